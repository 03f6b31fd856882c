//! `emit` on legal message IR (`testdata/emit/*.ll`, written by hand in the
//! form `legalize` produces): each kernel passes the verifier, prints the
//! key lines, and runs on the emulator to the same memory and returned
//! value as the reference interpreter's run of the same IR.

use crate::emit_support;
use crate::support::legacy_platforms;

use emit_support::*;
use visa_lower::Platform;

fn run(name: &str, platform: Platform) -> Emitted {
    let ll = testdata(&format!("{name}.ll"));
    let launch = testdata(&format!("{name}.toml"));
    emit_and_compare(&format!("{name}.ll"), &ll, &launch, platform)
}

#[test]
fn gather_simd16_with_mask_argument_and_passthru() {
    for platform in legacy_platforms() {
        let e = run("gather_simd16", platform);
        let grf = platform.grf_bytes();
        assert_lines(
            &e.asm,
            &[
                // A scalar input is declared with its natural alignment (packed).
                ".decl m v_type=G type=ud num_elts=1 align=dword",
                ".decl addr v_type=G type=uq num_elts=16 align=GRF",
                ".decl old v_type=G type=ud num_elts=16 align=GRF",
                ".decl r v_type=G type=ud num_elts=16 align=GRF",
                ".decl P1 v_type=P num_elts=32",
                &format!(".input m offset={grf} size=4"),
                &format!(".input addr offset={} size=128", 2 * grf),
                // The <16 x i1> bitmask, masked to 16 bits, becomes P1.
                "and (M1_NM, 1) V33(0,0)<1> m(0,0)<0;1,0> 0xffff:ud",
                "setp (M1_NM, 32) P1 V33(0,0)<0;1,0>",
                // The passthru is copied into the result first; disabled lanes keep it.
                "mov (M1_NM, 16) r(0,0)<1> old(0,0)<16;16,1>",
                "(P1) svm_gather.4.1 (M1_NM, 16) addr.0 r.0",
                "mov (M1_NM, 16) retval(0,0)<1> r(0,0)<16;16,1>",
                "ret (M1, 1)",
            ],
        );
        // Lanes 0, 2, 5, 7, 8, 10, 12, 13, 15 gathered, the others kept.
        assert_eq!(e.outcome.stats.per_message["svm_gather"].active_lanes, 0xb5a5u32.count_ones() as u64);
    }
}

#[test]
fn gather_31_lanes_as_two_simd16_pieces_reads_slices_in_place() {
    for platform in legacy_platforms() {
        let e = run("gather_w31_split", platform);
        let grf = platform.grf_bytes();
        assert_lines(
            &e.asm,
            &[
                // Padded roots: the second piece's 16 lanes stay inside.
                ".decl addr v_type=G type=uq num_elts=32 align=GRF",
                ".decl old v_type=G type=ud num_elts=32 align=GRF",
                // Bit 31 of the bitmask is not a lane of <31 x i1>.
                "and (M1_NM, 1) V33(0,0)<1> m(0,0)<0;1,0> 0x7fffffff:ud",
                // Each piece writes its lanes of the joined result `r` in
                // place (`placement.rs`): the concatenation copies nothing.
                "mov (M1_NM, 16) r(0,0)<1> old(0,0)<16;16,1>",
                "(P1) svm_gather.4.1 (M1_NM, 16) addr.0 r.0",
                // The second piece: lanes 16.. of the same predicate (M5), the
                // slice of the addresses at byte 128, no copy, and its result
                // at byte 64 of `r`.
                &format!("mov (M1_NM, 16) r({},0)<1> old({},0)<16;16,1>", 64 / grf, 64 / grf),
                "(P1) svm_gather.4.1 (M5_NM, 16) addr.128 r.64",
            ],
        );
        assert_eq!(count(&e.kernel, "svm_gather"), 2);
        // The only copies are the passthru into each piece's lanes and the result into `retval`.
        assert!(!e.asm.contains("addr(0"), "the addresses are never copied:\n{}", e.asm);
        assert!(!e.asm.contains("r0") && !e.asm.contains("r1"), "no piece has storage of its own:\n{}", e.asm);
        let writes_to_r = e.asm.lines().filter(|l| l.trim_start().starts_with("mov") && l.contains(") r(")).count();
        assert_eq!(writes_to_r, 2, "nothing is copied into the joined result but the passthru:\n{}", e.asm);
        let lanes = e.outcome.stats.per_message["svm_gather"].active_lanes;
        assert_eq!(lanes, u64::from((0xdfff_7ffeu32 & 0x7fff_ffff).count_ones()), "{}", e.asm);
    }
}

