//! Verification: the emulator's run of a lowered kernel against the
//! reference's run of the input IR, byte for byte.
//!
//! Reconciliation, where the input has no single defined result:
//! * bytes the reference marks undefined (undef/poison stored, disabled
//!   lanes of a result) are not compared;
//! * bytes written by overlapping lanes of one scatter, which the vISA pages
//!   leave undefined, accept any value: the emulator reports each such
//!   address, and the verdict says which were reconciled. (LLVM orders the
//!   lanes, so the reference has one value; the hardware may produce any.)
//! * approximate results (the math box's functions, `fdiv arcp`) are
//!   compared element by element within their tolerance, and values
//!   computed from them not at all (`crate::exec::reference::Tolerance`);
//! * exact results only as LangRef allows them to differ: a NaN that a
//!   floating-point operation returns by LangRef's NaN rule, a zero of
//!   `minnum`/`maxnum` of equal zeros with either sign
//!   (docs/arithmetic.md, "NaN results and signed zeros").
//!
//! [`jit_differences`] holds LLVM's JIT to the reference by the same rules.

use crate::exec::emu::{FindingKind, RunOutcome};
use crate::exec::memory::{Memory, Space};
use crate::exec::reference::{RefOutcome, Tolerance};
use std::collections::HashMap;
use std::fmt;

/// One byte that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// `buffer out`, `slm`, `surface bti 3`, `image img` or `returned value`.
    pub place: String,
    /// The byte's memory space (`None` for the returned value).
    pub space: Option<Space>,
    /// The byte's address (SVM) or offset (other spaces, the returned value).
    pub address: u64,
    /// Offset of the byte in its buffer.
    pub offset: u64,
    pub expected: u8,
    pub actual: u8,
    /// The last emulator write covering the byte: instruction, mnemonic, lane.
    pub writer: Option<(usize, &'static str, u32)>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} offset {} (address {:#x}): expected {:#04x}, got {:#04x}",
            self.place, self.offset, self.address, self.expected, self.actual
        )?;
        match self.writer {
            Some((instruction, mnemonic, lane)) => {
                write!(f, "; last written by instruction #{instruction} ({mnemonic}), lane {lane}")
            }
            None => write!(f, "; no emulator write reached it"),
        }
    }
}

/// The outcome of a comparison.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// The first [`crate::limits::MAX_REPORT_FINDINGS`] bytes that differ;
    /// the rest are counted in `mismatches_omitted`.
    pub mismatches: Vec<Mismatch>,
    pub mismatches_omitted: u64,
    /// What was accepted without comparison, and why.
    pub reconciled: Vec<String>,
    /// A fault on one side only, the emulator out of its budget where the
    /// reference finished, or different returned-value sizes.
    pub problems: Vec<String>,
    /// Why nothing was compared: the reference ran out of its budget, so
    /// the input's result is unknown.
    pub not_verifiable: Option<String>,
    pub compared_bytes: u64,
    /// The bytes compared by place (`buffer out`, `slm`, `returned value`),
    /// in the order compared; places with none are left out.
    pub compared: Vec<(String, u64)>,
    /// Why a pass says less than it seems (no lane was active, nothing
    /// was compared): printed with the verdict; `run --strict` fails on them.
    pub warnings: Vec<String>,
}

impl Verdict {
    pub fn passed(&self) -> bool {
        self.mismatches.is_empty() && self.problems.is_empty() && self.not_verifiable.is_none()
    }

    /// Records the bytes compared at `place` since the count was `before`.
    fn count_compared(&mut self, place: &str, before: u64) {
        let n = self.compared_bytes - before;
        if n > 0 {
            self.compared.push((place.to_string(), n));
        }
    }

    /// Keeps a mismatch, or past the cap counts it: a gigabyte that differs
    /// is a screenful and a count.
    fn mismatch(&mut self, mismatch: Mismatch) {
        if self.mismatches.len() < crate::limits::MAX_REPORT_FINDINGS {
            self.mismatches.push(mismatch);
        } else {
            self.mismatches_omitted += 1;
        }
    }

    /// Names the emulator's last write of each mismatched byte, from the
    /// records of a run that watched them ([`crate::exec::emu::RunConfig::watch_writes`]).
    pub fn name_writers(&mut self, writes: &HashMap<(Space, u64), crate::exec::emu::WriteRecord>) {
        for m in &mut self.mismatches {
            if let Some(w) = m.space.and_then(|space| writes.get(&(space, m.address))) {
                m.writer = Some((w.instruction, w.mnemonic, w.lane));
            }
        }
    }

