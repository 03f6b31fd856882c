//! `legacy_to_lsc`: on a platform with LSC messages and no legacy data port
//! (Xe2: IGC's `GenX.td` gives it `FeatureNoLegacyDataport`), each legacy
//! message intrinsic that `legalize` left becomes the LSC intrinsic calls
//! Intel's vector compiler makes of it there (its GenXLegacyToLscTranslator,
//! which runs only on targets with `translate_legacy_message`: Xe2 and
//! later). On the other LSC platforms, with LSC messages asked for, it
//! translates only the unaligned SVM block loads (one transposed LSC load
//! each, not dword gathers: [`translates_unaligned_svm_blocks`]); elsewhere
//! it changes nothing.
//!
//! `legalize` runs it last, having fitted every message to Xe-HPC's legacy
//! exec sizes ([`legalized_as`]: at most 16 lanes, which every LSC message
//! takes on Xe2), so each call becomes calls of the same width. (It is not
//! a pipeline pass of its own: `--passes`, the `opt` plugin and
//! `--print-after=legalize` see `legalize`'s output, which on Xe2 is LSC.)
//!
//!
//! | legacy | LSC |
//! | --- | --- |
//! | `svm.block.ld[.unaligned]`, `svm.block.st` | `lsc.load`/`lsc.store.stateless`, one address, d32 x (bytes / 4), transposed |
//! | `oword.ld[.unaligned]`, `oword.st` | `lsc.load`/`lsc.store.bti` likewise; the aligned forms' offset counts owords (<< 4) |
//! | `svm.gather`/`svm.scatter`, 4- and 8-byte blocks | `lsc.load.merge`/`lsc.store.stateless`, d32/d64, vector size = blocks (the blocks are block-major, as LSC's vector) |
//! | `svm.gather`/`svm.scatter`, 1-byte blocks x 1, 2, 4 | d8u32, d16u32, d32 (one lane's 4-byte slot) |
//! | `gather.scaled`/`scatter.scaled` | `lsc.load.merge`/`lsc.store.bti` d8u32/d16u32/d32 at global + element offset |
//! | `gather4.scaled`/`scatter4.scaled` | a run of contiguous channels from c: one d32 x channels message at + 4c; a gather's channels with gaps: one `lsc.load.merge.quad` of the mask |
//! | `svm.atomic.*`, `dword.atomic.*` (and their 16-bit forms) | `lsc.xatomic.stateless`/`.bti`: add iadd, sub isub, inc iinc, dec idec, min umin, max umax, imin smin, imax smax, xchg store, and, or, xor; cmpxchg icas with the operands swapped (legacy src0 is the new value, LSC's src0 the compare value) |
//!
//! A binding-table surface is `.slm` when it is the constant 254 (SLM),
//! else `.bti` with the index, run-time ones included (`Memory::surface`).
//! A gather's bytes the message does not write keep `old` (the reference's
//! rule for 1-byte SVM blocks and GATHER_SCALED's upper bytes): the loaded
//! dword is merged with `old` under the bytes' mask. A 16-bit imin/imax's
//! result is sign-extended as the legacy 16-bit form returns it (LSC's
//! d16u32 zero-extends).
//!
//! Beyond Intel's translator (docs/lsc.md: Xe2 has no legacy data port, so
//! the alternative is refusing kernels Intel's assembler would encode into
//! sends the hardware lacks):
//!
//! | legacy | LSC |
//! | --- | --- |
//! | `visa.qw.gather`/`visa.qw.scatter` | `lsc.load.merge`/`lsc.store` d64 where every offset is a constant multiple of 8, else d32 x 2 (dword-aligned offsets) |
//! | `dword.atomic`/`svm.atomic` fmax, fmin, fcmpwr | `lsc_atomic_fmax`, `fmin`, `fcas` (the operands in the same order) |
//!
//! Refused by name, as Intel's translator leaves them (they cannot run on
//! Xe2): TYPED_ATOMIC, PREDEC.

use crate::diag_kind::DiagnosticKind;
use crate::ir::intrinsics::{instructions, ByCallee, MemIntrinsicKind};
use crate::ir::lsc::{Imm, LscIntrinsic, LscSpace, Role};
use crate::ir::lsc_build::{build_call, imm};
use crate::ir::msg::{self, AtomicCall, BlockCall, Declarations, MessageCall};
use crate::isa::atomic::{AtomicOp, LscAtomicOp};
use crate::isa::lsc::{LscDataSize, LscVectorSize, MAX_DATA_GRFS};
use crate::isa::messages::Message;
use crate::isa::target::Platform;
use crate::transforms::pipeline::{Messages, ModulePass, PassError, PassOptions, Stats};
use inkwell::builder::Builder;
use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::types::{BasicType, BasicTypeEnum, VectorType};
use inkwell::values::{AnyValue, AsValueRef, BasicValueEnum, InstructionValue, IntValue, VectorValue};
use std::cell::RefCell;

/// The name its `--stats` counters carry.
pub const PASS: &str = "legacy_to_lsc";

/// The binding-table index of SLM (T0).
const SLM_SURFACE: u64 = 254;

pub struct LegacyToLsc;

/// Whether legacy messages are translated on `platform`: it has LSC
/// messages and no legacy data port (the platform table's cells).
pub fn translates(platform: Platform) -> bool {
    let desc = platform.desc();
    !desc.legacy_dataport.value && desc.lsc_lanes.value.is_some()
}

