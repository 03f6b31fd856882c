//! `visa-lower compile --json` (docs/json.md): the whole report compared
//! with a golden file per kind (a compile that succeeds, one refused by the
//! platform, a syntax error). `VISA_LOWER_BLESS=1` rewrites the golden
//! files; read the diff before committing it.

use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `visa-lower ARGS` in the repository (relative paths in the report)
/// and compares its stdout with `tests/golden/NAME`; returns the exit code.
fn golden(name: &str, args: &[&str]) -> Option<i32> {
    let out = Command::new(env!("CARGO_BIN_EXE_visa-lower")).args(args).current_dir(root()).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let path = root().join("tests/golden").join(name);
    if std::env::var_os("VISA_LOWER_BLESS").is_some() {
        std::fs::write(&path, &stdout).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(stdout, expected, "visa-lower {} differs from {}", args.join(" "), path.display());
    out.status.code()
}

#[test]
fn a_compile_report_lists_functions_messages_operations_and_statistics() {
    let code = golden("compile-ok.json", &["compile", "src/examples/gather_sum.ll", "--json", "--platform", "xehpg"]);
    assert_eq!(code, Some(0));
    // What the golden file says, checked by hand against the input: two
    // 16-lane gathers from global memory and a 16-lane scatter to SLM, LSC
    // messages on xehpg (lsc_load, lsc_store: LSC_UNTYPED).
    let text = std::fs::read_to_string(root().join("tests/golden/compile-ok.json")).unwrap();
    let report: serde_json::Value = serde_json::from_str(&text).unwrap();
    let messages: Vec<(&str, u64)> = report["functions"][0]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["message"].as_str().unwrap(), m["exec_size"].as_u64().unwrap()))
        .collect();
    assert_eq!(messages, [("LSC_UNTYPED", 16), ("LSC_UNTYPED", 16), ("LSC_UNTYPED", 16)]);
    let lines: Vec<u64> =
        report["memory_operations"].as_array().unwrap().iter().map(|o| o["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, [5, 6, 8]);
}

#[test]
fn a_refused_compile_reports_its_located_diagnostic() {
    let code = golden(
        "compile-refused.json",
        &["compile", "testdata/cm/oword_ld_unaligned_w8.ll", "--json", "--platform", "gen9"],
    );
    assert_eq!(code, Some(2));
}

#[test]
fn a_syntax_error_is_a_report_too() {
    let code = golden("compile-syntax-error.json", &["compile", "testdata/errors/bad_syntax.ll", "--json"]);
    assert_eq!(code, Some(2));
}

#[test]
fn json_with_an_output_file_writes_both() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.visaasm");
    let run = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .args(["compile", "src/examples/gather_sum.ll", "--json", "-o", out.to_str().unwrap()])
        .current_dir(root())
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0));
    let report: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(report["status"], "ok");
    assert!(std::fs::read_to_string(out).unwrap().starts_with(".version 4.1\n.kernel gather_sum\n"));
}
