//! `visa-lower run`: a `.visaasm` kernel on the emulator, or a function of
//! the input IR on the reference interpreter or the JIT, and the comparison
//! of a lowered kernel's run with the reference's (`--verify`).

use super::compile::{compile, CompileOptions, EmitKind};
use crate::diag::{Diagnostic, DiagnosticKind};
use crate::exec::report::{InstructionPlace, RunReport};
use crate::input::ir::LoadedModule;
use crate::visa::{text::parse, verify, Program};
use crate::Platform;
use visa_passes::isa::limits::MAX_DIAGNOSTICS;

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
pub(crate) fn kernel_list(program: &Program) -> String {
    let names: Vec<&str> = program.kernels.iter().take(10).map(|k| k.name.as_str()).collect();
    let more = program.kernels.len().saturating_sub(names.len());
    match (names.is_empty(), more) {
        (true, _) => "the file has no kernel".to_string(),
        (false, 0) => format!("the file has: {}", names.join(", ")),
        (false, n) => format!("the file has: {} and {n} more", names.join(", ")),
    }
}

/// A verifier error as a diagnostic at the line it is about.
pub(crate) fn verify_diagnostic(
    file: &str,
    text: &str,
    pos: Option<&parse::KernelPositions>,
    e: &verify::VerifyError,
) -> Diagnostic {
    let at = pos.and_then(|p| verify_error_position(p, e)).or(pos.map(|p| p.kernel));
    let message = format!("[{}] {}: {} ({})", e.rule.id(), e.item, e.message, e.rule.source());
    let diagnostic = match at {
        Some((line, col)) => Diagnostic::at(file, text, line, col, message),
        None => Diagnostic::new(format!("{file}: {message}")),
    };
    // What the platform lacks is its refusal; any other broken rule is the input's.
    let platform_lacks = matches!(
        e.rule,
        verify::Rule::MessageAvailable(_)
            | verify::Rule::MessageFeature(_)
            | verify::Rule::AluAvailable
            | verify::Rule::Int64Alu(_)
            | verify::Rule::Fp64(_)
    );
    diagnostic.kind(if platform_lacks { DiagnosticKind::Refused } else { DiagnosticKind::Invalid })
}

/// Refuses, before running, a kernel with an instruction the emulator does
/// not implement: the first one, at its `file:line:col`.
pub(crate) fn refuse_unsupported(
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
    let diagnostic = match at {
        Some((line, col)) => Diagnostic::at(file, text, line, col, message),
        None => Diagnostic::new(format!("{file}: {message}")),
    };
    Err(vec![diagnostic.kind(DiagnosticKind::Refused)])
}

/// The first `fcall` or `faddr` of `kernel` whose function no unit of
/// `program` defines, as (instruction index, mnemonic, function name): a
/// call into code the file does not have cannot run.
pub(crate) fn undefined_callee<'p>(
    program: &'p crate::visa::Program,
    kernel: &'p crate::visa::Kernel,
) -> Option<(usize, &'static str, &'p str)> {
    use crate::visa::Instruction;
    let defined = |name: &str| program.kernels.iter().any(|k| k.name == name || k.source_name.as_deref() == Some(name));
    kernel.body.iter().enumerate().find_map(|(i, inst)| match inst {
        Instruction::Faddr { func, .. } | Instruction::Fcall { func, .. } => {
            kernel.function(*func).filter(|name| !defined(name)).map(|name| (i, inst.mnemonic(), name))
        }
        _ => None,
    })
}

