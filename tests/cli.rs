//! The command line end to end: exit codes, diagnostics, stdin, no panics.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn visa_lower(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn visa-lower");
    if let Some(input) = stdin {
        child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("wait")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn bare_invocation_runs_the_demo() {
    let out = visa_lower(&[], None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("gather_sum.ll: 3 memory operation(s) in 1 function(s)"), "{text}");
    // The example is compiled, run and verified on every platform.
    for platform in ["gen9", "xelp", "xehpg", "xehpc"] {
        let header = format!("== gather_sum.ll on {platform}: compiled, run on the emulator, verified against the reference\nkernel gather_sum on {platform}: ok\n");
        assert!(text.contains(&header), "{text}");
    }
    assert_eq!(text.matches("verification against the reference: passed (192 bytes compared)").count(), 4, "{text}");
    assert!(text.contains("verify messages for xehpg: ok"), "{text}");
    assert!(
        text.contains("== messages.visaasm run on the emulator with messages.toml\nkernel messages on xehpg: ok\n"),
        "{text}"
    );
    // QW_SCATTER does not exist on gen9, and the demo says so.
    assert!(text.contains("verify messages for gen9:\n    kernel messages, instruction #3 (qw_scatter)"), "{text}");
    assert_eq!(stdout(&visa_lower(&["demo"], None)), text);
}

#[test]
fn malformed_ll_is_a_located_diagnostic_with_exit_2() {
    let out = visa_lower(&["compile", "-", "--stats"], Some("define void @f() {\n  ret i32 frob\n}\n"));
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.starts_with("<stdin>:2:"), "{err}");
    assert!(err.contains(": error: "), "{err}");
    assert!(err.contains("\n  ret i32 frob\n"), "{err}");
}

#[test]
fn invalid_module_is_rejected_with_exit_2() {
    // Parses, but fails LLVM's verifier (the function returns nothing from a non-void function).
    let out = visa_lower(&["compile", "-", "--stats"], Some("define i32 @f() {\n  ret void\n}\n"));
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("error:"), "{}", stderr(&out));
}

#[test]
fn malformed_visaasm_is_a_located_diagnostic_with_exit_2() {
    let out = visa_lower(&["run", "-"], Some(".kernel k\n    frob (M1, 1)\n"));
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.starts_with("<stdin>:2:5: error: unknown instruction 'frob'"), "{err}");
}

#[test]
fn verifier_failures_name_the_rule_and_exit_2() {
    let text = include_str!("../src/examples/messages.visaasm");
    let out = visa_lower(&["run", "-", "--platform", "gen9"], Some(text));
    assert_eq!(out.status.code(), Some(2));
    let expected = "<stdin>:18:5: error: [message-available] qw_scatter: QW_SCATTER is not available on gen9; \
                    it is available on xehpg, xehpc (vISA spec, instructions by platform: QW_SCATTER (no platform up to TGLLP); README decision 1)\n    \
                    (!mask) qw_scatter.1 (M1_NM, 8) %slm offsets.0 qwords.0\n    ^\n";
    assert_eq!(stderr(&out), expected);
    let ok = visa_lower(&["run", "-", "--platform", "xehpg", "--launch", "src/examples/messages.toml"], Some(text));
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    assert!(stdout(&ok).starts_with("kernel messages on xehpg: ok\n"), "{}", stdout(&ok));
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(visa_lower(&["compile", "x.ll", "--platform", "gen7"], None).status.code(), Some(2));
    assert_eq!(visa_lower(&["frobnicate"], None).status.code(), Some(2));
    let missing = visa_lower(&["compile", "does/not/exist.ll"], None);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).starts_with("error: does/not/exist.ll: cannot read"), "{}", stderr(&missing));
}

