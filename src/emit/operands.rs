//! Values read and written as vISA operands: names, roots and aliases,
//! regions and raw operands of [`Val`]s, and the copies between them
//! (constants through their plans, `constants.rs`). The storage these
//! methods read is the [`super::values::Values`] part's; they combine it
//! with the kernel being built.

use std::rc::Rc;

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::AsValueRef;

use super::constants::{self, names_only, rebased, CopyKey, CopyTemplate};
use super::error::EmitError;
use super::llvm::{self, LaneTy};
use super::values::{bits_ty, chunks, exact_pieces, imm, mov, nm, padded, signed, Konst, Val, View};
use super::Emitter;
use crate::visa::names;
use crate::visa::*;

impl Emitter<'_, '_> {
    /// A name not used yet: `preferred` if free, else `preferred_1`, ...
    /// (`NameTable::fresh`). `preferred` is a name the emitter makes itself.
    pub fn unique_name(&mut self, preferred: &str) -> String {
        self.values.names.fresh(preferred)
    }

    /// A unique legal name made from the LLVM name `raw` (`names::legal_name`),
    /// recording `raw` as the name's source where they differ; `None` for an
    /// unnamed value.
    pub fn name_from_llvm(&mut self, raw: &[u8]) -> Option<String> {
        let legal = names::legal_name(raw, names::MAX_NAME_LEN)?;
        Some(self.named_after(&legal, raw))
    }

    /// A unique name made from `legal`, a legal form of the LLVM name `raw`,
    /// which the kernel records where the two differ.
    pub fn named_after(&mut self, legal: &str, raw: &[u8]) -> String {
        let name = self.values.names.fresh(legal);
        if name.as_bytes() != raw {
            self.kernel.source_names.insert(name.clone(), String::from_utf8_lossy(raw).into_owned());
        }
        name
    }

    /// A readable name for a variable holding `v` (made from its LLVM name),
    /// else `fallback()`.
    pub fn name_for(&mut self, hint: Option<LLVMValueRef>, fallback: impl FnOnce() -> String) -> String {
        if let Some(v) = hint {
            let bytes = match self.insts.get(self.current) {
                Some(inst) if inst.as_value_ref() == v => self.inst_names[self.current],
                _ => llvm::value_name_bytes(v),
            };
            if let Some(name) = self.name_from_llvm(bytes) {
                return name;
            }
        }
        // The fallback is made for the purpose: taken as it is where free.
        self.values.names.fresh_owned(fallback())
    }

    /// Declares a root of `lanes` (padded) elements of `ty`.
    pub fn new_root(&mut self, ty: ElemType, lanes: u32, hint: Option<LLVMValueRef>) -> Result<View, EmitError> {
        let num_elts = padded(lanes);
        let bytes = u64::from(num_elts) * u64::from(ty.size_bytes());
        if bytes >= 4096 {
            return Err(format!(
                "a value of {lanes} x {ty} ({bytes} bytes padded) does not fit one vISA variable (less than 4096 bytes)"
            )
            .into());
        }
        let next = GenVarId::FIRST_DECLARED as usize + self.kernel.vars.len();
        // `V<next>` written directly: `format!` costs several times more (one a value).
        let name = self.name_for(hint, || {
            let mut name = String::with_capacity(8);
            name.push('V');
            crate::visa::text::print::push_u64(&mut name, next as u64);
            name
        });
        let root = self.kernel.declare_var(GenVar { name, ty, num_elts, align: Align::Grf, alias: None });
        Ok(View { root, off: 0, ty, lanes })
    }

    /// Bytes of a root variable.
    pub fn root_bytes(&self, root: GenVarId) -> u32 {
        self.kernel.var(root).map_or(0, |v| v.size_bytes() as u32)
    }

    /// Lanes of `view.ty` readable from the view's start inside its root.
    pub fn avail(&self, view: View) -> u32 {
        self.root_bytes(view.root).saturating_sub(view.off) / view.ty.size_bytes()
    }

    /// The variable naming `root`'s bytes with element type `ty`: the root
    /// itself, or an alias at offset 0 (declared once).
    #[inline]
    pub fn var_for(&mut self, root: GenVarId, ty: ElemType) -> Result<GenVarId, EmitError> {
        // Inline: nine calls in ten ask for the root's own type.
        match self.kernel.var(root) {
            Some(var) if var.ty == ty => Ok(root),
            _ => self.alias_for(root, ty),
        }
    }

