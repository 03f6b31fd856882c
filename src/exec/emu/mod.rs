//! The vISA emulator: runs a [`Kernel`] on a [`Memory`] and reports the final
//! memory, undefined behaviour it saw, faults, and statistics.
//!
//! Each message is one function in its own file whose doc comment quotes the
//! Semantics block of its page and whose body mirrors it line by line.
//!
//! * [`state`] holds GRF variables as bytes, predicates, the execution mask;
//! * [`chen`] is `EvaluateChEn` (which channels an instruction enables);
//! * [`scatter4_scaled`], [`qw_scatter`], [`svm_gather`], [`typed_atomic`]
//!   are the messages, [`atomic_op`] the atomic operation table (DWORD_ATOMIC_OP);
//! * [`alu`] runs every row of the ALU table (with `.sat` and source
//!   modifiers; [`arith`] is what each computes per channel), cmp, setp;
//!   [`indirect`] runs ADDR_ADD and addresses indirect operands;
//!   [`control`] runs labels, jmp, goto, call and ret over a program
//!   counter, within an instruction budget. Anything else ([`unsupported`])
//!   is refused up front by the driver and stops a run.
//!
//! Undefined behaviour is detected by the emulator itself, not left to the
//! verifier: each case the pages name becomes a [`Finding`] and the run goes
//! on (the message is skipped where the page gives it no meaning: a
//! forbidden exec size, an empty channel mask, an unbound surface). An SVM
//! access outside every allocation is a fault: the run stops there.
//!
//! ```
//! use visa_lower::exec::emu::{run, Bindings, RunConfig};
//! use visa_lower::exec::memory::Memory;
//! use visa_lower::visa::{ExecCtrl, ExecSize, Instruction, Kernel};
//! use visa_lower::Platform;
//!
//! let mut kernel = Kernel::new("k");
//! kernel.body.push(Instruction::Ret { exec: ExecCtrl::nm(ExecSize::S1), pred: None });
//! let config = RunConfig::new(Platform::XeHpg, 0xffff);
//! let outcome = run(&kernel, &config, &Bindings::default(), &mut Memory::default());
//! assert!(outcome.findings.is_empty() && outcome.fault.is_none());
//! assert_eq!(outcome.executed, 1);
//! ```

pub mod alu;
pub mod arith;
pub mod atomic_op;
pub mod byte_scaled;
pub mod chen;
pub mod control;
pub mod dword_atomic;
pub mod functions;
pub mod gather4_scaled;
pub mod indirect;
pub mod lsc_atomic;
pub mod lsc_block2d;
pub mod lsc_fence;
pub mod lsc_typed;
pub mod lsc_untyped;
pub mod oword;
pub mod predefined;
pub mod private;
pub mod qw_gather;
pub mod qw_scatter;
pub mod rounding;
pub mod scatter4_scaled;
pub mod state;
pub mod svm_atomic;
pub mod svm_block;
pub mod svm_gather;
pub mod svm_scatter;
pub mod typed_atomic;

use indexmap::IndexMap;
use std::collections::{HashMap, HashSet};

use crate::exec::memory::{Memory, BTI_SLM, BTI_STATELESS};
use crate::visa::{ExecCtrl, GenVarId, Instruction, Kernel, LscCache, Predicate, RawOperand, SurfaceId};
use crate::Platform;
use visa_passes::isa::messages::Message;

pub use state::State;

pub struct RunConfig {
    pub platform: Platform,
    /// The initial execution mask EM, bit n = channel n.
    pub dispatch_mask: u32,
    /// Bytes whose last writer (instruction and lane) the run records in
    /// [`RunOutcome::writes`], so a verification mismatch can name the
    /// instruction and lane behind it: a second run of the same kernel,
    /// watching only the mismatched bytes (a log of every write would grow
    /// with the run). `None`: no record.
    pub watch_writes: Option<HashSet<(crate::exec::memory::Space, u64)>>,
    /// The most lane-instructions a run executes (each instruction counts
    /// its exec size): a kernel still running after them stops with
    /// [`RunOutcome::out_of_budget`] set (a loop that never ends is an
    /// outcome, not a hang).
    pub budget: u64,
    /// A second budget, in lane-instructions of IR (`crate::input::ops::lane_cost`),
    /// for a kernel emit made from IR
    /// (the one that stops the reference and LLVM's JIT).
    pub ir_budget: Option<IrBudget>,
    /// Run what a page forbids but Intel's assembler accepts and the
    /// hardware runs (`validate`'s tolerated verifier rules,
    /// docs/validate.md): a message at an exec size its page does not
    /// list, an ALU operand type its page does not support, executed by the
    /// page's Semantics instead of skipped.
    pub legalized: bool,
    /// Where the approximate math instructions' results land within the
    /// hardware's documented error (`validate` runs both ends).
    pub approx: arith::ApproxEnd,
    /// The thread's coordinates: the implicit inputs (`.implicit_LOCAL_ID`,
    /// `LOCAL_SIZE`, `GROUP_COUNT`) and `%group_id_x/y/z` hold them
    /// ([`predefined::initialize`]).
    pub thread: crate::exec::launch::ThreadSpec,
}

/// IR lane-instructions counted as LLVM's JIT counts them: a block's all at its
/// entry. The run stops at the first block that would take the count past
/// `limit`.
#[derive(Clone, Debug)]
pub struct IrBudget {
    pub limit: u64,
    /// Where each IR block's code starts in the kernel's body, and its IR
    /// instruction count ([`crate::emit::Emitted::ir_blocks`]).
    pub blocks: Vec<(usize, u64)>,
}

impl RunConfig {
    /// The budget of a run nobody chose one for: far more than any kernel
    /// of straight-line code or bounded loops here executes, and a second
    /// or so of emulation.
    pub const DEFAULT_BUDGET: u64 = 10_000_000;

