#![allow(clippy::not_unsafe_ptr_arg_deref)]

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::debuginfo::{
    LLVMDIFileGetFilename, LLVMDILocationGetColumn, LLVMDILocationGetLine, LLVMDILocationGetScope, LLVMDIScopeGetFile,
    LLVMInstructionGetDebugLoc,
};
use inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use inkwell::llvm_sys::prelude::LLVMTypeRef;
use inkwell::llvm_sys::prelude::{LLVMBuilderRef, LLVMValueRef};
use inkwell::llvm_sys::target::{
    LLVMABISizeOfType, LLVMGetModuleDataLayout, LLVMOffsetOfElement, LLVMSizeOfTypeInBits, LLVMStoreSizeOfType,
    LLVMTargetDataRef,
};
use inkwell::llvm_sys::{LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::types::{AsTypeRef, BasicType, PointerType, VectorType};
use inkwell::values::{
    AsValueRef, BasicValueEnum, CallSiteValue, FunctionValue, InstructionOpcode, InstructionValue, VectorValue,
};
use std::ffi::CStr;
use std::os::raw::{c_char, c_int};

/// The LLVM this build is compiled and linked against, as its
/// `llvm-config --version` says (`14.0.6`, `19.1.7`).
pub const LLVM_VERSION: &str = env!("VISA_PASSES_LLVM_VERSION");

/// Its major version: the IR it reads is this LLVM's (LLVM 14 reads typed
/// and opaque pointers; LLVM 19 opaque pointers only, typed-pointer text
/// read as `ptr`).
pub const LLVM_MAJOR: u32 = if cfg!(feature = "llvm19") { 19 } else { 14 };

/// How to get the build that reads IR of LLVM `major` (`None` when no build does).
pub fn build_for(major: u32) -> Option<&'static str> {
    match major {
        ..=14 => Some("the default build (`cargo build --release`)"),
        15..=19 => Some("the LLVM 19 build (`cargo build --release --no-default-features --features llvm19`)"),
        _ => None,
    }
}

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
    fn visa_passes_data_vector_int_lane(c: LLVMValueRef, i: u32, out: *mut u64) -> c_int;
    fn visa_passes_data_vector_int_lanes(c: LLVMValueRef, out: *mut u64, n: u32) -> c_int;
    fn visa_passes_take_name(to: LLVMValueRef, from: LLVMValueRef);
    fn visa_passes_inline_call(
        call: LLVMValueRef,
        each_call: extern "C" fn(*mut std::ffi::c_void, LLVMValueRef),
        context: *mut std::ffi::c_void,
    ) -> *const c_char;
    fn visa_passes_operand(v: LLVMValueRef, i: u32) -> LLVMValueRef;
    fn visa_passes_call_form(
        v: LLVMValueRef,
        args: u32,
        indices: *const u32,
        n: u32,
        out: *mut LLVMValueRef,
    ) -> LLVMValueRef;
    pub(super) fn visa_passes_next_instruction(v: LLVMValueRef) -> LLVMValueRef;
    pub(super) fn visa_passes_successor(v: LLVMValueRef, i: u32) -> LLVMBasicBlockRef;
}

/// Inlines a direct call to a defined function (LLVM's `InlineFunction`);
/// the calls the inlined body brought, in its order, or LLVM's reason for
/// refusing.
///
/// # Safety
/// An inlined call is erased: no copy of `call` may be used after an `Ok`.
pub unsafe fn inline_call(call: InstructionValue<'_>) -> Result<Vec<LLVMValueRef>, String> {
    /// The shim's callback: collects the calls an inlining brought in.
    extern "C" fn collect_call(calls: *mut std::ffi::c_void, call: LLVMValueRef) {
        // SAFETY: `calls` is the `Vec` [`inline_call`] passes, live for the call.
        unsafe { (*calls.cast::<Vec<LLVMValueRef>>()).push(call) };
    }
    if called_function(call).is_none_or(|f| f.count_basic_blocks() == 0) {
        return Err("not a direct call to a defined function".into());
    }
    let mut brought: Vec<LLVMValueRef> = Vec::new();
    // SAFETY: `call` is a live direct call to a defined function (checked);
    // the callback only pushes onto `brought`, live for the call.
    let refused = unsafe {
        visa_passes_inline_call(call.as_value_ref(), collect_call, (&mut brought as *mut Vec<LLVMValueRef>).cast())
    };
    if refused.is_null() {
        Ok(brought)
    } else {
        // SAFETY: LLVM's reasons are static C strings.
        Err(unsafe { CStr::from_ptr(refused) }.to_string_lossy().into_owned())
    }
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

/// The number of elements of an array type.
pub fn array_length(ty: LLVMTypeRef) -> u64 {
    // SAFETY: `ty` is live; the callers ask array types only (LLVM reads
    // the count of an `ArrayType`).
    #[cfg(not(feature = "llvm19"))]
    unsafe {
        u64::from(LLVMGetArrayLength(ty))
    }
    // SAFETY: as above (LLVM 17 made the count 64-bit, `LLVMGetArrayLength2`).
    #[cfg(feature = "llvm19")]
    unsafe {
        LLVMGetArrayLength2(ty)
    }
}

/// `[n x element]`, in `element`'s context.
pub fn array_type(element: LLVMTypeRef, n: u32) -> LLVMTypeRef {
    // SAFETY: `element` is a live type; LLVM uniques the array type in its context.
    #[cfg(not(feature = "llvm19"))]
    unsafe {
        LLVMArrayType(element, n)
    }
    // SAFETY: as above (LLVM 17's `LLVMArrayType2` takes a 64-bit count).
    #[cfg(feature = "llvm19")]
    unsafe {
        LLVMArrayType2(element, u64::from(n))
    }
}

/// A pointer in address space `space` (LLVM 14: to `pointee`; from LLVM 15
/// on every pointer is `ptr`, whatever `pointee` is).
pub fn pointer_type<'ctx>(pointee: impl BasicType<'ctx>, space: u32) -> PointerType<'ctx> {
    // SAFETY: `pointee` is a live type; LLVM uniques the pointer type in its
    // context, which outlives `'ctx`.
    unsafe { PointerType::new(LLVMPointerType(pointee.as_type_ref(), space)) }
}

/// Lane `i` of a `ConstantDataVector` (`None` for any other value or an
/// index past its lanes): the direct accessor, where [`const_lane`] works
/// on any constant vector by folding an extract.
pub fn data_vector_lane(c: LLVMValueRef, i: u32) -> Option<LLVMValueRef> {
    // SAFETY: `c` is live; the element is read from a `ConstantDataVector`
    // only, with an index below its lane count.
    unsafe {
        if LLVMIsAConstantDataVector(c).is_null() || i >= LLVMGetVectorSize(LLVMTypeOf(c)) {
            return None;
        }
        #[cfg(not(feature = "llvm19"))]
        let lane = LLVMGetElementAsConstant(c, i);
        // LLVM 15 replaced the accessor with one for every aggregate.
        #[cfg(feature = "llvm19")]
        let lane = LLVMGetAggregateElement(c, i);
        (!lane.is_null()).then_some(lane)
    }
}

/// Lane `i` of an integer `ConstantDataVector`, zero-extended: the value
/// of [`data_vector_lane`]'s `ConstantInt`, read without making one.
pub fn data_vector_int_lane(c: LLVMValueRef, i: u32) -> Option<u64> {
    let mut bits = 0;
    // SAFETY: `c` is live; the shim reads it only as a `ConstantDataVector`
    // (tested), and writes `bits` only when it answers.
    (unsafe { visa_passes_data_vector_int_lane(c, i, &mut bits) } != 0).then_some(bits)
}

/// Every lane of an integer `ConstantDataVector` of `out.len()` lanes, as
/// [`data_vector_int_lane`] reads each, in one call; false (`out` left as
/// it was) for another constant or another lane count.
pub fn data_vector_int_lanes(c: LLVMValueRef, out: &mut [u64]) -> bool {
    let Ok(n) = u32::try_from(out.len()) else { return false };
    // SAFETY: `c` is live; the shim reads it only as a `ConstantDataVector`
    // (tested) and writes `n` lanes into `out`, which has room for them, only when it answers.
    unsafe { visa_passes_data_vector_int_lanes(c, out.as_mut_ptr(), n) != 0 }
}