    /// [`Emitter::var_for`] of another type than the root's.
    fn alias_for(&mut self, root: GenVarId, ty: ElemType) -> Result<GenVarId, EmitError> {
        let Some(var) = self.kernel.var(root) else { return Err(EmitError::internal("unknown variable")) };
        if let Some(&alias) = self.values.aliases.get(&root).and_then(|by_type| by_type[ty as usize].as_ref()) {
            return Ok(alias);
        }
        let num_elts = (var.size_bytes() / u64::from(ty.size_bytes())) as u32;
        if num_elts == 0 {
            return Err(format!("{} ({} bytes) cannot be read as {ty}", var.name, var.size_bytes()).into());
        }
        // `<base>_<ty>`, built in place (no `format!`, no copy of the base's name).
        let mut preferred = String::with_capacity(var.name.len() + 1 + ty.name().len());
        preferred.push_str(&var.name);
        preferred.push('_');
        preferred.push_str(ty.name());
        let align = var.align;
        let name = self.values.names.fresh_owned(preferred);
        let alias = self.kernel.declare_var(GenVar {
            name,
            ty,
            num_elts,
            // At offset 0 the alias is exactly as aligned as its base.
            align,
            alias: Some(Alias { base: root, offset: 0 }),
        });
        self.values.aliases.entry(root).or_default()[ty as usize] = Some(alias);
        Ok(alias)
    }

    /// [`super::values::Values::shape_of`].
    pub fn shape_of(&mut self, v: LLVMValueRef) -> Result<llvm::Shape, EmitError> {
        self.values.shape_of(v)
    }

    /// Appends an instruction, remembering which IR instruction it came from.
    pub fn push(&mut self, inst: Instruction) {
        if !self.assigned_surfaces.is_empty() {
            self.set_assigned_surface(&inst);
        }
        self.kernel.body.push(inst);
        self.origin.push(self.current);
    }

    /// Before a message on a surface whose index the compiler assigned:
    /// `movs (M1_NM, 1) S(0) <index>:ud`, as Intel's vector compiler writes
    /// it before every message. Right before the message, not once per
    /// kernel: Intel's finalizer folds the index into the message's
    /// descriptor only when it is set in the message's block (else it adds
    /// it into `a0.0` at run time).
    fn set_assigned_surface(&mut self, inst: &Instruction) {
        let Some(surface) = inst.message_fields().and_then(|f| f.surface()) else { return };
        let Some(&bti) = self.assigned_surfaces.get(&surface) else { return };
        let dst = DstOperand::State(StateOperand { surface, offset: 0 });
        let movs = Alu::new(AluOp::Movs, nm(1), None, dst, Srcs::one(imm(ElemType::UD, u64::from(bti))));
        self.kernel.body.push(Instruction::Alu(movs));
        self.origin.push(self.current);
    }

    /// [`super::values::Values::value`].
    pub fn value(&mut self, v: LLVMValueRef) -> Result<Val, EmitError> {
        self.values.value(v)
    }

    /// Row and column of lane `lane` of a view, in the view's element type.
    fn place(&self, view: View, lane: u32) -> Result<(u8, u8), EmitError> {
        let size = view.ty.size_bytes();
        let byte = view.off + lane * size;
        let row = byte / self.grf;
        let col = (byte % self.grf) / size;
        let row = u8::try_from(row).map_err(|_| EmitError::internal("operand row out of range"))?;
        Ok((row, col as u8))
    }

    /// The destination operand for lanes from `lane` of `view`.
    pub fn dst(&mut self, view: View, lane: u32) -> Result<DstOperand, EmitError> {
        let var = self.var_for(view.root, view.ty)?;
        let (row, col) = self.place(view, lane)?;
        Ok(DstOperand::General { var, row, col, hstride: 1 })
    }

    /// The destination operand for lanes from `lane` of `view`, `step`
    /// lanes apart (a half of each 64-bit lane, as dwords).
    pub fn dst_strided(&mut self, view: View, lane: u32, step: u8) -> Result<DstOperand, EmitError> {
        match self.dst(view, lane)? {
            DstOperand::General { var, row, col, .. } => Ok(DstOperand::General { var, row, col, hstride: step }),
            other => Ok(other),
        }
    }

