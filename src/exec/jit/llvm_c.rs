//! Small helpers over LLVM's C API that the JIT's files share: names as C
//! strings, a builder disposed on drop, type names, the host target.

use std::ffi::CString;
use std::sync::OnceLock;

use inkwell::llvm_sys::core::{LLVMDisposeBuilder, LLVMDisposeMessage, LLVMPrintTypeToString};
use inkwell::llvm_sys::execution_engine::LLVMLinkInMCJIT;
use inkwell::llvm_sys::prelude::{LLVMBuilderRef, LLVMTypeRef};
use inkwell::targets::{InitializationConfig, Target};

/// Registers the host target and MCJIT, once per process: registering
/// writes LLVM's target registry, which engines compiling on other threads read.
pub(super) fn register_native_target() -> Result<(), String> {
    static REGISTERED: OnceLock<Result<(), String>> = OnceLock::new();
    REGISTERED
        .get_or_init(|| {
            // SAFETY: only forces MCJIT to be linked in.
            unsafe { LLVMLinkInMCJIT() };
            Target::initialize_native(&InitializationConfig::default())
        })
        .clone()
}

/// `ty` as LLVM prints it.
pub(super) fn type_name(ty: LLVMTypeRef) -> String {
    // SAFETY: `ty` is a live type; the string is copied and disposed.
    unsafe {
        let raw = LLVMPrintTypeToString(ty);
        let text = std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        text
    }
}

/// A builder, disposed when dropped.
pub(super) struct BuilderGuard(pub(super) LLVMBuilderRef);

impl Drop for BuilderGuard {
    fn drop(&mut self) {
        // SAFETY: the builder was created by `LLVMCreateBuilderInContext` and is disposed once.
        unsafe { LLVMDisposeBuilder(self.0) }
    }
}

/// `s` as a C string (NULs dropped).
pub(super) fn cname(s: &str) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}
