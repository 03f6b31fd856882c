//! SCATTER4_SCALED (0x75), `vISA spec, SCATTER4_SCALED`.

use super::{alu, lane_end, lane_list, lane_text, lanes, shared_addresses, ud, FaultReport, FindingKind, Machine};
use crate::visa::Scatter4Scaled;
use visa_passes::isa::messages::{channel_stride, Footprint, Message, Shape};

/// Writes the enabled RGBA channels of each enabled lane, as the page's
/// Semantics says:
///
/// ```text
/// UD ch_pos = 0;
/// for (c = 0; c < 4; ++c) {
///   if (ch_mask[c] == 1) {
///     for (i = 0; i < exec_size; ++i) {
///       if (ChEn[i]) {
///         UD ch_start = ch_pos * max(exec_size, GRF_SIZE / 4);  // GRF_SIZE is the register size in bytes
///         surface[(address/4)+c] = src[ch_start+i]; //4 bytes
///       }
///     }
///     ch_pos++;
///   }
/// }
/// ```
///
/// * `address` is the global `Offset` plus `Element_offset[i]`, in bytes,
///   added as the UD values they are (modulo 2^32). `surface[...]` indexes
///   dwords, so the write lands at byte `((address/4)+c)*4`: for an aligned
///   address that is `address + 4*c`; a misaligned one ("the final address
///   must be dword-aligned", Description) is reported and its low two bits
///   dropped, as `address/4` does.
/// * Surfaces: T0 is SLM, T5 stateless (flat SVM addresses: outside every
///   allocation is a fault and the run stops there, after the writes the
///   pseudo-code makes before it), T6+ an untyped surface by binding-table
///   index, where out-of-bounds writes are dropped (Properties).
/// * Lanes writing the same dword are UB (Notes); they are reported and the
///   writes happen in pseudo-code order, so the last one wins.
/// * Not executed (reported): exec sizes other than 8 and 16, channel mask 0000.
pub fn scatter4_scaled(m: &Scatter4Scaled, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::Scatter4Scaled, exec_size) {
        return Ok(());
    }
    if m.channels.bits() == 0 {
        let text = "SCATTER4_SCALED with channel mask 0000 is not executed (vISA spec, SCATTER4_SCALED, Channels: \
                    \"At least one channel must be enabled\")";
        mx.report(FindingKind::ZeroChannelMask, text.to_string());
        return Ok(());
    }
    let Some(target) = mx.untyped_target(m.surface) else { return Ok(()) };
    let chen = mx.chen(m.exec, m.pred);
    let n = exec_size as usize;
    let num_channels = m.channels.num_enabled() as usize;
    let stride = channel_stride(exec_size, mx.grf_size()) as usize;

    let global = alu::scalar_bits(mx, m.global_offset) as u32;
    let mut offsets = [0u8; 4 * 16];
    mx.read_raw("element_offset", m.element_offset, &mut offsets[..4 * n], 4 * lane_end(chen));
    let mut src = [0u8; 4 * (3 * 16 + 16)];
    let shape = Shape { exec: exec_size, channels: num_channels as u32, grf_bytes: mx.grf_size(), ..Shape::default() };
    let src_used = Footprint::Channels.used(&shape, lane_end(chen) as u32) as usize;
    mx.read_raw("src", m.src, &mut src[..Footprint::Channels.bytes(&shape) as usize], src_used);

    let mut address = [0u32; 16];
    for i in lanes(chen) {
        let a = global.wrapping_add(ud(&offsets, i as usize));
        address[i as usize] = a;
        if !a.is_multiple_of(4) {
            let text = format!(
                "lane {i} writes to byte address {a:#x}, which is not dword-aligned; the low two bits are dropped \
                 (vISA spec, SCATTER4_SCALED, Description: \"the final address must be dword-aligned\")"
            );
            mx.report(FindingKind::Misaligned { lane: i, address: a.into(), align: 4 }, text);
        }
    }
    let dword = |i: u32, c: u64| (u64::from(address[i as usize] / 4) + c) * 4;

    // Lane-major, so that lanes at ascending addresses come out sorted.
    let mut writes = [(0u64, 0u32); 64];
    let mut count = 0;
    for i in lanes(chen) {
        for c in (0..4).filter(|&c| m.channels.is_enabled(c)) {
            writes[count] = (dword(i, c as u64), i);
            count += 1;
        }
    }
    shared_addresses(&mut writes[..count], 4, |address, lane_mask| {
        let text = format!(
            "lanes {} write the same address {address:#x}; they are applied in pseudo-code order and the last \
             wins (vISA spec, SCATTER4_SCALED, Notes: \"The behavior is undefined if more than one channel writes to the \
             same address\")",
            lane_text(lane_mask)
        );
        let (space, lanes) = (target.space(), lane_list(lane_mask));
        mx.report(FindingKind::OverlappingWrites { space, address, len: 4, lanes }, text);
    });
    mx.record(chen.count_ones(), 4 * (num_channels as u64) * u64::from(chen.count_ones()));
    // In the order of the writes below: channel-major, then lane.
    for c in (0..4).filter(|&c| m.channels.is_enabled(c)) {
        for i in lanes(chen) {
            mx.trace_write(target.space(), dword(i, c as u64), 4, i);
        }
    }

    let mut surface = target.resolve(mx.memory);
    let mut ch_pos = 0;
    for c in 0..4 {
        if m.channels.is_enabled(c) {
            for i in lanes(chen) {
                let ch_start = ch_pos * stride;
                let at = (ch_start + i as usize) * 4;
                let address = dword(i, c as u64);
                surface.write(address, &src[at..at + 4]).map_err(|f| FaultReport {
                    instruction: mx.pc,
                    mnemonic: mx.mnemonic,
                    lane: i,
                    address: f.address,
                    len: f.len,
                })?;
            }
            ch_pos += 1;
        }
    }
    Ok(())
}
