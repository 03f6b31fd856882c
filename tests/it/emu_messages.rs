//! The first four messages (SVM_GATHER, SCATTER4_SCALED, QW_SCATTER,
//! TYPED_ATOMIC; the others: `emu_siblings.rs`) on the emulator, one test per rule of each page
//! (Semantics, Description, Properties, Notes). Expected bytes are worked
//! out by hand here, never by calling the emulator's helpers.

use crate::emu_support;

use emu_support::*;
use visa_lower::exec::emu::{FaultReport, FindingKind, RunOutcome};
use visa_lower::exec::memory::{Image, ImageFormat, ImageKind, Memory};
use visa_lower::visa::*;
use visa_lower::Platform::{Gen9, Xe2, XeHpc, XeHpg, XeLp};

const ALL_ONES: u32 = u32::MAX;

fn only_ub(outcome: &RunOutcome) -> Vec<&FindingKind> {
    outcome.findings.iter().filter(|f| f.is_ub).map(|f| &f.kind).collect()
}

// ---- SCATTER4_SCALED ---------------------------------------------------------

struct Scatter4 {
    k: K,
    offsets: GenVarId,
    src: GenVarId,
    surface: SurfaceId,
}

/// Offsets `offsets` (bytes), src dword k = 0x1000 + k, a user surface T6.
fn scatter4_kernel(offsets: &[u32], src_elts: u32) -> Scatter4 {
    let mut k = K::new();
    let surface = k.surface("buf");
    let offsets = k.input("offsets", ElemType::UD, 16, ud_bytes(offsets));
    let src = k.input("src", ElemType::UD, src_elts, ud_bytes(&(0..src_elts).map(|i| 0x1000 + i).collect::<Vec<_>>()));
    Scatter4 { k, offsets, src, surface }
}

fn scatter4(s: &Scatter4, exec: ExecCtrl, pred: Option<Predicate>, channels: u8, global: SrcOperand) -> Instruction {
    Instruction::Scatter4Scaled(Scatter4Scaled {
        exec,
        pred,
        channels: ChannelMask::new(channels).unwrap(),
        surface: s.surface,
        global_offset: global,
        element_offset: raw(s.offsets),
        src: raw(s.src),
    })
}

fn surface_memory(bytes: usize) -> Memory {
    let mut memory = Memory::default();
    memory.surfaces.insert(0, vec![0; bytes]);
    memory
}

