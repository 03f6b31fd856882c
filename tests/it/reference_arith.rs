//! The reference interpreter on the arithmetic of real kernels: integer
//! division, fdiv, fneg, the conversions, freeze and the arithmetic
//! intrinsics, as LangRef and the vector compiler's documentation define
//! them. Every expectation is worked out by hand (the comments show how).

use crate::reference_support;

use reference_support::*;

/// `%r = <inst>` of type `ty`, returned.
fn one(ty: &str, inst: &str, decls: &str) -> String {
    format!("define {ty} @k() {{\n  %r = {inst}\n  ret {ty} %r\n}}\n{decls}")
}

fn u32_of(ty: &str, inst: &str, decls: &str) -> Option<u32> {
    returned_u32s(&run(&one(ty, inst, decls), ""))[0]
}

fn u64_of(ty: &str, inst: &str, decls: &str) -> Option<u64> {
    returned_u64s(&run(&one(ty, inst, decls), ""))[0]
}

fn u16_of(ty: &str, inst: &str, decls: &str) -> Option<u16> {
    let bytes = returned(&run(&one(ty, inst, decls), ""));
    Some(u16::from_le_bytes([bytes[0]?, bytes[1]?]))
}

fn f(x: f32) -> Option<u32> {
    Some(x.to_bits())
}

// ---- integer division -----------------------------------------------------------

#[test]
fn division_truncates_toward_zero_and_remainders_take_the_dividends_sign() {
    let cases = [
        ("udiv i32 -1, 2", Some(0x7fff_ffff)),  // 4294967295 / 2
        ("sdiv i32 -7, 2", Some(-3i32 as u32)), // -3.5 toward zero
        ("sdiv i32 7, -2", Some(-3i32 as u32)),
        ("sdiv i32 -7, -2", Some(3)),
        ("srem i32 -7, 2", Some(-1i32 as u32)), // -7 = -3 * 2 - 1
        ("srem i32 7, -2", Some(1)),            // 7 = -3 * -2 + 1
        ("urem i32 -1, 10", Some(5)),           // 4294967295 mod 10
        ("sdiv i32 -2147483648, 3", Some(-715827882i32 as u32)),
        ("udiv exact i32 9, 3", Some(3)),
        ("udiv exact i32 10, 3", None), // a remainder makes `exact` poison
        ("sdiv exact i32 -9, 3", Some(-3i32 as u32)),
        ("sdiv exact i32 -10, 3", None),
    ];
    for (inst, expected) in cases {
        assert_eq!(u32_of("i32", inst, ""), expected, "{inst}");
    }
    // Narrow lanes: -128 / 3 = -42 (0xd6), 200 urem 7 = 4.
    let ll = one("<2 x i8>", "sdiv <2 x i8> <i8 -128, i8 100>, <i8 3, i8 -7>", "");
    assert_eq!(returned_u8s(&run(&ll, "")), vec![Some(0xd6), Some((-14i8) as u8)]);
    assert_eq!(returned_u8s(&run(&one("i8", "urem i8 200, 7", ""), "")), vec![Some(4)]);
}

#[test]
fn division_by_zero_and_the_minimum_by_minus_one_are_undefined_behaviour() {
    let ll = one("<3 x i32>", "sdiv <3 x i32> <i32 7, i32 -2147483648, i32 8>, <i32 0, i32 -1, i32 2>", "");
    let o = run(&ll, "");
    assert_eq!(returned_u32s(&o), vec![None, None, Some(4)]);
    let ub: Vec<&str> = ub_findings(&o).iter().map(|f| f.message.as_str()).collect();
    assert!(ub.iter().any(|m| m.contains("sdiv lane 0: division by zero is undefined behaviour")), "{ub:?}");
    assert!(ub.iter().any(|m| m.contains("sdiv lane 1: the minimum divided by -1 overflows")), "{ub:?}");
    let o = run(&one("i32", "urem i32 5, 0", ""), "");
    assert_eq!(returned_u32s(&o), vec![None]);
    assert_eq!(ub_findings(&o).len(), 1);
}

