//! The reference semantics of each message intrinsic, at any width, with
//! expectations worked out by hand from the pages' pseudo-code (never by
//! calling the interpreter's or the emulator's helpers).

use crate::reference_support;

use reference_support::*;
use visa_lower::exec::reference::Space;

// ---- llvm.genx.svm.gather ----------------------------------------------------

/// `<N x i1> pred, log2 blocks, <N x i64> addr, <M x T> old` returning `<M x T>`.
fn svm_gather_ll(n: usize, m: usize, t: &str, log2: u32, pred: &str, old: &str) -> String {
    format!(
        r#"
define <{m} x {t}> @k(<{n} x i64> %addr) {{
  %r = call <{m} x {t}> @llvm.genx.svm.gather.v{m}{t}.v{n}i1.v{n}i64(<{n} x i1> {pred}, i32 {log2}, <{n} x i64> %addr, <{m} x {t}> {old})
  ret <{m} x {t}> %r
}}
declare <{m} x {t}> @llvm.genx.svm.gather.v{m}{t}.v{n}i1.v{n}i64(<{n} x i1>, i32, <{n} x i64>, <{m} x {t}>)
"#
    )
}

fn splat(n: usize, t: &str, v: &str) -> String {
    let items: Vec<String> = (0..n).map(|_| format!("{t} {v}")).collect();
    format!("<{}>", items.join(", "))
}

fn vector(t: &str, values: &[i64]) -> String {
    let items: Vec<String> = values.iter().map(|v| format!("{t} {v}")).collect();
    format!("<{}>", items.join(", "))
}

/// Buffer `a`: `element` iota; `addr` lanes `a + stride * i`.
fn iota_launch(element: &str, stride: u64) -> String {
    format!(
        r#"
[[buffer]]
name = "a"
size = 1024
element = "{element}"
fill = "iota"
[args]
addr = {{ base = "@a", stride = {stride} }}
"#
    )
}

#[test]
fn svm_gather_4_byte_blocks_1_2_4_8() {
    // addr[i] = a + 32 i; the u32 at a + 32 i + 4 j is 8 i + j.
    // dst[j*N + i] = *(addr[i] + 4 j).
    let launch = iota_launch("u32", 32);
    let n = 3;
    let cases: [(u32, Vec<u32>); 4] = [
        (0, vec![0, 8, 16]),
        (1, vec![0, 8, 16, 1, 9, 17]),
        (2, vec![0, 8, 16, 1, 9, 17, 2, 10, 18, 3, 11, 19]),
        (3, vec![0, 8, 16, 1, 9, 17, 2, 10, 18, 3, 11, 19, 4, 12, 20, 5, 13, 21, 6, 14, 22, 7, 15, 23]),
    ];
    for (log2, expected) in cases {
        let m = n << log2;
        let ll = svm_gather_ll(n, m, "i32", log2, &splat(n, "i1", "1"), &splat(m, "i32", "99"));
        let o = run(&ll, &launch);
        let got: Vec<u32> = returned_u32s(&o).into_iter().map(Option::unwrap).collect();
        assert_eq!(got, expected, "{} blocks", 1 << log2);
        assert!(o.findings.is_empty());
    }
}

#[test]
fn svm_gather_8_byte_blocks_1_2_4_8() {
    // addr[i] = a + 64 i; the u64 at a + 64 i + 8 j is 8 i + j; dst[j*N + i].
    let launch = iota_launch("u64", 64);
    let n = 3;
    let cases: [(u32, Vec<u64>); 4] = [
        (0, vec![0, 8, 16]),
        (1, vec![0, 8, 16, 1, 9, 17]),
        (2, vec![0, 8, 16, 1, 9, 17, 2, 10, 18, 3, 11, 19]),
        (3, vec![0, 8, 16, 1, 9, 17, 2, 10, 18, 3, 11, 19, 4, 12, 20, 5, 13, 21, 6, 14, 22, 7, 15, 23]),
    ];
    for (log2, expected) in cases {
        let m = n << log2;
        let ll = svm_gather_ll(n, m, "double", log2, &splat(n, "i1", "1"), &splat(m, "double", "0.0"));
        let got: Vec<u64> = returned_u64s(&run(&ll, &launch)).into_iter().map(Option::unwrap).collect();
        assert_eq!(got, expected, "{} blocks", 1 << log2);
    }
}

#[test]
fn svm_gather_8_byte_blocks_with_a_disabled_lane_keeping_old() {
    // addr[i] = a + 64 i; the u64 at a + 64 i + 8 j is 8 i + j. Lane 1 is off.
    let launch = iota_launch("u64", 64);
    let old: Vec<i64> = (100..106).collect();
    let ll = svm_gather_ll(3, 6, "i64", 1, "<i1 1, i1 0, i1 1>", &vector("i64", &old));
    let o = run(&ll, &launch);
    let got: Vec<u64> = returned_u64s(&o).into_iter().map(Option::unwrap).collect();
    // dst = [b0: l0, l1, l2, b1: l0, l1, l2]
    assert_eq!(got, vec![0, 101, 16, 1, 104, 17]);
}

