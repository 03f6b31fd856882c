//! The reference interpreter on IR instructions and the generic masked
//! intrinsics: LangRef semantics, poison, faults, diagnostics, arguments.
//! Expectations are worked out by hand.

use crate::reference_support;

use proptest::prelude::*;
use reference_support::*;
use visa_lower::exec::launch::Launch;
use visa_lower::exec::reference::{kernel_function, Space};
use visa_lower::input::ir::{context_for, load_module};

/// A function `@k` returning `ty` from the body lines.
fn func(ret: &str, params: &str, body: &str) -> String {
    format!("define {ret} @k({params}) {{\n{body}\n}}\n")
}

// ---- integer arithmetic ------------------------------------------------------

#[test]
fn integer_ops_wrap_around() {
    let ll = func(
        "<6 x i8>",
        "",
        "  %a = add <6 x i8> <i8 200, i8 0, i8 127, i8 3, i8 -1, i8 16>, <i8 100, i8 -1, i8 1, i8 -5, i8 -1, i8 16>
  %s = sub <6 x i8> %a, <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
  %m = mul <6 x i8> %s, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 16>
  ret <6 x i8> %m",
    );
    // 300 mod 256 = 44; 0 + 255 = 255; 128; 3 - 5 = 254; 254; 32 * 16 = 512 mod 256 = 0.
    let got: Vec<Option<u8>> = returned_u8s(&run(&ll, ""));
    assert_eq!(got, vec![Some(44), Some(255), Some(128), Some(254), Some(254), Some(0)]);
}

#[test]
fn nuw_nsw_overflow_gives_poison() {
    let cases = [
        ("add nuw i8 255, 1", None),
        ("add nuw i8 254, 1", Some(255)),
        ("add nsw i8 127, 1", None),
        ("add nsw i8 -1, 1", Some(0)),
        ("sub nuw i8 0, 1", None),
        ("sub nsw i8 -128, 1", None),
        ("sub nsw i8 -127, 1", Some(0x80)),
        ("mul nuw i8 16, 16", None),
        ("mul nsw i8 -16, 8", Some(0x80)),
        ("mul nsw i8 16, 8", None),
        ("shl nuw i8 -128, 1", None),
        ("shl nsw i8 64, 1", None),
        ("shl nsw i8 -64, 1", Some(0x80)),
        ("shl nuw nsw i8 3, 2", Some(12)),
        ("lshr exact i8 5, 1", None),
        ("lshr exact i8 4, 2", Some(1)),
        ("ashr exact i8 -3, 1", None),
        ("ashr exact i8 -4, 2", Some(0xff)),
        ("ashr i8 -128, 7", Some(0xff)),
        ("lshr i8 -128, 7", Some(1)),
        ("shl i8 1, 8", None),
        ("lshr i8 1, 9", None),
        ("ashr i8 1, -1", None),
        ("shl i8 1, 7", Some(0x80)),
        ("and i8 12, 10", Some(8)),
        ("or i8 12, 10", Some(14)),
        ("xor i8 12, 10", Some(6)),
    ];
    for (inst, expected) in cases {
        let ll = func("i8", "", &format!("  %r = {inst}\n  ret i8 %r"));
        let o = run(&ll, "");
        assert_eq!(returned_u8s(&o), vec![expected], "{inst}");
    }
}

#[test]
fn shifts_of_64_bit_lanes_and_odd_widths() {
    let ll = func(
        "<3 x i64>",
        "",
        "  %r = shl <3 x i64> <i64 1, i64 1, i64 1>, <i64 63, i64 64, i64 0>\n  ret <3 x i64> %r",
    );
    assert_eq!(returned_u64s(&run(&ll, "")), vec![Some(1 << 63), None, Some(1)]);
    // i5: 31 + 1 wraps to 0; stored in one byte.
    let ll = func("i5", "", "  %r = add i5 31, 1\n  ret i5 %r");
    assert_eq!(returned_u8s(&run(&ll, "")), vec![Some(0)]);
}

#[test]
fn poison_propagates_through_arithmetic_and_casts() {
    let ll = func(
        "<2 x i64>",
        "",
        "  %a = add <2 x i32> <i32 1, i32 poison>, <i32 1, i32 1>
  %b = and <2 x i32> %a, zeroinitializer
  %c = zext <2 x i32> %b to <2 x i64>
  ret <2 x i64> %c",
    );
    let o = run(&ll, "");
    assert_eq!(returned_u64s(&o), vec![Some(0), None]);
    let r = o.returned.as_ref().unwrap();
    assert_eq!(r.undefined, [vec![false; 8], vec![true; 8]].concat());
    assert!(ub_findings(&o).is_empty(), "returning poison is not UB without noundef");
    assert!(notes(&o)[0].message.contains("lane 1 of the returned value is poison or undefined"));
}

#[test]
fn returning_poison_from_a_noundef_function_is_ub() {
    let ll = "define noundef i32 @k() {\n  %r = add nsw i32 2147483647, 1\n  ret i32 %r\n}\n";
    let o = run(ll, "");
    let ub = ub_findings(&o);
    assert_eq!(ub.len(), 1);
    assert_eq!(ub[0].message, "the returned value is poison or undefined; the function returns `noundef`");
    let loc = ub[0].location.as_ref().unwrap();
    assert_eq!((loc.line, loc.col), (3, 3));
}

// ---- casts -------------------------------------------------------------------

