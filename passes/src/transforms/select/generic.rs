//! `select` for the operations each carried by one message, chosen from the
//! access table (`access.rs`, docs/lowering.md "The access table"):
//!
//! * `load` and `store` of scalars and vectors, `llvm.masked.load` and
//!   `llvm.masked.store`: a block message when the access is contiguous,
//!   every lane enabled, whole owords and aligned as the table says; else
//!   one element per lane at `p + i * size`;
//! * `llvm.masked.gather` from SLM and `llvm.masked.scatter` to global
//!   memory, and the SLM scatters of 1-, 2- and unaligned 4-byte elements;
//! * `atomicrmw` and `cmpxchg`: SVM_ATOMIC or DWORD_ATOMIC, one lane.
//!
//! (Global gathers and the dword and qword SLM scatters keep their own path
//! in `select.rs`, where they may merge.)

use super::blocks::{
    choose_gather_blocks, from_message_layout, guaranteed_alignment, is_identity, to_message_layout, GatherBlocks,
};
use super::{
    blocks_diagnostic, element_bytes, into_vector, is_undef, replace_call, strip_name, type_name, vector_of,
    vector_operand, Build, MAX_LANES, SLM_SURFACE,
};
use crate::ir::intrinsics::{operand, unlowered_memory_intrinsic, with_called_function_name, MemIntrinsicKind};
use crate::ir::llvm;
use crate::ir::msg::{
    self, AtomicCall, BlockCall, ByteScaledCall, Gather4Call, MessageCall, QwGatherCall, QwScatterCall, Scatter4Call,
    SvmGatherCall, SvmScatterCall,
};
use crate::isa::access::{self, Form, Messages, Operation, Query, Refusal, Rule, Space};
use crate::isa::atomic::AtomicOp;
use crate::isa::messages::Message;
use crate::isa::target::Platform;
use crate::transforms::memdep::{self, LaneAddresses, Layout};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMAtomicRMWBinOp;
use inkwell::types::{AsTypeRef, BasicType, BasicTypeEnum, IntType, VectorType};
use inkwell::values::{
    AsValueRef, BasicValue, BasicValueEnum, InstructionOpcode, InstructionValue, IntValue, VectorValue,
};
use inkwell::IntPredicate;
use std::borrow::Cow;

/// The generic operations this module selects. Plain loads, stores and
/// atomics have no lanes of their own: they move every byte whatever the
/// execution mask (as the block messages do), so their per-lane messages
/// carry `!visa.nomask`; the masked operations' lanes are channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Gather,
    Scatter,
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
    Rmw(AtomicOp),
    CmpXchg,
}

/// The diagnostic for a memory operation `select` does not lower.
fn unlowered(what: &str) -> String {
    format!(
        "{what} is not supported: it is a memory operation the tool does not lower; supported: load, store, \
         atomicrmw, cmpxchg, llvm.masked.gather/scatter/load/store and the message intrinsics \
         (docs/input-contract.md)"
    )
}

impl Kind {
    /// The memory operation `inst` is, if any; `atomicrmw` operations
    /// without a vISA counterpart are an error. `intrinsic`: the memory
    /// intrinsic `inst` calls, as its memory-dependence node classified it.
    pub(super) fn of(inst: InstructionValue<'_>, intrinsic: Option<MemIntrinsicKind>) -> Result<Option<Kind>, String> {
        Ok(Some(match inst.get_opcode() {
            InstructionOpcode::Load => Kind::Load,
            InstructionOpcode::Store => Kind::Store,
            InstructionOpcode::AtomicCmpXchg => Kind::CmpXchg,
            InstructionOpcode::AtomicRMW => Kind::Rmw(rmw_op(inst)?),
            InstructionOpcode::Call => match intrinsic {
                Some(MemIntrinsicKind::MaskedGather) => Kind::Gather,
                Some(MemIntrinsicKind::MaskedScatter) => Kind::Scatter,
                Some(MemIntrinsicKind::MaskedLoad) => Kind::MaskedLoad,
                Some(MemIntrinsicKind::MaskedStore) => Kind::MaskedStore,
                Some(_) => return Ok(None),
                None => match with_called_function_name(inst, unlowered_memory_intrinsic) {
                    Some(Some(name)) => return Err(unlowered(&format!("`{name}`"))),
                    _ => return Ok(None),
                },
            },
            InstructionOpcode::Fence => return Err(unlowered("`fence`")),
            InstructionOpcode::VAArg => return Err(unlowered("`va_arg`")),
            _ => return Ok(None),
        }))
    }

