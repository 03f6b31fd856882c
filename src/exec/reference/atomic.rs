//! Typed atomics: `llvm.genx.typed.atomic.<op>`, `llvm.visa.typed.atomic.predec`
//! and `llvm.visa.typed.atomic16.<op>` (docs/intrinsics.md).
//!
//! Each operation is written here as the LLVM `atomicrmw` or `cmpxchg` of
//! the same meaning (LangRef), independently of the emulator, which follows
//! the formulas of the DWORD_ATOMIC_OP table: this is the oracle for it. The
//! facts both share (sources read, old or new returned, signed results) are
//! the atomic table's (`visa_passes::isa::atomic`).
//!
//! Per vISA spec, TYPED_ATOMIC: the image is chosen by binding-table index and the
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
use visa_passes::isa::atomic::AtomicOp;

use super::access::{describe_range, group_labels, group_range, overlapping, Access};
use super::outcome::Space;
use super::state::{Exec, Interp, Stop};
use super::value::{float_arith, lane_from_le, mask, sext, Elem, Lane, Ty, Value};

/// LLVM's `atomicrmw` operations (LangRef, "atomicrmw Instruction").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Or,
    Xor,
    /// Signed maximum.
    Max,
    Min,
    UMax,
    UMin,
    /// `maxnum` / `minnum` of the floating-point value.
    FMax,
    FMin,
    /// IEEE addition and subtraction in the value's format, rounded to
    /// nearest even (LangRef: "*ptr = *ptr + val" as `fadd`).
    FAdd,
    FSub,
    /// `old u>= val ? 0 : old + 1` (LangRef; LLVM 16 and later, so the
    /// LLVM 19 build).
    #[cfg(feature = "llvm19")]
    UIncWrap,
    /// `old == 0 || old u> val ? val : old - 1`.
    #[cfg(feature = "llvm19")]
    UDecWrap,
}

/// The value `atomicrmw <op>` stores over `old` with operand `val`, on
/// `bits`-bit integers or floats (LangRef: "*ptr = *ptr op val";
/// integer arithmetic wraps).
pub fn rmw(op: RmwOp, bits: u32, old: u64, val: u64) -> u64 {
    let m = mask(bits);
    let (old, val) = (old & m, val & m);
    let signed = |x: u64| sext(x, bits);
    let stored = match op {
        RmwOp::Xchg => val,
        RmwOp::Add => old.wrapping_add(val),
        RmwOp::Sub => old.wrapping_sub(val),
        RmwOp::And => old & val,
        RmwOp::Or => old | val,
        RmwOp::Xor => old ^ val,
        RmwOp::Max => [old, val][usize::from(signed(val) > signed(old))],
        RmwOp::Min => [old, val][usize::from(signed(val) < signed(old))],
        RmwOp::UMax => old.max(val),
        RmwOp::UMin => old.min(val),
        RmwOp::FMax => float_min_max(bits, old, val, false),
        RmwOp::FMin => float_min_max(bits, old, val, true),
        RmwOp::FAdd => float_arith(float_elem(bits), old, val, |a, b| a + b, |a, b| a + b),
        RmwOp::FSub => float_arith(float_elem(bits), old, val, |a, b| a - b, |a, b| a - b),
        #[cfg(feature = "llvm19")]
        RmwOp::UIncWrap => {
            if old >= val {
                0
            } else {
                old + 1
            }
        }
        #[cfg(feature = "llvm19")]
        RmwOp::UDecWrap => {
            if old == 0 || old > val {
                val
            } else {
                old - 1
            }
        }
    };
    stored & m
}

/// The value `cmpxchg` stores: `new` where `old` equals `cmp` bit for bit,
/// else `old` (LangRef, "cmpxchg Instruction").
pub fn cmpxchg(bits: u32, old: u64, cmp: u64, new: u64) -> u64 {
    let m = mask(bits);
    if old & m == cmp & m {
        new & m
    } else {
        old & m
    }
}

