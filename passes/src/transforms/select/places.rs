//! Where operations may merge ([`Places`]): `select`'s index of the
//! gathers and scatters of a function by what must match and by their
//! lane offsets, so that an anchor finds its few possible partners.

use crate::fxhash::FxHashMap;
use crate::transforms::memdep::{LaneAddresses, Root};

/// Where operations may merge: two operations share a message only with
/// the same block, mask and shape, the same address root, and lane offsets
/// that differ from their first lane's alike (then one is the other shifted
/// by the difference of their first lanes' offsets). Operations are filed by
/// that class and their first lane's offset, so that an anchor looks up its
/// few possible partners instead of comparing itself with every later one.
pub(super) struct Places {
    /// Per operation: its class and first lane's offset (`None`: merges with nothing).
    place: Vec<Option<(usize, i64)>>,
    /// The places, sorted: (class, first lane's offset, end of its
    /// operations in `filed`).
    places: Vec<(usize, i64, usize)>,
    /// The operations of each place in program order, place after place.
    filed: Vec<usize>,
}

impl Places {
    /// Files operations `0..` by `shape` (what must match: block, mask,
    /// shape) and their addresses (`None`: merges with nothing).
    pub(super) fn of<'a, S: std::hash::Hash + Eq>(
        operations: impl Iterator<Item = Option<(S, &'a LaneAddresses)>>,
    ) -> Places {
        // A class is found by what must match and a hash of its relative
        // offsets, and is told apart from others of the same hash by the
        // offsets of its first operation (no offsets copied per operation).
        // The first class of each key; the others of a key are chained in
        // `next_of_key` (a key mostly has one class: no list per key).
        // Room for an operation each (no table grown step by step).
        let count = operations.size_hint().0;
        let mut classes: FxHashMap<(S, Root, u64), usize> =
            FxHashMap::with_capacity_and_hasher(count, Default::default());
        let mut class_offsets: Vec<&[i64]> = Vec::with_capacity(count);
        let mut next_of_key: Vec<Option<usize>> = Vec::with_capacity(count);
        let mut filed = Vec::with_capacity(count);
        let place = operations
            .enumerate()
            .map(|(k, operation)| {
                let (shape, addresses) = operation?;
                let &first = addresses.offsets.first()?;
                let relative = relative_offsets_hash(&addresses.offsets)?;
                // The class the offsets join, if one of the key has them alike;
                // else the key's last class, which the new one follows.
                let key = (shape, addresses.root, relative);
                let (found, last) = match classes.get(&key) {
                    None => (None, None),
                    Some(&first) => {
                        let mut c = first;
                        loop {
                            if same_relative_offsets(class_offsets[c], &addresses.offsets) {
                                break (Some(c), None);
                            }
                            match next_of_key[c] {
                                Some(next) => c = next,
                                None => break (None, Some(c)),
                            }
                        }
                    }
                };
                let class = match found {
                    Some(class) => class,
                    None => {
                        class_offsets.push(&addresses.offsets);
                        next_of_key.push(None);
                        let class = class_offsets.len() - 1;
                        match last {
                            Some(last) => next_of_key[last] = Some(class),
                            None => {
                                classes.insert(key, class);
                            }
                        }
                        class
                    }
                };
                filed.push((class, first, k));
                Some((class, first))
            })
            .collect();
        filed.sort_unstable();
        let mut places: Vec<(usize, i64, usize)> = Vec::new();
        for (end, &(class, first, _)) in filed.iter().enumerate() {
            match places.last_mut() {
                Some((c, o, last)) if (*c, *o) == (class, first) => *last = end + 1,
                _ => places.push((class, first, end + 1)),
            }
        }
        Places { place, places, filed: filed.into_iter().map(|(_, _, k)| k).collect() }
    }

    /// The places `k`'s shifted by at most `reach` bytes either way, by
    /// shift: (shift, the operations there after `k` in program order). The
    /// places of a class are filed together: one search finds the first, and
    /// one per place skips the operations at or before `k`.
    pub(super) fn later_within(
        &self,
        k: usize,
        reach: i64,
    ) -> impl Iterator<Item = (i64, impl Iterator<Item = usize> + '_)> {
        let (class, first, from) = match self.place[k] {
            Some((class, first)) => {
                let lowest = (class, first.saturating_sub(reach));
                (class, first, self.places.partition_point(|&(c, o, _)| (c, o) < lowest))
            }
            None => (0, 0, self.places.len()),
        };
        let mut start = from.checked_sub(1).map_or(0, |p| self.places[p].2);
        self.places[from..].iter().map_while(move |&(c, o, end)| {
            let shift = i128::from(o) - i128::from(first);
            if c != class || shift > i128::from(reach) {
                return None;
            }
            let operations = &self.filed[start..end];
            start = end;
            let later = &operations[operations.partition_point(|&b| b <= k)..];
            Some((shift as i64, later.iter().copied()))
        })
    }
}

/// A hash of the lane offsets relative to the first lane's (`None` when one overflows).
fn relative_offsets_hash(offsets: &[i64]) -> Option<u64> {
    use std::hash::Hasher;
    let first = *offsets.first()?;
    let mut hasher = crate::fxhash::FxHasher::default();
    for o in offsets {
        hasher.write_i64(o.checked_sub(first)?);
    }
    Some(hasher.finish())
}

/// Whether two offset vectors differ from their first lanes' alike.
fn same_relative_offsets(a: &[i64], b: &[i64]) -> bool {
    let (Some(&a0), Some(&b0)) = (a.first(), b.first()) else { return a.len() == b.len() };
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.checked_sub(a0) == y.checked_sub(b0))
}
