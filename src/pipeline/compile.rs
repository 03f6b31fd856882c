//! `visa-lower compile`: the pass pipeline over a loaded module, emission,
//! and the verified kernels printed or encoded; on several threads when the
//! module splits (`compile_split`).

use crate::diag::Diagnostic;
use crate::input::ir::LoadedModule;
use crate::visa::{text::print, verify, Program};
use crate::Platform;
use std::fmt::Write;
use visa_passes::isa::messages::Message;

/// What `compile` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmitKind {
    /// vISA assembly text.
    Visaasm,
    /// The LLVM IR after the passes.
    Llvm,
    /// The binary encoding of the kernels' instructions.
    Isa,
    /// Nothing: run the passes only (the caller emits what it needs).
    Nothing,
    /// [`EmitKind::Nothing`], each instruction keeping its input position
    /// as its `!dbg` through the passes (`crate::input::locations`): the
    /// caller emits and locates what it emits in the input (`run`).
    NothingLocated,
    /// The vISA program model only ([`CompileOutput::program`]), for
    /// library callers that print or encode it themselves.
    Program,
}

/// Options of `visa-lower compile` (README, "Command line").
#[derive(Clone, Debug)]
pub struct CompileOptions {
    pub platform: Platform,
    pub simt: bool,
    /// The messages `select` chooses (`--messages`); `None`: the
    /// platform's default (LSC where it has LSC).
    pub messages: Option<visa_passes::transforms::pipeline::Messages>,
    /// Passes to run in order; `None` runs the default pipeline.
    pub passes: Option<Vec<String>>,
    pub verify_each: bool,
    pub print_after: visa_passes::transforms::pipeline::PrintAfter,
    pub emit: EmitKind,
    /// Keep the emitted kernels in [`CompileOutput::program`] also when
    /// they are printed (`compile --json` reports them).
    pub keep_kernels: bool,
    /// In vISA text, the IR position (`file:line:col`) of the instructions
    /// as a `//` comment line before each whose position is not the one
    /// before's (`compile --no-locations` leaves them out).
    pub locations: bool,
}

impl CompileOptions {
    /// Whether the kernels become vISA text (printed here, or by the
    /// caller from [`CompileOutput::program`]): what location comments are for.
    fn commented(&self) -> bool {
        matches!(self.emit, EmitKind::Visaasm | EmitKind::Program)
    }
}

/// A successful compile: the output and the pipeline's report (printed
/// modules, statistics, times) for the caller to show.
pub struct CompileOutput {
    pub output: Vec<u8>,
    pub report: visa_passes::transforms::pipeline::PipelineReport,
    /// The emitted kernels (`EmitKind::Isa` and `Program`, and
    /// `Visaasm` with [`CompileOptions::keep_kernels`]; empty otherwise:
    /// text is printed while the next kernel is emitted).
    pub program: Program,
    /// For each kernel of [`CompileOutput::program`], the surfaces it binds
    /// to constant binding-table indices.
    pub surfaces: Vec<Vec<crate::emit::SurfaceBinding>>,
}

/// Runs the pass pipeline over a loaded module and emits the requested form.
pub fn compile(loaded: &LoadedModule<'_>, options: &CompileOptions) -> Result<CompileOutput, Vec<Diagnostic>> {
    compile_to(loaded, options, None)
}

/// Where printed vISA text can go as each kernel is finished, instead of
/// into [`CompileOutput::output`]: a compile writes its output file as it
/// goes rather than holding it whole.
pub trait TextSink: Send {
    /// The next piece of the text.
    fn append(&mut self, piece: &[u8]);
}

impl TextSink for crate::sys::output::StreamedOutput {
    fn append(&mut self, piece: &[u8]) {
        crate::sys::output::StreamedOutput::append(self, piece);
    }
}

impl TextSink for Vec<u8> {
    fn append(&mut self, piece: &[u8]) {
        self.extend_from_slice(piece);
    }
}

/// [`compile`], the `.visaasm` text going to `sink` when there is one
/// ([`CompileOutput::output`] is then empty). On an error part of the
/// text may have gone; the caller drops it.
pub fn compile_to(
    loaded: &LoadedModule<'_>,
    options: &CompileOptions,
    sink: Option<&mut dyn TextSink>,
) -> Result<CompileOutput, Vec<Diagnostic>> {
    let (mut report, functions) = lower(loaded, options, &|_| true)?;
    if functions.is_empty() && matches!(options.emit, EmitKind::Visaasm | EmitKind::Isa | EmitKind::Program) {
        let rule = crate::input::kernels::KernelRule::of(&loaded.module);
        return Err(vec![Diagnostic::new(rule.none_found(&loaded.file)).kind(crate::diag::DiagnosticKind::Refused)]);
    }
    let mut program = Program::default();
    let mut surfaces = Vec::new();
    let output = match options.emit {
        EmitKind::Nothing | EmitKind::NothingLocated => Vec::new(),
        EmitKind::Llvm => {
            let start = std::time::Instant::now();
            let text = loaded.module.print_to_string().to_bytes().to_vec();
            report.times.push(("print", start.elapsed()));
            text
        }
        EmitKind::Visaasm | EmitKind::Isa | EmitKind::Program => {
            let emitted = emit_program(loaded, &functions, options, &mut report, sink)?;
            program = emitted.program;
            surfaces = emitted.surfaces;
            emitted.bytes
        }
    };
    Ok(CompileOutput { output, report, program, surfaces })
}

