//! What the JIT refuses of a module (data layout, foreign intrinsics and
//! address spaces, reserved names), and the hardening of what it accepts
//! (unreachable code pruned, definitions made strong, attributes stripped).

use std::collections::HashSet;
use std::ffi::CString;
use std::sync::OnceLock;

use inkwell::llvm_sys::comdat::LLVMSetComdat;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::targets::{ByteOrdering, Target, TargetData, TargetMachine};
use inkwell::values::{AsValueRef, FunctionValue};
use inkwell::AddressSpace;
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::llvm::value_name;

use super::llvm_c::{cname, register_native_target, type_name};
use crate::diag::Diagnostic;
use crate::input::ir::LoadedModule;
use crate::limits::JIT_MAX_LANES;

pub(super) fn check_data_layout(loaded: &LoadedModule<'_>) -> Result<(), String> {
    let layout = loaded.module.get_data_layout();
    let text = layout.as_str().to_string_lossy().into_owned();
    let data = TargetData::create(&text);
    if data.get_byte_ordering() == ByteOrdering::BigEndian {
        return Err("its data layout is big-endian; the host is little-endian".to_string());
    }
    for space in [0u16, 1] {
        let bytes = data.get_pointer_byte_size(Some(AddressSpace::from(space)));
        if bytes != 8 {
            return Err(format!(
                "pointers in address space {space} are {bytes} bytes; the JIT passes 8-byte addresses"
            ));
        }
    }
    Ok(())
}

/// Deletes the functions the kernel does not call (directly or not) and
/// nothing else refers to, so that code the JIT cannot compile (another
/// kernel's messages) does not stop it.
pub(super) fn prune_unreachable(loaded: &LoadedModule<'_>, kernel: FunctionValue<'_>) {
    let mut reachable: HashSet<usize> = HashSet::new();
    let mut work = vec![kernel];
    while let Some(f) = work.pop() {
        if !reachable.insert(f.as_value_ref() as usize) {
            continue;
        }
        for inst in instructions(f) {
            let raw = inst.as_value_ref();
            // SAFETY: `raw` is a live instruction; the callee is checked to be a function.
            unsafe {
                if LLVMIsACallInst(raw).is_null() && LLVMIsAInvokeInst(raw).is_null() {
                    continue;
                }
                let callee = LLVMGetCalledValue(raw);
                if callee.is_null() || LLVMIsAFunction(callee).is_null() {
                    continue;
                }
                if let Some(g) = loaded.module.get_function(&value_name(callee)) {
                    if g.count_basic_blocks() > 0 {
                        work.push(g);
                    }
                }
            }
        }
    }
    loop {
        let dead: Vec<FunctionValue<'_>> = loaded
            .module
            .get_functions()
            .filter(|f| f.count_basic_blocks() > 0 && !reachable.contains(&(f.as_value_ref() as usize)))
            // SAFETY: `f` is a live function.
            .filter(|f| unsafe { LLVMGetFirstUse(f.as_value_ref()) }.is_null())
            .collect();
        if dead.is_empty() {
            break;
        }
        for f in dead {
            // SAFETY: the function has no uses and is not reachable from the kernel.
            unsafe { LLVMDeleteFunction(f.as_value_ref()) };
        }
    }
}

/// The prefix of every name the JIT adds to a module.
pub(super) const RESERVED_PREFIX: &str = "__visa_lower_jit_";

/// A function or global of the module with a name the JIT adds its own under.
pub(super) fn reserved_name(loaded: &LoadedModule<'_>) -> Option<String> {
    let functions = loaded.module.get_functions().map(|f| f.as_value_ref());
    let globals = loaded.module.get_globals().map(|g| g.as_value_ref());
    functions.chain(globals).map(value_name).find(|name| name.starts_with(RESERVED_PREFIX))
}

