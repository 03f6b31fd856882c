//! A text made of a run of a file's bytes with short pieces around it, laid
//! out in memory without copying the run: the file's pages are mapped in
//! place (privately, copy on write) between pages that hold the pieces.
//! Only the pages where a piece meets the run are copied, when written.
//!
//! A split compile's parts are such texts (`crate::input::split`): each keeps its
//! own run of the file as it is, with the other parts' functions stubbed
//! before and after it. Copying the run instead costs the pages it fills
//! (a page fault each, as expensive as the copy) and the copy itself.

use std::ffi::c_void;
use std::ops::Range;
use std::os::fd::AsRawFd;

const PAGE: usize = 4096;

/// `before`, then bytes `run` of a file, then `after`, then a NUL (which
/// LLVM's lexer reads past the end), in one stretch of memory; unmapped
/// when dropped.
pub struct MappedText {
    /// The file's pages are watched for the file shrinking (`crate::input::shrinking`).
    watch: Option<crate::input::shrinking::Watch>,
    base: *mut c_void,
    reserved: usize,
    /// Where the text starts in the reservation, and its length (the NUL not counted).
    start: usize,
    len: usize,
}

// SAFETY: the memory is this value's alone, and not written after `new`.
unsafe impl Send for MappedText {}
// SAFETY: as for Send; reads only.
unsafe impl Sync for MappedText {}

impl MappedText {
    /// The text, or `None` when the system will not map it (the caller
    /// then copies). `file` must hold the bytes `run` of the text the
    /// caller checked as UTF-8, cut at character boundaries; a file that
    /// shrinks meanwhile reads as zeros past its end (`crate::input::shrinking`),
    /// which the command reports before it writes anything.
    pub fn new(file: &std::fs::File, before: &str, run: Range<usize>, after: &str) -> Option<MappedText> {
        let first_page = run.start / PAGE * PAGE;
        let offset = run.start - first_page;
        let file_pages = (run.end - first_page).next_multiple_of(PAGE);
        let lead = before.len().next_multiple_of(PAGE);
        let len = before.len() + run.len() + after.len();
        // `after` and the NUL go past the run, into the file's last page
        // and then into anonymous pages.
        let trail = (offset + run.len() + after.len() + 1).saturating_sub(file_pages).next_multiple_of(PAGE);
        let reserved = lead + file_pages + trail;
        let file_offset = libc::off_t::try_from(first_page).ok()?;
        if file_pages == 0 {
            return None;
        }
        // SAFETY: fresh private anonymous memory.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                reserved,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return None;
        }
        let text = MappedText { watch: None, base, reserved, start: lead + offset - before.len(), len };
        // SAFETY: replaces pages of our own reservation with the file's.
        let mapped = unsafe {
            libc::mmap(
                base.cast::<u8>().add(lead).cast::<c_void>(),
                file_pages,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_FIXED,
                file.as_raw_fd(),
                file_offset,
            )
        };
        if mapped == libc::MAP_FAILED {
            return None;
        }
        let mut text = text;
        text.watch = crate::input::shrinking::watch(mapped.cast::<u8>(), file_pages);
        // SAFETY: both pieces and the NUL lie inside the reservation
        // (`before` ends where the run starts, `after` follows it).
        unsafe {
            let run_at = base.cast::<u8>().add(lead + offset);
            std::ptr::copy_nonoverlapping(before.as_ptr(), run_at.sub(before.len()), before.len());
            let after_at = run_at.add(run.len());
            std::ptr::copy_nonoverlapping(after.as_ptr(), after_at, after.len());
            after_at.add(after.len()).write(0);
        }
        Some(text)
    }

    /// The text followed by its NUL.
    pub fn with_nul(&self) -> &[u8] {
        // SAFETY: `start..start + len + 1` was written or mapped in `new`.
        unsafe { std::slice::from_raw_parts(self.base.cast::<u8>().add(self.start), self.len + 1) }
    }
}

impl std::ops::Deref for MappedText {
    type Target = str;
    fn deref(&self) -> &str {
        let bytes = &self.with_nul()[..self.len];
        // SAFETY: `new`'s contract: two `str`s and a run of checked UTF-8
        // cut at character boundaries.
        unsafe { std::str::from_utf8_unchecked(bytes) }
    }
}

impl Drop for MappedText {
    fn drop(&mut self) {
        // Unwatched before it is unmapped.
        self.watch.take();
        // SAFETY: the reservation made in `new`, mapped nowhere else.
        unsafe { libc::munmap(self.base, self.reserved) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn the_run_is_read_in_place_between_the_pieces() -> std::io::Result<()> {
        let mut file = tempfile::tempfile()?;
        // Runs that start and end inside pages, on their boundaries, and
        // pieces longer than a page.
        let contents: String = (0..3 * PAGE + 100).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
        file.write_all(contents.as_bytes())?;
        let long = "x".repeat(PAGE + 7);
        for run in [10..20, 0..PAGE, PAGE..2 * PAGE, 100..3 * PAGE + 100, 4095..4097, 5..5] {
            for (before, after) in [("", ""), ("before\n", "\nafter"), (long.as_str(), long.as_str())] {
                let text = MappedText::new(&file, before, run.clone(), after).expect("mapped");
                let expected = format!("{before}{}{after}", &contents[run.clone()]);
                assert_eq!(&*text, expected, "run {run:?}, pieces of {} and {}", before.len(), after.len());
                assert_eq!(text.with_nul().last(), Some(&0));
            }
        }
        // The file is not written.
        let mut read = String::new();
        std::io::Seek::rewind(&mut file)?;
        std::io::Read::read_to_string(&mut file, &mut read)?;
        assert_eq!(read, contents);
        Ok(())
    }
}
