//! Memory for native code, fenced as WebAssembly runtimes fence theirs: one
//! reserved address range, inaccessible except for the regions handed out,
//! each between guard regions of [`JIT_GUARD_BYTES`](crate::limits::JIT_GUARD_BYTES).
//! An access outside a region but within its guards faults (and
//! [`crate::sys::wall::run_native`] reports where); it cannot reach the tool's
//! heap. The reservation is asked for far above the heap and the libraries
//! (at 16 TiB), so an access that jumps past a guard still most likely
//! lands in unmapped space.
//!
//! Regions are shared mappings, so that what native code run in a forked
//! process writes there is seen here. A region starts at the same offset in
//! its page as the address it stands for (its alignment is that address's);
//! the bytes of its first and last pages outside it hold [`FILLER`], and
//! [`GuardedMemory::stray_writes`] finds the ones a run changed. A scratch
//! region (the JIT's private stack and its tables) is page-aligned, neither
//! filled nor zeroed (fresh pages are zero), so that its pages cost nothing
//! until they are touched.

use std::ffi::c_void;

/// What the bytes around a region within its pages hold.
pub const FILLER: u8 = 0xa5;
const PAGE: usize = 4096;
/// Where the reservation is asked for (a hint: the kernel may choose another place).
const HINT: usize = 16 << 40;

/// One region of a [`GuardedMemory`].
#[derive(Clone, Copy, Debug)]
pub struct Region {
    /// The first byte's address.
    pub host: u64,
    pub len: usize,
    /// The region's pages: `[start, start + pages_len)`.
    pages: usize,
    pages_len: usize,
    /// A scratch region: no filler around it.
    scratch: bool,
}

/// A reservation and the regions in it; unmapped when dropped.
pub struct GuardedMemory {
    base: *mut c_void,
    len: usize,
    regions: Vec<Region>,
    guard: usize,
}

impl GuardedMemory {
    /// Reserves room for regions of `sizes` bytes, each starting at the
    /// offset in its page of its `align_like` address, with `guard` bytes
    /// of inaccessible memory before, between and after them.
    pub fn new(regions: &[(u64, usize)], guard: u64) -> std::io::Result<GuardedMemory> {
        GuardedMemory::with_scratch(regions, &[], guard)
    }

