//! The differential fuzzer (`visa-lower fuzz`, docs/fuzz.md), end to end:
//! the fixed CI subset of the exhaustive small cases, a short random run,
//! and proof that a lowering bug is caught, reduced and written out as a
//! reproducer that `visa-lower run --verify` fails on.

use std::process::Command;
use visa_lower::fuzz::{exhaustive, fuzz, FuzzOptions};
use visa_lower::pipeline::run::Sabotage;
use visa_lower::Platform;

fn quiet(options: FuzzOptions) -> FuzzOptions {
    FuzzOptions { progress: false, ..options }
}

#[test]
fn the_ci_subset_of_the_exhaustive_cases_passes() {
    let options = quiet(FuzzOptions::default());
    let summary = exhaustive(&options, true);
    let text = summary.text("exhaustive CI subset");
    eprintln!("{text}");
    assert_eq!(summary.failures(), 0, "{text}");
    let expected = visa_lower::fuzz::exhaustive::ci_cases(&visa_lower::fuzz::default_platforms()).len() as u64;
    assert_eq!(summary.cases, expected);
    // Refusals are only the platform table's gaps (messages, 16-/64-bit
    // atomics, OWORD on SLM) and alignments no message can honour (8-byte
    // elements below align 4, or 2 in SLM without QW messages).
    let refused: u64 = summary.refused.values().sum();
    assert!(summary.verified > refused * 2, "{text}");
    for reason in summary.refused.keys() {
        let gap = [
            "QW_SCATTER",
            "QW_GATHER",
            "TYPED_ATOMIC",
            "16-bit TYPED_ATOMIC",
            "16-bit DWORD_ATOMIC",
            "16-bit SVM_ATOMIC",
            "64-bit SVM_ATOMIC",
            "OWORD_LD",
            "OWORD_LD_UNALIGNED",
            "OWORD_ST",
            "SLM scatter",
        ]
        .contains(&reason.as_str());
        // Generic atomics and LSC atomics the unit or platform lacks (64-bit fadd/fsub on xehpg and mtl,
        // 64-bit SLM icas there).
        let atomic = reason.starts_with("16-bit atomic in ")
            || reason.starts_with("64-bit atomic in ")
            || reason.starts_with("LSC atomic: ");
        let alignment = reason.contains("of 8-byte elements");
        // LSC calls wider than Xe-HPG's and Xe-LPG's 16 lanes, or past 8 GRFs of data.
        let lsc = ["LSC message wider than the platform's", "LSC payload over 8 GRFs"].contains(&reason.as_str());
        assert!(gap || atomic || alignment || lsc, "unexpected refusal kind {reason}");
    }
    // Every LSC call shape, on every platform with LSC (xe2 included).
    for kind in ["load", "load.merge", "store"] {
        for space in ["stateless", "slm"] {
            let ops = summary.ops.get(format!("lsc.{kind}.{space}").as_str()).copied().unwrap_or(0);
            assert!(ops > 100, "lsc.{kind}.{space}: {ops}\n{text}");
        }
    }
    // And every further LSC form, and generic operations with legacy messages where LSC is the default.
    for kind in [
        "lsc.load.bti",
        "lsc.store.bti",
        "lsc.load.merge.quad.slm",
        "lsc.store.quad.stateless",
        "lsc.prefetch.quad.bti",
        "lsc.xatomic.stateless",
        "lsc.xatomic.slm",
        "lsc.xatomic.bti",
        "lsc.fence",
        "fence",
        "lsc.load2d.stateless",
        "lsc.store2d.stateless",
        "lsc.prefetch2d.stateless",
        "lsc.load.2d.ugm.desc.vnni",
        "lsc.store.2d.ugm.desc",
        "lsc.load.merge.quad.typed.bti",
        "lsc.store.quad.typed.bti",
    ] {
        assert!(summary.ops.get(kind).is_some_and(|&n| n > 0), "{kind}\n{text}");
    }
    assert!(summary.legacy_messages_cases > 1000, "{text}");
    let lsc_platforms = [Platform::XeHpg, Platform::XeLpg, Platform::XeHpc, Platform::Xe2];
    for p in lsc_platforms {
        let on_p = visa_lower::fuzz::exhaustive::ci_cases(&[p]);
        let lsc = on_p.iter().filter(|(s, _)| matches!(s.template, exhaustive::Template::Lsc { .. })).count();
        assert!(lsc > 500, "{p}: {lsc} LSC cases");
        // Nothing but LSC where the platform takes no other family (xe2 until LSC selection).
        let families = visa_lower::fuzz::gen::Families::of(p);
        assert_eq!(lsc == on_p.len(), !families.generic && !families.legacy, "{p}");
    }
}

