//! The arithmetic intrinsics of `crate::input::ops`, lane by lane: LLVM's as
//! LangRef defines them, the vector compiler's (`llvm.genx.*`) as their
//! documentation (vc-intrinsics) says. A poison lane of an operand makes the
//! result lane poison (`genx.any`/`all`: any poison lane makes the result
//! poison). The approximate ones (`genx.inv`, ..., and `llvm.sqrt` with
//! `afn` or `!fpmath`: `input::ops::sqrt_may_approximate`) compute the exact value and say how far the hardware may be from
//! it (`approx.rs`).

use inkwell::llvm_sys::prelude::LLVMValueRef;

use super::approx;
use super::inst::{fast_math, FastMath};
use super::state::{Exec, Interp, Stop};
use super::value::{float_of, mask, sext, Elem, Lane, Ty, Value};
use crate::input::ops::{Approx, Intrinsic, IntrinsicRow, Rounding, Signs};

/// A float result's bits in `elem`, from an exact `f64` rounded once (to
/// nearest even; for half through f32 where the value is an f32 operation's
/// result).
fn float_bits(elem: Elem, x: f64) -> u64 {
    match elem {
        Elem::Half => u64::from(crate::visa::types::f16_bits(x)),
        Elem::Float => u64::from((x as f32).to_bits()),
        _ => x.to_bits(),
    }
}

/// The value of an integer lane read signed or unsigned.
fn int_value(bits: u64, width: u32, signed: bool) -> i128 {
    if signed {
        i128::from(sext(bits, width))
    } else {
        i128::from(bits & mask(width))
    }
}

/// `x` clamped to the range of a `width`-bit integer, as its bits.
fn saturate(x: i128, width: u32, signed: bool) -> u64 {
    let (lo, hi) =
        if signed { (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1) } else { (0, (1i128 << width) - 1) };
    (x.clamp(lo, hi) as u64) & mask(width)
}

fn int_width(ty: Ty) -> Option<u32> {
    match ty.elem {
        Elem::Int(w) => Some(w),
        _ => None,
    }
}

