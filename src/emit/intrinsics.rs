//! Calls to the arithmetic intrinsics of `crate::input::ops`, each to the ALU
//! table's rows (`arith.rs` has the helpers).
//!
//! | intrinsic | vISA |
//! | --- | --- |
//! | `llvm.smin/smax/umin/umax`, `genx.[su]min/max` | MIN/MAX on signed or unsigned types |
//! | `llvm.minnum/maxnum`, `genx.fmin/fmax` | MIN/MAX on floats (a NaN operand gives the other) |
//! | `llvm.abs`, `genx.absi` | `mov` with `(abs)`; for i64 where MOV takes no modifier on a qword, `(x ^ s) - s` with `s = x >> 63` |
//! | `llvm.[su]add.sat`, `[su]sub.sat`, `genx.*add.sat`, `*mul.sat`, `*avg[.sat]`, `*trunc.sat` | ADD, MUL, AVG, MOV with `.sat` and the signedness of each side (a subtraction is `(-)` on src1) |
//! | `llvm.fpto[su]i.sat`, `genx.fpto[su]i.sat` | `mov` (a float to integer conversion saturates, NaN gives 0) |
//! | `genx.sat` | `.sat` on the instruction that computed the value when it has no other use, else `mov.sat` |
//! | `llvm.ctpop`, `genx.cbit` | CBIT (i64: of each half, added) |
//! | `llvm.ctlz` | LZD (narrower: minus the extra zeros; i64: of the high half, plus the low half's when it is zero) |
//! | `llvm.cttz` | FBL (0 gives `0xffffffff`: `min` with 32; narrower: a bit set above the lane) |
//! | `llvm.bitreverse`, `genx.bfrev` | BFREV (narrower: shifted down; i64: halves swapped) |
//! | `llvm.floor/ceil/trunc/roundeven/rint/nearbyint`, `genx.rnd*` | RNDD, RNDU, RNDZ, RNDE on floats (halves through floats) |
//! | `llvm.fma`, `llvm.fmuladd` | MAD (one rounding) |
//! | `llvm.sqrt`, `genx.ieee.sqrt`, `genx.ieee.div` | SQRTM, DIVM (with `afn` or `!fpmath` of 3 ulps or more, `llvm.sqrt` is SQRT: `input::ops::sqrt_may_approximate`) |
//! | `genx.inv/log/exp/pow/sin/cos/sqrt/rsqrt`, `frc`, `lzd`, `fbl`, `[su]fbh`, `[su]mulh`, `rol/ror` | the row of the same name |
//! | `genx.any`, `genx.all` | the predicate's bits as a dword (`mov` from a predicate), compared with the lanes' mask |

use inkwell::values::{AsValueRef, InstructionValue};

use inkwell::llvm_sys::prelude::LLVMValueRef;

use super::arith::{int_ty, konst, opnd, with, Opnd, Saturate};
use super::error::EmitError;
use super::llvm::{self, LaneTy, Shape};
use super::masks::MaskForm;
use super::values::{chunks, imm, nm, nm_at, signed, Konst, MaskView, Val, View};
use super::Emitter;
use crate::input::ops::{Approx, Intrinsic, IntrinsicRow, Rounding, Signs};
use crate::visa::*;

fn neg(val: &Val, ty: ElemType) -> Opnd {
    with(val, ty, SrcModifier::Neg)
}

/// A call's argument: its value and element type.
struct Arg {
    val: Val,
    ty: ElemType,
}

