//! `visa-lower fuzz`: differential testing on random kernels (`crate::fuzz`).

use super::cli::{parse_platform, platform_help, CmdResult, Failure};
use crate::diag::Diagnostic;
use crate::sys::output::write_output;
use crate::Platform;
use clap::{Args, ValueEnum};

#[derive(Args)]
pub struct FuzzArgs {
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
    #[arg(long, value_parser = parse_platform, help = platform_help("Only these platforms (repeatable; default: all, each drawing the operations it takes: xe2 no legacy message intrinsic)"))]
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
    #[arg(long, value_name = "PERCENT", default_value_t = crate::fuzz::gen::CONTROL_FLOW_SHARE,
          value_parser = clap::value_parser!(u8).range(0..=100))]
    control_flow_share: u8,
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

/// `visa-lower fuzz`.
pub fn exec(args: FuzzArgs) -> CmdResult {
    use crate::fuzz::FuzzOptions;
    check_out_dir(&args.out)?;
    let mut platforms = args.platform.clone();
    platforms.sort();
    platforms.dedup();
    // Both judges when they are here; `--assemble-every N` asks for them, and
    // fails without them rather than assemble with one.
    use crate::visa::assembler::{find, Judge};
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
        platforms: if platforms.is_empty() { crate::fuzz::default_platforms() } else { platforms },
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
        (crate::fuzz::exhaustive(&options, args.ci_subset), title.to_string())
    } else {
        (crate::fuzz::fuzz(&options), format!("fuzz --seed {}", args.seed))
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
