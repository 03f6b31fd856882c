//! `visa-lower validate K.ll X.visaasm --launch K.toml --platform P`: the
//! given vISA on the emulator against the IR on the reference interpreter
//! (the other engine), inputs bound by position (docs/validate.md).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub(super) fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub(super) fn visa_lower(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_visa-lower")).args(args).current_dir(root()).output().expect("spawn visa-lower")
}

pub(super) fn text(out: &Output) -> String {
    format!("stdout:\n{}\nstderr:\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
}

/// `visa-lower validate testdata/K.ll VISA --launch testdata/K.toml --platform P`.
fn validate(kernel: &str, visa: &str, platform: &str) -> Output {
    let ll = format!("testdata/{kernel}.ll");
    let toml = format!("testdata/{kernel}.toml");
    visa_lower(&["validate", &ll, visa, "--launch", &toml, "--platform", platform])
}

/// Our own compile of `testdata/K.ll` for `platform`, in `dir`.
fn compiled(dir: &Path, kernel: &str, platform: &str) -> PathBuf {
    let out = dir.join(format!("{}_{platform}.visaasm", kernel.replace('/', "_")));
    let ll = format!("testdata/{kernel}.ll");
    let path = out.to_str().expect("utf-8 path");
    // The legacy messages, where the platform has them: the tests edit them by name.
    let messages = if platform == "xe2" { "lsc" } else { "legacy" };
    let compile = visa_lower(&["compile", &ll, "--platform", platform, "--messages", messages, "-o", path]);
    assert_eq!(compile.status.code(), Some(0), "{}", text(&compile));
    out
}

#[test]
fn our_own_output_validates() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Global gather and scatter with a returned value; SLM; a constant
    // surface (`bti<N>`); an overlapping scatter.
    for kernel in ["reference/i32_w8_add", "cm/gather4_scaled_slm_w16", "cm/dword_atomic_fmax_w16", "e2e/i32_w8_add"] {
        for platform in ["gen9", "xehpg", "xehpc"] {
            let visa = compiled(dir.path(), kernel, platform);
            let out = validate(kernel, visa.to_str().expect("utf-8"), platform);
            let report = text(&out);
            assert_eq!(out.status.code(), Some(0), "{kernel} on {platform}: {report}");
            assert!(report.contains("verification against the reference: passed"), "{kernel} on {platform}: {report}");
        }
    }
}

/// Intel's `.visaasm` (testdata/igc/adapted/, IGC 1.0.12504) of kernels it
/// compiles right: inputs named `V33`, ..., an implicit input first, masks
/// one byte per lane, the returned value stored through one more pointer.
#[test]
fn intels_output_validates_where_igc_is_right() {
    for (kernel, platform) in [
        ("reference/i32_w8_add", "xehpg"),
        ("reference/i32_w8_add", "xehpc"),
        ("reference/ptr_return_w4", "xehpg"),
        ("reference/overlap_w8_i32", "xehpc"),
        ("cm/gather4_scaled_slm_w16", "xehpc"),
        ("cm/dword_atomic_fmax_w16", "xehpg"),
        ("flow/phi_swap", "xehpc"),
        ("generic/scatter_global", "xehpg"),
        // Lane 2 reads `buf+16`, past the 16-byte buffer: both runs fault
        // there, which agrees (exit 0; `run` would say 1 for the fault).
        ("refcheck/gather_fault", "xehpc"),
    ] {
        let visa = format!("testdata/igc/adapted/{platform}/{kernel}.visaasm");
        let out = validate(kernel, &visa, platform);
        let report = text(&out);
        assert_eq!(out.status.code(), Some(0), "{kernel} on {platform}: {report}");
        assert!(report.contains("verification against the reference: passed"), "{kernel} on {platform}: {report}");
    }
}

/// IGC 1.0.12504 sends a masked scatter to SLM (`addrspace(3)`) as an
/// SVM_SCATTER to the SLM offset taken as a global address: the run faults
/// where the reference writes SLM, and validate says so (exit 1).
#[test]
fn intels_slm_scatter_sent_to_global_memory_is_caught() {
    let kernel = "e2e/i32_w8_add";
    for platform in ["xehpg", "xehpc"] {
        let visa = format!("testdata/igc/adapted/{platform}/{kernel}.visaasm");
        let out = validate(kernel, &visa, platform);
        let report = text(&out);
        assert_eq!(out.status.code(), Some(1), "{report}");
        // The launch spec's `slm = 64`, lane 0's index 2: byte 64 + 2 * 4 = 0x48.
        assert!(report.contains("(svm_scatter), lane 0: no allocation holds 4 byte(s) at 0x48"), "{report}");
        assert!(report.contains("verification against the reference: FAILED"), "{report}");
    }
}

/// One immediate changed by hand (`add ... 0x3` -> `0x4`): every lane's
/// sum is one more. Lane 0 is scattered to `dst` index 2, bytes 8..12; the
/// reference's byte 8 plus one is what the edited kernel writes there.
#[test]
fn a_hand_edited_immediate_is_a_mismatch_naming_the_byte() {
    let dir = tempfile::tempdir().expect("tempdir");
    let kernel = "reference/i32_w8_add";
    let ours = compiled(dir.path(), kernel, "xehpg");
    let original = std::fs::read_to_string(&ours).expect("read");
    let add =
        original.lines().find(|l| l.trim_start().starts_with("add (") && l.ends_with("0x3:ud")).expect("the add of 3");
    let edited = original.replace(add, &add.replace("0x3:ud", "0x4:ud"));
    assert_ne!(edited, original);
    let visa = dir.path().join("edited.visaasm");
    std::fs::write(&visa, edited).expect("write");
    let out = validate(kernel, visa.to_str().expect("utf-8"), "xehpg");
    let report = text(&out);
    assert_eq!(out.status.code(), Some(1), "{report}");
    let line = report
        .lines()
        .find(|l| l.contains("mismatch: buffer dst offset 8 (address 0x101000008)"))
        .unwrap_or_else(|| panic!("no mismatch at dst byte 8: {report}"));
    let hex = |after: &str| {
        let at = line.find(after).expect("field") + after.len();
        u8::from_str_radix(&line[at + 2..at + 4], 16).expect("hex byte")
    };
    let (expected, got) = (hex("expected "), hex("got "));
    assert_eq!(got, expected.wrapping_add(1), "{line}");
    assert!(line.contains("(svm_scatter), lane 0"), "the writer is named: {line}");
}

#[test]
fn bad_input_is_exit_2_with_a_located_diagnostic() {
    let kernel = "reference/i32_w8_add";
    let intel = "testdata/igc/adapted/xehpg/reference/i32_w8_add.visaasm";

    let missing = validate(kernel, "testdata/igc/adapted/xehpg/no_such.visaasm", "xehpg");
    assert_eq!(missing.status.code(), Some(2), "{}", text(&missing));
    assert!(text(&missing).contains("no_such.visaasm"), "{}", text(&missing));

    let unknown = validate(kernel, intel, "gen42");
    assert_eq!(unknown.status.code(), Some(2), "{}", text(&unknown));
    assert!(text(&unknown).contains("gen42"), "{}", text(&unknown));

    // Intel's DG2 output judged for Gen9: the verifier refuses it at its line.
    let wrong = validate(kernel, intel, "gen9");
    assert_eq!(wrong.status.code(), Some(2), "{}", text(&wrong));
    assert!(text(&wrong).contains("i32_w8_add.visaasm:"), "{}", text(&wrong));

    // Another kernel's vISA (one input) for this IR (four parameters):
    // refused at the `.kernel` line (2), naming both counts.
    let dir = tempfile::tempdir().expect("tempdir");
    let other = compiled(dir.path(), "cm/scatter_scaled_words_w16", "xehpg");
    let count = validate(kernel, other.to_str().expect("utf-8"), "xehpg");
    let report = text(&count);
    assert_eq!(count.status.code(), Some(2), "{report}");
    assert!(report.contains(".visaasm:2:1: error: kernel"), "{report}");
    assert!(report.contains("@i32_w8_add has 4 parameters"), "{report}");
}

