//! The LSC intrinsics `emit` lowers (`src/emit/lsc.rs`, docs/lsc.md): the
//! `lsc_load`/`lsc_store` each call becomes on every platform with LSC (exec
//! size, predicate, transposed form, cache controls, immediate offset), and
//! the located diagnostics for what the rows or the platform do not take.
//! What the messages compute is checked by the harness (`e2e_verify`: every
//! `testdata/lsc/` kernel on the emulator against the reference), whose
//! reference values are worked out by hand in `reference_lsc`.

use crate::assembler_support::compile_ll;
use std::path::Path;
use visa_lower::pipeline::compile::EmitKind;
use visa_lower::Platform;

const LSC: [Platform; 4] = [Platform::XeHpg, Platform::XeLpg, Platform::XeHpc, Platform::Xe2];

fn testdata(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/lsc").join(format!("{name}.ll"));
    std::fs::read_to_string(path).expect("testdata/lsc")
}

fn compiled(ll: &str, platform: Platform) -> String {
    match compile_ll("t.ll", ll.as_bytes(), platform, false, EmitKind::Visaasm) {
        Ok(text) => String::from_utf8(text).expect("UTF-8"),
        Err(d) => panic!("refused on {platform}: {}", d[0].to_string()),
    }
}

fn refused(ll: &str, platform: Platform) -> String {
    match compile_ll("t.ll", ll.as_bytes(), platform, false, EmitKind::Visaasm) {
        Ok(text) => panic!("accepted on {platform}:\n{}", String::from_utf8_lossy(&text)),
        Err(d) => d[0].to_string(),
    }
}

/// The lines of `asm` naming an LSC message, without their variable names.
fn sends(asm: &str) -> Vec<String> {
    asm.lines().filter(|l| l.contains("lsc_")).map(|l| l.trim().to_string()).collect()
}

#[test]
fn a_simt_vector_goes_out_at_the_width_whose_layout_the_finalizer_cannot_change() {
    // d32 x2 over 4 lanes (lane 2 off by a constant predicate), immediate offset 4:
    // Xe-HPG and Xe-LPG at 16 lanes, Xe-HPC at 32, Xe2 at the call's 4.
    let ll = testdata("load_stateless");
    for (platform, exec) in [(Platform::XeHpg, 16), (Platform::XeLpg, 16), (Platform::XeHpc, 32), (Platform::Xe2, 4)] {
        let asm = compiled(&ll, platform);
        let lines = sends(&asm);
        assert_eq!(lines.len(), 1, "{asm}");
        let line = &lines[0];
        assert!(line.starts_with("(P") && line.contains(&format!(") lsc_load.ugm (M1_NM, {exec}) ")), "{line}");
        assert!(line.contains(":d32x2 flat["), "{line}");
        // The immediate offset: the message's where it encodes one (Xe2),
        // else added to the addresses first, once: one qword `add` (Xe-HPC;
        // its finalizer would make `addc`, `add` and two `mov`s per message)
        // or in dwords (`addc`: no qword `add`).
        match platform {
            Platform::Xe2 => assert!(line.ends_with("+0x4]:a64") && !asm.contains("add ("), "{asm}"),
            Platform::XeHpc => {
                assert!(line.ends_with("]:a64") && !line.contains('+'), "{line}");
                assert!(asm.contains("add (M1_NM, 4) ") && asm.contains(" 0x4:uq") && !asm.contains("addc"), "{asm}");
            }
            _ => {
                assert!(line.ends_with("]:a64") && !line.contains('+'), "{line}");
                assert!(asm.contains(" 0x4:ud") && asm.contains("addc (M1_NM, 4) "), "{asm}");
            }
        }
        // The predicate's lanes past the call's are off: lanes 0, 1 and 3.
        assert!(asm.contains("setp (M1_NM, 32) P1 0xb:ud"), "{asm}");
    }
}