impl Interp<'_, '_> {
    /// A call to an arithmetic intrinsic (`args` are its arguments,
    /// undefined stand-ins while checking).
    pub(super) fn arith_intrinsic(
        &mut self,
        row: &IntrinsicRow,
        v: LLVMValueRef,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Value> {
        use Intrinsic::*;
        let what = row.name;
        let bad = |why: &str| Stop::Unsupported(format!("`{what}` {why}"));
        let ty = ret.ok_or_else(|| bad("returns nothing"))?;
        let arity = match row.op {
            IntMinMax { .. } | FloatMinMax { .. } | CopySign | AddSat { .. } | GenxAddSat(_) | GenxMulSat(_) => 2,
            GenxAvg(..) | Mulh { .. } | Rotate { .. } | IeeeDiv | Math(Approx::Pow) => 2,
            Fma => 3,
            Abs | Ctlz | Cttz if !what.starts_with("llvm.genx.") => 2,
            RdRegion => 6,
            WrRegion => 8,
            WrPredRegion => 3,
            _ => 1,
        };
        if args.len() != arity {
            return Err(bad(&format!("takes {arity} argument(s), found {}", args.len())));
        }
        // Lane for lane: every vector argument has the result's lanes.
        for a in args.iter().take(match row.op {
            Abs | Ctlz | Cttz => 1,
            // Regions are not lane for lane (`region.rs`).
            RdRegion | WrRegion | WrPredRegion => 0,
            _ => arity,
        }) {
            if a.ty.count() != ty.count() && !matches!(row.op, Any | All) {
                return Err(bad(&format!("has an argument of {} lanes and a result of {}", a.ty.count(), ty.count())));
            }
        }
        let x = &args[0];
        let lanes1 =
            |f: &dyn Fn(u64) -> Lane| -> Vec<Lane> { (0..ty.count()).map(|i| x.lane(i).and_then(f)).collect() };
        let lanes2 = |f: &dyn Fn(u64, u64) -> Lane| -> Vec<Lane> {
            (0..ty.count()).map(|i| f(x.lane(i)?, args[1].lane(i)?)).collect()
        };
        let need_int = |t: Ty| int_width(t).ok_or_else(|| bad(&format!("takes integers, found {:?}", t.elem)));
        let need_float = |t: Ty| {
            if t.elem.is_float() {
                Ok(t.elem)
            } else {
                Err(bad(&format!("takes floating-point values, found {:?}", t.elem)))
            }
        };
        let lanes = match row.op {
            RdRegion | WrRegion | WrPredRegion => return super::region::region(what, row.op, args, ty),
            IntMinMax { max, signed } => {
                let (w, wr) = (need_int(x.ty)?, need_int(ty)?);
                need_int(args[1].ty)?;
                lanes2(&|a, b| {
                    let (a, b) = (int_value(a, w, signed), int_value(b, w, signed));
                    Some((if max { a.max(b) } else { a.min(b) }) as u64 & mask(wr))
                })
            }
            FloatMinMax { max } => {
                let e = need_float(x.ty)?;
                need_float(ty)?;
                // LangRef: operands that compare equal (zeros of either
                // sign) give either one.
                let sign = 1u64 << (e.bits() - 1);
                let zeros = |a: u64, b: u64| a != b && (a | b) & !sign == 0;
                if (0..ty.count()).any(|i| x.lane(i).zip(args[1].lane(i)).is_some_and(|(a, b)| zeros(a, b))) {
                    self.free_zero_sign(approx::float_ty(e));
                }
                lanes2(&|a, b| Some(min_max_num(e, max, a, b)))
            }
            Abs => {
                let w = need_int(x.ty)?;
                // `llvm.abs(x, true)` of the minimum is poison; otherwise it wraps.
                let min_poison = !what.starts_with("llvm.genx.") && args[1].lane(0) == Some(1);
                lanes1(&|a| {
                    let v = int_value(a, w, true);
                    if min_poison && v == -(1i128 << (w - 1)) {
                        return None;
                    }
                    Some(v.unsigned_abs() as u64 & mask(w))
                })
            }
            FAbs => {
                let e = need_float(x.ty)?;
                let sign = 1u64 << (e.bits() - 1);
                lanes1(&|a| Some(a & !sign))
            }
            CopySign => {
                let e = need_float(x.ty)?;
                let sign = 1u64 << (e.bits() - 1);
                lanes2(&|a, b| Some((a & !sign) | (b & sign)))
            }
            AddSat { signed, sub } => {
                let w = need_int(x.ty)?;
                lanes2(&|a, b| {
                    let (a, b) = (int_value(a, w, signed), int_value(b, w, signed));
                    Some(saturate(if sub { a - b } else { a + b }, w, signed))
                })
            }
            GenxAddSat(Signs { result, operands }) | GenxMulSat(Signs { result, operands }) => {
                let (w, wr) = (need_int(x.ty)?, need_int(ty)?);
                let w1 = need_int(args[1].ty)?;
                let mul = matches!(row.op, GenxMulSat(_));
                lanes2(&|a, b| {
                    let (a, b) = (int_value(a, w, operands), int_value(b, w1, operands));
                    Some(saturate(if mul { a * b } else { a + b }, wr, result))
                })
            }
            GenxAvg(Signs { result, operands }, sat) => {
                let (w, wr) = (need_int(x.ty)?, need_int(ty)?);
                let w1 = need_int(args[1].ty)?;
                lanes2(&|a, b| {
                    let avg = (int_value(a, w, operands) + int_value(b, w1, operands) + 1) >> 1;
                    Some(if sat { saturate(avg, wr, result) } else { avg as u64 & mask(wr) })
                })
            }
            GenxTruncSat(Signs { result, operands }) => {
                let (w, wr) = (need_int(x.ty)?, need_int(ty)?);
                lanes1(&|a| Some(saturate(int_value(a, w, operands), wr, result)))
            }
            FpToIntSat { signed } => {
                let e = need_float(x.ty)?;
                let wr = need_int(ty)?;
                // NaN gives 0; out of range the nearest bound.
                lanes1(&|a| {
                    let f = float_of(e, a);
                    // `as` saturates and gives 0 for NaN; i128 holds every i64 and u64.
                    Some(saturate(f.trunc() as i128, wr, signed))
                })
            }
            GenxSat => {
                let e = need_float(x.ty)?;
                // Clamped to [0, 1]; NaN gives 0; -0 (not below 0) stays.
                lanes1(&|a| {
                    let f = float_of(e, a);
                    Some(if f.is_nan() || f < 0.0 {
                        0
                    } else if f > 1.0 {
                        float_bits(e, 1.0)
                    } else {
                        a
                    })
                })
            }
            CtPop => {
                let w = need_int(x.ty)?;
                let wr = need_int(ty)?;
                lanes1(&|a| Some(u64::from((a & mask(w)).count_ones()) & mask(wr)))
            }
            Ctlz | Cttz => {
                let w = need_int(x.ty)?;
                let zero_poison = args[1].lane(0) == Some(1);
                let leading = row.op == Ctlz;
                lanes1(&|a| {
                    let a = a & mask(w);
                    if a == 0 {
                        return (!zero_poison).then_some(u64::from(w));
                    }
                    Some(u64::from(if leading { a.leading_zeros() - (64 - w) } else { a.trailing_zeros() }))
                })
            }
            BitReverse => {
                let w = need_int(x.ty)?;
                lanes1(&|a| Some((a & mask(w)).reverse_bits() >> (64 - w)))
            }
            Lzd | Fbl | Fbh { .. } | Mulh { .. } => {
                if need_int(x.ty)? != 32 || need_int(ty)? != 32 {
                    return Err(bad("takes and returns i32 lanes"));
                }
                match row.op {
                    // Leading zeros, 32 for 0.
                    Lzd => lanes1(&|a| Some(u64::from((a as u32).leading_zeros()))),
                    // Trailing zeros, 0xffffffff for 0.
                    Fbl => lanes1(&|a| Some(if a == 0 { 0xffff_ffff } else { u64::from((a as u32).trailing_zeros()) })),
                    // The first bit from the top that differs from the sign (signed) or is set
                    // (unsigned), counted from bit 31; 0xffffffff when there is none.
                    Fbh { signed } => lanes1(&|a| {
                        let a = a as u32;
                        let probe = if signed && a >> 31 == 1 { !a } else { a };
                        Some(if probe == 0 { 0xffff_ffff } else { u64::from(probe.leading_zeros()) })
                    }),
                    // The high 32 bits of the 64-bit product.
                    Mulh { signed } => {
                        need_int(args[1].ty)?;
                        lanes2(&|a, b| {
                            Some(((int_value(a, 32, signed) * int_value(b, 32, signed)) >> 32) as u64 & 0xffff_ffff)
                        })
                    }
                    _ => return Err(bad("is not an i32 intrinsic")),
                }
            }
            Rotate { left } => {
                let w = need_int(x.ty)?;
                need_int(args[1].ty)?;
                lanes2(&|a, b| {
                    let k = (b % u64::from(w)) as u32;
                    let a = a & mask(w);
                    let r = if k == 0 {
                        a
                    } else if left {
                        (a << k) | (a >> (w - k))
                    } else {
                        (a >> k) | (a << (w - k))
                    };
                    Some(r & mask(w))
                })
            }
            Round(r) => {
                let e = need_float(x.ty)?;
                lanes1(&|a| {
                    let f = float_of(e, a);
                    let rounded = match r {
                        Rounding::Down => f.floor(),
                        Rounding::Up => f.ceil(),
                        Rounding::TowardZero => f.trunc(),
                        Rounding::ToEven => f.round_ties_even(),
                    };
                    Some(if f.is_nan() { quiet(e, a) } else { float_bits(e, rounded) })
                })
            }
            Frc => {
                let e = need_float(x.ty)?;
                lanes1(&|a| {
                    let f = float_of(e, a);
                    Some(if f.is_nan() { quiet(e, a) } else { float_bits(e, f - f.floor()) })
                })
            }
            IeeeSqrt | IeeeDiv | Fma | Math(_) => {
                let e = need_float(x.ty)?;
                let fmf = fast_math(v);
                let approximate = matches!(row.op, Math(_))
                    || (row.op == IeeeSqrt && row.name == "llvm.sqrt" && crate::input::ops::sqrt_may_approximate(v));
                let lanes = self.float_math(row.op, e, args, ty, fmf)?;
                if approximate {
                    let tol = tolerance(row.op, e, args, ty.count());
                    self.approximate(tol);
                }
                lanes
            }
            Any | All => {
                if x.ty.elem != Elem::Int(1) || ty.elem != Elem::Int(1) || ty.is_vector() {
                    return Err(bad("takes a vector of i1 and returns an i1"));
                }
                let all = row.op == All;
                let lanes: Option<Vec<u64>> = x.lanes.iter().copied().collect();
                vec![lanes.map(|l| {
                    u64::from(if all { l.iter().all(|&b| b & 1 == 1) } else { l.iter().any(|&b| b & 1 == 1) })
                })]
            }
        };
        Ok(Value { ty, lanes })
    }

    /// `llvm.sqrt`, `genx.ieee.sqrt`, `genx.ieee.div` (correctly rounded)
    /// and the math box's functions (exact here), with the call's
    /// fast-math promises.
    fn float_math(&mut self, op: Intrinsic, e: Elem, args: &[Value], ty: Ty, fmf: FastMath) -> Exec<Vec<Lane>> {
        let f = |a: u64| float_of(e, a);
        let mut out = Vec::with_capacity(ty.count());
        for i in 0..ty.count() {
            let Some(a) = args[0].lane(i) else {
                out.push(None);
                continue;
            };
            // The other operands' lanes (poison makes the result poison).
            let Some(rest) = args[1..].iter().map(|v| v.lane(i)).collect::<Option<Vec<u64>>>() else {
                out.push(None);
                continue;
            };
            let b = rest.first().copied().unwrap_or(0);
            let r = match op {
                Intrinsic::IeeeSqrt | Intrinsic::Math(Approx::Sqrt) => ieee_sqrt(e, a),
                Intrinsic::IeeeDiv => ieee_div(e, a, b),
                Intrinsic::Fma => fma(e, a, b, rest.get(1).copied().unwrap_or(0)),
                Intrinsic::Math(m) => float_bits(
                    e,
                    match m {
                        Approx::Inv => 1.0 / f(a),
                        Approx::Log2 => f(a).log2(),
                        Approx::Exp2 => f(a).exp2(),
                        Approx::Pow => f(a).powf(f(b)),
                        Approx::Sin => f(a).sin(),
                        Approx::Cos => f(a).cos(),
                        Approx::Rsqrt => 1.0 / f(a).sqrt(),
                        Approx::Sqrt => f(a).sqrt(),
                    },
                ),
                _ => return Err(Stop::Unsupported("internal error: not a float intrinsic".into())),
            };
            let broken = |x: u64| (fmf.nnan && f(x).is_nan()) || (fmf.ninf && f(x).is_infinite());
            let promise = broken(a) || rest.iter().any(|&x| broken(x)) || broken(r) || (fmf.nsz && f(r) == 0.0);
            out.push((!promise).then_some(r));
        }
        Ok(out)
    }
}

/// The correctly rounded square root: f32 and f64 natively, half through
/// f32 (one rounding: 24 >= 2 * 11 + 2).
fn ieee_sqrt(e: Elem, a: u64) -> u64 {
    match e {
        Elem::Half => u64::from(half::f16::from_f32(half::f16::from_bits(a as u16).to_f32().sqrt()).to_bits()),
        Elem::Float => u64::from(f32::from_bits(a as u32).sqrt().to_bits()),
        _ => f64::from_bits(a).sqrt().to_bits(),
    }
}

/// The correctly rounded quotient, likewise.
fn ieee_div(e: Elem, a: u64, b: u64) -> u64 {
    match e {
        Elem::Half => {
            let (x, y) = (half::f16::from_bits(a as u16).to_f32(), half::f16::from_bits(b as u16).to_f32());
            u64::from(half::f16::from_f32(x / y).to_bits())
        }
        Elem::Float => u64::from((f32::from_bits(a as u32) / f32::from_bits(b as u32)).to_bits()),
        _ => (f64::from_bits(a) / f64::from_bits(b)).to_bits(),
    }
}

/// `a * b + c` rounded once (LangRef `llvm.fma`): f32 and f64 by the
/// host's fused multiply-add (through f64 an f32 fma would round twice,
/// wrongly when the f64 sum lands on an f32 halfway point); half through
/// f64, which is exact where it matters: the product of two halves is exact
/// in f64, and a sum whose bits span more than 53 has an addend so far
/// above the product that no half rounding boundary is near it.
fn fma(e: Elem, a: u64, b: u64, c: u64) -> u64 {
    match e {
        Elem::Half => {
            let h = |x: u64| half::f16::from_bits(x as u16).to_f64();
            u64::from(crate::visa::types::f16_bits(h(a).mul_add(h(b), h(c))))
        }
        Elem::Float => {
            let s = |x: u64| f32::from_bits(x as u32);
            u64::from(s(a).mul_add(s(b), s(c)).to_bits())
        }
        _ => f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c)).to_bits(),
    }
}

