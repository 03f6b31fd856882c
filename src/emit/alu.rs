//! The rest of the function (docs/arithmetic.md) as ALU instructions.
//!
//! Every instruction works in the pieces of [`chunks`]: one of the padded
//! lane count up to 16 lanes, else 16 lanes each, always `(M<k>_NM, e)`
//! (the ALU computes every lane; only messages honour the dispatch mask in
//! SIMT mode). Translations:
//!
//! | IR | vISA |
//! | --- | --- |
//! | `add`, `mul`, `shl`, `and`, `or`, `xor`, `fadd`, `fmul` | the same opcode (an integer `mul` by a splat power of two: `shl`) |
//! | `sub`, `fsub` | `add` with the `(-)` source modifier (a negated immediate) |
//! | `lshr`, `ashr` | `shr`; `asr` reading src0 through a signed alias |
//! | `zext`, `trunc`, `sext` | `mov` between types; `sext` reads a signed alias |
//! | `bitcast`, same-size `ptrtoint`/`inttoptr` | a view of the same bytes (an alias), no instruction (a copy as bits to realign an odd offset) |
//! | `icmp`, `fcmp` | `cmp.<rel>` into predicates; signed predicates read signed aliases; `one`, `ord`, `uno` and the unordered predicates combine two compares or invert one |
//! | `select` | `sel` under the condition's predicate, on integers of the lane size |
//! | `extractelement` | a one-lane view, no instruction (a variable index: `element_index.rs`) |
//! | `insertelement` | `mov`s of the vector, then of the element, as bits (a variable index: `element_index.rs`); the element alone into the vector's variable where the insert is the vector's last reader (`insert.rs`) |
//! | `shufflevector` | a view for a contiguous slice, else `mov`s (as bits) per run of consecutive or repeated source lanes |
//! | `getelementptr` | `mul` of each variable index (sign-extended) by its stride, `add`s, constant offsets folded |
//! | `ret` | `mov`s into `retval`, then `ret (M1, 1)` |
//!
//! Whatever only moves bits in LLVM (`select`, `insertelement`,
//! `shufflevector`, `ret`, copies of constants and views) moves them with
//! the unsigned integer type of the lane size (`uw` for `half`, `ud` for
//! `float`, `uq` for `double`: [`bits_ty`], through an alias of a float
//! variable): a float `mov` or `sel` converts through its type, which quiets
//! a signaling NaN. Only arithmetic (`fadd`, `fsub`, `fmul`) and compares
//! use the float types.
//!
//! `i1` operations are predicate operations where a predicate can do them
//! (`and`/`or`/`xor` of whole masks), else they go through bytes
//! (`masks.rs`).

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};

use super::error::EmitError;
use super::llvm::{self, LaneTy, Shape};
use super::masks::MaskForm;
use super::values::{bits_ty, chunks, exact_pieces, imm, nm, nm_at, signed, Konst, MaskView, Val, View};
use super::Emitter;
use crate::visa::*;
use visa_passes::ir::llvm as ir;

/// How a cast converts.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Cast {
    Zext,
    Sext,
    Trunc,
    Bitcast,
    PtrToInt,
    IntToPtr,
}

impl Cast {
    /// The cast an IR cast instruction's opcode is.
    fn of(opcode: LLVMOpcode) -> Option<Cast> {
        Some(match opcode {
            LLVMOpcode::LLVMZExt => Cast::Zext,
            LLVMOpcode::LLVMSExt => Cast::Sext,
            LLVMOpcode::LLVMTrunc => Cast::Trunc,
            LLVMOpcode::LLVMBitCast => Cast::Bitcast,
            LLVMOpcode::LLVMPtrToInt => Cast::PtrToInt,
            LLVMOpcode::LLVMIntToPtr => Cast::IntToPtr,
            _ => return None,
        })
    }
}

/// The bits of an `<n x i1>` as unsigned words: the widest type whose
/// lanes tile them (`ud` for 32 and 64 lanes, `uw` for 16, `ub` for 8),
/// and its width in bits. (Integer types are whole bytes, so `n` is a
/// multiple of 8 wherever a bitcast meets a mask.)
fn mask_words(n: u32) -> Result<(Shape, u32), EmitError> {
    let word = [ElemType::UD, ElemType::UW, ElemType::UB]
        .into_iter()
        .find(|w| n.is_multiple_of(8 * w.size_bytes()))
        .ok_or_else(|| EmitError::internal(format!("a bitcast between `<{n} x i1>` and a size not a whole byte")))?;
    let bits = 8 * word.size_bytes();
    Ok((Shape { lane: LaneTy::Data(word), lanes: n / bits, is_vector: n > bits }, bits))
}

fn neg(src: SrcOperand) -> SrcOperand {
    match src {
        SrcOperand::General { var, row, col, region, modifier } => {
            let modifier = match modifier {
                SrcModifier::None => SrcModifier::Neg,
                SrcModifier::Neg => SrcModifier::None,
                SrcModifier::Abs => SrcModifier::NegAbs,
                SrcModifier::NegAbs => SrcModifier::Abs,
                // The lowering never writes the logic modifier.
                SrcModifier::Not => SrcModifier::Not,
            };
            SrcOperand::General { var, row, col, region, modifier }
        }
        SrcOperand::Immediate(i) => {
            let bits = 8 * i.ty.size_bytes();
            let negated = if i.ty.is_float() { i.bits ^ (1u64 << (bits - 1)) } else { i.bits.wrapping_neg() };
            SrcOperand::imm(i.ty, negated & llvm::mask(bits))
        }
        other => other,
    }
}

/// A GEP term: the index itself (a byte stride) or its product with the stride.
enum Scaled {
    Index(Val, ElemType),
    Product(View),
}

/// An immediate zero (a cross term of [`Emitter::mul64`] that adds nothing).
fn is_zero(src: SrcOperand) -> bool {
    matches!(src, SrcOperand::Immediate(i) if i.bits == 0)
}

/// An integer operation of two constants, lane by lane at the type's width
/// (LangRef's wrapping results; a poison lane, overflow or a shift past the
/// width, may be any value). `None` where a lane is undefined (`and x,
/// undef` is not any value) or the operation is not folded.
fn fold_int(opcode: LLVMOpcode, ty: ElemType, x: &Konst, y: &Konst, lanes: u32) -> Option<std::rc::Rc<[Option<u64>]>> {
    use LLVMOpcode::*;
    let bits = 8 * ty.size_bytes();
    if ty.is_float() || x.lanes.len() != lanes as usize || y.lanes.len() != lanes as usize {
        return None;
    }
    let width = llvm::mask(bits);
    let sext = |v: u64| ((v << (64 - bits)) as i64) >> (64 - bits);
    x.lanes
        .iter()
        .zip(y.lanes.iter())
        .map(|(&a, &b)| {
            let (a, b) = (a?, b?);
            let shift = u32::try_from(b).ok().filter(|&s| s < bits);
            let value = match opcode {
                LLVMAdd => a.wrapping_add(b),
                LLVMSub => a.wrapping_sub(b),
                LLVMMul => a.wrapping_mul(b),
                LLVMAnd => a & b,
                LLVMOr => a | b,
                LLVMXor => a ^ b,
                LLVMShl => a << shift?,
                LLVMLShr => a >> shift?,
                LLVMAShr => (sext(a) >> shift?) as u64,
                _ => return None,
            };
            Some(Some(value & width))
        })
        .collect()
}

/// `mul x, 2^k` (either operand the constant, every lane the same power
/// of two, `k >= 1`) as `(x, k)` for `shl x, k`: the same bits at every
/// width (LangRef's `mul` wraps). Not for 64-bit integers, which `mul64`
/// and `int64.rs` write, nor floats.
fn shift_of_mul(opcode: LLVMOpcode, ty: ElemType, a: &Val, b: &Val, lanes: u32) -> Option<(Val, Val)> {
    if opcode != LLVMOpcode::LLVMMul || ty.is_float() || ty.size_bytes() > 4 {
        return None;
    }
    let power = |v: &Val| match v {
        Val::Const(k) => k
            .splat(0, lanes)
            .flatten()
            .filter(|&f| f > 1 && f.is_power_of_two())
            .map(|f| Val::Const(Konst { lane: k.lane, lanes: vec![Some(u64::from(f.trailing_zeros())); k.lanes.len()].into() })),
        _ => None,
    };
    match (power(b), power(a)) {
        (Some(k), _) if !matches!(a, Val::Const(_)) => Some((a.clone(), k)),
        (_, Some(k)) if !matches!(b, Val::Const(_)) => Some((b.clone(), k)),
        _ => None,
    }
}

