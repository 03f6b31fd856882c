//! Rounding a float result into its type in the mode `%cr0` sets (vISA
//! spec, vISA Header chapter, V14 `%cr0`: "FPU Rounding mode", the denorm
//! mode bits; datatypes chapter: integer to float and float to narrower
//! float conversions round in the control register's mode).
//!
//! The ALU computes a value exactly, or in `f64` with the error of that
//! `f64` known (`residual`: the exact value is `value + residual`). Rounded
//! to nearest even, the `f64` value alone decides (the double rounding is
//! innocuous: 53 >= 2 * 24 + 2). Rounded in a direction, the nearest
//! value of the type is moved one step when the exact value lies on the
//! other side of it: the format's grid points are `f64` values, so the
//! side is the sign of `value - nearest`, or of `residual` when they are
//! equal.

use crate::visa::ElemType;
use half::{bf16, f16};

/// `%cr0` bits 4..5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Rounding {
    /// 00b: round to nearest, ties to even.
    #[default]
    NearestEven,
    /// 01b: toward +inf.
    Up,
    /// 10b: toward -inf.
    Down,
    /// 11b: toward zero.
    TowardZero,
}

/// The floating-point mode of `%cr0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatMode {
    pub rounding: Rounding,
    /// Bit 6: DF denormals kept (1) or flushed to zero (0).
    pub df_denormals: bool,
    /// Bit 7: F denormals kept.
    pub f_denormals: bool,
    /// Bit 10: HF denormals kept.
    pub hf_denormals: bool,
}

impl FloatMode {
    /// The bits of `%cr0` a kernel may set: F mode (0), rounding (4, 5), the
    /// denorm modes (6, 7, 10). "All other bits are reserved and may not be
    /// written to."
    pub const DEFINED_BITS: u32 = 0b100_1111_0001;
    /// Bit 0: ALT mode for F (the emulator computes in IEEE mode only).
    pub const ALT_MODE: u32 = 1;

    /// The mode `%cr0` holds, or why the emulator cannot compute in it: a
    /// reserved bit set, or the ALT mode (which the header page names but
    /// does not define).
    pub fn from_cr0(cr0: u32) -> Result<FloatMode, String> {
        if cr0 & !Self::DEFINED_BITS != 0 {
            return Err(format!(
                "%cr0 is {cr0:#x}: bits {:#x} are reserved (\"may not be written to\", vISA spec, vISA Header chapter, \
                 V14)",
                cr0 & !Self::DEFINED_BITS
            ));
        }
        if cr0 & Self::ALT_MODE != 0 {
            return Err(format!(
                "%cr0 is {cr0:#x}: bit 0 selects the ALT mode for F, which the emulator does not model (IEEE mode only)"
            ));
        }
        let rounding = match (cr0 >> 4) & 3 {
            0 => Rounding::NearestEven,
            1 => Rounding::Up,
            2 => Rounding::Down,
            _ => Rounding::TowardZero,
        };
        Ok(FloatMode {
            rounding,
            df_denormals: cr0 & (1 << 6) != 0,
            f_denormals: cr0 & (1 << 7) != 0,
            hf_denormals: cr0 & (1 << 10) != 0,
        })
    }

    /// Whether denormals of `ty` are kept (types with no mode bit: kept).
    pub fn keeps_denormals(self, ty: ElemType) -> bool {
        match ty {
            ElemType::F | ElemType::VF => self.f_denormals,
            ElemType::DF => self.df_denormals,
            ElemType::HF => self.hf_denormals,
            _ => true,
        }
    }

    /// A source value of `ty` as the ALU reads it: a denormal is `±0` when
    /// the mode flushes that type's denormals.
    pub fn flush_source(self, x: f64, ty: ElemType) -> f64 {
        match Format::of(ty) {
            Some(format) if !self.keeps_denormals(ty) && format.is_denormal(x) => 0.0f64.copysign(x),
            _ => x,
        }
    }
}

impl Default for FloatMode {
    /// Round to nearest even, denormals kept for every type: `%cr0` when a
    /// kernel starts ([`super::predefined`]).
    fn default() -> FloatMode {
        FloatMode { rounding: Rounding::NearestEven, df_denormals: true, f_denormals: true, hf_denormals: true }
    }
}

/// A binary float format: its width and the smallest normal magnitude.
#[derive(Clone, Copy, Debug)]
struct Format {
    ty: ElemType,
    bits: u32,
    min_normal: f64,
}

