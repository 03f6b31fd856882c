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
fn demo_runs_the_examples() {
    let out = visa_lower(&["demo"], None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("gather_sum.ll: 3 memory operation(s) in 1 function(s)"), "{text}");
    // The example is compiled, run and verified on every platform (xe2 with
    // LSC messages, as xehpg, xehpc and mtl by default).
    for platform in ["gen9", "xelp", "xehpg", "xehpc", "mtl", "xe2"] {
        let header = format!("== gather_sum.ll on {platform}: compiled, run on the emulator, verified against the reference\nkernel gather_sum on {platform}: ok\n");
        assert!(text.contains(&header), "{text}");
    }
    assert_eq!(
        text.matches(
            "verification against the reference: passed (192 bytes compared: buffer a 64, buffer b 64, slm 64)"
        )
        .count(),
        6,
        "{text}"
    );
    // The runs show memory: SLM holds a[i] + b[i] = 2i for the lanes of the
    // mask 0xbeef (lanes 4, 8 and 14 off), worked out by hand: twelve
    // values change (lane 0's sum is the 0 that was there).
    let slm = "  slm (64 bytes, as u32): 12 value(s) changed in 4 row(s)\n    00000000: 0 2 4 6\n    \
               00000010: 0 10 12 14\n    00000020: 0 18 20 22\n    00000030: 24 26 0 30\n";
    assert_eq!(text.matches(slm).count(), 6, "{text}");
    assert!(text.contains("verify messages for xehpg: ok"), "{text}");
    assert!(
        text.contains("== messages.visaasm run on the emulator with messages.toml\nkernel messages on xehpg: ok\n"),
        "{text}"
    );
    // TYPED_ATOMIC does not exist on xehpc, and the demo says so.
    assert!(text.contains("verify messages for xehpc:\n    kernel messages, instruction #4 (typed_atomic)"), "{text}");
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
    let text = include_str!("../../src/examples/messages.visaasm");
    let out = visa_lower(&["run", "-", "--platform", "xehpc"], Some(text));
    assert_eq!(out.status.code(), Some(2));
    let expected = "<stdin>:20:5: error: [message-available] typed_atomic: TYPED_ATOMIC is not available on xehpc; \
                    it is available on gen9, xelp, xehpg, mtl (vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC} (legacy \
                    typed messages end before PVC))\n    \
                    typed_atomic.add (M1_NM, 8) image coords.0 %null.0 %null.0 %null.0 gathered.0 %null.0 old.0\n    ^\n";
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
    let order = "the passes run in the order promote, svm-channels, dead-loads, gep-offsets, select, legalize, each at most once \
                 (any of them may be left out)";
    for (passes, message) in [
        ("legalize,select", format!("--passes: `legalize` runs before `select`; {order}")),
        ("select,select", format!("--passes: `select` runs twice; {order}")),
        (
            "select,frob",
            "--passes: unknown pass `frob`; available: promote, svm-channels, dead-loads, gep-offsets, select, legalize".to_string(),
        ),
    ] {
        let out = visa_lower(&["compile", "no-such-file.ll", "--passes", passes], None);
        assert_eq!(out.status.code(), Some(2), "{passes}");
        assert_eq!(stderr(&out), format!("error: {message}\n"));
    }
    let out = visa_lower(&["compile", "no-such-file.ll", "--passes", "select", "--print-after", "legalize"], None);
    assert_eq!(stderr(&out), "error: --print-after: `legalize` does not run in this pipeline (--passes=select)\n");
    // Subsets in order run.
    for passes in ["select", "legalize", "select,legalize", "dead-loads,legalize", "promote,svm-channels,select", ""] {
        let out = visa_lower(&["compile", KERNEL, &format!("--passes={passes}"), "--emit", "llvm"], None);
        assert_eq!(out.status.code(), Some(0), "--passes={passes}: {}", stderr(&out));
    }
    let help = stdout(&visa_lower(&["compile", "--help"], None));
    assert!(
        help.contains(
            "a subset of promote,svm-channels,dead-loads,gep-offsets,select,legalize in that order (the default: all; promote \
             and svm-channels report every refusal, named or not;"
        ),
        "{help}"
    );
}

#[test]
fn decode_prints_an_object_file_as_the_text_compile_writes() {
    let dir = tempfile::tempdir().unwrap();
    let isa = dir.path().join("k.isa");
    let isa = isa.to_str().unwrap();
    for platform in ["gen9", "xehpc"] {
        let out = visa_lower(&["compile", KERNEL, "--platform", platform, "--emit", "isa", "-o", isa], None);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        // The object file has no comments: the text without its location comments.
        let text = visa_lower(&["compile", KERNEL, "--platform", platform, "--no-locations"], None);
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
    // On a terminal, diagnostics are coloured (`--color auto`).
    assert!(
        shown.contains("\x1b[1;31merror: \x1b[0m\x1b[1m--emit isa writes a binary object file, not to a terminal"),
        "{shown:?}"
    );
    assert!(!shown.contains("CISA"), "{shown}");
    let piped = visa_lower(&["compile", KERNEL, "--emit", "isa"], None);
    assert_eq!(piped.status.code(), Some(0));
    assert!(piped.stdout.starts_with(b"CISA"));
}

/// The README's `## Command line` synopsis: subcommand -> the flags it shows.
fn readme_synopsis(readme: &str) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let section = &readme[readme.find("## Command line").expect("a `## Command line` section")..];
    let block = section.split("```").nth(1).expect("the synopsis block");
    let mut synopsis = std::collections::BTreeMap::<String, std::collections::BTreeSet<String>>::new();
    let mut current = String::new();
    for line in block.lines() {
        let mut words = line.split_whitespace().peekable();
        if line.starts_with("visa-lower ") {
            words.next();
            current = words.next().unwrap_or_default().to_string();
        }
        let flags = synopsis.entry(current.clone()).or_default();
        for word in words {
            let word = word.trim_matches(|c| c == '[' || c == ']');
            if word.starts_with('-') && word.len() > 1 {
                let flag = word.split('=').next().unwrap_or(word);
                flags.insert(if flag == "-o" { "--output".to_string() } else { flag.to_string() });
            }
        }
    }
    synopsis.remove("");
    synopsis
}

/// The long flags `visa-lower SUB --help` lists (`-o, --output` as `--output`).
fn help_flags(sub: &str) -> std::collections::BTreeSet<String> {
    let help = stdout(&visa_lower(&[sub, "--help"], None));
    help.lines()
        .filter_map(|l| l.trim_start().strip_prefix('-').map(|_| l.trim_start()))
        .filter_map(|l| l.split([' ', ',']).map(str::trim).find(|w| w.starts_with("--")))
        // Global options, which the README documents once.
        .filter(|f| *f != "--help" && *f != "--color")
        .map(str::to_string)
        .collect()
}

#[test]
fn the_readme_synopsis_and_the_tool_agree() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let synopsis = readme_synopsis(&readme);
    // Every subcommand, both ways.
    let top = stdout(&visa_lower(&["--help"], None));
    let commands: std::collections::BTreeSet<String> = top
        .split("Commands:")
        .nth(1)
        .expect("a command list")
        .lines()
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_string)
        .collect();
    let documented: std::collections::BTreeSet<String> = synopsis.keys().cloned().collect();
    assert_eq!(documented, commands, "README synopsis vs `visa-lower --help`");
    // Every flag, both ways.
    for (sub, flags) in &synopsis {
        let actual = help_flags(sub);
        let unknown: Vec<_> = flags.difference(&actual).collect();
        let undocumented: Vec<_> = actual.difference(flags).collect();
        assert!(unknown.is_empty(), "README shows `{sub}` flags the tool does not have: {unknown:?}");
        assert!(undocumented.is_empty(), "`{sub}` flags missing from the README synopsis: {undocumented:?}");
    }
    assert!(synopsis["run"].contains("--verify") && synopsis["compile"].contains("--passes"), "{synopsis:?}");
}