/// Takes from the module what could make its code call, or be laid out
/// next to, host code by name or by convention, none of which a kernel
/// needs for what it computes:
/// * string attributes, of functions, their parameters and calls: they
///   name GPU processors and features (which the host ignores, noisily),
///   but also the functions LLVM's code generator calls on its own
///   (`"probe-stack"`, `"instrument-function-entry-inlined"`: any name,
///   `system` included);
/// * `naked` (no prologue: the code's stack slots would be its caller's
///   frame, return address included), garbage collectors (which bring their
///   own runtime symbols), sections and comdats;
/// * calling conventions: every function and call uses the C one, so that
///   no call pops or preserves what its callee does not;
/// * the host's data layout for a module without one (MCJIT's rule, made
///   before the checks measure accesses with it).
pub(super) fn harden(loaded: &LoadedModule<'_>) -> Result<(), String> {
    let module = &loaded.module;
    if module.get_data_layout().as_str().to_bytes().is_empty() {
        let layout = host_data_layout()?;
        // SAFETY: a NUL-terminated layout string LLVM made for the host.
        unsafe { inkwell::llvm_sys::core::LLVMSetDataLayout(module.as_mut_ptr(), layout.as_ptr()) };
    }
    let naked = cname("naked");
    // SAFETY: the name is a NUL-terminated string of its length.
    let naked_kind = unsafe { LLVMGetEnumAttributeKindForName(naked.as_ptr(), 5) };
    for (index, global) in loaded.module.get_globals().enumerate() {
        let raw = global.as_value_ref();
        // SAFETY: `raw` is a live global variable; clearing a section or a
        // comdat is always valid; a fresh name is unique under its prefix.
        unsafe {
            LLVMSetSection(raw, c"".as_ptr());
            LLVMSetComdat(raw, std::ptr::null_mut());
            if value_name(raw).is_empty() {
                let name = cname(&format!("{RESERVED_PREFIX}global_{index}"));
                LLVMSetValueName2(raw, name.as_ptr(), name.as_bytes().len());
            }
        }
    }
    for function in module.get_functions() {
        let raw = function.as_value_ref();
        let params = function.count_params();
        // SAFETY: `raw` is a live function; attribute indices are the
        // function's, its return value's and its parameters'; each
        // instruction is checked to be a call before call-site calls.
        unsafe {
            strip_string_attributes(raw, params, false);
            LLVMRemoveEnumAttributeAtIndex(raw, inkwell::llvm_sys::LLVMAttributeFunctionIndex, naked_kind);
            if function.count_basic_blocks() == 0 {
                continue;
            }
            LLVMSetFunctionCallConv(raw, 0);
            LLVMSetGC(raw, std::ptr::null());
            LLVMSetSection(raw, c"".as_ptr());
            LLVMSetComdat(raw, std::ptr::null_mut());
            for inst in instructions(function) {
                let call = inst.as_value_ref();
                if LLVMIsACallInst(call).is_null() {
                    continue;
                }
                LLVMSetInstructionCallConv(call, 0);
                strip_string_attributes(call, LLVMGetNumArgOperands(call), true);
                LLVMRemoveCallSiteEnumAttribute(call, inkwell::llvm_sys::LLVMAttributeFunctionIndex, naked_kind);
            }
        }
    }
    Ok(())
}

