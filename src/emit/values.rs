//! SSA values as vISA storage.
//!
//! Every value the emitter has computed is a [`Val`]:
//!
//! * [`Val::Gen`]: a [`View`] of a *root* general variable (one with its own
//!   storage): a byte offset, an element type and a lane count. A fresh
//!   value is a view of its own root at offset 0; a contiguous
//!   `shufflevector` slice, an `extractelement` and a same-size `bitcast` are
//!   views of the root they read, at the slice's byte offset (`V33.64` as a
//!   raw operand, `V33(2,0)` as a region): no copy. Where an instruction
//!   needs another element type over the same bytes (a signed compare, a
//!   `bitcast`, a `d` atomic source), the root gets an alias of that type at
//!   offset 0 (`.decl V33_d ... alias=<V33, 0>`).
//! * [`Val::Const`]: a constant, per lane (`None` = undef/poison): an
//!   immediate where one value serves every lane, else `mov`s into a root.
//! * [`Val::Mask`]: `i1` values are predicates (see `masks.rs`).
//!
//! A copy of a value (of a view into a fresh root, of a constant, into
//! `retval`, of a gather's `old` into its result, of scatter data into the
//! message's layout) moves bits: [`Emitter::copy_lanes`] writes and reads
//! through integer types of the lane size ([`bits_ty`]), so that a
//! signaling NaN is copied as LLVM copies it, not quieted by a float `mov`.
//!
//! Roots are declared `align=GRF` with their lane count rounded up by
//! [`padded`] (1, 2, 4, 8, 16, then multiples of 16), so that a legal-width
//! piece reading the padded last slice of a value (the 16 lanes from lane 16
//! of a `<31 x i64>`: 32 elements declared) stays inside the root. A view
//! that is not GRF-aligned, or does not have the lanes a message reads, is
//! copied with `mov` into a fresh root where a raw operand needs it.

use std::rc::Rc;

use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};

use super::error::EmitError;
use super::llvm::{self, LaneTy};
use crate::visa::names::{self, NameTable};
use crate::visa::program::FastMap;
use crate::visa::*;

/// Lanes of a root: 1, 2, 4, 8, 16, then multiples of 16.
pub fn padded(lanes: u32) -> u32 {
    match lanes {
        0 | 1 => 1,
        2..=16 => lanes.next_power_of_two(),
        _ => lanes.div_ceil(16) * 16,
    }
}

/// The ALU pieces over a value of `lanes` lanes: one piece of the padded
/// size up to 16 lanes, else 16-lane pieces. Each starts at a multiple of
/// its size, so every piece has a legal execution-mask offset for the
/// predicate bits it reads or writes. (The padded size is a power of two up
/// to 16 and a multiple of 16 past it, so these are its exact pieces.)
pub fn chunks(lanes: u32) -> Pieces {
    exact_pieces(0, padded(lanes))
}

/// Exactly `lanes` lanes from `start` as power-of-two pieces of at most 16
/// (for `mov`s, which need no predicate and so no aligned offset).
pub fn exact_pieces(start: u32, lanes: u32) -> Pieces {
    Pieces { at: start, end: start + lanes }
}

/// The `(start, lanes)` pieces of [`exact_pieces`], made as they are read
/// (every translated instruction walks some; none needs them kept).
#[derive(Clone, Copy, Debug)]
pub struct Pieces {
    at: u32,
    end: u32,
}

impl Iterator for Pieces {
    type Item = (u32, u32);

    fn next(&mut self) -> Option<(u32, u32)> {
        if self.at >= self.end {
            return None;
        }
        let e = (self.end - self.at).min(16);
        let e = 1 << (31 - e.leading_zeros());
        let piece = (self.at, e);
        self.at += e;
        Some(piece)
    }
}

/// The signed type of the same size (`ud` -> `d`).
pub fn signed(ty: ElemType) -> ElemType {
    match ty {
        ElemType::UB => ElemType::B,
        ElemType::UW => ElemType::W,
        ElemType::UD => ElemType::D,
        ElemType::UQ => ElemType::Q,
        t => t,
    }
}

/// The unsigned integer type of `ty`'s size: what copies move bits with.
/// A float `mov` converts through its type (quieting a signaling NaN, as
/// the hardware does), but LLVM's bitcasts, shuffles, element inserts and
/// extracts, selects, constants and returns only move bits.
pub fn bits_ty(ty: ElemType) -> ElemType {
    match ty.size_bytes() {
        1 => ElemType::UB,
        2 => ElemType::UW,
        4 => ElemType::UD,
        _ => ElemType::UQ,
    }
}

/// `imm` of type `ty`: byte immediates are widened to words (same value).
pub fn imm(ty: ElemType, bits: u64) -> SrcOperand {
    match ty {
        ElemType::UB => SrcOperand::imm(ElemType::UW, bits & 0xff),
        ElemType::B => SrcOperand::imm(ElemType::W, (bits as u8 as i8 as i16 as u16) as u64),
        t => SrcOperand::imm(t, bits & llvm::mask(8 * t.size_bytes())),
    }
}

/// A window on a root variable's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct View {
    /// A root (non-alias) variable.
    pub root: GenVarId,
    /// Byte offset of lane 0 in the root.
    pub off: u32,
    pub ty: ElemType,
    pub lanes: u32,
}

