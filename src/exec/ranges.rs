//! Sets of bytes of memory as ranges: which bytes the reference leaves
//! undefined, which the emulator wrote from overlapping lanes. A set costs
//! its number of ranges, not its bytes (a 1 MiB `alloca` undefined is one
//! range), and at most [`MAX_RANGES`] of them: past that, each space's
//! ranges become the one range that covers them all ([`ByteRanges::coarse`]
//! says so), so that no run's bookkeeping outgrows a bound.

use crate::exec::memory::Space;
pub use crate::limits::MAX_RANGES;
use std::collections::BTreeMap;

/// Bytes of memory, as disjoint ranges that do not touch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByteRanges {
    /// `(space, first byte)` to the last byte (inclusive: a range may end at 2^64 - 1).
    ranges: BTreeMap<(Space, u64), u64>,
    coarse: bool,
}

impl ByteRanges {
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// Whether the set went past [`MAX_RANGES`] and holds more bytes than
    /// were added (each space's hull).
    pub fn coarse(&self) -> bool {
        self.coarse
    }

    /// Adds `[address, address + len)` (cut at 2^64).
    pub fn insert(&mut self, space: Space, address: u64, len: u64) {
        let Some(mut last) = last_byte(address, len) else { return };
        let mut first = address;
        // A range that starts before and touches or overlaps this one.
        if let Some((&(s, start), &end)) = self.ranges.range(..=(space, address)).next_back() {
            if s == space && end.checked_add(1).is_none_or(|after| after >= address) {
                first = start;
                last = last.max(end);
                self.ranges.remove(&(s, start));
            }
        }
        // Ranges that start inside this one or right after it.
        while let Some((&key, &end)) = self.ranges.range((space, first)..=(space, last.saturating_add(1))).next() {
            last = last.max(end);
            self.ranges.remove(&key);
        }
        self.ranges.insert((space, first), last);
        if self.ranges.len() > MAX_RANGES {
            self.coarsen();
        }
    }

    /// Removes `[address, address + len)`.
    pub fn remove(&mut self, space: Space, address: u64, len: u64) {
        let Some(last) = last_byte(address, len) else { return };
        let mut cut: Vec<(u64, u64)> = Vec::new();
        if let Some((&(s, start), &end)) = self.ranges.range(..(space, address)).next_back() {
            if s == space && end >= address {
                cut.push((start, end));
            }
        }
        cut.extend(self.ranges.range((space, address)..=(space, last)).map(|(&(_, start), &end)| (start, end)));
        for (start, end) in cut {
            self.ranges.remove(&(space, start));
            if start < address {
                self.ranges.insert((space, start), address - 1);
            }
            if end > last {
                self.ranges.insert((space, last + 1), end);
            }
        }
    }

    pub fn contains(&self, space: Space, address: u64) -> bool {
        self.ranges.range(..=(space, address)).next_back().is_some_and(|(&(s, _), &end)| s == space && end >= address)
    }

    /// For each of `len` bytes from `address`: whether it is in the set.
    pub fn flags(&self, space: Space, address: u64, len: usize) -> Vec<bool> {
        let mut flags = vec![false; len];
        let Some(last) = last_byte(address, len as u64) else { return flags };
        let before = self.ranges.range(..(space, address)).next_back().filter(|(&(s, _), _)| s == space);
        let within = self.ranges.range((space, address)..=(space, last));
        for (&(_, start), &end) in before.into_iter().chain(within) {
            let from = start.max(address);
            let to = end.min(last);
            for at in from..=to {
                flags[(at - address) as usize] = true;
            }
        }
        flags
    }

    /// Whether any of `[address, address + len)` is in the set.
    pub fn overlaps(&self, space: Space, address: u64, len: u64) -> bool {
        let Some(last) = last_byte(address, len) else { return false };
        self.contains(space, address) || self.ranges.range((space, address)..=(space, last)).next().is_some()
    }

    /// The ranges in order: `(space, first byte, length)` (a range up to
    /// 2^64 - 1 has a length of at most 2^64 - 1 - first + 1, which fits).
    pub fn iter(&self) -> impl Iterator<Item = (Space, u64, u64)> + '_ {
        self.ranges.iter().map(|(&(space, start), &end)| (space, start, (end - start).saturating_add(1)))
    }

    /// How many bytes the set holds.
    pub fn bytes(&self) -> u64 {
        self.iter().fold(0, |sum, (_, _, len)| sum.saturating_add(len))
    }

    /// Each space's ranges become the one range from its first byte to its last.
    fn coarsen(&mut self) {
        let mut hulls: BTreeMap<(Space, u64), u64> = BTreeMap::new();
        for (&(space, start), &end) in &self.ranges {
            match hulls.range_mut((space, 0)..=(space, u64::MAX)).next() {
                Some((_, last)) => *last = (*last).max(end),
                None => {
                    hulls.insert((space, start), end);
                }
            }
        }
        self.ranges = hulls;
        self.coarse = true;
    }
}

/// The last byte of `[address, address + len)`, cut at 2^64 - 1; `None` when empty.
fn last_byte(address: u64, len: u64) -> Option<u64> {
    (len > 0).then(|| address.saturating_add(len - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(set: &ByteRanges) -> Vec<(Space, u64, u64)> {
        set.iter().collect()
    }

    #[test]
    fn ranges_merge_split_and_answer() {
        let mut set = ByteRanges::default();
        set.insert(Space::Svm, 10, 5); // 10..15
        set.insert(Space::Svm, 20, 5); // 20..25
        set.insert(Space::Slm, 12, 1);
        assert_eq!(list(&set), vec![(Space::Svm, 10, 5), (Space::Svm, 20, 5), (Space::Slm, 12, 1)]);
        // Touching on the left and right joins all three.
        set.insert(Space::Svm, 15, 5);
        assert_eq!(list(&set)[0], (Space::Svm, 10, 15));
        assert!(set.contains(Space::Svm, 24) && !set.contains(Space::Svm, 25) && !set.contains(Space::Slm, 11));
        // A hole in the middle.
        set.remove(Space::Svm, 12, 3);
        assert_eq!(list(&set)[..2], [(Space::Svm, 10, 2), (Space::Svm, 15, 10)]);
        assert_eq!(set.flags(Space::Svm, 9, 8), vec![false, true, true, false, false, false, true, true]);
        assert!(set.overlaps(Space::Svm, 13, 3) && !set.overlaps(Space::Svm, 12, 3));
        assert_eq!(set.bytes(), 13);
        // Up to the top of the address space.
        set.insert(Space::Svm, u64::MAX - 3, 10);
        assert!(set.contains(Space::Svm, u64::MAX));
        assert_eq!(list(&set)[2], (Space::Svm, u64::MAX - 3, 4));
        set.remove(Space::Svm, 0, u64::MAX);
        assert!(set.contains(Space::Svm, u64::MAX) && !set.contains(Space::Svm, u64::MAX - 1));
    }

    #[test]
    fn past_the_limit_each_space_is_one_range() {
        let mut set = ByteRanges::default();
        for i in 0..=MAX_RANGES as u64 {
            set.insert(Space::Slm, 2 * i, 1);
        }
        assert!(set.coarse());
        assert_eq!(list(&set), vec![(Space::Slm, 0, 2 * MAX_RANGES as u64 + 1)]);
    }
}
