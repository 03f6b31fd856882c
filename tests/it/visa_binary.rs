//! The binary encoding of each message against its page's Format table.
//! Expected bytes are written out field by field from the tables.

use crate::support;

use proptest::prelude::*;
use visa_lower::visa::binary::*;
use visa_lower::visa::*;

fn raw(id: u32, offset: u16) -> RawOperand {
    RawOperand::new(GenVarId(id), offset)
}

/// `ud id; uw offset`, little-endian.
fn raw_bytes(id: u32, offset: u16) -> Vec<u8> {
    let mut v = id.to_le_bytes().to_vec();
    v.extend(offset.to_le_bytes());
    v
}

fn roundtrip(inst: Instruction, bytes: &[u8]) {
    assert_eq!(encode_instruction(&inst).as_deref(), Ok(bytes));
    assert_eq!(decode_instruction(bytes), Ok((inst, bytes.len())));
}

#[test]
fn svm_gather_format() {
    // 0x4e(SVM) 0x03(GATHER) Exec_size Pred Block_size Num_blocks Addresses Dst
    let inst = Instruction::SvmGather(SvmGather {
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M5, true),
        pred: Some(Predicate::inverted(PredVarId::new(3).unwrap())),
        block_size: BlockSize::B4,
        num_blocks: NumBlocks::N2,
        addresses: raw(33, 0),
        dst: raw(34, 64),
    });
    let mut expect = vec![
        0x4e,
        0x03,
        0b1100_0100, // emask M5_NM (0b1100) << 4 | size 16 (0b100)
        0x03,
        0x80, // pred: id 3, bit 15 inverse
        0b01, // 4-byte blocks
        0b01, // 2 blocks
    ];
    expect.extend(raw_bytes(33, 0));
    expect.extend(raw_bytes(34, 64));
    roundtrip(inst, &expect);
}

#[test]
fn svm_gather_eight_byte_blocks_write_0b10_and_read_both_spellings() {
    let inst = Instruction::SvmGather(SvmGather {
        exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M8, false),
        pred: None,
        block_size: BlockSize::B8,
        num_blocks: NumBlocks::N1,
        addresses: raw(40, 32),
        dst: raw(41, 0),
    });
    let mut expect = vec![0x4e, 0x03, 0b0111_0000, 0x00, 0x00, 0b10, 0b00];
    expect.extend(raw_bytes(40, 32));
    expect.extend(raw_bytes(41, 0));
    roundtrip(inst, &expect);
    // vISA spec, SVM_GATHER's 0b11 decodes to the same instruction (README decision S2).
    let mut page_form = expect.clone();
    page_form[5] = 0b11;
    assert_eq!(decode_instruction(&page_form), Ok((inst, expect.len())));
}

#[test]
fn scatter4_scaled_format() {
    // 0x75 Exec_size Pred Channels Scale Surface Offset Element_offset Src
    let inst = Instruction::Scatter4Scaled(Scatter4Scaled {
        exec: ExecCtrl::new(ExecSize::S8, EmaskOffset::M3, false),
        pred: Some(Predicate { var: PredVarId::new(1).unwrap(), inverse: false, combine: PredCombine::Any }),
        channels: ChannelMask::new(0b1010).unwrap(), // G and A
        surface: SurfaceId(6),
        global_offset: SrcOperand::imm(ElemType::UD, 0x40),
        element_offset: raw(35, 0),
        src: raw(36, 32),
    });
    let mut expect = vec![
        0x75,
        0b0010_0011, // M3 (0b0010) << 4 | size 8 (0b011)
        0x01,
        0x20, // pred: id 1, combine "01" (any) in bits 14..13
        0b1010,
        0x00,
        0x00,  // scale: always zero
        6,     // surface T6
        0b101, // immediate operand class
        0x00,  // type UD
        0x40,
        0x00,
        0x00,
        0x00,
    ];
    expect.extend(raw_bytes(35, 0));
    expect.extend(raw_bytes(36, 32));
    roundtrip(inst, &expect);
}

#[test]
fn scatter4_scaled_ignores_scale_when_decoding() {
    let inst = Instruction::Scatter4Scaled(Scatter4Scaled {
        exec: ExecCtrl::nm(ExecSize::S16),
        pred: None,
        channels: ChannelMask::RGBA,
        surface: SurfaceId::SLM,
        global_offset: SrcOperand::scalar(GenVarId(32)),
        element_offset: raw(35, 0),
        src: raw(36, 0),
    });
    let mut bytes = encode_instruction(&inst).unwrap();
    assert_eq!(&bytes[5..7], &[0, 0]);
    // General operand: tag 0, id 32, row 0, col 0, region <0;1,0> = codes 1, 2, 1.
    assert_eq!(&bytes[8..17], &[0b000, 32, 0, 0, 0, 0, 0, 0x21, 0x01]);
    bytes[5] = 7;
    assert_eq!(decode_instruction(&bytes).map(|(i, _)| i), Ok(inst));
}

#[test]
fn qw_scatter_format() {
    // 0x87 Exec_size Pred Num_blocks Surface Offset Src
    let inst = Instruction::QwScatter(QwScatter {
        exec: ExecCtrl::new(ExecSize::S4, EmaskOffset::M2, true),
        pred: None,
        num_blocks: NumBlocks::N1,
        surface: SurfaceId::SLM,
        offset: raw(37, 0),
        src: raw(38, 128),
    });
    let mut expect = vec![0x87, 0b1001_0010, 0x00, 0x00, 0b00, 0];
    expect.extend(raw_bytes(37, 0));
    expect.extend(raw_bytes(38, 128));
    roundtrip(inst, &expect);
}

#[test]
fn qw_gather_format() {
    // 0x86(QW_GATHER) Exec_size Pred Num_blocks Surface Offset Dst
    let inst = Instruction::QwGather(QwGather {
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
        pred: Some(Predicate::new(PredVarId::new(2).unwrap())),
        num_blocks: NumBlocks::N1,
        surface: SurfaceId(6),
        offset: raw(37, 0),
        dst: raw(38, 64),
    });
    let mut expect = vec![0x86, 0b0000_0100, 0x02, 0x00, 0b00, 6];
    expect.extend(raw_bytes(37, 0));
    expect.extend(raw_bytes(38, 64));
    roundtrip(inst, &expect);
}

#[test]
fn gather_and_scatter_scaled_format() {
    // 0x78/0x79 Exec_size Pred Block_size Num_blocks Scale Surface Offset Element_offset Data
    let m = ByteScaled {
        exec: ExecCtrl::nm(ExecSize::S32),
        pred: None,
        num_blocks: NumBlocks::N2,
        surface: SurfaceId::SLM,
        global_offset: SrcOperand::imm(ElemType::UD, 0x40),
        element_offset: raw(33, 0),
        data: raw(34, 0),
    };
    for (inst, opcode) in [(Instruction::GatherScaled(m), 0x78), (Instruction::ScatterScaled(m), 0x79)] {
        let mut expect = vec![
            opcode,
            0b1000_0101, // M1_NM, size code 0b101 (32)
            0x00,
            0x00,
            0x00, // Block_size: ignored, written 0
            0b01, // 2 blocks
            0x00,
            0x00,  // Scale: ignored, written 0
            0x00,  // T0
            0b101, // an immediate operand
            ElemType::UD.code(),
        ];
        expect.extend(0x40u32.to_le_bytes());
        expect.extend(raw_bytes(33, 0));
        expect.extend(raw_bytes(34, 0));
        roundtrip(inst, &expect);
    }
}

