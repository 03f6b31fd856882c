//! `extractelement` and `insertelement` at a variable index.
//!
//! Up to [`COMPARE_LANES`] lanes the index picks a lane by comparing it with
//! each lane's number; a wider vector of data goes through an address
//! register:
//!
//! | IR | vISA, up to 32 lanes | wider |
//! | --- | --- | --- |
//! | `extractelement` | `mov` of lane 0, then per lane `k > 0` a scalar `cmp.eq` of the index with `k` and a `mov` under it | `min` of the index with the last lane, `shl` to bytes, `addr_add` of the vector's address, one `mov` from `r[A(0), off]<0;1,0>` |
//! | `insertelement` | `mov`s of the vector, one `cmp.eq` of the lane numbers `0, 1, ...` with the index, a `mov` of the element under it | `mov`s of the vector, the same address, one `mov` into `r[A(0), off]<1>` |
//!
//! An index past the end gives poison (LangRef), so whatever these leave
//! is right: the extract's lane 0 (the last lane, when wide), the vector
//! unchanged (its last lane replaced, when wide). The clamp keeps the
//! indirect access inside the vector, so no index is undefined behaviour.
//! The index is read as an unsigned dword: the low dword of a 64-bit index
//! (a higher bit set is past the end anyway), a narrower one zero-extended.
//! Vectors of `i1` use the compares only (at most 32 lanes).

use inkwell::llvm_sys::prelude::LLVMValueRef;

use super::error::EmitError;
use super::llvm::{LaneTy, Shape};
use super::masks::MaskForm;
use super::values::{bits_ty, chunks, mov, nm, nm_at, Konst, Val, View};
use super::Emitter;
use crate::visa::*;

/// The widest vector a variable index picks from by compares: an extract
/// costs two instructions per lane, through the address register five.
pub const COMPARE_LANES: u32 = 32;

impl Emitter<'_, '_> {
    /// The index as a one-lane `ud` value, after checking the vector's width.
    fn variable_index(&mut self, index: Val, lanes: u32, is_mask: bool) -> Result<Val, EmitError> {
        if lanes > COMPARE_LANES && is_mask {
            return Err(format!(
                "a variable element index into a vector of {lanes} x i1 cannot be emitted; supported: constant \
                 indices, variable indices into vectors of i1 of at most {COMPARE_LANES} lanes and into vectors of \
                 data of any width"
            )
            .into());
        }
        let Val::Gen(view) = self.data(index)? else {
            return Err(EmitError::internal("a variable index that is not in a variable"));
        };
        let view = self.aligned(view)?;
        match view.ty.size_bytes() {
            4 | 8 => Ok(Val::Gen(View { ty: ElemType::UD, lanes: 1, ..view })),
            _ => {
                let unsigned = bits_ty(view.ty);
                let dst = self.new_root(ElemType::UD, 1, None)?;
                let d = self.dst(dst, 0)?;
                let src = self.src_as(&Val::Gen(view), 0, 1, Some(unsigned))?;
                self.push(mov(1, d, src));
                Ok(Val::Gen(dst))
            }
        }
    }

    /// `extractelement %vec, %index` with a variable index.
    pub(super) fn extract_at(&mut self, inst: LLVMValueRef, vec: Val, vs: Shape, index: Val) -> Result<Val, EmitError> {
        let is_mask = vs.lane == LaneTy::Bool;
        let index = self.variable_index(index, vs.lanes, is_mask)?;
        let ty = if is_mask { ElemType::UB } else { super::alu::data_ty(vs.lane)? };
        let bits = bits_ty(ty);
        let vec = self.data(vec)?;
        let vec = self.operand(vec, vs.lanes)?;
        let dst = self.new_root(ty, 1, if is_mask { None } else { Some(inst) })?;
        let d = self.dst(View { ty: bits, ..dst }, 0)?;
        if vs.lanes > COMPARE_LANES {
            let view = self.indirect_base(vec, bits, vs.lanes)?;
            let at = self.lane_address(view, &index, vs.lanes)?;
            let region = IndirectRegion::Single(Region::SCALAR);
            self.push(mov(1, d, SrcOperand::Indirect { at, region, modifier: SrcModifier::None }));
            return Ok(Val::Gen(dst));
        }
        let first = self.src_as(&vec, 0, 1, Some(bits))?;
        self.push(mov(1, d, first));
        let p = self.new_pred()?;
        for k in 1..vs.lanes {
            let src0 = self.src_as(&index, 0, 1, Some(ElemType::UD))?;
            self.push(Instruction::Cmp {
                rel: CmpRel::Eq,
                exec: nm(1),
                dst: DstOperand::Predicate(p),
                src0,
                src1: SrcOperand::imm(ElemType::UD, u64::from(k)),
            });
            let src = self.src_as(&vec, k, 1, Some(bits))?;
            self.push(Instruction::mov(nm(1), Some(Predicate::new(p)), d, src));
        }
        if is_mask {
            return self.bytes_to_mask(&Val::Gen(dst), 1, MaskForm::Broadcast).map(Val::Mask);
        }
        Ok(Val::Gen(dst))
    }

