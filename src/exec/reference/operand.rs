//! Types, constants and operands: everything the interpreter reads from the
//! LLVM module itself.
//!
//! Constants are read through the LLVM C API, never through inkwell's
//! element accessors: `VectorValue::get_element_as_constant` crashes on
//! `<N x i1>` constants and on `zeroinitializer`, and a crash cannot be
//! reported. Each vector lane is folded out with `LLVMConstExtractElement`
//! and classified with the `LLVMIsA*` queries, which are safe on any value.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMTypeKind;

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
    // SAFETY: `ty` is a live type of the module being run.
    match unsafe { LLVMGetTypeKind(ty) } {
        LLVMTypeKind::LLVMVectorTypeKind => {
            // SAFETY: `ty` is a vector type (its kind was just read), alive with the module.
            let lanes = unsafe { LLVMGetVectorSize(ty) };
            if lanes > MAX_LANES {
                return Err(format!("`{}` is not supported: vectors have at most {MAX_LANES} lanes", type_text(ty)));
            }
            // SAFETY: `ty` is a vector type; its element type lives in the same context.
            let elem = elem_of(unsafe { LLVMGetElementType(ty) })?;
            Ok(Ty::vector(elem, lanes))
        }
        _ => elem_of(ty).map(Ty::scalar),
    }
}

/// The lane type for a scalar LLVM type.
pub fn elem_of(ty: LLVMTypeRef) -> Result<Elem, String> {
    // SAFETY: as above; each query matches the kind just read.
    match unsafe { LLVMGetTypeKind(ty) } {
        // SAFETY: the width is asked of an integer type only.
        LLVMTypeKind::LLVMIntegerTypeKind => match unsafe { LLVMGetIntTypeWidth(ty) } {
            w @ 1..=64 => Ok(Elem::Int(w)),
            w => Err(format!("`i{w}` is not supported: integers are at most 64 bits wide")),
        },
        LLVMTypeKind::LLVMHalfTypeKind => Ok(Elem::Half),
        LLVMTypeKind::LLVMFloatTypeKind => Ok(Elem::Float),
        LLVMTypeKind::LLVMDoubleTypeKind => Ok(Elem::Double),
        // SAFETY: the address space is asked of a pointer type only.
        LLVMTypeKind::LLVMPointerTypeKind => match unsafe { LLVMGetPointerAddressSpace(ty) } {
            0 | 1 => Ok(Elem::Ptr(AddrSpace::Global)),
            3 => Ok(Elem::Ptr(AddrSpace::Local)),
            n => Err(format!(
                "pointers in addrspace({n}) are not supported; supported: addrspace 0 and 1 (64-bit global) and 3 (32-bit SLM)"
            )),
        },
        _ => Err(unsupported_type(ty)),
    }
}

fn unsupported_type(ty: LLVMTypeRef) -> String {
    format!("type `{}` is not supported; supported: {SUPPORTED_TYPES}", type_text(ty))
}

/// Whether `ty` is `void`.
pub fn is_void(ty: LLVMTypeRef) -> bool {
    // SAFETY: a live type.
    unsafe { LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMVoidTypeKind }
}

pub use visa_passes::ir::llvm::{type_text, value_name, value_text};

impl Interp<'_, '_> {
    /// The value of an operand: an argument or earlier instruction from the
    /// environment, else a constant.
    pub(super) fn operand(&mut self, v: LLVMValueRef) -> Exec<Value> {
        if let Some(value) = self.env.get(&v) {
            return Ok(value.clone());
        }
        // SAFETY: `v` is an operand of a live instruction.
        if unsafe { LLVMIsAConstant(v) }.is_null() {
            return Err(Stop::Unsupported(format!("`{}` is used before it is defined", value_text(v).trim())));
        }
        self.constant(v)
    }

    /// The operand `index` of instruction or constant expression `v`.
    pub(super) fn operand_at(&mut self, v: LLVMValueRef, index: u32) -> Exec<Value> {
        // SAFETY: the index is below the operand count (checked by callers
        // through `operand_count`).
        let op = unsafe { LLVMGetOperand(v, index) };
        if op.is_null() {
            return Err(Stop::Unsupported(format!("operand {index} of `{}` is missing", value_text(v).trim())));
        }
        self.operand(op)
    }

