//! The JIT cannot be steered (docs/limits.md, "The JIT's code"): the
//! attack's kinds of kernel (reads and writes past an `alloca` into the
//! stack, a return-address overwrite, reads in a buffer's slack) and every
//! other way a kernel forms an address are faults at the access's
//! `file:line:col`, before the access; what could call host code is
//! refused; and with the address check turned off (a test-only build), the
//! process's confinement alone stops code that took control.

use visa_lower::exec::jit::{run_jit, JitOutcome};
use visa_lower::exec::launch::Launch;

fn jit(ll: &str, spec: &str) -> Result<JitOutcome, String> {
    let launch = Launch::parse("s.toml", spec).map_err(|d| d.to_string())?;
    let memory = launch.build_memory().map_err(|d| d.to_string())?;
    run_jit("k.ll", ll.as_bytes(), "k", &launch, memory).map_err(|d| d.to_string())
}

/// The fault of a run that must fault: its place (`k.ll:L:C`, lane) and message.
fn fault(ll: &str, spec: &str) -> (String, Option<u32>, String) {
    let out = jit(ll, spec).unwrap_or_else(|e| panic!("the JIT refused:\n{e}"));
    let trap = out.trap.unwrap_or_else(|| panic!("no fault; memory {:?}", out.memory.svm.allocations()));
    (trap.location.map_or("(none)".to_string(), |l| l.to_string()), trap.lane, trap.message)
}

const BUFFER: &str = "[[buffer]]\nname = \"out\"\nsize = 64\n\n[args]\np = \"@out\"\n";

/// `%target` written over 40 words past a 16-byte `alloca`: on the host
/// stack that is the frame's saved registers and return address, and the
/// `ret` jumps to `%target`.
fn overwrite_kernel() -> String {
    let mut ll = String::from("define void @k(i64 %target) {\n  %a = alloca [2 x i64]\n");
    for i in 2..42 {
        ll.push_str(&format!(
            "  %q{i} = getelementptr [2 x i64], [2 x i64]* %a, i64 0, i64 {i}\n  store volatile i64 %target, i64* %q{i}\n"
        ));
    }
    ll.push_str("  ret void\n}\n");
    ll
}

#[test]
fn a_write_past_an_alloca_is_a_fault_at_the_store() {
    // The attack's first step: a loop writing past a private array.
    let ll = "define void @k(i64* %p) {
entry:
  %a = alloca [2 x i64]
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %j, %loop ]
  %q = getelementptr [2 x i64], [2 x i64]* %a, i64 0, i64 %i
  store volatile i64 42, i64* %q
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, 64
  br i1 %c, label %loop, label %done
done:
  ret void
}
";
    let (place, lane, message) = fault(ll, BUFFER);
    assert_eq!((place.as_str(), lane), ("k.ll:8:3", None));
    // Index 2 of a [2 x i64] starts at its 16th byte, the first past it.
    assert!(
        message.starts_with(
            "`store` writes 8 byte(s) just past the end of `alloca %a` at k.ll:3:3 (16 bytes of private memory)"
        ),
        "{message}"
    );
}

#[test]
fn a_read_past_an_alloca_is_a_fault_at_the_load() {
    let ll = "define i64 @k(i64* %p) {
  %a = alloca [2 x i64]
  %q = getelementptr [2 x i64], [2 x i64]* %a, i64 0, i64 3
  %v = load i64, i64* %q
  ret i64 %v
}
";
    let (place, _, message) = fault(ll, BUFFER);
    assert_eq!(place, "k.ll:4:3");
    // Index 3: bytes 24..32 of a 16-byte array, 8 past its end.
    assert!(message.starts_with("`load` reads 8 byte(s) 8 byte(s) past the end of `alloca %a`"), "{message}");
}

#[test]
fn a_return_address_overwrite_is_stopped_at_its_first_store() {
    let spec = format!("[args]\ntarget = {}\n", escape_trap as *const () as usize);
    let (place, _, message) = fault(&overwrite_kernel(), &spec);
    assert_eq!(place, "k.ll:4:3", "the store to index 2");
    assert!(message.contains("just past the end of `alloca %a`"), "{message}");
}

