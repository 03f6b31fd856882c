//! The verifier: one test per rule, each a minimal kernel that breaks exactly
//! that rule, asserting the whole diagnostic; and a legal kernel with all four
//! messages that passes on every platform that has them.

use proptest::prelude::*;
use visa_lower::visa::verify::{Rule, VerifyError};
use visa_lower::visa::*;
use visa_lower::Platform;
use visa_passes::isa::messages::{Feature, Message};

use ElemType::*;
use ExecSize::*;
use Platform::*;

// The base kernel's declarations, in order (the k-th is V(32+k)).
const OFFS: GenVarId = GenVarId(32); // ud x 16: offsets, typed coordinates
const DATA: GenVarId = GenVarId(33); // ud x 64: SCATTER4_SCALED RGBA data at SIMD16
const QDATA: GenVarId = GenVarId(34); // uq x 16: QW_SCATTER data
const ADDRS: GenVarId = GenVarId(35); // uq x 16: SVM addresses
const GATHERED: GenVarId = GenVarId(36); // ud x 32: SVM_GATHER.4.2 at SIMD16
const LSC_DATA: GenVarId = GenVarId(44); // uq x 64: LSC d64x4 at SIMD16
                                         // LSC addresses span the payload's lanes, 32 on xehpc: a64 and a32.
const LSC_ADDRS: GenVarId = GenVarId(45); // uq x 32
const LSC_OFFS: GenVarId = GenVarId(46); // ud x 32
const LSC_FDATA: GenVarId = GenVarId(47); // f x 32
const ASRC: GenVarId = GenVarId(37); // ud x 8: atomic source
const ADST: GenVarId = GenVarId(38); // ud x 8: atomic result
const GOFF: GenVarId = GenVarId(39); // ud x 1: global offset
const FDATA: GenVarId = GenVarId(40); // f x 16
const BYTES: GenVarId = GenVarId(41); // ub x 64: SVM_GATHER.1 results
const DATA_HI: GenVarId = GenVarId(42); // ud x 16, alias of data at byte 128
const SDATA: GenVarId = GenVarId(43); // d x 8: signed atomic data
const UNDECLARED: GenVarId = GenVarId(99);

/// The verifier on `kernel` as it is written: its body starts with its
/// entry label (the `entry-label` rule, [`entry_label`]), added here to a
/// kernel that lacks one, so that each test is about its own rule. The
/// label is instruction #1.
fn verify_kernel(kernel: &Kernel, platform: Platform) -> Result<(), Vec<VerifyError>> {
    visa_lower::visa::verify::verify_kernel(&entered(kernel), platform)
}

/// [`verify_kernel`] of every kernel of `program`.
fn verify_program(program: &Program, platform: Platform) -> Result<(), Vec<VerifyError>> {
    let kernels = program.kernels.iter().map(entered).collect();
    visa_lower::visa::verify::verify_program(&Program { kernels, ..program.clone() }, platform)
}

/// `kernel`, its body started with its entry label.
fn entered(kernel: &Kernel) -> Kernel {
    let mut k = kernel.clone();
    k.start_with_entry_label().expect("a label");
    k
}

fn p1() -> PredVarId {
    PredVarId::new(1).expect("P1")
}

fn t6() -> SurfaceId {
    SurfaceId(6)
}

fn t7() -> SurfaceId {
    SurfaceId(7)
}

fn var(name: &str, ty: ElemType, num_elts: u32) -> GenVar {
    GenVar { name: name.to_string(), ty, num_elts, align: Align::Grf, alias: None }
}

/// An alias declared with its type's natural alignment (a GRF-aligned base
/// gives at least that at any offset the type allows).
fn alias(name: &str, ty: ElemType, num_elts: u32, base: GenVarId, offset: u32) -> GenVar {
    GenVar { alias: Some(Alias { base, offset }), align: Align::natural(ty), ..var(name, ty, num_elts) }
}

/// Declarations only: the variables above, P1 (32 bits), T6 `buf`, T7 `img`.
fn base() -> Kernel {
    let mut k = Kernel::new("k");
    for v in [
        var("offs", UD, 16),
        var("data", UD, 64),
        var("qdata", UQ, 16),
        var("addrs", UQ, 16),
        var("gathered", UD, 32),
        var("asrc", UD, 8),
        var("adst", UD, 8),
        GenVar { align: Align::Dword, ..var("goff", UD, 1) }, // a scalar input packed after `mask`
        var("fdata", F, 16),
        var("bytes", UB, 64),
        alias("data_hi", UD, 16, DATA, 128),
        var("sdata", D, 8),
        var("lsc_data", UQ, 64),
        var("lsc_addrs", UQ, 32),
        var("lsc_offs", UD, 32),
        var("lsc_fdata", F, 32),
    ] {
        k.declare_var(v);
    }
    k.declare_pred(PredVar { name: "mask".into(), num_elts: 32 });
    k.declare_surface(SurfaceVar { name: "buf".into(), num_elts: 1, v_name: None });
    k.declare_surface(SurfaceVar { name: "img".into(), num_elts: 1, v_name: None });
    k
}

fn with(body: impl IntoIterator<Item = Instruction>) -> Kernel {
    Kernel { body: body.into_iter().collect(), ..base() }
}

fn raw(var: GenVarId) -> RawOperand {
    RawOperand::new(var, 0)
}

fn scatter4() -> Scatter4Scaled {
    Scatter4Scaled {
        exec: ExecCtrl::nm(S16),
        pred: Some(Predicate::new(p1())),
        channels: ChannelMask::RGBA,
        surface: t6(),
        global_offset: SrcOperand::scalar(GOFF),
        element_offset: raw(OFFS),
        src: raw(DATA),
    }
}

fn qw_scatter() -> QwScatter {
    QwScatter {
        exec: ExecCtrl::nm(S16),
        pred: None,
        num_blocks: NumBlocks::N1,
        surface: t6(),
        offset: raw(OFFS),
        src: raw(QDATA),
    }
}

fn svm_gather() -> SvmGather {
    SvmGather {
        exec: ExecCtrl::nm(S16),
        pred: Some(Predicate::new(p1())),
        block_size: BlockSize::B4,
        num_blocks: NumBlocks::N2,
        addresses: raw(ADDRS),
        dst: raw(GATHERED),
    }
}

fn typed_atomic() -> TypedAtomic {
    TypedAtomic {
        op: AtomicOp::Add,
        is_16bit: false,
        exec: ExecCtrl::nm(S8),
        pred: None,
        surface: t7(),
        u: raw(OFFS),
        v: RawOperand::NULL,
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        src0: raw(ASRC),
        src1: RawOperand::NULL,
        dst: raw(ADST),
    }
}

fn gen_dst(var: GenVarId) -> DstOperand {
    DstOperand::General { var, row: 0, col: 0, hstride: 1 }
}

fn vec_src(var: GenVarId) -> SrcOperand {
    SrcOperand::General { var, row: 0, col: 0, region: Region::contiguous(8), modifier: SrcModifier::None }
}

fn mov(exec: ExecCtrl, dst: DstOperand, src: SrcOperand) -> Instruction {
    Instruction::mov(exec, None, dst, src)
}

fn binary(op: AluOp, dst: DstOperand, src0: SrcOperand, src1: SrcOperand) -> Instruction {
    Instruction::alu2(op, ExecCtrl::nm(S8), None, dst, src0, src1)
}

fn qw_gather() -> QwGather {
    QwGather {
        exec: ExecCtrl::nm(S16),
        pred: None,
        num_blocks: NumBlocks::N1,
        surface: SurfaceId::SLM,
        offset: raw(OFFS),
        dst: raw(QDATA),
    }
}

fn byte_scaled() -> ByteScaled {
    ByteScaled {
        exec: ExecCtrl::nm(S16),
        pred: Some(Predicate::new(p1())),
        num_blocks: NumBlocks::N2,
        surface: t6(),
        global_offset: SrcOperand::imm(UD, 0),
        element_offset: raw(OFFS),
        data: raw(GATHERED),
    }
}

fn oword() -> OwordBlock {
    OwordBlock { num_owords: NumOwords::N4, surface: SurfaceId::SLM, offset: SrcOperand::scalar(GOFF), data: raw(DATA) }
}

fn dword_atomic() -> DwordAtomic {
    DwordAtomic {
        op: AtomicOp::Add,
        is_16bit: false,
        exec: ExecCtrl::nm(S8),
        pred: None,
        surface: SurfaceId::SLM,
        element_offset: raw(OFFS),
        src0: raw(ASRC),
        src1: RawOperand::NULL,
        dst: raw(ADST),
    }
}

fn svm_atomic() -> SvmAtomic {
    SvmAtomic {
        op: AtomicOp::Add,
        width: AtomicWidth::W32,
        exec: ExecCtrl::nm(S8),
        pred: Some(Predicate::new(p1())),
        addresses: raw(ADDRS),
        src0: raw(ASRC),
        src1: RawOperand::NULL,
        dst: raw(ADST),
    }
}

/// A kernel with every message `platform` has, the ALU subset, inputs and an alias.
fn legal_kernel(platform: Platform) -> Kernel {
    let mut k = base();
    k.inputs = vec![
        Input::user(InputVar::General(GOFF), 32, 4),
        Input::user(InputVar::Surface(t6()), 36, 4),
        Input::user(InputVar::Surface(t7()), 40, 4),
        Input::user(InputVar::General(ADDRS), 64, 128),
    ];
    let nm16 = ExecCtrl::nm(S16);
    k.body = vec![
        Instruction::Setp { exec: ExecCtrl::nm(S32), dst: p1(), src: SrcOperand::imm(UD, 0xffff) },
        mov(nm16, gen_dst(OFFS), SrcOperand::imm(UV, 0x7654_3210)),
        binary(AluOp::Shl, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UW, 2)),
        Instruction::alu2(
            AluOp::Add,
            ExecCtrl::nm(S1),
            None,
            gen_dst(GOFF),
            SrcOperand::scalar(GOFF),
            SrcOperand::imm(UD, 64),
        ),
        Instruction::Cmp {
            rel: CmpRel::Lt,
            exec: ExecCtrl::new(S16, EmaskOffset::M5, true),
            dst: DstOperand::Predicate(p1()),
            src0: SrcOperand::General {
                var: DATA,
                row: 2,
                col: 0,
                region: Region::contiguous(8),
                modifier: SrcModifier::None,
            },
            src1: SrcOperand::imm(UD, 100),
        },
        Instruction::alu2(
            AluOp::Sel,
            ExecCtrl::nm(S16),
            Some(Predicate::inverted(p1())),
            gen_dst(FDATA),
            vec_src(FDATA),
            SrcOperand::imm(F, 0),
        ),
        mov(ExecCtrl::new(S8, EmaskOffset::M3, false), gen_dst(FDATA), vec_src(OFFS)),
        Instruction::Scatter4Scaled(scatter4()),
        Instruction::Scatter4Scaled(Scatter4Scaled {
            channels: ChannelMask::R,
            exec: ExecCtrl::nm(S8),
            global_offset: SrcOperand::imm(UD, 0),
            src: raw(DATA_HI),
            ..scatter4()
        }),
        Instruction::SvmGather(svm_gather()),
        Instruction::SvmGather(SvmGather {
            block_size: BlockSize::B1,
            num_blocks: NumBlocks::N4,
            dst: raw(BYTES),
            ..svm_gather()
        }),
        Instruction::SvmGather(SvmGather {
            exec: ExecCtrl::nm(S8),
            block_size: BlockSize::B4,
            num_blocks: NumBlocks::N8,
            dst: raw(DATA),
            ..svm_gather()
        }),
    ];
    k.body.extend([
        Instruction::Gather4Scaled(Gather4Scaled {
            exec: ExecCtrl::nm(S16),
            pred: None,
            channels: ChannelMask::RG,
            surface: t6(),
            global_offset: SrcOperand::scalar(GOFF),
            element_offset: raw(OFFS),
            dst: raw(DATA),
        }),
        Instruction::SvmScatter(SvmScatter {
            exec: ExecCtrl::nm(S8),
            pred: Some(Predicate::new(p1())),
            block_size: BlockSize::B8,
            num_blocks: NumBlocks::N1,
            addresses: raw(ADDRS),
            src: raw(QDATA),
        }),
        Instruction::SvmBlockLd(SvmBlock {
            num_owords: NumOwords::N4,
            unaligned: true,
            address: SrcOperand::scalar(ADDRS),
            data: raw(DATA),
        }),
        Instruction::SvmBlockSt(SvmBlock {
            num_owords: NumOwords::N2,
            unaligned: false,
            address: SrcOperand::scalar(ADDRS),
            data: raw(GATHERED),
        }),
        // The ALU table's rows on every platform, ADDC, labels and calls.
        Instruction::Alu(Alu::new(
            AluOp::Movs,
            ExecCtrl::nm(S1),
            None,
            DstOperand::State(StateOperand { surface: t6(), offset: 0 }),
            Srcs::one(SrcOperand::imm(UD, 3)),
        )),
        Instruction::Alu(Alu::new(
            AluOp::Movs,
            ExecCtrl::nm(S1),
            None,
            gen_dst(GOFF),
            Srcs::one(SrcOperand::State(StateOperand { surface: t7(), offset: 0 })),
        )),
        Instruction::Alu(Alu {
            sat: true,
            ..Alu::new(
                AluOp::Mad,
                ExecCtrl::nm(S8),
                None,
                gen_dst(FDATA),
                Srcs::three(vec_src(FDATA), vec_src(FDATA), SrcOperand::imm(F, 0)),
            )
        }),
        binary(AluOp::Div, gen_dst(FDATA), vec_src(FDATA), vec_src(FDATA)),
        Instruction::Alu(Alu::new(AluOp::Sqrt, ExecCtrl::nm(S8), None, gen_dst(FDATA), Srcs::one(vec_src(FDATA)))),
        binary(AluOp::Mulh, gen_dst(SDATA), vec_src(SDATA), vec_src(SDATA)),
        binary(AluOp::Min, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 9)),
        binary(AluOp::Max, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 1)),
        binary(AluOp::Asr, gen_dst(SDATA), vec_src(SDATA), SrcOperand::imm(D, 1)),
        binary(AluOp::Shr, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 1)),
        binary(AluOp::Mul, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 3)),
        binary(AluOp::And, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 0xff)),
        binary(AluOp::Xor, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 1)),
        binary(
            AluOp::Or,
            gen_dst(OFFS),
            vec_src(OFFS),
            SrcOperand::General {
                var: OFFS,
                row: 0,
                col: 0,
                region: Region::contiguous(8),
                modifier: SrcModifier::Not,
            },
        ),
        Instruction::Carry {
            op: CarryOp::Addc,
            exec: ExecCtrl::nm(S8),
            pred: None,
            dst: gen_dst(ASRC),
            carry: gen_dst(ADST),
            src0: vec_src(ASRC),
            src1: SrcOperand::imm(UD, 1),
        },
        Instruction::Branch {
            op: BranchOp::Jmp,
            exec: ExecCtrl::nm(S1),
            pred: Some(Predicate::new(p1())),
            target: LabelId(0),
        },
        Instruction::Branch { op: BranchOp::Goto, exec: ExecCtrl::nm(S8), pred: None, target: LabelId(0) },
        Instruction::Label(LabelId(0)),
        Instruction::Branch { op: BranchOp::Call, exec: ExecCtrl::nm(S1), pred: None, target: LabelId(1) },
        Instruction::Fcall { exec: ExecCtrl::nm(S1), pred: None, func: FuncId(0), arg_size: 1, ret_size: 1 },
    ]);
    k.labels = vec![
        Label { name: "BB_1".into(), kind: LabelKind::Block },
        Label { name: "sub".into(), kind: LabelKind::Subroutine },
    ];
    k.functions = vec!["callee".into()];
    // The rows added for the arithmetic of real kernels, each on the platforms
    // that have it, on a variable of a type its row takes.
    for desc in ALU.iter().filter(|d| d.op >= AluOp::Avg && d.available_on(platform)) {
        let var = if desc.types.dst.contains(F) {
            FDATA
        } else if desc.types.dst.contains(UD) {
            OFFS
        } else {
            SDATA
        };
        let srcs = Srcs::from_slice(&vec![vec_src(var); desc.srcs]).expect("1 to 3 sources");
        k.body.push(Instruction::Alu(Alu::new(desc.op, ExecCtrl::nm(S8), None, gen_dst(var), srcs)));
    }
    if AluOp::Add3.desc().available_on(platform) {
        k.body.push(Instruction::Alu(Alu::new(
            AluOp::Add3,
            ExecCtrl::nm(S8),
            None,
            gen_dst(SDATA),
            Srcs::three(vec_src(SDATA), vec_src(SDATA), SrcOperand::imm(D, 1)),
        )));
        k.body.push(Instruction::Bfn {
            func: 0xf6,
            exec: ExecCtrl::nm(S8),
            pred: None,
            sat: false,
            dst: gen_dst(OFFS),
            src0: vec_src(OFFS),
            src1: SrcOperand::imm(UW, 0xffff),
            src2: vec_src(OFFS),
        });
    }
    k.body.extend([
        Instruction::GatherScaled(byte_scaled()),
        Instruction::ScatterScaled(ByteScaled { num_blocks: NumBlocks::N1, ..byte_scaled() }),
        Instruction::OwordLd(OwordBlock { surface: t6(), ..oword() }),
        Instruction::OwordLdUnaligned(OwordBlock { surface: SurfaceId::STATELESS, ..oword() }),
        Instruction::OwordSt(OwordBlock { num_owords: NumOwords::N8, surface: t6(), ..oword() }),
        Instruction::DwordAtomic(dword_atomic()),
        Instruction::DwordAtomic(DwordAtomic {
            op: AtomicOp::CmpXchg,
            src1: raw(ASRC),
            dst: RawOperand::NULL,
            ..dword_atomic()
        }),
        Instruction::DwordAtomic(DwordAtomic {
            op: AtomicOp::IMin,
            src0: raw(SDATA),
            dst: raw(SDATA),
            ..dword_atomic()
        }),
        Instruction::SvmAtomic(svm_atomic()),
        Instruction::SvmAtomic(SvmAtomic { op: AtomicOp::Inc, src0: RawOperand::NULL, ..svm_atomic() }),
        Instruction::SvmAtomic(SvmAtomic { op: AtomicOp::FMax, src0: raw(FDATA), dst: raw(FDATA), ..svm_atomic() }),
    ]);
    k.body.extend([
        Instruction::LscLoad(lsc()),
        Instruction::LscLoad(LscUntyped {
            exec: ExecCtrl::nm(S1),
            data_size: LscDataSize::D64,
            transposed: true,
            vector: LscVectorSize::X8,
            data: raw(QDATA),
            ..lsc()
        }),
        Instruction::LscStore(LscUntyped {
            sfid: LscSfid::Slm,
            l1: LscCache::Df,
            l3: LscCache::Df,
            addr_size: LscAddrSize::A32,
            addresses: raw(LSC_OFFS),
            imm_offset: -4,
            ..lsc()
        }),
        Instruction::LscStore(LscUntyped { l1: LscCache::St, l3: LscCache::Wb, ..lsc() }),
        Instruction::LscAtomic(lsc_atomic()),
        Instruction::LscAtomic(LscAtomic {
            op: LscAtomicOp::ICas,
            lsc: LscUntyped { l1: LscCache::Uc, l3: LscCache::Wb, ..lsc_atomic().lsc },
            src2: raw(GATHERED),
            ..lsc_atomic()
        }),
        Instruction::LscAtomic(LscAtomic {
            op: LscAtomicOp::IInc,
            lsc: LscUntyped { data: RawOperand::NULL, ..lsc_atomic().lsc },
            src1: RawOperand::NULL,
            ..lsc_atomic()
        }),
        Instruction::LscAtomic(LscAtomic {
            op: LscAtomicOp::FMax,
            lsc: LscUntyped {
                sfid: LscSfid::Slm,
                addr_size: LscAddrSize::A32,
                addresses: raw(LSC_OFFS),
                data: raw(LSC_FDATA),
                ..lsc_atomic().lsc
            },
            src1: raw(LSC_FDATA),
            ..lsc_atomic()
        }),
        Instruction::LscFence(LscFence { unit: LscFenceUnit::Ugm, op: LscFenceOp::Evict, scope: LscScope::Gpu }),
        Instruction::LscFence(LscFence { unit: LscFenceUnit::Slm, op: LscFenceOp::None, scope: LscScope::Group }),
        Instruction::LscLoadQuad(LscQuad::new(lsc(), LscChannels::from_name("y").expect("y"))),
        Instruction::LscStoreQuad(LscQuad::new(
            LscUntyped { l1: LscCache::Df, l3: LscCache::Df, ..lsc() },
            LscChannels::from_name("x").expect("x"),
        )),
        // bti(3) a32 offsets; a prefetch (%null destination).
        Instruction::LscLoad(LscUntyped {
            surface: LscSurface::bti(3),
            addr_size: LscAddrSize::A32,
            addresses: raw(LSC_OFFS),
            ..lsc()
        }),
        Instruction::LscLoad(LscUntyped { data: RawOperand::NULL, ..lsc() }),
        Instruction::LscLoadStatus(lsc()),
    ]);
    if Message::OwordLd.has_feature(Feature::Slm, platform) {
        k.body.push(Instruction::OwordLd(oword()));
    }
    if Message::SvmAtomic.has_feature(Feature::Atomic64, platform) {
        k.body.push(Instruction::SvmAtomic(SvmAtomic {
            width: AtomicWidth::W64,
            op: AtomicOp::Xchg,
            src0: raw(QDATA),
            dst: raw(QDATA),
            ..svm_atomic()
        }));
        k.body.push(Instruction::DwordAtomic(DwordAtomic { is_16bit: true, ..dword_atomic() }));
    }
    if Message::QwScatter.available_on(platform) {
        k.body.push(Instruction::QwScatter(qw_scatter()));
        k.body.push(Instruction::QwGather(qw_gather()));
    }
    if Message::TypedAtomic.available_on(platform) {
        k.body.push(Instruction::TypedAtomic(typed_atomic()));
        k.body.push(Instruction::TypedAtomic(TypedAtomic {
            op: AtomicOp::CmpXchg,
            src1: raw(ASRC),
            dst: RawOperand::NULL,
            v: raw(OFFS),
            ..typed_atomic()
        }));
        k.body.push(Instruction::TypedAtomic(TypedAtomic {
            op: AtomicOp::Inc,
            src0: RawOperand::NULL,
            ..typed_atomic()
        }));
        k.body.push(Instruction::TypedAtomic(TypedAtomic {
            op: AtomicOp::IMax,
            src0: raw(SDATA),
            dst: raw(SDATA),
            ..typed_atomic()
        }));
        if Message::TypedAtomic.has_feature(Feature::Atomic16, platform) {
            k.body.push(Instruction::TypedAtomic(TypedAtomic { is_16bit: true, ..typed_atomic() }));
        }
    }
    // 2D block: a load, a prefetch and a store (where the platform has them).
    k.body.extend([
        Instruction::LscLoadBlock2d(block2d()),
        Instruction::LscLoadBlock2d(LscBlock2d { data: RawOperand::NULL, blocks: 2, ..block2d() }),
        Instruction::LscStoreBlock2d(LscBlock2d { height: 8, l1: LscCache::Uc, l3: LscCache::Wb, ..block2d() }),
    ]);
    // LSC_TYPED quad: a load at (U, V), a prefetch, a store at U (where the platform has them).
    k.body.extend([
        Instruction::LscTypedLoadQuad(typed_quad()),
        Instruction::LscTypedLoadQuad(LscTypedQuad { data: RawOperand::NULL, v: RawOperand::NULL, ..typed_quad() }),
        Instruction::LscTypedStoreQuad(LscTypedQuad {
            v: RawOperand::NULL,
            l1: LscCache::Uc,
            l3: LscCache::Wb,
            ..typed_quad()
        }),
    ]);
    // LSC_TYPED atomics: iadd at (U, V), a 64-bit icas at U without a return (where the platform has them).
    k.body.extend([
        Instruction::LscTypedAtomic(typed_lsc_atomic()),
        Instruction::LscTypedAtomic(LscTypedAtomic {
            op: LscAtomicOp::ICas,
            data_size: LscDataSize::D64,
            l1: LscCache::Uc,
            l3: LscCache::Wb,
            v: RawOperand::NULL,
            data: RawOperand::NULL,
            src1: raw(LSC_DATA),
            src2: raw(LSC_DATA),
            ..typed_lsc_atomic()
        }),
    ]);
    k.body.push(Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None });
    // The subroutine the call reaches, after the kernel's return.
    k.body.push(Instruction::Subroutine(LabelId(1)));
    k.body.push(Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None });
    // Only the messages the platform has (xe2: no legacy message at all).
    k.body.retain(|i| i.message().is_none_or(|m| m.available_on(platform)));
    k
}

