//! Recognising the memory intrinsics of the input contract (docs/input-contract.md). Intrinsics are matched by name prefix, never by the full
//! mangled name, so any overload (`.v16i32.v16p1i32`, opaque `ptr`) matches.

use crate::fxhash::FxHashMap;
use crate::ir::llvm::{called_value, is_a, opcode, value_name_bytes, ValueClass};
use crate::ir::lsc::LscIntrinsic;
use crate::isa::atomic::AtomicOp;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::types::{AnyType, AnyTypeEnum, AsTypeRef, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue};
use std::borrow::Cow;
use std::fmt;

/// Which memory operation a call performs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemIntrinsicKind {
    /// `llvm.masked.gather(<N x ptr> ptrs, i32 align, <N x i1> mask, <N x T> passthru)`
    MaskedGather,
    /// `llvm.masked.scatter(<N x T> data, <N x ptr> ptrs, i32 align, <N x i1> mask)`
    MaskedScatter,
    /// `llvm.masked.load(ptr, i32 align, <N x i1> mask, <N x T> passthru)`
    MaskedLoad,
    /// `llvm.masked.store(<N x T> data, ptr, i32 align, <N x i1> mask)`
    MaskedStore,
    /// `llvm.genx.svm.gather(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, old)`
    SvmGather,
    /// `llvm.genx.svm.scatter(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, data)`
    SvmScatter,
    /// `llvm.genx.svm.block.ld[.unaligned](i64 addr)`
    SvmBlockLd { unaligned: bool },
    /// `llvm.genx.svm.block.st(i64 addr, data)`
    SvmBlockSt,
    /// `llvm.genx.gather4.scaled(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface, i32 global_offset, <N x i32> element_offset, old)`
    Gather4Scaled,
    /// `llvm.genx.scatter4.scaled(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface, i32 global_offset, <N x i32> element_offset, data)`
    Scatter4Scaled,
    /// `llvm.genx.gather.scaled(<N x i1> pred, i32 log2_num_blocks, i16 scale, i32 surface, i32 global_offset, <N x i32> element_offset, old)`
    GatherScaled,
    /// `llvm.genx.scatter.scaled(<N x i1> pred, i32 log2_num_blocks, i16 scale, i32 surface, i32 global_offset, <N x i32> element_offset, data)`
    ScatterScaled,
    /// `llvm.visa.qw.gather(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64> old)`
    QwGather,
    /// `llvm.visa.qw.scatter(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64> data)`
    QwScatter,
    /// `llvm.genx.oword.ld[.unaligned](i32 is_modified, i32 surface, i32 offset)`
    OwordLd { unaligned: bool },
    /// `llvm.genx.oword.st(i32 surface, i32 offset, data)`
    OwordSt,
    /// `llvm.genx.typed.atomic.<op>` and `llvm.visa.typed.atomic[16].<op>`.
    TypedAtomic { op: AtomicOp, is_16bit: bool },
    /// `llvm.genx.dword.atomic.<op>(<N x i1> pred, i32 surface, <N x i32> offset, [src0, [src1,]] old)`
    DwordAtomic { op: AtomicOp, is_16bit: bool },
    /// `llvm.genx.svm.atomic.<op>(<N x i1> pred, <N x i64> addr, [src0, [src1,]] old)`
    SvmAtomic { op: AtomicOp, is_16bit: bool },
    /// The public LSC intrinsics, `llvm.genx.lsc.*` (`crate::ir::lsc`).
    Lsc(LscIntrinsic),
}