// ---- floating point ---------------------------------------------------------------

#[test]
fn fdiv_rounds_correctly_and_follows_ieee_special_values() {
    // 1/3 to nearest: 0x3eaaaaab; 1/0 = +inf, -1/0 = -inf, 0/0 NaN, 1/-0 = -inf.
    assert_eq!(u32_of("float", "fdiv float 1.0, 3.0", ""), Some(0x3eaa_aaab));
    assert_eq!(u32_of("float", "fdiv float 1.0, 0.0", ""), Some(0x7f80_0000));
    assert_eq!(u32_of("float", "fdiv float -1.0, 0.0", ""), Some(0xff80_0000));
    assert_eq!(u32_of("float", "fdiv float 1.0, -0.0", ""), Some(0xff80_0000));
    assert!(f32::from_bits(u32_of("float", "fdiv float 0.0, 0.0", "").unwrap()).is_nan());
    // double 2/7 = 0x3fd2492492492492; half 1/3 = 0x3555.
    assert_eq!(u64_of("double", "fdiv double 2.0, 7.0", ""), Some(0x3fd2_4924_9249_2492));
    assert_eq!(u16_of("half", "fdiv half 1.0, 3.0", ""), Some(0x3555));
    // A denormal quotient is kept: 2^-149 / 1 = 2^-149 (bits 1).
    assert_eq!(u32_of("float", "fdiv float 0x36A0000000000000, 1.0", ""), Some(1));
}

#[test]
fn approximate_fdiv_says_its_tolerance_and_exact_fdiv_has_none() {
    let o = run(&one("float", "fdiv arcp float 1.0, 3.0", ""), "");
    let t = o.returned.as_ref().unwrap().tolerance.expect("arcp is approximate");
    assert_eq!((t.ulps, t.abs), (3.0, 0.0));
    // The exact value is what it is compared against.
    assert_eq!(returned_u32s(&o), vec![Some(0x3eaa_aaab)]);
    let o = run(&one("float", "fdiv float 1.0, 3.0", ""), "");
    assert_eq!(o.returned.as_ref().unwrap().tolerance, None);
}

#[test]
fn fneg_flips_the_sign_bit_of_anything() {
    // A signalling NaN stays signalling; -0 becomes +0; the payload is kept.
    let ll = "define <3 x i32> @k(<3 x i32> %b) {\n  %x = bitcast <3 x i32> %b to <3 x float>\n  %n = fneg <3 x float> %x\n  %r = bitcast <3 x float> %n to <3 x i32>\n  ret <3 x i32> %r\n}\n";
    let o = run(ll, "[args]\nb = [0x7f800001, 0x80000000, 0x7fc01234]\n");
    assert_eq!(returned_u32s(&o), vec![Some(0xff80_0001), Some(0), Some(0xffc0_1234)]);
}