    /// The name diagnostics use (borrowed: every call asks, few need it).
    fn name(self) -> Cow<'static, str> {
        match self {
            Kind::Gather => "llvm.masked.gather".into(),
            Kind::Scatter => "llvm.masked.scatter".into(),
            Kind::Load => "load".into(),
            Kind::Store => "store".into(),
            Kind::MaskedLoad => "llvm.masked.load".into(),
            Kind::MaskedStore => "llvm.masked.store".into(),
            Kind::Rmw(op) => format!("atomicrmw {}", llvm_rmw_name(op)).into(),
            Kind::CmpXchg => "cmpxchg".into(),
        }
    }

    /// The pointer operand (a vector of pointers for gathers and scatters).
    pub(super) fn pointer(self) -> u32 {
        match self {
            Kind::Scatter | Kind::Store | Kind::MaskedStore => 1,
            _ => 0,
        }
    }

    /// The operand whose type is the value's (`None`: the result's).
    fn value_operand(self) -> Option<u32> {
        match self {
            Kind::Scatter | Kind::Store | Kind::MaskedStore => Some(0),
            Kind::Rmw(_) | Kind::CmpXchg => Some(1),
            Kind::Gather | Kind::Load | Kind::MaskedLoad => None,
        }
    }

    /// The `align` operand of the intrinsics.
    fn align_operand(self) -> Option<u32> {
        match self {
            Kind::Gather | Kind::MaskedLoad => Some(1),
            Kind::Scatter | Kind::MaskedStore => Some(2),
            _ => None,
        }
    }

    pub(super) fn mask_operand(self) -> Option<u32> {
        match self {
            Kind::Gather | Kind::MaskedLoad => Some(2),
            Kind::Scatter | Kind::MaskedStore => Some(3),
            _ => None,
        }
    }

    pub(super) fn passthru_operand(self) -> Option<u32> {
        matches!(self, Kind::Gather | Kind::MaskedLoad).then_some(3)
    }

    /// `load`, `store`, `atomicrmw`, `cmpxchg`: no mask, every byte moves.
    pub(super) fn is_plain(self) -> bool {
        matches!(self, Kind::Load | Kind::Store | Kind::Rmw(_) | Kind::CmpXchg)
    }

    fn operation(self) -> Operation {
        match self {
            Kind::Gather | Kind::Load | Kind::MaskedLoad => Operation::Read,
            Kind::Scatter | Kind::Store | Kind::MaskedStore => Operation::Write,
            Kind::Rmw(op) => Operation::Atomic(op),
            Kind::CmpXchg => Operation::Atomic(AtomicOp::CmpXchg),
        }
    }

    /// The addresses are one pointer plus `i * size` (not a vector of pointers).
    pub(super) fn contiguous(self) -> bool {
        !matches!(self, Kind::Gather | Kind::Scatter)
    }
}

/// `atomicrmw`'s operation as the `Op` field's.
fn rmw_op(inst: InstructionValue<'_>) -> Result<AtomicOp, String> {
    use LLVMAtomicRMWBinOp::*;
    let op = llvm::atomic_rmw_op(inst.as_value_ref()).ok_or("not an atomicrmw")?;
    Ok(match op {
        LLVMAtomicRMWBinOpXchg => AtomicOp::Xchg,
        LLVMAtomicRMWBinOpAdd => AtomicOp::Add,
        LLVMAtomicRMWBinOpSub => AtomicOp::Sub,
        LLVMAtomicRMWBinOpAnd => AtomicOp::And,
        LLVMAtomicRMWBinOpOr => AtomicOp::Or,
        LLVMAtomicRMWBinOpXor => AtomicOp::Xor,
        LLVMAtomicRMWBinOpMax => AtomicOp::IMax,
        LLVMAtomicRMWBinOpMin => AtomicOp::IMin,
        LLVMAtomicRMWBinOpUMax => AtomicOp::Max,
        LLVMAtomicRMWBinOpUMin => AtomicOp::Min,
        lsc_only if lsc_only_rmw(lsc_only) => {
            let name = unsupported_rmw_name(op);
            let lsc = crate::isa::target::Platform::having(|d| d.lsc_lanes.value.is_some());
            let names: Vec<String> = lsc.iter().map(|p| p.to_string()).collect();
            // The legacy FMAX, FMIN, INC and DEC exist (SVM_ATOMIC) but are not selected for these.
            let (why, message) = match name {
                "fadd" | "fsub" => ("no legacy atomic operation computes it (vISA spec, SVM_ATOMIC: Op)", name),
                "uinc_wrap" => ("it is selected only to LSC messages", "iinc (for an all-ones bound)"),
                "udec_wrap" => ("it is selected only to LSC messages", "idec (for an all-ones bound)"),
                _ => ("it is selected only to LSC messages", name),
            };
            return Err(format!(
                "atomicrmw {name} is not supported with legacy messages: {why}; lsc_atomic_{message} does, on the \
                 platforms with LSC messages ({}); supported: atomicrmw xchg, add, sub, and, or, xor, max, min, \
                 umax, umin, and cmpxchg",
                names.join(", ")
            ));
        }
        other => {
            let name = unsupported_rmw_name(other);
            return Err(format!(
                "atomicrmw {name} is not supported: no vISA atomic operation computes it (vISA spec, SVM_ATOMIC: \
                 Op); supported: atomicrmw xchg, add, sub, and, or, xor, max, min, umax, umin, and cmpxchg"
            ));
        }
    })
}

/// The `atomicrmw` operations only LSC messages compute here: the float
/// ones, `uinc_wrap` and `udec_wrap` (the legacy FMAX, FMIN, INC and DEC
/// are not selected for them).
pub(super) fn lsc_only_rmw(op: LLVMAtomicRMWBinOp) -> bool {
    use LLVMAtomicRMWBinOp::*;
    match op {
        LLVMAtomicRMWBinOpFAdd | LLVMAtomicRMWBinOpFSub => true,
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOpFMax | LLVMAtomicRMWBinOpFMin | LLVMAtomicRMWBinOpUIncWrap | LLVMAtomicRMWBinOpUDecWrap => {
            true
        }
        _ => false,
    }
}

/// The name of an `atomicrmw` operation no vISA atomic of `select` takes.
pub(super) fn unsupported_rmw_name(op: LLVMAtomicRMWBinOp) -> &'static str {
    match op {
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpNand => "nand",
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFAdd => "fadd",
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFSub => "fsub",
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFMax => "fmax",
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFMin => "fmin",
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUIncWrap => "uinc_wrap",
        #[cfg(feature = "llvm19")]
        LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUDecWrap => "udec_wrap",
        _ => "this operation",
    }
}

fn llvm_rmw_name(op: AtomicOp) -> &'static str {
    match op {
        AtomicOp::IMax => "max",
        AtomicOp::IMin => "min",
        AtomicOp::Max => "umax",
        AtomicOp::Min => "umin",
        other => other.name(),
    }
}

