//! Kernels with control flow (testdata/flow): each is verified against the
//! reference on every platform (the values in each `.toml` comment are
//! worked out by hand, and the reference's returned value is checked against
//! them here), and a loop that never ends is out of budget in every engine.

use std::process::Command;

const PLATFORMS: [&str; 4] = ["gen9", "xelp", "xehpg", "xehpc"];

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("runs");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.code(), text)
}

/// Each kernel's returned bytes by the reference, then `run --verify` on every platform.
#[test]
fn flow_kernels_verify_on_every_platform() {
    // Rows the reference prints: the returned value (`00000000:`) or a buffer's bytes.
    let cases: [(&str, &[&str]); 13] = [
        ("loop_gather_sum", &[": 27 30 33 36"]), // 27 + 3l
        ("if_else_gather", &[": 40 30 20 10"]),  // 40, 30, 20, 10
        ("phi_swap", &[": 7 9 9"]),              // 7, 9, 9
        (
            "if_else_scatter",
            &[
                "unchanged: buffer a @ 0x100000000 (16 bytes)", // a kept (9 9 9 9)
                "101000000: 2 4 6 8",                           // b = 2v
            ],
        ),
        (
            "switch_store",
            &[
                "100000000: 11 12 13 14", // v + 10
                ": 100",                  // 100
            ],
        ),
        ("nested_loops", &[": 1060 1066 1072 1078"]), // 1060 + 6l
        ("call_twice", &[": 22 100"]),                // 22, 100
        ("private_array", &[": 7 13 10 3"]),          // 7, 13, 10, 3
        ("private_table", &[": 1250 1000 49 1"]),     // 1250, 1000, 49, 1
        (
            "variable_index",
            &[": 0 40 70 104 0 70 0 10\n"], // 0, 40, 70, 104; 0, 70, 0, 10
        ),
        (
            "regions",
            // 0, 1, 20, 2; 0, 0, 0, 4; 20, 30, 100, 70; 100, 110, 140, 150
            &[": 0 1 20 2 0 0 0 4 20 30 100 70 100 110 140 150\n"],
        ),
        (
            "regions_indirect",
            &[": 20 1 60 2 100 3 140 4\n"], // 20, 1, 60, 2; 100, 3, 140, 4
        ),
        (
            "regions_multi",
            &[": 240 260 20 40 80 100 130 150\n"], // 240, 260, 20, 40; 80, 100, 130, 150
        ),
    ];
    for (name, rows) in cases {
        let (ll, toml) = (format!("testdata/flow/{name}.ll"), format!("testdata/flow/{name}.toml"));
        let (code, out) = run(&["run", &ll, "--launch", &toml, "--engine", "reference"]);
        assert_eq!(code, Some(0), "{out}");
        for row in rows {
            assert!(out.contains(row), "{name}: {row} in {out}");
        }
        for platform in PLATFORMS {
            let (code, out) = run(&["run", &ll, "--launch", &toml, "--verify", "--platform", platform]);
            assert_eq!(code, Some(0), "{name} on {platform}: {out}");
            assert!(out.contains("verification against the reference: passed"), "{name} on {platform}: {out}");
        }
    }
}

/// A loop that never ends (its exit condition is never true). It lives
/// here, not in testdata/, whose kernels must all verify.
const ENDLESS: &str = "
define i32 @endless(i32 %x) {
entry:
  br label %spin

spin:
  %i = phi i32 [ %x, %entry ], [ %j, %spin ]
  %j = or i32 %i, 1
  %stop = icmp eq i32 %j, 0
  br i1 %stop, label %out, label %spin

out:
  ret i32 %j
}
";

/// The endless loop: the reference, the emulator and LLVM's JIT stop at
/// their budgets (exit 1, never a hang, not a fault); verification calls
/// the case not verifiable.
#[test]
fn an_endless_loop_is_out_of_budget() {
    let files = [("e.ll", ENDLESS), ("e.toml", "kernel = \"endless\"\nbudget = 10000\n\n[args]\nx = 4\n")];
    let args = ["run", "{dir}/e.ll", "--launch", "{dir}/e.toml"];
    let (code, out) = run_in_temp(&files, &[&args[..], &["--engine", "reference"]].concat());
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("kernel endless (reference): out of budget"), "{out}");
    assert!(out.contains("would run past 10000 lane-instructions"), "{out}");
    let (code, out) = run_in_temp(&files, &[&args[..], &["--engine", "jit"]].concat());
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("kernel endless (jit): out of budget"), "{out}");
    assert!(
        out.contains("would run past 10000 lane-instructions (IR instructions, each counted by its lanes), its budget"),
        "{out}"
    );
    assert!(!out.contains("fault"), "{out}");
    let (code, out) = run_in_temp(&files, &[&args[..], &["--verify", "--platform", "xehpg"]].concat());
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("kernel endless on xehpg: out of budget"), "{out}");
    assert!(out.contains("would run past 10000 lane-instructions of IR"), "{out}");
    assert!(out.contains("verification against the reference: not verifiable"), "{out}");
    // `--budget` wins over the spec's key, in both engines.
    let (code, out) =
        run_in_temp(&files, &[&args[..], &["--verify", "--platform", "xehpg", "--budget", "300"]].concat());
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("would run past 300 lane-instructions of IR"), "{out}");
    assert!(out.contains("would run past 300 lane-instructions,"), "{out}");
    let (code, out) = run_in_temp(&files, &[&args[..], &["--budget", "0"]].concat());
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("--budget"), "{out}");
}

/// `count(3)` runs 1 (entry) + 3 x 4 (loop: phi, add, icmp, br) + 1 (ret)
/// = 14 IR instructions, by hand: the reference, the JIT and the emulator
/// (its kernel's blocks tagged with their sizes) all finish within a budget
/// of 14 and all run out at 13.
#[test]
fn every_engine_counts_instructions_as_the_reference_does() {
    const COUNT: &str = "
define i32 @count(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %loop, label %out

out:
  ret i32 %j
}
";
    let files = [("c.ll", COUNT), ("c.toml", "kernel = \"count\"\n\n[args]\nn = 3\n")];
    for engine in ["reference", "jit", "emulator"] {
        let args =
            ["run", "{dir}/c.ll", "--launch", "{dir}/c.toml", "--platform", "xehpg", "--engine", engine, "--budget"];
        let (code, out) = run_in_temp(&files, &[&args[..], &["14"]].concat());
        assert_eq!(code, Some(0), "{engine}: {out}");
        assert!(out.contains(": 3"), "{engine}: {out}");
        let (code, out) = run_in_temp(&files, &[&args[..], &["13"]].concat());
        assert_eq!(code, Some(1), "{engine}: {out}");
        assert!(out.contains("out of budget"), "{engine}: {out}");
        assert!(out.contains("13 lane-instructions"), "{engine}: {out}");
    }
}