#[test]
fn svm_gather_1_byte_blocks_fill_slots_of_max_4_bytes() {
    // addr[i] = a + 16 i; the byte at a + 16 i + j is 16 i + j.
    // dst[i*max(4, nb) + j] = byte j of lane i, j < nb; the rest keep old (0xee = -18).
    let launch = iota_launch("u8", 16);
    let cases: [(u32, usize, Vec<u8>); 4] = [
        (0, 4, vec![0, 0xee, 0xee, 0xee, 16, 0xee, 0xee, 0xee]),
        (1, 4, vec![0, 1, 0xee, 0xee, 16, 17, 0xee, 0xee]),
        (2, 4, vec![0, 1, 2, 3, 16, 17, 18, 19]),
        (3, 8, vec![0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23]),
    ];
    for (log2, slot, expected) in cases {
        let m = 2 * slot;
        let ll = svm_gather_ll(2, m, "i8", log2, "<i1 1, i1 1>", &splat(m, "i8", "-18"));
        let o = run(&ll, &launch);
        let got: Vec<u8> = returned_u8s(&o).into_iter().map(Option::unwrap).collect();
        assert_eq!(got, expected, "{} blocks", 1 << log2);
    }
    // A disabled lane keeps all of its slot.
    let ll = svm_gather_ll(2, 8, "i8", 1, "<i1 0, i1 1>", &splat(8, "i8", "-18"));
    let got: Vec<u8> = returned_u8s(&run(&ll, &launch)).into_iter().map(Option::unwrap).collect();
    assert_eq!(got, vec![0xee, 0xee, 0xee, 0xee, 16, 17, 0xee, 0xee]);
}

#[test]
fn svm_gather_float_blocks_and_odd_widths() {
    // 5 lanes of float, 1 block; a holds f32 iota.
    let launch = iota_launch("f32", 4);
    let ll = svm_gather_ll(5, 5, "float", 0, &splat(5, "i1", "1"), &splat(5, "float", "0.0"));
    let got: Vec<u32> = returned_u32s(&run(&ll, &launch)).into_iter().map(Option::unwrap).collect();
    let expected: Vec<u32> = [0.0f32, 1.0, 2.0, 3.0, 4.0].iter().map(|f| f.to_bits()).collect();
    assert_eq!(got, expected);
}

#[test]
fn svm_gather_misaligned_address_is_ub_and_undefined() {
    let launch = iota_launch("u32", 2); // lane 1 at a + 2: not 4-aligned
    let ll = svm_gather_ll(2, 2, "i32", 0, "<i1 1, i1 1>", "<i32 7, i32 7>");
    let o = run(&ll, &launch);
    assert_eq!(returned_u32s(&o), vec![Some(0), None]);
    let ub = ub_findings(&o);
    assert_eq!(ub.len(), 1);
    assert!(ub[0].message.contains("lane 1") && ub[0].message.contains("not aligned"), "{}", ub[0].message);
}

#[test]
fn svm_gather_fault_reports_lane_address_and_location() {
    // a is 1024 bytes: lane 1's second block (a + 1020 + 4) is outside.
    let launch = iota_launch("u32", 1020);
    let ll = svm_gather_ll(2, 4, "i32", 1, "<i1 1, i1 1>", &splat(4, "i32", "0"));
    let o = run(&ll, &launch);
    let fault = o.fault.clone().expect("a fault");
    assert_eq!((fault.lane, fault.space, fault.address, fault.len), (Some(1), Space::Svm, A + 1024, 4));
    let loc = fault.location.expect("a location");
    assert_eq!((loc.file.as_str(), loc.line, loc.col), ("t.ll", 3, 3));
    assert!(o.returned.is_none());
}

#[test]
fn svm_gather_wrong_operand_count_is_a_diagnostic() {
    let m = 4;
    let ll = svm_gather_ll(2, m, "i32", 0, "<i1 1, i1 1>", &splat(m, "i32", "0"));
    let e = reject(&ll, &iota_launch("u32", 4));
    assert!(e.contains("t.ll:3:3: error: llvm.genx.svm.gather must have the operands"), "{e}");
}

// ---- llvm.genx.scatter4.scaled -----------------------------------------------