/// One generic operation and its message.
#[derive(Clone, Copy, Debug)]
pub(super) struct Single<'ctx> {
    pub inst: InstructionValue<'ctx>,
    pub kind: Kind,
    pub rule: &'static Rule,
    pub message: Message,
    pub space: Space,
    /// The element (lane) type; the value's own type for a scalar.
    pub elem: BasicTypeEnum<'ctx>,
    pub lanes: u32,
    /// The value is a scalar, not a vector.
    pub scalar: bool,
    pub element_bytes: u64,
    /// SVM_GATHER/SVM_SCATTER blocks (for [`Form::SvmLanes`]).
    pub blocks: GatherBlocks,
    /// The mask operand of the masked operations.
    pub mask: Option<BasicValueEnum<'ctx>>,
    /// The alignment of the first element's address and of every element's.
    pub align: u64,
    pub element_align: u64,
}

/// What a masked read's [`plan`] depends on besides the function (its
/// layout, platform, message family and SIMT mode): the intrinsic, whose
/// type fixes every operand's and the result's, and the alignment and mask
/// operands (constants are uniqued: the same value is the same constant).
/// Two reads of one key in one function plan alike but for the call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ReadKey {
    callee: LLVMValueRef,
    align: LLVMValueRef,
    mask: LLVMValueRef,
}

impl ReadKey {
    /// The key of `inst`, a `kind` operation: `None` but for a direct call
    /// of `llvm.masked.gather` or `llvm.masked.load` (a write's plan reads
    /// its lanes' addresses too).
    pub(super) fn of(inst: InstructionValue<'_>, kind: Kind) -> Option<ReadKey> {
        if !matches!(kind, Kind::Gather | Kind::MaskedLoad) {
            return None;
        }
        Some(ReadKey {
            callee: llvm::direct_callee(inst)?,
            align: llvm::instruction_operand(inst, kind.align_operand()?)?,
            mask: llvm::instruction_operand(inst, kind.mask_operand()?)?,
        })
    }
}

/// What the access table decides for `inst`, or a diagnostic.
/// `addresses`: the lanes' addresses as memory dependence found them, if
/// it could (a scatter's lanes that cannot partly overlap are disjoint for
/// the table).
pub(super) fn plan<'ctx>(
    inst: InstructionValue<'ctx>,
    kind: Kind,
    layout: &Layout,
    platform: Platform,
    messages: Messages,
    simt: bool,
    addresses: Option<&LaneAddresses>,
) -> Result<Single<'ctx>, String> {
    let name = kind.name();
    let pointer = operand(inst, kind.pointer()).ok_or_else(|| format!("{name}: no pointer operand"))?;
    let pointer_type = match pointer {
        BasicValueEnum::PointerValue(p) if !matches!(kind, Kind::Gather | Kind::Scatter) => p.get_type(),
        BasicValueEnum::VectorValue(v) if matches!(kind, Kind::Gather | Kind::Scatter) => {
            match v.get_type().get_element_type() {
                BasicTypeEnum::PointerType(p) => p,
                _ => return Err(format!("{name}: operand {} must be a vector of pointers", kind.pointer())),
            }
        }
        BasicValueEnum::ScalableVectorValue(_) => {
            return Err(format!("{name} of scalable vectors is not supported; supported: fixed-width vectors"))
        }
        _ => return Err(format!("{name}: operand {} must be a pointer", kind.pointer())),
    };
    let space = match llvm::address_space(pointer_type.as_type_ref()).unwrap_or_default() {
        0 | 1 => Space::Global,
        3 => Space::Slm,
        other => {
            return Err(format!(
                "{name} in addrspace({other}) is not supported; supported: addrspace 0 and 1 (global memory) and 3 \
                 (SLM)"
            ))
        }
    };
    let value_type: BasicTypeEnum<'ctx> = match kind.value_operand() {
        Some(i) => operand(inst, i).ok_or_else(|| format!("{name}: no operand {i}"))?.get_type(),
        None => BasicTypeEnum::try_from(inst.get_type()).map_err(|()| format!("{name}: no result"))?,
    };
    let (elem, lanes, scalar) = match value_type {
        BasicTypeEnum::VectorType(v) => (v.get_element_type(), v.get_size(), false),
        BasicTypeEnum::IntType(_) | BasicTypeEnum::FloatType(_) | BasicTypeEnum::PointerType(_) => {
            (value_type, 1, true)
        }
        other => {
            return Err(format!(
                "{name} of `{}` is not supported; supported: scalars and vectors of integers, floats and pointers",
                type_name(other)
            ))
        }
    };
    if lanes > MAX_LANES {
        return Err(format!("{name} of {lanes} lanes is not supported; supported: up to {MAX_LANES} lanes"));
    }
    // Gathers and scatters are described by their elements, the others by their whole value.
    let described = if matches!(kind, Kind::Gather | Kind::Scatter) { elem } else { value_type };
    let what = || format!("{name} of {} {} {}", type_name(described), preposition(kind), space.name());
    let bytes = element_bytes(layout, elem, what)?;
    if matches!(kind, Kind::Rmw(_) | Kind::CmpXchg) && !elem.is_int_type() && !elem.is_float_type() {
        return Err(format!("{} is not supported; supported: integer and floating-point atomics", what()));
    }
    if kind == Kind::CmpXchg {
        check_cmpxchg_users(inst, &name)?;
    }
    let align = guaranteed_alignment(match kind.align_operand() {
        Some(i) => match operand(inst, i) {
            Some(BasicValueEnum::IntValue(a)) => a.get_zero_extended_constant(),
            _ => None,
        }
        .ok_or_else(|| format!("{name}: the alignment (operand {i}) must be a constant integer"))?,
        // Load, store, atomicrmw and cmpxchg have an alignment.
        None => u64::from(llvm::alignment(inst.as_value_ref()).ok_or_else(|| format!("{name}: no alignment"))?),
    });
    let element_align = if kind.contiguous() && lanes > 1 { align.min(guaranteed_alignment(bytes)) } else { align };
    // In SIMT mode a masked operation's lanes are channels, off where the
    // dispatch mask is: never a block message (which ignores the execution
    // mask). Plain loads, stores and atomics move all their bytes in either
    // mode (their per-lane messages run NoMask, see `build`).
    let mask = kind.mask_operand().and_then(|i| operand(inst, i));
    let all_lanes = match kind.mask_operand() {
        None => true,
        Some(_) => !simt && mask.is_some_and(is_all_ones),
    };
    let operation = kind.operation();
    let query = Query {
        operation,
        space,
        element_bytes: bytes,
        align,
        element_align,
        contiguous: (kind.contiguous() && all_lanes).then_some(bytes * u64::from(lanes)),
        // Read only of a write of elements aligned below their size
        // (`Rule::breaks_lane_order`): the other operations skip the walk
        // over the lanes' offsets.
        disjoint_lanes: kind.contiguous()
            || (operation == Operation::Write
                && element_align < bytes
                && addresses.is_some_and(|a| {
                    a.never_partly_overlap(bytes, address_bits(space), memdep::index_stride(a.root, layout))
                })),
        lanes_are_channels: simt && !kind.is_plain(),
    };
    let rule = access::select_rule(&query, platform, messages).map_err(|(family, r)| {
        match access::RULES
            .iter()
            .filter(|rule| rule.family == family)
            .any(|rule| rule.moves_lanes_off_their_channels(&query))
        {
            true if r.elsewhere.is_empty() => {
                let unit = access::lane_unit(bytes, element_align);
                format!(
                    "{} with align {element_align} is not supported in SIMT mode on {platform}: LSC_UNTYPED would \
                     carry each element as units of {unit} bytes in lanes of their own, and in SIMT mode a lane is \
                     a channel of the dispatch mask; supported: align {bytes} or more, or `_NM` messages (no \
                     --simt)",
                    what()
                )
            }
            _ => refusal(&what(), &query, platform, family, r),
        }
    })?;
    let message = rule.message(query.operation).ok_or("internal error: a rule without a message")?;
    let blocks = if rule.form == Form::SvmLanes {
        let mover = if message == Message::SvmScatter { "SVM_SCATTER writes" } else { "SVM_GATHER reads" };
        choose_gather_blocks(bytes, element_align)
            .map_err(|e| blocks_diagnostic(&what(), bytes, element_align, e, mover))?
    } else {
        GatherBlocks { block_bytes: 0, num_blocks: 0 }
    };
    Ok(Single {
        inst,
        kind,
        rule,
        message,
        space,
        elem,
        lanes,
        scalar,
        element_bytes: bytes,
        blocks,
        mask,
        align,
        element_align,
    })
}