#[test]
fn emit_llvm_writes_the_module_atomically_to_a_file() {
    let dir = std::env::temp_dir().join(format!("visa-lower-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_path = dir.join("out.ll");
    let out = visa_lower(
        &["compile", "testdata/stats/opaque.ll", "--passes=", "--emit", "llvm", "-o", out_path.to_str().unwrap()],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let written = std::fs::read_to_string(&out_path).unwrap();
    assert!(written.contains("define <4 x i16> @g(<4 x ptr addrspace(1)> %p)"), "{written}");
    // A failed compile leaves no output file behind.
    let bad_path = dir.join("bad.ll");
    let bad =
        visa_lower(&["compile", "-", "--passes=", "--emit", "llvm", "-o", bad_path.to_str().unwrap()], Some("garbage"));
    assert_eq!(bad.status.code(), Some(2));
    assert!(!bad_path.exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn random_bytes_never_crash_the_ll_reader() {
    // Garbage, truncated bitcode magic and truncated text: diagnostics, not crashes.
    let inputs = ["", "\u{0}\u{1}", "BC\u{c0}\u{de}", "define", "define void @f( {", "; only a comment\n"];
    for input in inputs {
        let out = visa_lower(&["compile", "-", "--stats"], Some(input));
        let code = out.status.code();
        assert!(code == Some(0) || code == Some(2), "input {input:?}: {:?} {}", code, stderr(&out));
    }
}

#[test]
fn ir_engines_exit_2_for_unsupported_input_and_1_for_faults() {
    let unsupported = visa_lower(&["run", "testdata/refcheck/unsupported.ll", "--engine", "reference"], None);
    assert_eq!(unsupported.status.code(), Some(2), "{}", stderr(&unsupported));
    assert!(stderr(&unsupported).starts_with("testdata/refcheck/unsupported.ll:6:3: error: `frem` is not supported"));

    let fault = visa_lower(
        &[
            "run",
            "testdata/refcheck/gather_fault.ll",
            "--engine",
            "reference",
            "--launch",
            "testdata/refcheck/gather_fault.toml",
        ],
        None,
    );
    assert_eq!(fault.status.code(), Some(1), "{}", stderr(&fault));
    assert!(stdout(&fault).starts_with("kernel gather_fault (reference): fault\n"), "{}", stdout(&fault));

    let refused = visa_lower(
        &[
            "run",
            "testdata/refcheck/slm_scatter.ll",
            "--launch",
            "testdata/refcheck/slm_scatter.toml",
            "--engine",
            "jit",
        ],
        None,
    );
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
}

#[test]
fn reference_and_jit_print_the_same_json_memory() {
    let args = |engine| {
        vec![
            "run",
            "testdata/refcheck/overlapping_scatter.ll",
            "--launch",
            "testdata/refcheck/overlapping_scatter.toml",
            "--engine",
            engine,
            "--json",
        ]
    };
    let reference: serde_json::Value = serde_json::from_str(&stdout(&visa_lower(&args("reference"), None))).unwrap();
    let jit: serde_json::Value = serde_json::from_str(&stdout(&visa_lower(&args("jit"), None))).unwrap();
    assert_eq!(reference["engine"], "reference");
    assert_eq!(jit["engine"], "jit");
    assert_eq!(reference["memory"], jit["memory"]);
    assert_eq!(reference["memory"]["buffers"][0]["bytes"], "0a000000280000001e00000000000000");
}

const KERNEL: &str = "testdata/e2e/arith_mix_w16.ll";

#[test]
fn intel_platform_names_are_accepted_in_any_case() {
    let reference = visa_lower(&["compile", KERNEL, "--platform", "xehpg"], None);
    assert_eq!(reference.status.code(), Some(0), "{}", stderr(&reference));
    for alias in ["DG2", "dg2", "XeHPG", "XEHPG"] {
        let out = visa_lower(&["compile", KERNEL, "--platform", alias], None);
        assert_eq!(out.stdout, reference.stdout, "--platform {alias}: {}", stderr(&out));
    }
    for (alias, name) in [("SKL", "gen9"), ("Gen9", "gen9"), ("TGLLP", "xelp"), ("XeLP", "xelp"), ("PVC", "xehpc")] {
        let a = visa_lower(&["compile", KERNEL, "--platform", alias], None);
        let b = visa_lower(&["compile", KERNEL, "--platform", name], None);
        assert_eq!(a.status.code(), Some(0), "{alias}: {}", stderr(&a));
        assert_eq!(a.stdout, b.stdout, "{alias} is not {name}");
    }
    // An unknown name lists every accepted spelling, in the help too.
    let out = visa_lower(&["compile", KERNEL, "--platform", "gen12"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            "supported: gen9 (Gen9, SKL), xelp (XeLP, TGLLP, Gen12LP), xehpg (XeHPG, DG2), xehpc (XeHPC, PVC)"
        ),
        "{}",
        stderr(&out)
    );
    for sub in ["compile", "run", "fuzz"] {
        let help = stdout(&visa_lower(&[sub, "--help"], None));
        assert!(help.contains("xehpc (XeHPC, PVC)"), "{sub} --help: {help}");
    }
}

#[test]
fn pass_order_and_names_are_checked_before_any_work() {
    // A missing input file would be the first error if the passes were not
    // checked first.
    let order = "the passes run in the order select, legalize, each at most once (any of them may be left out)";
    for (passes, message) in [
        ("legalize,select", format!("--passes: `legalize` runs before `select`; {order}")),
        ("select,select", format!("--passes: `select` runs twice; {order}")),
        ("select,frob", "--passes: unknown pass `frob`; available: select, legalize".to_string()),
    ] {
        let out = visa_lower(&["compile", "no-such-file.ll", "--passes", passes], None);
        assert_eq!(out.status.code(), Some(2), "{passes}");
        assert_eq!(stderr(&out), format!("error: {message}\n"));
    }
    let out = visa_lower(&["compile", "no-such-file.ll", "--passes", "select", "--print-after", "legalize"], None);
    assert_eq!(stderr(&out), "error: --print-after: `legalize` does not run in this pipeline (--passes=select)\n");
    // Subsets in order run.
    for passes in ["select", "legalize", "select,legalize", ""] {
        let out = visa_lower(&["compile", KERNEL, &format!("--passes={passes}"), "--emit", "llvm"], None);
        assert_eq!(out.status.code(), Some(0), "--passes={passes}: {}", stderr(&out));
    }
    let help = stdout(&visa_lower(&["compile", "--help"], None));
    assert!(help.contains("a subset of select,legalize in that order"), "{help}");
}

#[test]
fn decode_prints_an_object_file_as_the_text_compile_writes() {
    let dir = tempfile::tempdir().unwrap();
    let isa = dir.path().join("k.isa");
    let isa = isa.to_str().unwrap();
    for platform in ["gen9", "xehpc"] {
        let out = visa_lower(&["compile", KERNEL, "--platform", platform, "--emit", "isa", "-o", isa], None);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let text = visa_lower(&["compile", KERNEL, "--platform", platform], None);
        let decoded = visa_lower(&["decode", isa], None);
        assert_eq!(decoded.status.code(), Some(0), "{}", stderr(&decoded));
        assert!(stdout(&decoded).starts_with(".version 4.1\n.kernel arith_mix_w16\n"), "{}", stdout(&decoded));
        assert_eq!(stdout(&decoded), stdout(&text), "{platform}");
    }
    // Anything else is one diagnostic, exit 2.
    let out = visa_lower(&["decode", "-"], Some(".version 4.1\n"));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: <stdin>: not a vISA object file this tool reads: byte 0: invalid magic number (expected 'CISA') 0x7265762e\n"
    );
    let out = visa_lower(&["decode", "-"], Some("CISA"));
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("unexpected end of input"), "{}", stderr(&out));
}

#[test]
fn emit_isa_refuses_a_terminal_and_writes_to_a_pipe() {
    // `script` gives the command a terminal for its standard output.
    let command = format!("{} compile {KERNEL} --emit isa", env!("CARGO_BIN_EXE_visa-lower"));
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("util-linux's `script` runs the command on a terminal");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{shown}");
    assert!(shown.contains("error: --emit isa writes a binary object file, not to a terminal"), "{shown}");
    assert!(!shown.contains("CISA"), "{shown}");
    let piped = visa_lower(&["compile", KERNEL, "--emit", "isa"], None);
    assert_eq!(piped.status.code(), Some(0));
    assert!(piped.stdout.starts_with(b"CISA"));
}
