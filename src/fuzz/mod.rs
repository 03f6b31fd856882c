//! `visa-lower fuzz`: differential testing at scale (docs/fuzz.md).
//!
//! Each case is a random kernel ([`gen`]) or one of the exhaustive small
//! cases ([`mod@exhaustive`]). It is rendered to `.ll` + launch spec, parsed in
//! this process, run by the reference interpreter, compiled (select,
//! legalize with `--verify-each`, emit), run on the emulator and compared
//! byte for byte; kernels within the JIT's reach also run on LLVM's JIT,
//! which checks the reference. A sample of the kernels is also assembled by
//! Intel's vISA assemblers (both `GenX_IR`s, `crate::visa::assembler`, when they
//! are here: every [`FuzzOptions::assembler_every`]-th case, in batches:
//! `batch.rs`), and a rejection by either is a failure.
//! A failing case is reduced ([`reduce`]) and written out as `NAME.ll` +
//! `NAME.toml` that `visa-lower run NAME.ll --launch NAME.toml --verify`
//! reproduces (an assembler rejection: `visa-lower compile NAME.ll`, then the
//! assembler).

pub mod arith;
mod batch;
pub mod exhaustive;
pub mod gen;
pub mod reduce;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::exec::launch::Launch;
#[cfg(feature = "sabotage")]
use crate::pipeline::run::Sabotage;
use crate::pipeline::{compile::CompileOptions, compile::EmitKind};
use crate::Platform;
use gen::{Case, KERNEL};
use visa_passes::isa::access::Messages;

/// What a fuzz run does.
#[derive(Clone, Debug)]
pub struct FuzzOptions {
    pub cases: u64,
    pub seed: u64,
    /// Worker threads (default: every core).
    pub jobs: Option<usize>,
    /// Where reproducers go (`None`: not written).
    pub out: Option<PathBuf>,
    /// Platforms to draw from (default: [`default_platforms`]).
    pub platforms: Vec<Platform>,
    /// `Some(b)`: only SIMT (`true`) or only `_NM` (`false`) kernels.
    pub simt: Option<bool>,
    /// Run LLVM's JIT on the kernels within its reach.
    pub jit: bool,
    /// Reduce failing cases before writing them.
    pub reduce: bool,
    /// Progress on stderr (a bar on a terminal, else a line per tenth).
    pub progress: bool,
    /// A deliberate lowering bug (tests of the harness only).
    #[cfg(feature = "sabotage")]
    pub sabotage: Option<Sabotage>,
    /// Intel's assemblers (`crate::visa::assembler::find_all`) that judge a
    /// sample of the kernels (none: the sample is not assembled).
    pub assemblers: Vec<crate::visa::assembler::Assembler>,
    /// The judges that were not found (`crate::visa::assembler::Judge`), for the summary.
    pub assemblers_missing: Vec<crate::visa::assembler::Judge>,
    /// Assemble cases whose index is a multiple of this (1: every case).
    pub assembler_every: u64,
    /// The percentage of random cases drawn with control flow
    /// ([`gen::GenOptions::control_flow_share`]).
    pub control_flow_share: u8,
}

pub use gen::default_platforms;

impl Default for FuzzOptions {
    fn default() -> FuzzOptions {
        FuzzOptions {
            cases: 1000,
            seed: 1,
            jobs: None,
            out: None,
            platforms: default_platforms(),
            simt: None,
            jit: true,
            reduce: true,
            progress: false,
            #[cfg(feature = "sabotage")]
            sabotage: None,
            assemblers: Vec::new(),
            assemblers_missing: Vec::new(),
            assembler_every: 10,
            control_flow_share: gen::CONTROL_FLOW_SHARE,
        }
    }
}

impl FuzzOptions {
    /// The checks of case `index`: the assembler on the sample.
    fn checks(&self, index: u64) -> Checks<'_> {
        let sampled = self.assembler_every > 0 && index.is_multiple_of(self.assembler_every);
        Checks { assemblers: self.all_checks().assemblers.filter(|_| sampled), ..self.all_checks() }
    }

    /// Every check asked for (a reduction keeps checking what failed).
    fn all_checks(&self) -> Checks<'_> {
        Checks {
            jit: self.jit,
            assemblers: (!self.assemblers.is_empty()).then_some(self.assemblers.as_slice()),
            #[cfg(feature = "sabotage")]
            sabotage: self.sabotage,
        }
    }
}

/// Why a case failed: each one is a bug in the lowering, the reference,
/// the emulator or the generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The emulator's run differs from the reference's (bytes, faults).
    Mismatch(String),
    /// A diagnostic for a kernel inside the input contract.
    UnexpectedError(String),
    /// The kernel compiled though the platform cannot run it.
    MissingRefusal(String),
    /// The reference and LLVM's JIT disagree.
    JitDisagrees(String),
    /// A panic anywhere in the pipeline.
    Panic(String),
    /// Intel's assembler rejected the emitted kernel (its messages).
    AssemblerRejects(String),
    /// The generated module or launch spec did not load (a generator bug).
    Harness(String),
}

