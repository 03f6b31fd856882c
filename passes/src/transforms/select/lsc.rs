//! `select` for the LSC family (`--messages lsc`, the default where the
//! platform has LSC; docs/lowering.md "LSC messages"): the access table's
//! [`Form::LscBlock`] and [`Form::LscLanes`] rules as
//! `llvm.genx.lsc.{load,load.merge,store}.{stateless,slm}` calls, as Intel's
//! `GenXLoadStoreLowering` makes them:
//!
//! * **Blocks** (a contiguous access, every lane enabled, its address
//!   aligned to 4): the largest prefix of whole qwords (the address aligned
//!   to 8 and the size a multiple of 8) or dwords, in transposed messages of
//!   the widest vector sizes that fit the payload (8 GRFs) and what is left;
//!   the bytes after the prefix per lane.
//! * **Lanes**: each element as naturally aligned units of 1, 2, 4 or 8
//!   bytes (the widest that divides its size and its alignment), one unit per
//!   lane: d8u32, d16u32 (the unit zero-extended to a dword in the register),
//!   d32, d64. Element `n`'s unit `j` is lane `n * m + j` at its address
//!   plus `j * unit`; the mask, each element's for its units, is the
//!   predicate; a passthru other than undef is merged (`load.merge`).
//!
//! Plain `load` and `store` move every byte whatever the execution mask:
//! their messages carry `!visa.nomask` (which `emit` reads in SIMT mode).
//! Wider calls than the platform's LSC lanes are `legalize`'s to split.

use super::generic::{Kind, Single};
use super::{into_vector, replace_call, vector_of, vector_operand, Build};
use crate::ir::intrinsics::operand;
use crate::ir::llvm::take_name;
use crate::fxhash::FxHashMap;
use crate::ir::msg;
use crate::isa::access::{Form, Space};
use crate::isa::lsc::{LscCache, MAX_DATA_GRFS};
use crate::isa::target::Platform;
use inkwell::types::{AnyType, BasicType, VectorType};
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, InstructionOpcode, IntValue, VectorValue};

/// One LSC message of a selected operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Bytes from the operation's first byte to the piece's.
    pub offset: u64,
    /// Bytes of one datum in memory: 1, 2, 4 or 8.
    pub unit: u64,
    /// Transposed: `count` data from one address; else `count` lanes of one
    /// datum each, at `unit` bytes apart.
    pub transposed: bool,
    pub count: u32,
}

impl Piece {
    pub fn bytes(&self) -> u64 {
        self.unit * u64::from(self.count)
    }

    /// vISA spec, LSC_UNTYPED, DataSize: d8u32 (5), d16u32 (6), d32 (3), d64 (4).
    pub fn data_size_code(&self) -> u64 {
        match self.unit {
            1 => 5,
            2 => 6,
            4 => 3,
            _ => 4,
        }
    }

    /// Bits of one datum in the register (sub-dword data zero-extended).
    fn register_bits(&self) -> u32 {
        (self.unit.max(4) * 8) as u32
    }
}

/// Vector sizes of a transposed message, widest first (vISA spec,
/// LSC_UNTYPED: DataElemsPerAddr).
const TRANSPOSED_VECTORS: [u32; 8] = [64, 32, 16, 8, 4, 3, 2, 1];

/// vISA spec, LSC_UNTYPED: DataElemsPerAddr's encoding of a vector size.
pub fn vector_code(vector: u32) -> Option<u64> {
    TRANSPOSED_VECTORS.iter().rev().position(|&v| v == vector).map(|i| i as u64 + 1)
}

/// The bytes one message's data may take on `platform`: 8 GRFs (Intel's
/// vISA verifier: "this message accesses more than 8 registers").
pub fn payload_bytes(platform: Platform) -> u64 {
    u64::from(MAX_DATA_GRFS) * u64::from(platform.grf_bytes())
}

use crate::isa::access::lane_unit;

/// The most units one lanes call takes: its addresses (a64) and register
/// data (d64) stay variables of less than 4096 bytes, the most vISA
/// declares; a multiple of every platform's LSC width (16, 32), so
/// `legalize` splits the calls into as many messages as the whole access
/// needs, and of the units per element (1, 2, 4, 8), so a call takes whole
/// elements.
pub(super) const MAX_CALL_LANES: u32 = 256;