/// The intrinsics named by prefix alone (their overload suffix follows).
const PLAIN: [(&str, MemIntrinsicKind); 16] = {
    use MemIntrinsicKind::*;
    [
        ("llvm.masked.gather", MaskedGather),
        ("llvm.masked.scatter", MaskedScatter),
        ("llvm.masked.load", MaskedLoad),
        ("llvm.masked.store", MaskedStore),
        ("llvm.genx.svm.gather", SvmGather),
        ("llvm.genx.svm.scatter", SvmScatter),
        ("llvm.genx.svm.block.ld.unaligned", SvmBlockLd { unaligned: true }),
        ("llvm.genx.svm.block.ld", SvmBlockLd { unaligned: false }),
        ("llvm.genx.svm.block.st", SvmBlockSt),
        ("llvm.genx.gather4.scaled", Gather4Scaled),
        ("llvm.genx.scatter4.scaled", Scatter4Scaled),
        ("llvm.genx.gather.scaled", GatherScaled),
        ("llvm.genx.scatter.scaled", ScatterScaled),
        ("llvm.visa.qw.gather", QwGather),
        ("llvm.visa.qw.scatter", QwScatter),
        ("llvm.genx.oword.st", OwordSt),
    ]
};

impl MemIntrinsicKind {
    /// Classifies an intrinsic by name; `None` for anything else.
    pub fn from_name(name: &str) -> Option<MemIntrinsicKind> {
        use MemIntrinsicKind::*;
        let kind = if let Some(&(_, kind)) = PLAIN.iter().find(|(prefix, _)| has_prefix(name, prefix)) {
            kind
        } else if has_prefix(name, "llvm.genx.oword.ld.unaligned") {
            OwordLd { unaligned: true }
        } else if has_prefix(name, "llvm.genx.oword.ld") {
            OwordLd { unaligned: false }
        } else if let Some(rest) = name.strip_prefix("llvm.genx.dword.atomic.") {
            DwordAtomic { op: atomic_op(rest)?, is_16bit: false }
        } else if let Some(rest) = name.strip_prefix("llvm.visa.dword.atomic16.") {
            DwordAtomic { op: atomic_op(rest)?, is_16bit: true }
        } else if let Some(rest) = name.strip_prefix("llvm.genx.svm.atomic.") {
            SvmAtomic { op: atomic_op(rest)?, is_16bit: false }
        } else if let Some(rest) = name.strip_prefix("llvm.visa.svm.atomic16.") {
            SvmAtomic { op: atomic_op(rest)?, is_16bit: true }
        } else if let Some(rest) = name.strip_prefix("llvm.genx.typed.atomic.") {
            typed_atomic(rest, false)?
        } else if let Some(rest) = name.strip_prefix("llvm.visa.typed.atomic16.") {
            typed_atomic(rest, true)?
        } else if let Some(rest) = name.strip_prefix("llvm.visa.typed.atomic.") {
            typed_atomic(rest, false)?
        } else if name.starts_with("llvm.genx.lsc.") {
            Lsc(LscIntrinsic::from_name(name)?)
        } else {
            return None;
        };
        Some(kind)
    }

    /// Index of the `<N x i1>` mask or predicate operand (`None` for the
    /// block messages, which have none).
    pub fn mask_operand(self) -> Option<u32> {
        match self {
            MemIntrinsicKind::MaskedGather | MemIntrinsicKind::MaskedLoad => Some(2),
            MemIntrinsicKind::MaskedScatter | MemIntrinsicKind::MaskedStore => Some(3),
            MemIntrinsicKind::SvmBlockLd { .. }
            | MemIntrinsicKind::SvmBlockSt
            | MemIntrinsicKind::OwordLd { .. }
            | MemIntrinsicKind::OwordSt => None,
            MemIntrinsicKind::Lsc(lsc) => lsc.operand(crate::ir::lsc::Role::Pred).map(|i| i as u32),
            _ => Some(0),
        }
    }

    /// Index of the pointer (or pointer-vector) operand, for the generic intrinsics.
    pub fn pointer_operand(self) -> Option<u32> {
        match self {
            MemIntrinsicKind::MaskedGather | MemIntrinsicKind::MaskedLoad => Some(0),
            MemIntrinsicKind::MaskedScatter | MemIntrinsicKind::MaskedStore => Some(1),
            _ => None,
        }
    }

