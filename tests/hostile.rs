//! The hostile-input suite (docs/limits.md): every case of
//! `tests/hostile_support` run through the `visa-lower` binary (or `opt`
//! with the plugin) in a folder of its own, one test per case. Each must end
//! by itself within the time limit, never by a signal or a panic, with the
//! exit code and diagnostic shape the case expects, and leave the files the
//! case checks as they should be.

mod hostile_support;
mod llvm_tools;

use hostile_support::{all_cases, Case, Check, Expect, FifoRole, Interrupt, Setup, Stdin, Stdout, Tool};
use libtest_mimic::{Arguments, Failed, Trial};
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// No case may take longer than this (a hang is a failure, not a wait).
const TIME_LIMIT: Duration = Duration::from_secs(60);

struct Ran {
    code: Option<i32>,
    signal: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    seconds: f64,
    fifo_got: Vec<u8>,
    /// The tool's worker was still alive after the tool had died.
    worker_outlived: bool,
}

fn make_fifo(path: &Path) -> Result<(), String> {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
    // SAFETY: a valid path string.
    if unsafe { libc::mkfifo(c.as_ptr(), 0o644) } != 0 {
        return Err(format!("mkfifo {}: {}", path.display(), std::io::Error::last_os_error()));
    }
    Ok(())
}

/// Makes the case's files; `Ok(false)` when the case cannot be set up here
/// (a device node without root).
fn set_up(case: &Case, dir: &Path) -> Result<bool, String> {
    for (name, contents) in &case.files {
        std::fs::write(dir.join(name), contents).map_err(|e| format!("{name}: {e}"))?;
    }
    for setup in &case.setup {
        match setup {
            Setup::Fifo { name, .. } => make_fifo(&dir.join(name))?,
            Setup::Symlink { name, target } => {
                std::os::unix::fs::symlink(target, dir.join(name)).map_err(|e| format!("{name}: {e}"))?
            }
            Setup::Dir { name, mode } => {
                std::fs::create_dir(dir.join(name)).map_err(|e| format!("{name}: {e}"))?;
                std::fs::set_permissions(dir.join(name), std::fs::Permissions::from_mode(*mode))
                    .map_err(|e| e.to_string())?;
            }
            Setup::Mode { name, mode } => {
                std::fs::set_permissions(dir.join(name), std::fs::Permissions::from_mode(*mode))
                    .map_err(|e| e.to_string())?
            }
            Setup::ObjectFile { source, output } => {
                let made = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
                    .current_dir(dir)
                    .args(["compile", "--emit", "isa", "-o", output, source])
                    .status()
                    .map_err(|e| e.to_string())?;
                if !made.success() {
                    return Err(format!("compiling {source} to {output} failed"));
                }
            }
            Setup::NullDevice { name } => {
                let c =
                    std::ffi::CString::new(dir.join(name).as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
                // SAFETY: a valid path; the numbers of /dev/null (1, 3).
                if unsafe { libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 3)) } != 0 {
                    return Ok(false);
                }
            }
        }
    }
    Ok(true)
}

/// A folder that read-only permissions do not stop root from writing into
/// (root ignores them): such cases are skipped for root.
fn needs_non_root(case: &Case) -> bool {
    case.setup.iter().any(|s| matches!(s, Setup::Dir { mode, .. } if mode & 0o200 == 0))
}

fn is_root() -> bool {
    // SAFETY: plain getter.
    unsafe { libc::geteuid() == 0 }
}