#[test]
fn conversions_round_truncate_and_give_poison_out_of_range() {
    let cases = [
        ("fptosi float 0xBFFE666660000000 to i32", Some(-1i32 as u32)),
        ("fptoui float 0x3FFE666660000000 to i32", Some(1)),
        ("fptosi float 0x41E0000000000000 to i32", None), // 2^31 does not fit
        ("fptosi float 0xC1E0000000000000 to i32", Some(0x8000_0000)), // -2^31 does
        ("fptoui float -1.0 to i32", None),
        ("fptoui float -0.5 to i32", Some(0)), // truncates to -0 = 0, which fits
        ("fptosi float 0x7FF8000000000000 to i32", None), // NaN
        ("sitofp i32 -1 to float", f(-1.0)),
        ("uitofp i32 -1 to float", f(4_294_967_296.0)), // 2^32 - 1 rounds up
        ("sitofp i32 16777217 to float", f(16_777_216.0)), // ties to even
        ("uitofp i32 16777219 to float", f(16_777_220.0)),
        ("fptrunc double 0x3FF0000010000000 to float", Some(0x3f80_0000)), // 1 + 2^-28 rounds to 1
        ("fptrunc double 0x3FF0000030000000 to float", Some(0x3f80_0002)), // 1 + 3*2^-28 to 1 + 2^-22
    ];
    for (inst, expected) in cases {
        assert_eq!(u32_of(if inst.contains("to float") { "float" } else { "i32" }, inst, ""), expected, "{inst}");
    }
    // To half: 65520 rounds to +inf (above 65504 + half an ulp); 2049 to 2048 (even).
    assert_eq!(u16_of("half", "fptrunc float 65520.0 to half", ""), Some(0x7c00));
    assert_eq!(u16_of("half", "sitofp i32 2049 to half", ""), Some(0x6800));
    // fpext is exact: half 2^-24 (the smallest denormal, bits 1) is float 2^-24.
    assert_eq!(u32_of("float", "fpext half 0xH0001 to float", ""), Some(0x3380_0000));
    // i1: sitofp true = -1.0, uitofp true = 1.0.
    assert_eq!(u32_of("float", "sitofp i1 true to float", ""), f(-1.0));
    assert_eq!(u32_of("float", "uitofp i1 true to float", ""), f(1.0));
    // i64 to double: 2^53 + 1 ties to 2^53.
    assert_eq!(u64_of("double", "uitofp i64 9007199254740993 to double", ""), Some(9_007_199_254_740_992f64.to_bits()));
}

#[test]
fn freeze_keeps_defined_lanes_and_does_not_guess_poison_ones() {
    let ll = one("<2 x i32>", "freeze <2 x i32> <i32 7, i32 poison>", "");
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(7), None]);
}

// ---- intrinsics ---------------------------------------------------------------------

#[test]
fn integer_min_max_compare_as_named() {
    let d = "declare i32 @llvm.smin.i32(i32, i32)\ndeclare i32 @llvm.umax.i32(i32, i32)\ndeclare i32 @llvm.genx.umin.i32.i32(i32, i32)\ndeclare i16 @llvm.genx.smax.i16.i32(i32, i32)\n";
    assert_eq!(u32_of("i32", "call i32 @llvm.smin.i32(i32 -1, i32 1)", d), Some(u32::MAX));
    assert_eq!(u32_of("i32", "call i32 @llvm.umax.i32(i32 -1, i32 1)", d), Some(u32::MAX));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.umin.i32.i32(i32 -1, i32 1)", d), Some(1));
    // The vector compiler's result type may be narrower: max(70000, 5) = 70000, cut to 16 bits = 4464.
    assert_eq!(u16_of("i16", "call i16 @llvm.genx.smax.i16.i32(i32 70000, i32 5)", d), Some(4464));
}

#[test]
fn minnum_maxnum_give_the_number_and_order_zeros() {
    let d = "declare float @llvm.minnum.f32(float, float)\ndeclare float @llvm.maxnum.f32(float, float)\n";
    let nan = "0x7FF8000000000000";
    assert_eq!(u32_of("float", &format!("call float @llvm.minnum.f32(float {nan}, float 1.0)"), d), f(1.0));
    assert_eq!(u32_of("float", &format!("call float @llvm.maxnum.f32(float 2.0, float {nan})"), d), f(2.0));
    assert_eq!(u32_of("float", "call float @llvm.minnum.f32(float 0.0, float -0.0)", d), Some(0x8000_0000));
    assert_eq!(u32_of("float", "call float @llvm.maxnum.f32(float -0.0, float 0.0)", d), Some(0));
    let both = u32_of("float", &format!("call float @llvm.minnum.f32(float {nan}, float {nan})"), d).unwrap();
    assert!(f32::from_bits(both).is_nan() && both & 0x0040_0000 != 0, "a quiet NaN");
}

