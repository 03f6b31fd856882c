//! LLVM's own JIT (MCJIT, on the host) as a second, independent oracle for
//! the reference interpreter.
//!
//! [`run_jit`] parses the module in a fresh context, adds a wrapper
//! `void @__visa_lower_jit_entry(i8* args, i8* ret)` that loads each kernel
//! parameter from an argument blob and stores the kernel's return value to
//! `ret`, copies every SVM buffer of the launch into host memory, passes the
//! kernel host addresses in place of the launch spec's (`spec base + k`
//! becomes `host base + k`), runs the code LLVM generates for the host, and
//! copies the buffers back.
//!
//! # Reach
//!
//! The JIT runs generic code on global memory only. It refuses, with a
//! diagnostic saying why:
//! * message intrinsics (`llvm.genx.*`, `llvm.visa.*`) and other targets'
//!   intrinsics: the host cannot execute them;
//! * pointers in address spaces other than 0 and 1: SLM offsets
//!   (`addrspace(3)`) are 32-bit offsets, not host addresses, and surfaces
//!   and images are reached only through messages;
//! * pointer arguments outside every launch-spec buffer (except null), and
//!   addresses that do not derive from pointer arguments (from `inttoptr`,
//!   loads, gathers, calls): the JIT cannot map them to host memory;
//! * calls to external functions, indirect calls, function pointers,
//!   `indirectbr`, external or thread-local globals, module-level and
//!   inline assembly, personality, prefix and prologue data, `va_arg`,
//!   `byval`-like parameters, scalable vectors, and intrinsics other than
//!   generic arithmetic, math and memory ones (`JIT_INTRINSICS`): each is
//!   a way to run host code or touch memory the address check cannot see;
//! * parameter and return types other than `i1`, `i8`, `i16`, `i32`, `i64`,
//!   `half`, `float`, `double`, pointers and fixed vectors of them; masks
//!   wider than 64 lanes; big-endian data layouts or pointers that are not
//!   64-bit.
//!
//! # Integer division
//!
//! A zero divisor, or a signed minimum divided by -1, traps the host
//! (SIGFPE) where LLVM leaves it undefined behaviour. Each `udiv`, `sdiv`,
//! `urem` and `srem` whose divisor is not a constant that cannot trap is
//! guarded (`guard_divisions`): lanes that would trap divide by 1
//! instead and set a flag, and each flagged division is a `ub` finding at
//! its `file:line:col` ([`JitOutcome::findings`]), as the reference reports
//! the same lanes. The other lanes compute what the host computes.
//!
//! # Behind the wall
//!
//! Before code generation every access is instrumented (`bounds`): it is
//! checked against the launch's buffers, the module's globals and the live
//! `alloca`s, which take their memory from a private stack of the run, not
//! the host stack (`checks`). An access that no region holds whole (a GEP
//! that walks off a buffer or an `alloca`, a read in a buffer's last page
//! past its end) stops the run with a [`JitTrap`] at the access's
//! `file:line:col`, before it happens. The module's code gets internal
//! linkage and loses its string attributes, sections and calling
//! conventions, so that nothing in it resolves to, or calls, host code.
//!
//! The compiled code runs in a forked process of its own
//! ([`crate::sys::wall::run_native`]; the fuzzer's own kernels in a lighter clone
//! that shares memory, [`run_jit_with`]) with a CPU-time limit, confined
//! ([`crate::sys::confine`]: no system call but its report and exit), on buffers
//! in a reserved address range with inaccessible guard regions around each
//! ([`crate::sys::guarded::GuardedMemory`]): even an access the check missed
//! faults in a guard region, and even code that took control could do
//! nothing but end. Endless recursion overflows the stack, a loop without
//! exit runs out of time, `unreachable` traps: each ends the run with a
//! [`JitTrap`] the report shows as a fault, never a crash of the tool or a
//! write into its memory. Before the time limit, the launch's instruction budget stops a
//! kernel that does not end (`count_instructions`): the JIT counts the IR
//! instructions it runs as the reference does and reports a run past the
//! budget as out of budget ([`JitOutcome::out_of_budget`]), not as a fault. A store next to a buffer within the buffer's own page is found
//! after the run (those bytes hold a filler).
//!
//! Pointer values stored to memory are host addresses (only arguments and
//! returned pointers are translated); a module without a data layout gets
//! the host's (MCJIT's rule), so struct layouts with `i64` fields may
//! differ from LLVM's default layout.

use std::sync::Mutex;

use inkwell::llvm_sys::execution_engine::*;
use inkwell::llvm_sys::prelude::LLVMModuleRef;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::targets::TargetMachine;
use inkwell::types::AsTypeRef;
use inkwell::values::{AsValueRef, FunctionValue};
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::llvm::{
    address_space, const_all_ones, const_int, const_int_of, const_int_words, const_null, const_vector, element_type,
    global_value_type, int_type_like, int_width, is_declaration, is_global_constant, opcode, operand, pointer_to,
    pointer_type, replace_all_uses, return_type, set_c_calling_convention, set_operand, take_message, type_kind,
    type_of, type_text, value_name, vector_lanes, DataLayout, RawBuilder,
};

mod bounds;
mod checks;
mod llvm_c;
mod prepare;

use llvm_c::{cname, register_native_target};

use crate::diag::{Diagnostic, Location};
use crate::exec::launch::Launch;
use crate::exec::memory::Memory;
use crate::exec::reference::RefFinding;
use crate::input::ir::{context_for, load_module, LoadedModule};
use crate::limits::{JIT_MAX_LIVE_ALLOCAS, JIT_PRIVATE_BYTES};
use crate::sys::guarded::GuardedMemory;
use crate::sys::wall::{Isolation, Trap};
use crate::visa::ElemType;
use prepare::*;
use std::time::Duration;

/// How the JIT's code ended, when it did not return: the launch-spec
/// address it faulted at (0 when there is none), what happened, and for an
/// access the check stopped, where it is in the input, its lane and bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JitTrap {
    pub address: u64,
    pub message: String,
    pub location: Option<Location>,
    pub lane: Option<u32>,
    pub len: u32,
}

impl JitTrap {
    /// A trap with no place in the input.
    fn unplaced(address: u64, message: String) -> JitTrap {
        JitTrap { address, message, location: None, lane: None, len: 0 }
    }
}

/// What the JIT computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JitOutcome {
    /// The memory after the run (only SVM buffers can change).
    pub memory: Memory,
    /// The kernel's return value: little-endian, vector elements back to back
    /// at their store size, `i1` lanes one byte each (0/1); pointers as
    /// launch-spec addresses. `None` for `void` (or a run that trapped).
    pub returned: Option<Vec<u8>>,
    /// Undefined behaviour the run met: a division with a lane that would
    /// trap the host (see the module documentation).
    pub findings: Vec<RefFinding>,
    /// The code faulted, overflowed its stack or ran out of time: `memory`
    /// holds what it wrote before.
    pub trap: Option<JitTrap>,
    /// The run would have executed more lane-instructions than the launch's
    /// budget (this many) and was stopped: `memory` holds what it wrote
    /// before.
    pub out_of_budget: Option<u64>,
}