/// A message atomic in those terms: the value it stores and the value it
/// returns, on `bits`-bit data. Each operation of the DWORD_ATOMIC_OP table
/// is the `atomicrmw` or `cmpxchg` of the same meaning; INC/DEC/PREDEC add
/// or subtract one; FCMPWR compares as floats (`fcmp oeq`, so -0 equals +0
/// and NaN equals nothing) where `cmpxchg` compares bits. What is returned
/// (old or new) is the table's fact.
pub fn apply(op: AtomicOp, bits: u32, old: u64, src0: u64, src1: u64) -> (u64, u64) {
    use AtomicOp::*;
    let stored = match op {
        Add => rmw(RmwOp::Add, bits, old, src0),
        Sub => rmw(RmwOp::Sub, bits, old, src0),
        Inc => rmw(RmwOp::Add, bits, old, 1),
        Dec | PreDec => rmw(RmwOp::Sub, bits, old, 1),
        Min => rmw(RmwOp::UMin, bits, old, src0),
        Max => rmw(RmwOp::UMax, bits, old, src0),
        IMin => rmw(RmwOp::Min, bits, old, src0),
        IMax => rmw(RmwOp::Max, bits, old, src0),
        Xchg => rmw(RmwOp::Xchg, bits, old, src0),
        And => rmw(RmwOp::And, bits, old, src0),
        Or => rmw(RmwOp::Or, bits, old, src0),
        Xor => rmw(RmwOp::Xor, bits, old, src0),
        FMin => rmw(RmwOp::FMin, bits, old, src0),
        FMax => rmw(RmwOp::FMax, bits, old, src0),
        CmpXchg => cmpxchg(bits, old, src1, src0),
        FCmpWr => {
            let equal = float(bits, src0) == float(bits, old);
            cmpxchg(bits, old, old, if equal { src1 } else { old })
        }
    };
    let returned = if op.returns_new() { stored } else { old & mask(bits) };
    (stored, returned)
}

/// The float format of `bits`-bit lanes.
fn float_elem(bits: u32) -> Elem {
    match bits {
        16 => Elem::Half,
        64 => Elem::Double,
        _ => Elem::Float,
    }
}

/// A 16- or 32-bit (or 64-bit) float lane as `f64` (exact).
fn float(bits: u32, x: u64) -> f64 {
    match bits {
        16 => f16::from_bits(x as u16).to_f64(),
        64 => f64::from_bits(x),
        _ => f64::from(f32::from_bits(x as u32)),
    }
}

/// IEEE 754 minNum/maxNum (LLVM's `minnum`/`maxnum`): a NaN operand gives
/// the other operand (both NaN: `old` stays). Decided here: -0 is below +0
/// (the standard lets either be returned). Returns the chosen operand's
/// bits unchanged.
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