/// The type of a value.
#[inline]
pub fn type_of(v: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: `v` is live (the module invariant); every value has a type.
    unsafe { LLVMTypeOf(v) }
}

/// The opcode of an instruction (`None` for any other value).
#[inline]
pub fn opcode(v: LLVMValueRef) -> Option<LLVMOpcode> {
    // SAFETY: `v` is live; the opcode is read only after `LLVMIsAInstruction`.
    unsafe { (!LLVMIsAInstruction(v).is_null()).then(|| LLVMGetInstructionOpcode(v)) }
}

/// `undef` or `poison`.
#[inline]
pub fn is_undef(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; `LLVMIsUndef` is a class test on any value.
    unsafe { LLVMIsUndef(v) != 0 }
}

/// How many operands a value has (0 for values that are not users).
#[inline]
pub fn num_operands(v: LLVMValueRef) -> u32 {
    // SAFETY: `v` is live; a non-user has none (LLVM's `getNumOperands`
    // is only defined on users, so test the class first).
    unsafe {
        if LLVMIsAUser(v).is_null() {
            0
        } else {
            LLVMGetNumOperands(v).max(0) as u32
        }
    }
}

/// Operand `i` of a user (`None` when out of range, or a null operand
/// slot: a `phi` being built, a dropped reference).
#[inline]
pub fn operand(v: LLVMValueRef, i: u32) -> Option<LLVMValueRef> {
    // SAFETY: `v` is live; the shim reads operand `i` of a `User` only,
    // below its operand count (one call: the engines ask this per
    // instruction they run).
    let op = unsafe { visa_passes_operand(v, i) };
    (!op.is_null()).then_some(op)
}

/// The callee of `call` when it is a direct `call` ([`direct_callee`]) of
/// a function that is not variadic and takes `args` arguments, with its
/// operands `indices` written to `out` (as [`instruction_operand`] reads
/// them: `None` when one is out of range or a basic block). One crossing
/// into LLVM for what a check of an LSC call keys on.
pub fn call_form(
    call: InstructionValue<'_>,
    args: u32,
    indices: &[u32],
    out: &mut [LLVMValueRef],
) -> Option<LLVMValueRef> {
    if out.len() < indices.len() {
        return None;
    }
    // SAFETY: `call` is live; the shim reads only a `CallInst`'s callee and
    // its operands below the operand count, and writes at most
    // `indices.len()` values into `out`, which has room for them.
    let callee = unsafe {
        visa_passes_call_form(call.as_value_ref(), args, indices.as_ptr(), indices.len() as u32, out.as_mut_ptr())
    };
    (!callee.is_null()).then_some(callee)
}

/// The type an `alloca` allocates (`None` for any other value).
pub fn allocated_type(v: LLVMValueRef) -> Option<LLVMTypeRef> {
    // SAFETY: `v` is live; the allocated type is asked of an `AllocaInst` only.
    unsafe { (!LLVMIsAAllocaInst(v).is_null()).then(|| LLVMGetAllocatedType(v)) }
}

/// A scalar integer constant's value, sign-extended from its width (`None`
/// for anything else, or wider than 64 bits).
pub fn const_int(v: LLVMValueRef) -> Option<i64> {
    // SAFETY: `v` is live; the width is read from an integer type only and
    // the value from a `ConstantInt` only.
    unsafe {
        let ty = LLVMTypeOf(v);
        let narrow = LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) <= 64;
        (narrow && !LLVMIsAConstantInt(v).is_null()).then(|| LLVMConstIntGetSExtValue(v))
    }
}

/// A scalar integer constant's value, zero-extended from its width (`None`
/// for anything else, or wider than 64 bits).
pub fn const_uint(v: LLVMValueRef) -> Option<u64> {
    // SAFETY: as in [`const_int`].
    unsafe {
        let ty = LLVMTypeOf(v);
        let narrow = LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) <= 64;
        (narrow && !LLVMIsAConstantInt(v).is_null()).then(|| LLVMConstIntGetZExtValue(v))
    }
}

/// Lane `i` of a constant vector, folded by LLVM's constant folder
/// (`LLVMConstExtractElement`): works on every constant vector class,
/// `<N x i1>` and `zeroinitializer` included, where inkwell's
/// `get_element_as_constant` crashes. `None` when `c` is not a constant of
/// vector type or `i` is not below its lane count.
#[inline]
pub fn const_lane(c: LLVMValueRef, i: u32) -> Option<LLVMValueRef> {
    // SAFETY: `c` is live; its type is asked for its lane count only once
    // it is known to be a vector type, and the extract is built on a
    // constant with an in-range index in `c`'s own context.
    unsafe {
        let ty = LLVMTypeOf(c);
        if LLVMIsAConstant(c).is_null()
            || LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMVectorTypeKind
            || i >= LLVMGetVectorSize(ty)
        {
            return None;
        }
        let index = LLVMConstInt(LLVMInt32TypeInContext(LLVMGetTypeContext(ty)), u64::from(i), 0);
        let lane = LLVMConstExtractElement(c, index);
        (!lane.is_null()).then_some(lane)
    }
}

/// The mask of a `shufflevector` instruction, one entry per result lane:
/// `Some(k)` takes lane `k` of the two inputs put end to end, `None` is an
/// undefined lane. `None` for any other value (a `shufflevector` constant
/// expression included: LLVM 14's mask accessors only accept instructions).
/// The one reader of shuffle masks.
pub fn read_shuffle_mask(v: LLVMValueRef) -> Option<Vec<Option<u32>>> {
    // SAFETY: `v` is live; the mask accessors run only on a
    // `ShuffleVectorInst`, with indices below its mask length.
    unsafe {
        if LLVMIsAShuffleVectorInst(v).is_null() {
            return None;
        }
        let count = LLVMGetNumMaskElements(v);
        // LLVMUndefMaskElem is -1; any negative element is undefined.
        Some((0..count).map(|i| u32::try_from(LLVMGetMaskValue(v, i)).ok()).collect())
    }
}

/// The poison-generating flags of an arithmetic instruction or cast
/// (LangRef; `getelementptr`'s are not read: see docs/input-contract.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoisonFlags {
    /// `nuw`: unsigned overflow gives poison (`trunc nuw`, LLVM 19: a
    /// truncated bit set).
    pub nuw: bool,
    /// `nsw`: signed overflow gives poison (`trunc nsw`, LLVM 19: the value
    /// changes as a signed one).
    pub nsw: bool,
    /// `exact` (`lshr`/`ashr`/`udiv`/`sdiv`): shifting out set bits gives poison.
    pub exact: bool,
    /// `or disjoint` (LLVM 18): a bit set in both operands gives poison.
    pub disjoint: bool,
    /// `zext nneg` (LLVM 18), `uitofp nneg` (LLVM 19): a negative operand gives poison.
    pub nneg: bool,
}

