//! SSA values as vISA storage.
//!
//! Every value the emitter has computed is a [`Val`]:
//!
//! * [`Val::Gen`]: a [`View`] of a *root* general variable (one with its own
//!   storage): a byte offset, an element type and a lane count. A fresh
//!   value is a view of its own root at offset 0; a contiguous
//!   `shufflevector` slice, an `extractelement` and a same-size `bitcast` are
//!   views of the root they read, at the slice's byte offset (`V33.64` as a
//!   raw operand, `V33(2,0)` as a region): no copy. Where an instruction
//!   needs another element type over the same bytes (a signed compare, a
//!   `bitcast`, a `d` atomic source), the root gets an alias of that type at
//!   offset 0 (`.decl V33_d ... alias=<V33, 0>`).
//! * [`Val::Const`]: a constant, per lane (`None` = undef/poison): an
//!   immediate where one value serves every lane, else `mov`s into a root.
//! * [`Val::Mask`]: `i1` values are predicates (see `masks.rs`).
//!
//! A copy of a value (of a view into a fresh root, of a constant, into
//! `retval`, of a gather's `old` into its result, of scatter data into the
//! message's layout) moves bits: [`Emitter::copy_lanes`] writes and reads
//! through integer types of the lane size ([`bits_ty`]), so that a
//! signaling NaN is copied as LLVM copies it, not quieted by a float `mov`.
//!
//! Roots are declared `align=GRF` with their lane count rounded up by
//! [`padded`] (1, 2, 4, 8, 16, then multiples of 16), so that a legal-width
//! piece reading the padded last slice of a value (the 16 lanes from lane 16
//! of a `<31 x i64>`: 32 elements declared) stays inside the root. A view
//! that is not GRF-aligned, or does not have the lanes a message reads, is
//! copied with `mov` into a fresh root where a raw operand needs it.

use std::rc::Rc;

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::AsValueRef;

use super::llvm::{self, LaneTy};
use super::{constants, Emitter};
use crate::visa::names;
use crate::visa::*;

/// Lanes of a root: 1, 2, 4, 8, 16, then multiples of 16.
pub fn padded(lanes: u32) -> u32 {
    match lanes {
        0 | 1 => 1,
        2..=16 => lanes.next_power_of_two(),
        _ => lanes.div_ceil(16) * 16,
    }
}

/// The ALU pieces over a value of `lanes` lanes: one piece of the padded
/// size up to 16 lanes, else 16-lane pieces. Each starts at a multiple of
/// its size, so every piece has a legal execution-mask offset for the
/// predicate bits it reads or writes. (The padded size is a power of two up
/// to 16 and a multiple of 16 past it, so these are its exact pieces.)
pub fn chunks(lanes: u32) -> Pieces {
    exact_pieces(0, padded(lanes))
}

/// Exactly `lanes` lanes from `start` as power-of-two pieces of at most 16
/// (for `mov`s, which need no predicate and so no aligned offset).
pub fn exact_pieces(start: u32, lanes: u32) -> Pieces {
    Pieces { at: start, end: start + lanes }
}

/// The `(start, lanes)` pieces of [`exact_pieces`], made as they are read
/// (every translated instruction walks some; none needs them kept).
#[derive(Clone, Copy, Debug)]
pub struct Pieces {
    at: u32,
    end: u32,
}

impl Iterator for Pieces {
    type Item = (u32, u32);

    fn next(&mut self) -> Option<(u32, u32)> {
        if self.at >= self.end {
            return None;
        }
        let e = (self.end - self.at).min(16);
        let e = 1 << (31 - e.leading_zeros());
        let piece = (self.at, e);
        self.at += e;
        Some(piece)
    }
}

/// The signed type of the same size (`ud` -> `d`).
pub fn signed(ty: ElemType) -> ElemType {
    match ty {
        ElemType::UB => ElemType::B,
        ElemType::UW => ElemType::W,
        ElemType::UD => ElemType::D,
        ElemType::UQ => ElemType::Q,
        t => t,
    }
}