/// The commands of the README's `sh` blocks run as written (the user's own
/// kernel being tests/golden/returns_gather.ll, outputs in a scratch folder).
#[test]
fn the_readme_commands_run() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut ran = Vec::new();
    for block in readme.split("```sh\n").skip(1) {
        let block = block.split("```").next().unwrap_or_default();
        for line in block.lines() {
            let command = line.split(" #").next().unwrap_or(line).trim();
            let args: Vec<&str> = if let Some(rest) = command.strip_prefix("cargo run -- ") {
                rest.split_whitespace().collect()
            } else if let Some((_, rest)) = command.split_once("visa-lower ") {
                rest.split_whitespace().collect()
            } else {
                continue;
            };
            let args: Vec<String> = args
                .iter()
                .map(|a| match *a {
                    "my.ll" | "kernel.ll" => "tests/golden/returns_gather.ll".to_string(),
                    "my.toml" => "tests/golden/returns_gather.toml".to_string(),
                    a if a.ends_with(".ll") || a.ends_with(".visaasm") => dir.path().join(a).display().to_string(),
                    a => a.to_string(),
                })
                .collect();
            let refs: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = visa_lower(&refs, None);
            assert_eq!(out.status.code(), Some(0), "README: `{command}`: {}", stderr(&out));
            ran.push(command.to_string());
        }
    }
    // demo, the user's compile and verified run, the plugin's twin.
    assert!(ran.len() >= 4, "{ran:?}");
}

/// Each kind of JSON object (docs/json.md) against its golden file, byte for byte.
#[test]
fn json_objects_match_their_golden_files() {
    let input = "tests/golden/returns_gather.ll";
    let launch = "tests/golden/returns_gather.toml";
    for (golden, args, code) in [
        ("run-emulator.json", vec!["run", input, "--launch", launch, "--json"], 0),
        ("run-verify.json", vec!["run", input, "--launch", launch, "--verify", "--json"], 0),
        ("run-reference.json", vec!["run", input, "--launch", launch, "--engine", "reference", "--json"], 0),
        ("error.json", vec!["run", "tests/golden/rejected.ll", "--json"], 2),
    ] {
        let out = visa_lower(&args, None);
        assert_eq!(out.status.code(), Some(code), "{golden}: {}", stderr(&out));
        let expected =
            std::fs::read_to_string(format!("{}/tests/golden/{golden}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        assert_eq!(stdout(&out), expected, "{golden} (the command: visa-lower {})", args.join(" "));
        let object: serde_json::Value = serde_json::from_str(&expected).unwrap();
        assert_eq!(object["status"], if code == 0 { "ok" } else { "error" }, "{golden}");
    }
}

#[test]
fn json_errors_are_one_object_on_stdout() {
    // A usage error, a missing file, and a rejected input read from stdin.
    for (args, stdin, message) in [
        (vec!["run", "x.ll", "--json", "--platform", "gen12"], None, "unknown platform `gen12`"),
        (vec!["run", "no-such-file.ll", "--json"], None, "no-such-file.ll: cannot read"),
        (vec!["run", "-", "--json"], Some(".version 4.1\n.kernel k\nfrob\n"), "<stdin>"),
    ] {
        let out = visa_lower(&args, stdin);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let object: serde_json::Value =
            serde_json::from_str(&stdout(&out)).unwrap_or_else(|e| panic!("{args:?}: {e}: {}", stdout(&out)));
        assert_eq!(object["status"], "error");
        assert_eq!(object["exit_code"], 2);
        let diagnostics = object["diagnostics"].as_array().expect("diagnostics");
        assert!(!diagnostics.is_empty());
        let first = serde_json::to_string(&diagnostics[0]).unwrap();
        assert!(first.contains(message), "{args:?}: {first}");
        // The text is still on stderr.
        assert!(stderr(&out).contains("error: "), "{args:?}");
    }
}

#[test]
fn verify_warns_when_no_lane_was_active_and_strict_fails() {
    // Without a launch spec the mask argument is 0: every message runs with
    // every lane disabled, and the comparison proves little.
    let out = visa_lower(&["run", "src/examples/gather_sum.ll", "--verify"], None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("verification against the reference: passed"), "{text}");
    assert!(
        text.contains("  warning: no lane was active: the kernel's 3 message(s) ran with every lane disabled"),
        "{text}"
    );
    let strict = visa_lower(&["run", "src/examples/gather_sum.ll", "--verify", "--strict", "--json"], None);
    assert_eq!(strict.status.code(), Some(1));
    let object: serde_json::Value = serde_json::from_str(&stdout(&strict)).unwrap();
    assert_eq!(object["verification"]["passed"], true);
    assert_eq!(object["verification"]["warnings"].as_array().map(Vec::len), Some(1));
    // With the launch spec's mask, lanes run: no warning, and --strict passes.
    let launched = visa_lower(
        &["run", "src/examples/gather_sum.ll", "--launch", "src/examples/gather_sum.toml", "--verify", "--strict"],
        None,
    );
    assert_eq!(launched.status.code(), Some(0), "{}", stdout(&launched));
    assert!(!stdout(&launched).contains("warning"), "{}", stdout(&launched));
}

/// The IR front ends write: `llvm.fma`/`fmuladd`, `<N x i1>`
/// bitcasts, the no-op intrinsics and IEEE division and square root
/// verify on the platforms that lack DIVM/SQRTM (exit 0); what is still
/// refused exits 2 at its line, naming what is accepted.
#[test]
fn the_ir_people_write_verifies_and_refusals_name_the_alternative() {
    let kernels =
        ["arith/fma", "arith/mask_bits", "arith/mask_bits_from", "arith/ieee_emulated", "generic/no_op_intrinsics"];
    for kernel in kernels {
        for platform in ["xelp", "xehpg"] {
            let (ll, toml) = (format!("testdata/{kernel}.ll"), format!("testdata/{kernel}.toml"));
            let out = visa_lower(&["run", &ll, "--launch", &toml, "--platform", platform, "--verify"], None);
            assert_eq!(out.status.code(), Some(0), "{kernel} on {platform}:\n{}{}", stdout(&out), stderr(&out));
        }
    }
    let ll = "define float @k(float %a) {\n  %r = call float @llvm.round.f32(float %a)\n  ret float %r\n}\ndeclare float @llvm.round.f32(float)\n";
    let out = visa_lower(&["compile", "-", "--platform", "xehpg"], Some(ll));
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(":2:3: error: `llvm.round` rounds halfway") && err.contains("`llvm.roundeven`"), "{err}");
}

/// The 1-based line of the first line of `text` holding `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).expect(needle) + 1
}