/// Removes every string attribute of a function (or, `call_site`, a call)
/// with `params` parameters.
///
/// # Safety
/// `value` is a live function, or a live call with `call_site`.
pub(super) unsafe fn strip_string_attributes(value: LLVMValueRef, params: u32, call_site: bool) {
    let indices = [inkwell::llvm_sys::LLVMAttributeFunctionIndex, inkwell::llvm_sys::LLVMAttributeReturnIndex]
        .into_iter()
        .chain(1..=params);
    for index in indices {
        // SAFETY: the caller's promise; `attributes` has room for the count.
        unsafe {
            let count = if call_site {
                LLVMGetCallSiteAttributeCount(value, index)
            } else {
                LLVMGetAttributeCountAtIndex(value, index)
            };
            let mut attributes = vec![std::ptr::null_mut(); count as usize];
            if call_site {
                LLVMGetCallSiteAttributes(value, index, attributes.as_mut_ptr());
            } else {
                LLVMGetAttributesAtIndex(value, index, attributes.as_mut_ptr());
            }
            for attribute in attributes.into_iter().filter(|&a| LLVMIsStringAttribute(a) != 0) {
                let mut len = 0u32;
                let key = LLVMGetStringAttributeKind(attribute, &mut len);
                if call_site {
                    LLVMRemoveCallSiteStringAttribute(value, index, key, len);
                } else {
                    LLVMRemoveStringAttributeAtIndex(value, index, key, len);
                }
            }
        }
    }
}

/// The host's data layout (MCJIT's for a module without one).
pub(super) fn host_data_layout() -> Result<&'static std::ffi::CStr, String> {
    static LAYOUT: OnceLock<Result<CString, String>> = OnceLock::new();
    let layout = LAYOUT.get_or_init(|| {
        register_native_target()?;
        let triple = TargetMachine::get_default_triple();
        let target = Target::from_triple(&triple).map_err(|e| e.to_string())?;
        let machine = target
            .create_target_machine(
                &triple,
                "",
                "",
                inkwell::OptimizationLevel::None,
                inkwell::targets::RelocMode::Default,
                inkwell::targets::CodeModel::JITDefault,
            )
            .ok_or("LLVM has no target machine for the host")?;
        let layout = machine.get_target_data().get_data_layout();
        Ok(CString::from(layout.as_str()))
    });
    layout.as_deref().map_err(Clone::clone)
}

/// Makes every definition of the module strong and external (but LLVM's
/// own `llvm.*` globals): a weak, `linkonce`, `common` or
/// `available_externally` one could resolve to a host symbol of the same
/// name instead of to itself, and the engine finds an internal global's
/// address by no name.
pub(super) fn make_definitions_strong(loaded: &LoadedModule<'_>) {
    let module = &loaded.module;
    let functions = module.get_functions().filter(|f| f.count_basic_blocks() > 0).map(|f| f.as_value_ref());
    // SAFETY: each value is a live global variable (or function, below).
    let globals = module.get_globals().map(|g| g.as_value_ref()).filter(|&g| unsafe { LLVMIsDeclaration(g) } == 0);
    for value in functions.chain(globals) {
        if value_name(value).starts_with("llvm.") {
            continue;
        }
        // SAFETY: a live definition; these are valid for any definition.
        unsafe {
            LLVMSetLinkage(value, inkwell::llvm_sys::LLVMLinkage::LLVMExternalLinkage);
            LLVMSetVisibility(value, inkwell::llvm_sys::LLVMVisibility::LLVMDefaultVisibility);
            LLVMSetDLLStorageClass(value, inkwell::llvm_sys::LLVMDLLStorageClass::LLVMDefaultStorageClass);
        }
    }
}

/// Prefixes of intrinsics the host cannot execute.
pub(super) const FOREIGN_INTRINSICS: &[&str] = &[
    "llvm.genx.",
    "llvm.visa.",
    "llvm.GenISA.",
    "llvm.nvvm.",
    "llvm.amdgcn.",
    "llvm.r600.",
    "llvm.aarch64.",
    "llvm.arm.",
    "llvm.ppc.",
    "llvm.mips.",
    "llvm.hexagon.",
    "llvm.wasm.",
    "llvm.riscv.",
    "llvm.s390.",
    "llvm.bpf.",
    "llvm.xcore.",
    "llvm.spv.",
    "llvm.dx.",
    "llvm.ve.",
];

