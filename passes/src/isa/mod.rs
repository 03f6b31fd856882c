//! The platform and message tables: what each platform has, each message's
//! legality, access shapes and element types. No LLVM here.

pub mod access;
pub mod atomic;
pub mod block2d;
pub mod elem;
pub mod limits;
pub mod lsc;
pub mod message_model;
pub mod messages;
pub mod target;
