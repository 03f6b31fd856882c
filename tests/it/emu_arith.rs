//! The arithmetic instructions on the emulator, one test per page (or page
//! group), with every expected value worked out by hand from the page's
//! Semantics and the datatypes chapter: signs of quotients and remainders,
//! division by zero and `INT_MIN / -1`, NaN, signed zeros, infinities,
//! denormals, rounding modes and saturation edges.

use crate::emu_support;

use emu_support::*;
use visa_lower::exec::emu::{FindingKind, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::ElemType::{self, *};
use visa_lower::visa::*;
use visa_lower::Platform;

/// Runs `op` (with `.sat` when `sat`) on sources given as lanes of element
/// bits, each source a variable of its type (a `None` type is an
/// immediate of the first lane's value and `UD`), and returns the
/// destination's element bits and the run.
fn run_op(op: AluOp, sat: bool, dst_ty: ElemType, srcs: &[(ElemType, &[u64])]) -> (Vec<u64>, RunOutcome) {
    run_modified(op, sat, dst_ty, srcs, SrcModifier::None)
}

fn run_modified(
    op: AluOp,
    sat: bool,
    dst_ty: ElemType,
    srcs: &[(ElemType, &[u64])],
    modifier: SrcModifier,
) -> (Vec<u64>, RunOutcome) {
    // Exec sizes are powers of two: the last lane is repeated up to one.
    let given = srcs[0].1.len();
    let lanes = given.next_power_of_two() as u32;
    let mut k = K::new();
    let operands: Vec<SrcOperand> = srcs
        .iter()
        .enumerate()
        .map(|(i, (ty, values))| {
            let size = ty.size_bytes() as usize;
            let padded = values.iter().chain(std::iter::repeat(&values[given - 1])).take(lanes as usize);
            let bytes: Vec<u8> = padded.flat_map(|v| v.to_le_bytes()[..size].to_vec()).collect();
            let var = k.input(&format!("s{i}"), *ty, lanes, bytes);
            let width = lanes as u8;
            SrcOperand::General { var, row: 0, col: 0, region: Region { vstride: width, width, hstride: 1 }, modifier }
        })
        .collect();
    let d = k.var("d", dst_ty, lanes);
    let srcs = Srcs::from_slice(&operands).expect("1 to 3 sources");
    k.push(Instruction::Alu(Alu { sat, ..Alu::new(op, exec_nm(lanes), None, dst(d, 0, 0, 1), srcs) }));
    // Gen9: 64-bit integers and FP64 in the ALU (the platform table).
    let out = k.run(Platform::Gen9, u32::MAX, &mut Memory::default());
    let size = dst_ty.size_bytes() as usize;
    let bytes = out.state.var_bytes(d).expect("dst").to_vec();
    let values = bytes
        .chunks_exact(size)
        .take(given)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..size].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect();
    (values, out)
}

fn values(op: AluOp, dst_ty: ElemType, srcs: &[(ElemType, &[u64])]) -> Vec<u64> {
    let (v, out) = run_op(op, false, dst_ty, srcs);
    assert!(out.findings.is_empty(), "{:?}", out.findings);
    v
}

fn f(x: f32) -> u64 {
    u64::from(x.to_bits())
}

fn d(x: i32) -> u64 {
    u64::from(x as u32)
}

const NAN: u64 = 0x7fc0_0000;
const INF: u64 = 0x7f80_0000;
const NEG_INF: u64 = 0xff80_0000;
const NEG_ZERO: u64 = 0x8000_0000;

#[test]
fn div_integers_truncate_toward_zero_with_the_notes_signs() {
    // Quotient signs (DIV Notes): + / + = +, + / - = -, - / + = -, - / - = +.
    let q = values(DIV_OP, D, &[(D, &[d(7), d(7), d(-7), d(-7)]), (D, &[d(2), d(-2), d(2), d(-2)])]);
    assert_eq!(q, [d(3), d(-3), d(-3), d(3)]);
    // 0xffffffff / 2 unsigned.
    assert_eq!(values(DIV_OP, UD, &[(UD, &[0xffff_ffff]), (UD, &[2])]), [0x7fff_ffff]);
    // INT_MIN / -1 is 2^31, which a d destination holds as INT_MIN.
    assert_eq!(values(DIV_OP, D, &[(D, &[d(i32::MIN)]), (D, &[d(-1)])]), [d(i32::MIN)]);
    // Bytes: -128 / 3 = -42.
    assert_eq!(values(DIV_OP, B, &[(B, &[0x80]), (B, &[3])]), [(-42i8) as u8 as u64]);
}