#[test]
fn scatter4_rgba_simd8_reads_src_rows_of_one_grf_on_gen9() {
    // GRF_SIZE = 32: ch_start = ch_pos * max(8, 8) = 8 * ch_pos.
    let mut s = scatter4_kernel(&[0, 16, 32, 48, 64, 80, 96, 112], 64);
    let inst = scatter4(&s, exec_nm(8), None, 0b1111, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(128);
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    #[rustfmt::skip]
    let expect = [
        0x1000, 0x1008, 0x1010, 0x1018,  0x1001, 0x1009, 0x1011, 0x1019,
        0x1002, 0x100a, 0x1012, 0x101a,  0x1003, 0x100b, 0x1013, 0x101b,
        0x1004, 0x100c, 0x1014, 0x101c,  0x1005, 0x100d, 0x1015, 0x101d,
        0x1006, 0x100e, 0x1016, 0x101e,  0x1007, 0x100f, 0x1017, 0x101f,
    ];
    assert_eq!(uds(&memory.surfaces[&0]), expect);
}

#[test]
fn scatter4_rgba_simd8_reads_src_rows_of_16_dwords_on_64_byte_grf() {
    // GRF_SIZE = 64: ch_start = ch_pos * max(8, 16) = 16 * ch_pos; the same
    // kernel reads different src bytes than on gen9.
    let mut s = scatter4_kernel(&[0, 16, 32, 48, 64, 80, 96, 112], 64);
    let inst = scatter4(&s, exec_nm(8), None, 0b1111, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(128);
    let outcome = s.k.run(XeHpc, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    #[rustfmt::skip]
    let expect = [
        0x1000, 0x1010, 0x1020, 0x1030,  0x1001, 0x1011, 0x1021, 0x1031,
        0x1002, 0x1012, 0x1022, 0x1032,  0x1003, 0x1013, 0x1023, 0x1033,
        0x1004, 0x1014, 0x1024, 0x1034,  0x1005, 0x1015, 0x1025, 0x1035,
        0x1006, 0x1016, 0x1026, 0x1036,  0x1007, 0x1017, 0x1027, 0x1037,
    ];
    assert_eq!(uds(&memory.surfaces[&0]), expect);
}

#[test]
fn scatter4_simd16_uses_16_dword_rows_on_both_grf_sizes() {
    for platform in [Gen9, XeHpc] {
        let offsets: Vec<u32> = (0..16).map(|i| 8 * i).collect();
        let mut s = scatter4_kernel(&offsets, 64);
        let inst = scatter4(&s, exec_nm(16), None, 0b0011, imm_ud(0));
        s.k.push(inst);
        let mut memory = surface_memory(128);
        s.k.run(platform, ALL_ONES, &mut memory);
        // Lane i writes R = src[i] at 8i and G = src[16 + i] at 8i + 4.
        let expect: Vec<u32> = (0..16).flat_map(|i| [0x1000 + i, 0x1010 + i]).collect();
        assert_eq!(uds(&memory.surfaces[&0]), expect, "{platform}");
    }
}

#[test]
fn scatter4_every_channel_mask_packs_enabled_channels_in_rgba_order() {
    for (platform, lanes) in [(Gen9, 8u32), (Gen9, 16), (XeHpc, 8), (XeHpc, 16)] {
        let row = lanes.max(platform.grf_bytes() / 4);
        for mask in 1u32..16 {
            let offsets: Vec<u32> = (0..lanes).map(|i| 16 * i).collect();
            let mut s = scatter4_kernel(&offsets, 64);
            let inst = scatter4(&s, exec_nm(lanes), None, mask as u8, imm_ud(0));
            s.k.push(inst);
            let mut memory = surface_memory(256);
            let outcome = s.k.run(platform, ALL_ONES, &mut memory);
            assert!(outcome.findings.is_empty());
            // Channel c is the k-th enabled one, k = number of enabled channels below c.
            let mut expect = vec![0u32; 64];
            for c in 0..4 {
                if mask & (1 << c) != 0 {
                    let k = (mask & ((1 << c) - 1)).count_ones();
                    for i in 0..lanes {
                        expect[(4 * i + c) as usize] = 0x1000 + k * row + i;
                    }
                }
            }
            assert_eq!(uds(&memory.surfaces[&0]), expect, "{platform} SIMD{lanes} mask {mask:04b}");
        }
    }
}

#[test]
fn scatter4_address_is_global_offset_plus_element_offset() {
    let mut s = scatter4_kernel(&[0, 4, 8, 12, 16, 20, 24, 28], 64);
    let global = s.k.input("global", ElemType::UD, 8, ud_bytes(&[32]));
    let inst = scatter4(&s, exec_nm(8), None, 0b0001, SrcOperand::scalar(global));
    s.k.push(inst);
    let mut memory = surface_memory(64);
    s.k.run(XeHpg, ALL_ONES, &mut memory);
    let mut expect = vec![0u32; 8];
    expect.extend(0x1000..0x1008);
    assert_eq!(uds(&memory.surfaces[&0]), expect);
}

#[test]
fn scatter4_writes_only_enabled_channels() {
    // Dispatch mask 0b1010_0101 and predicate 0b1111_0000: lanes 5 and 7.
    let mut s = scatter4_kernel(&[0, 4, 8, 12, 16, 20, 24, 28], 64);
    let p = s.k.pred("p", 16);
    s.k.push(Instruction::Setp { exec: exec_nm(16), dst: p, src: SrcOperand::imm(ElemType::UW, 0xf0) });
    let inst = scatter4(&s, exec(8), Some(Predicate::new(p)), 0b0001, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(32);
    let outcome = s.k.run(XeLp, 0b1010_0101, &mut memory);
    assert_eq!(uds(&memory.surfaces[&0]), [0, 0, 0, 0, 0, 0x1005, 0, 0x1007]);
    let stats = outcome.stats.per_message["scatter4_scaled"];
    assert_eq!((stats.messages, stats.active_lanes, stats.bytes), (1, 2, 8));
}

#[test]
fn scatter4_to_slm_and_stateless() {
    let mut s = scatter4_kernel(&[0, 4, 8, 12, 16, 20, 24, 28], 64);
    s.k.push(Instruction::Scatter4Scaled(Scatter4Scaled { surface: SurfaceId::SLM, ..scatter4_fields(&s, 0) }));
    s.k.push(Instruction::Scatter4Scaled(Scatter4Scaled {
        surface: SurfaceId::STATELESS,
        ..scatter4_fields(&s, 0x4000)
    }));
    let mut memory = Memory { slm: vec![0; 40], ..Memory::default() };
    memory.svm.allocate("buf", 0x4000, vec![0; 32]).unwrap();
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    assert!(outcome.fault.is_none() && outcome.findings.is_empty(), "{outcome:?}");
    let mut slm = (0x1000..0x1008).collect::<Vec<u32>>();
    slm.extend([0, 0]);
    assert_eq!(uds(&memory.slm), slm);
    assert_eq!(uds(&memory.svm.allocations()[0].bytes), (0x1000..0x1008).collect::<Vec<u32>>());
}

fn scatter4_fields(s: &Scatter4, global: u32) -> Scatter4Scaled {
    Scatter4Scaled {
        exec: exec_nm(8),
        pred: None,
        channels: ChannelMask::R,
        surface: s.surface,
        global_offset: imm_ud(global),
        element_offset: raw(s.offsets),
        src: raw(s.src),
    }
}

#[test]
fn scatter4_out_of_bounds_write_to_a_surface_is_dropped() {
    // Properties: "On write: data is dropped." Lanes 4..7 write past 16 bytes.
    let mut s = scatter4_kernel(&[0, 4, 8, 12, 16, 20, 24, 28], 64);
    let inst = scatter4(&s, exec_nm(8), None, 0b0001, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(16);
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty() && outcome.fault.is_none());
    assert_eq!(uds(&memory.surfaces[&0]), [0x1000, 0x1001, 0x1002, 0x1003]);
}

#[test]
fn scatter4_stateless_write_outside_every_allocation_faults_with_lane_and_address() {
    let mut s = scatter4_kernel(&[0, 4, 8, 12, 0x100, 20, 24, 28], 64);
    s.k.push(Instruction::Scatter4Scaled(Scatter4Scaled {
        surface: SurfaceId::STATELESS,
        ..scatter4_fields(&s, 0x4000)
    }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, vec![0; 32]).unwrap();
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    let expect = FaultReport { instruction: 0, mnemonic: "scatter4_scaled", lane: 4, address: 0x4100, len: 4 };
    assert_eq!(outcome.fault, Some(expect));
    // The writes before the faulting one in pseudo-code order happened.
    assert_eq!(uds(&memory.svm.allocations()[0].bytes), [0x1000, 0x1001, 0x1002, 0x1003, 0, 0, 0, 0]);
}

#[test]
fn scatter4_lanes_writing_one_address_are_reported_and_the_last_wins() {
    // Lanes 1 and 6 write R to byte 8; lane 2 writes R to 4 and lane 0 G to 4.
    let mut s = scatter4_kernel(&[0, 8, 4, 12, 16, 20, 8, 28], 64);
    let inst = scatter4(&s, exec_nm(8), None, 0b0011, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(64);
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    let overlaps: Vec<_> = outcome
        .findings
        .iter()
        .filter_map(|f| match &f.kind {
            FindingKind::OverlappingWrites { address, lanes, .. } => Some((*address, lanes.clone())),
            _ => None,
        })
        .collect();
    // R of lane i at off[i], G at off[i] + 4:
    // 0: R0. 4: R2, G0. 8: R1, R6, G2. 12: R3, G1, G6. 16: R4, G3. 20: R5, G4. 24: G5. 28: R7. 32: G7.
    assert_eq!(
        overlaps,
        [(4, vec![0, 2]), (8, vec![1, 2, 6]), (12, vec![1, 3, 6]), (16, vec![3, 4]), (20, vec![4, 5])]
    );
    assert!(outcome.findings.iter().all(|f| f.is_ub && f.message.contains("vISA spec, SCATTER4_SCALED")));
    // Pseudo-code order: all R writes (lanes 0..7), then all G writes.
    let mem = uds(&memory.surfaces[&0]);
    assert_eq!(mem[1], 0x1008); // G of lane 0 after R of lane 2
    assert_eq!(mem[2], 0x100a); // G of lane 2 after R of lanes 1 and 6
    assert_eq!(mem[3], 0x100e); // G of lane 6 last
}

#[test]
fn scatter4_misaligned_address_is_reported_and_loses_its_low_bits() {
    let mut s = scatter4_kernel(&[0, 4, 8, 12, 16, 20, 24, 30], 64);
    let inst = scatter4(&s, exec_nm(8), None, 0b0001, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(32);
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::Misaligned { lane: 7, address: 30, align: 4 }]);
    assert_eq!(uds(&memory.surfaces[&0])[7], 0x1007); // (30/4)*4 = 28
}

#[test]
fn scatter4_forbidden_exec_sizes_are_reported_and_not_executed() {
    for lanes in [1, 2, 4, 32] {
        let mut s = scatter4_kernel(&[0; 16], 128);
        let inst = scatter4(&s, exec_nm(lanes), None, 0b0001, imm_ud(0));
        s.k.push(inst);
        let mut memory = surface_memory(64);
        let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
        assert_eq!(kinds(&outcome), [&FindingKind::ForbiddenExecSize], "SIMD{lanes}");
        assert!(outcome.findings[0].message.contains("8 and 16"));
        assert_eq!(memory.surfaces[&0], vec![0; 64]);
        assert!(outcome.stats.per_message.is_empty());
    }
}

#[test]
fn scatter4_zero_channel_mask_is_reported_and_not_executed() {
    let mut s = scatter4_kernel(&[0; 8], 64);
    let inst = scatter4(&s, exec_nm(8), None, 0, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(64);
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::ZeroChannelMask]);
    assert_eq!(memory.surfaces[&0], vec![0; 64]);
}

#[test]
fn scatter4_to_an_unbound_surface_is_reported() {
    let mut s = scatter4_kernel(&[0, 4, 8, 12, 16, 20, 24, 28], 64);
    let inst = scatter4(&s, exec_nm(8), None, 1, imm_ud(0));
    s.k.push(inst);
    // T6 defaults to bti 0, which holds nothing; binding it to 3 finds it.
    let outcome = s.k.run(Gen9, ALL_ONES, &mut Memory::default());
    assert_eq!(kinds(&outcome), [&FindingKind::UnboundSurface]);
    let mut memory = Memory::default();
    memory.surfaces.insert(3, vec![0; 8]);
    let outcome = s.k.run_with(Gen9, ALL_ONES, vec![(s.surface, 3)], &mut memory);
    assert!(outcome.findings.is_empty());
    assert_eq!(uds(&memory.surfaces[&3]), [0x1000, 0x1001]);
}

#[test]
fn scatter4_src_past_its_variable_reads_zero_and_is_reported() {
    // Two channels at SIMD8 on gen9 need 16 dwords; src has 12.
    let mut s = scatter4_kernel(&[0, 8, 16, 24, 32, 40, 48, 56], 12);
    let inst = scatter4(&s, exec_nm(8), None, 0b0011, imm_ud(0));
    s.k.push(inst);
    let mut memory = surface_memory(64);
    let outcome = s.k.run(Gen9, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::RawOutOfRange]);
    let mem = uds(&memory.surfaces[&0]);
    let g: Vec<u32> = (0..8).map(|i| mem[2 * i + 1]).collect();
    assert_eq!(g, [0x1008, 0x1009, 0x100a, 0x100b, 0, 0, 0, 0]);
}

// ---- QW_SCATTER --------------------------------------------------------------

fn qw_kernel(offsets: &[u32], src: &[u64]) -> (K, GenVarId, GenVarId) {
    let mut k = K::new();
    let offsets_var = k.input("offsets", ElemType::UD, 16, ud_bytes(offsets));
    let src_var = k.input("src", ElemType::UQ, 32, uq_bytes(src));
    (k, offsets_var, src_var)
}

fn qw(exec: ExecCtrl, pred: Option<Predicate>, surface: SurfaceId, offsets: GenVarId, src: GenVarId) -> Instruction {
    Instruction::QwScatter(QwScatter {
        exec,
        pred,
        num_blocks: NumBlocks::N1,
        surface,
        offset: raw(offsets),
        src: raw(src),
    })
}

fn slm(bytes: usize) -> Memory {
    Memory { slm: vec![0; bytes], ..Memory::default() }
}

#[test]
fn qw_scatter_writes_src_i_at_byte_offset_i() {
    // Reversed offsets: lane i writes src[i] at byte 8 * (7 - i).
    let src: Vec<u64> = (0..8).map(|i| 0xaaaa_0000_0000_0000 | i).collect();
    let (mut k, off, s) = qw_kernel(&[56, 48, 40, 32, 24, 16, 8, 0], &src);
    k.push(qw(exec_nm(8), None, SurfaceId::SLM, off, s));
    let mut memory = slm(64);
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty());
    let expect: Vec<u64> = (0..8).rev().map(|i| 0xaaaa_0000_0000_0000 | i).collect();
    assert_eq!(uqs(&memory.slm), expect);
    let stats = outcome.stats.per_message["qw_scatter"];
    assert_eq!((stats.messages, stats.active_lanes, stats.bytes), (1, 8, 64));
}

#[test]
fn qw_scatter_every_exec_size_from_1_to_16() {
    for lanes in [1u32, 2, 4, 8, 16] {
        let offsets: Vec<u32> = (0..16).map(|i| 8 * i).collect();
        let src: Vec<u64> = (0..16).map(|i| 0x100 + i).collect();
        let (mut k, off, s) = qw_kernel(&offsets, &src);
        k.push(qw(exec_nm(lanes), None, SurfaceId::SLM, off, s));
        let mut memory = slm(128);
        let outcome = k.run(XeHpc, ALL_ONES, &mut memory);
        assert!(outcome.findings.is_empty());
        let expect: Vec<u64> = (0..16).map(|i| if i < u64::from(lanes) { 0x100 + i } else { 0 }).collect();
        assert_eq!(uqs(&memory.slm), expect, "SIMD{lanes}");
    }
}

#[test]
fn qw_scatter_writes_only_enabled_channels() {
    // (M5, 4) reads EM[16..20]; dispatch mask 0x000a_0000 enables lanes 1 and 3.
    let (mut k, off, s) = qw_kernel(&[0, 8, 16, 24], &[1, 2, 3, 4]);
    let e = ExecCtrl::new(ExecSize::S4, EmaskOffset::M5, false);
    k.push(qw(e, None, SurfaceId::SLM, off, s));
    let mut memory = slm(32);
    k.run(XeHpg, 0x000a_0000, &mut memory);
    assert_eq!(uqs(&memory.slm), [0, 2, 0, 4]);
}

#[test]
fn qw_scatter_out_of_bounds_write_is_dropped() {
    let (mut k, off, s) = qw_kernel(&[0, 8, 24, 16], &[1, 2, 3, 4]);
    k.push(qw(exec_nm(4), None, SurfaceId::SLM, off, s));
    let mut memory = slm(28);
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty());
    // Lane 2 (bytes 24..32) straddles the end of SLM: dropped whole.
    assert_eq!(uqs(&memory.slm), [1, 2, 4]);
    assert_eq!(memory.slm[24..], [0; 4]);
}

#[test]
fn qw_scatter_to_stateless_faults_outside_every_allocation() {
    let (mut k, off, s) = qw_kernel(&[0, 8, 0x40, 24], &[1, 2, 3, 4]);
    let inst = Instruction::QwScatter(QwScatter {
        exec: exec_nm(4),
        pred: None,
        num_blocks: NumBlocks::N1,
        surface: SurfaceId::STATELESS,
        offset: raw(off),
        src: raw(s),
    });
    k.push(inst);
    let mut memory = Memory::default();
    memory.svm.allocate("a", 0, vec![0; 32]).unwrap();
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    let expect = FaultReport { instruction: 0, mnemonic: "qw_scatter", lane: 2, address: 0x40, len: 8 };
    assert_eq!(outcome.fault, Some(expect));
    assert_eq!(uqs(&memory.svm.allocations()[0].bytes), [1, 2, 0, 0]);
}

#[test]
fn qw_scatter_lanes_writing_one_address_are_reported_and_the_last_lane_wins() {
    let (mut k, off, s) = qw_kernel(&[8, 0, 8, 8], &[1, 2, 3, 4]);
    k.push(qw(exec_nm(4), None, SurfaceId::SLM, off, s));
    let mut memory = slm(16);
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(
        kinds(&outcome),
        [&FindingKind::OverlappingWrites {
            space: visa_lower::exec::memory::Space::Slm,
            address: 8,
            len: 8,
            lanes: vec![0, 2, 3]
        }]
    );
    assert!(outcome.findings[0].message.contains("vISA spec, QW_SCATTER"));
    assert_eq!(uqs(&memory.slm), [2, 4]);
}

#[test]
fn qw_scatter_exec_size_32_is_reported_and_not_executed() {
    let (mut k, off, s) = qw_kernel(&[0; 16], &[7; 32]);
    let big = k.var("offsets32", ElemType::UD, 32);
    k.push(qw(exec_nm(32), None, SurfaceId::SLM, big, s));
    let _ = off;
    let mut memory = slm(16);
    let outcome = k.run(XeHpc, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::ForbiddenExecSize]);
    assert_eq!(memory.slm, vec![0; 16]);
}

