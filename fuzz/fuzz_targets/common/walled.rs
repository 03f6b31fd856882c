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

use visa_lower::sys::wall::{self, Breach, Limits};

/// The counters libFuzzer reads: the `__sancov_cntrs` section of this
/// executable, found from its ELF section headers and load address (the
/// linker's `__start_`/`__stop_` symbols are the instrumentation's own, and
/// a declaration here would be renamed apart from them).
fn counters() -> &'static mut [u8] {
    static SECTION: std::sync::OnceLock<(usize, usize)> = std::sync::OnceLock::new();
    let &(start, len) = SECTION.get_or_init(|| counters_section().unwrap_or((0, 0)));
    if len == 0 {
        return &mut [];
    }
    // SAFETY: the section is this executable's writable counters, mapped for
    // the life of the process.
    unsafe { std::slice::from_raw_parts_mut(start as *mut u8, len) }
}

fn counters_section() -> Option<(usize, usize)> {
    let elf = std::fs::read("/proc/self/exe").ok()?;
    let u16_at = |at: usize| Some(u16::from_le_bytes(elf.get(at..at + 2)?.try_into().ok()?) as usize);
    let u32_at = |at: usize| Some(u32::from_le_bytes(elf.get(at..at + 4)?.try_into().ok()?) as usize);
    let u64_at = |at: usize| Some(u64::from_le_bytes(elf.get(at..at + 8)?.try_into().ok()?) as usize);
    let (shoff, shentsize, shnum, shstrndx) = (u64_at(0x28)?, u16_at(0x3a)?, u16_at(0x3c)?, u16_at(0x3e)?);
    let names = u64_at(shoff + shstrndx * shentsize + 24)?;
    let (addr, size) = (0..shnum).find_map(|i| {
        let header = shoff + i * shentsize;
        let name = names + u32_at(header)?;
        let end = name + elf.get(name..)?.iter().position(|&b| b == 0)?;
        (&elf[name..end] == b"__sancov_cntrs").then(|| Some((u64_at(header + 16)?, u64_at(header + 32)?)))?
    })?;
    Some((load_bias() + addr, size))
}

/// Where the executable is loaded (its addresses are relative: PIE).
fn load_bias() -> usize {
    extern "C" fn first(info: *mut libc::dl_phdr_info, _: libc::size_t, out: *mut libc::c_void) -> libc::c_int {
        // SAFETY: the loader passes a valid info; `out` is the usize below.
        unsafe { *out.cast::<usize>() = (*info).dlpi_addr as usize };
        1 // the main executable comes first; stop
    }
    let mut bias = 0usize;
    // SAFETY: the callback writes one usize through the pointer it is given.
    unsafe { libc::dl_iterate_phdr(Some(first), (&mut bias as *mut usize).cast()) };
    bias
}

/// Small limits: an input may not take the fuzzer's time.
const LIMITS: Limits = Limits { cpu_seconds: 10, memory_bytes: 2 << 30, stack_bytes: 64 << 20 };

pub fn walled(job: impl FnOnce() + Send) {
    let result = wall::supervise(&LIMITS, || {
        // The child dies as the CLI's would: libFuzzer's crash handlers (which
        // would record the child's death as the fuzzer's crash) are put back.
        for signal in [libc::SIGSEGV, libc::SIGBUS, libc::SIGILL, libc::SIGFPE, libc::SIGABRT, libc::SIGTRAP] {
            // SAFETY: restores the default action in this (child) process.
            unsafe { libc::signal(signal, libc::SIG_DFL) };
        }
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