/// Whether LangRef leaves `atomicrmw fmax`/`fmin`'s stored value open
/// where [`rmw`] picks one: `maxnum`/`minnum` of two NaNs is a NaN (any,
/// by LangRef's NaN rule), and of operands that compare equal "either one"
/// (+0 and -0).
pub fn min_max_open(op: RmwOp, bits: u32, old: u64, val: u64) -> bool {
    if !matches!(op, RmwOp::FMax | RmwOp::FMin) {
        return false;
    }
    let (a, b) = (float(bits, old & mask(bits)), float(bits, val & mask(bits)));
    (a.is_nan() && b.is_nan()) || (a == b && a.is_sign_negative() != b.is_sign_negative())
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
            let returned_defined = if op.returns_new() { new_defined } else { old_defined };
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

impl Interp<'_, '_> {
    /// `llvm.genx.dword.atomic.<op>(<N x i1> pred, i32 surface, <N x i32>
    /// offset, [src0, [src1,]] <N x T> old)` and `llvm.genx.svm.atomic.<op>(<N x
    /// i1> pred, <N x i64> addr, [src0, [src1,]] <N x T> old)`, returning `<N x T>`.
    ///
    /// Each enabled lane, in lane order, is the `atomicrmw`/`cmpxchg` of the
    /// operation ([`apply`]) on the 32-bit (or, for SVM, 64-bit) value at
    /// its byte offset or address, and returns the old value (PREDEC: the
    /// new one). The 16-bit forms (`llvm.visa.{dword,svm}.atomic16.<op>`)
    /// work on the 2-byte word there with the low halves of i32 lanes, and
    /// return it zero-extended (sign-extended for IMIN, IMAX, PREDEC), as
    /// the typed 16-bit atomics do. Disabled lanes return `old` (the intrinsic's "original
    /// value of the register that the data is read into"). DWORD_ATOMIC's
    /// surface is bounded ("On read: zeros are returned. On write: data is
    /// dropped"); SVM addresses fault outside every allocation. A misaligned
    /// lane is undefined behaviour (its result and the bytes it updates are
    /// undefined). Lanes updating one address see each other's results,
    /// recorded `ub: false` (the pages leave their order open).
    pub(super) fn addressed_atomic(
        &mut self,
        what: &str,
        op: AtomicOp,
        svm: bool,
        is_16bit: bool,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Value> {
        let sources = usize::from(op.has_src0()) + usize::from(op.has_src1());
        let shape = if svm {
            "(<N x i1> pred, <N x i64> addr, [src0, [src1,]] <N x T> old) returning <N x T>, T of 32 or 64 bits"
        } else {
            "(<N x i1> pred, i32 surface, <N x i32> offset, [src0, [src1,]] <N x T> old) returning <N x T>, T of 32 bits"
        };
        let bad = || Stop::Unsupported(format!("{what} must have the operands {shape}"));
        let fixed = if svm { 2 } else { 3 };
        if args.len() != fixed + sources + 1 {
            return Err(bad());
        }
        let (pred, surface, addrs) =
            if svm { (&args[0], None, &args[1]) } else { (&args[0], Some(&args[1]), &args[2]) };
        let (src, old) = (&args[fixed..fixed + sources], &args[fixed + sources]);
        let n = pred.ty.count();
        let lane_bits = old.ty.elem.bits();
        // The 16-bit forms hold their data in the low half of i32 lanes.
        let bits = if is_16bit { 16 } else { lane_bits };
        let lanes_ok = if is_16bit {
            old.ty.elem == Elem::Int(32)
        } else {
            (lane_bits == 32 || svm && lane_bits == 64) && old.ty.elem.is_float() == op.is_float()
        };
        let data_ok = old.ty.is_vector() && old.ty.count() == n && lanes_ok && src.iter().all(|s| s.ty == old.ty);
        let address_ok = if svm {
            matches!(addrs.ty.elem, Elem::Int(64) | Elem::Ptr(super::value::AddrSpace::Global))
        } else {
            addrs.ty.elem == Elem::Int(32)
        };
        if pred.ty.elem != Elem::Int(1)
            || !pred.ty.is_vector()
            || !data_ok
            || !address_ok
            || addrs.ty.count() != n
            || ret != Some(old.ty)
        {
            return Err(bad());
        }
        let mut result = old.lanes.clone();
        let target = match surface {
            None => Some(super::message::Target::Stateless),
            Some(surface) => self.surface_target(what, surface)?,
        };
        let Some(target) = target else { return Ok(Value { ty: old.ty, lanes: result }) };
        let space = if svm { Space::Svm } else { target.space() };
        let bytes = (bits / 8) as usize;
        let mut updates = Vec::new();
        for (i, out) in result.iter_mut().enumerate() {
            let lane = i as u32;
            match pred.lane(i) {
                Some(0) => continue,
                None => {
                    self.lane_finding(true, what, lane, "the predicate is poison");
                    *out = None;
                    if let Some(address) = addrs.lane(i) {
                        self.mark_undefined(space, address, bytes);
                    }
                    continue;
                }
                Some(_) => {}
            }
            let Some(address) = addrs.lane(i) else {
                self.lane_finding(true, what, lane, super::outcome::POISON_ADDRESS);
                *out = None;
                continue;
            };
            let address = if svm { address } else { address & 0xffff_ffff };
            let aligned = address.is_multiple_of(bytes as u64);
            if !aligned {
                let message = format!("address {address:#x} is not {bytes}-byte aligned");
                self.lane_finding(true, what, lane, &message);
            }
            let read = self.read_target_bytes(target, address, bytes, lane, what)?;
            let old_value = lane_from_le(&read.data);
            let old_defined = !read.any_undefined() && aligned;
            let src0 = src.first().map_or(Some(0), |s| s.lane(i));
            let src1 = src.get(1).map_or(Some(0), |s| s.lane(i));
            let (new, returned) = apply(op, bits, old_value, src0.unwrap_or(0), src1.unwrap_or(0));
            let (uses_old, uses_src0, uses_src1) = uses(op);
            let new_defined = aligned
                && (!uses_old || old_defined)
                && (!uses_src0 || src0.is_some())
                && (!uses_src1 || src1.is_some());
            if self.write_target(target, address, &new.to_le_bytes()[..bytes], new_defined, lane, what)? {
                updates.push(Access { label: format!("lane {lane}"), space, address, len: bytes as u64 });
            }
            let returned_defined = if op.returns_new() { new_defined } else { old_defined };
            *out = returned_defined.then(|| widen(op, bits, returned));
        }
        for group in overlapping(&updates) {
            let (space, start, end) = group_range(&updates, &group);
            let message = format!(
                "{what}: {} update the same address ({}), applied in lane order; the page leaves their order non-deterministic",
                group_labels(&updates, &group),
                describe_range(space, start, end)
            );
            self.finding(false, message);
        }
        Ok(Value { ty: old.ty, lanes: result })
    }
}

/// A returned value in its dword: 16-bit results zero-extended, or
/// sign-extended where the table's data type is signed (IMIN, IMAX, PREDEC).
fn widen(op: AtomicOp, bits: u32, value: u64) -> u64 {
    if bits == 16 && op.desc().signed_result {
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

    /// LangRef's `maxnum`/`minnum` leave two NaNs and zeros of both signs
    /// open, nothing else.
    #[test]
    fn min_max_open_where_langref_allows_either() {
        let f = |x: f32| u64::from(x.to_bits());
        let (nan, other_nan) = (f(f32::NAN), 0x7fc0_0001);
        assert!(min_max_open(RmwOp::FMax, 32, nan, other_nan));
        assert!(min_max_open(RmwOp::FMin, 32, f(0.0), f(-0.0)));
        assert!(!min_max_open(RmwOp::FMin, 32, f(0.0), f(0.0)), "equal bits: one answer");
        assert!(!min_max_open(RmwOp::FMax, 32, nan, f(1.0)), "a NaN gives the other operand");
        assert!(!min_max_open(RmwOp::FMax, 32, f(-0.0), f(1.0)));
        assert!(!min_max_open(RmwOp::FAdd, 32, nan, nan), "fadd's NaN rule is applied elsewhere");
        // Half: +0 and -0 (0x8000); a double's two NaNs.
        assert!(min_max_open(RmwOp::FMax, 16, 0, 0x8000));
        assert!(min_max_open(RmwOp::FMin, 64, f64::NAN.to_bits(), 0x7ff0_0000_0000_0001));
    }

    /// LangRef's formulas, by hand: uinc_wrap wraps to 0 at the bound,
    /// udec_wrap to the bound at 0 and above it.
    #[cfg(feature = "llvm19")]
    #[test]
    fn wrapping_increment_and_decrement() {
        assert_eq!(rmw(RmwOp::UIncWrap, 32, 4, 5), 5);
        assert_eq!(rmw(RmwOp::UIncWrap, 32, 5, 5), 0);
        assert_eq!(rmw(RmwOp::UIncWrap, 32, 9, 5), 0);
        assert_eq!(rmw(RmwOp::UIncWrap, 32, 0xffff_fffe, u64::from(u32::MAX)), 0xffff_ffff);
        assert_eq!(rmw(RmwOp::UDecWrap, 32, 0, 5), 5);
        assert_eq!(rmw(RmwOp::UDecWrap, 32, 9, 5), 5);
        assert_eq!(rmw(RmwOp::UDecWrap, 32, 3, 5), 2);
        assert_eq!(rmw(RmwOp::UDecWrap, 16, 0, 0xffff), 0xffff);
    }
}
