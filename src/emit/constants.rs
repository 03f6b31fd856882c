//! Constant vectors in few instructions.
//!
//! A vector that repeats a shorter pattern is written once and then copied
//! by region moves, doubling the written lanes each time. The pattern (or
//! the whole vector) is the cheapest of:
//! * runs of one value: an immediate broadcast over each power-of-two piece;
//! * packed vector immediates (vISA spec, Operands chapter, Immediate
//!   Operands): `:uv` holds eight values 0..15 and `:v` eight values -8..7,
//!   one `mov` of up to 8 lanes each, for 16- and 32-bit lanes;
//! * scaled packed immediates: lanes `a + g*n` with every `n` in 0..15 (a
//!   permutation of byte offsets, `4*n`), the `n`s as `:uv` immediates,
//!   then one `mul` by `g` and one `add` of `a` per piece (as Intel's
//!   compiler writes such offset vectors);
//! * an arithmetic progression `a + b*i` of 16- or 32-bit lanes, or one
//!   taken modulo a power of two `(a + b*i) & (2^k - 1)` (the offsets of
//!   lane `i` to element `(m*i + c) mod N`): the first eight lanes from a
//!   `:uv` immediate (0..7), one `mul` by `b` and one `add` of `a`, then
//!   doubled by `add`s of `b` times the lanes written, and one `and` per
//!   piece for the modulus (integer arithmetic wraps at the lane's width,
//!   as the constant's bits do).
//!
//! Undefined lanes take whatever a plan writes there. [`lower_bound`] is
//! what no plan can beat: one instruction per 16-lane piece holding a
//! defined lane (the widest piece the emitter writes).
//!
//! Constants that differ by a scalar are a family ([`family_of`],
//! [`Families`]): `hoist.rs` writes one of them and the others as an `add`
//! per piece from it where that costs fewer instructions.

use super::values::{exact_pieces, Konst, View};
use crate::visa::program::{FastMap, FastSet};
use crate::visa::{Alu, DstOperand, ElemType, GenVarId, Instruction, SrcOperand, Srcs};
use std::cell::RefCell;
use std::rc::Rc;

/// Widest piece of one instruction (as `exact_pieces`).
const PIECE: u32 = 16;
/// Lanes of a packed vector immediate.
const PACKED: u32 = 8;
/// Longest pattern looked for.
const MAX_PERIOD: usize = 64;

/// One instruction writing lanes of the constant's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Lanes `start..start + exec` = `value`.
    Splat { start: u32, exec: u32, value: u64 },
    /// Lanes `start..start + exec` = nibbles `0..exec` of `bits`, as `:v` (signed) or `:uv`.
    Packed { start: u32, exec: u32, bits: u32, signed: bool },
    /// Lanes `to..to + exec` = lanes `from..from + exec` plus `add` (a region move when 0).
    Copy { from: u32, to: u32, exec: u32, add: u64 },
    /// Lanes `start..start + exec` *= `value`.
    Mul { start: u32, exec: u32, value: u64 },
    /// Lanes `start..start + exec` += `value`.
    Add { start: u32, exec: u32, value: u64 },
    /// Lanes `start..start + exec` &= `value`.
    And { start: u32, exec: u32, value: u64 },
}

/// One instruction per 16-lane piece that holds a defined lane.
pub fn lower_bound(lanes: &[Option<u64>]) -> u64 {
    lanes.chunks(PIECE as usize).filter(|piece| piece.iter().any(Option::is_some)).count() as u64
}

/// [`plan`], remembered: a module's functions use the same constants again
/// and again (each function is emitted on its own, so a cache per function
/// plans each constant once per function). The memo is per thread and
/// forgets everything when it grows past a bound. Each (constant, lane
/// size) keeps one plan, so that equal constants share it (the emitter
/// tells plans apart by address, `PlanCopies`).
pub fn plan_memo(lanes: &[Option<u64>], bytes: u32) -> Rc<[Step]> {
    /// Distinct (constant, lane size) pairs kept before the memo is emptied.
    const KEPT: usize = 4096;
    /// Plans by [`fingerprint`], with their lane size and lanes; plans
    /// whose fingerprint an earlier one took, in `others`.
    #[derive(Default)]
    struct Memo {
        plans: FastMap<u64, Entry>,
        others: Vec<(u64, Entry)>,
        len: usize,
    }
    struct Entry {
        bytes: u32,
        lanes: Box<[Option<u64>]>,
        steps: Rc<[Step]>,
    }
    thread_local! {
        static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
    }
    let print = fingerprint(lanes, bytes);
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        let same = |entry: &Entry| entry.bytes == bytes && *entry.lanes == *lanes;
        if let Some(entry) = memo.plans.get(&print).filter(|e| same(e)) {
            return entry.steps.clone();
        }
        if let Some((_, entry)) = memo.others.iter().find(|(p, e)| *p == print && same(e)) {
            return entry.steps.clone();
        }
        let steps: Rc<[Step]> = plan(lanes, bytes).into();
        if memo.len >= KEPT {
            // Emptied in place: the table keeps its room for the next plans.
            memo.plans.clear();
            memo.others.clear();
            memo.len = 0;
        }
        memo.len += 1;
        let entry = Entry { bytes, lanes: lanes.into(), steps: steps.clone() };
        if memo.plans.contains_key(&print) {
            memo.others.push((print, entry));
        } else {
            memo.plans.insert(print, entry);
        }
        steps
    })
}

/// A hash of `lanes` of `bytes` bytes, cheaper than hashing each lane's
/// `Option` (a multiply and a rotate per lane).
fn fingerprint(lanes: &[Option<u64>], bytes: u32) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    const UNDEFINED: u64 = 0x9e37_79b9_7f4a_7c15;
    let seed = u64::from(bytes) | (lanes.len() as u64) << 8;
    lanes.iter().fold(seed, |h, lane| (h.rotate_left(5) ^ lane.unwrap_or(UNDEFINED)).wrapping_mul(K))
}

/// The steps that write `lanes` (values of `bytes`-byte lanes, already
/// truncated to that width), in order.
pub fn plan(lanes: &[Option<u64>], bytes: u32) -> Vec<Step> {
    let n = lanes.len() as u32;
    let distinct = all_distinct(lanes, bytes);
    let mut best = pattern_plan(lanes, bytes, 0, distinct);
    // Every lane defined and no two equal: no period repeats (a pattern
    // needs two defined lanes a period apart that are equal). The common
    // case (GEP offsets, indices), recognised as a progression.
    if distinct {
        return best;
    }
    let bound = lower_bound(lanes) as usize;
    for period in 1..n.min(MAX_PERIOD as u32 + 1) {
        if best.len() <= bound {
            break;
        }
        // A pattern takes a step at least (some lane is defined: else no
        // plan beats the bound of 0), and its copies a known count: a
        // period that cannot win is not looked at.
        let copies = copies_to_fill(period, n);
        if 1 + copies >= best.len() || !repeats(lanes, period as usize) {
            continue;
        }
        let Some(pattern) = repeated_pattern(lanes, period as usize) else { continue };
        let mut steps = pattern_plan(&pattern, bytes, copies, false);
        if steps.len() + copies >= best.len() {
            continue;
        }
        let mut have = period;
        while have < n {
            let k = have.min(n - have);
            steps.extend(exact_pieces(0, k).map(|(s, e)| Step::Copy { from: s, to: have + s, exec: e, add: 0 }));
            have += k;
        }
        best = steps;
    }
    best
}

