//! Names and printed forms of LLVM values and types, through the C API:
//! the one home of these helpers for every crate of the project.

use inkwell::llvm_sys::core::{LLVMDisposeMessage, LLVMGetValueName2, LLVMPrintTypeToString, LLVMPrintValueToString};
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use std::ffi::{c_char, CStr};

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
