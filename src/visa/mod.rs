//! The vISA program model and its text and binary forms.
//!
//! * [`types`]: instruction fields (`ExecSize`, `EmaskOffset`, `ChannelMask`, ...)
//! * [`alu`]: the ALU instructions' shapes, one table
//! * [`program`]: kernels, declarations, operands and instructions
//! * [`print`] / [`parse`]: the `.visaasm` text form (round-trips)
//! * [`binary`]: the binary encoding of every instruction (round-trips)
//! * [`verify`]: the rules of the spec pages, per platform

pub mod alu;
pub mod binary;
pub mod parse;
pub mod print;
pub mod program;
pub mod types;
pub mod verify;

pub use program::*;
pub use types::*;
