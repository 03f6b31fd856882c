//! LSC_TYPED `lsc_load_quad.tgm` and `lsc_store_quad.tgm` (0x8a, LscSubOp
//! 0x02, 0x06), `vISA spec, LSC_TYPED`: the quad forms of LSC_UNTYPED
//! "except the address calculation uses surface state and the U, V, R, and
//! LOD coordinates to calculate the surface address":
//!
//! ```text
//! LOAD_QUAD:
//!   for (n = 0; n < ExecSize; n++) {
//!     if (Msg.ChEn[n]) {
//!       for (m = 0, v = 0; v < 4; v++) {
//!         if (ChMask[v]) {
//!           DstData[m++].elems[n] = texel(U[n], V[n], R[n], LOD[n]).channel[v]
//! STORE_QUAD:
//!       ... texel(U[n], V[n], R[n], LOD[n]).channel[v] = Src1Data[m++].elems[n]
//! ```
//!
//! * The texel is the launch image's at the surface's binding-table index,
//!   found by the coordinates its kind uses (1D: U; 1D array: U, V = index;
//!   2D: U, V; 2D array and 3D: U, V, R), LOD the mip level; a `%null`
//!   coordinate reads as 0.
//! * Out of bounds (a coordinate past the level, LOD past the mips): a read
//!   returns zero, a write is dropped, as every typed surface message.
//! * The launch's images have one channel (`r32_*`, `r16_*`), so only
//!   channel mask `x` is run; what a one-channel format gives for y, z, w is
//!   the surface state's, which a launch does not describe.
//! * A texel converts to the 32-bit lane by its format: 16-bit formats
//!   zero- (`r16_uint`) or sign-extend (`r16_sint`); a store keeps the low
//!   bits.
//! * Lanes storing to one texel are applied in lane order, the last
//!   winning (as LSC_UNTYPED's STORE), and reported.
//! * A `%null` destination prefetches: nothing moves, nothing faults.

use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, FaultReport, FindingKind, Machine};
use crate::exec::memory::{ImageFormat, Space};
use crate::visa::{LscAddrModel, LscTypedQuad, RawOperand};
use visa_passes::isa::lsc::layout_lanes;
use visa_passes::isa::messages::{Footprint, Message, Shape};

/// The most lanes a typed message runs (the platform table's LSC width).
const MAX_LANES: usize = 32;

