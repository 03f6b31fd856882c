//! The facade's readers and builders for the engines (`src/exec`: the
//! reference interpreter and the JIT), over [`super::core`]'s.

#![allow(clippy::not_unsafe_ptr_arg_deref)]

use inkwell::builder::Builder;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use inkwell::llvm_sys::prelude::LLVMTypeRef;
use inkwell::llvm_sys::prelude::{LLVMBuilderRef, LLVMValueRef};
use inkwell::llvm_sys::target::{
    LLVMABIAlignmentOfType, LLVMABISizeOfType, LLVMGetModuleDataLayout, LLVMOffsetOfElement, LLVMStoreSizeOfType,
    LLVMTargetDataRef,
};
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};
use std::ffi::CStr;
use std::marker::PhantomData;

use super::core::*;

// --- used by the engines (src/exec) ---
//
// The reference interpreter and the JIT read the module (and the JIT
// instruments it) through these. Each wraps a C call whose C++ side casts
// its argument (`unwrap<T>`): the class is tested first, so a value of
// another class gives `None` (or `false`) instead of an assertion or a
// wild cast. The hot ones are `#[inline]`: the interpreter calls them once
// or more per instruction it runs, across the crate boundary.

/// A `ConstantFP`'s value as a double (`None` for any other value), and
/// whether the conversion lost information.
pub fn const_real(v: LLVMValueRef) -> Option<(f64, bool)> {
    if !is_a(v, ValueClass::ConstantFP) {
        return None;
    }
    let mut loses = 0;
    // SAFETY: `v` is a live `ConstantFP`.
    let value = unsafe { LLVMConstRealGetDouble(v, &mut loses) };
    Some((value, loses != 0))
}

/// A `ConstantFP`'s bits (of a `half`, `bfloat`, `float` or `double`),
/// zero-extended; `None` for any other value.
pub fn const_float_bits(v: LLVMValueRef) -> Option<u64> {
    use LLVMTypeKind::*;
    if !is_a(v, ValueClass::ConstantFP) {
        return None;
    }
    let ty = type_of(v);
    let width = match type_kind(ty) {
        LLVMHalfTypeKind | LLVMBFloatTypeKind => 16,
        LLVMFloatTypeKind => 32,
        LLVMDoubleTypeKind => 64,
        _ => return None,
    };
    // SAFETY: `v` is a live floating-point constant; the bitcast is to an
    // integer of its own width in its own context, which LLVM folds.
    let bits = unsafe { LLVMConstBitCast(v, LLVMIntTypeInContext(LLVMGetTypeContext(ty), width)) };
    const_int_bits(bits)
}

/// The constant indices of an `extractvalue` or `insertvalue` (`None` for
/// any other value).
pub fn aggregate_indices(v: LLVMValueRef) -> Option<Vec<u32>> {
    if !matches!(opcode(v), Some(LLVMOpcode::LLVMExtractValue | LLVMOpcode::LLVMInsertValue)) {
        return None;
    }
    // SAFETY: `v` is a live `extractvalue`/`insertvalue`; LLVM returns a
    // pointer to its `count` indices, copied at once.
    unsafe {
        let count = LLVMGetNumIndices(v) as usize;
        let indices = LLVMGetIndices(v);
        Some(if count == 0 || indices.is_null() {
            Vec::new()
        } else {
            std::slice::from_raw_parts(indices, count).to_vec()
        })
    }
}

/// How many successors a terminator has (0 for anything else).
#[inline]
pub fn num_successors(v: LLVMValueRef) -> u32 {
    // SAFETY: `v` is live; the count is asked of a terminator only.
    unsafe {
        if LLVMIsATerminatorInst(v).is_null() {
            0
        } else {
            LLVMGetNumSuccessors(v)
        }
    }
}

/// Successor `i` of a terminator (`None` for anything else, or `i` past
/// its successors).
#[inline]
pub fn successor(v: LLVMValueRef, i: u32) -> Option<LLVMBasicBlockRef> {
    // SAFETY: `v` is live; the shim reads successor `i` of a terminator
    // only, below its successor count.
    let block = unsafe { visa_passes_successor(v, i) };
    (!block.is_null()).then_some(block)
}

/// The value a `phi` takes coming from block `from`: its first incoming
/// value for that block (`None` when it has none, or `v` is no `phi`).
#[inline]
pub fn incoming_value_from(v: LLVMValueRef, from: LLVMBasicBlockRef) -> Option<LLVMValueRef> {
    if opcode(v) != Some(LLVMOpcode::LLVMPHI) {
        return None;
    }
    // SAFETY: `v` is a live `phi`; indices are below its incoming count.
    unsafe {
        (0..LLVMCountIncoming(v)).find(|&i| LLVMGetIncomingBlock(v, i) == from).map(|i| LLVMGetIncomingValue(v, i))
    }
}

/// The called operand of a call or invoke (`None` for anything else).
#[inline]
pub fn called_value(v: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: `v` is a live call or invoke (a `CallBase`).
    let callee = is_call_base(v).then(|| unsafe { LLVMGetCalledValue(v) })?;
    (!callee.is_null()).then_some(callee)
}

/// How many basic blocks a function has (0 for a declaration or any other value).
#[inline]
pub fn basic_block_count(v: LLVMValueRef) -> u32 {
    if is_a(v, ValueClass::Function) {
        // SAFETY: `v` is a live `Function`.
        unsafe { LLVMCountBasicBlocks(v) }
    } else {
        0
    }
}