/// The pass pipeline over `loaded`: the pipeline's report and the functions
/// to emit (those with a body that `wanted` takes), in module order.
fn lower<'ctx>(
    loaded: &LoadedModule<'ctx>,
    options: &CompileOptions,
    wanted: &dyn Fn(inkwell::values::FunctionValue<'ctx>) -> bool,
) -> Result<
    (visa_passes::transforms::pipeline::PipelineReport, Vec<inkwell::values::FunctionValue<'ctx>>),
    Vec<Diagnostic>,
> {
    use visa_passes::transforms::pipeline::{run_pipeline_all, Messages, PassOptions, PipelineOptions};
    let messages = options.messages.unwrap_or_else(|| Messages::default_for(options.platform));
    messages.check(options.platform).map_err(|e| vec![Diagnostic::new(e)])?;
    let names: Vec<String> = match &options.passes {
        Some(names) => names.clone(),
        None => visa_passes::DEFAULT_PIPELINE.iter().map(|s| s.to_string()).collect(),
    };
    let mut passes = Vec::new();
    for name in &names {
        let pass = visa_passes::pass_by_name(name).ok_or_else(|| {
            vec![Diagnostic::new(format!("unknown pass `{name}`; available: {}", visa_passes::PASSES.join(", ")))]
        })?;
        passes.push(pass);
    }
    // The kernels, as the front ends mark them (`crate::input::kernels`).
    let rule = crate::input::kernels::KernelRule::of(&loaded.module);
    let emitted = || loaded.module.get_functions().filter(|&f| rule.is_kernel(f) && wanted(f));
    let functions: Vec<_> = emitted().collect();
    // One walk before the passes: the refusal of vISA text is found before
    // the passes rewrite the calls (for the call's own position) and
    // reported after them (a platform's refusal comes first).
    let PreScan { calls, allocas, text_refusal } = pre_scan(loaded, &functions, options.emit == EmitKind::Visaasm);
    // A kernel is one function: calls to the module's own functions are
    // inlined first, then private memory is promoted to registers; each
    // instruction keeps its source position through both.
    // SVM_GATHER4/SCATTER4_SCALED calls become SVM gathers and scatters (`svm_channels`).
    // Named in `--passes`, `promote` and `svm-channels` run in the pipeline
    // instead (as the `opt` plugin runs them), and only if named.
    let before_pipeline = options.passes.is_none();
    let channels = visa_passes::transforms::svm_channels::has_svm_channels(&loaded.module);
    if calls || (before_pipeline && (allocas || channels)) {
        let source = loaded.source();
        visa_passes::transforms::inline::tag_positions(&loaded.module, |f, i| {
            source.location(f, i).map(|l| (l.line, l.col))
        });
        let located = |e: visa_passes::transforms::pipeline::PassError| vec![source.pass_error(&loaded.module, &e)];
        if calls {
            crate::sys::wall::stage(|| format!("the inliner was inlining the calls of {}", loaded.file));
            visa_passes::transforms::inline::inline_calls(&loaded.module).map_err(located)?;
            drop_inlined_helpers(loaded, &rule);
        }
        if before_pipeline && (allocas || visa_passes::transforms::promote::has_allocas(&loaded.module)) {
            crate::sys::wall::stage(|| {
                format!("the private memory of {} was being promoted to registers", loaded.file)
            });
            visa_passes::transforms::promote::promote_allocas(&loaded.module)
                .map_err(|refused| refused.iter().map(|e| source.pass_error(&loaded.module, e)).collect::<Vec<_>>())?;
        }
        if before_pipeline && channels {
            visa_passes::transforms::svm_channels::rewrite_svm_channels(&loaded.module)
                .map_err(|refused| refused.iter().map(|e| source.pass_error(&loaded.module, e)).collect::<Vec<_>>())?;
        }
    }
    // Inlining drops the internal functions no call is left to.
    let functions: Vec<_> = emitted().collect();
    if options.emit == EmitKind::NothingLocated || (options.commented() && options.locations) {
        // Distinct nodes are cheaper; printed IR would say `distinct`.
        let nodes = match options.print_after {
            visa_passes::transforms::pipeline::PrintAfter::None => visa_passes::ir::llvm::LocationNodes::Distinct,
            _ => visa_passes::ir::llvm::LocationNodes::Uniqued,
        };
        crate::input::locations::attach_ir_locations(loaded, nodes);
    }
    if options.simt {
        visa_passes::transforms::pipeline::mark_simt(&loaded.module);
    }
    let pass_refs: Vec<&dyn visa_passes::transforms::pipeline::ModulePass> =
        passes.iter().map(|p| p.as_ref()).collect();
    let pass_options = PassOptions { platform: options.platform, simt: options.simt, messages };
    let pipeline = PipelineOptions { verify_each: options.verify_each, print_after: options.print_after.clone() };
    crate::sys::wall::stage(|| format!("the passes ({}) were lowering {}", names.join(", "), loaded.file));
    let report = run_pipeline_all(&loaded.module, &pass_refs, &pass_options, &pipeline)
        .map_err(|e| pass_errors(loaded, options, &pass_options, e))?;
    match text_refusal {
        Some(d) => Err(vec![d]),
        None => Ok((report, functions)),
    }
}

/// Deletes the helpers (functions with a body that are not kernels) the
/// inliner left without a call: each is in its callers now, and compiled
/// (and refused) there only, so that its errors are reported once.
fn drop_inlined_helpers(loaded: &LoadedModule<'_>, rule: &crate::input::kernels::KernelRule) {
    let helpers: Vec<_> =
        loaded.module.get_functions().filter(|&f| f.count_basic_blocks() > 0 && !rule.is_kernel(f)).collect();
    for f in helpers {
        // SAFETY: `f` is dropped with this iteration; no copy of it is kept.
        unsafe { visa_passes::ir::llvm::delete_if_unused(f) };
    }
}

/// The diagnostics of a pass's errors: every error they stand for
/// (`visa_passes::transforms::select::every_error_of`), and with `select`'s
/// refusals emit's own (`super::select_then_emit`).
fn pass_errors(
    loaded: &LoadedModule<'_>,
    options: &CompileOptions,
    pass_options: &visa_passes::transforms::pipeline::PassOptions,
    errors: Vec<visa_passes::transforms::pipeline::PassError>,
) -> Vec<Diagnostic> {
    let all = visa_passes::transforms::select::every_error_of(&loaded.module, pass_options, errors);
    let emits =
        matches!(options.emit, EmitKind::Visaasm | EmitKind::Isa | EmitKind::Program | EmitKind::NothingLocated);
    let emit_errors = || emit_errors(loaded, options);
    let emission: super::select_then_emit::Emission<'_> =
        (emits && options.passes.is_none()).then_some(&emit_errors as &dyn Fn() -> Vec<Diagnostic>);
    super::select_then_emit::with_emit_errors(loaded, emission, pass_options, &all)
}

/// The kernels of `functions`, verified and printed (or encoded, or kept)
/// as `options.emit` says. Emission reads LLVM and stays on this thread; each
/// finished kernel goes to a second one that verifies and prints it
/// meanwhile (the kernels in order: the same bytes).
fn emit_program<'ctx>(
    loaded: &LoadedModule<'ctx>,
    functions: &[inkwell::values::FunctionValue<'ctx>],
    options: &CompileOptions,
    report: &mut visa_passes::transforms::pipeline::PipelineReport,
    sink: Option<&mut dyn TextSink>,
) -> Result<EmittedProgram, Vec<Diagnostic>> {
    let start = std::time::Instant::now();
    let (lane, finisher_end) = KernelLane::new();
    let (emitted, finished) = std::thread::scope(|scope| {
        let finisher = scope.spawn(|| finish(vec![finisher_end], options, sink));
        let emitted = emit_kernels(loaded, functions, options, &mut |kernel| {
            lane.send(kernel);
            true
        });
        report.times.push(("emit", start.elapsed()));
        lane.close();
        (emitted, finisher.join())
    });
    // "print": what printing (or encoding) adds after the last kernel was emitted.
    let start = std::time::Instant::now();
    let finished = match finished {
        Ok(Ok(finished)) => finished,
        // Emitted again with the check for the diagnostic at the instruction
        // (a kernel that was sent precedes any function emission failed on).
        Ok(Err(index)) => {
            let legalized = options.passes.as_ref().is_none_or(|passes| passes.iter().any(|p| p == "legalize"));
            let translate = if legalized { crate::emit::translate } else { crate::emit::translate_unlegalized };
            let again =
                translate(loaded, functions[index], options.platform, crate::emit::Dispatch::from_flag(options.simt));
            return Err(vec![again.err().unwrap_or_else(|| {
                Diagnostic::new(format!("{}: internal error: an emitted kernel fails the vISA verifier", loaded.file))
                    .kind(crate::diag::DiagnosticKind::Internal)
            })]);
        }
        Err(panic) => std::panic::resume_unwind(panic),
    };
    let emitted = program_output(&loaded.file, finished, emitted?, options, report)?;
    report.times.push(("print", start.elapsed()));
    Ok(emitted)
}

/// What emission adds up over the kernels.
#[derive(Default)]
struct EmitTotals {
    counts: crate::emit::EmitCounts,
    instructions: u64,
    /// Each kernel's surface bindings, in order.
    surfaces: Vec<Vec<crate::emit::SurfaceBinding>>,
}

impl EmitTotals {
    /// `other`'s kernels after these.
    fn append(&mut self, other: EmitTotals) {
        self.counts += other.counts;
        self.instructions += other.instructions;
        self.surfaces.extend(other.surfaces);
    }
}

/// Where an emitting thread sends its kernels to [`finish`], and gets them
/// back printed, to free them itself: glibc frees another thread's
/// allocations slowly (about 8% of the CPU of a 70 MB compile).
struct KernelLane {
    to_finisher: std::sync::mpsc::Sender<crate::visa::Kernel>,
    printed: std::sync::mpsc::Receiver<crate::visa::Kernel>,
}

/// The finisher's end of a [`KernelLane`].
type FinisherEnd = (std::sync::mpsc::Receiver<crate::visa::Kernel>, std::sync::mpsc::Sender<crate::visa::Kernel>);

impl KernelLane {
    fn new() -> (KernelLane, FinisherEnd) {
        let (to_finisher, from_emitter) = std::sync::mpsc::channel();
        let (back, printed) = std::sync::mpsc::channel();
        (KernelLane { to_finisher, printed }, (from_emitter, back))
    }

    fn send(&self, kernel: crate::visa::Kernel) {
        // The finisher stops only after a failed check, which its caller reports.
        let _ = self.to_finisher.send(kernel);
        self.printed.try_iter().for_each(drop);
    }

    /// No more kernels: frees the rest as the finisher prints them.
    fn close(self) {
        drop(self.to_finisher);
        self.printed.iter().for_each(drop);
    }
}

/// Emits each of `functions` (unverified) and hands its kernel to
/// `deliver`, stopping early when that returns `false`.
fn emit_kernels<'ctx>(
    loaded: &LoadedModule<'ctx>,
    functions: &[inkwell::values::FunctionValue<'ctx>],
    options: &CompileOptions,
    deliver: &mut dyn FnMut(crate::visa::Kernel) -> bool,
) -> Result<EmitTotals, Vec<Diagnostic>> {
    crate::sys::wall::stage(|| format!("emitting vISA for {}", loaded.file));
    let mut totals = EmitTotals::default();
    // Every independent error of each kernel: the kernels are independent
    // of one another, and emit goes on after a refused instruction.
    let mut errors = Vec::new();
    let dispatch = crate::emit::Dispatch::from_flag(options.simt);
    for &f in functions {
        let emitted = match crate::emit::emit_unverified_all_errors(loaded, f, options.platform, dispatch) {
            Ok(emitted) => emitted,
            Err(all) => {
                errors.extend(all);
                continue;
            }
        };
        if !errors.is_empty() {
            continue;
        }
        totals.counts += emitted.counts;
        totals.instructions += emitted.kernel.body.len() as u64;
        totals.surfaces.push(emitted.surfaces);
        let mut kernel = emitted.kernel;
        if options.commented() && options.locations {
            kernel.source_comments = source_comments(f, &emitted.origin);
        }
        if !deliver(kernel) {
            break;
        }
    }
    match errors.is_empty() {
        true => Ok(totals),
        false => Err(errors),
    }
}

/// The `// file:line:col` comments of a kernel emitted from `function`
/// (lowered, with the `!dbg` locations `crate::input::locations` gave it)
/// whose body instruction `i` came from IR instruction `origin[i]`: one
/// before each instruction whose IR position differs from the last one
/// written. Instructions without a position (entry label, constants the
/// emitter made) change nothing.
pub(crate) fn source_comments(
    function: inkwell::values::FunctionValue<'_>,
    origin: &[usize],
) -> crate::visa::program::SourceComments {
    use inkwell::values::AsValueRef;
    // Each IR instruction's position read once, through LLVM's accessors
    // (no copy of the file name per instruction): the file by its index in
    // `files`, looked up by name once per run of one scope (a kernel's lines
    // are of one file, and a scope has one file).
    let mut files: Vec<(String, String)> = Vec::new();
    let mut scope_file: Option<(inkwell::debug_info::DIScope<'_>, Option<u32>)> = None;
    let located: Vec<Option<(u32, u32, u32)>> = visa_passes::ir::intrinsics::instructions(function)
        .map(|inst| {
            let at = inst.get_debug_location()?;
            let (line, col) = (at.get_line(), at.get_column());
            if line == 0 {
                return None;
            }
            let scope = at.get_scope();
            let file = match scope_file {
                Some((known, file)) if known == scope => file,
                _ => {
                    // The file as `debug_location` reads it (`None` without one).
                    let file = visa_passes::ir::llvm::debug_location(inst.as_value_ref()).map(|(file, ..)| {
                        match files.iter().position(|(named, _)| *named == file) {
                            Some(i) => i as u32,
                            None => {
                                let printed = printable(&file);
                                files.push((file, printed));
                                (files.len() - 1) as u32
                            }
                        }
                    });
                    scope_file = Some((scope, file));
                    file
                }
            };
            Some((file?, line, col))
        })
        .collect();
    let mut at = Vec::with_capacity(origin.len().min(located.len()));
    let mut last = None;
    for (index, &ir) in origin.iter().enumerate() {
        let Some(&Some(position)) = located.get(ir) else { continue };
        if last != Some(position) {
            let (file, line, col) = position;
            at.push(crate::visa::program::SourceComment { index, file, line, col });
            last = Some(position);
        }
    }
    let files = files.into_iter().map(|(_, printed)| printed).collect();
    crate::visa::program::SourceComments { files, at }
}

/// `name` as a comment of vISA text holds it: control characters and
/// everything past ASCII escaped (a comment ends at a newline, and the
/// assemblers read bytes).
fn printable(name: &str) -> String {
    let escaped = visa_passes::diag::escape_controls(name);
    escaped.chars().fold(String::with_capacity(escaped.len()), |mut out, c| {
        match c.is_ascii() {
            true => out.push(c),
            false => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
        }
        out
    })
}

/// Every error emitting the kernels of `loaded` gives, as `compile`
/// reports them (the module lowered by the passes already): `run` reports
/// these when its kernel cannot be emitted, so that both say the same.
pub(crate) fn emit_errors(loaded: &LoadedModule<'_>, options: &CompileOptions) -> Vec<Diagnostic> {
    let rule = crate::input::kernels::KernelRule::of(&loaded.module);
    let kernels: Vec<_> = loaded.module.get_functions().filter(|&f| rule.is_kernel(f)).collect();
    emit_kernels(loaded, &kernels, options, &mut |_| true).err().unwrap_or_default()
}

/// The second thread of [`emit_program`]: the kernels of `lanes` in turn,
/// finished in that order (see [`Finisher`]). `Err` holds the index of the
/// first kernel the verifier refuses.
fn finish(
    lanes: Vec<FinisherEnd>,
    options: &CompileOptions,
    sink: Option<&mut dyn TextSink>,
) -> Result<Finished, usize> {
    let mut finisher = Finisher::new(options, sink, false);
    for (received, back) in lanes {
        for kernel in received {
            if let Some(printed) = finisher.take(kernel)? {
                let _ = back.send(printed);
            }
        }
    }
    Ok(finisher.done())
}

/// Names kernels uniquely in the order it takes them, verifies and prints
/// each (to `sink` as each is, when there is one), and keeps them when the
/// output needs them.
struct Finisher<'s> {
    platform: Platform,
    keep: bool,
    text: Option<print::ProgramText>,
    sink: Option<&'s mut dyn TextSink>,
    kernels: Vec<crate::visa::Kernel>,
    names: crate::emit::KernelNames,
    /// The names given, in order (kept for [`compile_split`]'s check that
    /// parts finished apart named their kernels as one finisher would).
    given: Option<Vec<String>>,
    taken: usize,
}

impl<'s> Finisher<'s> {
    /// `follows`: these kernels come after another finisher's, whose text
    /// has the `.version` line (see [`print::ProgramText::continuation`]).
    fn new(options: &CompileOptions, sink: Option<&'s mut dyn TextSink>, follows: bool) -> Finisher<'s> {
        let text = (options.emit == EmitKind::Visaasm).then(|| match follows {
            false => print::ProgramText::new(crate::visa::Version::CURRENT, 0),
            true => print::ProgramText::continuation(),
        });
        Finisher {
            platform: options.platform,
            keep: options.keep_kernels || options.emit != EmitKind::Visaasm,
            text,
            sink,
            kernels: Vec::new(),
            names: crate::emit::KernelNames::default(),
            given: None,
            taken: 0,
        }
    }

    /// Finishes the next kernel; gives it back once printed unless it is
    /// kept. `Err`: the kernel's index, which the verifier refuses.
    fn take(&mut self, mut kernel: crate::visa::Kernel) -> Result<Option<crate::visa::Kernel>, usize> {
        self.names.claim(&mut kernel);
        verify::verify_kernel(&kernel, self.platform).map_err(|_| self.taken)?;
        self.taken += 1;
        if let Some(given) = &mut self.given {
            given.push(kernel.name.clone());
        }
        if let Some(text) = &mut self.text {
            match self.sink.as_deref_mut() {
                Some(sink) => text.push_to(&kernel, &mut |piece| sink.append(piece)),
                None => text.push(&kernel),
            }
        }
        Ok(match self.keep {
            true => {
                self.kernels.push(kernel);
                None
            }
            false => Some(kernel),
        })
    }

    fn done(mut self) -> Finished {
        if let (Some(text), Some(sink)) = (&mut self.text, self.sink) {
            // The `.version` line of a program without kernels.
            text.flush_to(|piece| sink.append(piece));
        }
        Finished { text: self.text, kernels: self.kernels, given: self.given.unwrap_or_default() }
    }
}

/// The output of the finished kernels, and emission's counters in `report`.
fn program_output(
    file: &str,
    finished: Finished,
    totals: EmitTotals,
    options: &CompileOptions,
    report: &mut visa_passes::transforms::pipeline::PipelineReport,
) -> Result<EmittedProgram, Vec<Diagnostic>> {
    let (instructions, counts) = (totals.instructions, &totals.counts);
    // Every instruction but a constant's is needed as it is; a constant's are counted against their bound.
    report.stats.add("emit", "instructions", instructions);
    report.stats.add("emit", "constant_instructions", counts.constant_instructions);
    report.stats.add("emit", "constant_lower_bound", counts.constant_lower_bound);
    report.stats.add(
        "emit",
        "lower_bound",
        (instructions + counts.constant_lower_bound).saturating_sub(counts.constant_instructions),
    );
    let program = Program { kernels: finished.kernels, ..Program::default() };
    let bytes = match (finished.text, options.emit) {
        (Some(text), _) => text.finish().into_bytes(),
        (None, EmitKind::Isa) => crate::visa::binary::isa_file::encode_file(&program)
            .map_err(|e| vec![Diagnostic::new(format!("{file}: {e}"))])?,
        (None, _) => Vec::new(),
    };
    Ok(EmittedProgram { bytes, program, surfaces: totals.surfaces })
}

/// What [`emit_program`] makes: the output bytes, the kernels (when they
/// are kept: `EmitKind::Isa` and `Program`) and each kernel's surface
/// bindings.
struct EmittedProgram {
    bytes: Vec<u8>,
    program: Program,
    surfaces: Vec<Vec<crate::emit::SurfaceBinding>>,
}

/// What [`finish`] hands back: the text (when printing) and the kernels
/// (when kept).
struct Finished {
    /// The text not handed to a sink.
    text: Option<print::ProgramText>,
    kernels: Vec<crate::visa::Kernel>,
    given: Vec<String>,
}

impl Finished {
    /// `later`'s kernels (finished by a [`Finisher`] that `follows`) after
    /// these; its text goes to `sink` when there is one.
    fn append(&mut self, later: Finished, sink: Option<&mut dyn TextSink>) {
        if let (Some(text), Some(later_text)) = (&mut self.text, later.text) {
            match sink {
                Some(sink) => text.append(later_text, Some(&mut |piece: &[u8]| sink.append(piece))),
                None => text.append(later_text, None),
            }
        }
        self.kernels.extend(later.kernels);
    }
}

/// How [`compile_split`] may divide a module.
#[derive(Clone, Copy, Debug)]
pub struct Split<'a> {
    /// Threads (parts) at most.
    pub parts: usize,
    /// Bytes of `.ll` text each part must have for a split to pay (bitcode:
    /// an eighth, about as dense as it is).
    pub min_part_bytes: usize,
    /// Free each part's module and context at the end; a process about to
    /// exit leaves them (freeing a large module takes tens of milliseconds).
    pub free_modules: bool,
    /// The file whose contents the module's bytes are, when there is one: a
    /// part then reads its run of the text in place (`crate::input::mapped`)
    /// rather than from a copy.
    pub source: Option<&'a std::fs::File>,
}

impl Split<'_> {
    /// Below this much text per part, a second thread costs more than it gives.
    pub const MIN_PART_BYTES: usize = 128 << 10;

    /// A part per core, each of at least [`Split::MIN_PART_BYTES`].
    pub fn per_core(free_modules: bool) -> Split<'static> {
        let parts = std::thread::available_parallelism().map_or(1, |n| n.get());
        Split { parts, min_part_bytes: Split::MIN_PART_BYTES, free_modules, source: None }
    }
}