/// Whether `legalize` leaves unaligned SVM block loads
/// (`llvm.genx.svm.block.ld.unaligned`) as oword pieces for this pass to make
/// transposed LSC loads of, rather than dword gathers: the platform has LSC
/// messages and they are the ones asked for (`--messages lsc`, the default
/// there). The legacy message cannot be written: the unaligned SVM_BLOCK_LD
/// has no spelling in the text of IGC 1.0.12504's assembler, and 1.0.17791's
/// drops the load. A transposed d32 LSC load needs the address dword-aligned
/// (vISA spec, LSC_UNTYPED: a transposed access is aligned to its data
/// size), as SVM_BLOCK_LD's unaligned form does (vISA spec, SVM_BLOCK_LD:
/// Properties Bit[3], "address can be dword aligned"): no more permissive.
pub fn translates_unaligned_svm_blocks(options: &PassOptions) -> bool {
    options.platform.desc().lsc_lanes.value.is_some() && options.messages == Messages::Lsc
}

/// The oword counts one transposed d32 LSC load moves on `platform`: the
/// vector sizes of whole owords (vISA spec, LSC_UNTYPED: 1, 2, 3, 4, 8, 16,
/// 32, 64) whose data fits the payload (8 GRFs), for the pieces `legalize`
/// cuts an unaligned SVM block load into where this pass translates it.
pub fn transposed_d32_owords(platform: Platform) -> Vec<u32> {
    let payload = MAX_DATA_GRFS * platform.grf_bytes();
    LscVectorSize::ALL
        .into_iter()
        .map(LscVectorSize::count)
        .filter(|&dwords| dwords % 4 == 0 && dwords * 4 <= payload)
        .map(|dwords| dwords / 4)
        .collect()
}

/// Whether an SVM block message of `owords` is one transposed LSC message
/// (or pieces of them) where [`translates_unaligned_svm_blocks`]: an
/// unaligned load, and a load or store of more owords than one legacy
/// message of `platform` (the one `legalize` fits to) moves (vISA spec,
/// SVM_BLOCK_LD/ST: 1, 2, 4, 8 owords; a `d32x64t` moves 16), fewer
/// messages and no address add per piece.
pub fn svm_block_as_lsc(message: Message, unaligned: bool, owords: u32, platform: Platform) -> bool {
    let wider = || message.exec_sizes(platform).iter().all(|&count| count < owords);
    match message {
        Message::SvmBlockLd => unaligned || wider(),
        Message::SvmBlockSt => wider(),
        _ => false,
    }
}

/// The SVM block messages [`svm_block_as_lsc`] has this pass translate on
/// an LSC platform that keeps the legacy data port (`legalize` cut them
/// into pieces of [`transposed_d32_owords`]).
fn is_lsc_svm_block(message: &MessageCall<'_>, platform: Platform) -> bool {
    let MessageCall::Block(b) = message else { return false };
    let owords = msg::value_bytes(b.data).map_or(0, |bytes| bytes / 16);
    svm_block_as_lsc(b.message, b.unaligned, owords, platform)
}

/// The platform whose legacy-message rules `legalize` applies on
/// `platform`: on one that translates, Xe-HPC's (the LSC platform with a
/// legacy data port and Xe2's 64-byte GRF; its SIMD16 pieces fit every LSC
/// message of Xe2); elsewhere `platform`'s own.
pub fn legalized_as(platform: Platform) -> Platform {
    if translates(platform) {
        Platform::XeHpc
    } else {
        platform
    }
}

/// Why `message` is not translated on `platform` (which translates), if it
/// is not: what Intel's translator leaves legacy (so it cannot run there),
/// or an SVM gather or scatter of blocks LSC does not move.
pub fn refusal(message: &MessageCall<'_>, platform: Platform) -> Option<String> {
    let name = message.message().name();
    let legacy = |what: &str| {
        Some(format!(
            "{what} cannot run on {platform}: {platform} has no legacy data port and Intel's translator \
             (GenXLegacyToLscTranslator) has no LSC form for it; translated on {platform}: SVM and oword block \
             loads and stores, SVM gathers and scatters, GATHER_SCALED/SCATTER_SCALED, GATHER4/SCATTER4_SCALED, \
             the DWORD/SVM atomics and, beyond Intel's translator, QW_GATHER/QW_SCATTER"
        ))
    };
    match message {
        MessageCall::TypedAtomic(_) => legacy("TYPED_ATOMIC (`llvm.genx.typed.atomic.*`)"),
        MessageCall::Atomic(a) if lsc_op(a.op).is_none() => legacy(&format!("{name} {}", a.op.name())),
        MessageCall::Atomic(_)
        | MessageCall::Block(_)
        | MessageCall::Gather4(_)
        | MessageCall::Scatter4(_)
        | MessageCall::ByteScaled(_)
        | MessageCall::QwGather(_)
        | MessageCall::QwScatter(_) => None,
        MessageCall::SvmGather(g) => svm_blocks(g.log2_num_blocks, g.old).err(),
        MessageCall::SvmScatter(s) => svm_blocks(s.log2_num_blocks, s.data).err(),
    }
}