/// `v` as a function (`None` for any other value).
pub fn as_function<'ctx>(v: LLVMValueRef) -> Option<FunctionValue<'ctx>> {
    // SAFETY: `v` is a live function of a module of `'ctx` (the invariant).
    is_a(v, ValueClass::Function).then(|| unsafe { FunctionValue::new(v) }).flatten()
}

/// A function's return type (`None` for any other value).
pub fn return_type(v: LLVMValueRef) -> Option<LLVMTypeRef> {
    // SAFETY: `v` is a live function; its value type is its function type.
    is_a(v, ValueClass::Function).then(|| unsafe { LLVMGetReturnType(LLVMGlobalGetValueType(v)) })
}

/// A global's value type: a variable's contents, a function's function
/// type (`None` for any other value).
pub fn global_value_type(v: LLVMValueRef) -> Option<LLVMTypeRef> {
    // SAFETY: `v` is a live `GlobalValue`.
    is_a(v, ValueClass::GlobalValue).then(|| unsafe { LLVMGlobalGetValueType(v) })
}

/// Whether a global variable is `constant` (false for any other value).
pub fn is_global_constant(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live `GlobalVariable`.
    is_a(v, ValueClass::GlobalVariable) && unsafe { LLVMIsGlobalConstant(v) != 0 }
}

/// Deletes a function nothing uses; false (and nothing deleted) when
/// something does.
pub fn delete_unused_function(f: FunctionValue<'_>) -> bool {
    if has_uses(f.as_value_ref()) {
        return false;
    }
    // SAFETY: a live function without uses: nothing refers to it after
    // it is erased (its own body's references go with it), and `f` is
    // consumed.
    unsafe { LLVMDeleteFunction(f.as_value_ref()) };
    true
}

/// The first instruction of a block (`None` when it is empty).
#[inline]
pub fn first_instruction(bb: LLVMBasicBlockRef) -> Option<LLVMValueRef> {
    // SAFETY: `bb` is a live block (the invariant covers block handles too).
    let first = unsafe { LLVMGetFirstInstruction(bb) };
    (!first.is_null()).then_some(first)
}

/// The instruction after `v` in its block (`None` at its end, or when `v`
/// is no instruction).
#[inline]
pub fn next_instruction(v: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: `v` is live; the shim asks an `Instruction` only.
    let next = unsafe { visa_passes_next_instruction(v) };
    (!next.is_null()).then_some(next)
}

/// A raw value as an inkwell value, for the readers that take `impl
/// AsValueRef` ([`poison_flags`], [`fast_math_flags`]) asked of values
/// inkwell has no type for (constant expressions).
pub struct RawValue(pub LLVMValueRef);

// SAFETY: returns the wrapped handle unchanged (live by the invariant).
unsafe impl AsValueRef for RawValue {
    fn as_value_ref(&self) -> LLVMValueRef {
        self.0
    }
}

/// What an attribute is attached to ([`has_enum_attribute`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttributePlace {
    Function,
    Return,
    /// Parameter `i`, from 0.
    Param(u32),
}

/// Whether a function, or a call (`call_site`), carries the enum attribute
/// `name` (`noundef`, `byval`, ...) at `place`; false for any other value.
pub fn has_enum_attribute(v: LLVMValueRef, place: AttributePlace, name: &str) -> bool {
    let index = attribute_index(place);
    // SAFETY: the name is read for its length during the call; attributes
    // are asked of a live function or call base, by index (an index past
    // its parameters has none).
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
        if kind == 0 {
            return false;
        }
        let attribute = if is_a(v, ValueClass::Function) {
            LLVMGetEnumAttributeAtIndex(v, index, kind)
        } else if is_call_base(v) {
            LLVMGetCallSiteEnumAttribute(v, index, kind)
        } else {
            return false;
        };
        !attribute.is_null()
    }
}

/// A global variable's initializer (`None` for a declaration or any other value).
pub fn initializer(v: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: `v` is a live `GlobalVariable`; a declaration's initializer is null.
    let init = is_a(v, ValueClass::GlobalVariable).then(|| unsafe { LLVMGetInitializer(v) })?;
    (!init.is_null()).then_some(init)
}

/// Whether a global variable is `thread_local` (false for any other value).
pub fn is_thread_local(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live `GlobalVariable`.
    is_a(v, ValueClass::GlobalVariable) && unsafe { LLVMIsThreadLocal(v) != 0 }
}

/// Whether a module has module-level inline assembly.
pub fn has_module_inline_asm(module: &Module<'_>) -> bool {
    let mut len = 0usize;
    // SAFETY: the module is live; the returned text is its own (not read).
    unsafe { LLVMGetModuleInlineAsm(module.as_mut_ptr(), &mut len) };
    len > 0
}

/// A module's first `ifunc`, if it has any.
pub fn first_global_ifunc(module: &Module<'_>) -> Option<LLVMValueRef> {
    // SAFETY: the module is live.
    let ifunc = unsafe { LLVMGetFirstGlobalIFunc(module.as_mut_ptr()) };
    (!ifunc.is_null()).then_some(ifunc)
}

/// Sets a module's data layout from its text (`e-m:e-...`).
pub fn set_data_layout_text(module: &Module<'_>, layout: &CStr) {
    // SAFETY: the module is live; LLVM parses a copy of the NUL-terminated text.
    unsafe { LLVMSetDataLayout(module.as_mut_ptr(), layout.as_ptr()) }
}

