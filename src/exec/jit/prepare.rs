//! What the JIT refuses of a module (data layout, foreign intrinsics and
//! address spaces, reserved names), and the hardening of what it accepts
//! (unreachable code pruned, definitions made strong, attributes stripped).

use std::collections::HashSet;
use std::ffi::CString;
use std::sync::OnceLock;

use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::targets::{ByteOrdering, Target, TargetData, TargetMachine};
use inkwell::values::{AsValueRef, FunctionValue};
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::llvm::{address_space, type_text, value_name};

use super::llvm_c::register_native_target;
use crate::diag::Diagnostic;
use crate::input::ir::LoadedModule;
use crate::limits::JIT_MAX_LANES;
use inkwell::AddressSpace;
use visa_passes::ir::llvm::{
    allocated_type, any_opcode, arg_count, called_value, clear_section_and_comdat, const_expr_opcode,
    delete_unused_function, element_type, first_global_ifunc, has_enum_attribute, has_module_inline_asm, has_uses,
    initializer, is_a, is_declaration, is_thread_local, lane_type, make_external, num_operands, opcode, operand,
    remove_enum_attribute, remove_string_attributes, set_c_calling_convention, set_data_layout_text, set_value_name,
    struct_field_count, struct_field_type, type_kind, type_of, vector_lanes, AttributePlace, ValueClass,
};

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
            let Some(callee) = called_value(raw).filter(|&c| is_a(c, ValueClass::Function)) else { continue };
            if let Some(g) = loaded.module.get_function(&value_name(callee)) {
                if g.count_basic_blocks() > 0 {
                    work.push(g);
                }
            }
        }
    }
    loop {
        let dead: Vec<FunctionValue<'_>> = loaded
            .module
            .get_functions()
            .filter(|f| f.count_basic_blocks() > 0 && !reachable.contains(&(f.as_value_ref() as usize)))
            .filter(|f| !has_uses(f.as_value_ref()))
            .collect();
        if dead.is_empty() {
            break;
        }
        for f in dead {
            delete_unused_function(f);
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
        set_data_layout_text(module, host_data_layout()?);
    }
    for (index, global) in loaded.module.get_globals().enumerate() {
        let raw = global.as_value_ref();
        clear_section_and_comdat(raw);
        if value_name(raw).is_empty() {
            // A fresh name, unique under its prefix.
            set_value_name(raw, &format!("{RESERVED_PREFIX}global_{index}"));
        }
    }
    for function in module.get_functions() {
        let raw = function.as_value_ref();
        remove_string_attributes(raw);
        remove_enum_attribute(raw, AttributePlace::Function, "naked");
        if function.count_basic_blocks() == 0 {
            continue;
        }
        set_c_calling_convention(raw);
        clear_section_and_comdat(raw);
        for inst in instructions(function) {
            let call = inst.as_value_ref();
            if !is_a(call, ValueClass::CallInst) {
                continue;
            }
            set_c_calling_convention(call);
            remove_string_attributes(call);
            remove_enum_attribute(call, AttributePlace::Function, "naked");
        }
    }
    Ok(())
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
    let globals = module.get_globals().map(|g| g.as_value_ref()).filter(|&g| !is_declaration(g));
    for value in functions.chain(globals) {
        if value_name(value).starts_with("llvm.") {
            continue;
        }
        make_external(value);
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
    if has_module_inline_asm(module) {
        return Err(refuse("it has module-level inline assembly".to_string()));
    }
    if let Some(ifunc) = first_global_ifunc(module) {
        return Err(refuse(format!("@{} is an ifunc, whose resolver the loader would call", value_name(ifunc))));
    }
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let raw = function.as_value_ref();
        // A function has operands only when it has a personality, prefix or prologue data.
        if num_operands(raw) > 0 {
            return Err(refuse(format!(
                "@{} has a personality function, prefix or prologue data (bytes the host would execute or unwind with)",
                value_name(raw)
            )));
        }
        if let Some(kind) = copied_parameter(raw, function.count_params()) {
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
        let Some(init) = initializer(raw) else {
            return Err(refuse(format!(
                "global @{name} is declared, not defined: the JIT links no symbol of the host"
            )));
        };
        if is_thread_local(raw) {
            return Err(refuse(format!("global @{name} is thread-local: the JIT runs no thread-local storage")));
        }
        if refers_to_function(init) {
            return Err(refuse(format!("global @{name} holds a function pointer")));
        }
    }
    Ok(())
}

/// The first parameter of a function (or a call) with
/// `params` parameters whose attribute makes the caller copy memory
/// (`byval`, `inalloca`, `preallocated`).
pub(super) fn copied_parameter(value: LLVMValueRef, params: u32) -> Option<&'static str> {
    ["byval", "inalloca", "preallocated"]
        .into_iter()
        .find(|kind| (0..params).any(|i| has_enum_attribute(value, AttributePlace::Param(i), kind)))
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
        if is_a(v, ValueClass::Function) {
            return true;
        }
        if !is_a(v, ValueClass::GlobalValue) {
            work.extend((0..num_operands(v)).filter_map(|i| operand(v, i)));
        }
    }
    false
}

