//! The vector compiler's region intrinsics, as vc-intrinsics documents
//! them (`GenXIntrinsics`, "rdregion", "wrregion", "wrpredregion"):
//!
//! * `rdregion(src, vstride, width, stride, offset, parent_width)`: result
//!   element `i` is `src[offset / size + (i / width) * vstride + (i % width) * stride]`,
//!   the offset in bytes;
//! * `wrregion(old, new, vstride, width, stride, offset, parent_width, mask)`:
//!   `old`, with element `i` of `new` written at that index where the mask
//!   (one `i1`, or one per element of `new`) is set;
//! * `wrpredregion(old, new, offset)`: `old` with lanes `offset..` replaced
//!   by `new`'s, the offset in lanes.
//!
//! The region parameters must be constants; the offset may be a variable.
//! An index outside the vector, a negative or unaligned offset, is undefined
//! behaviour: the lane read is poison, a write makes the whole result
//! poison. `parent_width` only helps the compiler and is not read. A
//! rdregion offset may be a vector, one byte offset per row of `width`
//! elements ("multi-indirect"): element `i` is then
//! `src[offset[i / width] / size + (i % width) * stride]` (the vertical
//! stride is not read); a wrregion's must be one offset.

use super::state::Exec;
use super::state::Stop;
use super::value::{sext, Lane, Ty, Value};
use crate::input::ops::Intrinsic;

/// The region parameters of a call: vstride, width, stride.
fn params(what: &str, args: &[Value], first: usize) -> Exec<[usize; 3]> {
    let mut out = [0usize; 3];
    for (k, slot) in out.iter_mut().enumerate() {
        let a = &args[first + k];
        let bits = a.lanes.first().copied().flatten().filter(|_| !a.ty.is_vector());
        let Some(bits) = bits else {
            return Err(Stop::Unsupported(format!(
                "`{what}`: the vertical stride, width and stride must be constant integers"
            )));
        };
        *slot = usize::try_from(sext(bits, a.ty.elem.bits()).max(0)).unwrap_or(usize::MAX);
    }
    if out[1] == 0 {
        return Err(Stop::Unsupported(format!("`{what}`: the region width must not be 0")));
    }
    Ok(out)
}

/// The element index of region element `i`, given the first one.
fn index(first: usize, [vstride, width, stride]: [usize; 3], i: usize) -> usize {
    first.saturating_add((i / width).saturating_mul(vstride)).saturating_add((i % width).saturating_mul(stride))
}

/// The first element a byte offset names: `None` (undefined) for poison, a
/// negative offset or one not a multiple of the element size.
fn first_element(offset: &Value, size: usize) -> Option<usize> {
    let bits = offset.lanes.first().copied().flatten()?;
    let bytes = usize::try_from(sext(bits, offset.ty.elem.bits())).ok()?;
    (bytes % size == 0).then_some(bytes / size)
}

/// A call to a region intrinsic with its arguments (their number checked).
pub(super) fn region(what: &str, op: Intrinsic, args: &[Value], ty: Ty) -> Exec<Value> {
    let offset_at = match op {
        Intrinsic::RdRegion => 4,
        Intrinsic::WrRegion => 5,
        _ => 2,
    };
    if args[offset_at].ty.is_vector() && op != Intrinsic::RdRegion {
        return Err(Stop::Unsupported(format!(
            "`{what}` with a vector of offsets (multi-indirect) is not supported; supported: one offset"
        )));
    }
    let old = &args[0];
    if old.ty.elem != ty.elem || (op != Intrinsic::RdRegion && old.ty.count() != ty.count()) {
        return Err(Stop::Unsupported(format!("`{what}`: the result's type does not match the vector's")));
    }
    let size = ty.elem.store_bytes();
    match op {
        Intrinsic::RdRegion if args[4].ty.is_vector() => {
            let [_, width, stride] = params(what, args, 1)?;
            let offsets = &args[4];
            if offsets.ty.count() * width != ty.count() {
                return Err(Stop::Unsupported(format!(
                    "`{what}`: {} row offsets for {} elements in rows of {width}",
                    offsets.ty.count(),
                    ty.count()
                )));
            }
            let lanes = (0..ty.count()).map(|i| {
                let row = Value { ty: Ty::scalar(offsets.ty.elem), lanes: vec![offsets.lane(i / width)] };
                let first = first_element(&row, size)?;
                old.lanes.get(first.saturating_add((i % width).saturating_mul(stride))).copied().flatten()
            });
            Ok(Value { ty, lanes: lanes.collect() })
        }
        Intrinsic::RdRegion => {
            let p = params(what, args, 1)?;
            let first = first_element(&args[4], size);
            let lanes = (0..ty.count()).map(|i| first.and_then(|f| old.lanes.get(index(f, p, i)).copied().flatten()));
            Ok(Value { ty, lanes: lanes.collect() })
        }
        Intrinsic::WrRegion => {
            let p = params(what, args, 2)?;
            let (new, mask) = (&args[1], &args[7]);
            if new.ty.elem != ty.elem || (mask.ty.is_vector() && mask.ty.count() != new.ty.count()) {
                return Err(Stop::Unsupported(format!(
                    "`{what}`: the new value must have the vector's element type and the mask one lane per element"
                )));
            }
            let Some(first) = first_element(&args[5], size) else { return Ok(Value::undefined(ty)) };
            let mut lanes: Vec<Lane> = old.lanes.clone();
            for i in 0..new.ty.count() {
                let at = index(first, p, i);
                let Some(slot) = lanes.get_mut(at) else { return Ok(Value::undefined(ty)) };
                match mask.lane(i) {
                    Some(1) => *slot = new.lane(i),
                    Some(_) => {}
                    None => *slot = None,
                }
            }
            Ok(Value { ty, lanes })
        }
        _ => {
            let new = &args[1];
            let first = args[2].lanes.first().copied().flatten().and_then(|b| usize::try_from(b).ok());
            let Some(first) = first.filter(|f| f.saturating_add(new.ty.count()) <= ty.count()) else {
                return Ok(Value::undefined(ty));
            };
            let mut lanes: Vec<Lane> = old.lanes.clone();
            for i in 0..new.ty.count() {
                lanes[first + i] = new.lane(i);
            }
            Ok(Value { ty, lanes })
        }
    }
}
