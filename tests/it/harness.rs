//! `visa-lower test` (docs/harness.md) through the built binary: kernels
//! found beside or inline, declared refusals, the summary, the exit code,
//! `--json` and `--junit`.

use std::path::Path;
use std::process::{Command, Output};

fn visa_lower(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_visa-lower")).args(args).output().expect("the binary runs")
}

/// Eight lanes load a[2 i] and store a[2 i] + 1 to b[i]; `spec` is written
/// on `; launch:` lines, `extra` lines go first.
fn kernel(extra: &str, spec: &str) -> String {
    let launch: String = spec.lines().map(|l| format!("; launch: {l}\n")).collect();
    format!(
        "{extra}{launch}define void @k(<8 x i32 addrspace(1)*> %a, <8 x i32 addrspace(1)*> %b) {{
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %a, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef)
  %w = add <8 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  call void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32> %w, <8 x i32 addrspace(1)*> %b, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  ret void
}}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32>, <8 x i32 addrspace(1)*>, i32, <8 x i1>)
"
    )
}

const SPEC: &str = "[[buffer]]\nname = \"a\"\nsize = 64\nfill = \"iota\"\n[[buffer]]\nname = \"b\"\nsize = 32\n[args]\na = { base = \"@a\", stride = 8 }\nb = { base = \"@b\", stride = 4 }";

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).unwrap();
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)))
}