    /// A run on `platform` with `dispatch_mask`, untraced, with the default budget.
    pub fn new(platform: Platform, dispatch_mask: u32) -> RunConfig {
        RunConfig {
            platform,
            dispatch_mask,
            watch_writes: None,
            budget: RunConfig::DEFAULT_BUDGET,
            ir_budget: None,
            legalized: false,
            approx: arith::ApproxEnd::Exact,
            thread: crate::exec::launch::ThreadSpec::default(),
        }
    }
}

/// The last write of a message to a watched byte ([`RunConfig::watch_writes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteRecord {
    pub space: crate::exec::memory::Space,
    pub address: u64,
    pub len: u32,
    pub instruction: usize,
    pub mnemonic: &'static str,
    pub lane: u32,
}

/// Values for the kernel's `.input` variables (bytes, written at the start
/// of the variable) and the binding-table index of each user surface (T6+).
/// Unbound user surface T(6+k) defaults to bti k. T0 (SLM, bti 254) and T5
/// (stateless, bti 255) are fixed; T1..T4 are bound to nothing.
#[derive(Clone, Debug, Default)]
pub struct Bindings {
    pub inputs: Vec<(GenVarId, Vec<u8>)>,
    pub surfaces: Vec<(SurfaceId, u8)>,
}

#[derive(Clone, Debug)]
pub struct RunOutcome {
    /// At most [`crate::limits::MAX_REPORT_FINDINGS`], in order (undefined
    /// behaviour past them takes the last place, so it is never dropped
    /// unseen); the rest are counted in `findings_omitted`.
    pub findings: Vec<Finding>,
    pub findings_omitted: crate::exec::findings::Omitted,
    /// Bytes written by overlapping lanes (every [`FindingKind::OverlappingWrites`],
    /// listed or not): their value is undefined.
    pub overlaps: crate::exec::ranges::ByteRanges,
    /// The fault that stopped the run, if any.
    pub fault: Option<FaultReport>,
    /// The function (`.global_function`) the fault is in, when not the
    /// kernel: the fault's instruction is in its body.
    pub fault_function: Option<String>,
    pub stats: Stats,
    /// Instructions executed (including a message skipped for UB, the
    /// faulting one and `ret`).
    pub executed: usize,
    /// Lane-instructions executed: each instruction counts its exec size.
    pub spent: u64,
    /// The run's budget of them ([`RunConfig::budget`]).
    pub budget: u64,
    /// The run stopped because it executed [`RunConfig::budget`]
    /// instructions without reaching its end, or would have gone past its
    /// [`RunConfig::ir_budget`].
    pub out_of_budget: bool,
    /// The IR budget's limit, when that is what stopped the run.
    pub out_of_ir_budget: Option<u64>,
    /// GRF variables and predicates at the end of the run.
    pub state: State,
    /// The last write to each watched byte ([`RunConfig::watch_writes`]).
    pub writes: HashMap<(crate::exec::memory::Space, u64), WriteRecord>,
}

impl RunOutcome {
    pub fn has_ub(&self) -> bool {
        self.findings.iter().any(|f| f.is_ub)
    }

    /// What the run spent of its budget, when it ran out: of its own, in
    /// lane-instructions of vISA, or of the IR's.
    pub fn budget_spent(&self) -> Option<String> {
        match (self.out_of_budget, self.out_of_ir_budget) {
            (false, _) => None,
            (true, Some(limit)) => Some(format!(
                "would run past {limit} lane-instructions of IR (after {} vISA instructions)",
                self.executed
            )),
            (true, None) => Some(format!(
                "would run past {} vISA lane-instructions (each instruction counted by its exec size; {} spent in {} \
                 instructions)",
                self.budget, self.spent, self.executed
            )),
        }
    }
}

/// Something the emulator saw that the pages leave undefined (or, for
/// [`FindingKind::AtomicOrder`], an order the emulator had to choose).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Index of the instruction in the body of the running unit.
    pub instruction: usize,
    /// The function (`.global_function`) running, when not the kernel
    /// ([`functions`]): `instruction` is then in its body.
    pub function: Option<String>,
    pub mnemonic: &'static str,
    pub kind: FindingKind,
    pub is_ub: bool,
    /// A full sentence, citing the page.
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindingKind {
    /// More than one lane of a scatter writes `address` (all writes still
    /// happen, in the order of the Semantics pseudo-code; the last wins).
    OverlappingWrites { space: crate::exec::memory::Space, address: u64, len: u32, lanes: Vec<u32> },
    /// An address not aligned to `align` bytes (the access is still made).
    Misaligned { lane: u32, address: u64, align: u32 },
    /// An exec size the page does not list; the message is not executed.
    ForbiddenExecSize,
    /// A block count the page does not allow with this block size or exec
    /// size; the message is still executed per its Semantics.
    ForbiddenNumBlocks,
    /// SCATTER4_SCALED with channel mask 0000; not executed.
    ZeroChannelMask,
    /// A raw operand reaching outside its variable (or naming none): those
    /// bytes read as zero and writes to them are dropped.
    RawOutOfRange,
    /// A vector operand (region) reaching outside its variable; likewise.
    OperandOutOfRange,
    /// A predicate operand that is not declared (reads as zero).
    UndeclaredPredicate,
    /// The surface is bound to no memory; the message is not executed.
    UnboundSurface,
    /// A 16-bit atomic on a 32-bit texel format or the reverse; the lane
    /// (the first enabled one named, all of them skipped) does nothing.
    AtomicFormatMismatch { lane: u32 },
    /// Lanes of one atomic hitting the same texel, applied in lane order;
    /// the page says the order is non-deterministic. Not UB.
    AtomicOrder { address: u64, lanes: Vec<u32> },
    /// An input value longer than its variable; the excess is dropped.
    InputOutOfRange,
    /// An instruction the emulator does not implement; the run stopped there.
    Unsupported,
    /// An ALU instruction with an operand type the platform's ALU lacks
    /// (64-bit integers, FP64: the platform table); the run stopped there,
    /// since the hardware would not run it.
    NotOnPlatform,
    /// An ALU operand of a type its instruction's page does not support
    /// (`crate::visa::alu`, as the verifier's `supported-type`); the
    /// instruction is not executed.
    ForbiddenType,
    /// A branch to a label that is undeclared, unplaced or of the wrong
    /// kind; the run stopped there.
    BadLabel,
    /// A CALL of a subroutine that is already active; the run stopped there.
    Recursion,
    /// An FCALL, IFCALL, FADDR or FRET its page does not define (a callee
    /// the file lacks, sizes that differ from the callee's, FRET outside a
    /// function, calls nested too deep); the run stopped there.
    BadCall,
    /// A SWITCHJMP index outside its label table; the run stopped there.
    SwitchIndex,
    /// An integer DIV or MOD by zero in some channels (no page defines the
    /// result; they get 0).
    DivideByZero,
    /// An address element that is missing, never written, of a surface,
    /// outside its variable or misaligned, used by ADDR_ADD or an indirect
    /// operand; those channels read zero or write nothing.
    BadAddress,
    /// A 2D block surface the hardware's behaviour is undefined for (base,
    /// width, height, pitch or X out of their rules); not executed.
    Block2dSurface,
}

