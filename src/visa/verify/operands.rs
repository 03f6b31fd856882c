//! The rules of operands: raw operands of messages, general and address
//! operands, regions and the bytes each reads or writes.

use super::*;
use visa_passes::isa::messages::{FieldName, Footprint};

impl<'k> Verifier<'k> {
    // ---- raw operands ------------------------------------------------------

    pub(super) fn raw_name(&self, operand: RawOperand) -> String {
        format!("{}.{}", self.kernel.var_name(operand.var), operand.offset)
    }

    /// A raw operand that may be `%null` (then it accesses nothing).
    pub(super) fn raw_or_null(
        &mut self,
        message: Message,
        field: FieldName,
        operand: RawOperand,
        shape: &Shape,
        op: Option<AtomicOp>,
    ) {
        if !operand.is_null() {
            self.raw(message, field, operand, shape, op);
        }
    }

    /// Rules 8-12 for a raw operand that must name a variable: its types and
    /// the bytes the message accesses through it come from the message
    /// table's row for `field`.
    pub(super) fn raw(
        &mut self,
        message: Message,
        name: FieldName,
        operand: RawOperand,
        shape: &Shape,
        op: Option<AtomicOp>,
    ) {
        let field = name.what();
        if operand.is_null() {
            self.error(
                Rule::NullOperand(message),
                format!("{field} is %null; {} needs a variable here", message.name()),
            );
            return;
        }
        let Some(var) = self.general_var(field, operand.var) else { return };
        let Some(desc) = message.operand(name) else { return };
        if let Some(types) = desc.types.resolve(message, shape, op) {
            if !types.contains(&var.ty) {
                let name = self.raw_name(operand);
                self.error(
                    Rule::OperandType(message),
                    format!("{field} {name} has type {}; expected {}", var.ty, one_of(types)),
                );
            }
        }
        // An LSC message's address and data variables span its payload's lanes (the
        // assembler's register allocator asserts, or crashes, on a shorter one it
        // allocates); an input is pinned where the runtime puts it, so it needs the
        // lanes' bytes, and of a send narrower than 8 lanes all but the payload's
        // last GRF (`Footprint::pinned_bytes`: the allocator asserts on less).
        let lsc_payload = matches!(desc.footprint, Footprint::LscData | Footprint::LscAddresses);
        let pinned = self.pinned(operand.var);
        let bytes =
            if lsc_payload && pinned { desc.footprint.pinned_bytes(shape) } else { desc.footprint.bytes(shape) };
        let size = var_bytes(var);
        if u64::from(operand.offset) + bytes > size {
            let name = self.raw_name(operand);
            self.error(
                Rule::RawFootprint(message),
                format!(
                    "{field} {name} accesses {bytes} bytes from offset {}, but {} has {size} bytes",
                    operand.offset, var.name
                ),
            );
        }
        self.raw_align(field, operand);
    }

    /// "Unless otherwise specified, all raw operands must be GRF-aligned": the
    /// byte offset within the root variable (through aliases) is a multiple of
    /// the GRF size, and the root is declared at least GRF-aligned.
    pub(super) fn raw_align(&mut self, field: &str, operand: RawOperand) {
        let Some((root, offset)) = self.alias_root(operand.var, u64::from(operand.offset)) else {
            return; // a broken or cyclic alias chain, reported at its .decl
        };
        let grf = self.grf;
        if offset % u64::from(grf) != 0 {
            let name = self.raw_name(operand);
            self.error(
                Rule::RawAlign,
                format!("{field} {name} is at byte {offset} of {}, not a multiple of the {grf}-byte GRF", root.name),
            );
        }
        let align = root.align.bytes(grf);
        if align < grf {
            let name = self.raw_name(operand);
            self.error(
                Rule::RawAlign,
                format!(
                    "{field} {name} lies in {}, declared align={} ({align} bytes); \
                     raw operands need GRF alignment ({grf} bytes)",
                    root.name,
                    root.align.name()
                ),
            );
        }
    }