/// An MCJIT engine over a module it does not own: dropping it (under
/// [`JIT_LOCK`]) hands the module back, to be freed with its context, and
/// frees the code. Its C calls stay here, outside the IR facade
/// (`visa_passes::ir::llvm`): they own compiled code and the engine's
/// lifetime (this type's), not the module's values.
struct Engine {
    raw: LLVMExecutionEngineRef,
    module: LLVMModuleRef,
}

impl Engine {
    /// Creates the engine (call with [`JIT_LOCK`] held). The host target is
    /// registered once per process: registering writes LLVM's target
    /// registry, which engines compiling on other threads read.
    fn new(loaded: &LoadedModule<'_>) -> Result<Engine, String> {
        register_native_target()?;
        let module = loaded.module.as_mut_ptr();
        let (mut raw, mut error) = (std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: `module` is live; on success the engine owns it until
        // `drop` removes it again.
        let failed = unsafe { LLVMCreateJITCompilerForModule(&mut raw, module, 0, &mut error) };
        if failed != 0 || raw.is_null() {
            // SAFETY: LLVM allocated the error message.
            return Err(unsafe { take_message(error) });
        }
        Ok(Engine { raw, module })
    }

    /// Makes the module's declaration `global` resolve to `address`.
    fn map(&self, global: LLVMValueRef, address: usize) {
        // SAFETY: `global` belongs to the engine's module.
        unsafe { LLVMAddGlobalMapping(self.raw, global, address as *mut std::ffi::c_void) };
    }

    /// The address the engine gave global variable `name` (after compiling).
    fn global_address(&self, name: &str) -> Option<u64> {
        let name = cname(name);
        // SAFETY: the engine is live; 0 means no such global.
        let address = unsafe { LLVMGetGlobalValueAddress(self.raw, name.as_ptr()) };
        (address != 0).then_some(address)
    }

    /// Compiles the module (on the first call) and returns the address of
    /// function `name`'s code, valid while the engine lives.
    fn function(&self, name: &str) -> Option<usize> {
        let name = cname(name);
        // SAFETY: the engine is live; 0 means no such function.
        let address = unsafe { LLVMGetFunctionAddress(self.raw, name.as_ptr()) };
        usize::try_from(address).ok().filter(|&a| a != 0)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _guard = JIT_LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let (mut out, mut error) = (std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: the module was given to this engine in `new`; removing it
        // leaves it to its owner, and disposing frees only the engine.
        unsafe {
            LLVMRemoveModule(self.raw, self.module, &mut out, &mut error);
            take_message(error);
            LLVMDisposeExecutionEngine(self.raw);
        }
    }
}

/// The name of the wrapper the JIT adds.
const ENTRY: &str = "__visa_lower_jit_entry";

/// Engine creation and disposal touch LLVM's global state (symbol search,
/// the registries): one at a time.
static JIT_LOCK: Mutex<()> = Mutex::new(());

/// Runs `function` of the module in `bytes` (file name `file`) with LLVM's
/// own execution engine (MCJIT, on the host) on host memory laid out like
/// the launch spec, and returns the final memory. `Err` (a diagnostic saying
/// why) for kernels out of the JIT's reach: see the module documentation.
pub fn run_jit(
    file: &str,
    bytes: &[u8],
    function: &str,
    launch: &Launch,
    memory: Memory,
) -> Result<JitOutcome, Diagnostic> {
    run_jit_with_timeout(file, bytes, function, launch, memory, crate::limits::JIT_TIMEOUT)
}

/// [`run_jit`], the code stopped after `timeout` of CPU time.
pub fn run_jit_with_timeout(
    file: &str,
    bytes: &[u8],
    function: &str,
    launch: &Launch,
    memory: Memory,
    timeout: Duration,
) -> Result<JitOutcome, Diagnostic> {
    run_jit_with(file, bytes, function, launch, memory, timeout, Isolation::Process)
}

/// [`run_jit_with_timeout`], the code separated from this process as
/// `isolation` says: [`Isolation::Process`] for input from outside;
/// [`Isolation::SharedMemory`] only for kernels this tool generated and the
/// reference ran without a fault (the fuzzer's), where a fork per run would
/// cost more than the run.
pub fn run_jit_with(
    file: &str,
    bytes: &[u8],
    function: &str,
    launch: &Launch,
    memory: Memory,
    timeout: Duration,
    isolation: Isolation,
) -> Result<JitOutcome, Diagnostic> {
    run(file, bytes, function, launch, memory, timeout, isolation, Bounds::Checked)
}

/// [`run_jit_with_timeout`] without the address check ([`bounds`]): the
/// module's code runs as LLVM compiles it, its `alloca`s on the host stack,
/// confined only by its process ([`crate::sys::confine`]). Only the tests that
/// show the confinement holds by itself build it (the `sabotage` feature).
#[cfg(feature = "sabotage")]
pub fn run_jit_unchecked(
    file: &str,
    bytes: &[u8],
    function: &str,
    launch: &Launch,
    memory: Memory,
    timeout: Duration,
) -> Result<JitOutcome, Diagnostic> {
    run(file, bytes, function, launch, memory, timeout, Isolation::Process, Bounds::Unchecked)
}

/// Whether the module is instrumented ([`bounds`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bounds {
    Checked,
    #[cfg_attr(not(feature = "sabotage"), allow(dead_code))]
    Unchecked,
}

#[allow(clippy::too_many_arguments)]
fn run(
    file: &str,
    bytes: &[u8],
    function: &str,
    launch: &Launch,
    mut memory: Memory,
    timeout: Duration,
    isolation: Isolation,
    bounds: Bounds,
) -> Result<JitOutcome, Diagnostic> {
    let context = context_for(bytes);
    let loaded = load_module(&context, file, bytes)?;
    let module = &loaded.module;
    let refuse = |why: String| Diagnostic::new(format!("{file}: the JIT cannot run @{function}: {why}"));

    check_data_layout(&loaded).map_err(refuse)?;
    let kernel = module
        .get_function(function)
        .filter(|f| f.count_basic_blocks() > 0)
        .ok_or_else(|| Diagnostic::new(format!("{file}: no function @{function} with a body")))?;
    if let Some(name) = reserved_name(&loaded) {
        return Err(refuse(format!("the module defines @{name}, a name the JIT reserves for its own")));
    }
    prune_unreachable(&loaded, kernel);
    check_module(&loaded)?;
    harden(&loaded).map_err(refuse)?;

    // Parameters: shapes, names and places in the argument blob.
    let params = kernel_params(kernel).map_err(refuse)?;
    check_arg_names(launch, &params, function).map_err(refuse)?;
    let ret_shape = return_shape(kernel).map_err(refuse)?;

    // The return region holds the returned bytes, a flag per guarded
    // division, the count of executed instructions at an 8-byte boundary,
    // then the control block of the checks (shared with the process the
    // code runs in). The blocks are measured, and the accesses found,
    // before the guards and checks add instructions.
    let sizes = block_sizes(&loaded);
    let plan = (bounds == Bounds::Checked).then(|| bounds::plan(&loaded));
    let divisions = guard_divisions(&loaded);
    let sites = plan.map(|plan| bounds::instrument(&loaded, plan)).unwrap_or_default();
    count_instructions(&loaded, &sizes, launch.budget);
    let (ret_len, flags) = (ret_shape.map_or(0, |s| s.stored_bytes()), divisions.len());
    let counter_at = (ret_len + flags).next_multiple_of(8);
    let control_at = counter_at + 8;
    let host = HostBuffers::new(&memory, control_at + std::mem::size_of::<checks::ControlBlock>())
        .map_err(|e| refuse(format!("no host memory for its buffers: {e}")))?;
    let (mut blob, offsets) = argument_blob(launch, &params, &memory, &host)?;

    build_entry(&loaded, kernel, &params, &offsets, &blob, ret_shape).map_err(refuse)?;
    declare_half_helpers(&loaded);
    make_definitions_strong(&loaded);
    if let Err(e) = module.verify() {
        let message = e.to_string();
        let first = message.lines().next().unwrap_or("invalid").trim().to_string();
        return Err(refuse(format!("the wrapper it adds does not verify: {first}")));
    }
    module.set_triple(&TargetMachine::get_default_triple());

    let guard = JIT_LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let engine = Engine::new(&loaded)
        .map_err(|e| refuse(format!("LLVM could not create the execution engine: {}", e.trim())))?;
    let runtime = half_helpers().into_iter().chain(bounds::runtime_functions());
    for (name, address) in runtime {
        if let Some(f) = module.get_function(name).filter(|f| f.count_basic_blocks() == 0) {
            engine.map(f.as_value_ref(), address);
        }
    }
    let mapped = [
        (DIVISION_FLAGS, host.ret_address() + ret_len),
        (EXECUTED, host.ret_address() + counter_at),
        (bounds::CONTROL, host.ret_address() + control_at),
    ];
    for (name, address) in mapped {
        if let Some(global) = module.get_global(name) {
            engine.map(global.as_value_ref(), address);
        }
    }
    if let Some(tick) = module.get_function(TICK) {
        let tick_fn: extern "C" fn(*mut u64, u64, u64) = budget_tick;
        engine.map(tick.as_value_ref(), tick_fn as usize);
    }
    // Code generation, most of a run's time, runs without the lock: each
    // engine has its own context, module and target machine, and the
    // registries it reads were written once (`Engine::new`).
    drop(guard);
    crate::sys::wall::stage(|| format!("LLVM's JIT was compiling @{function}"));
    let entry = engine.function(ENTRY).ok_or_else(|| refuse("LLVM did not compile the wrapper".to_string()))?;
    let statics = host.statics(&loaded, &engine);
    let spans: Vec<checks::Span> = statics.iter().map(|s| s.span).collect();
    host.arm(control_at, &spans);
    type Entry = unsafe extern "C" fn(*mut u8, *mut u8);
    // SAFETY: the wrapper was built above with exactly this signature, and
    // `entry` is its compiled code, alive as long as `engine`.
    let entry: Entry = unsafe { std::mem::transmute::<usize, Entry>(entry) };
    let (blob_address, ret_address) = (blob.as_mut_ptr() as usize, host.ret_address());
    crate::sys::wall::stage(|| format!("the JIT's code was running @{function}"));
    // SAFETY: the wrapper reads the blob at the offsets it was built with
    // and writes `ret_len` bytes to the return region; every access of the
    // kernel is checked against the run's regions (`bounds`), whose table
    // `spans` outlives the run. It runs in a confined process: whatever it
    // does ends there (`run_native`).
    let ran = crate::sys::wall::run_native(timeout, isolation, || unsafe {
        entry(blob_address as *mut u8, ret_address as *mut u8)
    });
    drop(engine);
    let stopped = host.stopped(control_at, &sites, &statics);
    let trap = match ran {
        Err(Trap::Unconfined { errno }) => {
            let why = std::io::Error::from_raw_os_error(errno);
            return Err(refuse(format!("its process could not confine itself ({why}), so its code did not run")));
        }
        // A failed check stopped the code before the access.
        _ if stopped.is_some() => stopped,
        Ok(()) => host.stray_write(),
        Err(trap) => Some(host.explain(trap, timeout)),
    };
    drop(spans);

    host.copy_back(&mut memory)?;
    let mut executed = [0u8; 8];
    executed.copy_from_slice(&host.returned(counter_at + 8)[counter_at..]);
    if u64::from_le_bytes(executed) > launch.budget {
        // `budget_tick` ended the run.
        let out_of_budget = Some(launch.budget);
        return Ok(JitOutcome { memory, returned: None, findings: Vec::new(), trap: None, out_of_budget });
    }
    if trap.is_some() {
        return Ok(JitOutcome { memory, returned: None, findings: Vec::new(), trap, out_of_budget: None });
    }
    let returned = ret_shape.map(|shape| {
        let mut bytes: Vec<u8> = host.returned(ret_len).to_vec();
        if shape.elem == Elem::Ptr {
            for chunk in bytes.chunks_exact_mut(8) {
                let mut word = [0u8; 8];
                word.copy_from_slice(chunk);
                if let Some(spec) = host.to_spec(u64::from_le_bytes(word)) {
                    chunk.copy_from_slice(&spec.to_le_bytes());
                }
            }
        }
        bytes
    });
    let findings = divisions
        .into_iter()
        .zip(host.returned(ret_len + flags)[ret_len..].to_vec())
        .filter(|&(_, flag)| flag != 0)
        .map(|((opcode, location), _)| RefFinding {
            location,
            ub: true,
            message: format!(
                "`{opcode}`: a lane divides by zero or the signed minimum by -1, undefined behaviour (LangRef); \
                 the JIT divided that lane by 1 instead of trapping"
            ),
        })
        .collect();
    Ok(JitOutcome { memory, returned, findings, trap: None, out_of_budget: None })
}

// ---------------------------------------------------------------------------
// Types of parameters and return values.

/// An element type the JIT passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Elem {
    I1,
    I8,
    I16,
    I32,
    I64,
    Half,
    Float,
    Double,
    /// A pointer in address space 0 or 1 (64-bit).
    Ptr,
}