/// Refuses to run `kernel` of `program` when it calls a function the file
/// does not define ([`undefined_callee`]), or when it is a function
/// (`.global_function`): only a kernel starts a run, and a function's
/// `fret` returns to a caller (at its first `fret`, else at its header).
fn refuse_missing_calls(
    file: &str,
    text: &str,
    pos: Option<&parse::KernelPositions>,
    program: &crate::visa::Program,
    kernel: &crate::visa::Kernel,
) -> Result<(), Vec<Diagnostic>> {
    let (index, message) = if let Some((index, mnemonic, name)) = undefined_callee(program, kernel) {
        let what = if mnemonic == "faddr" { "takes the address of" } else { "calls" };
        let message = format!(
            "cannot run kernel {} on the emulator: {mnemonic} {what} function `{name}`, which no unit of {file} \
             defines (append the file that defines it, without its `.version` line: docs/validate.md)",
            kernel.name
        );
        (Some(index), message)
    } else if kernel.kind == crate::visa::UnitKind::Function {
        let fret = kernel.body.iter().position(|i| matches!(i, crate::visa::Instruction::Fret { .. }));
        let message = format!(
            "cannot run kernel {} on the emulator: {}{} is a function (.global_function), not a kernel: run the \
             kernel that calls it, with this function in its file",
            kernel.name,
            if fret.is_some() { "fret returns to its caller; " } else { "" },
            kernel.name
        );
        (fret, message)
    } else {
        return Ok(());
    };
    let at = pos.and_then(|p| index.and_then(|i| p.instructions.get(i).copied()).or(Some(p.kernel)));
    let diagnostic = match at {
        Some((line, col)) => Diagnostic::at(file, text, line, col, message),
        None => Diagnostic::new(format!("{file}: {message}")),
    };
    Err(vec![diagnostic.kind(DiagnosticKind::Refused)])
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
    refuse_missing_calls(req.file, req.text, pos, &program, kernel)?;
    launch.check_args(kernel).map_err(|d| vec![d])?;
    let mut memory = launch.build_memory().map_err(|d| vec![d])?;
    launch.check_platform(platform).map_err(|d| vec![d])?;

    // Text carries a constant surface's index in its name only.
    let bindings = bind_inputs(kernel, &crate::emit::surface_bindings(kernel), &launch, &memory)?;
    let config = emulator_config(&launch, platform, &[]);
    crate::sys::wall::stage(|| format!("the emulator was running kernel {}", kernel.name));
    let outcome = crate::exec::emu::run_with_functions(kernel, &program.kernels, &config, &bindings, &mut memory);
    let ub_fails = req.ub_error || launch.ub == UbPolicy::Error;
    let mut report =
        RunReport::from_emulator(kernel.name.clone(), platform, ub_fails, memory, outcome).with_launch(&launch);
    report.locate(&|i| {
        let (line, col) = *pos?.instructions.get(i)?;
        let location = format!("{}:{line}:{col}", req.file);
        let mnemonic = kernel.body.get(i).map_or("", crate::visa::Instruction::mnemonic);
        Some(InstructionPlace { visa_line: line, text: format!("{location} ({mnemonic})"), location: Some(location) })
    });
    Ok(report)
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
    /// `--messages`: the messages `select` chooses (default: the launch
    /// spec's `messages`, else the platform's).
    pub messages: Option<visa_passes::transforms::pipeline::Messages>,
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
            messages: None,
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
    // Every engine refuses the same arguments, before the compile.
    if let Some(f) = loaded.module.get_function(&function) {
        crate::exec::reference::check_arguments(f, launch, &memory).map_err(|d| vec![d])?;
    }
    let report = match req.engine {
        IrEngine::Emulator => {
            let platform = req.platform.or(launch.platform).unwrap_or(DEFAULT_PLATFORM);
            launch.check_platform(platform).map_err(|d| vec![d])?;
            return run_lowered(req, launch, &loaded, &function, platform, memory);
        }
        IrEngine::Reference => {
            crate::sys::wall::stage(|| format!("the reference interpreter was running @{function}"));
            let outcome = crate::exec::reference::run_reference_every_refusal(&loaded, &function, launch, memory)?;
            RunReport::from_reference(function, req.ub_error || launch.ub == UbPolicy::Error, outcome)
                .with_launch(launch)
        }
        IrEngine::Jit => {
            let return_ty = return_type(&loaded, &function);
            let outcome =
                crate::exec::jit::run_jit_with_timeout(req.file, req.bytes, &function, launch, memory, req.jit_timeout)
                    .map_err(|d| vec![d])?;
            RunReport::from_jit(function, req.ub_error || launch.ub == UbPolicy::Error, return_ty, outcome)
                .with_launch(launch)
        }
    };
    Ok(report)
}

