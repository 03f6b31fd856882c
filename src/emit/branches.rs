//! Blocks, branches and phis emitted (`flow.rs` says how; the
//! [`super::flow::Flow`] part holds the labels and phi variables).

use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, InstructionOpcode};
use visa_passes::ir::llvm as ir;

use super::error::EmitError;
use super::flow::{names_or, too_many};
use super::llvm::{self, LaneTy};
use super::masks::MaskForm;
use super::values::{Val, View};
use super::Emitter;
use crate::visa::{BranchOp, ElemType, ExecCtrl, ExecSize, Instruction, Label, LabelId, LabelKind};

impl<'ctx> Emitter<'_, 'ctx> {
    /// Declares a block label for each block and a variable for each phi.
    pub fn prepare_blocks(&mut self, blocks: &[BasicBlock<'ctx>]) -> Result<(), (LLVMValueRef, EmitError)> {
        // Exit phis that share a loop phi's variable (`phi_homes::exit_home`),
        // given theirs once every loop phi has one.
        let mut exits = Vec::new();
        for (n, bb) in blocks.iter().enumerate() {
            let raw = bb.get_name().to_bytes();
            let preferred = names_or(raw, n);
            let name = self.unique_name(&preferred);
            let id = LabelId(u16::try_from(self.kernel.labels.len()).map_err(|_| {
                (bb.get_first_instruction().map_or(std::ptr::null_mut(), |i| i.as_value_ref()), too_many().into())
            })?);
            self.kernel.labels.push(Label { name, kind: LabelKind::Block });
            self.flow.block_labels.insert(bb.as_mut_ptr(), id);
            for inst in bb.get_instructions() {
                if inst.get_opcode() != InstructionOpcode::Phi {
                    break;
                }
                let v = inst.as_value_ref();
                let shape = self.shape_of(v).map_err(|m| (v, m))?;
                if shape.lane != LaneTy::Bool {
                    if let Some(loop_phi) = super::phi_homes::exit_home(inst) {
                        exits.push((v, loop_phi));
                        continue;
                    }
                }
                // An `i1` phi keeps a byte per lane (no vISA instruction
                // copies a predicate); its block reads them back into a mask.
                let ty = match shape.lane {
                    LaneTy::Data(t) => t,
                    LaneTy::Bool => ElemType::UB,
                };
                let view = self.new_root(ty, shape.lanes, Some(v)).map_err(|m| (v, m))?;
                self.flow.phi_vars.insert(v, view);
                if shape.lane != LaneTy::Bool {
                    self.values.map.insert(v, Val::Gen(view));
                    if let Some(home) = super::phi_homes::home_of(inst) {
                        self.flow.phi_homes.entry(home).or_insert(view);
                    }
                }
            }
        }
        let mut shared = Vec::new();
        for (v, loop_phi) in exits {
            let home = self
                .flow
                .phi_vars
                .get(&loop_phi)
                .copied()
                .filter(|view| !shared.contains(&view.root) && self.flow.phi_homes.values().any(|h| h == view));
            let view = match home {
                Some(view) => {
                    shared.push(view.root);
                    view
                }
                None => {
                    let shape = self.shape_of(v).map_err(|m| (v, m))?;
                    let LaneTy::Data(ty) = shape.lane else { continue };
                    self.new_root(ty, shape.lanes, Some(v)).map_err(|m| (v, m))?
                }
            };
            self.flow.phi_vars.insert(v, view);
            self.values.map.insert(v, Val::Gen(view));
        }
        Ok(())
    }

    /// Forgets what the previous block computed at first use: the `ub`
    /// bytes of masks and the clearing of mask bits past the last lane are
    /// made again where a block needs them (the earlier block need not
    /// dominate this one).
    pub fn start_block(&mut self) {
        self.masks.byte_roots.clear();
        for m in &mut self.masks.roots {
            m.clean = m.broadcast || m.lanes.is_multiple_of(32);
        }
    }

    /// The masks of `bb`'s `i1` phis, from their bytes, at the block's
    /// start (where the copies have just written them on every path in).
    pub fn read_bool_phis(&mut self, bb: BasicBlock<'ctx>) -> Result<(), EmitError> {
        for inst in bb.get_instructions() {
            if inst.get_opcode() != InstructionOpcode::Phi {
                break;
            }
            let v = inst.as_value_ref();
            let shape = self.shape_of(v)?;
            if shape.lane != LaneTy::Bool {
                continue;
            }
            let bytes = *self.flow.phi_vars.get(&v).ok_or_else(|| EmitError::internal("a phi without its variable"))?;
            let m = self.bytes_to_mask(&Val::Gen(bytes), shape.lanes, MaskForm::of(&shape))?;
            self.values.map.insert(v, Val::Mask(m));
        }
        Ok(())
    }

    /// LABEL of `bb`.
    pub fn place_label(&mut self, bb: BasicBlock<'ctx>) {
        if let Some(&id) = self.flow.block_labels.get(&bb.as_mut_ptr()) {
            self.push(Instruction::Label(id));
        }
    }

    /// Emits the terminator `v` of `bb`; `next` is the block emitted after it.
    pub fn terminator(
        &mut self,
        v: LLVMValueRef,
        bb: BasicBlock<'ctx>,
        next: Option<BasicBlock<'ctx>>,
    ) -> Result<(), EmitError> {
        let from = bb.as_mut_ptr();
        let next = next.map(|b| b.as_mut_ptr());
        match llvm::opcode(v) {
            LLVMOpcode::LLVMBr => {
                // Successor 0 is the true (or only) block, 1 the false one.
                let successors = ir::successors(v);
                let t = *successors.first().ok_or_else(|| EmitError::internal("a `br` without a successor"))?;
                if !ir::is_conditional_branch(v) {
                    return self.goto(from, t, next);
                }
                let f = *successors
                    .get(1)
                    .ok_or_else(|| EmitError::internal("a conditional `br` without its false block"))?;
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
                self.copy_before_branch(from, t, f)?;
                let branched = self.two_way(from, [t, f], next, exec, pred);
                self.flow.copied_before_branch.clear();
                branched
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
            )
            .into()),
        }
    }

    /// The jump to `t` under `pred` and the way on to `f`, each with its
    /// edge's copies.
    fn two_way(
        &mut self,
        from: LLVMBasicBlockRef,
        [t, f]: [LLVMBasicBlockRef; 2],
        next: Option<LLVMBasicBlockRef>,
        exec: ExecCtrl,
        pred: crate::visa::Predicate,
    ) -> Result<(), EmitError> {
        if !self.edge_copies_any(from, t) {
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

    /// The copies both edges of a two-way branch make alike (the same value
    /// into the same variable: an exit phi sharing a loop phi's variable,
    /// `phi_homes::exit_home`), made once before the branch, where no other
    /// copy of either edge reads what they write. The edges then skip them.
    fn copy_before_branch(
        &mut self,
        from: LLVMBasicBlockRef,
        t: LLVMBasicBlockRef,
        f: LLVMBasicBlockRef,
    ) -> Result<(), EmitError> {
        let (Some(to_t), Some(to_f)) = (self.data_copies(from, t)?, self.data_copies(from, f)?) else {
            return Ok(());
        };
        let reads = |val: &Val, root| matches!(val, Val::Gen(v) if v.root == root);
        for (dst, src) in &to_t {
            let alike = to_f.contains(&(*dst, src.clone()));
            let read_elsewhere =
                to_t.iter().chain(&to_f).any(|(d, s)| d != dst && reads(s, dst.root)) || reads(src, dst.root);
            if alike && !read_elsewhere {
                self.copy_lanes(*dst, src, dst.lanes)?;
                self.flow.copied_before_branch.push(*dst);
            }
        }
        Ok(())
    }

    /// The copies of the edge `from -> to` (destination, source), where
    /// every phi of `to` holds data (`None` where one is an `i1`, whose
    /// bytes are made at the edge).
    fn data_copies(
        &mut self,
        from: LLVMBasicBlockRef,
        to: LLVMBasicBlockRef,
    ) -> Result<Option<Vec<(View, Val)>>, EmitError> {
        let Some(block) = ir::as_block(to) else { return Ok(None) };
        let mut copies = Vec::new();
        for inst in block.get_instructions().take_while(|i| i.get_opcode() == InstructionOpcode::Phi) {
            let phi = inst.as_value_ref();
            if self.shape_of(phi)?.lane == LaneTy::Bool {
                return Ok(None);
            }
            let Some(&dst) = self.flow.phi_vars.get(&phi) else { return Ok(None) };
            let Some(incoming) = ir::incoming_value(phi, from) else { return Ok(None) };
            let src = self.value(incoming)?;
            if matches!(src, Val::Mask(_)) {
                return Ok(None);
            }
            if src != Val::Gen(dst) {
                copies.push((dst, src));
            }
        }
        Ok(Some(copies))
    }

    /// `switch`: per case, `cmp.eq` of the condition and the case value
    /// and a `jmp` on it (to a block of its own for the edge's copies,
    /// placed after the jump to the default).
    fn switch(
        &mut self,
        v: LLVMValueRef,
        from: LLVMBasicBlockRef,
        next: Option<LLVMBasicBlockRef>,
    ) -> Result<(), EmitError> {
        // Operands: the condition, the default block, then each case's value
        // and block; successor 0 is the default, successor k + 1 case k's block.
        let successors = ir::successors(v);
        let count = successors.len() as u32;
        let successor = |k: u32| successors[k as usize];
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
    ) -> Result<(), EmitError> {
        let exec = ExecCtrl::new(ExecSize::S1, crate::visa::EmaskOffset::M1, false);
        let mut edges: Vec<(LabelId, LLVMBasicBlockRef)> = Vec::new();
        let mut label_of = |this: &mut Self, to: LLVMBasicBlockRef| -> Result<LabelId, EmitError> {
            if !this.has_phis(to) {
                return this
                    .flow
                    .block_labels
                    .get(&to)
                    .copied()
                    .ok_or_else(|| EmitError::internal("a block without a label"));
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
        let table =
            crate::visa::JumpTable::new(&labels).ok_or_else(|| EmitError::internal("more than 32 SWITCHJMP labels"))?;
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
    ) -> Result<(), EmitError> {
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
    ) -> Result<(), EmitError> {
        let target = *self
            .flow
            .block_labels
            .get(&to)
            .ok_or_else(|| EmitError::internal("a branch to a block without a label"))?;
        self.push(Instruction::Branch { op: BranchOp::Jmp, exec, pred, target });
        Ok(())
    }

    /// LABEL of an edge's block. Only its branch reaches it, not the code
    /// just before it, so what that code made at first use is made again.
    fn edge_block(&mut self, edge: LabelId) {
        self.push(Instruction::Label(edge));
        self.start_block();
    }

    fn fresh_label(&mut self) -> Result<LabelId, EmitError> {
        let name = self.unique_name("edge");
        let id = LabelId(u16::try_from(self.kernel.labels.len()).map_err(|_| too_many())?);
        self.kernel.labels.push(Label { name, kind: LabelKind::Block });
        Ok(id)
    }

    /// Whether the edge `from -> to` copies anything: a phi of `to` whose
    /// incoming value is not already in its variable (`phi_homes.rs`).
    fn edge_copies_any(&self, from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> bool {
        let Some(block) = ir::as_block(to) else { return false };
        block.get_instructions().take_while(|i| i.get_opcode() == InstructionOpcode::Phi).any(|inst| {
            let phi = inst.as_value_ref();
            let incoming = ir::incoming_value(phi, from);
            let var = self.flow.phi_vars.get(&phi).map(|&v| Val::Gen(v));
            let copied = matches!(var, Some(Val::Gen(v)) if self.flow.copied_before_branch.contains(&v));
            !copied && (var.is_none() || incoming.and_then(|v| self.values.map.get(&v)) != var.as_ref())
        })
    }

    fn has_phis(&self, bb: LLVMBasicBlockRef) -> bool {
        ir::as_block(bb)
            .and_then(|b| b.get_first_instruction())
            .is_some_and(|i| i.get_opcode() == InstructionOpcode::Phi)
    }

    /// The parallel copy of the edge `from -> to`: each phi of `to` gets
    /// its incoming value from `from`. A copy is made once no other pending
    /// copy reads its destination; when only a cycle is left, one
    /// destination is saved to a temporary that its readers read instead.
    fn edge_copies(&mut self, from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> Result<(), EmitError> {
        let Some(block) = ir::as_block(to) else { return Ok(()) };
        let mut pending: Vec<(View, Val)> = Vec::new();
        for inst in block.get_instructions() {
            if inst.get_opcode() != InstructionOpcode::Phi {
                break;
            }
            let phi = inst.as_value_ref();
            let dst = *self.flow.phi_vars.get(&phi).ok_or_else(|| EmitError::internal("a phi without its variable"))?;
            let incoming = ir::incoming_value(phi, from)
                .ok_or("a `phi` has no incoming value for one of its block's predecessors")?;
            // A mask's bytes are made here, before any copy writes.
            let src = self.value(incoming)?;
            let src = self.data(src)?;
            if src != Val::Gen(dst) && !self.flow.copied_before_branch.contains(&dst) {
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