#[test]
fn transposed_forms_are_one_lane_blocks_with_the_cache_controls_passed_through() {
    let ll = testdata("store_transposed_slm");
    for platform in LSC {
        let lines = sends(&compiled(&ll, platform));
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(
            lines[0].starts_with("lsc_store.slm (M1_NM, 1) flat[") && lines[0].contains("+0x10]:a32 "),
            "{lines:?}"
        );
        assert!(lines[0].ends_with(":d32x8t"), "{lines:?}");
        assert!(lines[1].starts_with("lsc_load.slm (M1_NM, 1) ") && lines[1].contains(":d64x2t flat["), "{lines:?}");
        assert!(
            lines[2].starts_with("lsc_store.ugm.uc.wb (M1_NM, 1) flat[") && lines[2].ends_with(":d64x3t"),
            "{lines:?}"
        );
        // An a64 offset is the message's only where it encodes one (Xe2).
        assert_eq!(lines[2].contains("+0x8]:a64"), platform == Platform::Xe2, "{lines:?}");
    }
}

#[test]
fn quad_forms_and_prefetches_are_their_rows() {
    // load.quad: channels x, z, w (mask 13) over 2 lanes: Xe-HPG at 16 lanes,
    // Xe-HPC at 32 (three channels: a vector of 3), Xe2 at 2; cache .uc.uc.
    for (platform, exec) in [(Platform::XeHpg, 16), (Platform::XeHpc, 32), (Platform::Xe2, 2)] {
        let lines = sends(&compiled(&testdata("load_quad_stateless"), platform));
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].contains(&format!("lsc_load_quad.ugm.uc.uc (M1_NM, {exec}) ")), "{lines:?}");
        assert!(lines[0].contains(":d32.xzw flat[") && lines[0].ends_with("]:a64"), "{lines:?}");
    }
    // store.quad on SLM: channels x, y (mask 3), a32 offsets, default cache controls.
    let lines = sends(&compiled(&testdata("store_quad_slm"), Platform::XeLpg));
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("lsc_store_quad.slm (M1_NM, 16) flat[") && lines[0].ends_with(":d32.xy"), "{lines:?}");
    // A prefetch is lsc_load with a %null destination, at the call's width
    // (no register, so no layout to widen for), its cache controls kept.
    for platform in LSC {
        let lines = sends(&compiled(&testdata("store_stateless"), platform));
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(lines[1].starts_with("lsc_load.ugm.ca.ca (M1_NM, 1) %null.0:d32 flat["), "{lines:?}");
    }
    let quad_prefetch = "define void @k(<2 x i64> %a) {
  call void @llvm.genx.lsc.prefetch.quad.stateless.v2i1.v2i64(<2 x i1> <i1 true, i1 true>, i8 2, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 7, <2 x i64> %a, i32 0)
  ret void
}
declare void @llvm.genx.lsc.prefetch.quad.stateless.v2i1.v2i64(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i64>, i32)
";
    let lines = sends(&compiled(quad_prefetch, Platform::XeHpc));
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with("lsc_load_quad.ugm (M1_NM, 2) %null.0:d32.xyz flat["), "{lines:?}");
}

