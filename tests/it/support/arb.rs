//! Proptest strategies for the vISA program model.
//!
//! Generated kernels are well-formed for the *text* form (names are unique
//! identifiers that do not clash with predefined ones, alias bases are
//! declared earlier, scatter4_scaled uses SIMD8/16, numbers are within the
//! ranges the parser accepts) and otherwise cover every value of every field,
//! legal or not: checking legality is the verifier's job, not the codecs'.
//!
//! The operand strategies take the number of declared general variables,
//! predicates and surfaces, so that they can be used standalone (e.g. for the
//! binary codec) and still produce ids a kernel of that shape declares.

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::strategy::Union;
use visa_lower::visa::*;

/// The significant bits of an immediate of type `ty`.
pub fn type_mask(ty: ElemType) -> u64 {
    match ty.size_bytes() {
        8 => u64::MAX,
        n => (1 << (8 * n)) - 1,
    }
}

fn exec_of(sizes: Vec<ExecSize>) -> impl Strategy<Value = ExecCtrl> {
    (select(sizes), select(EmaskOffset::ALL.to_vec()), any::<bool>()).prop_map(|(s, o, nm)| ExecCtrl::new(s, o, nm))
}

/// Any size, any emask offset, with or without `_NM`.
pub fn arb_exec() -> impl Strategy<Value = ExecCtrl> {
    exec_of(ExecSize::ALL.to_vec())
}

/// `%null`, a predefined variable V1..V31, or one of `num_vars` declared ones.
pub fn arb_var(num_vars: u32) -> BoxedStrategy<GenVarId> {
    let first = GenVarId::FIRST_DECLARED;
    let predefined = prop_oneof![Just(GenVarId::NULL), (1..first).prop_map(GenVarId)];
    match num_vars {
        0 => predefined.boxed(),
        n => prop_oneof![1 => predefined, 3 => (first..first.saturating_add(n)).prop_map(GenVarId)].boxed(),
    }
}

/// A raw operand, null or not, with offsets up to `u16::MAX`.
pub fn arb_raw(num_vars: u32) -> impl Strategy<Value = RawOperand> {
    let offset = prop_oneof![Just(0u16), Just(u16::MAX), any::<u16>()];
    (arb_var(num_vars), offset).prop_map(|(v, o)| RawOperand::new(v, o))
}

/// One of P1..P`num_preds`; `num_preds` must be at least 1.
pub fn arb_pred_var(num_preds: u16) -> impl Strategy<Value = PredVarId> {
    (1..=num_preds.clamp(1, PredVarId::MAX)).prop_map(|i| PredVarId::new(i).expect("1..=MAX"))
}

/// No predicate, or any predicate with any inversion and combine.
pub fn arb_pred(num_preds: u16) -> BoxedStrategy<Option<Predicate>> {
    if num_preds == 0 {
        return Just(None).boxed();
    }
    let combine = select(vec![PredCombine::Sequential, PredCombine::Any, PredCombine::All]);
    let pred = (arb_pred_var(num_preds), any::<bool>(), combine).prop_map(|(var, inverse, combine)| Predicate {
        var,
        inverse,
        combine,
    });
    prop_oneof![1 => Just(None), 2 => pred.prop_map(Some)].boxed()
}

/// A predefined surface T0..T5 or one of `num_surfaces` (at most 250) declared ones.
pub fn arb_surface(num_surfaces: u8) -> impl Strategy<Value = SurfaceId> {
    let end = u16::from(SurfaceId::FIRST_DECLARED) + u16::from(num_surfaces.min(250));
    (0..end).prop_map(|s| SurfaceId(u8::try_from(s).expect("at most T255")))
}

/// Any type, with random significant bits.
pub fn arb_immediate() -> impl Strategy<Value = Immediate> {
    let bits = prop_oneof![Just(0), Just(u64::MAX), any::<u64>()];
    (select(ElemType::ALL.to_vec()), bits).prop_map(|(ty, bits)| Immediate { ty, bits: bits & type_mask(ty) })
}

fn arb_region_value() -> impl Strategy<Value = u8> {
    select(Region::ENCODABLE.to_vec())
}

pub fn arb_region() -> impl Strategy<Value = Region> {
    (arb_region_value(), arb_region_value(), arb_region_value()).prop_map(|(vstride, width, hstride)| Region {
        vstride,
        width,
        hstride,
    })
}

pub fn arb_modifier() -> impl Strategy<Value = SrcModifier> {
    select(vec![SrcModifier::None, SrcModifier::Neg, SrcModifier::Abs, SrcModifier::NegAbs, SrcModifier::Not])
}

/// A state operand: a surface and an element offset.
pub fn arb_state(num_surfaces: u8) -> impl Strategy<Value = StateOperand> {
    (arb_surface(num_surfaces), any::<u8>()).prop_map(|(surface, offset)| StateOperand { surface, offset })
}

