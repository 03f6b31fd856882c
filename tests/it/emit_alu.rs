//! `emit` of the ALU subset (docs/arithmetic.md), swept over operations,
//! element types and widths (1, odd, one or two predicate groups, 64 lanes):
//! each case is emitted, verified, run on the emulator, and its returned
//! value compared byte for byte with the reference interpreter's.

use crate::emit_support;

use emit_support::*;
use visa_lower::Platform;

/// A deterministic value stream (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

fn bits_of(ty: &str) -> u32 {
    match ty {
        "i8" => 8,
        "i16" | "half" => 16,
        "i32" | "float" => 32,
        _ => 64,
    }
}

fn is_float(ty: &str) -> bool {
    matches!(ty, "half" | "float" | "double")
}

/// `n` launch values for type `ty`: integers in hex (edge values mixed in),
/// floats from a set with signed zeros, infinities and (if `nan`) NaN.
fn values(ty: &str, n: u32, rng: &mut Rng, small: bool, nan: bool) -> String {
    let items: Vec<String> = (0..n)
        .map(|i| {
            if is_float(ty) {
                let set = ["0.0", "-0.0", "1.5", "-2.25", "3.0", "1e3", "-7.75", "0.5", "inf", "-inf", "1.0", "nan"];
                let len = if nan { set.len() } else { set.len() - 3 };
                set[(rng.next() % len as u64) as usize].to_string()
            } else {
                let bits = bits_of(ty);
                let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
                let v = if small {
                    rng.next() % u64::from(bits)
                } else {
                    match (rng.next() + u64::from(i)) % 6 {
                        0 => 0,
                        1 => mask,
                        2 => 1u64 << (bits - 1),
                        _ => rng.next() & mask,
                    }
                };
                format!("{v:#x}")
            }
        })
        .collect();
    format!("[{}]", items.join(", "))
}

fn vty(ty: &str, n: u32, vector: bool) -> String {
    if vector {
        format!("<{n} x {ty}>")
    } else {
        ty.to_string()
    }
}

/// Runs every case, then reports all failures at once.
fn run_all(cases: Vec<(String, String, String, Platform)>) {
    let mut failures = Vec::new();
    let total = cases.len();
    for (name, ll, launch, platform) in cases {
        let result = std::panic::catch_unwind(|| emit_and_compare(&name, &ll, &launch, platform));
        if let Err(e) = result {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("=== {name} on {platform}\n{ll}\n{launch}\n{msg}"));
        }
    }
    assert!(failures.is_empty(), "{} of {total} cases failed:\n{}", failures.len(), failures.join("\n\n"));
}

const WIDTHS: [(u32, bool); 8] =
    [(1, false), (1, true), (3, true), (8, true), (16, true), (17, true), (33, true), (64, true)];

fn platform_for(k: usize) -> Platform {
    Platform::ALL[k % Platform::ALL.len()]
}

/// [`platform_for`] among the platforms whose ALU computes on `ty`: doubles
/// only where the platform table says FP64 (elsewhere `emit` refuses them,
/// testdata/arith/convert_f64.ll).
fn platform_for_type(k: usize, ty: &str) -> Platform {
    let able: Vec<Platform> = Platform::ALL.into_iter().filter(|p| ty != "double" || p.has_fp64()).collect();
    able[k % able.len()]
}

#[test]
fn integer_and_float_binary_operations() {
    let mut rng = Rng(1);
    let mut cases = Vec::new();
    let int_ops = ["add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor"];
    let float_ops = ["fadd", "fsub", "fmul"];
    let mut k = 0;
    for ty in ["i8", "i16", "i32", "i64", "half", "float", "double"] {
        let ops: &[&str] = if is_float(ty) { &float_ops } else { &int_ops };
        for op in ops {
            for (n, vector) in WIDTHS {
                if bits_of(ty) * n > 8 * 2048 {
                    continue;
                }
                let t = vty(ty, n, vector);
                let ll = format!(
                    "define {t} @k({t} %a, {t} %b) {{\n  %r = {op} {t} %a, %b\n  %s = {op} {t} %r, {c}\n  ret {t} %s\n}}\n",
                    c = constant(ty, n, vector)
                );
                let small = op.contains("sh");
                // NaN operands of fsub: `add a, (-)b` flips a NaN b's sign bit, which IEEE 754
                // leaves unspecified for subtraction and the reference keeps; not compared here.
                let nan = ty != "half" && *op != "fsub";
                let launch = format!(
                    "[args]\na = {}\nb = {}\n",
                    values(ty, n, &mut rng, false, nan),
                    values(ty, n, &mut rng, small, nan)
                );
                cases.push((format!("{op}_{ty}_{n}_{vector}.ll"), ll, launch, platform_for_type(k, ty)));
                k += 1;
            }
        }
    }
    run_all(cases);
}