/// With a call in the loop, by hand: the reference and the JIT count
/// `@inc`'s two instructions per call, 1 + 3 x (4 + 2) + 1 = 20. The
/// emulator runs the kernel with `@inc` inlined: its block was cut where
/// the `ret` was, so its instructions count nothing, 1 + 3 x 4 + 1 = 14.
/// So the emulator never runs out where the reference finishes (budget 20:
/// all finish; 19: only the emulator does), and still stops an endless
/// path (budget 13).
#[test]
fn an_inlined_callee_counts_no_more_in_the_emulator() {
    const CALLS: &str = "
define internal i32 @inc(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @count(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = call i32 @inc(i32 %i)
  %c = icmp ult i32 %j, %n
  br i1 %c, label %loop, label %out

out:
  ret i32 %j
}
";
    let files = [("c.ll", CALLS), ("c.toml", "kernel = \"count\"\n\n[args]\nn = 3\n")];
    let finishes = |engine: &str, budget: &str| {
        let args = [
            "run",
            "{dir}/c.ll",
            "--launch",
            "{dir}/c.toml",
            "--platform",
            "xehpg",
            "--engine",
            engine,
            "--budget",
            budget,
        ];
        let (code, out) = run_in_temp(&files, &args);
        assert!(code == Some(0) || out.contains("out of budget"), "{engine} at {budget}: {out}");
        code == Some(0)
    };
    for engine in ["reference", "jit", "emulator"] {
        assert!(finishes(engine, "20"), "{engine}");
        assert_eq!(finishes(engine, "19"), engine == "emulator", "{engine}");
    }
    assert!(finishes("emulator", "14"));
    assert!(!finishes("emulator", "13"));
}

/// Inlining `@spin(i32 1)` folds its loop's exit test into a new branch
/// that carries no block count, so the lowered loop counts no IR
/// instructions: the emulator still stops, at its vISA budget (64 for each
/// lane-instruction of the budget: 6400), as the reference stops at 100.
#[test]
fn a_loop_that_lost_its_block_counts_still_stops() {
    const SPIN: &str = "
define internal void @spin(i32 %x) {
entry:
  br label %loop

loop:
  %c = icmp ne i32 %x, 0
  br i1 %c, label %loop, label %out

out:
  ret void
}

define void @k() {
  call void @spin(i32 1)
  ret void
}
";
    let files = [("s.ll", SPIN), ("s.toml", "kernel = \"k\"\nbudget = 100\n")];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/s.ll", "--launch", "{dir}/s.toml", "--platform", "xehpg", "--verify"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("kernel k on xehpg: out of budget"), "{out}");
    assert!(out.contains("would run past 6400 vISA lane-instructions"), "{out}");
    assert!(out.contains("the reference would run past 100 lane-instructions"), "{out}");
}

/// The emitted labels and jumps of the loop: the entry label, one label per
/// block, the exit test as a predicated scalar jmp to the back edge's copies.
#[test]
fn loop_labels_and_jumps() {
    let (code, out) = run(&["compile", "testdata/flow/loop_gather_sum.ll", "--platform", "xehpg", "-o", "-"]);
    assert_eq!(code, Some(0), "{out}");
    let body: Vec<&str> = out
        .lines()
        .map(str::trim)
        .filter(|l| l.ends_with(':') || l.contains("jmp") || l.starts_with("cmp") || l.starts_with("ret"))
        .collect();
    assert_eq!(
        body,
        [
            "loop_gather_sum_BB_0_0:",
            "entry:",
            "loop:",
            // The update of `%i` is computed in its phi's variable; a
            // compare only a branch reads writes one channel.
            "cmp.lt (M1_NM, 1) P1 i(0,0)<0;1,0> n(0,0)<0;1,0>",
            "(P1) jmp (M1, 1) edge",
            "jmp (M1, 1) done",
            "edge:",
            "jmp (M1, 1) loop",
            "done:",
            "ret (M1, 1)",
        ]
    );
}

/// Writes `text` to a fresh file named `name` and compiles it for xehpg.
fn compile_text(name: &str, text: &str) -> (Option<i32>, String) {
    run_in_temp(&[(name, text)], &["compile", &format!("{{dir}}/{name}"), "--platform", "xehpg"])
}

/// What inlining cannot do is refused at the call, naming what is supported;
/// an error in inlined code is at the callee's line and says where it was inlined.
#[test]
fn calls_that_cannot_be_inlined_are_refused_at_the_call() {
    let recursive =
        "define i32 @f(i32 %x) {\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %z, label %r\nz:\n  ret i32 0\n\
r:\n  %y = sub i32 %x, 1\n  %s = call i32 @f(i32 %y)\n  ret i32 %s\n}\n";
    let (code, out) = compile_text("recursive.ll", recursive);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("recursive.ll:8:3: error: inline: the call to `@f` is recursive"), "{out}");
    assert!(out.contains("supported: direct calls to non-recursive functions defined in the module"), "{out}");

    let mutual = "define i32 @a(i32 %x) {\n  %r = call i32 @b(i32 %x)\n  ret i32 %r\n}\n\n\
define i32 @b(i32 %x) {\n  %r = call i32 @a(i32 %x)\n  ret i32 %r\n}\n";
    let (code, out) = compile_text("mutual.ll", mutual);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("mutual.ll:2:3: error: inline: the call to `@b` is recursive"), "{out}");

    let indirect = "define i32 @k(i32 (i32)* %f, i32 %x) {\n  %a = call i32 %f(i32 %x)\n  ret i32 %a\n}\n";
    let (code, out) = compile_text("indirect.ll", indirect);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("indirect.ll:2:3: error: indirect calls cannot be emitted"), "{out}");
    assert!(out.contains("direct calls to the module's own functions (inlined first)"), "{out}");

    // Two levels: the refused extractelement (a variable index into 64 x i1) is in @pick, inlined into @mid, inlined into @k.
    let nested = "define internal i1 @pick(<64 x i32> %v, i32 %i) {\n  %m = icmp ne <64 x i32> %v, zeroinitializer\n  \
%e = extractelement <64 x i1> %m, i32 %i\n  ret i1 %e\n}\n\n\
define internal i1 @mid(<64 x i32> %v, i32 %i) {\n  %m = call i1 @pick(<64 x i32> %v, i32 %i)\n  ret i1 %m\n}\n\n\
define i32 @k(<64 x i32> %v, i32 %i) {\n  %a = call i1 @mid(<64 x i32> %v, i32 %i)\n  %z = zext i1 %a to i32\n  ret i32 %z\n}\n";
    let (code, out) = compile_text("nested.ll", nested);
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains("nested.ll:3:3: error: a variable element index into a vector of 64 x i1 cannot be emitted"),
        "{out}"
    );
    // Innermost call first: @pick's call in @mid, then @mid's in @k.
    let notes: Vec<&str> = out.lines().filter(|l| l.starts_with("note: inlined at ")).collect();
    assert_eq!(notes.len(), 2, "{out}");
    assert!(notes[0].ends_with("nested.ll:8:3") && notes[1].ends_with("nested.ll:13:3"), "{out}");
}

