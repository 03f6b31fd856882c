//! Bytes -> `.bc` input -> LLVM's bitcode reader and verifier -> the
//! reference, the pipeline (select, legalize, verifier after each) and emit,
//! behind the wall as the CLI runs them: every input ends in a result or a
//! diagnostic (LLVM's own aborts on corrupt bitcode included), never a panic.
#![no_main]

#[path = "common/pipeline.rs"]
mod pipeline;
#[path = "common/walled.rs"]
mod walled;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Bitcode only: the bitcode magic first (the text path has compile_ll).
    let mut bytes = b"BC\xC0\xDE".to_vec();
    bytes.extend_from_slice(data.strip_prefix(b"BC\xC0\xDE").unwrap_or(data));
    walled::walled(|| {
        let context = visa_lower::input::ir::context_for(&bytes);
        let loaded = visa_lower::input::ir::load_module(&context, "fuzz.bc", &bytes);
        if let Ok(loaded) = &loaded {
            pipeline::reference_and_pipeline(loaded, bytes.len());
        }
    });
});