/// A general source operand or an immediate (what a scalar offset can be).
pub fn arb_src_no_pred(num_vars: u32) -> BoxedStrategy<SrcOperand> {
    let general = (arb_var(num_vars), any::<u8>(), any::<u8>(), arb_region(), arb_modifier())
        .prop_map(|(var, row, col, region, modifier)| SrcOperand::General { var, row, col, region, modifier });
    prop_oneof![general, arb_immediate().prop_map(SrcOperand::Immediate)].boxed()
}

/// A general operand, an immediate, a predicate (if any are declared) or a
/// state operand.
pub fn arb_src(num_vars: u32, num_preds: u16) -> BoxedStrategy<SrcOperand> {
    // Predefined surfaces only: the operand strategies do not know how many a kernel declares.
    let state = arb_state(0).prop_map(SrcOperand::State);
    match num_preds {
        0 => prop_oneof![8 => arb_src_no_pred(num_vars), 1 => state].boxed(),
        n => prop_oneof![
            8 => arb_src_no_pred(num_vars),
            2 => arb_pred_var(n).prop_map(SrcOperand::Predicate),
            1 => state
        ]
        .boxed(),
    }
}

pub fn arb_dst(num_vars: u32, num_preds: u16) -> BoxedStrategy<DstOperand> {
    let general = (arb_var(num_vars), any::<u8>(), any::<u8>(), arb_region_value())
        .prop_map(|(var, row, col, hstride)| DstOperand::General { var, row, col, hstride });
    let state = arb_state(0).prop_map(DstOperand::State);
    match num_preds {
        0 => prop_oneof![8 => general, 1 => state].boxed(),
        n => prop_oneof![8 => general, 2 => arb_pred_var(n).prop_map(DstOperand::Predicate), 1 => state].boxed(),
    }
}

