//! The reference interpreter: executes one function of the *input* LLVM IR
//! directly on the memory of a launch spec. It is the oracle every lowered
//! kernel is checked against, so it is written to be
//! read: one lane at a time, one rule at a time, with LLVM LangRef semantics
//! for IR instructions and the generic intrinsics, and the message pages'
//! pseudo-code for the message intrinsics.
//!
//! It shares no code with the emulator (`crate::exec::emu`) or the lowering
//! passes: it uses only the memory model ([`crate::exec::memory`]), the launch
//! spec, the module loader, and the intrinsic *name* classification of
//! `visa_passes::ir::intrinsics`.
//!
//! Files, one concern each:
//! * `value.rs`: lanes, types, undefined (poison/undef) tracking;
//! * `operand.rs`: LLVM types, constants, operands;
//! * `args.rs`: kernel arguments from the launch spec;
//! * `inst.rs`: the IR instructions;
//! * `access.rs`: memory accesses, faults, undefined bytes, overlaps;
//! * `generic.rs`: `llvm.masked.gather` / `llvm.masked.scatter`;
//! * `message.rs`: `svm.gather`, `scatter4.scaled`, `qw.scatter`;
//! * `atomic.rs`: typed atomics;
//! * `lsc.rs`: the public LSC intrinsics (`llvm.genx.lsc.*`);
//! * `intrinsic.rs`: the arithmetic intrinsics (LLVM's and `llvm.genx.*`);
//! * `approx.rs`: tolerances of approximate results.
//!
//! Where LLVM's and the vISA pages' semantics differ, and where this module
//! had to decide, `docs/reference.md` lists it.

mod access;
mod approx;
mod args;
mod atomic;
mod block;
mod generic;
mod inst;
mod intrinsic;
mod lsc;
mod memop;
mod memtransfer;
mod message;
mod operand;
mod outcome;
mod region;
mod state;
mod value;

use std::collections::{HashMap, HashSet};

use indexmap::IndexMap;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, FunctionValue};
use visa_passes::ir::intrinsics::{instructions, MemIntrinsicKind};
use visa_passes::ir::llvm::{
    alignment, allocated_type, arg_count, as_function, basic_block_count, called_value, first_instruction,
    has_enum_attribute, incoming_value_from, is_a, is_conditional_branch, next_instruction, num_operands,
    num_successors, opcode, operand, successor, type_of, AttributePlace, DataLayout, ValueClass,
};
use visa_passes::ir::srcloc::SourceMap;

pub use approx::{of_instruction as approximate_instruction_tolerance, Tolerance};
pub use args::{check_arguments, parameter_inputs, ParamInput};
pub use outcome::{Inexact, MemRange, RefFault, RefFinding, RefOutcome, Returned, Space, POISON_ADDRESS};
use state::{Exec, Frame, Interp, Stop};

use crate::diag::{Diagnostic, DiagnosticKind, Location};
use crate::exec::launch::Launch;
use crate::exec::memory::Memory;
use crate::input::ir::LoadedModule;

use crate::input::ops::{opcode_name, Intrinsic};
use block::Block;
use operand::{is_void, ty_of, type_text};
use value::Value;

/// The function a run executes: `requested` (the CLI's `--kernel`), else the
/// launch spec's `kernel`, else the first function with a body.
pub fn kernel_function(
    loaded: &LoadedModule<'_>,
    launch: &Launch,
    requested: Option<&str>,
) -> Result<String, Diagnostic> {
    let defined: Vec<String> = loaded
        .module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    let wanted = requested.map(str::to_string).or_else(|| launch.kernel.clone());
    match wanted {
        Some(name) if defined.contains(&name) => Ok(name),
        Some(name) => {
            let have = if defined.is_empty() {
                "it defines no functions".to_string()
            } else {
                format!("it defines {}", defined.iter().map(|f| format!("`@{f}`")).collect::<Vec<_>>().join(", "))
            };
            let message = format!("no function `@{name}` with a body in {}; {have}", loaded.file);
            // Named by the spec's `kernel =`: the error is there; by `--kernel`: about the file.
            Err(match requested {
                Some(_) => Diagnostic::new(format!("{}: no function `@{name}` with a body; {have}", loaded.file)),
                None => launch.kernel_diagnostic(message),
            })
        }
        None => {
            let rule = crate::input::kernels::KernelRule::of(&loaded.module);
            let first = loaded.module.get_functions().find(|&f| rule.is_kernel(f));
            first.map(|f| f.get_name().to_string_lossy().into_owned()).ok_or_else(|| {
                Diagnostic::new(format!("{}; --kernel NAME runs any function", rule.none_found(&loaded.file)))
            })
        }
    }
}

/// Runs `function` on `memory` with the launch spec's arguments.
///
/// `Err` is input outside the supported subset (a `file:line:col`
/// diagnostic). A fault is not an `Err`: it is [`RefOutcome::fault`].
pub fn run_reference(
    loaded: &LoadedModule<'_>,
    function: &str,
    launch: &Launch,
    memory: Memory,
) -> Result<RefOutcome, Diagnostic> {
    prepare(loaded, function, launch, memory)?.run()
}

/// [`run_reference`] with every refusal: each instruction the reference
/// does not execute, in the order `compile` reports the kernel's errors
/// (its instructions in order, a callee's where it is called: inlined).
/// An instruction that reads a refused one is not reported (no cascades).
pub fn run_reference_every_refusal(
    loaded: &LoadedModule<'_>,
    function: &str,
    launch: &Launch,
    memory: Memory,
) -> Result<RefOutcome, Vec<Diagnostic>> {
    prepare_every_refusal(loaded, function, launch, memory)?.run().map_err(|d| vec![d])
}

/// A reference run checked and ready: what it does not execute is refused
/// and its arguments are bound, before anything runs ([`Prepared::run`]).
pub struct Prepared<'a, 'ctx> {
    interp: Interp<'a, 'ctx>,
    budget: u64,
}

/// The checks of [`run_reference`] without the run: a caller can refuse
/// what the reference refuses, then do cheaper work that may refuse the
/// input too (compiling it), before the run spends its budget.
pub fn prepare<'a, 'ctx>(
    loaded: &'a LoadedModule<'ctx>,
    function: &str,
    launch: &Launch,
    memory: Memory,
) -> Result<Prepared<'a, 'ctx>, Diagnostic> {
    prepare_every_refusal(loaded, function, launch, memory).map_err(|mut all| all.swap_remove(0))
}