impl FindingKind {
    /// A stable kebab-case name (used in the JSON report).
    pub fn id(&self) -> &'static str {
        match self {
            FindingKind::OverlappingWrites { .. } => "overlapping-writes",
            FindingKind::Misaligned { .. } => "misaligned",
            FindingKind::ForbiddenExecSize => "forbidden-exec-size",
            FindingKind::ForbiddenNumBlocks => "forbidden-num-blocks",
            FindingKind::ZeroChannelMask => "zero-channel-mask",
            FindingKind::RawOutOfRange => "raw-out-of-range",
            FindingKind::OperandOutOfRange => "operand-out-of-range",
            FindingKind::UndeclaredPredicate => "undeclared-predicate",
            FindingKind::UnboundSurface => "unbound-surface",
            FindingKind::AtomicFormatMismatch { .. } => "atomic-format-mismatch",
            FindingKind::AtomicOrder { .. } => "atomic-order",
            FindingKind::InputOutOfRange => "input-out-of-range",
            FindingKind::Unsupported => "unsupported",
            FindingKind::NotOnPlatform => "not-on-platform",
            FindingKind::ForbiddenType => "forbidden-type",
            FindingKind::BadLabel => "bad-label",
            FindingKind::Recursion => "recursion",
            FindingKind::BadCall => "bad-call",
            FindingKind::SwitchIndex => "switch-index",
            FindingKind::DivideByZero => "divide-by-zero",
            FindingKind::BadAddress => "bad-address",
            FindingKind::Block2dSurface => "block2d-surface",
        }
    }

    pub fn is_ub(&self) -> bool {
        !matches!(self, FindingKind::AtomicOrder { .. })
    }
}

/// An access outside every SVM allocation; execution stops at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaultReport {
    pub instruction: usize,
    pub mnemonic: &'static str,
    pub lane: u32,
    pub address: u64,
    pub len: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// By message mnemonic, in order of first execution.
    pub per_message: IndexMap<&'static str, MessageStats>,
    /// The LSC messages' cache controls: how many ran with each (mnemonic,
    /// L1, L3), in order of first execution. They have no architectural
    /// effect (vISA spec, LSC_UNTYPED: CachingL1, CachingL3), so they are
    /// recorded, not modelled.
    pub cache_controls: IndexMap<(&'static str, LscCache, LscCache), u64>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MessageStats {
    pub messages: u64,
    pub active_lanes: u64,
    /// Bytes read plus bytes written in memory (accesses that were dropped
    /// out of bounds count too: the message made them).
    pub bytes: u64,
}

/// Runs `kernel` to its end, a `ret`, or a fault.
pub fn run(kernel: &Kernel, config: &RunConfig, bindings: &Bindings, memory: &mut Memory) -> RunOutcome {
    run_with_functions(kernel, &[], config, bindings, memory)
}