impl Emitter<'_, '_> {
    /// A call to an accepted arithmetic intrinsic.
    pub fn intrinsic(&mut self, inst: InstructionValue<'_>, row: &IntrinsicRow) -> Result<Val, EmitError> {
        use Intrinsic::*;
        let v = inst.as_value_ref();
        if matches!(row.op, RdRegion | WrRegion | WrPredRegion) {
            return self.region(v, row);
        }
        let what = format!("`{}`", row.name);
        let s = self.shape_of(v)?;
        let n = s.lanes;
        let LaneTy::Data(rty) = s.lane else {
            return match row.op {
                Any | All => self.any_all(v, &what, row.op == All),
                _ => Err(format!("{what} returning `i1` cannot be emitted").into()),
            };
        };
        let count = llvm::arg_count(v).unwrap_or(0);
        let expected = match row.op {
            IntMinMax { .. } | FloatMinMax { .. } | CopySign | AddSat { .. } | GenxAddSat(_) | GenxMulSat(_) => 2,
            GenxAvg(..) | Mulh { .. } | Rotate { .. } | IeeeDiv | Math(Approx::Pow) => 2,
            Fma => 3,
            // `llvm.abs`, `ctlz`, `cttz` take a flag too (read by the reference).
            Abs | Ctlz | Cttz if row.name.starts_with("llvm.genx.") => 1,
            Abs | Ctlz | Cttz => 2,
            _ => 1,
        };
        if count != expected {
            return Err(format!("{what} takes {expected} argument(s), found {count}").into());
        }
        // The data arguments, lane for lane with the result.
        let data_args = match row.op {
            Abs | Ctlz | Cttz => 1,
            _ => expected,
        };
        let mut args = Vec::new();
        for i in 0..data_args {
            let a = llvm::operand(v, i)?;
            let sa = self.shape_of(a)?;
            let LaneTy::Data(ty) = sa.lane else {
                return Err(format!("{what} on `i1` values cannot be emitted").into());
            };
            if sa.lanes != n {
                return Err(format!("{what}: argument {} has {} lanes, the result {n}", i + 1, sa.lanes).into());
            }
            args.push(Arg { val: self.value(a)?, ty });
        }
        let a = &args[0];
        // The float operations make their own result.
        let float_op = match row.op {
            Round(Rounding::Down) => Some(AluOp::Rndd),
            Round(Rounding::Up) => Some(AluOp::Rndu),
            Round(Rounding::TowardZero) => Some(AluOp::Rndz),
            Round(Rounding::ToEven) => Some(AluOp::Rnde),
            Frc => Some(AluOp::Frc),
            // `llvm.sqrt` with `afn` or a wide enough `!fpmath` may be
            // approximated; `genx.ieee.sqrt` may not.
            IeeeSqrt if row.name == "llvm.sqrt" && crate::input::ops::sqrt_may_approximate(inst.as_value_ref()) => {
                Some(AluOp::Sqrt)
            }
            IeeeSqrt => Some(AluOp::Sqrtm),
            IeeeDiv => Some(AluOp::Divm),
            Math(Approx::Inv) => Some(AluOp::Inv),
            Math(Approx::Log2) => Some(AluOp::Log),
            Math(Approx::Exp2) => Some(AluOp::Exp),
            Math(Approx::Pow) => Some(AluOp::Pow),
            Math(Approx::Sin) => Some(AluOp::Sin),
            Math(Approx::Cos) => Some(AluOp::Cos),
            Math(Approx::Sqrt) => Some(AluOp::Sqrt),
            Math(Approx::Rsqrt) => Some(AluOp::Rsqrt),
            _ => None,
        };
        if let Some(op) = float_op {
            return self.float_op(v, &what, op);
        }
        match row.op {
            FAbs => return self.sign_bits(&what, v, false),
            CopySign => return self.sign_bits(&what, v, true),
            GenxSat => return self.saturate(&what, v, &a.val, rty, n),
            _ => {}
        }
        let dst = self.new_root(rty, n, Some(v))?;
        let int = |ty: ElemType, sign: bool| int_ty(ty.size_bytes(), sign);
        match row.op {
            IntMinMax { max, signed } => {
                let op = if max { AluOp::Max } else { AluOp::Min };
                let srcs = [opnd(&a.val, int(a.ty, signed)), opnd(&args[1].val, int(args[1].ty, signed))];
                self.alu(&what, op, Saturate::No, View { ty: int(rty, signed), ..dst }, &srcs, n)?;
            }
            FloatMinMax { max } => {
                let op = if max { AluOp::Max } else { AluOp::Min };
                self.alu(&what, op, Saturate::No, dst, &[opnd(&a.val, a.ty), opnd(&args[1].val, args[1].ty)], n)?;
            }
            Abs => self.abs(&what, &a.val, View { ty: signed(rty), ..dst }, n)?,
            AddSat { signed, sub } => {
                let t = int(rty, signed);
                let b = if sub { neg(&args[1].val, t) } else { opnd(&args[1].val, t) };
                self.alu(&what, AluOp::Add, Saturate::Yes, View { ty: t, ..dst }, &[opnd(&a.val, t), b], n)?;
            }
            GenxAddSat(signs) | GenxMulSat(signs) | GenxAvg(signs, _) => {
                let (op, sat) = match row.op {
                    GenxAddSat(_) => (AluOp::Add, Saturate::Yes),
                    GenxMulSat(_) => (AluOp::Mul, Saturate::Yes),
                    GenxAvg(_, sat) => (AluOp::Avg, if sat { Saturate::Yes } else { Saturate::No }),
                    _ => return Err(EmitError::internal("not a vector-compiler arithmetic intrinsic")),
                };
                let Signs { result, operands } = signs;
                let srcs = [opnd(&a.val, int(a.ty, operands)), opnd(&args[1].val, int(args[1].ty, operands))];
                self.alu(&what, op, sat, View { ty: int(rty, result), ..dst }, &srcs, n)?;
            }
            GenxTruncSat(Signs { result, operands }) => {
                let dst = View { ty: int(rty, result), ..dst };
                self.alu(&what, AluOp::Mov, Saturate::Yes, dst, &[opnd(&a.val, int(a.ty, operands))], n)?;
            }
            FpToIntSat { signed } => {
                // A float to integer conversion saturates and gives 0 for NaN by itself.
                self.alu(
                    &what,
                    AluOp::Mov,
                    Saturate::No,
                    View { ty: int(rty, signed), ..dst },
                    &[opnd(&a.val, a.ty)],
                    n,
                )?;
            }
            CtPop => self.ctpop(&what, &a.val, a.ty, dst, n)?,
            Ctlz => self.ctlz(&what, &a.val, a.ty, dst, n)?,
            Cttz => self.cttz(&what, &a.val, a.ty, dst, n)?,
            BitReverse => self.bitreverse(&what, &a.val, a.ty, dst, n)?,
            Lzd => self.alu(&what, AluOp::Lzd, Saturate::No, dst, &[opnd(&a.val, a.ty)], n)?,
            Fbl => self.alu(&what, AluOp::Fbl, Saturate::No, dst, &[opnd(&a.val, a.ty)], n)?,
            Fbh { signed } => self.alu(&what, AluOp::Fbh, Saturate::No, dst, &[opnd(&a.val, int(a.ty, signed))], n)?,
            Mulh { signed } => {
                let t = int(rty, signed);
                self.alu(
                    &what,
                    AluOp::Mulh,
                    Saturate::No,
                    View { ty: t, ..dst },
                    &[opnd(&a.val, t), opnd(&args[1].val, t)],
                    n,
                )?;
            }
            // MAD rounds once (vISA spec, MAD: a fused multiply-add).
            Fma => {
                let srcs: Vec<Opnd> = args.iter().map(|x| opnd(&x.val, x.ty)).collect();
                self.alu(&what, AluOp::Mad, Saturate::No, dst, &srcs, n)?;
            }
            Rotate { left } => {
                let op = if left { AluOp::Rol } else { AluOp::Ror };
                self.alu(&what, op, Saturate::No, dst, &[opnd(&a.val, a.ty), opnd(&args[1].val, args[1].ty)], n)?;
            }
            _ => return Err(EmitError::internal(format!("{what} has no translation"))),
        }
        Ok(Val::Gen(dst))
    }