#[test]
fn bti_and_bindless_forms_name_their_surface() {
    // .bti: a constant binding-table index, a32 offsets; the immediate offset stays in the message (a32).
    for platform in LSC {
        let lines = sends(&compiled(&testdata("load_transposed_bti"), platform));
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].starts_with("lsc_load.ugm.ca.ca (M1_NM, 1) ") && lines[0].contains(":d64x4t bti(0x3)["));
        assert!(lines[0].ends_with("+0x8]:a32"), "{lines:?}");
    }
    // Index 254 is SLM: `.slm`, flat.
    let slm = testdata("store_bti_d16u32").replace(
        "<3 x i32> <i32 305419896, i32 39612, i32 -1>, i32 5)",
        "<3 x i32> <i32 305419896, i32 39612, i32 -1>, i32 254)",
    );
    let lines = sends(&compiled(&slm, Platform::XeHpg));
    assert!(lines[0].contains("lsc_store.slm (M1_NM, 4) flat[") && lines[0].ends_with(":d16c32"), "{lines:?}");
    // A run-time index is the message's surface variable (as Intel's vector compiler writes it).
    let ll = testdata("load_transposed_bti")
        .replace("define <4 x i64> @load_transposed_bti()", "define <4 x i64> @load_transposed_bti(i32 %s)")
        .replace("<1 x i32> <i32 40>, i32 3)", "<1 x i32> <i32 40>, i32 %s)");
    for platform in LSC {
        let lines = sends(&compiled(&ll, platform));
        assert!(lines[0].contains(":d64x4t bti(s(0,0))[") && lines[0].ends_with("+0x8]:a32"), "{lines:?}");
    }
    // A constant index past the binding table is refused by name.
    let ll = testdata("load_transposed_bti").replace("<1 x i32> <i32 40>, i32 3)", "<1 x i32> <i32 40>, i32 256)");
    let d = refused(&ll, Platform::XeHpg);
    assert!(d.contains("binding-table index 256 is out of range; supported: 0..=255"), "{d}");
    // .bindless: bss(S), S the surface-state offset (a constant or a run-time value).
    let ll = "define void @k(<8 x i32> %a, i32 %s, <8 x i32> %d) {
  call void @llvm.genx.lsc.store.bindless.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 4, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <8 x i32> %a, <8 x i32> %d, i32 %s)
  call void @llvm.genx.lsc.prefetch.bindless.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 4, i8 3, i8 1, i8 1, i8 0, <8 x i32> %a, i32 64)
  ret void
}
declare void @llvm.genx.lsc.store.bindless.v8i1.v8i32.v8i32(<8 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <8 x i32>, <8 x i32>, i32)
declare void @llvm.genx.lsc.prefetch.bindless.v8i1.v8i32(<8 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <8 x i32>, i32)
";
    for platform in LSC {
        let lines = sends(&compiled(ll, platform));
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(lines[0].starts_with("lsc_store.ugm (M1_NM, 8) bss(s(0,0))[a.0]:a32 d.0:d32"), "{lines:?}");
        assert!(lines[1].starts_with("lsc_load.ugm (M1_NM, 8) %null.0:d32 bss(0x40)[a.0+0x4]:a32"), "{lines:?}");
    }
}

#[test]
fn a_run_time_predicate_pads_the_message_with_disabled_lanes() {
    // 3 lanes: Xe2 pads to 4, the others to the layout's 16 or 32 (d32 x2);
    // the SLM store's 16-bit offsets are zero-extended to a32.
    let ll = testdata("load_merge_masked");
    for (platform, exec) in [(Platform::XeHpg, 16), (Platform::XeHpc, 32), (Platform::Xe2, 4)] {
        let asm = compiled(&ll, platform);
        let lines = sends(&asm);
        assert_eq!(lines.len(), 3, "{asm}");
        assert!(lines[0].starts_with("(P") && lines[0].contains(&format!(") lsc_load.ugm.ca.ca (M1_NM, {exec}) ")));
        assert!(lines[0].contains(":d32x2 flat["), "{lines:?}");
        assert!(lines[1].starts_with("(P") && lines[1].contains(") lsc_store.slm (M1_NM, 4) flat["), "{lines:?}");
        assert!(lines[1].ends_with(":d16c32"), "{lines:?}");
        assert!(lines[2].starts_with("lsc_load.slm (M1_NM, 4) ") && lines[2].ends_with(":a32"), "{lines:?}");
        // The merge's passthru (100, 101) is in the destination first.
        assert!(asm.contains(" 0x64:ud") && asm.contains(" 0x65:ud"), "{asm}");
    }
}

