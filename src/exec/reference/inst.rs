//! The IR instructions (docs/arithmetic.md), lane by lane, with LangRef's
//! poison rules: an operation on a poison operand gives poison, except
//! `select`, which only looks at the arm it picks.
//!
//! The same code folds constant expressions (`eval` with `is_instruction`
//! false): LLVM builds both from the same opcode and operand layout.

use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use visa_passes::ir::llvm::{
    element_type, fast_math_flags, fcmp_predicate, gep_source_element_type, has_fixed_size, icmp_predicate,
    num_operands, poison_flags, read_shuffle_mask, struct_field_type, type_kind, PoisonFlags, RawValue,
};

use super::operand::{type_text, value_text};
use super::state::{Exec, Interp, Stop};
use super::value::{float_arith, float_of, mask, sext, Elem, Lane, Ty, Value};

/// The fast-math flags that change results (LangRef "Fast-Math Flags").
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct FastMath {
    /// NaN arguments or results give poison.
    pub nnan: bool,
    /// Infinite arguments or results give poison.
    pub ninf: bool,
    /// The sign of a zero result is not significant: it is left undefined.
    pub nsz: bool,
}

impl Interp<'_, '_> {
    /// Executes the operation `opcode` of instruction (or constant
    /// expression) `v`, whose result has type `ty`.
    pub(super) fn eval(&mut self, opcode: LLVMOpcode, v: LLVMValueRef, ty: Ty, is_instruction: bool) -> Exec<Value> {
        use LLVMOpcode::*;
        match opcode {
            LLVMAdd | LLVMSub | LLVMMul | LLVMShl | LLVMLShr | LLVMAShr | LLVMAnd | LLVMOr | LLVMXor => {
                let (a, b) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
                let Elem::Int(width) = ty.elem else { return Err(unexpected(v)) };
                let flags = poison_flags(&RawValue(v));
                if width == 64 && matches!(opcode, LLVMAdd | LLVMSub) {
                    self.carries += (0..ty.count())
                        .filter(|&i| matches!((a.lane(i), b.lane(i)), (Some(x), Some(y)) if dword_carry(opcode == LLVMSub, x, y)))
                        .count() as u64;
                }
                Ok(lanewise2(ty, &a, &b, |x, y| int_binop(opcode, flags, width, x, y)))
            }
            LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem => {
                let (a, b) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
                let Elem::Int(width) = ty.elem else { return Err(unexpected(v)) };
                let exact = poison_flags(&RawValue(v)).exact;
                let name = crate::input::ops::opcode_name(opcode);
                let mut lanes = Vec::with_capacity(ty.count());
                for i in 0..ty.count() {
                    let lane = match (a.lane(i), b.lane(i)) {
                        (Some(x), Some(y)) => match int_div(opcode, exact, width, x, y) {
                            Ok(r) => r,
                            Err(why) => {
                                // Immediate undefined behaviour (LangRef): the lane is undefined.
                                self.lane_finding(true, name, i as u32, why);
                                None
                            }
                        },
                        _ => None,
                    };
                    lanes.push(lane);
                }
                Ok(Value { ty, lanes })
            }
            LLVMFNeg => {
                let a = self.operand_at(v, 0)?;
                if !ty.elem.is_float() {
                    return Err(unexpected(v));
                }
                // LangRef: "a copy of its operand with the sign bit flipped".
                let sign = 1u64 << (ty.elem.bits() - 1);
                Ok(Value { ty, lanes: a.lanes.iter().map(|l| l.map(|x| x ^ sign)).collect() })
            }
            LLVMFDiv => {
                let (a, b) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
                if !ty.elem.is_float() {
                    return Err(unexpected(v));
                }
                let fmf = if is_instruction { fast_math(v) } else { FastMath::default() };
                if is_instruction && crate::input::ops::fdiv_may_approximate(v) {
                    self.approximate(super::approx::divide(ty.elem));
                }
                Ok(lanewise2(ty, &a, &b, |x, y| float_binop(opcode, fmf, ty.elem, x, y)))
            }
            LLVMFPToUI | LLVMFPToSI | LLVMUIToFP | LLVMSIToFP | LLVMFPTrunc | LLVMFPExt => {
                let a = self.operand_at(v, 0)?;
                let from = a.ty.elem;
                if (matches!(opcode, LLVMFPToUI | LLVMFPToSI | LLVMFPTrunc | LLVMFPExt) && !from.is_float())
                    || (matches!(opcode, LLVMUIToFP | LLVMSIToFP) && !matches!(from, Elem::Int(_)))
                {
                    return Err(unexpected(v));
                }
                // `uitofp nneg` (LLVM 19): a negative operand gives poison.
                let nneg = opcode == LLVMUIToFP && poison_flags(&RawValue(v)).nneg;
                let negative = |x: u64| nneg && x >> (from.bits() - 1) & 1 != 0;
                Ok(Value {
                    ty,
                    lanes: a
                        .lanes
                        .iter()
                        .map(|l| l.filter(|&x| !negative(x)).and_then(|x| convert(opcode, from, ty.elem, x)))
                        .collect(),
                })
            }
            LLVMFreeze => {
                // LangRef: a poison lane becomes "an arbitrary, but fixed,
                // value". Which one is not guessed: the lane stays undefined
                // (docs/reference.md, decision 19).
                self.operand_at(v, 0)
            }
            LLVMFAdd | LLVMFSub | LLVMFMul => {
                let (a, b) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
                if !ty.elem.is_float() {
                    return Err(unexpected(v));
                }
                let fmf = if is_instruction { fast_math(v) } else { FastMath::default() };
                Ok(lanewise2(ty, &a, &b, |x, y| float_binop(opcode, fmf, ty.elem, x, y)))
            }
            LLVMTrunc | LLVMZExt | LLVMSExt | LLVMPtrToInt | LLVMIntToPtr => {
                let a = self.operand_at(v, 0)?;
                let from = a.ty.elem.bits();
                let to = ty.elem.bits();
                // ptrtoint/inttoptr "truncate or zero-extend" (LangRef); the
                // lane is already zero-extended, so both are a mask.
                let flags = poison_flags(&RawValue(v));
                let cast = |x: u64| match opcode {
                    LLVMSExt => Some(sext(x, from) as u64 & mask(to)),
                    // `zext nneg` (LLVM 18): a negative operand gives poison.
                    LLVMZExt if flags.nneg && x >> (from - 1) & 1 != 0 => None,
                    // `trunc nuw`/`nsw` (LLVM 19): poison when the value changes as an unsigned/signed one.
                    LLVMTrunc if flags.nuw && x & !mask(to) != 0 => None,
                    LLVMTrunc if flags.nsw && sext(x & mask(to), to) != sext(x, from) => None,
                    _ => Some(x & mask(to)),
                };
                Ok(Value { ty, lanes: a.lanes.iter().map(|l| l.and_then(cast)).collect() })
            }
            LLVMBitCast => {
                let a = self.operand_at(v, 0)?;
                Ok(bitcast(&a, ty))
            }
            LLVMICmp => {
                let (a, b) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
                let predicate = icmp_predicate(v).ok_or_else(|| unexpected(v))?;
                let width = a.ty.elem.bits();
                Ok(lanewise2(ty, &a, &b, |x, y| Some(u64::from(icmp(predicate, width, x, y)))))
            }
            LLVMFCmp => {
                let (a, b) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
                let predicate = fcmp_predicate(v).ok_or_else(|| unexpected(v))?;
                let fmf = if is_instruction { fast_math(v) } else { FastMath::default() };
                let elem = a.ty.elem;
                Ok(lanewise2(ty, &a, &b, |x, y| fcmp(predicate, fmf, elem, x, y)))
            }
            LLVMSelect => {
                let cond = self.operand_at(v, 0)?;
                let (t, f) = (self.operand_at(v, 1)?, self.operand_at(v, 2)?);
                Ok(select(ty, &cond, &t, &f))
            }
            LLVMExtractElement => {
                let (vector, index) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
                // LangRef: an index past the end gives poison.
                let lane = index.lane(0).and_then(|i| vector.lanes.get(usize::try_from(i).ok()?).copied().flatten());
                Ok(Value { ty, lanes: vec![lane] })
            }
            LLVMInsertElement => {
                let vector = self.operand_at(v, 0)?;
                let (element, index) = (self.operand_at(v, 1)?, self.operand_at(v, 2)?);
                let slot = index.lane(0).and_then(|i| usize::try_from(i).ok()).filter(|&i| i < vector.lanes.len());
                // LangRef: an index past the end (or poison) gives a poison vector.
                let Some(slot) = slot else { return Ok(Value::undefined(ty)) };
                let mut lanes = vector.lanes;
                lanes[slot] = element.lane(0);
                Ok(Value { ty, lanes })
            }
            LLVMShuffleVector if is_instruction => self.shufflevector(v, ty),
            LLVMGetElementPtr => self.getelementptr(v, ty),
            _ => Err(Stop::Unsupported(format!("`{}` is not supported", value_text(v).trim()))),
        }
    }