    /// `|x|` into `dst` (a signed view): `mov` with `(abs)`, or where MOV
    /// takes no modifier on a qword, `(x ^ s) - s` with `s = x >> (bits -
    /// 1)`, for every width: there Intel's assembler folds a modifier `mov`
    /// into a later widening `mov` to a qword (`sext` of the result) and
    /// then rejects what it made ("cannot handle saturation", TGLLP, DG2).
    fn abs(&mut self, what: &str, x: &Val, dst: View, n: u32) -> Result<(), EmitError> {
        let t = dst.ty;
        let abs = Opnd { val: x.clone(), ty: t, modifier: SrcModifier::Abs };
        let q = ElemType::Q;
        if AluOp::Mov.desc().allows(self.platform, &[q, q], &[true]) {
            return self.alu(what, AluOp::Mov, Saturate::No, dst, &[abs], n);
        }
        let bits = 8 * t.size_bytes() as u64;
        let s = self.new_root(t, n, None)?;
        self.alu(
            what,
            AluOp::Asr,
            Saturate::No,
            s,
            &[opnd(x, t), opnd(&konst(ElemType::UD, bits - 1), ElemType::UD)],
            n,
        )?;
        let s = Val::Gen(s);
        let flipped = self.new_root(t, n, None)?;
        self.alu(what, AluOp::Xor, Saturate::No, flipped, &[opnd(x, t), opnd(&s, t)], n)?;
        self.alu(what, AluOp::Add, Saturate::No, dst, &[opnd(&Val::Gen(flipped), t), neg(&s, t)], n)
    }