/// The LSC atomic of a legacy one (GenXLegacyToLscTranslator's table;
/// also `select`'s choice for the `atomicrmw` the legacy one stands for).
pub fn lsc_op(op: AtomicOp) -> Option<LscAtomicOp> {
    use LscAtomicOp as L;
    Some(match op {
        AtomicOp::Add => L::IAdd,
        AtomicOp::Sub => L::ISub,
        AtomicOp::Inc => L::IInc,
        AtomicOp::Dec => L::IDec,
        AtomicOp::Min => L::UMin,
        AtomicOp::Max => L::UMax,
        AtomicOp::IMin => L::SMin,
        AtomicOp::IMax => L::SMax,
        AtomicOp::Xchg => L::Store,
        AtomicOp::CmpXchg => L::ICas,
        AtomicOp::And => L::And,
        AtomicOp::Or => L::Or,
        AtomicOp::Xor => L::Xor,
        // Beyond Intel's translator, which leaves the float atomics legacy
        // (docs/lsc.md): fcmpwr's operands are in fcas's order already
        // (vISA spec, DWORD_ATOMIC: `(src0 == old) ? src1 : old`;
        // LSC_UNTYPED: Src1Data compares, Src2Data is written).
        AtomicOp::FMax => L::FMax,
        AtomicOp::FMin => L::FMin,
        AtomicOp::FCmpWr => L::FCas,
        AtomicOp::PreDec => return None,
    })
}

/// An SVM gather's or scatter's (block bytes, blocks) as LSC moves them:
/// 4- and 8-byte blocks, and 1-byte blocks x 1, 2 or 4 (one 4-byte slot).
fn svm_blocks(log2_num_blocks: u32, data: VectorValue<'_>) -> Result<(u32, u32), String> {
    let blocks = 1u32 << log2_num_blocks.min(3);
    let block_bits = elem_bits(data.get_type().get_element_type());
    match (block_bits, blocks) {
        (32 | 64, _) | (8, 1 | 2 | 4) => Ok((block_bits / 8, blocks)),
        _ => Err(format!(
            "an SVM gather or scatter of {blocks} blocks of {block_bits} bits is not translated to LSC; \
             supported: 4- and 8-byte blocks, and 1, 2 or 4 one-byte blocks (legalize splits 8 one-byte blocks \
             into two messages of 4)"
        )),
    }
}

impl ModulePass for LegacyToLsc {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
        // Elsewhere only the unaligned SVM block loads `legalize` left as blocks.
        let all = translates(options.platform);
        if !all && !translates_unaligned_svm_blocks(options) {
            return Ok(());
        }
        let t = Translator {
            ctx: module.get_context(),
            builder: module.get_context().create_builder(),
            module,
            declarations: Declarations::default(),
            built: RefCell::new(Vec::new()),
            callees: RefCell::new(Vec::new()),
        };
        let (mut translated, mut messages) = (0u64, 0u64);
        // A call is a legacy message only through a function named as one
        // that something calls: without one no body needs walking (the usual
        // case on the platforms that translate only unaligned SVM block
        // loads, and after `select`, whose generic intrinsics' declarations
        // stay without calls).
        let is_legacy = |name: &str| MemIntrinsicKind::from_name(name).is_some_and(|k| !matches!(k, MemIntrinsicKind::Lsc(_)));
        let any_legacy = module.get_functions().any(|f| {
            crate::ir::llvm::has_uses(f.as_value_ref())
                && std::str::from_utf8(crate::ir::llvm::value_name_bytes(f.as_value_ref())).is_ok_and(is_legacy)
        });
        let functions: Vec<_> =
            module.get_functions().filter(|f| any_legacy && f.count_basic_blocks() > 0).collect();
        // Each callee is classified once (a module makes many calls to few).
        let mut callees = ByCallee::default();
        for function in functions {
            let calls: Vec<(usize, InstructionValue<'_>)> = instructions(function)
                .enumerate()
                .filter(|&(_, inst)| callees.of(inst, is_legacy).unwrap_or(false))
                .collect();
            for (index, inst) in calls {
                let error = |message: String, kind: DiagnosticKind| PassError {
                    pass: PASS,
                    function: function.get_name().to_string_lossy().into_owned(),
                    instruction: Some(index),
                    message,
                    kind,
                };
                let message = match MessageCall::parse(inst) {
                    Ok(Some(m)) if all || is_lsc_svm_block(&m, options.platform) => m,
                    Ok(_) => continue,
                    Err(e) => return Err(error(e, DiagnosticKind::Invalid)),
                };
                if let Some(refused) = refusal(&message, options.platform) {
                    return Err(error(refused, DiagnosticKind::Refused));
                }
                t.translate(inst, &message).map_err(|e| error(e, DiagnosticKind::Internal))?;
                translated += 1;
                messages += t.built.borrow().len() as u64;
            }
        }
        for f in t.callees.take() {
            if !crate::ir::llvm::has_uses(f.as_value_ref()) {
                // SAFETY: a declaration no call uses any more; no iterator is walking the module's functions.
                unsafe { f.delete() };
            }
        }
        if all || translated > 0 {
            stats.add(PASS, "translated", translated);
            // The LSC messages the translated ones became (`legalize`'s counts are the legacy messages).
            stats.add(PASS, "lsc_messages", messages);
        }
        Ok(())
    }
}

struct Translator<'a, 'ctx> {
    ctx: ContextRef<'ctx>,
    builder: Builder<'ctx>,
    module: &'a Module<'ctx>,
    declarations: Declarations<'ctx>,
    /// The LSC calls built for the legacy call being translated.
    built: RefCell<Vec<InstructionValue<'ctx>>>,
    /// The legacy intrinsics called, deleted at the end if no call is left.
    callees: RefCell<Vec<inkwell::values::FunctionValue<'ctx>>>,
}