#[test]
fn kernels_beside_and_inline_pass_and_a_file_without_a_spec_is_skipped() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "inline.ll", &kernel("", SPEC));
    // The same kernel with its spec beside it.
    write(dir.path(), "beside.ll", &kernel("", ""));
    write(dir.path(), "beside.toml", SPEC);
    write(dir.path(), "fragment.ll", "define void @f() {\n  ret void\n}\n");
    let dir_arg = dir.path().to_str().unwrap();
    let out = visa_lower(&["test", dir_arg, "--platform", "xehpg", "--platform", "gen9", "--json", "-q"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let report = json(&out);
    assert_eq!(report["kernels"], 2);
    assert_eq!(report["skipped"], 1);
    assert_eq!(report["platforms"], serde_json::json!(["gen9", "xehpg"]));
    assert_eq!((report["passed"].as_u64(), report["failed"].as_u64()), (Some(4), Some(0)));
    let runs = report["runs"].as_array().unwrap();
    // Kernels in name order, then platforms in order.
    let order: Vec<(String, String)> = runs
        .iter()
        .map(|r| {
            let file = Path::new(r["file"].as_str().unwrap()).file_name().unwrap().to_string_lossy().into_owned();
            (file, r["platform"].as_str().unwrap().to_string())
        })
        .collect();
    let expected = [("beside.ll", "gen9"), ("beside.ll", "xehpg"), ("inline.ll", "gen9"), ("inline.ll", "xehpg")];
    assert_eq!(order, expected.map(|(f, p)| (f.to_string(), p.to_string())));
    // 64 + 32 bytes of buffers and 64 KiB of SLM are compared.
    assert!(runs.iter().all(|r| r["status"] == "passed" && r["compared_bytes"] == 96 + 65536), "{runs:?}");

    let text = visa_lower(&["test", dir_arg, "--platform", "all", "-q"]);
    let stdout = String::from_utf8_lossy(&text.stdout);
    assert_eq!(
        stdout.lines().last().unwrap().split(" (").next().unwrap(),
        "test: 12 run(s) of 2 kernel(s) on gen9, xelp, xehpg, xehpc, mtl, xe2: 12 passed, 0 failed, 0 refused, 0 not \
         verifiable"
    );
    // The two refusals: xe2, which has no legacy data port (the kernels gather).
}

#[test]
fn an_undeclared_refusal_a_missing_refusal_and_a_spec_error_fail() {
    let dir = tempfile::tempdir().unwrap();
    // QW_SCATTER to a constant surface is not available on gen9 or xelp.
    let qw = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/emit/qw_scatter.ll"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("; refused:"))
        .collect::<Vec<_>>()
        .join("\n");
    let qw_spec = "kernel = \"qw\"\n[[surface]]\nbti = 3\nsize = 128\n[args]\nm = 1\noff = [0]\ndata = [7]";
    // Declared right: refused on gen9 and xelp, passes elsewhere.
    write(dir.path(), "a_declared.ll", &format!("; refused: gen9 xelp\n{qw}\n"));
    write(dir.path(), "a_declared.toml", qw_spec);
    // Declared wrong: xelp refuses it too, xehpc does not.
    write(dir.path(), "b_wrong.ll", &format!("; refused: gen9, xehpc\n{qw}\n"));
    write(dir.path(), "b_wrong.toml", qw_spec);
    // Not declared: refused, not a failure.
    write(dir.path(), "c_undeclared.ll", &format!("{qw}\n"));
    write(dir.path(), "c_undeclared.toml", qw_spec);
    // A spec error on line 3 of the .ll itself.
    write(dir.path(), "d_bad_spec.ll", &kernel("; a comment\n", "[args]\na = 1 +"));
    let junit = dir.path().join("junit.xml");
    let out = visa_lower(&[
        "test",
        dir.path().to_str().unwrap(),
        "--platform",
        "gen9",
        "--platform",
        "xelp",
        "--platform",
        "xehpc",
        "--junit",
        junit.to_str().unwrap(),
        "--json",
        "-q",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let report = json(&out);
    let status = |file: &str, platform: &str| -> (String, String) {
        let run = report["runs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["file"].as_str().unwrap().ends_with(file) && r["platform"] == platform)
            .unwrap();
        (run["status"].as_str().unwrap().to_string(), run["detail"].as_str().unwrap().to_string())
    };
    for (file, platform, expected) in [
        ("a_declared.ll", "gen9", "refused"),
        ("a_declared.ll", "xelp", "refused"),
        ("a_declared.ll", "xehpc", "passed"),
        ("b_wrong.ll", "gen9", "refused"),
        ("b_wrong.ll", "xelp", "failed"),
        ("b_wrong.ll", "xehpc", "failed"),
        ("c_undeclared.ll", "gen9", "refused"),
        ("c_undeclared.ll", "xelp", "refused"),
        ("c_undeclared.ll", "xehpc", "passed"),
        ("d_bad_spec.ll", "xehpc", "failed"),
    ] {
        assert_eq!(status(file, platform).0, expected, "{file} on {platform}: {:?}", status(file, platform));
    }
    assert!(status("b_wrong.ll", "xelp").1.contains("refused, but `; refused:` does not list xelp"));
    assert!(status("b_wrong.ll", "xehpc").1.contains("lists xehpc, but the kernel was not refused"));
    assert!(status("a_declared.ll", "gen9").1.contains("QW_SCATTER (`llvm.visa.qw.scatter`) is not available on gen9"));
    // The spec's error is at its line in the .ll: `a = 1 +` is line 3, the value at column 5.
    let (_, detail) = status("d_bad_spec.ll", "gen9");
    // Column 15 of `; launch: a = 1 +` is the value TOML rejects.
    assert!(detail.contains("d_bad_spec.ll:3:15: error: string values must be quoted"), "{detail}");
    assert_eq!(
        (report["passed"].as_u64(), report["failed"].as_u64(), report["refused"].as_u64()),
        (Some(2), Some(5), Some(5))
    );

    let xml = std::fs::read_to_string(&junit).unwrap();
    assert_eq!(xml.matches("<testcase ").count(), 12);
    assert_eq!(xml.matches("<failure ").count(), 5);
    assert_eq!(xml.matches("<skipped ").count(), 5);
    assert!(xml.contains("tests=\"12\" failures=\"5\" errors=\"0\" skipped=\"5\""), "{xml}");
    // Diagnostics quote source with backticks and `<`: escaped.
    assert!(!xml.contains("<8 x"), "{xml}");
}

#[test]
fn bad_paths_and_platforms_are_usage_errors() {
    let out = visa_lower(&["test", "/nonexistent/kernels"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/kernels"));
    let out = visa_lower(&["test", ".", "--platform", "gen7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown platform `gen7`"));
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", &kernel("; refused: gen10\n", SPEC));
    let out = visa_lower(&["test", dir.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("k.ll: line 1: `; refused:`"), "{:?}", out);
    // A file named on its own must be a kernel.
    write(dir.path(), "fragment.ll", "define void @f() {\n  ret void\n}\n");
    let out = visa_lower(&["test", dir.path().join("fragment.ll").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fragment.ll: no launch spec: put one beside it"), "{out:?}");
    write(dir.path(), "spec.toml", SPEC);
    let out = visa_lower(&["test", dir.path().join("spec.toml").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("spec.toml: not a .ll file"), "{out:?}");
}

/// Each run is a process of its own; with the wall off they run in the
/// harness's process, and the report still reaches stdout, the same.
#[test]
fn runs_walled_and_in_process_report_the_same() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ll", &kernel("", SPEC));
    write(dir.path(), "b.ll", &kernel("", SPEC));
    let dir_arg = dir.path().to_str().unwrap();
    let args = ["test", dir_arg, "--platform", "xehpg", "--platform", "gen9", "-q"];
    let walled = visa_lower(&args);
    let in_process = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .args(args)
        .env("VISA_LOWER_WALL", "off")
        .output()
        .expect("the binary runs");
    for out in [&walled, &in_process] {
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("test: 4 run(s) of 2 kernel(s) on gen9, xehpg: 4 passed, 0 failed"), "{text}");
    }
}

/// Kernels the input contract or the platform refuses, each declaring
/// its refusal (testdata/harness/refused, `; refused: all`: a global variable,
/// recursion, a call to a function defined elsewhere, and FP64 arithmetic
/// on the two platforms without FP64, `; refused: xelp xehpg`): every run is counted refused and the
/// harness passes. Refusals are told by the diagnostics' kind, not their
/// wording (which differs from one to the next).
#[test]
fn kernels_declared_refused_everywhere_are_all_counted_refused() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/harness/refused");
    let out = visa_lower(&["test", dir.to_str().unwrap(), "--platform", "xelp", "--platform", "xehpg", "--json", "-q"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let report = json(&out);
    assert_eq!(report["kernels"], 4);
    let counts = ["passed", "failed", "refused", "not_verifiable"].map(|k| report[k].as_u64());
    assert_eq!(counts, [Some(0), Some(0), Some(8), Some(0)], "{report}");
    let runs = report["runs"].as_array().unwrap();
    let files: Vec<&str> = runs.iter().map(|r| r["file"].as_str().unwrap().rsplit('/').next().unwrap()).collect();
    assert_eq!(
        files,
        [
            "fp64.ll",
            "fp64.ll",
            "global.ll",
            "global.ll",
            "recursion.ll",
            "recursion.ll",
            "unsupported_call.ll",
            "unsupported_call.ll"
        ]
    );
    assert!(runs.iter().all(|r| r["status"] == "refused"), "{report}");
}
