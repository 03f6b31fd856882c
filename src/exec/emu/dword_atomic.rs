//! DWORD_ATOMIC (0x7d), vISA spec DWORD_ATOMIC.

use super::atomic_op::{apply, AtomicWidth};
use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, ud, FaultReport, FindingKind, Machine};
use crate::visa::{DwordAtomic, RawOperand};
use visa_passes::isa::messages::Message;

/// An atomic read-modify-write per enabled lane at a byte offset of a
/// surface, as the page's Semantics says:
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
///   are [`apply`]'s, from the DWORD_ATOMIC_OP table.
/// * The 16-bit form (`Op` bit 5) works on words, its sources and results
///   "in an unpacked form" in the low 16 bits of each dword; "Each access is
///   a word and must be word-aligned" (a dword one dword-aligned): a
///   misaligned offset is reported and accessed at that exact byte.
/// * Out of bounds: "On read: zeros are returned. On write: data is
///   dropped." Stateless (T5) offsets are SVM addresses: outside every
///   allocation, a fault.
/// * Lanes on one address "will be serialized and atomically updated,
///   though the order is non-deterministic": lane order, reported (not UB).
pub fn dword_atomic(m: &DwordAtomic, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::DwordAtomic, exec_size) {
        return Ok(());
    }
    let Some(target) = mx.untyped_target(m.surface) else { return Ok(()) };
    let chen = mx.chen(m.exec, m.pred);
    let n = exec_size as usize;
    let used = 4 * lane_end(chen);
    let mut operand = |field: &str, op: RawOperand, read: bool| {
        let mut bytes = [0u8; 4 * 16];
        if read {
            mx.read_raw(field, op, &mut bytes[..4 * n], used);
        }
        bytes
    };
    let offsets = operand("element_offset", m.element_offset, true);
    let src0 = operand("src0", m.src0, m.op.has_src0());
    let src1 = operand("src1", m.src1, m.op.has_src1());
    let width = if m.is_16bit { AtomicWidth::W16 } else { AtomicWidth::W32 };
    let bytes = width.bytes() as usize;

    let mut accesses = [(0u64, 0u32); 16];
    let mut count = 0;
    for i in lanes(chen) {
        let offset = u64::from(ud(&offsets, i as usize));
        if !offset.is_multiple_of(bytes as u64) {
            let text = format!(
                "lane {i} updates byte offset {offset:#x}, which is not {bytes}-byte aligned (vISA spec, \
                 DWORD_ATOMIC, Notes: \"Each access is a word and must be word-aligned\")"
            );
            mx.report(FindingKind::Misaligned { lane: i, address: offset, align: bytes as u32 }, text);
        }
        accesses[count] = (offset, i);
        count += 1;
    }
    shared_addresses(&mut accesses[..count], bytes as u64, |address, lane_mask| {
        let text = format!(
            "lanes {} update the same address {address:#x}; they are applied in lane order, one of the orders \
             the page allows (vISA spec, DWORD_ATOMIC, Notes: \"they will be serialized and atomically updated, \
             though the order is non-deterministic\")",
            lane_text(lane_mask)
        );
        mx.report(FindingKind::AtomicOrder { address, lanes: lane_list(lane_mask) }, text);
    });
    mx.record(chen.count_ones(), 2 * bytes as u64 * u64::from(chen.count_ones()));
    for &(offset, lane) in &accesses[..count] {
        mx.trace_write(target.space(), offset, bytes as u32, lane);
    }

    let mut dst = [0u8; 4 * 16];
    if !m.dst.is_null() {
        mx.state.read_raw(m.dst, &mut dst[..4 * n]);
    }
    let (pc, mnemonic) = (mx.pc, mx.mnemonic);
    let mut surface = target.resolve(mx.memory);
    let fault = |lane, f: crate::exec::memory::Fault| FaultReport {
        instruction: pc,
        mnemonic,
        lane,
        address: f.address,
        len: f.len,
    };
    for i in lanes(chen) {
        let k = i as usize;
        let offset = u64::from(ud(&offsets, k));
        let mut old = [0u8; 8];
        surface.read(offset, &mut old[..bytes]).map_err(|f| fault(i, f))?;
        let (new, returned) = apply(m.op, width, u64::from_le_bytes(old), ud(&src0, k).into(), ud(&src1, k).into());
        surface.write(offset, &new.to_le_bytes()[..bytes]).map_err(|f| fault(i, f))?;
        dst[4 * k..4 * k + 4].copy_from_slice(&(returned as u32).to_le_bytes());
    }
    if !m.dst.is_null() {
        mx.write_raw("dst", m.dst, &dst[..4 * n], used);
    }
    Ok(())
}
