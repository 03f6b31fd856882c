//! The `opt` plugin and `visa-lower compile --emit llvm` agree on every
//! `.ll` of `testdata/lower/`: the same module text on stdout, the same
//! diagnostics on stderr, and both succeed or both fail (opt fails with
//! exit 1, the CLI with 2). Nothing is normalised: both name the module by
//! the path they are given, so even the `ModuleID` lines match.
//!
//! Each file runs with the passes, platform and SIMT mode of each of its
//! `visa-lower compile` RUN lines (its other RUN lines, e.g. the `sed` that
//! cuts one function out into a `%t` file, run first, as in the FileCheck
//! runner), and with the whole pipeline on every platform, and in SIMT mode.

mod llvm_tools;

use libtest_mimic::{Arguments, Failed, Trial};
use llvm_tools::{bin_dir, llvm_bin_dir, plugin_path, run_lines};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use visa_lower::Platform;

/// One way of running the passes over one input.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    input: String,
    passes: Vec<String>,
    platform: Platform,
    simt: bool,
    /// `--messages` (`legacy` or `lsc`), when the command names it.
    messages: Option<String>,
}

impl Config {
    fn cli_args(&self) -> Vec<String> {
        let mut args = vec!["compile".to_string(), self.input.clone(), "--emit".to_string(), "llvm".to_string()];
        args.push(format!("--passes={}", self.passes.join(",")));
        args.push(format!("--platform={}", self.platform));
        if self.simt {
            args.push("--simt".to_string());
        }
        if let Some(m) = &self.messages {
            args.push(format!("--messages={m}"));
        }
        args
    }

    /// `-passes=visa-select<P>,visa-legalize<P>`, and `-opaque-pointers`
    /// for input that uses `ptr` (the CLI decides that by itself).
    fn opt_args(&self, plugin: &Path) -> Vec<String> {
        let mut params = vec![self.platform.to_string()];
        params.extend(self.simt.then(|| "simt".to_string()));
        params.extend(self.messages.as_ref().map(|m| format!("messages={m}")));
        let params = format!("<{}>", params.join(";"));
        let pipeline: Vec<String> = self.passes.iter().map(|p| format!("visa-{p}{params}")).collect();
        let mut args =
            vec![format!("-load-pass-plugin={}", plugin.display()), format!("-passes={}", pipeline.join(","))];
        let text = std::fs::read_to_string(&self.input).unwrap_or_default();
        // From LLVM 17 on every context has opaque pointers, and opt has no flag for it.
        if visa_passes::ir::llvm::LLVM_MAJOR < 17 && visa_passes::ir::context::uses_opaque_pointers(&text) {
            args.push("-opaque-pointers".to_string());
        }
        args.extend([self.input.clone(), "-S".to_string()]);
        args
    }
}

/// The config of a `visa-lower compile IN ...` command, if it is one.
fn compile_config(command: &str) -> Option<Config> {
    let mut words = command.split_whitespace();
    if (words.next(), words.next()) != (Some("visa-lower"), Some("compile")) {
        return None;
    }
    let mut config =
        Config { input: String::new(), passes: vec![], platform: Platform::DEFAULT, simt: false, messages: None };
    let mut passes = None;
    while let Some(word) = words.next() {
        match word {
            "--platform" => config.platform = words.next()?.parse().ok()?,
            "--passes" => passes = Some(words.next()?.to_string()),
            "--simt" => config.simt = true,
            "--messages" => config.messages = Some(words.next()?.to_string()),
            w if w.starts_with("--messages=") => config.messages = Some(w["--messages=".len()..].to_string()),
            "--emit" | "-o" => {
                words.next();
            }
            w if w.starts_with("--platform=") => config.platform = w["--platform=".len()..].parse().ok()?,
            w if w.starts_with("--passes=") => passes = Some(w["--passes=".len()..].to_string()),
            w if w.starts_with('-') => {}
            w => config.input = w.to_string(),
        }
    }
    config.passes = match passes {
        Some(list) => list.split(',').filter(|p| !p.is_empty()).map(str::to_string).collect(),
        None => visa_passes::DEFAULT_PIPELINE.iter().map(|p| p.to_string()).collect(),
    };
    // An empty pipeline is no pass for opt to run.
    (!config.passes.is_empty()).then_some(config)
}

