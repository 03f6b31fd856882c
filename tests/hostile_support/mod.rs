//! A generator of hostile inputs: every class of docs/limits.md ("no input
//! crashes, hangs, exhausts or clobbers"), each as a family of cases that
//! vary the shape, place and size of the attack, with what the tool must do
//! about each. `tests/hostile.rs` runs them.
#![allow(dead_code)]

mod bounds;
mod sandbox;

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use std::fmt::Write as _;

/// What a case is about (the issue's classes; `Generalised` marks families
/// this suite adds beyond the issue's examples).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// 1. LLVM aborts or crashes while reading the input.
    LlvmReading,
    /// 2. The JIT runs native code on the host.
    Jit,
    /// 3. Allocation before the limit.
    Allocation,
    /// 4. Output files.
    OutputFiles,
    /// 5. Standard output.
    Stdout,
    /// 6. Unlocated or missing diagnostics.
    Diagnostics,
    /// 7. The opt plugin.
    Plugin,
    /// 8. Memory without bound: findings, write logs, allocas,
    /// the inliner, decode.
    Memory,
    /// 9. Hangs: `test`, budgets, linear scans, the assembler's output.
    Hang,
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::LlvmReading => "llvm-reading",
            Class::Jit => "jit",
            Class::Allocation => "allocation",
            Class::OutputFiles => "output-files",
            Class::Stdout => "stdout",
            Class::Diagnostics => "diagnostics",
            Class::Plugin => "plugin",
            Class::Memory => "memory",
            Class::Hang => "hang",
        }
    }
}

/// Which program runs.
#[derive(Clone, Debug)]
pub enum Tool {
    /// `visa-lower ARGS` (in the case's folder).
    Cli(Vec<String>),
    /// `opt -load-pass-plugin=PLUGIN ARGS`.
    Opt(Vec<String>),
}

/// Where the program's standard output goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stdout {
    Captured,
    /// The case's file of this name, opened to append (the shell's `>>`).
    AppendTo(&'static str),
    /// A pipe whose reader has gone (EPIPE).
    Closed,
    /// `/dev/full` (ENOSPC).
    Full,
}

/// Where standard input comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stdin {
    Null,
    /// `/dev/zero`: endless.
    Zero,
    /// These bytes, then the end.
    Bytes(Vec<u8>),
}

/// Something made in the case's folder besides plain files.
#[derive(Clone, Debug)]
pub enum Setup {
    /// A FIFO with a writer feeding it, a reader draining it, or neither.
    Fifo {
        name: String,
        role: FifoRole,
    },
    Symlink {
        name: String,
        target: String,
    },
    Dir {
        name: String,
        mode: u32,
    },
    /// A character device with the numbers of `/dev/null` (root only; the case is skipped otherwise).
    NullDevice {
        name: String,
    },
    /// A file's permission bits.
    Mode {
        name: String,
        mode: u32,
    },
    /// The vISA object file of `source`, compiled by the tool before the run.
    ObjectFile {
        source: String,
        output: String,
    },
}

#[derive(Clone, Debug)]
pub enum FifoRole {
    Feed(Vec<u8>),
    Drain,
    Idle,
}

/// What the program must do.
#[derive(Clone, Debug)]
pub enum Expect {
    /// Exit 2, the first line of stderr `FILE:LINE:COL: error: ...` containing `contains`.
    Located { file: String, contains: String },
    /// Exit 2, the first line of stderr naming `file` (`error: FILE: ...` or located in it), containing `contains`.
    Rejected { file: String, contains: String },
    /// `opt` with the plugin failing: exit 1, a diagnostic containing `contains`.
    OptError { contains: String },
    /// Exit 1: the report on stdout has a `fault:` line containing `contains`.
    Fault { contains: String },
    /// Exit 0.
    Ok,
    /// Killed by this signal (the case sent it: [`Interrupt::Parent`]).
    Killed { signal: i32 },
    /// Exit 0, a run's verdict (1), or exit 2 with a diagnostic naming
    /// `file`: mutated bitcode may still be a valid module.
    AnyVerdict { file: String },
    /// `opt` with the plugin: exit 0, or exit 1 with a diagnostic (LLVM's own
    /// reading of the input is opt's business, not the plugin's).
    OptDone,
    /// This exit code and nothing on stderr.
    Quiet { code: i32 },
    /// Ends by itself with one of these exit codes (a run's verdict on an
    /// input whose answer is not the point: that it ends is).
    Ends { codes: Vec<i32> },
    /// Exit 0, or exit 2 with a diagnostic about `file` (located in it, or
    /// `error: FILE: in @function, instruction #N:` where the instruction
    /// is one a pass made) whose first line does not contain `never`.
    OkOrRefused { file: String, never: String },
}

/// A check after the run.
#[derive(Clone, Debug)]
pub enum Check {
    FileIs {
        name: String,
        contents: Vec<u8>,
    },
    /// The file exists and starts with these bytes.
    FileStarts {
        name: String,
        prefix: Vec<u8>,
    },
    IsFifo {
        name: String,
    },
    IsCharDevice {
        name: String,
    },
    IsSymlinkTo {
        name: String,
        target: String,
    },
    /// The folder holds exactly these names (no temporary file left behind).
    FolderHolds {
        names: Vec<String>,
    },
    ModeIs {
        name: String,
        mode: u32,
    },
    StdoutAtMost(usize),
    StderrAtMost(usize),
    StdoutContains(String),
    StderrContains(String),
    /// What a FIFO's reader received starts with this.
    FifoGot {
        prefix: Vec<u8>,
    },
    /// The run took at most this many seconds (a limit linear work keeps).
    SecondsAtMost(f64),
    /// Standard output is one JSON value, whole.
    StdoutIsOneJson,
    /// Standard output holds no control character but newlines and tabs
    /// (what the input says is escaped).
    StdoutPlain,
}

/// What the runner does to a case's processes while it runs.
#[derive(Clone, Debug)]
pub enum Interrupt {
    /// Once the tool's worker exists, stop it (SIGSTOP: caught mid-work),
    /// then send `signal` to the tool itself; the worker must not outlive it.
    Parent { signal: i32 },
    /// `after_ms` after the worker exists, send it `signal`.
    Worker { signal: i32, after_ms: u64 },
    /// `after_ms` after the tool has mapped the case's file `name`, cut it to `len` bytes.
    Truncate { name: String, len: u64, after_ms: u64 },
}

/// One hostile input and the tool's expected answer.
#[derive(Clone, Debug)]
pub struct Case {
    pub name: String,
    pub class: Class,
    /// Beyond the issue's examples.
    pub generalised: bool,
    pub files: Vec<(String, Vec<u8>)>,
    pub setup: Vec<Setup>,
    pub tool: Tool,
    pub stdin: Stdin,
    pub stdout: Stdout,
    pub expect: Expect,
    pub checks: Vec<Check>,
    pub interrupt: Option<Interrupt>,
    /// An address-space limit (`RLIMIT_AS`, bytes) for the tool.
    pub address_space: Option<u64>,
    /// Environment variables of the program.
    pub env: Vec<(String, String)>,
}

impl Case {
    fn new(class: Class, name: impl Into<String>, tool: Tool, expect: Expect) -> Case {
        Case {
            name: name.into(),
            class,
            generalised: false,
            files: Vec::new(),
            setup: Vec::new(),
            tool,
            stdin: Stdin::Null,
            stdout: Stdout::Captured,
            expect,
            checks: Vec::new(),
            interrupt: None,
            address_space: None,
            env: Vec::new(),
        }
    }

    fn env(mut self, name: &str, value: &str) -> Case {
        self.env.push((name.to_string(), value.to_string()));
        self
    }