/// Whether a scalar compare's only readers are conditional branches, which
/// read the first channel of its predicate (vISA spec, JMP: exec size 1).
fn branch_only(inst: LLVMValueRef) -> bool {
    ir::users(inst).next().is_some() && ir::users(inst).all(|u| llvm::opcode(u) == LLVMOpcode::LLVMBr)
}

/// Whether `u` is a `shufflevector` of `v` (and an undefined second
/// operand) that reads only lane 0 of `v`.
pub(super) fn is_splat_of(u: LLVMValueRef, v: LLVMValueRef) -> bool {
    llvm::opcode(u) == LLVMOpcode::LLVMShuffleVector
        && llvm::operand(u, 0).is_ok_and(|a| a == v)
        && llvm::operand(u, 1).is_ok_and(|b| b != v && llvm::is_undef(b))
        && llvm::shuffle_mask(u).is_ok_and(|mask| mask.iter().all(|&lane| lane.is_none_or(|l| l == 0)))
}

/// The element type of a data lane.
pub(super) fn data_ty(lane: LaneTy) -> Result<ElemType, EmitError> {
    match lane {
        LaneTy::Data(t) => Ok(t),
        LaneTy::Bool => Err(EmitError::internal("i1 where data was expected")),
    }
}

impl Emitter<'_, '_> {
    /// `add sub mul shl lshr ashr and or xor fadd fsub fmul`.
    pub fn binary(&mut self, inst: LLVMValueRef, opcode: LLVMOpcode) -> Result<Val, EmitError> {
        use LLVMOpcode::*;
        let s = self.shape_of(inst)?;
        // A NOT folded into this one (`logic_fold.rs`) has no value of its own.
        if let (LaneTy::Data(ty), LLVMAnd | LLVMOr | LLVMXor) = (s.lane, opcode) {
            if !self.folded_nots.is_empty() {
                if let Some(bfn) = self.logic_with_not(inst, opcode, ty, s.lanes)? {
                    return Ok(bfn);
                }
            }
        }
        let a = self.value(llvm::operand(inst, 0)?)?;
        let b = self.value(llvm::operand(inst, 1)?)?;
        let ty = match s.lane {
            LaneTy::Bool => {
                let op = match opcode {
                    LLVMAnd | LLVMMul => AluOp::And,
                    LLVMOr => AluOp::Or,
                    LLVMXor | LLVMAdd | LLVMSub => AluOp::Xor,
                    _ => {
                        return Err(
                            "shifts of `i1` values cannot be emitted; supported on i1: and, or, xor, add, sub, mul"
                                .into(),
                        )
                    }
                };
                if opcode == LLVMXor {
                    if let Some(inverse) = self.inverse_compare(inst, &a, &b)? {
                        return Ok(inverse);
                    }
                }
                return self.mask_logic(op, &a, &b, s).map(Val::Mask);
            }
            LaneTy::Data(t) => t,
        };
        if let (Val::Const(x), Val::Const(y)) = (&a, &b) {
            if x.all_undef() || y.all_undef() {
                return Ok(Val::Const(Konst { lane: s.lane, lanes: vec![None; s.lanes as usize].into() }));
            }
            if let Some(folded) = fold_int(opcode, ty, x, y, s.lanes) {
                let k = Val::Const(Konst { lane: s.lane, lanes: folded });
                // A vector of distinct lanes read by several users is made once.
                if llvm::use_count(inst) > 1 && matches!(&k, Val::Const(c) if c.splat(0, s.lanes).is_none()) {
                    let dst = self.new_root(ty, s.lanes, Some(inst))?;
                    self.copy_lanes(dst, &k, s.lanes)?;
                    return Ok(Val::Gen(dst));
                }
                return Ok(k);
            }
        }
        // An integer multiply by a power of two is a shift, as Intel's
        // compiler writes it (`shl ... 5` for `mul %x, 32`).
        let (opcode, a, b) = match shift_of_mul(opcode, ty, &a, &b, s.lanes) {
            Some((x, k)) => (LLVMShl, x, k),
            None => (opcode, a, b),
        };
        let (op, negate, signed_src0) = match opcode {
            LLVMAdd | LLVMFAdd => (AluOp::Add, false, false),
            LLVMSub | LLVMFSub => (AluOp::Add, true, false),
            LLVMMul | LLVMFMul => (AluOp::Mul, false, false),
            LLVMShl => (AluOp::Shl, false, false),
            LLVMLShr => (AluOp::Shr, false, false),
            LLVMAShr => (AluOp::Asr, false, true),
            LLVMAnd => (AluOp::And, false, false),
            LLVMOr => (AluOp::Or, false, false),
            _ => (AluOp::Xor, false, false),
        };
        let n = s.lanes;
        let a = self.operand(a, n)?;
        let b = self.operand(b, n)?;
        // A loop's update computed in its phi's variable (`phi_homes.rs`).
        let dst = match self.flow.phi_homes.get(&inst) {
            Some(&home) if home.ty == ty && home.lanes == n => home,
            _ => self.new_root(ty, n, Some(inst))?,
        };
        if op == AluOp::Mul && !ty.is_float() && ty.size_bytes() == 8 {
            self.mul64(dst, &a, &b, n)?;
            return Ok(Val::Gen(dst));
        }
        // ASR's dst and src0 are signed (vISA spec, ASR: Notes): both
        // through signed aliases.
        let dst_view = if signed_src0 { View { ty: signed(ty), ..dst } } else { dst };
        for (st, e) in chunks(n) {
            let d = self.dst(dst_view, st)?;
            let src0 = self.src_as(&a, st, e, signed_src0.then(|| signed(ty)))?;
            let mut src1 = self.src(&b, st, e)?;
            if negate {
                src1 = neg(src1);
            }
            self.push(Instruction::alu2(op, nm(e), None, d, src0, src1));
        }
        Ok(Val::Gen(dst))
    }

    /// `and`/`or`/`xor` of masks: one predicate instruction per group when
    /// both are whole mask roots, else through bytes.
    pub fn mask_logic(&mut self, op: AluOp, a: &Val, b: &Val, s: Shape) -> Result<MaskView, EmitError> {
        let form = MaskForm::of(&s);
        let broadcast = form == MaskForm::Broadcast;
        let ma = self.mask_of(a, form)?;
        let mb = self.mask_of(b, form)?;
        let whole = |e: &Self, m: MaskView| {
            let r = e.mask_root(m);
            m.start == 0 && (r.broadcast == broadcast) && (broadcast || (r.lanes == s.lanes && m.lanes == s.lanes))
        };
        if whole(self, ma) && whole(self, mb) {
            let r = self.new_mask(s.lanes, form)?;
            let clean = self.mask_root(ma).clean && self.mask_root(mb).clean;
            self.masks.roots[r.root].clean |= clean;
            let (ga, gb, gr) = (
                self.mask_root(ma).groups.clone(),
                self.mask_root(mb).groups.clone(),
                self.mask_root(r).groups.clone(),
            );
            for ((pa, pb), pr) in ga.into_iter().zip(gb).zip(gr) {
                self.push(Instruction::alu2(
                    op,
                    nm(32),
                    None,
                    DstOperand::Predicate(pr),
                    SrcOperand::Predicate(pa),
                    SrcOperand::Predicate(pb),
                ));
            }
            return Ok(r);
        }
        let ba = Val::Gen(self.mask_bytes(ma)?);
        let bb = Val::Gen(self.mask_bytes(mb)?);
        let n = s.lanes;
        let ba = self.operand(ba, n)?;
        let bb = self.operand(bb, n)?;
        let dst = self.new_root(ElemType::UB, n, None)?;
        for (st, e) in chunks(n) {
            let d = self.dst(dst, st)?;
            let src0 = self.src(&ba, st, e)?;
            let src1 = self.src(&bb, st, e)?;
            self.push(Instruction::alu2(op, nm(e), None, d, src0, src1));
        }
        self.bytes_to_mask(&Val::Gen(dst), n, form)
    }