/// The configs of `path`: from its RUN lines (running the others, which
/// write `%t` inputs, in `scratch`), then the whole pipeline everywhere.
fn configs(path: &Path, scratch: &Path) -> Result<Vec<Config>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let stem = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut found = Vec::new();
    for run in run_lines(&text) {
        let command = run
            .replace("%s", &path.display().to_string())
            .replace("%S", &dir.display().to_string())
            .replace("%t", &scratch.join(&stem).display().to_string());
        let first = command.split('|').next().unwrap_or_default().replace("2>&1", "");
        let first = first.trim().strip_prefix("not ").unwrap_or(first.trim());
        match compile_config(first) {
            Some(config) => found.push(config),
            None => {
                let out = Command::new("sh").arg("-c").arg(&command).current_dir(dir).output();
                match out {
                    Ok(out) if out.status.success() => {}
                    _ => return Err(format!("RUN: {run}: failed")),
                }
            }
        }
    }
    let input = path.display().to_string();
    let all: Vec<String> = visa_passes::DEFAULT_PIPELINE.iter().map(|p| p.to_string()).collect();
    for platform in Platform::ALL {
        found.push(Config { input: input.clone(), passes: all.clone(), platform, simt: false, messages: None });
    }
    found.push(Config { input, passes: all, platform: Platform::XeHpc, simt: true, messages: None });
    let mut unique: Vec<Config> = Vec::new();
    for config in found {
        if !unique.contains(&config) {
            unique.push(config);
        }
    }
    Ok(unique)
}

fn run(program: &Path, args: &[String]) -> Result<Output, String> {
    Command::new(program).args(args).output().map_err(|e| format!("cannot run {}: {e}", program.display()))
}

/// The first difference between the two runs of `config`, if any.
fn compare(config: &Config, plugin: &Path) -> Result<Option<String>, String> {
    let cli = run(&bin_dir().join("visa-lower"), &config.cli_args())?;
    let opt = run(&llvm_bin_dir().join("opt"), &config.opt_args(plugin))?;
    let show = |o: &Output| {
        format!(
            "exit {:?}\n--- stdout ---\n{}--- stderr ---\n{}",
            o.status.code(),
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        )
    };
    let differs = cli.status.success() != opt.status.success() || cli.stdout != opt.stdout || cli.stderr != opt.stderr;
    // An option refused before any IR is read: opt frames the same message as a
    // pass-parameter error (`error: `visa-select<...>`: ...`, then "unknown pass name").
    // clap says which flag first: `invalid value 'X' for '--messages <M>': MESSAGE`.
    let cli_text = String::from_utf8_lossy(&cli.stderr);
    let message = cli_text.lines().next().and_then(|l| l.strip_prefix("error: ")).map(|m| {
        if m.starts_with("invalid value '") {
            m.split_once("': ").map_or(m, |(_, rest)| rest)
        } else {
            m
        }
    });
    let refused_option = cli.status.code() == Some(2)
        && !opt.status.success()
        && message.is_some_and(|m| String::from_utf8_lossy(&opt.stderr).contains(m.trim_end()));
    let differs = differs && !refused_option;
    Ok(differs.then(|| {
        format!(
            "visa-lower {}\n{}\n\nopt {}\n{}",
            config.cli_args().join(" "),
            show(&cli),
            config.opt_args(plugin).join(" "),
            show(&opt)
        )
    }))
}

/// The LLVM major version `path` declares it needs, when later than the build's.
fn later_llvm(path: &Path) -> Option<u32> {
    let text = std::fs::read_to_string(path).ok()?;
    let prefix = visa_lower::commands::test::REQUIRES_PREFIX;
    let major = text.lines().find_map(|l| l.strip_prefix(prefix)?.trim().parse::<u32>().ok())?;
    (major > visa_passes::ir::llvm::LLVM_MAJOR).then_some(major)
}

/// A file in a later LLVM's syntax, on a build against an older one: the
/// CLI refuses it with exit 2, saying the IR is newer than its LLVM, and
/// opt (the same LLVM) cannot read it either.
fn refuses_later_llvm(path: &Path, major: u32, plugin: &Path) -> Result<(), Failed> {
    let config = Config {
        input: path.display().to_string(),
        passes: vec!["select".into()],
        platform: Platform::DEFAULT,
        simt: false,
        messages: None,
    };
    let cli = run(&bin_dir().join("visa-lower"), &config.cli_args())?;
    let stderr = String::from_utf8_lossy(&cli.stderr);
    let newer = format!("syntax; this visa-lower is built against LLVM {}", visa_passes::ir::llvm::LLVM_VERSION);
    if cli.status.code() != Some(2) || !stderr.contains(&newer) || !stderr.contains("--features llvm19") {
        return Err(format!("visa-lower should refuse LLVM {major} syntax with exit 2:\n{stderr}").into());
    }
    let opt = run(&llvm_bin_dir().join("opt"), &config.opt_args(plugin))?;
    if opt.status.success() {
        return Err(format!("opt {} read LLVM {major} syntax", llvm_bin_dir().display()).into());
    }
    Ok(())
}

