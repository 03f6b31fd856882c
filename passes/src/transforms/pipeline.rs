//! The pass manager: an ordered pipeline of module passes with LLVM's
//! conveniences (`--verify-each`, `--print-after[-all]`, `--stats`,
//! `--time-passes`).

use crate::diag_kind::DiagnosticKind;
use crate::isa::target::Platform;
use indexmap::IndexMap;
use inkwell::module::Module;
use std::time::{Duration, Instant};

/// What every pass may read: the target, the execution mode and the
/// message family `select` chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassOptions {
    pub platform: Platform,
    /// SIMT mode: messages honour the dispatch mask (no `_NM`).
    pub simt: bool,
    /// The messages `select` makes of ordinary memory IR (`--messages`).
    pub messages: Messages,
}

impl PassOptions {
    /// `platform`'s default messages ([`Messages::default_for`]).
    pub fn new(platform: Platform, simt: bool) -> PassOptions {
        PassOptions { platform, simt, messages: Messages::default_for(platform) }
    }
}

pub use crate::isa::access::Messages;

/// A pass's error: where (function and instruction index, resolved to
/// `file:line:col` by the caller) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassError {
    pub pass: &'static str,
    pub function: String,
    /// Index of the instruction in its function (block order), if any.
    pub instruction: Option<usize>,
    pub message: String,
    /// Whether the pass refuses the input by design, finds it wrong, or broke.
    pub kind: DiagnosticKind,
}

impl PassError {
    /// The first of the refusals of `pass` (for a caller that takes one
    /// error; [`ModulePass::run_all`] gives them all).
    pub fn first_of(pass: &'static str, refused: Vec<PassError>) -> PassError {
        refused.into_iter().next().unwrap_or_else(|| PassError {
            pass,
            function: String::new(),
            instruction: None,
            message: "failed without saying why".to_string(),
            kind: DiagnosticKind::Internal,
        })
    }
}

/// Counters a pass reports (`--stats`), in the order first incremented.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub counters: IndexMap<(&'static str, String), u64>,
}

impl Stats {
    pub fn add(&mut self, pass: &'static str, counter: impl Into<String>, n: u64) {
        *self.counters.entry((pass, counter.into())).or_insert(0) += n;
    }

    pub fn get(&self, pass: &'static str, counter: &str) -> u64 {
        self.counters.get(&(pass, counter.to_string())).copied().unwrap_or(0)
    }
}

/// An LLVM IR -> LLVM IR pass over a whole module.
pub trait ModulePass {
    /// The name `--passes=` and `--print-after=` use.
    fn name(&self) -> &'static str;
    fn run(&self, module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), PassError>;

    /// [`ModulePass::run`] with every error the pass finds, in module
    /// order: a pass that judges each operation on its own (`promote`,
    /// `svm-channels`) reports them all; by default, the one `run` returns.
    fn run_all(&self, module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), Vec<PassError>> {
        self.run(module, options, stats).map_err(|e| vec![e])
    }
}

/// Which passes to print the module after.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PrintAfter {
    #[default]
    None,
    All,
    Passes(Vec<String>),
}

#[derive(Clone, Debug, Default)]
pub struct PipelineOptions {
    pub verify_each: bool,
    pub print_after: PrintAfter,
}

/// What a pipeline run produced besides the rewritten module.
#[derive(Clone, Debug, Default)]
pub struct PipelineReport {
    pub stats: Stats,
    /// `(pass, module text)` for each `--print-after` point, in order.
    pub printed: Vec<(&'static str, String)>,
    /// Wall time of each pass, in order.
    pub times: Vec<(&'static str, Duration)>,
}

/// Marks every defined function of `module` as a SIMT kernel
/// (`"visa-simt"="true"`): `emit` then keeps the dispatch mask.
pub fn mark_simt(module: &Module<'_>) {
    let attribute = module.get_context().create_string_attribute("visa-simt", "true");
    for f in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        f.add_attribute(inkwell::attributes::AttributeLoc::Function, attribute);
    }
}

/// Runs `passes` in order over `module`. With `verify_each`, LLVM's verifier
/// runs after every pass and a failure names the pass. The error is the
/// first of [`run_pipeline_all`]'s.
pub fn run_pipeline(
    module: &Module<'_>,
    passes: &[&dyn ModulePass],
    options: &PassOptions,
    pipeline: &PipelineOptions,
) -> Result<PipelineReport, PassError> {
    run_pipeline_all(module, passes, options, pipeline).map_err(|all| PassError::first_of("pipeline", all))
}

/// [`run_pipeline`], with every error of the pass that stops it
/// ([`ModulePass::run_all`]), in module order.
pub fn run_pipeline_all(
    module: &Module<'_>,
    passes: &[&dyn ModulePass],
    options: &PassOptions,
    pipeline: &PipelineOptions,
) -> Result<PipelineReport, Vec<PassError>> {
    let mut report = PipelineReport::default();
    for pass in passes {
        let start = Instant::now();
        pass.run_all(module, options, &mut report.stats)?;
        report.times.push((pass.name(), start.elapsed()));
        if pipeline.verify_each {
            if let Err(e) = module.verify() {
                let first = e.to_string().lines().next().unwrap_or("invalid module").trim().to_string();
                return Err(vec![PassError {
                    pass: pass.name(),
                    function: String::new(),
                    instruction: None,
                    message: format!("the module is not valid LLVM IR after `{}`: {first}", pass.name()),
                    kind: DiagnosticKind::Internal,
                }]);
            }
        }
        let print = match &pipeline.print_after {
            PrintAfter::None => false,
            PrintAfter::All => true,
            PrintAfter::Passes(names) => names.iter().any(|n| n == pass.name()),
        };
        if print {
            report.printed.push((pass.name(), module.print_to_string().to_string()));
        }
    }
    Ok(report)
}
