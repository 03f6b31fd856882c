//! What the CLI does, as a library: reports over loaded modules and the
//! built-in examples.

pub mod test;

use crate::diag::Diagnostic;
use crate::exec::report::RunReport;
use crate::input::ir::LoadedModule;
use crate::visa::{binary, text::parse, text::print, verify, Program};
use crate::Platform;
use inkwell::values::FunctionValue;
use std::fmt::Write;
use visa_passes::ir::intrinsics::{instructions, memory_ops, MemoryOp};
use visa_passes::ir::srcloc::LineCol;
use visa_passes::isa::limits::MAX_DIAGNOSTICS;
use visa_passes::isa::messages::Message;

/// The built-in example kernels: (file name, source).
pub const EXAMPLE_LL: (&str, &str) = ("gather_sum.ll", include_str!("../examples/gather_sum.ll"));
/// The launch spec the demo runs [`EXAMPLE_LL`] with.
pub const EXAMPLE_LL_LAUNCH: (&str, &str) = ("gather_sum.toml", include_str!("../examples/gather_sum.toml"));
pub const EXAMPLE_VISAASM: (&str, &str) = ("messages.visaasm", include_str!("../examples/messages.visaasm"));
/// The launch spec the demo runs [`EXAMPLE_VISAASM`] with.
pub const EXAMPLE_LAUNCH: (&str, &str) = ("messages.toml", include_str!("../examples/messages.toml"));

/// One line per memory operation (intrinsic call, `load`, `store`,
/// `atomicrmw`, `cmpxchg`), `file:line:col: kind width=N type=T
/// [addrspace=A]`, then a count.
pub fn memory_op_report(loaded: &LoadedModule<'_>) -> String {
    MemoryOps::of(loaded).report(&loaded.file)
}

/// `each` memory operation of `loaded` (read before the passes rewrite it),
/// function by function, with its function and its source position when
/// known (in `loaded.file`).
pub fn for_each_memory_op<'ctx>(
    loaded: &LoadedModule<'ctx>,
    mut each: impl FnMut(FunctionValue<'ctx>, MemoryOp<'ctx>, Option<LineCol>),
) {
    let source = loaded.source();
    for function in loaded.module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let ops = memory_ops(function);
        if ops.is_empty() {
            continue;
        }
        // Each function is counted and looked up in the map once, not once per operation.
        let located = source.of_function(function, instructions(function).count());
        for op in ops {
            let position = located.position(op.index_in_function, Some(op.call));
            each(function, op, position);
        }
    }
}

/// The lines of [`memory_op_report`] and what its last line counts (the
/// parts of a split module add up).
///
/// The lines are kept in chunks of [`MemoryOps::CHUNK`] bytes, never
/// moved once written: a module with 20,000 operations has a megabyte and a
/// half of them, and a string grown by doubling (then joined with the other
/// parts', then with the count) would copy it three times into fresh pages.
#[derive(Default)]
pub struct MemoryOps {
    chunks: Vec<String>,
    operations: usize,
    functions: usize,
}

impl MemoryOps {
    const CHUNK: usize = 64 << 10;

    /// The memory operations of `loaded` (read before the passes rewrite it).
    pub fn of(loaded: &LoadedModule<'_>) -> MemoryOps {
        let mut chunks: Vec<String> = Vec::new();
        let (mut operations, mut functions) = (0, Vec::new());
        // Pushed piece by piece: `write!` costs more than the rest of the
        // report together, and it has a line per operation.
        let number = |lines: &mut String, n: u64| crate::visa::text::print::push_u64(lines, n);
        for_each_memory_op(loaded, |function, op, position| {
            operations += 1;
            if functions.last() != Some(&function) {
                functions.push(function);
            }
            // A line starts a chunk of its own when it might not fit the last one.
            let room = chunks.last().map_or(0, |c| c.capacity() - c.len());
            if room < loaded.file.len() + 256 {
                chunks.push(String::with_capacity(Self::CHUNK.max(2 * loaded.file.len() + 512)));
            }
            let Some(lines) = chunks.last_mut() else { return };
            match position {
                Some(pos) => {
                    lines.push_str(&loaded.file);
                    lines.push(':');
                    number(lines, u64::from(pos.line));
                    lines.push(':');
                    number(lines, u64::from(pos.col));
                }
                None => {
                    let _ = write!(
                        lines,
                        "{}: @{} #{}",
                        loaded.file,
                        function.get_name().to_string_lossy(),
                        op.index_in_function
                    );
                }
            }
            let (family, atomic_op) = op.kind.name_parts();
            lines.push_str(": ");
            lines.push_str(family);
            lines.push_str(atomic_op);
            lines.push_str(" width=");
            match op.width {
                Some(width) => number(lines, u64::from(width)),
                None => lines.push('?'),
            }
            lines.push_str(" type=");
            lines.push_str(&op.elem_type);
            if let Some(space) = op.addr_space {
                lines.push_str(" addrspace=");
                number(lines, u64::from(space));
            }
            lines.push('\n');
        });
        // Functions count by name (as `to_bytes` reads it): unnamed ones count once.
        let mut names: Vec<&[u8]> = functions.iter().map(|f| f.get_name().to_bytes()).collect();
        names.sort_unstable();
        names.dedup();
        MemoryOps { chunks, operations, functions: names.len() }
    }

