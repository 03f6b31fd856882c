//! The ALU subset, regions, conversions, and the GRF model (aliases, raw
//! operands, inputs). Expected values are worked out by hand.

use crate::emu_support;

use emu_support::*;
use visa_lower::exec::emu::{FindingKind, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::*;
use visa_lower::Platform::{self, Gen9, XeHpc, XeHpg};

/// Runs on gen9, whose ALU has 64-bit integers and FP64 (the platform
/// table): the semantics of every operand type; what the other platforms
/// lack is `alu_operand_types_the_platform_lacks_stop_the_run`.
fn run(k: &K) -> RunOutcome {
    k.run(Gen9, u32::MAX, &mut Memory::default())
}

fn bytes(outcome: &RunOutcome, var: GenVarId) -> Vec<u8> {
    outcome.state.var_bytes(var).unwrap().to_vec()
}

fn mov(exec: ExecCtrl, dst: DstOperand, src: SrcOperand) -> Instruction {
    Instruction::mov(exec, None, dst, src)
}

fn binary(op: AluOp, exec: ExecCtrl, dst: DstOperand, src0: SrcOperand, src1: SrcOperand) -> Instruction {
    Instruction::alu2(op, exec, None, dst, src0, src1)
}

fn iota(n: u32) -> Vec<u8> {
    ud_bytes(&(0..n).map(|i| 100 + i).collect::<Vec<_>>())
}

fn imm(ty: ElemType, bits: u64) -> SrcOperand {
    SrcOperand::imm(ty, bits)
}

// ---- regions -------------------------------------------------------------------

#[test]
fn mov_contiguous_and_broadcast_regions() {
    let mut k = K::new();
    let a = k.input("a", ElemType::UD, 16, iota(16));
    let b = k.var("b", ElemType::UD, 16);
    let c = k.var("c", ElemType::UD, 8);
    k.push(mov(exec_nm(16), dst(b, 0, 0, 1), src(a, 0, 0, 8, 8, 1)));
    k.push(mov(exec_nm(8), dst(c, 0, 0, 1), src(a, 0, 3, 0, 1, 0)));
    let out = run(&k);
    assert!(out.findings.is_empty());
    assert_eq!(uds(&bytes(&out, b)), (100..116).collect::<Vec<_>>());
    assert_eq!(uds(&bytes(&out, c)), vec![103; 8]);
}

#[test]
fn mov_strided_regions_follow_the_region_pseudo_code() {
    let mut k = K::new();
    let a = k.input("a", ElemType::UD, 32, iota(32));
    let b = k.var("b", ElemType::UD, 8);
    let c = k.var("c", ElemType::UD, 8);
    // <16;8,2>: element 2n. <4;2,1>: rows of 2, 4 apart: 0,1,4,5,8,9,12,13.
    k.push(mov(exec_nm(8), dst(b, 0, 0, 1), src(a, 0, 0, 16, 8, 2)));
    k.push(mov(exec_nm(8), dst(c, 0, 0, 1), src(a, 0, 0, 4, 2, 1)));
    let out = run(&k);
    assert_eq!(uds(&bytes(&out, b)), [100, 102, 104, 106, 108, 110, 112, 114]);
    assert_eq!(uds(&bytes(&out, c)), [100, 101, 104, 105, 108, 109, 112, 113]);
}

#[test]
fn row_offset_is_one_grf_so_it_depends_on_the_platform() {
    // a(1,2): element 1 * GRF/4 + 2 = 10 on 32-byte GRFs, 18 on 64-byte ones.
    for (platform, first) in [(Gen9, 110u32), (XeHpc, 118)] {
        let mut k = K::new();
        let a = k.input("a", ElemType::UD, 32, iota(32));
        let b = k.var("b", ElemType::UD, 4);
        k.push(mov(exec_nm(4), dst(b, 0, 0, 1), src(a, 1, 2, 4, 4, 1)));
        let out = k.run(platform, u32::MAX, &mut Memory::default());
        assert_eq!(uds(&bytes(&out, b)), [first, first + 1, first + 2, first + 3], "{platform}");
    }
}

#[test]
fn destination_horizontal_stride_and_origin() {
    let mut k = K::new();
    let b = k.var("b", ElemType::UW, 32);
    // b(0,1)<2>: elements 1, 3, 5, 7; b(1,0): element 16 (32-byte row of words).
    k.push(mov(exec_nm(4), dst(b, 0, 1, 2), imm(ElemType::UW, 0xaaaa)));
    k.push(mov(exec_nm(1), dst(b, 1, 0, 1), imm(ElemType::UW, 0x5555)));
    let out = run(&k);
    let words: Vec<u16> = bytes(&out, b).chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
    let mut expect = vec![0u16; 32];
    for i in [1, 3, 5, 7] {
        expect[i] = 0xaaaa;
    }
    expect[16] = 0x5555;
    assert_eq!(words, expect);
}

#[test]
fn only_enabled_channels_are_written() {
    let mut k = K::new();
    let b = k.input("b", ElemType::UD, 8, ud_bytes(&[7; 8]));
    let p = k.pred("p", 8);
    k.push(Instruction::Setp { exec: exec_nm(8), dst: p, src: imm(ElemType::UW, 0b0000_1111) });
    k.push(Instruction::mov(exec(8), Some(Predicate::new(p)), dst(b, 0, 0, 1), imm(ElemType::UD, 1)));
    // Dispatch mask 0b0101_0101 and predicate 0b0000_1111: channels 0 and 2.
    let out = k.run(XeHpg, 0b0101_0101, &mut Memory::default());
    assert_eq!(uds(&bytes(&out, b)), [1, 7, 1, 7, 7, 7, 7, 7]);
}

#[test]
fn region_outside_the_variable_reads_zero_and_is_reported() {
    let mut k = K::new();
    let a = k.input("a", ElemType::UD, 4, iota(4));
    let b = k.var("b", ElemType::UD, 8);
    k.push(mov(exec_nm(8), dst(b, 0, 0, 1), src(a, 0, 0, 8, 8, 1)));
    k.push(mov(exec_nm(8), dst(a, 0, 0, 1), imm(ElemType::UD, 9)));
    let out = run(&k);
    assert_eq!(kinds(&out), [&FindingKind::OperandOutOfRange, &FindingKind::OperandOutOfRange]);
    assert!(out.findings[0].message.contains("channels 4, 5, 6, 7 "));
    assert_eq!(uds(&bytes(&out, b)), [100, 101, 102, 103, 0, 0, 0, 0]);
    assert_eq!(uds(&bytes(&out, a)), [9; 4]);
}

// ---- conversions ---------------------------------------------------------------

/// `mov (1) dst:to src:from` of raw `bits`; returns the destination bits.
fn convert(from: ElemType, bits: u64, to: ElemType) -> u64 {
    let mut k = K::new();
    let d = k.var("d", to, 1);
    k.push(mov(exec_nm(1), dst(d, 0, 0, 1), imm(from, bits)));
    let out = run(&k);
    assert!(out.findings.is_empty());
    let mut b = [0u8; 8];
    let got = bytes(&out, d);
    b[..got.len()].copy_from_slice(&got);
    u64::from_le_bytes(b)
}

#[test]
fn int_to_int_extends_by_the_source_signedness_and_truncates() {
    use ElemType::*;
    assert_eq!(convert(B, 0xff, UD), 0xffff_ffff); // -1:b -> sign-extended
    assert_eq!(convert(UB, 0xff, D), 0xff); // 255:ub -> zero-extended
    assert_eq!(convert(W, 0x8000, Q), 0xffff_ffff_ffff_8000);
    assert_eq!(convert(UW, 0x8000, Q), 0x8000);
    assert_eq!(convert(D, 0xffff_ffff, UW), 0xffff); // truncated
    assert_eq!(convert(UQ, 0x1_2345_6789, UD), 0x2345_6789);
    assert_eq!(convert(D, 0x1_0000_0005, UB), 5); // immediate bits past the type are ignored
}

#[test]
fn float_to_int_rounds_toward_zero_and_saturates() {
    use ElemType::*;
    let f = |v: f32| u64::from(v.to_bits());
    assert_eq!(convert(F, f(3.7), D), 3);
    assert_eq!(convert(F, f(-3.7), D), (-3i32) as u32 as u64);
    assert_eq!(convert(F, f(1e10), D), 0x7fff_ffff);
    assert_eq!(convert(F, f(-1e10), D), 0x8000_0000);
    assert_eq!(convert(F, f(-1e10), UD), 0);
    assert_eq!(convert(F, f(300.5), UB), 255);
    assert_eq!(convert(F, f(-1.0), UB), 0);
    assert_eq!(convert(F, f(f32::NAN), D), 0);
    assert_eq!(convert(DF, 1e300f64.to_bits(), Q), i64::MAX as u64);
    assert_eq!(convert(HF, 0xc500, W), 0xfffb); // -5.0 half -> -5
}

#[test]
fn int_to_float_and_float_to_float_round_to_nearest() {
    use ElemType::*;
    assert_eq!(convert(D, (-7i32) as u32 as u64, F), u64::from((-7.0f32).to_bits()));
    // 2^24 + 1 is halfway between 2^24 and 2^24 + 2: ties to even, 2^24.
    assert_eq!(convert(UD, 16_777_217, F), 0x4b80_0000);
    assert_eq!(convert(UD, 3, HF), 0x4200);
    assert_eq!(convert(F, u64::from(1.0f32.to_bits()), HF), 0x3c00);
    assert_eq!(convert(HF, 0x3c00, F), u64::from(1.0f32.to_bits()));
    // 65520 is halfway between 65504 (the largest half) and 65536: rounds to infinity.
    assert_eq!(convert(F, u64::from(65520.0f32.to_bits()), HF), 0x7c00);
    assert_eq!(convert(F, u64::from(1.5f32.to_bits()), DF), 1.5f64.to_bits());
    assert_eq!(convert(DF, 0.1f64.to_bits(), F), u64::from(0.1f32.to_bits()));
}

#[test]
fn packed_vector_immediates() {
    let mut k = K::new();
    let w = k.var("w", ElemType::W, 16);
    // V: eight signed nibbles, lane n takes nibble n % 8: 0xf is -1, 0x8 is -8.
    k.push(mov(exec_nm(16), dst(w, 0, 0, 1), imm(ElemType::V, 0x8f65_4321)));
    let out = run(&k);
    let words: Vec<i16> = bytes(&out, w).chunks(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
    assert_eq!(words, [1, 2, 3, 4, 5, 6, -1, -8, 1, 2, 3, 4, 5, 6, -1, -8]);
}

// ---- arithmetic ----------------------------------------------------------------

/// `op (1) d:ty a:ty b:ty` on immediates.
fn arith(op: AluOp, ty: ElemType, a: u64, b: u64) -> u64 {
    let mut k = K::new();
    let d = k.var("d", ty, 1);
    k.push(binary(op, exec_nm(1), dst(d, 0, 0, 1), imm(ty, a), imm(ty, b)));
    let out = run(&k);
    let mut bytes8 = [0u8; 8];
    let got = bytes(&out, d);
    bytes8[..got.len()].copy_from_slice(&got);
    u64::from_le_bytes(bytes8)
}

#[test]
fn integer_add_and_mul_wrap_to_the_destination_type() {
    use AluOp::*;
    use ElemType::*;
    assert_eq!(arith(Add, UD, 0xffff_ffff, 1), 0);
    assert_eq!(arith(Add, W, 0x7fff, 1), 0x8000);
    assert_eq!(arith(Mul, D, (-3i32) as u32 as u64, 5), (-15i32) as u32 as u64);
    assert_eq!(arith(Mul, UD, 0x1_0000, 0x1_0000), 0);
    assert_eq!(arith(Add, UQ, u64::MAX, 2), 1);
    // Different source and destination types: 200 + 100 into a UB is 300 mod 256.
    let mut k = K::new();
    let d = k.var("d", UB, 1);
    k.push(binary(Add, exec_nm(1), dst(d, 0, 0, 1), imm(D, 200), imm(D, 100)));
    assert_eq!(bytes(&run(&k), d), [44]);
}

#[test]
fn float_add_and_mul_in_f32_and_f64() {
    use AluOp::*;
    use ElemType::*;
    let f = |v: f32| u64::from(v.to_bits());
    assert_eq!(arith(Add, F, f(0.1), f(0.2)), f(0.1f32 + 0.2f32));
    assert_eq!(arith(Mul, F, f(1.1), f(3.3)), f(1.1f32 * 3.3f32));
    assert_eq!(arith(Add, DF, 0.1f64.to_bits(), 0.2f64.to_bits()), (0.1f64 + 0.2f64).to_bits());
    assert_eq!(arith(Mul, F, f(f32::MAX), f(2.0)), f(f32::INFINITY));
}

#[test]
fn source_modifiers_negate_and_take_the_magnitude() {
    let mut k = K::new();
    let a = k.input("a", ElemType::D, 2, ud_bytes(&[5, (-3i32) as u32]));
    let d = k.var("d", ElemType::D, 4);
    let with = |m| SrcOperand::General { var: a, row: 0, col: 0, region: Region::contiguous(2), modifier: m };
    k.push(mov(exec_nm(2), dst(d, 0, 0, 1), with(SrcModifier::Neg)));
    k.push(mov(exec_nm(2), dst(d, 0, 2, 1), with(SrcModifier::Abs)));
    let out = run(&k);
    let got: Vec<i32> = uds(&bytes(&out, d)).into_iter().map(|v| v as i32).collect();
    assert_eq!(got, [-5, 3, 5, 3]);
}

#[test]
fn shifts_mask_the_count_and_run_in_the_execution_type() {
    use AluOp::*;
    use ElemType::*;
    assert_eq!(arith(Shl, UD, 1, 33), 2); // 33 & 31 = 1
    assert_eq!(arith(Shl, UQ, 1, 40), 1 << 40);
    assert_eq!(arith(Shl, UQ, 1, 65), 2); // 65 & 63 = 1
    assert_eq!(arith(Shr, UD, 0xffff_fff8, 1), 0x7fff_fffc);
    assert_eq!(arith(Asr, D, 0xffff_fff8, 1), 0xffff_fffc);
    assert_eq!(arith(Asr, D, 0x8000_0000, 31), 0xffff_ffff);
    assert_eq!(arith(Shr, UQ, 0x8000_0000_0000_0000, 63), 1);
    assert_eq!(arith(Asr, Q, 0x8000_0000_0000_0000, 63), u64::MAX);
    // A word source is promoted to a dword: 0xfff8:uw shr 1 into a UD.
    let mut k = K::new();
    let d = k.var("d", UD, 1);
    k.push(binary(Shr, exec_nm(1), dst(d, 0, 0, 1), imm(UW, 0xfff8), imm(UD, 1)));
    assert_eq!(uds(&bytes(&run(&k), d)), [0x7ffc]);
}

#[test]
fn mulh_is_the_high_dword_of_the_product() {
    use AluOp::*;
    use ElemType::*;
    // 0xffff_ffff * 0xffff_ffff = 0xffff_fffe_0000_0001 (unsigned).
    assert_eq!(arith(Mulh, UD, 0xffff_ffff, 0xffff_ffff), 0xffff_fffe);
    // -1 * -1 = 1 (signed): high dword 0.
    assert_eq!(arith(Mulh, D, 0xffff_ffff, 0xffff_ffff), 0);
    // -2 * 3 = -6 = 0xffff_ffff_ffff_fffa: high dword all ones.
    assert_eq!(arith(Mulh, D, (-2i32) as u32 as u64, 3), 0xffff_ffff);
    // 0x8000_0000 * 4 = 0x2_0000_0000 (unsigned).
    assert_eq!(arith(Mulh, UD, 0x8000_0000, 4), 2);
}

/// What the pages do not support is not executed, as the verifier rejects
/// it: MUL on q, SHR on a signed type, ASR on an unsigned one, MULH on
/// mixed types.
#[test]
fn unsupported_types_are_refused() {
    use AluOp::*;
    use ElemType::*;
    let cases = [
        (Mul, UQ, UQ, "src0 has type uq"),
        (Shr, D, D, "dst has type d"),
        (Asr, UD, UD, "dst has type ud"),
        (Mulh, UD, D, "different types"),
    ];
    for (op, dty, sty, why) in cases {
        let mut k = K::new();
        let d = k.var("d", dty, 1);
        k.push(binary(op, exec_nm(1), dst(d, 0, 0, 1), imm(sty, 3), imm(sty, 5)));
        let out = run(&k);
        assert_eq!(bytes(&out, d), vec![0; dty.size_bytes() as usize], "{op:?} {dty} is not executed");
        assert_eq!(out.findings.len(), 1, "{op:?} {dty}");
        assert_eq!(out.findings[0].kind.id(), "forbidden-type");
        assert!(out.findings[0].message.contains(why), "{}", out.findings[0].message);
    }
}

#[test]
fn bitwise_logic_on_integers() {
    use AluOp::*;
    use ElemType::*;
    assert_eq!(arith(And, UD, 0b1100, 0b1010), 0b1000);
    assert_eq!(arith(Or, UD, 0b1100, 0b1010), 0b1110);
    assert_eq!(arith(Xor, UW, 0xff00, 0x0ff0), 0xf0f0);
}

#[test]
fn bitwise_logic_on_predicates_is_per_lane() {
    let mut k = K::new();
    let (p1, p2, p3) = (k.pred("p1", 16), k.pred("p2", 16), k.pred("p3", 16));
    k.push(Instruction::Setp { exec: exec_nm(16), dst: p1, src: imm(ElemType::UW, 0b1100) });
    k.push(Instruction::Setp { exec: exec_nm(16), dst: p2, src: imm(ElemType::UW, 0b1010) });
    k.push(Instruction::Setp { exec: exec_nm(16), dst: p3, src: imm(ElemType::UW, 0xff00) });
    let pd = |p| DstOperand::Predicate(p);
    let ps = |p| SrcOperand::Predicate(p);
    // Only channels 0..7 of p3 are written (exec size 8): its high byte stays.
    k.push(binary(AluOp::Xor, exec_nm(8), pd(p3), ps(p1), ps(p2)));
    k.push(binary(AluOp::And, exec_nm(16), pd(p1), ps(p1), ps(p2)));
    k.push(binary(AluOp::Or, exec_nm(16), pd(p2), ps(p2), ps(p3)));
    let out = run(&k);
    assert_eq!(out.state.pred(p3), 0xff00 | 0b0110);
    assert_eq!(out.state.pred(p1), 0b1000);
    assert_eq!(out.state.pred(p2), 0xff00 | 0b1110);
}

// ---- cmp, setp, sel, ret -------------------------------------------------------

#[test]
fn cmp_sets_predicate_bits_at_the_mask_offset() {
    let mut k = K::new();
    let a = k.input("a", ElemType::D, 8, ud_bytes(&[(-1i32) as u32, 0, 1, 2, 3, 4, 5, 6]));
    let p = k.pred("p", 32);
    // (M5_NM, 8): channel n writes bit 16 + n.
    let e = ExecCtrl::new(ExecSize::S8, EmaskOffset::M5, true);
    k.push(Instruction::Cmp {
        rel: CmpRel::Lt,
        exec: e,
        dst: DstOperand::Predicate(p),
        src0: src(a, 0, 0, 8, 8, 1),
        src1: imm(ElemType::D, 2),
    });
    let out = run(&k);
    assert_eq!(out.state.pred(p), 0b0111 << 16);
}

#[test]
fn cmp_relations_signedness_and_nan() {
    let cmp1 = |rel, ty, a: u64, b: u64| {
        let mut k = K::new();
        let p = k.pred("p", 1);
        k.push(Instruction::Cmp {
            rel,
            exec: exec_nm(1),
            dst: DstOperand::Predicate(p),
            src0: imm(ty, a),
            src1: imm(ty, b),
        });
        run(&k).state.pred(p) == 1
    };
    use CmpRel::*;
    use ElemType::*;
    assert!(cmp1(Lt, D, 0xffff_ffff, 0)); // -1 < 0
    assert!(cmp1(Gt, UD, 0xffff_ffff, 0)); // 4294967295 > 0
    assert!(cmp1(Eq, UW, 5, 5) && !cmp1(Ne, UW, 5, 5));
    assert!(cmp1(Ge, W, 5, 5) && cmp1(Le, W, 5, 5) && !cmp1(Gt, W, 5, 5));
    let nan = u64::from(f32::NAN.to_bits());
    assert!(!cmp1(Eq, F, nan, nan) && cmp1(Ne, F, nan, nan) && !cmp1(Lt, F, nan, 0) && !cmp1(Ge, F, nan, 0));
    let (neg0, pos0) = (u64::from((-0.0f32).to_bits()), 0);
    assert!(cmp1(Eq, F, neg0, pos0));
}

#[test]
fn cmp_to_a_general_destination_writes_all_ones_or_zero() {
    let mut k = K::new();
    let a = k.input("a", ElemType::UD, 4, ud_bytes(&[1, 2, 3, 4]));
    let d = k.var("d", ElemType::UW, 4);
    k.push(Instruction::Cmp {
        rel: CmpRel::Eq,
        exec: exec_nm(4),
        dst: dst(d, 0, 0, 1),
        src0: src(a, 0, 0, 4, 4, 1),
        src1: imm(ElemType::UD, 3),
    });
    assert_eq!(bytes(&run(&k), d), [0, 0, 0, 0, 0xff, 0xff, 0, 0]);
}

#[test]
fn setp_from_scalar_bits_or_vector_values() {
    let mut k = K::new();
    let v = k.input("v", ElemType::UD, 8, ud_bytes(&[0, 5, 0, 0, 9, 0, 0, 1]));
    let scalar = k.input("s", ElemType::UD, 1, ud_bytes(&[0xc3]));
    let (p1, p2, p3) = (k.pred("p1", 16), k.pred("p2", 16), k.pred("p3", 32));
    k.push(Instruction::Setp { exec: exec_nm(16), dst: p1, src: imm(ElemType::UW, 0xa5f0) });
    // A scalar variable: its bits; a vector: value != 0 per lane.
    k.push(Instruction::Setp { exec: exec_nm(8), dst: p2, src: SrcOperand::scalar(scalar) });
    k.push(Instruction::Setp {
        exec: ExecCtrl::new(ExecSize::S8, EmaskOffset::M3, true),
        dst: p3,
        src: src(v, 0, 0, 8, 8, 1),
    });
    let out = run(&k);
    assert_eq!(out.state.pred(p1), 0xa5f0);
    assert_eq!(out.state.pred(p2), 0xc3);
    assert_eq!(out.state.pred(p3), 0b1001_0010 << 8);
}

#[test]
fn sel_chooses_by_predicate_and_masks_by_the_execution_mask() {
    let mut k = K::new();
    let a = k.input("a", ElemType::UD, 8, ud_bytes(&[1; 8]));
    let b = k.input("b", ElemType::UD, 8, ud_bytes(&[2; 8]));
    let d = k.input("d", ElemType::UD, 8, ud_bytes(&[9; 8]));
    let p = k.pred("p", 8);
    k.push(Instruction::Setp { exec: exec_nm(8), dst: p, src: imm(ElemType::UW, 0b0011_0011) });
    k.push(Instruction::alu2(
        AluOp::Sel,
        exec(8),
        Some(Predicate::new(p)),
        dst(d, 0, 0, 1),
        src(a, 0, 0, 8, 8, 1),
        src(b, 0, 0, 8, 8, 1),
    ));
    // Dispatch mask 0b0000_1111: channels 4..7 keep 9.
    let out = k.run(XeHpg, 0b0000_1111, &mut Memory::default());
    assert_eq!(uds(&bytes(&out, d)), [1, 1, 2, 2, 9, 9, 9, 9]);
}

#[test]
fn ret_stops_the_kernel_unless_predicated_off() {
    let mut k = K::new();
    let d = k.var("d", ElemType::UD, 1);
    let p = k.pred("p", 1);
    k.push(Instruction::Ret { exec: exec_nm(1), pred: Some(Predicate::new(p)) });
    k.push(mov(exec_nm(1), dst(d, 0, 0, 1), imm(ElemType::UD, 1)));
    k.push(Instruction::Ret { exec: exec_nm(1), pred: None });
    k.push(mov(exec_nm(1), dst(d, 0, 0, 1), imm(ElemType::UD, 2)));
    let out = run(&k);
    assert_eq!(out.executed, 3);
    assert_eq!(uds(&bytes(&out, d)), [1]);
}

#[test]
fn undeclared_predicate_is_reported() {
    let mut k = K::new();
    let d = k.var("d", ElemType::UD, 1);
    let ghost = PredVarId::new(7).unwrap();
    k.push(Instruction::mov(exec_nm(1), Some(Predicate::inverted(ghost)), dst(d, 0, 0, 1), imm(ElemType::UD, 1)));
    let out = run(&k);
    assert_eq!(kinds(&out), [&FindingKind::UndeclaredPredicate]);
    assert_eq!(uds(&bytes(&out, d)), [1]);
}

// ---- the GRF model -------------------------------------------------------------

#[test]
fn an_alias_names_the_bytes_of_its_root() {
    let mut k = K::new();
    let root = k.input("root", ElemType::UD, 16, iota(16));
    let mid = k.alias("mid", ElemType::UD, 8, root, 16);
    let inner = k.alias("inner", ElemType::UW, 4, mid, 8);
    k.push(mov(exec_nm(4), dst(inner, 0, 0, 1), imm(ElemType::UW, 0xbeef)));
    let out = run(&k);
    // inner starts at root byte 16 + 8 = 24: dwords 6 and 7.
    let mut expect: Vec<u32> = (100..116).collect();
    expect[6] = 0xbeef_beef;
    expect[7] = 0xbeef_beef;
    assert_eq!(uds(&bytes(&out, root)), expect);
    assert_eq!(uds(&bytes(&out, mid))[2..4], [0xbeef_beef, 0xbeef_beef]);
}

#[test]
fn raw_operand_through_an_alias_and_past_its_end() {
    // An SVM_GATHER whose dst is an alias 32 bytes into a 48-byte root: the
    // last 16 of its 32 bytes fall outside and are dropped.
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 8, uq_bytes(&[0x1000; 8]));
    let root = k.var("root", ElemType::UD, 12);
    let tail = k.alias("tail", ElemType::UD, 8, root, 32);
    k.push(Instruction::SvmGather(SvmGather {
        exec: exec_nm(8),
        pred: None,
        block_size: BlockSize::B4,
        num_blocks: NumBlocks::N1,
        addresses: raw(addrs),
        dst: RawOperand::new(tail, 0),
    }));
    let mut memory = Memory::default();
    memory.svm.allocate("m", 0x1000, vec![0x11; 4]).unwrap();
    let out = k.run(Gen9, u32::MAX, &mut memory);
    assert_eq!(kinds(&out), [&FindingKind::RawOutOfRange]);
    let mut expect = vec![0u32; 8];
    expect.extend([0x1111_1111; 4]);
    assert_eq!(uds(&bytes(&out, root)), expect);
}

#[test]
fn raw_operand_naming_no_declared_variable_is_reported() {
    let mut k = K::new();
    let dst_var = k.var("d", ElemType::UD, 8);
    k.push(Instruction::SvmGather(SvmGather {
        exec: exec_nm(1),
        pred: None,
        block_size: BlockSize::B4,
        num_blocks: NumBlocks::N1,
        // V20..V31 are reserved: V20 names no variable (V1..V19 are the
        // predefined ones the emulator models).
        addresses: RawOperand::new(GenVarId(20), 0),
        dst: raw(dst_var),
    }));
    let mut memory = Memory::default();
    memory.svm.allocate("m", 0, vec![0x22; 4]).unwrap();
    // The address reads as 0, which is inside the allocation.
    let out = k.run(Gen9, u32::MAX, &mut memory);
    assert_eq!(kinds(&out), [&FindingKind::RawOutOfRange]);
    assert!(out.findings[0].message.contains("names no declared variable"));
    assert_eq!(uds(&bytes(&out, dst_var))[0], 0x2222_2222);
}

#[test]
fn inputs_longer_than_their_variable_are_reported() {
    let mut k = K::new();
    let v = k.input("v", ElemType::UD, 1, ud_bytes(&[1, 2]));
    let out = run(&k);
    assert_eq!(kinds(&out), [&FindingKind::InputOutOfRange]);
    assert_eq!(uds(&bytes(&out, v)), [1]);
}

#[test]
fn every_platform_runs_an_empty_kernel() {
    for platform in Platform::ALL {
        let out = K::new().run(platform, 0, &mut Memory::default());
        assert_eq!((out.executed, out.findings.len(), out.fault), (0, 0, None));
    }
}

// ---- ADDC, SUBB, ADD3, BFN (vISA spec, each page's Semantics) ------------------

/// `op (8) d c a b` on ud inputs; returns (dst, carry or borrow).
fn carry_op(op: CarryOp, a: &[u32], b: &[u32], dispatch: u32) -> (Vec<u32>, Vec<u32>) {
    let mut k = K::new();
    let x = k.input("x", ElemType::UD, 8, ud_bytes(a));
    let y = k.input("y", ElemType::UD, 8, ud_bytes(b));
    let d = k.input("d", ElemType::UD, 8, ud_bytes(&[0x5a5a; 8]));
    let c = k.input("c", ElemType::UD, 8, ud_bytes(&[7; 8]));
    k.push(Instruction::Carry {
        op,
        exec: exec(8),
        pred: None,
        dst: dst(d, 0, 0, 1),
        carry: dst(c, 0, 0, 1),
        src0: src(x, 0, 0, 8, 8, 1),
        src1: src(y, 0, 0, 8, 8, 1),
    });
    let out = k.run(Gen9, dispatch, &mut Memory::default());
    assert!(out.findings.is_empty(), "{:?}", out.findings);
    (uds(&bytes(&out, d)), uds(&bytes(&out, c)))
}

/// ADDC: `dst = src0 + src1` (mod 2^32), `carry = carry(src0 + src1)`, 0 or 1;
/// channels the dispatch mask disables keep both destinations.
#[test]
fn addc_writes_the_sum_and_its_carry() {
    let a = [0, 1, 0xffff_ffff, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff, 5, 0xffff_fff0];
    let b = [0, 2, 1, 0xffff_ffff, 0x8000_0000, 0x8000_0000, 6, 0x10];
    let (d, c) = carry_op(CarryOp::Addc, &a, &b, 0b0111_1111);
    assert_eq!(d, [0, 3, 0, 0xffff_fffe, 0, 0xffff_ffff, 11, 0x5a5a]);
    assert_eq!(c, [0, 0, 1, 1, 1, 0, 0, 7]);
}

/// SUBB: `dst = src0 - src1` (mod 2^32), `borrow = src0 < src1 ? 1 : 0`, on
/// every channel: the page's loop steps by 2, an erratum (its Description
/// says component-wise; README decision 25), which would leave odd channels
/// unwritten.
#[test]
fn subb_writes_the_difference_and_its_borrow_on_every_channel() {
    let a = [0, 1, 5, 0xffff_ffff, 0, 0x8000_0000, 7, 3];
    let b = [0, 2, 5, 0xffff_ffff, 1, 0x7fff_ffff, 8, 1];
    let (d, c) = carry_op(CarryOp::Subb, &a, &b, u32::MAX);
    assert_eq!(d, [0, 0xffff_ffff, 0, 0, 0xffff_ffff, 1, 0xffff_ffff, 2]);
    assert_eq!(c, [0, 1, 0, 0, 1, 0, 1, 0]);
}

/// ADDC takes UD only (its page's Supported Types): a `d` operand is not
/// executed and reported.
#[test]
fn addc_of_other_types_is_refused() {
    let mut k = K::new();
    let x = k.input("x", ElemType::D, 1, ud_bytes(&[1]));
    let d = k.var("d", ElemType::UD, 1);
    let c = k.var("c", ElemType::UD, 1);
    k.push(Instruction::Carry {
        op: CarryOp::Addc,
        exec: exec_nm(1),
        pred: None,
        dst: dst(d, 0, 0, 1),
        carry: dst(c, 0, 0, 1),
        src0: src(x, 0, 0, 0, 1, 0),
        src1: imm(ElemType::UD, 1),
    });
    let out = run(&k);
    assert_eq!(kinds(&out), [&FindingKind::ForbiddenType]);
    assert_eq!(uds(&bytes(&out, d)), [0]);
}

/// ADD3: `dst = src0 + src1 + src2`, wrapping to the destination (or
/// saturating with `.sat`), source modifiers applied first.
#[test]
fn add3_adds_three_sources() {
    let mut k = K::new();
    let x = k.input("x", ElemType::D, 4, ud_bytes(&[1, 0x7fff_ffff, 0xffff_ffff, 10]));
    let y = k.input("y", ElemType::D, 4, ud_bytes(&[2, 1, 0xffff_ffff, 20]));
    let d = k.var("d", ElemType::D, 4);
    let s = k.var("s", ElemType::D, 4);
    let three = |d| {
        Instruction::Alu(Alu::new(
            AluOp::Add3,
            exec_nm(4),
            None,
            dst(d, 0, 0, 1),
            Srcs::three(src(x, 0, 0, 4, 4, 1), src(y, 0, 0, 4, 4, 1), imm(ElemType::D, 3)),
        ))
    };
    k.push(three(d));
    k.push(match three(s) {
        Instruction::Alu(a) => Instruction::Alu(Alu { sat: true, ..a }),
        other => other,
    });
    let out = k.run(XeHpg, u32::MAX, &mut Memory::default());
    assert!(out.findings.is_empty(), "{:?}", out.findings);
    // 1+2+3, 0x7fffffff+1+3 wraps, -1-1+3, 10+20+3.
    assert_eq!(uds(&bytes(&out, d)), [6, 0x8000_0003, 1, 33]);
    assert_eq!(uds(&bytes(&out, s)), [6, 0x7fff_ffff, 1, 33]);
}

/// BFN: bit `idx` of each channel is bit `s0 + 2*s1 + 4*s2` of the function
/// (s0..s2 that bit of each source): 0x96 is s0 ^ s1 ^ s2, 0xe8 the majority,
/// 0x80 s0 & s1 & s2, over the 16 bits of a `uw` destination.
#[test]
fn bfn_looks_each_bit_up_in_the_function() {
    let mut k = K::new();
    let (a, b, c) = (0b1111_0000_1100_1010u64, 0b1010_1010_1111_0000u64, 0b1100_1100_0000_1111u64);
    let mut results = Vec::new();
    for func in [0x96u8, 0xe8, 0x80] {
        let d = k.var(&format!("d{func:x}"), ElemType::UW, 1);
        k.push(Instruction::Bfn {
            func,
            exec: exec_nm(1),
            pred: None,
            sat: false,
            dst: dst(d, 0, 0, 1),
            src0: imm(ElemType::UW, a),
            src1: imm(ElemType::UW, b),
            src2: imm(ElemType::UW, c),
        });
        results.push(d);
    }
    let out = k.run(XeHpg, u32::MAX, &mut Memory::default());
    assert!(out.findings.is_empty(), "{:?}", out.findings);
    let word = |d| u64::from(u16::from_le_bytes(bytes(&out, d)[..2].try_into().unwrap()));
    assert_eq!(word(results[0]), a ^ b ^ c);
    assert_eq!(word(results[1]), (a & b) | (a & c) | (b & c));
    assert_eq!(word(results[2]), a & b & c);
}

// ---- what the platform's ALU lacks (the platform table) -------------------------

/// `add (8) s:q a:q b:q`: DG2 (and TGLLP) have no 64-bit integer ALU, PVC a
/// native 64-bit add (IGC GenX.td): the emulator stops at the add on DG2 and
/// TGLLP with a finding that names the platform, and runs it on PVC and
/// gen9. (The verifier's side is `verify::qword_add_is_refused_where_the_platform_has_no_64_bit_add`.)
#[test]
fn alu_operand_types_the_platform_lacks_stop_the_run() {
    let mut k = K::new();
    let a = k.input("a", ElemType::Q, 8, uq_bytes(&[0xffff_ffff; 8]));
    let b = k.input("b", ElemType::Q, 8, uq_bytes(&[1; 8]));
    let s = k.var("s", ElemType::Q, 8);
    k.push(binary(AluOp::Add, exec_nm(8), dst(s, 0, 0, 1), src(a, 0, 0, 8, 8, 1), src(b, 0, 0, 8, 8, 1)));
    for platform in [XeHpg, Platform::XeLp] {
        let out = k.run(platform, u32::MAX, &mut Memory::default());
        assert_eq!(kinds(&out), [&FindingKind::NotOnPlatform], "{platform}");
        let message = &out.findings[0].message;
        assert!(message.contains(&format!("not available on {platform}'s ALU")), "{message}");
        assert!(message.contains("64-bit integer ALU: none") && message.contains("LongLongEmulation"), "{message}");
        assert_eq!(uqs(&bytes(&out, s)), [0; 8], "not executed on {platform}");
    }
    for platform in [XeHpc, Gen9] {
        let out = k.run(platform, u32::MAX, &mut Memory::default());
        assert!(out.findings.is_empty(), "{platform}: {:?}", out.findings);
        assert_eq!(uqs(&bytes(&out, s)), [0x1_0000_0000; 8], "the carry reaches the high dword on {platform}");
    }
    // PVC's partial 64-bit ALU has no 64-bit compare (IGC emulates it).
    let mut k = K::new();
    let a = k.input("a", ElemType::Q, 1, uq_bytes(&[1]));
    let p = k.pred("p", 1);
    k.push(Instruction::Cmp {
        rel: CmpRel::Lt,
        exec: exec_nm(1),
        dst: DstOperand::Predicate(p),
        src0: src(a, 0, 0, 0, 1, 0),
        src1: imm(ElemType::Q, 2),
    });
    let out = k.run(XeHpc, u32::MAX, &mut Memory::default());
    assert_eq!(kinds(&out), [&FindingKind::NotOnPlatform]);
    assert!(out.findings[0].message.contains("partial (native: mov, add, mul, shift)"), "{}", out.findings[0].message);
    assert!(k.run(Gen9, u32::MAX, &mut Memory::default()).findings.is_empty());
    // `df` without FP64 (Xe-LP, Xe-HPG).
    let mut k = K::new();
    let x = k.input("x", ElemType::DF, 1, uq_bytes(&[1.5f64.to_bits()]));
    let y = k.var("y", ElemType::DF, 1);
    k.push(binary(AluOp::Mul, exec_nm(1), dst(y, 0, 0, 1), src(x, 0, 0, 0, 1, 0), src(x, 0, 0, 0, 1, 0)));
    for platform in Platform::ALL {
        let out = k.run(platform, u32::MAX, &mut Memory::default());
        if platform.has_fp64() {
            assert!(out.findings.is_empty(), "{platform}");
            assert_eq!(uqs(&bytes(&out, y)), [2.25f64.to_bits()]);
        } else {
            assert_eq!(kinds(&out), [&FindingKind::NotOnPlatform], "{platform}");
            assert!(out.findings[0].message.contains("needs FP64"), "{}", out.findings[0].message);
        }
    }
}
