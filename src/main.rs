//! The `visa-lower` command line (README, "Command line").
//!
//! Exit codes: 0 success, 1 verification mismatch or execution fault,
//! 2 bad usage or rejected input.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::{Read, Write};
use std::process::ExitCode;
use visa_lower::diag::Diagnostic;
use visa_lower::limits::{MAX_INPUT_BYTES, MAX_LAUNCH_BYTES};
use visa_lower::pipeline::run::IrEngine;
use visa_lower::sys::output::{write_output, StreamedOutput, WriteError};
use visa_lower::sys::wall::{self, Limits};
use visa_lower::Platform;

// mimalloc, replacing malloc and operator new for the whole process
// (src/sys/allocator.rs).
#[global_allocator]
static ALLOCATOR: visa_lower::sys::allocator::Allocator = visa_lower::sys::allocator::ALLOCATOR;

#[derive(Parser)]
#[command(
    name = "visa-lower",
    version = visa_lower::version_text(),
    about = "Lower LLVM IR memory operations to Intel GPU vISA messages, and run them",
    disable_help_subcommand = true
)]
struct Cli {
    /// Colour diagnostics: `auto` when stderr is a terminal (and NO_COLOR is
    /// unset and TERM is not `dumb`), `always`, `never`.
    #[arg(long, global = true, value_enum, default_value = "auto", value_name = "WHEN")]
    color: ColorArg,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ColorArg {
    Auto,
    Always,
    Never,
}

impl ColorArg {
    fn enabled(self) -> bool {
        match self {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => {
                stderr_is_terminal()
                    && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
            }
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Compile LLVM IR (.ll or .bc) to vISA.
    Compile(CompileArgs),
    /// Parse, verify and run a .visaasm kernel (or compile and run a .ll).
    Run(RunArgs),
    /// Differential testing on random kernels.
    Fuzz(FuzzArgs),
    /// Run and verify every kernel under the paths on the emulator (the
    /// end-to-end harness; docs/harness.md).
    Test(TestArgs),
    /// Run a .visaasm kernel from any compiler against the LLVM IR it was
    /// compiled from, on the same launch spec: exit 0 when every byte and
    /// the returned value agree, 1 on a mismatch, 2 on bad input (docs/validate.md).
    Validate(ValidateArgs),
    /// Print a vISA object file (`compile --emit isa`, or one IGC wrote) as `.visaasm` text.
    Decode(DecodeArgs),
    /// Show the built-in example kernels going through the tool.
    Demo,
    /// Print this message or the help of the given subcommand(s).
    Help(HelpArgs),
}

#[derive(Args)]
struct HelpArgs {
    /// The subcommand (and its subcommands) to print the help of.
    #[arg(value_name = "COMMAND")]
    command: Vec<String>,
}

#[derive(Clone, Copy, ValueEnum)]
enum Emit {
    Visaasm,
    Llvm,
    Isa,
}

#[derive(Args)]
struct CompileArgs {
    /// Input files (`-` for stdin). Several are compiled one after another,
    /// each on its own: one output per input, beside it (`a.ll` writes
    /// `a.visaasm`, `a.isa` or `a.lowered.ll`) or into the folder `-o`
    /// names; every input's diagnostics are shown, and the exit code is 2
    /// when any failed (the others' outputs are written all the same).
    #[arg(required = true, value_name = "INPUT")]
    inputs: Vec<String>,
    /// Output file (`-` for stdout, the default for one input); with
    /// several inputs, an existing folder the outputs go into.
    #[arg(short, long, value_name = "OUT")]
    output: Option<String>,
    #[arg(long, default_value_t = Platform::DEFAULT, value_parser = parse_platform, help = platform_help("Target platform"))]
    platform: Platform,
    /// What to write: vISA text, the LLVM IR after the passes, or the vISA
    /// object file (binary: not to a terminal; `decode` prints it back).
    #[arg(long, value_enum, default_value = "visaasm")]
    emit: Emit,
    #[arg(long, value_delimiter = ',', value_name = "PASS,...", help = format!(
        "Comma-separated passes to run, a subset of {} in that order (the default; `--passes=` runs none)", pass_list()))]
    passes: Vec<String>,
    /// Print the module after every pass (on stderr).
    #[arg(long)]
    print_after_all: bool,
    /// Run LLVM's module verifier after every pass; a broken module is an
    /// internal error naming the pass.
    #[arg(long)]
    verify_each: bool,
    /// List the memory operations found and each pass's counters (on stderr).
    #[arg(long)]
    stats: bool,
    #[arg(long, value_name = "PASS", help = format!(
        "Print the module after the named pass (on stderr; repeatable): {}", pass_list()))]
    print_after: Vec<String>,
    /// Print the time each pass took (on stderr).
    #[arg(long)]
    time_passes: bool,
    /// Keep the dispatch mask (SIMT mode) instead of `_NM` messages.
    #[arg(long)]
    simt: bool,
    /// Print the compile report (functions, messages, statistics,
    /// diagnostics) as the JSON object of docs/json.md on stdout; the
    /// compiled output goes to `-o FILE` only. With several inputs, one
    /// object per input, in their order; the outputs are written as without it.
    #[arg(long)]
    json: bool,
    /// Threads to compile a large module on (default: every core). Its
    /// functions are cut into runs, one per thread, when each run has at
    /// least 128 KiB of text (16 KiB of bitcode) and no function calls or
    /// takes the address of another; the output is the same bytes either
    /// way. `--time-passes`, `--print-after` and `--emit llvm` use one thread.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024))]
    jobs: Option<u64>,
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
    #[arg(long, value_parser = parse_platform,
          help = platform_help("Target platform (default: the launch spec's, else xehpg)"))]
    platform: Option<Platform>,
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
    dump: Vec<visa_lower::exec::report_text::Dump>,
    /// Fail the run (exit 1) on undefined behaviour, whatever the launch spec says.
    #[arg(long)]
    ub_error: bool,
    /// Who executes: the emulator (default; a .ll is compiled first), or for
    /// LLVM IR the reference interpreter or LLVM's JIT.
    #[arg(long, value_enum)]
    engine: Option<EngineArg>,
    /// CPU seconds the JIT's code may run before the run is stopped and
    /// reported as a timeout (`--engine jit`).
    #[arg(long, default_value_t = visa_lower::limits::JIT_TIMEOUT.as_secs_f64(), value_parser = parse_timeout)]
    timeout: f64,
    /// Lane-instructions a run may execute (each IR instruction counts its
    /// lanes, a `<16 x i32>` add 16; every engine counts them; the emulator
    /// also stops after 64 vISA lane-instructions for each) before it stops
    /// as out of budget; wins over the launch spec's `budget` (default 1000000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    budget: Option<u64>,
}

