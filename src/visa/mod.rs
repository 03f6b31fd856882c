//! The vISA program model and its text and binary forms.
//!
//! * [`types`]: instruction fields (`ExecSize`, `EmaskOffset`, `ChannelMask`, ...)
//! * [`alu`]: the ALU instructions (shape, modifiers, operand types), one table
//! * [`program`]: kernels, declarations, operands and instructions
//! * [`mod@print`] / [`parse`]: the `.visaasm` text form (round-trips)
//! * [`names`]: legal identifiers and the naming scheme for LLVM names
//! * [`binary`]: the binary encoding of every instruction (round-trips)
//! * [`isa_file`]: the object file (`.isa`): header, kernel tables, instructions
//! * [`verify`]: the rules of the spec pages, per platform

pub mod alu;
pub mod binary;
pub mod isa_file;
pub mod names;
pub mod parse;
pub mod print;
pub mod program;
pub mod types;
pub mod verify;

pub use program::*;
pub use types::*;
