//! The wall: untrusted input meets LLVM (and LLVM's JIT runs native code)
//! only in a process that may die without taking the tool with it.
//!
//! * [`supervise`]: `compile` and `run` fork before doing any work; the
//!   child, with CPU-time, data-memory and stack limits, does everything
//!   that touches the input, writes the output last (naming each temporary
//!   file to the parent, [`temporary_file`]) and hands back its exit code.
//!   If the child dies (LLVM's
//!   `report_fatal_error`, a crash, a stack overflow, memory or time
//!   exhausted), the parent says so as one diagnostic that names the stage
//!   and quotes LLVM's message, and nothing is written.
//! * [`run_native`]: the JIT's code runs in a forked process of its own
//!   with a CPU-time limit; a fault (with its address), a stack overflow or
//!   a timeout comes back as a [`Trap`], which the run reports as a finding.
//!
//! The cheap checks before LLVM (`crate::input::ir`) stay, as fast paths that
//! point at the line; this is the net under them. `VISA_LOWER_WALL=off`
//! runs the work in process (to measure the wall's cost, or under a
//! debugger); never use it on untrusted input.

use crate::sys::confine::Confinement;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::io::Write;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

/// What a supervised child may use.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub cpu_seconds: u64,
    pub memory_bytes: u64,
    pub stack_bytes: usize,
}

impl Limits {
    /// The CLI's limits (`crate::limits`).
    pub const CLI: Limits = Limits {
        cpu_seconds: crate::limits::WALL_CPU_SECONDS,
        memory_bytes: crate::limits::WALL_MEMORY_BYTES,
        stack_bytes: crate::limits::WALL_STACK_BYTES,
    };
}

/// A job that ended by itself: its exit code, the output it handed back,
/// and (from [`supervise_spooled`]) what it wrote to standard output,
/// rewound, for the caller to pass on.
#[derive(Debug)]
pub struct Ended {
    pub code: u8,
    pub output: Option<Vec<u8>>,
    pub stdout: Option<std::fs::File>,
}

/// How a supervised child died.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// LLVM's `report_fatal_error`, with LLVM's message.
    LlvmFatal(String),
    OutOfMemory,
    StackOverflow,
    CpuTime,
    /// A panic (a bug of this tool), with its message.
    Panic(String),
    /// Killed by this signal, for no reason the child said.
    Signal(i32),
}

/// A [`Breach`] and what the child was doing then (see [`stage`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breached {
    pub breach: Breach,
    pub stage: Option<String>,
}

impl Breached {
    /// The sentence a diagnostic says: what happened, while doing what.
    pub fn describe(&self, limits: &Limits) -> String {
        let what = match &self.breach {
            Breach::LlvmFatal(message) => format!("LLVM stopped with a fatal error, \"{message}\","),
            Breach::OutOfMemory => format!("out of memory (the limit is {} GiB)", limits.memory_bytes >> 30),
            Breach::StackOverflow => format!("out of stack (the limit is {} MiB)", limits.stack_bytes >> 20),
            Breach::CpuTime => format!("out of time (the limit is {} s of CPU time)", limits.cpu_seconds),
            Breach::Panic(message) => format!("internal error (please report it), {message},"),
            Breach::Signal(signal) => format!("crashed ({})", signal_name(*signal)),
        };
        match &self.stage {
            Some(stage) => format!("{what} while {stage}"),
            None => what.trim_end_matches(',').to_string(),
        }
    }
}

/// Whether `VISA_LOWER_WALL=off` asks for the work to run in process.
pub fn disabled() -> bool {
    std::env::var_os("VISA_LOWER_WALL").is_some_and(|v| v == "off")
}

/// Control messages from the child: a stage, the output, LLVM's fatal
/// error, a panic's message.
const STAGE: u8 = 1;
const OUTPUT: u8 = 2;
const FATAL: u8 = 3;
const PANIC: u8 = 4;
/// A temporary file the child made: the parent removes it if the child dies.
const TEMPORARY: u8 = 5;
/// The child's exit code after LLVM's fatal error (the message says it).
const FATAL_EXIT: c_int = 70;
/// The child's stderr is held back up to this many bytes (so that LLVM's
/// crash text can be replaced by one diagnostic), then passed through.
const STDERR_HOLD: usize = 1 << 20;

/// The control pipe's write end, in a supervised child; -1 elsewhere.
static CONTROL: AtomicI32 = AtomicI32::new(-1);

/// Says what the child is about to do (`"LLVM was reading k.ll"`), so that
/// a death is reported with it. Nothing outside a supervised child.
pub fn stage(what: impl FnOnce() -> String) {
    let fd = CONTROL.load(Ordering::Relaxed);
    if fd >= 0 {
        send(fd, STAGE, what().as_bytes());
    }
}

/// Says that the child has made the temporary file `path` (an output on its
/// way to its name): should the child die before renaming it, the parent
/// removes it. Nothing outside a supervised child.
pub fn temporary_file(path: &std::path::Path) {
    let fd = CONTROL.load(Ordering::Relaxed);
    if fd >= 0 {
        send(fd, TEMPORARY, path.as_os_str().as_encoded_bytes());
    }
}

/// Writes one control message; async-signal-safe (only `write`).
fn send(fd: c_int, tag: u8, bytes: &[u8]) {
    let mut head = [0u8; 9];
    head[0] = tag;
    head[1..].copy_from_slice(&(bytes.len() as u64).to_le_bytes());
    write_all_raw(fd, &head);
    write_all_raw(fd, bytes);
}

fn write_all_raw(fd: c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: `bytes` is a live slice; `fd` is an open descriptor or the call fails.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n <= 0 {
            if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return;
        }
        bytes = &bytes[n as usize..];
    }
}

/// LLVM's fatal-error handler in a supervised child: the message goes to
/// the parent, and the child ends (LLVM would `exit(1)` or abort).
extern "C" fn on_llvm_fatal(reason: *const c_char) {
    let fd = CONTROL.load(Ordering::Relaxed);
    if fd >= 0 && !reason.is_null() {
        // SAFETY: LLVM passes a NUL-terminated string.
        let text = unsafe { CStr::from_ptr(reason) }.to_bytes();
        send(fd, FATAL, text);
    }
    // SAFETY: ends the process at once, as LLVM would.
    unsafe { libc::_exit(FATAL_EXIT) }
}

