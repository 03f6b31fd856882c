//! The emulator's function calls between the units of one file: FCALL,
//! IFCALL, FRET and FADDR. Each expected value is worked out by hand from
//! the pages (vISA spec: FCALL, FRET, FADDR, IFCALL; Execution Model
//! chapter), traced in the comment above it.

use visa_lower::exec::emu::functions::{function_address, MAX_CALL_DEPTH};
use visa_lower::exec::emu::{run_with_functions, Bindings, FindingKind, RunConfig, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::text::parse::parse_program;
use visa_lower::visa::{GenVarId, Kernel};
use visa_lower::Platform;

/// Runs the file's first unit (the kernel) with the file's units callable.
fn run_file(text: &str, dispatch_mask: u32) -> (Kernel, RunOutcome) {
    let program = parse_program(text).unwrap_or_else(|e| panic!("{e}"));
    let config = RunConfig::new(Platform::XeHpg, dispatch_mask);
    let kernel = program.kernels[0].clone();
    let outcome = run_with_functions(&kernel, &program.kernels, &config, &Bindings::default(), &mut Memory::default());
    (kernel, outcome)
}

/// The dwords of the kernel's variable `name` at the end of the run.
fn dwords(kernel: &Kernel, outcome: &RunOutcome, name: &str) -> Vec<u32> {
    let index = kernel.vars.iter().position(|v| v.name == name).expect("declared");
    let bytes = outcome.state.var_bytes(GenVarId::from_decl_index(index)).expect("bytes");
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn clean(outcome: &RunOutcome) {
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert!(outcome.fault.is_none() && !outcome.out_of_budget);
}

fn bad_call(outcome: &RunOutcome, text: &str) {
    let found = outcome.findings.iter().find(|f| f.kind == FindingKind::BadCall).expect("a bad-call finding");
    assert!(found.message.contains(text), "{}", found.message);
    assert_eq!(outcome.findings.len(), 1, "{:?}", outcome.findings);
}

/// A SIMD8 FCALL predicated on lanes 0, 1, 4, 5 (0x33): the callee runs
/// with EM = 0x33, so `retval = 2 * arg` writes those lanes only; the rest
/// of %retval is undefined at function entry (zero here) and FRET copies
/// all of it back. The callee's V32 is its own: the caller's `x` keeps 7.
/// `%sp` written by the callee reaches the caller. After the return the
/// caller's EM (all 8) is back: `out` is written in every lane.
const DOUBLE: &str = "
.version 4.1
.kernel k
.funcdecl \"double\"
.decl x v_type=G type=ud num_elts=1 align=dword
.decl args v_type=G type=ud num_elts=8 alias=<%arg, 0>
.decl rets v_type=G type=ud num_elts=8 alias=<%retval, 0>
.decl out v_type=G type=ud num_elts=8 align=GRF
.decl sp v_type=G type=uq num_elts=1 align=GRF
.decl p v_type=P num_elts=8
    mov (M1_NM, 1) x(0,0)<1> 0x7:ud
    mov (M1_NM, 8) args(0,0)<1> 0x10:ud
    add (M1_NM, 8) args(0,0)<1> args(0,0)<1;1,0> 0x1:ud
    setp (M1_NM, 8) p 0x33:ub
    (p) fcall (M1, 8) double 1 1
    mov (M1, 8) out(0,0)<1> rets(0,0)<1;1,0>
    mov (M1_NM, 1) sp(0,0)<1> %sp(0,0)<0;1,0>
    ret (M1_NM, 1)
.global_function \"double\"
.decl y v_type=G type=ud num_elts=1 align=dword
.decl a v_type=G type=ud num_elts=8 alias=<%arg, 0>
.decl r v_type=G type=ud num_elts=8 alias=<%retval, 0>
.kernel_attr ArgSize=1
.kernel_attr RetValSize=1
    mov (M1_NM, 1) y(0,0)<1> 0x63:ud
    shl (M1, 8) r(0,0)<1> a(0,0)<1;1,0> 0x1:ud
    mov (M1_NM, 1) %sp(0,0)<1> 0x40:uq
    fret (M1, 8)
";

#[test]
fn fcall_runs_the_function_under_its_call_mask_and_fret_returns_retval() {
    let (k, outcome) = run_file(DOUBLE, 0xff);
    clean(&outcome);
    // arg = 0x11 in every lane; lanes 0, 1, 4, 5 doubled.
    assert_eq!(dwords(&k, &outcome, "out"), [0x22, 0x22, 0, 0, 0x22, 0x22, 0, 0]);
    assert_eq!(dwords(&k, &outcome, "x"), [7]);
    assert_eq!(dwords(&k, &outcome, "sp"), [0x40, 0]);
}

/// FRET "early return": `(q) fret (M1, 8)` with q = lanes 0..3 turns them
/// off (call mask 0xf0 left, so no return); `r = 5` then writes lanes 4..7
/// only; the second FRET empties the call mask and returns. r was 9 in
/// lanes 0..3 before the first FRET.
const EARLY: &str = "
.version 4.1
.kernel k
.funcdecl \"f\"
.decl rets v_type=G type=ud num_elts=8 alias=<%retval, 0>
.decl out v_type=G type=ud num_elts=8 align=GRF
    fcall (M1, 8) f 0 1
    mov (M1_NM, 8) out(0,0)<1> rets(0,0)<1;1,0>
    ret (M1_NM, 1)
.global_function \"f\"
.decl r v_type=G type=ud num_elts=8 alias=<%retval, 0>
.decl q v_type=P num_elts=8
.kernel_attr RetValSize=1
    mov (M1, 8) r(0,0)<1> 0x9:ud
    setp (M1_NM, 8) q 0xf:ub
    (q) fret (M1, 8)
    mov (M1, 8) r(0,0)<1> 0x5:ud
    fret (M1, 8)
";

#[test]
fn fret_returns_when_the_last_channel_leaves() {
    let (k, outcome) = run_file(EARLY, 0xff);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "out"), [9, 9, 9, 9, 5, 5, 5, 5]);
}

