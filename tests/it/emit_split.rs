//! `emit` on messages split the way `docs/lowering.md` says `legalize`
//! splits them, for every width 1..=64: pieces of 16 lanes (the last one
//! padded, or a narrow operation padded to the smallest legal size), each
//! reading slices of the original mask and operands, results concatenated
//! back. Every kernel is verified, run, and compared with the reference
//! running the same IR, on every platform.

use crate::emit_support;
use crate::support::legacy_platforms;

use emit_support::*;

fn gather_ll(n: u32, t: &str) -> String {
    let ps = pieces(n, &[1, 2, 4, 8, 16]);
    let mut ir = format!("define <{n} x {t}> @k(<{n} x i1> %m, <{n} x i64> %addr, <{n} x {t}> %old) {{\n");
    let mut decls = std::collections::BTreeSet::new();
    for (i, &(k, c, w)) in ps.iter().enumerate() {
        ir += &slice(&format!("%m{i}"), "%m", n, "i1", (k, c, w), true);
        ir += &slice(&format!("%a{i}"), "%addr", n, "i64", (k, c, w), false);
        ir += &slice(&format!("%o{i}"), "%old", n, t, (k, c, w), false);
        let suffix = match t {
            "float" => "f32",
            "double" => "f64",
            other => other,
        };
        let name = format!("llvm.genx.svm.gather.v{w}{suffix}.v{w}i1.v{w}i64");
        ir += &format!(
            "  %r{i} = call <{w} x {t}> @{name}(<{w} x i1> %m{i}, i32 0, <{w} x i64> %a{i}, <{w} x {t}> %o{i})\n"
        );
        decls.insert(format!("declare <{w} x {t}> @{name}(<{w} x i1>, i32, <{w} x i64>, <{w} x {t}>)\n"));
    }
    ir += &concat(ps.len(), ps[0].2, n, t);
    ir += &format!("  ret <{n} x {t}> %r\n}}\n");
    ir + &decls.into_iter().collect::<String>()
}

fn scatter_ll(n: u32) -> String {
    let ps = pieces(n, &[8, 16]);
    let mut ir = format!("define void @k(<{n} x i1> %m, <{n} x i32> %off, <{n} x float> %data) {{\n");
    let mut decls = std::collections::BTreeSet::new();
    for (i, &(k, c, w)) in ps.iter().enumerate() {
        ir += &slice(&format!("%m{i}"), "%m", n, "i1", (k, c, w), true);
        ir += &slice(&format!("%o{i}"), "%off", n, "i32", (k, c, w), false);
        ir += &slice(&format!("%d{i}"), "%data", n, "float", (k, c, w), false);
        let name = format!("llvm.genx.scatter4.scaled.v{w}i1.v{w}i32.v{w}f32");
        ir += &format!("  call void @{name}(<{w} x i1> %m{i}, i32 1, i16 0, i32 254, i32 0, <{w} x i32> %o{i}, <{w} x float> %d{i})\n");
        decls.insert(format!("declare void @{name}(<{w} x i1>, i32, i16, i32, i32, <{w} x i32>, <{w} x float>)\n"));
    }
    ir += "  ret void\n}\n";
    ir + &decls.into_iter().collect::<String>()
}

/// A mask argument's bits for `n` lanes (a bit past them is an error of the launch spec).
fn mask_bits(n: u32, seed: u64) -> u64 {
    let bits = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5555_aaaa_f0f0_0f0f;
    if n < 64 {
        bits & ((1u64 << n) - 1)
    } else {
        bits
    }
}

fn run_cases(cases: Vec<(String, String, String)>) {
    let mut failures = Vec::new();
    let total = cases.len() * legacy_platforms().len();
    for (name, ll, launch) in cases {
        for platform in legacy_platforms() {
            let result = std::panic::catch_unwind(|| emit_and_compare(&name, &ll, &launch, platform));
            if let Err(e) = result {
                let msg = e.downcast_ref::<String>().cloned().unwrap_or_default();
                failures.push(format!("=== {name} on {platform}\n{ll}\n{launch}\n{msg}"));
            }
        }
    }
    let shown: Vec<String> = failures.iter().take(3).cloned().collect();
    assert!(failures.is_empty(), "{} of {total} runs failed:\n{}", failures.len(), shown.join("\n\n"));
}

#[test]
fn split_gathers_of_every_width() {
    let mut cases = Vec::new();
    for (t, size) in [("i32", 4u32), ("float", 4), ("i64", 8), ("double", 8)] {
        for n in 1..=64u32 {
            if t != "i32" && n % 5 != 1 && n != 64 && n != 16 && n != 32 {
                continue;
            }
            let element = if size == 4 { "u32" } else { "u64" };
            let launch = format!(
                "[[buffer]]\nname = \"a\"\nsize = {}\nelement = \"{element}\"\nfill = \"random\"\nseed = {n}\n\n[args]\nm = {:#x}\naddr = {{ base = \"@a+{}\", stride = {} }}\nold = {{ base = 7, stride = 3 }}\n",
                64 * 2 * size + 64,
                mask_bits(n, u64::from(n)),
                size,
                2 * size
            );
            cases.push((format!("gather_{t}_{n}.ll"), gather_ll(n, t), launch));
        }
    }
    run_cases(cases);
}

#[test]
fn split_scatters_of_every_width() {
    let mut cases = Vec::new();
    for n in 1..=64u32 {
        // Distinct dwords, in reverse order.
        let offsets = lanes_list((0..n).rev().map(|i| (4 * i + 8).to_string()));
        let launch = format!(
            "[slm]\nsize = 512\nfill = \"pattern\"\nelement = \"u8\"\ndata = [0xab]\n\n[args]\nm = {:#x}\noff = [{offsets}]\ndata = {{ base = 0.25, stride = 1 }}\n",
            mask_bits(n, u64::from(n) + 100)
        );
        cases.push((format!("scatter_{n}.ll"), scatter_ll(n), launch));
    }
    run_cases(cases);
}