impl Failure {
    /// A stable name of the kind of failure (the reducer keeps it fixed).
    pub fn class(&self) -> &'static str {
        match self {
            Failure::Mismatch(_) => "mismatch",
            Failure::UnexpectedError(_) => "unexpected error",
            Failure::MissingRefusal(_) => "missing refusal",
            Failure::JitDisagrees(_) => "reference/JIT disagreement",
            Failure::Panic(_) => "panic",
            Failure::AssemblerRejects(_) => "assembler rejection",
            Failure::Harness(_) => "harness error",
        }
    }

    pub fn detail(&self) -> &str {
        match self {
            Failure::Mismatch(s)
            | Failure::UnexpectedError(s)
            | Failure::MissingRefusal(s)
            | Failure::JitDisagrees(s)
            | Failure::Panic(s)
            | Failure::AssemblerRejects(s)
            | Failure::Harness(s) => s,
        }
    }
}

/// How a case ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The emulator matched the reference.
    Verified,
    /// The lowering refused the kernel, as the generator predicted (why).
    Refused(String),
    /// A loop the generator made endless: the reference and the emulator
    /// (and the JIT, where it runs) all ran out of their budgets, so there
    /// is no result to compare.
    OutOfBudget,
    /// The reference faulted in a load whose value is unused and the
    /// emulator did not: undefined behaviour that `dead-loads` deleted, so
    /// there is no result to compare (docs/lowering.md, "Unused loads").
    UnusedLoadFault,
    Failed(Failure),
}

/// What the JIT did with a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JitUse {
    NotRun,
    Agreed,
    /// Out of its reach after all (a diagnostic).
    Refused,
}

/// One case's result and what the summary counts.
#[derive(Clone, Debug)]
pub struct CaseReport {
    pub outcome: Outcome,
    /// Undefined behaviour reported, by kind (emulator ids, `reference`;
    /// `unlisted` for the emulator's past the 1000 a run keeps).
    pub ub: BTreeMap<String, u64>,
    /// Faults: `both <mnemonic>`, `emulator only <mnemonic>`, `reference only`.
    pub faults: Vec<String>,
    pub jit: JitUse,
    /// The passes' counters (merges, splits, ...).
    pub counters: Vec<(String, u64)>,
    /// Intel's assembler judged the kernel (and accepted it, unless the
    /// outcome says otherwise).
    pub assembled: bool,
    /// The reference's lanes of 64-bit arithmetic whose low dwords carried
    /// or borrowed ([`crate::exec::reference::RefOutcome::carries`]).
    pub carries: u64,
}

impl CaseReport {
    fn new(outcome: Outcome) -> CaseReport {
        CaseReport {
            outcome,
            ub: BTreeMap::new(),
            faults: Vec::new(),
            jit: JitUse::NotRun,
            counters: Vec::new(),
            assembled: false,
            carries: 0,
        }
    }

    pub fn failure(&self) -> Option<&Failure> {
        match &self.outcome {
            Outcome::Failed(f) => Some(f),
            _ => None,
        }
    }
}

/// What a case is checked by besides the reference and the emulator.
#[derive(Clone, Copy, Debug, Default)]
pub struct Checks<'a> {
    /// LLVM's JIT, where the kernel is within its reach.
    pub jit: bool,
    /// Intel's assemblers, on the kernel's text.
    pub assemblers: Option<&'a [crate::visa::assembler::Assembler]>,
    /// A deliberate lowering bug (tests of the harness only).
    #[cfg(feature = "sabotage")]
    pub sabotage: Option<Sabotage>,
}

/// Runs one case: reference, lowering, emulator, comparison (and the JIT
/// and the assembler where asked and they apply). Never panics: a panic
/// becomes [`Failure::Panic`].
pub fn run_case(case: &Case, checks: Checks<'_>) -> CaseReport {
    match run_case_but_assembler(case, checks) {
        (report, None) => report,
        (report, Some(Assembly { assemblers, kernel, if_rejected })) => {
            let rejection =
                crate::visa::assembler::rejections(assemblers, case.platform, std::slice::from_ref(&kernel));
            judged(report, if_rejected, rejection.into_iter().flatten().next())
        }
    }
}

/// A kernel for Intel's assembler to judge, and the case's report should
/// it reject the kernel: what the case had found before the emulator ran.
struct Assembly<'a> {
    assemblers: &'a [crate::visa::assembler::Assembler],
    kernel: crate::visa::Kernel,
    if_rejected: CaseReport,
}

/// The case's report, given `rejection`: the assembler's messages if it
/// rejected the case's kernel ([`Assembly`]).
fn judged(report: CaseReport, if_rejected: CaseReport, rejection: Option<String>) -> CaseReport {
    match rejection {
        Some(said) => CaseReport { outcome: Outcome::Failed(Failure::AssemblerRejects(said)), ..if_rejected },
        None => CaseReport { assembled: true, ..report },
    }
}