#[test]
fn what_the_rows_or_the_platform_do_not_take_is_refused_at_the_call() {
    let at = "t.ll:8:3: error: ";
    // Xe2 has no `.ri.ca` for loads (its table takes `.ri.ri`); Xe-HPC has.
    let ll = testdata("load_w32").replace("i8 0, i8 1, i8 1, i16 1", "i8 0, i8 6, i8 2, i16 1");
    compiled(&ll, Platform::XeHpc);
    let d = refused(&ll, Platform::Xe2);
    assert!(
        d.starts_with(&format!(
            "{at}`llvm.genx.lsc.load.stateless`: cache controls .ri.ca are not supported for lsc_load.ugm on xe2; \
             supported: .df.df, .uc.uc, .uc.ca, .ca.uc, .ca.ca, .st.uc, .st.ca, .ri.ri"
        )),
        "{d}"
    );
    // `.cc` (Xe2's) is not written yet.
    let ll = testdata("load_w32").replace("i8 0, i8 1, i8 1, i16 1", "i8 0, i8 2, i8 7, i16 1");
    let d = refused(&ll, Platform::Xe2);
    assert!(d.contains("cache controls .ca.cc are not supported for lsc_load.ugm on xe2"), "{d}");
    // 32 lanes on a 16-lane LSC: legalize splits the call into two messages
    // of 16 lanes, the second (channels M5) reading lanes 16..32 of the addresses.
    let asm = compiled(&testdata("load_w32"), Platform::XeLpg);
    let loads = sends(&asm);
    assert_eq!(loads.len(), 2, "{asm}");
    assert!(loads[0].starts_with("lsc_load.ugm.uc.uc (M1_NM, 16) ") && loads[0].ends_with("flat[addr.0]:a64"), "{asm}");
    assert!(
        loads[1].starts_with("lsc_load.ugm.uc.uc (M5_NM, 16) ") && loads[1].ends_with("flat[addr.128]:a64"),
        "{asm}"
    );
    // A d8 call (packed bytes).
    let ll = testdata("load_d8u32")
        .replace("<4 x i32> @", "<4 x i8> @")
        .replace("call <4 x i32>", "call <4 x i8>")
        .replace("ret <4 x i32>", "ret <4 x i8>")
        .replace("i8 5, i8 1, i8 1", "i8 1, i8 1, i8 1")
        .replace("declare <4 x i32>", "declare <4 x i8>");
    // Packed bytes go out as d8c32, truncated after the message (testdata/lsc/load_store_d8_d16 runs them).
    let asm = compiled(&ll, Platform::XeHpg);
    let lines = sends(&asm);
    assert!(lines.len() == 1 && lines[0].contains(":d8c32 flat["), "{asm}");
    let body: Vec<&str> = asm.lines().map(str::trim).collect();
    let at = body.iter().position(|l| l.contains("lsc_load")).expect("the message");
    assert!(body[at + 1].starts_with("mov (M1_NM, 4) "), "the truncating move after the message: {asm}");
    // 64 transposed qwords: 16 GRFs of 32 bytes on Xe-HPG, 8 of 64 on Xe-HPC.
    let ll = "define <64 x i64> @k(<1 x i64> %a) {
  %v = call <64 x i64> @llvm.genx.lsc.load.stateless.v64i64.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 4, i8 8, i8 2, i8 0, <1 x i64> %a, i32 0)
  ret <64 x i64> %v
}
declare <64 x i64> @llvm.genx.lsc.load.stateless.v64i64.v1i1.v1i64(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i64>, i32)
";
    compiled(ll, Platform::XeHpc);
    let d = refused(ll, Platform::XeHpg);
    assert!(
        d.starts_with(
            "t.ll:2:3: error: `llvm.genx.lsc.load.stateless`: 64 elements of d64 per address at exec size 1 take 16 \
             GRFs on xehpg; lsc_load carries at most 8"
        ),
        "{d}"
    );
    // A quad store's data is d32 (the check: Intel's vector compiler lowers no other).
    let ll = testdata("store_quad_slm").replace("i8 3, i8 1, i8 1, i8 3", "i8 4, i8 1, i8 1, i8 3");
    let d = refused(&ll, Platform::XeHpg);
    assert!(d.contains("data size d64 is not supported for quad messages; supported: 3 (d32)"), "{d}");
    // No LSC on Xe-LP: the platforms that have it.
    let d = refused(&testdata("load_stateless"), Platform::XeLp);
    assert!(d.contains("needs LSC messages, which xelp does not have; platforms with them: xehpg (DG2), mtl"), "{d}");
}

