//! `select` on platforms with LSC messages: `atomicrmw` and `cmpxchg` as
//! one-lane `llvm.genx.lsc.xatomic.{stateless,slm}` calls (`lsc_atomic_<op>`
//! once emitted), `fence` as `llvm.genx.lsc.fence` (`lsc_fence`), the way
//! Intel's vector compiler lowers them there (GenXLoadStoreLowering).
//!
//! * Atomics run one lane, NoMask, as the legacy path's SVM_ATOMIC and
//!   DWORD_ATOMIC do: an `atomicrmw` has no lanes of its own. Global memory
//!   (addrspace 0, 1) is `.stateless` (`.ugm`, a64), SLM (addrspace 3)
//!   `.slm` (a32). i16 moves as d16u32 (zero-extended into the lane), i32
//!   and float as d32, i64 and double as d64. Cache controls default.
//! * `cmpxchg` is `icas` in LSC's order: the compare value is `src0`
//!   (Src1Data), the new value `src1` (Src2Data); legacy CMPXCHG is the
//!   other way round.
//! * `atomicrmw fmax`/`fmin` (LLVM 15 and later) are `fmax`/`fmin` of
//!   half (d16u32) and float, as Intel's vector compiler lowers them;
//!   double is refused (Intel's compiler emulates it: no 64-bit
//!   `lsc_atomic_fmax`). `uinc_wrap`/`udec_wrap` (LLVM 16) are `iinc`/`idec`
//!   only where LangRef's formula is theirs: the bound is all ones.
//! * An atomic ordered `release`, `acq_rel` or `seq_cst` has an
//!   `lsc_fence.<unit>.none.<scope>` before it, one ordered `acquire`,
//!   `acq_rel` or `seq_cst` (a `cmpxchg`'s success or failure ordering) one
//!   after it, as GenXLoadStoreLowering writes them: the unit is the
//!   atomic's (`.ugm`, `.slm`), the scope its sync scope's (below; SLM
//!   fences are `.group`, the only SLM scope); one thread's scopes order
//!   nothing and have none.
//! * `fence`: the ordering chooses the cache operation (acquire
//!   `.invalidate`, release `.clean`, acq_rel and seq_cst `.evict`), the
//!   sync scope the unit and scope (system, the default: `.ugm` `.sysacq`;
//!   `agent`/`device`: `.gpu`; `all_devices`/`all_svm_devices`: `.gpus`;
//!   `workgroup`: `lsc_fence.slm.none.group`, the only SLM fence;
//!   `subgroup`, `wavefront`, `singlethread`: nothing to order, no fence).

use super::generic::{check_cmpxchg_users, lsc_only_rmw, unsupported_rmw_name};
use super::{element_bytes, strip_name, type_name, Build};
use crate::ir::intrinsics::operand;
use crate::ir::llvm;
use crate::ir::lsc::{Imm, LscIntrinsic, LscSpace, Role};
use crate::ir::lsc_build::{build_call, imm};
use crate::isa::atomic::LscAtomicOp;
use crate::isa::lsc::{atomic_refusal, LscDataSize, LscSfid};
use crate::transforms::memdep::Layout;
use crate::transforms::pipeline::PassOptions;
use inkwell::llvm_sys::LLVMAtomicRMWBinOp;
use inkwell::types::{AsTypeRef, BasicType, BasicTypeEnum, VectorType};
use inkwell::values::{AnyValue, AsValueRef, BasicValueEnum, InstructionOpcode, InstructionValue};

/// Whether `select` lowers atomics and fences to LSC messages: when the
/// pass options ask for LSC (`--messages`; the default where the platform
/// has LSC).
pub fn uses_lsc(options: &PassOptions) -> bool {
    options.messages == crate::isa::access::Messages::Lsc
}