/// Files of LLVM 14's typed-pointer IR that LLVM 19 reads differently, with
/// why: on the LLVM 19 build the CLI and opt-19 must both refuse them as
/// invalid IR (`refuses_invalid_for_llvm19`), not agree on a lowering.
const INVALID_FOR_LLVM19: &[(&str, &str)] = &[(
    "select_unlowered.ll",
    "its `llvm.masked.expandload.v8i32` takes an addrspace(1) pointer: LLVM 19 mangles that pointer into the name \
     (`.v8i32.p1`), LLVM 14 did not",
)];

/// A file of [`INVALID_FOR_LLVM19`] on the LLVM 19 build: each `%t` part
/// that uses the intrinsic is refused by both, the CLI with exit 2 saying
/// LLVM's verifier's reason, opt with exit 1.
fn refuses_invalid_for_llvm19(path: &Path, why: &str) -> Result<(), Failed> {
    let plugin = plugin_path()?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let scratch = std::env::temp_dir().join(format!("visa-lower-plugin-parity-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let result = configs(path, &scratch).and_then(|configs| {
        let mut refused = 0;
        for config in &configs {
            let cli = run(&bin_dir().join("visa-lower"), &config.cli_args())?;
            let opt = run(&llvm_bin_dir().join("opt"), &config.opt_args(&plugin))?;
            let stderr = String::from_utf8_lossy(&cli.stderr);
            if stderr.contains("the module is not valid LLVM IR: Intrinsic has incorrect argument type!") {
                if cli.status.code() != Some(2) || opt.status.code() != Some(1) {
                    return Err(format!("{name} ({why}): both must refuse {}", config.input));
                }
                refused += 1;
            } else if let Some(difference) = compare(config, &plugin)? {
                return Err(difference);
            }
        }
        if refused == 0 {
            return Err(format!("{name}: LLVM 19 reads it now ({why}): take it off INVALID_FOR_LLVM19"));
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&scratch);
    result.map_err(Failed::from)
}

fn check_file(path: &Path) -> Result<(), Failed> {
    let plugin = plugin_path()?;
    if let Some(major) = later_llvm(path) {
        return refuses_later_llvm(path, major, &plugin);
    }
    let invalid = INVALID_FOR_LLVM19.iter().find(|(file, _)| path.ends_with(file));
    if let (Some((_, why)), true) = (invalid, visa_passes::ir::llvm::LLVM_MAJOR >= 19) {
        return refuses_invalid_for_llvm19(path, why);
    }
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let scratch = std::env::temp_dir().join(format!("visa-lower-plugin-parity-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let result = configs(path, &scratch).and_then(|configs| {
        for config in &configs {
            if let Some(difference) = compare(config, &plugin)? {
                return Err(difference);
            }
        }
        Ok(())
    });
    let _ = std::fs::remove_dir_all(&scratch);
    result.map_err(Failed::from)
}

/// The comparison sees a difference: here the platforms differ (QW_SCATTER
/// on xehpc, SCATTER4_SCALED RG on gen9), and so do the modules.
fn detects_a_difference(root: &Path, plugin: &Path) -> Result<(), Failed> {
    let input = root.join("testdata/lower/select_scatter_slm_i64.ll").display().to_string();
    let passes = vec!["select".to_string()];
    let cli = Config { input, passes, platform: Platform::XeHpc, simt: false, messages: None };
    let opt = Config { platform: Platform::Gen9, ..cli.clone() };
    let out_cli = run(&bin_dir().join("visa-lower"), &cli.cli_args())?;
    let out_opt = run(&llvm_bin_dir().join("opt"), &opt.opt_args(plugin))?;
    if !(out_cli.status.success() && out_opt.status.success()) || out_cli.stdout == out_opt.stdout {
        return Err("gen9 and xehpc selections should both succeed and differ".into());
    }
    // The same platform again, and nothing differs.
    match compare(&cli, plugin)? {
        None => Ok(()),
        Some(d) => Err(d.into()),
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("testdata/lower"))
        .map(|dir| dir.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    // The kernels in LLVM 19's syntax: on a build against an older LLVM,
    // both must refuse them (`refuses_later_llvm`), by the harness's rule
    // (`; requires: LLVM N`, docs/harness.md).
    files.extend(
        std::fs::read_dir(root.join("testdata/llvm19"))
            .map(|dir| dir.filter_map(Result::ok).map(|e| e.path()).collect::<Vec<_>>())
            .unwrap_or_default(),
    );
    files.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    files.sort();
    if files.is_empty() {
        files.push(root.join("testdata/lower/(no .ll files found)"));
    }
    let mut trials = vec![Trial::test("plugin_parity::detects_a_difference", move || {
        let plugin = plugin_path()?;
        detects_a_difference(root, &plugin)
    })];
    trials.extend(files.into_iter().map(|path| {
        let name = path.strip_prefix(root).unwrap_or(&path).display().to_string();
        Trial::test(name, move || check_file(&path))
    }));
    libtest_mimic::run(&args, trials).exit();
}
