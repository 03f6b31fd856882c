//! What `emit` reads from the LLVM module, through the C API: value types
//! as vISA element types, names, constant lanes, the data layout.
//!
//! Constants are read lane by lane with `LLVMConstExtractElement` and the
//! `LLVMIsA*` queries, never with inkwell's element accessors
//! (`VectorValue::get_element_as_constant` crashes on `<N x i1>` constants
//! and `zeroinitializer`); the elements of a vector known, by its
//! `LLVMIsA*` class, to be a `ConstantDataVector` or a `ConstantVector` are
//! read directly. Pointer element types are never asked for
//! (`PointerType::get_element_type` crashes on opaque pointers).

use super::error::EmitError;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::target::LLVMTargetDataRef;
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::values::InstructionValue;
use std::rc::Rc;
use visa_passes::ir::llvm as ir;

use crate::visa::ElemType;

/// The type of one lane, as the emitter stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneTy {
    /// `i1`: a predicate bit.
    Bool,
    /// Everything else: a general-variable element of this type.
    Data(ElemType),
}

/// A scalar or fixed-vector LLVM type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub lane: LaneTy,
    /// Lanes (1 for a scalar).
    pub lanes: u32,
    pub is_vector: bool,
}

/// Vectors wider than this cannot be one vISA variable anyway (4096 bytes).
const MAX_LANES: u32 = 4096;

/// The vISA type of a scalar LLVM type, with the launch spec's mapping:
/// i8 -> ub, i16 -> uw, i32 -> ud, i64 -> uq, half -> hf, float -> f,
/// double -> df, pointers in addrspace 0/1 -> uq, addrspace(3) -> ud.
pub fn lane_ty(ty: LLVMTypeRef) -> Result<LaneTy, EmitError> {
    let data = match ir::type_kind(ty) {
        LLVMTypeKind::LLVMIntegerTypeKind => match ir::int_width(ty).unwrap_or(0) {
            1 => return Ok(LaneTy::Bool),
            8 => ElemType::UB,
            16 => ElemType::UW,
            32 => ElemType::UD,
            64 => ElemType::UQ,
            w => return Err(format!("`i{w}` cannot be emitted; integer types: i1, i8, i16, i32, i64").into()),
        },
        LLVMTypeKind::LLVMHalfTypeKind => ElemType::HF,
        LLVMTypeKind::LLVMFloatTypeKind => ElemType::F,
        LLVMTypeKind::LLVMDoubleTypeKind => ElemType::DF,
        LLVMTypeKind::LLVMPointerTypeKind => match ir::address_space(ty).unwrap_or(0) {
            0 | 1 => ElemType::UQ,
            3 => ElemType::UD,
            n => {
                return Err(format!(
                "pointers in addrspace({n}) cannot be emitted; supported: addrspace 0 and 1 (64-bit), 3 (32-bit SLM)"
            )
                .into())
            }
        },
        _ => return Err(format!("type `{}` cannot be emitted", type_text(ty)).into()),
    };
    Ok(LaneTy::Data(data))
}

/// The shape of a scalar or fixed-vector type.
pub fn shape(ty: LLVMTypeRef) -> Result<Shape, EmitError> {
    if let Some((lanes, element)) = ir::vector_of(ty) {
        if lanes == 0 || lanes > MAX_LANES {
            return Err(format!("`{}` cannot be emitted: vectors have 1..={MAX_LANES} lanes", type_text(ty)).into());
        }
        let lane = lane_ty(element)?;
        return Ok(Shape { lane, lanes, is_vector: true });
    }
    Ok(Shape { lane: lane_ty(ty)?, lanes: 1, is_vector: false })
}

pub fn shape_of(v: LLVMValueRef) -> Result<Shape, EmitError> {
    shape(type_of(v))
}

pub use visa_passes::ir::llvm::{
    const_int, const_lane, data_vector_lane, is_undef, num_operands, read_shuffle_mask, type_of, type_text, value_name,
    value_name_bytes, value_text,
};