/// [`run_case`] but for the assembler: the kernel is handed back for it,
/// when the checks ask for it and it can be written as text. A panic after
/// the kernel was handed back leaves it there: a rejection is still found.
fn run_case_but_assembler<'a>(case: &Case, checks: Checks<'a>) -> (CaseReport, Option<Assembly<'a>>) {
    let mut assembly = None;
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_case_inner(case, checks, &mut assembly)));
    let report = result.unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic".to_string());
        CaseReport::new(Outcome::Failed(Failure::Panic(message)))
    });
    (report, assembly)
}

fn diagnostics_text(diagnostics: &[crate::diag::Diagnostic]) -> String {
    diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")
}

fn run_case_inner<'a>(case: &Case, checks: Checks<'a>, assembly: &mut Option<Assembly<'a>>) -> CaseReport {
    let Checks { jit, assemblers, .. } = checks;
    let rendered = case.render();
    let file = format!("{}.ll", case.name);
    let fail = |f: Failure| CaseReport::new(Outcome::Failed(f));
    let launch = match Launch::parse(&format!("{}.toml", case.name), &rendered.toml) {
        Ok(l) => l,
        Err(d) => return fail(Failure::Harness(format!("the launch spec does not load: {d}"))),
    };
    let memory = match launch.build_memory() {
        Ok(m) => m,
        Err(d) => return fail(Failure::Harness(format!("the launch memory does not build: {d}"))),
    };
    let context = crate::input::ir::context_for(rendered.ll.as_bytes());
    let loaded = match crate::input::ir::load_module(&context, &file, rendered.ll.as_bytes()) {
        Ok(l) => l,
        Err(d) => return fail(Failure::Harness(format!("the module does not load: {d}"))),
    };
    // The reference runs on the input before the passes rewrite it (in
    // SIMT mode with a partial dispatch mask, on the masked twin).
    let reference = match case.render_reference_ll() {
        None => crate::exec::reference::run_reference(&loaded, KERNEL, &launch, memory.clone()),
        Some(twin) => {
            let context = crate::input::ir::context_for(twin.as_bytes());
            let result = match crate::input::ir::load_module(&context, &file, twin.as_bytes()) {
                Ok(l) => crate::exec::reference::run_reference(&l, KERNEL, &launch, memory.clone()),
                Err(d) => return fail(Failure::Harness(format!("the reference's module does not load: {d}"))),
            };
            result
        }
    };
    let reference = match reference {
        Ok(r) => r,
        Err(d) => return fail(Failure::UnexpectedError(format!("the reference refuses the kernel: {d}"))),
    };
    let mut report = CaseReport::new(Outcome::Verified);
    let reference_ub = reference.findings.iter().filter(|f| f.ub).count() as u64 + reference.findings_omitted.ub;
    if reference_ub > 0 {
        *report.ub.entry("reference".to_string()).or_insert(0) += reference_ub;
    }
    report.carries = reference.carries;

    let options = CompileOptions {
        platform: case.platform,
        simt: case.simt,
        passes: None,
        messages: Some(case.messages),
        verify_each: true,
        print_after: visa_passes::transforms::pipeline::PrintAfter::None,
        emit: EmitKind::Nothing,
        keep_kernels: false,
        locations: false,
    };
    crate::emit::tag_block_sizes(&loaded.module);
    let compiled = crate::pipeline::compile::compile(&loaded, &options).and_then(|out| {
        let func = loaded
            .module
            .get_function(KERNEL)
            .ok_or_else(|| vec![crate::diag::Diagnostic::new("no kernel function")])?;
        crate::emit::translate(&loaded, func, case.platform, crate::emit::Dispatch::from_flag(case.simt))
            .map(|k| (out, k))
            .map_err(|d| vec![d])
    });
    let expected = case.expected_refusal();
    let crate::emit::Emitted { kernel, surfaces, ir_blocks, .. } = match (compiled, expected) {
        (Err(diagnostics), Some(reason)) if diagnostics.iter().all(|d| d.is_refusal()) => {
            report.outcome = Outcome::Refused(reason);
            return report;
        }
        (Err(diagnostics), expected) => {
            let why = expected.map_or(String::new(), |r| format!(" (a refusal was expected: {r})"));
            report.outcome =
                Outcome::Failed(Failure::UnexpectedError(format!("{}{why}", diagnostics_text(&diagnostics))));
            return report;
        }
        (Ok(_), Some(reason)) => {
            report.outcome = Outcome::Failed(Failure::MissingRefusal(format!("compiled, but expected: {reason}")));
            return report;
        }
        (Ok((out, kernel)), None) => {
            report.counters = out
                .report
                .stats
                .counters
                .iter()
                .map(|((pass, counter), n)| (format!("{pass}: {counter}"), *n))
                .collect();
            kernel
        }
    };
    #[cfg(feature = "sabotage")]
    let kernel = {
        let mut kernel = kernel;
        if let Some(s) = checks.sabotage {
            s.apply(&mut kernel);
        }
        kernel
    };
    // A kernel `compile` would not write as text (a PREDEC) is not assembled.
    if let Some(assemblers) = assemblers.filter(|_| !crate::pipeline::compile::has_unspellable(&kernel)) {
        *assembly = Some(Assembly { assemblers, kernel: kernel.clone(), if_rejected: report.clone() });
    }
    let (outcome, _, verdict) = match crate::pipeline::run::emulate_and_compare(
        &kernel,
        &surfaces,
        &ir_blocks,
        case.platform,
        &launch,
        memory.clone(),
        &reference,
    ) {
        Ok(r) => r,
        Err(d) => {
            report.outcome = Outcome::Failed(Failure::UnexpectedError(diagnostics_text(&d)));
            return report;
        }
    };
    for f in outcome.findings.iter().filter(|f| f.is_ub) {
        *report.ub.entry(f.kind.id().to_string()).or_insert(0) += 1;
    }
    if outcome.findings_omitted.ub > 0 {
        *report.ub.entry("unlisted".to_string()).or_insert(0) += outcome.findings_omitted.ub;
    }
    match (&reference.fault, &outcome.fault) {
        (Some(_), Some(e)) => report.faults.push(format!("both: {}", e.mnemonic)),
        (None, Some(e)) => report.faults.push(format!("emulator only: {}", e.mnemonic)),
        (Some(_), None) => report.faults.push("reference only".to_string()),
        (None, None) => {}
    }
    if reference.fault.as_ref().is_some_and(|f| f.unused_load) && outcome.fault.is_none() {
        report.outcome = Outcome::UnusedLoadFault;
    } else if let Some(why) = &verdict.not_verifiable {
        if !(case.endless() && outcome.out_of_budget) {
            let emulator = if outcome.out_of_budget { "ran out of its budget too" } else { "ran to its end" };
            report.outcome =
                Outcome::Failed(Failure::Mismatch(format!("not verifiable: {why}; the emulator {emulator}")));
            return report;
        }
        report.outcome = Outcome::OutOfBudget;
    } else if !verdict.passed() {
        let mut text = String::new();
        for p in &verdict.problems {
            let _ = writeln!(text, "{p}");
        }
        for m in verdict.mismatches.iter().take(8) {
            let _ = writeln!(text, "{m}");
        }
        let all = verdict.mismatches.len() as u64 + verdict.mismatches_omitted;
        if all > 8 {
            let _ = writeln!(text, "... {all} mismatched bytes in all");
        }
        report.outcome = Outcome::Failed(Failure::Mismatch(text.trim_end().to_string()));
        return report;
    }
    if jit && !case.simt && case.jit_eligible() && reference.fault.is_none() {
        // A kernel of ours that the reference ran without a fault: the light
        // isolation (a fork per run would cost more than the run).
        let (timeout, isolation) = (crate::limits::JIT_TIMEOUT, crate::sys::wall::Isolation::SharedMemory);
        match crate::exec::jit::run_jit_with(&file, rendered.ll.as_bytes(), KERNEL, &launch, memory, timeout, isolation)
        {
            Ok(j) => {
                let differences = crate::exec::check::jit_differences(&reference, &j);
                if differences.is_empty() {
                    report.jit = JitUse::Agreed;
                } else {
                    report.outcome = Outcome::Failed(Failure::JitDisagrees(differences.join("\n")));
                }
            }
            Err(_) => report.jit = JitUse::Refused,
        }
    }
    report
}