#[test]
fn a_run_report_of_a_1_mib_buffer_is_a_screenful_and_json_keeps_every_byte() {
    let args = ["run", "testdata/cli/big_buffer.ll", "--launch", "testdata/cli/big_buffer.toml", "--verify"];
    let out = visa_lower(&args, None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.lines().count() <= 60, "{} lines:\n{text}", text.lines().count());
    // Verdict first, then what was compared: every byte of the buffer and
    // SLM, and the 32 returned bytes.
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("kernel big_buffer on xehpg: ok"));
    assert_eq!(
        lines.next(),
        Some(
            "verification against the reference: passed (1114144 bytes compared: buffer buf 1048576, slm 65536, \
             returned value 32)"
        )
    );
    // One gather and one scatter of eight lanes of 4 bytes (LSC on xehpg).
    assert!(text.contains("  lsc_load: 1 send(s), 8 active lane(s), 32 byte(s)\n"), "{text}");
    assert!(text.contains("  lsc_store: 1 send(s), 8 active lane(s), 32 byte(s)\n"), "{text}");
    // Element i of the buffer is i (iota of f32): the returned value is
    // buf[idx] + 0.5 for idx = [0, 1, 2, 3, 1000, 5000, 262143, 7], as floats.
    assert!(text.contains("returned <8 x float> (32 bytes): 0.5 1.5 2.5 3.5 1000.5 5000.5 262143.5 7.5\n"), "{text}");
    // Of memory, the rows the scatter changed (eight values in five rows), as floats.
    assert!(
        text.contains("buffer buf @ 0x100000000 (1048576 bytes, as f32): 8 value(s) changed in 5 row(s)"),
        "{text}"
    );
    assert!(text.contains("    100000000: 0.5 1.5 2.5 3.5\n    100000010: 4.0 5.0 6.0 7.5\n    ...\n"), "{text}");
    // 1000 * 4 = 0xfa0; 262143 * 4 = 0xffffc, in the row at 0xffff0.
    assert!(text.contains("    100000fa0: 1000.5 1001.0 1002.0 1003.0\n"), "{text}");
    assert!(text.contains("    1000ffff0: 262140.0 262141.0 262142.0 262143.5\n"), "{text}");
    // Untouched SLM is named, not dumped.
    assert!(text.contains("unchanged: slm (65536 bytes)\n"), "{text}");
    assert!(!text.contains("00000000: 0 0 0 0"), "{text}");

    let json = visa_lower(&[&args[..], &["--json"]].concat(), None);
    let object: serde_json::Value = serde_json::from_str(&stdout(&json)).expect("one JSON object");
    let bytes = object["memory"]["buffers"][0]["bytes"].as_str().expect("hex bytes");
    assert_eq!(bytes.len(), 2 * 1048576);
    // 0.5f is 0x3f000000, element 1 (1.5f) 0x3fc00000, little-endian.
    assert_eq!(&bytes[..16], "0000003f0000c03f");
    // Element 8 is untouched: 8.0f = 0x41000000.
    assert_eq!(&bytes[64..72], "00000041");
    assert_eq!(object["memory"]["slm"]["bytes"].as_str().map(str::len), Some(2 * 65536));
    assert_eq!(object["verification"]["compared"][0], serde_json::json!({ "place": "buffer buf", "bytes": 1048576 }));
}