/// Whether `select` makes an LSC message of `inst`: an atomic when
/// [`uses_lsc`]; a `fence` and an `atomicrmw fadd`/`fsub` wherever the
/// platform has LSC, `--messages legacy` included (no legacy data-port
/// message orders memory or adds floats; they are LSC messages either way).
pub(super) fn lowers(inst: InstructionValue<'_>, options: &PassOptions) -> bool {
    let lsc_only = inst.get_opcode() == InstructionOpcode::Fence
        || llvm::atomic_rmw_op(inst.as_value_ref()).is_some_and(lsc_only_rmw);
    uses_lsc(options) || (lsc_only && options.platform.desc().lsc_lanes.value.is_some())
}

/// A `fence` on a platform without LSC messages: no legacy message orders
/// memory this way, so it is refused naming the platforms that lower it.
pub(super) fn without_lsc(inst: InstructionValue<'_>, options: &PassOptions) -> Result<(), String> {
    if inst.get_opcode() != InstructionOpcode::Fence {
        return Ok(());
    }
    let lsc = crate::isa::target::Platform::having(|d| d.lsc_lanes.value.is_some());
    let names: Vec<String> = lsc.iter().map(|p| p.to_string()).collect();
    Err(format!(
        "`fence` is not supported on {}: it is lowered to lsc_fence, an LSC message, and {} has none; platforms \
         that have it: {}",
        options.platform,
        options.platform,
        names.join(", ")
    ))
}

/// An `lsc_fence`'s operands: the unit (SFID), the fence operation and the
/// scope, as LSC_FENCE codes them.
type FenceArgs = (u8, u8, u8);

/// What one `atomicrmw`, `cmpxchg` or `fence` becomes.
#[derive(Clone, Copy, Debug)]
pub(super) enum LscLowering<'ctx> {
    Atomic {
        inst: InstructionValue<'ctx>,
        op: LscAtomicOp,
        space: LscSpace,
        /// The value's type and its size in bits (16, 32, 64).
        elem: BasicTypeEnum<'ctx>,
        bits: u32,
        /// The fences before and after the atomic its ordering asks for.
        fences: [Option<FenceArgs>; 2],
    },
    /// `None`: a fence with nothing to order (its scope is one thread or
    /// subgroup); erased.
    Fence { inst: InstructionValue<'ctx>, fence: Option<FenceArgs> },
}

impl LscLowering<'_> {
    /// The `--stats` counter.
    pub(super) fn counter(&self) -> &'static str {
        match self {
            LscLowering::Atomic { .. } => "lsc_atomic",
            LscLowering::Fence { fence: Some(_), .. } => "lsc_fence",
            LscLowering::Fence { fence: None, .. } => "fence_erased",
        }
    }

    /// The fences an atomic's ordering adds (the `--stats` counter
    /// `atomic_fence`).
    pub(super) fn atomic_fences(&self) -> u64 {
        match self {
            LscLowering::Atomic { fences, .. } => fences.iter().flatten().count() as u64,
            LscLowering::Fence { .. } => 0,
        }
    }
}