/// A failing case after reduction, and where it was written.
#[derive(Clone, Debug)]
pub struct Finding {
    pub original: Case,
    pub reduced: Case,
    pub failure: Failure,
    /// `NAME.ll` written (with its `NAME.toml`), if an output folder was
    /// given; `Err` says why the pair could not be written.
    pub written: Option<Result<PathBuf, String>>,
}

/// The outcome of a run.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub cases: u64,
    pub jobs: usize,
    pub elapsed: Duration,
    pub verified: u64,
    /// Verified cases whose 64-bit arithmetic carried (or borrowed) from
    /// the low dword into the high one, and those lanes in all.
    pub carried: u64,
    pub carry_lanes: u64,
    /// Cases with an endless loop that every engine ran out of budget on.
    pub out_of_budget: u64,
    /// Cases whose only fault was in an unused load, which the lowering deleted.
    pub unused_load_faults: u64,
    /// Cases with control flow, and by construct (`loop`, `guarded loop`,
    /// `if`, `switch`, `call`, `alloca`, `endless loop`).
    pub flow_cases: u64,
    /// Cases compiled with legacy messages on a platform whose default is LSC.
    pub legacy_messages_cases: u64,
    pub flow: BTreeMap<&'static str, u64>,
    /// By reason.
    pub refused: BTreeMap<String, u64>,
    /// By failure class.
    pub failed: BTreeMap<&'static str, u64>,
    /// Cases with undefined behaviour reported, and findings by kind.
    pub ub_cases: u64,
    pub ub_kinds: BTreeMap<String, u64>,
    pub faults: BTreeMap<String, u64>,
    pub jit_agreed: u64,
    pub jit_refused: u64,
    /// Kernels Intel's assembler accepted; `None` when it did not run.
    pub assembled: Option<u64>,
    /// The assembler was turned off (`--assemble-every 0`), not missing.
    pub assembler_off: bool,
    /// The assemblers that judged the sample, and those that were missing.
    pub judges: Vec<crate::visa::assembler::Judge>,
    pub missing: Vec<crate::visa::assembler::Judge>,
    /// Operations generated, by intrinsic family.
    pub ops: BTreeMap<&'static str, u64>,
    /// Arithmetic drawn between operations, by row of `crate::input::ops`.
    pub arith: BTreeMap<&'static str, u64>,
    /// The passes' counters, summed.
    pub counters: BTreeMap<String, u64>,
    pub findings: Vec<Finding>,
}