    /// The operations of `parts` (of disjoint functions) one after another.
    pub fn concat(parts: impl IntoIterator<Item = MemoryOps>) -> MemoryOps {
        let mut all = MemoryOps::default();
        for part in parts {
            all.chunks.extend(part.chunks);
            all.operations += part.operations;
            all.functions += part.functions;
        }
        all
    }

    /// Writes the report of `file`: the lines, then the count.
    pub fn write_report(&self, file: &str, out: &mut impl std::io::Write) -> std::io::Result<()> {
        for chunk in &self.chunks {
            out.write_all(chunk.as_bytes())?;
        }
        writeln!(out, "{file}: {} memory operation(s) in {} function(s)", self.operations, self.functions)
    }

    /// The report of `file`: the lines, then the count.
    pub fn report(&self, file: &str) -> String {
        let mut text = Vec::with_capacity(self.chunks.iter().map(String::len).sum::<usize>() + file.len() + 64);
        let _ = self.write_report(file, &mut text);
        String::from_utf8(text).unwrap_or_default()
    }
}

/// Parses a `.visaasm` file and verifies its kernels (or the one named) for
/// `platform`. Every error is a diagnostic at the line it is about.
pub fn check_visaasm(
    file: &str,
    text: &str,
    platform: Platform,
    kernel: Option<&str>,
) -> Result<Program, Vec<Diagnostic>> {
    let (mut program, positions) =
        parse::parse_program_with_positions(text).map_err(|e| vec![e.to_diagnostic(file, text)])?;
    let mut diagnostics = Vec::new();
    let mut total = 0;
    let mut chosen = Vec::new();
    for (kernel_index, k) in program.kernels.iter().enumerate() {
        if kernel.is_some_and(|name| name != k.name) {
            continue;
        }
        chosen.push(kernel_index);
        let Err(errors) = verify::verify_kernel(k, platform) else { continue };
        let pos = positions.kernels.get(kernel_index);
        // Only the diagnostics that are shown are made (each quotes its line).
        let room = (MAX_DIAGNOSTICS + 1).saturating_sub(diagnostics.len());
        diagnostics.extend(errors.iter().take(room).map(|e| verify_diagnostic(file, text, pos, e)));
        total += errors.len();
    }
    if let Some(name) = kernel {
        if chosen.is_empty() {
            return Err(vec![Diagnostic::new(format!("{file}: no kernel named `{name}`; {}", kernel_list(&program)))]);
        }
    }
    if !diagnostics.is_empty() {
        return Err(visa_passes::diag::capped(diagnostics.into_iter(), total));
    }
    program.kernels =
        program.kernels.into_iter().enumerate().filter(|(i, _)| chosen.contains(i)).map(|(_, k)| k).collect();
    Ok(program)
}

/// `the file has: a, b, c` (at most ten names, then a count).
fn kernel_list(program: &Program) -> String {
    let names: Vec<&str> = program.kernels.iter().take(10).map(|k| k.name.as_str()).collect();
    let more = program.kernels.len().saturating_sub(names.len());
    match (names.is_empty(), more) {
        (true, _) => "the file has no kernel".to_string(),
        (false, 0) => format!("the file has: {}", names.join(", ")),
        (false, n) => format!("the file has: {} and {n} more", names.join(", ")),
    }
}

/// A verifier error as a diagnostic at the line it is about.
fn verify_diagnostic(
    file: &str,
    text: &str,
    pos: Option<&parse::KernelPositions>,
    e: &verify::VerifyError,
) -> Diagnostic {
    let at = pos.and_then(|p| verify_error_position(p, e)).or(pos.map(|p| p.kernel));
    let message = format!("[{}] {}: {} ({})", e.rule.id(), e.item, e.message, e.rule.source());
    match at {
        Some((line, col)) => Diagnostic::at(file, text, line, col, message),
        None => Diagnostic::new(format!("{file}: {message}")),
    }
}

/// Refuses, before running, a kernel with an instruction the emulator does
/// not implement: the first one, at its `file:line:col`.
fn refuse_unsupported(
    file: &str,
    text: &str,
    pos: Option<&parse::KernelPositions>,
    kernel: &crate::visa::Kernel,
) -> Result<(), Vec<Diagnostic>> {
    let found = kernel
        .body
        .iter()
        .enumerate()
        .find_map(|(i, inst)| crate::exec::emu::unsupported(kernel, inst).map(|w| (i, w)));
    let Some((index, why)) = found else { return Ok(()) };
    let message =
        format!("cannot run kernel {} on the emulator: {why}; it runs {}", kernel.name, crate::exec::emu::SUPPORTED);
    let at = pos.and_then(|p| p.instructions.get(index).copied()).or(pos.map(|p| p.kernel));
    Err(vec![match at {
        Some((line, col)) => Diagnostic::at(file, text, line, col, message),
        None => Diagnostic::new(format!("{file}: {message}")),
    }])
}