/// The memory a legacy message reaches, as LSC addresses it.
#[derive(Clone, Copy)]
struct Memory<'ctx> {
    space: LscSpace,
    /// The `.bti` call's binding-table index (a constant or a run-time value).
    surface: Option<IntValue<'ctx>>,
}

impl<'ctx> Memory<'ctx> {
    const STATELESS: Memory<'static> = Memory { space: LscSpace::Stateless, surface: None };

    /// A legacy binding-table surface: the constant 254 is SLM (`.slm`,
    /// flat), any other index, run-time ones included, `.bti` with the
    /// index as the surface (Intel's translator's `isLocal`: only a
    /// constant is SLM).
    fn surface(surface: IntValue<'ctx>) -> Memory<'ctx> {
        match surface.get_zero_extended_constant() {
            Some(SLM_SURFACE) => Memory { space: LscSpace::Slm, surface: None },
            _ => Memory { space: LscSpace::Bti, surface: Some(surface) },
        }
    }
}

/// The operands of one untyped LSC call, by role.
#[derive(Clone, Copy)]
struct Untyped<'ctx> {
    intrinsic: LscIntrinsic,
    surface: Option<IntValue<'ctx>>,
    pred: VectorValue<'ctx>,
    addrs: VectorValue<'ctx>,
    data_size: LscDataSize,
    vector: u32,
    transposed: bool,
    offset: i32,
    /// A quad message's channels (0 for the others).
    channel_mask: u32,
    atomic: Option<LscAtomicOp>,
    /// A store's data, an atomic's `src0`.
    data: Option<BasicValueEnum<'ctx>>,
    src1: Option<BasicValueEnum<'ctx>>,
    passthru: Option<BasicValueEnum<'ctx>>,
}

fn err(e: inkwell::builder::BuilderError) -> String {
    format!("internal error: {e}")
}