    /// NOT of a mask: `xor` with all of its lanes set.
    fn mask_not(&mut self, m: MaskView, s: Shape) -> Result<MaskView, EmitError> {
        let ones = Val::Const(Konst { lane: LaneTy::Bool, lanes: vec![Some(1); s.lanes as usize].into() });
        self.mask_logic(AluOp::Xor, &Val::Mask(m), &ones, s)
    }

    /// A cast instruction (`zext`, `sext`, `trunc`, `bitcast`, `ptrtoint`,
    /// `inttoptr`: `opcode`).
    pub fn cast_instruction(&mut self, inst: LLVMValueRef, opcode: LLVMOpcode) -> Result<Val, EmitError> {
        let cast = Cast::of(opcode).ok_or_else(|| EmitError::internal("not a cast"))?;
        self.cast(inst, cast)
    }

    /// The casts.
    pub fn cast(&mut self, inst: LLVMValueRef, cast: Cast) -> Result<Val, EmitError> {
        let src_v = llvm::operand(inst, 0)?;
        let from = self.shape_of(src_v)?;
        let to = self.shape_of(inst)?;
        let a = self.value(src_v)?;
        let same_bits = |x: Shape, y: Shape| -> bool {
            let bits = |s: Shape| match s.lane {
                LaneTy::Bool => s.lanes,
                LaneTy::Data(t) => s.lanes * 8 * t.size_bytes(),
            };
            bits(x) == bits(y)
        };
        match (from.lane, to.lane) {
            (LaneTy::Bool, LaneTy::Bool) => Ok(a),
            (LaneTy::Bool, LaneTy::Data(ty)) => match cast {
                Cast::Zext | Cast::Sext => self.mask_to_ints(&a, from, ty, cast == Cast::Sext, Some(inst)),
                Cast::Bitcast => self.mask_to_bits(&a, from, to),
                _ => Err("this cast of `i1` values cannot be emitted; supported: zext, sext, bitcast".into()),
            },
            (LaneTy::Data(ty), LaneTy::Bool) => match cast {
                Cast::Trunc => {
                    // Bit 0 of each lane.
                    let n = from.lanes;
                    let a = self.operand(a, n)?;
                    let tmp = self.new_root(ty, n, None)?;
                    for (st, e) in chunks(n) {
                        let d = self.dst(tmp, st)?;
                        let src0 = self.src(&a, st, e)?;
                        self.push(Instruction::alu2(AluOp::And, nm(e), None, d, src0, imm(ty, 1)));
                    }
                    self.bytes_to_mask(&Val::Gen(tmp), n, MaskForm::of(&to)).map(Val::Mask)
                }
                Cast::Bitcast => self.int_to_mask(&a, from, to),
                _ => Err("this cast to `i1` values cannot be emitted; supported: trunc, bitcast of an integer".into()),
            },
            (LaneTy::Data(fty), LaneTy::Data(tty)) => {
                let reinterpret = match cast {
                    Cast::Bitcast => true,
                    Cast::PtrToInt | Cast::IntToPtr => fty.size_bytes() == tty.size_bytes(),
                    _ => false,
                };
                if reinterpret {
                    if !same_bits(from, to) {
                        return Err(EmitError::internal("bitcast between sizes"));
                    }
                    return self.reinterpret(a, from, to);
                }
                let n = to.lanes;
                let a = self.operand(a, n)?;
                let dst = self.new_root(tty, n, Some(inst))?;
                let read = (cast == Cast::Sext).then(|| signed(fty));
                // `trunc` of a qword where the ALU has no 64-bit integers
                // reads its low dwords (as Intel's compiler does): GenX_IR
                // 1.0.12504 asserts ("unsupported stride") on a `uq`
                // source narrowed and widened again.
                let low_dwords = match &a {
                    Val::Gen(view) if cast == Cast::Trunc && fty.size_bytes() == 8 => (self.platform.int64()
                        == visa_passes::isa::target::Int64Alu::None)
                        .then_some(View { ty: ElemType::UD, lanes: 2 * view.lanes, ..*view }),
                    _ => None,
                };
                for (st, e) in chunks(n) {
                    let d = self.dst(dst, st)?;
                    let src = match low_dwords {
                        Some(dwords) => self.src_strided(dwords, 2 * st, 2, ElemType::UD)?,
                        None => self.src_as(&a, st, e, read)?,
                    };
                    self.push(super::values::mov(e, d, src));
                }
                Ok(Val::Gen(dst))
            }
        }
    }

    /// The same bytes as another type: a view (a constant re-split).
    fn reinterpret(&mut self, a: Val, from: Shape, to: Shape) -> Result<Val, EmitError> {
        let (LaneTy::Data(fty), LaneTy::Data(tty)) = (from.lane, to.lane) else {
            return Err(EmitError::internal("reinterpret of i1"));
        };
        match a {
            Val::Gen(view) => {
                let view = if view.off % tty.size_bytes() != 0 {
                    self.copy_to_root(&Val::Gen(view), fty, from.lanes)?
                } else {
                    view
                };
                Ok(Val::Gen(View { ty: tty, lanes: to.lanes, ..view }))
            }
            Val::Const(k) => {
                let (fb, tb) = (8 * fty.size_bytes(), 8 * tty.size_bytes());
                let lanes = (0..to.lanes as usize)
                    .map(|o| {
                        let mut bits = 0u64;
                        for k2 in 0..tb as usize {
                            let position = o * tb as usize + k2;
                            let lane = k.lanes.get(position / fb as usize).copied().flatten()?;
                            bits |= ((lane >> (position % fb as usize)) & 1) << k2;
                        }
                        Some(bits)
                    })
                    .collect();
                Ok(Val::Const(Konst { lane: to.lane, lanes }))
            }
            Val::Mask(_) => Err(EmitError::internal("reinterpret of a mask")),
        }
    }

    /// `bitcast iN to <N x i1>` (or any N bits: `<2 x i32>`, `<4 x i8>`,
    /// `i64`, ...): `setp` from the bits, 32 lanes per group.
    fn int_to_mask(&mut self, a: &Val, from: Shape, to: Shape) -> Result<Val, EmitError> {
        let n = to.lanes;
        let (word_shape, word_bits) = mask_words(n)?;
        let words = word_shape.lanes;
        let a = self.reinterpret(a.clone(), from, word_shape)?;
        if let Val::Const(k) = &a {
            let bit =
                |i: u32| k.lanes.get((i / word_bits) as usize).copied().flatten().map(|w| (w >> (i % word_bits)) & 1);
            let lanes = (0..n).map(bit).collect();
            return Ok(Val::Const(Konst { lane: LaneTy::Bool, lanes }));
        }
        let Val::Gen(view) = a else { return Err(EmitError::internal("mask bitcast of a mask")) };
        let m = self.new_mask(n, MaskForm::Lanes)?;
        let groups = self.mask_root(m).groups.clone();
        for (g, p) in groups.into_iter().enumerate() {
            let src = if words == 1 {
                // One word of 8, 16 or 32 bits, zero-extended by SETP.
                self.src_as(&Val::Gen(view), 0, 1, Some(bits_ty(view.ty)))?
            } else {
                self.src(&Val::Gen(view), g as u32, 1)?
            };
            self.push(Instruction::Setp { exec: nm(32), dst: p, src });
        }
        // The integer has exactly the mask's bits.
        self.masks.roots[m.root].clean = true;
        Ok(Val::Mask(m))
    }