#[test]
fn qw_scatter_more_than_one_block_is_reported_and_follows_the_pseudo_code() {
    // Surface[Offset[i] + j] = src[j*exec_size+i], j counting 8-byte blocks.
    let (mut k, off, s) = qw_kernel(&[0, 16], &[0xa0, 0xa1, 0xb0, 0xb1]);
    k.push(Instruction::QwScatter(QwScatter {
        exec: exec_nm(2),
        pred: None,
        num_blocks: NumBlocks::N2,
        surface: SurfaceId::SLM,
        offset: raw(off),
        src: raw(s),
    }));
    let mut memory = slm(32);
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::ForbiddenNumBlocks]);
    assert_eq!(uqs(&memory.slm), [0xa0, 0xb0, 0xa1, 0xb1]);
}

// ---- SVM_GATHER ----------------------------------------------------------------

const BASE: u64 = 0x7_0000_0000;

/// 4 KiB at BASE whose byte k is (k * 7 + 3) mod 256.
fn pattern() -> Vec<u8> {
    (0..4096u32).map(|k| (k * 7 + 3) as u8).collect()
}

fn gather_memory() -> Memory {
    let mut memory = Memory::default();
    memory.svm.allocate("buf", BASE, pattern()).unwrap();
    memory
}

struct Gather {
    k: K,
    addrs: GenVarId,
    dst: GenVarId,
}

