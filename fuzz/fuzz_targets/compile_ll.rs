//! Bytes -> `.ll` text -> the reference and the whole pipeline (select,
//! legalize with the verifier after each pass, emit), in process: any input
//! must end in a result or diagnostics, never a panic.
#![no_main]

#[path = "common/pipeline.rs"]
mod pipeline;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Text only: bitcode is `compile_bc`'s, behind the wall (LLVM's bitcode
    // reader aborts on corrupt bitcode, outside this project's code).
    let Ok(text) = std::str::from_utf8(data) else { return };
    if text.as_bytes().starts_with(b"BC") || text.as_bytes().starts_with(b"\xDE\xC0") {
        return;
    }
    let context = visa_lower::input::ir::context_for(text.as_bytes());
    let Ok(loaded) = visa_lower::input::ir::load_module(&context, "fuzz.ll", text.as_bytes()) else { return };
    pipeline::reference_and_pipeline(&loaded, data.len());
});