#[test]
fn abs_fabs_copysign() {
    let d = "declare i32 @llvm.abs.i32(i32, i1)\ndeclare float @llvm.fabs.f32(float)\ndeclare float @llvm.copysign.f32(float, float)\ndeclare i32 @llvm.genx.absi.i32(i32)\n";
    assert_eq!(u32_of("i32", "call i32 @llvm.abs.i32(i32 -5, i1 false)", d), Some(5));
    assert_eq!(u32_of("i32", "call i32 @llvm.abs.i32(i32 -2147483648, i1 false)", d), Some(0x8000_0000));
    assert_eq!(u32_of("i32", "call i32 @llvm.abs.i32(i32 -2147483648, i1 true)", d), None);
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.absi.i32(i32 -2147483648)", d), Some(0x8000_0000));
    assert_eq!(u32_of("float", "call float @llvm.fabs.f32(float -0.0)", d), Some(0));
    assert_eq!(u32_of("float", "call float @llvm.copysign.f32(float 2.0, float -0.0)", d), f(-2.0));
}

#[test]
fn saturating_arithmetic_clamps_to_the_result_type() {
    let d = "declare i8 @llvm.sadd.sat.i8(i8, i8)\ndeclare i8 @llvm.usub.sat.i8(i8, i8)\ndeclare i8 @llvm.ssub.sat.i8(i8, i8)\ndeclare i8 @llvm.uadd.sat.i8(i8, i8)\n";
    let cases = [
        ("call i8 @llvm.sadd.sat.i8(i8 100, i8 100)", 127),    // 200 -> 127
        ("call i8 @llvm.sadd.sat.i8(i8 -100, i8 -100)", 0x80), // -200 -> -128
        ("call i8 @llvm.usub.sat.i8(i8 5, i8 7)", 0),          // -2 -> 0
        ("call i8 @llvm.ssub.sat.i8(i8 -128, i8 1)", 0x80),
        ("call i8 @llvm.uadd.sat.i8(i8 200, i8 100)", 255),
    ];
    for (inst, expected) in cases {
        assert_eq!(returned_u8s(&run(&one("i8", inst, d), "")), vec![Some(expected)], "{inst}");
    }
    // The vector compiler's: operands read as the second letter says, the result clamped as the first.
    let g = "declare i8 @llvm.genx.usadd.sat.i8.i8(i8, i8)\ndeclare i16 @llvm.genx.sumul.sat.i16.i8(i8, i8)\ndeclare i8 @llvm.genx.uuavg.i8.i8(i8, i8)\ndeclare i8 @llvm.genx.ssavg.sat.i8.i8(i8, i8)\ndeclare i8 @llvm.genx.sutrunc.sat.i8.i32(i32)\n";
    // us: -1 + -1 = -2, unsigned result -> 0. su: 255 * 255 = 65025, signed i16 -> 32767.
    assert_eq!(
        returned_u8s(&run(&one("i8", "call i8 @llvm.genx.usadd.sat.i8.i8(i8 -1, i8 -1)", g), "")),
        vec![Some(0)]
    );
    assert_eq!(u16_of("i16", "call i16 @llvm.genx.sumul.sat.i16.i8(i8 -1, i8 -1)", g), Some(32767));
    // uu avg: (255 + 255 + 1) >> 1 = 255; ss avg: (-128 + -127 + 1) >> 1 = -127 (0x81).
    assert_eq!(returned_u8s(&run(&one("i8", "call i8 @llvm.genx.uuavg.i8.i8(i8 -1, i8 -1)", g), "")), vec![Some(255)]);
    assert_eq!(
        returned_u8s(&run(&one("i8", "call i8 @llvm.genx.ssavg.sat.i8.i8(i8 -128, i8 -127)", g), "")),
        vec![Some(0x81)]
    );
    // su trunc: 4294967295 as unsigned into a signed byte -> 127.
    assert_eq!(returned_u8s(&run(&one("i8", "call i8 @llvm.genx.sutrunc.sat.i8.i32(i32 -1)", g), "")), vec![Some(127)]);
}

