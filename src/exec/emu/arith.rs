//! What each ALU instruction computes for one channel, page by page: the
//! Semantics block of each page (quoted at its arm) on the channel's source
//! values. Operand access, regions, predication, saturation and the
//! conversion to the destination type are `alu.rs`'s.
//!
//! Values are exact (integers as `i128`, floats as `f64`); a float result is
//! rounded to `f32` unless an operand or the destination is `DF` (`HF`
//! results are rounded again when written: for `+ - * /` and `sqrt` the two
//! roundings give the correctly rounded result, as 53 >= 2 * 24 + 2 and
//! 24 >= 2 * 11 + 2). Choices where a page is silent:
//!
//! * floating point runs in the IEEE mode and rounds and flushes denormals
//!   as `%cr0` says when the instruction runs (`rounding.rs`); a kernel
//!   starts rounding to nearest even with denormals kept for every type
//!   (`predefined.rs`; the datatypes chapter's sentence that HF denormals
//!   are flushed is read as the mode bit 10 being clear, which a kernel may
//!   choose). A float source of a type whose denormals are flushed reads a
//!   denormal as `±0`;
//! * the approximate math of INV, LOG, EXP, POW, SIN, COS, SQRT, RSQRT and
//!   a float DIV ("implemented as x * INV(y)") is computed exactly here (in
//!   `f64`, rounded once in the mode's direction); how far hardware may be from it is the
//!   verifier's tolerance (`docs/reference.md`, "Approximate math"). A run
//!   may instead take them at either end of that error ([`ApproxEnd`]:
//!   `validate` runs the ends to find a result that depends on it);
//! * special values follow IEEE 754 (the pages' tables of special values are
//!   not in this documentation set): `inv(±0) = ±inf`, `log(x < 0) = NaN`,
//!   `log(±0) = -inf`, `rsqrt(-0) = -inf`, `exp(-inf) = +0`;
//! * integer division by zero is undefined (no page defines it): the
//!   channel gets 0 and [`Lane::DivideByZero`] is reported; `INT_MIN / -1`
//!   is computed exactly and cut to the destination (`2^31` wraps to
//!   `INT_MIN`);
//! * the RND* pages compute the value through `floor` (`floor(-0.5) + 1` is
//!   `+0`); a zero result keeps the sign of its source, as IEEE's
//!   roundToIntegral does;
//! * MIN/MAX order `-0` below `+0` (README decision 13);
//! * CBIT's pseudo-code stores `val` (0 after its loop); the Description
//!   ("count of the bits set") is what it computes.

use super::rounding::{round_to, sum_error, FloatMode, Rounding};
use crate::visa::{AluOp, ElemType};

/// A value as the ALU computes with it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Int(i128),
    Float(f64),
}

impl Num {
    pub(super) fn as_f64(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Float(f) => f,
        }
    }

    pub(super) fn as_int(self) -> i128 {
        match self {
            Num::Int(i) => i,
            Num::Float(f) => f as i128,
        }
    }
}

/// The result of one channel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Lane {
    Value(Num),
    /// An integer division or remainder by zero: no page defines it.
    DivideByZero,
}

/// The types of an instruction's operands that its result depends on, and
/// the floating-point mode (`%cr0`) it computes in.
#[derive(Clone, Copy, Debug)]
pub struct Types {
    pub dst: ElemType,
    /// src0, src1, src2 (unused ones are `UD`).
    pub srcs: [ElemType; 3],
    pub mode: FloatMode,
    /// Where in their documented error approximate instructions land.
    pub approx: ApproxEnd,
}

/// Where an approximate instruction's result lands within the error the
/// hardware may make (`approximate_instruction_tolerance`, the verifier's
/// table): the exact result, or moved by the whole error toward -inf
/// (`Low`) or +inf (`High`). NaN, infinities and zeros stay as they are;
/// a finite result stays finite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ApproxEnd {
    #[default]
    Exact,
    Low,
    High,
}

impl ApproxEnd {
    pub fn name(self) -> &'static str {
        match self {
            ApproxEnd::Exact => "exact",
            ApproxEnd::Low => "low",
            ApproxEnd::High => "high",
        }
    }
}