#[test]
fn dump_lists_what_it_names_in_full() {
    let base = ["run", "testdata/cli/big_buffer.ll", "--launch", "testdata/cli/big_buffer.toml"];
    let out = visa_lower(&[&base[..], &["--dump", "0x100000020+32", "--dump", "slm"]].concat(), None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    // Elements 8..16 of the buffer, untouched, and all of SLM: zeros folded.
    assert!(
        text.contains(
            "svm 0x100000020..0x100000040:\n  buffer buf @ 0x100000000 (as f32):\n    100000020: 8.0 9.0 10.0 11.0\n    \
             100000030: 12.0 13.0 14.0 15.0\n"
        ),
        "{text}"
    );
    assert!(text.contains("slm (65536 bytes, as u32):\n    00000000: 0 0 0 0\n    *\n"), "{text}");
    let unknown = visa_lower(&[&base[..], &["--dump", "nosuch"]].concat(), None);
    assert_eq!(unknown.status.code(), Some(2));
    assert_eq!(stderr(&unknown), "error: --dump nosuch: the run has no such memory; it has buf, slm\n");
    let bad = visa_lower(&[&base[..], &["--dump", "0x20..0x10"]].concat(), None);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn an_emulator_fault_names_its_visa_line_and_ir_instruction() {
    let compiled = stdout(&visa_lower(&["compile", "testdata/cli/gather_fault.ll"], None));
    let line = line_of(&compiled, "lsc_load");
    let args = ["run", "testdata/cli/gather_fault.ll", "--launch", "testdata/cli/gather_fault.toml", "--verify"];
    let out = visa_lower(&args, None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    // Lane 7 reads index 100 of the buffer at 0x100000000: 0x100000000 + 400 = 0x100000190.
    assert!(
        text.contains(&format!(
            "fault: vISA line {line} (lsc_load) from testdata/cli/gather_fault.ll:6:3, lane 7: no allocation holds \
             4 byte(s) at 0x100000190\n"
        )),
        "{text}"
    );
    // Both sides fault, and the verdict says so.
    assert!(text.contains("verification against the reference: passed"), "{text}");
    assert!(
        text.contains("reconciled: both sides fault, so memory is compared as each left it: the reference at testdata/cli/gather_fault.ll:6:3"),
        "{text}"
    );
    let object: serde_json::Value =
        serde_json::from_str(&stdout(&visa_lower(&[&args[..], &["--json"]].concat(), None))).unwrap();
    assert_eq!(object["fault"]["location"], "testdata/cli/gather_fault.ll:6:3");
    assert_eq!(object["fault"]["visa_line"], line);

    // The same kernel as .visaasm text: the fault is at its line there.
    let dir = tempfile::tempdir().unwrap();
    let visaasm = dir.path().join("k.visaasm");
    std::fs::write(&visaasm, &compiled).unwrap();
    let path = visaasm.to_str().unwrap();
    let out = visa_lower(&["run", path, "--launch", "testdata/cli/gather_fault.toml"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains(&format!("fault: {path}:{line}:5 (lsc_load), lane 7: ")), "{}", stdout(&out));
}

#[test]
fn undefined_behaviour_in_the_input_is_not_verifiable_at_its_location() {
    // Written here: a file under testdata/ would be run by the harnesses, which count it not verifiable.
    let dir = tempfile::tempdir().unwrap();
    let ll = "; A load through a poison address: undefined behaviour.\n\n\ndefine i32 @poison_address(ptr addrspace(1) %buf) {\n\
              entry:\n  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 poison\n  %v = load i32, ptr \
              addrspace(1) %p\n  ret i32 %v\n}\n";
    let (file, spec) = (dir.path().join("poison_address.ll"), dir.path().join("spec.toml"));
    std::fs::write(&file, ll).unwrap();
    std::fs::write(&spec, "[[buffer]]\nname = \"buf\"\nsize = 64\n[args]\nbuf = \"@buf\"\n").unwrap();
    let (file, spec) = (file.to_str().unwrap(), spec.to_str().unwrap());
    let args = ["run", file, "--launch", spec, "--verify"];
    let out = visa_lower(&args, None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    // The load is on line 7.
    let expected =
        format!("  not verifiable: the input has undefined behaviour at {file}:7:3: load: the address is poison\n");
    assert!(text.contains(&expected), "{text}");
    let object: serde_json::Value =
        serde_json::from_str(&stdout(&visa_lower(&[&args[..], &["--json"]].concat(), None))).unwrap();
    assert_eq!(object["verification"]["passed"], false);
}

#[test]
fn a_fault_in_an_unused_load_is_not_verifiable_and_a_used_one_still_faults() {
    // gather_fault.ll's gather with its value unused: dead-loads deletes it,
    // so the compiled kernel does not fault where the reference does.
    let dir = tempfile::tempdir().unwrap();
    let ll = "define void @dead_fault(ptr addrspace(1) %buf, <8 x i64> %idx) {\nentry:\n  %ptrs = getelementptr i32, \
              ptr addrspace(1) %buf, <8 x i64> %idx\n  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr \
              addrspace(1)> %ptrs, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, \
              i1 true>, <8 x i32> zeroinitializer)\n  store i32 7, ptr addrspace(1) %buf\n  ret void\n}\n\
              declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)\n";
    let file = dir.path().join("dead_fault.ll");
    std::fs::write(&file, ll).unwrap();
    let file = file.to_str().unwrap();
    let compiled = stdout(&visa_lower(&["compile", file, "--platform", "xehpg"], None));
    assert!(!compiled.contains("lsc_load"), "{compiled}");
    let args = ["run", file, "--launch", "testdata/cli/gather_fault.toml", "--platform", "xehpg", "--verify"];
    let out = visa_lower(&args, None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!(
            "  not verifiable: the input faults in a load whose value nothing uses (llvm.masked.gather lane 7 reads 4 \
             bytes at 0x100000190, outside every SVM allocation): undefined behaviour, and the lowering deletes the load\n"
        )),
        "{text}"
    );
    assert!(!text.contains("but the emulator does not"), "{text}");
    // Used, the same gather faults on both sides (an_emulator_fault_names_its_visa_line_and_ir_instruction).
    let used = ["run", "testdata/cli/gather_fault.ll", "--launch", "testdata/cli/gather_fault.toml", "--verify"];
    assert!(stdout(&visa_lower(&used, None)).contains("verification against the reference: passed"));
}

#[test]
fn kernels_are_what_the_front_ends_mark() {
    let kernels = |file: &str| -> Vec<String> {
        let out = visa_lower(&["compile", file], None);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        stdout(&out).lines().filter_map(|l| l.strip_prefix(".kernel ")).map(str::to_string).collect()
    };
    // spir_kernel: @k only (not the "VCFunction" function, not the internal helper).
    assert_eq!(kernels("testdata/cli/spir_kernel.ll"), ["k"]);
    // "CMGenxMain": @cmk only, though an unmarked function comes first.
    assert_eq!(kernels("testdata/cli/cm_kernel.ll"), ["cmk"]);
    // Unmarked: every external function with a body, never an internal one.
    let unmarked = "define internal void @h() {\n  ret void\n}\ndefine void @a() {\n  ret void\n}\n";
    let out = visa_lower(&["compile", "-"], Some(unmarked));
    assert_eq!(stdout(&out).lines().filter(|l| l.starts_with(".kernel ")).collect::<Vec<_>>(), [".kernel a"]);
    // run picks the marked kernel, which stores 7 through the helper.
    let out =
        visa_lower(&["run", "testdata/cli/cm_kernel.ll", "--launch", "testdata/cli/cm_kernel.toml", "--verify"], None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("kernel cmk on xehpg: ok\n"), "{}", stdout(&out));
    assert!(stdout(&out).contains("    100000000: 7\n"), "{}", stdout(&out));
    // No kernel: a clear error, in compile and run alike; an empty module too.
    for args in [
        &["compile", "testdata/cli/only_internal.ll"][..],
        &["run", "testdata/cli/only_internal.ll"],
        &["compile", "-"],
    ] {
        let out = visa_lower(args, Some(""));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&out).contains(": the module has no kernel: no function has a body and external linkage"),
            "{}",
            stderr(&out)
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// A function another function of the module calls is a helper, inlined
/// into its caller and not a kernel of its own (unless a front end marks it
/// one): its error is one error, reported once, at the helper's line with
/// where it was inlined; `compile` and `run` agree.
#[test]
fn a_called_function_is_a_helper_and_its_error_is_reported_once() {
    let module = [
        "declare i32 @elsewhere(i32)",
        "",
        "define void @helper(ptr addrspace(1) %p) {",
        "  %v = load i32, ptr addrspace(1) %p",
        "  %w = call i32 @elsewhere(i32 %v)",
        "  store i32 %w, ptr addrspace(1) %p",
        "  ret void",
        "}",
        "",
        "define void @k(ptr addrspace(1) %p) {",
        "  call void @helper(ptr addrspace(1) %p)",
        "  ret void",
        "}\n",
    ]
    .join("\n");
    for command in ["compile", "run"] {
        let out = visa_lower(&[command, "-", "--platform", "xehpg"], Some(&module));
        assert_eq!(out.status.code(), Some(2), "{command}: {}", stderr(&out));
        let err = stderr(&out);
        assert_eq!(err.matches("error:").count(), 1, "{command}: {err}");
        assert!(err.contains("<stdin>:5:3: error: call to `@elsewhere` cannot be emitted"), "{command}: {err}");
        assert!(err.contains("note: inlined at <stdin>:11:3"), "{command}: {err}");
    }
    // Without the error: one kernel, @k, and `run` picks it.
    let fine = module.replace("%w = call i32 @elsewhere(i32 %v)", "%w = add i32 %v, 7");
    let out = visa_lower(&["compile", "-", "--platform", "xehpg"], Some(&fine));
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().filter(|l| l.starts_with(".kernel ")).collect::<Vec<_>>(), [".kernel k"]);
    // Marked kernels stay kernels when another calls them: both compile.
    let marked = "define spir_kernel void @inner(ptr addrspace(1) %p) {\n  store i32 1, ptr addrspace(1) %p\n\
  ret void\n}\n\ndefine spir_kernel void @outer(ptr addrspace(1) %p) {\n\
  call spir_kernel void @inner(ptr addrspace(1) %p)\n  ret void\n}\n";
    let out = visa_lower(&["compile", "-", "--platform", "xehpg"], Some(marked));
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let kernels: Vec<_> = stdout(&out).lines().filter(|l| l.starts_with(".kernel ")).map(str::to_string).collect();
    assert_eq!(kernels, [".kernel inner", ".kernel outer"]);
}

#[test]
fn llvm_tool_conventions() {
    // Bare: the usage, not the demo.
    let bare = visa_lower(&[], None);
    assert_eq!(bare.status.code(), Some(2));
    assert!(stderr(&bare).contains("Usage: visa-lower [OPTIONS] [COMMAND]"), "{}", stderr(&bare));
    assert!(bare.stdout.is_empty());
    // help on itself and on others.
    for args in [&["help", "--help"][..], &["help", "help"]] {
        let out = visa_lower(args, None);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).contains("Usage: visa-lower help [OPTIONS] [COMMAND]..."), "{}", stdout(&out));
    }
    assert_eq!(stdout(&visa_lower(&["help", "run"], None)), stdout(&visa_lower(&["run", "--help"], None)));
    assert_eq!(visa_lower(&["help", "nope"], None).status.code(), Some(2));
    // --color: clang's colours when asked, none when not (stderr is a pipe here).
    let always = visa_lower(&["compile", "testdata/cli/only_internal.ll", "--color", "always"], None);
    assert!(
        stderr(&always)
            .starts_with("\x1b[1;31merror: \x1b[0m\x1b[1mtestdata/cli/only_internal.ll: the module has no kernel"),
        "{:?}",
        stderr(&always)
    );
    let located = visa_lower(&["compile", "-", "--color", "always"], Some("define void @f() {\n  frob\n}\n"));
    assert!(
        stderr(&located).starts_with("\x1b[1m<stdin>:2:3: \x1b[0m\x1b[1;31merror: \x1b[0m\x1b[1m"),
        "{:?}",
        stderr(&located)
    );
    for color in ["never", "auto"] {
        let out = visa_lower(&["compile", "testdata/cli/only_internal.ll", "--color", color], None);
        assert!(!stderr(&out).contains('\x1b'), "{color}");
    }
    // `-` reads IR as IR, for run as for compile.
    let ir = std::fs::read_to_string("testdata/cli/cm_kernel.ll").unwrap();
    let run = visa_lower(&["run", "-", "--launch", "testdata/cli/cm_kernel.toml"], Some(&ir));
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    assert!(stdout(&run).starts_with("kernel cmk on xehpg: ok\n"));
    let compile = visa_lower(&["compile", "-", "--no-locations"], Some(&ir));
    let from_file = visa_lower(&["compile", "testdata/cli/cm_kernel.ll", "--no-locations"], None);
    assert_eq!(stdout(&compile), stdout(&from_file));
    // The location comments name the input as the diagnostics do.
    assert!(stdout(&visa_lower(&["compile", "-"], Some(&ir))).contains("    // <stdin>:"));
}

/// Every key of `value`'s objects, at any depth.
fn json_keys(value: &serde_json::Value, keys: &mut std::collections::BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                keys.insert(k.clone());
                match (k.as_str(), v) {
                    // Keyed by message mnemonic: the names are values.
                    ("stats", serde_json::Value::Object(by_message)) => {
                        by_message.values().for_each(|v| json_keys(v, keys))
                    }
                    // Keyed by cache-control pair (`.df.df`): the pairs are values.
                    ("cache_controls", _) => {}
                    _ => json_keys(v, keys),
                }
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| json_keys(v, keys)),
        _ => {}
    }
}