#[test]
fn zext_sext_trunc() {
    let ll = func(
        "<3 x i32>",
        "",
        "  %t = trunc <3 x i32> <i32 511, i32 128, i32 -1> to <3 x i8>
  %s = sext <3 x i8> %t to <3 x i16>
  %z = zext <3 x i16> %s to <3 x i32>
  ret <3 x i32> %z",
    );
    // 511 -> 0xff -> -1 -> 0xffff; 128 -> 0x80 -> 0xff80; -1 -> 0xff -> 0xffff.
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(0xffff), Some(0xff80), Some(0xffff)]);
}

#[test]
fn bitcast_of_vectors_is_little_endian() {
    let ll = func("i32", "", "  %r = bitcast <4 x i8> <i8 1, i8 2, i8 3, i8 4> to i32\n  ret i32 %r");
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(0x0403_0201)]);
    let ll =
        func("<4 x i16>", "", "  %r = bitcast <2 x i32> <i32 305419896, i32 poison> to <4 x i16>\n  ret <4 x i16> %r");
    assert_eq!(returned(&run(&ll, "")), vec![Some(0x78), Some(0x56), Some(0x34), Some(0x12), None, None, None, None]);
    let ll =
        func("i8", "", "  %r = bitcast <8 x i1> <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 1> to i8\n  ret i8 %r");
    assert_eq!(returned_u8s(&run(&ll, "")), vec![Some(0x81)]);
    let ll = func("<2 x float>", "", "  %r = bitcast i64 4611686019492741120 to <2 x float>\n  ret <2 x float> %r");
    // 0x4000000040000000... is not this; 4611686019492741120 = 0x4000_0000_3f80_0000: lanes 1.0, 2.0.
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(1.0f32.to_bits()), Some(2.0f32.to_bits())]);
}

#[test]
fn ptrtoint_and_inttoptr_truncate_or_zero_extend() {
    let ll = func(
        "<2 x i64>",
        "i32 addrspace(3)* %l, i32 addrspace(1)* %g",
        "  %a = ptrtoint i32 addrspace(3)* %l to i64
  %p = inttoptr i64 -1 to i32 addrspace(3)*
  %b = ptrtoint i32 addrspace(3)* %p to i64
  %v0 = insertelement <2 x i64> undef, i64 %a, i32 0
  %v1 = insertelement <2 x i64> %v0, i64 %b, i32 1
  ret <2 x i64> %v1",
    );
    let o = run(&ll, "[args]\nl = 0xfffffff0\n");
    assert_eq!(returned_u64s(&o), vec![Some(0xffff_fff0), Some(0xffff_ffff)], "SLM pointers are 32-bit");
    let ll = func("i16", "i8 addrspace(1)* %g", "  %r = ptrtoint i8 addrspace(1)* %g to i16\n  ret i16 %r");
    assert_eq!(returned(&run(&ll, "[args]\ng = 0x123456789\n")), vec![Some(0x89), Some(0x67)]);
}

// ---- floating point ----------------------------------------------------------

#[test]
fn float_arithmetic_in_each_precision() {
    let ll = func("<2 x float>", "", "  %r = fmul <2 x float> <float 1.5, float 3.0>, <float 2.0, float 0.5>\n  %s = fsub <2 x float> %r, <float 1.0, float 0.0>\n  ret <2 x float> %s");
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(2.0f32.to_bits()), Some(1.5f32.to_bits())]);
    let ll = func("double", "", "  %r = fadd double 0.1, 0.2\n  ret double %r");
    assert_eq!(returned_u64s(&run(&ll, "")), vec![Some((0.1f64 + 0.2f64).to_bits())]);
    // half: 65504 (max) + 65504 overflows to +inf (0x7c00); 1.0 + 0.5 = 1.5 (0x3e00).
    let ll = func(
        "<2 x half>",
        "",
        "  %r = fadd <2 x half> <half 0xH7BFF, half 0xH3C00>, <half 0xH7BFF, half 0xH3800>\n  ret <2 x half> %r",
    );
    assert_eq!(returned(&run(&ll, "")), vec![Some(0x00), Some(0x7c), Some(0x00), Some(0x3e)]);
}

#[test]
fn fast_math_nnan_and_ninf_give_poison() {
    let ll = func(
        "<3 x float>",
        "",
        "  %r = fadd nnan ninf <3 x float> <float 1.0, float 0x7FF8000000000000, float 0x7FF0000000000000>, <float 1.0, float 1.0, float 1.0>
  ret <3 x float> %r",
    );
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(2.0f32.to_bits()), None, None]);
}

#[test]
fn fcmp_every_predicate_with_nan() {
    // Lanes: (1, 2), (NaN, 1), (2, 2), (+0, -0).
    let a = "<4 x float> <float 1.0, float 0x7FF8000000000000, float 2.0, float 0.0>";
    let b = "<float 2.0, float 1.0, float 2.0, float -0.0>";
    let table: [(&str, [u8; 4]); 16] = [
        ("false", [0, 0, 0, 0]),
        ("oeq", [0, 0, 1, 1]),
        ("ogt", [0, 0, 0, 0]),
        ("oge", [0, 0, 1, 1]),
        ("olt", [1, 0, 0, 0]),
        ("ole", [1, 0, 1, 1]),
        ("one", [1, 0, 0, 0]),
        ("ord", [1, 0, 1, 1]),
        ("uno", [0, 1, 0, 0]),
        ("ueq", [0, 1, 1, 1]),
        ("ugt", [0, 1, 0, 0]),
        ("uge", [0, 1, 1, 1]),
        ("ult", [1, 1, 0, 0]),
        ("ule", [1, 1, 1, 1]),
        ("une", [1, 1, 0, 0]),
        ("true", [1, 1, 1, 1]),
    ];
    for (predicate, expected) in table {
        let ll = func("<4 x i1>", "", &format!("  %r = fcmp {predicate} {a}, {b}\n  ret <4 x i1> %r"));
        let got: Vec<u8> = returned_u8s(&run(&ll, "")).into_iter().map(Option::unwrap).collect();
        assert_eq!(got, expected, "fcmp {predicate}");
    }
}

