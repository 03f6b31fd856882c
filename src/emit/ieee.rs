//! IEEE `float` division and square root where the platform has neither
//! DIVM nor SQRTM (the platform table's `ieee_div_sqrt`: xelp, xehpg), as
//! exact integer sequences on the operands' bits: a restoring long
//! division of the mantissas and a digit-by-digit square root, 26 result
//! bits and a sticky bit, rounded to nearest even once (subnormal results
//! included), special values as IEEE 754 says. They read no approximate
//! instruction (INV, SQRT, RSQRT), so no error bound of the math unit can
//! reach their results; they are branch-free (every lane runs every
//! instruction; a comparison is the sign of a difference, `asr` 31), and
//! use only ADD, SHL, SHR, ASR, AND, OR, XOR, MIN, MAX and LZD on dwords,
//! which every platform has. `half` goes through them as `float` (one
//! rounding to `float` then one to `half` is correct for a quotient and a
//! square root: 24 >= 2 * 11 + 2).
//!
//! Intel's compiler computes these from INV or RSQRT and fused
//! multiply-adds; that is shorter but its correctness rests on the math
//! unit's error, which the vISA pages do not state.

use super::arith::{konst, opnd, with, Opnd, Saturate};
use super::error::EmitError;
use super::values::{Val, View};
use super::Emitter;
use crate::visa::*;

const D: ElemType = ElemType::D;
const UD: ElemType = ElemType::UD;

/// Bits of a quotient or root the loops make: 24 of the result, a guard
/// bit and a round bit.
const RESULT_BITS: u32 = 26;

fn ud(v: &Val) -> Opnd {
    opnd(v, UD)
}

fn d(v: &Val) -> Opnd {
    opnd(v, D)
}

fn neg(v: &Val) -> Opnd {
    with(v, D, SrcModifier::Neg)
}

fn c(bits: u32) -> Val {
    konst(UD, u64::from(bits))
}

/// A dword constant read as `d`.
fn cd(x: i32) -> Opnd {
    opnd(&konst(D, u64::from(x as u32)), D)
}

/// Lane-wise masks of the special operands: all ones where it holds.
struct Class {
    nan: Val,
    inf: Val,
    zero: Val,
}

impl Emitter<'_, '_> {
    fn op(&mut self, what: &str, op: AluOp, ty: ElemType, srcs: &[Opnd], n: u32) -> Result<Val, EmitError> {
        Ok(Val::Gen(self.alu_new(what, op, Saturate::No, ty, srcs, n)?))
    }

    /// `dst = op(srcs)` on a variable made before (loop-carried values).
    fn set(&mut self, what: &str, op: AluOp, dst: &Val, srcs: &[Opnd], n: u32) -> Result<(), EmitError> {
        let Val::Gen(view) = dst else { return Err(EmitError::internal("an IEEE sequence writes a constant")) };
        // SHR writes an unsigned type, ASR a signed one (their pages' Notes).
        let ty = match op {
            AluOp::Shr => UD,
            AluOp::Asr => D,
            _ => view.ty,
        };
        self.alu(what, op, Saturate::No, View { ty, ..*view }, srcs, n)
    }

    /// All ones where the signed dword `x` is negative, else zero.
    fn negative(&mut self, what: &str, x: &Val, n: u32) -> Result<Val, EmitError> {
        self.op(what, AluOp::Asr, D, &[d(x), cd(31)], n)
    }

    /// `mask ? a : b` on dwords, `mask` all ones or zero per lane (the
    /// variable first: a two-source instruction takes an immediate only
    /// as its second source).
    fn choose(&mut self, what: &str, mask: &Val, a: Opnd, b: &Val, n: u32) -> Result<Val, EmitError> {
        let keep = self.op(what, AluOp::Xor, UD, &[ud(mask), ud(&c(u32::MAX))], n)?;
        let b = self.op(what, AluOp::And, UD, &[ud(b), ud(&keep)], n)?;
        let a = self.op(what, AluOp::And, UD, &[ud(mask), a], n)?;
        self.op(what, AluOp::Or, UD, &[ud(&a), ud(&b)], n)
    }

