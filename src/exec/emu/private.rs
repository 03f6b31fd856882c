//! The private buffer: where a kernel's private frames live
//! (`visa_passes::transforms::private_frame`). A kernel that declares the
//! implicit input of the private base (provenance 12) gets, for its run, an SVM
//! allocation of one frame of the largest size
//! ([`MAX_FRAME_BYTES`](visa_passes::transforms::private_frame::MAX_FRAME_BYTES))
//! at [`PRIVATE_ADDRESS`], zero-filled, and the input holds its address: the
//! one thread a run executes is hardware thread 0 (`%hw_id` 0), whose frame
//! starts there. The allocation is dropped when the run ends, as the
//! reference drops the `alloca`s when the kernel returns: neither side's
//! private memory is compared, only what the kernel leaves in the launch's
//! memory. A read of a frame byte before the kernel writes it reads zero
//! here; in the input it reads an `alloca`'s undefined bytes, which the
//! reference tracks, so such a run is never a wrong value passed.

use super::state::State;
use crate::exec::memory::Memory;
use crate::visa::{InputVar, Kernel};

/// Where the private buffer starts: below 2^47 (a canonical address on
/// every platform), far from where launch specs place buffers by default
/// (docs/launch.md, "Private memory").
pub const PRIVATE_ADDRESS: u64 = 0x7f00_0000_0000;

/// The private buffer's allocation name (in faults and findings).
pub const PRIVATE_BUFFER: &str = "private";

/// The private base's provenance.
const PRIVATE_BASE: u8 = crate::visa::Input::PRIVATE_BASE;

/// Whether `kernel` needs the private buffer (a `PRIVATE_BASE` input).
pub fn needs_buffer(kernel: &Kernel) -> bool {
    kernel.inputs.iter().any(|i| i.provenance == PRIVATE_BASE)
}

/// Why `memory` (a launch's) leaves no room for the private buffer
/// `kernel` needs, if it does not: an error of the launch, before the run.
pub fn check_room(kernel: &Kernel, memory: &Memory) -> Result<(), String> {
    if !needs_buffer(kernel) {
        return Ok(());
    }
    let end = PRIVATE_ADDRESS + visa_passes::transforms::private_frame::MAX_FRAME_BYTES;
    match memory
        .svm
        .allocations()
        .iter()
        .find(|a| a.base < end && a.base.saturating_add(a.bytes.len() as u64) > PRIVATE_ADDRESS)
    {
        Some(a) => Err(format!(
            "buffer `{}` at {:#x} overlaps the private buffer [{PRIVATE_ADDRESS:#x}, {end:#x}) the kernel's private \
             frame needs (docs/launch.md, \"Private memory\"); give it another `address`",
            a.name, a.base
        )),
        None => Ok(()),
    }
}

/// Maps the private buffer and writes its address into the kernel's
/// `PRIVATE_BASE` inputs, if it has one. `Ok(true)`: mapped (to be
/// [`unmap`]ped when the run ends); an error says why it cannot be.
pub fn map(state: &mut State, kernel: &Kernel, memory: &mut Memory) -> Result<bool, String> {
    if !needs_buffer(kernel) {
        return Ok(false);
    }
    let inputs: Vec<_> = kernel
        .inputs
        .iter()
        .filter(|i| i.provenance == PRIVATE_BASE)
        .filter_map(|i| match i.var {
            InputVar::General(var) => Some((var, i.size)),
            _ => None,
        })
        .collect();
    let size = visa_passes::transforms::private_frame::MAX_FRAME_BYTES as usize;
    memory.svm.allocate(PRIVATE_BUFFER, PRIVATE_ADDRESS, vec![0; size]).map_err(|e| {
        format!(
            "the private buffer ({size} bytes at {PRIVATE_ADDRESS:#x}, for the kernel's private frame) cannot be \
             mapped: {e}; move the launch's buffer elsewhere"
        )
    })?;
    for (var, declared) in inputs {
        let bytes = PRIVATE_ADDRESS.to_le_bytes();
        state.write_at(var, 0, &bytes[..(declared as usize).min(8)]);
    }
    Ok(true)
}

/// Drops the private buffer [`map`] made.
pub fn unmap(memory: &mut Memory) {
    memory.svm.free(PRIVATE_BUFFER);
}
