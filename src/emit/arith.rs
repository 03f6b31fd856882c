//! The arithmetic of real kernels: integer division and remainder, `fdiv`,
//! `fneg`, the conversions, `freeze`, and the arithmetic intrinsics of
//! `crate::input::ops` (LLVM's and the vector compiler's), each to the ALU
//! instructions the ALU table (`crate::visa::alu`) allows on the platform.
//!
//! | IR | vISA |
//! | --- | --- |
//! | `udiv`, `sdiv`, `urem`, `srem` (8 to 32 bits) | DIV and MOD where the platform divides integers (gen9, xelp); elsewhere the float sequence of [`Emitter::udiv32`] (signed through magnitudes and signs) |
//! | `fdiv` | DIVM (IEEE) where the platform has it (gen9, xehpc); with `arcp` or `afn`, DIV (approximate) |
//! | `fneg`, `llvm.fabs`, `llvm.copysign` | `xor`/`and`/`or` of the sign bit on an integer alias: bit-exact (a float `mov` may quiet a signalling NaN) |
//! | `fptosi`, `fptoui`, `sitofp`, `uitofp`, `fptrunc`, `fpext`, `llvm.fpto*i.sat` | `mov` between the types (the datatypes chapter's conversions) |
//! | `freeze` | the operand's storage (a constant's undefined lanes become 0) |
//! | min, max, saturating add/sub/mul/avg/trunc, bit counts, roundings, math | the table's row, with `.sat` and source modifiers where they do the work |
//!
//! An operation a platform lacks is a diagnostic naming the platforms that
//! have it (the table's cells, [`Emitter::require`]).

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::InstructionValue;

use super::error::EmitError;
use super::llvm::{self, LaneTy, Shape};
use super::values::{bits_ty, chunks, exact_pieces, imm, nm, nm_at, signed, Konst, Val, View};
use super::Emitter;
use crate::visa::alu::platform_list;
use crate::visa::*;

/// A source of an ALU instruction: a value read as a type of its size, with
/// a modifier.
#[derive(Clone, Debug)]
pub struct Opnd {
    pub val: Val,
    pub ty: ElemType,
    pub modifier: SrcModifier,
}

pub(super) fn opnd(val: &Val, ty: ElemType) -> Opnd {
    Opnd { val: val.clone(), ty, modifier: SrcModifier::None }
}

pub(super) fn with(val: &Val, ty: ElemType, modifier: SrcModifier) -> Opnd {
    Opnd { val: val.clone(), ty, modifier }
}

/// A one-lane constant of type `ty`.
pub(super) fn konst(ty: ElemType, bits: u64) -> Val {
    Val::Const(Konst { lane: LaneTy::Data(ty), lanes: vec![Some(bits)].into() })
}

/// `src` with `modifier` applied: on a variable, the operand's modifier; on
/// an immediate, its value changed (an immediate takes no modifier).
fn modified(src: SrcOperand, modifier: SrcModifier) -> SrcOperand {
    match (src, modifier) {
        (_, SrcModifier::None) => src,
        (SrcOperand::General { var, row, col, region, .. }, m) => {
            SrcOperand::General { var, row, col, region, modifier: m }
        }
        (SrcOperand::Immediate(i), m) => {
            let bits = 8 * i.ty.size_bytes();
            let sign = 1u64 << (bits - 1);
            let value = if i.ty.is_float() {
                match m {
                    SrcModifier::Neg => i.bits ^ sign,
                    SrcModifier::Abs => i.bits & !sign,
                    _ => i.bits | sign,
                }
            } else {
                let v = super::alu::sext(i.bits, bits) as i64;
                let v = match m {
                    SrcModifier::Neg => v.wrapping_neg(),
                    SrcModifier::Abs => v.wrapping_abs(),
                    _ => v.wrapping_abs().wrapping_neg(),
                };
                v as u64 & llvm::mask(bits)
            };
            SrcOperand::imm(i.ty, value)
        }
        (other, _) => other,
    }
}

