//! Intel's vISA assembler as the judge of this project's output.
//!
//! `GenX_IR` (Debian's `libigc-tools`, IGC 1.0.12504) reads `.visaasm` and
//! compiles it to Gen assembly for a platform, without a GPU. [`assemble`]
//! runs it on a program in a scratch folder of its own (the assembler writes
//! its outputs beside its input), with a time limit, and says whether it
//! accepted the program, with the assembler's own messages when it did not;
//! [`rejections`] judges many kernels in one run. The tests
//! (`tests/it/assembler.rs`) and `visa-lower fuzz` use it; where the
//! assembler is, [`find`] says.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::visa::{Kernel, Program};
use crate::Platform;

/// The assembler's program name.
pub const PROGRAM: &str = "GenX_IR";

/// The environment variable that names the assembler, when it is not
/// `GenX_IR` on `PATH`.
pub const ENV: &str = "VISA_LOWER_GENX_IR";

/// How long one kernel may take (it takes a few milliseconds).
const TIME_LIMIT: Duration = Duration::from_secs(120);

/// The assembler: `$VISA_LOWER_GENX_IR` if set, else `GenX_IR` on `PATH`.
pub fn find() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(ENV) {
        let path = PathBuf::from(path);
        return path.is_file().then_some(path);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(PROGRAM)).find(|p| p.is_file())
}

/// What the assembler is given.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// A `.visaasm` program.
    Text(&'a str),
    /// A vISA object file (`compile --emit isa`, `crate::visa::isa_file`).
    Object(&'a [u8]),
}

/// What the assembler made of a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted. With `binary`, the size of the Gen binary it wrote;
    /// `spill_bytes` when register allocation spilled (see [`spill_note`]);
    /// for an object file, the `.visaasm` the assembler's own disassembler
    /// makes of it.
    Accepted { gen_binary_bytes: Option<u64>, spill_bytes: Option<u64>, disassembly: Option<String> },
    /// Rejected (or it failed): everything it said.
    Rejected(String),
}

impl Verdict {
    pub fn is_accepted(&self) -> bool {
        matches!(self, Verdict::Accepted { .. })
    }
}

/// Runs `assembler` on `input` for `platform`; with `binary`, also asks for
/// the Gen binary (`-binary`), and an empty or missing one is a rejection.
/// An object file is also disassembled (`-dumpcommonisa`). `Err` when the
/// assembler could not be run.
pub fn assemble(assembler: &Path, input: Input<'_>, platform: Platform, binary: bool) -> Result<Verdict, String> {
    let dir = tempfile::Builder::new()
        .prefix("visa-lower-asm-")
        .tempdir()
        .map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    let (file, bytes) = match input {
        Input::Text(text) => ("k.visaasm", text.as_bytes()),
        Input::Object(bytes) => ("k.isa", bytes),
    };
    let path = dir.path().join(file);
    std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let mut command = Command::new(assembler);
    command.arg(file).arg("-platform").arg(platform.desc().assembler_name);
    if binary {
        command.arg("-binary");
    }
    if matches!(input, Input::Object(_)) {
        command.arg("-dumpcommonisa");
    }
    let mut child = command
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", assembler.display()))?;
    // Its output is read while it runs: one that says more than a pipe
    // holds (64 KiB) must not block on a full pipe until the time limit.
    let readers = [child.stdout.take().map(read_capped), child.stderr.take().map(read_capped)];
    let start = Instant::now();
    let status = loop {
        match child.try_wait().map_err(|e| format!("waiting for {}: {e}", assembler.display()))? {
            Some(status) => break status,
            None if start.elapsed() > TIME_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                return Ok(Verdict::Rejected(format!("{PROGRAM} did not finish in {} s", TIME_LIMIT.as_secs())));
            }
            None => std::thread::sleep(Duration::from_millis(2)),
        }
    };
    let [stdout, stderr] = readers.map(|r| r.and_then(|r| r.join().ok()).unwrap_or_default());
    // The first line of its output repeats its command line.
    let stdout = String::from_utf8_lossy(&stdout);
    let mut said = stdout.split_once('\n').map_or("", |(_, rest)| rest).to_string();
    said.push_str(&String::from_utf8_lossy(&stderr));
    // Instruction errors go to a file of their own.
    if let Ok(errors) = std::fs::read_to_string(dir.path().join("k.errors.txt")) {
        said.push_str(&errors);
    }
    let said = said.lines().filter(|l| !l.trim().is_empty()).collect::<Vec<_>>().join("\n");
    let spill_bytes = spill_note(&said);
    let spilled_only = status.code() == Some(1) && spill_bytes.is_some();
    if !(status.success() || spilled_only) {
        let how = status.code().map_or_else(|| "was killed by a signal".to_string(), |c| format!("exited with {c}"));
        return Ok(Verdict::Rejected(format!("{PROGRAM} {how}: {said}")));
    }
    if let Some(assertion) = failed_assertion(&said) {
        return Ok(Verdict::Rejected(format!("{PROGRAM} exited with 0, but an assertion of it failed: {assertion}")));
    }
    // Reading an object file, it names its outputs after the kernel's
    // (absent) OutputAsmPath attribute: `.dat`, `.visaasm`.
    let output_named = |ext: &str| {
        let named = std::fs::read_dir(dir.path()).ok()?.flatten().map(|e| e.path());
        // `.dat` has no extension to `Path`: match the name's end.
        let suffix = format!(".{ext}");
        named.filter(|p| p.to_string_lossy().ends_with(&suffix) && !p.ends_with(file)).min()
    };
    let gen_binary_bytes = if binary {
        match output_named("dat").and_then(|p| std::fs::metadata(p).ok()) {
            Some(m) if m.len() > 0 => Some(m.len()),
            _ => return Ok(Verdict::Rejected(format!("{PROGRAM} -binary wrote no Gen binary (.dat): {said}"))),
        }
    } else {
        None
    };
    let disassembly = match input {
        Input::Object(_) => match output_named("visaasm").and_then(|p| std::fs::read_to_string(p).ok()) {
            Some(text) => Some(text),
            None => return Ok(Verdict::Rejected(format!("{PROGRAM} -dumpcommonisa wrote no .visaasm: {said}"))),
        },
        Input::Text(_) => None,
    };
    Ok(Verdict::Accepted { gen_binary_bytes, spill_bytes, disassembly })
}

