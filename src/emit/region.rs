//! The vector compiler's region intrinsics (`crate::input::ops`, `RdRegion`,
//! `WrRegion`, `WrPredRegion`) at constant offsets: each is a shuffle of
//! its operands (`Emitter::shuffle`), so a region read is a view or `mov`s
//! with the region's strides, a region write `mov`s into a copy of the old
//! value.
//!
//! | intrinsic | lane `j` of the result |
//! | --- | --- |
//! | `rdregion(src, vs, w, s, offset, _)` | `src[offset / size + (j / w) * vs + (j % w) * s]` |
//! | `wrregion(old, new, vs, w, s, offset, _, mask)` | `new[i]` where `j` is element `i`'s index and `mask[i]` is set, else `old[j]` |
//! | `wrpredregion(old, new, offset)` | `new[j - offset]` for `j` in `offset..offset + n`, else `old[j]` |
//!
//! At a variable offset, `rdregion` and `wrregion` go through an address
//! register: `addr_add (M1_NM, 1) A(0)<1> &V offset`, then one `mov` from
//! `r[A(0), off]<vs;w,s>` (the whole region, as one indirect source), or
//! one `mov` per row into `r[A(0), off + row * vs * size]<s>` over a copy
//! of the old value. A rdregion with a vector of row offsets
//! ("multi-indirect") fills one address element per row,
//! `addr_add (M1_NM, rows) A(0)<1> &V offsets<1;1,0>`, and reads through a
//! multi-address source `r[A(0), off]<w,s>`. That needs a region one instruction can describe:
//! encodable strides, at most 16 lanes in at most two GRFs, and (for a
//! write) an all-true mask and a non-zero stride.
//!
//! The parameters and the mask must be constants. An index outside the
//! vector is undefined behaviour (the reference gives poison), so such a
//! lane is left undefined (at a variable offset, the emulator reports it).

use inkwell::llvm_sys::prelude::LLVMValueRef;

use super::error::EmitError;
use super::llvm;
use super::lsc::RegisterRows;
use super::values::{bits_ty, mov, nm, Val, View};
use super::Emitter;
use crate::input::ops::{Intrinsic, IntrinsicRow};
use crate::visa::*;

impl Emitter<'_, '_> {
    /// A call to a region intrinsic.
    pub(super) fn region(&mut self, v: LLVMValueRef, row: &IntrinsicRow) -> Result<Val, EmitError> {
        if row.op == Intrinsic::WrPredRegion {
            if let Some(written) = self.wrpred_written(v) {
                return Ok(written);
            }
        }
        if row.op == Intrinsic::RdRegion {
            if !self.register_rows.is_empty() {
                if let Some(&rows) = self.register_rows.get(&llvm::operand(v, 0)?) {
                    return self.rdregion_of_rows(v, rows);
                }
            }
            if let Some(slice) = self.rdregion_slice(v)? {
                return Ok(slice);
            }
        }
        let what = format!("`{}`", row.name);
        let arity = match row.op {
            Intrinsic::RdRegion => 6,
            Intrinsic::WrRegion => 8,
            _ => 3,
        };
        let count = llvm::arg_count(v).unwrap_or(0);
        if count != arity {
            return Err(format!("{what} takes {arity} arguments, found {count}").into());
        }
        let s = self.shape_of(v)?;
        let va = llvm::operand(v, 0)?;
        let old = self.shape_of(va)?;
        let size = match s.lane {
            llvm::LaneTy::Data(ty) => ty.size_bytes(),
            llvm::LaneTy::Bool => 1,
        };
        let offset_at = match row.op {
            Intrinsic::RdRegion => 4,
            Intrinsic::WrRegion => 5,
            _ => 2,
        };
        if !llvm::is_constant(llvm::operand(v, offset_at)?) && row.op != Intrinsic::WrPredRegion {
            return self.region_at_variable_offset(v, row.op, &what);
        }
        let source: Vec<Option<(usize, u32)>> = match row.op {
            Intrinsic::RdRegion => self.rdregion_source(v, &what)?.into_iter().map(|i| i.map(|i| (0, i))).collect(),
            Intrinsic::WrRegion => {
                let p = self.region_params(v, 2, &what)?;
                let new = self.shape_of(llvm::operand(v, 1)?)?;
                let mask = match self.value(llvm::operand(v, 7)?)? {
                    Val::Const(k) => k.lanes,
                    _ => {
                        return Err(
                            format!("{what} with a variable mask cannot be emitted; supported: constant masks").into()
                        )
                    }
                };
                if mask.len() != 1 && mask.len() != new.lanes as usize {
                    return Err(
                        format!("{what}: the mask has {} lanes, the new value {}", mask.len(), new.lanes).into()
                    );
                }
                let mut source: Vec<Option<(usize, u32)>> = (0..old.lanes).map(|j| Some((0, j))).collect();
                let first =
                    self.constant_arg(v, 5, &what, "offset")?.and_then(|b| element(b, offset_bits(v, 5)?, size));
                for i in 0..new.lanes {
                    let set = mask.get(if mask.len() == 1 { 0 } else { i as usize }).copied().flatten() == Some(1);
                    match first.and_then(|f| index(f, p, i)).filter(|&j| j < old.lanes) {
                        Some(j) if set => source[j as usize] = Some((1, i)),
                        Some(_) => {}
                        // Out of the vector (or an undefined offset): the whole result is undefined.
                        None => source.iter_mut().for_each(|l| *l = None),
                    }
                }
                source
            }
            _ => {
                let new = self.shape_of(llvm::operand(v, 1)?)?;
                let first = self
                    .constant_arg(v, 2, &what, "offset")?
                    .filter(|&f| f.saturating_add(u64::from(new.lanes)) <= u64::from(old.lanes));
                (0..old.lanes)
                    .map(|j| match first {
                        Some(f) if (f..f + u64::from(new.lanes)).contains(&u64::from(j)) => Some((1, j - f as u32)),
                        Some(_) => Some((0, j)),
                        None => None,
                    })
                    .collect()
            }
        };
        let operands = [self.value(va)?, self.value(llvm::operand(v, 1)?)?];
        self.shuffle(v, operands, &source)
    }

