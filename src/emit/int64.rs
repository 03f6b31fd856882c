//! 64-bit integer arithmetic where the platform's ALU lacks it: the last
//! step of emission rewrites every ALU instruction with a `q`/`uq` operand
//! that the platform table says the hardware cannot run (`int64`: none on
//! Xe-LP and Xe-HPG; on Xe-HPC only `and`/`or`/`xor`, `cmp`, `sel`,
//! `min`/`max`, 64-bit saturation and `abs`) into 32-bit instructions on
//! the value's two dwords, as Intel's compiler does (IGC's `GenXEmulate`;
//! its DG2 code has no 64-bit operand at all):
//!
//! | 64-bit | on dwords (`lo`, `hi`) |
//! | --- | --- |
//! | `mov` | a `mov` of both dwords (one of twice the lanes where the operands are contiguous); from a narrower integer, `lo` and `asr lo 31` (or 0) |
//! | `add` | `addc lo, carry`, then `hi = a.hi + b.hi + carry` (`add3` where the platform has it, else two `add`s) |
//! | `add` with a negated source | `subb lo, borrow`, then `hi = a.hi - b.hi - borrow` |
//! | `mul` into a qword (of dword sources) | `mul` for `lo`, `mulh` for `hi` |
//! | `shl`, `shr`, `asr` by a constant | shifts of each dword and an `or` of the bits that cross from one to the other |
//! | shifts by a variable | both cases (count below or from 32, count 0) computed and chosen per lane with `sel` |
//! | `cmp` | `hi` compared first (signed for `q`), `lo` (unsigned) where the `hi`s are equal |
//! | `min`, `max` | the 64-bit compare, then `sel` of each dword |
//! | `sel`, `and`, `or`, `xor`, `not` | the same on each dword |
//! | `add.sat` into a qword | the wrapped sum as above; the carry (`w < a`), borrow (`a < b`) or signed overflow (the sign of `(w ^ a) & (w ^ b)`) per lane; `sel` of the sum or the bound |
//!
//! The carry of the low dwords goes into the high ones whatever the
//! operands' signs (IGC shipped wrong code exactly there: intel/intel-graphics-compiler#414).
//! A 32-bit or narrower operand of a 64-bit instruction is extended (zero or
//! sign, by its type) first. Results go to the destination's dwords
//! directly unless it shares a variable with a source, then through
//! temporaries. What has no such form here (other 64-bit saturation,
//! conversions between qwords and floats) is refused at the IR instruction
//! it came from, naming the platform; so is any `df` operand on a platform
//! without FP64.

use super::error::EmitError;
use super::span;
use super::values::{exact_pieces, Konst, Val, View};
use super::Emitter;
use crate::visa::alu::{platform_lacks, Lack, Srcs};
use crate::visa::*;
use visa_passes::isa::target::{Int64Alu, Int64Op};

const UD: ElemType = ElemType::UD;
const D: ElemType = ElemType::D;

/// A 64-bit value as its two dwords, read as `ud` (`hi_signed`: the value
/// is signed, so `hi` compares and shifts as `d`).
#[derive(Clone, Copy, Debug)]
struct Pair {
    lo: SrcOperand,
    hi: SrcOperand,
    signed: bool,
}

/// Where a 64-bit result goes: the two dwords of a destination.
#[derive(Clone, Copy, Debug)]
struct DstPair {
    lo: DstOperand,
    hi: DstOperand,
}

fn is_qword(ty: ElemType) -> bool {
    matches!(ty, ElemType::Q | ElemType::UQ)
}

fn imm(ty: ElemType, bits: u64) -> SrcOperand {
    SrcOperand::imm(ty, bits)
}

fn modifier_of(src: SrcOperand) -> SrcModifier {
    match src {
        SrcOperand::General { modifier, .. } | SrcOperand::Indirect { modifier, .. } => modifier,
        _ => SrcModifier::None,
    }
}

fn without_modifier(src: SrcOperand) -> SrcOperand {
    match src {
        SrcOperand::General { var, row, col, region, .. } => {
            SrcOperand::General { var, row, col, region, modifier: SrcModifier::None }
        }
        other => other,
    }
}

fn negated(src: SrcOperand) -> SrcOperand {
    match src {
        SrcOperand::General { var, row, col, region, modifier } => {
            let modifier = match modifier {
                SrcModifier::None => SrcModifier::Neg,
                _ => SrcModifier::None,
            };
            SrcOperand::General { var, row, col, region, modifier }
        }
        SrcOperand::Immediate(i) => {
            let bits = i.bits.wrapping_neg() & super::llvm::mask(8 * i.ty.size_bytes());
            SrcOperand::Immediate(Immediate { bits, ..i })
        }
        other => other,
    }
}

/// The value of an immediate of an integer type, sign- or zero-extended to
/// 64 bits.
fn imm_value(i: Immediate) -> u64 {
    let bits = 8 * i.ty.size_bytes();
    if i.ty.is_signed_int() && bits < 64 {
        super::alu::sext(i.bits, bits) as u64
    } else {
        i.bits & super::llvm::mask(bits)
    }
}

impl Emitter<'_, '_> {
    /// Lanes `0..n` of the 64-bit constant `k` into `dst`, where the
    /// platform has no 64-bit `mov`: the low and the high dwords as two
    /// 32-bit constants, each planned as 32-bit constants are (`constants.rs`:
    /// runs, packed immediates, progressions) into a temporary and moved
    /// into every other dword of `dst`, or, when it is one value, moved
    /// there as an immediate (0 above small offsets, say).
    pub(super) fn copy_qword_constant(&mut self, dst: View, k: &Konst, n: u32) -> Result<(), EmitError> {
        let dwords = View { ty: UD, lanes: 2 * dst.lanes, ..dst };
        let lanes = &k.lanes[..n as usize];
        for (half, shift) in [(0u32, 0u32), (1, 32)] {
            let part: Vec<Option<u64>> = lanes.iter().map(|l| l.map(|v| (v >> shift) & 0xffff_ffff)).collect();
            let part = Konst { lane: super::llvm::LaneTy::Data(UD), lanes: part.into() };
            if part.all_undef() {
                continue;
            }
            let source = match part.splat(0, n) {
                Some(value) => Val::Const(Konst { lane: part.lane, lanes: vec![value].into() }),
                None => Val::Gen(self.copy_to_root(&Val::Const(part), UD, n)?),
            };
            for (s, e) in exact_pieces(0, n) {
                let d = self.dst_strided(dwords, 2 * s + half, 2)?;
                let src = self.src_as(&source, s, e, Some(UD))?;
                self.push(Instruction::mov(
                    ExecCtrl::nm(ExecSize::from_lanes(e).unwrap_or(ExecSize::S1)),
                    None,
                    d,
                    src,
                ));
                self.counts.constant_instructions += 1;
            }
        }
        Ok(())
    }

