//! The reduced reproducers of bugs found by `visa-lower fuzz`
//! (`testdata/regress/NAME.ll` + `NAME.toml`): each is compiled for every
//! platform, run on the emulator and verified against the reference
//! (`visa-lower run NAME.ll --launch NAME.toml --platform P --verify`). A
//! platform may only refuse one with the input contract's diagnostics (a
//! message it does not have).

use crate::verify_support;
use std::path::PathBuf;

use verify_support::{verify, Outcome};
use visa_lower::pipeline::run::IrEngine;
use visa_lower::Platform;
use visa_passes::isa::messages::Message;

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
        let context = visa_lower::input::ir::context_for(text.as_bytes());
        let error =
            visa_lower::input::ir::load_module(&context, "k.ll", text.as_bytes()).err().expect(text).to_string();
        assert!(error.contains("k.ll:1:8: error: unsupported target datalayout") && error.contains(why), "{error}");
    }
    // Real layouts still load.
    let x86 = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n";
    let context = visa_lower::input::ir::context_for(x86.as_bytes());
    assert!(visa_lower::input::ir::load_module(&context, "k.ll", x86.as_bytes()).is_ok());
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
    let context = visa_lower::input::ir::context_for(text.as_bytes());
    let error =
        visa_lower::input::ir::load_module(&context, "k.ll", text.as_bytes()).err().expect("rejected").to_string();
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

/// Found by `visa-lower fuzz` (s9-c10304, gen9): a `masked.scatter` of
/// 8-byte elements to SLM at align 4 whose lanes partly overlap. LangRef
/// orders the lanes ("from least significant to most significant
/// element"), so the later lane's bytes win where they overlap;
/// SCATTER4_SCALED with channels R and G writes every lane's low dword
/// before any high dword (vISA spec, SCATTER4_SCALED, Semantics), which
/// left the earlier lane's high dword there, and the gather read it back.
/// Such a scatter is now refused where only that message could carry it
/// (gen9, xelp), and goes by QW_SCATTER, lane by lane, elsewhere.
#[test]
fn partly_overlapping_qword_scatter_lanes_keep_llvm_lane_order() {
    let ll = b"define <2 x i64> @k(i64 addrspace(3)* %slm, <2 x i64> %v) {
  %p = getelementptr i8, i8 addrspace(3)* null, <2 x i32> <i32 192, i32 196>
  %q = bitcast <2 x i8 addrspace(3)*> %p to <2 x i64 addrspace(3)*>
  call void @llvm.masked.scatter.v2i64.v2p3i64(<2 x i64> %v, <2 x i64 addrspace(3)*> %q, i32 4, <2 x i1> <i1 true, i1 true>)
  %r = call <2 x i64> @llvm.masked.gather.v2i64.v2p3i64(<2 x i64 addrspace(3)*> %q, i32 4, <2 x i1> <i1 true, i1 true>, <2 x i64> zeroinitializer)
  ret <2 x i64> %r
}
declare void @llvm.masked.scatter.v2i64.v2p3i64(<2 x i64>, <2 x i64 addrspace(3)*>, i32, <2 x i1>)
declare <2 x i64> @llvm.masked.gather.v2i64.v2p3i64(<2 x i64 addrspace(3)*>, i32, <2 x i1>, <2 x i64>)
";
    let (a, b) = (0x1111_1111_aaaa_aaaa_u64, 0x2222_2222_bbbb_bbbb_u64);
    let spec = format!("[slm]\nsize = 1024\n[args]\nslm = 0\nv = [{a:#x}, {b:#x}]\n");
    // By hand: bytes 192..196 are a's low dword, 196..204 all of b (lane 1
    // last); lane 0 reads 192..200, lane 1 196..204.
    let mut expected = Vec::new();
    expected.extend_from_slice(&0xaaaa_aaaa_u32.to_le_bytes());
    expected.extend_from_slice(&0xbbbb_bbbb_u32.to_le_bytes());
    expected.extend_from_slice(&b.to_le_bytes());
    let request = |platform, engine, verify| visa_lower::pipeline::run::IrRunRequest {
        jit_timeout: visa_lower::limits::JIT_TIMEOUT,
        file: "k.ll",
        bytes: ll,
        launch: Some(("spec.toml", &spec)),
        kernel: None,
        engine,
        ub_error: false,
        platform: Some(platform),
        messages: None,
        verify,
        budget: None,
    };
    let reference = visa_lower::pipeline::run::run_ir(&request(Platform::XeHpg, IrEngine::Reference, false)).unwrap();
    assert_eq!(reference.returned.expect("a returned value").bytes, expected);
    // The emulator's run, returned value included, matches it byte for byte.
    for platform in Message::QwScatter.platforms() {
        match verify("k.ll", ll, &spec, None, platform) {
            Outcome::Verified(report) => {
                assert!(report.verdict.is_some_and(|v| v.compared_bytes >= 16), "{platform}")
            }
            Outcome::Refused => panic!("{platform}: refused"),
            Outcome::Failed(why) => panic!("{platform}: {why}"),
        }
    }
    for platform in [Platform::Gen9, Platform::XeLp, Platform::XeHpg] {
        let error =
            visa_lower::pipeline::run::run_ir(&request(platform, IrEngine::Emulator, true)).expect_err("refused");
        let text = error.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n");
        assert!(text.starts_with("k.ll:4:3: error: "), "{text}");
        for part in [
            "with align 4 is not supported on",
            "it needs QW_SCATTER",
            "SCATTER4_SCALED would store the lanes channel by channel",
            "at align 8 they cannot partly overlap",
            "platforms that have it: xehpc",
        ] {
            assert!(text.contains(part), "{platform}: {part:?} in {text}");
        }
    }
    // Aligned to the element, lanes coincide or are disjoint: gen9 keeps
    // the dword pair.
    let aligned = String::from_utf8_lossy(ll).replace("i32 196", "i32 200").replace("i32 4,", "i32 8,");
    match verify("k.ll", aligned.as_bytes(), &spec, None, Platform::Gen9) {
        Outcome::Verified(_) => {}
        Outcome::Refused => panic!("gen9: align 8 refused"),
        Outcome::Failed(why) => panic!("gen9: {why}"),
    }
}

