//! Constant hoisting: a constant vector that a kernel copies several times
//! is written once, at the kernel's start, into a variable of its own, and
//! each copy becomes a `mov` per piece from that variable (as LLVM's
//! `ConstantHoisting` shares one materialization among a constant's uses).
//!
//! A plan of `p` steps (`constants.rs`) copied `k` times costs `k * p`
//! instructions in place and `p + k * m` hoisted, `m` being the pieces of
//! one copy (one per 16 lanes). Emission writes a plan's copies in place
//! (`Emitter::copy_constant`) and records them here until hoisting pays
//! for the copies made so far (it then pays for any more); from then on
//! the plan is hoisted and every copy is its pieces' `mov`s. After the
//! kernel's last instruction, [`Emitter::hoist_constants`] rewrites the
//! copies a hoisted plan made in place before. The constant's variable is
//! live for the whole kernel; the copies' destinations, which later
//! instructions may overwrite (a gather's passthru), stay separate.
//!
//! What a kernel sets once goes to its start, where every path passes
//! (`constants::Prologue`): the hoisted constants' plans, and in a kernel of several
//! blocks its constant predicates (`masks.rs`) and the constants its
//! instructions read as operands (`Emitter::constant_root`).

use super::constants::{self, rebased, Copy, MovesKey};
use super::error::EmitError;
use super::values::{exact_pieces, Val, View};
use super::Emitter;
use crate::visa::{Alu, DstOperand, GenVarId, Instruction, SrcOperand};
use std::rc::Rc;

impl Emitter<'_, '_> {
    /// Copies the plan `steps` of a constant's first `lanes` lanes into
    /// `dst` (an integer view): in place, or from its hoisted variable.
    /// Returns the instructions it wrote.
    pub(super) fn copy_plan(&mut self, dst: View, steps: &Rc<[constants::Step]>, lanes: u32) -> Result<u64, EmitError> {
        let index = self.consts.plan_copies.plan(steps, lanes);
        if let Some(from) = self.consts.plan_copies.plans[index].hoisted {
            return self.copy_hoisted(dst, from, lanes);
        }
        let start = self.kernel.body.len();
        // A plan's first copy keeps no template: most constants are copied once.
        let first = self.consts.plan_copies.plans[index].copies.is_empty();
        self.copy_constant(dst, steps.clone(), !first)?;
        let len = self.kernel.body.len() - start;
        let plan = &mut self.consts.plan_copies.plans[index];
        plan.copies.push(Copy { at: start, len, dst });
        let (k, p, m) = (plan.copies.len(), plan.steps.len(), exact_pieces(0, lanes).count());
        if p + k * m < k * p {
            self.hoist(index)?;
        }
        Ok(len as u64)
    }

    /// Writes plan `index` once into a variable of its own at the kernel's start.
    fn hoist(&mut self, index: usize) -> Result<(), EmitError> {
        let (steps, lanes) =
            (self.consts.plan_copies.plans[index].steps.clone(), self.consts.plan_copies.plans[index].lanes);
        let Some(first) = self.consts.plan_copies.plans[index].copies.first().map(|c| c.dst) else { return Ok(()) };
        let root = self.new_root(first.ty, lanes, None)?;
        let made = self.kernel.body.len();
        for &step in steps.iter() {
            self.constant_step(root, step)?;
        }
        self.consts.prologue.insts.extend(self.kernel.body.drain(made..));
        self.consts.prologue.origin.extend(self.origin.drain(made..));
        self.counts.constant_instructions += steps.len() as u64;
        self.consts.plan_copies.plans[index].hoisted = Some(root);
        Ok(())
    }