    /// Rewrites the kernel's 64-bit integer ALU instructions that the
    /// platform lacks (module doc), and splits every instruction too wide
    /// for the platform's GRFs (`span.rs`) in the same walk of the body
    /// (or in a walk of its own where nothing lacks). `Err` carries the
    /// index of the IR instruction at fault and why.
    pub(super) fn lower_int64(&mut self) -> Result<(), (usize, EmitError)> {
        let int64 = self.platform.int64();
        let fp64 = self.platform.has_fp64();
        if int64 == Int64Alu::Full && fp64 {
            span::split_wide_operands(&mut self.kernel, &mut self.origin, self.platform);
            return Ok(());
        }
        // The instructions before the first one lacking or too wide stay
        // where they are (often all of them); the rest are walked again.
        let grf = self.grf;
        let Some(first) = (0..self.kernel.body.len()).find(|&k| {
            let inst = &self.kernel.body[k];
            self.lacks(inst).is_some() || span::too_wide(&self.kernel, inst, grf)
        }) else {
            return Ok(());
        };
        let body = self.kernel.body.split_off(first);
        let origin = self.origin.split_off(first.min(self.origin.len()));
        self.kernel.body.reserve(body.len() + body.len() / 4);
        self.origin.reserve(body.len() + body.len() / 4);
        let mut fitter = span::Fitter::default();
        for (inst, from) in body.into_iter().zip(origin) {
            self.current = from;
            match self.lacks(&inst) {
                None => fitter.push(&mut self.kernel, &mut self.origin, inst, from, self.platform),
                Some(Lack::Fp64) => {
                    let lack = Lack::Fp64;
                    let what = lack.describe(inst.mnemonic(), self.platform);
                    let message = format!(
                        "arithmetic on doubles cannot be emitted for {}: {what} ({}); doubles may still be loaded, \
                         stored and moved there",
                        self.platform,
                        lack.source(self.platform)
                    );
                    return Err((from, message.into()));
                }
                Some(Lack::Int64(op)) => {
                    let start = self.kernel.body.len();
                    self.split(inst, op).map_err(|why| (from, why))?;
                    fitter.fit_from(&mut self.kernel, &mut self.origin, start, self.platform);
                }
            }
        }
        Ok(())
    }

    /// What the platform lacks to run `inst`, if anything.
    fn lacks(&self, inst: &Instruction) -> Option<Lack> {
        let (op, sat, dst, srcs) = match inst {
            Instruction::Alu(a) => (a.op.int64_op(), a.sat, a.dst, a.srcs),
            &Instruction::Cmp { dst, src0, src1, .. } => (Some(Int64Op::Compare), false, dst, Srcs::two(src0, src1)),
            _ => return None,
        };
        // Nothing to lack whatever the operands' types (`platform_lacks`):
        // doubles run, and the operation is one the platform has in 64 bits,
        // without `.sat` or an absolute value. Most instructions, and no
        // look-up of their variables.
        let abs = || srcs.as_slice().iter().any(|&s| matches!(modifier_of(s), SrcModifier::Abs | SrcModifier::NegAbs));
        if self.platform.has_fp64() && !sat && op.is_none_or(|op| self.platform.int64_in_visa(op)) && !abs() {
            return None;
        }
        let mut types = [ElemType::Bool; 4];
        types[0] = self.dst_type(dst);
        let mut modifiers = [SrcModifier::None; 3];
        for (i, &s) in srcs.as_slice().iter().enumerate() {
            types[1 + i] = crate::visa::alu::rule_type(self.src_type(s));
            modifiers[i] = modifier_of(s);
        }
        platform_lacks(self.platform, op, &types[..1 + srcs.len()], sat, &modifiers[..srcs.len()])
    }

    fn dst_type(&self, dst: DstOperand) -> ElemType {
        match dst {
            DstOperand::General { var, .. } => self.kernel.var(var).map_or(UD, |v| v.ty),
            DstOperand::Indirect { at, .. } => at.ty,
            DstOperand::Predicate(_) => ElemType::Bool,
            DstOperand::State(_) => UD,
            DstOperand::Address(_) => ElemType::UW,
        }
    }

    fn src_type(&self, src: SrcOperand) -> ElemType {
        match src {
            SrcOperand::General { var, .. } => self.kernel.var(var).map_or(UD, |v| v.ty),
            SrcOperand::Immediate(i) => i.ty,
            SrcOperand::Indirect { at, .. } => at.ty,
            SrcOperand::Predicate(_) => ElemType::Bool,
            SrcOperand::State(_) => UD,
            SrcOperand::Address(_) => ElemType::UW,
        }
    }

    /// The root variable of `var` and the byte offset of `var` in it.
    fn root_of(&self, var: GenVarId) -> Result<(GenVarId, u32), EmitError> {
        let (mut root, mut offset) = (var, 0u32);
        for _ in 0..=self.kernel.vars.len() {
            let Some(v) = self.kernel.var(root) else {
                return Err(EmitError::internal(format!("{} is not a declared variable", self.kernel.var_name(root))));
            };
            match v.alias {
                Some(alias) => {
                    offset += alias.offset;
                    root = alias.base;
                }
                None => return Ok((root, offset)),
            }
        }
        Err(EmitError::internal("an alias cycle"))
    }

    /// The variable of type `ty` over the same bytes and the row and
    /// column of byte `extra` past element (`row`, `col`) of `var`.
    fn place_as(
        &mut self,
        var: GenVarId,
        row: u8,
        col: u8,
        extra: u32,
        ty: ElemType,
    ) -> Result<(GenVarId, u8, u8), EmitError> {
        let (root, base) = self.root_of(var)?;
        let from = self.kernel.var(var).map_or(UD, |v| v.ty);
        let grf = self.grf;
        let pos = base + u32::from(row) * grf + u32::from(col) * from.size_bytes() + extra;
        if pos % ty.size_bytes() != 0 {
            return Err(EmitError::internal(format!("byte {pos} of a variable is not aligned to {ty}")));
        }
        let as_ty = self.var_for(root, ty)?;
        let row = u8::try_from(pos / grf).map_err(|_| EmitError::internal("a row past 255"))?;
        Ok((as_ty, row, ((pos % grf) / ty.size_bytes()) as u8))
    }

    /// `src` (of a 32-bit integer type or a qword's dword) read as `ty`, the
    /// same bits.
    fn retype(&mut self, src: SrcOperand, ty: ElemType) -> Result<SrcOperand, EmitError> {
        Ok(match src {
            SrcOperand::General { var, row, col, region, modifier } => {
                let (var, row, col) = self.place_as(var, row, col, 0, ty)?;
                SrcOperand::General { var, row, col, region, modifier }
            }
            SrcOperand::Immediate(i) => SrcOperand::Immediate(Immediate { ty, ..i }),
            other => other,
        })
    }

    fn retype_dst(&mut self, dst: DstOperand, ty: ElemType) -> Result<DstOperand, EmitError> {
        Ok(match dst {
            DstOperand::General { var, row, col, hstride } => {
                let (var, row, col) = self.place_as(var, row, col, 0, ty)?;
                DstOperand::General { var, row, col, hstride }
            }
            other => other,
        })
    }

    /// A fresh variable of `n` dwords, as a destination and a source.
    fn temp(&mut self, ty: ElemType, n: u32) -> Result<(DstOperand, SrcOperand), EmitError> {
        let v = self.new_root(ty, n, None)?;
        let dst = DstOperand::General { var: v.root, row: 0, col: 0, hstride: 1 };
        let region = if n == 1 { Region::SCALAR } else { Region::contiguous(n.min(16) as u8) };
        Ok((dst, SrcOperand::General { var: v.root, row: 0, col: 0, region, modifier: SrcModifier::None }))
    }

    /// The kernel's carry variable (`Emitter::carry`) for `n` lanes.
    fn carry_temp(&mut self, n: u32) -> Result<(DstOperand, SrcOperand), EmitError> {
        let var = match self.carry {
            Some(var) => var,
            None => {
                let var = self.new_root(UD, 32, None)?.root;
                self.carry = Some(var);
                var
            }
        };
        let region = if n == 1 { Region::SCALAR } else { Region::contiguous(n.min(16) as u8) };
        let dst = DstOperand::General { var, row: 0, col: 0, hstride: 1 };
        Ok((dst, SrcOperand::General { var, row: 0, col: 0, region, modifier: SrcModifier::None }))
    }