#[derive(Args)]
struct ValidateArgs {
    /// The LLVM IR (.ll or .bc) the kernel was compiled from: run on the reference interpreter.
    ir: String,
    /// The .visaasm kernel to judge (Intel's compiler, another tool, a hand edit): run on the emulator.
    visaasm: String,
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
    #[arg(long, value_parser = parse_platform, help = platform_help("Only these platforms (repeatable; default: all with a message for memory operations: not xe2)"))]
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
    /// Check every Nth case's kernel with Intel's vISA assemblers (GenX_IR of
    /// IGC 1.0.12504: $VISA_LOWER_GENX_IR or PATH, Debian's libigc-tools; and
    /// of IGC 1.0.17791: $VISA_LOWER_GENX_IR_17791 or what
    /// scripts/fetch_genx_ir.sh fetched): a rejection by either is a failure.
    /// Default: every 10th with those that are here (the summary says which
    /// is missing); given explicitly, both must be here. 0: never.
    #[arg(long, value_name = "N")]
    assemble_every: Option<u64>,
    /// The percentage of random cases drawn with control flow (loops, if/else,
    /// switch, calls, private arrays around their operations). 0: straight-line
    /// kernels only; a case drawn without control flow is the same at any share.
    #[arg(long, value_name = "PERCENT", default_value_t = visa_lower::fuzz::gen::CONTROL_FLOW_SHARE,
          value_parser = clap::value_parser!(u8).range(0..=100))]
    control_flow_share: u8,
    /// Write failing cases as generated, without reducing them.
    #[arg(long)]
    no_reduce: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,
}

#[derive(Args)]
struct TestArgs {
    /// Files or folders: every `.ll` with a launch spec beside it (`k.toml`)
    /// or inline (`; launch:` lines) is a kernel.
    #[arg(required = true)]
    paths: Vec<std::path::PathBuf>,
    /// Run on this platform (repeatable; `all`: every platform; default: all).
    #[arg(long, value_parser = parse_platforms)]
    platform: Vec<Vec<Platform>>,
    /// Worker threads (default: every core).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024))]
    jobs: Option<u64>,
    /// Print the report as the JSON object of docs/harness.md instead of text.
    #[arg(long)]
    json: bool,
    /// Also write the runs as JUnit XML to FILE.
    #[arg(long, value_name = "FILE")]
    junit: Option<String>,
    /// CPU seconds each run (one kernel on one platform, in a process of
    /// its own) may take before it is stopped and fails; its memory and
    /// stack have the limits of docs/limits.md.
    #[arg(long, value_name = "SECONDS", default_value_t = visa_lower::limits::TEST_TIMEOUT_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..=86_400))]
    timeout: u64,
    /// List every run, not only the failures.
    #[arg(long, short)]
    verbose: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,
}