/// Operands of generic intrinsics that are addresses the call accesses.
pub(super) fn address_operands(name: &str) -> Option<&'static [u32]> {
    let prefixed = |p: &str| name == p || name.starts_with(&format!("{p}."));
    if prefixed("llvm.masked.gather") || prefixed("llvm.masked.load") || prefixed("llvm.masked.expandload") {
        Some(&[0])
    } else if prefixed("llvm.masked.scatter") || prefixed("llvm.masked.store") || prefixed("llvm.masked.compressstore")
    {
        Some(&[1])
    } else if prefixed("llvm.memcpy") || prefixed("llvm.memmove") || prefixed("llvm.memcpy.inline") {
        Some(&[0, 1])
    } else if prefixed("llvm.memset") || prefixed("llvm.memset.inline") {
        Some(&[0])
    } else {
        None
    }
}

/// Intrinsics that may take pointers without touching memory through them.
pub(super) const HARMLESS_POINTER_INTRINSICS: &[&str] =
    &["llvm.lifetime.", "llvm.dbg.", "llvm.prefetch", "llvm.invariant.", "llvm.assume", "llvm.experimental.noalias"];

/// The generic intrinsics the JIT runs besides the arithmetic and no-op
/// ones of the tool's lists (`crate::input::ops::INTRINSICS`,
/// `NO_OP_INTRINSICS`): math, overflow and fixed-point
/// arithmetic, reductions, traps and hints, and the memory ones
/// ([`address_operands`], checked by [`bounds`]). Any other is refused:
/// some reach the host machine's state (`llvm.write_register` of the stack
/// pointer, `llvm.x86.flags.write`, `llvm.x86.int`, `llvm.stackrestore`),
/// some call functions (`llvm.experimental.gc.statepoint`,
/// `llvm.experimental.patchpoint`), some read memory of their own
/// (`llvm.load.relative`).
pub(super) const JIT_INTRINSICS: &[&str] = &[
    "llvm.sin",
    "llvm.cos",
    "llvm.exp",
    "llvm.exp2",
    "llvm.log",
    "llvm.log2",
    "llvm.log10",
    "llvm.pow",
    "llvm.powi",
    "llvm.round",
    "llvm.lround",
    "llvm.llround",
    "llvm.lrint",
    "llvm.llrint",
    "llvm.minimum",
    "llvm.maximum",
    "llvm.canonicalize",
    "llvm.fshl",
    "llvm.fshr",
    "llvm.bswap",
    "llvm.sadd.with.overflow",
    "llvm.uadd.with.overflow",
    "llvm.ssub.with.overflow",
    "llvm.usub.with.overflow",
    "llvm.smul.with.overflow",
    "llvm.umul.with.overflow",
    "llvm.sshl.sat",
    "llvm.ushl.sat",
    "llvm.smul.fix",
    "llvm.umul.fix",
    "llvm.smul.fix.sat",
    "llvm.umul.fix.sat",
    "llvm.sdiv.fix",
    "llvm.udiv.fix",
    "llvm.sdiv.fix.sat",
    "llvm.udiv.fix.sat",
    "llvm.vector.reduce",
    "llvm.experimental.vector.reduce",
    "llvm.experimental.vector.insert",
    "llvm.experimental.vector.extract",
    "llvm.experimental.vector.reverse",
    "llvm.experimental.stepvector",
    "llvm.experimental.constrained",
    "llvm.convert.to.fp16",
    "llvm.convert.from.fp16",
    "llvm.trap",
    "llvm.debugtrap",
    "llvm.ubsantrap",
    "llvm.expect",
    "llvm.is.constant",
    "llvm.prefetch",
];

/// Whether the JIT runs intrinsic `name` (without its type suffixes).
pub(super) fn runs_intrinsic(name: &str) -> bool {
    let family = |prefix: &str| name.strip_prefix(prefix).is_some_and(|rest| rest.is_empty() || rest.starts_with('.'));
    JIT_INTRINSICS.iter().any(|p| family(p))
        || address_operands(name).is_some()
        || crate::input::ops::intrinsic(name).is_some_and(|row| !row.name.starts_with("llvm.genx."))
        || crate::input::ops::is_no_op(name)
}

