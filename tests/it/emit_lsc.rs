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
use visa_passes::isa::target::Int64Op;

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
        // The immediate offset: the message's where the platform adds qwords,
        // else added to the addresses in dwords first (`addc`: no qword `add`).
        if platform.int64().native(Int64Op::Add) {
            assert!(line.ends_with("+0x4]:a64") && !asm.contains("addc"), "{asm}");
        } else {
            assert!(line.ends_with("]:a64") && !line.contains('+'), "{line}");
            assert!(asm.contains(" 0x4:ud") && asm.contains("addc (M1_NM, 4) "), "{asm}");
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
        let qword_add = platform.int64().native(Int64Op::Add);
        assert_eq!(lines[2].contains("+0x8]:a64"), qword_add, "{lines:?}");
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
    assert!(loads[1].starts_with("lsc_load.ugm.uc.uc (M5_NM, 16) ") && loads[1].ends_with("flat[addr.128]:a64"), "{asm}");
    // Packed bytes: the rows carry d8u32, not d8.
    let ll = testdata("load_d8u32")
        .replace("<4 x i32> @", "<4 x i8> @")
        .replace("call <4 x i32>", "call <4 x i8>")
        .replace("ret <4 x i32>", "ret <4 x i8>")
        .replace("i8 5, i8 1, i8 1", "i8 1, i8 1, i8 1")
        .replace("declare <4 x i32>", "declare <4 x i8>");
    let d = refused(&ll, Platform::XeHpg);
    assert!(d.contains("data size d8 (packed sub-dword data) is not lowered; supported: 3 d32, 4 d64, 5 d8u32"), "{d}");
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
    // Prefetch needs a %null destination, which the row does not take yet.
    let d = refused(&testdata("store_stateless"), Platform::XeHpg);
    assert!(d.contains("`llvm.genx.lsc.prefetch.stateless` is not lowered yet on xehpg: LSC messages are emitted for"));
    // No LSC on Xe-LP: the platforms that have it.
    let d = refused(&testdata("load_stateless"), Platform::XeLp);
    assert!(d.contains("needs LSC messages, which xelp does not have; platforms with them: xehpg (DG2), mtl"), "{d}");
}