    fn emit(&mut self, op: AluOp, x: ExecCtrl, pred: Option<Predicate>, dst: DstOperand, srcs: &[SrcOperand]) {
        let srcs = Srcs::from_slice(srcs).unwrap_or(Srcs::one(imm(UD, 0)));
        self.push(Instruction::Alu(Alu::new(op, x, pred, dst, srcs)));
    }

    fn cmp(&mut self, rel: CmpRel, x: ExecCtrl, dst: PredVarId, a: SrcOperand, b: SrcOperand) {
        self.push(Instruction::Cmp { rel, exec: x, dst: DstOperand::Predicate(dst), src0: a, src1: b });
    }

    /// The dwords of a 64-bit source operand (`None` when its region has no
    /// dword form: a horizontal stride of 4 or a vertical one of 32 qwords).
    fn pair_of_qword(&mut self, src: SrcOperand, ty: ElemType) -> Result<Option<Pair>, EmitError> {
        let signed = ty == ElemType::Q;
        Ok(match src {
            SrcOperand::General { var, row, col, region, .. } => {
                let doubled = |v: u8| if v == 0 { Some(0) } else { v.checked_mul(2).filter(|&d| d <= 32) };
                let (Some(vstride), Some(hstride)) = (doubled(region.vstride), doubled(region.hstride)) else {
                    return Ok(None);
                };
                if hstride > 4 {
                    return Ok(None);
                }
                let region = Region { vstride, width: region.width, hstride };
                let (lo_var, lo_row, lo_col) = self.place_as(var, row, col, 0, UD)?;
                let (hi_var, hi_row, hi_col) = self.place_as(var, row, col, 4, UD)?;
                let general =
                    |var, row, col| SrcOperand::General { var, row, col, region, modifier: SrcModifier::None };
                Some(Pair { lo: general(lo_var, lo_row, lo_col), hi: general(hi_var, hi_row, hi_col), signed })
            }
            SrcOperand::Immediate(i) => {
                let v = imm_value(i);
                Some(Pair { lo: imm(UD, v & 0xffff_ffff), hi: imm(UD, v >> 32), signed })
            }
            _ => None,
        })
    }

    /// Any integer source as the dwords of its 64-bit value, its source
    /// modifier applied: `(-)` as `0 - v`, `(abs)` as `(v ^ s) - s` with
    /// `s` the sign spread over both dwords (`asr hi 31`), `(~)` as `not`
    /// of each dword.
    fn pair(&mut self, src: SrcOperand, x: ExecCtrl) -> Result<Pair, EmitError> {
        let modifier = modifier_of(src);
        let v = self.pair_unmodified(src, x)?;
        if modifier == SrcModifier::None {
            return Ok(v);
        }
        let n = x.lanes();
        if modifier == SrcModifier::Not {
            let (lo, lo_src) = self.temp(UD, n)?;
            let (hi, hi_src) = self.temp(UD, n)?;
            self.emit(AluOp::Not, x, None, lo, &[v.lo]);
            self.emit(AluOp::Not, x, None, hi, &[v.hi]);
            return Ok(Pair { lo: lo_src, hi: hi_src, signed: v.signed });
        }
        let v = if matches!(modifier, SrcModifier::Abs | SrcModifier::NegAbs) {
            let (sign, sign_src) = self.temp(D, n)?;
            let hi_d = self.retype(v.hi, D)?;
            self.emit(AluOp::Asr, x, None, sign, &[hi_d, imm(UD, 31)]);
            let sign = self.retype(sign_src, UD)?;
            let (lo, lo_src) = self.temp(UD, n)?;
            let (hi, hi_src) = self.temp(UD, n)?;
            self.emit(AluOp::Xor, x, None, lo, &[v.lo, sign]);
            self.emit(AluOp::Xor, x, None, hi, &[v.hi, sign]);
            let (abs_lo, abs_lo_src) = self.temp(UD, n)?;
            let (abs_hi, abs_hi_src) = self.temp(UD, n)?;
            let flipped = Pair { lo: lo_src, hi: hi_src, signed: v.signed };
            let spread = Pair { lo: sign, hi: sign, signed: v.signed };
            self.sub64(x, None, DstPair { lo: abs_lo, hi: abs_hi }, flipped, spread)?;
            Pair { lo: abs_lo_src, hi: abs_hi_src, signed: v.signed }
        } else {
            v
        };
        if matches!(modifier, SrcModifier::Neg | SrcModifier::NegAbs) {
            let (lo, lo_src) = self.temp(UD, n)?;
            let (hi, hi_src) = self.temp(UD, n)?;
            let zero = Pair { lo: imm(UD, 0), hi: imm(UD, 0), signed: v.signed };
            self.sub64(x, None, DstPair { lo, hi }, zero, v)?;
            return Ok(Pair { lo: lo_src, hi: hi_src, signed: v.signed });
        }
        Ok(v)
    }

    /// [`Emitter::pair`] of the operand without its modifier: a qword's
    /// dwords, or a narrower value zero- or sign-extended (by its type).
    fn pair_unmodified(&mut self, src: SrcOperand, x: ExecCtrl) -> Result<Pair, EmitError> {
        let ty = self.src_type(src);
        let src = without_modifier(src);
        if is_qword(ty) {
            return self
                .pair_of_qword(src, ty)?
                .ok_or_else(|| "64-bit operand whose region has no 32-bit form (a stride of 4 qwords)".into());
        }
        if ty.is_float() || ty == ElemType::Bool {
            return Err(format!("a {ty} operand of a 64-bit integer operation").into());
        }
        if let SrcOperand::Immediate(i) = src {
            let v = imm_value(i);
            return Ok(Pair { lo: imm(UD, v & 0xffff_ffff), hi: imm(UD, v >> 32), signed: ty.is_signed_int() });
        }
        let lo = if ty.size_bytes() == 4 {
            self.retype(src, UD)?
        } else {
            let (d, s) = self.temp(UD, x.lanes())?;
            self.emit(AluOp::Mov, x, None, d, &[src]);
            s
        };
        let hi = if ty.is_signed_int() {
            let (d, s) = self.temp(D, x.lanes())?;
            let lo_d = self.retype(lo, D)?;
            self.emit(AluOp::Asr, x, None, d, &[lo_d, imm(UD, 31)]);
            self.retype(s, UD)?
        } else {
            imm(UD, 0)
        };
        Ok(Pair { lo, hi, signed: ty.is_signed_int() })
    }

    /// The dwords of a 64-bit destination, `None` when its stride has no
    /// dword form.
    fn dst_pair(&mut self, dst: DstOperand) -> Result<Option<DstPair>, EmitError> {
        let DstOperand::General { var, row, col, hstride } = dst else { return Ok(None) };
        if hstride > 2 {
            return Ok(None);
        }
        let (lo_var, lo_row, lo_col) = self.place_as(var, row, col, 0, UD)?;
        let (hi_var, hi_row, hi_col) = self.place_as(var, row, col, 4, UD)?;
        let hstride = hstride * 2;
        Ok(Some(DstPair {
            lo: DstOperand::General { var: lo_var, row: lo_row, col: lo_col, hstride },
            hi: DstOperand::General { var: hi_var, row: hi_row, col: hi_col, hstride },
        }))
    }

