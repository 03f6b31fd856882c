//! QW_GATHER (0x86), vISA spec QW_GATHER.

use super::{lane_end, lanes, ud, FaultReport, FindingKind, Machine};
use crate::visa::QwGather;
use visa_passes::isa::messages::{Blocks, Footprint, Message, Shape};

/// Reads `num_blocks` qwords per enabled lane, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///     if (ChEn[i]) {
///         for (j = 0; j < num_blocks; ++j) {
///             dst[j*exec_size+i] = Surface[Offset[i] + j]; // 8 byte
///         }
///     }
/// }
/// ```
///
/// * `Offset[i]` is in bytes and `j` counts qwords: block `j` is read at
///   byte `Offset[i] + 8*j`. The page states no alignment rule.
/// * Surfaces: T0 SLM, T5 stateless (a fault outside every allocation), T6+
///   an untyped surface; out of bounds, "zeroes are returned" (Properties).
/// * Disabled lanes keep their old `dst` bytes.
/// * A block count other than 1 is reported and executed as the pseudo-code
///   reads; exec sizes other than 1..16 are not executed.
pub fn qw_gather(m: &QwGather, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::QwGather, exec_size) {
        return Ok(());
    }
    let num_blocks = m.num_blocks.count() as usize;
    if let Blocks::Counts(counts) = Message::QwGather.desc().blocks {
        if !counts.value.contains(&(num_blocks as u32)) {
            let text = format!(
                "QW_GATHER with {num_blocks} blocks: the page defines only 1 block per address ({}); executed as \
                 the Semantics pseudo-code reads",
                counts.source
            );
            mx.report(FindingKind::ForbiddenNumBlocks, text);
        }
    }
    let Some(target) = mx.untyped_target(m.surface) else { return Ok(()) };
    let chen = mx.chen(m.exec, m.pred);
    let n = exec_size as usize;
    let mut offsets = [0u8; 4 * 16];
    mx.read_raw("offset", m.offset, &mut offsets[..4 * n], 4 * lane_end(chen));
    let shape = Shape { exec: exec_size, num_blocks: num_blocks as u32, ..Shape::default() };
    let mut dst = [0u8; 8 * 8 * 16];
    let dst = &mut dst[..Footprint::QwBlocks.bytes(&shape) as usize];
    mx.state.read_raw(m.dst, dst);
    mx.record(chen.count_ones(), 8 * num_blocks as u64 * u64::from(chen.count_ones()));

    let (pc, mnemonic) = (mx.pc, mx.mnemonic);
    let surface = target.resolve(mx.memory);
    for i in lanes(chen) {
        for j in 0..num_blocks {
            let at = (j * n + i as usize) * 8;
            let from = u64::from(ud(&offsets, i as usize)) + 8 * j as u64;
            surface.read(from, &mut dst[at..at + 8]).map_err(|f| FaultReport {
                instruction: pc,
                mnemonic,
                lane: i,
                address: f.address,
                len: f.len,
            })?;
        }
    }
    let used = Footprint::QwBlocks.used(&shape, lane_end(chen) as u32) as usize;
    mx.write_raw("dst", m.dst, dst, used);
    Ok(())
}
