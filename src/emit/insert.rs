//! `insertelement` with a constant index (a variable index:
//! `element_index.rs`): a copy of the vector, then the element, as bits;
//! or, along an insert chain, the element alone into the variable the
//! previous insert wrote (`insert_in_place`, as IGC writes a chain lane by
//! lane), and no copy at all when the chain writes every lane.

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;

use super::alu::{data_ty, is_splat_of};
use super::error::EmitError;
use super::llvm::{self, LaneTy};
use super::masks::MaskForm;
use super::values::{bits_ty, Konst, Val, View};
use super::Emitter;
use crate::visa::*;
use visa_passes::ir::llvm as ir;

/// Whether the `insertelement` `inst` and the inserts after it that write
/// into its variable in place (each the only reader of the one before, in
/// its block: [`Emitter::insert_in_place`]) write each of the vector's
/// `lanes` at a constant index, so that no lane of `inst`'s vector operand
/// is read (an insert at a variable index writes in place too, but no lane
/// it is known to).
fn chain_writes_every_lane(inst: LLVMValueRef, lanes: u32) -> bool {
    let mut written = vec![false; lanes as usize];
    let mut at = Some(inst);
    while let Some(insert) = at {
        let index = llvm::operand(insert, 2).ok().and_then(ir::const_uint);
        if let Some(lane) = index.and_then(|i| usize::try_from(i).ok()).and_then(|i| written.get_mut(i)) {
            *lane = true;
        }
        let mut users = ir::users(insert);
        at = match (users.next(), users.next()) {
            (Some(u), None)
                if llvm::opcode(u) == LLVMOpcode::LLVMInsertElement
                    && llvm::operand(u, 0).is_ok_and(|vec| vec == insert)
                    && ir::instruction_block(u) == ir::instruction_block(insert) =>
            {
                Some(u)
            }
            _ => None,
        };
    }
    written.iter().all(|&w| w)
}

impl Emitter<'_, '_> {
    /// `insertelement`; with a constant index, the vector, then the element.
    pub fn insertelement(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        let s = self.shape_of(inst)?;
        let vec = self.value(llvm::operand(inst, 0)?)?;
        let elt = self.value(llvm::operand(inst, 1)?)?;
        let index = match self.value(llvm::operand(inst, 2)?)? {
            Val::Const(k) => k.lanes.first().copied().flatten().filter(|&i| i < u64::from(s.lanes)),
            index => return self.insert_at(inst, vec, elt, index),
        };
        let Some(k) = index.map(|i| i as u32) else {
            return Ok(Val::Const(Konst { lane: s.lane, lanes: vec![None; s.lanes as usize].into() }));
        };
        if let (Val::Const(v), Val::Const(x)) = (&vec, &elt) {
            let mut lanes = v.lanes.to_vec();
            lanes[k as usize] = x.lanes.first().copied().flatten();
            return Ok(Val::Const(Konst { lane: s.lane, lanes: lanes.into() }));
        }
        let is_mask = s.lane == LaneTy::Bool;
        let ty = if is_mask { ElemType::UB } else { data_ty(s.lane)? };
        // A one-lane vector made of a scalar is the scalar (a message's
        // `<1 x i64>` address): its register, not a copy.
        // So is the first lane of a splat (`insertelement undef, %x, 0`
        // read only by shuffles of its lane 0): the shuffles read `%x`.
        if let Val::Gen(v) = &elt {
            let splat = || {
                k == 0
                    && llvm::is_undef(llvm::operand(inst, 0).unwrap_or(inst))
                    && ir::users(inst).all(|u| is_splat_of(u, inst))
            };
            if !is_mask && v.ty == ty && v.lanes == 1 && (s.lanes == 1 || splat()) {
                return Ok(elt);
            }
        }
        let vec = self.data(vec)?;
        let elt = self.data(elt)?;
        let dst = self.insert_dst(inst, &vec, ty, s.lanes)?;
        let elt = self.operand(elt, 1)?;
        // The element's bits.
        let bits = bits_ty(ty);
        let d = self.dst(View { ty: bits, ..dst }, k)?;
        let src = self.src_as(&elt, 0, 1, Some(bits))?;
        self.push(super::values::mov(1, d, src));
        if is_mask {
            return self.bytes_to_mask(&Val::Gen(dst), s.lanes, MaskForm::Lanes).map(Val::Mask);
        }
        Ok(Val::Gen(dst))
    }

    /// The variable the `insertelement` `inst` writes its element into:
    /// its vector's own ([`Self::insert_in_place`]), else a fresh one
    /// holding a copy of the vector (`vec`, as `data`). Recorded as the
    /// insert's, so the next insert of a chain may write it too (a mask's
    /// bytes are not: `ty` is `ub` without the result's name).
    pub(super) fn insert_dst(
        &mut self,
        inst: LLVMValueRef,
        vec: &Val,
        ty: ElemType,
        lanes: u32,
    ) -> Result<View, EmitError> {
        let is_mask = self.shape_of(inst)?.lane == LaneTy::Bool;
        if let Some(home) = self.insert_in_place(inst, vec, ty, lanes) {
            self.insert_roots.insert(home.root, inst);
            return Ok(home);
        }
        let dst = self.new_root(ty, lanes, if is_mask { None } else { Some(inst) })?;
        // Nothing of the vector survives a chain that writes every lane.
        let overwritten = !is_mask && chain_writes_every_lane(inst, lanes);
        if !overwritten && !matches!(vec, Val::Const(c) if c.all_undef()) {
            self.copy_lanes(dst, vec, lanes)?;
        }
        if !is_mask {
            self.insert_roots.insert(dst.root, inst);
        }
        Ok(dst)
    }

    /// The variable of `vec`, the vector operand of the `insertelement`
    /// `inst`, when `inst` may write its element there instead of copying
    /// the vector (as IGC writes an insert chain, lane by lane): `vec` is
    /// the whole variable the insert before it wrote (`insert_roots`), in
    /// the same block (so not a value from outside a loop that each
    /// iteration would see changed), and `inst` is its only reader (so
    /// nothing reads the old value, or a view of it, afterwards).
    fn insert_in_place(&self, inst: LLVMValueRef, vec: &Val, ty: ElemType, lanes: u32) -> Option<View> {
        let Val::Gen(view) = vec else { return None };
        let v = llvm::operand(inst, 0).ok()?;
        let whole = view.off == 0 && view.lanes == lanes && view.ty.size_bytes() == ty.size_bytes();
        let single_use = {
            let mut users = ir::users(v);
            users.next() == Some(inst) && users.next().is_none()
        };
        (whole
            && single_use
            && self.insert_roots.get(&view.root) == Some(&v)
            && ir::instruction_block(v).is_some()
            && ir::instruction_block(v) == ir::instruction_block(inst))
        .then_some(View { ty, ..*view })
    }
}