    /// A source operand reading `exec` lanes from `lane` of `val` as type
    /// `ty` (same size as the value's type; a signed alias, a float view).
    /// Scalars and one-lane values are broadcast; a constant that agrees
    /// over the lanes is an immediate. The caller has made sure a vector
    /// view has the lanes ([`Emitter::operand`]).
    pub fn src_as(&mut self, val: &Val, lane: u32, exec: u32, ty: Option<ElemType>) -> Result<SrcOperand, EmitError> {
        match val {
            Val::Gen(view) => {
                let ty = ty.unwrap_or(view.ty);
                if view.off % view.ty.size_bytes() != 0 {
                    return Err(EmitError::internal("an unaligned view used as a region"));
                }
                if ty.size_bytes() != view.ty.size_bytes() {
                    return Err(EmitError::internal(format!("{} read as {ty}", view.ty)));
                }
                let typed = View { ty, ..*view };
                let var = self.var_for(view.root, ty)?;
                let (first, region) = if view.lanes == 1 {
                    (0, Region::SCALAR)
                } else if exec == 1 {
                    (lane, Region::SCALAR)
                } else {
                    (lane, Region::contiguous(exec as u8))
                };
                let (row, col) = self.place(typed, first)?;
                Ok(SrcOperand::General { var, row, col, region, modifier: SrcModifier::None })
            }
            Val::Const(k) => {
                let LaneTy::Data(own) = k.lane else { return Err(EmitError::internal("i1 constant as data")) };
                let ty = ty.unwrap_or(own);
                match k.splat(lane, exec) {
                    Some(bits) => Ok(imm(ty, bits.unwrap_or(0))),
                    None => Err(EmitError::internal("a non-uniform constant must be materialized first")),
                }
            }
            Val::Mask(_) => Err(EmitError::internal("a predicate used as data")),
        }
    }

    /// A source operand reading lanes of `view` from lane `lane`,
    /// `step` lanes apart, as type `ty`: the region `<step;1,0>` (one
    /// element per row, rows `step` elements apart).
    pub fn src_strided(&mut self, view: View, lane: u32, step: u32, ty: ElemType) -> Result<SrcOperand, EmitError> {
        let SrcOperand::General { var, row, col, modifier, .. } = self.src_as(&Val::Gen(view), lane, 1, Some(ty))?
        else {
            return Err(EmitError::internal("a strided read of a non-variable"));
        };
        let vstride = u8::try_from(step).map_err(|_| EmitError::internal("a region step above 32"))?;
        Ok(SrcOperand::General { var, row, col, region: Region { vstride, width: 1, hstride: 0 }, modifier })
    }

    pub fn src(&mut self, val: &Val, lane: u32, exec: u32) -> Result<SrcOperand, EmitError> {
        self.src_as(val, lane, exec, None)
    }

    /// Makes `val` readable by ALU pieces over `lanes` lanes ([`chunks`]):
    /// a vector view whose root lacks the padded lanes, or whose offset is
    /// not aligned to its type, is copied into a fresh root; a constant that
    /// is not uniform over each piece is materialized.
    pub fn operand(&mut self, val: Val, lanes: u32) -> Result<Val, EmitError> {
        match val {
            Val::Gen(view) if view.lanes > 1 => {
                let aligned = view.off % view.ty.size_bytes() == 0;
                if aligned && self.avail(view) >= padded(lanes) {
                    Ok(Val::Gen(view))
                } else {
                    Ok(Val::Gen(self.copy_to_root(&Val::Gen(view), view.ty, view.lanes)?))
                }
            }
            Val::Gen(view) if view.off % view.ty.size_bytes() != 0 => {
                Ok(Val::Gen(self.copy_to_root(&Val::Gen(view), view.ty, 1)?))
            }
            Val::Const(k) => {
                let uniform = chunks(lanes).all(|(s, e)| k.splat(s, e).is_some());
                if uniform || k.lanes.len() == 1 {
                    Ok(Val::Const(k))
                } else {
                    let LaneTy::Data(ty) = k.lane else { return Err(EmitError::internal("i1 constant as data")) };
                    Ok(Val::Gen(self.constant_root(k, ty)?))
                }
            }
            other => Ok(other),
        }
    }

