//! The public LSC intrinsics (`llvm.genx.lsc.*`) on the reference
//! interpreter, with the values worked out by hand from the vISA pages
//! (LSC_UNTYPED, LSC_FENCE) and SPV_INTEL_2d_block_io's out-of-bounds rule:
//! each kernel of `testdata/lsc/` (its comments show the arithmetic), the
//! operand checks' diagnostics, and `compile`'s refusal of every form it
//! does not lower.

use crate::reference_support::*;
use std::path::Path;
use std::process::Command;

fn testdata(name: &str) -> (String, String) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/lsc");
    let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{name}.{ext}"))).expect("testdata/lsc");
    (read("ll"), read("toml"))
}

fn run_kernel(name: &str) -> visa_lower::exec::reference::RefOutcome {
    let (ll, toml) = testdata(name);
    let outcome = run(&ll, &toml);
    assert!(outcome.fault.is_none(), "{name}: {:?}", outcome.fault);
    outcome
}

fn returned_u16s(outcome: &visa_lower::exec::reference::RefOutcome) -> Vec<Option<u16>> {
    returned(outcome).chunks(2).map(|c| Some(u16::from_le_bytes([c[0]?, c[1]?]))).collect()
}

#[test]
fn simt_load_gathers_elements_lane_by_lane_and_leaves_disabled_lanes_undefined() {
    let outcome = run_kernel("load_stateless");
    // Lane i at a + 16i + 4, element v: 4i + 1 + v; lane 2 off.
    assert_eq!(returned_u32s(&outcome), [Some(1), Some(5), None, Some(13), Some(2), Some(6), None, Some(14)]);
    assert!(ub_findings(&outcome).is_empty());
}

#[test]
fn merging_load_keeps_the_passthru_in_disabled_lanes() {
    // d16u32 from SLM u16 iota at 0, 2 (off), 6, 64.
    let outcome = run_kernel("load_merge_slm");
    assert_eq!(returned_u32s(&outcome), [Some(0), Some(0xffff_ffff), Some(3), Some(32)]);
}

#[test]
fn transposed_load_reads_one_block_and_zero_past_a_surface() {
    // 40 + 8 = 48: u64s 6, 7, then past the 64-byte surface.
    let outcome = run_kernel("load_transposed_bti");
    assert_eq!(returned_u64s(&outcome), [Some(6), Some(7), Some(0), Some(0)]);
}

#[test]
fn quad_load_packs_the_enabled_channels() {
    // Channels x, z, w of lanes at a + 0 and a + 32.
    let outcome = run_kernel("load_quad_stateless");
    assert_eq!(returned_u32s(&outcome), [Some(0), Some(8), Some(2), Some(10), Some(3), Some(11)]);
}

#[test]
fn sub_dword_loads_convert_into_dwords() {
    assert_eq!(returned_u32s(&run_kernel("load_d8u32")), [Some(0), Some(5), Some(200), Some(3)]);
    // d16u32h: the u16 at a + 2 (1) and a + 10 (5) in the high half.
    assert_eq!(returned_u32s(&run_kernel("load_d16u32h")), [Some(0x1_0000), Some(0x5_0000)]);
}

