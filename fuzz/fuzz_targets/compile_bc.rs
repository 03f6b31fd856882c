//! Bytes -> `.bc` input -> LLVM's bitcode reader and verifier -> the
//! reference, the pipeline (select, legalize, verifier after each) and emit,
//! behind the wall as the CLI runs them: every input ends in a result or a
//! diagnostic (LLVM's own aborts on corrupt bitcode included), never a panic.
#![no_main]

#[path = "common/walled.rs"]
mod walled;

use libfuzzer_sys::fuzz_target;
use visa_lower::driver::{compile, CompileOptions, EmitKind};
use visa_lower::launch::Launch;
use visa_lower::Platform;

fuzz_target!(|data: &[u8]| {
    // Bitcode only: the bitcode magic first (the text path has compile_ll).
    let mut bytes = b"BC\xC0\xDE".to_vec();
    bytes.extend_from_slice(data.strip_prefix(b"BC\xC0\xDE").unwrap_or(data));
    walled::walled(|| {
        let context = visa_lower::ir::context_for(&bytes);
        let Ok(loaded) = visa_lower::ir::load_module(&context, "fuzz.bc", &bytes) else { return };
        let functions: Vec<String> = loaded
            .module
            .get_functions()
            .filter(|f| f.count_basic_blocks() > 0)
            .map(|f| f.get_name().to_string_lossy().into_owned())
            .collect();
        let launch = Launch::default();
        if let (Some(first), Ok(memory)) = (functions.first(), launch.build_memory()) {
            let _ = visa_lower::reference::run_reference(&loaded, first, &launch, memory);
        }
        let platform = Platform::ALL[bytes.len() % 4];
        let options = CompileOptions {
            platform,
            simt: bytes.len() % 2 == 1,
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
});