#[test]
fn reads_in_a_buffers_slack_are_faults_not_ok() {
    // A 64-byte buffer: bytes 64.. of its page are no one's.
    for (index, how) in [(16, "just past the end of"), (20, "16 byte(s) past the end of"), (-1, "4 byte(s) below")] {
        let ll = format!(
            "define i32 @k(i32* %p) {{\n  %q = getelementptr i32, i32* %p, i64 {index}\n  %v = load i32, i32* %q\n  ret i32 %v\n}}\n"
        );
        let (place, _, message) = fault(&ll, BUFFER);
        assert_eq!(place, "k.ll:3:3");
        assert!(message.contains(&format!("{how} buffer `out` [0x100000000, 0x100000040)")), "{index}: {message}");
    }
    // An access that starts inside and ends outside.
    let ll = "define i64 @k(i64* %p) {\n  %b = bitcast i64* %p to i8*\n  %q = getelementptr i8, i8* %b, i64 60\n  %w = bitcast i8* %q to i64*\n  %v = load i64, i64* %w\n  ret i64 %v\n}\n";
    let (_, _, message) = fault(ll, BUFFER);
    assert!(message.contains("across the end of buffer `out`") && message.contains("(4 of its byte(s) past the end)"));
}

#[test]
fn every_kind_of_access_is_checked_lane_by_lane() {
    let masked = |decl: &str, call: &str| format!("{decl}\ndefine void @k(i32* %p) {{\n{call}\n  ret void\n}}\n");
    let on = "<4 x i1> <i1 true, i1 true, i1 true, i1 true>";
    let cases: Vec<(String, &str, Option<u32>, &str)> = vec![
        (
            masked(
                "declare <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*>, i32, <4 x i1>, <4 x i32>)",
                &format!("  %q = getelementptr i32, i32* %p, <4 x i64> <i64 0, i64 1, i64 16, i64 2>\n  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*> %q, i32 4, {on}, <4 x i32> zeroinitializer)"),
            ),
            "k.ll:4:3",
            Some(2),
            "`llvm.masked.gather` lane 2 reads 4 byte(s) at 0x100000040, just past the end of buffer `out`",
        ),
        (
            masked(
                "declare void @llvm.masked.scatter.v4i32.v4p0i32(<4 x i32>, <4 x i32*>, i32, <4 x i1>)",
                &format!("  %q = getelementptr i32, i32* %p, <4 x i64> <i64 -2, i64 1, i64 2, i64 3>\n  call void @llvm.masked.scatter.v4i32.v4p0i32(<4 x i32> zeroinitializer, <4 x i32*> %q, i32 4, {on})"),
            ),
            "k.ll:4:3",
            Some(0),
            "`llvm.masked.scatter` lane 0 writes 4 byte(s) at 0xfffffff8, 8 byte(s) below buffer `out`",
        ),
        (
            masked(
                "declare void @llvm.masked.store.v4i32.p0v4i32(<4 x i32>, <4 x i32>*, i32, <4 x i1>)",
                "  %q = getelementptr i32, i32* %p, i64 14\n  %v = bitcast i32* %q to <4 x i32>*\n  call void @llvm.masked.store.v4i32.p0v4i32(<4 x i32> zeroinitializer, <4 x i32>* %v, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 true>)",
            ),
            "k.ll:5:3",
            Some(3),
            "`llvm.masked.store` lane 3 writes 4 byte(s) at 0x100000044, 4 byte(s) past the end of buffer `out`",
        ),
        (
            masked(
                "declare void @llvm.masked.compressstore.v4i32(<4 x i32>, i32*, <4 x i1>)",
                "  %q = getelementptr i32, i32* %p, i64 14\n  call void @llvm.masked.compressstore.v4i32(<4 x i32> zeroinitializer, i32* %q, <4 x i1> <i1 true, i1 false, i1 true, i1 true>)",
            ),
            "k.ll:4:3",
            None,
            // Three enabled lanes: 12 bytes from byte 56, 4 past the end.
            "`llvm.masked.compressstore` writes 12 byte(s) at 0x100000038, across the end of buffer `out`",
        ),
        (
            masked(
                "declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)",
                "  %b = bitcast i32* %p to i8*\n  %s = getelementptr i8, i8* %b, i64 40\n  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %b, i8* %s, i64 32, i1 false)",
            ),
            "k.ll:5:3",
            None,
            "`llvm.memcpy`'s source reads 32 byte(s) at 0x100000028, across the end of buffer `out` [0x100000000, 0x100000040) (8 of its byte(s) past the end)",
        ),
        (
            masked(
                "declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)",
                "  %b = bitcast i32* %p to i8*\n  %s = getelementptr i8, i8* %b, i64 -1\n  call void @llvm.memset.p0i8.i64(i8* %s, i8 1, i64 2, i1 false)",
            ),
            "k.ll:5:3",
            None,
            "`llvm.memset` writes 2 byte(s) at 0xffffffff, 1 byte(s) below buffer `out`",
        ),
        (
            masked("", "  %q = getelementptr i32, i32* %p, i64 16\n  %o = atomicrmw add i32* %q, i32 1 seq_cst"),
            "k.ll:4:3",
            None,
            "`atomicrmw` writes 4 byte(s) at 0x100000040, just past the end of buffer `out`",
        ),
        (
            masked("", "  %q = getelementptr i32, i32* %p, i64 -1\n  %o = cmpxchg i32* %q, i32 0, i32 1 seq_cst seq_cst"),
            "k.ll:4:3",
            None,
            "`cmpxchg` writes 4 byte(s) at 0xfffffffc, 4 byte(s) below buffer `out`",
        ),
    ];
    for (ll, want_place, want_lane, want) in cases {
        let (place, lane, message) = fault(&ll, BUFFER);
        assert_eq!((place.as_str(), lane), (want_place, want_lane), "{ll}");
        assert!(message.starts_with(want), "{ll}\n{message}");
    }
}