/// `inst` as an LSC atomic or fence, if it is an `atomicrmw`, `cmpxchg` or
/// `fence`; a diagnostic naming what works if the row or platform lacks it.
pub(super) fn plan<'ctx>(
    inst: InstructionValue<'ctx>,
    layout: &Layout,
    options: &PassOptions,
) -> Result<Option<LscLowering<'ctx>>, String> {
    let platform = options.platform;
    let (name, op) = match inst.get_opcode() {
        InstructionOpcode::Fence => return plan_fence(inst).map(Some),
        InstructionOpcode::AtomicCmpXchg => ("cmpxchg".to_string(), LscAtomicOp::ICas),
        InstructionOpcode::AtomicRMW => rmw_op(inst)?,
        _ => return Ok(None),
    };
    let Some(BasicValueEnum::PointerValue(pointer)) = operand(inst, 0) else {
        return Err(format!("{name}: operand 0 must be a pointer"));
    };
    let (space, sfid) = match llvm::address_space(pointer.get_type().as_type_ref()).unwrap_or_default() {
        0 | 1 => (LscSpace::Stateless, LscSfid::Ugm),
        3 => (LscSpace::Slm, LscSfid::Slm),
        other => {
            return Err(format!(
                "{name} in addrspace({other}) is not supported; supported: addrspace 0 and 1 (global memory) and 3 \
                 (SLM)"
            ))
        }
    };
    let elem = operand(inst, 1).ok_or_else(|| format!("{name}: no value operand"))?.get_type();
    let what =
        || format!("{name} of {} in {}", type_name(elem), if sfid == LscSfid::Slm { "SLM" } else { "global memory" });
    let bytes = element_bytes(layout, elem, what)?;
    let float = elem.is_float_type();
    let min_max = matches!(op, LscAtomicOp::FMax | LscAtomicOp::FMin);
    if !(elem.is_int_type() || float) || !matches!(bytes, 2 | 4 | 8) || (float && bytes == 2 && !min_max) {
        return Err(format!(
            "{} is not supported: LSC atomics move 16-, 32- and 64-bit data (vISA spec, LSC_UNTYPED: d16u32, d32, \
             d64); supported: atomics of i16, i32, i64, float and double, and fmax/fmin of half",
            what()
        ));
    }
    if min_max && bytes == 8 {
        // IGC's GenXBuiltinFunctions replaces a 64-bit fmin/fmax/fcas by a
        // library loop on every platform: the hardware has none.
        return Err(format!(
            "{} is not supported: no platform has a 64-bit lsc_atomic_{} (Intel's compiler emulates it with a \
             compare-and-exchange loop); supported: {name} of half and float",
            what(),
            op.name()
        ));
    }
    if op.is_float() != float && !matches!(op, LscAtomicOp::Store) {
        return Err(format!("{}: internal error: the operation and the value's type disagree", what()));
    }
    let align = u64::from(llvm::alignment(inst.as_value_ref()).ok_or_else(|| format!("{name}: no alignment"))?);
    if align < bytes {
        return Err(format!(
            "{} with align {align} is not supported: an LSC atomic accesses naturally aligned data; supported: align \
             {bytes} or more",
            what()
        ));
    }
    if inst.get_opcode() == InstructionOpcode::AtomicCmpXchg {
        check_cmpxchg_users(inst, &name)?;
    }
    let size = match bytes {
        2 => LscDataSize::D16U32,
        4 => LscDataSize::D32,
        _ => LscDataSize::D64,
    };
    if let Some(why) = atomic_refusal(op, sfid, size, platform) {
        let supported = if op.is_float() {
            "fadd and fsub of float in global memory, and of double on xehpc and xe2; fmax and fmin of half and float"
        } else {
            "the other LSC atomics (integer atomics of 16, 32 and 64 bits in global memory, of 16 and 32 bits in SLM)"
        };
        return Err(format!("{} is not supported on {platform}: {why}; supported there: {supported}", what()));
    }
    let fences = atomic_fences(inst, sfid)?;
    Ok(Some(LscLowering::Atomic { inst, op, space, elem, bits: (bytes * 8) as u32, fences }))
}

