//! The one safe facade over LLVM's C API (and the C++ shim,
//! `passes/cpp/shim.cpp`, for what the LLVM 14 C API lacks): names,
//! printed forms, operands, callees and uses, constants and their lanes,
//! types and the data layout's sizes, shuffle masks, flags, and the few
//! builders inkwell lacks (calls through the function type, casts,
//! shuffles, inlining); for the engines (`src/exec`: the reference
//! interpreter and the JIT) also instruction readers, the DataLayout,
//! attributes, module edits and a builder over raw handles. The passes,
//! the emitter and the engines call these instead of the C API;
//! `unsafe` outside this file is left in `ir/context.rs` (contexts, and
//! modules read from bitcode, whose ownership moves), `plugin.rs` (the
//! `opt` plugin's entry points), and at the calls of the facade's two
//! `unsafe fn`s ([`delete_if_unused`], [`inline_call`]: each ends a
//! handle's life, which no signature here can check), each with its
//! SAFETY comment.
//!
//! # The lifetime invariant
//! Every `LLVMValueRef` and `LLVMTypeRef` this project holds comes from an
//! inkwell value or type borrowed from a live context (`'ctx`), or from an
//! LLVM query on one; it is used only while that module and context are
//! alive (the passes and the emitter run inside the borrow, the reference
//! interpreter and the JIT keep the module alive for the whole run); the
//! same holds for basic-block handles and a module's [`DataLayout`]. So
//! the raw handles passed here are live and non-null, and these functions
//! are safe to call with them: each one tests a value's class (`LLVMIsA*`)
//! before a query that only applies to that class, and never keeps a
//! borrowed pointer past the call. That is why clippy's
//! `not_unsafe_ptr_arg_deref` is allowed for this module only: the
//! pointers are handles under the invariant, not arbitrary addresses.
//!
//! inkwell's `VectorValue::get_element_as_constant` is never used: it
//! crashes on `<N x i1>` constants and `zeroinitializer` on LLVM 14; lanes
//! are read with [`const_lane`] (`LLVMConstExtractElement`).

mod core;
mod engines;
mod locations;

pub use self::core::*;
pub use engines::*;
pub use locations::{set_locations, LineTables, LocationNodes};