    /// A root holding the constant `k` as `ty`, to be read as an operand,
    /// written once per kernel (nothing writes such a root again): where
    /// it is first read in a kernel of one block, else at the kernel's
    /// start, which every path passes.
    fn constant_root(&mut self, k: Konst, ty: ElemType) -> Result<View, EmitError> {
        let key = (k.lanes, ty);
        if let Some(&view) = self.consts.roots.get(&key) {
            return Ok(view);
        }
        let made = self.kernel.body.len();
        let n = key.0.len() as u32;
        let view = self.copy_to_root(&Val::Const(Konst { lane: k.lane, lanes: key.0.clone() }), ty, n)?;
        if self.flow.multi_block {
            self.to_prologue(made);
        }
        self.consts.roots.insert(key, view);
        Ok(view)
    }

    /// `view` itself, or a copy at offset 0 when its offset is not a
    /// multiple of its element size (a byte slice bitcast to wider lanes).
    pub fn aligned(&mut self, view: View) -> Result<View, EmitError> {
        if view.off.is_multiple_of(view.ty.size_bytes()) {
            Ok(view)
        } else {
            self.copy_to_root(&Val::Gen(view), view.ty, view.lanes)
        }
    }

    /// A fresh root holding `lanes` lanes of `src` (lanes past the source
    /// are left undefined).
    pub fn copy_to_root(&mut self, src: &Val, ty: ElemType, lanes: u32) -> Result<View, EmitError> {
        let dst = self.new_root(ty, lanes, None)?;
        self.copy_lanes(dst, src, lanes)?;
        Ok(dst)
    }

    /// `mov`s lanes `0..lanes` of `src` into `dst`, in exact power-of-two
    /// pieces; undefined constant lanes and lanes past a view's root are
    /// skipped. Lanes of the same size are copied as bits (integer types of
    /// that size on both sides, [`bits_ty`]), never converted through a
    /// float type.
    pub fn copy_lanes(&mut self, dst: View, src: &Val, lanes: u32) -> Result<(), EmitError> {
        match src {
            Val::Gen(view) => {
                let mut view = *view;
                if view.off % view.ty.size_bytes() != 0 {
                    // Realign through bytes: a view at an odd offset (a byte slice bitcast).
                    let bytes = View { ty: ElemType::UB, lanes: view.lanes * view.ty.size_bytes(), ..view };
                    let fresh = self.copy_to_root(&Val::Gen(bytes), ElemType::UB, bytes.lanes)?;
                    view = View { ty: view.ty, ..fresh };
                }
                if view.ty.size_bytes() != dst.ty.size_bytes() {
                    return Err(EmitError::internal(format!("a copy of {} lanes into {} lanes", view.ty, dst.ty)));
                }
                let bits = bits_ty(dst.ty);
                let dst = View { ty: bits, ..dst };
                let readable = if view.lanes == 1 { lanes } else { lanes.min(self.avail(view)) };
                for (s, e) in exact_pieces(0, readable) {
                    let d = self.dst(dst, s)?;
                    let src = self.src_as(&Val::Gen(view), s, e, Some(bits))?;
                    self.push(mov(e, d, src));
                }
                Ok(())
            }
            Val::Const(k) => {
                let ty = match k.lane {
                    LaneTy::Data(t) => t,
                    LaneTy::Bool => ElemType::UB,
                };
                if ty.size_bytes() != dst.ty.size_bytes() {
                    return Err(EmitError::internal(format!("a copy of {ty} constants into {} lanes", dst.ty)));
                }
                let n = (lanes as usize).min(k.lanes.len());
                if ty.size_bytes() == 8 && !self.platform.int64().native(visa_passes::isa::target::Int64Op::Move) {
                    return self.copy_qword_constant(dst, k, n as u32);
                }
                // The constant's exact bits: integer immediates into an integer view.
                let dst = View { ty: bits_ty(dst.ty), ..dst };
                self.counts.constant_lower_bound += constants::lower_bound(&k.lanes[..n]);
                self.counts.constant_instructions += self.copy_member(dst, k, n as u32)?;
                Ok(())
            }
            Val::Mask(m) => {
                let bytes = self.mask_bytes(*m)?;
                self.copy_lanes(dst, &Val::Gen(bytes), lanes)
            }
        }
    }