#[test]
fn icmp_every_predicate_signed_and_unsigned() {
    // Lanes: (1, -1), (-1, 1), (5, 5) as i8.
    let table: [(&str, [u8; 3]); 10] = [
        ("eq", [0, 0, 1]),
        ("ne", [1, 1, 0]),
        ("ugt", [0, 1, 0]),
        ("uge", [0, 1, 1]),
        ("ult", [1, 0, 0]),
        ("ule", [1, 0, 1]),
        ("sgt", [1, 0, 0]),
        ("sge", [1, 0, 1]),
        ("slt", [0, 1, 0]),
        ("sle", [0, 1, 1]),
    ];
    for (predicate, expected) in table {
        let ll = func(
            "<3 x i1>",
            "",
            &format!("  %r = icmp {predicate} <3 x i8> <i8 1, i8 -1, i8 5>, <i8 -1, i8 1, i8 5>\n  ret <3 x i1> %r"),
        );
        let got: Vec<u8> = returned_u8s(&run(&ll, "")).into_iter().map(Option::unwrap).collect();
        assert_eq!(got, expected, "icmp {predicate}");
    }
}

#[test]
fn icmp_on_pointers_is_unsigned() {
    let ll =
        func("i1", "i8 addrspace(1)* %p, i8 addrspace(1)* %q", "  %r = icmp ult i8 addrspace(1)* %p, %q\n  ret i1 %r");
    assert_eq!(returned_u8s(&run(&ll, "[args]\np = 1\nq = 0x8000000000000000\n")), vec![Some(1)]);
}

// ---- select and vector operations --------------------------------------------

#[test]
fn select_takes_only_the_chosen_arms_poison() {
    let ll = func(
        "<4 x i32>",
        "",
        "  %r = select <4 x i1> <i1 1, i1 0, i1 poison, i1 1>, <4 x i32> <i32 1, i32 poison, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 poison>
  ret <4 x i32> %r",
    );
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(1), Some(6), None, Some(4)]);
    // A scalar condition picks a whole vector; a poison one gives poison.
    let ll = func(
        "<2 x i32>",
        "i1 %c",
        "  %r = select i1 %c, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>\n  ret <2 x i32> %r",
    );
    assert_eq!(returned_u32s(&run(&ll, "[args]\nc = 1\n")), vec![Some(1), Some(2)]);
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(3), Some(4)]);
    let ll = func("i32", "", "  %r = select i1 poison, i32 1, i32 1\n  ret i32 %r");
    assert_eq!(returned_u32s(&run(&ll, "")), vec![None]);
}

#[test]
fn shufflevector_with_undef_mask_lanes() {
    let ll = func(
        "<5 x i32>",
        "",
        "  %r = shufflevector <3 x i32> <i32 10, i32 11, i32 12>, <3 x i32> <i32 20, i32 21, i32 poison>, <5 x i32> <i32 4, i32 undef, i32 0, i32 5, i32 2>
  ret <5 x i32> %r",
    );
    assert_eq!(returned_u32s(&run(&ll, "")), vec![Some(21), None, Some(10), None, Some(12)]);
}

#[test]
fn insert_and_extract_element_out_of_range_give_poison() {
    let ll = func(
        "<2 x i32>",
        "i32 %i",
        "  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 9, i32 %i
  %e = extractelement <2 x i32> <i32 5, i32 6>, i64 %j
  %w = insertelement <2 x i32> %v, i32 %e, i32 0
  ret <2 x i32> %w",
    )
    .replace("i64 %j", "i32 %i");
    assert_eq!(returned_u32s(&run(&ll, "[args]\ni = 1\n")), vec![Some(6), Some(9)]);
    // Index 2: the insert gives a poison vector, the extract a poison element.
    assert_eq!(returned_u32s(&run(&ll, "[args]\ni = 2\n")), vec![None, None]);
}

// ---- getelementptr -----------------------------------------------------------

#[test]
fn gep_walks_struct_and_array_types_with_the_data_layout() {
    // With i64 aligned to 8: { i32, i64, [4 x i16] } has fields at 0, 8, 16
    // and size 24; gep %S, p, 1, 2, 3 = p + 24 + 16 + 3 * 2 = p + 46.
    let body = "%S = type { i32, i64, [4 x i16] }\n".to_string()
        + &func(
            "i64",
            "%S addrspace(1)* %p",
            "  %q = getelementptr %S, %S addrspace(1)* %p, i64 1, i32 2, i64 3
  %r = ptrtoint i16 addrspace(1)* %q to i64
  ret i64 %r",
        );
    let ll = format!("target datalayout = \"e-i64:64\"\n{body}");
    assert_eq!(returned_u64s(&run(&ll, "[args]\np = 0x1000\n")), vec![Some(0x1000 + 46)]);
    // LLVM's default layout aligns i64 to 4: fields at 0, 4, 12, size 20;
    // 20 + 12 + 6 = 38. The module's layout decides.
    assert_eq!(returned_u64s(&run(&body, "[args]\np = 0x1000\n")), vec![Some(0x1000 + 38)]);
    // A packed struct: fields at 0, 1; negative indices step back.
    let ll = func(
        "i64",
        "i8* %p",
        "  %q = getelementptr <{ i8, i32 }>, <{ i8, i32 }>* null, i64 -1, i32 1
  %r = ptrtoint i32* %q to i64
  ret i64 %r",
    );
    assert_eq!(returned_u64s(&run(&ll, "")), vec![Some((-5i64 + 1) as u64)]);
}

