//! Running Intel's vISA assembler from the tests (`mod assembler_support;`):
//! find it or fail loudly, and assemble many programs in parallel.
#![allow(dead_code)]

use std::path::PathBuf;

use rayon::prelude::*;
use visa_lower::assembler::{self, Verdict};
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
