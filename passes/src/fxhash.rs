//! A small, fast, non-cryptographic hasher for the passes' internal maps,
//! whose keys are pointers and short integer sequences (shuffle masks):
//! the standard SipHash costs more than the lookups it serves. The
//! multiply-rotate scheme is rustc's `FxHasher`.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

#[derive(Clone, Copy, Debug, Default)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.add(u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(last) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // The multiply mixes upward: the low bits of the last word's product
        // depend on its low bits alone, and hashbrown picks the bucket with
        // the low bits, so names sharing a prefix (`V12345`, `V12346`) would
        // share buckets. The high bits, rotated down, are mixed (as
        // rustc-hash 2 finishes).
        self.hash.rotate_left(26)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_one_prefix_spread_over_the_low_bits() {
        use std::hash::{BuildHasher, BuildHasherDefault};
        let build = BuildHasherDefault::<FxHasher>::default();
        let buckets: std::collections::HashSet<u64> =
            (10_000..20_000).map(|n| build.hash_one(format!("V{n}")) & 0xfff).collect();
        // 10,000 uniform draws over 4,096 buckets fill about 3,740 of them.
        assert!(buckets.len() > 3_500, "{} of 4096 low-bit buckets used", buckets.len());
    }

    #[test]
    fn maps_keys_of_every_shape() {
        let mut map: FxHashMap<Vec<Option<u32>>, usize> = FxHashMap::default();
        for n in 0..64u32 {
            map.insert((0..n).map(|i| (i % 3 != 0).then_some(i)).collect(), n as usize);
        }
        for n in 0..64u32 {
            let key: Vec<Option<u32>> = (0..n).map(|i| (i % 3 != 0).then_some(i)).collect();
            assert_eq!(map.get(key.as_slice()), Some(&(n as usize)));
        }
        let mut bytes: FxHashMap<Vec<u8>, usize> = FxHashMap::default();
        for n in 0..20 {
            bytes.insert(vec![7; n], n);
        }
        assert!((0..20).all(|n| bytes.get(&vec![7; n]) == Some(&n)));
    }
}