/// A constant operand: a splat for vectors (an immediate), or a scalar.
fn constant(ty: &str, n: u32, vector: bool) -> String {
    let c = match ty {
        "half" | "float" | "double" => "2.5".to_string(),
        _ => "3".to_string(),
    };
    if vector {
        let items: Vec<String> = (0..n).map(|_| format!("{ty} {c}")).collect();
        format!("<{}>", items.join(", "))
    } else {
        c
    }
}

#[test]
fn non_uniform_constants_are_materialized() {
    let ll = "define <8 x i32> @k(<8 x i32> %a) {\n  %r = add <8 x i32> %a, <i32 1, i32 2, i32 2, i32 undef, i32 -5, i32 -5, i32 -5, i32 9>\n  %s = shl <8 x i32> %r, <i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2>\n  ret <8 x i32> %s\n}\n";
    let e = emit_and_compare("const.ll", ll, "[args]\na = [1, 2, 3, 4, 5, 6, 7, 8]\n", Platform::XeHpg);
    assert_lines(
        &e.asm,
        &[
            "mov (M1_NM, 1) V33(0,0)<1> 0x1:ud",
            "mov (M1_NM, 2) V33(0,1)<1> 0x2:ud",
            "mov (M1_NM, 2) V33(0,4)<1> 0xfffffffb:ud",
            "mov (M1_NM, 1) V33(0,6)<1> 0xfffffffb:ud",
            "add (M1_NM, 8) r(0,0)<1> a(0,0)<8;8,1> V33(0,0)<8;8,1>",
        ],
    );
}

#[test]
fn casts() {
    let mut rng = Rng(2);
    let mut cases = Vec::new();
    let ints = ["i8", "i16", "i32", "i64"];
    let mut k = 0;
    for from in ints {
        for to in ints {
            let ops: &[&str] = match bits_of(from).cmp(&bits_of(to)) {
                std::cmp::Ordering::Less => &["zext", "sext"],
                std::cmp::Ordering::Greater => &["trunc"],
                std::cmp::Ordering::Equal => &["bitcast"],
            };
            for op in ops {
                for (n, vector) in [(1, false), (5, true), (16, true), (33, true)] {
                    let (f, t) = (vty(from, n, vector), vty(to, n, vector));
                    let ll = format!("define {t} @k({f} %a) {{\n  %r = {op} {f} %a to {t}\n  ret {t} %r\n}}\n");
                    let launch = format!("[args]\na = {}\n", values(from, n, &mut rng, false, false));
                    cases.push((format!("{op}_{from}_{to}_{n}.ll"), ll, launch, platform_for(k)));
                    k += 1;
                }
            }
        }
    }
    // Bitcasts between sizes and kinds, pointer casts.
    let extra = [
        ("define <4 x i64> @k(<8 x i32> %a) {\n  %r = bitcast <8 x i32> %a to <4 x i64>\n  %s = add <4 x i64> %r, <i64 1, i64 1, i64 1, i64 1>\n  ret <4 x i64> %s\n}\n", "i32", 8),
        ("define <4 x i32> @k(<16 x i8> %a) {\n  %r = bitcast <16 x i8> %a to <4 x i32>\n  ret <4 x i32> %r\n}\n", "i8", 16),
        ("define <8 x float> @k(<8 x i32> %a) {\n  %r = bitcast <8 x i32> %a to <8 x float>\n  %s = fadd <8 x float> %r, %r\n  ret <8 x float> %s\n}\n", "i32", 8),
        ("define <8 x i64> @k(<8 x i32> %a) {\n  %p = inttoptr <8 x i32> %a to <8 x ptr addrspace(3)>\n  %q = ptrtoint <8 x ptr addrspace(3)> %p to <8 x i64>\n  ret <8 x i64> %q\n}\n", "i32", 8),
        ("define <8 x i16> @k(<8 x i64> %a) {\n  %p = inttoptr <8 x i64> %a to <8 x ptr addrspace(1)>\n  %q = ptrtoint <8 x ptr addrspace(1)> %p to <8 x i16>\n  ret <8 x i16> %q\n}\n", "i64", 8),
        ("define i32 @k(<4 x i8> %a) {\n  %r = bitcast <4 x i8> %a to i32\n  ret i32 %r\n}\n", "i8", 4),
        ("define <2 x i32> @k(i64 %a) {\n  %r = bitcast i64 %a to <2 x i32>\n  ret <2 x i32> %r\n}\n", "i64", 1),
    ];
    for (i, (ll, ty, n)) in extra.iter().enumerate() {
        let launch = format!("[args]\na = {}\n", values(ty, *n, &mut rng, false, false));
        for p in Platform::ALL {
            cases.push((format!("bitcast_{i}.ll"), ll.to_string(), launch.clone(), p));
        }
    }
    run_all(cases);
}