#[allow(clippy::too_many_arguments)]
fn scatter4_ll(
    n: usize,
    m: usize,
    mask: u32,
    surface: &str,
    global: &str,
    pred: &str,
    offsets: &str,
    data: &str,
) -> String {
    format!(
        r#"
define void @k() {{
  call void @llvm.genx.scatter4.scaled.v{n}i1.v{n}i32.v{m}i32(<{n} x i1> {pred}, i32 {mask}, i16 0, i32 {surface}, i32 {global}, <{n} x i32> {offsets}, <{m} x i32> {data})
  ret void
}}
declare void @llvm.genx.scatter4.scaled.v{n}i1.v{n}i32.v{m}i32(<{n} x i1>, i32, i16, i32, i32, <{n} x i32>, <{m} x i32>)
"#
    )
}

const SURFACE3: &str = r#"
[[surface]]
bti = 3
size = 64
"#;

fn dwords(bytes: &[u8]) -> Vec<u32> {
    le_u32s(bytes)
}

#[test]
fn scatter4_channel_mask_r() {
    // mask 0b0001 = R: lane i writes data[i] at offset[i].
    let ll =
        scatter4_ll(3, 3, 1, "3", "0", "<i1 1, i1 1, i1 1>", "<i32 0, i32 16, i32 32>", "<i32 10, i32 11, i32 12>");
    let o = run(&ll, SURFACE3);
    let mut expected = vec![0u32; 16];
    expected[0] = 10;
    expected[4] = 11;
    expected[8] = 12;
    assert_eq!(dwords(surface(&o, 3)), expected);
    assert!(o.findings.is_empty());
}

#[test]
fn scatter4_channel_mask_rg_is_channel_major() {
    // data = [R0 R1, G0 G1]; R at offset, G at offset + 4.
    let ll = scatter4_ll(2, 4, 0b0011, "3", "0", "<i1 1, i1 1>", "<i32 0, i32 32>", "<i32 1, i32 2, i32 3, i32 4>");
    let o = run(&ll, SURFACE3);
    let mut expected = vec![0u32; 16];
    expected[0] = 1; // R0
    expected[8] = 2; // R1
    expected[1] = 3; // G0
    expected[9] = 4; // G1
    assert_eq!(dwords(surface(&o, 3)), expected);
}

#[test]
fn scatter4_channel_mask_ga_skips_r_and_b() {
    // mask 0b1010 = G, A: data = [G0 G1, A0 A1]; G at +4, A at +12.
    let ll = scatter4_ll(2, 4, 0b1010, "3", "0", "<i1 1, i1 1>", "<i32 0, i32 32>", "<i32 1, i32 2, i32 3, i32 4>");
    let o = run(&ll, SURFACE3);
    let mut expected = vec![0u32; 16];
    expected[1] = 1; // G0
    expected[9] = 2; // G1
    expected[3] = 3; // A0
    expected[11] = 4; // A1
    assert_eq!(dwords(surface(&o, 3)), expected);
}

#[test]
fn scatter4_channel_mask_rgba_with_a_disabled_lane() {
    // data = [R0 R1 R2, G.., B.., A..] = 0..12; lane 1 is off.
    let data: Vec<i64> = (0..12).map(|v| 100 + v).collect();
    let ll =
        scatter4_ll(3, 12, 0b1111, "3", "0", "<i1 1, i1 0, i1 1>", "<i32 0, i32 16, i32 32>", &vector("i32", &data));
    let o = run(&ll, SURFACE3);
    let mut expected = vec![0u32; 16];
    // lane 0 at dwords 0..4: R0 G0 B0 A0 = data[0], data[3], data[6], data[9]
    expected[0..4].copy_from_slice(&[100, 103, 106, 109]);
    // lane 2 at dwords 8..12: data[2], data[5], data[8], data[11]
    expected[8..12].copy_from_slice(&[102, 105, 108, 111]);
    assert_eq!(dwords(surface(&o, 3)), expected);
}

#[test]
fn scatter4_channel_mask_zero_is_ub_and_writes_nothing() {
    let ll = scatter4_ll(2, 2, 0, "3", "0", "<i1 1, i1 1>", "<i32 0, i32 4>", "<i32 1, i32 2>");
    let o = run(&ll, SURFACE3);
    assert_eq!(surface(&o, 3), &[0u8; 64][..]);
    let ub = ub_findings(&o);
    assert_eq!(ub.len(), 1);
    assert!(ub[0].message.contains("channel mask is 0"), "{}", ub[0].message);
}

#[test]
fn scatter4_global_offset_adds_and_wraps_at_32_bits() {
    // 0xfffffff0 + 0x14 = 0x4 (mod 2^32); 0xfffffff0 + 0x18 = 0x8.
    let ll = scatter4_ll(2, 2, 1, "3", "-16", "<i1 1, i1 1>", "<i32 20, i32 24>", "<i32 7, i32 8>");
    let o = run(&ll, SURFACE3);
    let mut expected = vec![0u32; 16];
    expected[1] = 7;
    expected[2] = 8;
    assert_eq!(dwords(surface(&o, 3)), expected);
}

