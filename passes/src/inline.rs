//! Inlining of the module's own functions before `select`: a vISA kernel
//! is one function, so every call to a function defined in the module is
//! replaced by the callee's body, with LLVM's inliner (`InlineFunction`,
//! through the C++ shim) one call site at a time.
//!
//! Diagnostics must still point into the source after inlining, so every
//! instruction is first tagged with its `file:line:col` (`!visa.src`), and
//! each instruction an inlining creates records the call it came through
//! (`!visa.inlined`, innermost call first): a diagnostic in inlined code is
//! at the callee's line and says where it was inlined.
//!
//! Refused (at the call): recursion (a call on a cycle of the call graph)
//! and callees or calls marked `noinline`.

use crate::intrinsics::instructions;
use crate::pipeline::PassError;
use inkwell::llvm_sys::core::{LLVMGetCalledValue, LLVMIsAFunction};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};
use std::collections::{HashMap, HashSet};

extern "C" {
    fn visa_passes_inline_call(call: LLVMValueRef) -> *const std::os::raw::c_char;
}

/// Metadata kind of an instruction's source position: `!{i32 line, i32 col}`.
pub const SOURCE_KIND: &str = "visa.src";
/// Metadata kind of the calls an instruction was inlined through:
/// `!{i32 line, i32 col, ...}`, innermost first.
pub const INLINED_KIND: &str = "visa.inlined";

const PASS: &str = "inline";

/// What is supported, for the refusals.
const SUPPORTED: &str = "direct calls to non-recursive functions defined in the module (inlined) and to intrinsics";

/// The body-bearing function a call calls directly, if any.
pub fn defined_callee<'ctx>(inst: InstructionValue<'ctx>) -> Option<FunctionValue<'ctx>> {
    if inst.get_opcode() != InstructionOpcode::Call {
        return None;
    }
    // SAFETY: `inst` is a call; its called operand is a value of the module.
    let target = unsafe { LLVMGetCalledValue(inst.as_value_ref()) };
    if target.is_null() || unsafe { LLVMIsAFunction(target) }.is_null() {
        return None;
    }
    // SAFETY: `target` is a function.
    unsafe { FunctionValue::new(target) }.filter(|f| f.count_basic_blocks() > 0)
}

/// Tags every instruction of the module with its source position,
/// `position(function, index)`.
pub fn tag_positions<'ctx>(module: &Module<'ctx>, position: impl Fn(FunctionValue<'ctx>, usize) -> Option<(u32, u32)>) {
    let context = module.get_context();
    let kind = context.get_kind_id(SOURCE_KIND);
    let i32_type = context.i32_type();
    for function in module.get_functions() {
        for (index, inst) in instructions(function).enumerate() {
            if let Some((line, col)) = position(function, index) {
                let node = context.metadata_node(&[
                    i32_type.const_int(u64::from(line), false).into(),
                    i32_type.const_int(u64::from(col), false).into(),
                ]);
                let _ = inst.set_metadata(node, kind);
            }
        }
    }
}

/// The `(line, col)` pairs of metadata kind `kind` (an id of the module's
/// context for [`SOURCE_KIND`] or [`INLINED_KIND`]) on `inst`, in order.
pub fn positions(inst: InstructionValue<'_>, kind: u32) -> Vec<(u32, u32)> {
    let Some(node) = inst.get_metadata(kind) else { return Vec::new() };
    let numbers: Vec<u32> = node
        .get_node_values()
        .into_iter()
        .flatten()
        .filter_map(|v| match v {
            inkwell::values::BasicMetadataValueEnum::IntValue(i) => i.get_zero_extended_constant(),
            _ => None,
        })
        .map(|n| u32::try_from(n).unwrap_or(u32::MAX))
        .collect();
    numbers.chunks_exact(2).map(|p| (p[0], p[1])).collect()
}

fn has_attribute(function: FunctionValue<'_>, call: Option<InstructionValue<'_>>, name: &str) -> bool {
    use inkwell::attributes::{Attribute, AttributeLoc};
    let kind = Attribute::get_named_enum_kind_id(name);
    let on_call = call.is_some_and(|c| {
        inkwell::values::CallSiteValue::try_from(c)
            .is_ok_and(|site| site.get_enum_attribute(AttributeLoc::Function, kind).is_some())
    });
    on_call || function.get_enum_attribute(AttributeLoc::Function, kind).is_some()
}