#[test]
fn atomics_keep_the_intrinsic_source_order_and_fences_need_no_predicate() {
    // icas d64, 3 lanes (4 at exec), lane 1 off by a constant; the
    // passthru 7 is in the destination first.
    for platform in LSC {
        let asm = compiled(&testdata("xatomic_icas_d64"), platform);
        let lines = sends(&asm);
        assert_eq!(lines.len(), 1, "{asm}");
        assert!(
            lines[0].starts_with("(P") && lines[0].contains(") lsc_atomic_icas.ugm.uc.uc (M1_NM, 4) "),
            "{lines:?}"
        );
        assert!(lines[0].contains(":d64 flat["), "{lines:?}");
        // Which value is which is the harness's to check (`e2e_verify`: the
        // emulator against the reference's hand-checked 10, 7, 30).
        assert!(asm.contains(" 0x7:ud") || asm.contains(" 0x7:uq"), "{asm}");
    }
    // fmax on floats, an unused d16u32 iinc (%null destination), fences;
    // the fence under a constant false predicate is nothing.
    for platform in LSC {
        let asm = compiled(&testdata("xatomic_fmax_fence"), platform);
        assert_eq!(
            sends(&asm)
                .iter()
                .map(|l| l.split(" (").next().unwrap_or_default().split(' ').next().unwrap_or_default())
                .collect::<Vec<_>>(),
            ["lsc_fence.ugm.evict.gpu", "lsc_atomic_fmax.ugm", "lsc_atomic_iinc.ugm.uc.wb", "lsc_fence.slm.none.group"],
            "{asm}"
        );
        assert!(asm.contains(" %null.0:d16c32 flat["), "{asm}");
    }
}

#[test]
fn bti_and_bindless_atomics_name_their_surface() {
    // xatomic.bti: `bti(S)` a32 offsets (S = 254 is SLM, `.slm` flat); the
    // kernel's values are checked on the emulator by the harness.
    let ll = testdata("xatomic_iinc_d16");
    for platform in LSC {
        let lines = sends(&compiled(&ll, platform));
        assert!(lines[0].starts_with("(P") && lines[0].contains(") lsc_atomic_iinc.ugm (M1_NM, 2) "), "{lines:?}");
        assert!(lines[0].contains(":d16c32 bti(0x4)[") && lines[0].ends_with("]:a32 %null.0 %null.0"), "{lines:?}");
    }
    let slm = ll.replace("<2 x i32> undef, i32 4, <2 x i32>", "<2 x i32> undef, i32 254, <2 x i32>");
    let lines = sends(&compiled(&slm, Platform::Xe2));
    assert!(lines[0].contains(") lsc_atomic_iinc.slm (M1_NM, 2) ") && lines[0].contains(" flat["), "{lines:?}");
    // xatomic.bindless: `bss(S)`, S the surface-state offset, a run-time value here.
    let bindless = ll
        .replace("xatomic.bti", "xatomic.bindless")
        .replace("define <2 x i32> @xatomic_iinc_d16()", "define <2 x i32> @xatomic_iinc_d16(i32 %s)")
        .replace("<2 x i32> undef, i32 4, <2 x i32>", "<2 x i32> undef, i32 %s, <2 x i32>");
    for platform in LSC {
        let lines = sends(&compiled(&bindless, platform));
        assert!(lines[0].contains(") lsc_atomic_iinc.ugm (M1_NM, 2) "), "{lines:?}");
        assert!(lines[0].contains(":d16c32 bss(s(0,0))["), "{lines:?}");
    }
    // Where there is no LSC, refused by name.
    for platform in [Platform::Gen9, Platform::XeLp] {
        for kernel in [&ll, &bindless] {
            let d = refused(kernel, platform);
            assert!(d.contains("` needs LSC messages, which ") && d.contains("platforms with them: xehpg"), "{d}");
        }
    }
}