    /// The element of its source each lane of the rdregion `v` at a
    /// constant offset reads (`None`: undefined, outside the vector).
    pub(super) fn rdregion_source(&mut self, v: LLVMValueRef, what: &str) -> Result<Vec<Option<u32>>, EmitError> {
        let s = self.shape_of(v)?;
        let old = self.shape_of(llvm::operand(v, 0)?)?;
        let size = match s.lane {
            llvm::LaneTy::Data(ty) => ty.size_bytes(),
            llvm::LaneTy::Bool => 1,
        };
        let p = self.region_params(v, 1, what)?;
        let bits = offset_bits(v, 4);
        // One offset, or one per row of `width` (multi-indirect, the vertical stride unused).
        let offsets = match self.value(llvm::operand(v, 4)?)? {
            Val::Const(k) if k.lanes.len() == 1 || k.lanes.len() as u32 * p[1] == s.lanes => k.lanes,
            _ => return Err(format!("{what}: the offsets do not match the rows of the region").into()),
        };
        let multi = offsets.len() > 1;
        Ok((0..s.lanes)
            .map(|j| {
                let offset = offsets[if multi { (j / p[1]) as usize } else { 0 }];
                let first = offset.and_then(|b| element(b, bits?, size))?;
                let row = if multi { [0, p[1], p[2]] } else { p };
                index(first, row, if multi { j % p[1] } else { j }).filter(|&i| i < old.lanes)
            })
            .collect())
    }

    /// Fast path of [`Self::region`]: a rdregion of one row of consecutive
    /// elements at a constant offset inside a variable (how `select` takes
    /// a merged gather's members out of its result) is a view of it, found
    /// from the constants alone. `None` for any other call (`region` then
    /// makes the same view, or the copies).
    fn rdregion_slice(&mut self, v: LLVMValueRef) -> Result<Option<Val>, EmitError> {
        match self.rdregion_run(v)? {
            Some((va, first, lanes)) => self.variable_slice(va, first, lanes),
            None => Ok(None),
        }
    }

    /// The source, first element and length of a rdregion `v` of one row
    /// of consecutive data elements at a constant offset inside its source,
    /// read from the constants alone; `None` for any other call.
    pub(super) fn rdregion_run(&mut self, v: LLVMValueRef) -> Result<Option<(LLVMValueRef, u32, u32)>, EmitError> {
        let int = |i| llvm::operand(v, i).ok().and_then(llvm::const_int);
        let s = self.shape_of(v)?;
        let llvm::LaneTy::Data(ty) = s.lane else { return Ok(None) };
        let size = i64::from(ty.size_bytes());
        let (Some(width), Some(1), Some(offset)) = (int(2), int(3), int(4)) else { return Ok(None) };
        if llvm::arg_count(v).unwrap_or(0) != 6 || width != i64::from(s.lanes) || offset < 0 || offset % size != 0 {
            return Ok(None);
        }
        let va = llvm::operand(v, 0)?;
        let first = u32::try_from(offset / size).map_err(|e| e.to_string())?;
        if first + s.lanes > self.shape_of(va)?.lanes {
            return Ok(None);
        }
        Ok(Some((va, first, s.lanes)))
    }