impl Format {
    fn of(ty: ElemType) -> Option<Format> {
        let (bits, min_normal) = match ty {
            ElemType::F | ElemType::VF => (32, f64::from(f32::MIN_POSITIVE)),
            ElemType::DF => (64, f64::MIN_POSITIVE),
            ElemType::HF => (16, f16::MIN_POSITIVE.to_f64()),
            ElemType::BF => (16, bf16::MIN_POSITIVE.to_f64()),
            _ => return None,
        };
        Some(Format { ty, bits, min_normal })
    }

    fn is_denormal(self, x: f64) -> bool {
        x != 0.0 && x.abs() < self.min_normal
    }

    /// `x` rounded to nearest even, as bits of the format.
    fn nearest_bits(self, x: f64) -> u64 {
        match self.ty {
            ElemType::DF => x.to_bits(),
            ElemType::HF => u64::from(f16::from_f64(x).to_bits()),
            ElemType::BF => u64::from(bf16::from_f64(x).to_bits()),
            _ => u64::from((x as f32).to_bits()),
        }
    }

    fn value(self, bits: u64) -> f64 {
        match self.ty {
            ElemType::DF => f64::from_bits(bits),
            ElemType::HF => f16::from_bits(bits as u16).to_f64(),
            ElemType::BF => bf16::from_bits(bits as u16).to_f64(),
            _ => f64::from(f32::from_bits(bits as u32)),
        }
    }

    /// The neighbour of a non-NaN value's bits toward +inf (`up`) or -inf.
    fn step(self, bits: u64, up: bool) -> u64 {
        let sign_bit = 1u64 << (self.bits - 1);
        let negative = bits & sign_bit != 0;
        if bits & !sign_bit == 0 {
            // ±0: the smallest denormal of the direction's sign.
            return if up { 1 } else { sign_bit | 1 };
        }
        if negative == up {
            bits - 1
        } else {
            bits + 1
        }
    }
}

/// `value + residual` (`residual` the error of the `f64` value, 0 when it
/// is exact) rounded to float type `ty` in `mode`, with a denormal result
/// flushed to `±0` when the mode flushes `ty`'s; other types: `value`.
pub fn round_to(value: f64, residual: f64, ty: ElemType, mode: FloatMode) -> f64 {
    let Some(format) = Format::of(ty) else { return value };
    let mut bits = format.nearest_bits(value);
    if mode.rounding != Rounding::NearestEven && value.is_finite() {
        let nearest = format.value(bits);
        // Sterbenz: `value - nearest` is exact (or infinite on overflow).
        let diff = value - nearest;
        let side = if diff != 0.0 { diff } else { residual };
        let toward = match mode.rounding {
            Rounding::Up => (side > 0.0).then_some(true),
            Rounding::Down => (side < 0.0).then_some(false),
            Rounding::TowardZero => {
                (nearest != 0.0 && side != 0.0 && (side < 0.0) == (nearest > 0.0)).then_some(side > 0.0)
            }
            Rounding::NearestEven => None,
        };
        if let Some(up) = toward {
            bits = format.step(bits, up);
        }
    }
    let rounded = format.value(bits);
    if !mode.keeps_denormals(ty) && format.is_denormal(rounded) {
        return 0.0f64.copysign(rounded);
    }
    rounded
}