fn gather_kernel(addresses: &[u64], dst_fill: u8) -> Gather {
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 16, uq_bytes(addresses));
    let dst = k.input("dst", ElemType::UB, 1024, vec![dst_fill; 1024]);
    Gather { k, addrs, dst }
}

fn gather(g: &Gather, exec: ExecCtrl, pred: Option<Predicate>, block: BlockSize, blocks: NumBlocks) -> Instruction {
    Instruction::SvmGather(SvmGather {
        exec,
        pred,
        block_size: block,
        num_blocks: blocks,
        addresses: raw(g.addrs),
        dst: raw(g.dst),
    })
}

fn dst_bytes(outcome: &RunOutcome, var: GenVarId) -> Vec<u8> {
    outcome.state.var_bytes(var).unwrap().to_vec()
}

#[test]
fn svm_gather_every_block_size_and_count_lays_out_dst_as_the_notes_tables() {
    let mem = pattern();
    // (block bytes, blocks, exec sizes) the page allows, plus 1-byte x 8 of the Notes table.
    let combos: &[(BlockSize, NumBlocks, &[u32])] = &[
        (BlockSize::B4, NumBlocks::N1, &[1, 2, 4, 8, 16]),
        (BlockSize::B4, NumBlocks::N2, &[8, 16]),
        (BlockSize::B4, NumBlocks::N4, &[8, 16]),
        (BlockSize::B4, NumBlocks::N8, &[8]),
        (BlockSize::B8, NumBlocks::N1, &[1, 2, 4, 8, 16]),
        (BlockSize::B8, NumBlocks::N2, &[8, 16]),
        (BlockSize::B8, NumBlocks::N4, &[8, 16]),
        (BlockSize::B1, NumBlocks::N1, &[1, 2, 4, 8, 16]),
        (BlockSize::B1, NumBlocks::N2, &[8, 16]),
        (BlockSize::B1, NumBlocks::N4, &[8, 16]),
        (BlockSize::B1, NumBlocks::N8, &[8]),
    ];
    for &(block, blocks, sizes) in combos {
        let (bs, nb) = (block.bytes() as usize, blocks.count() as usize);
        for &lanes in sizes {
            let n = lanes as usize;
            // Lane i reads at 64 * (n - i) + 8: descending, block-aligned.
            let offsets: Vec<usize> = (0..n).map(|i| 64 * (n - i) + 8).collect();
            let addresses: Vec<u64> = offsets.iter().map(|&o| BASE + o as u64).collect();
            let mut g = gather_kernel(&addresses, 0xee);
            let inst = gather(&g, exec_nm(lanes), None, block, blocks);
            g.k.push(inst);
            let mut memory = gather_memory();
            let outcome = g.k.run(XeHpg, ALL_ONES, &mut memory);
            let what = format!("{bs}-byte x {nb} at SIMD{lanes}");
            assert!(outcome.fault.is_none(), "{what}");
            let mut expect = vec![0xeeu8; 1024];
            if bs == 1 {
                // Lane i owns bytes [i * max(4, nb), ...); byte j = A_i[j] for j < nb.
                let slot = nb.max(4);
                for i in 0..n {
                    for j in 0..nb {
                        expect[i * slot + j] = mem[offsets[i] + j];
                    }
                }
            } else {
                // Block j of lane i is element j * n + i.
                for i in 0..n {
                    for j in 0..nb {
                        for b in 0..bs {
                            expect[(j * n + i) * bs + b] = mem[offsets[i] + j * bs + b];
                        }
                    }
                }
            }
            assert_eq!(dst_bytes(&outcome, g.dst), expect, "{what}");
            let illegal = bs == 1 && nb == 8;
            assert_eq!(!outcome.findings.is_empty(), illegal, "{what}: {:?}", outcome.findings);
        }
    }
}

#[test]
fn svm_gather_4_byte_x_2_matches_the_notes_table_literally() {
    // Addresses BASE + 0, 8, ..., 56; pattern byte k = 7k + 3.
    let addresses: Vec<u64> = (0..8).map(|i| BASE + 8 * i).collect();
    let mut g = gather_kernel(&addresses, 0);
    let inst = gather(&g, exec_nm(8), None, BlockSize::B4, NumBlocks::N2);
    g.k.push(inst);
    let outcome = g.k.run(Gen9, ALL_ONES, &mut gather_memory());
    let dwords = uds(&dst_bytes(&outcome, g.dst)[..64]);
    // A0[0] = bytes 0..4 = 3, 10, 17, 24; A0[1] = bytes 4..8 = 31, 38, 45, 52.
    assert_eq!(dwords[0], u32::from_le_bytes([3, 10, 17, 24]));
    assert_eq!(dwords[8], u32::from_le_bytes([31, 38, 45, 52]));
    // A1[0] = bytes 8..12 = 59, 66, 73, 80.
    assert_eq!(dwords[1], u32::from_le_bytes([59, 66, 73, 80]));
}

#[test]
fn svm_gather_1_byte_slots_past_num_blocks_are_left_alone() {
    let addresses: Vec<u64> = (0..8).map(|i| BASE + 100 * i).collect();
    let mut g = gather_kernel(&addresses, 0xee);
    let inst = gather(&g, exec_nm(8), None, BlockSize::B1, NumBlocks::N2);
    g.k.push(inst);
    let outcome = g.k.run(Gen9, ALL_ONES, &mut gather_memory());
    let dst = dst_bytes(&outcome, g.dst);
    // Lane 1 at byte 100: 703 % 256 = 191, 710 % 256 = 198.
    assert_eq!(dst[4..8], [191, 198, 0xee, 0xee]);
}