/// One of the sixteen messages, with ids a kernel of the given shape declares.
pub fn arb_message(num_vars: u32, num_preds: u16, num_surfaces: u8) -> BoxedStrategy<Instruction> {
    let (nv, np, ns) = (num_vars, num_preds, num_surfaces);
    let scatter4 = (
        exec_of(vec![ExecSize::S8, ExecSize::S16]), // the text parser takes only these
        arb_pred(np),
        (0u8..=15).prop_map(|b| ChannelMask::new(b).expect("4 bits")),
        arb_surface(ns),
        arb_src_no_pred(nv),
        arb_raw(nv),
        arb_raw(nv),
    )
        .prop_map(|(exec, pred, channels, surface, global_offset, element_offset, src)| {
            Instruction::Scatter4Scaled(Scatter4Scaled {
                exec,
                pred,
                channels,
                surface,
                global_offset,
                element_offset,
                src,
            })
        });
    let qw_scatter =
        (arb_exec(), arb_pred(np), select(NumBlocks::ALL.to_vec()), arb_surface(ns), arb_raw(nv), arb_raw(nv))
            .prop_map(|(exec, pred, num_blocks, surface, offset, src)| {
                Instruction::QwScatter(QwScatter { exec, pred, num_blocks, surface, offset, src })
            });
    let svm_gather = (
        arb_exec(),
        arb_pred(np),
        select(BlockSize::ALL.to_vec()),
        select(NumBlocks::ALL.to_vec()),
        arb_raw(nv),
        arb_raw(nv),
    )
        .prop_map(|(exec, pred, block_size, num_blocks, addresses, dst)| {
            Instruction::SvmGather(SvmGather { exec, pred, block_size, num_blocks, addresses, dst })
        });
    let typed_atomic = (
        select(AtomicOp::ALL.to_vec()),
        any::<bool>(),
        arb_exec(),
        arb_pred(np),
        arb_surface(ns),
        proptest::array::uniform7(arb_raw(nv)),
    )
        .prop_map(|(op, is_16bit, exec, pred, surface, [u, v, r, lod, src0, src1, dst])| {
            Instruction::TypedAtomic(TypedAtomic { op, is_16bit, exec, pred, surface, u, v, r, lod, src0, src1, dst })
        });
    let gather4 = (
        exec_of(vec![ExecSize::S8, ExecSize::S16]),
        arb_pred(np),
        (0u8..=15).prop_map(|b| ChannelMask::new(b).expect("4 bits")),
        arb_surface(ns),
        arb_src_no_pred(nv),
        arb_raw(nv),
        arb_raw(nv),
    )
        .prop_map(|(exec, pred, channels, surface, global_offset, element_offset, dst)| {
            Instruction::Gather4Scaled(Gather4Scaled {
                exec,
                pred,
                channels,
                surface,
                global_offset,
                element_offset,
                dst,
            })
        });
    let svm_scatter = (
        arb_exec(),
        arb_pred(np),
        select(BlockSize::ALL.to_vec()),
        select(NumBlocks::ALL.to_vec()),
        arb_raw(nv),
        arb_raw(nv),
    )
        .prop_map(|(exec, pred, block_size, num_blocks, addresses, src)| {
            Instruction::SvmScatter(SvmScatter { exec, pred, block_size, num_blocks, addresses, src })
        });
    // `.unaligned` exists in text only for the load.
    let svm_block = (any::<bool>(), select(NumOwords::ALL.to_vec()), any::<bool>(), arb_src_no_pred(nv), arb_raw(nv))
        .prop_map(|(load, num_owords, unaligned, address, data)| {
            let block = SvmBlock { num_owords, unaligned: unaligned && load, address, data };
            if load {
                Instruction::SvmBlockLd(block)
            } else {
                Instruction::SvmBlockSt(block)
            }
        });
    let qw_gather =
        (arb_exec(), arb_pred(np), select(NumBlocks::ALL.to_vec()), arb_surface(ns), arb_raw(nv), arb_raw(nv))
            .prop_map(|(exec, pred, num_blocks, surface, offset, dst)| {
                Instruction::QwGather(QwGather { exec, pred, num_blocks, surface, offset, dst })
            });
    // GATHER/SCATTER_SCALED: Num_blocks has 2 bits but only 1, 2, 4 decode (0b11 is reserved).
    let byte_scaled = (
        any::<bool>(),
        arb_exec(),
        arb_pred(np),
        select(vec![NumBlocks::N1, NumBlocks::N2, NumBlocks::N4]),
        arb_surface(ns),
        arb_src_no_pred(nv),
        arb_raw(nv),
        arb_raw(nv),
    )
        .prop_map(|(gather, exec, pred, num_blocks, surface, global_offset, element_offset, data)| {
            let m = ByteScaled { exec, pred, num_blocks, surface, global_offset, element_offset, data };
            if gather {
                Instruction::GatherScaled(m)
            } else {
                Instruction::ScatterScaled(m)
            }
        });
    let oword = (0u8..3, select(NumOwords::ALL.to_vec()), arb_surface(ns), arb_src_no_pred(nv), arb_raw(nv)).prop_map(
        |(kind, num_owords, surface, offset, data)| {
            let block = OwordBlock { num_owords, surface, offset, data };
            match kind {
                0 => Instruction::OwordLd(block),
                1 => Instruction::OwordLdUnaligned(block),
                _ => Instruction::OwordSt(block),
            }
        },
    );
    let dword_atomic = (
        select(AtomicOp::ALL.to_vec()),
        any::<bool>(),
        arb_exec(),
        arb_pred(np),
        arb_surface(ns),
        proptest::array::uniform4(arb_raw(nv)),
    )
        .prop_map(|(op, is_16bit, exec, pred, surface, [element_offset, src0, src1, dst])| {
            Instruction::DwordAtomic(DwordAtomic { op, is_16bit, exec, pred, surface, element_offset, src0, src1, dst })
        });
    let svm_atomic = (
        select(AtomicOp::ALL.to_vec()),
        select(vec![AtomicWidth::W16, AtomicWidth::W32, AtomicWidth::W64]),
        arb_exec(),
        arb_pred(np),
        proptest::array::uniform4(arb_raw(nv)),
    )
        .prop_map(|(op, width, exec, pred, [addresses, src0, src1, dst])| {
            Instruction::SvmAtomic(SvmAtomic { op, width, exec, pred, addresses, src0, src1, dst })
        });
    let stateful = || select(vec![LscAddrModel::Bss, LscAddrModel::Ss, LscAddrModel::Bti]);
    let lsc_surface = prop_oneof![
        2 => Just(LscSurface::FLAT),
        1 => (stateful(), any::<u32>())
            .prop_map(|(model, i)| LscSurface { model, index: SrcOperand::imm(ElemType::UD, u64::from(i)) }),
        1 => (stateful(), arb_var(nv), any::<u8>(), any::<u8>()).prop_map(|(model, v, row, col)| {
            let var = if v.is_null() { GenVarId(8) } else { v };
            let index = SrcOperand::General { var, row, col, region: Region::SCALAR, modifier: SrcModifier::None };
            LscSurface { model, index }
        }),
    ];
    let lsc_access = (
        lsc_surface,
        arb_exec(),
        arb_pred(np),
        (select(LscSfid::ALL.to_vec()), select(LscCache::ALL.to_vec()), select(LscCache::ALL.to_vec())),
        (prop_oneof![Just(0), any::<i32>()], select(LscAddrSize::ALL.to_vec()), select(LscDataSize::ALL.to_vec())),
        (any::<bool>(), select(LscVectorSize::ALL.to_vec())),
        proptest::array::uniform2(arb_raw(nv)),
    )
        .prop_map(
            |(
                surface,
                exec,
                pred,
                (sfid, l1, l3),
                (imm_offset, addr_size, data_size),
                (transposed, vector),
                [addresses, data],
            )| {
                LscUntyped {
                    exec,
                    pred,
                    sfid,
                    l1,
                    l3,
                    imm_offset,
                    surface,
                    addr_size,
                    data_size,
                    transposed,
                    vector,
                    addresses,
                    data,
                }
            },
        )
        .boxed();
    // Atomics take half: their 19 operations are each a mnemonic the coverage test wants.
    let lsc = (0u8..6, select(LscAtomicOp::ALL.to_vec()), proptest::array::uniform2(arb_raw(nv)), lsc_access.clone())
        .prop_map(|(kind, op, [src1, src2], m)| match kind {
            0 => Instruction::LscLoad(m),
            1 => Instruction::LscStore(m),
            2 => Instruction::LscLoadStatus(m),
            _ => Instruction::LscAtomic(LscAtomic { op, lsc: m, src1, src2 }),
        });
    let lsc_quad = (any::<bool>(), 1u8..16, lsc_access).prop_map(|(store, bits, m)| {
        let quad = LscQuad::new(m, LscChannels::from_bits(bits).expect("1..16 is a channel mask"));
        if store {
            Instruction::LscStoreQuad(quad)
        } else {
            Instruction::LscLoadQuad(quad)
        }
    });
    // LSC_TYPED: a surface that is not flat, U and then up to three more
    // coordinates (the text writes none as %null), any data.
    let typed_surface = (stateful(), any::<u8>())
        .prop_map(|(model, i)| LscSurface { model, index: SrcOperand::imm(ElemType::UD, u64::from(i)) });
    let typed_surface_atomic = typed_surface.clone();
    let lsc_typed_quad = (
        (any::<bool>(), typed_surface, arb_exec(), arb_pred(np)),
        (select(LscCache::ALL.to_vec()), select(LscCache::ALL.to_vec()), select(LscAddrSize::ALL.to_vec())),
        (1u8..16, 1usize..=4, proptest::array::uniform4(arb_raw(nv)), arb_raw(nv)),
    )
        .prop_map(|((store, surface, exec, pred), (l1, l3, addr_size), (bits, used, coordinates, data))| {
            let coordinate = |i: usize| match coordinates[i] {
                _ if i >= used => RawOperand::NULL,
                r if r.is_null() => RawOperand::new(GenVarId(8), r.offset),
                r => r,
            };
            let m = LscTypedQuad {
                exec,
                pred,
                l1,
                l3,
                surface,
                addr_size,
                channels: LscChannels::from_bits(bits).expect("1..16 is a channel mask"),
                u: coordinate(0),
                v: coordinate(1),
                r: coordinate(2),
                lod: coordinate(3),
                data,
            };
            if store {
                Instruction::LscTypedStoreQuad(m)
            } else {
                Instruction::LscTypedLoadQuad(m)
            }
        });
    // LSC_TYPED atomics: coordinates as the quad's, any data shape (the text
    // writes each field), the operation's mnemonic.
    let lsc_typed_atomic = (
        (select(LscAtomicOp::ALL.to_vec()), typed_surface_atomic, arb_exec(), arb_pred(np)),
        (select(LscCache::ALL.to_vec()), select(LscCache::ALL.to_vec()), select(LscAddrSize::ALL.to_vec())),
        (select(LscDataSize::ALL.to_vec()), any::<bool>(), select(LscVectorSize::ALL.to_vec())),
        (1usize..=4, proptest::array::uniform4(arb_raw(nv)), proptest::array::uniform3(arb_raw(nv))),
    )
        .prop_map(
            |(
                (op, surface, exec, pred),
                (l1, l3, addr_size),
                (data_size, transposed, vector),
                (used, coordinates, [data, src1, src2]),
            )| {
                let coordinate = |i: usize| match coordinates[i] {
                    _ if i >= used => RawOperand::NULL,
                    r if r.is_null() => RawOperand::new(GenVarId(8), r.offset),
                    r => r,
                };
                Instruction::LscTypedAtomic(LscTypedAtomic {
                    op,
                    exec,
                    pred,
                    l1,
                    l3,
                    surface,
                    addr_size,
                    data_size,
                    vector,
                    transposed,
                    u: coordinate(0),
                    v: coordinate(1),
                    r: coordinate(2),
                    lod: coordinate(3),
                    data,
                    src1,
                    src2,
                })
            },
        );
    let lsc_fence =
        (select(LscFenceUnit::ALL.to_vec()), select(LscFenceOp::ALL.to_vec()), select(LscScope::ALL.to_vec()))
            .prop_map(|(unit, op, scope)| Instruction::LscFence(LscFence { unit, op, scope }));
    // The 2D block messages' surface operands as the text writes them:
    // `V(r,c)` or an immediate (`uq` for the base, `ud` else).
    let surface_operand = |ty: ElemType| {
        prop_oneof![
            (arb_var(nv), any::<u8>(), any::<u8>()).prop_map(|(var, row, col)| SrcOperand::General {
                var,
                row,
                col,
                region: Region::SCALAR,
                modifier: SrcModifier::None
            }),
            any::<u64>()
                .prop_map(move |bits| SrcOperand::imm(ty, if ty == ElemType::UQ { bits } else { bits as u32 as u64 })),
        ]
    };
    let block2d = (
        (any::<bool>(), arb_exec(), arb_pred(np)),
        (select(LscSfid::ALL.to_vec()), select(LscCache::ALL.to_vec()), select(LscCache::ALL.to_vec())),
        (select(LscDataSize::BLOCK2D.to_vec()), any::<bool>(), any::<bool>()),
        (prop_oneof![Just(1u8), any::<u8>()], any::<u16>(), any::<u16>()),
        arb_raw(nv),
        (surface_operand(ElemType::UQ), proptest::array::uniform5(surface_operand(ElemType::UD))),
    )
        .prop_map(
            |(
                (store, exec, pred),
                (sfid, l1, l3),
                (data_size, transposed, vnni),
                (blocks, width, height),
                data,
                (base, [w, h, p, x, y]),
            )| {
                let m = LscBlock2d {
                    exec,
                    pred,
                    sfid,
                    l1,
                    l3,
                    data_size,
                    transposed,
                    blocks,
                    width,
                    height,
                    vnni,
                    data,
                    surface: [base, w, h, p, x, y],
                };
                if store {
                    Instruction::LscStoreBlock2d(m)
                } else {
                    Instruction::LscLoadBlock2d(m)
                }
            },
        );
    prop_oneof![
        lsc,
        lsc_quad,
        lsc_typed_quad,
        lsc_typed_atomic,
        lsc_fence,
        block2d,
        scatter4,
        qw_scatter,
        svm_gather,
        typed_atomic,
        gather4,
        svm_scatter,
        svm_block,
        qw_gather,
        byte_scaled,
        oword,
        dword_atomic,
        svm_atomic
    ]
    .boxed()
}

