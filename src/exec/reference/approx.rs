//! Approximate results: the math the hardware computes to a stated
//! precision rather than exactly (`llvm.genx.inv`, `log`, `exp`, `pow`,
//! `sin`, `cos`, `sqrt`, `rsqrt`; `fdiv` with `arcp` or `afn`; `llvm.sqrt`
//! with `afn` or an `!fpmath` bound of at least 3 ulps). The reference computes the exact value; the comparison
//! accepts a result within the tolerance (`crate::exec::check`), and everything
//! computed from an approximate value is not compared (its error has no
//! bound the reference could state).
//!
//! The vISA pages of these instructions state no precision (their tables
//! of special values and precision are not in the documentation set), so
//! the tolerances are those OpenCL C allows its relaxed math
//! (`-cl-fast-relaxed-math`, "Relative Error as ULPs", the precision IGC
//! compiles native math to these instructions under), as
//! `docs/reference.md` ("Approximate math") lists them.
//!
//! Exact results have the freedoms LangRef grants and no other
//! ([`Tolerance::exact`], docs/arithmetic.md, "NaN results and signed
//! zeros"): a NaN that a floating-point operation returns may have any
//! sign and any of LangRef's quiet bits and payloads ([`nan_rule`]), and
//! `minnum`/`maxnum` of equal zeros may return either ([`Tolerance::zero_sign`]).

use super::value::Elem;
use crate::visa::ElemType;

/// How far a float result may be from the reference's: an approximate one
/// within `ulps` units in the last place of the exact result, or within
/// `abs`; an exact one (`ulps` and `abs` 0) only as LangRef's NaN rule and
/// `zero_sign` allow. An unbounded tolerance (`ulps` infinite) is not
/// compared at all.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// The float type the result has (`hf`, `f`, `df`).
    pub ty: ElemType,
    pub ulps: f64,
    pub abs: f64,
    /// A zero may have either sign (LangRef: `minnum`/`maxnum` of operands
    /// that compare equal return either one).
    pub zero_sign: bool,
}

impl Tolerance {
    /// Something computed from an approximate value: not compared.
    pub fn unbounded(ty: ElemType) -> Tolerance {
        Tolerance { ty, ulps: f64::INFINITY, abs: 0.0, zero_sign: false }
    }

    /// An exact result of a floating-point operation, compared bit for
    /// bit but for LangRef's freedom of a NaN result (`nan_rule`).
    pub fn exact(ty: ElemType) -> Tolerance {
        Tolerance { ty, ulps: 0.0, abs: 0.0, zero_sign: false }
    }

    pub fn is_unbounded(&self) -> bool {
        self.ulps.is_infinite()
    }

    /// Exact: no approximation, only LangRef's freedoms.
    pub fn is_exact(&self) -> bool {
        self.ulps == 0.0 && self.abs == 0.0
    }

    /// The looser of two.
    pub fn merge(self, other: Tolerance) -> Tolerance {
        if self.ty != other.ty {
            return Tolerance::unbounded(self.ty);
        }
        Tolerance {
            ty: self.ty,
            ulps: self.ulps.max(other.ulps),
            abs: self.abs.max(other.abs),
            zero_sign: self.zero_sign || other.zero_sign,
        }
    }

    /// Whether `actual` is an acceptable result for the reference's
    /// `expected` (both the bits of a [`Tolerance::ty`] float): an exact
    /// result bit for bit, but a NaN by `nan_rule` and, with
    /// `zero_sign`, a zero of either sign; an approximate one NaN for NaN,
    /// the same infinity for an infinity, else within the tolerance.
    pub fn accepts(&self, expected: u64, actual: u64) -> bool {
        if self.is_unbounded() || expected == actual {
            return true;
        }
        let (e, a) = (as_f64(self.ty, expected), as_f64(self.ty, actual));
        if e.is_nan() || a.is_nan() {
            return e.is_nan() && a.is_nan() && (!self.is_exact() || nan_rule(self.ty, expected, actual));
        }
        if self.is_exact() {
            return self.zero_sign && e == 0.0 && a == 0.0;
        }
        if e.is_infinite() || a.is_infinite() {
            return e == a;
        }
        (a - e).abs() <= self.abs || (a - e).abs() <= self.ulps * ulp(self.ty, e)
    }
}

