//! Bounds: every engine and subcommand bounded in memory and time, and
//! diagnostics that cannot lie. Each reproducer kind of the attack these
//! cases answer (`issue_example`) and its generalisations: other widths, spaces,
//! platforms, engines, sizes and commands. Large inputs are made here, at
//! test time.

use super::*;

pub fn cases(cases: &mut Vec<Case>) {
    emulator_findings(cases);
    reference_findings(cases);
    allocas_in_loops(cases);
    inliner(cases);
    decode(cases);
    test_command(cases);
    lane_budgets(cases);
    splitter(cases);
    visaasm_kernel_names(cases);
    assembler_output(cases);
    control_characters(cases);
    file_names(cases);
    skipped_passes(cases);
    stdin_by_content(cases);
    top_of_memory(cases);
}

const PLATFORMS: [&str; 4] = ["gen9", "xelp", "xehpg", "xehpc"];

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// `<n x i1>` all true.
fn all_on(n: usize) -> String {
    format!("<{}>", vec!["i1 true"; n].join(", "))
}

/// `<n x i32>` 1..=n.
fn iota(n: usize) -> String {
    format!("<{}>", (1..=n).map(|i| format!("i32 {i}")).collect::<Vec<_>>().join(", "))
}

/// A loop that scatters `lanes` lanes to one address of address space
/// `space` (1: global, 3: SLM) every trip, forever: a finding each trip.
fn overlapping_scatter(lanes: usize, space: u32) -> String {
    let ptr = format!("i32 addrspace({space})*");
    let vptr = format!("<{lanes} x {ptr}>");
    format!(
        "declare void @llvm.masked.scatter.v{lanes}i32.v{lanes}p{space}i32(<{lanes} x i32>, {vptr}, i32, <{lanes} x i1>)\n\
define void @k({ptr} %p) {{\nentry:\n  br label %loop\nloop:\n\
  %q = insertelement {vptr} undef, {ptr} %p, i32 0\n\
  %s = shufflevector {vptr} %q, {vptr} undef, <{lanes} x i32> zeroinitializer\n\
  call void @llvm.masked.scatter.v{lanes}i32.v{lanes}p{space}i32(<{lanes} x i32> {}, {vptr} %s, i32 4, <{lanes} x i1> {})\n\
  br label %loop\n}}\n",
        iota(lanes),
        all_on(lanes)
    )
}

/// The launch of [`overlapping_scatter`]: a buffer `out` (global) or the SLM.
fn overlapping_spec(space: u32) -> String {
    match space {
        3 => "[slm]\nsize = 256\n[args]\np = 0\n".to_string(),
        _ => "[[buffer]]\nname = \"out\"\nsize = 64\n[args]\np = \"@out\"\n".to_string(),
    }
}

/// Every emulator finding was kept (a 7-line kernel: 7.9 GB): now a report
/// lists 1000 and counts the rest as they are made, in text and JSON, run
/// alone or verified, on every platform.
fn emulator_findings(cases: &mut Vec<Case>) {
    for platform in PLATFORMS {
        for lanes in [2, 4, 8, 16, 32] {
            for space in [1, 3] {
                // About 1,200 trips of ~3 lanes-instructions per lane.
                let budget = (1200 * (3 * lanes + 1) + 100).to_string();
                for (mode, extra) in [("text", None), ("json", Some("--json")), ("verify", Some("--verify"))] {
                    let mut list =
                        vec!["run", "k.ll", "--launch", "s.toml", "--platform", platform, "--budget", &budget];
                    list.extend(extra);
                    let issue_example = platform == "xehpg" && lanes == 16 && space == 1 && mode == "verify";
                    let omitted = if mode == "json" { "\"findings_omitted\": " } else { "more (--json lists 1000)" };
                    let mut case = Case::new(
                        Class::Memory,
                        format!("findings/emulator/{platform}/{lanes}-lanes/addrspace{space}/{mode}"),
                        Tool::Cli(args(&list)),
                        Expect::Ends { codes: vec![1] },
                    )
                    .file("k.ll", overlapping_scatter(lanes, space))
                    .file("s.toml", overlapping_spec(space))
                    .check(Check::StdoutContains(omitted.into()))
                    .check(Check::StdoutAtMost(2 << 20))
                    .check(Check::StdoutPlain)
                    .check(Check::SecondsAtMost(40.0));
                    case.generalised = !issue_example;
                    cases.push(case);
                }
            }
        }
    }
}

/// The reference's findings are capped as made too: a poison mask lane
/// every trip.
fn reference_findings(cases: &mut Vec<Case>) {
    for lanes in [2usize, 4, 8, 16, 32, 64] {
        let mask = format!(
            "<{}>",
            (0..lanes).map(|i| if i + 1 == lanes { "i1 undef" } else { "i1 true" }).collect::<Vec<_>>().join(", ")
        );
        let ll = format!(
            "declare void @llvm.masked.scatter.v{lanes}i32.v{lanes}p1i32(<{lanes} x i32>, <{lanes} x i32 addrspace(1)*>, i32, <{lanes} x i1>)\n\
define void @k(i32 addrspace(1)* %p) {{\nentry:\n  br label %loop\nloop:\n\
  %q = getelementptr i32, i32 addrspace(1)* %p, <{lanes} x i64> zeroinitializer\n\
  call void @llvm.masked.scatter.v{lanes}i32.v{lanes}p1i32(<{lanes} x i32> zeroinitializer, <{lanes} x i32 addrspace(1)*> %q, i32 4, <{lanes} x i1> {mask})\n\
  br label %loop\n}}\n"
        );
        let budget = (1200 * (2 * lanes + 1)).to_string();
        for json in [false, true] {
            let mut list = vec!["run", "k.ll", "--launch", "s.toml", "--engine", "reference", "--budget", &budget];
            if json {
                list.push("--json");
            }
            let omitted = if json { "\"findings_omitted\": " } else { "more (--json lists 1000)" };
            cases.push(
                Case::new(
                    Class::Memory,
                    format!("findings/reference/{lanes}-lanes/{}", if json { "json" } else { "text" }),
                    Tool::Cli(args(&list)),
                    Expect::Ends { codes: vec![1] },
                )
                .file("k.ll", ll.clone())
                .file("s.toml", overlapping_spec(1))
                .check(Check::StdoutContains(omitted.into()))
                .check(Check::StdoutAtMost(2 << 20))
                .check(Check::SecondsAtMost(40.0))
                .generalised(),
            );
        }
    }
}