/// Inlines every call to a function of the module, innermost functions
/// first, then drops the internal functions no call is left to.
pub fn inline_calls(module: &Module<'_>) -> Result<u64, PassError> {
    refuse(module)?;
    let context = module.get_context();
    let (src_kind, inlined_kind) = (context.get_kind_id(SOURCE_KIND), context.get_kind_id(INLINED_KIND));
    let i32_type = context.i32_type();
    let mut inlined = 0;
    let mut callees = HashSet::new();
    for function in module.get_functions() {
        // Each inlining may bring in more calls (the callee's own): rescan.
        while let Some(call) = instructions(function).find(|i| defined_callee(*i).is_some()) {
            if let Some(callee) = defined_callee(call) {
                callees.insert(callee.as_value_ref());
            }
            let before: HashSet<LLVMValueRef> = instructions(function).map(|i| i.as_value_ref()).collect();
            let mut through = positions(call, src_kind);
            through.extend(positions(call, inlined_kind));
            // SAFETY: `call` is a direct call to a defined, non-recursive function.
            let refused = unsafe { visa_passes_inline_call(call.as_value_ref()) };
            if !refused.is_null() {
                // SAFETY: LLVM's reasons are static C strings.
                let why = unsafe { std::ffi::CStr::from_ptr(refused) }.to_string_lossy();
                let index = instructions(function).position(|i| i == call);
                return Err(error(function, index, format!("LLVM's inliner refused this call: {why}")));
            }
            inlined += 1;
            for inst in instructions(function).filter(|i| !before.contains(&i.as_value_ref())) {
                let mut chain = positions(inst, inlined_kind);
                chain.extend(&through);
                let values: Vec<_> = chain
                    .iter()
                    .flat_map(|&(l, c)| [l, c])
                    .map(|n| i32_type.const_int(u64::from(n), false).into())
                    .collect();
                let _ = inst.set_metadata(context.metadata_node(&values), inlined_kind);
            }
        }
    }
    for callee in callees {
        // SAFETY: collected from the module's own functions above.
        let Some(f) = (unsafe { FunctionValue::new(callee) }) else { continue };
        let internal =
            matches!(f.get_linkage(), inkwell::module::Linkage::Internal | inkwell::module::Linkage::Private);
        // SAFETY: a query on a live function.
        if internal && unsafe { inkwell::llvm_sys::core::LLVMGetFirstUse(callee) }.is_null() {
            // SAFETY: nothing refers to `f` any more.
            unsafe { f.delete() };
        }
    }
    Ok(inlined)
}

fn error(function: FunctionValue<'_>, instruction: Option<usize>, message: String) -> PassError {
    PassError { pass: PASS, function: function.get_name().to_string_lossy().into_owned(), instruction, message }
}

/// Refuses, before anything changes, calls that cannot be inlined.
fn refuse(module: &Module<'_>) -> Result<(), PassError> {
    // The call graph among defined functions.
    let mut graph: HashMap<LLVMValueRef, Vec<LLVMValueRef>> = HashMap::new();
    for function in module.get_functions() {
        let callees = instructions(function).filter_map(defined_callee).map(|f| f.as_value_ref()).collect();
        graph.insert(function.as_value_ref(), callees);
    }
    let reaches = |from: LLVMValueRef, to: LLVMValueRef| {
        let (mut stack, mut seen) = (vec![from], HashSet::new());
        while let Some(f) = stack.pop() {
            if f == to {
                return true;
            }
            if seen.insert(f) {
                stack.extend(graph.get(&f).into_iter().flatten());
            }
        }
        false
    };
    for function in module.get_functions() {
        for (index, inst) in instructions(function).enumerate() {
            let Some(callee) = defined_callee(inst) else { continue };
            let name = callee.get_name().to_string_lossy();
            if reaches(callee.as_value_ref(), function.as_value_ref()) {
                return Err(error(
                    function,
                    Some(index),
                    format!("the call to `@{name}` is recursive and cannot be inlined; supported: {SUPPORTED}"),
                ));
            }
            if has_attribute(callee, Some(inst), "noinline") {
                return Err(error(
                    function,
                    Some(index),
                    format!(
                        "the call to `@{name}` is `noinline`, and a kernel is one function; supported: {SUPPORTED}"
                    ),
                ));
            }
        }
    }
    Ok(())
}