impl Elem {
    fn bytes(self) -> usize {
        match self {
            Elem::I1 | Elem::I8 => 1,
            Elem::I16 | Elem::Half => 2,
            Elem::I32 | Elem::Float => 4,
            Elem::I64 | Elem::Double | Elem::Ptr => 8,
        }
    }

    fn elem_type(self) -> ElemType {
        match self {
            Elem::I1 | Elem::I8 => ElemType::UB,
            Elem::I16 => ElemType::UW,
            Elem::I32 => ElemType::UD,
            Elem::I64 | Elem::Ptr => ElemType::UQ,
            Elem::Half => ElemType::HF,
            Elem::Float => ElemType::F,
            Elem::Double => ElemType::DF,
        }
    }
}

/// A scalar or fixed vector of one [`Elem`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Shape {
    elem: Elem,
    lanes: u32,
    vector: bool,
    ty: LLVMTypeRef,
}

impl Shape {
    /// How the launch spec gives the value: element type and count.
    /// `<N x i1>` masks are a bitmask integer; a scalar `i1` one byte.
    fn input(self) -> Result<(ElemType, u32), String> {
        match (self.elem, self.vector) {
            (Elem::I1, true) if self.lanes <= 32 => Ok((ElemType::UD, 1)),
            (Elem::I1, true) if self.lanes <= 64 => Ok((ElemType::UQ, 1)),
            (Elem::I1, true) => Err(format!("a mask of {} lanes (at most 64 are passed)", self.lanes)),
            _ => Ok((self.elem.elem_type(), self.lanes)),
        }
    }