/// Runs `job` (returning an exit code and, optionally, output for the
/// parent to write) in a supervised child with `limits`. Call it while the
/// process has one thread: before any work starts.
///
/// The child dies with the parent (`PR_SET_PDEATHSIG`): a parent killed
/// while the child works leaves nothing running that could write later. A
/// parent stopped by SIGTERM, SIGINT or SIGHUP first kills the child and
/// removes its temporary files, then dies of the same signal.
pub fn supervise<F>(limits: &Limits, job: F) -> Result<Ended, Breached>
where
    F: FnOnce() -> (u8, Option<Vec<u8>>) + Send,
{
    supervise_with(limits, false, job)
}

/// [`supervise`], what the child writes to standard output held in an
/// unnamed temporary file and handed over ([`Ended::stdout`]) only when the
/// child ended by itself: a report is written whole or not at all, never
/// half of one followed by the diagnostic of the child's death.
pub fn supervise_spooled<F>(limits: &Limits, job: F) -> Result<Ended, Breached>
where
    F: FnOnce() -> (u8, Option<Vec<u8>>) + Send,
{
    supervise_with(limits, true, job)
}

fn supervise_with<F>(limits: &Limits, spooled: bool, job: F) -> Result<Ended, Breached>
where
    F: FnOnce() -> (u8, Option<Vec<u8>>) + Send,
{
    if disabled() {
        let (code, output) = job();
        return Ok(Ended { code, output, stdout: None });
    }
    let terminations = Terminations::catch();
    let mut worker = Worker::start(limits, spooled, job)?;
    let fds = [worker.ctrl_r, worker.err_r];
    let stop = || terminations.caught().is_some();
    let drained =
        drain(&fds, worker.deadline, terminations.wake_fd(), &stop, |index, chunk| worker.take(index, chunk, true));
    worker.end(drained != Drained::Finished, Some(terminations))
}

/// A supervised child on its way: its pid, the read ends of its control
/// pipe and stderr, what came through them, and when it is stopped.
struct Worker {
    pid: libc::pid_t,
    ctrl_r: c_int,
    err_r: c_int,
    /// Where the child's standard output goes, when spooled ([`supervise_spooled`]).
    spool: Option<std::fs::File>,
    /// A backstop for a child that blocks instead of computing (RLIMIT_CPU
    /// counts CPU time only), generous for one writing its report to a slow reader.
    deadline: Instant,
    control: Vec<u8>,
    stderr: Vec<u8>,
    passing_through: bool,
}

impl Worker {
    /// Forks the child that runs `job` with `limits` (its standard output
    /// into a spool when `spooled`). The process must have one thread.
    fn start<F>(limits: &Limits, spooled: bool, job: F) -> Result<Worker, Breached>
    where
        F: FnOnce() -> (u8, Option<Vec<u8>>) + Send,
    {
        let no_pipe = || breached(Breach::Signal(0), Some("creating a pipe".into()));
        let (ctrl_r, ctrl_w) = pipe().map_err(|_| no_pipe())?;
        let (err_r, err_w) = match pipe() {
            Ok(fds) => fds,
            Err(_) => {
                close_all(&[ctrl_r, ctrl_w]);
                return Err(no_pipe());
            }
        };
        // Without a temporary file (an unwritable TMPDIR) the child writes to
        // standard output directly, as it would unspooled.
        let spool = spooled.then(|| tempfile::tempfile().ok()).flatten();
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        // SAFETY: a plain getter, before the fork: the child compares its parent's with it.
        let parent = unsafe { libc::getpid() };
        // SAFETY: the process has one thread (the caller's promise), so the
        // child may run Rust code; it ends with `_exit`.
        let pid = unsafe { libc::fork() };
        if pid < 0 {
            close_all(&[ctrl_r, ctrl_w, err_r, err_w]);
            return Err(breached(Breach::Signal(0), Some("starting the worker process".into())));
        }
        if pid == 0 {
            use std::os::fd::AsRawFd;
            let stdout = spool.as_ref().map(|f| f.as_raw_fd());
            // SAFETY: in the child, on descriptors this function created.
            unsafe { child(limits, job, parent, stdout, (ctrl_r, ctrl_w), (err_r, err_w)) }
        }
        // SAFETY: closing the parent's copies of the write ends.
        unsafe {
            libc::close(ctrl_w);
            libc::close(err_w);
        }
        let deadline = Instant::now() + Duration::from_secs(limits.cpu_seconds.saturating_mul(4).saturating_add(60));
        Ok(Worker {
            pid,
            ctrl_r,
            err_r,
            spool,
            deadline,
            control: Vec::new(),
            stderr: Vec::new(),
            passing_through: false,
        })
    }

    /// Takes a chunk of the control pipe (`index` 0) or stderr (1). The
    /// child's stderr is held up to [`STDERR_HOLD`] bytes; past that it is
    /// passed to ours (`pass_through`) or, for a worker among many, dropped.
    fn take(&mut self, index: usize, chunk: &[u8], pass_through: bool) {
        if index == 0 {
            self.control.extend_from_slice(chunk);
        } else if self.passing_through {
            if pass_through {
                let _ = std::io::stderr().write_all(chunk);
            }
        } else {
            self.stderr.extend_from_slice(chunk);
            if self.stderr.len() > STDERR_HOLD {
                if pass_through {
                    let _ = std::io::stderr().write_all(&self.stderr);
                    self.stderr.clear();
                } else {
                    self.stderr.truncate(STDERR_HOLD);
                }
                self.passing_through = true;
            }
        }
    }

