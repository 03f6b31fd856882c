//! GATHER4_SCALED (0x74), vISA spec GATHER4_SCALED.

use super::{alu, lane_end, lanes, ud, FaultReport, FindingKind, Machine};
use crate::visa::Gather4Scaled;
use visa_passes::isa::messages::{channel_stride, Footprint, Message, Shape};

/// Reads the enabled RGBA channels of each enabled lane, as the page's
/// Semantics says:
///
/// ```text
/// UD ch_pos = 0;
/// for (c = 0; c < 4; ++c) {
///   if (ch_mask[c] == 1) {
///     for (i = 0; i < exec_size; ++i) {
///       if (ChEn[i]) {
///         UD address = offset+element_offset[i]*(scale+1);
///         UD ch_start = ch_pos * max(exec_size, GRF_SIZE / 4);  // GRF_SIZE is the register size in byte
///         dst[ch_start+i] = surface[(address/4)+c]; //4 bytes
///       }
///     }
///     ch_pos++;
///   }
/// }
/// ```
///
/// * Scale is always zero ("This field is ignored"), so `address` is
///   `Offset + Element_offset[i]` in bytes, modulo 2^32. `surface[...]`
///   indexes dwords: an address that is not dword-aligned ("the final
///   address must be dword-aligned") is reported and its low bits dropped.
/// * Surfaces: T0 SLM, T5 stateless (flat SVM addresses: outside every
///   allocation is a fault), T6+ an untyped surface; out of bounds, "zeros
///   are returned" (Properties).
/// * Disabled lanes, and the part of a channel's register past `exec_size`
///   ("the remaining part of the register has undefined values"), keep
///   their old bytes.
/// * Not executed (reported): exec sizes other than 8 and 16, channel mask 0000.
pub fn gather4_scaled(m: &Gather4Scaled, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::Gather4Scaled, exec_size) {
        return Ok(());
    }
    if m.channels.bits() == 0 {
        let text = "GATHER4_SCALED with channel mask 0000 is not executed (vISA spec, GATHER4_SCALED, Channels: \
                    \"At least one channel must be enabled\")";
        mx.report(FindingKind::ZeroChannelMask, text.to_string());
        return Ok(());
    }
    let Some(target) = mx.untyped_target(m.surface) else { return Ok(()) };
    let chen = mx.chen(m.exec, m.pred);
    let n = exec_size as usize;
    let num_channels = m.channels.num_enabled();
    let stride = channel_stride(exec_size, mx.grf_size()) as usize;

    let offset = alu::scalar_bits(mx, m.global_offset) as u32;
    let mut element_offset = [0u8; 4 * 16];
    mx.read_raw("element_offset", m.element_offset, &mut element_offset[..4 * n], 4 * lane_end(chen));
    let shape = Shape { exec: exec_size, channels: num_channels, grf_bytes: mx.grf_size(), ..Shape::default() };
    let mut dst = [0u8; 4 * (3 * 16 + 16)];
    let dst = &mut dst[..Footprint::Channels.bytes(&shape) as usize];
    mx.state.read_raw(m.dst, dst);

    let mut address = [0u32; 16];
    for i in lanes(chen) {
        let a = offset.wrapping_add(ud(&element_offset, i as usize));
        address[i as usize] = a;
        if !a.is_multiple_of(4) {
            let text = format!(
                "lane {i} reads from byte address {a:#x}, which is not dword-aligned; the low two bits are dropped \
                 (vISA spec, GATHER4_SCALED, Description: \"the final address must be dword-aligned\")"
            );
            mx.report(FindingKind::Misaligned { lane: i, address: a.into(), align: 4 }, text);
        }
    }
    mx.record(chen.count_ones(), 4 * u64::from(num_channels) * u64::from(chen.count_ones()));

    let (pc, mnemonic) = (mx.pc, mx.mnemonic);
    let surface = target.resolve(mx.memory);
    let mut ch_pos = 0;
    for c in 0..4 {
        if m.channels.is_enabled(c) {
            for i in lanes(chen) {
                let ch_start = ch_pos * stride;
                let at = (ch_start + i as usize) * 4;
                let from = (u64::from(address[i as usize] / 4) + c as u64) * 4;
                surface.read(from, &mut dst[at..at + 4]).map_err(|f| FaultReport {
                    instruction: pc,
                    mnemonic,
                    lane: i,
                    address: f.address,
                    len: f.len,
                })?;
            }
            ch_pos += 1;
        }
    }
    let used = Footprint::Channels.used(&shape, lane_end(chen) as u32) as usize;
    mx.write_raw("dst", m.dst, dst, used);
    Ok(())
}
