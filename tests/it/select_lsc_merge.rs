//! Adjacent gathers with LSC messages (`select`, `lsc_gathers.rs`): the
//! kernels of `testdata/lsc_merge/` compiled for every platform with LSC,
//! the vector loads they must become, and the memory the emulator ends with,
//! every value worked out by hand from the launch spec and the vISA page
//! (LSC_UNTYPED, LOAD: lane n's datum v from its address + v * size into
//! `DstData[v].elems[n]`; a disabled lane keeps the passthru), as each
//! kernel's comment shows. `visa-lower test` (e2e_verify) also checks them
//! against the reference on every platform.

use std::path::Path;
use std::process::{Command, Output};

const LSC_PLATFORMS: [&str; 4] = ["xehpg", "mtl", "xehpc", "xe2"];

fn visa_lower(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn kernel(name: &str) -> (String, String) {
    let dir = Path::new("testdata/lsc_merge");
    (dir.join(format!("{name}.ll")).display().to_string(), dir.join(format!("{name}.toml")).display().to_string())
}

/// The `lsc_load` lines `compile` writes for `name` on `platform` (`--messages` as given).
fn loads(name: &str, platform: &str, extra: &[&str]) -> Vec<String> {
    let (ll, _) = kernel(name);
    let mut args = vec!["compile", ll.as_str(), "--platform", platform];
    args.extend_from_slice(extra);
    let out = visa_lower(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let shapes = text.lines().filter(|l| l.contains("lsc_load.") || l.contains("svm_gather"));
    // `(P1) lsc_load.ugm (M1_NM, 16) x0_msg.0:d32x4 flat[p.0]:a64` -> `lsc_load.ugm 16 d32x4`.
    shapes
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let op = words.iter().find(|w| w.starts_with("lsc_load") || w.starts_with("svm_gather")).unwrap();
            let exec = words.iter().find(|w| w.ends_with(')') && !w.starts_with('(')).unwrap().trim_end_matches(')');
            let data = words.iter().find_map(|w| w.split_once(":d").map(|(_, d)| d)).unwrap_or("");
            format!("{op} {exec} d{data}").trim_end_matches(" d").to_string()
        })
        .collect()
}

