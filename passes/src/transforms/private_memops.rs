//! `llvm.memset`, `llvm.memcpy` and `llvm.memmove` on private memory, made
//! loads and stores of its elements before `promote`'s SROA: a call of a
//! constant length (non-volatile, at most [`MAX_EXPANDED_BYTES`]) whose
//! destination or source is an `alloca` (through `getelementptr`s) whose
//! type is lanes of one scalar type `T` (as `private_vector` keeps them),
//! the length a whole number of `T`s, becomes one `<n x T>` load of the
//! source and one store of it to the destination (a copy through a
//! register: `memmove`'s overlap rule holds, and `memcpy`'s is a promise
//! the copy needs no more of), or, for `memset`, a store of `<n x T>` whose
//! every byte is `val`. Each side that is private memory is accessed as
//! vectors of its own element type (a `bitcast` between them when the two
//! differ); the other side (global or SLM memory) takes the private side's
//! type and goes to `select` as any vector load or store.
//!
//! SROA and mem2reg then promote what is at constant offsets, and
//! `private_vector` keeps the rest in a GRF variable; a call this pass
//! leaves (a variable length, a length in parts of an element, volatile)
//! is refused there at the call, saying what is accepted.

use crate::ir::intrinsics::{instructions, MemTransfer};
use crate::ir::llvm::{
    allocated_type, const_int_of, const_null, const_uint, const_vector, copy_metadata, erase_unused_instruction,
    int_type_like, int_width, opcode, operand, type_kind, type_of, vector_lanes, vector_of_type, DataLayout,
    RawBuilder,
};
use crate::transforms::private_vector::{element_bytes, flatten, MAX_EXPANDED_BYTES};
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::AsValueRef;

/// The element type of the private memory `pointer` points into: the
/// scalar its `alloca` is lanes of, through `getelementptr`s.
fn private_element(layout: DataLayout<'_>, mut pointer: LLVMValueRef) -> Option<LLVMTypeRef> {
    loop {
        if let Some(ty) = allocated_type(pointer) {
            let (element, _) = flatten(layout, ty)?;
            return Some(element);
        }
        match opcode(pointer) {
            Some(LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMBitCast) => pointer = operand(pointer, 0)?,
            _ => return None,
        }
    }
}

/// The `align` attribute of argument `index` of `call` (LangRef: the
/// pointer arguments of the three may carry one), else 1.
fn param_align(call: LLVMValueRef, index: u32) -> u32 {
    let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("align");
    // SAFETY: `call` is a live call instruction (`MemTransfer::of` made sure).
    let site = unsafe { inkwell::values::CallSiteValue::new(call) };
    site.get_enum_attribute(inkwell::attributes::AttributeLoc::Param(index), kind)
        .and_then(|a| u32::try_from(a.get_enum_value()).ok())
        .filter(|a| a.is_power_of_two())
        .unwrap_or(1)
}

/// `<len / size(T) x T>`, when `len` is a whole number of `T`s.
fn vector_for(element: LLVMTypeRef, len: u64) -> Option<LLVMTypeRef> {
    let size = element_bytes(element)?;
    (len.is_multiple_of(size) && len > 0).then(|| vector_of_type(element, (len / size) as u32))
}

/// Expands every call it can (see the module's doc); returns how many.
pub fn expand_private_transfers(module: &Module<'_>) -> u64 {
    let layout = DataLayout::of(module);
    let calls: Vec<(LLVMValueRef, MemTransfer)> = module
        .get_functions()
        .flat_map(instructions)
        .filter_map(|i| MemTransfer::of(i.as_value_ref()).map(|kind| (i.as_value_ref(), kind)))
        .collect();
    let context = module.get_context();
    let kinds = [crate::transforms::inline::SOURCE_KIND, crate::transforms::inline::INLINED_KIND, "dbg"]
        .map(|k| context.get_kind_id(k));
    let builder = RawBuilder::in_context(&context);
    let mut expanded = 0;
    for (call, kind) in calls {
        let (Some(dest), Some(second), Some(len), Some(0)) = (
            operand(call, 0),
            operand(call, 1),
            operand(call, 2).and_then(const_uint),
            operand(call, 3).and_then(const_uint),
        ) else {
            continue;
        };
        if len == 0 || len > MAX_EXPANDED_BYTES {
            continue;
        }
        let to = private_element(layout, dest);
        builder.position_before(call);
        let mut new = Vec::new();
        let stored = match kind {
            MemTransfer::Set => {
                let (Some(element), Some(ty)) = (to, to.and_then(|t| vector_for(t, len))) else { continue };
                let Some(value) = splat_bytes(&builder, element, ty, second, &mut new) else { continue };
                (value, ty)
            }
            MemTransfer::Copy | MemTransfer::Move => {
                let from = private_element(layout, second);
                let Some(read) = from.or(to).and_then(|t| vector_for(t, len)) else { continue };
                let Some(written) = to.or(from).and_then(|t| vector_for(t, len)) else { continue };
                let loaded = builder.load(read, second, Some(param_align(call, 1)));
                new.push(loaded);
                let value = match read == written {
                    true => loaded,
                    false => {
                        let cast = builder.cast(LLVMOpcode::LLVMBitCast, loaded, written);
                        new.push(cast);
                        cast
                    }
                };
                (value, written)
            }
        };
        new.push(builder.store(stored.0, dest, Some(param_align(call, 0))));
        for n in new {
            copy_metadata(call, n, &kinds);
        }
        erase_unused_instruction(call);
        expanded += 1;
    }
    expanded
}

/// The vector `ty` of `element`s whose every byte is `byte` (an `i8`):
/// a constant when `byte` is, else one element built (`zext`, times
/// 0x0101..., `bitcast` for a float) and inserted in each lane. The
/// instructions built are pushed to `new`.
fn splat_bytes(
    builder: &RawBuilder<'_>,
    element: LLVMTypeRef,
    ty: LLVMTypeRef,
    byte: LLVMValueRef,
    new: &mut Vec<LLVMValueRef>,
) -> Option<LLVMValueRef> {
    let bits = element_bytes(element)? as u32 * 8;
    let lanes = vector_lanes(ty)?;
    let int = int_type_like(element, bits);
    let ones = (0..bits / 8).fold(0u64, |acc, k| acc | (1 << (8 * k)));
    let as_element = |v: LLVMValueRef, new: &mut Vec<LLVMValueRef>| match type_kind(element) {
        LLVMTypeKind::LLVMIntegerTypeKind => v,
        _ => {
            let cast = builder.cast(LLVMOpcode::LLVMBitCast, v, element);
            new.push(cast);
            cast
        }
    };
    if let Some(b) = const_uint(byte) {
        let value = as_element(const_int_of(int, (b & 0xff).wrapping_mul(ones)), new);
        return Some(const_vector(&vec![value; lanes as usize]));
    }
    if int_width(type_of(byte)) != Some(8) {
        return None;
    }
    let mut value = byte;
    if bits > 8 {
        value = builder.cast(LLVMOpcode::LLVMZExt, byte, int);
        new.push(value);
        value = builder.binary(LLVMOpcode::LLVMMul, value, const_int_of(int, ones));
        new.push(value);
    }
    let value = as_element(value, new);
    let i32_type = int_type_like(element, 32);
    // Every lane is written: the zero start is never read.
    let mut vector = const_null(ty);
    for lane in 0..lanes {
        vector = builder.insert_element(vector, value, const_int_of(i32_type, u64::from(lane)));
        new.push(vector);
    }
    Some(vector)
}