/// Random LSC calls verify on every platform with LSC; the JIT is not
/// asked to run them (it refuses `llvm.genx.*` intrinsics: the host
/// cannot execute them). xe2, which has no legacy data port, draws LSC
/// calls and generic memory IR (selected to LSC messages), which the JIT
/// does run, and no legacy message intrinsic.
#[test]
fn random_lsc_calls_verify_and_are_compared_with_the_reference_only() {
    let options = FuzzOptions {
        cases: 300,
        seed: 12,
        platforms: vec![Platform::XeHpg, Platform::XeLpg, Platform::XeHpc, Platform::Xe2],
        ..quiet(FuzzOptions::default())
    };
    let summary = fuzz(&options);
    let text = summary.text("fuzz");
    assert_eq!(summary.failures(), 0, "{text}");
    let lsc: u64 = summary.ops.iter().filter(|(k, _)| k.starts_with("lsc.")).map(|(_, n)| n).sum();
    assert!(lsc > 150, "{text}");
    assert!(summary.jit_agreed > 0, "{text}");
    let xe2 = fuzz(&FuzzOptions { platforms: vec![Platform::Xe2], ..options });
    let text = xe2.text("fuzz");
    assert_eq!(xe2.failures(), 0, "{text}");
    assert!(xe2.verified > 250, "{text}");
    assert!(xe2.jit_agreed > 0, "{text}");
    let generic = [
        "masked.gather",
        "masked.scatter",
        "masked.load",
        "masked.store",
        "load",
        "store",
        "atomicrmw",
        "cmpxchg",
        "fence",
    ];
    assert!(xe2.ops.keys().all(|k| k.starts_with("lsc.") || generic.contains(k)), "{text}");
    for kind in ["lsc.load.stateless", "lsc.store.slm", "masked.gather", "masked.scatter", "atomicrmw"] {
        assert!(xe2.ops.get(kind).is_some_and(|&n| n > 0), "xe2 never drew {kind}: {text}");
    }
}

/// The LSC cases catch a lowering bug in them: on Xe-LPG, which has no
/// 64-bit `add`, an immediate offset is added to the a64 addresses in
/// dwords; dropping the carry out of the low dword (the buffers straddle a
/// 4 GiB boundary) sends lanes 4 GiB away.
#[test]
fn a_dropped_carry_in_an_lsc_address_is_caught() {
    let shapes: Vec<_> = exhaustive::ci_cases(&[Platform::XeLpg])
        .into_iter()
        .filter(|(s, _)| matches!(s.template, exhaustive::Template::Lsc { slm: false, .. }))
        .collect();
    let options = FuzzOptions { reduce: false, ..quiet(FuzzOptions::default()) };
    let make = |i: u64| exhaustive::case(&shapes[i as usize].0, shapes[i as usize].1);
    let clean = visa_lower::fuzz::run_cases(shapes.len() as u64, make, &options);
    assert_eq!(clean.failures(), 0, "{}", clean.text("LSC"));
    let broken = FuzzOptions { sabotage: Some(Sabotage::DroppedCarry), ..options };
    let broken = visa_lower::fuzz::run_cases(shapes.len() as u64, make, &broken);
    assert!(broken.mismatches() > 20, "{}", broken.text("sabotaged"));

    // A random case that fails so is reduced to its one LSC call with one
    // lane on, which still fails with the bug and verifies without it.
    use visa_lower::fuzz::gen::{random_case, GenOptions, Op};
    use visa_lower::fuzz::{run_case, Checks, Outcome};
    let sabotaged = Checks { sabotage: Some(Sabotage::DroppedCarry), ..Default::default() };
    let fails = |c: &visa_lower::fuzz::gen::Case| {
        c.ops.iter().any(|op| matches!(op, Op::Lsc(_)))
            && run_case(c, sabotaged).failure().is_some_and(|f| f.class() == "mismatch")
    };
    let gen = GenOptions { platforms: vec![Platform::XeLpg], simt: Some(false), control_flow_share: 0 };
    let case = (0..400)
        .map(|i| random_case(21, i, &gen))
        .find(|c| c.ops.len() > 2 && c.ops.iter().any(|op| !matches!(op, Op::Lsc(_))) && fails(c))
        .expect("a failing case with an LSC call among other operations");
    let reduced = visa_lower::fuzz::reduce::reduce(&case, fails);
    let [Op::Lsc(call)] = reduced.ops.as_slice() else { panic!("not reduced to its LSC call: {reduced:?}") };
    assert_eq!(call.mask.bits.count_ones(), 1, "{call:?}");
    assert_eq!(run_case(&reduced, Checks::default()).outcome, Outcome::Verified, "{reduced:?}");
}