/// Pointer address spaces other than 0 and 1 anywhere in `ty`.
pub(super) fn foreign_address_space(ty: LLVMTypeRef, depth: u32) -> Option<u32> {
    if depth > 16 {
        return None;
    }
    if let Some(space) = address_space(ty) {
        return (space > 1).then_some(space);
    }
    if let Some(element) = element_type(ty) {
        return foreign_address_space(element, depth + 1);
    }
    (0..struct_field_count(ty)?)
        .find_map(|i| struct_field_type(ty, i).and_then(|field| foreign_address_space(field, depth + 1)))
}

pub(super) fn space_message(space: u32) -> String {
    match space {
        3 => "it uses SLM (addrspace(3)): SLM offsets are not host addresses".to_string(),
        s => format!("it uses pointers in addrspace({s}): the JIT runs global memory (address spaces 0 and 1) only"),
    }
}

pub(super) fn check_instruction(inst: LLVMValueRef) -> Result<(), String> {
    if let Some(space) = foreign_address_space(type_of(inst), 0) {
        return Err(space_message(space));
    }
    let wide = |ty: LLVMTypeRef| {
        type_kind(ty) == LLVMTypeKind::LLVMVectorTypeKind && vector_lanes(ty).is_some_and(|n| n > JIT_MAX_LANES)
    };
    let scalable = |ty: LLVMTypeRef| type_kind(ty) == LLVMTypeKind::LLVMScalableVectorTypeKind;
    let all_types = || {
        let operands = (0..num_operands(inst)).filter_map(|i| operand(inst, i));
        std::iter::once(type_of(inst)).chain(operands.map(type_of))
    };
    if let Some(ty) = all_types().find(|&ty| scalable(ty)) {
        return Err(format!(
            "{} is a scalable vector, whose lanes the JIT's address check cannot count",
            type_text(ty)
        ));
    }
    let Some(opcode) = opcode(inst) else { return Err("an instruction expected".to_string()) };
    match opcode {
        LLVMOpcode::LLVMVAArg => return Err("va_arg reads memory the JIT's address check cannot see".to_string()),
        LLVMOpcode::LLVMIndirectBr => {
            return Err(
                "indirectbr jumps to an address the code computes; the JIT runs direct branches only".to_string()
            )
        }
        _ => {}
    }
    if let Some(ty) = all_types().find(|&ty| wide(ty)) {
        return Err(format!("{} has more than {JIT_MAX_LANES} lanes (JIT_MAX_LANES)", type_text(ty)));
    }
    if let Some(space) = allocated_type(inst).and_then(|ty| foreign_address_space(ty, 0)) {
        return Err(space_message(space));
    }
    let is_call = is_a(inst, ValueClass::CallInst) || is_a(inst, ValueClass::InvokeInst);
    if opcode == LLVMOpcode::LLVMCallBr {
        return Err("callbr is not supported".to_string());
    }
    let callee = if is_call { called_value(inst) } else { None };
    for operand in (0..num_operands(inst)).filter_map(|i| operand(inst, i)) {
        if let Some(space) = foreign_address_space(type_of(operand), 0) {
            return Err(space_message(space));
        }
        if Some(operand) == callee {
            continue;
        }
        if is_a(operand, ValueClass::Function) {
            return Err(format!("it takes the address of @{}", value_name(operand)));
        }
        if is_a(operand, ValueClass::Constant) && !is_a(operand, ValueClass::GlobalValue) && refers_to_function(operand)
        {
            return Err("it takes the address of a function or a block".to_string());
        }
    }
    match opcode {
        LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
            check_address(operand(inst, 0))
        }
        LLVMOpcode::LLVMStore => check_address(operand(inst, 1)),
        _ if is_call => check_call(inst, callee),
        _ => Ok(()),
    }
}

