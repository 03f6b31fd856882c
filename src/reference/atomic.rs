//! Typed atomics: `llvm.genx.typed.atomic.<op>`, `llvm.visa.typed.atomic.predec`
//! and `llvm.visa.typed.atomic16.<op>` (docs/intrinsics.md).
//!
//! The operations are written out here from DWORD_ATOMIC.md's table,
//! independently of the emulator's: this is the oracle for it.
//!
//! Per TYPED_ATOMIC.md: the image is chosen by binding-table index and the
//! texel by (U, V, R, LOD) as the Notes table gives each kind
//! (`Image::texel_offset`); out of bounds, "On read: zeros are returned. On
//! write: data is dropped." Lanes run in lane order; lanes on the same
//! texel see each other's results (the page says the order is
//! non-deterministic, so that is recorded, `ub: false`). A disabled lane
//! returns nothing the input defines (its result lane is undefined, which
//! is not undefined behaviour by itself). 16-bit forms: "only the lower
//! 16bit part of each dword is used", on 16-bit texels; a 16-bit op on a
//! 32-bit image or a 32-bit op on a 16-bit one is undefined behaviour and
//! the lane does nothing.

use half::f16;
use visa_passes::atomic::AtomicOp;

use super::access::{describe_range, group_labels, group_range, overlapping, Access};
use super::value::{lane_from_le, mask, sext, Elem, Lane, Ty, Value};
use super::{Exec, Interp, Space, Stop};

/// The new value an operation stores and the value it returns, on
/// `bits`-bit data (16 or 32), per DWORD_ATOMIC.md's table:
///
/// | op | new | returns |
/// | --- | --- | --- |
/// | ADD | old + src0 | old |
/// | SUB | old - src0 | old |
/// | INC | old + 1 | old |
/// | DEC | old - 1 | old |
/// | MIN / MAX | min/max(old, src0), unsigned | old |
/// | XCHG | src0 | old |
/// | CMPXCHG | (old == src1) ? src0 : old | old |
/// | AND / OR / XOR | old &, \|, ^ src0 | old |
/// | IMIN / IMAX | min/max(old, src0), signed | old |
/// | PREDEC | old - 1 | new |
/// | FMAX / FMIN | max/min(old, src0), float | old |
/// | FCMPWR | (src0 == old) ? src1 : old, float compare | old |
pub fn apply(op: AtomicOp, bits: u32, old: u64, src0: u64, src1: u64) -> (u64, u64) {
    let m = mask(bits);
    let (old, src0, src1) = (old & m, src0 & m, src1 & m);
    let signed = |x: u64| sext(x, bits);
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
            if signed(src0) < signed(old) {
                src0
            } else {
                old
            }
        }
        AtomicOp::IMax => {
            if signed(src0) > signed(old) {
                src0
            } else {
                old
            }
        }
        AtomicOp::FMin => float_min_max(bits, old, src0, true),
        AtomicOp::FMax => float_min_max(bits, old, src0, false),
        AtomicOp::FCmpWr => {
            if float(bits, src0) == float(bits, old) {
                src1
            } else {
                old
            }
        }
    } & m;
    let returned = if op == AtomicOp::PreDec { new } else { old };
    (new, returned)
}

/// A 16- or 32-bit float lane as `f64` (exact).
fn float(bits: u32, x: u64) -> f64 {
    if bits == 16 {
        f16::from_bits(x as u16).to_f64()
    } else {
        f64::from(f32::from_bits(x as u32))
    }
}

/// IEEE 754 minNum/maxNum: a NaN operand gives the other operand (both
/// NaN: `old` stays). Decided here: -0 is below +0 (the standard lets
/// either be returned). Returns the chosen operand's bits unchanged.
fn float_min_max(bits: u32, old: u64, src0: u64, min: bool) -> u64 {
    let (a, b) = (float(bits, old), float(bits, src0));
    if b.is_nan() {
        return old;
    }
    if a.is_nan() {
        return src0;
    }
    let a_first = if a == b {
        // Equal values differ only in the sign of zero: min takes -0, max +0.
        a.is_sign_negative() == min
    } else {
        (a < b) == min
    };
    if a_first {
        old
    } else {
        src0
    }
}

/// Which inputs the stored value depends on, for undefined tracking.
fn uses(op: AtomicOp) -> (bool, bool, bool) {
    let uses_old = op != AtomicOp::Xchg;
    (uses_old, op.has_src0(), op.has_src1())
}