/// Address variables every generated kernel declares (`Aq0`, `Aq1`), so
/// that the standalone instruction strategies can name them.
pub const ADDRS: u16 = 2;

fn arb_address() -> impl Strategy<Value = AddressOperand> {
    (0..ADDRS, any::<u8>(), select(vec![1u8, 2, 4, 8, 16])).prop_map(|(a, offset, width)| AddressOperand {
        addr: AddrVarId(a),
        offset,
        width,
    })
}

fn arb_indirect() -> impl Strategy<Value = Indirect> {
    (0..ADDRS, any::<u8>(), -512i16..=511, select(ElemType::ALL.to_vec()))
        .prop_map(|(a, addr_offset, offset, ty)| Indirect { addr: AddrVarId(a), addr_offset, offset, ty })
}

/// ADDR_ADD (src0 an address, `&V`, `&T` or any general operand), and a
/// mov with an indirect source or destination (single- or multi-address).
pub fn arb_addressing(num_vars: u32, num_preds: u16) -> BoxedStrategy<Instruction> {
    let (nv, np) = (num_vars, num_preds);
    let base = prop_oneof![
        arb_address().prop_map(SrcOperand::Address),
        arb_var(nv).prop_map(|var| SrcOperand::General {
            var,
            row: 0,
            col: 0,
            region: Region::SCALAR,
            modifier: SrcModifier::None
        }),
        arb_src_no_pred(nv).prop_filter("a general operand", |s| matches!(s, SrcOperand::General { .. })),
        (arb_surface(0), 0u8..32).prop_map(|(surface, offset)| SrcOperand::State(StateOperand { surface, offset })),
    ];
    let addr_add = (arb_exec(), arb_address(), base, arb_src_no_pred(nv))
        .prop_map(|(exec, dst, src0, src1)| Instruction::AddrAdd { exec, dst, src0, src1 });
    let region = prop_oneof![
        arb_region().prop_map(IndirectRegion::Single),
        (arb_region_value(), arb_region_value()).prop_map(|(width, hstride)| IndirectRegion::Multi { width, hstride }),
    ];
    let indirect_src = (arb_exec(), arb_pred(np), arb_dst(nv, np), arb_indirect(), region, arb_modifier()).prop_map(
        |(exec, pred, dst, at, region, modifier)| {
            Instruction::mov(exec, pred, dst, SrcOperand::Indirect { at, region, modifier })
        },
    );
    let indirect_dst = (arb_exec(), arb_pred(np), arb_indirect(), arb_region_value(), arb_src(nv, np)).prop_map(
        |(exec, pred, at, hstride, src)| Instruction::mov(exec, pred, DstOperand::Indirect { at, hstride }, src),
    );
    prop_oneof![addr_add, indirect_src, indirect_dst].boxed()
}