    /// [`GuardedMemory::new`], then scratch regions of `scratch` bytes
    /// (page-aligned, not filled: see the module documentation), the
    /// indices after `regions`'.
    pub fn with_scratch(regions: &[(u64, usize)], scratch: &[usize], guard: u64) -> std::io::Result<GuardedMemory> {
        let guard = usize::try_from(guard).unwrap_or(usize::MAX).next_multiple_of(PAGE);
        let too_large = || std::io::Error::new(std::io::ErrorKind::OutOfMemory, "the reservation is too large");
        let mut layout = Vec::with_capacity(regions.len() + scratch.len());
        let mut cursor = guard;
        let all = regions.iter().map(|&(align_like, len)| (align_like, len, false));
        for (align_like, len, is_scratch) in all.chain(scratch.iter().map(|&len| (0, len, true))) {
            let offset = (align_like % PAGE as u64) as usize;
            let pages_len = offset.checked_add(len).ok_or_else(too_large)?.max(1).next_multiple_of(PAGE);
            layout.push((cursor, offset, pages_len, len, is_scratch));
            cursor = cursor.checked_add(pages_len).and_then(|c| c.checked_add(guard)).ok_or_else(too_large)?;
        }
        // SAFETY: a fresh inaccessible reservation; nothing is mapped over
        // memory this function did not reserve.
        let base = unsafe {
            libc::mmap(
                HINT as *mut c_void,
                cursor,
                libc::PROT_NONE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(std::io::Error::last_os_error());
        }
        let mut memory = GuardedMemory { base, len: cursor, regions: Vec::new(), guard };
        for (start, offset, pages_len, len, scratch) in layout {
            // SAFETY: `[start, start + pages_len)` lies inside the reservation.
            let pages = unsafe { base.cast::<u8>().add(start) }.cast::<c_void>();
            // SAFETY: replaces part of our own reservation.
            let mapped = unsafe {
                libc::mmap(
                    pages,
                    pages_len,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_SHARED | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
                    -1,
                    0,
                )
            };
            if mapped == libc::MAP_FAILED {
                return Err(std::io::Error::last_os_error());
            }
            let host = pages as u64 + offset as u64;
            memory.regions.push(Region { host, len, pages: pages as usize, pages_len, scratch });
            if !scratch {
                // SAFETY: the pages were just mapped read-write; the region lies inside them.
                unsafe {
                    std::ptr::write_bytes(pages.cast::<u8>(), FILLER, pages_len);
                    std::ptr::write_bytes(host as *mut u8, 0, len);
                }
            }
        }
        Ok(memory)
    }

    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// The bytes of region `index`.
    pub fn bytes(&self, index: usize) -> &[u8] {
        let r = self.regions[index];
        // SAFETY: the region is mapped read-write for the life of `self`.
        unsafe { std::slice::from_raw_parts(r.host as *const u8, r.len) }
    }

    pub fn bytes_mut(&mut self, index: usize) -> &mut [u8] {
        let r = self.regions[index];
        // SAFETY: as in `bytes`, and `&mut self` makes it the only view.
        unsafe { std::slice::from_raw_parts_mut(r.host as *mut u8, r.len) }
    }

    /// The region nearest `address` whose guards (or pages) hold it, and
    /// `address - host` of that region (negative below it): where a fault
    /// was. Neighbours share the guard between them; the nearer one is meant.
    pub fn near(&self, address: u64) -> Option<(usize, i128)> {
        let distance = |r: &Region| {
            let (low, high) = (r.host, r.host + r.len as u64);
            if address < low {
                low - address
            } else {
                address.saturating_sub(high)
            }
        };
        let within = |r: &Region| {
            let low = (r.pages as u64).saturating_sub(self.guard as u64);
            let high = (r.pages + r.pages_len) as u64 + self.guard as u64;
            (low..high).contains(&address)
        };
        let (index, region) =
            self.regions.iter().enumerate().filter(|(_, r)| within(r)).min_by_key(|(_, r)| distance(r))?;
        Some((index, i128::from(address) - i128::from(region.host)))
    }

    /// Bytes next to a region, within its pages, that no longer hold
    /// [`FILLER`]: (region, offset from its start) of the first per region.
    pub fn stray_writes(&self) -> Vec<(usize, i128)> {
        let mut found = Vec::new();
        for (i, r) in self.regions.iter().enumerate().filter(|(_, r)| !r.scratch) {
            // SAFETY: the pages are mapped read-write for the life of `self`.
            let pages = unsafe { std::slice::from_raw_parts(r.pages as *const u8, r.pages_len) };
            let start = r.host as usize - r.pages;
            let outside = (0..start).chain(start + r.len..r.pages_len);
            if let Some(at) = outside.into_iter().find(|&k| pages[k] != FILLER) {
                found.push((i, at as i128 - start as i128));
            }
        }
        found
    }
}

impl Drop for GuardedMemory {
    fn drop(&mut self) {
        // SAFETY: the reservation (and the regions mapped into it) is ours.
        unsafe { libc::munmap(self.base, self.len) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sys::wall::{run_native, Isolation, Trap};
    use std::time::Duration;

    const GUARD: u64 = 1 << 30;

    #[test]
    fn regions_keep_the_offset_in_page_and_start_zeroed() {
        let memory = GuardedMemory::new(&[(0x1_0000_0040, 100), (0x2000, 5000)], GUARD).unwrap();
        let r = memory.regions();
        assert_eq!(r[0].host % 4096, 0x40);
        assert_eq!(r[1].host % 4096, 0);
        assert!(memory.bytes(0).iter().all(|&b| b == 0) && memory.bytes(1).len() == 5000);
        assert!(r[1].host - r[0].host >= GUARD, "a guard between them");
        assert!(memory.stray_writes().is_empty());
    }

    #[test]
    fn writes_in_a_forked_copy_are_seen_and_strays_are_found() {
        let mut memory = GuardedMemory::new(&[(0x10, 64)], GUARD).unwrap();
        let host = memory.regions()[0].host as usize;
        // SAFETY: the copy writes inside the region and one byte past it, in its page.
        let ran = run_native(Duration::from_secs(5), Isolation::Process, || unsafe {
            *(host as *mut u8).add(3) = 7;
            *(host as *mut u8).add(64) = 1;
        });
        assert_eq!(ran, Ok(()));
        assert_eq!(memory.bytes(0)[3], 7);
        assert_eq!(memory.stray_writes(), vec![(0, 64)]);
        memory.bytes_mut(0)[0] = 9;
        assert_eq!(memory.bytes(0)[0], 9);
    }

    #[test]
    fn an_access_below_a_region_faults_in_its_guard() {
        let memory = GuardedMemory::new(&[(0, 4096)], GUARD).unwrap();
        let below = memory.regions()[0].host - 400;
        let far = memory.regions()[0].host + GUARD / 2;
        // SAFETY: deliberately not: the copy faults.
        let trap = run_native(Duration::from_secs(5), Isolation::Process, || unsafe {
            std::ptr::write_volatile(below as *mut u32, 1)
        });
        assert_eq!(trap, Err(Trap::Fault { signal: libc::SIGSEGV, address: below }));
        assert_eq!(memory.near(below), Some((0, -400)));
        // SAFETY: as above.
        let trap = run_native(Duration::from_secs(5), Isolation::Process, || unsafe {
            std::ptr::read_volatile(far as *const u8);
        });
        assert!(matches!(trap, Err(Trap::Fault { address, .. }) if address == far));
        assert_eq!(memory.near(far).map(|(i, _)| i), Some(0));
    }

    #[test]
    fn a_fault_between_two_regions_belongs_to_the_nearer() {
        let memory = GuardedMemory::new(&[(0, 64), (0, 64)], GUARD).unwrap();
        let (first, second) = (memory.regions()[0].host, memory.regions()[1].host);
        assert_eq!(memory.near(second - 400), Some((1, -400)));
        assert_eq!(memory.near(first + 64 + 100), Some((0, 164)));
    }
}