pub fn lsc_typed_quad(m: &LscTypedQuad, store: bool, mx: &mut Machine) -> Result<(), FaultReport> {
    let message = if store { Message::LscTypedStoreQuad } else { Message::LscTypedLoadQuad };
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(message, exec_size) {
        return Ok(());
    }
    let Some(bti) = typed_image(m, mx) else { return Ok(()) };
    if m.channels.bits() != 1 {
        let text = format!(
            "{} is not executed: channel mask {} of a launch image, whose formats have one channel (x); what \
             y, z, w read and write is the surface state's (docs/launch.md)",
            mx.mnemonic,
            m.channels.name()
        );
        mx.report(FindingKind::Unsupported, text);
        return Ok(());
    }
    let chen = mx.chen(m.exec, m.pred);
    mx.record_cache(m.l1, m.l3);
    if !store && m.data.is_null() {
        // A prefetch (vISA spec, LSC_TYPED: Description, "the null register (V0) to prefetch data only").
        mx.record(chen.count_ones(), 0);
        return Ok(());
    }
    let n = exec_size as usize;
    let used = 4 * lane_end(chen);
    let mut coordinate = |field: &str, op: RawOperand| {
        let mut bytes = [0u8; 4 * MAX_LANES];
        if !op.is_null() {
            mx.read_raw(field, op, &mut bytes[..4 * n], used);
        }
        bytes
    };
    let coordinates = [coordinate("u", m.u), coordinate("v", m.v), coordinate("r", m.r), coordinate("lod", m.lod)];
    let ud =
        |c: &[u8; 4 * MAX_LANES], k: usize| u32::from_le_bytes([c[4 * k], c[4 * k + 1], c[4 * k + 2], c[4 * k + 3]]);
    let Some(image) = mx.memory.images.get(&bti) else { return Ok(()) };
    let (texel_bytes, format) = (image.format.bytes() as usize, image.format);
    let mut texel = [None; MAX_LANES];
    for lane in lanes(chen) {
        let k = lane as usize;
        let [u, v, r, lod] = coordinates.each_ref().map(|c| ud(c, k));
        texel[k] = image.texel_offset(u, v, r, lod);
    }
    let in_bounds = texel.iter().filter(|t| t.is_some()).count() as u64;
    mx.record(chen.count_ones(), in_bounds * texel_bytes as u64);

    // One row of d32 per enabled channel (x only here), as LSC_UNTYPED's quad data.
    let shape = Shape {
        exec: exec_size,
        data_bytes: 4,
        block_bytes: 4,
        vector: 1,
        grf_bytes: mx.grf_size(),
        layout_lanes: layout_lanes(mx.platform).unwrap_or(0),
        ..Shape::default()
    };
    let data_len = Footprint::LscData.bytes(&shape) as usize;
    let data_used = Footprint::LscData.used(&shape, lane_end(chen) as u32) as usize;
    let mut data = vec![0u8; data_len];
    if store {
        mx.read_raw("src1 data", m.data, &mut data, data_used);
        let mut writes: Vec<(u64, u32)> =
            lanes(chen).filter_map(|n| texel[n as usize].map(|offset| (offset as u64, n))).collect();
        shared_addresses(&mut writes, texel_bytes as u64, |at, lane_mask| {
            let text = format!(
                "lanes {} write the same texel (byte {at:#x} of the image); they are applied in the pseudo-code's \
                 order and the last wins (vISA spec, LSC_UNTYPED: Semantics, STORE_QUAD)",
                lane_text(lane_mask)
            );
            let (space, len, lanes) = (Space::Image(bti), texel_bytes as u32, lane_list(lane_mask));
            mx.report(FindingKind::OverlappingWrites { space, address: at, len, lanes }, text);
        });
        for lane in lanes(chen) {
            let Some(offset) = texel[lane as usize] else { continue };
            mx.trace_write(Space::Image(bti), offset as u64, texel_bytes as u32, lane);
            let at = Footprint::LscData.offset(&shape, lane, 0) as usize;
            let value = data[at..at + 4].to_vec();
            if let Some(t) = mx.memory.images.get_mut(&bti).and_then(|i| i.data.get_mut(offset..offset + texel_bytes)) {
                t.copy_from_slice(&value[..texel_bytes]);
            }
        }
    } else {
        // Disabled lanes keep their bytes: the destination is read first.
        mx.state.read_raw(m.data, &mut data);
        for lane in lanes(chen) {
            let at = Footprint::LscData.offset(&shape, lane, 0) as usize;
            let value = texel[lane as usize]
                .and_then(|offset| image_bytes(mx, bti, offset, texel_bytes))
                .map_or(0, |t| widen(format, t));
            data[at..at + 4].copy_from_slice(&value.to_le_bytes());
        }
        mx.write_raw("dst data", m.data, &data, data_used);
    }
    Ok(())
}

/// The texel's bytes, little-endian, in the low bytes of a dword.
fn image_bytes(mx: &Machine, bti: u8, offset: usize, bytes: usize) -> Option<u32> {
    let t = mx.memory.images.get(&bti)?.data.get(offset..offset + bytes)?;
    let mut word = [0u8; 4];
    word[..bytes].copy_from_slice(t);
    Some(u32::from_le_bytes(word))
}

/// A texel as a 32-bit lane: `r16_sint` sign-extends, the rest zero-extend.
fn widen(format: ImageFormat, texel: u32) -> u32 {
    match format {
        ImageFormat::R16Sint => texel as u16 as i16 as i32 as u32,
        _ => texel,
    }
}

/// The image a typed message's surface names: `bti(S)` with S an image of
/// the launch; anything else is reported and the message not run.
fn typed_image(m: &LscTypedQuad, mx: &mut Machine) -> Option<u8> {
    let why = match m.surface.model {
        LscAddrModel::Bti => {
            let index = super::alu::scalar_bits(mx, m.surface.index);
            match u8::try_from(index) {
                Ok(bti) if mx.memory.images.contains_key(&bti) => return Some(bti),
                _ => format!("binding-table index {index} holds no image (vISA spec, LSC_TYPED: Surface)"),
            }
        }
        model => format!(
            "a {} surface is named by its surface-state offset, which a launch does not bind (it binds surfaces \
             by binding-table index: docs/launch.md)",
            model.name()
        ),
    };
    let text = format!("{} is not executed: {why}", mx.mnemonic);
    mx.report(FindingKind::Unsupported, text);
    None
}