/// Whether every lane is defined and no two are equal, known when the lanes
/// are `a + b*i` (wrapping at the lane's width): lanes `i` and `i + d`
/// are equal when `b*d` is a multiple of `2^width`, that is when the
/// trailing zeros of `b` and of `d` (at most `log2(n - 1)`) reach the width.
/// `false` for other lanes (not looked at further).
fn all_distinct(lanes: &[Option<u64>], bytes: u32) -> bool {
    let [Some(a), Some(second), ..] = *lanes else { return false };
    let width = 8 * bytes;
    let mask = u64::MAX >> (64 - width);
    let b = second.wrapping_sub(a) & mask;
    if b == 0 {
        return false;
    }
    let mut expected = a;
    for lane in lanes {
        if *lane != Some(expected) {
            return false;
        }
        expected = expected.wrapping_add(b) & mask;
    }
    let longest_distance = (lanes.len() - 1).ilog2();
    b.trailing_zeros() + longest_distance < width
}
/// The region moves that double `period` written lanes up to `n` take
/// (`plan`'s copies).
fn copies_to_fill(period: u32, n: u32) -> usize {
    let (mut have, mut copies) = (period, 0);
    while have < n {
        let k = have.min(n - have);
        copies += exact_pieces(0, k).count();
        have += k;
    }
    copies
}

/// Whether no two defined lanes `period` apart differ: what a repeated
/// pattern needs (not all it needs: undefined lanes between may hide a
/// difference), checked without building the pattern.
fn repeats(lanes: &[Option<u64>], period: usize) -> bool {
    lanes.iter().zip(&lanes[period..]).all(|pair| match pair {
        (Some(a), Some(b)) => a == b,
        _ => true,
    })
}

/// The instructions writing `lanes` (of `bytes` bytes) takes: its plan, or
/// for 64-bit lanes that are extended dwords, their dword plan and one
/// widening `mov` per piece where that is shorter (as the emitter's
/// `widen_qword_constant` chooses).
pub fn cost(lanes: &[Option<u64>], bytes: u32) -> usize {
    let own = plan_memo(lanes, bytes).len();
    if bytes != 8 {
        return own;
    }
    let defined = || lanes.iter().flatten();
    let dwords = defined().all(|&v| v <= u64::from(u32::MAX)) || defined().all(|&v| i64::from(v as i32) == v as i64);
    if !dwords {
        return own;
    }
    let narrow: Vec<Option<u64>> = lanes.iter().map(|l| l.map(|v| v & u64::from(u32::MAX))).collect();
    let pieces = exact_pieces(0, lanes.len() as u32).count();
    own.min(plan_memo(&narrow, 4).len() + pieces)
}

/// The first `period` lanes, undefined ones filled from later repeats, if
/// every defined lane equals its lane of the pattern.
fn repeated_pattern(lanes: &[Option<u64>], period: usize) -> Option<Vec<Option<u64>>> {
    let mut pattern = vec![None; period];
    for (i, lane) in lanes.iter().enumerate() {
        let Some(v) = lane else { continue };
        match pattern[i % period] {
            None => pattern[i % period] = Some(*v),
            Some(w) if w == *v => {}
            Some(_) => return None,
        }
    }
    Some(pattern)
}

/// A way to write a constant's lanes, with what its steps need.
#[derive(Clone, Copy, Debug)]
enum Candidate {
    /// Runs of one value (undefined lanes join the run they are in), each
    /// an immediate over power-of-two pieces; undefined lanes between runs
    /// are skipped.
    Runs,
    /// Packed immediates (16- and 32-bit lanes), `:v` when `signed`.
    Packed { signed: bool },
    /// Lanes `a + g*n_i` with every `n_i` in 0..15 ([`scaled_candidate`]).
    ScaledPacked { a: u64, g: u64 },
    /// Lanes `(a + b*i) & mask` ([`progression_candidate`]).
    Progression { a: u64, b: u64, mask: u64 },
}

/// The cheapest of runs, packed immediates and a progression for `lanes`:
/// the fewest steps, then the fewest packed immediates (the finalizer
/// writes a packed immediate into dwords through words, two instructions);
/// of equals, the first in that order. Each candidate's steps are counted
/// and only the chosen one's kept, with room for `more` steps after them.
fn pattern_plan(lanes: &[Option<u64>], bytes: u32, more: usize, distinct: bool) -> Vec<Step> {
    let others = [packed_candidate(lanes, bytes), scaled_candidate(lanes, bytes), progression_candidate(lanes, bytes)];
    let mut best = Candidate::Runs;
    // Lanes all different are a run each, of a step. Else the runs are
    // counted only when another candidate is to be compared with them.
    let mut best_cost = distinct.then_some((lanes.len(), 0));
    for candidate in others.into_iter().flatten() {
        let known = *best_cost.get_or_insert_with(|| candidate_cost(best, lanes, bytes));
        let c = candidate_cost(candidate, lanes, bytes);
        if c < known {
            (best, best_cost) = (candidate, Some(c));
        }
    }
    let mut steps = Vec::with_capacity(best_cost.map_or(lanes.len(), |(len, _)| len) + more);
    write(best, lanes, bytes, &mut |step| steps.push(step));
    steps
}

/// The steps and packed immediates [`write`] hands out for `candidate`,
/// counted without making them (runs, which depend on every value, are
/// written and counted).
fn candidate_cost(candidate: Candidate, lanes: &[Option<u64>], bytes: u32) -> (usize, usize) {
    let n = lanes.len() as u32;
    let pieces = || exact_pieces(0, n).count();
    match candidate {
        Candidate::Runs => {
            let mut steps = 0;
            runs(lanes, &mut |_| steps += 1);
            (steps, 0)
        }
        Candidate::Packed { .. } => {
            let packed = packed_pieces(n)
                .filter(|&(s, e)| lanes[s as usize..(s + e) as usize].iter().any(Option::is_some))
                .count();
            (packed, packed)
        }
        Candidate::ScaledPacked { a, g } => {
            // The nibbles are defined where the lanes are.
            let (packed, _) = candidate_cost(Candidate::Packed { signed: false }, lanes, bytes);
            (packed + (usize::from(g != 1) + usize::from(a != 0)) * pieces(), packed)
        }
        Candidate::Progression { a, b, mask } => {
            let first = n.min(PACKED);
            let indices = exact_pieces(0, first).count();
            let width = (1u64 << (8 * bytes)) - 1;
            let scaling = indices * (usize::from(b != 1) + usize::from(a != 0));
            (indices + scaling + copies_to_fill(first, n) + usize::from(mask != width) * pieces(), indices)
        }
    }
}