/// `--json`: the report of docs/run-output.md, its `verification` the verdict.
#[test]
fn json_report_carries_the_verdict() {
    let kernel = "reference/i32_w8_add";
    let ll = format!("testdata/{kernel}.ll");
    let toml = format!("testdata/{kernel}.toml");
    let visa = format!("testdata/igc/adapted/xehpc/{kernel}.visaasm");
    let out = visa_lower(&["validate", &ll, &visa, "--launch", &toml, "--platform", "PVC", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(json["verification"]["passed"], serde_json::Value::Bool(true), "{json}");
    assert_eq!(json["platform"], "xehpc", "{json}");
}

/// What `validate` says of one of Intel's kernels: its exit code and the
/// first difference it reports (the first `problem:` or `mismatch:` line
/// and how many bytes it lists, or the error).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Outcome {
    kernel: String,
    platform: String,
    exit: i32,
    difference: String,
}

fn first_difference(out: &Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let cut = |s: &str| s.chars().take(120).collect::<String>().replace('|', "/").replace('`', "'");
    if out.status.code() == Some(2) {
        let line = stderr.lines().find(|l| l.contains("error: ")).unwrap_or("no error line");
        let message = &line[line.find("error: ").map_or(0, |at| at + 7)..];
        return cut(message.split(" (vISA spec").next().unwrap_or(message));
    }
    let lines: Vec<&str> = stdout.lines().map(str::trim).collect();
    let first = lines.iter().find(|l| l.starts_with("problem:") || l.starts_with("mismatch:")).unwrap_or(&"");
    // The text lists the first mismatches and counts the rest.
    let more: usize = lines
        .iter()
        .filter_map(|l| l.strip_prefix("... and ")?.strip_suffix(" (--json lists 1000)"))
        .filter_map(|l| l.strip_suffix(" more mismatched byte(s)")?.parse::<usize>().ok())
        .sum();
    let bytes = lines.iter().filter(|l| l.starts_with("mismatch:")).count() + more;
    // The report is of the first dispatch mask that failed: named unless it
    // is the launch spec's.
    let mask = lines
        .iter()
        .find(|l| l.ends_with("(the report above)") && !l.contains("(the launch spec's)"))
        .and_then(|l| l.split(' ').next())
        .map_or(String::new(), |m| format!("under {m}: "));
    format!("{mask}{}; {bytes} mismatched bytes listed", cut(first.split("; ").next().unwrap_or(first)))
}

/// Every Intel `.visaasm` of testdata/igc/adapted/, and of Intel's own VC
/// kernels (testdata/igc/src/, as `igc/src/K`), validated against its
/// `.ll`: each agrees, or is listed in docs/igc-findings.md with the same
/// exit code and first difference. Fails when the list and the runs drift.
#[test]
fn intels_whole_corpus_agrees_or_is_a_listed_finding() {
    let mut jobs = Vec::new();
    for platform in ["xehpg", "xehpc"] {
        let base = root().join("testdata/igc/adapted").join(platform);
        let mut stack = vec![base.clone()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("read_dir") {
                let path = entry.expect("entry").path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "visaasm") {
                    let rel = path.strip_prefix(&base).expect("under base").with_extension("");
                    jobs.push((rel.to_string_lossy().replace('\\', "/"), platform));
                }
            }
        }
    }
    // Intel's own VC kernels (testdata/igc/src/), on every platform dumped,
    // with their launch specs of testdata/igc/launch/.
    let mut own = 0;
    for entry in std::fs::read_dir(root().join("testdata/igc/src")).expect("read_dir") {
        let path = entry.expect("entry").path();
        let Some(stem) =
            path.file_stem().and_then(|s| s.to_str()).filter(|_| path.extension().is_some_and(|e| e == "ll"))
        else {
            continue;
        };
        for platform in ["gen9", "xelp", "xehpg", "xehpc"] {
            jobs.push((format!("igc/src/{stem}"), platform));
            own += 1;
        }
    }
    jobs.sort();
    assert!(jobs.len() > 200, "the corpus: {} kernels", jobs.len());
    assert_eq!(own, 40, "10 kernels of testdata/igc/src/ on 4 platforms");
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((kernel, platform)) = jobs.get(i) else { break };
                let ll = format!("testdata/{kernel}.ll");
                let out = match kernel.strip_prefix("igc/src/") {
                    // The stack-called functions' files beside it are joined.
                    Some(own) => {
                        let visa = format!("testdata/igc/{platform}/{own}.visaasm");
                        let launch = format!("testdata/igc/launch/{own}.toml");
                        visa_lower(&["validate", &ll, &visa, "--launch", &launch, "--platform", platform])
                    }
                    None => {
                        let visa = format!("testdata/igc/adapted/{platform}/{kernel}.visaasm");
                        visa_lower(&["validate", &ll, &visa, "--platform", platform])
                    }
                };
                let exit = out.status.code().unwrap_or(-1);
                let difference = if exit == 0 { String::new() } else { first_difference(&out) };
                let outcome = Outcome { kernel: kernel.clone(), platform: platform.to_string(), exit, difference };
                results.lock().expect("lock").push(outcome);
            });
        }
    });
    let mut runs: Vec<Outcome> = results.into_inner().expect("lock").into_iter().filter(|o| o.exit != 0).collect();
    runs.sort();

    // | `kernel` | platform | IGC | exit | `first difference` | cause |
    let doc = std::fs::read_to_string(root().join("docs/igc-findings.md")).expect("docs/igc-findings.md");
    let mut listed: Vec<Outcome> = doc
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            let cells: Vec<&str> = l.split(" | ").map(|c| c.trim_matches(|ch| ch == '|' || ch == ' ')).collect();
            Outcome {
                kernel: cells[0].trim_matches('`').to_string(),
                platform: cells[1].to_string(),
                exit: cells[3].parse().expect("exit code"),
                difference: cells[4].trim_matches('`').to_string(),
            }
        })
        .collect();
    listed.sort();
    let unlisted: Vec<String> = runs
        .iter()
        .filter(|r| !listed.contains(r))
        .map(|r| format!("| `{}` | {} | 1.0.12504 | {} | `{}` | |", r.kernel, r.platform, r.exit, r.difference))
        .collect();
    let stale: Vec<String> =
        listed.iter().filter(|l| !runs.contains(l)).map(|l| format!("{} on {}", l.kernel, l.platform)).collect();
    assert!(
        unlisted.is_empty() && stale.is_empty(),
        "docs/igc-findings.md drifted from the runs.\nnot listed (or listed otherwise):\n{}\nlisted but not so:\n{}",
        unlisted.join("\n"),
        stale.join("\n")
    );
}

/// Intel's integer division sets `%cr0` to round toward zero around its
/// float reciprocal sequence (`and 0xfffffb0e`, `or 0x30`): with the
/// control register modelled, the quotients agree on both platforms.
#[test]
fn intels_integer_division_runs_with_its_rounding_mode() {
    for kernel in ["arith/int_div", "arith/int_div_narrow", "arith/div_by_zero"] {
        for platform in ["xehpg", "xehpc"] {
            let visa = format!("testdata/igc/adapted/{platform}/{kernel}.visaasm");
            let source = std::fs::read_to_string(root().join(&visa)).expect("read");
            assert!(source.contains("or (M1, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x30:ud"), "{visa} sets RTZ");
            let out = validate(kernel, &visa, platform);
            assert_eq!(out.status.code(), Some(0), "{kernel} on {platform}: {}", text(&out));
        }
    }
}

