//! The rules of ALU instructions, read from the ALU table (`visa::alu`):
//! availability, form, types, saturation, source modifiers.

use super::*;

impl<'k> Verifier<'k> {
    // ---- ALU ---------------------------------------------------------------------

    /// A row of the ALU table: its shape, modifiers, platform and types.
    /// Fast path: an instruction whose [`AluKey`] passed every check
    /// before in this kernel passes them again.
    pub(super) fn alu(&mut self, a: &Alu) {
        let key = self.passed_alus.as_ref().and_then(|_| self.alu_key(a));
        if let (Some(key), Some(passed)) = (&key, &self.passed_alus) {
            // A recent key is one of `passed`.
            let k = &key.0;
            // Word by word (an array compare calls `memcmp`).
            if self.recent_alus.get(key.slot()).is_some_and(|r| {
                r[0] == k[0] && r[1] == k[1] && r[2] == k[2] && r[3] == k[3] && r[4] == k[4]
            }) {
                return;
            }
            if passed.contains(key) {
                self.remember_recent_alu(*key);
                return;
            }
        }
        let before = self.errors.len();
        self.alu_checks(a);
        if let (Some(key), Some(passed)) = (key, &mut self.passed_alus) {
            if self.errors.len() == before {
                passed.insert(key);
                self.remember_recent_alu(key);
            }
        }
    }

    /// Puts `key`, one of `passed_alus`, in its slot of `recent_alus`.
    fn remember_recent_alu(&mut self, key: AluKey) {
        if let Some(slot) = self.recent_alus.get_mut(key.slot()) {
            *slot = key.0;
        }
    }

    /// The [`AluKey`] of `a`: `None` unless each operand is a general
    /// operand of a declared variable (the destination, a source) or an
    /// immediate (a source).
    fn alu_key(&self, a: &Alu) -> Option<AluKey> {
        let exec = a.exec;
        let DstOperand::General { var, row, col, hstride } = a.dst else { return None };
        let (_, dst) = self.operand_key(var, (row, col), [0, 0, hstride], exec, true)?;
        // What the signature holds besides the operand keys' types: an
        // immediate's type, each source's modifier (as `AluSignature::of`).
        let mut bits = a.op as u64;
        bits = bits << 1 | u64::from(a.sat);
        bits = bits << 1 | u64::from(a.pred.is_some());
        bits = bits << 2 | a.srcs.len().min(3) as u64;
        bits = bits << 3 | u64::from(exec.size.code());
        let mut key = [0, dst.0, 0, 0, 0];
        for (slot, &src) in a.srcs.as_slice().iter().take(3).enumerate() {
            let (form, operand) = match src {
                SrcOperand::General { var, row, col, region, modifier } => {
                    let region = [region.vstride, region.width, region.hstride];
                    let (_, key) = self.operand_key(var, (row, col), region, exec, false)?;
                    (16 | modifier as u64, key.0)
                }
                // Its checks read only its type.
                SrcOperand::Immediate(imm) => (imm.ty as u64, u64::MAX),
                _ => return None,
            };
            bits = bits << 9 | form;
            key[2 + slot] = operand;
        }
        key[0] = bits;
        Some(AluKey(key))
    }

    /// [`Verifier::alu`]'s general path (with the operand and signature fast paths).
    fn alu_checks(&mut self, a: &Alu) {
        let before = self.errors.len();
        let shape = a.op.desc();
        self.alu_available(shape.page, &shape.platforms.value);
        if a.srcs.len() != shape.srcs {
            self.error(
                Rule::AluShape,
                format!("{} takes {} source operands, found {}", shape.mnemonic, shape.srcs, a.srcs.len()),
            );
        }
        if a.pred.is_some() && !shape.predicated {
            self.error(
                Rule::AluShape,
                format!("{} cannot be predicated: its Format has no Pred field", shape.mnemonic),
            );
        }
        let exec = a.exec;
        let dst = self.dst(a.dst, exec);
        // On the stack: an ALU instruction has at most three sources (`Srcs`).
        let mut operands = [("dst", dst), ("src0", Kind::Unknown), ("src1", Kind::Unknown), ("src2", Kind::Unknown)];
        for (slot, &src) in operands[1..].iter_mut().zip(a.srcs.as_slice()) {
            slot.1 = self.src(slot.0, src, exec);
        }
        let kinds = &operands[..1 + a.srcs.len().min(3)];
        // Fast path: the rules below read only the signature, and one that
        // passed them once in this kernel passes them again.
        let signature = AluSignature::of(a, &operands);
        if self.passed_alu_rules.as_ref().is_some_and(|passed| passed.contains(&signature)) {
            return;
        }
        self.alu_type_rules(a, kinds, before);
        if self.errors.len() == before {
            if let Some(passed) = &mut self.passed_alu_rules {
                passed.insert(signature);
            }
        }
    }

