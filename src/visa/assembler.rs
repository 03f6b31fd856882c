//! Intel's vISA assemblers as the judges of this project's output.
//!
//! `GenX_IR` reads `.visaasm` (and vISA object files) and compiles them to
//! Gen assembly for a platform, without a GPU. Two of them judge: IGC
//! 1.0.12504's (Debian 12's `libigc-tools`) and IGC 1.0.17791's (Debian
//! sid's, which knows MTL and XE2; `scripts/fetch_genx_ir.sh` fetches it),
//! each on the platforms it knows ([`Judge`]). [`assemble`] runs one on a
//! program in a scratch folder of its own (the assembler writes its outputs
//! beside its input), with a time limit, and says whether it accepted the
//! program, with the assembler's own messages when it did not: a program is
//! accepted when the assembler exits cleanly (no crash, no internal error,
//! no failed assertion) and the Gen assembly of each of its kernels ends the
//! thread (the EOT send, [`ends_thread`]). [`rejections`] judges many
//! kernels with every judge at once. The tests (`tests/it/assembler.rs`)
//! and `visa-lower fuzz` use it; where the assemblers are, [`find`] says.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::visa::{Kernel, KernelAttr, Program, UnitKind};
use crate::Platform;

/// The assembler's program name.
pub const PROGRAM: &str = "GenX_IR";

/// How long one program may take (a kernel takes a few milliseconds).
const TIME_LIMIT: Duration = Duration::from_secs(120);

/// One of the assemblers that judge this project's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Judge {
    /// IGC 1.0.12504: Debian 12's `libigc-tools` (`GenX_IR` on `PATH`).
    Igc12504,
    /// IGC 1.0.17791: `libigc-tools` of Debian's sid suite, which needs a
    /// newer C library than Debian 12's: `scripts/fetch_genx_ir.sh` unpacks
    /// it with that library into a private folder, not installed.
    Igc17791,
}

impl Judge {
    pub const ALL: [Judge; 2] = [Judge::Igc12504, Judge::Igc17791];

    /// IGC's version.
    pub fn version(self) -> &'static str {
        match self {
            Judge::Igc12504 => "1.0.12504",
            Judge::Igc17791 => "1.0.17791",
        }
    }

    /// The environment variable that names the program.
    pub fn env(self) -> &'static str {
        match self {
            Judge::Igc12504 => "VISA_LOWER_GENX_IR",
            Judge::Igc17791 => "VISA_LOWER_GENX_IR_17791",
        }
    }

    /// The platforms it judges, by its `-platform` names. 12504 lists MTL
    /// too, but cannot write MTL's Gen assembly ("failed to re-decode binary
    /// for asm output"); 17791 reads SKL, but IGC of that age no longer
    /// compiles for Gen9. MTL (mtl) and XE2 (xe2) are judged by 17791 alone.
    pub fn platform_names(self) -> &'static [&'static str] {
        match self {
            Judge::Igc12504 => &["SKL", "TGLLP", "DG2", "PVC"],
            Judge::Igc17791 => &["TGLLP", "DG2", "PVC", "MTL", "XE2"],
        }
    }

    /// Whether it judges `platform`.
    pub fn knows(self, platform: Platform) -> bool {
        self.platform_names().contains(&platform.desc().assembler_name)
    }

    /// The project's platforms it judges.
    pub fn platforms(self) -> impl Iterator<Item = Platform> {
        Platform::ALL.into_iter().filter(move |&p| self.knows(p))
    }

    /// Whether it reads vISA object files (17791's reads `.visaasm` only).
    pub fn reads_object_files(self) -> bool {
        self == Judge::Igc12504
    }

    /// How to have it, for messages.
    pub fn how_to_get(self) -> String {
        match self {
            Judge::Igc12504 => {
                format!("install Debian 12's `libigc-tools` (`.ci/run` does), or name the program in ${}", self.env())
            }
            Judge::Igc17791 => format!(
                "run `scripts/fetch_genx_ir.sh` (`.ci/run` does; it unpacks Debian sid's libigc-tools into {}), or \
                 name the program in ${}",
                cache_folder().map_or_else(|| "a cache folder".to_string(), |p| p.display().to_string()),
                self.env()
            ),
        }
    }
}

impl std::fmt::Display for Judge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{PROGRAM} {}", self.version())
    }
}

/// An assembler found on this machine.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Assembler {
    pub judge: Judge,
    pub path: PathBuf,
}