/// Intel's `llvm.genx.any`/`all` of 16 and 40 lanes is `(P.any) sel (M1, 1)`
/// on a 16- or 32-bit predicate: the combine takes the predicate's
/// `num_elts` bits, as both assemblers encode it (`any32h`), so the four
/// results (any, all of `a > 5`; any, all of `b != 0`: 1, 0, 1, 1) agree.
#[test]
fn intels_any_and_all_combine_the_whole_predicate() {
    for platform in ["xehpg", "xehpc"] {
        let visa = format!("testdata/igc/adapted/{platform}/arith/any_all.visaasm");
        let source = std::fs::read_to_string(root().join(&visa)).expect("read");
        assert!(source.contains("(P1.any) sel (M1, 1)"), "{visa}");
        let out = validate("arith/any_all", &visa, platform);
        assert_eq!(out.status.code(), Some(0), "any_all on {platform}: {}", text(&out));
    }
}

/// SVM_BLOCK_ST of 16 owords (the page encodes 1..8; IGC 1.0.12504's
/// assembler sends an A64 oword block write of 16) runs with a warning and
/// agrees. SCATTER4_SCALED at 2 lanes is tolerated too, but Intel's data
/// operand is refused: the page lays channel G of lane i at dword
/// `max(2, 32 / 4) + i` (a DG2 GRF is 32 bytes), so lane 1's G ends at byte
/// 4 * 10 = 40 of a 16-byte variable (IGC packs the channels 2 dwords apart,
/// and its assembler sends the second GRF of the payload as G).
#[test]
fn intels_narrow_and_wide_blocks_run_or_are_refused_precisely() {
    let kernel = "cm/svm_block_st_w64";
    for platform in ["xehpg", "xehpc"] {
        let out = validate(kernel, &format!("testdata/igc/adapted/{platform}/{kernel}.visaasm"), platform);
        assert_eq!(out.status.code(), Some(0), "{kernel} on {platform}: {}", text(&out));
        assert!(
            text(&out).contains("warning: [exec-size] svm_block_st: oword count 16 is not allowed"),
            "{}",
            text(&out)
        );
    }
    let kernel = "regress/scatter4_overlap_across_pieces";
    let out = validate(kernel, &format!("testdata/igc/adapted/xehpg/{kernel}.visaasm"), "xehpg");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    let t = text(&out);
    assert!(
        t.contains(
            "error: [raw-footprint] scatter4_scaled: src V36.0 accesses 40 bytes from offset 0, but V36 has 16 bytes"
        ),
        "{t}"
    );
    assert!(!t.contains("[exec-size]"), "{t}");
}

/// Intel's compiler calls an IR declaration it does not know through
/// `faddr` and `ifcall`, to a function no file defines: refused at the
/// `faddr`, naming the function and what the file defines.
#[test]
fn intels_call_to_an_undefined_function_is_refused_precisely() {
    let kernel = "emit/qw_scatter";
    for platform in ["xehpg", "xehpc"] {
        let visa = format!("testdata/igc/adapted/{platform}/{kernel}.visaasm");
        let out = validate(kernel, &visa, platform);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        let t = text(&out);
        assert!(
            t.contains(
                "error: cannot run kernel qw: faddr takes the address of function \
                 `llvm.visa.qw.scatter.v8i1.v8i32.v8i64`, which no kernel or function of"
            ),
            "{t}"
        );
        assert!(t.contains("defined: qw") && !t.contains("unknown instruction"), "{t}");
    }
}

/// SVM_ATOMIC at SIMD16 (the page lists 1..8; Intel's assembler sends one
/// SIMD16 A64 atomic): run with a warning naming the rule, and agreeing.
/// Without `--launch`, the `.toml` beside the IR is the spec.
#[test]
fn what_intels_assembler_legalizes_runs_with_a_warning() {
    let kernel = "cm/svm_atomic_add_w16";
    for platform in ["xehpg", "xehpc"] {
        let visa = format!("testdata/igc/adapted/{platform}/{kernel}.visaasm");
        // Under the launch spec's mask: under partial ones DG2's dword-pair
        // addresses fail (docs/igc-findings.md).
        let ll = format!("testdata/{kernel}.ll");
        let out = visa_lower(&["validate", &ll, &visa, "--platform", platform, "--masks", "spec"]);
        let report = text(&out);
        assert_eq!(out.status.code(), Some(0), "{report}");
        // SIMD16 SVM_ATOMIC is beyond the page on xehpg; the message table
        // has it on xehpc (one send whose one-GRF result holds 16 dwords).
        let warned = report.contains("warning: [exec-size] svm_atomic: exec size 16");
        assert_eq!(warned, platform == "xehpg", "{report}");
    }
    // A predicate read past its bits is not tolerated: exit 2.
    let out = validate("emit/gather_w31_split", "testdata/igc/adapted/xehpg/emit/gather_w31_split.visaasm", "xehpg");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("error: [pred-range]"), "{}", text(&out));
}

/// `visa-lower test` on a folder of `.ll` + `.visaasm` pairs: a
/// `k.<platform>.visaasm` beside `k.ll` is validated against it on that
/// platform, with the functions of `k.<platform>_f<n>.visaasm` (Intel's
/// right output passes, `call` with its stack call too; its SLM scatter
/// sent to global memory fails with validate's report); a platform with
/// none compiles the `.ll` as always.
#[test]
fn test_validates_visaasm_beside_its_ll() {
    let dir = tempfile::tempdir().expect("tempdir");
    let copy = |from: &str, to: &str| std::fs::copy(root().join(from), dir.path().join(to)).expect("copy");
    copy("testdata/reference/i32_w8_add.ll", "good.ll");
    copy("testdata/reference/i32_w8_add.toml", "good.toml");
    copy("testdata/igc/adapted/xehpg/reference/i32_w8_add.visaasm", "good.xehpg.visaasm");
    copy("testdata/e2e/i32_w8_add.ll", "slm.ll");
    copy("testdata/e2e/i32_w8_add.toml", "slm.toml");
    copy("testdata/igc/adapted/xehpg/e2e/i32_w8_add.visaasm", "slm.xehpg.visaasm");
    // Intel's `call` with its stack-called function in `<stem>_f0.visaasm`.
    copy("testdata/igc/src/call.ll", "call.ll");
    copy("testdata/igc/launch/call.toml", "call.toml");
    copy("testdata/igc/xehpg/call.visaasm", "call.xehpg.visaasm");
    copy("testdata/igc/xehpg/call_f0.visaasm", "call.xehpg_f0.visaasm");
    let folder = dir.path().to_str().expect("utf-8");
    let out = visa_lower(&["test", folder, "--platform", "xehpg", "--platform", "xehpc", "--verbose"]);
    let report = text(&out);
    assert_eq!(out.status.code(), Some(1), "{report}");
    for (status, file, platform) in [
        ("PASSED", "good.ll", "xehpg"),
        ("PASSED", "good.ll", "xehpc"),
        ("FAILED", "slm.ll", "xehpg"),
        ("PASSED", "slm.ll", "xehpc"),
        ("PASSED", "call.ll", "xehpg"),
        ("PASSED", "call.ll", "xehpc"),
    ] {
        let line = format!("{status}: {folder}/{file} on {platform}");
        assert!(report.contains(&line), "no `{line}`: {report}");
    }
    assert!(report.contains("(svm_scatter), lane 0: no allocation holds 4 byte(s) at 0x48"), "{report}");
    assert!(report.contains("6 run(s) of 3 kernel(s) on xehpg, xehpc: 5 passed, 1 failed"), "{report}");
}

/// Which testdata kernels the in-process comparisons below take: every
/// 12th in path order, or every `VISA_LOWER_VALIDATE_EVERY`-th
/// (`VISA_LOWER_VALIDATE_EVERY=1`: all of them, docs/validate.md).
fn sample_step() -> usize {
    std::env::var("VISA_LOWER_VALIDATE_EVERY").ok().and_then(|v| v.parse().ok()).filter(|&n| n > 0).unwrap_or(12)
}

