//! The LLVM IR -> LLVM IR side of visa-lower: the platform legality table,
//! recognition of the memory intrinsics, and (later) the `select` and
//! `legalize` passes with their `opt` plugin.

pub mod atomic;
pub mod context;
pub mod intrinsics;
pub mod llvm_ext;
pub mod msg;
pub mod pipeline;
pub mod srcloc;
pub mod target;