/// Whether `modifier` on the integer constant `k` read as `ty` can be
/// folded into an immediate ([`modified`]): the modified value of every
/// lane is a value of `ty` (`-c` of an unsigned `c > 0`, or `-MIN` and
/// `abs(MIN)` of a signed type, is not, and `add.sat` would then saturate
/// differently). Floats and unmodified constants always fold.
fn folds(k: &Konst, ty: ElemType, modifier: SrcModifier) -> bool {
    if ty.is_float() || matches!(modifier, SrcModifier::None | SrcModifier::Not) {
        return true;
    }
    let bits = 8 * ty.size_bytes();
    k.lanes.iter().flatten().all(|&v| {
        let v = v & llvm::mask(bits);
        if !ty.is_signed_int() {
            // Unsigned: only 0 negates to itself; abs leaves any value.
            v == 0 || modifier == SrcModifier::Abs
        } else {
            // Signed: the minimum has no magnitude in its type.
            v != 1u64 << (bits - 1)
        }
    })
}

/// Whether an ALU instruction saturates its result (`.sat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saturate {
    No,
    Yes,
}

/// The integer type of `bytes` bytes, signed or not.
pub(super) fn int_ty(bytes: u32, is_signed: bool) -> ElemType {
    let t = match bytes {
        1 => ElemType::UB,
        2 => ElemType::UW,
        4 => ElemType::UD,
        _ => ElemType::UQ,
    };
    if is_signed {
        signed(t)
    } else {
        t
    }
}

fn data(lane: LaneTy, what: &str) -> Result<ElemType, EmitError> {
    match lane {
        LaneTy::Data(t) => Ok(t),
        LaneTy::Bool => Err(format!("{what} on `i1` values cannot be emitted").into()),
    }
}

/// `v` of `bits` bits as a mask of all ones above them.
fn sign_bit(ty: ElemType) -> u64 {
    1u64 << (8 * ty.size_bytes() - 1)
}

impl Emitter<'_, '_> {
    /// `op` exists on the platform with these operand types (dst first) and
    /// modifiers, else why not and where it does, for `what` (the IR
    /// operation asking).
    pub fn require(&self, op: AluOp, what: &str, types: &[ElemType], modified: &[bool]) -> Result<(), EmitError> {
        let desc = op.desc();
        let names = |set: &crate::visa::alu::Platforms| {
            platform_list(set).iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
        };
        if !desc.available_on(self.platform) {
            return Err(format!(
                "{what} needs {}, which is not available on {}; it is available on {} ({})",
                desc.page,
                self.platform,
                names(&desc.platforms.value),
                desc.platforms.source
            )
            .into());
        }
        if let Some(form) = desc.missing_form(self.platform, types, modified) {
            return Err(format!(
                "{what} needs {} {}, which is not available on {}; it is available on {} ({})",
                desc.page,
                form.form.describe(),
                self.platform,
                names(&form.platforms.value),
                form.platforms.source
            )
            .into());
        }
        let operands: Vec<Option<ElemType>> = types.iter().map(|&t| Some(t)).collect();
        if let Some((role, ty, allowed)) = desc.types.violation(&operands) {
            let allowed: Vec<&str> = allowed.iter().map(|t| t.name()).collect();
            return Err(format!(
                "{what} with a {ty} {role} is not supported: it needs {}, which takes {} there ({})",
                desc.page,
                allowed.join(", "),
                desc.types.source
            )
            .into());
        }
        Ok(())
    }

