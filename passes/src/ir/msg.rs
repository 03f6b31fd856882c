//! The message intrinsics as typed calls: reading one from the IR and
//! building one. `select` builds them, `legalize` reads and rebuilds them at
//! legal widths, `emit` reads them. Operand conventions: `docs/intrinsics.md`.

use crate::fxhash::FxHashMap;
use crate::ir::intrinsics::{called_function_name, called_intrinsic, operand, MemIntrinsicKind};
use crate::isa::atomic::AtomicOp;
use crate::isa::limits::MAX_LANES;
use crate::isa::messages::Message;
use inkwell::builder::Builder;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::types::AsTypeRef;
use inkwell::types::{AnyType, AnyTypeEnum, BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{AnyValue, BasicValueEnum, FunctionValue, InstructionValue, IntValue, VectorValue};
use std::borrow::Cow;
use std::cell::RefCell;

/// `llvm.genx.svm.gather(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, <M x T> old)`.
#[derive(Clone, Copy, Debug)]
pub struct SvmGatherCall<'ctx> {
    pub pred: VectorValue<'ctx>,
    pub log2_num_blocks: u32,
    pub addrs: VectorValue<'ctx>,
    pub old: VectorValue<'ctx>,
}

/// `llvm.genx.scatter4.scaled(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface,
/// i32 global_offset, <N x i32> element_offset, <M x T> data)`.
#[derive(Clone, Copy, Debug)]
pub struct Scatter4Call<'ctx> {
    pub pred: VectorValue<'ctx>,
    pub channel_mask: u32,
    pub surface: IntValue<'ctx>,
    pub global_offset: IntValue<'ctx>,
    pub element_offset: VectorValue<'ctx>,
    pub data: VectorValue<'ctx>,
}

/// `llvm.visa.qw.scatter(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64|double> data)`.
#[derive(Clone, Copy, Debug)]
pub struct QwScatterCall<'ctx> {
    pub pred: VectorValue<'ctx>,
    pub surface: IntValue<'ctx>,
    pub offsets: VectorValue<'ctx>,
    pub data: VectorValue<'ctx>,
}

/// `llvm.genx.typed.atomic.<op>` / `llvm.visa.typed.atomic[16].<op>`:
/// `(<N x i1> pred, i32 surface, [src0, [src1,]] <N x i32> u, v, r, lod) -> <N x i32>`.
#[derive(Clone, Copy, Debug)]
pub struct TypedAtomicCall<'ctx> {
    pub op: AtomicOp,
    pub is_16bit: bool,
    pub pred: VectorValue<'ctx>,
    pub surface: IntValue<'ctx>,
    pub src0: Option<VectorValue<'ctx>>,
    pub src1: Option<VectorValue<'ctx>>,
    pub u: VectorValue<'ctx>,
    pub v: VectorValue<'ctx>,
    pub r: VectorValue<'ctx>,
    pub lod: VectorValue<'ctx>,
}

/// `llvm.genx.svm.scatter(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, <M x T> data)`.
#[derive(Clone, Copy, Debug)]
pub struct SvmScatterCall<'ctx> {
    pub pred: VectorValue<'ctx>,
    pub log2_num_blocks: u32,
    pub addrs: VectorValue<'ctx>,
    pub data: VectorValue<'ctx>,
}

/// `llvm.genx.gather4.scaled(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface,
/// i32 global_offset, <N x i32> element_offset, <M x T> old) -> <M x T>`.
#[derive(Clone, Copy, Debug)]
pub struct Gather4Call<'ctx> {
    pub pred: VectorValue<'ctx>,
    pub channel_mask: u32,
    pub surface: IntValue<'ctx>,
    pub global_offset: IntValue<'ctx>,
    pub element_offset: VectorValue<'ctx>,
    pub old: VectorValue<'ctx>,
}

/// `llvm.genx.gather.scaled` / `llvm.genx.scatter.scaled(<N x i1> pred, i32
/// log2_num_blocks, i16 scale, i32 surface, i32 global_offset, <N x i32>
/// element_offset, <N x T> data)`: `data` is the gather's `old` (and its
/// result's type) or the scatter's data.
#[derive(Clone, Copy, Debug)]
pub struct ByteScaledCall<'ctx> {
    pub gather: bool,
    pub pred: VectorValue<'ctx>,
    pub log2_num_blocks: u32,
    pub surface: IntValue<'ctx>,
    pub global_offset: IntValue<'ctx>,
    pub element_offset: VectorValue<'ctx>,
    pub data: VectorValue<'ctx>,
}

/// `llvm.visa.qw.gather(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64|double> old)`.
#[derive(Clone, Copy, Debug)]
pub struct QwGatherCall<'ctx> {
    pub pred: VectorValue<'ctx>,
    pub surface: IntValue<'ctx>,
    pub offsets: VectorValue<'ctx>,
    pub old: VectorValue<'ctx>,
}