    /// Index of the data operand for operations without a result.
    fn data_operand(self) -> Option<u32> {
        match self {
            MemIntrinsicKind::MaskedScatter | MemIntrinsicKind::MaskedStore => Some(0),
            MemIntrinsicKind::Scatter4Scaled | MemIntrinsicKind::ScatterScaled => Some(6),
            MemIntrinsicKind::QwScatter | MemIntrinsicKind::SvmScatter => Some(3),
            MemIntrinsicKind::SvmBlockSt => Some(1),
            MemIntrinsicKind::OwordSt => Some(2),
            _ => None,
        }
    }

    pub fn name(self) -> String {
        let (family, op) = self.name_parts();
        [family, op].concat()
    }

    /// [`Self::name`] in two pieces (the family, and an atomic's operation
    /// or nothing), for a caller that writes many names without a `String`
    /// for each.
    pub fn name_parts(self) -> (&'static str, &'static str) {
        use MemIntrinsicKind::*;
        let family = match self {
            MaskedGather => "masked.gather",
            MaskedScatter => "masked.scatter",
            MaskedLoad => "masked.load",
            MaskedStore => "masked.store",
            SvmGather => "genx.svm.gather",
            SvmScatter => "genx.svm.scatter",
            SvmBlockLd { unaligned: false } => "genx.svm.block.ld",
            SvmBlockLd { unaligned: true } => "genx.svm.block.ld.unaligned",
            SvmBlockSt => "genx.svm.block.st",
            Gather4Scaled => "genx.gather4.scaled",
            Scatter4Scaled => "genx.scatter4.scaled",
            GatherScaled => "genx.gather.scaled",
            ScatterScaled => "genx.scatter.scaled",
            QwGather => "visa.qw.gather",
            QwScatter => "visa.qw.scatter",
            OwordLd { unaligned: false } => "genx.oword.ld",
            OwordLd { unaligned: true } => "genx.oword.ld.unaligned",
            OwordSt => "genx.oword.st",
            TypedAtomic { op, is_16bit: false } => return ("genx.typed.atomic.", op.name()),
            TypedAtomic { op, is_16bit: true } => return ("visa.typed.atomic16.", op.name()),
            DwordAtomic { op, is_16bit: false } => return ("genx.dword.atomic.", op.name()),
            DwordAtomic { op, is_16bit: true } => return ("visa.dword.atomic16.", op.name()),
            SvmAtomic { op, is_16bit: false } => return ("genx.svm.atomic.", op.name()),
            SvmAtomic { op, is_16bit: true } => return ("visa.svm.atomic16.", op.name()),
            Lsc(lsc) => lsc.name(),
        };
        (family, "")
    }

    /// Whether this is one of LLVM's generic intrinsics (which `select`
    /// replaces), not a message intrinsic.
    pub fn is_generic(self) -> bool {
        matches!(
            self,
            MemIntrinsicKind::MaskedGather
                | MemIntrinsicKind::MaskedScatter
                | MemIntrinsicKind::MaskedLoad
                | MemIntrinsicKind::MaskedStore
        )
    }
}

impl MemIntrinsicKind {
    /// Whether the call only reads memory and returns what it read: no
    /// store, atomic, fence or prefetch (a prefetch's only effect is the
    /// cache, which is why one is written). An unused call of such a kind
    /// has no observable effect (`transforms::dead_loads`).
    pub fn only_reads(self) -> bool {
        use crate::ir::lsc::Block2dOp;
        use MemIntrinsicKind::*;
        match self {
            MaskedGather
            | MaskedLoad
            | SvmGather
            | SvmBlockLd { .. }
            | Gather4Scaled
            | GatherScaled
            | QwGather
            | OwordLd { .. } => true,
            Lsc(LscIntrinsic::Load { .. }) => true,
            Lsc(
                LscIntrinsic::Block2d { op }
                | LscIntrinsic::Block2dDesc { op, .. }
                | LscIntrinsic::TypedQuad { op }
                | LscIntrinsic::Typed2d { op },
            ) => op == Block2dOp::Load,
            _ => false,
        }
    }
}

