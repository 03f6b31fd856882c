//! What `compile_ll` and `compile_bc` run on a module LLVM has read: the
//! reference on its first function, then the pipeline (select, legalize with
//! the verifier after each pass) and emit, on a platform (and SIMT mode)
//! chosen by `choice`.

use visa_lower::pipeline::{compile::compile, compile::CompileOptions, compile::EmitKind};
use visa_lower::input::ir::LoadedModule;
use visa_lower::exec::launch::Launch;
use visa_lower::Platform;

pub fn reference_and_pipeline(loaded: &LoadedModule<'_>, choice: usize) {
    let functions: Vec<String> = loaded
        .module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    let launch = Launch::default();
    if let (Some(first), Ok(memory)) = (functions.first(), launch.build_memory()) {
        let _ = visa_lower::exec::reference::run_reference(loaded, first, &launch, memory);
    }
    let platform = Platform::ALL[choice % 4];
    let options = CompileOptions {
        platform,
        simt: choice % 2 == 1,
        passes: None,
        messages: None,
        verify_each: true,
        print_after: visa_passes::transforms::pipeline::PrintAfter::None,
        emit: EmitKind::Nothing,
        keep_kernels: false,
    };
    if compile(loaded, &options).is_ok() {
        for f in &functions {
            let _ = visa_lower::emit::emit_function(loaded, f, platform, options.simt);
        }
    }
}