#[test]
fn scatter4_rg_to_slm_at_simd8_pads_channels_on_64_byte_grf() {
    let gen9 = run("scatter4_slm_rg", Platform::Gen9);
    assert_lines(&gen9.asm, &["(P1) scatter4_scaled.RG (M1_NM, 8) %slm 0x10:ud off.0 data.0"]);
    assert_eq!(count(&gen9.kernel, "mov"), 0, "no padding on a 32-byte GRF:\n{}", gen9.asm);

    let xehpc = run("scatter4_slm_rg", Platform::XeHpc);
    // G must start at dword max(8, 64/4) = 16: the channels are copied into a padded variable.
    assert_lines(
        &xehpc.asm,
        &[
            ".decl V36 v_type=G type=ud num_elts=32 align=GRF",
            "mov (M1_NM, 8) V36(0,0)<1> data(0,0)<8;8,1>",
            "mov (M1_NM, 8) V36(1,0)<1> data(0,8)<8;8,1>",
            "(P1) scatter4_scaled.RG (M1_NM, 8) %slm 0x10:ud off.0 V36.0",
        ],
    );
    for e in [gen9, xehpc] {
        assert_eq!(e.outcome.stats.per_message["scatter4_scaled"].active_lanes, 6);
    }
}

#[test]
fn qw_scatter_on_xehpc_to_a_constant_surface() {
    let e = run("qw_scatter", Platform::XeHpc);
    assert_lines(
        &e.asm,
        &[
            ".decl bti3 v_type=T num_elts=1",
            ".input data offset=192 size=64",
            // The surface records its binding-table index in its name.
            ".input bti3 offset=256 size=4",
            "(P1) qw_scatter.1 (M1_NM, 8) bti3 off.0 data.0",
        ],
    );
    assert_eq!(e.outcome.stats.per_message["qw_scatter"].active_lanes, 6);
}

#[test]
fn typed_atomics_on_a_2d_image_argument_and_a_constant_surface() {
    for platform in [Platform::Gen9, Platform::XeLp, Platform::XeHpg] {
        let e = run("typed_atomic_2d", platform);
        assert_lines(
            &e.asm,
            &[
                // The result `%min` is named `min_` (`min` is a mnemonic), its
                // LLVM name kept.
                ".decl min_ v_type=G type=ud num_elts=8 align=GRF /// Original Name: \"min\"",
                ".decl img v_type=T num_elts=1",
                ".decl bti5 v_type=T num_elts=1",
                // add: u, v; r and lod are constant zero: %null.
                "(P1) typed_atomic.add (M1_NM, 8) img u.0 v.0 %null.0 %null.0 src.0 %null.0 old.0",
                // imin (the assembler's minsint) is signed: src0 and dst through
                // d aliases; an all-true predicate is none.
                "typed_atomic.minsint (M1_NM, 8) bti5 u.0 %null.0 %null.0 %null.0 src_d.0 %null.0 min__d.0",
                // inc reads no source; its unused result is %null.
                "(P1) typed_atomic.inc (M1_NM, 8) bti5 v.0 %null.0 %null.0 %null.0 %null.0 %null.0 %null.0",
            ],
        );
    }
}