    /// NaN, infinity and zero masks of a float's magnitude bits.
    fn classify(&mut self, what: &str, abs: &Val, n: u32) -> Result<Class, EmitError> {
        // NaN: the magnitude above infinity's, 0x7f800000 - |x| < 0.
        let below = self.op(what, AluOp::Add, D, &[neg(abs), cd(0x7f80_0000)], n)?;
        let nan = self.negative(what, &below, n)?;
        // Equal to v: (|x| ^ v) - 1 < 0 (|x| < 2^31).
        let equal = |em: &mut Self, v: u32| -> Result<Val, EmitError> {
            let x = if v == 0 { abs.clone() } else { em.op(what, AluOp::Xor, UD, &[ud(abs), ud(&c(v))], n)? };
            let x = em.op(what, AluOp::Add, D, &[d(&x), cd(-1)], n)?;
            em.negative(what, &x, n)
        };
        let inf = equal(self, 0x7f80_0000)?;
        let zero = equal(self, 0)?;
        Ok(Class { nan, inf, zero })
    }

    /// A finite nonzero magnitude as `(m, e)`: the mantissa with its
    /// leading one at bit 23 (subnormals shifted up) and the biased
    /// exponent that goes with it (below 1 for subnormals). (Zero gives
    /// garbage, never used.)
    fn unpack(&mut self, what: &str, abs: &Val, n: u32) -> Result<(Val, Val), EmitError> {
        let e = self.op(what, AluOp::Shr, UD, &[ud(abs), ud(&c(23))], n)?;
        let m = self.op(what, AluOp::And, UD, &[ud(abs), ud(&c(0x7f_ffff))], n)?;
        // The hidden bit where the exponent is not 0.
        let hidden = self.op(what, AluOp::Min, UD, &[ud(&e), ud(&c(1))], n)?;
        let hidden = self.op(what, AluOp::Shl, UD, &[ud(&hidden), ud(&c(23))], n)?;
        let m = self.op(what, AluOp::Or, UD, &[ud(&m), ud(&hidden)], n)?;
        // LZD: the leading zeros of the dword; 8 for a normal mantissa.
        let lz = self.op(what, AluOp::Lzd, UD, &[ud(&m)], n)?;
        let shift = self.op(what, AluOp::Add, D, &[d(&lz), cd(-8)], n)?;
        let m = self.op(what, AluOp::Shl, UD, &[ud(&m), ud(&shift)], n)?;
        let e = self.op(what, AluOp::Max, D, &[d(&e), cd(1)], n)?;
        let e = self.op(what, AluOp::Add, D, &[d(&e), neg(&shift)], n)?;
        Ok((m, e))
    }

