//! LSC_UNTYPED `lsc_atomic_*` (0x89, LscSubOp 0x08..0x1A), `vISA spec,
//! LSC_UNTYPED`, on flat addresses of `.ugm` (SVM) and `.slm`, and on
//! `bti(S)` surfaces (bounded: see `lsc_untyped::lsc_target`).

use half::f16;

use super::atomic_op::{apply, AtomicWidth};
use super::lsc_untyped::{lane_address, lsc_target};
use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, FaultReport, FindingKind, Machine};
use crate::visa::{AtomicOp, LscAtomic, LscAtomicOp, LscDataSize, RawOperand};
use visa_passes::isa::lsc::ATOMIC_DATA_SIZES;
use visa_passes::isa::messages::Message;

/// The most lanes an LSC message runs (SIMD32 on Xe-HPC and Xe2).
const MAX_LANES: usize = 32;

/// The page's atomics: "gather/scatter operations" on the addresses in
/// `Src0Addrs` with the data in `Src1Data` and `Src2Data`, reading back the
/// prior value to `DstData` (`%null`: no write-back). Per enabled lane `n`,
/// in lane order (the page's LOAD/STORE loops):
///
/// ```text
/// addr = Base + AddrScale*Src0Addrs[n] + AddrImmOffset     // Base 0 (flat), AddrScale 1
/// old = *addr
/// *addr = op(old, Src1Data[n], Src2Data[n])
/// DstData[n] = old
/// ```
///
/// `op` is the LscSubOp table's name: iinc old+1, idec old-1, load old,
/// store src1, iadd old+src1, isub old-src1, smin/smax signed, umin/umax
/// unsigned, icas `old == src1 ? src2 : old` (Src1Data the compare value,
/// Src2Data the new one), fadd/fsub IEEE arithmetic (round to nearest
/// even), fmin/fmax, fcas `old == src1 ? src2 : old` compared as floats,
/// and/or/xor. Where the legacy DWORD_ATOMIC table has the same operation
/// ([`apply`]: wrapping integers, maxNum/minNum with -0 below +0, float
/// compare with NaN equal to nothing) it is that one.
///
/// * d16c32 (the page's d16u32): 16 bits in memory, the register's low
///   half, zero-extended on return (also for smin/smax: the size is
///   unsigned-converted); d32 a dword; d64 a qword.
/// * An address not aligned to the datum is reported and used as is.
/// * `.ugm` addresses are SVM (outside every allocation: a fault, lanes
///   before it have taken effect); `.slm` offsets are bounded (reads past
///   the end give zero, writes are dropped).
/// * Lanes on one address are applied in lane order and reported.
/// * Cache controls have no architectural effect; they are recorded in the
///   run's statistics ([`super::Stats::cache_controls`]).
pub fn lsc_atomic(m: &LscAtomic, mx: &mut Machine) -> Result<(), FaultReport> {
    let a = &m.lsc;
    let exec_size = a.exec.lanes();
    if !mx.exec_size_allowed(Message::LscAtomic, exec_size) || !shape_allowed(m, mx) {
        return Ok(());
    }
    let width = match a.data_size {
        LscDataSize::D64 => AtomicWidth::W64,
        LscDataSize::D16U32 => AtomicWidth::W16,
        _ => AtomicWidth::W32,
    };
    let (bytes, element) = (a.data_size.bytes() as usize, a.data_size.register_bytes() as usize);
    let addr_bytes = a.addr_size.bytes() as usize;
    let chen = mx.chen(a.exec, a.pred);
    let n = exec_size as usize;
    let mut addresses = [0u8; 8 * MAX_LANES];
    mx.read_raw("addresses", a.addresses, &mut addresses[..addr_bytes * n], addr_bytes * lane_end(chen));
    let address = |lane: u32| lane_address(&addresses, addr_bytes, a.imm_offset, lane);
    let used = element * lane_end(chen);
    let mut operand = |field: &str, op: RawOperand, read: bool| {
        let mut data = [0u8; 8 * MAX_LANES];
        if read {
            mx.read_raw(field, op, &mut data[..element * n], used);
        }
        data
    };
    let src1 = operand("src1 data", m.src1, m.op.sources() >= 1);
    let src2 = operand("src2 data", m.src2, m.op.sources() >= 2);

    let mut accesses = [(0u64, 0u32); MAX_LANES];
    let mut count = 0;
    for lane in lanes(chen) {
        let at = address(lane);
        if !at.is_multiple_of(bytes as u64) {
            let text = format!(
                "lane {lane} updates {bytes}-byte data at address {at:#x}, which is not {bytes}-byte aligned \
                 (vISA spec, LSC_UNTYPED: DataSize)"
            );
            mx.report(FindingKind::Misaligned { lane, address: at, align: bytes as u32 }, text);
        }
        accesses[count] = (at, lane);
        count += 1;
    }
    shared_addresses(&mut accesses[..count], bytes as u64, |at, lane_mask| {
        let text = format!(
            "lanes {} update the same address {at:#x}; they are applied in lane order (vISA spec, LSC_UNTYPED: \
             Description, atomics are gather/scatter operations; the order of lanes on one address is not defined)",
            lane_text(lane_mask)
        );
        mx.report(FindingKind::AtomicOrder { address: at, lanes: lane_list(lane_mask) }, text);
    });
    let Some(target) = lsc_target(a, mx) else { return Ok(()) };
    mx.record(chen.count_ones(), 2 * bytes as u64 * u64::from(chen.count_ones()));
    mx.record_cache(a.l1, a.l3);
    for &(at, lane) in &accesses[..count] {
        mx.trace_write(target.space(), at, bytes as u32, lane);
    }

    let mut dst = [0u8; 8 * MAX_LANES];
    if !a.data.is_null() {
        mx.state.read_raw(a.data, &mut dst[..element * n]);
    }
    for lane in lanes(chen) {
        let (k, at) = (lane as usize, address(lane));
        let mut old = [0u8; 8];
        target.resolve(mx.memory).read(at, &mut old[..bytes]).map_err(|f| mx.fault(lane, f))?;
        let old = u64::from_le_bytes(old);
        let new = operate(m.op, width, old, super::element(&src1, element, k), super::element(&src2, element, k));
        target.resolve(mx.memory).write(at, &new.to_le_bytes()[..bytes]).map_err(|f| mx.fault(lane, f))?;
        dst[element * k..element * (k + 1)].copy_from_slice(&old.to_le_bytes()[..element]);
    }
    if !a.data.is_null() {
        mx.write_raw("dst data", a.data, &dst[..element * n], used);
    }
    Ok(())
}

