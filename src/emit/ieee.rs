//! IEEE `float` division and square root where the platform has neither
//! DIVM nor SQRTM (the platform table's `ieee_div_sqrt`: xelp, xehpg, mtl),
//! exact, rounded to nearest even once (subnormal results included),
//! special values as IEEE 754 says. Division: a float quotient from a
//! Newton-Raphson reciprocal (IEEE MUL and fused MAD only), faithful, then
//! an exact remainder (one fused MAD) that corrects it and gives the round
//! and sticky bits in integers; square root: a digit-by-digit root of the
//! mantissa, 26 result bits and a sticky bit. They read no approximate
//! instruction (INV, SQRT, RSQRT), so no error bound of the math unit can
//! reach their results; they are branch-free (every lane runs every
//! instruction; a comparison is the sign of a difference, `asr` 31), and
//! use only ADD, SHL, SHR, ASR, AND, OR, XOR, MIN, MAX, LZD on dwords and
//! MUL, MAD on floats, which every platform has. `half` goes through them
//! as `float` (one rounding to `float` then one to `half` is correct for a
//! quotient and a square root: 24 >= 2 * 11 + 2).
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
const F: ElemType = ElemType::F;

/// Bits of a root the digit loop makes: 24 of the result, a guard bit and
/// a round bit.
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

fn f(v: &Val) -> Opnd {
    opnd(v, F)
}

fn fneg(v: &Val) -> Opnd {
    with(v, F, SrcModifier::Neg)
}