    /// The magnitude bits of `r * 2^-shift` rounded to nearest even, with
    /// `sticky` (0 or 1) standing for nonzero bits below `r`, and
    /// `field - 1` (`field` at least 1 where the leading bit of the
    /// rounded value is bit 23, 0 for a subnormal) added as the exponent
    /// field; at least infinity's bits is infinity.
    fn round_pack(
        &mut self,
        what: &str,
        r: &Val,
        sticky: &Val,
        shift: Opnd,
        field_less_one: &Val,
        n: u32,
    ) -> Result<Val, EmitError> {
        let kept = self.op(what, AluOp::Shr, UD, &[ud(r), shift.clone()], n)?;
        let back = self.op(what, AluOp::Shl, UD, &[ud(&kept), shift.clone()], n)?;
        let lost = self.op(what, AluOp::Add, D, &[d(r), neg(&back)], n)?;
        // Twice the lost bits, plus the sticky bit: above 2^shift rounds
        // up, equal (a tie) rounds to even: up when `kept` is odd. So up
        // exactly when lost2 + odd - 1 >= 2^shift.
        let lost2 = self.op(what, AluOp::Shl, UD, &[ud(&lost), ud(&c(1))], n)?;
        let lost2 = self.op(what, AluOp::Add, D, &[d(&lost2), d(sticky)], n)?;
        let odd = self.op(what, AluOp::And, UD, &[ud(&kept), ud(&c(1))], n)?;
        let s = self.op(what, AluOp::Add, D, &[d(&lost2), d(&odd)], n)?;
        let s = self.op(what, AluOp::Add, D, &[d(&s), cd(-1)], n)?;
        let s = self.op(what, AluOp::Max, D, &[d(&s), cd(0)], n)?;
        let up = self.op(what, AluOp::Shr, UD, &[ud(&s), shift], n)?;
        // The leading bit of `kept` adds one to the field; a carry out of
        // the mantissa adds one more.
        let field = self.op(what, AluOp::Shl, UD, &[ud(field_less_one), ud(&c(23))], n)?;
        let mag = self.op(what, AluOp::Add, D, &[d(&field), d(&kept)], n)?;
        let mag = self.op(what, AluOp::Add, D, &[d(&mag), d(&up)], n)?;
        self.op(what, AluOp::Min, UD, &[ud(&mag), ud(&c(0x7f80_0000))], n)
    }