    /// Reaps the child (killing it first when `killed`: its deadline
    /// passed, or a termination signal came) and says how it ended. When
    /// `terminations` caught a signal, the child's temporary files are
    /// removed and this process dies of that signal.
    fn end(self, killed: bool, terminations: Option<Terminations>) -> Result<Ended, Breached> {
        if killed {
            // SAFETY: `pid` is our child.
            unsafe { libc::kill(self.pid, libc::SIGKILL) };
        }
        let status = wait(self.pid);
        close_all(&[self.ctrl_r, self.err_r]);
        let messages = parse_control(&self.control);
        let remove_temporaries = || {
            for (_, path) in messages.iter().filter(|(tag, _)| *tag == TEMPORARY) {
                // SAFETY: the child wrote the bytes of a path it created.
                let path = unsafe { std::ffi::OsStr::from_encoded_bytes_unchecked(path) };
                let _ = std::fs::remove_file(path);
            }
        };
        match terminations.as_ref().and_then(Terminations::caught) {
            Some(signal) => {
                // Stopped from outside: the child is dead, its files gone; die of the signal.
                remove_temporaries();
                drop(terminations);
                // SAFETY: the default action for `signal` (death), then the signal.
                unsafe {
                    libc::signal(signal, libc::SIG_DFL);
                    libc::raise(signal);
                }
            }
            None => drop(terminations),
        }
        let stage =
            messages.iter().rev().find(|(tag, _)| *tag == STAGE).map(|(_, m)| String::from_utf8_lossy(m).into_owned());
        let output = messages.iter().find(|(tag, _)| *tag == OUTPUT).map(|(_, m)| m.to_vec());
        let text = String::from_utf8_lossy(&self.stderr).into_owned();
        let message = |wanted: u8| {
            messages.iter().find(|(tag, _)| *tag == wanted).map(|(_, m)| String::from_utf8_lossy(m).trim().to_string())
        };
        let breach = if let Some(m) = message(FATAL) {
            Some(Breach::LlvmFatal(m))
        } else if let Some(m) = message(PANIC) {
            Some(Breach::Panic(m))
        } else if killed {
            Some(Breach::CpuTime)
        } else {
            judge(status, &text)
        };
        match breach {
            Some(breach) => {
                // Nothing half-written is left behind.
                remove_temporaries();
                Err(Breached { breach, stage })
            }
            None => {
                let _ = std::io::stderr().write_all(&self.stderr);
                let stdout = self.spool.and_then(|mut f| std::io::Seek::rewind(&mut f).ok().map(|()| f));
                Ok(Ended { code: libc::WEXITSTATUS(status) as u8, output, stdout })
            }
        }
    }
}

/// The signals that stop a command from outside.
const TERMINATIONS: [c_int; 3] = [libc::SIGTERM, libc::SIGINT, libc::SIGHUP];
/// The termination signal caught while a supervised child runs (0: none).
static CAUGHT: AtomicI32 = AtomicI32::new(0);
/// The write end of the pipe that wakes the supervising parent (-1: none).
static WAKE: AtomicI32 = AtomicI32::new(-1);

extern "C" fn on_termination(signal: c_int) {
    CAUGHT.store(signal, Ordering::SeqCst);
    let fd = WAKE.load(Ordering::SeqCst);
    if fd >= 0 {
        // SAFETY: async-signal-safe; the pipe is non-blocking.
        unsafe { libc::write(fd, [1u8].as_ptr().cast(), 1) };
    }
}

/// [`TERMINATIONS`] caught while a child is supervised (the previous
/// actions back when dropped).
struct Terminations {
    previous: Vec<(c_int, libc::sigaction)>,
    wake: Option<(c_int, c_int)>,
}

impl Terminations {
    fn catch() -> Terminations {
        CAUGHT.store(0, Ordering::SeqCst);
        let mut fds = [0 as c_int; 2];
        // SAFETY: `fds` has room for two descriptors.
        let wake = (unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } == 0)
            .then_some((fds[0], fds[1]));
        WAKE.store(wake.map_or(-1, |(_, w)| w), Ordering::SeqCst);
        let mut previous = Vec::new();
        for signal in TERMINATIONS {
            // SAFETY: installs a handler that only stores and writes; the old action is kept.
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = on_termination as *const () as usize;
                libc::sigemptyset(&mut action.sa_mask);
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(signal, &action, &mut old) == 0 {
                    previous.push((signal, old));
                }
            }
        }
        Terminations { previous, wake }
    }

    /// The signal caught, if one was.
    fn caught(&self) -> Option<c_int> {
        Some(CAUGHT.load(Ordering::SeqCst)).filter(|&s| s != 0)
    }

    /// The descriptor that becomes readable when a signal is caught.
    fn wake_fd(&self) -> Option<c_int> {
        self.wake.map(|(r, _)| r)
    }
}

impl Drop for Terminations {
    fn drop(&mut self) {
        for (signal, old) in &self.previous {
            // SAFETY: restores the action `catch` replaced.
            unsafe { libc::sigaction(*signal, old, std::ptr::null_mut()) };
        }
        WAKE.store(-1, Ordering::SeqCst);
        if let Some((r, w)) = self.wake {
            // SAFETY: our descriptors.
            unsafe {
                libc::close(r);
                libc::close(w);
            }
        }
    }
}

/// Supervised children run side by side, each with its own limits, from
/// a process with one thread (each is forked from it): `visa-lower test`
/// runs every kernel in one. Each job carries a tag; [`Pool::next`] hands
/// back the tag and the end of whichever job ends first. Dropping the pool
/// kills the children still running.
pub struct Pool {
    limits: Limits,
    running: Vec<(usize, Worker, [bool; 2])>,
    ended: std::collections::VecDeque<(usize, Result<Ended, Breached>)>,
}

impl Pool {
    pub fn new(limits: Limits) -> Pool {
        Pool { limits, running: Vec::new(), ended: std::collections::VecDeque::new() }
    }