/// Where `scripts/fetch_genx_ir.sh` unpacks IGC 1.0.17791 (its
/// `$VISA_LOWER_CACHE`, else `$XDG_CACHE_HOME/visa-lower`, else
/// `~/.cache/visa-lower`).
pub fn cache_folder() -> Option<PathBuf> {
    let root = std::env::var_os("VISA_LOWER_CACHE").map(PathBuf::from).or_else(|| {
        let xdg = std::env::var_os("XDG_CACHE_HOME").map(PathBuf::from).filter(|p| p.is_absolute());
        xdg.or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))
            .map(|c| c.join("visa-lower"))
    })?;
    Some(root.join(format!("genx_ir-{}", Judge::Igc17791.version())))
}

/// `judge` on this machine: the program its environment variable names;
/// else 12504's `GenX_IR` on `PATH`, 17791's wrapper in
/// [`cache_folder`]. `Err` says what is missing and how to have it.
pub fn find(judge: Judge) -> Result<Assembler, String> {
    let found = match std::env::var_os(judge.env()) {
        Some(path) => Some(PathBuf::from(path)).filter(|p| p.is_file()),
        None => match judge {
            Judge::Igc12504 => std::env::var_os("PATH")
                .and_then(|path| std::env::split_paths(&path).map(|dir| dir.join(PROGRAM)).find(|p| p.is_file())),
            Judge::Igc17791 => cache_folder().map(|dir| dir.join(PROGRAM)).filter(|p| p.is_file()),
        },
    };
    found.map(|path| Assembler { judge, path }).ok_or_else(|| {
        let named = std::env::var(judge.env()).map(|p| format!(" (${} names {p}, which is no file)", judge.env()));
        format!("Intel's vISA assembler {judge} is not here{}: {}", named.unwrap_or_default(), judge.how_to_get())
    })
}

/// Both judges, or what is missing.
pub fn find_all() -> Result<Vec<Assembler>, String> {
    let (found, missing): (Vec<_>, Vec<_>) = Judge::ALL.into_iter().map(find).partition(Result::is_ok);
    if missing.is_empty() {
        Ok(found.into_iter().flatten().collect())
    } else {
        Err(missing.into_iter().filter_map(Result::err).collect::<Vec<_>>().join("; "))
    }
}