#[test]
fn gep_with_vector_bases_and_indices() {
    let ll = func(
        "<3 x i64>",
        "<3 x i32 addrspace(1)*> %p, i32 addrspace(1)* %s, <3 x i32> %i",
        "  %a = getelementptr i32, <3 x i32 addrspace(1)*> %p, <3 x i32> %i
  %b = getelementptr i32, i32 addrspace(1)* %s, <3 x i32> %i
  %c = getelementptr i32, <3 x i32 addrspace(1)*> %a, i64 1
  %x = ptrtoint <3 x i32 addrspace(1)*> %b to <3 x i64>
  %y = ptrtoint <3 x i32 addrspace(1)*> %c to <3 x i64>
  %r = sub <3 x i64> %y, %x
  ret <3 x i64> %r",
    );
    // a = p + 4 i; c = a + 4; b = s + 4 i; c - b = p - s + 4.
    let launch = "[args]\np = [100, 200, 300]\ns = 50\ni = [0, -1, 2]\n".replace("-1", "4294967295");
    assert_eq!(returned_u64s(&run(&ll, &launch)), vec![Some(54), Some(154), Some(254)]);
}

#[test]
fn gep_on_slm_pointers_wraps_at_32_bits_and_opaque_pointers_work() {
    let ll = func(
        "i32",
        "ptr addrspace(3) %p",
        "  %q = getelementptr i64, ptr addrspace(3) %p, i32 -1
  %r = ptrtoint ptr addrspace(3) %q to i32
  ret i32 %r",
    );
    assert_eq!(returned_u32s(&run(&ll, "[args]\np = 4\n")), vec![Some(0xffff_fffc)]);
}

// ---- llvm.masked.gather / llvm.masked.scatter --------------------------------

const GATHER_DECL: &str =
    "declare <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*>, i32, <4 x i1>, <4 x i32>)\n";
const SCATTER_DECL: &str =
    "declare void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32>, <4 x i32 addrspace(1)*>, i32, <4 x i1>)\n";

fn gather_ll(mask: &str, passthru: &str) -> String {
    func(
        "<4 x i32>",
        "<4 x i32 addrspace(1)*> %p, <4 x i1> %m",
        &format!(
            "  %r = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> {mask}, <4 x i32> {passthru})\n  ret <4 x i32> %r"
        ),
    ) + GATHER_DECL
}

const IOTA_A: &str = "[[buffer]]\nname = \"a\"\nsize = 64\nfill = \"iota\"\n";

#[test]
fn masked_gather_constant_variable_zero_and_one_masks() {
    let args = format!("{IOTA_A}[args]\np = [\"@a+8\", \"@a\", \"@a+60\", \"@a+4\"]\nm = 0b1001\n");
    let pass = "<i32 -1, i32 -2, i32 -3, i32 -4>";
    let all = run(&gather_ll("<i1 1, i1 1, i1 1, i1 1>", pass), &args);
    assert_eq!(returned_u32s(&all), vec![Some(2), Some(0), Some(15), Some(1)]);
    let constant = run(&gather_ll("<i1 0, i1 1, i1 0, i1 1>", pass), &args);
    assert_eq!(returned_u32s(&constant), vec![Some(0xffff_ffff), Some(0), Some(0xffff_fffd), Some(1)]);
    let variable = run(&gather_ll("%m", pass), &args);
    assert_eq!(returned_u32s(&variable), vec![Some(2), Some(0xffff_fffe), Some(0xffff_fffd), Some(1)]);
    let zero = run(&gather_ll("zeroinitializer", pass), &args);
    assert_eq!(returned_u32s(&zero), vec![Some(0xffff_ffff), Some(0xffff_fffe), Some(0xffff_fffd), Some(0xffff_fffc)]);
    // An all-zero mask accesses nothing, so bad addresses do not fault.
    let zero_bad = run(&gather_ll("zeroinitializer", "undef"), "[args]\np = 0\n");
    assert!(zero_bad.fault.is_none());
    assert_eq!(returned_u32s(&zero_bad), vec![None; 4]);
}

#[test]
fn masked_gather_fault_has_lane_address_and_location() {
    let args = format!("{IOTA_A}[args]\np = [\"@a\", \"@a+64\", \"@a\", \"@a\"]\n");
    let o = run(&gather_ll("<i1 1, i1 1, i1 1, i1 1>", "undef"), &args);
    let f = o.fault.clone().expect("fault");
    assert_eq!((f.lane, f.space, f.address, f.len), (Some(1), Space::Svm, A + 64, 4));
    let loc = f.location.unwrap();
    assert_eq!(format!("{}:{}:{}", loc.file, loc.line, loc.col), "t.ll:2:3");
    assert_eq!(
        f.message,
        format!("llvm.masked.gather lane 1 reads 4 bytes at {:#x}, outside every SVM allocation", A + 64)
    );
    assert!(o.returned.is_none());
}