    /// The bytes of memory whose mismatch wants its writer named.
    pub fn mismatched_bytes(&self) -> std::collections::HashSet<(Space, u64)> {
        self.mismatches.iter().filter_map(|m| Some((m.space?, m.address))).collect()
    }
}

/// Compares the reference's final state with the emulator's.
/// `emulated_return` is the kernel's `retval` variable, if it has one.
pub fn compare(
    reference: &RefOutcome,
    emulated: &Memory,
    outcome: &RunOutcome,
    emulated_return: Option<&[u8]>,
) -> Verdict {
    let mut verdict = compare_states(reference, emulated, outcome, emulated_return);
    verdict.warnings = weak_spots(reference, outcome, &verdict);
    verdict
}

/// What makes a verdict weaker than it reads: messages that ran with every
/// lane disabled (a launch spec whose masks enable nothing, or none given),
/// and a comparison that covered no byte.
fn weak_spots(reference: &RefOutcome, outcome: &RunOutcome, verdict: &Verdict) -> Vec<String> {
    let mut warnings = Vec::new();
    let messages: u64 = outcome.stats.per_message.values().map(|s| s.messages).sum();
    let lanes: u64 = outcome.stats.per_message.values().map(|s| s.active_lanes).sum();
    if messages > 0 && lanes == 0 {
        warnings.push(format!(
            "no lane was active: the kernel's {messages} message(s) ran with every lane disabled, so no memory was \
             read or written; give a launch spec (--launch) whose masks and arguments enable lanes (docs/launch.md)"
        ));
    } else if messages == 0 && reference.returned.is_none() {
        warnings.push("the kernel ran no memory message and returns nothing: nothing it computed was compared".into());
    }
    if verdict.compared_bytes == 0 && verdict.not_verifiable.is_none() {
        warnings.push("nothing was compared (0 bytes)".into());
    }
    warnings
}