const DIV_OP: AluOp = AluOp::Div;

#[test]
fn division_by_zero_is_reported_and_gives_zero() {
    let (q, out) = run_op(AluOp::Div, false, D, &[(D, &[d(5), d(6)]), (D, &[0, d(2)])]);
    assert_eq!(q, [0, d(3)]);
    assert_eq!(kinds(&out), [&FindingKind::DivideByZero]);
    assert!(out.findings[0].message.contains("channels 0"), "{}", out.findings[0].message);
    let (r, out) = run_op(AluOp::Mod, false, UD, &[(UD, &[5]), (UD, &[0])]);
    assert_eq!(r, [0]);
    assert_eq!(kinds(&out), [&FindingKind::DivideByZero]);
}

#[test]
fn mod_takes_the_sign_of_the_numerator() {
    // Remainder signs (DIV Notes): + + +, + - +, - + -, - - -.
    let r = values(AluOp::Mod, D, &[(D, &[d(7), d(7), d(-7), d(-7)]), (D, &[d(2), d(-2), d(2), d(-2)])]);
    assert_eq!(r, [d(1), d(1), d(-1), d(-1)]);
    assert_eq!(values(AluOp::Mod, UW, &[(UW, &[65535]), (UW, &[10])]), [5]);
}

#[test]
fn float_division_special_values() {
    // 1/3 rounded to nearest: 0x3eaaaaab; x/0 = inf with the sign of x*0's
    // sign rule; 0/0 = NaN.
    let a = [f(1.0), f(1.0), f(-1.0), f(1.0), 0];
    let b = [f(3.0), 0, 0, NEG_ZERO, 0];
    for op in [AluOp::Div, AluOp::Divm] {
        let q = values(op, F, &[(F, &a), (F, &b)]);
        assert_eq!(&q[..4], [0x3eaa_aaab, INF, NEG_INF, NEG_INF], "{op:?}");
        assert!(f32::from_bits(q[4] as u32).is_nan(), "{op:?}");
    }
    // DIVM on doubles: 1/3 = 0x3fd5555555555555; 2/7 = 0x3fd2492492492492.
    let q =
        values(AluOp::Divm, DF, &[(DF, &[1f64.to_bits(), 2f64.to_bits()]), (DF, &[3f64.to_bits(), 7f64.to_bits()])]);
    assert_eq!(q, [0x3fd5_5555_5555_5555, 0x3fd2_4924_9249_2492]);
}

#[test]
fn inv_log_exp_pow() {
    // INV: 1/2 = 0.5; 1/-0 = -inf; 1/inf = +0.
    assert_eq!(values(AluOp::Inv, F, &[(F, &[f(2.0), NEG_ZERO, INF])]), [f(0.5), NEG_INF, 0]);
    // LOG (base 2): log2(8) = 3, log2(0) = -inf, log2(inf) = inf, log2(-1) = NaN.
    let l = values(AluOp::Log, F, &[(F, &[f(8.0), 0, INF, f(-1.0)])]);
    assert_eq!(&l[..3], [f(3.0), NEG_INF, INF]);
    assert!(f32::from_bits(l[3] as u32).is_nan());
    // EXP (base 2): 2^3 = 8, 2^-inf = +0, 2^0.5 = 1.41421356... -> 0x3fb504f3.
    assert_eq!(values(AluOp::Exp, F, &[(F, &[f(3.0), NEG_INF, f(0.5)])]), [f(8.0), 0, 0x3fb5_04f3]);
    // POW: 2^10 = 1024, 4^0.5 = 2, x^0 = 1 (NaN^0 too: pow's C rule).
    let p = values(AluOp::Pow, F, &[(F, &[f(2.0), f(4.0), NAN]), (F, &[f(10.0), f(0.5), 0])]);
    assert_eq!(p, [f(1024.0), f(2.0), f(1.0)]);
    // Half: inv(4) = 0.25 = 0x3400.
    assert_eq!(values(AluOp::Inv, HF, &[(HF, &[0x4400])]), [0x3400]);
}