    /// `bitcast <N x i1> to iN` (or to any integers of N bits, `<2 x i32>`
    /// for 64 lanes): each group of 32 lanes' predicate as a dword (`mov`
    /// from a predicate: MOV Notes, exec size 1, a `ud` destination), cut to
    /// the group's lanes; the integer is those bytes.
    fn mask_to_bits(&mut self, a: &Val, from: Shape, to: Shape) -> Result<Val, EmitError> {
        let n = from.lanes;
        let (word_shape, word_bits) = mask_words(n)?;
        let LaneTy::Data(word) = word_shape.lane else { return Err(EmitError::internal("mask words")) };
        if let Val::Const(k) = a {
            let mut lanes = vec![Some(0u64); (n / word_bits) as usize];
            for (i, lane) in k.lanes.iter().enumerate() {
                let w = &mut lanes[i / word_bits as usize];
                *w = w.zip(*lane).map(|(w, b)| w | (b & 1) << (i % word_bits as usize));
            }
            return self.reinterpret(
                Val::Const(Konst { lane: LaneTy::Data(word), lanes: lanes.into() }),
                word_shape,
                to,
            );
        }
        let words = n.div_ceil(32);
        let m = self.mask_of(a, MaskForm::Lanes)?;
        // A view whose lanes start a group: its predicates as they are.
        let m = if m.start.is_multiple_of(32) { m } else { self.aligned_copy(m)? };
        let root = self.mask_root(m);
        let (groups, broadcast) = (root.groups.clone(), root.broadcast);
        let ud = ElemType::UD;
        let bits = self.new_root(ud, words, None)?;
        for g in 0..words {
            // A broadcast mask's one group has every bit set or clear.
            let p = if broadcast { groups[0] } else { groups[(m.start / 32 + g) as usize] };
            let d = self.dst(bits, g)?;
            self.push(Instruction::mov(nm(1), None, d, SrcOperand::Predicate(p)));
            let lanes = (n - 32 * g).min(32);
            if lanes < 32 {
                // The bits past the lanes belong to other lanes, or to none.
                let lane_mask = (1u64 << lanes) - 1;
                let (d, b) = (self.dst(bits, g)?, self.src(&Val::Gen(bits), g, 1)?);
                self.push(Instruction::alu2(AluOp::And, nm(1), None, d, b, imm(ud, lane_mask)));
            }
        }
        // The dwords' low bytes (little-endian) as the integer.
        self.reinterpret(Val::Gen(View { ty: word, lanes: word_shape.lanes, ..bits }), word_shape, to)
    }

    /// `zext`/`sext` of masks: `sel (P) 1|-1, 0`.
    pub(super) fn mask_to_ints(
        &mut self,
        a: &Val,
        from: Shape,
        ty: ElemType,
        sext: bool,
        inst: Option<LLVMValueRef>,
    ) -> Result<Val, EmitError> {
        let form = MaskForm::of(&from);
        let broadcast = form == MaskForm::Broadcast;
        let n = from.lanes;
        let m = self.mask_of(a, form)?;
        let m = if broadcast { m } else { self.aligned_mask(m, n)? };
        let one = if sext { llvm::mask(8 * ty.size_bytes()) } else { 1 };
        let dst = self.new_root(ty, n, inst)?;
        for (st, e) in chunks(n) {
            let (p, channel) = self.chunk_pred(m, st, e).ok_or_else(|| EmitError::internal("unaligned mask piece"))?;
            let d = self.dst(dst, st)?;
            self.push(Instruction::alu2(
                AluOp::Sel,
                nm_at(e, channel),
                Some(Predicate::new(p)),
                d,
                imm(ty, one),
                imm(ty, 0),
            ));
        }
        Ok(Val::Gen(dst))
    }

    /// `icmp`.
    pub fn icmp(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        self.icmp_as(inst, false, inst)
    }

    /// `xor (icmp x, y), true` (`a`, `b` the xor's operands as emitted):
    /// the inverse compare of `x` and `y`, one `cmp` instead of a constant
    /// predicate and an `xor` of predicates. (The compare usually has
    /// users of its own: LLVM folds a one-use one into the inverse.)
    fn inverse_compare(&mut self, xor: LLVMValueRef, a: &Val, b: &Val) -> Result<Option<Val>, EmitError> {
        let all_set = |v: &Val| matches!(v, Val::Const(k) if k.lanes.iter().all(|l| l.is_some_and(|x| x & 1 == 1)));
        let cmp = match (all_set(a), all_set(b)) {
            (false, true) => llvm::operand(xor, 0)?,
            (true, false) => llvm::operand(xor, 1)?,
            _ => return Ok(None),
        };
        if llvm::opcode(cmp) != LLVMOpcode::LLVMICmp {
            return Ok(None);
        }
        self.icmp_as(cmp, true, xor).map(Some)
    }

    /// The `icmp` `inst` (its inverse where `invert`) as the value of `result`.
    fn icmp_as(&mut self, inst: LLVMValueRef, invert: bool, result: LLVMValueRef) -> Result<Val, EmitError> {
        use LLVMIntPredicate::*;
        let predicate = ir::icmp_predicate(inst).ok_or_else(|| EmitError::internal("not an icmp"))?;
        let (rel, is_signed) = match predicate {
            LLVMIntEQ => (CmpRel::Eq, false),
            LLVMIntNE => (CmpRel::Ne, false),
            LLVMIntUGT => (CmpRel::Gt, false),
            LLVMIntUGE => (CmpRel::Ge, false),
            LLVMIntULT => (CmpRel::Lt, false),
            LLVMIntULE => (CmpRel::Le, false),
            LLVMIntSGT => (CmpRel::Gt, true),
            LLVMIntSGE => (CmpRel::Ge, true),
            LLVMIntSLT => (CmpRel::Lt, true),
            LLVMIntSLE => (CmpRel::Le, true),
        };
        let rel = if invert { rel.inverse() } else { rel };
        let (a, b, s, ty) = self.compare_operands(inst)?;
        let read = if is_signed { signed(ty) } else { ty };
        let target = if s.is_vector { self.wrpred_compare_target(result, s.lanes)? } else { None };
        self.compare_at(rel, &a, &b, s, read, target, branch_only(result)).map(Val::Mask)
    }

    /// `fcmp`: ordered predicates are one compare (NaN compares false
    /// except `ne`); `une` is `ne`; the others combine compares.
    pub fn fcmp(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        use LLVMRealPredicate::*;
        let predicate = ir::fcmp_predicate(inst).ok_or_else(|| EmitError::internal("not an fcmp"))?;
        let (a, b, s, ty) = self.compare_operands(inst)?;
        let constant = |on: bool| {
            Val::Const(Konst { lane: LaneTy::Bool, lanes: vec![Some(u64::from(on)); s.lanes as usize].into() })
        };
        let single = |rel| Some(rel);
        let direct = match predicate {
            LLVMRealOEQ => single(CmpRel::Eq),
            LLVMRealOGT => single(CmpRel::Gt),
            LLVMRealOGE => single(CmpRel::Ge),
            LLVMRealOLT => single(CmpRel::Lt),
            LLVMRealOLE => single(CmpRel::Le),
            LLVMRealUNE => single(CmpRel::Ne),
            _ => None,
        };
        if let Some(rel) = direct {
            let target = if s.is_vector { self.wrpred_compare_target(inst, s.lanes)? } else { None };
            return self.compare_at(rel, &a, &b, s, ty, target, branch_only(inst)).map(Val::Mask);
        }
        let m = match predicate {
            LLVMRealPredicateFalse => return Ok(constant(false)),
            LLVMRealPredicateTrue => return Ok(constant(true)),
            LLVMRealONE | LLVMRealUEQ => {
                let lt = self.compare(CmpRel::Lt, &a, &b, s, ty)?;
                let gt = self.compare(CmpRel::Gt, &a, &b, s, ty)?;
                let one = self.mask_logic(AluOp::Or, &Val::Mask(lt), &Val::Mask(gt), s)?;
                if predicate == LLVMRealONE {
                    one
                } else {
                    self.mask_not(one, s)?
                }
            }
            LLVMRealORD | LLVMRealUNO => {
                let aa = self.compare(CmpRel::Eq, &a, &a, s, ty)?;
                let bb = self.compare(CmpRel::Eq, &b, &b, s, ty)?;
                let ord = self.mask_logic(AluOp::And, &Val::Mask(aa), &Val::Mask(bb), s)?;
                if predicate == LLVMRealORD {
                    ord
                } else {
                    self.mask_not(ord, s)?
                }
            }
            // Unordered: NOT of the ordered inverse.
            other => {
                let rel = match other {
                    LLVMRealUGT => CmpRel::Le,
                    LLVMRealUGE => CmpRel::Lt,
                    LLVMRealULT => CmpRel::Ge,
                    _ => CmpRel::Gt, // ULE
                };
                let m = self.compare(rel, &a, &b, s, ty)?;
                self.mask_not(m, s)?
            }
        };
        Ok(Val::Mask(m))
    }