    /// Jobs started and not yet handed back by [`Pool::next`].
    pub fn len(&self) -> usize {
        self.running.len() + self.ended.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Starts `job` in a child of its own (in process with
    /// `VISA_LOWER_WALL=off`, where it has ended when this returns). The
    /// process must have one thread.
    pub fn start<F>(&mut self, tag: usize, job: F)
    where
        F: FnOnce() -> (u8, Option<Vec<u8>>) + Send,
    {
        if disabled() {
            let (code, output) = job();
            self.ended.push_back((tag, Ok(Ended { code, output, stdout: None })));
            return;
        }
        match Worker::start(&self.limits, false, job) {
            Ok(worker) => self.running.push((tag, worker, [true; 2])),
            Err(breached) => self.ended.push_back((tag, Err(breached))),
        }
    }

    /// Waits for a job to end (or to pass its deadline, when it is killed):
    /// its tag and how it ended. `None` when no job is left.
    pub fn next(&mut self) -> Option<(usize, Result<Ended, Breached>)> {
        let mut buffer = vec![0u8; 1 << 16];
        loop {
            if let Some(ended) = self.ended.pop_front() {
                return Some(ended);
            }
            if self.running.is_empty() {
                return None;
            }
            // The jobs whose pipes have both closed, or whose deadline passed.
            let now = Instant::now();
            let mut at = 0;
            while at < self.running.len() {
                let (_, worker, open) = &self.running[at];
                let late = now >= worker.deadline;
                if late || open.iter().all(|o| !o) {
                    let (tag, worker, _) = self.running.swap_remove(at);
                    self.ended.push_back((tag, worker.end(late, None)));
                } else {
                    at += 1;
                }
            }
            if !self.ended.is_empty() {
                continue;
            }
            let first_deadline = self.running.iter().map(|(_, w, _)| w.deadline).min().unwrap_or(now);
            let wait_ms = first_deadline.saturating_duration_since(now).as_millis().clamp(1, 60_000) as c_int;
            let mut polls: Vec<libc::pollfd> = self
                .running
                .iter()
                .flat_map(|(_, w, open)| {
                    [(w.ctrl_r, open[0]), (w.err_r, open[1])].map(|(fd, o)| libc::pollfd {
                        fd: if o { fd } else { -1 },
                        events: libc::POLLIN,
                        revents: 0,
                    })
                })
                .collect();
            // SAFETY: `polls` holds `polls.len()` entries.
            let ready = unsafe { libc::poll(polls.as_mut_ptr(), polls.len() as libc::nfds_t, wait_ms) };
            if ready < 0 {
                if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                    continue;
                }
                // Polling is broken: stop every job rather than spin.
                for (_, _, open) in &mut self.running {
                    *open = [false; 2];
                }
                continue;
            }
            for (k, p) in polls.iter().enumerate() {
                if p.fd < 0 || p.revents == 0 {
                    continue;
                }
                let (_, worker, open) = &mut self.running[k / 2];
                // SAFETY: `buffer` has room for its length.
                let n = unsafe { libc::read(p.fd, buffer.as_mut_ptr().cast(), buffer.len()) };
                if n > 0 {
                    worker.take(k % 2, &buffer[..n as usize], false);
                } else if n == 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
                    open[k % 2] = false;
                }
            }
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        for (_, worker, _) in self.running.drain(..) {
            let _ = worker.end(true, None);
        }
    }
}

fn close_all(fds: &[c_int]) {
    for &fd in fds {
        // SAFETY: descriptors the caller owns and no longer uses.
        unsafe { libc::close(fd) };
    }
}

fn breached(breach: Breach, stage: Option<String>) -> Breached {
    Breached { breach, stage }
}

/// The child: death with `parent`, the default action for the signals the
/// parent catches, standard output to `stdout` when given, limits, LLVM's
/// fatal-error handler, the job on a thread with the stack of `limits`,
/// the output to the parent, `_exit`.
///
/// # Safety
/// Called once, in a child just forked from a one-thread process.
unsafe fn child<F>(
    limits: &Limits,
    job: F,
    parent: libc::pid_t,
    stdout: Option<c_int>,
    (ctrl_r, ctrl_w): (c_int, c_int),
    (err_r, err_w): (c_int, c_int),
) -> !
where
    F: FnOnce() -> (u8, Option<Vec<u8>>) + Send,
{
    // SAFETY: descriptors created by the caller; signal actions, the death
    // signal and rlimits of this process only.
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        // The parent may have died before the line above: then end now.
        if libc::getppid() != parent {
            libc::_exit(FATAL_EXIT);
        }
        for signal in TERMINATIONS {
            libc::signal(signal, libc::SIG_DFL);
        }
        if let Some(fd) = stdout {
            libc::dup2(fd, 1);
        }
        libc::close(ctrl_r);
        libc::close(err_r);
        libc::dup2(err_w, 2);
        libc::close(err_w);
        set_limit(libc::RLIMIT_CORE, 0);
        set_limit(libc::RLIMIT_CPU, limits.cpu_seconds);
        set_limit(libc::RLIMIT_DATA, limits.memory_bytes);
        inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(on_llvm_fatal));
    }
    CONTROL.store(ctrl_w, Ordering::Relaxed);
    // A panic's message goes to the parent (stderr may be captured or gone).
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_string());
        let at = info.location().map_or(String::new(), |l| format!(" (at {}:{}:{})", l.file(), l.line(), l.column()));
        send(ctrl_w, PANIC, format!("{what}{at}").as_bytes());
    }));
    let builder = std::thread::Builder::new().name("walled".into()).stack_size(limits.stack_bytes);
    let joined = std::thread::scope(|scope| builder.spawn_scoped(scope, job).map(|w| w.join()));
    let (code, output) = match joined {
        Ok(Ok(result)) => result,
        // A panic: the hook has sent its message.
        Ok(Err(_)) => (101, None),
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "memory allocation of {} bytes failed: {e}", limits.stack_bytes);
            (134, None)
        }
    };
    if let Some(output) = output {
        send(ctrl_w, OUTPUT, &output);
    }
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // SAFETY: ends the child without running the parent's exit handlers.
    unsafe { libc::_exit(c_int::from(code)) }
}

/// Sets both the soft and hard limit of `resource` (CPU: the hard limit a
/// second later, so that SIGXCPU comes first).
///
/// # Safety
/// Plain `setrlimit`.
unsafe fn set_limit(resource: libc::__rlimit_resource_t, value: u64) {
    let hard = if resource == libc::RLIMIT_CPU { value.saturating_add(1) } else { value };
    let limit = libc::rlimit { rlim_cur: value, rlim_max: hard };
    // SAFETY: `limit` is a valid rlimit.
    unsafe { libc::setrlimit(resource, &limit) };
}