#[test]
fn gep_address_arithmetic_feeds_a_gather() {
    for platform in legacy_platforms() {
        let e = run("gep_gather", platform);
        // Sixteen 64-bit lanes are two 64-byte GRFs; on 32-byte GRFs, four:
        // two instructions of eight lanes each (Region Restriction 6).
        let halves = |line: &str, upper: &str| -> Vec<String> {
            if platform.grf_bytes() == 64 {
                vec![line.to_string()]
            } else {
                vec![line.replace("(M1_NM, 16)", "(M1_NM, 8)").replace("<16;16,1>", "<8;8,1>"), upper.to_string()]
            }
        };
        let lines: Vec<String> = [
            // index (signed, through a d alias) x 4 as a 64-bit product: MUL
            // takes no q, so its low and high dwords are mul and mulh on d.
            halves(
                "mul (M1_NM, 16) V38_d(0,0)<2> idx_d(0,0)<16;16,1> 0x4:d",
                "mul (M3_NM, 8) V38_d(2,0)<2> idx_d(1,0)<8;8,1> 0x4:d",
            ),
            halves(
                "mulh (M1_NM, 16) V38_d(0,1)<2> idx_d(0,0)<16;16,1> 0x4:d",
                "mulh (M3_NM, 8) V38_d(2,1)<2> idx_d(1,0)<8;8,1> 0x4:d",
            ),
            // zeroinitializer passthru: disabled lanes must come out 0 (the
            // float result is written as bits, through a ud alias).
            vec!["mov (M1_NM, 16) r_ud(0,0)<1> 0x0:ud".to_string()],
            // ptrtoint is the same bytes: the gather reads p directly.
            vec!["(P1) svm_gather.4.1 (M1_NM, 16) p.0 r.0".to_string()],
        ]
        .concat();
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        assert_lines(&e.asm, &lines);
        let rest: Vec<String> = match platform {
            // A 64-bit adder: the broadcast base plus the product; i64 indices
            // times 8 a 64-bit shift; the struct field a constant offset.
            Platform::Gen9 | Platform::XeHpc | Platform::Xe2 => [
                halves(
                    "add (M1_NM, 16) p(0,0)<1> base(0,0)<0;1,0> V38(0,0)<16;16,1>",
                    "add (M3_NM, 8) p(2,0)<1> base(0,0)<0;1,0> V38(2,0)<8;8,1>",
                ),
                halves(
                    "shl (M1_NM, 16) V44_q(0,0)<1> i64s_q(0,0)<16;16,1> 0x3:ud",
                    "shl (M3_NM, 8) V44_q(2,0)<1> i64s_q(2,0)<8;8,1> 0x3:ud",
                ),
                halves(
                    "add (M1_NM, 16) q(0,0)<1> q(0,0)<16;16,1> 0x4:uq",
                    "add (M3_NM, 8) q(2,0)<1> q(2,0)<8;8,1> 0x4:uq",
                ),
            ]
            .concat(),
            // None (the platform table): the low dwords with carry, the
            // carry into the high ones, where the base's high dword is
            // broadcast (two adds through the destination on xelp, ADD3 on
            // xehpg; one carry variable for the kernel); the shift by 3
            // moves the low dword's top 3 bits into the high one; + 4 carries
            // into a high dword that gets nothing else. A strided dword
            // operand of sixteen lanes is four 32-byte GRFs: each operation
            // is two of eight lanes (Region Restriction 6), the upper at M3,
            // the carry's upper half a GRF on.
            Platform::XeLp => [
                "addc (M1_NM, 8) p_ud(0,0)<2> V56(0,0)<1> base_ud(0,0)<0;1,0> V38_ud(0,0)<16;8,2>",
                "addc (M3_NM, 8) p_ud(2,0)<2> V56(1,0)<1> base_ud(0,0)<0;1,0> V38_ud(2,0)<16;8,2>",
                "add (M1_NM, 8) p_ud(0,1)<2> base_ud(0,1)<0;1,0> V38_ud(0,1)<16;8,2>",
                "add (M3_NM, 8) p_ud(2,1)<2> base_ud(0,1)<0;1,0> V38_ud(2,1)<16;8,2>",
                "add (M1_NM, 8) p_ud(0,1)<2> p_ud(0,1)<16;8,2> V56(0,0)<8;8,1>",
                "add (M3_NM, 8) p_ud(2,1)<2> p_ud(2,1)<16;8,2> V56(1,0)<8;8,1>",
                "shr (M1_NM, 8) V61(0,0)<1> i64s_ud(0,0)<16;8,2> 0x1d:ud",
                "shr (M3_NM, 8) V61(1,0)<1> i64s_ud(2,0)<16;8,2> 0x1d:ud",
                "shl (M1_NM, 8) V62(0,0)<1> i64s_ud(0,1)<16;8,2> 0x3:ud",
                "shl (M3_NM, 8) V62(1,0)<1> i64s_ud(2,1)<16;8,2> 0x3:ud",
                "shl (M1_NM, 8) V44_ud(0,0)<2> i64s_ud(0,0)<16;8,2> 0x3:ud",
                "shl (M3_NM, 8) V44_ud(2,0)<2> i64s_ud(2,0)<16;8,2> 0x3:ud",
                "or (M1_NM, 8) V44_ud(0,1)<2> V62(0,0)<8;8,1> V61(0,0)<8;8,1>",
                "or (M3_NM, 8) V44_ud(2,1)<2> V62(1,0)<8;8,1> V61(1,0)<8;8,1>",
                "addc (M1_NM, 8) q_ud(0,0)<2> V56(0,0)<1> q_ud(0,0)<16;8,2> 0x4:ud",
                "addc (M3_NM, 8) q_ud(2,0)<2> V56(1,0)<1> q_ud(2,0)<16;8,2> 0x4:ud",
                "add (M1_NM, 8) q_ud(0,1)<2> q_ud(0,1)<16;8,2> V56(0,0)<8;8,1>",
                "add (M3_NM, 8) q_ud(2,1)<2> q_ud(2,1)<16;8,2> V56(1,0)<8;8,1>",
            ]
            .map(String::from)
            .to_vec(),
            Platform::XeHpg | Platform::XeLpg => [
                "addc (M1_NM, 8) p_ud(0,0)<2> V56(0,0)<1> base_ud(0,0)<0;1,0> V38_ud(0,0)<16;8,2>",
                "addc (M3_NM, 8) p_ud(2,0)<2> V56(1,0)<1> base_ud(0,0)<0;1,0> V38_ud(2,0)<16;8,2>",
                "add3 (M1_NM, 8) p_ud(0,1)<2> base_ud(0,1)<0;1,0> V38_ud(0,1)<16;8,2> V56(0,0)<8;8,1>",
                "add3 (M3_NM, 8) p_ud(2,1)<2> base_ud(0,1)<0;1,0> V38_ud(2,1)<16;8,2> V56(1,0)<8;8,1>",
                "shr (M1_NM, 8) V61(0,0)<1> i64s_ud(0,0)<16;8,2> 0x1d:ud",
                "shr (M3_NM, 8) V61(1,0)<1> i64s_ud(2,0)<16;8,2> 0x1d:ud",
                "shl (M1_NM, 8) V62(0,0)<1> i64s_ud(0,1)<16;8,2> 0x3:ud",
                "shl (M3_NM, 8) V62(1,0)<1> i64s_ud(2,1)<16;8,2> 0x3:ud",
                "shl (M1_NM, 8) V44_ud(0,0)<2> i64s_ud(0,0)<16;8,2> 0x3:ud",
                "shl (M3_NM, 8) V44_ud(2,0)<2> i64s_ud(2,0)<16;8,2> 0x3:ud",
                "or (M1_NM, 8) V44_ud(0,1)<2> V62(0,0)<8;8,1> V61(0,0)<8;8,1>",
                "or (M3_NM, 8) V44_ud(2,1)<2> V62(1,0)<8;8,1> V61(1,0)<8;8,1>",
                "addc (M1_NM, 8) q_ud(0,0)<2> V56(0,0)<1> q_ud(0,0)<16;8,2> 0x4:ud",
                "addc (M3_NM, 8) q_ud(2,0)<2> V56(1,0)<1> q_ud(2,0)<16;8,2> 0x4:ud",
                "add (M1_NM, 8) q_ud(0,1)<2> q_ud(0,1)<16;8,2> V56(0,0)<8;8,1>",
                "add (M3_NM, 8) q_ud(2,1)<2> q_ud(2,1)<16;8,2> V56(1,0)<8;8,1>",
            ]
            .map(String::from)
            .to_vec(),
        };
        let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
        assert_lines(&e.asm, &rest);
    }
}

