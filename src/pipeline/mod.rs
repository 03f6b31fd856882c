//! The pipeline as a library, below the commands and the fuzzer that both
//! drive it: compile a module to vISA kernels ([`compile`]: read, the
//! passes, emit, print), and run a kernel or the input IR on the engines
//! and compare them ([`mod@run`]).

pub mod compile;
pub mod run;