/// The keys the JSON tables of `doc` document: every name in backquotes or
/// in a `{a, b}` list of a table row (`documented`), and the keys the
/// rows are about, the last name of each path of the first column (`rows`).
fn documented_keys(doc: &str) -> (std::collections::BTreeSet<String>, std::collections::BTreeSet<String>) {
    let name = |w: &str| {
        let w = w.trim_matches(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
        (!w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c == '_')).then(|| w.to_string())
    };
    let (mut documented, mut rows) = (std::collections::BTreeSet::new(), std::collections::BTreeSet::new());
    for row in doc.lines().filter(|l| l.starts_with("| `")) {
        for quoted in row.split('`').skip(1).step_by(2) {
            documented.extend(quoted.split(['.', ' ', '[', ']']).filter_map(name));
        }
        for list in row.split('{').skip(1).filter_map(|s| s.split_once('}')).map(|(l, _)| l) {
            documented.extend(list.split(',').filter_map(name));
        }
        let first = row.split('|').nth(1).unwrap_or("");
        // A quoted string there is a value (`"ok"`), not a key.
        for quoted in first.split('`').skip(1).step_by(2).filter(|q| !q.starts_with('"')) {
            rows.extend(name(quoted.rsplit(['.', ']']).next().unwrap_or(quoted)));
        }
    }
    (documented, rows)
}

#[test]
fn docs_document_every_json_key_the_tool_writes() {
    let dir = tempfile::tempdir().unwrap();
    // A kernel that stores 8 where its IR stores 7: validate reports the mismatch.
    let compiled = stdout(&visa_lower(&["compile", "testdata/cli/cm_kernel.ll"], None));
    assert!(compiled.contains("0x7:ud"), "{compiled}");
    let wrong = dir.path().join("wrong.visaasm");
    std::fs::write(&wrong, compiled.replace("0x7:ud", "0x8:ud")).unwrap();
    let wrong = wrong.to_str().unwrap();
    let commands: Vec<(Vec<&str>, i32)> = vec![
        // Run reports: a returned value and a verdict; findings, an image and SLM; a fault.
        (vec!["run", "tests/golden/returns_gather.ll", "--launch", "tests/golden/returns_gather.toml", "--verify"], 0),
        (vec!["run", "testdata/emu/typed_atomics.visaasm", "--launch", "testdata/emu/typed_atomics.toml"], 0),
        (vec!["run", "testdata/emu/svm_fault.visaasm", "--launch", "testdata/emu/svm_fault.toml"], 1),
        (
            vec![
                "validate",
                "testdata/igc/src/scaled.ll",
                "testdata/igc/xehpg/scaled.visaasm",
                "--launch",
                "testdata/igc/launch/scaled.toml",
                "--platform",
                "xehpg",
            ],
            0,
        ),
        (
            vec![
                "validate",
                "testdata/cli/cm_kernel.ll",
                wrong,
                "--launch",
                "testdata/cli/cm_kernel.toml",
                "--platform",
                "xehpg",
            ],
            1,
        ),
        (vec!["compile", "src/examples/gather_sum.ll"], 0),
        (vec!["test", "testdata/cli/cm_kernel.ll", "--quiet"], 0),
        (vec!["run", "tests/golden/rejected.ll"], 2),
    ];
    let mut written = std::collections::BTreeSet::new();
    for (args, code) in &commands {
        let out = visa_lower(&[&args[..], &["--json"]].concat(), None);
        assert_eq!(out.status.code(), Some(*code), "{args:?}: {}", stderr(&out));
        let value: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
        json_keys(&value, &mut written);
    }
    // The mismatch's keys were written, so the case above exercised them.
    assert!(written.contains("expected") && written.contains("offset"), "{written:?}");
    let root = env!("CARGO_MANIFEST_DIR");
    let (mut documented, mut rows) = (std::collections::BTreeSet::new(), std::collections::BTreeSet::new());
    for doc in ["docs/json.md", "docs/run-output.md", "docs/harness.md"] {
        let (d, r) = documented_keys(&std::fs::read_to_string(format!("{root}/{doc}")).unwrap());
        documented.extend(d);
        rows.extend(r);
    }
    let undocumented: Vec<_> = written.difference(&documented).collect();
    assert!(undocumented.is_empty(), "keys the tool writes that no JSON table documents: {undocumented:?}");
    // Both ways: every key a table row is about is written by some command,
    // but the two counts of a list cut past 1000 entries (docs/limits.md).
    let only_past_the_cap = ["findings_omitted", "mismatches_omitted"];
    let unwritten: Vec<_> =
        rows.iter().filter(|k| !written.contains(*k) && !only_past_the_cap.contains(&k.as_str())).collect();
    assert!(unwritten.is_empty(), "documented keys no command wrote: {unwritten:?}");
}

#[test]
fn a_mask_with_bits_past_its_lanes_is_an_error_at_the_argument() {
    let dir = tempfile::tempdir().unwrap();
    let spec = std::fs::read_to_string("testdata/cli/big_buffer.toml").unwrap().replace("mask = 0xff", "mask = 0x1ff");
    let path = dir.path().join("spec.toml");
    std::fs::write(&path, &spec).unwrap();
    let line = line_of(&spec, "mask = 0x1ff");
    let spec_path = path.to_str().unwrap();
    for engine in ["emulator", "reference", "jit"] {
        let out = visa_lower(&["run", "testdata/cli/big_buffer.ll", "--launch", spec_path, "--engine", engine], None);
        assert_eq!(out.status.code(), Some(2), "{engine}");
        // <8 x i1>: bit 8 (0x100) is no lane.
        assert_eq!(
            stderr(&out),
            format!(
                "{spec_path}:{line}:8: error: the mask 0x1ff sets bits past the parameter's 8 lanes (0x100); bit i \
                 is lane i, so a mask of 8 lanes is at most 0xff\nmask = 0x1ff\n       ^\n"
            ),
            "{engine}"
        );
    }
}