    /// `dst` (a `float` view of `n` lanes) = `a / b`, correctly rounded.
    pub(super) fn ieee_div_f32(&mut self, what: &str, dst: View, a: &Val, b: &Val, n: u32) -> Result<(), EmitError> {
        let abs_a = self.op(what, AluOp::And, UD, &[ud(a), ud(&c(0x7fff_ffff))], n)?;
        let abs_b = self.op(what, AluOp::And, UD, &[ud(b), ud(&c(0x7fff_ffff))], n)?;
        let sign = self.op(what, AluOp::Xor, UD, &[ud(a), ud(b)], n)?;
        let sign = self.op(what, AluOp::And, UD, &[ud(&sign), ud(&c(0x8000_0000))], n)?;
        let (ma, ea) = self.unpack(what, &abs_a, n)?;
        let (mb, eb) = self.unpack(what, &abs_b, n)?;
        // The quotient of the mantissas is in [1/2, 2); below 1, the
        // dividend's mantissa doubles and the exponent drops by one.
        let e = self.op(what, AluOp::Add, D, &[d(&ea), neg(&eb)], n)?;
        let t = self.op(what, AluOp::Add, D, &[d(&ma), neg(&mb)], n)?;
        let less = self.negative(what, &t, n)?;
        let extra = self.op(what, AluOp::And, UD, &[ud(&ma), ud(&less)], n)?;
        let rem = self.op(what, AluOp::Add, D, &[d(&ma), d(&extra)], n)?;
        let e = self.op(what, AluOp::Add, D, &[d(&e), d(&less)], n)?;
        // Restoring division, one quotient bit a step: t = rem - mb; the
        // bit is t >= 0; rem = 2 * (t < 0 ? rem : t) (below 2^26). `nq`
        // collects the inverted bits (-mask is 1 where t < 0).
        let mb2 = self.op(what, AluOp::Shl, UD, &[ud(&mb), ud(&c(1))], n)?;
        let nq = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let t = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let mask = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let back = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        for _ in 0..RESULT_BITS {
            self.set(what, AluOp::Add, &t, &[d(&rem), neg(&mb)], n)?;
            self.set(what, AluOp::Asr, &mask, &[d(&t), cd(31)], n)?;
            self.set(what, AluOp::And, &back, &[ud(&mb2), ud(&mask)], n)?;
            self.set(what, AluOp::Shl, &rem, &[ud(&t), ud(&c(1))], n)?;
            self.set(what, AluOp::Add, &rem, &[d(&rem), d(&back)], n)?;
            self.set(what, AluOp::Shl, &nq, &[ud(&nq), ud(&c(1))], n)?;
            self.set(what, AluOp::Add, &nq, &[d(&nq), neg(&mask)], n)?;
        }
        let q = self.op(what, AluOp::Add, D, &[neg(&nq), cd((1 << RESULT_BITS) - 1)], n)?;
        let sticky = self.op(what, AluOp::Min, UD, &[ud(&rem), ud(&c(1))], n)?;
        // The quotient's leading bit (bit 25 of q) is 2^e, biased e + 127;
        // below the normal range the result shifts right by as many more
        // places (27 and more leave nothing but the sticky bit).
        let biased = self.op(what, AluOp::Add, D, &[d(&e), cd(127)], n)?;
        let under = self.op(what, AluOp::Add, D, &[neg(&biased), cd(1)], n)?;
        let under = self.op(what, AluOp::Max, D, &[d(&under), cd(0)], n)?;
        let shift = self.op(what, AluOp::Add, D, &[d(&under), cd(2)], n)?;
        let shift = self.op(what, AluOp::Min, D, &[d(&shift), cd(27)], n)?;
        let field = self.op(what, AluOp::Add, D, &[d(&biased), cd(-1)], n)?;
        let field = self.op(what, AluOp::Max, D, &[d(&field), cd(0)], n)?;
        let mag = self.round_pack(what, &q, &sticky, ud(&shift), &field, n)?;
        // Special operands: x/0 and inf/y are infinite, 0/y and x/inf
        // zero, 0/0, inf/inf and NaNs NaN.
        let ca = self.classify(what, &abs_a, n)?;
        let cb = self.classify(what, &abs_b, n)?;
        let zeros = self.op(what, AluOp::And, UD, &[ud(&ca.zero), ud(&cb.zero)], n)?;
        let infs = self.op(what, AluOp::And, UD, &[ud(&ca.inf), ud(&cb.inf)], n)?;
        let nan = self.op(what, AluOp::Or, UD, &[ud(&ca.nan), ud(&cb.nan)], n)?;
        let nan = self.op(what, AluOp::Or, UD, &[ud(&nan), ud(&zeros)], n)?;
        let nan = self.op(what, AluOp::Or, UD, &[ud(&nan), ud(&infs)], n)?;
        let inf = self.op(what, AluOp::Or, UD, &[ud(&ca.inf), ud(&cb.zero)], n)?;
        let zero = self.op(what, AluOp::Or, UD, &[ud(&ca.zero), ud(&cb.inf)], n)?;
        let mag = self.choose(what, &zero, ud(&c(0)), &mag, n)?;
        let mag = self.choose(what, &inf, ud(&c(0x7f80_0000)), &mag, n)?;
        let signed = self.op(what, AluOp::Or, UD, &[ud(&mag), ud(&sign)], n)?;
        let result = self.choose(what, &nan, ud(&c(0x7fc0_0000)), &signed, n)?;
        self.alu(what, AluOp::Mov, Saturate::No, View { ty: UD, ..dst }, &[ud(&result)], n)
    }