#[test]
fn compares_and_selects() {
    let mut rng = Rng(3);
    let mut cases = Vec::new();
    let ipreds = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
    let fpreds = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true",
    ];
    let mut k = 0;
    for ty in ["i8", "i16", "i32", "i64", "half", "float", "double"] {
        let (cmp, preds): (&str, &[&str]) = if is_float(ty) { ("fcmp", &fpreds) } else { ("icmp", &ipreds) };
        for pred in preds {
            for (n, vector) in [(1, false), (7, true), (16, true), (40, true)] {
                let t = vty(ty, n, vector);
                let c = vty("i1", n, vector);
                let ll = format!(
                    "define {t} @k({t} %a, {t} %b) {{\n  %c = {cmp} {pred} {t} %a, %b\n  %r = select {c} %c, {t} %a, {t} %b\n  ret {t} %r\n}}\n"
                );
                // Equal lanes are likely: b repeats some of a.
                let a = values(ty, n, &mut rng, false, true);
                let b = values(ty, n, &mut rng, false, true);
                let b = if k % 2 == 0 { a.clone() } else { b };
                let launch = format!("[args]\na = {a}\nb = {b}\n");
                cases.push((format!("{cmp}_{pred}_{ty}_{n}.ll"), ll, launch, platform_for_type(k, ty)));
                k += 1;
            }
        }
    }
    run_all(cases);
}

#[test]
fn compare_results_returned_as_masks() {
    let mut rng = Rng(4);
    let mut cases = Vec::new();
    for (k, (n, vector)) in [(1, false), (8, true), (31, true), (33, true), (64, true)].into_iter().enumerate() {
        let t = vty("i32", n, vector);
        let c = vty("i1", n, vector);
        let ll = format!("define {c} @k({t} %a, {t} %b) {{\n  %c = icmp ult {t} %a, %b\n  ret {c} %c\n}}\n");
        let launch = format!(
            "[args]\na = {}\nb = {}\n",
            values("i32", n, &mut rng, false, false),
            values("i32", n, &mut rng, false, false)
        );
        cases.push((format!("mask_ret_{n}.ll"), ll, launch, platform_for(k)));
    }
    run_all(cases);
}

#[test]
fn mask_arguments_logic_and_extension() {
    let mut cases = Vec::new();
    for (k, n) in [8u32, 16, 31, 40, 64].into_iter().enumerate() {
        let m = format!("<{n} x i1>");
        let v = format!("<{n} x i32>");
        let ll = format!(
            "define {v} @k({m} %p, {m} %q, {v} %a) {{\n  %x = xor {m} %p, %q\n  %y = and {m} %x, %p\n  %z = or {m} %y, %q\n  %s = select {m} %z, {v} %a, {v} zeroinitializer\n  %e = sext {m} %x to {v}\n  %r = add {v} %s, %e\n  ret {v} %r\n}}\n"
        );
        let launch = format!(
            "[args]\np = {:#x}\nq = {:#x}\na = {{ base = 100, stride = 3 }}\n",
            // Only the lanes' bits: a bit past them is an error of the launch spec.
            0xf0f0_5a5a_3c3c_9669u64 & ((1u128 << n) - 1) as u64,
            0x1234_5678_9abc_def0u64 & ((1u128 << n) - 1) as u64
        );
        cases.push((format!("mask_args_{n}.ll"), ll, launch, platform_for(k)));
        // The same, returned as <N x i1>, and a scalar i1 argument.
        let ll = format!(
            "define {m} @k({m} %p, {m} %q, i1 %s) {{\n  %x = xor {m} %p, %q\n  %r = select i1 %s, {m} %x, {m} %q\n  ret {m} %r\n}}\n"
        );
        let launch = format!(
            "[args]\np = {:#x}\nq = 0x55\ns = {}\n",
            0xf0f0_5a5a_3c3c_9669u64 & ((1u128 << n) - 1) as u64,
            2 + k % 2
        );
        cases.push((format!("mask_ret_args_{n}.ll"), ll, launch, platform_for(k + 1)));
    }
    run_all(cases);
}

