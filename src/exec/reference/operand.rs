//! Types, constants and operands: everything the interpreter reads from the
//! LLVM module itself.
//!
//! Constants are read through the LLVM C API, never through inkwell's
//! element accessors: `VectorValue::get_element_as_constant` crashes on
//! `<N x i1>` constants and on `zeroinitializer`, and a crash cannot be
//! reported. Each vector lane is folded out with `LLVMConstExtractElement`
//! and classified with the `LLVMIsA*` queries, which are safe on any value.

use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMTypeKind;
use visa_passes::ir::llvm::{
    self, address_space, const_expr_opcode, const_float_bits, const_int_bits, const_real, int_width, is_a,
    is_null_value, is_undef, lane_type, type_kind, type_of, vector_lanes, ValueClass,
};

use super::state::{Exec, Interp, Stop};
use super::value::{mask, AddrSpace, Elem, Lane, Ty, Value};

/// What the interpreter computes with, for "not supported" messages.
pub const SUPPORTED_TYPES: &str =
    "integers up to i64, half, float, double, pointers in addrspace 0, 1 (64-bit) and 3 (32-bit SLM offsets), and fixed vectors of these";

// Far wider than any kernel; the bound keeps a `<4294967295 x i8>` from
// exhausting the host (each lane is held separately).
use crate::limits::MAX_LANES;

/// Constant expressions nest; a bound keeps a pathological input from
/// exhausting the stack.
const MAX_CONSTANT_DEPTH: u32 = 64;

/// The interpreter's type for an LLVM type, or why it has none.
pub fn ty_of(ty: LLVMTypeRef) -> Result<Ty, String> {
    match type_kind(ty) {
        LLVMTypeKind::LLVMVectorTypeKind => {
            let lanes = vector_lanes(ty).unwrap_or(0);
            if lanes > MAX_LANES {
                return Err(format!("`{}` is not supported: vectors have at most {MAX_LANES} lanes", type_text(ty)));
            }
            let elem = elem_of(lane_type(ty))?;
            Ok(Ty::vector(elem, lanes))
        }
        _ => elem_of(ty).map(Ty::scalar),
    }
}

/// The lane type for a scalar LLVM type.
pub fn elem_of(ty: LLVMTypeRef) -> Result<Elem, String> {
    if let Some(width) = int_width(ty) {
        return match width {
            w @ 1..=64 => Ok(Elem::Int(w)),
            w => Err(format!("`i{w}` is not supported: integers are at most 64 bits wide")),
        };
    }
    if let Some(space) = address_space(ty) {
        return match space {
            0 | 1 => Ok(Elem::Ptr(AddrSpace::Global)),
            3 => Ok(Elem::Ptr(AddrSpace::Local)),
            n => Err(format!(
                "pointers in addrspace({n}) are not supported; supported: addrspace 0 and 1 (64-bit global) and 3 (32-bit SLM)"
            )),
        };
    }
    match type_kind(ty) {
        LLVMTypeKind::LLVMHalfTypeKind => Ok(Elem::Half),
        LLVMTypeKind::LLVMFloatTypeKind => Ok(Elem::Float),
        LLVMTypeKind::LLVMDoubleTypeKind => Ok(Elem::Double),
        _ => Err(unsupported_type(ty)),
    }
}

fn unsupported_type(ty: LLVMTypeRef) -> String {
    format!("type `{}` is not supported; supported: {SUPPORTED_TYPES}", type_text(ty))
}

/// Whether `ty` is `void`.
pub fn is_void(ty: LLVMTypeRef) -> bool {
    type_kind(ty) == LLVMTypeKind::LLVMVoidTypeKind
}

pub use visa_passes::ir::llvm::{type_text, value_name, value_text};

impl Interp<'_, '_> {
    /// The value of an operand: an argument or earlier instruction from the
    /// environment, else a constant.
    pub(super) fn operand(&mut self, v: LLVMValueRef) -> Exec<Value> {
        if let Some(value) = self.env.get(&v) {
            return Ok(value.clone());
        }
        if !is_a(v, ValueClass::Constant) {
            return Err(Stop::Unsupported(format!("`{}` is used before it is defined", value_text(v).trim())));
        }
        self.constant(v)
    }

    /// The operand `index` of instruction or constant expression `v`.
    pub(super) fn operand_at(&mut self, v: LLVMValueRef, index: u32) -> Exec<Value> {
        let Some(op) = llvm::operand(v, index) else {
            return Err(Stop::Unsupported(format!("operand {index} of `{}` is missing", value_text(v).trim())));
        };
        self.operand(op)
    }

