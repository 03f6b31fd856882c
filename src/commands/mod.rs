//! What the command line does, as a library: one file per command
//! (`compile`, `run`, `test`, `validate`, `demo`) and the memory-operation report.

pub mod compile;
pub mod demo;
pub mod memory_ops;
pub mod run;
pub mod test;
pub mod validate;
