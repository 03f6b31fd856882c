//! Where the test harnesses find LLVM's tools and the `opt` plugin.
#![allow(dead_code)] // each test crate uses its own subset

use std::path::{Path, PathBuf};
use std::process::Command;

/// The `bin` folder (`opt`, `FileCheck`, `not`, `llvm-as`) of the LLVM the
/// build links: LLVM 14's, or LLVM 19's for the `llvm19` build.
pub fn llvm_bin_dir() -> PathBuf {
    let major = visa_passes::ir::llvm::LLVM_MAJOR;
    let from_config = Command::new(format!("llvm-config-{major}"))
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .or_else(|| {
            // A bare llvm-config only if it is the build's LLVM.
            let bare = Command::new("llvm-config").arg("--version").output().ok()?;
            let version = String::from_utf8_lossy(&bare.stdout).trim().to_string();
            (version.split('.').next() == Some(major.to_string().as_str()))
                .then(|| Command::new("llvm-config").arg("--bindir").output().ok())
                .flatten()
        })
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    from_config.unwrap_or_else(|| PathBuf::from(format!("/usr/lib/llvm-{major}/bin")))
}

/// LLVM 19's `bin` folder (`llvm-as` for bitcode only LLVM 19 writes), for
/// either build.
pub fn llvm19_bin_dir() -> PathBuf {
    PathBuf::from("/usr/lib/llvm-19/bin")
}

/// The folder of the built `visa-lower` binary (`target/<profile>`).
pub fn bin_dir() -> PathBuf {
    Path::new(env!("CARGO_BIN_EXE_visa-lower")).parent().map(Path::to_path_buf).unwrap_or_default()
}

/// The `opt` plugin, `libvisa_passes.so`: the cdylib that the rustc run
/// building the `visa-passes` rlib this test links also writes to
/// `target/<profile>/deps/` (so it is as fresh as the test), and that cargo
/// copies to `target/<profile>/`.
pub fn plugin_path() -> Result<PathBuf, String> {
    let name = format!("{}visa_passes{}", std::env::consts::DLL_PREFIX, std::env::consts::DLL_SUFFIX);
    let dir = bin_dir();
    let candidates = [dir.join("deps").join(&name), dir.join(&name)];
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| format!("the opt plugin {name} is not in {} (build visa-passes)", dir.display()))
}

/// The commands of the `RUN:` lines, joining `\` continuations.
pub fn run_lines(text: &str) -> Vec<String> {
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