#[test]
fn svm_gather_disabled_lanes_keep_dst_and_may_hold_any_address() {
    // Lane 2 points nowhere but is predicated off: no fault.
    let mut g = gather_kernel(&[BASE, BASE + 4, 0xdead_0000, BASE + 12], 0xee);
    let p = g.k.pred("p", 4);
    g.k.push(Instruction::Setp { exec: exec_nm(4), dst: p, src: SrcOperand::imm(ElemType::UW, 0b0100) });
    let inst = gather(&g, exec_nm(4), Some(Predicate::inverted(p)), BlockSize::B4, NumBlocks::N1);
    g.k.push(inst);
    let outcome = g.k.run(Gen9, ALL_ONES, &mut gather_memory());
    assert!(outcome.fault.is_none() && outcome.findings.is_empty());
    let dst = dst_bytes(&outcome, g.dst);
    assert_eq!(dst[..16], [3, 10, 17, 24, 31, 38, 45, 52, 0xee, 0xee, 0xee, 0xee, 87, 94, 101, 108]);
}

#[test]
fn svm_gather_outside_every_allocation_faults_with_lane_and_address() {
    let mut g = gather_kernel(&[BASE, BASE + 4, BASE + 4096, BASE + 12], 0xee);
    let inst = gather(&g, exec_nm(4), None, BlockSize::B4, NumBlocks::N1);
    g.k.push(inst);
    g.k.push(Instruction::Ret { exec: exec_nm(1), pred: None });
    let outcome = g.k.run(Gen9, ALL_ONES, &mut gather_memory());
    let expect = FaultReport { instruction: 0, mnemonic: "svm_gather", lane: 2, address: BASE + 4096, len: 4 };
    assert_eq!(outcome.fault, Some(expect));
    assert_eq!(outcome.executed, 1, "execution stops at the fault");
    // The message did not complete: dst is untouched.
    assert_eq!(dst_bytes(&outcome, g.dst), vec![0xee; 1024]);
}

#[test]
fn svm_gather_block_straddling_the_end_of_an_allocation_faults() {
    let mut g = gather_kernel(&[BASE + 4088], 0);
    let inst = gather(&g, exec_nm(1), None, BlockSize::B8, NumBlocks::N1);
    g.k.push(inst);
    let inst = gather(&g, exec_nm(8), None, BlockSize::B8, NumBlocks::N2);
    g.k.push(inst);
    let outcome = g.k.run(Gen9, ALL_ONES, &mut gather_memory());
    // The first (last 8 bytes) is fine; the second's block 1 is at BASE + 4096.
    let expect = FaultReport { instruction: 1, mnemonic: "svm_gather", lane: 0, address: BASE + 4096, len: 8 };
    assert_eq!(outcome.fault, Some(expect));
}

#[test]
fn svm_gather_misaligned_addresses_are_reported_per_lane() {
    let mut g = gather_kernel(&[BASE + 8, BASE + 12, BASE + 2, BASE + 16], 0);
    let inst = gather(&g, exec_nm(4), None, BlockSize::B8, NumBlocks::N1);
    g.k.push(inst);
    let outcome = g.k.run(Gen9, ALL_ONES, &mut gather_memory());
    assert_eq!(
        only_ub(&outcome),
        [
            &FindingKind::Misaligned { lane: 1, address: BASE + 12, align: 8 },
            &FindingKind::Misaligned { lane: 2, address: BASE + 2, align: 8 }
        ]
    );
    // The bytes at the exact address are read: lane 2 gets bytes 2..10.
    let dst = dst_bytes(&outcome, g.dst);
    assert_eq!(dst[16..24], [17, 24, 31, 38, 45, 52, 59, 66]);
}

#[test]
fn svm_gather_forbidden_exec_size_and_block_counts() {
    let mut g = gather_kernel(&[BASE; 16], 0);
    let big = g.k.var("addrs32", ElemType::UQ, 32);
    g.k.push(Instruction::SvmGather(SvmGather {
        exec: exec_nm(32),
        pred: None,
        block_size: BlockSize::B4,
        num_blocks: NumBlocks::N1,
        addresses: raw(big),
        dst: raw(g.dst),
    }));
    // "When num_blocks > 1, exec_size must >= 8": reported, still executed.
    let inst = gather(&g, exec_nm(4), None, BlockSize::B4, NumBlocks::N2);
    g.k.push(inst);
    let outcome = g.k.run(Gen9, ALL_ONES, &mut gather_memory());
    assert_eq!(kinds(&outcome), [&FindingKind::ForbiddenExecSize, &FindingKind::ForbiddenNumBlocks]);
    assert_eq!(outcome.stats.per_message["svm_gather"].messages, 1);
    let dst = dst_bytes(&outcome, g.dst);
    assert_eq!(dst[16..20], [31, 38, 45, 52]); // A0[1], element 1 * 4 + 0
}

// ---- TYPED_ATOMIC --------------------------------------------------------------

/// One row of the operation table: old, src0, src1, new, returned.
struct Row {
    op: AtomicOp,
    old: u32,
    src0: u32,
    src1: u32,
    new: u32,
    ret: u32,
}

const fn row(op: AtomicOp, old: u32, src0: u32, src1: u32, new: u32, ret: u32) -> Row {
    Row { op, old, src0, src1, new, ret }
}

/// Hand-computed rows for the 32-bit form (vISA spec, DWORD_ATOMIC table).
fn rows32() -> Vec<Row> {
    use AtomicOp::*;
    vec![
        row(Add, 0xffff_fff0, 0x20, 0, 0x10, 0xffff_fff0),
        row(Sub, 5, 7, 0, 0xffff_fffe, 5),
        row(Inc, 0xffff_ffff, 0, 0, 0, 0xffff_ffff),
        row(Dec, 0, 0, 0, 0xffff_ffff, 0),
        row(Min, 0x8000_0000, 7, 0, 7, 0x8000_0000),
        row(Max, 0x8000_0000, 7, 0, 0x8000_0000, 0x8000_0000),
        row(Xchg, 11, 22, 0, 22, 11),
        row(CmpXchg, 11, 22, 11, 22, 11),
        row(And, 0xf0f0, 0xff00, 0, 0xf000, 0xf0f0),
        row(Or, 0xf0f0, 0xff00, 0, 0xfff0, 0xf0f0),
        row(Xor, 0xf0f0, 0xff00, 0, 0x0ff0, 0xf0f0),
        row(IMin, 7, 0xffff_fffb, 0, 0xffff_fffb, 7), // min(7, -5) = -5
        row(IMax, 0xffff_fffb, 0xffff_fffd, 0, 0xffff_fffd, 0xffff_fffb), // max(-5, -3) = -3
        row(PreDec, 1, 0, 0, 0, 0),                   // returns the new value
        row(FMax, 0x3f80_0000, 0x4000_0000, 0, 0x4000_0000, 0x3f80_0000), // max(1.0, 2.0)
        row(FMin, 0x7fc0_0000, 0x4000_0000, 0, 0x4000_0000, 0x7fc0_0000), // min(NaN, 2.0) = 2.0
        row(FCmpWr, 0x3f80_0000, 0x3f80_0000, 0x4040_0000, 0x4040_0000, 0x3f80_0000), // 1.0 == 1.0 -> 3.0
    ]
}

