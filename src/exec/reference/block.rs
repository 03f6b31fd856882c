//! The block messages: `llvm.genx.svm.block.ld[.unaligned]`,
//! `llvm.genx.svm.block.st`, `llvm.genx.oword.ld[.unaligned]`,
//! `llvm.genx.oword.st` (docs/intrinsics.md). Each moves a whole number of
//! owords at one address with no predicate: every byte of the data is read
//! or written.

use super::message::Target;
use super::state::{Exec, Interp, Stop};
use super::value::{lane_from_le, Ty, Value};

const OWORD: u64 = 16;

/// The block message an intrinsic names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    SvmLoad { unaligned: bool },
    SvmStore,
    OwordLoad { unaligned: bool },
    OwordStore,
}

impl Interp<'_, '_> {
    /// Runs a block message: `args` are the intrinsic's operands, `ret` its
    /// result type (loads).
    ///
    /// * SVM_BLOCK_LD / SVM_BLOCK_ST (vISA spec): `dst[i] = *(address+i*16)`,
    ///   `*(address+i*16) = src[i]`: the bytes at the 64-bit address; it
    ///   must be oword-aligned (dword-aligned for `.unaligned` loads).
    /// * OWORD_LD / OWORD_ST: `dst[i] = surface[offset+i]`, `surface[offset+i]
    ///   = src[i]` with the offset in owords; OWORD_LD_UNALIGNED's offset is in
    ///   bytes and must be dword-aligned. Out of bounds an oword reads zero
    ///   and is not written; stateless (surface 255) addresses are SVM. An
    ///   oword partly out of bounds has no one answer: the legacy data port
    ///   drops it whole, Xe2 (no legacy data port) runs the message as a
    ///   transposed d32 LSC message, bounded per dword (vISA spec,
    ///   LSC_UNTYPED; Intel's GenXLegacyToLscTranslator). So its bytes
    ///   inside the surface read undefined (those outside zero), and a store
    ///   leaves them undefined.
    ///
    /// A misaligned address is undefined behaviour: a load's result is
    /// undefined, a store's bytes are written but undefined.
    pub(super) fn block(&mut self, what: &str, block: Block, args: &[Value], ret: Option<Ty>) -> Exec<Option<Value>> {
        let shape = match block {
            Block::SvmLoad { .. } => "(i64 address) returning <M x T> of whole owords",
            Block::SvmStore => "(i64 address, <M x T> data) of whole owords",
            Block::OwordLoad { .. } => "(i32 is_modified, i32 surface, i32 offset) returning <M x T> of whole owords",
            Block::OwordStore => "(i32 surface, i32 offset, <M x T> data) of whole owords",
        };
        let bad = || Stop::Unsupported(format!("{what} must have the operands {shape}"));
        let (surface, address, data_ty, data) = match (block, args, ret) {
            (Block::SvmLoad { .. }, [address], Some(ret)) => (None, address, ret, None),
            (Block::SvmStore, [address, data], None) => (None, address, data.ty, Some(data)),
            (Block::OwordLoad { .. }, [_, surface, offset], Some(ret)) => (Some(surface), offset, ret, None),
            (Block::OwordStore, [surface, offset, data], None) => (Some(surface), offset, data.ty, Some(data)),
            _ => return Err(bad()),
        };
        let elem_bytes = data_ty.elem.store_bytes();
        let total = data_ty.count() * elem_bytes;
        let whole = data_ty.is_vector() && data_ty.elem.bits().is_multiple_of(8);
        if !whole || total == 0 || total % OWORD as usize != 0 {
            return Err(bad());
        }
        let target = match surface {
            None => Some(Target::Stateless),
            Some(surface) => self.surface_target(what, surface)?,
        };
        let undefined = Value::undefined(data_ty);
        let Some(target) = target else { return Ok(data.is_none().then_some(undefined)) };
        let Some(at) = address.lane(0) else {
            self.finding(true, format!("{what}: {}; nothing is accessed", super::outcome::POISON_ADDRESS));
            return Ok(data.is_none().then_some(undefined));
        };
        let (start, align) = match block {
            Block::SvmLoad { unaligned: true } => (at, 4),
            Block::SvmLoad { .. } | Block::SvmStore => (at, OWORD),
            Block::OwordLoad { unaligned: true } => (at & 0xffff_ffff, 4),
            Block::OwordLoad { .. } | Block::OwordStore => ((at & 0xffff_ffff) * OWORD, 1),
        };
        let aligned = start.is_multiple_of(align);
        if !aligned {
            self.finding(true, format!("{what}: address {start:#x} is not {align}-byte aligned"));
        }
        let owords = (total as u64) / OWORD;
        match data {
            Some(data) => {
                let (bytes, undefined_bytes) = data.to_bytes();
                for k in 0..owords {
                    let address = start.wrapping_add(k * OWORD);
                    if let Some((space, inside)) = self.partly_outside(target, address) {
                        self.mark_undefined(space, address, inside);
                        continue;
                    }
                    let range = (k * OWORD) as usize..((k + 1) * OWORD) as usize;
                    let ok = aligned && !undefined_bytes[range.clone()].iter().any(|&u| u);
                    self.write_target(target, address, &bytes[range], ok, 0, what)?;
                }
                Ok(None)
            }
            None => {
                let mut bytes = Vec::with_capacity(total);
                let mut undefined = Vec::with_capacity(total);
                for k in 0..owords {
                    let address = start.wrapping_add(k * OWORD);
                    let mut oword = self.read_target_bytes(target, address, OWORD as usize, 0, what)?;
                    if let Some((_, inside)) = self.partly_outside(target, address) {
                        oword.undefined[..inside].fill(true);
                    }
                    bytes.extend(oword.data);
                    undefined.extend(oword.undefined);
                }
                let lanes = bytes
                    .chunks_exact(elem_bytes)
                    .zip(undefined.chunks_exact(elem_bytes))
                    .map(|(c, u)| (aligned && !u.iter().any(|&u| u)).then(|| lane_from_le(c)))
                    .collect();
                Ok(Some(Value { ty: data_ty, lanes }))
            }
        }
    }

    /// The space and the number of bytes inside it of the oword at
    /// `address` of a bounded target, if the oword is partly outside.
    fn partly_outside(&self, target: Target, address: u64) -> Option<(super::outcome::Space, usize)> {
        let Target::Bounded(space) = target else { return None };
        let len = self.buffer(space)?.len() as u64;
        (address < len && len - address < OWORD).then(|| (space, (len - address) as usize))
    }
}
