//! Hostile inputs of the JIT's sandbox and of the "nothing
//! half-written" rules (docs/limits.md, "The JIT's code" and "Output
//! files"): the attack's kernels and every other way a kernel forms an
//! address, each a fault at the access; what could reach host code,
//! refused or defused; outputs through open descriptors; a tool stopped
//! from outside leaving no worker behind; reports whole or not at all;
//! inputs that shrink while mapped; a fuzzer asked for 1,024 threads under
//! an address-space cap.

use super::{cli, fault, located, rejected, Case, Check, Class, Expect, FifoRole, Interrupt, Setup, Stdout};
use std::fmt::Write as _;

pub fn cases(cases: &mut Vec<Case>) {
    attack(cases);
    every_access(cases);
    slack(cases);
    reaching_the_host(cases);
    descriptors(cases);
    interrupted(cases);
    fuzz_threads(cases);
}

const SPEC: &str = "[[buffer]]\nname = \"out\"\nsize = 64\n\n[args]\np = \"@out\"\n";

fn run_jit(name: &str, ll: String, expect: Expect) -> Case {
    run_jit_with(name, ll, expect, &[])
}

/// [`run_jit`] with `extra` arguments.
fn run_jit_with(name: &str, ll: String, expect: Expect, extra: &[&str]) -> Case {
    let mut args = vec!["run", "k.ll", "--kernel", "k", "--engine", "jit", "--launch", "s.toml", "--timeout", "2"];
    args.extend_from_slice(extra);
    Case::new(Class::Jit, format!("jit-sandbox/{name}"), cli(&args), expect)
        .file("k.ll", ll)
        .file("s.toml", SPEC)
        .check(Check::SecondsAtMost(20.0))
}

/// The attack's kinds of kernel: reads and writes past an `alloca` into the
/// stack (in a loop, as a leak would read it), a return-address overwrite
/// with an address argument.
fn attack(cases: &mut Vec<Case>) {
    let loop_over = |access: &str| {
        format!(
            "define void @k(i64* %p) {{\nentry:\n  %a = alloca [2 x i64]\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %j, %loop ]\n  %q = getelementptr [2 x i64], [2 x i64]* %a, i64 0, i64 %i\n{access}\n  %j = add i64 %i, 1\n  %c = icmp ult i64 %j, 64\n  br i1 %c, label %loop, label %done\ndone:\n  ret void\n}}\n"
        )
    };
    cases.push(run_jit(
        "stack-write-loop",
        loop_over("  store volatile i64 42, i64* %q"),
        fault("k.ll:8:3: `store` writes 8 byte(s) just past the end of `alloca %a` at k.ll:3:3"),
    ));
    cases.push(run_jit(
        "stack-read-loop",
        loop_over(
            "  %v = load volatile i64, i64* %q\n  %o = getelementptr i64, i64* %p, i64 %i\n  store i64 %v, i64* %o",
        ),
        fault("k.ll:8:3: `load` reads 8 byte(s) just past the end of `alloca %a`"),
    ));
    // The overwrite: 40 words of an address past a 16-byte array.
    let mut overwrite = String::from("define void @k(i64* %p, i64 %target) {\n  %a = alloca [2 x i64]\n");
    for i in 2..42 {
        let _ = write!(
            overwrite,
            "  %q{i} = getelementptr [2 x i64], [2 x i64]* %a, i64 0, i64 {i}\n  store volatile i64 %target, i64* %q{i}\n"
        );
    }
    overwrite.push_str("  ret void\n}\n");
    cases.push(
        run_jit("return-address-overwrite", overwrite, fault("k.ll:4:3: `store` writes 8 byte(s) just past the end"))
            .file("s.toml", format!("{SPEC}target = 4198400\n")),
    );
    // Below the array, and far beyond it, at each size of access.
    for (ty, size) in [("i8", 1), ("i16", 2), ("i32", 4), ("i64", 8), ("<4 x i32>", 16)] {
        for index in [-1i64, 64] {
            let ll = format!(
                "define void @k(i64* %p) {{\n  %a = alloca [4 x {ty}]\n  %q = getelementptr [4 x {ty}], [4 x {ty}]* %a, i64 0, i64 {index}\n  store volatile {ty} zeroinitializer, {ty}* %q\n  ret void\n}}\n"
            );
            let name = format!("alloca/{}/{index}", ty.replace(['<', '>', ' '], ""));
            let how = if index < 0 {
                format!("{size} byte(s) below")
            } else {
                format!("{} byte(s) past the end of", 60 * size)
            };
            let message = format!("k.ll:4:3: `store` writes {size} byte(s) {how} `alloca %a`");
            cases.push(run_jit(&name, ll, fault(&message)).generalised());
        }
    }
    // Private memory without end: the private stack runs out, a fault at the alloca.
    let deep = "define void @k(i64* %p) {\n  %a = alloca [65536 x i8]\n  %q = getelementptr [65536 x i8], [65536 x i8]* %a, i64 0, i64 1\n  store volatile i8 1, i8* %q\n  call void @k(i64* %p)\n  ret void\n}\n";
    let mut case =
        run_jit("private-stack-exhausted", deep.to_string(), fault("k.ll:2:3: `alloca %a` needs more private memory"))
            .generalised();
    case.tool = cli(&["run", "k.ll", "--engine", "jit", "--launch", "s.toml", "--budget", "1000000000000"]);
    cases.push(case);
}

