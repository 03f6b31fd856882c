//! Running Intel's vISA assemblers from the tests (`use crate::assembler_support;`):
//! find both or fail loudly, and assemble many programs in parallel with
//! every judge that knows their platform.

use std::sync::OnceLock;

use rayon::prelude::*;
use visa_lower::diag::Diagnostic;
use visa_lower::pipeline::{compile::compile, compile::CompileOptions, compile::EmitKind};
use visa_lower::visa::assembler::{self, Assembler, Judge, Verdict};
use visa_lower::Platform;

/// One program to assemble.
pub struct Job {
    /// Where it comes from, for messages.
    pub name: String,
    pub platform: Platform,
    /// The `.visaasm` text.
    pub text: String,
}

/// Both judges. Without either these tests fail, saying how to have it:
/// the judge never skips. The second (IGC 1.0.17791) is fetched the first
/// time with `scripts/fetch_genx_ir.sh` (into the user's cache; `.ci/run`
/// fetches it before the tests) when neither its environment variable nor
/// the cache has it.
pub fn assemblers() -> &'static [Assembler] {
    static FOUND: OnceLock<Vec<Assembler>> = OnceLock::new();
    FOUND.get_or_init(|| {
        Judge::ALL
            .into_iter()
            .map(|judge| {
                assembler::find(judge)
                    .or_else(|missing| match judge {
                        Judge::Igc17791 if std::env::var_os(judge.env()).is_none() => fetch().and_then(|()| {
                            assembler::find(judge).map_err(|still| format!("{missing}; after fetching: {still}"))
                        }),
                        _ => Err(missing),
                    })
                    .unwrap_or_else(|missing| {
                        panic!("{missing}. The judges of this project's output cannot run without it.")
                    })
            })
            .collect()
    })
}

/// The judge `judge`, found (see [`assemblers`]).
pub fn assembler(judge: Judge) -> &'static Assembler {
    assemblers().iter().find(|a| a.judge == judge).expect("both judges are found")
}

/// Runs `scripts/fetch_genx_ir.sh` (it places GenX_IR 1.0.17791 where
/// `assembler::find` looks).
fn fetch() -> Result<(), String> {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/fetch_genx_ir.sh");
    let out =
        std::process::Command::new(&script).output().map_err(|e| format!("cannot run {}: {e}", script.display()))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{} failed: {}", script.display(), String::from_utf8_lossy(&out.stderr).trim()))
    }
}

/// What each judge that knows a job's platform says of it (`-binary` when
/// `binary`), in order, on every core: per job, (judge, `Ok` when it
/// accepts (and, with `binary`, writes a Gen binary), else its messages).
pub fn assemble_all(jobs: &[Job], binary: bool) -> Vec<Vec<(Judge, Result<Verdict, String>)>> {
    let assemblers = assemblers();
    jobs.par_iter()
        .map(|job| {
            assemblers
                .iter()
                .filter(|a| a.judge.knows(job.platform))
                .map(|a| {
                    let verdict = match assembler::assemble(a, assembler::Input::Text(&job.text), job.platform, binary)
                    {
                        Ok(v @ Verdict::Accepted { .. }) => Ok(v),
                        Ok(Verdict::Rejected(said)) => Err(said),
                        Err(e) => panic!("{}: {e}", job.name),
                    };
                    (a.judge, verdict)
                })
                .collect()
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
    let context = visa_lower::input::ir::context_for(ll);
    let loaded = visa_lower::input::ir::load_module(&context, file, ll).map_err(|d| vec![d])?;
    let options = CompileOptions {
        platform,
        simt,
        passes: None,
        messages: None,
        verify_each: false,
        print_after: Default::default(),
        emit,
        keep_kernels: false,
        locations: true,
    };
    compile(&loaded, &options).map(|out| out.output)
}
