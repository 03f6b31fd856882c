//! What a reference run gives: its memory, return value, findings, the
//! fault that stopped it, and which bytes are undefined or approximate.

use super::approx::Tolerance;
use crate::diag::Location;
use crate::exec::memory::Memory;

/// The result of one reference run.
#[derive(Clone, Debug)]
pub struct RefOutcome {
    /// Memory after the run (up to the fault, if there was one).
    pub memory: Memory,
    /// The function's return value; `None` for `void` (or a run that faulted).
    pub returned: Option<Returned>,
    /// Undefined behaviour (`ub: true`) and facts verification needs (`ub: false`).
    pub findings: Vec<RefFinding>,
    /// An access outside memory: the run stopped there.
    pub fault: Option<RefFault>,
    /// Bytes whose final value the input does not define (undef/poison
    /// stored, undefined message results); comparisons skip them. Sorted,
    /// coalesced.
    pub undefined: Vec<MemRange>,
    /// The run stopped at the launch's budget (this many lane-instructions,
    /// `crate::input::ops::lane_cost`) without reaching a `ret`.
    pub out_of_budget: Option<u64>,
    /// The run stopped at a limit of the reference's own (private memory
    /// live at once, [`crate::limits::MAX_PRIVATE_BYTES`]): what and where.
    pub exhausted: Option<String>,
    /// Findings beyond the [`crate::limits::MAX_REPORT_FINDINGS`] kept in
    /// `findings`, counted as they were made.
    pub findings_omitted: crate::exec::findings::Omitted,
    /// The run stopped at undefined behaviour that leaves no next
    /// instruction (a branch on poison, `unreachable`; the finding says which).
    pub halted: bool,
    /// Bytes holding approximate results (or values computed from them):
    /// compared within their tolerance, element by element (`approx.rs`).
    pub inexact: Vec<Inexact>,
    /// Lanes of 64-bit integer arithmetic (`add`, `sub`, a 64-bit pointer's
    /// `getelementptr`) whose low dwords carried into, or borrowed from, the
    /// high dword: what a platform without a 64-bit adder must get right
    /// (the fuzzer reports the cases that had any).
    pub carries: u64,
}

/// An approximate element in memory.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Inexact {
    pub space: Space,
    /// The element's first byte; it has `tolerance.ty`'s size.
    pub address: u64,
    pub tolerance: Tolerance,
}

/// A returned value.
#[derive(Clone, Debug, PartialEq)]
pub struct Returned {
    /// The LLVM type as printed (`<8 x i32>`).
    pub ty: String,
    /// Little-endian; vector elements back to back at their store size;
    /// `i1` lanes one byte each (0 or 1).
    pub bytes: Vec<u8>,
    /// Per byte: the input does not define it.
    pub undefined: Vec<bool>,
    /// An approximate value (or one computed from one): compared within
    /// this tolerance, element by element.
    pub tolerance: Option<Tolerance>,
}

pub use crate::exec::memory::Space;

/// Bytes `[address, address + len)` of a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemRange {
    pub space: Space,
    /// SVM: absolute address; other spaces: byte offset.
    pub address: u64,
    pub len: u64,
}

/// The words of a finding about an access through a poison address: what
/// such an access reads or writes is unknown, so no comparison of the run
/// means anything (`crate::exec::check`).
pub const POISON_ADDRESS: &str = "the address is poison";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefFinding {
    pub location: Option<Location>,
    /// Undefined behaviour (`true`), or a fact verification must reconcile.
    pub ub: bool,
    pub message: String,
}

impl RefFinding {
    /// Undefined behaviour whose effect the reference cannot bound (an
    /// access through a poison address), unlike a division by zero or
    /// overlapping lanes, whose results it marks undefined and leaves out
    /// of comparisons.
    pub fn voids_the_run(&self) -> bool {
        self.ub && self.message.contains(POISON_ADDRESS)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefFault {
    pub location: Option<Location>,
    pub lane: Option<u32>,
    pub space: Space,
    pub address: u64,
    pub len: u32,
    pub message: String,
    /// The access is a load whose value nothing uses, which the lowering
    /// deletes (`visa_passes::transforms::dead_loads`): the compiled kernel
    /// need not fault, the fault being undefined behaviour.
    pub unused_load: bool,
}