/// The attribute index of an [`AttributePlace`].
fn attribute_index(place: AttributePlace) -> u32 {
    match place {
        AttributePlace::Function => inkwell::llvm_sys::LLVMAttributeFunctionIndex,
        AttributePlace::Return => inkwell::llvm_sys::LLVMAttributeReturnIndex,
        AttributePlace::Param(i) => i.saturating_add(1),
    }
}

/// Removes every string attribute (`"target-cpu"="..."`) of a function or
/// call, at the function, its return value and each parameter; nothing
/// for any other value.
pub fn remove_string_attributes(v: LLVMValueRef) {
    let call_site = is_call_base(v);
    let params = match (call_site, as_function(v)) {
        (true, _) => arg_count(v).unwrap_or(0),
        (false, Some(f)) => f.count_params(),
        (false, None) => return,
    };
    let places =
        [AttributePlace::Function, AttributePlace::Return].into_iter().chain((0..params).map(AttributePlace::Param));
    for index in places.map(attribute_index) {
        // SAFETY: `v` is a live function or call base; `attributes` has room
        // for the count LLVM gives; each key is read during the call.
        unsafe {
            let count = if call_site {
                LLVMGetCallSiteAttributeCount(v, index)
            } else {
                LLVMGetAttributeCountAtIndex(v, index)
            };
            let mut attributes = vec![std::ptr::null_mut(); count as usize];
            if call_site {
                LLVMGetCallSiteAttributes(v, index, attributes.as_mut_ptr());
            } else {
                LLVMGetAttributesAtIndex(v, index, attributes.as_mut_ptr());
            }
            for attribute in attributes.into_iter().filter(|&a| !a.is_null() && LLVMIsStringAttribute(a) != 0) {
                let mut len = 0u32;
                let key = LLVMGetStringAttributeKind(attribute, &mut len);
                if call_site {
                    LLVMRemoveCallSiteStringAttribute(v, index, key, len);
                } else {
                    LLVMRemoveStringAttributeAtIndex(v, index, key, len);
                }
            }
        }
    }
}

/// Removes the enum attribute `name` of a function or call at `place`
/// (nothing when it has none, or for any other value).
pub fn remove_enum_attribute(v: LLVMValueRef, place: AttributePlace, name: &str) {
    let index = attribute_index(place);
    // SAFETY: the name is read for its length during the call; the
    // attribute is removed from a live function or call base.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
        if kind == 0 {
            return;
        }
        if is_a(v, ValueClass::Function) {
            LLVMRemoveEnumAttributeAtIndex(v, index, kind);
        } else if is_call_base(v) {
            LLVMRemoveCallSiteEnumAttribute(v, index, kind);
        }
    }
}

/// Gives a function or call the C calling convention (nothing for any other value).
pub fn set_c_calling_convention(v: LLVMValueRef) {
    // LLVM's `CallingConv::C`.
    const C: u32 = 0;
    // SAFETY: `v` is a live function, or a live call base.
    unsafe {
        if is_a(v, ValueClass::Function) {
            LLVMSetFunctionCallConv(v, C);
        } else if is_call_base(v) {
            LLVMSetInstructionCallConv(v, C);
        }
    }
}

/// Takes a global's section and comdat (and a function's garbage
/// collector) away; nothing for any other value.
pub fn clear_section_and_comdat(v: LLVMValueRef) {
    if !is_a(v, ValueClass::GlobalValue) {
        return;
    }
    // SAFETY: `v` is a live `GlobalValue` (an object: a function or a
    // variable, or an alias, whose section and comdat setters accept
    // empty ones); a null GC name clears a function's collector.
    unsafe {
        LLVMSetSection(v, c"".as_ptr());
        inkwell::llvm_sys::comdat::LLVMSetComdat(v, std::ptr::null_mut());
        if is_a(v, ValueClass::Function) {
            LLVMSetGC(v, std::ptr::null());
        }
    }
}

/// Makes a global definition strong and external with default visibility
/// and DLL storage (nothing for any other value).
pub fn make_external(v: LLVMValueRef) {
    use inkwell::llvm_sys::{LLVMDLLStorageClass, LLVMLinkage, LLVMVisibility};
    if !is_a(v, ValueClass::GlobalValue) {
        return;
    }
    // SAFETY: `v` is a live `GlobalValue`; these are valid for any.
    unsafe {
        LLVMSetLinkage(v, LLVMLinkage::LLVMExternalLinkage);
        LLVMSetVisibility(v, LLVMVisibility::LLVMDefaultVisibility);
        LLVMSetDLLStorageClass(v, LLVMDLLStorageClass::LLVMDefaultStorageClass);
    }
}

/// A vector type's lane count, fixed or scalable (the minimum; `None` for
/// any other type).
#[inline]
pub fn vector_lanes(ty: LLVMTypeRef) -> Option<u32> {
    use LLVMTypeKind::*;
    // SAFETY: `ty` is live; the size is asked of a vector type only.
    matches!(type_kind(ty), LLVMVectorTypeKind | LLVMScalableVectorTypeKind).then(|| unsafe { LLVMGetVectorSize(ty) })
}

/// A vector type's element type; any other type itself.
#[inline]
pub fn lane_type(ty: LLVMTypeRef) -> LLVMTypeRef {
    match type_kind(ty) {
        LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => element_type(ty).unwrap_or(ty),
        _ => ty,
    }
}