    /// Operands of a compare as data (masks as bytes), with the result's
    /// shape and the operands' element type.
    fn compare_operands(&mut self, inst: LLVMValueRef) -> Result<(Val, Val, Shape, ElemType), EmitError> {
        let (va, vb) = (llvm::operand(inst, 0)?, llvm::operand(inst, 1)?);
        let s = self.shape_of(inst)?;
        let from = self.shape_of(va)?;
        let a = self.value(va)?;
        let b = self.value(vb)?;
        let a = self.data(a)?;
        let b = self.data(b)?;
        let ty = match from.lane {
            LaneTy::Bool => ElemType::UB,
            LaneTy::Data(t) => t,
        };
        let a = self.operand(a, s.lanes)?;
        let b = self.operand(b, s.lanes)?;
        Ok((a, b, s, ty))
    }

    /// `cmp.<rel>` of `a` and `b` read as `ty`, into a fresh mask root.
    pub(super) fn compare(
        &mut self,
        rel: CmpRel,
        a: &Val,
        b: &Val,
        s: Shape,
        ty: ElemType,
    ) -> Result<MaskView, EmitError> {
        self.compare_at(rel, a, b, s, ty, None, false)
    }

    /// [`Self::compare`], into the lanes of `target` if given (a vector's
    /// lanes at legal execution-mask offsets: `wrpred.rs`).
    fn compare_at(
        &mut self,
        rel: CmpRel,
        a: &Val,
        b: &Val,
        s: Shape,
        ty: ElemType,
        target: Option<MaskView>,
        branch_only: bool,
    ) -> Result<MaskView, EmitError> {
        let form = MaskForm::of(&s);
        let broadcast = form == MaskForm::Broadcast;
        let m = match target {
            Some(t) => t,
            None => self.new_mask(s.lanes, form)?,
        };
        let groups = self.mask_root(m).groups.clone();
        if broadcast {
            let src0 = self.src_as(a, 0, 1, Some(ty))?;
            let src1 = self.src_as(b, 0, 1, Some(ty))?;
            // Every bit, for readers at any channel; a branch reads bit 0 only.
            let exec = if branch_only { nm(1) } else { nm(32) };
            self.push(Instruction::Cmp { rel, exec, dst: DstOperand::Predicate(groups[0]), src0, src1 });
            return Ok(m);
        }
        for (st, e) in chunks(s.lanes) {
            let src0 = self.src_as(a, st, e, Some(ty))?;
            let src1 = self.src_as(b, st, e, Some(ty))?;
            let lane = m.start + st;
            self.push(Instruction::Cmp {
                rel,
                exec: nm_at(e, lane % 32),
                dst: DstOperand::Predicate(groups[(lane / 32) as usize]),
                src0,
                src1,
            });
        }
        Ok(m)
    }

    /// `select`.
    pub fn select(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        let vc = llvm::operand(inst, 0)?;
        let cs = self.shape_of(vc)?;
        let s = self.shape_of(inst)?;
        let cond = self.value(vc)?;
        let t = self.value(llvm::operand(inst, 1)?)?;
        let f = self.value(llvm::operand(inst, 2)?)?;
        if let Val::Const(k) = &cond {
            if let Some(lane) = k.splat(0, k.lanes.len() as u32) {
                // A uniform constant condition picks an operand (undef: the second).
                return Ok(if lane.unwrap_or(0) & 1 != 0 { t } else { f });
            }
        }
        let is_mask = s.lane == LaneTy::Bool;
        let (t, f) = if is_mask { (self.data(t)?, self.data(f)?) } else { (t, f) };
        let ty = if is_mask { ElemType::UB } else { data_ty(s.lane)? };
        let n = s.lanes;
        let form = MaskForm::of(&cs);
        let broadcast = form == MaskForm::Broadcast;
        let m = self.mask_of(&cond, form)?;
        let m = if broadcast { m } else { self.aligned_mask(m, n)? };
        let t = self.operand(t, n)?;
        let f = self.operand(f, n)?;
        let dst = self.new_root(ty, n, if is_mask { None } else { Some(inst) })?;
        // `select` picks bits: `sel` on integers of the size (a float `sel` would quiet sNaNs).
        let bits = bits_ty(ty);
        for (st, e) in chunks(n) {
            let (p, channel) = self.chunk_pred(m, st, e).ok_or_else(|| EmitError::internal("unaligned mask piece"))?;
            let d = self.dst(View { ty: bits, ..dst }, st)?;
            let src0 = self.src_as(&t, st, e, Some(bits))?;
            let src1 = self.src_as(&f, st, e, Some(bits))?;
            self.push(Instruction::alu2(AluOp::Sel, nm_at(e, channel), Some(Predicate::new(p)), d, src0, src1));
        }
        if is_mask {
            return self.bytes_to_mask(&Val::Gen(dst), n, MaskForm::of(&s)).map(Val::Mask);
        }
        Ok(Val::Gen(dst))
    }

    /// `extractelement`; with a constant index, a one-lane view.
    pub fn extractelement(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        let vv = llvm::operand(inst, 0)?;
        let vs = self.shape_of(vv)?;
        let s = self.shape_of(inst)?;
        let vec = self.value(vv)?;
        let index = match self.value(llvm::operand(inst, 1)?)? {
            Val::Const(k) => k.lanes.first().copied().flatten().filter(|&i| i < u64::from(vs.lanes)),
            index => return self.extract_at(inst, vec, vs, index),
        };
        let Some(k) = index.map(|i| i as u32) else {
            return Ok(Val::Const(Konst { lane: s.lane, lanes: vec![None].into() }));
        };
        match vec {
            Val::Const(c) => {
                Ok(Val::Const(Konst { lane: c.lane, lanes: vec![c.lanes.get(k as usize).copied().flatten()].into() }))
            }
            Val::Gen(view) => Ok(Val::Gen(View { off: view.off + k * view.ty.size_bytes(), lanes: 1, ..view })),
            Val::Mask(m) => {
                let bytes = self.mask_bytes(m)?;
                let lane = View { off: bytes.off + k, lanes: 1, ..bytes };
                self.bytes_to_mask(&Val::Gen(lane), 1, MaskForm::Broadcast).map(Val::Mask)
            }
        }
    }

    /// `shufflevector` with a constant mask.
    pub fn shufflevector(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        let (va, vb) = (llvm::operand(inst, 0)?, llvm::operand(inst, 1)?);
        let na = self.shape_of(va)?.lanes;
        // A splat of lane 0 that only ALU operations read is that lane,
        // read as a scalar (`<0;1,0>`) by each of them.
        if is_splat_of(inst, va) && ir::users(inst).all(|u| crate::emit::phi_homes::is_alu(u)) {
            if let Val::Gen(v) = self.value(va)? {
                if v.off % v.ty.size_bytes() == 0 {
                    return Ok(Val::Gen(View { lanes: 1, ..v }));
                }
            }
        }
        if let Some(slice) = self.shuffle_slice(inst, va, vb, na)? {
            return Ok(slice);
        }
        let operands = [self.value(va)?, self.value(vb)?];
        // Which operand and lane each result lane reads (None: undefined).
        let source: Vec<Option<(usize, u32)>> = llvm::shuffle_mask(inst)?
            .into_iter()
            .map(|lane| lane.map(|i| if i < na { (0, i) } else { (1, i - na) }))
            .collect();
        self.shuffle(inst, operands, &source)
    }

    /// Fast path of [`Self::shufflevector`]: lanes `k..k + n` of a variable
    /// `va`, all defined, beside an undefined `vb` (how legalize takes the
    /// pieces of a split operation's result, the most common shuffle) are
    /// a view of it, found from the mask alone. `None` for any other
    /// shuffle (`shuffle` then makes the same view, or the copies).
    fn shuffle_slice(
        &mut self,
        inst: LLVMValueRef,
        va: LLVMValueRef,
        vb: LLVMValueRef,
        na: u32,
    ) -> Result<Option<Val>, EmitError> {
        let mask = llvm::shuffle_mask(inst)?;
        let n = mask.len() as u32;
        let Some(&Some(k)) = mask.first() else { return Ok(None) };
        if !llvm::is_undef(vb) || k + n > na || (1..n).any(|j| mask[j as usize] != Some(k + j)) {
            return Ok(None);
        }
        let s = self.shape_of(inst)?;
        if s.lane == LaneTy::Bool {
            return Ok(None);
        }
        self.variable_slice(va, k, s.lanes)
    }

