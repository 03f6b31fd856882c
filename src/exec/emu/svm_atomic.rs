//! SVM_ATOMIC (0x4e, sub-opcode 0x05), vISA spec SVM_ATOMIC.

use super::atomic_op::apply;
use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, uq, FaultReport, FindingKind, Machine};
use crate::exec::memory::Space;
use crate::visa::{RawOperand, SvmAtomic};
use visa_passes::isa::messages::Message;

/// The most lanes run: the page's 8, or 16 where `validate` runs Intel's
/// SIMD16 form ([`super::RunConfig::legalized`]).
pub const MAX_LANES: usize = 16;

/// An atomic read-modify-write per enabled lane at a 64-bit virtual
/// address, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < exec_size; ++i) {
///     if (ChEn[i]) {
///         // 2, 4, or 8 byte, atomic operation
///         dst[i] = *(addresses[i]);
///         *(addresses[i]) = op(*(addresses[i]), src0, src1);
///     }
/// }
/// ```
///
/// * `op`, the stored value and the returned one are [`apply`]'s, from the
///   DWORD_ATOMIC_OP table; the width is `Op` bits 6..5: 32-bit, 16-bit
///   (sources and results unpacked in the low 16 bits of each dword) or
///   64-bit (qword operands).
/// * "Each address must be Dword or Qword aligned depending on the type of
///   Dst" (a word for the 16-bit form): a misaligned one is reported and
///   accessed at that exact address.
/// * An access outside every SVM allocation is a fault; lanes before it
///   have taken effect.
/// * Lanes on one address are applied in lane order and reported (not UB).
pub fn svm_atomic(m: &SvmAtomic, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::SvmAtomic, exec_size) {
        return Ok(());
    }
    let chen = mx.chen(m.exec, m.pred);
    let n = exec_size as usize;
    let width = m.width;
    let (bytes, element) = (width.bytes() as usize, width.register_bytes() as usize);
    let mut addresses = [0u8; 8 * MAX_LANES];
    mx.read_raw("addresses", m.addresses, &mut addresses[..8 * n], 8 * lane_end(chen));
    let used = element * lane_end(chen);
    let mut operand = |field: &str, op: RawOperand, read: bool| {
        let mut data = [0u8; 8 * MAX_LANES];
        if read {
            mx.read_raw(field, op, &mut data[..element * n], used);
        }
        data
    };
    let src0 = operand("src0", m.src0, m.op.has_src0());
    let src1 = operand("src1", m.src1, m.op.has_src1());

    let mut accesses = [(0u64, 0u32); MAX_LANES];
    let mut count = 0;
    for i in lanes(chen) {
        let address = uq(&addresses, i as usize);
        if !address.is_multiple_of(bytes as u64) {
            let text = format!(
                "lane {i} updates address {address:#x}, which is not {bytes}-byte aligned (vISA spec, SVM_ATOMIC, \
                 Addresses: \"Each address must be Dword or Qword aligned depending on the type of Dst\")"
            );
            mx.report(FindingKind::Misaligned { lane: i, address, align: bytes as u32 }, text);
        }
        accesses[count] = (address, i);
        count += 1;
    }
    shared_addresses(&mut accesses[..count], bytes as u64, |address, lane_mask| {
        let text = format!(
            "lanes {} update the same address {address:#x}; they are applied in lane order (vISA spec, SVM_ATOMIC: \
             Semantics; the order of lanes on one address is not defined)",
            lane_text(lane_mask)
        );
        mx.report(FindingKind::AtomicOrder { address, lanes: lane_list(lane_mask) }, text);
    });
    mx.record(chen.count_ones(), 2 * bytes as u64 * u64::from(chen.count_ones()));
    for &(address, lane) in &accesses[..count] {
        mx.trace_write(Space::Svm, address, bytes as u32, lane);
    }

    let mut dst = [0u8; 8 * MAX_LANES];
    if !m.dst.is_null() {
        mx.state.read_raw(m.dst, &mut dst[..element * n]);
    }
    for i in lanes(chen) {
        let k = i as usize;
        let address = uq(&addresses, k);
        let mut old = [0u8; 8];
        mx.memory.svm.read(address, &mut old[..bytes]).map_err(|f| mx.fault(i, f))?;
        let (new, returned) = apply(
            m.op,
            width,
            u64::from_le_bytes(old),
            super::element(&src0, element, k),
            super::element(&src1, element, k),
        );
        mx.memory.svm.write(address, &new.to_le_bytes()[..bytes]).map_err(|f| mx.fault(i, f))?;
        dst[element * k..element * (k + 1)].copy_from_slice(&returned.to_le_bytes()[..element]);
    }
    if !m.dst.is_null() {
        mx.write_raw("dst", m.dst, &dst[..element * n], used);
    }
    Ok(())
}