/// `noinline` (on the callee or on the call) is an optimizer hint, not
/// semantics (LangRef): such calls are inlined like any other, and the
/// kernel computes what the reference's call computes: (7 * 7 + 3) * 2.
#[test]
fn noinline_calls_are_inlined() {
    let ll = "define internal i32 @sq(i32 %x) noinline {\n  %m = mul i32 %x, %x\n  ret i32 %m\n}\n\n\
define internal i32 @plus3(i32 %x) {\n  %a = add i32 %x, 3\n  ret i32 %a\n}\n\n\
define i32 @k(i32 %x) {\n  %s = call i32 @sq(i32 %x)\n  %p = call i32 @plus3(i32 %s) noinline\n  \
%t = shl i32 %p, 1\n  ret i32 %t\n}\n";
    let (code, out) = compile_text("noinline.ll", ll);
    assert_eq!(code, Some(0), "{out}");
    assert!(!out.contains("call"), "{out}");
    let files = [("noinline.ll", ll), ("noinline.toml", "[args]\nx = 7\n")];
    let args = ["run", "{dir}/noinline.ll", "--launch", "{dir}/noinline.toml", "--platform", "xehpg", "--verify"];
    let (code, out) = run_in_temp(&files, &args);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(": 104"), "{out}");
}

/// The reference runs calls in frames of their own, so it runs what the
/// compiler refuses: recursion, here 5 + 4 + 3 + 2 + 1 = 15.
#[test]
fn the_reference_runs_calls_in_frames() {
    let sum = "define i32 @sum(i32 %x) {\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %z, label %r\nz:\n  ret i32 0\n\
r:\n  %y = sub i32 %x, 1\n  %s = call i32 @sum(i32 %y)\n  %t = add i32 %s, %x\n  ret i32 %t\n}\n";
    let files = [("sum.ll", sum), ("sum.toml", "[args]\nx = 5\n")];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/sum.ll", "--launch", "{dir}/sum.toml", "--engine", "reference"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(": 15"), "{out}");
    // 20000 nested frames: past the reference's 10000, refused at the call (not a crash).
    let files = [("sum.ll", sum), ("sum.toml", "[args]\nx = 20000\n")];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/sum.ll", "--launch", "{dir}/sum.toml", "--engine", "reference"]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("sum.ll:8:3: error: calls nest more than 10000 deep"), "{out}");
}

/// Writes `files` (name, text) to a fresh directory and runs `args` there
/// (`{dir}` in an argument is replaced by the directory).
fn run_in_temp(files: &[(&str, &str)], args: &[&str]) -> (Option<i32>, String) {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("visa-lower-private-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (name, text) in files {
        std::fs::write(dir.join(name), text).expect("writes");
    }
    let d = dir.to_string_lossy().into_owned();
    let args: Vec<String> = args.iter().map(|a| a.replace("{dir}", &d)).collect();
    let result = run(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// A private array read at a variable index: SROA and mem2reg cannot keep
/// it in registers, so it becomes a vector value (a GRF variable) read by
/// compares; the reference runs it in private memory of its own
/// (arr = [x, x+1, x+2, x+3]). Past the array, the reference stops at
/// undefined behaviour and `--verify` calls the case not verifiable (the
/// compiled kernel reads lane 0 then; no fault to reproduce).
#[test]
fn private_memory_at_a_variable_index() {
    let dynamic = "define i32 @dyn(i32 %x, i32 %i) {\nentry:\n  %arr = alloca [4 x i32], align 4\n\
  %p0 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 0\n\
  %p1 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 1\n\
  %p2 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 2\n\
  %p3 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 3\n\
  store i32 %x, ptr %p0, align 4\n  %x1 = add i32 %x, 1\n  store i32 %x1, ptr %p1, align 4\n\
  %x2 = add i32 %x, 2\n  store i32 %x2, ptr %p2, align 4\n  %x3 = add i32 %x, 3\n  store i32 %x3, ptr %p3, align 4\n\
  %pi = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 %i\n  %v = load i32, ptr %pi, align 4\n  ret i32 %v\n}\n";
    let reference = ["run", "{dir}/dyn.ll", "--launch", "{dir}/dyn.toml", "--engine", "reference"];
    // arr[2] = 40 + 2.
    let inside = [("dyn.ll", dynamic), ("dyn.toml", "[args]\nx = 40\ni = 2\n")];
    let (code, out) = run_in_temp(&inside, &reference);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(": 42"), "{out}");
    let (code, out) = run_in_temp(&[("dyn.ll", dynamic)], &["compile", "{dir}/dyn.ll", "--platform", "xehpg"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("cmp.eq (M1_NM, 1) P1 i(0,0)<0;1,0> 0x3:ud"), "read by compares: {out}");
    assert!(!out.contains("svm"), "no memory message: {out}");
    for platform in PLATFORMS {
        let verify = ["run", "{dir}/dyn.ll", "--launch", "{dir}/dyn.toml", "--verify", "--platform", platform];
        let (code, out) = run_in_temp(&inside, &verify);
        assert_eq!(code, Some(0), "{platform}: {out}");
        assert!(out.contains("verification against the reference: passed"), "{platform}: {out}");
    }
    // arr[4] is past the array's 16 bytes: undefined behaviour at the load, not another frame's bytes.
    let past = [("dyn.ll", dynamic), ("dyn.toml", "[args]\nx = 40\ni = 4\n")];
    let (code, out) = run_in_temp(&past, &reference);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("undefined: ") && out.contains("dyn.ll:16:3: load lane 0 reads 4 bytes at 0xf000000000000010"),
        "{out}"
    );
    assert!(out.contains("private memory's (`alloca`s'), so this is undefined behaviour"), "{out}");
    let verify = ["run", "{dir}/dyn.ll", "--launch", "{dir}/dyn.toml", "--verify", "--platform", "xehpg"];
    let (code, out) = run_in_temp(&past, &verify);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("verification against the reference: not verifiable"), "{out}");
}