/// The compiler assigns the binding-table index of each surface parameter
/// of Intel's vector-compiler ABI (`"VCArgumentKind"="2"`) as Intel's
/// compiler does (`crate::input::vc_abi`), and the kernel's messages read
/// that index, not the input: the launch spec must bind each one there, or
/// the reference (which reads the spec's binding) and the kernel would run
/// on different surfaces.
fn check_assigned_surfaces(
    function: inkwell::values::FunctionValue<'_>,
    launch: &crate::exec::launch::Launch,
) -> Result<(), Diagnostic> {
    use crate::input::vc_abi::{intel_surface_parameters, INTEL_FIRST_SURFACE_INDEX};
    use inkwell::values::AsValueRef;
    for surface in intel_surface_parameters(function) {
        let Some(param) = function.get_nth_param(surface.param as u32) else { continue };
        let name = visa_passes::ir::llvm::value_name(param.as_value_ref());
        let given = if name.is_empty() {
            None
        } else {
            launch.surface_binding(&name).map_err(|m| launch.arg_diagnostic(&name, m))?
        };
        if given == Some(surface.index) {
            continue;
        }
        let given = match given {
            Some(other) => format!("the launch spec binds it at index {other}"),
            None => "the launch spec does not bind it".to_string(),
        };
        let index = surface.index;
        let arg = if name.is_empty() { "NAME" } else { &name };
        return Err(launch.arg_diagnostic(
            &name,
            format!(
                "parameter `%{name}` (parameter {}) is a surface of Intel's vector-compiler ABI \
                 (\"VCArgumentKind\"=\"2\"): the compiler assigns its binding-table index as Intel's does, {index} \
                 (read-only images first, then the other surfaces, in parameter order, from \
                 {INTEL_FIRST_SURFACE_INDEX}), and {given}; bind it at {index} (`{arg} = \"@NAME\"` of a surface \
                 or image with `bti = {index}`: docs/launch.md, \"Surfaces\")",
                surface.param + 1,
            ),
        ));
    }
    Ok(())
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
    let config = emulator_config(launch, platform, ir_blocks);
    let fresh = || launch.build_memory().map_err(|d| vec![d]);
    compare_emulated(kernel, &[], &bindings, config, memory, &fresh, reference, &|outcome, _| {
        retval(kernel, outcome).map(<[u8]>::to_vec)
    })
}

/// Runs `kernel` with `bindings` on `memory`, tracing writes, and compares
/// the result with the reference's run; `returned` takes the kernel's
/// returned bytes out of the run (and out of its memory, where a kernel
/// returns through a buffer of its own), and `fresh_memory` makes the
/// launch's memory anew for the run that names the writers of mismatches.
pub(crate) fn compare_emulated(
    kernel: &crate::visa::Kernel,
    units: &[crate::visa::Kernel],
    bindings: &crate::exec::emu::Bindings,
    config: crate::exec::emu::RunConfig,
    memory: crate::exec::memory::Memory,
    fresh_memory: &dyn Fn() -> Result<crate::exec::memory::Memory, Vec<Diagnostic>>,
    reference: &crate::exec::reference::RefOutcome,
    returned: &dyn Fn(&crate::exec::emu::RunOutcome, &mut crate::exec::memory::Memory) -> Option<Vec<u8>>,
) -> Result<(crate::exec::emu::RunOutcome, crate::exec::memory::Memory, crate::exec::check::Verdict), Vec<Diagnostic>> {
    let mut emulated = memory;
    let outcome = crate::exec::emu::run_with_functions(kernel, units, &config, bindings, &mut emulated);
    let bytes = returned(&outcome, &mut emulated);
    let mut verdict = crate::exec::check::compare(reference, &emulated, &outcome, bytes.as_deref());
    if !verdict.mismatches.is_empty() {
        // Who wrote each mismatched byte last: the same run again (it is
        // deterministic, on the launch's memory made anew), watching those
        // bytes only, rather than a log of every write of the first.
        crate::sys::wall::stage(|| format!("the emulator was running kernel {} again, naming writers", kernel.name));
        let watched = verdict.mismatched_bytes();
        let mut again = fresh_memory()?;
        let config = crate::exec::emu::RunConfig { watch_writes: Some(watched), ..config };
        let rerun = crate::exec::emu::run_with_functions(kernel, units, &config, bindings, &mut again);
        verdict.name_writers(&rerun.writes);
    }
    Ok((outcome, emulated, verdict))
}

