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

use super::cli::{parse_platform, stderr_is_terminal, write_json, CmdResult, Failure};
use crate::diag::Diagnostic;
use crate::exec::launch::{inline_spec, LAUNCH_PREFIX};
use crate::limits::{MAX_INPUT_BYTES, MAX_LAUNCH_BYTES};
use crate::pipeline::{run::run_ir, run::IrRunRequest};
use crate::sys::output::write_output;
use crate::sys::wall::Limits;
use crate::Platform;
use clap::Args;
use visa_passes::transforms::pipeline::Messages;

/// The declared refusals' line prefix in a `.ll`.
pub const REFUSED_PREFIX: &str = "; refused:";
/// The line prefix of a `.ll` that needs a later LLVM than 14 to be read
/// (`; requires: LLVM 19`): a build against an older LLVM skips it, and
/// counts it.
pub const REQUIRES_PREFIX: &str = "; requires: LLVM";

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
    /// Kernels that declare a later LLVM than the build's (`; requires: LLVM N`).
    pub needs_later_llvm: usize,
}

/// What [`read_kernel`] found in a `.ll`.
#[derive(Debug)]
pub enum Read {
    Kernel(Kernel),
    /// Found in a folder, without a launch spec: not a kernel.
    WithoutSpec,
    /// Found in a folder, declaring a later LLVM than the build reads.
    NeedsLaterLlvm,
}

/// A `.ll` file to look at: named on the command line (then it must be a
/// kernel) or found in a folder (a file without a launch spec is skipped).
#[derive(Clone, Debug)]
pub struct Candidate {
    pub path: PathBuf,
    pub named: bool,
}

/// The `.ll` files under `paths`, as they are found: the files named, in
/// order, then each folder walked in name order. Nothing is read: each file
/// is read when its turn comes ([`read_kernel`]), so a run starts before a
/// folder of thousands is walked. What can be told without reading is told
/// here, before any run: a path that does not exist, a file named that is
/// not a `.ll`, or is not a regular file (a FIFO would block, `/dev/zero`
/// never end; `compile` refuses them alike).
pub fn candidates(paths: &[PathBuf]) -> Result<impl Iterator<Item = Result<Candidate, String>>, String> {
    let mut named = Vec::new();
    let mut folders = Vec::new();
    for path in paths {
        let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", shown(path)))?;
        if meta.is_dir() {
            folders.push(path.clone());
            continue;
        }
        if path.extension().is_none_or(|e| e != "ll") {
            return Err(format!("{}: not a .ll file (a kernel is LLVM IR text with a launch spec)", shown(path)));
        }
        if !meta.is_file() {
            return Err(not_regular(path, &meta));
        }
        named.push(Ok(Candidate { path: path.clone(), named: true }));
    }
    let walked = folders.into_iter().flat_map(|folder| {
        walkdir::WalkDir::new(&folder).sort_by_file_name().into_iter().filter_map(move |entry| match entry {
            Err(e) => Some(Err(format!("{}: {e}", shown(&folder)))),
            Ok(entry) if entry.file_type().is_file() && entry.path().extension().is_some_and(|e| e == "ll") => {
                Some(Ok(Candidate { path: entry.into_path(), named: false }))
            }
            Ok(_) => None,
        })
    });
    Ok(named.into_iter().chain(walked))
}

/// Finds the kernels under `paths` (files or folders, walked in name
/// order), reading them all (a library caller's whole list; `visa-lower
/// test` reads each when its turn comes). A path that does not exist, a
/// file that cannot be read or is not a regular file, a malformed
/// `; refused:` line, or a file named on its own that is not a `.ll` with
/// a launch spec is an error naming it.
pub fn discover(paths: &[PathBuf]) -> Result<Found, String> {
    let mut found = Found::default();
    for candidate in candidates(paths)? {
        match read_kernel(&candidate?)? {
            Read::Kernel(kernel) => found.kernels.push(kernel),
            Read::WithoutSpec => found.without_spec += 1,
            Read::NeedsLaterLlvm => found.needs_later_llvm += 1,
        }
    }
    Ok(found)
}

/// A path as a diagnostic shows it: control characters escaped.
fn shown(path: &Path) -> String {
    visa_passes::diag::escape_controls(&path.display().to_string()).into_owned()
}