    /// Bytes of the value as the JIT returns it (`i1` lanes one byte each).
    fn stored_bytes(self) -> usize {
        self.lanes as usize * self.elem.bytes()
    }
}

fn scalar_elem(ty: LLVMTypeRef) -> Option<Elem> {
    match type_kind(ty) {
        LLVMTypeKind::LLVMIntegerTypeKind => match int_width(ty)? {
            1 => Some(Elem::I1),
            8 => Some(Elem::I8),
            16 => Some(Elem::I16),
            32 => Some(Elem::I32),
            64 => Some(Elem::I64),
            _ => None,
        },
        LLVMTypeKind::LLVMHalfTypeKind => Some(Elem::Half),
        LLVMTypeKind::LLVMFloatTypeKind => Some(Elem::Float),
        LLVMTypeKind::LLVMDoubleTypeKind => Some(Elem::Double),
        LLVMTypeKind::LLVMPointerTypeKind if address_space(ty)? <= 1 => Some(Elem::Ptr),
        _ => None,
    }
}

fn shape_of(ty: LLVMTypeRef) -> Result<Shape, String> {
    if let Some(space) = foreign_address_space(ty, 0) {
        return Err(space_message(space));
    }
    let unsupported = || {
        format!(
            "type {} is not passed (i1, i8, i16, i32, i64, half, float, double, pointers, fixed vectors of them)",
            type_text(ty)
        )
    };
    if type_kind(ty) == LLVMTypeKind::LLVMVectorTypeKind {
        let elem = element_type(ty).and_then(scalar_elem).ok_or_else(unsupported)?;
        let lanes = vector_lanes(ty).ok_or_else(unsupported)?;
        return Ok(Shape { elem, lanes, vector: true, ty });
    }
    let elem = scalar_elem(ty).ok_or_else(unsupported)?;
    Ok(Shape { elem, lanes: 1, vector: false, ty })
}

struct Param {
    name: String,
    shape: Shape,
}

/// The kernel's parameters by LLVM name (an unnamed parameter has the
/// empty name: the launch spec cannot name it, and it is zero).
fn kernel_params(kernel: FunctionValue<'_>) -> Result<Vec<Param>, String> {
    let mut params = Vec::new();
    for (i, param) in kernel.get_param_iter().enumerate() {
        let raw = param.as_value_ref();
        let name = value_name(raw);
        let what = if name.is_empty() { format!("parameter {i}") } else { format!("parameter %{name}") };
        let shape = shape_of(type_of(raw)).map_err(|e| format!("{what}: {e}"))?;
        shape.input().map_err(|e| format!("{what}: {e}"))?;
        params.push(Param { name, shape });
    }
    Ok(params)
}

fn return_shape(kernel: FunctionValue<'_>) -> Result<Option<Shape>, String> {
    let ty = return_type(kernel.as_value_ref()).ok_or("the kernel is no function")?;
    if type_kind(ty) == LLVMTypeKind::LLVMVoidTypeKind {
        return Ok(None);
    }
    shape_of(ty).map(Some).map_err(|e| format!("the return value: {e}"))
}

fn check_arg_names(launch: &Launch, params: &[Param], function: &str) -> Result<(), String> {
    let unknown: Vec<String> = launch
        .args
        .keys()
        .filter(|a| a.is_empty() || !params.iter().any(|p| &p.name == *a))
        .map(|a| format!("`{a}`"))
        .collect();
    if unknown.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = params.iter().filter(|p| !p.name.is_empty()).map(|p| format!("`{}`", p.name)).collect();
    Err(format!(
        "the launch spec gives {}, which @{function} has no parameter for (its parameters: {})",
        unknown.join(", "),
        if names.is_empty() { "none".to_string() } else { names.join(", ") }
    ))
}

// ---------------------------------------------------------------------------
// Host memory.

struct HostBuffer {
    name: String,
    spec_base: u64,
    len: u64,
    host_base: u64,
}

/// A static region of the checks: a buffer (its index) or a global the
/// engine placed.
struct Static {
    span: checks::Span,
    what: StaticKind,
}

enum StaticKind {
    Buffer(usize),
    Global { name: String, constant: bool },
}

/// A host copy of every SVM buffer, in guarded memory; the region the
/// wrapper stores the return value to (which holds the checks' control
/// block too); and the checks' scratch regions: the private stack and the
/// table of live `alloca`s.
struct HostBuffers {
    buffers: Vec<HostBuffer>,
    memory: GuardedMemory,
}

/// The scratch regions' places after the buffers and the return region.
const PRIVATE_STACK: usize = 1;
const ALLOCA_TABLE: usize = 2;

impl HostBuffers {
    fn new(memory: &Memory, ret_len: usize) -> std::io::Result<HostBuffers> {
        let allocations = memory.svm.allocations();
        let mut regions: Vec<(u64, usize)> = allocations.iter().map(|a| (a.base, a.bytes.len())).collect();
        regions.push((0, ret_len.max(8)));
        let table = JIT_MAX_LIVE_ALLOCAS * std::mem::size_of::<checks::Span>();
        let mut guarded =
            GuardedMemory::with_scratch(&regions, &[JIT_PRIVATE_BYTES, table], crate::limits::JIT_GUARD_BYTES)?;
        let mut buffers = Vec::with_capacity(allocations.len());
        for (i, a) in allocations.iter().enumerate() {
            guarded.bytes_mut(i).copy_from_slice(&a.bytes);
            let host_base = guarded.regions()[i].host;
            buffers.push(HostBuffer { name: a.name.clone(), spec_base: a.base, len: a.bytes.len() as u64, host_base });
        }
        Ok(HostBuffers { buffers, memory: guarded })
    }

    fn ret_address(&self) -> usize {
        self.memory.regions()[self.buffers.len()].host as usize
    }

    fn returned(&self, len: usize) -> &[u8] {
        &self.memory.bytes(self.buffers.len())[..len]
    }

    fn scratch(&self, which: usize) -> crate::sys::guarded::Region {
        self.memory.regions()[self.buffers.len() + which]
    }

    /// The checks' static regions: every buffer, and every global the
    /// engine placed (a constant one read-only), sorted by address and
    /// tagged with their index.
    fn statics(&self, loaded: &LoadedModule<'_>, engine: &Engine) -> Vec<Static> {
        let span = |base: u64, len: u64| checks::Span { base, end: base.saturating_add(len), tag: 0 };
        let mut statics: Vec<Static> = (self.buffers.iter().enumerate())
            .map(|(i, b)| Static { span: span(b.host_base, b.len), what: StaticKind::Buffer(i) })
            .collect();
        let layout = DataLayout::of(&loaded.module);
        for global in loaded.module.get_globals() {
            let raw = global.as_value_ref();
            // The JIT's own globals are declarations mapped to the return region.
            if is_declaration(raw) {
                continue;
            }
            let name = value_name(raw);
            let Some(address) = engine.global_address(&name) else { continue };
            // A definition's value type is sized.
            let len = global_value_type(raw).and_then(|ty| layout.alloc_size(ty)).unwrap_or(0);
            let constant = is_global_constant(raw);
            statics.push(Static { span: span(address, len), what: StaticKind::Global { name, constant } });
        }
        statics.sort_by_key(|s| s.span.base);
        for (i, s) in statics.iter_mut().enumerate() {
            let read_only = matches!(s.what, StaticKind::Global { constant: true, .. });
            s.span.tag = i as u64 | if read_only { checks::READ_ONLY } else { 0 };
        }
        statics
    }

