//! Creating the LLVM context an input needs.

use inkwell::context::Context;
use inkwell::llvm_sys::prelude::LLVMContextRef;

extern "C" {
    fn visa_passes_enable_opaque_pointers(context: LLVMContextRef);
    fn visa_passes_materialize(function: inkwell::llvm_sys::prelude::LLVMValueRef) -> *mut std::os::raw::c_char;
}

/// A context for IR that uses opaque pointers (`ptr`), or typed pointers.
///
/// LLVM 14 reads typed-pointer IR in either mode but rewrites it to `ptr`
/// in opaque mode, so typed input keeps a typed context: its output then
/// reads as its input did (and as `opt` without `-opaque-pointers` prints it).
/// From LLVM 17 on (the `llvm19` build) every context has opaque pointers
/// only, and reads typed-pointer text as `ptr`: `opaque_pointers` changes nothing.
pub fn create_context(opaque_pointers: bool) -> Context {
    let context = Context::create();
    if opaque_pointers {
        // SAFETY: the context is live and new, so it has no pointer types yet.
        unsafe { visa_passes_enable_opaque_pointers(context.raw()) };
    }
    context
}

/// Reads the bitcode in `bytes` lazily: the module-level entities now, each
/// function's body only when [`materialize`]d (until then it has no basic
/// blocks). `Err` holds LLVM's reason.
pub fn parse_bitcode_lazily<'ctx>(
    context: &'ctx Context,
    bytes: &[u8],
    name: &str,
) -> Result<inkwell::module::Module<'ctx>, String> {
    use inkwell::context::AsContextRef;
    let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(bytes, name);
    let mut module = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    // The older entry point: it returns LLVM's error instead of passing it
    // to the context's diagnostic handler, whose default exits the process.
    // SAFETY: the context and buffer are live; on success the module owns
    // the buffer (so it is not dropped here), on failure it does not.
    #[allow(deprecated)]
    let failed = unsafe {
        inkwell::llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext(
            (&context).as_ctx_ref(),
            buffer.as_mut_ptr(),
            &mut module,
            &mut message,
        )
    };
    if failed != 0 || module.is_null() {
        // SAFETY: null or a message LLVM made, taken once.
        let why = unsafe { crate::ir::llvm::take_message(message) };
        return Err(if why.is_empty() { "LLVM cannot read it".to_string() } else { why });
    }
    std::mem::forget(buffer);
    // SAFETY: a module LLVM just made in `context`.
    Ok(unsafe { inkwell::module::Module::new(module) })
}

/// Reads the body of `function`, of a module from [`parse_bitcode_lazily`].
pub fn materialize(function: inkwell::values::FunctionValue<'_>) -> Result<(), String> {
    use inkwell::values::AsValueRef;
    // SAFETY: a live function; the message, if any, is LLVM's to free (a strdup).
    let error = unsafe { visa_passes_materialize(function.as_value_ref()) };
    if error.is_null() {
        return Ok(());
    }
    // SAFETY: a message made by the shim with strdup, taken once.
    Err(unsafe { crate::ir::llvm::take_message(error) })
}

/// Whether `function` is defined in its module: it has a body, read or
/// (in a lazily read module) not yet read.
pub fn is_defined(function: inkwell::values::FunctionValue<'_>) -> bool {
    // LLVM's `isDeclaration` is false for a body not yet read.
    !crate::ir::llvm::is_declaration(inkwell::values::AsValueRef::as_value_ref(&function))
}

/// Whether `bytes` are LLVM bitcode (raw or in the wrapper), not text.
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(BITCODE_MAGIC) || bytes.starts_with(BITCODE_WRAPPER_MAGIC)
}

const BITCODE_MAGIC: &[u8] = b"BC\xC0\xDE";
const BITCODE_WRAPPER_MAGIC: &[u8] = b"\xDE\xC0\x17\x0B";

/// `bytes` as text, invalid UTF-8 replaced. Checking that it is valid is
/// much faster than `String::from_utf8_lossy`'s chunked scan, and it almost
/// always is.
pub fn text_of(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.into(),
        Err(_) => String::from_utf8_lossy(bytes),
    }
}