pub fn opcode(inst: LLVMValueRef) -> LLVMOpcode {
    // (No caller asks about a value that is not an instruction.)
    ir::opcode(inst).unwrap_or(LLVMOpcode::LLVMUnreachable)
}

/// The value is a scalar integer (of any width).
pub fn is_scalar_int(v: LLVMValueRef) -> bool {
    ir::int_width(type_of(v)).is_some()
}

/// Operand `i` of an instruction; `Err` when it is missing.
pub fn operand(inst: LLVMValueRef, i: u32) -> Result<LLVMValueRef, EmitError> {
    visa_passes::ir::llvm::operand(inst, i).ok_or_else(|| missing_operand(inst, i).into())
}

/// Out of line: every operand read would otherwise carry the formatting.
#[cold]
#[inline(never)]
fn missing_operand(inst: LLVMValueRef, i: u32) -> String {
    format!("operand {i} of `{}` is missing", value_text(inst).trim())
}

/// `crate::input::ops::intrinsic` of the (UTF-8) name of each function called
/// directly, looked up once per callee: a function makes many calls to few
/// functions, and the look-up by name compares the name with every row.
#[derive(Default)]
pub struct CalleeRows {
    direct: visa_passes::ir::intrinsics::ByCallee<Callee>,
}

/// What a function called directly is to the emitter (from its name).
#[derive(Clone, Copy, Debug)]
pub struct Callee {
    /// A no-op intrinsic (`crate::input::ops::NO_OP_INTRINSICS`): no code.
    pub no_op: bool,
    pub row: Option<&'static crate::input::ops::IntrinsicRow>,
    /// An LSC intrinsic (`llvm.genx.lsc.*`).
    pub lsc: Option<visa_passes::ir::lsc::LscIntrinsic>,
    /// A thread-coordinate intrinsic (`llvm.genx.local.id`, ...).
    pub implicit: Option<crate::input::ops::Implicit>,
}

impl CalleeRows {
    /// The function `call` calls directly, as `with_called_function_name`
    /// sees it (`None` for an indirect call or a name that is not UTF-8).
    pub fn direct(&mut self, call: InstructionValue<'_>) -> Option<Callee> {
        self.direct.of(call, |name| Callee {
            no_op: crate::input::ops::is_no_op(name),
            row: crate::input::ops::intrinsic(name),
            lsc: visa_passes::ir::lsc::LscIntrinsic::from_name(name),
            implicit: crate::input::ops::implicit(name),
        })
    }
}

/// How many uses a value has.
pub fn use_count(v: LLVMValueRef) -> usize {
    ir::users(v).count()
}

/// Whether the value has no uses.
pub fn is_unused(v: LLVMValueRef) -> bool {
    ir::users(v).next().is_none()
}

/// The mask of a `shufflevector` instruction ([`read_shuffle_mask`]).
pub fn shuffle_mask(inst: LLVMValueRef) -> Result<Vec<Option<u32>>, EmitError> {
    read_shuffle_mask(inst)
        .ok_or_else(|| format!("`{}` is not a shufflevector instruction", value_text(inst).trim()).into())
}

