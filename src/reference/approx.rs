//! Approximate results: the math the hardware computes to a stated
//! precision rather than exactly (`llvm.genx.inv`, `log`, `exp`, `pow`,
//! `sin`, `cos`, `sqrt`, `rsqrt`; `fdiv` with `arcp` or `afn`; `llvm.sqrt`
//! with `afn`). The reference computes the exact value; the comparison
//! accepts a result within the tolerance (`crate::check`), and everything
//! computed from an approximate value is not compared (its error has no
//! bound the reference could state).
//!
//! The vISA pages of these instructions state no precision (their tables
//! of special values and precision are not in the documentation set), so
//! the tolerances are those OpenCL C allows its relaxed math
//! (`-cl-fast-relaxed-math`, "Relative Error as ULPs", the precision IGC
//! compiles native math to these instructions under), as
//! `docs/reference.md` ("Approximate math") lists them.

use super::value::Elem;
use crate::visa::ElemType;

/// How far an approximate float result may be from the exact one: within
/// `ulps` units in the last place of the exact result, or within `abs`.
/// An unbounded tolerance (`ulps` infinite) is not compared at all.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// The float type the result has (`hf`, `f`, `df`).
    pub ty: ElemType,
    pub ulps: f64,
    pub abs: f64,
}

impl Tolerance {
    /// Something computed from an approximate value: not compared.
    pub fn unbounded(ty: ElemType) -> Tolerance {
        Tolerance { ty, ulps: f64::INFINITY, abs: 0.0 }
    }

    pub fn is_unbounded(&self) -> bool {
        self.ulps.is_infinite()
    }

    /// The looser of two.
    pub fn merge(self, other: Tolerance) -> Tolerance {
        if self.ty != other.ty {
            return Tolerance::unbounded(self.ty);
        }
        Tolerance { ty: self.ty, ulps: self.ulps.max(other.ulps), abs: self.abs.max(other.abs) }
    }

    /// Whether `actual` is an acceptable result for the exact `expected`
    /// (both the bits of a [`Tolerance::ty`] float): NaN for NaN, the same
    /// infinity for an infinity, else within the tolerance.
    pub fn accepts(&self, expected: u64, actual: u64) -> bool {
        if self.is_unbounded() || expected == actual {
            return true;
        }
        let (e, a) = (as_f64(self.ty, expected), as_f64(self.ty, actual));
        if e.is_nan() || a.is_nan() {
            return e.is_nan() && a.is_nan();
        }
        if e.is_infinite() || a.is_infinite() {
            return e == a;
        }
        (a - e).abs() <= self.abs || (a - e).abs() <= self.ulps * ulp(self.ty, e)
    }
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
    Tolerance { ty: float_ty(elem), ulps, abs: 0.0 }
}

/// `x / y` as `x * (1/y)` (`arcp`) or approximately (`afn`): OpenCL's
/// relaxed divide, 2.5 ulps, with the reciprocal's own rounding: 3.
pub fn divide(elem: Elem) -> Tolerance {
    ulps(elem, 3.0)
}

/// `1/x` (INV): 2.5 ulps (OpenCL relaxed `1/x`), rounded up to 3.
pub fn inverse(elem: Elem) -> Tolerance {
    ulps(elem, 3.0)
}

/// `sqrt(x)` (SQRT): 3 ulps (OpenCL `sqrt`).
pub fn sqrt(elem: Elem) -> Tolerance {
    ulps(elem, 3.0)
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
    Tolerance { ty: float_ty(elem), ulps: 0.0, abs: 2f64.powi(-11) }
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

    #[test]
    fn absolute_tolerances() {
        let t = sin_cos(Elem::Float);
        let x = u64::from(0.5f32.to_bits());
        assert!(t.accepts(x, u64::from((0.5f32 + 0.0004).to_bits())));
        assert!(!t.accepts(x, u64::from((0.5f32 + 0.001).to_bits())));
    }
}
