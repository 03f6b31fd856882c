//! Control flow: blocks, branches and phis.
//!
//! In this IR the lanes are vector elements, so an `i1` branch condition is
//! uniform: each block gets a label, `br` becomes a scalar `jmp` (vISA
//! spec, JMP: exec size 1, the first predicate element decides), `switch` a
//! `cmp.eq` and a `jmp` per case. Blocks are emitted in reverse post-order,
//! so every value is emitted before the blocks it dominates use it. A phi
//! has a variable of its own (an `i1` phi a byte per lane, read back into a
//! mask at the top of its block); each edge into its block copies the
//! incoming value there, as one parallel copy (sequenced so that no copy
//! overwrites a phi another copy still reads; a cycle goes through a
//! temporary). A conditional edge that carries copies jumps to a block of
//! its own for them (the critical edge, split in vISA).

use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::core::{
    LLVMCountIncoming, LLVMGetIncomingBlock, LLVMGetIncomingValue, LLVMGetNumSuccessors, LLVMGetSuccessor,
    LLVMIsConditional,
};
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode};

use super::llvm::{self, LaneTy};
use super::values::{Val, View};
use super::Emitter;
use crate::visa::program::FastMap;
use crate::visa::{BranchOp, ElemType, ExecCtrl, ExecSize, Instruction, Label, LabelId, LabelKind};