    /// Whether writing the destination's dwords may change a source before
    /// it is read: a source in the destination's variable, unless it is a
    /// qword operand of exactly the destination's elements (each sequence
    /// here reads a lane's two dwords of such a source before it writes
    /// them, or reads only the one it has not written; MUL's dword sources
    /// have no such order). An indirect operand may name any variable.
    fn overlaps(&self, a: &Alu) -> Result<bool, EmitError> {
        let DstOperand::General { var, row, col, hstride } = a.dst else { return Ok(true) };
        let (root, base) = self.root_of(var)?;
        let grf = self.grf;
        let start = |var: GenVarId, row: u8, col: u8| -> Result<(GenVarId, u32), EmitError> {
            let (root, base) = self.root_of(var)?;
            let size = self.kernel.var(var).map_or(8, |v| v.ty.size_bytes());
            Ok((root, base + u32::from(row) * grf + u32::from(col) * size))
        };
        let dst_at = (root, base + u32::from(row) * grf + u32::from(col) * 8);
        let n = a.exec.lanes();
        for &s in a.srcs.as_slice() {
            match s {
                SrcOperand::General { var, row, col, region, .. } => {
                    let at = start(var, row, col)?;
                    if at.0 != root {
                        continue;
                    }
                    let same_elements = is_qword(self.src_type(s))
                        && a.op != AluOp::Mul
                        && at == dst_at
                        && (n == 1
                            || region.hstride == hstride
                                && (u32::from(region.width) >= n || region.vstride == region.width * region.hstride));
                    if !same_elements {
                        return Ok(true);
                    }
                }
                SrcOperand::Indirect { .. } => return Ok(true),
                _ => {}
            }
        }
        Ok(false)
    }

    /// One instruction the platform lacks, as 32-bit instructions.
    fn split(&mut self, inst: Instruction, op: Int64Op) -> Result<(), EmitError> {
        match inst {
            Instruction::Cmp { rel, exec, dst: DstOperand::Predicate(p), src0, src1 } => {
                let (a, b) = (self.pair(src0, exec)?, self.pair(src1, exec)?);
                self.compare64(rel, exec, p, a, b)
            }
            Instruction::Alu(a) if !self.has_dword_form(&a) => {
                // A stride of 4 qwords: lane by lane (each a scalar), where
                // every lane runs (NoMask, unpredicated).
                if a.pred.is_some() || !a.exec.no_mask {
                    return Err(EmitError::internal(format!(
                        "a predicated {} of qwords at a stride with no 32-bit form",
                        a.op.name()
                    )));
                }
                for lane in 0..a.exec.lanes() {
                    let one = self.lane_of(&a, lane)?;
                    self.split(Instruction::Alu(one), op)?;
                }
                Ok(())
            }
            Instruction::Alu(a) => {
                let platform = self.platform;
                let cannot = |what: &str| {
                    Err(format!(
                        "{} {what} cannot be emitted on {platform}: {}",
                        a.op.name(),
                        Lack::Int64(op).describe(a.op.name(), platform)
                    )
                    .into())
                };
                if a.sat {
                    if a.op == AluOp::Add && is_qword(self.dst_type(a.dst)) {
                        return match self.add_sat64(a)? {
                            true => Ok(()),
                            false => cannot("with saturation of these 64-bit operands"),
                        };
                    }
                    return cannot("with saturation of 64-bit values");
                }
                let srcs = a.srcs.as_slice();
                let dst_ty = self.dst_type(a.dst);
                if srcs.iter().any(|&s| self.src_type(s).is_float()) || dst_ty.is_float() {
                    return cannot("between 64-bit integers and floating point");
                }
                self.split_alu(a, dst_ty)
            }
            other => Err(EmitError::internal(format!("{} with 64-bit operands cannot be split", other.mnemonic()))),
        }
    }

    fn split_alu(&mut self, a: Alu, dst_ty: ElemType) -> Result<(), EmitError> {
        let (x, pred) = (a.exec, a.pred);
        let srcs = a.srcs.as_slice();
        if !is_qword(dst_ty) {
            // Only the low dword of the 64-bit result reaches the destination.
            return self.split_narrow(a, dst_ty);
        }
        if matches!(a.op, AluOp::Mov | AluOp::And | AluOp::Or | AluOp::Xor | AluOp::Not) && self.bitwise_flat(a)? {
            return Ok(());
        }
        let direct = if self.overlaps(&a)? { None } else { self.dst_pair(a.dst)? };
        let out = match direct {
            Some(d) => d,
            None => {
                let (lo, _) = self.temp(UD, x.lanes())?;
                let (hi, _) = self.temp(UD, x.lanes())?;
                DstPair { lo, hi }
            }
        };
        match a.op {
            AluOp::Mov | AluOp::And | AluOp::Or | AluOp::Xor | AluOp::Not | AluOp::Sel => {
                let pairs = srcs.iter().map(|&s| self.pair(s, x)).collect::<Result<Vec<_>, _>>()?;
                let los: Vec<_> = pairs.iter().map(|p| p.lo).collect();
                let his: Vec<_> = pairs.iter().map(|p| p.hi).collect();
                self.emit(a.op, x, pred, out.lo, &los);
                self.emit(a.op, x, pred, out.hi, &his);
            }
            AluOp::Add => self.add64(x, pred, out, srcs[0], srcs[1])?,
            AluOp::Mul => self.mul64_dwords(x, pred, out, srcs[0], srcs[1])?,
            AluOp::Shl | AluOp::Shr | AluOp::Asr => {
                let value = self.pair(srcs[0], x)?;
                self.shift64(a.op, x, pred, out, value, srcs[1])?;
            }
            AluOp::Min | AluOp::Max => {
                let (p, q) = (self.pair(srcs[0], x)?, self.pair(srcs[1], x)?);
                let choose = self.new_pred()?;
                let rel = if a.op == AluOp::Min { CmpRel::Lt } else { CmpRel::Gt };
                self.compare64(rel, x, choose, p, q)?;
                let pick = Some(Predicate::new(choose));
                self.emit(AluOp::Sel, x, pick, out.lo, &[p.lo, q.lo]);
                self.emit(AluOp::Sel, x, pick, out.hi, &[p.hi, q.hi]);
            }
            other => {
                return Err(EmitError::internal(format!(
                    "{} with 64-bit operands has no 32-bit form here",
                    other.name()
                )))
            }
        }
        if direct.is_none() {
            // Copy the temporaries to the destination (a `sel` wrote every lane).
            let d = self.dst_pair(a.dst)?.ok_or("64-bit destination whose stride has no 32-bit form")?;
            let copy_pred = if a.op == AluOp::Sel { None } else { pred };
            let (lo, hi) = (self.dst_as_src(out.lo, x)?, self.dst_as_src(out.hi, x)?);
            self.emit(AluOp::Mov, x, copy_pred, d.lo, &[lo]);
            self.emit(AluOp::Mov, x, copy_pred, d.hi, &[hi]);
        }
        Ok(())
    }

    /// Whether every qword operand of `a` has a dword form: a destination
    /// stride up to 2, source strides up to 2 (vertical up to 16).
    fn has_dword_form(&self, a: &Alu) -> bool {
        let qword_dst = is_qword(self.dst_type(a.dst));
        let dst_ok =
            !qword_dst || matches!(a.dst, DstOperand::General { hstride, .. } if hstride <= 2 || a.exec.lanes() == 1);
        let src_ok = a.srcs.as_slice().iter().all(|&s| match s {
            SrcOperand::General { region, .. } if is_qword(self.src_type(s)) => {
                region.hstride <= 2 && region.vstride <= 16
            }
            _ => true,
        });
        dst_ok && src_ok
    }