#[test]
fn atomics_and_fences_a_platform_lacks_are_refused_at_the_call() {
    // 64-bit SLM icas: Xe-HPC and Xe2 only (IGC GenX.td: LocalIntegerCas64).
    let ll = testdata("xatomic_icas_slm")
        .replace(
            "<2 x i32> <i32 0, i32 7>, <2 x i32> <i32 100, i32 200>",
            "<2 x i64> <i64 0, i64 7>, <2 x i64> <i64 100, i64 200>",
        )
        .replace("i8 3, i8 1, i8 1", "i8 4, i8 1, i8 1")
        .replace("<2 x i32> @", "<2 x i64> @")
        .replace("call <2 x i32>", "call <2 x i64>")
        .replace("ret <2 x i32>", "ret <2 x i64>")
        .replace("declare <2 x i32>", "declare <2 x i64>")
        .replace("<2 x i32>, <2 x i32>, i32, <2 x i32>)", "<2 x i64>, <2 x i64>, i32, <2 x i64>)")
        .replace("<2 x i32> undef)", "<2 x i64> undef)")
        .replace(".v2i32.v2i1.v2i32", ".v2i64.v2i1.v2i32");
    compiled(&ll, Platform::XeHpc);
    compiled(&ll, Platform::Xe2);
    let d = refused(&ll, Platform::XeHpg);
    assert!(
        d.contains(
            "`llvm.genx.lsc.xatomic.slm` cannot be emitted: a 64-bit lsc_atomic_icas.slm is not available on \
                    xehpg; 64-bit .slm atomics are icas, on xehpc and xe2"
        ),
        "{d}"
    );
    // A fence of .ugml exists on Xe-HPC only.
    let ll = testdata("xatomic_fmax_fence").replace("i8 0, i8 1, i8 3)", "i8 1, i8 1, i8 3)");
    compiled(&ll, Platform::XeHpc);
    let d = refused(&ll, Platform::Xe2);
    assert!(d.contains("a fence of .ugml is not supported on xe2: the unit exists on xehpc (PVC)"), "{d}");
}

#[test]
fn typed_quad_calls_are_lsc_typed_messages_on_xe2_with_trailing_zero_coordinates_null() {
    // vISA spec, LSC_TYPED: Src0AddrsV is the null register for 1D surfaces, R for 1D and 2D, LOD without mips;
    // IGC's vector compiler writes bti(S), d32 channels and a32 coordinates.
    let asm = compiled(&testdata("typed"), Platform::Xe2);
    let lines = sends(&asm);
    assert_eq!(lines.len(), 3, "{asm}");
    // The load: V, R and LOD are zero constants (all %null, left out of the brackets).
    assert!(lines[0].starts_with("lsc_load_quad.tgm (M1_NM, 8) ") && lines[0].ends_with(":d32.x bti(0x4)[u.0]:a32"));
    // The store: V is the constant 1 (a register), R and LOD zero.
    let store = &lines[1];
    assert!(store.starts_with("lsc_store_quad.tgm (M1_NM, 8) bti(0x4)[u.0,"), "{store}");
    let coordinates = store.split('[').nth(1).and_then(|c| c.split(']').next()).unwrap_or_default();
    assert!(coordinates.matches(',').count() == 1 && store.ends_with("]:a32 v.0:d32.x"), "{store}");
    // The prefetch: a %null destination.
    assert_eq!(lines[2], "lsc_load_quad.tgm (M1_NM, 8) %null.0:d32.x bti(0x4)[u.0]:a32");
    // The masked load of a 2D array: U, V and R registers, LOD %null; the predicate of the even lanes.
    let asm = compiled(&testdata("typed_masked"), Platform::Xe2);
    let lines = sends(&asm);
    assert_eq!(lines.len(), 1, "{asm}");
    assert!(lines[0].starts_with("(P") && lines[0].contains(") lsc_load_quad.tgm (M1_NM, 16) "), "{asm}");
    assert!(lines[0].ends_with(":d32.x bti(0x2)[u.0,v.0,r.0]:a32"), "{asm}");
    for platform in [Platform::XeHpg, Platform::XeLpg, Platform::XeHpc] {
        let why = refused(&testdata("typed"), platform);
        assert!(why.contains("needs typed LSC messages (.tgm)") && why.contains("xe2 (LNL, BMG)"), "{why}");
    }
}