    /// The type of operand `index` of `v`.
    pub(super) fn operand_type(&self, v: LLVMValueRef, index: u32) -> Exec<LLVMTypeRef> {
        llvm::operand_type(v, index)
            .ok_or_else(|| Stop::Unsupported(format!("operand {index} of `{}` is missing", value_text(v).trim())))
    }

    fn constant(&mut self, c: LLVMValueRef) -> Exec<Value> {
        let ty = ty_of(type_of(c)).map_err(Stop::Unsupported)?;
        if is_undef(c) {
            // `undef` and `poison` (a subclass of undef in LLVM).
            return Ok(Value::undefined(ty));
        }
        if is_a(c, ValueClass::ConstantExpr) {
            return self.constant_expr(c, ty);
        }
        if is_a(c, ValueClass::ConstantAggregateZero) {
            return Ok(Value::splat(ty, 0));
        }
        let Some(n) = ty.lanes else {
            return Ok(Value { ty, lanes: vec![self.scalar_constant(c, ty.elem)?] });
        };
        let mut lanes = Vec::with_capacity(n as usize);
        for i in 0..n {
            // None when `c` has fewer lanes than `ty` says: an undefined lane.
            let lane = match llvm::const_lane(c, i) {
                Some(lane) => self.scalar_constant(lane, ty.elem)?,
                None => None,
            };
            lanes.push(lane);
        }
        Ok(Value { ty, lanes })
    }

    fn scalar_constant(&mut self, c: LLVMValueRef, elem: Elem) -> Exec<Lane> {
        if is_undef(c) {
            return Ok(None);
        }
        if let Some(bits) = const_int_bits(c) {
            return Ok(Some(bits & mask(elem.bits())));
        }
        if is_a(c, ValueClass::ConstantFP) {
            return Ok(Some(float_constant_bits(c, elem)));
        }
        if is_a(c, ValueClass::ConstantPointerNull) {
            return Ok(Some(0));
        }
        if is_a(c, ValueClass::ConstantExpr) {
            let ty = ty_of(type_of(c)).map_err(Stop::Unsupported)?;
            return Ok(self.constant_expr(c, ty)?.lane(0));
        }
        if is_a(c, ValueClass::GlobalValue) {
            return Err(Stop::Unsupported(format!(
                "`@{}` is a global; globals are outside the input contract (pass memory as kernel arguments)",
                value_name(c)
            )));
        }
        if is_null_value(c) {
            return Ok(Some(0));
        }
        Err(Stop::Unsupported(format!("constant `{}` is not supported", value_text(c).trim())))
    }

    /// Folds a constant expression by executing it like the instruction it
    /// spells, for the opcodes that cannot hide anything else (casts, GEP,
    /// integer arithmetic, compares, select, element access). Globals inside
    /// one are rejected when reached.
    fn constant_expr(&mut self, c: LLVMValueRef, ty: Ty) -> Exec<Value> {
        use inkwell::llvm_sys::LLVMOpcode::*;
        let opcode = const_expr_opcode(c).filter(|&opcode| {
            matches!(
                opcode,
                LLVMTrunc
                    | LLVMZExt
                    | LLVMSExt
                    | LLVMPtrToInt
                    | LLVMIntToPtr
                    | LLVMBitCast
                    | LLVMGetElementPtr
                    | LLVMAdd
                    | LLVMSub
                    | LLVMMul
                    | LLVMShl
                    | LLVMLShr
                    | LLVMAShr
                    | LLVMAnd
                    | LLVMOr
                    | LLVMXor
                    | LLVMICmp
                    | LLVMFCmp
                    | LLVMSelect
                    | LLVMExtractElement
                    | LLVMInsertElement
            )
        });
        let Some(opcode) = opcode.filter(|_| self.constant_depth < MAX_CONSTANT_DEPTH) else {
            return Err(Stop::Unsupported(format!("constant expression `{}` is not supported", value_text(c).trim())));
        };
        self.constant_depth += 1;
        let result = self.eval(opcode, c, ty, false);
        self.constant_depth -= 1;
        result
    }
}

/// The exact bit pattern of a floating-point constant: folding a bitcast to
/// an integer of the same width keeps NaN payloads, which a round trip
/// through `LLVMConstRealGetDouble` would not.
/// `c` is a ConstantFP of lane type `elem`.
fn float_constant_bits(c: LLVMValueRef, elem: Elem) -> u64 {
    if let Some(bits) = const_float_bits(c) {
        return bits & mask(elem.bits());
    }
    let x = const_real(c).map_or(0.0, |(x, _)| x);
    match elem {
        Elem::Half => u64::from(crate::visa::types::f16_bits(x)),
        Elem::Float => u64::from((x as f32).to_bits()),
        _ => x.to_bits(),
    }
}