#[derive(Args)]
struct DecodeArgs {
    /// A vISA object file (`-` for stdin).
    input: String,
    /// Output file (`-` for stdout).
    #[arg(short, long, default_value = "-")]
    output: String,
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

/// A platform, or `all` of them.
fn parse_platforms(s: &str) -> Result<Vec<Platform>, String> {
    if s.eq_ignore_ascii_case("all") {
        return Ok(Platform::ALL.to_vec());
    }
    parse_platform(s).map(|p| vec![p])
}

/// The passes, in the pipeline's order, for help lines.
fn pass_list() -> String {
    visa_passes::DEFAULT_PIPELINE.join(",")
}

/// A `--platform` help line with every accepted name, from the platform table.
fn platform_help(what: &str) -> String {
    format!("{what}: {}; any case", Platform::names_with_aliases())
}

fn parse_dump(s: &str) -> Result<visa_lower::exec::report_text::Dump, String> {
    s.parse()
}

fn parse_timeout(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(t) if t > 0.0 && t <= 86_400.0 => Ok(t),
        _ => Err(format!("`{s}` is not a number of seconds in (0, 86400]")),
    }
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

impl From<WriteError> for Failure {
    fn from(e: WriteError) -> Failure {
        match e {
            // The reader has gone: end quietly, as command-line tools do.
            WriteError::ClosedPipe => Failure { diagnostics: Vec::new(), code: 2 },
            WriteError::Failed(d) => d.into(),
        }
    }
}

type CmdResult = Result<(), Failure>;

/// `--json` was given: failures are the JSON object of docs/json.md on
/// stdout (as well as text on stderr).
static JSON_ERRORS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `--color` said to colour diagnostics.
static COLOR: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn main() -> ExitCode {
    visa_lower::sys::allocator::init();
    let wants_json = std::env::args_os().skip(1).any(|a| a == "--json");
    JSON_ERRORS.store(wants_json, std::sync::atomic::Ordering::Relaxed);
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if wants_json && e.use_stderr() => {
            let message = e.render().to_string();
            let first = message.lines().next().unwrap_or("").trim_start_matches("error: ").to_string();
            print_diagnostics(&[Diagnostic::new(first)], 2);
            return ExitCode::from(2);
        }
        Err(e) => e.exit(),
    };
    COLOR.store(cli.color.enabled(), std::sync::atomic::Ordering::Relaxed);
    let Some(command) = cli.command else {
        // As LLVM's tools and cargo do: the usage, not work nobody asked for.
        let usage = <Cli as clap::CommandFactory>::command().render_help();
        let _ = write!(std::io::stderr(), "{usage}");
        return ExitCode::from(2);
    };
    let result = match command {
        Command::Compile(args) => compile(args),
        Command::Run(args) => run(args),
        Command::Validate(args) => validate(args),
        Command::Fuzz(args) => fuzz(args),
        Command::Test(args) => test(args),
        Command::Decode(args) => decode(args),
        Command::Demo => demo(),
        Command::Help(args) => help(&args.command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            print_diagnostics(&failure.diagnostics, failure.code);
            ExitCode::from(failure.code)
        }
    }
}

/// Prints diagnostics on stderr, at most [`visa_lower::limits::MAX_DIAGNOSTICS`]
/// and a count of the rest (a list capped where it was made has its count
/// line already); with `--json`, also as one JSON object on stdout.
fn print_diagnostics(diagnostics: &[Diagnostic], code: u8) {
    use visa_lower::limits::MAX_DIAGNOSTICS;
    if diagnostics.is_empty() {
        return;
    }
    let shown = if diagnostics.len() > MAX_DIAGNOSTICS + 1 {
        visa_passes::diag::capped(diagnostics.iter().cloned(), diagnostics.len())
    } else {
        diagnostics.to_vec()
    };
    let mut stderr = std::io::stderr().lock();
    let color = COLOR.load(std::sync::atomic::Ordering::Relaxed);
    for d in &shown {
        let _ = match color {
            true => writeln!(stderr, "{}", visa_lower::diag::colored(d)),
            false => writeln!(stderr, "{d}"),
        };
    }
    if JSON_ERRORS.load(std::sync::atomic::Ordering::Relaxed) {
        let object = visa_lower::exec::report::error_json(&shown, code);
        let mut stdout = std::io::stdout().lock();
        let _ = serde_json::to_writer_pretty(&mut stdout, &object).map(|()| writeln!(stdout));
    }
}

/// Reads a file, or stdin for `-`, of at most `limit` bytes (checked before
/// reading it whole: `/dev/zero` is not read forever); returns the name to
/// use in diagnostics and the bytes.
fn read_input(path: &str, limit: u64) -> Result<(String, Input), Diagnostic> {
    let name = if path == "-" { "<stdin>" } else { path };
    let too_large = || {
        Diagnostic::new(format!(
            "{name}: the file is larger than {} MiB, the limit for this input (see docs/limits.md)",
            limit >> 20
        ))
    };
    let cannot = |e: std::io::Error| Diagnostic::new(format!("{name}: cannot read: {e}"));
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin().lock().take(limit + 1).read_to_end(&mut bytes).map_err(cannot)?;
    } else {
        let file = std::fs::File::open(path).map_err(cannot)?;
        let meta = file.metadata().map_err(cannot)?;
        if meta.is_dir() {
            return Err(Diagnostic::new(format!("{name}: is a directory, not an input file")));
        }
        if meta.is_file() && meta.len() > limit {
            return Err(too_large());
        }
        if meta.is_file() && meta.len() > 0 {
            // SAFETY: the mapping is read only. Should another process
            // shrink the file meanwhile, the pages past its end read as
            // zeros (`shrinking`), and the command says so before it
            // writes anything (`check_unchanged`).
            if let Ok(map) = unsafe { memmap2::Mmap::map(&file) } {
                if map.len() as u64 > limit {
                    return Err(too_large());
                }
                let watch = visa_lower::input::shrinking::watch(map.as_ptr(), map.len());
                return Ok((name.to_string(), Input::Mapped { _watch: watch, map, file }));
            }
        }
        file.take(limit + 1).read_to_end(&mut bytes).map_err(cannot)?;
    }
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok((name.to_string(), Input::Read(bytes)))
}

