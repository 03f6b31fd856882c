//! The emulator's control flow (JMP, GOTO, CALL, RET, labels) and its
//! instruction budget. Each expected value is worked out by hand from the
//! instruction's page (vISA spec: JMP, GOTO, CALL, RET; Execution Model
//! chapter), traced in the comment above it.

use visa_lower::exec::emu::{run, Bindings, FindingKind, RunConfig, RunOutcome};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::text::parse::parse_program;
use visa_lower::visa::{BranchOp, ExecCtrl, ExecSize, Instruction, Kernel, Label, LabelId, LabelKind};
use visa_lower::Platform;

fn kernel(text: &str) -> Kernel {
    let program = parse_program(text).unwrap_or_else(|e| panic!("{e}"));
    program.kernels.into_iter().next().expect("one kernel")
}

fn run_with(kernel: &Kernel, dispatch_mask: u32, budget: u64) -> RunOutcome {
    let config = RunConfig { budget, ..RunConfig::new(Platform::XeHpg, dispatch_mask) };
    run(kernel, &config, &Bindings::default(), &mut Memory::default())
}

/// The dwords of variable `name` at the end of the run.
fn dwords(kernel: &Kernel, outcome: &RunOutcome, name: &str) -> Vec<u32> {
    let index = kernel.vars.iter().position(|v| v.name == name).expect("declared");
    let bytes = outcome.state.var_bytes(visa_lower::visa::GenVarId::from_decl_index(index)).expect("bytes");
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn clean(outcome: &RunOutcome) {
    assert!(outcome.findings.is_empty(), "{:?}", outcome.findings);
    assert!(outcome.fault.is_none() && !outcome.out_of_budget);
}

const COUNTED_LOOP: &str = "
.kernel k
.decl s v_type=G type=ud num_elts=1 align=dword
.decl i v_type=G type=ud num_elts=1 align=dword
.decl p v_type=P num_elts=1
    mov (M1_NM, 1) s(0,0)<1> 0x0:ud
    mov (M1_NM, 1) i(0,0)<1> 0x0:ud
LOOP:
    add (M1_NM, 1) s(0,0)<1> s(0,0)<0;1,0> i(0,0)<0;1,0>
    add (M1_NM, 1) i(0,0)<1> i(0,0)<0;1,0> 0x1:ud
    cmp.lt (M1_NM, 1) p i(0,0)<0;1,0> 0xb:ud
    (p) jmp (M1_NM, 1) LOOP
    ret (M1_NM, 1)
";

/// s = 0 + 1 + ... + 10 = 55; eleven trips of five instructions (the
/// label counts) between two movs and the ret: 2 + 55 + 1 = 58.
#[test]
fn jmp_loop_sums_and_counts_instructions() {
    let k = kernel(COUNTED_LOOP);
    let outcome = run_with(&k, 0xffff, RunConfig::DEFAULT_BUDGET);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "s"), [55]);
    assert_eq!(dwords(&k, &outcome, "i"), [11]);
    assert_eq!(outcome.executed, 58);
}

/// The same loop with a budget of 57 stops one instruction short of its ret.
#[test]
fn budget_one_short_of_the_end_is_out_of_budget() {
    let k = kernel(COUNTED_LOOP);
    let outcome = run_with(&k, 0xffff, 57);
    assert!(outcome.out_of_budget);
    assert_eq!(outcome.executed, 57);
    let exact = run_with(&k, 0xffff, 58);
    assert!(!exact.out_of_budget);
}

/// `LOOP: jmp LOOP` never ends: the run stops at the budget, not a hang.
#[test]
fn endless_loop_is_out_of_budget() {
    let k = kernel(
        "
.kernel k
LOOP:
    jmp (M1_NM, 1) LOOP
",
    );
    let outcome = run_with(&k, 0xffff, 1000);
    assert!(outcome.out_of_budget && outcome.fault.is_none());
    assert_eq!(outcome.executed, 1000);
}