    /// `llvm.fabs` (`x & ~sign`) or `llvm.copysign` (`(x & ~sign) | (y &
    /// sign)`) on the integer views: bit-exact.
    fn sign_bits(&mut self, what: &str, v: LLVMValueRef, copy: bool) -> Result<Val, EmitError> {
        let s = self.shape_of(v)?;
        let LaneTy::Data(ty) = s.lane else { return Err(format!("{what} on `i1` values cannot be emitted").into()) };
        if !ty.is_float() {
            return Err(format!("{what} takes floating-point values, found {ty}").into());
        }
        let n = s.lanes;
        let bits = super::values::bits_ty(ty);
        let sign = 1u64 << (8 * ty.size_bytes() - 1);
        let magnitude = llvm::mask(8 * ty.size_bytes()) & !sign;
        let x = self.value(llvm::operand(v, 0)?)?;
        let dst = self.new_root(ty, n, Some(v))?;
        let out = View { ty: bits, ..dst };
        if !copy {
            self.alu(what, AluOp::And, Saturate::No, out, &[opnd(&x, bits), opnd(&konst(bits, magnitude), bits)], n)?;
            return Ok(Val::Gen(dst));
        }
        let y = self.value(llvm::operand(v, 1)?)?;
        let ys = self.new_root(bits, n, None)?;
        self.alu(what, AluOp::And, Saturate::No, ys, &[opnd(&y, bits), opnd(&konst(bits, sign), bits)], n)?;
        self.alu(what, AluOp::And, Saturate::No, out, &[opnd(&x, bits), opnd(&konst(bits, magnitude), bits)], n)?;
        self.alu(what, AluOp::Or, Saturate::No, out, &[opnd(&Val::Gen(out), bits), opnd(&Val::Gen(ys), bits)], n)?;
        Ok(Val::Gen(dst))
    }

