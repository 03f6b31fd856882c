//! The FileCheck runner: every file under `testdata/` with `RUN:` lines is
//! one test. Each RUN line (continued with a trailing `\`) is a shell
//! pipeline, run by `sh` with `%s` replaced by the file, `%S` by its folder,
//! `%t` by a scratch path and `%plugin` by the `opt` plugin
//! (`libvisa_passes.so`), and with the built `visa-lower` and LLVM's `opt`,
//! `FileCheck` and `not` first on `PATH`, as in LLVM's own lit tests.

mod llvm_tools;

use libtest_mimic::{Arguments, Failed, Trial};
use llvm_tools::{bin_dir, llvm_bin_dir, plugin_path, run_lines};
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

fn check_file(path: &Path, runs: &[String]) -> Result<(), Failed> {
    let bin_dir = bin_dir();
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
        let plugin = if run.contains("%plugin") { plugin_path()?.display().to_string() } else { String::new() };
        let command = run
            .replace("%plugin", &plugin)
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
