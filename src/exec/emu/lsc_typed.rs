//! LSC_TYPED `lsc_load_quad.tgm` and `lsc_store_quad.tgm` (0x8a, LscSubOp
//! 0x02, 0x06) and the atomics `lsc_atomic_<op>.tgm` (0x08..0x1A, at
//! [`lsc_typed_atomic`]), `vISA spec, LSC_TYPED`: the quad forms of LSC_UNTYPED
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

use super::atomic_op::AtomicWidth;
use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, FaultReport, FindingKind, Machine};
use crate::exec::memory::{ImageFormat, Space};
use crate::visa::{LscAddrModel, LscDataSize, LscSurface, LscTypedAtomic, LscTypedQuad, RawOperand};
use visa_passes::isa::lsc::layout_lanes;
use visa_passes::isa::lsc::ATOMIC_DATA_SIZES;
use visa_passes::isa::messages::{Footprint, Message, Shape};

/// The most lanes a typed message runs (the platform table's LSC width).
const MAX_LANES: usize = 32;

pub fn lsc_typed_quad(m: &LscTypedQuad, store: bool, mx: &mut Machine) -> Result<(), FaultReport> {
    let message = if store { Message::LscTypedStoreQuad } else { Message::LscTypedLoadQuad };
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(message, exec_size) {
        return Ok(());
    }
    let Some(bti) = typed_image(m.surface, mx) else { return Ok(()) };
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
fn typed_image(surface: LscSurface, mx: &mut Machine) -> Option<u8> {
    let why = match surface.model {
        LscAddrModel::Bti => {
            let index = super::alu::scalar_bits(mx, surface.index);
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

/// `lsc_atomic_<op>.tgm`: "Atomics ... are identical in behavior to
/// LSC_UNTYPED with a scale of 1 and immediate offset of 0" (vISA spec,
/// LSC_TYPED: Semantics), the address being the texel's. Per enabled lane
/// `n`, in lane order (LSC_UNTYPED's atomics, [`super::lsc_atomic`]):
///
/// ```text
/// t = texel(U[n], V[n], R[n], LOD[n])
/// old = *t
/// *t = op(old, Src1Data[n], Src2Data[n])
/// DstData[n] = old
/// ```
///
/// * The texel is found as the quad's ([`lsc_typed_quad`]); a `%null`
///   coordinate reads as 0.
/// * Out of bounds, the lane reads zero and writes nothing, as the quad's
///   and LSC_UNTYPED's bounded surfaces: it returns 0.
/// * "The data and address types chosen must match the values in the
///   surface state": d32 on a 4-byte format, d16c32 on a 2-byte one (the
///   launch has no 8-byte formats for d64); otherwise the message is
///   reported and no lane does anything.
/// * d16c32 returns the 16 bits zero-extended (the data size's
///   conversion), whatever the format's signedness.
/// * Lanes on one texel are applied in lane order and reported.
pub fn lsc_typed_atomic(m: &LscTypedAtomic, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::LscTypedAtomic, exec_size) || !atomic_shape_allowed(m, mx) {
        return Ok(());
    }
    let Some(bti) = typed_image(m.surface, mx) else { return Ok(()) };
    let width = match m.data_size {
        LscDataSize::D64 => AtomicWidth::W64,
        LscDataSize::D16U32 => AtomicWidth::W16,
        _ => AtomicWidth::W32,
    };
    let (bytes, element) = (m.data_size.bytes() as usize, m.data_size.register_bytes() as usize);
    let chen = mx.chen(m.exec, m.pred);
    mx.record_cache(m.l1, m.l3);
    let n = exec_size as usize;
    let end = lane_end(chen);
    let mut operand = |field: &str, op: RawOperand, size: usize, read: bool| {
        let mut data = [0u8; 8 * MAX_LANES];
        if read {
            mx.read_raw(field, op, &mut data[..size * n], size * end);
        }
        data
    };
    let coordinates =
        [("u", m.u), ("v", m.v), ("r", m.r), ("lod", m.lod)].map(|(field, op)| operand(field, op, 4, !op.is_null()));
    let src1 = operand("src1 data", m.src1, element, m.op.sources() >= 1);
    let src2 = operand("src2 data", m.src2, element, m.op.sources() >= 2);

    let Some(image) = mx.memory.images.get(&bti) else { return Ok(()) };
    let texel_bytes = image.format.bytes() as usize;
    if texel_bytes != bytes && chen != 0 {
        let text = format!(
            "{} moves {} ({bytes}-byte data), but image `{}` ({}) has {texel_bytes}-byte texels; lanes {} do \
             nothing (vISA spec, LSC_TYPED: Semantics, \"the data and address types chosen must match the values \
             in the surface state\")",
            mx.mnemonic,
            m.data_size.name(),
            image.name,
            image.format.name(),
            lane_text(chen)
        );
        mx.report(FindingKind::AtomicFormatMismatch { lane: chen.trailing_zeros() }, text);
        return Ok(());
    }
    let mut texel = [None; MAX_LANES];
    let mut accesses = [(0u64, 0u32); MAX_LANES];
    let mut count = 0;
    for lane in lanes(chen) {
        let k = lane as usize;
        let [u, v, r, lod] = coordinates.each_ref().map(|c| super::ud(c, k));
        texel[k] = image.texel_offset(u, v, r, lod);
        if let Some(offset) = texel[k] {
            accesses[count] = (offset as u64, lane);
            count += 1;
        }
    }
    let image_name = image.name.clone();
    shared_addresses(&mut accesses[..count], bytes as u64, |at, lane_mask| {
        let text = format!(
            "lanes {} update the same texel (byte {at:#x} of image `{image_name}`); they are applied in lane order \
             (vISA spec, LSC_UNTYPED: Description, atomics are gather/scatter operations; the order of lanes on one \
             address is not defined)",
            lane_text(lane_mask)
        );
        mx.report(FindingKind::AtomicOrder { address: at, lanes: lane_list(lane_mask) }, text);
    });
    mx.record(chen.count_ones(), 2 * bytes as u64 * count as u64);
    for &(offset, lane) in &accesses[..count] {
        mx.trace_write(Space::Image(bti), offset, bytes as u32, lane);
    }

    // Disabled lanes keep their bytes: the destination is read first.
    let mut dst = [0u8; 8 * MAX_LANES];
    if !m.data.is_null() {
        mx.state.read_raw(m.data, &mut dst[..element * n]);
    }
    let Some(image) = mx.memory.images.get_mut(&bti) else { return Ok(()) };
    for lane in lanes(chen) {
        let k = lane as usize;
        // `texel_offset` only names texels inside `data`; `get_mut` keeps that a non-panicking fact.
        let old = match texel[k].and_then(|offset| image.data.get_mut(offset..offset + bytes)) {
            Some(t) => {
                let mut old = [0u8; 8];
                old[..bytes].copy_from_slice(t);
                let old = u64::from_le_bytes(old);
                let (s1, s2) = (super::element(&src1, element, k), super::element(&src2, element, k));
                let new = super::lsc_atomic::operate(m.op, width, old, s1, s2);
                t.copy_from_slice(&new.to_le_bytes()[..bytes]);
                old
            }
            None => 0,
        };
        dst[element * k..element * (k + 1)].copy_from_slice(&old.to_le_bytes()[..element]);
    }
    if !m.data.is_null() {
        mx.write_raw("dst data", m.data, &dst[..element * n], element * end);
    }
    Ok(())
}

/// The shapes the verifier allows (vector size 1, not transposed, d16c32,
/// d32 or d64); anything else is reported and not executed.
fn atomic_shape_allowed(m: &LscTypedAtomic, mx: &mut Machine) -> bool {
    let why = if m.vector.count() != 1 || m.transposed {
        "an atomic has vector size 1 and is not transposed".to_string()
    } else if !ATOMIC_DATA_SIZES.contains(&m.data_size) {
        format!("an atomic moves d16c32, d32 or d64, not {}", m.data_size.name())
    } else {
        return true;
    };
    mx.report(FindingKind::Unsupported, format!("{} is not executed: {why}", mx.mnemonic));
    false
}