/// `atomicrmw`'s operation as the LSC atomic that computes it.
fn rmw_op(inst: InstructionValue<'_>) -> Result<(String, LscAtomicOp), String> {
    use LLVMAtomicRMWBinOp::*;
    use LscAtomicOp::*;
    let rmw = llvm::atomic_rmw_op(inst.as_value_ref()).ok_or("not an atomicrmw")?;
    let (name, op) = match rmw {
        LLVMAtomicRMWBinOpXchg => ("xchg", Store),
        LLVMAtomicRMWBinOpAdd => ("add", IAdd),
        LLVMAtomicRMWBinOpSub => ("sub", ISub),
        LLVMAtomicRMWBinOpAnd => ("and", And),
        LLVMAtomicRMWBinOpOr => ("or", Or),
        LLVMAtomicRMWBinOpXor => ("xor", Xor),
        LLVMAtomicRMWBinOpMax => ("max", SMax),
        LLVMAtomicRMWBinOpMin => ("min", SMin),
        LLVMAtomicRMWBinOpUMax => ("umax", UMax),
        LLVMAtomicRMWBinOpUMin => ("umin", UMin),
        // IEEE addition rounded to nearest even, as LangRef's `fadd`.
        LLVMAtomicRMWBinOpFAdd => ("fadd", FAdd),
        LLVMAtomicRMWBinOpFSub => ("fsub", FSub),
        // LangRef: `maxnum`/`minnum`. Where the page's fmax/fmin may differ
        // (two NaNs, zeros of both signs) the reference leaves the stored
        // value undefined (docs/lsc.md).
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOpFMax => ("fmax", FMax),
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOpFMin => ("fmin", FMin),
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOpUIncWrap | LLVMAtomicRMWBinOpUDecWrap => return wrap_op(inst, rmw),
        other => {
            return Err(format!(
                "atomicrmw {} is not supported: no vISA atomic operation computes it (vISA spec, LSC_UNTYPED: the \
                 atomic operations); supported: {SUPPORTED_RMW}",
                unsupported_rmw_name(other)
            ));
        }
    };
    Ok((format!("atomicrmw {name}"), op))
}

/// The atomics this file lowers, for diagnostics.
const SUPPORTED_RMW: &str = "atomicrmw xchg, add, sub, and, or, xor, max, min, umax, umin, fadd, fsub, fmax, fmin, \
                             uinc_wrap and udec_wrap with an all-ones bound, and cmpxchg";

/// `atomicrmw uinc_wrap`/`udec_wrap` (LangRef: `old u>= val ? 0 : old + 1`,
/// `old == 0 || old u> val ? val : old - 1`) as `iinc`/`idec` (vISA spec,
/// LSC_UNTYPED: increment, decrement, wrapping): the same formula only
/// where `val` is all ones, so any other bound is refused.
#[cfg(feature = "llvm19")]
fn wrap_op(inst: InstructionValue<'_>, rmw: LLVMAtomicRMWBinOp) -> Result<(String, LscAtomicOp), String> {
    let (name, op) = match rmw {
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUIncWrap => ("uinc_wrap", LscAtomicOp::IInc),
        _ => ("udec_wrap", LscAtomicOp::IDec),
    };
    let all_ones = match operand(inst, 1) {
        Some(BasicValueEnum::IntValue(v)) => {
            let bits = v.get_type().get_bit_width();
            v.get_zero_extended_constant().is_some_and(|c| bits <= 64 && c == u64::MAX >> (64 - bits))
        }
        _ => false,
    };
    if !all_ones {
        return Err(format!(
            "atomicrmw {name} with a bound other than all ones is not supported: lsc_atomic_{} wraps at the type's \
             width only (vISA spec, LSC_UNTYPED), which is {name}'s formula only for an all-ones bound; supported: \
             {SUPPORTED_RMW}",
            op.name()
        ));
    }
    Ok((format!("atomicrmw {name}"), op))
}

