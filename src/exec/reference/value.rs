//! Values of the reference interpreter.
//!
//! A value is a type and one lane per vector element (a scalar has one
//! lane). A lane is `Some(bits)` or `None`: `None` is *undefined*, which is
//! how both `poison` and `undef` are represented. Treating `undef` as poison
//! is the conservative reading: every result it could produce is left
//! unchecked rather than guessed (LLVM would let `and undef, 0` be 0; here it
//! stays undefined).
//!
//! Bits are kept zero-extended in a `u64`: integers masked to their width,
//! floats as their IEEE bit pattern, pointers as 64-bit SVM addresses
//! (addrspace 0 and 1) or 32-bit SLM offsets (addrspace 3).

use half::f16;

/// Address spaces the interpreter executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrSpace {
    /// addrspace(0) and addrspace(1): 64-bit SVM addresses.
    Global,
    /// addrspace(3): 32-bit offsets into SLM.
    Local,
}

/// The type of one lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// An integer of 1..=64 bits.
    Int(u32),
    Half,
    Float,
    Double,
    Ptr(AddrSpace),
}

impl Elem {
    /// Significant bits of a lane.
    pub fn bits(self) -> u32 {
        match self {
            Elem::Int(w) => w,
            Elem::Half => 16,
            Elem::Float => 32,
            Elem::Double => 64,
            Elem::Ptr(AddrSpace::Global) => 64,
            Elem::Ptr(AddrSpace::Local) => 32,
        }
    }

    /// Bytes a lane takes in memory and in returned values: `i1` one byte,
    /// `i20` three (LangRef: the store size), pointers by address space.
    pub fn store_bytes(self) -> usize {
        self.bits().div_ceil(8) as usize
    }

    pub fn is_float(self) -> bool {
        matches!(self, Elem::Half | Elem::Float | Elem::Double)
    }
}

/// A scalar or fixed vector type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ty {
    pub elem: Elem,
    /// `Some(n)` for `<n x elem>`.
    pub lanes: Option<u32>,
}

impl Ty {
    pub fn scalar(elem: Elem) -> Ty {
        Ty { elem, lanes: None }
    }

    pub fn vector(elem: Elem, lanes: u32) -> Ty {
        Ty { elem, lanes: Some(lanes) }
    }

    /// Number of lanes (1 for a scalar).
    pub fn count(self) -> usize {
        self.lanes.map_or(1, |n| n as usize)
    }

    pub fn is_vector(self) -> bool {
        self.lanes.is_some()
    }
}

/// One lane: its bits, or `None` when undefined (poison or undef).
pub type Lane = Option<u64>;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    pub ty: Ty,
    pub lanes: Vec<Lane>,
}

impl Value {
    /// A value of `ty` with every lane undefined.
    pub fn undefined(ty: Ty) -> Value {
        Value { ty, lanes: vec![None; ty.count()] }
    }

    /// A value of `ty` with every lane `bits` (masked to the lane width).
    pub fn splat(ty: Ty, bits: u64) -> Value {
        Value { ty, lanes: vec![Some(bits & mask(ty.elem.bits())); ty.count()] }
    }

    /// Lane `i`, broadcasting a scalar to every lane.
    pub fn lane(&self, i: usize) -> Lane {
        if self.ty.is_vector() {
            self.lanes.get(i).copied().flatten()
        } else {
            self.lanes.first().copied().flatten()
        }
    }

    /// The value's bytes as LLVM stores them (little-endian, lanes back to
    /// back at their store size), with which bytes are undefined.
    pub fn to_bytes(&self) -> (Vec<u8>, Vec<bool>) {
        let size = self.ty.elem.store_bytes();
        let mut bytes = Vec::with_capacity(size * self.lanes.len());
        let mut undefined = Vec::with_capacity(size * self.lanes.len());
        for lane in &self.lanes {
            bytes.extend_from_slice(&lane.unwrap_or(0).to_le_bytes()[..size]);
            undefined.extend(std::iter::repeat_n(lane.is_none(), size));
        }
        (bytes, undefined)
    }
}

/// The low `bits` bits set.
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// `v` (of `bits` bits) sign-extended to 64 bits.
pub fn sext(v: u64, bits: u32) -> i64 {
    let shift = 64 - bits.clamp(1, 64);
    ((v << shift) as i64) >> shift
}

/// Reads a lane of `size` bytes from little-endian `bytes`.
pub fn lane_from_le(bytes: &[u8]) -> u64 {
    let mut buf = [0u8; 8];
    let n = bytes.len().min(8);
    buf[..n].copy_from_slice(&bytes[..n]);
    u64::from_le_bytes(buf)
}

/// A float lane as an `f64` (exact for half, float and double).
pub fn float_of(elem: Elem, bits: u64) -> f64 {
    match elem {
        Elem::Half => f16::from_bits(bits as u16).to_f64(),
        Elem::Float => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// `fadd`/`fsub`/`fmul` in the lane's own precision. Half goes through f32:
/// f32 keeps more than 2 * 11 + 2 bits, so rounding the f32 result to half
/// gives the correctly rounded half result (no double-rounding error).
pub fn float_arith(elem: Elem, a: u64, b: u64, op: impl Fn(f64, f64) -> f64, op32: impl Fn(f32, f32) -> f32) -> u64 {
    match elem {
        Elem::Half => {
            let r = op32(f16::from_bits(a as u16).to_f32(), f16::from_bits(b as u16).to_f32());
            u64::from(f16::from_f32(r).to_bits())
        }
        Elem::Float => u64::from(op32(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits()),
        _ => op(f64::from_bits(a), f64::from_bits(b)).to_bits(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_extension_and_masks() {
        assert_eq!(sext(1, 1), -1);
        assert_eq!(sext(0x7f, 8), 127);
        assert_eq!(sext(0x80, 8), -128);
        assert_eq!(sext(u64::MAX, 64), -1);
        assert_eq!(mask(1), 1);
        assert_eq!(mask(64), u64::MAX);
    }

    #[test]
    fn half_arithmetic_rounds_once() {
        let one = u64::from(f16::from_f32(1.0).to_bits());
        let eps = u64::from(f16::from_f32(0.000_488_281_25).to_bits()); // 2^-11: a tie
        let r = float_arith(Elem::Half, one, eps, |a, b| a + b, |a, b| a + b);
        assert_eq!(r, one, "ties round to even");
    }
}
