//! What the command line does, as a library, over the pipeline
//! (`crate::pipeline`): `test` (a folder of kernels), `validate`, `demo`
//! and the memory-operation report.

pub mod demo;
pub mod memory_ops;
pub mod test;
pub mod validate;
