//! QW_SCATTER (0x87), `vISA spec, QW_SCATTER`.

use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, ud, FaultReport, FindingKind, Machine};
use crate::visa::QwScatter;
use visa_passes::isa::messages::{Blocks, Footprint, Message, Shape};

/// Writes `num_blocks` qwords per enabled lane, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///     if (ChEn[i]) {
///         for (j = 0; j < num_blocks; ++j) {
///             Surface[Offset[i] + j] = src[j*exec_size+i]; // 8 byte
///         }
///     }
/// }
/// ```
///
/// * `Offset[i]` is in bytes (the `Offset` field) and `j` counts 8-byte
///   blocks, so block `j` lands at byte `Offset[i] + 8*j`. The page states no
///   alignment rule, so none is checked.
/// * Surfaces as for SCATTER4_SCALED: T0 SLM, T5 stateless (a fault outside
///   every allocation), T6+ untyped by binding-table index; out-of-bounds
///   writes are dropped (Properties).
/// * Lanes writing the same address are UB (Notes): reported, then written
///   in lane order (the last wins).
/// * A block count other than 1 (`Num_blocks`: only 0b00) is reported and
///   executed as the pseudo-code reads; an exec size other than 1..16 is
///   reported and not executed.
pub fn qw_scatter(m: &QwScatter, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::QwScatter, exec_size) {
        return Ok(());
    }
    let num_blocks = m.num_blocks.count() as usize;
    if let Blocks::Counts(counts) = Message::QwScatter.desc().blocks {
        if !counts.value.contains(&(num_blocks as u32)) {
            let text = format!(
                "QW_SCATTER with {num_blocks} blocks: the page defines only 1 block per address ({}); executed as \
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
    let mut src = [0u8; 8 * 8 * 16];
    let shape = Shape { exec: exec_size, num_blocks: num_blocks as u32, ..Shape::default() };
    let src_used = Footprint::QwBlocks.used(&shape, lane_end(chen) as u32) as usize;
    mx.read_raw("src", m.src, &mut src[..Footprint::QwBlocks.bytes(&shape) as usize], src_used);

    let block = |i: u32, j: usize| u64::from(ud(&offsets, i as usize)) + 8 * j as u64;
    let mut writes = [(0u64, 0u32); 8 * 16];
    let mut count = 0;
    for i in lanes(chen) {
        for j in 0..num_blocks {
            writes[count] = (block(i, j), i);
            count += 1;
        }
    }
    shared_addresses(&mut writes[..count], 8, |address, lane_mask| {
        let text = format!(
            "lanes {} write the same address {address:#x}; they are applied in lane order and the last wins \
             (vISA spec, QW_SCATTER, Notes: \"The behavior is undefined if more than one channel writes to the same \
             address\")",
            lane_text(lane_mask)
        );
        let (space, lanes) = (target.space(), lane_list(lane_mask));
        mx.report(FindingKind::OverlappingWrites { space, address, len: 8, lanes }, text);
    });
    mx.record(chen.count_ones(), 8 * num_blocks as u64 * u64::from(chen.count_ones()));
    for i in lanes(chen) {
        for j in 0..num_blocks {
            mx.trace_write(target.space(), block(i, j), 8, i);
        }
    }

    let mut surface = target.resolve(mx.memory);
    for i in lanes(chen) {
        for j in 0..num_blocks {
            let at = (j * n + i as usize) * 8;
            surface.write(block(i, j), &src[at..at + 8]).map_err(|f| FaultReport {
                instruction: mx.pc,
                mnemonic: mx.mnemonic,
                lane: i,
                address: f.address,
                len: f.len,
            })?;
        }
    }
    Ok(())
}