    /// Lane `lane` of `a` on its own: exec size 1, each operand the element
    /// that lane reads or writes (vISA spec, Operands chapter, Region-based
    /// Addressing: element `n` of `<v;w,h>` is `(n / w) * v + (n % w) * h`).
    fn lane_of(&self, a: &Alu, lane: u32) -> Result<Alu, EmitError> {
        let grf = self.grf;
        let at = |var: GenVarId, row: u8, col: u8, elements: u32| -> Result<(u8, u8), EmitError> {
            let size = self.kernel.var(var).map_or(4, |v| v.ty.size_bytes());
            let pos = u32::from(row) * grf + (u32::from(col) + elements) * size;
            let row = u8::try_from(pos / grf).map_err(|_| EmitError::internal("a row past 255"))?;
            Ok((row, ((pos % grf) / size) as u8))
        };
        let dst = match a.dst {
            DstOperand::General { var, row, col, hstride } => {
                let (row, col) = at(var, row, col, lane * u32::from(hstride))?;
                DstOperand::General { var, row, col, hstride: 1 }
            }
            other => other,
        };
        let srcs: Vec<SrcOperand> = a
            .srcs
            .as_slice()
            .iter()
            .map(|&s| match s {
                SrcOperand::General { var, row, col, region, modifier } => {
                    let width = u32::from(region.width.max(1));
                    let n = (lane / width) * u32::from(region.vstride) + (lane % width) * u32::from(region.hstride);
                    let (row, col) = at(var, row, col, n)?;
                    Ok(SrcOperand::General { var, row, col, region: Region::SCALAR, modifier })
                }
                other => Ok(other),
            })
            .collect::<Result<_, EmitError>>()?;
        let srcs = Srcs::from_slice(&srcs).ok_or_else(|| EmitError::internal("sources"))?;
        Ok(Alu { exec: ExecCtrl::nm(ExecSize::S1), dst, srcs, ..*a })
    }

    /// A temporary written through `dst` (stride 1 from its start), read back.
    fn dst_as_src(&self, dst: DstOperand, x: ExecCtrl) -> Result<SrcOperand, EmitError> {
        let DstOperand::General { var, row, col, hstride } = dst else {
            return Err(EmitError::internal("a temporary"));
        };
        let n = x.lanes();
        let region = if n == 1 {
            Region::SCALAR
        } else {
            let width = n.min(16) as u8;
            Region { vstride: width * hstride, width, hstride }
        };
        Ok(SrcOperand::General { var, row, col, region, modifier: SrcModifier::None })
    }

    /// `mov`, `and`, `or`, `xor`, `not` of contiguous (or broadcast) qwords
    /// into contiguous ones, unpredicated and NoMask: one instruction on
    /// twice the dwords. `false` when the operands are not of that shape.
    fn bitwise_flat(&mut self, a: Alu) -> Result<bool, EmitError> {
        let n = a.exec.lanes();
        let DstOperand::General { var, row, col, hstride } = a.dst else { return Ok(false) };
        if a.pred.is_some() || !a.exec.no_mask || 2 * n > 32 || (hstride != 1 && n > 1) {
            return Ok(false);
        }
        let mut flat = Vec::new();
        for &s in a.srcs.as_slice() {
            let ty = self.src_type(s);
            if !is_qword(ty) || modifier_of(s) != SrcModifier::None {
                return Ok(false);
            }
            let dwords = Region::contiguous((2 * n).min(16) as u8);
            flat.push(match s {
                SrcOperand::General { var, row, col, region: r, .. } => {
                    let contiguous = n == 1 || (r.hstride == 1 && (r.width as u32 >= n || r.vstride == r.width));
                    let broadcast = r == Region::SCALAR;
                    if !(contiguous || broadcast) {
                        return Ok(false);
                    }
                    let (var, row, col) = self.place_as(var, row, col, 0, UD)?;
                    let region = if broadcast && n > 1 { Region { vstride: 0, width: 2, hstride: 1 } } else { dwords };
                    SrcOperand::General { var, row, col, region, modifier: SrcModifier::None }
                }
                SrcOperand::Immediate(i) => {
                    let v = imm_value(i);
                    if v & 0xffff_ffff != v >> 32 {
                        return Ok(false);
                    }
                    imm(UD, v & 0xffff_ffff)
                }
                _ => return Ok(false),
            });
        }
        let (var, row, col) = self.place_as(var, row, col, 0, UD)?;
        let size = ExecSize::from_lanes(2 * n).ok_or_else(|| EmitError::internal("an exec size"))?;
        let x = ExecCtrl::nm(size);
        self.emit(a.op, x, None, DstOperand::General { var, row, col, hstride: 1 }, &flat);
        Ok(true)
    }

    /// An instruction with 64-bit sources and a destination of 32 bits or
    /// fewer: its low dword suffices (`mov` truncating, `add`, the logic
    /// operations, `shl`, `mul`), or the whole value is computed first.
    fn split_narrow(&mut self, a: Alu, dst_ty: ElemType) -> Result<(), EmitError> {
        let (x, pred) = (a.exec, a.pred);
        let srcs = a.srcs.as_slice();
        let low_dword_enough =
            matches!(a.op, AluOp::Mov | AluOp::Add | AluOp::And | AluOp::Or | AluOp::Xor | AluOp::Not);
        if low_dword_enough {
            let mut los = Vec::new();
            for &s in srcs {
                // The low dword of -v is -(low dword of v); (abs) needs the whole value.
                let neg = modifier_of(s) == SrcModifier::Neg;
                let lo = self.pair(if neg { without_modifier(s) } else { s }, x)?.lo;
                los.push(if neg { negated(lo) } else { lo });
            }
            let dst = if dst_ty.size_bytes() == 4 && a.op != AluOp::Mov { self.retype_dst(a.dst, UD)? } else { a.dst };
            self.emit(a.op, x, pred, dst, &los);
            return Ok(());
        }
        // The whole 64-bit value into temporaries, then its low dword.
        let (lo, lo_src) = self.temp(UD, x.lanes())?;
        let (hi, _) = self.temp(UD, x.lanes())?;
        let wide = Alu { dst: lo, ..a };
        let out = DstPair { lo, hi };
        match a.op {
            AluOp::Shl | AluOp::Shr | AluOp::Asr => {
                let value = self.pair(srcs[0], x)?;
                self.shift64(a.op, x, None, out, value, srcs[1])?;
            }
            AluOp::Mul => self.mul64_dwords(x, None, out, srcs[0], srcs[1])?,
            _ => return Err(EmitError::internal(format!("{} into a narrower destination", wide.op.name()))),
        }
        self.emit(AluOp::Mov, x, pred, a.dst, &[lo_src]);
        Ok(())
    }