/// The value stored: `op(old, src1, src2)` in the low `width` bits.
pub(super) fn operate(op: LscAtomicOp, width: AtomicWidth, old: u64, src1: u64, src2: u64) -> u64 {
    use LscAtomicOp as L;
    let legacy = |op: AtomicOp, s0: u64, s1: u64| apply(op, width, old, s0, s1).0;
    match op {
        L::IInc => legacy(AtomicOp::Inc, 0, 0),
        L::IDec => legacy(AtomicOp::Dec, 0, 0),
        L::Load => legacy(AtomicOp::Or, 0, 0),
        L::Store => legacy(AtomicOp::Xchg, src1, 0),
        L::IAdd => legacy(AtomicOp::Add, src1, 0),
        L::ISub => legacy(AtomicOp::Sub, src1, 0),
        L::SMin => legacy(AtomicOp::IMin, src1, 0),
        L::SMax => legacy(AtomicOp::IMax, src1, 0),
        L::UMin => legacy(AtomicOp::Min, src1, 0),
        L::UMax => legacy(AtomicOp::Max, src1, 0),
        // Legacy CMPXCHG: (old == src1) ? src0 : old. LSC: Src1Data compares, Src2Data is stored.
        L::ICas => legacy(AtomicOp::CmpXchg, src2, src1),
        L::FAdd => float_arith(width, old, src1, false),
        L::FSub => float_arith(width, old, src1, true),
        L::FMin => legacy(AtomicOp::FMin, src1, 0),
        L::FMax => legacy(AtomicOp::FMax, src1, 0),
        // Legacy FCMPWR: (src0 == old) ? src1 : old, the LSC order already.
        L::FCas => legacy(AtomicOp::FCmpWr, src1, src2),
        L::And => legacy(AtomicOp::And, src1, 0),
        L::Or => legacy(AtomicOp::Or, src1, 0),
        L::Xor => legacy(AtomicOp::Xor, src1, 0),
    }
}

/// `old + src` or `old - src` in the width's IEEE format, rounded to
/// nearest even. Half values are added in f64, where the sum of two halves
/// is exact, so the one rounding is to half.
fn float_arith(width: AtomicWidth, old: u64, src: u64, sub: bool) -> u64 {
    let sign = if sub { -1.0 } else { 1.0 };
    match width {
        AtomicWidth::W16 => {
            let (a, b) = (f16::from_bits(old as u16).to_f64(), f16::from_bits(src as u16).to_f64());
            u64::from(f16::from_f64(a + sign * b).to_bits())
        }
        AtomicWidth::W32 => {
            let (a, b) = (f32::from_bits(old as u32), f32::from_bits(src as u32));
            u64::from((if sub { a - b } else { a + b }).to_bits())
        }
        AtomicWidth::W64 => {
            let (a, b) = (f64::from_bits(old), f64::from_bits(src));
            (if sub { a - b } else { a + b }).to_bits()
        }
    }
}

/// The shapes the verifier allows (vector size 1, not transposed, d16c32,
/// d32 or d64); anything else is reported and not executed.
fn shape_allowed(m: &LscAtomic, mx: &mut Machine) -> bool {
    let a = &m.lsc;
    let why = if a.vector.count() != 1 || a.transposed {
        "an atomic has vector size 1 and is not transposed".to_string()
    } else if !ATOMIC_DATA_SIZES.contains(&a.data_size) {
        format!("an atomic moves d16c32, d32 or d64, not {}", a.data_size.name())
    } else {
        return true;
    };
    mx.report(FindingKind::Unsupported, format!("{} is not executed: {why}", mx.mnemonic));
    false
}
