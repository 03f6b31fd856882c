//! The rules of the other instructions (control flow, labels, barriers and
//! the like) and of the kernel's labels.

use super::*;

impl<'k> Verifier<'k> {
    /// CMP, SETP, ADDC, BFN, the labels and control flow.
    pub(super) fn other(&mut self, inst: &Instruction) {
        match *inst {
            Instruction::AddrAdd { exec, dst, src0, src1 } => self.addr_add(exec, dst, src0, src1),
            Instruction::Cmp { exec, dst, src0, src1, .. } => {
                let before = self.errors.len();
                let dst = self.dst(dst, exec);
                let kinds = [("src0", self.src("src0", src0, exec)), ("src1", self.src("src1", src1, exec))];
                self.state_operands(false, &kinds);
                self.arith_types(&kinds);
                if self.errors.len() == before {
                    self.supported_types(&crate::visa::alu::CMP, &[("dst", dst), kinds[0], kinds[1]]);
                }
                if self.errors.len() == before {
                    let all = [("dst", dst), kinds[0], kinds[1]];
                    self.platform_types(Some(target::Int64Op::Compare), "cmp", &all, false, &[src0, src1]);
                }
            }
            Instruction::Setp { exec, dst, src } => {
                let before = self.errors.len();
                self.pred_operand("dst", dst, exec);
                let kind = self.src("src0", src, exec);
                self.state_operands(false, &[("src0", kind)]);
                if kind.is_float() || kind == Kind::Pred {
                    self.error(Rule::AluType, format!("setp src0 has type {}; expected an integer", kind.name()));
                }
                if self.errors.len() == before {
                    self.supported_types(&crate::visa::alu::SETP, &[("dst", Kind::Pred), ("src0", kind)]);
                }
            }
            Instruction::Carry { op, exec, dst, carry, src0, src1, .. } => {
                let name = op.mnemonic();
                let second = match op {
                    CarryOp::Addc => "carry",
                    CarryOp::Subb => "borrow",
                };
                let kinds = [
                    ("dst", self.dst(dst, exec)),
                    (second, self.dst(carry, exec)),
                    ("src0", self.src("src0", src0, exec)),
                    ("src1", self.src("src1", src1, exec)),
                ];
                self.source_modifiers(name, SrcMods::None, &[src0, src1]);
                self.state_operands(false, &kinds);
                // "Supported Types: UD" (both pages).
                for (role, kind) in kinds {
                    if !matches!(kind, Kind::Elem(ElemType::UD) | Kind::Unknown) {
                        self.error(
                            Rule::AluType,
                            format!("{name} {role} has type {}; {name} takes ud only", kind.name()),
                        );
                    }
                }
            }
            Instruction::Bfn { exec, sat, dst, src0, src1, src2, .. } => {
                self.alu_available("BFN", &crate::visa::alu::XEHP_ON);
                let dst_kind = self.dst(dst, exec);
                let kinds = [
                    ("dst", dst_kind),
                    ("src0", self.src("src0", src0, exec)),
                    ("src1", self.src("src1", src1, exec)),
                    ("src2", self.src("src2", src2, exec)),
                ];
                self.saturation(
                    "bfn",
                    sat,
                    crate::visa::alu::Cited { value: Saturation::No, source: "vISA spec, BFN" },
                    dst_kind,
                );
                self.source_modifiers("bfn", SrcMods::None, &[src0, src1, src2]);
                self.state_operands(false, &kinds);
                self.class_types("bfn", &kinds, "integers", Kind::is_int);
            }
            Instruction::Branch { op, exec, target, .. } => {
                if op != BranchOp::Goto && exec.lanes() != 1 {
                    self.error(
                        Rule::BranchExecSize,
                        format!("{} has exec size {}; it must be 1", op.name(), exec.lanes()),
                    );
                }
                if op == BranchOp::Call && exec.lanes() == 1 && !exec.no_mask {
                    self.error(Rule::CallNoMask, "a scalar call must be NoMask: write call (M1_NM, 1)".to_string());
                }
                if let (BranchOp::Goto, Some(width)) = (op, self.dispatch_width()) {
                    let end = exec.offset.channel() + exec.lanes();
                    if end > width {
                        self.error(
                            Rule::GotoDispatch,
                            format!(
                                "goto runs channels {}..{end}, past the kernel's dispatch width {width} (SimdSize)",
                                exec.offset.channel()
                            ),
                        );
                    }
                }
                self.label_kind(op.name(), target, op.target_kind());
            }
            Instruction::SwitchJmp { exec, index, table } => {
                if !JumpTable::available_on(self.platform) {
                    self.error(
                        Rule::SwitchJmp,
                        format!(
                            "switchjmp does not exist on {}; platforms that have it: gen9, xehpc, xe2",
                            self.platform.name()
                        ),
                    );
                }
                if exec.lanes() != 1 {
                    self.error(Rule::SwitchJmp, format!("switchjmp has exec size {}; it must be 1", exec.lanes()));
                }
                let scalar = match index {
                    SrcOperand::Immediate(_) => true,
                    SrcOperand::General { region, .. } => region == Region::SCALAR,
                    _ => false,
                };
                let kind = self.src("switchjmp index", index, exec);
                let unsigned = matches!(kind, Kind::Elem(ElemType::UB | ElemType::UW | ElemType::UD) | Kind::Unknown);
                if !scalar || !unsigned {
                    self.error(
                        Rule::SwitchJmp,
                        format!(
                            "switchjmp index must be a scalar unsigned integer (ub, uw, ud; a variable at <0;1,0> or an \
                             immediate), not {} {}",
                            if scalar { "a scalar" } else { "a vector or other operand of" },
                            kind.name()
                        ),
                    );
                }
                for &l in table.labels() {
                    self.label_kind("switchjmp", l, LabelKind::Block);
                }
            }
            Instruction::Label(l) => self.label_kind("a LABEL", l, LabelKind::Block),
            Instruction::Subroutine(l) => self.label_kind("a SUBROUTINE (.function)", l, LabelKind::Subroutine),
            Instruction::Ret { exec, .. } if exec.lanes() != 1 => {
                self.error(Rule::RetExecSize, format!("ret has exec size {}; it must be 1", exec.lanes()));
            }
            Instruction::Fcall { func, arg_size, ret_size, .. } => {
                if self.kernel.function(func).is_none() {
                    self.error(Rule::Fcall, format!("function F{} is not declared (.funcdecl)", func.0));
                }
                self.call_sizes(Rule::Fcall, arg_size, ret_size);
            }
            Instruction::Faddr { func, dst } => {
                if self.kernel.function(func).is_none() {
                    self.error(Rule::IndirectCall, format!("faddr names function F{}, which no name declares", func.0));
                }
                let one = ExecCtrl::nm(ExecSize::S1);
                let kind = self.dst(dst, one);
                let scalar = matches!(dst, DstOperand::General { .. });
                if !scalar || !matches!(kind, Kind::Elem(ElemType::UD | ElemType::UQ) | Kind::Unknown) {
                    self.error(
                        Rule::IndirectCall,
                        format!("faddr writes a ud or uq scalar variable, not {}", kind.name()),
                    );
                }
            }
            Instruction::Ifcall { exec, func_addr, arg_size, ret_size, .. } => {
                let scalar = match func_addr {
                    SrcOperand::General { region, .. } => region == Region::SCALAR,
                    SrcOperand::Immediate(_) => true,
                    _ => false,
                };
                let kind = self.src("ifcall address", func_addr, exec);
                if !scalar || !matches!(kind, Kind::Elem(ElemType::UD) | Kind::Unknown) {
                    self.error(
                        Rule::IndirectCall,
                        format!(
                            "ifcall's function address is a ud scalar (<0;1,0> or an immediate), not {}",
                            kind.name()
                        ),
                    );
                }
                self.call_sizes(Rule::IndirectCall, arg_size, ret_size);
            }
            _ => {}
        }
    }