    /// `out = a + b` (or `a - b`, `-a + b`, `-a - b` through the sources'
    /// `(-)`): `addc`/`subb` of the low dwords, then the high dwords with
    /// the carry or borrow.
    fn add64(
        &mut self,
        x: ExecCtrl,
        pred: Option<Predicate>,
        out: DstPair,
        a: SrcOperand,
        b: SrcOperand,
    ) -> Result<(), EmitError> {
        let (mut a, mut b) = (a, b);
        if modifier_of(a) == SrcModifier::Neg && modifier_of(b) != SrcModifier::Neg {
            std::mem::swap(&mut a, &mut b);
        }
        let plain = |s: SrcOperand| if modifier_of(s) == SrcModifier::Neg { without_modifier(s) } else { s };
        let mut p = self.pair(plain(a), x)?;
        if modifier_of(a) == SrcModifier::Neg {
            // -a - b: negate a first (0 - a), then subtract b.
            let (nlo, nlo_s) = self.temp(UD, x.lanes())?;
            let (nhi, nhi_s) = self.temp(UD, x.lanes())?;
            self.sub64(
                x,
                None,
                DstPair { lo: nlo, hi: nhi },
                Pair { lo: imm(UD, 0), hi: imm(UD, 0), signed: p.signed },
                p,
            )?;
            p = Pair { lo: nlo_s, hi: nhi_s, signed: p.signed };
        }
        let q = self.pair(plain(b), x)?;
        if modifier_of(b) == SrcModifier::Neg {
            return self.sub64(x, pred, out, p, q);
        }
        self.add_pairs(x, pred, out, p, q)
    }

    /// `out = p + q`: `addc` of the low dwords, the carry into the high ones.
    fn add_pairs(
        &mut self,
        x: ExecCtrl,
        pred: Option<Predicate>,
        out: DstPair,
        p: Pair,
        q: Pair,
    ) -> Result<(), EmitError> {
        let (carry, carry_s) = self.carry_temp(x.lanes())?;
        self.push(Instruction::Carry { op: CarryOp::Addc, exec: x, pred, dst: out.lo, carry, src0: p.lo, src1: q.lo });
        self.high_sum(x, pred, out.hi, p.hi, q.hi, carry_s, false)
    }

    /// `add.sat` into a qword (`a`'s destination) of two qword sources of
    /// one signedness, src1 perhaps negated (LLVM's `[su]{add,sub}.sat`, the
    /// vector compiler's `*add.sat`): the wrapped sum on dwords, whether
    /// the exact one leaves the destination's range (the carry, borrow or
    /// signed overflow, read off the dwords), then per lane `sel` of the
    /// sum or the bound it passed. `false`: a form with no such lowering
    /// here (a subtraction into the other signedness, mixed sources).
    fn add_sat64(&mut self, a: Alu) -> Result<bool, EmitError> {
        let [s0, s1] = a.srcs.as_slice() else { return Ok(false) };
        let (s0, s1) = (*s0, *s1);
        let sub = modifier_of(s1) == SrcModifier::Neg;
        if modifier_of(s0) != SrcModifier::None || !(sub || modifier_of(s1) == SrcModifier::None) {
            return Ok(false);
        }
        if !is_qword(self.src_type(s0)) || !is_qword(self.src_type(s1)) {
            return Ok(false);
        }
        let (x, n) = (a.exec, a.exec.lanes());
        let p = self.pair(s0, x)?;
        let q = self.pair(without_modifier(s1), x)?;
        let (signed, dst_signed) = (p.signed, self.dst_type(a.dst) == ElemType::Q);
        if p.signed != q.signed || (sub && signed != dst_signed) {
            return Ok(false);
        }
        // The wrapped sum (or difference) `w`.
        let ((wlo, wlo_s), (whi, whi_s)) = (self.temp(UD, n)?, self.temp(UD, n)?);
        let w_out = DstPair { lo: wlo, hi: whi };
        if sub {
            self.sub64(x, None, w_out, p, q)?;
        } else {
            self.add_pairs(x, None, w_out, p, q)?;
        }
        let w = Pair { lo: wlo_s, hi: whi_s, signed: false };
        let zero = imm(UD, 0);
        let ones = imm(UD, 0xffff_ffff);
        // `out`: the lanes to saturate; (`sat_lo`, `sat_hi`): the bound.
        let out = self.new_pred()?;
        let (sat_lo, sat_hi) = match (signed, sub) {
            (false, false) => {
                // The carry out of 64 bits: `w < p` (unsigned).
                self.compare64(CmpRel::Lt, x, out, w, Pair { signed: false, ..p })?;
                if dst_signed {
                    // Or a sum past the signed maximum: `w`'s sign bit.
                    let t = self.new_pred()?;
                    let whi_d = self.retype(whi_s, D)?;
                    self.cmp(CmpRel::Lt, x, t, whi_d, imm(D, 0));
                    self.or_pred(x, out, t);
                    (ones, imm(UD, 0x7fff_ffff))
                } else {
                    (ones, ones)
                }
            }
            // The borrow: `p < q` (unsigned); the bound is 0.
            (false, true) => {
                self.compare64(CmpRel::Lt, x, out, p, q)?;
                (zero, zero)
            }
            (true, _) => {
                // Signed overflow: the sources' signs agree (add) or differ
                // (sub) and `w`'s differs from `p`'s: the sign of
                // `(w ^ p) & (w ^ q)` (add) or `(p ^ q) & (p ^ w)` (sub).
                let ((t, t_s), (u, u_s)) = (self.temp(D, n)?, self.temp(D, n)?);
                let (phi, qhi, whi_d) = (self.retype(p.hi, D)?, self.retype(q.hi, D)?, self.retype(whi_s, D)?);
                self.emit(AluOp::Xor, x, None, t, &[whi_d, phi]);
                self.emit(AluOp::Xor, x, None, u, &[if sub { phi } else { whi_d }, qhi]);
                self.emit(AluOp::And, x, None, t, &[t_s, u_s]);
                let overflow = if dst_signed { out } else { self.new_pred()? };
                self.cmp(CmpRel::Lt, x, overflow, t_s, imm(D, 0));
                if dst_signed {
                    // Past the bound on `p`'s side: `s = p.hi >> 31` (0 or -1),
                    // the bound `hi = s ^ 0x7fffffff`, `lo = s ^ 0xffffffff`.
                    self.emit(AluOp::Asr, x, None, t, &[phi, imm(UD, 31)]);
                    self.emit(AluOp::Xor, x, None, u, &[t_s, imm(D, 0x7fff_ffff)]);
                    self.emit(AluOp::Not, x, None, t, &[t_s]);
                    (self.retype(t_s, UD)?, self.retype(u_s, UD)?)
                } else {
                    // Into `uq` (a sum only): below 0 where the exact sum is
                    // negative, `p`'s sign on overflow, else `w`'s.
                    self.emit(AluOp::Mov, x, None, t, &[whi_d]);
                    self.emit(AluOp::Mov, x, Some(Predicate::new(overflow)), t, &[phi]);
                    self.cmp(CmpRel::Lt, x, out, t_s, imm(D, 0));
                    (zero, zero)
                }
            }
        };
        let keep = Some(Predicate::inverted(out));
        let direct = if a.pred.is_none() { self.dst_pair(a.dst)? } else { None };
        let to = match direct {
            Some(d) => d,
            None => {
                let ((lo, _), (hi, _)) = (self.temp(UD, n)?, self.temp(UD, n)?);
                DstPair { lo, hi }
            }
        };
        self.emit(AluOp::Sel, x, keep, to.lo, &[w.lo, sat_lo]);
        self.emit(AluOp::Sel, x, keep, to.hi, &[w.hi, sat_hi]);
        if direct.is_none() {
            let d = self.dst_pair(a.dst)?.ok_or("64-bit destination whose stride has no 32-bit form")?;
            let (lo, hi) = (self.dst_as_src(to.lo, x)?, self.dst_as_src(to.hi, x)?);
            self.emit(AluOp::Mov, x, a.pred, d.lo, &[lo]);
            self.emit(AluOp::Mov, x, a.pred, d.hi, &[hi]);
        }
        Ok(true)
    }

