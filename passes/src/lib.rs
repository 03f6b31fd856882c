//! The LLVM IR -> LLVM IR side of visa-lower: the platform legality table,
//! recognition of the memory intrinsics, the `select` and `legalize` passes,
//! and their `opt` plugin (`plugin.rs`; this crate's cdylib is the plugin).

pub mod diag;
pub mod diag_kind;
pub mod fxhash;
pub mod ir;
pub mod isa;
pub mod plugin;
pub mod transforms;

/// The passes of the default pipeline, in order.
pub const DEFAULT_PIPELINE: [&str; 4] = ["dead-loads", "gep-offsets", "select", "legalize"];

/// Every pass `--passes=` names, in the order they run: `promote` and
/// `svm-channels` run before the default pipeline when `--passes` is not
/// given (with every refusal reported, not only the first).
pub const PASSES: [&str; 6] = ["promote", "svm-channels", "dead-loads", "gep-offsets", "select", "legalize"];

/// Where the counters of `pass` stand among the pipeline's in `--stats`:
/// its place in [`PASSES`]; `legacy_to_lsc`, which counts under its own
/// name, is a step of `legalize` and stands with it (after `legalize`'s
/// own counters, before its `lsc_offsets` step's, as it runs).
pub fn stats_rank(pass: &str) -> Option<usize> {
    let pass = if pass == transforms::legacy_to_lsc::PASS { "legalize" } else { pass };
    PASSES.iter().position(|p| *p == pass)
}

/// A pass by the name `--passes=` uses.
pub fn pass_by_name(name: &str) -> Option<Box<dyn transforms::pipeline::ModulePass>> {
    match name {
        "dead-loads" => Some(Box::new(transforms::dead_loads::DeadLoads)),
        "gep-offsets" => Some(Box::new(transforms::gep_offsets::GepOffsets)),
        "select" => Some(Box::new(transforms::select::Select)),
        "legalize" => Some(Box::new(transforms::legalize::Legalize)),
        "promote" => Some(Box::new(transforms::promote::Promote)),
        "svm-channels" => Some(Box::new(transforms::svm_channels::SvmChannels)),
        _ => None,
    }
}