/// [`run`], with the units of the kernel's file that FCALL, IFCALL and
/// FADDR reach (`units`, in file order: FADDR's addresses follow it;
/// [`functions`]).
pub fn run_with_functions(
    kernel: &Kernel,
    units: &[Kernel],
    config: &RunConfig,
    bindings: &Bindings,
    memory: &mut Memory,
) -> RunOutcome {
    let grf = config.platform.grf_bytes();
    let mut mx = Machine {
        kernel,
        platform: config.platform,
        state: State::new(kernel, grf, config.dispatch_mask),
        memory,
        findings: crate::exec::findings::CappedFindings::default(),
        overlaps: crate::exec::ranges::ByteRanges::default(),
        stats: Stats::default(),
        surfaces: surface_table(kernel, bindings),
        pc: 0,
        mnemonic: ".input",
        types_allowed: vec![config.legalized; kernel.body.len()],
        legalized: config.legalized,
        approx: config.approx,
        watch: config.watch_writes.as_ref(),
        writes: HashMap::new(),
    };
    predefined::initialize(&mut mx.state, config.dispatch_mask, &config.thread);
    predefined::bind_implicit_inputs(&mut mx.state, kernel, &config.thread);
    let private = private::map(&mut mx.state, kernel, mx.memory);
    mx.load_inputs(bindings);
    let mut control = control::Control::new(kernel, config.dispatch_mask);
    let mut calls = functions::Calls::new(units);
    let (mut executed, mut fault, mut out_of_budget, mut pc) = (0, None, false, 0);
    let mut spent = 0u64;
    // IR instructions per body index (0 where no IR block starts).
    let (mut ir_executed, mut out_of_ir_budget) = (0u64, None);
    let ir_sizes = config.ir_budget.as_ref().map(|budget| {
        let mut sizes = vec![0u64; kernel.body.len()];
        for &(at, size) in &budget.blocks {
            if let Some(slot) = sizes.get_mut(at) {
                *slot += size;
            }
        }
        (budget.limit, sizes)
    });
    // Whether an instruction can run depends on it alone: asked on its
    // first execution, not on every trip of a loop.
    let mut supported = vec![false; kernel.body.len()];
    let mapped = match private {
        Ok(mapped) => mapped,
        Err(why) => {
            mx.report(FindingKind::Unsupported, format!("the run stops before it starts: {why}"));
            pc = kernel.body.len();
            false
        }
    };

    loop {
        // The running unit: the kernel, or a function it called.
        let unit = mx.kernel;
        let Some(inst) = unit.body.get(pc) else {
            if calls.depth() > 0 {
                let text = format!("function {} ends without FRET; the run stops here", unit.name);
                mx.report(FindingKind::BadCall, text);
            }
            break;
        };
        let cost = u64::from(inst.exec().size.lanes());
        if spent.saturating_add(cost) > config.budget {
            out_of_budget = true;
            break;
        }
        spent += cost;
        if let Some((limit, sizes)) = ir_sizes.as_ref().filter(|_| calls.depth() == 0) {
            ir_executed += sizes[pc];
            if ir_executed > *limit {
                (out_of_budget, out_of_ir_budget) = (true, Some(*limit));
                break;
            }
        }
        (mx.pc, mx.mnemonic) = (pc, inst.mnemonic());
        executed += 1;
        if !supported[pc] {
            if let Some(why) = unsupported(unit, inst) {
                mx.report(FindingKind::Unsupported, format!("the run stops here: {why}"));
                break;
            }
            if let Some(why) = alu::platform_lacks(inst, &mx) {
                mx.report(FindingKind::NotOnPlatform, format!("the run stops here: {why}"));
                break;
            }
            supported[pc] = true;
        }
        control.arrive(pc, &mut mx);
        let enabled = chen::evaluate_chen(inst.exec(), None, mx.state.em, chen::PredFile::default());
        predefined::set_channel_enable(&mut mx.state, inst.exec(), enabled);
        let flow = match inst {
            Instruction::Scatter4Scaled(m) => scatter4_scaled::scatter4_scaled(m, &mut mx).map(|()| Flow::Next),
            Instruction::QwScatter(m) => qw_scatter::qw_scatter(m, &mut mx).map(|()| Flow::Next),
            Instruction::SvmGather(m) => svm_gather::svm_gather(m, &mut mx).map(|()| Flow::Next),
            Instruction::TypedAtomic(m) => typed_atomic::typed_atomic(m, &mut mx).map(|()| Flow::Next),
            Instruction::Label(_)
            | Instruction::Subroutine(_)
            | Instruction::Branch { .. }
            | Instruction::SwitchJmp { .. }
            | Instruction::Ret { .. } => Ok(control.execute(inst, pc, &mut mx)),
            Instruction::Fcall { .. }
            | Instruction::Ifcall { .. }
            | Instruction::Fret { .. }
            | Instruction::Faddr { .. } => Ok(calls.execute(inst, pc, &mut mx, &mut control, &mut supported)),
            Instruction::Gather4Scaled(m) => gather4_scaled::gather4_scaled(m, &mut mx).map(|()| Flow::Next),
            Instruction::SvmScatter(m) => svm_scatter::svm_scatter(m, &mut mx).map(|()| Flow::Next),
            Instruction::SvmBlockLd(m) => svm_block::svm_block_ld(m, &mut mx).map(|()| Flow::Next),
            Instruction::SvmBlockSt(m) => svm_block::svm_block_st(m, &mut mx).map(|()| Flow::Next),
            Instruction::QwGather(m) => qw_gather::qw_gather(m, &mut mx).map(|()| Flow::Next),
            Instruction::GatherScaled(m) => byte_scaled::gather_scaled(m, &mut mx).map(|()| Flow::Next),
            Instruction::ScatterScaled(m) => byte_scaled::scatter_scaled(m, &mut mx).map(|()| Flow::Next),
            Instruction::OwordLd(m) => oword::oword_ld(m, false, &mut mx).map(|()| Flow::Next),
            Instruction::OwordLdUnaligned(m) => oword::oword_ld(m, true, &mut mx).map(|()| Flow::Next),
            Instruction::OwordSt(m) => oword::oword_st(m, &mut mx).map(|()| Flow::Next),
            Instruction::DwordAtomic(m) => dword_atomic::dword_atomic(m, &mut mx).map(|()| Flow::Next),
            Instruction::SvmAtomic(m) => svm_atomic::svm_atomic(m, &mut mx).map(|()| Flow::Next),
            Instruction::LscLoad(m) => lsc_untyped::lsc_untyped(m, false, &mut mx).map(|()| Flow::Next),
            Instruction::LscStore(m) => lsc_untyped::lsc_untyped(m, true, &mut mx).map(|()| Flow::Next),
            Instruction::LscAtomic(m) => lsc_atomic::lsc_atomic(m, &mut mx).map(|()| Flow::Next),
            Instruction::LscLoadBlock2d(m) => lsc_block2d::lsc_block2d(m, false, &mut mx).map(|()| Flow::Next),
            Instruction::LscStoreBlock2d(m) => lsc_block2d::lsc_block2d(m, true, &mut mx).map(|()| Flow::Next),
            Instruction::LscLoadQuad(m) => lsc_untyped::lsc_quad(m, false, &mut mx).map(|()| Flow::Next),
            Instruction::LscStoreQuad(m) => lsc_untyped::lsc_quad(m, true, &mut mx).map(|()| Flow::Next),
            Instruction::LscLoadStatus(m) => lsc_untyped::lsc_load_status(m, &mut mx).map(|()| Flow::Next),
            Instruction::LscTypedLoadQuad(m) => lsc_typed::lsc_typed_quad(m, false, &mut mx).map(|()| Flow::Next),
            Instruction::LscTypedStoreQuad(m) => lsc_typed::lsc_typed_quad(m, true, &mut mx).map(|()| Flow::Next),
            Instruction::LscTypedAtomic(m) => lsc_typed::lsc_typed_atomic(m, &mut mx).map(|()| Flow::Next),
            Instruction::LscFence(m) => {
                lsc_fence::lsc_fence(m, &mut mx);
                Ok(Flow::Next)
            }
            alu => Ok(alu::execute(alu, &mut mx)),
        };
        // A float mode the emulator does not model stops the run where it is set.
        if let Err(why) = predefined::float_mode(&mx.state) {
            mx.report(FindingKind::Unsupported, format!("the run stops here: {why}"));
            break;
        }
        match flow {
            Ok(Flow::Next) => pc += 1,
            Ok(Flow::Jump(to)) => pc = to,
            Ok(Flow::Stop) => break,
            Err(f) => {
                fault = Some(f);
                break;
            }
        }
    }
    if mapped {
        private::unmap(mx.memory);
    }
    let (findings, findings_omitted) = mx.findings.into_parts();
    let fault_function = fault.as_ref().filter(|_| calls.depth() > 0).map(|_| mx.kernel.name.clone());
    RunOutcome {
        findings,
        findings_omitted,
        overlaps: mx.overlaps,
        fault,
        fault_function,
        stats: mx.stats,
        executed,
        spent,
        budget: config.budget,
        out_of_budget,
        out_of_ir_budget,
        state: calls.into_kernel_state(mx.state),
        writes: mx.writes,
    }
}