/// Every defined function left after pruning must be within reach, and
/// the module must hold nothing that links, lays out or runs host code.
pub(super) fn check_module(loaded: &LoadedModule<'_>) -> Result<(), Diagnostic> {
    let module = &loaded.module;
    let refuse = |why: String| Diagnostic::new(format!("{}: the JIT cannot run this module: {why}", loaded.file));
    let mut asm_len = 0usize;
    // SAFETY: the module is live; the returned text (not read) is its own.
    unsafe { LLVMGetModuleInlineAsm(module.as_mut_ptr(), &mut asm_len) };
    if asm_len > 0 {
        return Err(refuse("it has module-level inline assembly".to_string()));
    }
    // SAFETY: the module is live.
    let ifunc = unsafe { LLVMGetFirstGlobalIFunc(module.as_mut_ptr()) };
    if !ifunc.is_null() {
        return Err(refuse(format!("@{} is an ifunc, whose resolver the loader would call", value_name(ifunc))));
    }
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let raw = function.as_value_ref();
        // SAFETY: `raw` is a live function; a function has operands only
        // when it has a personality, prefix or prologue data.
        if unsafe { LLVMGetNumOperands(raw) } > 0 {
            return Err(refuse(format!(
                "@{} has a personality function, prefix or prologue data (bytes the host would execute or unwind with)",
                value_name(raw)
            )));
        }
        if let Some(kind) = copied_parameter(raw, function.count_params(), false) {
            return Err(refuse(format!(
                "@{} has a `{kind}` parameter, a copy the JIT's address check cannot see",
                value_name(raw)
            )));
        }
        for (index, inst) in instructions(function).enumerate() {
            if let Err(why) = check_instruction(inst.as_value_ref()) {
                let message = format!("the JIT cannot run this: {why}");
                return Err(loaded.diagnostic_at(function, index, inst, &message));
            }
        }
    }
    for global in module.get_globals() {
        let raw = global.as_value_ref();
        let name = value_name(raw);
        // SAFETY: `raw` is a live global variable; its initializer may be null.
        let (init, thread_local) = unsafe { (LLVMGetInitializer(raw), LLVMIsThreadLocal(raw) != 0) };
        if init.is_null() {
            return Err(refuse(format!(
                "global @{name} is declared, not defined: the JIT links no symbol of the host"
            )));
        }
        if thread_local {
            return Err(refuse(format!("global @{name} is thread-local: the JIT runs no thread-local storage")));
        }
        if refers_to_function(init) {
            return Err(refuse(format!("global @{name} holds a function pointer")));
        }
    }
    Ok(())
}

/// The first parameter of a function (or, `call_site`, a call) with
/// `params` parameters whose attribute makes the caller copy memory
/// (`byval`, `inalloca`, `preallocated`).
pub(super) fn copied_parameter(value: LLVMValueRef, params: u32, call_site: bool) -> Option<&'static str> {
    ["byval", "inalloca", "preallocated"].into_iter().find(|kind| {
        let name = cname(kind);
        // SAFETY: `value` is a live function (or call, with `call_site`);
        // indices 1..=params are its parameters.
        unsafe {
            let id = LLVMGetEnumAttributeKindForName(name.as_ptr(), kind.len());
            (1..=params).any(|i| {
                let attribute = if call_site {
                    LLVMGetCallSiteEnumAttribute(value, i, id)
                } else {
                    LLVMGetEnumAttributeAtIndex(value, i, id)
                };
                !attribute.is_null()
            })
        }
    })
}