/// The fences before and after an atomic (GenXLoadStoreLowering's
/// `createLSCAtomicFenceImpl`): before it where the ordering releases,
/// after it where it acquires (a `cmpxchg` acquires if either of its
/// orderings does; Intel's compiler reads the success ordering only);
/// fence operation `.none`; the unit `sfid`'s; the scope the sync scope's.
fn atomic_fences(inst: InstructionValue<'_>, sfid: LscSfid) -> Result<[Option<FenceArgs>; 2], String> {
    use inkwell::llvm_sys::LLVMAtomicOrdering::{self, *};
    let orderings: Vec<LLVMAtomicOrdering> = if inst.get_opcode() == InstructionOpcode::AtomicCmpXchg {
        vec![llvm::cmpxchg_success_ordering(inst.as_value_ref()), llvm::cmpxchg_failure_ordering(inst.as_value_ref())]
    } else {
        vec![llvm::atomic_ordering(inst.as_value_ref())]
    };
    let both = |o: &LLVMAtomicOrdering| {
        matches!(o, LLVMAtomicOrderingAcquireRelease | LLVMAtomicOrderingSequentiallyConsistent)
    };
    let releases = orderings.iter().any(|o| both(o) || *o == LLVMAtomicOrderingRelease);
    let acquires = orderings.iter().any(|o| both(o) || *o == LLVMAtomicOrderingAcquire);
    if !(releases || acquires) {
        return Ok([None, None]);
    }
    let text = inst.print_to_string().to_string();
    let fence = match (reach(sync_scope(&text)?)?, sfid) {
        (Reach::Thread, _) => None,
        // SLM is seen by one work-group: `.group` is its only fence scope.
        (_, LscSfid::Slm) => Some((SLM, 0, GROUP)),
        (Reach::Group, _) => Some((UGM, 0, GROUP)),
        (Reach::Scope(scope), _) => Some((UGM, 0, scope)),
    };
    Ok([fence.filter(|_| releases), fence.filter(|_| acquires)])
}

/// LSC_FENCE's codes: the units `.ugm` and `.slm`, the scope `.group`.
const UGM: u8 = 0;
const SLM: u8 = 3;
const GROUP: u8 = 0;

/// Which threads a sync scope orders memory for.
enum Reach {
    /// One thread or subgroup (one hardware thread): nothing to order.
    Thread,
    /// The work-group.
    Group,
    /// Wider: LSC_FENCE's scope code (3 `.gpu`, 4 `.gpus`, 6 `.sysacq`).
    Scope(u8),
}

/// The sync scope named in an instruction's text (`syncscope("S")`; empty:
/// the default, system), as every LLVM version prints it.
fn sync_scope(text: &str) -> Result<&str, String> {
    match text.split_once("syncscope(\"") {
        None => Ok(""),
        Some((_, tail)) => match tail.split_once("\")") {
            Some((scope, _)) => Ok(scope),
            None => Err(format!("`{}`: an unreadable sync scope", text.trim())),
        },
    }
}

/// What `scope` reaches (LangRef's and the SPIR-V target's scope names).
fn reach(scope: &str) -> Result<Reach, String> {
    Ok(match scope {
        "" => Reach::Scope(6),
        "agent" | "device" => Reach::Scope(3),
        "all_devices" | "all_svm_devices" => Reach::Scope(4),
        "workgroup" => Reach::Group,
        "subgroup" | "wavefront" | "singlethread" => Reach::Thread,
        other => {
            return Err(format!(
                "syncscope(\"{other}\") is not supported; supported: the default (system), \"agent\", \"device\", \
                 \"all_devices\", \"all_svm_devices\", \"workgroup\", \"subgroup\", \"wavefront\", \"singlethread\""
            ))
        }
    })
}