/// The typed 2D block calls stay refused on xe2 too, saying why: neither of
/// Intel's assemblers reads lsc_load_block2d.tgm/lsc_store_block2d.tgm as
/// text, so an emitted kernel could not be judged.
#[test]
fn typed_2d_block_calls_are_refused_with_the_reason() {
    let ll = "define spir_kernel void @k(i32 %x) #0 {
  %v = call <16 x i32> @llvm.genx.lsc.load2d.typed.bti.v16i32(i8 0, i8 0, i32 1, i32 4, i32 16, i32 %x, i32 0)
  call void @llvm.genx.lsc.store2d.typed.bti.v16i32(i8 0, i8 0, i32 1, i32 4, i32 16, i32 %x, i32 0, <16 x i32> %v)
  ret void
}
declare <16 x i32> @llvm.genx.lsc.load2d.typed.bti.v16i32(i8, i8, i32, i32, i32, i32, i32)
declare void @llvm.genx.lsc.store2d.typed.bti.v16i32(i8, i8, i32, i32, i32, i32, i32, <16 x i32>)
attributes #0 = { \"CMGenxMain\" }
";
    let why = refused(ll, Platform::Xe2);
    assert!(why.contains("`llvm.genx.lsc.load2d.typed.bti` is not lowered on xe2"), "{why}");
    assert!(why.contains("has no text form that Intel's assemblers read"), "{why}");
    let why = refused(ll, Platform::XeHpc);
    assert!(why.contains("needs typed LSC messages (.tgm)") && why.contains("xe2 (LNL, BMG)"), "{why}");
}

