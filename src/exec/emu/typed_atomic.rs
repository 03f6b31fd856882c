//! TYPED_ATOMIC (0x73), `vISA spec, TYPED_ATOMIC`.

use super::atomic_op::{apply, AtomicWidth};
use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, ud, FaultReport, FindingKind, Machine};
use crate::visa::{RawOperand, TypedAtomic};
use visa_passes::isa::messages::Message;

/// The most lanes run: the page's 8, or 16 where `validate` runs Intel's
/// SIMD16 form on Xe-HPC ([`super::RunConfig::legalized`]).
pub const MAX_LANES: usize = 16;

/// Atomic read-modify-write of one texel per enabled lane. The page's
/// Semantics is one line,
///
/// ```text
/// word or dword atomic "read-modify-write" operations.
/// ```
///
/// so the body follows the DWORD_ATOMIC pseudo-code the table comes from,
/// with the texel at (U, V, R, LOD) in place of `surface[offset]`:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///   if (ChEn[i]) {
///     // 2 or 4 byte, atomic operation
///     UD offset = element_offset[i];
///     dst[i] =  surface[offset];
///     surface[offset] = op(surface[offset], src0, src1);
///   }
/// }
/// ```
///
/// * `op`, the stored value and the returned one (old, or new for PREDEC)
///   are [`apply`]'s, from the DWORD_ATOMIC table.
/// * Coordinates per surface kind follow the Notes table through
///   [`crate::exec::memory::Image::texel_offset`]; a `%null` V, R or LOD reads as 0.
/// * Out of bounds (Properties): "On read: zeros are returned. On write:
///   data is dropped." The lane returns 0 (for every op, PREDEC included:
///   nothing was read) and the surface is unchanged.
/// * `Dst` = `%null`: nothing is returned.
/// * 16-bit form (`Op` bit 5): sources and results in the low 16 bits of
///   each dword. The op width must match the texel size of the image format
///   (2 bytes for R16_*, 4 for R32_*); otherwise the message is reported and
///   no lane does anything.
/// * Lanes hitting the same texel are "serialized and atomically updated,
///   though the order is non-deterministic" (DWORD_ATOMIC Notes): they are
///   applied in lane order and reported as an (informational) finding.
/// * Exec size 8, as the page and the message table say; others are
///   reported and not executed (but 16 in `validate`'s legalized mode).
pub fn typed_atomic(m: &TypedAtomic, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::TypedAtomic, exec_size) {
        return Ok(());
    }
    let Some(bti) = mx.image_bti(m.surface) else { return Ok(()) };
    let chen = mx.chen(m.exec, m.pred);
    let n = exec_size as usize;
    let used = 4 * lane_end(chen);

    let mut operand = |field: &str, op: RawOperand, required: bool| {
        let mut bytes = [0u8; 4 * MAX_LANES];
        if required || !op.is_null() {
            mx.read_raw(field, op, &mut bytes[..4 * n], used);
        }
        bytes
    };
    let u = operand("u", m.u, true);
    let v = operand("v", m.v, false);
    let r = operand("r", m.r, false);
    let lod = operand("lod", m.lod, false);
    let src0 = operand("src0", m.src0, m.op.has_src0());
    let src1 = operand("src1", m.src1, m.op.has_src1());

    let width = if m.is_16bit { AtomicWidth::W16 } else { AtomicWidth::W32 };
    let Some(image) = mx.memory.images.get(&bti) else { return Ok(()) };
    let texel_bytes = image.format.bytes();
    if width.bytes() != texel_bytes && chen != 0 {
        let text = format!(
            "TYPED_ATOMIC.{}{} is a {}-byte operation, but image `{}` ({}) has {texel_bytes}-byte texels; lanes \
             {} do nothing (vISA spec, TYPED_ATOMIC, Op Bit[5] and Notes: \"Each access is a word and must be \
             word-aligned\")",
            m.op.name(),
            if m.is_16bit { ".16" } else { "" },
            width.bytes(),
            image.name,
            image.format.name(),
            lane_text(chen)
        );
        mx.report(FindingKind::AtomicFormatMismatch { lane: chen.trailing_zeros() }, text);
        return Ok(());
    }

    let mut texel = [None; 16];
    let mut accesses = [(0u64, 0u32); 16];
    let mut count = 0;
    for i in lanes(chen) {
        let k = i as usize;
        texel[k] = image.texel_offset(ud(&u, k), ud(&v, k), ud(&r, k), ud(&lod, k));
        if let Some(offset) = texel[k] {
            accesses[count] = (offset as u64, i);
            count += 1;
        }
    }
    let image_name = image.name.clone();
    shared_addresses(&mut accesses[..count], u64::from(texel_bytes), |address, lane_mask| {
        let text = format!(
            "lanes {} update the same texel (byte {address:#x} of image `{image_name}`); they are applied in \
             lane order, one of the orders the page allows (vISA spec, DWORD_ATOMIC, Notes: \"they will be serialized \
             and atomically updated, though the order is non-deterministic\")",
            lane_text(lane_mask)
        );
        mx.report(FindingKind::AtomicOrder { address, lanes: lane_list(lane_mask) }, text);
    });
    mx.record(chen.count_ones(), 2 * u64::from(texel_bytes) * u64::from(chen.count_ones()));
    for &(offset, lane) in &accesses[..count] {
        mx.trace_write(crate::exec::memory::Space::Image(bti), offset, texel_bytes, lane);
    }

    let mut dst = [0u8; 4 * MAX_LANES];
    if !m.dst.is_null() {
        mx.state.read_raw(m.dst, &mut dst[..4 * n]);
    }
    let Some(image) = mx.memory.images.get_mut(&bti) else { return Ok(()) };
    let t = texel_bytes as usize;
    for i in lanes(chen) {
        let k = i as usize;
        // `texel_offset` only names texels inside `data`; `get_mut` keeps that a non-panicking fact.
        let returned = match texel[k].and_then(|offset| image.data.get_mut(offset..offset + t)) {
            Some(bytes) => {
                let mut old = [0u8; 4];
                old[..t].copy_from_slice(bytes);
                let (new, returned) =
                    apply(m.op, width, u32::from_le_bytes(old).into(), ud(&src0, k).into(), ud(&src1, k).into());
                bytes.copy_from_slice(&new.to_le_bytes()[..t]);
                returned as u32
            }
            None => 0,
        };
        dst[4 * k..4 * k + 4].copy_from_slice(&returned.to_le_bytes());
    }
    if !m.dst.is_null() {
        mx.write_raw("dst", m.dst, &dst[..4 * n], used);
    }
    Ok(())
}