    /// Lanes `k..k + lanes` of the value `va` as a view, when it is a
    /// variable and they lie inside its root (the fast paths' views).
    pub(super) fn variable_slice(&mut self, va: LLVMValueRef, k: u32, lanes: u32) -> Result<Option<Val>, EmitError> {
        Ok(match self.value(va)? {
            Val::Gen(view) => self.slice_view(view, k, lanes).map(Val::Gen),
            _ => None,
        })
    }

    /// Lanes `k..k + lanes` of `view` as a view, if inside its root: a view
    /// past its end (an 8-lane value widened to 16 with undefined lanes)
    /// would make its readers read bytes no variable holds.
    fn slice_view(&self, view: View, k: u32, lanes: u32) -> Option<View> {
        let off = view.off + k * view.ty.size_bytes();
        (off + lanes * view.ty.size_bytes() <= self.root_bytes(view.root)).then_some(View { off, lanes, ..view })
    }

    /// The value of `inst` whose lane `j` is lane `source[j]` of one of two
    /// operands (`None`: undefined): a shuffle, and the region intrinsics
    /// at constant offsets (`region.rs`).
    pub(super) fn shuffle(
        &mut self,
        inst: LLVMValueRef,
        operands: [Val; 2],
        source: &[Option<(usize, u32)>],
    ) -> Result<Val, EmitError> {
        let s = self.shape_of(inst)?;
        if source.iter().all(Option::is_none) {
            return Ok(Val::Const(Konst { lane: s.lane, lanes: vec![None; s.lanes as usize].into() }));
        }
        if s.lane == LaneTy::Bool {
            return self.mask_shuffle(&operands, source, s);
        }
        // A contiguous slice of one operand: a view.
        if let Some((which, k)) = contiguous(source) {
            match &operands[which] {
                // Outside the root, the shuffle is copied below.
                Val::Gen(view) => {
                    if let Some(slice) = self.slice_view(*view, k, s.lanes) {
                        return Ok(Val::Gen(slice));
                    }
                }
                Val::Const(c) => {
                    let lanes = (0..s.lanes).map(|j| c.lanes.get((k + j) as usize).copied().flatten()).collect();
                    return Ok(Val::Const(Konst { lane: c.lane, lanes }));
                }
                Val::Mask(_) => {}
            }
        }
        let ty = data_ty(s.lane)?;
        let dst = self.result_root(inst, ty, s.lanes)?;
        // Lanes of operands placed in this value's storage are there already.
        let source: Vec<Option<(usize, u32)>> = source
            .iter()
            .enumerate()
            .map(|(j, &src)| src.filter(|&(which, i)| !Self::in_place(&operands[which], i, dst, j as u32)))
            .collect();
        self.shuffle_into(dst, &operands, &source)?;
        Ok(Val::Gen(dst))
    }

    /// `mov`s of each run of result lanes that read consecutive (or the same)
    /// lanes of one operand.
    fn shuffle_into(
        &mut self,
        dst: View,
        operands: &[Val; 2],
        source: &[Option<(usize, u32)>],
    ) -> Result<(), EmitError> {
        let mut aligned = operands.clone();
        for op in &mut aligned {
            if let Val::Gen(view) = op {
                *view = self.aligned(*view)?;
            }
        }
        let operands = &aligned;
        // Lanes are copied as bits: integer types of the lane size on both sides.
        let bits = bits_ty(dst.ty);
        let dst = View { ty: bits, ..dst };
        // Each result lane is written once; a strided run can cover lanes
        // ahead of the one the walk is at.
        let mut done = vec![false; source.len()];
        for j in 0..source.len() {
            let Some((which, first)) = source[j].filter(|_| !done[j]) else { continue };
            let op = &operands[which];
            if let Val::Const(c) = op {
                // Result lanes `j, j + step, ...` that get the same constant.
                let constant = |(w, i): (usize, u32)| (w == which).then(|| c.lanes.get(i as usize).copied().flatten());
                let value = constant((which, first)).flatten();
                let run =
                    longest_run(source, &done, j, &[(1, 0), (2, 0), (4, 0)], |_, lane| constant(lane) == Some(value));
                if let Some(value) = value {
                    for (k, e) in exact_pieces(0, run.len) {
                        let mut d = self.dst(dst, j as u32 + run.dst_step * k)?;
                        if let DstOperand::General { hstride, .. } = &mut d {
                            *hstride = run.dst_step as u8;
                        }
                        self.push(super::values::mov(e, d, imm(bits, value)));
                    }
                }
                run.mark(&mut done, j);
                continue;
            }
            let Val::Gen(view) = op else { return Err(EmitError::internal("shuffle of a mask as data")) };
            // Consecutive result lanes at the source step the next lane
            // suggests, or source lanes spread at a destination stride.
            let next_step = match source.get(j + 1).copied().flatten() {
                Some((w, i)) if w == which && i >= first => Some(i - first),
                _ => None,
            };
            let src_step = next_step.filter(|&s| s == 0 || (s.is_power_of_two() && s <= 32));
            let candidates: Vec<(u32, u32)> = src_step.map(|s| (1, s)).into_iter().chain([(2, 1), (4, 1)]).collect();
            let run = longest_run(source, &done, j, &candidates, |src_lane, lane| lane == (which, first + src_lane));
            for (k, e) in exact_pieces(0, run.len) {
                let from = first + run.src_step * k;
                let mut d = self.dst(dst, j as u32 + run.dst_step * k)?;
                if let DstOperand::General { hstride, .. } = &mut d {
                    *hstride = run.dst_step as u8;
                }
                let src = match run.src_step {
                    0 => {
                        let one = View { off: view.off + from * view.ty.size_bytes(), lanes: 1, ..*view };
                        self.src_as(&Val::Gen(one), 0, e, Some(bits))?
                    }
                    1 => self.src_as(&Val::Gen(*view), from, e, Some(bits))?,
                    step => self.src_strided(*view, from, step, bits)?,
                };
                self.push(super::values::mov(e, d, src));
            }
            run.mark(&mut done, j);
        }
        Ok(())
    }

    /// `shufflevector` of masks: a slice view where the predicate can serve
    /// it (`docs/lowering.md`: lanes `k..k+c-1` of operand 0, then lanes that
    /// read a zero operand 1 or are undefined), else through bytes.
    fn mask_shuffle(
        &mut self,
        operands: &[Val; 2],
        source: &[Option<(usize, u32)>],
        s: Shape,
    ) -> Result<Val, EmitError> {
        if let Some(view) = self.mask_slice(operands, source, s) {
            return Ok(Val::Mask(view));
        }
        let a = self.data(operands[0].clone())?;
        let b = self.data(operands[1].clone())?;
        let dst = self.new_root(ElemType::UB, s.lanes, None)?;
        self.shuffle_into(dst, &[a, b], source)?;
        self.bytes_to_mask(&Val::Gen(dst), s.lanes, MaskForm::Lanes).map(Val::Mask)
    }

    /// The view a mask shuffle is, when it is a slice whose padding lanes
    /// fall past the root's last lane (where the bits are zero).
    fn mask_slice(&self, operands: &[Val; 2], source: &[Option<(usize, u32)>], s: Shape) -> Option<MaskView> {
        let Val::Mask(m) = &operands[0] else { return None };
        let root = self.mask_root(*m);
        if root.broadcast {
            return None;
        }
        let Some((0, k)) = source.first().copied().flatten() else { return None };
        let prefix = source.iter().take_while(|l| matches!(l, Some((0, _)))).count();
        let consecutive = source[..prefix].iter().enumerate().all(|(j, l)| *l == Some((0, k + j as u32)));
        let zero_b = matches!(&operands[1], Val::Const(c) if c.lanes.iter().all(|l| l.unwrap_or(0) == 0));
        let padding = &source[prefix..];
        let padding_ok = padding.iter().all(|l| l.is_none() || (zero_b && matches!(l, Some((1, _)))));
        let reads_zero = padding.iter().any(Option::is_some);
        let start = m.start + k;
        let tail_zero = !reads_zero || start + prefix as u32 >= root.lanes;
        (consecutive && padding_ok && tail_zero).then_some(MaskView { root: m.root, start, lanes: s.lanes })
    }