/// Every way a kernel forms an address and accesses memory, each past the
/// 64-byte buffer, each a fault at its line with its lane.
fn every_access(cases: &mut Vec<Case>) {
    let on = "<4 x i1> <i1 true, i1 true, i1 true, i1 true>";
    let kernel = |decl: &str, body: &str| format!("{decl}\ndefine void @k(i32* %p) {{\n{body}\n  ret void\n}}\n");
    let accesses: Vec<(&str, String, &str)> = vec![
        (
            "masked-gather-lane",
            kernel(
                "declare <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*>, i32, <4 x i1>, <4 x i32>)",
                &format!("  %q = getelementptr i32, i32* %p, <4 x i64> <i64 0, i64 1, i64 2, i64 40>\n  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*> %q, i32 4, {on}, <4 x i32> zeroinitializer)"),
            ),
            "k.ll:4:3, lane 3: `llvm.masked.gather` lane 3 reads 4 byte(s) at 0x1000000a0",
        ),
        (
            "masked-scatter-lane",
            kernel(
                "declare void @llvm.masked.scatter.v4i32.v4p0i32(<4 x i32>, <4 x i32*>, i32, <4 x i1>)",
                &format!("  %q = getelementptr i32, i32* %p, <4 x i64> <i64 0, i64 -1, i64 2, i64 3>\n  call void @llvm.masked.scatter.v4i32.v4p0i32(<4 x i32> zeroinitializer, <4 x i32*> %q, i32 4, {on})"),
            ),
            "k.ll:4:3, lane 1: `llvm.masked.scatter` lane 1 writes 4 byte(s) at 0xfffffffc, 4 byte(s) below",
        ),
        (
            "masked-load-lane",
            kernel(
                "declare <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>*, i32, <4 x i1>, <4 x i32>)",
                &format!("  %q = getelementptr i32, i32* %p, i64 13\n  %v = bitcast i32* %q to <4 x i32>*\n  %l = call <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>* %v, i32 4, {on}, <4 x i32> zeroinitializer)"),
            ),
            "k.ll:5:3, lane 3: `llvm.masked.load` lane 3 reads 4 byte(s) at 0x100000040, just past the end",
        ),
        (
            "masked-store-lane",
            kernel(
                "declare void @llvm.masked.store.v4i32.p0v4i32(<4 x i32>, <4 x i32>*, i32, <4 x i1>)",
                "  %q = getelementptr i32, i32* %p, i64 -2\n  %v = bitcast i32* %q to <4 x i32>*\n  call void @llvm.masked.store.v4i32.p0v4i32(<4 x i32> zeroinitializer, <4 x i32>* %v, i32 4, <4 x i1> <i1 false, i1 true, i1 true, i1 true>)",
            ),
            "k.ll:5:3, lane 1: `llvm.masked.store` lane 1 writes 4 byte(s) at 0xfffffffc",
        ),
        (
            "expandload",
            kernel(
                "declare <4 x i32> @llvm.masked.expandload.v4i32(i32*, <4 x i1>, <4 x i32>)",
                &format!("  %q = getelementptr i32, i32* %p, i64 14\n  %v = call <4 x i32> @llvm.masked.expandload.v4i32(i32* %q, {on}, <4 x i32> zeroinitializer)"),
            ),
            "k.ll:4:3: `llvm.masked.expandload` reads 16 byte(s) at 0x100000038, across the end",
        ),
        (
            "compressstore",
            kernel(
                "declare void @llvm.masked.compressstore.v4i32(<4 x i32>, i32*, <4 x i1>)",
                "  %q = getelementptr i32, i32* %p, i64 15\n  call void @llvm.masked.compressstore.v4i32(<4 x i32> zeroinitializer, i32* %q, <4 x i1> <i1 false, i1 true, i1 false, i1 true>)",
            ),
            "k.ll:4:3: `llvm.masked.compressstore` writes 8 byte(s) at 0x10000003c, across the end",
        ),
        (
            "memcpy-destination",
            kernel(
                "declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)",
                "  %b = bitcast i32* %p to i8*\n  %d = getelementptr i8, i8* %b, i64 48\n  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %b, i64 17, i1 false)",
            ),
            "k.ll:5:3: `llvm.memcpy`'s destination writes 17 byte(s) at 0x100000030, across the end",
        ),
        (
            "memmove-source",
            kernel(
                "declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)",
                "  %b = bitcast i32* %p to i8*\n  %s = getelementptr i8, i8* %b, i64 -8\n  call void @llvm.memmove.p0i8.p0i8.i32(i8* %b, i8* %s, i32 8, i1 false)",
            ),
            "k.ll:5:3: `llvm.memmove`'s source reads 8 byte(s) at 0xfffffff8, 8 byte(s) below",
        ),
        (
            "memset",
            kernel(
                "declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)",
                "  %b = bitcast i32* %p to i8*\n  %d = getelementptr i8, i8* %b, i64 60\n  call void @llvm.memset.p0i8.i64(i8* %d, i8 1, i64 8, i1 false)",
            ),
            "k.ll:5:3: `llvm.memset` writes 8 byte(s) at 0x10000003c, across the end",
        ),
        (
            "memcpy-inline-source",
            kernel(
                "declare void @llvm.memcpy.inline.p0i8.p0i8.i64(i8*, i8*, i64 immarg, i1 immarg)",
                "  %b = bitcast i32* %p to i8*\n  %s = getelementptr i8, i8* %b, i64 60\n  call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %b, i8* %s, i64 8, i1 false)",
            ),
            "k.ll:5:3: `llvm.memcpy`'s source reads 8 byte(s) at 0x10000003c, across the end",
        ),
        (
            "atomicrmw",
            kernel("", "  %q = getelementptr i32, i32* %p, i64 16\n  %o = atomicrmw xchg i32* %q, i32 1 seq_cst"),
            "k.ll:4:3: `atomicrmw` writes 4 byte(s) at 0x100000040, just past the end",
        ),
        (
            "cmpxchg",
            kernel("", "  %q = getelementptr i32, i32* %p, i64 100\n  %o = cmpxchg i32* %q, i32 0, i32 1 monotonic monotonic"),
            "k.ll:4:3: `cmpxchg` writes 4 byte(s) at 0x100000190, 336 byte(s) past the end",
        ),
        (
            "vector-load-across-the-end",
            kernel("", "  %q = getelementptr i32, i32* %p, i64 14\n  %v = bitcast i32* %q to <4 x i32>*\n  %l = load <4 x i32>, <4 x i32>* %v"),
            "k.ll:5:3: `load` reads 16 byte(s) at 0x100000038, across the end of buffer `out` [0x100000000, 0x100000040) (8 of its byte(s) past the end)",
        ),
        (
            "select-of-pointers",
            kernel("", "  %a = getelementptr i32, i32* %p, i64 1\n  %b = getelementptr i32, i32* %p, i64 99\n  %c = icmp ne i32* %a, null\n  %q = select i1 %c, i32* %b, i32* %a\n  store i32 1, i32* %q"),
            "k.ll:7:3: `store` writes 4 byte(s) at 0x10000018c",
        ),
        (
            "global-past-its-end",
            "@g = global [2 x i32] zeroinitializer\ndefine void @k(i32* %p) {\n  %q = getelementptr [2 x i32], [2 x i32]* @g, i64 0, i64 5\n  store i32 1, i32* %q\n  ret void\n}\n".to_string(),
            "k.ll:4:3: `store` writes 4 byte(s) 12 byte(s) past the end of global @g (8 bytes)",
        ),
        (
            "constant-global-written",
            "@c = constant i32 5\ndefine void @k(i32* %p) {\n  store i32 1, i32* @c\n  ret void\n}\n".to_string(),
            "k.ll:3:3: `store` writes 4 byte(s) inside constant global @c (4 bytes), which the code may only read",
        ),
    ];
    for (name, ll, message) in accesses {
        cases.push(run_jit(name, ll, fault(message)).generalised());
    }
}