    /// `dst = op(srcs)` over `n` lanes in ALU pieces (with `.sat`,
    /// predicated by `pred` if given, a mask of `n` lanes), after
    /// [`Emitter::require`].
    pub fn alu(
        &mut self,
        what: &str,
        op: AluOp,
        sat: Saturate,
        dst: View,
        srcs: &[Opnd],
        n: u32,
    ) -> Result<(), EmitError> {
        let types: Vec<ElemType> = std::iter::once(dst.ty).chain(srcs.iter().map(|s| s.ty)).collect();
        let has_modifier: Vec<bool> = srcs.iter().map(|s| s.modifier != SrcModifier::None).collect();
        self.require(op, what, &types, &has_modifier)?;
        let srcs: Vec<Opnd> = srcs
            .iter()
            .map(|s| {
                let val = match &s.val {
                    // The modifier applies to a register: an immediate
                    // cannot hold the modified value.
                    Val::Const(k) if !folds(k, s.ty, s.modifier) => {
                        let lanes = if k.lanes.len() == 1 { 1 } else { n };
                        Val::Gen(self.copy_to_root(&s.val, s.ty, lanes)?)
                    }
                    _ => self.operand(s.val.clone(), n)?,
                };
                Ok(Opnd { val, ..s.clone() })
            })
            .collect::<Result<_, EmitError>>()?;
        // An integer DIV or MOD runs on exactly the value's lanes: a padding
        // lane would divide by zero, which the emulator reports.
        let pieces =
            if matches!(op, AluOp::Div | AluOp::Mod) && !dst.ty.is_float() { exact_pieces(0, n) } else { chunks(n) };
        for (st, e) in pieces {
            let d = self.dst(dst, st)?;
            let mut operands = Vec::with_capacity(srcs.len());
            for s in &srcs {
                operands.push(modified(self.src_as(&s.val, st, e, Some(s.ty))?, s.modifier));
            }
            let srcs = Srcs::from_slice(&operands).ok_or_else(|| EmitError::internal("an ALU row with no sources"))?;
            self.push(Instruction::Alu(Alu { sat: sat == Saturate::Yes, ..Alu::new(op, nm(e), None, d, srcs) }));
        }
        Ok(())
    }

    /// A fresh root of `n` lanes of `ty` computed by one ALU operation.
    pub(super) fn alu_new(
        &mut self,
        what: &str,
        op: AluOp,
        sat: Saturate,
        ty: ElemType,
        srcs: &[Opnd],
        n: u32,
    ) -> Result<View, EmitError> {
        let dst = self.new_root(ty, n, None)?;
        self.alu(what, op, sat, dst, srcs, n)?;
        Ok(dst)
    }

    // ---- instructions ----------------------------------------------------------------

    /// `udiv`, `sdiv`, `urem`, `srem`.
    pub fn int_div(&mut self, inst: LLVMValueRef, opcode: LLVMOpcode) -> Result<Val, EmitError> {
        use LLVMOpcode::*;
        let what = format!("`{}`", crate::input::ops::opcode_name(opcode));
        let s = self.shape_of(inst)?;
        let ty = data(s.lane, &what)?;
        if ty.size_bytes() == 8 {
            return Err(format!(
                "{what} on i64 is not supported: vISA has no 64-bit integer division (DIV and MOD take b, d, ub, ud, \
                 uw, w) and the tool has no sequence for it; supported: 8-, 16- and 32-bit lanes"
            )
            .into());
        }
        let is_signed = matches!(opcode, LLVMSDiv | LLVMSRem);
        let rem = matches!(opcode, LLVMURem | LLVMSRem);
        let n = s.lanes;
        let a = self.value(llvm::operand(inst, 0)?)?;
        let b = self.value(llvm::operand(inst, 1)?)?;
        let t = if is_signed { signed(ty) } else { ty };
        let int_div = AluOp::Div.desc().allows(self.platform, &[t, t, t], &[false, false]);
        let dst = self.new_root(ty, n, Some(inst))?;
        if int_div {
            // DIV and MOD divide integers here (gen9, xelp).
            let op = if rem { AluOp::Mod } else { AluOp::Div };
            self.alu(&what, op, Saturate::No, View { ty: t, ..dst }, &[opnd(&a, t), opnd(&b, t)], n)?;
            return Ok(Val::Gen(dst));
        }
        // Elsewhere: on 32-bit magnitudes through floats, the result in
        // `dst` itself where it is a dword computed as is.
        let d = ElemType::D;
        let (ua, ub) = if is_signed {
            let wa = self.widen_to(&what, &a, t, d, n)?;
            let wb = self.widen_to(&what, &b, t, d, n)?;
            let ma =
                self.alu_new(&what, AluOp::Mov, Saturate::No, ElemType::UD, &[with(&wa, d, SrcModifier::Abs)], n)?;
            let mb =
                self.alu_new(&what, AluOp::Mov, Saturate::No, ElemType::UD, &[with(&wb, d, SrcModifier::Abs)], n)?;
            (Val::Gen(ma), Val::Gen(mb))
        } else {
            (self.widen_to(&what, &a, ty, ElemType::UD, n)?, self.widen_to(&what, &b, ty, ElemType::UD, n)?)
        };
        let direct = !is_signed && ty.size_bytes() == 4;
        let out = if direct { dst } else { self.new_root(ElemType::UD, n, None)? };
        self.udiv32(&what, &ua, &ub, n, rem, out)?;
        let result = if is_signed {
            // The quotient is negative when the signs differ, the remainder
            // when the dividend is negative: (x ^ s) - s with s all ones.
            let (wa, wb) = (self.widen_to(&what, &a, t, d, n)?, self.widen_to(&what, &b, t, d, n)?);
            let s = if rem {
                wa
            } else {
                Val::Gen(self.alu_new(&what, AluOp::Xor, Saturate::No, d, &[opnd(&wa, d), opnd(&wb, d)], n)?)
            };
            let s = Val::Gen(self.alu_new(
                &what,
                AluOp::Asr,
                Saturate::No,
                d,
                &[opnd(&s, d), opnd(&imm_val(31), ElemType::UD)],
                n,
            )?);
            let x = self.alu_new(&what, AluOp::Xor, Saturate::No, d, &[opnd(&Val::Gen(out), d), opnd(&s, d)], n)?;
            let last = if ty.size_bytes() == 4 { View { ty: d, ..dst } } else { View { ty: d, ..out } };
            self.alu(
                &what,
                AluOp::Add,
                Saturate::No,
                last,
                &[opnd(&Val::Gen(x), d), with(&s, d, SrcModifier::Neg)],
                n,
            )?;
            last
        } else {
            out
        };
        if ty.size_bytes() < 4 {
            // Back to the lane size: a truncating move.
            let from = View { ty: int_ty(4, is_signed), ..result };
            self.alu(&what, AluOp::Mov, Saturate::No, dst, &[opnd(&Val::Gen(from), from.ty)], n)?;
        }
        Ok(Val::Gen(dst))
    }