/// A loop that makes an `alloca` of `bytes` bytes every trip, in the kernel
/// itself or (`in_callee`) in a function it calls, freed at each return.
fn alloca_loop(bytes: u64, in_callee: bool) -> String {
    let body = format!(
        "  %a = alloca [{bytes} x i8]\n  %e = getelementptr [{bytes} x i8], [{bytes} x i8]* %a, i32 0, i32 %i\n  store i8 1, i8* %e\n"
    );
    let (callee, in_loop) = match in_callee {
        true => (
            format!("define internal void @touch(i32 %i) {{\n{body}  ret void\n}}\n"),
            "  call void @touch(i32 0)\n".to_string(),
        ),
        false => (String::new(), body.replace("%i\n", "0\n")),
    };
    format!(
        "{callee}define i32 @k(i32 %n) {{\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n\
{in_loop}  %j = add i32 %i, 1\n  br label %loop\n}}\n"
    )
}

/// Allocas made in a loop were never freed in the reference (8.25 GB):
/// private memory live at once is capped, the run stops saying so; one in a
/// called function is freed at each return and never reaches the cap.
fn allocas_in_loops(cases: &mut Vec<Case>) {
    for bytes in [1u64 << 20, 512 << 10, 256 << 10, 64 << 10, 16 << 10] {
        let issue_example = bytes == 1 << 20;
        let mut case = Case::new(
            Class::Memory,
            format!("allocas/loop/{bytes}-bytes/reference"),
            cli(&["run", "k.ll", "--engine", "reference", "--budget", "1000000000000"]),
            Expect::Ends { codes: vec![1] },
        )
        .file("k.ll", alloca_loop(bytes, false))
        .check(Check::StdoutContains("(MAX_PRIVATE_BYTES)".into()))
        .check(Check::StdoutContains("alloca".into()))
        .check(Check::SecondsAtMost(30.0));
        case.generalised = !issue_example;
        cases.push(case);
        // Compiled, such an array is refused: a GRF variable holds 512
        // bytes, and the private frame places `alloca`s of the entry block
        // only (this one is a new object on every trip).
        cases.push(
            Case::new(
                Class::Memory,
                format!("allocas/loop/{bytes}-bytes/verify"),
                cli(&["run", "k.ll", "--verify", "--budget", "1000000000000"]),
                located("k.ll", "outside the entry block"),
            )
            .file("k.ll", alloca_loop(bytes, false))
            .check(Check::SecondsAtMost(30.0))
            .generalised(),
        );
        cases.push(
            Case::new(
                Class::Memory,
                format!("allocas/callee-in-loop/{bytes}-bytes/reference"),
                cli(&["run", "k.ll", "--kernel", "k", "--engine", "reference", "--budget", "300000"]),
                Expect::Ends { codes: vec![1] },
            )
            .file("k.ll", alloca_loop(bytes, true))
            .check(Check::StdoutContains("would run past 300000 lane-instructions".into()))
            .check(Check::SecondsAtMost(30.0))
            .generalised(),
        );
    }
}

/// A chain of `depth` internal functions below `@k`, each calling the next
/// `fanout` times (the last adds one): `fanout^depth` copies once inlined.
fn fanout_chain(depth: usize, fanout: usize) -> String {
    let mut text = String::from("define i32 @k(i32 %x) {\n  %r = call i32 @f0(i32 %x)\n  ret i32 %r\n}\n");
    for i in 0..depth {
        if i + 1 == depth {
            let _ = writeln!(text, "define internal i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, 1\n  ret i32 %y\n}}");
            continue;
        }
        let _ = writeln!(text, "define internal i32 @f{i}(i32 %x0) {{");
        for c in 0..fanout {
            let _ = writeln!(text, "  %x{} = call i32 @f{}(i32 %x{c})", c + 1, i + 1);
        }
        let _ = writeln!(text, "  ret i32 %x{fanout}\n}}");
    }
    text
}

/// A chain of `length` functions, each calling the next once, each its own kernel.
fn call_chain(length: usize) -> String {
    let mut text = String::new();
    for i in 0..length {
        if i + 1 == length {
            let _ = writeln!(text, "define i32 @f{i}(i32 %x) {{\n  ret i32 %x\n}}");
        } else {
            let _ = writeln!(
                text,
                "define i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, {i}\n  %r = call i32 @f{}(i32 %y)\n  ret i32 %r\n}}",
                i + 1
            );
        }
    }
    text
}