/// Private memory registers cannot hold (past 512 bytes, loads of another
/// type, an address that escapes into a store, elements that are not
/// numbers, structs of two types, padding, steps of part of an element,
/// per-lane addresses) goes to the kernel's private frame: each compiles,
/// reading the private base (`.implicit_UNDEFINED_12`, provenance 12) and
/// `%hw_id`. What the frame cannot place is refused at the `alloca`, naming
/// what is accepted; a volatile `llvm.memset` (never expanded) is refused
/// by `select` at the call, naming what it lowers.
#[test]
fn private_memory_registers_cannot_hold_goes_to_the_frame() {
    let kernel = |alloca: &str, body: &str| {
        format!(
            "define i32 @k(i32 %i, i32 %x) {{\n  %a = {alloca}\n  %p = getelementptr inbounds i32, ptr %a, i32 %i\n\
             {body}\n}}\n"
        )
    };
    let placed = [
        kernel("alloca [129 x i32], align 4", "  store i32 %x, ptr %p, align 4\n  %v = load i32, ptr %a, align 4\n  ret i32 %v"),
        kernel("alloca [2 x [3 x [11 x i64]]], align 8", "  %q = getelementptr inbounds i64, ptr %a, i32 %i\n  store i64 0, ptr %q, align 8\n  ret i32 0"),
        kernel("alloca [4 x i32], align 4", "  store i32 %x, ptr %p, align 4\n  %v = load i16, ptr %a, align 4\n  %w = zext i16 %v to i32\n  ret i32 %w"),
        kernel("alloca [4 x i32], align 4", "  store i32 %x, ptr %p, align 4\n  store ptr %a, ptr %p, align 8\n  ret i32 0"),
        kernel("alloca [4 x ptr], align 8", "  %q = getelementptr inbounds ptr, ptr %a, i32 %i\n  store ptr %a, ptr %q, align 8\n  ret i32 0"),
        kernel("alloca [4 x { i32, float }], align 4", "  store i32 %x, ptr %p, align 4\n  ret i32 0"),
        kernel("alloca [4 x <3 x i32>], align 16", "  store i32 %x, ptr %p, align 4\n  ret i32 0"),
        kernel("alloca [4 x i32], align 4", "  store i32 %x, ptr %p, align 4\n  %q = getelementptr inbounds i8, ptr %p, i32 2\n  store i32 %x, ptr %q, align 4\n  ret i32 0"),
    ];
    for text in placed {
        let (code, out) = run_in_temp(&[("k.ll", &text)], &["compile", "{dir}/k.ll", "--platform", "xehpg", "-o", "-"]);
        assert_eq!(code, Some(0), "{text}\n{out}");
        assert!(out.contains(".implicit_UNDEFINED_12 ") && out.contains("%hw_id(0,0)<0;1,0>"), "{text}\n{out}");
    }
    let refused = [
        (
            kernel("alloca i32, i32 %x, align 4", "  store i32 %x, ptr %p, align 4\n  ret i32 0"),
            "k.ll:2:3: error: promote: this `alloca`'s element count is not a constant; supported: `alloca`s of a constant count in the entry block of a kernel, together at most 262144 bytes a thread",
        ),
        (
            kernel("alloca [40000 x i64], align 8", "  store i32 %x, ptr %p, align 4\n  ret i32 0"),
            "k.ll:2:3: error: promote: this kernel's private memory takes 320000 bytes a thread, above the frame's limit; supported:",
        ),
        (
            kernel("alloca [4 x i32], align 4", "  store i32 %x, ptr %p, align 4\n  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 true)\n  ret i32 0")
                + "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n",
            "k.ll:5:3: error: select: `llvm.memset` is not supported: it is a memory operation the tool does not lower; supported: load, store",
        ),
    ];
    for (text, expected) in refused {
        let (code, out) = run_in_temp(&[("k.ll", &text)], &["compile", "{dir}/k.ll", "--platform", "xehpg"]);
        assert_eq!(code, Some(2), "{text}\n{out}");
        assert!(out.contains(expected), "{text}\n{out}");
    }
}

/// Every private memory the frame cannot place is refused, once each, in
/// module order; one it can place between them is not reported.
#[test]
fn every_refused_private_memory_is_reported_in_order() {
    let text = "define i32 @a(i32 %i, i32 %n) {\n  %t = alloca i32, i32 %n, align 4\n  %p = getelementptr inbounds i32, ptr %t, i32 %i\n\
  store i32 1, ptr %p, align 4\n  %u = alloca [400 x i32], align 4\n  %q = getelementptr inbounds i32, ptr %u, i32 %i\n\
  store i32 2, ptr %q, align 4\n  %v = load i32, ptr %q, align 4\n  ret i32 %v\n}\n\
define i32 @b(i32 %i) {\nentry:\n  br label %next\nnext:\n  %w = alloca [400 x i32], align 4\n  %r = getelementptr inbounds i32, ptr %w, i32 %i\n\
  store i32 3, ptr %r, align 4\n  %s = load i32, ptr %r, align 4\n  ret i32 %s\n}\n";
    let (code, out) = run_in_temp(&[("k.ll", text)], &["compile", "{dir}/k.ll", "--platform", "xehpg"]);
    assert_eq!(code, Some(2), "{out}");
    let errors: Vec<&str> = out.lines().filter(|l| l.contains(": error: ")).collect();
    // @a's count (2:3); @a's 1,600-byte table (5:3) can be placed; @b's alloca outside its entry block (15:3).
    assert_eq!(errors.len(), 2, "{out}");
    assert!(errors[0].contains("k.ll:2:3: error: promote: this `alloca`'s element count is not a constant"), "{out}");
    assert!(errors[1].contains("k.ll:15:3: error: promote: this `alloca` is outside the entry block (each execution makes a new object); move it to the entry block"), "{out}");
}

/// Private memory beyond one array of scalars, kept in registers
/// (testdata/private: a sort at variable indices read back as one vector
/// load, a histogram of `{count, sum}` structs, a two-dimensional table
/// indexed through chained and `i8` `getelementptr`s next to a vector
/// `alloca`, `llvm.memset`/`memcpy`/`memmove` between arrays and to
/// global memory): the values in each `.toml` comment are worked out by hand;
/// the reference gives them, and `run --verify` passes on every platform.
#[test]
fn private_memory_beyond_one_array_verifies_on_every_platform() {
    let cases = [
        ("sort", "returned <8 x i32> (32 bytes): 0 7 14 21 28 35 42 49\n"),
        ("histogram", "returned <8 x i32> (32 bytes): 3 12 2 10 2 8 3 15\n"),
        ("lut2d", "returned <3 x i32> (12 bytes): 33 36 1069547520\n"),
        ("memops", "returned <8 x i32> (32 bytes): 84215045 0 3 6 9 9 1073741824 286331153\n"),
        // Through the private frame: a 1 KiB table, two arrays through
        // loop-carried pointers and a select, a gather and a scatter of
        // private addresses.
        ("table1k", "returned <4 x i32> (16 bytes): 92 39957 41132 65108\n"),
        ("two_arrays", "returned <4 x i32> (16 bytes): 30 33 36 39\n"),
        ("gather", "returned float (4 bytes): 8.0\n"),
    ];
    for (name, row) in cases {
        let (ll, toml) = (format!("testdata/private/{name}.ll"), format!("testdata/private/{name}.toml"));
        let (code, out) = run(&["run", &ll, "--launch", &toml, "--engine", "reference"]);
        assert_eq!(code, Some(0), "{out}");
        assert!(out.contains(row), "{name}: {row} in {out}");
        for platform in ["gen9", "xelp", "xehpg", "xehpc", "mtl", "xe2"] {
            let (code, out) = run(&["run", &ll, "--launch", &toml, "--verify", "--platform", platform]);
            assert_eq!(code, Some(0), "{name} on {platform}: {out}");
            assert!(out.contains("verification against the reference: passed"), "{name} on {platform}: {out}");
        }
    }
}