    /// Writes the first `n` lanes of the constant `k` into `dst` (an integer
    /// view) in place: its plan, or for 64-bit lanes that are extended
    /// dwords ([`Konst::narrowed`]) the dwords' plan in a root of their own
    /// widened by one `mov` per piece, when that takes fewer instructions
    /// (packed immediates are no 64-bit type's). The dwords are copied as a
    /// member of their family when `dword_families` (where qwords form none),
    /// else in place. Returns the instructions it wrote.
    pub(super) fn write_in_place(
        &mut self,
        dst: View,
        k: &Konst,
        n: u32,
        dword_families: bool,
    ) -> Result<u64, EmitError> {
        let (steps, _) = self.consts.plan(k, n as usize, dst.ty.size_bytes());
        if dst.ty.size_bytes() == 8 {
            if let Some(written) = self.widen_qword_constant(dst, k, n, steps.len(), dword_families)? {
                return Ok(written);
            }
        }
        let reuse = !self.consts.copied.insert(Rc::as_ptr(&steps).cast::<constants::Step>() as usize);
        let count = steps.len() as u64;
        self.copy_constant(dst, steps, reuse)?;
        Ok(count)
    }

    /// [`Self::write_in_place`]'s dwords and widening `mov`s, when they take
    /// fewer instructions than the `wide_steps` of the 64-bit plan.
    fn widen_qword_constant(
        &mut self,
        dst: View,
        k: &Konst,
        n: u32,
        wide_steps: usize,
        dword_families: bool,
    ) -> Result<Option<u64>, EmitError> {
        let pieces = exact_pieces(0, n).count();
        // A dword plan takes a step per piece at least: not worth looking.
        if wide_steps <= 2 * pieces {
            return Ok(None);
        }
        let Some(narrow) = k.narrowed() else { return Ok(None) };
        let LaneTy::Data(narrow_ty) = narrow.lane else { return Ok(None) };
        // Planned here to decide (the dwords are a fresh constant: not kept
        // for later copies of `k`, which plan it again).
        let narrow_steps = constants::plan_memo(&narrow.lanes[..n as usize], 4);
        if narrow_steps.len() + pieces >= wide_steps {
            return Ok(None);
        }
        // `copy_to_root`'s root, and `copy_lanes`'s copy of the plan into it.
        let dwords = self.new_root(narrow_ty, n, None)?;
        let into = View { ty: ElemType::UD, ..dwords };
        let mut written = if dword_families {
            self.copy_member(into, &narrow, n)?
        } else {
            let reuse = !self.consts.copied.insert(Rc::as_ptr(&narrow_steps).cast::<constants::Step>() as usize);
            let count = narrow_steps.len() as u64;
            self.copy_constant(into, narrow_steps, reuse)?;
            count
        };
        // A signed source sign-extends, an unsigned one zero-extends.
        let dst = View { ty: if narrow_ty == ElemType::D { ElemType::Q } else { ElemType::UQ }, ..dst };
        for (s, e) in exact_pieces(0, n) {
            let d = self.dst(dst, s)?;
            let src = self.src_as(&Val::Gen(dwords), s, e, Some(narrow_ty))?;
            self.push(mov(e, d, src));
            written += 1;
        }
        Ok(Some(written))
    }