    /// Writes the checks' control block at `control_at` of the return
    /// region: `statics` (alive until the run ends), the private stack
    /// and the `alloca` table, nothing live yet.
    fn arm(&self, control_at: usize, statics: &[checks::Span]) {
        let (private, table) = (self.scratch(PRIVATE_STACK), self.scratch(ALLOCA_TABLE));
        let block = checks::ControlBlock {
            fault: checks::FaultRecord::default(),
            statics: statics.as_ptr(),
            statics_len: statics.len() as u64,
            allocas: table.host as *mut checks::Span,
            alloca_capacity: JIT_MAX_LIVE_ALLOCAS as u64,
            live: 0,
            peak: 0,
            private_base: private.host,
            private_limit: private.host + private.len as u64,
            private_top: private.host,
        };
        // SAFETY: the return region was sized for the block at
        // `control_at`, an 8-aligned offset of a page-aligned region.
        unsafe { ((self.ret_address() + control_at) as *mut checks::ControlBlock).write(block) };
    }

    /// The control block at `control_at` after the run.
    fn control(&self, control_at: usize) -> checks::ControlBlock {
        // SAFETY: written by `arm`, then by the code's checks.
        unsafe { ((self.ret_address() + control_at) as *const checks::ControlBlock).read() }
    }

    /// The entries of the `alloca` table the run used: the first `live`
    /// are live, the rest freed.
    fn allocas(&self, block: &checks::ControlBlock) -> Vec<checks::Span> {
        let table = self.scratch(ALLOCA_TABLE);
        let used = block.peak.min(JIT_MAX_LIVE_ALLOCAS as u64) as usize;
        // SAFETY: the table region holds `JIT_MAX_LIVE_ALLOCAS` spans; the
        // first `peak` were written by the checks.
        unsafe { std::slice::from_raw_parts(table.host as *const checks::Span, used) }.to_vec()
    }

    /// The check that stopped the code, if one did, as a trap at its site.
    fn stopped(&self, control_at: usize, sites: &[bounds::Site], statics: &[Static]) -> Option<JitTrap> {
        let block = self.control(control_at);
        let record = block.fault;
        if record.kind == checks::FAULT_NONE {
            return None;
        }
        let (index, write, lane) = checks::decode_site(record.site);
        let site = sites.get(index);
        let what = site.map_or("an access", |s| s.what.as_str());
        let on_lane = lane.map_or(String::new(), |l| format!(" lane {l}"));
        let location = site.and_then(|s| s.location.clone());
        let len = u32::try_from(record.len).unwrap_or(u32::MAX);
        let trap =
            |address: u64, message: String| Some(JitTrap { address, message, location: location.clone(), lane, len });
        match record.kind {
            checks::FAULT_PRIVATE_STACK => trap(
                0,
                format!(
                    "{what} needs more private memory than the JIT's private stack of {} MiB holds \
                     (JIT_PRIVATE_BYTES): recursion without end, or a huge alloca",
                    JIT_PRIVATE_BYTES >> 20
                ),
            ),
            checks::FAULT_TOO_MANY_ALLOCAS => trap(
                0,
                format!(
                    "{what} would make more than {JIT_MAX_LIVE_ALLOCAS} allocas live at once (JIT_MAX_LIVE_ALLOCAS)"
                ),
            ),
            _ => {
                let allocas = self.allocas(&block);
                let (address, place) =
                    self.place(record.address, record.len, write, statics, &allocas, block.live, sites);
                let verb = if write { "writes" } else { "reads" };
                trap(
                    address,
                    format!(
                        "{what}{on_lane} {verb} {} byte(s) {place}: outside every buffer, alloca and global \
                         (the JIT's address check stopped it before the access)",
                        record.len
                    ),
                )
            }
        }
    }

    /// Where an access of `len` bytes at host `address` is, said by the
    /// region nearest it, and the launch-spec address it stands for (0
    /// when it is not near a buffer).
    #[allow(clippy::too_many_arguments)]
    fn place(
        &self,
        address: u64,
        len: u64,
        write: bool,
        statics: &[Static],
        allocas: &[checks::Span],
        live: u64,
        sites: &[bounds::Site],
    ) -> (u64, String) {
        let distance = |span: &checks::Span| {
            let end = address.saturating_add(len);
            if end <= span.base {
                span.base - end + 1
            } else {
                address.saturating_sub(span.end.saturating_sub(1))
            }
        };
        let nearest_static = statics.iter().min_by_key(|s| distance(&s.span));
        let nearest_alloca = allocas.iter().enumerate().min_by_key(|(i, s)| (distance(s), *i as u64 >= live));
        let static_first = match (nearest_static, nearest_alloca) {
            (Some(s), Some((_, a))) => distance(&s.span) <= distance(a),
            (some, _) => some.is_some(),
        };
        let offset = i128::from(address);
        if static_first {
            if let Some(s) = nearest_static.filter(|s| distance(&s.span) <= crate::limits::JIT_GUARD_BYTES) {
                match &s.what {
                    StaticKind::Buffer(i) => {
                        let (spec, where_) = self.relative(*i, offset - i128::from(s.span.base), len);
                        return (spec, format!("at {spec:#x}, {where_}"));
                    }
                    StaticKind::Global { name, constant } => {
                        let size = s.span.end - s.span.base;
                        let global = format!("global @{name} ({})", byte_count(size));
                        let where_ = if *constant && write && distance(&s.span) == 0 && address >= s.span.base {
                            format!("inside constant {global}, which the code may only read")
                        } else {
                            beside(offset - i128::from(s.span.base), len, size, &global)
                        };
                        return (0, where_);
                    }
                }
            }
        } else if let Some((i, a)) = nearest_alloca.filter(|(_, a)| distance(a) <= crate::limits::JIT_GUARD_BYTES) {
            let (site, _, _) = checks::decode_site(a.tag);
            let name = sites.get(site).map_or("an `alloca`".to_string(), |s| match &s.location {
                Some(at) => format!("{} at {at}", s.what),
                None => s.what.clone(),
            });
            let size = a.end - a.base;
            let what = format!("{name} ({} of private memory)", byte_count(size));
            let where_ = if i as u64 >= live && distance(a) == 0 {
                format!("inside {what}, freed when its function returned")
            } else {
                beside(offset - i128::from(a.base), len, size, &what)
            };
            return (0, where_);
        }
        (0, format!("at host address {address:#x}, far from every buffer, alloca and global"))
    }

    /// The host address of a launch-spec address inside a buffer (its end
    /// included: one past the end is a valid pointer); null stays null
    /// unless a buffer holds address 0.
    fn to_host(&self, address: u64) -> Option<u64> {
        let inside = |b: &&HostBuffer, end_ok: bool| {
            address >= b.spec_base && (address - b.spec_base < b.len || (end_ok && address - b.spec_base == b.len))
        };
        let buffer =
            self.buffers.iter().find(|b| inside(b, false)).or_else(|| self.buffers.iter().find(|b| inside(b, true)));
        match buffer {
            Some(b) => Some(b.host_base + (address - b.spec_base)),
            None => (address == 0).then_some(0),
        }
    }