#[test]
fn masked_off_lanes_and_empty_copies_are_not_accesses() {
    // Lanes 1 and 3 point far outside; they are off. A copy of 0 bytes from anywhere copies nothing.
    let ll = "declare <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*>, i32, <4 x i1>, <4 x i32>)
declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)
define <4 x i32> @k(i32* %p) {
  %q = getelementptr i32, i32* %p, <4 x i64> <i64 0, i64 -100000, i64 15, i64 1000000>
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*> %q, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> <i32 9, i32 9, i32 9, i32 9>)
  %b = bitcast i32* %p to i8*
  %far = getelementptr i8, i8* %b, i64 -5000
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %b, i8* %far, i64 0, i1 false)
  ret <4 x i32> %v
}
";
    let spec = "[[buffer]]\nname = \"out\"\nsize = 64\nfill = \"iota\"\nelement = \"u32\"\n\n[args]\np = \"@out\"\n";
    let out = jit(ll, spec).expect("runs");
    assert_eq!(out.trap, None);
    let words: Vec<u32> =
        out.returned.expect("a value").chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    assert_eq!(words, [0, 9, 15, 9], "lanes 0 and 2 read out[0] and out[15]; 1 and 3 keep the passthru");
}

#[test]
fn globals_are_regions_and_constants_are_read_only() {
    let read_past = "@g = global [4 x i32] zeroinitializer
define i32 @k(i32* %p) {
  %q = getelementptr [4 x i32], [4 x i32]* @g, i64 0, i64 4
  %v = load i32, i32* %q
  ret i32 %v
}
";
    let (place, _, message) = fault(read_past, BUFFER);
    assert_eq!(place, "k.ll:4:3");
    assert!(message.starts_with("`load` reads 4 byte(s) just past the end of global @g (16 bytes)"), "{message}");
    let write_constant = "@c = constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
define i32 @k(i32* %p) {
  %q = getelementptr [4 x i32], [4 x i32]* @c, i64 0, i64 1
  %v = load i32, i32* %q
  store i32 7, i32* %q
  ret i32 %v
}
";
    let (place, _, message) = fault(write_constant, BUFFER);
    assert_eq!(place, "k.ll:5:3", "the load of @c[1] passes; the store faults");
    assert!(message.contains("inside constant global @c (16 bytes), which the code may only read"), "{message}");
}

#[test]
fn private_arrays_in_recursion_and_loops_compute_what_they_should() {
    // sum(n) = n + sum(n - 1) through a private array per frame, and a
    // dynamic alloca (of i + 1 elements) in a loop: 10 + 9 + ... + 1 = 55,
    // then 55 + 4 * 3 = 67.
    let ll = "define i32 @sum(i32 %n) {
entry:
  %a = alloca [4 x i32]
  %slot = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 3
  store i32 %n, i32* %slot
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 0
rec:
  %m = sub i32 %n, 1
  %r = call i32 @sum(i32 %m)
  %own = load i32, i32* %slot
  %s = add i32 %r, %own
  ret i32 %s
}
define i32 @k(i32* %p) {
entry:
  %s = call i32 @sum(i32 10)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %acc = phi i32 [ %s, %entry ], [ %t, %loop ]
  %n = add i32 %i, 1
  %d = alloca i32, i32 %n
  store i32 3, i32* %d
  %v = load i32, i32* %d
  %t = add i32 %acc, %v
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, 4
  br i1 %c, label %loop, label %done
done:
  store i32 %t, i32* %p
  ret i32 %t
}
";
    let out = jit(ll, BUFFER).expect("runs");
    assert_eq!(out.trap, None);
    assert_eq!(out.returned, Some(67u32.to_le_bytes().to_vec()));
}

