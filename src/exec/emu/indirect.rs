//! Address variables: ADDR_ADD and the element addresses of indirect
//! operands (vISA spec, ADDR_ADD; Operands chapter, Region Interpretation
//! for Indirect Operands).
//!
//! ADDR_ADD, per its Semantics block:
//!
//! ```text
//! for (i = 0; < exec_size; ++i) {
//!   if (ChEn[i]) {
//!     dst[i] = src0[i] + src1[i];
//!   }
//! }
//! ```
//!
//! where `src0[i]` is the byte address of a variable plus its row and column
//! offset (the same for every channel), or element `offset + i % width` of
//! an address operand ("If the instruction's execution size exceeds the
//! operand width, the same elements are replicated"); `dst[i]` is element
//! `offset + i` of the destination (its width is ignored).
//!
//! An element address is [`crate::exec::emu::state::Address`]: the variable and a
//! byte offset in it. A single-address source's element `n` is at
//! `A[k] + offset + ((n / Width) * VertStride + (n % Width) * HorzStride) * size`,
//! a multi-address source's at `A[k + n / Width] + offset + (n % Width) * HorzStride * size`,
//! a destination's at `A[k] + offset + n * HorzStride * size`. An address
//! never written, of a surface, outside its variable or not aligned to the
//! operand's type is undefined behaviour: a finding, and the element reads
//! as zero or is not written.

use super::state::{Address, AddressBase};
use super::{FindingKind, Machine};
use crate::visa::{AddressOperand, ExecCtrl, GenVarId, Indirect, IndirectRegion, Region, SrcOperand};

/// Runs ADDR_ADD; `src1` holds each channel's addend (read by the caller).
pub fn addr_add(mx: &mut Machine, exec: ExecCtrl, dst: AddressOperand, src0: SrcOperand, src1: &[i128; 32]) {
    let chen = mx.chen(exec, None);
    let mut results = Vec::new();
    let mut unset = Vec::new();
    for i in super::lanes(chen & super::state::low_bits(exec.lanes())) {
        let base = match src0 {
            SrcOperand::General { var, row, col, .. } => {
                let size = mx.kernel.var(var).map_or(1, |v| v.ty.size_bytes());
                Ok(Address {
                    base: AddressBase::Var(var),
                    offset: i64::from(row) * i64::from(mx.grf_size()) + i64::from(col) * i64::from(size),
                })
            }
            SrcOperand::State(st) => {
                Ok(Address { base: AddressBase::Surface(st.surface), offset: i64::from(st.offset) })
            }
            SrcOperand::Address(a) => {
                let index = usize::from(a.offset) + i as usize % usize::from(a.width.max(1));
                mx.state
                    .address(a.addr, index)
                    .map_err(|why| (mx.kernel.addr_name_ref(a.addr).into_owned(), index, why))
            }
            // The verifier's `addr-add-operand`; `super::unsupported` stops a run before.
            _ => continue,
        };
        match base {
            Ok(a) => {
                let offset = a.offset.saturating_add(i64::try_from(src1[i as usize]).unwrap_or(i64::MAX));
                results.push((usize::from(dst.offset) + i as usize, Address { offset, ..a }));
            }
            Err(e) => unset.push((i, e)),
        }
    }
    if let Some((_, (name, index, why))) = unset.first() {
        let lanes = unset.iter().fold(0u32, |m, (i, _)| m | 1 << i);
        let text = format!(
            "src0 {name}: element {index} {why}, so {} write no address (vISA spec, Operands chapter, \
             Address Operands)",
            channels(lanes)
        );
        mx.report(FindingKind::BadAddress, text);
    }
    let mut missing = Vec::new();
    for (index, value) in results {
        if !mx.state.set_address(dst.addr, index, value) {
            missing.push(index);
        }
    }
    if !missing.is_empty() {
        let name = mx.kernel.addr_name_ref(dst.addr).into_owned();
        let text = format!(
            "dst {name}: elements {} do not exist, those addresses are dropped (vISA spec, Operands chapter, \
             Address Operands: the operand's elements must lie within the address variable)",
            super::list(&missing)
        );
        mx.report(FindingKind::BadAddress, text);
    }
}