#[test]
fn icmp_and_select() {
    for platform in legacy_platforms() {
        let e = run("icmp_select", platform);
        assert_lines(
            &e.asm,
            &[
                "cmp.lt (M1_NM, 16) P1 a_d(0,0)<16;16,1> b_d(0,0)<16;16,1>",
                "(P1) sel (M1_NM, 16) s(0,0)<1> a(0,0)<16;16,1> b(0,0)<16;16,1>",
                "cmp.gt (M1_NM, 16) P2 s(0,0)<16;16,1> 0x5:ud",
                "(P2) sel (M1_NM, 16) t(0,0)<1> s(0,0)<16;16,1> 0x0:ud",
            ],
        );
        // No clearing of predicate bits past lane 16: nothing reads them.
        assert!(!e.asm.contains("and (M1_NM, 32)"), "{}", e.asm);
    }
}

#[test]
fn padded_piece_disables_lanes_past_the_mask() {
    for platform in legacy_platforms() {
        let e = run("scatter4_padded_w12", platform);
        assert_lines(
            &e.asm,
            &[
                // The compare covers the padded lanes; their bits are cleared before the message reads them.
                "cmp.ne (M1_NM, 16) P1 a(0,0)<16;16,1> b(0,0)<16;16,1>",
                "setp (M1_NM, 32) P2 0xfff:ud",
                "and (M1_NM, 32) P1 P1 P2",
                "(P1) scatter4_scaled.R (M1_NM, 16) %slm 0x0:ud off.0 data.0",
            ],
        );
        assert_eq!(e.outcome.stats.per_message["scatter4_scaled"].active_lanes, 8);
    }
}