#[test]
fn scatter4_to_slm() {
    let launch = "[slm]\nsize = 32\n";
    let ll = scatter4_ll(2, 4, 0b0011, "254", "8", "<i1 1, i1 1>", "<i32 0, i32 8>", "<i32 1, i32 2, i32 3, i32 4>");
    let o = run(&ll, launch);
    // lane 0 at 8: R0 G0 = 1, 3; lane 1 at 16: R1 G1 = 2, 4.
    assert_eq!(dwords(&o.memory.slm), vec![0, 0, 1, 3, 2, 4, 0, 0]);
}

#[test]
fn scatter4_stateless_writes_svm_at_the_32_bit_address_and_faults_outside() {
    let launch = r#"
[[buffer]]
name = "low"
size = 16
address = 0x1000
"#;
    let ll = scatter4_ll(2, 2, 1, "255", "4096", "<i1 1, i1 1>", "<i32 0, i32 8>", "<i32 5, i32 6>");
    let o = run(&ll, launch);
    assert_eq!(u32s(&o, "low"), vec![5, 0, 6, 0]);
    assert!(o.fault.is_none());
    // Offset 16 is past the 16-byte buffer: a fault at 0x1010, lane 1.
    let ll = scatter4_ll(2, 2, 1, "255", "4096", "<i1 1, i1 1>", "<i32 0, i32 16>", "<i32 5, i32 6>");
    let o = run(&ll, launch);
    let fault = o.fault.clone().expect("a fault");
    assert_eq!((fault.lane, fault.space, fault.address, fault.len), (Some(1), Space::Svm, 0x1010, 4));
    assert_eq!(u32s(&o, "low"), vec![5, 0, 0, 0], "lane 0 was written before the fault");
}

#[test]
fn scatter4_out_of_bounds_writes_are_dropped() {
    // Surface of 64 bytes: offset 60 fits (R), its G at 64 does not; offset 64 does not at all.
    let ll = scatter4_ll(2, 4, 0b0011, "3", "0", "<i1 1, i1 1>", "<i32 60, i32 64>", "<i32 1, i32 2, i32 3, i32 4>");
    let o = run(&ll, SURFACE3);
    let mut expected = vec![0u32; 16];
    expected[15] = 1;
    assert_eq!(dwords(surface(&o, 3)), expected);
    assert!(o.fault.is_none() && o.findings.is_empty());
}

#[test]
fn scatter4_overlapping_lanes_are_ub_and_applied_in_page_order() {
    // Lanes 0 and 2 both write offset 8; lane 1's G (12 + 4 = 16)
    // meets lane 3's R (16). Order: R of every lane, then G of every lane.
    let ll = scatter4_ll(
        4,
        8,
        0b0011,
        "3",
        "0",
        "<i1 1, i1 1, i1 1, i1 1>",
        "<i32 8, i32 12, i32 8, i32 16>",
        "<i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>",
    );
    let o = run(&ll, SURFACE3);
    let d = dwords(surface(&o, 3));
    // dword 2 (8): R0 = 1 then R2 = 3 -> 3; dword 3 (12): R1 = 2, then G0 = 5, G2 = 7 -> 7;
    // dword 4 (16): R3 = 4, then G1 = 6 -> 6; dword 5 (20): G3 = 8.
    assert_eq!(&d[2..6], &[3, 7, 6, 8]);
    let messages: Vec<&str> = ub_findings(&o).iter().map(|f| f.message.as_str()).collect();
    let prefix = "llvm.genx.scatter4.scaled: ";
    let suffix = ": the page leaves this undefined; applied in the page's order (channel-major, then lane)";
    assert_eq!(
        messages,
        vec![
            format!("{prefix}lane 0 (channel R) and lane 2 (channel R) write overlapping bytes (surface 3 0x8..0xc){suffix}"),
            format!("{prefix}lane 1 (channel R), lane 0 (channel G) and lane 2 (channel G) write overlapping bytes (surface 3 0xc..0x10){suffix}"),
            format!("{prefix}lane 3 (channel R) and lane 1 (channel G) write overlapping bytes (surface 3 0x10..0x14){suffix}"),
        ]
    );
}

#[test]
fn scatter4_missing_surface_is_ub_and_dropped() {
    let ll = scatter4_ll(2, 2, 1, "7", "0", "<i1 1, i1 1>", "<i32 0, i32 4>", "<i32 1, i32 2>");
    let o = run(&ll, SURFACE3);
    assert_eq!(surface(&o, 3), &[0u8; 64][..]);
    assert!(ub_findings(&o)[0].message.contains("surface 7 is not bound by the launch"));
}

