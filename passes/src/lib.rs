//! The LLVM IR -> LLVM IR side of visa-lower: the platform legality table,
//! recognition of the memory intrinsics, the `select` and `legalize` passes,
//! and their `opt` plugin (`plugin.rs`; this crate's cdylib is the plugin).

pub mod access;
pub mod atomic;
pub mod context;
pub mod diag;
pub mod elem;
pub mod fxhash;
pub mod inline;
pub mod intrinsics;
pub mod legalize;
pub mod limits;
pub mod llvm_ext;
pub mod llvm_text;
pub mod memdep;
pub mod messages;
pub mod msg;
pub mod pipeline;
pub mod plugin;
pub mod promote;
pub mod region;
pub mod select;
pub mod srcloc;
pub mod target;

/// The passes of the default pipeline, in order.
pub const DEFAULT_PIPELINE: [&str; 2] = ["select", "legalize"];

/// A pass by the name `--passes=` uses.
pub fn pass_by_name(name: &str) -> Option<Box<dyn pipeline::ModulePass>> {
    match name {
        "select" => Some(Box::new(select::Select)),
        "legalize" => Some(Box::new(legalize::Legalize)),
        _ => None,
    }
}