/// The line a verifier error is about: its instruction, `.decl` or `.input`.
fn verify_error_position(pos: &parse::KernelPositions, e: &verify::VerifyError) -> Option<(u32, u32)> {
    if let Some(index) = e.instruction {
        return pos.instructions.get(index).copied();
    }
    let (kind, name) = e.item.split_once(' ')?;
    match kind {
        ".decl" => pos.decls.get(name).copied(),
        ".input" => pos.inputs.get(name).copied(),
        _ if kind.starts_with(".implicit_") => pos.inputs.get(name).copied(),
        _ => None,
    }
}

/// What `visa-lower demo` shows: each built-in example through every stage
/// that exists.
pub fn demo_report() -> String {
    let mut out = String::new();
    let (ll_name, ll_text) = EXAMPLE_LL;
    let (launch_name, launch_text) = EXAMPLE_LL_LAUNCH;
    let _ = writeln!(out, "== {ll_name}: memory operations found");
    let context = crate::input::ir::context_for(ll_text.as_bytes());
    match crate::input::ir::load_module(&context, ll_name, ll_text.as_bytes()) {
        Ok(loaded) => out.push_str(&memory_op_report(&loaded)),
        Err(d) => {
            let _ = writeln!(out, "{d}");
        }
    }
    let _ = writeln!(out, "\n== {ll_name} compiled for {DEFAULT_PLATFORM} (select, legalize, emit)");
    let context = crate::input::ir::context_for(ll_text.as_bytes());
    let compiled =
        crate::input::ir::load_module(&context, ll_name, ll_text.as_bytes()).map_err(|d| vec![d]).and_then(|loaded| {
            let options = CompileOptions {
                platform: DEFAULT_PLATFORM,
                simt: false,
                passes: None,
                verify_each: true,
                print_after: visa_passes::transforms::pipeline::PrintAfter::None,
                emit: EmitKind::Visaasm,
                keep_kernels: false,
            };
            compile(&loaded, &options)
        });
    match compiled {
        Ok(c) => out.push_str(&String::from_utf8_lossy(&c.output)),
        Err(diagnostics) => diagnostics.iter().for_each(|d| {
            let _ = writeln!(out, "{d}");
        }),
    }
    for platform in Platform::ALL {
        let _ = writeln!(
            out,
            "\n== {ll_name} on {platform}: compiled, run on the emulator, verified against the reference"
        );
        let request = IrRunRequest::verify_on(ll_name, ll_text.as_bytes(), (launch_name, launch_text), platform);
        match run_ir(&request) {
            Ok(report) => out.push_str(&report.text()),
            Err(diagnostics) => diagnostics.iter().for_each(|d| {
                let _ = writeln!(out, "{d}");
            }),
        }
    }

    let (asm_name, asm_text) = EXAMPLE_VISAASM;
    let _ = writeln!(out, "\n== {asm_name}: parsed, printed, verified, encoded, run");
    match parse::parse_program(asm_text) {
        Err(e) => {
            let _ = writeln!(out, "{}", e.to_diagnostic(asm_name, asm_text));
        }
        Ok(program) => {
            out.push_str(&print::print_program(&program));
            for kernel in &program.kernels {
                for platform in Platform::ALL {
                    let verdict = match verify::verify_kernel(kernel, platform) {
                        Ok(()) => " ok".to_string(),
                        Err(errors) => errors.iter().map(|e| format!("\n    {e}")).collect(),
                    };
                    let _ = writeln!(out, "verify {} for {platform}:{verdict}", kernel.name);
                }
                match binary::encode_body(&kernel.body) {
                    Ok(bytes) => {
                        let _ = writeln!(out, "binary: {} instructions in {} bytes", kernel.body.len(), bytes.len());
                        for inst in &kernel.body {
                            if let Ok(bytes) = binary::encode_instruction(inst) {
                                let hex: Vec<_> = bytes.iter().map(|b| format!("{b:02x}")).collect();
                                let _ = writeln!(out, "  {:<16} {}", inst.mnemonic(), hex.join(" "));
                            }
                        }
                    }
                    Err(e) => {
                        let _ = writeln!(out, "{}", Diagnostic::new(e.to_string()));
                    }
                }
            }
        }
    }
    let (launch_name, launch_text) = EXAMPLE_LAUNCH;
    let _ = writeln!(out, "\n== {asm_name} run on the emulator with {launch_name}");
    let request = RunRequest {
        file: asm_name,
        text: asm_text,
        launch: Some((launch_name, launch_text)),
        platform: Some(DEFAULT_PLATFORM),
        kernel: None,
        ub_error: false,
        budget: None,
    };
    match run_visaasm(&request) {
        Ok(result) => out.push_str(&result.text()),
        Err(diagnostics) => diagnostics.iter().for_each(|d| {
            let _ = writeln!(out, "{d}");
        }),
    }
    out
}

/// What to run: a `.visaasm` file and, optionally, a launch spec.
pub struct RunRequest<'a> {
    pub file: &'a str,
    pub text: &'a str,
    /// The launch spec's file name and text.
    pub launch: Option<(&'a str, &'a str)>,
    /// `--platform`: wins over the launch spec's `platform`.
    pub platform: Option<Platform>,
    /// `--kernel`: wins over the launch spec's `kernel`.
    pub kernel: Option<&'a str>,
    /// `--ub-error`: undefined behaviour fails the run whatever the spec says.
    pub ub_error: bool,
    /// `--budget`: wins over the launch spec's `budget`.
    pub budget: Option<u64>,
}