/// Our own compile judged by `validate` says what `run --verify` says: on
/// every 12th testdata kernel (in path order; [`sample_step`]) and every
/// platform, the compiled `.visaasm` validates (exit 0) exactly when `run
/// --verify` passes. In process, through the library: a process per run
/// would take minutes.
#[test]
fn validate_of_our_output_agrees_with_run_verify() {
    use visa_lower::commands::validate::{validate as validate_visa, ValidateRequest};
    use visa_lower::pipeline::run::{run_ir, IrRunRequest};
    let found = visa_lower::commands::test::discover(&[root().join("testdata")]).expect("discover");
    let step = sample_step();
    let kernels: Vec<_> =
        found.kernels.iter().filter(|k| !k.path.components().any(|c| c.as_os_str() == "igc")).step_by(step).collect();
    assert!(kernels.len() >= 15, "{} kernels", kernels.len());
    let (mut checked, mut passed) = (0, 0);
    let mut disagree = Vec::new();
    for kernel in &kernels {
        let file = kernel.path.display().to_string();
        for platform in visa_lower::Platform::ALL {
            let module = visa_lower::api::Module::from_memory(file.clone(), kernel.bytes.clone()).expect("module");
            let Ok(compiled) = module.compile(&visa_lower::api::CompileOptions::new(platform)) else { continue };
            let visa_text = compiled.text().expect("text");
            let launch = (kernel.spec_file.as_str(), kernel.spec_text.as_str());
            let run = run_ir(&IrRunRequest::verify_on(&file, &kernel.bytes, launch, platform));
            let run_passes = run.is_ok_and(|r| r.verdict.as_ref().is_some_and(|v| v.passed()));
            let request = ValidateRequest {
                ir_file: &file,
                ir_bytes: &kernel.bytes,
                visa_file: "ours.visaasm",
                visa_text: &visa_text,
                function_files: &[],
                launch,
                platform,
                budget: None,
                masks: Default::default(),
            };
            let validated = validate_visa(&request).map(|v| v.exit_code());
            if run_passes != matches!(validated, Ok(0)) {
                disagree
                    .push(format!("{file} on {platform}: run --verify passes: {run_passes}, validate: {validated:?}"));
            }
            checked += 1;
            passed += usize::from(run_passes);
        }
    }
    eprintln!(
        "{} kernels, {checked} compiled runs: {passed} pass run --verify; validate disagrees on {}",
        kernels.len(),
        disagree.len()
    );
    assert!(checked >= 40, "{checked} runs");
    assert!(disagree.is_empty(), "{}", disagree.join("\n"));
}

/// IGC 1.0.12504's miscompile of masked gathers and scatters wider than 16
/// lanes, on kernels made to show it (testdata/validate/: a variable mask
/// `m` = bit i set unless i mod 3 = 1; lane i at dword `7 i mod N`;
/// scatter values `v[i]` = 2000 + i into an iota; gather pass-through
/// 1000 + i from an iota). Our compile of each verifies; Intel's
/// (regenerated by scripts/gen_igc_corpus.py) mismatches at the bytes
/// worked out by hand below, on DG2 and PVC alike.
#[test]
fn intels_wide_masked_gathers_and_scatters_mismatch_where_worked_out() {
    let cases: [(&str, &[&str]); 4] = [
        // Lane 23 owns dword 1 (7 * 23 = 161 = 5 * 32 + 1), its bit is set
        // (23 mod 3 = 2): 2023 = 0x7e7; no message of IGC's writes lanes
        // 16..31, so the iota's 1 stays. Lane 14 owns dword 2 (98 = 3 * 32
        // + 2): 2014 = 0x7de; IGC's one message takes lanes 0..15's
        // addresses with lanes 16..31's data, so lane 14 writes v[30] =
        // 2030 = 0x7ee. Lane 10 owns dword 6, its bit clear (10 mod 3 =
        // 1): 6 stays; IGC's lane 10 has lane 26's bit (set) and value
        // 2026 = 0x7ea.
        (
            "masked_scatter_w32_var",
            &[
                "dst offset 4 (address 0x100000004): expected 0xe7, got 0x01; no emulator write reached it",
                "dst offset 8 (address 0x100000008): expected 0xde, got 0xee;",
                "(svm_scatter), lane 14",
                "dst offset 24 (address 0x100000018): expected 0x06, got 0xea;",
            ],
        ),
        // Lane 17 (bit set) reads src[7 * 17 mod 32 = 23] = 0x17; IGC's
        // second half reads lanes 0..15's addresses: lane 1's src[7] = 7.
        // Lane 16 (bit clear) takes its pass-through either way: no mismatch.
        (
            "masked_gather_w32_var",
            &[
                "returned value offset 68 (address 0x44): expected 0x17, got 0x07",
                "returned value offset 72 (address 0x48): expected 0x1e, got 0x0e",
            ],
        ),
        // Lane 14 owns dword 34 (7 * 14 = 98 = 64 + 34): 0x7de; IGC's lane
        // 14 writes v[62] = 2062 = 0x80e. Lane 39 owns dword 17 (273 = 4 *
        // 64 + 17, bit set: 39 mod 3 = 0): 2039 = 0x7f7, never written: 17
        // = 0x11 stays.
        (
            "masked_scatter_w64_var",
            &[
                "dst offset 136 (address 0x100000088): expected 0xde, got 0x0e;",
                "dst offset 68 (address 0x100000044): expected 0xf7, got 0x11; no emulator write reached it",
            ],
        ),
        // Lanes 17, 33 (bits set) read src[55] = 0x37 and src[39] = 0x27;
        // IGC gives both lane 1's src[7]; lane 50 reads src[30] = 0x1e, IGC
        // lane 2's src[14] = 0x0e.
        (
            "masked_gather_w64_var",
            &[
                "returned value offset 68 (address 0x44): expected 0x37, got 0x07",
                "returned value offset 132 (address 0x84): expected 0x27, got 0x07",
                "returned value offset 200 (address 0xc8): expected 0x1e, got 0x0e",
            ],
        ),
    ];
    for (name, lines) in cases {
        let kernel = format!("validate/{name}");
        for platform in ["xehpg", "xehpc"] {
            let ours = visa_lower(&[
                "run",
                &format!("testdata/{kernel}.ll"),
                "--launch",
                &format!("testdata/{kernel}.toml"),
                "--platform",
                platform,
                "--verify",
            ]);
            assert_eq!(ours.status.code(), Some(0), "ours, {kernel} on {platform}: {}", text(&ours));
            let visa = format!("testdata/igc/adapted/{platform}/{kernel}.visaasm");
            let out = validate(&kernel, &visa, platform);
            let report = text(&out);
            assert_eq!(out.status.code(), Some(1), "Intel's, {kernel} on {platform}: {report}");
            // The text lists the first mismatches; `--json` lists them all.
            let ll = format!("testdata/{kernel}.ll");
            let json = visa_lower(&["validate", &ll, &visa, "--platform", platform, "--json"]);
            let json: serde_json::Value = serde_json::from_slice(&json.stdout).expect("one JSON object");
            let mismatches = json["verification"]["mismatches"].as_array().expect("mismatches");
            for line in lines {
                // `PLACE offset N (address A): expected 0xE, got 0xG`; other
                // lines are read in the text.
                let Some((place, rest)) = line.split_once(" offset ") else {
                    assert!(report.contains(line), "{kernel} on {platform}: no `{line}` in {report}");
                    continue;
                };
                let offset: u64 = rest.split(' ').next().and_then(|n| n.parse().ok()).expect("offset number");
                let hex = |key: &str| {
                    let at = rest.find(key).expect(key) + key.len();
                    u64::from_str_radix(rest[at..].trim_end_matches(';').split([',', ';']).next().unwrap_or(""), 16)
                        .expect("hex byte")
                };
                let (expected, actual) = (hex("expected 0x"), hex("got 0x"));
                assert!(
                    mismatches.iter().any(|m| m["place"].as_str().is_some_and(|p| p.ends_with(place))
                        && m["offset"] == offset
                        && m["expected"] == expected
                        && m["actual"] == actual),
                    "{kernel} on {platform}: no `{line}` in {report}"
                );
            }
        }
    }
}