#[test]
fn transposed_stores_and_loads_move_one_block_from_one_address() {
    // SLM u32 8..15 = 1..8; read back as two u64s; `out` u64s 1..3 from out + 8.
    let outcome = run_kernel("store_transposed_slm");
    assert_eq!(returned_u64s(&outcome), [Some(2 << 32 | 1), Some(4 << 32 | 3)]);
    assert_eq!(le_u32s(&outcome.memory.slm)[8..16], [1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(u32s(&outcome, "out"), [0, 0, 1, 1, 2, 0, 3, 0]);
}

#[test]
fn run_time_predicates_merge_and_sixteen_bit_slm_offsets() {
    // Lanes 0 and 2 on (idx 0, 9, 2 < 8): 4 idx + v, passthru 100/101 in lane 1;
    // SLM u16s 1 and 3 = 0x1111, 0x3333, read back as d16u32.
    let outcome = run_kernel("load_merge_masked");
    let want = [0, 100, 8, 1, 101, 9, 0, 0x1111, 0, 0x3333];
    assert_eq!(returned_u32s(&outcome), want.map(Some));
}

#[test]
fn a_negative_immediate_offset_moves_every_address_back() {
    // a + 16 + 16i - 12: the values of load_stateless.
    let outcome = run_kernel("load_offset_negative");
    assert_eq!(returned_u32s(&outcome), [Some(1), Some(5), None, Some(13), Some(2), Some(6), None, Some(14)]);
}

#[test]
fn thirty_two_lanes_gather_lane_by_lane() {
    let outcome = run_kernel("load_w32");
    let want: Vec<Option<u32>> = (0..32).rev().map(Some).collect();
    assert_eq!(returned_u32s(&outcome), want);
}

#[test]
fn simt_store_scatters_enabled_lanes_and_prefetch_does_nothing() {
    let outcome = run_kernel("store_stateless");
    assert_eq!(u32s(&outcome, "out"), [10, 20, 0, 0, 12, 22, 13, 23]);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
}

#[test]
fn quad_store_writes_each_enabled_channel() {
    let outcome = run_kernel("store_quad_slm");
    assert_eq!(le_u32s(&outcome.memory.slm), [1, 3, 0, 0, 2, 4, 0, 0]);
}

#[test]
fn d16u32_store_keeps_the_low_half_and_drops_out_of_bounds_lanes() {
    let outcome = run_kernel("store_bti_d16u32");
    let mut want = vec![0u8; 64];
    want[..2].copy_from_slice(&[0x78, 0x56]);
    want[62..].copy_from_slice(&[0xbc, 0x9a]);
    assert_eq!(surface(&outcome, 5), want.as_slice());
}

#[test]
fn atomic_add_returns_old_values_in_lane_order() {
    let outcome = run_kernel("xatomic_iadd");
    assert_eq!(returned_u32s(&outcome), [Some(0), Some(1), Some(1), Some(2)]);
    assert_eq!(u32s(&outcome, "a"), [4, 3, 6, 3]);
    // Lanes 0 and 2 share an address: a note, not undefined behaviour.
    assert_eq!(notes(&outcome).len(), 1);
    assert!(ub_findings(&outcome).is_empty());
}

#[test]
fn atomic_icas_takes_the_compare_value_first() {
    let outcome = run_kernel("xatomic_icas_slm");
    assert_eq!(returned_u32s(&outcome), [Some(0), Some(1)]);
    assert_eq!(le_u32s(&outcome.memory.slm), [100, 1, 2, 3]);
}

#[test]
fn d16_atomic_wraps_at_16_bits_and_disabled_lanes_return_the_passthru() {
    let outcome = run_kernel("xatomic_iinc_d16");
    assert_eq!(returned_u32s(&outcome), [Some(0xffff), Some(99)]);
    assert_eq!(surface(&outcome, 4), [0, 0, 7, 0]);
}

#[test]
fn bti_atomics_take_a_run_time_index_and_254_is_slm() {
    let outcome = run_kernel("xatomic_bti_runtime");
    let want = [5, 6, 99, 8, 0, 1, 77, 77].map(Some);
    assert_eq!(returned_u32s(&outcome), want);
    assert_eq!(le_u32s(surface(&outcome, 3)), [50, 6, 7, 80]);
    assert_eq!(le_u32s(&outcome.memory.slm), [3, 0xffff_ffff, 2, 3]);
}

#[test]
fn atomic_icas_d64_compares_all_64_bits_and_disabled_lanes_return_the_passthru() {
    let outcome = run_kernel("xatomic_icas_d64");
    assert_eq!(returned_u64s(&outcome), [Some(10), Some(7), Some(30)]);
    assert_eq!(le_u64s(buffer(&outcome, "a")), [100, 20, 30]);
}

#[test]
fn float_max_and_an_unused_d16_increment_between_fences() {
    let outcome = run_kernel("xatomic_fmax_fence");
    let floats = |bytes: &[Option<u8>]| -> Vec<Option<f32>> {
        bytes.chunks(4).map(|c| Some(f32::from_le_bytes([c[0]?, c[1]?, c[2]?, c[3]?]))).collect()
    };
    assert_eq!(floats(&returned(&outcome)), [Some(1.5), Some(-2.0)]);
    let f: Vec<f32> = le_u32s(buffer(&outcome, "f")).into_iter().map(f32::from_bits).collect();
    assert_eq!(f, [2.25, -2.0]);
    assert_eq!(buffer(&outcome, "h"), [0, 0, 6, 0]);
}

#[test]
fn block2d_load_zeroes_partial_columns_and_rows_past_the_height() {
    let outcome = run_kernel("load2d_edges");
    let mut want = vec![Some(0u16); 64];
    for x in 0..=10u16 {
        want[x as usize] = Some(72 + x); // row 1: 48 + 24 + x
        want[16 + x as usize] = Some(120 + x); // row 2: 96 + 24 + x
    }
    assert_eq!(returned_u16s(&outcome), want);
}

#[test]
fn block2d_vnni_packs_four_rows_of_bytes_per_dword() {
    let outcome = run_kernel("load2d_vnni");
    let mut want = vec![Some(0u8); 64];
    for x in 0..4u8 {
        for y in 0..4u8 {
            want[(4 * x + y) as usize] = Some(64 * y + x);
        }
    }
    assert_eq!(returned_u8s(&outcome), want);
}

#[test]
fn block2d_transpose_turns_columns_into_rows() {
    let outcome = run_kernel("load2d_transpose");
    let mut want = vec![Some(0u32); 16];
    want[0] = Some(111); // (6, 15)
    want[1] = Some(127); // (7, 15)
    assert_eq!(returned_u32s(&outcome), want);
}

/// A d32 block 32 high (xe2's; PVC's older assembler refuses it): column
/// 15 of rows 0..31 first, then column 16, outside the surface.
#[test]
fn block2d_transpose_of_a_tall_block_fills_a_row_per_column() {
    let outcome = run_kernel("load2d_transpose_tall");
    let mut want = vec![Some(0u32); 64];
    for y in 0..32 {
        want[y as usize] = Some(16 * y + 15);
    }
    assert_eq!(returned_u32s(&outcome), want);
}

#[test]
fn block2d_store_drops_what_falls_outside_the_surface() {
    let outcome = run_kernel("store2d_edges");
    let mut want = vec![0u32; 64];
    want[46] = 1;
    want[47] = 2;
    assert_eq!(u32s(&outcome, "out"), want);
}

#[test]
fn descriptor_forms_add_the_immediate_offsets_and_merge_when_off() {
    let outcome = run_kernel("desc2d");
    assert_eq!(returned_u32s(&outcome), vec![Some(5); 16]);
    let mut want = vec![0u32; 32];
    want[..4].copy_from_slice(&[19, 20, 21, 22]);
    want[16..20].copy_from_slice(&[35, 36, 37, 38]);
    assert_eq!(u32s(&outcome, "out"), want);
}

#[test]
fn typed_quad_reads_and_writes_texels_and_zeroes_out_of_bounds() {
    let outcome = run_kernel("typed");
    assert_eq!(returned_u32s(&outcome), [0, 1, 2, 3, 0, 0, 0, 0].map(Some));
    assert_eq!(le_u32s(&outcome.memory.images[&4].data), [0, 1, 2, 3, 0, 1, 2, 3]);
}

#[test]
fn typed_quad_addresses_array_slices_and_merges_disabled_lanes() {
    // Texel (x, y, slice) of the 2 x 2 x 2 iota array is 4 slice + 2y + x; U 2 and R 2 are out of bounds.
    let outcome = run_kernel("typed_masked");
    let m = u32::MAX;
    assert_eq!(returned_u32s(&outcome), [0, m, 2, m, 4, m, 6, m, 0, m, 0, m, 1, m, 3, m].map(Some));
}

#[test]
fn typed_forms_the_launch_cannot_hold_are_refused() {
    let (_, toml) = testdata("typed");
    // Channels x and y of a one-channel image: 2 x 8 elements.
    let xy = "define <16 x i32> @k(<8 x i32> %u) {\n  %v = call <16 x i32> \
              @llvm.genx.lsc.load.merge.quad.typed.bti.v16i32.v8i1.v8i32(<8 x i1> zeroinitializer, i8 0, i8 0, i8 3, \
              i32 4, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <16 x i32> zeroinitializer)\n  \
              ret <16 x i32> %v\n}\ndeclare <16 x i32> @llvm.genx.lsc.load.merge.quad.typed.bti.v16i32.v8i1.v8i32(\
              <8 x i1>, i8, i8, i8, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <16 x i32>)\n";
    let err = reject(xy, &toml);
    assert!(
        err.contains("t.ll:2:3: error: `llvm.genx.lsc.load.merge.quad.typed.bti` with channel mask 3 is not run"),
        "{err}"
    );
    let typed2d =
        "define <16 x i32> @k() {\n  %v = call <16 x i32> @llvm.genx.lsc.load2d.typed.bti.v16i32(i8 0, i8 0, \
                   i32 4, i32 4, i32 16, i32 0, i32 0)\n  ret <16 x i32> %v\n}\n\
                   declare <16 x i32> @llvm.genx.lsc.load2d.typed.bti.v16i32(i8, i8, i32, i32, i32, i32, i32)\n";
    let err = reject(typed2d, &toml);
    assert!(
        err.contains("`llvm.genx.lsc.load2d.typed.bti` (typed 2D block, Xe2) is not run by the reference"),
        "{err}"
    );
}

/// `load2d_edges` with the surface base moved off its 64-byte alignment:
/// undefined behaviour (SPV_INTEL_2d_block_io), every element undefined.
#[test]
fn block2d_misaligned_base_is_undefined_behaviour() {
    let (ll, toml) = testdata("load2d_edges");
    let outcome = run(&ll, &toml.replace("m = \"@m\"", "m = \"@m+32\""));
    let ub = ub_findings(&outcome);
    assert_eq!(ub.len(), 1, "{ub:?}");
    assert!(ub[0].message.contains("is not 64-byte aligned"), "{}", ub[0].message);
    assert!(returned(&outcome).iter().all(Option::is_none));
}

/// Immediate operands outside what the intrinsic and the hardware take are
/// refused at their call, saying what is supported.
#[test]
fn bad_immediates_get_located_diagnostics() {
    let (ll, toml) = testdata("load_stateless");
    let call = "i16 1, i32 4, i8 3, i8 2, i8 1, i8 0,";
    let cases = [
        ("i16 1, i32 4, i8 9, i8 2, i8 1, i8 0,", "data size 9 is not supported; supported: 1 d8, 2 d16, 3 d32"),
        (
            "i16 1, i32 4, i8 3, i8 6, i8 1, i8 0,",
            "non-transposed vector size 16 is not supported; supported: 1, 2, 3, 4, 8",
        ),
        ("i16 2, i32 4, i8 3, i8 2, i8 1, i8 0,", "address scale 2 is not supported; supported: 1"),
        (
            "i16 1, i32 4, i8 3, i8 2, i8 3, i8 0,",
            "data order 3 is not supported; supported: 1 (non-transposed), 2 (transposed)",
        ),
        ("i16 1, i32 4, i8 3, i8 2, i8 2, i8 0,", "a transposed message has one address; the predicate has 4 lanes"),
    ];
    for (replacement, want) in cases {
        let err = reject(&ll.replace(call, replacement), &toml);
        assert!(err.contains("t.ll:10:3: error: `llvm.genx.lsc.load.stateless`: "), "{err}");
        assert!(err.contains(want), "{want}: {err}");
    }
    // An operand too few (the declaration too): the list is named.
    let short =
        ll.replace(", <4 x i64> %addr, i32 0)", ", <4 x i64> %addr)").replace(", <4 x i64>, i32)", ", <4 x i64>)");
    let err = reject(&short, &toml);
    assert!(err.contains("takes 12 operands (pred, subopcode, L1 caching, L3 caching, address scale, immediate offset, data size, vector size, data order, channel mask, addresses, surface); this call has 11"), "{err}");
    // Cache controls: a store's pair on a load.
    let err = reject(&ll.replace("i8 0, i8 0, i8 0, i16 1", "i8 0, i8 1, i8 3, i16 1"), &toml);
    assert!(err.contains("cache controls .uc.wb are not supported; supported for loads and prefetches"), "{err}");
    // A run-time value where an immediate belongs.
    let err = reject(
        &ll.replace(
            "define <8 x i32> @load_stateless(<4 x i64> %addr)",
            "define <8 x i32> @load_stateless(<4 x i64> %addr, i8 %ds)",
        )
        .replace(call, "i16 1, i32 4, i8 %ds, i8 2, i8 1, i8 0,"),
        &toml,
    );
    assert!(err.contains("operand 6 (data size) must be a constant integer; it is a run-time i8"), "{err}");
    // A 2D block shape outside Intel's table; an SLM fence with a flush.
    let (ll, toml) = testdata("load2d_edges");
    let err = reject(&ll.replace("i16 16, i16 4, i8 0", "i16 16, i16 3, i8 0"), &toml);
    assert!(err.contains("the 2D block load shape of 2-byte elements, 16 x 3 (width x height), 1 block(s), is not supported; supported: 2-byte elements:"), "{err}");
    let (ll, toml) = testdata("xatomic_iinc_d16");
    let err = reject(&ll.replace("i8 0, i8 1, i8 3)", "i8 3, i8 1, i8 0)"), &toml);
    assert!(err.contains("an SLM fence with operation evict and scope group is not supported"), "{err}");
    // Bindless: no launch binds a surface-state offset.
    let (ll, toml) = testdata("xatomic_iinc_d16");
    let err = reject(&ll.replace("xatomic.bti", "xatomic.bindless"), &toml);
    assert!(err.contains("by its surface-state offset, which a launch spec cannot bind"), "{err}");
}

/// Every kernel of `testdata/lsc/` is refused by `compile` where the
/// platform lacks the messages (naming the platforms that have them); where
/// it has them, those calling only what `emit` lowers compile (but for the
/// refusals their `; refused:` lines declare), the others are refused as
/// not lowered yet.
#[test]
fn compile_refuses_each_form_by_platform() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/lsc");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    files.sort();
    assert!(files.len() >= 17, "{files:?}");
    let mut lowered_kernels = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let block2d = text.contains("2d.stateless") || text.contains("2d.ugm.desc");
        let typed = text.contains(".typed.");
        let declared = text.lines().find_map(|l| l.strip_prefix("; refused: ")).unwrap_or_default().to_string();
        let lowered = declared != "all";
        for platform in ["gen9", "xelp", "xehpg", "xehpc"] {
            let out = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
                .args(["compile", &name, "--platform", platform, "-o", "/dev/null"])
                .current_dir(&dir)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            let has = match platform {
                "gen9" | "xelp" => false,
                "xehpg" => !block2d && !typed,
                _ => !typed,
            };
            if has && lowered {
                if declared.split(' ').any(|p| p == platform) {
                    assert!(
                        stderr.contains(&format!("is not supported on {platform}")),
                        "{name} on {platform}: {stderr}"
                    );
                } else {
                    assert_eq!(out.status.code(), Some(0), "{name} on {platform}: {stderr}");
                    lowered_kernels += 1;
                }
                continue;
            }
            assert_eq!(out.status.code(), Some(2), "{name} on {platform}: {stderr}");
            // The first call refused: on a platform with LSC, the first not lowered.
            let lowered_call = |l: &str| {
                let ops = ["load", "load.merge", "store", "prefetch"];
                has && (l.contains("@llvm.genx.lsc.fence.")
                    || ["stateless", "slm"].iter().any(|space| l.contains(&format!("@llvm.genx.lsc.xatomic.{space}.")))
                    || ops.iter().flat_map(|op| [op.to_string(), format!("{op}.quad")]).any(|op| {
                        ["stateless", "slm", "bti"]
                            .iter()
                            .any(|space| l.contains(&format!("@llvm.genx.lsc.{op}.{space}.")))
                    }))
            };
            let first_call = text
                .lines()
                .position(|l| l.contains("@llvm.genx.lsc.") && !l.starts_with("declare") && !lowered_call(l))
                .unwrap();
            // Calls are indented two spaces: the instruction starts at column 3.
            assert!(
                stderr.contains(&format!("{name}:{}:3: error: select: `llvm.genx.lsc.", first_call + 1)),
                "{name} on {platform}: {stderr}"
            );
            let has = match platform {
                "gen9" | "xelp" => false,
                "xehpg" => !block2d && !typed,
                _ => !typed,
            };
            if has {
                assert!(
                    stderr.contains(&format!("is not lowered yet on {platform}")),
                    "{name} on {platform}: {stderr}"
                );
            } else {
                let platforms = if typed {
                    "platforms with them: xe2 (LNL, BMG)"
                } else if block2d {
                    "platforms with them: xehpc (PVC), xe2 (LNL, BMG)"
                } else {
                    "platforms with them: xehpg (DG2), mtl (MTL, ARL), xehpc (PVC), xe2 (LNL, BMG)"
                };
                assert!(
                    stderr.contains(&format!("which {platform} does not have; {platforms}")),
                    "{name} on {platform}: {stderr}"
                );
            }
        }
    }
    assert!(lowered_kernels >= 10, "{lowered_kernels}");
}