    /// The instructions of a constant's plan `steps`, into `dst` (an
    /// integer view). Fast path: the instructions are those an earlier copy
    /// of the plan made into a view of the same offset, type and lanes of a
    /// root of the same type, with that root replaced by `dst`'s (when they
    /// named no variable but that root, nothing they did depended on which
    /// root it was). `reuse`: whether templates are looked up and kept
    /// (without, every instruction takes the general path).
    pub(super) fn copy_constant(
        &mut self,
        dst: View,
        steps: Rc<[constants::Step]>,
        reuse: bool,
    ) -> Result<(), EmitError> {
        if !reuse {
            for &step in steps.iter() {
                self.constant_step(dst, step)?;
            }
            return Ok(());
        }
        let Some(root_ty) = self.kernel.var(dst.root).map(|v| v.ty) else {
            return Err(EmitError::internal("unknown variable"));
        };
        let steps_at = Rc::as_ptr(&steps).cast::<constants::Step>() as usize;
        let key = CopyKey { steps: steps_at, dst: View { root: GenVarId::NULL, ..dst }, root_ty };
        if let Some(template) = self.consts.copies.as_ref().and_then(|copies| copies.get(&key)) {
            let (from, insts) = (template.root, template.insts.clone());
            for alu in insts.iter() {
                self.push(Instruction::Alu(rebased(*alu, from, dst.root)));
            }
            return Ok(());
        }
        let start = self.kernel.body.len();
        for &step in steps.iter() {
            self.constant_step(dst, step)?;
        }
        if let Some(copies) = &mut self.consts.copies {
            let made: Option<Vec<Alu>> = self.kernel.body[start..]
                .iter()
                .map(|inst| match inst {
                    Instruction::Alu(a) if names_only(a, dst.root) => Some(*a),
                    _ => None,
                })
                .collect();
            if let Some(insts) = made {
                copies.insert(key, CopyTemplate { _steps: steps, root: dst.root, insts: insts.into() });
            }
        }
        Ok(())
    }

    /// One instruction of a constant's plan, into `dst` (an integer view).
    pub(super) fn constant_step(&mut self, dst: View, step: constants::Step) -> Result<(), EmitError> {
        use constants::Step;
        let ty = dst.ty;
        let inst = match step {
            Step::Splat { start, exec, value } => mov(exec, self.dst(dst, start)?, imm(ty, value)),
            Step::Packed { start, exec, bits, signed: is_signed } => {
                // `:v` is signed and widens by sign; `:uv` into the unsigned view.
                let (view, packed) =
                    if is_signed { (View { ty: signed(ty), ..dst }, ElemType::V) } else { (dst, ElemType::UV) };
                mov(exec, self.dst(view, start)?, SrcOperand::imm(packed, u64::from(bits)))
            }
            Step::Copy { from, to, exec, add } => {
                let src = self.src_as(&Val::Gen(dst), from, exec, Some(ty))?;
                let d = self.dst(dst, to)?;
                if add == 0 {
                    mov(exec, d, src)
                } else {
                    Instruction::alu2(AluOp::Add, nm(exec), None, d, src, imm(ty, add))
                }
            }
            Step::Mul { start, exec, value } | Step::Add { start, exec, value } | Step::And { start, exec, value } => {
                let op = match step {
                    Step::Mul { .. } => AluOp::Mul,
                    Step::Add { .. } => AluOp::Add,
                    _ => AluOp::And,
                };
                let src = self.src_as(&Val::Gen(dst), start, exec, Some(ty))?;
                Instruction::alu2(op, nm(exec), None, self.dst(dst, start)?, src, imm(ty, value))
            }
        };
        self.push(inst);
        Ok(())
    }

    /// A raw operand for `val`, read or written as `bytes` bytes and typed
    /// one of `types`: the view itself (through an alias of another type of
    /// the same size where needed) when it is GRF-aligned and its root has
    /// the bytes, else a copy in a fresh root.
    pub fn raw(&mut self, val: &Val, types: &[ElemType], bytes: u32) -> Result<RawOperand, EmitError> {
        let view = match val {
            Val::Gen(v) => *v,
            Val::Const(k) => {
                let LaneTy::Data(ty) = k.lane else { return Err(EmitError::internal("i1 constant as data")) };
                let n = k.lanes.len() as u32;
                self.copy_to_root(val, ty, n.max(bytes.div_ceil(ty.size_bytes())))?
            }
            Val::Mask(_) => return Err(EmitError::internal("a predicate used as a message operand")),
        };
        let ty = if types.contains(&view.ty) {
            view.ty
        } else {
            *types
                .iter()
                .find(|t| t.size_bytes() == view.ty.size_bytes())
                .ok_or_else(|| format!("{} data cannot be a {} operand", view.ty, types[0]))?
        };
        let fits = self.root_bytes(view.root).saturating_sub(view.off) >= bytes;
        let root_on_grf = self.kernel.var(view.root).is_some_and(|v| v.align.bytes(self.grf) >= self.grf);
        let view = if root_on_grf && view.off % self.grf == 0 && fits {
            view
        } else {
            let lanes = bytes.div_ceil(view.ty.size_bytes());
            let dst = self.new_root(view.ty, lanes, None)?;
            self.copy_lanes(dst, &Val::Gen(view), view.lanes.min(lanes))?;
            dst
        };
        let var = self.var_for(view.root, ty)?;
        let offset = u16::try_from(view.off).map_err(|_| EmitError::internal("raw offset out of range"))?;
        Ok(RawOperand::new(var, offset))
    }