/// The largest power of two dividing `n` (`n > 0`), at most 8.
fn unit_of(n: u64) -> u64 {
    (1u64 << n.trailing_zeros().min(3)).max(1)
}

/// The messages of a contiguous `total`-byte access at an address aligned
/// to `align` (at least 4): transposed qwords (align 8, whole qwords) or
/// dwords, the widest vector sizes first, each within `payload` bytes;
/// then the bytes left per lane.
pub fn block_pieces(total: u64, align: u64, payload: u64) -> Vec<Piece> {
    let unit = if align >= 8 && total % 8 == 0 { 8 } else { 4 };
    let mut pieces = Vec::new();
    let mut offset = 0;
    while total - offset >= unit {
        let left = (total - offset) / unit;
        let Some(&count) = TRANSPOSED_VECTORS.iter().find(|&&v| u64::from(v) <= left && u64::from(v) * unit <= payload)
        else {
            break;
        };
        pieces.push(Piece { offset, unit, transposed: true, count });
        offset += u64::from(count) * unit;
    }
    if offset < total {
        // The tail is shorter than the block's unit; its address is aligned to that unit.
        let unit = unit_of(total - offset);
        pieces.push(Piece { offset, unit, transposed: false, count: ((total - offset) / unit) as u32 });
    }
    pieces
}