#[test]
fn scatter4_misaligned_address_is_ub_and_leaves_bytes_undefined() {
    let ll = scatter4_ll(2, 2, 1, "3", "0", "<i1 1, i1 1>", "<i32 0, i32 6>", "<i32 1, i32 2>");
    let o = run(&ll, SURFACE3);
    assert_eq!(dwords(surface(&o, 3))[0], 1);
    assert!(ub_findings(&o)[0].message.contains("lane 1: address 0x6 is not dword-aligned"));
    assert_eq!(o.undefined, vec![range(Space::Surface(3), 4, 8)]);
}

#[test]
fn scatter4_surface_from_an_argument_and_poison_data() {
    let ll = r#"
define void @k(i32 %surf) {
  call void @llvm.genx.scatter4.scaled.v2i1.v2i32.v2i32(<2 x i1> <i1 1, i1 1>, i32 1, i16 0, i32 %surf, i32 0, <2 x i32> <i32 0, i32 4>, <2 x i32> <i32 9, i32 poison>)
  ret void
}
declare void @llvm.genx.scatter4.scaled.v2i1.v2i32.v2i32(<2 x i1>, i32, i16, i32, i32, <2 x i32>, <2 x i32>)
"#;
    let launch = format!("{SURFACE3}\n[args]\nsurf = 3\n");
    let o = run(ll, &launch);
    assert_eq!(dwords(surface(&o, 3))[..2], [9, 0]);
    assert_eq!(o.undefined, vec![range(Space::Surface(3), 4, 4)]);
    assert!(ub_findings(&o).is_empty(), "storing poison is not UB");
}

// ---- llvm.visa.qw.scatter ------------------------------------------------------

fn qw_scatter_ll(n: usize, t: &str, surface: &str, pred: &str, offsets: &str, data: &str) -> String {
    format!(
        r#"
define void @k() {{
  call void @llvm.visa.qw.scatter.v{n}i1.v{n}i32.v{n}{t}(<{n} x i1> {pred}, i32 {surface}, <{n} x i32> {offsets}, <{n} x {t}> {data})
  ret void
}}
declare void @llvm.visa.qw.scatter.v{n}i1.v{n}i32.v{n}{t}(<{n} x i1>, i32, <{n} x i32>, <{n} x {t}>)
"#
    )
}

#[test]
fn qw_scatter_writes_8_bytes_per_enabled_lane() {
    let ll = qw_scatter_ll(
        3,
        "i64",
        "3",
        "<i1 1, i1 0, i1 1>",
        "<i32 0, i32 8, i32 24>",
        "<i64 -1, i64 2, i64 81985529216486895>",
    );
    let o = run(&ll, SURFACE3);
    assert_eq!(le_u64s(surface(&o, 3)), vec![u64::MAX, 0, 0, 0x0123_4567_89ab_cdef, 0, 0, 0, 0]);
}

#[test]
fn qw_scatter_doubles_to_slm_and_out_of_bounds_dropped() {
    let ll = qw_scatter_ll(2, "double", "254", "<i1 1, i1 1>", "<i32 8, i32 16>", "<double 1.5, double 2.0>");
    let o = run(&ll, "[slm]\nsize = 20\n");
    // Lane 1 at 16..24 does not fit 20 bytes: dropped whole.
    assert_eq!(&o.memory.slm[8..16], &1.5f64.to_le_bytes());
    assert_eq!(&o.memory.slm[16..20], &[0, 0, 0, 0]);
    assert!(o.fault.is_none());
}

#[test]
fn qw_scatter_stateless_and_overlap() {
    let launch = "[[buffer]]\nname = \"low\"\nsize = 16\naddress = 0x2000\n";
    let ll =
        qw_scatter_ll(3, "i64", "255", "<i1 1, i1 1, i1 1>", "<i32 8192, i32 8200, i32 8192>", "<i64 1, i64 2, i64 3>");
    let o = run(&ll, launch);
    assert_eq!(le_u64s(buffer(&o, "low")), vec![3, 2], "lane 2 applied after lane 0");
    let ub = ub_findings(&o);
    assert_eq!(ub.len(), 1);
    assert!(
        ub[0].message.contains("lane 0 and lane 2 write overlapping bytes (SVM 0x2000..0x2008)"),
        "{}",
        ub[0].message
    );
}

// ---- typed atomics -----------------------------------------------------------

/// The expected row of DWORD_ATOMIC's table for one op: intrinsic op name,
/// old texel value, src0, src1, new texel value, returned value.
struct Row {
    op: &'static str,
    old: u32,
    src0: Option<u32>,
    src1: Option<u32>,
    new: u32,
    ret: u32,
}