fn compare_states(
    reference: &RefOutcome,
    emulated: &Memory,
    outcome: &RunOutcome,
    emulated_return: Option<&[u8]>,
) -> Verdict {
    let mut verdict = Verdict::default();
    if let Some(budget) = reference.out_of_budget {
        verdict.not_verifiable = Some(format!(
            "the reference would run past {budget} lane-instructions, its budget, without finishing, so the input's \
             result is unknown"
        ));
        return verdict;
    }
    if let Some(why) = &reference.exhausted {
        verdict.not_verifiable = Some(format!("the reference stopped at a limit of its own, {why}"));
        return verdict;
    }
    if reference.halted {
        verdict.not_verifiable =
            Some("the reference stopped at undefined behaviour with no next instruction (see its findings)".into());
        return verdict;
    }
    // A run whose accesses the input leaves unknown proves nothing either way.
    if let Some(ub) = reference.findings.iter().find(|f| f.voids_the_run()) {
        let at = ub.location.as_ref().map_or(String::new(), |l| format!(" at {l}"));
        verdict.not_verifiable = Some(format!("the input has undefined behaviour{at}: {}", ub.message));
        return verdict;
    }
    if let Some(spent) = outcome.budget_spent() {
        verdict
            .problems
            .push(format!("the emulator {spent}, its budget, without finishing, but the reference finished"));
        return verdict;
    }
    // Bytes accepted without comparison, looked up by range.
    let mut skips = outcome.overlaps.clone();
    for r in &reference.undefined {
        skips.insert(r.space, r.address, r.len);
    }
    let mut listed = 0;
    for f in &outcome.findings {
        if let FindingKind::OverlappingWrites { space, address, len, lanes } = &f.kind {
            listed += 1;
            verdict.reconciled.push(format!(
                "{len} byte(s) at {address:#x} ({space:?}): lanes {lanes:?} of instruction #{} ({}) overlap; the page leaves the result undefined, so any value is accepted",
                f.instruction, f.mnemonic
            ));
        }
    }
    if outcome.findings_omitted.count > 0 && !outcome.overlaps.is_empty() {
        let all = outcome.overlaps.bytes();
        verdict.reconciled.push(format!(
            "{all} byte(s) in all written by overlapping lanes ({listed} writes listed above) accept any value"
        ));
    }
    if outcome.overlaps.coarse() {
        verdict.reconciled.push(format!(
            "more than {} separate ranges were written by overlapping lanes: each space's are taken as one range from \
             its first to its last, none of whose bytes is compared",
            crate::exec::ranges::MAX_RANGES
        ));
    }
    if !reference.undefined.is_empty() {
        let bytes: u64 = reference.undefined.iter().map(|r| r.len).sum();
        verdict.reconciled.push(format!("{bytes} byte(s) have no defined value in the input IR and are not compared"));
    }
    match (&reference.fault, &outcome.fault) {
        // A load of an invalid address is undefined behaviour (LangRef,
        // load): deleting an unused one is a refinement, and the compiled
        // kernel that no longer faults proves nothing either way.
        (Some(r), None) if r.unused_load => {
            verdict.not_verifiable = Some(format!(
                "the input faults in a load whose value nothing uses ({}): undefined behaviour, and the lowering \
                 deletes the load",
                r.message
            ));
            return verdict;
        }
        (Some(r), None) => {
            verdict.problems.push(format!("the reference faults ({}) but the emulator does not", r.message))
        }
        (None, Some(e)) => verdict.problems.push(format!(
            "the emulator faults at instruction #{} ({}), lane {}, address {:#x}, but the reference does not",
            e.instruction, e.mnemonic, e.lane, e.address
        )),
        (Some(r), Some(e)) => {
            let at = r.location.as_ref().map_or(String::new(), |l| format!(" at {l}"));
            verdict.reconciled.push(format!(
                "both sides fault, so memory is compared as each left it: the reference{at} ({}); the emulator \
                 in lane {}, address {:#x} (its fault is below)",
                r.message, e.lane, e.address
            ))
        }
        (None, None) => {}
    }

    // Approximate elements, by their first byte; the bytes they cover.
    let mut inexact: HashMap<(Space, u64), Tolerance> = HashMap::new();
    let mut covered: HashMap<(Space, u64), u64> = HashMap::new();
    for i in &reference.inexact {
        inexact.insert((i.space, i.address), i.tolerance);
        for k in 0..u64::from(i.tolerance.ty.size_bytes()) {
            covered.insert((i.space, i.address.wrapping_add(k)), i.address);
        }
    }
    if !reference.inexact.is_empty() {
        let count = |f: fn(&Tolerance) -> bool| reference.inexact.iter().filter(|i| f(&i.tolerance)).count();
        let exact = count(Tolerance::is_exact);
        let unbounded = count(Tolerance::is_unbounded);
        let approximate = reference.inexact.len() - exact - unbounded;
        if approximate > 0 || unbounded > 0 {
            verdict.reconciled.push(format!(
                "{approximate} approximate element(s) compared within their tolerance; {unbounded} computed from \
                 approximate values (or from a NaN's free bits) not compared"
            ));
        }
        if exact > 0 {
            verdict.reconciled.push(format!(
                "{exact} element(s) holding a NaN result or a zero of free sign compared by LangRef's rules \
                 (docs/arithmetic.md)"
            ));
        }
    }

    let spaces = [Space::Svm, Space::Slm]
        .into_iter()
        .chain(reference.memory.surfaces.keys().map(|b| Space::Surface(*b)))
        .chain(reference.memory.images.keys().map(|b| Space::Image(*b)));
    for space in spaces {
        let expected_regions = space.bytes(&reference.memory);
        let actual_regions = space.bytes(emulated);
        for ((base, expected, place), (_, actual, _)) in expected_regions.iter().zip(actual_regions.iter()) {
            let compared_before = verdict.compared_bytes;
            for (offset, (&e, &a)) in expected.iter().zip(actual.iter()).enumerate() {
                let address = base.wrapping_add(offset as u64);
                if skips.contains(space, address) {
                    continue;
                }
                if let Some(&start) = covered.get(&(space, address)) {
                    // Compared once, at the element's first byte, within its tolerance.
                    let Some(t) = inexact.get(&(space, start)).filter(|_| start == address) else { continue };
                    let size = t.ty.size_bytes() as usize;
                    if let (Some(x), Some(y)) = (expected.get(offset..offset + size), actual.get(offset..offset + size))
                    {
                        verdict.compared_bytes += size as u64;
                        if !t.accepts(le(x), le(y)) {
                            let at = Place { name: place, space: Some(space), offset: offset as u64, address };
                            refuse(&mut verdict, *t, &at, x, y);
                        }
                    }
                    continue;
                }
                verdict.compared_bytes += 1;
                if e != a {
                    verdict.mismatch(Mismatch {
                        place: place.clone(),
                        space: Some(space),
                        address,
                        offset: offset as u64,
                        expected: e,
                        actual: a,
                        writer: None,
                    });
                }
            }
            verdict.count_compared(place, compared_before);
        }
    }

    if let Some(returned) = &reference.returned {
        match emulated_return {
            None => verdict.problems.push("the reference returns a value; the kernel has no `retval`".to_string()),
            Some(actual) if actual.len() < returned.bytes.len() => verdict.problems.push(format!(
                "the returned value has {} bytes; the kernel's `retval` has {}",
                returned.bytes.len(),
                actual.len()
            )),
            Some(actual) => {
                let compared_before = verdict.compared_bytes;
                if let Some(t) = returned.tolerance {
                    compare_approximately(&mut verdict, t, returned, actual);
                    verdict.count_compared("returned value", compared_before);
                    return verdict;
                }
                for (offset, (&e, &a)) in returned.bytes.iter().zip(actual).enumerate() {
                    if returned.undefined.get(offset).copied().unwrap_or(false) {
                        continue;
                    }
                    verdict.compared_bytes += 1;
                    if e != a {
                        verdict.mismatch(Mismatch {
                            place: "returned value".to_string(),
                            space: None,
                            address: offset as u64,
                            offset: offset as u64,
                            expected: e,
                            actual: a,
                            writer: None,
                        });
                    }
                }
                verdict.count_compared("returned value", compared_before);
            }
        }
    }
    verdict
}