/// The lanes of a constant: `None` for undef/poison lanes; integers
/// zero-extended, floats as their bit pattern, null pointers 0.
pub fn constant_lanes(c: LLVMValueRef, s: Shape) -> Result<Rc<[Option<u64>]>, EmitError> {
    // Each of these allocated once, in place (most constants are scalars).
    if is_undef(c) {
        return Ok(std::iter::repeat_n(None, s.lanes as usize).collect());
    }
    if ir::is_aggregate_zero(c) {
        return Ok(std::iter::repeat_n(Some(0), s.lanes as usize).collect());
    }
    if !s.is_vector {
        return Ok(Rc::new([scalar_constant(Some(c), s.lane, 0)?]));
    }
    let mut lanes = Vec::with_capacity(s.lanes as usize);
    // Fast paths: what `LLVMConstExtractElement` folds to for these two
    // classes, without making an index constant and folding per lane.
    if ir::is_data_vector(c) {
        // An integer vector's lanes in one call (most constant vectors).
        let mut on_stack = [0u64; 64];
        let mut on_heap: Vec<u64>;
        let bits: &mut [u64] = match on_stack.get_mut(..s.lanes as usize) {
            Some(bits) => bits,
            None => {
                on_heap = vec![0; s.lanes as usize];
                &mut on_heap
            }
        };
        if ir::data_vector_int_lanes(c, bits) {
            let mask = mask(lane_bits(s.lane));
            return Ok(bits.iter().map(|&b| Some(b & mask)).collect());
        }
        for i in 0..s.lanes {
            // An integer lane in place: `scalar_constant` of its ConstantInt.
            if let Some(bits) = ir::data_vector_int_lane(c, i) {
                lanes.push(Some(bits & mask(lane_bits(s.lane))));
                continue;
            }
            let lane =
                data_vector_lane(c, i).ok_or_else(|| format!("constant `{}` has no lane {i}", value_text(c).trim()))?;
            lanes.push(scalar_constant(Some(lane), s.lane, 0)?);
        }
        return Ok(lanes.into());
    }
    if ir::is_constant_vector(c) && num_operands(c) == s.lanes {
        for i in 0..s.lanes {
            lanes.push(scalar_constant(ir::operand(c, i), s.lane, 0)?);
        }
        return Ok(lanes.into());
    }
    for i in 0..s.lanes {
        let lane = const_lane(c, i).ok_or_else(|| format!("constant `{}` cannot be emitted", value_text(c).trim()))?;
        lanes.push(scalar_constant(Some(lane), s.lane, 0)?);
    }
    Ok(lanes.into())
}

/// The one value of every lane of `c`, an integer `ConstantDataVector` of
/// `lanes` (at most 64) lanes that are all equal: what [`constant_lanes`]
/// reads of it, without making the lanes.
pub fn int_data_vector_splat(c: LLVMValueRef, lanes: u32) -> Option<u64> {
    let mut bits = [0u64; 64];
    let bits = bits.get_mut(..lanes as usize)?;
    if !ir::is_data_vector(c) || !ir::data_vector_int_lanes(c, bits) {
        return None;
    }
    let first = *bits.first()?;
    bits.iter().all(|&b| b == first).then_some(first)
}

fn lane_bits(lane: LaneTy) -> u32 {
    match lane {
        LaneTy::Bool => 1,
        LaneTy::Data(t) => 8 * t.size_bytes(),
    }
}

pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// A scalar constant's bits (`None` for a missing lane: undefined).
fn scalar_constant(c: Option<LLVMValueRef>, lane: LaneTy, depth: u32) -> Result<Option<u64>, EmitError> {
    let bits = lane_bits(lane);
    let Some(c) = c.filter(|&c| !is_undef(c)) else { return Ok(None) };
    if let Some(v) = ir::const_int_bits(c) {
        return Ok(Some(v & mask(bits)));
    }
    if let Some(float) = ir::const_float(c, bits) {
        let x = match float {
            Ok(v) => return Ok(Some(v & mask(bits))),
            Err(x) => x,
        };
        return Ok(Some(match lane {
            LaneTy::Data(ElemType::HF) => u64::from(crate::visa::types::f16_bits(x)),
            LaneTy::Data(ElemType::F) => u64::from((x as f32).to_bits()),
            _ => x.to_bits(),
        }));
    }
    if ir::is_null_value(c) {
        return Ok(Some(0));
    }
    if let Some(op) = ir::const_expr_opcode(c).filter(|_| depth < 8) {
        use LLVMOpcode::*;
        if matches!(op, LLVMIntToPtr | LLVMPtrToInt | LLVMBitCast | LLVMTrunc | LLVMZExt) && num_operands(c) == 1 {
            let inner = ir::operand(c, 0);
            let inner_lane = lane_ty(inner.map_or(type_of(c), type_of))?;
            if let Some(v) = scalar_constant(inner, inner_lane, depth + 1)? {
                return Ok(Some(v & mask(bits)));
            }
            return Ok(None);
        }
        if op == LLVMExtractElement && num_operands(c) == 2 {
            if let (Some(vector), Some(index)) = (ir::operand(c, 0), ir::operand(c, 1)) {
                return bitcast_lane(vector, index, bits);
            }
        }
    }
    if ir::is_global(c) {
        return Err(format!(
            "`@{}` is a global; globals cannot be emitted (pass memory as kernel arguments)",
            value_name(c)
        )
        .into());
    }
    Err(format!("constant `{}` cannot be emitted", value_text(c).trim()).into())
}

