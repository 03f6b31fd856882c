//! What the JIT's instrumented code calls at run time ([`super::bounds`]
//! adds the calls): every access is checked against the regions the run
//! gives the code (the launch's buffers, the module's globals, the live
//! `alloca`s), and an `alloca` takes its memory from a private stack of the
//! run, never from the host stack that holds return addresses. A failed
//! check records what failed in the [`ControlBlock`] and stops the code
//! with a trap of the processor (`ud2`); the parent reads the record back.
//!
//! An access is allowed when one region holds all its bytes, as the
//! reference's memory allows it (`crate::exec::memory::Svm::read`): a read in the
//! slack of a buffer's last page is outside the buffer, and so a fault.
//!
//! These functions run in the JIT's child, under its system-call filter:
//! they make no system call, allocate nothing and cannot panic.

/// A region the code may access, `[base, end)`, and what it is: for a
/// static region its index in the run's list (with [`READ_ONLY`]), for an
/// `alloca` the site word of the `alloca` that made it.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub base: u64,
    pub end: u64,
    pub tag: u64,
}

/// A static region the code may only read (a constant global).
pub const READ_ONLY: u64 = 1 << 63;

/// What stopped the code, recorded at the first failed check.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaultRecord {
    /// [`FAULT_NONE`], [`FAULT_ACCESS`], [`FAULT_PRIVATE_STACK`] or [`FAULT_TOO_MANY_ALLOCAS`].
    pub kind: u64,
    /// The site word of the access (or `alloca`).
    pub site: u64,
    pub address: u64,
    pub len: u64,
}

pub const FAULT_NONE: u64 = 0;
/// An access outside every region.
pub const FAULT_ACCESS: u64 = 1;
/// An `alloca` past the private stack's end.
pub const FAULT_PRIVATE_STACK: u64 = 2;
/// More live `alloca`s than the table holds.
pub const FAULT_TOO_MANY_ALLOCAS: u64 = 3;

/// The run's state, in memory the parent shares with the code's process
/// (the return region), outside every region the code may access.
#[repr(C)]
#[derive(Debug)]
pub struct ControlBlock {
    pub fault: FaultRecord,
    /// The static regions, sorted by base and not overlapping.
    pub statics: *const Span,
    pub statics_len: u64,
    /// The live `alloca`s, a stack in address order.
    pub allocas: *mut Span,
    pub alloca_capacity: u64,
    pub live: u64,
    /// The most ever live: the entries past `live` up to it are freed ones.
    pub peak: u64,
    /// The private stack, `[private_base, private_limit)`, and its first free byte.
    pub private_base: u64,
    pub private_limit: u64,
    pub private_top: u64,
}

// Site words: the site's index (`super::bounds::Site`), whether the access
// writes, and the lane (plus one; 0 for none).
const SITE_SHIFT: u32 = 32;
const WRITE: u64 = 1 << 31;
const LANE_MASK: u64 = (1 << 31) - 1;

/// The site word of site `index`.
pub fn site_word(index: u32, write: bool) -> u64 {
    (u64::from(index) << SITE_SHIFT) | if write { WRITE } else { 0 }
}

/// `word` for lane `lane`.
pub fn with_lane(word: u64, lane: u32) -> u64 {
    (word & !LANE_MASK) | ((u64::from(lane) + 1) & LANE_MASK)
}

/// The site index, whether it writes, and the lane of a site word.
pub fn decode_site(word: u64) -> (usize, bool, Option<u32>) {
    let lane = (word & LANE_MASK) as u32;
    ((word >> SITE_SHIFT) as usize, word & WRITE != 0, lane.checked_sub(1))
}