    fn constant(&mut self, c: LLVMValueRef) -> Exec<Value> {
        // SAFETY: `c` is a constant (checked by the caller); every query
        // below either is an `LLVMIsA*` test or follows one.
        let ty = ty_of(unsafe { LLVMTypeOf(c) }).map_err(Stop::Unsupported)?;
        // SAFETY: as above: `c` is a live constant and each class-specific
        // accessor below follows its `LLVMIsA*` test.
        unsafe {
            if LLVMIsUndef(c) != 0 {
                // `undef` and `poison` (a subclass of undef in LLVM).
                return Ok(Value::undefined(ty));
            }
            if !LLVMIsAConstantExpr(c).is_null() {
                return self.constant_expr(c, ty);
            }
            if !LLVMIsAConstantAggregateZero(c).is_null() {
                return Ok(Value::splat(ty, 0));
            }
        }
        let Some(n) = ty.lanes else {
            return Ok(Value { ty, lanes: vec![self.scalar_constant(c, ty.elem)?] });
        };
        let mut lanes = Vec::with_capacity(n as usize);
        for i in 0..n {
            // Null when `c` has fewer lanes than `ty` says: an undefined lane.
            let lane = visa_passes::ir::llvm::const_lane(c, i).unwrap_or(std::ptr::null_mut());
            lanes.push(self.scalar_constant(lane, ty.elem)?);
        }
        Ok(Value { ty, lanes })
    }

    fn scalar_constant(&mut self, c: LLVMValueRef, elem: Elem) -> Exec<Lane> {
        // SAFETY: each accessor follows the `LLVMIsA*` test for its class.
        unsafe {
            if c.is_null() || LLVMIsUndef(c) != 0 {
                return Ok(None);
            }
            if !LLVMIsAConstantInt(c).is_null() {
                return Ok(Some(LLVMConstIntGetZExtValue(c) & mask(elem.bits())));
            }
            if !LLVMIsAConstantFP(c).is_null() {
                return Ok(Some(float_constant_bits(c, elem)));
            }
            if !LLVMIsAConstantPointerNull(c).is_null() {
                return Ok(Some(0));
            }
            if !LLVMIsAConstantExpr(c).is_null() {
                let ty = ty_of(LLVMTypeOf(c)).map_err(Stop::Unsupported)?;
                return Ok(self.constant_expr(c, ty)?.lane(0));
            }
            if !LLVMIsAGlobalValue(c).is_null() {
                return Err(Stop::Unsupported(format!(
                    "`@{}` is a global; globals are outside the input contract (pass memory as kernel arguments)",
                    value_name(c)
                )));
            }
            if LLVMIsNull(c) != 0 {
                return Ok(Some(0));
            }
        }
        Err(Stop::Unsupported(format!("constant `{}` is not supported", value_text(c).trim())))
    }

    /// Folds a constant expression by executing it like the instruction it
    /// spells, for the opcodes that cannot hide anything else (casts, GEP,
    /// integer arithmetic, compares, select, element access). Globals inside
    /// one are rejected when reached.
    fn constant_expr(&mut self, c: LLVMValueRef, ty: Ty) -> Exec<Value> {
        use inkwell::llvm_sys::LLVMOpcode::*;
        // SAFETY: `c` is a ConstantExpr.
        let opcode = unsafe { LLVMGetConstOpcode(c) };
        let foldable = matches!(
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
        );
        if !foldable || self.constant_depth >= MAX_CONSTANT_DEPTH {
            return Err(Stop::Unsupported(format!("constant expression `{}` is not supported", value_text(c).trim())));
        }
        self.constant_depth += 1;
        let result = self.eval(opcode, c, ty, false);
        self.constant_depth -= 1;
        result
    }
}

/// The exact bit pattern of a floating-point constant: folding a bitcast to
/// an integer of the same width keeps NaN payloads, which a round trip
/// through `LLVMConstRealGetDouble` would not.
///
/// # Safety
/// `c` is a ConstantFP of lane type `elem`.
unsafe fn float_constant_bits(c: LLVMValueRef, elem: Elem) -> u64 {
    let ctx = LLVMGetTypeContext(LLVMTypeOf(c));
    let as_int = LLVMConstBitCast(c, LLVMIntTypeInContext(ctx, elem.bits()));
    if !as_int.is_null() && !LLVMIsAConstantInt(as_int).is_null() {
        return LLVMConstIntGetZExtValue(as_int) & mask(elem.bits());
    }
    let mut loses = 0;
    let x = LLVMConstRealGetDouble(c, &mut loses);
    match elem {
        Elem::Half => u64::from(crate::visa::types::f16_bits(x)),
        Elem::Float => u64::from((x as f32).to_bits()),
        _ => x.to_bits(),
    }
}
