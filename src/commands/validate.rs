//! `visa-lower validate K.ll X.visaasm --launch K.toml --platform P`: runs
//! a vISA kernel from anywhere (Intel's compiler, another tool, a hand
//! edit) on the emulator and `K.ll` on the reference interpreter with the
//! same launch spec, and compares every byte and the returned value as
//! `run --verify` does (docs/validate.md).
//!
//! The launch spec names the IR's parameters; the vISA's inputs are bound
//! to them by position (in order of offset), not by name, so that a kernel
//! whose compiler names its inputs `V33`, `V34`, ... runs on the same
//! values. Intel's ABI differs from this project's in ways made good here:
//! a `<N x i1>` parameter arrives as one element per lane (not a
//! bitmask), an input may be wider than its parameter (an SLM pointer in 8
//! bytes: zero-extended), and a kernel whose IR returns a value may return
//! it through one more input, a global pointer (the adaptor of
//! testdata/igc/README.md), bound to a buffer of its own.

use super::cli::{check_unchanged, job_result, parse_platform, platform_help, read_input, walled, CmdResult, Failure};
use crate::diag::Diagnostic;
use crate::exec::emu::arith::ApproxEnd;
use crate::exec::emu::Bindings;
use crate::exec::launch::{Launch, UbPolicy};
use crate::exec::memory::Memory;
use crate::exec::reference::ParamInput;
use crate::exec::report::{ReportReturned, RunReport};
use crate::input::vc_abi::{intel_surface_parameters, IntelSurface, INTEL_FIRST_SURFACE_INDEX};
use crate::limits::{MAX_INPUT_BYTES, MAX_LAUNCH_BYTES};
use crate::pipeline::run::{compare_emulated, emulator_config, kernel_list, refuse_unsupported, verify_diagnostic};
use crate::visa::text::parse;
use crate::visa::{Input, InputVar, Kernel};
use crate::Platform;
use clap::Args;
use std::io::Write;

/// What to validate: the IR, the vISA, the launch spec (file and text each).
pub struct ValidateRequest<'a> {
    pub ir_file: &'a str,
    pub ir_bytes: &'a [u8],
    pub visa_file: &'a str,
    pub visa_text: &'a str,
    /// More vISA files whose units join the kernel's (file, text): the
    /// functions it calls (IGC's `<kernel>_f<n>.visaasm`, [`functions_beside`]).
    pub function_files: &'a [(String, String)],
    pub launch: (&'a str, &'a str),
    pub platform: Platform,
    /// `--budget`: wins over the launch spec's `budget`.
    pub budget: Option<u64>,
    /// `--masks`: the dispatch masks to run.
    pub masks: MaskChoice,
}

/// The name of the buffer that receives a value the kernel returns through
/// a pointer input; removed from memory before the comparison.
const RETURN_BUFFER: &str = "validate.retval";

/// The most bytes a returned value can have: one vISA variable's.
const MAX_RETURNED_BYTES: usize = 4096;

