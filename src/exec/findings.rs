//! What the engines find as they run (undefined behaviour, facts worth
//! knowing), kept to a cap and counted past it. The emulator and the
//! reference build these; the report ([`super::report`]) renders them.

use crate::limits::MAX_REPORT_FINDINGS;

/// Findings as an engine makes them: the first [`MAX_REPORT_FINDINGS`]
/// kept and the rest counted, so that a loop that misbehaves every trip
/// holds a screenful, not gigabytes. Undefined behaviour is never dropped
/// unseen: past the cap, the first one takes the last place if none is kept.
#[derive(Clone, Debug)]
pub struct CappedFindings<T> {
    kept: Vec<T>,
    omitted: Omitted,
    kept_ub: bool,
}

/// The findings a [`CappedFindings`] counted but did not keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Omitted {
    pub count: u64,
    /// Of them, undefined behaviour.
    pub ub: u64,
}

impl<T> Default for CappedFindings<T> {
    fn default() -> Self {
        CappedFindings { kept: Vec::new(), omitted: Omitted::default(), kept_ub: false }
    }
}

impl<T> CappedFindings<T> {
    /// Keeps or counts `finding` (`ub`: it is undefined behaviour).
    pub fn push(&mut self, finding: T, ub: bool) {
        if self.kept.len() < MAX_REPORT_FINDINGS {
            self.kept.push(finding);
        } else {
            self.omitted.count += 1;
            self.omitted.ub += u64::from(ub);
            match self.kept.last_mut() {
                Some(last) if ub && !self.kept_ub => *last = finding,
                _ => return,
            }
        }
        self.kept_ub |= ub;
    }

    /// The findings kept, and how many more were made.
    pub fn into_parts(self) -> (Vec<T>, Omitted) {
        (self.kept, self.omitted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Past the cap findings are counted; the first undefined behaviour
    /// past it takes the last place, once.
    #[test]
    fn capped_findings_count_the_rest_and_keep_undefined_behaviour() {
        let mut findings = CappedFindings::default();
        for i in 0..MAX_REPORT_FINDINGS + 500 {
            findings.push(i, false);
        }
        findings.push(usize::MAX, true);
        findings.push(usize::MAX - 1, true);
        let (kept, omitted) = findings.into_parts();
        assert_eq!((kept.len(), omitted), (MAX_REPORT_FINDINGS, Omitted { count: 502, ub: 2 }));
        assert_eq!(kept[MAX_REPORT_FINDINGS - 1], usize::MAX);
        assert_eq!(kept[MAX_REPORT_FINDINGS - 2], MAX_REPORT_FINDINGS - 2);
    }
}