    /// The `mov`s of `lanes` lanes from the hoisted variable `from` into
    /// `dst`; returns how many. Fast path: the `mov`s an earlier copy made
    /// into a view of the same offset, type and lanes of a root of the same
    /// type, with that root replaced by `dst`'s, when they named it directly.
    fn copy_hoisted(&mut self, dst: View, from: View, lanes: u32) -> Result<u64, EmitError> {
        let Some(root_ty) = self.kernel.var(dst.root).map(|v| v.ty) else {
            return Err(EmitError::internal("unknown variable"));
        };
        let key = MovesKey { from: from.root, dst: View { root: GenVarId::NULL, ..dst }, root_ty };
        // (`constant_copies` is `None` when the emitter's fast paths are off, for tests.)
        let fast = self.consts.copies.is_some();
        if let Some((was, moves)) = self.consts.plan_copies.moves.get(&key).filter(|_| fast).cloned() {
            for a in moves.iter() {
                // Only the destination names `was` (`writes_only`).
                self.push(Instruction::Alu(rebased(*a, was, dst.root)));
            }
            return Ok(moves.len() as u64);
        }
        let start = self.kernel.body.len();
        self.copy_lanes(dst, &Val::Gen(from), lanes)?;
        let moves: Option<Vec<Alu>> = self.kernel.body[start..]
            .iter()
            .map(|inst| match inst {
                Instruction::Alu(a) if writes_only(a, dst.root, from.root) => Some(*a),
                _ => None,
            })
            .collect();
        if let Some(moves) = moves.filter(|_| fast) {
            self.consts.plan_copies.moves.insert(key, (dst.root, moves.into()));
        }
        Ok((self.kernel.body.len() - start) as u64)
    }

    /// Rewrites the copies each hoisted plan made in place before it was
    /// hoisted, then puts the prologue before the body.
    pub(super) fn hoist_constants(&mut self) -> Result<(), EmitError> {
        let plans = std::mem::take(&mut self.consts.plan_copies.plans);
        // Body ranges to replace, each with its new instructions.
        let mut replaced: Vec<(usize, usize, Vec<Instruction>)> = Vec::new();
        for plan in plans {
            let Some(from) = plan.hoisted else { continue };
            for copy in plan.copies {
                let made = self.kernel.body.len();
                let moves = self.copy_hoisted(copy.dst, from, plan.lanes)?;
                self.counts.constant_instructions -= copy.len as u64;
                self.counts.constant_instructions += moves;
                self.origin.truncate(made);
                replaced.push((copy.at, copy.len, self.kernel.body.drain(made..).collect()));
            }
        }
        self.splice(replaced);
        Ok(())
    }

    /// Moves the instructions from `at` to the end of the body to the
    /// prologue (they set something once per kernel).
    pub(super) fn to_prologue(&mut self, at: usize) {
        self.consts.plan_copies.forget_since(at);
        self.consts.prologue.insts.extend(self.kernel.body.drain(at..));
        self.consts.prologue.origin.extend(self.origin.drain(at..));
    }

    /// The body with the prologue before it and each range of `replaced`
    /// (disjoint) in place of its instructions.
    fn splice(&mut self, mut replaced: Vec<(usize, usize, Vec<Instruction>)>) {
        if replaced.is_empty() && self.consts.prologue.insts.is_empty() {
            return;
        }
        replaced.sort_unstable_by_key(|&(at, _, _)| at);
        let prologue = std::mem::take(&mut self.consts.prologue);
        let old_body = std::mem::take(&mut self.kernel.body);
        let old_origin = std::mem::take(&mut self.origin);
        let added: usize = replaced.iter().map(|(_, _, moves)| moves.len()).sum();
        let removed: usize = replaced.iter().map(|(_, len, _)| *len).sum();
        let size = prologue.insts.len() + old_body.len() + added - removed;
        let (mut body, mut origin) = (Vec::with_capacity(size), Vec::with_capacity(size));
        body.extend(prologue.insts);
        origin.extend(prologue.origin);
        let mut next = 0;
        let mut old = old_body.into_iter().zip(old_origin);
        for (at, len, moves) in replaced {
            for (inst, from) in old.by_ref().take(at - next) {
                body.push(inst);
                origin.push(from);
            }
            // The moves come from the IR instruction the copy came from.
            let mut dropped = old.by_ref().take(len).map(|(_, from)| from);
            let from = dropped.next().unwrap_or(0);
            dropped.for_each(drop);
            origin.extend(std::iter::repeat_n(from, moves.len()));
            body.extend(moves);
            next = at + len;
        }
        for (inst, from) in old {
            body.push(inst);
            origin.push(from);
        }
        self.kernel.body = body;
        self.origin = origin;
    }
}

/// Whether `a` writes `root` itself and reads only `from`.
fn writes_only(a: &Alu, root: GenVarId, from: GenVarId) -> bool {
    matches!(a.dst, DstOperand::General { var, .. } if var == root)
        && root != from
        && a.srcs.as_slice().iter().all(|src| matches!(*src, SrcOperand::General { var, .. } if var == from))
}
