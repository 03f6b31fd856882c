//! The predefined variables V1..V19 (vISA spec, vISA Header chapter, the
//! table of pre-defined variables; [`crate::visa::PREDEFINED_VARS`]) as the
//! emulator models them: storage of their own (aliases of `%r0`, `%arg`,
//! `%retval`, ... name those bytes) and the value each holds when the one
//! thread the emulator runs starts (docs/launch.md, "Predefined variables").
//!
//! The emulator runs one thread of one group: `%group_id_x/y/z` are the
//! launch's `[thread]` group id (0 by default), the thread ids are 0 and so
//! is everything that identifies where it runs (`%hw_id`, `%sr0.0`,
//! `%r0`); `%sr0.2` (DMask) is the dispatch mask; `%cr0` starts in the
//! IEEE mode, rounding to nearest even, denormals kept
//! ([`START_CR0`]); `%ce0` is the execution mask of the instruction that
//! reads it; time (`%tsc`) reads 0 (a run is not timed); `%arg`, `%retval`,
//! `%sp`, `%fp` are undefined at kernel start by the page and start at 0
//! like every other variable.

use super::rounding::FloatMode;
use super::state::State;
use crate::exec::launch::ThreadSpec;
use crate::visa::{ExecCtrl, GenVarId, InputVar, Kernel};

/// `%cr0` (V14).
pub const CR0: GenVarId = GenVarId(14);
/// `%sr0` (V13).
pub const SR0: GenVarId = GenVarId(13);
/// `%ce0` (V15).
pub const CE0: GenVarId = GenVarId(15);

/// `%cr0` when a kernel starts: IEEE mode, round to nearest even (bits 0,
/// 4, 5 clear), denormals kept for DF, F and HF (bits 6, 7, 10 set).
pub const START_CR0: u32 = (1 << 6) | (1 << 7) | (1 << 10);

/// Whether `id` is a modelled predefined variable: V1..V19 (V0 is `%null`;
/// V20..V31 are reserved: "may not be used").
pub fn is_modelled(id: GenVarId) -> bool {
    super::state::is_predefined_storage(id)
}

/// `%group_id_x` (V3); y and z follow it.
const GROUP_ID_X: u32 = 3;

/// Writes the start values into a new `state` (whose predefined variables
/// are zero); [`super::run`] does before the inputs.
pub fn initialize(state: &mut State, dispatch_mask: u32, thread: &ThreadSpec) {
    write_ud(state, CR0, 0, START_CR0);
    for (axis, &id) in (0..).zip(&thread.group_id) {
        write_ud(state, GenVarId(GROUP_ID_X + axis), 0, id);
    }
    // sr0.2, DMask: "the 32-bit mask specifying which channels are active at dispatch time".
    write_ud(state, SR0, 2, dispatch_mask);
}

/// Writes the thread's coordinates into the kernel's implicit inputs, by
/// provenance (the CM runtime's, [`crate::visa::Input::implicit_name`]):
/// `LOCAL_SIZE` (1) and `GROUP_COUNT` (2) three dwords, `LOCAL_ID` (3)
/// three words, x first. Each gets at most its declared size; the other
/// implicit inputs stay zero.
pub fn bind_implicit_inputs(state: &mut State, kernel: &Kernel, thread: &ThreadSpec) {
    for input in &kernel.inputs {
        let InputVar::General(var) = input.var else { continue };
        let bytes: Vec<u8> = match input.provenance {
            1 => thread.local_size.iter().flat_map(|v| v.to_le_bytes()).collect(),
            2 => thread.group_count.iter().flat_map(|v| v.to_le_bytes()).collect(),
            // Ids below 65536: `ThreadSpec` checks them.
            3 => thread.local_id.iter().flat_map(|&v| (v as u16).to_le_bytes()).collect(),
            _ => continue,
        };
        let size = (input.size as usize).min(bytes.len());
        state.write_at(var, 0, &bytes[..size]);
    }
}

/// Sets `%ce0` to the execution mask of the instruction about to run: the
/// channels its exec size and mask offset enable under EM (all of them
/// with NoMask; `enabled`, bit n = the instruction's channel n), at their
/// channel numbers (bit n = channel n).
pub fn set_channel_enable(state: &mut State, exec: ExecCtrl, enabled: u32) {
    write_ud(state, CE0, 0, enabled.checked_shl(exec.offset.channel()).unwrap_or(0));
}

/// The floating-point mode `%cr0` holds, or why the emulator cannot compute in it.
pub fn float_mode(state: &State) -> Result<FloatMode, String> {
    FloatMode::from_cr0(read_ud(state, CR0, 0))
}

fn write_ud(state: &mut State, var: GenVarId, index: usize, value: u32) {
    state.write_at(var, 4 * index, &value.to_le_bytes());
}

fn read_ud(state: &State, var: GenVarId, index: usize) -> u32 {
    let mut bytes = [0; 4];
    state.read_at(var, 4 * index, &mut bytes);
    u32::from_le_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::visa::{Kernel, PREDEFINED_VARS};

    #[test]
    fn a_thread_starts_with_the_documented_values() {
        let kernel = Kernel::new("k");
        let mut state = State::new(&kernel, 64, 0x00ff_00f0);
        initialize(&mut state, 0x00ff_00f0, &ThreadSpec::default());
        assert_eq!(read_ud(&state, CR0, 0), 0x4c0);
        assert_eq!(float_mode(&state), Ok(FloatMode::default()));
        assert_eq!((0..4).map(|i| read_ud(&state, SR0, i)).collect::<Vec<_>>(), [0, 0, 0x00ff_00f0, 0]);
        for p in PREDEFINED_VARS.iter().filter(|p| is_modelled(p.id)) {
            let size = p.size_bytes(64) as usize;
            assert_eq!(state.var_bytes(p.id).map(<[u8]>::len), Some(size), "{}", p.name);
        }
        // %arg on a 64-byte-GRF platform: 512 dwords.
        assert_eq!(state.var_bytes(GenVarId(8)).map(<[u8]>::len), Some(2048));
        assert!(state.var_bytes(GenVarId(20)).is_none() && state.var_bytes(GenVarId::NULL).is_none());
    }
}