impl<'ctx> Build<'_, 'ctx> {
    /// Builds `s` (an LSC rule's) in place of the operation, its result
    /// named `name`, or with `None` (a vector result) given the call's name
    /// last: every value built before it is unnamed, and LLVM's `takeName`
    /// moves the name without looking its text up or copying it.
    pub(super) fn lsc(&self, s: &Single<'ctx>, name: Option<&str>) -> Result<(), String> {
        let value_type = self.vector_of(s.elem, s.lanes)?;
        let write = match s.kind {
            Kind::Store | Kind::MaskedStore | Kind::Scatter => {
                let v = operand(s.inst, 0).ok_or("no data")?;
                Some(self.as_vector(v, s.lanes)?)
            }
            _ => None,
        };
        let result = match s.rule.form {
            Form::LscBlock => self.lsc_block(s, write, value_type, name)?,
            _ => self.lsc_lanes(s, write, value_type)?,
        };
        let result = match result {
            Some(v) if s.scalar => {
                let name = name.unwrap_or_default();
                Some(self.builder.build_extract_element(v, self.i32_const(0), name).map_err(Self::err)?)
            }
            Some(v) => {
                match name {
                    Some(name) if v.as_instruction().is_some() && !name.is_empty() => v.set_name(name),
                    // `takeName` reads the call's has-a-name bit itself: no
                    // name lookup here for an unnamed call.
                    None if v.as_instruction().is_some() => take_name(&v, s.inst),
                    _ => {}
                }
                Some(v.as_basic_value_enum())
            }
            None => None,
        };
        replace_call(s.inst, result)
    }

    /// The operation's pointer as an integer of the space's address width.
    fn lsc_base(&self, s: &Single<'ctx>) -> Result<IntValue<'ctx>, String> {
        let Some(BasicValueEnum::PointerValue(p)) = operand(s.inst, s.kind.pointer()) else {
            return Err("internal error: no pointer".into());
        };
        self.builder.build_ptr_to_int(p, self.int_type(address_bits(s.space))?, "").map_err(Self::err)
    }

    /// `<n x iA>` of `base + offsets[i]`.
    fn lsc_splat_plus(&self, base: IntValue<'ctx>, offsets: &[u64]) -> Result<VectorValue<'ctx>, String> {
        let int = base.get_type();
        let n = offsets.len() as u32;
        let one = self
            .builder
            .build_insert_element(int.vec_type(n).get_poison(), base, self.i32_const(0), "")
            .map_err(Self::err)?;
        let splat = if n == 1 { one } else { self.shuffle(one, None, &vec![Some(0); n as usize], "")? };
        if offsets.iter().all(|&o| o == 0) {
            return Ok(splat);
        }
        let steps: Vec<IntValue<'ctx>> = offsets.iter().map(|&o| int.const_int(o, false)).collect();
        self.builder.build_int_add(splat, VectorType::const_vector(&steps), "").map_err(Self::err)
    }

    /// A contiguous access, every lane enabled: [`block_pieces`].
    fn lsc_block(
        &self,
        s: &Single<'ctx>,
        write: Option<VectorValue<'ctx>>,
        value_type: VectorType<'ctx>,
        name: Option<&str>,
    ) -> Result<Option<VectorValue<'ctx>>, String> {
        let total = s.element_bytes * u64::from(s.lanes);
        let pieces = block_pieces(total, s.align, payload_bytes(self.platform));
        // The value as its smallest unit: every piece is whole units of it.
        let unit = pieces.iter().map(|p| p.unit).min().ok_or("an empty access")?;
        let units_type = self.int_type((unit * 8) as u32)?.vec_type((total / unit) as u32);
        let base = self.lsc_base(s)?;
        let units = match write {
            Some(v) => Some(match self.lsc_constant(v, unit, (unit * 8) as u32) {
                Some(c) => c,
                None => self.to_blocks(v, units_type, "")?,
            }),
            None => None,
        };
        let mut parts = Vec::with_capacity(pieces.len());
        let one_address = self.lsc_splat_plus(base, &[0])?;
        for piece in &pieces {
            let (first, len) = ((piece.offset / unit) as u32, (piece.bytes() / unit) as u32);
            let (pred, addrs) = if piece.transposed {
                (self.all_lanes(1), one_address)
            } else {
                let offsets: Vec<u64> = (0..u64::from(piece.count)).map(|i| i * piece.unit).collect();
                (self.all_lanes(piece.count), self.lsc_splat_plus(base, &offsets)?)
            };
            let data_type = self.int_type(piece.register_bits())?.vec_type(piece.count);
            let offset = i32::try_from(piece.offset).map_err(|_| "an access wider than 2 GiB")?;
            let uncached = uncached(s, self.nontemporal_kind);
            let call =
                LscCall { store: false, slm: s.space == Space::Slm, offset, piece: *piece, nomask: true, uncached };
            match units {
                Some(all) => {
                    let mine = self.lsc_slice(all, first, len)?;
                    let data = self.lsc_to_register(mine, piece)?;
                    debug_assert_eq!(data.get_type(), data_type);
                    self.lsc_build(&LscCall { store: true, ..call }, pred, addrs, Some(data), None, "")?;
                }
                None => {
                    let got = self
                        .lsc_build(&call, pred, addrs, None, Some(data_type), "")?
                        .ok_or("a load without a result")?;
                    let got = self.lsc_from_register(got, piece)?;
                    parts.push(self.cast(
                        InstructionOpcode::BitCast,
                        got,
                        self.int_type((unit * 8) as u32)?.vec_type(len),
                        "",
                    )?);
                }
            }
        }
        if write.is_some() {
            return Ok(None);
        }
        let all = self.concat(&parts, "")?;
        self.blocks_to(all, value_type).map(Some).map_err(|e| match name {
            Some(name) => format!("{name}: {e}"),
            None => format!("{}: {e}", super::name_of(s.inst)),
        })
    }

    /// One unit per lane: [`lane_unit`]; an access of more than
    /// [`MAX_CALL_LANES`] units as calls of at most that many, element by
    /// element.
    fn lsc_lanes(
        &self,
        s: &Single<'ctx>,
        write: Option<VectorValue<'ctx>>,
        value_type: VectorType<'ctx>,
    ) -> Result<Option<VectorValue<'ctx>>, String> {
        let per = (s.element_bytes / lane_unit(s.element_bytes, s.element_align)) as u32;
        let chunk = (MAX_CALL_LANES / per).max(1);
        if s.lanes <= chunk {
            return self.lsc_lanes_of(s, 0, s.lanes, write, value_type);
        }
        let mut parts = Vec::with_capacity(s.lanes.div_ceil(chunk) as usize);
        let mut first = 0;
        while first < s.lanes {
            let n = chunk.min(s.lanes - first);
            let data = write.map(|v| self.lsc_slice(v, first, n)).transpose()?;
            parts.extend(self.lsc_lanes_of(s, first, n, data, vector_of(s.elem, n)?)?);
            first += n;
        }
        if write.is_some() {
            return Ok(None);
        }
        self.concat(&parts, "").map(Some)
    }

    /// One call for elements `first .. first + n` of `s` (`write`: their
    /// data; `value_type`: `<n x elem>`).
    fn lsc_lanes_of(
        &self,
        s: &Single<'ctx>,
        first: u32,
        n: u32,
        write: Option<VectorValue<'ctx>>,
        value_type: VectorType<'ctx>,
    ) -> Result<Option<VectorValue<'ctx>>, String> {
        let unit = lane_unit(s.element_bytes, s.element_align);
        let per = (s.element_bytes / unit) as u32;
        let count = n * per;
        let piece = Piece { offset: 0, unit, transposed: false, count };
        // One unit per element of the whole operation: its lanes are the
        // call's as they are (no shuffle, no per-unit steps to build).
        let as_is = per == 1 && first == 0 && n == s.lanes;
        // Element `first + k / per` for each of the call's units `k`.
        let spread = || -> Vec<Option<u32>> { (0..count).map(|k| Some(first + k / per)).collect() };
        let addrs = if s.kind.contiguous() {
            let base = self.lsc_base(s)?;
            let offsets: Vec<u64> = (0..count).map(|k| u64::from(first * per + k) * unit).collect();
            self.lsc_splat_plus(base, &offsets)?
        } else {
            let lanes = self.addresses(s.inst, s.kind.pointer(), address_bits(s.space), "")?;
            let lanes = if as_is { lanes } else { self.shuffle(lanes, None, &spread(), "")? };
            if per == 1 {
                lanes
            } else {
                // Each element's unit j at the element's address + j * unit.
                let int = self.int_type(address_bits(s.space))?;
                let steps: Vec<IntValue<'ctx>> =
                    (0..count).map(|k| int.const_int(u64::from(k % per) * unit, false)).collect();
                self.builder.build_int_add(lanes, VectorType::const_vector(&steps), "").map_err(Self::err)?
            }
        };
        let plain = s.kind.is_plain();
        let pred = match s.kind.mask_operand() {
            Some(i) if !plain => {
                let mask = vector_operand(s.inst, i)?;
                if as_is {
                    mask
                } else {
                    self.shuffle(mask, None, &spread(), "")?
                }
            }
            _ => self.all_lanes(count),
        };
        let units_type = || -> Result<VectorType<'ctx>, String> { Ok(self.int_type((unit * 8) as u32)?.vec_type(count)) };
        let uncached = uncached(s, self.nontemporal_kind);
        let call = LscCall { store: false, slm: s.space == Space::Slm, offset: 0, piece, nomask: plain, uncached };
        if let Some(v) = write {
            let data = match self.lsc_constant(v, unit, piece.register_bits()) {
                Some(c) => c,
                None => self.lsc_to_register(self.to_blocks(v, units_type()?, "")?, &piece)?,
            };
            self.lsc_build(&LscCall { store: true, ..call }, pred, addrs, Some(data), None, "")?;
            return Ok(None);
        }
        let passthru = match s.kind.passthru_operand().and_then(|i| operand(s.inst, i)) {
            Some(p) if !super::is_undef(Some(p)) => {
                let p = self.lsc_slice(into_vector(p)?, first, n)?;
                Some(match self.lsc_constant(p, unit, piece.register_bits()) {
                    Some(c) => c,
                    None => self.lsc_to_register(self.to_blocks(p, units_type()?, "")?, &piece)?,
                })
            }
            _ => None,
        };
        let got = match passthru {
            // A lane that is off keeps the passthru.
            Some(p) => self.lsc_build(&call, pred, addrs, Some(p), None, "")?,
            None => {
                let data_type = self.int_vector(piece.register_bits(), count)?;
                self.lsc_build(&call, pred, addrs, None, Some(data_type), "")?
            }
        };
        let got = got.ok_or("a load without a result")?;
        // Units of a dword or more are the register data as they are.
        let units = if piece.unit >= 4 { got } else { self.lsc_from_register(got, &piece)? };
        if units.get_type() == value_type {
            return Ok(Some(units));
        }
        self.blocks_to(units, value_type).map(Some)
    }

    /// A constant vector as constant units of `unit` bytes (little-endian,
    /// element by element), each zero-extended to `bits`; `None` when it is
    /// not a constant whose lanes can be read. (The IR builder would leave
    /// casts of constants that change the lane count as expressions, which
    /// `emit` does not read.)
    fn lsc_constant(&self, value: VectorValue<'ctx>, unit: u64, bits: u32) -> Option<VectorValue<'ctx>> {
        // Integer lanes that are already the units: the constant itself
        // (rebuilding it lane by lane costs a ConstantInt each, per call).
        let elem = value.get_type().get_element_type();
        let raw = value.as_value_ref();
        if elem.is_int_type()
            && elem.into_int_type().get_bit_width() == bits
            && unit * 8 == u64::from(bits)
            && (crate::ir::llvm::is_data_vector(raw) || crate::ir::llvm::is_null_value(raw))
        {
            return Some(value);
        }
        let lanes = super::constant_lane_bits(value, self.layout)?;
        let elem_bits = u32::try_from(self.layout.bit_size(&value.get_type().get_element_type())?).ok()?;
        let unit_bits = (unit * 8) as u32;
        // Units narrower than the elements, a whole number per element; an
        // empty constant vector is not one LLVM builds (ConstantVector::get).
        let per = elem_bits / unit_bits;
        if per == 0 || per * unit_bits != elem_bits || lanes.is_empty() {
            return None;
        }
        let int = self.int_type(bits).ok()?;
        let elements: Vec<IntValue<'ctx>> = lanes
            .iter()
            .flat_map(|bits| (0..per).map(move |j| bits.map(|b| super::block_of(b, j, unit_bits))))
            .map(|u| u.map_or_else(|| int.get_undef(), |v| int.const_int(v, false)))
            .collect();
        Some(VectorType::const_vector(&elements))
    }

    /// Units `first .. first + len` of `v`.
    fn lsc_slice(&self, v: VectorValue<'ctx>, first: u32, len: u32) -> Result<VectorValue<'ctx>, String> {
        if first == 0 && len == v.get_type().get_size() {
            return Ok(v);
        }
        let mask: Vec<Option<u32>> = (first..first + len).map(Some).collect();
        self.shuffle(v, None, &mask, "")
    }

    /// Units `<n x iU>` as the message's register data: sub-dword units
    /// zero-extended to dwords; a transposed piece's units as its data.
    fn lsc_to_register(&self, units: VectorValue<'ctx>, piece: &Piece) -> Result<VectorValue<'ctx>, String> {
        let data = self.int_type(piece.register_bits())?.vec_type(piece.count);
        let op = if piece.unit < 4 { InstructionOpcode::ZExt } else { InstructionOpcode::BitCast };
        self.cast(op, units, data, "")
    }

    /// The inverse of [`Self::lsc_to_register`]: `<count x iU>`.
    fn lsc_from_register(&self, data: VectorValue<'ctx>, piece: &Piece) -> Result<VectorValue<'ctx>, String> {
        let units = self.int_type((piece.unit * 8) as u32)?.vec_type(piece.count);
        let op = if piece.unit < 4 { InstructionOpcode::Trunc } else { InstructionOpcode::BitCast };
        self.cast(op, data, units, "")
    }

    /// Builds one `llvm.genx.lsc.{load,load.merge,store}.{stateless,slm}`
    /// call (cache controls default, or uncached at both levels: [`uncached`];
    /// flat addressing: surface 0): `data` is a store's data or a merged
    /// load's passthru.
    fn lsc_build(
        &self,
        call: &LscCall,
        pred: VectorValue<'ctx>,
        addrs: VectorValue<'ctx>,
        data: Option<VectorValue<'ctx>>,
        result: Option<VectorType<'ctx>>,
        name: &str,
    ) -> Result<Option<VectorValue<'ctx>>, String> {
        let piece = call.piece;
        let cache = if call.uncached { LscCache::Uc } else { LscCache::Df };
        let vector = if piece.transposed { piece.count } else { 1 };
        let vector = vector_code(vector).ok_or("internal error: an LSC vector size outside the row")?;
        let order = if piece.transposed { 2 } else { 1 };
        let subop = if call.store { 4 } else { 0 };
        let key = ImmediatesKey { subop, cache: cache.code(), offset: call.offset, data_size: piece.data_size_code(), vector, order };
        // A call's immediates looked up once per form (LLVM uniques each
        // constant in a map of the context: a lookup per operand per call).
        let imm = *self.lsc_immediates.borrow_mut().entry(key).or_insert_with(|| {
            let ctx = self.context();
            let (i8t, i16t, i32t) = (ctx.i8_type(), ctx.i16_type(), ctx.i32_type());
            [
                i8t.const_int(subop, false),
                i8t.const_int(u64::from(cache.code()), false),
                i8t.const_int(u64::from(cache.code()), false),
                i16t.const_int(1, false),
                i32t.const_int(call.offset as u32 as u64, false),
                i8t.const_int(piece.data_size_code(), false),
                i8t.const_int(vector, false),
                i8t.const_int(order, false),
                i8t.const_int(0, false),
                // After the addresses: the surface (0, flat addressing).
                i32t.const_int(0, false),
            ]
        });
        let [subop, l1, l3, scale, offset, data_size, vector, order, channels, surface] = imm.map(BasicValueEnum::from);
        // The names are static: a declaration is looked up per call.
        let mut values: Vec<BasicValueEnum<'ctx>> = Vec::with_capacity(13);
        values.extend([pred.into(), subop, l1, l3, scale, offset, data_size, vector, order, channels, addrs.into()]);
        let (base, ret, overloads) = match (call.store, data, result) {
            (true, Some(d), _) => {
                values.push(d.into());
                values.push(surface);
                let overloads = [pred.get_type().as_any_type_enum(), addrs.get_type().as_any_type_enum(), d.get_type().as_any_type_enum()];
                (if call.slm { "llvm.genx.lsc.store.slm" } else { "llvm.genx.lsc.store.stateless" }, None, overloads)
            }
            // `load.merge`: `data` is the passthru, the result its type.
            (false, Some(p), _) => {
                values.push(surface);
                values.push(p.into());
                let r = p.get_type();
                let overloads = [r.as_any_type_enum(), pred.get_type().as_any_type_enum(), addrs.get_type().as_any_type_enum()];
                (if call.slm { "llvm.genx.lsc.load.merge.slm" } else { "llvm.genx.lsc.load.merge.stateless" }, Some(r.as_basic_type_enum()), overloads)
            }
            (false, None, Some(r)) => {
                values.push(surface);
                let overloads = [r.as_any_type_enum(), pred.get_type().as_any_type_enum(), addrs.get_type().as_any_type_enum()];
                (if call.slm { "llvm.genx.lsc.load.slm" } else { "llvm.genx.lsc.load.stateless" }, Some(r.as_basic_type_enum()), overloads)
            }
            _ => return Err("internal error: an LSC call with neither data nor result".into()),
        };
        let f = msg::declare(self.module, &self.declarations, base.into(), ret, &values, &overloads);
        let built = crate::ir::llvm::build_call(&self.builder, f, &values, name)?;
        let result = built.try_as_basic_value().basic();
        if call.nomask {
            let inst = match (result, built.as_any_value_enum()) {
                (Some(v), _) => v.as_instruction_value(),
                (None, inkwell::values::AnyValueEnum::InstructionValue(i)) => Some(i),
                _ => None,
            };
            msg::set_nomask(inst.ok_or("internal error: an LSC call that is not an instruction")?);
        }
        result.map(into_vector).transpose()
    }
}

use inkwell::values::AnyValue;

/// The immediates of [`Build::lsc_build`]'s calls, by what they depend on.
pub(super) type Immediates<'ctx> = FxHashMap<ImmediatesKey, [IntValue<'ctx>; 10]>;

/// What a call's immediate operands are made of.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct ImmediatesKey {
    subop: u64,
    cache: u8,
    offset: i32,
    data_size: u64,
    vector: u64,
    order: u64,
}

