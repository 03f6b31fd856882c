//! Fuzzing through the wall: the work runs in a child process, as the CLI
//! runs it, so that LLVM's aborts and crashes on corrupt input are what the
//! CLI turns them into (a diagnostic), not a crash of the fuzzer. A panic in
//! the child (this project's bug) is re-raised here, so libFuzzer records it.
//!
//! Coverage: the child's coverage counters (SanitizerCoverage's inline 8-bit
//! counters, which libFuzzer reads) come back as the child's output and are
//! copied over the parent's, so libFuzzer sees what the child ran.
//!
//! `VISA_LOWER_FUZZ_LOG=FILE` appends one line per contained death (kind,
//! stage) for the campaign's figures.

use visa_lower::wall::{self, Breach, Limits};

extern "C" {
    static mut __start___sancov_cntrs: u8;
    static mut __stop___sancov_cntrs: u8;
}

/// The counters libFuzzer reads.
fn counters() -> &'static mut [u8] {
    // SAFETY: the linker's bounds of the counters section of this binary.
    unsafe {
        let start = &raw mut __start___sancov_cntrs;
        let end = &raw mut __stop___sancov_cntrs;
        std::slice::from_raw_parts_mut(start, end.offset_from(start).max(0) as usize)
    }
}

/// Small limits: an input may not take the fuzzer's time.
const LIMITS: Limits = Limits { cpu_seconds: 10, memory_bytes: 3 << 30, stack_bytes: 64 << 20 };

pub fn walled(job: impl FnOnce() + Send) {
    let result = wall::supervise(&LIMITS, || {
        job();
        (0, Some(counters().to_vec()))
    });
    match result {
        Ok(ended) => {
            let mine = counters();
            if let Some(theirs) = ended.output.filter(|c| c.len() == mine.len()) {
                mine.copy_from_slice(&theirs);
            }
        }
        Err(breached) => {
            if let Breach::Panic(message) = &breached.breach {
                panic!("a panic behind the wall: {message}");
            }
            if let Some(path) = std::env::var_os("VISA_LOWER_FUZZ_LOG") {
                use std::io::Write;
                if let Ok(mut f) = std::fs::OpenOptions::new().append(true).create(true).open(path) {
                    let _ = writeln!(f, "{:?} | {}", breached.breach, breached.stage.unwrap_or_default());
                }
            }
        }
    }
}