/// Found by `visa-lower fuzz` with LLVM's JIT as the second oracle: the
/// JIT's `maxnum`/`minnum` of -0.0 and +0.0 returns the other zero than
/// the reference's, and its `ceil`/`rint` of a signaling NaN quiets it.
/// LangRef allows both, so the reference/JIT comparison accepts them
/// (`check::jit_differences`), while the bytes do differ (maxnum) and any
/// other change does not pass.
#[test]
fn the_jit_may_pick_the_other_zero_and_quiet_a_nan() {
    use visa_lower::exec::launch::Launch;
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("testdata/regress");
    for (name, differs) in [("maxnum_signed_zeros", true), ("round_signaling_nan", false)] {
        let ll = dir.join(format!("{name}.ll"));
        let bytes = std::fs::read(&ll).unwrap();
        let spec = std::fs::read_to_string(ll.with_extension("toml")).unwrap();
        let launch = Launch::parse("k.toml", &spec).unwrap();
        let context = visa_lower::input::ir::context_for(&bytes);
        let loaded = visa_lower::input::ir::load_module(&context, name, &bytes).unwrap();
        let reference =
            visa_lower::exec::reference::run_reference(&loaded, "k", &launch, launch.build_memory().unwrap()).unwrap();
        let mut jit =
            visa_lower::exec::jit::run_jit(name, &bytes, "k", &launch, launch.build_memory().unwrap()).unwrap();
        assert_eq!(visa_lower::exec::check::jit_differences(&reference, &jit), Vec::<String>::new(), "{name}");
        let svm = visa_lower::exec::memory::Space::Svm;
        let (r, j) = (svm.bytes(&reference.memory), svm.bytes(&jit.memory));
        let same = r.iter().zip(j.iter()).all(|(r, j)| r.1 == j.1);
        assert_eq!(!same, differs, "{name}: do the bytes differ?");
        // A changed byte of the first buffer's first element is a difference.
        let first = jit.memory.svm.allocations().first().map(|a| a.base).expect("a buffer");
        let mut byte = [0u8];
        jit.memory.svm.read(first + 1, &mut byte).unwrap();
        jit.memory.svm.write(first + 1, &[byte[0] ^ 0x10]).unwrap();
        let differences = visa_lower::exec::check::jit_differences(&reference, &jit);
        assert!(differences.iter().any(|d| d.contains(" offset 1: ")), "{name}: {differences:?}");
    }
}