/// Why a child that ended with `status` (and wrote `stderr`) failed, or
/// `None` if it ended by itself.
fn judge(status: c_int, stderr: &str) -> Option<Breach> {
    if libc::WIFEXITED(status) {
        return None;
    }
    let signal = if libc::WIFSIGNALED(status) { libc::WTERMSIG(status) } else { 0 };
    let llvm_error = stderr.lines().find_map(|l| l.trim().strip_prefix("LLVM ERROR:")).map(|m| m.trim().to_string());
    Some(if stderr.contains("has overflowed its stack") {
        Breach::StackOverflow
    } else if stderr.contains("memory allocation of")
        || stderr.contains("std::bad_alloc")
        || stderr.contains(crate::sys::allocator::OUT_OF_MEMORY)
        || llvm_error.as_deref() == Some("out of memory")
    {
        Breach::OutOfMemory
    } else if let Some(message) = llvm_error {
        Breach::LlvmFatal(message)
    } else if stderr.contains("cannot catch foreign exceptions") {
        Breach::LlvmFatal("a C++ exception (std::bad_alloc or std::length_error: a request for too much memory)".into())
    } else if signal == libc::SIGXCPU {
        Breach::CpuTime
    } else {
        Breach::Signal(signal)
    })
}

fn signal_name(signal: i32) -> String {
    match signal {
        libc::SIGSEGV => "SIGSEGV, an invalid memory access".to_string(),
        libc::SIGBUS => "SIGBUS, an invalid memory access".to_string(),
        libc::SIGILL => "SIGILL, an illegal instruction".to_string(),
        libc::SIGFPE => "SIGFPE, an arithmetic trap".to_string(),
        libc::SIGTRAP => "SIGTRAP, a breakpoint".to_string(),
        libc::SIGSYS => "SIGSYS, a forbidden system call".to_string(),
        libc::SIGABRT => "SIGABRT, aborted".to_string(),
        libc::SIGKILL => "SIGKILL, killed (the system may have run out of memory)".to_string(),
        0 => "could not start".to_string(),
        s => format!("signal {s}"),
    }
}

fn parse_control(mut bytes: &[u8]) -> Vec<(u8, &[u8])> {
    let mut messages = Vec::new();
    while bytes.len() >= 9 {
        let tag = bytes[0];
        let mut len = [0u8; 8];
        len.copy_from_slice(&bytes[1..9]);
        let len = u64::from_le_bytes(len).min((bytes.len() - 9) as u64) as usize;
        messages.push((tag, &bytes[9..9 + len]));
        bytes = &bytes[9 + len..];
    }
    messages
}

fn pipe() -> std::io::Result<(c_int, c_int)> {
    let mut fds = [0 as c_int; 2];
    // SAFETY: `fds` has room for two descriptors.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok((fds[0], fds[1]))
}

/// How [`drain`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Drained {
    /// Every descriptor reached its end.
    Finished,
    TimedOut,
    /// `stop` said so (a termination signal, [`Terminations`]).
    Stopped,
}

/// Reads every descriptor of `fds` to its end, handing each chunk to
/// `sink` with the descriptor's index, until `deadline` passes or `stop`
/// says to (asked whenever `wake`, polled but never read, or a descriptor
/// is readable).
fn drain(
    fds: &[c_int],
    deadline: Instant,
    wake: Option<c_int>,
    stop: &dyn Fn() -> bool,
    mut sink: impl FnMut(usize, &[u8]),
) -> Drained {
    let mut open: Vec<bool> = vec![true; fds.len()];
    let mut buffer = vec![0u8; 1 << 16];
    while open.iter().any(|&o| o) {
        let now = Instant::now();
        if stop() {
            return Drained::Stopped;
        }
        if now >= deadline {
            return Drained::TimedOut;
        }
        let wait_ms = (deadline - now).as_millis().min(60_000) as c_int;
        let mut polls: Vec<libc::pollfd> = fds
            .iter()
            .zip(&open)
            .map(|(&fd, &o)| libc::pollfd { fd: if o { fd } else { -1 }, events: libc::POLLIN, revents: 0 })
            .collect();
        if let Some(fd) = wake {
            polls.push(libc::pollfd { fd, events: libc::POLLIN, revents: 0 });
        }
        // SAFETY: `polls` holds `polls.len()` entries.
        let ready = unsafe { libc::poll(polls.as_mut_ptr(), polls.len() as libc::nfds_t, wait_ms) };
        if ready < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Drained::TimedOut;
        }
        for (index, p) in polls.iter().take(fds.len()).enumerate() {
            if !open[index] || p.revents == 0 {
                continue;
            }
            // SAFETY: `buffer` has room for its length.
            let n = unsafe { libc::read(p.fd, buffer.as_mut_ptr().cast(), buffer.len()) };
            if n > 0 {
                sink(index, &buffer[..n as usize]);
            } else if n == 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
                open[index] = false;
            }
        }
    }
    Drained::Finished
}

/// Waits for `pid` and returns its status.
fn wait(pid: libc::pid_t) -> c_int {
    let mut status = 0;
    loop {
        // SAFETY: `status` is writable; `pid` is our child.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r >= 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return status;
        }
    }
}

// ---------------------------------------------------------------------------
// Native code: the JIT's, in a process of its own.

/// How native code run by [`run_native`] ended, when it did not return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trap {
    /// A memory access the host refused (`SIGSEGV`/`SIGBUS`) at `address`
    /// (0 when the processor does not say), or another trap (`SIGILL` from
    /// `unreachable`, `SIGFPE`).
    Fault { signal: i32, address: u64 },
    /// The stack ran out (unbounded recursion, a huge `alloca`).
    StackOverflow,
    /// The CPU-time limit passed (a loop without exit).
    Timeout,
    /// The code made a system call its filter forbids (`crate::sys::confine`),
    /// this one (-1: the process was killed before it could say which).
    SystemCall { number: i64 },
    /// The process could not confine itself (this `errno`): the code did not run.
    Unconfined { errno: i32 },
    /// The process died otherwise.
    Died { signal: i32 },
}

impl Trap {
    pub fn signal_name(signal: i32) -> String {
        signal_name(signal)
    }
}