    /// `shufflevector`: result lane `i` is lane `mask[i]` of the two inputs
    /// put end to end; an undef mask element gives an undefined lane.
    fn shufflevector(&mut self, v: LLVMValueRef, ty: Ty) -> Exec<Value> {
        let (a, b) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
        let joined: Vec<Lane> = a.lanes.iter().chain(&b.lanes).copied().collect();
        let mask = read_shuffle_mask(v).ok_or_else(|| unexpected(v))?;
        let lanes =
            mask.into_iter().map(|m| m.and_then(|m| joined.get(m as usize).copied().flatten())).collect::<Vec<_>>();
        if lanes.len() != ty.count() {
            return Err(unexpected(v));
        }
        Ok(Value { ty, lanes })
    }

    /// `getelementptr`: base + the sum of each index times the size it
    /// steps over, walking the source element type with the module's
    /// DataLayout (struct fields by their offsets, arrays and vectors by the
    /// element's allocation size). Indices are sign-extended; the sum wraps
    /// at the pointer width. `inbounds` is not checked (a result outside the
    /// object would be poison in LLVM; here it faults when used).
    fn getelementptr(&mut self, v: LLVMValueRef, ty: Ty) -> Exec<Value> {
        let operand_count = num_operands(v);
        let source = gep_source_element_type(v).ok_or_else(|| unexpected(v))?;
        let base = self.operand_at(v, 0)?;
        let mut indices = Vec::new();
        for i in 1..operand_count {
            indices.push(self.operand_at(v, i)?);
        }
        let mut lanes = Vec::with_capacity(ty.count());
        for lane in 0..ty.count() {
            let address = self.gep_lane(source, &base, &indices, lane)?.map(|a| a & mask(ty.elem.bits()));
            if let (64, Some(from), Some(to)) = (ty.elem.bits(), base.lane(lane.min(base.ty.count() - 1)), address) {
                // The offset added to the base's low dword carried or borrowed.
                if from >> 32 != to >> 32 {
                    self.carries += 1;
                }
            }
            lanes.push(address);
        }
        Ok(Value { ty, lanes })
    }

