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
    for platform in ["gen9", "xelp", "xehpg", "xehpc", "mtl"] {
        let header = format!("== gather_sum.ll on {platform}: compiled, run on the emulator, verified against the reference\nkernel gather_sum on {platform}: ok\n");
        assert!(text.contains(&header), "{text}");
    }
    assert_eq!(text.matches("verification against the reference: passed (192 bytes compared)").count(), 5, "{text}");
    // xe2 has no legacy data port, and LSC is not selected yet: refused at the gather.
    assert!(
        text.contains(
            "gather_sum.ll:5:3: error: select: llvm.masked.gather of i32 from global memory with align 4 is not \
                       supported on xe2: xe2 has no legacy data port"
        ),
        "{text}"
    );
    // The runs show memory: SLM holds a[i] + b[i] = 2i for the lanes of the
    // mask 0xbeef (lanes 4, 8 and 14 off), worked out by hand.
    let slm = "slm (64 bytes)\n  00000000: 00 00 00 00 02 00 00 00 04 00 00 00 06 00 00 00\n  \
               00000010: 00 00 00 00 0a 00 00 00 0c 00 00 00 0e 00 00 00\n  \
               00000020: 00 00 00 00 12 00 00 00 14 00 00 00 16 00 00 00\n  \
               00000030: 18 00 00 00 1a 00 00 00 00 00 00 00 1e 00 00 00\n";
    assert_eq!(text.matches(slm).count(), 5, "{text}");
    assert!(text.contains("verify messages for xehpg: ok"), "{text}");
    assert!(
        text.contains("== messages.visaasm run on the emulator with messages.toml\nkernel messages on xehpg: ok\n"),
        "{text}"
    );
    // TYPED_ATOMIC does not exist on xehpc, and the demo says so.
    assert!(text.contains("verify messages for xehpc:\n    kernel messages, instruction #4 (typed_atomic)"), "{text}");
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
        .filter(|f| *f != "--help")
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
