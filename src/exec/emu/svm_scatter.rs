//! SVM_SCATTER (0x4e, sub-opcode 0x04), vISA spec SVM_SCATTER.

use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, uq, FaultReport, FindingKind, Machine};
use crate::exec::memory::Space;
use crate::visa::SvmScatter;
use visa_passes::isa::messages::{svm_blocks, Footprint, Message, Shape};

/// Writes `num_blocks` blocks of 1, 4 or 8 bytes per enabled lane to 64-bit
/// virtual addresses, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///     if (ChEn[i]) {
///         if (block_size == 4 || block_size == 8) {
///             for (j = 0; j < num_blocks; ++j) {
///                 *(Addresses[i] + j*block_size) = src[j*exec_size+i]; //4 or 8 byte
///             }
///         }
///         else { // block_size == 1
///             for (j = 0; j < num_blocks; ++j) {
///                 UD min_block_size = num_blocks < 4 ? 4 : num_blocks;
///                 *(Addresses[i] + j) = src[i*min_block_size+j]; //1 byte
///             }
///         }
///     }
/// }
/// ```
///
/// * `src` is indexed in elements of the block size: block-major rows for
///   4/8-byte blocks, a slot of `min_block_size` bytes per lane for 1-byte
///   blocks ("Ai\[N\] is ignored if N>= num_blocks").
/// * An access outside every SVM allocation is a fault: the run stops there,
///   after the writes the pseudo-code makes before it.
/// * Each address "must be aligned to the Block": a misaligned one is
///   reported and written at that exact address.
/// * Lanes writing a common byte are reported (the page does not order
///   them; the pseudo-code's order is applied, so the last lane wins).
/// * Block counts the page does not allow with this block size or exec size
///   are reported and executed as the pseudo-code reads; exec sizes other
///   than 1..16 are not executed.
pub fn svm_scatter(m: &SvmScatter, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::SvmScatter, exec_size) {
        return Ok(());
    }
    let (block_size, num_blocks) = (m.block_size.bytes() as usize, m.num_blocks.count() as usize);
    if let Some(row) = svm_blocks(block_size as u32, num_blocks as u32) {
        if !row.exec_sizes.value.contains(&exec_size) {
            let text = format!(
                "SVM_SCATTER with {num_blocks} blocks of {block_size} bytes at exec size {exec_size} is not allowed \
                 ({}); executed as the Semantics pseudo-code reads",
                row.exec_sizes.source
            );
            mx.report(FindingKind::ForbiddenNumBlocks, text);
        }
    }
    let chen = mx.chen(m.exec, m.pred);
    let n = exec_size as usize;
    let mut addresses = [0u8; 8 * 16];
    mx.read_raw("addresses", m.addresses, &mut addresses[..8 * n], 8 * lane_end(chen));
    let shape = Shape {
        exec: exec_size,
        block_bytes: block_size as u32,
        num_blocks: num_blocks as u32,
        grf_bytes: mx.grf_size(),
        ..Shape::default()
    };
    let min_block_size = Footprint::SvmBlocks.per_lane(&shape) as usize;
    let mut src = [0u8; 8 * 8 * 16];
    let src = &mut src[..Footprint::SvmBlocks.bytes(&shape) as usize];
    let used = Footprint::SvmBlocks.used(&shape, lane_end(chen) as u32) as usize;
    mx.read_raw("src", m.src, src, used);

    let mut writes = [(0u64, 0u32); 8 * 16];
    let mut count = 0;
    for i in lanes(chen) {
        let address = uq(&addresses, i as usize);
        if !address.is_multiple_of(block_size as u64) {
            let text = format!(
                "lane {i} writes {block_size}-byte blocks at address {address:#x}, which is not {block_size}-byte \
                 aligned (vISA spec, SVM_SCATTER, Addresses: \"Each address must be aligned to the Block\")"
            );
            mx.report(FindingKind::Misaligned { lane: i, address, align: block_size as u32 }, text);
        }
        writes[count] = (address, i);
        count += 1;
    }
    let span = (block_size * num_blocks) as u64;
    shared_addresses(&mut writes[..count], span, |address, lane_mask| {
        let text = format!(
            "lanes {} write the common address {address:#x}; they are applied in the pseudo-code's order and the \
             last wins (vISA spec, SVM_SCATTER: Semantics)",
            lane_text(lane_mask)
        );
        let lanes = lane_list(lane_mask);
        mx.report(FindingKind::OverlappingWrites { space: Space::Svm, address, len: span as u32, lanes }, text);
    });
    mx.record(chen.count_ones(), span * u64::from(chen.count_ones()));

    for i in lanes(chen) {
        let address = uq(&addresses, i as usize);
        for j in 0..num_blocks {
            let (to, at) = if block_size == 4 || block_size == 8 {
                (address.wrapping_add((j * block_size) as u64), (j * n + i as usize) * block_size)
            } else {
                (address.wrapping_add(j as u64), i as usize * min_block_size + j)
            };
            mx.trace_write(Space::Svm, to, block_size as u32, i);
            let data = &src[at..at + block_size];
            mx.memory.svm.write(to, data).map_err(|f| mx.fault(i, f))?;
        }
    }
    Ok(())
}