    fn gep_lane(&self, source: LLVMTypeRef, base: &Value, indices: &[Value], lane: usize) -> Exec<Lane> {
        let Some(mut address) = base.lane(lane) else { return Ok(None) };
        let mut current = source;
        for (k, index) in indices.iter().enumerate() {
            let Some(i) = index.lane(lane) else { return Ok(None) };
            let i_signed = sext(i, index.ty.elem.bits()) as u64;
            if k == 0 {
                address = address.wrapping_add(i_signed.wrapping_mul(self.alloc_size(current)?));
                continue;
            }
            match type_kind(current) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    let field =
                        u32::try_from(i).ok().and_then(|f| Some((f, struct_field_type(current, f)?))).ok_or_else(
                            || Stop::Unsupported(format!("field {i} of `{}` does not exist", type_text(current))),
                        )?;
                    self.check_sized(current)?;
                    let offset =
                        self.data_layout.field_offset(current, field.0).ok_or_else(|| no_fixed_size(current))?;
                    address = address.wrapping_add(offset);
                    current = field.1;
                }
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                    current = element_type(current).ok_or_else(|| no_fixed_size(current))?;
                    address = address.wrapping_add(i_signed.wrapping_mul(self.alloc_size(current)?));
                }
                _ => {
                    return Err(Stop::Unsupported(format!(
                        "getelementptr indexes into `{}`, which has no elements",
                        type_text(current)
                    )))
                }
            }
        }
        Ok(Some(address))
    }

    /// The DataLayout's allocation size of `ty` (the GEP stride).
    fn alloc_size(&self, ty: LLVMTypeRef) -> Exec<u64> {
        self.check_sized(ty)?;
        self.data_layout.alloc_size(ty).ok_or_else(|| no_fixed_size(ty))
    }

    /// Size queries on unsized or scalable types are invalid in LLVM (they
    /// assert, or worse); refuse them first.
    fn check_sized(&self, ty: LLVMTypeRef) -> Exec<()> {
        if has_fixed_size(ty) {
            Ok(())
        } else {
            Err(no_fixed_size(ty))
        }
    }
}