/// LangRef's rule for a NaN a floating-point operation returns ("Behavior
/// of Floating-Point NaN values"), with `expected` the reference's NaN,
/// which propagates the operation's input NaN (or is the preferred NaN when
/// no input was one): `actual` (a NaN of `ty`) may have either sign, and
/// is the preferred NaN (quiet bit set, payload 0), or carries the input's
/// payload, quieted or not (quieting and unchanged propagation). LangRef's
/// target-specific extra payloads are taken to be none (the vISA pages
/// name none). Where two NaN inputs meet, only the one the reference
/// propagated is taken.
pub fn nan_rule(ty: ElemType, expected: u64, actual: u64) -> bool {
    let (bits, mantissa) = match ty {
        ElemType::HF => (16, 10),
        ElemType::F => (32, 23),
        _ => (64, 52),
    };
    let sign = 1u64 << (bits - 1);
    let quiet = 1u64 << (mantissa - 1);
    let payload = quiet - 1;
    let is_nan = |x: u64| {
        let exponent = ((1u64 << (bits - 1 - mantissa)) - 1) << mantissa;
        x & exponent == exponent && x & (quiet | payload) != 0
    };
    if !is_nan(expected) || !is_nan(actual) {
        return false;
    }
    let (e, a) = (expected & !sign, actual & !sign);
    let preferred = a & quiet != 0 && a & payload == 0;
    preferred || (a | quiet) == (e | quiet)
}