/// Records the first fault and stops the code.
fn stop(block: *mut ControlBlock, kind: u64, site: u64, address: u64, len: u64) -> ! {
    // SAFETY: `block` is the run's control block (mapped for the code's
    // process); only the first fault is kept.
    unsafe {
        let fault = std::ptr::addr_of_mut!((*block).fault);
        if (*fault).kind == FAULT_NONE {
            fault.write(FaultRecord { kind, site, address, len });
        }
        // `ud2` raises SIGILL in the thread that runs it, which the child
        // reports; not `abort()`, which is a system call the filter refuses.
        #[cfg(target_arch = "x86_64")]
        std::arch::asm!("ud2", options(noreturn));
        #[cfg(not(target_arch = "x86_64"))]
        libc::abort();
    }
}

/// The region of `spans` (sorted by base) whose base is the last at or
/// below `address`.
fn containing(spans: &[Span], address: u64) -> Option<&Span> {
    let after = spans.partition_point(|s| s.base <= address);
    after.checked_sub(1).and_then(|i| spans.get(i))
}

/// Whether one region holds `[address, end)` (and lets it be written, for a write).
fn allowed(block: *const ControlBlock, address: u64, end: u64, write: bool) -> bool {
    // SAFETY: `block` is the run's control block; its tables are mapped for
    // the code's process, `live` entries of the alloca table initialised.
    unsafe {
        let b = &*block;
        if (b.private_base..b.private_limit).contains(&address) {
            let allocas = std::slice::from_raw_parts(b.allocas, b.live.min(b.alloca_capacity) as usize);
            return containing(allocas, address).is_some_and(|s| end <= s.end);
        }
        let statics = std::slice::from_raw_parts(b.statics, b.statics_len as usize);
        containing(statics, address).is_some_and(|s| end <= s.end && !(write && s.tag & READ_ONLY != 0))
    }
}

/// Checks an access of `len` bytes at `address` by site `site` (a site
/// word); nothing for `len == 0` (a masked-off lane, an empty copy).
pub extern "C" fn check(block: *mut ControlBlock, address: u64, len: u64, site: u64) {
    if len == 0 {
        return;
    }
    match address.checked_add(len) {
        Some(end) if allowed(block, address, end, site & WRITE != 0) => {}
        _ => stop(block, FAULT_ACCESS, site, address, len),
    }
}

/// Checks a masked access at `base`: lane `i`, enabled when bit `i` of
/// `bits` is, reads or writes `len` bytes at `base + i * stride`.
pub extern "C" fn check_masked(block: *mut ControlBlock, base: u64, stride: u64, len: u64, bits: u64, site: u64) {
    let mut rest = bits;
    while rest != 0 {
        let lane = rest.trailing_zeros();
        rest &= rest - 1;
        let word = with_lane(site, lane);
        match u64::from(lane).checked_mul(stride).and_then(|offset| base.checked_add(offset)) {
            Some(address) => check(block, address, len, word),
            None => stop(block, FAULT_ACCESS, word, base, len),
        }
    }
}

/// `alloca`: `count` elements of `size` bytes aligned to `align` (at least
/// 16, as the reference places them; an empty one takes a byte) from the
/// private stack, a region until its function returns ([`leave`]).
pub extern "C" fn alloca(block: *mut ControlBlock, size: u64, count: u64, align: u64, site: u64) -> u64 {
    // SAFETY: `block` is the run's control block; the table has
    // `alloca_capacity` entries, of which `live` are in use.
    unsafe {
        let b = &mut *block;
        let align = align.clamp(16, 1 << 32).next_power_of_two();
        let len = size.checked_mul(count).map(|n| n.max(1));
        let start = b.private_top.checked_next_multiple_of(align);
        let end = match (start, len) {
            (Some(start), Some(len)) => start.checked_add(len).filter(|&end| end <= b.private_limit),
            _ => None,
        };
        let (Some(start), Some(end)) = (start, end) else {
            let len = len.unwrap_or(u64::MAX);
            stop(block, FAULT_PRIVATE_STACK, site, b.private_top, len)
        };
        if b.live >= b.alloca_capacity {
            stop(block, FAULT_TOO_MANY_ALLOCAS, site, start, end - start)
        }
        b.allocas.add(b.live as usize).write(Span { base: start, end, tag: site });
        b.live += 1;
        b.peak = b.peak.max(b.live);
        b.private_top = end;
        start
    }
}