impl Summary {
    pub fn failures(&self) -> u64 {
        self.failed.values().sum()
    }

    pub fn mismatches(&self) -> u64 {
        self.failed.get("mismatch").copied().unwrap_or(0)
    }

    /// The exit code: 0 clean, 1 any failure, 2 when a failure's
    /// reproducer could not be written (a full disk must not pass unseen).
    pub fn exit_code(&self) -> u8 {
        if self.unwritten() > 0 {
            return 2;
        }
        u8::from(self.failures() > 0)
    }

    /// Failures whose reproducer could not be written.
    pub fn unwritten(&self) -> usize {
        self.findings.iter().filter(|f| matches!(f.written, Some(Err(_)))).count()
    }

    fn add(&mut self, case: &Case, report: &CaseReport) {
        self.cases += 1;
        for op in &case.ops {
            *self.ops.entry(op.kind()).or_insert(0) += 1;
            for source in gen::sources_mut(&mut op.clone()) {
                if let gen::Source::Op { alu: gen::Alu::Form(k, _), .. }
                | gen::Source::Computed { alu: gen::Alu::Form(k, _), .. } = source
                {
                    let row = arith::FORMS.get(*k).map_or("?", |f| f.row);
                    *self.arith.entry(row).or_insert(0) += 1;
                }
            }
        }
        let mut constructs = std::collections::BTreeSet::new();
        for r in &case.flow {
            constructs.insert(match r.kind {
                gen::RegionKind::If { .. } => "if",
                gen::RegionKind::Switch { .. } => "switch",
                gen::RegionKind::Loop { endless: true, .. } => "endless loop",
                gen::RegionKind::Loop { .. } => "loop",
                gen::RegionKind::GuardedLoop { .. } => "guarded loop",
            });
            match r.kind {
                gen::RegionKind::Loop { bound, .. } | gen::RegionKind::GuardedLoop { bound, .. } => match bound {
                    gen::Bound::Call => constructs.insert("call"),
                    gen::Bound::Alloca => constructs.insert("alloca"),
                    gen::Bound::Arg => false,
                },
                _ => false,
            };
        }
        self.flow_cases += u64::from(!case.flow.is_empty());
        self.legacy_messages_cases += u64::from(case.messages != Messages::default_for(case.platform));
        for c in constructs {
            *self.flow.entry(c).or_insert(0) += 1;
        }
        match &report.outcome {
            Outcome::Verified => {
                self.verified += 1;
                self.carried += u64::from(report.carries > 0);
                self.carry_lanes += report.carries;
            }
            Outcome::OutOfBudget => self.out_of_budget += 1,
            Outcome::UnusedLoadFault => self.unused_load_faults += 1,
            Outcome::Refused(reason) => {
                // Group by what was refused, not by platform or alignment value.
                let key = reason.split(" with align").next().unwrap_or(reason).split(" on ").next().unwrap_or(reason);
                *self.refused.entry(key.to_string()).or_insert(0) += 1;
            }
            Outcome::Failed(f) => *self.failed.entry(f.class()).or_insert(0) += 1,
        }
        if !report.ub.is_empty() {
            self.ub_cases += 1;
        }
        for (kind, count) in &report.ub {
            *self.ub_kinds.entry(kind.clone()).or_insert(0) += count;
        }
        for fault in &report.faults {
            *self.faults.entry(fault.clone()).or_insert(0) += 1;
        }
        match report.jit {
            JitUse::Agreed => self.jit_agreed += 1,
            JitUse::Refused => self.jit_refused += 1,
            JitUse::NotRun => {}
        }
        for (counter, n) in &report.counters {
            *self.counters.entry(counter.clone()).or_insert(0) += n;
        }
        if let (Some(n), true) = (&mut self.assembled, report.assembled && report.failure().is_none()) {
            *n += 1;
        }
    }