/// Field `i`'s type of a struct type (`None` for any other type or a field
/// past its last).
#[inline]
pub fn struct_field_type(ty: LLVMTypeRef, i: u32) -> Option<LLVMTypeRef> {
    // SAFETY: `ty` is a live struct type and `i` is below its field count.
    (i < struct_field_count(ty)?).then(|| unsafe { LLVMStructGetTypeAtIndex(ty, i) })
}

/// Whether a type has a fixed size (sized, and not a scalable vector): the
/// types [`DataLayout`]'s queries answer for.
#[inline]
pub fn has_fixed_size(ty: LLVMTypeRef) -> bool {
    // SAFETY: `ty` is live; `LLVMTypeIsSized` asks any type.
    type_kind(ty) != LLVMTypeKind::LLVMScalableVectorTypeKind && unsafe { LLVMTypeIsSized(ty) != 0 }
}

/// A module's data layout: sizes, alignments and field offsets of its
/// types. Borrowed from the module, valid while it is.
#[derive(Clone, Copy, Debug)]
pub struct DataLayout<'m> {
    raw: LLVMTargetDataRef,
    module: PhantomData<&'m ()>,
}

impl<'m> DataLayout<'m> {
    /// The layout of `module`.
    pub fn of(module: &'m Module<'_>) -> Self {
        // SAFETY: the module is live for `'m`; the layout is owned by it.
        DataLayout { raw: unsafe { LLVMGetModuleDataLayout(module.as_mut_ptr()) }, module: PhantomData }
    }

    /// The bytes between consecutive elements of type `ty` in an array
    /// (LLVM's alloc size; `None` for a type without a fixed size).
    #[inline]
    pub fn alloc_size(self, ty: LLVMTypeRef) -> Option<u64> {
        // SAFETY: the layout is live ('m) and `ty` has a fixed size.
        has_fixed_size(ty).then(|| unsafe { LLVMABISizeOfType(self.raw, ty) })
    }

    /// The bytes a store of `ty` writes (`None` for a type without a fixed size).
    #[inline]
    pub fn store_size(self, ty: LLVMTypeRef) -> Option<u64> {
        // SAFETY: as in `alloc_size`.
        has_fixed_size(ty).then(|| unsafe { LLVMStoreSizeOfType(self.raw, ty) })
    }

    /// The ABI alignment of `ty` (`None` for a type without a fixed size).
    #[inline]
    pub fn abi_alignment(self, ty: LLVMTypeRef) -> Option<u32> {
        // SAFETY: as in `alloc_size`.
        has_fixed_size(ty).then(|| unsafe { LLVMABIAlignmentOfType(self.raw, ty) })
    }

    /// The byte offset of field `field` in struct type `ty` (`None` for
    /// another type, an unsized one or a field past its last).
    pub fn field_offset(self, ty: LLVMTypeRef, field: u32) -> Option<u64> {
        let fits = field < struct_field_count(ty)? && has_fixed_size(ty);
        // SAFETY: `ty` is a live struct type with a fixed size and `field` is below its field count.
        fits.then(|| unsafe { LLVMOffsetOfElement(self.raw, ty, field) })
    }
}

/// An IR builder over raw handles, for the engines' instrumentation (the
/// JIT's address checks, budget ticks and division guards), which builds
/// from values it reads through this facade. As with [`build_shuffle`],
/// operands and types fit each instruction by the callers' construction
/// (they build from the module's own values and types; `module.verify`
/// checks the result), and the builder adds only where it is positioned:
/// [`RawBuilder::position_before`] takes instructions only.
pub struct RawBuilder<'ctx> {
    builder: Builder<'ctx>,
}

impl<'ctx> RawBuilder<'ctx> {
    /// A builder in `context`, not yet positioned.
    pub fn new(context: &'ctx inkwell::context::Context) -> Self {
        RawBuilder { builder: context.create_builder() }
    }

    /// A builder in `context` (a module's), not yet positioned.
    pub fn in_context(context: &inkwell::context::ContextRef<'ctx>) -> Self {
        RawBuilder { builder: context.create_builder() }
    }

    fn raw(&self) -> LLVMBuilderRef {
        self.builder.as_mut_ptr()
    }

    /// An `alloca` of one `ty`.
    pub fn alloca(&self, ty: LLVMTypeRef) -> LLVMValueRef {
        // SAFETY: a live builder and type; the name is an empty C string.
        unsafe { LLVMBuildAlloca(self.raw(), ty, c"".as_ptr()) }
    }

    /// `insertelement vector, value, index`.
    pub fn insert_element(&self, vector: LLVMValueRef, value: LLVMValueRef, index: LLVMValueRef) -> LLVMValueRef {
        // SAFETY: a live builder and live values of the caller's types (the
        // module verifier checks them).
        unsafe { LLVMBuildInsertElement(self.raw(), vector, value, index, c"".as_ptr()) }
    }

    /// Builds before instruction `inst` (nothing changes for any other value).
    pub fn position_before(&self, inst: LLVMValueRef) {
        if is_a(inst, ValueClass::Instruction) {
            // SAFETY: a live builder and a live instruction.
            unsafe { LLVMPositionBuilderBefore(self.raw(), inst) }
        }
    }

    /// Builds at the end of block `bb`.
    pub fn position_at_end(&self, bb: LLVMBasicBlockRef) {
        // SAFETY: a live builder and a live block.
        unsafe { LLVMPositionBuilderAtEnd(self.raw(), bb) }
    }