/// Hands the steps of `candidate` for `lanes` to `out`, in order.
fn write(candidate: Candidate, lanes: &[Option<u64>], bytes: u32, out: &mut impl FnMut(Step)) {
    let n = lanes.len() as u32;
    match candidate {
        Candidate::Runs => runs(lanes, out),
        Candidate::Packed { signed } => packed(n, |i| lanes[i], signed, out),
        Candidate::ScaledPacked { a, g } => {
            packed(n, |i| lanes[i].map(|v| (v - a) / g), false, out);
            scale_and_offset(n, g, a, out);
        }
        Candidate::Progression { a, b, mask } => progression(n, bytes, a, b, mask, out),
    }
}

fn runs(lanes: &[Option<u64>], out: &mut impl FnMut(Step)) {
    let n = lanes.len() as u32;
    let mut lane = 0;
    while lane < n {
        let Some(value) = lanes[lane as usize] else {
            lane += 1;
            continue;
        };
        let mut end = lane + 1;
        let mut last_defined = lane;
        while end < n && lanes[end as usize].is_none_or(|v| v == value) {
            if lanes[end as usize].is_some() {
                last_defined = end;
            }
            end += 1;
        }
        let end = last_defined + 1;
        exact_pieces(lane, end - lane).for_each(|(start, exec)| out(Step::Splat { start, exec, value }));
        lane = end;
    }
}

/// Lane `v` of a `bytes`-byte lane as a signed number.
fn signed(v: u64, bytes: u32) -> i64 {
    let shift = 64 - 8 * bytes;
    ((v << shift) as i64) >> shift
}

/// Packed immediates, when every defined lane fits one kind (16- and
/// 32-bit lanes): `:uv` for 0..15, else `:v` for -8..7.
fn packed_candidate(lanes: &[Option<u64>], bytes: u32) -> Option<Candidate> {
    if !matches!(bytes, 2 | 4) {
        return None;
    }
    let defined = || lanes.iter().flatten();
    if defined().all(|&v| v <= 15) {
        Some(Candidate::Packed { signed: false })
    } else if defined().all(|&v| (-8..=7).contains(&signed(v, bytes))) {
        Some(Candidate::Packed { signed: true })
    } else {
        None
    }
}

/// The pieces of `0..n` a packed immediate each: `exact_pieces` of at
/// most eight lanes.
fn packed_pieces(n: u32) -> impl Iterator<Item = (u32, u32)> {
    exact_pieces(0, n).flat_map(|(s, e)| {
        let exec = PACKED.min(e);
        (s..s + e).step_by(exec as usize).map(move |start| (start, exec))
    })
}

/// A packed immediate per piece ([`packed_pieces`]) that holds a defined
/// lane (`lane(i)`, a nibble).
fn packed(n: u32, lane: impl Fn(usize) -> Option<u64>, signed: bool, out: &mut impl FnMut(Step)) {
    for (start, exec) in packed_pieces(n) {
        let piece = start as usize..(start + exec) as usize;
        if piece.clone().all(|i| lane(i).is_none()) {
            continue;
        }
        let bits = piece.enumerate().fold(0u32, |bits, (k, i)| bits | ((lane(i).unwrap_or(0) as u32 & 0xf) << (4 * k)));
        out(Step::Packed { start, exec, bits, signed });
    }
}

/// Lanes `a + g*n_i` (no wrapping: `a` the least defined lane, `g` the
/// greatest common divisor of the others' distances from it) with every
/// `n_i` in 0..15, for 16- and 32-bit lanes: the `n_i` packed (`:uv`), then
/// a `mul` by `g` and an `add` of `a` per piece where they change anything.
fn scaled_candidate(lanes: &[Option<u64>], bytes: u32) -> Option<Candidate> {
    if !matches!(bytes, 2 | 4) {
        return None;
    }
    let a = lanes.iter().flatten().copied().min()?;
    let g = lanes.iter().flatten().fold(0u64, |g, &v| gcd(g, v - a));
    if g == 0 || lanes.iter().flatten().any(|&v| (v - a) / g > 15) {
        return None;
    }
    Some(Candidate::ScaledPacked { a, g })
}

