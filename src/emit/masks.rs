//! `i1` values as predicates.
//!
//! A mask of `N` lanes is a *mask root*: one predicate variable per group
//! of 32 lanes (`.decl P1 v_type=P num_elts=32`), lane `i` in bit `i % 32`
//! of group `i / 32`. Every mask root keeps the bits past its last lane
//! zero (after a `cmp` over padded lanes, an `and` with a lane mask clears
//! them), so that the padding lanes of the last piece of a legalized
//! message, which read bits past `N`, are disabled as `docs/lowering.md`
//! requires.
//!
//! A slice `shufflevector %m, zeroinitializer, <k, ..., k+c-1, M...>` is a
//! [`MaskView`] of the root: a message on it reads group `k / 32` at
//! execution-mask offset `M(1 + (k % 32) / 4)`. A scalar `i1` is a
//! *broadcast* root: one predicate whose 32 bits all hold the value (a
//! `cmp` at exec size 32 on scalar regions), so that `select i1 %c` on a
//! vector reads it at any offset.
//!
//! Whatever a predicate cannot do directly (an unaligned slice, an element
//! insert or extract, a select of masks, a return) goes through `ub` bytes
//! (0 or 1: `sel (P) 1, 0`) and back (`cmp.ne`).

use super::llvm;
use super::values::{MaskView, View};
use crate::visa::program::FastMap;
use crate::visa::PredVarId;

/// One mask value's predicates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaskRoot {
    /// One per 32 lanes (one for a broadcast scalar).
    pub groups: Vec<PredVarId>,
    pub lanes: u32,
    /// A scalar `i1`: every bit of the one group holds it.
    pub broadcast: bool,
    /// The bits past the last lane are known to be zero.
    pub clean: bool,
}

/// How a mask root holds its value: a predicate bit per lane, or (a
/// scalar `i1`) one value in every bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskForm {
    Lanes,
    Broadcast,
}

impl MaskForm {
    /// The form of an `i1` value of this shape: a scalar is broadcast.
    pub fn of(shape: &llvm::Shape) -> MaskForm {
        if shape.is_vector {
            MaskForm::Lanes
        } else {
            MaskForm::Broadcast
        }
    }
}

/// The masks part of the emitter: the mask roots, each one's bytes once
/// made (`Emitter::mask_bytes`), and the predicates set from constants.
#[derive(Default)]
pub struct Masks {
    pub roots: Vec<MaskRoot>,
    /// The `ub` bytes of a mask root, by root.
    pub byte_roots: FastMap<usize, View>,
    /// Predicates set from constants, by value.
    pub constant_preds: FastMap<u32, PredVarId>,
    /// The roots `wrpred.rs` made for wrpredregion results, which a
    /// compare may write in place when nothing else reads them.
    pub wrpred_roots: crate::visa::program::FastSet<usize>,
    /// The results of wrpredregion calls whose compare wrote them.
    pub wrpred_results: FastMap<inkwell::llvm_sys::prelude::LLVMValueRef, MaskView>,
}

impl Masks {
    /// The root a mask view is of.
    pub fn root(&self, view: MaskView) -> &MaskRoot {
        &self.roots[view.root]
    }
}