/// The width of a space's addresses (where offsets wrap).
fn address_bits(space: Space) -> u32 {
    match space {
        Space::Global => 64,
        Space::Slm => 32,
    }
}

fn preposition(kind: Kind) -> &'static str {
    match kind.operation() {
        Operation::Read => "from",
        Operation::Write => "to",
        Operation::Atomic(_) => "in",
    }
}

/// The diagnostic for an operation no rule carries on `platform`.
fn refusal(what: &str, q: &Query, platform: Platform, family: Messages, r: Refusal) -> String {
    let bits = q.element_bytes * 8;
    let needs: Vec<String> = r
        .missing
        .iter()
        .map(|m| match (q.operation, m.feature) {
            (Operation::Atomic(_), _) => format!("{bits}-bit {} ({})", m.message.name(), m.source),
            (_, Some(crate::isa::messages::Feature::Slm)) => format!("{} on SLM ({})", m.message.name(), m.source),
            _ => format!("{} ({})", m.message.name(), m.source),
        })
        .collect();
    let align = if q.contiguous.is_some() { q.align } else { q.element_align };
    // A form left out for lane order, not for the platform: say why.
    let disjoint = Query { disjoint_lanes: true, ..*q };
    let rules = access::RULES.iter().filter(|rule| rule.family == family);
    let order = match rules.clone().find(|rule| rule.breaks_lane_order(q) && rule.applies(&disjoint)) {
        Some(rule) if rule.form == Form::LscLanes => format!(
            " ({} would write each element as units of {} bytes in lanes of their own, whose order the page leaves \
             undefined where they overlap, so lanes that partly overlap would not be written in LLVM's lane order; \
             at align {} they cannot partly overlap)",
            rule.write.map_or("its message", |m| m.name()),
            access::lane_unit(q.element_bytes, q.element_align),
            q.element_bytes
        ),
        Some(rule) => format!(
            " ({} would store the lanes channel by channel, so lanes that partly overlap would not be written in \
             LLVM's lane order; at align {} they cannot partly overlap)",
            rule.write.map_or("its message", |m| m.name()),
            q.element_bytes
        ),
        None => String::new(),
    };
    if r.elsewhere.is_empty() {
        let hint = match q.operation {
            Operation::Atomic(_) if q.element_align < q.element_bytes => "naturally aligned atomics".to_string(),
            Operation::Atomic(_) => match q.space {
                Space::Global => "atomics of 16-, 32- and 64-bit elements in global memory".to_string(),
                Space::Slm => "atomics of 16- and 32-bit elements in SLM".to_string(),
            },
            _ => match q.space {
                Space::Global => "elements of 1 to 8 bytes".to_string(),
                Space::Slm => "SLM elements of 1, 2 or 4 bytes, or of 8 bytes at align 4 or more".to_string(),
            },
        };
        return format!(
            "{what} with align {align} is not supported: no vISA message carries it{order}; supported: {hint}"
        );
    }
    let names: Vec<&str> = r.elsewhere.iter().map(|p| p.name()).collect();
    let dataport = platform.desc().legacy_dataport;
    if !dataport.value {
        return format!(
            "{what} with align {align} is not supported on {platform}: {platform} has no legacy data port ({}), and \
             LSC messages are selected for loads, stores, gathers and scatters only so far; platforms that have a \
             message for it: {}",
            dataport.source,
            names.join(", ")
        );
    }
    format!(
        "{what} with align {align} is not supported on {platform}: it needs {}, which {platform} does not have{order}; \
         platforms that have it: {}",
        needs.join(" or "),
        names.join(", ")
    )
}