    /// `getelementptr`: base + the sum of index x stride (indices
    /// sign-extended, struct fields by their offsets), wrapping at the
    /// pointer width.
    pub fn gep(&mut self, inst: LLVMValueRef) -> Result<Val, EmitError> {
        let s = self.shape_of(inst)?;
        let ty = data_ty(s.lane)?;
        let mut current =
            ir::gep_source_element_type(inst).ok_or_else(|| EmitError::internal("not a getelementptr"))?;
        let base = self.value(llvm::operand(inst, 0)?)?;
        let mut offset: u64 = 0;
        let mut terms: Vec<(Val, ElemType, u64)> = Vec::new();
        for k in 1..llvm::num_operands(inst) {
            let iv = llvm::operand(inst, k)?;
            let is = self.shape_of(iv)?;
            let LaneTy::Data(ity) = is.lane else { return Err("i1 indices cannot be emitted".into()) };
            // A first index that is a splat constant vector (the step of a
            // rebased GEP) read in place: no lanes made, none kept.
            let splat = if k == 1 && is.is_vector && llvm::is_constant(iv) {
                llvm::int_data_vector_splat(iv, is.lanes)
            } else {
                None
            };
            if let Some(i) = splat {
                let stride = self.layout.alloc_size(current)?;
                offset = offset.wrapping_add(sext(i, 8 * ity.size_bytes()).wrapping_mul(stride));
                continue;
            }
            let index = self.value(iv)?;
            let stride = if k == 1 {
                self.layout.alloc_size(current)?
            } else {
                match llvm::type_kind(current) {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        let field = match &index {
                            Val::Const(c) => c.lanes.first().copied().flatten().unwrap_or(0),
                            _ => return Err("a struct field index must be a constant".into()),
                        };
                        let (field_offset, field_ty) = self.layout.field(current, field)?;
                        offset = offset.wrapping_add(field_offset);
                        current = field_ty;
                        continue;
                    }
                    LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                        current =
                            llvm::element_type(current).ok_or_else(|| EmitError::internal("not a sequential type"))?;
                        self.layout.alloc_size(current)?
                    }
                    _ => {
                        return Err(format!(
                            "getelementptr indexes into `{}`, which has no elements",
                            llvm::type_text(current)
                        )
                        .into())
                    }
                }
            };
            let bits = 8 * ity.size_bytes();
            match &index {
                Val::Const(c) if c.splat(0, c.lanes.len() as u32).is_some() => {
                    let i = c.lanes.iter().flatten().next().copied().unwrap_or(0);
                    let i = sext(i, bits);
                    offset = offset.wrapping_add(i.wrapping_mul(stride));
                }
                // Constant offsets scaled here, where writing them takes fewer
                // instructions than the indices and their scaling (a `mul`,
                // and a `mulh` for 64-bit pointers, per piece).
                Val::Const(c) if stride != 1 => {
                    let pmask = llvm::mask(8 * ty.size_bytes());
                    let lanes: Vec<Option<u64>> =
                        c.lanes.iter().map(|l| l.map(|i| sext(i, bits).wrapping_mul(stride) & pmask)).collect();
                    let scaling = chunks(c.lanes.len() as u32).count() * if ty.size_bytes() == 8 { 2 } else { 1 };
                    let kept = super::constants::cost(&c.lanes, ity.size_bytes()) + scaling;
                    if super::constants::cost(&lanes, ty.size_bytes()) < kept {
                        terms.push((Val::Const(Konst { lane: LaneTy::Data(ty), lanes: lanes.into() }), ty, 1));
                    } else {
                        terms.push((index, ity, stride));
                    }
                }
                _ => terms.push((index, ity, stride)),
            }
        }
        let n = s.lanes;
        let pmask = llvm::mask(8 * ty.size_bytes());
        let base_is_vector = self.shape_of(llvm::operand(inst, 0)?)?.is_vector;
        let base = self.operand(base, n)?;
        if terms.is_empty() && offset & pmask == 0 && (base_is_vector || !s.is_vector) {
            return Ok(base);
        }
        let dst = self.new_root(ty, n, Some(inst))?;
        let mut terms_ready = Vec::new();
        for (index, ity, stride) in terms {
            let index = self.operand(index, n)?;
            // A byte stride adds the (sign-extended) index itself.
            let scaled = match stride & pmask {
                1 => Scaled::Index(index, ity),
                stride => Scaled::Product(self.scaled_index(&index, ity, stride, ty, n)?),
            };
            terms_ready.push(scaled);
        }
        for (st, e) in chunks(n) {
            let mut acc = self.src(&base, st, e)?;
            for term in &terms_ready {
                let tsrc = match term {
                    Scaled::Index(index, ity) => self.src_as(index, st, e, Some(signed(*ity)))?,
                    Scaled::Product(view) => self.src(&Val::Gen(*view), st, e)?,
                };
                let d = self.dst(dst, st)?;
                self.push(Instruction::alu2(AluOp::Add, nm(e), None, d, acc, tsrc));
                acc = self.src(&Val::Gen(dst), st, e)?;
            }
            if offset & pmask != 0 {
                let d = self.dst(dst, st)?;
                self.push(Instruction::alu2(AluOp::Add, nm(e), None, d, acc, imm(ty, offset & pmask)));
            } else if terms_ready.is_empty() {
                // A scalar base broadcast to a vector with no offset at all (e.g.
                // indices `zeroinitializer`): nothing above wrote `dst`, so copy the base.
                let d = self.dst(dst, st)?;
                self.push(Instruction::mov(nm(e), None, d, acc));
            }
        }
        Ok(Val::Gen(dst))
    }

    /// A GEP index (of type `ity`, sign-extended) times `stride`, as
    /// `lanes` lanes of the pointer type `ty`. A 32-bit pointer is a 32-bit
    /// `mul`. A 64-bit one needs the 64-bit product, which MUL cannot make
    /// (it takes no `q`, vISA spec MUL: Supported Types): an index of up to
    /// 32 bits (words and bytes widened to `d` first) and a stride below
    /// 2^31 are two signed 32-bit values, whose product's low and high
    /// dwords are `mul` and `mulh` on `d`; a 64-bit index times a power of
    /// two is a `shl` on `q`; anything else goes through [`Emitter::mul64`].
    fn scaled_index(
        &mut self,
        index: &Val,
        ity: ElemType,
        stride: u64,
        ty: ElemType,
        lanes: u32,
    ) -> Result<View, EmitError> {
        let product = self.new_root(ty, lanes, None)?;
        if ty.size_bytes() < 8 {
            for (st, e) in chunks(lanes) {
                let d = self.dst(product, st)?;
                // Of a 64-bit index, only the low dword reaches a 32-bit pointer.
                let src0 = match ity.size_bytes() {
                    8 => self.halves(index, st, e)?.0,
                    _ => self.src_as(index, st, e, Some(signed(ity)))?,
                };
                self.push(Instruction::alu2(AluOp::Mul, nm(e), None, d, src0, imm(ty, stride)));
            }
            return Ok(product);
        }
        if ity.size_bytes() == 8 && stride.is_power_of_two() {
            // One 64-bit shift (SHL takes `q`).
            for (st, e) in chunks(lanes) {
                let d = self.dst(View { ty: ElemType::Q, ..product }, st)?;
                let src0 = self.src_as(index, st, e, Some(ElemType::Q))?;
                let src1 = imm(ElemType::UD, u64::from(stride.trailing_zeros()));
                self.push(Instruction::alu2(AluOp::Shl, nm(e), None, d, src0, src1));
            }
            return Ok(product);
        }
        if ity.size_bytes() > 4 || stride >= 1 << 31 {
            let wide = if ity.size_bytes() == 8 {
                index.clone()
            } else {
                Val::Gen(self.widen(index, ity, ElemType::Q, lanes)?)
            };
            let stride = Val::Const(Konst { lane: LaneTy::Data(ElemType::UQ), lanes: vec![Some(stride)].into() });
            self.mul64(product, &wide, &stride, lanes)?;
            return Ok(product);
        }
        let index =
            if ity.size_bytes() < 4 { Val::Gen(self.widen(index, ity, ElemType::D, lanes)?) } else { index.clone() };
        let dwords = View { ty: ElemType::D, lanes: 2 * product.lanes, ..product };
        for (st, e) in chunks(lanes) {
            let src0 = self.src_as(&index, st, e, Some(ElemType::D))?;
            for (op, half) in [(AluOp::Mul, 0), (AluOp::Mulh, 1)] {
                let dst = self.dst_strided(dwords, 2 * st + half, 2)?;
                self.push(Instruction::alu2(op, nm(e), None, dst, src0, imm(ElemType::D, stride)));
            }
        }
        Ok(product)
    }

    /// `lanes` lanes of `val` (an integer of type `from`) sign-extended to `to`.
    fn widen(&mut self, val: &Val, from: ElemType, to: ElemType, lanes: u32) -> Result<View, EmitError> {
        let wide = self.new_root(to, lanes, None)?;
        for (st, e) in chunks(lanes) {
            let d = self.dst(wide, st)?;
            let src = self.src_as(val, st, e, Some(signed(from)))?;
            self.push(super::values::mov(e, d, src));
        }
        Ok(wide)
    }

    /// `dst = a * b` on 64-bit integer lanes, which MUL does not take (vISA
    /// spec, MUL: Supported Types). The low 64 bits of the product, from
    /// 32-bit halves on `ud` (IGC's emulation of 64-bit multiplies does the
    /// same):
    ///
    /// ```text
    /// lo(dst) = lo(a) * lo(b)                                              mul
    /// hi(dst) = mulh(lo(a), lo(b)) + lo(a) * hi(b) + hi(a) * lo(b)   mulh, mul, add, mul, add
    /// ```
    ///
    /// wrapping at 2^32 (the rest of the cross products lies above bit 63);
    /// a cross term with a zero immediate half is left out.
    pub fn mul64(&mut self, dst: View, a: &Val, b: &Val, lanes: u32) -> Result<(), EmitError> {
        let ud = ElemType::UD;
        let dwords = View { ty: ud, lanes: 2 * dst.lanes, ..dst };
        let high = self.new_root(ud, lanes, None)?;
        let cross = self.new_root(ud, lanes, None)?;
        for (st, e) in chunks(lanes) {
            let (alo, ahi) = self.halves(a, st, e)?;
            let (blo, bhi) = self.halves(b, st, e)?;
            let alu = |op, dst, src0, src1| Instruction::alu2(op, nm(e), None, dst, src0, src1);
            let lo = self.dst_strided(dwords, 2 * st, 2)?;
            self.push(alu(AluOp::Mul, lo, alo, blo));
            let terms: Vec<(SrcOperand, SrcOperand)> =
                [(alo, bhi), (ahi, blo)].into_iter().filter(|(x, y)| !is_zero(*x) && !is_zero(*y)).collect();
            let hi = self.dst_strided(dwords, 2 * st + 1, 2)?;
            let h = self.dst(high, st)?;
            self.push(alu(AluOp::Mulh, if terms.is_empty() { hi } else { h }, alo, blo));
            for (k, (x, y)) in terms.iter().enumerate() {
                let c = self.dst(cross, st)?;
                self.push(alu(AluOp::Mul, c, *x, *y));
                let sum = if k + 1 == terms.len() { hi } else { self.dst(high, st)? };
                let (h_src, c_src) = (self.src(&Val::Gen(high), st, e)?, self.src(&Val::Gen(cross), st, e)?);
                self.push(alu(AluOp::Add, sum, h_src, c_src));
            }
        }
        Ok(())
    }

    /// The low and high dwords (as `ud`) of lanes `lane..lane + exec` of a
    /// 64-bit integer value: regions `<2;1,0>` over its dwords, or
    /// immediates.
    pub(super) fn halves(&mut self, val: &Val, lane: u32, exec: u32) -> Result<(SrcOperand, SrcOperand), EmitError> {
        let ud = ElemType::UD;
        match val {
            Val::Gen(view) => {
                let dwords = View { ty: ud, lanes: 2 * view.lanes, ..*view };
                if view.lanes == 1 {
                    // A scalar, broadcast: its two dwords as scalars.
                    let lo = self.src_as(&Val::Gen(View { lanes: 1, ..dwords }), 0, exec, Some(ud))?;
                    let hi =
                        self.src_as(&Val::Gen(View { off: dwords.off + 4, lanes: 1, ..dwords }), 0, exec, Some(ud))?;
                    return Ok((lo, hi));
                }
                Ok((self.src_strided(dwords, 2 * lane, 2, ud)?, self.src_strided(dwords, 2 * lane + 1, 2, ud)?))
            }
            Val::Const(k) => {
                let bits = k
                    .splat(lane, exec)
                    .ok_or_else(|| EmitError::internal("a non-uniform constant must be materialized first"))?;
                let bits = bits.unwrap_or(0);
                Ok((imm(ud, bits & 0xffff_ffff), imm(ud, bits >> 32)))
            }
            Val::Mask(_) => Err(EmitError::internal("a predicate used as data")),
        }
    }

    /// `ret`: the value into `retval` (its exact lanes; masks as 0/1 bytes),
    /// then `ret (M1, 1)`.
    pub fn ret(&mut self, inst: LLVMValueRef) -> Result<(), EmitError> {
        if llvm::num_operands(inst) > 0 {
            let v = llvm::operand(inst, 0)?;
            let s = self.shape_of(v)?;
            let val = self.value(v)?;
            let val = self.data(val)?;
            let ty = match s.lane {
                LaneTy::Bool => ElemType::UB,
                LaneTy::Data(t) => t,
            };
            // Claimed for this variable when the emitter started.
            let name = super::RETVAL.to_string();
            let bytes = s.lanes * ty.size_bytes();
            if bytes >= 4096 {
                return Err(format!("the returned value ({bytes} bytes) does not fit one vISA variable").into());
            }
            // One variable for every `ret` of the function.
            let existing = self.kernel.vars.iter().position(|v| v.name == name && v.alias.is_none());
            let root = match existing {
                Some(index) => GenVarId::from_decl_index(index),
                None => self.kernel.declare_var(GenVar { name, ty, num_elts: s.lanes, align: Align::Grf, alias: None }),
            };
            self.copy_lanes(View { root, off: 0, ty, lanes: s.lanes }, &val, s.lanes)?;
        }
        self.push(Instruction::Ret { exec: ExecCtrl::new(ExecSize::S1, EmaskOffset::M1, false), pred: None });
        Ok(())
    }
}