/// Where LLVM's JIT's run differs from the reference's (SVM buffers and the
/// returned value): every byte alike, but bytes the reference leaves
/// undefined, and elements within their tolerance (`Tolerance::accepts`:
/// approximate math as LLVM's flags let the host compute it, LangRef's
/// freedoms of NaN results and of `minnum`/`maxnum` of equal zeros).
pub fn jit_differences(reference: &RefOutcome, jit: &crate::exec::jit::JitOutcome) -> Vec<String> {
    let mut out = Vec::new();
    // Both count lane-instructions against the launch's budget.
    match (reference.out_of_budget, jit.out_of_budget) {
        (Some(_), Some(_)) => return out,
        (None, Some(budget)) => {
            out.push(format!(
                "the reference ran to its end; the JIT would run past the budget of {budget} lane-instructions"
            ));
            return out;
        }
        (Some(budget), None) if jit.trap.is_none() => {
            out.push(format!(
                "the reference ran past the budget of {budget} lane-instructions; the JIT ran to its end"
            ));
            return out;
        }
        _ => {}
    }
    if let Some(trap) = &jit.trap {
        // The reference ran without a fault (the JIT runs only then).
        out.push(format!("the reference ran to its end; {}", trap.message));
        return out;
    }
    let undefined = |address: u64| {
        reference.undefined.iter().any(|r| r.space == Space::Svm && address >= r.address && address - r.address < r.len)
    };
    // An approximate element (`fdiv arcp`, ...) may differ within its
    // tolerance: the host computes it as LLVM's flags allow.
    let le = |bytes: &[u8]| bytes.iter().rev().fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
    let within = |t: crate::exec::reference::Tolerance, e: &[u8], a: &[u8]| t.accepts(le(e), le(a));
    for ((base, expected, place), (_, actual, _)) in
        Space::Svm.bytes(&reference.memory).iter().zip(Space::Svm.bytes(&jit.memory).iter())
    {
        for (offset, (e, a)) in expected.iter().zip(actual.iter()).enumerate() {
            let address = base + offset as u64;
            let approximate = reference.inexact.iter().find(|i| {
                let size = u64::from(i.tolerance.ty.size_bytes());
                i.space == Space::Svm && address >= i.address && address - i.address < size
            });
            let accepted = approximate.is_some_and(|i| {
                let (start, size) = ((i.address - base) as usize, i.tolerance.ty.size_bytes() as usize);
                let element = start..start + size;
                expected.get(element.clone()).zip(actual.get(element)).is_some_and(|(e, a)| within(i.tolerance, e, a))
            });
            if e != a && !undefined(address) && !accepted && out.len() < 8 {
                out.push(format!("{place} offset {offset}: reference {e:#04x}, JIT {a:#04x}"));
            }
        }
    }
    match (&reference.returned, &jit.returned) {
        (Some(r), Some(j)) => {
            for (offset, ((e, a), u)) in r.bytes.iter().zip(j).zip(&r.undefined).enumerate() {
                let accepted = r.tolerance.is_some_and(|t| {
                    let size = t.ty.size_bytes() as usize;
                    let element = offset / size * size..(offset / size + 1) * size;
                    r.bytes.get(element.clone()).zip(j.get(element)).is_some_and(|(e, a)| within(t, e, a))
                });
                if e != a && !u && !accepted && out.len() < 16 {
                    out.push(format!("returned value byte {offset}: reference {e:#04x}, JIT {a:#04x}"));
                }
            }
            if r.bytes.len() != j.len() {
                out.push(format!("returned value: reference {} bytes, JIT {}", r.bytes.len(), j.len()));
            }
        }
        (None, None) => {}
        _ => out.push("one side returns a value, the other does not".to_string()),
    }
    out
}