/// Reads the flags of any value (all false for values that cannot carry them).
pub fn poison_flags(value: &impl AsValueRef) -> PoisonFlags {
    // SAFETY: the value is live (borrowed from its module); the shim only
    // inspects it with dyn_cast.
    let bits = unsafe { visa_passes_poison_flags(value.as_value_ref()) };
    PoisonFlags {
        nuw: bits & 1 != 0,
        nsw: bits & 2 != 0,
        exact: bits & 4 != 0,
        disjoint: bits & 8 != 0,
        nneg: bits & 16 != 0,
    }
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

/// A type as LLVM prints it (`<8 x i32>`).
pub fn type_text(ty: LLVMTypeRef) -> String {
    // SAFETY: `ty` is live; LLVM returns a fresh C string, copied then disposed.
    unsafe { take_message(LLVMPrintTypeToString(ty)) }
}

/// A value as LLVM prints it (an instruction: its whole line).
pub fn value_text(v: LLVMValueRef) -> String {
    // SAFETY: as above.
    unsafe { take_message(LLVMPrintValueToString(v)) }
}

/// The name of a value without its sigil (`%a` -> `a`); empty if unnamed.
pub fn value_name(v: LLVMValueRef) -> String {
    String::from_utf8_lossy(value_name_bytes(v)).into_owned()
}

/// The bytes of a value's name without its sigil, borrowed from LLVM; empty
/// if unnamed. Only valid until the value is renamed or deleted: use it at
/// once.
pub fn value_name_bytes<'a>(v: LLVMValueRef) -> &'a [u8] {
    let mut len = 0usize;
    // SAFETY: `v` is live; LLVM returns a pointer into the value's name and its length.
    unsafe {
        let ptr = LLVMGetValueName2(v, &mut len);
        if ptr.is_null() || len == 0 {
            return &[];
        }
        std::slice::from_raw_parts(ptr.cast::<u8>(), len)
    }
}

/// A message LLVM allocated, copied into a `String` and disposed of (empty
/// for null).
///
/// # Safety
/// `ptr` is null or a NUL-terminated message LLVM allocated, not yet disposed.
pub unsafe fn take_message(ptr: *mut c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    let text = CStr::from_ptr(ptr).to_string_lossy().into_owned();
    LLVMDisposeMessage(ptr);
    text
}

// ---- types -----------------------------------------------------------------

/// A type's kind.
#[inline]
pub fn type_kind(ty: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: `ty` is live; every type has a kind.
    unsafe { LLVMGetTypeKind(ty) }
}

/// The width of an integer type (`None` for any other type).
#[inline]
pub fn int_width(ty: LLVMTypeRef) -> Option<u32> {
    // SAFETY: the width is read from an integer type only.
    (type_kind(ty) == LLVMTypeKind::LLVMIntegerTypeKind).then(|| unsafe { LLVMGetIntTypeWidth(ty) })
}

/// The lane count of a fixed vector type (`None` for any other type).
pub fn vector_size(ty: LLVMTypeRef) -> Option<u32> {
    // SAFETY: the count is read from a vector type only.
    (type_kind(ty) == LLVMTypeKind::LLVMVectorTypeKind).then(|| unsafe { LLVMGetVectorSize(ty) })
}

/// The element type of an array or vector type (`None` for any other type).
#[inline]
pub fn element_type(ty: LLVMTypeRef) -> Option<LLVMTypeRef> {
    // SAFETY: `ty` is live; the element type is asked of a sequential type only.
    unsafe {
        matches!(
            LLVMGetTypeKind(ty),
            LLVMTypeKind::LLVMArrayTypeKind
                | LLVMTypeKind::LLVMVectorTypeKind
                | LLVMTypeKind::LLVMScalableVectorTypeKind
        )
        .then(|| LLVMGetElementType(ty))
    }
}

/// Field `i` of a struct type (`None` for any other type, or past its last field).
pub fn struct_field(ty: LLVMTypeRef, i: u32) -> Option<LLVMTypeRef> {
    if type_kind(ty) != LLVMTypeKind::LLVMStructTypeKind {
        return None;
    }
    // SAFETY: a struct type; the field is read only below its field count.
    unsafe { (i < LLVMCountStructElementTypes(ty)).then(|| LLVMStructGetTypeAtIndex(ty, i)) }
}

/// Whether the data layout's size queries are valid for `ty`: sized and
/// not a scalable vector (LLVM asserts or crashes on the others).
pub fn is_sized(ty: LLVMTypeRef) -> bool {
    // SAFETY: a sizedness query on a live type.
    type_kind(ty) != LLVMTypeKind::LLVMScalableVectorTypeKind && unsafe { LLVMTypeIsSized(ty) != 0 }
}

// ---- the data layout -------------------------------------------------------

/// A module's data layout, alive as long as the module (the invariant).
pub fn data_layout(module: &Module<'_>) -> LLVMTargetDataRef {
    // SAFETY: the module is live; the layout it returns lives as long as it.
    unsafe { LLVMGetModuleDataLayout(module.as_mut_ptr()) }
}

/// The ABI size of a sized, fixed-size type in the data layout `layout`
/// (`None` for an unsized or scalable type).
pub fn abi_size(layout: LLVMTargetDataRef, ty: LLVMTypeRef) -> Option<u64> {
    // SAFETY: `layout` is a live module's layout ([`data_layout`]) and `ty`
    // a live type; sized and not scalable before the size query.
    unsafe {
        let fixed = LLVMTypeIsSized(ty) != 0 && LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMScalableVectorTypeKind;
        fixed.then(|| LLVMABISizeOfType(layout, ty))
    }
}

/// The bytes a store of `ty` writes; `None` for a type without a size.
pub fn store_size(layout: LLVMTargetDataRef, ty: LLVMTypeRef) -> Option<u64> {
    // SAFETY: as in [`abi_size`].
    is_sized(ty).then(|| unsafe { LLVMStoreSizeOfType(layout, ty) })
}

/// The size of `ty` in bits; `None` for a type without a size.
pub fn size_in_bits(layout: LLVMTargetDataRef, ty: LLVMTypeRef) -> Option<u64> {
    // SAFETY: as in [`abi_size`].
    is_sized(ty).then(|| unsafe { LLVMSizeOfTypeInBits(layout, ty) })
}

/// The byte offset of field `field` in a struct type (`None` for any other
/// type, an unsized one, or past its last field).
pub fn field_offset(layout: LLVMTargetDataRef, strukt: LLVMTypeRef, field: u32) -> Option<u64> {
    struct_field(strukt, field)?;
    // SAFETY: a sized struct type with the field (checked above); the layout is live.
    is_sized(strukt).then(|| unsafe { LLVMOffsetOfElement(layout, strukt, field) })
}

// ---- values ------------------------------------------------------------------

/// The value as an instruction (`None` for any other value).
pub fn instruction<'ctx>(v: LLVMValueRef) -> Option<InstructionValue<'ctx>> {
    // SAFETY: `v` is live; it is wrapped only once it is known to be an instruction.
    unsafe { (!LLVMIsAInstruction(v).is_null()).then(|| InstructionValue::new(v)) }
}

/// Whether the value is a constant (a constant expression included).
pub fn is_constant(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; a class test.
    unsafe { !LLVMIsAConstant(v).is_null() }
}

/// Deletes `f` if nothing in the module uses it; whether it did.
///
/// # Safety
/// The lifetime invariant ends for `f` when it is deleted: no copy of the
/// handle may be used after a `true`.
pub unsafe fn delete_if_unused(f: FunctionValue<'_>) -> bool {
    if has_uses(f.as_value_ref()) {
        return false;
    }
    // SAFETY: nothing in the module refers to `f`; the caller uses no copy
    // of it afterwards (this function's contract).
    unsafe { f.delete() };
    true
}

/// Removes the instruction's metadata attachment of `kind` (if any).
pub fn remove_metadata(inst: InstructionValue<'_>, kind: u32) {
    // SAFETY: a live instruction; a null node removes the attachment.
    unsafe { LLVMSetMetadata(inst.as_value_ref(), kind, std::ptr::null_mut()) }
}

/// The function a call calls directly (`None` for any other value, an
/// indirect call or a call of something that is not a function).
pub fn called_function<'ctx>(inst: InstructionValue<'ctx>) -> Option<FunctionValue<'ctx>> {
    let call = inst.as_value_ref();
    // SAFETY: `call` is live; the called operand is asked of a call only,
    // and wrapped only once it is known to be a function.
    unsafe {
        if LLVMIsACallInst(call).is_null() {
            return None;
        }
        let target = LLVMGetCalledValue(call);
        if target.is_null() || LLVMIsAFunction(target).is_null() {
            return None;
        }
        FunctionValue::new(target)
    }
}

/// Whether the value is an `extractvalue` instruction.
pub fn is_extract_value(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; a class test.
    unsafe { !LLVMIsAExtractValueInst(v).is_null() }
}

/// The index of an `extractvalue` with exactly one (`None` for any other value).
pub fn extract_value_index(inst: InstructionValue<'_>) -> Option<u32> {
    let v = inst.as_value_ref();
    // SAFETY: the indices are read from an `extractvalue` only, and the
    // first only when it has one.
    unsafe { (is_extract_value(v) && LLVMGetNumIndices(v) == 1).then(|| *LLVMGetIndices(v)) }
}