    /// `val` (lanes of type `from`, 8 to 32 bits) as `to` (`d` or `ud`),
    /// sign- or zero-extended by its type.
    fn widen_to(&mut self, what: &str, val: &Val, from: ElemType, to: ElemType, n: u32) -> Result<Val, EmitError> {
        if from.size_bytes() == to.size_bytes() {
            return Ok(val.clone());
        }
        let dst = self.alu_new(what, AluOp::Mov, Saturate::No, to, &[opnd(val, from)], n)?;
        Ok(Val::Gen(dst))
    }

    /// Unsigned 32-bit quotient and remainder where DIV does not divide
    /// integers (xehpg, xehpc), with the math box's reciprocal, as IGC's
    /// emulation of integer division does:
    ///
    /// ```text
    /// r  = inv(float(b)) - 16 ulps       below 1/b
    /// q0 = uint(float(a) * r)            q0 <= a/b, a/b - q0 < 2^14 + 2
    /// r0 = a - q0 * b                    exact: q0 * b <= a
    /// q1 = uint(float(r0) * r)           q1 <= r0/b, r0/b - q1 < 2
    /// q  = q0 + q1,  rem = r0 - q1 * b   rem < 2b
    /// if rem >= b: q += 1, rem -= b
    /// ```
    ///
    /// The floats round to nearest: `float(x)` is within `2^-24` of `x`, so
    /// `r` times it stays below the true quotient and each estimate is a
    /// lower bound; the second step brings the error under 2, the compare
    /// under 1. That holds while INV is within 13 ulps of `1/b`; a unit
    /// test runs the sequence on the host with INV off by up to 8 ulps
    /// either way. Division by zero (undefined in LLVM) gives some value.
    ///
    /// The quotient (or, with `rem`, the remainder) is computed in `out`.
    fn udiv32(&mut self, what: &str, a: &Val, b: &Val, n: u32, rem: bool, out: View) -> Result<(), EmitError> {
        use ElemType::{F, UD};
        let fb = self.alu_new(what, AluOp::Mov, Saturate::No, F, &[opnd(b, UD)], n)?;
        let r = self.alu_new(what, AluOp::Inv, Saturate::No, F, &[opnd(&Val::Gen(fb), F)], n)?;
        let r_bits = View { ty: UD, ..r };
        self.alu(
            what,
            AluOp::Add,
            Saturate::No,
            r_bits,
            &[opnd(&Val::Gen(r_bits), UD), opnd(&imm_val(0xffff_fff0), UD)],
            n,
        )?;
        let r = Val::Gen(r);
        // One estimate: q = uint(float(x) * r), and x - q * b (in `into`).
        let estimate = |e: &mut Self, x: &Val, into: Option<View>| -> Result<(View, View), EmitError> {
            let fx = e.alu_new(what, AluOp::Mov, Saturate::No, F, &[opnd(x, UD)], n)?;
            let qf = e.alu_new(what, AluOp::Mul, Saturate::No, F, &[opnd(&Val::Gen(fx), F), opnd(&r, F)], n)?;
            let q = e.alu_new(what, AluOp::Mov, Saturate::No, UD, &[opnd(&Val::Gen(qf), F)], n)?;
            let qb = e.alu_new(what, AluOp::Mul, Saturate::No, UD, &[opnd(&Val::Gen(q), UD), opnd(b, UD)], n)?;
            let rest = match into {
                Some(v) => v,
                None => e.new_root(UD, n, None)?,
            };
            e.alu(what, AluOp::Add, Saturate::No, rest, &[opnd(x, UD), with(&Val::Gen(qb), UD, SrcModifier::Neg)], n)?;
            Ok((q, rest))
        };
        let (q0, r0) = estimate(self, a, None)?;
        let (q1, r1) = estimate(self, &Val::Gen(r0), rem.then_some(out))?;
        if !rem {
            self.alu(what, AluOp::Add, Saturate::No, out, &[opnd(&Val::Gen(q0), UD), opnd(&Val::Gen(q1), UD)], n)?;
        }
        // The last correction, under `rem >= b`.
        let b = self.operand(b.clone(), n)?;
        let shape = Shape { lane: LaneTy::Data(UD), lanes: n, is_vector: true };
        let big = self.compare(CmpRel::Ge, &Val::Gen(r1), &b, shape, UD)?;
        let big = self.aligned_mask(big, n)?;
        for (st, e) in chunks(n) {
            let (p, channel) =
                self.chunk_pred(big, st, e).ok_or_else(|| EmitError::internal("unaligned mask piece"))?;
            let exec = nm_at(e, channel);
            let (d, x) = (self.dst(out, st)?, self.src(&Val::Gen(out), st, e)?);
            let step = if rem { modified(self.src_as(&b, st, e, Some(UD))?, SrcModifier::Neg) } else { imm(UD, 1) };
            self.push(Instruction::alu2(AluOp::Add, exec, Some(Predicate::new(p)), d, x, step));
        }
        Ok(())
    }

