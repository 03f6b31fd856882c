//! The FileCheck runner: every file under `testdata/` with `RUN:` lines is
//! one test. Each RUN line (continued with a trailing `\`) is a shell
//! pipeline, run by `sh` with `%s` replaced by the file, `%S` by its folder
//! and `%t` by a scratch path, and with the built `visa-lower` and LLVM's
//! `FileCheck` and `not` first on `PATH`, as in LLVM's own lit tests.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(root.join("testdata"))
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("ll" | "visaasm")))
        .collect();
    files.sort();
    let trials = files
        .into_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let runs = run_lines(&text);
            if runs.is_empty() {
                return None;
            }
            let name = path.strip_prefix(root).unwrap_or(&path).display().to_string();
            Some(Trial::test(name, move || check_file(&path, &runs)))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

/// The commands of the `RUN:` lines, joining `\` continuations.
fn run_lines(text: &str) -> Vec<String> {
    let mut runs = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(at) = line.find("RUN:") else { continue };
        let command = line[at + 4..].trim().trim_end_matches("*/").trim_end();
        let (part, continues) = match command.strip_suffix('\\') {
            Some(p) => (p.trim_end(), true),
            None => (command, false),
        };
        let joined = match pending.take() {
            Some(prev) => format!("{prev} {part}"),
            None => part.to_string(),
        };
        if continues {
            pending = Some(joined);
        } else {
            runs.push(joined);
        }
    }
    runs.extend(pending);
    runs
}

fn llvm_bin_dir() -> PathBuf {
    let from_config = Command::new("llvm-config-14")
        .arg("--bindir")
        .output()
        .or_else(|_| Command::new("llvm-config").arg("--bindir").output())
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    from_config.unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-14/bin"))
}

fn check_file(path: &Path, runs: &[String]) -> Result<(), Failed> {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_visa-lower")).parent().map(Path::to_path_buf).unwrap_or_default();
    let llvm = llvm_bin_dir();
    if !llvm.join("FileCheck").exists() {
        return Err(format!("FileCheck not found in {} (install llvm-14-tools)", llvm.display()).into());
    }
    let path_var = format!("{}:{}:{}", bin_dir.display(), llvm.display(), std::env::var("PATH").unwrap_or_default());
    let scratch = std::env::temp_dir().join(format!("visa-lower-filecheck-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let stem = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let dir = path.parent().unwrap_or(Path::new("."));
    for run in runs {
        let command = run
            .replace("%s", &path.display().to_string())
            .replace("%S", &dir.display().to_string())
            .replace("%t", &scratch.join(&stem).display().to_string());
        let out = Command::new("sh")
            .arg("-c")
            .arg(&command)
            .env("PATH", &path_var)
            .current_dir(dir)
            .output()
            .map_err(|e| format!("cannot run sh: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "RUN: {run}\nexit status: {}\n--- stdout ---\n{}--- stderr ---\n{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
            .into());
        }
    }
    Ok(())
}