/// A constant: one entry per lane, `None` where undefined. The lanes are
/// shared: a constant is read once and then handed to each of its uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Konst {
    pub lane: LaneTy,
    pub lanes: Rc<[Option<u64>]>,
}

impl Konst {
    /// The value every defined lane of `[start, start + n)` has, if they agree
    /// (`Some(None)` when all are undefined). A one-lane constant is a
    /// scalar (an immediate of a sequence) and reads the same in every lane.
    pub fn splat(&self, start: u32, n: u32) -> Option<Option<u64>> {
        if let [only] = self.lanes[..] {
            return Some(only);
        }
        let mut value = None;
        for lane in start..start + n {
            match (self.lanes.get(lane as usize).copied().flatten(), value) {
                (None, _) => {}
                (Some(v), None) => value = Some(v),
                (Some(v), Some(w)) if v == w => {}
                _ => return None,
            }
        }
        Some(value)
    }

    pub fn all_undef(&self) -> bool {
        self.lanes.iter().all(Option::is_none)
    }

    /// The 64-bit lanes as dwords that widen back to them: `UD` lanes when
    /// every defined lane is below 2^32, else `D` lanes when every one is a
    /// sign-extended dword; `None` otherwise.
    pub fn narrowed(&self) -> Option<Konst> {
        let defined = || self.lanes.iter().flatten();
        let ty = if defined().all(|&v| v <= u64::from(u32::MAX)) {
            ElemType::UD
        } else if defined().all(|&v| i64::from(v as i32) == v as i64) {
            ElemType::D
        } else {
            return None;
        };
        let lanes = self.lanes.iter().map(|l| l.map(|v| v & u64::from(u32::MAX))).collect();
        Some(Konst { lane: LaneTy::Data(ty), lanes })
    }
}

/// Lanes `start..start + lanes` of a mask root (see `masks.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaskView {
    pub root: usize,
    pub start: u32,
    pub lanes: u32,
}

/// What an SSA value is stored as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    Gen(View),
    Const(Konst),
    Mask(MaskView),
}

/// The values part of the emitter: what each SSA value is stored as, and
/// the names, aliases, shapes and constants read from LLVM that go with it.
pub struct Values {
    /// Each value emitted (arguments and instructions).
    pub map: FastMap<LLVMValueRef, Val>,
    /// Every declared name (general, predicate and surface variables share a
    /// scope), and `retval`, kept for the returned value.
    pub names: NameTable,
    /// Each root's aliases of other element types (`Emitter::var_for`),
    /// indexed by `ty as usize`: one look-up finds them all.
    pub aliases: FastMap<GenVarId, [Option<GenVarId>; ElemType::ALL.len()]>,
    /// The shape of each type asked about ([`Values::shape_of`]).
    shapes: FastMap<LLVMTypeRef, llvm::Shape>,
    /// Constants by value, read from LLVM once (`constant_lanes`).
    constants: FastMap<LLVMValueRef, Konst>,
}

impl Values {
    pub fn new() -> Values {
        Values {
            map: FastMap::default(),
            names: NameTable::new(names::MAX_NAME_LEN),
            aliases: FastMap::default(),
            shapes: FastMap::default(),
            constants: FastMap::default(),
        }
    }

    /// `llvm::shape_of(v)`, worked out once per type: a function asks about
    /// a few types over and over (each instruction about its result and
    /// operands).
    pub fn shape_of(&mut self, v: LLVMValueRef) -> Result<llvm::Shape, EmitError> {
        let ty = llvm::type_of(v);
        if let Some(&s) = self.shapes.get(&ty) {
            return Ok(s);
        }
        let s = llvm::shape(ty)?;
        self.shapes.insert(ty, s);
        Ok(s)
    }

    /// The value of an operand: an argument or instruction already
    /// emitted, or a constant.
    pub fn value(&mut self, v: LLVMValueRef) -> Result<Val, EmitError> {
        if let Some(val) = self.map.get(&v) {
            return Ok(val.clone());
        }
        if llvm::is_constant(v) {
            if let Some(k) = self.constants.get(&v) {
                return Ok(Val::Const(k.clone()));
            }
            let s = self.shape_of(v)?;
            let k = Konst { lane: s.lane, lanes: llvm::constant_lanes(v, s)? };
            self.constants.insert(v, k.clone());
            return Ok(Val::Const(k));
        }
        Err(format!("`{}` is used before it is defined", llvm::value_text(v).trim()).into())
    }
}

/// `mov (M1_NM, e) dst src`.
pub fn mov(e: u32, dst: DstOperand, src: SrcOperand) -> Instruction {
    Instruction::mov(nm(e), None, dst, src)
}

/// `(M1_NM, e)`.
pub fn nm(e: u32) -> ExecCtrl {
    ExecCtrl::nm(ExecSize::from_lanes(e).unwrap_or(ExecSize::S1))
}

/// `(M<1 + channel/4>_NM, e)`.
pub fn nm_at(e: u32, channel: u32) -> ExecCtrl {
    ExecCtrl::new(
        ExecSize::from_lanes(e).unwrap_or(ExecSize::S1),
        EmaskOffset::from_channel(channel).unwrap_or(EmaskOffset::M1),
        true,
    )
}