/// The IR budget counts a block's IR instructions each time its label is
/// reached: COUNTED_LOOP's body (the label at pc 2) as a block of 4 IR
/// instructions, the entry (pc 0) as 2. Eleven trips: 2 + 11 x 4 = 46.
/// With a limit of 46 the run ends; with 45 it stops on arriving at the
/// eleventh trip's label (2 + 10 x 4 = 42, + 4 = 46 > 45), having run the
/// two movs and ten trips of five: 52 vISA instructions.
#[test]
fn ir_budget_counts_blocks_on_arrival() {
    let k = kernel(COUNTED_LOOP);
    assert_eq!(k.body[2], Instruction::Label(LabelId(0)));
    let with_limit = |limit| RunConfig {
        ir_budget: Some(visa_lower::exec::emu::IrBudget { limit, blocks: vec![(0, 2), (2, 4)] }),
        ..RunConfig::new(Platform::XeHpg, 0xffff)
    };
    let outcome = run(&k, &with_limit(46), &Bindings::default(), &mut Memory::default());
    clean(&outcome);
    assert_eq!((outcome.executed, outcome.out_of_ir_budget), (58, None));
    let short = run(&k, &with_limit(45), &Bindings::default(), &mut Memory::default());
    assert!(short.out_of_budget && short.fault.is_none());
    assert_eq!((short.executed, short.out_of_ir_budget), (52, Some(45)));
    assert_eq!(dwords(&k, &short, "i"), [10]);
}

/// JMP: "the first element of the predicate variable is used". p = 0xfffe
/// has element 0 clear: (p) does not jump, x = 1; (!p) jumps, x stays 0.
#[test]
fn jmp_reads_the_first_predicate_element_only() {
    for (pred, expected) in [("(p)", 1), ("(!p)", 0)] {
        let k = kernel(&format!(
            "
.kernel k
.decl x v_type=G type=ud num_elts=1 align=dword
.decl p v_type=P num_elts=16
    mov (M1_NM, 1) x(0,0)<1> 0x0:ud
    setp (M1_NM, 16) p 0xfffe:uw
    {pred} jmp (M1_NM, 1) SKIP
    mov (M1_NM, 1) x(0,0)<1> 0x1:ud
SKIP:
    ret (M1_NM, 1)
"
        ));
        let outcome = run_with(&k, 0xffff, 100);
        clean(&outcome);
        assert_eq!(dwords(&k, &outcome, "x"), [expected], "{pred}");
    }
}

/// if/else with GOTO (Execution Model chapter's example shape), SIMD8,
/// v = 0..7, p = v < 4 on lanes 0..3:
/// * `(!p) goto ELSE`: lanes 4..7 wait at ELSE, EM = 0x0f;
/// * `mov r 10` writes lanes 0..3;
/// * `goto END`: lanes 0..3 wait at END, EM = 0: execution jumps to the next
///   point where channels wait, ELSE, which re-activates 4..7;
/// * `mov r 20` writes lanes 4..7; END re-activates 0..3;
/// * `add t r 1` then writes all eight.
#[test]
fn goto_if_else_runs_each_side_on_its_lanes() {
    let k = kernel(
        "
.kernel k
.decl v v_type=G type=ud num_elts=8 align=GRF
.decl r v_type=G type=ud num_elts=8 align=GRF
.decl t v_type=G type=ud num_elts=8 align=GRF
.decl p v_type=P num_elts=8
    mov (M1, 8) v(0,0)<1> 0x76543210:uv
    cmp.lt (M1, 8) p v(0,0)<8;8,1> 0x4:ud
    (!p) goto (M1, 8) ELSE
    mov (M1, 8) r(0,0)<1> 0xa:ud
    goto (M1, 8) END
ELSE:
    mov (M1, 8) r(0,0)<1> 0x14:ud
END:
    add (M1, 8) t(0,0)<1> r(0,0)<8;8,1> 0x1:ud
    ret (M1_NM, 1)
",
    );
    let outcome = run_with(&k, 0xff, 100);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "r"), [10, 10, 10, 10, 20, 20, 20, 20]);
    assert_eq!(dwords(&k, &outcome, "t"), [11, 11, 11, 11, 21, 21, 21, 21]);
}