impl<'ctx> Translator<'_, 'ctx> {
    fn translate(&self, inst: InstructionValue<'ctx>, message: &MessageCall<'ctx>) -> Result<(), String> {
        self.builder.position_before(&inst);
        let name = inst.get_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        self.built.borrow_mut().clear();
        let result = match *message {
            MessageCall::Block(b) => self.block(&b)?,
            MessageCall::Atomic(a) => Some(self.atomic(&a)?),
            MessageCall::SvmGather(g) => {
                let blocks = svm_blocks(g.log2_num_blocks, g.old)?;
                self.lanes(true, Memory::STATELESS, (g.pred, g.addrs), blocks, g.old)?
            }
            MessageCall::SvmScatter(s) => {
                let blocks = svm_blocks(s.log2_num_blocks, s.data)?;
                self.lanes(false, Memory::STATELESS, (s.pred, s.addrs), blocks, s.data)?
            }
            MessageCall::ByteScaled(b) => {
                let addrs = self.scaled_addresses(b.global_offset, b.element_offset)?;
                let bytes = 1u32 << b.log2_num_blocks.min(2);
                self.lanes(b.gather, Memory::surface(b.surface), (b.pred, addrs), (1, bytes), b.data)?
            }
            MessageCall::Gather4(g) => {
                let addrs = self.scaled_addresses(g.global_offset, g.element_offset)?;
                Some(self.channels(Memory::surface(g.surface), g.pred, addrs, g.channel_mask, g.old, true)?)
            }
            MessageCall::Scatter4(s) => {
                let addrs = self.scaled_addresses(s.global_offset, s.element_offset)?;
                self.channels(Memory::surface(s.surface), s.pred, addrs, s.channel_mask, s.data, false)?;
                None
            }
            MessageCall::QwGather(g) => self.qwords(true, Memory::surface(g.surface), (g.pred, g.offsets), g.old)?,
            MessageCall::QwScatter(s) => {
                self.qwords(false, Memory::surface(s.surface), (s.pred, s.offsets), s.data)?;
                None
            }
            MessageCall::TypedAtomic(_) => {
                return Err("internal error: a refused message reached the translation".into())
            }
        };
        if let Some(value) = result {
            if !name.is_empty() {
                value.set_name(&name);
            }
            crate::ir::llvm::replace_all_uses(inst.as_value_ref(), value.as_value_ref())?;
        }
        // Run as the legacy call ran: NoMask (a block message always is: it
        // has no exec control), and (SIMT pieces) from its first lane.
        let nomask = msg::is_nomask(inst) || matches!(message, MessageCall::Block(_));
        for &call in self.built.borrow().iter() {
            if nomask {
                msg::set_nomask(call);
            }
            if let Some(lane) = msg::piece_lane(inst) {
                msg::set_piece_lane(call, lane);
            }
        }
        if let Some(f) = crate::ir::llvm::called_function(inst) {
            let mut callees = self.callees.borrow_mut();
            if !callees.contains(&f) {
                callees.push(f);
            }
        }
        inst.erase_from_basic_block();
        Ok(())
    }

    fn i32_const(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i32_type().const_int(v, false)
    }

    fn all_true(&self, lanes: u32) -> VectorValue<'ctx> {
        VectorType::const_vector(&vec![self.ctx.bool_type().const_all_ones(); lanes as usize])
    }

    /// One LSC call of `u`, returning `ret` (`None`: void).
    fn call(&self, u: Untyped<'ctx>, ret: Option<BasicTypeEnum<'ctx>>) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        let ctx = self.ctx;
        let undef = |t: Option<BasicTypeEnum<'ctx>>| t.map(undef_of);
        let call = build_call(
            &self.builder,
            self.module,
            &self.declarations,
            u.intrinsic,
            ret,
            |o| {
                Ok(match o.role {
                    Role::Pred => u.pred.into(),
                    Role::Imm(which @ Imm::AtomicOp) => {
                        imm(ctx, which, u64::from(u.atomic.map_or(0, |a| a.sub_op()))).into()
                    }
                    Role::Imm(which @ Imm::Scale) => imm(ctx, which, 1).into(),
                    Role::Imm(which @ Imm::Offset) => imm(ctx, which, u.offset as u32 as u64).into(),
                    Role::Imm(which @ Imm::DataSize) => imm(ctx, which, u64::from(u.data_size.code())).into(),
                    Role::Imm(which @ Imm::VecSize) => {
                        let code = [1, 2, 3, 4, 8, 16, 32, 64].iter().position(|&v| v == u.vector).unwrap_or(0) + 1;
                        imm(ctx, which, code as u64).into()
                    }
                    Role::Imm(which @ Imm::Order) => imm(ctx, which, if u.transposed { 2 } else { 1 }).into(),
                    Role::Imm(which @ Imm::ChMask) => imm(ctx, which, u64::from(u.channel_mask)).into(),
                    Role::Imm(which) => imm(ctx, which, 0).into(),
                    Role::Addr => u.addrs.into(),
                    Role::Surface => u.surface.unwrap_or_else(|| ctx.i32_type().const_zero()).into(),
                    Role::Data | Role::Src0 => match u.data.or_else(|| undef(ret)) {
                        Some(d) => d,
                        None => return Err("internal error: an LSC call without its data".into()),
                    },
                    Role::Src1 => match u.src1.or_else(|| undef(ret)) {
                        Some(d) => d,
                        None => return Err("internal error: an LSC atomic without a type".into()),
                    },
                    Role::Passthru => match u.passthru.or_else(|| undef(ret)) {
                        Some(d) => d,
                        None => return Err("internal error: an LSC load without a type".into()),
                    },
                    _ => return Err(format!("internal error: operand {} of llvm.{}", o.name, u.intrinsic.name())),
                })
            },
            "",
        )?;
        self.built.borrow_mut().push(call);
        Ok(ret.and_then(|_| BasicValueEnum::try_from(call.as_any_value_enum()).ok()))
    }

    /// A scaled message's addresses: `global + element_offset` bytes
    /// (wrapping at 32 bits; the scale is ignored, "always zero": vISA
    /// spec, GATHER4_SCALED), a32 offsets into SLM or the surface.
    fn scaled_addresses(
        &self,
        global: IntValue<'ctx>,
        offsets: VectorValue<'ctx>,
    ) -> Result<VectorValue<'ctx>, String> {
        if global.get_zero_extended_constant() == Some(0) {
            return Ok(offsets);
        }
        let lanes = offsets.get_type().get_size();
        let splat = self.splat(global.into(), lanes)?;
        self.builder.build_int_add(offsets, splat, "").map_err(err)
    }

    fn splat(&self, value: BasicValueEnum<'ctx>, lanes: u32) -> Result<VectorValue<'ctx>, String> {
        let ty = vector_type(value.get_type(), lanes)?;
        let one = self.builder.build_insert_element(ty.get_poison(), value, self.i32_const(0), "").map_err(err)?;
        if lanes == 1 {
            return Ok(one);
        }
        let zeros = self.ctx.i32_type().vec_type(lanes).const_zero();
        self.builder.build_shuffle_vector(one, ty.get_poison(), zeros, "").map_err(err)
    }

    /// `v` as type `to`. A constant integer vector is repacked here: LLVM
    /// 14 leaves a bitcast between vectors of different element sizes as a
    /// constant expression, which `emit` does not read.
    fn bitcast(&self, v: BasicValueEnum<'ctx>, to: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>, String> {
        if v.get_type() == to {
            return Ok(v);
        }
        if let Some(c) = repack_constant(v, to) {
            return Ok(c);
        }
        self.builder.build_bit_cast(v, to, "").map_err(err)
    }

    /// The block messages: one transposed d32 message of the whole value.
    fn block(&self, b: &BlockCall<'ctx>) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        let ty = b.data.get_type();
        let bytes = match ty {
            BasicTypeEnum::VectorType(v) => v.get_size() * elem_bits(v.get_element_type()) / 8,
            other => elem_bits(other) / 8,
        };
        let dwords = bytes / 4;
        if bytes % 4 != 0 || ![1, 2, 3, 4, 8, 16, 32, 64].contains(&dwords) {
            return Err(format!("a block of {bytes} bytes is not one transposed LSC message"));
        }
        let (memory, address) = match b.surface {
            None => (Memory::STATELESS, b.address),
            // The aligned oword forms count owords (vISA spec, OWORD_LD: Offset).
            Some(surface) if !b.unaligned => {
                let sixteen = self.i32_const(4);
                (Memory::surface(surface), self.builder.build_left_shift(b.address, sixteen, "").map_err(err)?)
            }
            Some(surface) => (Memory::surface(surface), b.address),
        };
        let space = memory.space;
        let addrs = self.splat(address.into(), 1)?;
        let dwords_type = self.ctx.i32_type().vec_type(dwords).as_basic_type_enum();
        let load = matches!(b.message, Message::SvmBlockLd | Message::OwordLd | Message::OwordLdUnaligned);
        let u = Untyped {
            intrinsic: if load {
                LscIntrinsic::Load { space, merge: false, quad: false }
            } else {
                LscIntrinsic::Store { space, quad: false }
            },
            surface: memory.surface,
            pred: self.all_true(1),
            addrs,
            data_size: LscDataSize::D32,
            vector: dwords,
            transposed: true,
            offset: 0,
            channel_mask: 0,
            atomic: None,
            data: if load { None } else { Some(self.bitcast(b.data, dwords_type)?) },
            src1: None,
            passthru: None,
        };
        if !load {
            self.call(u, None)?;
            return Ok(None);
        }
        let loaded = self.call(u, Some(dwords_type))?.ok_or("a load without a result")?;
        self.bitcast(loaded, ty).map(Some)
    }

    /// A gather (`gather`) or scatter of `blocks` blocks of `block_bytes`
    /// per lane (1-byte blocks: one 4-byte slot, a gather's unread bytes
    /// keeping `old`); `data` is the gather's `old` or the scatter's data.
    fn lanes(
        &self,
        gather: bool,
        memory: Memory<'ctx>,
        (pred, addrs): (VectorValue<'ctx>, VectorValue<'ctx>),
        (block_bytes, blocks): (u32, u32),
        data: VectorValue<'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        let lanes = pred.get_type().get_size();
        let (data_size, vector, elem_bits) = lsc_data(block_bytes, blocks);
        let lane_type = self
            .ctx
            .custom_width_int_type(std::num::NonZeroU32::new(elem_bits).ok_or("zero bits")?)
            .map_err(str::to_string)?;
        let ty = lane_type.vec_type(lanes * vector).as_basic_type_enum();
        let as_lanes = self.bitcast(data.into(), ty)?;
        let space = memory.space;
        let u = Untyped {
            intrinsic: if gather {
                LscIntrinsic::Load { space, merge: true, quad: false }
            } else {
                LscIntrinsic::Store { space, quad: false }
            },
            surface: memory.surface,
            pred,
            addrs,
            data_size,
            vector,
            transposed: false,
            offset: 0,
            channel_mask: 0,
            atomic: None,
            data: (!gather).then_some(as_lanes),
            src1: None,
            passthru: gather.then_some(as_lanes),
        };
        if !gather {
            return self.call(u, None).map(|_| None);
        }
        let loaded = self.call(u, Some(ty))?.ok_or("a load without a result")?;
        let merged = match byte_mask(block_bytes, blocks) {
            Some(mask) => self.keep_old_bytes(loaded.into_vector_value(), as_lanes.into_vector_value(), mask, lanes)?,
            None => loaded,
        };
        self.bitcast(merged, data.get_type().as_basic_type_enum()).map(Some)
    }

    /// QW_GATHER/QW_SCATTER: 8 bytes at each enabled lane's byte offset,
    /// lane by lane (vISA spec, QW_GATHER and QW_SCATTER: Semantics, one
    /// block). Where every offset is a constant multiple of 8, one d64
    /// message, whose register layout is the legacy one. Otherwise one d32
    /// x 2 message: LSC needs each datum aligned to its size (vISA spec,
    /// LSC_UNTYPED: DataSize) and the legacy pages state no alignment, so
    /// the smaller datum takes dword-aligned offsets; a lane's two dwords
    /// are its vector's elements 0 and 1, written before the next lane's
    /// (the page's STORE loop), so lanes that partly overlap are written in
    /// lane order, as QW_SCATTER writes them. Its register holds element 0
    /// of every lane, then element 1: the qwords are split into low and
    /// high dwords around the message.
    fn qwords(
        &self,
        gather: bool,
        memory: Memory<'ctx>,
        (pred, offsets): (VectorValue<'ctx>, VectorValue<'ctx>),
        data: VectorValue<'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        if constant_multiples_of(offsets, 8) {
            return self.lanes(gather, memory, (pred, offsets), (8, 1), data);
        }
        let lanes = pred.get_type().get_size();
        let dwords = self.ctx.i32_type().vec_type(2 * lanes);
        let as_dwords = self.bitcast(data.into(), dwords.as_basic_type_enum())?.into_vector_value();
        let halves: Vec<u32> = (0..2).flat_map(|half| (0..lanes).map(move |lane| 2 * lane + half)).collect();
        let split = self.pick(as_dwords, &halves)?;
        let Some(moved) = self.lanes(gather, memory, (pred, offsets), (4, 2), split)? else { return Ok(None) };
        let qwords: Vec<u32> = (0..lanes).flat_map(|lane| [lane, lanes + lane]).collect();
        let joined = self.pick(moved.into_vector_value(), &qwords)?;
        self.bitcast(joined.into(), data.get_type().as_basic_type_enum()).map(Some)
    }

    /// `(loaded & mask) | (old & !mask)` in every dword lane.
    fn keep_old_bytes(
        &self,
        loaded: VectorValue<'ctx>,
        old: VectorValue<'ctx>,
        mask: u32,
        lanes: u32,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        let m = self.splat(self.i32_const(u64::from(mask)).into(), lanes)?;
        let not_m = self.splat(self.i32_const(u64::from(!mask)).into(), lanes)?;
        let new = self.builder.build_and(loaded, m, "").map_err(err)?;
        let kept = self.builder.build_and(old, not_m, "").map_err(err)?;
        Ok(self.builder.build_or(new, kept, "").map_err(err)?.into())
    }

    /// GATHER4/SCATTER4_SCALED: channel c of lane i at `addr_i + 4c`, the
    /// data channel-major, as LSC holds a vector's elements and a quad
    /// message's enabled channels (vISA spec, LSC_UNTYPED: LOAD_QUAD,
    /// STORE_QUAD). A run of contiguous channels from c is one d32 x
    /// channels message at immediate offset 4c (the page: "If loading
    /// contiguous data, prefer the regular `lsc_load` and `lsc_store`");
    /// a gather of channels with gaps is one `load.merge.quad` of the mask,
    /// as Intel's translator makes every one. A quad store's channels are
    /// contiguous from x (Intel's vISA assemblers refuse others), which is
    /// a plain store, so a scatter is one store per run.
    fn channels(
        &self,
        memory: Memory<'ctx>,
        pred: VectorValue<'ctx>,
        addrs: VectorValue<'ctx>,
        mask: u32,
        data: VectorValue<'ctx>,
        gather: bool,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        let lanes = pred.get_type().get_size();
        let whole_type = self.ctx.i32_type().vec_type(lanes * mask.count_ones());
        let whole = self.bitcast(data.into(), whole_type.as_basic_type_enum())?.into_vector_value();
        let space = memory.space;
        // `channels` channels from `first` (a quad's mask, else contiguous).
        let message = |quad: bool, channels: u32, first: u32, data, passthru| Untyped {
            intrinsic: if gather {
                LscIntrinsic::Load { space, merge: true, quad }
            } else {
                LscIntrinsic::Store { space, quad }
            },
            surface: memory.surface,
            pred,
            addrs,
            data_size: LscDataSize::D32,
            vector: channels.count_ones(),
            transposed: false,
            offset: (4 * first) as i32,
            channel_mask: if quad { channels } else { 0 },
            atomic: None,
            data,
            src1: None,
            passthru,
        };
        let runs = channel_runs(mask);
        if gather {
            let u = match runs[..] {
                [(first, n)] => message(false, (1 << n) - 1, first, None, Some(whole.into())),
                _ => message(true, mask, 0, None, Some(whole.into())),
            };
            let got = self.call(u, Some(whole_type.as_basic_type_enum()))?.ok_or("a load without a result")?;
            return self.bitcast(got, data.get_type().as_basic_type_enum());
        }
        let mut position = 0;
        for (first, n) in runs {
            let part = if n == mask.count_ones() {
                whole
            } else {
                let indices: Vec<u32> = (position * lanes..(position + n) * lanes).collect();
                self.pick(whole, &indices)?
            };
            self.call(message(false, (1 << n) - 1, first, Some(part.into()), None), None)?;
            position += n;
        }
        Ok(whole.into())
    }

    /// Lanes `indices` of `v`.
    fn pick(&self, v: VectorValue<'ctx>, indices: &[u32]) -> Result<VectorValue<'ctx>, String> {
        let poison = v.get_type().get_poison();
        self.shuffle(v, poison, indices)
    }

    fn shuffle(
        &self,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        indices: &[u32],
    ) -> Result<VectorValue<'ctx>, String> {
        let i32s = self.ctx.i32_type();
        let mask: Vec<IntValue<'ctx>> = indices.iter().map(|&i| i32s.const_int(u64::from(i), false)).collect();
        self.builder.build_shuffle_vector(a, b, VectorType::const_vector(&mask), "").map_err(err)
    }

    /// SVM_ATOMIC / DWORD_ATOMIC as `lsc.xatomic`, `old` the passthru.
    fn atomic(&self, a: &AtomicCall<'ctx>) -> Result<BasicValueEnum<'ctx>, String> {
        let op = lsc_op(a.op).ok_or("internal error: a refused atomic reached the translation")?;
        let memory = a.surface.map_or(Memory::STATELESS, Memory::surface);
        let old_type = a.old.get_type();
        let bits = match old_type.get_element_type() {
            BasicTypeEnum::IntType(t) => t.get_bit_width(),
            _ => 32,
        };
        let data_size = match (a.is_16bit, bits) {
            (true, _) => LscDataSize::D16U32,
            (false, 64) => LscDataSize::D64,
            _ => LscDataSize::D32,
        };
        // Legacy CMPXCHG: src0 the new value, src1 the compare value; LSC icas the other way round.
        let (src0, src1) = if a.op == AtomicOp::CmpXchg { (a.src1, a.src0) } else { (a.src0, a.src1) };
        let u = Untyped {
            intrinsic: LscIntrinsic::XAtomic { space: memory.space },
            surface: memory.surface,
            pred: a.pred,
            addrs: a.addrs,
            data_size,
            vector: 1,
            transposed: false,
            offset: 0,
            channel_mask: 0,
            atomic: Some(op),
            data: src0.map(Into::into),
            src1: src1.map(Into::into),
            passthru: Some(a.old.into()),
        };
        let result = self.call(u, Some(old_type.as_basic_type_enum()))?.ok_or("an atomic without a result")?;
        if !(a.is_16bit && matches!(a.op, AtomicOp::IMin | AtomicOp::IMax)) {
            return Ok(result);
        }
        // The legacy 16-bit imin/imax return the old word sign-extended; d16u32 zero-extends.
        let lanes = old_type.get_size();
        let sixteen = self.splat(self.i32_const(16).into(), lanes)?;
        let v = result.into_vector_value();
        let up = self.builder.build_left_shift(v, sixteen, "").map_err(err)?;
        let extended = self.builder.build_right_shift(up, sixteen, true, "").map_err(err)?;
        let chosen = self.builder.build_select(a.pred, extended, v, "").map_err(err)?;
        Ok(chosen)
    }
}