/// What the emulator runs, for refusals.
pub const SUPPORTED: &str = "every message of the message table, every ALU instruction of the regular layout \
     (mov, add, div, inv, ...), cmp, setp, addc, subb, bfn, addr_add and indirect operands, jmp, goto, call, ret, \
     labels, and fcall, ifcall, fret and faddr of the file's functions; the predefined variables V0..V19";

/// Why the emulator cannot run `inst`, or `None` if it can: every message
/// of the message table, the ALU rows (state operands only in MOVS, the
/// predefined variables V0..V19 but not the reserved V20..V31), CMP, SETP, the control flow
/// of [`control`] (JMP, GOTO, CALL, RET, LABEL, SUBROUTINE) and of
/// [`functions`] (FCALL, IFCALL, FRET, FADDR). Callers refuse a kernel up front with the
/// first instruction this names; [`run`] stops at it.
pub fn unsupported(kernel: &Kernel, inst: &Instruction) -> Option<String> {
    use crate::visa::{DstOperand, SrcOperand};
    let mnemonic = inst.mnemonic();
    let not_implemented = || Some(format!("the emulator does not implement {mnemonic}"));
    let (dsts, srcs): (Vec<DstOperand>, Vec<SrcOperand>) = match inst {
        message if message.is_message() => return None,
        Instruction::Ret { .. }
        | Instruction::Label(_)
        | Instruction::Subroutine(_)
        | Instruction::Branch { .. }
        | Instruction::SwitchJmp { .. }
        | Instruction::Fcall { .. }
        | Instruction::Fret { .. } => return None,
        Instruction::Faddr { dst, .. } => (vec![*dst], vec![]),
        Instruction::Ifcall { func_addr, .. } => (vec![], vec![*func_addr]),
        Instruction::Alu(a) => (vec![a.dst], a.srcs.as_slice().to_vec()),
        Instruction::Cmp { dst, src0, src1, .. } => (vec![*dst], vec![*src0, *src1]),
        Instruction::Setp { src, .. } => (vec![], vec![*src]),
        Instruction::Carry { dst, carry, src0, src1, .. } => (vec![*dst, *carry], vec![*src0, *src1]),
        Instruction::Bfn { dst, src0, src1, src2, .. } => (vec![*dst], vec![*src0, *src1, *src2]),
        Instruction::AddrAdd { src0, src1, .. } => {
            if matches!(src1, SrcOperand::General { .. } | SrcOperand::Immediate(_))
                && matches!(src0, SrcOperand::General { .. } | SrcOperand::Address(_) | SrcOperand::State(_))
            {
                (vec![], vec![*src0, *src1])
            } else {
                return Some(format!("{mnemonic} takes an address, &variable or &surface and a general or immediate"));
            }
        }
        _ => return not_implemented(),
    };
    let is_addr_add = matches!(inst, Instruction::AddrAdd { .. });
    let has_address = dsts.iter().any(|d| matches!(d, DstOperand::Address(_)))
        || srcs.iter().any(|s| matches!(s, SrcOperand::Address(_)));
    if has_address && !is_addr_add {
        return Some(format!("{mnemonic} with an address operand: only addr_add takes one"));
    }
    let is_movs = matches!(inst, Instruction::Alu(a) if a.op == crate::visa::AluOp::Movs);
    let vars = dsts
        .iter()
        .filter_map(|d| match *d {
            DstOperand::General { var, .. } => Some(var),
            _ => None,
        })
        .chain(srcs.iter().filter_map(|s| match *s {
            SrcOperand::General { var, .. } => Some(var),
            _ => None,
        }));
    for var in vars {
        // Through aliases: a declared variable may name a predefined one's bytes.
        let mut root = var;
        for _ in 0..=kernel.vars.len() {
            match kernel.var(root).and_then(|v| v.alias) {
                Some(alias) => root = alias.base,
                None => break,
            }
        }
        if root.decl_index().is_none() && !root.is_null() && !predefined::is_modelled(root) {
            let (name, reserved) = (kernel.var_name(var), kernel.var_name(root));
            let what = if root == var { String::new() } else { format!(" (an alias of {reserved})") };
            return Some(format!(
                "{mnemonic} uses {name}{what}: V20..V31 are reserved (\"may not be used\", vISA spec, vISA Header \
                 chapter)"
            ));
        }
    }
    let has_state = dsts.iter().any(|d| matches!(d, DstOperand::State(_)))
        || srcs.iter().any(|s| matches!(s, SrcOperand::State(_)));
    if has_state && !is_movs && !is_addr_add {
        return Some(format!("{mnemonic} with a state (surface) operand: only movs takes one"));
    }
    None
}