/// The inliner blew up on call chains (500 calls in 47 KB: 141 s, 3.2 GB;
/// each function calling the next twice, 1.5 KB: past 200 s): it now works
/// in the size of what it copies, and refuses, located, what passes its
/// size budget, per function and per module; recursion is found in linear
/// time; a diagnostic deep in inlined code names 64 call sites at most.
fn inliner(cases: &mut Vec<Case>) {
    let commands: [(&str, &[&str]); 3] = [
        ("compile", &["compile", "k.ll", "-o", "out.visaasm"]),
        ("run", &["run", "k.ll"]),
        ("verify", &["run", "k.ll", "--verify"]),
    ];
    // Doubling chains: 2^depth copies; refused from 2^20 on.
    for depth in 21..=40 {
        for (name, list) in commands {
            let issue_example = depth == 30 && name == "compile";
            let mut case = Case::new(
                Class::Memory,
                format!("inliner/doubling/{depth}/{name}"),
                Tool::Cli(args(list)),
                located("k.ll", "(MAX_INLINED_INSTRUCTIONS"),
            )
            .file("k.ll", fanout_chain(depth, 2))
            .check(Check::FolderHolds { names: vec!["k.ll".into()] })
            .check(Check::SecondsAtMost(20.0));
            case.generalised = !issue_example;
            cases.push(case);
        }
    }
    // Wider fan-outs, past the limit within a few levels.
    for (fanout, depth) in [(3, 14), (4, 11), (5, 10), (8, 8), (16, 6), (64, 5), (256, 4), (1000, 3)] {
        cases.push(
            Case::new(
                Class::Memory,
                format!("inliner/fanout-{fanout}/{depth}"),
                cli(&["compile", "k.ll", "-o", "out.visaasm"]),
                located("k.ll", "(MAX_INLINED_INSTRUCTIONS"),
            )
            .file("k.ll", fanout_chain(depth, fanout))
            .check(Check::SecondsAtMost(20.0))
            .generalised(),
        );
    }
    // Within the budget it compiles: a fan-out of 2 to 2^10 copies.
    for depth in [5, 10, 12] {
        cases.push(
            Case::new(Class::Memory, format!("inliner/doubling-within/{depth}"), cli(&["compile", "k.ll"]), Expect::Ok)
                .file("k.ll", fanout_chain(depth, 2))
                .check(Check::SecondsAtMost(30.0))
                .generalised(),
        );
    }
    // Chains of kernels, each calling the next once: every one flattened.
    for length in [100, 200, 300] {
        let mut case = Case::new(
            Class::Memory,
            format!("inliner/chain-of-kernels/{length}"),
            cli(&["compile", "k.ll", "-o", "out.visaasm"]),
            Expect::Ok,
        )
        .file("k.ll", call_chain(length))
        .check(Check::FileStarts { name: "out.visaasm".into(), prefix: b".version".to_vec() })
        .check(Check::SecondsAtMost(40.0));
        case.generalised = length != 300;
        cases.push(case);
    }
    // Many kernels each calling one large helper: the module's budget.
    // A helper of about 786,000 instructions once flattened (within a
    // function's budget); 22 kernels calling it pass the module's 16 million.
    let mut helpers = fanout_chain(19, 2).replace("define i32 @k(", "define i32 @k0(");
    for i in 1..22 {
        let _ = writeln!(helpers, "define i32 @k{i}(i32 %x) {{\n  %r = call i32 @f0(i32 %x)\n  ret i32 %r\n}}");
    }
    cases.push(
        Case::new(
            Class::Memory,
            "inliner/module-budget/22-kernels",
            cli(&["compile", "k.ll", "-o", "out.visaasm"]),
            located("k.ll", "(MAX_INLINED_MODULE_INSTRUCTIONS"),
        )
        .file("k.ll", helpers)
        .check(Check::SecondsAtMost(20.0))
        .generalised(),
    );
    // Recursion through cycles of every length: found in one walk.
    for length in [1, 2, 3, 100, 10_000] {
        let mut text = String::new();
        for i in 0..length {
            let _ = writeln!(
                text,
                "define i32 @f{i}(i32 %x) {{\n  %r = call i32 @f{}(i32 %x)\n  ret i32 %r\n}}",
                (i + 1) % length
            );
        }
        cases.push(
            Case::new(
                Class::Memory,
                format!("inliner/recursion-cycle/{length}"),
                cli(&["compile", "k.ll", "-o", "out.visaasm"]),
                located("k.ll", "is recursive"),
            )
            .file("k.ll", text)
            .check(Check::SecondsAtMost(20.0))
            .generalised(),
        );
    }
    // An error deep in inlined code: at the innermost line, 64 call sites named at most.
    for depth in [3, 10, 63, 64, 65, 100, 300] {
        let mut text = String::from(
            "define i32 @k(<64 x i32> %v, i32 %i) {\n  %a = call i1 @f0(<64 x i32> %v, i32 %i)\n  %z = zext i1 %a to i32\n  ret i32 %z\n}\n",
        );
        for i in 0..depth {
            if i + 1 == depth {
                let _ = writeln!(
                    text,
                    "define internal i1 @f{i}(<64 x i32> %v, i32 %i) {{\n  %m = icmp ne <64 x i32> %v, zeroinitializer\n  %e = extractelement <64 x i1> %m, i32 %i\n  ret i1 %e\n}}"
                );
            } else {
                let _ = writeln!(
                    text,
                    "define internal i1 @f{i}(<64 x i32> %v, i32 %i) {{\n  %m = call i1 @f{}(<64 x i32> %v, i32 %i)\n  ret i1 %m\n}}",
                    i + 1
                );
            }
        }
        let line = 5 + 4 * (depth - 1) + 3;
        let mut case = Case::new(
            Class::Diagnostics,
            format!("inliner/error-deep-in-a-chain/{depth}"),
            cli(&["compile", "k.ll", "-o", "out.visaasm"]),
            located("k.ll", "variable element index"),
        )
        .file("k.ll", text)
        .check(Check::StderrContains(format!("k.ll:{line}:3: error:")))
        .check(Check::StderrContains("note: inlined at k.ll:".into()))
        .check(Check::StderrAtMost(16 << 10))
        .generalised();
        // `depth` call sites: `@k`'s and each function's but the last's.
        if depth > 64 {
            case = case.check(Check::StderrContains("and through outer calls not listed".into()));
        }
        cases.push(case);
    }
}

/// The object file `compile --emit isa` writes for `GOOD_LL`'s kernel,
/// made by the binary at test time: its header and kernel, apart.
struct Object {
    /// Bytes 0..8: magic, version, kernel count.
    start: Vec<u8>,
    /// The kernel table entry's name (with its length).
    name: Vec<u8>,
    /// Offset, size and input offset of the kernel object in the file.
    offset: u32,
    size: u32,
    inputs: u32,
    kernel: Vec<u8>,
}

