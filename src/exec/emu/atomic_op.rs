//! The atomic operation table of `vISA spec, DWORD_ATOMIC` (used by TYPED_ATOMIC):
//! the value written (`new`) and the value returned, per operation and width.
//!
//! | Op      | new                           | returned           |
//! | ------- | ----------------------------- | ------------------ |
//! | ADD     | old + src0                    | old                |
//! | SUB     | old - src0                    | old                |
//! | INC     | old + 1                       | old                |
//! | DEC     | old - 1                       | old                |
//! | MIN     | min(old, src0)                | old                |
//! | MAX     | max(old, src0)                | old                |
//! | XCHG    | src0                          | old                |
//! | CMPXCHG | (old == src1) ? src0 : old    | old                |
//! | AND     | old & src0                    | old                |
//! | OR      | old \| src0                   | old                |
//! | XOR     | old ^ src0                    | old                |
//! | IMIN    | min(old, src0), signed        | old (signed)       |
//! | IMAX    | max(old, src0), signed        | old (signed)       |
//! | PREDEC  | old - 1                       | new                |
//! | FMAX    | max(old, src0)                | old (float)        |
//! | FMIN    | min(old, src0)                | old (float)        |
//! | FCMPWR  | (src0 == old) ? src1 : old    | old (float)        |
//!
//! Where the table leaves a choice, this module decides:
//! * Integer arithmetic wraps at the width (2^16 or 2^32).
//! * 16-bit form (`Op` bit 5): only the low 16 bits of old, src0 and src1
//!   take part ("only the lower 16bit part of each dword is used"); `new` is
//!   16 bits. The returned dword is the 16-bit value zero-extended, except for
//!   the ops whose Data Type column is signed (IMIN, IMAX, PREDEC: W/D), where
//!   it is sign-extended so that it reads as the same D value.
//! * FMAX/FMIN follow IEEE 754 maxNum/minNum: if one operand is NaN the
//!   other is the result (both NaN: `old`). -0 is below +0 (min(+0, -0) is
//!   -0); other equal operands keep `old`. Both as the reference decides
//!   (`src/exec/reference/atomic.rs`), so the two oracles agree.
//! * FCMPWR compares as floats: NaN equals nothing, +0 equals -0.
//! * HF values (16-bit float ops) are IEEE binary16.

use half::f16;

use crate::visa::AtomicOp;

pub use crate::visa::AtomicWidth;

/// The operand of one width: its mask, its signed and float readings.
fn mask(width: AtomicWidth) -> u64 {
    match width {
        AtomicWidth::W16 => 0xffff,
        AtomicWidth::W32 => 0xffff_ffff,
        AtomicWidth::W64 => u64::MAX,
    }
}

/// The value of the low `width` bits as a signed number.
fn signed(width: AtomicWidth, v: u64) -> i64 {
    match width {
        AtomicWidth::W16 => i64::from(v as u16 as i16),
        AtomicWidth::W32 => i64::from(v as u32 as i32),
        AtomicWidth::W64 => v as i64,
    }
}

/// HF, F (and DF, which no float operation has: the verifier refuses it).
fn float(width: AtomicWidth, v: u64) -> f64 {
    match width {
        AtomicWidth::W16 => f64::from(f16::from_bits(v as u16).to_f32()),
        AtomicWidth::W32 => f64::from(f32::from_bits(v as u32)),
        AtomicWidth::W64 => f64::from_bits(v),
    }
}