fn as_f64(ty: ElemType, bits: u64) -> f64 {
    match ty {
        ElemType::HF => half::f16::from_bits(bits as u16).to_f64(),
        ElemType::F => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// One unit in the last place of `x` in `ty` (the spacing of the floats at
/// `|x|`; the smallest denormal's below the normal range).
fn ulp(ty: ElemType, x: f64) -> f64 {
    let (mantissa, min_exp) = match ty {
        ElemType::HF => (10, -14),
        ElemType::F => (23, -126),
        _ => (52, -1022),
    };
    let e = if x == 0.0 { min_exp } else { (x.abs().log2().floor() as i32).max(min_exp) };
    2f64.powi(e - mantissa)
}

/// The float type of a lane.
pub fn float_ty(elem: Elem) -> ElemType {
    match elem {
        Elem::Half => ElemType::HF,
        Elem::Float => ElemType::F,
        _ => ElemType::DF,
    }
}

fn ulps(elem: Elem, ulps: f64) -> Tolerance {
    Tolerance { ulps, ..Tolerance::exact(float_ty(elem)) }
}

/// `x / y` as `x * (1/y)` (`arcp`), approximately (`afn`), or within an
/// `!fpmath` bound DIV meets (`crate::input::ops::fdiv_may_approximate`).
pub fn divide(elem: Elem) -> Tolerance {
    ulps(elem, crate::input::ops::DIVIDE_ULPS)
}

/// `1/x` (INV): 2.5 ulps (OpenCL relaxed `1/x`), rounded up to 3.
pub fn inverse(elem: Elem) -> Tolerance {
    ulps(elem, 3.0)
}

/// `sqrt(x)` (SQRT): 3 ulps (OpenCL `sqrt`; `crate::input::ops::SQRT_ULPS`).
pub fn sqrt(elem: Elem) -> Tolerance {
    ulps(elem, crate::input::ops::SQRT_ULPS)
}

/// `1/sqrt(x)` (RSQRT): 2 ulps (OpenCL `rsqrt`).
pub fn rsqrt(elem: Elem) -> Tolerance {
    ulps(elem, 2.0)
}

/// `log2(x)` (LOG): 3 ulps, or an absolute 2^-21 (OpenCL relaxed `log2`
/// in [0.5, 2], which this applies everywhere).
pub fn log2(elem: Elem) -> Tolerance {
    Tolerance { abs: 2f64.powi(-21), ..ulps(elem, 3.0) }
}

/// `2^x` (EXP): 3 + floor(2|x|) ulps (OpenCL relaxed `exp2`), for the
/// largest `|x|` of the instruction's lanes.
pub fn exp2(elem: Elem, max_abs_x: f64) -> Tolerance {
    ulps(elem, 3.0 + (2.0 * max_abs_x).floor())
}

/// `x^y` (POW, computed as `2^(y log2 x)`): EXP's tolerance at
/// `|y log2 x|` plus LOG's 3 ulps carried through.
pub fn pow(elem: Elem, max_abs_exponent: f64) -> Tolerance {
    ulps(elem, 6.0 + (2.0 * max_abs_exponent).floor())
}

/// `sin(x)`, `cos(x)` (SIN, COS): an absolute 2^-11 (OpenCL relaxed
/// `sin`/`cos` in [-pi, pi], which this applies everywhere).
pub fn sin_cos(elem: Elem) -> Tolerance {
    Tolerance { abs: 2f64.powi(-11), ..Tolerance::exact(float_ty(elem)) }
}

/// The tolerance of one lane of a vISA math-unit instruction of result
/// type `ty` (`F`, `DF` or `HF`) on sources `x`, `y`: the table above by
/// instruction (a float DIV is `x * INV(y)`, DIVIDE's). `None` for an
/// instruction computed exactly: DIVM, SQRTM, any other, and a `DF` DIV,
/// which the page does not support and Intel's assembler expands to its
/// IEEE sequence (docs/validate.md, "Beyond the pages").
pub fn of_instruction(op: crate::visa::AluOp, ty: ElemType, x: f64, y: f64) -> Option<Tolerance> {
    use crate::visa::AluOp::*;
    if op == Div && ty == ElemType::DF {
        return None;
    }
    let elem = match ty {
        ElemType::HF => Elem::Half,
        ElemType::F => Elem::Float,
        _ => Elem::Double,
    };
    Some(match op {
        Inv => inverse(elem),
        Div => divide(elem),
        Sqrt => sqrt(elem),
        Rsqrt => rsqrt(elem),
        Log => log2(elem),
        Exp => exp2(elem, x.abs()),
        Pow => pow(elem, (y * x.log2()).abs()),
        Sin | Cos => sin_cos(elem),
        _ => return None,
    })
}

impl Tolerance {
    /// How far from the exact `e` a result may be: the larger of `abs`
    /// and `ulps` units in the last place of `e`.
    pub fn widest(&self, e: f64) -> f64 {
        self.abs.max(self.ulps * ulp(self.ty, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_within_the_stated_ulps_and_no_further() {
        let t = inverse(Elem::Float);
        let one = u64::from(1f32.to_bits());
        // 3 ulps of 1.0 upward are 3 * 2^-23; 4 are not accepted.
        assert!(t.accepts(one, one + 3));
        assert!(!t.accepts(one, one + 4));
        // NaN only for NaN; infinities exactly.
        let nan = u64::from(f32::NAN.to_bits());
        let inf = u64::from(f32::INFINITY.to_bits());
        assert!(t.accepts(nan, nan | 1));
        assert!(!t.accepts(nan, one));
        assert!(!t.accepts(inf, u64::from(f32::MAX.to_bits())));
        assert!(Tolerance::unbounded(ElemType::F).accepts(one, nan));
    }

    /// LangRef's NaN rule on an exact result: any sign; the preferred NaN,
    /// or the input's payload quieted or not; no other payload, and no
    /// number for a NaN. Bits differ nowhere else, but a zero's sign with
    /// `zero_sign`.
    #[test]
    fn exact_results_take_the_nan_rule_and_nothing_else() {
        let t = Tolerance::exact(ElemType::F);
        let snan = 0x7f80_0001u64; // signaling, payload 1
        let quieted = 0x7fc0_0001u64;
        let preferred = 0x7fc0_0000u64;
        for actual in [snan, quieted, preferred, snan | 1 << 31, quieted | 1 << 31, preferred | 1 << 31] {
            assert!(t.accepts(snan, actual), "{actual:#x}");
            assert!(t.accepts(quieted, actual), "{actual:#x}");
        }
        assert!(!t.accepts(snan, 0x7fc0_0002), "another payload");
        assert!(!t.accepts(snan, 0x7f80_0002), "another signaling payload");
        assert!(!t.accepts(snan, 0x7f80_0000), "infinity");
        assert!(!t.accepts(snan, 1f32.to_bits().into()));
        assert!(!t.accepts(1f32.to_bits().into(), (1f32.to_bits() + 1).into()), "exact");
        let (zero, minus_zero) = (0u64, 0x8000_0000u64);
        assert!(!t.accepts(zero, minus_zero));
        let free = Tolerance { zero_sign: true, ..t };
        assert!(free.accepts(zero, minus_zero) && free.accepts(minus_zero, zero));
        assert!(!free.accepts(zero, 1));
        // Half and double: the quiet bit is the mantissa's top bit.
        let h = Tolerance::exact(ElemType::HF);
        assert!(h.accepts(0xfc01, 0xfe01) && h.accepts(0x7c01, 0x7e00) && !h.accepts(0x7c01, 0x7e02));
        let d = Tolerance::exact(ElemType::DF);
        assert!(
            d.accepts(0x7ff0_0000_0000_0005, 0xfff8_0000_0000_0005)
                && !d.accepts(0x7ff0_0000_0000_0005, 0x7ff8_0000_0000_0006)
        );
    }

    #[test]
    fn absolute_tolerances() {
        let t = sin_cos(Elem::Float);
        let x = u64::from(0.5f32.to_bits());
        assert!(t.accepts(x, u64::from((0.5f32 + 0.0004).to_bits())));
        assert!(!t.accepts(x, u64::from((0.5f32 + 0.001).to_bits())));
    }
}
