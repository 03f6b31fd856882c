//! visa-lower: selects, legalizes and emits Intel GPU vISA memory messages
//! from LLVM IR, and executes the result to check it against the input.
//!
//! The folders follow the pipeline: [`input`] reads LLVM IR, [`emit`]
//! lowers the selected and legalized module (the passes are the
//! `visa-passes` crate) to a [`visa`] program, which [`exec`] runs on the
//! emulator against the reference interpreter and LLVM's JIT. [`commands`]
//! is what the command line does with them, [`fuzz`] tests them at scale,
//! and [`sys`] guards the process (the wall around LLVM, output, memory).

pub mod api;
pub mod commands;
pub mod diag;
pub mod emit;
pub mod exec;
pub mod fuzz;
pub mod input;
pub mod limits;
pub mod sys;
pub mod visa;

pub use visa_passes::isa::target::{Platform, PLATFORMS};