impl fmt::Display for MemIntrinsicKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (family, op) = self.name_parts();
        f.write_str(family)?;
        f.write_str(op)
    }
}

/// LLVM's memory intrinsics the tool does not lower: `select` refuses each
/// by name at its call rather than leave it to fail later.
pub const UNLOWERED_MEMORY_INTRINSICS: [&str; 5] =
    ["llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.masked.expandload", "llvm.masked.compressstore"];

/// The one of [`UNLOWERED_MEMORY_INTRINSICS`] `name` calls (`llvm.memset.p1i8.i64`: `llvm.memset`).
pub fn unlowered_memory_intrinsic(name: &str) -> Option<&'static str> {
    UNLOWERED_MEMORY_INTRINSICS.into_iter().find(|prefix| has_prefix(name, prefix))
}

/// `name` is `prefix` or `prefix.<overload suffix>`.
fn has_prefix(name: &str, prefix: &str) -> bool {
    name.strip_prefix(prefix).is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// The `<op>` of `llvm.genx.{dword,svm}.atomic.<op>.<overloads>`.
fn atomic_op(rest: &str) -> Option<AtomicOp> {
    AtomicOp::from_name(rest.split('.').next()?)
}

fn typed_atomic(rest: &str, is_16bit: bool) -> Option<MemIntrinsicKind> {
    let op_name = rest.split('.').next()?;
    Some(MemIntrinsicKind::TypedAtomic { op: AtomicOp::from_name(op_name)?, is_16bit })
}

/// What a memory operation is: a memory intrinsic, or one of the IR's own
/// memory instructions that `select` lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryOpKind {
    Intrinsic(MemIntrinsicKind),
    Load,
    Store,
    AtomicRmw,
    CmpXchg,
}

impl MemoryOpKind {
    /// The name in two pieces, as [`MemIntrinsicKind::name_parts`].
    pub fn name_parts(self) -> (&'static str, &'static str) {
        match self {
            MemoryOpKind::Intrinsic(kind) => kind.name_parts(),
            MemoryOpKind::Load => ("load", ""),
            MemoryOpKind::Store => ("store", ""),
            MemoryOpKind::AtomicRmw => ("atomicrmw", ""),
            MemoryOpKind::CmpXchg => ("cmpxchg", ""),
        }
    }
}

impl fmt::Display for MemoryOpKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (family, op) = self.name_parts();
        f.write_str(family)?;
        f.write_str(op)
    }
}

/// One memory operation found in a function: a memory intrinsic call, a
/// `load`, `store`, `atomicrmw` or `cmpxchg`.
#[derive(Clone, Debug)]
pub struct MemoryOp<'ctx> {
    pub kind: MemoryOpKind,
    pub call: InstructionValue<'ctx>,
    /// Index of the instruction in its function (for source positions).
    pub index_in_function: usize,
    /// Lanes: the length of the mask/predicate vector (`None` if it is not a
    /// vector); for the IR's instructions, of the value moved (1 for a scalar).
    pub width: Option<u32>,
    /// The element type of the data moved, as LLVM prints it (`i32`, `float`).
    pub elem_type: Cow<'static, str>,
    /// Address space of the pointers, for the generic intrinsics.
    pub addr_space: Option<u32>,
}