/// `(P1) lsc_load_quad.tgm (M1, 16) gathered.0:d32.x bti(0x3)[offs.0,offs.0]:a32`.
fn typed_quad() -> LscTypedQuad {
    LscTypedQuad {
        exec: ExecCtrl::new(S16, EmaskOffset::M1, false),
        pred: Some(Predicate::new(p1())),
        l1: LscCache::Df,
        l3: LscCache::Df,
        surface: LscSurface::bti(3),
        addr_size: LscAddrSize::A32,
        channels: LscChannels::from_name("x").expect("x"),
        u: raw(OFFS),
        v: raw(OFFS),
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        data: raw(GATHERED),
    }
}

/// `lsc_load.ugm.ca.ca (M1, 16) gathered.0:d32 flat[addrs.0+0x40]:a64`.
/// An unpredicated SLM store of qwords (`lsc_store.slm ... :a32 :d64`)
/// from raw operands at offset 0.
fn slm_d64_store(exec: ExecCtrl, addresses: GenVarId, data: GenVarId) -> Instruction {
    Instruction::LscStore(LscUntyped {
        exec,
        pred: None,
        sfid: LscSfid::Slm,
        l1: LscCache::Df,
        l3: LscCache::Df,
        imm_offset: 0,
        addr_size: LscAddrSize::A32,
        data_size: LscDataSize::D64,
        addresses: raw(addresses),
        data: raw(data),
        ..lsc()
    })
}

fn lsc() -> LscUntyped {
    LscUntyped {
        exec: ExecCtrl::new(S16, EmaskOffset::M1, false),
        pred: Some(Predicate::new(p1())),
        sfid: LscSfid::Ugm,
        l1: LscCache::Ca,
        l3: LscCache::Ca,
        imm_offset: 0x40,
        surface: LscSurface::FLAT,
        addr_size: LscAddrSize::A64,
        data_size: LscDataSize::D32,
        transposed: false,
        vector: LscVectorSize::X1,
        addresses: raw(LSC_ADDRS),
        data: raw(GATHERED),
    }
}

/// `lsc_atomic_iadd.ugm (M1, 16) gathered.0:d32 flat[addrs.0+0x40]:a64 gathered.0 %null`.
fn lsc_atomic() -> LscAtomic {
    LscAtomic {
        op: LscAtomicOp::IAdd,
        lsc: LscUntyped { l1: LscCache::Df, l3: LscCache::Df, ..lsc() },
        src1: raw(GATHERED),
        src2: RawOperand::NULL,
    }
}

/// `(P1) lsc_atomic_iadd.tgm (M1, 16) gathered.0:d32 bti(0x3)[offs.0,offs.0]:a32 gathered.0 %null.0`.
fn typed_lsc_atomic() -> LscTypedAtomic {
    LscTypedAtomic {
        op: LscAtomicOp::IAdd,
        exec: ExecCtrl::new(S16, EmaskOffset::M1, false),
        pred: Some(Predicate::new(p1())),
        l1: LscCache::Df,
        l3: LscCache::Df,
        surface: LscSurface::bti(3),
        addr_size: LscAddrSize::A32,
        data_size: LscDataSize::D32,
        vector: LscVectorSize::X1,
        transposed: false,
        u: raw(OFFS),
        v: raw(OFFS),
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        data: raw(GATHERED),
        src1: raw(GATHERED),
        src2: RawOperand::NULL,
    }
}

#[test]
fn lsc_typed_atomic_rules() {
    let e = |rule: Rule, mnemonic: &str, text: &str| {
        format!("kernel k, instruction #1 ({mnemonic}): [{}] {text} ({})", rule.id(), rule.source())
    };
    let errors = |inst: LscTypedAtomic, platform| all_errors(&with([Instruction::LscTypedAtomic(inst)]), platform);
    let iadd = "lsc_atomic_iadd.tgm";
    assert_eq!(errors(typed_lsc_atomic(), Xe2), Vec::<String>::new());
    // Only where the platform table's lsc_typed says (xe2).
    for platform in [XeHpg, XeLpg, XeHpc] {
        assert_eq!(errors(typed_lsc_atomic(), platform).len(), 1, "{platform}");
    }
    // The untyped atomic's shape: vector size 1, not transposed, d16c32/d32/d64.
    let x2 = LscTypedAtomic { vector: LscVectorSize::X2, ..typed_lsc_atomic() };
    assert_eq!(errors(x2, Xe2)[0], e(Rule::LscAtomic, iadd, "lsc_atomic_iadd.tgm has vector size 1, not 2"));
    let t = LscTypedAtomic { transposed: true, exec: ExecCtrl::nm(S1), ..typed_lsc_atomic() };
    assert_eq!(errors(t, Xe2), [e(Rule::LscAtomic, iadd, "lsc_atomic_iadd.tgm is not transposed")]);
    let d8 = LscTypedAtomic { data_size: LscDataSize::D8U32, ..typed_lsc_atomic() };
    assert_eq!(errors(d8, Xe2), [e(Rule::LscAtomic, iadd, "lsc_atomic_iadd.tgm moves d16c32, d32 or d64, not d8c32")]);
    // Sources: as many as the operation reads.
    let inc_src = LscTypedAtomic { op: LscAtomicOp::IInc, ..typed_lsc_atomic() };
    assert_eq!(
        errors(inc_src, Xe2),
        [e(
            Rule::NullOperand(Message::LscTypedAtomic),
            "lsc_atomic_iinc.tgm",
            "src1 data must be %null for lsc_atomic_iinc.tgm, which does not read it; found gathered.0"
        )]
    );
    let cas_null = LscTypedAtomic { op: LscAtomicOp::FCas, ..typed_lsc_atomic() };
    assert_eq!(
        errors(cas_null, Xe2),
        [e(
            Rule::NullOperand(Message::LscTypedAtomic),
            "lsc_atomic_fcas.tgm",
            "src2 data is %null, but lsc_atomic_fcas.tgm reads it"
        )]
    );
    // a32 coordinates (IGC 1.0.17791's assembler aborts on a64), a surface, the atomic cache controls.
    let a64 = LscTypedAtomic { addr_size: LscAddrSize::A64, ..typed_lsc_atomic() };
    let a64_error = e(
        Rule::LscAddrSize,
        iadd,
        "lsc_atomic_iadd.tgm takes a32 coordinates, not a64 (IGC 1.0.17791's assembler aborts on a64)",
    );
    assert!(errors(a64, Xe2).contains(&a64_error), "{:?}", errors(a64, Xe2));
    let flat = LscTypedAtomic { surface: LscSurface::FLAT, ..typed_lsc_atomic() };
    assert_eq!(
        errors(flat, Xe2),
        [e(Rule::LscAddress, iadd, "lsc_atomic_iadd.tgm takes a surface (bti, bss or ss), not flat addresses")]
    );
    let ca = LscTypedAtomic { l1: LscCache::Ca, l3: LscCache::Ca, ..typed_lsc_atomic() };
    assert_eq!(
        errors(ca, Xe2),
        [e(
            Rule::LscCache,
            iadd,
            "cache controls .ca.ca are not allowed for lsc_atomic_iadd.tgm on xe2; allowed: .df.df, .uc.uc, .uc.wb"
        )]
    );
    // At most 16 lanes (IGC 1.0.17791's assembler aborts on SIMD32); fadd and 64-bit fadd are on .tgm.
    let simd32 = LscTypedAtomic { exec: ExecCtrl::new(ExecSize::S32, EmaskOffset::M1, false), ..typed_lsc_atomic() };
    assert!(errors(simd32, Xe2).iter().any(|m| m.contains("[exec-size]")), "{:?}", errors(simd32, Xe2));
    let fadd64 = LscTypedAtomic {
        op: LscAtomicOp::FAdd,
        data_size: LscDataSize::D64,
        data: raw(LSC_DATA),
        src1: raw(LSC_DATA),
        ..typed_lsc_atomic()
    };
    assert_eq!(errors(fadd64, Xe2), Vec::<String>::new());
}

fn atomic_error(inst: LscAtomic, platform: Platform) -> Vec<String> {
    all_errors(&with([Instruction::LscAtomic(inst)]), platform)
}

#[test]
fn lsc_atomic_rules() {
    let e = |rule: Rule, mnemonic: &str, text: &str| {
        format!("kernel k, instruction #1 ({mnemonic}): [{}] {text} ({})", rule.id(), rule.source())
    };
    assert_eq!(atomic_error(lsc_atomic(), XeHpg), Vec::<String>::new());
    // Vector size 1, not transposed, d16c32/d32/d64.
    let x2 = LscAtomic { lsc: LscUntyped { vector: LscVectorSize::X2, ..lsc_atomic().lsc }, ..lsc_atomic() };
    assert_eq!(
        atomic_error(x2, Xe2),
        [e(Rule::LscAtomic, "lsc_atomic_iadd", "lsc_atomic_iadd has vector size 1, not 2")]
    );
    let t =
        LscAtomic { lsc: LscUntyped { exec: ExecCtrl::nm(S1), transposed: true, ..lsc_atomic().lsc }, ..lsc_atomic() };
    assert_eq!(atomic_error(t, Xe2), [e(Rule::LscAtomic, "lsc_atomic_iadd", "lsc_atomic_iadd is not transposed")]);
    let d8 = LscAtomic { lsc: LscUntyped { data_size: LscDataSize::D8U32, ..lsc_atomic().lsc }, ..lsc_atomic() };
    assert_eq!(
        atomic_error(d8, XeHpg),
        [e(Rule::LscAtomic, "lsc_atomic_iadd", "lsc_atomic_iadd moves d16c32, d32 or d64, not d8c32")]
    );
    // Sources: as many as the operation reads (the page's Extra atomic arguments).
    let inc_src = LscAtomic { op: LscAtomicOp::IInc, ..lsc_atomic() };
    assert_eq!(
        atomic_error(inc_src, XeHpg),
        [e(
            Rule::NullOperand(Message::LscAtomic),
            "lsc_atomic_iinc",
            "src1 data must be %null for lsc_atomic_iinc, which does not read it; found gathered.0"
        )]
    );
    let cas_null = LscAtomic { op: LscAtomicOp::ICas, ..lsc_atomic() };
    assert_eq!(
        atomic_error(cas_null, XeHpg),
        [e(
            Rule::NullOperand(Message::LscAtomic),
            "lsc_atomic_icas",
            "src2 data is %null, but lsc_atomic_icas reads it"
        )]
    );
    // Cache controls: L1 uncached (or default).
    let ca = LscAtomic { lsc: LscUntyped { l1: LscCache::Ca, l3: LscCache::Ca, ..lsc_atomic().lsc }, ..lsc_atomic() };
    assert_eq!(
        atomic_error(ca, XeHpc),
        [e(
            Rule::LscCache,
            "lsc_atomic_iadd",
            "cache controls .ca.ca are not allowed for lsc_atomic_iadd.ugm on xehpc; allowed: .df.df, .uc.uc, .uc.wb"
        )]
    );
    // fadd/fsub not on SLM; 64-bit SLM atomics: icas, on xehpc and xe2; 64-bit fadd on xehpc and xe2.
    let slm =
        LscUntyped { sfid: LscSfid::Slm, addr_size: LscAddrSize::A32, addresses: raw(LSC_OFFS), ..lsc_atomic().lsc };
    let fadd_slm = LscAtomic { op: LscAtomicOp::FAdd, lsc: slm, ..lsc_atomic() };
    assert_eq!(
        atomic_error(fadd_slm, Xe2),
        [e(Rule::LscAtomic, "lsc_atomic_fadd", "lsc_atomic_fadd is not available on .slm; it is on .ugm")]
    );
    let q = LscUntyped { data_size: LscDataSize::D64, data: raw(LSC_DATA), ..slm };
    let cas64 = LscAtomic { op: LscAtomicOp::ICas, lsc: q, src1: raw(LSC_DATA), src2: raw(LSC_DATA) };
    assert_eq!(atomic_error(cas64, XeHpc), Vec::<String>::new());
    assert_eq!(
        atomic_error(cas64, XeHpg),
        [e(
            Rule::LscAtomic,
            "lsc_atomic_icas",
            "a 64-bit lsc_atomic_icas.slm is not available on xehpg; 64-bit .slm atomics are icas, on xehpc and xe2"
        )]
    );
    let add64 = LscAtomic { op: LscAtomicOp::IAdd, lsc: q, src1: raw(LSC_DATA), src2: RawOperand::NULL };
    assert_eq!(atomic_error(add64, Xe2).len(), 1);
    let fadd64 = LscAtomic {
        op: LscAtomicOp::FAdd,
        lsc: LscUntyped { data_size: LscDataSize::D64, data: raw(LSC_DATA), ..lsc_atomic().lsc },
        src1: raw(LSC_DATA),
        src2: RawOperand::NULL,
    };
    assert_eq!(atomic_error(fadd64, XeHpc), Vec::<String>::new());
    assert_eq!(
        atomic_error(fadd64, XeLpg),
        [e(
            Rule::LscAtomic,
            "lsc_atomic_fadd",
            "a 64-bit lsc_atomic_fadd is not available on mtl; it is on xehpc and xe2"
        )]
    );
    // No LSC before Xe-HPG.
    assert_eq!(atomic_error(lsc_atomic(), XeLp).len(), 1);
}

#[test]
fn lsc_fence_rules() {
    let e =
        |text: &str| format!("kernel k, instruction #1 (lsc_fence): [lsc-fence] {text} ({})", Rule::LscFence.source());
    let fence = |unit, op, scope| all_errors(&with([Instruction::LscFence(LscFence { unit, op, scope })]), XeHpg);
    assert_eq!(fence(LscFenceUnit::Ugm, LscFenceOp::FlushL3, LscScope::SysAcq), Vec::<String>::new());
    assert_eq!(
        fence(LscFenceUnit::Slm, LscFenceOp::Evict, LscScope::Group),
        [e("lsc_fence.slm is .none.group, not .evict.group")]
    );
    assert_eq!(
        fence(LscFenceUnit::Slm, LscFenceOp::None, LscScope::Gpu),
        [e("lsc_fence.slm is .none.group, not .none.gpu")]
    );
    assert_eq!(
        fence(LscFenceUnit::Ugml, LscFenceOp::None, LscScope::Gpu),
        [e("lsc_fence.ugml names a unit xehpg does not have; it exists on xehpc (PVC)")]
    );
    assert_eq!(
        fence(LscFenceUnit::Tgm, LscFenceOp::None, LscScope::Gpu),
        [e("lsc_fence.tgm names a unit xehpg does not have; it exists on xe2 (LNL, BMG)")]
    );
    let on = |unit, p| {
        all_errors(&with([Instruction::LscFence(LscFence { unit, op: LscFenceOp::None, scope: LscScope::Tile })]), p)
    };
    assert_eq!(on(LscFenceUnit::Ugml, XeHpc), Vec::<String>::new());
    assert_eq!(on(LscFenceUnit::Tgm, Xe2), Vec::<String>::new());
    assert_eq!(on(LscFenceUnit::Ugm, XeLp).len(), 1);
}

#[test]
fn lsc_quad_rules() {
    let e = |rule: Rule, mnemonic: &str, text: &str| {
        format!("kernel k, instruction #1 ({mnemonic}): [{}] {text} ({})", rule.id(), rule.source())
    };
    let quad = |m: LscUntyped, channels: &str| LscQuad::new(m, LscChannels::from_name(channels).unwrap());
    let load = |m: LscUntyped, channels: &str| Instruction::LscLoadQuad(quad(m, channels));
    let store = |m: LscUntyped, channels: &str| Instruction::LscStoreQuad(quad(m, channels));
    let errors = |inst: Instruction, platform: Platform| all_errors(&with([inst]), platform);
    // `lsc()` at 16 lanes: one channel anywhere, a gap in a load's channels.
    assert_eq!(errors(load(lsc(), "z"), XeHpc), Vec::<String>::new());
    assert_eq!(errors(load(lsc(), "xw"), XeHpg), Vec::<String>::new());
    // d32 only.
    let d16 = LscUntyped { data_size: LscDataSize::D16U32, ..lsc() };
    assert_eq!(
        errors(load(d16, "x"), Xe2),
        [e(Rule::LscQuad, "lsc_load_quad", "lsc_load_quad moves d32 channels, not d16c32")]
    );
    // A store's channels are contiguous from x.
    let st = LscUntyped { l1: LscCache::Df, l3: LscCache::Df, ..lsc() };
    assert_eq!(errors(store(st, "xy"), XeHpg), Vec::<String>::new());
    assert_eq!(
        errors(store(st, "yz"), XeHpg),
        [e(
            Rule::LscQuad,
            "lsc_store_quad",
            "lsc_store_quad stores contiguous channels from x (x, xy, xyz or xyzw), not yz"
        )]
    );
    // A store takes the store cache pairs; more than one channel at 16 lanes is a layout xehpc's finalizer decides.
    assert_eq!(errors(store(lsc(), "x"), XeHpg).len(), 1, "ca.ca on a store");
    assert_eq!(errors(load(lsc(), "xy"), XeHpc).len(), 2, "lsc-layout and the data's footprint");
}