/// Every use of a `cmpxchg` is an `extractvalue` of field 0 (the old value)
/// or 1 (success): `select` replaces them, the pair never exists.
pub(super) fn check_cmpxchg_users(inst: InstructionValue<'_>, name: &str) -> Result<(), String> {
    let mut use_ = inst.get_first_use();
    while let Some(u) = use_ {
        let is_extract = llvm::is_extract_value(u.get_user().as_value_ref());
        if !is_extract {
            return Err(format!(
                "{name} whose result is used other than by `extractvalue` is not supported; supported: \
                 `extractvalue` of the old value (0) and the success flag (1)"
            ));
        }
        use_ = u.get_next_use();
    }
    Ok(())
}

/// A constant vector with every lane true (`<i1 true, ...>`, splats).
fn is_all_ones(mask: BasicValueEnum<'_>) -> bool {
    let BasicValueEnum::VectorValue(v) = mask else { return false };
    let v_ref = v.as_value_ref();
    (0..v.get_type().get_size()).all(|i| llvm::const_lane(v_ref, i).and_then(llvm::const_uint) == Some(1))
}

// ---------------------------------------------------------------------------
// Building.
// ---------------------------------------------------------------------------

/// Builds `s`'s message in place of the operation.
pub(super) fn build<'ctx>(b: &Build<'_, 'ctx>, s: &Single<'ctx>) -> Result<(), String> {
    b.builder.position_before(&s.inst);
    let lsc = matches!(s.rule.form, Form::LscBlock | Form::LscLanes) && !matches!(s.kind, Kind::Rmw(_) | Kind::CmpXchg);
    if lsc && !s.scalar {
        // The call keeps its name until its result takes it (`Build::lsc`).
        return b.lsc(s, None);
    }
    let name = strip_name(s.inst);
    match (s.kind, s.rule.form) {
        (Kind::Rmw(_) | Kind::CmpXchg, _) => return b.atomic(s, &name),
        (_, Form::LscBlock | Form::LscLanes) => return b.lsc(s, Some(&name)),
        _ => {}
    }
    let pred = match s.kind.mask_operand() {
        Some(i) => vector_operand(s.inst, i)?,
        None => b.all_lanes(s.lanes),
    };
    let value = match s.kind.operation() {
        Operation::Write => Some(b.as_vector(operand(s.inst, 0).ok_or("no data")?, s.lanes)?),
        _ => None,
    };
    let passthru = match s.kind.passthru_operand().and_then(|i| operand(s.inst, i)) {
        p if is_undef(p) => None,
        Some(p) => Some(into_vector(p)?),
        None => None,
    };
    let vector_type = vector_of(s.elem, s.lanes)?;
    let result = match s.rule.form {
        Form::SvmBlock | Form::OwordBlock | Form::OwordBlockUnaligned => b.block(s, value, vector_type, &name)?,
        _ => {
            let addrs = b.lane_addresses(s)?;
            match value {
                Some(data) => {
                    b.lanes_write(s, pred, addrs, data)?;
                    None
                }
                None => Some(b.lanes_read(s, pred, addrs, passthru, vector_type, &name)?),
            }
        }
    };
    let result = match result {
        Some(v) if s.scalar => {
            let lane = b.builder.build_extract_element(v, b.i32_const(0), &name).map_err(Build::err)?;
            Some(lane)
        }
        Some(v) => {
            if v.as_instruction().is_some() && !name.is_empty() {
                v.set_name(&name);
            }
            Some(v.into())
        }
        None => None,
    };
    replace_call(s.inst, result)?;
    Ok(())
}

