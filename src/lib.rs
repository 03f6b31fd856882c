//! visa-lower: selects, legalizes and emits Intel GPU vISA memory messages
//! from LLVM IR, and executes the result to check it against the input.
//!
//! The folders follow the pipeline: [`input`] reads LLVM IR, [`emit`]
//! lowers the selected and legalized module (the passes are the
//! `visa-passes` crate) to a [`visa`] program, which [`exec`] runs on the
//! emulator against the reference interpreter and LLVM's JIT. [`pipeline`]
//! drives them (compile a module, run and compare the engines),
//! [`commands`] is what the command line does with it, [`fuzz`] tests it at scale,
//! and [`sys`] guards the process (the wall around LLVM, output, memory).

pub mod api;
pub mod commands;
pub mod diag;
pub mod emit;
pub mod exec;
pub mod fuzz;
pub mod input;
pub mod limits;
pub mod pipeline;
pub mod sys;
pub mod visa;

pub use visa_passes::isa::target::{Platform, PLATFORMS};

/// What `visa-lower --version` prints after the name: the tool's version,
/// the git revision it was built from (when built in a checkout), and the
/// LLVM it is built against (`0.1.0 (git 136e971abcde), LLVM 14.0.6`).
pub fn version_text() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        let revision = match env!("VISA_LOWER_GIT_REVISION") {
            "" => String::new(),
            rev => format!(" (git {rev})"),
        };
        format!("{}{revision}, LLVM {}", env!("CARGO_PKG_VERSION"), visa_passes::ir::llvm::LLVM_VERSION)
    })
}