/// The `file:line:col: error:` lines of a diagnostic text, cut at the
/// message's first `;` (what follows lists what is supported).
fn error_lines(text: &str) -> Vec<String> {
    text.lines().filter(|l| l.contains(": error: ")).map(|l| l.split(';').next().unwrap_or(l).to_string()).collect()
}

#[test]
fn compile_reports_the_first_error_of_every_kernel_in_order() {
    let file = "testdata/cli/many_errors.ll";
    let compile = visa_lower(&["compile", file], None);
    assert_eq!(compile.status.code(), Some(2));
    // frem at 4:3 in @a; in @b, the call of the external @ext at 9:3. The
    // second call (11:3) takes the first's result: not reported.
    assert_eq!(
        error_lines(&stderr(&compile)),
        [
            format!("{file}:4:3: error: `frem` cannot be emitted"),
            format!("{file}:9:3: error: call to `@ext` cannot be emitted"),
        ]
    );
    // --json: the same two, in order.
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&visa_lower(&["compile", file, "--json"], None))).unwrap();
    let lines: Vec<_> = json["diagnostics"].as_array().unwrap().iter().map(|d| d["line"].as_u64()).collect();
    assert_eq!(lines, [Some(4), Some(9)]);
}

/// Every independent error of a module, once, in module order and then
/// instruction order, the same from `compile` and from `run` (with and
/// without `--verify`), in text and in `--json`; exit code 2.
#[test]
fn compile_and_run_report_every_independent_error_once_in_the_same_order() {
    let file = "testdata/cli/every_error.ll";
    // By hand from the file: in @a the frem (5:3), not the fadd and store
    // that read it, then llvm.round (8:3); in @b the first call of @ext
    // (13:3), not the second (it reads the first's result), then the third,
    // which reads only %x (16:3).
    let expected = [
        format!("{file}:5:3: error: `frem` cannot be emitted"),
        format!("{file}:8:3: error: `llvm.round` rounds halfway cases away from zero, as no RND instruction does"),
        format!("{file}:13:3: error: call to `@ext` cannot be emitted"),
        format!("{file}:16:3: error: call to `@ext` cannot be emitted"),
    ];
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("a.toml");
    std::fs::write(&spec, "kernel = \"a\"\n[[buffer]]\nname = \"buf\"\nsize = 64\n[args]\np = \"@buf\"\nx = 1.5\n")
        .unwrap();
    let spec = spec.to_str().unwrap();
    let runs: [&[&str]; 4] = [
        &["compile", file],
        &["compile", file, "--platform", "xe2", "--jobs", "1"],
        &["run", file, "--launch", spec],
        &["run", file, "--launch", spec, "--verify"],
    ];
    for args in runs {
        let out = visa_lower(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(error_lines(&stderr(&out)), expected, "{args:?}");
        let json: serde_json::Value =
            serde_json::from_str(&stdout(&visa_lower(&[args, &["--json"]].concat(), None))).unwrap();
        assert_eq!(json["exit_code"], 2, "{args:?}");
        let places: Vec<_> = json["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| {
                (d["line"].as_u64().unwrap(), d["column"].as_u64().unwrap(), d["kind"].as_str().unwrap().to_string())
            })
            .collect();
        let refused = |line| (line, 3, "refused".to_string());
        assert_eq!(places, [refused(5), refused(8), refused(13), refused(16)], "{args:?}");
    }
}