    /// `genx.sat`: `.sat` on the instructions that computed `x` when `x` is
    /// this call's alone and they are the last ones emitted (and their rows
    /// saturate), else `mov.sat`.
    fn saturate(&mut self, what: &str, v: LLVMValueRef, x: &Val, ty: ElemType, n: u32) -> Result<Val, EmitError> {
        if !ty.is_float() {
            return Err(format!("{what} saturates floating-point values, found {ty}").into());
        }
        let operand = llvm::operand(v, 0)?;
        if let (Val::Gen(view), Some(index)) = (x, self.insts.iter().position(|i| i.as_value_ref() == operand)) {
            let single_use = llvm::use_count(operand) == 1;
            let tail: Vec<usize> = (0..self.kernel.body.len()).rev().take_while(|&i| self.origin[i] == index).collect();
            let last = self.origin.last() == Some(&index);
            let foldable = !tail.is_empty()
                && tail.iter().all(|&i| match &self.kernel.body[i] {
                    Instruction::Alu(a) => {
                        let sat = a.op.desc().sat.value;
                        // A float result of x's own root (not a move of bits).
                        let writes_x = matches!(a.dst, DstOperand::General { var, .. }
                            if self.kernel.var(var).is_some_and(|d| d.ty.is_float() && d.alias.map_or(var, |al| al.base) == view.root));
                        writes_x && matches!(sat, Saturation::Yes | Saturation::FloatOnly) && a.op != AluOp::Mov
                    }
                    _ => false,
                });
            if single_use && last && foldable && view.off == 0 {
                for i in tail {
                    if let Instruction::Alu(a) = &mut self.kernel.body[i] {
                        a.sat = true;
                    }
                }
                return Ok(x.clone());
            }
        }
        let dst = self.new_root(ty, n, Some(v))?;
        self.alu(what, AluOp::Mov, Saturate::Yes, dst, &[opnd(x, ty)], n)?;
        Ok(Val::Gen(dst))
    }

    /// The low and high dwords of a 64-bit value, as fresh `ud` roots.
    fn split64(&mut self, x: &Val, n: u32) -> Result<(Val, Val), EmitError> {
        let ud = ElemType::UD;
        let x = self.operand(x.clone(), n)?;
        let (lo, hi) = (self.new_root(ud, n, None)?, self.new_root(ud, n, None)?);
        for (st, e) in chunks(n) {
            let (l, h) = self.halves(&x, st, e)?;
            let (dl, dh) = (self.dst(lo, st)?, self.dst(hi, st)?);
            self.push(Instruction::mov(nm(e), None, dl, l));
            self.push(Instruction::mov(nm(e), None, dh, h));
        }
        Ok((Val::Gen(lo), Val::Gen(hi)))
    }

    /// A 64-bit `dst` from its low and high dwords.
    fn join64(&mut self, lo: &Val, hi: &Val, dst: View, n: u32) -> Result<(), EmitError> {
        let ud = ElemType::UD;
        let dwords = View { ty: ud, lanes: 2 * dst.lanes, ..dst };
        let (lo, hi) = (self.operand(lo.clone(), n)?, self.operand(hi.clone(), n)?);
        for (st, e) in chunks(n) {
            let (l, h) = (self.src_as(&lo, st, e, Some(ud))?, self.src_as(&hi, st, e, Some(ud))?);
            let dl = self.dst_strided(dwords, 2 * st, 2)?;
            self.push(Instruction::mov(nm(e), None, dl, l));
            let dh = self.dst_strided(dwords, 2 * st + 1, 2)?;
            self.push(Instruction::mov(nm(e), None, dh, h));
        }
        Ok(())
    }

    /// `val` zero-extended to `ud` (a fresh root), or itself when it is a dword.
    fn zext_dword(&mut self, what: &str, val: &Val, ty: ElemType, n: u32) -> Result<Val, EmitError> {
        if ty.size_bytes() == 4 {
            return Ok(val.clone());
        }
        let w = self.new_root(ElemType::UD, n, None)?;
        self.alu(what, AluOp::Mov, Saturate::No, w, &[opnd(val, int_ty(ty.size_bytes(), false))], n)?;
        Ok(Val::Gen(w))
    }

    /// `r` (a `ud` root) into `dst` of the lane type: a move when narrower.
    fn narrow_dword(&mut self, what: &str, r: View, dst: View, n: u32) -> Result<(), EmitError> {
        self.alu(
            what,
            AluOp::Mov,
            Saturate::No,
            View { ty: int_ty(dst.ty.size_bytes(), false), ..dst },
            &[opnd(&Val::Gen(r), ElemType::UD)],
            n,
        )
    }

