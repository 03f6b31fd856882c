//! Approximate results are compared within their tolerance: the kernel's
//! EXP result moved by a few ulps (as hardware may compute it) still
//! verifies, in the returned value and in memory; moved by more than the
//! tolerance it is a problem naming the element; IEEE results (SQRTM) are
//! compared exactly, so a one-ulp change is a mismatch. Exact results
//! differ only as LangRef lets them: a NaN result by its NaN rule (any
//! sign; the preferred NaN, or the input's payload quieted or not), a zero
//! of `minnum`/`maxnum` of equal zeros with either sign.

use visa_lower::exec::launch::Launch;
use visa_lower::pipeline::run::emulate_and_compare;
use visa_lower::visa::{Alu, AluOp, DstOperand, ElemType, Instruction, Kernel, SrcOperand, Srcs};
use visa_lower::Platform;

const EXP: &str = "define <8 x float> @k(<8 x float> %a, <8 x float addrspace(3)*> %p) {
  %e = call <8 x float> @llvm.genx.exp.v8f32(<8 x float> %a)
  call void @llvm.masked.scatter.v8f32.v8p3f32(<8 x float> %e, <8 x float addrspace(3)*> %p, i32 4, <8 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>)
  ret <8 x float> %e
}
declare <8 x float> @llvm.genx.exp.v8f32(<8 x float>)
declare void @llvm.masked.scatter.v8f32.v8p3f32(<8 x float>, <8 x float addrspace(3)*>, i32, <8 x i1>)
";

const SQRT: &str = "define <8 x float> @k(<8 x float> %a) {
  %e = call <8 x float> @llvm.genx.ieee.sqrt.v8f32(<8 x float> %a)
  ret <8 x float> %e
}
declare <8 x float> @llvm.genx.ieee.sqrt.v8f32(<8 x float>)
";

/// The args: exp2 of 0.5 .. 4 (tolerance 3 + floor(2 * 4) = 11 ulps).
const LAUNCH: &str =
    "[slm]\nsize = 64\n\n[args]\na = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]\np = { base = 0, stride = 4 }\n";

/// The same arguments for the SQRTM kernel, which stores nothing.
const LAUNCH_SQRT: &str = "[args]\na = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]\n";

/// The verdict for `ll` run with `launch` on xehpc with `ulps` added to
/// the bits of the result of the kernel's first instruction of `op`.
fn verdict_with_error(ll: &str, launch: &str, op: AluOp, ulps: u64) -> visa_lower::exec::check::Verdict {
    verdict_with_change(ll, launch, op, AluOp::Add, ulps)
}

/// The verdict for `ll` run with `launch` on xehpc with the bits of the
/// result of the kernel's first instruction of `op` changed by `change`
/// with `value` (`add 3`: 3 ulps up; `xor 0x80000000`: the sign flipped).
fn verdict_with_change(
    ll: &str,
    launch: &str,
    op: AluOp,
    change: AluOp,
    value: u64,
) -> visa_lower::exec::check::Verdict {
    let platform = Platform::XeHpc;
    let launch = Launch::parse("k.toml", launch).unwrap();
    let context = visa_lower::input::ir::context_for(ll.as_bytes());
    let loaded = visa_lower::input::ir::load_module(&context, "k.ll", ll.as_bytes()).unwrap();
    let reference =
        visa_lower::exec::reference::run_reference(&loaded, "k", &launch, launch.build_memory().unwrap()).unwrap();
    let passes = visa_lower::pipeline::compile::CompileOptions {
        platform,
        simt: false,
        passes: None,
        messages: None,
        verify_each: true,
        print_after: visa_passes::transforms::pipeline::PrintAfter::None,
        emit: visa_lower::pipeline::compile::EmitKind::Llvm,
        keep_kernels: false,
        locations: false,
    };
    visa_lower::pipeline::compile::compile(&loaded, &passes).unwrap();
    let mut kernel: Kernel =
        visa_lower::emit::emit_function(&loaded, "k", platform, visa_lower::emit::Dispatch::NoMask).unwrap();
    let at = kernel.body.iter().position(|i| matches!(i, Instruction::Alu(a) if a.op == op)).expect("the op");
    let Instruction::Alu(a) = kernel.body[at] else { unreachable!() };
    let DstOperand::General { var, row, col, .. } = a.dst else { panic!("a general destination") };
    // The same bytes as ud, plus `ulps` (an alias of the result).
    let alias = kernel.declare_var(visa_lower::visa::GenVar {
        name: "err".into(),
        ty: ElemType::UD,
        num_elts: 8,
        align: visa_lower::visa::Align::Grf,
        alias: Some(visa_lower::visa::Alias { base: var, offset: 0 }),
    });
    let dst = DstOperand::General { var: alias, row, col, hstride: 1 };
    let src = SrcOperand::General {
        var: alias,
        row,
        col,
        region: visa_lower::visa::Region::contiguous(8),
        modifier: visa_lower::visa::SrcModifier::None,
    };
    let changed = Alu::new(change, a.exec, None, dst, Srcs::two(src, SrcOperand::imm(ElemType::UD, value)));
    kernel.body.insert(at + 1, Instruction::Alu(changed));
    let (_, _, verdict) =
        emulate_and_compare(&kernel, &[], &[], platform, &launch, launch.build_memory().unwrap(), &reference).unwrap();
    verdict
}

