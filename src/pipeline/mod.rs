//! The pipeline as a library, below the commands and the fuzzer that both
//! drive it: compile a module to vISA kernels ([`compile`]: read, the
//! passes, emit, print), and run a kernel or the input IR on the engines
//! and compare them ([`mod@run`]); the report of a module's memory
//! operations ([`memory_ops`]).

pub mod compile;
pub mod memory_ops;
pub mod run;
mod select_then_emit;
