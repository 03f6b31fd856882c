//! What the LLVM 14 C API lacks, through the C++ shim (`passes/cpp/shim.cpp`).

use inkwell::builder::Builder;
use inkwell::llvm_sys::core::{LLVMBuildCast, LLVMGetInsertBlock, LLVMIsAInstruction, LLVMSetValueName2};
use inkwell::llvm_sys::prelude::{LLVMBuilderRef, LLVMValueRef};
use inkwell::types::{AsTypeRef, VectorType};
use inkwell::values::{AsValueRef, InstructionOpcode, InstructionValue, VectorValue};
use std::os::raw::{c_char, c_int};

extern "C" {
    fn visa_passes_poison_flags(value: LLVMValueRef) -> u32;
    fn visa_passes_fast_math_flags(value: LLVMValueRef) -> u32;
    fn visa_passes_build_shuffle(
        builder: LLVMBuilderRef,
        a: LLVMValueRef,
        b: LLVMValueRef,
        mask: *const c_int,
        mask_len: usize,
        name: *const c_char,
        name_len: usize,
    ) -> LLVMValueRef;
    fn visa_passes_comes_before(a: LLVMValueRef, b: LLVMValueRef) -> c_int;
    fn visa_passes_take_name(to: LLVMValueRef, from: LLVMValueRef);
}

/// Gives `to` the name of `from`, which loses it (LLVM's `takeName`: the
/// name moves without being looked up or copied).
pub fn take_name(to: &impl AsValueRef, from: InstructionValue<'_>) {
    // SAFETY: two live values of one function.
    unsafe { visa_passes_take_name(to.as_value_ref(), from.as_value_ref()) }
}

/// Whether `a` comes before `b` in one basic block (false in different
/// blocks). LLVM numbers the block's instructions on the first question and
/// again after the block changes: cheap while the block stays as it is.
pub fn comes_before(a: InstructionValue<'_>, b: InstructionValue<'_>) -> bool {
    // SAFETY: queries on live instructions (the shim checks they share a block).
    unsafe { visa_passes_comes_before(a.as_value_ref(), b.as_value_ref()) != 0 }
}

/// A shuffle mask entry that leaves its lane undef.
pub const UNDEF_LANE: i32 = -1;

/// A shuffle mask's integers for [`build_shuffle`]: `None` entries are [`UNDEF_LANE`].
pub fn shuffle_mask(mask: &[Option<u32>]) -> Vec<i32> {
    mask.iter().map(|m| m.map_or(UNDEF_LANE, |k| k as i32)).collect()
}

/// `shufflevector a, b, mask` named `name`, built before the builder's
/// position (folded to a constant when both operands are constants). Mask
/// entries number the lanes of `a`, then those of `b`; [`UNDEF_LANE`] is
/// undef. The same instruction as inkwell's `build_shuffle_vector`, whose
/// mask is a constant vector that LLVM decodes into these integers first.
pub fn build_shuffle<'ctx>(
    builder: &Builder<'ctx>,
    a: VectorValue<'ctx>,
    b: VectorValue<'ctx>,
    mask: &[i32],
    name: &str,
) -> Result<VectorValue<'ctx>, String> {
    // SAFETY: a query on a live builder.
    if unsafe { LLVMGetInsertBlock(builder.as_mut_ptr()) }.is_null() {
        return Err("a shuffle built without an insertion point".into());
    }
    // SAFETY: the builder is positioned in a live block; `a` and `b` are live
    // vectors of one type (the callers' invariant) and the mask's entries
    // index their lanes; the mask and name are read during the call only.
    unsafe {
        let built = visa_passes_build_shuffle(
            builder.as_mut_ptr(),
            a.as_value_ref(),
            b.as_value_ref(),
            mask.as_ptr(),
            mask.len(),
            name.as_ptr().cast(),
            name.len(),
        );
        Ok(VectorValue::new(built))
    }
}

/// `op value to <to>` named `name` (up to its first NUL byte, as inkwell
/// passes it), built before the builder's position, or `None` without a
/// position. inkwell's `build_cast` makes a C string of the name per
/// cast; here the name is set from its length, on an instruction only (a
/// cast of a constant folds to a constant, which has no name).
pub fn build_cast<'ctx>(
    builder: &Builder<'ctx>,
    op: InstructionOpcode,
    value: VectorValue<'ctx>,
    to: VectorType<'ctx>,
    name: &str,
) -> Option<VectorValue<'ctx>> {
    // SAFETY: a query on a live builder.
    if unsafe { LLVMGetInsertBlock(builder.as_mut_ptr()) }.is_null() {
        return None;
    }
    let name = name.split('\0').next().unwrap_or_default();
    // SAFETY: the builder is positioned in a live block; `value` and `to`
    // belong to its context and the callers cast between types `op` casts;
    // LLVM copies the name.
    unsafe {
        let built =
            LLVMBuildCast(builder.as_mut_ptr(), op.into(), value.as_value_ref(), to.as_type_ref(), c"".as_ptr());
        if !name.is_empty() && !LLVMIsAInstruction(built).is_null() {
            LLVMSetValueName2(built, name.as_ptr().cast(), name.len());
        }
        Some(VectorValue::new(built))
    }
}

/// The poison-generating flags of an arithmetic instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoisonFlags {
    /// `nuw`: unsigned overflow gives poison.
    pub nuw: bool,
    /// `nsw`: signed overflow gives poison.
    pub nsw: bool,
    /// `exact` (`lshr`/`ashr`/`udiv`/`sdiv`): shifting out set bits gives poison.
    pub exact: bool,
}