/// Lane `index` of `vector`, a bitcast of a constant vector with another
/// lane count (`extractelement (bitcast <3 x i64> <...> to <6 x i32>), 1`):
/// LLVM's constant folder leaves such casts unfolded without a data layout,
/// so shuffles of constants (select's RG split of a 64-bit SLM scatter)
/// reach the emitter in this form. Lanes are little-endian.
fn bitcast_lane(vector: LLVMValueRef, index: LLVMValueRef, bits: u32) -> Result<Option<u64>, EmitError> {
    let unsupported = || EmitError::from(format!("constant `{}` cannot be emitted", value_text(vector).trim()));
    let (Some(index), Some(LLVMOpcode::LLVMBitCast), Some(source)) =
        (ir::const_int_bits(index), ir::const_expr_opcode(vector), ir::operand(vector, 0))
    else {
        return Err(unsupported());
    };
    let source_shape = shape_of(source)?;
    if !source_shape.is_vector {
        return Err(unsupported());
    }
    let source_bits = lane_bits(source_shape.lane);
    let lanes = constant_lanes(source, source_shape)?;
    let first = index * u64::from(bits);
    let mut value = 0u64;
    for bit in (0..u64::from(bits)).step_by(8) {
        let at = first + bit;
        let lane = (at / u64::from(source_bits)) as usize;
        let Some(Some(v)) = lanes.get(lane) else { return Ok(None) };
        value |= (v >> (at % u64::from(source_bits)) & 0xff) << bit;
    }
    Ok(Some(value & mask(bits)))
}

/// The module's data layout, for GEP strides and struct offsets.
pub struct Layout {
    data: LLVMTargetDataRef,
    /// The type asked last and its size: a function's GEPs mostly step
    /// over one type, and LLVM's answer costs a walk of the layout.
    last_size: std::cell::Cell<Option<(LLVMTypeRef, u64)>>,
}

impl Layout {
    pub fn new(data: LLVMTargetDataRef) -> Layout {
        Layout { data, last_size: std::cell::Cell::new(None) }
    }

    /// The allocation size of `ty` (the GEP stride), or `Err` for unsized types.
    pub fn alloc_size(&self, ty: LLVMTypeRef) -> Result<u64, EmitError> {
        if let Some((last, size)) = self.last_size.get() {
            if last == ty {
                return Ok(size);
            }
        }
        let size = ir::abi_size(self.data, ty).ok_or_else(|| {
            EmitError::from(format!("getelementptr over `{}`, which has no fixed size", type_text(ty)))
        })?;
        self.last_size.set(Some((ty, size)));
        Ok(size)
    }

    /// The byte offset of field `field` of struct `ty` and the field's type.
    pub fn field(&self, ty: LLVMTypeRef, field: u64) -> Result<(u64, LLVMTypeRef), EmitError> {
        let missing = || EmitError::from(format!("field {field} of `{}` does not exist", type_text(ty)));
        let f = u32::try_from(field)
            .ok()
            .filter(|&f| ir::struct_field_count(ty).is_some_and(|n| f < n))
            .ok_or_else(missing)?;
        self.alloc_size(ty)?;
        ir::struct_field_offset(self.data, ty, f).ok_or_else(missing)
    }
}

pub use ir::{arg_count, element_type, is_constant, type_kind};

#[cfg(test)]
mod tests {
    use visa_passes::ir::intrinsics::with_called_function_name;

    use super::{Callee, CalleeRows};
    use crate::input::ir;