#[test]
fn saturating_conversions_give_zero_for_nan_and_the_nearest_bound() {
    let d = "declare i8 @llvm.fptosi.sat.i8.f32(float)\ndeclare i32 @llvm.fptoui.sat.i32.f32(float)\ndeclare i64 @llvm.fptosi.sat.i64.f64(double)\n";
    assert_eq!(returned_u8s(&run(&one("i8", "call i8 @llvm.fptosi.sat.i8.f32(float 1000.0)", d), "")), vec![Some(127)]);
    assert_eq!(
        returned_u8s(&run(&one("i8", "call i8 @llvm.fptosi.sat.i8.f32(float -129.5)", d), "")),
        vec![Some(0x80)]
    );
    assert_eq!(u32_of("i32", "call i32 @llvm.fptoui.sat.i32.f32(float 0x7FF8000000000000)", d), Some(0));
    assert_eq!(u32_of("i32", "call i32 @llvm.fptoui.sat.i32.f32(float -3.0)", d), Some(0));
    assert_eq!(u64_of("i64", "call i64 @llvm.fptosi.sat.i64.f64(double 1.0e30)", d), Some(i64::MAX as u64));
}

#[test]
fn genx_sat_clamps_floats_to_zero_one() {
    let d = "declare float @llvm.genx.sat.f32(float)\n";
    assert_eq!(u32_of("float", "call float @llvm.genx.sat.f32(float 1.5)", d), f(1.0));
    assert_eq!(u32_of("float", "call float @llvm.genx.sat.f32(float -0.5)", d), f(0.0));
    assert_eq!(u32_of("float", "call float @llvm.genx.sat.f32(float 0x7FF8000000000000)", d), f(0.0));
    assert_eq!(u32_of("float", "call float @llvm.genx.sat.f32(float 0.25)", d), f(0.25));
    assert_eq!(u32_of("float", "call float @llvm.genx.sat.f32(float -0.0)", d), Some(0x8000_0000));
}

#[test]
fn bit_counting() {
    let d = "declare i32 @llvm.ctpop.i32(i32)\ndeclare i16 @llvm.ctlz.i16(i16, i1)\ndeclare i64 @llvm.cttz.i64(i64, i1)\ndeclare i8 @llvm.bitreverse.i8(i8)\ndeclare i32 @llvm.ctlz.i32(i32, i1)\ndeclare i32 @llvm.genx.fbl.i32(i32)\ndeclare i32 @llvm.genx.sfbh.i32(i32)\ndeclare i32 @llvm.genx.ufbh.i32(i32)\ndeclare i32 @llvm.genx.lzd.i32(i32)\n";
    assert_eq!(u32_of("i32", "call i32 @llvm.ctpop.i32(i32 -1)", d), Some(32));
    assert_eq!(u16_of("i16", "call i16 @llvm.ctlz.i16(i16 1, i1 false)", d), Some(15));
    assert_eq!(u16_of("i16", "call i16 @llvm.ctlz.i16(i16 0, i1 false)", d), Some(16));
    assert_eq!(u16_of("i16", "call i16 @llvm.ctlz.i16(i16 0, i1 true)", d), None);
    assert_eq!(u64_of("i64", "call i64 @llvm.cttz.i64(i64 4294967296, i1 false)", d), Some(32));
    assert_eq!(u64_of("i64", "call i64 @llvm.cttz.i64(i64 0, i1 false)", d), Some(64));
    // 0b0000_0110 reversed is 0b0110_0000.
    assert_eq!(returned_u8s(&run(&one("i8", "call i8 @llvm.bitreverse.i8(i8 6)", d), "")), vec![Some(0x60)]);
    // The vector compiler's: lzd(0) = 32, fbl(0) = ufbh(0) = sfbh(-1) = 0xffffffff,
    // sfbh(-2) = 31 (leading ones), ufbh(0x40000000) = 1.
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.lzd.i32(i32 0)", d), Some(32));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.fbl.i32(i32 0)", d), Some(u32::MAX));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.ufbh.i32(i32 0)", d), Some(u32::MAX));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.sfbh.i32(i32 -1)", d), Some(u32::MAX));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.sfbh.i32(i32 -2)", d), Some(31));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.ufbh.i32(i32 1073741824)", d), Some(1));
}