/// Little-endian bytes as a number.
fn le(bytes: &[u8]) -> u64 {
    bytes.iter().rev().fold(0, |acc, &b| (acc << 8) | u64::from(b))
}

/// The returned value's elements, each within the tolerance (an unbounded
/// one compares nothing).
fn compare_approximately(
    verdict: &mut Verdict,
    t: Tolerance,
    returned: &crate::exec::reference::Returned,
    actual: &[u8],
) {
    if t.is_unbounded() {
        verdict.reconciled.push(
            "the returned value is computed from approximate values (or from a NaN's free bits): not compared"
                .to_string(),
        );
        return;
    }
    if t.is_exact() {
        verdict.reconciled.push(
            "the returned value holds a NaN result or a zero of free sign: compared by LangRef's rules \
             (docs/arithmetic.md)"
                .to_string(),
        );
    }
    let size = t.ty.size_bytes() as usize;
    for (k, e) in returned.bytes.chunks(size).enumerate() {
        let at = k * size;
        let defined = !returned.undefined[at..at + e.len()].iter().any(|&u| u);
        let Some(a) = actual.get(at..at + e.len()) else { continue };
        if !defined {
            continue;
        }
        verdict.compared_bytes += e.len() as u64;
        if e.len() == size && !t.accepts(le(e), le(a)) {
            let place = Place { name: "returned value", space: None, offset: at as u64, address: at as u64 };
            refuse(verdict, t, &place, e, a);
        }
    }
}

/// Where an element is: its place's name, its memory space (`None` for
/// the returned value), its offset there, its address.
struct Place<'a> {
    name: &'a str,
    space: Option<Space>,
    offset: u64,
    address: u64,
}

/// An element `actual` that `t` does not accept for `expected`: an exact
/// one's differing bytes are mismatches (LangRef's freedoms did not cover
/// them); an approximate one is a problem naming the tolerance.
fn refuse(verdict: &mut Verdict, t: Tolerance, at: &Place<'_>, expected: &[u8], actual: &[u8]) {
    if t.is_exact() {
        for (k, (&e, &a)) in expected.iter().zip(actual).enumerate().filter(|(_, (e, a))| e != a) {
            let address = at.address.wrapping_add(k as u64);
            let (place, offset) = (at.name.to_string(), at.offset + k as u64);
            verdict.mismatch(Mismatch {
                place,
                space: at.space,
                address,
                offset,
                expected: e,
                actual: a,
                writer: None,
            });
        }
        return;
    }
    let (ty, ulps, abs) = (t.ty, t.ulps, t.abs);
    let (Place { name, offset, address, .. }, e, a) = (at, le(expected), le(actual));
    let whence = if *name == "returned value" { String::new() } else { format!(" (address {address:#x})") };
    verdict.problems.push(format!(
        "{name} offset {offset}{whence}: the approximate {ty} {a:#x} is not within {ulps} ulps or {abs} of the exact {e:#x}"
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A verdict lists the first mismatches and counts the rest: a
    /// gigabyte that differs is a screenful.
    #[test]
    fn mismatches_past_the_cap_are_counted() {
        let mut verdict = Verdict::default();
        let total = crate::limits::MAX_REPORT_FINDINGS as u64 + 2345;
        for address in 0..total {
            verdict.mismatch(Mismatch {
                place: "slm".into(),
                space: Some(Space::Slm),
                address,
                offset: address,
                expected: 1,
                actual: 2,
                writer: None,
            });
        }
        assert_eq!(verdict.mismatches.len(), crate::limits::MAX_REPORT_FINDINGS);
        assert_eq!(verdict.mismatches_omitted, 2345);
        assert!(!verdict.passed());
        // The writers of the listed ones are looked up by byte.
        let record = crate::exec::emu::WriteRecord {
            space: Space::Slm,
            address: 4,
            len: 4,
            instruction: 9,
            mnemonic: "scatter4_scaled",
            lane: 1,
        };
        let writes = HashMap::from([((Space::Slm, 5), record)]);
        verdict.name_writers(&writes);
        assert_eq!(verdict.mismatches[5].writer, Some((9, "scatter4_scaled", 1)));
        assert_eq!(verdict.mismatches[4].writer, None);
        assert_eq!(verdict.mismatched_bytes().len(), crate::limits::MAX_REPORT_FINDINGS);
    }
}