/// The bits of a scalar constant of at most 64 bits: an integer's value
/// (zero-extended), a null pointer's 0, a `half`, `bfloat`, `float` or
/// `double`'s exact bits (NaN payloads too); `None` for any other value.
pub fn const_bits(c: LLVMValueRef) -> Option<u64> {
    // SAFETY: `c` is live; each class is tested before it is read, and a
    // float is bitcast by the constant folder to the integer of its own
    // width, in its own context.
    unsafe {
        if !LLVMIsAConstantPointerNull(c).is_null() {
            return Some(0);
        }
        if !LLVMIsAConstantFP(c).is_null() {
            let ty = LLVMTypeOf(c);
            let bits = match type_kind(ty) {
                LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => 16,
                LLVMTypeKind::LLVMFloatTypeKind => 32,
                LLVMTypeKind::LLVMDoubleTypeKind => 64,
                _ => return None,
            };
            let int = LLVMIntTypeInContext(LLVMGetTypeContext(ty), bits);
            return const_uint(LLVMConstBitCast(c, int));
        }
    }
    const_uint(c)
}

/// A direct call of `function`. Inkwell's `build_call` (LLVM 14) reads the
/// callee's type through its pointer type (`LLVMBuildCall`), which crashes
/// on opaque pointers; `LLVMBuildCall2` is given the function type. The
/// name is set afterwards from its length: no C string is made per call.
pub fn build_call<'ctx>(
    builder: &Builder<'ctx>,
    function: FunctionValue<'ctx>,
    values: &[BasicValueEnum<'ctx>],
    name: &str,
) -> Result<CallSiteValue<'ctx>, String> {
    if builder.get_insert_block().is_none() {
        return Err("internal error: the builder has no position".into());
    }
    // A name with a NUL byte is refused, as when it was passed as a C string.
    if let Some(Err(e)) = name.contains('\0').then(|| std::ffi::CString::new(name)) {
        return Err(e.to_string());
    }
    // No allocation but for a call longer than any message's (an LSC load
    // or store has 13 operands, a 2D block message 16).
    let mut on_stack: [LLVMValueRef; 16] = [std::ptr::null_mut(); 16];
    let mut on_heap: Vec<LLVMValueRef>;
    let args: &mut [LLVMValueRef] = match on_stack.get_mut(..values.len()) {
        Some(args) => args,
        None => {
            on_heap = vec![std::ptr::null_mut(); values.len()];
            &mut on_heap
        }
    };
    for (arg, v) in args.iter_mut().zip(values) {
        *arg = v.as_value_ref();
    }
    // The parameters' types read from the function's type at once (a
    // parameter at a time costs a walk of the argument list each).
    let function_type = function.get_type().as_type_ref();
    // SAFETY: `function_type` is a function type.
    let count = unsafe { LLVMCountParamTypes(function_type) } as usize;
    let mut params_on_stack: [LLVMTypeRef; 16] = [std::ptr::null_mut(); 16];
    let mut params_on_heap: Vec<LLVMTypeRef>;
    let params: &mut [LLVMTypeRef] = match params_on_stack.get_mut(..count) {
        Some(params) => params,
        None => {
            params_on_heap = vec![std::ptr::null_mut(); count];
            &mut params_on_heap
        }
    };
    // SAFETY: `params` has room for the type's `count` parameter types.
    unsafe { LLVMGetParamTypes(function_type, params.as_mut_ptr()) };
    if count != args.len() || !args.iter().zip(params.iter()).all(|(&arg, &param)| type_of(arg) == param) {
        return Err(format!(
            "internal error: a call of `{}` with arguments of other types",
            value_name(function.as_value_ref())
        ));
    }
    // SAFETY: the builder is positioned in a live function; the callee, its
    // type and the arguments belong to the builder's context, and the
    // arguments match the parameters (checked).
    let call = unsafe {
        LLVMBuildCall2(
            builder.as_mut_ptr(),
            function.get_type().as_type_ref(),
            function.as_value_ref(),
            args.as_mut_ptr(),
            args.len() as u32,
            c"".as_ptr(),
        )
    };
    // SAFETY: `call` is the call instruction just built.
    let call = unsafe { CallSiteValue::new(call) };
    if !name.is_empty() {
        set_value_name(call.as_value_ref(), name);
    }
    Ok(call)
}

/// The opcode of an instruction (one read, no class test: `inst` is one).
#[inline]
pub fn instruction_opcode(inst: InstructionValue<'_>) -> LLVMOpcode {
    // SAFETY: `inst` is a live instruction (its type says so).
    unsafe { LLVMGetInstructionOpcode(inst.as_value_ref()) }
}

/// Operand `index` of an instruction, unless there is none or it is a
/// basic block (no user class test: every instruction is a user).
#[inline]
pub fn instruction_operand(inst: InstructionValue<'_>, index: u32) -> Option<LLVMValueRef> {
    let v = inst.as_value_ref();
    // SAFETY: `inst` is a live instruction; the index is checked first.
    unsafe {
        if index >= LLVMGetNumOperands(v).max(0) as u32 {
            return None;
        }
        let op = LLVMGetOperand(v, index);
        (!op.is_null() && LLVMValueIsBasicBlock(op) == 0).then_some(op)
    }
}

/// [`instruction_operand`] as a first-class value.
#[inline]
pub fn basic_operand<'ctx>(inst: InstructionValue<'ctx>, index: u32) -> Option<BasicValueEnum<'ctx>> {
    let op = instruction_operand(inst, index)?;
    // SAFETY: a live operand of an instruction of `'ctx` that is not a basic block.
    Some(unsafe { BasicValueEnum::new(op) })
}

/// The function a `call` instruction calls directly (LLVM's
/// `CallBase::getCalledFunction`): its callee, if that is a function of the
/// type the call calls through; `None` for any other instruction.
pub fn direct_callee(call: InstructionValue<'_>) -> Option<LLVMValueRef> {
    if instruction_opcode(call) != LLVMOpcode::LLVMCall {
        return None;
    }
    let call = call.as_value_ref();
    // SAFETY: `call` is a live call instruction; the callee's type is read
    // only from a function.
    unsafe {
        let callee = LLVMGetCalledValue(call);
        if callee.is_null() || LLVMIsAFunction(callee).is_null() {
            return None;
        }
        (LLVMGlobalGetValueType(callee) == LLVMGetCalledFunctionType(call)).then_some(callee)
    }
}

// ---- The emitter's queries (`src/emit`): instructions, blocks, uses. ----

/// The successor blocks of a terminator, in order (for `br`: the true,
/// then the false block; for `switch`: the default, then each case's);
/// empty for any other value.
pub fn successors(v: LLVMValueRef) -> Vec<LLVMBasicBlockRef> {
    // SAFETY: `v` is live; successors are asked of a terminator
    // instruction only, with indices below its successor count.
    unsafe {
        if LLVMIsAInstruction(v).is_null() || LLVMIsATerminatorInst(v).is_null() {
            return Vec::new();
        }
        (0..LLVMGetNumSuccessors(v)).map(|i| LLVMGetSuccessor(v, i)).collect()
    }
}

/// Whether a value is a conditional `br`.
pub fn is_conditional_branch(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; the condition is asked of a `BranchInst` only.
    unsafe { !LLVMIsABranchInst(v).is_null() && LLVMIsConditional(v) != 0 }
}

/// The value a `phi` takes when entered from `block` (`None` when it
/// lists no such block, or `phi` is not a phi).
pub fn incoming_value(phi: LLVMValueRef, block: LLVMBasicBlockRef) -> Option<LLVMValueRef> {
    // SAFETY: `phi` is live; the incoming list is read from a `PHINode`
    // only, with indices below its incoming count.
    unsafe {
        if LLVMIsAPHINode(phi).is_null() {
            return None;
        }
        (0..LLVMCountIncoming(phi))
            .find(|&i| LLVMGetIncomingBlock(phi, i) == block)
            .map(|i| LLVMGetIncomingValue(phi, i))
    }
}

/// The parameters of a function (empty for any other value).
pub fn params(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `f` is live; parameters are asked of a `Function` only, with
    // indices below its parameter count.
    unsafe {
        if LLVMIsAFunction(f).is_null() {
            return Vec::new();
        }
        (0..LLVMCountParams(f)).map(|i| LLVMGetParam(f, i)).collect()
    }
}

