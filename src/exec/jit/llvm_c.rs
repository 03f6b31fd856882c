//! Small helpers the JIT's files share: names as C strings, the host target.

use std::ffi::CString;
use std::sync::OnceLock;

use inkwell::llvm_sys::execution_engine::LLVMLinkInMCJIT;
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

/// `s` as a C string (NULs dropped).
pub(super) fn cname(s: &str) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}