/// Whether a constant holds the address of a function (a `blockaddress`
/// names its function too).
pub(super) fn refers_to_function(constant: LLVMValueRef) -> bool {
    let mut work = vec![constant];
    let mut seen = HashSet::new();
    while let Some(v) = work.pop() {
        if !seen.insert(v as usize) {
            continue;
        }
        // SAFETY: `v` is a live constant; its operands are in range.
        unsafe {
            if !LLVMIsAFunction(v).is_null() {
                return true;
            }
            if LLVMIsAGlobalValue(v).is_null() {
                let n = LLVMGetNumOperands(v).max(0) as u32;
                work.extend((0..n).map(|i| LLVMGetOperand(v, i)).filter(|o| !o.is_null()));
            }
        }
    }
    false
}

/// Pointer address spaces other than 0 and 1 anywhere in `ty`.
pub(super) fn foreign_address_space(ty: LLVMTypeRef, depth: u32) -> Option<u32> {
    if depth > 16 {
        return None;
    }
    // SAFETY: `ty` is a live type; element indices are in range.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMPointerTypeKind => {
                let space = LLVMGetPointerAddressSpace(ty);
                (space > 1).then_some(space)
            }
            LLVMTypeKind::LLVMVectorTypeKind
            | LLVMTypeKind::LLVMScalableVectorTypeKind
            | LLVMTypeKind::LLVMArrayTypeKind => foreign_address_space(LLVMGetElementType(ty), depth + 1),
            LLVMTypeKind::LLVMStructTypeKind => (0..LLVMCountStructElementTypes(ty))
                .find_map(|i| foreign_address_space(LLVMStructGetTypeAtIndex(ty, i), depth + 1)),
            _ => None,
        }
    }
}

pub(super) fn space_message(space: u32) -> String {
    match space {
        3 => "it uses SLM (addrspace(3)): SLM offsets are not host addresses".to_string(),
        s => format!("it uses pointers in addrspace({s}): the JIT runs global memory (address spaces 0 and 1) only"),
    }
}

pub(super) fn check_instruction(inst: LLVMValueRef) -> Result<(), String> {
    // SAFETY: `inst` is a live instruction; operand indices are below its
    // operand count and every pointer is checked for null before use.
    unsafe {
        if let Some(space) = foreign_address_space(LLVMTypeOf(inst), 0) {
            return Err(space_message(space));
        }
        let wide = |ty: LLVMTypeRef| {
            LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMVectorTypeKind && LLVMGetVectorSize(ty) > JIT_MAX_LANES
        };
        let scalable = |ty: LLVMTypeRef| LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMScalableVectorTypeKind;
        let all_types = || {
            let operands = (0..LLVMGetNumOperands(inst).max(0) as u32).map(|i| LLVMGetOperand(inst, i));
            std::iter::once(LLVMTypeOf(inst)).chain(operands.filter(|o| !o.is_null()).map(|o| LLVMTypeOf(o)))
        };
        if let Some(ty) = all_types().find(|&ty| scalable(ty)) {
            return Err(format!(
                "{} is a scalable vector, whose lanes the JIT's address check cannot count",
                type_name(ty)
            ));
        }
        match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMVAArg => return Err("va_arg reads memory the JIT's address check cannot see".to_string()),
            LLVMOpcode::LLVMIndirectBr => {
                return Err(
                    "indirectbr jumps to an address the code computes; the JIT runs direct branches only".to_string()
                )
            }
            _ => {}
        }
        let operands = (0..LLVMGetNumOperands(inst).max(0) as u32).map(|i| LLVMGetOperand(inst, i));
        if let Some(ty) = std::iter::once(LLVMTypeOf(inst))
            .chain(operands.filter(|o| !o.is_null()).map(|o| LLVMTypeOf(o)))
            .find(|&ty| wide(ty))
        {
            return Err(format!("{} has more than {JIT_MAX_LANES} lanes (JIT_MAX_LANES)", type_name(ty)));
        }
        if !LLVMIsAAllocaInst(inst).is_null() {
            if let Some(space) = foreign_address_space(LLVMGetAllocatedType(inst), 0) {
                return Err(space_message(space));
            }
        }
        let count = LLVMGetNumOperands(inst).max(0) as u32;
        let is_call = !LLVMIsACallInst(inst).is_null() || !LLVMIsAInvokeInst(inst).is_null();
        let is_callbr = LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMCallBr;
        if is_callbr {
            return Err("callbr is not supported".to_string());
        }
        let callee = if is_call { LLVMGetCalledValue(inst) } else { std::ptr::null_mut() };
        for i in 0..count {
            let operand = LLVMGetOperand(inst, i);
            if operand.is_null() {
                continue;
            }
            if let Some(space) = foreign_address_space(LLVMTypeOf(operand), 0) {
                return Err(space_message(space));
            }
            if operand == callee {
                continue;
            }
            if !LLVMIsAFunction(operand).is_null() {
                return Err(format!("it takes the address of @{}", value_name(operand)));
            }
            if !LLVMIsAConstant(operand).is_null()
                && LLVMIsAGlobalValue(operand).is_null()
                && refers_to_function(operand)
            {
                return Err("it takes the address of a function or a block".to_string());
            }
        }
        match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
                check_address(LLVMGetOperand(inst, 0))
            }
            LLVMOpcode::LLVMStore => check_address(LLVMGetOperand(inst, 1)),
            _ if is_call => check_call(inst, callee),
            _ => Ok(()),
        }
    }
}