/// `run --engine reference` reports every instruction the reference does
/// not execute, once, in the order `compile` reports the kernel's errors:
/// the kernel's instructions in order, a callee's at its call; an
/// instruction that reads a refused value is not reported.
#[test]
fn the_reference_reports_every_refusal_in_compiles_order() {
    let (file, spec) = ("testdata/cli/reference_refusals.ll", "testdata/cli/reference_refusals_launch.toml");
    let out = visa_lower(&["run", file, "--launch", spec, "--engine", "reference"], None);
    assert_eq!(out.status.code(), Some(2));
    // By hand: @k's call of @ext (11:3), not the add reading it (12:3), the
    // inline asm (13:3), then @helper's call of @ext (6:3), at @helper's call.
    let places = |text: &str| -> Vec<String> {
        error_lines(text).iter().map(|l| l.split(": error:").next().unwrap_or("").to_string()).collect()
    };
    let expected: Vec<String> = ["11:3", "13:3", "6:3"].iter().map(|p| format!("{file}:{p}")).collect();
    assert_eq!(places(&stderr(&out)), expected);
    assert_eq!(error_lines(&stderr(&out))[1], format!("{file}:13:3: error: indirect calls are not supported"));
    // `compile`: the same places in the same order.
    assert_eq!(places(&stderr(&visa_lower(&["compile", file], None))), expected);
    // --json: the same three.
    let json = visa_lower(&["run", file, "--launch", spec, "--engine", "reference", "--json"], None);
    let json: serde_json::Value = serde_json::from_str(&stdout(&json)).unwrap();
    let lines: Vec<_> = json["diagnostics"].as_array().unwrap().iter().map(|d| d["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, [11, 13, 6]);
}

/// When `select` refuses memory operations, emit's own refusals in the
/// same module are reported with them, in the order of the text, by
/// `compile` and `run` alike; nothing that reads a refused value is.
#[test]
fn select_and_emit_errors_are_reported_together() {
    let file = "testdata/cli/select_and_emit_errors.ll";
    // By hand: the addrspacecast to addrspace(2) (5:3, emit), the load from
    // addrspace(2) (6:3, select), not the add and store reading it, the
    // frem (9:3, emit), atomicrmw nand (11:3, select), not the call reading
    // its result (12:3), the call of @ext with a constant (13:3, emit).
    let expected = [
        format!("{file}:5:3: error: `addrspacecast` cannot be emitted"),
        format!("{file}:6:3: error: select: load in addrspace(2) is not supported"),
        format!("{file}:9:3: error: `frem` cannot be emitted"),
        format!("{file}:11:3: error: select: atomicrmw nand is not supported: no vISA atomic operation computes it (vISA spec, LSC_UNTYPED: the atomic operations)"),
        format!("{file}:13:3: error: call to `@ext` cannot be emitted"),
    ];
    let spec = "testdata/cli/select_and_emit_errors_launch.toml";
    let runs: [&[&str]; 4] = [
        &["compile", file],
        &["compile", file, "--platform", "xe2"],
        &["run", file, "--launch", spec],
        &["run", file, "--launch", spec, "--verify"],
    ];
    for args in runs {
        let out = visa_lower(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(error_lines(&stderr(&out)), expected, "{args:?}");
    }
    // --passes=select: emit is not what is asked about; select's alone.
    let out = visa_lower(&["compile", file, "--passes=select"], None);
    assert_eq!(error_lines(&stderr(&out)), [expected[1].clone(), expected[3].clone()]);
}

/// `select`'s refusals: every memory operation it refuses, across the
/// functions, in order (each is planned on its own).
#[test]
fn every_refusal_of_select_is_reported_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("select.ll");
    std::fs::write(
        &file,
        "define void @a(ptr addrspace(1) %p, ptr addrspace(2) %q) {\n  %v = load i32, ptr addrspace(2) %q\n  \
         store i32 %v, ptr addrspace(1) %p\n  %w = atomicrmw nand ptr addrspace(1) %p, i32 3 seq_cst\n  ret void\n}\n\
         define void @b(ptr addrspace(2) %q) {\n  store i32 1, ptr addrspace(2) %q\n  ret void\n}\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = visa_lower(&["compile", path], None);
    assert_eq!(out.status.code(), Some(2));
    // The load from addrspace(2) (2:3), atomicrmw nand (4:3), and @b's store to addrspace(2) (8:3).
    assert_eq!(
        error_lines(&stderr(&out)),
        [
            format!("{path}:2:3: error: select: load in addrspace(2) is not supported"),
            format!("{path}:4:3: error: select: atomicrmw nand is not supported: no vISA atomic operation computes it (vISA spec, LSC_UNTYPED: the atomic operations)"),
            format!("{path}:8:3: error: select: store in addrspace(2) is not supported"),
        ]
    );
}

/// At most 100 errors in text, then one line counting the rest; `--json`
/// carries every one.
#[test]
fn many_errors_are_capped_in_text_and_all_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("frems.ll");
    let body: String = (0..150).map(|i| format!("  %y{i} = frem float %x, %x\n")).collect();
    std::fs::write(&file, format!("define void @k(float %x) {{\n{body}  ret void\n}}\n")).unwrap();
    let path = file.to_str().unwrap();
    let out = visa_lower(&["compile", path], None);
    assert_eq!(out.status.code(), Some(2));
    let text = stderr(&out);
    let errors = error_lines(&text);
    assert_eq!(errors.len(), 100, "{text}");
    // The first on line 2, the last shown on line 101, in order.
    assert_eq!(errors[0], format!("{path}:2:3: error: `frem` cannot be emitted"));
    assert_eq!(errors[99], format!("{path}:101:3: error: `frem` cannot be emitted"));
    assert!(text.ends_with("error: 50 more error(s) not shown (the first 100 are; limit MAX_DIAGNOSTICS)\n"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&visa_lower(&["compile", path, "--json"], None))).unwrap();
    let lines: Vec<_> = json["diagnostics"].as_array().unwrap().iter().map(|d| d["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, (2..152).collect::<Vec<u64>>());
}

/// `compile` writes the IR position of the instructions as `//` comment
/// lines, one where the position changes; `--no-locations` leaves them
/// out and changes nothing else; both assemblers take the text.
#[test]
fn compile_writes_ir_locations_as_comments_where_they_change() {
    let file = "testdata/cli/big_buffer.ll";
    let located = stdout(&visa_lower(&["compile", file], None));
    assert_eq!(located, stdout(&visa_lower(&["compile", file], None)), "deterministic");
    let bare = stdout(&visa_lower(&["compile", file, "--no-locations"], None));
    assert!(!bare.contains("//"), "{bare}");
    let comments: Vec<&str> = located.lines().filter(|l| l.trim_start().starts_with("//")).collect();
    // The GEP (5:3), the gather (6:3), the fadd (7:3), the scatter (8:3), the ret (9:3): each once, in order.
    let expected: Vec<String> = (5..=9).map(|line| format!("    // {file}:{line}:3")).collect();
    assert_eq!(comments, expected, "{located}");
    let without: Vec<&str> = located.lines().filter(|l| !l.trim_start().starts_with("//")).collect();
    assert_eq!(without, bare.lines().collect::<Vec<_>>());
    // The gather's comment stands right before its load, the scatter's before its store.
    let lines: Vec<&str> = located.lines().collect();
    let load = line_of(&located, "lsc_load") - 1;
    let gather = lines.iter().position(|l| l.ends_with("big_buffer.ll:6:3")).unwrap();
    assert!(gather < load && lines[gather + 1..load].iter().all(|l| !l.contains("//")), "{located}");
    let store = line_of(&located, "lsc_store") - 1;
    assert_eq!(lines[store - 1], format!("    // {file}:8:3"));
}

/// The 1 MiB buffer read one element past its end: at most 60 lines of
/// report, the fault at its vISA line and IR position in text and JSON,
/// and JSON still carries every byte.
#[test]
fn a_fault_in_a_1_mib_buffer_names_its_ir_position_in_a_screenful() {
    let compiled = stdout(&visa_lower(&["compile", "testdata/cli/big_buffer.ll"], None));
    let line = line_of(&compiled, "lsc_load");
    let args = ["run", "testdata/cli/big_buffer.ll", "--launch", "testdata/cli/big_buffer_fault.toml", "--verify"];
    let out = visa_lower(&args, None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.lines().count() <= 60, "{} lines:\n{text}", text.lines().count());
    assert_eq!(text.lines().next(), Some("kernel big_buffer on xehpg: fault"));
    // Lane 6 reads element 262144 of the buffer at 0x100000000: 0x100000000 + 4 * 262144 = 0x100100000.
    assert!(
        text.contains(&format!(
            "fault: vISA line {line} (lsc_load) from testdata/cli/big_buffer.ll:6:3, lane 6: no allocation holds \
             4 byte(s) at 0x100100000\n"
        )),
        "{text}"
    );
    assert!(text.contains("the reference at testdata/cli/big_buffer.ll:6:3"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&visa_lower(&[&args[..], &["--json"]].concat(), None))).unwrap();
    assert_eq!(json["fault"]["location"], "testdata/cli/big_buffer.ll:6:3");
    assert_eq!(json["fault"]["visa_line"], line);
    assert_eq!(json["fault"]["lane"], 6);
    let bytes = json["memory"]["buffers"][0]["bytes"].as_str().expect("hex bytes");
    assert_eq!(bytes.len(), 2 * 1048576);
    // Untouched: element 1 is 1.0f = 0x3f800000, little-endian.
    assert_eq!(&bytes[8..16], "0000803f");
}

/// `compile a.ll b.ll ...`: one output per input, each byte for byte what
/// compiling that input alone writes; a failing input is reported and the
/// others are written all the same (exit 2).
#[test]
fn several_inputs_compile_each_to_its_own_output() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for name in ["cli/cm_kernel.ll", "cli/spir_kernel.ll", "errors/bad_syntax.ll"] {
        let from = root.join("testdata").join(name);
        std::fs::copy(&from, dir.path().join(from.file_name().unwrap())).unwrap();
    }
    let path = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let alone = |name: &str, emit: &str| {
        let out = visa_lower(&["compile", &path(name), "--emit", emit], None);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        out.stdout
    };
    let expected_text = [alone("cm_kernel.ll", "visaasm"), alone("spir_kernel.ll", "visaasm")];

    // Beside each input; the bad one in the middle fails alone.
    let out = visa_lower(&["compile", &path("cm_kernel.ll"), &path("bad_syntax.ll"), &path("spir_kernel.ll")], None);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("bad_syntax.ll:6:12: error: expected type"), "{}", stderr(&out));
    assert_eq!(std::fs::read(path("cm_kernel.visaasm")).unwrap(), expected_text[0]);
    assert_eq!(std::fs::read(path("spir_kernel.visaasm")).unwrap(), expected_text[1]);
    assert!(!dir.path().join("bad_syntax.visaasm").exists(), "a failed input writes nothing");

    // Into the folder -o names, in the format --emit names.
    let folder = dir.path().join("out");
    std::fs::create_dir(&folder).unwrap();
    let folder_arg = folder.to_string_lossy().into_owned();
    let out = visa_lower(
        &["compile", &path("cm_kernel.ll"), &path("spir_kernel.ll"), "-o", &folder_arg, "--emit", "isa"],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read(folder.join("cm_kernel.isa")).unwrap(), alone("cm_kernel.ll", "isa"));
    assert_eq!(std::fs::read(folder.join("spir_kernel.isa")).unwrap(), alone("spir_kernel.ll", "isa"));
    let mut names: Vec<_> = std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name()).collect();
    names.sort();
    assert_eq!(names, ["cm_kernel.isa", "spir_kernel.isa"], "nothing else (no temporary file) is left");

    // --emit llvm never overwrites the .ll it reads.
    let out = visa_lower(&["compile", &path("cm_kernel.ll"), &path("spir_kernel.ll"), "--emit", "llvm"], None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read(path("cm_kernel.lowered.ll")).unwrap(), alone("cm_kernel.ll", "llvm"));
    assert_eq!(
        std::fs::read(path("cm_kernel.ll")).unwrap(),
        std::fs::read(root.join("testdata/cli/cm_kernel.ll")).unwrap()
    );

    // --json: one report per input, in the order given, the failure's an error object.
    let out =
        visa_lower(&["compile", &path("bad_syntax.ll"), &path("cm_kernel.ll"), "--json", "-o", &folder_arg], None);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let reports: Vec<serde_json::Value> =
        serde_json::Deserializer::from_slice(&out.stdout).into_iter().collect::<Result<_, _>>().unwrap();
    assert_eq!(reports.len(), 2, "{}", stdout(&out));
    assert_eq!(reports[0]["status"], "error");
    assert_eq!(reports[0]["diagnostics"][0]["file"], path("bad_syntax.ll"));
    assert_eq!(reports[1]["status"], "ok");
    assert_eq!(reports[1]["file"], path("cm_kernel.ll"));
    assert_eq!(std::fs::read(folder.join("cm_kernel.visaasm")).unwrap(), expected_text[0]);
}

/// What several inputs cannot be given: each refused before any compiles,
/// with why, exit 2.
#[test]
fn several_inputs_refuse_one_output_for_all() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("one.visaasm");
    std::fs::write(&file, "kept").unwrap();
    let file_arg = file.to_string_lossy().into_owned();
    let (a, b) = ("testdata/cli/cm_kernel.ll", "testdata/cli/spir_kernel.ll");
    for (args, says) in [
        (vec!["compile", a, b, "-o", &file_arg], "with several inputs -o names an existing folder"),
        (vec!["compile", a, b, "-o", "-"], "-o names a folder"),
        (vec!["compile", a, "-"], "`-` (standard input) cannot be one of several inputs"),
        (vec!["compile", a, b, a], "is also the output of"),
    ] {
        let out = visa_lower(&args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    assert_eq!(std::fs::read(&file).unwrap(), b"kept");
    for written in ["testdata/cli/cm_kernel.visaasm", "testdata/cli/spir_kernel.visaasm"] {
        assert!(!std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(written).exists(), "{written}");
    }
}

/// `fuzz` makes its `--out` folder only to write a reproducer: a run
/// without failures leaves none behind (and an existing one stays).
#[test]
fn fuzz_leaves_no_empty_failures_folder() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("a/fuzz-failures");
    let existing = dir.path().join("kept");
    std::fs::create_dir(&existing).unwrap();
    for out_dir in [&missing, &existing] {
        let arg = out_dir.to_string_lossy().into_owned();
        let out = visa_lower(&["fuzz", "--cases", "2", "--no-jit", "--no-reduce", "--quiet", "--out", &arg], None);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    }
    assert!(!dir.path().join("a").exists(), "the folders the probe made are gone");
    assert!(existing.is_dir());
    // A folder that cannot be made is still refused before any case runs.
    let blocked = dir.path().join("kept/file");
    std::fs::write(&blocked, "").unwrap();
    let arg = blocked.join("sub").to_string_lossy().into_owned();
    let out = visa_lower(&["fuzz", "--cases", "2", "--out", &arg], None);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("reproducers cannot be written there"), "{}", stderr(&out));
}