impl Object {
    fn of_good_kernel() -> Object {
        let dir = std::env::temp_dir().join(format!("visa-lower-hostile-isa-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let ll = dir.join("k.ll");
        let isa = dir.join("k.isa");
        let made = std::fs::write(&ll, GOOD_LL).is_ok()
            && std::process::Command::new(env!("CARGO_BIN_EXE_visa-lower"))
                .args(["compile", "--emit", "isa", "-o"])
                .arg(&isa)
                .arg(&ll)
                .status()
                .is_ok_and(|s| s.success());
        let bytes = if made { std::fs::read(&isa).unwrap_or_default() } else { Vec::new() };
        let _ = std::fs::remove_dir_all(&dir);
        let u16_at = |at: usize| bytes.get(at..at + 2).map_or(0, |b| u16::from_le_bytes([b[0], b[1]])) as usize;
        let u32_at = |at: usize| bytes.get(at..at + 4).map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let name_len = u16_at(8);
        let at = 10 + name_len;
        let (offset, size, inputs) = (u32_at(at), u32_at(at + 4), u32_at(at + 8));
        let kernel = bytes.get(offset as usize..(offset + size) as usize).unwrap_or_default().to_vec();
        Object {
            start: bytes.get(..8).unwrap_or_default().to_vec(),
            name: bytes.get(8..10 + name_len).unwrap_or_default().to_vec(),
            offset,
            size,
            inputs,
            kernel,
        }
    }

    /// A file whose kernel table has `entries` entries, each `(offset, size)`
    /// relative to where the kernel object is placed, after the table.
    fn with_table(&self, entries: &[(i64, u32)], kernel: &[u8]) -> Vec<u8> {
        let entry_len = self.name.len() + 12 + 5;
        let table_end = 8 + entries.len() * entry_len + 4;
        let mut out = self.start[..6].to_vec();
        out.extend((entries.len() as u16).to_le_bytes());
        for &(offset, size) in entries {
            let at = (table_end as i64 + offset) as u32;
            out.extend(&self.name);
            out.extend(at.to_le_bytes());
            out.extend(size.to_le_bytes());
            out.extend(at.wrapping_add(self.inputs - self.offset).to_le_bytes());
            out.extend([0u8; 5]);
        }
        out.extend([0u8; 4]);
        out.extend(kernel);
        out
    }
}

/// `decode` had no wall and no memory limit: a 3 MB file whose kernel table
/// names one kernel 65,535 times passed 8 GB. Kernel objects are now their
/// own bytes (disjoint, inside the file) and names are vISA's length.
fn decode(cases: &mut Vec<Case>) {
    let object = Object::of_good_kernel();
    let size = object.size;
    let decode_to = |out: &str| cli(&["decode", "k.isa", "-o", out]);
    for copies in [2usize, 3, 100, 1000, 65_535] {
        let entries = vec![(0i64, size); copies];
        let mut case = Case::new(
            Class::Memory,
            format!("decode/one-kernel-named/{copies}-times"),
            decode_to("out.visaasm"),
            rejected("k.isa", "kernel objects overlap"),
        )
        .file("k.isa", object.with_table(&entries, &object.kernel))
        .check(Check::FolderHolds { names: vec!["k.isa".into()] })
        .check(Check::SecondsAtMost(20.0));
        case.generalised = copies != 65_535;
        cases.push(case);
    }
    // Overlapping in part, past the end, wrapping.
    let twice: Vec<u8> = [object.kernel.clone(), object.kernel.clone()].concat();
    let shapes: [(&str, Vec<(i64, u32)>, Vec<u8>, &str); 5] = [
        ("overlap-by-one", vec![(0, size), (i64::from(size) - 1, size)], twice.clone(), "kernel objects overlap"),
        ("past-the-end", vec![(0, size + 1)], object.kernel.clone(), "lies past the end"),
        ("far-past-the-end", vec![(0, u32::MAX)], object.kernel.clone(), "lies past the end"),
        ("second-past-the-end", vec![(0, size), (i64::from(size), size + 8)], twice.clone(), "lies past the end"),
        ("inside-another", vec![(0, 2 * size), (4, 8)], twice, "kernel objects overlap"),
    ];
    for (name, entries, kernel, message) in shapes {
        cases.push(
            Case::new(Class::Memory, format!("decode/{name}"), decode_to("out.visaasm"), rejected("k.isa", message))
                .file("k.isa", object.with_table(&entries, &kernel))
                .check(Check::FolderHolds { names: vec!["k.isa".into()] })
                .generalised(),
        );
    }
    // Two kernels side by side decode.
    let two: Vec<u8> = [object.kernel.clone(), object.kernel.clone()].concat();
    cases.push(
        Case::new(Class::Memory, "decode/two-kernels-apart", decode_to("-"), Expect::Ok)
            .file("k.isa", object.with_table(&[(0, size), (i64::from(size), size)], &two))
            .check(Check::StdoutContains(".kernel k".into()))
            .generalised(),
    );
    // A name past vISA's length (64 bytes, 1023 for a kernel) in the string pool.
    let pool = |name_len: usize, kernel_name: bool| -> Vec<u8> {
        // The kernel object starts with its string count, then the strings:
        // "" and the kernel's name; the name index follows.
        let mut k = object.kernel.clone();
        let count = u32::from_le_bytes([k[0], k[1], k[2], k[3]]) as usize;
        let mut at = 4;
        let mut starts = Vec::new();
        for _ in 0..count {
            starts.push(at);
            at += k[at..].iter().position(|&b| b == 0).unwrap_or(0) + 1;
        }
        // Every string but the empty one becomes this long: the kernel's
        // name (string 1) and every variable's.
        let long = vec![b'n'; name_len];
        let mut rebuilt = k[..4].to_vec();
        for (i, &s) in starts.iter().enumerate() {
            let end = s + k[s..].iter().position(|&b| b == 0).unwrap_or(0);
            let keep = k[s..end].is_empty() || (i == 1) != kernel_name;
            if keep {
                rebuilt.extend(&k[s..end]);
            } else {
                rebuilt.extend(&long);
                rebuilt.extend(format!("{i}").as_bytes());
            }
            rebuilt.push(0);
        }
        // (What follows keeps its place relative to the object's end; the
        // decoder stops at the first long name, before it reads any more.)
        rebuilt.extend(&k[at..]);
        k = rebuilt;
        k
    };
    for (name_len, kernel_name) in [(70, false), (100_000, false), (1100, true), (1 << 20, true)] {
        let kernel = pool(name_len, kernel_name);
        let what = if kernel_name { "kernel-name" } else { "variable-names" };
        let size = kernel.len() as u32;
        cases.push(
            Case::new(
                Class::Memory,
                format!("decode/{what}-of-{name_len}-bytes"),
                decode_to("out.visaasm"),
                rejected("k.isa", if kernel_name { "kernel name length" } else { "name length" }),
            )
            .file("k.isa", object.with_table(&[(0, size)], &kernel))
            .check(Check::SecondsAtMost(20.0))
            .generalised(),
        );
    }
    // Objects compiled from the project's kernels decode, to a file and to stdout.
    for (name, out) in [("to-file", "out.visaasm"), ("to-stdout", "-")] {
        cases.push(
            Case::new(Class::Memory, format!("decode/compiled/{name}"), decode_to(out), Expect::Ok)
                .file("k.isa", object.with_table(&[(0, size)], &object.kernel))
                .generalised(),
        );
    }
}

/// An endless loop of `lanes` lanes: `; launch:` with a budget of 9e18.
fn endless_kernel(lanes: usize, budget: &str) -> String {
    let ty = if lanes == 1 { "i32".to_string() } else { format!("<{lanes} x i32>") };
    let zero = if lanes == 1 { "0" } else { "zeroinitializer" };
    format!(
        "; launch: budget = {budget}\ndefine void @k() {{\nentry:\n  br label %l\nl:\n  %v = phi {ty} [ {zero}, %entry ], [ %w, %l ]\n  %w = add {ty} %v, %v\n  br label %l\n}}\n"
    )
}

/// `visa-lower test` had no wall: a launch spec with `budget = 9e18` never
/// ended, a FIFO named blocked, a link to `/dev/zero` was read until memory
/// ran out, every kernel file was loaded before the first run.
fn test_command(cases: &mut Vec<Case>) {
    let budget = "9000000000000000000";
    // Each burns its second of CPU time: widths on one platform, platforms at one width.
    let runs = [1, 4, 16, 64].map(|lanes| ("xehpg", lanes)).into_iter().chain([("gen9", 1), ("xelp", 1), ("xehpc", 1)]);
    for (platform, lanes) in runs {
        let issue_example = platform == "xehpg" && lanes == 1;
        let mut case = Case::new(
            Class::Hang,
            format!("test/budget-9e18/{platform}/{lanes}-lanes"),
            cli(&["test", "k.ll", "--platform", platform, "--timeout", "1"]),
            Expect::Ends { codes: vec![1] },
        )
        .file("k.ll", endless_kernel(lanes, budget))
        .check(Check::StdoutContains("the run was stopped: out of time (the limit is 1 s of CPU time) while".into()))
        .check(Check::SecondsAtMost(30.0));
        case.generalised = !issue_example;
        cases.push(case);
    }
    // The same kernels beside good ones, in a folder: the others still pass.
    cases.push(
        Case::new(
            Class::Hang,
            "test/budget-9e18/folder",
            cli(&["test", ".", "--platform", "xehpg", "--timeout", "1", "--json", "-q"]),
            Expect::Ends { codes: vec![1] },
        )
        .file("a.ll", endless_kernel(1, budget))
        .file("b.ll", format!("; launch: [[buffer]]\n; launch: name = \"out\"\n; launch: size = 64\n; launch: [args]\n; launch: p = \"@out\"\n{}", scatter_kernel()))
        .check(Check::StdoutContains("\"passed\": 1".into()))
        .check(Check::StdoutContains("\"failed\": 1".into()))
        .check(Check::SecondsAtMost(30.0))
        .generalised(),
    );
    // Inputs that are not regular files, named or beside a kernel.
    let refusals: [(&str, Vec<Setup>, Vec<&str>, &str, &str); 6] = [
        (
            "fifo-named",
            vec![Setup::Fifo { name: "f.ll".into(), role: FifoRole::Idle }],
            vec!["test", "f.ll"],
            "f.ll",
            "is a FIFO",
        ),
        (
            "dev-zero-link-named",
            vec![Setup::Symlink { name: "z.ll".into(), target: "/dev/zero".into() }],
            vec!["test", "z.ll"],
            "z.ll",
            "is a device",
        ),
        (
            "dev-null-link-named",
            vec![Setup::Symlink { name: "n.ll".into(), target: "/dev/null".into() }],
            vec!["test", "n.ll"],
            "n.ll",
            "is a device",
        ),
        (
            "fifo-spec-beside",
            vec![Setup::Fifo { name: "k.toml".into(), role: FifoRole::Idle }],
            vec!["test", "k.ll"],
            "k.toml",
            "is a FIFO",
        ),
        (
            "dev-zero-spec-beside",
            vec![Setup::Symlink { name: "k.toml".into(), target: "/dev/zero".into() }],
            vec!["test", "."],
            "./k.toml",
            "is a device",
        ),
        (
            "fifo-spec-in-folder",
            vec![Setup::Fifo { name: "k.toml".into(), role: FifoRole::Feed(b"[args]\n".to_vec()) }],
            vec!["test", "."],
            "./k.toml",
            "is a FIFO",
        ),
    ];
    for (name, setups, list, file, message) in refusals {
        let issue_example = name == "fifo-named" || name == "dev-zero-link-named";
        let mut case =
            Case::new(Class::Hang, format!("test/not-regular/{name}"), Tool::Cli(args(&list)), rejected(file, message))
                .file("k.ll", scatter_kernel())
                .check(Check::SecondsAtMost(20.0));
        for setup in setups {
            case = case.setup(setup);
        }
        case.generalised = !issue_example;
        cases.push(case);
    }
    // A FIFO or a link found in a folder is not a kernel file: skipped.
    cases.push(
        Case::new(Class::Hang, "test/not-regular/fifo-in-folder-skipped", cli(&["test", ".", "--platform", "xehpg"]), Expect::Ok)
            .file("k.ll", format!("; launch: [[buffer]]\n; launch: name = \"out\"\n; launch: size = 64\n; launch: [args]\n; launch: p = \"@out\"\n{}", scatter_kernel()))
            .setup(Setup::Fifo { name: "f.ll".into(), role: FifoRole::Idle })
            .setup(Setup::Symlink { name: "z.ll".into(), target: "/dev/zero".into() })
            .check(Check::StdoutContains("1 passed".into()))
            .check(Check::SecondsAtMost(20.0))
            .generalised(),
    );
}

/// A kernel `test` and `run` accept: four lanes scattered to `@out`.
fn scatter_kernel() -> String {
    "declare void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32>, <4 x i32 addrspace(1)*>, i32, <4 x i1>)\n\
define void @k(i32 addrspace(1)* %p) {\n  %q = getelementptr i32, i32 addrspace(1)* %p, <4 x i64> <i64 0, i64 1, i64 2, i64 3>\n\
  call void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32 addrspace(1)*> %q, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>)\n  ret void\n}\n"
        .to_string()
}

/// The reference's budget counted instructions, not lanes (25 lines over
/// 65,536 lanes: 8.5 minutes of CPU before `--verify` learnt the compiler
/// refuses it): lanes now, and the compiler refuses first.
fn lane_budgets(cases: &mut Vec<Case>) {
    for lanes in [4096, 8192, 16_384, 32_768, 65_536] {
        let ll = format!(
            "define <{lanes} x i32> @k(<{lanes} x i32> %a) {{\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n\
  %v = phi <{lanes} x i32> [ %a, %entry ], [ %w, %loop ]\n  %w = add <{lanes} x i32> %v, %v\n  %j = add i32 %i, 1\n\
  %c = icmp ult i32 %j, 1000000\n  br i1 %c, label %loop, label %out\nout:\n  ret <{lanes} x i32> %w\n}}\n"
        );
        let issue_example = lanes == 65_536;
        let mut case = Case::new(
            Class::Hang,
            format!("lanes-budget/{lanes}/reference"),
            cli(&["run", "k.ll", "--engine", "reference"]),
            Expect::Ends { codes: vec![1] },
        )
        .file("k.ll", ll.clone())
        .check(Check::StdoutContains("would run past 1000000 lane-instructions".into()))
        .check(Check::SecondsAtMost(30.0));
        case.generalised = !issue_example;
        cases.push(case);
        // The compiler's refusal comes before the reference runs (whatever
        // its budget); within the compiler's lanes the budget stops the run.
        let (expect, budget) = match lanes > 4096 {
            true => (located("k.ll", "lanes"), "100000000000"),
            false => (Expect::Ends { codes: vec![1, 2] }, "1000000"),
        };
        for platform in PLATFORMS {
            let mut case = Case::new(
                Class::Hang,
                format!("lanes-budget/{lanes}/verify/{platform}"),
                cli(&["run", "k.ll", "--verify", "--platform", platform, "--budget", budget]),
                expect.clone(),
            )
            .file("k.ll", ll.clone())
            .check(Check::SecondsAtMost(30.0));
            case.generalised = !(issue_example && platform == "xehpg");
            cases.push(case);
        }
    }
}

/// The module splitter was quadratic in the word `define` inside a line
/// (8 MB: 49 s): it looks only at the blanks before each.
fn splitter(cases: &mut Vec<Case>) {
    // The attack's 8 MB for its shape, 2 MB for the others (the suite holds
    // every case's files at once).
    let line = |unit: &str, megabytes: usize| {
        let mut text = String::from("define void @f() {\n  ret void\n}\n");
        while text.len() < megabytes << 20 {
            text.push_str(unit);
        }
        text.push('\n');
        text
    };
    let shapes: [(&str, String); 7] = [
        ("define-words", line("define ", 2)),
        ("define-tabs", line("define\t", 2)),
        // The attack's: no `define` starts the line, each looked back to its start.
        ("x-then-define", line("x define ", 8)),
        ("defines-glued", line("define", 2)),
        ("in-a-comment", line("; define ", 2)),
        ("at-names", line("@define ", 2)),
        ("after-blanks", line("        define ", 2)),
    ];
    for (name, text) in shapes {
        for jobs in ["1", "2"] {
            let issue_example = name == "x-then-define" && jobs == "2";
            // A comment is valid IR: that input compiles.
            let expect = if name == "in-a-comment" { Expect::Ok } else { located("k.ll", "") };
            let mut case = Case::new(
                Class::Hang,
                format!("splitter/long-line/{name}/jobs-{jobs}"),
                cli(&["compile", "k.ll", "--jobs", jobs, "-o", "out.visaasm"]),
                expect,
            )
            .file("k.ll", text.clone())
            .check(Check::StderrAtMost(8 << 10))
            .check(Check::SecondsAtMost(30.0));
            case.generalised = !issue_example;
            cases.push(case);
        }
    }
}

/// The `.visaasm` parser's kernel-name check was quadratic (100,000 kernels: 18 s).
fn visaasm_kernel_names(cases: &mut Vec<Case>) {
    let kernels = |n: usize, quoted: bool| {
        let mut text = String::new();
        for i in 0..n {
            // Each body starts with its entry label, named after the kernel's legal name.
            let (name, label) = if quoted {
                (format!("\"k {i}\""), format!("k_{i}_BB_0_0"))
            } else {
                (format!("k{i}"), format!("k{i}_BB_0_0"))
            };
            let _ = writeln!(text, ".kernel {name}\n.function \"{label}\"\n{label}:\n    ret (M1, 1)");
        }
        text
    };
    for (name, n, quoted) in [("100000", 100_000, false), ("100000-quoted", 100_000, true), ("30000", 30_000, false)] {
        let mut case =
            Case::new(Class::Hang, format!("visaasm-kernels/{name}/distinct"), cli(&["run", "k.visaasm"]), Expect::Ok)
                .file("k.visaasm", kernels(n, quoted))
                .check(Check::SecondsAtMost(30.0));
        case.generalised = name != "100000";
        cases.push(case);
        let duplicate = kernels(n, quoted) + &kernels(1, quoted);
        cases.push(
            Case::new(
                Class::Hang,
                format!("visaasm-kernels/{name}/duplicate-last"),
                cli(&["run", "k.visaasm"]),
                located("k.visaasm", "duplicate kernel"),
            )
            .file("k.visaasm", duplicate)
            .check(Check::SecondsAtMost(30.0))
            .generalised(),
        );
    }
}

/// An assembler that printed more than a pipe holds was judged "did not
/// finish in 120 s" after 360 s: its output is read while it runs.
fn assembler_output(cases: &mut Vec<Case>) {
    for (name, script) in [
        ("stdout-1MB-accepts", "head -c 1048576 /dev/zero | tr '\\0' x\nexit 0"),
        ("stderr-1MB-accepts", "head -c 1048576 /dev/zero | tr '\\0' y >&2\nexit 0"),
        (
            "both-8MB-accepts",
            "head -c 8388608 /dev/zero | tr '\\0' x\nhead -c 8388608 /dev/zero | tr '\\0' y >&2\nexit 0",
        ),
        ("stdout-1MB-rejects", "head -c 1048576 /dev/zero | tr '\\0' x\nexit 3"),
        ("stderr-4MB-rejects", "head -c 4194304 /dev/zero | tr '\\0' y >&2\nexit 3"),
        ("lines-of-errors-rejects", "yes 'error: no' | head -n 200000\nexit 1"),
    ] {
        let issue_example = name == "stdout-1MB-accepts";
        let rejects = name.ends_with("rejects");
        // One that accepts writes Gen assembly whose thread ends, as Intel's does.
        let script = match rejects {
            true => script.to_string(),
            false => {
                format!("printf 'send.gtwy (1|M0) null r127 null:0 0x0 0x02000010 {{EOT,A@1}}\\n' > k.asm\n{script}")
            }
        };
        let mut case = Case::new(
            Class::Hang,
            format!("assembler-output/{name}"),
            cli(&[
                "fuzz",
                "--cases",
                "2",
                "--no-jit",
                "--no-reduce",
                "-q",
                "--assemble-every",
                "1",
                "--out",
                "f",
                "--platform",
                "xehpg",
            ]),
            Expect::Ends { codes: if rejects { vec![1] } else { vec![0] } },
        )
        .file("GenX_IR", format!("#!/bin/sh\n{script}\n"))
        .setup(Setup::Mode { name: "GenX_IR".into(), mode: 0o755 })
        // Both judges are this script.
        .env("VISA_LOWER_GENX_IR", "{dir}/GenX_IR")
        .env("VISA_LOWER_GENX_IR_17791", "{dir}/GenX_IR")
        .check(Check::StdoutAtMost(4 << 20))
        .check(Check::SecondsAtMost(50.0));
        case.generalised = !issue_example;
        cases.push(case);
    }
}

/// The characters that would act on a terminal, as `.ll` bytes.
const CONTROLS: [(&str, &str); 10] = [
    ("carriage-return", "\r"),
    ("escape-clear-line", "\x1b[2K"),
    ("escape-colour", "\x1b[31m"),
    ("bell", "\x07"),
    ("backspace", "\x08"),
    ("delete", "\x7f"),
    ("vertical-tab", "\x0b"),
    ("next-line-c1", "\u{85}"),
    ("right-to-left-override", "\u{202e}"),
    ("first-strong-isolate", "\u{2068}"),
];

/// Control characters in echoed source lines: a carriage return put a fake
/// location over the real one. Every quoted line, message and note now
/// escapes them, in `.ll`, `.visaasm` and launch-spec diagnostics.
fn control_characters(cases: &mut Vec<Case>) {
    for (name, c) in CONTROLS {
        let issue_example = name == "carriage-return";
        // In the line LLVM refuses, and in a name the message quotes.
        let bad_ll = format!("define void @k() {{\n  ret void\n}}\n  fake.ll:1:1: error: here{c}bogus\n");
        let mut case = Case::new(
            Class::Diagnostics,
            format!("controls/ll-line/{name}"),
            cli(&["compile", "k.ll"]),
            located("k.ll", ""),
        )
        .file("k.ll", bad_ll);
        case.generalised = !issue_example;
        cases.push(case);
        let name_ll = format!(
            "define void @\"a{c}b\"() {{\n  call void @\"nope{c}\"()\n  ret void\n}}\ndeclare void @\"nope{c}\"()\n"
        );
        for (tool, list) in [("compile", vec!["compile", "k.ll"]), ("run", vec!["run", "k.ll"])] {
            cases.push(
                Case::new(
                    Class::Diagnostics,
                    format!("controls/ll-names/{name}/{tool}"),
                    Tool::Cli(args(&list)),
                    located("k.ll", "nope"),
                )
                .file("k.ll", name_ll.clone())
                .generalised(),
            );
        }
        let visaasm = format!(".kernel k\n    bogus{c} (M1, 1)\n");
        cases.push(
            Case::new(
                Class::Diagnostics,
                format!("controls/visaasm-line/{name}"),
                cli(&["run", "k.visaasm"]),
                located("k.visaasm", ""),
            )
            .file("k.visaasm", visaasm)
            .generalised(),
        );
        let spec = format!("[args]\nx = 1\nno{c}such = 2\n");
        cases.push(
            Case::new(
                Class::Diagnostics,
                format!("controls/launch-line/{name}"),
                cli(&["run", "k.visaasm", "--launch", "s.toml"]),
                located("s.toml", ""),
            )
            .file("k.visaasm", GOOD_VISAASM)
            .file("s.toml", spec)
            .generalised(),
        );
        // A name in a launch spec (written with TOML's escapes) is refused,
        // and quoted escaped.
        let escaped: String = c.chars().map(|ch| format!("\\u{:04X}", ch as u32)).collect();
        let named = format!("[[buffer]]\nname = \"o{escaped}ut\"\nsize = 64\n[args]\np = \"@o{escaped}ut\"\n");
        cases.push(
            Case::new(
                Class::Diagnostics,
                format!("controls/launch-buffer-name/{name}"),
                cli(&["run", "k.ll", "--launch", "s.toml", "--engine", "reference"]),
                located("s.toml", "is not a name"),
            )
            .file("k.ll", scatter_kernel())
            .file("s.toml", named)
            .generalised(),
        );
    }
}

/// A newline in a file name printed a spoofed `fake.ll:9:9: error:` line:
/// file names are escaped wherever they are printed.
fn file_names(cases: &mut Vec<Case>) {
    let names = [
        ("newline", "a\nfake.ll:9:9: error: spoof"),
        ("carriage-return", "a\rfake.ll:9:9: error: spoof"),
        ("escape", "a\x1b[2Kb"),
        ("right-to-left", "a\u{202e}b"),
    ];
    for (what, stem) in names {
        let shown =
            stem.replace('\n', "\\n").replace('\r', "\\r").replace('\x1b', "\\x1b").replace('\u{202e}', "\\u{202e}");
        let ll = format!("{stem}.ll");
        let shown_ll = format!("{shown}.ll");
        let issue_example = what == "newline";
        let bad = "define void @k() {\n  bogus\n}\n";
        let commands: Vec<(&str, Vec<String>, Expect, Vec<u8>)> = vec![
            ("compile", vec!["compile".into(), ll.clone()], located(&shown_ll, ""), bad.into()),
            ("run", vec!["run".into(), ll.clone()], located(&shown_ll, ""), bad.into()),
            (
                "run-visaasm",
                vec!["run".into(), format!("{stem}.visaasm")],
                located(&format!("{shown}.visaasm"), ""),
                b".kernel k\n    bogus (M1, 1)\n".to_vec(),
            ),
            (
                "decode",
                vec!["decode".into(), format!("{stem}.isa")],
                rejected(&format!("{shown}.isa"), "not a vISA object file"),
                b"CISB".to_vec(),
            ),
            (
                "test",
                vec!["test".into(), ll.clone()],
                rejected(&shown_ll, "no launch spec"),
                scatter_kernel().into_bytes(),
            ),
            (
                "missing",
                vec!["compile".into(), format!("{stem}-missing.ll")],
                rejected(&format!("{shown}-missing.ll"), "cannot read"),
                Vec::new(),
            ),
        ];
        for (command, list, expect, contents) in commands {
            let file = list[1].clone();
            let mut case =
                Case::new(Class::Diagnostics, format!("file-names/{what}/{command}"), Tool::Cli(list), expect);
            if !contents.is_empty() {
                case = case.file(&file, contents);
            }
            case.generalised = !(issue_example && command == "compile");
            cases.push(case);
        }
        // A folder walked by `test`: the report names the file escaped.
        let mut spec_error = scatter_kernel();
        spec_error.insert_str(0, "; launch: [args]\n; launch: p = \n");
        cases.push(
            Case::new(
                Class::Diagnostics,
                format!("file-names/{what}/test-report"),
                cli(&["test", ".", "--platform", "xehpg"]),
                Expect::Ends { codes: vec![1] },
            )
            .file(&ll, spec_error)
            .check(Check::StdoutContains(format!("FAILED: ./{shown_ll} on xehpg")))
            .check(Check::StdoutPlain)
            .generalised(),
        );
    }
}

/// `--passes=` turned a platform refusal into "internal error: the emitted
/// kernel fails the vISA verifier": with a pass left out, what the verifier
/// refuses is the input's, said located. Every kernel of the project's
/// suites, every platform, with no pass and with `select` alone.
fn skipped_passes(cases: &mut Vec<Case>) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let mut files: Vec<std::path::PathBuf> = ["cm", "emit", "generic", "flow"]
        .iter()
        .flat_map(|d| std::fs::read_dir(root.join(d)).into_iter().flatten().flatten().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    for path in files {
        let Ok(text) = std::fs::read(&path) else { continue };
        let dir =
            path.parent().and_then(|p| p.file_name()).map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let stem = path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for platform in PLATFORMS {
            let passes: &[&str] = if dir == "cm" || dir == "emit" { &["", "select"] } else { &[""] };
            for &pass in passes {
                let issue_example = stem == "oword_ld_unaligned_w8" && platform == "gen9" && pass.is_empty();
                let mut case = Case::new(
                    Class::Diagnostics,
                    format!("skipped-passes/{dir}/{stem}/{platform}/passes={pass}"),
                    Tool::Cli(args(&["compile", "k.ll", "--platform", platform, &format!("--passes={pass}")])),
                    Expect::OkOrRefused { file: "k.ll".into(), never: "internal error".into() },
                )
                .file("k.ll", text.clone());
                case.generalised = !issue_example;
                cases.push(case);
            }
        }
    }
}

/// A kernel that runs without a launch spec.
const ADD_LL: &str = "define i32 @k(i32 %x) {\n  %y = add i32 %x, 7\n  ret i32 %y\n}\n";

/// `run -` read standard input only as `.visaasm`: it is told by content.
fn stdin_by_content(cases: &mut Vec<Case>) {
    let bitcode = bitcode_of(ADD_LL);
    let inputs: [(&str, Vec<u8>, Expect); 8] = [
        ("visaasm", GOOD_VISAASM.into(), Expect::Ok),
        ("visaasm-line-comment", format!("// a kernel\n\n{GOOD_VISAASM}").into_bytes(), Expect::Ok),
        ("visaasm-block-comment", format!("/* a kernel */\n{GOOD_VISAASM}").into_bytes(), Expect::Ok),
        ("ll", ADD_LL.into(), Expect::Ok),
        ("ll-comment-first", format!("; a module\n\n{ADD_LL}").into_bytes(), Expect::Ok),
        ("bitcode", bitcode, Expect::Ok),
        ("bad-ll", b"define void @k() {\n  bogus\n}\n".to_vec(), located("<stdin>", "")),
        ("bad-visaasm", b".kernel k\n    bogus (M1, 1)\n".to_vec(), located("<stdin>", "")),
    ];
    for (name, bytes, expect) in inputs {
        let issue_example = name == "ll";
        let mut case =
            Case::new(Class::Diagnostics, format!("stdin-by-content/{name}"), cli(&["run", "-"]), expect.clone())
                .stdin(Stdin::Bytes(bytes.clone()));
        case.generalised = !issue_example;
        cases.push(case);
        // A file without a telling extension is told the same way.
        let expect = match expect {
            Expect::Located { contains, .. } => located("k.txt", &contains),
            other => other,
        };
        cases.push(
            Case::new(Class::Diagnostics, format!("file-by-content/{name}"), cli(&["run", "k.txt"]), expect)
                .file("k.txt", bytes)
                .generalised(),
        );
    }
}

/// A buffer ending exactly at 2^64 was refused as "wraps past 2^64": it is
/// accepted by every engine; one byte more is refused, located.
fn top_of_memory(cases: &mut Vec<Case>) {
    for size in [4u64, 16, 64, 4096] {
        let spec = format!(
            "[[buffer]]\nname = \"out\"\nsize = {size}\naddress = {:#x}\n[args]\np = \"@out\"\n",
            0u64.wrapping_sub(size)
        );
        let engines: [(&str, &[&str]); 4] = [
            ("reference", &["--engine", "reference"]),
            ("emulator", &[]),
            ("verify", &["--verify"]),
            ("jit", &["--engine", "jit"]),
        ];
        // The kernel writes lanes 0..3 (16 bytes): in the buffer or past its end.
        let fits = size >= 16;
        for (engine, extra) in engines {
            let mut list = vec!["run", "k.ll", "--launch", "s.toml"];
            list.extend(extra);
            let issue_example = size == 64 && engine == "verify";
            let expect = if fits { Expect::Ok } else { fault("") };
            let mut case = Case::new(
                Class::Diagnostics,
                format!("top-of-memory/{size}-bytes/{engine}"),
                Tool::Cli(args(&list)),
                expect,
            )
            .file("k.ll", scatter_kernel())
            .file("s.toml", spec.clone());
            if fits {
                case = case
                    .check(Check::StdoutContains(format!("buffer out @ {:#x} ({size} bytes", 0u64.wrapping_sub(size))));
            }
            case.generalised = !issue_example;
            cases.push(case);
        }
        let past = format!(
            "[[buffer]]\nname = \"out\"\nsize = {}\naddress = {:#x}\n[args]\np = \"@out\"\n",
            size + 1,
            0u64.wrapping_sub(size)
        );
        cases.push(
            Case::new(
                Class::Diagnostics,
                format!("top-of-memory/{size}-bytes/one-past"),
                cli(&["run", "k.ll", "--launch", "s.toml"]),
                located("s.toml", "wraps past 2^64"),
            )
            .file("k.ll", scatter_kernel())
            .file("s.toml", past)
            .generalised(),
        );
    }
}