    fn stdin(mut self, stdin: Stdin) -> Case {
        self.stdin = stdin;
        self
    }

    fn file(mut self, name: &str, contents: impl Into<Vec<u8>>) -> Case {
        self.files.push((name.to_string(), contents.into()));
        self
    }

    fn setup(mut self, setup: Setup) -> Case {
        self.setup.push(setup);
        self
    }

    fn check(mut self, check: Check) -> Case {
        self.checks.push(check);
        self
    }

    fn generalised(mut self) -> Case {
        self.generalised = true;
        self
    }

    fn stdout(mut self, stdout: Stdout) -> Case {
        self.stdout = stdout;
        self
    }
}

fn cli(args: &[&str]) -> Tool {
    Tool::Cli(args.iter().map(|s| s.to_string()).collect())
}

fn opt(args: &[&str]) -> Tool {
    Tool::Opt(args.iter().map(|s| s.to_string()).collect())
}

fn located(file: &str, contains: &str) -> Expect {
    Expect::Located { file: file.to_string(), contains: contains.to_string() }
}

fn rejected(file: &str, contains: &str) -> Expect {
    Expect::Rejected { file: file.to_string(), contains: contains.to_string() }
}

fn fault(contains: &str) -> Expect {
    Expect::Fault { contains: contains.to_string() }
}

/// A small kernel every command accepts.
pub const GOOD_LL: &str = "declare <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*>, i32, <4 x i1>, <4 x i32>)

define <4 x i32> @k(<4 x i32 addrspace(1)*> %p) {
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> zeroinitializer)
  ret <4 x i32> %v
}
";

/// A bare `.visaasm` kernel with one input.
const GOOD_VISAASM: &str =
    ".kernel k\n.decl x v_type=G type=ud num_elts=8 align=GRF\n.input x offset=64 size=32\n.function \"k_BB_0_0\"\n    ret (M1, 1)\n";

/// Every case, in a fixed order.
pub fn all_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    llvm_reading(&mut cases);
    jit(&mut cases);
    allocation(&mut cases);
    output_files(&mut cases);
    isa_output(&mut cases);
    assembler_names(&mut cases);
    stdout(&mut cases);
    diagnostics(&mut cases);
    plugin(&mut cases);
    sandbox::cases(&mut cases);
    bounds::cases(&mut cases);
    cases
}

// ---------------------------------------------------------------------------
// 1. LLVM reading the input.

/// Datalayout specifications LLVM 14 calls fatal (`report_fatal_error`).
const FATAL_LAYOUTS: &[&str] = &[
    "e-i32:0",
    "e-ni:0",
    "e-p:64:0",
    "e-p:64:24",
    "e-p:0:64",
    "e-p1:64:0:64",
    "e-i8:16",
    "e-i64:64:32",
    "e-f32:12",
    "e-v128:0",
    "e-S3",
    "e-n0",
    "e-n8:0:32",
    "e-x",
    "e-p:64:64:64:0",
    "e-a:3",
    "e-Fi3",
    "e-m:q",
    "e-i0:8",
];

fn llvm_reading(cases: &mut Vec<Case>) {
    for (i, layout) in FATAL_LAYOUTS.iter().enumerate() {
        let plain = format!("target datalayout = \"{layout}\"\n{GOOD_LL}");
        cases.push(
            Case::new(
                Class::LlvmReading,
                format!("datalayout/{layout}"),
                cli(&["compile", "k.ll", "-o", "out.visaasm"]),
                located("k.ll", "datalayout"),
            )
            .file("k.ll", plain)
            .check(Check::FolderHolds { names: vec!["k.ll".into()] }),
        );
        // Where a line-based check would not look: after a string holding `;`,
        // after a comment between the tokens, split over lines.
        let hidden = match i % 3 {
            0 => format!("@s = global [3 x i8] c\";;\\00\" target datalayout = \"{layout}\"\n{GOOD_LL}"),
            1 => format!("target ; a comment\n  datalayout ; another\n = \"{layout}\"\n{GOOD_LL}"),
            _ => format!("@\"a;b\" = global i8 0   target\ndatalayout=\"{layout}\"\n{GOOD_LL}"),
        };
        cases.push(
            Case::new(
                Class::LlvmReading,
                format!("datalayout-hidden/{i}"),
                cli(&["run", "k.ll"]),
                located("k.ll", "datalayout"),
            )
            .file("k.ll", hidden)
            .generalised(),
        );
    }

    // Deep nesting: LLVM's parser recurses once per level.
    let depth = 400_000;
    let nests: [(&str, String); 5] = [
        ("array-types", format!("@g = global {}i8{} zeroinitializer\n", "[1 x ".repeat(depth), "]".repeat(depth))),
        ("struct-types", format!("@g = global {}i8{} zeroinitializer\n", "{ ".repeat(depth), " }".repeat(depth))),
        ("constant-exprs", format!("@g = global {}i32 1{}\n", "i32 add (".repeat(100_000), ", i32 1)".repeat(100_000))),
        (
            "function-types",
            format!("@g = external global {}void (){}\n", "void (".repeat(depth / 4), "*)".repeat(depth / 4)),
        ),
        ("gep-exprs", {
            let n = 100_000;
            format!("@g = global {}i8* null{}\n", "i8* getelementptr (i8, ".repeat(n), ", i64 1)".repeat(n))
        }),
    ];
    for (what, text) in nests {
        let generalised = what != "array-types" && what != "constant-exprs";
        let mut case = Case::new(
            Class::LlvmReading,
            format!("nesting/{what}"),
            cli(&["compile", "k.ll", "-o", "out.visaasm"]),
            located("k.ll", "out of stack"),
        )
        .file("k.ll", text)
        .check(Check::FolderHolds { names: vec!["k.ll".into()] });
        case.generalised = generalised;
        cases.push(case);
    }
    // Deep metadata: LLVM reads it without recursing; accepted.
    let n = 100_000;
    let metadata = format!("!0 = {}!\"x\"{}\n{GOOD_LL}", "!{".repeat(n), "}".repeat(n));
    cases.push(
        Case::new(Class::LlvmReading, "nesting/metadata", cli(&["compile", "k.ll", "-o", "out.visaasm"]), Expect::Ok)
            .file("k.ll", metadata)
            .generalised(),
    );

    // Bitcode with flipped bits, cut short, or garbage after the magic.
    let bitcode = good_bitcode();
    // Seeded: the suite's inputs are the same in every run.
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    for i in 0..48 {
        let mut bytes = bitcode.clone();
        let flips = 1 + i % 4;
        for _ in 0..flips {
            let at = rng.random_range(4..bytes.len());
            bytes[at] ^= 1 << rng.random_range(0..8);
        }
        let command = if i % 3 == 0 { cli(&["run", "k.bc"]) } else { cli(&["compile", "k.bc", "-o", "out.visaasm"]) };
        let mut case = Case::new(
            Class::LlvmReading,
            format!("bitcode/flipped-{i}"),
            command,
            Expect::AnyVerdict { file: "k.bc".into() },
        )
        .file("k.bc", bytes);
        case.generalised = i >= 4;
        cases.push(case);
    }
    for cut in [5, 12, 33, 64, bitcode.len() / 2, bitcode.len() - 1] {
        cases.push(
            Case::new(
                Class::LlvmReading,
                format!("bitcode/cut-at-{cut}"),
                cli(&["compile", "k.bc", "-o", "out.visaasm"]),
                rejected("k.bc", ""),
            )
            .file("k.bc", bitcode[..cut.min(bitcode.len())].to_vec())
            .check(Check::FolderHolds { names: vec!["k.bc".into()] })
            .generalised(),
        );
    }
    for seed in 0..4u64 {
        let mut bytes = b"BC\xC0\xDE".to_vec();
        let mut r = ChaCha8Rng::seed_from_u64(seed);
        bytes.extend((0..4096).map(|_| r.random::<u8>()));
        cases.push(
            Case::new(
                Class::LlvmReading,
                format!("bitcode/garbage-{seed}"),
                cli(&["compile", "k.bc", "-o", "out.visaasm"]),
                rejected("k.bc", ""),
            )
            .file("k.bc", bytes)
            .generalised(),
        );
    }

    // Intrinsic declarations with signatures the auto-upgrader dereferences.
    let families: &[(&str, &str, &[usize])] = &[
        ("llvm.masked.gather.v2i32.v2p0i32", "<2 x i32>", &[0, 1, 2, 3, 5]),
        ("llvm.masked.scatter.v2i32.v2p0i32", "void", &[0, 1, 3]),
        ("llvm.masked.load.v2i32.p0v2i32", "<2 x i32>", &[0, 2]),
        ("llvm.masked.store.v2i32.p0v2i32", "void", &[0, 3]),
        ("llvm.masked.expandload.v2i32", "<2 x i32>", &[0, 1]),
        ("llvm.masked.compressstore.v2i32", "void", &[0, 2]),
        ("llvm.objectsize.i64.p0i8", "i64", &[0, 1]),
        ("llvm.invariant.start.p0i8", "{}*", &[0, 1]),
        ("llvm.invariant.end.p0i8", "void", &[0, 2]),
        ("llvm.lifetime.start.p0i8", "void", &[0, 1]),
        ("llvm.lifetime.end.p0i8", "void", &[0]),
        ("llvm.experimental.vector.reduce.add.v4i32", "i32", &[0]),
        ("llvm.experimental.vector.reduce.v2.fadd.f32.v4f32", "float", &[0, 1]),
    ];
    for (name, ret, arities) in families {
        for &n in *arities {
            let params = vec!["i32"; n].join(", ");
            let forms = [
                ("one-line", format!("declare {ret} @{name}({params})\n")),
                ("split", format!("declare {ret}\n  @{name}(\n  {params}\n)\n")),
                ("quoted", format!("declare {ret} @\"{name}\"({params}) ; quoted\n")),
            ];
            for (k, (form, decl)) in forms.into_iter().enumerate() {
                let issue_example = (name.starts_with("llvm.masked") && form == "one-line")
                    || (name.starts_with("llvm.objectsize") || name.starts_with("llvm.invariant.start")) && n == 0;
                let command =
                    if k == 1 { cli(&["run", "k.ll"]) } else { cli(&["compile", "k.ll", "-o", "out.visaasm"]) };
                let mut case = Case::new(
                    Class::LlvmReading,
                    format!("intrinsic-declaration/{name}/{n}/{form}"),
                    command,
                    located("k.ll", "operands; this declaration has"),
                )
                .file("k.ll", format!("{GOOD_LL}{decl}"));
                case.generalised = !issue_example;
                cases.push(case);
            }
        }
    }
    // Families the pre-check does not know: whatever LLVM does, the wall holds.
    for (name, ret) in [
        ("llvm.x86.sse41.ptestc", "i32"),
        ("llvm.x86.avx2.gather.d.d", "<4 x i32>"),
        ("llvm.ctlz.i32", "i32"),
        ("llvm.memcpy.p0i8.p0i8.i64", "void"),
        ("llvm.dbg.value", "void"),
        ("llvm.nvvm.ldg.global.i", "i32"),
        ("llvm.arm.neon.vld1.v4i32", "<4 x i32>"),
    ] {
        cases.push(
            Case::new(
                Class::LlvmReading,
                format!("intrinsic-declaration/unchecked/{name}"),
                cli(&["compile", "k.ll", "-o", "out.visaasm"]),
                Expect::AnyVerdict { file: "k.ll".into() },
            )
            .file("k.ll", format!("{GOOD_LL}declare {ret} @{name}()\n"))
            .generalised(),
        );
    }
}