pub(super) fn check_call(inst: LLVMValueRef, callee: LLVMValueRef) -> Result<(), String> {
    // SAFETY: `inst` is a call; `callee` its called operand; argument
    // indices are below its argument count.
    unsafe {
        if callee.is_null() || !LLVMIsAInlineAsm(callee).is_null() {
            return Err("inline assembly is not supported".to_string());
        }
        if LLVMIsAFunction(callee).is_null() {
            return Err("indirect calls are not supported".to_string());
        }
        let name = value_name(callee);
        let args = LLVMGetNumArgOperands(inst);
        let pointer_args: Vec<u32> = (0..args)
            .filter(|&i| {
                let ty = LLVMTypeOf(LLVMGetOperand(inst, i));
                let scalar = match LLVMGetTypeKind(ty) {
                    LLVMTypeKind::LLVMVectorTypeKind => LLVMGetElementType(ty),
                    _ => ty,
                };
                LLVMGetTypeKind(scalar) == LLVMTypeKind::LLVMPointerTypeKind
            })
            .collect();
        if let Some(kind) = copied_parameter(inst, args, true) {
            return Err(format!("a `{kind}` argument is a copy the JIT's address check cannot see"));
        }
        if LLVMIsDeclaration(callee) == 0 {
            // A call into the module: the callee dereferences what it is given.
            return pointer_args.iter().try_for_each(|&i| check_address(LLVMGetOperand(inst, i)));
        }
        if !name.starts_with("llvm.") {
            return Err(format!("it calls the external function @{name}; the JIT runs self-contained kernels only"));
        }
        if FOREIGN_INTRINSICS.iter().any(|p| name.starts_with(p)) {
            let what = if name.starts_with("llvm.genx.") || name.starts_with("llvm.visa.") {
                "a message intrinsic"
            } else {
                "another target's intrinsic"
            };
            return Err(format!("@{name} is {what}; the JIT runs generic intrinsics only"));
        }
        if !runs_intrinsic(&name) {
            return Err(format!(
                "@{name} is not an intrinsic the JIT runs (generic arithmetic, math, reductions, traps, hints and \
                 masked, memcpy, memmove and memset memory intrinsics): it could reach the host's state"
            ));
        }
        if let Some(operands) = address_operands(&name) {
            return operands.iter().filter(|&&i| i < args).try_for_each(|&i| check_address(LLVMGetOperand(inst, i)));
        }
        if pointer_args.is_empty() || HARMLESS_POINTER_INTRINSICS.iter().any(|p| name.starts_with(p)) {
            return Ok(());
        }
        Err(format!("@{name} takes pointers the JIT cannot follow"))
    }
}