    /// `llvm.ctpop`, `genx.cbit`.
    fn ctpop(&mut self, what: &str, x: &Val, ty: ElemType, dst: View, n: u32) -> Result<(), EmitError> {
        let ud = ElemType::UD;
        let count = self.count_root(dst, n)?;
        if ty.size_bytes() == 8 {
            let (lo, hi) = self.split64(x, n)?;
            let h = self.new_root(ud, n, None)?;
            self.alu(what, AluOp::Cbit, Saturate::No, count, &[opnd(&lo, ud)], n)?;
            self.alu(what, AluOp::Cbit, Saturate::No, h, &[opnd(&hi, ud)], n)?;
            self.alu(what, AluOp::Add, Saturate::No, count, &[opnd(&Val::Gen(count), ud), opnd(&Val::Gen(h), ud)], n)?;
        } else {
            self.alu(what, AluOp::Cbit, Saturate::No, count, &[opnd(x, int_ty(ty.size_bytes(), false))], n)?;
        }
        self.widen_result(what, count, dst, n)
    }

    /// Where a count is computed: the result itself when it is a dword.
    fn count_root(&mut self, dst: View, n: u32) -> Result<View, EmitError> {
        if dst.ty.size_bytes() == 4 {
            return Ok(View { ty: ElemType::UD, ..dst });
        }
        self.new_root(ElemType::UD, n, None)
    }

    /// A `ud` count into the result, zero-extended or cut to its size.
    fn widen_result(&mut self, what: &str, count: View, dst: View, n: u32) -> Result<(), EmitError> {
        if count.root == dst.root {
            return Ok(());
        }
        if dst.ty.size_bytes() == 8 {
            return self.join64(&Val::Gen(count), &konst(ElemType::UD, 0), dst, n);
        }
        self.narrow_dword(what, count, dst, n)
    }

    /// `llvm.ctlz`: LZD of the dword; a narrower lane has `32 - bits` more
    /// zeros in it; an i64 adds the low half's when the high half is zero.
    fn ctlz(&mut self, what: &str, x: &Val, ty: ElemType, dst: View, n: u32) -> Result<(), EmitError> {
        let ud = ElemType::UD;
        let count = self.count_root(dst, n)?;
        if ty.size_bytes() == 8 {
            let (lo, hi) = self.split64(x, n)?;
            let l = self.new_root(ud, n, None)?;
            self.alu(what, AluOp::Lzd, Saturate::No, count, &[opnd(&hi, ud)], n)?;
            self.alu(what, AluOp::Lzd, Saturate::No, l, &[opnd(&lo, ud)], n)?;
            // count + (hi == 0 ? l : 0): `l` where the high half is zero.
            let shape = Shape { lane: LaneTy::Data(ud), lanes: n, is_vector: true };
            let hi = self.operand(hi, n)?;
            let zero = self.compare(CmpRel::Eq, &hi, &konst(ud, 0), shape, ud)?;
            self.predicated_add(zero, count, l, n)?;
        } else {
            let w = self.zext_dword(what, x, ty, n)?;
            self.alu(what, AluOp::Lzd, Saturate::No, count, &[opnd(&w, ud)], n)?;
            if ty.size_bytes() < 4 {
                let extra = u64::from(32 - 8 * ty.size_bytes());
                let d = ElemType::D;
                let c = View { ty: d, ..count };
                self.alu(
                    what,
                    AluOp::Add,
                    Saturate::No,
                    c,
                    &[opnd(&Val::Gen(c), d), opnd(&konst(d, (-(extra as i64)) as u64 & 0xffff_ffff), d)],
                    n,
                )?;
            }
        }
        self.widen_result(what, count, dst, n)
    }