/// Result lanes `j, j + dst_step, ...` (`len` of them) that read lanes
/// `first, first + src_step, ...` of one operand (or get one constant): one
/// `mov` per power-of-two piece, with a destination stride (1, 2 or 4, what
/// a destination region can step by) and a source step (0 repeats a lane;
/// above 1 it is read as the region `<src_step;1,0>`, one element per row).
struct Run {
    len: u32,
    dst_step: u32,
    src_step: u32,
}

impl Run {
    /// Records the run's result lanes from `j` as written.
    fn mark(&self, done: &mut [bool], j: usize) {
        for k in 0..self.len {
            done[j + (self.dst_step * k) as usize] = true;
        }
    }
}

/// The longest run from result lane `j` (not yet written) over the
/// `(dst_step, src_step)` candidates, the first on a tie; `matches(s, lane)`
/// says whether a result lane reading `lane` continues a run at source offset `s`.
fn longest_run(
    source: &[Option<(usize, u32)>],
    done: &[bool],
    j: usize,
    candidates: &[(u32, u32)],
    matches: impl Fn(u32, (usize, u32)) -> bool,
) -> Run {
    let mut best = Run { len: 1, dst_step: 1, src_step: 1 };
    for &(dst_step, src_step) in candidates {
        let mut len = 1u32;
        while len < 16 {
            let at = j + (dst_step * len) as usize;
            match source.get(at).copied().flatten() {
                Some(lane) if !done[at] && matches(src_step * len, lane) => len += 1,
                _ => break,
            }
        }
        if len > best.len {
            best = Run { len, dst_step, src_step };
        }
    }
    best
}

/// `v` (of `bits` bits) sign-extended to 64 bits, as bits.
pub(super) fn sext(v: u64, bits: u32) -> u64 {
    let shift = 64 - bits.clamp(1, 64);
    (((v << shift) as i64) >> shift) as u64
}

/// `Some((operand, k))` when every defined lane `j` reads lane `k + j` of one operand.
fn contiguous(source: &[Option<(usize, u32)>]) -> Option<(usize, u32)> {
    let mut found: Option<(usize, u32)> = None;
    for (j, lane) in source.iter().enumerate() {
        let Some((which, i)) = *lane else { continue };
        let k = i.checked_sub(j as u32)?;
        match found {
            None => found = Some((which, k)),
            Some(f) if f == (which, k) => {}
            _ => return None,
        }
    }
    found
}
