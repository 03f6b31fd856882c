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

/// The allocator to declare with `#[global_allocator]`.
pub type Allocator = mimalloc::MiMalloc;

/// The allocator's value.
pub const ALLOCATOR: Allocator = mimalloc::MiMalloc;

/// What an allocation that fails writes on stderr (after [`init`]).
pub const OUT_OF_MEMORY: &str = OUT_OF_MEMORY_LINE.trim_ascii_end();
const OUT_OF_MEMORY_LINE: &str = "out of memory: an allocation failed\n";

/// Has mimalloc write [`OUT_OF_MEMORY`] when an allocation fails (its own
/// messages are off in its release build). Call once, first thing in
/// `main`; a forked child inherits it.
pub fn init() {
    // SAFETY: registers a handler that only writes a constant to stderr.
    unsafe { libmimalloc_sys::mi_register_error(Some(on_error), std::ptr::null_mut()) };
}

/// mimalloc's error handler: says so when memory ran out (`ENOMEM`). It may
/// be called anywhere, a failed allocation included, so it only writes.
unsafe extern "C" fn on_error(code: std::ffi::c_int, _arg: *mut std::ffi::c_void) {
    if code == libc::ENOMEM {
        // SAFETY: a write of a static buffer to stderr.
        unsafe { libc::write(2, OUT_OF_MEMORY_LINE.as_ptr().cast(), OUT_OF_MEMORY_LINE.len()) };
    }
}