#[test]
fn allocas_past_the_private_stack_are_a_fault() {
    // 64 KiB per frame, without end: the private stack (64 MiB) runs out
    // after about a thousand frames, long before the host stack does.
    let ll = "define void @k(i32* %p) {
  %a = alloca [65536 x i8]
  %q = getelementptr [65536 x i8], [65536 x i8]* %a, i64 0, i64 0
  store volatile i8 1, i8* %q
  call void @k(i32* %p)
  ret void
}
";
    let spec = format!("{BUFFER}\n");
    let launch = Launch::parse("s.toml", &spec).expect("spec");
    let mut launch = launch;
    launch.budget = u64::MAX / 2;
    let memory = launch.build_memory().expect("memory");
    let out = run_jit("k.ll", ll.as_bytes(), "k", &launch, memory).expect("runs");
    let trap = out.trap.expect("a fault");
    assert_eq!(trap.location.map(|l| l.to_string()).as_deref(), Some("k.ll:2:3"));
    assert!(trap.message.contains("more private memory than the JIT's private stack of 64 MiB"), "{}", trap.message);
}

#[test]
fn ways_to_reach_host_code_are_refused() {
    let cases: &[(&str, &str)] = &[
        (
            "declare void @llvm.write_register.i64(metadata, i64)\n!0 = !{!\"rsp\"}\ndefine void @k(i64 %x) {\n  call void @llvm.write_register.i64(metadata !0, i64 %x)\n  ret void\n}\n",
            "k.ll:4:3: error: the JIT cannot run this: @llvm.write_register.i64 is not an intrinsic the JIT runs",
        ),
        (
            "declare void @llvm.x86.flags.write.u64(i64)\ndefine void @k(i64 %x) {\n  call void @llvm.x86.flags.write.u64(i64 %x)\n  ret void\n}\n",
            "k.ll:3:3: error: the JIT cannot run this: @llvm.x86.flags.write.u64 is not an intrinsic the JIT runs",
        ),
        (
            "define void @k(i64 %x) {\nentry:\n  %p = inttoptr i64 %x to i8*\n  indirectbr i8* %p, [label %out]\nout:\n  ret void\n}\n",
            "k.ll:4:3: error: the JIT cannot run this: indirectbr jumps to an address the code computes",
        ),
        (
            "define i32 @k(i8* %p) {\n  %v = va_arg i8* %p, i32\n  ret i32 %v\n}\n",
            "k.ll:2:3: error: the JIT cannot run this: va_arg reads memory",
        ),
        (
            "%s = type { [64 x i64] }\ndefine void @f(%s* byval(%s) %x) {\n  ret void\n}\ndefine void @k(%s* %p) {\n  call void @f(%s* byval(%s) %p)\n  ret void\n}\n",
            "error: k.ll: the JIT cannot run this module: @f has a `byval` parameter",
        ),
        (
            "define void @k(i32 %x) prologue i16 1295 {\n  ret void\n}\n",
            "error: k.ll: the JIT cannot run this module: @k has a personality function, prefix or prologue data",
        ),
        (
            "module asm \"syscall\"\ndefine void @k(i32 %x) {\n  ret void\n}\n",
            "error: k.ll: the JIT cannot run this module: it has module-level inline assembly",
        ),
        (
            "@environ = external global i8**\ndefine i8** @k(i32 %x) {\n  %e = load i8**, i8*** @environ\n  ret i8** %e\n}\n",
            "error: k.ll: the JIT cannot run this module: global @environ is declared, not defined",
        ),
        (
            "@t = thread_local global i32 0\ndefine i32 @k(i32 %x) {\n  %v = load i32, i32* @t\n  ret i32 %v\n}\n",
            "error: k.ll: the JIT cannot run this module: global @t is thread-local",
        ),
        (
            "define i64 @k(i32 %x) {\n  ret i64 ptrtoint (i64 (i32)* @k to i64)\n}\n",
            "k.ll:2:3: error: the JIT cannot run this: it takes the address of a function or a block",
        ),
    ];
    for (ll, want) in cases {
        match jit(ll, "") {
            Err(message) => assert!(message.starts_with(want), "{ll}\n{message}"),
            Ok(out) => panic!("the JIT ran it: {:?}\n{ll}", out.trap),
        }
    }
}

