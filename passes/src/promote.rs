//! Promotion of private memory before `select`: `alloca`s become SSA values
//! through LLVM's own SROA and mem2reg (legacy pass manager), so a private
//! array accessed at constant indices lives in registers. An `alloca` that
//! is left (an access at a variable index, or its address escaping) would
//! need vISA private memory or indirect register access, which the lowering
//! does not build: it is refused at the `alloca`.

use crate::intrinsics::instructions;
use crate::pipeline::PassError;
use inkwell::llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
use inkwell::llvm_sys::transforms::pass_builder::{
    LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
};
use inkwell::module::Module;
use inkwell::values::InstructionOpcode;

/// LLVM's new pass manager pipeline, as `opt -passes=` spells it.
const PIPELINE: &std::ffi::CStr = c"function(sroa,mem2reg)";

/// Whether any function of the module has an `alloca`.
pub fn has_allocas(module: &Module<'_>) -> bool {
    module.get_functions().any(|f| instructions(f).any(|i| i.get_opcode() == InstructionOpcode::Alloca))
}

/// Runs SROA then mem2reg over every defined function; refuses the first
/// `alloca` left. Returns how many `alloca`s were promoted.
pub fn promote_allocas(module: &Module<'_>) -> Result<u64, PassError> {
    let count = |m: &Module<'_>| {
        m.get_functions().flat_map(instructions).filter(|i| i.get_opcode() == InstructionOpcode::Alloca).count() as u64
    };
    let before = count(module);
    // SAFETY: a live module; these passes need no target machine (null).
    let failed = unsafe {
        let options = LLVMCreatePassBuilderOptions();
        let error = LLVMRunPasses(module.as_mut_ptr(), PIPELINE.as_ptr(), std::ptr::null_mut(), options);
        LLVMDisposePassBuilderOptions(options);
        (!error.is_null()).then(|| {
            let text = LLVMGetErrorMessage(error);
            let message = std::ffi::CStr::from_ptr(text).to_string_lossy().into_owned();
            LLVMDisposeErrorMessage(text);
            message
        })
    };
    if let Some(message) = failed {
        return Err(PassError { pass: "promote", function: String::new(), instruction: None, message });
    }
    for function in module.get_functions() {
        if let Some(index) = instructions(function).position(|i| i.get_opcode() == InstructionOpcode::Alloca) {
            return Err(PassError {
                pass: "promote",
                function: function.get_name().to_string_lossy().into_owned(),
                instruction: Some(index),
                message: "this private memory cannot be kept in registers (SROA and mem2reg leave it: an access at \
                          a variable index, or its address escapes); supported: `alloca`s whose every access is a \
                          load or store at a constant offset"
                    .to_string(),
            });
        }
    }
    Ok(before - count(module))
}