#[test]
fn roundings_keep_the_sign_of_zero() {
    let d = "declare float @llvm.floor.f32(float)\ndeclare float @llvm.ceil.f32(float)\ndeclare float @llvm.trunc.f32(float)\ndeclare float @llvm.roundeven.f32(float)\ndeclare float @llvm.rint.f32(float)\ndeclare float @llvm.genx.frc.f32(float)\ndeclare half @llvm.floor.f16(half)\n";
    let cases = [
        ("call float @llvm.floor.f32(float -1.5)", f(-2.0)),
        ("call float @llvm.ceil.f32(float -0.5)", Some(0x8000_0000)),
        ("call float @llvm.trunc.f32(float -0.5)", Some(0x8000_0000)),
        ("call float @llvm.roundeven.f32(float 2.5)", f(2.0)),
        ("call float @llvm.roundeven.f32(float 3.5)", f(4.0)),
        ("call float @llvm.rint.f32(float 0xBFD99999A0000000)", Some(0x8000_0000)),
        ("call float @llvm.genx.frc.f32(float -1.25)", f(0.75)), // -1.25 - floor(-1.25) = -1.25 + 2
    ];
    for (inst, expected) in cases {
        assert_eq!(u32_of("float", inst, d), expected, "{inst}");
    }
    // half -7.75 floors to -8 (0xc800).
    assert_eq!(u16_of("half", "call half @llvm.floor.f16(half 0xHC7C0)", d), Some(0xc800));
}

#[test]
fn the_math_box_functions_are_exact_here_with_a_stated_tolerance() {
    let d = "declare float @llvm.genx.exp.f32(float)\ndeclare float @llvm.genx.log.f32(float)\ndeclare float @llvm.genx.sin.f32(float)\ndeclare float @llvm.genx.inv.f32(float)\ndeclare float @llvm.genx.ieee.sqrt.f32(float)\ndeclare float @llvm.sqrt.f32(float)\n";
    // exp2(3) = 8; its tolerance is 3 + floor(2 * 3) = 9 ulps.
    let o = run(&one("float", "call float @llvm.genx.exp.f32(float 3.0)", d), "");
    assert_eq!(returned_u32s(&o), vec![f(8.0)]);
    assert_eq!(o.returned.as_ref().unwrap().tolerance.map(|t| t.ulps), Some(9.0));
    // log2(8) = 3: 3 ulps or 2^-21; sin: 2^-11 absolute.
    let o = run(&one("float", "call float @llvm.genx.log.f32(float 8.0)", d), "");
    assert_eq!(returned_u32s(&o), vec![f(3.0)]);
    assert_eq!(o.returned.as_ref().unwrap().tolerance.map(|t| (t.ulps, t.abs)), Some((3.0, 2f64.powi(-21))));
    let o = run(&one("float", "call float @llvm.genx.sin.f32(float 0.0)", d), "");
    assert_eq!(o.returned.as_ref().unwrap().tolerance.map(|t| t.abs), Some(2f64.powi(-11)));
    // inv(-0) = -inf.
    assert_eq!(u32_of("float", "call float @llvm.genx.inv.f32(float -0.0)", d), Some(0xff80_0000));
    // The IEEE square roots are exact and carry no tolerance: sqrt(2) = 0x3fb504f3.
    for call in ["call float @llvm.genx.ieee.sqrt.f32(float 2.0)", "call float @llvm.sqrt.f32(float 2.0)"] {
        let o = run(&one("float", call, d), "");
        assert_eq!(returned_u32s(&o), vec![Some(0x3fb5_04f3)], "{call}");
        assert_eq!(o.returned.as_ref().unwrap().tolerance, None, "{call}");
    }
    // With afn, llvm.sqrt is approximate.
    let o = run(&one("float", "call afn float @llvm.sqrt.f32(float 2.0)", d), "");
    assert_eq!(o.returned.as_ref().unwrap().tolerance.map(|t| t.ulps), Some(3.0));
}