    /// `call fn_ty callee(args)`, unnamed.
    pub fn call(&self, fn_ty: LLVMTypeRef, callee: LLVMValueRef, args: &[LLVMValueRef]) -> LLVMValueRef {
        let mut args = args.to_vec();
        // SAFETY: the builder is positioned (the callers'); the arguments
        // fit `fn_ty`, `callee`'s type; LLVM copies the argument list.
        unsafe { LLVMBuildCall2(self.raw(), fn_ty, callee, args.as_mut_ptr(), args.len() as u32, c"".as_ptr()) }
    }

    /// A cast `op` (`zext`, `trunc`, `bitcast`, `ptrtoint`, `inttoptr`, ...) of `v` to `ty`.
    pub fn cast(&self, op: LLVMOpcode, v: LLVMValueRef, ty: LLVMTypeRef) -> LLVMValueRef {
        // SAFETY: positioned; `op` casts `v`'s type to `ty` (the callers').
        unsafe { LLVMBuildCast(self.raw(), op, v, ty, c"".as_ptr()) }
    }

    /// `zext` of `v` to `ty`, or `bitcast` when as wide.
    pub fn zext_or_bitcast(&self, v: LLVMValueRef, ty: LLVMTypeRef) -> LLVMValueRef {
        // SAFETY: positioned; `ty` is as wide as `v`'s type or wider.
        unsafe { LLVMBuildZExtOrBitCast(self.raw(), v, ty, c"".as_ptr()) }
    }

    /// A binary operation `op` (`add`, `sub`, `mul`, `and`, `or`, ...) of `a` and `b`.
    pub fn binary(&self, op: LLVMOpcode, a: LLVMValueRef, b: LLVMValueRef) -> LLVMValueRef {
        // SAFETY: positioned; `a` and `b` have one type that `op` takes.
        unsafe { LLVMBuildBinOp(self.raw(), op, a, b, c"".as_ptr()) }
    }

    /// `icmp predicate a, b`.
    pub fn icmp(&self, predicate: LLVMIntPredicate, a: LLVMValueRef, b: LLVMValueRef) -> LLVMValueRef {
        // SAFETY: positioned; `a` and `b` are integers (or vectors of them) of one type.
        unsafe { LLVMBuildICmp(self.raw(), predicate, a, b, c"".as_ptr()) }
    }

    /// `select condition, a, b`.
    pub fn select(&self, condition: LLVMValueRef, a: LLVMValueRef, b: LLVMValueRef) -> LLVMValueRef {
        // SAFETY: positioned; `condition` is `i1` (or a vector of as many lanes), `a` and `b` of one type.
        unsafe { LLVMBuildSelect(self.raw(), condition, a, b, c"".as_ptr()) }
    }

    /// `extractelement vector, index`.
    pub fn extract_element(&self, vector: LLVMValueRef, index: LLVMValueRef) -> LLVMValueRef {
        // SAFETY: positioned; `vector` is a vector, `index` an integer.
        unsafe { LLVMBuildExtractElement(self.raw(), vector, index, c"".as_ptr()) }
    }

    /// `getelementptr inbounds ty, pointer, indices`.
    pub fn in_bounds_gep(&self, ty: LLVMTypeRef, pointer: LLVMValueRef, indices: &[LLVMValueRef]) -> LLVMValueRef {
        let mut indices = indices.to_vec();
        // SAFETY: positioned; `pointer` is a pointer, the indices walk `ty`.
        unsafe {
            LLVMBuildInBoundsGEP2(self.raw(), ty, pointer, indices.as_mut_ptr(), indices.len() as u32, c"".as_ptr())
        }
    }

    /// `getelementptr ty, pointer, indices`, without `inbounds` (the sums wrap).
    pub fn gep(&self, ty: LLVMTypeRef, pointer: LLVMValueRef, indices: &[LLVMValueRef]) -> LLVMValueRef {
        let mut indices = indices.to_vec();
        // SAFETY: positioned; `pointer` is a pointer (or a vector of them), the indices walk `ty`.
        unsafe { LLVMBuildGEP2(self.raw(), ty, pointer, indices.as_mut_ptr(), indices.len() as u32, c"".as_ptr()) }
    }

    /// `load ty, pointer` with alignment `align` (a power of two; `None`:
    /// the type's ABI alignment).
    pub fn load(&self, ty: LLVMTypeRef, pointer: LLVMValueRef, align: Option<u32>) -> LLVMValueRef {
        // SAFETY: positioned; `pointer` is a pointer.
        let load = unsafe { LLVMBuildLoad2(self.raw(), ty, pointer, c"".as_ptr()) };
        set_alignment(load, align);
        load
    }

    /// `store value, pointer` with alignment `align` (as for [`RawBuilder::load`]).
    pub fn store(&self, value: LLVMValueRef, pointer: LLVMValueRef, align: Option<u32>) -> LLVMValueRef {
        // SAFETY: positioned; `pointer` is a pointer.
        let store = unsafe { LLVMBuildStore(self.raw(), value, pointer) };
        set_alignment(store, align);
        store
    }

    /// The inkwell builder underneath, to position it by inkwell's values.
    pub fn builder(&self) -> &Builder<'ctx> {
        &self.builder
    }

    /// `ret void`.
    pub fn ret_void(&self) -> LLVMValueRef {
        // SAFETY: positioned, in a function returning `void` (the callers').
        unsafe { LLVMBuildRetVoid(self.raw()) }
    }
}