/// Validates the vISA kernel against the IR: the emulator's report with the
/// verdict (exit 1 on a mismatch, [`exit_code`]) and the warnings; `Err`
/// is bad input (exit 2).
pub fn validate(req: &ValidateRequest<'_>) -> Result<Validated, Vec<Diagnostic>> {
    let one = |d: Diagnostic| vec![d];
    let launch = Launch::for_request(Some(req.launch), req.budget).map_err(one)?;
    launch.check_platform(req.platform).map_err(one)?;

    let context = crate::input::ir::context_for(req.ir_bytes);
    let loaded = crate::input::ir::load_module(&context, req.ir_file, req.ir_bytes).map_err(one)?;
    let function = crate::exec::reference::kernel_function(&loaded, &launch, None).map_err(one)?;

    let (mut program, positions) = parse::parse_program_with_positions(req.visa_text)
        .map_err(|e| vec![e.to_diagnostic(req.visa_file, req.visa_text)])?;
    join_function_files(&mut program, req.function_files)?;
    let index = pick_kernel(&program, &launch, &function).ok_or_else(|| {
        vec![Diagnostic::new(format!("{}: no kernel to validate; {}", req.visa_file, kernel_list(&program)))]
    })?;
    let kernel = &program.kernels[index];
    let pos = positions.kernels.get(index);
    let mut warnings = Vec::new();
    if let Err(errors) = crate::visa::verify::verify_kernel(kernel, req.platform) {
        let (tolerated, refused): (Vec<_>, Vec<_>) = errors.into_iter().partition(|e| tolerated(e, kernel));
        if !refused.is_empty() {
            let all = refused.iter().map(|e| verify_diagnostic(req.visa_file, req.visa_text, pos, e));
            return Err(visa_passes::diag::capped(all, refused.len()));
        }
        warnings = tolerated.iter().map(|e| verify_diagnostic(req.visa_file, req.visa_text, pos, e)).collect();
    }
    refuse_undefined_callee(req.visa_file, req.visa_text, pos, &program, kernel)?;
    refuse_unsupported(req.visa_file, req.visa_text, pos, kernel)?;

    let memory = launch.build_memory().map_err(one)?;
    let func = loaded
        .module
        .get_function(&function)
        .ok_or_else(|| vec![Diagnostic::new(format!("{}: no function `@{function}` with a body", req.ir_file))])?;
    let params = crate::exec::reference::parameter_inputs(func, &launch, &memory)
        .map_err(|m| vec![Diagnostic::new(format!("{}: @{function}: {m}", req.ir_file))])?;
    let returns_value = func.get_type().get_return_type().is_some();
    let site = Site { file: req.visa_file, text: req.visa_text, pos };
    // Bound before the reference runs: a kernel that does not fit the IR is
    // refused without spending the budget.
    let intel_surfaces = intel_surface_parameters(func);
    let mut plan = bind_by_position(kernel, &params, &intel_surfaces, &function, returns_value, &launch, &site)?;
    crate::sys::wall::stage(|| format!("the reference interpreter was running @{function}"));
    let reference = crate::exec::reference::run_reference(&loaded, &function, &launch, memory.clone()).map_err(one)?;
    // The return buffer holds the reference's returned value; a reference
    // run that faulted returned none, and the buffer is then as large as any
    // vISA variable (the comparison fails on the fault anyway).
    plan.size_return_buffer(&memory, reference.returned.as_ref().map_or(MAX_RETURNED_BYTES, |r| r.bytes.len()));

    let approximate = approximate_instructions(req.visa_file, pos, kernel);
    let masks = req.masks.resolve(launch.dispatch_mask);
    let honours = honours_dispatch_mask(kernel);
    let mut runs = Vec::with_capacity(masks.len());
    let mut shown: Option<(usize, RunReport)> = None;
    for &(mask, name) in &masks {
        let masked = match masked_reference(&loaded, &function, &launch, &memory, &reference, kernel, honours, mask) {
            Ok(masked) => masked,
            Err(reason) => {
                runs.push(MaskRun { mask, name, verdict: MaskVerdict::Refused(reason) });
                continue;
            }
        };
        let reference = masked.as_ref().unwrap_or(&reference);
        let run =
            |end| run_under(req, kernel, &program.kernels, &plan, &launch, &memory, reference, &warnings, mask, end);
        let mut report = run(ApproxEnd::Exact)?;
        if exit_code(&report) == 0 && !approximate.is_empty() {
            for end in [ApproxEnd::Low, ApproxEnd::High] {
                let mut at_end = run(end)?;
                if exit_code(&at_end) != 0 {
                    note_approximate_end(&mut at_end, end, &approximate);
                    report = at_end;
                    break;
                }
            }
        }
        let failed = exit_code(&report) != 0;
        runs.push(MaskRun { mask, name, verdict: if failed { MaskVerdict::Failed } else { MaskVerdict::Passed } });
        if shown.is_none() || (failed && shown.as_ref().is_some_and(|(_, r)| exit_code(r) == 0)) {
            shown = Some((runs.len() - 1, report));
        }
    }
    let Some((shown, report)) = shown else {
        let reasons = runs.iter().map(|r| match &r.verdict {
            MaskVerdict::Refused(reason) => format!("dispatch mask {:#010x} ({}): {reason}", r.mask, r.name),
            _ => String::new(),
        });
        return Err(vec![Diagnostic::new(format!(
            "{}: no dispatch mask could be run: {}",
            req.visa_file,
            reasons.collect::<Vec<_>>().join("; ")
        ))
        .kind(crate::diag::DiagnosticKind::Refused)]);
    };
    Ok(Validated { report, warnings, masks: runs, shown })
}

/// One run of the kernel under `mask`, compared with `reference`.
#[allow(clippy::too_many_arguments)]
fn run_under(
    req: &ValidateRequest<'_>,
    kernel: &Kernel,
    units: &[Kernel],
    plan: &Plan,
    launch: &Launch,
    memory: &Memory,
    reference: &crate::exec::reference::RefOutcome,
    warnings: &[Diagnostic],
    mask: u32,
    approx: ApproxEnd,
) -> Result<RunReport, Vec<Diagnostic>> {
    let mut emulated = memory.clone();
    plan.place_return_buffer(&mut emulated).map_err(|m| vec![Diagnostic::new(format!("{}: {m}", req.visa_file))])?;
    let fresh = || {
        let mut m = launch.build_memory().map_err(|d| vec![d])?;
        plan.place_return_buffer(&mut m).map_err(|e| vec![Diagnostic::new(format!("{}: {e}", req.visa_file))])?;
        Ok(m)
    };
    let config = crate::exec::emu::RunConfig {
        legalized: !warnings.is_empty(),
        dispatch_mask: mask,
        approx,
        ..emulator_config(launch, req.platform, &[])
    };
    crate::sys::wall::stage(|| {
        format!("the emulator was running kernel {} under dispatch mask {mask:#010x}", kernel.name)
    });
    let (outcome, emulated, verdict) =
        compare_emulated(kernel, units, &plan.bindings, config, emulated, &fresh, reference, &|outcome, memory| {
            plan.returned(kernel, outcome, memory)
        })?;
    let returned_bytes = plan.returned_cell.take();
    let ub_fails = launch.ub == UbPolicy::Error;
    let mut report =
        RunReport::from_emulator(kernel.name.clone(), req.platform, ub_fails, emulated, outcome).with_launch(launch);
    report.returned = reference.returned.as_ref().zip(returned_bytes).map(|(r, bytes)| ReportReturned {
        ty: r.ty.clone(),
        bytes,
        undefined: r.undefined.clone(),
    });
    report.verdict = Some(verdict);
    Ok(report)
}

// ---- approximate math ----------------------------------------------------------

/// The kernel's instructions the hardware computes approximately (INV,
/// LOG, EXP, POW, SIN, COS, SQRT, RSQRT, a float DIV: those with a
/// tolerance, `approximate_instruction_tolerance`), each as `mnemonic at
/// FILE:LINE`. The emulator computes them exactly; `validate` runs such a
/// kernel again at each end of their error (docs/validate.md, "Approximate
/// math"), as the hardware may compute anywhere in it.
fn approximate_instructions(file: &str, pos: Option<&parse::KernelPositions>, kernel: &Kernel) -> Vec<String> {
    use crate::visa::ElemType::{DF, F, HF};
    use crate::visa::{DstOperand, Instruction};
    kernel
        .body
        .iter()
        .enumerate()
        .filter_map(|(i, inst)| {
            let Instruction::Alu(a) = inst else { return None };
            let dst = match a.dst {
                DstOperand::General { var, .. } => kernel.var(var).map(|v| v.ty),
                DstOperand::Indirect { at, .. } => Some(at.ty),
                _ => None,
            }?;
            // Only a float result is approximate (an integer DIV is exact).
            if !matches!(dst, F | DF | HF) {
                return None;
            }
            crate::exec::reference::approximate_instruction_tolerance(a.op, dst, 1.0, 1.0)?;
            let line =
                pos.and_then(|p| p.instructions.get(i)).map_or(String::new(), |(line, _)| format!(" at {file}:{line}"));
            Some(format!("`{}`{line}", a.op.name()))
        })
        .collect()
}