fn run(case: &Case, dir: &Path) -> Result<Ran, String> {
    let mut command = match &case.tool {
        Tool::Cli(args) => {
            let mut c = Command::new(env!("CARGO_BIN_EXE_visa-lower"));
            c.args(args);
            c
        }
        Tool::Opt(args) => {
            let plugin = llvm_tools::plugin_path()?;
            let mut c = Command::new(llvm_tools::llvm_bin_dir().join("opt"));
            c.arg(format!("-load-pass-plugin={}", plugin.display())).args(args);
            c
        }
    };
    command.current_dir(dir).stderr(Stdio::piped()).env_remove("VISA_LOWER_WALL");
    // `{dir}` in a value is the case's folder.
    let folder = dir.display().to_string();
    command.envs(case.env.iter().map(|(k, v)| (k, v.replace("{dir}", &folder))));
    let mut feed = None;
    command.stdin(match &case.stdin {
        Stdin::Null => Stdio::null(),
        Stdin::Zero => Stdio::from(std::fs::File::open("/dev/zero").map_err(|e| e.to_string())?),
        Stdin::Bytes(bytes) => {
            feed = Some(bytes.clone());
            Stdio::piped()
        }
    });
    let mut closed_reader = None;
    match case.stdout {
        Stdout::Captured => {
            command.stdout(Stdio::piped());
        }
        Stdout::AppendTo(name) => {
            let file = std::fs::OpenOptions::new().append(true).create(true).open(dir.join(name));
            command.stdout(Stdio::from(file.map_err(|e| e.to_string())?));
        }
        Stdout::Full => {
            command.stdout(Stdio::from(
                std::fs::OpenOptions::new().write(true).open("/dev/full").map_err(|e| e.to_string())?,
            ));
        }
        Stdout::Closed => {
            let (reader, writer) = std::io::pipe().map_err(|e| e.to_string())?;
            command.stdout(Stdio::from(writer));
            closed_reader = Some(reader);
        }
    }
    // FIFOs: a reader that collects what the tool writes, a writer that feeds it.
    let mut fifo_threads = Vec::new();
    for setup in &case.setup {
        if let Setup::Fifo { name, role } = setup {
            let path = dir.join(name);
            match role.clone() {
                FifoRole::Drain => fifo_threads.push((
                    path.clone(),
                    true,
                    std::thread::spawn(move || {
                        let mut got = Vec::new();
                        if let Ok(mut f) = std::fs::File::open(&path) {
                            let _ = f.read_to_end(&mut got);
                        }
                        got
                    }),
                )),
                FifoRole::Feed(bytes) => fifo_threads.push((
                    path.clone(),
                    false,
                    std::thread::spawn(move || {
                        if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&path) {
                            let _ = std::io::Write::write_all(&mut f, &bytes);
                        }
                        Vec::new()
                    }),
                )),
                FifoRole::Idle => {}
            }
        }
    }
    if let Some(limit) = case.address_space {
        use std::os::unix::process::CommandExt;
        // SAFETY: only setrlimit between fork and exec.
        unsafe {
            command.pre_exec(move || {
                let rlimit = libc::rlimit { rlim_cur: limit, rlim_max: limit };
                if libc::setrlimit(libc::RLIMIT_AS, &rlimit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
    let start = Instant::now();
    let mut child = command.spawn().map_err(|e| format!("cannot start: {e}"))?;
    let worker = match &case.interrupt {
        Some(interrupt) => interrupt_run(interrupt, child.id() as i32, dir)?,
        None => None,
    };
    // The reader of a closed stdout has gone before the tool writes.
    drop(closed_reader);
    if let (Some(bytes), Some(mut pipe)) = (feed, child.stdin.take()) {
        std::thread::spawn(move || std::io::Write::write_all(&mut pipe, &bytes));
    }
    let mut out_pipe = child.stdout.take();
    let mut err_pipe = child.stderr.take();
    let out_thread = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(p) = out_pipe.as_mut() {
            let _ = p.read_to_end(&mut v);
        }
        v
    });
    let err_thread = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(p) = err_pipe.as_mut() {
            let _ = p.read_to_end(&mut v);
        }
        v
    });
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if start.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("hung: still running after {} s", TIME_LIMIT.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let seconds = start.elapsed().as_secs_f64();
    let worker_outlived = worker.is_some_and(outlives);
    // Release FIFO threads the tool never met (a reader or writer blocked in open).
    let mut fifo_got = Vec::new();
    for (path, drains, thread) in fifo_threads {
        let _ = std::fs::OpenOptions::new().read(!drains).write(drains).custom_flags(libc::O_NONBLOCK).open(&path);
        if let Ok(got) = thread.join() {
            if drains {
                fifo_got = got;
            }
        }
    }
    use std::os::unix::process::ExitStatusExt;
    Ok(Ran {
        code: status.code(),
        signal: status.signal(),
        stdout: out_thread.join().unwrap_or_default(),
        stderr: err_thread.join().unwrap_or_default(),
        seconds,
        fifo_got,
        worker_outlived,
    })
}

/// The children of process `pid`.
fn children_of(pid: i32) -> Vec<i32> {
    let list = std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).unwrap_or_default();
    list.split_whitespace().filter_map(|p| p.parse().ok()).collect()
}