#[test]
fn a_short_random_run_has_no_failures_and_does_not_depend_on_jobs() {
    let one = fuzz(&quiet(FuzzOptions { cases: 150, seed: 1, jobs: Some(1), ..FuzzOptions::default() }));
    let two = fuzz(&quiet(FuzzOptions { cases: 150, seed: 1, jobs: Some(2), ..FuzzOptions::default() }));
    assert_eq!(one.failures(), 0, "{}", one.text("fuzz"));
    assert_eq!((one.verified, &one.refused, &one.ops), (two.verified, &two.refused, &two.ops));
    // The run exercises merges, splits, UB reconciliation and the JIT.
    assert!(one.counters.keys().any(|k| k.starts_with("select: merged")), "{:?}", one.counters);
    assert!(one.ub_cases > 0 && one.jit_agreed > 0, "{}", one.text("fuzz"));
}

/// 64-bit arithmetic whose low dwords carry or borrow is drawn (values at
/// either end of the low dword's range) and verifies where it is done on
/// 32-bit halves (xelp, xehpg); the summary counts the cases that carried,
/// and a lowering that loses the carry there is caught.
#[test]
fn sixty_four_bit_arithmetic_that_carries_is_drawn_counted_and_verifies() {
    let options = FuzzOptions {
        cases: 200,
        seed: 4,
        platforms: vec![Platform::XeLp, Platform::XeHpg],
        ..quiet(FuzzOptions::default())
    };
    let summary = fuzz(&options);
    let text = summary.text("fuzz");
    assert_eq!(summary.failures(), 0, "{text}");
    assert!(summary.carried >= 10 && summary.carry_lanes >= summary.carried, "{text}");
    assert!(text.contains(&format!("that carried:      {} (", summary.carried)), "{text}");
    let broken = fuzz(&FuzzOptions { sabotage: Some(Sabotage::DroppedCarry), reduce: false, ..options });
    assert!(broken.mismatches() > 0, "{}", broken.text("sabotaged"));
}

