//! Reduction of a failing case over its structured description: drop
//! operations, narrow widths, clear mask lanes, simplify operands, while the
//! failure persists. Greedy: each accepted edit restarts the search, until
//! no edit keeps the failure (or the budget of runs is spent).

use super::gen::{AddrForm, Bound, Carries, Case, LscMsg, MaskForm, Op, RegionKind, Source};
use visa_passes::isa::lsc::LscCache;

/// Runs of the failing predicate one reduction may spend.
const BUDGET: usize = 3000;

/// The smallest case found that still fails (`fails(case)` is true for `case`).
pub fn reduce(case: &Case, fails: impl Fn(&Case) -> bool) -> Case {
    let mut best = case.clone();
    let mut runs = 0;
    'restart: loop {
        for candidate in edits(&best) {
            if candidate == best {
                continue;
            }
            if runs >= BUDGET {
                break 'restart;
            }
            runs += 1;
            if fails(&candidate) {
                best = candidate;
                continue 'restart;
            }
        }
        break;
    }
    best
}

/// Smaller variants of `case`, the biggest cuts first.
fn edits(case: &Case) -> Vec<Case> {
    let mut out = Vec::new();
    let mut push = |f: &dyn Fn(&mut Case)| {
        let mut c = case.clone();
        f(&mut c);
        out.push(c);
    };
    // Everything but one operation, then one operation fewer.
    if case.ops.len() > 1 {
        for keep in 0..case.ops.len() {
            push(&|c: &mut Case| {
                for k in (0..c.ops.len()).rev() {
                    if k != keep {
                        c.remove_op(k);
                    }
                }
            });
        }
    }
    for k in (0..case.ops.len()).rev() {
        push(&|c: &mut Case| c.remove_op(k));
    }
    push(&|c: &mut Case| c.ret = None);
    // Control flow: drop a region, or make a loop run once on its argument;
    // a guarded loop also keeps its guard with its trips on its argument,
    // then carries every value out as it is (no accumulators).
    for i in 0..case.flow.len() {
        push(&|c: &mut Case| {
            c.flow.remove(i);
        });
        match case.flow[i].kind {
            RegionKind::Loop { endless: false, .. } => {
                push(&|c: &mut Case| c.flow[i].kind = RegionKind::Loop { trips: 1, endless: false, bound: Bound::Arg });
            }
            RegionKind::GuardedLoop { trips, carries, .. } => {
                push(&|c: &mut Case| c.flow[i].kind = RegionKind::Loop { trips: 1, endless: false, bound: Bound::Arg });
                push(&|c: &mut Case| {
                    c.flow[i].kind = RegionKind::GuardedLoop { trips: trips.min(1), bound: Bound::Arg, carries }
                });
                push(&|c: &mut Case| {
                    c.flow[i].kind = RegionKind::GuardedLoop { trips, bound: Bound::Arg, carries: Carries::LAST }
                });
            }
            _ => {}
        }
    }
    push(&|c: &mut Case| {
        c.simt = false;
        c.dispatch_mask = u32::MAX;
    });
    push(&|c: &mut Case| c.dispatch_mask = u32::MAX);
    // Narrower: every operation of one width at once (links need equal widths).
    let mut widths: Vec<usize> = case.ops.iter().map(|o| o.width()).collect();
    widths.sort_unstable();
    widths.dedup();
    for &w in widths.iter().rev() {
        for narrower in [1, w / 2, w - 1] {
            if narrower == 0 || narrower >= w {
                continue;
            }
            push(&|c: &mut Case| {
                for op in &mut c.ops {
                    if op.width() == w {
                        narrow(op, narrower);
                    }
                }
            });
        }
    }
    // Simpler operands: plain addresses, constant masks, zero data.
    for k in 0..case.ops.len() {
        push(&|c: &mut Case| plain_addresses(&mut c.ops[k]));
        push(&|c: &mut Case| {
            let m = c.ops[k].mask_mut();
            m.form = MaskForm::Const;
        });
        push(&|c: &mut Case| {
            for s in super::gen::sources_mut(&mut c.ops[k]) {
                if *s != Source::Undef {
                    *s = Source::Zero;
                }
            }
        });
    }
    // A plainer LSC call: no immediate offset (each lane accesses where it
    // did), 32-bit SLM offsets, default caching, one element per address.
    for k in 0..case.ops.len() {
        if !matches!(case.ops[k], Op::Lsc(_)) {
            continue;
        }
        let plainer: [fn(&mut LscMsg); 4] =
            [|l| l.offset = 0, |l| l.narrow = false, |l| l.cache = (LscCache::Df, LscCache::Df), |l| l.vector = 1];
        for f in plainer {
            push(&|c: &mut Case| {
                if let Op::Lsc(l) = &mut c.ops[k] {
                    f(l)
                }
            });
        }
    }
    // Fewer enabled lanes: all off but the highest, then one lane off at a time.
    for k in 0..case.ops.len() {
        let bits = case.ops[k].mask().bits;
        if bits.count_ones() > 1 {
            let top = 63 - bits.leading_zeros();
            push(&|c: &mut Case| c.ops[k].mask_mut().bits = 1 << top);
            for lane in 0..64 {
                if bits >> lane & 1 == 1 {
                    push(&|c: &mut Case| c.ops[k].mask_mut().bits &= !(1u64 << lane));
                }
            }
        }
    }
    out
}

/// Keeps the first `w` lanes of `op`.
fn narrow(op: &mut Op, w: usize) {
    let keep = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    op.mask_mut().bits &= keep;
    match op {
        Op::Gather(g) => {
            g.width = w;
            g.offs.truncate(w);
        }
        Op::Scatter(s) => {
            s.width = w;
            s.offs.truncate(w);
        }
        Op::SvmScattered(g) => {
            g.width = w;
            g.offs.truncate(w);
        }
        Op::Scatter4(s) => {
            s.width = w;
            s.offs.truncate(w);
        }
        Op::QwScatter(q) => {
            q.width = w;
            q.offs.truncate(w);
        }
        Op::Atomic(a) => {
            a.width = w;
            for c in &mut a.coords {
                c.truncate(w);
            }
        }
        Op::Contig(c) => {
            if !c.scalar {
                c.width = w;
            }
        }
        Op::Rmw(_) => {}
        Op::ByteScaled(b) => {
            b.width = w;
            b.offs.truncate(w);
        }
        // Fewer owords at the same offset stay inside what the wider block read.
        Op::Block(b) => b.owords = w,
        Op::AddrAtomic(a) => {
            a.width = w;
            a.offs.truncate(w);
        }
        Op::Lsc(c) => {
            c.width = w;
            c.offs.truncate(w);
        }
        Op::Fence(_) | Op::Block2d(_) => {}
        Op::TypedQuad(t) => {
            t.width = w;
            for c in &mut t.coords {
                c.truncate(w);
            }
        }
    }
}

/// Addresses as constant byte offsets from the base argument.
fn plain_addresses(op: &mut Op) {
    match op {
        Op::Gather(g) => g.addr = AddrForm::ByteOffsets,
        Op::Scatter(s) => s.addr = AddrForm::ByteOffsets,
        Op::SvmScattered(g) => g.addr = AddrForm::ByteOffsets,
        Op::Lsc(c) => c.addr = AddrForm::ByteOffsets,
        _ => {}
    }
}