/// The function's reachable blocks in reverse post-order (entry first).
pub fn reverse_post_order(function: FunctionValue<'_>) -> Vec<BasicBlock<'_>> {
    let Some(entry) = function.get_first_basic_block() else { return Vec::new() };
    let mut seen: FastMap<LLVMBasicBlockRef, ()> = FastMap::default();
    let mut post = Vec::new();
    // (block, next successor to visit)
    let mut stack = vec![(entry, 0u32)];
    seen.insert(entry.as_mut_ptr(), ());
    while let Some((bb, next)) = stack.pop() {
        let succs = successors(bb);
        if let Some(&s) = succs.get(next as usize) {
            stack.push((bb, next + 1));
            if seen.insert(s.as_mut_ptr(), ()).is_none() {
                stack.push((s, 0));
            }
        } else {
            post.push(bb);
        }
    }
    post.reverse();
    post
}

fn successors(bb: BasicBlock<'_>) -> Vec<BasicBlock<'_>> {
    let Some(term) = bb.get_terminator() else { return Vec::new() };
    let v = term.as_value_ref();
    // SAFETY: `v` is a terminator; indices are below its successor count.
    let count = unsafe { LLVMGetNumSuccessors(v) };
    // SAFETY: `i` is below the successor count; a successor is a block of the live function.
    (0..count).filter_map(|i| unsafe { BasicBlock::new(LLVMGetSuccessor(v, i)) }).collect()
}

/// The metadata kind that carries an IR block's cost in lane-instructions
/// (`crate::input::ops::lane_cost`, phis and terminator included) on its
/// terminator, for the emulator's IR budget: see [`tag_block_sizes`].
pub const IR_COUNT_KIND: &str = "visa.ir.count";

/// Tags the terminator of every block of `module` with the block's cost
/// in lane-instructions, before the passes rewrite it, so that the emulator
/// can count IR instructions as the reference and LLVM's JIT count them
/// (`crate::exec::launch::Launch::budget`). Terminators survive the passes:
/// select and legalize never touch them, promotion removes memory
/// operations only, and inlining clones the callee's (copying their
/// metadata) and keeps the caller's block's own at the end of its last
/// part. What a pass erases (a callee's `ret`) or adds (a split block)
/// counts nothing, so a path through the kernel never counts more than the
/// same path through the input.
pub fn tag_block_sizes(module: &inkwell::module::Module<'_>) {
    let context = module.get_context();
    let kind = context.get_kind_id(IR_COUNT_KIND);
    for function in module.get_functions() {
        for block in function.get_basic_blocks() {
            let Some(terminator) = block.get_terminator() else { continue };
            let size = block.get_instructions().map(|i| crate::input::ops::lane_cost(i.as_value_ref())).sum::<u64>();
            let node = context.metadata_node(&[context.i64_type().const_int(size, false).into()]);
            let _ = terminator.set_metadata(node, kind);
        }
    }
}

/// The instruction count [`tag_block_sizes`] left on `bb`'s terminator;
/// `kind` is [`IR_COUNT_KIND`]'s id in the module's context.
pub fn tagged_size(bb: BasicBlock<'_>, kind: u32) -> Option<u64> {
    let node = bb.get_terminator()?.get_metadata(kind)?;
    match node.get_node_values()?.first()? {
        inkwell::values::BasicMetadataValueEnum::IntValue(n) => n.get_zero_extended_constant(),
        _ => None,
    }
}

/// `(label, n)` pairs as `(place of the label in the body, n)`; `None`
/// stands for the start of the body.
pub fn ir_block_places(kernel: &crate::visa::Kernel, labelled: Vec<(Option<LabelId>, u64)>) -> Vec<(usize, u64)> {
    let places = kernel.label_places();
    let place = |label: Option<LabelId>| match label {
        None => Some(0),
        Some(l) => places.get(usize::from(l.0)).copied().flatten(),
    };
    labelled.into_iter().filter_map(|(label, n)| Some((place(label)?, n))).collect()
}

impl<'ctx> Emitter<'_, 'ctx> {
    /// Declares a block label for each block and a variable for each phi.
    pub fn prepare_blocks(&mut self, blocks: &[BasicBlock<'ctx>]) -> Result<(), (LLVMValueRef, String)> {
        for (n, bb) in blocks.iter().enumerate() {
            let raw = bb.get_name().to_bytes();
            let preferred = names_or(raw, n);
            let name = self.unique_name(&preferred);
            let id = LabelId(u16::try_from(self.kernel.labels.len()).map_err(|_| {
                (bb.get_first_instruction().map_or(std::ptr::null_mut(), |i| i.as_value_ref()), too_many())
            })?);
            self.kernel.labels.push(Label { name, kind: LabelKind::Block });
            self.block_labels.insert(bb.as_mut_ptr(), id);
            for inst in bb.get_instructions() {
                if inst.get_opcode() != InstructionOpcode::Phi {
                    break;
                }
                let v = inst.as_value_ref();
                let shape = self.shape_of(v).map_err(|m| (v, m))?;
                // An `i1` phi keeps a byte per lane (no vISA instruction
                // copies a predicate); its block reads them back into a mask.
                let ty = match shape.lane {
                    LaneTy::Data(t) => t,
                    LaneTy::Bool => ElemType::UB,
                };
                let view = self.new_root(ty, shape.lanes, Some(v)).map_err(|m| (v, m))?;
                self.phi_vars.insert(v, view);
                if shape.lane != LaneTy::Bool {
                    self.values.insert(v, Val::Gen(view));
                }
            }
        }
        Ok(())
    }

    /// Forgets what the previous block computed at first use: the `ub`
    /// bytes of masks and the clearing of mask bits past the last lane are
    /// made again where a block needs them (the earlier block need not
    /// dominate this one).
    pub fn start_block(&mut self) {
        self.mask_byte_roots.clear();
        for m in &mut self.masks {
            m.clean = m.broadcast || m.lanes.is_multiple_of(32);
        }
    }

    /// The masks of `bb`'s `i1` phis, from their bytes, at the block's
    /// start (where the copies have just written them on every path in).
    pub fn read_bool_phis(&mut self, bb: BasicBlock<'ctx>) -> Result<(), String> {
        for inst in bb.get_instructions() {
            if inst.get_opcode() != InstructionOpcode::Phi {
                break;
            }
            let v = inst.as_value_ref();
            let shape = self.shape_of(v)?;
            if shape.lane != LaneTy::Bool {
                continue;
            }
            let bytes = *self.phi_vars.get(&v).ok_or("internal error: a phi without its variable")?;
            let m = self.bytes_to_mask(&Val::Gen(bytes), shape.lanes, !shape.is_vector)?;
            self.values.insert(v, Val::Mask(m));
        }
        Ok(())
    }

    /// LABEL of `bb`.
    pub fn place_label(&mut self, bb: BasicBlock<'ctx>) {
        if let Some(&id) = self.block_labels.get(&bb.as_mut_ptr()) {
            self.push(Instruction::Label(id));
        }
    }

    /// Emits the terminator `v` of `bb`; `next` is the block emitted after it.
    pub fn terminator(
        &mut self,
        v: LLVMValueRef,
        bb: BasicBlock<'ctx>,
        next: Option<BasicBlock<'ctx>>,
    ) -> Result<(), String> {
        let from = bb.as_mut_ptr();
        let next = next.map(|b| b.as_mut_ptr());
        match llvm::opcode(v) {
            LLVMOpcode::LLVMBr => {
                // SAFETY: `v` is a br; successor 0 is the true (or only) one.
                let (conditional, t) = unsafe { (LLVMIsConditional(v) != 0, LLVMGetSuccessor(v, 0)) };
                if !conditional {
                    return self.goto(from, t, next);
                }
                // SAFETY: a conditional `br` has successor 1 (its false block).
                let f = unsafe { LLVMGetSuccessor(v, 1) };
                let cond = self.value(llvm::operand(v, 0)?)?;
                let taken = match &cond {
                    Val::Const(k) => Some(k.lanes.first().copied().flatten().unwrap_or(0) & 1 != 0),
                    _ if t == f => Some(true),
                    _ => None,
                };
                if let Some(taken) = taken {
                    return self.goto(from, if taken { t } else { f }, next);
                }
                // A scalar `i1` is a broadcast root (`masks.rs`): its predicate as is.
                let (pred, offset) = match &cond {
                    Val::Mask(m) if self.mask_root(*m).broadcast => {
                        (Some(crate::visa::Predicate::new(self.mask_root(*m).groups[0])), crate::visa::EmaskOffset::M1)
                    }
                    _ => self.message_pred(&cond, 1, 0, None)?,
                };
                let Some(pred) = pred else { return self.goto(from, t, next) };
                // `(M1, 1)` as IGC writes it (the assembler reads a NoMask JMP back without it).
                let exec = ExecCtrl::new(ExecSize::S1, offset, false);
                if !self.has_phis(t) {
                    self.jmp(exec, Some(pred), t)?;
                    return self.goto(from, f, next);
                }
                // The edge to `t` carries copies: a block of its own after this one.
                let edge = self.fresh_label()?;
                self.push(Instruction::Branch { op: BranchOp::Jmp, exec, pred: Some(pred), target: edge });
                self.goto(from, f, None)?;
                self.edge_block(edge);
                self.goto(from, t, next)
            }
            LLVMOpcode::LLVMSwitch => self.switch(v, from, next),
            LLVMOpcode::LLVMUnreachable => {
                // Reaching it is undefined behaviour: the kernel ends.
                self.push(Instruction::Ret { exec: ExecCtrl::nm(ExecSize::S1), pred: None });
                Ok(())
            }
            _ => Err(format!(
                "`{}` cannot be emitted yet; supported terminators: ret, br, switch, unreachable",
                llvm::value_text(v).split_whitespace().next().unwrap_or("?")
            )),
        }
    }

    /// `switch`: per case, `cmp.eq` of the condition and the case value
    /// and a `jmp` on it (to a block of its own for the edge's copies,
    /// placed after the jump to the default).
    fn switch(
        &mut self,
        v: LLVMValueRef,
        from: LLVMBasicBlockRef,
        next: Option<LLVMBasicBlockRef>,
    ) -> Result<(), String> {
        // Operands: the condition, the default block, then each case's value
        // and block; successor 0 is the default, successor k + 1 case k's block.
        // SAFETY: `v` is a switch; indices are below its successor count.
        let count = unsafe { LLVMGetNumSuccessors(v) };
        // SAFETY: called with `k` below `count`, the switch's successor count.
        let successor = |k: u32| unsafe { LLVMGetSuccessor(v, k) };
        let vc = llvm::operand(v, 0)?;
        let shape = self.shape_of(vc)?;
        let ty = match shape.lane {
            LaneTy::Data(t) => t,
            LaneTy::Bool => ElemType::UB,
        };
        let cond = self.value(vc)?;
        let cond = self.data(cond)?;
        let mut cases = Vec::new();
        for k in 1..count {
            let case = self.value(llvm::operand(v, 2 * k)?)?;
            cases.push((self.data(case)?, successor(k)));
        }
        if let Val::Const(c) = &cond {
            // (An undefined condition is undefined behaviour: any successor will do.)
            let lane = c.lanes.first().copied().flatten();
            let hit = cases
                .iter()
                .find(|(case, _)| matches!(case, Val::Const(k) if k.lanes.first().copied().flatten() == lane));
            return self.goto(from, hit.map_or(successor(0), |&(_, to)| to), next);
        }
        let exec = ExecCtrl::new(ExecSize::S1, crate::visa::EmaskOffset::M1, false);
        if let Some(slots) = self.dense_cases(&cases, ty) {
            return self.jump_table(from, next, &cond, shape, ty, successor(0), &slots);
        }
        let mut edges = Vec::new();
        for (case, to) in cases {
            let m = self.compare(crate::visa::CmpRel::Eq, &cond, &case, shape, ty)?;
            let pred = Some(crate::visa::Predicate::new(self.mask_root(m).groups[0]));
            if self.has_phis(to) {
                let edge = self.fresh_label()?;
                self.push(Instruction::Branch { op: BranchOp::Jmp, exec, pred, target: edge });
                edges.push((edge, to));
            } else {
                self.jmp(exec, pred, to)?;
            }
        }
        let last = edges.len();
        self.goto(from, successor(0), if last == 0 { next } else { None })?;
        for (i, (edge, to)) in edges.into_iter().enumerate() {
            self.edge_block(edge);
            self.goto(from, to, if i + 1 == last { next } else { None })?;
        }
        Ok(())
    }

    /// The case blocks of slots 0..n (`None`: the default), when SWITCHJMP
    /// pays: the platform has it, the condition is a 32-bit or narrower
    /// integer, every case value is below 32 (SWITCHJMP's 32 labels), there
    /// are at least two, and at least half the slots are cases.
    fn dense_cases(&self, cases: &[(Val, LLVMBasicBlockRef)], ty: ElemType) -> Option<Vec<Option<LLVMBasicBlockRef>>> {
        if !crate::visa::JumpTable::available_on(self.platform) || ty.size_bytes() > 4 || cases.len() < 2 {
            return None;
        }
        let mut slots = Vec::new();
        for (case, to) in cases {
            let Val::Const(k) = case else { return None };
            let value = usize::try_from(k.lanes.first().copied().flatten()?).ok()?;
            if value >= crate::visa::JumpTable::MAX {
                return None;
            }
            if slots.len() <= value {
                slots.resize(value + 1, None);
            }
            slots[value] = Some(*to);
        }
        (slots.len() <= 2 * cases.len()).then_some(slots)
    }

    /// `switch` as SWITCHJMP: a condition at or past the table's length
    /// (unsigned) jumps to the default, the rest index the table. Targets
    /// with phis get one edge block each, placed after the table.
    #[allow(clippy::too_many_arguments)]
    fn jump_table(
        &mut self,
        from: LLVMBasicBlockRef,
        next: Option<LLVMBasicBlockRef>,
        cond: &Val,
        shape: llvm::Shape,
        ty: ElemType,
        default: LLVMBasicBlockRef,
        slots: &[Option<LLVMBasicBlockRef>],
    ) -> Result<(), String> {
        let exec = ExecCtrl::new(ExecSize::S1, crate::visa::EmaskOffset::M1, false);
        let mut edges: Vec<(LabelId, LLVMBasicBlockRef)> = Vec::new();
        let mut label_of = |this: &mut Self, to: LLVMBasicBlockRef| -> Result<LabelId, String> {
            if !this.has_phis(to) {
                return this
                    .block_labels
                    .get(&to)
                    .copied()
                    .ok_or_else(|| "internal error: a block without a label".into());
            }
            if let Some(&(edge, _)) = edges.iter().find(|(_, t)| *t == to) {
                return Ok(edge);
            }
            let edge = this.fresh_label()?;
            edges.push((edge, to));
            Ok(edge)
        };
        let length =
            Val::Const(super::values::Konst { lane: LaneTy::Data(ty), lanes: vec![Some(slots.len() as u64)].into() });
        let m = self.compare(crate::visa::CmpRel::Ge, cond, &length, shape, ty)?;
        let pred = Some(crate::visa::Predicate::new(self.mask_root(m).groups[0]));
        let target = label_of(self, default)?;
        self.push(Instruction::Branch { op: BranchOp::Jmp, exec, pred, target });
        let mut labels = Vec::with_capacity(slots.len());
        for slot in slots {
            labels.push(label_of(self, slot.unwrap_or(default))?);
        }
        let table = crate::visa::JumpTable::new(&labels).ok_or("internal error: more than 32 SWITCHJMP labels")?;
        let unsigned = match ty.size_bytes() {
            1 => ElemType::UB,
            2 => ElemType::UW,
            _ => ElemType::UD,
        };
        let index = self.src_as(cond, 0, 1, Some(unsigned))?;
        self.push(Instruction::SwitchJmp { exec, index, table });
        let last = edges.len();
        for (i, (edge, to)) in edges.into_iter().enumerate() {
            self.edge_block(edge);
            self.goto(from, to, if i + 1 == last { next } else { None })?;
        }
        Ok(())
    }

    /// The copies of the edge `from -> to`, then a jump to `to` unless it is `next`.
    fn goto(
        &mut self,
        from: LLVMBasicBlockRef,
        to: LLVMBasicBlockRef,
        next: Option<LLVMBasicBlockRef>,
    ) -> Result<(), String> {
        self.edge_copies(from, to)?;
        if next != Some(to) {
            self.jmp(ExecCtrl::new(ExecSize::S1, crate::visa::EmaskOffset::M1, false), None, to)?;
        }
        Ok(())
    }

    fn jmp(
        &mut self,
        exec: ExecCtrl,
        pred: Option<crate::visa::Predicate>,
        to: LLVMBasicBlockRef,
    ) -> Result<(), String> {
        let target = *self.block_labels.get(&to).ok_or("internal error: a branch to a block without a label")?;
        self.push(Instruction::Branch { op: BranchOp::Jmp, exec, pred, target });
        Ok(())
    }

    /// LABEL of an edge's block. Only its branch reaches it, not the code
    /// just before it, so what that code made at first use is made again.
    fn edge_block(&mut self, edge: LabelId) {
        self.push(Instruction::Label(edge));
        self.start_block();
    }

    fn fresh_label(&mut self) -> Result<LabelId, String> {
        let name = self.unique_name("edge");
        let id = LabelId(u16::try_from(self.kernel.labels.len()).map_err(|_| too_many())?);
        self.kernel.labels.push(Label { name, kind: LabelKind::Block });
        Ok(id)
    }

    fn has_phis(&self, bb: LLVMBasicBlockRef) -> bool {
        // SAFETY: a block of the function.
        unsafe { BasicBlock::new(bb) }
            .and_then(|b| b.get_first_instruction())
            .is_some_and(|i| i.get_opcode() == InstructionOpcode::Phi)
    }

    /// The parallel copy of the edge `from -> to`: each phi of `to` gets
    /// its incoming value from `from`. A copy is made once no other pending
    /// copy reads its destination; when only a cycle is left, one
    /// destination is saved to a temporary that its readers read instead.
    fn edge_copies(&mut self, from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> Result<(), String> {
        // SAFETY: `to` is a successor block of the function being emitted (or null, which gives `None`).
        let Some(block) = (unsafe { BasicBlock::new(to) }) else { return Ok(()) };
        let mut pending: Vec<(View, Val)> = Vec::new();
        for inst in block.get_instructions() {
            if inst.get_opcode() != InstructionOpcode::Phi {
                break;
            }
            let phi = inst.as_value_ref();
            let dst = *self.phi_vars.get(&phi).ok_or("internal error: a phi without its variable")?;
            // SAFETY: indices are below the phi's incoming count.
            let incoming = (0..unsafe { LLVMCountIncoming(phi) })
                // SAFETY: `i` is below the phi's incoming count.
                .find(|&i| unsafe { LLVMGetIncomingBlock(phi, i) } == from)
                // SAFETY: `i` was found below the phi's incoming count.
                .map(|i| unsafe { LLVMGetIncomingValue(phi, i) })
                .ok_or("a `phi` has no incoming value for one of its block's predecessors")?;
            // A mask's bytes are made here, before any copy writes.
            let src = self.value(incoming)?;
            let src = self.data(src)?;
            if src != Val::Gen(dst) {
                pending.push((dst, src));
            }
        }
        let reads = |val: &Val, root| matches!(val, Val::Gen(v) if v.root == root);
        while !pending.is_empty() {
            let free = (0..pending.len())
                .find(|&i| pending.iter().enumerate().all(|(j, (_, src))| j == i || !reads(src, pending[i].0.root)));
            match free {
                Some(i) => {
                    let (dst, src) = pending.remove(i);
                    self.copy_lanes(dst, &src, dst.lanes)?;
                }
                None => {
                    let saved = pending[0].0;
                    let temp = self.copy_to_root(&Val::Gen(saved), saved.ty, saved.lanes)?;
                    for (_, src) in &mut pending {
                        if let Val::Gen(v) = src {
                            if v.root == saved.root {
                                *v = View { root: temp.root, off: v.off - saved.off, ..*v };
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

pub(super) fn too_many() -> String {
    "the function has more blocks than a vISA kernel has labels (65536)".into()
}

/// A label name from the block's LLVM name, or `BB<n>`.
fn names_or(raw: &[u8], n: usize) -> String {
    crate::visa::names::legal_name(raw, crate::visa::names::MAX_NAME_LEN)
        .map_or_else(|| format!("BB{n}"), std::borrow::Cow::into_owned)
}

/// Points each SWITCHJMP entry whose block is only an unconditional `jmp`
/// at that jump's target. Same behaviour; and Intel's assembler of IGC
/// 1.0.12504 on SKL drops such a block's label while its jump table still
/// names it (`BinaryEncoding.cpp: invalid label!`, an illegal `jmpi` in the
/// Gen code); a table naming blocks with code assembles.
pub fn thread_switch_targets(kernel: &mut crate::visa::Kernel) {
    let places = kernel.label_places();
    let body = &kernel.body;
    // The unconditional jump a label's block starts with, past more labels.
    let jump_at = |l: LabelId| -> Option<LabelId> {
        let place = places.get(usize::from(l.0)).copied().flatten()?;
        body[place..].iter().find(|i| !matches!(i, Instruction::Label(_))).and_then(|i| match *i {
            Instruction::Branch { op: BranchOp::Jmp, pred: None, target, .. } => Some(target),
            _ => None,
        })
    };
    // At most as many steps as labels: a cycle of empty blocks stops.
    let resolve = |mut l: LabelId| {
        for _ in 0..places.len() {
            match jump_at(l) {
                Some(t) if t != l => l = t,
                _ => break,
            }
        }
        l
    };
    let threaded: Vec<Option<Vec<LabelId>>> = body
        .iter()
        .map(|inst| match inst {
            Instruction::SwitchJmp { table, .. } => Some(table.labels().iter().map(|&l| resolve(l)).collect()),
            _ => None,
        })
        .collect();
    for (inst, labels) in kernel.body.iter_mut().zip(threaded) {
        if let (Instruction::SwitchJmp { table, .. }, Some(labels)) = (inst, labels) {
            table.labels_mut().copy_from_slice(&labels);
        }
    }
}

/// Numbers the labels in order of first mention in the body (placed or
/// jumped to), the order in which the assembler declares them reading the
/// text, so that the object file and the text agree.
pub fn number_labels_by_first_mention(kernel: &mut crate::visa::Kernel) {
    let mut order: Vec<usize> = Vec::with_capacity(kernel.labels.len());
    let mut new_id = vec![None; kernel.labels.len()];
    for inst in &kernel.body {
        let mentioned = match inst {
            Instruction::Label(l) | Instruction::Subroutine(l) | Instruction::Branch { target: l, .. } => {
                std::slice::from_ref(l)
            }
            Instruction::SwitchJmp { table, .. } => table.labels(),
            _ => &[],
        };
        for l in mentioned {
            if let Some(slot @ None) = new_id.get_mut(usize::from(l.0)) {
                *slot = Some(order.len());
                order.push(usize::from(l.0));
            }
        }
    }
    // Labels nothing mentions keep their relative order after the rest.
    for (old, slot) in new_id.iter_mut().enumerate() {
        if slot.is_none() {
            *slot = Some(order.len());
            order.push(old);
        }
    }
    let id = |l: LabelId| LabelId(new_id[usize::from(l.0)].map_or(l.0, |n| n as u16));
    for inst in &mut kernel.body {
        match inst {
            Instruction::Label(l) | Instruction::Subroutine(l) | Instruction::Branch { target: l, .. } => *l = id(*l),
            Instruction::SwitchJmp { table, .. } => table.labels_mut().iter_mut().for_each(|l| *l = id(*l)),
            _ => {}
        }
    }
    let labels = std::mem::take(&mut kernel.labels);
    kernel.labels = order.into_iter().map(|old| labels[old].clone()).collect();
}