/// Says in `report` that its mismatch is the emulator's run at `end` of
/// the approximate instructions' error: the result depends on it.
fn note_approximate_end(report: &mut RunReport, end: ApproxEnd, approximate: &[String]) {
    let direction = if end == ApproxEnd::Low { "toward -inf" } else { "toward +inf" };
    let text = format!(
        "the result depends on the approximate instructions' error: this run takes {} at the {} end of the error \
         the hardware may make (moved {direction}; docs/reference.md, \"Approximate math\"), and the IR allows no \
         such difference; exactly computed, it agrees",
        approximate.join(", "),
        end.name()
    );
    if let Some(verdict) = report.verdict.as_mut() {
        verdict.problems.insert(0, text);
    }
}

// ---- partial dispatch masks -------------------------------------------------

/// The dispatch masks `validate` runs (docs/validate.md, "Partial dispatch
/// masks"): `--masks`, else the launch spec's and [`DEFAULT_MASKS`].
#[derive(Clone, Debug, Default)]
pub struct MaskChoice(Option<Vec<MaskName>>);

/// A mask by name, or a literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskName {
    /// The launch spec's `dispatch_mask`.
    Spec,
    Literal(u32),
}

/// The set run when `--masks` is not given, after the launch spec's: every
/// mask keeps channel 0 (a kernel that honours the mask runs its scalar
/// work there), and each one's enabled channels in 16..31 are enabled in
/// 0..15 too, so that a compiler mapping a 16-lane piece's lanes to
/// channels 0..15 or 16..31 computes every lane the mask enables.
pub const DEFAULT_MASKS: [(&str, u32, &str); 4] = [
    // (`--masks` name, mask, what it is)
    ("all", u32::MAX, "all channels"),
    ("alternate", 0x5555_5555, "alternate channels"),
    ("low-half", 0x0000_ffff, "low half"),
    ("one", 0x0000_0001, "one channel"),
];

impl MaskChoice {
    /// `--masks LIST`: comma-separated `spec`, `all`, `alternate`,
    /// `low-half`, `one`, or a mask (`0x00ff00ff`, or decimal).
    pub fn parse(list: &str) -> Result<MaskChoice, String> {
        let mut names = Vec::new();
        for item in list.split(',').map(str::trim) {
            let named = DEFAULT_MASKS.iter().find(|(n, ..)| *n == item);
            let name = match (item, named) {
                ("spec", _) => MaskName::Spec,
                (_, Some(&(_, mask, _))) => MaskName::Literal(mask),
                (literal, None) => {
                    let parsed = match literal.strip_prefix("0x").or_else(|| literal.strip_prefix("0X")) {
                        Some(hex) => u32::from_str_radix(&hex.replace('_', ""), 16),
                        None => literal.replace('_', "").parse::<u32>(),
                    };
                    MaskName::Literal(parsed.map_err(|_| {
                        format!(
                            "`{literal}` is not a dispatch mask; supported: spec, all, alternate, low-half, one, or a \
                             32-bit mask such as 0x00ff00ff"
                        )
                    })?)
                }
            };
            names.push(name);
        }
        Ok(MaskChoice(Some(names)))
    }

    /// The masks to run, in order, each once, with their names.
    fn resolve(&self, spec: u32) -> Vec<(u32, &'static str)> {
        let named = |mask: u32| DEFAULT_MASKS.iter().find(|m| m.1 == mask).map_or("given", |m| m.2);
        let mut masks: Vec<(u32, &'static str)> = match &self.0 {
            None => std::iter::once((spec, "the launch spec's"))
                .chain(DEFAULT_MASKS.iter().map(|&(_, mask, name)| (mask, name)))
                .collect(),
            Some(names) => names
                .iter()
                .map(|n| match *n {
                    MaskName::Spec => (spec, "the launch spec's"),
                    MaskName::Literal(m) => (m, named(m)),
                })
                .collect(),
        };
        let mut seen = std::collections::HashSet::new();
        masks.retain(|(m, _)| seen.insert(*m));
        masks
    }
}

/// One mask's run.
pub struct MaskRun {
    pub mask: u32,
    pub name: &'static str,
    pub verdict: MaskVerdict,
}

pub enum MaskVerdict {
    Passed,
    /// A mismatch (exit 1).
    Failed,
    /// Not run, and why: the kernel or its IR cannot be judged soundly
    /// under this mask.
    Refused(String),
}

/// Whether the kernel honours the dispatch mask: some instruction other
/// than control flow is not NoMask. A kernel all of whose work is NoMask
/// (this project's output outside SIMT mode) does the same under any mask,
/// and is judged against the IR unmasked.
fn honours_dispatch_mask(kernel: &Kernel) -> bool {
    kernel.body.iter().any(|i| !is_control_flow(i) && !i.exec().no_mask)
}

fn is_control_flow(inst: &crate::visa::Instruction) -> bool {
    use crate::visa::Instruction;
    matches!(
        inst,
        Instruction::Branch { .. }
            | Instruction::SwitchJmp { .. }
            | Instruction::Ret { .. }
            | Instruction::Fret { .. }
            | Instruction::Label(_)
            | Instruction::Subroutine(_)
    )
}