/// `llvm.memset`, `llvm.memcpy` and `llvm.memmove` as LangRef defines
/// them, in the reference: a length of 0 does nothing (even at a poison
/// address), an overlapping `memcpy` is undefined behaviour (`memmove`'s
/// overlap is not); and what `promote` cannot expand (a variable length) is
/// refused at the call, naming what is accepted.
#[test]
fn private_memory_intrinsics_follow_langref_and_refusals_name_the_alternative() {
    let module = |body: &str| {
        format!(
            "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n\
             declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n\
             declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)\n\
             define <4 x i32> @k(i64 %n) {{\n  %a = alloca [4 x i32], align 4\n  %a1 = getelementptr i8, ptr %a, i64 4\n\
             {body}\n  %v = load <4 x i32>, ptr %a, align 4\n  ret <4 x i32> %v\n}}\n"
        )
    };
    let toml = "kernel = \"k\"\n\n[args]\nn = 0\n";
    // [1, 2, 3, 4], then a[1..4] = old a[0..3]: [1, 1, 2, 3]. Bytes 0x01 make 0x01010101 = 16843009.
    let fill = "  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)\n\
                store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %a\n";
    let cases = [
        (format!("{fill}  call void @llvm.memmove.p0.p0.i64(ptr %a1, ptr %a, i64 12, i1 false)"), "1 1 2 3", false),
        (format!("{fill}  call void @llvm.memcpy.p0.p0.i64(ptr %a1, ptr %a, i64 12, i1 false)"), "", true),
        (format!("{fill}  call void @llvm.memset.p0.i64(ptr poison, i8 1, i64 %n, i1 false)"), "1 2 3 4", false),
        (format!("{fill}  call void @llvm.memset.p0.i64(ptr %a1, i8 1, i64 4, i1 false)"), "1 16843009 3 4", false),
    ];
    for (body, returned, ub) in cases {
        let text = module(&body);
        let files = [("k.ll", text.as_str()), ("k.toml", toml)];
        let (code, out) =
            run_in_temp(&files, &["run", "{dir}/k.ll", "--launch", "{dir}/k.toml", "--engine", "reference"]);
        assert_eq!(code, Some(0), "{body}: {out}");
        match ub {
            true => assert!(out.contains("the blocks overlap, undefined behaviour"), "{body}: {out}"),
            false => assert!(out.contains(&format!("returned <4 x i32> (16 bytes): {returned}\n")), "{body}: {out}"),
        }
    }
    // Promoted (constant lengths): the emulator agrees with the reference.
    let text = module(&format!("{fill}  call void @llvm.memmove.p0.p0.i64(ptr %a1, ptr %a, i64 12, i1 false)"));
    let files = [("k.ll", text.as_str()), ("k.toml", toml)];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/k.ll", "--launch", "{dir}/k.toml", "--verify", "--platform", "xe2"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("verification against the reference: passed"), "{out}");
    // A variable length is not expanded: the array goes to the private
    // frame, and the call is refused there, naming what is lowered.
    let text = module("  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 %n, i1 false)");
    let (code, out) = compile_text("k.ll", &text);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("k.ll:7:3: error: select: `llvm.memset` is not supported"), "{out}");
    assert!(out.contains("supported: load, store, atomicrmw, cmpxchg, llvm.masked.gather/scatter/load/store"), "{out}");
}

/// An index past a two-dimensional private table is undefined behaviour
/// (LangRef, for the load): the reference stops there, so `run --verify`
/// calls the run not verifiable; never a value passed. lut2d's t[x][y]
/// with x = 4 reads past its 4 rows.
#[test]
fn an_index_past_private_memory_is_not_verifiable() {
    let toml = "kernel = \"lut2d\"\n\n[args]\nx = 4\ny = 1\n";
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/private/lut2d.ll")).expect("reads");
    let files = [("lut2d.ll", text.as_str()), ("past.toml", toml)];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/lut2d.ll", "--launch", "{dir}/past.toml", "--engine", "reference"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("undefined: ") && out.contains("lut2d.ll:46:3: load"), "{out}");
    for platform in ["xelp", "xe2"] {
        let args = ["run", "{dir}/lut2d.ll", "--launch", "{dir}/past.toml", "--verify", "--platform", platform];
        let (code, out) = run_in_temp(&files, &args);
        assert_eq!(code, Some(1), "{platform}: {out}");
        assert!(out.contains("verification against the reference: not verifiable"), "{platform}: {out}");
    }
}