/// The checked operands of a typed atomic.
pub(super) struct TypedAtomic<'v> {
    pred: &'v Value,
    surface: &'v Value,
    /// src0 and src1, as many as the op takes.
    src: &'v [Value],
    /// u, v, r, lod.
    coords: &'v [Value],
    ret: Ty,
}

/// Checks `(<N x i1> pred, i32 surface, [src0, [src1,]] <N x i32> u, v, r, lod)` returning `<N x i32>`
/// (`float` lanes are accepted for sources and result: the bits are what count).
pub(super) fn typed_atomic_shape<'v>(
    what: &str,
    op: AtomicOp,
    args: &'v [Value],
    ret: Option<Ty>,
) -> Exec<TypedAtomic<'v>> {
    let sources = usize::from(op.has_src0()) + usize::from(op.has_src1());
    let shape = match sources {
        0 => "(<N x i1> pred, i32 surface, <N x i32> u, v, r, lod) returning <N x i32>",
        1 => "(<N x i1> pred, i32 surface, <N x i32> src, <N x i32> u, v, r, lod) returning <N x i32>",
        _ => "(<N x i1> pred, i32 surface, <N x i32> src0, src1, <N x i32> u, v, r, lod) returning <N x i32>",
    };
    let bad = || Stop::Unsupported(format!("{what} must have the operands {shape}"));
    let Some(ret) = ret else { return Err(bad()) };
    let [pred, surface, rest @ ..] = args else { return Err(bad()) };
    if rest.len() != sources + 4 {
        return Err(bad());
    }
    let (src, coords) = rest.split_at(sources);
    let n = pred.ty.count();
    let dword = |ty: Ty| ty.is_vector() && ty.count() == n && matches!(ty.elem, Elem::Int(32) | Elem::Float);
    let ok = pred.ty.elem == Elem::Int(1)
        && pred.ty.is_vector()
        && dword(ret)
        && src.iter().all(|s| dword(s.ty))
        && coords.iter().all(|c| c.ty.elem == Elem::Int(32) && dword(c.ty));
    if !ok {
        return Err(bad());
    }
    Ok(TypedAtomic { pred, surface, src, coords, ret })
}