/// The reference's run under `mask`: `Ok(None)` where it is the unmasked
/// run (all channels on, or a kernel that ignores the mask), else the run
/// of the IR as [`crate::exec::dispatch_mask`] rewrites it; `Err` why the
/// mask cannot be judged.
#[allow(clippy::too_many_arguments)]
fn masked_reference(
    loaded: &crate::input::ir::LoadedModule<'_>,
    function: &str,
    launch: &Launch,
    memory: &Memory,
    unmasked: &crate::exec::reference::RefOutcome,
    kernel: &Kernel,
    honours: bool,
    mask: u32,
) -> Result<Option<crate::exec::reference::RefOutcome>, String> {
    if mask == u32::MAX || !honours {
        return Ok(None);
    }
    // A scalar instruction `(M1, 1)` runs on channel 0 alone.
    if mask & 1 == 0 {
        if let Some(i) =
            kernel.body.iter().position(|i| !is_control_flow(i) && !i.exec().no_mask && i.exec().lanes() == 1)
        {
            return Err(format!(
                "channel 0 is off, and instruction #{i} ({}) of kernel {} runs on channel 0 alone (exec size 1, not \
                 NoMask): the kernel's scalar work does not run, which the IR cannot say",
                kernel.body[i].mnemonic(),
                kernel.name
            ));
        }
    }
    let twin = loaded.duplicate();
    crate::exec::dispatch_mask::mask_module(&twin.module, mask).map_err(|m| format!("the IR cannot be masked: {m}"))?;
    crate::sys::wall::stage(|| {
        format!("the reference interpreter was running @{function} under dispatch mask {mask:#010x}")
    });
    let masked = crate::exec::reference::run_reference(&twin, function, launch, memory.clone())
        .map_err(|d| format!("the reference refuses the masked IR: {}", d.message))?;
    // Undefined behaviour the unmasked run does not have comes of lanes the
    // mask disables (a branch on, or an address from, a value the kernel
    // does not compute there).
    let ub = |o: &crate::exec::reference::RefOutcome| {
        o.findings.iter().filter(|f| f.ub).count() as u64 + o.findings_omitted.ub
    };
    if ub(&masked) > ub(unmasked) || (masked.halted && !unmasked.halted) {
        let new =
            masked.findings.iter().filter(|f| f.ub).find(|f| !unmasked.findings.iter().any(|u| u.message == f.message));
        return Err(format!(
            "under this mask the IR's result depends on lanes the mask disables: {}",
            new.map_or("undefined behaviour the unmasked run does not have", |f| f.message.as_str())
        ));
    }
    Ok(Some(masked))
}

/// A FADDR (and so the IFCALL through it) of a function no unit of the file
/// defines: a call into code validate does not have. Intel's compiler
/// writes one for an IR declaration it does not know (`llvm.visa.*`),
/// leaving the function to a link that never comes.
fn refuse_undefined_callee(
    file: &str,
    text: &str,
    pos: Option<&parse::KernelPositions>,
    program: &crate::visa::Program,
    kernel: &Kernel,
) -> Result<(), Vec<Diagnostic>> {
    let undefined = crate::pipeline::run::undefined_callee(program, kernel);
    let Some((index, mnemonic, name)) = undefined else { return Ok(()) };
    let what = if mnemonic == "faddr" { "takes the address of" } else { "calls" };
    let message = format!(
        "cannot run kernel {}: {mnemonic} {what} function `{name}`, which no kernel or function of {file} \
         defines (validate runs the units of one file, and a call into code it does not have cannot run); \
         defined: {}",
        kernel.name,
        program.kernels.iter().map(|k| k.name.as_str()).collect::<Vec<_>>().join(", ")
    );
    let diagnostic = match pos.and_then(|p| p.instructions.get(index).copied()) {
        Some((line, col)) => Diagnostic::at(file, text, line, col, message),
        None => Diagnostic::new(format!("{file}: {message}")),
    };
    Err(vec![diagnostic.kind(crate::diag::DiagnosticKind::Refused)])
}

/// A validation's report, and the verifier's objections it ran despite
/// ([`tolerated`]), each to be printed as a warning.
pub struct Validated {
    /// The report of the run [`Validated::shown`]: the first that failed,
    /// else the first run.
    pub report: RunReport,
    pub warnings: Vec<Diagnostic>,
    /// Every dispatch mask's verdict, in the order run.
    pub masks: Vec<MaskRun>,
    /// Which of `masks` the report is of.
    pub shown: usize,
}

impl Validated {
    /// The verdict of each dispatch mask, one line each, after the report.
    pub fn masks_text(&self) -> String {
        let mut out = String::from("dispatch masks:\n");
        for (i, run) in self.masks.iter().enumerate() {
            let verdict = match &run.verdict {
                MaskVerdict::Passed => "passed".to_string(),
                MaskVerdict::Failed => "failed".to_string(),
                MaskVerdict::Refused(reason) => format!("not run: {reason}"),
            };
            let shown = if i == self.shown { " (the report above)" } else { "" };
            out.push_str(&format!("  {:#010x} ({}): {verdict}{shown}\n", run.mask, run.name));
        }
        out
    }

