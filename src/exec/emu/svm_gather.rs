//! SVM_GATHER (0x4e, sub-opcode 0x03), `vISA spec, SVM_GATHER`.

use super::{lane_end, lanes, uq, FaultReport, FindingKind, Machine};
use crate::visa::SvmGather;
use visa_passes::isa::messages::{svm_blocks, Footprint, Message, Shape};

/// Reads `num_blocks` blocks of 1, 4 or 8 bytes per enabled lane from
/// 64-bit virtual addresses, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///     if (ChEn[i]) {
///         if (block_size == 4 || block_size == 8) {
///             for (j = 0; j < num_blocks; ++j) {
///                 dst[j*exec_size+i] = *(Addresses[i] + j*block_size); //4 or 8 byte
///             }
///         }
///         else { // block_size == 1
///             UD min_block_size = num_blocks < 4 ? 4 : num_blocks;
///             for (j = 0; j < num_blocks; ++j) {
///                 dst[i*min_block_size+j] = *(Addresses[i] + j); //1 byte
///             }
///         }
///     }
/// }
/// ```
///
/// * `dst` is indexed in elements of the block size, which gives the Notes
///   tables: 4/8-byte blocks are block-major (`A0[0] A1[0] ...`), 1-byte
///   blocks give each lane a slot of `min_block_size` bytes. The page calls
///   the slot bytes `j >= num_blocks` undefined; they are left as they were
///   (like the dst elements of disabled lanes), so a result never depends on
///   an invented value.
/// * An access outside every SVM allocation is a fault: the run stops, the
///   report names the lane and the block address, and `dst` is not written.
/// * Each address "must be aligned to the <block_size>" (Addresses): a
///   misaligned one is reported, and the bytes at that exact address are read.
/// * Block counts the page does not allow with this block size or exec size
///   (Num_blocks 0b11, Notes "When num_blocks > 1, exec_size must >= 8") are
///   reported and executed as the pseudo-code reads (the Notes table draws
///   the 1-byte × 8 layout). Exec sizes other than 1..16 are not executed.
/// * Address arithmetic wraps modulo 2^64.
pub fn svm_gather(m: &SvmGather, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::SvmGather, exec_size) {
        return Ok(());
    }
    let (block_size, num_blocks) = (m.block_size.bytes() as usize, m.num_blocks.count() as usize);
    if let Some(row) = svm_blocks(block_size as u32, num_blocks as u32) {
        if !row.exec_sizes.value.contains(&exec_size) {
            let text = format!(
                "SVM_GATHER with {num_blocks} blocks of {block_size} bytes at exec size {exec_size} is not allowed \
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
    // The dst layout (slots of `min_block_size` bytes, or block-major rows) is the message table's.
    let shape = Shape {
        exec: exec_size,
        block_bytes: block_size as u32,
        num_blocks: num_blocks as u32,
        grf_bytes: mx.grf_size(),
        ..Shape::default()
    };
    let min_block_size = Footprint::SvmBlocks.per_lane(&shape) as usize;
    let dst_len = Footprint::SvmBlocks.bytes(&shape) as usize;
    let dst_used = Footprint::SvmBlocks.used(&shape, lane_end(chen) as u32) as usize;
    // Disabled lanes (and undefined 1-byte slot bytes) keep their old bytes.
    let mut dst = [0u8; 8 * 8 * 16];
    let dst = &mut dst[..dst_len];
    mx.state.read_raw(m.dst, dst);

    for i in lanes(chen) {
        let address = uq(&addresses, i as usize);
        if !address.is_multiple_of(block_size as u64) {
            let text = format!(
                "lane {i} reads {block_size}-byte blocks at address {address:#x}, which is not {block_size}-byte \
                 aligned (vISA spec, SVM_GATHER, Addresses: \"Each address must be aligned to the <block_size>\")"
            );
            mx.report(FindingKind::Misaligned { lane: i, address, align: block_size as u32 }, text);
        }
    }
    mx.record(chen.count_ones(), (block_size * num_blocks) as u64 * u64::from(chen.count_ones()));

    let svm = &mx.memory.svm;
    let fault = |lane: u32, f: crate::exec::memory::Fault| FaultReport {
        instruction: mx.pc,
        mnemonic: mx.mnemonic,
        lane,
        address: f.address,
        len: f.len,
    };
    for i in lanes(chen) {
        let address = uq(&addresses, i as usize);
        if block_size == 4 || block_size == 8 {
            for j in 0..num_blocks {
                let at = (j * n + i as usize) * block_size;
                let from = address.wrapping_add((j * block_size) as u64);
                svm.read(from, &mut dst[at..at + block_size]).map_err(|f| fault(i, f))?;
            }
        } else {
            for j in 0..num_blocks {
                let at = i as usize * min_block_size + j;
                svm.read(address.wrapping_add(j as u64), &mut dst[at..at + 1]).map_err(|f| fault(i, f))?;
            }
        }
    }
    mx.write_raw("dst", m.dst, dst, dst_used);
    Ok(())
}
