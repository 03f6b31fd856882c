//! `visa-lower test`: the end-to-end harness (docs/harness.md).
//!
//! Finds every kernel under the paths given: a `.ll` with its launch spec
//! beside it (`k.ll` + `k.toml`) or written in the `.ll` itself, on
//! `; launch:` comment lines. Each kernel runs on each platform asked, as
//! `visa-lower run k.ll --launch k.toml --platform P --verify` does:
//! compiled, run on the emulator and compared with the reference
//! interpreter's run of the input. The runs go in parallel (rayon); each
//! ends passed, failed, refused (the input contract's refusal: a construct
//! that is not supported or a message the platform lacks) or not
//! verifiable (the reference ran out of its budget).
//!
//! A `; refused: P...` line declares the platforms on which the kernel must
//! be refused: a declared refusal that does not happen is a failure, as is a
//! refusal on a platform not declared when the kernel declares any.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde::Serialize;

use crate::driver::{run_ir, IrRunRequest};
use crate::limits::{MAX_INPUT_BYTES, MAX_LAUNCH_BYTES};
use crate::Platform;

/// The inline launch spec's line prefix in a `.ll`.
pub const LAUNCH_PREFIX: &str = "; launch:";
/// The declared refusals' line prefix in a `.ll`.
pub const REFUSED_PREFIX: &str = "; refused:";

/// A kernel to run: its IR, its launch spec and what it declares.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// The `.ll` as found (the path given, joined with what the walk found).
    pub path: PathBuf,
    pub bytes: Vec<u8>,
    /// Where the launch spec comes from (`k.toml`, or the `.ll` for an inline one).
    pub spec_file: String,
    pub spec_text: String,
    /// Platforms the kernel declares it is refused on (`; refused:`); `None`: no declaration.
    pub refused_on: Option<Vec<Platform>>,
}

/// What was found under the paths.
#[derive(Debug, Default)]
pub struct Found {
    pub kernels: Vec<Kernel>,
    /// `.ll` files without a launch spec (not kernels for the harness).
    pub without_spec: usize,
}

/// Finds the kernels under `paths` (files or folders, walked in name
/// order). A path that does not exist, a file that cannot be read, a
/// malformed `; refused:` line, or a file named on its own that is not a
/// `.ll` with a launch spec is an error naming it.
pub fn discover(paths: &[PathBuf]) -> Result<Found, String> {
    let mut files = Vec::new();
    let mut named = Vec::new();
    for path in paths {
        let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
        if meta.is_dir() {
            for entry in walkdir::WalkDir::new(path).sort_by_file_name() {
                let entry = entry.map_err(|e| format!("{}: {e}", path.display()))?;
                if entry.file_type().is_file() && entry.path().extension().is_some_and(|e| e == "ll") {
                    files.push(entry.into_path());
                }
            }
        } else {
            named.push(path.clone());
        }
    }
    let mut found = Found::default();
    for ll in named {
        if ll.extension().is_none_or(|e| e != "ll") {
            return Err(format!("{}: not a .ll file (a kernel is LLVM IR text with a launch spec)", ll.display()));
        }
        let kernel = read_kernel(&ll)?.ok_or_else(|| {
            format!(
                "{}: no launch spec: put one beside it ({}) or on `{LAUNCH_PREFIX}` lines (docs/harness.md)",
                ll.display(),
                ll.with_extension("toml").display()
            )
        })?;
        found.kernels.push(kernel);
    }
    for ll in files {
        match read_kernel(&ll)? {
            Some(kernel) => found.kernels.push(kernel),
            None => found.without_spec += 1,
        }
    }
    Ok(found)
}

/// Reads `ll` and its launch spec; `None` when it has none.
fn read_kernel(ll: &Path) -> Result<Option<Kernel>, String> {
    let read = |path: &Path, limit: u64| -> Result<Vec<u8>, String> {
        let len = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?.len();
        if len > limit {
            return Err(format!("{}: larger than {} MiB, the limit for this input", path.display(), limit >> 20));
        }
        std::fs::read(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))
    };
    let bytes = read(ll, MAX_INPUT_BYTES)?;
    let text = String::from_utf8_lossy(&bytes);
    let refused_on = declared_refusals(&text).map_err(|e| format!("{}: {e}", ll.display()))?;
    let beside = ll.with_extension("toml");
    let (spec_file, spec_text) = if beside.is_file() {
        let spec = read(&beside, MAX_LAUNCH_BYTES)?;
        let name = beside.display().to_string();
        let text = crate::launch::launch_text(&name, &spec).map_err(|d| d.to_string())?;
        (name, text)
    } else {
        match inline_spec(&text) {
            Some(spec) => (ll.display().to_string(), spec),
            None => return Ok(None),
        }
    };
    Ok(Some(Kernel { path: ll.to_path_buf(), bytes, spec_file, spec_text, refused_on }))
}