fn no_fixed_size(ty: LLVMTypeRef) -> Stop {
    Stop::Unsupported(format!("getelementptr over `{}`, which has no fixed size", type_text(ty)))
}

fn unexpected(v: LLVMValueRef) -> Stop {
    Stop::Unsupported(format!("`{}` has operand types the interpreter does not expect", value_text(v).trim()))
}

/// Applies `f` to each pair of lanes; a poison lane on either side gives poison.
fn lanewise2(ty: Ty, a: &Value, b: &Value, f: impl Fn(u64, u64) -> Lane) -> Value {
    let lanes = (0..ty.count()).map(|i| f(a.lane(i)?, b.lane(i)?)).collect();
    Value { ty, lanes }
}

/// Whether `a + b` (`a - b` when `sub`) carries out of (borrows into) the
/// low dwords of 64-bit values.
fn dword_carry(sub: bool, a: u64, b: u64) -> bool {
    let (a, b) = (a & 0xffff_ffff, b & 0xffff_ffff);
    if sub {
        a < b
    } else {
        a + b > 0xffff_ffff
    }
}

/// An integer operation on `width`-bit lanes, with the overflow flags that
/// make its result poison (LangRef for each instruction).
fn int_binop(opcode: LLVMOpcode, flags: PoisonFlags, width: u32, a: u64, b: u64) -> Lane {
    use LLVMOpcode::*;
    let m = mask(width);
    let (sa, sb) = (i128::from(sext(a, width)), i128::from(sext(b, width)));
    let smin = -(1i128 << (width - 1));
    let smax = (1i128 << (width - 1)) - 1;
    let signed_fits = |r: i128| (smin..=smax).contains(&r);
    let (ua, ub) = (u128::from(a), u128::from(b));
    match opcode {
        LLVMAdd => {
            let poison = (flags.nuw && ua + ub > u128::from(m)) || (flags.nsw && !signed_fits(sa + sb));
            (!poison).then_some(a.wrapping_add(b) & m)
        }
        LLVMSub => {
            let poison = (flags.nuw && a < b) || (flags.nsw && !signed_fits(sa - sb));
            (!poison).then_some(a.wrapping_sub(b) & m)
        }
        LLVMMul => {
            let poison = (flags.nuw && ua * ub > u128::from(m)) || (flags.nsw && !signed_fits(sa * sb));
            (!poison).then_some(a.wrapping_mul(b) & m)
        }
        // A shift by the width or more gives poison.
        LLVMShl => {
            let s = u32::try_from(b).ok().filter(|&s| s < width)?;
            let r = (a << s) & m;
            // nuw: a set bit shifted out; nsw: a bit that differs from the result's sign shifted out.
            let poison = (flags.nuw && r >> s != a) || (flags.nsw && sext(r, width) >> s != sext(a, width));
            (!poison).then_some(r)
        }
        LLVMLShr | LLVMAShr => {
            let s = u32::try_from(b).ok().filter(|&s| s < width)?;
            // exact: a set bit shifted out.
            if flags.exact && a & mask(s) != 0 {
                return None;
            }
            Some(if opcode == LLVMLShr { a >> s } else { (sext(a, width) >> s) as u64 & m })
        }
        LLVMAnd => Some(a & b),
        // `or disjoint` (LLVM 18): a bit set in both gives poison.
        LLVMOr => (!(flags.disjoint && a & b != 0)).then_some(a | b),
        LLVMXor => Some(a ^ b),
        _ => None,
    }
}

