//! Memory accesses of the interpreter: the two disciplines of
//! `crate::exec::memory` (faulting SVM, bounded surfaces), the shadow of
//! undefined bytes, and the overlap report for scatters and atomics.
//!
//! Faulting accesses: SVM (global pointers, stateless surface 255) and SLM
//! through addrspace(3) pointers (an LLVM pointer outside its object has no
//! defined result, so an offset past the SLM size is reported like an SVM
//! fault). Bounded accesses: surfaces and SLM as surface 254, where the
//! pages say out-of-bounds reads give zeros and writes are dropped.

use super::outcome::{RefFault, Space};
use super::state::{Exec, Interp, Stop};
use crate::exec::memory;

/// Bytes read from memory, with which of them are undefined.
pub struct Bytes {
    pub data: Vec<u8>,
    pub undefined: Vec<bool>,
}

impl Bytes {
    pub fn any_undefined(&self) -> bool {
        self.undefined.iter().any(|&u| u)
    }
}

/// One write (or atomic update) of a message or scatter, for the overlap report.
#[derive(Clone, Debug)]
pub struct Access {
    /// How the report names it (`lane 3`, `lane 3 (channel G)`).
    pub label: String,
    pub space: Space,
    pub address: u64,
    pub len: u64,
}

impl Interp<'_, '_> {
    /// Reads `len` bytes at `address`; outside SVM allocations (or outside
    /// SLM) the run stops with a fault.
    pub(super) fn read_or_fault(
        &mut self,
        space: Space,
        address: u64,
        len: usize,
        lane: u32,
        what: &str,
    ) -> Exec<Bytes> {
        let mut data = vec![0u8; len];
        let ok = match space {
            Space::Svm => self.memory.svm.read(address, &mut data).is_ok(),
            _ => self.buffer(space).is_some_and(|buf| memory::read_bounded(buf, address, &mut data)),
        };
        if !ok {
            return Err(self.fault(space, address, len, lane, what, "reads"));
        }
        self.note_inexact_read(space, address, len);
        Ok(Bytes { undefined: self.shadow(space, address, len), data })
    }

    /// Writes `data` at `address` (bytes marked undefined unless `defined`);
    /// outside SVM allocations (or outside SLM) the run stops with a fault.
    pub(super) fn write_or_fault(
        &mut self,
        space: Space,
        address: u64,
        data: &[u8],
        defined: bool,
        lane: u32,
        what: &str,
    ) -> Exec<()> {
        let ok = match space {
            Space::Svm => self.memory.svm.write(address, data).is_ok(),
            _ => self.buffer_mut(space).is_some_and(|buf| memory::write_bounded(buf, address, data)),
        };
        if !ok {
            return Err(self.fault(space, address, data.len(), lane, what, "writes"));
        }
        self.set_shadow(space, address, data.len(), !defined);
        self.set_inexact(space, address, data.len());
        Ok(())
    }

    /// Writes to a bounded space; out of bounds the write is dropped
    /// ("On write: data is dropped"). Returns whether it was written.
    pub(super) fn write_bounded(&mut self, space: Space, address: u64, data: &[u8], defined: bool) -> bool {
        let written = self.buffer_mut(space).is_some_and(|buf| memory::write_bounded(buf, address, data));
        if written {
            self.set_shadow(space, address, data.len(), !defined);
            self.set_inexact(space, address, data.len());
        }
        written
    }

    /// Marks the bytes of `[address, address + len)` that exist as
    /// undefined: a write that may or may not have happened (a poison
    /// mask lane, a misaligned address) leaves them so.
    pub(super) fn mark_undefined(&mut self, space: Space, address: u64, len: usize) {
        for k in 0..len as u64 {
            let Some(a) = address.checked_add(k) else { break };
            let exists = match space {
                Space::Svm => self.memory.svm.read(a, &mut [0u8]).is_ok(),
                _ => self.buffer(space).is_some_and(|buf| a < buf.len() as u64),
            };
            if exists {
                self.undefined.insert(space, a, 1);
            }
        }
    }

    /// Records the bytes a write stores as approximate (the stored value's
    /// tolerance, element by element from the write's first byte) or exact.
    fn set_inexact(&mut self, space: Space, address: u64, len: usize) {
        let tolerance = self.write_tolerance;
        for k in 0..len as u64 {
            let Some(a) = address.checked_add(k) else { break };
            match tolerance {
                Some(t) => {
                    let size = u64::from(t.ty.size_bytes());
                    self.inexact.insert((space, a), (address + k / size * size, t));
                }
                None => {
                    self.inexact.remove(&(space, a));
                }
            }
        }
    }

    /// A read of bytes that have a tolerance gives what it returns theirs.
    fn note_inexact_read(&mut self, space: Space, address: u64, len: usize) {
        if !self.inexact.is_empty() {
            let end = address.saturating_add(len as u64);
            for (_, &(_, t)) in self.inexact.range((space, address)..(space, end)) {
                self.read_tolerance = Some(self.read_tolerance.map_or(t, |r| r.merge(t)));
            }
        }
    }

    /// The shadow of `len` bytes at `address`: which are undefined.
    pub(super) fn shadow(&self, space: Space, address: u64, len: usize) -> Vec<bool> {
        self.undefined.flags(space, address, len)
    }

