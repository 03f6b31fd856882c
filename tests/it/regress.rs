//! The reduced reproducers of bugs found by `visa-lower fuzz`
//! (`testdata/regress/NAME.ll` + `NAME.toml`): each is compiled for every
//! platform, run on the emulator and verified against the reference
//! (`visa-lower run NAME.ll --launch NAME.toml --platform P --verify`). A
//! platform may only refuse one with the input contract's diagnostics (a
//! message it does not have).

use crate::verify_support;
use std::path::PathBuf;

use verify_support::{verify, Outcome};
use visa_lower::Platform;

fn reproducers() -> Vec<(PathBuf, PathBuf)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("testdata/regress");
    let mut found: Vec<(PathBuf, PathBuf)> = std::fs::read_dir(&dir)
        .expect("testdata/regress exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .map(|p| (p.clone(), p.with_extension("toml")))
        .collect();
    found.sort();
    found
}

#[test]
fn every_reproducer_verifies_on_every_platform() {
    let mut verified = 0;
    let mut failures = Vec::new();
    let all = reproducers();
    for (ll, toml) in &all {
        let bytes = std::fs::read(ll).unwrap();
        let spec = std::fs::read_to_string(toml).unwrap_or_else(|_| panic!("{} has no launch spec", ll.display()));
        let name = ll.file_name().unwrap().to_string_lossy().into_owned();
        for platform in Platform::ALL {
            match verify(&name, &bytes, &spec, None, platform) {
                Outcome::Verified(_) => verified += 1,
                Outcome::Refused => {}
                Outcome::Failed(why) => failures.push(format!("{name} on {platform}: {why}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every reproducer runs on at least one platform.
    assert!(all.len() >= 5 && verified >= all.len(), "{verified} runs verified of {} files", all.len());
}

/// Found by the `compile_ll` fuzz target: LLVM 14 aborts the process on a
/// malformed `target datalayout` (`report_fatal_error`), so the reader
/// checks the string first and answers with a diagnostic.
#[test]
fn a_malformed_data_layout_is_a_diagnostic_not_an_abort() {
    let cases = [
        ("target datalayout = \"p3:g\"\n", "pointer specification"),
        ("target datalayout = \"e-i64:7\"\n", "alignment `7`"),
        ("target datalayout = \"e-p:64:64:32\"\n", "preferred alignment"),
        ("target datalayout = \"e-n0\"\n", "zero bits"),
        // The string may run over several lines.
        ("target datalayout = \"p3:g\n-e\"\n", "pointer specification"),
        // LLVM's lexer skips NUL bytes and comments between the tokens.
        ("target datalayout\0\0 ; a comment\n = \"p3:g\"\n", "pointer specification"),
    ];
    for (text, why) in cases {
        let context = visa_lower::ir::context_for(text.as_bytes());
        let error = visa_lower::ir::load_module(&context, "k.ll", text.as_bytes()).err().expect(text).to_string();
        assert!(error.contains("k.ll:1:8: error: unsupported target datalayout") && error.contains(why), "{error}");
    }
    // Real layouts still load.
    let x86 = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n";
    let context = visa_lower::ir::context_for(x86.as_bytes());
    assert!(visa_lower::ir::load_module(&context, "k.ll", x86.as_bytes()).is_ok());
}

/// Found by the `compile_ll` fuzz target: LLVM 14's intrinsic upgrader
/// reads a `llvm.masked.*` declaration's operands without counting them, and
/// the verifier then crashed on the corrupt module; such a declaration is
/// now a diagnostic.
#[test]
fn a_masked_intrinsic_declared_with_too_few_operands_is_a_diagnostic() {
    let text = "define void @k(ptr addrspace(3) %p) {\n  call void @llvm.masked.scatter.v1i64.v1p3(<1 x i64> <i64 1>, \
                <1 x ptr addrspace(3)> zeroinitializer, i32 8, <1 x i1> <i1 true>)\n  ret void\n}\n\
                declare void @llvm.masked.scatter.v1i64.v1p3(<11 x i1>)\n";
    let context = visa_lower::ir::context_for(text.as_bytes());
    let error = visa_lower::ir::load_module(&context, "k.ll", text.as_bytes()).err().expect("rejected").to_string();
    assert!(
        error.contains("k.ll:5:14: error: llvm.masked.scatter takes 4 operands; this declaration has 1"),
        "{error}"
    );
}

/// Found by `visa-lower fuzz` drawing divisions: DIV and MOD on a value of
/// 5 (or 24) lanes ran on the padded piece of 8 (or 32), and the padding
/// lanes, whose divisor is 0, were reported as a division by zero. They now
/// run on exactly the value's lanes: no finding where the input divides by
/// no zero.
#[test]
fn integer_division_runs_on_the_value_lanes_only() {
    let ll = b"define <5 x i32> @k(<5 x i32> %a, <5 x i32> %b) {\n  %q = udiv <5 x i32> %a, %b\n  %r = srem <5 x i32> %q, %b\n  ret <5 x i32> %r\n}\n";
    let spec = "[args]\na = [100, 7, 0xffffffff, 9, 12]\nb = [3, 7, 2, 4, 5]\n";
    // gen9 and xelp divide integers with DIV and MOD.
    for platform in [Platform::Gen9, Platform::XeLp] {
        match verify("k.ll", ll, spec, None, platform) {
            Outcome::Verified(report) => assert!(report.findings.is_empty(), "{platform}: {:?}", report.findings),
            Outcome::Refused => panic!("{platform}: refused"),
            Outcome::Failed(why) => panic!("{platform}: {why}"),
        }
    }
}
