//! The messages beyond the first four on the emulator: one test per rule of
//! each page (Semantics, Description, Properties, Notes). Expected bytes are
//! worked out by hand from the pages, never by calling the emulator's or the
//! message table's helpers.

use crate::emu_support;

use emu_support::*;
use visa_lower::exec::emu::{FindingKind, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::*;
use visa_lower::Platform::{self, Gen9, XeHpc, XeHpg, XeLp};

const ALL_ONES: u32 = u32::MAX;

fn only_ub(outcome: &RunOutcome) -> Vec<&FindingKind> {
    outcome.findings.iter().filter(|f| f.is_ub).map(|f| &f.kind).collect()
}

/// A user surface T6 at binding-table index 0 holding `dwords`.
fn surface_memory(dwords: &[u32]) -> Memory {
    let mut memory = Memory::default();
    memory.surfaces.insert(0, ud_bytes(dwords));
    memory
}

fn dst_bytes(outcome: &RunOutcome, var: GenVarId) -> Vec<u8> {
    outcome.state.var_bytes(var).expect("declared").to_vec()
}

fn pred(k: &mut K, bits: u32) -> Option<Predicate> {
    let p = k.pred("p", 32);
    k.push(Instruction::Setp { exec: exec_nm(32), dst: p, src: imm_ud(bits) });
    Some(Predicate::new(p))
}

// ---- GATHER4_SCALED ------------------------------------------------------------

fn gather4(k: &mut K, exec: ExecCtrl, channels: u8, offsets: &[u32], dst_elts: u32) -> (GenVarId, Instruction) {
    let surface = k.surface("buf");
    let offsets = k.input("offsets", ElemType::UD, 16, ud_bytes(offsets));
    let dst = k.input("dst", ElemType::UD, dst_elts, ud_bytes(&vec![0xdead; dst_elts as usize]));
    let inst = Instruction::Gather4Scaled(Gather4Scaled {
        exec,
        pred: None,
        channels: ChannelMask::new(channels).unwrap(),
        surface,
        global_offset: imm_ud(0),
        element_offset: raw(offsets),
        dst: raw(dst),
    });
    (dst, inst)
}

#[test]
fn gather4_rg_simd8_fills_channel_rows_of_max_exec_grf_dwords() {
    // Surface dword d = 100 + d. Lane i reads dwords 2i (R) and 2i+1 (G) at byte 8i.
    // ch_start = ch_pos * max(8, GRF_SIZE/4): 8 on gen9, 16 on xehpc.
    let memory_words: Vec<u32> = (0..32).map(|d| 100 + d).collect();
    for (platform, stride) in [(Gen9, 8usize), (XeHpc, 16)] {
        let mut k = K::new();
        let (dst, inst) = gather4(&mut k, exec_nm(8), 0b0011, &[0, 8, 16, 24, 32, 40, 48, 56], 32);
        k.push(inst);
        let mut memory = surface_memory(&memory_words);
        let outcome = k.run(platform, ALL_ONES, &mut memory);
        assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
        let got = uds(&dst_bytes(&outcome, dst));
        let mut expect = vec![0xdead; 32];
        for i in 0..8 {
            expect[i] = 100 + 2 * i as u32;
            expect[stride + i] = 101 + 2 * i as u32;
        }
        assert_eq!(got, expect, "{platform}");
    }
}

#[test]
fn gather4_out_of_bounds_reads_zero_disabled_lanes_keep_dst_misaligned_is_reported() {
    let mut k = K::new();
    let p = pred(&mut k, 0b1111_1110);
    // Lane 1 reads past the 8-dword surface; lane 2 is misaligned (byte 6 reads dword 1).
    let (dst, inst) = gather4(&mut k, exec_nm(8), 0b0001, &[0, 64, 6, 4, 8, 12, 16, 20], 8);
    let Instruction::Gather4Scaled(m) = inst else { unreachable!() };
    k.push(Instruction::Gather4Scaled(Gather4Scaled { pred: p, ..m }));
    let mut memory = surface_memory(&[10, 11, 12, 13, 14, 15, 16, 17]);
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(only_ub(&outcome), [&FindingKind::Misaligned { lane: 2, address: 6, align: 4 }]);
    assert_eq!(uds(&dst_bytes(&outcome, dst)), [0xdead, 0, 11, 11, 12, 13, 14, 15]);
}

// ---- SVM_SCATTER ---------------------------------------------------------------

fn svm_scatter(k: &mut K, block: BlockSize, blocks: NumBlocks, lanes: u32, addrs: &[u64], src: Vec<u8>) -> Instruction {
    let addresses = k.input("addrs", ElemType::UQ, 16, uq_bytes(addrs));
    let elts = src.len() as u32;
    let src = k.input("src", ElemType::UB, elts, src);
    Instruction::SvmScatter(SvmScatter {
        exec: exec_nm(lanes),
        pred: None,
        block_size: block,
        num_blocks: blocks,
        addresses: raw(addresses),
        src: raw(src),
    })
}

#[test]
fn svm_scatter_dword_blocks_come_from_block_major_rows() {
    // 8 lanes x 2 blocks (num_blocks > 1 needs exec_size >= 8): src[j*8+i] goes to addr[i] + 4j;
    // lane i writes at 0x4000 + 8*(7-i).
    let mut k = K::new();
    let src: Vec<u32> = (0..16).map(|e| 0x100 + e).collect();
    let addrs: Vec<u64> = (0..8).map(|i| 0x4000 + 8 * (7 - i)).collect();
    let inst = svm_scatter(&mut k, BlockSize::B4, NumBlocks::N2, 8, &addrs, ud_bytes(&src));
    k.push(inst);
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, vec![0; 64]).unwrap();
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    #[rustfmt::skip]
    let expect = [
        0x107, 0x10f, 0x106, 0x10e, 0x105, 0x10d, 0x104, 0x10c,
        0x103, 0x10b, 0x102, 0x10a, 0x101, 0x109, 0x100, 0x108,
    ];
    assert_eq!(uds(&memory.svm.allocation("buf").unwrap().bytes), expect);
}

