//! Signaling NaNs survive every copy `emit` makes. LLVM's bitcasts,
//! shuffles, element inserts and extracts, selects, constants, returns and
//! the passthru/data operands of messages only move bits; a float `mov` (or
//! `sel`) would convert through the float type and quiet a signaling NaN, so
//! the emitter moves those bits with integer types. Each kernel carries
//! half/float/double signaling NaN payloads through one such path and is
//! compared byte for byte with the reference on every platform.

use crate::emit_support;
use crate::support::legacy_platforms;

use emit_support::*;
use visa_lower::visa::{text::print, AluOp, DstOperand, Instruction, SrcOperand};
use visa_lower::Platform;

/// A float type, the integer type of its bits, and values to carry.
struct Fty {
    f: &'static str,
    i: &'static str,
    /// Signaling NaNs (both signs, several payloads), a quiet NaN, ordinary numbers.
    values: [u64; 8],
    /// A signaling NaN as an LLVM constant, and its bits.
    snan: (&'static str, u64),
    /// Another one (negative), and its bits.
    snan2: (&'static str, u64),
}

const HALF: Fty = Fty {
    f: "half",
    i: "i16",
    values: [0x7c01, 0xfc01, 0x7d55, 0x7e00, 0x3c00, 0x7dff, 0xfe01, 0xc000],
    snan: ("0xH7C01", 0x7c01),
    snan2: ("0xHFD23", 0xfd23),
};

const FLOAT: Fty = Fty {
    f: "float",
    i: "i32",
    values: [0x7f80_0001, 0xff80_0001, 0x7fa5_a5a5, 0x7fc0_0000, 0x3f80_0000, 0x7fbf_ffff, 0xff80_1234, 0xc000_0000],
    // LLVM writes float constants as the double of the same value: mantissa bit 0 of
    // the float is bit 29 of the double.
    snan: ("0x7FF0000020000000", 0x7f80_0001),
    snan2: ("0xFFF1234560000000", 0xff89_1a2b),
};

const DOUBLE: Fty = Fty {
    f: "double",
    i: "i64",
    values: [
        0x7ff0_0000_0000_0001,
        0xfff0_0000_0000_0001,
        0x7ff5_5555_5555_5555,
        0x7ff8_0000_0000_0000,
        0x3ff0_0000_0000_0000,
        0x7ff7_ffff_ffff_ffff,
        0xfff0_0000_dead_beef,
        0xc000_0000_0000_0000,
    ],
    snan: ("0x7FF0000000000001", 0x7ff0_0000_0000_0001),
    snan2: ("0xFFF0000000ABCDEF", 0xfff0_0000_00ab_cdef),
};

const TYPES: [&Fty; 3] = [&HALF, &FLOAT, &DOUBLE];

/// `n` values of `t` as a launch array (hex integers), rotated by `shift`.
fn launch_values(t: &Fty, n: usize, shift: usize) -> String {
    let items: Vec<String> = (0..n).map(|k| format!("{:#x}", t.values[(k + shift) % t.values.len()])).collect();
    format!("[{}]", items.join(", "))
}

fn idx(lanes: impl IntoIterator<Item = u32>) -> String {
    lanes.into_iter().map(|i| format!("i32 {i}")).collect::<Vec<_>>().join(", ")
}

/// Runs each case on every platform, then reports all failures at once.
fn run_all(cases: Vec<(String, String, String)>) -> Vec<Emitted> {
    let mut failures = Vec::new();
    let mut done = Vec::new();
    let total = cases.len() * legacy_platforms().len();
    for (name, ll, launch) in cases {
        for platform in legacy_platforms() {
            match std::panic::catch_unwind(|| emit_and_compare(&name, &ll, &launch, platform)) {
                Ok(e) => done.push(e),
                Err(e) => {
                    let msg = e
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    // A case that computes on doubles is refused where there is no FP64.
                    let no_fp64 = format!("arithmetic on doubles cannot be emitted for {platform}");
                    if platform.has_fp64() || !msg.contains(&no_fp64) {
                        failures.push(format!("=== {name} on {platform}\n{ll}\n{launch}\n{msg}"));
                    }
                }
            }
        }
    }
    let shown: Vec<String> = failures.iter().take(4).cloned().collect();
    assert!(failures.is_empty(), "{} of {total} runs failed:\n{}", failures.len(), shown.join("\n\n"));
    done
}

/// No float-typed `mov`/`sel` in the kernel: every one moves bits.
fn assert_no_float_copies(e: &Emitted) {
    let ty_of_src = |src: &SrcOperand| match src {
        SrcOperand::General { var, .. } => e.kernel.var(*var).map(|v| v.ty),
        SrcOperand::Immediate(i) => Some(i.ty),
        _ => None,
    };
    let ty_of_dst = |dst: &DstOperand| match dst {
        DstOperand::General { var, .. } => e.kernel.var(*var).map(|v| v.ty),
        _ => None,
    };
    for inst in &e.kernel.body {
        let types = match inst {
            Instruction::Alu(a) if matches!(a.op, AluOp::Mov | AluOp::Sel) => {
                std::iter::once(ty_of_dst(&a.dst)).chain(a.srcs.as_slice().iter().map(ty_of_src)).collect::<Vec<_>>()
            }
            _ => continue,
        };
        assert!(
            !types.iter().flatten().any(|t| t.is_float()),
            "a float-typed copy `{}`:\n{}",
            print::print_instruction(&e.kernel, inst),
            e.asm
        );
    }
}

/// The returned bytes of the reference hold `bits` (little-endian, `size` bytes) at lane `lane`.
fn returned_lane(e: &Emitted, lane: usize, size: usize) -> u64 {
    let r = e.reference.returned.as_ref().expect("a returned value");
    let mut b = [0u8; 8];
    b[..size].copy_from_slice(&r.bytes[lane * size..(lane + 1) * size]);
    u64::from_le_bytes(b)
}

fn size_of(t: &Fty) -> usize {
    match t.f {
        "half" => 2,
        "float" => 4,
        _ => 8,
    }
}

/// Bitcasts, returns, shuffles (irregular, broadcast, concatenations of
/// slices), element extracts and inserts, selects and constants of
/// half/float/double values carrying signaling NaNs.
#[test]
fn alu_copies_keep_signaling_nan_payloads() {
    let mut cases = Vec::new();
    for t in TYPES {
        let (f, i) = (t.f, t.i);
        let v16 = format!("<16 x {f}>");
        let (s1, s2) = (t.snan.0, t.snan2.0);
        let head = |ret: &str| {
            format!(
                "define {ret} @k(<16 x {i}> %a, <16 x {i}> %b) {{\n  %fa = bitcast <16 x {i}> %a to {v16}\n  %fb = bitcast <16 x {i}> %b to {v16}\n"
            )
        };
        let bodies: Vec<(&str, String, String)> = vec![
            ("ret", v16.clone(), format!("  ret {v16} %fa\n")),
            (
                "reverse_interleave",
                v16.clone(),
                format!(
                    "  %r = shufflevector {v16} %fa, {v16} %fb, <16 x i32> <{}>\n  ret {v16} %r\n",
                    idx((0..8).flat_map(|k| [15 - k, 16 + 2 * k + 1]))
                ),
            ),
            (
                "broadcast",
                v16.clone(),
                format!("  %r = shufflevector {v16} %fb, {v16} poison, <16 x i32> <{}>\n  ret {v16} %r\n", idx([1; 16])),
            ),
            (
                "concat_slices",
                format!("<10 x {f}>"),
                format!(
                    "  %x = shufflevector {v16} %fa, {v16} poison, <5 x i32> <{}>\n  %y = shufflevector {v16} %fb, {v16} poison, <5 x i32> <{}>\n  %r = shufflevector <5 x {f}> %x, <5 x {f}> %y, <10 x i32> <{}>\n  ret <10 x {f}> %r\n",
                    idx(3..8),
                    idx(11..16),
                    idx(0..10)
                ),
            ),
            (
                "extract_insert",
                v16.clone(),
                format!(
                    "  %e = extractelement {v16} %fa, i32 5\n  %v = insertelement {v16} %fb, {f} %e, i32 3\n  %w = insertelement {v16} %v, {f} {s1}, i32 9\n  ret {v16} %w\n"
                ),
            ),
            ("extract_scalar", f.to_string(), format!("  %e = extractelement {v16} %fa, i32 1\n  ret {f} %e\n")),
            (
                "insert_into_undef_and_splat",
                v16.clone(),
                format!(
                    "  %e = extractelement {v16} %fb, i32 6\n  %v = insertelement {v16} undef, {f} %e, i32 0\n  %s = shufflevector {v16} %v, {v16} poison, <16 x i32> zeroinitializer\n  ret {v16} %s\n"
                ),
            ),
            (
                "constants",
                format!("<8 x {f}>"),
                format!(
                    "  ret <8 x {f}> <{f} {s1}, {f} {s1}, {f} {s2}, {f} 1.0, {f} {s1}, {f} {s2}, {f} {s2}, {f} undef>\n"
                ),
            ),
            ("splat_constant", v16.clone(), format!("  %r = shufflevector {v16} <{f} {s2}, {}>, {v16} poison, <16 x i32> zeroinitializer\n  ret {v16} %r\n", vec![format!("{f} 0.0"); 15].join(", "))),
            ("scalar_constant", f.to_string(), format!("  ret {f} {s1}\n")),
            (
                "shuffle_with_constant",
                v16.clone(),
                format!(
                    "  %r = shufflevector {v16} %fa, {v16} <{}>, <16 x i32> <{}>\n  ret {v16} %r\n",
                    (0..16).map(|k| format!("{f} {}", if k % 3 == 0 { s1 } else { s2 })).collect::<Vec<_>>().join(", "),
                    idx((0..16).map(|k| if k % 2 == 0 { k } else { 16 + k }))
                ),
            ),
            (
                "select",
                v16.clone(),
                format!(
                    "  %c = icmp ult <16 x {i}> %a, %b\n  %r = select <16 x i1> %c, {v16} %fa, {v16} %fb\n  ret {v16} %r\n"
                ),
            ),
            (
                "select_scalar_constant",
                v16.clone(),
                format!(
                    "  %e = extractelement <16 x {i}> %a, i32 0\n  %c = icmp ugt {i} %e, 5\n  %r = select i1 %c, {v16} %fb, {v16} <{}>\n  ret {v16} %r\n",
                    (0..16).map(|k| format!("{f} {}", if k < 8 { s1 } else { s2 })).collect::<Vec<_>>().join(", ")
                ),
            ),
            (
                // The tail slice is shorter than the select's padded piece: copied first.
                "select_of_tail_slices",
                format!("<5 x {f}>"),
                format!(
                    "  %x = shufflevector {v16} %fa, {v16} poison, <5 x i32> <{r}>\n  %y = shufflevector {v16} %fb, {v16} poison, <5 x i32> <{r}>\n  %c = fcmp uno <5 x {f}> %x, %y\n  %d = fcmp oeq <5 x {f}> %x, %x\n  %e = xor <5 x i1> %c, %d\n  %r = select <5 x i1> %e, <5 x {f}> %x, <5 x {f}> %y\n  ret <5 x {f}> %r\n",
                    r = idx(11..16)
                ),
            ),
            (
                "bitcast_roundtrip",
                format!("<16 x {i}>"),
                format!("  %r = bitcast {v16} %fb to <16 x {i}>\n  ret <16 x {i}> %r\n"),
            ),
        ];
        for (name, ret, body) in bodies {
            let ll = format!("{}{body}}}\n", head(&ret));
            let launch = format!("[args]\na = {}\nb = {}\n", launch_values(t, 16, 0), launch_values(t, 16, 3));
            cases.push((format!("nan_{name}_{f}.ll"), ll, launch));
        }
        // A slice at an odd lane bitcast to lanes twice as wide (copied to realign).
        let wide = match f {
            "half" => Some("float"),
            "float" => Some("double"),
            _ => None,
        };
        if let Some(w) = wide {
            let ll = format!(
                "{}  %s = shufflevector {v16} %fa, {v16} poison, <4 x i32> <{}>\n  %c = bitcast <4 x {f}> %s to <2 x {w}>\n  %d = shufflevector <2 x {w}> %c, <2 x {w}> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 0>\n  ret <4 x {w}> %d\n}}\n",
                head(&format!("<4 x {w}>")),
                idx(1..5)
            );
            let launch = format!("[args]\na = {}\nb = {}\n", launch_values(t, 16, 0), launch_values(t, 16, 3));
            cases.push((format!("nan_unaligned_bitcast_{f}.ll"), ll, launch));
        }
    }
    let done = run_all(cases);
    for e in &done {
        assert_no_float_copies(e);
    }
}

/// The tests carry what they claim: the reference returns the signaling
/// NaNs unchanged (so a quieting copy would differ).
#[test]
fn the_reference_keeps_the_payloads() {
    for t in TYPES {
        let f = t.f;
        let i = t.i;
        let ll = format!(
            "define <4 x {f}> @k(<4 x {i}> %a) {{\n  %fa = bitcast <4 x {i}> %a to <4 x {f}>\n  %r = shufflevector <4 x {f}> %fa, <4 x {f}> <{f} {s}, {f} {s}, {f} {s2}, {f} {s2}>, <4 x i32> <i32 3, i32 4, i32 6, i32 0>\n  ret <4 x {f}> %r\n}}\n",
            s = t.snan.0,
            s2 = t.snan2.0
        );
        let launch = format!("[args]\na = {}\n", launch_values(t, 4, 0));
        for platform in legacy_platforms() {
            let e = emit_and_compare(&format!("nan_reference_{f}.ll"), &ll, &launch, platform);
            let size = size_of(t);
            assert_eq!(returned_lane(&e, 0, size), t.values[3], "{f}");
            assert_eq!(returned_lane(&e, 1, size), t.snan.1, "{f}: the constant {}", t.snan.0);
            assert_eq!(returned_lane(&e, 2, size), t.snan2.1, "{f}: the constant {}", t.snan2.0);
            assert_eq!(returned_lane(&e, 3, size), t.values[0], "{f}");
            assert_no_float_copies(&e);
        }
    }
}

/// A gather of `n` lanes of `t` split into legal pieces: the passthru
/// (signaling NaNs from integer bits) is copied into each piece's result,
/// the results concatenated and returned.
fn gather_ll(n: u32, t: &Fty) -> String {
    let (f, i) = (t.f, t.i);
    let ps = pieces(n, &[1, 2, 4, 8, 16]);
    let mut ir = format!(
        "define <{n} x {f}> @k(<{n} x i1> %m, <{n} x i64> %addr, <{n} x {i}> %oldi) {{\n  %old = bitcast <{n} x {i}> %oldi to <{n} x {f}>\n"
    );
    let mut decls = std::collections::BTreeSet::new();
    let suffix = if f == "float" { "f32" } else { "f64" };
    for (p, &(k, c, w)) in ps.iter().enumerate() {
        ir += &slice(&format!("%m{p}"), "%m", n, "i1", (k, c, w), true);
        ir += &slice(&format!("%a{p}"), "%addr", n, "i64", (k, c, w), false);
        ir += &slice(&format!("%o{p}"), "%old", n, f, (k, c, w), false);
        let name = format!("llvm.genx.svm.gather.v{w}{suffix}.v{w}i1.v{w}i64");
        ir += &format!(
            "  %r{p} = call <{w} x {f}> @{name}(<{w} x i1> %m{p}, i32 0, <{w} x i64> %a{p}, <{w} x {f}> %o{p})\n"
        );
        decls.insert(format!("declare <{w} x {f}> @{name}(<{w} x i1>, i32, <{w} x i64>, <{w} x {f}>)\n"));
    }
    ir += &concat(ps.len(), ps[0].2, n, f);
    ir += &format!("  ret <{n} x {f}> %r\n}}\n");
    ir + &decls.into_iter().collect::<String>()
}

/// Gathers of float and double from memory holding signaling NaNs, with a
/// passthru of signaling NaNs, split and concatenated; and a two-block
/// float gather reshuffled from block-major order.
#[test]
fn gathers_keep_signaling_nan_payloads() {
    let mut cases = Vec::new();
    for t in [&FLOAT, &DOUBLE] {
        let size = size_of(t);
        let element = if size == 4 { "u32" } else { "u64" };
        let pattern = lanes_list(t.values.iter().rev().map(|v| format!("{v:#x}")));
        for n in [1u32, 5, 8, 16, 20, 33] {
            let launch = format!(
                "[[buffer]]\nname = \"a\"\nsize = {}\nelement = \"{element}\"\nfill = \"pattern\"\ndata = [{pattern}]\n\n[args]\nm = {:#x}\naddr = {{ base = \"@a+{size}\", stride = {} }}\noldi = {}\n",
                64 * 3 * size,
                0x5ab6_ed3c_u64 & ((1u64 << n) - 1) | 1,
                2 * size + if n % 2 == 0 { size } else { 0 },
                launch_values(t, n as usize, 1)
            );
            cases.push((format!("nan_gather_{}_{n}.ll", t.f), gather_ll(n, t), launch));
        }
    }
    // Two 4-byte blocks per lane: block-major result and passthru, reshuffled to lanes.
    let ll = format!(
        "define <16 x float> @k(<8 x i1> %m, <8 x i64> %addr, <16 x i32> %oldi) {{\n  %old = bitcast <16 x i32> %oldi to <16 x float>\n  %ob = shufflevector <16 x float> %old, <16 x float> poison, <16 x i32> <{}>\n  %g = call <16 x float> @llvm.genx.svm.gather.v16f32.v8i1.v8i64(<8 x i1> %m, i32 1, <8 x i64> %addr, <16 x float> %ob)\n  %r = shufflevector <16 x float> %g, <16 x float> poison, <16 x i32> <{}>\n  ret <16 x float> %r\n}}\ndeclare <16 x float> @llvm.genx.svm.gather.v16f32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <16 x float>)\n",
        idx((0..16).map(|j| (j % 8) * 2 + j / 8)),
        idx((0..16).map(|j| (j % 2) * 8 + j / 2)),
    );
    let pattern = lanes_list(FLOAT.values.iter().map(|v| format!("{v:#x}")));
    let launch = format!(
        "[[buffer]]\nname = \"a\"\nsize = 512\nelement = \"u32\"\nfill = \"pattern\"\ndata = [{pattern}]\n\n[args]\nm = 0xb5\naddr = {{ base = \"@a+4\", stride = 12 }}\noldi = {}\n",
        launch_values(&FLOAT, 16, 2)
    );
    cases.push(("nan_gather_2_blocks.ll".to_string(), ll, launch));
    for e in run_all(cases) {
        assert_no_float_copies(&e);
    }
}

/// SCATTER4_SCALED of float data holding signaling NaNs to SLM: SIMD8 R
/// and RG (re-laid out on a 64-byte GRF), a split RG scatter (its pieces are
/// shuffles of the channel-major data), and QW_SCATTER of doubles.
#[test]
fn scatters_keep_signaling_nan_payloads() {
    let mut cases = Vec::new();
    let slm = "[slm]\nsize = 512\nfill = \"pattern\"\nelement = \"u8\"\ndata = [0xab]\n";
    for (channels, nch) in [(1u32, 1u32), (3, 2), (11, 3)] {
        let d = 8 * nch;
        let name = format!("llvm.genx.scatter4.scaled.v8i1.v8i32.v{d}f32");
        let ll = format!(
            "define void @k(<8 x i1> %m, <8 x i32> %off, <{d} x i32> %di) {{\n  %data = bitcast <{d} x i32> %di to <{d} x float>\n  call void @{name}(<8 x i1> %m, i32 {channels}, i16 0, i32 254, i32 16, <8 x i32> %off, <{d} x float> %data)\n  ret void\n}}\ndeclare void @{name}(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <{d} x float>)\n"
        );
        let launch = format!(
            "{slm}\n[args]\nm = 0xef\noff = [0, 64, 128, 192, 256, 320, 384, 448]\ndi = {}\n",
            launch_values(&FLOAT, d as usize, 0)
        );
        cases.push((format!("nan_scatter4_simd8_{channels}.ll"), ll, launch));
    }
    // 20 lanes of RG: a SIMD16 piece and a padded SIMD8 piece.
    let n = 20u32;
    let mut ll = format!(
        "define void @k(<{n} x i1> %m, <{n} x i32> %off, <{} x i32> %di) {{\n  %data = bitcast <{} x i32> %di to <{} x float>\n",
        2 * n,
        2 * n,
        2 * n
    );
    let mut decls = std::collections::BTreeSet::new();
    for (p, &(k, c, w)) in pieces(n, &[8, 16]).iter().enumerate() {
        ll += &slice(&format!("%m{p}"), "%m", n, "i1", (k, c, w), true);
        ll += &slice(&format!("%o{p}"), "%off", n, "i32", (k, c, w), false);
        let lanes: Vec<String> = (0..2)
            .flat_map(|ch| {
                (0..w).map(move |j| if j < c { format!("i32 {}", ch * n + k + j) } else { "i32 undef".into() })
            })
            .collect();
        ll += &format!(
            "  %d{p} = shufflevector <{} x float> %data, <{} x float> poison, <{} x i32> <{}>\n",
            2 * n,
            2 * n,
            2 * w,
            lanes.join(", ")
        );
        let name = format!("llvm.genx.scatter4.scaled.v{w}i1.v{w}i32.v{}f32", 2 * w);
        ll += &format!(
            "  call void @{name}(<{w} x i1> %m{p}, i32 3, i16 0, i32 254, i32 0, <{w} x i32> %o{p}, <{} x float> %d{p})\n",
            2 * w
        );
        decls.insert(format!(
            "declare void @{name}(<{w} x i1>, i32, i16, i32, i32, <{w} x i32>, <{} x float>)\n",
            2 * w
        ));
    }
    ll += "  ret void\n}\n";
    ll += &decls.into_iter().collect::<String>();
    let launch = format!(
        "{slm}\n[args]\nm = 0xfbfdf\noff = [{}]\ndi = {}\n",
        lanes_list((0..n).rev().map(|k| (8 * k + 8).to_string())),
        launch_values(&FLOAT, 2 * n as usize, 5)
    );
    cases.push(("nan_scatter4_rg_split.ll".to_string(), ll, launch));
    for e in run_all(cases) {
        assert_no_float_copies(&e);
    }

    // QW_SCATTER (XeHPC) of doubles, one piece a shuffle of the data.
    let ll = "define void @k(<8 x i1> %m, <8 x i32> %off, <8 x i64> %di) {\n  %data = bitcast <8 x i64> %di to <8 x double>\n  %rev = shufflevector <8 x double> %data, <8 x double> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>\n  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8f64(<8 x i1> %m, i32 254, <8 x i32> %off, <8 x double> %rev)\n  ret void\n}\ndeclare void @llvm.visa.qw.scatter.v8i1.v8i32.v8f64(<8 x i1>, i32, <8 x i32>, <8 x double>)\n";
    let launch = format!(
        "{slm}\n[args]\nm = 0x7d\noff = [64, 0, 8, 120, 32, 16, 96, 200]\ndi = {}\n",
        launch_values(&DOUBLE, 8, 0)
    );
    let e = emit_and_compare("nan_qw_scatter.ll", ll, &launch, Platform::XeHpc);
    assert_no_float_copies(&e);
}
