//! LSC_FENCE (0x8b), `vISA spec, LSC_FENCE`.

use super::Machine;
use crate::visa::LscFence;

/// The page's Semantics:
///
/// ```text
/// wait_for_pending_accesses_to_complete(LscSFID, LscFenceOp, LscScope)
/// Dest.data = 0 // Dest. is implicit within vISA
/// ```
///
/// The emulator runs one thread and completes each access before the next
/// instruction, so every earlier access is already observable at every
/// scope and there is nothing to wait for; the caches it would evict,
/// invalidate, discard, clean or flush are not modelled (memory is the
/// only level). The implicit destination is not a vISA variable. What is
/// left is the record: one message, moving no bytes.
pub fn lsc_fence(_m: &LscFence, mx: &mut Machine) {
    mx.record(1, 0);
}