    /// The storage of a value of `shape` that is `val`, converted to
    /// general storage (masks as `ub` 0/1 bytes).
    pub fn data(&mut self, val: Val) -> Result<Val, EmitError> {
        match val {
            Val::Mask(m) => Ok(Val::Gen(self.mask_bytes(m)?)),
            Val::Const(k) if k.lane == LaneTy::Bool => Ok(Val::Const(Konst {
                lane: LaneTy::Data(ElemType::UB),
                lanes: k.lanes.iter().map(|l| l.map(|b| b & 1)).collect(),
            })),
            other => Ok(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Copies, Dispatch, Options, Verify};
    use crate::input::ir;
    use crate::{visa, Platform};

    fn options(platform: Platform, copies: Copies) -> Options {
        Options { platform, dispatch: Dispatch::NoMask, verify: Verify::Lowered, copies }
    }

    /// Constants copied again and again (the fast path of
    /// `Emitter::copy_constant` rebases the first copy's instructions)
    /// emit exactly what the general path emits: integer, signed (through
    /// an alias, which the fast path leaves alone), 64-bit and float lanes.
    /// Each `insertelement` into a constant copies it into the result; a
    /// plan that costs fewer instructions hoisted is hoisted on both paths.
    /// A plan's first copy keeps no template (the second makes one, the
    /// third uses it: the splat of 300, one step, is never hoisted).
    #[test]
    fn constant_copies_from_templates_are_the_general_copies() {
        let text = "define <8 x i32> @ints(<8 x i32> %a, i32 %e) {
  %x = insertelement <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 200, i32 200, i32 200, i32 200>, i32 %e, i32 3
  %y = insertelement <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 200, i32 200, i32 200, i32 200>, i32 %e, i32 5
  %u = insertelement <8 x i32> <i32 -1, i32 2, i32 -3, i32 4, i32 -5, i32 6, i32 -7, i32 0>, i32 %e, i32 0
  %v = insertelement <8 x i32> <i32 -1, i32 2, i32 -3, i32 4, i32 -5, i32 6, i32 -7, i32 0>, i32 %e, i32 1
  %p = insertelement <8 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50>, i32 %e, i32 0
  %q = insertelement <8 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50>, i32 %e, i32 1
  %r = insertelement <8 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50>, i32 %e, i32 2
  %s1 = add <8 x i32> %x, %y
  %s2 = add <8 x i32> %u, %v
  %s3 = add <8 x i32> %p, %q
  %s4 = add <8 x i32> %s1, %s2
  %s5 = add <8 x i32> %s3, %r
  %z1 = insertelement <8 x i32> <i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300>, i32 %e, i32 0
  %z2 = insertelement <8 x i32> <i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300>, i32 %e, i32 1
  %z3 = insertelement <8 x i32> <i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300>, i32 %e, i32 2
  %s6 = add <8 x i32> %z1, %z2
  %s7 = add <8 x i32> %s6, %z3
  %s8 = add <8 x i32> %s4, %s5
  %s = add <8 x i32> %s8, %s7
  ret <8 x i32> %s
}
define <4 x i64> @longs(<4 x i64> %q, i64 %e) {
  %p = insertelement <4 x i64> <i64 1, i64 4294967296, i64 3, i64 -4>, i64 %e, i32 0
  %r = insertelement <4 x i64> <i64 1, i64 4294967296, i64 3, i64 -4>, i64 %e, i32 1
  %s = add <4 x i64> %p, %r
  ret <4 x i64> %s
}
define <16 x i32> @families(<16 x i32> %a, i32 %e) {
  %x0 = insertelement <16 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50, i32 57, i32 64, i32 71, i32 78, i32 85, i32 92, i32 99, i32 106>, i32 %e, i32 0
  %x1 = insertelement <16 x i32> <i32 2, i32 9, i32 16, i32 23, i32 30, i32 37, i32 44, i32 51, i32 58, i32 65, i32 72, i32 79, i32 86, i32 93, i32 100, i32 107>, i32 %e, i32 1
  %x2 = insertelement <16 x i32> <i32 300, i32 307, i32 314, i32 321, i32 328, i32 335, i32 342, i32 349, i32 356, i32 363, i32 370, i32 377, i32 384, i32 391, i32 398, i32 405>, i32 %e, i32 2
  %x3 = insertelement <16 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50, i32 57, i32 64, i32 71, i32 78, i32 85, i32 92, i32 99, i32 106>, i32 %e, i32 3
  %s1 = add <16 x i32> %x0, %x1
  %s2 = add <16 x i32> %x2, %x3
  %s = add <16 x i32> %s1, %s2
  ret <16 x i32> %s
}
define <8 x i64> @qword_families(<8 x i64> %a, i64 %e) {
  %x0 = insertelement <8 x i64> <i64 0, i64 3, i64 6, i64 9, i64 12, i64 15, i64 18, i64 21>, i64 %e, i32 0
  %x1 = insertelement <8 x i64> <i64 16, i64 19, i64 22, i64 25, i64 28, i64 31, i64 34, i64 37>, i64 %e, i32 1
  %x2 = insertelement <8 x i64> <i64 -16, i64 -13, i64 -10, i64 -7, i64 -4, i64 -1, i64 2, i64 5>, i64 %e, i32 2
  %s1 = add <8 x i64> %x0, %x1
  %s = add <8 x i64> %s1, %x2
  ret <8 x i64> %s
}
define <8 x float> @floats(<8 x float> %f, float %e) {
  %g = insertelement <8 x float> <float 1.0, float 2.5, float -0.0, float 4.0, float 1.0, float 2.5, float -0.0, float 4.0>, float %e, i32 0
  %h = insertelement <8 x float> <float 1.0, float 2.5, float -0.0, float 4.0, float 1.0, float 2.5, float -0.0, float 4.0>, float %e, i32 1
  %s = fadd <8 x float> %g, %h
  ret <8 x float> %s
}
";
        let context = ir::context_for(text.as_bytes());
        let loaded = ir::load_module(&context, "k.ll", text.as_bytes()).expect("loads");
        // The vISA text of function `name` emitted for `platform`.
        let asm_of = |name: &str, platform, copies| {
            let func = loaded.module.get_function(name).expect("defined");
            let emitted = super::super::emit_checked(&loaded, func, options(platform, copies)).expect("emits");
            visa::text::print::print_kernel(&emitted.kernel)
        };
        for platform in [Platform::Gen9, Platform::XeHpg] {
            for name in ["ints", "longs", "floats", "families", "qword_families"] {
                let (fast, general) = (asm_of(name, platform, Copies::Reused), asm_of(name, platform, Copies::General));
                assert_eq!(fast, general, "{name} on {platform}");
            }
        }
        let asm = asm_of("ints", Platform::XeHpg, Copies::Reused);
        // Two splats copied twice (fewer instructions in place: the second
        // copy from the fast path), the signed `:v` twice through aliases,
        // and the progression 1 + 7i (three steps) once, hoisted.
        assert_eq!(asm.matches("> 0xc8:ud").count(), 2, "{asm}");
        assert_eq!(asm.matches("_d(0,0)<1> 0x96b4d2f:v").count(), 2, "{asm}");
        assert_eq!(asm.matches("0x76543210:uv").count(), 1, "{asm}");
        assert_eq!(asm.matches("> 0x12c:ud").count(), 3, "{asm}");
        // A family: 1 + 7i written once (three steps), then copied as it is
        // (twice, `mov`) or plus 1 and 299 (an `add` each).
        let asm = asm_of("families", Platform::XeHpg, Copies::Reused);
        assert_eq!(asm.matches("0x76543210:uv").count(), 1, "{asm}");
        assert!(asm.contains("<16;16,1> 0x1:ud") && asm.contains("<16;16,1> 0x12b:ud"), "{asm}");
    }
}
