//! Running Intel's vISA assembler from the tests (`use crate::assembler_support;`):
//! find it or fail loudly, and assemble many programs in parallel.

use std::path::PathBuf;

use rayon::prelude::*;
use visa_lower::assembler::{self, Verdict};
use visa_lower::diag::Diagnostic;
use visa_lower::driver::{compile, CompileOptions, EmitKind};
use visa_lower::Platform;

/// One program to assemble.
pub struct Job {
    /// Where it comes from, for messages.
    pub name: String,
    pub platform: Platform,
    /// The `.visaasm` text.
    pub text: String,
}

/// The assembler. Without it these tests fail, saying what to install: the
/// judge never skips.
pub fn assembler() -> PathBuf {
    assembler::find().unwrap_or_else(|| {
        panic!(
            "Intel's vISA assembler `{}` is not installed, so the judge of this project's output cannot run. \
             Install Debian's `libigc-tools` (`.ci/run` does), or name the program in ${}.",
            assembler::PROGRAM,
            assembler::ENV
        )
    })
}

/// What the assembler says of each job (`-binary` when `binary`), in
/// order, on every core: `Ok` when it accepts (and, with `binary`, writes
/// a Gen binary), else its messages.
pub fn assemble_all(jobs: &[Job], binary: bool) -> Vec<Result<Verdict, String>> {
    let path = assembler();
    jobs.par_iter()
        .map(|job| match assembler::assemble(&path, assembler::Input::Text(&job.text), job.platform, binary) {
            Ok(v @ Verdict::Accepted { .. }) => Ok(v),
            Ok(Verdict::Rejected(said)) => Err(said),
            Err(e) => panic!("{}: {e}", job.name),
        })
        .collect()
}

/// Every `.ll` file under `testdata/`, sorted, with its path relative to
/// the crate.
pub fn testdata_ll_files() -> Vec<(String, Vec<u8>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = walkdir::WalkDir::new(root.join("testdata"))
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| (p.strip_prefix(root).unwrap_or(p).display().to_string(), std::fs::read(p).unwrap_or_default()))
        .collect()
}

/// What `visa-lower compile FILE --platform P [--emit ...]` writes for `ll`
/// (`Err`: the file does not load, or the diagnostics).
pub fn compile_ll(
    file: &str,
    ll: &[u8],
    platform: Platform,
    simt: bool,
    emit: EmitKind,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let context = visa_lower::ir::context_for(ll);
    let loaded = visa_lower::ir::load_module(&context, file, ll).map_err(|d| vec![d])?;
    let options = CompileOptions {
        platform,
        simt,
        passes: None,
        verify_each: false,
        print_after: Default::default(),
        emit,
        keep_kernels: false,
    };
    compile(&loaded, &options).map(|out| out.output)
}