    /// The report's JSON object with `dispatch_masks`: per mask run, its
    /// `mask`, `name`, `verdict` (`passed`, `failed`, `not run`), the
    /// `reason` it was not run, and whether the report is of it (`reported`).
    pub fn write_json(&self, w: &mut impl std::io::Write) -> std::io::Result<()> {
        let mut bytes = Vec::new();
        self.report.write_json(&mut bytes)?;
        let mut value: serde_json::Value = serde_json::from_slice(&bytes).map_err(std::io::Error::from)?;
        let runs: Vec<serde_json::Value> = self
            .masks
            .iter()
            .enumerate()
            .map(|(i, run)| {
                let (verdict, reason) = match &run.verdict {
                    MaskVerdict::Passed => ("passed", None),
                    MaskVerdict::Failed => ("failed", None),
                    MaskVerdict::Refused(reason) => ("not run", Some(reason.clone())),
                };
                serde_json::json!({
                    "mask": format!("{:#010x}", run.mask),
                    "name": run.name,
                    "verdict": verdict,
                    "reason": reason,
                    "reported": i == self.shown,
                })
            })
            .collect();
        if let Some(object) = value.as_object_mut() {
            object.insert("dispatch_masks".to_string(), serde_json::Value::Array(runs));
        }
        serde_json::to_writer_pretty(&mut *w, &value).map_err(std::io::Error::from)?;
        w.write_all(b"\n")
    }

    /// 0 when every mask run agrees, else 1 ([`exit_code`] of each run).
    pub fn exit_code(&self) -> u8 {
        u8::from(self.masks.iter().any(|r| matches!(r.verdict, MaskVerdict::Failed)))
    }
}

/// The verifier rules Intel's compiler breaks where the hardware runs the
/// kernel anyway, so that `validate` runs it with a warning instead of
/// refusing it (docs/validate.md, "Beyond the pages": the evidence for each).
/// Never a rule whose breach leaves a value undefined (a predicate or an
/// operand past its variable).
fn tolerated(error: &crate::visa::verify::VerifyError, kernel: &Kernel) -> bool {
    use crate::visa::verify::Rule;
    use visa_passes::isa::messages::Message;
    match error.rule {
        // SVM_ATOMIC at SIMD16, TYPED_ATOMIC at 1 or 2 lanes: Intel's
        // assembler sends them as one message of that width.
        Rule::ExecSize(Message::SvmAtomic | Message::TypedAtomic)
        // SVM_GATHER of two 1-byte blocks at 2 or 4 lanes: a byte gather message.
        | Rule::SvmNumBlocks
        // A data operand whose element type is not the block's size: the
        // message moves the operand's bytes whatever its declared type.
        | Rule::OperandType(Message::SvmScatter | Message::SvmGather | Message::TypedAtomic)
        // TYPED_ATOMIC on Xe-HPC, which the page marks -PVC.
        | Rule::MessageAvailable(Message::TypedAtomic)
        // A mask offset not aligned to the exec size (M2 at SIMD8).
        | Rule::EmaskOffset => true,
        // DIV of DF on Xe-HPC: Intel's assembler expands it to an IEEE sequence.
        Rule::SupportedType(_) => error.item == "div" && error.message.contains(" df"),
        // SCATTER4_SCALED at 1, 2 or 4 lanes: both assemblers send a SIMD8
        // message under that exec mask, its channels a GRF apart as the
        // page's `max(exec_size, GRF_SIZE / 4)` lays them out.
        Rule::ExecSize(Message::Scatter4Scaled) => {
            ["exec size 1 ", "exec size 2 ", "exec size 4 "].iter().any(|s| error.message.starts_with(s))
        }
        // SVM_BLOCK_LD/ST of 16 owords: IGC 1.0.12504's assembler sends an
        // A64 oword block message of 16 owords (IGC 1.0.17791's aborts).
        Rule::ExecSize(Message::SvmBlockLd | Message::SvmBlockSt) => error.message.starts_with("oword count 16 "),
        // A raw operand at offset 0 of a variable declared less than
        // GRF-aligned: both assemblers raise the variable to GRF alignment
        // (never a raw operand at an offset inside a GRF, nor in an input,
        // which the runtime places where its offset says).
        Rule::RawAlign => {
            error.message.contains(" declared align=")
                && !kernel.inputs.iter().any(|i| error.message.contains(&format!(" lies in {}, ", input_name(kernel, i))))
        }
        _ => false,
    }
}

/// 0 when the two runs agree (a fault both make at the same access, as the
/// IR's, agrees), else 1; 1 too for undefined behaviour where the launch
/// spec says `ub = "error"`.
pub fn exit_code(report: &RunReport) -> u8 {
    let agrees = report.verdict.as_ref().is_some_and(|v| v.passed());
    u8::from(!agrees || (report.ub_fails && report.has_ub()))
}

/// The kernel named like the IR function (or by the spec's `kernel`), else
/// the file's only kernel.
fn pick_kernel(program: &crate::visa::Program, launch: &Launch, function: &str) -> Option<usize> {
    let named =
        |name: &str| program.kernels.iter().position(|k| k.name == name || k.source_name.as_deref() == Some(name));
    launch
        .kernel
        .as_deref()
        .and_then(named)
        .or_else(|| named(function))
        .or_else(|| (program.kernels.len() == 1).then_some(0))
}

/// Where a diagnostic about the vISA points.
struct Site<'a> {
    file: &'a str,
    text: &'a str,
    pos: Option<&'a parse::KernelPositions>,
}

impl Site<'_> {
    /// At the `.input` line of `input`, else at the kernel.
    fn at_input(&self, kernel: &Kernel, input: Option<&Input>, message: String) -> Diagnostic {
        let name = input.map(|i| input_name(kernel, i));
        let at =
            self.pos.and_then(|p| name.as_ref().and_then(|n| p.inputs.get(n.as_str())).copied().or(Some(p.kernel)));
        match at {
            Some((line, col)) => Diagnostic::at(self.file, self.text, line, col, message),
            None => Diagnostic::new(format!("{}: {message}", self.file)),
        }
    }
}