/// One lane of `llvm.genx.lsc.xatomic.stateless` on `old` at buffer `a`:
/// (returned, the value left in memory).
fn atomic_once(op: u8, data_size: u8, old: u64, src0: u64, src1: u64) -> (Option<u64>, u64) {
    let (t, bytes, element) = if data_size == 4 { ("i64", 8, "u64") } else { ("i32", 4, "u32") };
    let ll = format!(
        "define <1 x {t}> @k(<1 x i64> %a) {{\n  \
         %v = call <1 x {t}> @llvm.genx.lsc.xatomic.stateless.v1{t}.v1i1.v1i64(<1 x i1> <i1 true>, i8 {op}, i8 0, \
         i8 0, i16 1, i32 0, i8 {data_size}, i8 1, i8 1, i8 0, <1 x i64> %a, <1 x {t}> <{t} {src0}>, <1 x {t}> <{t} \
         {src1}>, i32 0, <1 x {t}> undef)\n  ret <1 x {t}> %v\n}}\n\
         declare <1 x {t}> @llvm.genx.lsc.xatomic.stateless.v1{t}.v1i1.v1i64(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, \
         i8, i8, <1 x i64>, <1 x {t}>, <1 x {t}>, i32, <1 x {t}>)\n"
    );
    let toml = format!("[[buffer]]\nname = \"a\"\nelement = \"{element}\"\ndata = [{old}]\n[args]\na = \"@a\"\n");
    let outcome = run(&ll, &toml);
    let returned = if bytes == 8 { returned_u64s(&outcome)[0] } else { returned_u32s(&outcome)[0].map(u64::from) };
    let memory = buffer(&outcome, "a");
    let left = if bytes == 8 { le_u64s(memory)[0] } else { u64::from(le_u32s(memory)[0]) };
    (returned, left)
}

