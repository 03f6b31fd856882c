//! SVM_BLOCK_LD (0x4e, 0x01) and SVM_BLOCK_ST (0x4e, 0x02), vISA spec
//! SVM_BLOCK_LD and SVM_BLOCK_ST.

use super::{alu, FaultReport, FindingKind, Machine};
use crate::exec::memory::Space;
use crate::visa::SvmBlock;

const OWORD: usize = 16;
/// The largest block the text and binary forms hold (16 owords, `NumOwords::N16`).
const MAX_BYTES: usize = OWORD * 16;

/// Reads contiguous owords from one virtual address, as the page's
/// Semantics says:
///
/// ```text
/// for (i = 0; i < num_owords; ++i) {
///     dst[i] = *(address+i*16); //16 byte, oword- or dword-aligned
/// }
/// ```
///
/// * No predicate and no execution mask: "The execution mask is set to
///   NoMask (i.e., every element is returned)".
/// * The address must be oword-aligned, or dword-aligned with `.unaligned`
///   (Properties bit 3); a misaligned one is reported and read at that
///   exact address.
/// * An access outside every SVM allocation is a fault; `dst` is then not
///   written.
pub fn svm_block_ld(m: &SvmBlock, mx: &mut Machine) -> Result<(), FaultReport> {
    let num_owords = m.num_owords.count() as usize;
    let address = alu::scalar_bits(mx, m.address);
    check_alignment(mx, address, if m.unaligned { 4 } else { 16 }, "SVM_BLOCK_LD", "Properties Bit[3]");
    mx.record(1, (OWORD * num_owords) as u64);
    let mut dst = [0u8; MAX_BYTES];
    let dst = &mut dst[..OWORD * num_owords];
    for i in 0..num_owords {
        let from = address.wrapping_add((i * OWORD) as u64);
        let read = mx.memory.svm.read(from, &mut dst[i * OWORD..(i + 1) * OWORD]);
        read.map_err(|f| mx.fault(0, f))?;
    }
    mx.write_raw("dst", m.data, dst, dst.len());
    Ok(())
}

/// Writes contiguous owords to one virtual address, as the page's
/// Semantics says:
///
/// ```text
/// for (i = 0; i < num_owords; ++i) {
///     *(address+i*16) = src[i]; //16 byte, oword-aligned
/// }
/// ```
///
/// NoMask, no predicate; the address "must be oword-aligned" (a misaligned
/// one is reported and written at that exact address); outside every SVM
/// allocation, a fault after the owords written before it.
pub fn svm_block_st(m: &SvmBlock, mx: &mut Machine) -> Result<(), FaultReport> {
    let num_owords = m.num_owords.count() as usize;
    let address = alu::scalar_bits(mx, m.address);
    check_alignment(mx, address, 16, "SVM_BLOCK_ST", "Address");
    mx.record(1, (OWORD * num_owords) as u64);
    let mut src = [0u8; MAX_BYTES];
    let src = &mut src[..OWORD * num_owords];
    mx.read_raw("src", m.data, src, src.len());
    for i in 0..num_owords {
        let to = address.wrapping_add((i * OWORD) as u64);
        mx.trace_write(Space::Svm, to, OWORD as u32, 0);
        let written = mx.memory.svm.write(to, &src[i * OWORD..(i + 1) * OWORD]);
        written.map_err(|f| mx.fault(0, f))?;
    }
    Ok(())
}

/// Reports an address not aligned to `align` bytes (lane 0: the message has one address).
pub(super) fn check_alignment(mx: &mut Machine, address: u64, align: u32, page: &str, field: &str) {
    if !address.is_multiple_of(u64::from(align)) {
        let text = format!(
            "address {address:#x} is not {align}-byte aligned; the owords are accessed at that exact address \
             (vISA spec, {page}: {field})"
        );
        mx.report(FindingKind::Misaligned { lane: 0, address, align }, text);
    }
}