/// Every memory operation in `function`, in instruction order.
pub fn memory_ops<'ctx>(function: FunctionValue<'ctx>) -> Vec<MemoryOp<'ctx>> {
    let mut ops = Vec::new();
    // A function calls few intrinsics many times: each callee is classified once.
    let mut callees = ByCallee::default();
    for (index, inst) in instructions(function).enumerate() {
        // The IR's own instructions: (kind, value operand (`None`: the result), pointer operand).
        let instruction = match inst.get_opcode() {
            InstructionOpcode::Load => Some((MemoryOpKind::Load, None, 0)),
            InstructionOpcode::Store => Some((MemoryOpKind::Store, Some(0), 1)),
            InstructionOpcode::AtomicRMW => Some((MemoryOpKind::AtomicRmw, Some(1), 0)),
            InstructionOpcode::AtomicCmpXchg => Some((MemoryOpKind::CmpXchg, Some(1), 0)),
            InstructionOpcode::Call => None,
            _ => continue,
        };
        if let Some((kind, value, pointer)) = instruction {
            let value_type = match value {
                Some(i) => operand(inst, i).map(|v| v.get_type().as_any_type_enum()),
                None => Some(inst.get_type()),
            };
            let width = value_type.map(|t| match t {
                AnyTypeEnum::VectorType(v) => v.get_size(),
                _ => 1,
            });
            let elem_type = value_type.map(element_type_name).unwrap_or_else(|| "?".into());
            let addr_space = operand(inst, pointer).and_then(|v| pointer_addr_space(v.get_type()));
            ops.push(MemoryOp { kind, call: inst, index_in_function: index, width, elem_type, addr_space });
            continue;
        }
        let Some(kind) = callees.of(inst, MemIntrinsicKind::from_name).flatten() else {
            continue;
        };
        let (width, elem_type, addr_space) = moved(inst, kind);
        let kind = MemoryOpKind::Intrinsic(kind);
        ops.push(MemoryOp { kind, call: inst, index_in_function: index, width, elem_type, addr_space });
    }
    ops
}

/// What a memory intrinsic call moves: [`MemoryOp::width`],
/// [`MemoryOp::elem_type`] and [`MemoryOp::addr_space`].
type Moved = (Option<u32>, Cow<'static, str>, Option<u32>);

fn moved(call: InstructionValue<'_>, kind: MemIntrinsicKind) -> Moved {
    let width = kind.mask_operand().and_then(|i| operand(call, i)).and_then(|v| vector_len(v.get_type()));
    let data_type = match kind.data_operand() {
        Some(i) => operand(call, i).map(|v| v.get_type().as_any_type_enum()),
        None => Some(call.get_type()),
    };
    let elem_type = data_type.map(|t| element_type_name(t)).unwrap_or_else(|| "?".into());
    let addr_space =
        kind.pointer_operand().and_then(|i| operand(call, i)).and_then(|v| pointer_addr_space(v.get_type()));
    (width, elem_type, addr_space)
}

/// The instructions of a function in block order.
pub fn instructions<'ctx>(function: FunctionValue<'ctx>) -> impl Iterator<Item = InstructionValue<'ctx>> {
    function
        .get_basic_blocks()
        .into_iter()
        .flat_map(|bb| std::iter::successors(bb.get_first_instruction(), |i| i.get_next_instruction()))
}

/// The name of the function a call calls directly (`None` for indirect calls).
pub fn called_function_name(call: InstructionValue<'_>) -> Option<String> {
    with_called_function_name(call, str::to_string)
}

/// `f` of the name of the function a call calls directly, without copying
/// the name (`None` for indirect calls and other instructions).
///
/// A direct call is a `call` whose callee is a function of the type the
/// call calls through (LLVM's `CallBase::getCalledFunction`); its name must
/// be UTF-8.
///
/// (The opcode test is inlined: most instructions asked about are not calls.)
#[inline]
pub fn with_called_function_name<R>(call: InstructionValue<'_>, f: impl FnOnce(&str) -> R) -> Option<R> {
    if !is_call(call) {
        return None;
    }
    with_direct_callee_name(call, f)
}

/// Whether `inst` is a `call` (one opcode read; inlined into the callers
/// that ask it of every instruction).
#[inline]
fn is_call(inst: InstructionValue<'_>) -> bool {
    super::llvm::instruction_opcode(inst) == inkwell::llvm_sys::LLVMOpcode::LLVMCall
}