/// Reads and writes that stay inside a buffer's last page, past its end:
/// a fault, never "ok".
fn slack(cases: &mut Vec<Case>) {
    for (ty, size) in [("i8", 1u64), ("i16", 2), ("i32", 4), ("i64", 8), ("<2 x i64>", 16)] {
        // Just past the end, in the middle of the page, at its last bytes.
        for byte in [64u64, 1000, 4096 - size] {
            for write in [false, true] {
                let access = if write {
                    format!("  store volatile {ty} zeroinitializer, {ty}* %q")
                } else {
                    format!("  %v = load volatile {ty}, {ty}* %q")
                };
                let ll = format!(
                    "define void @k(i8* %p) {{\n  %b = getelementptr i8, i8* %p, i64 {byte}\n  %q = bitcast i8* %b to {ty}*\n{access}\n  ret void\n}}\n"
                );
                let verb = if write { "`store` writes" } else { "`load` reads" };
                let past = if byte == 64 {
                    "just past the end".to_string()
                } else {
                    format!("{} byte(s) past the end", byte - 64)
                };
                let name = format!(
                    "slack/{}/{byte}/{}",
                    ty.replace(['<', '>', ' '], ""),
                    if write { "store" } else { "load" }
                );
                let message = format!(
                    "k.ll:4:3: {verb} {size} byte(s) at {:#x}, {past} of buffer `out`",
                    0x1_0000_0000u64 + byte
                );
                let case = run_jit(&name, ll, fault(&message));
                cases.push(if byte == 64 && !write { case } else { case.generalised() });
            }
        }
    }
}