pub(super) fn check_call(inst: LLVMValueRef, callee: Option<LLVMValueRef>) -> Result<(), String> {
    let Some(callee) = callee.filter(|&c| !is_a(c, ValueClass::InlineAsm)) else {
        return Err("inline assembly is not supported".to_string());
    };
    if !is_a(callee, ValueClass::Function) {
        return Err("indirect calls are not supported".to_string());
    }
    let name = value_name(callee);
    let args = arg_count(inst).unwrap_or(0);
    let pointer_args: Vec<u32> = (0..args)
        .filter(|&i| {
            operand(inst, i).is_some_and(|arg| type_kind(lane_type(type_of(arg))) == LLVMTypeKind::LLVMPointerTypeKind)
        })
        .collect();
    if let Some(kind) = copied_parameter(inst, args) {
        return Err(format!("a `{kind}` argument is a copy the JIT's address check cannot see"));
    }
    if !is_declaration(callee) {
        // A call into the module: the callee dereferences what it is given.
        return pointer_args.iter().try_for_each(|&i| check_address(operand(inst, i)));
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
        return operands.iter().filter(|&&i| i < args).try_for_each(|&i| check_address(operand(inst, i)));
    }
    if pointer_args.is_empty() || HARMLESS_POINTER_INTRINSICS.iter().any(|p| name.starts_with(p)) {
        return Ok(());
    }
    Err(format!("@{name} takes pointers the JIT cannot follow"))
}

/// Addresses must derive from pointer arguments (translated to host
/// buffers), allocas or globals (host memory), or be null/undef (disabled
/// lanes): through GEPs, casts, selects, shuffles, element inserts and
/// extracts and phis.
pub(super) fn check_address(start: Option<LLVMValueRef>) -> Result<(), String> {
    let mut work = vec![start];
    let mut seen = HashSet::new();
    let null_or_undef = |v: LLVMValueRef| {
        is_a(v, ValueClass::ConstantPointerNull)
            || is_a(v, ValueClass::UndefValue)
            || is_a(v, ValueClass::ConstantAggregateZero)
    };
    while let Some(v) = work.pop() {
        let Some(v) = v.filter(|&v| seen.insert(v as usize)) else { continue };
        let operand = |i: u32| operand(v, i);
        if is_a(v, ValueClass::Argument)
            || is_a(v, ValueClass::AllocaInst)
            || is_a(v, ValueClass::GlobalVariable)
            || null_or_undef(v)
        {
            continue;
        }
        // An offset from null or undef is an absolute host address: it
        // would reach the JIT process's own memory, not a buffer.
        if any_opcode(v) == Some(LLVMOpcode::LLVMGetElementPtr) && operand(0).is_some_and(null_or_undef) {
            return Err("an address is an offset from null or undef: the JIT can only map addresses derived from pointer arguments".to_string());
        }
        if let Some(opcode) = opcode(v) {
            match opcode {
                LLVMOpcode::LLVMGetElementPtr
                | LLVMOpcode::LLVMBitCast
                | LLVMOpcode::LLVMAddrSpaceCast
                | LLVMOpcode::LLVMExtractElement
                | LLVMOpcode::LLVMFreeze => work.push(operand(0)),
                LLVMOpcode::LLVMSelect => work.extend([operand(1), operand(2)]),
                LLVMOpcode::LLVMShuffleVector | LLVMOpcode::LLVMInsertElement => work.extend([operand(0), operand(1)]),
                LLVMOpcode::LLVMPHI => work.extend((0..num_operands(v)).map(operand)),
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
        if is_a(v, ValueClass::ConstantVector) {
            work.extend((0..num_operands(v)).map(operand));
            continue;
        }
        match const_expr_opcode(v) {
            Some(LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast) => {
                work.push(operand(0))
            }
            _ => return Err("an address is a constant the JIT cannot map (only null and undef)".to_string()),
        }
    }
    Ok(())
}
