//! `emit`: legal LLVM IR -> a vISA kernel (docs/lowering.md).

use crate::diag::Diagnostic;
use crate::ir::LoadedModule;
use crate::visa::Kernel;
use crate::Platform;

/// Translates `function` of a legalized module to a vISA kernel.
pub fn emit_function(
    loaded: &LoadedModule<'_>,
    function: &str,
    platform: Platform,
    simt: bool,
) -> Result<Kernel, Diagnostic> {
    let _ = (loaded, platform, simt);
    Err(Diagnostic::new(format!("{}: emitting vISA for @{function} is not implemented yet", loaded.file)))
}