/// The u32s of buffer `buffer` after the emulator's run of `name` on `platform`.
fn emulated_u32s(name: &str, platform: &str, buffer: &str) -> Vec<u32> {
    let (ll, toml) = kernel(name);
    let out = visa_lower(&["run", &ll, "--launch", &toml, "--platform", platform, "--verify", "--json"]);
    assert!(out.status.success(), "{name} on {platform}: {}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report["verification"]["passed"], true, "{name} on {platform}: {}", report["verification"]);
    let buffers = report["memory"]["buffers"].as_array().expect("buffers");
    let hex = buffers.iter().find(|b| b["name"] == buffer).and_then(|b| b["bytes"].as_str()).expect("the buffer");
    let bytes: Vec<u8> = (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap()).collect();
    bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

#[test]
fn sixteen_lanes_merge_two_three_four_and_eight_but_not_across_a_store_or_masks() {
    for platform in LSC_PLATFORMS {
        // Vector loads run at the SIMT layout's lanes: 32 on xehpc.
        let exec = if platform == "xehpc" { 32 } else { 16 };
        let (x4, one) = (format!("lsc_load.ugm {exec} d32x4"), "lsc_load.ugm 16 d32".to_string());
        let mut want = vec![x4.clone(), one.clone(), one.clone(), one.clone(), one];
        want.extend([format!("lsc_load.ugm {exec} d32x3"), format!("lsc_load.ugm {exec} d32x2")]);
        // Eight dwords of 16 lanes fit 8 GRFs only on xe2 (a row of 16 dwords is one 64-byte GRF).
        if platform == "xe2" {
            want.push("lsc_load.ugm 16 d32x8".into());
        } else {
            want.extend([x4.clone(), x4]);
        }
        assert_eq!(loads("gathers_w16", platform, &[]), want, "{platform}");
    }
    // Legacy messages merge as before: 4, 3 (as 2 + 1: SVM_GATHER has no 3 blocks), 2 and 8 blocks.
    let legacy = loads("gathers_w16", "xehpg", &["--messages", "legacy"]);
    assert_eq!(legacy.iter().filter(|l| l.starts_with("svm_gather")).count(), legacy.len());

    // m = 0xedb7, m2 = 0x00ff; lane i's pointer a + 128 i, a u32 iota: the
    // gather at byte offset o reads 32 i + o / 4; passthru 1000 + i or 0.
    let m = 0xedb7u32;
    let m2 = 0x00ffu32;
    // (byte offset, second mask, zero passthru) of each row of `out`; `b` (offset 20) reads 7777.
    let mut rows: Vec<(u32, bool, bool)> =
        vec![(0, false, false), (4, false, true), (8, false, false), (12, false, false)];
    rows.extend([(16, false, false), (20, false, false), (32, false, false), (36, true, false)]);
    rows.extend([(44, false, false), (48, false, true), (52, false, false), (60, false, false), (64, false, false)]);
    rows.extend((0..8).map(|k| (72 + 4 * k, false, false)));
    let mut want = Vec::new();
    for (offset, second, zero) in rows {
        for i in 0..16 {
            let on = (if second { m2 } else { m }) >> i & 1 == 1;
            want.push(match (on, offset) {
                (true, 20) => 7777,
                (true, _) => 32 * i + offset / 4,
                (false, _) if zero => 0,
                (false, _) => 1000 + i,
            });
        }
    }
    for platform in LSC_PLATFORMS {
        assert_eq!(emulated_u32s("gathers_w16", platform, "out"), want, "{platform}");
    }
}

#[test]
fn thirty_two_lanes_of_dwords_and_qwords() {
    for platform in LSC_PLATFORMS {
        // Each 32-lane load is split into SIMD16 pieces where the LSC is 16 lanes wide.
        let pieces = if matches!(platform, "xehpg" | "mtl") { 2 } else { 1 };
        let exec = 32 / pieces;
        let want: Vec<String> = ["d32x4", "d64x2", "d32x4"]
            .iter()
            .flat_map(|shape| std::iter::repeat_n(format!("lsc_load.ugm {exec} {shape}"), pieces))
            .collect();
        assert_eq!(loads("gathers_w32", platform, &[]), want, "{platform}");
    }
    // m = 0x9f3c_5ae1; lane i's pointer a + 64 i, a u32 iota: the u32 at byte
    // offset o is 16 i + o / 4, an i64 its pair (low dword first); off: 0.
    let m = 0x9f3c_5ae1u32;
    let mut want = Vec::new();
    for offset in [0u32, 4, 8, 12] {
        want.extend((0..32).map(|i| if m >> i & 1 == 1 { 16 * i + offset / 4 } else { 0 }));
    }
    for offset in [16u32, 24, 36, 44] {
        for i in 0..32 {
            let low = 16 * i + offset / 4;
            want.extend(if m >> i & 1 == 1 { [low, low + 1] } else { [0, 0] });
        }
    }
    for platform in LSC_PLATFORMS {
        assert_eq!(emulated_u32s("gathers_w32", platform, "out"), want, "{platform}");
    }
}

#[test]
fn eight_lanes_from_slm_and_global_memory() {
    for platform in LSC_PLATFORMS {
        // Vector loads of 8 lanes run at the platform's SIMT layout (16 lanes; 32 on xehpc; xe2 has none).
        let exec = match platform {
            "xehpc" => 32,
            "xe2" => 8,
            _ => 16,
        };
        let want = [format!("lsc_load.slm {exec} d32x4"), format!("lsc_load.ugm {exec} d32x2")];
        let mut got = loads("gathers_w8_slm", platform, &[]);
        got.sort();
        assert_eq!(got, want, "{platform}");
    }
    // m = 0b1011_0110; SLM u32 iota, lane i's offset 32 i: 8 i + o / 4, off 555;
    // `a` u32 iota from a + 8, lane stride 16: 4 i + 2 + o / 4, off 1.0 (0x3f800000).
    let m = 0xb6u32;
    let mut want = Vec::new();
    for offset in [0u32, 4, 8, 12] {
        want.extend((0..8).map(|i| if m >> i & 1 == 1 { 8 * i + offset / 4 } else { 555 }));
    }
    for offset in [0u32, 4] {
        want.extend((0..8).map(|i| if m >> i & 1 == 1 { 4 * i + 2 + offset / 4 } else { 0x3f80_0000 }));
    }
    for platform in LSC_PLATFORMS {
        assert_eq!(emulated_u32s("gathers_w8_slm", platform, "out"), want, "{platform}");
    }
}

/// `rows_w16.ll`: the merged load's members read in place from its rows
/// (32 lanes on xehpc), each member where the kernel's comment says.
#[test]
fn members_read_in_place_from_the_rows() {
    let on = |i: u32| 0xedb7u32 >> i & 1 == 1;
    let member = |o: u32| (0..16).map(move |i| if on(i) { 16 * i + o } else { 1000 + o });
    let mut want: Vec<u32> = (0..16).map(|i| if on(i) { 32 * i + 3 } else { 2003 }).collect();
    for o in 1..4 {
        want.extend(member(o));
    }
    for platform in LSC_PLATFORMS {
        assert_eq!(loads("rows_w16", platform, &[]), [format!("lsc_load.ugm {} d32x4", exec_of(platform, 16))]);
        assert_eq!(emulated_u32s("rows_w16", platform, "out"), want, "{platform}");
    }
}

/// `rows_w8_loop.ll`: members read in place in a loop, one of them through
/// a phi: three trips' sums, by hand.
#[test]
fn members_read_in_place_in_a_loop() {
    let on = |i: u32| 0xb6u32 >> i & 1 == 1;
    let a0 = (0..8).map(|i| if on(i) { 1001 * (48 * i + 12) + 3000 } else { 600_300 });
    let a1 = (0..8).map(|i| if on(i) { 1001 * (48 * i + 12) + 9006 + 32 * i + 8 } else { 1_201_500 });
    let want: Vec<u32> = a0.chain(a1).collect();
    for platform in LSC_PLATFORMS {
        assert_eq!(loads("rows_w8_loop", platform, &[]), [format!("lsc_load.ugm {} d32x4", exec_of(platform, 8))]);
        assert_eq!(emulated_u32s("rows_w8_loop", platform, "out"), want, "{platform}");
    }
}

/// `rows_copied.ll`: loads copied out of their rows (a read across rows,
/// a whole use, an exit phi) and one read with a strided region in place.
#[test]
fn loads_copied_out_and_a_strided_read_in_place() {
    let on = |i: u32| 0xedb7u32 >> i & 1 == 1;
    let element = |base: u32, v: u32, i: u32, passthru: u32| if on(i) { 16 * i + base + v } else { passthru };
    let mut want: Vec<u32> = (0..16).map(|i| element(0, 1, i, 1)).collect();
    want.extend((0..16).map(|j| if j < 8 { element(0, 0, 8 + j, 1) } else { element(0, 1, j - 8, 1) }));
    for v in 0..4 {
        want.extend((0..16).map(|i| element(4, v, i, 2)));
    }
    want.extend((0..8).map(|j| element(8, 1, 2 * j + 1, 4)));
    want.extend((0..16).map(|i| element(2, 3, i, 3)));
    for platform in LSC_PLATFORMS {
        assert_eq!(emulated_u32s("rows_copied", platform, "out"), want, "{platform}");
    }
}

/// The exec size of a d32 vector load of `lanes` lanes: the layout's lanes
/// (32 on xehpc, 16 on xehpg and mtl), the call's own on xe2.
fn exec_of(platform: &str, lanes: u32) -> u32 {
    match platform {
        "xehpc" => 32,
        "xe2" => lanes,
        _ => lanes.max(16),
    }
}