/// The platform used when neither `--platform` nor the launch spec names one.
pub const DEFAULT_PLATFORM: Platform = Platform::DEFAULT;

/// Parses, verifies and runs one kernel of a `.visaasm` file on the memory
/// of its launch spec (or the defaults).
pub fn run_visaasm(req: &RunRequest<'_>) -> Result<RunReport, Vec<Diagnostic>> {
    use crate::exec::launch::{Launch, UbPolicy};

    let launch = Launch::for_request(req.launch, req.budget).map_err(|d| vec![d])?;
    let platform = req.platform.or(launch.platform).unwrap_or(DEFAULT_PLATFORM);
    let (program, positions) =
        parse::parse_program_with_positions(req.text).map_err(|e| vec![e.to_diagnostic(req.file, req.text)])?;
    let wanted = req.kernel.or(launch.kernel.as_deref());
    let index = match wanted {
        Some(name) => {
            program.kernels.iter().position(|k| k.name == name || k.source_name.as_deref() == Some(name)).ok_or_else(
                || {
                    let list = kernel_list(&program);
                    // Named by the spec's `kernel =`: the error is there; by `--kernel`: about the file.
                    vec![match req.kernel {
                        Some(_) => Diagnostic::new(format!("{}: no kernel named `{name}`; {list}", req.file)),
                        None => launch.kernel_diagnostic(format!("no kernel named `{name}` in {}; {list}", req.file)),
                    }]
                },
            )?
        }
        None if program.kernels.is_empty() => {
            return Err(vec![Diagnostic::new(format!("{}: the file has no kernel", req.file))])
        }
        None => 0,
    };
    let kernel = &program.kernels[index];
    let pos = positions.kernels.get(index);
    if let Err(errors) = verify::verify_kernel(kernel, platform) {
        let all = errors.iter().map(|e| verify_diagnostic(req.file, req.text, pos, e));
        return Err(visa_passes::diag::capped(all, errors.len()));
    }
    refuse_unsupported(req.file, req.text, pos, kernel)?;
    launch.check_args(kernel).map_err(|d| vec![d])?;
    let mut memory = launch.build_memory().map_err(|d| vec![d])?;
    launch.check_platform(platform).map_err(|d| vec![d])?;

    // Text carries a constant surface's index in its name only.
    let bindings = bind_inputs(kernel, &crate::emit::surface_bindings(kernel), &launch, &memory)?;
    let config = emulator_config(&launch, platform, &[]);
    crate::sys::wall::stage(|| format!("the emulator was running kernel {}", kernel.name));
    let outcome = crate::exec::emu::run(kernel, &config, &bindings, &mut memory);
    let ub_fails = req.ub_error || launch.ub == UbPolicy::Error;
    Ok(RunReport::from_emulator(kernel.name.clone(), platform, ub_fails, memory, outcome))
}

/// The emulator's bindings of a kernel's inputs: the surfaces emit made of
/// constant indices (`constant_surfaces`), values from the launch spec's
/// arguments, surfaces from its images and surfaces.
fn bind_inputs(
    kernel: &crate::visa::Kernel,
    constant_surfaces: &[(crate::visa::SurfaceId, u8)],
    launch: &crate::exec::launch::Launch,
    memory: &crate::exec::memory::Memory,
) -> Result<crate::exec::emu::Bindings, Vec<Diagnostic>> {
    use crate::visa::InputVar;
    let mut bindings = crate::exec::emu::Bindings::default();
    bindings.surfaces.extend_from_slice(constant_surfaces);
    for input in &kernel.inputs {
        match input.var {
            InputVar::General(id) => {
                let Some(var) = kernel.var(id) else { continue };
                let name = kernel.binding_name(&var.name);
                let bytes = launch
                    .input_bytes(name, var.ty, var.num_elts, memory)
                    .map_err(|m| vec![launch.arg_diagnostic(name, m)])?;
                if let Some(bytes) = bytes {
                    bindings.inputs.push((id, bytes));
                }
            }
            InputVar::Surface(id) => {
                let surface = kernel.surface_name(id);
                let name = kernel.binding_name(&surface);
                if let Some(bti) = launch.surface_binding(name).map_err(|m| vec![launch.arg_diagnostic(name, m)])? {
                    bindings.surfaces.push((id, bti));
                }
            }
        }
    }
    Ok(bindings)
}

/// Which executor runs LLVM IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IrEngine {
    /// Compile (select, legalize, emit) and run the kernel on the emulator.
    Emulator,
    /// The reference interpreter (the oracle).
    Reference,
    /// LLVM's own JIT on the host (a second oracle, for generic intrinsics on global memory).
    Jit,
}

/// What to run: an LLVM IR file and, optionally, a launch spec.
pub struct IrRunRequest<'a> {
    pub file: &'a str,
    pub bytes: &'a [u8],
    pub launch: Option<(&'a str, &'a str)>,
    pub kernel: Option<&'a str>,
    pub engine: IrEngine,
    pub ub_error: bool,
    /// The platform to compile for (emulator engine; default: the spec's, else xehpg).
    pub platform: Option<Platform>,
    /// Also run the reference and compare every byte (emulator engine).
    pub verify: bool,
    /// CPU time the JIT's code may run (JIT engine).
    pub jit_timeout: std::time::Duration,
    /// `--budget`: wins over the launch spec's `budget`.
    pub budget: Option<u64>,
}