/// Xe2 has no legacy data port: the legacy messages on binding-table
/// surfaces become the `.bti` LSC forms (`passes/src/transforms/legacy_to_lsc.rs`),
/// a run-time index the message's surface variable. What they compute is
/// checked by the harness (`testdata/cm/bti_edges_w8` on every platform).
#[test]
fn xe2_translates_legacy_messages_on_binding_table_surfaces() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/cm/bti_edges_w8.ll");
    let ll = std::fs::read_to_string(path).expect("testdata/cm");
    let asm = compiled(&ll, Platform::Xe2);
    let lines = sends(&asm);
    let expected = [
        // OWORD_LD at oword 5 (byte 0x50) and OWORD_LD_UNALIGNED at byte 92: transposed d32.
        "lsc_load.ugm (M1_NM, 1) a1.0:d32x8t bti(0x1)[",
        "lsc_load.ugm (M1_NM, 1) b2.0:d32x4t bti(0x1)[",
        // GATHER4 of G and A (a gap): one quad load of the mask.
        "(P1) lsc_load_quad.ugm (M1_NM, 8) ",
        // GATHER_SCALED of 2 bytes: d16u32.
        "lsc_load.ugm (M1_NM, 8) ",
        // OWORD_ST on the run-time surface %s.
        "lsc_store.ugm (M1_NM, 1) bti(s(0,0))[",
        "lsc_store.ugm (M1_NM, 1) bti(s(0,0))[",
        // SCATTER4 of R, B, A: R, then B and A as d32 x2 at + 8.
        "lsc_store.ugm (M1_NM, 8) bti(s(0,0))[",
        "lsc_store.ugm (M1_NM, 8) bti(s(0,0))[",
        // DWORD_ATOMIC add.
        "lsc_atomic_iadd.ugm (M1_NM, 8) ",
    ];
    assert_eq!(lines.len(), expected.len(), "{asm}");
    for (line, start) in lines.iter().zip(expected) {
        assert!(line.starts_with(start), "{line} does not start with {start}:\n{asm}");
    }
    assert!(asm.contains(" 0x50:ud") && asm.contains(" 0x5c:ud"), "{asm}");
    assert!(lines[2].contains(":d32.yw bti(0x1)[") && lines[3].contains(":d16c32 bti(0x1)["), "{lines:?}");
    // The global offsets (60, 4, 48; B and A at 48 + 8) are the messages'
    // immediate offsets: Xe2 encodes a bti offset in -2^11..2^11-1
    // (`lsc_offsets`), so no `add` makes the addresses.
    assert!(lines[2].contains("[off.0+0x3c]:a32") && lines[3].contains("[off.0+0x4]:a32"), "{lines:?}");
    assert!(lines[6].ends_with("[soff.0+0x30]:a32 cd.0:d32"), "{lines:?}");
    assert!(lines[7].contains("[soff.0+0x38]:a32") && lines[7].ends_with(":d32x2"), "{lines:?}");
    let adds_offsets = |l: &str| l.trim_start().starts_with("add ") && (l.contains(" off(") || l.contains(" soff("));
    assert!(!asm.lines().any(adds_offsets), "{asm}");
    assert!(lines[8].contains(":d32 bti(s(0,0))[aoff.0]:a32 "), "{lines:?}");
    // Channels R, G (contiguous from x) on SLM are one d32 x2 message.
    let slm = ll
        .replace("i32 13, i16 0, i32 %s, i32 48", "i32 3, i16 0, i32 254, i32 48")
        .replace("<8 x i32> %soff, <24 x i32> %cd)", "<8 x i32> %soff, <16 x i32> %c)")
        .replace("@llvm.genx.scatter4.scaled.v8i1.v8i32.v24i32(", "@llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(")
        .replace("<8 x i32>, <24 x i32>)", "<8 x i32>, <16 x i32>)");
    let lines = sends(&compiled(&slm, Platform::Xe2));
    let rg = |l: &&String| l.starts_with("lsc_store.slm (M1_NM, 8) flat[") && l.ends_with(":d32x2");
    assert!(lines.iter().any(|l| rg(&l)), "{lines:?}");
    // The 2-byte GATHER_SCALED fed only %cd, which this store no longer
    // reads: dead-load deletion removes it, so one send fewer.
    assert!(!lines.iter().any(|l| l.contains(":d16c32 ")), "{lines:?}");
    assert_eq!(lines.len(), 7, "{lines:?}");
}

/// A prefetch has no destination, but Intel's vISA verifier counts its
/// payload as a load's ("this message accesses more than 8 registers",
/// found by the fuzzer). On Xe-HPG (32-byte GRFs), 16 lanes of d32x4 are
/// 16 x 4 x 4 = 256 bytes, 8 GRFs (emitted); of d32x8, 512 bytes, 16 GRFs
/// (refused).
#[test]
fn a_prefetch_over_eight_grfs_is_refused_as_intels_verifier_does() {
    let ll = |vector: u8| {
        format!(
            "define void @k(<16 x i64> %a) {{
  call void @llvm.genx.lsc.prefetch.stateless.v16i1.v16i64(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 {vector}, i8 1, i8 0, <16 x i64> %a, i32 0)
  ret void
}}
declare void @llvm.genx.lsc.prefetch.stateless.v16i1.v16i64(<16 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <16 x i64>, i32)
"
        )
    };
    // Vector codes (vISA spec, LSC_UNTYPED, VectorSize): 4 is 4 elements, 5 is 8.
    let asm = compiled(&ll(4), Platform::XeHpg);
    let lines = sends(&asm);
    assert!(lines.len() == 1 && lines[0].starts_with("lsc_load.ugm") && lines[0].contains("%null.0:d32x4"), "{asm}");
    let d = refused(&ll(5), Platform::XeHpg);
    assert!(
        d.starts_with(
            "t.ll:2:3: error: `llvm.genx.lsc.prefetch.stateless`: 8 elements of d32 per address at exec size 16 take 16 \
             GRFs on xehpg; lsc_load carries at most 8"
        ),
        "{d}"
    );
}