/// An input's bytes: a regular file mapped where it lies (no copy, and its
/// pages come from the page cache; watched for shrinking), anything else read.
enum Input {
    // The watch drops before the mapping (fields drop in order).
    Mapped { _watch: Option<visa_lower::input::shrinking::Watch>, map: memmap2::Mmap, file: std::fs::File },
    Read(Vec<u8>),
}

/// Nothing is written from an input that shrank while it was read: its
/// missing pages read as zeros (`visa_lower::input::shrinking`).
fn check_unchanged(file: &str) -> Result<(), Diagnostic> {
    if visa_lower::input::shrinking::shrank() {
        return Err(Diagnostic::new(format!(
            "{file}: the file shrank while it was read (another program truncated or rewrote it); nothing was written"
        )));
    }
    Ok(())
}

impl Input {
    /// The file the bytes are mapped from.
    fn file(&self) -> Option<&std::fs::File> {
        match self {
            Input::Mapped { file, .. } => Some(file),
            Input::Read(_) => None,
        }
    }
}

impl std::ops::Deref for Input {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Input::Mapped { map, .. } => map,
            Input::Read(bytes) => bytes,
        }
    }
}

/// Runs `job` behind the wall: a death of the worker becomes one
/// diagnostic about `file` (exit 2), with nothing written. With `spooled`,
/// what the worker writes to standard output (a report) is passed on only
/// when it ended by itself: whole, or not at all.
fn walled(
    file: &str,
    bytes: &[u8],
    spooled: bool,
    job: impl FnOnce() -> (u8, Option<Vec<u8>>) + Send,
) -> Result<wall::Ended, Failure> {
    let ended = match spooled {
        true => wall::supervise_spooled(&Limits::CLI, job),
        false => wall::supervise(&Limits::CLI, job),
    }
    .map_err(|breached| visa_lower::input::ir::breach_diagnostic(file, bytes, &breached, &Limits::CLI))?;
    if let Some(mut spool) = ended.stdout.as_ref() {
        let mut stdout = std::io::stdout().lock();
        std::io::copy(&mut spool, &mut stdout)
            .and_then(|_| stdout.flush())
            .map_err(visa_lower::sys::output::stdout_error)?;
    }
    Ok(ended)
}

/// A job's result in the child: its output for the parent, its diagnostics
/// printed here. An input that shrank while it was read fails the job with
/// that diagnostic whatever else it found (its zeros are not its text).
fn job_result(file: &str, result: Result<Option<Vec<u8>>, Failure>) -> (u8, Option<Vec<u8>>) {
    let result = match check_unchanged(file) {
        Err(shrank) => Err(Failure::from(shrank)),
        Ok(()) => result,
    };
    match result {
        Ok(output) => (0, output),
        Err(failure) => {
            print_diagnostics(&failure.diagnostics, failure.code);
            (failure.code, None)
        }
    }
}

/// `--passes` and `--print-after` name passes that exist, `--passes` in the
/// pipeline's order, and `--print-after` a pass that runs (before any work).
fn check_pass_names(args: &CompileArgs) -> Result<(), Diagnostic> {
    let known = visa_passes::DEFAULT_PIPELINE;
    for (flag, names) in [("--passes", &args.passes), ("--print-after", &args.print_after)] {
        if let Some(bad) = names.iter().find(|n| !n.is_empty() && !known.contains(&n.as_str())) {
            return Err(Diagnostic::new(format!("{flag}: unknown pass `{bad}`; available: {}", known.join(", "))));
        }
    }
    if let Some(bad) = args.print_after.iter().find(|n| n.is_empty()) {
        return Err(Diagnostic::new(format!("--print-after: `{bad}` names no pass; available: {}", known.join(", "))));
    }
    // Each pass reads what the one before it writes: a subset of the
    // pipeline, in its order, each pass once.
    let position = |name: &str| known.iter().position(|k| *k == name);
    let named: Vec<&str> = args.passes.iter().map(String::as_str).filter(|n| !n.is_empty()).collect();
    if let Some(pair) = named.windows(2).find(|w| position(w[0]) >= position(w[1])) {
        let why = if pair[0] == pair[1] { "runs twice".to_string() } else { format!("runs before `{}`", pair[1]) };
        return Err(Diagnostic::new(format!(
            "--passes: `{}` {why}; the passes run in the order {}, each at most once (any of them may be left out)",
            pair[0],
            known.join(", ")
        )));
    }
    let runs = |name: &str| args.passes.is_empty() || named.contains(&name);
    if let Some(idle) = args.print_after.iter().find(|n| !runs(n)) {
        return Err(Diagnostic::new(format!(
            "--print-after: `{idle}` does not run in this pipeline (--passes={})",
            named.join(",")
        )));
    }
    Ok(())
}