/// Why a path that is not a regular file is refused.
fn not_regular(path: &Path, meta: &std::fs::Metadata) -> String {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    let what = if t.is_fifo() {
        "a FIFO"
    } else if t.is_char_device() || t.is_block_device() {
        "a device"
    } else if t.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    };
    format!("{}: is {what}; kernels and launch specs are read from regular files", shown(path))
}

/// The contents of the regular file `path`, at most `limit` bytes: opened
/// without blocking (a FIFO put in place of the file meanwhile is not
/// waited on) and refused unless it is a regular file once open.
fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let cannot = |e: std::io::Error| format!("{}: cannot read: {e}", shown(path));
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(cannot)?;
    let meta = file.metadata().map_err(cannot)?;
    if !meta.is_file() {
        return Err(not_regular(path, &meta));
    }
    if meta.len() > limit {
        return Err(format!("{}: larger than {} MiB, the limit for this input", shown(path), limit >> 20));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(limit + 1).read_to_end(&mut bytes).map_err(cannot)?;
    if bytes.len() as u64 > limit {
        return Err(format!("{}: larger than {} MiB, the limit for this input", shown(path), limit >> 20));
    }
    Ok(bytes)
}

/// Reads a candidate and its launch spec: [`Read::WithoutSpec`] when a file
/// found in a folder has none, [`Read::NeedsLaterLlvm`] when it declares an
/// LLVM later than the build's; an error when a file named is either.
pub fn read_kernel(candidate: &Candidate) -> Result<Read, String> {
    let ll = &candidate.path;
    let bytes = read_regular(ll, MAX_INPUT_BYTES)?;
    let text = String::from_utf8_lossy(&bytes);
    let refused_on = declared_refusals(&text).map_err(|e| format!("{}: {e}", shown(ll)))?;
    let requires = required_llvm(&text).map_err(|e| format!("{}: {e}", shown(ll)))?;
    if let Some(major) = requires.filter(|&major| major > visa_passes::ir::llvm::LLVM_MAJOR) {
        if !candidate.named {
            return Ok(Read::NeedsLaterLlvm);
        }
        let build = visa_passes::ir::llvm::build_for(major).unwrap_or("no build of visa-lower");
        return Err(format!(
            "{}: `{REQUIRES_PREFIX} {major}`: this visa-lower is built against LLVM {}; {build} runs it",
            shown(ll),
            visa_passes::ir::llvm::LLVM_VERSION
        ));
    }
    let beside = ll.with_extension("toml");
    // A spec beside it, if anything is there: a regular file, or refused.
    let (spec_file, spec_text) = if std::fs::symlink_metadata(&beside).is_ok() {
        let spec = read_regular(&beside, MAX_LAUNCH_BYTES)?;
        let name = beside.display().to_string();
        let text = crate::exec::launch::launch_text(&name, &spec).map_err(|d| d.to_string())?;
        (name, text)
    } else {
        match inline_spec(&text) {
            Some(spec) => (ll.display().to_string(), spec),
            None if candidate.named => {
                return Err(format!(
                    "{}: no launch spec: put one beside it ({}) or on `{LAUNCH_PREFIX}` lines (docs/harness.md)",
                    shown(ll),
                    shown(&beside)
                ))
            }
            None => return Ok(Read::WithoutSpec),
        }
    };
    drop(text);
    Ok(Read::Kernel(Kernel { path: ll.to_path_buf(), bytes, spec_file, spec_text, refused_on }))
}