    /// A call's argument and return sizes fit `%arg` (32 GRFs) and `%retval`
    /// (12; the pre-defined variables table).
    fn call_sizes(&mut self, rule: Rule, arg_size: u8, ret_size: u8) {
        for (what, size, max) in [("arg_size", arg_size, 32u8), ("return_size", ret_size, 12)] {
            if size > max {
                self.error(rule, format!("{what} {size} GRFs is more than the {max} GRFs it may name"));
            }
        }
    }

    /// The dispatch SIMD size the kernel declares (`.kernel_attr SimdSize=N`), if any.
    pub(super) fn dispatch_width(&self) -> Option<u32> {
        let attr = self.kernel.attrs.iter().find(|a| a.name == "SimdSize")?;
        attr.value.as_deref()?.trim().parse().ok()
    }

    /// The label an instruction names is declared and of the kind it needs.
    pub(super) fn label_kind(&mut self, user: &str, id: LabelId, kind: LabelKind) {
        let kernel = self.kernel;
        match kernel.label(id) {
            None => self.error(Rule::Label, format!("{user} names label L{}, which is not declared", id.0)),
            Some(l) if l.kind != kind => {
                let (want, have) = match kind {
                    LabelKind::Block => ("a block label", "a subroutine label"),
                    LabelKind::Subroutine => ("a subroutine label", "a block label"),
                };
                self.error(Rule::BranchTarget, format!("{user} needs {want}, but {} is {have}", l.name));
            }
            Some(_) => {}
        }
    }