#[test]
fn values_computed_from_approximate_ones_are_not_compared() {
    let ll = "define float @k(float %a) {\n  %e = call float @llvm.genx.exp.f32(float %a)\n  %n = fneg float %e\n  %s = fadd float %e, 1.0\n  ret float %s\n}\ndeclare float @llvm.genx.exp.f32(float)\n";
    let t = run(ll, "[args]\na = 1.0\n").returned.unwrap().tolerance.expect("computed from exp");
    assert!(t.is_unbounded());
    // A sign flip keeps the bound.
    let ll = ll.replace("ret float %s", "ret float %n");
    let t = run(&ll, "[args]\na = 1.0\n").returned.unwrap().tolerance.expect("a negated exp");
    assert_eq!(t.ulps, 5.0); // 3 + floor(2 * 1)
}

#[test]
fn any_all_reduce_a_mask() {
    let d = "declare i1 @llvm.genx.any.v4i1(<4 x i1>)\ndeclare i1 @llvm.genx.all.v4i1(<4 x i1>)\n";
    let b = |inst: &str| returned_u8s(&run(&one("i1", inst, d), ""));
    assert_eq!(b("call i1 @llvm.genx.any.v4i1(<4 x i1> <i1 0, i1 0, i1 1, i1 0>)"), vec![Some(1)]);
    assert_eq!(b("call i1 @llvm.genx.all.v4i1(<4 x i1> <i1 1, i1 0, i1 1, i1 1>)"), vec![Some(0)]);
    assert_eq!(b("call i1 @llvm.genx.all.v4i1(<4 x i1> <i1 1, i1 1, i1 1, i1 1>)"), vec![Some(1)]);
    assert_eq!(b("call i1 @llvm.genx.any.v4i1(<4 x i1> <i1 0, i1 poison, i1 0, i1 0>)"), vec![None]);
}

#[test]
fn rotate_and_mulh() {
    let d = "declare i16 @llvm.genx.rol.i16.i16(i16, i16)\ndeclare i32 @llvm.genx.ror.i32.i32(i32, i32)\ndeclare i32 @llvm.genx.smulh.i32.i32(i32, i32)\ndeclare i32 @llvm.genx.umulh.i32.i32(i32, i32)\n";
    // 0x8001 rotated left by 4 (mod 16) = 0x0018; 1 rotated right by 33 (mod 32) = 0x80000000.
    assert_eq!(u16_of("i16", "call i16 @llvm.genx.rol.i16.i16(i16 -32767, i16 4)", d), Some(0x0018));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.ror.i32.i32(i32 1, i32 33)", d), Some(0x8000_0000));
    // (-1) * (-1) = 1: high dword 0 signed; 0xffffffff^2 = 0xfffffffe00000001: high 0xfffffffe.
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.smulh.i32.i32(i32 -1, i32 -1)", d), Some(0));
    assert_eq!(u32_of("i32", "call i32 @llvm.genx.umulh.i32.i32(i32 -1, i32 -1)", d), Some(0xffff_fffe));
}

#[test]
fn malformed_vector_compiler_calls_are_diagnostics() {
    // LLVM does not check the vector compiler's signatures: the reference does.
    let e = reject(&one("i32", "call i32 @llvm.genx.inv.i32(i32 1)", "declare i32 @llvm.genx.inv.i32(i32)\n"), "");
    assert!(e.contains("`llvm.genx.inv` takes floating-point values"), "{e}");
    let e = reject(
        &one("i32", "call i32 @llvm.genx.lzd.i32(i32 1, i32 2)", "declare i32 @llvm.genx.lzd.i32(i32, i32)\n"),
        "",
    );
    assert!(e.contains("`llvm.genx.lzd` takes 1 argument(s), found 2"), "{e}");
}

/// `testdata/arith/<name>.ll` run on its launch spec.
fn arith_kernel(name: &str) -> visa_lower::exec::reference::RefOutcome {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/arith");
    let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{name}.{ext}"))).expect("testdata");
    run(&read("ll"), &read("toml"))
}

