//! What every command shares as a process: its failure (diagnostics and
//! exit code), its inputs (mapped or read, capped, watched for shrinking),
//! the wall its work runs behind, and the `--json` and `--color` flags that
//! decide how diagnostics are printed.

use crate::diag::Diagnostic;
use crate::sys::output::{write_output, WriteError};
use crate::sys::wall::{self, Limits};
use crate::Platform;
use clap::ValueEnum;
use std::io::{Read, Write};

// `--color WHEN`, a flag of every command.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    Auto,
    Always,
    Never,
}

impl ColorArg {
    /// Whether diagnostics are coloured.
    pub fn enabled(self) -> bool {
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

/// A `--platform` value.
pub fn parse_platform(s: &str) -> Result<Platform, String> {
    s.parse()
}

/// `--messages legacy|lsc`.
pub fn parse_messages(s: &str) -> Result<visa_passes::transforms::pipeline::Messages, String> {
    s.parse()
}

/// A `--platform` help line with every accepted name, from the platform table.
pub fn platform_help(what: &str) -> String {
    format!("{what}: {}; any case", Platform::names_with_aliases())
}

/// A command's failure: the diagnostics to print and the exit code.
pub struct Failure {
    pub diagnostics: Vec<Diagnostic>,
    pub code: u8,
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

pub type CmdResult = Result<(), Failure>;

/// `--json` was given: failures are the JSON object of docs/json.md on
/// stdout (as well as text on stderr).
pub static JSON_ERRORS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `--color` said to colour diagnostics.
pub static COLOR: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Prints diagnostics on stderr, at most [`crate::limits::MAX_DIAGNOSTICS`]
/// and a count of the rest (a list capped where it was made has its count
/// line already); with `--json`, also every one of them as one JSON object
/// on stdout.
pub fn print_diagnostics(diagnostics: &[Diagnostic], code: u8) {
    use crate::limits::MAX_DIAGNOSTICS;
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
            true => writeln!(stderr, "{}", crate::diag::colored(d)),
            false => writeln!(stderr, "{d}"),
        };
    }
    if JSON_ERRORS.load(std::sync::atomic::Ordering::Relaxed) {
        // Every diagnostic: the cap is for a person reading the text.
        let object = crate::exec::report::error_json(diagnostics, code);
        let mut stdout = std::io::stdout().lock();
        let _ = serde_json::to_writer_pretty(&mut stdout, &object).map(|()| writeln!(stdout));
    }
}

/// Reads a file, or stdin for `-`, of at most `limit` bytes (checked before
/// reading it whole: `/dev/zero` is not read forever); returns the name to
/// use in diagnostics and the bytes.
pub fn read_input(path: &str, limit: u64) -> Result<(String, Input), Diagnostic> {
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
                let watch = crate::input::shrinking::watch(map.as_ptr(), map.len());
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
pub enum Input {
    // The watch drops before the mapping (fields drop in order).
    Mapped { _watch: Option<crate::input::shrinking::Watch>, map: memmap2::Mmap, file: std::fs::File },
    Read(Vec<u8>),
}

/// Nothing is written from an input that shrank while it was read: its
/// missing pages read as zeros (`crate::input::shrinking`).
pub fn check_unchanged(file: &str) -> Result<(), Diagnostic> {
    if crate::input::shrinking::shrank() {
        return Err(Diagnostic::new(format!(
            "{file}: the file shrank while it was read (another program truncated or rewrote it); nothing was written"
        )));
    }
    Ok(())
}

impl Input {
    /// The file the bytes are mapped from.
    pub fn file(&self) -> Option<&std::fs::File> {
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
pub fn walled(
    file: &str,
    bytes: &[u8],
    spooled: bool,
    job: impl FnOnce() -> (u8, Option<Vec<u8>>) + Send,
) -> Result<wall::Ended, Failure> {
    let ended = match spooled {
        true => wall::supervise_spooled(&Limits::CLI, job),
        false => wall::supervise(&Limits::CLI, job),
    }
    .map_err(|breached| crate::input::ir::breach_diagnostic(file, bytes, &breached, &Limits::CLI))?;
    if let Some(mut spool) = ended.stdout.as_ref() {
        let mut stdout = std::io::stdout().lock();
        std::io::copy(&mut spool, &mut stdout)
            .and_then(|_| stdout.flush())
            .map_err(crate::sys::output::stdout_error)?;
    }
    Ok(ended)
}

/// A job's result in the child: its output for the parent, its diagnostics
/// printed here. An input that shrank while it was read fails the job with
/// that diagnostic whatever else it found (its zeros are not its text).
pub fn job_result(file: &str, result: Result<Option<Vec<u8>>, Failure>) -> (u8, Option<Vec<u8>>) {
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

/// A JSON report on stdout, pretty-printed, keys in a fixed order.
pub fn write_json(value: &serde_json::Value) -> Result<(), WriteError> {
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    write_output("-", text.as_bytes())
}

pub fn stderr_is_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal()
}