/// Labels of generated kernels: [`LABELS`] of them, the even ids block
/// labels and the odd ones subroutine labels; [`FUNCTIONS`] functions.
pub const LABELS: u16 = 4;
pub const FUNCTIONS: u16 = 2;

fn arb_label(kind: LabelKind) -> impl Strategy<Value = LabelId> {
    let first = u16::from(kind == LabelKind::Subroutine);
    (0..LABELS / 2).prop_map(move |i| LabelId(2 * i + first))
}

/// A row of the ALU table with as many sources as the row says; a predicate
/// only where the Format has one (the text cannot write it otherwise).
pub fn arb_alu(num_vars: u32, num_preds: u16) -> BoxedStrategy<Instruction> {
    let (nv, np) = (num_vars, num_preds);
    (
        select(ALU.iter().map(|s| s.op).collect::<Vec<_>>()),
        arb_exec(),
        arb_pred(np),
        any::<bool>(),
        arb_dst(nv, np),
        proptest::array::uniform3(arb_src(nv, np)),
    )
        .prop_map(|(op, exec, pred, sat, dst, srcs)| {
            let shape = op.desc();
            let pred = pred.filter(|_| shape.predicated);
            // `.sat` lives in a general destination's operand.
            let sat = sat && matches!(dst, DstOperand::General { .. });
            let srcs = Srcs::from_slice(&srcs[..shape.srcs]).expect("1 to 3 sources");
            Instruction::Alu(Alu { op, exec, pred, sat, dst, srcs })
        })
        .boxed()
}