#[test]
fn masked_gather_misaligned_or_poison_lanes_are_ub() {
    let args = format!("{IOTA_A}[args]\np = [\"@a+2\", \"@a\", \"@a\", \"@a\"]\n");
    let o = run(&gather_ll("<i1 1, i1 poison, i1 1, i1 1>", "zeroinitializer"), &args);
    assert_eq!(returned_u32s(&o), vec![None, None, Some(0), Some(0)]);
    let ub: Vec<String> = ub_findings(&o).iter().map(|f| f.message.clone()).collect();
    assert_eq!(
        ub,
        vec![
            format!("llvm.masked.gather lane 0: address {:#x} breaks the alignment argument (4)", A + 2),
            "llvm.masked.gather lane 1: the mask is poison".to_string(),
        ]
    );
}

fn scatter_ll(data: &str, mask: &str) -> String {
    func(
        "void",
        "<4 x i32 addrspace(1)*> %p",
        &format!(
            "  call void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32> {data}, <4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> {mask})\n  ret void"
        ),
    ) + SCATTER_DECL
}

#[test]
fn masked_scatter_overlapping_lanes_store_in_lane_order_with_a_finding() {
    let args = "[[buffer]]\nname = \"a\"\nsize = 16\n[args]\np = [\"@a+4\", \"@a\", \"@a+4\", \"@a+4\"]\n";
    let o = run(&scatter_ll("<i32 1, i32 2, i32 3, i32 4>", "<i1 1, i1 1, i1 1, i1 0>"), args);
    assert_eq!(u32s(&o, "a"), vec![2, 3, 0, 0], "lane 2 is stored after lane 0");
    assert!(ub_findings(&o).is_empty());
    let n = notes(&o);
    assert_eq!(n.len(), 1);
    assert_eq!(
        n[0].message,
        format!(
            "llvm.masked.scatter: lane 0 and lane 2 write overlapping bytes (SVM {:#x}..{:#x}), applied in lane order so \
             the last lane wins: LLVM orders overlapping scatter lanes; the vISA pages leave this undefined",
            A + 4,
            A + 8
        )
    );
    assert_eq!(n[0].location.as_ref().map(|l| (l.line, l.col)), Some((2, 3)));
}

#[test]
fn masked_scatter_variable_zero_and_one_masks() {
    let ll = |mask: &str| {
        func(
            "void",
            "<4 x i32 addrspace(1)*> %p, <4 x i1> %m",
            &format!(
                "  call void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> {mask})\n  ret void"
            ),
        ) + SCATTER_DECL
    };
    let args = "[[buffer]]\nname = \"a\"\nsize = 16\n[args]\np = { base = \"@a\", stride = 4 }\nm = 0b0110\n";
    assert_eq!(u32s(&run(&ll("%m"), args), "a"), vec![0, 2, 3, 0]);
    assert_eq!(u32s(&run(&ll("<i1 1, i1 1, i1 1, i1 1>"), args), "a"), vec![1, 2, 3, 4]);
    assert_eq!(u32s(&run(&ll("zeroinitializer"), args), "a"), vec![0, 0, 0, 0]);
    // An all-zero mask touches nothing: null addresses do not fault.
    let o = run(&ll("zeroinitializer"), "[args]\np = 0\n");
    assert!(o.fault.is_none() && o.findings.is_empty());
}

#[test]
fn masked_scatter_of_slm_pointers_stores_the_layouts_pointer_size() {
    // Without a datalayout, addrspace(3) pointers are 8 bytes in memory
    // (zero-extended from the 32-bit offset); with p3:32:32 they are 4.
    let body = func(
        "void",
        "<2 x i32 addrspace(3)* addrspace(1)*> %p",
        "  call void @llvm.masked.scatter.v2p3i32.v2p1p3i32(<2 x i32 addrspace(3)*> <i32 addrspace(3)* inttoptr (i32 16 to i32 addrspace(3)*), i32 addrspace(3)* null>, <2 x i32 addrspace(3)* addrspace(1)*> %p, i32 4, <2 x i1> <i1 1, i1 1>)
  ret void",
    ) + "declare void @llvm.masked.scatter.v2p3i32.v2p1p3i32(<2 x i32 addrspace(3)*>, <2 x i32 addrspace(3)* addrspace(1)*>, i32, <2 x i1>)\n";
    let launch =
        "[[buffer]]\nname = \"a\"\nsize = 16\nfill = \"pattern\"\ndata = [7]\n[args]\np = [\"@a\", \"@a+8\"]\n";
    assert_eq!(u32s(&run(&body, launch), "a"), vec![16, 0, 0, 0]);
    let ll = format!("target datalayout = \"e-p3:32:32\"\n{body}");
    assert_eq!(u32s(&run(&ll, launch), "a"), vec![16, 7, 0, 7]);
}

#[test]
fn masked_scatter_poison_data_leaves_bytes_undefined() {
    let args = "[[buffer]]\nname = \"a\"\nsize = 16\nfill = \"iota\"\n[args]\np = { base = \"@a\", stride = 4 }\n";
    let o = run(&scatter_ll("<i32 7, i32 poison, i32 undef, i32 8>", "<i1 1, i1 1, i1 1, i1 1>"), args);
    assert_eq!(u32s(&o, "a"), vec![7, 0, 0, 8]);
    assert_eq!(o.undefined, vec![range(Space::Svm, A + 4, 8)]);
    assert!(o.findings.is_empty());
}