#[test]
fn approximate_results_within_their_tolerance_verify() {
    for ulps in [0, 1, 11] {
        let v = verdict_with_error(EXP, LAUNCH, AluOp::Exp, ulps);
        assert!(v.passed(), "{ulps} ulps: {v:?}");
        // Returned (8 floats) and the whole 64-byte SLM (8 floats stored).
        assert_eq!(v.compared_bytes, 32 + 64, "{ulps} ulps");
        assert!(
            v.reconciled.iter().any(|r| r.contains("8 approximate element(s) compared within their tolerance")),
            "{v:?}"
        );
    }
}

#[test]
fn approximate_results_beyond_their_tolerance_are_problems() {
    let v = verdict_with_error(EXP, LAUNCH, AluOp::Exp, 12);
    assert!(!v.passed());
    // Every returned and every stored element is named.
    assert_eq!(v.problems.len(), 16, "{v:?}");
    // exp2(0.5) = sqrt(2) = 0x3fb504f3 as a float; 12 ulps above it is 0x3fb504ff.
    assert!(
        v.problems[0].contains("the approximate f 0x3fb504ff is not within 11 ulps or 0 of the exact 0x3fb504f3"),
        "{v:?}"
    );
}

#[test]
fn ieee_results_are_compared_exactly() {
    assert!(verdict_with_error(SQRT, LAUNCH_SQRT, AluOp::Sqrtm, 0).passed());
    let v = verdict_with_error(SQRT, LAUNCH_SQRT, AluOp::Sqrtm, 1);
    assert!(!v.mismatches.is_empty(), "{v:?}");
}

/// `llvm.sqrt` with `!fpmath` of 3 ulps: SQRT, compared within 3 ulps
/// (`input::ops::sqrt_may_approximate`); of 2.5 ulps: SQRTM, exact.
const SQRT_FPMATH: &str = "define <8 x float> @k(<8 x float> %a) {
  %e = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %a), !fpmath !0
  ret <8 x float> %e
}
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>)
!0 = !{float 3.0}
";

#[test]
fn sqrt_with_a_wide_fpmath_bound_is_compared_within_sqrt_tolerance() {
    for ulps in [0, 3] {
        let v = verdict_with_error(SQRT_FPMATH, LAUNCH_SQRT, AluOp::Sqrt, ulps);
        assert!(v.passed(), "{ulps} ulps: {v:?}");
    }
    let v = verdict_with_error(SQRT_FPMATH, LAUNCH_SQRT, AluOp::Sqrt, 4);
    assert!(!v.passed(), "{v:?}");
    // A bound tighter than SQRT's: SQRTM, exact (one ulp is a mismatch).
    let tight = SQRT_FPMATH.replace("float 3.0", "float 2.5");
    assert!(verdict_with_error(&tight, LAUNCH_SQRT, AluOp::Sqrtm, 0).passed());
    let v = verdict_with_error(&tight, LAUNCH_SQRT, AluOp::Sqrtm, 1);
    assert!(!v.mismatches.is_empty(), "{v:?}");
}

const CEIL: &str = "define <8 x float> @k(<8 x i32> %a) {
  %f = bitcast <8 x i32> %a to <8 x float>
  %e = call <8 x float> @llvm.ceil.v8f32(<8 x float> %f)
  ret <8 x float> %e
}
declare <8 x float> @llvm.ceil.v8f32(<8 x float>)
";

/// Signaling NaNs of payload 1, 5 and 0x3fffff, a quiet one, and numbers.
const LAUNCH_NAN: &str =
    "[args]\na = [0x7f800001, 0xff800005, 0x7fbfffff, 0x7fc00007, 0x3fc00000, 0, 0x80000000, 0xbf000000]\n";

/// RNDU of a NaN: the hardware's quieted NaN verifies, and so does any
/// NaN LangRef allows (the other sign, the signaling input unchanged, the
/// preferred NaN); a NaN of another payload, or a number, does not. The
/// numbers beside them are compared bit for bit.
#[test]
fn nan_results_are_compared_by_langrefs_rule() {
    let passes = |change: AluOp, value: u64| verdict_with_change(CEIL, LAUNCH_NAN, AluOp::Rndu, change, value);
    assert!(passes(AluOp::Add, 0).passed(), "{:?}", passes(AluOp::Add, 0));
    // The sign bit of every lane flipped: the NaNs take any sign, but
    // 1.5 -> 2.0 and the zeros (ceil(-0.5) is -0) do not.
    let flipped = passes(AluOp::Xor, 0x8000_0000);
    let lanes: std::collections::BTreeSet<u64> = flipped.mismatches.iter().map(|m| m.offset / 4).collect();
    assert_eq!(lanes, [4, 5, 6, 7].into(), "{flipped:?}");
    // The quiet bit cleared: the signaling inputs come back unchanged (the
    // quiet input 0x7fc00007 becomes 0x7f800007, the quieted payload 7: also a
    // NaN LangRef allows, though only with a signaling input of that payload).
    assert!(
        passes(AluOp::And, 0xffbf_ffff).mismatches.iter().all(|m| m.offset >= 16),
        "{:?}",
        passes(AluOp::And, 0xffbf_ffff)
    );
    // The preferred NaN (quiet, payload 0) for every NaN.
    assert!(passes(AluOp::And, 0xffc0_0000).mismatches.iter().all(|m| m.offset >= 16));
    // Another payload: a mismatch in every NaN lane.
    let other = passes(AluOp::Add, 0x0000_0100);
    let lanes: std::collections::BTreeSet<u64> = other.mismatches.iter().map(|m| m.offset / 4).collect();
    assert!([0, 1, 2, 3].iter().all(|l| lanes.contains(l)), "{other:?}");
}