/// How [`run_native`] separates the code from the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Isolation {
    /// A forked copy of the process: nothing the code does reaches the
    /// caller's memory. The cost grows with the caller's size (a few
    /// milliseconds at 150 MB). For untrusted input.
    Process,
    /// A clone that shares the caller's memory (`CLONE_VM`), with its own
    /// stack, signal handlers and CPU timer: faults, stack overflows and
    /// timeouts are caught the same way, for tens of microseconds, but a
    /// write that jumps past every guard region lands in the caller's
    /// memory. For kernels this tool generated and the reference has
    /// already run without a fault (`visa-lower fuzz`).
    SharedMemory,
}

/// The signal stack of a [`run_native`] child; its first word holds the
/// trap-report descriptor (a per-child place: a shared-memory child cannot
/// use a static).
const ALT_STACK: usize = 64 << 10;
/// The stack of a [`Isolation::SharedMemory`] child, above one guard page.
const CLONE_STACK: usize = 8 << 20;
const PAGE: usize = 4096;

/// The signal handler of a [`run_native`] child: reports the signal and
/// address on the descriptor at the base of its signal stack, then ends the
/// child. Async-signal-safe.
extern "C" fn on_trap(signal: c_int, info: *mut libc::siginfo_t, _context: *mut c_void) {
    // SAFETY: the kernel passes a valid siginfo for SA_SIGINFO handlers; the
    // signal stack in use is the child's, whose first word is the descriptor.
    unsafe {
        let address = match info.is_null() {
            true => 0,
            // For SIGSYS the kernel says which call (`si_syscall`, after `si_call_addr`).
            false if signal == libc::SIGSYS => {
                i64::from(*info.cast::<u8>().add(SI_SYSCALL_OFFSET).cast::<c_int>()) as u64
            }
            false => (*info).si_addr() as u64,
        };
        let mut current: libc::stack_t = std::mem::zeroed();
        libc::sigaltstack(std::ptr::null(), &mut current);
        if !current.ss_sp.is_null() {
            let mut record = [0u8; 16];
            record[..8].copy_from_slice(&i64::from(signal).to_le_bytes());
            record[8..].copy_from_slice(&address.to_le_bytes());
            write_all_raw(*current.ss_sp.cast::<c_int>(), &record);
        }
        libc::_exit(3)
    }
}

/// Where `siginfo_t` holds `si_syscall` for SIGSYS (Linux, 64-bit: the
/// union at 16, `si_call_addr` before it).
const SI_SYSCALL_OFFSET: usize = 24;
/// The record of a child that could not confine itself: this "signal", its `errno`.
const UNCONFINED: i64 = -1;

/// A fresh private read-write mapping of `len` bytes.
fn map(len: usize) -> Option<*mut c_void> {
    // SAFETY: a new anonymous mapping; nothing else is touched.
    let at = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    (at != libc::MAP_FAILED).then_some(at)
}

/// In a [`run_native`] child: no core dump, death with the parent, the trap
/// handler on the signal stack `alt` (which holds `report` in its first
/// word), the default action (death) for SIGPROF, a CPU timer of `timeout`,
/// and last the confinement (`crate::sys::confine`; the environment emptied only
/// in a forked copy). A child that cannot confine itself says so and ends
/// without running the code.
///
/// # Safety
/// Called in the child only, with `alt` a mapping of [`ALT_STACK`] bytes.
unsafe fn arm_child(alt: *mut c_void, report: c_int, timeout: Duration, confinement: &Confinement, forked: bool) {
    // SAFETY: as the caller promises; each call acts on this process only.
    unsafe {
        *alt.cast::<c_int>() = report;
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        set_limit(libc::RLIMIT_CORE, 0);
        let stack = libc::stack_t { ss_sp: alt, ss_flags: 0, ss_size: ALT_STACK };
        libc::sigaltstack(&stack, std::ptr::null_mut());
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_trap as *const () as usize;
        action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
        libc::sigemptyset(&mut action.sa_mask);
        for signal in [libc::SIGSEGV, libc::SIGBUS, libc::SIGILL, libc::SIGFPE, libc::SIGTRAP, libc::SIGSYS] {
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
        let mut default: libc::sigaction = std::mem::zeroed();
        default.sa_sigaction = libc::SIG_DFL;
        libc::sigaction(libc::SIGPROF, &default, std::ptr::null_mut());
        let interval = libc::timeval {
            tv_sec: timeout.as_secs() as libc::time_t,
            tv_usec: timeout.subsec_micros() as libc::suseconds_t,
        };
        let timer = libc::itimerval { it_interval: libc::timeval { tv_sec: 0, tv_usec: 0 }, it_value: interval };
        libc::setitimer(libc::ITIMER_PROF, &timer, std::ptr::null_mut());
        if let Err(errno) = confinement.enter(forked) {
            let mut record = [0u8; 16];
            record[..8].copy_from_slice(&UNCONFINED.to_le_bytes());
            record[8..].copy_from_slice(&i64::from(errno).to_le_bytes());
            write_all_raw(report, &record);
            libc::_exit(4);
        }
    }
}

/// What a [`Isolation::SharedMemory`] child runs: its arguments, in the
/// caller's memory.
struct CloneJob<'a, F> {
    code: Option<F>,
    alt: *mut c_void,
    report: c_int,
    timeout: Duration,
    confinement: &'a Confinement,
}

extern "C" fn clone_main<F: FnOnce()>(job: *mut c_void) -> c_int {
    // SAFETY: `job` is the CloneJob the caller keeps alive until this child
    // has ended; the child runs `code` and async-signal-safe calls only.
    unsafe {
        let job = &mut *job.cast::<CloneJob<'_, F>>();
        arm_child(job.alt, job.report, job.timeout, job.confinement, false);
        if let Some(code) = job.code.take() {
            code();
        }
        write_all_raw(job.report, &[0u8; 16]);
        libc::_exit(0)
    }
}

