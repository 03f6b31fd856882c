//! The process's guards, below everything else (nothing here imports the
//! rest of the crate's phases).

pub mod allocator;
pub mod confine;
pub mod guarded;
pub mod output;
pub mod progress;
pub mod wall;