#[test]
fn oword_block_formats() {
    // OWORD_LD 0x35 Size Is_modified Surface Offset Dst; OWORD_LD_UNALIGNED 0x3c the same; OWORD_ST 0x36 Size Surface Offset Src.
    let block = OwordBlock {
        num_owords: NumOwords::N8,
        surface: SurfaceId::STATELESS,
        offset: SrcOperand::imm(ElemType::UD, 3),
        data: raw(40, 0),
    };
    let tail = |with_modified: bool| {
        let mut v = vec![0b11]; // 8 owords
        if with_modified {
            v.push(0); // Is_modified: ignored, written 0
        }
        v.extend([5, 0b101, ElemType::UD.code()]);
        v.extend(3u32.to_le_bytes());
        v.extend(raw_bytes(40, 0));
        v
    };
    for (inst, opcode, modified) in [
        (Instruction::OwordLd(block), 0x35, true),
        (Instruction::OwordLdUnaligned(block), 0x3c, true),
        (Instruction::OwordSt(block), 0x36, false),
    ] {
        let mut expect = vec![opcode];
        expect.extend(tail(modified));
        roundtrip(inst, &expect);
    }
}

#[test]
fn faddr_and_ifcall_formats() {
    // IFCALL 0x4f Exec_size Pred Func_addr Arg_size Return_size: (M1, 16) is
    // 0b100 with mask M1; no predicate; an immediate UD address 0x40; 5 and 0 GRFs.
    let ifcall = Instruction::Ifcall {
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
        pred: None,
        func_addr: SrcOperand::imm(ElemType::UD, 0x40),
        arg_size: 5,
        ret_size: 0,
    };
    let mut expect = vec![0x4f, 0b100, 0, 0, 0b101, ElemType::UD.code()];
    expect.extend(0x40u32.to_le_bytes());
    expect.extend([5, 0]);
    roundtrip(ifcall, &expect);
    // FADDR 0x50 Func_id(uw) Dst: function 2, then the destination operand.
    let dst = DstOperand::General { var: GenVarId(40), row: 0, col: 0, hstride: 1 };
    let faddr = Instruction::Faddr { func: FuncId(2), dst };
    let bytes = encode_instruction(&faddr).expect("encodes");
    assert_eq!(bytes[..3], [0x50, 2, 0]);
    assert_eq!(decode_instruction(&bytes), Ok((faddr, bytes.len())));
}