/// A backward GOTO loop whose lanes leave at different trips. n = [1, 3,
/// 2, 4], c counts trips: after trip 1 lane 0 (1 < 1 false) waits at the
/// instruction after the goto; after trip 2 lane 2; after trip 3 lane 1;
/// trip 4 leaves lane 3 with no predicated lane, so execution falls through
/// and the waiting lanes re-activate: c = n, d = c + 100 on every lane.
#[test]
fn backward_goto_loop_lanes_leave_at_their_own_trip() {
    let k = kernel(
        "
.kernel k
.decl n v_type=G type=ud num_elts=4 align=GRF
.decl c v_type=G type=ud num_elts=4 align=GRF
.decl d v_type=G type=ud num_elts=4 align=GRF
.decl p v_type=P num_elts=4
    mov (M1, 4) n(0,0)<1> 0x4231:uv
    mov (M1, 4) c(0,0)<1> 0x0:ud
LOOP:
    add (M1, 4) c(0,0)<1> c(0,0)<4;4,1> 0x1:ud
    cmp.lt (M1, 4) p c(0,0)<4;4,1> n(0,0)<4;4,1>
    (p) goto (M1, 4) LOOP
    add (M1, 4) d(0,0)<1> c(0,0)<4;4,1> 0x64:ud
    ret (M1_NM, 1)
",
    );
    let outcome = run_with(&k, 0xf, 100);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "c"), [1, 3, 2, 4]);
    assert_eq!(dwords(&k, &outcome, "d"), [101, 103, 102, 104]);
}

/// A scalar CALL runs the subroutine and comes back: x = 5 there, + 1 after
/// the call; the kernel's ret ends the run before the subroutine's body.
#[test]
fn scalar_call_and_return() {
    let k = kernel(
        r#"
.kernel k
.decl x v_type=G type=ud num_elts=1 align=dword
    mov (M1_NM, 1) x(0,0)<1> 0x0:ud
    call (M1_NM, 1) SUB
    add (M1_NM, 1) x(0,0)<1> x(0,0)<0;1,0> 0x1:ud
    ret (M1_NM, 1)
.function "SUB"
    mov (M1_NM, 1) x(0,0)<1> 0x5:ud
    ret (M1_NM, 1)
"#,
    );
    let outcome = run_with(&k, 0xffff, 100);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "x"), [6]);
    // mov, call, SUBROUTINE, mov, ret, add, ret.
    assert_eq!(outcome.executed, 7);
}

/// A SIMD8 CALL predicated on lanes 0..3: the subroutine runs with EM =
/// those lanes ("both the execution mask and the call mask are initialized
/// to be the set of active channels at the call site subject to
/// predication"); the caller's EM comes back at the return, so the last mov
/// writes all eight.
#[test]
fn simd_call_runs_the_predicated_lanes() {
    let k = kernel(
        r#"
.kernel k
.decl r v_type=G type=ud num_elts=8 align=GRF
.decl s v_type=G type=ud num_elts=8 align=GRF
.decl p v_type=P num_elts=8
    setp (M1_NM, 8) p 0xf:ub
    (p) call (M1, 8) SUB
    add (M1, 8) s(0,0)<1> r(0,0)<8;8,1> 0x1:ud
    ret (M1_NM, 1)
.function "SUB"
    mov (M1, 8) r(0,0)<1> 0x7:ud
    ret (M1, 8)
"#,
    );
    let outcome = run_with(&k, 0xff, 100);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "r"), [7, 7, 7, 7, 0, 0, 0, 0]);
    assert_eq!(dwords(&k, &outcome, "s"), [8, 8, 8, 8, 1, 1, 1, 1]);
}

/// RET at exec size 8 in the kernel: predicated lanes 0..3 retire (call and
/// execution mask bits off); the call mask is not yet zero, so the run
/// goes on with lanes 4..7; the unpredicated RET (8) then empties it.
#[test]
fn simd_ret_retires_lanes_until_the_call_mask_is_empty() {
    let k = kernel(
        "
.kernel k
.decl r v_type=G type=ud num_elts=8 align=GRF
.decl p v_type=P num_elts=8
    setp (M1_NM, 8) p 0xf:ub
    (p) ret (M1, 8)
    mov (M1, 8) r(0,0)<1> 0x1:ud
    ret (M1, 8)
    mov (M1, 8) r(0,0)<1> 0x2:ud
",
    );
    let outcome = run_with(&k, 0xff, 100);
    clean(&outcome);
    assert_eq!(dwords(&k, &outcome, "r"), [0, 0, 0, 0, 1, 1, 1, 1]);
    assert_eq!(outcome.executed, 4);
}