/// An `alloca` in a loop's block, bracketed by `llvm.lifetime.*` markers:
/// the vector is placed in the entry block (where mem2reg promotes; its
/// lanes kept across iterations refine the fresh undefined bytes) and the
/// markers dropped. acc = a[0] + ... + a[4] with a[k] = k just stored: 10.
#[test]
fn a_private_array_in_a_loop_block() {
    let text = "declare void @llvm.lifetime.start.p0(i64, ptr)\ndeclare void @llvm.lifetime.end.p0(i64, ptr)\n\n\
define i32 @loopa(i32 %n) {\nentry:\n  br label %loop\n\nloop:\n  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]\n\
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]\n  %a = alloca [40 x i16], align 2\n\
  call void @llvm.lifetime.start.p0(i64 80, ptr %a)\n  %p = getelementptr inbounds [40 x i16], ptr %a, i32 0, i32 %k\n\
  %t = trunc i32 %k to i16\n  store i16 %t, ptr %p, align 2\n  %v = load i16, ptr %p, align 2\n  %vz = zext i16 %v to i32\n\
  %acc1 = add i32 %acc, %vz\n  call void @llvm.lifetime.end.p0(i64 80, ptr %a)\n  %k1 = add i32 %k, 1\n\
  %c = icmp ult i32 %k1, %n\n  br i1 %c, label %loop, label %out\n\nout:\n  ret i32 %acc1\n}\n";
    let (code, out) = run_in_temp(&[("loopa.ll", text)], &["compile", "{dir}/loopa.ll", "--platform", "xehpg"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("addr_add (M1_NM, 1)"), "40 lanes: through an address register: {out}");
    // The reference has no lifetime markers; without them it runs the same loop.
    let plain: String = text.lines().filter(|l| !l.contains("lifetime")).map(|l| format!("{l}\n")).collect();
    let files = [("loopa.ll", plain.as_str()), ("loopa.toml", "[args]\nn = 5\n")];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/loopa.ll", "--launch", "{dir}/loopa.toml", "--engine", "reference"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(": 10"), "{out}");
    for platform in PLATFORMS {
        let args = ["run", "{dir}/loopa.ll", "--launch", "{dir}/loopa.toml", "--verify", "--platform", platform];
        let (code, out) = run_in_temp(&files, &args);
        assert_eq!(code, Some(0), "{platform}: {out}");
        assert!(out.contains("verification against the reference: passed"), "{platform}: {out}");
    }
}

/// A private array of floats (and of halves) at a variable index past 32
/// lanes: a[k] = k * x for k in 0..40, then a[i]; x = 0.5, i = 7: 3.5
/// (0x40600000; as a half 0x4300).
#[test]
fn a_private_array_of_floating_point_values() {
    let text = "define float @flt(float %x, i32 %i) {\nentry:\n  %a = alloca [40 x float], align 4\n  br label %fill\n\
fill:\n  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]\n  %kf = uitofp i32 %k to float\n  %v = fmul float %kf, %x\n\
  %p = getelementptr inbounds float, ptr %a, i32 %k\n  store float %v, ptr %p, align 4\n  %k1 = add i32 %k, 1\n\
  %c = icmp ult i32 %k1, 40\n  br i1 %c, label %fill, label %out\nout:\n\
  %q = getelementptr inbounds [40 x float], ptr %a, i32 0, i32 %i\n  %r = load float, ptr %q, align 4\n  ret float %r\n}\n";
    let half = text.replace("float", "half").replace("align 4", "align 2");
    for (text, row) in [(text, "returned float (4 bytes): 3.5\n"), (half.as_str(), "returned half (2 bytes): 3.5\n")] {
        let files = [("flt.ll", text), ("flt.toml", "[args]\nx = 0.5\ni = 7\n")];
        let reference = ["run", "{dir}/flt.ll", "--launch", "{dir}/flt.toml", "--engine", "reference"];
        let (code, out) = run_in_temp(&files, &reference);
        assert_eq!(code, Some(0), "{out}");
        assert!(out.contains(row), "{out}");
        for platform in PLATFORMS {
            let args = ["run", "{dir}/flt.ll", "--launch", "{dir}/flt.toml", "--verify", "--platform", platform];
            let (code, out) = run_in_temp(&files, &args);
            assert_eq!(code, Some(0), "{platform}: {out}");
            assert!(out.contains("verification against the reference: passed"), "{platform}: {out}");
        }
    }
}

/// Each call has a private array of its own: in the reference a fresh
/// allocation per frame (undefined until stored, freed at the return), in
/// the compiler one promoted copy per inlined call. pair(a, b) keeps
/// [a, b] privately and returns a * 10 + b: pair(1, 2) + pair(3, 4) = 12 + 34 = 46.
#[test]
fn a_private_array_per_call() {
    let text = "define internal i32 @pair(i32 %a, i32 %b) {\n  %t = alloca [2 x i32], align 4\n\
  %q = getelementptr inbounds [2 x i32], ptr %t, i32 0, i32 1\n  store i32 %a, ptr %t, align 4\n\
  store i32 %b, ptr %q, align 4\n  %x = load i32, ptr %t, align 4\n  %y = load i32, ptr %q, align 4\n\
  %m = mul i32 %x, 10\n  %r = add i32 %m, %y\n  ret i32 %r\n}\n\n\
define i32 @two_pairs() {\n  %u = call i32 @pair(i32 1, i32 2)\n  %v = call i32 @pair(i32 3, i32 4)\n\
  %s = add i32 %u, %v\n  ret i32 %s\n}\n";
    let files = [("pairs.ll", text), ("pairs.toml", "kernel = \"two_pairs\"\n")];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/pairs.ll", "--launch", "{dir}/pairs.toml", "--engine", "reference"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(": 46"), "{out}");
    assert!(!out.contains("private"), "private memory is freed, not dumped: {out}");
    for platform in PLATFORMS {
        let args = ["run", "{dir}/pairs.ll", "--launch", "{dir}/pairs.toml", "--verify", "--platform", platform];
        let (code, out) = run_in_temp(&files, &args);
        assert_eq!(code, Some(0), "{platform}: {out}");
        assert!(out.contains("verification against the reference: passed"), "{platform}: {out}");
    }
}

/// A variable index into the widest vector the compares serve (32 lanes of i16,
/// so the insert's compare and mov are two 16-lane pieces), read as an i64:
/// v = [0, 1, ..., 31], lane i gets v[i] + x. With i = 31 and x = 1000 the
/// last lane is 31 + 1000 = 1031 (0x407). An index past the end gives
/// poison (LangRef), so whatever the emitted code leaves verifies: i = 32,
/// and 2^32, whose low dword is lane 0's number.
#[test]
fn variable_indices_at_the_edges() {
    let wide = "define <32 x i16> @wide(<32 x i16> %v, i64 %i, i16 %x) {\n\
  %e = extractelement <32 x i16> %v, i64 %i\n  %s = add i16 %e, %x\n\
  %w = insertelement <32 x i16> %v, i16 %s, i64 %i\n  ret <32 x i16> %w\n}\n";
    let lanes = (0..32).map(|l| l.to_string()).collect::<Vec<_>>().join(", ");
    let spec = |i: &str| format!("[args]\nv = [{lanes}]\ni = {i}\nx = 1000\n");
    let reference = ["run", "{dir}/wide.ll", "--launch", "{dir}/wide.toml", "--engine", "reference"];
    let (code, out) = run_in_temp(&[("wide.ll", wide), ("wide.toml", &spec("31"))], &reference);
    assert_eq!(code, Some(0), "{out}");
    // Lanes 0..30 as given, lane 31 x + 31 = 1031.
    let expected = (0..31).map(|l| l.to_string()).collect::<Vec<_>>().join(" ");
    assert!(out.contains(&format!("returned <32 x i16> (64 bytes): {expected} 1031\n")), "{out}");
    let (code, out) = run_in_temp(&[("wide.ll", wide), ("wide.toml", &spec("32"))], &reference);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("returned <32 x i16> (64 bytes, 64 undefined)"), "{out}");
    for i in ["31", "0", "32", "0x100000000"] {
        for platform in PLATFORMS {
            let verify = ["run", "{dir}/wide.ll", "--launch", "{dir}/wide.toml", "--verify", "--platform", platform];
            let (code, out) = run_in_temp(&[("wide.ll", wide), ("wide.toml", &spec(i))], &verify);
            assert_eq!(code, Some(0), "i = {i} on {platform}: {out}");
            assert!(out.contains("verification against the reference: passed"), "i = {i} on {platform}: {out}");
        }
    }
}

/// Past 32 lanes a variable index goes through an address register: the
/// index clamped to the last lane, in bytes, added to the vector's address.
/// v = [0, 1, ..., 63] (i32), lane i gets v[i] + x: with i = 63 and x = 1000
/// the last lane is 1063 (0x427). Out of range (64, 2^32 whose low dword is
/// 0) the reference gives poison and whatever the code leaves verifies; the
/// clamp keeps the access inside the vector, so the emulator sees no
/// undefined behaviour. A vector of i1 past 32 lanes is refused.
#[test]
fn variable_indices_past_32_lanes_go_through_an_address_register() {
    let widest = "define <64 x i32> @widest(<64 x i32> %v, i64 %i, i32 %x) {\n\
  %e = extractelement <64 x i32> %v, i64 %i\n  %s = add i32 %e, %x\n\
  %w = insertelement <64 x i32> %v, i32 %s, i64 %i\n  ret <64 x i32> %w\n}\n";
    let lanes = (0..64).map(|l| l.to_string()).collect::<Vec<_>>().join(", ");
    let spec = |i: &str| format!("[args]\nv = [{lanes}]\ni = {i}\nx = 1000\n");
    let files = |i: &str| [("widest.ll", widest.to_string()), ("widest.toml", spec(i))];
    let run_with = |i: &str, args: &[&str]| {
        let f = files(i);
        run_in_temp(&[(f[0].0, f[0].1.as_str()), (f[1].0, f[1].1.as_str())], args)
    };
    let reference = ["run", "{dir}/widest.ll", "--launch", "{dir}/widest.toml", "--engine", "reference"];
    let (code, out) = run_with("63", &reference);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(" 60 61 62 1063\n"), "{out}");
    let (code, out) = run_with("0", &reference);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(": 1000 1 2 3"), "{out}");
    let (code, out) = compile_text("widest.ll", widest);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("min (M1_NM, 1)") && out.contains("addr_add (M1_NM, 1)"), "{out}");
    assert!(out.contains("<0;1,0>:ud") && out.contains("<1>:ud"), "{out}");
    for i in ["63", "0", "64", "0x100000000"] {
        for platform in PLATFORMS {
            let verify =
                ["run", "{dir}/widest.ll", "--launch", "{dir}/widest.toml", "--verify", "--platform", platform];
            let (code, out) = run_with(i, &verify);
            assert_eq!(code, Some(0), "i = {i} on {platform}: {out}");
            assert!(out.contains("verification against the reference: passed"), "i = {i} on {platform}: {out}");
        }
    }
    let masks = "define i32 @masks(<33 x i16> %v, i32 %i) {\n  %m = icmp ne <33 x i16> %v, zeroinitializer\n  \
%e = extractelement <33 x i1> %m, i32 %i\n  %z = zext i1 %e to i32\n  ret i32 %z\n}\n";
    let (code, out) = compile_text("masks.ll", masks);
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains("masks.ll:3:3: error: a variable element index into a vector of 33 x i1 cannot be emitted"),
        "{out}"
    );
    assert!(out.contains("variable indices into vectors of i1 of at most 32 lanes"), "{out}");
}

