//! What the command line does, as a library, over the pipeline
//! (`crate::pipeline`): one file per command, its arguments (clap) and its
//! body; `cli` is what they share as a process (failures, inputs, the wall,
//! the `--json` and `--color` flags).

pub mod cli;
pub mod compile;
pub mod decode;
pub mod demo;
pub mod fuzz;
pub mod help;
pub mod run;
pub mod test;
pub mod validate;