    /// The launch-spec address of a host address inside a buffer (or one past its end).
    fn to_spec(&self, address: u64) -> Option<u64> {
        let buffer =
            self.buffers.iter().find(|b| address >= b.host_base && address - b.host_base <= b.len && address != 0)?;
        Some(buffer.spec_base.wrapping_add(address - buffer.host_base))
    }

    fn copy_back(&self, memory: &mut Memory) -> Result<(), Diagnostic> {
        for (i, buffer) in self.buffers.iter().enumerate() {
            memory
                .svm
                .write(buffer.spec_base, self.memory.bytes(i))
                .map_err(|f| Diagnostic::new(format!("JIT: cannot copy back the buffer at {:#x}", f.address)))?;
        }
        Ok(())
    }

    /// Where, relative to buffer `index`, an access of `len` bytes `offset`
    /// bytes from its start is: `(launch-spec address, "N byte(s) below
    /// buffer `b` [..)")`.
    fn relative(&self, index: usize, offset: i128, len: u64) -> (u64, String) {
        let b = &self.buffers[index];
        let spec = (i128::from(b.spec_base) + offset) as u64;
        // Up to 2^64: a buffer may end at the top of the address space.
        let end = u128::from(b.spec_base) + u128::from(b.len);
        (spec, beside(offset, len, b.len, &format!("buffer `{}` [{:#x}, {end:#x})", b.name, b.spec_base)))
    }

    /// A trap of the kernel's code, said in launch-spec terms.
    fn explain(&self, trap: Trap, timeout: Duration) -> JitTrap {
        match trap {
            Trap::Fault { signal, address } if matches!(signal, libc::SIGSEGV | libc::SIGBUS) => {
                match self.memory.near(address).filter(|&(i, _)| i < self.buffers.len()) {
                    Some((i, offset)) => {
                        let (spec, place) = self.relative(i, offset, 1);
                        JitTrap::unplaced(
                            spec,
                            format!(
                                "the JIT's code accessed {spec:#x}, {place}: outside every buffer, in its guard region ({})",
                                Trap::signal_name(signal)
                            ),
                        )
                    }
                    None => JitTrap::unplaced(
                        0,
                        format!(
                            "the JIT's code accessed host address {address:#x}, outside every buffer and its guard region ({})",
                            Trap::signal_name(signal)
                        ),
                    ),
                }
            }
            Trap::Fault { signal, .. } => JitTrap::unplaced(
                0,
                format!(
                    "the JIT's code trapped ({}): `unreachable`, `llvm.trap` or an arithmetic trap",
                    Trap::signal_name(signal)
                ),
            ),
            Trap::StackOverflow => JitTrap::unplaced(
                0,
                "the JIT's code overflowed its stack (recursion without end, or a huge alloca)".to_string(),
            ),
            Trap::Timeout => JitTrap::unplaced(
                0,
                format!(
                    "the JIT's code ran for more than {} s of CPU time and was stopped (a loop without exit?)",
                    timeout.as_secs_f64()
                ),
            ),
            Trap::SystemCall { number } => JitTrap::unplaced(
                0,
                match number {
                    -1 => "the JIT's code was killed by its confinement (SIGSYS): a system call it forbids".to_string(),
                    n => format!(
                        "the JIT's code made system call {n}{}, which its confinement forbids: the process was stopped \
                         before the call ran (SIGSYS)",
                        crate::sys::confine::syscall_name(n).map_or(String::new(), |name| format!(" ({name})"))
                    ),
                },
            ),
            Trap::Unconfined { errno } => JitTrap::unplaced(
                0,
                format!("the JIT's process could not confine itself ({})", std::io::Error::from_raw_os_error(errno)),
            ),
            Trap::Died { signal } => {
                JitTrap::unplaced(0, format!("the JIT's process died ({})", Trap::signal_name(signal)))
            }
        }
    }

    /// A store the host could not refuse: next to a buffer, within its page
    /// (only without the address check, which stops it first).
    fn stray_write(&self) -> Option<JitTrap> {
        let (i, offset) = self.memory.stray_writes().into_iter().find(|&(i, _)| i < self.buffers.len())?;
        let (spec, place) = self.relative(i, offset, 1);
        Some(JitTrap::unplaced(
            spec,
            format!(
                "the JIT's code wrote to {spec:#x}, {place}: outside every buffer (in the buffer's own page, so found after the run)"
            ),
        ))
    }
}

/// `1 byte`, `16 bytes`.
fn byte_count(n: u64) -> String {
    if n == 1 {
        "1 byte".to_string()
    } else {
        format!("{n} bytes")
    }
}

/// Where an access of `len` bytes `offset` bytes from the start of a
/// region of `size` bytes (`what`) lies: below it, past its end, or across
/// its end.
fn beside(offset: i128, len: u64, size: u64, what: &str) -> String {
    let (len, size) = (i128::from(len), i128::from(size));
    if offset < 0 {
        format!("{} byte(s) below {what}", -offset)
    } else if offset == size {
        format!("just past the end of {what}")
    } else if offset > size {
        format!("{} byte(s) past the end of {what}", offset - size)
    } else {
        format!("across the end of {what} ({} of its byte(s) past the end)", offset + len - size)
    }
}

/// The argument blob: each parameter at an 8-aligned offset, as the launch
/// spec gives it (zero when it gives nothing), pointers translated to host
/// addresses.
fn argument_blob(
    launch: &Launch,
    params: &[Param],
    memory: &Memory,
    host: &HostBuffers,
) -> Result<(Vec<u64>, Vec<u64>), Diagnostic> {
    let mut bytes: Vec<u8> = Vec::new();
    let mut offsets = Vec::new();
    for param in params {
        let name = &param.name;
        let (ty, count) = param.shape.input().map_err(|e| launch.arg_diagnostic(name, e))?;
        let len = ty.size_bytes() as usize * count as usize;
        let given = if name.is_empty() {
            None
        } else {
            launch.input_bytes(name, ty, count, memory).map_err(|e| launch.arg_diagnostic(name, e))?
        };
        let mut value = given.unwrap_or_default();
        value.resize(len, 0);
        if param.shape.elem == Elem::Ptr {
            for (lane, chunk) in value.chunks_exact_mut(8).enumerate() {
                let mut word = [0u8; 8];
                word.copy_from_slice(chunk);
                let spec = u64::from_le_bytes(word);
                let translated = host.to_host(spec).ok_or_else(|| {
                    launch.arg_diagnostic(
                        name,
                        format!(
                            "argument `{name}` lane {lane} is {spec:#x}, outside every buffer: the JIT can only pass addresses inside launch-spec buffers"
                        ),
                    )
                })?;
                chunk.copy_from_slice(&translated.to_le_bytes());
            }
        }
        let offset = bytes.len().next_multiple_of(8);
        bytes.resize(offset, 0);
        offsets.push(offset as u64);
        bytes.extend(value);
    }
    let mut blob = vec![0u64; bytes.len().div_ceil(8).max(1)];
    for (word, chunk) in blob.iter_mut().zip(bytes.chunks(8)) {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        *word = u64::from_le_bytes(w);
    }
    Ok((blob, offsets))
}

// ---------------------------------------------------------------------------
// The wrapper.