fn compile(args: CompileArgs) -> CmdResult {
    check_pass_names(&args)?;
    if matches!(args.emit, Emit::Isa)
        && args.inputs.len() == 1
        && args.output.as_deref().unwrap_or("-") == "-"
        && std::io::IsTerminal::is_terminal(&std::io::stdout())
    {
        return Err(Diagnostic::new(
            "--emit isa writes a binary object file, not to a terminal: name a file with -o, or pipe it \
             (`visa-lower decode FILE.isa` prints one as text)",
        )
        .into());
    }
    if let [input] = args.inputs.as_slice() {
        return compile_one(&args, input, args.output.as_deref().unwrap_or("-"));
    }
    let outputs = several_outputs(&args)?;
    // Each input in a wall of its own: one's failure (even a crash) is
    // reported and the next compiles; its output is written only whole.
    let mut code = 0;
    for (input, output) in args.inputs.iter().zip(&outputs) {
        if let Err(failure) = compile_one(&args, input, &output.to_string_lossy()) {
            print_diagnostics(&failure.diagnostics, failure.code);
            code = code.max(failure.code);
        }
    }
    match code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// Compiles `input` to `output` behind the wall.
fn compile_one(args: &CompileArgs, input: &str, output: &str) -> CmdResult {
    let (file, bytes) = read_input(input, MAX_INPUT_BYTES)?;
    let ended = walled(&file, &bytes, args.json, || job_result(&file, compile_job(args, output, &file, &bytes)))?;
    match ended.code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// The output of each of several inputs, checked before any compiles:
/// beside the input with the extension of `--emit`, or in the folder `-o`
/// names; never standard input or output, never two inputs to one file,
/// never an input overwritten.
fn several_outputs(args: &CompileArgs) -> Result<Vec<std::path::PathBuf>, Diagnostic> {
    use std::path::{Path, PathBuf};
    if args.inputs.iter().any(|i| i == "-") {
        return Err(Diagnostic::new(
            "`-` (standard input) cannot be one of several inputs: each input's output is named after it",
        ));
    }
    let folder = match args.output.as_deref() {
        None => None,
        Some("-") => {
            return Err(Diagnostic::new(
                "-o -: several inputs write one output each, to files; -o names a folder for them (or leave it out to write each beside its input)",
            ))
        }
        Some(out) if Path::new(out).is_dir() => Some(Path::new(out)),
        Some(out) => {
            return Err(Diagnostic::new(format!(
                "-o {out}: with several inputs -o names an existing folder (one output per input goes into it), and `{out}` is not one; \
                 leave -o out to write each output beside its input"
            )))
        }
    };
    let extension = match args.emit {
        Emit::Visaasm => "visaasm",
        Emit::Isa => "isa",
        // Not `.ll`: that would overwrite the input.
        Emit::Llvm => "lowered.ll",
    };
    let mut outputs: Vec<PathBuf> = Vec::new();
    for input in &args.inputs {
        let beside = Path::new(input).with_extension(extension);
        let output = match (folder, beside.file_name()) {
            (Some(folder), Some(name)) => folder.join(name),
            _ => beside,
        };
        if let Some(same) = args.inputs.iter().find(|i| Path::new(i) == output) {
            return Err(Diagnostic::new(format!(
                "{input}: its output `{}` would overwrite the input `{same}`",
                output.display()
            )));
        }
        if let Some(i) = outputs.iter().position(|o| *o == output) {
            return Err(Diagnostic::new(format!(
                "{input}: its output `{}` is also the output of `{}`; give each input a name of its own, or compile them apart",
                output.display(),
                args.inputs[i]
            )));
        }
        outputs.push(output);
    }
    Ok(outputs)
}

/// The compile itself, in the wall's child, output written last (through a
/// temporary file the parent removes should the child die).
fn compile_job(args: &CompileArgs, output: &str, file: &str, input: &Input) -> Result<Option<Vec<u8>>, Failure> {
    let bytes: &[u8] = input;
    use visa_lower::api::MemoryOperation;
    use visa_lower::commands::memory_ops::MemoryOps;
    use visa_lower::pipeline::{compile::CompileOptions, compile::EmitKind, compile::Split, compile::TextSink};
    use visa_passes::transforms::pipeline::PrintAfter;
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
        keep_kernels: args.json,
    };
    // The text goes to the output file as each kernel is printed (the JSON
    // report keeps the kernels and writes the output after them).
    let mut streamed = (options.emit == EmitKind::Visaasm && !args.json).then(|| StreamedOutput::new(output));
    // The process ends after the compile: the parts' modules are left to it.
    let mut split = Split::per_core(false);
    split.parts = args.jobs.map_or(split.parts, |jobs| jobs as usize);
    split.source = input.file();
    if !args.time_passes {
        // What --stats and --json report of the input, part by part.
        let read = |loaded: &visa_lower::input::ir::LoadedModule<'_>| {
            (args.stats.then(|| MemoryOps::of(loaded)), args.json.then(|| MemoryOperation::of_module(loaded)))
        };
        // (stderr is not locked meanwhile: a part's thread may write to it.)
        let sink = streamed.as_mut().map(|s| s as &mut dyn TextSink);
        if let Some((compiled, reads)) =
            visa_lower::pipeline::compile::compile_split(file, bytes, &options, split, &read, sink)
        {
            let (ops, operations): (Vec<_>, Vec<_>) = reads.into_iter().unzip();
            if args.stats {
                let ops = MemoryOps::concat(ops.into_iter().flatten());
                let _ = ops.write_report(file, &mut std::io::stderr().lock());
            }
            let operations = args.json.then(|| operations.into_iter().flatten().flatten().collect());
            return compile_output(args, output, file, compiled, operations, streamed);
        }
        // Compiled again on one thread: what the parts wrote goes.
        if let Some(streamed) = &mut streamed {
            streamed.restart();
        }
    }
    let start = std::time::Instant::now();
    let context = visa_lower::input::ir::context_for(bytes);
    let loaded = visa_lower::input::ir::load_module_from(&context, file, bytes, input.file())?;
    let parse_time = start.elapsed();
    let memory_operations = args.json.then(|| MemoryOperation::of_module(&loaded));
    if args.stats {
        let _ = MemoryOps::of(&loaded).write_report(&loaded.file, &mut std::io::stderr().lock());
    }
    let sink = streamed.as_mut().map(|s| s as &mut dyn TextSink);
    let mut compiled = visa_lower::pipeline::compile::compile_to(&loaded, &options, sink)
        .map_err(|diagnostics| Failure { diagnostics, code: 2 })?;
    compiled.report.times.insert(0, ("parse", parse_time));
    compile_output(args, output, file, compiled, memory_operations, streamed)?;
    // The process ends here: freeing a large module costs tens of
    // milliseconds (hundreds at 10x) and gives nothing back.
    std::mem::forget(loaded);
    std::mem::forget(context);
    Ok(None)
}