    /// The text `visa-lower fuzz` prints (docs/fuzz.md).
    pub fn text(&self, title: &str) -> String {
        let mut out = String::new();
        let secs = self.elapsed.as_secs_f64();
        let rate = if secs > 0.0 { self.cases as f64 / secs } else { 0.0 };
        let _ = writeln!(out, "{title}: {} cases on {} jobs in {secs:.1} s ({rate:.0} cases/s)", self.cases, self.jobs);
        let _ = writeln!(out, "  verified:            {}", self.verified);
        let _ = writeln!(out, "    also by the JIT:   {} (refused by it: {})", self.jit_agreed, self.jit_refused);
        let _ = writeln!(
            out,
            "    that carried:      {} (64-bit add/sub/getelementptr lanes whose low dword carried into the high one: {})",
            self.carried, self.carry_lanes
        );
        let flow: BTreeMap<String, u64> = self.flow.iter().map(|(k, v)| (k.to_string(), *v)).collect();
        let _ = writeln!(out, "  control flow:        {} cases{}", self.flow_cases, kinds(&flow));
        let _ = writeln!(
            out,
            "  --messages legacy:   {} cases (on platforms whose default is LSC)",
            self.legacy_messages_cases
        );
        let _ = writeln!(out, "  out of budget:       {} (endless loops; every engine stopped)", self.out_of_budget);
        let _ = writeln!(
            out,
            "  unused-load faults:  {} (the reference faulted in a load whose value is unused; deleted, so nothing to compare)",
            self.unused_load_faults
        );
        let version = |judges: &[crate::visa::assembler::Judge]| {
            judges.iter().map(|j| j.version()).collect::<Vec<_>>().join(" and ")
        };
        let missing = match self.missing.as_slice() {
            [] => String::new(),
            missing => format!(
                "; not judged by {} ({})",
                version(missing),
                missing.iter().map(|j| format!("not found: {}", j.how_to_get())).collect::<Vec<_>>().join("; ")
            ),
        };
        match self.assembled {
            Some(n) => {
                let rejected = self.failed.get("assembler rejection").copied().unwrap_or(0);
                let by = version(&self.judges);
                let _ = writeln!(out, "  assembled (GenX_IR): {n} accepted, {rejected} rejected (by {by}){missing}");
            }
            None if self.assembler_off => {
                let _ = writeln!(out, "  assembled (GenX_IR): not run (--assemble-every 0)");
            }
            None => {
                let _ = writeln!(out, "  assembled (GenX_IR): not run{missing}");
            }
        }
        let refused: u64 = self.refused.values().sum();
        let _ = writeln!(out, "  refused (expected):  {refused}{}", kinds(&self.refused));
        let _ = writeln!(out, "  mismatches:          {}", self.mismatches());
        let other: BTreeMap<String, u64> =
            self.failed.iter().filter(|(k, _)| **k != "mismatch").map(|(k, v)| (k.to_string(), *v)).collect();
        let _ = writeln!(out, "  other failures:      {}{}", other.values().sum::<u64>(), kinds(&other));
        let _ = writeln!(out, "  UB findings:         {} cases{}", self.ub_cases, kinds(&self.ub_kinds));
        let _ = writeln!(out, "  faults:              {}{}", self.faults.values().sum::<u64>(), kinds(&self.faults));
        let ops: BTreeMap<String, u64> = self.ops.iter().map(|(k, v)| (k.to_string(), *v)).collect();
        let _ = writeln!(out, "  operations:          {}{}", ops.values().sum::<u64>(), kinds(&ops));
        let rows = arith::FORMS.iter().map(|f| f.row).collect::<std::collections::BTreeSet<_>>().len();
        let _ = writeln!(
            out,
            "  arithmetic:          {} between operations ({} of the {rows} rows drawn)",
            self.arith.values().sum::<u64>(),
            self.arith.len()
        );
        let interesting = ["gep-offsets: geps_rebased", "select: merged", "legalize: split", "legalize: padded"];
        let counters: BTreeMap<String, u64> = self
            .counters
            .iter()
            .filter(|(k, _)| interesting.iter().any(|p| k.starts_with(p)))
            .map(|(k, v)| (k.clone(), *v))
            .collect();
        if !counters.is_empty() {
            let _ = writeln!(out, "  lowering:           {}", kinds(&counters));
        }
        for f in &self.findings {
            let _ = writeln!(out, "\n{} in case {} ({}):", f.failure.class(), f.original.name, f.original.platform);
            for line in f.failure.detail().lines().take(12) {
                let _ = writeln!(out, "  {line}");
            }
            match &f.written {
                Some(Ok(path)) => {
                    let toml = path.with_extension("toml");
                    let _ = writeln!(
                        out,
                        "  reduced to {} operation(s), {} lane(s); reproduce: visa-lower run {} --launch {} --verify",
                        f.reduced.ops.len(),
                        f.reduced.ops.iter().map(|o| o.width()).sum::<usize>(),
                        path.display(),
                        toml.display()
                    );
                }
                Some(Err(why)) => {
                    let _ = writeln!(out, "  error: its reproducer (.ll and .toml) was not written: {why}");
                }
                None => {}
            }
        }
        if self.unwritten() > 0 {
            let _ = writeln!(
                out,
                "
error: {} reproducer(s) could not be written (exit 2)",
                self.unwritten()
            );
        }
        out
    }
}

/// ` (a 3, b 1)`.
fn kinds(map: &BTreeMap<String, u64>) -> String {
    if map.is_empty() {
        return String::new();
    }
    let items: Vec<String> = map.iter().map(|(k, v)| format!("{k}: {v}")).collect();
    format!(" ({})", items.join(", "))
}