#[test]
fn masked_scatter_poison_address_or_mask_is_ub() {
    let args = "[[buffer]]\nname = \"a\"\nsize = 16\n[args]\np = { base = \"@a\", stride = 4 }\n";
    let ll = scatter_ll("<i32 1, i32 2, i32 3, i32 4>", "<i1 1, i1 poison, i1 1, i1 1>")
        .replace("<4 x i32 addrspace(1)*> %p, i32 4", "<4 x i32 addrspace(1)*> %q, i32 4");
    let ll = ll.replace(
        "  call void",
        "  %q = insertelement <4 x i32 addrspace(1)*> %p, i32 addrspace(1)* poison, i32 2\n  call void",
    );
    let o = run(&ll, args);
    assert_eq!(u32s(&o, "a"), vec![1, 0, 0, 4]);
    let ub: Vec<&str> = ub_findings(&o).iter().map(|f| f.message.as_str()).collect();
    assert_eq!(
        ub,
        vec!["llvm.masked.scatter lane 1: the mask is poison", "llvm.masked.scatter lane 2: the address is poison"]
    );
    assert_eq!(o.undefined, vec![range(Space::Svm, A + 4, 4)], "lane 1 may or may not have stored");
}

#[test]
fn masked_scatter_to_slm_and_slm_faults() {
    let ll = func(
        "void",
        "<2 x i64 addrspace(3)*> %p",
        "  call void @llvm.masked.scatter.v2i64.v2p3i64(<2 x i64> <i64 -1, i64 2>, <2 x i64 addrspace(3)*> %p, i32 8, <2 x i1> <i1 1, i1 1>)
  ret void",
    ) + "declare void @llvm.masked.scatter.v2i64.v2p3i64(<2 x i64>, <2 x i64 addrspace(3)*>, i32, <2 x i1>)\n";
    let o = run(&ll, "[slm]\nsize = 32\n[args]\np = [8, 24]\n");
    assert_eq!(le_u64s(&o.memory.slm), vec![0, u64::MAX, 0, 2]);
    let o = run(&ll, "[slm]\nsize = 32\n[args]\np = [8, 32]\n");
    let f = o.fault.clone().unwrap();
    assert_eq!((f.lane, f.space, f.address, f.len), (Some(1), Space::Slm, 32, 8));
    assert_eq!(f.message, "llvm.masked.scatter lane 1 writes 8 bytes at 0x20, outside SLM (32 bytes)");
    assert_eq!(le_u64s(&o.memory.slm)[1], u64::MAX, "lane 0 stored before the fault");
}

#[test]
fn masked_gather_then_scatter_with_opaque_pointers() {
    let ll = "define void @k(<4 x ptr addrspace(1)> %src, <4 x ptr addrspace(1)> %dst) {
  %v = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %src, i32 4, <4 x i1> <i1 1, i1 1, i1 1, i1 1>, <4 x float> undef)
  %w = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %w, <4 x ptr addrspace(1)> %dst, i32 4, <4 x i1> <i1 1, i1 1, i1 1, i1 1>)
  ret void
}
declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, i32, <4 x i1>)
";
    let launch = r#"
[[buffer]]
name = "a"
size = 16
element = "f32"
data = [1.0, 2.5, -3.0, 0.25]
[[buffer]]
name = "b"
size = 16
[args]
src = { base = "@a", stride = 4 }
dst = ["@b+12", "@b+8", "@b+4", "@b"]
"#;
    let o = run(ll, launch);
    let got: Vec<f32> = u32s(&o, "b").into_iter().map(f32::from_bits).collect();
    assert_eq!(got, vec![0.5, -6.0, 5.0, 2.0]);
}

// ---- arguments -----------------------------------------------------------------

#[test]
fn mask_arguments_are_bitmasks() {
    let ll = func("<40 x i1>", "<40 x i1> %m", "  ret <40 x i1> %m");
    let o = run(&ll, "[args]\nm = 0x80_0000_0005\n");
    let got: Vec<u8> = returned_u8s(&o).into_iter().map(Option::unwrap).collect();
    let mut expected = vec![0u8; 40];
    expected[0] = 1;
    expected[2] = 1;
    expected[39] = 1;
    assert_eq!(got, expected);
}

#[test]
fn scalar_and_vector_arguments_by_type() {
    let ll = func(
        "<2 x i64>",
        "half %h, double %d, <2 x i16> %v",
        "  %a = bitcast half %h to i16
  %b = zext i16 %a to i64
  %c = bitcast double %d to i64
  %x = insertelement <2 x i64> undef, i64 %b, i32 0
  %y = insertelement <2 x i64> %x, i64 %c, i32 1
  ret <2 x i64> %y",
    );
    let o = run(&ll, "[args]\nh = 1.5\nd = -2.0\n");
    assert_eq!(returned_u64s(&o), vec![Some(0x3e00), Some((-2.0f64).to_bits())]);
}

#[test]
fn unknown_argument_is_an_error_naming_the_parameters() {
    let ll = func("void", "i32 %x, <4 x i1> %m", "  ret void");
    let e = reject(&ll, "[args]\nx = 1\ny = 2\n");
    assert!(
        e.starts_with("launch.toml:3:5: error: unknown argument `y` for function `@k`; its parameters are `x` (i32), `m` (<4 x i1>)"),
        "{e}"
    );
}