/// What the run loop does after an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Next,
    /// Continue at this body index.
    Jump(usize),
    Stop,
}

/// Binding-table index of each surface id: T0 and T5 fixed (README decision
/// S7), T(6+k) from the bindings or k.
fn surface_table(kernel: &Kernel, bindings: &Bindings) -> [Option<u8>; 256] {
    let mut table = [None; 256];
    table[SurfaceId::SLM.0 as usize] = Some(BTI_SLM);
    table[SurfaceId::STATELESS.0 as usize] = Some(BTI_STATELESS);
    for k in 0..kernel.surfaces.len() {
        if let Some(id) = SurfaceId::from_decl_index(k) {
            table[id.0 as usize] = u8::try_from(k).ok();
        }
    }
    for &(id, bti) in &bindings.surfaces {
        if !id.is_predefined() {
            table[id.0 as usize] = Some(bti);
        }
    }
    table
}

/// Where an untyped message's addresses go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// SLM (bti 254), bounded.
    Slm,
    /// Stateless (bti 255): flat SVM addresses, faulting outside allocations.
    Stateless,
    /// An untyped surface by bti, bounded.
    Surface(u8),
}

impl Target {
    /// The memory space the target's addresses are in.
    pub fn space(self) -> crate::exec::memory::Space {
        match self {
            Target::Slm => crate::exec::memory::Space::Slm,
            Target::Stateless => crate::exec::memory::Space::Svm,
            Target::Surface(bti) => crate::exec::memory::Space::Surface(bti),
        }
    }

    /// The memory behind the target, resolved once per message.
    pub fn resolve(self, memory: &mut Memory) -> Mem<'_> {
        match self {
            Target::Slm => Mem::Bounded(&mut memory.slm),
            Target::Stateless => Mem::Svm(&mut memory.svm),
            Target::Surface(bti) => memory.surfaces.get_mut(&bti).map_or(Mem::Unbound, Mem::Bounded),
        }
    }
}

/// Untyped memory: bounded (SLM, surfaces: out-of-bounds writes dropped,
/// reads zero) or SVM (outside every allocation: a fault).
pub enum Mem<'m> {
    Bounded(&'m mut Vec<u8>),
    Svm(&'m mut crate::exec::memory::Svm),
    /// Checked away by [`Machine::untyped_target`]; behaves as an empty surface.
    Unbound,
}

impl Mem<'_> {
    /// Reads `out.len()` bytes: zeros past the end of a bounded memory ("On
    /// read: zeros are returned"), a fault outside every SVM allocation.
    pub fn read(&self, address: u64, out: &mut [u8]) -> Result<(), crate::exec::memory::Fault> {
        match self {
            Mem::Bounded(buf) => {
                crate::exec::memory::read_bounded(buf, address, out);
                Ok(())
            }
            Mem::Svm(svm) => svm.read(address, out),
            Mem::Unbound => {
                out.fill(0);
                Ok(())
            }
        }
    }

    pub fn write(&mut self, address: u64, data: &[u8]) -> Result<(), crate::exec::memory::Fault> {
        match self {
            Mem::Bounded(buf) => {
                crate::exec::memory::write_bounded(buf, address, data);
                Ok(())
            }
            Mem::Svm(svm) => svm.write(address, data),
            Mem::Unbound => Ok(()),
        }
    }
}

/// The state one run works on, shared by the message and ALU functions.
pub struct Machine<'a> {
    pub kernel: &'a Kernel,
    pub platform: Platform,
    pub state: State,
    pub memory: &'a mut Memory,
    pub findings: crate::exec::findings::CappedFindings<Finding>,
    overlaps: crate::exec::ranges::ByteRanges,
    pub stats: Stats,
    surfaces: [Option<u8>; 256],
    /// The instruction being executed.
    pub pc: usize,
    pub mnemonic: &'static str,
    /// Per instruction of the body: its operand types were checked against
    /// its page on an earlier execution and allowed (they depend on the
    /// instruction alone).
    pub types_allowed: Vec<bool>,
    /// The bytes whose last writer is recorded, and the records.
    watch: Option<&'a HashSet<(crate::exec::memory::Space, u64)>>,
    writes: HashMap<(crate::exec::memory::Space, u64), WriteRecord>,
    /// [`RunConfig::legalized`].
    legalized: bool,
    /// [`RunConfig::approx`].
    pub approx: arith::ApproxEnd,
}