/// The fast-math flags of an instruction (or call) that change results.
pub(super) fn fast_math(v: LLVMValueRef) -> FastMath {
    let f = fast_math_flags(&RawValue(v));
    FastMath { nnan: f.nnan, ninf: f.ninf, nsz: f.nsz }
}

/// Whether a float lane breaks a `nnan`/`ninf` promise.
fn breaks_promise(fmf: FastMath, elem: Elem, bits: u64) -> bool {
    let x = float_of(elem, bits);
    (fmf.nnan && x.is_nan()) || (fmf.ninf && x.is_infinite())
}

fn float_binop(opcode: LLVMOpcode, fmf: FastMath, elem: Elem, a: u64, b: u64) -> Lane {
    let r = match opcode {
        LLVMOpcode::LLVMFAdd => float_arith(elem, a, b, |x, y| x + y, |x, y| x + y),
        LLVMOpcode::LLVMFSub => float_arith(elem, a, b, |x, y| x - y, |x, y| x - y),
        LLVMOpcode::LLVMFDiv => float_arith(elem, a, b, |x, y| x / y, |x, y| x / y),
        _ => float_arith(elem, a, b, |x, y| x * y, |x, y| x * y),
    };
    if [a, b, r].iter().any(|&x| breaks_promise(fmf, elem, x)) {
        return None;
    }
    if fmf.nsz && float_of(elem, r) == 0.0 {
        return None;
    }
    Some(r)
}

/// `udiv`, `sdiv`, `urem`, `srem` on `width`-bit lanes (LangRef): a zero
/// divisor, and `sdiv`/`srem` of the minimum by -1, are undefined behaviour
/// (`Err` says which); `exact` makes a non-zero remainder poison. Quotients
/// truncate toward zero; a remainder takes the dividend's sign.
fn int_div(opcode: LLVMOpcode, exact: bool, width: u32, a: u64, b: u64) -> Result<Lane, &'static str> {
    use LLVMOpcode::*;
    if b == 0 {
        return Err("division by zero is undefined behaviour (LangRef)");
    }
    let m = mask(width);
    match opcode {
        LLVMUDiv => Ok((!exact || a.is_multiple_of(b)).then_some(a / b)),
        LLVMURem => Ok(Some(a % b)),
        _ => {
            let (x, y) = (i128::from(sext(a, width)), i128::from(sext(b, width)));
            if x == -(1i128 << (width - 1)) && y == -1 {
                return Err("the minimum divided by -1 overflows, undefined behaviour (LangRef)");
            }
            if opcode == LLVMSDiv {
                Ok((!exact || x % y == 0).then_some((x / y) as u64 & m))
            } else {
                Ok(Some((x % y) as u64 & m))
            }
        }
    }
}

/// The conversions (LangRef): to an integer, toward zero, poison when the
/// result does not fit (NaN and infinities never do); to a float, to
/// nearest even (exactly for `fpext`).
fn convert(opcode: LLVMOpcode, from: Elem, to: Elem, x: u64) -> Lane {
    use LLVMOpcode::*;
    match opcode {
        LLVMFPToUI | LLVMFPToSI => {
            let Elem::Int(width) = to else { return None };
            let t = float_of(from, x).trunc();
            let (lo, hi) = if opcode == LLVMFPToSI {
                (-(2f64.powi(width as i32 - 1)), 2f64.powi(width as i32 - 1))
            } else {
                (0.0, 2f64.powi(width as i32))
            };
            // `t` is an integer; in range it converts exactly.
            (t >= lo && t < hi).then(|| (t as i128) as u64 & mask(width))
        }
        LLVMUIToFP | LLVMSIToFP => {
            let Elem::Int(width) = from else { return None };
            let exact = if opcode == LLVMSIToFP { i128::from(sext(x, width)) } else { i128::from(x) };
            Some(int_to_float(exact, to))
        }
        _ => Some(float_to_float(from, to, x)),
    }
}