#[test]
fn sin_cos_sqrt_rsqrt() {
    assert_eq!(values(AluOp::Sin, F, &[(F, &[0, NEG_ZERO])]), [0, NEG_ZERO]);
    assert_eq!(values(AluOp::Cos, F, &[(F, &[0, NEG_ZERO])]), [f(1.0), f(1.0)]);
    // sqrt(4) = 2; sqrt(-0) = -0; sqrt(2) rounded = 0x3fb504f3; sqrt(-1) = NaN.
    for op in [AluOp::Sqrt, AluOp::Sqrtm] {
        let s = values(op, F, &[(F, &[f(4.0), NEG_ZERO, f(2.0), f(-1.0)])]);
        assert_eq!(&s[..3], [f(2.0), NEG_ZERO, 0x3fb5_04f3], "{op:?}");
        assert!(f32::from_bits(s[3] as u32).is_nan());
    }
    // SQRTM on a double: sqrt(2) = 0x3ff6a09e667f3bcd.
    assert_eq!(values(AluOp::Sqrtm, DF, &[(DF, &[2f64.to_bits()])]), [0x3ff6_a09e_667f_3bcd]);
    // RSQRT: 1/sqrt(4) = 0.5; 1/sqrt(+0) = +inf; 1/sqrt(-0) = -inf.
    assert_eq!(values(AluOp::Rsqrt, F, &[(F, &[f(4.0), 0, NEG_ZERO])]), [f(0.5), INF, NEG_INF]);
}

#[test]
fn frc_and_the_four_roundings() {
    // FRC = x - floor(x): 1.75 -> 0.75, -1.25 -> -1.25 - -2 = 0.75, -0 -> -0 - -0 = +0.
    assert_eq!(values(AluOp::Frc, F, &[(F, &[f(1.75), f(-1.25), NEG_ZERO])]), [f(0.75), f(0.75), 0]);
    let x = [f(-1.5), f(-0.5), f(2.5), f(3.5), f(-0.4), f(1.7), INF];
    // RNDD = floor, RNDU = ceil (-0.5 -> -0), RNDE = half to even (-0.4 -> -0:
    // a zero keeps its source's sign), RNDZ = toward zero (-0.5 -> -0).
    assert_eq!(values(AluOp::Rndd, F, &[(F, &x)]), [f(-2.0), f(-1.0), f(2.0), f(3.0), f(-1.0), f(1.0), INF]);
    assert_eq!(values(AluOp::Rndu, F, &[(F, &x)]), [f(-1.0), NEG_ZERO, f(3.0), f(4.0), NEG_ZERO, f(2.0), INF]);
    assert_eq!(values(AluOp::Rnde, F, &[(F, &x)]), [f(-2.0), NEG_ZERO, f(2.0), f(4.0), NEG_ZERO, f(2.0), INF]);
    assert_eq!(values(AluOp::Rndz, F, &[(F, &x)]), [f(-1.0), NEG_ZERO, f(2.0), f(3.0), NEG_ZERO, f(1.0), INF]);
    let nan = values(AluOp::Rndd, F, &[(F, &[NAN])]);
    assert!(f32::from_bits(nan[0] as u32).is_nan());
}

#[test]
fn bit_counting() {
    // LZD: 1 -> 31, 0 -> 32, 0x80000000 -> 0.
    assert_eq!(values(AluOp::Lzd, UD, &[(UD, &[1, 0, 0x8000_0000])]), [31, 32, 0]);
    // CBIT: bits set in `UD val = src0[i]`: 0xf0f0 -> 8; a byte -1 widens to 0xffffffff -> 32.
    assert_eq!(values(AluOp::Cbit, UD, &[(UD, &[0xf0f0, 0])]), [8, 0]);
    assert_eq!(values(AluOp::Cbit, UD, &[(B, &[0xff])]), [32]);
    // BFREV: bit idx of dst = bit 31 - idx of src.
    assert_eq!(values(AluOp::Bfrev, UD, &[(UD, &[1, 0x0000_00f0])]), [0x8000_0000, 0x0f00_0000]);
    // FBH unsigned: leading zeros, 0 -> 0xffffffff.
    assert_eq!(values(AluOp::Fbh, UD, &[(UD, &[1, 0, 0x4000_0000])]), [31, 0xffff_ffff, 1]);
    // FBH signed: leading sign bits; -1 and 0 -> 0xffffffff; -2 = 0xfffffffe -> 31 ones.
    assert_eq!(values(AluOp::Fbh, UD, &[(D, &[d(-1), 0, d(-2), d(1)])]), [0xffff_ffff, 0xffff_ffff, 31, 31]);
    // FBL: trailing zeros, 0 -> 0xffffffff.
    assert_eq!(values(AluOp::Fbl, UD, &[(UD, &[8, 0, 0x8000_0000])]), [3, 0xffff_ffff, 31]);
}