/// LangRef `minnum`/`maxnum`: a NaN operand gives the other; two NaNs give
/// a quiet NaN (here: the second, quieted); equal zeros order `-0` below
/// `+0` (LangRef lets either be returned: README decision 13; the
/// comparisons accept either, `Tolerance::zero_sign`).
fn min_max_num(e: Elem, max: bool, a: u64, b: u64) -> u64 {
    let (x, y) = (float_of(e, a), float_of(e, b));
    match (x.is_nan(), y.is_nan()) {
        (true, true) => quiet(e, b),
        (true, false) => b,
        (false, true) => a,
        _ if x == y => {
            // Equal: the zeros differ only in sign.
            let a_first = x.is_sign_negative() != max;
            if a_first {
                a
            } else {
                b
            }
        }
        _ if (x < y) != max => a,
        _ => b,
    }
}

/// A NaN with its quiet bit set: the top bit of the mantissa (bit 9 of a
/// half, 22 of a float, 51 of a double). (It used to set the lowest bit of
/// the exponent, already set in a NaN, and so quieted nothing.)
fn quiet(e: Elem, a: u64) -> u64 {
    let mantissa = match e {
        Elem::Half => 10,
        Elem::Float => 23,
        _ => 52,
    };
    a | 1u64 << (mantissa - 1)
}