impl<'a> IrRunRequest<'a> {
    /// `run FILE --launch SPEC --platform P --verify`: the first function
    /// (or the spec's `kernel`) compiled, run on the emulator and compared
    /// with the reference, with the default limits.
    pub fn verify_on(file: &'a str, bytes: &'a [u8], launch: (&'a str, &'a str), platform: Platform) -> Self {
        IrRunRequest {
            file,
            bytes,
            launch: Some(launch),
            kernel: None,
            engine: IrEngine::Emulator,
            ub_error: false,
            platform: Some(platform),
            verify: true,
            jit_timeout: crate::limits::JIT_TIMEOUT,
            budget: None,
        }
    }
}

/// Runs a function of the input IR with the reference interpreter or the JIT.
/// Errors: rejected input (exit 2); a fault is in the report (exit 1).
pub fn run_ir(req: &IrRunRequest<'_>) -> Result<RunReport, Vec<Diagnostic>> {
    let launch = crate::exec::launch::Launch::for_request(req.launch, req.budget).map_err(|d| vec![d])?;
    run_ir_launched(req, &launch)
}

/// [`run_ir`] with a launch in hand (parsed, or built in code); `req.launch`
/// and `req.budget` are not read.
pub fn run_ir_launched(
    req: &IrRunRequest<'_>,
    launch: &crate::exec::launch::Launch,
) -> Result<RunReport, Vec<Diagnostic>> {
    use crate::exec::launch::UbPolicy;
    let context = crate::input::ir::context_for(req.bytes);
    let loaded = crate::input::ir::load_module(&context, req.file, req.bytes).map_err(|d| vec![d])?;
    let function = crate::exec::reference::kernel_function(&loaded, launch, req.kernel).map_err(|d| vec![d])?;
    let memory = launch.build_memory().map_err(|d| vec![d])?;
    let report = match req.engine {
        IrEngine::Emulator => {
            let platform = req.platform.or(launch.platform).unwrap_or(DEFAULT_PLATFORM);
            launch.check_platform(platform).map_err(|d| vec![d])?;
            return run_lowered(req, launch, &loaded, &function, platform, memory);
        }
        IrEngine::Reference => {
            crate::sys::wall::stage(|| format!("the reference interpreter was running @{function}"));
            let outcome =
                crate::exec::reference::run_reference(&loaded, &function, launch, memory).map_err(|d| vec![d])?;
            RunReport::from_reference(function, req.ub_error || launch.ub == UbPolicy::Error, outcome)
        }
        IrEngine::Jit => {
            let return_ty = return_type(&loaded, &function);
            let outcome =
                crate::exec::jit::run_jit_with_timeout(req.file, req.bytes, &function, launch, memory, req.jit_timeout)
                    .map_err(|d| vec![d])?;
            RunReport::from_jit(function, req.ub_error || launch.ub == UbPolicy::Error, return_ty, outcome)
        }
    };
    Ok(report)
}

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
    /// The vISA program model only ([`CompileOutput::program`]), for
    /// library callers that print or encode it themselves.
    Program,
}