/// FADDR gives each function its address (the file's second unit 0x2000,
/// the third 0x3000: `function_address`); IFCALL calls the one at the
/// address it reads: g, which sets retval to 3, not f (which sets 2).
const INDIRECT: &str = "
.version 4.1
.kernel k
.funcdecl \"f\"
.funcdecl \"g\"
.decl fa v_type=G type=ud num_elts=1 align=dword
.decl ga v_type=G type=uq num_elts=1 align=qword
.decl rets v_type=G type=ud num_elts=8 alias=<%retval, 0>
.decl out v_type=G type=ud num_elts=1 align=dword
    faddr f fa(0,0)<1>
    faddr g ga(0,0)<1>
    ifcall (M1_NM, 1) ga(0,0)<0;1,0> 0 1
    mov (M1_NM, 1) out(0,0)<1> rets(0,0)<0;1,0>
    ret (M1_NM, 1)
.global_function \"f\"
.decl r v_type=G type=ud num_elts=8 alias=<%retval, 0>
.kernel_attr RetValSize=1
    mov (M1_NM, 1) r(0,0)<1> 0x2:ud
    fret (M1_NM, 1)
.global_function \"g\"
.decl r v_type=G type=ud num_elts=8 alias=<%retval, 0>
.kernel_attr RetValSize=1
    mov (M1_NM, 1) r(0,0)<1> 0x3:ud
    fret (M1_NM, 1)
";

#[test]
fn faddr_and_ifcall_reach_the_named_function() {
    let (k, outcome) = run_file(INDIRECT, 0xff);
    clean(&outcome);
    assert_eq!((function_address(1), function_address(2)), (0x2000, 0x3000));
    assert_eq!(dwords(&k, &outcome, "fa"), [0x2000]);
    assert_eq!(dwords(&k, &outcome, "ga"), [0x3000, 0]);
    assert_eq!(dwords(&k, &outcome, "out"), [3]);
}

/// A stack call recurses, each activation with variables of its own:
/// sum(n) = n == 0 ? 0 : n + sum(n - 1), n in %arg, the sum in %retval;
/// `n` is the function's own copy, still n after the inner call returns.
/// sum(5) = 15.
const RECURSIVE: &str = "
.version 4.1
.kernel k
.funcdecl \"sum\"
.decl args v_type=G type=ud num_elts=8 alias=<%arg, 0>
.decl rets v_type=G type=ud num_elts=8 alias=<%retval, 0>
.decl out v_type=G type=ud num_elts=1 align=dword
    mov (M1_NM, 1) args(0,0)<1> 0x5:ud
    fcall (M1_NM, 1) sum 1 1
    mov (M1_NM, 1) out(0,0)<1> rets(0,0)<0;1,0>
    ret (M1_NM, 1)