#[test]
fn lsc_address_rules() {
    let e = |rule: Rule, text: &str| {
        format!("kernel k, instruction #1 (lsc_load): [{}] {text} ({})", rule.id(), rule.source())
    };
    let stateful = |model: LscAddrModel, index: SrcOperand| LscUntyped {
        surface: LscSurface { model, index },
        addr_size: LscAddrSize::A32,
        addresses: raw(LSC_OFFS),
        ..lsc()
    };
    let imm = |bits: u64| SrcOperand::imm(ElemType::UD, bits);
    // bti(0..=255), bss/ss offsets: immediates or a scalar ud element.
    assert_eq!(lsc_error(stateful(LscAddrModel::Bti, imm(255)), false, Xe2), Vec::<String>::new());
    assert_eq!(lsc_error(stateful(LscAddrModel::Bss, imm(0x40)), false, XeHpg), Vec::<String>::new());
    assert_eq!(lsc_error(stateful(LscAddrModel::Ss, SrcOperand::scalar(OFFS)), false, XeHpc), Vec::<String>::new());
    assert_eq!(
        lsc_error(stateful(LscAddrModel::Bti, imm(0x100)), false, XeHpg),
        [e(Rule::LscAddress, "lsc_load: bti(0x100) is not a binding-table index (0..=255)")]
    );
    // A flat surface is the immediate 0.
    let flat7 = LscUntyped { surface: LscSurface { model: LscAddrModel::Flat, index: imm(7) }, ..lsc() };
    assert_eq!(
        lsc_error(flat7, false, XeHpg),
        [e(Rule::LscAddress, "the surface of a flat lsc_load is the immediate 0")]
    );
    // SLM is flat only.
    let slm =
        LscUntyped { sfid: LscSfid::Slm, l1: LscCache::Df, l3: LscCache::Df, ..stateful(LscAddrModel::Bti, imm(3)) };
    assert_eq!(lsc_error(slm, false, XeHpg), [e(Rule::LscAddress, "lsc_load.slm takes flat addresses, not bti")]);
    // Stateful addresses are a32 offsets.
    let a64 =
        LscUntyped { addr_size: LscAddrSize::A64, addresses: raw(LSC_ADDRS), ..stateful(LscAddrModel::Bti, imm(3)) };
    assert_eq!(lsc_error(a64, false, XeHpg), [e(Rule::LscAddrSize, "lsc_load.ugm takes bti a32 addresses, not a64")]);
}

#[test]
fn lsc_load_status_rules() {
    let status = |m: LscUntyped| all_errors(&with([Instruction::LscLoadStatus(m)]), XeHpc);
    // One GRF of lane bits: no layout rule (a vector of 2 at 16 lanes on xehpc) and a ud or d destination.
    assert_eq!(status(LscUntyped { vector: LscVectorSize::X2, ..lsc() }), Vec::<String>::new());
    // Transposed: one lane's vector (both assemblers take it), the rules of any transposed message.
    let t = LscUntyped { exec: ExecCtrl::nm(S1), transposed: true, vector: LscVectorSize::X4, pred: None, ..lsc() };
    assert_eq!(status(t), Vec::<String>::new());
    assert_eq!(status(LscUntyped { transposed: true, ..lsc() }).len(), 1, "transposed at 16 lanes");
    assert_eq!(status(LscUntyped { data: raw(ADDRS), ..lsc() }).len(), 1, "a uq destination");
}

#[test]
fn lsc_ugml_rules() {
    let e = |rule: Rule, text: &str| {
        format!("kernel k, instruction #1 (lsc_load): [{}] {text} ({})", rule.id(), rule.source())
    };
    let ugml = LscUntyped { sfid: LscSfid::Ugml, l1: LscCache::Df, l3: LscCache::Df, ..lsc() };
    assert_eq!(lsc_error(ugml, false, XeHpc), Vec::<String>::new());
    // Only on xehpc.
    assert_eq!(
        lsc_error(ugml, false, XeHpg),
        [e(Rule::LscUnit, "lsc_load.ugml names a unit xehpg does not have; it exists on xehpc")]
    );
    // Vector sizes 1, 2, 4 (a 3 is legal on .ugm); default cache controls.
    let x3 =
        LscUntyped { vector: LscVectorSize::X3, exec: ExecCtrl::new(S32, EmaskOffset::M1, false), pred: None, ..ugml };
    // (32 lanes overrun the test kernel's variables: raw-footprint errors beside it.)
    let errors = lsc_error(x3, false, XeHpc);
    let want =
        e(Rule::LscVectorSize, "vector size 3 is not allowed for a non-transposed lsc_load.ugml; allowed: 1, 2, 4");
    assert!(errors.contains(&want), "{errors:#?}");
    let ugm_x3 = LscUntyped { sfid: LscSfid::Ugm, ..x3 };
    assert!(!lsc_error(ugm_x3, false, XeHpc).iter().any(|e| e.contains("[lsc-vector-size]")));
    assert_eq!(lsc_error(LscUntyped { l1: LscCache::Ca, l3: LscCache::Ca, ..ugml }, false, XeHpc).len(), 1);
}

fn lsc_error(inst: LscUntyped, store: bool, platform: Platform) -> Vec<String> {
    let inst = if store { Instruction::LscStore(inst) } else { Instruction::LscLoad(inst) };
    all_errors(&with([inst]), platform)
}

#[test]
fn lsc_rules() {
    let e = |rule: Rule, mnemonic: &str, text: &str| {
        format!("kernel k, instruction #1 ({mnemonic}): [{}] {text} ({})", rule.id(), rule.source())
    };
    // The unit's address size.
    let slm_a64 = LscUntyped { sfid: LscSfid::Slm, l1: LscCache::Df, l3: LscCache::Df, ..lsc() };
    assert_eq!(
        lsc_error(slm_a64, false, XeHpg),
        [e(Rule::LscAddrSize, "lsc_load", "lsc_load.slm takes flat a32 addresses, not a64")]
    );
    // Cache controls: a store pair on a load; anything but the default on SLM; Xe2's load table.
    assert_eq!(
        lsc_error(LscUntyped { l1: LscCache::Wb, l3: LscCache::Wb, ..lsc() }, false, XeHpc),
        [e(
            Rule::LscCache,
            "lsc_load",
            "cache controls .wb.wb are not allowed for lsc_load.ugm on xehpc; allowed: .df.df, .uc.uc, .uc.ca, \
             .ca.uc, .ca.ca, .st.uc, .st.ca, .ri.ca"
        )]
    );
    let ri_ca = LscUntyped { l1: LscCache::Ri, l3: LscCache::Ca, ..lsc() };
    assert_eq!(lsc_error(ri_ca, false, XeHpg), Vec::<String>::new());
    assert_eq!(lsc_error(ri_ca, false, Xe2).len(), 1);
    let slm_uc = LscUntyped {
        sfid: LscSfid::Slm,
        addr_size: LscAddrSize::A32,
        addresses: raw(LSC_OFFS),
        l1: LscCache::Uc,
        l3: LscCache::Uc,
        ..lsc()
    };
    assert_eq!(
        lsc_error(slm_uc, true, XeHpg),
        [e(
            Rule::LscCache,
            "lsc_store",
            "cache controls .uc.uc are not allowed for lsc_store.slm on xehpg; allowed: .df.df"
        )]
    );
    // Transposed: SIMD1.
    let t16 = LscUntyped { transposed: true, vector: LscVectorSize::X2, ..lsc() };
    assert_eq!(
        lsc_error(t16, false, XeHpg),
        [e(Rule::LscTranspose, "lsc_load", "a transposed lsc_load has exec size 1, not 16")]
    );
    // Non-transposed vector sizes 1, 2, 3, 4, 8 (x16 also takes 32 GRFs).
    let x16 = lsc_error(LscUntyped { vector: LscVectorSize::X16, ..lsc() }, false, XeHpg);
    assert!(
        x16.contains(&e(
            Rule::LscVectorSize,
            "lsc_load",
            "vector size 16 is not allowed for a non-transposed lsc_load.ugm; allowed: 1, 2, 3, 4, 8"
        )),
        "{x16:#?}"
    );
    assert!(x16.contains(&e(
        Rule::LscPayload,
        "lsc_load",
        "lsc_load's data takes 32 GRFs on xehpg; at most 8 are allowed"
    )));
    // The conversions: one datum per lane, never transposed.
    let d8x2 = LscUntyped { data_size: LscDataSize::D8U32, vector: LscVectorSize::X2, ..lsc() };
    assert_eq!(
        lsc_error(d8x2, false, Xe2),
        [e(Rule::LscVectorSize, "lsc_load", "d8c32 is a conversion: lsc_load takes vector size 1 with it, not 2")]
    );
    let d16h_t = LscUntyped { exec: ExecCtrl::nm(S1), data_size: LscDataSize::D16U32H, transposed: true, ..lsc() };
    assert_eq!(
        lsc_error(d16h_t, false, XeHpg),
        [e(Rule::LscTranspose, "lsc_load", "a transposed lsc_load moves d32 or d64, not d16c32h")]
    );
    assert_eq!(lsc_error(LscUntyped { data_size: LscDataSize::D16U32, ..lsc() }, false, XeHpc), Vec::<String>::new());
    // A layout that depends on -enableHalfLSC: x2 at SIMD8 on xehpg (16 lanes needed), SIMD16 on xehpc (32).
    let x2_8 = LscUntyped { exec: ExecCtrl::new(S8, EmaskOffset::M1, false), vector: LscVectorSize::X2, ..lsc() };
    assert_eq!(
        lsc_error(x2_8, false, XeHpg),
        [e(
            Rule::LscLayout,
            "lsc_load",
            "a non-transposed lsc_load of vector size 2 at exec size 8 has a register layout that depends on the \
             finalizer's -enableHalfLSC option on xehpg; use exec size 16 (extra lanes predicated off) or vector size 1"
        )]
    );
    assert_eq!(lsc_error(x2_8, false, Xe2), Vec::<String>::new(), "Xe2 always runs with -enableHalfLSC");
    // The payload: d64x4 at SIMD16 is 16 GRFs of 32 bytes, 8 of 64.
    let d64x4 = LscUntyped {
        data_size: LscDataSize::D64,
        vector: LscVectorSize::X4,
        data: raw(LSC_DATA),
        l1: LscCache::Df,
        l3: LscCache::Df,
        ..lsc()
    };
    assert_eq!(
        lsc_error(d64x4, true, XeHpg),
        [e(Rule::LscPayload, "lsc_store", "lsc_store's data takes 16 GRFs on xehpg; at most 8 are allowed")]
    );
    assert_eq!(lsc_error(d64x4, true, Xe2), Vec::<String>::new());
    // Raw operands on a GRF boundary (the rule of every raw operand).
    let t_off = LscUntyped { exec: ExecCtrl::nm(S1), transposed: true, data: RawOperand::new(GATHERED, 16), ..lsc() };
    let errors = verify_kernel(&with([Instruction::LscLoad(t_off)]), XeHpg).expect_err("misaligned");
    assert_eq!(errors.iter().map(|e| e.rule).collect::<Vec<_>>(), [Rule::RawAlign]);
    // SIMD32 only where the platform's LSC is that wide; no LSC before Xe-HPG.
    let simd32 = LscUntyped { exec: ExecCtrl::new(S32, EmaskOffset::M1, false), addresses: raw(LSC_DATA), ..lsc() };
    assert_eq!(lsc_error(simd32, false, XeHpc), Vec::<String>::new());
    assert_eq!(lsc_error(simd32, false, XeLpg).len(), 1);
    assert_eq!(lsc_error(lsc(), false, XeLp).len(), 1);
}

/// xehpg, or for a message it lacks (QW_GATHER, QW_SCATTER) the first
/// platform that has it.
fn where_legal(inst: &Instruction) -> Platform {
    inst.message().filter(|m| !m.available_on(XeHpg)).map_or(XeHpg, |m| m.platforms()[0])
}

/// The kernel must fail with exactly one error; returns its display.
fn one_error(kernel: &Kernel, platform: Platform) -> String {
    let errors = verify_kernel(kernel, platform).expect_err("the kernel breaks a rule");
    assert_eq!(errors.len(), 1, "expected one error, got {errors:#?}");
    errors[0].to_string()
}

fn all_errors(kernel: &Kernel, platform: Platform) -> Vec<String> {
    verify_kernel(kernel, platform).err().unwrap_or_default().iter().map(ToString::to_string).collect()
}

// ---- the legal kernel ----------------------------------------------------------

#[test]
fn legal_kernel_passes_on_every_platform() {
    for p in Platform::ALL {
        let k = legal_kernel(p);
        assert_eq!(verify_kernel(&k, p), Ok(()), "{p}");
        let messages: Vec<_> = k.body.iter().filter_map(|i| i.message()).collect();
        for m in Message::ALL.into_iter().filter(|&m| m.available_on(p)) {
            assert!(messages.contains(&m), "{p} lacks {}", m.mnemonic());
        }
    }
}

#[test]
fn every_message_and_alu_row_is_legal_on_xehpg() {
    let k = legal_kernel(XeHpg);
    // An LSC atomic's mnemonic is its operation's; its row's is the stem.
    let kinds: Vec<_> =
        k.body.iter().flat_map(|i| [Some(i.mnemonic()), i.message().map(Message::mnemonic)]).flatten().collect();
    // Every message but QW_GATHER, QW_SCATTER and the 2D block ones (xehpc's: its legal kernel) and the
    // typed LSC ones (xe2's).
    let messages = Message::ALL.into_iter().filter(|m| m.available_on(XeHpg)).map(Message::mnemonic);
    assert_eq!(Message::ALL.into_iter().filter(|m| !m.available_on(XeHpg)).count(), 7);
    let xehpc: Vec<_> = legal_kernel(XeHpc).body.iter().map(|i| i.mnemonic()).collect();
    for m in ["qw_gather", "qw_scatter", "lsc_load_block2d", "lsc_store_block2d"] {
        assert!(xehpc.contains(&m), "{m}");
    }
    let xe2: Vec<_> = legal_kernel(Xe2).body.iter().map(|i| i.mnemonic()).collect();
    for m in ["lsc_load_quad.tgm", "lsc_store_quad.tgm", "lsc_atomic_iadd.tgm", "lsc_atomic_icas.tgm"] {
        assert!(xe2.contains(&m), "{m}");
    }
    let others = ["addc", "bfn", "jmp", "goto", "call", "fcall", "label"];
    let rows = ALU.iter().filter(|d| d.available_on(XeHpg)).map(|s| s.mnemonic);
    for m in messages.into_iter().chain(others).chain(rows) {
        assert!(kinds.contains(&m), "{m}");
    }
    assert_eq!(verify_kernel(&k, XeHpg), Ok(()));
    // The rows xehpg lacks are in gen9's kernel.
    let gen9: Vec<_> = legal_kernel(Gen9).body.iter().map(|i| i.mnemonic()).collect();
    for m in ["mod", "divm", "sqrtm"] {
        assert!(gen9.contains(&m) && !kinds.contains(&m), "{m}");
    }
}

#[test]
fn every_error_is_collected_in_order() {
    let k = with([
        Instruction::Scatter4Scaled(Scatter4Scaled { channels: ChannelMask::new(0).expect("0000"), ..scatter4() }),
        Instruction::Ret { exec: ExecCtrl::nm(S8), pred: None },
        Instruction::QwScatter(qw_scatter()),
    ]);
    let errors = verify_kernel(&k, Gen9).expect_err("three errors");
    let found: Vec<_> = errors.iter().map(|e| (e.instruction, e.rule)).collect();
    assert_eq!(
        found,
        [
            (Some(1), Rule::ChannelMaskEmpty),
            (Some(2), Rule::RetExecSize),
            (Some(3), Rule::MessageAvailable(Message::QwScatter))
        ]
    );
}

#[test]
fn verify_program_reports_every_kernel() {
    let good = legal_kernel(Gen9);
    let bad = Kernel { name: "bad".into(), ..with([Instruction::Ret { exec: ExecCtrl::nm(S2), pred: None }]) };
    let program = Program { kernels: vec![good.clone(), bad.clone(), bad], ..Program::default() };
    let errors = verify_program(&program, Gen9).expect_err("two bad kernels");
    assert_eq!(errors.len(), 2);
    assert!(errors.iter().all(|e| e.kernel == "bad" && e.rule == Rule::RetExecSize));
    assert_eq!(verify_program(&Program { kernels: vec![good], ..Program::default() }, Gen9), Ok(()));
}

#[test]
fn rule_ids_are_unique_kebab_case_and_cited() {
    let rules = Rule::all();
    let mut ids: Vec<_> = rules.iter().map(|r| r.id()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 76);
    for r in rules {
        assert!(r.id().chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'), "{}", r.id());
        // A page of the vISA spec, or for the platform table's cells Intel's compiler.
        let cited = r.source().contains("vISA spec, ") || r.source().starts_with("IGC ");
        assert!(cited && !r.source().contains(".md"), "{:?}", r);
    }
}

/// The table of `docs/verifier-rules.md` is `Rule::markdown_table()`, between
/// its markers; `VISA_LOWER_BLESS=1` rewrites it.
#[test]
fn rule_table_in_docs_matches_the_rules() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/verifier-rules.md");
    let doc = std::fs::read_to_string(&path).expect("docs/verifier-rules.md");
    let (begin, end) = ("<!-- rules: begin -->\n", "<!-- rules: end -->");
    let start = doc.find(begin).expect("begin marker") + begin.len();
    let stop = doc.find(end).expect("end marker");
    let table = Rule::markdown_table();
    if std::env::var_os("VISA_LOWER_BLESS").is_some() {
        std::fs::write(&path, format!("{}{table}{}", &doc[..start], &doc[stop..])).expect("write the docs");
        return;
    }
    assert_eq!(&doc[start..stop], table, "docs/verifier-rules.md is stale: run with VISA_LOWER_BLESS=1");
    // One row per id, and every rule's id has its row.
    let ids: std::collections::BTreeSet<_> = Rule::all().iter().map(|r| r.id()).collect();
    let rows: Vec<_> = Rule::TABLE.iter().map(|row| row.0).collect();
    assert_eq!(rows.len(), ids.len());
    assert_eq!(rows.into_iter().collect::<std::collections::BTreeSet<_>>(), ids);
}

// ---- declarations ----------------------------------------------------------------

#[test]
fn var_type() {
    let mut k = base();
    k.declare_var(var("flags", Bool, 8));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl flags: [var-type] type bool is not a variable type; \
         use ud, d, uw, w, ub, b, uq, q, df, hf or f (vISA spec, vISA Header chapter: var_info type)"
    );
}

#[test]
fn var_size() {
    let mut k = base();
    k.declare_var(var("empty", UD, 0));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl empty: [var-size] num_elts=0 is outside [1, 4096] (vISA spec, vISA Header chapter: var_info num_elements)"
    );
    // "the variable size ... must be less than 4K bytes": 4096 bytes is too big.
    let mut k = base();
    k.declare_var(var("big", UD, 1024));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl big: [var-size] 1024 x ud is 4096 bytes; a variable must be less than 4096 bytes \
         (vISA spec, vISA Header chapter: var_info num_elements)"
    );
    let mut k = base();
    k.declare_var(var("huge", DF, u32::MAX));
    assert_eq!(all_errors(&k, Gen9).len(), 1);
}

#[test]
fn alias_base() {
    let mut k = base();
    k.declare_var(alias("lost", UD, 8, UNDECLARED, 0));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl lost: [alias-base] alias base V99 is not declared; an alias names a declared or \
         predefined variable (vISA spec, vISA Header chapter: var_info alias_index, pre-defined variables)"
    );
    // A predefined variable may be aliased (IGC aliases %r0, %arg, %retval, %sp).
    let mut k = base();
    k.declare_var(alias("r0", UD, 8, GenVarId(7), 0));
    assert_eq!(verify_kernel(&k, Gen9), Ok(()));
    let mut k = base();
    k.declare_var(alias("reserved", UD, 1, GenVarId(20), 0));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl reserved: [alias-base] alias base V20 is a reserved predefined variable (V20..V31); an \
         alias names a declared or predefined variable (vISA spec, vISA Header chapter: var_info alias_index, pre-defined variables)"
    );
    let mut k = base();
    k.declare_var(alias("nothing", UD, 1, GenVarId::NULL, 0));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl nothing: [alias-base] alias base %null is %null; an alias names a declared or predefined \
         variable (vISA spec, vISA Header chapter: var_info alias_index, pre-defined variables)"
    );
    // The alias fits in the predefined variable: %sp is 8 bytes.
    let mut k = base();
    k.declare_var(alias("sp", UQ, 2, GenVarId(10), 0));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl sp: [alias-range] sp (16 bytes at offset 0) does not fit in %sp (8 bytes) \
         (vISA spec, vISA Header chapter: var_info alias_index)"
    );
}

#[test]
fn alias_cycle() {
    let mut k = base();
    let me = GenVarId::from_decl_index(k.vars.len());
    k.declare_var(alias("me", UD, 8, me, 0));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl me: [alias-cycle] alias chain me -> me is a cycle (vISA spec, vISA Header chapter: var_info alias_index)"
    );
    let mut k = base();
    let a = GenVarId::from_decl_index(k.vars.len());
    k.declare_var(alias("a", UD, 8, GenVarId(a.0 + 1), 0));
    k.declare_var(alias("b", UD, 8, a, 0));
    assert_eq!(
        all_errors(&k, Gen9),
        [
            "kernel k, .decl a: [alias-cycle] alias chain a -> b -> a is a cycle \
             (vISA spec, vISA Header chapter: var_info alias_index)",
            "kernel k, .decl b: [alias-cycle] alias chain b -> a -> b is a cycle \
             (vISA spec, vISA Header chapter: var_info alias_index)",
        ]
    );
}