/// Whether a value is a function's argument.
pub fn is_argument(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; `LLVMIsAArgument` is a class test on any value.
    unsafe { !LLVMIsAArgument(v).is_null() }
}

/// The users of a value, one per use (a user reading it twice is listed
/// twice), walked lazily: the use list must not change while walked.
pub fn users(v: LLVMValueRef) -> impl Iterator<Item = LLVMValueRef> {
    // SAFETY: `v` is live; every value has a use list (empty: null).
    let mut u = unsafe { LLVMGetFirstUse(v) };
    std::iter::from_fn(move || {
        if u.is_null() {
            return None;
        }
        // SAFETY: `u` is a non-null use of the live `v`; the list is not
        // changed while walked (this function's contract).
        let (user, next) = unsafe { (LLVMGetUser(u), LLVMGetNextUse(u)) };
        u = next;
        Some(user)
    })
}

/// The block an instruction is in (`None` for any other value).
pub fn instruction_block(v: LLVMValueRef) -> Option<LLVMBasicBlockRef> {
    // SAFETY: `v` is live; the parent is asked of an instruction only.
    unsafe { (!LLVMIsAInstruction(v).is_null()).then(|| LLVMGetInstructionParent(v)) }
}

/// `v` as an inkwell instruction (`None` for any other value), for the
/// context `'ctx` it lives in (the lifetime invariant).
pub fn as_instruction<'ctx>(v: LLVMValueRef) -> Option<InstructionValue<'ctx>> {
    // SAFETY: `v` is live and, tested first, an instruction.
    unsafe { (!LLVMIsAInstruction(v).is_null()).then(|| InstructionValue::new(v)) }
}

/// A block handle as an inkwell block (`None` for null), for the context
/// `'ctx` it lives in (the lifetime invariant).
pub fn as_block<'ctx>(bb: LLVMBasicBlockRef) -> Option<BasicBlock<'ctx>> {
    // SAFETY: `bb` is null or a live block; `BasicBlock::new` maps null to `None`.
    unsafe { BasicBlock::new(bb) }
}

/// The address space of a pointer type (`None` for any other type).
#[inline]
pub fn address_space(ty: LLVMTypeRef) -> Option<u32> {
    // SAFETY: `ty` is live; the address space is asked of a pointer type only.
    unsafe { (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMPointerTypeKind).then(|| LLVMGetPointerAddressSpace(ty)) }
}

/// The lane count and lane type of a fixed vector type (`None` for any
/// other type).
pub fn vector_of(ty: LLVMTypeRef) -> Option<(u32, LLVMTypeRef)> {
    // SAFETY: `ty` is live; the size and element type are asked of a
    // fixed vector type only.
    unsafe {
        (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMVectorTypeKind)
            .then(|| (LLVMGetVectorSize(ty), LLVMGetElementType(ty)))
    }
}

/// `zeroinitializer` (a `ConstantAggregateZero`).
pub fn is_aggregate_zero(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; a class test.
    unsafe { !LLVMIsAConstantAggregateZero(v).is_null() }
}

/// A `ConstantDataVector` (a vector of simple constants, stored packed).
pub fn is_data_vector(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; a class test.
    unsafe { !LLVMIsAConstantDataVector(v).is_null() }
}

/// A `ConstantVector` (a vector whose lanes are constants of any class,
/// one operand each).
pub fn is_constant_vector(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; a class test.
    unsafe { !LLVMIsAConstantVector(v).is_null() }
}

/// A global value (a function, variable or alias).
pub fn is_global(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; a class test.
    unsafe { !LLVMIsAGlobalValue(v).is_null() }
}

/// A null pointer, or a value LLVM counts as its type's null (`LLVMIsNull`).
pub fn is_null_value(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; `LLVMIsAConstantPointerNull` is a class test and
    // `LLVMIsNull` asks a constant only.
    unsafe { !LLVMIsAConstantPointerNull(v).is_null() || (!LLVMIsAConstant(v).is_null() && LLVMIsNull(v) != 0) }
}

/// A `ConstantInt`'s value zero-extended and cut to its low 64 bits (`None`
/// for any other value).
#[inline]
pub fn const_int_bits(v: LLVMValueRef) -> Option<u64> {
    // SAFETY: `v` is live; the value is read from a `ConstantInt` only, of
    // at most 64 bits (a wider one is `None`).
    unsafe {
        if LLVMIsAConstantInt(v).is_null() || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64 {
            return None;
        }
        Some(LLVMConstIntGetZExtValue(v))
    }
}

/// A `ConstantFP`'s bits as an integer of `bits` bits, folded by LLVM
/// (`None` for any other value, or where the fold does not give an
/// integer constant), and its value as a double otherwise.
pub fn const_float(v: LLVMValueRef, bits: u32) -> Option<Result<u64, f64>> {
    // SAFETY: `v` is live; the bitcast is built on a `ConstantFP` in its
    // own context, and the double is read from a `ConstantFP` only.
    unsafe {
        if LLVMIsAConstantFP(v).is_null() {
            return None;
        }
        let ctx = LLVMGetTypeContext(LLVMTypeOf(v));
        let as_int = LLVMConstBitCast(v, LLVMIntTypeInContext(ctx, bits));
        if let Some(b) = (!as_int.is_null()).then(|| const_int_bits(as_int)).flatten() {
            return Some(Ok(b));
        }
        let mut loses = 0;
        Some(Err(LLVMConstRealGetDouble(v, &mut loses)))
    }
}

/// The byte offset and type of field `field` of a struct type in the data
/// layout `layout` (`None` when `ty` is no sized struct or has no such field).
pub fn struct_field_offset(layout: LLVMTargetDataRef, ty: LLVMTypeRef, field: u32) -> Option<(u64, LLVMTypeRef)> {
    abi_size(layout, ty)?;
    // SAFETY: `ty` is a live, sized struct type (tested) and `field` is
    // below its field count.
    unsafe {
        let is_struct = LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind;
        (is_struct && field < LLVMCountStructElementTypes(ty))
            .then(|| (LLVMOffsetOfElement(layout, ty, field), LLVMStructGetTypeAtIndex(ty, field)))
    }
}

/// The emitter's queries on a function with every kind of value they
/// answer about, and on the values they must refuse (a value of another
/// class gives `None`, empty or `false`, never a crash).
#[cfg(test)]
mod emit_queries_tests {
    use super::*;
    use crate::ir::intrinsics::instructions;
    use inkwell::memory_buffer::MemoryBuffer;

    #[test]
    fn answers_for_their_class_and_refuse_the_others() {
        let text = "target datalayout = \"e-i64:64\"\n\
                    define i32 @f(i32 %a, float %x) {\n\
                    entry:\n  %c = icmp sgt i32 %a, 0\n  %d = fcmp olt float %x, 1.5\n  \
                    br i1 %c, label %then, label %join\n\
                    then:\n  switch i32 %a, label %join [ i32 1, label %join ]\n\
                    join:\n  %p = phi i32 [ %a, %entry ], [ 7, %then ], [ 7, %then ]\n  \
                    %s = add i32 %p, %a\n  ret i32 %s\n}\n";
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let inst = |n: usize| instructions(f).nth(n).unwrap().as_value_ref();
        let (icmp, fcmp, br, switch, phi, add, ret) = (inst(0), inst(1), inst(2), inst(3), inst(4), inst(5), inst(6));
        let [a, x] = [0, 1].map(|i| f.get_nth_param(i).unwrap().as_value_ref());
        let blocks: Vec<LLVMBasicBlockRef> = f.get_basic_blocks().iter().map(|b| b.as_mut_ptr()).collect();
        let (entry, then, join) = (blocks[0], blocks[1], blocks[2]);

        assert_eq!(icmp_predicate(icmp), Some(LLVMIntPredicate::LLVMIntSGT));
        assert_eq!(icmp_predicate(fcmp), None);
        assert_eq!(fcmp_predicate(fcmp), Some(LLVMRealPredicate::LLVMRealOLT));
        assert_eq!(fcmp_predicate(icmp), None);
        assert_eq!(gep_source_element_type(add), None);

        assert_eq!(successors(br), [then, join]);
        assert_eq!(successors(switch), [join, join]);
        assert!(successors(add).is_empty() && successors(a).is_empty());
        assert!(is_conditional_branch(br));
        assert!(!is_conditional_branch(switch));

        assert_eq!(incoming_value(phi, entry), Some(a));
        assert_eq!(incoming_value(phi, then).and_then(const_uint), Some(7));
        assert_eq!(incoming_value(phi, join), None);
        assert_eq!(incoming_value(add, entry), None);

        assert_eq!(params(f.as_value_ref()), [a, x]);
        assert!(params(add).is_empty());
        assert!(is_argument(a) && !is_argument(add));
        // `%a` is read by the icmp, the switch, the phi and the add, once each.
        let mut readers: Vec<LLVMValueRef> = users(a).collect();
        readers.sort();
        let mut expected = vec![icmp, switch, phi, add];
        expected.sort();
        assert_eq!(readers, expected);
        assert_eq!(users(ret).count(), 0);

        assert_eq!(instruction_block(add), Some(join));
        assert_eq!(instruction_block(a), None);
        assert_eq!(as_instruction(add).map(|i| i.as_value_ref()), Some(add));
        assert!(as_instruction(a).is_none());
        assert_eq!(as_block(join).map(|b| b.as_mut_ptr()), Some(join));
        assert!(as_block(std::ptr::null_mut()).is_none());
    }