    /// `dst` (a `float` view of `n` lanes) = `sqrt(a)`, correctly rounded.
    pub(super) fn ieee_sqrt_f32(&mut self, what: &str, dst: View, a: &Val, n: u32) -> Result<(), EmitError> {
        let abs = self.op(what, AluOp::And, UD, &[ud(a), ud(&c(0x7fff_ffff))], n)?;
        let (m, e) = self.unpack(what, &abs, n)?;
        // x = m * 2^f, f = e - 150; as M * 2^g with g even and M in
        // [2^24, 2^26): M = m << (2 - (f & 1)).
        let f = self.op(what, AluOp::Add, D, &[d(&e), cd(-150)], n)?;
        let odd = self.op(what, AluOp::And, UD, &[ud(&f), ud(&c(1))], n)?;
        let up = self.op(what, AluOp::Add, D, &[neg(&odd), cd(2)], n)?;
        let big_m = self.op(what, AluOp::Shl, UD, &[ud(&m), ud(&up)], n)?;
        let g = self.op(what, AluOp::Add, D, &[d(&f), neg(&up)], n)?;
        let half_g = self.op(what, AluOp::Asr, D, &[d(&g), cd(1)], n)?;
        // The integer square root of M * 2^26 (26 bits, leading bit 25),
        // two bits of the radicand a step: rem = 4 rem + next two bits;
        // trial = 4 root + 1; the bit is rem >= trial (rem stays below
        // 2^28).
        let rem = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let root = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let pair = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let trial = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let t = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        let mask = self.op(what, AluOp::Mov, D, &[cd(0)], n)?;
        for i in 0..RESULT_BITS {
            self.set(what, AluOp::Shl, &rem, &[ud(&rem), ud(&c(2))], n)?;
            // The radicand's bits past M's are zeros.
            if i < 13 {
                self.set(what, AluOp::Shr, &pair, &[ud(&big_m), ud(&c(24 - 2 * i))], n)?;
                self.set(what, AluOp::And, &pair, &[ud(&pair), ud(&c(3))], n)?;
                self.set(what, AluOp::Add, &rem, &[d(&rem), d(&pair)], n)?;
            }
            self.set(what, AluOp::Shl, &trial, &[ud(&root), ud(&c(2))], n)?;
            self.set(what, AluOp::Or, &trial, &[ud(&trial), ud(&c(1))], n)?;
            self.set(what, AluOp::Add, &t, &[d(&rem), neg(&trial)], n)?;
            self.set(what, AluOp::Asr, &mask, &[d(&t), cd(31)], n)?;
            // rem = t < 0 ? rem : t, that is t + (trial & mask).
            self.set(what, AluOp::And, &trial, &[ud(&trial), ud(&mask)], n)?;
            self.set(what, AluOp::Add, &rem, &[d(&t), d(&trial)], n)?;
            // root = 2 root + (mask + 1).
            self.set(what, AluOp::Shl, &root, &[ud(&root), ud(&c(1))], n)?;
            self.set(what, AluOp::Add, &root, &[d(&root), d(&mask)], n)?;
            self.set(what, AluOp::Add, &root, &[d(&root), cd(1)], n)?;
        }
        let sticky = self.op(what, AluOp::Min, UD, &[ud(&rem), ud(&c(1))], n)?;
        // sqrt(x) = root * 2^(g/2 - 13): the leading bit is 2^(12 + g/2),
        // biased 139 + g/2 (always normal: sqrt of the least subnormal is
        // 2^-74.5).
        let field = self.op(what, AluOp::Add, D, &[d(&half_g), cd(138)], n)?;
        let mag = self.round_pack(what, &root, &sticky, ud(&c(2)), &field, n)?;
        // +-0 and +inf are themselves; NaN, and anything negative but -0,
        // is NaN.
        let class = self.classify(what, &abs, n)?;
        let sign = self.negative(what, a, n)?;
        let not_zero = self.op(what, AluOp::Xor, UD, &[ud(&class.zero), ud(&c(u32::MAX))], n)?;
        let negative = self.op(what, AluOp::And, UD, &[ud(&sign), ud(&not_zero)], n)?;
        let nan = self.op(what, AluOp::Or, UD, &[ud(&class.nan), ud(&negative)], n)?;
        let same = self.op(what, AluOp::Or, UD, &[ud(&class.zero), ud(&class.inf)], n)?;
        let r = self.choose(what, &same, ud(a), &mag, n)?;
        let result = self.choose(what, &nan, ud(&c(0x7fc0_0000)), &r, n)?;
        self.alu(what, AluOp::Mov, Saturate::No, View { ty: UD, ..dst }, &[ud(&result)], n)
    }
}