/// Hand-computed rows for the 16-bit form: low halves only; signed ops
/// return sign-extended dwords.
fn rows16() -> Vec<Row> {
    use AtomicOp::*;
    vec![
        row(Add, 0xfff0, 0xabcd_0020, 0, 0x0010, 0xfff0), // wraps at 0x10000, high half ignored
        row(Sub, 5, 7, 0, 0xfffe, 5),
        row(Inc, 0xffff, 0, 0, 0, 0xffff),
        row(Dec, 0, 0, 0, 0xffff, 0),
        row(Min, 0x8000, 7, 0, 7, 0x8000),
        row(Max, 0x8000, 0x1_0007, 0, 0x8000, 0x8000),
        row(Xchg, 11, 0x5_0016, 0, 22, 11),
        row(CmpXchg, 11, 22, 0xffff_000b, 22, 11),
        row(And, 0xf0f0, 0xff00, 0, 0xf000, 0xf0f0),
        row(Or, 0xf0f0, 0xff00, 0, 0xfff0, 0xf0f0),
        row(Xor, 0xf0f0, 0xff00, 0, 0x0ff0, 0xf0f0),
        row(IMin, 7, 0xfffb, 0, 0xfffb, 7),                  // min(7, -5)
        row(IMax, 0xfffb, 0xfffd, 0, 0xfffd, 0xffff_fffb),   // old -5 returned as D -5
        row(PreDec, 0, 0, 0, 0xffff, 0xffff_ffff),           // new -1, sign-extended
        row(FMax, 0x3c00, 0x4000, 0, 0x4000, 0x3c00),        // half max(1.0, 2.0)
        row(FMin, 0x7e00, 0xbc00, 0, 0xbc00, 0x7e00),        // half min(NaN, -1.0) = -1.0
        row(FCmpWr, 0x3c00, 0x3c00, 0x4200, 0x4200, 0x3c00), // 1.0 == 1.0 -> 3.0
    ]
}

/// Per kind: the image, and for lanes 0..3 the (u, v, r, lod) coordinates
/// and the texel index each names (None: out of bounds), worked out from
/// the layout "levels, then slices, then rows, then texels".
struct Case {
    kind: ImageKind,
    dims: (u32, u32, u32, u32), // width, height, depth, array size
    coords: [(u32, u32, u32, u32); 3],
    texels: [Option<usize>; 3],
}

fn cases() -> Vec<Case> {
    use ImageKind::*;
    vec![
        // 1D, 8 wide: u=3 -> 3; level 1 (4 wide) starts at 8, u=2 -> 10; u=8 out.
        Case {
            kind: D1,
            dims: (8, 1, 1, 1),
            coords: [(3, 0, 0, 0), (2, 0, 0, 1), (8, 0, 0, 0)],
            texels: [Some(3), Some(10), None],
        },
        // 1D array 8 x 3: (3, idx 2) -> 2*8+3 = 19; level 1 at 24, 4 wide: (2, idx 1) -> 24+4+2 = 30; idx 3 out.
        Case {
            kind: D1Array,
            dims: (8, 1, 1, 3),
            coords: [(3, 2, 0, 0), (2, 1, 0, 1), (0, 3, 0, 0)],
            texels: [Some(19), Some(30), None],
        },
        // 2D 8x4: (3,2) -> 19; level 1 (4x2) at 32: (2,1) -> 38; y=4 out.
        Case {
            kind: D2,
            dims: (8, 4, 1, 1),
            coords: [(3, 2, 0, 0), (2, 1, 0, 1), (0, 4, 0, 0)],
            texels: [Some(19), Some(38), None],
        },
        // 2D array 8x4x3: (3,2,1) -> (1*4+2)*8+3 = 51; level 1 (4x2x3) at 96: (2,1,2) -> 96+(2*2+1)*4+2 = 118; idx 3 out.
        Case {
            kind: D2Array,
            dims: (8, 4, 1, 3),
            coords: [(3, 2, 1, 0), (2, 1, 2, 1), (0, 0, 3, 0)],
            texels: [Some(51), Some(118), None],
        },
        // 3D 8x4x2: (3,2,1) -> 51; level 1 (4x2x1) at 64: (2,1,0) -> 70; z=1 at level 1 out.
        Case {
            kind: D3,
            dims: (8, 4, 2, 1),
            coords: [(3, 2, 1, 0), (2, 1, 0, 1), (0, 0, 1, 1)],
            texels: [Some(51), Some(70), None],
        },
    ]
}

struct Atomic {
    k: K,
    surface: SurfaceId,
    u: GenVarId,
    v: GenVarId,
    r: GenVarId,
    lod: GenVarId,
    src0: GenVarId,
    src1: GenVarId,
    dst: GenVarId,
}

fn atomic_kernel(coords: &[(u32, u32, u32, u32)], src0: &[u32], src1: &[u32]) -> Atomic {
    let mut k = K::new();
    let surface = k.surface("image");
    let col = |f: fn(&(u32, u32, u32, u32)) -> u32| {
        let mut v: Vec<u32> = coords.iter().map(f).collect();
        v.resize(16, 0);
        ud_bytes(&v)
    };
    let u = k.input("u", ElemType::UD, 16, col(|c| c.0));
    let v = k.input("v", ElemType::UD, 16, col(|c| c.1));
    let r = k.input("r", ElemType::UD, 16, col(|c| c.2));
    let lod = k.input("lod", ElemType::UD, 16, col(|c| c.3));
    let src0 = k.input("src0", ElemType::UD, 16, ud_bytes(src0));
    let src1 = k.input("src1", ElemType::UD, 16, ud_bytes(src1));
    let dst = k.input("dst", ElemType::UD, 16, ud_bytes(&[0xdead_beef; 16]));
    Atomic { k, surface, u, v, r, lod, src0, src1, dst }
}

fn atomic_inst(a: &Atomic, op: AtomicOp, is_16bit: bool, exec: ExecCtrl) -> TypedAtomic {
    let or_null = |used: bool, var| if used { raw(var) } else { RawOperand::NULL };
    TypedAtomic {
        op,
        is_16bit,
        exec,
        pred: None,
        surface: a.surface,
        u: raw(a.u),
        v: raw(a.v),
        r: raw(a.r),
        lod: raw(a.lod),
        src0: or_null(op.has_src0(), a.src0),
        src1: or_null(op.has_src1(), a.src1),
        dst: raw(a.dst),
    }
}

fn image_memory(kind: ImageKind, format: ImageFormat, dims: (u32, u32, u32, u32)) -> Memory {
    let mut memory = Memory::default();
    let image = Image::new("image", kind, format, dims.0, dims.1, dims.2, dims.3, 2).unwrap();
    memory.images.insert(0, image);
    memory
}

fn set_texel(data: &mut [u8], texel: usize, bytes: usize, value: u32) {
    data[texel * bytes..(texel + 1) * bytes].copy_from_slice(&value.to_le_bytes()[..bytes]);
}

