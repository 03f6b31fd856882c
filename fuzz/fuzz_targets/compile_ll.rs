//! Bytes -> `.ll` text -> the reference and the whole pipeline (select,
//! legalize with the verifier after each pass, emit), in process: any input
//! must end in a result or diagnostics, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_lower::driver::{compile, CompileOptions, EmitKind};
use visa_lower::launch::Launch;
use visa_lower::Platform;

fuzz_target!(|data: &[u8]| {
    // Text only: LLVM's bitcode reader asserts on some corrupt bitcode
    // (outside this project's code), and the text path is what users write.
    let Ok(text) = std::str::from_utf8(data) else { return };
    if text.as_bytes().starts_with(b"BC") || text.as_bytes().starts_with(b"\xDE\xC0") {
        return;
    }
    let platform = Platform::ALL[data.len() % 4];
    let context = visa_lower::ir::context_for(text.as_bytes());
    let Ok(loaded) = visa_lower::ir::load_module(&context, "fuzz.ll", text.as_bytes()) else { return };
    let launch = Launch::default();
    let functions: Vec<String> = loaded
        .module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    if let (Some(first), Ok(memory)) = (functions.first(), launch.build_memory()) {
        let _ = visa_lower::reference::run_reference(&loaded, first, &launch, memory);
    }
    let options = CompileOptions {
        platform,
        simt: data.len() % 2 == 1,
        passes: None,
        verify_each: true,
        print_after: visa_passes::pipeline::PrintAfter::None,
        emit: EmitKind::Nothing,
    };
    if compile(&loaded, &options).is_ok() {
        for f in &functions {
            let _ = visa_lower::emit::emit_function(&loaded, f, platform, options.simt);
        }
    }
});