/// Labels, branches, calls and returns.
pub fn arb_control(num_preds: u16) -> BoxedStrategy<Instruction> {
    let np = num_preds;
    let branch = (select(BranchOp::ALL.to_vec()), arb_exec(), arb_pred(np), any::<Index>()).prop_map(
        |(op, exec, pred, which)| {
            let first = u16::from(op.target_kind() == LabelKind::Subroutine);
            let target = LabelId(2 * which.index(usize::from(LABELS / 2)) as u16 + first);
            Instruction::Branch { op, exec, pred, target }
        },
    );
    let fcall = (arb_exec(), arb_pred(np), 0..FUNCTIONS, any::<u8>(), any::<u8>()).prop_map(
        |(exec, pred, f, arg_size, ret_size)| Instruction::Fcall { exec, pred, func: FuncId(f), arg_size, ret_size },
    );
    prop_oneof![
        arb_label(LabelKind::Block).prop_map(Instruction::Label),
        arb_label(LabelKind::Subroutine).prop_map(Instruction::Subroutine),
        branch,
        fcall,
        (arb_exec(), arb_pred(np)).prop_map(|(exec, pred)| Instruction::Fret { exec, pred }),
    ]
    .boxed()
}

/// Any instruction: a message or one of the ALU forms.
pub fn arb_instruction(num_vars: u32, num_preds: u16, num_surfaces: u8) -> BoxedStrategy<Instruction> {
    let (nv, np) = (num_vars, num_preds);
    let mut forms = vec![
        arb_message(nv, np, num_surfaces),
        arb_message(nv, np, num_surfaces),
        arb_alu(nv, np),
        arb_alu(nv, np),
        (select(CmpRel::ALL.to_vec()), arb_exec(), arb_dst(nv, np), arb_src(nv, np), arb_src(nv, np))
            .prop_map(|(rel, exec, dst, src0, src1)| Instruction::Cmp { rel, exec, dst, src0, src1 })
            .boxed(),
        (
            select(CarryOp::ALL.to_vec()),
            arb_exec(),
            arb_pred(np),
            arb_dst(nv, np),
            arb_dst(nv, np),
            arb_src(nv, np),
            arb_src(nv, np),
        )
            .prop_map(|(op, exec, pred, dst, carry, src0, src1)| Instruction::Carry {
                op,
                exec,
                pred,
                dst,
                carry,
                src0,
                src1,
            })
            .boxed(),
        (
            any::<u8>(),
            arb_exec(),
            arb_pred(np),
            any::<bool>(),
            arb_dst(nv, np),
            proptest::array::uniform3(arb_src(nv, np)),
        )
            .prop_map(|(func, exec, pred, sat, dst, [src0, src1, src2])| {
                let sat = sat && matches!(dst, DstOperand::General { .. });
                Instruction::Bfn { func, exec, pred, sat, dst, src0, src1, src2 }
            })
            .boxed(),
        (arb_exec(), arb_pred(np)).prop_map(|(exec, pred)| Instruction::Ret { exec, pred }).boxed(),
        arb_control(np),
        arb_addressing(nv, np),
        // SWITCHJMP: 1 to 3 block labels (the even ids), repeats allowed.
        (arb_exec(), arb_src(nv, np), proptest::collection::vec(0..LABELS / 2, 1..4))
            .prop_map(|(exec, index, which)| {
                let labels: Vec<LabelId> = which.iter().map(|&i| LabelId(2 * i)).collect();
                let table = JumpTable::new(&labels).expect("at most 32 labels");
                Instruction::SwitchJmp { exec, index, table }
            })
            .boxed(),
    ];
    if np > 0 {
        let setp = (arb_exec(), arb_pred_var(np), arb_src(nv, np)).prop_map(|(exec, dst, src)| Instruction::Setp {
            exec,
            dst,
            src,
        });
        forms.push(setp.boxed());
    }
    Union::new(forms).boxed()
}