/// An integer (|x| < 2^64) as the nearest float of `to`, ties to even.
fn int_to_float(x: i128, to: Elem) -> u64 {
    match to {
        // Through the exact magnitude in u64: Rust's conversions round to
        // nearest even from the integer itself.
        Elem::Double => {
            let m = (x.unsigned_abs() as u64) as f64;
            (if x < 0 { -m } else { m }).to_bits()
        }
        Elem::Float => {
            let m = (x.unsigned_abs() as u64) as f32;
            u64::from((if x < 0 { -m } else { m }).to_bits())
        }
        // Half: from the f32 rounding only when the f32 is exact (below
        // 2^24), else from the f64 (the integer has at most 64 bits, the
        // f64 rounding is then the only rounding below half's 65504 limit).
        _ => {
            let m = x.unsigned_abs() as u64;
            let h = crate::visa::types::f16_bits(m as f64);
            u64::from(if x < 0 { h | 0x8000 } else { h })
        }
    }
}

/// `fptrunc`/`fpext` between half, float and double.
fn float_to_float(from: Elem, to: Elem, x: u64) -> u64 {
    let v = float_of(from, x);
    match to {
        Elem::Half => u64::from(crate::visa::types::f16_bits(v)),
        Elem::Float => u64::from((v as f32).to_bits()),
        _ => v.to_bits(),
    }
}

fn icmp(predicate: LLVMIntPredicate, width: u32, a: u64, b: u64) -> bool {
    use LLVMIntPredicate::*;
    let (sa, sb) = (sext(a, width), sext(b, width));
    match predicate {
        LLVMIntEQ => a == b,
        LLVMIntNE => a != b,
        LLVMIntUGT => a > b,
        LLVMIntUGE => a >= b,
        LLVMIntULT => a < b,
        LLVMIntULE => a <= b,
        LLVMIntSGT => sa > sb,
        LLVMIntSGE => sa >= sb,
        LLVMIntSLT => sa < sb,
        LLVMIntSLE => sa <= sb,
    }
}

/// `fcmp`: ordered predicates are false and unordered ones true when either
/// operand is NaN.
fn fcmp(predicate: LLVMRealPredicate, fmf: FastMath, elem: Elem, a: u64, b: u64) -> Lane {
    use LLVMRealPredicate::*;
    if breaks_promise(fmf, elem, a) || breaks_promise(fmf, elem, b) {
        return None;
    }
    let (x, y) = (float_of(elem, a), float_of(elem, b));
    let unordered = x.is_nan() || y.is_nan();
    let result = match predicate {
        LLVMRealPredicateFalse => false,
        LLVMRealOEQ => !unordered && x == y,
        LLVMRealOGT => !unordered && x > y,
        LLVMRealOGE => !unordered && x >= y,
        LLVMRealOLT => !unordered && x < y,
        LLVMRealOLE => !unordered && x <= y,
        LLVMRealONE => !unordered && x != y,
        LLVMRealORD => !unordered,
        LLVMRealUNO => unordered,
        LLVMRealUEQ => unordered || x == y,
        LLVMRealUGT => unordered || x > y,
        LLVMRealUGE => unordered || x >= y,
        LLVMRealULT => unordered || x < y,
        LLVMRealULE => unordered || x <= y,
        LLVMRealUNE => unordered || x != y,
        LLVMRealPredicateTrue => true,
    };
    Some(u64::from(result))
}