/// Worker threads per core the fuzzer starts at most: cases are CPU-bound,
/// so more gain nothing, and each thread takes a stack and an allocator heap
/// (1,024 of them exhaust a capped address space, where a thread then
/// aborts the process as it starts).
const MAX_JOBS_PER_CORE: usize = 4;

/// The worker threads for `--jobs` (default: one per core), at most
/// `MAX_JOBS_PER_CORE` per core.
pub fn worker_count(asked: Option<usize>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    asked.unwrap_or(cores).clamp(1, cores * MAX_JOBS_PER_CORE)
}

/// Runs `count` cases made by `make(index)` on `jobs` threads; reduces and
/// writes the failures. Results do not depend on `jobs`.
pub fn run_cases<F>(count: u64, make: F, options: &FuzzOptions) -> Summary
where
    F: Fn(u64) -> Case + Sync,
{
    let jobs = worker_count(options.jobs);
    let start = Instant::now();
    let progress = crate::sys::progress::Progress::new("fuzz", "cases", count, options.progress);
    // The assembler's sample goes to it in batches; each case's report waits
    // for its kernel's verdict (with what it becomes on a rejection).
    let batches = batch::Batches::new(&progress);
    // The sample runs first, so that its last batches are judged while the
    // other cases run rather than after them (cases are taken in this
    // order; each case's result does not depend on it).
    let (sample, rest): (Vec<u64>, Vec<u64>) = (0..count).partition(|&i| options.checks(i).assemblers.is_some());
    let sample_left = std::sync::atomic::AtomicUsize::new(sample.len());
    let work = || -> Vec<(Case, CaseReport)> {
        let mut results: Vec<(u64, Case, CaseReport, Option<CaseReport>)> = sample
            .iter()
            .chain(&rest)
            .copied()
            .par_bridge()
            .map(|index| {
                let case = make(index);
                let checks = options.checks(index);
                let sampled = checks.assemblers.is_some();
                let result = match run_case_but_assembler(&case, checks) {
                    (report, None) => {
                        progress.tick(report.failure().is_some());
                        (index, case, report, None)
                    }
                    (report, Some(Assembly { assemblers, kernel, if_rejected })) => {
                        let failed = report.failure().is_some();
                        batches.submit(assemblers, case.platform, index, kernel, failed);
                        (index, case, report, Some(if_rejected))
                    }
                };
                if sampled && sample_left.fetch_sub(1, std::sync::atomic::Ordering::AcqRel) == 1 {
                    batches.flush();
                }
                result
            })
            .collect();
        results.sort_unstable_by_key(|r| r.0);
        let mut rejected = batches.finish();
        results
            .into_iter()
            .map(|(index, case, report, if_rejected)| match if_rejected {
                Some(if_rejected) => {
                    let rejection = rejected.remove(&index);
                    (case, judged(report, if_rejected, rejection))
                }
                None => (case, report),
            })
            .collect()
    };
    let results = match rayon::ThreadPoolBuilder::new().num_threads(jobs).build() {
        Ok(pool) => pool.install(work),
        Err(_) => work(),
    };
    progress.finish();
    let assembled = (!options.assemblers.is_empty()).then_some(0);
    let assembler_off = options.assembler_every == 0;
    let judges = options.assemblers.iter().map(|a| a.judge).collect();
    let missing = options.assemblers_missing.clone();
    let mut summary = Summary { jobs, assembled, assembler_off, judges, missing, ..Summary::default() };
    let mut failing = Vec::new();
    for (case, report) in results {
        summary.add(&case, &report);
        if let Some(f) = report.failure() {
            failing.push((case, f.clone()));
        }
    }
    // Reduce each failure (in parallel: each reduction runs many cases).
    let reduce_one = |(case, failure): (Case, Failure)| -> Finding {
        let reduced = if options.reduce {
            let class = failure.class();
            reduce::reduce(&case, |c| run_case(c, options.all_checks()).failure().is_some_and(|f| f.class() == class))
        } else {
            case.clone()
        };
        // The reduced case's own failure text (what its reproducer shows).
        let failure = run_case(&reduced, options.all_checks()).failure().cloned().unwrap_or(failure);
        let written =
            options.out.as_deref().map(|dir| write_reproducer(dir, &reduced, &failure).map_err(|e| e.to_string()));
        Finding { original: case, reduced, failure, written }
    };
    let findings: Vec<Finding> = match rayon::ThreadPoolBuilder::new().num_threads(jobs).build() {
        Ok(pool) => pool.install(|| failing.into_par_iter().map(reduce_one).collect()),
        Err(_) => failing.into_iter().map(reduce_one).collect(),
    };
    summary.findings = findings;
    summary.elapsed = start.elapsed();
    summary
}

/// `visa-lower fuzz --cases N --seed S`.
pub fn fuzz(options: &FuzzOptions) -> Summary {
    let gen_options = gen::GenOptions {
        platforms: options.platforms.clone(),
        simt: options.simt,
        control_flow_share: options.control_flow_share,
    };
    run_cases(options.cases, |i| gen::random_case(options.seed, i, &gen_options), options)
}