/// The error of `a + b` in `f64`: `(a + b) - s` exactly (Knuth's TwoSum).
pub fn sum_error(a: f64, b: f64, s: f64) -> f64 {
    if !s.is_finite() {
        return 0.0;
    }
    let bb = s - a;
    (a - (s - bb)) + (b - bb)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(rounding: Rounding) -> FloatMode {
        FloatMode { rounding, ..FloatMode::default() }
    }

    /// 1 + 2^-30 lies between the floats 1 and 1 + 2^-23: nearest and
    /// toward zero give 1, up gives 1 + 2^-23; its negation mirrors it.
    #[test]
    fn directed_rounding_picks_the_neighbour_on_the_exact_side() {
        let x = 1.0 + 2f64.powi(-30);
        let next = 1.0 + 2f64.powi(-23);
        assert_eq!(round_to(x, 0.0, ElemType::F, mode(Rounding::NearestEven)), 1.0);
        assert_eq!(round_to(x, 0.0, ElemType::F, mode(Rounding::TowardZero)), 1.0);
        assert_eq!(round_to(x, 0.0, ElemType::F, mode(Rounding::Down)), 1.0);
        assert_eq!(round_to(x, 0.0, ElemType::F, mode(Rounding::Up)), next);
        assert_eq!(round_to(-x, 0.0, ElemType::F, mode(Rounding::TowardZero)), -1.0);
        assert_eq!(round_to(-x, 0.0, ElemType::F, mode(Rounding::Down)), -next);
        assert_eq!(round_to(-x, 0.0, ElemType::F, mode(Rounding::Up)), -1.0);
        // 1 - 2^-30: nearest is 1; toward zero and down give the float below 1.
        let below = 1.0 - 2f64.powi(-24);
        assert_eq!(round_to(1.0 - 2f64.powi(-30), 0.0, ElemType::F, mode(Rounding::TowardZero)), below);
        assert_eq!(round_to(1.0 - 2f64.powi(-30), 0.0, ElemType::F, mode(Rounding::Up)), 1.0);
    }

    /// The f64 value is a float but the exact value is a hair below it:
    /// the residual decides.
    #[test]
    fn the_residual_decides_when_the_f64_value_is_on_the_grid() {
        let tiny = -(2f64.powi(-80));
        assert_eq!(round_to(1.0, tiny, ElemType::F, mode(Rounding::TowardZero)), 1.0 - 2f64.powi(-24));
        assert_eq!(round_to(1.0, tiny, ElemType::F, mode(Rounding::Up)), 1.0);
        assert_eq!(round_to(1.0, -tiny, ElemType::DF, mode(Rounding::Up)), 1.0 + f64::EPSILON);
        // 2^24 + 1 is no float: toward zero 2^24, up 2^24 + 2.
        let big = 16_777_217.0;
        assert_eq!(round_to(big, 0.0, ElemType::F, mode(Rounding::TowardZero)), 16_777_216.0);
        assert_eq!(round_to(big, 0.0, ElemType::F, mode(Rounding::Up)), 16_777_218.0);
    }

    /// Overflow: toward zero keeps the largest finite value; up and down
    /// to infinity only on their side.
    #[test]
    fn overflow_and_underflow_follow_the_direction() {
        let huge = 1e39;
        assert_eq!(round_to(huge, 0.0, ElemType::F, mode(Rounding::TowardZero)), f64::from(f32::MAX));
        assert_eq!(round_to(huge, 0.0, ElemType::F, mode(Rounding::Up)), f64::INFINITY);
        assert_eq!(round_to(-huge, 0.0, ElemType::F, mode(Rounding::Up)), -f64::from(f32::MAX));
        let smallest = f64::from(f32::from_bits(1));
        assert_eq!(round_to(1e-50, 0.0, ElemType::F, mode(Rounding::Up)), smallest);
        assert_eq!(round_to(1e-50, 0.0, ElemType::F, mode(Rounding::TowardZero)), 0.0);
        assert_eq!(round_to(-1e-50, 0.0, ElemType::F, mode(Rounding::Down)), -smallest);
        // Flushed: the denormal result is +0.
        let flush = FloatMode { f_denormals: false, ..mode(Rounding::Up) };
        assert_eq!(round_to(1e-50, 0.0, ElemType::F, flush), 0.0);
    }

    #[test]
    fn cr0_decodes_and_refuses_what_is_not_modelled() {
        // IGC's integer division: `and 0xfffffb0e` then `or 0x30` on the start value.
        let igc = (crate::exec::emu::predefined::START_CR0 & 0xffff_fb0e) | 0x30;
        let m = FloatMode::from_cr0(igc).expect("a mode");
        assert_eq!(m.rounding, Rounding::TowardZero);
        assert!(!m.f_denormals && !m.df_denormals && !m.hf_denormals);
        assert_eq!(FloatMode::from_cr0(0x4c0), Ok(FloatMode::default()));
        assert!(FloatMode::from_cr0(1).unwrap_err().contains("ALT"));
        assert!(FloatMode::from_cr0(0x100).unwrap_err().contains("reserved"));
    }

    #[test]
    fn sum_error_is_exact() {
        let (a, b) = (1.0, 2f64.powi(-60));
        let s = a + b;
        assert_eq!(s, 1.0);
        assert_eq!(sum_error(a, b, s), 2f64.powi(-60));
    }
}