#[test]
fn svm_scatter_byte_blocks_come_from_slots_of_four() {
    // 1-byte x 2 blocks at SIMD8: lane i writes src[4i], src[4i+1] at 0x4000 + 2*(7-i);
    // slot bytes 2 and 3 are ignored.
    let mut k = K::new();
    let src: Vec<u8> = (0..32).map(|b| 0xa0 + b).collect();
    let addrs: Vec<u64> = (0..8).map(|i| 0x4000 + 2 * (7 - i)).collect();
    let inst = svm_scatter(&mut k, BlockSize::B1, NumBlocks::N2, 8, &addrs, src);
    k.push(inst);
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, vec![0; 16]).unwrap();
    let outcome = k.run(Gen9, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    #[rustfmt::skip]
    let expect = [
        0xbc, 0xbd, 0xb8, 0xb9, 0xb4, 0xb5, 0xb0, 0xb1,
        0xac, 0xad, 0xa8, 0xa9, 0xa4, 0xa5, 0xa0, 0xa1,
    ];
    assert_eq!(memory.svm.allocation("buf").unwrap().bytes, expect);
}

#[test]
fn svm_scatter_faults_outside_memory_after_earlier_lanes_and_reports_overlaps() {
    let mut k = K::new();
    let inst = svm_scatter(
        &mut k,
        BlockSize::B4,
        NumBlocks::N1,
        4,
        &[0x4000, 0x4000, 0x9000, 0x4004],
        ud_bytes(&[1, 2, 3, 4]),
    );
    k.push(inst);
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, vec![0; 8]).unwrap();
    let outcome = k.run(XeLp, ALL_ONES, &mut memory);
    let fault = outcome.fault.as_ref().expect("lane 2 faults");
    assert_eq!((fault.lane, fault.address, fault.len), (2, 0x9000, 4));
    // Lanes 0 and 1 wrote (the last wins); lane 3 comes after the fault.
    assert_eq!(uds(&memory.svm.allocation("buf").unwrap().bytes), [2, 0]);
    let overlap = FindingKind::OverlappingWrites {
        space: visa_lower::exec::memory::Space::Svm,
        address: 0x4000,
        len: 4,
        lanes: vec![0, 1],
    };
    assert_eq!(only_ub(&outcome), [&overlap]);
}

// ---- SVM_BLOCK_LD / SVM_BLOCK_ST -------------------------------------------------

fn svm_block(k: &mut K, address: u64, owords: NumOwords, unaligned: bool, data_elts: u32) -> (GenVarId, SvmBlock) {
    let a = k.input("a", ElemType::UQ, 1, address.to_le_bytes().to_vec());
    let data =
        k.input("data", ElemType::UD, data_elts, ud_bytes(&(0..data_elts).map(|d| 0x200 + d).collect::<Vec<_>>()));
    (data, SvmBlock { num_owords: owords, unaligned, address: SrcOperand::scalar(a), data: raw(data) })
}

#[test]
fn svm_block_ld_reads_owords_from_one_address_under_nomask() {
    // 2 owords from 0x4010: dwords 4..11 of the buffer; the dispatch mask does not matter.
    let mut k = K::new();
    let (data, block) = svm_block(&mut k, 0x4010, NumOwords::N2, false, 8);
    k.push(Instruction::SvmBlockLd(block));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, ud_bytes(&(0..16).collect::<Vec<_>>())).unwrap();
    let outcome = k.run(XeHpg, 0, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert_eq!(uds(&dst_bytes(&outcome, data)), [4, 5, 6, 7, 8, 9, 10, 11]);
}