/// Applies `op` to the memory value `old` with sources `src0`, `src1`.
/// Returns `(new, returned)`: the value to store (in the low `width` bits)
/// and the value to return in `Dst` (a dword for 16- and 32-bit forms, a
/// qword for 64-bit ones).
pub fn apply(op: AtomicOp, width: AtomicWidth, old: u64, src0: u64, src1: u64) -> (u64, u64) {
    let m = mask(width);
    let (old, src0, src1) = (old & m, src0 & m, src1 & m);
    let s = |v| signed(width, v);
    let f = |v| float(width, v);
    let new = match op {
        AtomicOp::Add => old.wrapping_add(src0),
        AtomicOp::Sub => old.wrapping_sub(src0),
        AtomicOp::Inc => old.wrapping_add(1),
        AtomicOp::Dec | AtomicOp::PreDec => old.wrapping_sub(1),
        AtomicOp::Min => old.min(src0),
        AtomicOp::Max => old.max(src0),
        AtomicOp::Xchg => src0,
        AtomicOp::CmpXchg => {
            if old == src1 {
                src0
            } else {
                old
            }
        }
        AtomicOp::And => old & src0,
        AtomicOp::Or => old | src0,
        AtomicOp::Xor => old ^ src0,
        AtomicOp::IMin => {
            if s(src0) < s(old) {
                src0
            } else {
                old
            }
        }
        AtomicOp::IMax => {
            if s(src0) > s(old) {
                src0
            } else {
                old
            }
        }
        // Zeros order -0 below +0 (as the reference does): min(+0, -0) = -0.
        AtomicOp::FMax => max_num(old, src0, |a, b| f(b) > f(a) || zeros(f(a), f(b)) == Some(true), f),
        AtomicOp::FMin => max_num(old, src0, |a, b| f(b) < f(a) || zeros(f(a), f(b)) == Some(false), f),
        AtomicOp::FCmpWr => {
            if f(src0) == f(old) {
                src1
            } else {
                old
            }
        }
    } & m;
    // The table's Return Value column, and its signed Data Type column (W, D).
    let returned = if op.returns_new() { new } else { old };
    // The returned value fills its register element: a dword (16-bit
    // results widened), or a qword for the 64-bit form.
    let element = if width == AtomicWidth::W64 { u64::MAX } else { 0xffff_ffff };
    let returned = if op.desc().signed_result { s(returned) as u64 & element } else { returned };
    (new, returned)
}

/// maxNum/minNum on bit patterns: `src` replaces `old` when `old` is NaN or
/// `better(old, src)`; a NaN `src` never replaces `old`.
/// For two zeros of different signs: whether the second is +0.
fn zeros(a: f64, b: f64) -> Option<bool> {
    (a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative()).then_some(b.is_sign_positive())
}

fn max_num(old: u64, src: u64, better: impl Fn(u64, u64) -> bool, f: impl Fn(u64) -> f64) -> u64 {
    // Two NaNs keep the old one, as the reference does.
    if f(src).is_nan() {
        old
    } else if f(old).is_nan() || better(old, src) {
        src
    } else {
        old
    }
}

#[cfg(test)]
mod tests {
    use super::AtomicWidth::{W16, W32};
    use super::*;
    use AtomicOp::*;

    const F1: u32 = 0x3f80_0000; // 1.0f
    const F2: u32 = 0x4000_0000; // 2.0f
    const FM1: u32 = 0xbf80_0000; // -1.0f
    const FNAN: u32 = 0x7fc0_0000;
    const H1: u32 = 0x3c00; // 1.0 half
    const H2: u32 = 0x4000; // 2.0 half
    const HM1: u32 = 0xbc00; // -1.0 half
    const HNAN: u32 = 0x7e00;

    fn t(op: AtomicOp, w: AtomicWidth, old: u32, s0: u32, s1: u32) -> (u32, u32) {
        let (new, returned) = apply(op, w, old.into(), s0.into(), s1.into());
        (new as u32, returned as u32)
    }

    #[test]
    fn sixty_four_bit_forms() {
        use AtomicWidth::W64;
        let t64 = |op, old: u64, s0: u64, s1: u64| apply(op, W64, old, s0, s1);
        assert_eq!(t64(Add, u64::MAX, 2, 0), (1, u64::MAX));
        assert_eq!(t64(IMin, 1, u64::MAX, 0), (u64::MAX, 1));
        assert_eq!(t64(Min, 1, u64::MAX, 0), (1, 1));
        assert_eq!(t64(CmpXchg, 1 << 40, 7, 1 << 40), (7, 1 << 40));
        assert_eq!(t64(PreDec, 0, 0, 0), (u64::MAX, u64::MAX));
    }