#[test]
fn argument_out_of_range_is_an_error() {
    let ll = func("void", "i8 %x", "  ret void");
    let e = reject(&ll, "[args]\nx = 256\n");
    assert!(e.contains("argument `x` (ub x 1): 256 is out of range"), "{e}");
}

#[test]
fn kernel_selection() {
    let ll = "define void @a() {\n  ret void\n}\ndefine void @b() {\n  ret void\n}\ndeclare void @c()\n";
    let context = context_for(ll.as_bytes());
    let loaded = load_module(&context, "t.ll", ll.as_bytes()).unwrap();
    let default = Launch::default();
    assert_eq!(kernel_function(&loaded, &default, None).unwrap(), "a");
    let named = Launch::parse("l.toml", "kernel = \"b\"\n").unwrap();
    assert_eq!(kernel_function(&loaded, &named, None).unwrap(), "b");
    assert_eq!(kernel_function(&loaded, &named, Some("a")).unwrap(), "a");
    let e = kernel_function(&loaded, &default, Some("c")).unwrap_err().to_string();
    assert_eq!(e, "error: t.ll: no function `@c` with a body; it defines `@a`, `@b`");
}

// ---- constants -------------------------------------------------------------------

#[test]
fn constant_vectors_of_every_kind() {
    let ll = func(
        "<4 x i8>",
        "",
        "  %a = select <4 x i1> <i1 1, i1 0, i1 undef, i1 1>, <4 x i8> <i8 1, i8 2, i8 3, i8 4>, <4 x i8> zeroinitializer
  %b = add <4 x i8> %a, <i8 poison, i8 0, i8 0, i8 0>
  ret <4 x i8> %b",
    );
    assert_eq!(returned_u8s(&run(&ll, "")), vec![None, Some(0), None, Some(4)]);
    let ll = func(
        "<2 x double>",
        "",
        "  %r = fadd <2 x double> zeroinitializer, <double 0x7FF0000000000001, double 1.0>\n  ret <2 x double> %r",
    );
    let o = run(&ll, "");
    assert!(f64::from_bits(returned_u64s(&o)[0].unwrap()).is_nan());
}

#[test]
fn foldable_constant_expressions_are_evaluated() {
    let ll = func(
        "i64",
        "",
        "  %r = add i64 ptrtoint (i32 addrspace(1)* getelementptr (i32, i32 addrspace(1)* inttoptr (i64 4096 to i32 addrspace(1)*), i64 3) to i64), 1
  ret i64 %r",
    );
    assert_eq!(returned_u64s(&run(&ll, "")), vec![Some(4096 + 12 + 1)]);
}

#[test]
fn globals_are_rejected() {
    let ll = "@g = global [4 x i32] zeroinitializer\n".to_string()
        + &func("i64", "", "  %r = ptrtoint [4 x i32]* @g to i64\n  ret i64 %r");
    let e = reject(&ll, "");
    assert!(
        e.starts_with("t.ll:3:3: error: `@g` is a global; globals are outside the input contract (pass memory as kernel arguments)"),
        "{e}"
    );
}

// ---- diagnostics -------------------------------------------------------------------

/// The accepted instructions are the list of `input::ops`, then calls, the
/// memory instructions and `ret`.
fn supported() -> String {
    let list = visa_lower::input::ops::names(false);
    assert!(list.starts_with(
        "add, sub, mul, shl, lshr, ashr, and, or, xor, fadd, fsub, fmul, udiv, sdiv, urem, srem, fneg, fdiv"
    ));
    format!(
        "{list}, call (intrinsics and the module's functions), alloca, load, store, atomicrmw, cmpxchg, \
         extractvalue (of a cmpxchg), fence, ret"
    )
}

#[test]
fn unsupported_instructions_are_diagnostics_with_exact_text() {
    let ll = func("i32", "i32* %p", "  %x = add i32 1, 2\n  %v = frem float 4.0, 2.0\n  ret i32 %x");
    let e = reject(&ll, "");
    assert_eq!(
        e,
        format!(
            "t.ll:3:3: error: `frem` is not supported; supported: {}\n  %v = frem float 4.0, 2.0\n  ^",
            supported()
        )
    );
    for (body, name) in [
        ("  %x = addrspacecast i32* %p to i32 addrspace(1)*\n  ret i32 0", "addrspacecast"),
        ("  %x = frem float 1.0, 2.0\n  ret i32 0", "frem"),
    ] {
        let e = reject(&func("i32", "i32* %p", body), "");
        assert!(e.starts_with(&format!("t.ll:2:3: error: `{name}` is not supported; supported: ")), "{e}");
    }
}

#[test]
fn calls_to_other_functions_are_diagnostics() {
    let ll = func("void", "", "  call void @helper()\n  ret void") + "declare void @helper()\n";
    let e = reject(&ll, "");
    assert!(
        e.starts_with("t.ll:2:3: error: call to `@helper` is not supported; supported: calls to llvm.masked.gather, "),
        "{e}"
    );
}

#[test]
fn unsupported_types_are_diagnostics() {
    let e = reject(&func("i128", "", "  %x = add i128 1, 2\n  ret i128 %x"), "");
    assert!(e.starts_with("t.ll:2:3: error: `i128` is not supported: integers are at most 64 bits wide"), "{e}");
    let e = reject(&func("i64", "i8 addrspace(5)* %p", "  %x = ptrtoint i8 addrspace(5)* %p to i64\n  ret i64 %x"), "");
    assert!(e.contains("operand 1: pointers in addrspace(5) are not supported"), "{e}");
    let e = reject(&func("void", "{ i32, i32 } %s", "  ret void"), "");
    assert!(e.starts_with("t.ll:1:1: error: parameter `%s`: type `{ i32, i32 }` is not supported"), "{e}");
}

