//! Constant hoisting: constants a kernel copies several times are written
//! once, at the kernel's start, into a variable of its own, and each copy
//! becomes an instruction per piece from that variable (as LLVM's
//! `ConstantHoisting` shares one materialization among a constant's uses,
//! and rebases constants that differ by an offset on one of them).
//!
//! Constants that differ from one another by a scalar (`lanes_j = lanes_0 +
//! a_j`, wrapping at the lane's width) are one family
//! (`constants::family_of`; a constant equal to another is the scalar 0):
//! the GEP indices `16k + i` of 16-lane gathers, offsets `4i + c`,
//! passthrus `c + 7i`. One member, the base, is written once; each copy of
//! a member is one `add` of `a_j - a_base` per piece from it (a `mov` when
//! that is 0). Copies written in place cost the sum of their plans; the
//! family hoisted costs the base's plan and a piece each, and pays when
//! that is fewer. Emission writes copies in place (`Emitter::write_in_place`)
//! and records them here until hoisting pays for the copies made so far
//! (it then pays for any more); from then on every copy is made from the
//! base. After the kernel's last instruction, [`Emitter::hoist_constants`]
//! rewrites the copies a family made in place before. The base is the
//! member whose copy took the fewest instructions. Its variable is live for
//! the whole kernel; the copies' destinations, which later instructions may
//! overwrite (a gather's passthru), stay separate.
//!
//! 64-bit lanes form families where the ALU adds qwords (gen9, xehpc, xe2:
//! the platform table's `Int64Op::Add`): one qword `add` a copy. Elsewhere
//! a qword constant is written through dwords (its low and high halves,
//! `int64.rs`, or a widened dword plan), and the dwords are the members, as
//! any dword constant's: a dword `add`, then the widening as before.
//!
//! What a kernel sets once goes to its start, where every path passes
//! (`constants::Prologue`): the hoisted families' bases, and in a kernel of
//! several blocks its constant predicates (`masks.rs`) and the constants its
//! instructions read as operands (`Emitter::constant_root`). Those are
//! family members too: a base is written before the first of its family's
//! copies at the start, which become copies from it.

use super::constants::{rebased, Copy, MovesKey, Prologue};
use super::error::EmitError;
use super::values::{exact_pieces, imm, nm, signed, Konst, Val, View};
use super::Emitter;
use crate::visa::{Alu, AluOp, DstOperand, GenVarId, Instruction, SrcOperand};
use visa_passes::isa::target::Int64Op;

impl Emitter<'_, '_> {
    /// Copies the first `n` lanes of the constant `k` into `dst` (an
    /// integer view of the constant's lane size): in place, or from the
    /// hoisted base of its family. Returns the instructions it wrote.
    /// 64-bit lanes form families where the ALU adds qwords; elsewhere
    /// their dwords do (`write_in_place`).
    pub(super) fn copy_member(&mut self, dst: View, k: &Konst, n: u32) -> Result<u64, EmitError> {
        let bytes = dst.ty.size_bytes();
        if bytes == 8 && !self.platform.int64().native(Int64Op::Add) {
            return self.write_in_place(dst, k, n, true);
        }
        let Some((index, offset)) = self.consts.families.family(k, n as usize, bytes) else {
            return self.write_in_place(dst, k, n, false);
        };
        let family = &self.consts.families.families[index];
        if let Some((base, base_offset)) = family.hoisted {
            let add = family.difference(offset, base_offset);
            return self.copy_from_base(dst, base, add, n);
        }
        let at = self.kernel.body.len();
        let len = self.write_in_place(dst, k, n, false)?;
        let family = &mut self.consts.families.families[index];
        family.record(Copy { at, len: len as usize, dst, offset, in_prologue: false }, k);
        if family.pays() {
            self.hoist(index)?;
        }
        Ok(len)
    }

    /// Writes the base of family `index` once into a variable of its own at
    /// the kernel's start (before any copy of the family made there).
    fn hoist(&mut self, index: usize) -> Result<(), EmitError> {
        let family = &self.consts.families.families[index];
        let (Some(base), Some(first)) = (family.base().cloned(), family.copies.first()) else { return Ok(()) };
        let lanes = family.lanes;
        let at = family.copies.iter().filter(|c| c.in_prologue).map(|c| c.at).min();
        let root = self.new_root(first.dst.ty, lanes, None)?;
        let made = self.kernel.body.len();
        let count = self.write_in_place(root, &base.konst, lanes, false)?;
        let prologue = &mut self.consts.prologue;
        let at = at.unwrap_or(prologue.insts.len());
        prologue.insts.splice(at..at, self.kernel.body.drain(made..));
        prologue.origin.splice(at..at, self.origin.drain(made..));
        self.consts.families.inserted_in_prologue(at, count as usize);
        self.counts.constant_instructions += count;
        self.consts.families.families[index].hoisted = Some((root, base.offset));
        Ok(())
    }

