//! The allocator of the `visa-lower` binary: mimalloc, built with its
//! `override` feature so that it replaces `malloc`, `free` and C++'s
//! `operator new` for the whole process. Most of a compile's allocations are
//! LLVM's (its parser makes a few objects per token), and on mimalloc a
//! compile takes about a fifth less CPU time than on glibc's malloc
//! (`scripts/bench_lowering.py`; rustc links jemalloc into LLVM for the same
//! reason).
//!
//! A program that links the library chooses its own allocator: only the
//! binary (`src/main.rs`) and the tests of the wall declare this one.
//!
//! Out of memory: mimalloc's `operator new` aborts (it is built as C, so it
//! cannot throw `std::bad_alloc`, and it does not see a new-handler), and
//! its `malloc` returns null. [`init`] has each failure first write
//! [`OUT_OF_MEMORY`] on stderr, which is how the wall tells running out of
//! memory from a crash.
//!
//! `RLIMIT_DATA` (the wall's memory limit) counts private writable
//! mappings, and mimalloc maps its arenas (1 GiB at first) read-write at
//! once, as Linux overcommits: the limit is reached when the arenas, not the
//! bytes in use, reach it. Committing them lazily costs a tenth of the
//! compile's CPU time in `mprotect` calls.
//!
//! Freed memory is purged (handed back to the kernel) only after a second
//! rather than mimalloc's 10 ms: a compile frees and allocates again within
//! milliseconds (LLVM's passes, each kernel), and every purged page costs
//! a page fault and a cleared page when it is used again. A one-thread
//! compile of `index64.bc` (`scripts/bench_lowering.py`) faulted 22,300
//! pages (87 MiB) for a peak RSS of 58 MiB with the 10 ms delay, 12,700
//! with this one (peak RSS 1-3% higher); long runs (`fuzz`, `run`) still
//! give memory back.
//!
//! Every thread commits its memory at once (mimalloc's eager commit delay
//! is 0, not 1), so that the kernel backs the heap with transparent huge
//! pages. With the delay, a thread's first segment is committed page by
//! page and allocated without large pages once the process has a second
//! thread; the walled compile runs on threads, so its 1 GiB arena was
//! reserved without `MADV_HUGEPAGE` and every 4 KiB page faulted on its own.
//! With huge pages a compile of `index64.bc` faults 3,600 pages rather than
//! 14,100, for a quarter to a third less system time and a peak RSS 12 MiB higher
//! (still below `opt`'s parse of the same file).

/// The allocator to declare with `#[global_allocator]`.
pub type Allocator = mimalloc::MiMalloc;

/// The allocator's value.
pub const ALLOCATOR: Allocator = mimalloc::MiMalloc;

/// What an allocation that fails writes on stderr (after [`init`]).
pub const OUT_OF_MEMORY: &str = OUT_OF_MEMORY_LINE.trim_ascii_end();
const OUT_OF_MEMORY_LINE: &str = "out of memory: an allocation failed\n";

/// mimalloc's `mi_option_purge_delay` (`mimalloc.h`, `mi_option_e`), which
/// `libmimalloc-sys` does not name.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// How many of each thread's first segments mimalloc commits page by page
/// rather than at once (`mi_option_eager_commit_delay`, 1 by default): none
/// (see the module's documentation).
pub const EAGER_COMMIT_DELAY: std::ffi::c_long = 0;

/// How long freed memory stays committed before mimalloc purges it, in
/// milliseconds (see the module's documentation).
pub const PURGE_DELAY_MS: std::ffi::c_long = 1000;

/// Has mimalloc write [`OUT_OF_MEMORY`] when an allocation fails (its own
/// messages are off in its release build), and purge freed memory after
/// [`PURGE_DELAY_MS`], and commit each thread's memory at once
/// ([`EAGER_COMMIT_DELAY`]). Call once, first thing in `main`; a forked child
/// inherits all three.
pub fn init() {
    // SAFETY: registers a handler that only writes a constant to stderr.
    unsafe { libmimalloc_sys::mi_register_error(Some(on_error), std::ptr::null_mut()) };
    // SAFETY: sets an option's value; `main` has no other thread yet.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, PURGE_DELAY_MS) };
    // SAFETY: as above.
    unsafe { libmimalloc_sys::mi_option_set(libmimalloc_sys::mi_option_eager_commit_delay, EAGER_COMMIT_DELAY) };
}

/// The eager commit delay mimalloc has (what [`init`] set).
pub fn eager_commit_delay() -> std::ffi::c_long {
    // SAFETY: reads an option's value.
    unsafe { libmimalloc_sys::mi_option_get(libmimalloc_sys::mi_option_eager_commit_delay) }
}

/// The purge delay mimalloc has (what [`init`] set).
pub fn purge_delay_ms() -> std::ffi::c_long {
    // SAFETY: reads an option's value.
    unsafe { libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY) }
}

/// mimalloc's error handler: says so when memory ran out (`ENOMEM`). It may
/// be called anywhere, a failed allocation included, so it only writes.
unsafe extern "C" fn on_error(code: std::ffi::c_int, _arg: *mut std::ffi::c_void) {
    if code == libc::ENOMEM {
        // SAFETY: a write of a static buffer to stderr.
        unsafe { libc::write(2, OUT_OF_MEMORY_LINE.as_ptr().cast(), OUT_OF_MEMORY_LINE.len()) };
    }
}
