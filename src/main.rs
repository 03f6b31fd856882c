//! The `visa-lower` command line (DESIGN.md section 10).
//!
//! Exit codes: 0 success, 1 verification mismatch or execution fault,
//! 2 bad usage or rejected input.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::{Read, Write};
use std::process::ExitCode;
use visa_lower::diag::Diagnostic;
use visa_lower::driver::IrEngine;
use visa_lower::Platform;

#[derive(Parser)]
#[command(
    name = "visa-lower",
    version,
    about = "Lower LLVM IR memory operations to Intel GPU vISA messages, and run them"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Compile LLVM IR (.ll or .bc) to vISA.
    Compile(CompileArgs),
    /// Parse, verify and run a .visaasm kernel (or compile and run a .ll).
    Run(RunArgs),
    /// Differential testing on random kernels.
    Fuzz(FuzzArgs),
    /// Show the built-in example kernels going through the tool (what a bare `visa-lower` does).
    Demo,
}

#[derive(Clone, Copy, ValueEnum)]
enum Emit {
    Visaasm,
    Llvm,
    Isa,
}

#[derive(Args)]
struct CompileArgs {
    /// Input file (`-` for stdin).
    input: String,
    /// Output file (`-` for stdout).
    #[arg(short, long, default_value = "-")]
    output: String,
    #[arg(long, default_value_t = Platform::DEFAULT, value_parser = parse_platform)]
    platform: Platform,
    #[arg(long, value_enum, default_value = "visaasm")]
    emit: Emit,
    /// Comma-separated passes to run, in order (default: select,legalize; empty: none).
    #[arg(long, value_delimiter = ',')]
    passes: Vec<String>,
    #[arg(long)]
    print_after_all: bool,
    #[arg(long)]
    verify_each: bool,
    /// List the memory operations found and each pass's counters (on stderr).
    #[arg(long)]
    stats: bool,
    /// Print the module after the named pass (repeatable).
    #[arg(long)]
    print_after: Vec<String>,
    #[arg(long)]
    time_passes: bool,
    /// Keep the dispatch mask (SIMT mode) instead of `_NM` messages.
    #[arg(long)]
    simt: bool,
}

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
struct RunArgs {
    /// A .visaasm kernel (or a .ll module).
    input: String,
    /// The kernel to run (default: the launch spec's, else the first).
    #[arg(long)]
    kernel: Option<String>,
    /// Launch spec (TOML): memory and arguments; see docs/launch.md.
    #[arg(long)]
    launch: Option<String>,
    /// Target platform (default: the launch spec's, else xehpg).
    #[arg(long, value_parser = parse_platform)]
    platform: Option<Platform>,
    #[arg(long)]
    verify: bool,
    /// Print the final state as the JSON object of docs/run-output.md.
    #[arg(long)]
    json: bool,
    /// Fail the run (exit 1) on undefined behaviour, whatever the launch spec says.
    #[arg(long)]
    ub_error: bool,
    /// Who executes: the emulator (default; a .ll is compiled first), or for
    /// LLVM IR the reference interpreter or LLVM's JIT.
    #[arg(long, value_enum)]
    engine: Option<EngineArg>,
}

#[derive(Args)]
struct FuzzArgs {
    /// Random kernels to generate and check.
    #[arg(long, default_value_t = 1000)]
    cases: u64,
    /// Seed of the run: case i of seed s is the same kernel in every run.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: every core).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024))]
    jobs: Option<u64>,
    /// Where reduced reproducers of failing cases go (NAME.ll + NAME.toml).
    #[arg(long, default_value = "fuzz-failures")]
    out: String,
    /// Only these platforms (repeatable; default: all four).
    #[arg(long, value_parser = parse_platform)]
    platform: Vec<Platform>,
    /// Only SIMT kernels (`on`), only `_NM` kernels (`off`), or both.
    #[arg(long, value_enum, default_value = "both")]
    simt: SimtArg,
    /// Run the exhaustive small cases instead of random ones (`--cases` is ignored).
    #[arg(long)]
    exhaustive: bool,
    /// With --exhaustive: only the fixed subset the tests run.
    #[arg(long, requires = "exhaustive")]
    ci_subset: bool,
    /// Do not run LLVM's JIT as a second oracle.
    #[arg(long)]
    no_jit: bool,
    /// Check every Nth case's kernel with Intel's vISA assembler (GenX_IR, from
    /// $VISA_LOWER_GENX_IR or PATH; Debian's libigc-tools): a rejection is a
    /// failure. Default: every 10th when the assembler is installed, else
    /// none; given explicitly, the assembler must be installed. 0: never.
    #[arg(long, value_name = "N")]
    assemble_every: Option<u64>,
    /// Write failing cases as generated, without reducing them.
    #[arg(long)]
    no_reduce: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum SimtArg {
    On,
    Off,
    Both,
}

fn parse_platform(s: &str) -> Result<Platform, String> {
    s.parse()
}

/// A command's failure: the diagnostics to print and the exit code.
struct Failure {
    diagnostics: Vec<Diagnostic>,
    code: u8,
}

impl From<Diagnostic> for Failure {
    fn from(d: Diagnostic) -> Failure {
        Failure { diagnostics: vec![d], code: 2 }
    }
}

type CmdResult = Result<(), Failure>;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Demo) {
        Command::Compile(args) => compile(args),
        Command::Run(args) => run(args),
        Command::Fuzz(args) => fuzz(args),
        Command::Demo => demo(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            let mut stderr = std::io::stderr().lock();
            for d in &failure.diagnostics {
                let _ = writeln!(stderr, "{d}");
            }
            ExitCode::from(failure.code)
        }
    }
}