const fn row(op: &'static str, old: u32, src0: Option<u32>, src1: Option<u32>, new: u32, ret: u32) -> Row {
    Row { op, old, src0, src1, new, ret }
}

const F1_5: u32 = 0x3fc0_0000; // 1.5f
const FM2: u32 = 0xc000_0000; // -2.0f
const F4: u32 = 0x4080_0000; // 4.0f
const H1_5: u32 = 0x3e00; // 1.5 half
const HM2: u32 = 0xc000; // -2.0 half
const H4: u32 = 0x4400; // 4.0 half

/// All 17 ops, 32-bit, worked out by hand.
const ROWS_32: [Row; 17] = [
    row("add", 5, Some(7), None, 12, 5),
    row("sub", 5, Some(7), None, 0xffff_fffe, 5),
    row("inc", 0xffff_ffff, None, None, 0, 0xffff_ffff),
    row("dec", 0, None, None, 0xffff_ffff, 0),
    row("min", 5, Some(0xffff_fff0), None, 5, 5),
    row("max", 5, Some(0xffff_fff0), None, 0xffff_fff0, 5),
    row("xchg", 5, Some(9), None, 9, 5),
    row("cmpxchg", 5, Some(9), Some(5), 9, 5),
    row("and", 0b1100, Some(0b1010), None, 0b1000, 0b1100),
    row("or", 0b1100, Some(0b1010), None, 0b1110, 0b1100),
    row("xor", 0b1100, Some(0b1010), None, 0b0110, 0b1100),
    row("imin", 5, Some(0xffff_fff0), None, 0xffff_fff0, 5),
    row("imax", 0xffff_fff0, Some(5), None, 5, 0xffff_fff0),
    row("predec", 5, None, None, 4, 4),
    row("fmax", F1_5, Some(FM2), None, F1_5, F1_5),
    row("fmin", F1_5, Some(FM2), None, FM2, F1_5),
    row("fcmpwr", F1_5, Some(F1_5), Some(F4), F4, F1_5),
];

/// All 17 ops, 16-bit: only the low 16 bits of sources count; results are
/// zero-extended, sign-extended for imin, imax and predec.
const ROWS_16: [Row; 17] = [
    row("add", 0xfffe, Some(0x1_0003), None, 0x0001, 0xfffe),
    row("sub", 5, Some(7), None, 0xfffe, 5),
    row("inc", 0xffff, None, None, 0, 0xffff),
    row("dec", 0, None, None, 0xffff, 0),
    row("min", 5, Some(0xfff0), None, 5, 5),
    row("max", 5, Some(0xfff0), None, 0xfff0, 5),
    row("xchg", 5, Some(0xabcd), None, 0xabcd, 5),
    row("cmpxchg", 5, Some(9), Some(5), 9, 5),
    row("and", 0b1100, Some(0b1010), None, 0b1000, 0b1100),
    row("or", 0b1100, Some(0b1010), None, 0b1110, 0b1100),
    row("xor", 0b1100, Some(0b1010), None, 0b0110, 0b1100),
    row("imin", 5, Some(0xfff0), None, 0xfff0, 5),
    row("imax", 0xfff0, Some(5), None, 5, 0xffff_fff0),
    row("predec", 0, None, None, 0xffff, 0xffff_ffff),
    row("fmax", H1_5, Some(HM2), None, H1_5, H1_5),
    row("fmin", H1_5, Some(HM2), None, HM2, H1_5),
    row("fcmpwr", H1_5, Some(H1_5), Some(H4), H4, H1_5),
];

/// One image kind: its spec lines, the coordinates (u, v, r, lod) of the
/// texel under test and that texel's index in the data, by hand from the
/// layout (levels, then slices, then rows).
struct Kind {
    spec: &'static str,
    coords: [u32; 4],
    index: usize,
}