/// Where channel `n` of an indirect source is: its address element's index
/// and the byte distance from that address.
pub fn src_element(at: Indirect, region: IndirectRegion, n: usize) -> (usize, i64) {
    let size = i64::from(at.ty.size_bytes());
    let (k, offset) = (usize::from(at.addr_offset), i64::from(at.offset));
    match region {
        IndirectRegion::Single(Region { vstride, width, hstride }) => {
            let width = usize::from(width).max(1);
            let elements = (n / width) * usize::from(vstride) + (n % width) * usize::from(hstride);
            (k, offset + elements as i64 * size)
        }
        IndirectRegion::Multi { width, hstride } => {
            let width = usize::from(width).max(1);
            (k + n / width, offset + ((n % width) * usize::from(hstride)) as i64 * size)
        }
    }
}

/// Where channel `n` of an indirect destination is (see [`src_element`]).
pub fn dst_element(at: Indirect, hstride: u8, n: usize) -> (usize, i64) {
    let size = i64::from(at.ty.size_bytes());
    (usize::from(at.addr_offset), i64::from(at.offset) + (n * usize::from(hstride)) as i64 * size)
}

/// The variable and byte offset of an element `delta` bytes past address
/// element `index`, or why it has none (a sentence fragment).
pub fn resolve(mx: &Machine, at: Indirect, index: usize, delta: i64) -> Result<(GenVarId, usize), String> {
    let name = || mx.kernel.addr_name_ref(at.addr).into_owned();
    let address = mx.state.address(at.addr, index).map_err(|why| format!("address {}({index}) {why}", name()))?;
    let var = match address.base {
        AddressBase::Var(var) => var,
        AddressBase::Surface(s) => {
            return Err(format!("address {}({index}) holds surface {}, not a general variable", name(), s.0))
        }
    };
    let byte = address.offset.saturating_add(delta);
    let size = i64::from(at.ty.size_bytes());
    if byte % size != 0 {
        return Err(format!("byte {byte} of {} is not aligned to its type {}", mx.kernel.var_name(var), at.ty.name()));
    }
    let len = mx.state.view(var).map_or(0, |v| v.len) as i64;
    if byte < 0 || byte.checked_add(size).is_none_or(|end| end > len) {
        return Err(format!("byte {byte} is outside {} ({len} bytes)", mx.kernel.var_name(var)));
    }
    Ok((var, byte as usize))
}

/// The element's bytes (its type's size of them, zero-extended to 8), or
/// why it has none ([`resolve`]).
pub fn read(mx: &Machine, at: Indirect, index: usize, delta: i64) -> Result<[u8; 8], String> {
    let (var, byte) = resolve(mx, at, index, delta)?;
    let mut bytes = [0u8; 8];
    mx.state.read_at(var, byte, &mut bytes[..at.ty.size_bytes() as usize]);
    Ok(bytes)
}

/// Reports the channels of an indirect operand that had no element.
pub fn report(mx: &mut Machine, role: &str, bad: &[(u32, String)], fate: &str) {
    let Some((_, first)) = bad.first() else { return };
    let lanes = bad.iter().fold(0u32, |m, (n, _)| m | 1 << n);
    let text = format!(
        "{role}: {} had no element ({first}); those {fate} (vISA spec, Operands chapter, Region Interpretation for \
         Indirect Operands: \"The behavior is undefined if an indirect operand attempts to access an out-of-bound \
         address\" or one \"not aligned to the type of the indirect operand\")",
        channels(lanes)
    );
    mx.report(FindingKind::BadAddress, text);
}

/// `channel 0`, `channels 2, 3`.
fn channels(mask: u32) -> String {
    let noun = if mask.count_ones() == 1 { "channel" } else { "channels" };
    format!("{noun} {}", super::lane_text(mask))
}