    /// The variable that owns the storage of `id`, and `offset` within it.
    pub(super) fn alias_root(&self, id: GenVarId, offset: u64) -> Option<(&'k GenVar, u64)> {
        let (mut id, mut offset) = (id, offset);
        for _ in 0..=self.kernel.vars.len() {
            let var = self.kernel.var(id)?;
            match var.alias {
                None => return Some((var, offset)),
                Some(alias) => {
                    offset = offset.saturating_add(u64::from(alias.offset));
                    id = alias.base;
                }
            }
        }
        None
    }

    /// Whether `id`'s storage is a kernel input's, pinned where the runtime
    /// puts it: the input itself or an alias (chain) of it.
    pub(super) fn pinned(&self, id: GenVarId) -> bool {
        let mut id = id;
        for _ in 0..=self.kernel.vars.len() {
            if self.kernel.inputs.iter().any(|i| i.var == InputVar::General(id)) {
                return true;
            }
            match self.kernel.var(id).and_then(|v| v.alias) {
                Some(alias) => id = alias.base,
                None => return false,
            }
        }
        false
    }

    /// The declaration of the variable a vector operand names: a declared
    /// one or a predefined V1..V19 (`is_dst`: one the program may write).
    /// Reports `%null`, the reserved V20..V31 and undeclared ids.
    pub(super) fn vector_var(&mut self, role: &str, id: GenVarId, is_dst: bool) -> Option<&'k GenVar> {
        let Some(p) = PredefinedVar::get(id).filter(|_| !id.is_null()) else {
            return self.general_var(role, id);
        };
        if is_dst && !p.writable {
            self.error(Rule::PredefinedVar, format!("{role} writes {}, a read-only predefined variable", p.name));
        }
        self.predefined.get(id.0 as usize)
    }

    /// The declaration of a general variable an operand names; reports V0..V31
    /// and undeclared ids.
    pub(super) fn general_var(&mut self, role: &str, id: GenVarId) -> Option<&'k GenVar> {
        let kernel = self.kernel;
        if let Some(var) = kernel.var(id) {
            return Some(var);
        }
        if id.is_null() {
            self.error(Rule::PredefinedVar, format!("{role} is %null (V0); this operand must be a declared variable"));
        } else if id.decl_index().is_none() {
            self.error(
                Rule::PredefinedVar,
                format!(
                    "{role} names predefined variable {}; this operand must be a declared variable",
                    self.kernel.var_name(id)
                ),
            );
        } else {
            self.error(Rule::UndeclaredVar, format!("{role} names V{}, which is not declared", id.0));
        }
        None
    }

    /// A destination's checks; its kind.
    #[inline]
    pub(super) fn dst(&mut self, dst: DstOperand, exec: ExecCtrl) -> Kind {
        let key = match dst {
            DstOperand::General { var, row, col, hstride } => {
                self.operand_key(var, (row, col), [0, 0, hstride], exec, true)
            }
            _ => None,
        };
        self.memo_operand(key, |v| v.dst_checks(dst, exec))
    }

    /// [`Verifier::dst`]'s general path.
    pub(super) fn dst_checks(&mut self, dst: DstOperand, exec: ExecCtrl) -> Kind {
        match dst {
            DstOperand::Predicate(id) => {
                self.pred_operand("dst", id, exec);
                Kind::Pred
            }
            DstOperand::State(st) => self.state_operand("dst", st, exec),
            DstOperand::Address(a) => {
                self.error(Rule::AddressOperand, "dst is an address operand; only addr_add writes one");
                self.address_operand("dst", a, exec.lanes());
                Kind::Unknown
            }
            DstOperand::Indirect { at, hstride } => {
                if !matches!(hstride, 1 | 2 | 4) {
                    self.error(Rule::IndirectOperand, format!("dst horizontal stride {hstride} is not one of 1, 2, 4"));
                }
                self.indirect("dst", at, 1)
            }
            DstOperand::General { var, row, col, hstride } => {
                let legal = matches!(hstride, 1 | 2 | 4);
                if !legal {
                    self.error(Rule::Region, format!("dst horizontal stride {hstride} is not one of 1, 2, 4"));
                }
                let Some(decl) = self.vector_var("dst", var, true) else { return Kind::Unknown };
                // DstDataElements[i] = VN[first + i * HorzStride]
                let last = if legal { u64::from(exec.lanes() - 1) * u64::from(hstride) } else { 0 };
                self.operand_range("dst", decl, row, col, last, exec.lanes());
                if legal {
                    let elements = (0..exec.lanes()).map(|i| i * u32::from(hstride));
                    self.region_span("dst", var, (row, col), &format!("<{hstride}>"), elements);
                }
                Kind::Elem(decl.ty)
            }
        }
    }

    /// A source's checks; its kind.
    #[inline]
    pub(super) fn src(&mut self, role: &str, src: SrcOperand, exec: ExecCtrl) -> Kind {
        let key = match src {
            SrcOperand::General { var, row, col, region, .. } => {
                self.operand_key(var, (row, col), [region.vstride, region.width, region.hstride], exec, false)
            }
            _ => None,
        };
        self.memo_operand(key, |v| v.src_checks(role, src, exec))
    }

    /// [`Verifier::src`]'s general path.
    pub(super) fn src_checks(&mut self, role: &str, src: SrcOperand, exec: ExecCtrl) -> Kind {
        match src {
            SrcOperand::Immediate(imm) => {
                if imm.ty == ElemType::Bool {
                    self.error(Rule::ImmediateType, format!("{role} is an immediate of type bool"));
                }
                Kind::Elem(imm.ty)
            }
            SrcOperand::Predicate(id) => {
                self.pred_operand(role, id, exec);
                Kind::Pred
            }
            SrcOperand::State(st) => self.state_operand(role, st, exec),
            SrcOperand::Address(a) => {
                self.error(Rule::AddressOperand, format!("{role} is an address operand; only addr_add reads one"));
                self.address_operand(role, a, u32::from(a.width));
                Kind::Unknown
            }
            SrcOperand::Indirect { at, region, .. } => {
                let rows = match region {
                    IndirectRegion::Single(r) => {
                        self.region(role, r, exec);
                        1
                    }
                    IndirectRegion::Multi { width, hstride } => {
                        self.region(role, Region { vstride: 0, width, hstride }, exec);
                        (exec.lanes() / u32::from(width.max(1))).max(1)
                    }
                };
                self.indirect(role, at, rows)
            }
            SrcOperand::General { var, row, col, region, .. } => {
                let legal = self.region(role, region, exec);
                let Some(decl) = self.vector_var(role, var, false) else { return Kind::Unknown };
                let last = if legal { region_last(region, exec.lanes()) } else { 0 };
                self.operand_range(role, decl, row, col, last, exec.lanes());
                if legal {
                    let text = format!("<{};{},{}>", region.vstride, region.width, region.hstride);
                    self.region_span(role, var, (row, col), &text, (0..exec.lanes()).map(|i| region.element(i)));
                }
                Kind::Elem(decl.ty)
            }
        }
    }

    /// The key of a general operand of a declared variable (`None` for
    /// any other, or a variable of more than 65535 elements), and its type.
    pub(super) fn operand_key(
        &self,
        var: GenVarId,
        (row, col): (u8, u8),
        region: [u8; 3],
        exec: ExecCtrl,
        is_dst: bool,
    ) -> Option<(ElemType, OperandKey)> {
        let decl = self.kernel.var(var)?;
        let mut bits = u64::from(u16::try_from(decl.num_elts).ok()?) << 4 | decl.ty as u64;
        for byte in [row, col, region[0], region[1], region[2]] {
            bits = bits << 8 | u64::from(byte);
        }
        Some((decl.ty, OperandKey(bits << 4 | u64::from(exec.size.code()) << 1 | u64::from(is_dst))))
    }

    /// Runs `checks` of the operand with `key`, unless the key passed them
    /// before (the fast path: its kind is its variable's type); remembers
    /// a key that passes.
    #[inline]
    pub(super) fn memo_operand(
        &mut self,
        key: Option<(ElemType, OperandKey)>,
        checks: impl FnOnce(&mut Self) -> Kind,
    ) -> Kind {
        if let (Some((ty, key)), Some(passed)) = (key, &self.passed_operands) {
            if passed.contains(&key) {
                return Kind::Elem(ty);
            }
        }
        let before = self.errors.len();
        let kind = checks(self);
        if let (Some((_, key)), Some(passed)) = (key, &mut self.passed_operands) {
            if self.errors.len() == before {
                passed.insert(key);
            }
        }
        kind
    }

    /// An address operand names a declared address variable, and `used`
    /// elements from its offset lie inside it.
    pub(super) fn address_operand(&mut self, role: &str, a: AddressOperand, used: u32) {
        let Some(decl) = self.kernel.addr_var(a.addr) else {
            self.error(Rule::AddressOperand, format!("{role} names A{}, which is not declared", a.addr.0));
            return;
        };
        if !matches!(a.width, 1 | 2 | 4 | 8 | 16) {
            self.error(Rule::AddressOperand, format!("{role} width {} is not one of 1, 2, 4, 8, 16", a.width));
        }
        if u32::from(a.offset) + used > u32::from(decl.num_elts) {
            self.error(
                Rule::AddressOperand,
                format!("{role} {}({}) uses {used} elements, past its {} elements", decl.name, a.offset, decl.num_elts),
            );
        }
    }

    /// An indirect operand: a declared address variable with `rows`
    /// elements from the operand's, a type that is not packed or BOOL, an
    /// offset in [-512, 511]. Its kind is its type.
    pub(super) fn indirect(&mut self, role: &str, at: Indirect, rows: u32) -> Kind {
        match self.kernel.addr_var(at.addr) {
            None => self.error(Rule::IndirectOperand, format!("{role} names A{}, which is not declared", at.addr.0)),
            Some(decl) if u32::from(at.addr_offset) + rows > u32::from(decl.num_elts) => self.error(
                Rule::IndirectOperand,
                format!(
                    "{role} uses {rows} address elements from {}({}), past its {} elements",
                    decl.name, at.addr_offset, decl.num_elts
                ),
            ),
            Some(_) => {}
        }
        if matches!(at.ty, ElemType::V | ElemType::UV | ElemType::VF | ElemType::Bool) {
            self.error(Rule::IndirectOperand, format!("{role} has type {}; an indirect operand may not", at.ty));
        }
        if !(-512..=511).contains(&at.offset) {
            self.error(Rule::IndirectOperand, format!("{role} offset {} is outside [-512, 511]", at.offset));
        }
        Kind::Elem(at.ty)
    }

    /// ADDR_ADD: an address destination, src0 an address, `&V` or `&T`,
    /// src1 a UW general operand or immediate.
    pub(super) fn addr_add(&mut self, exec: ExecCtrl, dst: AddressOperand, src0: SrcOperand, src1: SrcOperand) {
        self.address_operand("dst", dst, exec.lanes());
        match src0 {
            SrcOperand::Address(a) => self.address_operand("src0", a, u32::from(a.width)),
            SrcOperand::General { var, row, region, modifier, col } => {
                let writable_predefined =
                    matches!(PredefinedVar::get(var), Some(p) if matches!(p.name, "%arg" | "%retval"));
                let decl = if writable_predefined {
                    self.predefined.get(var.0 as usize)
                } else {
                    self.general_var("src0", var)
                };
                if row != 0 || region != Region::SCALAR || modifier != SrcModifier::None {
                    self.error(
                        Rule::AddrAdd,
                        "src0 &V must be at row 0 with region <0;1,0> and no modifier (a byte offset of one GRF or \
                         more depends on the GRF size; add it with src1)",
                    );
                }
                if let Some(decl) = decl {
                    self.operand_range("src0", decl, row, col, 0, 1);
                }
            }
            SrcOperand::State(st) => {
                self.state_operand("src0", st, ExecCtrl::nm(ExecSize::S1));
            }
            _ => self.error(Rule::AddrAdd, "src0 must be an address operand, &variable or &surface"),
        }
        match src1 {
            SrcOperand::General { .. } | SrcOperand::Immediate(_) => {
                let kind = self.src("src1", src1, exec);
                if !matches!(kind, Kind::Elem(ElemType::UW) | Kind::Unknown) {
                    self.error(Rule::AddrAdd, format!("src1 has type {}; it must be uw", kind.name()));
                }
            }
            _ => self.error(Rule::AddrAdd, "src1 must be a general operand or an immediate"),
        }
    }

    /// A state operand names a surface, and its exec-size elements from the
    /// offset lie inside it ("An element has a size of 4 byte").
    pub(super) fn state_operand(&mut self, role: &str, st: StateOperand, exec: ExecCtrl) -> Kind {
        let elts = match self.kernel.surface(st.surface) {
            Some(s) => s.num_elts,
            None if st.surface.is_predefined() => 1,
            None => {
                self.error(Rule::UndeclaredSurface, format!("{role} surface T{} is not declared", st.surface.0));
                return Kind::State;
            }
        };
        if u32::from(st.offset) + exec.lanes() > elts {
            let name = self.kernel.surface_name(st.surface);
            self.error(
                Rule::StateOperand,
                format!("{role} {name}({}) at exec size {} reaches past its {elts} elements", st.offset, exec.lanes()),
            );
        }
        Kind::State
    }

    /// "General Restrictions on Region Parameters" 1-4; returns whether all hold.
    pub(super) fn region(&mut self, role: &str, r: Region, exec: ExecCtrl) -> bool {
        let bad_width = !matches!(r.width, 1 | 2 | 4 | 8 | 16);
        let bad_vstride = !Region::ENCODABLE.contains(&r.vstride);
        let bad_hstride = !matches!(r.hstride, 0 | 1 | 2 | 4);
        let too_wide = u32::from(r.width) > exec.lanes();
        if !(bad_width || bad_vstride || bad_hstride || too_wide) {
            return true;
        }
        let text = format!("<{};{},{}>", r.vstride, r.width, r.hstride);
        let problems = [
            (bad_width, format!("width {} is not one of 1, 2, 4, 8, 16", r.width)),
            (bad_vstride, format!("vertical stride {} is not one of 0, 1, 2, 4, 8, 16, 32", r.vstride)),
            (bad_hstride, format!("horizontal stride {} is not one of 0, 1, 2, 4", r.hstride)),
            (too_wide, format!("width {} is greater than exec size {}", r.width, exec.lanes())),
        ];
        for (bad, why) in problems {
            if bad {
                self.error(Rule::Region, format!("{role} region {text}: {why}"));
            }
        }
        false
    }

    /// Region Restriction 6: the operand's elements lie in at most two
    /// adjacent GRFs.
    pub(super) fn region_span(
        &mut self,
        role: &str,
        var: GenVarId,
        at: (u8, u8),
        region: &str,
        elements: impl Iterator<Item = u32>,
    ) {
        let Some(grfs) = self.kernel.operand_grfs(var, at, elements, self.grf) else { return };
        if grfs > 2 {
            let name = self.kernel.var_name(var);
            let (row, col, grf) = (at.0, at.1, self.grf);
            self.error(
                Rule::RegionSpan,
                format!("{role} {name}({row},{col}){region} spans {grfs} GRFs of {grf} bytes; an operand may span two"),
            );
        }
    }

    /// The operand's origin starts inside its GRF row ("the column offset may
    /// not cross the GRF boundary") and its last element, `last` elements
    /// after the first, ends inside the variable.
    pub(super) fn operand_range(&mut self, role: &str, var: &GenVar, row: u8, col: u8, last: u64, lanes: u32) {
        let (grf, elt) = (u64::from(self.grf), u64::from(var.ty.size_bytes()));
        let place = || format!("{}({row},{col})", var.name);
        if u64::from(col) * elt >= grf {
            let place = place();
            self.error(
                Rule::OperandRange,
                format!("{role} {place}: column {col} of type {} is past the {grf}-byte GRF row", var.ty),
            );
            return;
        }
        // FirstElementIndex = R * (GRF_Size_in_Bytes / sizeof(VN_type)) + C
        let start = u64::from(row) * grf + u64::from(col) * elt;
        let end = start + (last + 1) * elt;
        let size = var_bytes(var);
        if end > size {
            let place = place();
            self.error(
                Rule::OperandRange,
                format!(
                    "{role} {place} accesses bytes {start}..{end} at exec size {lanes}, but {} has {size} bytes",
                    var.name
                ),
            );
        }
    }
}

/// Element index, relative to the origin, of the last element a legal source
/// region reads: `(ExecSize/Width - 1) * VertStride + (Width - 1) * HorzStride`.
fn region_last(r: Region, lanes: u32) -> u64 {
    let width = u32::from(r.width).max(1);
    let rows = u64::from((lanes / width).max(1));
    (rows - 1) * u64::from(r.vstride) + u64::from(width - 1) * u64::from(r.hstride)
}