/// `select`: a poison condition (lane) gives poison; otherwise the chosen
/// arm's lane, poison or not, and the other arm does not matter.
fn select(ty: Ty, cond: &Value, t: &Value, f: &Value) -> Value {
    let lanes = (0..ty.count())
        .map(|i| match cond.lane(i)? {
            0 => f.lane(i),
            _ => t.lane(i),
        })
        .collect();
    Value { ty, lanes }
}

/// `bitcast`: the bits of all lanes end to end (lane 0 lowest, as a
/// little-endian store then load gives), cut into the result's lanes. A
/// result lane with any bit from a poison lane is poison.
fn bitcast(a: &Value, ty: Ty) -> Value {
    if matches!((a.ty.elem, ty.elem), (Elem::Ptr(_), Elem::Ptr(_))) {
        return Value { ty, lanes: a.lanes.clone() };
    }
    let in_bits = a.ty.elem.bits() as usize;
    let out_bits = ty.elem.bits() as usize;
    let lanes = (0..ty.count())
        .map(|o| {
            let mut bits = 0u64;
            for k in 0..out_bits {
                let position = o * out_bits + k;
                let source = a.lanes.get(position / in_bits).copied().flatten()?;
                bits |= ((source >> (position % in_bits)) & 1) << k;
            }
            Some(bits)
        })
        .collect();
    Value { ty, lanes }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(nuw: bool, nsw: bool, exact: bool) -> PoisonFlags {
        PoisonFlags { nuw, nsw, exact, ..PoisonFlags::default() }
    }

    #[test]
    fn overflow_flags() {
        use LLVMOpcode::*;
        let none = PoisonFlags::default();
        // `or disjoint`: poison when a bit is set in both.
        let disjoint = PoisonFlags { disjoint: true, ..none };
        assert_eq!(int_binop(LLVMOr, disjoint, 8, 0xf0, 0x0f), Some(0xff));
        assert_eq!(int_binop(LLVMOr, disjoint, 8, 0xf0, 0x1f), None);
        assert_eq!(int_binop(LLVMOr, none, 8, 0xf0, 0x1f), Some(0xff));
        assert_eq!(int_binop(LLVMAdd, none, 8, 0xff, 1), Some(0));
        assert_eq!(int_binop(LLVMAdd, flags(true, false, false), 8, 0xff, 1), None);
        assert_eq!(int_binop(LLVMAdd, flags(false, true, false), 8, 0x7f, 1), None);
        assert_eq!(int_binop(LLVMAdd, flags(false, true, false), 8, 0xff, 1), Some(0));
        assert_eq!(int_binop(LLVMSub, flags(true, false, false), 32, 0, 1), None);
        assert_eq!(int_binop(LLVMMul, flags(false, true, false), 64, 1 << 62, 2), None);
        assert_eq!(int_binop(LLVMMul, flags(true, false, false), 64, 1 << 62, 2), Some(1 << 63));
        assert_eq!(int_binop(LLVMShl, none, 32, 1, 32), None);
        assert_eq!(int_binop(LLVMShl, flags(false, true, false), 8, 0x40, 1), None);
        assert_eq!(int_binop(LLVMShl, flags(true, false, false), 8, 0x80, 1), None);
        assert_eq!(int_binop(LLVMAShr, none, 8, 0x80, 7), Some(0xff));
        assert_eq!(int_binop(LLVMLShr, flags(false, false, true), 8, 3, 1), None);
        assert_eq!(int_binop(LLVMAdd, flags(false, true, false), 1, 1, 1), None, "-1 + -1 overflows i1");
    }

    #[test]
    fn bitcast_splits_lanes_little_endian() {
        let a = Value { ty: Ty::scalar(Elem::Int(32)), lanes: vec![Some(0x4433_2211)] };
        let b = bitcast(&a, Ty::vector(Elem::Int(8), 4));
        assert_eq!(b.lanes, vec![Some(0x11), Some(0x22), Some(0x33), Some(0x44)]);
        let c = Value { ty: Ty::vector(Elem::Int(16), 2), lanes: vec![Some(1), None] };
        assert_eq!(bitcast(&c, Ty::scalar(Elem::Int(32))).lanes, vec![None]);
    }
}
