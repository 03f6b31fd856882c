//! Beyond Intel's translator on xe2 (docs/lsc.md): QW_GATHER/QW_SCATTER and
//! the float DWORD atomics as LSC messages, and `atomicrmw fadd`/`fsub` as
//! `lsc_atomic_fadd`/`fsub`. Each kernel's values are worked out by hand
//! (its comments show the arithmetic) and checked on the reference; the
//! end-to-end harness (`e2e_verify`) compares the emulator's run with it on
//! every platform, and `assembler` assembles what is emitted. Here: the
//! values, and the LSC form each translation takes.

use crate::reference_support::*;
use std::path::Path;
use std::process::Command;

fn kernel(path: &str) -> (String, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let read = |ext: &str| std::fs::read_to_string(root.join(format!("{path}.{ext}"))).expect("testdata");
    (read("ll"), read("toml"))
}

fn run_kernel(path: &str) -> visa_lower::exec::reference::RefOutcome {
    let (ll, toml) = kernel(path);
    let outcome = run(&ll, &toml);
    assert!(outcome.fault.is_none(), "{path}: {:?}", outcome.fault);
    assert!(ub_findings(&outcome).is_empty(), "{path}: {:?}", outcome.findings);
    outcome
}

/// The `.visaasm` `compile` writes for `path` on `platform`, without comments.
fn visaasm(path: &str, platform: &str) -> String {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata").join(format!("{path}.ll"));
    let out = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .args(["compile", "--no-locations", "--platform", platform, "-o", "-"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{path} on {platform}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn qw_gather_at_dword_aligned_offsets_reads_each_lanes_qword() {
    let outcome = run_kernel("xe2/qw_gather_dword_aligned");
    let want: Vec<Option<u64>> =
        (0..8u64).map(|i| Some(if i == 3 { 103 } else { (2 * i + 1) | (2 * i + 2) << 32 })).collect();
    assert_eq!(returned_u64s(&outcome), want);
}

#[test]
fn qw_scatter_at_dword_aligned_offsets_writes_each_enabled_lanes_qword() {
    let outcome = run_kernel("xe2/qw_scatter_dword_aligned");
    let mut want = [0u32; 16];
    want[1..3].copy_from_slice(&[0x2222_2222, 0x1111_1111]);
    want[9..11].copy_from_slice(&[0x6666_6666, 0x5555_5555]);
    want[13..15].copy_from_slice(&[0x8888_8888, 0x7777_7777]);
    assert_eq!(le_u32s(&outcome.memory.slm), want);
}

#[test]
fn float_dword_atomics_follow_min_num_and_compare_as_floats() {
    let outcome = run_kernel("xe2/dword_atomic_float");
    let f = |x: f32| x.to_bits();
    let (nan, neg0, old) = (0x7fc0_0000, f(-0.0), f(99.0));
    // fmin's old values (lane 6 off), then fcmpwr's (lane 5 off).
    let returned = [1.0, 2.0, -0.0, 0.0].map(f).into_iter().chain([nan, f(5.0), old, f(-3.0)]);
    let returned = returned.chain([f(1.0), f(2.0), 0, nan, f(3.0), old, f(5.0), f(6.0)]);
    assert_eq!(returned_u32s(&outcome), returned.map(Some).collect::<Vec<_>>());
    let slm = [f(1.0), f(1.0), neg0, neg0, f(4.0), f(5.0), f(7.0), f(-4.0)];
    let slm = slm.into_iter().chain([f(10.0), f(2.0), f(30.0), nan, f(50.0), f(4.0), f(70.0), f(80.0)]);
    assert_eq!(le_u32s(&outcome.memory.slm)[..16], slm.collect::<Vec<_>>());
}

#[test]
fn sixteen_bit_float_fmin_keeps_its_rules_in_the_low_half() {
    let outcome = run_kernel("xe2/dword_atomic16_fmin");
    let old = [0x3c00, 0x4000, 0x8000, 0, 0x7e00, 0x4500, 7, 0xc200];
    assert_eq!(returned_u32s(&outcome), old.map(Some));
    let slm = [0x3c00, 0x3c00, 0x8000, 0x8000, 0x4400, 0x4500, 0x4700, 0xc400];
    assert_eq!(le_u32s(&outcome.memory.slm)[..8], slm);
}

#[test]
fn atomicrmw_fadd_and_fsub_round_to_nearest_even() {
    let outcome = run_kernel("generic/atomicrmw_fadd");
    assert_eq!(u32s(&outcome, "p"), [0x4070_0000, 0x3f00_0000, 0x3f80_0002, 0]);
    assert_eq!(returned_u32s(&outcome), [Some(0x4088_0000)]);
    let outcome = run_kernel("generic/atomicrmw_fadd64");
    assert_eq!(le_u64s(buffer(&outcome, "p")), [1.25f64.to_bits(), 2.5f64.to_bits()]);
    assert_eq!(returned_u64s(&outcome), [Some(4.0f64.to_bits())]);
}

#[test]
fn an_atomicrmw_fadd_that_makes_a_nan_leaves_its_bytes_undefined() {
    // +inf + -inf: LangRef leaves a NaN's payload unspecified.
    let ll = "define float @k(float addrspace(1)* %p) {\n  %a = atomicrmw fadd float addrspace(1)* %p, float \
              0xFFF0000000000000 seq_cst\n  ret float %a\n}\n";
    let toml = "kernel = \"k\"\n[[buffer]]\nname = \"p\"\nsize = 8\nelement = \"u32\"\ndata = [0x7f800000, 1]\n\
                [args]\np = \"@p\"\n";
    let outcome = run(ll, toml);
    assert_eq!(returned_u32s(&outcome), [Some(0x7f80_0000)]);
    assert_eq!(outcome.undefined.len(), 1, "{:?}", outcome.undefined);
    assert_eq!(outcome.undefined[0].len, 4, "{:?}", outcome.undefined);
}

/// An instruction line's mnemonic, without its predicate and suffixes.
fn mnemonic(line: &str) -> &str {
    let line = line.trim_start();
    let line = if line.starts_with('(') { line.split_once(") ").map_or(line, |(_, rest)| rest) } else { line };
    line.split([' ', '.']).next().unwrap_or_default()
}

/// The LSC form of each translation on xe2, and no legacy message left.
#[test]
fn xe2_translates_qwords_by_alignment_and_float_atomics_by_name() {
    let cases = [
        ("xe2/qw_gather_dword_aligned", "lsc_load.slm (M1_NM, 8) V", ":d32x2 flat["),
        ("xe2/qw_scatter_dword_aligned", "lsc_store.slm (M1_NM, 4) flat[", ":d32x2"),
        ("cm/qw_gather_slm_w16", "lsc_load.slm (M1_NM, 16) ", ":d64 flat["),
        ("emit/qw_scatter", "lsc_store.ugm (M1_NM, 8) bti(0x3)[", ":d32x2"),
        ("xe2/dword_atomic_float", "lsc_atomic_fmin.slm (M1_NM, 8)", "lsc_atomic_fcas.slm (M1_NM, 8)"),
        ("cm/dword_atomic_fmax_w16", "lsc_atomic_fmax.ugm (M1_NM, 16)", "bti(0x3)"),
        ("xe2/dword_atomic16_fmin", "lsc_atomic_fmin.slm (M1_NM, 8)", ":d16c32"),
        ("generic/atomicrmw_fadd", "lsc_atomic_fadd.ugm (M1_NM, 1)", "lsc_atomic_fsub.ugm (M1_NM, 1)"),
    ];
    for (path, first, second) in cases {
        let text = visaasm(path, "xe2");
        assert!(text.contains(first) && text.contains(second), "{path}:\n{text}");
        let legacy =
            text.lines().map(mnemonic).find(|m| ["qw_gather", "qw_scatter", "dword_atomic", "svm_atomic"].contains(m));
        assert_eq!(legacy, None, "{path}:\n{text}");
    }
}
