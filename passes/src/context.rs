//! Creating the LLVM context an input needs.

use inkwell::context::Context;
use inkwell::llvm_sys::prelude::LLVMContextRef;

extern "C" {
    fn visa_passes_enable_opaque_pointers(context: LLVMContextRef);
}

/// A context for IR that uses opaque pointers (`ptr`), or typed pointers.
///
/// LLVM 14 reads typed-pointer IR in either mode but rewrites it to `ptr`
/// in opaque mode, so typed input keeps a typed context: its output then
/// reads as its input did (and as `opt` without `-opaque-pointers` prints it).
pub fn create_context(opaque_pointers: bool) -> Context {
    let context = Context::create();
    if opaque_pointers {
        // SAFETY: the context is live and new, so it has no pointer types yet.
        unsafe { visa_passes_enable_opaque_pointers(context.raw()) };
    }
    context
}

/// Whether textual IR uses the `ptr` type keyword (outside comments and strings).
pub fn uses_opaque_pointers(text: &str) -> bool {
    text.lines().any(|line| {
        let mut in_string = false;
        let mut word = String::new();
        for c in line.chars().chain(std::iter::once(' ')) {
            match c {
                '"' => in_string = !in_string,
                ';' if !in_string => break,
                c if !in_string && (c.is_alphanumeric() || c == '_' || c == '.' || c == '%' || c == '@') => {
                    word.push(c)
                }
                _ => {
                    if word == "ptr" {
                        return true;
                    }
                    word.clear();
                }
            }
        }
        word == "ptr"
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_ptr_keyword_only() {
        assert!(uses_opaque_pointers("define void @f(ptr %p) {"));
        assert!(uses_opaque_pointers("  %v = call <4 x i16> @g(<4 x ptr addrspace(1)> %p)"));
        assert!(!uses_opaque_pointers("define void @f(i32* %ptr) { ; ptr in a comment"));
        assert!(!uses_opaque_pointers("@s = constant [4 x i8] c\"ptr\\00\""));
        assert!(!uses_opaque_pointers("%ptr = load i32, i32* @ptr.x"));
    }

    #[test]
    fn opaque_context_parses_ptr() {
        use inkwell::memory_buffer::MemoryBuffer;
        let text = "define void @f(ptr %p) {\n  ret void\n}\n";
        let context = create_context(true);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        assert!(context.create_module_from_ir(buffer).is_ok());
        let typed = create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        assert!(typed.create_module_from_ir(buffer).is_err());
    }
}
