//! The confinement of the process that runs the JIT's code
//! ([`crate::sys::wall::run_native`]): whatever that code does, even past a bug
//! of the JIT's address check, it can reach nothing but the memory it was
//! given and the pipe it reports on.
//!
//! * A seccomp filter (`PR_SET_NO_NEW_PRIVS` first, which the kernel
//!   requires of an unprivileged filter and which keeps a set-uid program
//!   from running with more rights): the only system calls left are `write`
//!   to the report pipe, `sigaltstack` asking where the signal stack is (the
//!   trap handler reads its pipe from there), `rt_sigreturn`, `exit` and
//!   `exit_group`. Any other, from any architecture's calling convention
//!   (`int 0x80` included), is answered with `SIGSYS`, which the trap
//!   handler reports with the call's number; a call the handler could not
//!   report kills the process. No new memory (`mmap`, `brk`), no file, no
//!   process, no signal to anyone else.
//! * Resource limits, set before the filter: no core file, no file growth,
//!   no new descriptor or process, and a CPU-time limit a second past the
//!   run's timeout (the timer's backstop).
//! * An empty environment: a forked copy of the tool has the environment's
//!   strings in its memory (CI tokens, among others), which code that
//!   reads memory it should not could copy into a buffer the report prints;
//!   the copy's strings are zeroed and `environ` emptied. Only in a forked
//!   copy: a child that shares the tool's memory (the fuzzer's own kernels,
//!   [`crate::sys::wall::Isolation::SharedMemory`]) would zero the tool's too.

use std::collections::BTreeMap;
use std::ffi::c_int;

use seccompiler::{
    BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule,
};

/// What the child applies to itself before it runs the code; made by the
/// parent (making it allocates, which a child forked from a threaded
/// process may not do).
pub struct Confinement {
    filter: BpfProgram,
    cpu_seconds: u64,
}

impl Confinement {
    /// The confinement of a child that reports on descriptor `report` and
    /// runs for at most `cpu_seconds` of CPU time (before the backstop).
    pub fn new(report: c_int, cpu_seconds: u64) -> Result<Confinement, String> {
        let fail = |e: seccompiler::BackendError| format!("the system-call filter: {e}");
        let arg = |index: u8, value: u64| {
            SeccompCondition::new(index, SeccompCmpArgLen::Qword, SeccompCmpOp::Eq, value)
                .and_then(|c| SeccompRule::new(vec![c]))
                .map_err(fail)
        };
        let report = u64::try_from(report).map_err(|_| "no report descriptor".to_string())?;
        let rules: BTreeMap<i64, Vec<SeccompRule>> = [
            (libc::SYS_write, vec![arg(0, report)?]),
            (libc::SYS_sigaltstack, vec![arg(0, 0)?]),
            (libc::SYS_rt_sigreturn, Vec::new()),
            (libc::SYS_exit, Vec::new()),
            (libc::SYS_exit_group, Vec::new()),
        ]
        .into_iter()
        .collect();
        let arch = seccompiler::TargetArch::try_from(std::env::consts::ARCH).map_err(fail)?;
        let filter = SeccompFilter::new(rules, SeccompAction::Trap, SeccompAction::Allow, arch).map_err(fail)?;
        let filter = BpfProgram::try_from(filter).map_err(fail)?;
        Ok(Confinement { filter, cpu_seconds })
    }

    /// Confines the calling process: limits, environment (with
    /// `scrub_environment`), then the filter. Async-signal-safe: no
    /// allocation. On failure, the `errno` of the call that failed; the
    /// caller must then not run the code.
    ///
    /// # Safety
    /// Called in a child made to run the JIT's code, which after this
    /// makes no system call but those the filter allows; with
    /// `scrub_environment` only in a forked copy (not one that shares
    /// memory with the tool).
    pub unsafe fn enter(&self, scrub_environment: bool) -> Result<(), c_int> {
        let limits = [
            (libc::RLIMIT_CORE, 0),
            (libc::RLIMIT_FSIZE, 0),
            (libc::RLIMIT_NOFILE, 0),
            (libc::RLIMIT_NPROC, 0),
            (libc::RLIMIT_MEMLOCK, 0),
            (libc::RLIMIT_MSGQUEUE, 0),
            (libc::RLIMIT_CPU, self.cpu_seconds.saturating_add(1)),
        ];
        for (resource, value) in limits {
            let limit = libc::rlimit { rlim_cur: value, rlim_max: value };
            // SAFETY: a valid rlimit, for this process.
            if unsafe { libc::setrlimit(resource, &limit) } != 0 {
                return Err(errno());
            }
        }
        if scrub_environment {
            // SAFETY: the caller's promise: this process's memory is its own.
            unsafe { empty_environment() };
        }
        seccompiler::apply_filter(&self.filter).map_err(|_| errno())
    }
}

fn errno() -> c_int {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(libc::EPERM)
}

extern "C" {
    static mut environ: *mut *mut libc::c_char;
}

/// Zeroes every environment string and empties `environ`.
///
/// # Safety
/// In a process whose memory is its own, with no other thread reading the
/// environment.
unsafe fn empty_environment() {
    // SAFETY: `environ` is a null-terminated array of NUL-terminated
    // strings (or null); each is zeroed in place, then the array emptied.
    unsafe {
        let list = environ;
        if list.is_null() {
            return;
        }
        let mut entry = list;
        while !(*entry).is_null() {
            let text = *entry;
            std::ptr::write_bytes(text, 0, libc::strlen(text));
            entry = entry.add(1);
        }
        *list = std::ptr::null_mut();
    }
}

/// A system call's name, for the few a kernel trying to escape would make.
pub fn syscall_name(number: i64) -> Option<&'static str> {
    Some(match number {
        libc::SYS_execve => "execve",
        libc::SYS_execveat => "execveat",
        libc::SYS_open => "open",
        libc::SYS_openat => "openat",
        libc::SYS_read => "read",
        libc::SYS_write => "write",
        libc::SYS_mmap => "mmap",
        libc::SYS_mprotect => "mprotect",
        libc::SYS_clone => "clone",
        libc::SYS_fork => "fork",
        libc::SYS_vfork => "vfork",
        libc::SYS_kill => "kill",
        libc::SYS_socket => "socket",
        libc::SYS_connect => "connect",
        libc::SYS_ptrace => "ptrace",
        libc::SYS_getpid => "getpid",
        libc::SYS_rt_sigaction => "rt_sigaction",
        libc::SYS_rt_sigprocmask => "rt_sigprocmask",
        _ => return None,
    })
}