/// The most of each of the assembler's output streams kept: its messages
/// for one kernel are lines, not megabytes; the rest is read and dropped.
const OUTPUT_KEPT: usize = 1 << 20;

/// Reads `stream` to its end on a thread of its own, keeping the first
/// [`OUTPUT_KEPT`] bytes.
fn read_capped(mut stream: impl std::io::Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let (mut kept, mut chunk) = (Vec::new(), [0u8; 1 << 16]);
        loop {
            match stream.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => kept.extend_from_slice(&chunk[..n.min(OUTPUT_KEPT.saturating_sub(kept.len()))]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        kept
    })
}

/// What the assembler says against each of `kernels` on `platform`, as if
/// each were assembled alone as `compile` writes it (a one-kernel program,
/// no `-binary`): `None` when it accepts the kernel, else its messages. The
/// assembler compiles every kernel of a file to Gen code, and a rejection of
/// any one of them rejects the file; so the kernels go through one run
/// (named apart: a file's kernel names must differ), and only when that run
/// rejects are they assembled again one by one, which names the kernel and
/// gives the assembler's words for it alone. Starting the assembler costs
/// more than assembling a small kernel.
pub fn rejections(assembler: &Path, platform: Platform, kernels: &[Kernel]) -> Vec<Option<String>> {
    if kernels.len() > 1 {
        let renamed = kernels.iter().enumerate().map(|(i, k)| Kernel { name: format!("{}_{i}", k.name), ..k.clone() });
        let text = crate::visa::print::print_program(&Program { kernels: renamed.collect(), ..Program::default() });
        if assemble(assembler, Input::Text(&text), platform, false).is_ok_and(|v| v.is_accepted()) {
            return vec![None; kernels.len()];
        }
    }
    let alone = |kernel: &Kernel| {
        let text = crate::visa::print::print_program(&Program { kernels: vec![kernel.clone()], ..Program::default() });
        match assemble(assembler, Input::Text(&text), platform, false) {
            Ok(Verdict::Accepted { .. }) => None,
            Ok(Verdict::Rejected(said)) => Some(said),
            Err(e) => Some(format!("the assembler could not be run: {e}")),
        }
    };
    kernels.iter().map(alone).collect()
}

/// A failed internal check of the assembler (`./visa/BuildIRImpl.cpp:180
/// INPUT payload execeeds the register number`): its release build prints
/// the message and carries on, often to exit status 0 (or to a crash).
/// The program is not one it can compile.
pub fn failed_assertion(said: &str) -> Option<&str> {
    said.lines().map(str::trim).find(|l| {
        l.strip_prefix("./visa/").and_then(|rest| rest.split_once(':')).is_some_and(|(file, rest)| {
            file.ends_with(".cpp") || file.ends_with(".h") || file.ends_with(".hpp")
        } && rest.starts_with(|c: char| c.is_ascii_digit()))
    })
}

/// The spill memory the assembler's messages report, when they are nothing
/// but its note that register allocation spilled ("Spill memory used = N
/// bytes for kernel K / Compiling kernel with spill code may degrade
/// performance"). The stand-alone assembler turns any such "critical
/// message" into exit status 1 after compiling the kernel and writing its
/// outputs; IGC itself, the same code built into the driver, does not (its
/// builder's own comment: the status is changed only outside the driver).
/// A spill is a note on register pressure, not a rejection of the input.
pub fn spill_note(said: &str) -> Option<u64> {
    let mut bytes = None;
    for line in said.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("Spill memory used = ") {
            bytes = rest.split_whitespace().next()?.parse::<u64>().ok();
        } else if !(line.starts_with("Compiling kernel with spill code") || line == "[vISA Finalizer Messages]") {
            return None;
        }
    }
    bytes
}