#[test]
fn unsupported_input_is_rejected_even_after_a_fault() {
    // The fault comes first in execution order, but acceptance never depends on memory.
    let ll = gather_ll("<i1 1, i1 1, i1 1, i1 1>", "undef")
        .replace("  ret <4 x i32> %r", "  %z = frem float 1.0, 1.0\n  ret <4 x i32> %r");
    let e = reject(&ll, "");
    assert!(e.starts_with("t.ll:3:3: error: `frem` is not supported"), "{e}");
}

#[test]
fn malformed_calls_and_constants_are_rejected_even_after_a_fault() {
    let faulting = gather_ll("<i1 1, i1 1, i1 1, i1 1>", "undef");
    // log2_num_blocks must be a constant: an argument is rejected up front.
    let ll = faulting.replace(
        "  ret <4 x i32> %r",
        "  %g = call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> %m, i32 %n, <4 x i64> zeroinitializer, <4 x i32> undef)\n  ret <4 x i32> %r",
    )
    .replace("<4 x i1> %m)", "<4 x i1> %m, i32 %n)")
        + "declare <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1>, i32, <4 x i64>, <4 x i32>)\n";
    let e = reject(&ll, "");
    assert!(e.starts_with("t.ll:3:3: error: llvm.genx.svm.gather: log2_num_blocks must be a constant 0..=3"), "{e}");
    // A global inside a constant expression, after the faulting gather.
    let ll = "@g = global i32 0\n".to_string()
        + &faulting.replace("  ret <4 x i32> %r", "  %x = add i64 ptrtoint (i32* @g to i64), 1\n  ret <4 x i32> %r");
    let e = reject(&ll, "");
    assert!(e.starts_with("t.ll:4:3: error: `@g` is a global"), "{e}");
}

#[test]
fn debug_intrinsics_are_ignored() {
    let ll = r#"define i32 @k(i32 %x) !dbg !5 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression()), !dbg !8
  ret i32 %x, !dbg !8
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !{})
!7 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1)
!8 = !DILocation(line: 1, scope: !5)
"#;
    let o = run(ll, "[args]\nx = 3\n");
    assert_eq!(returned_u32s(&o), vec![Some(3)]);
}

// ---- never a panic -------------------------------------------------------------------

/// Integer and vector operations with random operands, flags and widths:
/// the interpreter must answer (a value, a diagnostic) and never panic.
fn snippet() -> impl Strategy<Value = String> {
    let op = prop::sample::select(vec![
        "add",
        "add nuw",
        "add nsw",
        "sub nuw nsw",
        "mul nsw",
        "shl nuw",
        "lshr exact",
        "ashr exact",
        "and",
        "or",
        "xor",
        "shl",
        "lshr",
        "ashr",
        "udiv",
    ]);
    let width = prop::sample::select(vec![1u32, 5, 8, 16, 32, 63, 64, 65]);
    let lanes = 1usize..5;
    let value =
        prop_oneof![any::<i64>().prop_map(|v| v.to_string()), Just("poison".to_string()), Just("undef".to_string())];
    (op, width, lanes, prop::collection::vec(value, 8), any::<u8>(), 0u32..8).prop_map(|(op, w, n, vals, sel, idx)| {
        let t = format!("i{w}");
        let vt = format!("<{n} x {t}>");
        let lit = |k: usize| {
            let v = &vals[k % vals.len()];
            if v.starts_with('-') || v.chars().all(|c| c.is_ascii_digit()) {
                // Keep literals in range of the type: LLVM rejects out-of-range ones.
                let x: i128 = v.parse().unwrap_or(0);
                let m = if w >= 64 { x } else { x.rem_euclid(1i128 << w) };
                if w == 1 {
                    (m & 1).to_string()
                } else {
                    m.to_string()
                }
            } else {
                v.clone()
            }
        };
        let vec_lit = |base: usize| {
            format!("<{}>", (0..n).map(|i| format!("{t} {}", lit(base + i))).collect::<Vec<_>>().join(", "))
        };
        let mask: Vec<String> = (0..n)
            .map(|i| {
                if sel >> i & 1 == 1 {
                    format!("i32 {}", (i as u32 + idx) % (2 * n as u32 + 1))
                } else {
                    "i32 undef".into()
                }
            })
            .collect();
        format!(
            "define {vt} @k() {{
  %a = {op} {vt} {}, {}
  %s = shufflevector {vt} %a, {vt} {}, <{n} x i32> <{}>
  %e = extractelement {vt} %s, i32 {idx}
  %i = insertelement {vt} %a, {t} %e, i32 {}
  %c = icmp slt {vt} %i, %s
  %r = select <{n} x i1> %c, {vt} %i, {vt} %a
  ret {vt} %r
}}
",
            vec_lit(0),
            vec_lit(3),
            vec_lit(5),
            mask.join(", "),
            idx % 3,
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn generated_snippets_never_panic(ll in snippet()) {
        // Parse errors, diagnostics and results are all fine; a panic is not.
        let _ = try_run(&ll, "");
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[ -~\n]{0,200}") {
        let _ = try_run(&text, "");
    }
}