    #[test]
    fn add() {
        assert_eq!(t(Add, W32, 5, 7, 0), (12, 5));
        assert_eq!(t(Add, W32, 0xffff_ffff, 2, 0), (1, 0xffff_ffff));
        assert_eq!(t(Add, W16, 0xffff, 2, 0), (1, 0xffff));
        // High halves of the dwords take no part in the 16-bit form.
        assert_eq!(t(Add, W16, 0xabcd_0005, 0x1234_0007, 0), (12, 5));
    }

    #[test]
    fn sub() {
        assert_eq!(t(Sub, W32, 5, 7, 0), (0xffff_fffe, 5));
        assert_eq!(t(Sub, W16, 5, 7, 0), (0xfffe, 5));
        assert_eq!(t(Sub, W32, 9, 4, 0), (5, 9));
    }

    #[test]
    fn inc() {
        assert_eq!(t(Inc, W32, 41, 99, 99), (42, 41));
        assert_eq!(t(Inc, W32, 0xffff_ffff, 0, 0), (0, 0xffff_ffff));
        assert_eq!(t(Inc, W16, 0xffff, 0, 0), (0, 0xffff));
    }

    #[test]
    fn dec() {
        assert_eq!(t(Dec, W32, 0, 0, 0), (0xffff_ffff, 0));
        assert_eq!(t(Dec, W16, 0, 0, 0), (0xffff, 0));
        assert_eq!(t(Dec, W32, 10, 0, 0), (9, 10));
    }

    #[test]
    fn min_is_unsigned() {
        assert_eq!(t(Min, W32, 0xffff_ffff, 1, 0), (1, 0xffff_ffff));
        assert_eq!(t(Min, W32, 3, 8, 0), (3, 3));
        assert_eq!(t(Min, W16, 0x8000, 0x7fff, 0), (0x7fff, 0x8000));
    }

    #[test]
    fn max_is_unsigned() {
        assert_eq!(t(Max, W32, 0xffff_ffff, 1, 0), (0xffff_ffff, 0xffff_ffff));
        assert_eq!(t(Max, W32, 3, 8, 0), (8, 3));
        assert_eq!(t(Max, W16, 0x7fff, 0x8000, 0), (0x8000, 0x7fff));
    }

    #[test]
    fn xchg() {
        assert_eq!(t(Xchg, W32, 1, 2, 3), (2, 1));
        assert_eq!(t(Xchg, W16, 1, 0x1_0002, 3), (2, 1));
    }

    #[test]
    fn cmpxchg() {
        // new = (old == src1) ? src0 : old
        assert_eq!(t(CmpXchg, W32, 5, 9, 5), (9, 5));
        assert_eq!(t(CmpXchg, W32, 5, 9, 6), (5, 5));
        assert_eq!(t(CmpXchg, W16, 0x0005, 9, 0xffff_0005), (9, 5));
    }

    #[test]
    fn bitwise() {
        assert_eq!(t(And, W32, 0b1100, 0b1010, 0), (0b1000, 0b1100));
        assert_eq!(t(Or, W32, 0b1100, 0b1010, 0), (0b1110, 0b1100));
        assert_eq!(t(Xor, W32, 0b1100, 0b1010, 0), (0b0110, 0b1100));
        assert_eq!(t(And, W16, 0xff00, 0xffff_0ff0, 0), (0x0f00, 0xff00));
        assert_eq!(t(Or, W16, 0xff00, 0xffff_0ff0, 0), (0xfff0, 0xff00));
        assert_eq!(t(Xor, W16, 0xff00, 0xffff_0ff0, 0), (0xf0f0, 0xff00));
    }

    #[test]
    fn imin_is_signed() {
        // -1 < 1 signed, although 0xffffffff > 1 unsigned.
        assert_eq!(t(IMin, W32, 1, 0xffff_ffff, 0), (0xffff_ffff, 1));
        assert_eq!(t(IMin, W32, (-5i32) as u32, (-3i32) as u32, 0), ((-5i32) as u32, (-5i32) as u32));
        assert_eq!(t(IMin, W16, 1, 0xffff, 0), (0xffff, 1));
        // The returned old value is sign-extended: -2 as W reads as -2 as D.
        assert_eq!(t(IMin, W16, 0xfffe, 3, 0), (0xfffe, 0xffff_fffe));
    }