/// What could call or reach host code: refused before any code runs, or
/// (attributes, weak and `available_externally` names) defused, the
/// kernel then running as written.
fn reaching_the_host(cases: &mut Vec<Case>) {
    let refused: Vec<(&str, &str, Expect)> = vec![
        (
            "write-register-rsp",
            "declare void @llvm.write_register.i64(metadata, i64)\n!0 = !{!\"rsp\"}\ndefine void @k(i64* %p) {\n  %v = ptrtoint i64* %p to i64\n  call void @llvm.write_register.i64(metadata !0, i64 %v)\n  ret void\n}\n",
            located("k.ll", "is not an intrinsic the JIT runs"),
        ),
        (
            "read-register",
            "declare i64 @llvm.read_register.i64(metadata)\n!0 = !{!\"rsp\"}\ndefine void @k(i64* %p) {\n  %v = call i64 @llvm.read_register.i64(metadata !0)\n  store i64 %v, i64* %p\n  ret void\n}\n",
            located("k.ll", "is not an intrinsic the JIT runs"),
        ),
        (
            "address-of-return-address",
            "declare i8* @llvm.addressofreturnaddress.p0i8()\ndefine void @k(i64* %p) {\n  %r = call i8* @llvm.addressofreturnaddress.p0i8()\n  %v = ptrtoint i8* %r to i64\n  store i64 %v, i64* %p\n  ret void\n}\n",
            located("k.ll", "is not an intrinsic the JIT runs"),
        ),
        (
            "x86-software-interrupt",
            "declare void @llvm.x86.int(i8)\ndefine void @k(i64* %p) {\n  call void @llvm.x86.int(i8 128)\n  ret void\n}\n",
            located("k.ll", "is not an intrinsic the JIT runs"),
        ),
        (
            "x86-flags-write",
            "declare void @llvm.x86.flags.write.u64(i64)\ndefine void @k(i64* %p) {\n  call void @llvm.x86.flags.write.u64(i64 1024)\n  ret void\n}\n",
            located("k.ll", "is not an intrinsic the JIT runs"),
        ),
        (
            "stacksave",
            "declare i8* @llvm.stacksave()\ndefine void @k(i64* %p) {\n  %s = call i8* @llvm.stacksave()\n  %v = ptrtoint i8* %s to i64\n  store i64 %v, i64* %p\n  ret void\n}\n",
            located("k.ll", "is not an intrinsic the JIT runs"),
        ),
        (
            "indirectbr",
            "define void @k(i64* %p) {\nentry:\n  %v = load i64, i64* %p\n  %t = inttoptr i64 %v to i8*\n  indirectbr i8* %t, [label %out]\nout:\n  ret void\n}\n",
            located("k.ll", "indirectbr jumps to an address the code computes"),
        ),
        ("va-arg", "define void @k(i64* %p) {\n  %b = bitcast i64* %p to i8*\n  %v = va_arg i8* %b, i64\n  store i64 %v, i64* %p\n  ret void\n}\n", located("k.ll", "va_arg")),
        (
            "byval-copy",
            "%s = type { [512 x i64] }\ndefine void @f(%s* byval(%s) %x) {\n  ret void\n}\ndefine void @k(i64* %p) {\n  %c = bitcast i64* %p to %s*\n  call void @f(%s* byval(%s) %c)\n  ret void\n}\n",
            rejected("k.ll", "has a `byval` parameter"),
        ),
        ("prologue-data", "define void @k(i64* %p) prologue i16 1295 {\n  ret void\n}\n", rejected("k.ll", "prologue data")),
        ("prefix-data", "define void @k(i64* %p) prefix i64 1 {\n  ret void\n}\n", rejected("k.ll", "prologue data")),
        (
            "personality",
            "declare i32 @__gxx_personality_v0(...)\ndefine void @k(i64* %p) personality i32 (...)* @__gxx_personality_v0 {\n  ret void\n}\n",
            rejected("k.ll", "personality function"),
        ),
        ("module-asm", "module asm \".globl evil\"\ndefine void @k(i64* %p) {\n  ret void\n}\n", rejected("k.ll", "module-level inline assembly")),
        (
            "external-global",
            "@environ = external global i8*\ndefine void @k(i64* %p) {\n  %e = load i8*, i8** @environ\n  %v = ptrtoint i8* %e to i64\n  store i64 %v, i64* %p\n  ret void\n}\n",
            rejected("k.ll", "global @environ is declared, not defined"),
        ),
        (
            "extern-weak-global",
            "@__free_hook = extern_weak global i8*\ndefine void @k(i64* %p) {\n  store i8* null, i8** @__free_hook\n  ret void\n}\n",
            rejected("k.ll", "is declared, not defined"),
        ),
        (
            "thread-local",
            "@t = thread_local global i64 0\ndefine void @k(i64* %p) {\n  %v = load i64, i64* @t\n  store i64 %v, i64* %p\n  ret void\n}\n",
            rejected("k.ll", "thread-local"),
        ),
        (
            "ifunc",
            "define void ()* @resolve() {\n  ret void ()* null\n}\n@f = ifunc void (), void ()* ()* @resolve\ndefine void @k(i64* %p) {\n  ret void\n}\n",
            rejected("k.ll", "ifunc"),
        ),
        (
            "function-address-as-data",
            "define void @k(i64* %p) {\n  store i64 ptrtoint (void (i64*)* @k to i64), i64* %p\n  ret void\n}\n",
            located("k.ll", "it takes the address of a function or a block"),
        ),
        (
            "scalable-vector",
            "define void @k(i64* %p) {\n  %v = insertelement <vscale x 2 x i64> undef, i64 1, i32 0\n  ret void\n}\n",
            located("k.ll", "scalable vector"),
        ),
    ];
    for (name, ll, expect) in refused {
        cases.push(run_jit(&format!("refused/{name}"), ll.to_string(), expect).generalised());
    }
    // Defused: the code generator would call `system` at entry; the host's
    // `getpid` or `abs` would run for a body LLVM does not emit or a weak one.
    let defused: Vec<(&str, &str, &str)> = vec![
        (
            "instrument-entry-calls-system",
            "define void @k(i64* %p) #0 {\n  store i64 5, i64* %p\n  ret void\n}\nattributes #0 = { \"instrument-function-entry-inlined\"=\"system\" \"instrument-function-exit-inlined\"=\"system\" }\n",
            "    100000000: 5 0",
        ),
        (
            "probe-stack-system",
            "define void @k(i64* %p) #0 {\n  %a = alloca [1048576 x i8]\n  %q = getelementptr [1048576 x i8], [1048576 x i8]* %a, i64 0, i64 9\n  store volatile i8 3, i8* %q\n  store i64 6, i64* %p\n  ret void\n}\nattributes #0 = { \"probe-stack\"=\"system\" }\n",
            "    100000000: 6 0",
        ),
        (
            "available-externally-getpid",
            "define available_externally i64 @getpid() {\n  ret i64 7\n}\ndefine void @k(i64* %p) {\n  %v = call i64 @getpid()\n  store i64 %v, i64* %p\n  ret void\n}\n",
            "    100000000: 7 0",
        ),
        (
            "weak-abs",
            "define weak i64 @labs(i64 %x) {\n  ret i64 8\n}\ndefine void @k(i64* %p) {\n  %v = call i64 @labs(i64 -3)\n  store i64 %v, i64* %p\n  ret void\n}\n",
            "    100000000: 8 0",
        ),
        (
            "naked-with-a-body",
            "@g = global i64 0\ndefine void @f() naked noinline {\n  store i64 9, i64* @g\n  ret void\n}\ndefine void @k(i64* %p) {\n  call void @f()\n  %v = load i64, i64* @g\n  store i64 %v, i64* %p\n  ret void\n}\n",
            "    100000000: 9 0",
        ),
        (
            "odd-calling-convention",
            "define x86_stdcallcc i64 @f(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  ret i64 %s\n}\ndefine void @k(i64* %p) {\n  %v = call x86_stdcallcc i64 @f(i64 4, i64 6)\n  store i64 %v, i64* %p\n  ret void\n}\n",
            "    100000000: 10 0",
        ),
    ];
    for (name, ll, line) in defused {
        // A 1 MiB alloca costs 2^20 lane-instructions, past the default
        // budget of a million: the run is given room to end by itself.
        let extra: &[&str] = if ll.contains("alloca [1048576 x i8]") { &["--budget", "2000000"] } else { &[] };
        cases.push(
            run_jit_with(&format!("defused/{name}"), ll.to_string(), Expect::Ok, extra)
                .check(Check::StdoutContains(line.to_string()))
                .generalised(),
        );
    }
}