impl<'ctx> Build<'_, 'ctx> {
    /// `<n x i1>` all true.
    pub(super) fn all_lanes(&self, n: u32) -> VectorValue<'ctx> {
        let one = self.context().bool_type().const_all_ones();
        VectorType::const_vector(&vec![one; n as usize])
    }

    /// A scalar as `<1 x T>`; a vector as it is.
    pub(super) fn as_vector(&self, value: BasicValueEnum<'ctx>, lanes: u32) -> Result<VectorValue<'ctx>, String> {
        match value {
            BasicValueEnum::VectorValue(v) => Ok(v),
            scalar => {
                let ty = vector_of(scalar.get_type(), lanes)?;
                self.builder.build_insert_element(ty.get_poison(), scalar, self.i32_const(0), "").map_err(Self::err)
            }
        }
    }

    /// The pointer operand as an integer of `bits` (a scalar pointer).
    fn scalar_address(&self, s: &Single<'ctx>, bits: u32) -> Result<IntValue<'ctx>, String> {
        let Some(BasicValueEnum::PointerValue(p)) = operand(s.inst, s.kind.pointer()) else {
            return Err("internal error: no pointer".into());
        };
        self.builder.build_ptr_to_int(p, self.int_type(bits)?, "").map_err(Self::err)
    }

    /// Each lane's address: 64-bit for global memory, 32-bit SLM offsets.
    fn lane_addresses(&self, s: &Single<'ctx>) -> Result<VectorValue<'ctx>, String> {
        let bits = if s.space == Space::Global { 64 } else { 32 };
        if !s.kind.contiguous() {
            return self.addresses(s.inst, s.kind.pointer(), bits, "");
        }
        let base = self.scalar_address(s, bits)?;
        let int = self.int_type(bits)?;
        let splat = self
            .builder
            .build_insert_element(int.vec_type(s.lanes).get_poison(), base, self.i32_const(0), "")
            .map_err(Self::err)?;
        let splat = if s.lanes == 1 { splat } else { self.shuffle(splat, None, &vec![Some(0); s.lanes as usize], "")? };
        if s.lanes == 1 {
            return Ok(splat);
        }
        let steps: Vec<IntValue<'ctx>> =
            (0..u64::from(s.lanes)).map(|i| int.const_int(i * s.element_bytes, false)).collect();
        self.builder.build_int_add(splat, VectorType::const_vector(&steps), "").map_err(Self::err)
    }

    fn slm(&self) -> IntValue<'ctx> {
        self.i32_const(SLM_SURFACE)
    }

    /// `<N x T>` as the same lanes of a type the messages take: pointers as integers.
    fn plain_lanes(&self, v: VectorValue<'ctx>) -> Result<VectorValue<'ctx>, String> {
        if v.get_type().get_element_type().is_pointer_type() {
            self.to_int_lanes(v, "")
        } else {
            Ok(v)
        }
    }

    /// The block messages: the whole value at one address.
    fn block(
        &self,
        s: &Single<'ctx>,
        value: Option<VectorValue<'ctx>>,
        vector_type: VectorType<'ctx>,
        name: &str,
    ) -> Result<Option<VectorValue<'ctx>>, String> {
        let (surface, address) = match s.rule.form {
            Form::SvmBlock => (None, self.scalar_address(s, 64)?),
            Form::OwordBlock => {
                // OWORD_LD/OWORD_ST count the offset in owords (vISA spec, OWORD_LD: Offset).
                let bytes = self.scalar_address(s, 32)?;
                let owords = self.builder.build_right_shift(bytes, self.i32_const(4), false, "").map_err(Self::err)?;
                (Some(self.slm()), owords)
            }
            _ => (Some(self.slm()), self.scalar_address(s, 32)?),
        };
        let unaligned = s.rule.form == Form::OwordBlockUnaligned;
        let data: BasicValueEnum<'ctx> = match value {
            Some(v) => self.plain_lanes(v)?.into(),
            None if vector_type.get_element_type().is_pointer_type() => {
                let bits = self.layout.bit_size(&s.elem).ok_or("unsized element")? as u32;
                self.int_type(bits)?.vec_type(s.lanes).get_undef().into()
            }
            None => vector_type.get_undef().into(),
        };
        let call = MessageCall::Block(BlockCall { message: s.message, unaligned, surface, address, data });
        let built = msg::build_with(&self.builder, self.module, &self.declarations, &call, name)?;
        match (value, built) {
            (Some(_), _) => Ok(None),
            (None, Some(result)) => Ok(Some(self.blocks_to(into_vector(result)?, vector_type)?)),
            (None, None) => Err("internal error: a block load without a result".into()),
        }
    }

    /// A per-lane read: SVM_GATHER, GATHER4_SCALED (R or RG), QW_GATHER or GATHER_SCALED.
    fn lanes_read(
        &self,
        s: &Single<'ctx>,
        pred: VectorValue<'ctx>,
        addrs: VectorValue<'ctx>,
        passthru: Option<VectorValue<'ctx>>,
        vector_type: VectorType<'ctx>,
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        let lanes = s.lanes;
        let i32t = self.context().i32_type();
        let build = |m: MessageCall<'ctx>| -> Result<VectorValue<'ctx>, String> {
            let result = into_vector(
                msg::build_with(&self.builder, self.module, &self.declarations, &m, "")?
                    .ok_or("a read without a result")?,
            )?;
            if s.kind.is_plain() {
                if let Some(call) = result.as_instruction() {
                    msg::set_nomask(call);
                }
            }
            Ok(result)
        };
        match s.rule.form {
            Form::SvmLanes => {
                let blocks = s.blocks;
                let message_elem = self.message_elem(s.elem, blocks)?;
                let message_type = vector_of(message_elem, blocks.message_len(lanes))?;
                let old = match passthru {
                    None => message_type.get_undef(),
                    Some(p) if p.get_type() == message_type => p,
                    Some(p) => {
                        let block_int = self.int_type(blocks.block_bytes * 8)?;
                        let lane_blocks = self.to_blocks(p, block_int.vec_type(lanes * blocks.num_blocks), "")?;
                        let layout = to_message_layout(blocks, lanes, blocks.num_blocks);
                        let old = if is_identity(&layout, lanes * blocks.num_blocks) {
                            lane_blocks
                        } else {
                            self.shuffle(lane_blocks, None, &layout, "")?
                        };
                        self.cast(InstructionOpcode::BitCast, old, message_type, "")?
                    }
                };
                let m = MessageCall::SvmGather(SvmGatherCall {
                    pred,
                    log2_num_blocks: blocks.log2_num_blocks(),
                    addrs,
                    old,
                });
                let result = build(m)?;
                if result.get_type() == vector_type {
                    return Ok(result);
                }
                let layout: Vec<Option<u32>> =
                    from_message_layout(blocks, lanes, blocks.num_blocks, 0).into_iter().map(Some).collect();
                let mine = if is_identity(&layout, result.get_type().get_size()) {
                    result
                } else {
                    self.shuffle(result, None, &layout, &format!("{name}.blocks"))?
                };
                self.blocks_to(mine, vector_type)
            }
            Form::Dword => {
                let old = match passthru {
                    Some(p) => self.plain_lanes(p)?,
                    None => self.plain_lanes(vector_type.get_undef())?,
                };
                let m = MessageCall::Gather4(Gather4Call {
                    pred,
                    channel_mask: 1,
                    surface: self.slm(),
                    global_offset: self.i32_const(0),
                    element_offset: addrs,
                    old,
                });
                let result = build(m)?;
                self.blocks_to(result, vector_type)
            }
            Form::DwordPair => {
                let dwords = i32t.vec_type(2 * lanes);
                // Channel-major: all low dwords (R), then all high dwords (G).
                let to_channels: Vec<Option<u32>> =
                    (0..2).flat_map(|c| (0..lanes).map(move |i| Some(2 * i + c))).collect();
                let old = match passthru {
                    Some(p) => {
                        let d = self.to_blocks(p, dwords, "")?;
                        self.shuffle(d, None, &to_channels, "")?
                    }
                    None => dwords.get_undef(),
                };
                let m = MessageCall::Gather4(Gather4Call {
                    pred,
                    channel_mask: 0b11,
                    surface: self.slm(),
                    global_offset: self.i32_const(0),
                    element_offset: addrs,
                    old,
                });
                let result = build(m)?;
                let to_lanes: Vec<Option<u32>> = (0..lanes).flat_map(|i| [Some(i), Some(lanes + i)]).collect();
                let interleaved = self.shuffle(result, None, &to_lanes, "")?;
                self.blocks_to(interleaved, vector_type)
            }
            Form::Qword => {
                let keep = s.elem.is_float_type() || s.elem.is_int_type();
                let old = match passthru {
                    Some(p) if keep => p,
                    Some(p) => self.to_int_lanes(p, "")?,
                    None if keep => vector_type.get_undef(),
                    None => self.context().i64_type().vec_type(lanes).get_undef(),
                };
                let m = MessageCall::QwGather(QwGatherCall { pred, surface: self.slm(), offsets: addrs, old });
                let result = build(m)?;
                self.blocks_to(result, vector_type)
            }
            Form::Bytes => {
                let bits = (s.element_bytes * 8) as u32;
                let narrow = self.int_type(bits)?.vec_type(lanes);
                let dwords = i32t.vec_type(lanes);
                let old = match passthru {
                    Some(p) => {
                        let n = self.to_blocks(p, narrow, "")?;
                        self.cast(InstructionOpcode::ZExt, n, dwords, "")?
                    }
                    None => dwords.get_undef(),
                };
                let m = MessageCall::ByteScaled(ByteScaledCall {
                    gather: true,
                    pred,
                    log2_num_blocks: s.element_bytes.trailing_zeros(),
                    surface: self.slm(),
                    global_offset: self.i32_const(0),
                    element_offset: addrs,
                    data: old,
                });
                let result = build(m)?;
                let n = self.cast(InstructionOpcode::Trunc, result, narrow, "")?;
                self.blocks_to(n, vector_type)
            }
            _ => Err(format!("internal error: {} is not a per-lane read", s.message.name())),
        }
    }

    /// A per-lane write: SVM_SCATTER, SCATTER4_SCALED (R or RG), QW_SCATTER or SCATTER_SCALED.
    fn lanes_write(
        &self,
        s: &Single<'ctx>,
        pred: VectorValue<'ctx>,
        addrs: VectorValue<'ctx>,
        data: VectorValue<'ctx>,
    ) -> Result<(), String> {
        let lanes = s.lanes;
        let i32t = self.context().i32_type();
        let m = match s.rule.form {
            Form::SvmLanes => {
                let blocks = s.blocks;
                let message_elem = self.message_elem(s.elem, blocks)?;
                let message_type = vector_of(message_elem, blocks.message_len(lanes))?;
                let data = if data.get_type() == message_type {
                    data
                } else {
                    let block_int = self.int_type(blocks.block_bytes * 8)?;
                    let lane_blocks = self.to_blocks(data, block_int.vec_type(lanes * blocks.num_blocks), "")?;
                    let layout = to_message_layout(blocks, lanes, blocks.num_blocks);
                    let laid = if is_identity(&layout, lanes * blocks.num_blocks) {
                        lane_blocks
                    } else {
                        self.shuffle(lane_blocks, None, &layout, "")?
                    };
                    self.cast(InstructionOpcode::BitCast, laid, message_type, "")?
                };
                MessageCall::SvmScatter(SvmScatterCall { pred, log2_num_blocks: blocks.log2_num_blocks(), addrs, data })
            }
            Form::Dword => MessageCall::Scatter4(Scatter4Call {
                pred,
                channel_mask: 1,
                surface: self.slm(),
                global_offset: self.i32_const(0),
                element_offset: addrs,
                data: self.plain_lanes(data)?,
            }),
            Form::DwordPair => {
                let dwords = self.to_blocks(data, i32t.vec_type(2 * lanes), "")?;
                let mask: Vec<Option<u32>> = (0..2).flat_map(|c| (0..lanes).map(move |i| Some(2 * i + c))).collect();
                MessageCall::Scatter4(Scatter4Call {
                    pred,
                    channel_mask: 0b11,
                    surface: self.slm(),
                    global_offset: self.i32_const(0),
                    element_offset: addrs,
                    data: self.shuffle(dwords, None, &mask, "")?,
                })
            }
            Form::Qword => {
                let keep = s.elem.is_float_type() || s.elem.is_int_type();
                let data = if keep { data } else { self.to_int_lanes(data, "")? };
                MessageCall::QwScatter(QwScatterCall { pred, surface: self.slm(), offsets: addrs, data })
            }
            Form::Bytes => {
                let bits = (s.element_bytes * 8) as u32;
                let narrow = self.to_blocks(data, self.int_type(bits)?.vec_type(lanes), "")?;
                MessageCall::ByteScaled(ByteScaledCall {
                    gather: false,
                    pred,
                    log2_num_blocks: s.element_bytes.trailing_zeros(),
                    surface: self.slm(),
                    global_offset: self.i32_const(0),
                    element_offset: addrs,
                    data: self.cast(InstructionOpcode::ZExt, narrow, i32t.vec_type(lanes), "")?,
                })
            }
            _ => return Err(format!("internal error: {} is not a per-lane write", s.message.name())),
        };
        msg::build_with(&self.builder, self.module, &self.declarations, &m, "")?;
        if s.kind.is_plain() {
            // The call just built is the instruction before the (still present) store.
            if let Some(call) = s.inst.get_previous_instruction() {
                msg::set_nomask(call);
            }
        }
        Ok(())
    }

    /// `atomicrmw`/`cmpxchg` as a one-lane SVM_ATOMIC or DWORD_ATOMIC; a
    /// 16-bit element uses the 16-bit form, its data in the low half of an
    /// i32 lane (`llvm.visa.{svm,dword}.atomic16`).
    fn atomic(&self, s: &Single<'ctx>, name: &str) -> Result<(), String> {
        let bits = (s.element_bytes * 8) as u32;
        let int = self.int_type(bits)?;
        let is_16bit = bits == 16;
        let lane_int = if is_16bit { self.context().i32_type() } else { int };
        let as_lane = |v: BasicValueEnum<'ctx>| -> Result<VectorValue<'ctx>, String> {
            let bits = if v.get_type().is_int_type() {
                v.into_int_value()
            } else {
                self.builder.build_bit_cast(v, int, "").map_err(Self::err)?.into_int_value()
            };
            let lane =
                if is_16bit { self.builder.build_int_z_extend(bits, lane_int, "").map_err(Self::err)? } else { bits };
            self.as_vector(lane.into(), 1)
        };
        let (op, src0, src1) = match s.kind {
            // vISA spec, DWORD_ATOMIC: CMPXCHG writes src0 where the old value equals src1.
            Kind::CmpXchg => (
                AtomicOp::CmpXchg,
                Some(as_lane(operand(s.inst, 2).ok_or("no new value")?)?),
                Some(as_lane(operand(s.inst, 1).ok_or("no comparand")?)?),
            ),
            Kind::Rmw(op) => (op, Some(as_lane(operand(s.inst, 1).ok_or("no value")?)?), None),
            _ => return Err("internal error: not an atomic".into()),
        };
        let (surface, addrs) = match s.space {
            Space::Global => (None, self.as_vector(self.scalar_address(s, 64)?.into(), 1)?),
            Space::Slm => (Some(self.slm()), self.as_vector(self.scalar_address(s, 32)?.into(), 1)?),
        };
        let call = MessageCall::Atomic(AtomicCall {
            op,
            is_16bit,
            pred: self.all_lanes(1),
            surface,
            addrs,
            src0,
            src1,
            old: lane_int.vec_type(1).get_undef(),
        });
        let result = msg::build_with(&self.builder, self.module, &self.declarations, &call, "")?
            .ok_or("an atomic without a result")?;
        if let Some(call) = into_vector(result)?.as_instruction() {
            msg::set_nomask(call);
        }
        let lane =
            self.builder.build_extract_element(into_vector(result)?, self.i32_const(0), "").map_err(Self::err)?;
        let old_int: BasicValueEnum<'ctx> = if is_16bit {
            self.builder.build_int_truncate(lane.into_int_value(), int, "").map_err(Self::err)?.into()
        } else {
            lane
        };
        let old: BasicValueEnum<'ctx> = if s.elem == int.as_basic_type_enum() {
            old_int
        } else {
            self.builder.build_bit_cast(old_int, s.elem, "").map_err(Self::err)?
        };
        self.replace_atomic(s.inst, s.kind == Kind::CmpXchg, int, old_int, old, name)
    }

    /// Replaces the atomic `inst` by its old value `old` (`old_int` as an
    /// integer of type `int`): an `atomicrmw`'s uses, or a `cmpxchg`'s
    /// `extractvalue`s (field 1: whether `old_int` equals the comparand).
    pub(super) fn replace_atomic(
        &self,
        inst: InstructionValue<'ctx>,
        cmpxchg: bool,
        int: IntType<'ctx>,
        old_int: BasicValueEnum<'ctx>,
        old: BasicValueEnum<'ctx>,
        name: &str,
    ) -> Result<(), String> {
        if !cmpxchg {
            if !name.is_empty() {
                old.set_name(name);
            }
            replace_call(inst, Some(old))?;
            return Ok(());
        }
        // The users are `extractvalue`s (checked when planned): field 0 is the
        // old value, field 1 whether it equalled the comparand.
        let comparand = operand(inst, 1).ok_or("no comparand")?;
        let mut users = Vec::new();
        let mut use_ = inst.get_first_use();
        while let Some(u) = use_ {
            if let Some(user) = BasicValueEnum::try_from(u.get_user()).ok().and_then(|v| v.as_instruction_value()) {
                users.push(user);
            }
            use_ = u.get_next_use();
        }
        let mut success = None;
        for user in users {
            let field = extract_index(user).ok_or("internal error: not an extractvalue of a cmpxchg")?;
            let value = if field == 0 {
                old
            } else {
                match success {
                    Some(v) => v,
                    None => {
                        let c = match comparand {
                            BasicValueEnum::IntValue(c) => c,
                            other => self.builder.build_bit_cast(other, int, "").map_err(Self::err)?.into_int_value(),
                        };
                        let eq = self
                            .builder
                            .build_int_compare(
                                IntPredicate::EQ,
                                old_int.into_int_value(),
                                c,
                                &format!("{name}.success"),
                            )
                            .map_err(Self::err)?;
                        success = Some(eq.into());
                        eq.into()
                    }
                }
            };
            replace_call(user, Some(value))?;
        }
        if !name.is_empty() && old.as_instruction_value().is_some() {
            old.set_name(&format!("{name}.old"));
        }
        inst.erase_from_basic_block();
        Ok(())
    }
}

/// The index of an `extractvalue` with one index.
fn extract_index(inst: InstructionValue<'_>) -> Option<u32> {
    llvm::extract_value_index(inst)
}