/// A SIMT kernel for the partial-mask tests: lane i gathers `src[i]` (an
/// iota), adds 100 and scatters it to `dst[7 - i]` (all lanes on), stores the
/// same vector plainly at `plain`, and returns it.
const SIMT_MASK_LL: &str = r#"define <8 x i32> @simt_mask(i32 addrspace(1)* %src, i32 addrspace(1)* %dst, <8 x i32> addrspace(1)* %plain) #0 {
entry:
  %g = getelementptr i32, i32 addrspace(1)* %src, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %g, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> zeroinitializer)
  %w = add <8 x i32> %v, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %p = getelementptr i32, i32 addrspace(1)* %dst, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  call void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32> %w, <8 x i32 addrspace(1)*> %p, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  store <8 x i32> %w, <8 x i32> addrspace(1)* %plain, align 4
  ret <8 x i32> %w
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32>, <8 x i32 addrspace(1)*>, i32, <8 x i1>)

attributes #0 = { "visa-simt"="true" }
"#;

/// The launch spec of [`SIMT_MASK_LL`], with `extra` lines at its top.
fn simt_mask_toml(extra: &str) -> String {
    format!(
        "kernel = \"simt_mask\"\n{extra}\n[[buffer]]\nname = \"src\"\nsize = 32\nfill = \"iota\"\nelement = \"u32\"\n\n\
         [[buffer]]\nname = \"dst\"\nsize = 32\n\n[[buffer]]\nname = \"plain\"\nsize = 32\n\n\
         [args]\nsrc = \"@src\"\ndst = \"@dst\"\nplain = \"@plain\"\n"
    )
}

/// [`SIMT_MASK_LL`] and its spec in `dir`: the paths of the `.ll` and `.toml`.
fn simt_mask_files(dir: &Path, extra: &str) -> (String, String) {
    let ll = dir.join("simt_mask.ll");
    let toml = dir.join("simt_mask.toml");
    std::fs::write(&ll, SIMT_MASK_LL).expect("write .ll");
    std::fs::write(&toml, simt_mask_toml(extra)).expect("write .toml");
    (ll.to_str().expect("utf-8").to_string(), toml.to_str().expect("utf-8").to_string())
}

/// The bytes of buffer `name` in a `--json` report, as dwords.
fn json_dwords(report: &serde_json::Value, name: &str) -> Vec<u32> {
    let buffers = report["memory"]["buffers"].as_array().expect("buffers");
    let hex = buffers.iter().find(|b| b["name"] == name).expect("the buffer")["bytes"].as_str().expect("hex");
    let bytes: Vec<u8> =
        (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex")).collect();
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().expect("dword"))).collect()
}

/// Our SIMT output under the partial mask 0x5 (lanes 0 and 2): the scatter
/// writes `dst[7]` = 0 + 100 and `dst[5]` = 2 + 100 and nothing else (worked
/// out by hand), and the reference of the masked IR agrees; every default
/// mask agrees too, on legacy and LSC messages.
#[test]
fn our_simt_output_agrees_under_partial_masks_and_keeps_disabled_lanes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (ll, toml) = simt_mask_files(dir.path(), "");
    for (platform, messages) in
        [("xehpg", "legacy"), ("xehpg", "lsc"), ("xehpc", "legacy"), ("xehpc", "lsc"), ("xe2", "lsc")]
    {
        let visa = dir.path().join(format!("{platform}_{messages}.visaasm"));
        let visa = visa.to_str().expect("utf-8");
        let compile =
            visa_lower(&["compile", &ll, "--platform", platform, "--simt", "--messages", messages, "-o", visa]);
        assert_eq!(compile.status.code(), Some(0), "{}", text(&compile));
        let what = format!("{platform} {messages}");
        let out =
            visa_lower(&["validate", &ll, visa, "--launch", &toml, "--platform", platform, "--masks", "0x5", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{what}: {}", text(&out));
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        assert_eq!(json_dwords(&report, "dst"), [0, 0, 0, 0, 0, 102, 0, 100], "{what}");
        let masks = &report["dispatch_masks"];
        assert_eq!(masks[0]["mask"], "0x00000005", "{what}: {masks}");
        assert_eq!(masks[0]["verdict"], "passed", "{what}: {masks}");
        // Lanes 1, 3..7 of the plain store and of the returned value are
        // not computed under the mask: not compared.
        assert_eq!(report["returned"]["undefined_bytes"].as_array().map(Vec::len), Some(24), "{what}");
        assert_eq!(report["verification"]["passed"], true, "{what}");

        let out = visa_lower(&["validate", &ll, visa, "--launch", &toml, "--platform", platform]);
        let t = text(&out);
        assert_eq!(out.status.code(), Some(0), "{what}: {t}");
        for line in [
            "0xffffffff (the launch spec's): passed",
            "0x55555555 (alternate channels): passed",
            "0x0000ffff (low half): passed",
            "0x00000001 (one channel): passed",
        ] {
            assert!(t.contains(line), "{what}: {line}\n{t}");
        }
    }
}

/// A hand edit that makes the SIMT scatter NoMask writes the lanes a
/// partial mask disables: all channels agree, mask 0x5 does not (lane 7
/// writes `dst[0]`, which the masked IR leaves 0; its gather did not run,
/// so it writes 0 + 100 = 0x64).
#[test]
fn a_scatter_that_ignores_the_dispatch_mask_fails_under_a_partial_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (ll, toml) = simt_mask_files(dir.path(), "");
    let visa = dir.path().join("k.visaasm");
    let visa = visa.to_str().expect("utf-8");
    let compile = visa_lower(&["compile", &ll, "--platform", "xehpg", "--simt", "--messages", "legacy", "-o", visa]);
    assert_eq!(compile.status.code(), Some(0), "{}", text(&compile));
    let source = std::fs::read_to_string(visa).expect("read");
    let masked = "svm_scatter.4.1 (M1, 8) p.0 w.0";
    assert!(source.contains(masked), "{source}");
    std::fs::write(visa, source.replace(masked, "svm_scatter.4.1 (M1_NM, 8) p.0 w.0")).expect("write");
    let all = visa_lower(&["validate", &ll, visa, "--launch", &toml, "--platform", "xehpg", "--masks", "all"]);
    assert_eq!(all.status.code(), Some(0), "{}", text(&all));
    let partial = visa_lower(&["validate", &ll, visa, "--launch", &toml, "--platform", "xehpg", "--masks", "all,0x5"]);
    let t = text(&partial);
    assert_eq!(partial.status.code(), Some(1), "{t}");
    assert!(t.contains("mismatch: buffer dst offset 0 (address 0x101000000): expected 0x00, got 0x64"), "{t}");
    assert!(
        t.contains("0xffffffff (all channels): passed") && t.contains("0x00000005 (given): failed (the report above)"),
        "{t}"
    );
}