/// The emulator's run of a kernel under `launch`'s budget: in IR
/// instructions where emit says where the IR blocks start (`ir_blocks`,
/// [`crate::emit::Emitted::ir_blocks`]), and always in vISA instructions:
/// a loop can lose its counts (the inliner folds a callee's branch on a
/// constant argument into a new one), and must still stop.
pub(crate) fn emulator_config(
    launch: &crate::exec::launch::Launch,
    platform: Platform,
    ir_blocks: &[(usize, u64)],
) -> crate::exec::emu::RunConfig {
    let ir_budget = (!ir_blocks.is_empty())
        .then(|| crate::exec::emu::IrBudget { limit: launch.budget, blocks: ir_blocks.to_vec() });
    crate::exec::emu::RunConfig {
        budget: launch.emulator_budget(),
        ir_budget,
        thread: launch.thread,
        ..crate::exec::emu::RunConfig::new(platform, launch.dispatch_mask)
    }
}

/// The emulator's form of emitted surface bindings.
fn constant_surfaces(surfaces: &[crate::emit::SurfaceBinding]) -> Vec<(crate::visa::SurfaceId, u8)> {
    surfaces.iter().map(|b| (b.surface, b.bti)).collect()
}

/// The bytes of the kernel's `retval` variable at the end of a run (what
/// an emitted function returned), if it has one.
pub(crate) fn retval<'a>(kernel: &crate::visa::Kernel, outcome: &'a crate::exec::emu::RunOutcome) -> Option<&'a [u8]> {
    let id = kernel.vars.iter().position(|v| v.name == crate::emit::RETVAL)?;
    outcome.state.var_bytes(crate::visa::GenVarId::from_decl_index(id))
}

/// The return type of `function` as LLVM prints it (empty if it has none).
pub(crate) fn return_type(loaded: &LoadedModule<'_>, function: &str) -> String {
    loaded
        .module
        .get_function(function)
        .and_then(|f| f.get_type().get_return_type())
        .map(|t| t.print_to_string().to_string())
        .unwrap_or_default()
}