#[test]
fn a_lowering_bug_is_caught_reduced_and_reproduced() {
    let out = std::env::temp_dir().join(format!("visa-lower-fuzz-sabotage-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let options = FuzzOptions {
        cases: 40,
        seed: 3,
        out: Some(out.clone()),
        simt: Some(false),
        platforms: vec![Platform::XeHpg],
        sabotage: Some(Sabotage::EmaskOffset),
        ..quiet(FuzzOptions::default())
    };
    let summary = fuzz(&options);
    assert!(summary.mismatches() > 0, "{}", summary.text("sabotaged"));
    assert_eq!(summary.exit_code(), 1);
    // Reduced: one operation of few lanes.
    let finding = summary.findings.iter().find(|f| f.failure.class() == "mismatch").expect("a mismatch");
    assert_eq!(finding.reduced.ops.len(), 1, "{:?}", finding.reduced);
    assert!(finding.reduced.ops[0].width() <= finding.original.ops.iter().map(|o| o.width()).max().unwrap_or(0));
    let ll = finding.written.clone().expect("an output folder").expect("the reproducer is written");
    let toml = ll.with_extension("toml");
    // The reduced case fails with the same bug in the lowering (the fault
    // injector is the library's, never the shipped CLI's)...
    let checks = visa_lower::fuzz::Checks { sabotage: Some(Sabotage::EmaskOffset), ..Default::default() };
    let broken = visa_lower::fuzz::run_case(&finding.reduced, checks);
    assert!(
        matches!(&broken.outcome, visa_lower::fuzz::Outcome::Failed(f) if f.class() == "mismatch"),
        "{:?}",
        broken.outcome
    );
    // ... and the reproducer written passes `visa-lower run --verify` with the real lowering.
    let fixed = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .args(["run", ll.to_str().unwrap(), "--launch", toml.to_str().unwrap(), "--verify"])
        .output()
        .expect("visa-lower runs");
    assert_eq!(fixed.status.code(), Some(0), "{}", String::from_utf8_lossy(&fixed.stdout));
    assert!(String::from_utf8_lossy(&fixed.stdout).contains("verification against the reference: passed"));
    let _ = std::fs::remove_dir_all(&out);
}

/// The enabled lanes of `case` whose global address carries out of its low
/// dword: buffer `b` sits `below` bytes under a 4 GiB boundary, so lane
/// offset `o` carries when `o >= below`.
fn carrying_lanes(case: &visa_lower::fuzz::gen::Case) -> usize {
    use visa_lower::fuzz::gen::{LscKind, Op};
    let Some(bases) = case.buffer_bases else { return 0 };
    let below = |b: u32| (1u64 << 32).wrapping_sub(bases[b as usize] & 0xffff_ffff) as i64;
    let count = |buf: u32, offs: &[i64], mask: &visa_lower::fuzz::gen::Mask| {
        offs.iter().enumerate().filter(|&(i, &o)| mask.on(i) && (below(buf)..1 << 32).contains(&o)).count()
    };
    // Lanes whose address the kernel computes (not an address argument) and
    // whose effect shows: a gather whose value is returned, a scatter. SLM
    // offsets do not use the buffers' bases.
    use visa_lower::fuzz::gen::AddrForm;
    let returned = |k: usize| case.ret == Some(k);
    case.ops
        .iter()
        .enumerate()
        .map(|(k, op)| match op {
            Op::Gather(g) if g.space != 3 && g.addr != AddrForm::Arg && returned(k) => count(g.buf, &g.offs, &g.mask),
            Op::Scatter(s) if s.space != 3 && s.addr != AddrForm::Arg => count(s.buf, &s.offs, &s.mask),
            Op::SvmScattered(g) if g.addr != AddrForm::Arg && (g.write || returned(k)) => {
                count(g.buf, &g.offs, &g.mask)
            }
            // A stateless LSC call's lanes access `offs`: their address and the immediate offset.
            Op::Lsc(c) if !c.slm && c.addr != AddrForm::Arg && (c.kind == LscKind::Store || returned(k)) => {
                count(c.buf, &c.offs, &c.mask)
            }
            _ => 0,
        })
        .sum()
}

/// The generator places buffers across 4 GiB boundaries, so that addresses
/// carry into their high dword; those kernels verify (and the assembler
/// takes them), and a lowering that loses the carry (intel/intel-graphics-compiler#414) is
/// caught on them and only on them.
#[test]
fn addresses_that_carry_into_the_high_dword_are_drawn_and_verify() {
    use visa_lower::fuzz::gen::{random_case, GenOptions};
    use visa_lower::fuzz::{run_case, Checks, Outcome};
    let options = GenOptions { simt: Some(false), ..GenOptions::default() };
    let cases: Vec<_> = (0..1500).map(|i| random_case(5, i, &options)).filter(|c| carrying_lanes(c) > 0).collect();
    assert!(cases.len() >= 40, "only {} of 1500 cases have an address that carries", cases.len());
    let assemblers = crate::assembler_support::assemblers();
    let (mut verified, mut caught) = (0, 0);
    for case in &cases {
        let checks = Checks { jit: true, assemblers: Some(assemblers), sabotage: None };
        match run_case(case, checks).outcome {
            Outcome::Verified => verified += 1,
            Outcome::Refused(_) | Outcome::OutOfBudget | Outcome::UnusedLoadFault => continue,
            Outcome::Failed(f) => panic!("case {}: {} {}", case.name, f.class(), f.detail()),
        }
        let broken = Checks { sabotage: Some(Sabotage::DroppedCarry), ..checks };
        if run_case(case, broken).failure().is_some_and(|f| f.class() == "mismatch") {
            caught += 1;
        }
    }
    eprintln!("{} carrying cases: {verified} verified, the dropped carry caught in {caught}", cases.len());
    assert!(verified >= 30, "only {verified} carrying cases verified");
    assert!(caught * 2 >= verified, "the dropped carry was caught in only {caught} of {verified} cases");
    // Where no address carries, dropping the carry changes nothing. (A
    // stateless LSC call with an immediate offset adds it, or takes it from
    // its address, in dwords: a negative one carries out of the low dword
    // wherever the buffer is.)
    let lsc_offset = |c: &visa_lower::fuzz::gen::Case| {
        c.ops.iter().any(|op| matches!(op, visa_lower::fuzz::gen::Op::Lsc(l) if !l.slm && l.offset != 0))
    };
    let plain =
        (0..200).map(|i| random_case(5, i, &options)).filter(|c| c.buffer_bases.is_none() && !lsc_offset(c)).take(40);
    for case in plain {
        let broken = Checks { sabotage: Some(Sabotage::DroppedCarry), ..Checks::default() };
        let report = run_case(&case, broken);
        assert!(report.failure().is_none(), "case {}: {:?}", case.name, report.failure());
    }
}

/// Control flow: a random run draws loops (bounded, guarded and endless),
/// `if`s, switches, calls and private arrays; every case verifies, is refused as predicted,
/// or (an endless loop) runs out of budget in every engine.
#[test]
fn random_kernels_with_control_flow_verify_or_run_out_of_budget() {
    let summary = fuzz(&quiet(FuzzOptions { cases: 300, seed: 1, ..FuzzOptions::default() }));
    let text = summary.text("fuzz");
    assert_eq!(summary.failures(), 0, "{text}");
    for construct in ["loop", "guarded loop", "endless loop", "if", "switch", "call", "alloca"] {
        assert!(summary.flow.get(construct).is_some_and(|&n| n > 0), "no {construct}: {text}");
    }
    assert!(summary.out_of_budget > 0, "{text}");
}

/// `--control-flow-share`: at 0 no case has a region, and each case is the
/// default draw's case without its regions (the share is the last draw); at
/// 100 every case has one. The summary counts what was drawn.
#[test]
fn the_control_flow_share_decides_which_cases_have_regions() {
    use visa_lower::fuzz::gen::{random_case, GenOptions, CONTROL_FLOW_SHARE};
    let share = |control_flow_share| GenOptions { control_flow_share, ..GenOptions::default() };
    let (default, none, all) = (share(CONTROL_FLOW_SHARE), share(0), share(100));
    let mut drawn_with_regions = 0;
    for i in 0..400 {
        let (case, straight) = (random_case(7, i, &default), random_case(7, i, &none));
        assert!(straight.flow.is_empty(), "case {i} has regions at share 0: {:?}", straight.flow);
        assert!(!random_case(7, i, &all).flow.is_empty(), "case {i} has no region at share 100");
        if case.flow.is_empty() {
            assert_eq!(case, straight, "case {i} without regions differs between shares");
        } else {
            drawn_with_regions += 1;
            assert_eq!(case.ops.len(), straight.ops.len());
        }
    }
    // 30% of 400 cases: 120 expected.
    assert!((80..=160).contains(&drawn_with_regions), "{drawn_with_regions} of 400 cases have regions");
    let summary = fuzz(&quiet(FuzzOptions { cases: 60, seed: 7, control_flow_share: 0, ..FuzzOptions::default() }));
    assert_eq!((summary.flow_cases, summary.failures()), (0, 0), "{}", summary.text("fuzz"));
}

/// One JIT-eligible kernel in a loop: bounded, all three engines agree;
/// endless, all three run out of budget (the JIT too: agreed, not a trap).
#[test]
fn an_endless_fuzz_loop_is_out_of_budget_in_every_engine() {
    use visa_lower::fuzz::gen::{random_case, Bound, GenOptions, Region, RegionKind};
    use visa_lower::fuzz::{run_case, Checks, JitUse, Outcome};
    let options = GenOptions { platforms: vec![Platform::XeHpg], simt: Some(false), ..GenOptions::default() };
    let mut case = (0..200)
        .map(|i| random_case(5, i, &options))
        .find(|c| c.jit_eligible() && c.flow.is_empty() && c.expected_refusal().is_none())
        .expect("a kernel the JIT runs");
    let checks = Checks { jit: true, ..Checks::default() };
    let end = case.ops.len();
    for endless in [false, true] {
        case.flow = vec![Region { start: 0, end, kind: RegionKind::Loop { trips: 2, endless, bound: Bound::Call } }];
        let report = run_case(&case, checks);
        let want = if endless { Outcome::OutOfBudget } else { Outcome::Verified };
        assert_eq!((&report.outcome, report.jit), (&want, JitUse::Agreed), "{}", case.render().ll);
    }
}

/// A guarded loop around the operations of a kernel whose last operation
/// reads a value made in the loop: every trip count (0 takes the guard's
/// edge) with every way of carrying the values out verifies, on a platform
/// with a 64-bit ALU (xehpc) and one that works on 32-bit halves (xelp).
#[test]
fn a_guarded_fuzz_loop_verifies_every_trip_count_and_carry() {
    use visa_lower::fuzz::gen::{random_case, sources_mut, Bound, Carries, Carry, GenOptions, Region, RegionKind, Source};
    use visa_lower::fuzz::{run_case, Checks, Outcome};
    for platform in [Platform::XeHpc, Platform::XeLp] {
        let options = GenOptions { platforms: vec![platform], simt: Some(false), control_flow_share: 0 };
        let guarded = |c: &visa_lower::fuzz::gen::Case, trips, carry| {
            let kind = RegionKind::GuardedLoop { trips, bound: Bound::Arg, carries: Carries::all(carry, trips) };
            let mut c = c.clone();
            c.flow = vec![Region { start: 0, end: c.ops.len() - 1, kind }];
            c.cut_links_out_of_skipped();
            c
        };
        // The last operation reads an earlier one's value, and the kernel
        // compiles with the loop (a value read through a phi is no unused load).
        let reads_earlier = |c: &visa_lower::fuzz::gen::Case| {
            let Some(mut last) = c.ops.last().cloned() else { return false };
            let read = sources_mut(&mut last).iter().any(|s| matches!(s, Source::Op { .. }));
            let compiles = c.expected_refusal().is_none() && guarded(c, 1, Carry::Shared).expected_refusal().is_none();
            c.ops.len() > 1 && read && compiles
        };
        let case = (0..2000)
            .map(|i| random_case(46, i, &options))
            .find(|c| reads_earlier(c))
            .expect("a kernel whose last operation reads an earlier one's value");
        for trips in 0..=3 {
            for carry in [Carry::Shared, Carry::SharedArg, Carry::Unrelated, Carry::Previous, Carry::Last] {
                let case = guarded(&case, trips, carry);
                let report = run_case(&case, Checks::default());
                assert_eq!(report.outcome, Outcome::Verified, "{platform:?}, {trips} trips, {carry:?}: {}", case.render().ll);
            }
        }
    }
}

/// The reducer drops control flow a failure does not need.
#[test]
fn the_reducer_drops_regions() {
    use visa_lower::fuzz::gen::{random_case, GenOptions};
    let options = GenOptions { platforms: vec![Platform::XeHpg], simt: Some(false), ..GenOptions::default() };
    let case = (0..500).map(|i| random_case(7, i, &options)).find(|c| c.flow.len() == 2).expect("nested regions");
    // A "failure" that only needs the first operation.
    let reduced = visa_lower::fuzz::reduce::reduce(&case, |c| !c.ops.is_empty());
    assert!(reduced.flow.is_empty() && reduced.ops.len() == 1, "{reduced:?}");
}

/// A switch region around one kernel's operations, on a platform with
/// SWITCHJMP (gen9) and one without (xehpg): every way (cases 0 and 2 run
/// the operations, 1 and the default do not) verifies.
#[test]
fn a_fuzz_switch_verifies_every_way() {
    use visa_lower::fuzz::gen::{random_case, GenOptions, Region, RegionKind};
    use visa_lower::fuzz::{run_case, Checks, Outcome};
    for platform in [Platform::Gen9, Platform::XeHpg] {
        let options = GenOptions { platforms: vec![platform], simt: Some(false), ..GenOptions::default() };
        // It compiles inside the switch too: there, a load the flat kernel
        // leaves unused may feed the join, and so is no longer deleted.
        let in_switch = |c: &visa_lower::fuzz::gen::Case| {
            let mut c = c.clone();
            c.flow = vec![Region { start: 0, end: c.ops.len(), kind: RegionKind::Switch { way: 0 } }];
            c
        };
        let mut case = (0..200)
            .map(|i| random_case(11, i, &options))
            .find(|c| c.flow.is_empty() && c.expected_refusal().is_none() && in_switch(c).expected_refusal().is_none())
            .expect("a kernel that compiles");
        let end = case.ops.len();
        for way in 0..=3 {
            case.flow = vec![Region { start: 0, end, kind: RegionKind::Switch { way } }];
            let ll = case.render().ll;
            assert!(ll.contains("switch i32 %w0, label %else.0"), "{ll}");
            if way == 0 {
                // Emitted as a jump table exactly where the platform has SWITCHJMP.
                let path = std::env::temp_dir().join(format!("visa-lower-fuzz-switch-{}.ll", std::process::id()));
                std::fs::write(&path, &ll).expect("writes");
                let out = std::process::Command::new(env!("CARGO_BIN_EXE_visa-lower"))
                    .args(["compile", &path.to_string_lossy(), "--platform", platform.name()])
                    .output()
                    .expect("runs");
                let _ = std::fs::remove_file(&path);
                let text = String::from_utf8_lossy(&out.stdout);
                assert_eq!(text.contains("switchjmp (M1, 1)"), platform == Platform::Gen9, "{platform:?}: {text}");
            }
            let report = run_case(&case, Checks::default());
            assert_eq!(report.outcome, Outcome::Verified, "{platform:?}, way {way}: {ll}");
        }
    }
}

/// A load the platform refuses is an expected refusal only while its value
/// is read: unused, `dead-loads` deletes it before select and emit see it,
/// and the case compiles and verifies.
#[test]
fn a_refused_load_is_expected_to_be_refused_only_when_its_value_is_read() {
    use visa_lower::fuzz::gen::{random_case, GenOptions};
    use visa_lower::fuzz::{run_case, Checks, Outcome};
    let options = GenOptions { platforms: vec![Platform::Gen9], simt: Some(false), ..GenOptions::default() };
    // A case with a load gen9 refuses, cut down to that load alone.
    let (mut case, k) = (0..2000)
        .map(|i| random_case(11, i, &options))
        .filter(|c| c.flow.is_empty())
        .find_map(|c| {
            let k = (0..c.ops.len()).find(|&k| {
                let mut alone = c.clone();
                (0..c.ops.len()).rev().filter(|&j| j != k).for_each(|j| alone.remove_op(j));
                alone.ret = Some(0);
                alone.ops[0].only_reads() && alone.expected_refusal().is_some()
            })?;
            Some((c, k))
        })
        .expect("a gen9 case with a load gen9 refuses");
    (0..case.ops.len()).rev().filter(|&j| j != k).for_each(|j| case.remove_op(j));
    case.ret = Some(0);
    assert_eq!(case.unused_loads(), [false]);
    let reason = case.expected_refusal().expect("refused while returned");
    assert_eq!(run_case(&case, Checks::default()).outcome, Outcome::Refused(reason));
    case.ret = None;
    assert_eq!(case.unused_loads(), [true]);
    assert_eq!(case.expected_refusal(), None);
    let outcome = run_case(&case, Checks::default()).outcome;
    assert!(matches!(outcome, Outcome::Verified | Outcome::UnusedLoadFault), "{outcome:?}");
}