/// Reads a file, or stdin for `-`; returns the name to use in diagnostics.
fn read_input(path: &str) -> Result<(String, Vec<u8>), Diagnostic> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map_err(|e| Diagnostic::new(format!("<stdin>: {e}")))?;
        return Ok(("<stdin>".to_string(), bytes));
    }
    let bytes = std::fs::read(path).map_err(|e| Diagnostic::new(format!("{path}: cannot read: {e}")))?;
    Ok((path.to_string(), bytes))
}

/// Writes the whole output at once, so nothing half-written is left behind.
fn write_output(path: &str, contents: &str) -> Result<(), Diagnostic> {
    write_bytes(path, contents.as_bytes())
}

/// Writes bytes to stdout (`-`) or, through a temporary file renamed into
/// place, to `path`.
fn write_bytes(path: &str, contents: &[u8]) -> Result<(), Diagnostic> {
    if path == "-" {
        let mut stdout = std::io::stdout().lock();
        return stdout.write_all(contents).map_err(|e| Diagnostic::new(format!("<stdout>: {e}")));
    }
    let tmp = format!("{path}.tmp{}", std::process::id());
    std::fs::write(&tmp, contents).and_then(|()| std::fs::rename(&tmp, path)).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Diagnostic::new(format!("{path}: cannot write: {e}"))
    })
}

fn compile(args: CompileArgs) -> CmdResult {
    use visa_lower::driver::{CompileOptions, EmitKind};
    use visa_passes::pipeline::PrintAfter;
    let (file, bytes) = read_input(&args.input)?;
    let start = std::time::Instant::now();
    let context = visa_lower::ir::context_for(&bytes);
    let loaded = visa_lower::ir::load_module(&context, &file, &bytes)?;
    let parse_time = start.elapsed();
    let mut stderr = std::io::stderr().lock();
    if args.stats {
        let _ = write!(stderr, "{}", visa_lower::driver::memory_op_report(&loaded));
    }
    let print_after = match (args.print_after_all, args.print_after.is_empty()) {
        (true, _) => PrintAfter::All,
        (false, false) => PrintAfter::Passes(args.print_after.clone()),
        (false, true) => PrintAfter::None,
    };
    let options = CompileOptions {
        platform: args.platform,
        simt: args.simt,
        // `--passes=` (empty) runs no pass; no `--passes` runs the default pipeline.
        passes: (!args.passes.is_empty()).then(|| args.passes.iter().filter(|p| !p.is_empty()).cloned().collect()),
        verify_each: args.verify_each,
        print_after,
        emit: match args.emit {
            Emit::Visaasm => EmitKind::Visaasm,
            Emit::Llvm => EmitKind::Llvm,
            Emit::Isa => EmitKind::Isa,
        },
    };
    let mut compiled =
        visa_lower::driver::compile(&loaded, &options).map_err(|diagnostics| Failure { diagnostics, code: 2 })?;
    compiled.report.times.insert(0, ("parse", parse_time));
    for (pass, module) in &compiled.report.printed {
        let _ = write!(stderr, "; *** IR Dump After {pass} ***\n{module}");
    }
    let _ =
        write!(stderr, "{}", visa_lower::driver::pipeline_report_text(&compiled.report, args.stats, args.time_passes));
    write_bytes(&args.output, &compiled.output)?;
    // The process ends here: freeing a large module costs tens of
    // milliseconds (hundreds at 10x) and gives nothing back.
    std::mem::forget(loaded);
    std::mem::forget(context);
    Ok(())
}