    /// `lanes` lanes of the hoisted base `from` plus `add` (wrapping) into
    /// `dst`: an `add` per piece, or the `mov`s of [`Self::copy_hoisted`]
    /// when `add` is 0. Returns how many instructions.
    fn copy_from_base(&mut self, dst: View, from: View, add: u64, lanes: u32) -> Result<u64, EmitError> {
        if add == 0 {
            return self.copy_hoisted(dst, from, lanes);
        }
        // A negative qword as `:q`: the finalizer narrows it to a word (a
        // `:uq` above 2^63 it first moves into a register).
        let imm_ty = if dst.ty.size_bytes() == 8 && (add as i64) < 0 { signed(dst.ty) } else { dst.ty };
        let mut count = 0;
        for (s, e) in exact_pieces(0, lanes) {
            let src = self.src_as(&Val::Gen(from), s, e, Some(dst.ty))?;
            let d = self.dst(dst, s)?;
            self.push(Instruction::alu2(AluOp::Add, nm(e), None, d, src, imm(imm_ty, add)));
            count += 1;
        }
        Ok(count)
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
        if let Some((was, moves)) = self.consts.families.moves.get(&key).filter(|_| fast).cloned() {
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
            self.consts.families.moves.insert(key, (dst.root, moves.into()));
        }
        Ok((self.kernel.body.len() - start) as u64)
    }

    /// Rewrites the copies each hoisted family made in place before it was
    /// hoisted, then puts the prologue before the body.
    pub(super) fn hoist_constants(&mut self) -> Result<(), EmitError> {
        let families = std::mem::take(&mut self.consts.families.families);
        // Body and prologue ranges to replace, each with its new instructions.
        let (mut replaced, mut in_prologue): (Vec<Replaced>, Vec<Replaced>) = (Vec::new(), Vec::new());
        for family in families {
            let Some((from, base)) = family.hoisted else { continue };
            for copy in &family.copies {
                let made = self.kernel.body.len();
                let moves = self.copy_from_base(copy.dst, from, family.difference(copy.offset, base), family.lanes)?;
                self.counts.constant_instructions -= copy.len as u64;
                self.counts.constant_instructions += moves;
                self.origin.truncate(made);
                let range = (copy.at, copy.len, self.kernel.body.drain(made..).collect());
                if copy.in_prologue {
                    in_prologue.push(range)
                } else {
                    replaced.push(range)
                }
            }
        }
        if !in_prologue.is_empty() {
            let prologue = std::mem::take(&mut self.consts.prologue);
            let (insts, origin) = spliced(Vec::new(), Vec::new(), prologue.insts, prologue.origin, in_prologue);
            self.consts.prologue = Prologue { insts, origin };
        }
        self.splice(replaced);
        Ok(())
    }

    /// Moves the instructions from `at` to the end of the body to the
    /// prologue (they set something once per kernel).
    pub(super) fn to_prologue(&mut self, at: usize) {
        self.consts.families.moved_to_prologue(at, self.consts.prologue.insts.len());
        self.consts.prologue.insts.extend(self.kernel.body.drain(at..));
        self.consts.prologue.origin.extend(self.origin.drain(at..));
    }

    /// The body with the prologue before it and each range of `replaced`
    /// (disjoint) in place of its instructions.
    fn splice(&mut self, replaced: Vec<Replaced>) {
        if replaced.is_empty() && self.consts.prologue.insts.is_empty() {
            return;
        }
        let prologue = std::mem::take(&mut self.consts.prologue);
        let old_body = std::mem::take(&mut self.kernel.body);
        let old_origin = std::mem::take(&mut self.origin);
        (self.kernel.body, self.origin) = spliced(prologue.insts, prologue.origin, old_body, old_origin, replaced);
    }
}

/// A range of instructions (start, length) and what replaces it.
type Replaced = (usize, usize, Vec<Instruction>);

/// `front` followed by `old` with each range of `replaced` (disjoint, in
/// `old`) in place of its instructions; the origins (the IR instruction
/// each came from) alongside.
fn spliced(
    front: Vec<Instruction>,
    front_origin: Vec<usize>,
    old: Vec<Instruction>,
    old_origin: Vec<usize>,
    mut replaced: Vec<Replaced>,
) -> (Vec<Instruction>, Vec<usize>) {
    replaced.sort_unstable_by_key(|&(at, _, _)| at);
    let added: usize = replaced.iter().map(|(_, _, moves)| moves.len()).sum();
    let removed: usize = replaced.iter().map(|(_, len, _)| *len).sum();
    let size = front.len() + old.len() + added - removed;
    // One more: the entry label goes in front (`start_with_entry_label`),
    // which without room moves the whole body to a new buffer.
    let (mut body, mut origin) = (Vec::with_capacity(size + 1), Vec::with_capacity(size + 1));
    body.extend(front);
    origin.extend(front_origin);
    // Each instruction has its origin: the kept runs between the ranges
    // are copied whole (`extend_from_slice`), not one instruction at a time.
    let kept = old.len().min(old_origin.len());
    let run = |from: usize, to: usize| (old.get(from..to).unwrap_or(&[]), old_origin.get(from..to).unwrap_or(&[]));
    let mut next = 0;
    for (at, len, moves) in replaced {
        let (insts, origins) = run(next, at.min(kept));
        body.extend_from_slice(insts);
        origin.extend_from_slice(origins);
        // The moves come from the IR instruction the copy came from.
        let from = old_origin.get(at).filter(|_| len > 0 && at < kept).copied().unwrap_or(0);
        origin.extend(std::iter::repeat_n(from, moves.len()));
        body.extend(moves);
        next = (at + len).min(kept);
    }
    let (insts, origins) = run(next, kept);
    body.extend_from_slice(insts);
    origin.extend_from_slice(origins);
    (body, origin)
}

/// Whether `a` writes `root` itself and reads only `from`.
fn writes_only(a: &Alu, root: GenVarId, from: GenVarId) -> bool {
    matches!(a.dst, DstOperand::General { var, .. } if var == root)
        && root != from
        && a.srcs.as_slice().iter().all(|src| matches!(*src, SrcOperand::General { var, .. } if var == from))
}