/// [`prepare`] with every refusal (at least one), in `compile`'s order.
pub fn prepare_every_refusal<'a, 'ctx>(
    loaded: &'a LoadedModule<'ctx>,
    function: &str,
    launch: &Launch,
    memory: Memory,
) -> Result<Prepared<'a, 'ctx>, Vec<Diagnostic>> {
    let func = loaded
        .module
        .get_function(function)
        .filter(|f| f.count_basic_blocks() > 0)
        .ok_or_else(|| vec![Diagnostic::new(format!("{}: no function `@{function}` with a body", loaded.file))])?;
    let mut interp = Interp::new(loaded, func, memory);
    interp.thread = launch.thread;
    interp.check_supported()?;
    interp.bind_arguments(launch).map_err(|d| vec![d])?;
    Ok(Prepared { interp, budget: launch.budget })
}

impl Prepared<'_, '_> {
    pub fn run(self) -> Result<RefOutcome, Diagnostic> {
        self.interp.run(self.budget)
    }
}

/// The instructions the interpreter executes (`crate::input::ops`, the memory
/// instructions, calls and `ret`), for diagnostics.
fn supported() -> String {
    format!(
        "{}, call (intrinsics and the module's functions), alloca, load, store, atomicrmw, cmpxchg, extractvalue (of a cmpxchg), fence, ret",
        crate::input::ops::names(false)
    )
}

/// The intrinsics a call may name.
const SUPPORTED_CALLS: &str = "llvm.masked.gather, llvm.masked.scatter, llvm.masked.load, llvm.masked.store, \
llvm.memset, llvm.memcpy, llvm.memmove, the message intrinsics of docs/intrinsics.md (llvm.genx.svm.gather4.scaled and llvm.genx.svm.scatter4.scaled too), the arithmetic intrinsics (docs/arithmetic.md) and the module's own \
functions";

impl<'a, 'ctx> Interp<'a, 'ctx> {
    fn new(loaded: &'a LoadedModule<'ctx>, function: FunctionValue<'ctx>, memory: Memory) -> Self {
        let data_layout = DataLayout::of(&loaded.module);
        // One scan of the source for all positions (`LoadedModule::location`
        // would rescan the function for every instruction).
        let source_map = loaded.text.as_deref().map(SourceMap::from_ll).unwrap_or_default();
        let positions = positions_of(loaded, &source_map, function);
        Interp {
            loaded,
            function,
            data_layout,
            memory,
            undefined: crate::exec::ranges::ByteRanges::default(),
            findings: crate::exec::findings::CappedFindings::default(),
            lane_findings: IndexMap::new(),
            env: HashMap::new(),
            loc: None,
            positions,
            costs: costs_of(function),
            private_bytes: 0,
            source_map,
            frames: Vec::new(),
            private: Vec::new(),
            private_top: PRIVATE_BASE,
            allocas: 0,
            constant_depth: 0,
            tolerances: HashMap::new(),
            pending_tolerance: None,
            write_tolerance: None,
            read_tolerance: None,
            inexact: std::collections::BTreeMap::new(),
            carries: 0,
            thread: crate::exec::launch::ThreadSpec::default(),
        }
    }

    /// Rejects, before anything runs, what the interpreter does not
    /// execute, so that whether an input is accepted never depends on the
    /// memory it runs on (a fault must not hide a malformed call after it):
    /// opcodes, callees, one basic block, the types of results and
    /// operands, every constant operand, and the operand shapes of the
    /// memory intrinsics.
    /// Functions the kernel calls are checked too, each once, at its first
    /// call. Every refusal is collected in the order `compile` reports
    /// them for this kernel: its instructions in order, a callee's at the
    /// call (where the inliner puts them); an instruction that reads a
    /// refused one is refused with it, unreported.
    fn check_supported(&mut self) -> Result<(), Vec<Diagnostic>> {
        let kernel = self.function;
        let mut seen: HashSet<LLVMValueRef> = HashSet::from([kernel.as_value_ref()]);
        let mut refused: HashSet<LLVMValueRef> = HashSet::new();
        let mut refusals = Vec::new();
        // Each function being walked and its next instruction (an explicit
        // stack: a deep chain of calls must not overflow the thread's).
        let mut walks = vec![(kernel, instructions(kernel).collect::<Vec<_>>(), 0)];
        while let Some((function, all, next)) = walks.last_mut() {
            let Some(&inst) = all.get(*next) else {
                walks.pop();
                continue;
            };
            let (function, index) = (*function, *next);
            *next += 1;
            let v = inst.as_value_ref();
            if (0..num_operands(v)).filter_map(|i| operand(v, i)).any(|op| refused.contains(&op)) {
                refused.insert(v);
                continue;
            }
            if let Err(message) = self.check_instruction(v) {
                // What the reference does not run is outside the input contract.
                refusals.push(self.loaded.diagnostic_at(function, index, inst, &message).kind(DiagnosticKind::Refused));
                refused.insert(v);
                continue;
            }
            if inst.get_opcode() != inkwell::values::InstructionOpcode::Call {
                continue;
            }
            if let Callee::Defined(target) = callee(v) {
                if let Some(f) = as_function(target).filter(|_| seen.insert(target)) {
                    walks.push((f, instructions(f).collect(), 0));
                }
            }
        }
        match refusals.is_empty() {
            true => Ok(()),
            false => Err(refusals),
        }
    }