    /// A rdregion (at a constant offset, reading one row: `lsc.rs`,
    /// `rows_read_alone`) of a load whose value stays in the message's
    /// register layout: a view of that row, or `mov`s from it.
    fn rdregion_of_rows(&mut self, v: LLVMValueRef, rows: RegisterRows) -> Result<Val, EmitError> {
        if let Some((_, first, lanes)) = self.rdregion_run(v)? {
            if let Some(row) = rows.row_of(first..first + lanes) {
                let at = rows.row(row);
                let off = at.off + (first - row * rows.lanes) * at.ty.size_bytes();
                return Ok(Val::Gen(View { off, lanes, ..at }));
            }
        }
        let source = self.rdregion_source(v, "`llvm.genx.rdregion`")?;
        let row = rows
            .row_of(source.iter().flatten().copied())
            .ok_or_else(|| EmitError::internal("a rdregion across the rows of a load's register layout"))?;
        let base = row * rows.lanes;
        let source: Vec<Option<(usize, u32)>> = source.iter().map(|i| i.map(|i| (0, i - base))).collect();
        let at = Val::Gen(rows.row(row));
        self.shuffle(v, [at.clone(), at], &source)
    }

    /// rdregion or wrregion whose offset is known only at run time.
    fn region_at_variable_offset(&mut self, v: LLVMValueRef, op: Intrinsic, what: &str) -> Result<Val, EmitError> {
        let s = self.shape_of(v)?;
        let ty = bits_ty(super::alu::data_ty(s.lane)?);
        let size = ty.size_bytes();
        let read = op == Intrinsic::RdRegion;
        let first = if read { 1 } else { 2 };
        let [vstride, width, stride] = self.region_params(v, first, what)?;
        // The lanes the region moves: the result's, or the new value's.
        let lanes = if read { s.lanes } else { self.shape_of(llvm::operand(v, 1)?)?.lanes };
        let one_grf_pair = lanes * size <= 2 * self.grf;
        let encodable = Region::ENCODABLE.contains(&(vstride as u8))
            && vstride <= 32
            && matches!(width, 1 | 2 | 4 | 8 | 16)
            && matches!(stride, 0 | 1 | 2 | 4)
            && (read || stride != 0)
            && matches!(lanes, 1 | 2 | 4 | 8 | 16)
            && width <= lanes
            && lanes % width == 0;
        let all_true =
            read || matches!(self.value(llvm::operand(v, 7)?)?, Val::Const(c) if c.lanes.iter().all(|l| *l == Some(1)));
        if !(encodable && one_grf_pair && all_true) {
            return Err(format!(
                "{what} at a variable offset with region <{vstride};{width},{stride}> over {lanes} lanes cannot be \
                 emitted; supported at a variable offset: vertical strides 0..32 and widths 1..16 (powers of two), \
                 strides 0, 1, 2, 4 (not 0 for a write), 1 to 16 lanes in at most two GRFs, an all-true mask"
            )
            .into());
        }
        // The vector whose address is taken: the source, or the result (a copy of the old value).
        let old = self.value(llvm::operand(v, 0)?)?;
        let old = self.data(old)?;
        let base = if read {
            match old {
                Val::Gen(view) => self.aligned(View { ty, ..view })?,
                other => {
                    let lanes = self.shape_of(llvm::operand(v, 0)?)?.lanes;
                    self.copy_to_root(&other, ty, lanes)?
                }
            }
        } else {
            let dst = self.result_root(v, ty, s.lanes)?;
            if !matches!(&old, Val::Const(c) if c.all_undef()) {
                self.copy_lanes(dst, &old, s.lanes)?;
            }
            dst
        };
        // One offset, or (multi-indirect) one per row.
        let rows = self.shape_of(llvm::operand(v, first + 3)?)?.lanes;
        let multi = self.shape_of(llvm::operand(v, first + 3)?)?.is_vector;
        if multi && (!read || rows * width != lanes) {
            return Err(format!(
                "{what} with a vector of {rows} offsets over {lanes} lanes in rows of {width} cannot be emitted; \
                 supported: one offset, or (rdregion) one per row"
            )
            .into());
        }
        let offset = self.value(llvm::operand(v, first + 3)?)?;
        let offset = self.data(offset)?;
        let offset = self.operand(offset, rows)?;
        let offset = self.src_as(&offset, 0, rows, Some(ElemType::UW))?;
        let addr = self.address_of(base, offset, rows)?;
        let indirect = |extra: u32| -> Result<Indirect, EmitError> {
            let offset = i16::try_from(base.off + extra).ok().filter(|&o| o <= 511);
            let offset = offset
                .ok_or_else(|| format!("{what}: the region starts past the 511 bytes an indirect operand reaches"))?;
            Ok(Indirect { addr, addr_offset: 0, offset, ty })
        };
        if read {
            let dst = self.new_root(ty, lanes, Some(v))?;
            let region = match multi {
                true => IndirectRegion::Multi { width: width as u8, hstride: stride as u8 },
                false => {
                    IndirectRegion::Single(Region { vstride: vstride as u8, width: width as u8, hstride: stride as u8 })
                }
            };
            let src = SrcOperand::Indirect { at: indirect(0)?, region, modifier: SrcModifier::None };
            let d = self.dst(dst, 0)?;
            self.push(mov(lanes, d, src));
            return Ok(Val::Gen(dst));
        }
        let new = self.value(llvm::operand(v, 1)?)?;
        let new = self.data(new)?;
        let new = self.operand(new, lanes)?;
        for row in 0..lanes / width {
            let at = indirect(row * vstride * size)?;
            let src = self.src_as(&new, row * width, width, Some(ty))?;
            self.push(mov(width, DstOperand::Indirect { at, hstride: stride as u8 }, src));
        }
        Ok(Val::Gen(base))
    }