#[test]
fn not_rol_ror_avg() {
    assert_eq!(values(AluOp::Not, UD, &[(UD, &[0x0f0f_0f0f])]), [0xf0f0_f0f0]);
    // ROL/ROR rotate within src0's size: 32 bits for ud, 16 for uw; counts masked.
    assert_eq!(values(AluOp::Rol, UD, &[(UD, &[0x8000_0001, 1]), (UD, &[1, 33])]), [3, 2]);
    assert_eq!(values(AluOp::Ror, UD, &[(UD, &[1, 0x10]), (UD, &[1, 4])]), [0x8000_0000, 1]);
    assert_eq!(values(AluOp::Rol, UW, &[(UW, &[0x8001]), (UW, &[4])]), [0x0018]);
    // AVG = (a + b + 1) >> 1 exactly: (1+2+1)>>1 = 2, (-1-2+1)>>1 = -1,
    // (INT_MAX + INT_MAX + 1) >> 1 = INT_MAX (no overflow).
    let avg = values(AluOp::Avg, D, &[(D, &[1, d(-1), d(i32::MAX)]), (D, &[2, d(-2), d(i32::MAX)])]);
    assert_eq!(avg, [2, d(-1), d(i32::MAX)]);
}

#[test]
fn min_max_follow_ieee_min_max() {
    // "if one of the numbers is NaN and the other is not, MIN or MAX ...
    // returns the one that is not NaN. When both numbers are NaN, ...
    // returns source1"; -0 below +0.
    let a = [NAN, f(1.0), NEG_ZERO, 0, 0x7fc0_0001, f(-3.0)];
    let b = [f(1.0), NAN, 0, NEG_ZERO, 0x7fc0_0002, f(2.0)];
    assert_eq!(values(AluOp::Min, F, &[(F, &a), (F, &b)]), [f(1.0), f(1.0), NEG_ZERO, NEG_ZERO, 0x7fc0_0002, f(-3.0)]);
    assert_eq!(values(AluOp::Max, F, &[(F, &a), (F, &b)]), [f(1.0), f(1.0), 0, 0, 0x7fc0_0002, f(2.0)]);
    // Integers by value: signed and unsigned compare differently.
    assert_eq!(values(AluOp::Min, D, &[(D, &[d(-1)]), (D, &[1])]), [d(-1)]);
    assert_eq!(values(AluOp::Min, UD, &[(UD, &[0xffff_ffff]), (UD, &[1])]), [1]);
}

#[test]
fn mad_add3_mulh() {
    // A float MAD rounds once: (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24 exactly,
    // which an unfused multiply (rounding 1 + 2^-11 + 2^-24 to 1 + 2^-11)
    // would lose.
    let x = f(1.0 + 2f32.powi(-12));
    let mad = values(AluOp::Mad, F, &[(F, &[x]), (F, &[x]), (F, &[f(-1.0)])]);
    assert_eq!(mad, [f(2f32.powi(-11) + 2f32.powi(-24))]);
    assert_eq!(values(AluOp::Mad, D, &[(D, &[d(-3)]), (D, &[4]), (D, &[5])]), [d(-7)]);
    // Once, not twice: (1 + 2^-12) * (2^-24 - 4095 * 2^-48) + 1 is
    // 1 + 2^-24 + 2^-60, above the halfway point 1 + 2^-24, so 1 + 2^-23;
    // rounded to f64 first it would be the halfway point, and then 1.0.
    let (a, b) = (0x3f80_0800, 0x337f_f001);
    assert_eq!(values(AluOp::Mad, F, &[(F, &[a]), (F, &[b]), (F, &[f(1.0)])]), [0x3f80_0001]);
    // Halves likewise: (1 + 22 * 2^-10) * (2^-11 - 43 * 2^-22) + 1 is
    // 1 + 2^-11 + 78 * 2^-32, above halfway (1 + 2^-11): 1 + 2^-10 (0x3c01);
    // through f32 it would be 1 + 2^-11 and then 1.0 (0x3c00). And 65504 * 2
    // - 65504 does not overflow: 65504 (0x7bff).
    let mad = values(AluOp::Mad, HF, &[(HF, &[0x3c16, 0x7bff]), (HF, &[0x0fd5, 0x4000]), (HF, &[0x3c00, 0xfbff])]);
    assert_eq!(mad, [0x3c01, 0x7bff]);
    assert_eq!(values(AluOp::Add3, D, &[(D, &[1]), (D, &[2]), (D, &[d(-4)])]), [d(-1)]);
    // MULH: bits 63..32 of the product: 0x80000000 * 4 = 2^33 -> 2 (ud); -1 * 1 -> -1 (d).
    assert_eq!(values(AluOp::Mulh, UD, &[(UD, &[0x8000_0000]), (UD, &[4])]), [2]);
    assert_eq!(values(AluOp::Mulh, D, &[(D, &[d(-1)]), (D, &[1])]), [d(-1)]);
}