impl Machine<'_> {
    pub fn grf_size(&self) -> u32 {
        self.state.grf_size
    }

    /// The binding-table index a surface variable holds, if bound.
    pub fn surface_binding(&self, id: SurfaceId) -> Option<u8> {
        self.surfaces[usize::from(id.0)]
    }

    /// Binds (or, with `None`, unbinds) a surface variable: MOVS.
    pub fn bind_surface(&mut self, id: SurfaceId, bti: Option<u8>) {
        self.surfaces[usize::from(id.0)] = bti;
    }

    /// Records a memory write of `lane` to the watched bytes it covers.
    pub fn trace_write(&mut self, space: crate::exec::memory::Space, address: u64, len: u32, lane: u32) {
        let Some(watch) = self.watch else { return };
        let record = WriteRecord { space, address, len, instruction: self.pc, mnemonic: self.mnemonic, lane };
        for at in (0..u64::from(len)).map_while(|k| address.checked_add(k)) {
            if watch.contains(&(space, at)) {
                self.writes.insert((space, at), record);
            }
        }
    }

    /// Records a finding (kept or counted: [`crate::exec::findings::CappedFindings`]).
    /// Overlapping writes are remembered as bytes whatever the count: the
    /// comparison must skip them all.
    pub fn report(&mut self, kind: FindingKind, message: String) {
        let is_ub = kind.is_ub();
        if let FindingKind::OverlappingWrites { space, address, len, .. } = &kind {
            self.overlaps.insert(*space, *address, u64::from(*len));
        }
        let function = (self.kernel.kind == crate::visa::UnitKind::Function).then(|| self.kernel.name.clone());
        let finding = Finding { instruction: self.pc, function, mnemonic: self.mnemonic, kind, is_ub, message };
        self.findings.push(finding, is_ub);
    }

    /// `EvaluateChEn` for this instruction; reports an undeclared predicate.
    pub fn chen(&mut self, exec: ExecCtrl, pred: Option<Predicate>) -> u32 {
        if let Some(p) = pred {
            self.check_pred(p.var);
        }
        chen::evaluate_chen(exec, pred, self.state.em, self.state.preds())
    }

    pub fn check_pred(&mut self, id: crate::visa::PredVarId) {
        if !self.state.pred_declared(id) {
            let text = format!(
                "predicate P{} is not declared, so it reads as all zero (vISA spec, vISA Header chapter: Predicate Variables)",
                id.get()
            );
            self.report(FindingKind::UndeclaredPredicate, text);
        }
    }

    /// The page's exec-size rule, from the message table: `false` (and a
    /// finding) when the page does not list `lanes`; the caller then does
    /// not execute the message. (Which messages a platform has is the
    /// verifier's business.)
    pub fn exec_size_allowed(&mut self, message: Message, lanes: u32) -> bool {
        let allowed = message.desc().exec_sizes;
        // The platform's sizes (an LSC message is as wide as the platform's
        // LSC, SVM_ATOMIC is SIMD16 on Xe-HPC); the page's where the
        // platform lacks the message.
        let sizes = if message.available_on(self.platform) { message.exec_sizes(self.platform) } else { allowed.value };
        // Legalized: a size the emulator's buffers for the message hold.
        let capacity = match message {
            Message::SvmAtomic => svm_atomic::MAX_LANES as u32,
            Message::TypedAtomic => typed_atomic::MAX_LANES as u32,
            _ => sizes.iter().copied().max().unwrap_or(0),
        };
        if sizes.contains(&lanes) || (self.legalized && lanes <= capacity) {
            return true;
        }
        let text = format!(
            "{} at exec size {lanes} is not executed: the page allows only {} ({})",
            self.mnemonic.to_uppercase(),
            list(sizes),
            allowed.source
        );
        self.report(FindingKind::ForbiddenExecSize, text);
        false
    }

    /// Reads a raw operand into `out` (bytes outside the variable are zero)
    /// and reports when the bytes the enabled lanes use, `out[..used]`,
    /// reach outside. `used == 0` means no lane reads it.
    pub fn read_raw(&mut self, field: &str, op: RawOperand, out: &mut [u8], used: usize) {
        let inside = self.state.read_raw(op, out);
        self.check_raw(field, op, inside, used, "read as zero");
    }

    /// Writes a raw operand (bytes outside the variable are dropped) and
    /// reports when the bytes enabled lanes wrote, `data[..used]`, reach outside.
    pub fn write_raw(&mut self, field: &str, op: RawOperand, data: &[u8], used: usize) {
        let inside = self.state.write_raw(op, data);
        self.check_raw(field, op, inside, used, "were dropped");
    }

    fn check_raw(&mut self, field: &str, op: RawOperand, inside: usize, used: usize, fate: &str) {
        if used <= inside {
            return;
        }
        let name = self.kernel.var_name(op.var);
        let text = match self.state.view(op.var) {
            Some(view) => format!(
                "{field} {name}.{} uses bytes {}..{} of {name}, which has {} bytes; the bytes past it {fate} \
                 (vISA spec, Operands chapter, Raw Operands: \"The behavior is undefined if a raw operand attempts to access \
                 an out-of-bound data element in the variable\")",
                op.offset,
                op.offset,
                usize::from(op.offset) + used,
                view.len
            ),
            None => format!(
                "{field} {name}.{} names no declared variable; its bytes {fate} (vISA spec, Operands chapter, Raw Operands)",
                op.offset
            ),
        };
        self.report(FindingKind::RawOutOfRange, text);
    }

    /// The memory an untyped surface names; reports and returns `None` when
    /// it names none (the message is then not executed).
    pub fn untyped_target(&mut self, surface: SurfaceId) -> Option<Target> {
        let target = match self.surfaces[surface.0 as usize] {
            Some(BTI_SLM) => Some(Target::Slm),
            Some(BTI_STATELESS) => Some(Target::Stateless),
            Some(bti) => self.memory.surfaces.contains_key(&bti).then_some(Target::Surface(bti)),
            None => None,
        };
        if target.is_none() {
            self.unbound(surface, "untyped surface");
        }
        target
    }

    /// The binding-table index of an image surface, if an image is bound there.
    pub fn image_bti(&mut self, surface: SurfaceId) -> Option<u8> {
        let bti = self.surfaces[surface.0 as usize].filter(|bti| self.memory.images.contains_key(bti));
        if bti.is_none() {
            self.unbound(surface, "image");
        }
        bti
    }

    fn unbound(&mut self, surface: SurfaceId, what: &str) {
        let name = self.kernel.surface_name(surface);
        let place = match self.surfaces[surface.0 as usize] {
            Some(bti) => format!("binding-table index {bti} holds no {what}"),
            None => "it has no binding-table index".to_string(),
        };
        let text = format!(
            "{} is not executed: surface {name} is unbound ({place}; vISA spec, Execution Model chapter: Surface-Based Access)",
            self.mnemonic.to_uppercase()
        );
        self.report(FindingKind::UnboundSurface, text);
    }

    /// The report of a fault of `lane` at the current instruction.
    pub fn fault(&self, lane: u32, f: crate::exec::memory::Fault) -> FaultReport {
        FaultReport { instruction: self.pc, mnemonic: self.mnemonic, lane, address: f.address, len: f.len }
    }

    /// Counts one executed message.
    /// Records an LSC message's cache controls ([`Stats::cache_controls`]).
    pub fn record_cache(&mut self, l1: LscCache, l3: LscCache) {
        *self.stats.cache_controls.entry((self.mnemonic, l1, l3)).or_default() += 1;
    }

    pub fn record(&mut self, active_lanes: u32, bytes: u64) {
        let s = self.stats.per_message.entry(self.mnemonic).or_default();
        s.messages += 1;
        s.active_lanes += u64::from(active_lanes);
        s.bytes += bytes;
    }

    fn load_inputs(&mut self, bindings: &Bindings) {
        for (var, bytes) in &bindings.inputs {
            let inside = self.state.write_at(*var, 0, bytes);
            if inside < bytes.len() {
                let name = self.kernel.var_name(*var);
                let text = format!(
                    "input value for {name} has {} bytes, but {name} holds {inside}; the rest was dropped \
                     (vISA spec, vISA Header chapter: input_info size)",
                    bytes.len()
                );
                self.report(FindingKind::InputOutOfRange, text);
            }
        }
    }
}

