//! `visa-lower run`: a .visaasm kernel on the emulator, or a .ll on the
//! emulator (compiled first), the reference interpreter or LLVM's JIT.

use super::cli::{check_unchanged, job_result, parse_platform, platform_help, read_input, walled};
use super::cli::{CmdResult, Failure};
use crate::diag::Diagnostic;
use crate::limits::{MAX_INPUT_BYTES, MAX_LAUNCH_BYTES};
use crate::pipeline::run::IrEngine;
use crate::Platform;
use clap::{Args, ValueEnum};
use std::io::Write;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum EngineArg {
    /// The vISA emulator (the only engine for .visaasm input).
    Emulator,
    /// The reference interpreter of the input IR.
    Reference,
    /// LLVM's JIT on the host, for generic intrinsics on global memory.
    Jit,
}

#[derive(Args)]
pub struct RunArgs {
    /// A .visaasm kernel (or a .ll module).
    input: String,
    /// The kernel to run (default: the launch spec's, else the first).
    #[arg(long)]
    kernel: Option<String>,
    /// Launch spec (TOML): memory and arguments; see docs/launch.md.
    #[arg(long)]
    launch: Option<String>,
    #[arg(long, value_parser = parse_platform,
          help = platform_help("Target platform (default: the launch spec's, else xehpg)"))]
    platform: Option<Platform>,
    /// The messages `select` chooses for a .ll: `legacy` or `lsc` (default:
    /// the launch spec's `messages`, else LSC where the platform has it).
    #[arg(long, value_parser = super::cli::parse_messages)]
    messages: Option<visa_passes::transforms::pipeline::Messages>,
    /// Also run the input IR on the reference interpreter and compare every
    /// byte of memory and the returned value (exit 1 on a mismatch).
    #[arg(long)]
    verify: bool,
    /// With --verify: a pass with a warning (no lane was active, nothing
    /// was compared) fails the run (exit 1).
    #[arg(long, requires = "verify")]
    strict: bool,
    /// Print the final state as the JSON object of docs/run-output.md
    /// (every byte of memory).
    #[arg(long)]
    json: bool,
    /// List memory in full besides what the run changed (repeatable): a
    /// buffer's, image's or named surface's name, `slm`, `bti:N`, SVM
    /// addresses `START..END` or `START+LEN`, or `all`.
    #[arg(long, value_name = "WHAT", value_parser = parse_dump)]
    dump: Vec<crate::exec::report_text::Dump>,
    /// Fail the run (exit 1) on undefined behaviour, whatever the launch spec says.
    #[arg(long)]
    ub_error: bool,
    /// Who executes: the emulator (default; a .ll is compiled first), or for
    /// LLVM IR the reference interpreter or LLVM's JIT.
    #[arg(long, value_enum)]
    engine: Option<EngineArg>,
    /// CPU seconds the JIT's code may run before the run is stopped and
    /// reported as a timeout (`--engine jit`).
    #[arg(long, default_value_t = crate::limits::JIT_TIMEOUT.as_secs_f64(), value_parser = parse_timeout)]
    timeout: f64,
    /// Lane-instructions a run may execute (each IR instruction counts its
    /// lanes, a `<16 x i32>` add 16; every engine counts them; the emulator
    /// also stops after 64 vISA lane-instructions for each) before it stops
    /// as out of budget; wins over the launch spec's `budget` (default 1000000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    budget: Option<u64>,
}

fn parse_dump(s: &str) -> Result<crate::exec::report_text::Dump, String> {
    s.parse()
}

fn parse_timeout(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(t) if t > 0.0 && t <= 86_400.0 => Ok(t),
        _ => Err(format!("`{s}` is not a number of seconds in (0, 86400]")),
    }
}

/// `visa-lower run`, behind the wall.
pub fn exec(args: RunArgs) -> CmdResult {
    let (file, bytes) = read_input(&args.input, MAX_INPUT_BYTES)?;
    let launch = match &args.launch {
        Some(path) => {
            let (launch_file, launch_bytes) = read_input(path, MAX_LAUNCH_BYTES)?;
            let text = crate::exec::launch::launch_text(&launch_file, &launch_bytes)?;
            Some((launch_file, text))
        }
        None => None,
    };
    let ended = walled(&file, &bytes, true, || job_result(&file, run_job(&args, &file, &bytes, launch.as_ref())))?;
    match ended.code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// The run itself, in the wall's child: the report goes to stdout from here.
fn run_job(
    args: &RunArgs,
    file: &str,
    bytes: &[u8],
    launch: Option<&(String, String)>,
) -> Result<Option<Vec<u8>>, Failure> {
    let launch = launch.map(|(f, t)| (f.as_str(), t.as_str()));
    // By its name, or, for standard input and other names, by its contents.
    let is_ir = match std::path::Path::new(file).extension().and_then(|e| e.to_str()) {
        Some("ll" | "bc") => true,
        Some("visaasm") => false,
        _ => crate::input::ir::looks_like_ir(bytes),
    };
    let engine = args.engine.unwrap_or(EngineArg::Emulator);
    if args.verify && !(is_ir && engine == EngineArg::Emulator) {
        return Err(Diagnostic::new("--verify compares the emulator's run of a compiled .ll with the reference's; use it with a .ll on the emulator engine").into());
    }
    let report = match (is_ir, engine) {
        (false, EngineArg::Emulator) => {
            let text = String::from_utf8_lossy(bytes);
            let request = crate::pipeline::run::RunRequest {
                file,
                text: &text,
                launch,
                platform: args.platform,
                kernel: args.kernel.as_deref(),
                ub_error: args.ub_error,
                budget: args.budget,
            };
            crate::pipeline::run::run_visaasm(&request)
        }
        (true, _) => {
            let engine = match engine {
                EngineArg::Emulator => IrEngine::Emulator,
                EngineArg::Reference => IrEngine::Reference,
                EngineArg::Jit => IrEngine::Jit,
            };
            let request = crate::pipeline::run::IrRunRequest {
                file,
                bytes,
                launch,
                kernel: args.kernel.as_deref(),
                engine,
                ub_error: args.ub_error,
                platform: args.platform,
                messages: args.messages,
                verify: args.verify,
                jit_timeout: std::time::Duration::from_secs_f64(args.timeout),
                budget: args.budget,
            };
            crate::pipeline::run::run_ir(&request)
        }
        (false, _) => {
            return Err(Diagnostic::new(format!(
                "{file}: a .visaasm kernel runs on the emulator only (--engine emulator)"
            ))
            .into())
        }
    }
    .map_err(|diagnostics| Failure { diagnostics, code: 2 })?;
    check_unchanged(file)?;
    crate::exec::report_text::check_dumps(&report.memory, &args.dump).map_err(Diagnostic::new)?;
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let written = if args.json { report.write_json(&mut stdout) } else { report.write_text(&mut stdout, &args.dump) };
    written.and_then(|()| stdout.flush()).map_err(crate::sys::output::stdout_error)?;
    let weak = args.strict && report.verdict.as_ref().is_some_and(|v| !v.warnings.is_empty());
    match report.exit_code().max(u8::from(weak)) {
        0 => Ok(None),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}