/// A function with `alloca`s starts: the mark [`leave`] returns to.
pub extern "C" fn enter(block: *mut ControlBlock) -> u64 {
    // SAFETY: `block` is the run's control block.
    unsafe { (*block).live }
}

/// A function with `alloca`s returns: the ones it made are freed.
pub extern "C" fn leave(block: *mut ControlBlock, mark: u64) {
    // SAFETY: `block` is the run's control block; entries below `live` are initialised.
    unsafe {
        let b = &mut *block;
        if mark <= b.live {
            b.live = mark;
            b.private_top = match mark.checked_sub(1) {
                Some(last) => (*b.allocas.add(last as usize)).end,
                None => b.private_base,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(statics: &[Span], allocas: &mut [Span], private: (u64, u64)) -> ControlBlock {
        ControlBlock {
            fault: FaultRecord::default(),
            statics: statics.as_ptr(),
            statics_len: statics.len() as u64,
            allocas: allocas.as_mut_ptr(),
            alloca_capacity: allocas.len() as u64,
            live: 0,
            peak: 0,
            private_base: private.0,
            private_limit: private.1,
            private_top: private.0,
        }
    }

    #[test]
    fn one_region_must_hold_every_byte_and_constants_are_not_written() {
        let statics = [Span { base: 0x1000, end: 0x1040, tag: 0 }, Span { base: 0x2000, end: 0x2010, tag: READ_ONLY }];
        let mut table = [Span::default(); 4];
        let b = block(&statics, &mut table, (0x10_0000, 0x10_1000));
        assert!(allowed(&b, 0x1000, 0x1040, true), "the whole buffer");
        assert!(!allowed(&b, 0x103d, 0x1041, false), "one byte past its end, in its page's slack");
        assert!(!allowed(&b, 0xfff, 0x1001, false), "one byte below it");
        assert!(!allowed(&b, 0x1040, 0x2001, false), "from one region into the next");
        assert!(allowed(&b, 0x2000, 0x2010, false) && !allowed(&b, 0x2000, 0x2004, true), "a constant");
        assert!(!allowed(&b, 0x10_0000, 0x10_0001, false), "private memory no alloca holds");
    }

    #[test]
    fn allocas_are_a_stack_of_regions_freed_at_return() {
        let mut table = [Span::default(); 3];
        let mut b = block(&[], &mut table, (0x10_0000, 0x10_0100));
        let outer = enter(&mut b);
        let a = alloca(&mut b, 4, 3, 4, 7);
        let c = alloca(&mut b, 0, 1, 32, 8);
        assert_eq!((a, c), (0x10_0000, 0x10_0020), "16-aligned at least, 32 when asked");
        assert!(allowed(&b, a, a + 12, true) && !allowed(&b, a + 9, a + 13, false));
        assert!(allowed(&b, c, c + 1, false), "an empty alloca still has a byte");
        let inner = enter(&mut b);
        let d = alloca(&mut b, 16, 1, 1, 9);
        assert_eq!(d, 0x10_0030);
        leave(&mut b, inner);
        assert!(!allowed(&b, d, d + 1, false), "freed at its function's return");
        assert_eq!(alloca(&mut b, 8, 1, 1, 10), 0x10_0030, "its memory is taken again");
        leave(&mut b, outer);
        assert_eq!((b.live, b.private_top), (0, 0x10_0000));
    }

    #[test]
    fn site_words_round_trip() {
        let word = with_lane(site_word(12345, true), 63);
        assert_eq!(decode_site(word), (12345, true, Some(63)));
        assert_eq!(decode_site(site_word(7, false)), (7, false, None));
    }
}