#[test]
fn typed_atomic_every_op_in_both_widths_on_every_surface_kind() {
    for case in cases() {
        for (is_16bit, rows) in [(false, rows32()), (true, rows16())] {
            let (format, bytes) = if is_16bit { (ImageFormat::R16Sint, 2) } else { (ImageFormat::R32Uint, 4) };
            for row in rows {
                let what = format!("{:?} {}{}", case.kind, row.op.name(), if is_16bit { ".16" } else { "" });
                let mut a = atomic_kernel(&case.coords, &[row.src0; 3], &[row.src1; 3]);
                let inst = atomic_inst(&a, row.op, is_16bit, exec(8));
                a.k.push(Instruction::TypedAtomic(inst));
                let mut memory = image_memory(case.kind, format, case.dims);
                let image = &mut memory.images[0];
                for texel in case.texels.iter().flatten() {
                    set_texel(&mut image.data, *texel, bytes, row.old);
                }
                let mut expect = image.data.clone();
                // Lanes 0..2 enabled by the dispatch mask; lane 2 is out of bounds.
                let outcome = a.k.run(XeHpg, 0b111, &mut memory);
                assert!(outcome.findings.is_empty(), "{what}: {:?}", outcome.findings);
                for texel in case.texels.iter().flatten() {
                    set_texel(&mut expect, *texel, bytes, row.new);
                }
                assert_eq!(memory.images[0].data, expect, "{what}");
                let dst = uds(&dst_bytes(&outcome, a.dst));
                let mut expect_dst = vec![row.ret, row.ret, 0];
                expect_dst.resize(16, 0xdead_beef);
                assert_eq!(dst, expect_dst, "{what}");
            }
        }
    }
}

#[test]
fn typed_atomic_out_of_bounds_lane_returns_zero_even_for_predec() {
    let mut a = atomic_kernel(&[(9, 0, 0, 0), (0, 0, 0, 5)], &[], &[]);
    a.k.push(Instruction::TypedAtomic(atomic_inst(&a, AtomicOp::PreDec, false, exec(8))));
    let mut memory = image_memory(ImageKind::D1, ImageFormat::R32Uint, (8, 1, 1, 1));
    let outcome = a.k.run(XeLp, 0b11, &mut memory);
    assert_eq!(uds(&dst_bytes(&outcome, a.dst))[..3], [0, 0, 0xdead_beef]);
    assert!(memory.images[0].data.iter().all(|&b| b == 0));
}

#[test]
fn typed_atomic_null_dst_returns_nothing_but_updates_memory() {
    let mut a = atomic_kernel(&[(1, 0, 0, 0)], &[5], &[]);
    let inst = TypedAtomic { dst: RawOperand::NULL, ..atomic_inst(&a, AtomicOp::Add, false, exec(8)) };
    a.k.push(Instruction::TypedAtomic(inst));
    let mut memory = image_memory(ImageKind::D1, ImageFormat::R32Uint, (4, 1, 1, 1));
    let outcome = a.k.run(XeLp, 0b1, &mut memory);
    assert!(outcome.findings.is_empty());
    assert_eq!(uds(&memory.images[0].data), [0, 5, 0, 0, 0, 0]);
    assert_eq!(uds(&dst_bytes(&outcome, a.dst)), vec![0xdead_beef; 16]);
}

#[test]
fn typed_atomic_null_v_r_lod_read_as_zero() {
    let mut a = atomic_kernel(&[(1, 9, 9, 9)], &[5], &[]);
    let inst = TypedAtomic {
        v: RawOperand::NULL,
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        ..atomic_inst(&a, AtomicOp::Add, false, exec(8))
    };
    a.k.push(Instruction::TypedAtomic(inst));
    let mut memory = image_memory(ImageKind::D2Array, ImageFormat::R32Uint, (2, 2, 1, 2));
    let outcome = a.k.run(XeLp, 0b1, &mut memory);
    assert!(outcome.findings.is_empty());
    assert_eq!(uds(&memory.images[0].data)[..4], [0, 5, 0, 0]);
}

#[test]
fn typed_atomic_width_not_matching_the_format_does_nothing_and_is_reported() {
    for (is_16bit, format) in [(true, ImageFormat::R32Uint), (false, ImageFormat::R16Uint)] {
        let mut a = atomic_kernel(&[(0, 0, 0, 0), (1, 0, 0, 0)], &[1, 1], &[]);
        a.k.push(Instruction::TypedAtomic(atomic_inst(&a, AtomicOp::Add, is_16bit, exec(8))));
        let mut memory = image_memory(ImageKind::D1, format, (4, 1, 1, 1));
        let outcome = a.k.run(XeHpg, 0b10, &mut memory);
        assert_eq!(kinds(&outcome), [&FindingKind::AtomicFormatMismatch { lane: 1 }]);
        assert!(memory.images[0].data.iter().all(|&b| b == 0));
        assert_eq!(uds(&dst_bytes(&outcome, a.dst)), vec![0xdead_beef; 16]);
    }
}

#[test]
fn typed_atomic_lanes_on_one_texel_apply_in_lane_order_and_are_not_ub() {
    let coords = [(2, 0, 0, 0), (1, 0, 0, 0), (2, 0, 0, 0), (2, 0, 0, 0)];
    let mut a = atomic_kernel(&coords, &[10, 20, 30, 40], &[]);
    a.k.push(Instruction::TypedAtomic(atomic_inst(&a, AtomicOp::Add, false, exec(8))));
    let mut memory = image_memory(ImageKind::D1, ImageFormat::R32Uint, (4, 1, 1, 1));
    set_texel(&mut memory.images[0].data, 2, 4, 1000);
    let outcome = a.k.run(XeHpg, 0b1111, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::AtomicOrder { address: 8, lanes: vec![0, 2, 3] }]);
    assert!(!outcome.has_ub());
    assert_eq!(uds(&memory.images[0].data)[..4], [0, 20, 1080, 0]);
    // Lane order: lane 0 sees 1000, lane 2 sees 1010, lane 3 sees 1040.
    assert_eq!(uds(&dst_bytes(&outcome, a.dst))[..4], [1000, 0, 1010, 1040]);
}

#[test]
fn typed_atomic_exec_size_8_only_on_every_grf_size() {
    // TYPED_ATOMIC's Exec_size lists 0b011 (8) only; the message table says
    // so for every platform (the emulator once allowed SIMD16 on 64-byte GRFs).
    let coords: Vec<_> = (0..16).map(|i| (i, 0, 0, 0)).collect();
    for (platform, lanes, allowed) in [(Gen9, 16, false), (XeHpg, 4, false), (XeHpc, 16, false), (XeHpc, 8, true)] {
        let mut a = atomic_kernel(&coords, &[1; 16], &[]);
        a.k.push(Instruction::TypedAtomic(atomic_inst(&a, AtomicOp::Inc, false, exec_nm(lanes))));
        let mut memory = image_memory(ImageKind::D1, ImageFormat::R32Uint, (16, 1, 1, 1));
        let outcome = a.k.run(platform, ALL_ONES, &mut memory);
        let touched = uds(&memory.images[0].data).iter().take(16).filter(|&&v| v == 1).count();
        if allowed {
            assert!(outcome.findings.is_empty(), "{platform} SIMD{lanes}");
            assert_eq!(touched, lanes as usize);
        } else {
            assert_eq!(kinds(&outcome), [&FindingKind::ForbiddenExecSize], "{platform} SIMD{lanes}");
            assert_eq!(touched, 0);
        }
    }
}