    /// A fresh address register of `count` elements, each the address of
    /// `view`'s root plus that element's `bytes` (UW):
    /// `addr_add (M1_NM, count) addr(0)<1> &V bytes`. The view's own offset
    /// is left to the indirect operand's immediate.
    pub(super) fn address_of(&mut self, view: View, bytes: SrcOperand, count: u32) -> Result<AddrVarId, EmitError> {
        let name = self.unique_name("addr");
        let num_elts = u16::try_from(count).map_err(|_| EmitError::internal("too many address elements"))?;
        let addr = self.kernel.declare_addr(AddrVar { name, num_elts }).ok_or("too many address variables")?;
        let var = self.var_for(view.root, view.ty)?;
        let dst = AddressOperand { addr, offset: 0, width: 1 };
        let src0 = SrcOperand::General { var, row: 0, col: 0, region: Region::SCALAR, modifier: SrcModifier::None };
        self.push(Instruction::AddrAdd { exec: nm(count), dst, src0, src1: bytes });
        Ok(addr)
    }

    /// The constant argument `i` of a region call (`None`: undefined).
    fn constant_arg(&mut self, v: LLVMValueRef, i: u32, what: &str, name: &str) -> Result<Option<u64>, EmitError> {
        match self.value(llvm::operand(v, i)?)? {
            Val::Const(k) if k.lanes.len() == 1 => Ok(k.lanes[0]),
            _ => Err(format!(
                "{what} with a variable {name} cannot be emitted; supported: constant region parameters and masks \
                 (and offsets, for wrpredregion)"
            )
            .into()),
        }
    }

    /// vstride, width, stride (arguments `first..first + 3`): constants, the width not 0.
    fn region_params(&mut self, v: LLVMValueRef, first: u32, what: &str) -> Result<[u32; 3], EmitError> {
        let mut p = [0u32; 3];
        for (k, name) in ["vertical stride", "width", "stride"].into_iter().enumerate() {
            let bits = self.constant_arg(v, first + k as u32, what, name)?.unwrap_or(0);
            p[k] = u32::try_from(bits).unwrap_or(u32::MAX);
        }
        if p[1] == 0 {
            return Err(format!("{what} with a region of width 0 cannot be emitted").into());
        }
        Ok(p)
    }
}

/// The element a byte offset (a `bits`-bit integer) names, if it is not
/// negative and a multiple of the element size.
fn element(offset: u64, bits: u32, size: u32) -> Option<u32> {
    let signed = super::alu::sext(offset, bits) as i64;
    let bytes = u32::try_from(signed).ok()?;
    (bytes % size == 0).then_some(bytes / size)
}

/// The width of the offset argument `i`'s elements (`i16` in the intrinsics' signatures).
fn offset_bits(v: LLVMValueRef, i: u32) -> Option<u32> {
    let shape = llvm::shape_of(llvm::operand(v, i).ok()?).ok()?;
    match shape.lane {
        llvm::LaneTy::Data(ty) if !ty.is_float() => Some(ty.size_bytes() * 8),
        _ => None,
    }
}

/// Element `i` of a region from element `first`.
fn index(first: u32, [vstride, width, stride]: [u32; 3], i: u32) -> Option<u32> {
    first.checked_add((i / width).checked_mul(vstride)?)?.checked_add((i % width).checked_mul(stride)?)
}