    #[test]
    fn imax_is_signed() {
        assert_eq!(t(IMax, W32, 1, 0xffff_ffff, 0), (1, 1));
        assert_eq!(t(IMax, W32, 0x8000_0000, 0x7fff_ffff, 0), (0x7fff_ffff, 0x8000_0000));
        assert_eq!(t(IMax, W16, 0x8000, 0x7fff, 0), (0x7fff, 0xffff_8000));
    }

    #[test]
    fn predec_returns_new() {
        assert_eq!(t(PreDec, W32, 10, 0, 0), (9, 9));
        assert_eq!(t(PreDec, W32, 0, 0, 0), (0xffff_ffff, 0xffff_ffff));
        // 16-bit: new 0xffff is -1 as W, returned sign-extended.
        assert_eq!(t(PreDec, W16, 0, 0, 0), (0xffff, 0xffff_ffff));
        assert_eq!(t(PreDec, W16, 7, 0, 0), (6, 6));
    }

    #[test]
    fn fmax_max_num() {
        assert_eq!(t(FMax, W32, F1, F2, 0), (F2, F1));
        assert_eq!(t(FMax, W32, F2, FM1, 0), (F2, F2));
        assert_eq!(t(FMax, W32, FNAN, F1, 0), (F1, FNAN));
        assert_eq!(t(FMax, W32, F1, FNAN, 0), (F1, F1));
        assert_eq!(t(FMax, W16, H1, H2, 0), (H2, H1));
        assert_eq!(t(FMax, W16, HNAN, HM1, 0), (HM1, HNAN));
        assert_eq!(t(FMax, W16, HM1, HNAN, 0), (HM1, HM1));
        // -0 is below +0 (as in the reference): max(-0, +0) is +0.
        assert_eq!(t(FMax, W32, 0x8000_0000, 0, 0), (0, 0x8000_0000));
    }

    #[test]
    fn fmin_min_num() {
        assert_eq!(t(FMin, W32, F1, F2, 0), (F1, F1));
        assert_eq!(t(FMin, W32, F2, FM1, 0), (FM1, F2));
        assert_eq!(t(FMin, W32, FNAN, F2, 0), (F2, FNAN));
        assert_eq!(t(FMin, W32, F2, FNAN, 0), (F2, F2));
        assert_eq!(t(FMin, W16, H2, HM1, 0), (HM1, H2));
        assert_eq!(t(FMin, W16, H1, HNAN, 0), (H1, H1));
        // Two NaNs: the old one stays.
        assert_eq!(t(FMin, W16, 0x7d24, 0xffff, 0), (0x7d24, 0x7d24));
        // -0 is below +0 either way round.
        assert_eq!(t(FMin, W32, 0, 0x8000_0000, 0), (0x8000_0000, 0));
        assert_eq!(t(FMin, W32, 0x8000_0000, 0, 0), (0x8000_0000, 0x8000_0000));
        assert_eq!(t(FMax, W32, 0x8000_0000, 0, 0), (0, 0x8000_0000));
        assert_eq!(t(FMax, W32, 0, 0x8000_0000, 0), (0, 0));
    }

    #[test]
    fn fcmpwr() {
        // new = (src0 == old) ? src1 : old
        assert_eq!(t(FCmpWr, W32, F1, F1, F2), (F2, F1));
        assert_eq!(t(FCmpWr, W32, F1, F2, FM1), (F1, F1));
        assert_eq!(t(FCmpWr, W32, 0x8000_0000, 0, F2), (F2, 0x8000_0000));
        assert_eq!(t(FCmpWr, W32, FNAN, FNAN, F2), (FNAN, FNAN));
        assert_eq!(t(FCmpWr, W16, H1, H1, H2), (H2, H1));
        assert_eq!(t(FCmpWr, W16, H1, H2, HM1), (H1, H1));
    }
}