/// What the assembler is given.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// A `.visaasm` program.
    Text(&'a str),
    /// A vISA object file (`compile --emit isa`, `crate::visa::binary::isa_file`).
    Object(&'a [u8]),
}

/// What the assembler made of a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted. With `binary`, the size of the Gen binary it wrote;
    /// `spill_bytes` when register allocation spilled (see [`spill_note`]);
    /// for an object file, the `.visaasm` the assembler's own disassembler
    /// makes of it; `gen_assembly`, the Gen assembly of each kernel it wrote
    /// (by file name: one per kernel that names its file with
    /// `OutputAsmPath`, else the last kernel's, named after the input).
    Accepted {
        gen_binary_bytes: Option<u64>,
        spill_bytes: Option<u64>,
        disassembly: Option<String>,
        gen_assembly: Vec<(String, String)>,
    },
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
/// It always writes the Gen assembly (`-output`): a kernel whose Gen code
/// does not end its thread ([`ends_thread`]) is a rejection, as are a crash
/// (a signal), an internal compiler error and a failed assertion. An object
/// file is also disassembled (`-dumpcommonisa`). `Err` when the assembler
/// could not be run (or does not read object files).
pub fn assemble(assembler: &Assembler, input: Input<'_>, platform: Platform, binary: bool) -> Result<Verdict, String> {
    let name = assembler.judge;
    if matches!(input, Input::Object(_)) && !name.reads_object_files() {
        return Err(format!("{name} does not read vISA object files"));
    }
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
    let mut args = vec![file, "-platform", platform.desc().assembler_name, "-output"];
    if binary {
        args.push("-binary");
    }
    if matches!(input, Input::Object(_)) {
        args.push("-dumpcommonisa");
    }
    let mut child = Command::new(&assembler.path)
        .args(&args)
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", assembler.path.display()))?;
    // Its output is read while it runs: one that says more than a pipe
    // holds (64 KiB) must not block on a full pipe until the time limit.
    let readers = [child.stdout.take().map(read_capped), child.stderr.take().map(read_capped)];
    let start = Instant::now();
    let status = loop {
        match child.try_wait().map_err(|e| format!("waiting for {}: {e}", assembler.path.display()))? {
            Some(status) => break status,
            None if start.elapsed() > TIME_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                return Ok(Verdict::Rejected(format!("{name} did not finish in {} s", TIME_LIMIT.as_secs())));
            }
            None => std::thread::sleep(Duration::from_millis(2)),
        }
    };
    let [stdout, stderr] = readers.map(|r| r.and_then(|r| r.join().ok()).unwrap_or_default());
    let mut said = String::from_utf8_lossy(&stdout).into_owned();
    said.push_str(&String::from_utf8_lossy(&stderr));
    // Instruction errors go to a file of their own.
    if let Ok(errors) = std::fs::read_to_string(dir.path().join("k.errors.txt")) {
        said.push_str(&errors);
    }
    // Each repeats its command line first (12504 on stdout, 17791 on stderr).
    let echo = args.join(" ");
    let said = said
        .lines()
        .filter(|l| {
            !l.trim().is_empty() && !(l.ends_with(&echo) && l[..l.len() - echo.len()].trim_end().ends_with(PROGRAM))
        })
        .collect::<Vec<_>>()
        .join("\n");
    let spill_bytes = spill_note(&said);
    // A failure status (1; 255 reading an object file) and nothing said
    // but the spill note: compiled, its outputs written (checked below).
    let spilled_only = status.code().is_some() && spill_bytes.is_some();
    if !(status.success() || spilled_only) {
        let how = status.code().map_or_else(|| "was killed by a signal".to_string(), |c| format!("exited with {c}"));
        return Ok(Verdict::Rejected(format!("{name} {how}: {said}")));
    }
    if let Some(assertion) = failed_assertion(&said) {
        return Ok(Verdict::Rejected(format!("{name} exited with 0, but an assertion of it failed: {assertion}")));
    }
    if let Some(line) = said.lines().find(|l| l.contains("internal compiler error")) {
        return Ok(Verdict::Rejected(format!("{name} exited with 0 after an internal compiler error: {line}")));
    }
    let written: Vec<PathBuf> =
        std::fs::read_dir(dir.path()).map(|entries| entries.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    // Reading an object file, it names its outputs after the kernel's
    // (absent) OutputAsmPath attribute: `.dat`, `.visaasm`, `.asm`.
    let output_named = |ext: &str| {
        // `.dat` has no extension to `Path`: match the name's end.
        let suffix = format!(".{ext}");
        written.iter().filter(|p| p.to_string_lossy().ends_with(&suffix) && !p.ends_with(file)).min().cloned()
    };
    let gen_binary_bytes = if binary {
        match output_named("dat").and_then(|p| std::fs::metadata(p).ok()) {
            Some(m) if m.len() > 0 => Some(m.len()),
            _ => return Ok(Verdict::Rejected(format!("{name} -binary wrote no Gen binary (.dat): {said}"))),
        }
    } else {
        None
    };
    let disassembly = match input {
        Input::Object(_) => match output_named("visaasm").and_then(|p| std::fs::read_to_string(p).ok()) {
            Some(text) => Some(text),
            None => return Ok(Verdict::Rejected(format!("{name} -dumpcommonisa wrote no .visaasm: {said}"))),
        },
        Input::Text(_) => None,
    };
    let mut gen_assembly: Vec<(String, String)> = written
        .iter()
        .filter(|p| p.to_string_lossy().ends_with(".asm"))
        .filter_map(|p| {
            let text = std::fs::read_to_string(p).ok()?;
            Some((p.file_name()?.to_string_lossy().into_owned(), text))
        })
        .collect();
    gen_assembly.sort();
    // An object file holds kernels only (`isa_file`).
    let has_kernel = match input {
        Input::Text(text) => text.lines().any(|l| l.trim_start().starts_with(".kernel ")),
        Input::Object(_) => true,
    };
    if has_kernel && gen_assembly.is_empty() {
        return Ok(Verdict::Rejected(format!("{name} -output wrote no Gen assembly (.asm): {said}")));
    }
    if let Some((file, _)) = gen_assembly.iter().find(|(_, asm)| !ends_thread(asm)) {
        return Ok(Verdict::Rejected(format!(
            "{name}'s Gen assembly ({file}) has no end-of-thread send (EOT): the kernel's `ret` does not end its \
             thread, which then never ends (does its body start with its entry label, `.function \"K_BB_0_0\"`?)"
        )));
    }
    Ok(Verdict::Accepted { gen_binary_bytes, spill_bytes, disassembly, gen_assembly })
}

/// Whether Gen assembly `asm` ends a thread: a `send` whose options carry
/// `EOT` (`send.gtwy (1|M0) null r127 null:0 0x0 0x02000010 {EOT,A@1}`;
/// `send.ts` on TGLLP).
pub fn ends_thread(asm: &str) -> bool {
    asm.lines().any(|line| {
        let code = line.split("//").next().unwrap_or("");
        // After the predicate (`(W)`, `(f0.0)`), the mnemonic.
        let rest = code.trim_start();
        let rest = if rest.starts_with('(') { rest.split_once(')').map_or("", |(_, r)| r) } else { rest };
        let is_send = rest.trim_start().starts_with("send");
        let options = code.rsplit_once('{').and_then(|(_, o)| o.split_once('}')).map_or("", |(o, _)| o);
        is_send && options.split(',').any(|o| o.trim() == "EOT")
    })
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

/// What `assemblers` say against each of `kernels` on `platform`, as if
/// each were assembled alone as `compile` writes it (a one-kernel program,
/// no `-binary`), by every one of them that knows the platform: `None` when
/// each accepts the kernel, else the first rejection, with its judge's
/// name. The assembler compiles every kernel of a file to Gen code, and a
/// rejection of any one of them rejects the file; so the kernels go through
/// one run (named apart: a file's kernel names must differ; each writing
/// its Gen assembly to a file of its own, `OutputAsmPath`, so that each is
/// checked for its end of thread), and only when that run rejects are they
/// assembled again one by one, which names the kernel and gives the
/// assembler's words for it alone. Starting the assembler costs more than
/// assembling a small kernel.
pub fn rejections(assemblers: &[Assembler], platform: Platform, kernels: &[Kernel]) -> Vec<Option<String>> {
    let mut verdicts = vec![None; kernels.len()];
    for assembler in assemblers.iter().filter(|a| a.judge.knows(platform)) {
        let pending: Vec<usize> = (0..kernels.len()).filter(|&i| verdicts[i].is_none()).collect();
        let said = judge_batch(assembler, platform, &pending.iter().map(|&i| &kernels[i]).collect::<Vec<_>>());
        for (i, said) in pending.into_iter().zip(said) {
            verdicts[i] = said.map(|s| format!("{} on {}: {s}", assembler.judge, platform.desc().assembler_name));
        }
    }
    verdicts
}

/// [`rejections`] by one assembler.
fn judge_batch(assembler: &Assembler, platform: Platform, kernels: &[&Kernel]) -> Vec<Option<String>> {
    if kernels.len() > 1 {
        let renamed = kernels.iter().enumerate().map(|(i, k)| {
            let mut k = Kernel { name: format!("{}_{i}", k.name), ..(*k).clone() };
            if k.kind == UnitKind::Kernel {
                k.attrs.push(KernelAttr { name: "OutputAsmPath".into(), value: Some(format!("\"k{i}\"")) });
            }
            k
        });
        let text =
            crate::visa::text::print::print_program(&Program { kernels: renamed.collect(), ..Program::default() });
        let each_written = |asm: &[(String, String)]| asm.len() == kernels.len();
        if let Ok(Verdict::Accepted { gen_assembly, .. }) = assemble(assembler, Input::Text(&text), platform, false) {
            if each_written(&gen_assembly) {
                return vec![None; kernels.len()];
            }
        }
    }
    let alone = |kernel: &&Kernel| {
        let text = crate::visa::text::print::print_program(&Program {
            kernels: vec![(*kernel).clone()],
            ..Program::default()
        });
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
/// message" into a failure status (1; 255 reading an object file) after
/// compiling the kernel and writing its outputs; IGC itself, the same code built into the driver, does not (its
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The EOT send as each platform's Gen assembly spells it; a `ret`
    /// through a register and a send without EOT do not end the thread.
    #[test]
    fn the_end_of_thread_send_is_what_ends_a_thread() {
        let dg2 = "(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           \
                   {EOT,A@1} // wr:1+0, rd:0; end of thread // $27";
        let tgllp = "(W)     send.ts (1|M0)           null     r127    null    0x0            0x02000010           \
                     {EOT,@1} // wr:1+0, rd:0; end of thread // $27";
        let skl = "(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} \
                   // wr:1+0, rd:0; spawner; end of thread // $27";
        for asm in [dg2, tgllp, skl] {
            assert!(ends_thread(&format!("// header\n{asm}\n")), "{asm}");
        }
        let ret = "        ret (32|M0)                          r0.2                             {A@1}                  // $26";
        let send =
            "(W)     send.dc1 (8|M0)          null     r9      r3:1    0x0            0x020D42FF           {A@1,$2} \
                    // EOT in a comment";
        assert!(!ends_thread(&format!("{ret}\n{send}\n")));
        assert!(!ends_thread("        mov (1|M0)  r1.0<1>:ud  r2.0<0;1,0>:ud  {EOT}\n"));
    }

    /// Each judge's platforms, by the project's names: mtl and xe2 by 17791
    /// alone.
    #[test]
    fn each_judge_judges_the_platforms_it_knows() {
        let names = |j: Judge| j.platforms().map(|p| p.name()).collect::<Vec<_>>();
        assert_eq!(names(Judge::Igc12504), ["gen9", "xelp", "xehpg", "xehpc"]);
        assert_eq!(names(Judge::Igc17791), ["xelp", "xehpg", "xehpc", "mtl", "xe2"]);
        assert!(Judge::Igc12504.reads_object_files() && !Judge::Igc17791.reads_object_files());
        assert_eq!(Judge::Igc17791.to_string(), "GenX_IR 1.0.17791");
    }
}