impl Types {
    /// A float result is computed in `f64` when anything is `DF`.
    fn double(&self) -> bool {
        self.dst == ElemType::DF || self.srcs.contains(&ElemType::DF)
    }

    /// `r + residual` rounded to the float the instruction computes in, in
    /// the mode's direction (`residual`: the error of `r`, 0 when exact).
    fn round(&self, r: f64, residual: f64) -> Num {
        Num::Float(round_to(r, residual, if self.double() { ElemType::DF } else { ElemType::F }, self.mode))
    }

    /// `a * b + c` rounded once (MAD). In `f64` when anything is `DF`; in
    /// `f32` when anything is `F`; when every operand is `HF`, in `f64`
    /// unrounded here (the write rounds it to `HF`, once): the product of
    /// two halves is exact in `f64`, and where the sum is not (its bits span
    /// more than 53) the addend dwarfs the product and no `HF` rounding
    /// boundary is near it. Through `f32` a half MAD would round twice.
    fn fused(&self, a: f64, b: f64, c: f64) -> Num {
        let all_half = self.dst == ElemType::HF && self.srcs.iter().all(|&s| s == ElemType::HF);
        Num::Float(if self.double() || all_half {
            a.mul_add(b, c)
        } else {
            f64::from((a as f32).mul_add(b as f32, c as f32))
        })
    }
}

fn float(x: Num) -> f64 {
    match x {
        Num::Int(i) => i as f64,
        Num::Float(f) => f,
    }
}

fn int(x: Num) -> i128 {
    match x {
        Num::Int(i) => i,
        Num::Float(f) => f as i128,
    }
}

fn is_float(s: &[Num]) -> bool {
    s.iter().any(|x| matches!(x, Num::Float(_)))
}

/// The channel's source value as the pseudo-code's `UD` (`UD x = src0[i]`:
/// truncated, a signed source sign-extended first).
fn ud(x: Num) -> u32 {
    int(x) as u32
}

/// Channel `s` of operation `op` (every row of the ALU table but MOV, MOVS
/// and SEL, which `alu.rs` runs).
pub fn compute(op: AluOp, s: &[Num], t: &Types) -> Lane {
    let lane = compute_exact(op, s, t);
    match (t.approx, lane) {
        (ApproxEnd::Exact, _) | (_, Lane::DivideByZero) | (_, Lane::Value(Num::Int(_))) => lane,
        (end, Lane::Value(Num::Float(r))) => Lane::Value(Num::Float(toward_end(op, s, t, end, r))),
    }
}

/// `r`, the exact result of approximate `op`, moved to `end` of the error
/// the hardware may make: by the tolerance's whole width (in the ulps of
/// the destination's float type), rounded back toward `r`, so that the
/// result stays within the width and finite. DIVM and SQRTM are IEEE (no
/// tolerance): never moved.
fn toward_end(op: AluOp, s: &[Num], t: &Types, end: ApproxEnd, r: f64) -> f64 {
    let ty = if t.double() {
        ElemType::DF
    } else if t.dst == ElemType::HF {
        ElemType::HF
    } else {
        ElemType::F
    };
    let (x, y) = (s.first().map_or(0.0, |&v| float(v)), s.get(1).map_or(0.0, |&v| float(v)));
    let Some(tolerance) = crate::exec::reference::approximate_instruction_tolerance(op, ty, x, y) else { return r };
    // A special result (in the destination's type: an `F` result may be an
    // `HF` infinity) stays.
    let written = round_to(r, 0.0, ty, t.mode);
    if !written.is_finite() || written == 0.0 {
        return r;
    }
    let width = if end == ApproxEnd::High { tolerance.widest(r) } else { -tolerance.widest(r) };
    let target = r + width;
    let back = if end == ApproxEnd::High { Rounding::Down } else { Rounding::Up };
    round_to(target, sum_error(r, width, target), ty, FloatMode { rounding: back, ..t.mode })
}