impl Interp<'_, '_> {
    /// Runs a typed atomic, lane by lane.
    pub(super) fn typed_atomic(
        &mut self,
        what: &str,
        op: AtomicOp,
        is_16bit: bool,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Value> {
        let TypedAtomic { pred, surface, src, coords, ret } = typed_atomic_shape(what, op, args, ret)?;
        let n = pred.ty.count();
        let bits = if is_16bit { 16 } else { 32 };
        let mut result: Vec<Lane> = vec![None; n];
        let Some(bti) = self.image_index(what, surface) else { return Ok(Value { ty: ret, lanes: result }) };
        let mut updates = Vec::new();
        for (i, out) in result.iter_mut().enumerate() {
            let lane = i as u32;
            let enabled = pred.lane(i);
            if enabled == Some(0) {
                continue; // disabled: the result lane stays undefined
            }
            let coordinates: Option<Vec<u64>> = coords.iter().map(|c| c.lane(i)).collect();
            let Some(coordinates) = coordinates else {
                self.lane_finding(true, what, lane, "a coordinate is poison");
                continue;
            };
            let Some(image) = self.memory.images.get(&bti) else { continue };
            let [u, v, r, lod] = [0, 1, 2, 3].map(|k| coordinates[k] as u32);
            let offset = image.texel_offset(u, v, r, lod);
            let texel_bytes = image.format.bytes() as usize;
            let format = image.format.name();
            if enabled.is_none() {
                self.lane_finding(true, what, lane, "the predicate is poison");
                if let Some(offset) = offset {
                    self.set_shadow(Space::Image(bti), offset as u64, texel_bytes, true);
                }
                continue;
            }
            if texel_bytes * 8 != bits as usize {
                let message = format!("a {bits}-bit atomic on a {format} image; the lane does nothing");
                self.lane_finding(true, what, lane, &message);
                continue;
            }
            let Some(offset) = offset else {
                *out = Some(0); // out of bounds: zeros returned, the write dropped
                continue;
            };
            let space = Space::Image(bti);
            let Some(old_bytes) = self.buffer(space).and_then(|data| data.get(offset..offset + texel_bytes)) else {
                continue;
            };
            let old = lane_from_le(old_bytes);
            let old_defined = !self.shadow(space, offset as u64, texel_bytes).contains(&true);
            let src0 = src.first().map_or(Some(0), |s| s.lane(i));
            let src1 = src.get(1).map_or(Some(0), |s| s.lane(i));
            let (new, returned) = apply(op, bits, old, src0.unwrap_or(0), src1.unwrap_or(0));
            let (uses_old, uses_src0, uses_src1) = uses(op);
            let new_defined =
                (!uses_old || old_defined) && (!uses_src0 || src0.is_some()) && (!uses_src1 || src1.is_some());
            let returned_defined = if op == AtomicOp::PreDec { new_defined } else { old_defined };
            let texel = self.memory.images.get_mut(&bti).and_then(|i| i.data.get_mut(offset..offset + texel_bytes));
            if let Some(texel) = texel {
                texel.copy_from_slice(&new.to_le_bytes()[..texel_bytes]);
            }
            self.set_shadow(space, offset as u64, texel_bytes, !new_defined);
            *out = returned_defined.then(|| widen(op, bits, returned));
            updates.push(Access {
                label: format!("lane {lane}"),
                space,
                address: offset as u64,
                len: texel_bytes as u64,
            });
        }
        for group in overlapping(&updates) {
            let (space, start, end) = group_range(&updates, &group);
            let message = format!(
                "{what}: {} update the same texel ({}), applied in lane order; the page leaves their order non-deterministic",
                group_labels(&updates, &group),
                describe_range(space, start, end)
            );
            self.finding(false, message);
        }
        Ok(Value { ty: ret, lanes: result })
    }

    /// The image a surface index names, or `None` (with a finding).
    fn image_index(&mut self, what: &str, surface: &Value) -> Option<u8> {
        let Some(index) = surface.lane(0) else {
            self.finding(true, format!("{what}: the surface index is poison; no lane runs"));
            return None;
        };
        match u8::try_from(index) {
            Ok(bti) if self.memory.images.contains_key(&bti) => Some(bti),
            _ => {
                self.finding(true, format!("{what}: surface {index} is not an image of the launch; no lane runs"));
                None
            }
        }
    }
}

/// A returned value in its dword: 16-bit results zero-extended, or
/// sign-extended where the table's data type is signed (IMIN, IMAX, PREDEC).
fn widen(op: AtomicOp, bits: u32, value: u64) -> u64 {
    let signed = matches!(op, AtomicOp::IMin | AtomicOp::IMax | AtomicOp::PreDec);
    if bits == 16 && signed {
        sext(value, 16) as u64 & mask(32)
    } else {
        value & mask(bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_rows() {
        assert_eq!(apply(AtomicOp::Add, 32, u64::from(u32::MAX), 2, 0), (1, u64::from(u32::MAX)));
        assert_eq!(apply(AtomicOp::Sub, 16, 0, 1, 0), (0xffff, 0));
        assert_eq!(apply(AtomicOp::PreDec, 32, 5, 0, 0), (4, 4));
        assert_eq!(apply(AtomicOp::IMin, 32, 1, 0xffff_ffff, 0), (0xffff_ffff, 1));
        assert_eq!(apply(AtomicOp::Min, 32, 1, 0xffff_ffff, 0), (1, 1));
        assert_eq!(apply(AtomicOp::CmpXchg, 32, 7, 9, 7), (9, 7));
        assert_eq!(apply(AtomicOp::CmpXchg, 32, 7, 9, 8), (7, 7));
        let (one, nan) = (u64::from(1.0f32.to_bits()), u64::from(f32::NAN.to_bits()));
        assert_eq!(apply(AtomicOp::FMax, 32, nan, one, 0).0, one);
        assert_eq!(apply(AtomicOp::FMin, 32, one, nan, 0).0, one);
        let (pz, nz) = (0u64, u64::from((-0.0f32).to_bits()));
        assert_eq!(apply(AtomicOp::FMin, 32, pz, nz, 0).0, nz);
        assert_eq!(apply(AtomicOp::FMax, 32, nz, pz, 0).0, pz);
        assert_eq!(apply(AtomicOp::FCmpWr, 32, pz, nz, one).0, one, "-0 == +0");
        assert_eq!(widen(AtomicOp::IMax, 16, 0x8000), 0xffff_8000);
        assert_eq!(widen(AtomicOp::Max, 16, 0x8000), 0x8000);
    }
}