.global_function \"sum\"
.funcdecl \"sum\"
.decl n v_type=G type=ud num_elts=1 align=dword
.decl a v_type=G type=ud num_elts=8 alias=<%arg, 0>
.decl r v_type=G type=ud num_elts=8 alias=<%retval, 0>
.decl z v_type=P num_elts=1
.kernel_attr ArgSize=1
.kernel_attr RetValSize=1
    mov (M1_NM, 1) n(0,0)<1> a(0,0)<0;1,0>
    mov (M1_NM, 1) r(0,0)<1> 0x0:ud
    cmp.eq (M1_NM, 1) z n(0,0)<0;1,0> 0x0:ud
    (z) fret (M1_NM, 1)
    add (M1_NM, 1) a(0,0)<1> n(0,0)<0;1,0> 0xffffffff:ud
    fcall (M1_NM, 1) sum 1 1
    add (M1_NM, 1) r(0,0)<1> r(0,0)<0;1,0> n(0,0)<0;1,0>
    fret (M1_NM, 1)
";

#[test]
fn stack_calls_recurse_with_activations_of_their_own() {
    let (k, outcome) = run_file(RECURSIVE, 0xff);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "out"), [15]);
}

/// Calls the pages do not define stop the run with a finding: sizes that
/// are not the callee's declared ones, FRET in the kernel, an IFCALL of an
/// address no FADDR gave, a scalar FCALL without NoMask, FCALL of a
/// function the file lacks, recursion without end.
#[test]
fn calls_the_pages_do_not_define_stop_the_run() {
    let sizes = DOUBLE.replace("(p) fcall (M1, 8) double 1 1", "(p) fcall (M1, 8) double 2 1");
    bad_call(&run_file(&sizes, 0xff).1, "with arg size 2 and return size 1, but it declares 1 and 1");

    let in_kernel = ".version 4.1\n.kernel k\n    fret (M1_NM, 1)\n";
    bad_call(&run_file(in_kernel, 0xff).1, "FRET in the kernel");

    let address = INDIRECT.replace("ifcall (M1_NM, 1) ga(0,0)<0;1,0> 0 1", "ifcall (M1_NM, 1) 0x2004:ud 0 1");
    bad_call(&run_file(&address, 0xff).1, "IFCALL of address 0x2004");

    let scalar = RECURSIVE.replace("    fcall (M1_NM, 1) sum 1 1\n    mov", "    fcall (M1, 1) sum 1 1\n    mov");
    bad_call(&run_file(&scalar, 0xff).1, "\"Scalar calls must be marked with {NoMask}\"");

    let missing = ".version 4.1\n.kernel k\n.funcdecl \"h\"\n    fcall (M1_NM, 1) h 0 0\n    ret (M1_NM, 1)\n";
    bad_call(&run_file(missing, 0xff).1, "FCALL of `h`, which is not a function (.global_function) of this file");

    // sum without its base case: n - 1 forever.
    let endless = RECURSIVE.replace("    (z) fret (M1_NM, 1)\n", "");
    let outcome = run_file(&endless, 0xff).1;
    bad_call(&outcome, &format!("nests past {MAX_CALL_DEPTH} calls"));
    // Found in the function, at its `fcall` (instruction #4 of its body, without the `(z) fret`).
    assert_eq!((outcome.findings[0].function.as_deref(), outcome.findings[0].instruction), (Some("sum"), 4));
    let in_kernel = run_file(in_kernel, 0xff).1;
    assert_eq!((in_kernel.findings[0].function.as_deref(), in_kernel.findings[0].instruction), (None, 0));
}

/// `run` of a file whose function stops the run: the report places the
/// finding in the function, not at the kernel's line of the same index.
#[test]
fn a_finding_in_a_function_is_placed_there() {
    let endless = RECURSIVE.replace("    (z) fret (M1_NM, 1)\n", "");
    // `run` verifies the kernel: its body starts with its entry label.
    let endless =
        endless.replacen("    mov (M1_NM, 1) args", ".function \"k_BB_0_0\"\nk_BB_0_0:\n    mov (M1_NM, 1) args", 1);
    let request = visa_lower::pipeline::run::RunRequest {
        file: "sum.visaasm",
        text: &endless,
        launch: None,
        platform: Some(Platform::XeHpg),
        kernel: None,
        ub_error: false,
        budget: None,
    };
    let report = visa_lower::pipeline::run::run_visaasm(&request).unwrap_or_else(|d| panic!("{d:?}"));
    let text = report.text();
    assert!(text.contains("function sum, instruction #4 (fcall)"), "{text}");
    assert!(!text.contains("sum.visaasm:"), "{text}");
}