const KINDS: [Kind; 7] = [
    // 1d, 8 wide: x = 5.
    Kind { spec: "kind = \"1d\"\nwidth = 8", coords: [5, 0, 0, 0], index: 5 },
    // 1d, 8 wide, 2 mips: level 1 (4 wide) starts at 8; x = 2 -> 10.
    Kind { spec: "kind = \"1d\"\nwidth = 8\nmips = 2", coords: [2, 0, 0, 1], index: 10 },
    // 1d_array 4 x 3 slices: slice v = 2, x = 1 -> 2 * 4 + 1.
    Kind { spec: "kind = \"1d_array\"\nwidth = 4\narray_size = 3", coords: [1, 2, 0, 0], index: 9 },
    // 2d 4x4: (3, 2) -> 2 * 4 + 3.
    Kind { spec: "kind = \"2d\"\nwidth = 4\nheight = 4", coords: [3, 2, 0, 0], index: 11 },
    // 2d 4x4, 2 mips: level 1 is 2x2 at 16; (1, 1) -> 16 + 1 * 2 + 1.
    Kind { spec: "kind = \"2d\"\nwidth = 4\nheight = 4\nmips = 2", coords: [1, 1, 0, 1], index: 19 },
    // 2d_array 4x2, 2 slices: (1, 1, slice 1) -> (1 * 2 + 1) * 4 + 1.
    Kind { spec: "kind = \"2d_array\"\nwidth = 4\nheight = 2\narray_size = 2", coords: [1, 1, 1, 0], index: 13 },
    // 3d 2x2x2: (1, 0, z 1) -> (1 * 2 + 0) * 2 + 1.
    Kind { spec: "kind = \"3d\"\nwidth = 2\nheight = 2\ndepth = 2\nmips = 2", coords: [1, 0, 1, 0], index: 5 },
];

fn atomic_name(op: &str, is_16bit: bool) -> String {
    match (op, is_16bit) {
        (op, true) => format!("llvm.visa.typed.atomic16.{op}"),
        ("predec", false) => "llvm.visa.typed.atomic.predec".to_string(),
        (op, false) => format!("llvm.genx.typed.atomic.{op}"),
    }
}

/// Three lanes: lane 0 on the texel under test, lane 1 disabled, lane 2 out of bounds (u = 100).
fn atomic_ll(name: &str, row: &Row, coords: [u32; 4]) -> String {
    let v3 = |a: u32, b: u32, c: u32| format!("<3 x i32> <i32 {a}, i32 {b}, i32 {c}>");
    let mut operands = vec!["<3 x i1> <i1 1, i1 0, i1 1>".to_string(), "i32 2".to_string()];
    let mut types = vec!["<3 x i1>", "i32"];
    for src in [row.src0, row.src1].into_iter().flatten() {
        operands.push(v3(src, src, src));
        types.push("<3 x i32>");
    }
    let [u, v, r, lod] = coords;
    for (k, c) in [u, v, r, lod].into_iter().enumerate() {
        operands.push(if k == 0 { v3(c, c, 100) } else { v3(c, c, c) });
        types.push("<3 x i32>");
    }
    format!(
        "define <3 x i32> @k() {{\n  %r = call <3 x i32> @{name}.v3i32.v3i1({})\n  ret <3 x i32> %r\n}}\ndeclare <3 x i32> @{name}.v3i32.v3i1({})\n",
        operands.join(", "),
        types.join(", ")
    )
}

fn image_launch(kind: &Kind, format: &str, index: usize, old: u32) -> String {
    let mut data = vec![0u32; index + 1];
    data[index] = old;
    let data: Vec<String> = data.iter().map(u32::to_string).collect();
    format!("[[image]]\nname = \"img\"\nbti = 2\nformat = \"{format}\"\n{}\ndata = [{}]\n", kind.spec, data.join(", "))
}

fn check_atomic_rows(rows: &[Row], is_16bit: bool) {
    let (format, texel) = if is_16bit { ("r16_uint", 2) } else { ("r32_uint", 4) };
    for kind in &KINDS {
        for row in rows {
            let name = atomic_name(row.op, is_16bit);
            let ll = atomic_ll(&name, row, kind.coords);
            let o = run(&ll, &image_launch(kind, format, kind.index, row.old));
            let what = format!("{name} on {:?}", kind.spec);
            assert_eq!(returned_u32s(&o), vec![Some(row.ret), None, Some(0)], "{what}");
            let data = &o.memory.images[&2].data;
            let at = kind.index * texel;
            let new = u32::from_le_bytes(match texel {
                2 => [data[at], data[at + 1], 0, 0],
                _ => [data[at], data[at + 1], data[at + 2], data[at + 3]],
            });
            assert_eq!(new, row.new, "{what}: new texel value");
            let others = data.iter().enumerate().filter(|(i, _)| !(at..at + texel).contains(i));
            assert!(others.clone().all(|(_, &b)| b == 0), "{what}: only the one texel changes");
            assert!(ub_findings(&o).is_empty(), "{what}: {:?}", o.findings);
        }
    }
}

#[test]
fn typed_atomic_every_op_32_bit_on_every_image_kind() {
    check_atomic_rows(&ROWS_32, false);
}

#[test]
fn typed_atomic_every_op_16_bit_on_every_image_kind() {
    check_atomic_rows(&ROWS_16, true);
}