/// Whether textual IR uses the `ptr` type keyword (outside comments and strings).
///
/// Line by line, a `;` outside a string ends the code, a `"` toggles being
/// in a string, and a word is a run of alphanumeric, `_`, `.`, `%` and `@`
/// characters outside strings, which a quote does not end (`line_uses_ptr`).
/// Scanning every line so is slow for large modules, and only lines that
/// hold a quote need it: in the others a word `ptr` is an occurrence of
/// `ptr` between non-word characters, before the line's first `;`.
pub fn uses_opaque_pointers(text: &str) -> bool {
    // (start, end) of the line holding byte `at`, without its `\n`.
    let line_around = |at: usize| {
        let start = text[..at].rfind('\n').map_or(0, |n| n + 1);
        let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
        (start, end)
    };
    let mut from = 0;
    while let Some(k) = memchr::memchr(b'"', &text.as_bytes()[from..]) {
        let (start, end) = line_around(from + k);
        if line_uses_ptr(&text[start..end]) {
            return true;
        }
        from = end;
    }
    // memchr's search: `str::match_indices` is several times slower on large files.
    memchr::memmem::find_iter(text.as_bytes(), b"ptr").any(|at| {
        let before = text[..at].chars().next_back();
        let after = text[at + 3..].chars().next();
        if before.is_some_and(is_word_char) || after.is_some_and(is_word_char) {
            return false;
        }
        let (start, end) = line_around(at);
        // Lines with quotes were scanned above.
        !text[start..end].contains('"') && !text[start..at].contains(';')
    })
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '.' | '%' | '@')
}

/// Whether one line uses the `ptr` keyword, char by char.
fn line_uses_ptr(line: &str) -> bool {
    let mut in_string = false;
    let mut word = String::new();
    for c in line.chars().chain(std::iter::once(' ')) {
        match c {
            '"' => in_string = !in_string,
            ';' if !in_string => break,
            c if !in_string && is_word_char(c) => word.push(c),
            _ => {
                if word == "ptr" {
                    return true;
                }
                word.clear();
            }
        }
    }
    word == "ptr"
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
        assert!(uses_opaque_pointers("ptr"));
        assert!(uses_opaque_pointers("x ptr;"));
        assert!(uses_opaque_pointers("; comment\r\ndeclare void @f(ptr)\r\n"));
        assert!(!uses_opaque_pointers("; ptr\n\"ptr\"\n; ptr"));
        assert!(!uses_opaque_pointers("@\"é ptr\" = global i8 0 ; ptr"));
        assert!(!uses_opaque_pointers("éptr xptr ptré ptr_ ptrs"));
        assert!(uses_opaque_pointers("é ptr"));
    }

    /// The definition: every line scanned char by char.
    fn reference(text: &str) -> bool {
        text.lines().any(line_uses_ptr)
    }

    #[test]
    fn agrees_with_the_char_by_char_definition() {
        // Every string of up to 5 characters over an alphabet that exercises
        // each rule.
        let alphabet = ['p', 't', 'r', 'x', ' ', '"', ';', '\n', '\r', 'é', '→', '%'];
        assert!(uses_opaque_pointers("pt\"\"r") && reference("pt\"\"r"), "a quote does not end a word");
        let mut texts = vec![String::new()];
        for _ in 0..5 {
            let mut next = Vec::new();
            for t in &texts {
                for c in alphabet {
                    let mut s = t.clone();
                    s.push(c);
                    next.push(s);
                }
            }
            for t in &next {
                assert_eq!(uses_opaque_pointers(t), reference(t), "{t:?}");
            }
            texts = next;
        }
    }

    #[test]
    fn opaque_context_parses_ptr() {
        use inkwell::memory_buffer::MemoryBuffer;
        let text = "define void @f(ptr %p) {\n  ret void\n}\n";
        let context = create_context(true);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        assert!(context.create_module_from_ir(buffer).is_ok());
        // LLVM 14's typed context refuses `ptr`; from LLVM 17 on every context has opaque pointers.
        let typed = create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        assert_eq!(typed.create_module_from_ir(buffer).is_err(), crate::ir::llvm::LLVM_MAJOR < 17);
    }
}