    /// [`CalleeRows::direct`] (asked once per callee) answers as the
    /// uncached look-ups it replaces: `with_called_function_name` for
    /// whether the call is direct and to a no-op intrinsic (`llvm.dbg.*`),
    /// and for the arithmetic intrinsic of its name; asked twice of each
    /// call.
    #[test]
    fn direct_callees_are_the_uncached_lookups() {
        // (An `llvm.dbg.*` declaration of no known intrinsic: the loader
        // drops `llvm.dbg.value` calls along with their debug info.)
        let text = "declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.dbg.marker(i32)
declare i32 @helper(i32)
define i32 @k(i32 %a, i32 (i32)* %f) {
  %m = call i32 @llvm.smax.i32(i32 %a, i32 1)
  call void @llvm.dbg.marker(i32 %a)
  %h = call i32 @helper(i32 %m)
  %i = call i32 %f(i32 %h)
  %n = call i32 @llvm.smax.i32(i32 %i, i32 2)
  ret i32 %n
}
";
        let context = ir::context_for(text.as_bytes());
        let loaded = ir::load_module(&context, "k.ll", text.as_bytes()).expect("loads");
        let func = loaded.module.get_function("k").expect("defined");
        let calls: Vec<_> = func
            .get_basic_blocks()
            .iter()
            .flat_map(|bb| bb.get_instructions())
            .filter(|i| i.get_opcode() == inkwell::values::InstructionOpcode::Call)
            .collect();
        assert_eq!(calls.len(), 5);
        let mut cached = CalleeRows::default();
        let mut seen = Vec::new();
        for _ in 0..2 {
            for &call in &calls {
                let debug = with_called_function_name(call, crate::input::ops::is_no_op);
                let row = with_called_function_name(call, crate::input::ops::intrinsic).flatten();
                let direct = cached.direct(call);
                assert_eq!(direct.map(|c| c.no_op), debug);
                assert_eq!(direct.and_then(|c| c.row).map(|r| r.name), row.map(|r| r.name));
                assert_eq!(direct.and_then(|c| c.lsc), None);
                seen.push(direct.map(|Callee { no_op, row, .. }| (no_op, row.is_some())));
            }
        }
        // smax, dbg, helper, the indirect call, smax (twice over).
        let expected = [Some((false, true)), Some((true, false)), Some((false, false)), None, Some((false, true))];
        assert_eq!(seen, [expected, expected].concat());
    }

    /// A splat integer data vector answers its one value (of its own
    /// width, zero-extended); a vector of unequal lanes, of floats, a
    /// constant vector that is not a data vector, or a lane count other
    /// than the constant's answers `None`.
    #[test]
    fn int_data_vector_splats_are_read_in_place() {
        let text = "define void @k(<4 x i64> %x) {
  %a = add <4 x i64> %x, <i64 -16, i64 -16, i64 -16, i64 -16>
  %b = add <4 x i64> %x, <i64 1, i64 1, i64 2, i64 1>
  %c = fadd <2 x float> zeroinitializer, <float 1.0, float 1.0>
  %d = add <2 x i16> zeroinitializer, <i16 7, i16 7>
  %e = add <4 x i64> %x, zeroinitializer
  ret void
}
";
        let context = ir::context_for(text.as_bytes());
        let loaded = ir::load_module(&context, "k.ll", text.as_bytes()).expect("loads");
        let func = loaded.module.get_function("k").expect("defined");
        let constants: Vec<_> = func
            .get_basic_blocks()
            .iter()
            .flat_map(|bb| bb.get_instructions())
            .filter_map(|i| i.get_operand(1)?.value())
            .map(|v| inkwell::values::AsValueRef::as_value_ref(&v))
            .collect();
        assert_eq!(constants.len(), 5);
        assert_eq!(super::int_data_vector_splat(constants[0], 4), Some((-16i64) as u64));
        assert_eq!(super::int_data_vector_splat(constants[0], 2), None, "another lane count");
        assert_eq!(super::int_data_vector_splat(constants[1], 4), None, "unequal lanes");
        assert_eq!(super::int_data_vector_splat(constants[2], 2), None, "float lanes");
        assert_eq!(super::int_data_vector_splat(constants[3], 2), Some(7));
        assert_eq!(super::int_data_vector_splat(constants[4], 4), None, "zeroinitializer is no data vector");
    }
}
