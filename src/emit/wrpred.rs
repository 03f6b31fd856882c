//! `llvm.genx.wrpredregion(old, new, offset)` where `new` is a compare:
//! the compare writes its lanes straight into the result's predicate at
//! the execution-mask offset of `offset` (`cmp.lt (M3_NM, 8) P1 ...`, as
//! Intel's compiler writes it), instead of a copy of `old` through bytes
//! (`region.rs`: `sel`, word moves, `cmp.ne`).
//!
//! The result's predicate is `old`'s when nothing else reads `old` and it
//! is a predicate this path made (the previous link of a chain), else a
//! fresh one set from `old`, a constant (`setp`). The compare's only use
//! is the wrpredregion, in the same block, and every piece of its lanes
//! has a legal execution-mask offset; otherwise `region.rs` does it.

use inkwell::llvm_sys::prelude::LLVMValueRef;

use super::error::EmitError;
use super::llvm;
use super::masks::MaskForm;
use super::values::{chunks, MaskView, Val};
use super::Emitter;
use crate::input::ops::Intrinsic;
use visa_passes::ir::llvm as ir;

impl Emitter<'_, '_> {
    /// Where the compare `inst` of `lanes` lanes writes them: lanes
    /// `offset..` of the predicate of the wrpredregion that is its only
    /// use (which then takes that predicate as its result:
    /// [`Self::wrpred_written`]), or `None` (a predicate of its own).
    pub(super) fn wrpred_compare_target(
        &mut self,
        inst: LLVMValueRef,
        lanes: u32,
    ) -> Result<Option<MaskView>, EmitError> {
        let mut users = ir::users(inst);
        let (Some(call), None) = (users.next(), users.next()) else { return Ok(None) };
        let Some(call_inst) = ir::as_instruction(call) else { return Ok(None) };
        let is_wrpred = self.callee_rows.direct(call_inst).and_then(|c| c.row).map(|r| r.op);
        if is_wrpred != Some(Intrinsic::WrPredRegion)
            || llvm::arg_count(call).unwrap_or(0) != 3
            || llvm::operand(call, 1)? != inst
            || ir::instruction_block(call) != ir::instruction_block(inst)
        {
            return Ok(None);
        }
        let (old, result) = (llvm::operand(call, 0)?, self.shape_of(call)?);
        let Some(offset) = llvm::operand(call, 2).ok().and_then(llvm::const_int) else { return Ok(None) };
        let Some(offset) =
            u32::try_from(offset).ok().filter(|&f| f.checked_add(lanes).is_some_and(|e| e <= result.lanes))
        else {
            return Ok(None);
        };
        if old == inst || !result.is_vector {
            return Ok(None);
        }
        let reachable = chunks(lanes).all(|(st, e)| {
            let channel = (offset + st) % 32;
            self.platform.emask_offset_allowed(e, channel) && channel + e <= 32
        });
        if !reachable {
            return Ok(None);
        }
        let target = if llvm::is_constant(old) {
            match self.value(old)? {
                Val::Const(k) => self.const_mask(&k, MaskForm::Lanes)?,
                _ => return Ok(None),
            }
        } else {
            // `old` is this path's own predicate, read by nothing else.
            match self.values.map.get(&old) {
                Some(Val::Mask(m))
                    if m.start == 0
                        && m.lanes == result.lanes
                        && self.masks.wrpred_roots.contains(&m.root)
                        && self.masks.roots[m.root].lanes == result.lanes
                        && llvm::use_count(old) == 1 =>
                {
                    *m
                }
                _ => return Ok(None),
            }
        };
        self.masks.wrpred_roots.insert(target.root);
        self.masks.wrpred_results.insert(call, target);
        Ok(Some(MaskView { root: target.root, start: offset, lanes }))
    }

    /// The result of wrpredregion `call` if its compare wrote it
    /// ([`Self::wrpred_compare_target`]).
    pub(super) fn wrpred_written(&mut self, call: LLVMValueRef) -> Option<Val> {
        self.masks.wrpred_results.remove(&call).map(Val::Mask)
    }
}
