//! The differential fuzzer (`visa-lower fuzz`, docs/fuzz.md), end to end:
//! the fixed CI subset of the exhaustive small cases, a short random run,
//! and proof that a lowering bug is caught, reduced and written out as a
//! reproducer that `visa-lower run --verify` fails on.

use std::process::Command;
use visa_lower::driver::Sabotage;
use visa_lower::fuzz::{exhaustive, fuzz, FuzzOptions};
use visa_lower::Platform;

fn quiet(options: FuzzOptions) -> FuzzOptions {
    FuzzOptions { progress: false, ..options }
}

#[test]
fn the_ci_subset_of_the_exhaustive_cases_passes() {
    let options = quiet(FuzzOptions::default());
    let summary = exhaustive(&options, true);
    let text = summary.text("exhaustive CI subset");
    eprintln!("{text}");
    assert_eq!(summary.failures(), 0, "{text}");
    let expected = visa_lower::fuzz::exhaustive::ci_cases(&Platform::ALL).len() as u64;
    assert_eq!(summary.cases, expected);
    // Refusals are only the platform table's gaps and impossible alignments.
    let refused: u64 = summary.refused.values().sum();
    assert!(summary.verified > refused * 2, "{text}");
    for reason in summary.refused.keys() {
        assert!(
            ["QW_SCATTER", "TYPED_ATOMIC", "16-bit TYPED_ATOMIC", "SLM scatter", "gather of 8-byte elements"]
                .contains(&reason.as_str()),
            "unexpected refusal kind {reason}"
        );
    }
}

#[test]
fn a_short_random_run_has_no_failures_and_does_not_depend_on_jobs() {
    let one = fuzz(&quiet(FuzzOptions { cases: 150, seed: 1, jobs: Some(1), ..FuzzOptions::default() }));
    let two = fuzz(&quiet(FuzzOptions { cases: 150, seed: 1, jobs: Some(2), ..FuzzOptions::default() }));
    assert_eq!(one.failures(), 0, "{}", one.text("fuzz"));
    assert_eq!((one.verified, &one.refused, &one.ops), (two.verified, &two.refused, &two.ops));
    // The run exercises merges, splits, UB reconciliation and the JIT.
    assert!(one.counters.keys().any(|k| k.starts_with("select: merged")), "{:?}", one.counters);
    assert!(one.ub_cases > 0 && one.jit_agreed > 0, "{}", one.text("fuzz"));
}

#[test]
fn a_lowering_bug_is_caught_reduced_and_reproduced_by_run_verify() {
    let out = std::env::temp_dir().join(format!("visa-lower-fuzz-sabotage-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let options = FuzzOptions {
        cases: 40,
        seed: 3,
        out: Some(out.clone()),
        simt: Some(false),
        platforms: vec![Platform::XeHpg],
        sabotage: Some(Sabotage::EmaskOffset),
        ..quiet(FuzzOptions::default())
    };
    let summary = fuzz(&options);
    assert!(summary.mismatches() > 0, "{}", summary.text("sabotaged"));
    assert_eq!(summary.exit_code(), 1);
    // Reduced: one operation of few lanes.
    let finding = summary.findings.iter().find(|f| f.failure.class() == "mismatch").expect("a mismatch");
    assert_eq!(finding.reduced.ops.len(), 1, "{:?}", finding.reduced);
    assert!(finding.reduced.ops[0].width() <= finding.original.ops.iter().map(|o| o.width()).max().unwrap_or(0));
    let ll = finding.written.clone().expect("the reproducer is written");
    let toml = ll.with_extension("toml");
    // `visa-lower run --verify` fails on it with the same bug in the lowering...
    let run = |sabotage: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_visa-lower"));
        cmd.args(["run", ll.to_str().unwrap(), "--launch", toml.to_str().unwrap(), "--verify"]);
        if sabotage {
            cmd.env(Sabotage::ENV, "emask-offset");
        } else {
            cmd.env_remove(Sabotage::ENV);
        }
        cmd.output().expect("visa-lower runs")
    };
    let broken = run(true);
    assert_eq!(broken.status.code(), Some(1), "{}", String::from_utf8_lossy(&broken.stdout));
    assert!(String::from_utf8_lossy(&broken.stdout).contains("FAILED"));
    // ... and passes with the real lowering.
    let fixed = run(false);
    assert_eq!(fixed.status.code(), Some(0), "{}", String::from_utf8_lossy(&fixed.stdout));
    let _ = std::fs::remove_dir_all(&out);
}