#[test]
fn typed_atomic_on_an_unbound_image_is_reported() {
    let mut a = atomic_kernel(&[(0, 0, 0, 0)], &[1], &[]);
    a.k.push(Instruction::TypedAtomic(atomic_inst(&a, AtomicOp::Add, false, exec(8))));
    let mut memory = Memory::default();
    memory.surfaces.insert(0, vec![0; 16]); // an untyped surface is not an image
    let outcome = a.k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::UnboundSurface]);
}

/// `lsc_atomic_<op>.tgm (M1, 16) dst.0:<size> bti(0x0)[u.0,v.0,r.0,lod.0]:a32 src0.0 src1.0` on `a`'s inputs.
fn lsc_typed_atomic(a: &Atomic, op: LscAtomicOp, data_size: LscDataSize) -> LscTypedAtomic {
    let or_null = |used: bool, var| if used { raw(var) } else { RawOperand::NULL };
    LscTypedAtomic {
        op,
        exec: exec(16),
        pred: None,
        l1: LscCache::Df,
        l3: LscCache::Df,
        surface: LscSurface::bti(0),
        addr_size: LscAddrSize::A32,
        data_size,
        vector: LscVectorSize::X1,
        transposed: false,
        u: raw(a.u),
        v: raw(a.v),
        r: raw(a.r),
        lod: raw(a.lod),
        data: raw(a.dst),
        src1: or_null(op.sources() >= 1, a.src0),
        src2: or_null(op.sources() >= 2, a.src1),
    }
}

#[test]
fn lsc_typed_atomic_lanes_on_one_texel_apply_in_lane_order() {
    // vISA spec, LSC_TYPED: LSC_UNTYPED's atomics at the texel; lane 4 is past the 4 texels and returns 0.
    let coords = [(2, 0, 0, 0), (1, 0, 0, 0), (2, 0, 0, 0), (2, 0, 0, 0), (4, 0, 0, 0)];
    let mut a = atomic_kernel(&coords, &[10, 20, 30, 40, 50], &[]);
    a.k.push(Instruction::LscTypedAtomic(lsc_typed_atomic(&a, LscAtomicOp::IAdd, LscDataSize::D32)));
    let mut memory = image_memory(ImageKind::D1, ImageFormat::R32Uint, (4, 1, 1, 1));
    set_texel(&mut memory.images[0].data, 2, 4, 1000);
    let outcome = a.k.run(Xe2, 0b11111, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::AtomicOrder { address: 8, lanes: vec![0, 2, 3] }]);
    assert_eq!(uds(&memory.images[0].data)[..4], [0, 20, 1080, 0]);
    // Lane 0 sees 1000, lane 2 1010, lane 3 1040; disabled lanes keep their bytes.
    let dst = uds(&dst_bytes(&outcome, a.dst));
    assert_eq!(dst[..6], [1000, 0, 1010, 1040, 0, 0xdead_beef]);
}

#[test]
fn lsc_typed_atomic_data_size_not_matching_the_format_does_nothing_and_is_reported() {
    for (size, format) in [
        (LscDataSize::D32, ImageFormat::R16Uint),
        (LscDataSize::D16U32, ImageFormat::R32Sint),
        (LscDataSize::D64, ImageFormat::R32Uint),
    ] {
        let mut a = atomic_kernel(&[(0, 0, 0, 0), (1, 0, 0, 0)], &[1, 1], &[]);
        a.k.push(Instruction::LscTypedAtomic(lsc_typed_atomic(&a, LscAtomicOp::IAdd, size)));
        let mut memory = image_memory(ImageKind::D1, format, (4, 1, 1, 1));
        let outcome = a.k.run(Xe2, 0b10, &mut memory);
        assert_eq!(kinds(&outcome), [&FindingKind::AtomicFormatMismatch { lane: 1 }], "{size:?} {format:?}");
        assert!(memory.images[0].data.iter().all(|&b| b == 0));
        assert_eq!(uds(&dst_bytes(&outcome, a.dst)), vec![0xdead_beef; 16]);
    }
}

#[test]
fn lsc_typed_atomic_d16c32_smin_compares_16_bits_and_returns_them_zero_extended() {
    // smin on 16 bits: -5 (0xfffb) against 3 keeps -5; the old value comes back zero-extended (d16u32).
    let mut a = atomic_kernel(&[(0, 0, 0, 0), (1, 0, 0, 0)], &[3, 0xffff_fff0], &[]);
    a.k.push(Instruction::LscTypedAtomic(lsc_typed_atomic(&a, LscAtomicOp::SMin, LscDataSize::D16U32)));
    let mut memory = image_memory(ImageKind::D1, ImageFormat::R16Sint, (2, 1, 1, 1));
    set_texel(&mut memory.images[0].data, 0, 2, 0xfffb);
    set_texel(&mut memory.images[0].data, 1, 2, 7);
    let outcome = a.k.run(Xe2, 0b11, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    // Lane 1: min(7, -16) = -16 = 0xfff0 in the texel.
    assert_eq!(memory.images[0].data[..4], [0xfb, 0xff, 0xf0, 0xff]);
    assert_eq!(uds(&dst_bytes(&outcome, a.dst))[..2], [0xfffb, 7]);
}

#[test]
fn lsc_typed_atomic_forms_the_launch_cannot_run_are_reported() {
    // A bss surface (a launch binds images by index), and SIMD32 (the row's exec sizes on xe2).
    let mut a = atomic_kernel(&[(0, 0, 0, 0)], &[1], &[]);
    let bss = LscSurface { model: LscAddrModel::Bss, index: SrcOperand::imm(ElemType::UD, 0) };
    a.k.push(Instruction::LscTypedAtomic(LscTypedAtomic {
        surface: bss,
        ..lsc_typed_atomic(&a, LscAtomicOp::IInc, LscDataSize::D32)
    }));
    let mut memory = image_memory(ImageKind::D1, ImageFormat::R32Uint, (4, 1, 1, 1));
    let outcome = a.k.run(Xe2, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::Unsupported]);
    let mut a = atomic_kernel(&[(0, 0, 0, 0)], &[1], &[]);
    a.k.push(Instruction::LscTypedAtomic(LscTypedAtomic {
        exec: exec_nm(32),
        ..lsc_typed_atomic(&a, LscAtomicOp::IInc, LscDataSize::D32)
    }));
    let outcome = a.k.run(Xe2, ALL_ONES, &mut memory);
    assert_eq!(kinds(&outcome), [&FindingKind::ForbiddenExecSize]);
    assert!(memory.images[0].data.iter().all(|&b| b == 0));
}

#[test]
fn typed_atomic_statistics_count_reads_and_writes() {
    let mut a = atomic_kernel(&[(0, 0, 0, 0), (1, 0, 0, 0), (2, 0, 0, 0)], &[1; 3], &[]);
    a.k.push(Instruction::TypedAtomic(atomic_inst(&a, AtomicOp::Add, true, exec(8))));
    let mut memory = image_memory(ImageKind::D1, ImageFormat::R16Uint, (4, 1, 1, 1));
    let outcome = a.k.run(XeHpg, 0b111, &mut memory);
    let stats = outcome.stats.per_message["typed_atomic"];
    assert_eq!((stats.messages, stats.active_lanes, stats.bytes), (1, 3, 12));
}