#[test]
fn alias_offset() {
    let source = "(vISA spec, vISA Header chapter: var_info alias_offset, alignment)";
    let mut k = base();
    k.declare_var(GenVar { align: Align::Word, ..alias("odd", UD, 8, DATA, 2) });
    assert_eq!(
        one_error(&k, Gen9),
        format!("kernel k, .decl odd: [alias-offset] alias offset 2 is not aligned to type ud (4 bytes) {source}")
    );
    // 16 bytes into a GRF-aligned base is not a 32-byte GRF boundary.
    let mut k = base();
    k.declare_var(GenVar { align: Align::Grf, ..alias("mid", UD, 8, DATA, 16) });
    assert_eq!(
        one_error(&k, Gen9),
        format!(
            "kernel k, .decl mid: [alias-offset] mid is declared align=GRF (32 bytes), but data (align=GRF) at \
             offset 16 guarantees 16 bytes {source}"
        )
    );
    assert!(verify_kernel(
        &{
            let mut k = base();
            k.declare_var(GenVar { align: Align::Oword, ..alias("mid", UD, 8, DATA, 16) });
            k
        },
        Gen9
    )
    .is_ok());
    // An alias of a dword-aligned scalar cannot claim a GRF.
    let mut k = base();
    k.declare_var(GenVar { align: Align::Grf, ..alias("goff_d", D, 1, GOFF, 0) });
    assert_eq!(
        one_error(&k, XeHpc),
        format!(
            "kernel k, .decl goff_d: [alias-offset] goff_d is declared align=GRF (64 bytes), but goff (align=dword) \
             at offset 0 guarantees 4 bytes {source}"
        )
    );
}

#[test]
fn alias_range() {
    let mut k = base();
    k.declare_var(alias("tail", UD, 16, DATA, 224));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl tail: [alias-range] tail (64 bytes at offset 224) does not fit in data (256 bytes) \
         (vISA spec, vISA Header chapter: var_info alias_index)"
    );
    let mut k = base();
    k.declare_var(alias("far", UB, 1, DATA, u32::MAX));
    assert_eq!(all_errors(&k, Gen9).len(), 1);
}

#[test]
fn pred_num_elts() {
    let mut k = base();
    k.declare_pred(PredVar { name: "twelve".into(), num_elts: 12 });
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl twelve: [pred-num-elts] num_elts=12 is not one of 1, 2, 4, 8, 16, 32 \
         (vISA spec, vISA Header chapter: predicate_info num_elements)"
    );
}

#[test]
fn duplicate_name() {
    let mut k = base();
    k.declare_var(var("mask", UD, 8));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .decl mask: [duplicate-name] mask is declared more than once \
         (vISA spec, vISA Header chapter: General Variables (names cannot be redefined))"
    );
}

#[test]
fn input_var() {
    let mut k = base();
    k.inputs.push(Input::user(InputVar::General(UNDECLARED), 32, 4));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .input V99: [input-var] V99 is not a declared variable (vISA spec, vISA Header chapter: input_info id)"
    );
    let mut k = base();
    k.inputs.push(Input::user(InputVar::Surface(SurfaceId::STATELESS), 32, 4));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .input %scratch: [input-var] %scratch is not a declared variable (vISA spec, vISA Header chapter: input_info id)"
    );
}

#[test]
fn input_size() {
    let mut k = base();
    k.inputs.push(Input::user(InputVar::General(GOFF), 32, 8));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .input goff: [input-size] size=8 but goff is 4 bytes (vISA spec, vISA Header chapter: input_info size)"
    );
    let mut k = base();
    k.inputs.push(Input::user(InputVar::Surface(t6()), 32, 8));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .input buf: [input-size] size=8 but buf is 4 bytes (vISA spec, vISA Header chapter: input_info size)"
    );
}

#[test]
fn input_layout() {
    let source = "(vISA spec, vISA Header chapter: input_info offset, Input Variables, var_info alignment)";
    let cases = [
        (
            vec![Input::user(InputVar::General(DATA_HI), 64, 64)],
            Gen9,
            "kernel k, .input data_hi: [input-layout] data_hi is an alias; an input variable has its own storage",
        ),
        (
            vec![Input::user(InputVar::General(GOFF), 34, 4)],
            Gen9,
            "kernel k, .input goff: [input-layout] offset=34 is not aligned to type ud (4 bytes)",
        ),
        (
            vec![Input::user(InputVar::General(OFFS), 96, 64)],
            XeHpc,
            "kernel k, .input offs: [input-layout] offset=96 is not GRF-aligned (64 bytes) for an input of 64 bytes",
        ),
        (
            vec![Input::user(InputVar::General(ASRC), 48, 32)],
            XeHpc,
            "kernel k, .input asrc: [input-layout] 32 bytes at offset=48 cross a 64-byte GRF boundary",
        ),
        (
            vec![Input::user(InputVar::General(ASRC), 32, 32)],
            XeHpc,
            "kernel k, .input asrc: [input-layout] offset=32 breaks asrc's declared align=GRF (64 bytes)",
        ),
        (
            vec![Input::user(InputVar::Surface(t6()), 33, 4)],
            Gen9,
            "kernel k, .input buf: [input-layout] offset=33 of a surface input is not dword-aligned",
        ),
        (
            vec![Input::user(InputVar::General(ADDRS), 64, 128), Input::user(InputVar::General(GOFF), 160, 4)],
            Gen9,
            "kernel k, .input goff: [input-layout] bytes 160..164 overlap input addrs (offset=64 size=128)",
        ),
    ];
    for (inputs, platform, expected) in cases {
        let k = Kernel { inputs, ..base() };
        assert_eq!(one_error(&k, platform), format!("{expected} {source}"));
    }
}

// ---- rules 1-7: messages and exec control ----------------------------------------

#[test]
fn message_available() {
    let k = with([Instruction::QwScatter(qw_scatter())]);
    assert_eq!(
        one_error(&k, XeLp),
        "kernel k, instruction #1 (qw_scatter): [message-available] QW_SCATTER is not available on xelp; \
         it is available on xehpc (vISA spec, QW_GATHER and QW_SCATTER (a PVC message in one page set); IGC \
         GenXLoadStoreLowering.cpp createLegacyGatherScatterQWordImpl (qwords through gather4/scatter4 scaled, \
         channels RG); README decision 1)"
    );
    let k = with([Instruction::TypedAtomic(typed_atomic())]);
    assert_eq!(
        one_error(&k, XeHpc),
        "kernel k, instruction #1 (typed_atomic): [message-available] TYPED_ATOMIC is not available on xehpc; \
         it is available on gen9, xelp, xehpg, mtl (vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC} (legacy typed messages end before PVC))"
    );
    // The legal kernels of the other platforms fail only for what those lack.
    let errors = verify_kernel(&legal_kernel(XeHpg), XeLp).expect_err("no ADD3, BFN on xelp");
    let rules: Vec<_> = errors.iter().map(|e| e.rule).collect();
    let lsc = [Message::LscLoad, Message::LscStore, Message::LscAtomic, Message::LscFence].map(Rule::MessageAvailable);
    let (load, store, atomic, fence) = (lsc[0], lsc[1], lsc[2], lsc[3]);
    assert_eq!(
        rules,
        [
            Rule::AluAvailable,
            Rule::AluAvailable,
            load,
            load,
            store,
            store,
            atomic,
            atomic,
            atomic,
            atomic,
            fence,
            fence,
            Rule::MessageAvailable(Message::LscLoadQuad),
            Rule::MessageAvailable(Message::LscStoreQuad),
            load,
            load,
            Rule::MessageAvailable(Message::LscLoadStatus)
        ]
    );
    let errors =
        verify_kernel(&legal_kernel(XeHpc), XeHpg).expect_err("no DIVM, SQRTM, QW_*, 2D block messages on xehpg");
    let rules: Vec<_> = errors.iter().map(|e| e.rule).collect();
    assert_eq!(
        rules,
        [
            Rule::AluAvailable,
            Rule::AluAvailable,
            Rule::MessageAvailable(Message::QwScatter),
            Rule::MessageAvailable(Message::QwGather),
            Rule::MessageAvailable(Message::LscLoadBlock2d),
            Rule::MessageAvailable(Message::LscLoadBlock2d),
            Rule::MessageAvailable(Message::LscStoreBlock2d)
        ]
    );
    let errors = verify_kernel(&legal_kernel(XeHpg), XeHpc).expect_err("no TYPED_ATOMIC on xehpc");
    assert!(errors.iter().all(|e| e.rule == Rule::MessageAvailable(Message::TypedAtomic)), "{errors:#?}");
}

