//! The vISA program model and its text and binary forms.
//!
//! * [`types`]: instruction fields (`ExecSize`, `EmaskOffset`, `ChannelMask`, ...)
//! * [`alu`]: the ALU instructions (shape, modifiers, operand types), one table
//! * [`operand`]: the variables instructions name (ids, declarations) and
//!   the operand forms
//! * [`program`]: kernels and instructions
//! * [`message`]: a message instruction as the values of its row's Format
//!   fields, which the text and binary forms and the verifier loop over
//! * [`text`]: the `.visaasm` text form (`print` and `parse`, round-trips)
//! * [`names`]: legal identifiers and the naming scheme for LLVM names
//! * [`binary`]: the binary encoding of every instruction (round-trips), and
//!   the object file (`.isa`, `binary::isa_file`)
//! * [`verify`]: the rules of the spec pages, per platform
//! * [`assembler`]: Intel's vISA assemblers (`GenX_IR`) as judges of programs

pub mod alu;
pub mod assembler;
pub mod binary;
pub mod message;
pub mod names;
pub mod operand;
pub mod program;
pub mod text;
pub mod types;
pub mod verify;

pub use message::{FieldValue, MessageFields};
pub use program::*;
pub use types::*;