/// Adds `void @__visa_lower_jit_entry(i8* args, i8* ret)`: loads each
/// parameter from `args` at its offset (align 1), calls the kernel with the
/// C calling convention and stores a non-void result to `ret` (`i1` lanes
/// widened to one byte each).
///
/// A mask parameter (`<N x i1>`) is instead replaced in the kernel by its
/// value in `blob`, a constant: the same program on the same arguments, but
/// LLVM's scalarizer then writes a masked gather, scatter, load or store as
/// the enabled lanes' accesses in a row rather than a branch and a
/// whole-vector phi per lane (code quadratic in the lanes, most of a
/// fuzzing run's time).
fn build_entry(
    loaded: &LoadedModule<'_>,
    kernel: FunctionValue<'_>,
    params: &[Param],
    offsets: &[u64],
    blob: &[u64],
    ret_shape: Option<Shape>,
) -> Result<(), String> {
    let module = &loaded.module;
    let context = module.get_context();
    let i8_ptr = pointer_type(context.i8_type(), 0);
    let entry_type = context.void_type().fn_type(&[i8_ptr.into(), i8_ptr.into()], false);
    let entry = module.add_function(ENTRY, entry_type, None);
    let block = context.append_basic_block(entry, "entry");
    let (Some(args), Some(ret)) = (entry.get_nth_param(0), entry.get_nth_param(1)) else {
        return Err("internal error: the wrapper has no parameters".to_string());
    };
    let (args, ret) = (args.as_value_ref(), ret.as_value_ref());
    let kernel_raw = kernel.as_value_ref();
    // Every value and type below belongs to `context`; the builder is
    // positioned in the wrapper's block; instruction operands are
    // type-correct by construction (`module.verify` checks the result).
    let b = RawBuilder::in_context(&context);
    b.position_at_end(block.as_mut_ptr());
    let (i8_, i1_) = (context.i8_type(), context.bool_type());
    let (i8t, i1t, i64t) = (i8_.as_type_ref(), i1_.as_type_ref(), context.i64_type().as_type_ref());
    let at = |offset: u64| b.in_bounds_gep(i8t, args, &[const_int_of(i64t, offset)]);
    let load = |ptr: LLVMValueRef, ty: LLVMTypeRef| {
        let typed = b.cast(LLVMOpcode::LLVMBitCast, ptr, pointer_to(ty, 0));
        b.load(ty, typed, Some(1))
    };
    let mut call_args = Vec::with_capacity(params.len());
    for (index, (param, &offset)) in params.iter().zip(offsets).enumerate() {
        let shape = param.shape;
        let value = match (shape.elem, shape.vector) {
            (Elem::I1, true) => {
                // A bitmask integer: lane i is bit i (at most 64 lanes, one word).
                let word = blob.get(offset as usize / 8).copied().unwrap_or(0);
                let bits: Vec<LLVMValueRef> =
                    (0..shape.lanes).map(|lane| const_int_of(i1t, word >> lane & 1)).collect();
                let constant = const_vector(&bits);
                if let Some(param) = kernel.get_nth_param(index as u32) {
                    replace_all_uses(param.as_value_ref(), constant)?;
                }
                constant
            }
            (Elem::I1, false) => {
                let byte = load(at(offset), i8t);
                b.cast(LLVMOpcode::LLVMTrunc, byte, i1t)
            }
            _ => load(at(offset), shape.ty),
        };
        call_args.push(value);
    }
    let kernel_type = global_value_type(kernel_raw).ok_or("internal error: the kernel has no function type")?;
    // The kernel may carry a GPU calling convention: run it as a C function.
    set_c_calling_convention(kernel_raw);
    let call = b.call(kernel_type, kernel_raw, &call_args);
    set_c_calling_convention(call);
    if let Some(shape) = ret_shape {
        let (value, ty) = if shape.elem == Elem::I1 {
            let wide = if shape.vector { i8_.vec_type(shape.lanes).as_type_ref() } else { i8t };
            (b.cast(LLVMOpcode::LLVMZExt, call, wide), wide)
        } else {
            (call, shape.ty)
        };
        let typed = b.cast(LLVMOpcode::LLVMBitCast, ret, pointer_to(ty, 0));
        b.store(value, typed, Some(1));
    }
    b.ret_void();
    Ok(())
}

// ---------------------------------------------------------------------------
// Half-precision helpers: LLVM lowers `half` arithmetic on x86 to calls of
// these compiler-rt functions, which the process may not export.

extern "C" fn gnu_h2f_ieee(bits: u16) -> f32 {
    half::f16::from_bits(bits).to_f32()
}

extern "C" fn gnu_f2h_ieee(value: f32) -> u16 {
    half::f16::from_f32(value).to_bits()
}

extern "C" fn truncdfhf2(value: f64) -> u16 {
    crate::visa::types::f16_bits(value)
}

/// Declares the helpers the module does not declare, so that the engine
/// can map them by name.
fn declare_half_helpers(loaded: &LoadedModule<'_>) {
    let module = &loaded.module;
    let context = module.get_context();
    let (i16t, f32t, f64t) = (context.i16_type(), context.f32_type(), context.f64_type());
    let types = [
        f32t.fn_type(&[i16t.into()], false),
        f32t.fn_type(&[i16t.into()], false),
        i16t.fn_type(&[f32t.into()], false),
        i16t.fn_type(&[f32t.into()], false),
        i16t.fn_type(&[f64t.into()], false),
    ];
    for ((name, _), ty) in half_helpers().into_iter().zip(types) {
        if module.get_function(name).is_none() {
            module.add_function(name, ty, None);
        }
    }
}

fn half_helpers() -> [(&'static str, usize); 5] {
    let h2f: extern "C" fn(u16) -> f32 = gnu_h2f_ieee;
    let f2h: extern "C" fn(f32) -> u16 = gnu_f2h_ieee;
    let d2h: extern "C" fn(f64) -> u16 = truncdfhf2;
    [
        ("__gnu_h2f_ieee", h2f as usize),
        ("__extendhfsf2", h2f as usize),
        ("__gnu_f2h_ieee", f2h as usize),
        ("__truncsfhf2", f2h as usize),
        ("__truncdfhf2", d2h as usize),
    ]
}

// ---------------------------------------------------------------------------
// The instruction budget.

/// The host count of executed lane-instructions (external in the module,
/// mapped to the return region).
const EXECUTED: &str = "__visa_lower_jit_executed";
/// `void (i64* count, i64 n, i64 budget)`: [`budget_tick`].
const TICK: &str = "__visa_lower_jit_tick";

/// Adds `n` to the count; past `budget`, ends the run with a trap of the
/// processor (the caller reads the count to tell it from the code's own).
/// Not `abort()`: in the clone that shares this process's memory, libc's
/// idea of the current thread is the caller's, and the signal would go there.
extern "C" fn budget_tick(count: *mut u64, n: u64, budget: u64) {
    // SAFETY: `count` is the mapped `EXECUTED` global, 8 bytes in the
    // return region, written only here; `ud2` raises SIGILL in the thread
    // that runs it, which the wall's child reports.
    unsafe {
        let now = (*count).saturating_add(n);
        *count = now;
        if now > budget {
            #[cfg(target_arch = "x86_64")]
            std::arch::asm!("ud2", options(noreturn));
            #[cfg(not(target_arch = "x86_64"))]
            libc::abort();
        }
    }
}

/// Every block of every defined function and its cost in lane-instructions
/// (`crate::input::ops::lane_cost`, phis and the terminator included, as the
/// reference counts them).
fn block_sizes<'ctx>(loaded: &LoadedModule<'ctx>) -> Vec<(inkwell::basic_block::BasicBlock<'ctx>, u64)> {
    let functions = loaded.module.get_functions().filter(|f| f.count_basic_blocks() > 0);
    let cost = |block: inkwell::basic_block::BasicBlock<'_>| {
        block.get_instructions().map(|i| crate::input::ops::lane_cost(i.as_value_ref())).sum::<u64>()
    };
    functions.flat_map(|f| f.get_basic_blocks()).map(|block| (block, cost(block))).collect()
}