#[test]
fn exec_size() {
    let k = with([Instruction::Scatter4Scaled(Scatter4Scaled { exec: ExecCtrl::nm(S4), ..scatter4() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (scatter4_scaled): [exec-size] exec size 4 is not allowed for SCATTER4_SCALED \
         on gen9; allowed: 8, 16 (vISA spec, SCATTER4_SCALED: Exec_size (0b011 8, 0b100 16); README decision S3)"
    );
    let k = with([Instruction::TypedAtomic(TypedAtomic { exec: ExecCtrl::nm(S1), ..typed_atomic() })]);
    assert_eq!(
        one_error(&k, XeLp),
        "kernel k, instruction #1 (typed_atomic): [exec-size] exec size 1 is not allowed for TYPED_ATOMIC on xelp; \
         allowed: 8 (vISA spec, TYPED_ATOMIC: Exec_size (0b011 8 only); README decision S6)"
    );
    let k = with([Instruction::SvmGather(SvmGather {
        exec: ExecCtrl::nm(S32),
        num_blocks: NumBlocks::N1,
        addresses: raw(DATA),
        dst: raw(DATA),
        block_size: BlockSize::B8,
        ..svm_gather()
    })]);
    let rules: Vec<_> = verify_kernel(&k, XeHpg).expect_err("SIMD32").iter().map(|e| e.rule).collect();
    assert!(rules.contains(&Rule::ExecSize(Message::SvmGather)), "{rules:?}");
}

#[test]
fn typed_atomic_16bit() {
    let k = with([Instruction::TypedAtomic(TypedAtomic { is_16bit: true, ..typed_atomic() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (typed_atomic): [message-feature] 16-bit typed atomics are not available on \
         gen9; they are available on xelp, xehpg, mtl (vISA spec, TYPED_ATOMIC: Op {TGLLP+}Bit[5])"
    );
    assert_eq!(verify_kernel(&k, XeLp), Ok(()));
}

#[test]
fn channel_mask_empty() {
    let empty = ChannelMask::new(0).expect("0000 is representable");
    let k = with([Instruction::Scatter4Scaled(Scatter4Scaled { channels: empty, ..scatter4() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (scatter4_scaled): [channel-mask-empty] channel mask 0000 enables no channel; \
         at least one of R, G, B, A must be set (vISA spec, SCATTER4_SCALED, vISA spec, GATHER4_SCALED: Channels)"
    );
}

#[test]
fn svm_num_blocks() {
    // "When num_blocks > 1, exec_size must >= 8".
    let k = with([Instruction::SvmGather(SvmGather { exec: ExecCtrl::nm(S4), ..svm_gather() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (svm_gather): [svm-num-blocks] num_blocks 2 with 4-byte blocks is not allowed at \
         exec size 4; \
         allowed exec sizes: 8, 16 (vISA spec, SVM_GATHER, vISA spec, SVM_SCATTER: Num_blocks)"
    );
    // 8 blocks: "only valid for 4 byte blocks and execution size 8".
    let k = with([Instruction::SvmGather(SvmGather {
        exec: ExecCtrl::nm(S8),
        block_size: BlockSize::B1,
        num_blocks: NumBlocks::N8,
        dst: raw(BYTES),
        ..svm_gather()
    })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (svm_gather): [svm-num-blocks] num_blocks 8 with 1-byte blocks is not allowed at \
         exec size 8; \
         allowed exec sizes: none (never allowed) (vISA spec, SVM_GATHER, vISA spec, SVM_SCATTER: Num_blocks)"
    );
    let k = with([Instruction::SvmGather(SvmGather {
        exec: ExecCtrl::nm(S4),
        num_blocks: NumBlocks::N8,
        dst: raw(DATA),
        ..svm_gather()
    })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (svm_gather): [svm-num-blocks] num_blocks 8 with 4-byte blocks is not allowed at \
         exec size 4; \
         allowed exec sizes: 8 (vISA spec, SVM_GATHER, vISA spec, SVM_SCATTER: Num_blocks)"
    );
}

/// README decision 21: Intel's assembler keeps a SEND's payload below 16
/// GRFs on gen9; an SVM_SCATTER of 8-byte x 4 blocks at SIMD16 sends 4 GRFs
/// of addresses and 16 of data.
#[test]
fn message_length() {
    let scatter = |k: &mut Kernel| {
        let wide = k.declare_var(var("wide", UQ, 64));
        k.body = vec![Instruction::SvmScatter(SvmScatter {
            exec: ExecCtrl::nm(S16),
            pred: None,
            block_size: BlockSize::B8,
            num_blocks: NumBlocks::N4,
            addresses: raw(ADDRS),
            src: raw(wide),
        })];
    };
    let mut k = base();
    scatter(&mut k);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (svm_scatter): [message-length] SVM_SCATTER of 4 8-byte blocks at exec size 16 \
         sends more than 15 GRFs (addresses and data) on gen9 (vISA spec, SVM_SCATTER: Src (the payload); Intel's \
         vISA assembler keeps a SEND's mlen + extended mlen below 16 GRFs before Gen10 (IGC HWCaps \
         getMaxSendMessageLength); README decision 21)"
    );
    // 31 GRFs from Gen10 on: the same message is legal on xelp.
    assert!(verify_kernel(&k, XeLp).is_ok());
}

#[test]
fn qw_scatter_num_blocks() {
    let k =
        with([Instruction::QwScatter(QwScatter { exec: ExecCtrl::nm(S8), num_blocks: NumBlocks::N2, ..qw_scatter() })]);
    assert_eq!(
        one_error(&k, XeHpc),
        "kernel k, instruction #1 (qw_scatter): [num-blocks] num_blocks 2 is not allowed; allowed: 1 \
         (vISA spec, QW_SCATTER: Num_blocks (0b00 1 block only))"
    );
}

#[test]
fn emask_offset() {
    let m3 = ExecCtrl::new(S16, EmaskOffset::M3, true);
    let k = with([Instruction::Scatter4Scaled(Scatter4Scaled { exec: m3, ..scatter4() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (scatter4_scaled): [emask-offset] M3 (channel 8) is not aligned to exec size 16; \
         allowed: M1, M5 (vISA spec, Execution Model chapter: Execution Mask; README decision S8)"
    );
    // ALU instructions too.
    let k = with([mov(ExecCtrl::new(S8, EmaskOffset::M2, false), gen_dst(OFFS), vec_src(OFFS))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (mov): [emask-offset] M2 (channel 4) is not aligned to exec size 8; \
         allowed: M1, M3, M5, M7 (vISA spec, Execution Model chapter: Execution Mask; README decision S8)"
    );
}

// ---- rules 8-12: raw operands ---------------------------------------------------------

#[test]
fn operand_type() {
    let cases = [
        (
            Instruction::Scatter4Scaled(Scatter4Scaled { src: raw(QDATA), exec: ExecCtrl::nm(S8), ..scatter4() }),
            "kernel k, instruction #1 (scatter4_scaled): [operand-type] src qdata.0 has type uq; expected ud, d or f \
             (vISA spec, SCATTER4_SCALED: Offset, Element_offset, Src)",
        ),
        (
            Instruction::Scatter4Scaled(Scatter4Scaled { global_offset: SrcOperand::imm(UW, 4), ..scatter4() }),
            "kernel k, instruction #1 (scatter4_scaled): [operand-type] offset has type uw; expected a ud scalar \
             (vISA spec, SCATTER4_SCALED: Offset, Element_offset, Src)",
        ),
        (
            Instruction::Scatter4Scaled(Scatter4Scaled { global_offset: SrcOperand::scalar(FDATA), ..scatter4() }),
            "kernel k, instruction #1 (scatter4_scaled): [operand-type] offset has type f; expected a ud scalar \
             (vISA spec, SCATTER4_SCALED: Offset, Element_offset, Src)",
        ),
        (
            Instruction::QwScatter(QwScatter { src: raw(DATA), ..qw_scatter() }),
            "kernel k, instruction #1 (qw_scatter): [operand-type] src data.0 has type ud; expected q, uq or df \
             (vISA spec, QW_SCATTER: Offset, Src)",
        ),
        (
            Instruction::SvmGather(SvmGather { addresses: raw(DATA), ..svm_gather() }),
            "kernel k, instruction #1 (svm_gather): [operand-type] addresses data.0 has type ud; expected uq \
             (vISA spec, SVM_GATHER: Addresses, Notes)",
        ),
        (
            Instruction::SvmGather(SvmGather { block_size: BlockSize::B1, dst: raw(GATHERED), ..svm_gather() }),
            "kernel k, instruction #1 (svm_gather): [operand-type] dst gathered.0 has type ud; expected ub or b \
             (vISA spec, SVM_GATHER: Addresses, Notes)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { op: AtomicOp::IMin, dst: raw(SDATA), ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [operand-type] src0 asrc.0 has type ud; expected d \
             (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { lod: raw(SDATA), ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [operand-type] lod sdata.0 has type d; expected ud \
             (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
    ];
    for (inst, expected) in cases {
        assert_eq!(one_error(&with([inst]), where_legal(&inst)), expected);
    }
}

#[test]
fn null_operand() {
    let cases = [
        (
            Instruction::Scatter4Scaled(Scatter4Scaled { src: RawOperand::NULL, ..scatter4() }),
            "kernel k, instruction #1 (scatter4_scaled): [null-operand] src is %null; SCATTER4_SCALED needs a \
             variable here (vISA spec, vISA Header chapter: V0 (%null))",
        ),
        (
            Instruction::SvmGather(SvmGather { dst: RawOperand::NULL, ..svm_gather() }),
            "kernel k, instruction #1 (svm_gather): [null-operand] dst is %null; SVM_GATHER needs a variable here \
             (vISA spec, vISA Header chapter: V0 (%null))",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { u: RawOperand::NULL, ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [null-operand] u is %null; TYPED_ATOMIC needs a variable here \
             (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { op: AtomicOp::PreDec, ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [null-operand] src0 must be %null for predec, which does not \
             read it; found asrc.0 (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { src0: RawOperand::NULL, ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [null-operand] src0 is %null, but add reads it \
             (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { src1: raw(ASRC), ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [null-operand] src1 must be %null for add, which does not \
             read it; found asrc.0 (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { op: AtomicOp::FCmpWr, ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [null-operand] src1 is %null, but fcmpwr reads it \
             (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { r: raw(OFFS), ..typed_atomic() }),
            "kernel k, instruction #1 (typed_atomic): [null-operand] v is %null, but r is not: every surface type \
             with an R coordinate (2D_array, 3D) has a V one (the Notes' table of surface types) \
             (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
    ];
    for (inst, expected) in cases {
        assert_eq!(one_error(&with([inst]), where_legal(&inst)), expected);
    }
}

#[test]
fn predefined_var() {
    let k = with([Instruction::Scatter4Scaled(Scatter4Scaled { element_offset: raw(GenVarId(7)), ..scatter4() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (scatter4_scaled): [predefined-var] element_offset names predefined variable %r0; \
         this operand must be a declared variable (vISA spec, vISA Header chapter: pre-defined variables V0-V31)"
    );
    // Vector operands may read predefined variables and write the writable ones.
    let k = with([mov(ExecCtrl::nm(S1), gen_dst(GOFF), SrcOperand::scalar(GenVarId(3)))]);
    assert_eq!(verify_kernel(&k, Gen9), Ok(()));
    let k = with([mov(ExecCtrl::nm(S1), gen_dst(GenVarId(3)), SrcOperand::scalar(GOFF))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (mov): [predefined-var] dst writes %group_id_x, a read-only predefined variable \
         (vISA spec, vISA Header chapter: pre-defined variables V0-V31)"
    );
    let k = with([mov(ExecCtrl::nm(S1), gen_dst(GOFF), SrcOperand::scalar(GenVarId(20)))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (mov): [predefined-var] src0 names predefined variable V20; this operand must be a \
         declared variable (vISA spec, vISA Header chapter: pre-defined variables V0-V31)"
    );
    let k = with([mov(ExecCtrl::nm(S8), gen_dst(GenVarId::NULL), vec_src(OFFS))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (mov): [predefined-var] dst is %null (V0); this operand must be a declared \
         variable (vISA spec, vISA Header chapter: pre-defined variables V0-V31)"
    );
}

#[test]
fn undeclared_var() {
    let k = with([Instruction::TypedAtomic(TypedAtomic { dst: raw(UNDECLARED), ..typed_atomic() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (typed_atomic): [undeclared-var] dst names V99, which is not declared \
         (vISA spec, vISA Header chapter: General Variables)"
    );
    let k = with([binary(AluOp::Add, gen_dst(OFFS), vec_src(OFFS), vec_src(GenVarId(u32::MAX)))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (add): [undeclared-var] src1 names V4294967295, which is not declared \
         (vISA spec, vISA Header chapter: General Variables)"
    );
}

#[test]
fn undeclared_pred() {
    let p9 = PredVarId::new(9).expect("P9");
    let k = with([Instruction::SvmGather(SvmGather { pred: Some(Predicate::new(p9)), ..svm_gather() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (svm_gather): [undeclared-pred] predicate P9 is not declared \
         (vISA spec, vISA Header chapter: Predicate Variables)"
    );
}

#[test]
fn undeclared_surface() {
    let k = with([Instruction::Scatter4Scaled(Scatter4Scaled { surface: SurfaceId(255), ..scatter4() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (scatter4_scaled): [undeclared-surface] surface T255 is not declared \
         (vISA spec, vISA Header chapter: Surface Variables)"
    );
    // Predefined surfaces are fine for untyped messages: QW_SCATTER to SLM.
    let k = with([Instruction::QwScatter(QwScatter { surface: SurfaceId::SLM, ..qw_scatter() })]);
    assert_eq!(verify_kernel(&k, XeHpc), Ok(()));
}

#[test]
fn typed_atomic_surface() {
    let k = with([Instruction::TypedAtomic(TypedAtomic { surface: SurfaceId::SLM, ..typed_atomic() })]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (typed_atomic): [typed-atomic-surface] surface %slm is predefined; TYPED_ATOMIC \
         needs a declared (image) surface, T6 or later (vISA spec, TYPED_ATOMIC: Surface; README decision S7)"
    );
}

#[test]
fn raw_footprint() {
    let cases = [
        // 4 channels x 16 lanes x 4 bytes = 256 bytes from byte 32 of a 256-byte variable.
        (
            Instruction::Scatter4Scaled(Scatter4Scaled { src: RawOperand::new(DATA, 32), ..scatter4() }),
            XeHpg,
            "kernel k, instruction #1 (scatter4_scaled): [raw-footprint] src data.32 accesses 256 bytes from offset \
             32, but data has 256 bytes (vISA spec, SCATTER4_SCALED: Offset, Element_offset, Src)",
        ),
        (
            Instruction::QwScatter(QwScatter { src: RawOperand::new(QDATA, 64), ..qw_scatter() }),
            XeHpc,
            "kernel k, instruction #1 (qw_scatter): [raw-footprint] src qdata.64 accesses 128 bytes from offset 64, \
             but qdata has 128 bytes (vISA spec, QW_SCATTER: Offset, Src)",
        ),
        // 16 addresses x 8 bytes from byte 32 of a 128-byte variable.
        (
            Instruction::SvmGather(SvmGather { addresses: RawOperand::new(ADDRS, 32), ..svm_gather() }),
            XeHpg,
            "kernel k, instruction #1 (svm_gather): [raw-footprint] addresses addrs.32 accesses 128 bytes from \
             offset 32, but addrs has 128 bytes (vISA spec, SVM_GATHER: Addresses, Notes)",
        ),
        // 1-byte blocks: each lane's blocks fill max(4, num_blocks) bytes: 16 x 4 = 64.
        (
            Instruction::SvmGather(SvmGather {
                block_size: BlockSize::B1,
                num_blocks: NumBlocks::N2,
                dst: RawOperand::new(BYTES, 32),
                ..svm_gather()
            }),
            XeHpg,
            "kernel k, instruction #1 (svm_gather): [raw-footprint] dst bytes.32 accesses 64 bytes from offset 32, \
             but bytes has 64 bytes (vISA spec, SVM_GATHER: Addresses, Notes)",
        ),
        (
            Instruction::TypedAtomic(TypedAtomic { dst: RawOperand::new(ADST, 32), ..typed_atomic() }),
            XeHpg,
            "kernel k, instruction #1 (typed_atomic): [raw-footprint] dst adst.32 accesses 32 bytes from offset 32, \
             but adst has 32 bytes (vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst)",
        ),
    ];
    for (inst, platform, expected) in cases {
        assert_eq!(one_error(&with([inst]), platform), expected);
    }
}

/// A non-transposed LSC message narrower than its payload's lanes still
/// carries all of them (the lengths the assembler encodes: `lsc_store.slm
/// (M1_NM, 1) flat[A]:a32 D:d64` is `store.slm.d64.a32 (1|M0) [r2:2] r4:4`
/// on DG2, MTL and PVC, `[r2:1] r4:2` on XE2), so its address and data
/// operands span them: 16 lanes on xehpg, mtl and xe2, 32 on xehpc.
#[test]
fn lsc_operands_span_the_payload() {
    let mut k = base();
    let addr = k.declare_var(var("one_addr", UD, 1));
    let datum = k.declare_var(var("one_qword", UQ, 1));
    k.body = vec![slm_d64_store(ExecCtrl::nm(S1), addr, datum)];
    let source = Rule::RawFootprint(Message::LscStore).source();
    for (platform, addr_bytes, data_bytes) in [(XeHpg, 64, 128), (XeLpg, 64, 128), (XeHpc, 128, 256), (Xe2, 64, 128)] {
        let errors: Vec<String> = verify_kernel(&k, platform).unwrap_err().iter().map(|e| e.to_string()).collect();
        assert_eq!(
            errors,
            [
                format!(
                    "kernel k, instruction #1 (lsc_store): [raw-footprint] addresses one_addr.0 accesses {addr_bytes} \
                     bytes from offset 0, but one_addr has 4 bytes ({source})"
                ),
                format!(
                    "kernel k, instruction #1 (lsc_store): [raw-footprint] src1 data one_qword.0 accesses {data_bytes} \
                     bytes from offset 0, but one_qword has 8 bytes ({source})"
                ),
            ],
            "{platform}"
        );
    }
    // A transposed message's one address is one element.
    let mut t = base();
    let addr = t.declare_var(var("one_addr", UQ, 1));
    t.body = vec![Instruction::LscLoad(LscUntyped {
        exec: ExecCtrl::nm(S1),
        pred: None,
        transposed: true,
        vector: LscVectorSize::X8,
        data_size: LscDataSize::D64,
        addresses: raw(addr),
        data: raw(QDATA),
        ..lsc()
    })];
    assert_eq!(verify_kernel(&t, XeHpg), Ok(()));
}

/// A kernel input is pinned where the runtime puts it, so as an LSC
/// operand it need not span the payload: its lanes' bytes, and for a send
/// narrower than 8 lanes all but the payload's last GRF. IGC's register
/// allocator measures such an operand as `(n + GRF - 2) / GRF` GRFs and
/// asserts ("mismatch between len in send and that of operand", GenX_IR
/// 1.0.12504 on `testdata/regress/lsc_payload_one_lane_slm_d64_input.ll`)
/// when the message length exceeds that by more than one. By hand, DG2:
/// a one-lane d64 store pays 16 lanes, 128 bytes, 4 GRFs: `(n + 30) / 32
/// >= 3` is `n >= 66`; an 8-lane one is not checked (its lanes' 64 bytes);
/// the one-lane a32 address pays 64 bytes, 2 GRFs: its 4 bytes do.
#[test]
fn a_narrow_lsc_send_reads_all_but_the_last_grf_of_an_input() {
    let store = |exec, data| {
        let mut k = base();
        let addr = k.declare_var(var("addr", UD, 16));
        let input = k.declare_var(var("x", UQ, data));
        let one = k.declare_var(var("one_addr", UD, 1));
        let in_addr = exec == S1;
        k.inputs.push(Input::user(InputVar::General(input), 64, data * 8));
        k.inputs.push(Input::user(InputVar::General(one), 64 + 32 * data.div_ceil(4), 4));
        k.body = vec![slm_d64_store(ExecCtrl::nm(exec), if in_addr { one } else { addr }, input)];
        verify_kernel(&k, XeHpg).map_err(|e| e.iter().map(|e| e.to_string()).collect::<Vec<_>>())
    };
    let source = Rule::RawFootprint(Message::LscStore).source();
    assert_eq!(
        store(S1, 1),
        Err(vec![format!(
            "kernel k, instruction #1 (lsc_store): [raw-footprint] src1 data x.0 accesses 66 bytes from offset 0, \
             but x has 8 bytes ({source})"
        )])
    );
    assert_eq!(
        store(S4, 8),
        Err(vec![format!(
            "kernel k, instruction #1 (lsc_store): [raw-footprint] src1 data x.0 accesses 66 bytes from offset 0, \
             but x has 64 bytes ({source})"
        )])
    );
    assert_eq!(store(S1, 9), Ok(()));
    assert_eq!(store(S8, 8), Ok(()));
}

#[test]
fn scatter4_footprint_follows_the_grf_size() {
    // SIMD8 RG: channel G starts at max(8, GRF/4) dwords: 64 bytes on gen9, 96 on PVC.
    let inst = Instruction::Scatter4Scaled(Scatter4Scaled {
        exec: ExecCtrl::nm(S8),
        channels: ChannelMask::RG,
        src: raw(OFFS),
        ..scatter4()
    });
    let k = with([inst]);
    assert_eq!(verify_kernel(&k, Gen9), Ok(()));
    assert_eq!(
        one_error(&k, XeHpc),
        "kernel k, instruction #1 (scatter4_scaled): [raw-footprint] src offs.0 accesses 96 bytes from offset 0, \
         but offs has 64 bytes (vISA spec, SCATTER4_SCALED: Offset, Element_offset, Src)"
    );
}

#[test]
fn raw_align() {
    let source = "(vISA spec, Operands chapter: Raw Operands)";
    let mut k = base();
    let mid = k.declare_var(alias("data_mid", UD, 16, DATA, 16));
    let loose = k.declare_var(GenVar { align: Align::Dword, ..var("loose", UD, 16) });
    let cases = [
        (
            Scatter4Scaled { src: RawOperand::new(DATA, 16), exec: ExecCtrl::nm(S8), ..scatter4() },
            Gen9,
            "src data.16 is at byte 16 of data, not a multiple of the 32-byte GRF",
        ),
        // Through an alias: its offset counts.
        (
            Scatter4Scaled { src: raw(mid), exec: ExecCtrl::nm(S8), channels: ChannelMask::R, ..scatter4() },
            Gen9,
            "src data_mid.0 is at byte 16 of data, not a multiple of the 32-byte GRF",
        ),
        (
            Scatter4Scaled { element_offset: RawOperand::new(DATA, 32), ..scatter4() },
            XeHpc,
            "element_offset data.32 is at byte 32 of data, not a multiple of the 64-byte GRF",
        ),
        (
            Scatter4Scaled { element_offset: raw(loose), ..scatter4() },
            Gen9,
            "element_offset loose.0 lies in loose, declared align=dword (4 bytes); raw operands need GRF alignment \
          (32 bytes)",
        ),
    ];
    for (m, platform, expected) in cases {
        let k = Kernel { body: vec![Instruction::Scatter4Scaled(m)], ..k.clone() };
        assert_eq!(
            one_error(&k, platform),
            format!("kernel k, instruction #1 (scatter4_scaled): [raw-align] {expected} {source}")
        );
    }
}

// ---- rule 13: predicates --------------------------------------------------------------

#[test]
fn pred_range() {
    let mut k = base();
    let p2 = k.declare_pred(PredVar { name: "half".into(), num_elts: 16 }).expect("P2");
    let m5 = ExecCtrl::new(S16, EmaskOffset::M5, true);
    k.body = vec![Instruction::SvmGather(SvmGather { exec: m5, pred: Some(Predicate::new(p2)), ..svm_gather() })];
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (svm_gather): [pred-range] predicate half has 16 bits, but (M5_NM, 16) uses bits \
         16..31 (vISA spec, Operands chapter: Predication (EvaluateChEn))"
    );
    // A predicate destination must hold the bits it writes.
    k.body = vec![Instruction::Cmp {
        rel: CmpRel::Eq,
        exec: ExecCtrl::nm(S32),
        dst: DstOperand::Predicate(p2),
        src0: SrcOperand::imm(UD, 1),
        src1: SrcOperand::imm(UD, 2),
    }];
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (cmp): [pred-range] dst half has 16 bits, but (M1_NM, 32) uses bits 0..31 \
         (vISA spec, Operands chapter: Predication (EvaluateChEn))"
    );
    k.body = vec![Instruction::Setp {
        exec: ExecCtrl::new(S8, EmaskOffset::M3, false),
        dst: p2,
        src: SrcOperand::imm(UB, 3),
    }];
    assert_eq!(verify_kernel(&k, Gen9), Ok(()));
}

// ---- rule 14: the ALU subset -------------------------------------------------------------

#[test]
fn operand_range() {
    let source = "(vISA spec, Operands chapter: General Operands, Region-based Addressing)";
    let k =
        with([mov(ExecCtrl::nm(S16), DstOperand::General { var: OFFS, row: 1, col: 0, hstride: 1 }, vec_src(DATA))]);
    assert_eq!(
        one_error(&k, Gen9),
        format!(
            "kernel k, instruction #1 (mov): [operand-range] dst offs(1,0) accesses bytes 32..96 at exec size 16, \
             but offs has 64 bytes {source}"
        )
    );
    // Column 8 of a dword variable is past a 32-byte row, inside a 64-byte one.
    let src = SrcOperand::General { var: OFFS, row: 0, col: 8, region: Region::SCALAR, modifier: SrcModifier::None };
    let k = with([mov(ExecCtrl::nm(S8), gen_dst(DATA), src)]);
    assert_eq!(
        one_error(&k, Gen9),
        format!(
            "kernel k, instruction #1 (mov): [operand-range] src0 offs(0,8): column 8 of type ud is past the \
             32-byte GRF row {source}"
        )
    );
    assert_eq!(verify_kernel(&k, XeHpc), Ok(()));
    // The whole region counts, not only its origin: <8;8,1> at SIMD16 reads 64 bytes from byte 32.
    let src =
        SrcOperand::General { var: OFFS, row: 0, col: 4, region: Region::contiguous(8), modifier: SrcModifier::None };
    let k = with([mov(ExecCtrl::nm(S16), gen_dst(DATA), src)]);
    assert_eq!(
        all_errors(&k, Gen9),
        [
            format!(
                "kernel k, instruction #1 (mov): [operand-range] src0 offs(0,4) accesses bytes 16..80 at exec size \
                 16, but offs has 64 bytes {source}"
            ),
            // Bytes 16..80 are three 32-byte GRFs.
            "kernel k, instruction #1 (mov): [region-span] src0 offs(0,4)<8;8,1> spans 3 GRFs of 32 bytes; an \
             operand may span two (vISA spec, Operands chapter: Region Restrictions (6: the elements an operand \
             accesses may not span more than two adjacent GRF registers))"
                .to_string(),
        ]
    );
}

/// Region Restriction 6: an operand's elements lie in at most two adjacent
/// GRFs, counted from its root variable's GRF-aligned start; a variable
/// smaller than a GRF is inside one wherever the assembler puts it.
#[test]
fn region_span() {
    let source = "(vISA spec, Operands chapter: Region Restrictions (6: the elements an operand accesses may not span \
                  more than two adjacent GRF registers))";
    let qdst = |col| DstOperand::General { var: QDATA, row: 0, col, hstride: 1 };
    // Eight qwords from the start: two 32-byte GRFs.
    let q8 =
        SrcOperand::General { var: ADDRS, row: 0, col: 0, region: Region::contiguous(8), modifier: SrcModifier::None };
    assert_eq!(verify_kernel(&with([mov(ExecCtrl::nm(S8), qdst(0), q8)]), Gen9), Ok(()));
    // From the second qword: three.
    assert_eq!(
        one_error(&with([mov(ExecCtrl::nm(S8), qdst(1), q8)]), Gen9),
        format!("kernel k, instruction #1 (mov): [region-span] dst qdata(0,1)<1> spans 3 GRFs of 32 bytes; an operand may span two {source}")
    );
    // Sixteen qwords: four 32-byte GRFs, two 64-byte ones.
    let q16 =
        SrcOperand::General { var: ADDRS, row: 0, col: 0, region: Region::contiguous(16), modifier: SrcModifier::None };
    let k = with([mov(ExecCtrl::nm(S16), qdst(0), q16)]);
    assert_eq!(all_errors(&k, XeHpg).len(), 2, "{:?}", all_errors(&k, XeHpg));
    assert_eq!(verify_kernel(&k, XeHpc), Ok(()));
    // An alias counts from its root's start: `data_hi` is bytes 128.. of `data`.
    let hi = SrcOperand::General {
        var: DATA_HI,
        row: 0,
        col: 4,
        region: Region::contiguous(16),
        modifier: SrcModifier::None,
    };
    let k = with([mov(ExecCtrl::nm(S16), gen_dst(DATA), hi)]);
    assert!(all_errors(&k, Gen9).iter().any(|e| e.contains("[region-span] src0 data_hi(0,4)<16;16,1> spans 3 GRFs")));
    // A scalar broadcast spans one.
    assert_eq!(verify_kernel(&with([mov(ExecCtrl::nm(S16), gen_dst(DATA), SrcOperand::scalar(GOFF))]), Gen9), Ok(()));
}

#[test]
fn region() {
    let source = "(vISA spec, Operands chapter: Region Restrictions)";
    let bad = Region { vstride: 8, width: 0, hstride: 1 };
    let src = SrcOperand::General { var: OFFS, row: 0, col: 0, region: bad, modifier: SrcModifier::None };
    let k = with([mov(ExecCtrl::nm(S8), gen_dst(DATA), src)]);
    assert_eq!(
        one_error(&k, Gen9),
        format!(
            "kernel k, instruction #1 (mov): [region] src0 region <8;0,1>: width 0 is not one of 1, 2, 4, 8, 16 \
             {source}"
        )
    );
    let k = with([mov(ExecCtrl::nm(S8), DstOperand::General { var: DATA, row: 0, col: 0, hstride: 0 }, vec_src(OFFS))]);
    assert_eq!(
        one_error(&k, Gen9),
        format!("kernel k, instruction #1 (mov): [region] dst horizontal stride 0 is not one of 1, 2, 4 {source}")
    );
    let src =
        SrcOperand::General { var: DATA, row: 0, col: 0, region: Region::contiguous(16), modifier: SrcModifier::None };
    let k = with([mov(ExecCtrl::nm(S8), gen_dst(DATA), src)]);
    assert_eq!(
        one_error(&k, Gen9),
        format!(
            "kernel k, instruction #1 (mov): [region] src0 region <16;16,1>: width 16 is greater than exec size 8 \
             {source}"
        )
    );
}

#[test]
fn immediate_type() {
    let k = with([binary(AluOp::And, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(Bool, 1))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (and): [immediate-type] src1 is an immediate of type bool \
         (vISA spec, Operands chapter: Immediate Operands)"
    );
}

#[test]
fn sel_predicate() {
    let k = with([Instruction::alu2(
        AluOp::Sel,
        ExecCtrl::nm(S8),
        None,
        gen_dst(OFFS),
        vec_src(OFFS),
        SrcOperand::imm(UD, 0),
    )]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (sel): [sel-predicate] sel without a predicate; the predicate chooses src0 or src1 \
         per channel (vISA spec, Assembly Syntax appendix: SEL)"
    );
}

#[test]
fn ret_exec_size() {
    let k = with([Instruction::Ret { exec: ExecCtrl::nm(S8), pred: None }]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (ret): [ret-exec-size] ret has exec size 8; it must be 1 \
         (vISA spec, Assembly Syntax appendix: RET)"
    );
}

fn alu(op: AluOp, dst: DstOperand, srcs: Srcs) -> Instruction {
    Instruction::Alu(Alu::new(op, ExecCtrl::nm(S8), None, dst, srcs))
}

fn state(surface: SurfaceId) -> StateOperand {
    StateOperand { surface, offset: 0 }
}

const ALU_AVAILABLE: &str = "vISA spec, Instruction Set chapter and instructions by platform appendix; Intel's vISA \
                             assembler where stricter (each cell of the ALU table)";

#[test]
fn alu_available() {
    let k = with([alu(AluOp::Add3, gen_dst(SDATA), Srcs::three(vec_src(SDATA), vec_src(SDATA), vec_src(SDATA)))]);
    assert_eq!(
        one_error(&k, XeLp),
        format!(
            "kernel k, instruction #1 (add3): [alu-available] ADD3 is not available on xelp; it is available on \
             xehpg, xehpc, mtl, xe2 ({ALU_AVAILABLE})"
        )
    );
    assert_eq!(verify_kernel(&k, XeHpg), Ok(()));
    // MOD {-XEHP}; DIVM and SQRTM on SKL and PVC (the assembler refuses them
    // on TGLLP and DG2); ROL and ROR from ICLLP on.
    let mod_ = with([binary(AluOp::Mod, gen_dst(OFFS), vec_src(OFFS), vec_src(OFFS))]);
    assert_eq!(verify_kernel(&mod_, XeLp), Ok(()));
    assert!(one_error(&mod_, XeHpc).contains("MOD is not available on xehpc; it is available on gen9, xelp"));
    let divm = with([binary(AluOp::Divm, gen_dst(FDATA), vec_src(FDATA), vec_src(FDATA))]);
    for (p, ok) in [(Gen9, true), (XeLp, false), (XeHpg, false), (XeHpc, true)] {
        assert_eq!(verify_kernel(&divm, p).is_ok(), ok, "{p}");
    }
    let rol = with([binary(AluOp::Rol, gen_dst(OFFS), vec_src(OFFS), vec_src(OFFS))]);
    assert!(one_error(&rol, Gen9).contains("ROL is not available on gen9; it is available on xelp, xehpg, xehpc"));
}

#[test]
fn alu_forms_available() {
    // DIV divides integers on gen9 and xelp only (the assembler: "int
    // divide/remainder is not supported for this platform"); floats everywhere.
    let int_div = with([binary(AluOp::Div, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 3))]);
    assert_eq!(verify_kernel(&int_div, XeLp), Ok(()));
    assert_eq!(
        one_error(&int_div, XeHpg),
        format!(
            "kernel k, instruction #1 (div): [alu-available] DIV on integers is not available on xehpg; it is \
             available on gen9, xelp (Intel's vISA assembler (\"int divide/remainder is not supported for this \
             platform\" on xehpg, xehpc, mtl and xe2)) ({ALU_AVAILABLE})"
        )
    );
    let float_div = with([binary(AluOp::Div, gen_dst(FDATA), vec_src(FDATA), vec_src(FDATA))]);
    assert_eq!(verify_kernel(&float_div, XeHpg), Ok(()));
    // MOV between qwords and floats, and a modifier on a qword source: gen9, xehpc.
    let q_to_f = with([Instruction::mov(ExecCtrl::nm(S8), None, gen_dst(FDATA), vec_src(QDATA))]);
    let neg_q = with([Instruction::mov(
        ExecCtrl::nm(S8),
        None,
        gen_dst(QDATA),
        SrcOperand::General { var: QDATA, row: 0, col: 0, region: Region::contiguous(8), modifier: SrcModifier::Neg },
    )]);
    for k in [&q_to_f, &neg_q] {
        for (p, ok) in [(Gen9, true), (XeLp, false), (XeHpg, false), (XeHpc, true)] {
            assert_eq!(verify_kernel(k, p).is_ok(), ok, "{p}");
        }
    }
    assert!(one_error(&q_to_f, XeLp).contains("MOV between q/uq and floating-point types is not available on xelp"));
    assert!(one_error(&neg_q, XeHpg).contains("MOV with a source modifier on a q/uq source is not available on xehpg"));
}

#[test]
fn alu_shape() {
    let k = with([alu(AluOp::Add, gen_dst(OFFS), Srcs::one(vec_src(OFFS)))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (add): [alu-shape] add takes 2 source operands, found 1 \
         (vISA spec, Instructions chapter: each instruction page's Format)"
    );
    let min = Alu {
        pred: Some(Predicate::new(p1())),
        ..Alu::new(AluOp::Min, ExecCtrl::nm(S8), None, gen_dst(OFFS), Srcs::two(vec_src(OFFS), vec_src(OFFS)))
    };
    assert_eq!(
        one_error(&with([Instruction::Alu(min)]), Gen9),
        "kernel k, instruction #1 (min): [alu-shape] min cannot be predicated: its Format has no Pred field \
         (vISA spec, Instructions chapter: each instruction page's Format)"
    );
}

#[test]
fn saturation() {
    let sat = |op, dst, srcs| Instruction::Alu(Alu { sat: true, ..Alu::new(op, ExecCtrl::nm(S8), None, dst, srcs) });
    let k = with([sat(AluOp::Asr, gen_dst(SDATA), Srcs::two(vec_src(SDATA), SrcOperand::imm(D, 1)))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (asr): [saturation] asr takes no .sat \
         (vISA spec, Instructions chapter: each instruction page's Saturation property)"
    );
    let k = with([sat(AluOp::Div, gen_dst(OFFS), Srcs::two(vec_src(OFFS), vec_src(OFFS)))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (div): [saturation] div saturates only a floating-point result (dst is ud) \
         (vISA spec, Instructions chapter: each instruction page's Saturation property)"
    );
    assert_eq!(
        verify_kernel(&with([sat(AluOp::Div, gen_dst(FDATA), Srcs::two(vec_src(FDATA), vec_src(FDATA)))]), Gen9),
        Ok(())
    );
    // XOR, MOD and LZD say "Saturation: Yes"; Intel's assembler refuses it
    // ("saturation is not supported on this op", "mod/lzd does not support
    // saturation"): the stricter one wins.
    for op in [AluOp::Xor, AluOp::Mod, AluOp::Lzd] {
        let srcs = Srcs::from_slice(&vec![vec_src(OFFS); op.desc().srcs]).expect("sources");
        assert_eq!(
            one_error(&with([sat(op, gen_dst(OFFS), srcs)]), Gen9),
            format!(
                "kernel k, instruction #1 ({}): [saturation] {} takes no .sat (Intel's vISA assembler (\"does not \
                 support saturation\"; the page says Yes)) (vISA spec, Instructions chapter: each instruction page's \
                 Saturation property)",
                op.name(),
                op.name()
            )
        );
    }
    let exp = sat(AluOp::Exp, gen_dst(FDATA), Srcs::one(vec_src(FDATA)));
    assert_eq!(verify_kernel(&with([exp]), XeHpc), Ok(()));
}

#[test]
fn source_modifier() {
    let with_modifier =
        |modifier| SrcOperand::General { var: OFFS, row: 0, col: 0, region: Region::contiguous(8), modifier };
    let k = with([binary(AluOp::And, gen_dst(OFFS), with_modifier(SrcModifier::Neg), vec_src(OFFS))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (and): [source-modifier] src0 of and has a source modifier it does not take; it \
         takes only (~) (vISA spec, Instructions chapter: each instruction page's Source Modifier property)"
    );
    let k = with([binary(AluOp::Add, gen_dst(OFFS), vec_src(OFFS), with_modifier(SrcModifier::Not))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (add): [source-modifier] src1 of add has a source modifier it does not take; it \
         takes (-), (abs) or (-abs) (vISA spec, Instructions chapter: each instruction page's Source Modifier property)"
    );
    let k = with([Instruction::Carry {
        op: CarryOp::Addc,
        exec: ExecCtrl::nm(S8),
        pred: None,
        dst: gen_dst(ASRC),
        carry: gen_dst(ADST),
        src0: with_modifier(SrcModifier::Abs),
        src1: vec_src(ASRC),
    }]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (addc): [source-modifier] src0 of addc has a source modifier it does not take; it \
         takes none (vISA spec, Instructions chapter: each instruction page's Source Modifier property)"
    );
}

#[test]
fn state_operand() {
    let k = with([binary(AluOp::Add, gen_dst(OFFS), vec_src(OFFS), SrcOperand::State(state(t6())))]);
    assert_eq!(
        all_errors(&k, Gen9),
        [
            "kernel k, instruction #1 (add): [state-operand] src1 buf(0) at exec size 8 reaches past its 1 elements \
             (vISA spec, Operands chapter: State Operands)",
            "kernel k, instruction #1 (add): [state-operand] src1 of add is a surface; only movs takes state \
             operands (vISA spec, Operands chapter: State Operands)",
        ]
    );
    let past = StateOperand { surface: t6(), offset: 1 };
    let k = with([Instruction::Alu(Alu::new(
        AluOp::Movs,
        ExecCtrl::nm(S1),
        None,
        DstOperand::State(past),
        Srcs::one(SrcOperand::imm(UD, 1)),
    ))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (movs): [state-operand] dst buf(1) at exec size 1 reaches past its 1 elements \
         (vISA spec, Operands chapter: State Operands)"
    );
}

#[test]
fn movs() {
    let movs = |exec, dst, src| Instruction::Alu(Alu::new(AluOp::Movs, exec, None, dst, Srcs::one(src)));
    let k = with([movs(ExecCtrl::nm(S1), gen_dst(GOFF), SrcOperand::imm(UD, 1))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (movs): [movs] movs from ud to ud: it moves a surface to a surface, a ud value to \
         a surface, or a surface's index to a ud variable (vISA spec, MOVS: Notes; vISA spec, Assembly Syntax appendix: MOVS (1))"
    );
    let k = with([movs(ExecCtrl::nm(S1), DstOperand::State(state(t6())), SrcOperand::imm(F, 0))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (movs): [movs] movs from f to surface: it moves a surface to a surface, a ud value \
         to a surface, or a surface's index to a ud variable (vISA spec, MOVS: Notes; vISA spec, Assembly Syntax appendix: MOVS (1))"
    );
    let k =
        with([movs(ExecCtrl::nm(S2), DstOperand::State(state(SurfaceId(1))), SrcOperand::State(state(SurfaceId(2))))]);
    let errors = all_errors(&k, Gen9);
    assert_eq!(
        errors,
        [
            "kernel k, instruction #1 (movs): [state-operand] dst T1(0) at exec size 2 reaches past its 1 elements \
             (vISA spec, Operands chapter: State Operands)",
            "kernel k, instruction #1 (movs): [state-operand] src0 T2(0) at exec size 2 reaches past its 1 elements \
             (vISA spec, Operands chapter: State Operands)",
            "kernel k, instruction #1 (movs): [movs] movs has exec size 2; it must be 1 \
             (vISA spec, MOVS: Notes; vISA spec, Assembly Syntax appendix: MOVS (1))",
        ]
    );
}

fn labelled(body: impl IntoIterator<Item = Instruction>) -> Kernel {
    let mut k = with(body);
    k.labels = vec![
        Label { name: "BB_1".into(), kind: LabelKind::Block },
        Label { name: "sub".into(), kind: LabelKind::Subroutine },
    ];
    k
}

fn branch(op: BranchOp, target: u16) -> Instruction {
    Instruction::Branch { op, exec: ExecCtrl::nm(S1), pred: None, target: LabelId(target) }
}

#[test]
fn label() {
    let ret = Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None };
    let k = labelled([branch(BranchOp::Jmp, 0), ret]);
    assert_eq!(
        all_errors(&k, Gen9),
        [
            "kernel k, instruction #1 (jmp): [label] label BB_1 is never placed (no NAME: line or .function) \
             (vISA spec, vISA Header chapter: Labels; vISA spec, LABEL; vISA spec, SUBROUTINE)",
            // Never mentioned either: no instruction to point at.
            "kernel k, label: [label] label sub is never placed (no NAME: line or .function) \
             (vISA spec, vISA Header chapter: Labels; vISA spec, LABEL; vISA spec, SUBROUTINE)",
        ]
    );
    let k =
        labelled([Instruction::Label(LabelId(0)), Instruction::Label(LabelId(0)), Instruction::Subroutine(LabelId(1))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #2 (label): [label] label BB_1 is placed more than once \
         (vISA spec, vISA Header chapter: Labels; vISA spec, LABEL; vISA spec, SUBROUTINE)"
    );
    let k = labelled([branch(BranchOp::Jmp, 7), Instruction::Label(LabelId(0)), Instruction::Subroutine(LabelId(1))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (jmp): [label] jmp names label L7, which is not declared \
         (vISA spec, vISA Header chapter: Labels; vISA spec, LABEL; vISA spec, SUBROUTINE)"
    );
}

/// A kernel's body starts with its entry label (a SUBROUTINE): a body that
/// does not (an instruction or a block label first, or nothing at all) is
/// refused, at its first instruction; a global function needs none.
#[test]
fn entry_label() {
    use visa_lower::visa::verify::verify_kernel as as_written;
    let ret = Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None };
    let refusal = |at: &str| {
        format!(
            "kernel k, {at}: [entry-label] the kernel's body does not start with its entry label \
             (`.function \"k_BB_0_0\"` then `k_BB_0_0:`); without it Intel's assembler writes no end-of-thread \
             send, and the thread never ends (vISA spec, SUBROUTINE; Intel's vISA assembler (GenX_IR) makes a \
             kernel's RET the end-of-thread send only in a body that starts with its entry subroutine label, which \
             IGC writes in every kernel)"
        )
    };
    let errors = |k: &Kernel| -> Vec<String> {
        as_written(k, Gen9).err().unwrap_or_default().iter().map(ToString::to_string).collect()
    };
    assert_eq!(errors(&Kernel { body: vec![ret], ..base() }), [refusal("instruction #0 (ret)")]);
    assert_eq!(errors(&base()), [refusal(".kernel")]);
    let block_first = Kernel {
        body: vec![Instruction::Label(LabelId(0)), ret],
        labels: vec![Label { name: "BB_1".into(), kind: LabelKind::Block }],
        ..base()
    };
    assert_eq!(errors(&block_first), [refusal("instruction #0 (label)")]);
    for platform in Platform::ALL {
        let mut k = Kernel { body: vec![ret], ..base() };
        let l = k.start_with_entry_label().expect("a label");
        assert_eq!(k.body[0], Instruction::Subroutine(l));
        assert_eq!(k.label(l).map(|l| l.name.as_str()), Some("k_BB_0_0"));
        assert_eq!(as_written(&k, platform), Ok(()), "{platform}");
    }
    let function = Kernel {
        kind: UnitKind::Function,
        body: vec![Instruction::Fret { exec: ExecCtrl::nm(S1), pred: None }],
        ..base()
    };
    assert_eq!(as_written(&function, Gen9), Ok(()));
}

#[test]
fn branch_target() {
    let ret = Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None };
    let placed = [Instruction::Label(LabelId(0)), ret, Instruction::Subroutine(LabelId(1)), ret];
    let k = labelled([branch(BranchOp::Call, 0)].into_iter().chain(placed));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (call): [branch-target] call needs a subroutine label, but BB_1 is a block label \
         (vISA spec, JMP, vISA spec, GOTO, vISA spec, CALL: Label, Notes)"
    );
    let k = labelled([branch(BranchOp::Goto, 1)].into_iter().chain(placed));
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (goto): [branch-target] goto needs a block label, but sub is a subroutine label \
         (vISA spec, JMP, vISA spec, GOTO, vISA spec, CALL: Label, Notes)"
    );
    // "The label must be in the same subroutine as the jump."
    let k = labelled([
        Instruction::Label(LabelId(0)),
        ret,
        Instruction::Subroutine(LabelId(1)),
        branch(BranchOp::Jmp, 0),
        ret,
    ]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #4 (jmp): [branch-target] jmp to BB_1 leaves its subroutine \
         (vISA spec, JMP, vISA spec, GOTO, vISA spec, CALL: Label, Notes)"
    );
}

#[test]
fn branch_exec_size() {
    let ret = Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None };
    let jmp8 = Instruction::Branch { op: BranchOp::Jmp, exec: ExecCtrl::nm(S8), pred: None, target: LabelId(0) };
    let k = labelled([jmp8, Instruction::Label(LabelId(0)), ret, Instruction::Subroutine(LabelId(1))]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (jmp): [branch-exec-size] jmp has exec size 8; it must be 1 \
         (vISA spec, Assembly Syntax appendix: JMP, CALL (Exec_size 1))"
    );
    // GOTO is a SIMD branch: any exec size.
    let goto8 = Instruction::Branch { op: BranchOp::Goto, exec: ExecCtrl::nm(S8), pred: None, target: LabelId(0) };
    let k = labelled([goto8, Instruction::Label(LabelId(0)), ret, Instruction::Subroutine(LabelId(1))]);
    assert_eq!(verify_kernel(&k, Gen9), Ok(()));
}

#[test]
fn fcall() {
    let fcall = |arg_size, ret_size| Instruction::Fcall {
        exec: ExecCtrl::nm(S1),
        pred: None,
        func: FuncId(0),
        arg_size,
        ret_size,
    };
    let k = with([fcall(1, 1)]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (fcall): [fcall] function F0 is not declared (.funcdecl) \
         (vISA spec, FCALL: Func_id, Arg_size, Return_size)"
    );
    let k = Kernel { functions: vec!["f".into()], ..with([fcall(33, 13)]) };
    assert_eq!(
        all_errors(&k, Gen9),
        [
            "kernel k, instruction #1 (fcall): [fcall] arg_size 33 GRFs is more than the 32 GRFs it may name \
             (vISA spec, FCALL: Func_id, Arg_size, Return_size)",
            "kernel k, instruction #1 (fcall): [fcall] return_size 13 GRFs is more than the 12 GRFs it may name \
             (vISA spec, FCALL: Func_id, Arg_size, Return_size)",
        ]
    );
}

/// FADDR writes a UD or UQ scalar of a named function; IFCALL calls through
/// a UD scalar (vISA spec, FADDR, IFCALL).
#[test]
fn indirect_call() {
    let source = "(vISA spec, FADDR: Func_id, Dst; IFCALL: Func_addr, Arg_size, Return_size)";
    let scalar = |var| DstOperand::General { var, row: 0, col: 0, hstride: 1 };
    let faddr = |var| Instruction::Faddr { func: FuncId(0), dst: scalar(var) };
    let ifcall = |func_addr, arg_size, ret_size| Instruction::Ifcall {
        exec: ExecCtrl::new(S16, EmaskOffset::M1, false),
        pred: None,
        func_addr,
        arg_size,
        ret_size,
    };
    let mut k = Kernel { functions: vec!["f".into()], ..with([]) };
    let uq = k.declare_var(var("fa", UQ, 1));
    let ud = k.declare_var(var("fa32", UD, 1));
    let w = k.declare_var(var("fw", W, 1));
    k.body = vec![faddr(uq), faddr(ud), ifcall(SrcOperand::scalar(ud), 5, 0), ifcall(SrcOperand::imm(UD, 0), 0, 0)];
    assert_eq!(verify_kernel(&k, XeHpg), Ok(()));
    k.body = vec![faddr(w)];
    assert_eq!(
        one_error(&k, XeHpg),
        format!(
            "kernel k, instruction #1 (faddr): [indirect-call] faddr writes a ud or uq scalar variable, not w {source}"
        )
    );
    k.body = vec![Instruction::Faddr { func: FuncId(1), dst: scalar(uq) }];
    assert_eq!(
        one_error(&k, XeHpg),
        format!("kernel k, instruction #1 (faddr): [indirect-call] faddr names function F1, which no name declares {source}")
    );
    k.body = vec![ifcall(SrcOperand::scalar(uq), 33, 13)];
    assert_eq!(
        all_errors(&k, XeHpg),
        [
            format!(
                "kernel k, instruction #1 (ifcall): [indirect-call] ifcall's function address is a ud scalar (<0;1,0> \
                 or an immediate), not uq {source}"
            ),
            format!("kernel k, instruction #1 (ifcall): [indirect-call] arg_size 33 GRFs is more than the 32 GRFs it may name {source}"),
            format!(
                "kernel k, instruction #1 (ifcall): [indirect-call] return_size 13 GRFs is more than the 12 GRFs it may \
                 name {source}"
            ),
        ]
    );
}

#[test]
fn svm_block_unaligned() {
    let block =
        SvmBlock { num_owords: NumOwords::N2, unaligned: true, address: SrcOperand::scalar(ADDRS), data: raw(DATA) };
    assert_eq!(verify_kernel(&with([Instruction::SvmBlockLd(block)]), Gen9), Ok(()));
    assert_eq!(
        one_error(&with([Instruction::SvmBlockSt(block)]), Gen9),
        "kernel k, instruction #1 (svm_block_st): [svm-block-unaligned] .unaligned exists only for svm_block_ld; \
         svm_block_st needs oword alignment (vISA spec, SVM_BLOCK_LD, vISA spec, SVM_BLOCK_ST: Properties)"
    );
}

#[test]
fn input_order() {
    let mut k = base();
    k.inputs = vec![
        Input { provenance: 3, ..Input::user(InputVar::General(OFFS), 64, 64) },
        Input::user(InputVar::General(GOFF), 32, 4),
    ];
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, .input goff: [input-order] a user input after the implicit input offs; user inputs come first \
         (vISA spec, vISA Header chapter: input_info kind (user arguments before implicit ones))"
    );
}

#[test]
fn alu_type() {
    let source = "(each page's Supported Types; vISA spec, Assembly Syntax appendix: Instruction syntax)";
    let p1 = SrcOperand::Predicate(p1());
    let cases = [
        (
            binary(AluOp::Shl, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(F, 0)),
            "shl operands must be integers (dst:ud, src0:ud, src1:f)",
        ),
        (
            binary(AluOp::Add, gen_dst(FDATA), vec_src(FDATA), vec_src(OFFS)),
            "add mixes integer and floating-point operands (dst:f, src0:f, src1:ud); only mov converts",
        ),
        (
            binary(AluOp::Mul, gen_dst(OFFS), vec_src(OFFS), p1),
            "mul does not take predicate operands (dst:ud, src0:ud, src1:predicate)",
        ),
        (
            binary(AluOp::Xor, gen_dst(FDATA), vec_src(FDATA), vec_src(FDATA)),
            "xor operands must be integers or predicates (dst:f, src0:f, src1:f)",
        ),
        (
            binary(AluOp::Or, DstOperand::Predicate(self::p1()), p1, vec_src(OFFS)),
            "or mixes predicates and integers (dst:predicate, src0:predicate, src1:ud)",
        ),
        (
            Instruction::Setp { exec: ExecCtrl::nm(S8), dst: self::p1(), src: SrcOperand::imm(F, 0) },
            "setp src0 has type f; expected an integer",
        ),
        (
            mov(ExecCtrl::nm(S8), DstOperand::Predicate(self::p1()), vec_src(OFFS)),
            "mov cannot write a predicate; use setp or cmp",
        ),
        (
            Instruction::Alu(Alu::new(AluOp::Sqrt, ExecCtrl::nm(S8), None, gen_dst(OFFS), Srcs::one(vec_src(OFFS)))),
            "sqrt operands must be floating-point (dst:ud, src0:ud)",
        ),
        (
            binary(AluOp::Mulh, gen_dst(FDATA), vec_src(FDATA), vec_src(FDATA)),
            "mulh operands must be integers (dst:f, src0:f, src1:f)",
        ),
        (
            Instruction::Carry {
                op: CarryOp::Addc,
                exec: ExecCtrl::nm(S8),
                pred: None,
                dst: gen_dst(SDATA),
                carry: gen_dst(ADST),
                src0: vec_src(ASRC),
                src1: vec_src(ASRC),
            },
            "addc dst has type d; addc takes ud only",
        ),
    ];
    for (inst, expected) in cases {
        let mnemonic = inst.mnemonic();
        assert_eq!(
            one_error(&with([inst]), Gen9),
            format!("kernel k, instruction #1 ({mnemonic}): [alu-type] {expected} {source}")
        );
    }
    // mov converts; predicate logic is fine.
    let ok = with([
        mov(ExecCtrl::nm(S8), gen_dst(FDATA), vec_src(OFFS)),
        binary(AluOp::And, DstOperand::Predicate(self::p1()), p1, p1),
    ]);
    assert_eq!(verify_kernel(&ok, Gen9), Ok(()));
}

/// Each operand against its instruction's page (vISA spec, Supported Types).
#[test]
fn supported_type() {
    let qdata = GenVarId::from_decl_index(2);
    let sdata = GenVarId::from_decl_index(11);
    let cases = [
        (
            binary(AluOp::Mul, gen_dst(qdata), vec_src(qdata), SrcOperand::imm(UQ, 4)),
            "mul src0 has type uq; MUL supports b, d, df, f, hf, ub, ud, uw or w there (vISA spec, MUL: Supported \
             Types (sources; a q or uq destination as IGC writes it))",
        ),
        (
            binary(AluOp::Mul, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(Q, 4)),
            "mul src1 has type q; MUL supports b, d, df, f, hf, ub, ud, uw or w there (vISA spec, MUL: Supported \
             Types (sources; a q or uq destination as IGC writes it))",
        ),
        (
            binary(AluOp::Shr, gen_dst(sdata), vec_src(sdata), SrcOperand::imm(UD, 1)),
            "shr dst has type d; SHR supports ub, ud, uq or uw there (vISA spec, SHR: Supported Types, Notes (\"Dst \
             and src0 must have unsigned integer type\"))",
        ),
        (
            binary(AluOp::Asr, gen_dst(OFFS), vec_src(sdata), SrcOperand::imm(UD, 1)),
            "asr dst has type ud; ASR supports b, d, q or w there (vISA spec, ASR: Supported Types, Notes (\"Dst and \
             src0 must have signed integral type\"))",
        ),
        (
            binary(AluOp::Mulh, gen_dst(OFFS), vec_src(sdata), SrcOperand::imm(D, 3)),
            "mulh operands have different types (dst:ud, src0:d, src1:d); MULH needs one type (vISA spec, MULH: \
             Supported Types; Description (\"must have the same integer type\"))",
        ),
        (
            Instruction::Setp { exec: ExecCtrl::nm(S8), dst: self::p1(), src: SrcOperand::imm(D, 0xff) },
            "setp src0 has type d; SETP supports ub, uw or ud there (vISA spec, SETP: Src0 (\"Must have type UB,UW,UD\"))",
        ),
        // The rows of the arithmetic instructions (each page's Supported Types).
        (
            binary(AluOp::Div, gen_dst(qdata), vec_src(qdata), vec_src(qdata)),
            "div dst has type uq; DIV supports b, d, f, hf, ub, ud, uw or w there (vISA spec, DIV: Supported Types)",
        ),
        (
            Instruction::Alu(Alu::new(AluOp::Lzd, ExecCtrl::nm(S8), None, gen_dst(sdata), Srcs::one(vec_src(sdata)))),
            "lzd dst has type d; LZD supports ud there (vISA spec, LZD: Supported Types)",
        ),
        (
            Instruction::Alu(Alu::new(AluOp::Fbh, ExecCtrl::nm(S8), None, gen_dst(OFFS), Srcs::one(vec_src(qdata)))),
            "fbh src0 has type uq; FBH supports d or ud there (vISA spec, FBH: Description (src0 signed or unsigned; \
             no Supported Types line))",
        ),
        (
            binary(AluOp::Avg, gen_dst(qdata), vec_src(qdata), vec_src(qdata)),
            "avg dst has type uq; AVG supports b, d, ub, ud, uw or w there (vISA spec, AVG: Supported Types)",
        ),
    ];
    for (inst, expected) in cases {
        let mnemonic = inst.mnemonic();
        assert_eq!(
            one_error(&with([inst]), Gen9),
            format!("kernel k, instruction #1 ({mnemonic}): [supported-type] {expected}")
        );
    }
    // A shift count may be any integer; MULH of one type; a packed immediate is its vector's type.
    let ok = with([
        binary(AluOp::Shl, gen_dst(qdata), vec_src(qdata), SrcOperand::imm(D, 3)),
        binary(AluOp::Mul, gen_dst(qdata), vec_src(OFFS), SrcOperand::imm(UD, 3)),
        binary(AluOp::Mulh, gen_dst(OFFS), vec_src(OFFS), SrcOperand::imm(UD, 3)),
        binary(AluOp::Add, gen_dst(sdata), vec_src(sdata), SrcOperand::imm(V, 0x7654_3210)),
    ]);
    assert_eq!(verify_kernel(&ok, Gen9), Ok(()));
}

/// Names the assembler reads as names (vISA spec, header chapter and
/// assembly syntax appendix; the assembler's keywords).
#[test]
fn name() {
    let source = "(vISA spec, header chapter (var_info and kernel_data name_index) and assembly syntax appendix; the \
                  keywords of Intel's vISA assembler)";
    let cases = [
        ("add", "'add' is a keyword of the vISA assembler"),
        ("a b", "'a b' is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"),
        ("TSS", "'TSS' is a predefined name"),
        ("V7", "'V7' is a predefined name"),
    ];
    for (name, problem) in cases {
        let mut k = base();
        k.declare_var(var(name, UD, 8));
        assert_eq!(one_error(&k, Gen9), format!("kernel k, .decl {name}: [name] {problem} {source}"));
    }
    let long = "x".repeat(65);
    let mut k = base();
    k.declare_pred(PredVar { name: long.clone(), num_elts: 8 });
    assert_eq!(
        one_error(&k, Gen9),
        format!("kernel k, .decl {long}: [name] '{long}' has 65 characters; at most 64 are allowed {source}")
    );
    // A kernel may have any name (the printer quotes one that is not a bare
    // identifier or is a keyword); only its length is limited.
    for name in ["mov", "a b", "V7", &"k".repeat(1023)] {
        let k = Kernel { name: name.into(), ..base() };
        assert_eq!(verify_kernel(&k, Gen9), Ok(()), "{name}");
    }
    let long = "k".repeat(1024);
    let k = Kernel { name: long.clone(), ..base() };
    assert_eq!(
        one_error(&k, Gen9),
        format!("kernel {long}, .kernel: [name] kernel name has 1024 bytes; at most 1023 are allowed {source}")
    );
}

// ---- robustness -------------------------------------------------------------------------

fn any_raw() -> impl Strategy<Value = RawOperand> {
    (prop_oneof![0u32..48, any::<u32>()], any::<u16>()).prop_map(|(id, offset)| RawOperand::new(GenVarId(id), offset))
}

fn any_src() -> impl Strategy<Value = SrcOperand> {
    (0u32..48, any::<u8>(), any::<u8>(), any::<[u8; 3]>(), any::<u8>()).prop_map(|(id, row, col, [v, w, h], ty)| {
        match ty % 3 {
            0 => SrcOperand::imm(ElemType::ALL[usize::from(ty) % 16], 0),
            _ => SrcOperand::General {
                var: GenVarId(id),
                row,
                col,
                region: Region { vstride: v, width: w, hstride: h },
                modifier: SrcModifier::None,
            },
        }
    })
}

/// A kernel whose every field comes from the fuzzer.
struct Fuzz {
    num_elts: u32,
    alias_base: u32,
    alias_offset: u32,
    exec_byte: u8,
    raws: Vec<RawOperand>,
    srcs: Vec<SrcOperand>,
    pred_id: u16,
    pred_elts: u32,
    surface: u8,
    input: (u32, u32, u32),
}

fn fuzz_kernel(f: &Fuzz) -> Kernel {
    let mut k = base();
    k.declare_var(var("n", UD, f.num_elts));
    k.declare_var(alias("al", UW, f.num_elts, GenVarId(f.alias_base), f.alias_offset));
    k.declare_pred(PredVar { name: "pp".into(), num_elts: f.pred_elts });
    k.inputs.push(Input::user(InputVar::General(GenVarId(f.input.0)), f.input.1, f.input.2));
    let exec = ExecCtrl::from_byte(f.exec_byte & 0xf7).unwrap_or(ExecCtrl::nm(S8));
    let pred_var = PredVarId::new(f.pred_id).unwrap_or(p1());
    let pred = Some(Predicate::new(pred_var));
    let (surface, raws, srcs) = (SurfaceId(f.surface), &f.raws, &f.srcs);
    let hstride = f.exec_byte;
    k.body = vec![
        Instruction::Scatter4Scaled(Scatter4Scaled {
            exec,
            pred,
            surface,
            channels: ChannelMask::RGBA,
            global_offset: srcs[0],
            element_offset: raws[0],
            src: raws[1],
        }),
        Instruction::QwScatter(QwScatter {
            exec,
            pred,
            surface,
            num_blocks: NumBlocks::N8,
            offset: raws[2],
            src: raws[3],
        }),
        Instruction::SvmGather(SvmGather {
            exec,
            pred,
            block_size: BlockSize::B1,
            num_blocks: NumBlocks::N8,
            addresses: raws[4],
            dst: raws[5],
        }),
        Instruction::TypedAtomic(TypedAtomic {
            exec,
            pred,
            surface,
            u: raws[6],
            v: raws[0],
            r: raws[1],
            lod: raws[2],
            src0: raws[3],
            src1: raws[4],
            dst: raws[5],
            ..typed_atomic()
        }),
        mov(exec, DstOperand::General { var: GenVarId(f.num_elts % 48), row: 255, col: 255, hstride }, srcs[1]),
        Instruction::alu2(AluOp::Asr, exec, pred, gen_dst(GenVarId(45)), srcs[0], srcs[1]),
        Instruction::Cmp { rel: CmpRel::Ge, exec, dst: DstOperand::Predicate(pred_var), src0: srcs[0], src1: srcs[1] },
    ];
    k
}

proptest! {
    /// Arbitrary ids, offsets, sizes and exec bytes: errors, never a panic.
    #[test]
    fn never_panics(
        num_elts in any::<u32>(),
        alias_base in prop_oneof![0u32..48, any::<u32>()],
        alias_offset in any::<u32>(),
        exec_byte in any::<u8>(),
        raws in proptest::collection::vec(any_raw(), 7),
        srcs in proptest::collection::vec(any_src(), 2),
        pred_id in 1u16..8,
        pred_elts in any::<u32>(),
        surface in any::<u8>(),
        input in (any::<u32>(), any::<u32>(), any::<u32>()),
        platform in prop_oneof![Just(Gen9), Just(XeLp), Just(XeHpg), Just(XeHpc)],
    ) {
        let fuzz =
            Fuzz { num_elts, alias_base, alias_offset, exec_byte, raws, srcs, pred_id, pred_elts, surface, input };
        if let Err(errors) = verify_kernel(&fuzz_kernel(&fuzz), platform) {
            prop_assert!(errors.iter().all(|e| !e.to_string().is_empty()));
        }
    }
}

// ---- the messages beyond the first four ------------------------------------------

#[test]
fn message_feature_of_atomics_and_oword_slm() {
    let cases = [
        (
            Instruction::DwordAtomic(DwordAtomic { is_16bit: true, ..dword_atomic() }),
            "kernel k, instruction #1 (dword_atomic): [message-feature] 16-bit DWORD_ATOMIC operations are not \
             available on gen9; they are available on xelp, xehpg, xehpc, mtl (vISA spec, DWORD_ATOMIC: Op {TGLLP+}Bit[5])",
        ),
        (
            Instruction::SvmAtomic(SvmAtomic {
                width: AtomicWidth::W64,
                src0: raw(QDATA),
                dst: raw(QDATA),
                ..svm_atomic()
            }),
            "kernel k, instruction #1 (svm_atomic): [message-feature] 64-bit SVM_ATOMIC operations are not \
             available on gen9; they are available on xelp, xehpg, xehpc, mtl (vISA spec, SVM_ATOMIC: Op {TGLLP+}Bit[6..5])",
        ),
        (
            Instruction::OwordSt(oword()),
            "kernel k, instruction #1 (oword_st): [message-feature] SLM (T0) surfaces of OWORD_ST are not available on \
             gen9; they are available on xelp, xehpg, xehpc, mtl (vISA spec, OWORD_LD: Surface (\"T0 (SLM): {ICLLP+} \
             Yes. No for earlier platforms\"))",
        ),
    ];
    for (inst, expected) in cases {
        let k = with([inst]);
        assert_eq!(one_error(&k, Gen9), expected);
        assert_eq!(verify_kernel(&k, XeLp), Ok(()));
    }
}

#[test]
fn num_blocks_of_the_scaled_byte_messages() {
    let k = with([Instruction::GatherScaled(ByteScaled { num_blocks: NumBlocks::N8, ..byte_scaled() })]);
    assert_eq!(
        one_error(&k, XeHpg),
        "kernel k, instruction #1 (gather_scaled): [num-blocks] num_blocks 8 is not allowed; allowed: 1, 2, 4 \
         (vISA spec, GATHER_SCALED: Num_blocks (1, 2, 4 one-byte blocks))"
    );
    let k =
        with([Instruction::QwGather(QwGather { num_blocks: NumBlocks::N2, exec: ExecCtrl::nm(S8), ..qw_gather() })]);
    assert_eq!(
        one_error(&k, XeHpc),
        "kernel k, instruction #1 (qw_gather): [num-blocks] num_blocks 2 is not allowed; allowed: 1 \
         (vISA spec, QW_GATHER: Num_blocks (0b00 1 block only))"
    );
}

#[test]
fn atomic_form_has_no_64_bit_floats() {
    let k = with([Instruction::SvmAtomic(SvmAtomic {
        op: AtomicOp::FMin,
        width: AtomicWidth::W64,
        src0: raw(QDATA),
        dst: raw(QDATA),
        ..svm_atomic()
    })]);
    let errors = all_errors(&k, XeHpc);
    assert!(
        errors.contains(
            &"kernel k, instruction #1 (svm_atomic): [atomic-form] FMIN has no 64-bit form (the table's data types \
              are HF and F) (vISA spec, SVM_ATOMIC: Src0, Src1, Dst, Notes)"
                .to_string()
        ),
        "{errors:#?}"
    );
}

#[test]
fn exec_sizes_and_oword_counts_of_the_new_messages() {
    // SVM_ATOMIC: 1, 2, 4, 8 lanes; GATHER_SCALED: up to 32; QW_GATHER: 1..16 where it exists.
    let k = with([Instruction::SvmAtomic(SvmAtomic {
        exec: ExecCtrl::nm(S16),
        addresses: raw(ADDRS),
        src0: raw(GATHERED),
        dst: raw(GATHERED),
        ..svm_atomic()
    })]);
    assert_eq!(
        one_error(&k, XeHpg),
        "kernel k, instruction #1 (svm_atomic): [exec-size] exec size 16 is not allowed for SVM_ATOMIC on xehpg; \
         allowed: 1, 2, 4, 8 (vISA spec, SVM_ATOMIC: Exec_size (0b000 1 .. 0b011 8))"
    );
    let k = with([Instruction::QwGather(qw_gather())]);
    assert_eq!(
        one_error(&k, XeLp),
        "kernel k, instruction #1 (qw_gather): [message-available] QW_GATHER is not available on xelp; it is \
         available on xehpc (vISA spec, QW_GATHER and QW_SCATTER (a PVC message in one page set); IGC \
         GenXLoadStoreLowering.cpp createLegacyGatherScatterQWordImpl (qwords through gather4/scatter4 scaled, \
         channels RG); README decision 1)"
    );
}

#[test]
fn operand_types_of_the_new_messages_follow_the_table() {
    let cases = [
        (
            // IMIN: type D (DWORD_ATOMIC Notes).
            Instruction::DwordAtomic(DwordAtomic { op: AtomicOp::IMin, ..dword_atomic() }),
            vec![
                "kernel k, instruction #1 (dword_atomic): [operand-type] src0 asrc.0 has type ud; expected d \
                 (vISA spec, DWORD_ATOMIC: Src0, Src1, Dst, Notes)",
                "kernel k, instruction #1 (dword_atomic): [operand-type] dst adst.0 has type ud; expected d \
                 (vISA spec, DWORD_ATOMIC: Src0, Src1, Dst, Notes)",
            ],
        ),
        (
            // 64-bit atomics: UQ data.
            Instruction::SvmAtomic(SvmAtomic { width: AtomicWidth::W64, src0: raw(QDATA), ..svm_atomic() }),
            vec![
                "kernel k, instruction #1 (svm_atomic): [operand-type] dst adst.0 has type ud; expected uq \
                 (vISA spec, SVM_ATOMIC: Src0, Src1, Dst, Notes)",
                "kernel k, instruction #1 (svm_atomic): [raw-footprint] dst adst.0 accesses 64 bytes from offset 0, \
                 but adst has 32 bytes (vISA spec, SVM_ATOMIC: Src0, Src1, Dst, Notes)",
            ],
        ),
        (
            Instruction::QwGather(QwGather { dst: raw(DATA), ..qw_gather() }),
            vec![
                "kernel k, instruction #1 (qw_gather): [operand-type] dst data.0 has type ud; expected q, uq or df \
                 (vISA spec, QW_GATHER: Dst (type Q, UQ, DF), Semantics)",
            ],
        ),
        (
            Instruction::OwordLd(OwordBlock { offset: SrcOperand::imm(UQ, 0), surface: t6(), ..oword() }),
            vec![
                "kernel k, instruction #1 (oword_ld): [operand-type] offset has type uq; expected a ud scalar \
                 (vISA spec, OWORD_LD: Dst, Semantics)",
            ],
        ),
    ];
    for (inst, expected) in cases {
        assert_eq!(all_errors(&with([inst]), where_legal(&inst)), expected);
    }
}

#[test]
fn footprints_of_the_new_messages() {
    // 8 owords = 128 bytes; `asrc` has 32. SCATTER_SCALED at SIMD16: one dword per lane, 64 bytes from byte 96;
    // `gathered` has 128.
    let cases = [
        (
            Instruction::OwordLd(OwordBlock { num_owords: NumOwords::N8, surface: t6(), data: raw(ASRC), ..oword() }),
            "kernel k, instruction #1 (oword_ld): [raw-footprint] dst asrc.0 accesses 128 bytes from offset 0, but \
             asrc has 32 bytes (vISA spec, OWORD_LD: Dst, Semantics)",
        ),
        (
            Instruction::ScatterScaled(ByteScaled {
                exec: ExecCtrl::nm(S16),
                pred: None,
                element_offset: raw(DATA),
                data: RawOperand::new(GATHERED, 96),
                ..byte_scaled()
            }),
            "kernel k, instruction #1 (scatter_scaled): [raw-footprint] src gathered.96 accesses 64 bytes from \
             offset 96, but gathered has 128 bytes (vISA spec, SCATTER_SCALED: Src (type UD, D, F; one dword per \
             lane))",
        ),
    ];
    for (inst, expected) in cases {
        assert_eq!(one_error(&with([inst]), XeHpg), expected);
    }
}

#[test]
fn null_operands_of_dword_and_svm_atomics() {
    let cases = [
        (
            Instruction::DwordAtomic(DwordAtomic { op: AtomicOp::Inc, ..dword_atomic() }),
            "kernel k, instruction #1 (dword_atomic): [null-operand] src0 must be %null for inc, which does not \
             read it; found asrc.0 (vISA spec, DWORD_ATOMIC: Src0, Src1, Dst, Notes)",
        ),
        (
            Instruction::SvmAtomic(SvmAtomic { op: AtomicOp::CmpXchg, ..svm_atomic() }),
            "kernel k, instruction #1 (svm_atomic): [null-operand] src1 is %null, but cmpxchg reads it \
             (vISA spec, SVM_ATOMIC: Src0, Src1, Dst, Notes)",
        ),
        (
            Instruction::SvmAtomic(SvmAtomic { addresses: RawOperand::NULL, ..svm_atomic() }),
            "kernel k, instruction #1 (svm_atomic): [null-operand] addresses is %null; SVM_ATOMIC needs a variable \
             here (vISA spec, SVM_ATOMIC: Src0, Src1, Dst, Notes)",
        ),
    ];
    for (inst, expected) in cases {
        assert_eq!(one_error(&with([inst]), XeHpg), expected);
    }
    // A %null Dst returns nothing and is legal.
    let k = with([Instruction::DwordAtomic(DwordAtomic { dst: RawOperand::NULL, ..dword_atomic() })]);
    assert_eq!(verify_kernel(&k, Gen9), Ok(()));
}

/// "Scalar calls must be marked with {NoMask}" (vISA spec, CALL).
#[test]
fn scalar_calls_are_nomask() {
    let ret = Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None };
    let call = |no_mask| Instruction::Branch {
        op: BranchOp::Call,
        exec: ExecCtrl::new(S1, EmaskOffset::M1, no_mask),
        pred: None,
        target: LabelId(1),
    };
    let k = labelled([call(false), Instruction::Label(LabelId(0)), ret, Instruction::Subroutine(LabelId(1)), ret]);
    assert_eq!(
        one_error(&k, Gen9),
        "kernel k, instruction #1 (call): [call-nomask] a scalar call must be NoMask: write call (M1_NM, 1) \
         (vISA spec, CALL: Description (\"Scalar calls must be marked with {NoMask}\"))"
    );
    let k = labelled([call(true), Instruction::Label(LabelId(0)), ret, Instruction::Subroutine(LabelId(1)), ret]);
    assert_eq!(verify_kernel(&k, Gen9), Ok(()));
}

/// A GOTO's channels lie within the dispatch width the kernel declares
/// (`SimdSize`); without the attribute, any exec size.
#[test]
fn goto_stays_within_the_dispatch_width() {
    let ret = Instruction::Ret { exec: ExecCtrl::nm(S1), pred: None };
    let goto = |size, offset| Instruction::Branch {
        op: BranchOp::Goto,
        exec: ExecCtrl::new(size, offset, false),
        pred: None,
        target: LabelId(0),
    };
    let kernel = |inst, simd: Option<&str>| {
        let mut k = labelled([inst, Instruction::Label(LabelId(0)), ret, Instruction::Subroutine(LabelId(1))]);
        k.attrs = simd.map(|v| KernelAttr { name: "SimdSize".into(), value: Some(v.into()) }).into_iter().collect();
        k
    };
    let cite = "(vISA spec, Execution model chapter: Execution Mask (the masks start from the dispatch SIMD size; \
                i + k past it is an error); vISA spec, vISA Header chapter: SimdSize)";
    assert_eq!(
        one_error(&kernel(goto(S16, EmaskOffset::M1), Some("8")), Gen9),
        format!(
            "kernel k, instruction #1 (goto): [goto-dispatch] goto runs channels 0..16, past the kernel's dispatch \
             width 8 (SimdSize) {cite}"
        )
    );
    // M3 starts at channel 8: 8..16 is past 8 too.
    assert_eq!(
        one_error(&kernel(goto(S8, EmaskOffset::M3), Some("8")), Gen9),
        format!(
            "kernel k, instruction #1 (goto): [goto-dispatch] goto runs channels 8..16, past the kernel's dispatch \
             width 8 (SimdSize) {cite}"
        )
    );
    assert_eq!(verify_kernel(&kernel(goto(S8, EmaskOffset::M1), Some("8")), Gen9), Ok(()));
    assert_eq!(verify_kernel(&kernel(goto(S16, EmaskOffset::M5), Some("32")), Gen9), Ok(()));
    assert_eq!(verify_kernel(&kernel(goto(S32, EmaskOffset::M1), None), Gen9), Ok(()));
}

/// SWITCHJMP (vISA spec, SWITCHJMP; Instructions chapter `{PVC+,-TGLLP}`,
/// which Intel's assembler also enforces: it takes switchjmp for SKL and
/// PVC and refuses it for TGLLP and DG2): exec size 1, a scalar unsigned
/// index, block labels.
#[test]
fn switchjmp_rules() {
    let kernel = |exec: &str, index: &str, second: &str| {
        let text = format!(
            ".kernel k\n.decl i v_type=G type=ud num_elts=8 align=GRF\n.decl s v_type=G type=d num_elts=1 align=dword\n\
             \x20   switchjmp ({exec}) {index} (A, {second})\nA:\nB:\n    ret (M1, 1)\n.function \"f\"\n    ret (M1, 1)\n"
        );
        let program = visa_lower::visa::text::parse::parse_program(&text).unwrap_or_else(|e| panic!("{e}"));
        program.kernels.into_iter().next().expect("one kernel")
    };
    let good = kernel("M1_NM, 1", "i(0,3)<0;1,0>", "B");
    assert_eq!(verify_kernel(&good, Gen9), Ok(()));
    assert_eq!(verify_kernel(&good, XeHpc), Ok(()));
    assert_eq!(verify_kernel(&kernel("M1, 1", "0x1:uw", "B"), Gen9), Ok(()));
    assert_eq!(verify_kernel(&good, Xe2), Ok(()));
    for platform in [XeLp, XeHpg, XeLpg] {
        assert_eq!(
            one_error(&good, platform),
            format!(
                "kernel k, instruction #1 (switchjmp): [switchjmp] switchjmp does not exist on {}; platforms that have \
                 it: gen9, xehpc, xe2 (vISA spec, SWITCHJMP: Exec_size, Num_labels, Index, Label; vISA spec, Instructions \
                 chapter (SWITCHJMP {{PVC+,-TGLLP}}) and the instructions by platform appendix)",
                platform.name()
            )
        );
    }
    let err = one_error(&kernel("M1_NM, 8", "i(0,0)<0;1,0>", "B"), Gen9);
    assert!(err.contains("[switchjmp] switchjmp has exec size 8; it must be 1"), "{err}");
    let err = one_error(&kernel("M1_NM, 1", "s(0,0)<0;1,0>", "B"), Gen9);
    assert!(err.contains("[switchjmp] switchjmp index must be a scalar unsigned integer (ub, uw, ud"), "{err}");
    assert!(err.ends_with("not a scalar d (vISA spec, SWITCHJMP: Exec_size, Num_labels, Index, Label; vISA spec, Instructions chapter (SWITCHJMP {PVC+,-TGLLP}) and the instructions by platform appendix)"), "{err}");
    let err = one_error(&kernel("M1_NM, 1", "i(0,0)<1;1,0>", "B"), Gen9);
    assert!(err.contains("not a vector or other operand of ud"), "{err}");
    // The parser refuses a subroutine label in the table; the model can hold one.
    let mut sub = good.clone();
    let f = LabelId(sub.labels.iter().position(|l| l.name == "f").expect("f") as u16);
    if let Instruction::SwitchJmp { table, .. } = &mut sub.body[0] {
        table.labels_mut()[1] = f;
    }
    let err = one_error(&sub, Gen9);
    assert!(err.contains("[branch-target] switchjmp needs a block label, but f is a subroutine label"), "{err}");
    // A label of the table that is never placed.
    let err = one_error(&kernel("M1_NM, 1", "i(0,0)<0;1,0>", "C"), Gen9);
    assert!(err.contains("[label] label C is never placed"), "{err}");
}

// ---- what the platform's ALU lacks (the platform table) ------------------------

fn gen(var: GenVarId, n: u8) -> SrcOperand {
    SrcOperand::General { var, row: 0, col: 0, region: Region::contiguous(n), modifier: SrcModifier::None }
}

fn gen_dst_of(var: GenVarId) -> DstOperand {
    DstOperand::General { var, row: 0, col: 0, hstride: 1 }
}

/// `add (8) qdata:uq addrs:uq addrs:uq`: refused on DG2 and TGLLP, which
/// have no 64-bit integer ALU (IGC's GenX.td: LongLongEmulation), with the
/// platform table's cell as the source; legal on PVC (native 64-bit add,
/// InstrAdd64) and gen9. (The emulator's side is
/// `emu_alu::alu_operand_types_the_platform_lacks_stop_the_run`.)
#[test]
fn qword_add_is_refused_where_the_platform_has_no_64_bit_add() {
    let add = Instruction::alu2(AluOp::Add, ExecCtrl::nm(S8), None, gen_dst_of(QDATA), gen(ADDRS, 8), gen(ADDRS, 8));
    let k = with([add]);
    for platform in [XeHpg, XeLp] {
        let error = one_error(&k, platform);
        assert!(error.contains("[int64-alu] add with q/uq operands is a 64-bit integer add"), "{error}");
        assert!(error.contains(&format!("not available on {platform}'s ALU (64-bit integer ALU: none)")), "{error}");
        assert!(error.ends_with(&format!("({})", platform.desc().int64.source)), "{error}");
    }
    for platform in [XeHpc, Gen9] {
        assert_eq!(verify_kernel(&k, platform), Ok(()), "{platform}");
    }
    // A mov between integer types is legal everywhere: where the ALU has no
    // 64-bit mov, Intel's assembler splits it into dword moves.
    let mov = Instruction::mov(ExecCtrl::nm(S8), None, gen_dst_of(QDATA), gen(ADDRS, 8));
    for platform in Platform::ALL {
        assert_eq!(verify_kernel(&with([mov]), platform), Ok(()), "{platform}");
    }
    // PVC's partial support: a 64-bit sel (and cmp, min/max, logic) is not native.
    let sel = Instruction::alu2(
        AluOp::Sel,
        ExecCtrl::nm(S8),
        Some(Predicate::new(p1())),
        gen_dst_of(QDATA),
        gen(ADDRS, 8),
        gen(ADDRS, 8),
    );
    let error = one_error(&with([sel]), XeHpc);
    assert!(error.contains("[int64-alu] sel with q/uq operands is a 64-bit integer sel"), "{error}");
    assert!(error.contains("partial (native: mov, add, mul, shift)"), "{error}");
    let cmp = Instruction::Cmp {
        rel: CmpRel::Eq,
        exec: ExecCtrl::nm(S8),
        dst: DstOperand::Predicate(p1()),
        src0: gen(ADDRS, 8),
        src1: SrcOperand::imm(UQ, 0),
    };
    assert!(one_error(&with([cmp]), XeHpc).contains("[int64-alu] cmp with q/uq operands"));
    assert_eq!(verify_kernel(&with([cmp]), Gen9), Ok(()));
    // A df operand without FP64.
    let dfs = alias("dfs", DF, 16, ADDRS, 0);
    let mut k = with([]);
    let dfs = k.declare_var(dfs);
    k.body.push(Instruction::alu2(AluOp::Mul, ExecCtrl::nm(S8), None, gen_dst_of(dfs), gen(dfs, 8), gen(dfs, 8)));
    for platform in Platform::ALL {
        if platform.has_fp64() {
            assert_eq!(verify_kernel(&k, platform), Ok(()), "{platform}");
        } else {
            let error = one_error(&k, platform);
            assert!(error.contains("[fp64] mul with a df operand needs FP64, which is not available on"), "{error}");
        }
    }
}

/// GATHER4_SCALED (like SCATTER4_SCALED and SCATTER_SCALED) is sent as a
/// SIMD16 message on PVC, whose mask Intel's assembler takes against 16
/// lanes: SIMD8 at M3 (channel 8) would run channels 0..7. Legal on DG2
/// (a SIMD8 send). SVM_GATHER takes its own exec size's mask there.
#[test]
fn legacy_masks_suit_the_send_intel_makes() {
    let g4 = |offset| Gather4Scaled {
        exec: ExecCtrl::new(S8, offset, true),
        ..Gather4Scaled::from(ScaledFields { data: raw(DATA), ..scatter4().fields() })
    };
    let error = one_error(&with([Instruction::Gather4Scaled(g4(EmaskOffset::M3))]), XeHpc);
    assert!(
        error.contains("[emask-offset] M3 (channel 8) cannot start GATHER4_SCALED at exec size 8 on xehpc"),
        "{error}"
    );
    assert!(error.contains("SIMD16 message") && error.contains("allowed: M1, M5"), "{error}");
    for offset in [EmaskOffset::M1, EmaskOffset::M5] {
        assert_eq!(verify_kernel(&with([Instruction::Gather4Scaled(g4(offset))]), XeHpc), Ok(()));
    }
    assert_eq!(verify_kernel(&with([Instruction::Gather4Scaled(g4(EmaskOffset::M3))]), XeHpg), Ok(()));
    // No nibble control on PVC: SIMD4 may not start at channel 4 (M2).
    let mov4 =
        |offset| Instruction::mov(ExecCtrl::new(S4, offset, true), None, gen_dst_of(OFFS), SrcOperand::imm(UD, 1));
    let error = one_error(&with([mov4(EmaskOffset::M2)]), XeHpc);
    assert!(error.contains("no nibble control"), "{error}");
    assert_eq!(verify_kernel(&with([mov4(EmaskOffset::M2)]), XeHpg), Ok(()));
    assert_eq!(verify_kernel(&with([mov4(EmaskOffset::M3)]), XeHpc), Ok(()));
}

// ---- 2D block messages -------------------------------------------------------

/// `lsc_load_block2d.ugm (M1_NM, 1) lsc_data.0:d16.1x16x8nn
/// flat[addrs(0,0),offs(0,0),offs(0,1),offs(0,2),offs(0,3),offs(0,4)]`.
fn block2d() -> LscBlock2d {
    let at =
        |col: u8| SrcOperand::General { var: OFFS, row: 0, col, region: Region::SCALAR, modifier: SrcModifier::None };
    LscBlock2d {
        exec: ExecCtrl::nm(S1),
        pred: None,
        sfid: LscSfid::Ugm,
        l1: LscCache::Df,
        l3: LscCache::Df,
        data_size: LscDataSize::D16,
        transposed: false,
        blocks: 1,
        width: 16,
        height: 8,
        vnni: false,
        data: raw(LSC_DATA),
        surface: [SrcOperand::scalar(ADDRS), at(0), at(1), at(2), at(3), at(4)],
    }
}

fn block2d_errors(m: LscBlock2d, store: bool, platform: Platform) -> Vec<String> {
    let inst = if store { Instruction::LscStoreBlock2d(m) } else { Instruction::LscLoadBlock2d(m) };
    all_errors(&with([inst]), platform)
}

/// The diagnostic of `rule` on instruction #1 (`mnemonic`).
fn block2d_error(rule: Rule, mnemonic: &str, text: &str) -> String {
    format!("kernel k, instruction #1 ({mnemonic}): [{}] {text} ({})", rule.id(), rule.source())
}

#[test]
fn block2d_exists_where_the_platform_table_says() {
    for p in Platform::ALL {
        let errors = block2d_errors(block2d(), false, p);
        let has = p.desc().lsc_block2d.value;
        assert_eq!(errors.is_empty(), has, "{p}: {errors:?}");
        assert_eq!(has, matches!(p, XeHpc | Xe2), "{p}");
        if !has {
            assert!(errors[0].contains("[message-available] LSC_UNTYPED is not available on"), "{errors:?}");
        }
    }
    // A store, and a prefetch (a %null destination), of legal shapes.
    let store = LscBlock2d { height: 4, ..block2d() };
    assert_eq!(block2d_errors(store, true, Xe2), Vec::<String>::new());
    let prefetch = LscBlock2d { blocks: 4, width: 8, data: RawOperand::NULL, ..block2d() };
    assert_eq!(block2d_errors(prefetch, false, XeHpc), Vec::<String>::new());
}

#[test]
fn block2d_shape_rule() {
    let e = |text: &str| block2d_error(Rule::LscBlock2dShape, "lsc_load_block2d", text);
    // Intel's table: d16 16 x 1 takes 1 or 2 blocks.
    let four = block2d_errors(LscBlock2d { blocks: 4, height: 1, ..block2d() }, false, XeHpc);
    assert_eq!(four.len(), 1, "{four:?}");
    let text = "a 2D block load of 4 x 16 x 1 (blocks x width x height) is not a supported shape; 2-byte elements: \
                width 2 height [1, 2, 4, 8] count [1, 2, 4]; ";
    assert!(four[0].starts_with(&e(text)[..e(text).find(" (vISA spec").unwrap()]), "{four:?}");
    assert!(four[0].contains("width 16 height [1, 2, 4, 8, 16, 32] count [1, 2]"), "{four:?}");
    // The XE2+ VNNI rows: d8 64 x 4 on xe2 only.
    let xe2_row = LscBlock2d { data_size: LscDataSize::D8, width: 64, height: 4, vnni: true, ..block2d() };
    assert_eq!(block2d_errors(xe2_row, false, Xe2), Vec::<String>::new());
    assert_eq!(
        block2d_errors(xe2_row, false, XeHpc),
        [e("a 2D block VNNI load of 1-byte elements, 1 x 64 x 4 (blocks x width x height), is an Xe2 shape, not on \
            xehpc")]
    );
    // A transposed d32 block 32 high: a row of the table, which IGC 1.0.12504 refuses on PVC ("block2d
    // cols * data size must be <= 64": 32 x 4 bytes) and 1.0.17791 takes on PVC and XE2; 16 high it
    // takes too.
    let tall = LscBlock2d { data_size: LscDataSize::D32, width: 2, height: 32, transposed: true, ..block2d() };
    assert_eq!(block2d_errors(tall, false, Xe2), Vec::<String>::new());
    assert_eq!(block2d_errors(LscBlock2d { height: 16, ..tall }, false, XeHpc), Vec::<String>::new());
    assert_eq!(
        block2d_errors(tall, false, XeHpc),
        [e("a 2D block transposed load of 4-byte elements 32 high (128 bytes a column) is not supported on xehpc: \
            at most 64 bytes (IGC 1.0.12504's vISA verifier: \"block2d cols * data size must be <= 64\"; Xe2 takes \
            the table's heights)")]
    );
    // Transposed and VNNI at once; a transposed store; a d8c32 conversion.
    let tt = LscBlock2d { data_size: LscDataSize::D32, width: 8, transposed: true, vnni: true, ..block2d() };
    assert_eq!(block2d_errors(tt, false, XeHpc), [e("transposed and VNNI at once (tt): no 2D block message has both")]);
    let store_t = LscBlock2d { data_size: LscDataSize::D32, width: 8, transposed: true, ..block2d() };
    assert_eq!(
        block2d_errors(store_t, true, XeHpc),
        [block2d_error(Rule::LscBlock2dShape, "lsc_store_block2d", "a 2D block store is not transposed")]
    );
    let conv = LscBlock2d { data_size: LscDataSize::D8U32, ..block2d() };
    assert_eq!(block2d_errors(conv, false, XeHpc), [e("lsc_load_block2d moves d8, d16, d32 or d64, not d8c32")]);
}

#[test]
fn block2d_unit_rule() {
    let slm = LscBlock2d { sfid: LscSfid::Slm, ..block2d() };
    assert_eq!(
        block2d_errors(slm, false, XeHpc),
        [block2d_error(Rule::LscBlock2dUnit, "lsc_load_block2d", "lsc_load_block2d is on .ugm, not .slm")]
    );
}

#[test]
fn block2d_surface_rule() {
    let e = |text: &str| block2d_error(Rule::LscBlock2dSurface, "lsc_load_block2d", text);
    let with_surface = |i: usize, src: SrcOperand| {
        let mut m = block2d();
        m.surface[i] = src;
        block2d_errors(m, false, XeHpc)
    };
    let ud = |v: u64| SrcOperand::imm(UD, v);
    let mut all_imm = block2d();
    all_imm.surface[1..].copy_from_slice(&[ud(63), ud(7), ud(63), ud(0), ud(0)]);
    assert_eq!(block2d_errors(all_imm, false, XeHpc), Vec::<String>::new());
    assert_eq!(
        with_surface(0, SrcOperand::imm(UQ, 0x1000)),
        [e("lsc_load_block2d: the surface base is a variable (Intel's assemblers refuse an immediate)")]
    );
    // Variables after immediates: both assemblers read them.
    let mut imm_then_var = block2d();
    imm_then_var.surface[1] = ud(63);
    assert_eq!(block2d_errors(imm_then_var, false, XeHpc), Vec::<String>::new());
    // X and Y: both immediates or both variables.
    assert_eq!(
        with_surface(4, ud(0)),
        [e("lsc_load_block2d: X and Y are both variables or both immediates (GenX_IR 1.0.17791 reads no other pair)")]
    );
    let constant = |w: u64, h: u64, p: u64, x: u64| {
        let mut m = block2d();
        m.surface[1..].copy_from_slice(&[ud(w), ud(h), ud(p), ud(x), ud(0)]);
        block2d_errors(m, false, XeHpc)
    };
    let rule = " (SPV_INTEL_2d_block_io)";
    assert_eq!(
        constant(31, 7, 63, 0),
        [e(&format!("lsc_load_block2d: the surface width is 32 bytes; it must be 64 to 2^24{rule}"))]
    );
    assert_eq!(
        constant(63, 7, 71, 0),
        [e(&format!(
            "lsc_load_block2d: the surface pitch is 72 bytes; it must be a multiple of 16, at most 2^24{rule}"
        ))]
    );
    assert_eq!(
        constant(127, 7, 63, 0),
        [e(&format!("lsc_load_block2d: the surface pitch (64 bytes) is less than its width (128 bytes){rule}"))]
    );
    assert_eq!(
        constant(63, 7, 63, 1),
        [e(&format!("lsc_load_block2d: X is 1: for 2-byte elements the block must start on a 4-byte boundary{rule}"))]
    );
    // A region on a variable: the text has none.
    let wide =
        SrcOperand::General { var: OFFS, row: 0, col: 0, region: Region::contiguous(2), modifier: SrcModifier::None };
    assert_eq!(
        with_surface(1, wide),
        [e("lsc_load_block2d: the surface width - 1 is a scalar V(r,c): no region or modifier")]
    );
}

#[test]
fn block2d_cache_and_payload() {
    // A store's cache pair on a load.
    let wb = LscBlock2d { l1: LscCache::Wb, l3: LscCache::Wb, ..block2d() };
    let errors = block2d_errors(wb, false, XeHpc);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("[lsc-cache] cache controls .wb.wb are not allowed for lsc_load_block2d on xehpc"));
    // The register image of d16 1 x 32 x 32 is 2048 bytes; lsc_data holds 512.
    let big = LscBlock2d { width: 32, height: 32, ..block2d() };
    let errors = block2d_errors(big, false, XeHpc);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("dst data") && errors[0].contains("2048"), "{errors:?}");
}