    #[test]
    fn reads_types_constants_and_the_layout() {
        let context = crate::ir::context::create_context(false);
        let text = "target datalayout = \"e-i64:64\"\n";
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let (i16s, i64s, f32s) = (context.i16_type(), context.i64_type(), context.f32_type());
        let vector = i16s.vec_type(4);
        assert_eq!(type_kind(i16s.as_type_ref()), LLVMTypeKind::LLVMIntegerTypeKind);
        assert_eq!(int_width(i16s.as_type_ref()), Some(16));
        assert_eq!(int_width(f32s.as_type_ref()), None);
        assert_eq!(vector_of(vector.as_type_ref()), Some((4, i16s.as_type_ref())));
        assert_eq!(vector_of(i16s.as_type_ref()), None);
        assert_eq!(element_type(vector.as_type_ref()), Some(i16s.as_type_ref()));
        assert_eq!(element_type(i16s.as_type_ref()), None);
        assert_eq!(address_space(i16s.as_type_ref()), None);

        // 1.5f is 0x3fc00000; as 32 bits the fold gives exactly that.
        let x = f32s.const_float(1.5).as_value_ref();
        assert_eq!(const_float(x, 32), Some(Ok(0x3fc0_0000)));
        assert_eq!(const_float(i16s.const_int(3, false).as_value_ref(), 16), None);
        assert_eq!(const_int_bits(i16s.const_int(0xffff, false).as_value_ref()), Some(0xffff));
        assert_eq!(const_int_bits(x), None);
        assert!(is_constant(x) && !is_global(x));
        assert!(is_null_value(i64s.const_zero().as_value_ref()));
        assert!(!is_null_value(i64s.const_int(1, false).as_value_ref()));
        assert!(is_aggregate_zero(vector.const_zero().as_value_ref()));

        // { i16, i64 }: the i64 at offset 8 (its 64-bit alignment), 16 bytes in all.
        let pair = context.struct_type(&[i16s.into(), i64s.into()], false);
        let layout = data_layout(&module);
        assert_eq!(abi_size(layout, pair.as_type_ref()), Some(16));
        assert_eq!(struct_field_count(pair.as_type_ref()), Some(2));
        assert_eq!(struct_field_offset(layout, pair.as_type_ref(), 1), Some((8, i64s.as_type_ref())));
        assert_eq!(struct_field_offset(layout, pair.as_type_ref(), 2), None);
        assert_eq!(struct_field_count(i16s.as_type_ref()), None);
    }
}

/// The value classes the engines test for ([`is_a`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueClass {
    Argument,
    Constant,
    ConstantExpr,
    ConstantAggregateZero,
    ConstantInt,
    ConstantFP,
    ConstantPointerNull,
    GlobalValue,
    GlobalVariable,
    Function,
    InlineAsm,
    Instruction,
    UndefValue,
    ConstantVector,
    AllocaInst,
    CallInst,
    InvokeInst,
    AtomicCmpXchgInst,
}

/// Whether `v` is of class `class` (LLVM's `isa<>`, through `LLVMIsA*`).
#[inline]
pub fn is_a(v: LLVMValueRef, class: ValueClass) -> bool {
    use ValueClass::*;
    // SAFETY: `v` is live; the `LLVMIsA*` functions are `dyn_cast`s, valid on any value.
    let cast = unsafe {
        match class {
            Argument => LLVMIsAArgument(v),
            Constant => LLVMIsAConstant(v),
            ConstantExpr => LLVMIsAConstantExpr(v),
            ConstantAggregateZero => LLVMIsAConstantAggregateZero(v),
            ConstantInt => LLVMIsAConstantInt(v),
            ConstantFP => LLVMIsAConstantFP(v),
            ConstantPointerNull => LLVMIsAConstantPointerNull(v),
            GlobalValue => LLVMIsAGlobalValue(v),
            GlobalVariable => LLVMIsAGlobalVariable(v),
            Function => LLVMIsAFunction(v),
            InlineAsm => LLVMIsAInlineAsm(v),
            Instruction => LLVMIsAInstruction(v),
            UndefValue => LLVMIsAUndefValue(v),
            ConstantVector => LLVMIsAConstantVector(v),
            AllocaInst => LLVMIsAAllocaInst(v),
            CallInst => LLVMIsACallInst(v),
            InvokeInst => LLVMIsAInvokeInst(v),
            AtomicCmpXchgInst => LLVMIsAAtomicCmpXchgInst(v),
        }
    };
    !cast.is_null()
}

/// The opcode of a constant expression (`None` for any other value).
#[inline]
pub fn const_expr_opcode(v: LLVMValueRef) -> Option<LLVMOpcode> {
    // SAFETY: `v` is live; the opcode is read from a `ConstantExpr` only.
    unsafe { (!LLVMIsAConstantExpr(v).is_null()).then(|| LLVMGetConstOpcode(v)) }
}

/// The opcode of an instruction or of a constant expression.
#[inline]
pub fn any_opcode(v: LLVMValueRef) -> Option<LLVMOpcode> {
    opcode(v).or_else(|| const_expr_opcode(v))
}

/// An `icmp`'s predicate (instruction or constant expression; `None` for
/// anything else).
pub fn icmp_predicate(v: LLVMValueRef) -> Option<LLVMIntPredicate> {
    // SAFETY: `v` is live; the predicate is asked of an `icmp` only.
    (any_opcode(v) == Some(LLVMOpcode::LLVMICmp)).then(|| unsafe { LLVMGetICmpPredicate(v) })
}

/// An `fcmp`'s predicate (instruction or constant expression; `None` for
/// anything else).
pub fn fcmp_predicate(v: LLVMValueRef) -> Option<LLVMRealPredicate> {
    // SAFETY: `v` is live; the predicate is asked of an `fcmp` only.
    (any_opcode(v) == Some(LLVMOpcode::LLVMFCmp)).then(|| unsafe { LLVMGetFCmpPredicate(v) })
}

/// The source element type of a `getelementptr` (instruction or constant
/// expression; `None` for anything else).
pub fn gep_source_element_type(v: LLVMValueRef) -> Option<LLVMTypeRef> {
    // SAFETY: `v` is live and a GEP (LLVM's `GEPOperator`).
    (any_opcode(v) == Some(LLVMOpcode::LLVMGetElementPtr)).then(|| unsafe { LLVMGetGEPSourceElementType(v) })
}

/// A call or an invoke (LLVM's `CallBase`, which the C API cannot test for).
#[inline]
pub(super) fn is_call_base(v: LLVMValueRef) -> bool {
    is_a(v, ValueClass::CallInst) || is_a(v, ValueClass::InvokeInst)
}

/// How many arguments a call or invoke passes (`None` for anything else).
#[inline]
pub fn arg_count(v: LLVMValueRef) -> Option<u32> {
    // SAFETY: `v` is a live call or invoke (a `CallBase`).
    is_call_base(v).then(|| unsafe { LLVMGetNumArgOperands(v) })
}