    /// `p |= t`.
    fn or_pred(&mut self, x: ExecCtrl, p: PredVarId, t: PredVarId) {
        self.emit(AluOp::Or, x, None, DstOperand::Predicate(p), &[SrcOperand::Predicate(p), SrcOperand::Predicate(t)]);
    }

    /// `out = p - q`: `subb` of the low dwords, the borrow out of the high ones.
    fn sub64(&mut self, x: ExecCtrl, pred: Option<Predicate>, out: DstPair, p: Pair, q: Pair) -> Result<(), EmitError> {
        let (borrow, borrow_s) = self.carry_temp(x.lanes())?;
        self.push(Instruction::Carry {
            op: CarryOp::Subb,
            exec: x,
            pred,
            dst: out.lo,
            carry: borrow,
            src0: p.lo,
            src1: q.lo,
        });
        self.high_sum(x, pred, out.hi, p.hi, q.hi, borrow_s, true)
    }

    /// `hi = a + b + c` (`subtract`: `a - b - c`) on dwords: one `add3`
    /// where the platform has ADD3, else two `add`s.
    #[allow(clippy::too_many_arguments)]
    fn high_sum(
        &mut self,
        x: ExecCtrl,
        pred: Option<Predicate>,
        hi: DstOperand,
        a: SrcOperand,
        b: SrcOperand,
        c: SrcOperand,
        subtract: bool,
    ) -> Result<(), EmitError> {
        // A difference as `d` (the sum wraps the same, and a `(-)` on `d` is
        // plain negation); a sum as `ud`, the type the dwords already have.
        let ty = if subtract { D } else { UD };
        let (a, b, c) = (self.retype(a, ty)?, self.retype(b, ty)?, self.retype(c, ty)?);
        let (b, c) = if subtract { (negated(b), negated(c)) } else { (b, c) };
        let hi = self.retype_dst(hi, ty)?;
        let zero = |s: &SrcOperand| matches!(s, SrcOperand::Immediate(i) if imm_value(*i) & 0xffff_ffff == 0);
        if zero(&a) || zero(&b) {
            // A zero high dword (a dword operand's, a small constant's): one `add`.
            let other = if zero(&a) { b } else { a };
            self.emit(AluOp::Add, x, pred, hi, &[other, c]);
            return Ok(());
        }
        if AluOp::Add3.desc().available_on(self.platform) {
            // ADD3 takes immediates of 16 bits only (vISA spec, ADD3: Notes); a
            // wider one is an `add` of its own.
            let wide = |s: &SrcOperand| matches!(s, SrcOperand::Immediate(i) if imm_value(*i) as i64 != imm_value(*i) as i16 as i64);
            if !(wide(&a) || wide(&b)) {
                self.emit(AluOp::Add3, x, pred, hi, &[a, b, c]);
                return Ok(());
            }
        }
        // Two `add`s through the destination, which shares no variable with
        // the sources (`overlaps`) or the carry.
        self.emit(AluOp::Add, x, pred, hi, &[a, b]);
        let partial = self.dst_as_src(hi, x)?;
        self.emit(AluOp::Add, x, pred, hi, &[partial, c]);
        Ok(())
    }

    /// A qword product of dword (or narrower) sources: `mul` for the low
    /// dword, `mulh` (of the sources as one 32-bit type) for the high one.
    fn mul64_dwords(
        &mut self,
        x: ExecCtrl,
        pred: Option<Predicate>,
        out: DstPair,
        a: SrcOperand,
        b: SrcOperand,
    ) -> Result<(), EmitError> {
        let (ta, tb) = (self.src_type(a), self.src_type(b));
        if is_qword(ta) || is_qword(tb) || ta.is_float() || tb.is_float() {
            return Err(EmitError::internal("MUL of 64-bit sources (MUL takes no q source)"));
        }
        let signed = ta.is_signed_int() || tb.is_signed_int();
        if ta.is_signed_int() != tb.is_signed_int() && (ta.size_bytes() == 4 || tb.size_bytes() == 4) {
            return Err(EmitError::internal("a 64-bit product of a signed and an unsigned dword"));
        }
        let ty = if signed { D } else { UD };
        let dword = |e: &mut Self, s: SrcOperand, t: ElemType| -> Result<SrcOperand, EmitError> {
            if let SrcOperand::Immediate(i) = s {
                Ok(imm(ty, imm_value(i) & 0xffff_ffff))
            } else if t.size_bytes() == 4 {
                e.retype(s, ty)
            } else {
                let (d, d_s) = e.temp(ty, x.lanes())?;
                e.emit(AluOp::Mov, x, None, d, &[s]);
                Ok(d_s)
            }
        };
        let (a, b) = (dword(self, a, ta)?, dword(self, b, tb)?);
        let lo = self.retype_dst(out.lo, ty)?;
        let hi = self.retype_dst(out.hi, ty)?;
        self.emit(AluOp::Mul, x, pred, lo, &[a, b]);
        self.emit(AluOp::Mulh, x, pred, hi, &[a, b]);
        Ok(())
    }

    /// `out = value <<, >> or >>> count` on dwords.
    fn shift64(
        &mut self,
        op: AluOp,
        x: ExecCtrl,
        pred: Option<Predicate>,
        out: DstPair,
        value: Pair,
        count: SrcOperand,
    ) -> Result<(), EmitError> {
        let count_ty = self.src_type(count);
        let count = if is_qword(count_ty) { self.pair(count, x)?.lo } else { count };
        if let SrcOperand::Immediate(i) = count {
            return self.shift64_by(op, x, pred, out, value, (imm_value(i) & 63) as u32);
        }
        self.shift64_variable(op, x, pred, out, value, count)
    }

    /// A shift by the constant `k` (0..64).
    fn shift64_by(
        &mut self,
        op: AluOp,
        x: ExecCtrl,
        pred: Option<Predicate>,
        out: DstPair,
        v: Pair,
        k: u32,
    ) -> Result<(), EmitError> {
        let n = x.lanes();
        let hi_d = self.retype(v.hi, D)?;
        let signed_hi = op == AluOp::Asr;
        // The high dword shifted right as the operation shifts (`asr` keeps the sign).
        let right = if signed_hi { AluOp::Asr } else { AluOp::Shr };
        let hi_right = if signed_hi { hi_d } else { v.hi };
        let out_lo_d = self.retype_dst(out.lo, D)?;
        let out_hi_d = self.retype_dst(out.hi, D)?;
        match (op, k) {
            (_, 0) => {
                self.emit(AluOp::Mov, x, pred, out.lo, &[v.lo]);
                self.emit(AluOp::Mov, x, pred, out.hi, &[v.hi]);
            }
            (AluOp::Shl, k) if k < 32 => {
                let (t, t_s) = self.temp(UD, n)?;
                self.emit(AluOp::Shr, x, None, t, &[v.lo, imm(UD, u64::from(32 - k))]);
                let (u, u_s) = self.temp(UD, n)?;
                self.emit(AluOp::Shl, x, None, u, &[v.hi, imm(UD, u64::from(k))]);
                self.emit(AluOp::Shl, x, pred, out.lo, &[v.lo, imm(UD, u64::from(k))]);
                self.emit(AluOp::Or, x, pred, out.hi, &[u_s, t_s]);
            }
            (AluOp::Shl, k) => {
                self.emit(AluOp::Shl, x, pred, out.hi, &[v.lo, imm(UD, u64::from(k - 32))]);
                self.emit(AluOp::Mov, x, pred, out.lo, &[imm(UD, 0)]);
            }
            (_, k) if k < 32 => {
                let (t, t_s) = self.temp(UD, n)?;
                self.emit(AluOp::Shl, x, None, t, &[v.hi, imm(UD, u64::from(32 - k))]);
                let (u, u_s) = self.temp(UD, n)?;
                self.emit(AluOp::Shr, x, None, u, &[v.lo, imm(UD, u64::from(k))]);
                let hi_dst = if signed_hi { out_hi_d } else { out.hi };
                self.emit(right, x, pred, hi_dst, &[hi_right, imm(UD, u64::from(k))]);
                self.emit(AluOp::Or, x, pred, out.lo, &[u_s, t_s]);
            }
            (_, k) => {
                let lo_dst = if signed_hi { out_lo_d } else { out.lo };
                self.emit(right, x, pred, lo_dst, &[hi_right, imm(UD, u64::from(k - 32))]);
                if signed_hi {
                    self.emit(AluOp::Asr, x, pred, out_hi_d, &[hi_d, imm(UD, 31)]);
                } else {
                    self.emit(AluOp::Mov, x, pred, out.hi, &[imm(UD, 0)]);
                }
            }
        }
        Ok(())
    }

