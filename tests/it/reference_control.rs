//! The reference interpreter's control flow: br, switch, phi (evaluated in
//! parallel), undefined behaviour on a poison condition, the budget.
//! Expectations are worked out by hand from LangRef.

use crate::reference_support;

use reference_support::*;

/// `i32 @k(i32 %n)` returning the sum 0 + 1 + ... + (n-1) by a loop.
const SUM_LOOP: &str = "
define i32 @k(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %s1
}
";

fn returned_u32(outcome: &visa_lower::exec::reference::RefOutcome) -> u32 {
    let bytes: Vec<u8> = returned(outcome).into_iter().map(|b| b.expect("defined")).collect();
    u32::from_le_bytes(bytes.try_into().expect("four bytes"))
}

/// n = 11: 0 + 1 + ... + 10 = 55.
#[test]
fn loop_with_phis_sums() {
    let outcome = run(SUM_LOOP, "[args]\nn = 11\n");
    assert_eq!(returned_u32(&outcome), 55);
    assert!(outcome.out_of_budget.is_none() && !outcome.halted);
}

/// The loop executes 1 (br) + 11 trips x 6 (two phis, two adds, icmp, br)
/// + 1 (ret) = 68 instructions: a budget of 67 runs out, 68 does not.
#[test]
fn budget_counts_instructions_and_phis() {
    let short = run(SUM_LOOP, "budget = 67\n[args]\nn = 11\n");
    assert_eq!(short.out_of_budget, Some(67));
    assert!(short.returned.is_none());
    let exact = run(SUM_LOOP, "budget = 68\n[args]\nn = 11\n");
    assert_eq!(exact.out_of_budget, None);
    assert_eq!(returned_u32(&exact), 55);
}

/// A loop that never ends stops at the budget.
#[test]
fn endless_loop_runs_out_of_budget() {
    let ll = "
define void @k() {
entry:
  br label %spin
spin:
  br label %spin
}
";
    let outcome = run(ll, "budget = 1000\n");
    assert_eq!(outcome.out_of_budget, Some(1000));
}

/// Phis read their incoming values before any is written: swapping `a` and
/// `b` through phis three times from (1, 2) gives (2, 1). A sequential
/// reading would make both 2 after the first trip.
#[test]
fn phis_are_evaluated_in_parallel() {
    let ll = "
define <2 x i32> @k() {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %t = phi i32 [ 0, %entry ], [ %t1, %loop ]
  %t1 = add i32 %t, 1
  %c = icmp ult i32 %t1, 4
  br i1 %c, label %loop, label %done
done:
  %v0 = insertelement <2 x i32> undef, i32 %a, i32 0
  %v1 = insertelement <2 x i32> %v0, i32 %b, i32 1
  ret <2 x i32> %v1
}
";
    // Trips t = 0, 1, 2, 3 see (a, b) = (1, 2), (2, 1), (1, 2), (2, 1).
    let bytes: Vec<u8> = returned(&run(ll, "")).into_iter().map(|b| b.expect("defined")).collect();
    assert_eq!(le_u32s(&bytes), [2, 1]);
}

/// switch picks the case whose value equals the condition, else the default.
#[test]
fn switch_takes_the_matching_case() {
    let ll = "
define i32 @k(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 3, label %three
                                i32 7, label %seven ]
three:
  br label %done
seven:
  br label %done
other:
  br label %done
done:
  %r = phi i32 [ 30, %three ], [ 70, %seven ], [ -1, %other ]
  ret i32 %r
}
";
    for (x, expected) in [(3, 30), (7, 70), (5, u32::MAX), (0, u32::MAX)] {
        let outcome = run(ll, &format!("[args]\nx = {x}\n"));
        assert_eq!(returned_u32(&outcome), expected, "x = {x}");
    }
}

/// A branch on poison is immediate undefined behaviour: a finding, and the
/// run stops (halted) without reaching either `ret`.
#[test]
fn branch_on_poison_is_undefined_behaviour() {
    let ll = "
define i32 @k() {
entry:
  %p = add nuw i32 4294967295, 1
  %c = icmp eq i32 %p, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
";
    let outcome = run(ll, "");
    assert!(outcome.halted);
    assert!(outcome.returned.is_none());
    let ub: Vec<_> = outcome.findings.iter().filter(|f| f.ub).collect();
    assert_eq!(ub.len(), 1, "{:?}", outcome.findings);
    assert!(ub[0].message.contains("`br` on a poison"), "{}", ub[0].message);
}