/// The unsigned integer type of `ty`'s size: what copies move bits with.
/// A float `mov` converts through its type (quieting a signaling NaN, as
/// the hardware does), but LLVM's bitcasts, shuffles, element inserts and
/// extracts, selects, constants and returns only move bits.
pub fn bits_ty(ty: ElemType) -> ElemType {
    match ty.size_bytes() {
        1 => ElemType::UB,
        2 => ElemType::UW,
        4 => ElemType::UD,
        _ => ElemType::UQ,
    }
}

/// `imm` of type `ty`: byte immediates are widened to words (same value).
pub fn imm(ty: ElemType, bits: u64) -> SrcOperand {
    match ty {
        ElemType::UB => SrcOperand::imm(ElemType::UW, bits & 0xff),
        ElemType::B => SrcOperand::imm(ElemType::W, (bits as u8 as i8 as i16 as u16) as u64),
        t => SrcOperand::imm(t, bits & llvm::mask(8 * t.size_bytes())),
    }
}

/// What the instructions copying a constant's plan into a view depend on
/// besides the root: the plan (by address, kept alive by its template),
/// the view (its root left out) and the root's declared type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CopyKey {
    steps: usize,
    dst: View,
    root_ty: ElemType,
}

/// The instructions one copy of a plan made into `root`.
#[derive(Clone, Debug)]
pub struct CopyTemplate {
    _steps: Rc<[constants::Step]>,
    root: GenVarId,
    insts: Rc<[Alu]>,
}

/// Whether every general operand of `a` names `root` (and nothing else does).
fn names_only(a: &Alu, root: GenVarId) -> bool {
    let dst_ok = matches!(a.dst, DstOperand::General { var, .. } if var == root);
    dst_ok
        && a.srcs.as_slice().iter().all(|src| match *src {
            SrcOperand::General { var, .. } => var == root,
            SrcOperand::Immediate(_) => true,
            _ => false,
        })
}

/// `a` with every operand naming `from` naming `to` instead.
pub(super) fn rebased(a: Alu, from: GenVarId, to: GenVarId) -> Alu {
    let swap = |var: GenVarId| if var == from { to } else { var };
    let dst = match a.dst {
        DstOperand::General { var, row, col, hstride } => DstOperand::General { var: swap(var), row, col, hstride },
        other => other,
    };
    let mut srcs = [SrcOperand::imm(ElemType::UD, 0); 3];
    for (slot, &src) in srcs.iter_mut().zip(a.srcs.as_slice()) {
        *slot = match src {
            SrcOperand::General { var, row, col, region, modifier } => {
                SrcOperand::General { var: swap(var), row, col, region, modifier }
            }
            other => other,
        };
    }
    let srcs = Srcs::from_slice(&srcs[..a.srcs.len()]).unwrap_or(a.srcs);
    Alu { dst, srcs, ..a }
}

/// A window on a root variable's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct View {
    /// A root (non-alias) variable.
    pub root: GenVarId,
    /// Byte offset of lane 0 in the root.
    pub off: u32,
    pub ty: ElemType,
    pub lanes: u32,
}

/// A constant: one entry per lane, `None` where undefined. The lanes are
/// shared: a constant is read once and then handed to each of its uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Konst {
    pub lane: LaneTy,
    pub lanes: Rc<[Option<u64>]>,
}

impl Konst {
    /// The value every defined lane of `[start, start + n)` has, if they agree
    /// (`Some(None)` when all are undefined). A one-lane constant is a
    /// scalar (an immediate of a sequence) and reads the same in every lane.
    pub fn splat(&self, start: u32, n: u32) -> Option<Option<u64>> {
        if let [only] = self.lanes[..] {
            return Some(only);
        }
        let mut value = None;
        for lane in start..start + n {
            match (self.lanes.get(lane as usize).copied().flatten(), value) {
                (None, _) => {}
                (Some(v), None) => value = Some(v),
                (Some(v), Some(w)) if v == w => {}
                _ => return None,
            }
        }
        Some(value)
    }

    pub fn all_undef(&self) -> bool {
        self.lanes.iter().all(Option::is_none)
    }
}