/// The block messages: `llvm.genx.svm.block.ld[.unaligned](i64 addr)`,
/// `llvm.genx.svm.block.st(i64 addr, data)`, `llvm.genx.oword.ld[.unaligned](i32
/// is_modified, i32 surface, i32 offset)`, `llvm.genx.oword.st(i32 surface, i32
/// offset, data)`. `data` is the store's data, or a value of the load's
/// result type (the load's own result when read from IR).
#[derive(Clone, Copy, Debug)]
pub struct BlockCall<'ctx> {
    pub message: Message,
    /// SVM_BLOCK_LD `Properties` bit 3 (`.unaligned`: dword-aligned
    /// address); also set for OWORD_LD_UNALIGNED.
    pub unaligned: bool,
    /// `None` for the SVM messages.
    pub surface: Option<IntValue<'ctx>>,
    /// The SVM address (i64) or the surface offset (i32, owords or bytes).
    pub address: IntValue<'ctx>,
    pub data: BasicValueEnum<'ctx>,
}

/// `llvm.genx.dword.atomic.<op>(<N x i1> pred, i32 surface, <N x i32> offset,
/// [src0, [src1,]] <N x T> old)` and `llvm.genx.svm.atomic.<op>(<N x i1> pred,
/// <N x i64> addr, [src0, [src1,]] <N x T> old)`, returning `<N x T>`.
#[derive(Clone, Copy, Debug)]
pub struct AtomicCall<'ctx> {
    pub op: AtomicOp,
    /// The 16-bit form (`llvm.visa.{dword,svm}.atomic16.<op>`): i32 lanes
    /// whose low 16 bits are the data, as the pages' 16-bit atomics hold it.
    pub is_16bit: bool,
    pub pred: VectorValue<'ctx>,
    /// `None` for SVM_ATOMIC.
    pub surface: Option<IntValue<'ctx>>,
    /// Byte offsets (DWORD_ATOMIC) or 64-bit addresses (SVM_ATOMIC).
    pub addrs: VectorValue<'ctx>,
    pub src0: Option<VectorValue<'ctx>>,
    pub src1: Option<VectorValue<'ctx>>,
    pub old: VectorValue<'ctx>,
}