/// Whether every lane of `v` is a constant multiple of `m`.
fn constant_multiples_of(v: VectorValue<'_>, m: u64) -> bool {
    use crate::ir::llvm::{const_lane, const_uint, is_constant};
    is_constant(v.as_value_ref())
        && (0..v.get_type().get_size())
            .all(|i| const_lane(v.as_value_ref(), i).and_then(const_uint).is_some_and(|x| x % m == 0))
}

/// The runs of contiguous channels of `mask`: (first channel, channels).
fn channel_runs(mask: u32) -> Vec<(u32, u32)> {
    let mut runs = Vec::new();
    let mut c = 0;
    while c < 4 {
        if mask >> c & 1 == 0 {
            c += 1;
            continue;
        }
        let n = (mask >> c).trailing_ones().min(4 - c);
        runs.push((c, n));
        c += n;
    }
    runs
}

/// The LSC data size, vector size and lane bits of `blocks` blocks of
/// `block_bytes` (1-byte blocks: one slot of up to 4 bytes).
fn lsc_data(block_bytes: u32, blocks: u32) -> (LscDataSize, u32, u32) {
    match (block_bytes, blocks) {
        (1, 1) => (LscDataSize::D8U32, 1, 32),
        (1, 2) => (LscDataSize::D16U32, 1, 32),
        (1, _) => (LscDataSize::D32, 1, 32),
        (8, n) => (LscDataSize::D64, n, 64),
        (_, n) => (LscDataSize::D32, n, 32),
    }
}