/// [`compile`] of the module in `bytes` (the contents of `file`) on up to
/// `split.parts` threads, each reading and compiling a contiguous run of
/// its functions (`crate::input::split`); the kernels merge in program order, so
/// the output is the one [`compile`] makes.
///
/// `read` sees each part's module as read, before the passes (what a
/// caller reports of the input, such as its memory operations); its results
/// come back in part order, each about that part's functions only.
///
/// `None` when the module is not split (too small; functions referring to
/// each other; `options` printing the IR, which is the whole module's) or a
/// part failed: the caller then compiles on one thread, which gives the
/// same output, or the diagnostics in their order. With a `sink`, the
/// text goes there as in [`compile_to`]; after `None` the caller forgets
/// what it got.
pub fn compile_split<T: Send>(
    file: &str,
    bytes: &[u8],
    options: &CompileOptions,
    split: Split<'_>,
    read: &(dyn Fn(&LoadedModule<'_>) -> T + Sync),
    sink: Option<&mut dyn TextSink>,
) -> Option<(CompileOutput, Vec<T>)> {
    use visa_passes::ir::context::{create_context, is_bitcode, text_of, uses_opaque_pointers};
    let printing_ir = options.print_after != visa_passes::transforms::pipeline::PrintAfter::None;
    if printing_ir || !matches!(options.emit, EmitKind::Visaasm | EmitKind::Isa | EmitKind::Program) {
        return None;
    }
    let bitcode = is_bitcode(bytes);
    let min_part_bytes = if bitcode { split.min_part_bytes / 8 } else { split.min_part_bytes };
    let parts = split.parts.min(bytes.len() / min_part_bytes.max(1));
    if parts < 2 {
        return None;
    }
    // A part of the text would not see the marks of the others' functions
    // (`crate::input::kernels`); bitcode parts hold every declaration.
    if !bitcode && crate::input::kernels::text_marks_kernels(bytes) {
        return None;
    }
    // Textual IR: the outline, and each part's run of its definitions.
    let text = (!bitcode).then(|| text_of(bytes));
    let outline = match &text {
        Some(text) => {
            crate::input::prescan::check(file, text).ok()?;
            let definitions = crate::input::split::outline(text)?;
            let weights: Vec<usize> = definitions.iter().map(|d| d.body.len()).collect();
            let runs = crate::input::split::partition(&weights, parts);
            if runs.len() < 2 {
                return None;
            }
            Some((definitions, runs, uses_opaque_pointers(text)))
        }
        None => None,
    };
    let parts = outline.as_ref().map_or(parts, |(_, runs, _)| runs.len());
    // One part's compile, on its own thread and context; the first part's
    // text goes to `sink` as it is made, the others' after it.
    let part = |k: usize, sink: Option<&mut dyn TextSink>| -> Option<Part<T>> {
        let context;
        let (loaded, owned) = match (&text, &outline) {
            (Some(text), Some((definitions, runs, opaque))) => {
                context = create_context(*opaque);
                let part_text = part_source(text, definitions, runs[k].clone(), split.source);
                let loaded = crate::input::ir::load_text(&context, file, part_text).ok()?;
                // The module's definitions must be the outline's, in order.
                let defined: Vec<_> = loaded.module.get_functions().filter(|f| f.count_basic_blocks() > 0).collect();
                let names_agree = defined.len() == definitions.len()
                    && defined.iter().zip(definitions).all(|(f, d)| f.get_name().to_bytes() == d.name);
                if !names_agree {
                    return None;
                }
                let owned: std::collections::HashSet<_> = defined[runs[k].clone()].iter().copied().collect();
                (loaded, Some(owned))
            }
            _ => {
                context = create_context(false);
                let pick = |defined: usize| {
                    crate::input::split::partition(&vec![1; defined], parts).get(k).cloned().unwrap_or(defined..defined)
                };
                (crate::input::ir::load_bitcode_bodies(&context, file, bytes, pick).ok()?, None)
            }
        };
        let mut finisher = Finisher::new(options, sink, k > 0);
        finisher.given = Some(Vec::new());
        let compiled = compile_part(&loaded, options, owned.as_ref(), read, finisher);
        if !split.free_modules {
            std::mem::forget(loaded);
            std::mem::forget(context);
        }
        compiled
    };
    let mut sink = sink;
    let compiled = std::thread::scope(|scope| {
        let others: Vec<_> = (1..parts)
            .map(|k| {
                let builder = std::thread::Builder::new().stack_size(crate::limits::WALL_STACK_BYTES);
                builder.spawn_scoped(scope, move || part(k, None))
            })
            .collect();
        let mut compiled = vec![part(0, reborrow(&mut sink))];
        for handle in others {
            compiled.push(match handle {
                Ok(handle) => handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                Err(_) => None,
            });
        }
        compiled
    });
    let (mut report, mut totals, mut reads) =
        (visa_passes::transforms::pipeline::PipelineReport::default(), EmitTotals::default(), Vec::new());
    let mut finished: Option<Finished> = None;
    // Each part named its kernels apart: as one finisher would have only if
    // no two parts gave the same name (else a later one takes a suffix).
    let mut given = std::collections::HashSet::new();
    for part in compiled {
        let part = part?;
        append_report(&mut report, part.report);
        totals.append(part.totals);
        reads.push(part.read);
        if !part.finished.given.iter().all(|name| given.insert(name.clone())) {
            return None;
        }
        finished = Some(match finished {
            None => part.finished,
            Some(mut earlier) => {
                earlier.append(part.finished, reborrow(&mut sink));
                earlier
            }
        });
    }
    let finished = finished?;
    // No kernel anywhere: compiled whole, which says so.
    if given.is_empty() {
        return None;
    }
    // One thread counts pass by pass, each over every function; the parts'
    // counters, each in its first part's order, go in pipeline order.
    let rank = visa_passes::stats_rank;
    report
        .stats
        .counters
        .sort_by(|(a, _), _, (b, _), _| rank(a).unwrap_or(usize::MAX).cmp(&rank(b).unwrap_or(usize::MAX)));
    let emitted = program_output(file, finished, totals, options, &mut report).ok()?;
    let compiled =
        CompileOutput { output: emitted.bytes, report, program: emitted.program, surfaces: emitted.surfaces };
    Some((compiled, reads))
}

/// The text of the part of `text` that keeps `definitions[keep]`: its run
/// read in place from `source` (the file `text` is, unchanged) when that
/// can be, else copied.
fn part_source(
    text: &std::borrow::Cow<'_, str>,
    definitions: &[crate::input::split::Definition],
    keep: std::ops::Range<usize>,
    source: Option<&std::fs::File>,
) -> crate::input::ir::SourceText {
    let pieces = crate::input::split::part_pieces(text, definitions, keep);
    // A text with invalid UTF-8 was made anew; its offsets are not the file's.
    let file = source.filter(|_| matches!(text, std::borrow::Cow::Borrowed(_)));
    let mapped =
        file.and_then(|f| crate::input::mapped::MappedText::new(f, &pieces.before, pieces.run.clone(), &pieces.after));
    match mapped {
        Some(mapped) => crate::input::ir::SourceText::Mapped(mapped),
        None => crate::input::ir::SourceText::Owned(pieces.joined(text)),
    }
}

/// The sink in `sink`, lent for a shorter while.
fn reborrow<'a>(sink: &'a mut Option<&mut dyn TextSink>) -> Option<&'a mut dyn TextSink> {
    sink.as_mut().map(|s| &mut **s as &mut dyn TextSink)
}