fn input_name(kernel: &Kernel, input: &Input) -> String {
    match input.var {
        InputVar::General(id) => kernel.var_name(id),
        InputVar::Surface(id) => kernel.surface_name(id),
    }
}

/// The emulator's bindings and, when the kernel returns through a pointer
/// input, the buffer it returns into.
struct Plan {
    bindings: Bindings,
    /// The pointer input the kernel returns through.
    return_input: Option<crate::visa::GenVarId>,
    /// Address and size of the return buffer.
    return_buffer: Option<(u64, usize)>,
    /// Filled by [`Plan::returned`] (a cell: the comparison's callback takes `&self`).
    returned_cell: std::cell::RefCell<Option<Vec<u8>>>,
}

impl Plan {
    /// Places a return buffer of `size` bytes past every buffer of `memory`
    /// (page-aligned) and binds the return input to its address.
    fn size_return_buffer(&mut self, memory: &Memory, size: usize) {
        let Some(id) = self.return_input else { return };
        let end = memory.svm.allocations().iter().map(|a| a.end()).max().unwrap_or(0x1000);
        let base = u64::try_from(end.next_multiple_of(0x1000)).unwrap_or(u64::MAX - 0xffff);
        self.bindings.inputs.push((id, base.to_le_bytes().to_vec()));
        self.return_buffer = Some((base, size.max(1)));
    }

    fn place_return_buffer(&self, memory: &mut Memory) -> Result<(), String> {
        let Some((base, size)) = self.return_buffer else { return Ok(()) };
        memory.svm.allocate(RETURN_BUFFER, base, vec![0; size])
    }

    /// The returned bytes: the kernel's `retval` variable (this project's
    /// ABI), or the return buffer's bytes, taken out of memory.
    fn returned(
        &self,
        kernel: &Kernel,
        outcome: &crate::exec::emu::RunOutcome,
        memory: &mut Memory,
    ) -> Option<Vec<u8>> {
        let bytes = match self.return_buffer {
            Some(_) => memory.svm.free(RETURN_BUFFER).map(|a| a.bytes),
            None => crate::pipeline::run::retval(kernel, outcome).map(<[u8]>::to_vec),
        };
        self.returned_cell.replace(bytes.clone());
        bytes
    }
}

/// Binds the kernel's user inputs (in order of offset) to the IR's
/// parameters (in order); implicit inputs stay zero.
fn bind_by_position(
    kernel: &Kernel,
    params: &[ParamInput],
    intel_surfaces: &[IntelSurface],
    function: &str,
    returns_value: bool,
    launch: &Launch,
    site: &Site<'_>,
) -> Result<Plan, Vec<Diagnostic>> {
    // A `bti<N>` surface input is this project's constant binding-table
    // index (`crate::emit::surface_bindings`), not a parameter.
    let constant = crate::emit::surface_bindings(kernel);
    let is_constant = |i: &Input| matches!(i.var, InputVar::Surface(id) if constant.iter().any(|&(c, _)| c == id));
    let mut inputs: Vec<&Input> = kernel.inputs.iter().filter(|i| i.provenance == 0 && !is_constant(i)).collect();
    inputs.sort_by_key(|i| i.offset);
    // One input more than parameters, a pointer, when the IR returns a value:
    // the kernel returns through it.
    let returns_through_pointer = returns_value
        && inputs.len() == params.len() + 1
        && inputs.last().is_some_and(|i| i.size == 8 && matches!(i.var, InputVar::General(_)));
    let bound = if returns_through_pointer { params.len() } else { inputs.len() };
    // Intel's surface ABI: IGC replaces a surface parameter by its
    // binding-table index and drops the input of an image (keeping a
    // buffer's, unused): without those inputs, the other parameters are
    // bound by position, and each dropped surface must be where the launch
    // spec puts it, checked to be the index Intel's code hard-codes.
    if bound != params.len() {
        let images: Vec<&IntelSurface> = intel_surfaces.iter().filter(|s| s.image).collect();
        let every: Vec<&IntelSurface> = intel_surfaces.iter().collect();
        for dropped in [images, every] {
            let rest = params.len() - dropped.len();
            if dropped.is_empty() || !(inputs.len() == rest || (returns_value && inputs.len() == rest + 1)) {
                continue;
            }
            let kept: Vec<ParamInput> = params
                .iter()
                .enumerate()
                .filter(|(i, _)| !dropped.iter().any(|s| s.param == *i))
                .map(|(_, p)| p.clone())
                .collect();
            let plan = bind_by_position(kernel, &kept, &[], function, returns_value, launch, site)?;
            for surface in dropped {
                check_intel_surface(kernel, &params[surface.param], surface, launch, site)?;
            }
            return Ok(plan);
        }
    }
    if bound != params.len() {
        let list: Vec<String> = params.iter().map(|p| format!("`%{}` ({})", p.name, p.ty)).collect();
        return Err(vec![site.at_input(
            kernel,
            None,
            format!(
                "kernel {} has {} user input{} and @{function} has {} parameter{} ({}); inputs are bound to parameters by position{}",
                kernel.name,
                inputs.len(),
                if inputs.len() == 1 { "" } else { "s" },
                params.len(),
                if params.len() == 1 { "" } else { "s" },
                if list.is_empty() { "none".to_string() } else { list.join(", ") },
                if returns_value { ", with one more pointer input for the returned value" } else { "" },
            ),
        )]);
    }
    let mut bindings = Bindings::default();
    bindings.surfaces.extend_from_slice(&constant);
    for (input, param) in inputs.iter().zip(params) {
        match input.var {
            InputVar::General(id) => {
                let num_elts = kernel.var(id).map_or(1, |v| v.num_elts);
                let bytes = input_bytes(param, input.size, num_elts).map_err(|m| {
                    vec![site.at_input(
                        kernel,
                        Some(input),
                        format!("input {} (parameter `%{}`, {}): {m}", input_name(kernel, input), param.name, param.ty),
                    )]
                })?;
                bindings.inputs.push((id, bytes));
            }
            InputVar::Surface(id) => {
                if !param.scalar_int {
                    return Err(vec![site.at_input(
                        kernel,
                        Some(input),
                        format!(
                            "input {} is a surface, but parameter `%{}` is {}: a surface is a scalar integer",
                            input_name(kernel, input),
                            param.name,
                            param.ty
                        ),
                    )]);
                }
                let bti = if param.name.is_empty() {
                    None
                } else {
                    launch.surface_binding(&param.name).map_err(|m| vec![launch.arg_diagnostic(&param.name, m)])?
                };
                bindings.surfaces.push((id, bti.unwrap_or(0)));
            }
        }
    }
    let return_input = match inputs.last() {
        Some(Input { var: InputVar::General(id), .. }) if returns_through_pointer => Some(*id),
        _ => None,
    };
    Ok(Plan { bindings, return_input, return_buffer: None, returned_cell: Default::default() })
}

