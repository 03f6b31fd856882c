//! OWORD_LD (0x35), OWORD_LD_UNALIGNED (0x3c) and OWORD_ST (0x36), vISA spec
//! OWORD_LD, OWORD_LD_UNALIGNED and OWORD_ST.

use super::svm_block::check_alignment;
use super::{alu, FaultReport, Machine};
use crate::visa::OwordBlock;

const OWORD: usize = 16;
/// The largest block the text and binary forms hold (16 owords, `NumOwords::N16`).
const MAX_BYTES: usize = OWORD * 16;

/// Reads contiguous owords of a surface, as the pages' Semantics say:
///
/// ```text
/// for (i = 0; i < num_owords; ++i) {
///   dst[i] = surface[offset+i]; //16 byte, oword-aligned      (OWORD_LD)
///   dst[i] = surface[offset+i]; //16 byte, dword-aligned      (OWORD_LD_UNALIGNED)
/// }
/// ```
///
/// * OWORD_LD's `Offset` counts owords (byte `16*offset`); OWORD_LD_UNALIGNED's
///   is in bytes and must be dword-aligned ("the offset is dword-aligned
///   instead of oword-aligned"): a misaligned one is reported and read at
///   that exact byte. `surface[offset+i]` is the oword `i` after it.
/// * NoMask, no predicate ("every element is returned").
/// * Surfaces: T0 SLM, T5 stateless (a fault outside every SVM allocation),
///   T6+ an untyped surface; "On read: zeros are returned" out of bounds
///   (per oword). Which platforms allow SLM here is the verifier's business.
pub fn oword_ld(m: &OwordBlock, unaligned: bool, mx: &mut Machine) -> Result<(), FaultReport> {
    let num_owords = m.num_owords.count() as usize;
    let Some(target) = mx.untyped_target(m.surface) else { return Ok(()) };
    let offset = alu::scalar_bits(mx, m.offset) as u32;
    let start = if unaligned {
        check_alignment(mx, offset.into(), 4, "OWORD_LD_UNALIGNED", "Offset");
        u64::from(offset)
    } else {
        u64::from(offset) * OWORD as u64
    };
    mx.record(1, (OWORD * num_owords) as u64);
    let mut dst = [0u8; MAX_BYTES];
    let dst = &mut dst[..OWORD * num_owords];
    let (pc, mnemonic) = (mx.pc, mx.mnemonic);
    let surface = target.resolve(mx.memory);
    for i in 0..num_owords {
        let from = start + (i * OWORD) as u64;
        surface.read(from, &mut dst[i * OWORD..(i + 1) * OWORD]).map_err(|f| FaultReport {
            instruction: pc,
            mnemonic,
            lane: 0,
            address: f.address,
            len: f.len,
        })?;
    }
    mx.write_raw("dst", m.data, dst, dst.len());
    Ok(())
}

/// Writes contiguous owords of a surface, as the page's Semantics says:
///
/// ```text
/// for (i = 0; i < num_owords; ++i) {
///   surface[offset+i] = src[i]; //16 byte, oword-aligned
/// }
/// ```
///
/// `Offset` counts owords; NoMask, no predicate; out of bounds "data is
/// dropped" (per oword); stateless writes outside every allocation fault.
pub fn oword_st(m: &OwordBlock, mx: &mut Machine) -> Result<(), FaultReport> {
    let num_owords = m.num_owords.count() as usize;
    let Some(target) = mx.untyped_target(m.surface) else { return Ok(()) };
    let start = (alu::scalar_bits(mx, m.offset) as u32 as u64) * OWORD as u64;
    mx.record(1, (OWORD * num_owords) as u64);
    let mut src = [0u8; MAX_BYTES];
    let src = &mut src[..OWORD * num_owords];
    mx.read_raw("src", m.data, src, src.len());
    for i in 0..num_owords {
        mx.trace_write(target.space(), start + (i * OWORD) as u64, OWORD as u32, 0);
    }
    let (pc, mnemonic) = (mx.pc, mx.mnemonic);
    let mut surface = target.resolve(mx.memory);
    for i in 0..num_owords {
        let to = start + (i * OWORD) as u64;
        surface.write(to, &src[i * OWORD..(i + 1) * OWORD]).map_err(|f| FaultReport {
            instruction: pc,
            mnemonic,
            lane: 0,
            address: f.address,
            len: f.len,
        })?;
    }
    Ok(())
}