/// Element `i` of a little-endian dword vector (0 past its end).
pub(crate) fn ud(bytes: &[u8], i: usize) -> u32 {
    let mut b = [0; 4];
    if let Some(s) = bytes.get(4 * i..4 * i + 4) {
        b.copy_from_slice(s);
    }
    u32::from_le_bytes(b)
}

/// Element `i` of a little-endian vector of `size`-byte elements (at most
/// 8), zero-extended (0 past its end).
pub(crate) fn element(bytes: &[u8], size: usize, i: usize) -> u64 {
    let mut b = [0; 8];
    if let Some(s) = bytes.get(size * i..size * (i + 1)) {
        b[..size].copy_from_slice(s);
    }
    u64::from_le_bytes(b)
}

/// Element `i` of a little-endian qword vector (0 past its end).
pub(crate) fn uq(bytes: &[u8], i: usize) -> u64 {
    let mut b = [0; 8];
    if let Some(s) = bytes.get(8 * i..8 * i + 8) {
        b.copy_from_slice(s);
    }
    u64::from_le_bytes(b)
}

/// Channels of `mask` in ascending order.
pub(crate) fn lanes(mask: u32) -> impl Iterator<Item = u32> {
    let mut m = mask;
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let lane = m.trailing_zeros();
            m &= m - 1;
            lane
        })
    })
}

/// Highest enabled channel + 1 (0 when none).
pub(crate) fn lane_end(mask: u32) -> usize {
    (32 - mask.leading_zeros()) as usize
}

/// `1, 2, 4` or `8 and 16`.
pub(crate) fn list<T: std::fmt::Display>(items: &[T]) -> String {
    let names: Vec<String> = items.iter().map(ToString::to_string).collect();
    match names.split_last() {
        None => "nothing".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Groups `(address, lane)` accesses by address and calls `each(address,
/// lanes)` for every address more than one distinct lane touches. `accesses`
/// is sorted in place; `len` is the access size in bytes, so overlaps of
/// unaligned accesses are found too (reported at the later start address).
pub(crate) fn shared_addresses(accesses: &mut [(u64, u32)], len: u64, mut each: impl FnMut(u64, u32)) {
    // Fast path: lanes at ascending, non-overlapping addresses (the common
    // layout) need no sort.
    if accesses.windows(2).all(|w| w[0].0.saturating_add(len) <= w[1].0) {
        return;
    }
    accesses.sort_unstable();
    let mut i = 0;
    while i < accesses.len() {
        let address = accesses[i].0;
        // Every earlier access still covering `address`, and every access starting there.
        let mut lanes = 0u32;
        for &(_, lane) in accesses[..i].iter().rev().take_while(|&&(a, _)| a.saturating_add(len) > address) {
            lanes |= 1 << lane;
        }
        while i < accesses.len() && accesses[i].0 == address {
            lanes |= 1 << accesses[i].1;
            i += 1;
        }
        if lanes.count_ones() > 1 {
            each(address, lanes);
        }
    }
}

/// Lane numbers of a mask, for findings.
pub(crate) fn lane_list(mask: u32) -> Vec<u32> {
    lanes(mask).collect()
}

/// `2, 6`: lane numbers of a mask, for messages.
pub(crate) fn lane_text(mask: u32) -> String {
    lanes(mask).map(|l| l.to_string()).collect::<Vec<_>>().join(", ")
}
