//! GATHER_SCALED (0x78) and SCATTER_SCALED (0x79), vISA spec GATHER_SCALED
//! and SCATTER_SCALED.

use super::{alu, lane_end, lane_list, lane_text, lanes, shared_addresses, ud, FaultReport, FindingKind, Machine};
use crate::visa::ByteScaled;
use visa_passes::isa::messages::{Blocks, Message};

/// The checks both pages share: exec size, block count, the surface.
fn prologue(message: Message, m: &ByteScaled, mx: &mut Machine) -> Option<super::Target> {
    if !mx.exec_size_allowed(message, m.exec.lanes()) {
        return None;
    }
    let num_blocks = m.num_blocks.count();
    if let Blocks::Counts(counts) = message.desc().blocks {
        if !counts.value.contains(&num_blocks) {
            let text = format!(
                "{} with {num_blocks} blocks is not allowed ({}); executed as the Semantics pseudo-code reads",
                message.name(),
                counts.source
            );
            mx.report(FindingKind::ForbiddenNumBlocks, text);
        }
    }
    mx.untyped_target(m.surface)
}

/// The byte address of each enabled lane: `offset + element_offset[i]`
/// (scale is always zero), modulo 2^32.
fn addresses(m: &ByteScaled, chen: u32, mx: &mut Machine) -> [u32; 32] {
    let offset = alu::scalar_bits(mx, m.global_offset) as u32;
    let mut element_offset = [0u8; 4 * 32];
    let n = m.exec.lanes() as usize;
    mx.read_raw("element_offset", m.element_offset, &mut element_offset[..4 * n], 4 * lane_end(chen));
    let mut address = [0u32; 32];
    for i in lanes(chen) {
        address[i as usize] = offset.wrapping_add(ud(&element_offset, i as usize));
    }
    address
}

/// Reads `num_blocks` bytes per enabled lane, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///   if (ChEn[i]) {
///     dst[i] = surface[offset+element_offset[i]]; //<num_blocks> bytes
///   }
/// }
/// ```
///
/// * `dst[i]` is a dword: its low `num_blocks` bytes are read, and "For 1
///   and 2 byte reads the upper bytes have undefined values": they keep
///   their old bytes here, as the bytes of disabled lanes do (README
///   decision 18).
/// * The page states no alignment rule; out of bounds "zeros are
///   returned"; stateless addresses outside every allocation fault.
pub fn gather_scaled(m: &ByteScaled, mx: &mut Machine) -> Result<(), FaultReport> {
    let Some(target) = prologue(Message::GatherScaled, m, mx) else { return Ok(()) };
    let chen = mx.chen(m.exec, m.pred);
    let (n, num_blocks) = (m.exec.lanes() as usize, m.num_blocks.count() as usize);
    let address = addresses(m, chen, mx);
    let mut dst = [0u8; 4 * 32];
    let dst = &mut dst[..4 * n];
    mx.state.read_raw(m.data, dst);
    mx.record(chen.count_ones(), num_blocks as u64 * u64::from(chen.count_ones()));
    let (pc, mnemonic) = (mx.pc, mx.mnemonic);
    let surface = target.resolve(mx.memory);
    for i in lanes(chen) {
        let at = 4 * i as usize;
        let read = surface.read(address[i as usize].into(), &mut dst[at..at + num_blocks.min(4)]);
        read.map_err(|f| FaultReport { instruction: pc, mnemonic, lane: i, address: f.address, len: f.len })?;
    }
    mx.write_raw("dst", m.data, dst, 4 * lane_end(chen));
    Ok(())
}

/// Writes `num_blocks` bytes per enabled lane, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///   if (ChEn[i]) {
///     surface[offset+element_offset[i]] = src[i]; //<num_blocks> bytes
///   }
/// }
/// ```
///
/// * The low `num_blocks` bytes of the dword `src[i]` are written ("For 1
///   and 2 byte accesses the upper bytes will be ignored").
/// * "The behavior is undefined if more than one channel writes to the
///   same address": reported, then written in lane order (the last wins).
/// * Out of bounds "data is dropped"; stateless addresses outside every
///   allocation fault.
pub fn scatter_scaled(m: &ByteScaled, mx: &mut Machine) -> Result<(), FaultReport> {
    let Some(target) = prologue(Message::ScatterScaled, m, mx) else { return Ok(()) };
    let chen = mx.chen(m.exec, m.pred);
    let (n, num_blocks) = (m.exec.lanes() as usize, m.num_blocks.count() as usize);
    let address = addresses(m, chen, mx);
    let mut src = [0u8; 4 * 32];
    let src = &mut src[..4 * n];
    mx.read_raw("src", m.data, src, 4 * lane_end(chen));
    let mut writes = [(0u64, 0u32); 32];
    let mut count = 0;
    for i in lanes(chen) {
        writes[count] = (address[i as usize].into(), i);
        count += 1;
    }
    let len = num_blocks.min(4);
    shared_addresses(&mut writes[..count], len as u64, |at, lane_mask| {
        let text = format!(
            "lanes {} write the same address {at:#x}; they are applied in lane order and the last wins \
             (vISA spec, SCATTER_SCALED, Notes: \"The behavior is undefined if more than one channel writes to the \
             same address\")",
            lane_text(lane_mask)
        );
        let (space, lanes) = (target.space(), lane_list(lane_mask));
        mx.report(FindingKind::OverlappingWrites { space, address: at, len: len as u32, lanes }, text);
    });
    mx.record(chen.count_ones(), num_blocks as u64 * u64::from(chen.count_ones()));
    for i in lanes(chen) {
        mx.trace_write(target.space(), address[i as usize].into(), len as u32, i);
    }
    let (pc, mnemonic) = (mx.pc, mx.mnemonic);
    let mut surface = target.resolve(mx.memory);
    for i in lanes(chen) {
        let at = 4 * i as usize;
        let written = surface.write(address[i as usize].into(), &src[at..at + len]);
        written.map_err(|f| FaultReport { instruction: pc, mnemonic, lane: i, address: f.address, len: f.len })?;
    }
    Ok(())
}