    /// A shift by a count in a register: the count's low 6 bits `s`; both
    /// the result for `s < 32` (with the bits crossing between the dwords,
    /// none when `s` is 0) and for `s >= 32` are computed, and `sel` picks
    /// per lane (32-bit shifts use the count's low 5 bits).
    fn shift64_variable(
        &mut self,
        op: AluOp,
        x: ExecCtrl,
        pred: Option<Predicate>,
        out: DstPair,
        v: Pair,
        count: SrcOperand,
    ) -> Result<(), EmitError> {
        let n = x.lanes();
        let (s, s_src) = self.temp(UD, n)?;
        self.emit(AluOp::And, x, None, s, &[count, imm(UD, 63)]);
        // 32 - s: its low 5 bits are the crossing shift.
        let (r, r_src) = self.temp(UD, n)?;
        let (r_d, s_d) = (self.retype_dst(r, D)?, self.retype(s_src, D)?);
        self.emit(AluOp::Add, x, None, r_d, &[negated(s_d), imm(D, 32)]);
        let zero = self.new_pred()?;
        self.cmp(CmpRel::Eq, x, zero, s_src, imm(UD, 0));
        let wide = self.new_pred()?;
        self.cmp(CmpRel::Ge, x, wide, s_src, imm(UD, 32));
        let (near, near_src) = self.temp(UD, n)?; // the dword the bits leave
        let (far, far_src) = self.temp(UD, n)?; // the dword they enter
        let (cross, cross_src) = self.temp(UD, n)?;
        let hi_d = self.retype(v.hi, D)?;
        match op {
            AluOp::Shl => {
                // s < 32: lo = lo << s, hi = hi << s | lo >> (32 - s); s >= 32: lo = 0, hi = lo << (s - 32).
                self.emit(AluOp::Shl, x, None, near, &[v.lo, s_src]);
                self.emit(AluOp::Shl, x, None, far, &[v.hi, s_src]);
                self.emit(AluOp::Shr, x, None, cross, &[v.lo, r_src]);
                self.emit(AluOp::Sel, x, Some(Predicate::new(zero)), cross, &[imm(UD, 0), cross_src]);
                self.emit(AluOp::Or, x, None, far, &[far_src, cross_src]);
                self.emit(AluOp::Sel, x, Some(Predicate::new(wide)), out.hi, &[near_src, far_src]);
                self.emit(AluOp::Sel, x, Some(Predicate::new(wide)), out.lo, &[imm(UD, 0), near_src]);
            }
            _ => {
                // s < 32: hi = hi >> s, lo = lo >> s | hi << (32 - s); s >= 32: lo = hi >> (s - 32), hi = 0 or the sign.
                let asr = op == AluOp::Asr;
                let near_d = self.retype_dst(near, D)?;
                if asr {
                    self.emit(AluOp::Asr, x, None, near_d, &[hi_d, s_src]);
                } else {
                    self.emit(AluOp::Shr, x, None, near, &[v.hi, s_src]);
                }
                self.emit(AluOp::Shr, x, None, far, &[v.lo, s_src]);
                self.emit(AluOp::Shl, x, None, cross, &[v.hi, r_src]);
                self.emit(AluOp::Sel, x, Some(Predicate::new(zero)), cross, &[imm(UD, 0), cross_src]);
                self.emit(AluOp::Or, x, None, far, &[far_src, cross_src]);
                let top = if asr {
                    let (sign, sign_src) = self.temp(D, n)?;
                    self.emit(AluOp::Asr, x, None, sign, &[hi_d, imm(UD, 31)]);
                    self.retype(sign_src, UD)?
                } else {
                    imm(UD, 0)
                };
                self.emit(AluOp::Sel, x, Some(Predicate::new(wide)), out.lo, &[near_src, far_src]);
                self.emit(AluOp::Sel, x, Some(Predicate::new(wide)), out.hi, &[top, near_src]);
            }
        }
        if pred.is_some() {
            return Err(EmitError::internal("a predicated 64-bit shift by a variable"));
        }
        Ok(())
    }

    /// `p = a rel b` for 64-bit values: `hi` decides unless equal, then `lo`
    /// (unsigned); `hi` signed when the values are.
    fn compare64(&mut self, rel: CmpRel, x: ExecCtrl, p: PredVarId, a: Pair, b: Pair) -> Result<(), EmitError> {
        let signed = a.signed || b.signed;
        let (ahi, bhi) = if signed { (self.retype(a.hi, D)?, self.retype(b.hi, D)?) } else { (a.hi, b.hi) };
        match rel {
            CmpRel::Eq | CmpRel::Ne => {
                let t = self.new_pred()?;
                self.cmp(rel, x, t, a.lo, b.lo);
                self.cmp(rel, x, p, ahi, bhi);
                let op = if rel == CmpRel::Eq { AluOp::And } else { AluOp::Or };
                self.emit(op, x, None, DstOperand::Predicate(p), &[SrcOperand::Predicate(p), SrcOperand::Predicate(t)]);
            }
            _ => {
                let strict = match rel {
                    CmpRel::Lt | CmpRel::Le => CmpRel::Lt,
                    _ => CmpRel::Gt,
                };
                // `p` holds the low halves' answer while `t` takes the high
                // halves' two: one temporary predicate, not two, so that a
                // 32-lane `p` and its temporary fit DG2's two flag
                // registers (with two, the finalizer spilled one).
                let t = self.new_pred()?;
                self.cmp(rel, x, p, a.lo, b.lo);
                self.cmp(CmpRel::Eq, x, t, ahi, bhi);
                self.emit(
                    AluOp::And,
                    x,
                    None,
                    DstOperand::Predicate(p),
                    &[SrcOperand::Predicate(p), SrcOperand::Predicate(t)],
                );
                self.cmp(strict, x, t, ahi, bhi);
                self.emit(
                    AluOp::Or,
                    x,
                    None,
                    DstOperand::Predicate(p),
                    &[SrcOperand::Predicate(p), SrcOperand::Predicate(t)],
                );
            }
        }
        Ok(())
    }
}