    /// The ALU rules past the operands: saturation, modifiers, types and
    /// forms (their general path; [`Verifier::alu`] skips them for a
    /// signature that passed). `before`: the error count at the
    /// instruction's start.
    pub(super) fn alu_type_rules(&mut self, a: &Alu, kinds: &[(&'static str, Kind)], before: usize) {
        let shape = a.op.desc();
        let (exec, dst) = (a.exec, kinds[0].1);
        self.saturation(shape.mnemonic, a.sat, shape.sat, dst);
        self.source_modifiers(shape.mnemonic, shape.src_mods, a.srcs.as_slice());
        self.state_operands(a.op == AluOp::Movs, kinds);
        match shape.class() {
            TypeClass::Convert => {
                // MOV converts between types; only a predicate destination is wrong.
                if dst == Kind::Pred {
                    self.error(Rule::AluType, "mov cannot write a predicate; use setp or cmp");
                }
            }
            TypeClass::Arithmetic => self.arith_types(kinds),
            TypeClass::Integer => self.class_types(shape.mnemonic, kinds, "integers", Kind::is_int),
            TypeClass::Float => self.class_types(shape.mnemonic, kinds, "floating-point", Kind::is_float),
            TypeClass::Logic => self.logic_types(shape.mnemonic, kinds),
            TypeClass::State => self.movs(exec, kinds),
        }
        if a.op == AluOp::Sel && a.pred.is_none() {
            self.error(Rule::SelPredicate, "sel without a predicate; the predicate chooses src0 or src1 per channel");
        }
        if self.errors.len() == before {
            self.supported_types(&shape.types, kinds);
        }
        if self.errors.len() == before && shape.available_on(self.platform) {
            self.alu_form(shape, kinds, a.srcs.as_slice());
        }
        if self.errors.len() == before {
            self.platform_types(a.op.int64_op(), a.op.name(), kinds, a.sat, a.srcs.as_slice());
        }
    }

    /// The platform's ALU has what the instruction's operand types need:
    /// the 64-bit integer operation for q/uq operands, FP64 for df (the
    /// platform table's `int64` and `fp64`; `alu::platform_lacks`).
    pub(super) fn platform_types(
        &mut self,
        op: Option<target::Int64Op>,
        mnemonic: &str,
        kinds: &[(&str, Kind)],
        sat: bool,
        srcs: &[SrcOperand],
    ) {
        let mut types = [ElemType::Bool; 4];
        for (slot, &(_, k)) in types.iter_mut().zip(kinds) {
            if let Kind::Elem(t) = k {
                *slot = crate::visa::alu::rule_type(t);
            }
        }
        let mut modifiers = [SrcModifier::None; 3];
        for (slot, s) in modifiers.iter_mut().zip(srcs) {
            if let SrcOperand::General { modifier, .. } | SrcOperand::Indirect { modifier, .. } = *s {
                *slot = modifier;
            }
        }
        let types = &types[..kinds.len().min(4)];
        let modifiers = &modifiers[..srcs.len().min(3)];
        if let Some(lack) = crate::visa::alu::platform_lacks(self.platform, op, types, sat, modifiers) {
            let rule = match lack {
                crate::visa::alu::Lack::Int64(_) => Rule::Int64Alu(self.platform),
                crate::visa::alu::Lack::Fp64 => Rule::Fp64(self.platform),
            };
            self.error(rule, lack.describe(mnemonic, self.platform));
        }
    }

    /// The exact types of the row (`alu.rs`), checked only when the
    /// instruction's other rules hold (one fault, one report). `operands`:
    /// the destination first, then the sources in order.
    pub(super) fn supported_types(
        &mut self,
        row: &'static crate::visa::alu::OperandTypes,
        operands: &[(&'static str, Kind)],
    ) {
        // On the stack: at most a destination and three sources, in that
        // order (as `alu::ROLES` names them).
        let mut typed = [None; 4];
        for (slot, &(_, kind)) in typed.iter_mut().zip(operands) {
            *slot = match kind {
                Kind::Elem(t) => Some(t),
                Kind::Pred => Some(ElemType::Bool),
                Kind::State | Kind::Unknown => None,
            };
        }
        let typed = &typed[..operands.len().min(4)];
        if let Some((role, ty, allowed)) = row.violation(typed) {
            let mnemonic = self.item_text();
            self.error(
                Rule::SupportedType(row),
                format!("{mnemonic} {role} has type {ty}; {} supports {} there", row.name, one_of(allowed)),
            );
        } else if row.mixed(typed) {
            let mnemonic = self.item_text();
            self.error(
                Rule::SupportedType(row),
                format!(
                    "{mnemonic} operands have different types ({}); {} needs one type",
                    describe(operands),
                    row.name
                ),
            );
        }
    }

    /// The instruction exists from platform `since` on.
    pub(super) fn alu_available(&mut self, page: &str, platforms: &crate::visa::alu::Platforms) {
        if !platforms[self.platform as usize] {
            let have = crate::visa::alu::platform_list(platforms);
            self.error(
                Rule::AluAvailable,
                format!("{page} is not available on {}; it is available on {}", self.platform, list(&have)),
            );
        }
    }

    /// The instruction's form (integer DIV, MOV between qwords and floats,
    /// ...) exists on the platform: the row's [`crate::visa::alu::FormRow`]s.
    pub(super) fn alu_form(&mut self, desc: &AluDesc, kinds: &[(&str, Kind)], srcs: &[SrcOperand]) {
        // On the stack: at most a destination and three sources.
        let mut types = [ElemType::Bool; 4];
        for (slot, &(_, k)) in types.iter_mut().zip(kinds) {
            if let Kind::Elem(t) = k {
                *slot = crate::visa::alu::rule_type(t);
            }
        }
        let mut modified = [false; 3];
        for (slot, s) in modified.iter_mut().zip(srcs) {
            *slot = matches!(s, SrcOperand::General { modifier, .. } if *modifier != SrcModifier::None);
        }
        let (types, modified) = (&types[..kinds.len().min(4)], &modified[..srcs.len().min(3)]);
        if let Some(form) = desc.missing_form(self.platform, types, modified) {
            let have = crate::visa::alu::platform_list(&form.platforms.value);
            self.error(
                Rule::AluAvailable,
                format!(
                    "{} {} is not available on {}; it is available on {} ({})",
                    desc.page,
                    form.form.describe(),
                    self.platform,
                    list(&have),
                    form.platforms.source
                ),
            );
        }
    }

    /// `.sat` where the page's Saturation property allows it.
    pub(super) fn saturation(
        &mut self,
        mnemonic: &str,
        sat: bool,
        allowed: crate::visa::alu::Cited<Saturation>,
        dst: Kind,
    ) {
        let (allowed, source) = (allowed.value, allowed.source);
        let ok = match allowed {
            Saturation::Yes => true,
            Saturation::FloatOnly => dst.is_float() || dst == Kind::Unknown,
            Saturation::No => false,
        };
        if sat && !ok {
            let why = match allowed {
                Saturation::FloatOnly => {
                    format!("{mnemonic} saturates only a floating-point result (dst is {})", dst.name())
                }
                // Where the assembler is stricter than the page, it says so.
                _ if !source.starts_with("vISA spec") => format!("{mnemonic} takes no .sat ({source})"),
                _ => format!("{mnemonic} takes no .sat"),
            };
            self.error(Rule::Saturation, why);
        }
    }

    /// `(-)`, `(abs)`, `(-abs)` where the page says "arithmetic", `(~)` where
    /// it says "logic", none where it says "false".
    pub(super) fn source_modifiers(&mut self, mnemonic: &str, allowed: SrcMods, srcs: &[SrcOperand]) {
        for (i, src) in srcs.iter().enumerate() {
            let (SrcOperand::General { modifier, .. } | SrcOperand::Indirect { modifier, .. }) = *src else { continue };
            let ok = match modifier {
                SrcModifier::None => true,
                SrcModifier::Not => allowed == SrcMods::Logic,
                SrcModifier::Neg | SrcModifier::Abs | SrcModifier::NegAbs => allowed == SrcMods::Arithmetic,
            };
            if !ok {
                let takes = match allowed {
                    SrcMods::Arithmetic => "(-), (abs) or (-abs)",
                    SrcMods::Logic => "only (~)",
                    SrcMods::None => "none",
                };
                self.error(
                    Rule::SourceModifier,
                    format!("src{i} of {mnemonic} has a source modifier it does not take; it takes {takes}"),
                );
            }
        }
    }

    /// "Its usage is restricted to the ADDR_ADD and MOVS instruction."
    pub(super) fn state_operands(&mut self, allowed: bool, kinds: &[(&str, Kind)]) {
        if allowed {
            return;
        }
        for &(role, kind) in kinds {
            if kind == Kind::State {
                let mnemonic = self.item_text();
                self.error(
                    Rule::StateOperand,
                    format!("{role} of {mnemonic} is a surface; only movs takes state operands"),
                );
            }
        }
    }

    /// MOVS (its Notes): state to state, a UD value to a state, or a state's
    /// index to a UD variable; exec size 1 (the syntax appendix).
    pub(super) fn movs(&mut self, exec: ExecCtrl, kinds: &[(&str, Kind)]) {
        if exec.lanes() != 1 {
            self.error(Rule::Movs, format!("movs has exec size {}; it must be 1", exec.lanes()));
        }
        let (dst, src) = (kinds.first().map(|k| k.1), kinds.get(1).map(|k| k.1));
        let ud = |k: Option<Kind>| matches!(k, Some(Kind::Elem(ElemType::UD) | Kind::Unknown));
        let state = |k: Option<Kind>| k == Some(Kind::State);
        let legal = (state(dst) && (state(src) || ud(src))) || (ud(dst) && state(src));
        if !legal {
            let name = |k: Option<Kind>| k.map_or("?", Kind::name);
            self.error(
                Rule::Movs,
                format!(
                    "movs from {} to {}: it moves a surface to a surface, a ud value to a surface, or a surface's \
                     index to a ud variable",
                    name(src),
                    name(dst)
                ),
            );
        }
    }

    /// Integer-only (or float-only) operations: every operand in the class.
    pub(super) fn class_types(&mut self, mnemonic: &str, kinds: &[(&str, Kind)], class: &str, fits: fn(Kind) -> bool) {
        if kinds.iter().any(|&(_, k)| !fits(k) && k != Kind::Unknown && k != Kind::State) {
            self.error(Rule::AluType, format!("{mnemonic} operands must be {class} ({})", describe(kinds)));
        }
    }

    /// AND, OR, XOR: integers or predicates, not mixed.
    pub(super) fn logic_types(&mut self, mnemonic: &str, kinds: &[(&str, Kind)]) {
        let any = |f: fn(Kind) -> bool| kinds.iter().any(|&(_, k)| f(k));
        if any(Kind::is_float) {
            self.error(
                Rule::AluType,
                format!("{mnemonic} operands must be integers or predicates ({})", describe(kinds)),
            );
        } else if any(|k| k == Kind::Pred) && any(Kind::is_int) {
            // "Single data type for all operands".
            self.error(Rule::AluType, format!("{mnemonic} mixes predicates and integers ({})", describe(kinds)));
        }
    }

    /// add, mul, sel, cmp: no predicates, and no mixing of integer and float
    /// (only mov converts).
    pub(super) fn arith_types(&mut self, kinds: &[(&str, Kind)]) {
        if kinds.iter().any(|&(_, k)| k == Kind::Pred) {
            let mnemonic = self.item_text();
            self.error(Rule::AluType, format!("{mnemonic} does not take predicate operands ({})", describe(kinds)));
        } else if kinds.iter().any(|&(_, k)| k.is_float()) && kinds.iter().any(|&(_, k)| k.is_int()) {
            let mnemonic = self.item_text();
            self.error(
                Rule::AluType,
                format!(
                    "{mnemonic} mixes integer and floating-point operands ({}); only mov converts",
                    describe(kinds)
                ),
            );
        }
    }
}

/// `dst:ud, src0:f`.
fn describe(kinds: &[(&str, Kind)]) -> String {
    kinds.iter().map(|(role, k)| format!("{role}:{}", k.name())).collect::<Vec<_>>().join(", ")
}
