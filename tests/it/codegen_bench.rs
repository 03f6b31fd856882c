//! The counting rule of the code-size benchmark (`scripts/bench_codegen.py`,
//! docs/codegen-benchmark.md), run by `--count` on finalizer `.asm` files
//! whose counts were made by hand: Intel's own output for DG2 and PVC
//! (testdata/igc/xehpg, xehpc), one of ours (testdata/igc/bench/), and a
//! hand-written file with every case of the rule. Needs `python3`.

use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// `bench_codegen.py --count FILE --platform P --json`.
fn counts(file: &str, platform: &str) -> Value {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3")
        .arg(root.join("scripts/bench_codegen.py"))
        .args(["--count", file, "--platform", platform, "--json"])
        .current_dir(root)
        .output()
        .unwrap_or_else(|e| panic!("python3 runs scripts/bench_codegen.py (Debian: python3): {e}"));
    assert!(out.status.success(), "{file}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// The counts `check` compares: core, movs, sends, grf, spills, spill bytes,
/// total, then the excluded prologue, fence, end of thread, ret, sync, nop.
fn check(file: &str, platform: &str, expected: [u64; 13]) {
    let c = counts(file, platform);
    let e = &c["excluded"];
    let got = [
        &c["core"],
        &c["movs"],
        &c["sends"],
        &c["grf"],
        &c["spills"],
        &c["spill_bytes"],
        &c["total"],
        &e["prologue"],
        &e["fence"],
        &e["end_of_thread"],
        &e["ret"],
        &e["sync"],
        &e["nop"],
    ]
    .map(|v| v.as_u64().expect("a count"));
    assert_eq!(got, expected, "{file} on {platform}: {c}");
}

/// Intel's svm_add on DG2 (43 instructions, its `.instCount`): the
/// per-thread prologue (6 and two nops) and the cross-thread one (3); in
/// the body two fence sends at the entry and one at the end, each with its
/// `memory fence commit` mov (6), the EOT send and the mov of r0 into r127
/// that it sends (2), one `sync.nop`, the `nop` after label L616. The 22
/// left: 12 movs, 2 sends (the a64 gather and scatter), 2 mul, asr, 2 addc,
/// 2 add3, add. GRFs: r1..r22, every one read or written by those 22
/// (r5/r6 and r13/r14 by the strided `<2>` address halves, r9/r10 and
/// r17/r18 by the sends' 2-register payloads).
#[test]
fn intel_svm_add_on_dg2() {
    check("testdata/igc/xehpg/svm_add.asm", "xehpg", [22, 12, 2, 22, 0, 0, 43, 11, 6, 2, 0, 1, 1]);
}

/// Intel's svm_add on PVC: the prologues load with LSC (`load.ugm`, 8 and 2
/// instructions), no fences; EOT and its r0 copy, one `sync.nop`. The 8
/// left: 2 movs, mul, 3 adds (two of them on q), 2 sends. GRFs of 64 bytes:
/// r1 (the lane index words and its products), r2 (the arguments), r3
/// (gathered data), r4/r5 (the gather's 2-register payload; r5 also holds
/// the 32-bit offsets), r6 (scatter data), r8/r9 (the scatter's payload).
#[test]
fn intel_svm_add_on_pvc() {
    check("testdata/igc/xehpc/svm_add.asm", "xehpc", [8, 2, 2, 8, 0, 0, 21, 10, 0, 2, 0, 1, 0]);
}

/// Ours (visa-lower compile of testdata/igc/codesize/svm_scatter_w16.ll for
/// xehpg, before kernels had an entry label, through GenX_IR 1.0.12504): the
/// cross-thread prologue as the first block (3), the body ending in
/// `sync.nop` and `ret` (no EOT). The 40 left: 34 movs (the block read's
/// address as two dwords, the sixteen 64-bit offsets as 32 dword halves),
/// the block read and the scatter, 2 uq adds, the `and` that sets the flag,
/// the add.
/// GRFs r0..r13.
#[test]
fn ours_svm_scatter_w16_on_dg2() {
    check("testdata/igc/bench/ours-xehpg-svm_scatter_w16.asm", "xehpg", [40, 34, 2, 14, 0, 0, 45, 3, 0, 0, 1, 1, 0]);
}

/// The hand-written file: prologue blocks by label line and by comment (5);
/// a fence send and its commit mov, and an LSC `fence` (3); the EOT send and
/// the r0 copy into its payload, in a block of its own (2); `ret`; the
/// scoreboard waits `sync.allwr`, `sync.nop` (2); one `nop`. Core (10):
/// mov, add3, cmp, sel, a scratch spill and a fill send, LSC load and store,
/// movi, `sync.bar` (a barrier, not a scoreboard wait). Sends: the spill,
/// the fill, the load, the store. Spills: 2 scratch sends + 2 flag stores +
/// 1 flag load of the header. GRFs (21): r10 (16 words), r12, r2 and r3/r4
/// (the `<4;2>` ternary region reaches dword 15 of r3), r4, r5/r6 (16
/// dwords), r2, r14/r15, r0 and r20..r23 (spill and fill payloads),
/// r24/r25, r16..r19, r22/r23, r26; the indirect `r[a0.0]` names none.
#[test]
fn synthetic_cases_of_the_rule() {
    check("testdata/igc/bench/synthetic.asm", "xehpg", [10, 2, 4, 21, 5, 64, 24, 5, 3, 2, 1, 2, 1]);
}

/// Intel's 8-lane float division for DG2 from its OpenCL compiler
/// (testdata/igc/division, `-cl-fp32-correctly-rounded-divide-sqrt`),
/// `approximate` (`native_divide`) counted by hand: the prologue of 15
/// (two block reads of the payload and what sets them up, three nops);
/// core 12: the copy of r0 into r2, the `or` of cr0, `mul` and `mach` of
/// the group id, the copy of r2 into r127 (not r0 itself, so not the EOT
/// rule's copy), `add3`, `shl`, two reads, `math.inv`, `mul`, the write;
/// movs 2; sends 3; GRFs r0..r8 and r127; the fence send and its commit
/// mov; the EOT; three `sync.nop`s; the `nop` after L472.
#[test]
fn intel_approximate_division_on_dg2() {
    check("testdata/igc/division/xehpg/approximate.asm", "xehpg", [12, 2, 3, 10, 0, 0, 34, 15, 2, 1, 0, 3, 1]);
}

/// `exact`, the correctly rounded division: 202 instructions (its
/// `.instCount`), the same prologue of 15 as `approximate`, the fence
/// pair, the EOT, five `sync.nop`s and one body `nop` out: 178 core; of
/// its 23 `mov` lines three are the prologue's and one the fence's commit.
#[test]
fn intel_exact_division_on_dg2() {
    let c = counts("testdata/igc/division/xehpg/exact.asm", "xehpg");
    let e = &c["excluded"];
    let got = [&c["core"], &c["movs"], &c["sends"], &c["total"], &e["prologue"], &e["fence"], &e["end_of_thread"]]
        .map(|v| v.as_u64().expect("a count"));
    assert_eq!(got, [178, 19, 3, 202, 15, 2, 1], "{c}");
    assert_eq!([&e["ret"], &e["sync"], &e["nop"]].map(|v| v.as_u64().expect("a count")), [0, 5, 1], "{c}");
}

/// The like-for-like division of the report: `arith` has one plain
/// `fdiv <8 x float>`, so Intel's count with it exact is its own plus
/// 178 - 12 (the two tests above); `arith_arcp`'s `fdiv arcp` is the
/// division Intel computes and is not adjusted. Runs our compiler and
/// GenX_IR (Debian: libigc-tools).
#[test]
fn exact_division_like_for_like() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3")
        .arg(root.join("scripts/bench_codegen.py"))
        .args(["--binary", env!("CARGO_BIN_EXE_visa-lower"), "--platform", "xehpg", "--json"])
        .args(["--kernel", "arith", "--kernel", "arith_arcp"])
        .current_dir(root)
        .output()
        .unwrap_or_else(|e| panic!("python3 runs scripts/bench_codegen.py: {e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let dg2 = &report["platforms"][0];
    let division = &dg2["exact_division"];
    assert_eq!(division["extra"], 166, "{division}");
    let kernels = division["kernels"].as_array().expect("kernels");
    assert_eq!(kernels.len(), 1, "only arith's fdiv is plain: {division}");
    let arith = &kernels[0];
    assert_eq!(arith["kernel"], "arith");
    assert_eq!(arith["fdivs"], 1);
    let intel = arith["intel"].as_u64().expect("Intel's count");
    assert_eq!(arith["intel_exact"].as_u64(), Some(intel + 166));
    let ours = dg2["kernels"].as_array().expect("rows").iter().find(|r| r["kernel"] == "arith").expect("arith")["ours"]
        [0]["core"]
        .as_u64()
        .expect("our count");
    let ratio = arith["ratios"][0].as_f64().expect("a ratio");
    assert!((ratio - ours as f64 / (intel + 166) as f64).abs() < 1e-3, "{arith}");
}