/// Addresses must derive from pointer arguments (translated to host
/// buffers), allocas or globals (host memory), or be null/undef (disabled
/// lanes): through GEPs, casts, selects, shuffles, element inserts and
/// extracts and phis.
pub(super) fn check_address(start: LLVMValueRef) -> Result<(), String> {
    let mut work = vec![start];
    let mut seen = HashSet::new();
    while let Some(v) = work.pop() {
        if v.is_null() || !seen.insert(v as usize) {
            continue;
        }
        // SAFETY: `v` is a live value; operand indices are below its operand count.
        unsafe {
            let operand = |i: u32| LLVMGetOperand(v, i);
            if !LLVMIsAArgument(v).is_null()
                || !LLVMIsAAllocaInst(v).is_null()
                || !LLVMIsAGlobalVariable(v).is_null()
                || !LLVMIsAConstantPointerNull(v).is_null()
                || !LLVMIsAUndefValue(v).is_null()
                || !LLVMIsAConstantAggregateZero(v).is_null()
            {
                continue;
            }
            // An offset from null or undef is an absolute host address: it
            // would reach the JIT process's own memory, not a buffer.
            let gep = if LLVMIsAInstruction(v).is_null() {
                !LLVMIsAConstantExpr(v).is_null() && LLVMGetConstOpcode(v) == LLVMOpcode::LLVMGetElementPtr
            } else {
                LLVMGetInstructionOpcode(v) == LLVMOpcode::LLVMGetElementPtr
            };
            if gep {
                let base = operand(0);
                if !LLVMIsAConstantPointerNull(base).is_null()
                    || !LLVMIsAUndefValue(base).is_null()
                    || !LLVMIsAConstantAggregateZero(base).is_null()
                {
                    return Err("an address is an offset from null or undef: the JIT can only map addresses derived from pointer arguments".to_string());
                }
            }
            if !LLVMIsAInstruction(v).is_null() {
                match LLVMGetInstructionOpcode(v) {
                    LLVMOpcode::LLVMGetElementPtr
                    | LLVMOpcode::LLVMBitCast
                    | LLVMOpcode::LLVMAddrSpaceCast
                    | LLVMOpcode::LLVMExtractElement
                    | LLVMOpcode::LLVMFreeze => work.push(operand(0)),
                    LLVMOpcode::LLVMSelect => work.extend([operand(1), operand(2)]),
                    LLVMOpcode::LLVMShuffleVector | LLVMOpcode::LLVMInsertElement => {
                        work.extend([operand(0), operand(1)])
                    }
                    LLVMOpcode::LLVMPHI => {
                        let n = LLVMGetNumOperands(v).max(0) as u32;
                        work.extend((0..n).map(operand));
                    }
                    LLVMOpcode::LLVMIntToPtr => {
                        return Err("an address comes from inttoptr: the JIT can only map addresses derived from pointer arguments".to_string())
                    }
                    LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMCall => {
                        return Err("an address is loaded from memory or returned by a call: the JIT can only map addresses derived from pointer arguments".to_string())
                    }
                    other => return Err(format!("an address comes from {other:?}, which the JIT does not follow")),
                }
                continue;
            }
            if !LLVMIsAConstantVector(v).is_null() {
                let n = LLVMGetNumOperands(v).max(0) as u32;
                work.extend((0..n).map(operand));
                continue;
            }
            if !LLVMIsAConstantExpr(v).is_null() {
                match LLVMGetConstOpcode(v) {
                    LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => {
                        work.push(operand(0))
                    }
                    _ => return Err("an address is a constant the JIT cannot map (only null and undef)".to_string()),
                }
                continue;
            }
            return Err("an address is a constant the JIT cannot map (only null and undef)".to_string());
        }
    }
    Ok(())
}