/// The bytes of a lane's dword a sub-dword gather writes, if not all.
fn byte_mask(block_bytes: u32, blocks: u32) -> Option<u32> {
    match (block_bytes, blocks) {
        (1, 1) => Some(0xff),
        (1, 2) => Some(0xffff),
        _ => None,
    }
}

/// The constant integer vector `v` as the integer vector type `to`, its
/// bytes little-endian; an undefined lane reads as zero only when the whole
/// target lane would not be undefined (else `None`, and the builder's
/// bitcast is used).
fn repack_constant<'ctx>(v: BasicValueEnum<'ctx>, to: BasicTypeEnum<'ctx>) -> Option<BasicValueEnum<'ctx>> {
    use crate::ir::llvm::{const_lane, const_uint, is_constant, is_undef};
    let (BasicValueEnum::VectorValue(v), BasicTypeEnum::VectorType(to)) = (v, to) else { return None };
    let (BasicTypeEnum::IntType(from_elem), BasicTypeEnum::IntType(to_elem)) =
        (v.get_type().get_element_type(), to.get_element_type())
    else {
        return None;
    };
    if !is_constant(v.as_value_ref()) || is_undef(v.as_value_ref()) {
        return None;
    }
    let (from_bytes, to_bytes) = (from_elem.get_bit_width() / 8, to_elem.get_bit_width() / 8);
    let mut bytes = Vec::with_capacity((v.get_type().get_size() * from_bytes) as usize);
    for i in 0..v.get_type().get_size() {
        let lane = const_lane(v.as_value_ref(), i).and_then(const_uint)?;
        bytes.extend((0..from_bytes).map(|b| (lane >> (8 * b)) as u8));
    }
    if bytes.len() as u32 != to.get_size() * to_bytes {
        return None;
    }
    let lanes: Vec<IntValue<'ctx>> = bytes
        .chunks(to_bytes as usize)
        .map(|c| to_elem.const_int(c.iter().rev().fold(0u64, |acc, &b| acc << 8 | u64::from(b)), false))
        .collect();
    Some(VectorType::const_vector(&lanes).into())
}