fn run(args: RunArgs) -> CmdResult {
    let (file, bytes) = read_input(&args.input)?;
    let launch = match &args.launch {
        Some(path) => {
            let (launch_file, launch_bytes) = read_input(path)?;
            Some((launch_file, String::from_utf8_lossy(&launch_bytes).into_owned()))
        }
        None => None,
    };
    let launch = launch.as_ref().map(|(f, t)| (f.as_str(), t.as_str()));
    let is_ir = file.ends_with(".ll") || file.ends_with(".bc");
    let engine = args.engine.unwrap_or(EngineArg::Emulator);
    if args.verify && !(is_ir && engine == EngineArg::Emulator) {
        return Err(Diagnostic::new("--verify compares the emulator's run of a compiled .ll with the reference's; use it with a .ll on the emulator engine").into());
    }
    let report = match (is_ir, engine) {
        (false, EngineArg::Emulator) => {
            let text = String::from_utf8_lossy(&bytes);
            let request = visa_lower::driver::RunRequest {
                file: &file,
                text: &text,
                launch,
                platform: args.platform,
                kernel: args.kernel.as_deref(),
                ub_error: args.ub_error,
            };
            visa_lower::driver::run_visaasm(&request)
        }
        (true, _) => {
            let engine = match engine {
                EngineArg::Emulator => IrEngine::Emulator,
                EngineArg::Reference => IrEngine::Reference,
                EngineArg::Jit => IrEngine::Jit,
            };
            let request = visa_lower::driver::IrRunRequest {
                file: &file,
                bytes: &bytes,
                launch,
                kernel: args.kernel.as_deref(),
                engine,
                ub_error: args.ub_error,
                platform: args.platform,
                verify: args.verify,
            };
            visa_lower::driver::run_ir(&request)
        }
        (false, _) => {
            return Err(Diagnostic::new(format!(
                "{file}: a .visaasm kernel runs on the emulator only (--engine emulator)"
            ))
            .into())
        }
    }
    .map_err(|diagnostics| Failure { diagnostics, code: 2 })?;
    let output = if args.json {
        let mut json = serde_json::to_string_pretty(&report.json()).unwrap_or_default();
        json.push('\n');
        json
    } else {
        report.text()
    };
    write_output("-", &output)?;
    match report.exit_code() {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

fn fuzz(args: FuzzArgs) -> CmdResult {
    use visa_lower::fuzz::FuzzOptions;
    let mut platforms = args.platform.clone();
    platforms.sort();
    platforms.dedup();
    let assembler = match (args.assemble_every, visa_lower::assembler::find()) {
        (Some(0), _) => None,
        (Some(_), None) => {
            return Err(Diagnostic::new(format!(
                "--assemble-every: Intel's vISA assembler ({}) is not installed (Debian: libigc-tools); put it on PATH \
                 or name it in {}",
                visa_lower::assembler::PROGRAM,
                visa_lower::assembler::ENV
            ))
            .into())
        }
        (_, found) => found,
    };
    let options = FuzzOptions {
        cases: args.cases,
        seed: args.seed,
        jobs: args.jobs.map(|j| j as usize),
        out: Some(args.out.clone().into()),
        platforms: if platforms.is_empty() { Platform::ALL.to_vec() } else { platforms },
        simt: match args.simt {
            SimtArg::On => Some(true),
            SimtArg::Off => Some(false),
            SimtArg::Both => None,
        },
        jit: !args.no_jit,
        reduce: !args.no_reduce,
        progress: !args.quiet,
        sabotage: visa_lower::driver::Sabotage::from_env(),
        assembler,
        assembler_every: args.assemble_every.unwrap_or(10),
    };
    let (summary, title) = if args.exhaustive {
        let title = if args.ci_subset { "fuzz --exhaustive --ci-subset" } else { "fuzz --exhaustive" };
        (visa_lower::fuzz::exhaustive(&options, args.ci_subset), title.to_string())
    } else {
        (visa_lower::fuzz::fuzz(&options), format!("fuzz --seed {}", args.seed))
    };
    print!("{}", summary.text(&title));
    match summary.exit_code() {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

fn demo() -> CmdResult {
    print!("{}", visa_lower::driver::demo_report());
    Ok(())
}
