//! Constant hoisting: a constant vector that a kernel copies several times
//! is written once, at the kernel's start, into a variable of its own, and
//! each copy becomes a `mov` per piece from that variable (as LLVM's
//! `ConstantHoisting` shares one materialization among a constant's uses).
//!
//! Emission writes every copy of a constant in place, by its plan
//! (`constants.rs`, `Emitter::copy_constant`), and records it here. After
//! the kernel's last instruction, [`Emitter::hoist_constants`] rewrites the
//! copies of each plan for which that costs fewer instructions: a plan of
//! `p` steps copied `k` times costs `k * p` in place and `p + k * m`
//! hoisted, `m` being the pieces of one copy (one per 16 lanes). The
//! constant's variable is then live for the whole kernel; the copies'
//! destinations, which later instructions may overwrite (a gather's
//! passthru), stay separate.
//!
//! What a kernel sets once goes to its start, where every path passes
//! ([`Prologue`]): the hoisted constants' plans, and in a kernel of several
//! blocks its constant predicates (`masks.rs`) and the constants its
//! instructions read as operands (`Emitter::constant_root`).

use super::values::{exact_pieces, Val, View};
use super::{constants, Emitter};
use crate::visa::program::FastMap;
use crate::visa::Instruction;
use std::rc::Rc;

/// The copies of constants' plans made so far, grouped by plan.
#[derive(Default)]
pub struct PlanCopies {
    /// Plans in order of their first copy (so variables are declared in a
    /// fixed order), each with its copies.
    plans: Vec<Plan>,
    /// Index in `plans` by the plan's address (each kept alive by its `Plan`).
    by_steps: FastMap<usize, usize>,
}

struct Plan {
    steps: Rc<[constants::Step]>,
    /// Lanes the plan writes, counted from lane 0 of a view of this type.
    lanes: u32,
    copies: Vec<Copy>,
}

/// One copy: `len` instructions from `at` in the kernel's body, into `dst`.
struct Copy {
    at: usize,
    len: usize,
    dst: View,
}

impl PlanCopies {
    /// Records that the body's instructions `at..at + len` copy the plan
    /// `steps` of `lanes` lanes into `dst` (an integer view).
    pub fn record(&mut self, steps: &Rc<[constants::Step]>, lanes: u32, at: usize, len: usize, dst: View) {
        let key = Rc::as_ptr(steps).cast::<constants::Step>() as usize;
        let next = self.plans.len();
        let index = *self.by_steps.entry(key).or_insert(next);
        if index == next {
            self.plans.push(Plan { steps: steps.clone(), lanes, copies: Vec::new() });
        }
        self.plans[index].copies.push(Copy { at, len, dst });
    }

    /// Forgets the copies recorded at or after `at` in the body.
    fn forget_since(&mut self, at: usize) {
        for plan in &mut self.plans {
            while plan.copies.last().is_some_and(|c| c.at >= at) {
                plan.copies.pop();
            }
        }
    }
}

/// Instructions for the kernel's start, with the IR instruction each came
/// from; spliced in once the body is complete.
#[derive(Default)]
pub struct Prologue {
    pub insts: Vec<Instruction>,
    pub origin: Vec<usize>,
}

impl Emitter<'_, '_> {
    /// Moves the instructions from `at` to the end of the body to the
    /// prologue (they set something once per kernel).
    pub(super) fn to_prologue(&mut self, at: usize) {
        self.plan_copies.forget_since(at);
        self.prologue.insts.extend(self.kernel.body.drain(at..));
        self.prologue.origin.extend(self.origin.drain(at..));
    }

    /// Rewrites the copies of each plan that costs fewer instructions
    /// hoisted (the module doc), then puts the prologue before the body.
    pub(super) fn hoist_constants(&mut self) -> Result<(), String> {
        let plans = std::mem::take(&mut self.plan_copies.plans);
        // Body ranges to replace, each with its new instructions.
        let mut replaced: Vec<(usize, usize, Vec<Instruction>)> = Vec::new();
        for plan in plans {
            let pieces = exact_pieces(0, plan.lanes).count();
            let in_place: usize = plan.copies.iter().map(|c| c.len).sum();
            if plan.steps.len() + plan.copies.len() * pieces >= in_place {
                continue;
            }
            let Some(first) = plan.copies.first() else { continue };
            let origin = self.origin.get(first.at).copied().unwrap_or(0);
            let root = self.new_root(first.dst.ty, plan.lanes, None)?;
            let made = self.kernel.body.len();
            for &step in plan.steps.iter() {
                self.constant_step(root, step)?;
            }
            let written: Vec<Instruction> = self.kernel.body.drain(made..).collect();
            self.origin.truncate(made);
            self.prologue.origin.extend(std::iter::repeat_n(origin, written.len()));
            self.prologue.insts.extend(written);
            for copy in &plan.copies {
                self.copy_lanes(copy.dst, &Val::Gen(root), plan.lanes)?;
                let moves: Vec<Instruction> = self.kernel.body.drain(made..).collect();
                self.origin.truncate(made);
                replaced.push((copy.at, copy.len, moves));
            }
            self.counts.constant_instructions -= in_place as u64;
            self.counts.constant_instructions += (plan.steps.len() + plan.copies.len() * pieces) as u64;
        }
        self.splice(replaced);
        Ok(())
    }

    /// The body with the prologue before it and each range of `replaced`
    /// (disjoint) in place of its instructions.
    fn splice(&mut self, mut replaced: Vec<(usize, usize, Vec<Instruction>)>) {
        if replaced.is_empty() && self.prologue.insts.is_empty() {
            return;
        }
        replaced.sort_unstable_by_key(|&(at, _, _)| at);
        let prologue = std::mem::take(&mut self.prologue);
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