    /// `fdiv`: DIVM (correctly rounded) where the platform has it; with
    /// `arcp`, `afn` or an `!fpmath` bound DIV meets, DIV (`x * INV(y)`,
    /// approximate: `input::ops::fdiv_may_approximate`).
    pub fn fdiv(&mut self, inst: InstructionValue<'_>) -> Result<Val, EmitError> {
        let v = inkwell::values::AsValueRef::as_value_ref(&inst);
        let approximate = crate::input::ops::fdiv_may_approximate(v);
        let what =
            if approximate { "`fdiv` with `arcp`/`afn`/`!fpmath`" } else { "`fdiv` (IEEE, without `arcp` or `afn`)" };
        self.float_op(v, what, if approximate { AluOp::Div } else { AluOp::Divm })
    }

    /// A float operation of the value's operands (`fdiv`, the math
    /// intrinsics), through `f` for a half where the row takes no `hf` (an
    /// exact widening, then one rounding back: for `/` and `sqrt` the same
    /// as rounding once), and DIVM for a double DIV (DIV takes no `df`).
    pub(super) fn float_op(&mut self, v: LLVMValueRef, what: &str, op: AluOp) -> Result<Val, EmitError> {
        let s = self.shape_of(v)?;
        let ty = data(s.lane, what)?;
        let n = s.lanes;
        let count = op.desc().srcs;
        let mut srcs = Vec::new();
        for i in 0..count as u32 {
            srcs.push(self.value(llvm::operand(v, i)?)?);
        }
        let op = if op == AluOp::Div && ty == ElemType::DF { AluOp::Divm } else { op };
        let dst = self.new_root(ty, n, Some(v))?;
        // IEEE division and square root of floats (halves through floats)
        // where the platform has no DIVM/SQRTM: exact sequences (`ieee.rs`).
        let ieee_missing = matches!(op, AluOp::Divm | AluOp::Sqrtm) && !op.desc().available_on(self.platform);
        if ieee_missing && ty == ElemType::DF {
            let have: Vec<String> = platform_list(&op.desc().platforms.value).iter().map(ToString::to_string).collect();
            return Err(format!(
                "{what} on `double` needs {}, which {} does not have{}; accepted there: the same on `float` \
                 or `half` (an exact sequence); on `double`: {}",
                op.desc().page,
                self.platform,
                if self.platform.has_fp64() { "" } else { " (nor FP64)" },
                have.join(", ")
            )
            .into());
        }
        let emulated = ieee_missing && matches!(ty, ElemType::F | ElemType::HF);
        if emulated {
            let f = ElemType::F;
            let (out, wide) = if ty == ElemType::HF {
                let wide = srcs
                    .iter()
                    .map(|x| Ok(Val::Gen(self.alu_new(what, AluOp::Mov, Saturate::No, f, &[opnd(x, ty)], n)?)))
                    .collect::<Result<Vec<Val>, EmitError>>()?;
                (self.new_root(f, n, None)?, wide)
            } else {
                (dst, srcs.clone())
            };
            match op {
                AluOp::Divm => self.ieee_div_f32(what, out, &wide[0], &wide[1], n)?,
                _ => self.ieee_sqrt_f32(what, out, &wide[0], n)?,
            }
            if ty == ElemType::HF {
                self.alu(what, AluOp::Mov, Saturate::No, dst, &[opnd(&Val::Gen(out), f)], n)?;
            }
            return Ok(Val::Gen(dst));
        }
        if ty == ElemType::HF && !op.desc().types.dst.contains(ElemType::HF) {
            let f = ElemType::F;
            let wide: Vec<Opnd> = srcs
                .iter()
                .map(|x| Ok(opnd(&Val::Gen(self.alu_new(what, AluOp::Mov, Saturate::No, f, &[opnd(x, ty)], n)?), f)))
                .collect::<Result<_, EmitError>>()?;
            let r = self.alu_new(what, op, Saturate::No, f, &wide, n)?;
            self.alu(what, AluOp::Mov, Saturate::No, dst, &[opnd(&Val::Gen(r), f)], n)?;
            return Ok(Val::Gen(dst));
        }
        let srcs: Vec<Opnd> = srcs.iter().map(|x| opnd(x, ty)).collect();
        self.alu(what, op, Saturate::No, dst, &srcs, n)?;
        Ok(Val::Gen(dst))
    }