/// What one part of [`compile_split`] makes.
struct Part<T> {
    report: visa_passes::transforms::pipeline::PipelineReport,
    totals: EmitTotals,
    read: T,
    finished: Finished,
}

/// `other`'s counters and times added to `report`'s (times: the CPU time
/// of the parts).
fn append_report(
    report: &mut visa_passes::transforms::pipeline::PipelineReport,
    other: visa_passes::transforms::pipeline::PipelineReport,
) {
    for ((pass, counter), n) in other.stats.counters {
        report.stats.add(pass, counter, n);
    }
    for (pass, time) in other.times {
        match report.times.iter_mut().find(|(p, _)| *p == pass) {
            Some((_, total)) => *total += time,
            None => report.times.push((pass, time)),
        }
    }
}

/// The passes and emission of one part of [`compile_split`]: the functions
/// in `owned` (all with a body when `None`), each kernel finished by
/// `finisher` as soon as it is emitted (while it is in the cache, and freed
/// on this thread). `None` if anything fails.
fn compile_part<'ctx, T>(
    loaded: &LoadedModule<'ctx>,
    options: &CompileOptions,
    owned: Option<&std::collections::HashSet<inkwell::values::FunctionValue<'ctx>>>,
    read: &(dyn Fn(&LoadedModule<'_>) -> T + Sync),
    mut finisher: Finisher<'_>,
) -> Option<Part<T>> {
    if refers_to_definitions(loaded) {
        return None;
    }
    let read = read(loaded);
    let wanted = |f| owned.is_none_or(|owned| owned.contains(&f));
    let (report, functions) = lower(loaded, options, &wanted).ok()?;
    let mut refused = false;
    let totals = emit_kernels(loaded, &functions, options, &mut |kernel| {
        refused = finisher.take(kernel).is_err();
        !refused
    })
    .ok()?;
    (!refused).then(|| Part { report, totals, read, finished: finisher.done() })
}

/// Whether anything uses a function the module defines (a call, an address
/// taken): such a module is compiled whole. In a part, what the other parts'
/// bodies use is not there; each part answers for its own.
fn refers_to_definitions(loaded: &LoadedModule<'_>) -> bool {
    use inkwell::values::AsValueRef;
    loaded
        .module
        .get_functions()
        .filter(|&f| visa_passes::ir::context::is_defined(f))
        .any(|f| visa_passes::ir::llvm::has_uses(f.as_value_ref()))
}

/// Whether `kernel` holds an instruction vISA text cannot spell for Intel's
/// assembler (`compile` refuses to write it as text).
pub fn has_unspellable(kernel: &crate::visa::Kernel) -> bool {
    use crate::visa::Instruction;
    kernel.body.iter().any(|i| match i {
        Instruction::TypedAtomic(m) => !m.op.has_asm_spelling(),
        Instruction::DwordAtomic(m) => !assembler_reads(Message::DwordAtomic, m.op, m.is_16bit),
        Instruction::SvmAtomic(m) => !m.op.has_asm_spelling(),
        _ => false,
    })
}

/// Whether a `cmpxchg` (the caller checked the opcode) is of a 16-bit value
/// through an SLM pointer.
fn is_slm_cmpxchg16(inst: inkwell::values::InstructionValue<'_>) -> bool {
    use inkwell::types::BasicTypeEnum;
    use inkwell::values::BasicValueEnum;
    let slm = matches!(inst.get_operand(0).and_then(|o| o.value()),
        Some(BasicValueEnum::PointerValue(p)) if p.get_type().get_address_space() == inkwell::AddressSpace::from(3u16));
    let narrow = matches!(inst.get_operand(1).and_then(|o| o.value()).map(|v| v.get_type()),
        Some(BasicTypeEnum::IntType(t)) if t.get_bit_width() == 16);
    slm && narrow
}

/// Whether Intel's assembler reads an atomic message of `op` as text. PREDEC
/// has no spelling; a 16-bit DWORD_ATOMIC CMPXCHG or FCMPWR is refused: the
/// assembler's checker reads the operation with its 16-bit bit set, matches
/// neither, and then requires `src1` to be `%null` (README decision 20).
fn assembler_reads(message: Message, op: crate::visa::AtomicOp, is_16bit: bool) -> bool {
    op.has_asm_spelling() && !(message == Message::DwordAtomic && is_16bit && op.has_src1())
}

/// What the driver asks of the input before the passes, in one walk over
/// its instructions.
struct PreScan {
    /// Whether a function of the module calls one it defines (to inline).
    calls: bool,
    /// Whether a function of the module has an `alloca` (to promote).
    allocas: bool,
    /// The first instruction of `functions` that vISA text cannot spell for
    /// Intel's assembler, refused, when `text` asks.
    text_refusal: Option<Diagnostic>,
}

fn pre_scan<'ctx>(
    loaded: &LoadedModule<'ctx>,
    functions: &[inkwell::values::FunctionValue<'ctx>],
    text: bool,
) -> PreScan {
    use inkwell::values::InstructionOpcode;
    use visa_passes::ir::intrinsics::{called_intrinsic, instructions, MemIntrinsicKind};
    let mut scan = PreScan { calls: false, allocas: false, text_refusal: None };
    // A call is an atomic only through a function named as one: without
    // such a declaration no call's callee needs looking up.
    let atomics_declared = text
        && loaded
            .module
            .get_functions()
            .any(|f| f.get_name().to_str().is_ok_and(|name| MemIntrinsicKind::from_name(name).is_some_and(is_atomic)));
    // `functions` are some of the module's, in module order.
    let mut emitted = functions.iter().peekable();
    for function in loaded.module.get_functions() {
        let checked = emitted.next_if_eq(&&function).is_some() && text;
        if !(checked && scan.text_refusal.is_none()) && scan.calls && scan.allocas {
            continue;
        }
        for (index, inst) in instructions(function).enumerate() {
            let checked = checked && scan.text_refusal.is_none();
            let refusal = match inst.get_opcode() {
                InstructionOpcode::Alloca => {
                    scan.allocas = true;
                    None
                }
                InstructionOpcode::Call => {
                    scan.calls = scan.calls || visa_passes::transforms::inline::defined_callee(inst).is_some();
                    // Of calls, only atomics are refused (looked up if the module declares one).
                    match (checked && atomics_declared).then(|| called_intrinsic(inst)).flatten() {
                        Some(kind) if is_atomic(kind) => unspellable_in_text(loaded, function, index, inst, kind),
                        _ => None,
                    }
                }
                InstructionOpcode::AtomicCmpXchg if checked && is_slm_cmpxchg16(inst) => {
                    // `select` makes it a 16-bit DWORD_ATOMIC CMPXCHG (the access table).
                    let message = "a 16-bit cmpxchg in SLM becomes a 16-bit DWORD_ATOMIC CMPXCHG, which cannot be \
                                   written as vISA text: Intel's assembler reads the 16-bit operation as none it \
                                   knows and then requires src1 to be %null (README decision 20); `--emit isa` and \
                                   `run` take it";
                    Some(loaded.diagnostic_at(function, index, inst, message))
                }
                _ => None,
            };
            if scan.text_refusal.is_none() {
                scan.text_refusal = refusal;
            }
        }
    }
    scan
}

/// Whether `kind` is an atomic message (the only ones text may not spell).
fn is_atomic(kind: visa_passes::ir::intrinsics::MemIntrinsicKind) -> bool {
    use visa_passes::ir::intrinsics::MemIntrinsicKind;
    matches!(
        kind,
        MemIntrinsicKind::TypedAtomic { .. }
            | MemIntrinsicKind::DwordAtomic { .. }
            | MemIntrinsicKind::SvmAtomic { .. }
    )
}

/// A diagnostic at `inst`, a call of the atomic `kind`, if vISA text cannot
/// spell its message for Intel's assembler: PREDEC of TYPED_ATOMIC,
/// DWORD_ATOMIC or SVM_ATOMIC (`AtomicOp::has_asm_spelling`), a 16-bit
/// DWORD_ATOMIC CMPXCHG or FCMPWR ([`assembler_reads`]). To be read before
/// the passes run, so that the position is the call's own (no pass makes a
/// PREDEC of anything else).
fn unspellable_in_text<'ctx>(
    loaded: &LoadedModule<'ctx>,
    function: inkwell::values::FunctionValue<'ctx>,
    index: usize,
    inst: inkwell::values::InstructionValue<'ctx>,
    kind: visa_passes::ir::intrinsics::MemIntrinsicKind,
) -> Option<Diagnostic> {
    use visa_passes::ir::msg::MessageCall;
    let (op, message, mnemonic, is_16bit) = match MessageCall::parse_as(inst, kind) {
        Ok(Some(MessageCall::TypedAtomic(m))) => (m.op, "TYPED_ATOMIC", "typed_atomic", m.is_16bit),
        Ok(Some(call @ MessageCall::Atomic(m))) => {
            let message = call.message();
            (m.op, message.name(), message.mnemonic(), m.is_16bit)
        }
        _ => return None,
    };
    if op.has_asm_spelling() && !assembler_reads(Message::DwordAtomic, op, is_16bit) && message == "DWORD_ATOMIC" {
        let message = format!(
            "16-bit DWORD_ATOMIC {} cannot be written as vISA text: Intel's assembler reads the 16-bit \
             operation as none it knows and then requires src1 to be %null (README decision 20); \
             `--emit isa` and `run` take it",
            op.name().to_ascii_uppercase()
        );
        return Some(loaded.diagnostic_at(function, index, inst, &message));
    }
    if op.has_asm_spelling() {
        return None;
    }
    let spellings: Vec<_> =
        crate::visa::AtomicOp::ALL.iter().filter(|o| o.has_asm_spelling()).map(|o| o.asm_name()).collect();
    let message = format!(
        "{message} {} cannot be written as vISA text: Intel's assembler has no spelling for it (it reads \
         {mnemonic}.{}); `--emit isa` and `run` take it, or use `{}.dec` (which returns the old value)",
        op.name().to_ascii_uppercase(),
        spellings.join("|"),
        mnemonic.replace('_', ".")
    );
    Some(loaded.diagnostic_at(function, index, inst, &message))
}

/// The `--stats` and `--time-passes` lines of a pipeline report.
pub fn pipeline_report_text(
    report: &visa_passes::transforms::pipeline::PipelineReport,
    stats: bool,
    times: bool,
) -> String {
    let mut out = String::new();
    if stats {
        for ((pass, counter), n) in &report.stats.counters {
            let _ = writeln!(out, "stats: {pass}: {counter}: {n}");
        }
    }
    if times {
        for (pass, time) in &report.times {
            let _ = writeln!(out, "time: {pass}: {:.3} ms", time.as_secs_f64() * 1e3);
        }
    }
    out
}