/// What `compile` writes once the module compiled: the printed modules and
/// the report on stderr, the output (`streamed` has it when it was written
/// as it was made), the JSON report.
fn compile_output(
    args: &CompileArgs,
    output: &str,
    file: &str,
    compiled: visa_lower::pipeline::compile::CompileOutput,
    memory_operations: Option<Vec<visa_lower::api::MemoryOperation>>,
    streamed: Option<StreamedOutput>,
) -> Result<Option<Vec<u8>>, Failure> {
    check_unchanged(file)?;
    let mut stderr = std::io::stderr().lock();
    for (pass, module) in &compiled.report.printed {
        let _ = write!(stderr, "; *** IR Dump After {pass} ***\n{module}");
    }
    let _ = write!(
        stderr,
        "{}",
        visa_lower::pipeline::compile::pipeline_report_text(&compiled.report, args.stats, args.time_passes)
    );
    drop(stderr);
    if let Some(memory_operations) = memory_operations {
        if output != "-" {
            write_output(output, &compiled.output)?;
        }
        let report = visa_lower::api::Compiled::new(file, args.platform, memory_operations, compiled);
        write_json(&report.json())?;
    } else if let Some(streamed) = streamed {
        streamed.commit()?;
    } else {
        write_output(output, &compiled.output)?;
    }
    Ok(None)
}

/// A JSON report on stdout, pretty-printed, keys in a fixed order.
fn write_json(value: &serde_json::Value) -> Result<(), WriteError> {
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    write_output("-", text.as_bytes())
}