/// Bits of an integer or floating-point type (0 for any other).
fn elem_bits(ty: BasicTypeEnum<'_>) -> u32 {
    match ty {
        BasicTypeEnum::IntType(t) => t.get_bit_width(),
        BasicTypeEnum::FloatType(f) => match f.print_to_string().to_str() {
            Ok("half") | Ok("bfloat") => 16,
            Ok("float") => 32,
            Ok("double") => 64,
            _ => 0,
        },
        _ => 0,
    }
}

fn vector_type<'ctx>(elem: BasicTypeEnum<'ctx>, lanes: u32) -> Result<VectorType<'ctx>, String> {
    match elem {
        BasicTypeEnum::IntType(t) => Ok(t.vec_type(lanes)),
        BasicTypeEnum::FloatType(t) => Ok(t.vec_type(lanes)),
        BasicTypeEnum::PointerType(t) => Ok(t.vec_type(lanes)),
        _ => Err("internal error: a vector of an aggregate".into()),
    }
}

fn undef_of(t: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match t {
        BasicTypeEnum::VectorType(v) => v.get_undef().into(),
        BasicTypeEnum::IntType(i) => i.get_undef().into(),
        BasicTypeEnum::FloatType(f) => f.get_undef().into(),
        BasicTypeEnum::PointerType(p) => p.get_undef().into(),
        BasicTypeEnum::ArrayType(a) => a.get_undef().into(),
        BasicTypeEnum::StructType(s) => s.get_undef().into(),
        BasicTypeEnum::ScalableVectorType(s) => s.get_undef().into(),
    }
}
