//! `extractelement` and `insertelement` at a variable index.
//!
//! Without indirect addressing the index picks a lane by comparing it with
//! each lane's number:
//!
//! | IR | vISA |
//! | --- | --- |
//! | `extractelement` | `mov` of lane 0, then per lane `k > 0` a scalar `cmp.eq` of the index with `k` and a `mov` under it |
//! | `insertelement` | `mov`s of the vector, one `cmp.eq` of the lane numbers `0, 1, ...` with the index, a `mov` of the element under it |
//!
//! An index past the end gives poison (LangRef), so whatever these leave
//! is right: the extract's lane 0, the vector unchanged. The index is read
//! as an unsigned dword: the low dword of a 64-bit index (a higher bit set
//! is past the end anyway), a narrower one zero-extended.

use inkwell::llvm_sys::prelude::LLVMValueRef;

use super::llvm::{self, LaneTy, Shape};
use super::values::{bits_ty, chunks, mov, nm, nm_at, Konst, Val, View};
use super::Emitter;
use crate::visa::*;

/// The widest vector a variable index can pick from: an extract costs two
/// instructions per lane.
pub const MAX_LANES: u32 = 32;

impl Emitter<'_, '_> {
    /// The index as a one-lane `ud` value, after checking the vector's width.
    fn variable_index(&mut self, index: Val, lanes: u32) -> Result<Val, String> {
        if lanes > MAX_LANES {
            return Err(format!(
                "a variable element index into a vector of {lanes} lanes cannot be emitted; \
                 supported: constant indices, and variable indices into vectors of at most {MAX_LANES} lanes"
            ));
        }
        let Val::Gen(view) = self.data(index)? else {
            return Err("internal error: a variable index that is not in a variable".into());
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
    pub(super) fn extract_at(&mut self, inst: LLVMValueRef, vec: Val, vs: Shape, index: Val) -> Result<Val, String> {
        let index = self.variable_index(index, vs.lanes)?;
        let is_mask = vs.lane == LaneTy::Bool;
        let ty = if is_mask { ElemType::UB } else { super::alu::data_ty(vs.lane)? };
        let bits = bits_ty(ty);
        let vec = self.data(vec)?;
        let vec = self.operand(vec, vs.lanes)?;
        let dst = self.new_root(ty, 1, if is_mask { None } else { Some(inst) })?;
        let d = self.dst(View { ty: bits, ..dst }, 0)?;
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
            return self.bytes_to_mask(&Val::Gen(dst), 1, true).map(Val::Mask);
        }
        Ok(Val::Gen(dst))
    }

    /// `insertelement %vec, %elt, %index` with a variable index.
    pub(super) fn insert_at(&mut self, inst: LLVMValueRef, vec: Val, elt: Val, index: Val) -> Result<Val, String> {
        let s = llvm::shape_of(inst)?;
        let index = self.variable_index(index, s.lanes)?;
        let is_mask = s.lane == LaneTy::Bool;
        let ty = if is_mask { ElemType::UB } else { super::alu::data_ty(s.lane)? };
        let bits = bits_ty(ty);
        let vec = self.data(vec)?;
        let elt = self.data(elt)?;
        let elt = self.operand(elt, 1)?;
        let dst = self.new_root(ty, s.lanes, if is_mask { None } else { Some(inst) })?;
        if !matches!(&vec, Val::Const(c) if c.all_undef()) {
            self.copy_lanes(dst, &vec, s.lanes)?;
        }
        // Lane numbers 0, 1, ..., compared with the index in every lane.
        let numbers = Konst { lane: LaneTy::Data(ElemType::UD), lanes: (0..u64::from(s.lanes)).map(Some).collect() };
        let numbers = self.operand(Val::Const(numbers), s.lanes)?;
        let shape = Shape { lane: LaneTy::Data(ElemType::UD), lanes: s.lanes, is_vector: true };
        let m = self.compare(CmpRel::Eq, &numbers, &index, shape, ElemType::UD)?;
        for (st, e) in chunks(s.lanes) {
            let (p, channel) = self.chunk_pred(m, st, e).ok_or("internal error: unaligned mask piece")?;
            let d = self.dst(View { ty: bits, ..dst }, st)?;
            let src = self.src_as(&elt, 0, e, Some(bits))?;
            self.push(Instruction::mov(nm_at(e, channel), Some(Predicate::new(p)), d, src));
        }
        if is_mask {
            return self.bytes_to_mask(&Val::Gen(dst), s.lanes, false).map(Val::Mask);
        }
        Ok(Val::Gen(dst))
    }
}