/// Sets the alignment of a load or store just built (a power of two; `None`
/// and other values leave it).
fn set_alignment(v: LLVMValueRef, align: Option<u32>) {
    let memory = matches!(opcode(v), Some(LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore));
    if let Some(align) = align.filter(|a| a.is_power_of_two() && memory) {
        // SAFETY: `v` is a live load or store; LLVM takes a power of two.
        unsafe { LLVMSetAlignment(v, align) }
    }
}

/// Clears the `inbounds` flag of a GEP (nothing for any other value).
pub fn clear_in_bounds(gep: LLVMValueRef) {
    if opcode(gep) == Some(LLVMOpcode::LLVMGetElementPtr) {
        // SAFETY: `gep` is a live getelementptr instruction.
        unsafe { LLVMSetIsInBounds(gep, 0) }
        // LLVM 19's `inbounds` implies `nusw`, which clearing `inbounds`
        // leaves: a rebased member would inherit its poison. No flag at all.
        #[cfg(feature = "llvm19")]
        // SAFETY: as above; 0 is the empty set of no-wrap flags.
        unsafe {
            LLVMGEPSetNoWrapFlags(gep, 0)
        }
    }
}

/// The integer constant `value` (truncated to its width) of integer type `ty`.
pub fn const_int_of(ty: LLVMTypeRef, value: u64) -> LLVMValueRef {
    // SAFETY: `ty` is a live integer type (the callers').
    unsafe { LLVMConstInt(ty, value, 0) }
}

/// The integer constant of integer type `ty` whose bits are `words`, least
/// significant first (any width).
pub fn const_int_words(ty: LLVMTypeRef, words: &[u64]) -> LLVMValueRef {
    // SAFETY: `ty` is a live integer type; LLVM reads `words.len()` words.
    unsafe { LLVMConstIntOfArbitraryPrecision(ty, words.len() as u32, words.as_ptr()) }
}

/// The zero of type `ty` (`0`, `null`, `zeroinitializer`).
pub fn const_null(ty: LLVMTypeRef) -> LLVMValueRef {
    // SAFETY: `ty` is a live type.
    unsafe { LLVMConstNull(ty) }
}

/// All ones of integer (or integer vector) type `ty`.
pub fn const_all_ones(ty: LLVMTypeRef) -> LLVMValueRef {
    // SAFETY: `ty` is a live integer or integer vector type (the callers').
    unsafe { LLVMConstAllOnes(ty) }
}

/// The constant vector of `elements` (constants of one type; at least one).
pub fn const_vector(elements: &[LLVMValueRef]) -> LLVMValueRef {
    let mut elements = elements.to_vec();
    // SAFETY: live constants of one type; LLVM copies the list.
    unsafe { LLVMConstVector(elements.as_mut_ptr(), elements.len() as u32) }
}

/// Makes operand `i` of user `v` be `value` (nothing when `i` is past its operands).
pub fn set_operand(v: LLVMValueRef, i: u32, value: LLVMValueRef) {
    if i < num_operands(v) {
        // SAFETY: `v` is a live user and `i` is below its operand count;
        // `value` has the operand's type (the callers').
        unsafe { LLVMSetOperand(v, i, value) }
    }
}

/// Erases an instruction nothing uses any more (false, and nothing erased,
/// for any other value, or one still used).
pub fn erase_unused_instruction(inst: LLVMValueRef) -> bool {
    if !is_a(inst, ValueClass::Instruction) || has_uses(inst) {
        return false;
    }
    // SAFETY: a live instruction without uses; the caller holds it no more.
    unsafe { LLVMInstructionEraseFromParent(inst) };
    true
}

/// The instruction before `v` in its block (`None` at its start, or when
/// `v` is no instruction).
pub fn previous_instruction(v: LLVMValueRef) -> Option<LLVMValueRef> {
    if !is_a(v, ValueClass::Instruction) {
        return None;
    }
    // SAFETY: `v` is a live instruction.
    let previous = unsafe { LLVMGetPreviousInstruction(v) };
    (!previous.is_null()).then_some(previous)
}

/// Makes a `call` an ordinary one, not a tail call (nothing for any other value).
pub fn clear_tail_call(v: LLVMValueRef) {
    if is_a(v, ValueClass::CallInst) {
        // SAFETY: `v` is a live call instruction.
        unsafe { LLVMSetTailCall(v, 0) }
    }
}

/// The integer type of `bits` bits in the context of type `like`.
pub fn int_type_like(like: LLVMTypeRef, bits: u32) -> LLVMTypeRef {
    // SAFETY: `like` is a live type; LLVM uniques the integer type in its context.
    unsafe { LLVMIntTypeInContext(LLVMGetTypeContext(like), bits) }
}

/// [`pointer_type`] of a raw type: a pointer to `pointee` in address space `space`.
pub fn pointer_to(pointee: LLVMTypeRef, space: u32) -> LLVMTypeRef {
    // SAFETY: `pointee` is a live type; LLVM uniques the pointer type in its context.
    unsafe { LLVMPointerType(pointee, space) }
}