#[test]
fn element_and_shuffle_operations() {
    let mut rng = Rng(5);
    let seq = |a: u32, b: u32| (a..b).map(|i| format!("i32 {i}")).collect::<Vec<_>>().join(", ");
    let rev = |n: u32| (0..n).rev().map(|i| format!("i32 {i}")).collect::<Vec<_>>().join(", ");
    let bodies = vec![
        // reverse, broadcast, interleave, concat of slices at odd offsets.
        (format!("  %r = shufflevector <16 x i32> %a, <16 x i32> %b, <16 x i32> <{}>\n  ret <16 x i32> %r", rev(16)), "<16 x i32>"),
        ("  %r = shufflevector <16 x i32> %a, <16 x i32> poison, <16 x i32> zeroinitializer\n  ret <16 x i32> %r".to_string(), "<16 x i32>"),
        (format!("  %r = shufflevector <16 x i32> %a, <16 x i32> %b, <16 x i32> <{}>\n  ret <16 x i32> %r", (0..8).flat_map(|i| [format!("i32 {i}"), format!("i32 {}", i + 16)]).collect::<Vec<_>>().join(", ")), "<16 x i32>"),
        (format!("  %x = shufflevector <16 x i32> %a, <16 x i32> poison, <5 x i32> <{}>\n  %y = shufflevector <16 x i32> %b, <16 x i32> poison, <5 x i32> <{}>\n  %s = add <5 x i32> %x, %y\n  ret <5 x i32> %s", seq(3, 8), seq(11, 16)), "<5 x i32>"),
        (format!("  %x = shufflevector <16 x i32> %a, <16 x i32> poison, <8 x i32> <{}>\n  %y = shufflevector <16 x i32> %b, <16 x i32> poison, <8 x i32> <{}>\n  %r = shufflevector <8 x i32> %x, <8 x i32> %y, <16 x i32> <{}>\n  ret <16 x i32> %r", seq(8, 16), seq(1, 9), seq(0, 16)), "<16 x i32>"),
        // insert/extract with constant indices; out of range gives poison (not compared).
        ("  %e = extractelement <16 x i32> %a, i32 5\n  %f = extractelement <16 x i32> %b, i64 15\n  %s = add i32 %e, %f\n  %v = insertelement <16 x i32> %a, i32 %s, i32 3\n  %w = insertelement <16 x i32> %v, i32 7, i32 9\n  ret <16 x i32> %w".to_string(), "<16 x i32>"),
        ("  %i = insertelement <16 x i32> undef, i32 42, i32 0\n  %v = insertelement <16 x i32> %i, i32 43, i32 1\n  %s = shufflevector <16 x i32> %v, <16 x i32> poison, <16 x i32> zeroinitializer\n  %t = add <16 x i32> %s, %a\n  ret <16 x i32> %t".to_string(), "<16 x i32>"),
        ("  %e = extractelement <16 x i32> %a, i32 2\n  %s = insertelement <4 x i32> poison, i32 %e, i32 0\n  %t = shufflevector <4 x i32> %s, <4 x i32> poison, <4 x i32> zeroinitializer\n  ret <4 x i32> %t".to_string(), "<4 x i32>"),
        // masks through shuffles and elements.
        (format!("  %c = icmp ult <16 x i32> %a, %b\n  %d = shufflevector <16 x i1> %c, <16 x i1> poison, <16 x i32> <{}>\n  %e = extractelement <16 x i1> %c, i32 3\n  %f = insertelement <16 x i1> %d, i1 %e, i32 0\n  %r = select <16 x i1> %f, <16 x i32> %a, <16 x i32> %b\n  ret <16 x i32> %r", rev(16)), "<16 x i32>"),
        (format!("  %c = icmp ult <16 x i32> %a, %b\n  %d = shufflevector <16 x i1> %c, <16 x i1> zeroinitializer, <8 x i32> <{}>\n  %x = shufflevector <16 x i32> %a, <16 x i32> poison, <8 x i32> <{}>\n  %r = select <8 x i1> %d, <8 x i32> %x, <8 x i32> zeroinitializer\n  ret <8 x i32> %r", seq(5, 13), seq(5, 13)), "<8 x i32>"),
        ("  %c = icmp ult <16 x i32> %a, %b\n  %z = zext <16 x i1> %c to <16 x i8>\n  %e = extractelement <16 x i1> %c, i32 7\n  %y = select i1 %e, <16 x i8> %z, <16 x i8> zeroinitializer\n  ret <16 x i8> %y".to_string(), "<16 x i8>"),
        // scalars: icmp + select on scalars, GEP on a scalar pointer returned.
        ("  %e = extractelement <16 x i32> %a, i32 0\n  %f = extractelement <16 x i32> %b, i32 0\n  %c = icmp sgt i32 %e, %f\n  %r = select i1 %c, <16 x i32> %a, <16 x i32> %b\n  ret <16 x i32> %r".to_string(), "<16 x i32>"),
    ];
    let mut cases = Vec::new();
    for (k, (body, ret)) in bodies.into_iter().enumerate() {
        let ll = format!("define {ret} @k(<16 x i32> %a, <16 x i32> %b) {{\n{body}\n}}\n");
        for p in Platform::ALL {
            let launch = format!(
                "[args]\na = {}\nb = {}\n",
                values("i32", 16, &mut rng, false, false),
                values("i32", 16, &mut rng, false, false)
            );
            cases.push((format!("shuffle_{k}.ll"), ll.clone(), launch, p));
        }
    }
    run_all(cases);
}