/// `[A-Za-z_][A-Za-z0-9_]*`, short.
pub fn arb_ident() -> impl Strategy<Value = String> {
    "[A-Za-z_][A-Za-z0-9_]{0,8}"
}

/// A declaration's name: the canonical `V33`/`P1`/`T6` spelling of its id,
/// or a free-form identifier made unique by a `_<index>` suffix (the part
/// after the last `_` is the index, so no two can be equal, and none is a
/// predefined name).
#[derive(Clone, Debug)]
struct NameChoice {
    canonical: bool,
    base: String,
}

fn arb_name_choice() -> impl Strategy<Value = NameChoice> {
    (any::<bool>(), arb_ident()).prop_map(|(canonical, base)| NameChoice { canonical, base })
}

impl NameChoice {
    fn name(&self, canonical: String, index: usize) -> String {
        match self.canonical {
            true => canonical,
            false => format!("{}_{index}", self.base),
        }
    }
}

/// A general variable, its alias base resolved once its index is known.
#[derive(Clone, Debug)]
struct VarShape {
    ty: ElemType,
    num_elts: u32,
    align: Align,
    /// (base is declared rather than predefined, which one, offset)
    alias: Option<(bool, Index, u16)>,
}

fn arb_var_shape() -> impl Strategy<Value = VarShape> {
    (
        select(ElemType::ALL.to_vec()),
        prop_oneof![1u32..=64, 1u32..=65535],
        select(Align::ALL.to_vec()),
        option::of((any::<bool>(), any::<Index>(), any::<u16>())),
    )
        .prop_map(|(ty, num_elts, align, alias)| VarShape { ty, num_elts, align, alias })
}

fn arb_num_elts() -> impl Strategy<Value = u32> {
    prop_oneof![select(vec![1u32, 2, 4, 8, 16, 32]), 1u32..=65535]
}

pub fn arb_input(num_vars: u32, num_surfaces: u8) -> impl Strategy<Value = Input> {
    // Inputs name a variable; %null is not one.
    let general = arb_var(num_vars).prop_map(|v| InputVar::General(if v.is_null() { GenVarId(8) } else { v }));
    let var = prop_oneof![general, arb_surface(num_surfaces).prop_map(InputVar::Surface)];
    let provenance = prop_oneof![2 => Just(0u8), 1 => 1..=Input::MAX_PROVENANCE];
    (var, any::<u16>(), any::<u16>(), provenance).prop_map(|(var, o, s, provenance)| Input {
        var,
        offset: u32::from(o),
        size: u32::from(s),
        provenance,
    })
}

pub fn arb_attr() -> impl Strategy<Value = KernelAttr> {
    let value = prop_oneof!["[A-Za-z0-9_.-]{1,12}", "\"[a-z ]{0,4}\""];
    (arb_ident(), option::of(value)).prop_map(|(name, value)| KernelAttr { name, value })
}

/// A kernel or function name: an identifier, or any short text (printed as
/// a string literal: spaces, quotes, backslashes, non-ASCII, newlines).
pub fn arb_unit_name() -> impl Strategy<Value = String> {
    prop_oneof![3 => arb_ident().boxed(), 1 => "[ -~é\n\t]{1,6}".boxed()]
}

/// Renumbers a kernel's labels in the order the body first mentions them
/// and drops the others, as the parser numbers them (a label exists in the
/// text only through its mentions).
fn number_labels_by_mention(k: &mut Kernel) {
    let mut order: Vec<LabelId> = Vec::new();
    let mut renumber = |id: &mut LabelId| {
        let at = order.iter().position(|&o| o == *id).unwrap_or_else(|| {
            order.push(*id);
            order.len() - 1
        });
        *id = LabelId(at as u16);
    };
    for inst in &mut k.body {
        match inst {
            Instruction::Label(l) | Instruction::Subroutine(l) | Instruction::Branch { target: l, .. } => renumber(l),
            Instruction::SwitchJmp { table, .. } => table.labels_mut().iter_mut().for_each(&mut renumber),
            _ => {}
        }
    }
    k.labels = order.iter().map(|&old| k.labels[usize::from(old.0)].clone()).collect();
}