#[test]
fn saturation_clamps_to_the_destination_range() {
    // Integers: the exact result clamped. INT_MAX + 1 -> INT_MAX; 0x10000 * 0x10000 -> INT_MAX.
    let (v, _) = run_op(AluOp::Add, true, D, &[(D, &[d(i32::MAX), d(i32::MIN)]), (D, &[1, d(-1)])]);
    assert_eq!(v, [d(i32::MAX), d(i32::MIN)]);
    let (v, _) = run_op(AluOp::Mul, true, D, &[(D, &[0x1_0000]), (D, &[0x1_0000])]);
    assert_eq!(v, [d(i32::MAX)]);
    // 0 - 1 on unsigned dwords (a negated source) saturates to 0; 300 into a byte to 255.
    let (v, _) = run_modified(AluOp::Add, true, UD, &[(UD, &[0]), (UD, &[1])], SrcModifier::Neg);
    assert_eq!(v, [0]);
    let (v, _) = run_op(AluOp::Mov, true, UB, &[(D, &[300, d(-5)])]);
    assert_eq!(v, [255, 0]);
    // Floats: [0.0, 1.0]; NaN -> 0; -0.0 is between the bounds and stays.
    let (v, _) = run_op(AluOp::Mov, true, F, &[(F, &[f(1.5), f(-0.5), NAN, NEG_ZERO, f(0.25), INF])]);
    assert_eq!(v, [f(1.0), 0, 0, NEG_ZERO, f(0.25), f(1.0)]);
    let (v, _) = run_op(AluOp::Exp, true, F, &[(F, &[f(3.0)])]);
    assert_eq!(v, [f(1.0)]);
}

#[test]
fn denormals_are_kept() {
    // The smallest denormals add: F 1 + 1 ulp = 2 ulps; HF likewise.
    assert_eq!(values(AluOp::Add, F, &[(F, &[1]), (F, &[1])]), [2]);
    assert_eq!(values(AluOp::Add, HF, &[(HF, &[1]), (HF, &[1])]), [2]);
    // A denormal's reciprocal is finite: 1 / 2^-149 = 2^149 overflows to inf
    // in F, but 1 / 2^-126 (the smallest normal) is 2^126.
    assert_eq!(values(AluOp::Inv, F, &[(F, &[0x0080_0000])]), [f(2f32.powi(126))]);
}

#[test]
fn float_to_integer_moves_truncate_and_saturate() {
    // The datatypes chapter: toward zero; NaN -> 0; beyond the range -> Imax/Imin.
    let x = [f(-1.9), f(1.9), NAN, INF, f(-3e9), f(3e9)];
    assert_eq!(values(AluOp::Mov, D, &[(F, &x)]), [d(-1), 1, 0, d(i32::MAX), d(i32::MIN), d(i32::MAX)]);
    assert_eq!(values(AluOp::Mov, UD, &[(F, &[f(-1.0), f(3e9)])]), [0, 3_000_000_000]);
}

#[test]
fn setp_reads_bit_zero_of_each_element() {
    // SETP: "The LSB in each src0 element determines the corresponding dst
    // element's BOOL value": 2 sets nothing, 3 sets.
    let mut k = K::new();
    let s = k.input("s", UD, 4, ud_bytes(&[2, 3, 0, 0xffff_ffff]));
    let p = k.pred("p", 4);
    let r = k.var("r", UD, 4);
    k.push(Instruction::Setp { exec: exec_nm(4), dst: p, src: src(s, 0, 0, 4, 4, 1) });
    k.push(Instruction::alu2(AluOp::Sel, exec_nm(4), Some(Predicate::new(p)), dst(r, 0, 0, 1), imm_ud(1), imm_ud(0)));
    let out = k.run(Platform::XeHpg, u32::MAX, &mut Memory::default());
    assert_eq!(uds(out.state.var_bytes(r).unwrap()), [0, 1, 0, 1]);
}
