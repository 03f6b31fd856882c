//! Input files mapped into memory that another process shrinks meanwhile.
//!
//! Reading a mapped page past a file's new end raises `SIGBUS`, which kills
//! the process. A mapping registered here ([`watch`]) has a `SIGBUS`
//! handler instead: the page that faulted is replaced by a page of zeros,
//! the read goes on, and [`shrank`] says so. Whoever read the mapping
//! checks [`shrank`] before writing anything and reports the file as
//! changed while it was read (exit 2, nothing written). A `SIGBUS` outside
//! every registered mapping is not this module's: it kills the process as
//! it would have.
//!
//! Mapping stays (no copy of a 256 MiB input, and the split compile's
//! parts map their runs of the file, `crate::input::mapped`); only its one
//! failure becomes a diagnostic.

use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Once;

const PAGE: usize = 4096;
/// Mappings watched at once (an input and a split compile's parts).
const SLOTS: usize = 256;

/// The watched mappings, `[start, end)`; an empty slot is `0..0`.
static STARTS: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];
static ENDS: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];
static SHRANK: AtomicBool = AtomicBool::new(false);
static INSTALL: Once = Once::new();

/// A watched mapping; unwatched when dropped (before it is unmapped).
#[derive(Debug)]
pub struct Watch {
    slot: usize,
}

impl Drop for Watch {
    fn drop(&mut self) {
        ENDS[self.slot].store(0, Ordering::SeqCst);
        STARTS[self.slot].store(0, Ordering::SeqCst);
    }
}

/// Watches the mapping of `len` bytes at `start`; `None` when every slot is
/// taken (the mapping is then read as before, unwatched).
pub fn watch(start: *const u8, len: usize) -> Option<Watch> {
    INSTALL.call_once(install);
    let (start, end) = (start as usize, (start as usize).saturating_add(len));
    for slot in 0..SLOTS {
        if STARTS[slot].compare_exchange(0, start, Ordering::SeqCst, Ordering::SeqCst).is_ok() {
            ENDS[slot].store(end, Ordering::SeqCst);
            return Some(Watch { slot });
        }
    }
    None
}

/// Whether a watched file shrank while it was read (its missing pages read as zeros).
pub fn shrank() -> bool {
    SHRANK.load(Ordering::SeqCst)
}

fn install() {
    // SAFETY: installs a handler that only reads the slots and maps a page;
    // SA_NODEFER is not set, so it does not nest.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_sigbus as *const () as usize;
        action.sa_flags = libc::SA_SIGINFO;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGBUS, &action, std::ptr::null_mut());
    }
}

extern "C" fn on_sigbus(_signal: c_int, info: *mut libc::siginfo_t, _context: *mut c_void) {
    // SAFETY: the kernel passes a valid siginfo for an SA_SIGINFO handler;
    // `mmap` (a system call, async-signal-safe in practice) replaces one
    // page of a watched mapping; `signal` restores the default action.
    unsafe {
        let address = if info.is_null() { 0 } else { (*info).si_addr() as usize };
        let watched = (0..SLOTS).any(|slot| {
            let start = STARTS[slot].load(Ordering::SeqCst);
            start != 0 && (start..ENDS[slot].load(Ordering::SeqCst)).contains(&address)
        });
        if watched {
            let page = (address & !(PAGE - 1)) as *mut c_void;
            let flags = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED;
            if libc::mmap(page, PAGE, libc::PROT_READ | libc::PROT_WRITE, flags, -1, 0) != libc::MAP_FAILED {
                SHRANK.store(true, Ordering::SeqCst);
                return;
            }
        }
        // Not a watched mapping's: the access runs again and kills the process, as it would have.
        libc::signal(libc::SIGBUS, libc::SIG_DFL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn a_file_that_shrinks_while_mapped_reads_as_zeros_and_says_so() {
        let mut file = tempfile::tempfile().unwrap();
        file.write_all(&vec![7u8; 3 * PAGE]).unwrap();
        // SAFETY: the test owns the file; it shrinks it below on purpose.
        let map = unsafe { memmap2::Mmap::map(&file) }.unwrap();
        let watch = watch(map.as_ptr(), map.len()).expect("a slot");
        file.set_len(PAGE as u64).unwrap();
        let before = shrank();
        // Page 0 is still the file's; pages 1 and 2 are past its end.
        let read: Vec<u8> =
            // SAFETY: each index is inside the mapping (3 pages); reading past the file's end is what is tested, and the watch turns its SIGBUS into zero pages.
            [0, PAGE + 5, 3 * PAGE - 1].iter().map(|&i| unsafe { std::ptr::read_volatile(&map[i]) }).collect();
        assert_eq!(read, [7, 0, 0]);
        assert!(shrank() && !before);
        drop(watch);
    }
}