    /// `insertelement %vec, %elt, %index` with a variable index.
    pub(super) fn insert_at(&mut self, inst: LLVMValueRef, vec: Val, elt: Val, index: Val) -> Result<Val, EmitError> {
        let s = self.shape_of(inst)?;
        let is_mask = s.lane == LaneTy::Bool;
        let index = self.variable_index(index, s.lanes, is_mask)?;
        let ty = if is_mask { ElemType::UB } else { super::alu::data_ty(s.lane)? };
        let bits = bits_ty(ty);
        let vec = self.data(vec)?;
        let elt = self.data(elt)?;
        let elt = self.operand(elt, 1)?;
        let dst = self.insert_dst(inst, &vec, ty, s.lanes)?;
        if s.lanes > COMPARE_LANES {
            let at = self.lane_address(View { ty: bits, ..dst }, &index, s.lanes)?;
            let src = self.src_as(&elt, 0, 1, Some(bits))?;
            self.push(mov(1, DstOperand::Indirect { at, hstride: 1 }, src));
            return Ok(Val::Gen(dst));
        }
        // Lane numbers 0, 1, ..., compared with the index in every lane.
        let numbers = Konst { lane: LaneTy::Data(ElemType::UD), lanes: (0..u64::from(s.lanes)).map(Some).collect() };
        let numbers = self.operand(Val::Const(numbers), s.lanes)?;
        let shape = Shape { lane: LaneTy::Data(ElemType::UD), lanes: s.lanes, is_vector: true };
        let m = self.compare(CmpRel::Eq, &numbers, &index, shape, ElemType::UD)?;
        for (st, e) in chunks(s.lanes) {
            let (p, channel) = self.chunk_pred(m, st, e).ok_or_else(|| EmitError::internal("unaligned mask piece"))?;
            let d = self.dst(View { ty: bits, ..dst }, st)?;
            let src = self.src_as(&elt, 0, e, Some(bits))?;
            self.push(Instruction::mov(nm_at(e, channel), Some(Predicate::new(p)), d, src));
        }
        if is_mask {
            return self.bytes_to_mask(&Val::Gen(dst), s.lanes, MaskForm::Lanes).map(Val::Mask);
        }
        Ok(Val::Gen(dst))
    }

    /// A vector the address register may point into: a view at an offset
    /// an indirect operand's immediate reaches (else a copy).
    fn indirect_base(&mut self, vec: Val, bits: ElemType, lanes: u32) -> Result<View, EmitError> {
        match vec {
            Val::Gen(view) if view.off <= 511 => self.aligned(View { ty: bits, ..view }),
            other => self.copy_to_root(&other, bits, lanes),
        }
    }

    /// Where lane `index` (clamped to the last lane) of `view` is: an
    /// address register holding the root's address plus the lane's bytes,
    /// and the view's offset as the immediate.
    fn lane_address(&mut self, view: View, index: &Val, lanes: u32) -> Result<Indirect, EmitError> {
        let clamped = self.new_root(ElemType::UD, 1, None)?;
        let d = self.dst(clamped, 0)?;
        let i = self.src_as(index, 0, 1, Some(ElemType::UD))?;
        let last = SrcOperand::imm(ElemType::UD, u64::from(lanes - 1));
        self.push(Instruction::alu2(AluOp::Min, nm(1), None, d, i, last));
        // At most 4095 lanes of 8 bytes: the byte count fits a word.
        let bytes = self.new_root(ElemType::UW, 1, None)?;
        let b = self.dst(bytes, 0)?;
        let shift = SrcOperand::imm(ElemType::UD, u64::from(view.ty.size_bytes().trailing_zeros()));
        let c = self.src_as(&Val::Gen(clamped), 0, 1, Some(ElemType::UD))?;
        self.push(Instruction::alu2(AluOp::Shl, nm(1), None, b, c, shift));
        let bytes = self.src_as(&Val::Gen(bytes), 0, 1, Some(ElemType::UW))?;
        let addr = self.address_of(view, bytes, 1)?;
        let offset = i16::try_from(view.off).map_err(|_| EmitError::internal("a vector past 511 bytes of its root"))?;
        Ok(Indirect { addr, addr_offset: 0, offset, ty: view.ty })
    }
}
