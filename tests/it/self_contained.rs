//! A clone of the repository is all a reader has: no file may send them to
//! documents it does not carry (design notes, a copy of the vISA
//! specification's pages by path, an issue tracker's numbers, a machine's
//! folders). The vISA specification is cited by message, instruction or
//! chapter name ("vISA spec, SVM_GATHER"), which Intel publishes.

use std::path::Path;

/// Folders of the repository a reader sees (build output and fuzzing
/// artifacts are not tracked).
const ROOTS: &[&str] = &[
    "README.md",
    "Cargo.toml",
    ".ci",
    "docs",
    "src",
    "passes",
    "tests",
    "testdata",
    "scripts",
    "benches",
    "fuzz",
    "examples",
];
const SKIP_DIRS: &[&str] = &["target", "artifacts", "coverage", ".git"];

/// Why a line is a reference outside the repository, or `None`.
fn outside_reference(line: &str) -> Option<&'static str> {
    let lower = line.to_ascii_lowercase();
    if line.contains("DESIGN.md") {
        return Some("the design notes (DESIGN.md) are not in the repository");
    }
    // The sibling folder of a working copy that held design notes (spelled
    // in two pieces so that this file does not match itself).
    if line.contains(concat!("..", "/shared")) || line.contains("/work/") {
        return Some("a path outside the repository");
    }
    if lower.contains("spec/readme") || lower.contains("spec/visa") {
        return Some("a path into a copy of the vISA specification; cite the page by name");
    }
    // The specification's chapter files (`5_operands.md`) and instruction
    // pages (`SVM_GATHER.md`).
    for word in line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')) {
        let Some(stem) = word.strip_suffix(".md") else { continue };
        let chapter = stem
            .split_once('_')
            .is_some_and(|(n, rest)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && !rest.is_empty());
        let page = stem.len() > 1
            && stem.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
            && stem != "README";
        if chapter || page {
            return Some("a vISA specification page by file name; cite it by name (\"vISA spec, SVM_GATHER\")");
        }
    }
    // The project's own issue numbers ("issue 13", "issues 2 to 7").
    for (i, _) in lower.match_indices("issue") {
        let rest = lower[i + 5..].trim_start_matches('s');
        if rest.strip_prefix(' ').is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit())) {
            return Some("an issue number of the project's tracker, which a clone does not carry");
        }
    }
    None
}

#[test]
fn the_patterns_catch_what_they_must() {
    for bad in [
        "see DESIGN.md section 4",
        "(`5_operands.md`: Raw Operands)",
        "`8_appendix_visa_assembly_syntax.md`",
        "per SVM_GATHER.md:",
        "`spec/README.md` decision 3",
        concat!("..", "/shared/spec/visa/instructions/MUL.md"),
        "What works (issues 2 to 7):",
        "; Regression (issue 6, found by visa-lower fuzz)",
        "Issue 5's figures",
        "in /work/notes/issue-12a.md",
    ] {
        assert!(outside_reference(bad).is_some(), "{bad}");
    }
    for good in [
        "vISA spec, SVM_GATHER",
        "vISA spec, Execution Model chapter",
        "[docs/limits.md](docs/limits.md)",
        "testdata/igc/README.md",
        "intel/intel-graphics-compiler#414",
        "an issue with the input",
    ] {
        assert_eq!(outside_reference(good), None, "{good}");
    }
}

#[test]
fn no_file_cites_what_a_clone_does_not_have() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut files = 0;
    for top in ROOTS {
        let walk = walkdir::WalkDir::new(root.join(top))
            .into_iter()
            .filter_entry(|e| !SKIP_DIRS.contains(&e.file_name().to_str().unwrap_or("")));
        for entry in walk.filter_map(Result::ok).filter(|e| e.file_type().is_file()) {
            let path = entry.path();
            // This file spells the patterns out.
            if path.ends_with("tests/it/self_contained.rs") {
                continue;
            }
            let Ok(bytes) = std::fs::read(path) else { continue };
            files += 1;
            let text = String::from_utf8_lossy(&bytes);
            for (n, line) in text.lines().enumerate() {
                if let Some(why) = outside_reference(line) {
                    let shown: String = line.chars().take(120).collect();
                    found.push(format!(
                        "{}:{}: {why}\n    {shown}",
                        path.strip_prefix(root).unwrap_or(path).display(),
                        n + 1
                    ));
                }
            }
        }
    }
    assert!(files > 500, "only {files} files read: is the walk looking in the right place?");
    assert!(found.is_empty(), "{} reference(s) outside the repository:\n{}", found.len(), found.join("\n"));
}