/// A surface parameter Intel's kernel has no input for: the launch spec
/// must bind it at the index Intel's code hard-codes.
fn check_intel_surface(
    kernel: &Kernel,
    param: &ParamInput,
    surface: &IntelSurface,
    launch: &Launch,
    site: &Site<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let given = if param.name.is_empty() {
        None
    } else {
        launch.surface_binding(&param.name).map_err(|m| vec![launch.arg_diagnostic(&param.name, m)])?
    };
    if given == Some(surface.index) {
        return Ok(());
    }
    let given = match given {
        Some(other) => format!("the launch spec binds it at index {other}"),
        None => "the launch spec does not bind it".to_string(),
    };
    Err(vec![site.at_input(
        kernel,
        None,
        format!(
            "parameter `%{}` (parameter {}) is a surface (\"VCArgumentKind\"=\"2\") that kernel {} has no input \
             for: Intel's compiler hard-codes its binding-table index, {} (read-only images first, then the other \
             surfaces, in parameter order, from {INTEL_FIRST_SURFACE_INDEX}), and {given}; bind it at {} \
             (`{} = \"@NAME\"` of a surface or image with `bti = {}`: docs/validate.md)",
            param.name,
            surface.param + 1,
            kernel.name,
            surface.index,
            surface.index,
            if param.name.is_empty() { "NAME" } else { &param.name },
            surface.index
        ),
    )])
}

/// The vISA files beside `visa` that hold the functions its kernel calls,
/// as IGC writes them: `<stem>_f0.visaasm`, `<stem>_f1.visaasm`, ... up to
/// the first missing.
pub fn functions_beside(visa: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Some(stem) = visa.file_stem().map(|s| s.to_string_lossy().into_owned()) else { return Vec::new() };
    (0..)
        .map(|n| visa.with_file_name(format!("{stem}_f{n}.visaasm")))
        .take_while(|p| p.is_file())
        .take(MAX_FUNCTION_FILES)
        .collect()
}

/// The most function files joined to one kernel's.
const MAX_FUNCTION_FILES: usize = 256;

/// Appends the units of each function file to `program`; a unit defined
/// twice is an error.
fn join_function_files(program: &mut crate::visa::Program, files: &[(String, String)]) -> Result<(), Vec<Diagnostic>> {
    for (file, text) in files {
        let more = parse::parse_program(text).map_err(|e| vec![e.to_diagnostic(file, text)])?;
        for unit in more.kernels {
            if program.kernels.iter().any(|k| k.name == unit.name) {
                return Err(vec![Diagnostic::new(format!(
                    "{file}: `{}` is defined again (a kernel or function of an earlier vISA file has that name)",
                    unit.name
                ))]);
            }
            program.kernels.push(unit);
        }
    }
    Ok(())
}

/// The `size` bytes of an input bound to `param`, a variable of
/// `num_elts` elements: a mask as one element per lane (0 or 1) when the
/// variable has an element per lane (Intel's ABI), else as its bitmask;
/// anything else its bytes, zero-extended to `size`.
fn input_bytes(param: &ParamInput, size: u32, num_elts: u32) -> Result<Vec<u8>, String> {
    let size = size as usize;
    if let Some(lanes) = param.mask_lanes {
        if num_elts == lanes
            && lanes > 0
            && size.is_multiple_of(lanes as usize)
            && matches!(size / lanes as usize, 1 | 2 | 4)
        {
            let width = size / lanes as usize;
            let bits = param.bytes.iter().rev().fold(0u128, |acc, &b| (acc << 8) | u128::from(b));
            let mut out = vec![0; size];
            for lane in 0..lanes as usize {
                out[lane * width] = ((bits >> lane) & 1) as u8;
            }
            return Ok(out);
        }
        if size < param.bytes.len() {
            return Err(format!(
                "{size} byte(s) for a mask of {lanes} lane(s): a mask arrives as a bitmask of {} bytes or as {lanes} element(s) of 1, 2 or 4 bytes",
                param.bytes.len()
            ));
        }
    }
    if size < param.bytes.len() {
        return Err(format!("{size} bytes, but the parameter takes {}", param.bytes.len()));
    }
    let mut out = param.bytes.clone();
    out.resize(size, 0);
    Ok(out)
}

