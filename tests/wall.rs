//! The wall (`src/sys/wall.rs`): a supervised job's exit code and output come
//! back; each way a child can die comes back as the breach it is. One test,
//! so that no other test thread runs while the process forks.

use std::ffi::c_char;
use visa_lower::sys::wall::{supervise, Breach, Limits};

// The binary's allocator (src/sys/allocator.rs), which replaces malloc and
// `operator new` for the whole process, LLVM's included.
#[global_allocator]
static ALLOCATOR: visa_lower::sys::allocator::Allocator = visa_lower::sys::allocator::ALLOCATOR;

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
    use visa_lower::sys::allocator::{eager_commit_delay, purge_delay_ms, EAGER_COMMIT_DELAY, PURGE_DELAY_MS};
    // The options `init` sets are mimalloc's purge delay, 10 ms until then,
    // and its eager commit delay, 1 until then (mimalloc.h,
    // `mi_option_purge_delay`, `mi_option_eager_commit_delay`), unless the
    // environment says otherwise.
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        assert_eq!(purge_delay_ms(), 10);
    }
    if std::env::var_os("MIMALLOC_EAGER_COMMIT_DELAY").is_none() {
        assert_eq!(eager_commit_delay(), 1);
    }
    visa_lower::sys::allocator::init();
    assert_eq!((purge_delay_ms(), eager_commit_delay()), (PURGE_DELAY_MS, EAGER_COMMIT_DELAY));
    // A job that ends: its code and output.
    let ended = supervise(&LIMITS, || (3, Some(b"output".to_vec()))).expect("ends");
    assert_eq!((ended.code, ended.output.as_deref()), (3, Some(&b"output"[..])));

    // LLVM's fatal error, with LLVM's message and the stage.
    let fatal = supervise(&LIMITS, || {
        visa_lower::sys::wall::stage(|| "LLVM was reading k.bc".to_string());
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
        visa_lower::sys::wall::temporary_file(&path);
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

    stages_name_where_a_child_died();
    a_pool_runs_jobs_side_by_side();
}

/// A death is said with the stage the child reported last: the inliner's,
/// the reference's and the emulator's own (once named after an earlier one).
fn stages_name_where_a_child_died() {
    let last = supervise(&LIMITS, || {
        visa_lower::sys::wall::stage(|| "doing A".to_string());
        visa_lower::sys::wall::stage(|| "doing B".to_string());
        panic!("stop")
    });
    assert_eq!(last.expect_err("dies").stage.as_deref(), Some("doing B"));

    let limits = Limits { cpu_seconds: 1, ..LIMITS };
    let stage_of_death = |ll: String, engine: visa_lower::pipeline::run::IrEngine, verify: bool| {
        let died = supervise(&limits, || {
            let request = visa_lower::pipeline::run::IrRunRequest {
                file: "k.ll",
                bytes: ll.as_bytes(),
                launch: None,
                kernel: Some("k"),
                engine,
                ub_error: false,
                platform: Some(visa_lower::Platform::XeHpg),
                messages: None,
                verify,
                jit_timeout: std::time::Duration::from_secs(10),
                budget: Some(u64::MAX),
            };
            let ran = visa_lower::pipeline::run::run_ir(&request);
            (u8::from(ran.is_err()), None)
        });
        let died = died.expect_err("runs out of time");
        assert_eq!(died.breach, Breach::CpuTime);
        died.stage.unwrap_or_default()
    };
    // Endless: the reference stops only at its budget, here unbounded.
    let endless = "define void @k() {\nentry:\n  br label %l\nl:\n  %v = phi i32 [ 0, %entry ], [ %w, %l ]\n  \
                   %w = add i32 %v, 1\n  br label %l\n}\n"
        .to_string();
    use visa_lower::pipeline::run::IrEngine;
    assert_eq!(stage_of_death(endless.clone(), IrEngine::Emulator, true), "the reference interpreter was running @k");
    assert_eq!(stage_of_death(endless, IrEngine::Emulator, false), "the emulator was running kernel k");
    // A chain of 3,000 kernels, each calling the next: the inliner copies
    // 13 million instructions (within its budgets), which takes far more
    // than the second of CPU time (tens of seconds, even optimised).
    let mut chain = String::from("define i32 @k(i32 %x) {\n  %r = call i32 @f0(i32 %x)\n  ret i32 %r\n}\n");
    for i in 0..3000 {
        chain.push_str(&format!(
            "define i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, {i}\n  %z = mul i32 %y, 3\n  %r = call i32 @f{}(i32 %z)\n  ret i32 %r\n}}\n",
            i + 1
        ));
    }
    chain.push_str("define i32 @f3000(i32 %x) {\n  ret i32 %x\n}\n");
    assert_eq!(stage_of_death(chain, IrEngine::Emulator, false), "the inliner was inlining the calls of k.ll");
}

/// Jobs of a pool end on their own, each handed back with its tag: one
/// with output, one that panics, one stopped at its CPU time; a dropped
/// pool kills what still runs.
fn a_pool_runs_jobs_side_by_side() {
    let limits = Limits { cpu_seconds: 1, ..LIMITS };
    let mut pool = visa_lower::sys::wall::Pool::new(limits);
    pool.start(7, || (0, Some(b"seven".to_vec())));
    pool.start(8, || panic!("eight"));
    pool.start(9, || loop {
        std::hint::black_box(0u64);
    });
    assert_eq!(pool.len(), 3);
    let mut ended: Vec<(usize, Result<Option<Vec<u8>>, Breach>)> = std::iter::from_fn(|| pool.next())
        .map(|(tag, end)| (tag, end.map(|e| e.output).map_err(|b| b.breach)))
        .collect();
    ended.sort_by_key(|(tag, _)| *tag);
    assert_eq!(ended[0], (7, Ok(Some(b"seven".to_vec()))));
    assert!(matches!(&ended[1], (8, Err(Breach::Panic(m))) if m.starts_with("eight")), "{:?}", ended[1]);
    assert_eq!(ended[2], (9, Err(Breach::CpuTime)));
    assert!(pool.is_empty());

    let start = std::time::Instant::now();
    let mut pool = visa_lower::sys::wall::Pool::new(Limits { cpu_seconds: 100, ..LIMITS });
    pool.start(1, || loop {
        std::hint::black_box(0u64);
    });
    drop(pool);
    assert!(start.elapsed().as_secs() < 5, "dropping the pool killed its job");
}