/// The type of operand `i` of a user (`None` as [`operand`] gives).
#[inline]
pub fn operand_type(v: LLVMValueRef, i: u32) -> Option<LLVMTypeRef> {
    operand(v, i).map(type_of)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::intrinsics::instructions;
    use inkwell::llvm_sys::{LLVMAtomicRMWBinOp, LLVMRealPredicate};
    use inkwell::memory_buffer::MemoryBuffer;

    // --- tests of the engines' functions (src/exec) ---

    fn parse<'ctx>(context: &'ctx inkwell::context::Context, text: &str) -> inkwell::module::Module<'ctx> {
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        context.create_module_from_ir(buffer).unwrap()
    }

    /// Each class-specific reader answers for its class and gives `None`
    /// (not a crash) for any other value.
    #[test]
    fn engines_read_instructions() {
        let text = "%pair = type { i8, i32 }\n\
            define noundef i32 @f(i32 %a, ptr %p, float %x) {\n\
            entry:\n  %s = alloca %pair, align 8\n  %c = icmp slt i32 %a, 3\n  br i1 %c, label %l, label %r\n\
            l:\n  %g = getelementptr %pair, ptr %s, i32 0, i32 1\n  %o = atomicrmw add ptr %p, i32 1 seq_cst, align 4\n\
              %q = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst\n  %v = extractvalue { i32, i1 } %q, 1\n\
              %fc = fcmp olt float %x, 1.0\n  br label %r\n\
            r:\n  %m = phi i32 [ 1, %entry ], [ %o, %l ]\n  %k = call i32 @f(i32 %m, ptr %p, float %x)\n\
              switch i32 %k, label %r [ i32 1, label %l ]\n}\n";
        let context = crate::ir::context::create_context(true);
        let module = parse(&context, text);
        let f = module.get_function("f").unwrap();
        let all: Vec<LLVMValueRef> = instructions(f).map(|i| i.as_value_ref()).collect();
        let [alloca, icmp, br, gep, rmw, cmpxchg, extract, fcmp, br2, phi, call, switch] = all[..] else {
            panic!("{} instructions", all.len())
        };
        let blocks: Vec<LLVMBasicBlockRef> = f.get_basic_blocks().iter().map(|b| b.as_mut_ptr()).collect();
        let arg = f.get_nth_param(0).unwrap().as_value_ref();

        assert_eq!(opcode(alloca), Some(LLVMOpcode::LLVMAlloca));
        assert_eq!(opcode(arg), None);
        assert!(
            is_a(alloca, ValueClass::AllocaInst) && is_a(arg, ValueClass::Argument) && !is_a(arg, ValueClass::Constant)
        );
        assert_eq!(alignment(alloca), Some(8));
        assert_eq!(alignment(rmw), Some(4));
        assert_eq!(alignment(icmp), None);
        assert_eq!(icmp_predicate(icmp), Some(LLVMIntPredicate::LLVMIntSLT));
        assert_eq!(icmp_predicate(fcmp), None);
        assert_eq!(fcmp_predicate(fcmp), Some(LLVMRealPredicate::LLVMRealOLT));
        assert_eq!(fcmp_predicate(icmp), None);
        assert!(is_conditional_branch(br) && !is_conditional_branch(br2) && !is_conditional_branch(icmp));
        assert_eq!((num_successors(br), successor(br, 0), successor(br, 1)), (2, Some(blocks[1]), Some(blocks[2])));
        assert_eq!((successor(br, 2), successor(icmp, 0), num_successors(icmp)), (None, None, 0));
        assert_eq!(num_successors(switch), 2);
        assert_eq!(incoming_value_from(phi, blocks[0]).and_then(const_int), Some(1));
        assert_eq!(incoming_value_from(phi, blocks[1]), Some(rmw));
        assert_eq!(incoming_value_from(phi, blocks[2]), None);
        assert_eq!(incoming_value_from(icmp, blocks[0]), None);
        let pair = gep_source_element_type(gep).unwrap();
        assert_eq!(struct_field_count(pair), Some(2));
        assert_eq!(gep_source_element_type(alloca), None);
        assert_eq!(atomic_rmw_op(rmw), Some(LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd));
        assert_eq!(atomic_rmw_op(cmpxchg), None);
        assert!(is_a(cmpxchg, ValueClass::AtomicCmpXchgInst));
        assert_eq!(aggregate_indices(extract), Some(vec![1]));
        assert_eq!(aggregate_indices(gep), None);
        assert_eq!((arg_count(call), called_value(call)), (Some(3), Some(f.as_value_ref())));
        assert_eq!((arg_count(gep), called_value(gep)), (None, None));
        assert_eq!(basic_block_count(f.as_value_ref()), 3);
        assert_eq!(basic_block_count(call), 0);
        assert!(as_function(f.as_value_ref()).is_some() && as_function(call).is_none());
        assert!(has_enum_attribute(f.as_value_ref(), AttributePlace::Return, "noundef"));
        assert!(!has_enum_attribute(f.as_value_ref(), AttributePlace::Param(0), "noundef"));
        assert!(!has_enum_attribute(icmp, AttributePlace::Return, "noundef"));
        assert_eq!(first_instruction(blocks[0]), Some(alloca));
        assert_eq!(
            (next_instruction(alloca), next_instruction(switch), next_instruction(arg)),
            (Some(icmp), None, None)
        );
        assert_eq!((previous_instruction(icmp), previous_instruction(alloca)), (Some(alloca), None));
        assert_eq!(operand_type(rmw, 1).and_then(int_width), Some(32));
        assert_eq!(operand_type(rmw, 9), None);
        assert_eq!(return_type(f.as_value_ref()).and_then(int_width), Some(32));
        assert_eq!(return_type(call), None);
    }

    /// Types and the DataLayout: sizes and offsets of sized types, `None`
    /// for the others and for what a query does not apply to.
    #[test]
    fn engines_read_types_and_layout() {
        let text = "%pair = type { i8, i32 }\n%opaque = type opaque\n@g = external global %opaque\n\
            define void @f(<4 x i16> %v, [3 x %pair] %a, %pair* %p, i32 addrspace(3)* %s) {\n  ret void\n}\n";
        let context = crate::ir::context::create_context(false);
        let module = parse(&context, text);
        let f = module.get_function("f").unwrap();
        let [v, a, p, s] = [0, 1, 2, 3].map(|i| type_of(f.get_nth_param(i).unwrap().as_value_ref()));
        assert_eq!(
            (vector_lanes(v), element_type(v).and_then(int_width), lane_type(v) == element_type(v).unwrap()),
            (Some(4), Some(16), true)
        );
        assert_eq!((vector_lanes(a), lane_type(a)), (None, a));
        let pair = element_type(a).unwrap();
        assert_eq!((struct_field_count(pair), struct_field_type(pair, 1).and_then(int_width)), (Some(2), Some(32)));
        assert_eq!((struct_field_type(pair, 2), struct_field_count(v), int_width(v)), (None, None, None));
        assert_eq!((address_space(p), address_space(s), address_space(v)), (Some(0), Some(3), None));
        let layout = DataLayout::of(&module);
        assert_eq!(
            (layout.alloc_size(pair), layout.store_size(pair), layout.field_offset(pair, 1)),
            (Some(8), Some(8), Some(4))
        );
        assert_eq!(
            (layout.alloc_size(a), layout.abi_alignment(pair), layout.field_offset(pair, 2)),
            (Some(24), Some(4), None)
        );
        assert_eq!(layout.store_size(element_type(v).unwrap()), Some(2));
        // An opaque struct has no size: no query reaches LLVM's assertion.
        let opaque = global_value_type(module.get_global("g").unwrap().as_value_ref()).unwrap();
        assert_eq!(type_kind(opaque), LLVMTypeKind::LLVMStructTypeKind);
        assert!(!has_fixed_size(opaque) && has_fixed_size(pair));
        assert_eq!(
            (layout.alloc_size(opaque), layout.store_size(opaque), layout.field_offset(opaque, 0)),
            (None, None, None)
        );
    }

    /// Constants: integer and floating-point bits (NaN payloads kept),
    /// nulls, constant-expression opcodes.
    #[test]
    fn engines_read_constants() {
        let context = crate::ir::context::create_context(false);
        let one = context.f32_type().const_float(1.0).as_value_ref();
        let half = context.f16_type().const_float(-2.0).as_value_ref();
        let int = context.i16_type().const_int(0xffff, false).as_value_ref();
        let null = pointer_type(context.i8_type(), 0).const_null().as_value_ref();
        assert_eq!(
            (const_float_bits(one), const_float_bits(half), const_float_bits(int)),
            (Some(0x3f80_0000), Some(0xc000), None)
        );
        assert_eq!((const_real(one), const_real(int)), (Some((1.0, false)), None));
        assert_eq!((const_int_bits(int), const_int_bits(one)), (Some(0xffff), None));
        assert!(is_null_value(null) && is_a(null, ValueClass::ConstantPointerNull) && !is_null_value(int));
        let zero = context.i32_type().const_zero().as_value_ref();
        assert!(is_null_value(zero) && const_expr_opcode(zero).is_none() && any_opcode(zero).is_none());
    }

    /// [`RawBuilder`] builds what its names say, where it is positioned.
    #[test]
    fn raw_builder_builds() {
        let text = "define i32 @f(i32 %a, i32* %p) {\n  ret i32 %a\n}\n";
        let context = crate::ir::context::create_context(false);
        let module = parse(&context, text);
        let f = module.get_function("f").unwrap();
        let ret = instructions(f).next().unwrap().as_value_ref();
        let [a, p] = [0, 1].map(|i| f.get_nth_param(i).unwrap().as_value_ref());
        let i32t = type_of(a);
        let b = RawBuilder::new(&context);
        b.position_before(ret);
        let sum = b.binary(LLVMOpcode::LLVMAdd, a, const_int_of(i32t, 7));
        let loaded = b.load(i32t, p, Some(4));
        let is_seven = b.icmp(LLVMIntPredicate::LLVMIntEQ, sum, loaded);
        let chosen = b.select(is_seven, sum, const_null(i32t));
        b.store(chosen, p, None);
        set_operand(ret, 0, chosen);
        set_operand(ret, 5, chosen);
        assert!(module.verify().is_ok(), "{}", module.print_to_string());
        let printed = module.print_to_string().to_string();
        // (Pointer types print as `i32*` on LLVM 14 and `ptr` on 19.)
        assert!(printed.contains("%2 = load i32, ") && printed.contains("%p, align 4\n"), "{printed}");
        for line in [
            "%1 = add i32 %a, 7",
            "%3 = icmp eq i32 %1, %2",
            "%4 = select i1 %3, i32 %1, i32 0",
            "store i32 %4, ",
            "ret i32 %4",
        ] {
            assert!(printed.contains(line), "{line}\n{printed}");
        }
        // An erased instruction must be unused.
        assert!(!erase_unused_instruction(sum));
    }
}