#[test]
fn split_rg_scatter_with_surface_and_offset_arguments() {
    for platform in legacy_platforms() {
        let e = run("scatter4_rg_w20_split", platform);
        assert_lines(
            &e.asm,
            &[".decl surf v_type=T num_elts=1", "(P1) scatter4_scaled.RG (M1_NM, 16) surf base(0,0)<0;1,0> off.0 d0.0"],
        );
        // The SIMD8 piece reads lanes 16..23 of the predicate (M5) and the offsets at byte 64.
        let second = e.asm.lines().filter(|l| l.contains("scatter4_scaled")).nth(1).unwrap_or_default();
        assert!(second.contains("(M5_NM, 8) surf base(0,0)<0;1,0> off.64"), "{second}");
        assert_eq!(
            e.outcome.stats.per_message["scatter4_scaled"].active_lanes,
            u64::from((0xfff_bfdfu32 & 0xf_ffff).count_ones())
        );
    }
}

#[test]
fn simt_mode_keeps_the_dispatch_mask() {
    let ll = testdata("gather_simd16.ll")
        .replace("ret <16 x i32> %r\n}", "ret <16 x i32> %r\n}\nattributes #0 = { \"visa-simt\"=\"true\" }")
        .replace(
            "define <16 x i32> @gather16(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %old) {",
            "define <16 x i32> @gather16(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %old) #0 {",
        );
    let launch = testdata("gather_simd16.toml");
    let e = emit_and_compare("simt.ll", &ll, &launch, Platform::XeHpg);
    assert_lines(&e.asm, &["(P1) svm_gather.4.1 (M1, 16) addr.0 r.0"]);
    // The ALU still computes every lane.
    assert_lines(&e.asm, &["mov (M1_NM, 16) retval(0,0)<1> r(0,0)<16;16,1>"]);
}

/// Block sizes and counts: 1-byte blocks (lane-major slots of max(4, n)
/// bytes), 4-byte blocks x 2 and x 8 (block-major), 8-byte blocks x 4.
#[test]
fn gather_block_sizes_and_counts() {
    let cases = [
        (16, 0, "i8", 64, "svm_gather.1.1 (M1_NM, 16)"),
        (16, 1, "i8", 64, "svm_gather.1.2 (M1_NM, 16)"),
        (8, 2, "i8", 32, "svm_gather.1.4 (M1_NM, 8)"),
        (16, 1, "i32", 32, "svm_gather.4.2 (M1_NM, 16)"),
        (8, 3, "i32", 64, "svm_gather.4.8 (M1_NM, 8)"),
        (8, 2, "i64", 32, "svm_gather.8.4 (M1_NM, 8)"),
        (4, 0, "double", 4, "svm_gather.8.1 (M1_NM, 4)"),
    ];
    for (n, log2, t, m, line) in cases {
        let suffix = if t == "double" { "f64".to_string() } else { t.to_string() };
        let name = format!("llvm.genx.svm.gather.v{m}{suffix}.v{n}i1.v{n}i64");
        let ll = format!(
            "define <{m} x {t}> @k(<{n} x i1> %p, <{n} x i64> %a, <{m} x {t}> %old) {{\n  %r = call <{m} x {t}> @{name}(<{n} x i1> %p, i32 {log2}, <{n} x i64> %a, <{m} x {t}> %old)\n  ret <{m} x {t}> %r\n}}\ndeclare <{m} x {t}> @{name}(<{n} x i1>, i32, <{n} x i64>, <{m} x {t}>)\n"
        );
        // 0xb6ed cut to the kernel's lanes (a bit past them is an error).
        let mask = 0xb6edu64 & ((1u64 << n) - 1);
        let launch = format!("[[buffer]]\nname = \"b\"\nsize = 1024\nelement = \"u8\"\nfill = \"random\"\n\n[args]\np = {mask:#x}\na = {{ base = \"@b+8\", stride = 40 }}\nold = 0x5a\n");
        for platform in legacy_platforms() {
            let e = emit_and_compare(&format!("blocks_{t}_{log2}.ll"), &ll, &launch, platform);
            assert!(e.asm.contains(line), "{line}\n{}", e.asm);
        }
    }
}