/// One call to build.
#[derive(Clone, Copy, Debug)]
struct LscCall {
    store: bool,
    slm: bool,
    offset: i32,
    piece: Piece,
    /// A plain load or store: every byte moves whatever the execution mask.
    nomask: bool,
    /// L1 and L3 uncached (`.uc.uc`) rather than default.
    uncached: bool,
}

/// Whether `s` is moved uncached at both cache levels: a global access
/// marked `!nontemporal` (LangRef: not expected to be reused from the
/// cache), as Intel's `GenXLoadStoreLowering` chooses
/// (`getLSCCacheOptsImpl`: `LSC_CACHING_UNCACHED` at every level; SLM has
/// no cache controls).
fn uncached(s: &Single<'_>, nontemporal_kind: u32) -> bool {
    s.space == Space::Global && s.inst.get_parent().is_some() && s.inst.get_metadata(nontemporal_kind).is_some()
}

/// LangRef's metadata kind for a nontemporal load or store.
pub(super) const NONTEMPORAL: &str = "nontemporal";

fn address_bits(space: Space) -> u32 {
    match space {
        Space::Global => 64,
        Space::Slm => 32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(offset: u64, unit: u64, count: u32) -> Piece {
        Piece { offset, unit, transposed: true, count }
    }

    #[test]
    fn blocks_take_the_widest_vectors_that_fit() {
        // GenXLoadStoreLowering's measured choices (256-byte payload: Xe-HPG).
        assert_eq!(block_pieces(64, 16, 256), vec![t(0, 8, 8)], "<16 x i32> align 16: d64x8t");
        assert_eq!(block_pieces(64, 4, 256), vec![t(0, 4, 16)], "<16 x i32> align 4: d32x16t");
        assert_eq!(block_pieces(28, 4, 256), vec![t(0, 4, 4), t(16, 4, 3)], "<7 x i32>: d32x4t + d32x3t");
        assert_eq!(block_pieces(24, 4, 256), vec![t(0, 4, 4), t(16, 4, 2)], "<3 x i64> align 4");
        assert_eq!(block_pieces(512, 4, 256), vec![t(0, 4, 64), t(256, 4, 64)], "<128 x i32>: 2 x d32x64t");
        // d64x64t is 512 bytes: two messages at 256, one at 512 (64-byte GRFs).
        assert_eq!(block_pieces(512, 8, 256), vec![t(0, 8, 32), t(256, 8, 32)]);
        assert_eq!(block_pieces(512, 8, 512), vec![t(0, 8, 64)]);
        // The bytes after the dwords, per lane: <5 x float> align 16 -> d32x4t + d32x1t; <7 x i8> align 4.
        assert_eq!(block_pieces(20, 16, 256), vec![t(0, 4, 4), t(16, 4, 1)]);
        let tail = Piece { offset: 4, unit: 1, transposed: false, count: 3 };
        assert_eq!(block_pieces(7, 4, 256), vec![t(0, 4, 1), tail]);
        let tail = Piece { offset: 4, unit: 2, transposed: false, count: 1 };
        assert_eq!(block_pieces(6, 8, 256), vec![t(0, 4, 1), tail]);
    }

    #[test]
    fn lanes_use_the_widest_aligned_unit() {
        assert_eq!(lane_unit(4, 4), 4);
        assert_eq!(lane_unit(4, 1), 1, "i32 align 1: four d8u32 lanes");
        assert_eq!(lane_unit(8, 4), 4, "i64 align 4: two d32 lanes");
        assert_eq!(lane_unit(8, 16), 8);
        assert_eq!(lane_unit(2, 2), 2);
        assert_eq!(lane_unit(16, 16), 8, "no unit wider than a qword");
        assert_eq!(lane_unit(3, 4), 1);
    }

    #[test]
    fn vector_codes_follow_the_page() {
        let codes: Vec<Option<u64>> = [1, 2, 3, 4, 8, 16, 32, 64, 5].iter().map(|&v| vector_code(v)).collect();
        assert_eq!(codes, [Some(1), Some(2), Some(3), Some(4), Some(5), Some(6), Some(7), Some(8), None]);
    }
}