/// The launch spec written on `; launch:` lines: each is one TOML line,
/// its prefix blanked out and every other line of the `.ll` left blank, so
/// that a spec error's line and column are the `.ll`'s.
pub fn inline_spec(ll: &str) -> Option<String> {
    let mut any = false;
    let blank = " ".repeat(LAUNCH_PREFIX.len());
    let lines: Vec<String> = ll
        .lines()
        .map(|line| match line.strip_prefix(LAUNCH_PREFIX) {
            Some(rest) => {
                any = true;
                format!("{blank}{rest}")
            }
            None => String::new(),
        })
        .collect();
    any.then(|| lines.join("\n"))
}

/// The platforms of every `; refused:` line (names or `all`).
fn declared_refusals(ll: &str) -> Result<Option<Vec<Platform>>, String> {
    let mut declared: Option<Vec<Platform>> = None;
    for (n, line) in ll.lines().enumerate() {
        let Some(rest) = line.strip_prefix(REFUSED_PREFIX) else { continue };
        let list = declared.get_or_insert_with(Vec::new);
        for name in rest.split([' ', ',']).filter(|s| !s.is_empty()) {
            if name == "all" {
                list.extend(Platform::ALL);
            } else {
                list.push(name.parse().map_err(|e| format!("line {}: `{REFUSED_PREFIX}`: {e}", n + 1))?);
            }
        }
    }
    if let Some(list) = &mut declared {
        list.sort();
        list.dedup();
    }
    Ok(declared)
}

/// How one run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Passed,
    Failed,
    Refused,
    NotVerifiable,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::Failed => "failed",
            Status::Refused => "refused",
            Status::NotVerifiable => "not verifiable",
        }
    }
}

/// One kernel on one platform.
#[derive(Clone, Debug, Serialize)]
pub struct RunResult {
    pub file: String,
    #[serde(serialize_with = "platform_name")]
    pub platform: Platform,
    pub status: Status,
    /// Why it failed, was refused or is not verifiable; empty when it passed.
    pub detail: String,
    /// Bytes compared with the reference (passed runs).
    pub compared_bytes: u64,
    #[serde(serialize_with = "seconds")]
    pub time: Duration,
}

fn platform_name<S: serde::Serializer>(p: &Platform, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(p.name())
}

fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64((d.as_secs_f64() * 1e3).round() / 1e3)
}

/// Runs `kernel` on `platform` as `run --verify` does, and classifies the end.
pub fn run_one(kernel: &Kernel, platform: Platform) -> RunResult {
    let start = Instant::now();
    let file = kernel.path.display().to_string();
    let request = IrRunRequest::verify_on(&file, &kernel.bytes, (&kernel.spec_file, &kernel.spec_text), platform);
    // A panic is a bug of the tool: this run fails, the others go on.
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_ir(&request)));
    let (mut status, mut detail, mut compared_bytes) = match ran {
        Err(_) => (Status::Failed, "internal error: the tool panicked (a bug)".to_string(), 0),
        Ok(Err(diagnostics)) => {
            let text: Vec<String> = diagnostics.iter().map(|d| d.to_string()).collect();
            let refused = !text.is_empty() && text.iter().all(|t| crate::fuzz::is_contract_refusal(t));
            (if refused { Status::Refused } else { Status::Failed }, text.join("\n"), 0)
        }
        Ok(Ok(report)) => match &report.verdict {
            Some(v) if v.not_verifiable.is_some() => {
                (Status::NotVerifiable, v.not_verifiable.clone().unwrap_or_default(), 0)
            }
            // A fault the reference has too (same place) is the input's: the run passes.
            Some(v) if v.passed() => {
                let detail = if report.status() == "ok" { String::new() } else { report.status().to_string() };
                (Status::Passed, detail, v.compared_bytes)
            }
            _ => (Status::Failed, report.text(), 0),
        },
    };
    if let Some(declared) = &kernel.refused_on {
        let expected = declared.contains(&platform);
        match (status, expected) {
            (Status::Refused, false) => {
                status = Status::Failed;
                detail = format!("refused, but `{REFUSED_PREFIX}` does not list {platform}: {detail}");
            }
            (Status::Passed | Status::NotVerifiable, true) => {
                status = Status::Failed;
                detail = format!("`{REFUSED_PREFIX}` lists {platform}, but the kernel was not refused ({detail})");
                compared_bytes = 0;
            }
            (Status::Refused, true) | (Status::Failed, _) | (Status::Passed | Status::NotVerifiable, false) => {}
        }
    }
    RunResult { file, platform, status, detail, compared_bytes, time: start.elapsed() }
}

