//! Access to LLVM IR: the context, LLVM C API helpers, source positions,
//! recognition of the memory intrinsics and their operands.

pub mod context;
pub mod intrinsics;
pub mod llvm;
pub mod lsc;
pub mod lsc_build;
pub mod lsc_checked;
pub mod msg;
pub mod region;
pub mod srcloc;