#[test]
fn typed_atomic_lanes_on_one_texel_apply_in_lane_order() {
    // Three enabled lanes add 1, 2, 3 to texel 0 (old 10): they return 10, 11, 13; the texel ends at 16.
    let ll = r#"
define <3 x i32> @k() {
  %r = call <3 x i32> @llvm.genx.typed.atomic.add.v3i32.v3i1(<3 x i1> <i1 1, i1 1, i1 1>, i32 2, <3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> zeroinitializer, <3 x i32> zeroinitializer, <3 x i32> zeroinitializer, <3 x i32> zeroinitializer)
  ret <3 x i32> %r
}
declare <3 x i32> @llvm.genx.typed.atomic.add.v3i32.v3i1(<3 x i1>, i32, <3 x i32>, <3 x i32>, <3 x i32>, <3 x i32>, <3 x i32>)
"#;
    let launch = "[[image]]\nname = \"img\"\nbti = 2\nkind = \"1d\"\nformat = \"r32_uint\"\nwidth = 4\ndata = [10]\n";
    let o = run(ll, launch);
    assert_eq!(returned_u32s(&o), vec![Some(10), Some(11), Some(13)]);
    assert_eq!(le_u32s(&o.memory.images[&2].data), vec![16, 0, 0, 0]);
    let n = notes(&o);
    assert_eq!(n.len(), 1);
    assert!(n[0].message.contains("lane 0, lane 1 and lane 2 update the same texel"), "{}", n[0].message);
    assert!(ub_findings(&o).is_empty());
}

#[test]
fn typed_atomic_width_mismatch_is_ub_and_does_nothing() {
    let row = row("add", 5, Some(1), None, 6, 5);
    let kind = &KINDS[0];
    // 16-bit op on an r32 image.
    let ll = atomic_ll(&atomic_name("add", true), &row, kind.coords);
    let o = run(&ll, &image_launch(kind, "r32_uint", kind.index, 5));
    assert_eq!(returned_u32s(&o), vec![None, None, None]);
    assert_eq!(le_u32s(&o.memory.images[&2].data)[kind.index], 5);
    assert!(ub_findings(&o)[0].message.contains("a 16-bit atomic on a r32_uint image"), "{:?}", o.findings);
    // 32-bit op on an r16 image.
    let ll = atomic_ll(&atomic_name("add", false), &row, kind.coords);
    let o = run(&ll, &image_launch(kind, "r16_sint", kind.index, 5));
    assert_eq!(returned_u32s(&o), vec![None, None, None]);
    assert!(ub_findings(&o)[0].message.contains("a 32-bit atomic on a r16_sint image"));
}

#[test]
fn typed_atomic_float_min_max_take_the_non_nan_operand() {
    let nan = 0x7fc0_0000;
    for (op, old, src, new) in [("fmin", nan, F4, F4), ("fmax", F4, nan, F4), ("fmin", 0, 0x8000_0000, 0x8000_0000)] {
        let kind = &KINDS[0];
        let ll = atomic_ll(&atomic_name(op, false), &row(op, old, Some(src), None, 0, 0), kind.coords);
        // The format's signedness or floatness does not matter: the op decides (bits through r32_uint).
        let o = run(&ll, &image_launch(kind, "r32_uint", kind.index, old));
        assert_eq!(returned_u32s(&o)[0], Some(old), "{op}");
        assert_eq!(le_u32s(&o.memory.images[&2].data)[kind.index], new, "{op}({old:#x}, {src:#x})");
    }
}

#[test]
fn typed_atomic_missing_image_is_ub_and_results_undefined() {
    let kind = &KINDS[0];
    let ll = atomic_ll(&atomic_name("add", false), &row("add", 0, Some(1), None, 0, 0), kind.coords);
    let o = run(&ll, SURFACE3);
    assert_eq!(returned_u32s(&o), vec![None, None, None]);
    assert!(ub_findings(&o)[0].message.contains("surface 2 is not an image of the launch"));
}

#[test]
fn typed_atomic_poison_source_leaves_the_texel_undefined_but_returns_old() {
    let ll = r#"
define <1 x i32> @k() {
  %r = call <1 x i32> @llvm.genx.typed.atomic.add.v1i32.v1i1(<1 x i1> <i1 1>, i32 2, <1 x i32> poison, <1 x i32> <i32 1>, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer)
  ret <1 x i32> %r
}
declare <1 x i32> @llvm.genx.typed.atomic.add.v1i32.v1i1(<1 x i1>, i32, <1 x i32>, <1 x i32>, <1 x i32>, <1 x i32>, <1 x i32>)
"#;
    let launch =
        "[[image]]\nname = \"img\"\nbti = 2\nkind = \"1d\"\nformat = \"r32_uint\"\nwidth = 4\ndata = [0, 42]\n";
    let o = run(ll, launch);
    assert_eq!(returned_u32s(&o), vec![Some(42)]);
    assert_eq!(o.undefined, vec![range(Space::Image(2), 4, 4)]);
}