#[test]
fn dword_atomic_format() {
    // 0x7d Op Exec_size Pred Surface Element_offset Src0 Src1 Dst
    let inst = Instruction::DwordAtomic(DwordAtomic {
        op: AtomicOp::Inc,
        is_16bit: true,
        exec: ExecCtrl::nm(ExecSize::S16),
        pred: None,
        surface: SurfaceId::SLM,
        element_offset: raw(40, 0),
        src0: RawOperand::NULL,
        src1: RawOperand::NULL,
        dst: raw(41, 0),
    });
    let mut expect = vec![0x7d, 0b10_0010, 0b1000_0100, 0, 0, 0];
    for (id, off) in [(40, 0), (0, 0), (0, 0), (41, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(inst, &expect);
}

#[test]
fn lsc_untyped_format() {
    // vISA spec, LSC_UNTYPED: 0x89 LscSubOp Exec_size Pred LscSFID CachingL1 CachingL3 AddrType AddrScale
    // AddrImmOffset AddrSize DataSize DataOrder DataElemsPerAddr ChMask Surface DstData Src0Addrs Src1Data
    // Src2Data; unused raw operands %null, Surface the immediate 0 (tag 5, type UD 0, 4 bytes) for flat.
    let flat_surface = [5, 0, 0, 0, 0, 0];
    // lsc_load.ugm.uc.ca (M1, 16) V40.0:d32x2 flat[V41.0+0x10]:a64
    let load = Instruction::LscLoad(LscUntyped {
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
        pred: None,
        sfid: LscSfid::Ugm,
        l1: LscCache::Uc,
        l3: LscCache::Ca,
        imm_offset: 0x10,
        surface: LscSurface::FLAT,
        addr_size: LscAddrSize::A64,
        data_size: LscDataSize::D32,
        transposed: false,
        vector: LscVectorSize::X2,
        addresses: raw(41, 0),
        data: raw(40, 0),
    });
    let mut expect = vec![0x89, 0x00, 0x04, 0, 0, 0, 1, 2, 1, 1, 0, 0x10, 0, 0, 0, 3, 3, 1, 2, 0];
    expect.extend(flat_surface);
    for (id, off) in [(40, 0), (41, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(load, &expect);
    // lsc_store.slm (M1_NM, 1) flat[V41.0-0x4]:a32 V40.64:d64x8t
    let store = Instruction::LscStore(LscUntyped {
        exec: ExecCtrl::nm(ExecSize::S1),
        pred: None,
        sfid: LscSfid::Slm,
        l1: LscCache::Df,
        l3: LscCache::Df,
        imm_offset: -4,
        surface: LscSurface::FLAT,
        addr_size: LscAddrSize::A32,
        data_size: LscDataSize::D64,
        transposed: true,
        vector: LscVectorSize::X8,
        addresses: raw(41, 0),
        data: raw(40, 64),
    });
    let mut expect = vec![0x89, 0x04, 0x80, 0, 0, 3, 0, 0, 1, 1, 0, 0xfc, 0xff, 0xff, 0xff, 2, 4, 2, 5, 0];
    expect.extend(flat_surface);
    for (id, off) in [(0, 0), (41, 0), (40, 64), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(store, &expect);
}

#[test]
fn lsc_quad_format() {
    // vISA spec, LSC_UNTYPED: the Format of lsc_load/lsc_store, LscSubOp lsc_load_quad 0x02 and
    // lsc_store_quad 0x06; DataOrder 1 (not transposed), DataElemsPerAddr unused (0), ChMask bit 0 X .. bit 3 W.
    let flat_surface = [5, 0, 0, 0, 0, 0];
    let access = LscUntyped {
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
        pred: None,
        sfid: LscSfid::Ugm,
        l1: LscCache::Df,
        l3: LscCache::Df,
        imm_offset: 0,
        surface: LscSurface::FLAT,
        addr_size: LscAddrSize::A64,
        data_size: LscDataSize::D32,
        transposed: false,
        vector: LscVectorSize::X1,
        addresses: raw(41, 0),
        data: raw(40, 0),
    };
    // lsc_load_quad.ugm (M1, 16) V40.0:d32.xzw flat[V41.0]:a64: ChMask 0b1101.
    let xzw = LscChannels::from_name("xzw").unwrap();
    let load = Instruction::LscLoadQuad(LscQuad::new(access, xzw));
    let mut expect = vec![0x89, 0x02, 0x04, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 3, 3, 1, 0, 0b1101];
    expect.extend(flat_surface);
    for (id, off) in [(40, 0), (41, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(load, &expect);
    // lsc_store_quad.slm.df.df (M1, 16) flat[V41.0+0x8]:a32 V40.64:d32.xy: ChMask 0b0011.
    let slm =
        LscUntyped { sfid: LscSfid::Slm, addr_size: LscAddrSize::A32, imm_offset: 8, data: raw(40, 64), ..access };
    let store = Instruction::LscStoreQuad(LscQuad::new(slm, LscChannels::from_name("xy").unwrap()));
    let mut expect = vec![0x89, 0x06, 0x04, 0, 0, 3, 0, 0, 1, 1, 0, 8, 0, 0, 0, 2, 3, 1, 0, 0b0011];
    expect.extend(flat_surface);
    for (id, off) in [(0, 0), (41, 0), (40, 64), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(store, &expect);
}

#[test]
fn lsc_typed_quad_format() {
    // vISA spec, LSC_TYPED: 0x8a LscSubOp (lsc_load_quad 0x02, lsc_store_quad 0x06) ExecSize Predicate
    // CachingL1 CachingL3 AddrType (4 bti) AddrSize (2 a32) DataSize (3 d32) DataOrder (1) DataElemsPerAddr (0,
    // unused) ChMask, Surface (an immediate vector operand: tag 5, type UD 0, 4 bytes), DstData, Src0AddrsU, V, R,
    // LOD, Src1Data, Src2Data (raw operands; %null is variable 0).
    // lsc_load_quad.tgm (M1, 16) V40.0:d32.xzw bti(0x4)[V41.0,V42.0]:a32
    let load = LscTypedQuad {
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
        pred: None,
        l1: LscCache::Df,
        l3: LscCache::Df,
        surface: LscSurface::bti(4),
        addr_size: LscAddrSize::A32,
        channels: LscChannels::from_name("xzw").unwrap(),
        u: raw(41, 0),
        v: raw(42, 0),
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        data: raw(40, 0),
    };
    let mut expect = vec![0x8a, 0x02, 0x04, 0, 0, 0, 0, 4, 2, 3, 1, 0, 0b1101];
    expect.extend([5, 0, 4, 0, 0, 0]);
    for (id, off) in [(40, 0), (41, 0), (42, 0), (0, 0), (0, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(Instruction::LscTypedLoadQuad(load), &expect);
    // lsc_store_quad.tgm.uc.uc (M1, 16) bti(0x4)[V41.0,V42.0,V43.0,V44.0]:a32 V40.64:d32.xy: L1/L3 uncached (1).
    let store = LscTypedQuad {
        l1: LscCache::Uc,
        l3: LscCache::Uc,
        channels: LscChannels::from_name("xy").unwrap(),
        r: raw(43, 0),
        lod: raw(44, 0),
        data: raw(40, 64),
        ..load
    };
    let mut expect = vec![0x8a, 0x06, 0x04, 0, 0, 1, 1, 4, 2, 3, 1, 0, 0b0011];
    expect.extend([5, 0, 4, 0, 0, 0]);
    for (id, off) in [(0, 0), (41, 0), (42, 0), (43, 0), (44, 0), (40, 64), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(Instruction::LscTypedStoreQuad(store), &expect);
}

#[test]
fn lsc_typed_atomic_format() {
    // vISA spec, LSC_TYPED: 0x8a LscSubOp (lsc_atomic_icas 0x12, lsc_atomic_iinc 0x08) ExecSize Predicate
    // CachingL1 CachingL3 AddrType (2 bss, 4 bti) AddrSize (2 a32) DataSize (4 d64, 6 d16u32) DataOrder (1
    // non-transposed) DataElemsPerAddr (1) ChMask (0, unused), Surface (an immediate vector operand: tag 5, type
    // UD 0, 4 bytes), DstData, Src0AddrsU, V, R, LOD, Src1Data, Src2Data (raw operands; %null is variable 0).
    // lsc_atomic_icas.tgm.uc.wb (M1, 8) V40.0:d64 bss(0x40)[V41.0,V42.0]:a32 V43.0 V44.0: L1 uc (1), L3 wb (3).
    let icas = LscTypedAtomic {
        op: LscAtomicOp::ICas,
        exec: ExecCtrl::new(ExecSize::S8, EmaskOffset::M1, false),
        pred: None,
        l1: LscCache::Uc,
        l3: LscCache::Wb,
        surface: LscSurface { model: LscAddrModel::Bss, index: SrcOperand::imm(ElemType::UD, 0x40) },
        addr_size: LscAddrSize::A32,
        data_size: LscDataSize::D64,
        vector: LscVectorSize::X1,
        transposed: false,
        u: raw(41, 0),
        v: raw(42, 0),
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        data: raw(40, 0),
        src1: raw(43, 0),
        src2: raw(44, 0),
    };
    let mut expect = vec![0x8a, 0x12, 0x03, 0, 0, 1, 3, 2, 2, 4, 1, 1, 0];
    expect.extend([5, 0, 0x40, 0, 0, 0]);
    for (id, off) in [(40, 0), (41, 0), (42, 0), (0, 0), (0, 0), (43, 0), (44, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(Instruction::LscTypedAtomic(icas), &expect);
    // lsc_atomic_iinc.tgm (M1, 16) %null.0:d16c32 bti(0x4)[V41.0]:a32 %null.0 %null.0
    let iinc = LscTypedAtomic {
        op: LscAtomicOp::IInc,
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
        l1: LscCache::Df,
        l3: LscCache::Df,
        surface: LscSurface::bti(4),
        data_size: LscDataSize::D16U32,
        v: RawOperand::NULL,
        data: RawOperand::NULL,
        src1: RawOperand::NULL,
        src2: RawOperand::NULL,
        ..icas
    };
    let mut expect = vec![0x8a, 0x08, 0x04, 0, 0, 0, 0, 4, 2, 6, 1, 1, 0];
    expect.extend([5, 0, 4, 0, 0, 0]);
    for (id, off) in [(0, 0), (41, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(Instruction::LscTypedAtomic(iinc), &expect);
}

#[test]
fn lsc_surface_format() {
    // vISA spec, LSC_UNTYPED: AddrType 4 (bti), Surface the index as a vector operand (an immediate: tag 5,
    // type UD 0, 4 bytes); AddrSize 2 (a32).
    // lsc_load.ugm (M1, 16) V40.0:d32 bti(0x3)[V41.0-0x4]:a32
    let load = Instruction::LscLoad(LscUntyped {
        exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
        pred: None,
        sfid: LscSfid::Ugm,
        l1: LscCache::Df,
        l3: LscCache::Df,
        imm_offset: -4,
        surface: LscSurface::bti(3),
        addr_size: LscAddrSize::A32,
        data_size: LscDataSize::D32,
        transposed: false,
        vector: LscVectorSize::X1,
        addresses: raw(41, 0),
        data: raw(40, 0),
    });
    let mut expect = vec![0x89, 0x00, 0x04, 0, 0, 0, 0, 0, 4, 1, 0, 0xfc, 0xff, 0xff, 0xff, 2, 3, 1, 1, 0];
    expect.extend([5, 0, 3, 0, 0, 0]);
    for (id, off) in [(40, 0), (41, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(load, &expect);
    // A prefetch: lsc_load.ugm (M1, 16) %null.0:d32 bss(0x40)[V41.0]:a32, AddrType 2, DstData %null.
    let Instruction::LscLoad(m) = load else { unreachable!() };
    let surface = LscSurface { model: LscAddrModel::Bss, index: SrcOperand::imm(ElemType::UD, 0x40) };
    let prefetch = Instruction::LscLoad(LscUntyped { surface, imm_offset: 0, data: RawOperand::NULL, ..m });
    let mut expect = vec![0x89, 0x00, 0x04, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 2, 3, 1, 1, 0];
    expect.extend([5, 0, 0x40, 0, 0, 0]);
    for (id, off) in [(0, 0), (41, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(prefetch, &expect);
    // lsc_load_status.ugm (M1, 16) V40.0:d32 flat[V41.0]:a64: LscSubOp 0x1B, the Format of lsc_load.
    let status = Instruction::LscLoadStatus(LscUntyped {
        surface: LscSurface::FLAT,
        addr_size: LscAddrSize::A64,
        imm_offset: 0,
        ..m
    });
    let mut expect = vec![0x89, 0x1b, 0x04, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 3, 3, 1, 1, 0];
    expect.extend([5, 0, 0, 0, 0, 0]);
    for (id, off) in [(40, 0), (41, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(status, &expect);
}

#[test]
fn lsc_atomic_format() {
    // vISA spec, LSC_UNTYPED: 0x89 LscSubOp (the operation: lsc_atomic_icas 0x12) Exec_size Pred LscSFID
    // CachingL1 CachingL3 AddrType AddrScale AddrImmOffset AddrSize DataSize DataOrder DataElemsPerAddr ChMask
    // Surface DstData Src0Addrs Src1Data Src2Data.
    // lsc_atomic_icas.ugm.uc.wb (M1, 16) V40.0:d64 flat[V41.0]:a64 V42.0 V43.0
    let icas = Instruction::LscAtomic(LscAtomic {
        op: LscAtomicOp::ICas,
        lsc: LscUntyped {
            exec: ExecCtrl::new(ExecSize::S16, EmaskOffset::M1, false),
            pred: None,
            sfid: LscSfid::Ugm,
            l1: LscCache::Uc,
            l3: LscCache::Wb,
            imm_offset: 0,
            surface: LscSurface::FLAT,
            addr_size: LscAddrSize::A64,
            data_size: LscDataSize::D64,
            transposed: false,
            vector: LscVectorSize::X1,
            addresses: raw(41, 0),
            data: raw(40, 0),
        },
        src1: raw(42, 0),
        src2: raw(43, 0),
    });
    // Exec 0x04 (16 lanes, M1); ugm 0; uc 1, wb 3; flat 1; scale 1 (uw); offset 0 (d); a64 3; d64 4;
    // non-transposed 1; x1 1; ChMask 0; the flat surface (immediate 0:ud).
    let mut expect = vec![0x89, 0x12, 0x04, 0, 0, 0, 1, 3, 1, 1, 0, 0, 0, 0, 0, 3, 4, 1, 1, 0];
    expect.extend([5, 0, 0, 0, 0, 0]);
    for (id, off) in [(40, 0), (41, 0), (42, 0), (43, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(icas, &expect);
    // lsc_atomic_iinc.slm (M1, 8) %null:d16c32 flat[V41.0+0x4]:a32 %null %null: 0x08, d16u32 6, a32 2, slm 3.
    let iinc = Instruction::LscAtomic(LscAtomic {
        op: LscAtomicOp::IInc,
        lsc: LscUntyped {
            exec: ExecCtrl::new(ExecSize::S8, EmaskOffset::M1, false),
            pred: None,
            sfid: LscSfid::Slm,
            l1: LscCache::Df,
            l3: LscCache::Df,
            imm_offset: 4,
            surface: LscSurface::FLAT,
            addr_size: LscAddrSize::A32,
            data_size: LscDataSize::D16U32,
            transposed: false,
            vector: LscVectorSize::X1,
            addresses: raw(41, 0),
            data: RawOperand::NULL,
        },
        src1: RawOperand::NULL,
        src2: RawOperand::NULL,
    });
    let mut expect = vec![0x89, 0x08, 0x03, 0, 0, 3, 0, 0, 1, 1, 0, 4, 0, 0, 0, 2, 6, 1, 1, 0];
    expect.extend([5, 0, 0, 0, 0, 0]);
    for (id, off) in [(0, 0), (41, 0), (0, 0), (0, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(iinc, &expect);
    // Sub-operations past the atomics are other rows (0x1B lsc_load_status) or none this table has
    // (0x1C lsc_store_uncompressed).
    let mut status = expect.clone();
    status[1] = 0x1b;
    assert!(matches!(decode_instruction(&status), Ok((Instruction::LscLoadStatus(_), _))), "{status:?}");
    status[1] = 0x1c;
    assert!(decode_instruction(&status).is_err());
}

#[test]
fn lsc_fence_format() {
    // vISA spec, LSC_FENCE: 0x8b ExecSize Pred LscSFID LscFenceOp LscScope; exec (M1_NM, 1) is
    // 0b1000_0000 (bits 7..4 = 8: M1_NM; bits 2..0 = 0: one lane), no predicate 0.
    // lsc_fence.ugm.evict.gpu: ugm 0, evict 1, gpu 3.
    let fence = |unit, op, scope| Instruction::LscFence(LscFence { unit, op, scope });
    roundtrip(fence(LscFenceUnit::Ugm, LscFenceOp::Evict, LscScope::Gpu), &[0x8b, 0x80, 0, 0, 0, 1, 3]);
    // lsc_fence.slm.none.group: slm 3, none 0, group 0.
    roundtrip(fence(LscFenceUnit::Slm, LscFenceOp::None, LscScope::Group), &[0x8b, 0x80, 0, 0, 3, 0, 0]);
    // lsc_fence.tgm.flushl3.sysacq: tgm 2, flushl3 5, sysacq 6.
    roundtrip(fence(LscFenceUnit::Tgm, LscFenceOp::FlushL3, LscScope::SysAcq), &[0x8b, 0x80, 0, 0, 2, 5, 6]);
    // Any other exec size or a predicate has no text: refused where it is read; so are values past the tables.
    for bad in [
        [0x8b, 0x84, 0, 0, 0, 1, 3],
        [0x8b, 0x80, 1, 0, 0, 1, 3],
        [0x8b, 0x80, 0, 0, 4, 1, 3],
        [0x8b, 0x80, 0, 0, 0, 6, 3],
    ] {
        assert!(decode_instruction(&bad).is_err(), "{bad:x?}");
    }
    assert!(decode_instruction(&[0x8b, 0x80, 0, 0, 0, 0, 7]).is_err());
}

#[test]
fn svm_atomic_format() {
    // 0x4e(SVM) 0x05(ATOMIC) Exec_size Pred Op Addresses Src0 Src1 Dst; Op bits 6..5 = 0b10 for 64-bit.
    let inst = Instruction::SvmAtomic(SvmAtomic {
        op: AtomicOp::CmpXchg,
        width: AtomicWidth::W64,
        exec: ExecCtrl::nm(ExecSize::S8),
        pred: None,
        addresses: raw(40, 0),
        src0: raw(41, 0),
        src1: raw(42, 0),
        dst: raw(43, 0),
    });
    let mut expect = vec![0x4e, 0x05, 0b1000_0011, 0, 0, 0b100_0111];
    for id in [40, 41, 42, 43] {
        expect.extend(raw_bytes(id, 0));
    }
    roundtrip(inst, &expect);
    let w16 = Instruction::SvmAtomic(SvmAtomic {
        op: AtomicOp::Add,
        width: AtomicWidth::W16,
        ..match inst {
            Instruction::SvmAtomic(m) => m,
            _ => unreachable!(),
        }
    });
    assert_eq!(encode_instruction(&w16).unwrap()[5], 0b010_0000);
}

#[test]
fn message_opcodes_are_the_pages() {
    // The first bytes of each message, from the Opcode line of its page (SVM:
    // 0x4e and the SVM_ID sub-opcode).
    use visa_lower::visa::Message;
    let expect: [(Message, &[u8]); 28] = [
        (Message::OwordLd, &[0x35]),
        (Message::OwordLdUnaligned, &[0x3c]),
        (Message::OwordSt, &[0x36]),
        (Message::GatherScaled, &[0x78]),
        (Message::ScatterScaled, &[0x79]),
        (Message::DwordAtomic, &[0x7d]),
        (Message::QwGather, &[0x86]),
        (Message::QwScatter, &[0x87]),
        (Message::Gather4Scaled, &[0x74]),
        (Message::Scatter4Scaled, &[0x75]),
        (Message::TypedAtomic, &[0x73]),
        (Message::SvmBlockLd, &[0x4e, 0x01]),
        (Message::SvmBlockSt, &[0x4e, 0x02]),
        (Message::SvmGather, &[0x4e, 0x03]),
        (Message::SvmScatter, &[0x4e, 0x04]),
        (Message::SvmAtomic, &[0x4e, 0x05]),
        (Message::LscLoad, &[0x89, 0x00]),
        (Message::LscStore, &[0x89, 0x04]),
        // The operation is the sub-opcode, a field of the row (its bytes: lsc_atomic_format).
        (Message::LscAtomic, &[0x89]),
        (Message::LscFence, &[0x8b]),
        (Message::LscLoadBlock2d, &[0x89, 0x03]),
        (Message::LscStoreBlock2d, &[0x89, 0x07]),
        (Message::LscLoadQuad, &[0x89, 0x02]),
        (Message::LscStoreQuad, &[0x89, 0x06]),
        (Message::LscLoadStatus, &[0x89, 0x1b]),
        (Message::LscTypedLoadQuad, &[0x8a, 0x02]),
        (Message::LscTypedStoreQuad, &[0x8a, 0x06]),
        // The operation is the sub-opcode, a field of the row (its bytes: lsc_typed_atomic_format).
        (Message::LscTypedAtomic, &[0x8a]),
    ];
    for (m, opcodes) in expect {
        let d = m.desc();
        let ours: Vec<u8> = std::iter::once(d.opcode.value).chain(d.sub_opcode).collect();
        assert_eq!(ours, opcodes, "{}", m.name());
    }
}

#[test]
fn typed_atomic_format() {
    // 0x73 Op Exec_size Pred Surface U V R LOD Src0 Src1 Dst
    let inst = Instruction::TypedAtomic(TypedAtomic {
        op: AtomicOp::CmpXchg,
        is_16bit: true,
        exec: ExecCtrl::nm(ExecSize::S8),
        pred: Some(Predicate::new(PredVarId::new(0x0fff).unwrap())),
        surface: SurfaceId(7),
        u: raw(40, 0),
        v: raw(41, 0),
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        src0: raw(42, 32),
        src1: raw(43, 0),
        dst: raw(44, 0),
    });
    let mut expect = vec![
        0x73,
        0b10_0111, // cmpxchg 0b00111 | bit 5 (16-bit)
        0b1000_0011,
        0xff,
        0x0f,
        7,
    ];
    for (id, off) in [(40, 0), (41, 0), (0, 0), (0, 0), (42, 32), (43, 0), (44, 0)] {
        expect.extend(raw_bytes(id, off));
    }
    roundtrip(inst, &expect);
}

#[test]
fn every_atomic_op_code_is_its_table_row() {
    let table = [
        (AtomicOp::Add, 0b00000),
        (AtomicOp::Sub, 0b00001),
        (AtomicOp::Inc, 0b00010),
        (AtomicOp::Dec, 0b00011),
        (AtomicOp::Min, 0b00100),
        (AtomicOp::Max, 0b00101),
        (AtomicOp::Xchg, 0b00110),
        (AtomicOp::CmpXchg, 0b00111),
        (AtomicOp::And, 0b01000),
        (AtomicOp::Or, 0b01001),
        (AtomicOp::Xor, 0b01010),
        (AtomicOp::IMin, 0b01011),
        (AtomicOp::IMax, 0b01100),
        (AtomicOp::PreDec, 0b01101),
        (AtomicOp::FMax, 0b10000),
        (AtomicOp::FMin, 0b10001),
        (AtomicOp::FCmpWr, 0b10010),
    ];
    for (op, code) in table {
        assert_eq!(op.code(), code, "{op:?}");
        assert_eq!(AtomicOp::from_code(code), Some(op));
    }
    for code in [0b01110, 0b01111, 0b10011, 0b11111] {
        assert_eq!(AtomicOp::from_code(code), None);
    }
}

#[test]
fn exec_byte_is_emask_shifted_over_size_code() {
    for size in ExecSize::ALL {
        for offset in EmaskOffset::ALL {
            for nm in [false, true] {
                let byte = ExecCtrl::new(size, offset, nm).to_byte();
                let emask = offset as u8 | if nm { 0b1000 } else { 0 };
                assert_eq!(byte, emask << 4 | size.code());
                assert_eq!(ExecCtrl::from_byte(byte), Some(ExecCtrl::new(size, offset, nm)));
            }
        }
    }
    assert_eq!(ExecSize::S16.code(), 0b100);
    assert_eq!(ExecSize::S1.code(), 0b000);
}

#[test]
fn alu_instructions_round_trip() {
    let p1 = PredVarId::new(1).unwrap();
    let v = |id| SrcOperand::General {
        var: GenVarId(id),
        row: 1,
        col: 2,
        region: Region::contiguous(8),
        modifier: SrcModifier::Neg,
    };
    let dst = DstOperand::General { var: GenVarId(50), row: 0, col: 0, hstride: 1 };
    let exec = ExecCtrl::nm(ExecSize::S16);
    let body = vec![
        Instruction::mov(exec, None, dst, v(33)),
        Instruction::alu2(
            AluOp::Shl,
            exec,
            Some(Predicate::new(p1)),
            dst,
            v(33),
            SrcOperand::imm(ElemType::Q, u64::MAX),
        ),
        Instruction::Cmp {
            rel: CmpRel::Ge,
            exec,
            dst: DstOperand::Predicate(p1),
            src0: v(34),
            src1: SrcOperand::imm(ElemType::F, 0x3f80_0000),
        },
        Instruction::Setp { exec, dst: p1, src: SrcOperand::imm(ElemType::UW, 0xffff) },
        Instruction::alu2(AluOp::Sel, exec, Some(Predicate::inverted(p1)), dst, v(33), SrcOperand::Predicate(p1)),
        Instruction::Ret { exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false), pred: None },
    ];
    let bytes = encode_body(&body).unwrap();
    assert_eq!(decode_body(&bytes), Ok(body));
}

#[test]
fn decoder_reports_errors_with_byte_offsets() {
    assert_eq!(decode_instruction(&[]), Err(DecodeError::UnexpectedEnd { at: 0, what: "opcode" }));
    assert_eq!(decode_instruction(&[0xee]), Err(DecodeError::UnknownOpcode { at: 0, opcode: 0xee }));
    // Sub-opcodes 1..5 are BLOCK_LD, BLOCK_ST, GATHER, SCATTER, ATOMIC; 6 (GATHER4_SCALED) is not one of this set.
    assert_eq!(decode_instruction(&[0x4e, 0x06]), Err(DecodeError::BadField { at: 1, field: "sub-opcode", value: 6 }));
    // SVM_ATOMIC width 0b11 is reserved (Op bits 6..5).
    assert_eq!(
        decode_instruction(&[0x4e, 0x05, 0x03, 0, 0, 0x60]),
        Err(DecodeError::BadField { at: 5, field: "atomic op", value: 0x60 })
    );
    // GATHER_SCALED Num_blocks 0b11 (8 blocks) does not exist.
    assert_eq!(
        decode_instruction(&[0x78, 0x03, 0, 0, 0, 0x03]),
        Err(DecodeError::BadField { at: 5, field: "num_blocks", value: 3 })
    );
    // Exec size code 0b110 is reserved.
    assert_eq!(decode_instruction(&[0x87, 0x06]), Err(DecodeError::BadField { at: 1, field: "exec size", value: 6 }));
    // Channel mask with bits above bit 3.
    assert_eq!(
        decode_instruction(&[0x75, 0x03, 0, 0, 0x10]),
        Err(DecodeError::BadField { at: 4, field: "channel mask", value: 0x10 })
    );
    // Atomic op 0b01110 does not exist.
    assert_eq!(
        decode_instruction(&[0x73, 0x0e]),
        Err(DecodeError::BadField { at: 1, field: "atomic op", value: 0x0e })
    );
    // Predicate combine 0b11 is reserved.
    assert_eq!(
        decode_instruction(&[0x87, 0x03, 0x01, 0x60]),
        Err(DecodeError::BadField { at: 2, field: "predicate", value: 0x6001 })
    );
    assert_eq!(
        decode_instruction(&[0x87, 0x03, 0x00, 0x00, 0x00, 0x00, 0x21]),
        Err(DecodeError::UnexpectedEnd { at: 6, what: "raw operand id" })
    );
}

#[test]
fn encoder_rejects_bool_immediates() {
    let inst = Instruction::Setp {
        exec: ExecCtrl::nm(ExecSize::S8),
        dst: PredVarId::new(1).unwrap(),
        src: SrcOperand::imm(ElemType::Bool, 1),
    };
    assert_eq!(encode_instruction(&inst), Err(EncodeError::BoolImmediate));
}

#[test]
fn encoder_rejects_unencodable_regions() {
    let bad = SrcOperand::General {
        var: GenVarId(33),
        row: 0,
        col: 0,
        region: Region { vstride: 3, width: 1, hstride: 0 },
        modifier: SrcModifier::None,
    };
    let inst =
        Instruction::mov(ExecCtrl::nm(ExecSize::S1), None, DstOperand::Predicate(PredVarId::new(1).unwrap()), bad);
    assert_eq!(encode_instruction(&inst), Err(EncodeError::Region(3, 1, 0)));
}

#[test]
fn min_max_format_has_the_exec_size_before_the_op() {
    // 0x45(MIN_MAX) Exec_size Op Dst Src0 Src1 (the MIN_MAX page's Format;
    // Intel's reader reads IGC's `min`/`max` back only in this order).
    let dst = DstOperand::General { var: GenVarId(40), row: 0, col: 0, hstride: 1 };
    let inst = Instruction::alu2(
        AluOp::Max,
        ExecCtrl::nm(ExecSize::S8),
        None,
        dst,
        SrcOperand::imm(ElemType::D, 5),
        SrcOperand::imm(ElemType::D, 7),
    );
    let mut expect = vec![0x45, 0b1000_0011, 1];
    expect.extend([0b000, 40, 0, 0, 0, 0, 0, 0x00, 0x02]); // general V40(0,0)<1>: region code of stride 1 in bits 11..8
    expect.extend([0b101, 0x01, 5, 0, 0, 0]); // immediate, type D (1), low dword
    expect.extend([0b101, 0x01, 7, 0, 0, 0]);
    roundtrip(inst, &expect);
}

#[test]
fn cmp_format_has_the_exec_size_before_the_relation() {
    // 0x2c(CMP) Exec_size Rel_op Dst Src0 Src1 (the CMP page's Format)
    let p1 = PredVarId::new(1).unwrap();
    let inst = Instruction::Cmp {
        rel: CmpRel::Lt,
        exec: ExecCtrl::nm(ExecSize::S8),
        dst: DstOperand::Predicate(p1),
        src0: SrcOperand::imm(ElemType::UD, 5),
        src1: SrcOperand::imm(ElemType::UD, 7),
    };
    let mut expect = vec![0x2c, 0b1000_0011, 0b100, 0b010, 0x01, 0x00];
    expect.extend([0b101, 0x00, 5, 0, 0, 0]); // immediate, type UD (0), low dword
    expect.extend([0b101, 0x00, 7, 0, 0, 0]);
    roundtrip(inst, &expect);
}

/// The object file of the header chapter, field by field: a kernel `k` with
/// one variable, one predicate, one surface, two inputs and a `ret`.
#[test]
fn object_file_format() {
    use visa_lower::visa::binary::isa_file::{decode_file, encode_file};
    let mut k = Kernel::new("k");
    let v = k.declare_var(GenVar { name: "a".into(), ty: ElemType::UQ, num_elts: 4, align: Align::Grf, alias: None });
    k.declare_pred(PredVar { name: "p".into(), num_elts: 16 });
    let t = k.declare_surface(SurfaceVar { name: "t".into(), num_elts: 1, v_name: None }).unwrap();
    k.inputs.push(Input::user(InputVar::General(v), 32, 32));
    k.inputs.push(Input::user(InputVar::Surface(t), 64, 4));
    k.attrs.push(KernelAttr { name: "x".into(), value: Some("yz".into()) });
    k.body.push(Instruction::Ret { exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false), pred: None });
    let program = Program { kernels: vec![k], ..Program::default() };

    let le16 = |v: u16| v.to_le_bytes().to_vec();
    let le32 = |v: u32| v.to_le_bytes().to_vec();
    // The kernel object.
    let mut object = le32(6); // strings: "", "k", "a", "p", "t", "x"
    object.extend(b"\0k\0a\0p\0t\0x\0");
    object.extend(le32(1)); // name: string 1
    object.extend(le32(1)); // one variable: name 2, UQ (11) | GRF (5) << 4, 4 elements, no alias
    object.extend(le32(2));
    object.extend([11 | 5 << 4]);
    object.extend(le16(4));
    object.extend(le32(0));
    object.extend(le16(0));
    object.extend([0, 0]); // alias scope, attributes
    object.extend(le16(0)); // addresses
    object.extend(le16(1)); // one predicate: name 3, 16 elements
    object.extend(le32(3));
    object.extend(le16(16));
    object.push(0);
    object.extend(le16(0)); // labels
    object.push(0); // samplers
    object.push(1); // one surface: name 4, 1 element
    object.extend(le32(4));
    object.extend(le16(1));
    object.push(0);
    object.push(0); // VME
    let inputs_at = object.len() as u32;
    object.extend(le32(2)); // inputs: general V32 at 32 (32 bytes), surface T6 at 64 (4 bytes)
    object.push(0);
    object.extend(le32(32));
    object.extend(le16(32));
    object.extend(le16(32));
    object.push(2);
    object.extend(le32(6));
    object.extend(le16(64));
    object.extend(le16(4));
    object.extend(le32(4)); // instructions: 4 bytes
    let entry = object.len() as u32 + 4 + 2 + 4 + 1 + 2;
    object.extend(le32(entry));
    object.extend(le16(1)); // one attribute: name 5, "yz"
    object.extend(le32(5));
    object.push(2);
    object.extend(b"yz");
    object.extend([0x34, 0x00, 0x00, 0x00]); // RET, exec (M1, 1), no predicate
                                             // The header: 'CISA', 4.1, one kernel `k` at its offset, no relocations,
                                             // Gen binaries, file-scope variables or functions.
    let mut file = le32(0x4153_4943);
    file.extend([4, 1]);
    file.extend(le16(1));
    file.extend(le16(1));
    file.extend(b"k");
    let offset = (file.len() + 4 + 4 + 4 + 2 + 2 + 1 + 2 + 2) as u32;
    file.extend(le32(offset));
    file.extend(le32(object.len() as u32));
    file.extend(le32(offset + inputs_at));
    file.extend(le16(0));
    file.extend(le16(0));
    file.push(0);
    file.extend(le16(0));
    file.extend(le16(0));
    assert_eq!(file.len() as u32, offset);
    file.extend(object);

    assert_eq!(encode_file(&program), Ok(file.clone()));
    assert_eq!(decode_file(&file), Ok(program));
    // Not an object file.
    assert!(decode_file(b"CISB").is_err());
    assert!(decode_file(&file[..file.len() - 1]).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Every instruction the model can hold, every field value: `decode(encode(i)) == i`.
    #[test]
    fn decode_inverts_encode(inst in support::arb::arb_instruction(64, 8, 4)) {
        // BOOL immediates exist in the text form only ("any type except BOOL").
        prop_assume!(encode_instruction(&inst) != Err(EncodeError::BoolImmediate));
        let bytes = encode_instruction(&inst).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(decode_instruction(&bytes), Ok((inst, bytes.len())));
    }

    /// Whole bodies decode back to the same sequence.
    #[test]
    fn bodies_round_trip(body in proptest::collection::vec(support::arb::arb_instruction(64, 8, 4), 0..12)) {
        prop_assume!(encode_body(&body) != Err(EncodeError::BoolImmediate));
        let bytes = encode_body(&body).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(decode_body(&bytes), Ok(body));
    }

    /// Arbitrary bytes give an instruction or an error, never a panic; what
    /// decodes re-encodes to the bytes it came from, up to the ignored Scale
    /// field and the alternative 8-byte block spelling.
    #[test]
    fn decoder_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..96)) {
        if let Ok((inst, used)) = decode_instruction(&bytes) {
            let again = encode_instruction(&inst).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(again.len(), used);
            prop_assert_eq!(decode_instruction(&again), Ok((inst, used)));
        }
    }
}

proptest! {
    // About half of the random programs hold something the encoder refuses.
    #![proptest_config(ProptestConfig { cases: 500, max_global_rejects: 5000, ..ProptestConfig::default() })]

    /// Whole programs: `decode_file(encode_file(p)) == p`, but for the LLVM
    /// names the text keeps in comments (the binary form has none).
    #[test]
    fn object_files_round_trip(program in support::arb::arb_program()) {
        use visa_lower::visa::binary::isa_file::{decode_file, encode_file};
        // Bool immediates and out-of-field values (input offsets past W) are
        // refused by the encoder.
        let encoded = encode_file(&program);
        prop_assume!(encoded.is_ok());
        let bytes = encoded.map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut expected = program;
        for k in &mut expected.kernels {
            k.source_name = None;
            k.source_names.clear();
        }
        prop_assert_eq!(decode_file(&bytes), Ok(expected));
    }

    /// Arbitrary bytes after a valid header give a program or an error, never a panic.
    #[test]
    fn object_file_decoder_never_panics(tail in proptest::collection::vec(any::<u8>(), 0..200)) {
        let mut bytes = vec![0x43, 0x49, 0x53, 0x41, 4, 1, 1, 0, 1, 0, b'k'];
        bytes.extend(tail);
        let _ = visa_lower::visa::binary::isa_file::decode_file(&bytes);
    }
}

/// SWITCHJMP's Format: 0x69, Exec_size, Num_labels, Index, then each label
/// as a uw id; Num_labels outside [1..32] is refused by the decoder.
#[test]
fn switchjmp_format() {
    let table = JumpTable::new(&[LabelId(2), LabelId(0), LabelId(2)]).unwrap();
    let inst =
        Instruction::SwitchJmp { exec: ExecCtrl::nm(ExecSize::S1), index: SrcOperand::imm(ElemType::UW, 1), table };
    let mut expect = vec![0x69, 0b1000_0000, 3];
    expect.extend([0b101, 0x02, 1, 0, 0, 0]); // immediate, type UW (2), low dword
    expect.extend([2, 0, 0, 0, 2, 0]);
    roundtrip(inst, &expect);
    for count in [0u8, 33] {
        let bytes = [0x69, 0b1000_0000, count, 0b101, 0x02, 1, 0, 0, 0];
        assert!(
            matches!(decode_instruction(&bytes), Err(DecodeError::BadField { at: 2, value, .. }) if value == u32::from(count)),
            "{count}: {:?}",
            decode_instruction(&bytes)
        );
    }
    assert!(JumpTable::new(&[LabelId(0); 33]).is_none());
}

/// The text cannot declare an alias of a later variable; an object file can,
/// and a cycle of aliases (found by the decode fuzz target: the verifier then
/// followed it for ever) is a decode error at the alias index.
#[test]
fn object_file_alias_cycles_are_refused() {
    use visa_lower::visa::binary::isa_file::{decode_file, encode_file};
    for cycle in [1, 2] {
        let mut k = Kernel::new("k");
        let ids: Vec<_> = (0..cycle)
            .map(|i| {
                k.declare_var(GenVar {
                    name: format!("a{i}"),
                    ty: ElemType::UD,
                    num_elts: 8,
                    align: Align::Grf,
                    alias: None,
                })
            })
            .collect();
        // a0 -> a1 -> ... -> a0 (a0 -> a0 for one).
        for i in 0..cycle {
            k.vars[i].alias = Some(Alias { base: ids[(i + 1) % cycle], offset: 0 });
        }
        k.body.push(Instruction::Ret { exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false), pred: None });
        let file = encode_file(&Program { kernels: vec![k], ..Program::default() }).expect("encodes");
        match decode_file(&file) {
            Err(DecodeError::BadField { field: "alias index (a cycle of aliases)", value, .. }) => {
                assert_eq!(value, ids[1 % cycle].0, "{cycle}")
            }
            other => panic!("a cycle of {cycle} decoded: {other:?}"),
        }
    }
    // A chain that ends is read back.
    let mut k = Kernel::new("k");
    let a = k.declare_var(GenVar { name: "a".into(), ty: ElemType::UD, num_elts: 8, align: Align::Grf, alias: None });
    k.declare_var(GenVar {
        name: "b".into(),
        ty: ElemType::D,
        num_elts: 8,
        align: Align::Grf,
        alias: Some(Alias { base: a, offset: 0 }),
    });
    k.body.push(Instruction::Ret { exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false), pred: None });
    let program = Program { kernels: vec![k], ..Program::default() };
    assert_eq!(decode_file(&encode_file(&program).expect("encodes")), Ok(program));
}

/// A general scalar source `V<id>(row,col)<0;1,0>`: class 0, id, row, col,
/// and the region `uw` of 4-bit codes (vstride, width, hstride) where a
/// stride `s` is code 1 + its index in 0, 1, 2, 4, 8, 16, 32 (0 reserved):
/// 0 is 1, 1 is 2, so `<0;1,0>` is 0x121.
fn scalar_bytes(id: u32, row: u8, col: u8) -> Vec<u8> {
    let mut v = vec![0];
    v.extend(id.to_le_bytes());
    v.extend([row, col, 0x21, 0x01]);
    v
}

#[test]
fn lsc_block2d_format() {
    // vISA spec, LSC_UNTYPED (lsc_load_block2d, lsc_store_block2d): 0x89 LscSubOp Exec_size Pred LscSFID
    // CachingL1 CachingL3 DataSize DataOrder Blocks(ub) BlockWidth(uw) BlockHeight(uw) VNNI(ub) DstData
    // SurfaceBaseAddr SurfaceWidth SurfaceHeight SurfacePitch Src0AddrX Src0AddrY Src1Data. Blocks, width
    // and height are the counts, not minus 1 (Intel's reader, readInstructionLscUntypedBlock2D).
    let s = |col: u8| SrcOperand::General {
        var: GenVarId(42),
        row: 0,
        col,
        region: Region::SCALAR,
        modifier: SrcModifier::None,
    };
    let surface = [SrcOperand::scalar(GenVarId(41)), s(0), s(1), s(2), s(3), s(4)];
    let mut surface_bytes = scalar_bytes(41, 0, 0);
    for col in 0..5 {
        surface_bytes.extend(scalar_bytes(42, 0, col));
    }
    // lsc_load_block2d.ugm.uc.ca (M1_NM, 1) V40.0:d16.2x16x8nn flat[V41(0,0),V42(0,0),..,V42(0,4)]
    let load = LscBlock2d {
        exec: ExecCtrl::nm(ExecSize::S1),
        pred: None,
        sfid: LscSfid::Ugm,
        l1: LscCache::Uc,
        l3: LscCache::Ca,
        data_size: LscDataSize::D16,
        transposed: false,
        blocks: 2,
        width: 16,
        height: 8,
        vnni: false,
        data: raw(40, 0),
        surface,
    };
    // exec (M1_NM, 1) 0x80; no predicate; ugm 0, uc 1, ca 2; d16 2; non-transposed 1; 2 blocks; 16; 8; VNNI 0.
    let mut expect = vec![0x89, 0x03, 0x80, 0, 0, 0, 1, 2, 2, 1, 2, 16, 0, 8, 0, 0];
    expect.extend(raw_bytes(40, 0));
    expect.extend(&surface_bytes);
    expect.extend(raw_bytes(0, 0));
    roundtrip(Instruction::LscLoadBlock2d(load), &expect);
    // The d8 VNNI load 1 x 32 x 16 (VNNI 1) and the transposed d32 1 x 8 x 16 (order 2).
    let vnni = LscBlock2d { data_size: LscDataSize::D8, blocks: 1, width: 32, height: 16, vnni: true, ..load };
    let mut expect = vec![0x89, 0x03, 0x80, 0, 0, 0, 1, 2, 1, 1, 1, 32, 0, 16, 0, 1];
    expect.extend(raw_bytes(40, 0));
    expect.extend(&surface_bytes);
    expect.extend(raw_bytes(0, 0));
    roundtrip(Instruction::LscLoadBlock2d(vnni), &expect);
    let transposed = LscBlock2d { data_size: LscDataSize::D32, blocks: 1, width: 8, transposed: true, ..load };
    let mut expect_t = vec![0x89, 0x03, 0x80, 0, 0, 0, 1, 2, 3, 2, 1, 8, 0, 8, 0, 0];
    expect_t.extend(raw_bytes(40, 0));
    expect_t.extend(&surface_bytes);
    expect_t.extend(raw_bytes(0, 0));
    roundtrip(Instruction::LscLoadBlock2d(transposed), &expect_t);
    // A prefetch: DstData %null.
    let prefetch = LscBlock2d { data: RawOperand::NULL, ..load };
    let mut expect_p = vec![0x89, 0x03, 0x80, 0, 0, 0, 1, 2, 2, 1, 2, 16, 0, 8, 0, 0];
    expect_p.extend(raw_bytes(0, 0));
    expect_p.extend(&surface_bytes);
    expect_p.extend(raw_bytes(0, 0));
    roundtrip(Instruction::LscLoadBlock2d(prefetch), &expect_p);
    // (P2) lsc_store_block2d.ugm.uc.wb (M1, 1) flat[...] V43.64:d64.1x4x8nn: DstData %null, Src1Data last.
    let store = LscBlock2d {
        exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false),
        pred: Some(Predicate::new(PredVarId::new(2).unwrap())),
        l3: LscCache::Wb,
        data_size: LscDataSize::D64,
        blocks: 1,
        width: 4,
        data: raw(43, 64),
        ..load
    };
    let mut expect = vec![0x89, 0x07, 0x00, 2, 0, 0, 1, 3, 4, 1, 1, 4, 0, 8, 0, 0];
    expect.extend(raw_bytes(0, 0));
    expect.extend(&surface_bytes);
    expect.extend(raw_bytes(43, 64));
    roundtrip(Instruction::LscStoreBlock2d(store), &expect);
    // The decoder refuses what the Format has no value for: VNNI 2, the SIMT data size d8c32 (5).
    let mut bad_vnni = expect_t.clone();
    bad_vnni[15] = 2;
    assert!(decode_instruction(&bad_vnni).is_err());
    let mut bad_size = expect_t;
    bad_size[8] = 5;
    assert!(decode_instruction(&bad_size).is_err());
}