    fn check_instruction(&mut self, v: LLVMValueRef) -> Result<(), String> {
        let opcode = opcode(v).ok_or("an instruction expected")?;
        if !is_supported(opcode) {
            return Err(format!("`{}` is not supported; supported: {}", opcode_name(opcode), supported()));
        }
        let mut operands = 0..num_operands(v);
        // Of a terminator only the condition is a value; the rest are blocks.
        if matches!(opcode, LLVMOpcode::LLVMBr | LLVMOpcode::LLVMSwitch) {
            operands = 0..u32::from(opcode == LLVMOpcode::LLVMSwitch || is_conditional_branch(v));
        } else if opcode == LLVMOpcode::LLVMExtractValue {
            // Its operand is a cmpxchg's pair (`check_memop` made sure).
            operands = 0..0;
        }
        let mut memory_call = None;
        let mut arith_call = None;
        let mut channel_call = None;
        let mut transfer_call = None;
        if opcode == LLVMOpcode::LLVMCall {
            match callee(v) {
                Callee::Memory(kind) => memory_call = Some(kind),
                Callee::Arith(row) => arith_call = Some(row),
                // `llvm.assume`'s condition is read (an `i1`); the rest are not.
                Callee::NoOp { assume: true } => {}
                Callee::NoOp { assume: false } => return Ok(()),
                Callee::Implicit(which) => {
                    let ty = ty_of(type_of(v))?;
                    let int = matches!(ty.elem, value::Elem::Int(_));
                    let name = called_value(v).map(operand::value_name).unwrap_or_default();
                    return which.check_result(&name, ty.elem.bits(), ty.lanes, int);
                }
                Callee::Defined(_) => {}
                Callee::SvmChannels { scatter } => channel_call = Some(scatter),
                Callee::Transfer(kind) => transfer_call = Some(kind),
                Callee::Other(name) => {
                    let refusal = crate::input::ops::divergent_control_flow(&name)
                        .or_else(|| crate::input::ops::refused_intrinsic(&name));
                    return Err(refusal.unwrap_or_else(|| {
                        format!("call to `@{name}` is not supported; supported: calls to {SUPPORTED_CALLS}")
                    }));
                }
                Callee::Indirect => {
                    return Err(format!("indirect calls are not supported; supported: calls to {SUPPORTED_CALLS}"))
                }
            }
            operands = 0..arg_count(v).unwrap_or(0);
        }
        self.check_memop(v, opcode)?;
        let ty = type_of(v);
        // A cmpxchg's `{T, i1}` is read only by `extractvalue` (checked there).
        let ret = if is_void(ty) || opcode == LLVMOpcode::LLVMAtomicCmpXchg { None } else { Some(ty_of(ty)?) };
        // Each operand's type; constants are evaluated now (a global or an
        // unfoldable expression is rejected here); other operands stand in
        // as undefined values of their type for the shape checks.
        let mut args = Vec::new();
        for i in operands {
            let op = operand(v, i).ok_or_else(|| format!("operand {} is missing", i + 1))?;
            let op_ty = ty_of(type_of(op)).map_err(|e| format!("operand {}: {e}", i + 1))?;
            let value = if !is_a(op, ValueClass::Constant) {
                Value::undefined(op_ty)
            } else {
                self.operand(op).map_err(stop_message)?
            };
            args.push(value);
        }
        if let Some(kind) = memory_call {
            self.check_call(kind, v, &args, ret).map_err(stop_message)?;
        }
        if let Some(kind) = transfer_call {
            kind.check(&args)?;
        }
        if let Some(scatter) = channel_call {
            message::svm_channels_shape(&svm_channels_name(scatter), scatter, &args, ret).map_err(stop_message)?;
        }
        if let Some(row) = arith_call {
            // The arithmetic on stand-ins: types and arity are checked, nothing is recorded.
            self.arith_intrinsic(row, v, &args, ret).map_err(stop_message)?;
            self.pending_tolerance = None;
        }
        Ok(())
    }

    /// The operand shapes of a memory intrinsic call.
    fn check_call(&self, kind: MemIntrinsicKind, v: LLVMValueRef, args: &[Value], ret: Option<value::Ty>) -> Exec<()> {
        let what = format!("llvm.{}", kind.name());
        match kind {
            MemIntrinsicKind::MaskedGather => self.masked_gather_shape(&what, v, args, ret).map(|_| ()),
            MemIntrinsicKind::MaskedScatter => self.masked_scatter_shape(&what, v, args).map(|_| ()),
            MemIntrinsicKind::SvmGather => message::svm_gather_shape(&what, args, ret).map(|_| ()),
            MemIntrinsicKind::Scatter4Scaled => message::scatter4_shape(&what, args).map(|_| ()),
            MemIntrinsicKind::QwScatter => message::qw_scatter_shape(&what, args).map(|_| ()),
            MemIntrinsicKind::TypedAtomic { op, .. } => atomic::typed_atomic_shape(&what, op, args, ret).map(|_| ()),
            MemIntrinsicKind::MaskedLoad => self.masked_contiguous_shape(&what, v, args, true),
            MemIntrinsicKind::MaskedStore => self.masked_contiguous_shape(&what, v, args, false),
            MemIntrinsicKind::Lsc(lsc) => self.lsc_shape(lsc, args, ret).map(|_| ()),
            // The other messages check their shapes before touching memory: run them on an empty memory.
            _ => Ok(()),
        }
    }