/// [`with_called_function_name`] of a `call` instruction.
fn with_direct_callee_name<R>(call: InstructionValue<'_>, f: impl FnOnce(&str) -> R) -> Option<R> {
    with_function_name(direct_callee(call)?, f)
}

/// The function a `call` instruction calls directly (LLVM's
/// `CallBase::getCalledFunction`): its callee, if that is a function of the
/// type the call calls through.
fn direct_callee(call: InstructionValue<'_>) -> Option<LLVMValueRef> {
    super::llvm::direct_callee(call)
}

/// `f` of the (UTF-8) name of `function`.
fn with_function_name<R>(function: LLVMValueRef, f: impl FnOnce(&str) -> R) -> Option<R> {
    // The name is LLVM's, used before anything can rename the function.
    std::str::from_utf8(super::llvm::value_name_bytes(function)).ok().map(f)
}

/// `classify` of the name of each function called directly, asked once per
/// callee (a function's name is looked up in a table of the context, then
/// compared with every intrinsic's; a module makes many calls to few
/// functions). Valid while no function is renamed or deleted: a planning walk.
pub struct ByCallee<T>(FxHashMap<LLVMValueRef, Option<T>>);

impl<T> Default for ByCallee<T> {
    fn default() -> Self {
        ByCallee(FxHashMap::default())
    }
}

impl<T: Copy> ByCallee<T> {
    /// `classify` of the name of the function `inst` calls directly, as
    /// [`with_called_function_name`] answers. (The opcode test is inlined:
    /// most instructions asked about are not calls.)
    #[inline]
    pub fn of(&mut self, inst: InstructionValue<'_>, classify: impl FnOnce(&str) -> T) -> Option<T> {
        if !is_call(inst) {
            return None;
        }
        let callee = direct_callee(inst)?;
        *self.0.entry(callee).or_insert_with(|| with_function_name(callee, classify))
    }
}

/// The memory intrinsic a call calls, if it is one. (Inlined: most
/// instructions asked about are not calls.)
#[inline]
pub fn called_intrinsic(call: InstructionValue<'_>) -> Option<MemIntrinsicKind> {
    with_called_function_name(call, MemIntrinsicKind::from_name).flatten()
}

/// Operand `index` of `inst`, unless there is none or it is a basic block.
pub fn operand<'ctx>(inst: InstructionValue<'ctx>, index: u32) -> Option<BasicValueEnum<'ctx>> {
    // What inkwell's `get_operand(index)?.value()` answers, without building
    // its `Either` (read per operand of every operation planned).
    super::llvm::basic_operand(inst, index)
}

fn vector_len(ty: BasicTypeEnum<'_>) -> Option<u32> {
    match ty {
        BasicTypeEnum::VectorType(v) => Some(v.get_size()),
        _ => None,
    }
}

/// The element type of a vector (or the type itself), as LLVM prints it.
fn element_type_name(ty: AnyTypeEnum<'_>) -> Cow<'static, str> {
    let element = match ty {
        AnyTypeEnum::VectorType(v) => v.get_element_type().as_any_type_enum(),
        other => other,
    };
    // Fast path: an integer's name is its width (LLVM's printer would
    // allocate a stream and a string for it, once per operation).
    match element {
        AnyTypeEnum::IntType(int) => match int.get_bit_width() {
            // (`format!` costs as much again as the rest of the report's line.)
            8 => "i8".into(),
            16 => "i16".into(),
            32 => "i32".into(),
            64 => "i64".into(),
            width => format!("i{width}").into(),
        },
        other => other.print_to_string().to_string().into(),
    }
}

/// The address space of a pointer or a vector of pointers.
fn pointer_addr_space(ty: BasicTypeEnum<'_>) -> Option<u32> {
    let pointer = match ty {
        BasicTypeEnum::VectorType(v) => v.get_element_type(),
        other => other,
    };
    match pointer {
        BasicTypeEnum::PointerType(p) => super::llvm::address_space(p.as_type_ref()),
        _ => None,
    }
}

/// Which of `llvm.memset`, `llvm.memcpy` and `llvm.memmove` a call is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemTransfer {
    Set,
    Copy,
    Move,
}