#[test]
fn fma_and_fmuladd_round_once() {
    // The lanes worked out in the kernel's comment: each is the exact
    // a * b + c rounded once, where rounding twice gives another value.
    let fused = [0x3f80_0001, 0xb280_0000, 0x40e0_0000, 0x8000_0000];
    // Halves two to a dword: [0x3c01, 0x8c00], [0x4700, 0x7bff].
    let halves = [0x8c00_3c01, 0x7bff_4700];
    let expected: Vec<Option<u32>> =
        [&fused[..], &fused, &halves, &halves, &[0xb280_0000, 0, 0, 0]].concat().into_iter().map(Some).collect();
    assert_eq!(returned_u32s(&arith_kernel("fma")), expected);
    // Doubles: (1 + 2^-30) * (1 - 2^-30) - 1 = -2^-60; 2 * 3 + 1 = 7.
    let doubles = [0xbc30_0000_0000_0000, 0x401c_0000_0000_0000];
    assert_eq!(
        returned_u64s(&arith_kernel("fma_f64")),
        [doubles, doubles].concat().into_iter().map(Some).collect::<Vec<_>>()
    );
}

#[test]
fn a_false_assume_is_undefined_behaviour_and_a_true_one_is_nothing() {
    let ll = "define i32 @k(i32 %n) {\n  %c = icmp sgt i32 %n, 0\n  call void @llvm.assume(i1 %c)\n  ret i32 %n\n}\ndeclare void @llvm.assume(i1)\n";
    let kept = run(ll, "[args]\nn = 5\n");
    assert!(kept.findings.is_empty(), "{:?}", kept.findings);
    assert_eq!(returned_u32s(&kept), [Some(5)]);
    let broken = run(ll, "[args]\nn = 0\n");
    let ub = ub_findings(&broken);
    assert_eq!(ub.len(), 1, "{:?}", broken.findings);
    assert!(ub[0].message.contains("`llvm.assume`"), "{}", ub[0].message);
    assert_eq!(ub[0].location.as_ref().map(|l| (l.line, l.col)), Some((3, 3)));
}

#[test]
fn i1_vectors_bitcast_to_integers_lane_i_as_bit_i() {
    // The lanes worked out in testdata/arith/mask_bits.ll's comment.
    let expected = [
        0xd5,
        0xaaaa,
        0x000f_ffff,
        0xffff_ffff,
        0xf,
        0x1111_1111,
        0x1111_1111,
        0x0f,
        0x11,
        0xffff_ffff,
        0xff,
        1,
        0,
        0xf,
        1,
        0x8000_0101,
    ];
    assert_eq!(returned_u32s(&arith_kernel("mask_bits")), expected.map(Some));
}

#[test]
fn ieee_division_and_square_root_round_once_subnormals_and_ties_included() {
    // The lanes worked out in testdata/arith/ieee_emulated.ll's comment
    // (NaN lanes: any NaN).
    let q = [0x3eaa_aaab, 0xff80_0000, 0x8000_0000, u32::MAX, 0, 2, 0x7f80_0000, 0x002a_aaab];
    let s = [0x3f80_0000, u32::MAX, 0x8000_0000, 0, 0x1a35_04f3, 0x1a9c_c471, 0x5f7f_ffff, 0x2000_0000];
    // Halves two to a dword: q [0x3555, 0x7c00, 0, 0x7c00], s [0x3c00, 0x3da8, 0x0c00, 0x5bff].
    let h = [0x7c00_3555, 0x7c00_0000, 0x3da8_3c00, 0x5bff_0c00];
    let expected = [&q[..], &s, &h].concat();
    let got = returned_u32s(&arith_kernel("ieee_emulated"));
    assert_eq!(got.len(), expected.len());
    for (i, (&g, &e)) in got.iter().zip(&expected).enumerate() {
        let g = g.expect("defined");
        if e == u32::MAX {
            assert!(f32::from_bits(g).is_nan(), "lane {i}: {g:#x} is not NaN");
        } else {
            assert_eq!(g, e, "lane {i}");
        }
    }
}

#[test]
fn any_bits_bitcast_to_i1_vectors_lane_i_from_bit_i() {
    // The lanes worked out in testdata/arith/mask_bits_from.ll's comment.
    assert_eq!(returned_u32s(&arith_kernel("mask_bits_from")), [0x7856_3412, 9, 3, 0x0123_4567].map(Some));
}
