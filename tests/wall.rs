//! The wall (`src/wall.rs`): a supervised job's exit code and output come
//! back; each way a child can die comes back as the breach it is. One test,
//! so that no other test thread runs while the process forks.

use std::ffi::c_char;
use visa_lower::wall::{supervise, Breach, Limits};

// The binary's allocator (src/allocator.rs), which replaces malloc and
// `operator new` for the whole process, LLVM's included.
#[global_allocator]
static ALLOCATOR: visa_lower::allocator::Allocator = visa_lower::allocator::ALLOCATOR;

extern "C" {
    /// `operator new(size_t)`: mimalloc's, as in the binary.
    #[link_name = "_Znwm"]
    fn operator_new(size: usize) -> *mut u8;
    /// `llvm::report_fatal_error(const char *, bool)` of libLLVM-14.
    #[link_name = "_ZN4llvm18report_fatal_errorEPKcb"]
    fn llvm_report_fatal_error(reason: *const c_char, gen_crash_diag: bool) -> !;
}

// 2 GiB: mimalloc commits its first arena of 1 GiB whole, and `RLIMIT_DATA` counts it.
const LIMITS: Limits = Limits { cpu_seconds: 5, memory_bytes: 2 << 30, stack_bytes: 8 << 20 };

fn breach(job: impl FnOnce() -> (u8, Option<Vec<u8>>) + Send) -> Breach {
    match supervise(&LIMITS, job) {
        Ok(ended) => panic!("the job ended by itself with {}", ended.code),
        Err(breached) => breached.breach,
    }
}

#[test]
fn the_wall_reports_every_way_a_child_dies() {
    visa_lower::allocator::init();
    // A job that ends: its code and output.
    let ended = supervise(&LIMITS, || (3, Some(b"output".to_vec()))).expect("ends");
    assert_eq!((ended.code, ended.output.as_deref()), (3, Some(&b"output"[..])));

    // LLVM's fatal error, with LLVM's message and the stage.
    let fatal = supervise(&LIMITS, || {
        visa_lower::wall::stage(|| "LLVM was reading k.bc".to_string());
        // SAFETY: ends the child, which is the test.
        unsafe { llvm_report_fatal_error(c"Invalid abbrev number".as_ptr(), false) }
    });
    let fatal = fatal.expect_err("dies");
    assert_eq!(fatal.breach, Breach::LlvmFatal("Invalid abbrev number".into()));
    assert_eq!(fatal.stage.as_deref(), Some("LLVM was reading k.bc"));
    assert_eq!(
        fatal.describe(&LIMITS),
        "LLVM stopped with a fatal error, \"Invalid abbrev number\", while LLVM was reading k.bc"
    );

    // A panic (this tool's bug), with its message.
    let panic = breach(|| panic!("boom {}", 42));
    assert!(matches!(&panic, Breach::Panic(m) if m.starts_with("boom 42 (at tests/wall.rs:")), "{panic:?}");

    // A stack overflow of the worker thread.
    #[allow(unconditional_recursion)]
    fn deeper(n: u64) -> u64 {
        let local = [n; 64];
        std::hint::black_box(&local);
        deeper(n + 1) + std::hint::black_box(local[3])
    }
    assert_eq!(breach(|| (deeper(0) as u8, None)), Breach::StackOverflow);

    // Memory past the limit.
    assert_eq!(
        breach(|| {
            let v: Vec<u8> = vec![1; 4 << 30];
            (std::hint::black_box(&v)[7], None)
        }),
        Breach::OutOfMemory
    );
    // ... and through `operator new`, as LLVM allocates (mimalloc's aborts).
    assert_eq!(
        breach(|| {
            // SAFETY: a plain allocation; it fails, which is the test.
            let p = unsafe { operator_new(4 << 30) };
            (std::hint::black_box(p).is_null() as u8, None)
        }),
        Breach::OutOfMemory
    );

    // A crash.
    assert_eq!(
        breach(|| {
            // SAFETY: deliberately not: the child crashes, which is the test.
            unsafe { std::ptr::write_volatile(std::ptr::dangling_mut::<u64>(), 1) };
            (0, None)
        }),
        Breach::Signal(libc::SIGSEGV)
    );

    // A temporary file the child made is removed when it dies.
    let dir = tempfile::tempdir().expect("a folder");
    let temp = dir.path().join(".out.x.tmp");
    let path = temp.clone();
    let died = breach(move || {
        std::fs::write(&path, b"half").expect("written");
        visa_lower::wall::temporary_file(&path);
        // SAFETY: deliberately not: the child crashes mid-write, which is the test.
        unsafe { std::ptr::write_volatile(std::ptr::dangling_mut::<u64>().wrapping_byte_sub(8), 1) };
        (0, None)
    });
    assert_eq!(died, Breach::Signal(libc::SIGSEGV));
    assert!(!temp.exists(), "the temporary file is gone");

    // CPU time.
    let limits = Limits { cpu_seconds: 1, ..LIMITS };
    let start = std::time::Instant::now();
    let spun = supervise(&limits, || loop {
        std::hint::black_box(0u64);
    });
    assert_eq!(spun.map(|e| e.code).map_err(|b| b.breach), Err(Breach::CpuTime));
    assert!(start.elapsed().as_secs() < 10);
}