    /// `fneg`: the sign bit flipped on the integer view (bit-exact, NaNs
    /// included).
    pub fn fneg(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        self.sign_bit_op(inst, "`fneg`", AluOp::Xor, sign_bit)
    }

    /// `dst = op(bits(x), mask(ty))` on the integer view of a float.
    fn sign_bit_op(
        &mut self,
        v: LLVMValueRef,
        what: &str,
        op: AluOp,
        mask: fn(ElemType) -> u64,
    ) -> Result<Val, EmitError> {
        let s = self.shape_of(v)?;
        let ty = data(s.lane, what)?;
        let bits = bits_ty(ty);
        let x = self.value(llvm::operand(v, 0)?)?;
        let dst = self.new_root(ty, s.lanes, Some(v))?;
        let k = Val::Const(Konst { lane: LaneTy::Data(bits), lanes: vec![Some(mask(ty))].into() });
        self.alu(what, op, Saturate::No, View { ty: bits, ..dst }, &[opnd(&x, bits), opnd(&k, bits)], s.lanes)?;
        Ok(Val::Gen(dst))
    }

    /// `fptoui`, `fptosi`, `uitofp`, `sitofp`, `fptrunc`, `fpext`: a `mov`
    /// between the types (toward zero and saturating into integers, to
    /// nearest even into floats).
    pub fn convert(&mut self, inst: LLVMValueRef, opcode: LLVMOpcode) -> Result<Val, EmitError> {
        use LLVMOpcode::*;
        let what = format!("`{}`", crate::input::ops::opcode_name(opcode));
        let from_v = llvm::operand(inst, 0)?;
        let from = self.shape_of(from_v)?;
        let to = self.shape_of(inst)?;
        let to_ty =
            data(to.lane, &what).map_err(|_| format!("{what} to `i1` cannot be emitted; convert to i8 and `trunc`"))?;
        let a = self.value(from_v)?;
        let (a, from_ty) = match from.lane {
            // An `i1` source: its lanes as 0/1 (or 0/-1) bytes.
            LaneTy::Bool => {
                let b = self.mask_to_ints(&a, from, ElemType::UB, opcode == LLVMSIToFP, None)?;
                (b, ElemType::UB)
            }
            LaneTy::Data(t) => (a, t),
        };
        let (src_ty, dst_ty) = match opcode {
            LLVMFPToSI => (from_ty, signed(to_ty)),
            LLVMSIToFP => (signed(from_ty), to_ty),
            _ => (from_ty, to_ty),
        };
        let dst = self.new_root(to_ty, to.lanes, Some(inst))?;
        self.alu(&what, AluOp::Mov, Saturate::No, View { ty: dst_ty, ..dst }, &[opnd(&a, src_ty)], to.lanes)?;
        Ok(Val::Gen(dst))
    }