const MAXNUM: &str = "define <8 x float> @k(<8 x float> %a, <8 x float> %b) {
  %m = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %a, <8 x float> %b)
  ret <8 x float> %m
}
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
";

/// `maxnum` of -0 and +0 (either order): LangRef lets it return either
/// zero, so the other verifies too; an exact result of the same kernel
/// without equal zeros is compared bit for bit.
#[test]
fn minnum_and_maxnum_of_equal_zeros_give_either_zero() {
    let zeros =
        "[args]\na = [-0.0, 0.0, -0.0, 0.0, 1.0, 2.0, -3.0, 4.0]\nb = [0.0, -0.0, -0.0, 0.0, 2.0, 1.0, -4.0, 3.0]\n";
    let max = |launch: &str, change, value| verdict_with_change(MAXNUM, launch, AluOp::Max, change, value);
    assert!(max(zeros, AluOp::Add, 0).passed());
    // Every lane's sign flipped: the four zero lanes verify, the others do not.
    let flipped = max(zeros, AluOp::Xor, 0x8000_0000);
    let lanes: std::collections::BTreeSet<u64> = flipped.mismatches.iter().map(|m| m.offset / 4).collect();
    assert_eq!(lanes, [4, 5, 6, 7].into(), "{flipped:?}");
    // Without equal zeros, no zero's sign is free.
    let plain = "[args]\na = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]\nb = [-1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]\n";
    let flipped = max(plain, AluOp::Xor, 0x8000_0000);
    assert!(flipped.mismatches.iter().any(|m| m.offset / 4 == 0), "{flipped:?}");
}

/// `fdiv` with `!fpmath` bound `ulps` of two vectors, returned and stored.
fn fdiv_fpmath(ulps: &str) -> String {
    format!(
        "define <8 x float> @k(<8 x float> %a, <8 x float> %b, <8 x float addrspace(3)*> %p) {{
  %q = fdiv <8 x float> %a, %b, !fpmath !0
  call void @llvm.masked.scatter.v8f32.v8p3f32(<8 x float> %q, <8 x float addrspace(3)*> %p, i32 4, <8 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>)
  ret <8 x float> %q
}}
declare void @llvm.masked.scatter.v8f32.v8p3f32(<8 x float>, <8 x float addrspace(3)*>, i32, <8 x i1>)
!0 = !{{float {ulps}}}
"
    )
}

/// Quotients whose `x * RN(1/y)` is not `RN(x / y)`.
const LAUNCH_FDIV: &str = "[slm]\nsize = 64\n\n[args]\n\
    a = [1.3699551820755005, 1.8374691009521484, 1.2343310117721558, 1.9956448078155518, 1.4702634811401367, 1.634860634803772, 1.8680453300476074, 1.5231812000274658]\n\
    b = [3.0, 7.0, 10.0, 11.0, 13.0, 49.0, 0.10000000149011612, 3.299999952316284]\n\
    p = { base = 0, stride = 4 }\n";

#[test]
fn fdiv_with_an_fpmath_bound_div_meets_is_div_within_its_tolerance() {
    // `!fpmath 3.0`: DIV (LangRef lets the result be 3 ulps off), compared within DIV's 3 ulps.
    for ulps in [0, 3] {
        let v = verdict_with_error(&fdiv_fpmath("3.0"), LAUNCH_FDIV, AluOp::Div, ulps);
        assert!(v.passed(), "{ulps} ulps: {v:?}");
        assert!(
            v.reconciled.iter().any(|r| r.contains("8 approximate element(s) compared within their tolerance")),
            "{v:?}"
        );
    }
    let v = verdict_with_error(&fdiv_fpmath("3.0"), LAUNCH_FDIV, AluOp::Div, 4);
    assert!(!v.passed(), "{v:?}");
}

#[test]
fn fdiv_with_a_tighter_fpmath_bound_stays_ieee() {
    // `!fpmath 2.5` (clang's for OpenCL C `/`): below DIV's tolerance, so DIVM, compared exactly.
    assert!(verdict_with_error(&fdiv_fpmath("2.5"), LAUNCH_FDIV, AluOp::Divm, 0).passed());
    let v = verdict_with_error(&fdiv_fpmath("2.5"), LAUNCH_FDIV, AluOp::Divm, 1);
    assert!(!v.mismatches.is_empty(), "{v:?}");
}
