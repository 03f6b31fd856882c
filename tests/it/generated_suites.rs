//! The committed generated suites are what their generator writes: each
//! generator (built on the one toolkit `scripts/suite_ir.py`) is rerun into
//! a scratch folder and every file it writes, and every committed file
//! carrying its marker, must be byte-identical. On a failure: rerun the
//! script named and commit its output. Needs `python3`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The generated suites: the script (which its files name in their header)
/// and the folder it writes by default.
const SUITES: &[(&str, &str)] =
    &[("scripts/gen_reference_suite.py", "testdata/reference"), ("scripts/gen_e2e_suite.py", "testdata/e2e")];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The files of `dir` that name `generator` in their first lines (a
/// generated folder may hold hand-written files beside the generated ones).
fn generated_files(dir: &Path, generator: &str) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let bytes = std::fs::read(&path).unwrap_or_default();
        let head = String::from_utf8_lossy(&bytes[..bytes.len().min(2000)]).into_owned();
        if head.contains(generator) {
            files.insert(path.file_name().unwrap().to_string_lossy().into_owned(), bytes);
        }
    }
    files
}

/// How `committed` differs from `generated`, one line per file.
fn drift(committed: &BTreeMap<String, Vec<u8>>, generated: &BTreeMap<String, Vec<u8>>) -> Vec<String> {
    let mut out = Vec::new();
    for (name, bytes) in generated {
        match committed.get(name) {
            None => out.push(format!("{name}: generated, not committed")),
            Some(c) if c != bytes => out.push(format!("{name}: differs from the generator's output")),
            Some(_) => {}
        }
    }
    for name in committed.keys().filter(|n| !generated.contains_key(*n)) {
        out.push(format!("{name}: committed, no longer generated"));
    }
    out
}

/// Runs `script` with its output (and the e2e generator's folder for
/// kernels known to fail) in `scratch`; returns the output folder.
fn generate(script: &str, scratch: &Path) -> PathBuf {
    let out = scratch.join("out");
    let mut command = Command::new("python3");
    command.arg(root().join(script)).arg("--out").arg(&out);
    if script.ends_with("gen_e2e_suite.py") {
        command.arg("--failing-out").arg(scratch.join("failing"));
    }
    let run = command.output().unwrap_or_else(|e| panic!("python3 runs {script} (Debian: python3): {e}"));
    assert!(run.status.success(), "{script}: {}", String::from_utf8_lossy(&run.stderr));
    out
}

#[test]
fn committed_suites_are_what_their_generators_write() {
    for (script, folder) in SUITES {
        let scratch = tempfile::tempdir().unwrap();
        let generated = generated_files(&generate(script, scratch.path()), script);
        assert!(generated.len() > 40, "{script} wrote {} files", generated.len());
        let committed = generated_files(&root().join(folder), script);
        let drift = drift(&committed, &generated);
        assert!(drift.is_empty(), "{folder} drifted from {script} (rerun it and commit):\n{}", drift.join("\n"));
    }
}

/// The comparison sees a changed byte, a missing file and a stale one.
#[test]
fn drift_reports_every_kind_of_difference() {
    let generated: BTreeMap<String, Vec<u8>> =
        [("a.ll", b"x".to_vec()), ("b.ll", b"y".to_vec())].into_iter().map(|(n, b)| (n.to_string(), b)).collect();
    assert!(drift(&generated, &generated).is_empty());
    let mut committed = generated.clone();
    committed.insert("b.ll".into(), b"z".to_vec());
    committed.remove("a.ll");
    committed.insert("old.ll".into(), b"w".to_vec());
    assert_eq!(
        drift(&committed, &generated),
        [
            "a.ll: generated, not committed",
            "b.ll: differs from the generator's output",
            "old.ll: committed, no longer generated"
        ]
    );
}