/// A SIMT kernel (`"visa-simt"="true"`) keeps the dispatch mask, so under a
/// partial one the reference runs the IR as the mask makes it
/// ([`crate::exec::dispatch_mask`]): a disabled lane is a lane off.
fn mask_simt_reference(input: &LoadedModule<'_>, function: &str, dispatch: u32) -> Result<(), Vec<Diagnostic>> {
    let simt = input.module.get_function(function).is_some_and(visa_passes::ir::msg::is_simt);
    if !simt || dispatch == u32::MAX {
        return Ok(());
    }
    crate::exec::dispatch_mask::mask_module(&input.module, dispatch).map(|_| ()).map_err(|m| {
        vec![Diagnostic::new(format!(
            "{}: cannot verify @{function} under dispatch mask {dispatch:#010x}: {m}",
            input.file
        ))
        .kind(DiagnosticKind::Refused)]
    })
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
    if let Some(f) = loaded.module.get_function(function) {
        check_assigned_surfaces(f, launch).map_err(|d| vec![d])?;
    }
    // The reference runs on the input as read, before the passes rewrite
    // it: on a copy. What it refuses is refused first; then the compile,
    // so that a kernel the compiler refuses is refused before the
    // reference spends its budget on it.
    let input = req.verify.then(|| loaded.duplicate());
    if let Some(input) = &input {
        mask_simt_reference(input, function, launch.dispatch_mask)?;
    }
    let mut options = CompileOptions {
        platform,
        simt: false,
        passes: None,
        messages: req.messages.or(launch.messages),
        verify_each: true,
        print_after: visa_passes::transforms::pipeline::PrintAfter::None,
        emit: EmitKind::NothingLocated,
        keep_kernels: false,
        locations: false,
    };
    let prepared = match &input {
        Some(input) => match crate::exec::reference::prepare(input, function, launch, memory.clone()) {
            Ok(prepared) => Some(prepared),
            // What the compiler refuses too is reported as `compile`
            // reports it: every error, the same first.
            Err(refusal) if refusal.is_refusal() => {
                options.emit = EmitKind::Program;
                return Err(compile(loaded, &options).err().unwrap_or_else(|| vec![refusal]));
            }
            Err(d) => return Err(vec![d]),
        },
        None => None,
    };
    crate::emit::tag_block_sizes(&loaded.module);
    compile(loaded, &options)?;
    let func = loaded
        .module
        .get_function(function)
        .filter(|f| f.count_basic_blocks() > 0)
        .ok_or_else(|| vec![Diagnostic::new(format!("{}: no function `@{function}` with a body", req.file))])?;
    crate::sys::wall::stage(|| format!("emitting vISA for @{function} of {}", req.file));
    let emitted = crate::emit::translate(loaded, func, platform, crate::emit::Dispatch::NoMask);
    // A refusal: the module's every emission error, as `compile` reports them.
    let emitted = emitted.map_err(|d| match d.is_refusal() {
        true => Some(super::compile::emit_errors(loaded, &options)).filter(|all| !all.is_empty()).unwrap_or(vec![d]),
        false => vec![d],
    });
    let crate::emit::Emitted { kernel, surfaces, ir_blocks, origin, .. } = emitted?;
    if let Err(errors) = verify::verify_kernel(&kernel, platform) {
        // The emitter must only produce verified kernels: this is a bug, said as such.
        return Err(errors
            .iter()
            .map(|e| {
                Diagnostic::new(format!(
                    "{}: internal error: the emitted kernel fails the vISA verifier: {e}",
                    req.file
                ))
                .kind(DiagnosticKind::Internal)
            })
            .collect());
    }
    crate::exec::emu::private::check_room(&kernel, &memory)
        .map_err(|e| vec![Diagnostic::new(format!("{}: {e}", req.file))])?;
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
    let mut report =
        RunReport::from_emulator(kernel.name.clone(), platform, ub_fails, emulated, outcome).with_launch(launch);
    report.returned = returned;
    report.verdict = verdict;
    if report.fault.is_some() || !report.findings.is_empty() {
        use inkwell::values::AsValueRef;
        // The lines `compile` writes: with its location comments.
        let mut printed = kernel.clone();
        printed.source_comments = super::compile::source_comments(func, &origin);
        let lines = emitted_lines(&printed);
        let count = func.get_basic_blocks().iter().map(|b| b.get_instructions().count()).sum();
        let source = loaded.source().of_function(func, count);
        let instructions: Vec<_> = func.get_basic_blocks().iter().flat_map(|b| b.get_instructions()).collect();
        report.locate(&|i| {
            let visa_line = *lines.get(i)?;
            let inst = origin.get(i).and_then(|&k| Some((k, *instructions.get(k)?)));
            // Its input position, which the passes carried as its `!dbg`
            // (`crate::input::locations`); else where the text has it.
            let ir = inst.and_then(|(k, inst)| {
                visa_passes::ir::llvm::debug_location(inst.as_value_ref())
                    .map(|(file, line, col)| format!("{file}:{line}:{col}"))
                    .or_else(|| source.position(k, Some(inst)).map(|p| format!("{}:{}:{}", loaded.file, p.line, p.col)))
            });
            let location = ir;
            let mnemonic = kernel.body.get(i).map_or("", crate::visa::Instruction::mnemonic);
            let from = location.as_ref().map_or(String::new(), |l| format!(" from {l}"));
            Some(InstructionPlace { visa_line, text: format!("vISA line {visa_line} ({mnemonic}){from}"), location })
        });
    }
    Ok(report)
}

/// The 1-based line of each instruction of `kernel`'s body in the text
/// `compile` writes of the kernel alone (printed and read back: the
/// reader's positions are the text's).
fn emitted_lines(kernel: &crate::visa::Kernel) -> Vec<u32> {
    let text =
        crate::visa::text::print::print_program(&Program { kernels: vec![kernel.clone()], ..Program::default() });
    parse::parse_program_with_positions(&text)
        .ok()
        .and_then(|(_, positions)| positions.kernels.into_iter().next())
        .map(|k| k.instructions.into_iter().map(|(line, _)| line).collect())
        .unwrap_or_default()
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