/// `fence [syncscope("S")] ORDERING` as the fence Intel's vector compiler
/// writes for it (the module doc); read from the instruction's text, which
/// every LLVM version prints the same way.
fn plan_fence(inst: InstructionValue<'_>) -> Result<LscLowering<'_>, String> {
    let text = inst.print_to_string().to_string();
    // `fence [syncscope("S")] ORDERING[, !dbg ...]` (LLVM 14's C API cannot read a fence's ordering).
    let rest = text.trim().strip_prefix("fence").unwrap_or_default().trim_start();
    let rest = match rest.strip_prefix("syncscope(\"") {
        Some(tail) => tail.split_once("\")").map_or("", |(_, after)| after),
        None => rest,
    };
    let ordering = rest.trim_start().split([',', ' ']).next().unwrap_or_default();
    // vISA spec, LSC_FENCE: FenceOp 1 evict, 2 invalidate, 4 clean.
    let op = match ordering {
        "acquire" => 2,
        "release" => 4,
        "acq_rel" | "seq_cst" => 1,
        other => {
            return Err(format!(
                "fence {other} is not supported; supported orderings: acquire, release, acq_rel, seq_cst"
            ))
        }
    };
    let fence = match reach(sync_scope(&text)?).map_err(|e| format!("fence {e}"))? {
        Reach::Scope(scope) => Some((UGM, op, scope)),
        Reach::Group => Some((SLM, 0, GROUP)),
        Reach::Thread => None,
    };
    Ok(LscLowering::Fence { inst, fence })
}

impl<'ctx> Build<'_, 'ctx> {
    /// Builds `lowering` in place of its instruction.
    pub(super) fn lsc_lowering(&self, lowering: &LscLowering<'ctx>) -> Result<(), String> {
        match *lowering {
            LscLowering::Fence { inst, fence: None } => {
                inst.erase_from_basic_block();
                Ok(())
            }
            LscLowering::Fence { inst, fence: Some(fence) } => {
                self.builder.position_before(&inst);
                self.lsc_fence(fence)?;
                inst.erase_from_basic_block();
                Ok(())
            }
            LscLowering::Atomic { inst, op, space, elem, bits, fences: [before, after] } => {
                if let Some(fence) = before {
                    self.builder.position_before(&inst);
                    self.lsc_fence(fence)?;
                }
                if let Some(fence) = after {
                    // After the atomic, at the atomic's source location.
                    self.builder.position_before(&inst);
                    let location = self.builder.get_current_debug_location();
                    match inst.get_next_instruction() {
                        Some(next) => self.builder.position_before(&next),
                        None => return Err("internal error: an atomic ends its block".into()),
                    }
                    if let Some(location) = location {
                        self.builder.set_current_debug_location(location);
                    }
                    self.lsc_fence(fence)?;
                }
                self.lsc_atomic(inst, op, space, elem, bits)
            }
        }
    }

    /// `llvm.genx.lsc.fence` at the builder's position.
    fn lsc_fence(&self, (sfid, op, scope): FenceArgs) -> Result<(), String> {
        let ctx = self.context();
        let pred = VectorType::const_vector(&[ctx.bool_type().const_all_ones()]);
        build_call(
            &self.builder,
            self.module,
            &self.declarations,
            LscIntrinsic::Fence,
            None,
            |o| {
                Ok(match o.role {
                    Role::Pred => pred.into(),
                    Role::Imm(Imm::Sfid) => imm(ctx, Imm::Sfid, u64::from(sfid)).into(),
                    Role::Imm(Imm::FenceOp) => imm(ctx, Imm::FenceOp, u64::from(op)).into(),
                    Role::Imm(Imm::Scope) => imm(ctx, Imm::Scope, u64::from(scope)).into(),
                    _ => return Err(format!("internal error: fence operand {}", o.name)),
                })
            },
            "",
        )?;
        Ok(())
    }

    /// One lane of `llvm.genx.lsc.xatomic.<space>`, NoMask, in place of
    /// `inst`; the lane's value as an integer of `bits` (i16 zero-extended
    /// into an i32 lane: d16u32).
    fn lsc_atomic(
        &self,
        inst: InstructionValue<'ctx>,
        op: LscAtomicOp,
        space: LscSpace,
        elem: BasicTypeEnum<'ctx>,
        bits: u32,
    ) -> Result<(), String> {
        let ctx = self.context();
        self.builder.position_before(&inst);
        let name = strip_name(inst);
        let int = self.int_type(bits)?;
        let lane_int = if bits == 16 { ctx.i32_type() } else { int };
        let lane_type = lane_int.vec_type(1);
        let as_lane = |v: BasicValueEnum<'ctx>| -> Result<BasicValueEnum<'ctx>, String> {
            let i = if v.get_type().is_int_type() {
                v.into_int_value()
            } else {
                self.builder.build_bit_cast(v, int, "").map_err(Self::err)?.into_int_value()
            };
            let i = if bits == 16 { self.builder.build_int_z_extend(i, lane_int, "").map_err(Self::err)? } else { i };
            let lane = self
                .builder
                .build_insert_element(lane_type.get_poison(), i, ctx.i32_type().const_zero(), "")
                .map_err(Self::err)?;
            Ok(lane.into())
        };
        let cmpxchg = inst.get_opcode() == InstructionOpcode::AtomicCmpXchg;
        // LSC's order: icas compares with src0 and writes src1 (cmpxchg's operands 1 and 2).
        let src0 = if op.sources() >= 1 { Some(as_lane(operand(inst, 1).ok_or("no value")?)?) } else { None };
        let src1 = if cmpxchg { Some(as_lane(operand(inst, 2).ok_or("no new value")?)?) } else { None };
        let Some(BasicValueEnum::PointerValue(pointer)) = operand(inst, 0) else {
            return Err("internal error: an atomic without a pointer".into());
        };
        let addr_bits = if space == LscSpace::Slm { 32 } else { 64 };
        let address = self.builder.build_ptr_to_int(pointer, self.int_type(addr_bits)?, "").map_err(Self::err)?;
        let addrs = self
            .builder
            .build_insert_element(
                self.int_type(addr_bits)?.vec_type(1).get_poison(),
                address,
                ctx.i32_type().const_zero(),
                "",
            )
            .map_err(Self::err)?;
        let pred = VectorType::const_vector(&[ctx.bool_type().const_all_ones()]);
        let data_size = match bits {
            16 => LscDataSize::D16U32,
            32 => LscDataSize::D32,
            _ => LscDataSize::D64,
        };
        let undef: BasicValueEnum<'ctx> = lane_type.get_undef().into();
        let call = build_call(
            &self.builder,
            self.module,
            &self.declarations,
            LscIntrinsic::XAtomic { space },
            Some(lane_type.as_basic_type_enum()),
            |o| {
                Ok(match o.role {
                    Role::Pred => pred.into(),
                    Role::Imm(which @ Imm::AtomicOp) => imm(ctx, which, u64::from(op.sub_op())).into(),
                    Role::Imm(which @ Imm::Scale) => imm(ctx, which, 1).into(),
                    Role::Imm(which @ Imm::DataSize) => imm(ctx, which, u64::from(data_size.code())).into(),
                    // Vector size code 1 (one element), data order 1 (non-transposed).
                    Role::Imm(which @ (Imm::VecSize | Imm::Order)) => imm(ctx, which, 1).into(),
                    Role::Imm(which) => imm(ctx, which, 0).into(),
                    Role::Addr => addrs.into(),
                    Role::Src0 => src0.unwrap_or(undef),
                    Role::Src1 => src1.unwrap_or(undef),
                    Role::Surface => ctx.i32_type().const_zero().into(),
                    Role::Passthru => undef,
                    _ => return Err(format!("internal error: xatomic operand {}", o.name)),
                })
            },
            "",
        )?;
        crate::ir::msg::set_nomask(call);
        let result = BasicValueEnum::try_from(call.as_any_value_enum())
            .map_err(|()| "internal error: an atomic without a result".to_string())?;
        let lane = self
            .builder
            .build_extract_element(result.into_vector_value(), ctx.i32_type().const_zero(), "")
            .map_err(Self::err)?;
        let old_int: BasicValueEnum<'ctx> = if bits == 16 {
            self.builder.build_int_truncate(lane.into_int_value(), int, "").map_err(Self::err)?.into()
        } else {
            lane
        };
        let old = if elem == int.as_basic_type_enum() {
            old_int
        } else {
            self.builder.build_bit_cast(old_int, elem, "").map_err(Self::err)?
        };
        self.replace_atomic(inst, cmpxchg, int, old_int, old, &name)
    }
}