/// Options of `visa-lower compile` (README, "Command line").
#[derive(Clone, Debug)]
pub struct CompileOptions {
    pub platform: Platform,
    pub simt: bool,
    /// Passes to run in order; `None` runs the default pipeline.
    pub passes: Option<Vec<String>>,
    pub verify_each: bool,
    pub print_after: visa_passes::transforms::pipeline::PrintAfter,
    pub emit: EmitKind,
    /// Keep the emitted kernels in [`CompileOutput::program`] also when
    /// they are printed (`compile --json` reports them).
    pub keep_kernels: bool,
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
    let mut program = Program::default();
    let mut surfaces = Vec::new();
    let output = match options.emit {
        EmitKind::Nothing => Vec::new(),
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
    use visa_passes::transforms::pipeline::{run_pipeline, PassOptions, PipelineOptions};
    let names: Vec<String> = match &options.passes {
        Some(names) => names.clone(),
        None => visa_passes::DEFAULT_PIPELINE.iter().map(|s| s.to_string()).collect(),
    };
    let mut passes = Vec::new();
    for name in &names {
        let pass = visa_passes::pass_by_name(name).ok_or_else(|| {
            vec![Diagnostic::new(format!(
                "unknown pass `{name}`; available: {}",
                visa_passes::DEFAULT_PIPELINE.join(", ")
            ))]
        })?;
        passes.push(pass);
    }
    let emitted = || loaded.module.get_functions().filter(|&f| f.count_basic_blocks() > 0 && wanted(f));
    let functions: Vec<_> = emitted().collect();
    // One walk before the passes: the refusal of vISA text is found before
    // the passes rewrite the calls (for the call's own position) and
    // reported after them (a platform's refusal comes first).
    let PreScan { calls, allocas, text_refusal } = pre_scan(loaded, &functions, options.emit == EmitKind::Visaasm);
    // A kernel is one function: calls to the module's own functions are
    // inlined first, then private memory is promoted to registers; each
    // instruction keeps its source position through both.
    if calls || allocas {
        let source = loaded.source();
        visa_passes::transforms::inline::tag_positions(&loaded.module, |f, i| {
            source.location(f, i).map(|l| (l.line, l.col))
        });
        let located = |e: visa_passes::transforms::pipeline::PassError| vec![source.pass_error(&loaded.module, &e)];
        if calls {
            crate::sys::wall::stage(|| format!("the inliner was inlining the calls of {}", loaded.file));
            visa_passes::transforms::inline::inline_calls(&loaded.module).map_err(located)?;
        }
        if allocas || visa_passes::transforms::promote::has_allocas(&loaded.module) {
            crate::sys::wall::stage(|| {
                format!("the private memory of {} was being promoted to registers", loaded.file)
            });
            visa_passes::transforms::promote::promote_allocas(&loaded.module).map_err(located)?;
        }
    }
    // Inlining drops the internal functions no call is left to.
    let functions: Vec<_> = emitted().collect();
    if options.simt {
        visa_passes::transforms::pipeline::mark_simt(&loaded.module);
    }
    let pass_refs: Vec<&dyn visa_passes::transforms::pipeline::ModulePass> =
        passes.iter().map(|p| p.as_ref()).collect();
    let pass_options = PassOptions { platform: options.platform, simt: options.simt };
    let pipeline = PipelineOptions { verify_each: options.verify_each, print_after: options.print_after.clone() };
    crate::sys::wall::stage(|| format!("the passes ({}) were lowering {}", names.join(", "), loaded.file));
    let report = run_pipeline(&loaded.module, &pass_refs, &pass_options, &pipeline)
        .map_err(|e| vec![loaded.source().pass_error(&loaded.module, &e)])?;
    match text_refusal {
        Some(d) => Err(vec![d]),
        None => Ok((report, functions)),
    }
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
            let again = translate(loaded, functions[index], options.platform, options.simt);
            return Err(vec![again.err().unwrap_or_else(|| {
                Diagnostic::new(format!("{}: internal error: an emitted kernel fails the vISA verifier", loaded.file))
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
    for &f in functions {
        let emitted = crate::emit::emit_unverified(loaded, f, options.platform, options.simt).map_err(|d| vec![d])?;
        totals.counts += emitted.counts;
        totals.instructions += emitted.kernel.body.len() as u64;
        totals.surfaces.push(emitted.surfaces);
        if !deliver(emitted.kernel) {
            break;
        }
    }
    Ok(totals)
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
    // One thread counts pass by pass, each over every function; the parts'
    // counters, each in its first part's order, go in pipeline order.
    let rank = |pass: &str| visa_passes::DEFAULT_PIPELINE.iter().position(|p| *p == pass);
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
    loaded.module.get_functions().filter(|&f| visa_passes::ir::context::is_defined(f)).any(|f| {
        // SAFETY: a live function of the module.
        !unsafe { inkwell::llvm_sys::core::LLVMGetFirstUse(f.as_value_ref()) }.is_null()
    })
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

/// Runs `kernel` on the emulator with the launch spec's memory and
/// arguments and `surfaces` (what emit made of constant surface indices,
/// [`crate::emit::Emitted::surfaces`]), tracing writes, and compares the
/// result with the reference's run of the input. Public so that tests can
/// check that a wrong kernel is caught.
pub fn emulate_and_compare(
    kernel: &crate::visa::Kernel,
    surfaces: &[crate::emit::SurfaceBinding],
    ir_blocks: &[(usize, u64)],
    platform: Platform,
    launch: &crate::exec::launch::Launch,
    memory: crate::exec::memory::Memory,
    reference: &crate::exec::reference::RefOutcome,
) -> Result<(crate::exec::emu::RunOutcome, crate::exec::memory::Memory, crate::exec::check::Verdict), Vec<Diagnostic>> {
    let bindings = bind_inputs(kernel, &constant_surfaces(surfaces), launch, &memory)?;
    let mut emulated = memory;
    let config = emulator_config(launch, platform, ir_blocks);
    let outcome = crate::exec::emu::run(kernel, &config, &bindings, &mut emulated);
    let mut verdict = crate::exec::check::compare(reference, &emulated, &outcome, retval(kernel, &outcome));
    if !verdict.mismatches.is_empty() {
        // Who wrote each mismatched byte last: the same run again (it is
        // deterministic, on the launch's memory made anew), watching those
        // bytes only, rather than a log of every write of the first.
        crate::sys::wall::stage(|| format!("the emulator was running kernel {} again, naming writers", kernel.name));
        let watched = verdict.mismatched_bytes();
        let mut again = launch.build_memory().map_err(|d| vec![d])?;
        let config = crate::exec::emu::RunConfig { watch_writes: Some(watched), ..config };
        let rerun = crate::exec::emu::run(kernel, &config, &bindings, &mut again);
        verdict.name_writers(&rerun.writes);
    }
    Ok((outcome, emulated, verdict))
}

/// The emulator's run of a kernel under `launch`'s budget: in IR
/// instructions where emit says where the IR blocks start (`ir_blocks`,
/// [`crate::emit::Emitted::ir_blocks`]), and always in vISA instructions:
/// a loop can lose its counts (the inliner folds a callee's branch on a
/// constant argument into a new one), and must still stop.
fn emulator_config(
    launch: &crate::exec::launch::Launch,
    platform: Platform,
    ir_blocks: &[(usize, u64)],
) -> crate::exec::emu::RunConfig {
    let ir_budget = (!ir_blocks.is_empty())
        .then(|| crate::exec::emu::IrBudget { limit: launch.budget, blocks: ir_blocks.to_vec() });
    crate::exec::emu::RunConfig {
        budget: launch.emulator_budget(),
        ir_budget,
        ..crate::exec::emu::RunConfig::new(platform, launch.dispatch_mask)
    }
}

/// The emulator's form of emitted surface bindings.
fn constant_surfaces(surfaces: &[crate::emit::SurfaceBinding]) -> Vec<(crate::visa::SurfaceId, u8)> {
    surfaces.iter().map(|b| (b.surface, b.bti)).collect()
}

/// The bytes of the kernel's `retval` variable at the end of a run (what
/// an emitted function returned), if it has one.
fn retval<'a>(kernel: &crate::visa::Kernel, outcome: &'a crate::exec::emu::RunOutcome) -> Option<&'a [u8]> {
    let id = kernel.vars.iter().position(|v| v.name == crate::emit::RETVAL)?;
    outcome.state.var_bytes(crate::visa::GenVarId::from_decl_index(id))
}

/// The return type of `function` as LLVM prints it (empty if it has none).
fn return_type(loaded: &LoadedModule<'_>, function: &str) -> String {
    loaded
        .module
        .get_function(function)
        .and_then(|f| f.get_type().get_return_type())
        .map(|t| t.print_to_string().to_string())
        .unwrap_or_default()
}

/// Compiles `function` for `platform`, runs the kernel on the emulator and,
/// with `req.verify`, compares it with the reference's run of the input.
fn run_lowered(
    req: &IrRunRequest<'_>,
    launch: &crate::exec::launch::Launch,
    loaded: &LoadedModule<'_>,
    function: &str,
    platform: Platform,
    memory: crate::exec::memory::Memory,
) -> Result<RunReport, Vec<Diagnostic>> {
    use crate::exec::launch::UbPolicy;
    // The reference runs on the input as read, before the passes rewrite
    // it: on a copy. What it refuses is refused first; then the compile,
    // so that a kernel the compiler refuses is refused before the
    // reference spends its budget on it.
    let input = req.verify.then(|| loaded.duplicate());
    let prepared = match &input {
        Some(input) => {
            Some(crate::exec::reference::prepare(input, function, launch, memory.clone()).map_err(|d| vec![d])?)
        }
        None => None,
    };
    let options = CompileOptions {
        platform,
        simt: false,
        passes: None,
        verify_each: true,
        print_after: visa_passes::transforms::pipeline::PrintAfter::None,
        emit: EmitKind::Llvm,
        keep_kernels: false,
    };
    crate::emit::tag_block_sizes(&loaded.module);
    compile(loaded, &options)?;
    let func = loaded
        .module
        .get_function(function)
        .filter(|f| f.count_basic_blocks() > 0)
        .ok_or_else(|| vec![Diagnostic::new(format!("{}: no function `@{function}` with a body", req.file))])?;
    crate::sys::wall::stage(|| format!("emitting vISA for @{function} of {}", req.file));
    let crate::emit::Emitted { kernel, surfaces, ir_blocks, .. } =
        crate::emit::translate(loaded, func, platform, false).map_err(|d| vec![d])?;
    if let Err(errors) = verify::verify_kernel(&kernel, platform) {
        // The emitter must only produce verified kernels: this is a bug, said as such.
        return Err(errors
            .iter()
            .map(|e| {
                Diagnostic::new(format!(
                    "{}: internal error: the emitted kernel fails the vISA verifier: {e}",
                    req.file
                ))
            })
            .collect());
    }
    let reference = match prepared {
        Some(prepared) => {
            crate::sys::wall::stage(|| format!("the reference interpreter was running @{function}"));
            Some(prepared.run().map_err(|d| vec![d])?)
        }
        None => None,
    };
    drop(input);
    crate::sys::wall::stage(|| format!("the emulator was running kernel {}", kernel.name));
    let (outcome, emulated, verdict) = match &reference {
        Some(r) => {
            let (outcome, emulated, verdict) =
                emulate_and_compare(&kernel, &surfaces, &ir_blocks, platform, launch, memory, r)?;
            (outcome, emulated, Some(verdict))
        }
        None => {
            let bindings = bind_inputs(&kernel, &constant_surfaces(&surfaces), launch, &memory)?;
            let mut emulated = memory;
            let config = emulator_config(launch, platform, &ir_blocks);
            (crate::exec::emu::run(&kernel, &config, &bindings, &mut emulated), emulated, None)
        }
    };
    let ub_fails = req.ub_error || launch.ub == UbPolicy::Error;
    // The emulator does not know which bytes the input leaves undefined
    // (the reference's report and the verdict do).
    let returned = retval(&kernel, &outcome).map(|bytes| crate::exec::report::ReportReturned {
        ty: return_type(loaded, function),
        bytes: bytes.to_vec(),
        undefined: vec![false; bytes.len()],
    });
    let mut report = RunReport::from_emulator(kernel.name.clone(), platform, ub_fails, emulated, outcome);
    report.returned = returned;
    report.verdict = verdict;
    Ok(report)
}

/// A deliberate lowering bug, for tests that verification and the fuzzer
/// catch one: an option of the fuzzer's library API ([`crate::fuzz::Checks`])
/// and [`Sabotage::apply`], compiled only with the `sabotage` feature,
/// which only the tests turn on.
#[cfg(feature = "sabotage")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sabotage {
    /// The first message whose next execution-mask offset is legal runs at
    /// that offset instead (`M1` -> `M3` at SIMD8): it reads the wrong
    /// predicate bits and channels.
    EmaskOffset,
    /// Every 64-bit `add` of a variable and an offset keeps the variable's
    /// high dword (where the platform has no 64-bit add: every `addc`'s
    /// carry is 0): the carry out of the low dwords is lost, as when 64-bit
    /// address arithmetic is done on 32-bit halves without it (the bug of
    /// intel/intel-graphics-compiler#414). Only an address whose low dword carries changes.
    DroppedCarry,
}

#[cfg(feature = "sabotage")]
impl Sabotage {
    /// Applies the bug to `kernel`; whether some instruction changed.
    pub fn apply(self, kernel: &mut crate::visa::Kernel) -> bool {
        match self {
            Sabotage::EmaskOffset => Sabotage::shift_emask_offset(kernel),
            Sabotage::DroppedCarry => Sabotage::drop_carries(kernel),
        }
    }

    /// After each `add` of 64-bit lanes whose src0 is a variable, a `mov` of
    /// src0's high dwords over the result's; after each `addc` of a
    /// variable, a `mov` of 0 to its carry.
    fn drop_carries(kernel: &mut crate::visa::Kernel) -> bool {
        use crate::visa::{Alias, DstOperand, ElemType, GenVar, Instruction, Region, SrcOperand};
        let is_64 =
            |k: &crate::visa::Kernel, v| k.var(v).is_some_and(|v: &GenVar| matches!(v.ty, ElemType::Q | ElemType::UQ));
        let mut body = Vec::with_capacity(kernel.body.len());
        let mut changed = false;
        for inst in std::mem::take(&mut kernel.body) {
            body.push(inst);
            if let Instruction::Carry { op: crate::visa::CarryOp::Addc, exec, pred, carry, src0, .. } = inst {
                // On 32-bit halves (no 64-bit add): the carry out of the low
                // dwords is 0.
                if matches!(src0, SrcOperand::General { .. }) {
                    body.push(Instruction::mov(exec, pred, carry, SrcOperand::imm(ElemType::UD, 0)));
                    changed = true;
                }
                continue;
            }
            let Instruction::Alu(crate::visa::Alu { op: crate::visa::AluOp::Add, exec, pred, dst, srcs, .. }) = inst
            else {
                continue;
            };
            let Some(src0) = srcs.get(0) else { continue };
            let (
                DstOperand::General { var: dv, row: dr, col: dc, .. },
                SrcOperand::General { var: sv, row: sr, col: sc, region, .. },
            ) = (dst, src0)
            else {
                continue;
            };
            if !is_64(kernel, dv) || !is_64(kernel, sv) {
                continue;
            }
            let mut dwords = |var| {
                let v = kernel.var(var).cloned()?;
                let alias = GenVar {
                    name: format!("{}_sabotage_{}", v.name, kernel.vars.len()),
                    ty: ElemType::UD,
                    num_elts: 2 * v.num_elts,
                    align: v.align,
                    alias: Some(Alias { base: var, offset: 0 }),
                };
                Some(kernel.declare_var(alias))
            };
            let (Some(d), Some(s)) = (dwords(dv), dwords(sv)) else { continue };
            let hi = Region { vstride: if region == Region::SCALAR { 0 } else { 2 }, width: 1, hstride: 0 };
            body.push(Instruction::mov(
                exec,
                pred,
                DstOperand::General { var: d, row: dr, col: 2 * dc + 1, hstride: 2 },
                SrcOperand::General {
                    var: s,
                    row: sr,
                    col: 2 * sc + 1,
                    region: hi,
                    modifier: crate::visa::SrcModifier::None,
                },
            ));
            changed = true;
        }
        kernel.body = body;
        changed
    }

    fn shift_emask_offset(kernel: &mut crate::visa::Kernel) -> bool {
        use crate::visa::{EmaskOffset, Instruction};
        for inst in &mut kernel.body {
            let exec = match inst {
                Instruction::Scatter4Scaled(m) => &mut m.exec,
                Instruction::QwScatter(m) => &mut m.exec,
                Instruction::SvmGather(m) => &mut m.exec,
                Instruction::TypedAtomic(m) => &mut m.exec,
                _ => continue,
            };
            let lanes = exec.size.lanes();
            let next = exec.offset.channel() + lanes.max(4);
            if let Some(offset) = EmaskOffset::from_channel(next).filter(|_| next + lanes <= 32) {
                exec.offset = offset;
                return true;
            }
        }
        false
    }
}