/// "recursion is not permitted" for subroutines: a finding, and the run stops.
#[test]
fn recursive_call_is_a_finding() {
    let k = kernel(
        r#"
.kernel k
    call (M1_NM, 1) SUB
    ret (M1_NM, 1)
.function "SUB"
    call (M1_NM, 1) SUB
    ret (M1_NM, 1)
"#,
    );
    let outcome = run_with(&k, 0xffff, 100);
    let kinds: Vec<_> = outcome.findings.iter().map(|f| &f.kind).collect();
    assert_eq!(kinds, [&FindingKind::Recursion]);
    assert_eq!(outcome.findings[0].instruction, 3);
    assert!(!outcome.out_of_budget);
}

/// A jump to a label that is declared but placed nowhere (the verifier's
/// `label` rule refuses it; the emulator must still not misbehave).
#[test]
fn jump_to_an_unplaced_label_is_a_finding() {
    let mut k = Kernel::new("k");
    k.labels.push(Label { name: "NOWHERE".into(), kind: LabelKind::Block });
    k.body.push(Instruction::Branch {
        op: BranchOp::Jmp,
        exec: ExecCtrl::nm(ExecSize::S1),
        pred: None,
        target: LabelId(0),
    });
    k.body.push(Instruction::Ret { exec: ExecCtrl::nm(ExecSize::S1), pred: None });
    let outcome = run_with(&k, 0xffff, 100);
    assert_eq!(outcome.findings.len(), 1);
    assert_eq!(outcome.findings[0].kind, FindingKind::BadLabel);
    assert!(outcome.findings[0].message.contains("NOWHERE"), "{}", outcome.findings[0].message);
    assert_eq!(outcome.executed, 1);
}

/// SWITCHJMP "jumps to one of the labels based on the index value": label
/// number `i` of the table. Traced by hand: i = 0, 1, 2 run L0, L1, L2's mov
/// (r = 10, 11, 12); the table (L2, L2, L0) at i = 1 runs L2 (12). The index
/// "must be in the range of [0..<num_labels>-1]": i = 3 is a finding and the
/// run stops after the mov and the switchjmp (2 instructions), r still 0.
#[test]
fn switchjmp_jumps_to_the_indexed_label() {
    let text = |i: u32, table: &str| {
        format!(
            ".kernel k\n.decl i v_type=G type=ud num_elts=1 align=dword\n.decl r v_type=G type=ud num_elts=1 align=dword\n\
             \x20   mov (M1_NM, 1) i(0,0)<1> 0x{i:x}:ud\n    switchjmp (M1_NM, 1) i(0,0)<0;1,0> ({table})\n\
             L0:\n    mov (M1_NM, 1) r(0,0)<1> 0xa:ud\n    ret (M1, 1)\n\
             L1:\n    mov (M1_NM, 1) r(0,0)<1> 0xb:ud\n    ret (M1, 1)\n\
             L2:\n    mov (M1_NM, 1) r(0,0)<1> 0xc:ud\n    ret (M1, 1)\n"
        )
    };
    for (i, table, r) in [(0, "L0, L1, L2", 10), (1, "L0, L1, L2", 11), (2, "L0, L1, L2", 12), (1, "L2, L2, L0", 12)] {
        let k = kernel(&text(i, table));
        let outcome = run_with(&k, 0xffff, 100);
        clean(&outcome);
        assert_eq!(dwords(&k, &outcome, "r"), [r], "i = {i}, ({table})");
    }
    let k = kernel(&text(3, "L0, L1, L2"));
    let outcome = run_with(&k, 0xffff, 100);
    assert_eq!(outcome.findings.len(), 1, "{:?}", outcome.findings);
    assert_eq!(outcome.findings[0].kind, FindingKind::SwitchIndex);
    assert!(
        outcome.findings[0]
            .message
            .starts_with("SWITCHJMP index 3 is outside its 3 labels: it \"must be in the range of [0..2]\""),
        "{}",
        outcome.findings[0].message
    );
    assert_eq!(outcome.executed, 2);
    assert_eq!(dwords(&k, &outcome, "r"), [0]);
}