/// Names a value (LLVM uniques the name in its symbol table); nothing for
/// a constant other than a global, which cannot be named.
pub fn set_value_name(v: LLVMValueRef, name: &str) {
    if is_a(v, ValueClass::Constant) && !is_a(v, ValueClass::GlobalValue) {
        return;
    }
    // SAFETY: `v` is a live nameable value; LLVM copies `len` bytes of the name.
    unsafe { LLVMSetValueName2(v, name.as_ptr().cast(), name.len()) }
}

/// An instruction's `!dbg` location: the file as the debug info names it,
/// the line and the column (`None` without one, or at line 0).
pub fn debug_location(v: LLVMValueRef) -> Option<(String, u32, u32)> {
    // SAFETY: `v` is a live instruction (tested); each call returns null or
    // a node owned by the module, and the file name is copied at once.
    unsafe {
        if LLVMIsAInstruction(v).is_null() {
            return None;
        }
        let loc = LLVMInstructionGetDebugLoc(v);
        if loc.is_null() {
            return None;
        }
        let (line, col) = (LLVMDILocationGetLine(loc), LLVMDILocationGetColumn(loc));
        let scope = LLVMDILocationGetScope(loc);
        let file = if scope.is_null() { std::ptr::null_mut() } else { LLVMDIScopeGetFile(scope) };
        if line == 0 || file.is_null() {
            return None;
        }
        let mut len = 0;
        let name = LLVMDIFileGetFilename(file, &mut len);
        if name.is_null() {
            return None;
        }
        let bytes = std::slice::from_raw_parts(name.cast::<u8>(), len as usize);
        Some((String::from_utf8_lossy(bytes).into_owned(), line, col))
    }
}

/// Runs a pipeline of LLVM's new pass manager (as `opt -passes=` spells
/// it) over the module; the error LLVM gives, as text.
pub fn run_pass_pipeline(module: &Module<'_>, pipeline: &CStr) -> Result<(), String> {
    use inkwell::llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
    use inkwell::llvm_sys::transforms::pass_builder::{
        LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
    };
    // SAFETY: a live module; passes that need no target machine (null); the
    // options and the error message are disposed once, the message copied first.
    unsafe {
        let options = LLVMCreatePassBuilderOptions();
        let error = LLVMRunPasses(module.as_mut_ptr(), pipeline.as_ptr(), std::ptr::null_mut(), options);
        LLVMDisposePassBuilderOptions(options);
        if error.is_null() {
            return Ok(());
        }
        let text = LLVMGetErrorMessage(error);
        let message = CStr::from_ptr(text).to_string_lossy().into_owned();
        LLVMDisposeErrorMessage(text);
        Err(message)
    }
}

/// Whether a load or store is volatile (false for any other value).
pub fn is_volatile(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; the flag is read from a load or store only.
    unsafe { (!LLVMIsALoadInst(v).is_null() || !LLVMIsAStoreInst(v).is_null()) && LLVMGetVolatile(v) != 0 }
}

/// The error bound in ulps an instruction's `!fpmath` metadata allows
/// (LangRef, "'fpmath' Metadata": one floating-point operand, the maximum
/// relative error in ulps); `None` without the metadata or a readable bound.
pub fn fpmath_ulps(v: LLVMValueRef) -> Option<f64> {
    if !is_a(v, ValueClass::Instruction) {
        return None;
    }
    const NAME: &[u8] = b"fpmath";
    // SAFETY: `v` is a live instruction; its context owns the kind table and
    // the node; the node's operands are read into a buffer of its count.
    unsafe {
        let context = LLVMGetTypeContext(LLVMTypeOf(v));
        let kind = LLVMGetMDKindIDInContext(context, NAME.as_ptr().cast(), NAME.len() as u32);
        let node = LLVMGetMetadata(v, kind);
        if node.is_null() || LLVMGetMDNodeNumOperands(node) != 1 {
            return None;
        }
        let mut operand: LLVMValueRef = std::ptr::null_mut();
        LLVMGetMDNodeOperands(node, &mut operand);
        if operand.is_null() || LLVMIsAConstantFP(operand).is_null() {
            return None;
        }
        let mut loses: c_int = 0;
        Some(LLVMConstRealGetDouble(operand, &mut loses))
    }
}

/// Copies `from`'s metadata of each kind in `kinds` to `to` (both instructions).
pub fn copy_metadata(from: LLVMValueRef, to: LLVMValueRef, kinds: &[u32]) {
    if is_a(from, ValueClass::Instruction) && is_a(to, ValueClass::Instruction) {
        for &kind in kinds {
            // SAFETY: two live instructions; a node is owned by the context.
            unsafe {
                let node = LLVMGetMetadata(from, kind);
                if !node.is_null() {
                    LLVMSetMetadata(to, kind, node);
                }
            }
        }
    }
}

/// The entry block of the function an instruction is in (`None` for a
/// value that is no instruction in a function).
pub fn entry_block_of(inst: LLVMValueRef) -> Option<LLVMBasicBlockRef> {
    let block = instruction_block(inst)?;
    // SAFETY: a live block; its parent function is live and has a body (this block).
    unsafe {
        let function = LLVMGetBasicBlockParent(block);
        (!function.is_null()).then(|| LLVMGetEntryBasicBlock(function))
    }
}

/// The vector type of `lanes` elements of `element`.
pub fn vector_of_type(element: LLVMTypeRef, lanes: u32) -> LLVMTypeRef {
    // SAFETY: a live element type; LLVM uniques the vector type in its context.
    unsafe { LLVMVectorType(element, lanes) }
}

// ---- one reader each, on raw handles (the passes, the emitter and the engines) ----

/// The alignment of a load, store, `alloca`, atomic or global (`None` for
/// any other value; 0 where none is written).
#[inline]
pub fn alignment(v: LLVMValueRef) -> Option<u32> {
    use LLVMOpcode::*;
    let aligned = is_a(v, ValueClass::GlobalValue)
        || matches!(opcode(v), Some(LLVMAlloca | LLVMLoad | LLVMStore | LLVMAtomicRMW | LLVMAtomicCmpXchg));
    // SAFETY: `v` is live and of a class `LLVMGetAlignment` reads.
    aligned.then(|| unsafe { LLVMGetAlignment(v) })
}

/// An `atomicrmw`'s operation (`None` for any other value).
pub fn atomic_rmw_op(v: LLVMValueRef) -> Option<LLVMAtomicRMWBinOp> {
    // SAFETY: `v` is live; the operation is asked of an `atomicrmw` only.
    (opcode(v) == Some(LLVMOpcode::LLVMAtomicRMW)).then(|| unsafe { LLVMGetAtomicRMWBinOp(v) })
}

/// The ordering of a `load`, `store` or `atomicrmw` (`NotAtomic` for any
/// other value; LLVM 14's `LLVMGetOrdering` does not read a `fence`).
pub fn atomic_ordering(v: LLVMValueRef) -> inkwell::llvm_sys::LLVMAtomicOrdering {
    use LLVMOpcode::*;
    match opcode(v) {
        // SAFETY: `v` is live and one of the instructions LLVMGetOrdering reads.
        Some(LLVMLoad | LLVMStore | LLVMAtomicRMW) => unsafe { LLVMGetOrdering(v) },
        _ => inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic,
    }
}

/// A `cmpxchg`'s ordering on success (`NotAtomic` for any other value).
pub fn cmpxchg_success_ordering(v: LLVMValueRef) -> inkwell::llvm_sys::LLVMAtomicOrdering {
    match opcode(v) {
        // SAFETY: `v` is a live `cmpxchg`.
        Some(LLVMOpcode::LLVMAtomicCmpXchg) => unsafe { LLVMGetCmpXchgSuccessOrdering(v) },
        _ => inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic,
    }
}

/// A `cmpxchg`'s ordering on failure (`NotAtomic` for any other value).
pub fn cmpxchg_failure_ordering(v: LLVMValueRef) -> inkwell::llvm_sys::LLVMAtomicOrdering {
    match opcode(v) {
        // SAFETY: `v` is a live `cmpxchg`.
        Some(LLVMOpcode::LLVMAtomicCmpXchg) => unsafe { LLVMGetCmpXchgFailureOrdering(v) },
        _ => inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic,
    }
}

