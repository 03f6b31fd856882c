//! The reference interpreter's state: what a run holds as it goes
//! ([`Interp`]; its steps are methods in the files beside this one) and
//! why a step stops it ([`Stop`]).

use std::collections::{BTreeMap, HashMap};

use indexmap::IndexMap;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use inkwell::values::FunctionValue;
use visa_passes::ir::llvm::DataLayout;
use visa_passes::ir::srcloc::SourceMap;

use super::approx::Tolerance;
use super::outcome::{RefFault, RefFinding, Space};
use super::value::Value;
use crate::diag::Location;
use crate::exec::memory::Memory;
use crate::input::ir::LoadedModule;

/// Why execution stopped early.
pub(crate) enum Stop {
    /// Input outside the supported subset: becomes a diagnostic at the instruction.
    Unsupported(String),
    /// An access outside memory: the run ends with this fault.
    Fault(RefFault),
    /// A limit of the reference itself ran out (not the input's doing, as
    /// a budget): the run ends, said as this.
    Exhausted(String),
}

pub(super) type Exec<T> = Result<T, Stop>;

/// One run of the interpreter.
pub(crate) struct Interp<'a, 'ctx> {
    pub(super) loaded: &'a LoadedModule<'ctx>,
    pub(super) function: FunctionValue<'ctx>,
    /// The module's DataLayout (owned by the module), for GEP offsets.
    pub(super) data_layout: DataLayout<'a>,
    pub(super) memory: Memory,
    /// Bytes whose value is undefined, by space and address.
    pub(super) undefined: crate::exec::ranges::ByteRanges,
    pub(super) findings: crate::exec::findings::CappedFindings<RefFinding>,
    /// Per-lane findings of the current instruction, grouped by message so
    /// that 64 poison lanes make one finding, not 64.
    pub(super) lane_findings: IndexMap<(bool, String), Vec<u32>>,
    /// Values of arguments and executed instructions.
    pub(super) env: HashMap<LLVMValueRef, Value>,
    /// Where the current instruction is.
    pub(super) loc: Option<Location>,
    /// Source positions of the function's instructions.
    pub(super) positions: Vec<Option<Location>>,
    /// What each of the function's instructions costs of the budget
    /// ([`crate::input::ops::lane_cost`]), in order.
    pub(super) costs: Vec<u64>,
    /// Bytes of private memory (`alloca`s) live in every frame.
    pub(super) private_bytes: u64,
    /// The source's positions, for the functions calls enter.
    pub(super) source_map: SourceMap,
    /// The callers' frames of the running call, innermost last.
    pub(super) frames: Vec<Frame<'ctx>>,
    /// The running frame's `alloca`s: SVM allocations by name, freed at its return.
    pub(super) private: Vec<String>,
    /// Where the next `alloca` goes (frames take private memory as a stack).
    pub(super) private_top: u64,
    /// `alloca`s executed so far, for unique allocation names.
    pub(super) allocas: u64,
    pub(super) constant_depth: u32,
    /// The tolerance of each approximate value (`approx.rs`), by value.
    pub(super) tolerances: HashMap<LLVMValueRef, Tolerance>,
    /// Set by an approximate operation for the value being computed.
    pub(super) pending_tolerance: Option<Tolerance>,
    /// The tolerance of what a memory intrinsic is storing, if any.
    pub(super) write_tolerance: Option<Tolerance>,
    /// The tolerance of the bytes the running load or memory intrinsic
    /// read, if it read any that have one.
    pub(super) read_tolerance: Option<Tolerance>,
    /// Approximate bytes in memory: (space, address) -> (element start, tolerance).
    pub(super) inexact: BTreeMap<(Space, u64), (u64, Tolerance)>,
    /// [`RefOutcome::carries`] so far.
    /// The launch's thread coordinates, read by `llvm.genx.local.id` and
    /// the other thread-coordinate intrinsics.
    pub(super) thread: crate::exec::launch::ThreadSpec,
    pub(super) carries: u64,
}

/// A caller's state while a function it called runs.
pub(super) struct Frame<'ctx> {
    pub(super) private: Vec<String>,
    pub(super) private_top: u64,
    pub(super) function: FunctionValue<'ctx>,
    pub(super) env: HashMap<LLVMValueRef, Value>,
    pub(super) positions: Vec<Option<Location>>,
    pub(super) costs: Vec<u64>,
    pub(super) index: HashMap<LLVMValueRef, usize>,
    /// The call, whose value the return sets and after which the caller goes on.
    pub(super) call: LLVMValueRef,
    pub(super) block: LLVMBasicBlockRef,
    /// The block the caller's block was entered from.
    pub(super) from: Option<LLVMBasicBlockRef>,
}