/// The bitcode of [`GOOD_LL`], written by LLVM.
fn good_bitcode() -> Vec<u8> {
    bitcode_of(GOOD_LL)
}

/// The bitcode of `ll`, written by LLVM.
fn bitcode_of(ll: &str) -> Vec<u8> {
    let context = inkwell::context::Context::create();
    let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(ll.as_bytes(), "k.ll");
    let bytes = match context.create_module_from_ir(buffer) {
        Ok(module) => module.write_bitcode_to_memory().as_slice().to_vec(),
        Err(e) => panic!("the suite's own IR does not parse: {e}"),
    };
    bytes
}

// ---------------------------------------------------------------------------
// 2. The JIT.

const SCATTER_DECL: &str =
    "declare void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32>, <4 x i32 addrspace(1)*>, i32, <4 x i1>)\n";
const GATHER_DECL: &str =
    "declare <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*>, i32, <4 x i1>, <4 x i32>)\n";
const ALL_ON: &str = "<4 x i1> <i1 true, i1 true, i1 true, i1 true>";

fn scatter_at(indices: [i64; 4]) -> String {
    let [a, b, c, d] = indices;
    format!(
        "{SCATTER_DECL}define void @k(i32 addrspace(1)* %p) {{\n  %q = getelementptr i32, i32 addrspace(1)* %p, <4 x i64> <i64 {a}, i64 {b}, i64 {c}, i64 {d}>\n  call void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32 addrspace(1)*> %q, i32 4, {ALL_ON})\n  ret void\n}}\n"
    )
}

fn gather_at(indices: [i64; 4]) -> String {
    let [a, b, c, d] = indices;
    format!(
        "{GATHER_DECL}define <4 x i32> @k(i32 addrspace(1)* %p) {{\n  %q = getelementptr i32, i32 addrspace(1)* %p, <4 x i64> <i64 {a}, i64 {b}, i64 {c}, i64 {d}>\n  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %q, i32 4, {ALL_ON}, <4 x i32> zeroinitializer)\n  ret <4 x i32> %v\n}}\n"
    )
}

fn buffer_spec(address: Option<u64>) -> String {
    let at = address.map_or(String::new(), |a| format!("address = {a:#x}\n"));
    format!("[[buffer]]\nname = \"out\"\nsize = 64\n{at}\n[args]\np = \"@out\"\n")
}