/// The steps that make lanes `0..n` of `x` lanes `a + g*x`.
fn scale_and_offset(n: u32, g: u64, a: u64, out: &mut impl FnMut(Step)) {
    if g != 1 {
        exact_pieces(0, n).for_each(|(start, exec)| out(Step::Mul { start, exec, value: g }));
    }
    if a != 0 {
        exact_pieces(0, n).for_each(|(start, exec)| out(Step::Add { start, exec, value: a }));
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `(a + b*i) & (2^k - 1)` (wrapping at the lane's width; `k` the fewest
/// bits that hold every defined lane, no `and` when that is the lane's
/// width) for 16- and 32-bit lanes with lanes 0 and 1 defined, at least
/// three lanes and `b != 0` ([`progression`] writes it).
fn progression_candidate(lanes: &[Option<u64>], bytes: u32) -> Option<Candidate> {
    if !matches!(bytes, 2 | 4) || lanes.len() < 3 {
        return None;
    }
    let width = (1u64 << (8 * bytes)) - 1;
    let (a, second) = (lanes[0]?, lanes[1]?);
    let fits = |mask: u64| {
        let b = second.wrapping_sub(a) & mask;
        let at = |i: usize| a.wrapping_add(b.wrapping_mul(i as u64)) & mask;
        (b != 0 && lanes.iter().enumerate().all(|(i, v)| v.is_none_or(|v| v == at(i)))).then_some((mask, b))
    };
    // Without the `and` where the lane's own wrapping is enough.
    let top = || lanes.iter().flatten().copied().max().unwrap_or(0);
    let (mask, b) = fits(width).or_else(|| fits(u64::MAX.checked_shr(top().leading_zeros()).unwrap_or(0) & width))?;
    Some(Candidate::Progression { a, b, mask })
}

/// The first eight lanes `a + b*i` from the indices, then doubled by
/// copies that add `b` times the lanes they skip, and an `and` per piece
/// where `mask` is narrower than the lane.
fn progression(n: u32, bytes: u32, a: u64, b: u64, mask: u64, out: &mut impl FnMut(Step)) {
    let width = (1u64 << (8 * bytes)) - 1;
    let first = n.min(PACKED);
    exact_pieces(0, first).for_each(|(start, exec)| {
        let bits = (0..exec).fold(0, |bits, k| bits | ((start + k) << (4 * k)));
        out(Step::Packed { start, exec, bits, signed: false })
    });
    scale_and_offset(first, b, a, out);
    let mut have = first;
    while have < n {
        let k = have.min(n - have);
        exact_pieces(0, k).for_each(|(s, e)| {
            out(Step::Copy { from: s, to: have + s, exec: e, add: b.wrapping_mul(u64::from(have)) & width })
        });
        have += k;
    }
    if mask != width {
        exact_pieces(0, n).for_each(|(start, exec)| out(Step::And { start, exec, value: mask }));
    }
}

/// What the instructions copying a constant's plan into a view depend on
/// besides the root: the plan (by address, kept alive by its template),
/// the view (its root left out) and the root's declared type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CopyKey {
    pub steps: usize,
    pub dst: View,
    pub root_ty: ElemType,
}

/// The instructions one copy of a plan made into `root`.
#[derive(Clone, Debug)]
pub struct CopyTemplate {
    pub _steps: Rc<[Step]>,
    pub root: GenVarId,
    pub insts: Rc<[Alu]>,
}

/// Whether every general operand of `a` names `root` (and nothing else does).
pub(super) fn names_only(a: &Alu, root: GenVarId) -> bool {
    let dst_ok = matches!(a.dst, DstOperand::General { var, .. } if var == root);
    dst_ok
        && a.srcs.as_slice().iter().all(|src| match *src {
            SrcOperand::General { var, .. } => var == root,
            SrcOperand::Immediate(_) => true,
            _ => false,
        })
}

/// `a` with every operand naming `from` naming `to` instead.
pub(super) fn rebased(a: Alu, from: GenVarId, to: GenVarId) -> Alu {
    let swap = |var: GenVarId| if var == from { to } else { var };
    let dst = match a.dst {
        DstOperand::General { var, row, col, hstride } => DstOperand::General { var: swap(var), row, col, hstride },
        other => other,
    };
    let mut srcs = [SrcOperand::imm(ElemType::UD, 0); 3];
    for (slot, &src) in srcs.iter_mut().zip(a.srcs.as_slice()) {
        *slot = match src {
            SrcOperand::General { var, row, col, region, modifier } => {
                SrcOperand::General { var: swap(var), row, col, region, modifier }
            }
            other => other,
        };
    }
    let srcs = Srcs::from_slice(&srcs[..a.srcs.len()]).unwrap_or(a.srcs);
    Alu { dst, srcs, ..a }
}

/// The constants-and-hoisting part of the emitter: the roots constants
/// were written into, their plans and copies, and what goes to the
/// kernel's start (`hoist.rs`).
pub struct Constants {
    /// Constants written into roots of their own to be read as operands
    /// (`Emitter::constant_root`), by lanes and type.
    pub roots: FastMap<(Rc<[Option<u64>]>, ElemType), View>,
    /// Plans of constants copied ([`Constants::plan`]).
    plans: FastMap<(usize, usize, u32), (Rc<[Option<u64>]>, Rc<[Step]>, u64)>,
    /// The instructions that copied a constant's plan into a root, by what
    /// they depend on but the root (`Emitter::copy_constant`'s fast path
    /// rebases them onto the next root); `None`: every copy takes the
    /// general path.
    pub copies: Option<FastMap<CopyKey, CopyTemplate>>,
    /// Plans copied at least once, by address (a plan's first copy keeps
    /// no template: most constants are copied once).
    pub copied: FastSet<usize>,
    /// Every copy of a constant, by family, for `Emitter::hoist_constants`.
    pub families: Families,
    /// What goes to the kernel's start (`hoist.rs`).
    pub prologue: Prologue,
}

impl Constants {
    pub fn new(copies: super::Copies) -> Constants {
        Constants {
            roots: FastMap::default(),
            plans: FastMap::default(),
            copies: (copies == super::Copies::Reused).then(FastMap::default),
            copied: FastSet::default(),
            families: Families::default(),
            prologue: Prologue::default(),
        }
    }

    /// The plan (`constants::plan_memo`) and lower bound of the first `n`
    /// lanes of `k`, at `bytes` per lane. A constant is copied at each of
    /// its uses, all sharing its lanes: remembered by the lanes' address
    /// (kept alive with the plan, so the address names them alone), which
    /// spares hashing them for the module-wide memo again.
    pub fn plan(&mut self, k: &Konst, n: usize, bytes: u32) -> (Rc<[Step]>, u64) {
        let key = (Rc::as_ptr(&k.lanes).cast::<Option<u64>>() as usize, n, bytes);
        if let Some((_, steps, lower_bound)) = self.plans.get(&key) {
            return (steps.clone(), *lower_bound);
        }
        let values = &k.lanes[..n];
        let (steps, lower_bound) = (plan_memo(values, bytes), lower_bound(values));
        self.plans.insert(key, (k.lanes.clone(), steps.clone(), lower_bound));
        (steps, lower_bound)
    }
}

/// A constant's family: its lanes less its first defined lane (wrapping at
/// the lane's width; undefined lanes stay undefined), and that lane, the
/// member's offset. Two constants of one family differ by a scalar, the
/// difference of their offsets: each is one `add` per piece from the other.
/// Byte lanes are their own family each (offset 0: no `add` of packed
/// bytes is written). `None` when no lane is defined.
pub fn family_of(lanes: &[Option<u64>], bytes: u32) -> Option<(Vec<Option<u64>>, u64)> {
    let first = lanes.iter().flatten().next().copied()?;
    let offset = if bytes == 1 { 0 } else { first };
    let mask = u64::MAX >> (64 - 8 * bytes);
    Some((lanes.iter().map(|l| l.map(|v| v.wrapping_sub(offset) & mask)).collect(), offset))
}

/// The families of the constants copied so far, and their copies.
#[derive(Default)]
pub struct Families {
    /// Families in order of their first copy (so variables are declared in
    /// a fixed order).
    pub families: Vec<Family>,
    /// Indices in `families` by the [`fingerprint`] of their lanes.
    by_lanes: FastMap<u64, Vec<usize>>,
    /// A constant's family and offset by its lanes' address, lane count and
    /// lane size (the lanes kept alive here, so the address names them alone).
    by_address: FastMap<(usize, usize, u32), (usize, u64, Rc<[Option<u64>]>)>,
    /// The `mov`s one copy from a hoisted variable made into a root, by
    /// what they depend on but that root (`Emitter::copy_hoisted`).
    pub moves: FastMap<MovesKey, (GenVarId, Rc<[Alu]>)>,
}

/// Constants that differ from one another by a scalar ([`family_of`]),
/// copied in place until writing one member (the base) once at the
/// kernel's start and each copy as an `add` (a `mov` for the base's own)
/// per piece from it costs fewer instructions ([`Family::pays`]).
pub struct Family {
    /// Lanes each copy writes, counted from lane 0 of a view of this type.
    pub lanes: u32,
    bytes: u32,
    /// The members' lanes less their offsets.
    normal: Box<[Option<u64>]>,
    /// The members copied in place, each once, with what one copy took.
    pub members: Vec<Member>,
    /// The copies made in place (all of them, until hoisted).
    pub copies: Vec<Copy>,
    /// Instructions the copies in `copies` took.
    in_place: usize,
    /// The variable holding the base and the base's offset, once hoisted.
    pub hoisted: Option<(View, u64)>,
}

/// A member of a family: its offset, the constant, and the instructions
/// writing it in place takes.
#[derive(Clone, Debug)]
pub struct Member {
    pub offset: u64,
    pub konst: Konst,
    pub cost: usize,
}

/// One copy in place: `len` instructions from `at` in the kernel's body (or
/// its prologue), into `dst`, of the member of offset `offset`.
#[derive(Clone, Copy, Debug)]
pub struct Copy {
    pub at: usize,
    pub len: usize,
    pub dst: View,
    pub offset: u64,
    pub in_prologue: bool,
}

/// The hoisted variable, the destination view without its root, and the
/// root's declared type.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct MovesKey {
    pub from: GenVarId,
    pub dst: View,
    pub root_ty: ElemType,
}

impl Families {
    /// The family (index in `families`, added if new) and offset of the
    /// first `n` lanes of `k` at `bytes` per lane; `None` when no lane is
    /// defined.
    pub fn family(&mut self, k: &Konst, n: usize, bytes: u32) -> Option<(usize, u64)> {
        let key = (Rc::as_ptr(&k.lanes).cast::<Option<u64>>() as usize, n, bytes);
        if let Some(&(index, offset, _)) = self.by_address.get(&key) {
            return Some((index, offset));
        }
        let (normal, offset) = family_of(&k.lanes[..n], bytes)?;
        let print = fingerprint(&normal, bytes);
        let same = |f: &Family| f.bytes == bytes && *f.normal == *normal;
        let found = self.by_lanes.get(&print).and_then(|at| at.iter().copied().find(|&i| same(&self.families[i])));
        let index = found.unwrap_or_else(|| {
            let index = self.families.len();
            self.families.push(Family {
                lanes: n as u32,
                bytes,
                normal: normal.into(),
                members: Vec::new(),
                copies: Vec::new(),
                in_place: 0,
                hoisted: None,
            });
            self.by_lanes.entry(print).or_default().push(index);
            index
        });
        self.by_address.insert(key, (index, offset, k.lanes.clone()));
        Some((index, offset))
    }

    /// The copies in the body at or after `at` moved to the prologue, whose
    /// length was `prologue` before.
    pub fn moved_to_prologue(&mut self, at: usize, prologue: usize) {
        for copy in self.families.iter_mut().flat_map(|f| f.copies.iter_mut()) {
            if !copy.in_prologue && copy.at >= at {
                *copy = Copy { at: prologue + (copy.at - at), in_prologue: true, ..*copy };
            }
        }
    }

    /// `len` instructions inserted at `at` in the prologue.
    pub fn inserted_in_prologue(&mut self, at: usize, len: usize) {
        for copy in self.families.iter_mut().flat_map(|f| f.copies.iter_mut()) {
            if copy.in_prologue && copy.at >= at {
                copy.at += len;
            }
        }
    }
}

impl Family {
    /// Records a copy in place of the member `konst` (of `copy.offset`).
    pub fn record(&mut self, copy: Copy, konst: &Konst) {
        if !self.members.iter().any(|m| m.offset == copy.offset) {
            self.members.push(Member { offset: copy.offset, konst: konst.clone(), cost: copy.len });
        }
        self.in_place += copy.len;
        self.copies.push(copy);
    }

    /// The member written at the kernel's start: the one whose copy in
    /// place took the fewest instructions, the first of equals.
    pub fn base(&self) -> Option<&Member> {
        self.members.iter().reduce(|best, m| if m.cost < best.cost { m } else { best })
    }

    /// Whether the base written once and each copy made from it (an
    /// instruction per piece) costs fewer instructions than the copies
    /// made in place.
    pub fn pays(&self) -> bool {
        let pieces = exact_pieces(0, self.lanes).count();
        self.base().is_some_and(|base| base.cost + self.copies.len() * pieces < self.in_place)
    }

    /// What a copy of the member of `offset` adds to the base (wrapping at
    /// the lane's width).
    pub fn difference(&self, offset: u64, base: u64) -> u64 {
        offset.wrapping_sub(base) & (u64::MAX >> (64 - 8 * self.bytes))
    }
}

/// Instructions for the kernel's start, with the IR instruction each came
/// from; spliced in once the body is complete.
#[derive(Default)]
pub struct Prologue {
    pub insts: Vec<Instruction>,
    pub origin: Vec<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the steps leave in `n` lanes of `bytes` bytes (lanes never written: `None`).
    fn run(steps: &[Step], n: usize, bytes: u32) -> Vec<Option<u64>> {
        let mask = if bytes == 8 { u64::MAX } else { (1u64 << (8 * bytes)) - 1 };
        let mut out = vec![None; n];
        for step in steps {
            match *step {
                Step::Splat { start, exec, value } => (start..start + exec).for_each(|l| out[l as usize] = Some(value)),
                Step::Packed { start, exec, bits, signed } => {
                    for k in 0..exec {
                        let nibble = u64::from((bits >> (4 * k)) & 0xf);
                        let v = if signed && nibble >= 8 { nibble.wrapping_sub(16) } else { nibble };
                        out[(start + k) as usize] = Some(v & mask);
                    }
                }
                Step::Copy { from, to, exec, add } => {
                    for k in 0..exec {
                        out[(to + k) as usize] = out[(from + k) as usize].map(|v| v.wrapping_add(add) & mask);
                    }
                }
                Step::Mul { start, exec, value } => (start..start + exec)
                    .for_each(|l| out[l as usize] = out[l as usize].map(|v| v.wrapping_mul(value) & mask)),
                Step::Add { start, exec, value } => (start..start + exec)
                    .for_each(|l| out[l as usize] = out[l as usize].map(|v| v.wrapping_add(value) & mask)),
                Step::And { start, exec, value } => {
                    (start..start + exec).for_each(|l| out[l as usize] = out[l as usize].map(|v| v & value & mask))
                }
            }
        }
        out
    }

    fn check(lanes: &[Option<u64>], bytes: u32) -> Vec<Step> {
        let steps = plan(lanes, bytes);
        let got = run(&steps, lanes.len(), bytes);
        for (i, (want, got)) in lanes.iter().zip(&got).enumerate() {
            if want.is_some() {
                assert_eq!(want, got, "lane {i} of {lanes:?} by {steps:?}");
            }
        }
        assert!(steps.len() as u64 >= lower_bound(lanes));
        steps
    }

    /// The steps of a candidate, if it applies.
    fn steps_of(candidate: Option<Candidate>, lanes: &[Option<u64>], bytes: u32) -> Option<Vec<Step>> {
        let mut steps = Vec::new();
        write(candidate?, lanes, bytes, &mut |step| steps.push(step));
        Some(steps)
    }

    fn progression_steps(lanes: &[Option<u64>], bytes: u32) -> Option<Vec<Step>> {
        steps_of(progression_candidate(lanes, bytes), lanes, bytes)
    }

    /// `pattern_plan` as it was before it counted candidates' steps: every
    /// candidate built, the first of the fewest steps and then the fewest
    /// packed immediates kept.
    fn pattern_plan_by_building_each(lanes: &[Option<u64>], bytes: u32) -> Vec<Step> {
        let cost = |steps: &[Step]| (steps.len(), steps.iter().filter(|s| matches!(s, Step::Packed { .. })).count());
        let mut best = steps_of(Some(Candidate::Runs), lanes, bytes).unwrap_or_default();
        let others =
            [packed_candidate(lanes, bytes), scaled_candidate(lanes, bytes), progression_candidate(lanes, bytes)];
        for candidate in others.into_iter().filter_map(|c| steps_of(c, lanes, bytes)) {
            if cost(&candidate) < cost(&best) {
                best = candidate;
            }
        }
        best
    }

    /// `plan` as it was before it skipped periods (every period's pattern
    /// built and planned, progressions of distinct lanes too): the search
    /// it must agree with.
    fn plan_by_full_search(lanes: &[Option<u64>], bytes: u32) -> Vec<Step> {
        let n = lanes.len() as u32;
        let mut best = pattern_plan_by_building_each(lanes, bytes);
        for period in 1..n.min(MAX_PERIOD as u32 + 1) {
            if best.len() <= lower_bound(lanes) as usize {
                break;
            }
            let Some(pattern) = repeated_pattern(lanes, period as usize) else { continue };
            let mut steps = pattern_plan_by_building_each(&pattern, bytes);
            if steps.len() >= best.len() {
                continue;
            }
            let mut have = period;
            while have < n && steps.len() < best.len() {
                let k = have.min(n - have);
                steps.extend(exact_pieces(0, k).map(|(s, e)| Step::Copy { from: s, to: have + s, exec: e, add: 0 }));
                have += k;
            }
            if steps.len() < best.len() {
                best = steps;
            }
        }
        best
    }

    /// The periods `plan` skips (too many copies to win, two defined lanes
    /// a period apart that differ) never held its plan: the same plans as
    /// the full search, over repeated patterns with undefined lanes, of
    /// every lane size.
    #[test]
    fn skipped_periods_never_held_the_plan() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        let mut repeated = 0;
        for _ in 0..3000 {
            let n = 1 + next(70) as usize;
            let period = 1 + next(n as u64) as usize;
            let bytes = [1, 2, 4, 8][next(4) as usize];
            let range = [3, 16, 300, 1 << 40][next(4) as usize];
            let pattern: Vec<Option<u64>> = (0..period).map(|_| Some(next(range))).collect();
            let lanes: Vec<Option<u64>> = (0..n)
                .map(|i| match next(10) {
                    0 => None,
                    1 => Some(next(range)),
                    _ => pattern[i % period],
                })
                .map(|l| l.map(|v| v & if bytes == 8 { u64::MAX } else { (1 << (8 * bytes)) - 1 }))
                .collect();
            let full = plan_by_full_search(&lanes, bytes);
            repeated += usize::from(full.iter().any(|s| matches!(s, Step::Copy { add: 0, .. })));
            assert_eq!(plan(&lanes, bytes), full, "{lanes:?} of {bytes} bytes");
        }
        // The draw reaches plans of repeated patterns, not only plans of the whole.
        assert!(repeated > 100, "{repeated}");
    }

    /// Each candidate's counted cost is what it writes: its steps, and of
    /// them the packed immediates (over progressions, small values, scaled
    /// permutations and any lanes, undefined ones among them).
    #[test]
    fn counted_costs_are_the_steps_written() {
        let mut state = 0x1234_5678_9abc_def1u64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        let mut counted = [0usize; 4];
        for _ in 0..4000 {
            let n = 1 + next(70) as usize;
            let bytes = [1u32, 2, 4, 8][next(4) as usize];
            let mask = u64::MAX >> (64 - 8 * bytes);
            let (a, b, g) = (next(1 << 20), next(9), 1 + next(5));
            let lanes: Vec<Option<u64>> = (0..n as u64)
                .map(|i| match next(12) {
                    0 => None,
                    1 => Some(next(u64::MAX)),
                    _ => Some(match n % 3 {
                        0 => a.wrapping_add(b.wrapping_mul(i)),
                        1 => (i * 7) % 16,
                        _ => a + g * ((i * 5) % 16),
                    }),
                })
                .map(|l| l.map(|v| v & mask))
                .collect();
            let others = [
                packed_candidate(&lanes, bytes),
                scaled_candidate(&lanes, bytes),
                progression_candidate(&lanes, bytes),
            ];
            for (k, candidate) in [Some(Candidate::Runs)].into_iter().chain(others).enumerate() {
                let Some(candidate) = candidate else { continue };
                let steps = steps_of(Some(candidate), &lanes, bytes).unwrap_or_default();
                let packed = steps.iter().filter(|s| matches!(s, Step::Packed { .. })).count();
                assert_eq!(
                    candidate_cost(candidate, &lanes, bytes),
                    (steps.len(), packed),
                    "{candidate:?} of {lanes:?}"
                );
                counted[k] += 1;
            }
        }
        assert!(counted.iter().all(|&c| c > 100), "{counted:?}");
    }

    /// Progressions `a + b*i` (wrapping at the lane's width) skip the
    /// period search when no two lanes are equal, and only then: the same
    /// plans as the full search, with steps `b` whose multiples wrap to a
    /// repeat inside the vector (`2^(width-1)` over two lanes and more).
    #[test]
    fn progressions_of_distinct_lanes_are_planned_as_the_full_search_plans_them() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        let (mut distinct, mut repeating) = (0, 0);
        for _ in 0..4000 {
            let n = 1 + next(70) as usize;
            let bytes = [1u32, 2, 4, 8][next(4) as usize];
            let mask = u64::MAX >> (64 - 8 * bytes);
            let a = [0, 7, next(1 << 20), next(u64::MAX)][next(4) as usize] & mask;
            // Small steps, steps of many trailing zeros (lanes repeat once
            // their multiples reach the width) and any step.
            let b = match next(3) {
                0 => next(9),
                1 => 1u64 << (8 * u64::from(bytes) - 1 - next(4).min(8 * u64::from(bytes) - 1)),
                _ => next(u64::MAX),
            };
            let lanes: Vec<Option<u64>> =
                (0..n as u64).map(|i| Some(a.wrapping_add(b.wrapping_mul(i)) & mask)).collect();
            let mut seen: Vec<u64> = lanes.iter().flatten().copied().collect();
            seen.sort_unstable();
            seen.dedup();
            let all_differ = seen.len() == n && n >= 2;
            assert_eq!(all_distinct(&lanes, bytes), all_differ, "{lanes:?} of {bytes} bytes");
            distinct += usize::from(all_differ);
            repeating += usize::from(!all_differ && n > 2);
            assert_eq!(plan(&lanes, bytes), plan_by_full_search(&lanes, bytes), "{lanes:?} of {bytes} bytes");
        }
        assert!(distinct > 1000 && repeating > 300, "{distinct} {repeating}");
    }

    fn konst(lanes: &[Option<u64>]) -> Konst {
        Konst { lane: super::super::llvm::LaneTy::Data(ElemType::UD), lanes: lanes.into() }
    }

    /// Constants that differ by a scalar (wrapping at the lane's width) are
    /// one family, each member the base's lanes plus the difference of
    /// their offsets: the base's plan run, then that difference added to
    /// every lane, gives each member's defined lanes. Patterns of
    /// progressions, small values and any values, with undefined lanes,
    /// scalars near the width's end; byte lanes, which no `add` writes,
    /// are families of equal constants only.
    #[test]
    fn a_family_is_its_base_plus_a_scalar() {
        let mut state = 0x6a09_e667_f3bc_c909u64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        let mut members = 0;
        for _ in 0..2000 {
            let n = 1 + next(40) as usize;
            let bytes = [1u32, 2, 4, 8][next(4) as usize];
            let mask = u64::MAX >> (64 - 8 * bytes);
            let b = next(9);
            let pattern: Vec<Option<u64>> = (0..n as u64)
                .map(|i| match next(8) {
                    0 => None,
                    1 => Some(next(u64::MAX)),
                    _ if n % 2 == 0 => Some(b * i),
                    _ => Some(next(16)),
                })
                .collect();
            let mut families = Families::default();
            let mut seen: Vec<(usize, u64, Vec<Option<u64>>)> = Vec::new();
            for _ in 0..4 {
                let scalar = [next(100), mask - next(20), next(u64::MAX)][next(3) as usize];
                let lanes: Vec<Option<u64>> =
                    pattern.iter().map(|l| l.map(|v| v.wrapping_add(scalar) & mask)).collect();
                let Some((index, offset)) = families.family(&konst(&lanes), n, bytes) else {
                    assert!(lanes.iter().all(Option::is_none));
                    continue;
                };
                let first = lanes.iter().flatten().next().copied();
                assert_eq!(Some(offset), if bytes == 1 { Some(0) } else { first }, "{lanes:?}");
                seen.push((index, offset, lanes));
            }
            for (index, offset, lanes) in &seen {
                // Byte lanes: a family holds equal constants only.
                let same_lanes = seen.iter().filter(|(_, _, other)| other == lanes).count();
                let in_family = seen.iter().filter(|(i, ..)| i == index).count();
                if bytes == 1 {
                    assert_eq!(in_family, same_lanes);
                } else {
                    assert_eq!(*index, 0, "one family for every scalar");
                }
                for (base_index, base_offset, base) in &seen {
                    if base_index != index {
                        continue;
                    }
                    let family = &families.families[*index];
                    let add = family.difference(*offset, *base_offset);
                    let got = run(&plan(base, bytes), n, bytes);
                    for (k, want) in lanes.iter().enumerate() {
                        if want.is_some() {
                            assert_eq!(got[k].map(|v| v.wrapping_add(add) & mask), *want, "lane {k} of {lanes:?}");
                        }
                    }
                    members += 1;
                }
            }
        }
        assert!(members > 10_000, "{members}");
        // A different pattern, or the same one with a lane undefined, is another family.
        let mut families = Families::default();
        let ramp: Vec<Option<u64>> = (0..16).map(Some).collect();
        let mut holed = ramp.clone();
        holed[5] = None;
        let steps: Vec<Option<u64>> = (0..16).map(|i| Some(2 * i)).collect();
        let found = [&ramp, &holed, &steps].map(|l| families.family(&konst(l), 16, 4).map(|(i, _)| i));
        assert_eq!(found, [Some(0), Some(1), Some(2)]);
        assert_eq!(families.family(&konst(&[None; 16]), 16, 4), None);
    }

    /// The index64 benchmark's constants, `16k + i` over 16 lanes: the
    /// first member, `0..15`, takes 3 instructions in place (`:uv`, an add
    /// of 8, a widening `mov`), the others 4 (an `add` of `16k` more).
    /// After the second copy the base and a copy each (3 + 2) beat the two
    /// in place (3 + 4): hoisted, the base the cheaper member.
    #[test]
    fn a_family_is_hoisted_when_its_base_and_adds_cost_less() {
        let mut families = Families::default();
        let view = View { root: GenVarId::NULL, off: 0, ty: ElemType::UQ, lanes: 16 };
        let mut pays = Vec::new();
        for k in 0..3u64 {
            let lanes: Vec<Option<u64>> = (0..16).map(|i| Some(16 * k + i)).collect();
            let member = konst(&lanes);
            let (index, offset) = families.family(&member, 16, 8).expect("defined");
            assert_eq!((index, offset), (0, 16 * k));
            let len = if k == 0 { 3 } else { 4 };
            families.families[0]
                .record(Copy { at: 10 * k as usize, len, dst: view, offset, in_prologue: false }, &member);
            pays.push(families.families[0].pays());
        }
        assert_eq!(pays, [false, true, true]);
        let family = &families.families[0];
        assert_eq!(family.base().map(|b| (b.offset, b.cost)), Some((0, 3)));
        assert_eq!(family.difference(16, 32), u64::MAX - 15);
        // Equal constants: hoisted once a copy in place costs more than a
        // piece, after as many copies as today's (three of a four-step plan).
        let mut families = Families::default();
        let lanes: Vec<Option<u64>> = (0..16).map(|i| Some(5 + 3 * i)).collect();
        let pays: Vec<bool> = (0..3)
            .map(|k| {
                let (index, offset) = families.family(&konst(&lanes), 16, 4).expect("defined");
                let copy = Copy { at: k, len: 4, dst: view, offset, in_prologue: false };
                families.families[index].record(copy, &konst(&lanes));
                families.families[index].pays()
            })
            .collect();
        assert_eq!(pays, [false, true, true]);
    }

    #[test]
    fn a_progression_repeated_four_times_takes_seven_instructions() {
        // The benchmark's merged passthru: 7i + 1 over 16 lanes, four times.
        let pattern: Vec<Option<u64>> = (0..16).map(|i| Some(7 * i + 1)).collect();
        let lanes: Vec<Option<u64>> = pattern.iter().cycle().take(64).copied().collect();
        let steps = check(&lanes, 4);
        // index (mov :uv, add), mul, add; then copies of 16 and 2 x 16 lanes.
        assert_eq!(steps.len(), 7, "{steps:?}");
        assert_eq!(lower_bound(&lanes), 4);
    }

    #[test]
    fn offsets_modulo_a_power_of_two_are_a_progression_and_a_mask() {
        // The benchmark's gather: lane i reads dword (7i + 3) mod 64, byte
        // offsets 4 * that = (12 + 28i) & 255 (lanes 9 and 10: 236, 8).
        let lanes: Vec<Option<u64>> = (0..64).map(|i| Some(4 * ((7 * i + 3) % 64))).collect();
        assert_eq!((lanes[8], lanes[9]), (Some(236), Some(8)));
        let steps = check(&lanes, 4);
        // mov :uv, mul, add (8 lanes); copies to 16, 32, 64 lanes; and per 16 lanes.
        assert_eq!(steps.len(), 1 + 2 + (1 + 1 + 2) + 4, "{steps:?}");
        assert_eq!(
            steps[..3],
            [
                Step::Packed { start: 0, exec: 8, bits: 0x7654_3210, signed: false },
                Step::Mul { start: 0, exec: 8, value: 28 },
                Step::Add { start: 0, exec: 8, value: 12 },
            ]
        );
        assert_eq!(steps[3], Step::Copy { from: 0, to: 8, exec: 8, add: 8 * 28 });
        assert_eq!(steps.last(), Some(&Step::And { start: 48, exec: 16, value: 255 }));
        // 16-bit lanes: words (13i + 7) mod 32 (the i16 scatter's offsets).
        let lanes: Vec<Option<u64>> = (0..32).map(|i| Some((13 * i + 7) % 32)).collect();
        assert_eq!(check(&lanes, 2).len(), 1 + 2 + (1 + 1) + 2);
        // 200i mod 256 but for lane 3 (89, not 88): no progression.
        let lanes: Vec<Option<u64>> = [0u64, 200, 144, 89].map(Some).to_vec();
        assert!(progression_steps(&lanes, 4).is_none());
        check(&lanes, 4);
        // 0..15 needs no mask: the lane's own wrapping is enough.
        let lanes: Vec<Option<u64>> = (0..16).map(Some).collect();
        assert!(!progression_steps(&lanes, 4).unwrap().iter().any(|s| matches!(s, Step::And { .. })));
        assert!(progression_steps(&[Some(0); 4], 4).is_none());
    }

    #[test]
    fn small_values_are_one_packed_immediate_per_eight_lanes() {
        let lanes: Vec<Option<u64>> = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3].map(Some).to_vec();
        let steps = check(&lanes, 4);
        assert_eq!(
            steps,
            vec![
                Step::Packed { start: 0, exec: 8, bits: 0x6295_1413, signed: false },
                Step::Packed { start: 8, exec: 8, bits: 0x3979_8535, signed: false },
            ]
        );
        // -1 .. -8 and small positives: `:v`, sign-extended to the lane.
        let lanes: Vec<Option<u64>> = [0xffff, 2, 0xfff8, 7].map(Some).to_vec();
        assert_eq!(check(&lanes, 2), vec![Step::Packed { start: 0, exec: 4, bits: 0x782f, signed: true }]);
    }

    #[test]
    fn a_permutation_of_byte_offsets_is_packed_then_scaled() {
        // The benchmark's SLM offsets: 4 * a permutation of 0..15, and the
        // same plus 8 (nibbles worked out by hand: 2, 5, 8, 11, 14, 1, ...).
        let perm = [2u64, 5, 8, 11, 14, 1, 4, 7, 10, 13, 0, 3, 6, 9, 12, 15];
        let lanes: Vec<Option<u64>> = perm.iter().map(|&n| Some(4 * n)).collect();
        assert_eq!(
            check(&lanes, 4),
            vec![
                Step::Packed { start: 0, exec: 8, bits: 0x741e_b852, signed: false },
                Step::Packed { start: 8, exec: 8, bits: 0xfc96_30da, signed: false },
                Step::Mul { start: 0, exec: 16, value: 4 },
            ]
        );
        let lanes: Vec<Option<u64>> = perm.iter().map(|&n| Some(8 + 4 * n)).collect();
        assert_eq!(check(&lanes, 4).len(), 4);
        // 16-bit lanes, an undefined lane, steps of 3 from 100 (n = 0, -, 15, 1, 10, 0, 2, 3).
        let lanes = [Some(100), None, Some(145), Some(103), Some(130), Some(100), Some(106), Some(109)];
        assert_eq!(
            check(&lanes, 2),
            vec![
                Step::Packed { start: 0, exec: 8, bits: 0x320a_1f00, signed: false },
                Step::Mul { start: 0, exec: 8, value: 3 },
                Step::Add { start: 0, exec: 8, value: 100 },
            ]
        );
        // A distance of 16 steps is out of a nibble's reach: not scaled.
        let lanes: Vec<Option<u64>> = [0u64, 64, 4, 60, 8, 56, 12, 52, 16].map(Some).to_vec();
        assert!(scaled_candidate(&lanes, 4).is_none());
    }

    #[test]
    fn runs_undefined_lanes_and_wide_lanes() {
        let lanes = [Some(5), None, Some(5), Some(5), Some(1 << 40), None, None, None];
        assert_eq!(
            check(&lanes, 8),
            vec![Step::Splat { start: 0, exec: 4, value: 5 }, Step::Splat { start: 4, exec: 1, value: 1 << 40 },]
        );
        assert!(check(&[None; 32], 4).is_empty());
        assert_eq!(lower_bound(&[None; 32]), 0);
        // Wrapping progressions and arbitrary values come out exactly.
        let lanes: Vec<Option<u64>> =
            (0..40u64).map(|i| Some(0xffff_fff0u64.wrapping_add(i * 0x1000_0001) & 0xffff_ffff)).collect();
        check(&lanes, 4);
        let lanes: Vec<Option<u64>> = (0..37u64).map(|i| Some((i * i * 2654435761) & 0xffff)).collect();
        check(&lanes, 2);
    }
}
