//! Running kernels and checking them: the vISA emulator ([`emu`]), the
//! reference interpreter of the input IR ([`reference`](mod@reference)) and LLVM's JIT
//! ([`jit`]), the launch spec they share ([`launch`]), their memory
//! ([`memory`], [`ranges`]) and findings ([`findings`]), the comparison of their runs ([`check`]) and
//! the report of a run ([`mod@report`]).

pub mod check;
pub mod dispatch_mask;
pub mod emu;
pub mod findings;
pub mod jit;
pub mod launch;
pub mod memory;
pub mod ranges;
pub mod reference;
pub mod report;
pub mod report_text;
pub mod typed_memory;