/// Lanes `start..start + lanes` of a mask root (see `masks.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaskView {
    pub root: usize,
    pub start: u32,
    pub lanes: u32,
}

/// What an SSA value is stored as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    Gen(View),
    Const(Konst),
    Mask(MaskView),
}

impl Emitter<'_, '_> {
    /// A name not used yet: `preferred` if free, else `preferred_1`, ...
    /// (`NameTable::fresh`). `preferred` is a name the emitter makes itself.
    pub fn unique_name(&mut self, preferred: &str) -> String {
        self.names.fresh(preferred)
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
        let name = self.names.fresh(legal);
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
        self.unique_name(&fallback())
    }

    /// Declares a root of `lanes` (padded) elements of `ty`.
    pub fn new_root(&mut self, ty: ElemType, lanes: u32, hint: Option<LLVMValueRef>) -> Result<View, String> {
        let num_elts = padded(lanes);
        let bytes = u64::from(num_elts) * u64::from(ty.size_bytes());
        if bytes >= 4096 {
            return Err(format!(
                "a value of {lanes} x {ty} ({bytes} bytes padded) does not fit one vISA variable (less than 4096 bytes)"
            ));
        }
        let next = GenVarId::FIRST_DECLARED as usize + self.kernel.vars.len();
        let name = self.name_for(hint, || format!("V{next}"));
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
    pub fn var_for(&mut self, root: GenVarId, ty: ElemType) -> Result<GenVarId, String> {
        let Some(var) = self.kernel.var(root) else { return Err("internal error: unknown variable".into()) };
        if var.ty == ty {
            return Ok(root);
        }
        if let Some(&alias) = self.aliases.get(&(root, ty)) {
            return Ok(alias);
        }
        let num_elts = (var.size_bytes() / u64::from(ty.size_bytes())) as u32;
        if num_elts == 0 {
            return Err(format!("{} ({} bytes) cannot be read as {ty}", var.name, var.size_bytes()));
        }
        let (base_name, align) = (var.name.clone(), var.align);
        let name = self.unique_name(&format!("{base_name}_{ty}"));
        let alias = self.kernel.declare_var(GenVar {
            name,
            ty,
            num_elts,
            // At offset 0 the alias is exactly as aligned as its base.
            align,
            alias: Some(Alias { base: root, offset: 0 }),
        });
        self.aliases.insert((root, ty), alias);
        Ok(alias)
    }

    /// `llvm::shape_of(v)`, worked out once per type: a function asks about
    /// a few types over and over (each instruction about its result and
    /// operands).
    pub fn shape_of(&mut self, v: LLVMValueRef) -> Result<llvm::Shape, String> {
        let ty = llvm::type_of(v);
        if let Some(&s) = self.shapes.get(&ty) {
            return Ok(s);
        }
        let s = llvm::shape(ty)?;
        self.shapes.insert(ty, s);
        Ok(s)
    }

    /// Appends an instruction, remembering which IR instruction it came from.
    pub fn push(&mut self, inst: Instruction) {
        self.kernel.body.push(inst);
        self.origin.push(self.current);
    }

    /// The value of an operand: an argument or instruction already
    /// emitted, or a constant.
    pub fn value(&mut self, v: LLVMValueRef) -> Result<Val, String> {
        if let Some(val) = self.values.get(&v) {
            return Ok(val.clone());
        }
        if llvm::is_constant(v) {
            if let Some(k) = self.constants.get(&v) {
                return Ok(Val::Const(k.clone()));
            }
            let s = self.shape_of(v)?;
            let k = Konst { lane: s.lane, lanes: llvm::constant_lanes(v, s)? };
            self.constants.insert(v, k.clone());
            return Ok(Val::Const(k));
        }
        Err(format!("`{}` is used before it is defined", llvm::value_text(v).trim()))
    }

    /// Row and column of lane `lane` of a view, in the view's element type.
    fn place(&self, view: View, lane: u32) -> Result<(u8, u8), String> {
        let size = view.ty.size_bytes();
        let byte = view.off + lane * size;
        let row = byte / self.grf;
        let col = (byte % self.grf) / size;
        let row = u8::try_from(row).map_err(|_| "internal error: operand row out of range".to_string())?;
        Ok((row, col as u8))
    }

    /// The destination operand for lanes from `lane` of `view`.
    pub fn dst(&mut self, view: View, lane: u32) -> Result<DstOperand, String> {
        let var = self.var_for(view.root, view.ty)?;
        let (row, col) = self.place(view, lane)?;
        Ok(DstOperand::General { var, row, col, hstride: 1 })
    }

    /// The destination operand for lanes from `lane` of `view`, `step`
    /// lanes apart (a half of each 64-bit lane, as dwords).
    pub fn dst_strided(&mut self, view: View, lane: u32, step: u8) -> Result<DstOperand, String> {
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
    pub fn src_as(&mut self, val: &Val, lane: u32, exec: u32, ty: Option<ElemType>) -> Result<SrcOperand, String> {
        match val {
            Val::Gen(view) => {
                let ty = ty.unwrap_or(view.ty);
                if view.off % view.ty.size_bytes() != 0 {
                    return Err("internal error: an unaligned view used as a region".into());
                }
                if ty.size_bytes() != view.ty.size_bytes() {
                    return Err(format!("internal error: {} read as {ty}", view.ty));
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
                let LaneTy::Data(own) = k.lane else { return Err("internal error: i1 constant as data".into()) };
                let ty = ty.unwrap_or(own);
                match k.splat(lane, exec) {
                    Some(bits) => Ok(imm(ty, bits.unwrap_or(0))),
                    None => Err("internal error: a non-uniform constant must be materialized first".into()),
                }
            }
            Val::Mask(_) => Err("internal error: a predicate used as data".into()),
        }
    }

    /// A source operand reading lanes of `view` from lane `lane`,
    /// `step` lanes apart, as type `ty`: the region `<step;1,0>` (one
    /// element per row, rows `step` elements apart).
    pub fn src_strided(&mut self, view: View, lane: u32, step: u32, ty: ElemType) -> Result<SrcOperand, String> {
        let SrcOperand::General { var, row, col, modifier, .. } = self.src_as(&Val::Gen(view), lane, 1, Some(ty))?
        else {
            return Err("internal error: a strided read of a non-variable".into());
        };
        let vstride = u8::try_from(step).map_err(|_| "internal error: a region step above 32".to_string())?;
        Ok(SrcOperand::General { var, row, col, region: Region { vstride, width: 1, hstride: 0 }, modifier })
    }

    pub fn src(&mut self, val: &Val, lane: u32, exec: u32) -> Result<SrcOperand, String> {
        self.src_as(val, lane, exec, None)
    }

    /// Makes `val` readable by ALU pieces over `lanes` lanes ([`chunks`]):
    /// a vector view whose root lacks the padded lanes, or whose offset is
    /// not aligned to its type, is copied into a fresh root; a constant that
    /// is not uniform over each piece is materialized.
    pub fn operand(&mut self, val: Val, lanes: u32) -> Result<Val, String> {
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
                    let LaneTy::Data(ty) = k.lane else { return Err("internal error: i1 constant as data".into()) };
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
    fn constant_root(&mut self, k: Konst, ty: ElemType) -> Result<View, String> {
        let key = (k.lanes, ty);
        if let Some(&view) = self.constant_roots.get(&key) {
            return Ok(view);
        }
        let made = self.kernel.body.len();
        let n = key.0.len() as u32;
        let view = self.copy_to_root(&Val::Const(Konst { lane: k.lane, lanes: key.0.clone() }), ty, n)?;
        if self.multi_block {
            self.to_prologue(made);
        }
        self.constant_roots.insert(key, view);
        Ok(view)
    }

    /// `view` itself, or a copy at offset 0 when its offset is not a
    /// multiple of its element size (a byte slice bitcast to wider lanes).
    pub fn aligned(&mut self, view: View) -> Result<View, String> {
        if view.off.is_multiple_of(view.ty.size_bytes()) {
            Ok(view)
        } else {
            self.copy_to_root(&Val::Gen(view), view.ty, view.lanes)
        }
    }

    /// A fresh root holding `lanes` lanes of `src` (lanes past the source
    /// are left undefined).
    pub fn copy_to_root(&mut self, src: &Val, ty: ElemType, lanes: u32) -> Result<View, String> {
        let dst = self.new_root(ty, lanes, None)?;
        self.copy_lanes(dst, src, lanes)?;
        Ok(dst)
    }

    /// `mov`s lanes `0..lanes` of `src` into `dst`, in exact power-of-two
    /// pieces; undefined constant lanes and lanes past a view's root are
    /// skipped. Lanes of the same size are copied as bits (integer types of
    /// that size on both sides, [`bits_ty`]), never converted through a
    /// float type.
    pub fn copy_lanes(&mut self, dst: View, src: &Val, lanes: u32) -> Result<(), String> {
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
                    return Err(format!("internal error: a copy of {} lanes into {} lanes", view.ty, dst.ty));
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
                    return Err(format!("internal error: a copy of {ty} constants into {} lanes", dst.ty));
                }
                let n = (lanes as usize).min(k.lanes.len());
                if ty.size_bytes() == 8 && !self.platform.int64().native(visa_passes::isa::target::Int64Op::Move) {
                    return self.copy_qword_constant(dst, k, n as u32);
                }
                // The constant's exact bits: integer immediates into an integer view.
                let dst = View { ty: bits_ty(dst.ty), ..dst };
                let (steps, lower_bound) = self.constant_plan(k, n, dst.ty.size_bytes());
                self.counts.constant_lower_bound += lower_bound;
                self.counts.constant_instructions += self.copy_plan(dst, &steps, n as u32)?;
                Ok(())
            }
            Val::Mask(m) => {
                let bytes = self.mask_bytes(*m)?;
                self.copy_lanes(dst, &Val::Gen(bytes), lanes)
            }
        }
    }

    /// The plan (`constants::plan_memo`) and lower bound of the first `n`
    /// lanes of `k`, at `bytes` per lane. A constant is copied at each of
    /// its uses, all sharing its lanes: remembered by the lanes' address
    /// (kept alive with the plan, so the address names them alone), which
    /// spares hashing them for the module-wide memo again.
    fn constant_plan(&mut self, k: &Konst, n: usize, bytes: u32) -> (Rc<[constants::Step]>, u64) {
        let key = (Rc::as_ptr(&k.lanes).cast::<Option<u64>>() as usize, n, bytes);
        if let Some((_, steps, lower_bound)) = self.constant_plans.get(&key) {
            return (steps.clone(), *lower_bound);
        }
        let values = &k.lanes[..n];
        let (steps, lower_bound) = (constants::plan_memo(values, bytes), constants::lower_bound(values));
        self.constant_plans.insert(key, (k.lanes.clone(), steps.clone(), lower_bound));
        (steps, lower_bound)
    }

    /// The instructions of a constant's plan `steps`, into `dst` (an
    /// integer view). Fast path: the instructions are those an earlier copy
    /// of the plan made into a view of the same offset, type and lanes of a
    /// root of the same type, with that root replaced by `dst`'s (when they
    /// named no variable but that root, nothing they did depended on which
    /// root it was).
    pub(super) fn copy_constant(&mut self, dst: View, steps: Rc<[constants::Step]>) -> Result<(), String> {
        let Some(root_ty) = self.kernel.var(dst.root).map(|v| v.ty) else {
            return Err("internal error: unknown variable".into());
        };
        let steps_at = Rc::as_ptr(&steps).cast::<constants::Step>() as usize;
        let key = CopyKey { steps: steps_at, dst: View { root: GenVarId::NULL, ..dst }, root_ty };
        if let Some(template) = self.constant_copies.as_ref().and_then(|copies| copies.get(&key)) {
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
        if let Some(copies) = &mut self.constant_copies {
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
    pub(super) fn constant_step(&mut self, dst: View, step: constants::Step) -> Result<(), String> {
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
            Step::Mul { start, exec, value } | Step::Add { start, exec, value } => {
                let op = if matches!(step, Step::Mul { .. }) { AluOp::Mul } else { AluOp::Add };
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
    pub fn raw(&mut self, val: &Val, types: &[ElemType], bytes: u32) -> Result<RawOperand, String> {
        let view = match val {
            Val::Gen(v) => *v,
            Val::Const(k) => {
                let LaneTy::Data(ty) = k.lane else { return Err("internal error: i1 constant as data".into()) };
                let n = k.lanes.len() as u32;
                self.copy_to_root(val, ty, n.max(bytes.div_ceil(ty.size_bytes())))?
            }
            Val::Mask(_) => return Err("internal error: a predicate used as a message operand".into()),
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
        let offset = u16::try_from(view.off).map_err(|_| "internal error: raw offset out of range".to_string())?;
        Ok(RawOperand::new(var, offset))
    }

    /// The storage of a value of `shape` that is `val`, converted to
    /// general storage (masks as `ub` 0/1 bytes).
    pub fn data(&mut self, val: Val) -> Result<Val, String> {
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

/// `mov (M1_NM, e) dst src`.
pub fn mov(e: u32, dst: DstOperand, src: SrcOperand) -> Instruction {
    Instruction::mov(nm(e), None, dst, src)
}

/// `(M1_NM, e)`.
pub fn nm(e: u32) -> ExecCtrl {
    ExecCtrl::nm(ExecSize::from_lanes(e).unwrap_or(ExecSize::S1))
}

/// `(M<1 + channel/4>_NM, e)`.
pub fn nm_at(e: u32, channel: u32) -> ExecCtrl {
    ExecCtrl::new(
        ExecSize::from_lanes(e).unwrap_or(ExecSize::S1),
        EmaskOffset::from_channel(channel).unwrap_or(EmaskOffset::M1),
        true,
    )
}

#[cfg(test)]
mod tests {
    use crate::input::ir;
    use crate::{visa, Platform};

    /// Constants copied again and again (the fast path of
    /// `Emitter::copy_constant` rebases the first copy's instructions)
    /// emit exactly what the general path emits: integer, signed (through
    /// an alias, which the fast path leaves alone), 64-bit and float lanes.
    /// Each `insertelement` into a constant copies it into the result; a
    /// plan that costs fewer instructions hoisted is hoisted on both paths.
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
  %s = add <8 x i32> %s4, %s5
  ret <8 x i32> %s
}
define <4 x i64> @longs(<4 x i64> %q, i64 %e) {
  %p = insertelement <4 x i64> <i64 1, i64 4294967296, i64 3, i64 -4>, i64 %e, i32 0
  %r = insertelement <4 x i64> <i64 1, i64 4294967296, i64 3, i64 -4>, i64 %e, i32 1
  %s = add <4 x i64> %p, %r
  ret <4 x i64> %s
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
        for platform in [Platform::Gen9, Platform::XeHpg] {
            for name in ["ints", "longs", "floats"] {
                let func = loaded.module.get_function(name).expect("defined");
                let print = |fast| {
                    let emitted =
                        super::super::emit_checked(&loaded, func, platform, false, super::super::Verify::Lowered, fast)
                            .expect("emits");
                    visa::text::print::print_kernel(&emitted.kernel)
                };
                let (fast, general) = (print(true), print(false));
                assert_eq!(fast, general, "{name} on {platform}");
            }
        }
        let ints = loaded.module.get_function("ints").expect("defined");
        let emitted =
            super::super::emit_checked(&loaded, ints, Platform::XeHpg, false, super::super::Verify::Lowered, true)
                .expect("emits");
        let asm = visa::text::print::print_kernel(&emitted.kernel);
        // Two splats copied twice (fewer instructions in place: the second
        // copy from the fast path), the signed `:v` twice through aliases,
        // and the progression 1 + 7i (three steps) once, hoisted.
        assert_eq!(asm.matches("> 0xc8:ud").count(), 2, "{asm}");
        assert_eq!(asm.matches("_d(0,0)<1> 0x96b4d2f:v").count(), 2, "{asm}");
        assert_eq!(asm.matches("0x76543210:uv").count(), 1, "{asm}");
    }
}