#[derive(Args)]
pub struct ValidateArgs {
    /// The LLVM IR (.ll or .bc) the kernel was compiled from: run on the reference interpreter.
    ir: String,
    /// The .visaasm kernel to judge (Intel's compiler, another tool, a hand edit): run on the emulator.
    visaasm: String,
    /// More .visaasm files holding functions the kernel calls; their units
    /// join the kernel's. The files IGC writes beside it for its stack calls,
    /// `<stem>_f0.visaasm`, `<stem>_f1.visaasm`, ..., are joined without
    /// being named.
    functions: Vec<String>,
    /// Launch spec (TOML) naming the IR's parameters; the kernel's inputs are
    /// bound to them by position (docs/validate.md, docs/launch.md). Default:
    /// the `.toml` beside the IR, else the IR's `; launch:` lines.
    #[arg(long)]
    launch: Option<String>,
    #[arg(long, value_parser = parse_platform, help = platform_help("Platform the kernel was compiled for"))]
    platform: Platform,
    /// Print the report as the JSON object of docs/run-output.md.
    #[arg(long)]
    json: bool,
    /// Lane-instructions each run may execute before it stops as out of
    /// budget; wins over the launch spec's `budget` (default 1000000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    budget: Option<u64>,
    /// The dispatch masks to run, comma-separated: `spec` (the launch
    /// spec's), `all`, `alternate` (0x55555555), `low-half` (0x0000ffff),
    /// `one` (0x00000001), or a 32-bit mask. Default: all of these
    /// (docs/validate.md, "Partial dispatch masks").
    #[arg(long, value_parser = MaskChoice::parse)]
    masks: Option<MaskChoice>,
}

/// `visa-lower validate`, behind the wall.
pub fn exec(args: ValidateArgs) -> CmdResult {
    let (ir_file, ir_bytes) = read_input(&args.ir, MAX_INPUT_BYTES)?;
    let (visa_file, visa_bytes) = read_input(&args.visaasm, MAX_INPUT_BYTES)?;
    let function_files = read_function_files(&args)?;
    let (launch_file, launch_text) = validate_launch(&args, &ir_file, &ir_bytes)?;
    let ended = walled(&ir_file, &ir_bytes, true, || {
        let visa = (visa_file.as_str(), &visa_bytes[..], &function_files[..]);
        job_result(&ir_file, validate_job(&args, (&ir_file, &ir_bytes), visa, (&launch_file, &launch_text)))
    })?;
    match ended.code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// The function files: those named, then those IGC wrote beside the
/// kernel's file ([`functions_beside`]) that are not named.
fn read_function_files(args: &ValidateArgs) -> Result<Vec<(String, String)>, Failure> {
    let same = |a: &std::path::Path, b: &std::path::Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    };
    let mut paths: Vec<std::path::PathBuf> = args.functions.iter().map(std::path::PathBuf::from).collect();
    for beside in functions_beside(std::path::Path::new(&args.visaasm)) {
        if !paths.iter().any(|p| same(p, &beside)) {
            paths.push(beside);
        }
    }
    let mut files = Vec::with_capacity(paths.len());
    for path in paths {
        let (file, bytes) = read_input(&path.to_string_lossy(), MAX_INPUT_BYTES)?;
        files.push((file, String::from_utf8_lossy(&bytes).into_owned()));
    }
    Ok(files)
}

/// `validate`'s launch spec: `--launch FILE`, else the `.toml` beside the IR,
/// else the IR's `; launch:` lines (docs/harness.md).
fn validate_launch(args: &ValidateArgs, ir_file: &str, ir_bytes: &[u8]) -> Result<(String, String), Failure> {
    let path = match &args.launch {
        Some(path) => path.clone(),
        None => {
            let beside = std::path::Path::new(&args.ir).with_extension("toml");
            if beside.is_file() {
                beside.to_string_lossy().into_owned()
            } else {
                let text = String::from_utf8_lossy(ir_bytes);
                return match crate::exec::launch::inline_spec(&text) {
                    Some(spec) => Ok((ir_file.to_string(), spec)),
                    None => Err(Diagnostic::new(format!(
                        "{ir_file}: no launch spec: give `--launch FILE`, or put `{}` beside the IR or `; launch:` \
                         lines in it",
                        beside.display()
                    ))
                    .into()),
                };
            }
        }
    };
    let (launch_file, launch_bytes) = read_input(&path, MAX_LAUNCH_BYTES)?;
    let text = crate::exec::launch::launch_text(&launch_file, &launch_bytes)?;
    Ok((launch_file, text))
}

/// The validation itself, in the wall's child: the report goes to stdout from here.
fn validate_job(
    args: &ValidateArgs,
    (ir_file, ir_bytes): (&str, &[u8]),
    (visa_file, visa_bytes, function_files): (&str, &[u8], &[(String, String)]),
    (launch_file, launch_text): (&str, &str),
) -> Result<Option<Vec<u8>>, Failure> {
    let visa_text = String::from_utf8_lossy(visa_bytes);
    let request = ValidateRequest {
        ir_file,
        ir_bytes,
        visa_file,
        visa_text: &visa_text,
        function_files,
        launch: (launch_file, launch_text),
        platform: args.platform,
        budget: args.budget,
        masks: args.masks.clone().unwrap_or_default(),
    };
    let validated = validate(&request).map_err(|diagnostics| Failure { diagnostics, code: 2 })?;
    let Validated { report, warnings, .. } = &validated;
    check_unchanged(ir_file)?;
    for warning in warnings {
        let text = warning.to_string();
        match text.strip_prefix("error: ") {
            Some(rest) => eprintln!("warning: {rest}"),
            None => eprintln!("{}", text.replacen(": error: ", ": warning: ", 1)),
        }
    }
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let written = if args.json {
        validated.write_json(&mut stdout)
    } else {
        report.write_text(&mut stdout, &[]).and_then(|()| stdout.write_all(validated.masks_text().as_bytes()))
    };
    written.and_then(|()| stdout.flush()).map_err(crate::sys::output::stdout_error)?;
    match validated.exit_code() {
        0 => Ok(None),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}