/// Masks that cannot be judged are not run, with the reason: channel 0 off
/// under Intel's scalar `(M1, 1)` work (the other masks still run); only
/// such masks: exit 2. A mask that is not one: exit 2.
#[test]
fn masks_that_cannot_be_judged_are_not_run() {
    let visa = "testdata/igc/adapted/xehpc/generic/simt_plain.visaasm";
    let out = validate("generic/simt_plain", visa, "xehpc");
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(
        t.contains("0x00ff00f0 (the launch spec's): not run: channel 0 is off, and instruction #1 (mov) of kernel simt_plain runs on channel 0 alone"),
        "{t}"
    );
    let ll = "testdata/generic/simt_plain.ll";
    let only = visa_lower(&["validate", ll, visa, "--platform", "xehpc", "--masks", "spec,0x2"]);
    assert_eq!(only.status.code(), Some(2), "{}", text(&only));
    assert!(text(&only).contains("no dispatch mask could be run: dispatch mask 0x00ff00f0"), "{}", text(&only));
    let bad = visa_lower(&["validate", ll, visa, "--platform", "xehpc", "--masks", "half"]);
    assert_eq!(bad.status.code(), Some(2), "{}", text(&bad));
    assert!(text(&bad).contains("`half` is not a dispatch mask; supported: spec, all"), "{}", text(&bad));
}

/// `run --verify` of a SIMT kernel under a partial dispatch mask runs the
/// reference on the masked IR: the disabled lanes' bytes are compared as
/// unchanged and agree.
#[test]
fn run_verify_of_a_simt_kernel_masks_the_reference() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (ll, toml) = simt_mask_files(dir.path(), "dispatch_mask = 0x5");
    for platform in ["xehpg", "xehpc", "xe2"] {
        let out = visa_lower(&["run", &ll, "--launch", &toml, "--platform", platform, "--verify", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        assert_eq!(json_dwords(&report, "dst"), [0, 0, 0, 0, 0, 102, 0, 100], "{platform}");
        assert_eq!(report["verification"]["passed"], true, "{platform}");
    }
}

/// Our SIMT output validates under every default dispatch mask: every 12th
/// testdata kernel ([`sample_step`]), in process. A mask the IR cannot be
/// judged under is not run, never failed.
#[test]
fn our_simt_output_validates_under_every_default_mask() {
    use visa_lower::commands::validate::{validate as validate_visa, MaskVerdict, ValidateRequest};
    let found = visa_lower::commands::test::discover(&[root().join("testdata")]).expect("discover");
    let step = sample_step();
    let kernels: Vec<_> =
        found.kernels.iter().filter(|k| !k.path.components().any(|c| c.as_os_str() == "igc")).step_by(step).collect();
    let mut checked = 0;
    let mut failed = Vec::new();
    for kernel in &kernels {
        let file = kernel.path.display().to_string();
        for platform in [visa_lower::Platform::XeHpg, visa_lower::Platform::XeHpc] {
            let module = visa_lower::api::Module::from_memory(file.clone(), kernel.bytes.clone()).expect("module");
            let options = visa_lower::api::CompileOptions::new(platform).simt(true);
            let Ok(compiled) = module.compile(&options) else { continue };
            let visa_text = compiled.text().expect("text");
            let request = ValidateRequest {
                ir_file: &file,
                ir_bytes: &kernel.bytes,
                visa_file: "ours.visaasm",
                visa_text: &visa_text,
                function_files: &[],
                launch: (kernel.spec_file.as_str(), kernel.spec_text.as_str()),
                platform,
                budget: None,
                masks: Default::default(),
            };
            match validate_visa(&request) {
                Ok(v) if v.exit_code() == 0 => {
                    checked += v.masks.iter().filter(|m| matches!(m.verdict, MaskVerdict::Passed)).count();
                }
                Ok(v) => failed.push(format!("{file} on {platform}:\n{}{}", v.report.text(), v.masks_text())),
                Err(d) => failed.push(format!("{file} on {platform}: {d:?}")),
            }
        }
    }
    eprintln!("{} kernels: {checked} mask runs passed, {} failed", kernels.len(), failed.len());
    assert!(checked >= 150, "{checked} mask runs");
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", text(out)))
}

/// Writes `text` to `dir/name`, and returns the path.
fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("writes");
    path.to_str().expect("utf-8 path").to_string()
}