/// The LLVM major version a `.ll` declares it needs (`; requires: LLVM 19`).
fn required_llvm(ll: &str) -> Result<Option<u32>, String> {
    let mut required = None;
    for (n, line) in ll.lines().enumerate() {
        let Some(rest) = line.strip_prefix(REQUIRES_PREFIX) else { continue };
        let major = rest.trim().parse::<u32>().map_err(|_| {
            format!("line {}: `{REQUIRES_PREFIX}` takes an LLVM major version, as in `{REQUIRES_PREFIX} 19`", n + 1)
        })?;
        required = required.max(Some(major));
    }
    Ok(required)
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
#[repr(u8)]
pub enum Status {
    Passed = 0,
    Failed = 1,
    Refused = 2,
    NotVerifiable = 3,
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

/// The vISA beside a kernel's `.ll` for `platform`: `k.<platform>.visaasm`,
/// else `k.visaasm` (docs/harness.md, "Judging another compiler's output").
pub fn visaasm_beside(ll: &Path, platform: Platform) -> Option<PathBuf> {
    [ll.with_extension(format!("{}.visaasm", platform.name())), ll.with_extension("visaasm")]
        .into_iter()
        .find(|p| p.is_file())
}

/// Runs `kernel` on `platform` as `run --verify` does, or, when a
/// `.visaasm` is beside it, validates that vISA against it as `validate`
/// does; and classifies the end.
pub fn run_one(kernel: &Kernel, platform: Platform, messages: Option<Messages>) -> RunResult {
    if let Some(visa) = visaasm_beside(&kernel.path, platform) {
        return validate_one(kernel, platform, &visa);
    }
    let start = Instant::now();
    let file = kernel.path.display().to_string();
    let request = IrRunRequest {
        messages,
        ..IrRunRequest::verify_on(&file, &kernel.bytes, (&kernel.spec_file, &kernel.spec_text), platform)
    };
    // A panic is a bug of the tool: this run fails, the others go on.
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_ir(&request)));
    let (mut status, mut detail, mut compared_bytes) = match ran {
        Err(_) => (Status::Failed, "internal error: the tool panicked (a bug)".to_string(), 0),
        Ok(Err(diagnostics)) => {
            let refused = !diagnostics.is_empty() && diagnostics.iter().all(|d| d.is_refusal());
            let text: Vec<String> = diagnostics.iter().map(|d| d.to_string()).collect();
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
    RunResult { file, platform, status, detail: capped(detail), compared_bytes, time: start.elapsed() }
}

/// Validates the vISA file `visa` against `kernel` on `platform`
/// (`crate::commands::validate`): passed when they agree, refused when the
/// verifier refuses what the platform lacks, failed otherwise. The
/// warnings of a run that goes on are its detail.
fn validate_one(kernel: &Kernel, platform: Platform, visa: &Path) -> RunResult {
    let start = Instant::now();
    let file = kernel.path.display().to_string();
    let visa_file = visa.display().to_string();
    let result = |status, detail: String, compared_bytes| RunResult {
        file: file.clone(),
        platform,
        status,
        detail: capped(detail),
        compared_bytes,
        time: start.elapsed(),
    };
    let visa_text = match read_regular(visa, MAX_INPUT_BYTES) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return result(Status::Failed, e, 0),
    };
    // The functions the kernel calls, in the files IGC writes beside it.
    let mut function_files = Vec::new();
    for path in crate::commands::validate::functions_beside(visa) {
        match read_regular(&path, MAX_INPUT_BYTES) {
            Ok(bytes) => {
                function_files.push((path.display().to_string(), String::from_utf8_lossy(&bytes).into_owned()))
            }
            Err(e) => return result(Status::Failed, e, 0),
        }
    }
    let request = crate::commands::validate::ValidateRequest {
        ir_file: &file,
        ir_bytes: &kernel.bytes,
        visa_file: &visa_file,
        visa_text: &visa_text,
        function_files: &function_files,
        launch: (&kernel.spec_file, &kernel.spec_text),
        platform,
        budget: None,
        masks: Default::default(),
    };
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| crate::commands::validate::validate(&request)));
    match ran {
        Err(_) => result(Status::Failed, "internal error: the tool panicked (a bug)".to_string(), 0),
        Ok(Err(diagnostics)) => {
            let refused = !diagnostics.is_empty() && diagnostics.iter().all(|d| d.is_refusal());
            let text: Vec<String> = diagnostics.iter().map(|d| d.to_string()).collect();
            result(if refused { Status::Refused } else { Status::Failed }, text.join("\n"), 0)
        }
        Ok(Ok(validated)) => {
            let warnings: Vec<String> =
                validated.warnings.iter().map(|w| w.to_string().replacen("error: ", "warning: ", 1)).collect();
            let verdict = validated.report.verdict.as_ref();
            if validated.exit_code() == 0 {
                result(Status::Passed, warnings.join("\n"), verdict.map_or(0, |v| v.compared_bytes))
            } else {
                let mut detail = warnings;
                detail.push(validated.report.text());
                detail.push(validated.masks_text());
                result(Status::Failed, detail.join("\n"), 0)
            }
        }
    }
}

/// The most of a run's detail kept (a report of a run that failed with a
/// thousand findings is long; a summary of thousands of runs holds each).
const MAX_DETAIL_BYTES: usize = 64 << 10;