/// cmpxchg (src0 and src1), predec (no source, returns the new value) and a
/// 16-bit atomic on an R16 image, where the platform has them.
#[test]
fn typed_atomic_sources_and_16_bit_form() {
    let ll = r#"define <8 x i32> @k(<8 x i1> %m, <8 x i32> %u, <8 x i32> %a, <8 x i32> %b) {
  %x = call <8 x i32> @llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32(<8 x i1> %m, i32 1, <8 x i32> %a, <8 x i32> %b, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  %d = call <8 x i32> @llvm.visa.typed.atomic.predec.v8i32.v8i1.v8i32(<8 x i1> %m, i32 1, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  %h = call <8 x i32> @llvm.visa.typed.atomic16.add.v8i32.v8i1.v8i32(<8 x i1> %m, i32 2, <8 x i32> %a, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  %s = add <8 x i32> %x, %d
  %t = add <8 x i32> %s, %h
  ret <8 x i32> %t
}
declare <8 x i32> @llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.visa.typed.atomic.predec.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.visa.typed.atomic16.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
"#;
    let launch = r#"
[[image]]
name = "w"
bti = 1
kind = "1d"
format = "r32_uint"
width = 16
fill = "iota"

[[image]]
name = "h"
bti = 2
kind = "1d"
format = "r16_uint"
width = 16
fill = "iota"

[args]
m = 0xff
u = [0, 1, 2, 3, 4, 5, 6, 7]
a = [100, 101, 102, 103, 104, 105, 106, 0xffff]
b = [0, 0, 2, 0, 4, 4, 6, 7]
"#;
    for platform in [Platform::XeLp, Platform::XeHpg] {
        let e = emit_and_compare("atomics.ll", ll, launch, platform);
        assert_lines(
            &e.asm,
            &[
                "(P1) typed_atomic.cmpxchg (M1_NM, 8) bti1 u.0 %null.0 %null.0 %null.0 a.0 b.0 x.0",
                "(P1) typed_atomic.predec (M1_NM, 8) bti1 u.0 %null.0 %null.0 %null.0 %null.0 %null.0 d.0",
                "(P1) typed_atomic.add.16 (M1_NM, 8) bti2 u.0 %null.0 %null.0 %null.0 a.0 %null.0 h.0",
            ],
        );
    }
}

#[test]
fn joined_pieces_are_computed_in_place_where_grf_aligned() {
    for platform in legacy_platforms() {
        let e = run("placement_unaligned_w16", platform);
        assert_eq!(count(&e.kernel, "svm_gather"), 2);
        if platform.grf_bytes() == 32 {
            // Byte 32 of `r` starts a GRF: both pieces write `r` directly.
            assert_lines(&e.asm, &["svm_gather.4.1 (M1_NM, 8) addr.0 r.0", "svm_gather.4.1 (M3_NM, 8) addr.64 r.32"]);
            assert_eq!(count(&e.kernel, "mov"), 1, "only the copy into retval:\n{}", e.asm);
        } else {
            // On xehpc byte 32 is mid-GRF: the second piece has its own variable.
            assert_lines(
                &e.asm,
                &[
                    "svm_gather.4.1 (M1_NM, 8) addr.0 r.0",
                    "svm_gather.4.1 (M3_NM, 8) addr.64 r1.0",
                    "mov (M1_NM, 8) r(0,8)<1> r1(0,0)<8;8,1>",
                ],
            );
        }
    }
}

#[test]
fn a_piece_with_two_uses_keeps_its_own_variable() {
    for platform in legacy_platforms() {
        let e = run("placement_shared_piece", platform);
        let grf = platform.grf_bytes();
        assert_lines(
            &e.asm,
            &[
                ".decl h0 v_type=G type=ud num_elts=16 align=GRF",
                "(P1) svm_gather.4.1 (M1_NM, 16) addr.0 h0.0",
                // %o1 (lanes 31..16 of %old, reversed) is built in %h1's lanes of %k.
                &format!("mov (M1_NM, 1) k({},0)<1> old({},{})<0;1,0>", 64 / grf, 124 / grf, (124 % grf) / 4),
                "(P1) svm_gather.4.1 (M1_NM, 16) addr.128 k.64",
                "mov (M1_NM, 16) k(0,0)<1> h0(0,0)<16;16,1>",
            ],
        );
        assert!(!e.asm.contains(".decl h1 ") && !e.asm.contains(".decl o1 "), "{}", e.asm);
    }
}

#[test]
fn constant_predicates_and_dead_values_cost_nothing() {
    for platform in legacy_platforms() {
        let e = run("constant_masks", platform);
        assert_eq!(count(&e.kernel, "svm_gather"), 3, "the all-off gather is no message:\n{}", e.asm);
        assert_eq!(count(&e.kernel, "scatter4_scaled"), 1, "the all-off scatter is no message:\n{}", e.asm);
        assert_lines(
            &e.asm,
            &[
                // Unpredicated, into a result `old` was never copied into.
                "svm_gather.4.1 (M1_NM, 8) addr.0 all.0",
                // The one channel is written from `all` itself on every GRF size.
                "scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud off.0 all.0",
                // The all-off gather's result is `old` itself.
                "add (M1_NM, 8) s(0,0)<1> old(0,0)<8;8,1> all(0,0)<8;8,1>",
            ],
        );
        // Moves: the passthrus of the partly enabled gathers (`0` and `all`)
        // and the copy into retval; the dead `add` on the addresses is not
        // translated; the two gathers under one constant share its `setp`.
        assert_eq!(count(&e.kernel, "mov"), 3, "{}", e.asm);
        assert_eq!(count(&e.kernel, "add"), 3, "{}", e.asm);
        assert_eq!(count(&e.kernel, "setp"), 1, "{}", e.asm);
        assert_lines(
            &e.asm,
            &[
                "setp (M1_NM, 32) P1 0x8d:ud",
                "(P1) svm_gather.4.1 (M1_NM, 8) addr.0 c1.0",
                "(P1) svm_gather.4.1 (M1_NM, 8) addr.0 c2.0",
            ],
        );
    }
}

/// In SIMT mode the dispatch mask can disable a lane that a constant all-on
/// predicate enables, so the gather's passthru must still be copied in
/// (found by `visa-lower fuzz --seed 1`, case s1-c8623, SIMT with dispatch
/// mask 0x55555555; `run --verify` cannot replay it: the reference has no
/// dispatch mask, which the fuzzer models by ANDing it into the masks).
#[test]
fn simt_gather_under_an_all_on_predicate_keeps_its_passthru() {
    let ll = "define <2 x double> @k(<2 x i64> %a) {\n  %v = call <2 x double> @llvm.genx.svm.gather.v2f64.v2i1.v2i64(<2 x i1> <i1 true, i1 true>, i32 0, <2 x i64> %a, <2 x double> <double 1.5, double 1.5>)\n  ret <2 x double> %v\n}\ndeclare <2 x double> @llvm.genx.svm.gather.v2f64.v2i1.v2i64(<2 x i1>, i32, <2 x i64>, <2 x double>)\n";
    let context = visa_lower::input::ir::context_for(ll.as_bytes());
    let loaded = visa_lower::input::ir::load_module(&context, "k.ll", ll.as_bytes()).unwrap();
    for (simt, copies) in [(false, 0), (true, 1)] {
        let kernel =
            visa_lower::emit::emit_function(&loaded, "k", Platform::Gen9, visa_lower::emit::Dispatch::from_flag(simt))
                .unwrap();
        let asm = visa_lower::visa::text::print::print_kernel(&kernel);
        let passthru = asm.lines().filter(|l| l.contains("0x3ff8000000000000")).count();
        assert_eq!(passthru, copies, "simt={simt}:\n{asm}");
    }
}

/// Lane shuffles that step through a vector are one `mov` per power-of-two
/// piece with a strided region, not one `mov` per lane: even/odd lanes
/// (source region `<2;1,0>`), bytes into 4-byte slots (destination stride
/// `<4>`) and back out (`<4;1,0>`). Each kernel is run and verified.
#[test]
fn strided_shuffles_are_one_mov_per_piece() {
    let ll = "define <16 x i32> @k(<16 x i32> %a, <8 x i8> %b) {\n\
  %even = shufflevector <16 x i32> %a, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>\n\
  %odd = shufflevector <16 x i32> %a, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>\n\
  %slots = shufflevector <8 x i8> %b, <8 x i8> zeroinitializer, <32 x i32> <i32 0, i32 8, i32 8, i32 8, i32 1, i32 8, i32 8, i32 8, i32 2, i32 8, i32 8, i32 8, i32 3, i32 8, i32 8, i32 8, i32 4, i32 8, i32 8, i32 8, i32 5, i32 8, i32 8, i32 8, i32 6, i32 8, i32 8, i32 8, i32 7, i32 8, i32 8, i32 8>\n\
  %back = shufflevector <32 x i8> %slots, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>\n\
  %wide = zext <8 x i8> %back to <8 x i32>\n\
  %sum = add <8 x i32> %even, %odd\n\
  %s2 = add <8 x i32> %sum, %wide\n\
  %r = shufflevector <8 x i32> %s2, <8 x i32> %odd, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>\n\
  ret <16 x i32> %r\n}\n";
    let launch = "kernel = \"k\"\n[args]\na = { base = 100, stride = 3 }\nb = [1, 2, 3, 4, 250, 251, 252, 253]\n";
    for platform in legacy_platforms() {
        let e = emit_and_compare("strided.ll", ll, launch, platform);
        assert_lines(
            &e.asm,
            &[
                "mov (M1_NM, 8) even(0,0)<1> a(0,0)<2;1,0>",
                "mov (M1_NM, 8) odd(0,0)<1> a(0,1)<2;1,0>",
                // The bytes go to every fourth byte; the zero bytes between them in three strided runs.
                "mov (M1_NM, 8) slots(0,0)<4> b(0,0)<8;8,1>",
                "mov (M1_NM, 8) back(0,0)<1> slots(0,0)<4;1,0>",
            ],
        );
        let lane_movs = e.asm.lines().filter(|l| l.trim_start().starts_with("mov (M1_NM, 1)")).count();
        assert_eq!(lane_movs, 0, "{}", e.asm);
    }
}

/// A constant a kernel copies again and again is written once, at the
/// kernel's start, and copied from there (`emit/hoist.rs`); one read as an
/// operand in several blocks is written once there and read in place
/// (`testdata/emit/constant_hoisting.ll` says why each is). Each gather
/// still returns the passthru in its disabled lanes, on the emulator as in
/// the reference.
#[test]
fn constants_used_again_are_written_once_at_the_kernel_start() {
    // The variable an instruction containing `needle` writes.
    let dst_of = |asm: &str, needle: &str| -> String {
        let line = asm.lines().find(|l| l.contains(needle)).unwrap_or_else(|| panic!("no `{needle}` in:\n{asm}"));
        let operands = line.split(") ").nth(1).unwrap_or_default();
        operands.split('(').next().unwrap_or_default().to_string()
    };
    for platform in legacy_platforms() {
        let e = run("constant_hoisting", platform);
        // 5 + 3i ends with `add 5`, 10i with `mul 10`: each written once.
        assert_eq!(e.asm.matches("0x5:ud").count(), 1, "{}", e.asm);
        assert_eq!(e.asm.matches("0xa:ud").count(), 1, "{}", e.asm);
        assert_eq!(e.asm.matches("0x76543210:uv").count(), 2, "{}", e.asm);
        let (passthru, tens) = (dst_of(&e.asm, "0x5:ud"), dst_of(&e.asm, "0xa:ud"));
        let copy = |to: &str| format!("mov (M1_NM, 16) {to}(0,0)<1> {passthru}(0,0)<16;16,1>");
        // Lane 8 of dwords: the second 32-byte GRF, or half way into a 64-byte one.
        let lane8 = if platform.grf_bytes() == 32 { "1,0" } else { "0,8" };
        let (to_a, to_b, to_c) = (copy("a"), copy("b"), copy("c"));
        assert_lines(
            &e.asm,
            &[
                // 5 + 3i on 8 lanes, then the next 8 lanes from them plus 24.
                &format!("add (M1_NM, 8) {passthru}(0,0)<1> {passthru}(0,0)<8;8,1> 0x5:ud"),
                &format!("add (M1_NM, 8) {passthru}({lane8})<1> {passthru}(0,0)<8;8,1> 0x18:ud"),
                "entry:",
                &to_a,
                "(P1) svm_gather.4.1 (M1_NM, 16) addr.0 a.0",
                &to_b,
                "(P1) svm_gather.4.1 (M1_NM, 16) addr.0 b.0",
                &format!("add (M1_NM, 16) x(0,0)<1> a(0,0)<16;16,1> {tens}(0,0)<16;16,1>"),
                &format!("add (M1_NM, 16) y(0,0)<1> b(0,0)<16;16,1> {tens}(0,0)<16;16,1>"),
                "more:",
                &to_c,
                "(P1) svm_gather.4.1 (M1_NM, 16) addr.0 c.0",
                &format!("add (M1_NM, 16) u(0,0)<1> t(0,0)<16;16,1> {tens}(0,0)<16;16,1>"),
            ],
        );
        let before_entry = e.asm.split("entry:").next().unwrap_or_default();
        assert!(before_entry.contains("0xa:ud"), "10i is written before the first block:\n{}", e.asm);
        assert_eq!(count(&e.kernel, "svm_gather"), 3);
        // Lanes 1, 4, 9 and 14 of each of the three gathers are disabled.
        assert_eq!(e.outcome.stats.per_message["svm_gather"].active_lanes, 3 * 12, "{}", e.asm);
    }
}