fn jit(cases: &mut Vec<Case>) {
    let run = |extra: &[&str]| {
        let mut args = vec!["run", "k.ll", "--engine", "jit", "--launch", "s.toml", "--timeout", "0.3"];
        args.extend_from_slice(extra);
        cli(&args)
    };
    let programs: Vec<(&str, String, &str, bool)> = vec![
        (
            "self-recursion",
            "define i32 @k(i32 %n) {\n  %r = call i32 @k(i32 %n)\n  %s = add i32 %r, 1\n  ret i32 %s\n}\n".into(),
            "overflowed its stack",
            false,
        ),
        (
            "mutual-recursion",
            "define i32 @k(i32 %n) {\n  %r = call i32 @h(i32 %n)\n  ret i32 %r\n}\ndefine i32 @h(i32 %n) {\n  %r = call i32 @k(i32 %n)\n  %s = add i32 %r, 1\n  ret i32 %s\n}\n".into(),
            "overflowed its stack",
            false,
        ),
        ("endless-loop", "define void @k(i32 %n) {\nentry:\n  br label %l\nl:\n  br label %l\n}\n".into(), "CPU time", false),
        (
            "counting-loop",
            "define i64 @k(i64 %n) {\nentry:\n  br label %l\nl:\n  %i = phi i64 [ 0, %entry ], [ %j, %l ]\n  %j = add i64 %i, 1\n  %c = icmp ne i64 %j, 0\n  br i1 %c, label %l, label %x\nx:\n  ret i64 %j\n}\n".into(),
            "CPU time",
            true,
        ),
        ("scatter-below", scatter_at([-100, 1, 2, 3]), "400 byte(s) below buffer `out`", false),
        ("scatter-far-above", scatter_at([0, 1, 2, 1 << 28]), "past the end of buffer `out`", true),
        ("scatter-in-page", scatter_at([0, 1, 2, 16]), "past the end of buffer `out`", true),
        ("gather-below", gather_at([0, -3, 2, 3]), "12 byte(s) below buffer `out`", true),
        ("gather-far", gather_at([0, 1, 2, 1 << 31]), "past the end of buffer `out`", true),
        ("unreachable", "define void @k(i32 %n) {\n  unreachable\n}\n".into(), "the JIT's code", true),
        (
            "trap",
            "declare void @llvm.trap()\ndefine void @k(i32 %n) {\n  call void @llvm.trap()\n  ret void\n}\n".into(),
            "trapped",
            true,
        ),
        (
            "huge-alloca",
            "define i8 @k(i32 %n) {\n  %a = alloca [1073741824 x i8]\n  %p = getelementptr [1073741824 x i8], [1073741824 x i8]* %a, i64 0, i64 1000\n  store volatile i8 1, i8* %p\n  %v = load volatile i8, i8* %p\n  ret i8 %v\n}\n".into(),
            "needs more private memory than the JIT's private stack",
            true,
        ),
    ];
    for (name, ll, message, generalised) in programs {
        let spec = if ll.contains("addrspace(1)* %p") { buffer_spec(None) } else { String::new() };
        // The launch's instruction budget stops loops and recursion first
        // (out of budget: tests/flow.rs); past it, the wall's own limits.
        // A 1 GiB alloca costs 2^30 lane-instructions: past the default
        // budget it is out of budget before it asks for its memory.
        let unbounded: &[&str] = if matches!(message, "CPU time" | "overflowed its stack") || name == "huge-alloca" {
            &["--budget", "1000000000000000"]
        } else {
            &[]
        };
        let mut case = Case::new(Class::Jit, format!("jit/{name}"), run(unbounded), fault(message))
            .file("k.ll", ll)
            .file("s.toml", spec)
            .check(Check::SecondsAtMost(15.0));
        case.generalised = generalised;
        cases.push(case);
    }
    // A buffer at address 0: host memory, not a null pointer.
    cases.push(
        Case::new(Class::Jit, "jit/buffer-at-zero", run(&[]), Expect::Ok)
            .file("k.ll", scatter_at([0, 1, 2, 3]))
            .file("s.toml", buffer_spec(Some(0)))
            .check(Check::StdoutContains("    00000000: 7 7 7 7".into())),
    );
    cases.push(
        Case::new(
            Class::Jit,
            "jit/buffer-at-zero-below",
            run(&[]),
            fault("400 byte(s) below buffer `out` [0x0, 0x40)"),
        )
        .file("k.ll", scatter_at([-100, 1, 2, 3]))
        .file("s.toml", buffer_spec(Some(0)))
        .generalised(),
    );
    cases.push(
        Case::new(Class::Jit, "jit/buffer-at-top", run(&[]), fault("past the end of buffer `out`"))
            .file("k.ll", scatter_at([0, 1, 2, 20]))
            .file("s.toml", buffer_spec(Some(u64::MAX - 127)))
            .generalised(),
    );
    // Between two buffers: the fault is the nearer one's.
    cases.push(
        Case::new(Class::Jit, "jit/below-the-second-buffer", run(&[]), fault("400 byte(s) below buffer `out`"))
            .file("k.ll", scatter_at([-100, 1, 2, 3]))
            .file("s.toml", format!("[[buffer]]\nname = \"first\"\nsize = 64\n{}", buffer_spec(None)))
            .generalised(),
    );
    // Absolute addresses (an offset from null) would reach the JIT process's
    // own memory, not a buffer: refused before any code runs.
    let absolute = scatter_at([0, 1, 2, 3])
        .replace("getelementptr i32, i32 addrspace(1)* %p,", "getelementptr i32, i32 addrspace(1)* null,");
    cases.push(
        Case::new(Class::Jit, "jit/offset-from-null", run(&[]), located("k.ll", "an offset from null"))
            .file("k.ll", absolute)
            .file("s.toml", buffer_spec(None))
            .generalised(),
    );
    // The JSON form of a trapped run.
    cases.push(
        Case::new(Class::Jit, "jit/json-fault", run(&["--json"]), fault(""))
            .file("k.ll", scatter_at([-100, 1, 2, 3]))
            .file("s.toml", buffer_spec(None))
            .check(Check::StdoutContains("\"status\": \"fault\"".into()))
            .generalised(),
    );
}

// ---------------------------------------------------------------------------
// 3. Allocation before the limit.

fn huge_lane_kernels(lanes: u64) -> Vec<(&'static str, String)> {
    let n = lanes;
    vec![
        (
            "masked.gather",
            format!(
                "declare <{n} x i8> @llvm.masked.gather.v{n}i8.v{n}p1i8(<{n} x i8 addrspace(1)*>, i32, <{n} x i1>, <{n} x i8>)\ndefine <{n} x i8> @k(<{n} x i8 addrspace(1)*> %p, <{n} x i1> %m) {{\n  %v = call <{n} x i8> @llvm.masked.gather.v{n}i8.v{n}p1i8(<{n} x i8 addrspace(1)*> %p, i32 1, <{n} x i1> %m, <{n} x i8> undef)\n  ret <{n} x i8> %v\n}}\n"
            ),
        ),
        (
            "masked.scatter",
            format!(
                "declare void @llvm.masked.scatter.v{n}i8.v{n}p3i8(<{n} x i8>, <{n} x i8 addrspace(3)*>, i32, <{n} x i1>)\ndefine void @k(<{n} x i8> %v, <{n} x i8 addrspace(3)*> %p, <{n} x i1> %m) {{\n  call void @llvm.masked.scatter.v{n}i8.v{n}p3i8(<{n} x i8> %v, <{n} x i8 addrspace(3)*> %p, i32 1, <{n} x i1> %m)\n  ret void\n}}\n"
            ),
        ),
        (
            "svm.gather",
            format!(
                "declare <{n} x i32> @llvm.genx.svm.gather.v{n}i32.v{n}i1.v{n}i64(<{n} x i1>, i32, <{n} x i64>, <{n} x i32>)\ndefine <{n} x i32> @k(<{n} x i1> %m, <{n} x i64> %a) {{\n  %v = call <{n} x i32> @llvm.genx.svm.gather.v{n}i32.v{n}i1.v{n}i64(<{n} x i1> %m, i32 0, <{n} x i64> %a, <{n} x i32> undef)\n  ret <{n} x i32> %v\n}}\n"
            ),
        ),
        (
            "load",
            format!(
                "define <{n} x i8> @k(<{n} x i8> addrspace(1)* %p) {{\n  %v = load <{n} x i8>, <{n} x i8> addrspace(1)* %p, align 1\n  ret <{n} x i8> %v\n}}\n"
            ),
        ),
        (
            "store",
            format!(
                "define void @k(<{n} x i32> addrspace(3)* %p) {{\n  store <{n} x i32> zeroinitializer, <{n} x i32> addrspace(3)* %p, align 4\n  ret void\n}}\n"
            ),
        ),
        (
            "masked.load",
            format!(
                "declare <{n} x i32> @llvm.masked.load.v{n}i32.p1v{n}i32(<{n} x i32> addrspace(1)*, i32, <{n} x i1>, <{n} x i32>)\ndefine <{n} x i32> @k(<{n} x i32> addrspace(1)* %p, <{n} x i1> %m) {{\n  %v = call <{n} x i32> @llvm.masked.load.v{n}i32.p1v{n}i32(<{n} x i32> addrspace(1)* %p, i32 4, <{n} x i1> %m, <{n} x i32> zeroinitializer)\n  ret <{n} x i32> %v\n}}\n"
            ),
        ),
        (
            "shufflevector",
            format!(
                "define <{n} x i32> @k(<4 x i32> %a) {{\n  %v = shufflevector <4 x i32> %a, <4 x i32> %a, <{n} x i32> zeroinitializer\n  ret <{n} x i32> %v\n}}\n"
            ),
        ),
        (
            "add",
            format!("define <{n} x i32> @k(<{n} x i32> %a) {{\n  %v = add <{n} x i32> %a, %a\n  ret <{n} x i32> %v\n}}\n"),
        ),
    ]
}