/// 16 owords (Intel's compiler writes them; the verifier refuses them and
/// `validate` runs them with a warning): 256 bytes from the one address,
/// and the same 256 bytes stored back 0x100 higher.
#[test]
fn svm_block_moves_sixteen_owords() {
    let mut k = K::new();
    let (data, block) = svm_block(&mut k, 0x4010, NumOwords::N16, false, 64);
    k.push(Instruction::SvmBlockLd(block));
    let b = k.input("b", ElemType::UQ, 1, 0x4110u64.to_le_bytes().to_vec());
    k.push(Instruction::SvmBlockSt(SvmBlock { address: SrcOperand::scalar(b), ..block }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, ud_bytes(&(0..132).collect::<Vec<_>>())).unwrap();
    let outcome = k.run(XeHpc, 0, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    // Dwords 4..67 (0x4010..0x4110) land in data and then at dwords 68..131.
    assert_eq!(uds(&dst_bytes(&outcome, data)), (4..68).collect::<Vec<u32>>());
    let after = uds(&memory.svm.allocation("buf").unwrap().bytes);
    assert_eq!(after[68..132], (4..68).collect::<Vec<u32>>()[..]);
    assert_eq!(after[..68], (0..68).collect::<Vec<u32>>()[..]);
}

#[test]
fn svm_block_alignment_is_oword_or_dword_with_unaligned() {
    for (unaligned, reported) in [(true, false), (false, true)] {
        let mut k = K::new();
        let (data, block) = svm_block(&mut k, 0x4004, NumOwords::N1, unaligned, 4);
        k.push(Instruction::SvmBlockLd(block));
        let mut memory = Memory::default();
        memory.svm.allocate("buf", 0x4000, ud_bytes(&(0..8).collect::<Vec<_>>())).unwrap();
        let outcome = k.run(Gen9, ALL_ONES, &mut memory);
        let expect: Vec<&FindingKind> =
            if reported { vec![&FindingKind::Misaligned { lane: 0, address: 0x4004, align: 16 }] } else { vec![] };
        assert_eq!(only_ub(&outcome), expect);
        // The exact address is read either way.
        assert_eq!(uds(&dst_bytes(&outcome, data)), [1, 2, 3, 4]);
    }
}

#[test]
fn svm_block_st_writes_owords_and_faults_past_the_allocation() {
    let mut k = K::new();
    let (_, block) = svm_block(&mut k, 0x4010, NumOwords::N2, false, 8);
    k.push(Instruction::SvmBlockSt(block));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, vec![0; 32]).unwrap();
    let outcome = k.run(XeHpc, ALL_ONES, &mut memory);
    // Oword 0 lands at 0x4010..0x4020; oword 1 at 0x4020 is outside.
    let fault = outcome.fault.as_ref().expect("the second oword faults");
    assert_eq!((fault.address, fault.len), (0x4020, 16));
    assert_eq!(uds(&memory.svm.allocation("buf").unwrap().bytes), [0, 0, 0, 0, 0x200, 0x201, 0x202, 0x203]);
}

// ---- QW_GATHER -------------------------------------------------------------------

#[test]
fn qw_gather_reads_qwords_at_byte_offsets_zero_out_of_bounds() {
    let mut k = K::new();
    let p = pred(&mut k, 0b1101);
    let offsets = k.input("offsets", ElemType::UD, 4, ud_bytes(&[8, 0, 24, 64]));
    let dst = k.input("dst", ElemType::UQ, 4, uq_bytes(&[7; 4]));
    k.push(Instruction::QwGather(QwGather {
        exec: exec_nm(4),
        pred: p,
        num_blocks: NumBlocks::N1,
        surface: SurfaceId::SLM,
        offset: raw(offsets),
        dst: raw(dst),
    }));
    let mut memory = Memory { slm: uq_bytes(&[0x10, 0x11, 0x12, 0x13]), ..Memory::default() };
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    // Lane 1 is off; lane 3 reads past the 32-byte SLM: zeros.
    assert_eq!(uqs(&dst_bytes(&outcome, dst)), [0x11, 7, 0x13, 0]);
}

// ---- OWORD_LD / OWORD_LD_UNALIGNED / OWORD_ST -------------------------------------

fn oword_block(k: &mut K, surface: SurfaceId, offset: u32, owords: NumOwords) -> (GenVarId, OwordBlock) {
    let data = k.input("data", ElemType::UD, 8, ud_bytes(&(0..8).map(|d| 0x300 + d).collect::<Vec<_>>()));
    (data, OwordBlock { num_owords: owords, surface, offset: imm_ud(offset), data: raw(data) })
}

#[test]
fn oword_ld_counts_owords_and_the_unaligned_form_bytes() {
    let words: Vec<u32> = (0..16).collect();
    // OWORD_LD offset 1: bytes 16..48 = dwords 4..11.
    let mut k = K::new();
    let t6 = k.surface("buf");
    let (data, block) = oword_block(&mut k, t6, 1, NumOwords::N2);
    k.push(Instruction::OwordLd(block));
    let outcome = k.run(XeHpg, 0, &mut surface_memory(&words));
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert_eq!(uds(&dst_bytes(&outcome, data)), [4, 5, 6, 7, 8, 9, 10, 11]);
    // OWORD_LD_UNALIGNED offset 4 (bytes): dwords 1..8; offset 2 is reported (dword alignment).
    for (offset, ub) in [(4u32, false), (2, true)] {
        let mut k = K::new();
        let t6 = k.surface("buf");
        let (data, block) = oword_block(&mut k, t6, offset, NumOwords::N2);
        k.push(Instruction::OwordLdUnaligned(block));
        let outcome = k.run(XeHpg, 0, &mut surface_memory(&words));
        assert_eq!(outcome.has_ub(), ub);
        if !ub {
            assert_eq!(uds(&dst_bytes(&outcome, data)), [1, 2, 3, 4, 5, 6, 7, 8]);
        }
    }
}

#[test]
fn oword_out_of_bounds_reads_zero_and_writes_are_dropped_per_oword() {
    // A 3-oword surface: oword 3 is outside.
    let words: Vec<u32> = (0..12).collect();
    let mut k = K::new();
    let t6 = k.surface("buf");
    let (data, block) = oword_block(&mut k, t6, 2, NumOwords::N2);
    k.push(Instruction::OwordLd(block));
    let outcome = k.run(Gen9, 0, &mut surface_memory(&words));
    assert_eq!(uds(&dst_bytes(&outcome, data)), [8, 9, 10, 11, 0, 0, 0, 0]);

    let mut k = K::new();
    let t6 = k.surface("buf");
    let (_, block) = oword_block(&mut k, t6, 2, NumOwords::N2);
    k.push(Instruction::OwordSt(block));
    let mut memory = surface_memory(&words);
    k.run(Gen9, 0, &mut memory);
    assert_eq!(uds(&memory.surfaces[&0]), [0, 1, 2, 3, 4, 5, 6, 7, 0x300, 0x301, 0x302, 0x303]);
}

// ---- GATHER_SCALED / SCATTER_SCALED -------------------------------------------------

fn byte_scaled(k: &mut K, lanes: u32, blocks: NumBlocks, offsets: &[u32], data: &[u32]) -> (GenVarId, ByteScaled) {
    let surface = k.surface("buf");
    let offsets = k.input("offsets", ElemType::UD, 32, ud_bytes(offsets));
    let data = k.input("data", ElemType::UD, 32, ud_bytes(data));
    let m = ByteScaled {
        exec: exec_nm(lanes),
        pred: None,
        num_blocks: blocks,
        surface,
        global_offset: imm_ud(1),
        element_offset: raw(offsets),
        data: raw(data),
    };
    (data, m)
}

#[test]
fn gather_scaled_reads_num_blocks_bytes_into_the_low_bytes_of_each_dword() {
    // Surface bytes b = b; address = 1 + offset[i]. The upper bytes keep their old value (0xeeeeeeee).
    let bytes: Vec<u8> = (0..64).collect();
    for (blocks, expect) in [
        (NumBlocks::N1, [0xeeee_ee01u32, 0xeeee_ee05]),
        (NumBlocks::N2, [0xeeee_0201, 0xeeee_0605]),
        (NumBlocks::N4, [0x0403_0201, 0x0807_0605]),
    ] {
        let mut k = K::new();
        let (data, m) = byte_scaled(&mut k, 2, blocks, &[0, 4], &[0xeeee_eeee; 32]);
        k.push(Instruction::GatherScaled(m));
        let mut memory = Memory::default();
        memory.surfaces.insert(0, bytes.clone());
        let outcome = k.run(XeLp, ALL_ONES, &mut memory);
        assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
        assert_eq!(uds(&dst_bytes(&outcome, data))[..2], expect, "{blocks:?}");
    }
}

/// 32 lanes of GATHER_SCALED are two SIMD16 messages (M1 and M5): exec
/// size 32, which the page allows but makes Intel's newer assembler abort,
/// is not in the message table, and the emulator does not run it.
#[test]
fn gather_scaled_runs_32_lanes_as_two_simd16_halves() {
    let offsets: Vec<u32> = (0..32).map(|i| 2 * i).collect();
    let surface: Vec<u8> = (0..128).map(|b| b as u8).collect();
    let mut k = K::new();
    let (data, m) = byte_scaled(&mut k, 16, NumBlocks::N1, &offsets, &[0; 32]);
    k.push(Instruction::GatherScaled(m));
    let upper = ExecCtrl::new(ExecSize::S16, EmaskOffset::M5, true);
    let half = |r: RawOperand| RawOperand { offset: r.offset + 64, ..r };
    k.push(Instruction::GatherScaled(ByteScaled {
        exec: upper,
        element_offset: half(m.element_offset),
        data: half(m.data),
        ..m
    }));
    let mut memory = Memory::default();
    memory.surfaces.insert(0, surface.clone());
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    let expect: Vec<u32> = (0..32).map(|i| 1 + 2 * i).collect();
    assert_eq!(uds(&dst_bytes(&outcome, data)), expect);

    let mut k = K::new();
    let (data, m) = byte_scaled(&mut k, 32, NumBlocks::N1, &offsets, &[0; 32]);
    k.push(Instruction::GatherScaled(m));
    let mut memory = Memory::default();
    memory.surfaces.insert(0, surface);
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(outcome.findings.iter().map(|f| &f.kind).collect::<Vec<_>>(), [&FindingKind::ForbiddenExecSize]);
    assert_eq!(uds(&dst_bytes(&outcome, data)), [0; 32]);
}

#[test]
fn scatter_scaled_writes_low_bytes_and_overlaps_are_undefined() {
    // Two blocks: lane i writes the low 2 bytes of data[i] at 1 + offset[i]; lanes 1 and 2 share byte 3..5.
    let mut k = K::new();
    let (_, m) =
        byte_scaled(&mut k, 4, NumBlocks::N2, &[0, 2, 3, 9], &[0xaaaa_0102, 0xbbbb_0304, 0xcccc_0506, 0xdddd_0708]);
    k.push(Instruction::ScatterScaled(m));
    let mut memory = Memory::default();
    memory.surfaces.insert(0, vec![0; 12]);
    let outcome = k.run(Gen9, ALL_ONES, &mut memory);
    // Lane order: byte 1,2 <- 02 01; 3,4 <- 04 03; 4,5 <- 06 05 (overwrites 4); 10,11 <- 08 07.
    assert_eq!(memory.surfaces[&0], [0, 0x02, 0x01, 0x04, 0x06, 0x05, 0, 0, 0, 0, 0x08, 0x07]);
    let overlap = FindingKind::OverlappingWrites {
        space: visa_lower::exec::memory::Space::Surface(0),
        address: 4,
        len: 2,
        lanes: vec![1, 2],
    };
    assert_eq!(only_ub(&outcome), [&overlap]);
}

// ---- DWORD_ATOMIC ------------------------------------------------------------------

fn dword_atomic(k: &mut K, op: AtomicOp, offsets: &[u32], src0: &[u32], src1: &[u32]) -> (GenVarId, DwordAtomic) {
    let offsets = k.input("offsets", ElemType::UD, 8, ud_bytes(offsets));
    let s0 = k.input("src0", ElemType::UD, 8, ud_bytes(src0));
    let s1 = k.input("src1", ElemType::UD, 8, ud_bytes(src1));
    let dst = k.input("dst", ElemType::UD, 8, ud_bytes(&[0x5555_5555; 8]));
    let m = DwordAtomic {
        op,
        is_16bit: false,
        exec: exec_nm(8),
        pred: None,
        surface: SurfaceId::SLM,
        element_offset: raw(offsets),
        src0: if op.has_src0() { raw(s0) } else { RawOperand::NULL },
        src1: if op.has_src1() { raw(s1) } else { RawOperand::NULL },
        dst: raw(dst),
    };
    (dst, m)
}

#[test]
fn dword_atomic_add_returns_old_and_serializes_lanes_on_one_address() {
    // SLM dwords [10, 20, 30, 40]; lanes 0..3 add 1, 2, 3, 4 at dwords 0, 1, 1, 3; lanes 4..7 past SLM's end.
    let mut k = K::new();
    let offsets = [0, 4, 4, 12, 64, 64, 64, 64];
    let (dst, m) = dword_atomic(&mut k, AtomicOp::Add, &offsets, &[1, 2, 3, 4, 5, 6, 7, 8], &[0; 8]);
    k.push(Instruction::DwordAtomic(m));
    let mut memory = Memory { slm: ud_bytes(&[10, 20, 30, 40]), ..Memory::default() };
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    // Lane 2 sees lane 1's result (lane order); out of bounds: zeros returned, the write dropped.
    assert_eq!(uds(&memory.slm), [11, 25, 30, 44]);
    assert_eq!(uds(&dst_bytes(&outcome, dst)), [10, 20, 22, 40, 0, 0, 0, 0]);
    assert!(!outcome.has_ub());
    assert!(outcome
        .findings
        .iter()
        .any(|f| matches!(&f.kind, FindingKind::AtomicOrder { address: 4, lanes } if lanes == &[1, 2])));
}

#[test]
fn dword_atomic_16_bit_form_works_on_words_unpacked_in_dwords() {
    // Words at bytes 0 and 2: 0xfffe and 7. DEC at both (no source); the old words come back zero-extended.
    let mut k = K::new();
    let (dst, m) = dword_atomic(&mut k, AtomicOp::Dec, &[0, 2, 0, 0, 0, 0, 0, 0], &[0; 8], &[0; 8]);
    let p = pred(&mut k, 0b11);
    k.push(Instruction::DwordAtomic(DwordAtomic { is_16bit: true, pred: p, ..m }));
    let mut memory = Memory { slm: vec![0xfe, 0xff, 7, 0], ..Memory::default() };
    let outcome = k.run(XeLp, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert_eq!(memory.slm, [0xfd, 0xff, 6, 0]);
    assert_eq!(uds(&dst_bytes(&outcome, dst))[..3], [0xfffe, 7, 0x5555_5555]);
}

#[test]
fn dword_atomic_cmpxchg_and_misalignment() {
    // CMPXCHG: new = (old == src1) ? src0 : old. Lane 1 at byte 6 is not dword-aligned.
    let mut k = K::new();
    let (dst, m) = dword_atomic(
        &mut k,
        AtomicOp::CmpXchg,
        &[0, 6, 0, 0, 0, 0, 0, 0],
        &[9, 9, 0, 0, 0, 0, 0, 0],
        &[5, 1, 0, 0, 0, 0, 0, 0],
    );
    let p = pred(&mut k, 0b11);
    k.push(Instruction::DwordAtomic(DwordAtomic { pred: p, ..m }));
    let mut memory = Memory { slm: vec![5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], ..Memory::default() };
    let outcome = k.run(Gen9, ALL_ONES, &mut memory);
    assert_eq!(only_ub(&outcome), [&FindingKind::Misaligned { lane: 1, address: 6, align: 4 }]);
    assert_eq!(memory.slm[..4], [9, 0, 0, 0]);
    assert_eq!(uds(&dst_bytes(&outcome, dst))[0], 5);
}

// ---- SVM_ATOMIC --------------------------------------------------------------------

#[test]
fn svm_atomic_32_and_64_bit_forms() {
    // 32-bit XCHG at two addresses; then a 64-bit IMAX at a qword.
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 8, uq_bytes(&[0x4000, 0x4004, 0x4008]));
    let src = k.input("src", ElemType::UD, 8, ud_bytes(&[0xaa, 0xbb]));
    let dst = k.input("dst", ElemType::UD, 8, ud_bytes(&[0; 8]));
    k.push(Instruction::SvmAtomic(SvmAtomic {
        op: AtomicOp::Xchg,
        width: AtomicWidth::W32,
        exec: exec_nm(2),
        pred: None,
        addresses: raw(addrs),
        src0: raw(src),
        src1: RawOperand::NULL,
        dst: raw(dst),
    }));
    let qaddr = k.input("qaddr", ElemType::UQ, 1, uq_bytes(&[0x4008]));
    let qsrc = k.input("qsrc", ElemType::Q, 1, uq_bytes(&[(-5i64) as u64]));
    let qdst = k.input("qdst", ElemType::Q, 1, uq_bytes(&[0]));
    k.push(Instruction::SvmAtomic(SvmAtomic {
        op: AtomicOp::IMax,
        width: AtomicWidth::W64,
        exec: exec_nm(1),
        pred: None,
        addresses: raw(qaddr),
        src0: raw(qsrc),
        src1: RawOperand::NULL,
        dst: raw(qdst),
    }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, uq_bytes(&[0x0000_0002_0000_0001, (-9i64) as u64])).unwrap();
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    let buf = uqs(&memory.svm.allocation("buf").unwrap().bytes);
    // max(-9, -5) signed = -5.
    assert_eq!(buf, [0x0000_00bb_0000_00aa, (-5i64) as u64]);
    assert_eq!(uds(&dst_bytes(&outcome, dst))[..2], [1, 2]);
    assert_eq!(uqs(&dst_bytes(&outcome, qdst)), [(-9i64) as u64]);
}

#[test]
fn svm_atomic_faults_outside_memory_and_runs_at_most_8_lanes() {
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 16, uq_bytes(&[0x4000, 0x9000]));
    k.push(Instruction::SvmAtomic(SvmAtomic {
        op: AtomicOp::Inc,
        width: AtomicWidth::W32,
        exec: exec_nm(2),
        pred: None,
        addresses: raw(addrs),
        src0: RawOperand::NULL,
        src1: RawOperand::NULL,
        dst: RawOperand::NULL,
    }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, ud_bytes(&[41])).unwrap();
    let outcome = k.run(XeHpc, ALL_ONES, &mut memory);
    assert_eq!(outcome.fault.as_ref().map(|f| (f.lane, f.address)), Some((1, 0x9000)));
    assert_eq!(uds(&memory.svm.allocation("buf").unwrap().bytes), [42]);

    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 16, uq_bytes(&[0x4000; 16]));
    k.push(Instruction::SvmAtomic(SvmAtomic {
        op: AtomicOp::Inc,
        width: AtomicWidth::W32,
        exec: exec_nm(16),
        pred: None,
        addresses: raw(addrs),
        src0: RawOperand::NULL,
        src1: RawOperand::NULL,
        dst: RawOperand::NULL,
    }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, ud_bytes(&[41])).unwrap();
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(only_ub(&outcome), [&FindingKind::ForbiddenExecSize]);
    assert_eq!(uds(&memory.svm.allocation("buf").unwrap().bytes), [41]);
}

// ---- LSC_UNTYPED lsc_load / lsc_store --------------------------------------------

fn lsc(exec: ExecCtrl, sfid: LscSfid, data_size: LscDataSize, vector: LscVectorSize, transposed: bool) -> LscUntyped {
    LscUntyped {
        exec,
        pred: None,
        sfid,
        l1: LscCache::Df,
        l3: LscCache::Df,
        imm_offset: 0,
        surface: LscSurface::FLAT,
        addr_size: sfid.addr_size(),
        data_size,
        transposed,
        vector,
        addresses: RawOperand::NULL,
        data: RawOperand::NULL,
    }
}

#[test]
fn lsc_load_simt_vector_rows_start_on_grf_blocks_of_the_full_width() {
    // PVC, SIMD32 d32x2: lane n reads dwords 2n and 2n+1 of 0x4000 + 8n; DstData[v].elems[n]:
    // element 0 of the 32 lanes in bytes 0..127, element 1 in bytes 128..255.
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 32, uq_bytes(&(0..32).map(|n| 0x4000 + 8 * n).collect::<Vec<_>>()));
    let dst = k.var("dst", ElemType::UD, 64);
    let m = lsc(exec(32), LscSfid::Ugm, LscDataSize::D32, LscVectorSize::X2, false);
    k.push(Instruction::LscLoad(LscUntyped { addresses: raw(addrs), data: raw(dst), ..m }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, ud_bytes(&(0..64).map(|d| 0x100 + d).collect::<Vec<_>>())).unwrap();
    let outcome = k.run(XeHpc, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    let mut expect: Vec<u32> = (0..32).map(|n| 0x100 + 2 * n).collect();
    expect.extend((0..32).map(|n| 0x101 + 2 * n));
    assert_eq!(uds(&dst_bytes(&outcome, dst)), expect);
}

#[test]
fn lsc_slm_a32_offsets_wrap_read_zero_past_slm_and_disabled_lanes_keep_dst() {
    // SLM dwords 0x300 + d (16 of them); lane n at 4n - 4 (a32 wraps: lane 0 at 0xfffffffc, past SLM: 0);
    // lanes 8..15 predicated off keep 0xdead.
    let mut k = K::new();
    let offs = k.input("offs", ElemType::UD, 16, ud_bytes(&(0..16).map(|n| 4 * n).collect::<Vec<_>>()));
    let dst = k.input("dst", ElemType::UD, 16, ud_bytes(&[0xdead; 16]));
    let pred = pred(&mut k, 0x00ff);
    let m = lsc(exec(16), LscSfid::Slm, LscDataSize::D32, LscVectorSize::X1, false);
    k.push(Instruction::LscLoad(LscUntyped { pred, imm_offset: -4, addresses: raw(offs), data: raw(dst), ..m }));
    let mut memory = Memory::default();
    memory.slm = ud_bytes(&(0..16).map(|d| 0x300 + d).collect::<Vec<_>>());
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    let mut expect = vec![0];
    expect.extend((0..7).map(|d| 0x300 + d));
    expect.extend([0xdead; 8]);
    assert_eq!(uds(&dst_bytes(&outcome, dst)), expect);
}

#[test]
fn lsc_a64_immediate_offsets_are_added_to_every_address() {
    // LSC_UNTYPED: addr = Base + AddrScale*Src0Addrs[n] + AddrImmOffset. Memory dwords
    // 0x4000.. = 0x500 + d. SIMD8 at 0x4020 + 4n with offset -0x20: dwords n (0x500 + n);
    // the transposed d32x4t at 0x4000 with offset +0x30: dwords 12..15.
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 8, uq_bytes(&(0..8).map(|n| 0x4020 + 4 * n).collect::<Vec<_>>()));
    let base = k.input("base", ElemType::UQ, 1, uq_bytes(&[0x4000]));
    let lanes = k.var("lanes", ElemType::UD, 16);
    let block = k.var("block", ElemType::UD, 16);
    let m = lsc(exec(8), LscSfid::Ugm, LscDataSize::D32, LscVectorSize::X1, false);
    k.push(Instruction::LscLoad(LscUntyped { imm_offset: -0x20, addresses: raw(addrs), data: raw(lanes), ..m }));
    let t = lsc(exec_nm(1), LscSfid::Ugm, LscDataSize::D32, LscVectorSize::X4, true);
    k.push(Instruction::LscLoad(LscUntyped { imm_offset: 0x30, addresses: raw(base), data: raw(block), ..t }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, ud_bytes(&(0..16).map(|d| 0x500 + d).collect::<Vec<_>>())).unwrap();
    let outcome = k.run(Platform::Xe2, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert_eq!(uds(&dst_bytes(&outcome, lanes))[..8], [0x500, 0x501, 0x502, 0x503, 0x504, 0x505, 0x506, 0x507]);
    assert_eq!(uds(&dst_bytes(&outcome, block))[..4], [0x50c, 0x50d, 0x50e, 0x50f]);
}

#[test]
fn lsc_store_transposed_d64_is_packed_and_faults_outside_memory() {
    // (M1_NM, 1) d64x2t from qwords 0x11, 0x22 to 0x4008: memory qwords 0, 0x11, 0x22, 0.
    let mut k = K::new();
    let a = k.input("a", ElemType::UQ, 1, uq_bytes(&[0x4008]));
    let src = k.input("src", ElemType::UQ, 2, uq_bytes(&[0x11, 0x22]));
    let m = lsc(exec_nm(1), LscSfid::Ugm, LscDataSize::D64, LscVectorSize::X2, true);
    k.push(Instruction::LscStore(LscUntyped { addresses: raw(a), data: raw(src), ..m }));
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, vec![0; 32]).unwrap();
    let outcome = k.run(Platform::Xe2, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert_eq!(uds(&memory.svm.allocation("buf").unwrap().bytes), [0, 0, 0x11, 0, 0x22, 0, 0, 0]);
    // Past the allocation's end: the second qword faults.
    let mut memory = Memory::default();
    memory.svm.allocate("buf", 0x4000, vec![0; 16]).unwrap();
    let outcome = k.run(Platform::Xe2, ALL_ONES, &mut memory);
    let fault = outcome.fault.as_ref().expect("the second qword faults");
    assert_eq!((fault.lane, fault.address, fault.len), (0, 0x4010, 8));
}

#[test]
fn lsc_conversions_widen_on_load_and_narrow_on_store() {
    // Memory bytes 0x4000.. = 0x80 0x81 0x82 ..; 4 lanes at 0x4000 + 2n (SIMD4, xe2).
    // d8c32 load: lane n = zext(byte 2n) = 0x80 + 2n; d16c32: zext(half at 2n) = 0x8n+1_8n;
    // d16c32h: that half << 16. Stores of dwords 0xaabbccdd: d8c32 writes 0xdd, d16c32 0xccdd,
    // d16c32h 0xaabb.
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 4, uq_bytes(&[0x4000, 0x4002, 0x4004, 0x4006]));
    let out = k.input("out", ElemType::UQ, 4, uq_bytes(&[0x5000, 0x5004, 0x5008, 0x500c]));
    let words = k.input("words", ElemType::UD, 4, ud_bytes(&[0xaabb_ccdd, 0x1122_3344, 0x5566_7788, 0x99aa_bbcc]));
    let d8 = k.var("d8", ElemType::UD, 16);
    let d16 = k.var("d16", ElemType::UD, 16);
    let d16h = k.var("d16h", ElemType::UD, 16);
    let load = |size, data| {
        let m = lsc(exec(4), LscSfid::Ugm, size, LscVectorSize::X1, false);
        Instruction::LscLoad(LscUntyped { addresses: raw(addrs), data: raw(data), ..m })
    };
    k.push(load(LscDataSize::D8U32, d8));
    k.push(load(LscDataSize::D16U32, d16));
    k.push(load(LscDataSize::D16U32H, d16h));
    let store = |size, offset: i32| {
        let m = lsc(exec(4), LscSfid::Ugm, size, LscVectorSize::X1, false);
        Instruction::LscStore(LscUntyped { imm_offset: offset, addresses: raw(out), data: raw(words), ..m })
    };
    k.push(store(LscDataSize::D16U32H, 0));
    k.push(store(LscDataSize::D8U32, 0x10));
    k.push(store(LscDataSize::D16U32, 0x20));
    let mut memory = Memory::default();
    memory.svm.allocate("src", 0x4000, (0x80..0x90).collect()).unwrap();
    memory.svm.allocate("dst", 0x5000, vec![0; 0x30]).unwrap();
    let outcome = k.run(Platform::Xe2, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert_eq!(uds(&dst_bytes(&outcome, d8))[..4], [0x80, 0x82, 0x84, 0x86]);
    assert_eq!(uds(&dst_bytes(&outcome, d16))[..4], [0x8180, 0x8382, 0x8584, 0x8786]);
    assert_eq!(uds(&dst_bytes(&outcome, d16h))[..4], [0x8180_0000, 0x8382_0000, 0x8584_0000, 0x8786_0000]);
    let dst = &memory.svm.allocation("dst").unwrap().bytes;
    // d16c32h at 0x5000 + 4n: the high halves, then the untouched upper half of each dword.
    assert_eq!(uds(&dst[..16]), [0xaabb, 0x1122, 0x5566, 0x99aa]);
    // d8c32 at 0x5010 + 4n: the low bytes.
    assert_eq!(uds(&dst[16..32]), [0xdd, 0x44, 0x88, 0xcc]);
    // d16c32 at 0x5020 + 4n: the low halves.
    assert_eq!(uds(&dst[32..48]), [0xccdd, 0x3344, 0x7788, 0xbbcc]);
}

#[test]
fn lsc_store_lanes_at_one_address_are_reported_and_the_last_wins() {
    // SLM, SIMD4 d32 at offsets 0, 8, 0, 4 with data 1, 2, 3, 4: lanes 0 and 2 share offset 0; lane 2 wins.
    let mut k = K::new();
    let offs = k.input("offs", ElemType::UD, 4, ud_bytes(&[0, 8, 0, 4]));
    let src = k.input("src", ElemType::UD, 4, ud_bytes(&[1, 2, 3, 4]));
    let m = lsc(exec(4), LscSfid::Slm, LscDataSize::D32, LscVectorSize::X1, false);
    k.push(Instruction::LscStore(LscUntyped { addresses: raw(offs), data: raw(src), ..m }));
    let mut memory = Memory::default();
    memory.slm = vec![0; 16];
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(uds(&memory.slm), [3, 4, 2, 0]);
    let overlap = FindingKind::OverlappingWrites {
        space: visa_lower::exec::memory::Space::Slm,
        address: 0,
        len: 4,
        lanes: vec![0, 2],
    };
    assert_eq!(only_ub(&outcome), [&overlap]);
}

/// One LSC atomic of one lane on `old` (a datum of `size` at SVM 0x6000):
/// (the datum left in memory, the register element returned).
fn lsc_atomic_once(op: LscAtomicOp, size: LscDataSize, old: u64, src1: u64, src2: u64) -> (u64, u64) {
    let bytes = size.bytes() as usize;
    let mut k = K::new();
    let addrs = k.input("addrs", ElemType::UQ, 1, uq_bytes(&[0x6000]));
    let s1 = k.input("s1", ElemType::UQ, 1, uq_bytes(&[src1]));
    let s2 = k.input("s2", ElemType::UQ, 1, uq_bytes(&[src2]));
    let dst = k.var("dst", ElemType::UQ, 1);
    let sources = op.sources();
    let operand = |n: u8, var| if sources >= n { raw(var) } else { RawOperand::NULL };
    let access = LscUntyped {
        addresses: raw(addrs),
        data: raw(dst),
        ..lsc(exec(1), LscSfid::Ugm, size, LscVectorSize::X1, false)
    };
    k.push(Instruction::LscAtomic(LscAtomic { op, lsc: access, src1: operand(1, s1), src2: operand(2, s2) }));
    let mut memory = Memory::default();
    memory.svm.allocate("m", 0x6000, old.to_le_bytes()[..bytes].to_vec()).unwrap();
    let outcome = k.run(Platform::Xe2, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty(), "{op:?}: {:?}", outcome.findings);
    let mut left = [0u8; 8];
    left[..bytes].copy_from_slice(&memory.svm.allocation("m").unwrap().bytes);
    let register = size.register_bytes() as usize;
    let mut returned = [0u8; 8];
    returned[..register].copy_from_slice(&dst_bytes(&outcome, dst)[..register]);
    (u64::from_le_bytes(left), u64::from_le_bytes(returned))
}

#[test]
fn lsc_atomics_follow_the_operation_table() {
    // vISA spec, LSC_UNTYPED: LscSubOp names; every one returns the old value. Worked by hand.
    use LscAtomicOp::*;
    let d32 = |op, old, s1, s2| lsc_atomic_once(op, LscDataSize::D32, old, s1, s2);
    assert_eq!(d32(IInc, 5, 0, 0), (6, 5));
    assert_eq!(d32(IDec, 0, 0, 0), (0xffff_ffff, 0));
    assert_eq!(d32(Load, 5, 0, 0), (5, 5));
    assert_eq!(d32(Store, 5, 7, 0), (7, 5));
    assert_eq!(d32(IAdd, 0xffff_fffe, 7, 0), (5, 0xffff_fffe));
    assert_eq!(d32(ISub, 5, 7, 0), (0xffff_fffe, 5));
    // -7 < 5 signed; 5 < 0xfffffff9 unsigned.
    assert_eq!(d32(SMin, 5, 0xffff_fff9, 0), (0xffff_fff9, 5));
    assert_eq!(d32(SMax, 0xffff_fffb, 7, 0), (7, 0xffff_fffb));
    assert_eq!(d32(UMin, 5, 0xffff_fff9, 0), (5, 5));
    assert_eq!(d32(UMax, 5, 0xffff_fff9, 0), (0xffff_fff9, 5));
    // icas: Src1Data is the compare value, Src2Data the new one.
    assert_eq!(d32(ICas, 5, 5, 9), (9, 5));
    assert_eq!(d32(ICas, 5, 9, 5), (5, 5));
    // Floats: 1.5 + 2.25 = 3.75, 1.5 - 2.25 = -0.75.
    let (f15, f225) = (0x3fc0_0000, 0x4010_0000);
    assert_eq!(d32(FAdd, f15, f225, 0), (0x4070_0000, f15));
    assert_eq!(d32(FSub, f15, f225, 0), (0xbf40_0000, f15));
    assert_eq!(d32(FMin, f15, f225, 0), (f15, f15));
    assert_eq!(d32(FMax, f15, f225, 0), (f225, f15));
    // fcas compares as floats: +0 equals -0, and the new value is Src2Data.
    assert_eq!(d32(FCas, 0, 0x8000_0000, 0x3f80_0000), (0x3f80_0000, 0));
    assert_eq!(d32(FCas, f15, f225, 0x3f80_0000), (f15, f15));
    assert_eq!(d32(And, 0b1100, 0b1010, 0), (0b1000, 0b1100));
    assert_eq!(d32(Or, 0b1100, 0b1010, 0), (0b1110, 0b1100));
    assert_eq!(d32(Xor, 0b1100, 0b1010, 0), (0b0110, 0b1100));
    // d16c32: 16 bits in memory, the old value zero-extended (smin too: -5 returns 0xfffb).
    let d16 = |op, old, s1| lsc_atomic_once(op, LscDataSize::D16U32, old, s1, 0);
    assert_eq!(d16(SMin, 0xfffb, 0xfff9), (0xfff9, 0xfffb));
    assert_eq!(d16(IAdd, 0xffff, 0x0002_0002), (1, 0xffff));
    // Half floats: 1.5 + 2.25 = 3.75 (0x3e00 + 0x4080 = 0x4380).
    assert_eq!(d16(FAdd, 0x3e00, 0x4080), (0x4380, 0x3e00));
    // d64: qwords.
    let d64 = |op, old, s1, s2| lsc_atomic_once(op, LscDataSize::D64, old, s1, s2);
    assert_eq!(d64(IAdd, u64::MAX, 2, 0), (1, u64::MAX));
    assert_eq!(d64(ICas, 1 << 40, 1 << 40, 7), (7, 1 << 40));
}

#[test]
fn lsc_atomic_lanes_apply_in_order_and_slm_is_bounded() {
    // SLM (xehpg, 64 bytes iota dwords): lanes 0..3 iadd 1 at offsets 0, 0, 4, 0x100 (past the end).
    // Lanes 0 and 1 share dword 0 (0 -> 1 -> 2; lane 1 returns 1), lane 2 makes dword 1 (1) 2, lane 3
    // reads zero and writes nothing.
    let mut k = K::new();
    let offs = k.input("offs", ElemType::UD, 4, ud_bytes(&[0, 0, 4, 0x100]));
    let ones = k.input("ones", ElemType::UD, 4, ud_bytes(&[1, 1, 1, 1]));
    let old = k.var("old", ElemType::UD, 16);
    let access = LscUntyped {
        addresses: raw(offs),
        data: raw(old),
        ..lsc(exec(4), LscSfid::Slm, LscDataSize::D32, LscVectorSize::X1, false)
    };
    k.push(Instruction::LscAtomic(LscAtomic {
        op: LscAtomicOp::IAdd,
        lsc: access,
        src1: raw(ones),
        src2: RawOperand::NULL,
    }));
    let mut memory = Memory::default();
    memory.slm = ud_bytes(&(0..16).collect::<Vec<_>>());
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert_eq!(uds(&dst_bytes(&outcome, old))[..4], [0, 1, 1, 0]);
    assert_eq!(uds(&memory.slm)[..3], [2, 2, 2]);
    assert_eq!(memory.slm.len(), 64);
    // The cache controls are recorded (they have no architectural effect).
    let caches: Vec<_> = outcome.stats.cache_controls.iter().map(|(k, n)| (*k, *n)).collect();
    assert_eq!(caches, [(("lsc_atomic_iadd", LscCache::Df, LscCache::Df), 1)]);
    assert!(
        kinds(&outcome).iter().any(|k| matches!(k, FindingKind::AtomicOrder { address: 0, .. })),
        "{:?}",
        outcome.findings
    );
}

#[test]
fn lsc_fence_changes_nothing_and_is_counted() {
    let mut k = K::new();
    k.push(Instruction::LscFence(LscFence { unit: LscFenceUnit::Ugm, op: LscFenceOp::Evict, scope: LscScope::Gpu }));
    let mut memory = Memory::default();
    memory.slm = vec![7; 16];
    let outcome = k.run(XeHpg, ALL_ONES, &mut memory);
    assert!(outcome.findings.is_empty() && outcome.fault.is_none());
    assert_eq!(memory.slm, vec![7; 16]);
    let fence = outcome.stats.per_message.get("lsc_fence").expect("counted");
    assert_eq!((fence.messages, fence.active_lanes, fence.bytes), (1, 1, 0));
}