/// Whether anything uses `v`.
pub fn has_uses(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is live; any value has a (possibly empty) use list.
    unsafe { !LLVMGetFirstUse(v).is_null() }
}

/// Whether a global (function or variable) is a declaration (false for
/// any other value).
pub fn is_declaration(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live `GlobalValue`.
    is_a(v, ValueClass::GlobalValue) && unsafe { LLVMIsDeclaration(v) != 0 }
}

/// Replaces every use of `old` with `new`, a value of the same type (LLVM's
/// `replaceAllUsesWith`; a type mismatch would corrupt the IR, so it is
/// refused).
pub fn replace_all_uses(from: LLVMValueRef, to: LLVMValueRef) -> Result<(), String> {
    if type_of(from) != type_of(to) {
        return Err(format!("a use of {} replaced by {}", type_text(type_of(from)), type_text(type_of(to))));
    }
    // SAFETY: two live values of one type.
    unsafe { LLVMReplaceAllUsesWith(from, to) };
    Ok(())
}

/// A struct type's field count (`None` for any other type).
#[inline]
pub fn struct_field_count(ty: LLVMTypeRef) -> Option<u32> {
    // SAFETY: `ty` is live; the count is asked of a struct type only.
    (type_kind(ty) == LLVMTypeKind::LLVMStructTypeKind).then(|| unsafe { LLVMCountStructElementTypes(ty) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::intrinsics::instructions;
    use inkwell::memory_buffer::MemoryBuffer;

    /// An integer data vector's lanes read in place are its `ConstantInt`s'
    /// zero-extended values; other constants are not read.
    #[test]
    fn data_vector_int_lanes_are_their_constant_ints() {
        let text = "define void @f() {\n  %a = add <3 x i16> <i16 -1, i16 7, i16 -32768>, zeroinitializer\n  \
                    %b = add <2 x i64> <i64 -2, i64 9>, zeroinitializer\n  \
                    %c = fadd <2 x float> <float 1.0, float 2.0>, zeroinitializer\n  \
                    %d = add <4 x i8> <i8 -1, i8 0, i8 -128, i8 5>, zeroinitializer\n  \
                    %e = add <2 x i32> <i32 -1, i32 65536>, zeroinitializer\n  ret void\n}\n";
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let constants: Vec<LLVMValueRef> =
            instructions(f).filter_map(|i| i.get_operand(0)?.value()).map(|v| v.as_value_ref()).collect();
        let lanes = |c: LLVMValueRef, n: u32| (0..n).map(|i| data_vector_int_lane(c, i)).collect::<Vec<_>>();
        assert_eq!(lanes(constants[0], 4), [Some(0xffff), Some(7), Some(0x8000), None]);
        assert_eq!(lanes(constants[1], 2), [Some(u64::MAX - 1), Some(9)]);
        assert_eq!(lanes(constants[2], 2), [None, None]);
        // Each width LLVM stores data vector lanes in: 1, 2, 4 and 8 bytes.
        let mut bytes = [0u64; 4];
        assert!(data_vector_int_lanes(constants[3], &mut bytes));
        assert_eq!(bytes, [0xff, 0, 0x80, 5]);
        let mut dwords = [0u64; 2];
        assert!(data_vector_int_lanes(constants[4], &mut dwords));
        assert_eq!(dwords, [0xffff_ffff, 0x1_0000]);
        for (c, n) in [(constants[0], 3), (constants[1], 2), (constants[3], 4), (constants[4], 2)] {
            let via_constant_int: Vec<_> = (0..n).map(|i| data_vector_lane(c, i).and_then(const_int_bits)).collect();
            assert_eq!(lanes(c, n), via_constant_int);
            // All lanes at once: the same values, only for the constant's own lane count.
            let mut all = vec![0u64; n as usize];
            assert!(data_vector_int_lanes(c, &mut all));
            assert_eq!(all.iter().map(|&b| Some(b)).collect::<Vec<_>>(), via_constant_int);
            let mut other = vec![7u64; n as usize + 1];
            assert!(!data_vector_int_lanes(c, &mut other));
            assert!(other.iter().all(|&b| b == 7), "nothing written for another lane count");
        }
        assert!(!data_vector_int_lanes(constants[2], &mut [0u64; 2]), "float lanes are not read");
    }

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
                PoisonFlags { nuw: true, nsw: true, ..PoisonFlags::default() },
                PoisonFlags { exact: true, ..PoisonFlags::default() },
                PoisonFlags { nsw: true, ..PoisonFlags::default() },
                PoisonFlags::default(),
            ]
        );
    }

    /// The flags LLVM 18 and 19 added, on the build that reads them.
    #[cfg(feature = "llvm19")]
    #[test]
    fn reads_llvm19_flags() {
        let text =
            "define i32 @f(i64 %a, i32 %b) {\n  %t = trunc nuw i64 %a to i32\n  %s = trunc nsw i64 %a to i32\n  \
                    %z = zext nneg i32 %b to i64\n  %o = or disjoint i32 %b, 1\n  %u = uitofp nneg i32 %b to float\n  \
                    %p = or i32 %b, 2\n  ret i32 %o\n}\n";
        let context = crate::ir::context::create_context(true);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let flags: Vec<PoisonFlags> = instructions(f).map(|i| poison_flags(&i)).collect();
        let none = PoisonFlags::default();
        assert_eq!(
            flags,
            vec![
                PoisonFlags { nuw: true, ..none },
                PoisonFlags { nsw: true, ..none },
                PoisonFlags { nneg: true, ..none },
                PoisonFlags { disjoint: true, ..none },
                PoisonFlags { nneg: true, ..none },
                none,
                none,
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

    /// The one shuffle-mask reader: lanes in order, `undef` lanes as
    /// `None`, and `None` for what is not a shufflevector instruction.
    #[test]
    fn reads_shuffle_masks() {
        let text = "define <4 x i32> @f(<2 x i32> %a, <2 x i32> %b) {\n  \
                    %s = shufflevector <2 x i32> %a, <2 x i32> %b, <4 x i32> <i32 3, i32 undef, i32 0, i32 2>\n  \
                    ret <4 x i32> %s\n}\n";
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let [shuffle, ret] = [0, 1].map(|i| instructions(f).nth(i).unwrap().as_value_ref());
        assert_eq!(read_shuffle_mask(shuffle), Some(vec![Some(3), None, Some(0), Some(2)]));
        assert_eq!(read_shuffle_mask(ret), None);
        assert_eq!(read_shuffle_mask(f.get_nth_param(0).unwrap().as_value_ref()), None);
    }

    /// Lanes of `<N x i1>` constants and `zeroinitializer` (where inkwell's
    /// element accessor crashes on LLVM 14), and of a data vector.
    #[test]
    fn reads_constant_lanes() {
        let context = crate::ir::context::create_context(false);
        let bools = context.bool_type();
        let mask = VectorType::const_vector(&[
            bools.const_int(1, false),
            bools.const_int(0, false),
            bools.const_int(1, false),
        ]);
        let lanes: Vec<Option<u64>> = (0..3).map(|i| const_lane(mask.as_value_ref(), i).and_then(const_uint)).collect();
        assert_eq!(lanes, [Some(1), Some(0), Some(1)]);
        assert_eq!(const_lane(mask.as_value_ref(), 3), None);
        let zero = bools.vec_type(8).const_zero();
        assert!((0..8).all(|i| const_lane(zero.as_value_ref(), i).and_then(const_uint) == Some(0)));
        let i16s = context.i16_type();
        let data = VectorType::const_vector(&[i16s.const_int(0xffff, false), i16s.const_int(7, false)]);
        assert_eq!(const_lane(data.as_value_ref(), 0).and_then(const_int), Some(-1));
        assert_eq!(const_lane(data.as_value_ref(), 0).and_then(const_uint), Some(0xffff));
        assert_eq!(const_lane(data.as_value_ref(), 1).and_then(const_int), Some(7));
        // A scalar is no vector.
        assert_eq!(const_lane(i16s.const_int(1, false).as_value_ref(), 0), None);
    }
}