fn compute_exact(op: AluOp, s: &[Num], t: &Types) -> Lane {
    use AluOp::*;
    let (a, b, c) = (s[0], s.get(1).copied().unwrap_or(Num::Int(0)), s.get(2).copied().unwrap_or(Num::Int(0)));
    let v = |n: Num| Lane::Value(n);
    let f = |r: f64| Lane::Value(t.round(r, 0.0));
    match op {
        // ADD: dst[i] = src0[i] + src1[i]; MUL: src0[i] * src1[i]. The
        // `f64` sum's error is known (TwoSum); a product of two F is exact
        // in `f64`, of two DF its error is an fma away.
        Add | Mul if is_float(s) => {
            let (x, y) = (float(a), float(b));
            let (r, residual) = if op == Add {
                let r = x + y;
                (r, sum_error(x, y, r))
            } else {
                let r = x * y;
                (r, if t.double() && r.is_finite() { x.mul_add(y, -r) } else { 0.0 })
            };
            Lane::Value(t.round(r, residual))
        }
        Add => v(Num::Int(int(a).wrapping_add(int(b)))),
        Mul => v(Num::Int(int(a).wrapping_mul(int(b)))),
        // ADD3: src0 + src1 + src2 (integers).
        Add3 => v(Num::Int(int(a).wrapping_add(int(b)).wrapping_add(int(c)))),
        // MAD: dst[n] = src0[i] * src1[i] + src2[i]; a float MAD is a
        // hardware mad (one rounding).
        Mad if is_float(s) => {
            let (x, y, z) = (float(a), float(b), float(c));
            if t.mode.rounding == Rounding::NearestEven {
                v(t.fused(x, y, z))
            } else if t.double() {
                // The fma's error: the product's (an fma away) plus the
                // sum's; exact unless the terms cancel past 106 bits.
                let (r, p) = (x.mul_add(y, z), x * y);
                let residual = if r.is_finite() && p.is_finite() { (p - r + z) + x.mul_add(y, -p) } else { 0.0 };
                Lane::Value(t.round(r, residual))
            } else {
                // Two F multiply exactly in `f64`; the sum's error is TwoSum's.
                let p = x * y;
                let r = p + z;
                Lane::Value(t.round(r, sum_error(p, z, r)))
            }
        }
        Mad => v(Num::Int(int(a).wrapping_mul(int(b)).wrapping_add(int(c)))),
        // MULH: dst[n] = src0[i] * src1[i]; high 32 bits of the result (the
        // 64-bit product of two dwords is exact in i128).
        Mulh => v(Num::Int(int(a).wrapping_mul(int(b)) >> 32)),
        // AVG: dst[i] = (src0[i] + src1[i] + 1) >> 1.
        Avg => v(Num::Int((int(a) + int(b) + 1) >> 1)),
        // DIV: dst[i] = src0[i] / src1[i]; integers truncate toward zero
        // (the Notes' table of signs).
        Div | Divm if is_float(s) => f(float(a) / float(b)),
        Div | Divm => match int(b) {
            0 => Lane::DivideByZero,
            d => v(Num::Int(int(a) / d)),
        },
        // MOD: dst[n] = src0[i] % src1[i]; the remainder takes the sign of
        // the numerator (DIV's Notes).
        Mod => match int(b) {
            0 => Lane::DivideByZero,
            d => v(Num::Int(int(a) % d)),
        },
        // INV: dst[i] = 1.0/src0[i].
        Inv => f(1.0 / float(a)),
        // LOG: base-2 logarithm; EXP: base-2 exponential.
        Log => f(float(a).log2()),
        Exp => f(float(a).exp2()),
        // POW: dst[i] = pow(src0[i], src1[i]).
        Pow => f(float(a).powf(float(b))),
        Sin => f(float(a).sin()),
        Cos => f(float(a).cos()),
        // SQRT: dst[i] = sqrt(src0[i]); SQRTM: ieee_sqrt(src0[i]).
        Sqrt | Sqrtm => f(float(a).sqrt()),
        // RSQRT: dst[i] = 1.0 / sqrt(src0[i]).
        Rsqrt => f(1.0 / float(a).sqrt()),
        // FRC: dst[i] = src0[i] - floor(src0[i]).
        Frc => f(float(a) - float(a).floor()),
        // RNDD: floor(src0[i]); RNDU: ceil(src0[i]).
        Rndd => f(signed_zero(float(a).floor(), float(a))),
        Rndu => f(signed_zero(float(a).ceil(), float(a))),
        Rnde => f(signed_zero(rnde(float(a)), float(a))),
        Rndz => f(signed_zero(rndz(float(a)), float(a))),
        // MIN_MAX: "if one of the numbers is NaN and the other is not, MIN or
        // MAX of the two numbers returns the one that is not NaN. When both
        // numbers are NaN, MIN or MAX of the two numbers returns source1."
        Min | Max if is_float(s) => {
            let (x, y) = (float(a), float(b));
            let r = match (x.is_nan(), y.is_nan()) {
                (true, _) => y,
                (false, true) => x,
                _ => ordered_min_max(op == Min, x, y),
            };
            v(Num::Float(r))
        }
        Min => v(Num::Int(int(a).min(int(b)))),
        Max => v(Num::Int(int(a).max(int(b)))),
        // SHL, SHR, ASR: in the execution type, 64 bits when src0 or dst is
        // a qword type, else 32; the count masked to that width - 1.
        Shl | Shr | Asr => {
            let bits = if t.srcs[0].size_bytes() == 8 || t.dst.size_bytes() == 8 { 64 } else { 32 };
            let count = (int(b) as u32) & (bits - 1);
            let mask = if bits == 64 { u64::MAX as u128 } else { u32::MAX as u128 };
            let value = (int(a) as u128) & mask;
            v(Num::Int(match op {
                Shl => (value << count) as i128,
                Shr => (value >> count) as i128,
                _ if bits == 64 => i128::from((value as u64 as i64) >> count),
                _ => i128::from((value as u32 as i32) >> count),
            }))
        }
        And => v(Num::Int(int(a) & int(b))),
        Or => v(Num::Int(int(a) | int(b))),
        Xor => v(Num::Int(int(a) ^ int(b))),
        // NOT: dst[i] = ~src0[i].
        Not => v(Num::Int(!int(a))),
        // ROL/ROR: RotateMask = sizeof(src0) * 8 - 1, on src0's bits.
        Rol | Ror => {
            let width = 8 * t.srcs[0].size_bytes();
            let mask = u128::MAX >> (128 - width);
            let x = (int(a) as u128) & mask;
            let k = (int(b) as u32) & (width - 1);
            let back = k.wrapping_neg() & (width - 1);
            let r = if op == Rol { (x << k) | (x >> back) } else { (x >> k) | (x << back) };
            v(Num::Int((r & mask) as i128))
        }
        // LZD: leading zeros of the UD value (32 for zero).
        Lzd => v(Num::Int(i128::from(ud(a).leading_zeros()))),
        // CBIT: the number of bits set in `UD val = src0[i]`.
        Cbit => v(Num::Int(i128::from(ud(a).count_ones()))),
        // BFREV: dst[i][idx] = src0[i][31 - idx].
        Bfrev => v(Num::Int(i128::from(ud(a).reverse_bits()))),
        // FBH: leading zeros of an unsigned source, leading sign bits of a
        // signed one; 0xFFFFFFFF for 0 (and for -1 when signed).
        Fbh => {
            let x = ud(a);
            let signed = t.srcs[0].is_signed_int();
            let r = if x == 0 || (signed && x == u32::MAX) {
                u32::MAX
            } else if signed && x >> 31 == 1 {
                (!x).leading_zeros()
            } else {
                x.leading_zeros()
            };
            v(Num::Int(i128::from(r)))
        }
        // FBL: trailing zeros; 0xFFFFFFFF for 0.
        Fbl => {
            let x = ud(a);
            v(Num::Int(i128::from(if x == 0 { u32::MAX } else { x.trailing_zeros() })))
        }
        // Run by `alu.rs` itself.
        Mov | Movs | Sel => v(a),
    }
}