    /// Whole-body label rules: each declared label is placed exactly once,
    /// and JMP/GOTO stay in their subroutine ("The label must be in the same
    /// subroutine as the jump").
    pub(super) fn labels(&mut self) {
        let kernel = self.kernel;
        let mut placed: Vec<Vec<usize>> = vec![Vec::new(); kernel.labels.len()];
        // The subroutine (index of its marker) each instruction is in.
        let mut subroutine = Vec::with_capacity(kernel.body.len());
        let mut current = None;
        for (index, inst) in kernel.body.iter().enumerate() {
            if let Instruction::Label(l) | Instruction::Subroutine(l) = *inst {
                if let Some(at) = placed.get_mut(usize::from(l.0)) {
                    at.push(index);
                }
            }
            if let Instruction::Subroutine(_) = inst {
                // The first marker of a kernel opens its entry, not a new subroutine.
                if index > 0 {
                    current = Some(index);
                }
            }
            subroutine.push(current);
        }
        for (id, at) in placed.iter().enumerate() {
            let Some(label) = kernel.labels.get(id) else { continue };
            if at.len() != 1 {
                let first_use = kernel
                    .body
                    .iter()
                    .position(|i| matches!(i, Instruction::Branch { target, .. } if usize::from(target.0) == id));
                let index = at.get(1).copied().or(first_use);
                let mnemonic = index.and_then(|i| kernel.body.get(i)).map_or("label", Instruction::mnemonic);
                self.at(index, Item::Mnemonic(mnemonic));
                let what =
                    if at.is_empty() { "never placed (no NAME: line or .function)" } else { "placed more than once" };
                self.error(Rule::Label, format!("label {} is {what}", label.name));
            }
        }
        for (index, inst) in kernel.body.iter().enumerate() {
            let (mnemonic, targets) = match inst {
                Instruction::Branch { op: op @ (BranchOp::Jmp | BranchOp::Goto), target, .. } => {
                    (op.name(), std::slice::from_ref(target))
                }
                Instruction::SwitchJmp { table, .. } => ("switchjmp", table.labels()),
                _ => continue,
            };
            for &target in targets {
                let Some(&[at]) = placed.get(usize::from(target.0)).map(Vec::as_slice) else { continue };
                if kernel.label(target).map(|l| l.kind) != Some(LabelKind::Block) {
                    continue; // reported as a wrong target kind
                }
                if subroutine.get(index) != subroutine.get(at) {
                    self.at(Some(index), Item::Mnemonic(mnemonic));
                    let name = kernel.label_name_ref(target);
                    self.error(Rule::BranchTarget, format!("{mnemonic} to {name} leaves its subroutine"));
                }
            }
        }
    }

    /// A kernel's body starts with its entry label (a global function's
    /// ends with FRET, which the assembler leaves alone).
    pub(super) fn entry_label(&mut self) {
        let kernel = self.kernel;
        if kernel.kind != UnitKind::Kernel || kernel.entry_label().is_some() {
            return;
        }
        let first = kernel.body.first().map(Instruction::mnemonic);
        match first {
            Some(mnemonic) => self.at(Some(0), Item::Mnemonic(mnemonic)),
            None => self.at(None, Item::Kernel),
        }
        let name = crate::visa::names::entry_label_name(&kernel.name);
        self.error(
            Rule::EntryLabel,
            format!(
                "the kernel's body does not start with its entry label (`.function \"{name}\"` then `{name}:`); \
                 without it Intel's assembler writes no end-of-thread send, and the thread never ends"
            ),
        );
    }
}