#[test]
fn getelementptr_forms() {
    let cases_ll = [
        // scalar base, scalar index, returned pointer.
        "define ptr addrspace(1) @k(ptr addrspace(1) %p, i32 %i) {\n  %q = getelementptr i64, ptr addrspace(1) %p, i32 %i\n  ret ptr addrspace(1) %q\n}\n",
        // vector base, constant splat index, array type, two indices.
        "define <8 x ptr addrspace(1)> @k(<8 x ptr addrspace(1)> %v, i32 %i) {\n  %q = getelementptr [4 x i16], <8 x ptr addrspace(1)> %v, i64 -2, i32 %i\n  ret <8 x ptr addrspace(1)> %q\n}\n",
        // SLM pointers (32-bit) with i64 vector indices.
        "define <16 x ptr addrspace(3)> @k(ptr addrspace(3) %p, <16 x i64> %j) {\n  %q = getelementptr i32, ptr addrspace(3) %p, <16 x i64> %j\n  ret <16 x ptr addrspace(3)> %q\n}\n",
        // non-uniform constant index vector, struct field.
        "%s = type { i8, i32, [2 x i64] }\ndefine <4 x ptr> @k(ptr %p) {\n  %q = getelementptr %s, ptr %p, <4 x i32> <i32 0, i32 1, i32 -1, i32 7>, i32 2, i32 1\n  ret <4 x ptr> %q\n}\n",
    ];
    let launch = "[args]\np = 0x1000_0000\ni = 0xffff_fffd\nv = { base = 0x2000, stride = 0x1_0000_0000 }\nj = [0, 1, 2, 0xffff_ffff_ffff_ffff, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0x8000_0000]\n";
    let mut cases = Vec::new();
    for (k, ll) in cases_ll.iter().enumerate() {
        // Only the arguments the function has.
        let mut spec = String::from("[args]\n");
        for line in launch.lines().skip(1) {
            let name = line.split(' ').next().unwrap_or_default();
            if ll.contains(&format!("%{name})")) || ll.contains(&format!("%{name},")) {
                let line = if name == "p" && ll.contains("addrspace(3) %p") { "p = 0x100" } else { line };
                spec.push_str(line);
                spec.push('\n');
            }
        }
        for p in Platform::ALL {
            cases.push((format!("gep_{k}.ll"), ll.to_string(), spec.clone(), p));
        }
    }
    run_all(cases);
}