/// RNDE: round half to even, through floor as its pseudo-code does.
fn rnde(x: f64) -> f64 {
    let down = x.floor();
    let frac = x - down;
    if frac > 0.5 {
        down + 1.0
    } else if frac < 0.5 {
        down
    } else if down % 2.0 != 0.0 {
        down + 1.0
    } else {
        down
    }
}

/// RNDZ: `dst = floor(src0); if (abs(src0) < abs(dst)) dst = floor(src0) + 1`.
fn rndz(x: f64) -> f64 {
    let d = x.floor();
    if x.abs() < d.abs() {
        d + 1.0
    } else {
        d
    }
}

/// The smaller (or larger) of two numbers, `-0` below `+0`.
fn ordered_min_max(min: bool, x: f64, y: f64) -> f64 {
    let x_first = if x == y { x.is_sign_negative() == min } else { (x < y) == min };
    if x_first {
        x
    } else {
        y
    }
}

/// A zero result with the sign of its source.
fn signed_zero(r: f64, source: f64) -> f64 {
    if r == 0.0 {
        0f64.copysign(source)
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_follows_the_pseudo_code_and_keeps_the_sign_of_zero() {
        assert_eq!(rnde(2.5), 2.0);
        assert_eq!(rnde(3.5), 4.0);
        assert_eq!(rnde(-2.5), -2.0);
        assert_eq!(rndz(-1.5), -1.0);
        assert_eq!(rndz(1.5), 1.0);
        assert!(signed_zero(rndz(-0.5), -0.5).is_sign_negative());
    }

    fn at(op: AluOp, s: &[f64], dst: ElemType, approx: ApproxEnd) -> f64 {
        let types = Types { dst, srcs: [dst; 3], mode: FloatMode::default(), approx };
        let nums: Vec<Num> = s.iter().map(|&x| Num::Float(x)).collect();
        match compute(op, &nums, &types) {
            Lane::Value(Num::Float(r)) => r,
            other => panic!("{other:?}"),
        }
    }

    /// The ends of the documented error (docs/arithmetic.md's table): DIV
    /// and INV 3 ulps, RSQRT 2, SIN an absolute 2^-11; DIVM and SQRTM
    /// (IEEE) and special results never move.
    #[test]
    fn approximate_results_move_by_their_documented_error_at_the_ends() {
        use ApproxEnd::*;
        use ElemType::{DF, F};
        let bits = |op, s: &[f64], end| (at(op, s, F, end) as f32).to_bits();
        // 1/3 is 0x3eaaaaab in f32.
        assert_eq!(bits(AluOp::Div, &[1.0, 3.0], Exact), 0x3eaa_aaab);
        assert_eq!(bits(AluOp::Div, &[1.0, 3.0], Low), 0x3eaa_aaa8);
        assert_eq!(bits(AluOp::Div, &[1.0, 3.0], High), 0x3eaa_aaae);
        assert_eq!(bits(AluOp::Inv, &[3.0], High), 0x3eaa_aaae);
        assert_eq!(bits(AluOp::Divm, &[1.0, 3.0], Low), 0x3eaa_aaab);
        assert_eq!(bits(AluOp::Sqrtm, &[2.0], High), 2f32.sqrt().to_bits());
        // 1/sqrt(4) = 0.5 exactly; 2 ulps of 0.5 (2^-24 each) up.
        assert_eq!(at(AluOp::Rsqrt, &[4.0], F, High), 0.5 + 2.0 * 2f64.powi(-24));
        assert_eq!(at(AluOp::Sin, &[1.0], DF, Low), 1f64.sin() - 2f64.powi(-11));
        assert_eq!(at(AluOp::Inv, &[0.0], F, Low), f64::INFINITY);
        assert_eq!(at(AluOp::Sin, &[0.0], F, High), 0.0);
        assert!(at(AluOp::Log, &[-1.0], F, High).is_nan());
        // The largest float stays finite at the high end.
        assert_eq!(at(AluOp::Div, &[f64::from(f32::MAX), 1.0], F, High), f64::from(f32::MAX));
    }
}