/// Adds `call @__visa_lower_jit_tick(@__visa_lower_jit_executed, n, budget)`
/// at the top of each block of `sizes` (after its phis), `n` its size: a
/// run that would execute more than `budget` lane-instructions stops at the
/// first block past it. The reference stops at the instruction past it;
/// both run out exactly when the kernel runs more than `budget`.
fn count_instructions(loaded: &LoadedModule<'_>, sizes: &[(inkwell::basic_block::BasicBlock<'_>, u64)], budget: u64) {
    let module = &loaded.module;
    let context = module.get_context();
    let i64t = context.i64_type();
    let counter = module.add_global(i64t, None, EXECUTED);
    let tick_type = context.void_type().fn_type(&[pointer_type(i64t, 0).into(), i64t.into(), i64t.into()], false);
    let tick = module.add_function(TICK, tick_type, None);
    let raw = RawBuilder::in_context(&context);
    let builder = raw.builder();
    for &(block, n) in sizes {
        let first = block.get_first_instruction();
        let mut at = first;
        while let Some(phi) = at.filter(|i| i.get_opcode() == inkwell::values::InstructionOpcode::Phi) {
            at = phi.get_next_instruction();
        }
        match at {
            Some(inst) => builder.position_before(&inst),
            None => builder.position_at_end(block),
        }
        let args = [
            counter.as_pointer_value().as_value_ref(),
            i64t.const_int(n, false).as_value_ref(),
            i64t.const_int(budget, false).as_value_ref(),
        ];
        // Through the raw builder: inkwell's `build_call` reads the
        // callee's pointee type, which traps on opaque pointers. The
        // builder is positioned in a live block of this module; the
        // arguments match `tick_type`.
        raw.call(tick_type.as_type_ref(), tick.as_value_ref(), &args);
    }
}

// ---------------------------------------------------------------------------
// Integer divisions that would trap the host.

/// The host array of one flag per guarded division (external in the
/// module, mapped to a buffer of the run).
const DIVISION_FLAGS: &str = "__visa_lower_jit_division_ub";

/// A divisor that cannot trap: a constant integer other than 0 (and, for a
/// signed division, other than -1).
fn safe_divisor(inst: LLVMValueRef) -> bool {
    let signed = matches!(opcode(inst), Some(LLVMOpcode::LLVMSDiv | LLVMOpcode::LLVMSRem));
    operand(inst, 1).and_then(const_int).is_some_and(|divisor| divisor != 0 && !(signed && divisor == -1))
}

/// Rewrites every division whose divisor may trap the host so that it
/// cannot: before `q = sdiv a, b` it adds
///
/// ```text
/// bad  = (b == 0) | (a == MIN & b == -1)     per lane; unsigned: b == 0
/// b'   = select bad, 1, b                    the division reads b'
/// flags[k] |= (any lane of bad)
/// ```
///
/// and returns each guarded division's opcode and location, in flag order
/// (an empty list adds nothing).
fn guard_divisions(loaded: &LoadedModule<'_>) -> Vec<(&'static str, Option<crate::diag::Location>)> {
    let module = &loaded.module;
    let mut sites = Vec::new();
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        for (index, inst) in instructions(function).enumerate() {
            let raw = inst.as_value_ref();
            let Some(opcode) = opcode(raw) else { continue };
            let division = matches!(
                opcode,
                LLVMOpcode::LLVMUDiv | LLVMOpcode::LLVMSDiv | LLVMOpcode::LLVMURem | LLVMOpcode::LLVMSRem
            );
            if division && !safe_divisor(raw) {
                sites.push((raw, crate::input::ops::opcode_name(opcode), loaded.location(function, index)));
            }
        }
    }
    if sites.is_empty() {
        return Vec::new();
    }
    let context = module.get_context();
    // Every value and type belongs to `context`; the builder is positioned
    // before each division in turn; operands are type-correct by
    // construction (`module.verify` checks the result).
    let (i8_, i32t) = (context.i8_type(), context.i32_type().as_type_ref());
    let i8t = i8_.as_type_ref();
    let flags_ty = i8_.array_type(sites.len() as u32);
    let flags = module.add_global(flags_ty, None, DIVISION_FLAGS).as_value_ref();
    let flags_ty = flags_ty.as_type_ref();
    let b = RawBuilder::in_context(&context);
    for (k, &(inst, opcode, _)) in sites.iter().enumerate() {
        let (Some(dividend), Some(divisor)) = (operand(inst, 0), operand(inst, 1)) else { continue };
        b.position_before(inst);
        let ty = type_of(divisor);
        let vector = type_kind(ty) == LLVMTypeKind::LLVMVectorTypeKind;
        let (lane_ty, lanes) = match (element_type(ty), vector_lanes(ty)) {
            (Some(lane_ty), Some(lanes)) if vector => (lane_ty, lanes),
            _ => (ty, 1),
        };
        let splat = |c: LLVMValueRef| if vector { const_vector(&vec![c; lanes as usize]) } else { c };
        let eq = |x: LLVMValueRef, y: LLVMValueRef| b.icmp(inkwell::llvm_sys::LLVMIntPredicate::LLVMIntEQ, x, y);
        let mut bad = eq(divisor, const_null(ty));
        if opcode == "sdiv" || opcode == "srem" {
            let width = int_width(lane_ty).unwrap_or(64);
            // The signed minimum, 1 << (width - 1), as words (LLVM 19 has no constant `shl`).
            let mut words = vec![0u64; width.div_ceil(64) as usize];
            words[((width - 1) / 64) as usize] = 1 << ((width - 1) % 64);
            let min = const_int_words(lane_ty, &words);
            let overflow = b.binary(LLVMOpcode::LLVMAnd, eq(dividend, splat(min)), eq(divisor, const_all_ones(ty)));
            bad = b.binary(LLVMOpcode::LLVMOr, bad, overflow);
        }
        let one = splat(const_int_of(lane_ty, 1));
        set_operand(inst, 1, b.select(bad, one, divisor));
        let any = if vector {
            let bits = b.cast(LLVMOpcode::LLVMBitCast, bad, int_type_like(i8t, lanes));
            b.icmp(inkwell::llvm_sys::LLVMIntPredicate::LLVMIntNE, bits, const_null(type_of(bits)))
        } else {
            bad
        };
        let slot = b.in_bounds_gep(flags_ty, flags, &[const_int_of(i32t, 0), const_int_of(i32t, k as u64)]);
        let old = b.load(i8t, slot, None);
        let set = b.binary(LLVMOpcode::LLVMOr, old, b.cast(LLVMOpcode::LLVMZExt, any, i8t));
        b.store(set, slot, None);
    }
    sites.into_iter().map(|(_, opcode, location)| (opcode, location)).collect()
}