/// Every run of a harness invocation.
#[derive(Debug)]
pub struct Summary {
    pub kernels: usize,
    /// `.ll` files found without a launch spec.
    pub skipped: usize,
    pub platforms: Vec<Platform>,
    /// In kernel order, then platform order.
    pub runs: Vec<RunResult>,
    pub time: Duration,
}

impl Summary {
    pub fn count(&self, status: Status) -> usize {
        self.runs.iter().filter(|r| r.status == status).count()
    }

    /// 1 when any run failed.
    pub fn exit_code(&self) -> u8 {
        u8::from(self.count(Status::Failed) > 0)
    }

    /// `N run(s) of K kernel(s) on P: a passed, b failed, c refused, d not
    /// verifiable (T s)`, and the `.ll` files skipped for want of a spec.
    pub fn line(&self) -> String {
        let platforms: Vec<&str> = self.platforms.iter().map(|p| p.name()).collect();
        format!(
            "{} run(s) of {} kernel(s) on {}: {} passed, {} failed, {} refused, {} not verifiable ({:.1} s; {} .ll without a launch spec skipped)",
            self.runs.len(),
            self.kernels,
            platforms.join(", "),
            self.count(Status::Passed),
            self.count(Status::Failed),
            self.count(Status::Refused),
            self.count(Status::NotVerifiable),
            self.time.as_secs_f64(),
            self.skipped
        )
    }

    /// The text report: each failure with its detail (and, `verbose`, every
    /// run's status), then the summary line.
    pub fn text(&self, verbose: bool) -> String {
        let mut out = String::new();
        for run in &self.runs {
            if run.status == Status::Failed || verbose {
                out.push_str(&format!("{}: {} on {}\n", run.status.name().to_uppercase(), run.file, run.platform));
                if run.status != Status::Passed {
                    for line in run.detail.lines() {
                        out.push_str(&format!("    {line}\n"));
                    }
                }
            }
        }
        out.push_str(&format!("test: {}\n", self.line()));
        out
    }

    /// The JSON report (docs/harness.md).
    pub fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "kernels": self.kernels,
            "skipped": self.skipped,
            "platforms": self.platforms.iter().map(|p| p.name()).collect::<Vec<_>>(),
            "passed": self.count(Status::Passed),
            "failed": self.count(Status::Failed),
            "refused": self.count(Status::Refused),
            "not_verifiable": self.count(Status::NotVerifiable),
            "seconds": (self.time.as_secs_f64() * 1e3).round() / 1e3,
            "runs": self.runs,
        })
    }

    /// JUnit XML: one test suite, a test case per run (class: the file,
    /// name: the platform); a failure is `<failure>`, a refusal or a run
    /// not verifiable `<skipped>`.
    pub fn junit(&self) -> String {
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.push_str(&format!(
            "<testsuites>\n  <testsuite name=\"visa-lower test\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\" time=\"{:.3}\">\n",
            self.runs.len(),
            self.count(Status::Failed),
            self.count(Status::Refused) + self.count(Status::NotVerifiable),
            self.time.as_secs_f64()
        ));
        for run in &self.runs {
            out.push_str(&format!(
                "    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\"",
                xml_escape(&run.file),
                run.platform,
                run.time.as_secs_f64()
            ));
            let first = run.detail.lines().next().unwrap_or_default();
            match run.status {
                Status::Passed => out.push_str("/>\n"),
                Status::Failed => out.push_str(&format!(
                    ">\n      <failure message=\"{}\">{}</failure>\n    </testcase>\n",
                    xml_escape(first),
                    xml_escape(&run.detail)
                )),
                Status::Refused | Status::NotVerifiable => out.push_str(&format!(
                    ">\n      <skipped message=\"{}: {}\"/>\n    </testcase>\n",
                    run.status.name(),
                    xml_escape(first)
                )),
            }
        }
        out.push_str("  </testsuite>\n</testsuites>\n");
        out
    }
}

/// Text as XML character data or an attribute value; characters XML 1.0
/// cannot hold become U+FFFD.
fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{fffe}' || c == '\u{ffff}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// Runs every kernel on every platform of `platforms`, on every core,
/// with `progress` ticked once per run.
pub fn run_all(found: &Found, platforms: &[Platform], progress: &(dyn Fn(&RunResult) + Sync)) -> Summary {
    let kernels = &found.kernels;
    let start = Instant::now();
    let jobs: Vec<(usize, Platform)> =
        (0..kernels.len()).flat_map(|k| platforms.iter().map(move |&p| (k, p))).collect();
    let runs: Vec<RunResult> = jobs
        .par_iter()
        .map(|&(k, platform)| {
            let result = run_one(&kernels[k], platform);
            progress(&result);
            result
        })
        .collect();
    Summary {
        kernels: kernels.len(),
        skipped: found.without_spec,
        platforms: platforms.to_vec(),
        runs,
        time: start.elapsed(),
    }
}