/// Each LSC atomic operation (vISA spec, LSC_UNTYPED, LscSubOp 0x08..0x1A)
/// on one lane, d32 unless marked: the old value is returned.
#[test]
fn each_atomic_operation_computes_its_formula() {
    const F1_5: u64 = 0x3fc0_0000; // 1.5
    const F2_25: u64 = 0x4010_0000; // 2.25
    let d32 = 3;
    // (sub-op, old, src0, src1, left in memory)
    let cases: [(u8, u64, u64, u64, u64); 20] = [
        (0x08, 5, 0, 0, 6),                               // iinc: 5 + 1
        (0x09, 5, 0, 0, 4),                               // idec: 5 - 1
        (0x0a, 5, 0, 0, 5),                               // load: unchanged
        (0x0b, 5, 9, 0, 9),                               // store: src0
        (0x0c, 5, 9, 0, 14),                              // iadd: 5 + 9
        (0x0d, 5, 9, 0, 0xffff_fffc),                     // isub: 5 - 9 = -4
        (0x0e, 5, 0xffff_fffd, 0, 0xffff_fffd),           // smin(5, -3) = -3
        (0x0f, 5, 0xffff_fffd, 0, 5),                     // smax(5, -3) = 5
        (0x10, 5, 0xffff_fffd, 0, 5),                     // umin(5, 4294967293) = 5
        (0x11, 5, 0xffff_fffd, 0, 0xffff_fffd),           // umax
        (0x12, 5, 5, 7, 7),                               // icas: old == compare 5: new 7
        (0x12, 5, 6, 7, 5),                               // icas: old != compare 6: unchanged
        (0x13, F1_5, F2_25, 0, 0x4070_0000),              // fadd: 1.5 + 2.25 = 3.75
        (0x14, F1_5, F2_25, 0, 0xbf40_0000),              // fsub: 1.5 - 2.25 = -0.75
        (0x15, F1_5, F2_25, 0, F1_5),                     // fmin
        (0x16, F1_5, F2_25, 0, F2_25),                    // fmax
        (0x17, 0, 0x8000_0000, 0x3f80_0000, 0x3f80_0000), // fcas: +0 == -0 as floats: 1.0
        (0x18, 12, 10, 0, 8),                             // and: 0b1100 & 0b1010
        (0x19, 12, 10, 0, 14),                            // or
        (0x1a, 12, 10, 0, 6),                             // xor
    ];
    for (op, old, src0, src1, left) in cases {
        assert_eq!(atomic_once(op, d32, old, src0, src1), (Some(old), left), "sub-op {op:#x}");
    }
    // d64: the carry into the high dword; icas on 64 bits.
    assert_eq!(atomic_once(0x0c, 4, 0xffff_ffff, 1, 0), (Some(0xffff_ffff), 0x1_0000_0000));
    assert_eq!(atomic_once(0x12, 4, 1 << 40, 1 << 40, 3), (Some(1 << 40), 3));
}