/// `-o` onto one of the tool's own descriptors writes through it: the
/// shell's `>>` appends, the file is not replaced.
fn descriptors(cases: &mut Vec<Case>) {
    let compile = |name: &str, output: &str, extra: &[&str]| {
        let mut names = vec!["k.ll".to_string(), "log.txt".to_string()];
        names.extend(extra.iter().map(|n| n.to_string()));
        Case::new(Class::OutputFiles, format!("descriptor/{name}"), cli(&["compile", "k.ll", "-o", output]), Expect::Ok)
            .file("k.ll", super::GOOD_LL)
            .file("log.txt", "old\n")
            .stdout(Stdout::AppendTo("log.txt"))
            .check(Check::FileStarts { name: "log.txt".into(), prefix: b"old\n.version".to_vec() })
            .check(Check::FolderHolds { names })
    };
    cases.push(compile("dev-stdout-appended", "/dev/stdout", &[]));
    cases.push(compile("dev-fd-1", "/dev/fd/1", &[]).generalised());
    cases.push(compile("proc-self-fd-1", "/proc/self/fd/1", &[]).generalised());
    cases.push(compile("stdout-file-by-name", "log.txt", &[]).generalised());
    cases.push(
        compile("link-to-stdout-file", "link.visaasm", &["link.visaasm"])
            .setup(Setup::Symlink { name: "link.visaasm".into(), target: "log.txt".into() })
            .check(Check::IsSymlinkTo { name: "link.visaasm".into(), target: "log.txt".into() })
            .generalised(),
    );
    // decode -o and test --junit write by the same rules.
    cases.push(
        Case::new(
            Class::OutputFiles,
            "descriptor/decode-dev-stdout",
            cli(&["decode", "k.isa", "-o", "/dev/stdout"]),
            Expect::Ok,
        )
        .file("k.ll", super::GOOD_LL)
        .setup(Setup::ObjectFile { source: "k.ll".into(), output: "k.isa".into() })
        .file("log.txt", "old\n")
        .stdout(Stdout::AppendTo("log.txt"))
        .check(Check::FileStarts { name: "log.txt".into(), prefix: b"old\n.version".to_vec() })
        .check(Check::FolderHolds { names: vec!["k.ll".into(), "k.isa".into(), "log.txt".into()] })
        .generalised(),
    );
    cases.push(
        Case::new(Class::OutputFiles, "descriptor/test-junit-dev-stdout", cli(&["test", "k.ll", "--junit", "/dev/stdout", "-q"]), Expect::Ok)
            .file("k.ll", "; launch: [[buffer]]\n; launch: name = \"b\"\n; launch: size = 64\n; launch: [args]\n; launch: p = \"@b\"\ndefine void @k(i32 addrspace(1)* %p) {\n  store i32 1, i32 addrspace(1)* %p\n  ret void\n}\n")
            .file("log.txt", "old\n")
            .stdout(Stdout::AppendTo("log.txt"))
            .check(Check::FileStarts { name: "log.txt".into(), prefix: b"old\n<?xml".to_vec() })
            .check(Check::FolderHolds { names: vec!["k.ll".into(), "log.txt".into()] })
            .generalised(),
    );
}