fn capped(mut detail: String) -> String {
    if detail.len() > MAX_DETAIL_BYTES {
        let mut cut = MAX_DETAIL_BYTES;
        while !detail.is_char_boundary(cut) {
            cut -= 1;
        }
        let rest = detail.len() - cut;
        detail.truncate(cut);
        detail.push_str(&format!("\n... ({rest} more bytes)"));
    }
    detail
}

/// What a walled run hands back: its status, bytes compared and detail.
fn encode(run: &RunResult) -> Vec<u8> {
    let mut bytes = vec![run.status as u8];
    bytes.extend(run.compared_bytes.to_le_bytes());
    bytes.extend(run.detail.as_bytes());
    bytes
}

fn decode(bytes: &[u8]) -> Option<(Status, u64, String)> {
    let status = match *bytes.first()? {
        0 => Status::Passed,
        1 => Status::Failed,
        2 => Status::Refused,
        3 => Status::NotVerifiable,
        _ => return None,
    };
    let compared = u64::from_le_bytes(bytes.get(1..9)?.try_into().ok()?);
    Some((status, compared, String::from_utf8_lossy(&bytes[9..]).into_owned()))
}

/// Every run of a harness invocation.
#[derive(Debug)]
pub struct Summary {
    pub kernels: usize,
    /// `.ll` files found without a launch spec.
    pub skipped: usize,
    /// Kernels skipped because they declare a later LLVM than the build's.
    pub needs_later_llvm: usize,
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
        let later_llvm = match self.needs_later_llvm {
            0 => String::new(),
            n => format!("; {n} kernel(s) needing a later LLVM than {} skipped", visa_passes::ir::llvm::LLVM_VERSION),
        };
        format!(
            "{} run(s) of {} kernel(s) on {}: {} passed, {} failed, {} refused, {} not verifiable ({:.1} s; {} .ll without a launch spec skipped{later_llvm})",
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
                let file = visa_passes::diag::escape_controls(&run.file);
                out.push_str(&format!("{}: {file} on {}\n", run.status.name().to_uppercase(), run.platform));
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
            "needs_later_llvm": self.needs_later_llvm,
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
pub fn run_all(
    found: &Found,
    platforms: &[Platform],
    messages: Option<Messages>,
    progress: &(dyn Fn(&RunResult) + Sync),
) -> Summary {
    let kernels = &found.kernels;
    let start = Instant::now();
    let jobs: Vec<(usize, Platform)> =
        (0..kernels.len()).flat_map(|k| platforms.iter().map(move |&p| (k, p))).collect();
    let runs: Vec<RunResult> = jobs
        .par_iter()
        .map(|&(k, platform)| {
            let result = run_one(&kernels[k], platform, messages);
            progress(&result);
            result
        })
        .collect();
    Summary {
        kernels: kernels.len(),
        skipped: found.without_spec,
        needs_later_llvm: found.needs_later_llvm,
        platforms: platforms.to_vec(),
        runs,
        time: start.elapsed(),
    }
}

/// Every kernel under `paths` on every platform of `platforms`, each run
/// in a child process of its own with `limits` (CPU time, memory, stack,
/// and a wall-clock deadline: `crate::sys::wall::Pool`), at most `jobs` at once.
/// Kernels are found and read as runs need them, never all before the
/// first. A run whose child dies (out of time: a launch `budget` of 9e18,
/// out of memory, a crash) fails, saying how and in which stage. A
/// discovery error (a file unreadable, or named without a launch spec)
/// stops the command. The caller's process must have one thread.
pub fn run_walled(
    paths: &[PathBuf],
    platforms: &[Platform],
    messages: Option<Messages>,
    jobs: usize,
    limits: crate::sys::wall::Limits,
    progress: &dyn Fn(&RunResult),
) -> Result<Summary, String> {
    let start = Instant::now();
    let mut candidates = candidates(paths)?;
    let mut pool = crate::sys::wall::Pool::new(limits);
    // Each run: its kernel's number, its platform's, its file and when it started.
    let mut runs: Vec<(usize, usize, String, Instant)> = Vec::new();
    let mut done: Vec<(usize, usize, RunResult)> = Vec::new();
    let (mut kernels, mut skipped, mut needs_later_llvm) = (0, 0, 0);
    let mut current: Option<(Kernel, usize)> = None;
    loop {
        while pool.len() < jobs.max(1) {
            if let Some((kernel, next)) = current.as_mut().filter(|(_, next)| *next < platforms.len()) {
                let platform = platforms[*next];
                let tag = runs.len();
                runs.push((kernels - 1, *next, kernel.path.display().to_string(), Instant::now()));
                *next += 1;
                let kernel = &*kernel;
                pool.start(tag, move || {
                    // (In process, with the wall off, stdout is the report's.)
                    if !crate::sys::wall::disabled() {
                        quiet_stdout();
                    }
                    (0, Some(encode(&run_one(kernel, platform, messages))))
                });
                continue;
            }
            let Some(candidate) = candidates.next() else { break };
            match read_kernel(&candidate?)? {
                Read::Kernel(kernel) => {
                    kernels += 1;
                    current = Some((kernel, 0));
                }
                Read::WithoutSpec => skipped += 1,
                Read::NeedsLaterLlvm => needs_later_llvm += 1,
            }
        }
        let Some((tag, ended)) = pool.next() else { break };
        let (kernel, platform, file, started) = &runs[tag];
        let (status, compared_bytes, detail) = match ended {
            Ok(ended) => ended.output.as_deref().and_then(decode).unwrap_or((
                Status::Failed,
                0,
                "internal error: the run ended without a result (please report it)".to_string(),
            )),
            Err(breached) => (Status::Failed, 0, format!("the run was stopped: {}", breached.describe(&limits))),
        };
        let result = RunResult {
            file: file.clone(),
            platform: platforms[*platform],
            status,
            detail,
            compared_bytes,
            time: started.elapsed(),
        };
        progress(&result);
        done.push((*kernel, *platform, result));
    }
    done.sort_by_key(|(kernel, platform, _)| (*kernel, *platform));
    Ok(Summary {
        kernels,
        skipped,
        needs_later_llvm,
        platforms: platforms.to_vec(),
        runs: done.into_iter().map(|(_, _, run)| run).collect(),
        time: start.elapsed(),
    })
}

/// In a walled run's child: its standard output goes nowhere (the report
/// is the parent's to write).
fn quiet_stdout() {
    if let Ok(null) = std::fs::OpenOptions::new().write(true).open("/dev/null") {
        use std::os::fd::AsRawFd;
        // SAFETY: replaces descriptor 1 of this (child) process with /dev/null.
        unsafe { libc::dup2(null.as_raw_fd(), 1) };
    }
}

#[derive(Args)]
pub struct TestArgs {
    /// Files or folders: every `.ll` with a launch spec beside it (`k.toml`)
    /// or inline (`; launch:` lines) is a kernel.
    #[arg(required = true)]
    paths: Vec<std::path::PathBuf>,
    /// Run on this platform (repeatable; `all`: every platform; default: all).
    #[arg(long, value_parser = parse_platforms)]
    platform: Vec<Vec<Platform>>,
    /// The messages `select` chooses: `legacy` or `lsc` (default: LSC where
    /// the platform has it). Without --platform, the platforms that have them.
    #[arg(long, value_parser = super::cli::parse_messages)]
    messages: Option<Messages>,
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
    #[arg(long, value_name = "SECONDS", default_value_t = crate::limits::TEST_TIMEOUT_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..=86_400))]
    timeout: u64,
    /// List every run, not only the failures.
    #[arg(long, short)]
    verbose: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,
}

/// A platform, or `all` of them.
fn parse_platforms(s: &str) -> Result<Vec<Platform>, String> {
    if s.eq_ignore_ascii_case("all") {
        return Ok(Platform::ALL.to_vec());
    }
    parse_platform(s).map(|p| vec![p])
}

/// `visa-lower test`.
pub fn exec(args: TestArgs) -> CmdResult {
    let mut platforms: Vec<Platform> = args.platform.concat();
    if platforms.is_empty() {
        platforms = Platform::ALL.into_iter().filter(|&p| args.messages.is_none_or(|m| m.check(p).is_ok())).collect();
    }
    if let Some(messages) = args.messages {
        for &p in &platforms {
            messages.check(p).map_err(Diagnostic::new)?;
        }
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
    let progress = crate::sys::progress::Progress::new("test", "runs", total as u64, shown);
    let limits = Limits { cpu_seconds: args.timeout, ..Limits::CLI };
    let jobs = args.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize);
    // Each run in a process of its own, forked from this one (which has one thread).
    let summary = run_walled(&args.paths, &platforms, args.messages, jobs, limits, &|run| {
        progress.tick(run.status == Status::Failed)
    })
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