/// A call of one of the message intrinsics.
#[derive(Clone, Copy, Debug)]
pub enum MessageCall<'ctx> {
    SvmGather(SvmGatherCall<'ctx>),
    SvmScatter(SvmScatterCall<'ctx>),
    Scatter4(Scatter4Call<'ctx>),
    Gather4(Gather4Call<'ctx>),
    ByteScaled(ByteScaledCall<'ctx>),
    QwScatter(QwScatterCall<'ctx>),
    QwGather(QwGatherCall<'ctx>),
    Block(BlockCall<'ctx>),
    TypedAtomic(TypedAtomicCall<'ctx>),
    Atomic(AtomicCall<'ctx>),
}

impl<'ctx> MessageCall<'ctx> {
    /// Reads a message intrinsic call. `Ok(None)` for any other instruction;
    /// `Err` (a sentence for a diagnostic) when the operands are not of the
    /// documented form. (Inlined: most instructions scanned are not calls.)
    #[inline]
    pub fn parse(call: InstructionValue<'ctx>) -> Result<Option<MessageCall<'ctx>>, String> {
        match called_intrinsic(call) {
            Some(kind) => MessageCall::parse_as(call, kind),
            None => Ok(None),
        }
    }

    /// [`MessageCall::parse`] of a call already classified as calling `kind`.
    pub fn parse_as(call: InstructionValue<'ctx>, kind: MemIntrinsicKind) -> Result<Option<MessageCall<'ctx>>, String> {
        // The callee's name is copied only for a diagnostic.
        let name = || called_function_name(call).unwrap_or_default();
        let vector = |i: u32, what: &str| match operand(call, i) {
            Some(BasicValueEnum::VectorValue(v)) if v.get_type().get_size() > MAX_LANES => Err(format!(
                "`{}`: operand {i} ({what}) has {} lanes; supported: up to {MAX_LANES} lanes",
                name(),
                v.get_type().get_size()
            )),
            Some(BasicValueEnum::VectorValue(v)) => Ok(v),
            _ => Err(format!("`{}`: operand {i} ({what}) must be a vector", name())),
        };
        let int = |i: u32, what: &str| match operand(call, i) {
            Some(BasicValueEnum::IntValue(v)) => Ok(v),
            _ => Err(format!("`{}`: operand {i} ({what}) must be an integer", name())),
        };
        let constant = |i: u32, what: &str| {
            int(i, what)?
                .get_zero_extended_constant()
                .and_then(|c| u32::try_from(c).ok())
                .ok_or_else(|| format!("`{}`: operand {i} ({what}) must be a constant", name()))
        };
        let message = match kind {
            MemIntrinsicKind::SvmGather => MessageCall::SvmGather(SvmGatherCall {
                pred: vector(0, "pred")?,
                log2_num_blocks: constant(1, "log2_num_blocks")?,
                addrs: vector(2, "addresses")?,
                old: vector(3, "old")?,
            }),
            MemIntrinsicKind::Scatter4Scaled => MessageCall::Scatter4(Scatter4Call {
                pred: vector(0, "pred")?,
                channel_mask: constant(1, "channel_mask")?,
                surface: int(3, "surface")?,
                global_offset: int(4, "global_offset")?,
                element_offset: vector(5, "element_offset")?,
                data: vector(6, "data")?,
            }),
            MemIntrinsicKind::QwScatter => MessageCall::QwScatter(QwScatterCall {
                pred: vector(0, "pred")?,
                surface: int(1, "surface")?,
                offsets: vector(2, "offset")?,
                data: vector(3, "data")?,
            }),
            MemIntrinsicKind::TypedAtomic { op, is_16bit } => {
                let sources = usize::from(op.has_src0()) + usize::from(op.has_src1());
                let coord = |k: u32, what: &str| vector(2 + sources as u32 + k, what);
                MessageCall::TypedAtomic(TypedAtomicCall {
                    op,
                    is_16bit,
                    pred: vector(0, "pred")?,
                    surface: int(1, "surface")?,
                    src0: if op.has_src0() { Some(vector(2, "src0")?) } else { None },
                    src1: if op.has_src1() { Some(vector(2 + u32::from(op.has_src0()), "src1")?) } else { None },
                    u: coord(0, "u")?,
                    v: coord(1, "v")?,
                    r: coord(2, "r")?,
                    lod: coord(3, "lod")?,
                })
            }
            MemIntrinsicKind::SvmScatter => MessageCall::SvmScatter(SvmScatterCall {
                pred: vector(0, "pred")?,
                log2_num_blocks: constant(1, "log2_num_blocks")?,
                addrs: vector(2, "addresses")?,
                data: vector(3, "data")?,
            }),
            MemIntrinsicKind::Gather4Scaled => MessageCall::Gather4(Gather4Call {
                pred: vector(0, "pred")?,
                channel_mask: constant(1, "channel_mask")?,
                surface: int(3, "surface")?,
                global_offset: int(4, "global_offset")?,
                element_offset: vector(5, "element_offset")?,
                old: vector(6, "old")?,
            }),
            MemIntrinsicKind::GatherScaled | MemIntrinsicKind::ScatterScaled => {
                MessageCall::ByteScaled(ByteScaledCall {
                    gather: kind == MemIntrinsicKind::GatherScaled,
                    pred: vector(0, "pred")?,
                    log2_num_blocks: constant(1, "log2_num_blocks")?,
                    surface: int(3, "surface")?,
                    global_offset: int(4, "global_offset")?,
                    element_offset: vector(5, "element_offset")?,
                    data: vector(6, "data")?,
                })
            }
            MemIntrinsicKind::QwGather => MessageCall::QwGather(QwGatherCall {
                pred: vector(0, "pred")?,
                surface: int(1, "surface")?,
                offsets: vector(2, "offset")?,
                old: vector(3, "old")?,
            }),
            MemIntrinsicKind::SvmBlockLd { unaligned } => {
                let Ok(data) = BasicValueEnum::try_from(call.as_any_value_enum()) else {
                    return Err(format!("`{}`: the result must be a vector", name()));
                };
                MessageCall::Block(BlockCall {
                    message: Message::SvmBlockLd,
                    unaligned,
                    surface: None,
                    address: int(0, "address")?,
                    data,
                })
            }
            MemIntrinsicKind::SvmBlockSt => MessageCall::Block(BlockCall {
                message: Message::SvmBlockSt,
                unaligned: false,
                surface: None,
                address: int(0, "address")?,
                data: operand(call, 1).ok_or_else(|| format!("`{}`: operand 1 (data) is missing", name()))?,
            }),
            MemIntrinsicKind::OwordLd { unaligned } => {
                let Ok(data) = BasicValueEnum::try_from(call.as_any_value_enum()) else {
                    return Err(format!("`{}`: the result must be a vector", name()));
                };
                let message = if unaligned { Message::OwordLdUnaligned } else { Message::OwordLd };
                MessageCall::Block(BlockCall {
                    message,
                    unaligned,
                    surface: Some(int(1, "surface")?),
                    address: int(2, "offset")?,
                    data,
                })
            }
            MemIntrinsicKind::OwordSt => MessageCall::Block(BlockCall {
                message: Message::OwordSt,
                unaligned: false,
                surface: Some(int(0, "surface")?),
                address: int(1, "offset")?,
                data: operand(call, 2).ok_or_else(|| format!("`{}`: operand 2 (data) is missing", name()))?,
            }),
            MemIntrinsicKind::DwordAtomic { op, is_16bit } | MemIntrinsicKind::SvmAtomic { op, is_16bit } => {
                let svm = matches!(kind, MemIntrinsicKind::SvmAtomic { .. });
                let first = if svm { 2 } else { 3 };
                let src1_at = first + u32::from(op.has_src0());
                MessageCall::Atomic(AtomicCall {
                    op,
                    is_16bit,
                    pred: vector(0, "pred")?,
                    surface: if svm { None } else { Some(int(1, "surface")?) },
                    addrs: vector(first - 1, if svm { "addresses" } else { "element_offset" })?,
                    src0: if op.has_src0() { Some(vector(first, "src0")?) } else { None },
                    src1: if op.has_src1() { Some(vector(src1_at, "src1")?) } else { None },
                    old: vector(src1_at + u32::from(op.has_src1()), "old")?,
                })
            }
            MemIntrinsicKind::MaskedGather
            | MemIntrinsicKind::MaskedScatter
            | MemIntrinsicKind::MaskedLoad
            | MemIntrinsicKind::MaskedStore => return Ok(None),
            // Not lowered yet: `select` refuses them (`crate::ir::lsc`).
            MemIntrinsicKind::Lsc(_) => return Ok(None),
        };
        Ok(Some(message))
    }

    /// The number of lanes (the predicate's length); for the block
    /// messages, the bytes moved (0 when they are not whole bytes).
    pub fn width(&self) -> u32 {
        match self.pred() {
            Some(pred) => pred.get_type().get_size(),
            None => match self {
                MessageCall::Block(b) => value_bytes(b.data).unwrap_or(0),
                _ => 0,
            },
        }
    }

    /// The vISA message the call is.
    pub fn message(&self) -> Message {
        match self {
            MessageCall::SvmGather(_) => Message::SvmGather,
            MessageCall::SvmScatter(_) => Message::SvmScatter,
            MessageCall::Scatter4(_) => Message::Scatter4Scaled,
            MessageCall::Gather4(_) => Message::Gather4Scaled,
            MessageCall::ByteScaled(b) if b.gather => Message::GatherScaled,
            MessageCall::ByteScaled(_) => Message::ScatterScaled,
            MessageCall::QwScatter(_) => Message::QwScatter,
            MessageCall::QwGather(_) => Message::QwGather,
            MessageCall::Block(b) => b.message,
            MessageCall::TypedAtomic(_) => Message::TypedAtomic,
            MessageCall::Atomic(a) if a.surface.is_some() => Message::DwordAtomic,
            MessageCall::Atomic(_) => Message::SvmAtomic,
        }
    }

    /// The surface operand, for the messages that name one.
    pub fn surface(&self) -> Option<IntValue<'ctx>> {
        match self {
            MessageCall::Scatter4(m) => Some(m.surface),
            MessageCall::Gather4(m) => Some(m.surface),
            MessageCall::ByteScaled(m) => Some(m.surface),
            MessageCall::QwScatter(m) => Some(m.surface),
            MessageCall::QwGather(m) => Some(m.surface),
            MessageCall::TypedAtomic(m) => Some(m.surface),
            MessageCall::Block(m) => m.surface,
            MessageCall::Atomic(m) => m.surface,
            MessageCall::SvmGather(_) | MessageCall::SvmScatter(_) => None,
        }
    }

    /// The predicate; the block messages have none.
    pub fn pred(&self) -> Option<VectorValue<'ctx>> {
        Some(match self {
            MessageCall::SvmGather(m) => m.pred,
            MessageCall::SvmScatter(m) => m.pred,
            MessageCall::Scatter4(m) => m.pred,
            MessageCall::Gather4(m) => m.pred,
            MessageCall::ByteScaled(m) => m.pred,
            MessageCall::QwScatter(m) => m.pred,
            MessageCall::QwGather(m) => m.pred,
            MessageCall::Block(_) => return None,
            MessageCall::TypedAtomic(m) => m.pred,
            MessageCall::Atomic(m) => m.pred,
        })
    }
}

/// The bytes of a value of integer or floating-point lanes (`None` for
/// pointers, `i1` and other lanes that are not whole bytes).
pub fn value_bytes(value: BasicValueEnum<'_>) -> Option<u32> {
    let (lanes, elem) = match value.get_type() {
        BasicTypeEnum::VectorType(v) => (v.get_size(), v.get_element_type()),
        other => (1, other),
    };
    let bits = match elem {
        BasicTypeEnum::IntType(t) => t.get_bit_width(),
        BasicTypeEnum::FloatType(t) => match super::llvm::type_kind(t.as_type_ref()) {
            LLVMTypeKind::LLVMHalfTypeKind => 16,
            LLVMTypeKind::LLVMFloatTypeKind => 32,
            LLVMTypeKind::LLVMDoubleTypeKind => 64,
            _ => return None,
        },
        _ => return None,
    };
    (bits % 8 == 0).then(|| lanes * bits / 8)
}

/// LLVM's mangled name of a type in an overloaded intrinsic's suffix
/// (`v16i32`, `v8f32`, `v4p1i32` for typed pointers, `v4p1` for opaque ones).
pub fn type_suffix(ty: AnyTypeEnum<'_>) -> String {
    match ty {
        AnyTypeEnum::IntType(t) => format!("i{}", t.get_bit_width()),
        AnyTypeEnum::FloatType(t) => match super::llvm::type_kind(t.as_type_ref()) {
            LLVMTypeKind::LLVMHalfTypeKind => "f16".into(),
            LLVMTypeKind::LLVMFloatTypeKind => "f32".into(),
            LLVMTypeKind::LLVMDoubleTypeKind => "f64".into(),
            // bfloat, fp128, ...: as printed.
            _ => t.print_to_string().to_string(),
        },
        AnyTypeEnum::VectorType(v) => {
            format!("v{}{}", v.get_size(), type_suffix(v.get_element_type().as_any_type_enum()))
        }
        AnyTypeEnum::PointerType(p) => {
            // `ptr addrspace(1)` mangles as `p1`; `i32 addrspace(1)*` as `p1i32`. The element
            // type is read from the printed type: get_element_type segfaults on opaque pointers.
            let printed = p.print_to_string().to_string();
            let space = u16::try_from(printed_addr_space(&printed)).unwrap_or(0);
            match printed.split_once(' ').map(|(elem, _)| elem).or_else(|| printed.strip_suffix('*')) {
                Some(elem) if !printed.starts_with("ptr") => format!("p{space}{}", elem_suffix(elem)),
                _ => format!("p{space}"),
            }
        }
        other => other.print_to_string().to_string(),
    }
}

fn printed_addr_space(printed: &str) -> u32 {
    printed
        .split_once("addrspace(")
        .and_then(|(_, rest)| rest.split_once(')'))
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or(0)
}

/// The suffix of a printed scalar element type (`i32`, `float` -> `f32`).
fn elem_suffix(elem: &str) -> String {
    match elem.trim_end_matches('*') {
        "half" => "f16".into(),
        "float" => "f32".into(),
        "double" => "f64".into(),
        other => other.to_string(),
    }
}

/// The intrinsic declarations [`build_with`] has looked up or added, by
/// name base and overload types (the mangled name is a function of both):
/// naming and looking up a declaration costs more than building the call.
/// Valid while no declaration it holds is deleted.
#[derive(Debug, Default)]
pub struct Declarations<'ctx> {
    functions: RefCell<FxHashMap<DeclarationKey, FunctionValue<'ctx>>>,
    /// The declaration looked up last: a pass mostly builds calls of one
    /// intrinsic in a row, and comparing its key costs less than hashing it.
    last: RefCell<Option<(DeclarationKey, FunctionValue<'ctx>)>>,
}

/// (name base, overload types; unused slots 0)
type DeclarationKey = (Cow<'static, str>, [usize; 3]);

/// Declares (once) the overloaded intrinsic `base.<suffixes>` of the given type.
pub(crate) fn declare<'ctx>(
    module: &Module<'ctx>,
    declarations: &Declarations<'ctx>,
    base: Cow<'static, str>,
    ret: Option<BasicTypeEnum<'ctx>>,
    args: &[BasicValueEnum<'ctx>],
    overloads: &[AnyTypeEnum<'ctx>],
) -> FunctionValue<'ctx> {
    let mut slots = [0usize; 3];
    for (slot, t) in slots.iter_mut().zip(overloads) {
        *slot = t.as_type_ref() as usize;
    }
    if let Some((last, f)) = &*declarations.last.borrow() {
        if last.1 == slots && last.0 == base {
            return *f;
        }
    }
    let key = (base, slots);
    let cached = declarations.functions.borrow().get(&key).copied();
    let f = match cached {
        Some(f) => f,
        None => {
            let f = declare_uncached(module, &key.0, ret, &types(args), overloads);
            declarations.functions.borrow_mut().insert(key.clone(), f);
            f
        }
    };
    *declarations.last.borrow_mut() = Some((key, f));
    f
}

fn declare_uncached<'ctx>(
    module: &Module<'ctx>,
    base: &str,
    ret: Option<BasicTypeEnum<'ctx>>,
    params: &[BasicTypeEnum<'ctx>],
    overloads: &[AnyTypeEnum<'ctx>],
) -> FunctionValue<'ctx> {
    let mut name = base.to_string();
    for t in overloads {
        name.push('.');
        name.push_str(&type_suffix(*t));
    }
    if let Some(f) = module.get_function(&name) {
        return f;
    }
    let params: Vec<BasicMetadataTypeEnum> = params.iter().map(|t| (*t).into()).collect();
    let fn_type = match ret {
        Some(r) => r.fn_type(&params, false),
        None => module.get_context().void_type().fn_type(&params, false),
    };
    module.add_function(&name, fn_type, None)
}

fn types<'ctx>(values: &[BasicValueEnum<'ctx>]) -> Vec<BasicTypeEnum<'ctx>> {
    values.iter().map(|v| v.get_type()).collect()
}

/// Builds a call of the message `m` before the builder's position; returns
/// the call's result (`None` for scatters).
pub fn build<'ctx>(
    builder: &Builder<'ctx>,
    module: &Module<'ctx>,
    m: &MessageCall<'ctx>,
    name: &str,
) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    build_with(builder, module, &Declarations::default(), m, name)
}

/// [`build`], reusing the declarations in `declarations` (and adding to them).
pub fn build_with<'ctx>(
    builder: &Builder<'ctx>,
    module: &Module<'ctx>,
    declarations: &Declarations<'ctx>,
    m: &MessageCall<'ctx>,
    name: &str,
) -> Result<Option<BasicValueEnum<'ctx>>, String> {
    let ctx = module.get_context();
    let i32t = ctx.i32_type();
    let (function, values, is_void) = match m {
        MessageCall::SvmGather(g) => {
            let values: Vec<BasicValueEnum> = vec![
                g.pred.into(),
                i32t.const_int(u64::from(g.log2_num_blocks), false).into(),
                g.addrs.into(),
                g.old.into(),
            ];
            let overloads = [
                g.old.get_type().as_any_type_enum(),
                g.pred.get_type().as_any_type_enum(),
                g.addrs.get_type().as_any_type_enum(),
            ];
            let f = declare(
                module,
                declarations,
                "llvm.genx.svm.gather".into(),
                Some(g.old.get_type().into()),
                &values,
                &overloads,
            );
            (f, values, false)
        }
        MessageCall::Scatter4(s) => {
            let values: Vec<BasicValueEnum> = vec![
                s.pred.into(),
                i32t.const_int(u64::from(s.channel_mask), false).into(),
                ctx.i16_type().const_zero().into(),
                s.surface.into(),
                s.global_offset.into(),
                s.element_offset.into(),
                s.data.into(),
            ];
            let overloads = [
                s.pred.get_type().as_any_type_enum(),
                s.element_offset.get_type().as_any_type_enum(),
                s.data.get_type().as_any_type_enum(),
            ];
            let f = declare(module, declarations, "llvm.genx.scatter4.scaled".into(), None, &values, &overloads);
            (f, values, true)
        }
        MessageCall::QwScatter(q) => {
            let values: Vec<BasicValueEnum> = vec![q.pred.into(), q.surface.into(), q.offsets.into(), q.data.into()];
            let overloads = [
                q.pred.get_type().as_any_type_enum(),
                q.offsets.get_type().as_any_type_enum(),
                q.data.get_type().as_any_type_enum(),
            ];
            let f = declare(module, declarations, "llvm.visa.qw.scatter".into(), None, &values, &overloads);
            (f, values, true)
        }
        MessageCall::SvmScatter(g) => {
            let values: Vec<BasicValueEnum> = vec![
                g.pred.into(),
                i32t.const_int(u64::from(g.log2_num_blocks), false).into(),
                g.addrs.into(),
                g.data.into(),
            ];
            let overloads = [g.pred, g.addrs, g.data].map(|v| v.get_type().as_any_type_enum());
            let f = declare(module, declarations, "llvm.genx.svm.scatter".into(), None, &values, &overloads);
            (f, values, true)
        }
        MessageCall::Gather4(g) => {
            let values: Vec<BasicValueEnum> = vec![
                g.pred.into(),
                i32t.const_int(u64::from(g.channel_mask), false).into(),
                ctx.i16_type().const_zero().into(),
                g.surface.into(),
                g.global_offset.into(),
                g.element_offset.into(),
                g.old.into(),
            ];
            let overloads = [g.old, g.pred, g.element_offset].map(|v| v.get_type().as_any_type_enum());
            let ret = Some(g.old.get_type().into());
            let f = declare(module, declarations, "llvm.genx.gather4.scaled".into(), ret, &values, &overloads);
            (f, values, false)
        }
        MessageCall::ByteScaled(b) => {
            let values: Vec<BasicValueEnum> = vec![
                b.pred.into(),
                i32t.const_int(u64::from(b.log2_num_blocks), false).into(),
                ctx.i16_type().const_zero().into(),
                b.surface.into(),
                b.global_offset.into(),
                b.element_offset.into(),
                b.data.into(),
            ];
            let (base, ret, overloads) = if b.gather {
                ("llvm.genx.gather.scaled", Some(b.data.get_type().into()), [b.data, b.pred, b.element_offset])
            } else {
                ("llvm.genx.scatter.scaled", None, [b.pred, b.element_offset, b.data])
            };
            let overloads = overloads.map(|v| v.get_type().as_any_type_enum());
            (declare(module, declarations, base.into(), ret, &values, &overloads), values, !b.gather)
        }
        MessageCall::QwGather(q) => {
            let values: Vec<BasicValueEnum> = vec![q.pred.into(), q.surface.into(), q.offsets.into(), q.old.into()];
            let overloads = [q.old, q.pred, q.offsets].map(|v| v.get_type().as_any_type_enum());
            let ret = Some(q.old.get_type().into());
            let f = declare(module, declarations, "llvm.visa.qw.gather".into(), ret, &values, &overloads);
            (f, values, false)
        }
        MessageCall::Block(b) => {
            let data_ty = b.data.get_type();
            let (base, values, ret, overloads): (&str, Vec<BasicValueEnum>, _, Vec<AnyTypeEnum>) = match b.message {
                Message::SvmBlockLd => (
                    if b.unaligned { "llvm.genx.svm.block.ld.unaligned" } else { "llvm.genx.svm.block.ld" },
                    vec![b.address.into()],
                    Some(data_ty),
                    vec![data_ty.as_any_type_enum(), b.address.get_type().as_any_type_enum()],
                ),
                Message::SvmBlockSt => (
                    "llvm.genx.svm.block.st",
                    vec![b.address.into(), b.data],
                    None,
                    vec![b.address.get_type().as_any_type_enum(), data_ty.as_any_type_enum()],
                ),
                Message::OwordSt => (
                    "llvm.genx.oword.st",
                    vec![b.surface.unwrap_or(i32t.const_zero()).into(), b.address.into(), b.data],
                    None,
                    vec![data_ty.as_any_type_enum()],
                ),
                _ => (
                    if b.unaligned { "llvm.genx.oword.ld.unaligned" } else { "llvm.genx.oword.ld" },
                    vec![i32t.const_zero().into(), b.surface.unwrap_or(i32t.const_zero()).into(), b.address.into()],
                    Some(data_ty),
                    vec![data_ty.as_any_type_enum()],
                ),
            };
            let is_void = ret.is_none();
            (declare(module, declarations, base.into(), ret, &values, &overloads), values, is_void)
        }
        MessageCall::Atomic(a) => {
            let mut values: Vec<BasicValueEnum> = vec![a.pred.into()];
            values.extend(a.surface.map(BasicValueEnum::from));
            values.push(a.addrs.into());
            values.extend(a.src0.map(BasicValueEnum::from));
            values.extend(a.src1.map(BasicValueEnum::from));
            values.push(a.old.into());
            let family = if a.surface.is_some() { "dword" } else { "svm" };
            let base: Cow<'static, str> = if a.is_16bit {
                format!("llvm.visa.{family}.atomic16.{}", a.op.name()).into()
            } else {
                format!("llvm.genx.{family}.atomic.{}", a.op.name()).into()
            };
            let overloads = [a.old, a.pred, a.addrs].map(|v| v.get_type().as_any_type_enum());
            let ret = Some(a.old.get_type().into());
            (declare(module, declarations, base, ret, &values, &overloads), values, false)
        }
        MessageCall::TypedAtomic(a) => {
            let mut values: Vec<BasicValueEnum> = vec![a.pred.into(), a.surface.into()];
            values.extend(a.src0.map(BasicValueEnum::from));
            values.extend(a.src1.map(BasicValueEnum::from));
            values.extend([a.u, a.v, a.r, a.lod].map(BasicValueEnum::from));
            let base: Cow<'static, str> = match (a.is_16bit, a.op) {
                (true, op) => format!("llvm.visa.typed.atomic16.{}", op.name()).into(),
                (false, AtomicOp::PreDec) => "llvm.visa.typed.atomic.predec".into(),
                (false, op) => format!("llvm.genx.typed.atomic.{}", op.name()).into(),
            };
            let ret = a.u.get_type();
            let overloads =
                [ret.as_any_type_enum(), a.pred.get_type().as_any_type_enum(), a.u.get_type().as_any_type_enum()];
            (declare(module, declarations, base, Some(ret.into()), &values, &overloads), values, false)
        }
    };
    let call = build_call(builder, function, &values, if is_void { "" } else { name })?;
    Ok(call.try_as_basic_value().basic())
}

pub(crate) use super::llvm::build_call;

/// The metadata kind that records where a piece of a split message starts
/// in the operation it came from (`!visa.lane !{i32 16}`). `legalize`
/// attaches it in SIMT functions, where the piece's execution-mask offset
/// must follow its lanes: a constant predicate or constant operands fold
/// into constants that no longer say which lanes they were sliced from.
pub const LANE_METADATA: &str = "visa.lane";

/// Whether `function` is a SIMT kernel (`"visa-simt"="true"`, which
/// `--simt` puts on every function): its messages keep the dispatch mask.
pub fn is_simt(function: inkwell::values::FunctionValue<'_>) -> bool {
    function
        .get_string_attribute(inkwell::attributes::AttributeLoc::Function, "visa-simt")
        .is_some_and(|a| a.get_string_value().to_bytes() == b"true")
}

/// Whether the function holding `inst` is a SIMT kernel ([`is_simt`]).
pub fn in_simt_function(inst: InstructionValue<'_>) -> bool {
    inst.get_parent().and_then(|b| b.get_parent()).is_some_and(is_simt)
}

/// Records that `call` is the piece starting at lane `lane`.
pub fn set_piece_lane(call: InstructionValue<'_>, lane: u32) {
    let Some(ctx) = call.get_parent().map(|b| b.get_context()) else { return };
    let node = ctx.metadata_node(&[ctx.i32_type().const_int(u64::from(lane), false).into()]);
    // Fails only for a non-instruction; `call` is one.
    let _ = call.set_metadata(node, ctx.get_kind_id(LANE_METADATA));
}

/// The metadata kind that marks a message that must ignore the execution
/// mask (`!visa.nomask !{}`): the dword gathers `legalize` makes of an
/// unaligned SVM block load, which reads every byte whatever the dispatch
/// mask (the block messages run NoMask).
pub const NOMASK_METADATA: &str = "visa.nomask";

/// Marks `call` as running NoMask.
pub fn set_nomask(call: InstructionValue<'_>) {
    let Some(ctx) = call.get_parent().map(|b| b.get_context()) else { return };
    let node = ctx.metadata_node(&[]);
    // Fails only for a non-instruction; `call` is one.
    let _ = call.set_metadata(node, ctx.get_kind_id(NOMASK_METADATA));
}

/// Whether `call` must run NoMask.
pub fn is_nomask(call: InstructionValue<'_>) -> bool {
    call.get_parent()
        .map(|b| b.get_context())
        .is_some_and(|ctx| call.get_metadata(ctx.get_kind_id(NOMASK_METADATA)).is_some())
}

/// The lane a piece starts at, if `legalize` recorded it.
pub fn piece_lane(call: InstructionValue<'_>) -> Option<u32> {
    let ctx = call.get_parent()?.get_context();
    piece_lane_of_kind(call, ctx.get_kind_id(LANE_METADATA))
}

/// [`piece_lane`] with the kind id of [`LANE_METADATA`] looked up once by
/// the caller (the look-up hashes the name: a caller asking of every
/// message keeps it).
pub fn piece_lane_of_kind(call: InstructionValue<'_>, lane_kind: u32) -> Option<u32> {
    let node = call.get_metadata(lane_kind)?;
    let value = node.get_node_values()?.first().copied()?;
    match value {
        inkwell::values::BasicMetadataValueEnum::IntValue(i) => {
            i.get_zero_extended_constant().and_then(|v| u32::try_from(v).ok())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::intrinsics::instructions;
    use inkwell::memory_buffer::MemoryBuffer;

    const TEXT: &str = r#"
define void @k(<8 x i1> %p, <8 x i64> %a, <8 x i32> %o, <16 x float> %d, <8 x i64> %q, <8 x i32> %u) {
  %g = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %p, i32 1, <8 x i64> %a, <16 x i32> undef)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %p, i32 3, i16 0, i32 254, i32 0, <8 x i32> %o, <16 x float> %d)
  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %p, i32 254, <8 x i32> %o, <8 x i64> %q)
  %x = call <8 x i32> @llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %u, <8 x i32> %o, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u)
  ret void
}
declare <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <16 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x float>)
declare void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1>, i32, <8 x i32>, <8 x i64>)
declare <8 x i32> @llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
"#;

    #[test]
    fn parses_and_rebuilds_every_message_with_the_same_name() {
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(TEXT.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("k").unwrap();
        let calls: Vec<_> = instructions(f).collect();
        let builder = context.create_builder();
        let mut rebuilt = Vec::new();
        for call in &calls[..4] {
            let m = MessageCall::parse(*call).unwrap().unwrap();
            assert_eq!(m.width(), 8);
            builder.position_before(call);
            build(&builder, &module, &m, "r").unwrap();
            rebuilt.push(m);
        }
        assert!(matches!(rebuilt[0], MessageCall::SvmGather(SvmGatherCall { log2_num_blocks: 1, .. })));
        assert!(matches!(rebuilt[1], MessageCall::Scatter4(Scatter4Call { channel_mask: 3, .. })));
        let MessageCall::TypedAtomic(a) = rebuilt[3] else { panic!("not an atomic") };
        assert_eq!((a.op, a.src0.is_some(), a.src1.is_some()), (AtomicOp::CmpXchg, true, true));
        // Rebuilding declared no new functions: the mangled names match the input's.
        let names: Vec<String> = module.get_functions().map(|f| f.get_name().to_string_lossy().into_owned()).collect();
        assert_eq!(names.len(), 5, "{names:?}");
        assert!(module.verify().is_ok());
    }

    /// [`build_call`] names a call as LLVM names it when the name is given
    /// to `LLVMBuildCall2` (uniqued alike), and refuses a name with a NUL byte.
    #[test]
    fn calls_are_named_as_when_built_with_their_names() {
        use inkwell::llvm_sys::core::LLVMBuildCall2;
        use inkwell::values::AsValueRef;
        let names = ["g", "g", "", "g1", "a.b", "g"];
        let build = |direct: bool| {
            let context = crate::ir::context::create_context(false);
            let buffer = MemoryBuffer::create_from_memory_range_copy(TEXT.as_bytes(), "t.ll");
            let module = context.create_module_from_ir(buffer).unwrap();
            let f = module.get_function("k").unwrap();
            let first = instructions(f).next().unwrap();
            let callee = module.get_function("llvm.genx.svm.gather.v16i32.v8i1.v8i64").unwrap();
            let args: Vec<BasicValueEnum> = (0..4).filter_map(|i| crate::ir::intrinsics::operand(first, i)).collect();
            let builder = context.create_builder();
            builder.position_before(&first);
            for name in names {
                if direct {
                    let c_name = std::ffi::CString::new(name).unwrap();
                    let mut refs: Vec<_> = args.iter().map(|a| a.as_value_ref()).collect();
                    // SAFETY: as in `build_call`.
                    unsafe {
                        LLVMBuildCall2(
                            builder.as_mut_ptr(),
                            callee.get_type().as_type_ref(),
                            callee.as_value_ref(),
                            refs.as_mut_ptr(),
                            refs.len() as u32,
                            c_name.as_ptr(),
                        )
                    };
                } else {
                    build_call(&builder, callee, &args, name).unwrap();
                }
            }
            if !direct {
                assert!(build_call(&builder, callee, &args, "a\0b").is_err());
            }
            module.print_to_string().to_string()
        };
        let built = build(false);
        assert!(built.contains("%g2 = call"), "{built}");
        assert_eq!(built, build(true));
    }

    #[test]
    fn ordinary_calls_are_not_messages() {
        let text = "define void @f() {\n  ret void\n}\n";
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let ret = instructions(f).next().unwrap();
        assert!(MessageCall::parse(ret).unwrap().is_none());
    }
}