/// A module of `functions` functions of one store each: seconds of work
/// for the tool's worker (the test interrupts it meanwhile).
fn big_module(functions: usize) -> String {
    let mut ll = String::with_capacity(functions * 70);
    for i in 0..functions {
        let _ = write!(ll, "define void @f{i}(i32* %p) {{\n  store i32 {i}, i32* %p\n  ret void\n}}\n");
    }
    ll
}

/// The tool stopped from outside while its worker works: the worker dies
/// with it and writes nothing later (a regular file, a FIFO); a worker
/// killed while a report is on its way leaves no half report; an input
/// that shrinks while mapped is a diagnostic, not SIGBUS.
fn interrupted(cases: &mut Vec<Case>) {
    let big = big_module(100_000);
    for (signal, name) in
        [(libc::SIGTERM, "term"), (libc::SIGINT, "int"), (libc::SIGHUP, "hup"), (libc::SIGKILL, "kill")]
    {
        let mut case = Case::new(
            Class::OutputFiles,
            format!("parent-killed/{name}/regular-file"),
            cli(&["compile", "big.ll", "-o", "out.visaasm"]),
            Expect::Killed { signal },
        )
        .file("big.ll", big.clone())
        .file("out.visaasm", "old")
        .check(Check::FileIs { name: "out.visaasm".into(), contents: b"old".to_vec() })
        .check(Check::FolderHolds { names: vec!["big.ll".into(), "out.visaasm".into()] });
        case.interrupt = Some(Interrupt::Parent { signal });
        case.generalised = signal != libc::SIGTERM;
        cases.push(case);
    }
    let mut fifo = Case::new(
        Class::OutputFiles,
        "parent-killed/term/fifo",
        cli(&["compile", "k.ll", "-o", "out.fifo"]),
        Expect::Killed { signal: libc::SIGTERM },
    )
    .file("k.ll", super::GOOD_LL)
    .setup(Setup::Fifo { name: "out.fifo".into(), role: FifoRole::Idle })
    .check(Check::IsFifo { name: "out.fifo".into() });
    fifo.interrupt = Some(Interrupt::Parent { signal: libc::SIGTERM });
    cases.push(fifo);

    // The worker killed while it runs a kernel whose report would follow:
    // one JSON object (the error), never half a report before it.
    let endless = "define void @k(i64* %p) {\nentry:\n  br label %l\nl:\n  br label %l\n}\n";
    for json in [true, false] {
        let mut args = vec![
            "run",
            "k.ll",
            "--engine",
            "jit",
            "--launch",
            "s.toml",
            "--timeout",
            "20",
            "--budget",
            "1000000000000",
        ];
        if json {
            args.push("--json");
        }
        let mut case = Case::new(
            Class::Stdout,
            format!("worker-killed/run{}", if json { "-json" } else { "" }),
            cli(&args),
            rejected("k.ll", "SIGKILL"),
        )
        .file("k.ll", endless)
        .file("s.toml", SPEC);
        case = if json { case.check(Check::StdoutIsOneJson) } else { case.check(Check::StdoutAtMost(0)) };
        case.interrupt = Some(Interrupt::Worker { signal: libc::SIGKILL, after_ms: 300 });
        case.generalised = !json;
        cases.push(case);
    }

    // A mapped input cut short while the worker reads it.
    let mut shrinking = Case::new(
        Class::Diagnostics,
        "input-shrinks-while-mapped/compile",
        cli(&["compile", "big.ll", "-o", "out.visaasm", "--jobs", "1"]),
        rejected("big.ll", "the file shrank while it was read"),
    )
    .file("big.ll", big.clone())
    .check(Check::FolderHolds { names: vec!["big.ll".into()] });
    shrinking.interrupt = Some(Interrupt::Truncate { name: "big.ll".into(), len: 4096, after_ms: 50 });
    cases.push(shrinking);
    let mut split = Case::new(
        Class::Diagnostics,
        "input-shrinks-while-mapped/split-compile",
        cli(&["compile", "big.ll", "-o", "out.visaasm", "--jobs", "2"]),
        rejected("big.ll", "the file shrank while it was read"),
    )
    .file("big.ll", big)
    .check(Check::FolderHolds { names: vec!["big.ll".into()] })
    .generalised();
    split.interrupt = Some(Interrupt::Truncate { name: "big.ll".into(), len: 100_000, after_ms: 50 });
    cases.push(split);
    // `decode` reads its object file mapped too: 40,000 kernels, a second of decoding.
    let mut decode = Case::new(
        Class::Diagnostics,
        "input-shrinks-while-mapped/decode",
        cli(&["decode", "big.isa", "-o", "out.visaasm"]),
        rejected("big.isa", "the file shrank while it was read"),
    )
    .file("big40k.ll", big_module(40_000))
    .setup(Setup::ObjectFile { source: "big40k.ll".into(), output: "big.isa".into() })
    .check(Check::FolderHolds { names: vec!["big.isa".into(), "big40k.ll".into()] })
    .generalised();
    decode.interrupt = Some(Interrupt::Truncate { name: "big.isa".into(), len: 4096, after_ms: 30 });
    cases.push(decode);
}

/// `fuzz --jobs 1024` under an address-space cap: the jobs are capped, the
/// run ends by itself.
fn fuzz_threads(cases: &mut Vec<Case>) {
    let mut case = Case::new(
        Class::Allocation,
        "fuzz-1024-jobs-address-space-cap",
        cli(&["fuzz", "--jobs", "1024", "--cases", "8", "-q", "--out", "f", "--assemble-every", "0"]),
        Expect::Ok,
    )
    .check(Check::StdoutContains("fuzz --seed 1: 8 cases".into()));
    case.address_space = Some(4 << 30);
    cases.push(case);
}