impl MemTransfer {
    /// The intrinsic `call` calls, if one of the three (`.inline` forms too).
    pub fn of(call: LLVMValueRef) -> Option<MemTransfer> {
        if opcode(call) != Some(LLVMOpcode::LLVMCall) {
            return None;
        }
        let callee = called_value(call).filter(|&c| is_a(c, ValueClass::Function))?;
        let name = value_name_bytes(callee);
        [
            (b"llvm.memset.".as_slice(), MemTransfer::Set),
            (b"llvm.memcpy.", MemTransfer::Copy),
            (b"llvm.memmove.", MemTransfer::Move),
        ]
        .into_iter()
        .find_map(|(prefix, kind)| name.starts_with(prefix).then_some(kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_by_prefix() {
        use MemIntrinsicKind::*;
        assert_eq!(MemIntrinsicKind::from_name("llvm.masked.gather.v16i32.v16p1i32"), Some(MaskedGather));
        assert_eq!(MemIntrinsicKind::from_name("llvm.masked.scatter.v8f32.v8p3f32"), Some(MaskedScatter));
        assert_eq!(MemIntrinsicKind::from_name("llvm.genx.svm.gather.v8i32.v8i1.v8i64"), Some(SvmGather));
        assert_eq!(MemIntrinsicKind::from_name("llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32"), Some(Scatter4Scaled));
        assert_eq!(MemIntrinsicKind::from_name("llvm.visa.qw.scatter.v8i1.v8i32.v8i64"), Some(QwScatter));
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32"),
            Some(TypedAtomic { op: AtomicOp::CmpXchg, is_16bit: false })
        );
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.visa.typed.atomic16.fmax.v8i32"),
            Some(TypedAtomic { op: AtomicOp::FMax, is_16bit: true })
        );
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.visa.typed.atomic.predec.v8i32"),
            Some(TypedAtomic { op: AtomicOp::PreDec, is_16bit: false })
        );
        assert_eq!(MemIntrinsicKind::from_name("llvm.genx.svm.gathers"), None);
        assert_eq!(MemIntrinsicKind::from_name("llvm.genx.typed.atomic.frob.v8i32"), None);
        assert_eq!(MemIntrinsicKind::from_name("llvm.masked.load.v4i32.p0v4i32"), Some(MaskedLoad));
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.genx.svm.block.ld.unaligned.v4i32.i64"),
            Some(SvmBlockLd { unaligned: true })
        );
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.genx.svm.block.ld.v4i32.i64"),
            Some(SvmBlockLd { unaligned: false })
        );
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.genx.oword.ld.unaligned.v4i32"),
            Some(OwordLd { unaligned: true })
        );
        assert_eq!(MemIntrinsicKind::from_name("llvm.genx.oword.ld.v4i32"), Some(OwordLd { unaligned: false }));
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.genx.dword.atomic.imin.v8i32.v8i1.v8i32"),
            Some(DwordAtomic { op: AtomicOp::IMin, is_16bit: false })
        );
        assert_eq!(
            MemIntrinsicKind::from_name("llvm.genx.svm.atomic.cmpxchg.v8i64.v8i1.v8i64"),
            Some(SvmAtomic { op: AtomicOp::CmpXchg, is_16bit: false })
        );
        assert_eq!(MemIntrinsicKind::from_name("llvm.genx.svm.atomic.frob.v8i64"), None);
        assert_eq!(MemIntrinsicKind::from_name("llvm.genx.svm.scattered.v8i64"), None);
    }

    #[test]
    fn calls_of_one_callee_move_what_their_operands_say() {
        use inkwell::memory_buffer::MemoryBuffer;
        // A varargs callee's calls pass what they like; a callee whose data
        // operand is not a parameter has none; a plain one moves its types.
        let text = "declare void @llvm.genx.svm.scatter.any(...)\n\
                    declare void @llvm.genx.svm.scatter.short(<8 x i1>, i32)\n\
                    declare <8 x float> @llvm.genx.svm.gather.f(<8 x i1>, i32, <8 x i64>, <8 x float>)\n\
                    define void @f(<8 x i1> %m, <8 x i64> %a, <8 x i32> %d) {\n\
                    call void (...) @llvm.genx.svm.scatter.any(<8 x i1> %m, i32 0, <8 x i64> %a, <8 x i32> %d)\n\
                    call void (...) @llvm.genx.svm.scatter.any(<4 x i1> undef, i32 0, <4 x i64> undef, <4 x i16> undef)\n\
                    call void @llvm.genx.svm.scatter.short(<8 x i1> %m, i32 0)\n\
                    %x = call <8 x float> @llvm.genx.svm.gather.f(<8 x i1> %m, i32 0, <8 x i64> %a, <8 x float> undef)\n\
                    %y = call <8 x float> @llvm.genx.svm.gather.f(<8 x i1> %m, i32 0, <8 x i64> %a, <8 x float> %x)\n\
                    ret void\n\
                    }\n";
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let ops = memory_ops(module.get_function("f").unwrap());
        let moved: Vec<_> = ops.iter().map(|op| (op.index_in_function, op.width, op.elem_type.as_ref())).collect();
        assert_eq!(
            moved,
            [(0, Some(8), "i32"), (1, Some(4), "i16"), (2, Some(8), "?"), (3, Some(8), "float"), (4, Some(8), "float")]
        );
        assert!(ops.iter().all(|op| op.kind.to_string() == op.kind.name_parts().0));
    }

    /// docs/input-contract.md names every memory intrinsic the tool reads,
    /// every atomic operation, and every memory operation it refuses.
    #[test]
    fn the_input_contract_lists_every_memory_intrinsic() {
        let doc = include_str!("../../../docs/input-contract.md");
        let mut names: Vec<String> = PLAIN.iter().map(|(name, _)| name.to_string()).collect();
        names.extend(["llvm.genx.oword.ld".to_string(), "llvm.genx.oword.ld.unaligned".to_string()]);
        for family in [
            "llvm.genx.dword.atomic",
            "llvm.visa.dword.atomic16",
            "llvm.genx.svm.atomic",
            "llvm.visa.svm.atomic16",
            "llvm.genx.typed.atomic",
            "llvm.visa.typed.atomic",
            "llvm.visa.typed.atomic16",
        ] {
            assert!(MemIntrinsicKind::from_name(&format!("{family}.add.v8i32")).is_some(), "{family} is not read");
            names.push(format!("{family}.<op>"));
        }
        names.extend(AtomicOp::ALL.iter().map(|op| op.name().to_string()));
        names.extend(UNLOWERED_MEMORY_INTRINSICS.iter().map(|n| n.to_string()));
        // The LSC intrinsics, by their family's name (`<space>` spelled out).
        for (name, _) in crate::ir::lsc::NAMES.iter() {
            let family = ["slm", "stateless", "bti", "bindless"]
                .iter()
                .find_map(|space| name.strip_suffix(&format!(".{space}")).filter(|_| !name.ends_with("2d.stateless")))
                .filter(|_| !name.contains(".typed."))
                .map_or(name.to_string(), |family| format!("{family}.<space>"));
            names.push(family);
        }
        let missing: Vec<&String> = names.iter().filter(|n| !doc.contains(&format!("`{n}`"))).collect();
        assert!(missing.is_empty(), "docs/input-contract.md does not name: {missing:?}");
    }
}