    /// `count += add` in the lanes `mask` enables.
    fn predicated_add(&mut self, mask: MaskView, count: View, add: View, n: u32) -> Result<(), EmitError> {
        let mask = self.aligned_mask(mask, n)?;
        for (st, e) in chunks(n) {
            let (p, channel) =
                self.chunk_pred(mask, st, e).ok_or_else(|| EmitError::internal("unaligned mask piece"))?;
            let d = self.dst(count, st)?;
            let (a, b) = (self.src(&Val::Gen(count), st, e)?, self.src(&Val::Gen(add), st, e)?);
            self.push(Instruction::alu2(AluOp::Add, nm_at(e, channel), Some(Predicate::new(p)), d, a, b));
        }
        Ok(())
    }

    /// `llvm.cttz`: FBL, whose `0xffffffff` for zero `min` makes the lane
    /// width (a narrower lane: a bit set just above it); an i64 takes the
    /// smaller of the low half's and 32 plus the high half's.
    fn cttz(&mut self, what: &str, x: &Val, ty: ElemType, dst: View, n: u32) -> Result<(), EmitError> {
        let ud = ElemType::UD;
        let count = self.count_root(dst, n)?;
        match ty.size_bytes() {
            8 => {
                let (lo, hi) = self.split64(x, n)?;
                let h = self.new_root(ud, n, None)?;
                self.alu(what, AluOp::Fbl, Saturate::No, count, &[opnd(&lo, ud)], n)?;
                self.alu(what, AluOp::Fbl, Saturate::No, h, &[opnd(&hi, ud)], n)?;
                self.alu(what, AluOp::Min, Saturate::No, h, &[opnd(&Val::Gen(h), ud), opnd(&konst(ud, 32), ud)], n)?;
                self.alu(what, AluOp::Add, Saturate::No, h, &[opnd(&Val::Gen(h), ud), opnd(&konst(ud, 32), ud)], n)?;
                self.alu(
                    what,
                    AluOp::Min,
                    Saturate::No,
                    count,
                    &[opnd(&Val::Gen(count), ud), opnd(&Val::Gen(h), ud)],
                    n,
                )?;
            }
            4 => {
                self.alu(what, AluOp::Fbl, Saturate::No, count, &[opnd(x, ud)], n)?;
                self.alu(
                    what,
                    AluOp::Min,
                    Saturate::No,
                    count,
                    &[opnd(&Val::Gen(count), ud), opnd(&konst(ud, 32), ud)],
                    n,
                )?;
            }
            bytes => {
                let w = self.zext_dword(what, x, ty, n)?;
                let marked = self.new_root(ud, n, None)?;
                self.alu(
                    what,
                    AluOp::Or,
                    Saturate::No,
                    marked,
                    &[opnd(&w, ud), opnd(&konst(ud, 1 << (8 * bytes)), ud)],
                    n,
                )?;
                self.alu(what, AluOp::Fbl, Saturate::No, count, &[opnd(&Val::Gen(marked), ud)], n)?;
            }
        }
        self.widen_result(what, count, dst, n)
    }

    /// `llvm.bitreverse`, `genx.bfrev`: BFREV of the dword (a narrower lane
    /// shifted down; an i64's halves reversed and swapped).
    fn bitreverse(&mut self, what: &str, x: &Val, ty: ElemType, dst: View, n: u32) -> Result<(), EmitError> {
        let ud = ElemType::UD;
        match ty.size_bytes() {
            8 => {
                let (lo, hi) = self.split64(x, n)?;
                let (rl, rh) = (self.new_root(ud, n, None)?, self.new_root(ud, n, None)?);
                self.alu(what, AluOp::Bfrev, Saturate::No, rl, &[opnd(&hi, ud)], n)?;
                self.alu(what, AluOp::Bfrev, Saturate::No, rh, &[opnd(&lo, ud)], n)?;
                self.join64(&Val::Gen(rl), &Val::Gen(rh), dst, n)
            }
            4 => self.alu(what, AluOp::Bfrev, Saturate::No, View { ty: ud, ..dst }, &[opnd(x, ud)], n),
            bytes => {
                let w = self.zext_dword(what, x, ty, n)?;
                let r = self.new_root(ud, n, None)?;
                self.alu(what, AluOp::Bfrev, Saturate::No, r, &[opnd(&w, ud)], n)?;
                let shift = u64::from(32 - 8 * bytes);
                self.alu(what, AluOp::Shr, Saturate::No, r, &[opnd(&Val::Gen(r), ud), opnd(&konst(ud, shift), ud)], n)?;
                self.narrow_dword(what, r, dst, n)
            }
        }
    }