/// `visa-lower fuzz --exhaustive`: every exhaustive case ([`exhaustive::all_cases`])
/// on the chosen platforms, or with `ci_subset` the fixed subset the tests run.
pub fn exhaustive(options: &FuzzOptions, ci_subset: bool) -> Summary {
    let list =
        if ci_subset { exhaustive::ci_cases(&options.platforms) } else { exhaustive::all_cases(&options.platforms) };
    run_cases(list.len() as u64, |i| exhaustive::case(&list[i as usize].0, list[i as usize].1), options)
}

/// Writes `dir/NAME.ll` and `dir/NAME.toml` as a pair: the `.toml` first,
/// then the `.ll`; if either cannot be written, neither is left (a `.ll`
/// without its launch spec reproduces nothing). Returns the `.ll` path.
pub fn write_reproducer(dir: &Path, case: &Case, failure: &Failure) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let rendered = case.render();
    let ll = dir.join(format!("{}.ll", case.name));
    let mut text = String::new();
    let _ = writeln!(text, "; {} (found by visa-lower fuzz):", failure.class());
    for line in failure.detail().lines().take(6) {
        let _ = writeln!(text, ";   {line}");
    }
    text.push_str(&rendered.ll);
    // Written as `compile -o` writes: whole, never through a planted link or FIFO.
    let write = |path: &Path, bytes: &[u8]| {
        crate::sys::output::write_output(&path.to_string_lossy(), bytes).map_err(|e| match e {
            crate::sys::output::WriteError::ClosedPipe => std::io::Error::from(std::io::ErrorKind::BrokenPipe),
            crate::sys::output::WriteError::Failed(d) => std::io::Error::other(d.message),
        })
    };
    let toml = ll.with_extension("toml");
    write(&toml, rendered.toml.as_bytes())?;
    if let Err(e) = write(&ll, text.as_bytes()) {
        let _ = std::fs::remove_file(&toml);
        return Err(e);
    }
    Ok(ll)
}

#[cfg(test)]
mod summary_tests {
    use super::{write_reproducer, Failure, Finding, Summary};

    /// A reproducer is a pair or nothing, and one not written is said and
    /// fails the run with exit 2 (a full disk does not pass unseen).
    #[test]
    fn a_reproducer_is_written_as_a_pair_or_reported_unwritten() {
        let dir = tempfile::tempdir().unwrap();
        let case = super::gen::random_case(1, 0, &super::gen::GenOptions::default());
        let failure = Failure::Mismatch("bytes differ".into());
        let ll = write_reproducer(dir.path(), &case, &failure).expect("written");
        assert!(ll.exists() && ll.with_extension("toml").exists());
        // Where the `.ll` cannot go (a folder stands in its place), no `.toml` is left either.
        let other = tempfile::tempdir().unwrap();
        std::fs::create_dir(other.path().join(format!("{}.ll", case.name))).unwrap();
        let error = write_reproducer(other.path(), &case, &failure).expect_err("the .ll cannot be written");
        assert!(error.to_string().contains("is a directory"), "{error}");
        assert!(!other.path().join(format!("{}.toml", case.name)).exists(), "half a pair was left");

        let finding =
            |written| Finding { original: case.clone(), reduced: case.clone(), failure: failure.clone(), written };
        let mut summary =
            Summary { findings: vec![finding(Some(Err("No space left on device".into())))], ..Summary::default() };
        summary.failed.insert("mismatch", 1);
        assert_eq!(summary.exit_code(), 2);
        let text = summary.text("fuzz");
        assert!(
            text.contains("error: its reproducer (.ll and .toml) was not written: No space left on device"),
            "{text}"
        );
        summary.findings = vec![finding(Some(Ok(ll)))];
        assert_eq!(summary.exit_code(), 1);
        assert!(summary.text("fuzz").contains("reproduce: visa-lower run"));
    }

    /// `--assemble-every 0` is said as such, not as a missing assembler.
    #[test]
    fn an_assembler_turned_off_is_not_reported_missing() {
        let off = Summary { assembler_off: true, ..Summary::default() }.text("fuzz");
        assert!(off.contains("assembled (GenX_IR): not run (--assemble-every 0)"), "{off}");
        use crate::visa::assembler::Judge;
        let missing = Summary { missing: Judge::ALL.to_vec(), ..Summary::default() }.text("fuzz");
        assert!(missing.contains("not run; not judged by 1.0.12504 and 1.0.17791 (not found: "), "{missing}");
        let ran = Summary { assembled: Some(3), judges: Judge::ALL.to_vec(), ..Summary::default() }.text("fuzz");
        assert!(ran.contains("assembled (GenX_IR): 3 accepted, 0 rejected (by 1.0.12504 and 1.0.17791)\n"), "{ran}");
        let half = Summary {
            assembled: Some(3),
            judges: vec![Judge::Igc12504],
            missing: vec![Judge::Igc17791],
            ..Summary::default()
        };
        let half = half.text("fuzz");
        assert!(
            half.contains("(by 1.0.12504); not judged by 1.0.17791 (not found: run `scripts/fetch_genx_ir.sh`"),
            "{half}"
        );
    }
}