    pub(super) fn set_shadow(&mut self, space: Space, address: u64, len: usize, undefined: bool) {
        match undefined {
            true => self.undefined.insert(space, address, len as u64),
            false => self.undefined.remove(space, address, len as u64),
        }
    }

    /// The bytes of a bounded space (`None` for SVM, or a surface or
    /// image the launch does not have).
    pub(super) fn buffer(&self, space: Space) -> Option<&[u8]> {
        match space {
            Space::Svm => None,
            Space::Slm => Some(&self.memory.slm),
            Space::Surface(bti) => self.memory.surfaces.get(&bti).map(Vec::as_slice),
            Space::Image(bti) => self.memory.images.get(&bti).map(|i| i.data.as_slice()),
        }
    }

    fn buffer_mut(&mut self, space: Space) -> Option<&mut Vec<u8>> {
        match space {
            Space::Svm => None,
            Space::Slm => Some(&mut self.memory.slm),
            Space::Surface(bti) => self.memory.surfaces.get_mut(&bti),
            Space::Image(bti) => self.memory.images.get_mut(&bti).map(|i| &mut i.data),
        }
    }

    fn fault(&self, space: Space, address: u64, len: usize, lane: u32, what: &str, verb: &str) -> Stop {
        let place = match space {
            Space::Svm => "outside every SVM allocation".to_string(),
            Space::Slm => format!("outside SLM ({} bytes)", self.memory.slm.len()),
            Space::Surface(bti) => format!("outside surface {bti}"),
            Space::Image(bti) => format!("outside image {bti}"),
        };
        Stop::Fault(RefFault {
            location: self.loc.clone(),
            lane: Some(lane),
            space,
            address,
            len: u32::try_from(len).unwrap_or(u32::MAX),
            message: format!("{what} lane {lane} {verb} {len} bytes at {address:#x}, {place}"),
            unused_load: false,
        })
    }
}

/// Groups of accesses whose bytes overlap (directly or through a chain),
/// each group in access order, groups in order of their first access.
/// Only groups of two or more are returned.
pub fn overlapping(accesses: &[Access]) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..accesses.len()).collect();
    order.sort_by_key(|&i| (accesses[i].space, accesses[i].address, i));
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut end = 0u64;
    let mut space = None;
    for i in order {
        let a = &accesses[i];
        let a_end = a.address.saturating_add(a.len);
        match groups.last_mut() {
            Some(group) if space == Some(a.space) && a.address < end => {
                group.push(i);
                end = end.max(a_end);
            }
            _ => {
                groups.push(vec![i]);
                space = Some(a.space);
                end = a_end;
            }
        }
    }
    let mut groups: Vec<Vec<usize>> = groups
        .into_iter()
        .filter(|g| g.len() > 1)
        .map(|mut g| {
            g.sort_unstable();
            g
        })
        .collect();
    groups.sort_by_key(|g| g[0]);
    groups
}

/// `SVM 0x1000..0x1008`, `SLM 0x10..0x14`, `surface 3 0x0..0x8`, `image 2 offset 0x0..0x4`.
pub fn describe_range(space: Space, start: u64, end: u64) -> String {
    match space {
        Space::Svm => format!("SVM {start:#x}..{end:#x}"),
        Space::Slm => format!("SLM {start:#x}..{end:#x}"),
        Space::Surface(bti) => format!("surface {bti} {start:#x}..{end:#x}"),
        Space::Image(bti) => format!("image {bti} bytes {start:#x}..{end:#x}"),
    }
}

/// The byte range a group of accesses covers.
pub fn group_range(accesses: &[Access], group: &[usize]) -> (Space, u64, u64) {
    let space = group.first().map_or(Space::Svm, |&i| accesses[i].space);
    let start = group.iter().map(|&i| accesses[i].address).min().unwrap_or(0);
    let end = group.iter().map(|&i| accesses[i].address.saturating_add(accesses[i].len)).max().unwrap_or(0);
    (space, start, end)
}

/// `lane 1, lane 3 and lane 4` from the labels of a group.
pub fn group_labels(accesses: &[Access], group: &[usize]) -> String {
    let labels: Vec<&str> = group.iter().map(|&i| accesses[i].label.as_str()).collect();
    match labels.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.to_string(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn access(lane: u32, address: u64, len: u64) -> Access {
        Access { label: format!("lane {lane}"), space: Space::Svm, address, len }
    }

    #[test]
    fn groups_chained_overlaps() {
        let a = [access(0, 0, 8), access(1, 16, 4), access(2, 4, 8), access(3, 8, 4), access(4, 20, 4)];
        assert_eq!(overlapping(&a), vec![vec![0, 2, 3]]);
        assert_eq!(group_labels(&a, &[0, 2, 3]), "lane 0, lane 2 and lane 3");
        assert_eq!(group_range(&a, &[0, 2, 3]), (Space::Svm, 0, 12));
        let b = [access(0, 0, 4), Access { space: Space::Slm, ..access(1, 0, 4) }];
        assert!(overlapping(&b).is_empty(), "different spaces never overlap");
    }
}