/// Region intrinsics the emitter cannot express are refused at the call,
/// naming what is supported: a variable mask, a region no single indirect
/// operand describes at a variable offset, a vector of offsets.
#[test]
fn region_intrinsics_emit_cannot_express_are_refused_at_the_call() {
    let head = "declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)\n\
declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.v8i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, <8 x i1>)\n";
    let masked = format!(
        "{head}define <16 x i32> @f(<16 x i32> %v, <8 x i32> %n, <8 x i1> %m) {{\n  \
%w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.v8i1(<16 x i32> %v, <8 x i32> %n, i32 8, i32 8, i32 1, i16 0, i32 16, <8 x i1> %m)\n  \
ret <16 x i32> %w\n}}\n"
    );
    let (code, out) = compile_text("masked.ll", &masked);
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains("masked.ll:4:3: error: `llvm.genx.wrregioni` with a variable mask cannot be emitted"),
        "{out}"
    );
    // Width 3 at a variable offset: no indirect operand has that region.
    let odd = format!(
        "{head}define <8 x i32> @f(<16 x i32> %v, i16 %o) {{\n  \
%r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 3, i32 3, i32 1, i16 %o, i32 16)\n  \
ret <8 x i32> %r\n}}\n"
    );
    let (code, out) = compile_text("odd.ll", &odd);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("odd.ll:4:3: error: `llvm.genx.rdregioni` at a variable offset with region <3;3,1>"), "{out}");
    assert!(out.contains("supported at a variable offset:"), "{out}");
    // The same region at a constant offset is moves: it compiles.
    let (code, out) = compile_text("odd_constant.ll", &odd.replace("i16 %o, i32 16", "i16 4, i32 16"));
    assert_eq!(code, Some(0), "{out}");
}

/// Divergent (per-lane) control flow is not lowered: each of IGC's SIMD
/// control-flow intrinsics (`llvm.genx.simdcf.*`) is refused at its call by
/// the compiler and by the reference, naming what is supported; a `br` on a
/// vector is not IR at all (LLVM's parser refuses it, located).
#[test]
fn divergent_control_flow_is_refused_at_its_line() {
    let vector_compare = "  %c = icmp slt <8 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>\n";
    let cases = [
        (
            "goto.ll",
            "declare { <8 x i1>, <8 x i1>, i1 } @llvm.genx.simdcf.goto.v8i1.v8i1(<8 x i1>, <8 x i1>, <8 x i1>)",
            "  %g = call { <8 x i1>, <8 x i1>, i1 } @llvm.genx.simdcf.goto.v8i1.v8i1(<8 x i1> zeroinitializer, <8 x i1> %c, <8 x i1> zeroinitializer)\n",
            "llvm.genx.simdcf.goto.v8i1.v8i1",
        ),
        (
            "join.ll",
            "declare { <8 x i1>, i1 } @llvm.genx.simdcf.join.v8i1(<8 x i1>, <8 x i1>)",
            "  %g = call { <8 x i1>, i1 } @llvm.genx.simdcf.join.v8i1(<8 x i1> zeroinitializer, <8 x i1> %c)\n",
            "llvm.genx.simdcf.join.v8i1",
        ),
        (
            "any.ll",
            "declare i1 @llvm.genx.simdcf.any.v8i1(<8 x i1>)",
            "  %g = call i1 @llvm.genx.simdcf.any.v8i1(<8 x i1> %c)\n",
            "llvm.genx.simdcf.any.v8i1",
        ),
    ];
    for (file, decl, call, name) in cases {
        let text = format!(
            "{decl}\n\ndefine void @k(ptr addrspace(1) %out, <8 x i32> %v) {{\nentry:\n{vector_compare}{call}  ret void\n}}\n"
        );
        let launch = "kernel = \"k\"\n[[buffer]]\nname = \"out\"\nelement = \"u32\"\ndata = [0]\n\
[args]\nout = \"@out\"\nv = [1, 2, 3, 4, 5, 6, 7, 8]\n";
        let expected = format!(
            "{file}:6:3: error: `@{name}` is SIMD (per-lane, divergent) control flow, which is not supported; \
             supported: uniform control flow, `br` on a scalar `i1` and `switch` on a scalar integer"
        );
        let (code, out) = compile_text(file, &text);
        assert_eq!(code, Some(2), "{out}");
        assert!(out.contains(&expected), "{out}");
        let files = [(file, text.as_str()), ("k.toml", launch)];
        let (code, out) = run_in_temp(
            &files,
            &["run", &format!("{{dir}}/{file}"), "--launch", "{dir}/k.toml", "--engine", "reference"],
        );
        assert_eq!(code, Some(2), "{out}");
        assert!(out.contains(&expected), "{out}");
    }
    let vector_branch = format!(
        "define void @k(<8 x i32> %v) {{\nentry:\n{vector_compare}  br <8 x i1> %c, label %t, label %e\nt:\n  ret void\ne:\n  ret void\n}}\n"
    );
    let (code, out) = compile_text("vbr.ll", &vector_branch);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("vbr.ll:4:6: error: branch condition must have 'i1' type"), "{out}");
}

/// A scalar `i1` is one value for the whole kernel invocation (one work-item;
/// its SIMD lanes live inside vectors), so a branch on one lane of a vector
/// compare is uniform and is emitted as a `jmp`. Lane 3 of `v > 3` for
/// v = [1..8] is 4 > 3, true: the store runs, out = v (by hand).
#[test]
fn a_branch_on_one_lane_of_a_vector_compare_is_uniform() {
    let text = "define void @k(ptr addrspace(1) %out, <8 x i32> %v) {\nentry:\n  \
%c = icmp sgt <8 x i32> %v, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>\n  \
%a = extractelement <8 x i1> %c, i32 3\n  br i1 %a, label %t, label %e\nt:\n  \
store <8 x i32> %v, ptr addrspace(1) %out, align 4\n  br label %e\ne:\n  ret void\n}\n";
    let launch = "kernel = \"k\"\n[[buffer]]\nname = \"out\"\nelement = \"u32\"\ndata = [0, 0, 0, 0, 0, 0, 0, 0]\n\
[args]\nout = \"@out\"\nv = [1, 2, 3, 4, 5, 6, 7, 8]\n";
    let files = [("lane.ll", text), ("lane.toml", launch)];
    let (code, out) =
        run_in_temp(&files, &["run", "{dir}/lane.ll", "--launch", "{dir}/lane.toml", "--engine", "reference"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(": 1 2 3 4"), "{out}");
    let (code, out) = compile_text("lane.ll", text);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("jmp (M1, 1)"), "{out}");
    for platform in PLATFORMS {
        let (code, out) = run_in_temp(
            &files,
            &["run", "{dir}/lane.ll", "--launch", "{dir}/lane.toml", "--verify", "--platform", platform],
        );
        assert_eq!(code, Some(0), "{platform}: {out}");
        assert!(out.contains("verification against the reference: passed"), "{platform}: {out}");
    }
}