fn run(args: RunArgs) -> CmdResult {
    let (file, bytes) = read_input(&args.input, MAX_INPUT_BYTES)?;
    let launch = match &args.launch {
        Some(path) => {
            let (launch_file, launch_bytes) = read_input(path, MAX_LAUNCH_BYTES)?;
            let text = visa_lower::exec::launch::launch_text(&launch_file, &launch_bytes)?;
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
        _ => visa_lower::input::ir::looks_like_ir(bytes),
    };
    let engine = args.engine.unwrap_or(EngineArg::Emulator);
    if args.verify && !(is_ir && engine == EngineArg::Emulator) {
        return Err(Diagnostic::new("--verify compares the emulator's run of a compiled .ll with the reference's; use it with a .ll on the emulator engine").into());
    }
    let report = match (is_ir, engine) {
        (false, EngineArg::Emulator) => {
            let text = String::from_utf8_lossy(bytes);
            let request = visa_lower::pipeline::run::RunRequest {
                file,
                text: &text,
                launch,
                platform: args.platform,
                kernel: args.kernel.as_deref(),
                ub_error: args.ub_error,
                budget: args.budget,
            };
            visa_lower::pipeline::run::run_visaasm(&request)
        }
        (true, _) => {
            let engine = match engine {
                EngineArg::Emulator => IrEngine::Emulator,
                EngineArg::Reference => IrEngine::Reference,
                EngineArg::Jit => IrEngine::Jit,
            };
            let request = visa_lower::pipeline::run::IrRunRequest {
                file,
                bytes,
                launch,
                kernel: args.kernel.as_deref(),
                engine,
                ub_error: args.ub_error,
                platform: args.platform,
                verify: args.verify,
                jit_timeout: std::time::Duration::from_secs_f64(args.timeout),
                budget: args.budget,
            };
            visa_lower::pipeline::run::run_ir(&request)
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
    visa_lower::exec::report_text::check_dumps(&report.memory, &args.dump).map_err(Diagnostic::new)?;
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let written = if args.json { report.write_json(&mut stdout) } else { report.write_text(&mut stdout, &args.dump) };
    written.and_then(|()| stdout.flush()).map_err(visa_lower::sys::output::stdout_error)?;
    let weak = args.strict && report.verdict.as_ref().is_some_and(|v| !v.warnings.is_empty());
    match report.exit_code().max(u8::from(weak)) {
        0 => Ok(None),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

fn validate(args: ValidateArgs) -> CmdResult {
    let (ir_file, ir_bytes) = read_input(&args.ir, MAX_INPUT_BYTES)?;
    let (visa_file, visa_bytes) = read_input(&args.visaasm, MAX_INPUT_BYTES)?;
    let (launch_file, launch_text) = validate_launch(&args, &ir_file, &ir_bytes)?;
    let ended = walled(&ir_file, &ir_bytes, true, || {
        job_result(
            &ir_file,
            validate_job(&args, (&ir_file, &ir_bytes), (&visa_file, &visa_bytes), (&launch_file, &launch_text)),
        )
    })?;
    match ended.code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
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
                return match visa_lower::commands::test::inline_spec(&text) {
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
    let text = visa_lower::exec::launch::launch_text(&launch_file, &launch_bytes)?;
    Ok((launch_file, text))
}

/// The validation itself, in the wall's child: the report goes to stdout from here.
fn validate_job(
    args: &ValidateArgs,
    (ir_file, ir_bytes): (&str, &[u8]),
    (visa_file, visa_bytes): (&str, &[u8]),
    (launch_file, launch_text): (&str, &str),
) -> Result<Option<Vec<u8>>, Failure> {
    let visa_text = String::from_utf8_lossy(visa_bytes);
    let request = visa_lower::commands::validate::ValidateRequest {
        ir_file,
        ir_bytes,
        visa_file,
        visa_text: &visa_text,
        launch: (launch_file, launch_text),
        platform: args.platform,
        budget: args.budget,
    };
    let visa_lower::commands::validate::Validated { report, warnings } =
        visa_lower::commands::validate::validate(&request).map_err(|diagnostics| Failure { diagnostics, code: 2 })?;
    check_unchanged(ir_file)?;
    for warning in &warnings {
        let text = warning.to_string();
        match text.strip_prefix("error: ") {
            Some(rest) => eprintln!("warning: {rest}"),
            None => eprintln!("{}", text.replacen(": error: ", ": warning: ", 1)),
        }
    }
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let written = if args.json { report.write_json(&mut stdout) } else { report.write_text(&mut stdout, &[]) };
    written.and_then(|()| stdout.flush()).map_err(visa_lower::sys::output::stdout_error)?;
    match visa_lower::commands::validate::exit_code(&report) {
        0 => Ok(None),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

fn fuzz(args: FuzzArgs) -> CmdResult {
    use visa_lower::fuzz::FuzzOptions;
    check_out_dir(&args.out)?;
    let mut platforms = args.platform.clone();
    platforms.sort();
    platforms.dedup();
    // Both judges when they are here; `--assemble-every N` asks for them, and
    // fails without them rather than assemble with one.
    use visa_lower::visa::assembler::{find, Judge};
    let found: Vec<_> = Judge::ALL.into_iter().map(|j| (j, find(j))).collect();
    let missing: Vec<Judge> = found.iter().filter(|(_, f)| f.is_err()).map(|(j, _)| *j).collect();
    if matches!(args.assemble_every, Some(n) if n > 0) && !missing.is_empty() {
        let why: Vec<String> = found.iter().filter_map(|(_, f)| f.as_ref().err().cloned()).collect();
        return Err(Diagnostic::new(format!("--assemble-every: {}", why.join("; "))).into());
    }
    let (assemblers, assemblers_missing) = match args.assemble_every {
        Some(0) => (Vec::new(), Vec::new()),
        _ => (found.into_iter().filter_map(|(_, f)| f.ok()).collect(), missing),
    };
    let options = FuzzOptions {
        cases: args.cases,
        seed: args.seed,
        jobs: args.jobs.map(|j| j as usize),
        out: Some(args.out.clone().into()),
        platforms: if platforms.is_empty() { visa_lower::fuzz::default_platforms() } else { platforms },
        simt: match args.simt {
            SimtArg::On => Some(true),
            SimtArg::Off => Some(false),
            SimtArg::Both => None,
        },
        jit: !args.no_jit,
        reduce: !args.no_reduce,
        progress: !args.quiet,
        #[cfg(feature = "sabotage")]
        sabotage: None,
        assemblers,
        assemblers_missing,
        assembler_every: args.assemble_every.unwrap_or(10),
        control_flow_share: args.control_flow_share,
    };
    let (summary, title) = if args.exhaustive {
        let title = if args.ci_subset { "fuzz --exhaustive --ci-subset" } else { "fuzz --exhaustive" };
        (visa_lower::fuzz::exhaustive(&options, args.ci_subset), title.to_string())
    } else {
        (visa_lower::fuzz::fuzz(&options), format!("fuzz --seed {}", args.seed))
    };
    write_output("-", summary.text(&title).as_bytes())?;
    match summary.exit_code() {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// `fuzz --out DIR` must be a folder reproducers can be written to: made
/// if missing, and tried, before any case runs.
/// A folder made for the probe is removed again: the reproducers make it
/// when there is one to write (a clean run leaves no empty folder behind).
fn check_out_dir(dir: &str) -> Result<(), Diagnostic> {
    let cannot = |e: std::io::Error| Diagnostic::new(format!("--out {dir}: reproducers cannot be written there: {e}"));
    if std::fs::symlink_metadata(dir).is_ok_and(|m| !m.is_dir() && !std::path::Path::new(dir).is_dir()) {
        return Err(Diagnostic::new(format!("--out {dir}: is not a folder (reproducers are written into a folder)")));
    }
    // The folders this probe makes, innermost first.
    let made: Vec<&std::path::Path> = std::path::Path::new(dir)
        .ancestors()
        .take_while(|a| !a.as_os_str().is_empty() && std::fs::symlink_metadata(a).is_err())
        .collect();
    std::fs::create_dir_all(dir).map_err(cannot)?;
    let probe = tempfile::Builder::new().prefix(".visa-lower-probe").tempfile_in(dir).map(drop).map_err(cannot);
    for folder in made {
        // Only empty folders go (`remove_dir`); one a concurrent writer filled stays.
        let _ = std::fs::remove_dir(folder);
    }
    probe
}

fn test(args: TestArgs) -> CmdResult {
    use visa_lower::commands::test::{candidates, run_walled, Status};
    let mut platforms: Vec<Platform> = args.platform.concat();
    if platforms.is_empty() {
        platforms = Platform::ALL.to_vec();
    }
    platforms.sort();
    platforms.dedup();
    // A bar on a terminal (its length counts the .ll files, a walk that reads
    // none); nothing in a CI log, which gets the summary.
    let shown = !args.quiet && stderr_is_terminal();
    let total = match shown {
        true => candidates(&args.paths).map_err(Diagnostic::new)?.count() * platforms.len(),
        false => 0,
    };
    let progress = visa_lower::sys::progress::Progress::new("test", "runs", total as u64, shown);
    let limits = Limits { cpu_seconds: args.timeout, ..Limits::CLI };
    let jobs = args.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize);
    // Each run in a process of its own, forked from this one (which has one thread).
    let summary = run_walled(&args.paths, &platforms, jobs, limits, &|run| progress.tick(run.status == Status::Failed))
        .map_err(Diagnostic::new)?;
    progress.finish();
    if let Some(path) = &args.junit {
        write_output(path, summary.junit().as_bytes())?;
    }
    if args.json {
        write_json(&summary.json())?;
    } else {
        write_output("-", summary.text(args.verbose).as_bytes())?;
    }
    match summary.exit_code() {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

fn stderr_is_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal()
}

fn decode(args: DecodeArgs) -> CmdResult {
    let (file, bytes) = read_input(&args.input, MAX_INPUT_BYTES)?;
    let ended = walled(&file, &bytes, false, || job_result(&file, decode_job(&args, &file, &bytes)))?;
    match ended.code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// The decoding, in the wall's child: the text goes to the output kernel by
/// kernel as each is printed (never held whole).
fn decode_job(args: &DecodeArgs, file: &str, bytes: &[u8]) -> Result<Option<Vec<u8>>, Failure> {
    wall::stage(|| format!("the decoder was reading the vISA object file {file}"));
    let program = visa_lower::visa::binary::isa_file::decode_file(bytes)
        .map_err(|e| Diagnostic::new(format!("{file}: not a vISA object file this tool reads: {e}")))?;
    // What is printed from here on is the decoded program, not the input.
    check_unchanged(file)?;
    wall::stage(|| format!("the printer was writing the text of {file}"));
    let mut output = StreamedOutput::new(&args.output);
    let mut text = visa_lower::visa::text::print::ProgramText::new(program.version, 0);
    for kernel in &program.kernels {
        text.push_to(kernel, &mut |piece| output.append(piece));
    }
    text.flush_to(|piece| output.append(piece));
    output.commit()?;
    Ok(None)
}

/// `help [COMMAND]...`: the long help of the named subcommand (the tool's
/// own without one), as `visa-lower COMMAND --help` prints it.
fn help(path: &[String]) -> CmdResult {
    let mut command = <Cli as clap::CommandFactory>::command();
    command.build();
    let mut at = &mut command;
    for name in path {
        let names: Vec<String> = at.get_subcommands().map(|c| c.get_name().to_string()).collect();
        at = at
            .find_subcommand_mut(name)
            .ok_or_else(|| Diagnostic::new(format!("help: no subcommand `{name}`; there are {}", names.join(", "))))?;
    }
    Ok(write_output("-", at.render_long_help().to_string().as_bytes())?)
}

fn demo() -> CmdResult {
    Ok(write_output("-", visa_lower::commands::demo::demo_report().as_bytes())?)
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    /// Every argument of every subcommand says what it does in `--help`.
    #[test]
    fn every_argument_has_help() {
        fn walk(command: &clap::Command, path: &str, missing: &mut Vec<String>, seen: &mut usize) {
            for arg in command.get_arguments() {
                *seen += 1;
                let id = arg.get_id().as_str();
                if id != "help" && id != "version" && arg.get_help().is_none() {
                    missing.push(format!("{path} {id}"));
                }
            }
            for sub in command.get_subcommands() {
                if sub.get_about().is_none() {
                    missing.push(format!("{path} {} (the subcommand)", sub.get_name()));
                }
                walk(sub, &format!("{path} {}", sub.get_name()), missing, seen);
            }
        }
        let mut command = Cli::command();
        command.build();
        let (mut missing, mut seen) = (Vec::new(), 0);
        walk(&command, "visa-lower", &mut missing, &mut seen);
        assert!(seen > 30, "only {seen} arguments walked");
        assert!(missing.is_empty(), "arguments without help: {missing:?}");
    }
}