fn allocation(cases: &mut Vec<Case>) {
    for lanes in [4_294_967_295u64, 1 << 20, 65_537] {
        for (kind, ll) in huge_lane_kernels(lanes) {
            let issue_example = lanes == 4_294_967_295 && kind == "masked.gather";
            let commands: [(&str, Tool); 5] = [
                ("compile", cli(&["compile", "k.ll", "-o", "out.visaasm"])),
                ("compile-stats", cli(&["compile", "k.ll", "--stats", "-o", "out.visaasm"])),
                ("run", cli(&["run", "k.ll"])),
                ("reference", cli(&["run", "k.ll", "--engine", "reference"])),
                ("jit", cli(&["run", "k.ll", "--engine", "jit"])),
            ];
            for (what, tool) in commands {
                let mut case =
                    Case::new(Class::Allocation, format!("lanes/{lanes}/{kind}/{what}"), tool, rejected("k.ll", ""))
                        .file("k.ll", ll.clone())
                        .check(Check::SecondsAtMost(20.0))
                        .check(Check::FolderHolds { names: vec!["k.ll".into()] });
                case.generalised = !(issue_example && what == "compile");
                cases.push(case);
            }
            // opt's own parser allocates a shuffle mask per lane before any pass runs.
            if kind == "shufflevector" && lanes > 1 << 20 {
                continue;
            }
            // The passes refuse what they select; other wide code is LLVM's to handle.
            let refused = kind.starts_with("masked.") || ["svm.gather", "load", "store"].contains(&kind);
            let expect = if refused { Expect::OptError { contains: "lanes".into() } } else { Expect::OptDone };
            let mut case = Case::new(
                Class::Plugin,
                format!("plugin/lanes/{lanes}/{kind}"),
                opt(&["-passes=visa-lower-mem", "k.ll", "-S", "-o", "out.ll"]),
                expect,
            )
            .file("k.ll", ll);
            if refused {
                case = case.check(Check::FolderHolds { names: vec!["k.ll".into()] });
            }
            case.generalised = !issue_example;
            cases.push(case);
        }
    }

    // Inputs without end or over the size limits.
    cases.push(Case::new(
        Class::Allocation,
        "input/dev-zero",
        cli(&["compile", "/dev/zero"]),
        rejected("/dev/zero", "larger than"),
    ));
    cases.push(
        Case::new(
            Class::Allocation,
            "input/dev-zero-launch",
            cli(&["run", "k.visaasm", "--launch", "/dev/zero"]),
            rejected("/dev/zero", "larger than"),
        )
        .file("k.visaasm", GOOD_VISAASM),
    );
    let mut from_stdin =
        Case::new(Class::Allocation, "input/stdin-zero", cli(&["compile", "-"]), rejected("<stdin>", "larger than"));
    from_stdin.stdin = Stdin::Zero;
    cases.push(from_stdin.generalised());
    cases.push(
        Case::new(
            Class::Allocation,
            "input/dev-zero-visaasm",
            cli(&["run", "/dev/zero"]),
            rejected("/dev/zero", "larger than"),
        )
        .generalised(),
    );
    // A launch spec of 9 MB: numbers, or one long string.
    let mut big = String::from("[[buffer]]\nname = \"b\"\nelement = \"u8\"\ndata = [");
    while big.len() < 9 << 20 {
        big.push_str("1,2,3,4,5,6,7,8,");
    }
    big.push_str("0]\n");
    cases.push(
        Case::new(
            Class::Allocation,
            "launch/9MB-data",
            cli(&["run", "k.visaasm", "--launch", "s.toml"]),
            rejected("s.toml", "larger than"),
        )
        .file("k.visaasm", GOOD_VISAASM)
        .file("s.toml", big),
    );
    cases.push(
        Case::new(
            Class::Allocation,
            "launch/9MB-string",
            cli(&["run", "k.visaasm", "--launch", "s.toml"]),
            rejected("s.toml", "larger than"),
        )
        .file("k.visaasm", GOOD_VISAASM)
        .file("s.toml", format!("kernel = \"{}\"\n", "k".repeat(9 << 20)))
        .generalised(),
    );
    // Memory totals over the limit, refused before any object is made.
    let sized = |n: usize, size: &str| -> String {
        (0..n).map(|i| format!("[[buffer]]\nname = \"b{i}\"\nsize = {size}\n")).collect()
    };
    let totals: [(&str, String, &str, bool); 6] = [
        ("four-256MiB-buffers", sized(4, "0x1000_0000"), "more than 1024 MiB", false),
        ("one-300MiB-buffer", sized(1, "300_000_000"), "more than the 256 MiB limit", true),
        ("slm-2GiB", "[slm]\nsize = 0x8000_0000\n".into(), "more than the 256 MiB limit", true),
        ("surfaces", (0..5).map(|i| format!("[[surface]]\nbti = {i}\nsize = 0x1000_0000\n")).collect(), "more than 1024 MiB", true),
        ("image-dims", "[[image]]\nname = \"i\"\nbti = 1\nkind = \"3d\"\nformat = \"r32_uint\"\nwidth = 65536\nheight = 65536\ndepth = 65536\n".into(), "larger than 256 MiB", true),
        ("image-mips", "[[image]]\nname = \"i\"\nbti = 1\nkind = \"2d\"\nformat = \"r32_uint\"\nwidth = 4\nheight = 4\nmips = 4000000000\n".into(), "mips must be in 1..=32", true),
    ];
    for (name, spec, message, generalised) in totals {
        let mut case = Case::new(
            Class::Allocation,
            format!("launch/{name}"),
            cli(&["run", "k.visaasm", "--launch", "s.toml"]),
            located("s.toml", message),
        )
        .file("k.visaasm", GOOD_VISAASM)
        .file("s.toml", spec)
        .check(Check::SecondsAtMost(10.0));
        case.generalised = generalised;
        cases.push(case);
    }
    cases.push(
        Case::new(
            Class::Allocation,
            "launch/1025-buffers",
            cli(&["run", "k.visaasm", "--launch", "s.toml"]),
            located("s.toml", "MAX_LAUNCH_OBJECTS"),
        )
        .file("k.visaasm", GOOD_VISAASM)
        .file("s.toml", sized(1025, "1"))
        .generalised(),
    );
    let args: String = (0..5000).map(|i| format!("a{i} = {i}\n")).collect();
    cases.push(
        Case::new(
            Class::Allocation,
            "launch/5000-args",
            cli(&["run", "k.visaasm", "--launch", "s.toml"]),
            located("s.toml", "MAX_LAUNCH_ARGS"),
        )
        .file("k.visaasm", GOOD_VISAASM)
        .file("s.toml", format!("[args]\n{args}"))
        .generalised(),
    );
    cases.push(
        Case::new(
            Class::Allocation,
            "launch/deep-array",
            cli(&["run", "k.visaasm", "--launch", "s.toml"]),
            located("s.toml", ""),
        )
        .file("k.visaasm", GOOD_VISAASM)
        .file("s.toml", format!("data = {}{}\n", "[".repeat(100_000), "]".repeat(100_000)))
        .generalised(),
    );

    // 200,000 instructions that each misbehave: a report of bounded size.
    // (The JSON one smaller: the suite runs on a debug build.)
    for (count, json) in [(200_000, false), (20_000, true)] {
        let mut many = String::from(".kernel k\n.decl offsets v_type=G type=ud num_elts=16 align=GRF\n.decl data v_type=G type=ud num_elts=16 align=GRF\n.function \"k_BB_0_0\"\n");
        for _ in 0..count {
            many.push_str("    scatter4_scaled.R (M1_NM, 16) %slm 0x0:ud offsets.0 data.0\n");
        }
        many.push_str("    ret (M1, 1)\n");
        let mut args = vec!["run", "k.visaasm"];
        if json {
            args.push("--json");
        }
        // The JSON lists 1000 findings, the text 10 (docs/run-output.md).
        let omitted = if json { count - 1000 } else { count - 10 };
        let mut case = Case::new(
            Class::Allocation,
            format!("report/{count}-findings{}", if json { "-json" } else { "" }),
            cli(&args),
            Expect::Ok,
        )
        .file("k.visaasm", many)
        .check(Check::StdoutAtMost(1 << 20))
        .check(Check::StdoutContains(if json {
            format!("\"findings_omitted\": {omitted}")
        } else {
            format!("... and {omitted} more")
        }))
        .check(Check::SecondsAtMost(40.0));
        case.generalised = json;
        cases.push(case);
    }
    // Long alias chains and many inputs: the emulator and verifier stay linear.
    let mut chain = String::from(".kernel k\n.decl v0 v_type=G type=ud num_elts=8 align=GRF\n");
    for i in 1..100_000 {
        let _ = writeln!(chain, ".decl v{i} v_type=G type=ud num_elts=8 align=GRF alias=<v{}, 0>", i - 1);
    }
    chain.push_str(".function \"k_BB_0_0\"\n    ret (M1, 1)\n");
    cases.push(
        Case::new(Class::Allocation, "linear/100000-alias-chain", cli(&["run", "k.visaasm"]), Expect::Ok)
            .file("k.visaasm", chain)
            .check(Check::SecondsAtMost(20.0))
            .generalised(),
    );
    // Many inputs: as many one-byte inputs as fit in the register file after
    // r0/r1 (64..4096 on xehpg) run; 30,000 are refused at the first one past
    // it, with a screenful of the 25,968 errors.
    let inputs = |count: usize| {
        let mut text = String::from(".kernel k\n");
        for i in 0..count {
            let _ = writeln!(text, ".decl v{i} v_type=G type=ub num_elts=1 align=byte");
        }
        for i in 0..count {
            let _ = writeln!(text, ".input v{i} offset={} size=1", 64 + i);
        }
        text + ".function \"k_BB_0_0\"\n    ret (M1, 1)\n"
    };
    cases.push(
        Case::new(Class::Allocation, "linear/4032-inputs", cli(&["run", "k.visaasm"]), Expect::Ok)
            .file("k.visaasm", inputs(4096 - 64))
            .check(Check::SecondsAtMost(20.0))
            .generalised(),
    );
    cases.push(
        Case::new(
            Class::Allocation,
            "linear/30000-inputs",
            cli(&["run", "k.visaasm"]),
            located("k.visaasm", ".input v4032: bytes 4096..4097 lie past the register file"),
        )
        .file("k.visaasm", inputs(30_000))
        .check(Check::StderrContains("25868 more error(s) not shown".into()))
        .check(Check::StderrAtMost(64 << 10))
        .check(Check::SecondsAtMost(20.0))
        .generalised(),
    );

    // 100,000 verifier errors: linear, and a screenful of them.
    let mut errors = String::from(".kernel k\n.decl offsets v_type=G type=ud num_elts=16 align=GRF\n.decl data v_type=G type=ud num_elts=16 align=GRF\n.function \"k_BB_0_0\"\n");
    for _ in 0..100_000 {
        errors.push_str("    scatter4_scaled.0000 (M1_NM, 16) %slm 0x0:ud offsets.0 data.0\n");
    }
    errors.push_str("    ret (M1, 1)\n");
    cases.push(
        Case::new(
            Class::Allocation,
            "verifier/100000-errors",
            cli(&["run", "k.visaasm"]),
            located("k.visaasm", "channel mask 0000"),
        )
        .file("k.visaasm", errors)
        .check(Check::StderrContains("99900 more error(s) not shown".into()))
        .check(Check::StderrAtMost(64 << 10))
        .check(Check::SecondsAtMost(20.0)),
    );
}