    /// Runs from the entry block until a `ret`, a fault, undefined behaviour
    /// that ends the run, or `budget` executed instructions (phis count as
    /// instructions too).
    fn run(mut self, budget: u64) -> Result<RefOutcome, Diagnostic> {
        let mut index = index_of(self.function);
        let (mut returned, mut fault, mut out_of_budget, mut halted) = (None, None, None, false);
        let mut exhausted = None;
        let mut executed = 0u64;
        let mut block = self.function.get_first_basic_block().map(|b| b.as_mut_ptr());
        let mut from: Option<LLVMBasicBlockRef> = None;
        // Where a returning call continues: after its call, in its block.
        let mut resume: Option<LLVMValueRef> = None;
        'blocks: while let Some(bb) = block {
            let mut cursor = match resume.take() {
                Some(call) => next_instruction(call),
                None => first_instruction(bb),
            };
            // The block's phis read their incoming values all before any is
            // written (LangRef, phi: "at the beginning of the block").
            let mut phis = Vec::new();
            while let Some(phi) = cursor.filter(|&i| opcode(i) == Some(LLVMOpcode::LLVMPHI)) {
                phis.push(phi);
                cursor = next_instruction(phi);
            }
            let mut values = Vec::with_capacity(phis.len());
            for &phi in &phis {
                let at = index.get(&phi).copied();
                let cost = at.and_then(|i| self.costs.get(i).copied()).unwrap_or(1);
                if executed.saturating_add(cost) > budget {
                    out_of_budget = Some(budget);
                    break 'blocks;
                }
                executed += cost;
                self.loc = at.and_then(|i| self.positions.get(i).cloned().flatten());
                match self.incoming(phi, from) {
                    Ok(value) => values.push(value),
                    Err(Stop::Unsupported(message)) => {
                        return Err(self.located(&index, phi, &message).kind(DiagnosticKind::Refused))
                    }
                    Err(Stop::Fault(f)) => {
                        fault = Some(f);
                        break 'blocks;
                    }
                    Err(Stop::Exhausted(why)) => {
                        exhausted = Some(self.exhausted_at(why));
                        break 'blocks;
                    }
                }
            }
            for (phi, (value, tolerance)) in phis.into_iter().zip(values) {
                self.env.insert(phi, value);
                // A phi moves its value's bits: it keeps its tolerance.
                match tolerance {
                    Some(t) => self.tolerances.insert(phi, t),
                    None => self.tolerances.remove(&phi),
                };
            }
            block = None;
            while let Some(inst) = cursor {
                let at = index.get(&inst).copied();
                let cost = at.and_then(|i| self.costs.get(i).copied()).unwrap_or(1);
                if executed.saturating_add(cost) > budget {
                    out_of_budget = Some(budget);
                    break 'blocks;
                }
                executed += cost;
                self.loc = at.and_then(|i| self.positions.get(i).cloned().flatten());
                let step = self.step(inst);
                self.flush_lane_findings();
                match step {
                    Ok(Step::Next) => {}
                    Ok(Step::Branch(to)) => {
                        (from, block) = (Some(bb), Some(to));
                        continue 'blocks;
                    }
                    Ok(Step::Return(r)) => {
                        returned = r;
                        break 'blocks;
                    }
                    Ok(Step::Call(target, args)) => {
                        if self.frames.len() >= MAX_FRAMES {
                            let message =
                                format!("calls nest more than {MAX_FRAMES} deep; deeper recursion is not run");
                            return Err(self.located(&index, inst, &message));
                        }
                        let Some(callee) = as_function(target) else { break 'blocks };
                        let env = callee.get_param_iter().map(|p| p.as_value_ref()).zip(args).collect();
                        self.frames.push(Frame {
                            private: std::mem::take(&mut self.private),
                            private_top: self.private_top,
                            function: self.function,
                            env: std::mem::replace(&mut self.env, env),
                            positions: std::mem::replace(
                                &mut self.positions,
                                positions_of(self.loaded, &self.source_map, callee),
                            ),
                            costs: std::mem::replace(&mut self.costs, costs_of(callee)),
                            index: std::mem::replace(&mut index, index_of(callee)),
                            call: inst,
                            block: bb,
                            from,
                        });
                        self.function = callee;
                        (from, block) = (None, callee.get_first_basic_block().map(|b| b.as_mut_ptr()));
                        continue 'blocks;
                    }
                    Ok(Step::ReturnToCaller(value)) => {
                        let Some(frame) = self.frames.pop() else { break 'blocks };
                        self.free_private();
                        (self.private, self.private_top) = (frame.private, frame.private_top);
                        self.function = frame.function;
                        self.env = frame.env;
                        self.positions = frame.positions;
                        self.costs = frame.costs;
                        index = frame.index;
                        if let Some(value) = value {
                            self.env.insert(frame.call, value);
                        }
                        (from, block, resume) = (frame.from, Some(frame.block), Some(frame.call));
                        continue 'blocks;
                    }
                    Ok(Step::Halt) => {
                        halted = true;
                        break 'blocks;
                    }
                    // Outside its object an access is undefined behaviour
                    // (LangRef, load/store). Global memory's fault is what
                    // the device does too; a private array has no such
                    // fault to reproduce (compiled, it is a GRF variable).
                    Err(Stop::Fault(f)) if f.space == Space::Svm && f.address >= PRIVATE_BASE => {
                        self.finding(
                            true,
                            format!(
                                "{}; the address is private memory's (`alloca`s'), so this is undefined \
                                 behaviour (LangRef, load, store); the run stops here",
                                f.message
                            ),
                        );
                        halted = true;
                        break 'blocks;
                    }
                    Err(Stop::Fault(f)) => {
                        let unused_load = visa_passes::ir::llvm::as_instruction(inst)
                            .is_some_and(visa_passes::transforms::dead_loads::is_dead_load);
                        fault = Some(RefFault { unused_load, ..f });
                        break 'blocks;
                    }
                    Err(Stop::Exhausted(why)) => {
                        exhausted = Some(self.exhausted_at(why));
                        break 'blocks;
                    }
                    Err(Stop::Unsupported(message)) => {
                        return Err(self.located(&index, inst, &message).kind(DiagnosticKind::Refused))
                    }
                }
                // Its block is not changed while running.
                cursor = next_instruction(inst);
            }
        }
        // Private memory does not outlive the run (nor is it compared).
        while let Some(frame) = self.frames.pop() {
            self.free_private();
            self.private = frame.private;
        }
        self.free_private();
        if self.undefined.coarse() {
            self.finding(
                false,
                format!(
                    "the run left more than {} separate ranges of undefined bytes; each memory space's are taken as \
                     one range from its first to its last, none of whose bytes is compared",
                    crate::exec::ranges::MAX_RANGES
                ),
            );
        }
        let undefined = coalesce(&self.undefined);
        let mut inexact: Vec<Inexact> = Vec::new();
        for (&(space, _), &(address, tolerance)) in &self.inexact {
            if inexact.last().is_none_or(|i| (i.space, i.address) != (space, address)) {
                inexact.push(Inexact { space, address, tolerance });
            }
        }
        let (findings, findings_omitted) = self.findings.into_parts();
        Ok(RefOutcome {
            memory: self.memory,
            returned,
            findings,
            fault,
            undefined,
            inexact,
            out_of_budget,
            exhausted,
            findings_omitted,
            halted,
            carries: self.carries,
        })
    }

    /// `alloca` (LangRef): fresh memory of the allocated type's size in this
    /// frame, its bytes undefined until stored, freed when the frame returns.
    fn alloca(&mut self, v: LLVMValueRef) -> Exec<Value> {
        let (Some(ty), Some(count)) = (allocated_type(v), operand(v, 0)) else {
            return Err(Stop::Unsupported(format!(
                "`{}` is no `alloca` of a sized type",
                operand::value_text(v).trim()
            )));
        };
        // Allocas are of sized types (the IR verifier's rule).
        let size = self.data_layout.alloc_size(ty).unwrap_or(0);
        let count = self
            .operand(count)?
            .lane(0)
            .ok_or_else(|| Stop::Unsupported("the element count of an `alloca` is poison or undefined".to_string()))?;
        let len = size.checked_mul(count).filter(|&n| n <= PRIVATE_LIMIT).ok_or_else(|| {
            Stop::Unsupported(format!("an `alloca` of {size} x {count} bytes is above the {PRIVATE_LIMIT}-byte limit"))
        })?;
        let live = self.private_bytes.saturating_add(len.max(1));
        if live > crate::limits::MAX_PRIVATE_BYTES {
            return Err(Stop::Exhausted(format!(
                "this `alloca` would make {live} bytes of private memory live at once, past the reference's limit of \
                 {} MiB (MAX_PRIVATE_BYTES): each execution of an `alloca` makes a new object that lives until its \
                 function returns (LangRef, alloca), so one executed in a loop grows the stack every trip",
                crate::limits::MAX_PRIVATE_BYTES >> 20
            )));
        }
        self.private_bytes = live;
        let align = 1u64 << alignment(v).unwrap_or(1).clamp(1, 4096).ilog2();
        let base = self.private_top.next_multiple_of(align.max(16));
        self.allocas += 1;
        let name = format!("private {} (alloca #{})", operand::value_name(v), self.allocas);
        // An empty alloca still has an address; one byte keeps it distinct.
        let bytes = vec![0; len.max(1) as usize];
        self.memory.svm.allocate(&name, base, bytes).map_err(Stop::Unsupported)?;
        self.set_shadow(Space::Svm, base, len.max(1) as usize, true);
        self.private_top = base + len.max(1);
        self.private.push(name);
        Ok(Value::splat(value::Ty::scalar(value::Elem::Ptr(value::AddrSpace::Global)), base))
    }

    /// Frees the running frame's private memory, with its shadow bytes.
    fn free_private(&mut self) {
        for name in std::mem::take(&mut self.private) {
            if let Some(a) = self.memory.svm.free(&name) {
                self.private_bytes = self.private_bytes.saturating_sub(a.bytes.len() as u64);
                let end = a.base + a.bytes.len() as u64;
                self.set_shadow(Space::Svm, a.base, a.bytes.len(), false);
                self.inexact.retain(|&(space, at), _| space != Space::Svm || !(a.base..end).contains(&at));
            }
        }
    }

    /// A diagnostic at instruction `inst` of the function.
    fn located(&self, index: &HashMap<LLVMValueRef, usize>, inst: LLVMValueRef, message: &str) -> Diagnostic {
        let at = index.get(&inst).copied().unwrap_or(0);
        match instructions(self.function).nth(at) {
            Some(i) => self.loaded.diagnostic_at(self.function, at, i, message),
            None => Diagnostic::new(message.to_string()),
        }
    }

    /// The value a phi takes coming from block `from`, and its tolerance.
    fn incoming(&mut self, phi: LLVMValueRef, from: Option<LLVMBasicBlockRef>) -> Exec<(Value, Option<Tolerance>)> {
        if let Some(incoming) = from.and_then(|from| incoming_value_from(phi, from)) {
            return Ok((self.operand(incoming)?, self.tolerances.get(&incoming).copied()));
        }
        Err(Stop::Unsupported("`phi` has no incoming value for the block control came from".into()))
    }

    /// `br` and `switch`: the successor taken, or undefined behaviour on a
    /// poison or undef condition (LangRef, br and switch: "Branching on
    /// poison is immediate undefined behavior"; undef is treated as poison,
    /// see `value.rs`).
    fn branch(&mut self, v: LLVMValueRef, opcode: LLVMOpcode) -> Exec<Step> {
        let to = |k: u32| {
            successor(v, k)
                .map(Step::Branch)
                .ok_or_else(|| Stop::Unsupported(format!("`{}` has no successor {k}", operand::value_text(v).trim())))
        };
        if opcode == LLVMOpcode::LLVMBr && !is_conditional_branch(v) {
            return to(0);
        }
        let cond = self.operand_at(v, 0)?;
        let Some(bits) = cond.lanes.first().copied().flatten() else {
            let what = if opcode == LLVMOpcode::LLVMBr { "br" } else { "switch" };
            self.finding(
                true,
                format!(
                    "`{what}` on a poison or undefined condition: undefined behaviour (LangRef, {what}); the run \
                     stops here"
                ),
            );
            return Ok(Step::Halt);
        };
        if opcode == LLVMOpcode::LLVMBr {
            // Operands: condition, false successor, true successor; successor 0 is the true one.
            return to(u32::from(bits & 1 == 0));
        }
        // Successor 0 is the default; case k's value is operand 2k + 2, its block successor k + 1.
        let cases = num_successors(v).saturating_sub(1);
        for k in 0..cases {
            let case = self.operand_at(v, 2 * k + 2)?;
            if case.lanes.first().copied().flatten() == Some(bits) {
                return to(k + 1);
            }
        }
        to(0)
    }

    /// Executes one instruction.
    fn step(&mut self, v: LLVMValueRef) -> Exec<Step> {
        let opcode = opcode(v).ok_or_else(|| Stop::Unsupported("an instruction expected".into()))?;
        let operands = self.operand_tolerance(v);
        match opcode {
            // A called function's `ret` hands its value to the caller's frame.
            LLVMOpcode::LLVMRet if !self.frames.is_empty() => {
                let returns = num_operands(v) > 0;
                Ok(Step::ReturnToCaller(if returns { Some(self.operand_at(v, 0)?) } else { None }))
            }
            LLVMOpcode::LLVMRet => self.ret(v, operands).map(Step::Return),
            LLVMOpcode::LLVMBr | LLVMOpcode::LLVMSwitch => self.branch(v, opcode),
            LLVMOpcode::LLVMUnreachable => {
                self.finding(true, "`unreachable` is reached: undefined behaviour (LangRef, unreachable)".into());
                Ok(Step::Halt)
            }
            LLVMOpcode::LLVMCall => {
                if let Callee::Defined(target) = callee(v) {
                    let count = arg_count(v).unwrap_or(0);
                    let args = (0..count).map(|i| self.operand_at(v, i)).collect::<Exec<Vec<Value>>>()?;
                    return Ok(Step::Call(target, args));
                }
                self.write_tolerance = operands;
                self.read_tolerance = None;
                let value = self.call(v)?;
                let read = self.read_tolerance.take();
                if let Some(value) = value {
                    let from_memory = read.map(|t| loaded(t, &value));
                    let operands = match (operands, from_memory) {
                        (Some(a), Some(b)) => Some(a.merge(b)),
                        (a, b) => a.or(b),
                    };
                    self.record_tolerance(v, opcode, operands, &value);
                    self.env.insert(v, value);
                }
                self.write_tolerance = None;
                Ok(Step::Next)
            }
            LLVMOpcode::LLVMStore => {
                // The stored bytes keep the value's tolerance.
                self.write_tolerance = operands;
                let stored = self.store(v);
                self.write_tolerance = None;
                stored.map(|()| Step::Next)
            }
            LLVMOpcode::LLVMAlloca => {
                let pointer = self.alloca(v)?;
                self.env.insert(v, pointer);
                Ok(Step::Next)
            }
            // One thread's accesses are in program order already: nothing to order.
            LLVMOpcode::LLVMFence => Ok(Step::Next),
            LLVMOpcode::LLVMAtomicCmpXchg => {
                let pair = self.cmpxchg(v)?;
                self.env.insert(v, pair);
                Ok(Step::Next)
            }
            LLVMOpcode::LLVMExtractValue => {
                let value = self.extractvalue(v)?;
                self.env.insert(v, value);
                Ok(Step::Next)
            }
            LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMAtomicRMW => {
                let ty = ty_of(type_of(v)).map_err(Stop::Unsupported)?;
                self.read_tolerance = None;
                let value = if opcode == LLVMOpcode::LLVMLoad { self.load(v, ty)? } else { self.atomicrmw(v, ty)? };
                // A load moves the bits it reads, with their tolerance.
                match self.read_tolerance.take().filter(|_| opcode == LLVMOpcode::LLVMLoad) {
                    Some(t) => self.tolerances.insert(v, loaded(t, &value)),
                    None => self.tolerances.remove(&v),
                };
                self.env.insert(v, value);
                Ok(Step::Next)
            }
            _ => {
                let ty = ty_of(type_of(v)).map_err(Stop::Unsupported)?;
                let value = self.eval(opcode, v, ty, true)?;
                self.record_tolerance(v, opcode, operands, &value);
                self.env.insert(v, value);
                Ok(Step::Next)
            }
        }
    }

    /// The loosest tolerance among the operands of `v`, if any is approximate.
    fn operand_tolerance(&self, v: LLVMValueRef) -> Option<Tolerance> {
        (0..num_operands(v)).filter_map(|i| self.tolerances.get(&operand(v, i)?).copied()).reduce(Tolerance::merge)
    }

    /// The tolerance of `v`'s value: its own (an approximate operation on
    /// exact operands; LangRef's freedoms of a floating-point operation's
    /// NaN result and of equal zeros in `minnum`/`maxnum`); its operands'
    /// when it only moves their bits; only its own when it computes from
    /// exact operands whose NaN it returns as a NaN (docs/arithmetic.md:
    /// the NaN rule again); none to state when it computes from
    /// approximate operands (or from a free sign).
    fn record_tolerance(&mut self, v: LLVMValueRef, opcode: LLVMOpcode, operands: Option<Tolerance>, value: &Value) {
        use LLVMOpcode::*;
        let own = self.pending_tolerance.take();
        let nan_result = returns_nan(opcode, v, value).then(|| Tolerance::exact(approx::float_ty(value.ty.elem)));
        let own = match (own, nan_result) {
            (Some(a), Some(b)) => Some(a.merge(b)),
            (a, b) => a.or(b),
        };
        // What moves bits, or changes no more than a sign or a bound, keeps
        // its operands' tolerance.
        let keeps = matches!(
            opcode,
            LLVMBitCast
                | LLVMSelect
                | LLVMExtractElement
                | LLVMInsertElement
                | LLVMShuffleVector
                | LLVMFreeze
                | LLVMFNeg
        ) || (opcode == LLVMCall
            && matches!(
                callee(v),
                Callee::Arith(row) if matches!(
                    row.op,
                    Intrinsic::GenxSat | Intrinsic::FAbs | Intrinsic::CopySign | Intrinsic::FloatMinMax { .. }
                )
            ));
        // `copysign` moves its second operand's sign: a free one (a NaN's)
        // makes the result's sign free.
        let free_sign = opcode == LLVMCall
            && matches!(callee(v), Callee::Arith(row) if row.op == Intrinsic::CopySign)
            // Operand 1 is its sign source (the callee is the last operand).
            && operand(v, 1).is_some_and(|sign| self.tolerances.contains_key(&sign));
        let tolerance = match (own, operands) {
            (own, None) => own,
            (_, Some(t)) if free_sign => Some(Tolerance::unbounded(t.ty)),
            (own, Some(t)) if keeps => Some(own.map_or(t, |o| o.merge(t))),
            // A NaN operand's freedom reaches only a NaN result, whose own
            // freedom is the same rule; every other lane is exact.
            (own, Some(t)) if t.is_exact() && !t.zero_sign && nan_in_nan_out(opcode, v, value) => own,
            (_, Some(t)) => Some(Tolerance::unbounded(t.ty)),
        };
        match tolerance {
            Some(t) => self.tolerances.insert(v, t),
            None => self.tolerances.remove(&v),
        };
    }

    /// The value being computed is approximate, within `tolerance`.
    pub(crate) fn approximate(&mut self, tolerance: Tolerance) {
        self.pending_tolerance = Some(tolerance);
    }

    /// A zero of the value being computed may have either sign.
    pub(crate) fn free_zero_sign(&mut self, ty: crate::visa::ElemType) {
        let free = Tolerance { zero_sign: true, ..Tolerance::exact(ty) };
        self.pending_tolerance = Some(self.pending_tolerance.map_or(free, |t| t.merge(free)));
    }

    /// `ret`: the returned bytes. Undefined lanes are reported: as
    /// undefined behaviour when the function promises `noundef` (LangRef),
    /// else as a fact (`ub: false`) saying which lanes comparisons skip.
    /// Returning poison is not undefined behaviour by itself in LLVM, and a
    /// disabled lane of a gather or atomic is commonly returned as is.
    fn ret(&mut self, v: LLVMValueRef, tolerance: Option<Tolerance>) -> Exec<Option<Returned>> {
        if num_operands(v) == 0 {
            return Ok(None);
        }
        let value = self.operand_at(v, 0)?;
        let ty = type_text(self.operand_type(v, 0)?);
        let poison: Vec<String> =
            value.lanes.iter().enumerate().filter(|(_, l)| l.is_none()).map(|(i, _)| i.to_string()).collect();
        if !poison.is_empty() {
            let what = match poison.as_slice() {
                _ if !value.ty.is_vector() => "the returned value is".to_string(),
                [one] => format!("lane {one} of the returned value is"),
                _ => format!("lanes {} of the returned value are", poison.join(", ")),
            };
            let noundef = self.returns_noundef();
            let why = if noundef { "the function returns `noundef`" } else { "comparisons skip those bytes" };
            self.finding(noundef, format!("{what} poison or undefined; {why}"));
        }
        let (bytes, undefined) = value.to_bytes();
        Ok(Some(Returned { ty, bytes, undefined, tolerance }))
    }

    /// Whether the function's return carries `noundef`.
    fn returns_noundef(&self) -> bool {
        let name = "noundef";
        has_enum_attribute(self.function.as_value_ref(), AttributePlace::Return, name)
    }

    /// A call's arguments, evaluated, and its result type (`None`: void).
    fn call_operands(&mut self, v: LLVMValueRef) -> Exec<(Vec<Value>, Option<value::Ty>)> {
        let count = arg_count(v).unwrap_or(0);
        let mut args = Vec::with_capacity(count as usize);
        for i in 0..count {
            args.push(self.operand_at(v, i)?);
        }
        let ret_ty = type_of(v);
        let ret = if is_void(ret_ty) { None } else { Some(ty_of(ret_ty).map_err(Stop::Unsupported)?) };
        Ok((args, ret))
    }

    /// A call to a memory intrinsic (checked by `check_supported`).
    fn call(&mut self, v: LLVMValueRef) -> Exec<Option<Value>> {
        let kind = match callee(v) {
            Callee::Memory(kind) => kind,
            Callee::Arith(row) => {
                let count = arg_count(v).unwrap_or(0);
                let mut args = Vec::with_capacity(count as usize);
                for i in 0..count {
                    args.push(self.operand_at(v, i)?);
                }
                let ret = ty_of(type_of(v)).map_err(Stop::Unsupported)?;
                return self.arith_intrinsic(row, v, &args, Some(ret)).map(Some);
            }
            Callee::SvmChannels { scatter } => {
                let (args, ret) = self.call_operands(v)?;
                return self.svm_channels(&svm_channels_name(scatter), scatter, &args, ret);
            }
            Callee::Transfer(kind) => {
                let (args, _) = self.call_operands(v)?;
                return self.mem_transfer(kind, &args).map(|()| None);
            }
            Callee::Implicit(which) => return self.implicit(which, v).map(Some),
            Callee::NoOp { assume } => {
                // LangRef, `llvm.assume`: a condition that is false (or
                // poison) when the call runs is undefined behaviour.
                if assume && self.operand_at(v, 0)?.lanes.first().copied().flatten() != Some(1) {
                    self.finding(
                        true,
                        "`llvm.assume` of a condition that is false or poison: undefined behaviour (LangRef)".into(),
                    );
                }
                return Ok(None);
            }
            _ => {
                return Err(Stop::Unsupported(format!("call is not supported; supported: calls to {SUPPORTED_CALLS}")))
            }
        };
        let (args, ret) = self.call_operands(v)?;
        let what = format!("llvm.{}", kind.name());
        let result = match kind {
            MemIntrinsicKind::MaskedGather => Some(self.masked_gather(&what, v, &args, ret)?),
            MemIntrinsicKind::MaskedScatter => {
                self.masked_scatter(&what, v, &args)?;
                None
            }
            MemIntrinsicKind::SvmGather => Some(self.svm_gather(&what, &args, ret)?),
            MemIntrinsicKind::Scatter4Scaled => {
                self.scatter4_scaled(&what, &args)?;
                None
            }
            MemIntrinsicKind::QwScatter => {
                self.qw_scatter(&what, &args)?;
                None
            }
            MemIntrinsicKind::TypedAtomic { op, is_16bit } => Some(self.typed_atomic(&what, op, is_16bit, &args, ret)?),
            MemIntrinsicKind::SvmScatter => {
                self.svm_scatter(&what, &args)?;
                None
            }
            MemIntrinsicKind::Gather4Scaled => Some(self.gather4_scaled(&what, &args, ret)?),
            MemIntrinsicKind::GatherScaled => self.byte_scaled(&what, true, &args, ret)?,
            MemIntrinsicKind::ScatterScaled => self.byte_scaled(&what, false, &args, ret)?,
            MemIntrinsicKind::QwGather => Some(self.qw_gather(&what, &args, ret)?),
            MemIntrinsicKind::SvmBlockLd { unaligned } => {
                self.block(&what, Block::SvmLoad { unaligned }, &args, ret)?
            }
            MemIntrinsicKind::SvmBlockSt => self.block(&what, Block::SvmStore, &args, ret)?,
            MemIntrinsicKind::OwordLd { unaligned } => self.block(&what, Block::OwordLoad { unaligned }, &args, ret)?,
            MemIntrinsicKind::OwordSt => self.block(&what, Block::OwordStore, &args, ret)?,
            MemIntrinsicKind::DwordAtomic { op, is_16bit } => {
                Some(self.addressed_atomic(&what, op, false, is_16bit, &args, ret)?)
            }
            MemIntrinsicKind::SvmAtomic { op, is_16bit } => {
                Some(self.addressed_atomic(&what, op, true, is_16bit, &args, ret)?)
            }
            MemIntrinsicKind::MaskedLoad => Some(self.masked_load(&what, v, &args)?),
            MemIntrinsicKind::MaskedStore => {
                self.masked_store(&what, v, &args)?;
                None
            }
            MemIntrinsicKind::Lsc(lsc) => self.lsc(&what, lsc, &args, ret)?,
        };
        Ok(result)
    }

    /// A thread-coordinate intrinsic: the launch's `[thread]` values, of
    /// the call's type (`<3 x i32>`, `<3 x i16>`, `<8 x i16>`, `i32`).
    fn implicit(&mut self, which: crate::input::ops::Implicit, v: LLVMValueRef) -> Exec<Value> {
        use crate::input::ops::Implicit;
        let ty = ty_of(type_of(v)).map_err(Stop::Unsupported)?;
        let t = self.thread;
        let xyz = match which {
            Implicit::LocalId => t.local_id,
            Implicit::LocalSize => t.local_size,
            Implicit::GroupCount => t.group_count,
            Implicit::LocalIdComponent(axis) => [t.local_id[usize::from(axis)]; 3],
            Implicit::GroupId(axis) => [t.group_id[usize::from(axis)]; 3],
            // The one thread a run executes is hardware thread 0, as the
            // emulator's `%hw_id` says (docs/launch.md).
            Implicit::HwId => [0; 3],
            // The reference runs `alloca`s themselves, never the frame
            // `promote` makes of them.
            Implicit::PrivateBase => {
                return Err(Stop::Unsupported(format!(
                    "`{}` is the private frame's base, which only the compiler's `promote` reads; the input's \
                     private memory is its `alloca`s",
                    visa_passes::transforms::private_frame::PRIVATE_BASE
                )))
            }
        };
        let mask = value::mask(ty.elem.bits());
        let lanes = (0..ty.count()).map(|i| Some(u64::from(xyz[i.min(2)]) & mask)).collect();
        Ok(Value { ty, lanes })
    }

    /// Records a finding at the current instruction.
    fn finding(&mut self, ub: bool, message: String) {
        self.record(RefFinding { location: self.loc.clone(), ub, message });
    }

    /// Keeps or counts a finding ([`crate::exec::findings::CappedFindings`]).
    fn record(&mut self, finding: RefFinding) {
        let ub = finding.ub;
        self.findings.push(finding, ub);
    }

    /// A reference limit reached at the current instruction, said with its place.
    fn exhausted_at(&self, why: String) -> String {
        match &self.loc {
            Some(loc) => format!("{loc}: {why}"),
            None => why,
        }
    }

    /// Records a per-lane finding; lanes with the same message are reported together.
    fn lane_finding(&mut self, ub: bool, what: &str, lane: u32, message: &str) {
        self.lane_findings.entry((ub, format!("{what}\u{0}{message}"))).or_default().push(lane);
    }

    fn flush_lane_findings(&mut self) {
        for ((ub, key), lanes) in std::mem::take(&mut self.lane_findings) {
            let (what, message) = key.split_once('\u{0}').unwrap_or(("", &key));
            let message = format!("{what} {}: {message}", lane_list(&lanes));
            self.record(RefFinding { location: self.loc.clone(), ub, message });
        }
    }
}

/// The message of a stop found while checking (checks touch no memory, so
/// only `Unsupported` can occur).
fn stop_message(stop: Stop) -> String {
    match stop {
        Stop::Unsupported(message) | Stop::Exhausted(message) => message,
        Stop::Fault(fault) => fault.message,
    }
}

enum Step {
    Next,
    /// Continue at the start of this block.
    Branch(LLVMBasicBlockRef),
    Return(Option<Returned>),
    /// Enter this function of the module with these arguments.
    Call(LLVMValueRef, Vec<Value>),
    /// A called function returned (this value).
    ReturnToCaller(Option<Value>),
    /// Undefined behaviour with no next instruction (reported as a finding).
    Halt,
}

/// `lane 3` / `lanes 1, 4, 5`.
fn lane_list(lanes: &[u32]) -> String {
    match lanes {
        [one] => format!("lane {one}"),
        _ => format!("lanes {}", lanes.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")),
    }
}

/// What a call calls.
/// Where private memory (`alloca`) lives in the SVM address space: far
/// above where launch specs put buffers.
const PRIVATE_BASE: u64 = 0xf000_0000_0000_0000;
/// The most bytes one `alloca` may take.
const PRIVATE_LIMIT: u64 = 1 << 20;
/// The most frames a run may nest (each holds its function's values).
const MAX_FRAMES: usize = 10_000;

/// What each instruction of `function` costs of the budget, in order.
fn costs_of(function: FunctionValue<'_>) -> Vec<u64> {
    instructions(function).map(|inst| crate::input::ops::lane_cost(inst.as_value_ref())).collect()
}

/// Each instruction of `function` by its position in it.
fn index_of(function: FunctionValue<'_>) -> HashMap<LLVMValueRef, usize> {
    instructions(function).enumerate().map(|(i, inst)| (inst.as_value_ref(), i)).collect()
}

/// The source positions of `function`'s instructions, in order.
fn positions_of(loaded: &LoadedModule<'_>, map: &SourceMap, function: FunctionValue<'_>) -> Vec<Option<Location>> {
    let name = function.get_name().to_string_lossy().into_owned();
    let count = instructions(function).count();
    (0..count)
        .map(|i| {
            map.instruction(&name, i, count).map(|p| Location { file: loaded.file.clone(), line: p.line, col: p.col })
        })
        .collect()
}

enum Callee {
    Memory(MemIntrinsicKind),
    Arith(&'static crate::input::ops::IntrinsicRow),
    /// A no-op intrinsic (`crate::input::ops::NO_OP_INTRINSICS`); `assume`
    /// is `llvm.assume`, whose false condition is undefined behaviour.
    NoOp {
        assume: bool,
    },
    /// A function of the module: run in a frame of its own.
    Defined(LLVMValueRef),
    /// `llvm.genx.svm.gather4.scaled` (`false`) or `llvm.genx.svm.scatter4.scaled` (`true`).
    SvmChannels {
        scatter: bool,
    },
    /// `llvm.memset`, `llvm.memcpy`, `llvm.memmove` (`memtransfer.rs`).
    Transfer(memtransfer::Transfer),
    /// A thread-coordinate intrinsic (`llvm.genx.local.id`, ...).
    Implicit(crate::input::ops::Implicit),
    Other(String),
    Indirect,
}

/// The name diagnostics give `llvm.genx.svm.{gather,scatter}4.scaled`.
fn svm_channels_name(scatter: bool) -> String {
    use visa_passes::transforms::svm_channels::{GATHER4, SCATTER4};
    (if scatter { SCATTER4 } else { GATHER4 }).to_string()
}

fn callee(call: LLVMValueRef) -> Callee {
    let Some(target) = called_value(call).filter(|&t| is_a(t, ValueClass::Function)) else {
        return Callee::Indirect;
    };
    let name = operand::value_name(target);
    match MemIntrinsicKind::from_name(&name) {
        Some(kind) => Callee::Memory(kind),
        None if crate::input::ops::intrinsic(&name).is_some() => {
            crate::input::ops::intrinsic(&name).map_or(Callee::Other(name), Callee::Arith)
        }
        None if crate::input::ops::is_no_op(&name) => Callee::NoOp { assume: name == "llvm.assume" },
        None if crate::input::ops::implicit(&name).is_some() => {
            crate::input::ops::implicit(&name).map_or(Callee::Other(name), Callee::Implicit)
        }
        None if basic_block_count(target) > 0 => Callee::Defined(target),
        None if visa_passes::transforms::svm_channels::is_svm_channels(&name) => {
            Callee::SvmChannels { scatter: name.starts_with(visa_passes::transforms::svm_channels::SCATTER4) }
        }
        None => memtransfer::Transfer::of(&name).map_or(Callee::Other(name), Callee::Transfer),
    }
}

/// Whether `v`, a floating-point operation, returned a NaN (in some lane):
/// LangRef's NaN rule gives that NaN its freedom (`approx::nan_rule`).
/// What only moves bits or a sign bit (`fneg`, `fabs`, `copysign`,
/// `select`, loads, bitcasts, ...) returns its operand's bits exactly.
fn returns_nan(opcode: LLVMOpcode, v: LLVMValueRef, value: &Value) -> bool {
    use LLVMOpcode::*;
    let elem = value.ty.elem;
    let arithmetic = match opcode {
        LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem | LLVMFPTrunc | LLVMFPExt => true,
        LLVMCall => matches!(callee(v), Callee::Arith(row) if !matches!(row.op, Intrinsic::FAbs | Intrinsic::CopySign)),
        _ => false,
    };
    arithmetic && elem.is_float() && value.lanes.iter().flatten().any(|&bits| value::float_of(elem, bits).is_nan())
}

/// Whether a NaN operand of `v` reaches its result only as a NaN (or not
/// at all): floating-point arithmetic on floats, a comparison (a NaN is
/// unordered whatever its bits), a conversion to an integer (poison).
/// Integer operations on a NaN's bits (after a bitcast) see its payload.
fn nan_in_nan_out(opcode: LLVMOpcode, v: LLVMValueRef, value: &Value) -> bool {
    use LLVMOpcode::*;
    match opcode {
        LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFDiv | LLVMFRem | LLVMFPTrunc | LLVMFPExt | LLVMFCmp | LLVMFPToSI
        | LLVMFPToUI => true,
        LLVMCall => value.ty.elem.is_float() && matches!(callee(v), Callee::Arith(_)),
        _ => false,
    }
}

/// The tolerance of a value loaded from bytes that have `t`: an exact
/// one's freedoms when the value has the bytes' element size (a load moves
/// them); not compared otherwise, nor after approximate bytes.
fn loaded(t: Tolerance, value: &Value) -> Tolerance {
    let same_size = value.ty.elem.bits() == t.ty.size_bytes() * 8;
    if t.is_exact() && same_size {
        t
    } else {
        Tolerance::unbounded(t.ty)
    }
}

/// An opcode the interpreter executes: an accepted instruction, a memory
/// instruction, a call or `ret`.
fn is_supported(opcode: LLVMOpcode) -> bool {
    use LLVMOpcode::*;
    matches!(
        opcode,
        LLVMCall
            | LLVMRet
            | LLVMLoad
            | LLVMStore
            | LLVMAtomicRMW
            | LLVMAtomicCmpXchg
            | LLVMExtractValue
            | LLVMAlloca
            | LLVMFence
    ) || crate::input::ops::instruction(opcode).is_some()
        || crate::input::ops::is_control_flow(opcode)
}

/// Undefined bytes as sorted, coalesced ranges.
fn coalesce(bytes: &crate::exec::ranges::ByteRanges) -> Vec<MemRange> {
    bytes.iter().map(|(space, address, len)| MemRange { space, address, len }).collect()
}