/// A kernel with up to 5 general variables, 3 predicates and 3 surfaces.
pub fn arb_kernel() -> impl Strategy<Value = Kernel> {
    (0u32..6, 0u16..4, 0u8..4).prop_flat_map(|(nv, np, ns)| {
        let num_decls = nv as usize + usize::from(np) + usize::from(ns);
        (
            (arb_unit_name(), any::<bool>(), vec(arb_unit_name(), usize::from(FUNCTIONS))),
            vec(arb_var_shape(), nv as usize),
            vec(arb_num_elts(), usize::from(np)),
            vec((arb_num_elts(), option::of(arb_ident())), usize::from(ns)),
            vec(arb_name_choice(), num_decls),
            vec(arb_input(nv, ns), 0..3),
            vec(arb_attr(), 0..3),
            vec(arb_instruction(nv, np, ns), 0..12),
            // LLVM names the printer keeps in comments: any text.
            (option::of(any::<String>()), vec(option::of(any::<String>()), num_decls)),
            vec(1u16..=16, usize::from(ADDRS)),
        )
            .prop_map(
                |(
                    (name, is_function, functions),
                    vars,
                    preds,
                    surfaces,
                    names,
                    inputs,
                    attrs,
                    body,
                    (source, sources),
                    addrs,
                )| {
                    let mut names = names.into_iter().enumerate();
                    let mut next_name = |canonical: String| {
                        let (index, choice) = names.next().expect("one name per declaration");
                        choice.name(canonical, index)
                    };
                    let kind = if is_function { UnitKind::Function } else { UnitKind::Kernel };
                    let labels = (0..LABELS)
                        .map(|i| Label {
                            name: format!("L{i}_lbl"),
                            kind: if i % 2 == 0 { LabelKind::Block } else { LabelKind::Subroutine },
                        })
                        .collect();
                    // Function names are unique: a `_<index>` suffix.
                    let functions = functions.into_iter().enumerate().map(|(i, f)| format!("{f}_{i}")).collect();
                    let mut k = Kernel { kind, inputs, attrs, labels, functions, body, ..Kernel::new(name) };
                    number_labels_by_mention(&mut k);
                    for (i, v) in vars.into_iter().enumerate() {
                        let id = GenVarId::from_decl_index(i);
                        let alias = v.alias.map(|(declared, which, offset)| {
                            let base = match declared && i > 0 {
                                true => GenVarId::from_decl_index(which.index(i)),
                                false => GenVarId(1 + which.index(31) as u32),
                            };
                            Alias { base, offset: u32::from(offset) }
                        });
                        let name = next_name(format!("V{}", id.0));
                        k.declare_var(GenVar { name, ty: v.ty, num_elts: v.num_elts, align: v.align, alias });
                    }
                    for (i, num_elts) in preds.into_iter().enumerate() {
                        let name = next_name(format!("P{}", i + 1));
                        k.declare_pred(PredVar { name, num_elts }).expect("few predicates");
                    }
                    for (i, num_elts) in addrs.into_iter().enumerate() {
                        k.declare_addr(AddrVar { name: format!("Aq{i}"), num_elts }).expect("few addresses");
                    }
                    for (i, (num_elts, v_name)) in surfaces.into_iter().enumerate() {
                        let name = next_name(format!("T{}", i + 6));
                        k.declare_surface(SurfaceVar { name, num_elts, v_name }).expect("few surfaces");
                    }
                    k.source_name = source;
                    let declared: Vec<String> = k
                        .vars
                        .iter()
                        .map(|v| v.name.clone())
                        .chain(k.preds.iter().map(|p| p.name.clone()))
                        .chain(k.surfaces.iter().map(|s| s.name.clone()))
                        .collect();
                    for (name, source) in declared.into_iter().zip(sources) {
                        if let Some(source) = source {
                            k.source_names.insert(name, source);
                        }
                    }
                    k
                },
            )
    })
}

/// A version and up to 3 kernels, their names made unique with a `_<index>` suffix.
pub fn arb_program() -> impl Strategy<Value = Program> {
    (any::<u8>(), any::<u8>(), vec(arb_kernel(), 0..4)).prop_map(|(major, minor, kernels)| Program {
        version: Version { major, minor },
        kernels: kernels
            .into_iter()
            .enumerate()
            .map(|(i, k)| Kernel { name: format!("{}_{i}", k.name), ..k })
            .collect(),
    })
}