#[test]
fn names_the_host_would_resolve_do_not_reach_it() {
    // An `available_externally` body (which LLVM would not emit, calling the
    // host's function of that name), and a weak one: both run the module's.
    let ll = "define available_externally i32 @getpid() {\n  ret i32 7\n}\ndefine weak i32 @abs(i32 %x) {\n  ret i32 8\n}\ndefine i32 @k(i32 %x) {\n  %a = call i32 @getpid()\n  %b = call i32 @abs(i32 %x)\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n";
    let out = jit(ll, "[args]\nx = 3\n").expect("runs");
    assert_eq!((out.trap, out.returned), (None, Some(15u32.to_le_bytes().to_vec())));
}

// ---------------------------------------------------------------------------
// Without the address check: the confinement alone.

// Where the overwritten return address sends the code: a breakpoint (proof
// that the overwrite steers it), an `execve` of /bin/true, and a system
// call through the 32-bit `int 0x80` gate.
std::arch::global_asm!(
    ".globl visa_lower_it_escape_trap",
    "visa_lower_it_escape_trap:",
    "int3",
    "ud2",
    ".globl visa_lower_it_escape_execve",
    "visa_lower_it_escape_execve:",
    "lea rdi, [rip + 2f]",
    "xor esi, esi",
    "xor edx, edx",
    "mov eax, 59",
    "syscall",
    "ud2",
    "2:",
    ".asciz \"/bin/true\"",
    ".globl visa_lower_it_escape_int80",
    "visa_lower_it_escape_int80:",
    "mov eax, 20",
    "int 0x80",
    "ud2",
);

extern "C" {
    fn visa_lower_it_escape_trap();
    fn visa_lower_it_escape_execve();
    fn visa_lower_it_escape_int80();
}

fn escape_trap() {
    // SAFETY: never called here; its address is the test's target.
    unsafe { visa_lower_it_escape_trap() }
}

/// The overwrite kernel run without the check, its target `target`.
fn unchecked_overwrite(target: usize) -> String {
    let spec = format!("[args]\ntarget = {target}\n");
    let launch = Launch::parse("s.toml", &spec).expect("spec");
    let memory = launch.build_memory().expect("memory");
    let timeout = std::time::Duration::from_secs(5);
    let out =
        visa_lower::exec::jit::run_jit_unchecked("k.ll", overwrite_kernel().as_bytes(), "k", &launch, memory, timeout)
            .expect("runs");
    out.trap.map(|t| t.message).unwrap_or_else(|| "ran to its end".to_string())
}

#[test]
fn without_the_check_an_overwrite_steers_the_code_and_the_confinement_stops_it() {
    let steered = unchecked_overwrite(visa_lower_it_escape_trap as *const () as usize);
    assert!(steered.contains("SIGTRAP"), "the return address was overwritten and taken: {steered}");
    let exec = unchecked_overwrite(visa_lower_it_escape_execve as *const () as usize);
    assert!(exec.contains("made system call 59 (execve), which its confinement forbids"), "{exec}");
    let gate = unchecked_overwrite(visa_lower_it_escape_int80 as *const () as usize);
    assert!(gate.contains("killed by its confinement (SIGSYS)"), "{gate}");
}

#[test]
fn code_generator_attributes_that_name_host_functions_are_dropped() {
    // Without the check (allocas on the host stack), a frame of 1 MiB makes
    // LLVM probe the stack by calling the function `"probe-stack"` names,
    // and `"instrument-function-entry-inlined"` calls its function at every
    // entry: `system` in both. Run, the kernel ends by itself (given a
    // budget above the 2^20 lane-instructions the alloca costs).
    let ll = "define i32 @k(i32 %x) #0 {\n  %a = alloca [1048576 x i8]\n  %q = getelementptr [1048576 x i8], [1048576 x i8]* %a, i64 0, i64 4\n  store volatile i8 1, i8* %q\n  ret i32 %x\n}\nattributes #0 = { \"probe-stack\"=\"system\" \"instrument-function-entry-inlined\"=\"system\" }\n";
    let launch = Launch::parse("s.toml", "budget = 2000000\n\n[args]\nx = 4\n").expect("spec");
    let memory = launch.build_memory().expect("memory");
    let timeout = std::time::Duration::from_secs(5);
    let out =
        visa_lower::exec::jit::run_jit_unchecked("k.ll", ll.as_bytes(), "k", &launch, memory, timeout).expect("runs");
    assert_eq!((out.trap, out.returned), (None, Some(4u32.to_le_bytes().to_vec())));
}