    /// `genx.any`, `genx.all` of a vector of `i1`: a scalar `i1`.
    fn any_all(&mut self, v: LLVMValueRef, what: &str, all: bool) -> Result<Val, EmitError> {
        if llvm::arg_count(v).unwrap_or(0) != 1 {
            return Err(format!("{what} takes 1 argument").into());
        }
        let a = llvm::operand(v, 0)?;
        let sa = self.shape_of(a)?;
        if sa.lane != LaneTy::Bool {
            return Err(format!("{what} takes a vector of `i1`").into());
        }
        let val = self.value(a)?;
        let n = sa.lanes;
        if let Val::Const(k) = &val {
            let set = |l: &Option<u64>| l.is_some_and(|b| b & 1 != 0);
            let r = if all { k.lanes.iter().all(set) } else { k.lanes.iter().any(set) };
            return Ok(Val::Const(Konst { lane: LaneTy::Bool, lanes: vec![Some(u64::from(r))].into() }));
        }
        let m = self.mask_of(&val, MaskForm::of(&sa))?;
        if self.mask_root(m).broadcast {
            return Ok(Val::Mask(m));
        }
        // A view whose lanes start a group: its predicates as they are.
        let m = if m.start % 32 == 0 { m } else { self.aligned_copy(m)? };
        let groups = self.mask_root(m).groups.clone();
        let ud = ElemType::UD;
        // The first group's bits are the accumulator; later groups are ORed in.
        let acc = self.new_root(ud, 1, None)?;
        let first_group = (m.start / 32) as usize;
        for g in 0..n.div_ceil(32) {
            let bits = if g == 0 { acc } else { self.new_root(ud, 1, None)? };
            let p = groups[first_group + g as usize];
            let lanes = (n - 32 * g).min(32);
            let lane_mask = if lanes == 32 { 0xffff_ffff } else { (1u64 << lanes) - 1 };
            // The predicate's bits as a dword (MOV Notes: exec size 1, a ud destination).
            let d = self.dst(bits, 0)?;
            self.push(Instruction::mov(nm(1), None, d, SrcOperand::Predicate(p)));
            let (d, b) = (self.dst(bits, 0)?, self.src(&Val::Gen(bits), 0, 1)?);
            self.push(Instruction::alu2(AluOp::And, nm(1), None, d, b, imm(ud, lane_mask)));
            if all {
                // Zero exactly when every lane is set.
                let (d, b) = (self.dst(bits, 0)?, self.src(&Val::Gen(bits), 0, 1)?);
                self.push(Instruction::alu2(AluOp::Xor, nm(1), None, d, b, imm(ud, lane_mask)));
            }
            if g > 0 {
                let (d, a, b) = (self.dst(acc, 0)?, self.src(&Val::Gen(acc), 0, 1)?, self.src(&Val::Gen(bits), 0, 1)?);
                self.push(Instruction::alu2(AluOp::Or, nm(1), None, d, a, b));
            }
        }
        let r = self.new_mask(1, MaskForm::Broadcast)?;
        let p = self.mask_root(r).groups[0];
        let src0 = self.src(&Val::Gen(acc), 0, 1)?;
        let rel = if all { CmpRel::Eq } else { CmpRel::Ne };
        self.push(Instruction::Cmp { rel, exec: nm(32), dst: DstOperand::Predicate(p), src0, src1: imm(ud, 0) });
        Ok(Val::Mask(r))
    }
}