/// implicit.ll stores (gid, local id y, group id y, group count x) with
/// gid = group id x * local size x + local id x = 1 * 4 + 3 = 7 at dword
/// 8 * 7 = 56: 7, 1, 5, 2 (testdata/igc/launch/implicit.toml). Our compile
/// on every platform with `run --verify`, and Intel's output
/// (`.implicit_LOCAL_ID`, `LOCAL_SIZE`, `GROUP_COUNT`, `%group_id_x/y`) with
/// validate, agree with the reference and with this. Intel's xehpc dump
/// gives SVM_BLOCK_ST a source declared `align=dword` on a 64-byte GRF: run
/// with a warning, as both assemblers place it GRF-aligned (docs/validate.md).
#[test]
fn implicit_inputs_come_from_the_launch_spec() {
    let spec = "testdata/igc/launch/implicit.toml";
    let mut expected = vec![0u32; 64];
    expected[56..60].copy_from_slice(&[7, 1, 5, 2]);
    let ll = "testdata/igc/src/implicit.ll";
    for platform in ["gen9", "xelp", "xehpg", "xehpc", "mtl", "xe2"] {
        let out = visa_lower(&["run", ll, "--launch", spec, "--platform", platform, "--verify", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        assert_eq!(json_dwords(&json(&out), "out"), expected, "{platform}");
    }
    for platform in ["gen9", "xelp", "xehpg", "xehpc"] {
        let visa = format!("testdata/igc/{platform}/implicit.visaasm");
        let out = visa_lower(&["validate", ll, &visa, "--launch", spec, "--platform", platform, "--json"]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        assert_eq!(json_dwords(&json(&out), "out"), expected, "{platform}");
        let warned = String::from_utf8_lossy(&out.stderr).contains(
            "implicit.visaasm:79:5: warning: [raw-align] svm_block_st: src V40.0 lies in V40, declared align=dword",
        );
        assert_eq!(warned, platform == "xehpc", "{platform}: {}", text(&out));
    }
    // Made an input, `V40` sits where the runtime puts it (byte 224, half a
    // GRF in): no assembler can align it, and the rule refuses it (exit 2).
    let dir = tempfile::tempdir().expect("tempdir");
    let intel = std::fs::read_to_string(root().join("testdata/igc/xehpc/implicit.visaasm")).expect("read");
    let input = ".input V32 offset=160 size=8\n";
    assert!(intel.contains(input));
    let visa =
        write(dir.path(), "input.visaasm", &intel.replace(input, &format!("{input}.input V40 offset=224 size=32\n")));
    let out = visa_lower(&["validate", ll, &visa, "--launch", spec, "--platform", "xehpc"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    let said = "input.visaasm:80:5: error: [raw-align] svm_block_st: src V40.0 lies in V40";
    assert!(text(&out).contains(said), "{}", text(&out));
}

/// call.ll: `dst[i] = 2 * (src[i]^2 + 3)`, through a subroutine (`call`)
/// and a stack call (`fcall` of `twice`, which IGC writes to a file of its
/// own, `call_f0.visaasm`: validate joins it, found beside the kernel's
/// file or named after it). Intel's output runs its calls and agrees on
/// every platform; our compile inlines both (`noinline` is a hint) and
/// agrees too.
#[test]
fn intels_calls_run_and_agree() {
    let src = [1i32, -2, 3, 40, 5, 600, -7, 8];
    let spec = "testdata/igc/launch/call.toml";
    let expected: Vec<u32> = src.iter().map(|&x| (2 * (x * x + 3)) as u32).collect();
    assert_eq!(expected[..4], [8, 14, 24, 3206]);
    let ll = "testdata/igc/src/call.ll";
    let dir = tempfile::tempdir().expect("tempdir");
    for platform in ["gen9", "xelp", "xehpg", "xehpc"] {
        let visa = format!("testdata/igc/{platform}/call.visaasm");
        let out = visa_lower(&["validate", ll, &visa, "--launch", spec, "--platform", platform, "--json"]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        assert_eq!(json_dwords(&json(&out), "dst"), expected, "{platform}");
        // Elsewhere, the function file named on the command line.
        let kernel =
            write(dir.path(), &format!("k_{platform}.visaasm"), &std::fs::read_to_string(root().join(&visa)).unwrap());
        let function = format!("testdata/igc/{platform}/call_f0.visaasm");
        let out = visa_lower(&["validate", ll, &kernel, &function, "--launch", spec, "--platform", platform]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        let out = visa_lower(&["run", ll, "--launch", spec, "--platform", platform, "--verify", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        assert_eq!(json_dwords(&json(&out), "dst"), expected, "{platform}");
    }
    // Without the function, the `fcall` is refused at its line.
    let kernel = format!("{}/k_xehpg.visaasm", dir.path().display());
    let out = visa_lower(&["validate", ll, &kernel, "--launch", spec, "--platform", "xehpg"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("k_xehpg.visaasm:100:5: error: cannot run kernel call"), "{}", text(&out));
    // A unit defined twice (the function file given twice over, once by name).
    let visa = "testdata/igc/xehpg/call.visaasm";
    let copy = write(
        dir.path(),
        "again.visaasm",
        &std::fs::read_to_string(root().join("testdata/igc/xehpg/call_f0.visaasm")).unwrap(),
    );
    let out = visa_lower(&["validate", ll, visa, &copy, "--launch", spec, "--platform", "xehpg"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("call_f0.visaasm: `twice` is defined again"), "{}", text(&out));
}

/// Intel's surface ABI (testdata/igc/abi/surfaces.ll): IGC hard-codes a
/// surface argument's binding-table index, read-only images first, then the
/// others, in argument order, from 1 (`%ro` 1, `%buf` 2, `%rw` 3), keeping
/// a buffer's input and dropping an image's; validate binds the kernel's one
/// input to `%buf` and checks the images are where the spec puts them. The
/// run writes dword i = i to `%buf` and adds i to texel i of `%rw` (10, 20,
/// ...: 10, 21, 32, ...). A spec binding a dropped surface elsewhere, or
/// not at all, is refused with the index to use.
#[test]
fn intels_surface_arguments_bind_at_the_indices_it_hard_codes() {
    let ll = "testdata/igc/abi/surfaces.ll";
    for platform in ["xehpg", "xehpc"] {
        let visa = format!("testdata/igc/abi/{platform}/surfaces.visaasm");
        let source = std::fs::read_to_string(root().join(&visa)).expect("read");
        assert_eq!(source.matches(".input ").count(), 1, "{visa}: the buffer's input alone");
        for index in ["0x2:ud", "0x3:ud"] {
            assert!(source.contains(&format!("movs (M1, 1) T9(0) {index}")), "{visa}: {index}");
        }
        let out = visa_lower(&["validate", ll, &visa, "--platform", platform, "--json"]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        let report = json(&out);
        let hex_dwords = |hex: &str| -> Vec<u32> {
            let bytes: Vec<u8> =
                (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap()).collect();
            bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
        };
        let surface = &report["memory"]["surfaces"][0];
        assert_eq!(surface["bti"], 2, "{report}");
        assert_eq!(hex_dwords(surface["bytes"].as_str().unwrap()), (0..8).collect::<Vec<u32>>(), "{platform}");
        let counters = report["memory"]["images"].as_array().unwrap().iter().find(|i| i["name"] == "counters").unwrap();
        assert_eq!(hex_dwords(counters["bytes"].as_str().unwrap()), [10, 21, 32, 43, 54, 65, 76, 87], "{platform}");
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let spec = std::fs::read_to_string(root().join("testdata/igc/abi/surfaces.toml")).expect("read");
    let visa = "testdata/igc/abi/xehpg/surfaces.visaasm";
    for (edited, said) in [
        (spec.replace("bti = 1", "bti = 4"), "parameter `%ro` (parameter 2) is a surface"),
        (spec.replace("ro = \"@unused\"\n", ""), "its binding-table index, 1 (read-only images first"),
        (spec.replace("bti = 3", "bti = 5"), "hard-codes its binding-table index, 3"),
    ] {
        assert_ne!(edited, spec);
        let toml = write(dir.path(), "edited.toml", &edited);
        let out = visa_lower(&["validate", ll, visa, "--launch", &toml, "--platform", "xehpg"]);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains("surfaces.visaasm:2:1: error: parameter"), "{}", text(&out));
        assert!(text(&out).contains(said), "{said}: {}", text(&out));
    }
    let typed = "testdata/igc/src/typed_atomic.ll";
    let spec = std::fs::read_to_string(root().join("testdata/igc/launch/typed_atomic.toml")).expect("read");
    let toml = write(dir.path(), "typed.toml", &spec.replace("bti = 2", "bti = 3"));
    let visa = "testdata/igc/xehpc/typed_atomic.visaasm";
    let out = visa_lower(&["validate", typed, visa, "--launch", &toml, "--platform", "xehpc"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    let said = "hard-codes its binding-table index, 2 (read-only images first, then the other surfaces, in parameter \
                order, from 1), and the launch spec binds it at index 3; bind it at 2";
    assert!(text(&out).contains(said), "{}", text(&out));
}

/// The other forms: `local.id16` (`<3 x i16>`), `local.id.x/y/z`
/// (`<8 x i16>`, every element the id), z components, and `group.id.z`:
/// stored as 16 words (id16's x, y, z, then id.y's 8 elements, id.z's
/// element 7, id.x's element 0, three zeros) then 3 dwords
/// (local size z, group count z, group id z); worked out from
/// testdata/igc/launch/implicit.toml with z made non-trivial.
#[test]
fn every_thread_coordinate_intrinsic_runs() {
    let ll = "declare <3 x i16> @llvm.genx.local.id16.v3i16()
declare <8 x i16> @llvm.genx.local.id.x()
declare <8 x i16> @llvm.genx.local.id.y()
declare <8 x i16> @llvm.genx.local.id.z()
declare <3 x i32> @llvm.genx.local.size.v3i32()
declare <3 x i32> @llvm.genx.group.count.v3i32()
declare i32 @llvm.genx.group.id.z()

define void @k(<16 x i16>* %w, <3 x i32>* %d) {
  %id = call <3 x i16> @llvm.genx.local.id16.v3i16()
  %x = call <8 x i16> @llvm.genx.local.id.x()
  %y = call <8 x i16> @llvm.genx.local.id.y()
  %z = call <8 x i16> @llvm.genx.local.id.z()
  %ls = call <3 x i32> @llvm.genx.local.size.v3i32()
  %gc = call <3 x i32> @llvm.genx.group.count.v3i32()
  %gz = call i32 @llvm.genx.group.id.z()
  %id8 = shufflevector <3 x i16> %id, <3 x i16> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %z7 = extractelement <8 x i16> %z, i32 7
  %x0 = extractelement <8 x i16> %x, i32 0
  %a = shufflevector <8 x i16> %id8, <8 x i16> %y, <16 x i32> <i32 0, i32 1, i32 2, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 3, i32 4, i32 5, i32 6, i32 7>
  %b = insertelement <16 x i16> %a, i16 %z7, i32 11
  %c = insertelement <16 x i16> %b, i16 %x0, i32 12
  %e = insertelement <16 x i16> %c, i16 0, i32 13
  %f = insertelement <16 x i16> %e, i16 0, i32 14
  %g = insertelement <16 x i16> %f, i16 0, i32 15
  store <16 x i16> %g, <16 x i16>* %w
  %lsz = extractelement <3 x i32> %ls, i32 2
  %gcz = extractelement <3 x i32> %gc, i32 2
  %r0 = insertelement <3 x i32> undef, i32 %lsz, i32 0
  %r1 = insertelement <3 x i32> %r0, i32 %gcz, i32 1
  %r2 = insertelement <3 x i32> %r1, i32 %gz, i32 2
  store <3 x i32> %r2, <3 x i32>* %d
  ret void
}
";
    let spec = "[[buffer]]\nname = \"w\"\nsize = 32\n\n[[buffer]]\nname = \"d\"\nsize = 12\n\n[thread]\n\
local_id = [3, 1, 4]\nlocal_size = [4, 2, 5]\ngroup_id = [1, 5, 6]\ngroup_count = [2, 7, 8]\n\n[args]\nw = \"@w\"\nd = \"@d\"\n";
    let dir = tempfile::tempdir().expect("tempdir");
    let (ll, spec) = (write(dir.path(), "ids.ll", ll), write(dir.path(), "ids.toml", spec));
    for platform in ["xelp", "xehpg", "xehpc", "xe2"] {
        let out = visa_lower(&["run", &ll, "--launch", &spec, "--platform", platform, "--verify", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{platform}: {}", text(&out));
        let report = json(&out);
        // Words 3, 1, 4, then 1 eight times, 4, 3, 0, 0, 0, paired into dwords.
        let w = [0x0001_0003, 0x0001_0004, 0x0001_0001, 0x0001_0001, 0x0001_0001, 0x0004_0001, 3, 0];
        assert_eq!(json_dwords(&report, "w"), w, "{platform}");
        assert_eq!(json_dwords(&report, "d"), [5, 8, 6], "{platform}");
    }
    // A result type vc-intrinsics does not declare: refused by emit and the reference alike.
    let wrong = write(dir.path(), "wrong.ll", "declare <4 x i32> @llvm.genx.local.size.v4i32()\n\n\
define void @k(<4 x i32>* %p) {\n  %s = call <4 x i32> @llvm.genx.local.size.v4i32()\n  store <4 x i32> %s, <4 x i32>* %p\n  ret void\n}\n");
    for engine in [&["compile", &wrong, "--platform", "xehpg"][..], &["run", &wrong, "--engine", "reference"][..]] {
        let out = visa_lower(engine);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(
            text(&out).contains("wrong.ll:4:8: error:") || text(&out).contains("wrong.ll:4:3: error:"),
            "{}",
            text(&out)
        );
        assert!(text(&out).contains("`llvm.genx.local.size.v4i32` must return <3 x i32>"), "{}", text(&out));
    }
}

/// One `fdiv` of eight floats, returned, and how Intel's vector compiler
/// writes it: the math unit's `div` (or `inv` and `mul`) into a return
/// buffer passed as one more input (testdata/igc/README.md, "The adaptor";
/// the shape of its `arith/fdiv_arcp` dump).
const APPROX_DIV_LL: &str = "define <8 x float> @approx_div(<8 x float> %a, <8 x float> %b) {
  %q = fdiv FLAGS<8 x float> %a, %b
  ret <8 x float> %q
}
";
const APPROX_DIV_TOML: &str = "kernel = \"approx_div\"

[args]
a = [1.0, 2.0, 10.0, 1e30, -5.0, 0.0, 7.0, 1e-3]
b = [3.0, 7.0, 3.0, 9.0, 11.0, 5.0, 0.0, 13.0]
";
const INTEL_DIV_VISAASM: &str = ".version 4.1
.kernel \"approx_div\"

.decl V32 v_type=G type=f num_elts=8 align=GRF
.decl V33 v_type=G type=f num_elts=8 align=GRF
.decl V36 v_type=G type=q num_elts=1 align=qword
.decl V37 v_type=G type=f num_elts=8 align=GRF
.decl V38 v_type=G type=f num_elts=8 align=GRF
.decl V39 v_type=G type=uq num_elts=1 align=qword
.input V32 offset=96 size=32
.input V33 offset=128 size=32
.input V39 offset=160 size=8
.implicit_UNDEFINED_12 V36 offset=64 size=8
.kernel_attr SLMSize=0
.kernel_attr PerThreadInputSize=32
.kernel_attr Target=\"cm\"
.kernel_attr NoBarrier
.function \"approx_div_BB_0_0\"

approx_div_BB_0_0:
DIVIDE
    svm_block_st (2) V39(0,0)<0;1,0> V38.0                                       /// $2
    ret (M1, 1)                                                                  /// $3
";

/// The emulator computes `div` and `inv` exactly, where the hardware may be
/// off by their documented error (3 ulps, docs/arithmetic.md): a plain
/// `fdiv` (correctly rounded, LangRef) lowered to `div` agrees exactly and
/// not at the low end (1/3 is 0x3eaaaaab; 3 ulps down, 0x3eaaaaa8), and the
/// report names the instruction and its line; an `arcp` fdiv's 3 ulps of
/// tolerance cover both ends. `inv` and `mul` round twice: 10 * (1/3) is
/// 0x40555556, not 10/3's 0x40555555, so that lowering of a plain fdiv
/// mismatches even exactly. Our own lowering of the plain fdiv on DG2 (an
/// exact integer sequence) agrees and has no approximate instruction.
#[test]
fn intels_approximate_division_of_a_correctly_rounded_fdiv_is_caught() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let plain = write(d, "approx_div.ll", &APPROX_DIV_LL.replace("FLAGS", ""));
    let arcp = write(d, "approx_div_arcp.ll", &APPROX_DIV_LL.replace("FLAGS", "arcp "));
    let toml = write(d, "approx_div.toml", APPROX_DIV_TOML);
    let div_line = "    div (M1, 8) V38(0,0)<1> V32(0,0)<1;1,0> V33(0,0)<1;1,0>                      /// $1";
    let inv_mul = "    inv (M1, 8) V37(0,0)<1> V33(0,0)<1;1,0>                                      /// $1\n    \
                   mul (M1, 8) V38(0,0)<1> V32(0,0)<1;1,0> V37(0,0)<1;1,0>                      /// $2";
    let div = write(d, "intel_div.visaasm", &INTEL_DIV_VISAASM.replace("DIVIDE", div_line));
    let inv = write(d, "intel_inv.visaasm", &INTEL_DIV_VISAASM.replace("DIVIDE", inv_mul));
    let run = |ll: &str, visa: &str| visa_lower(&["validate", ll, visa, "--launch", &toml, "--platform", "xehpg"]);

    let out = run(&plain, &div);
    let report = text(&out);
    assert_eq!(out.status.code(), Some(1), "{report}");
    assert!(
        report.contains("problem: the result depends on the approximate instructions' error: this run takes `div` at ")
            && report.contains("intel_div.visaasm:21 at the low end"),
        "{report}"
    );
    // Lane 0's low byte: 1/3 = 0x3eaaaaab exactly, 3 ulps down at the low end.
    assert!(report.contains("mismatch: returned value offset 0 (address 0x0): expected 0xab, got 0xa8"), "{report}");
    assert!(report.contains("returned <8 x float> (32 bytes): 0.33333325386047363 "), "{report}");
    // Exactly computed (the run before the ends), the same `div` agrees.
    assert!(report.contains("exactly computed, it agrees"), "{report}");
    let out = run(&arcp, &div);
    assert_eq!(out.status.code(), Some(0), "arcp's tolerance covers both ends: {}", text(&out));

    let out = run(&plain, &inv);
    let report = text(&out);
    assert_eq!(out.status.code(), Some(1), "{report}");
    assert!(report.contains("mismatch: returned value offset 8 (address 0x8): expected 0x55, got 0x56"), "{report}");
    assert!(!report.contains("depends on the approximate"), "exactly computed, it differs: {report}");

    let ours = d.join("ours.visaasm");
    let compile = visa_lower(&["compile", &plain, "--platform", "xehpg", "-o", ours.to_str().expect("utf-8")]);
    assert_eq!(compile.status.code(), Some(0), "{}", text(&compile));
    let source = std::fs::read_to_string(&ours).expect("read");
    assert!(!source.lines().any(|l| l.trim_start().starts_with("div ") || l.trim_start().starts_with("inv ")));
    let out = run(&plain, ours.to_str().expect("utf-8"));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}