/// `promote` named in `--passes` reports every refusal, as the default
/// pipeline does, in the same order, and `run` reports them alike: @a's
/// `alloca` of a variable count (2:3), @b's outside its entry block (12:3).
#[test]
fn promote_in_the_pipeline_reports_every_refusal_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let ll = dir.path().join("k.ll");
    let text = "define i32 @a(i32 %i, i32 %n) {\n  %t = alloca i32, i32 %n, align 4\n  %p = getelementptr inbounds i32, ptr %t, i32 %i\n\
                \x20 store i32 1, ptr %p, align 4\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n\
                define i32 @b(i32 %i) {\nentry:\n  br label %next\nnext:\n  %w = alloca [400 x i32], align 4\n\
                \x20 %r = getelementptr inbounds i32, ptr %w, i32 %i\n  store i32 3, ptr %r, align 4\n  %s = load i32, ptr %r, align 4\n  ret i32 %s\n}\n";
    std::fs::write(&ll, text).unwrap();
    let ll = ll.to_str().unwrap();
    let errors = |args: &[&str]| {
        let out = visa_lower(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        stderr(&out).lines().filter(|l| l.contains(": error: ")).map(str::to_string).collect::<Vec<_>>()
    };
    let default = errors(&["compile", ll, "--platform", "xe2"]);
    assert_eq!(default.len(), 2, "{default:?}");
    assert!(default[0].ends_with("k.ll:2:3: error: promote: this `alloca`'s element count is not a constant; supported: `alloca`s of a constant count in the entry block of a kernel, together at most 262144 bytes a thread (each kernel's private frame)"), "{default:?}");
    assert!(default[1].contains("k.ll:12:3: error: promote: this `alloca` is outside the entry block"), "{default:?}");
    for passes in ["--passes=promote", "--passes=promote,select,legalize"] {
        assert_eq!(errors(&["compile", ll, "--platform", "xe2", passes, "--emit", "llvm"]), default, "{passes}");
    }
    assert_eq!(errors(&["run", ll, "--kernel", "a", "--platform", "xe2"]), default);
}

/// Private memory beyond one promotable array (a 1 KiB table, two arrays
/// through loop-carried pointers and a `select`, private addresses in a
/// gather) verifies through the private frame, and a launch buffer placed
/// on the private buffer is an error of the launch, naming it.
#[test]
fn private_memory_beyond_one_array_verifies_through_the_frame() {
    for kernel in ["table1k", "two_arrays", "gather"] {
        let (ll, toml) = (format!("testdata/private/{kernel}.ll"), format!("testdata/private/{kernel}.toml"));
        for platform in ["xelp", "xe2"] {
            let out = visa_lower(&["run", &ll, "--launch", &toml, "--platform", platform, "--verify"], None);
            assert_eq!(out.status.code(), Some(0), "{kernel} on {platform}:\n{}{}", stdout(&out), stderr(&out));
            assert!(stdout(&out).contains("verification against the reference: passed"), "{}", stdout(&out));
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let spec = std::fs::read_to_string("testdata/private/table1k.toml")
        .unwrap()
        .replace("size = 16", "size = 16\naddress = 0x7f00_0000_0100");
    let path = dir.path().join("on_private.toml");
    std::fs::write(&path, spec).unwrap();
    let out = visa_lower(&["run", "testdata/private/table1k.ll", "--launch", path.to_str().unwrap(), "--verify"], None);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(
        stderr(&out).contains(
            "table1k.ll: buffer `out` at 0x7f0000000100 overlaps the private buffer [0x7f0000000000, 0x7f0000040000)"
        ),
        "{}",
        stderr(&out)
    );
}