/// How far the hardware's result of `op` may be (see `approx.rs`).
fn tolerance(op: Intrinsic, e: Elem, args: &[Value], lanes: usize) -> approx::Tolerance {
    let largest = |v: &Value| {
        (0..lanes).filter_map(|i| v.lane(i)).map(|b| float_of(e, b).abs()).filter(|x| x.is_finite()).fold(0.0, f64::max)
    };
    match op {
        Intrinsic::Math(Approx::Inv) => approx::inverse(e),
        Intrinsic::Math(Approx::Log2) => approx::log2(e),
        Intrinsic::Math(Approx::Exp2) => approx::exp2(e, largest(&args[0])),
        Intrinsic::Math(Approx::Pow) => {
            // |y log2 x| at its largest.
            let exponent = (0..lanes)
                .filter_map(|i| Some((float_of(e, args[0].lane(i)?), float_of(e, args[1].lane(i)?))))
                .map(|(x, y)| (y * x.abs().log2()).abs())
                .filter(|x| x.is_finite())
                .fold(0.0, f64::max);
            approx::pow(e, exponent)
        }
        Intrinsic::Math(Approx::Sin | Approx::Cos) => approx::sin_cos(e),
        Intrinsic::Math(Approx::Rsqrt) => approx::rsqrt(e),
        _ => approx::sqrt(e),
    }
}
