//! Approximate results are compared within their tolerance: the kernel's
//! EXP result moved by a few ulps (as hardware may compute it) still
//! verifies, in the returned value and in memory; moved by more than the
//! tolerance it is a problem naming the element; IEEE results (SQRTM) are
//! compared exactly, so a one-ulp change is a mismatch.

use visa_lower::driver::emulate_and_compare;
use visa_lower::launch::Launch;
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
fn verdict_with_error(ll: &str, launch: &str, op: AluOp, ulps: u64) -> visa_lower::check::Verdict {
    let platform = Platform::XeHpc;
    let launch = Launch::parse("k.toml", launch).unwrap();
    let context = visa_lower::ir::context_for(ll.as_bytes());
    let loaded = visa_lower::ir::load_module(&context, "k.ll", ll.as_bytes()).unwrap();
    let reference =
        visa_lower::reference::run_reference(&loaded, "k", &launch, launch.build_memory().unwrap()).unwrap();
    let passes = visa_lower::driver::CompileOptions {
        platform,
        simt: false,
        passes: None,
        verify_each: true,
        print_after: visa_passes::pipeline::PrintAfter::None,
        emit: visa_lower::driver::EmitKind::Llvm,
        keep_kernels: false,
    };
    visa_lower::driver::compile(&loaded, &passes).unwrap();
    let mut kernel: Kernel = visa_lower::emit::emit_function(&loaded, "k", platform, false).unwrap();
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
    let add = Alu::new(AluOp::Add, a.exec, None, dst, Srcs::two(src, SrcOperand::imm(ElemType::UD, ulps)));
    kernel.body.insert(at + 1, Instruction::Alu(add));
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