/// switch_store's switch on every path, on every platform (a jump table on
/// gen9 and xehpc, compares elsewhere). By hand, v = [1, 2, 3, 4]: k = 0
/// stores v and returns 1; k = 1, 2 store v + 10 and return 100; k = 3 and
/// k = 0xffffffff (past the table, unsigned) take the default: 3v, 3.
#[test]
fn every_way_through_a_switch_verifies() {
    let ll =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/testdata/flow/switch_store.ll")).expect("reads");
    let cases: [(u32, &str, &str); 5] = [
        (0, "1 2 3 4", "1"),
        (1, "11 12 13 14", "100"),
        (2, "11 12 13 14", "100"),
        (3, "3 6 9 12", "3"),
        (0xffff_ffff, "3 6 9 12", "3"),
    ];
    for (k, out, ret) in cases {
        let launch = format!(
            "kernel = \"switch_store\"\n[[buffer]]\nname = \"out\"\nelement = \"u32\"\ndata = [0, 0, 0, 0]\n\
             [args]\nout = \"@out\"\nv = [1, 2, 3, 4]\nk = {k}\n"
        );
        let files = [("s.ll", ll.as_str()), ("s.toml", launch.as_str())];
        let (code, text) =
            run_in_temp(&files, &["run", "{dir}/s.ll", "--launch", "{dir}/s.toml", "--engine", "reference"]);
        assert_eq!(code, Some(0), "k = {k}: {text}");
        assert!(text.contains(&format!("100000000: {out}\n")), "k = {k}: {text}");
        assert!(text.contains(&format!("returned i32 (4 bytes): {ret}\n")), "k = {k}: {text}");
        for platform in PLATFORMS {
            let (code, text) = run_in_temp(
                &files,
                &["run", "{dir}/s.ll", "--launch", "{dir}/s.toml", "--verify", "--platform", platform],
            );
            assert_eq!(code, Some(0), "k = {k}, {platform}: {text}");
            assert!(text.contains("verification against the reference: passed"), "k = {k}, {platform}: {text}");
        }
    }
    // The jump table where the platform has SWITCHJMP, compares where it does not.
    for (platform, table) in [("gen9", true), ("xelp", false), ("xehpg", false), ("xehpc", true)] {
        let (code, text) = run(&["compile", "testdata/flow/switch_store.ll", "--platform", platform]);
        assert_eq!(code, Some(0), "{platform}: {text}");
        assert_eq!(text.contains("switchjmp (M1, 1) k(0,0)<0;1,0> (zero, edge, edge)"), table, "{platform}: {text}");
    }
}

/// `llvm.genx.svm.gather4.scaled` and `.scatter4.scaled` (vc-intrinsics;
/// vISA SVM_GATHER4_SCALED, SVM_SCATTER4_SCALED): the values worked out by
/// hand in testdata/svm_channels/gather4_scatter4.toml, from the reference,
/// and `run --verify` on every platform (xe2 through LSC loads and stores).
#[test]
fn svm_gather4_and_scatter4_scaled_verify_on_every_platform() {
    let (ll, toml) = ("testdata/svm_channels/gather4_scatter4.ll", "testdata/svm_channels/gather4_scatter4.toml");
    let (code, out) = run(&["run", ll, "--launch", toml, "--engine", "reference"]);
    assert_eq!(code, Some(0), "{out}");
    // R, G, A of pixels 0..8 (lanes 2 and 5 off: 7), then dst's pixels: G = R_i, B = G_i.
    let rows = [
        "returned <24 x i32> (96 bytes): 100 104 7 112 116 7 124 128 101 105 7 113 117 7 125 129 103 107 7 115 119 7 127 131\n",
        "101000000: 0 100 101 0\n",
        "101000020: 0 7 7 0\n",
        "101000070: 0 128 129 0\n",
    ];
    for row in rows {
        assert!(out.contains(row), "{row} in {out}");
    }
    for platform in ["gen9", "xelp", "xehpg", "xehpc", "mtl", "xe2"] {
        let (code, out) = run(&["run", ll, "--launch", toml, "--verify", "--platform", platform]);
        assert_eq!(code, Some(0), "{platform}: {out}");
        assert!(out.contains("verification against the reference: passed"), "{platform}: {out}");
    }
    let (_, xe2) = run(&["compile", ll, "--platform", "xe2"]);
    assert_eq!(xe2.matches("lsc_load.ugm (M1_NM, 8)").count(), 3, "one load per channel: {xe2}");
    assert_eq!(xe2.matches("lsc_store.ugm (M1_NM, 8)").count(), 2, "one store per channel: {xe2}");
}

/// What the two do not take is refused at the call, by the compiler and
/// the reference alike, saying what is taken.
#[test]
fn svm_gather4_scaled_shapes_outside_the_definition_are_refused() {
    let kernel = |mask: u32, data: &str| {
        format!(
            "define {data} @k(i64 %a, <8 x i64> %o) {{\n  %g = call {data} @llvm.genx.svm.gather4.scaled.t.v8i1.v8i64(<8 x i1> \
             zeroinitializer, i32 {mask}, i16 0, i64 %a, <8 x i64> %o, {data} undef)\n  ret {data} %g\n}}\n\
             declare {data} @llvm.genx.svm.gather4.scaled.t.v8i1.v8i64(<8 x i1>, i32, i16, i64, <8 x i64>, {data})\n"
        )
    };
    let cases = [
        (kernel(0, "<8 x i32>"), "the channel mask is 0 (vISA spec: \"0000\" is not allowed)"),
        (kernel(3, "<8 x i32>"), "the data is not <16 x i32 or float> (2 channel(s) of 8 lanes)"),
        (kernel(1, "<8 x i16>"), "the data is not <8 x i32 or float> (1 channel(s) of 8 lanes)"),
    ];
    for (text, expected) in cases {
        let (code, out) = run_in_temp(&[("k.ll", &text)], &["compile", "{dir}/k.ll", "--platform", "xehpg"]);
        assert_eq!(code, Some(2), "{text}\n{out}");
        assert!(out.contains("k.ll:2:3: error: svm-channels: `llvm.genx.svm.gather4.scaled.t.v8i1.v8i64`: "), "{out}");
        assert!(out.contains(expected), "{expected} in {out}");
        assert!(
            out.contains(
                "supported: `llvm.genx.svm.gather4.scaled` and `llvm.genx.svm.scatter4.scaled` with (<N x i1> pred"
            ),
            "{out}"
        );
        let (code, out) = run_in_temp(&[("k.ll", &text)], &["run", "{dir}/k.ll", "--engine", "reference"]);
        assert_eq!(code, Some(2), "{text}\n{out}");
        assert!(out.contains("k.ll:2:3: error: "), "{out}");
    }
}