// ---------------------------------------------------------------------------
// 4. Output files.

/// How a compiled `GOOD_LL` begins: the vISA text's version line, then its kernel.
const VISAASM_START: &[u8] = b".version 4.1\n.kernel k\n";

fn output_files(cases: &mut Vec<Case>) {
    let compile_to = |out: &str| cli(&["compile", "k.ll", "-o", out]);
    cases.push(
        Case::new(Class::OutputFiles, "output/fifo", compile_to("pipe"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .setup(Setup::Fifo { name: "pipe".into(), role: FifoRole::Drain })
            .check(Check::IsFifo { name: "pipe".into() })
            .check(Check::FifoGot { prefix: VISAASM_START.to_vec() }),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/device", compile_to("null"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .setup(Setup::NullDevice { name: "null".into() })
            .check(Check::IsCharDevice { name: "null".into() }),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/symlink-followed", compile_to("link"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .file("target.visaasm", "old")
            .setup(Setup::Symlink { name: "link".into(), target: "target.visaasm".into() })
            .check(Check::IsSymlinkTo { name: "link".into(), target: "target.visaasm".into() })
            .check(Check::FileStarts { name: "target.visaasm".into(), prefix: VISAASM_START.to_vec() })
            .check(Check::FolderHolds { names: vec!["k.ll".into(), "link".into(), "target.visaasm".into()] }),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/symlink-dangling", compile_to("link"), rejected("link", "symbolic link"))
            .file("k.ll", GOOD_LL)
            .setup(Setup::Symlink { name: "link".into(), target: "missing/file".into() })
            .check(Check::IsSymlinkTo { name: "link".into(), target: "missing/file".into() })
            .check(Check::FolderHolds { names: vec!["k.ll".into(), "link".into()] })
            .generalised(),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/symlink-to-fifo", compile_to("link"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .setup(Setup::Fifo { name: "pipe".into(), role: FifoRole::Drain })
            .setup(Setup::Symlink { name: "link".into(), target: "pipe".into() })
            .check(Check::IsFifo { name: "pipe".into() })
            .check(Check::IsSymlinkTo { name: "link".into(), target: "pipe".into() })
            .check(Check::FifoGot { prefix: VISAASM_START.to_vec() })
            .generalised(),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/directory", compile_to("d"), rejected("d", "directory"))
            .file("k.ll", GOOD_LL)
            .setup(Setup::Dir { name: "d".into(), mode: 0o755 })
            .generalised(),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/enospc", compile_to("/dev/full"), rejected("/dev/full", "No space left"))
            .file("k.ll", GOOD_LL),
    );
    // The old predictable temporary names, planted: a link to a victim and a FIFO.
    let mut planted =
        Case::new(Class::OutputFiles, "output/planted-temporaries", compile_to("out.visaasm"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .file("victim", "precious");
    let mut names = vec!["k.ll".to_string(), "victim".to_string(), "out.visaasm".to_string()];
    for pid in 1..40 {
        let name = format!("out.visaasm.tmp{pid}");
        planted = planted.setup(if pid % 2 == 0 {
            Setup::Symlink { name: name.clone(), target: "victim".into() }
        } else {
            Setup::Fifo { name: name.clone(), role: FifoRole::Idle }
        });
        names.push(name);
    }
    cases.push(
        planted
            .check(Check::FileIs { name: "victim".into(), contents: b"precious".to_vec() })
            .check(Check::FileStarts { name: "out.visaasm".into(), prefix: VISAASM_START.to_vec() })
            .check(Check::FolderHolds { names }),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/keeps-mode", compile_to("out.visaasm"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .file("out.visaasm", "old")
            .setup(Setup::Mode { name: "out.visaasm".into(), mode: 0o640 })
            .check(Check::ModeIs { name: "out.visaasm".into(), mode: 0o640 })
            .check(Check::FileStarts { name: "out.visaasm".into(), prefix: VISAASM_START.to_vec() })
            .generalised(),
    );
    cases.push(
        Case::new(
            Class::OutputFiles,
            "output/unwritable-folder",
            compile_to("ro/out.visaasm"),
            rejected("ro/out.visaasm", "cannot write"),
        )
        .file("k.ll", GOOD_LL)
        .setup(Setup::Dir { name: "ro".into(), mode: 0o555 })
        .generalised(),
    );
    // A failed compile leaves the old output as it was.
    cases.push(
        Case::new(
            Class::OutputFiles,
            "output/failed-compile-keeps-old",
            compile_to("out.visaasm"),
            located("k.ll", "datalayout"),
        )
        .file("k.ll", format!("target datalayout = \"e-i32:0\"\n{GOOD_LL}"))
        .file("out.visaasm", "old")
        .check(Check::FileIs { name: "out.visaasm".into(), contents: b"old".to_vec() })
        .check(Check::FolderHolds { names: vec!["k.ll".into(), "out.visaasm".into()] })
        .generalised(),
    );
}

/// The vISA object file's magic (header chapter, `common_isa_header`).
const ISA_MAGIC: &[u8] = b"CISA";

/// `compile --emit isa` (the object file Intel's assembler reads) goes
/// through the same writer: FIFO, symlink, full device, planted temporaries;
/// a module its header cannot count is refused with nothing written.
fn isa_output(cases: &mut Vec<Case>) {
    let isa_to = |out: &str| cli(&["compile", "k.ll", "--emit", "isa", "-o", out]);
    cases.push(
        Case::new(Class::OutputFiles, "output/isa-fifo", isa_to("pipe"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .setup(Setup::Fifo { name: "pipe".into(), role: FifoRole::Drain })
            .check(Check::IsFifo { name: "pipe".into() })
            .check(Check::FifoGot { prefix: ISA_MAGIC.to_vec() })
            .generalised(),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/isa-symlink-followed", isa_to("link"), Expect::Ok)
            .file("k.ll", GOOD_LL)
            .file("target.isa", "old")
            .setup(Setup::Symlink { name: "link".into(), target: "target.isa".into() })
            .check(Check::IsSymlinkTo { name: "link".into(), target: "target.isa".into() })
            .check(Check::FileStarts { name: "target.isa".into(), prefix: ISA_MAGIC.to_vec() })
            .check(Check::FolderHolds { names: vec!["k.ll".into(), "link".into(), "target.isa".into()] })
            .generalised(),
    );
    cases.push(
        Case::new(Class::OutputFiles, "output/isa-enospc", isa_to("/dev/full"), rejected("/dev/full", "No space left"))
            .file("k.ll", GOOD_LL)
            .generalised(),
    );
    let mut planted = Case::new(Class::OutputFiles, "output/isa-planted-temporaries", isa_to("out.isa"), Expect::Ok)
        .file("k.ll", GOOD_LL)
        .file("victim", "precious");
    let mut names = vec!["k.ll".to_string(), "victim".to_string(), "out.isa".to_string()];
    for pid in 1..20 {
        let name = format!("out.isa.tmp{pid}");
        planted = planted.setup(Setup::Symlink { name: name.clone(), target: "victim".into() });
        names.push(name);
    }
    cases.push(
        planted
            .check(Check::FileIs { name: "victim".into(), contents: b"precious".to_vec() })
            .check(Check::FileStarts { name: "out.isa".into(), prefix: ISA_MAGIC.to_vec() })
            .check(Check::FolderHolds { names })
            .generalised(),
    );
    // 70,000 kernels: more than the header's 16-bit kernel count.
    let mut many = String::new();
    for i in 0..70_000 {
        let _ = writeln!(many, "define void @f{i}() {{\n  ret void\n}}");
    }
    cases.push(
        Case::new(Class::OutputFiles, "output/isa-70000-kernels", isa_to("out.isa"), rejected("k.ll", "65535"))
            .file("k.ll", many)
            .file("out.isa", "old")
            .check(Check::FileIs { name: "out.isa".into(), contents: b"old".to_vec() })
            .check(Check::FolderHolds { names: vec!["k.ll".into(), "out.isa".into()] })
            .check(Check::SecondsAtMost(30.0))
            .generalised(),
    );
}

/// The names the emitter gives the assembler (a legal, unique identifier
/// for any LLVM name): many values or kernels wanting one name cost one
/// look-up each, and reserved or odd names compile (text and object file).
fn assembler_names(cases: &mut Vec<Case>) {
    let splat = format!("<{}>", vec!["i32 1"; 16].join(", "));
    // 20,000 values whose names (`v.v.v...N`, 80+ bytes) are cut to one 64-byte name.
    let mut values = String::from("define <16 x i32> @k(<16 x i32> %x) {\n");
    let mut prev = "%x".to_string();
    for i in 0..20_000 {
        let name = format!("%\"{}{i}\"", "v.".repeat(40));
        let _ = writeln!(values, "  {name} = add <16 x i32> {prev}, {splat}");
        prev = name;
    }
    let _ = writeln!(values, "  ret <16 x i32> {prev}\n}}");
    // 2,000 kernels whose names are cut to one 1023-byte kernel name.
    let mut kernels = String::new();
    for i in 0..2_000 {
        let _ = writeln!(kernels, "define i32 @\"{}{i}\"(i32 %x) {{\n  ret i32 %x\n}}", "f".repeat(1100));
    }
    // Keywords, predefined names, a leading digit, escapes, bytes that are not UTF-8.
    let mut odd = String::new();
    for n in [
        "add",
        "mov",
        "ret",
        "V12",
        "T0",
        "P0",
        "S31",
        "TSS",
        "bti",
        "FILE",
        "0abc",
        "na\\C3\\AFve",
        "\\22q\\22",
        "a b",
        "\\FF\\FE",
        "V12_",
    ] {
        let _ = writeln!(
            odd,
            "define i32 @\"{n}\"(i32 %\"{n}\", i32 %\"{n}.1\") {{\n  %\"{n}.2\" = add i32 %\"{n}\", %\"{n}.1\"\n  ret i32 %\"{n}.2\"\n}}"
        );
    }
    for (name, text) in
        [("20000-values-one-name", values), ("2000-kernels-one-name", kernels), ("reserved-and-odd", odd)]
    {
        for (emit, out, start) in [("visaasm", "out.visaasm", b".version".as_slice()), ("isa", "out.isa", ISA_MAGIC)] {
            cases.push(
                Case::new(
                    Class::Allocation,
                    format!("names/{name}/{emit}"),
                    cli(&["compile", "k.ll", "--emit", emit, "-o", out]),
                    Expect::Ok,
                )
                .file("k.ll", text.clone())
                .check(Check::FileStarts { name: out.into(), prefix: start.to_vec() })
                .check(Check::SecondsAtMost(30.0))
                .generalised(),
            );
        }
    }
}

// ---------------------------------------------------------------------------
// 5. Standard output.

fn stdout(cases: &mut Vec<Case>) {
    let commands: [(&str, Tool, bool); 6] = [
        ("demo", cli(&["demo"]), false),
        ("fuzz", cli(&["fuzz", "--cases", "4", "-q", "--out", "f"]), false),
        ("run-report", cli(&["run", "k.visaasm"]), true),
        ("run-json", cli(&["run", "k.visaasm", "--json"]), true),
        ("compile", cli(&["compile", "k.ll"]), true),
        ("compile-isa", cli(&["compile", "k.ll", "--emit", "isa"]), true),
    ];
    for (name, tool, generalised) in commands {
        for (sink, how) in [("closed", Stdout::Closed), ("full", Stdout::Full)] {
            let expect = match how {
                Stdout::Closed => Expect::Quiet { code: 2 },
                _ => Expect::Rejected { file: "<stdout>".into(), contains: "No space left".into() },
            };
            let mut case = Case::new(Class::Stdout, format!("stdout/{name}/{sink}"), tool.clone(), expect)
                .file("k.ll", GOOD_LL)
                .file("k.visaasm", GOOD_VISAASM)
                .stdout(how);
            case.generalised = generalised;
            cases.push(case);
        }
    }
}

// ---------------------------------------------------------------------------
// 6. Unlocated or missing diagnostics.

fn diagnostics(cases: &mut Vec<Case>) {
    let run_visaasm = cli(&["run", "k.visaasm", "--launch", "s.toml"]);
    let launch_cases: [(&str, Vec<u8>, &str, bool); 6] = [
        ("unknown-arg", b"[args]\nx = 1\nnosuch = 2\n".to_vec(), "unknown argument `nosuch`", false),
        ("unknown-kernel", b"kernel = \"nosuch\"\n".to_vec(), "no kernel named `nosuch`", false),
        ("invalid-utf8-kernel", b"kernel = \"k\xff\xfe\"\n".to_vec(), "not valid UTF-8", false),
        ("100000-unknown-args", unknown_args(100_000), "MAX_LAUNCH_ARGS", false),
        ("3000-unknown-args", unknown_args(3000), "and 2990 more", true),
        ("invalid-utf8-comment", b"# \xc3\x28\nkernel = \"k\"\n".to_vec(), "not valid UTF-8", true),
    ];
    for (name, spec, message, generalised) in launch_cases {
        let mut case = Case::new(
            Class::Diagnostics,
            format!("launch-visaasm/{name}"),
            run_visaasm.clone(),
            located("s.toml", message),
        )
        .file("k.visaasm", GOOD_VISAASM)
        .file("s.toml", spec)
        .check(Check::StderrAtMost(8 << 10));
        case.generalised = generalised;
        cases.push(case);
    }
    // The same spec mistakes for an IR kernel.
    cases.push(
        Case::new(
            Class::Diagnostics,
            "launch-ll/unknown-kernel",
            cli(&["run", "k.ll", "--launch", "s.toml"]),
            located("s.toml", "no function `@nosuch`"),
        )
        .file("k.ll", GOOD_LL)
        .file("s.toml", "kernel = \"nosuch\"\n")
        .generalised(),
    );
    // A 1 MB line quoted by a diagnostic.
    let long = format!("@g = global [4 x i8] c\"{}\" bogus\n", "a".repeat(1 << 20));
    cases.push(
        Case::new(Class::Diagnostics, "long-line/ll", cli(&["compile", "k.ll"]), located("k.ll", ""))
            .file("k.ll", long)
            .check(Check::StderrAtMost(4 << 10)),
    );
    let long_visaasm = format!(".kernel k\n    bogus {}\n", "x".repeat(1 << 20));
    cases.push(
        Case::new(Class::Diagnostics, "long-line/visaasm", cli(&["run", "k.visaasm"]), located("k.visaasm", ""))
            .file("k.visaasm", long_visaasm)
            .check(Check::StderrAtMost(4 << 10))
            .generalised(),
    );
    let long_toml = format!("kernel = \"k\"\nx = \"{}\"\n", "y".repeat(1 << 20));
    cases.push(
        Case::new(Class::Diagnostics, "long-line/launch", run_visaasm.clone(), located("s.toml", ""))
            .file("k.visaasm", GOOD_VISAASM)
            .file("s.toml", long_toml)
            .check(Check::StderrAtMost(4 << 10))
            .generalised(),
    );
    // Pass names.
    for (name, args, message, generalised) in [
        ("print-after-unknown", vec!["compile", "k.ll", "--print-after", "nosuch"], "unknown pass `nosuch`", false),
        ("print-after-empty", vec!["compile", "k.ll", "--print-after="], "names no pass", true),
        ("passes-unknown", vec!["compile", "k.ll", "--passes", "select,nosuch"], "unknown pass `nosuch`", false),
    ] {
        let mut case = Case::new(
            Class::Diagnostics,
            format!("pass-names/{name}"),
            Tool::Cli(args.iter().map(|s| s.to_string()).collect()),
            Expect::Rejected { file: String::new(), contains: message.into() },
        )
        .file("k.ll", GOOD_LL);
        case.generalised = generalised;
        cases.push(case);
    }
    // fuzz --out where nothing can be written.
    for (name, out, setup, message, generalised) in [
        ("file", "taken", None, "is not a folder", false),
        ("unwritable", "ro/sub", Some(Setup::Dir { name: "ro".into(), mode: 0o555 }), "cannot be written", false),
        ("under-a-file", "taken/sub", None, "cannot be written", true),
        ("dev-null", "/dev/null", None, "is not a folder", true),
    ] {
        let mut case = Case::new(
            Class::Diagnostics,
            format!("fuzz-out/{name}"),
            cli(&["fuzz", "--cases", "1", "-q", "--out", out]),
            Expect::Rejected { file: String::new(), contains: message.into() },
        )
        .file("taken", "a file")
        .check(Check::FileIs { name: "taken".into(), contents: b"a file".to_vec() });
        if let Some(setup) = setup {
            case = case.setup(setup);
        }
        case.generalised = generalised;
        cases.push(case);
    }
}

/// `[args]` with `n` keys no kernel has.
fn unknown_args(n: usize) -> Vec<u8> {
    let mut s = String::from("[args]\n");
    for i in 0..n {
        let _ = writeln!(s, "a{i} = 1");
    }
    s.into_bytes()
}

// ---------------------------------------------------------------------------
// 7. The opt plugin.

fn plugin(cases: &mut Vec<Case>) {
    cases.push(
        Case::new(
            Class::Plugin,
            "plugin/fifo-input",
            opt(&["-passes=visa-lower-mem", "in.ll", "-S", "-o", "out.ll"]),
            Expect::Ok,
        )
        .setup(Setup::Fifo { name: "in.ll".into(), role: FifoRole::Feed(GOOD_LL.as_bytes().to_vec()) })
        .check(Check::SecondsAtMost(20.0)),
    );
    let bad = huge_lane_kernels(4_294_967_295).remove(0).1;
    cases.push(
        Case::new(
            Class::Plugin,
            "plugin/fifo-input-error",
            opt(&["-passes=visa-lower-mem", "in.ll", "-S", "-o", "out.ll"]),
            Expect::OptError { contains: "in.ll: in @k, instruction #0: select:".into() },
        )
        .setup(Setup::Fifo { name: "in.ll".into(), role: FifoRole::Feed(bad.into_bytes()) })
        .check(Check::SecondsAtMost(20.0))
        .generalised(),
    );
    cases.push(
        Case::new(
            Class::Plugin,
            "plugin/device-input",
            opt(&["-passes=visa-lower-mem", "/dev/null", "-S", "-o", "out.ll"]),
            Expect::Ok,
        )
        .check(Check::SecondsAtMost(20.0))
        .generalised(),
    );
}