/// Reads the flags of any value (all false for values that cannot carry them).
pub fn poison_flags(value: &impl AsValueRef) -> PoisonFlags {
    // SAFETY: the value is live (borrowed from its module); the shim only
    // inspects it with dyn_cast.
    let bits = unsafe { visa_passes_poison_flags(value.as_value_ref()) };
    PoisonFlags { nuw: bits & 1 != 0, nsw: bits & 2 != 0, exact: bits & 4 != 0 }
}

/// The fast-math flags of a floating-point operation or call (LangRef,
/// "Fast-Math Flags"); all false for other values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastMathFlags {
    pub nnan: bool,
    pub ninf: bool,
    pub nsz: bool,
    pub arcp: bool,
    pub contract: bool,
    pub afn: bool,
    pub reassoc: bool,
}

/// Reads the fast-math flags of any value.
pub fn fast_math_flags(value: &impl AsValueRef) -> FastMathFlags {
    // SAFETY: the value is live (borrowed from its module); the shim only
    // inspects it with dyn_cast.
    let bits = unsafe { visa_passes_fast_math_flags(value.as_value_ref()) };
    let bit = |i: u32| bits & (1 << i) != 0;
    FastMathFlags {
        nnan: bit(0),
        ninf: bit(1),
        nsz: bit(2),
        arcp: bit(3),
        contract: bit(4),
        afn: bit(5),
        reassoc: bit(6),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::intrinsics::instructions;
    use inkwell::memory_buffer::MemoryBuffer;

    #[test]
    fn reads_nuw_nsw_exact() {
        let text = "define i32 @f(i32 %a) {\n  %x = add nuw nsw i32 %a, 1\n  %y = lshr exact i32 %x, 1\n  %z = mul nsw i32 %y, 3\n  ret i32 %z\n}\n";
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let flags: Vec<PoisonFlags> = instructions(f).map(|i| poison_flags(&i)).collect();
        assert_eq!(
            flags,
            vec![
                PoisonFlags { nuw: true, nsw: true, exact: false },
                PoisonFlags { nuw: false, nsw: false, exact: true },
                PoisonFlags { nuw: false, nsw: true, exact: false },
                PoisonFlags::default(),
            ]
        );
    }

    #[test]
    fn reads_fast_math_flags() {
        let text = "define float @f(float %a) {\n  %x = fdiv arcp float %a, 3.0\n  %y = call fast float @llvm.sqrt.f32(float %x)\n  %z = fadd nnan nsz float %y, 1.0\n  ret float %z\n}\ndeclare float @llvm.sqrt.f32(float)\n";
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let flags: Vec<FastMathFlags> = instructions(f).map(|i| fast_math_flags(&i)).collect();
        let all =
            FastMathFlags { nnan: true, ninf: true, nsz: true, arcp: true, contract: true, afn: true, reassoc: true };
        assert_eq!(
            flags,
            vec![
                FastMathFlags { arcp: true, ..FastMathFlags::default() },
                all,
                FastMathFlags { nnan: true, nsz: true, ..FastMathFlags::default() },
                FastMathFlags::default(),
            ]
        );
    }

    /// [`build_cast`] builds what inkwell's `build_cast` builds: the same
    /// instructions with the same names (uniqued alike, cut at a NUL byte),
    /// and an unnamed constant for a cast of a constant.
    #[test]
    fn casts_are_inkwells_casts() {
        let text = "define void @f(<4 x i32 addrspace(1)*> %p, <4 x i32> %v) {\n  ret void\n}\n";
        let build = |ours: bool| {
            let context = crate::ir::context::create_context(false);
            let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
            let module = context.create_module_from_ir(buffer).unwrap();
            let f = module.get_function("f").unwrap();
            let [p, v] = [0, 1].map(|i| f.get_nth_param(i).unwrap().into_vector_value());
            let builder = context.create_builder();
            builder.position_before(&instructions(f).next().unwrap());
            let (i64s, floats) = (context.i64_type().vec_type(4), context.f32_type().vec_type(4));
            let constant = context.i32_type().vec_type(4).const_zero();
            let casts = [
                (InstructionOpcode::PtrToInt, p, i64s, "a"),
                (InstructionOpcode::PtrToInt, p, i64s, "a"),
                (InstructionOpcode::BitCast, v, floats, ""),
                (InstructionOpcode::BitCast, v, floats, "b\0c"),
                (InstructionOpcode::BitCast, constant, floats, "k"),
            ];
            let built: Vec<VectorValue> = casts
                .into_iter()
                .map(|(op, value, to, name)| match ours {
                    true => build_cast(&builder, op, value, to, name).unwrap(),
                    false => builder.build_cast(op, value, to, name).unwrap().into_vector_value(),
                })
                .collect();
            assert!(built[4].as_instruction().is_none() && built[4].get_name().to_bytes().is_empty());
            module.print_to_string().to_string()
        };
        let ours = build(true);
        assert!(ours.contains("%a1 = ptrtoint") && ours.contains("%b = bitcast"), "{ours}");
        assert_eq!(ours, build(false));
        let context = crate::ir::context::create_context(false);
        let unpositioned = context.create_builder();
        let zero = context.i32_type().vec_type(4).const_zero();
        let to = context.f32_type().vec_type(4);
        assert!(build_cast(&unpositioned, InstructionOpcode::BitCast, zero, to, "").is_none());
    }
}
