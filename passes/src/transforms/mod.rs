//! The LLVM IR -> LLVM IR passes, in pipeline order: [`inline`] and
//! [`promote`] prepare ([`private_memops`] first makes `llvm.memset`/`memcpy`/`memmove` on
//! private memory loads and stores), [`dead_loads`] deletes unused loads, [`gep_offsets`] rebases
//! vector addresses that differ by a constant on one another, [`select`] picks a message for each memory
//! operation, [`legalize`] fits it to the platform ([`memdep`] orders
//! memory) and ends with [`legacy_to_lsc`] (legacy messages to LSC where the
//! platform has no legacy data port); [`pipeline`] runs them.

pub mod dead_loads;
pub mod gep_offsets;
pub mod inline;
pub mod legacy_to_lsc;
pub mod legalize;
pub mod lsc_offsets;
pub mod memdep;
pub mod pipeline;
pub mod private_frame;
pub mod private_memops;
pub mod private_vector;
pub mod promote;
pub mod select;
pub mod svm_channels;