/// A float constant.
fn cf(x: f32) -> Opnd {
    opnd(&konst(F, u64::from(x.to_bits())), F)
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

    /// A finite nonzero magnitude as `(f, e, field)`: `f` the bits of a
    /// float in [1, 2) with its mantissa (subnormals shifted up), `e` the
    /// biased exponent that goes with it (below 1 for subnormals), `field`
    /// the exponent field after the shift (0 for zero, 255 for infinity
    /// and NaN, else 1 to 254). Zero, infinity and NaN give garbage `f`
    /// and `e`, never used.
    fn normalize(&mut self, what: &str, abs: &Val, n: u32) -> Result<(Val, Val, Val), EmitError> {
        // LZD: the leading zeros of the dword, 1 to 8 for a normal
        // magnitude; a subnormal shifts its leading one to bit 23, where
        // the exponent field reads 1.
        let lz = self.op(what, AluOp::Lzd, UD, &[ud(abs)], n)?;
        let shift = self.op(what, AluOp::Add, D, &[d(&lz), cd(-8)], n)?;
        let shift = self.op(what, AluOp::Max, D, &[d(&shift), cd(0)], n)?;
        let x = self.op(what, AluOp::Shl, UD, &[ud(abs), ud(&shift)], n)?;
        let field = self.op(what, AluOp::Shr, UD, &[ud(&x), ud(&c(23))], n)?;
        let e = self.op(what, AluOp::Add, D, &[d(&field), neg(&shift)], n)?;
        let f = self.op(what, AluOp::And, UD, &[ud(&x), ud(&c(0x7f_ffff))], n)?;
        let f = self.op(what, AluOp::Or, UD, &[ud(&f), ud(&c(0x3f80_0000))], n)?;
        Ok((f, e, field))
    }

    /// `dst` (a `float` view of `n` lanes) = `a / b`, correctly rounded.
    ///
    /// The mantissas as floats `fa` in [1, 4) and `fb` in [1, 2) with
    /// `q = fa / fb` in [1, 2); a reciprocal `y` of `fb` by Newton-Raphson
    /// from a linear seed (relative error 1/17, then 2^-8.2, then below
    /// 2^-16), `q0 = fa * y`, and one correction `q1 = q0 + (fa - fb * q0)
    /// * y` (fused): `|q1 - q| < 2^-24 + 2^-27`, so `q1` is `q` rounded
    /// faithfully, in [1, 2], a multiple of 2^-23. Then `R = fa - fb * q1`
    /// (fused) is exact: a multiple of 2^-46 below 2^-22. Its sign says
    /// whether `Q = floor(q * 2^23)` is `q1 * 2^23` or one less, and the
    /// integer remainder gives the round bit and the sticky bit exactly:
    /// the float steps only choose among candidates; no rounding decision
    /// rests on their error. Every float step is an IEEE multiply or
    /// fused multiply-add (MUL, MAD) of normal values in round to nearest
    /// even (the kernel's mode; the compiler never changes it).
    pub(super) fn ieee_div_f32(&mut self, what: &str, dst: View, a: &Val, b: &Val, n: u32) -> Result<(), EmitError> {
        let abs_a = self.op(what, AluOp::And, UD, &[ud(a), ud(&c(0x7fff_ffff))], n)?;
        let abs_b = self.op(what, AluOp::And, UD, &[ud(b), ud(&c(0x7fff_ffff))], n)?;
        let sign = self.op(what, AluOp::Xor, UD, &[ud(a), ud(b)], n)?;
        let sign = self.op(what, AluOp::And, UD, &[ud(&sign), ud(&c(0x8000_0000))], n)?;
        let (fa, ea, field_a) = self.normalize(what, &abs_a, n)?;
        let (fb, eb, field_b) = self.normalize(what, &abs_b, n)?;
        // Below `fb`, `fa` doubles (one more in its exponent field) and
        // the quotient's exponent drops by one.
        let t = self.op(what, AluOp::Add, D, &[d(&fa), neg(&fb)], n)?;
        let less = self.negative(what, &t, n)?;
        let twice = self.op(what, AluOp::And, UD, &[ud(&less), ud(&c(0x80_0000))], n)?;
        let fa = self.op(what, AluOp::Add, D, &[d(&fa), d(&twice)], n)?;
        let e = self.op(what, AluOp::Add, D, &[d(&ea), neg(&eb)], n)?;
        let e = self.op(what, AluOp::Add, D, &[d(&e), d(&less)], n)?;
        // The quotient's leading bit is 2^e, biased e + 127; below the
        // normal range the result shifts right by as many more places
        // (26 and more leave nothing but the sticky bit).
        let shift = self.op(what, AluOp::Add, D, &[neg(&e), cd(-125)], n)?;
        let shift = self.op(what, AluOp::Max, D, &[d(&shift), cd(1)], n)?;
        let shift = self.op(what, AluOp::Min, D, &[d(&shift), cd(26)], n)?;
        let field = self.op(what, AluOp::Add, D, &[d(&e), cd(126)], n)?;
        let field = self.op(what, AluOp::Max, D, &[d(&field), cd(0)], n)?;
        // The float steps. 1/x on [1, 2] is 24/17 - 8/17 x within 1/17
        // (the linear minimax of the relative error).
        let y = self.op(what, AluOp::Mad, F, &[f(&fb), cf(-8.0 / 17.0), cf(24.0 / 17.0)], n)?;
        let mut y = y;
        for _ in 0..2 {
            let err = self.op(what, AluOp::Mad, F, &[fneg(&fb), f(&y), cf(1.0)], n)?;
            y = self.op(what, AluOp::Mad, F, &[f(&y), f(&err), f(&y)], n)?;
        }
        let q0 = self.op(what, AluOp::Mul, F, &[f(&fa), f(&y)], n)?;
        let r0 = self.op(what, AluOp::Mad, F, &[fneg(&fb), f(&q0), f(&fa)], n)?;
        let q1 = self.op(what, AluOp::Mad, F, &[f(&r0), f(&y), f(&q0)], n)?;
        let r = self.op(what, AluOp::Mad, F, &[fneg(&fb), f(&q1), f(&fa)], n)?;
        // R * 2^46 is an integer below 2^24 in magnitude: exact as a dword.
        let r = self.op(what, AluOp::Mul, F, &[f(&r), cf(2f32.powi(46))], n)?;
        let r = self.op(what, AluOp::Mov, D, &[f(&r)], n)?;
        // The integers: q1 * 2^23 and fb * 2^23 are the bits less
        // 0x3f000000 (exponent field 127 less the leading one at bit 23).
        let q = self.op(what, AluOp::Add, D, &[d(&q1), cd(-0x3f00_0000)], n)?;
        let mb = self.op(what, AluOp::Add, D, &[d(&fb), cd(-0x3f00_0000)], n)?;
        // Below zero: Q = q1 * 2^23 - 1 and the remainder R + mb, in
        // [0, mb).
        let over = self.negative(what, &r, n)?;
        let q = self.op(what, AluOp::Add, D, &[d(&q), d(&over)], n)?;
        let back = self.op(what, AluOp::And, UD, &[ud(&mb), ud(&over)], n)?;
        let r = self.op(what, AluOp::Add, D, &[d(&r), d(&back)], n)?;
        // One more quotient bit (restoring) and the sticky bit.
        let r2 = self.op(what, AluOp::Shl, UD, &[ud(&r), ud(&c(1))], n)?;
        let t = self.op(what, AluOp::Add, D, &[d(&r2), neg(&mb)], n)?;
        let below = self.negative(what, &t, n)?;
        let bit = self.op(what, AluOp::Add, D, &[d(&below), cd(1)], n)?;
        let q = self.op(what, AluOp::Shl, UD, &[ud(&q), ud(&c(1))], n)?;
        let q = self.op(what, AluOp::Add, D, &[d(&q), d(&bit)], n)?;
        let back = self.op(what, AluOp::And, UD, &[ud(&mb), ud(&below)], n)?;
        let rem = self.op(what, AluOp::Add, D, &[d(&t), d(&back)], n)?;
        let sticky = self.op(what, AluOp::Min, UD, &[ud(&rem), ud(&c(1))], n)?;
        let mag = self.round_pack(what, &q, &sticky, ud(&shift), &field, n)?;
        // Special operands (a zero, infinity or NaN): the float product
        // `a' * b'`, `a'` = |a| and `b'` = |b| with zero and infinity
        // swapped, both with a subnormal made the least normal (no
        // denormal reaches the product), is IEEE's quotient magnitude:
        // x/0 and inf/y infinite, 0/y and x/inf zero, 0/0 and inf/inf
        // NaN (a NaN `b` is not swapped).
        let least_normal = |em: &mut Self, x: &Val| -> Result<Val, EmitError> {
            let one = em.op(what, AluOp::Min, UD, &[ud(x), ud(&c(1))], n)?;
            let least = em.op(what, AluOp::Shl, UD, &[ud(&one), ud(&c(23))], n)?;
            em.op(what, AluOp::Max, UD, &[ud(x), ud(&least)], n)
        };
        let a1 = least_normal(self, &abs_a)?;
        let b1 = least_normal(self, &abs_b)?;
        let not_nan = self.op(what, AluOp::Add, D, &[d(&abs_b), cd(-0x7f80_0001)], n)?;
        let not_nan = self.negative(what, &not_nan, n)?;
        let swap = self.op(what, AluOp::And, UD, &[ud(&not_nan), ud(&c(0x7f80_0000))], n)?;
        let b1 = self.op(what, AluOp::Xor, UD, &[ud(&b1), ud(&swap)], n)?;
        let special = self.op(what, AluOp::Mul, F, &[f(&a1), f(&b1)], n)?;
        // Special where an exponent field (after `normalize`) is 0 or 255:
        // (field + 1) & 0xfe is 0 exactly there.
        let mut keys = Vec::new();
        for field in [&field_a, &field_b] {
            let k = self.op(what, AluOp::Add, D, &[d(field), cd(1)], n)?;
            keys.push(self.op(what, AluOp::And, UD, &[ud(&k), ud(&c(0xfe))], n)?);
        }
        let key = self.op(what, AluOp::Min, UD, &[ud(&keys[0]), ud(&keys[1])], n)?;
        let key = self.op(what, AluOp::Add, D, &[d(&key), cd(-1)], n)?;
        let is_special = self.negative(what, &key, n)?;
        // mag ^ ((special ^ mag) & is_special), then the sign.
        let diff = self.op(what, AluOp::Xor, UD, &[ud(&special), ud(&mag)], n)?;
        let diff = self.op(what, AluOp::And, UD, &[ud(&diff), ud(&is_special)], n)?;
        let mag = self.op(what, AluOp::Xor, UD, &[ud(&mag), ud(&diff)], n)?;
        let result = self.op(what, AluOp::Or, UD, &[ud(&mag), ud(&sign)], n)?;
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