/// Two d16 blocks of 8 x 2 side by side from X = -4: block 0 covers
/// columns -4..3 (the first four outside: zero), block 1 columns 4..11.
/// Element (r, c) = 32r + c (u16 iota, 32 columns of 64 bytes, 4 rows).
/// Rows at pitch 8, a block is 16 elements padded to one GRF (32 d16).
#[test]
fn block2d_load_of_two_blocks_from_a_negative_x() {
    let ll = "define <64 x i16> @k(i64 %m) {\n  \
              %v = call <64 x i16> @llvm.genx.lsc.load2d.stateless.v64i16.v1i1.i64(<1 x i1> <i1 true>, i8 0, i8 0, \
              i8 2, i8 1, i8 2, i16 8, i16 2, i8 0, i64 %m, i32 63, i32 3, i32 63, i32 -4, i32 0)\n  \
              ret <64 x i16> %v\n}\n\
              declare <64 x i16> @llvm.genx.lsc.load2d.stateless.v64i16.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, \
              i16, i8, i64, i32, i32, i32, i32, i32)\n";
    let toml = "[[buffer]]\nname = \"m\"\nsize = 256\nfill = \"iota\"\nelement = \"u16\"\n[args]\nm = \"@m\"\n";
    let outcome = run(ll, toml);
    let mut want = vec![Some(0u16); 64];
    for y in 0..2u16 {
        for x in 4..8u16 {
            want[(8 * y + x) as usize] = Some(32 * y + x - 4); // block 0, columns 0..3
        }
        for x in 0..8u16 {
            want[(32 + 8 * y + x) as usize] = Some(32 * y + 4 + x); // block 1, columns 4..11
        }
    }
    assert_eq!(returned_u16s(&outcome), want);
}