    /// `freeze`: the operand's own storage, a fixed value; a constant's
    /// undefined lanes become 0 (each use must see the same value).
    pub fn freeze(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        match self.value(llvm::operand(inst, 0)?)? {
            Val::Const(k) => {
                Ok(Val::Const(Konst { lane: k.lane, lanes: k.lanes.iter().map(|l| Some(l.unwrap_or(0))).collect() }))
            }
            other => Ok(other),
        }
    }
}

/// A one-lane `ud` constant.
fn imm_val(bits: u64) -> Val {
    konst(ElemType::UD, bits)
}

#[cfg(test)]
mod tests {
    /// The instructions of [`super::Emitter::udiv32`], on the host: f32
    /// arithmetic rounds to nearest as the ALU does, `as u32` truncates and
    /// saturates as MOV does. `inv_error` moves INV's result by that many
    /// ulps, standing for the math box's imprecision.
    fn udiv32_model(a: u32, b: u32, inv_error: i32) -> (u32, u32) {
        let r = f32::from_bits((1.0 / b as f32).to_bits().wrapping_add_signed(inv_error));
        let r = f32::from_bits(r.to_bits().wrapping_sub(16));
        let estimate = |x: u32| {
            let q = (x as f32 * r) as u32;
            (q, x.wrapping_sub(q.wrapping_mul(b)))
        };
        let (q0, r0) = estimate(a);
        let (q1, mut rem) = estimate(r0);
        let mut q = q0.wrapping_add(q1);
        if rem >= b {
            q = q.wrapping_add(1);
            rem = rem.wrapping_sub(b);
        }
        (q, rem)
    }

    #[test]
    fn the_float_division_sequence_is_exact_within_the_reciprocals_error() {
        let mut edges =
            vec![0u32, 1, 2, 3, 7, 255, 256, 65535, 65536, 0x7fff_ffff, 0x8000_0000, 0xffff_fffe, 0xffff_ffff];
        edges.extend((0..32).map(|k| 1u32 << k));
        edges.extend((1..32).map(|k| (1u32 << k) - 1));
        edges.extend((1..32).map(|k| (1u32 << k) + 1));
        // A xorshift stream: no seed to keep, the same cases every run.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u32
        };
        let mut cases: Vec<(u32, u32)> = edges.iter().flat_map(|&a| edges.iter().map(move |&b| (a, b))).collect();
        cases.extend((0..200_000).map(|_| (next(), next())));
        cases.extend((0..100_000).map(|_| (next(), next() >> (next() % 32))));
        for (a, b) in cases.into_iter().filter(|&(_, b)| b != 0) {
            for inv_error in -8..=8 {
                assert_eq!(udiv32_model(a, b, inv_error), (a / b, a % b), "{a} / {b}, INV off by {inv_error} ulps");
            }
        }
    }
}