/// Runs `code` in a confined child (see [`Isolation`] and `crate::sys::confine`)
/// with `timeout` of CPU time. `code` must touch only memory shared with the
/// child (`MAP_SHARED` mappings, such as [`crate::sys::guarded::GuardedMemory`])
/// and make no system call (it is the JIT's code: the filter stops it). It
/// may be called from any thread.
pub fn run_native<F: FnOnce()>(timeout: Duration, isolation: Isolation, code: F) -> Result<(), Trap> {
    let died = Trap::Died { signal: 0 };
    let (r, w) = pipe().map_err(|_| died)?;
    let close = |fds: &[c_int]| {
        // SAFETY: our descriptors.
        fds.iter().for_each(|&fd| unsafe {
            libc::close(fd);
        })
    };
    let cpu_seconds = timeout.as_secs().saturating_add(u64::from(timeout.subsec_nanos() > 0));
    let confinement = match Confinement::new(w, cpu_seconds) {
        Ok(confinement) => confinement,
        Err(_) => {
            close(&[r, w]);
            return Err(Trap::Unconfined { errno: 0 });
        }
    };
    let Some(alt) = map(ALT_STACK) else {
        close(&[r, w]);
        return Err(died);
    };
    // SAFETY (both arms): the child runs `code` and async-signal-safe calls only.
    let (pid, stack) = match isolation {
        Isolation::Process => {
            // SAFETY: (see above) `fork` has no preconditions; the child only runs `code` and async-signal-safe calls before `_exit`.
            let pid = unsafe { libc::fork() };
            if pid == 0 {
                // SAFETY: in the copy, on our mapping and descriptor.
                unsafe { arm_child(alt, w, timeout, &confinement, true) };
                code();
                write_all_raw(w, &[0u8; 16]);
                // SAFETY: ends the copy.
                unsafe { libc::_exit(0) }
            }
            (pid, current_stack())
        }
        Isolation::SharedMemory => {
            let Some(base) = map(PAGE + CLONE_STACK) else {
                close(&[r, w]);
                // SAFETY: our mapping.
                unsafe { libc::munmap(alt, ALT_STACK) };
                return Err(died);
            };
            // SAFETY: the lowest page of our mapping becomes the guard.
            unsafe { libc::mprotect(base, PAGE, libc::PROT_NONE) };
            let mut job = CloneJob { code: Some(code), alt, report: w, timeout, confinement: &confinement };
            let top = base as usize + PAGE + CLONE_STACK;
            // SAFETY: the child runs on its own stack; `job` outlives it (the
            // child is reaped below before `job` drops).
            let pid = unsafe {
                libc::clone(
                    clone_main::<F>,
                    (top & !15) as *mut c_void,
                    libc::CLONE_VM | libc::SIGCHLD,
                    (&mut job as *mut CloneJob<'_, F>).cast(),
                )
            };
            let guard = base as u64;
            let result = finish(pid, r, w, timeout, (guard + PAGE as u64, top as u64));
            drop(job);
            // SAFETY: our mappings; the child has ended.
            unsafe {
                libc::munmap(base, PAGE + CLONE_STACK);
                libc::munmap(alt, ALT_STACK);
            }
            return result;
        }
    };
    // SAFETY: the parent's copy of the signal stack (the child has its own).
    unsafe { libc::munmap(alt, ALT_STACK) };
    finish(pid, r, w, timeout, stack)
}

/// Waits for a [`run_native`] child `pid` reporting on `r` (`w` is the
/// parent's copy of the write end), and judges how it ended; `stack` is the
/// child's stack, `[low, high)`, for telling a stack overflow.
fn finish(
    pid: libc::pid_t,
    r: c_int,
    w: c_int,
    timeout: Duration,
    (stack_low, stack_high): (u64, u64),
) -> Result<(), Trap> {
    // SAFETY: our descriptor; the child holds its own end (or shares ours
    // until it exits, for a shared-memory child, which writes before).
    unsafe { libc::close(w) };
    if pid < 0 {
        // SAFETY: our descriptor.
        unsafe { libc::close(r) };
        return Err(Trap::Died { signal: 0 });
    }
    // A wall-clock backstop, for a child that sleeps instead of computing.
    let deadline = Instant::now() + timeout * 3 + Duration::from_secs(2);
    let mut record = Vec::new();
    let finished =
        drain(&[r], deadline, None, &|| false, |_, chunk| record.extend_from_slice(chunk)) == Drained::Finished;
    if !finished {
        // SAFETY: our child.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    let status = wait(pid);
    // SAFETY: our descriptor.
    unsafe { libc::close(r) };
    if !finished {
        return Err(Trap::Timeout);
    }
    if record.len() >= 16 {
        let mut word = [0u8; 8];
        word.copy_from_slice(&record[..8]);
        let signal = i64::from_le_bytes(word) as i32;
        word.copy_from_slice(&record[8..16]);
        let address = u64::from_le_bytes(word);
        if signal == 0 && libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0 {
            return Ok(());
        }
        if i64::from(signal) == UNCONFINED {
            return Err(Trap::Unconfined { errno: address as i32 });
        }
        if signal == libc::SIGSYS {
            return Err(Trap::SystemCall { number: address as i64 });
        }
        // The guard below the stack (or the kernel's gap below a main thread's).
        let near_stack = address < stack_high && address.saturating_add(2 << 20) >= stack_low;
        if signal == libc::SIGSEGV && near_stack && address < stack_low.saturating_add(64 << 10) {
            return Err(Trap::StackOverflow);
        }
        return Err(Trap::Fault { signal, address });
    }
    if libc::WIFSIGNALED(status) {
        let signal = libc::WTERMSIG(status);
        return Err(match signal {
            libc::SIGPROF | libc::SIGXCPU => Trap::Timeout,
            libc::SIGSYS => Trap::SystemCall { number: -1 },
            _ => Trap::Died { signal },
        });
    }
    Err(Trap::Died { signal: 0 })
}

/// The calling thread's stack, `[low, high)`.
fn current_stack() -> (u64, u64) {
    // SAFETY: pthread_getattr_np fills `attr` for the calling thread, which
    // is destroyed after reading the stack's place.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) != 0 {
            return (0, 0);
        }
        let mut addr: *mut c_void = std::ptr::null_mut();
        let mut size: libc::size_t = 0;
        let ok = libc::pthread_attr_getstack(&attr, &mut addr, &mut size) == 0;
        libc::pthread_attr_destroy(&mut attr);
        if ok {
            (addr as u64, addr as u64 + size as u64)
        } else {
            (0, 0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOTH: [Isolation; 2] = [Isolation::Process, Isolation::SharedMemory];

    #[test]
    fn native_code_that_returns_is_ok() {
        for isolation in BOTH {
            assert_eq!(run_native(Duration::from_secs(5), isolation, || {}), Ok(()));
        }
    }

    #[test]
    fn a_fault_is_reported_with_its_address() {
        for isolation in BOTH {
            let trap = run_native(Duration::from_secs(5), isolation, || {
                // SAFETY: deliberately not: the child faults, which is the test.
                unsafe { std::ptr::write_volatile(0x10 as *mut u8, 1) };
            });
            assert_eq!(trap, Err(Trap::Fault { signal: libc::SIGSEGV, address: 0x10 }), "{isolation:?}");
        }
    }

    #[test]
    fn an_endless_loop_times_out() {
        for isolation in BOTH {
            let start = Instant::now();
            let trap = run_native(Duration::from_millis(100), isolation, || loop {
                std::hint::black_box(0);
            });
            assert_eq!(trap, Err(Trap::Timeout), "{isolation:?}");
            assert!(start.elapsed() < Duration::from_secs(5));
        }
    }

    #[test]
    fn unbounded_recursion_is_a_stack_overflow() {
        #[allow(unconditional_recursion)]
        fn deeper(n: u64) -> u64 {
            let local = [n; 64];
            std::hint::black_box(&local);
            deeper(n + 1) + std::hint::black_box(local[3])
        }
        for isolation in BOTH {
            let trap = run_native(Duration::from_secs(10), isolation, || {
                std::hint::black_box(deeper(0));
            });
            assert_eq!(trap, Err(Trap::StackOverflow), "{isolation:?}");
        }
    }

    #[test]
    fn a_system_call_is_stopped_by_the_confinement() {
        for isolation in BOTH {
            // SAFETY: a plain system call, which the filter answers with SIGSYS.
            let trap = run_native(Duration::from_secs(5), isolation, || unsafe {
                libc::syscall(libc::SYS_getppid);
            });
            assert_eq!(trap, Err(Trap::SystemCall { number: libc::SYS_getppid }), "{isolation:?}");
            // A write to a descriptor other than the report's is one too.
            // SAFETY: as above.
            let trap = run_native(Duration::from_secs(5), isolation, || unsafe {
                libc::write(2, b"x".as_ptr().cast(), 1);
            });
            assert_eq!(trap, Err(Trap::SystemCall { number: libc::SYS_write }), "{isolation:?}");
        }
    }

    #[test]
    fn a_forked_child_has_no_environment_and_the_tool_keeps_its_own() {
        extern "C" {
            static mut environ: *mut *mut libc::c_char;
        }
        // SAFETY: reading this process's environment pointer.
        let before = unsafe { environ.as_ref().is_some_and(|first| !first.is_null()) };
        assert!(before, "the test process has an environment");
        let memory = crate::sys::guarded::GuardedMemory::new(&[(0, 8)], 1 << 20).unwrap();
        let seen = memory.regions()[0].host as usize;
        for isolation in BOTH {
            // SAFETY: the child writes one byte of the shared region: 1 when its environment is empty.
            let ran = run_native(Duration::from_secs(5), isolation, || unsafe {
                let empty = environ.is_null() || (*environ).is_null();
                std::ptr::write_volatile(seen as *mut u8, u8::from(empty));
            });
            assert_eq!(ran, Ok(()));
            let want = u8::from(isolation == Isolation::Process);
            assert_eq!(memory.bytes(0)[0], want, "{isolation:?}: a shared-memory child leaves the tool's alone");
        }
        // SAFETY: as above.
        assert!(unsafe { environ.as_ref().is_some_and(|first| !first.is_null()) }, "the tool's environment stays");
    }

    #[test]
    fn private_writes_stay_in_a_forked_child_and_reach_a_shared_one() {
        let mut value = 1u32;
        let pointer = &mut value as *mut u32 as usize;
        // SAFETY: the child writes its (own or shared) `value`.
        let write = || unsafe { std::ptr::write_volatile(pointer as *mut u32, 2) };
        assert_eq!(run_native(Duration::from_secs(5), Isolation::Process, write), Ok(()));
        // SAFETY: `pointer` is `&mut value`, alive and aligned on this frame.
        assert_eq!(unsafe { std::ptr::read_volatile(pointer as *const u32) }, 1);
        assert_eq!(run_native(Duration::from_secs(5), Isolation::SharedMemory, write), Ok(()));
        // SAFETY: as above.
        assert_eq!(unsafe { std::ptr::read_volatile(pointer as *const u32) }, 2);
    }

    #[test]
    fn control_messages_round_trip() {
        let mut bytes = Vec::new();
        for (tag, text) in [(STAGE, &b"reading"[..]), (OUTPUT, b""), (FATAL, b"boom")] {
            bytes.push(tag);
            bytes.extend((text.len() as u64).to_le_bytes());
            bytes.extend(text);
        }
        bytes.extend([STAGE, 9, 0]); // a cut message is dropped
        assert_eq!(parse_control(&bytes), vec![(STAGE, &b"reading"[..]), (OUTPUT, &b""[..]), (FATAL, &b"boom"[..])]);
    }

    #[test]
    fn deaths_are_judged_by_what_the_child_said() {
        let signaled = |s: c_int| s; // WIFSIGNALED: low 7 bits = signal
        assert_eq!(
            judge(
                signaled(libc::SIGABRT),
                "thread 'walled' has overflowed its stack\nfatal runtime error: stack overflow"
            ),
            Some(Breach::StackOverflow)
        );
        assert_eq!(
            judge(signaled(libc::SIGABRT), "memory allocation of 34359738368 bytes failed\n"),
            Some(Breach::OutOfMemory)
        );
        assert_eq!(
            judge(signaled(libc::SIGABRT), "LLVM ERROR: Invalid abbrev number\n"),
            Some(Breach::LlvmFatal("Invalid abbrev number".into()))
        );
        assert_eq!(judge(signaled(libc::SIGXCPU), ""), Some(Breach::CpuTime));
        assert_eq!(judge(signaled(libc::SIGSEGV), ""), Some(Breach::Signal(libc::SIGSEGV)));
        assert_eq!(judge(3 << 8, "some diagnostics"), None, "an exit code is the job's own");
    }
}