/// Does to the tool (`pid`) what `interrupt` says; returns the worker it
/// stopped, whose fate is judged after the tool ends.
fn interrupt_run(interrupt: &Interrupt, pid: i32, dir: &Path) -> Result<Option<i32>, String> {
    let find_worker = || {
        let start = Instant::now();
        loop {
            if let Some(&worker) = children_of(pid).first() {
                return Ok(worker);
            }
            if start.elapsed() > Duration::from_secs(20) {
                return Err("the tool started no worker".to_string());
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    };
    match interrupt {
        Interrupt::Parent { signal } => {
            let worker = find_worker()?;
            // The worker is held while its tool dies, then let go: one
            // stopped before it armed its death signal must still see that
            // its parent is gone (`getppid`) and end without writing.
            // SAFETY: signals to processes this test started.
            unsafe {
                libc::kill(worker, libc::SIGSTOP);
                libc::kill(pid, *signal);
            }
            let start = Instant::now();
            while !gone(pid) && start.elapsed() < Duration::from_secs(5) {
                std::thread::sleep(Duration::from_millis(1));
            }
            // SAFETY: as above.
            unsafe { libc::kill(worker, libc::SIGCONT) };
            Ok(Some(worker))
        }
        Interrupt::Worker { signal, after_ms } => {
            let worker = find_worker()?;
            std::thread::sleep(Duration::from_millis(*after_ms));
            // SAFETY: a signal to a process this test started.
            unsafe { libc::kill(worker, *signal) };
            Ok(None)
        }
        Interrupt::Truncate { name, len, after_ms } => {
            // Once the tool has mapped the file.
            let path = dir.join(name);
            let path = path.to_string_lossy();
            let start = Instant::now();
            while !std::fs::read_to_string(format!("/proc/{pid}/maps")).unwrap_or_default().contains(path.as_ref()) {
                if start.elapsed() > Duration::from_secs(20) {
                    return Err(format!("the tool never mapped {name}"));
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            std::thread::sleep(Duration::from_millis(*after_ms));
            let file = std::fs::OpenOptions::new().write(true).open(dir.join(name)).map_err(|e| e.to_string())?;
            file.set_len(*len).map_err(|e| e.to_string())?;
            Ok(None)
        }
    }
}

/// Whether process `pid` has ended (gone, or a zombie).
fn gone(pid: i32) -> bool {
    let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // `pid (comm) S ...`: the state follows the last `)`.
    matches!(
        state.rsplit_once(')').map(|(_, rest)| rest.trim_start().chars().next()),
        None | Some(Some('Z')) | Some(Some('X')) | Some(None)
    )
}

/// Whether `worker` is still alive (not gone, not a zombie) 3 s after its
/// tool died; one that is is killed.
fn outlives(worker: i32) -> bool {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) {
        if gone(worker) {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // SAFETY: a process this test started, left stopped.
    unsafe { libc::kill(worker, libc::SIGKILL) };
    true
}

/// A character that does something on a terminal other than show: control
/// characters (but newlines and tabs) and the bidirectional overrides.
fn acts_on_a_terminal(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The first line of stderr, and whether it is `FILE:LINE:COL: error: `.
fn located_in(first: &str, file: &str) -> bool {
    let Some(rest) = first.strip_prefix(file).and_then(|r| r.strip_prefix(':')) else { return false };
    let mut parts = rest.splitn(3, ':');
    let numbers = parts.next().is_some_and(|l| l.parse::<u32>().is_ok())
        && parts.next().is_some_and(|c| c.parse::<u32>().is_ok());
    numbers && parts.next().is_some_and(|m| m.starts_with(" error: "))
}

fn judge(case: &Case, ran: &Ran, dir: &Path) -> Result<(), String> {
    let stderr = String::from_utf8_lossy(&ran.stderr);
    let stdout = String::from_utf8_lossy(&ran.stdout);
    // The diagnostic: the first line that says `error:` (statistics may come first).
    let first = stderr.lines().find(|l| l.contains("error: ")).or_else(|| stderr.lines().next()).unwrap_or("");
    let shown = || {
        let cut = |s: &str| s.chars().take(1500).collect::<String>();
        format!("exit {:?}, signal {:?}\nstderr:\n{}\nstdout:\n{}", ran.code, ran.signal, cut(&stderr), cut(&stdout))
    };
    if ran.worker_outlived {
        return Err(format!("the worker outlived the tool (it was killed by the test)\n{}", shown()));
    }
    if let Expect::Killed { signal } = case.expect {
        if ran.signal != Some(signal) {
            return Err(format!("expected death by signal {signal}\n{}", shown()));
        }
    } else if let Some(signal) = ran.signal {
        return Err(format!("killed by signal {signal}\n{}", shown()));
    }
    for forbidden in ["panicked at", "LLVM ERROR", "Stack dump", "fatal runtime error", "PLEASE submit"] {
        if stderr.contains(forbidden) {
            return Err(format!("stderr shows `{forbidden}`\n{}", shown()));
        }
    }
    // A diagnostic is its own lines: nothing of the input moves the cursor
    // (a carriage return, an escape sequence) or starts a line of its own.
    if let Some(c) = stderr.chars().find(|&c| acts_on_a_terminal(c)) {
        return Err(format!("stderr holds the control character {:?} unescaped\n{}", c, shown()));
    }
    let code = ran.code.unwrap_or(-1);
    let expect_code =
        |want: i32| if code == want { Ok(()) } else { Err(format!("exit {code}, expected {want}\n{}", shown())) };
    let names_file = |file: &str| {
        file.is_empty()
            || located_in(first, file)
            || first.starts_with(&format!("error: {file}: "))
            || first.starts_with("error: --")
    };
    match &case.expect {
        Expect::Located { file, contains } => {
            expect_code(2)?;
            if !located_in(first, file) || !first.contains(contains.as_str()) {
                return Err(format!("expected `{file}:LINE:COL: error: ...{contains}...`\n{}", shown()));
            }
        }
        Expect::Rejected { file, contains } => {
            expect_code(2)?;
            let shape = if file.is_empty() { first.starts_with("error: ") } else { names_file(file) };
            if !shape || !first.contains(contains.as_str()) {
                return Err(format!("expected a diagnostic naming `{file}` containing `{contains}`\n{}", shown()));
            }
        }
        Expect::OptError { contains } => {
            expect_code(1)?;
            if !stderr.contains("error: ") || !stderr.contains(contains.as_str()) {
                return Err(format!("expected opt's diagnostic containing `{contains}`\n{}", shown()));
            }
        }
        Expect::Fault { contains } => {
            expect_code(1)?;
            let text = stdout.lines().any(|l| l.starts_with("fault: ") && l.contains(contains.as_str()));
            let json = stdout.contains("\"status\": \"fault\"") && stdout.contains(contains.as_str());
            if !(text || json) {
                return Err(format!("expected a `fault:` containing `{contains}`\n{}", shown()));
            }
        }
        Expect::Ok => expect_code(0)?,
        Expect::Killed { .. } => {}
        Expect::AnyVerdict { file } => {
            if !(code == 0 || code == 1 || (code == 2 && names_file(file))) {
                return Err(format!("expected exit 0 or 1, or exit 2 with a diagnostic naming `{file}`\n{}", shown()));
            }
        }
        Expect::OptDone => {
            if !(code == 0 || (code == 1 && stderr.contains("error: "))) {
                return Err(format!("expected exit 0, or exit 1 with a diagnostic\n{}", shown()));
            }
        }
        Expect::OkOrRefused { file, never } => {
            let about = located_in(first, file) || first.starts_with(&format!("error: {file}: in @"));
            let refused = code == 2 && about && !first.contains(never.as_str());
            if !(code == 0 || refused) {
                return Err(format!(
                    "expected exit 0, or `{file}:LINE:COL: error: ...` without `{never}`\n{}",
                    shown()
                ));
            }
        }
        Expect::Ends { codes } => {
            if !codes.contains(&code) {
                return Err(format!("exit {code}, expected one of {codes:?}\n{}", shown()));
            }
        }
        Expect::Quiet { code: want } => {
            expect_code(*want)?;
            if !stderr.is_empty() {
                return Err(format!("expected nothing on stderr\n{}", shown()));
            }
        }
    }
    for check in &case.checks {
        if let Some(what) = failed_check(check, ran, dir, &stdout, &stderr) {
            return Err(format!("{what}\n{}", shown()));
        }
    }
    Ok(())
}

/// What is wrong after the run, by `check`.
fn failed_check(check: &Check, ran: &Ran, dir: &Path, stdout: &str, stderr: &str) -> Option<String> {
    let meta = |name: &str| std::fs::symlink_metadata(dir.join(name)).ok();
    match check {
        Check::FileIs { name, contents } if std::fs::read(dir.join(name)).ok().as_ref() != Some(contents) => {
            Some(format!("{name} is not as it should be"))
        }
        Check::FileStarts { name, prefix } if !std::fs::read(dir.join(name)).is_ok_and(|b| b.starts_with(prefix)) => {
            Some(format!("{name} does not start with {:?}", String::from_utf8_lossy(prefix)))
        }
        Check::IsFifo { name } if !meta(name).is_some_and(|m| m.file_type().is_fifo()) => {
            Some(format!("{name} is no longer a FIFO"))
        }
        Check::IsCharDevice { name } if !meta(name).is_some_and(|m| m.file_type().is_char_device()) => {
            Some(format!("{name} is no longer a device"))
        }
        Check::IsSymlinkTo { name, target }
            if std::fs::read_link(dir.join(name)).ok().as_deref() != Some(Path::new(target)) =>
        {
            Some(format!("{name} is no longer a link to {target}"))
        }
        Check::FolderHolds { names } => {
            let mut have: Vec<String> = std::fs::read_dir(dir)
                .ok()?
                .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
                .collect();
            let mut want = names.clone();
            have.sort();
            want.sort();
            (have != want).then(|| format!("the folder holds {have:?}, expected {want:?}"))
        }
        Check::ModeIs { name, mode } => {
            let have = std::fs::metadata(dir.join(name)).map(|m| m.permissions().mode() & 0o7777).unwrap_or(0);
            (have != *mode).then(|| format!("{name} has mode {have:o}, expected {mode:o}"))
        }
        Check::StdoutAtMost(n) if ran.stdout.len() > *n => {
            Some(format!("stdout is {} bytes, more than {n}", ran.stdout.len()))
        }
        Check::StderrAtMost(n) if ran.stderr.len() > *n => {
            Some(format!("stderr is {} bytes, more than {n}", ran.stderr.len()))
        }
        Check::StdoutContains(s) if !stdout.contains(s.as_str()) => Some(format!("stdout lacks `{s}`")),
        Check::StderrContains(s) if !stderr.contains(s.as_str()) => Some(format!("stderr lacks `{s}`")),
        Check::FifoGot { prefix } if !ran.fifo_got.starts_with(prefix) => {
            Some(format!("the FIFO's reader got {} bytes, not the output", ran.fifo_got.len()))
        }
        Check::SecondsAtMost(limit) if ran.seconds > *limit => {
            Some(format!("took {:.1} s, more than {limit} s", ran.seconds))
        }
        Check::StdoutIsOneJson if serde_json::from_slice::<serde_json::Value>(&ran.stdout).is_err() => {
            Some("stdout is not one whole JSON value".to_string())
        }
        Check::StdoutPlain => {
            stdout.chars().find(|&c| acts_on_a_terminal(c)).map(|c| format!("stdout holds {c:?} unescaped"))
        }
        _ => None,
    }
}

fn run_case(case: &Case) -> Result<(), Failed> {
    if needs_non_root(case) && is_root() {
        // Root writes into read-only folders: there is nothing to refuse.
        return Ok(());
    }
    let dir = tempfile::Builder::new().prefix("visa-lower-hostile-").tempdir().map_err(|e| e.to_string())?;
    if !set_up(case, dir.path())? {
        return Ok(());
    }
    let ran = run(case, dir.path())?;
    if let Ok(path) = std::env::var("HOSTILE_TIMES") {
        use std::io::Write;
        if let Ok(mut f) = std::fs::OpenOptions::new().append(true).create(true).open(path) {
            let _ = writeln!(f, "{:.2} {}", ran.seconds, case.name);
        }
    }
    judge(case, &ran, dir.path()).map_err(Failed::from)
}

fn main() {
    let args = Arguments::from_args();
    let cases = all_cases();
    // The suite's figures, for the record (cargo test -- --nocapture shows them).
    let classes: std::collections::BTreeSet<_> = cases.iter().map(|c| c.class).collect();
    let generalised = cases.iter().filter(|c| c.generalised).count();
    eprintln!(
        "hostile: {} cases in {} classes ({} beyond the issue's examples)",
        cases.len(),
        classes.len(),
        generalised
    );
    // The README states the suite's size: read from the cases, never typed.
    let figure = format!("{},{:03} cases over the {} classes", cases.len() / 1000, cases.len() % 1000, classes.len());
    let readme_states_the_figure = Trial::test("hostile::readme::case-count", move || {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
            .map_err(|e| format!("README.md: {e}"))?;
        match readme.contains(&figure) {
            true => Ok(()),
            false => Err(format!("README.md should say `{figure}` of tests/hostile.rs").into()),
        }
    });
    let trials = cases
        .into_iter()
        .map(|case| {
            let name = format!("hostile::{}::{}", case.class.name(), case.name);
            Trial::test(name, move || run_case(&case))
        })
        .chain(std::iter::once(readme_states_the_figure))
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    // The largest resident set of any process a case started (the tool, its
    // workers, `opt`), for the record: every case is bounded well below 2 GB.
    // SAFETY: getrusage writes only the struct it is given.
    let peak_kib = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) == 0 {
            usage.ru_maxrss
        } else {
            -1
        }
    };
    eprintln!("hostile: peak resident set of any case's processes: {} MiB", peak_kib / 1024);
    conclusion.exit();
}
