//! visa-lower: selects, legalizes and emits Intel GPU vISA memory messages
//! from LLVM IR, and executes the result to check it against the input.

pub mod allocator;
pub mod api;
pub mod assembler;
pub mod check;
pub mod confine;
pub mod diag;
pub mod driver;
pub mod emit;
pub mod emu;
pub mod fuzz;
pub mod guarded;
pub mod harness;
pub mod ir;
pub mod ir_ops;
pub mod jit;
pub mod launch;
pub mod limits;
pub mod mapped_text;
pub mod memory;
pub mod output;
pub mod prescan;
pub mod progress;
pub mod ranges;
pub mod reference;
pub mod shrinking;
pub mod report;
pub mod split;
pub mod visa;
pub mod wall;

pub use visa_passes::target::{Platform, PLATFORMS};