/// `store2d_edges` on a surface base 16 bytes into `out` (not 64-byte
/// aligned): undefined behaviour; the two elements inside the surface
/// (row 1, columns 14 and 15: 16 + 128 + 56 = bytes 200..208) may or may not
/// be written, so they are undefined; nothing else is. The prefetch of the
/// same block is undefined behaviour too (the extension's requirements
/// hold for every 2D block operation), with no effect.
#[test]
fn block2d_store_on_a_misaligned_surface_leaves_its_elements_undefined() {
    let (ll, toml) = testdata("store2d_edges");
    let outcome = run(&ll, &toml.replace("out = \"@out\"", "out = \"@out+16\""));
    let ub = ub_findings(&outcome);
    assert_eq!(ub.len(), 2, "{ub:?}");
    assert!(ub[0]
        .message
        .starts_with("llvm.genx.lsc.store2d.stateless: the surface base 0x100000010 is not 64-byte aligned"));
    assert!(ub[1].message.starts_with("llvm.genx.lsc.prefetch2d.stateless: the surface base 0x100000010 is not"));
    assert_eq!(outcome.undefined, [range(visa_lower::exec::reference::Space::Svm, A + 200, 8)]);
    assert!(u32s(&outcome, "out").iter().all(|&w| w == 0));
}

#[test]
fn block2d_fp16_last_column_is_checked_on_its_own_bytes() {
    // Width 66 bytes: column 32 (bytes 64..65) is inside, though its 4-byte
    // word is not; 33..39 read zero. Rows 0 and 1 at X = 24: bits 64r + c.
    let outcome = run_kernel("load2d_fp16_edge");
    let mut want = vec![Some(0u16); 32];
    for x in 0..=8u16 {
        want[x as usize] = Some(24 + x);
        want[16 + x as usize] = Some(88 + x);
    }
    assert_eq!(returned_u16s(&outcome), want);
    assert!(ub_findings(&outcome).is_empty());
}

#[test]
fn block2d_base_at_its_alignment_and_rows_past_the_bottom() {
    // Base m + 64; element (r, c) = 16 + 16r + c; rows 1, 2 of columns 12..15, rows 3, 4 zero.
    let outcome = run_kernel("load2d_base_align");
    let mut want = vec![Some(0u32); 16];
    for x in 0..4u32 {
        want[x as usize] = Some(44 + x);
        want[4 + x as usize] = Some(60 + x);
    }
    assert_eq!(returned_u32s(&outcome), want);
    assert!(ub_findings(&outcome).is_empty());
}
