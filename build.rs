//! Names the git revision the tool is built from, for `visa-lower --version`
//! (`VISA_LOWER_GIT_REVISION`, empty outside a git checkout).

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let output = Command::new("git").args(args).output().ok().filter(|o| o.status.success())?;
    Some(String::from_utf8_lossy(&output.stdout).trim().to_string()).filter(|s| !s.is_empty())
}

fn main() {
    let revision = git(&["rev-parse", "--short=12", "HEAD"]).unwrap_or_default();
    println!("cargo:rustc-env=VISA_LOWER_GIT_REVISION={revision}");
    // Built again when HEAD moves: HEAD itself (a branch switch), the branch
    // it names (a commit) and the packed refs, wherever a worktree keeps
    // them; only files that exist (cargo reruns for a missing one every time).
    let branch = git(&["rev-parse", "--symbolic-full-name", "HEAD"]);
    let paths = [Some("HEAD"), branch.as_deref(), Some("packed-refs")]
        .into_iter()
        .flatten()
        .filter_map(|p| git(&["rev-parse", "--git-path", p]));
    for path in paths.filter(|p| std::path::Path::new(p).is_file()) {
        println!("cargo:rerun-if-changed={path}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
