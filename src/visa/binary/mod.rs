//! Binary encoding of instructions, per the "Format" table of each page.
//!
//! All multi-byte fields are little-endian. The exec-size byte holds the
//! emask control in bits 7..4 and the size code in bits 2..0
//! (vISA spec, Execution Model chapter). Operands are encoded as in vISA spec, Operands chapter:
//! a raw operand is `ud id; uw offset`, a vector operand is a tag byte
//! (class in bits 2..0, modifier in bits 5..3) followed by its class's info
//! (general: `ud id; ub row; ub col; uw region`; predicate: `uw id`;
//! immediate: `ub type; ud low [; ud high]`; state: `ub class; uw id; ub offset`).
//!
//! | instruction | fields, in order |
//! | --- | --- |
//! | SCATTER4_SCALED, GATHER4_SCALED | `0x75`/`0x74` exec pred(uw) channels(ub) scale(uw) surface(ub) offset(vec) element_offset(raw) data(raw) |
//! | QW_SCATTER, QW_GATHER | `0x87`/`0x86` exec pred(uw) num_blocks(ub) surface(ub) offset(raw) data(raw) |
//! | GATHER_SCALED, SCATTER_SCALED | `0x78`/`0x79` exec pred(uw) block_size(ub) num_blocks(ub) scale(uw) surface(ub) offset(vec) element_offset(raw) data(raw) |
//! | OWORD_LD, OWORD_LD_UNALIGNED | `0x35`/`0x3c` size(ub) is_modified(ub) surface(ub) offset(vec) dst(raw) |
//! | OWORD_ST | `0x36` size(ub) surface(ub) offset(vec) src(raw) |
//! | DWORD_ATOMIC | `0x7d` op(ub) exec pred(uw) surface(ub) element_offset src0 src1 dst (raw) |
//! | SVM_ATOMIC | `0x4e 0x05` exec pred(uw) op(ub) addresses src0 src1 dst (raw) |
//! | SVM_GATHER, SVM_SCATTER | `0x4e 0x03`/`0x4e 0x04` exec pred(uw) block_size(ub) num_blocks(ub) addresses(raw) data(raw) |
//! | SVM_BLOCK_LD, SVM_BLOCK_ST | `0x4e 0x01`/`0x4e 0x02` properties(ub) address(vec) data(raw) |
//! | TYPED_ATOMIC | `0x73` op(ub) exec pred(uw) surface(ub) u v r lod src0 src1 dst (raw) |
//! | the ALU table's rows | opcode exec \[op byte\] \[pred(uw)\] dst src0 \[src1 \[src2\]\] (vec) |
//! | CMP | `0x2c` exec rel(ub) dst src0 src1 (the CMP page's Format; Intel's vISA reader reads this order) |
//! | SETP | `0x2b` exec dst src0 |
//! | ADDC | `0x49` exec pred dst carry src0 src1 |
//! | BFN | `0x85` exec pred dst src0 src1 src2 function(ub) |
//! | SUBROUTINE, LABEL | `0x30`/`0x31` label(uw) |
//! | JMP, CALL, GOTO | `0x32`/`0x33`/`0x6c` exec pred label(uw) |
//! | RET, FRET | `0x34`/`0x68` exec pred |
//! | FCALL | `0x67` exec pred function(uw) arg_size(ub) return_size(ub) |
//! | ADDR_ADD | `0x28` exec dst src0 src1 (vec; no predicate) |
//!
//! Address operands are `uw id; ub offset; ub width` (the width as an
//! exec-size code), indirect operands `uw id; ub addr_offset; w offset;
//! ub type; uw region`, a Null vertical stride marking a multi-address
//! source and a destination's region holding only its horizontal stride.
//! ADDR_ADD's `&V` is a general operand with region `<0;1,0>`, `&T` a state
//! operand.
//!
//! A message is its row of the message table: the opcode (and SVM
//! sub-opcode), then the row's `format`, field by field ([`FieldKind`]);
//! the message rows above are that table's, for the reader. Fields the pages
//! call ignored (`Scale`, GATHER/SCATTER_SCALED's `Block_size`, OWORD_LD's
//! `Is_modified`) are written as 0 and not read back. The atomic `Op` byte
//! holds the operation in bits 4..0 and the width in bit 5 (16-bit) or, for
//! SVM_ATOMIC, bits 6..5 (0b01 16-bit, 0b10 64-bit).
//!
//! The ALU table gives each row's opcode, op byte (MIN_MAX) and whether
//! it has `Pred`. `.sat` is the destination's modifier 4 and source
//! modifiers are abs 1, neg 2, neg-abs 3, as the vISA builder numbers them.
//! BFN's function byte comes last, where the vISA assembler writes it (its
//! page's Format table puts it in a second row under `Exec_size`). FCALL's
//! function id is the callee's index in [`Kernel::functions`], which the
//! file header maps to its name string.

pub mod isa_file;

use super::message::{FieldValue, MessageFields};
use super::program::*;
use super::types::*;
use thiserror::Error;
use visa_passes::isa::lsc;
use visa_passes::isa::messages::{AtomicWidthBits, FieldKind, FormatField, Width};

pub const OP_SETP: u8 = 0x2b;
pub const OP_CMP: u8 = 0x2c;
pub const OP_ADDC: u8 = 0x49;
pub const OP_SUBB: u8 = 0x4a;
pub const OP_BFN: u8 = 0x85;
pub const OP_SUBROUTINE: u8 = 0x30;
pub const OP_LABEL: u8 = 0x31;
pub const OP_RET: u8 = 0x34;
pub const OP_FCALL: u8 = 0x67;
pub const OP_FADDR: u8 = 0x50;
pub const OP_IFCALL: u8 = 0x4f;
pub const OP_FRET: u8 = 0x68;
pub const OP_SWITCHJMP: u8 = 0x69;
pub const OP_ADDR_ADD: u8 = 0x28;

const CLASS_GENERAL: u8 = 0b000;
const CLASS_ADDRESS: u8 = 0b001;
const CLASS_PREDICATE: u8 = 0b010;
const CLASS_INDIRECT: u8 = 0b011;
const CLASS_IMMEDIATE: u8 = 0b101;
const CLASS_STATE: u8 = 0b110;
/// The destination modifier that means `.sat`.
const MODIFIER_SAT: u8 = 4;
/// State operand storage class 0: surface (1 is sampler, not modelled).
const STATE_SURFACE: u8 = 0;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EncodeError {
    #[error("region <{0};{1},{2}> is not encodable (each item must be 0, 1, 2, 4, 8, 16 or 32)")]
    Region(u8, u8, u8),
    #[error("an immediate may not have type bool")]
    BoolImmediate,
    #[error("{0} has no predicate field")]
    NoPredicate(&'static str),
    #[error("{0} takes {1} source operands, the instruction has {2}")]
    SourceCount(&'static str, usize, usize),
    #[error(".sat needs a general destination (the modifier lives in its operand)")]
    SaturatedNonGeneral,
    #[error("{what} is {value}, more than its field holds ({max})")]
    TooLarge { what: &'static str, value: u64, max: u64 },
    #[error("{0} has no place in the object file this project writes")]
    NotInObjectFile(&'static str),
    #[error("{0} is a message without a row of the message table")]
    NoRow(&'static str),
    #[error("{message} field {field} holds {value:?}, which its kind cannot encode")]
    FieldValue { message: &'static str, field: &'static str, value: FieldValue },
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DecodeError {
    #[error("byte {at}: unexpected end of input while reading {what}")]
    UnexpectedEnd { at: usize, what: &'static str },
    #[error("byte {at}: unknown opcode 0x{opcode:02x}")]
    UnknownOpcode { at: usize, opcode: u8 },
    #[error("byte {at}: invalid {field} 0x{value:x}")]
    BadField { at: usize, field: &'static str, value: u32 },
}

/// Encodes one instruction.
pub fn encode_instruction(inst: &Instruction) -> Result<Vec<u8>, EncodeError> {
    let mut w = Writer::default();
    match inst {
        Instruction::Alu(a) => {
            let shape = a.op.desc();
            if a.srcs.len() != shape.srcs {
                return Err(EncodeError::SourceCount(shape.mnemonic, shape.srcs, a.srcs.len()));
            }
            w.u8(shape.opcode);
            w.u8(a.exec.to_byte());
            if let Some(byte) = shape.op_byte {
                w.u8(byte);
            }
            match (shape.predicated, a.pred) {
                (true, pred) => w.u16(Predicate::encode(pred)),
                (false, None) => {}
                (false, Some(_)) => return Err(EncodeError::NoPredicate(shape.mnemonic)),
            }
            w.dst(&a.dst, a.sat)?;
            for src in a.srcs.as_slice() {
                w.src(src)?;
            }
        }
        Instruction::Cmp { rel, exec, dst, src0, src1 } => {
            w.u8(OP_CMP);
            w.u8(exec.to_byte());
            w.u8(rel.code());
            w.dst(dst, false)?;
            w.src(src0)?;
            w.src(src1)?;
        }
        Instruction::Setp { exec, dst, src } => {
            w.u8(OP_SETP);
            w.u8(exec.to_byte());
            w.dst(&DstOperand::Predicate(*dst), false)?;
            w.src(src)?;
        }
        Instruction::Carry { op, exec, pred, dst, carry, src0, src1 } => {
            w.u8(op.opcode());
            w.exec_pred(*exec, *pred);
            w.dst(dst, false)?;
            w.dst(carry, false)?;
            w.src(src0)?;
            w.src(src1)?;
        }
        Instruction::Bfn { func, exec, pred, sat, dst, src0, src1, src2 } => {
            w.u8(OP_BFN);
            w.exec_pred(*exec, *pred);
            w.dst(dst, *sat)?;
            for src in [src0, src1, src2] {
                w.src(src)?;
            }
            w.u8(*func);
        }
        Instruction::Label(l) | Instruction::Subroutine(l) => {
            w.u8(if matches!(inst, Instruction::Label(_)) { OP_LABEL } else { OP_SUBROUTINE });
            w.u16(l.0);
        }
        Instruction::Branch { op, exec, pred, target } => {
            w.u8(op.opcode());
            w.exec_pred(*exec, *pred);
            w.u16(target.0);
        }
        Instruction::SwitchJmp { exec, index, table } => {
            w.u8(OP_SWITCHJMP);
            w.u8(exec.to_byte());
            w.u8(table.labels().len() as u8);
            w.src(index)?;
            for l in table.labels() {
                w.u16(l.0);
            }
        }
        Instruction::Ret { exec, pred } | Instruction::Fret { exec, pred } => {
            w.u8(if matches!(inst, Instruction::Ret { .. }) { OP_RET } else { OP_FRET });
            w.exec_pred(*exec, *pred);
        }
        crate::message_instruction!() => {
            let fields = inst.message_fields().ok_or(EncodeError::NoRow(inst.mnemonic()))?;
            w.message(&fields)?;
        }
        Instruction::AddrAdd { exec, dst, src0, src1 } => {
            w.u8(OP_ADDR_ADD);
            w.u8(exec.to_byte());
            w.dst(&DstOperand::Address(*dst), false)?;
            w.src(src0)?;
            w.src(src1)?;
        }
        // FADDR's Func_id indexes the unit's string pool in the object
        // file, which refuses called functions (`encode_file`); here it is
        // the index in `Kernel::functions`, as FCALL's.
        Instruction::Faddr { func, dst } => {
            w.u8(OP_FADDR);
            w.u16(func.0);
            w.dst(dst, false)?;
        }
        Instruction::Ifcall { exec, pred, func_addr, arg_size, ret_size } => {
            w.u8(OP_IFCALL);
            w.exec_pred(*exec, *pred);
            w.src(func_addr)?;
            w.u8(*arg_size);
            w.u8(*ret_size);
        }
        Instruction::Fcall { exec, pred, func, arg_size, ret_size } => {
            w.u8(OP_FCALL);
            w.exec_pred(*exec, *pred);
            w.u16(func.0);
            w.u8(*arg_size);
            w.u8(*ret_size);
        }
    }
    Ok(w.bytes)
}

/// Encodes a sequence of instructions back to back.
pub fn encode_body(body: &[Instruction]) -> Result<Vec<u8>, EncodeError> {
    let mut out = Vec::new();
    for inst in body {
        out.extend(encode_instruction(inst)?);
    }
    Ok(out)
}

/// Decodes one instruction from the start of `bytes`; returns it and the
/// number of bytes it used.
pub fn decode_instruction(bytes: &[u8]) -> Result<(Instruction, usize), DecodeError> {
    let mut r = Reader { bytes, pos: 0 };
    let inst = r.instruction()?;
    Ok((inst, r.pos))
}

/// Decodes instructions until the input ends.
pub fn decode_body(bytes: &[u8]) -> Result<Vec<Instruction>, DecodeError> {
    let mut r = Reader { bytes, pos: 0 };
    let mut body = Vec::new();
    while r.pos < bytes.len() {
        body.push(r.instruction()?);
    }
    Ok(body)
}

#[derive(Default)]
struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    fn u8(&mut self, v: u8) {
        self.bytes.push(v);
    }

    fn u16(&mut self, v: u16) {
        self.bytes.extend(v.to_le_bytes());
    }

    fn u32(&mut self, v: u32) {
        self.bytes.extend(v.to_le_bytes());
    }

    fn exec_pred(&mut self, exec: ExecCtrl, pred: Option<Predicate>) {
        self.u8(exec.to_byte());
        self.u16(Predicate::encode(pred));
    }

    fn raw(&mut self, raw: RawOperand) {
        self.u32(raw.var.0);
        self.u16(raw.offset);
    }

    /// A message: its opcodes, then each field of its row's Format.
    fn message(&mut self, fields: &MessageFields) -> Result<(), EncodeError> {
        let desc = fields.message.desc();
        self.u8(desc.opcode.value);
        if let Some(sub) = desc.sub_opcode {
            self.u8(sub);
        }
        for (field, value) in fields.iter() {
            match (field.kind, value) {
                (FieldKind::Exec, FieldValue::Exec(exec)) => self.u8(exec.to_byte()),
                (FieldKind::Pred, FieldValue::Pred(pred)) => self.u16(Predicate::encode(pred)),
                (FieldKind::AtomicOp(bits), FieldValue::Atomic(op, width)) => {
                    let width = match (bits, width) {
                        (_, AtomicWidth::W32) => 0b00,
                        (_, AtomicWidth::W16) => 0b01,
                        (AtomicWidthBits::Bits6To5, AtomicWidth::W64) => 0b10,
                        (AtomicWidthBits::Bit5, AtomicWidth::W64) => return Err(field_value(fields, field, value)),
                    };
                    self.u8(op.code() | (width << 5));
                }
                (FieldKind::Channels, FieldValue::Channels(channels)) => self.u8(channels.bits()),
                (FieldKind::BlockSize, FieldValue::BlockSize(size)) => self.u8(size.code()),
                (FieldKind::NumBlocks { .. }, FieldValue::NumBlocks(n)) => self.u8(n.code()),
                (FieldKind::NumOwords, FieldValue::NumOwords(n)) => self.u8(n.code()),
                (FieldKind::OwordProperties { .. }, FieldValue::Properties { num_owords, unaligned }) => {
                    self.u8(num_owords.code() | (u8::from(unaligned) << 3));
                }
                (FieldKind::Ignored(Width::Ub), _) => self.u8(0),
                (FieldKind::Ignored(Width::Uw), _) => self.u16(0),
                (FieldKind::Surface, FieldValue::Surface(surface)) => self.u8(surface.0),
                (FieldKind::Scalar, FieldValue::Scalar(src)) => self.src(&src)?,
                (FieldKind::Raw, FieldValue::Raw(raw)) => self.raw(raw),
                (FieldKind::Ignored(Width::D), _) => self.u32(0),
                (FieldKind::NullRaw, _) => self.raw(RawOperand::NULL),
                (FieldKind::Constant { width, value, .. }, _) => match width {
                    Width::Ub => self.u8(value as u8),
                    Width::Uw => self.u16(value as u16),
                    Width::D => self.u32(value),
                },
                (FieldKind::FlatSurface, _) => self.src(&SrcOperand::imm(ElemType::UD, 0))?,
                (FieldKind::LscSfid, FieldValue::LscSfid(sfid)) => self.u8(sfid.code()),
                (FieldKind::LscCache, FieldValue::LscCache(cache)) => self.u8(cache.code()),
                (FieldKind::ImmOffset, FieldValue::ImmOffset(offset)) => self.u32(offset as u32),
                (FieldKind::LscAddrSize, FieldValue::LscAddrSize(size)) => self.u8(size.code()),
                (FieldKind::LscDataSize, FieldValue::LscDataSize(size)) => self.u8(size.code()),
                (FieldKind::LscDataOrder, FieldValue::Transposed(t)) => self.u8(lsc::data_order_code(t)),
                (FieldKind::LscVectorSize, FieldValue::LscVectorSize(v)) => self.u8(v.code()),
                (FieldKind::LscFenceUnit, FieldValue::LscFenceUnit(unit)) => self.u8(unit.code()),
                (FieldKind::LscFenceOp, FieldValue::LscFenceOp(op)) => self.u8(op.code()),
                (FieldKind::LscScope, FieldValue::LscScope(scope)) => self.u8(scope.code()),
                (FieldKind::LscAtomicOp, FieldValue::LscAtomicOp(op)) => self.u8(op.sub_op()),
                (FieldKind::LscBlock2dDataSize, FieldValue::LscDataSize(size)) => self.u8(size.code()),
                (FieldKind::LscBlocks, FieldValue::Count(n)) => match u8::try_from(n) {
                    Ok(n) => self.u8(n),
                    Err(_) => return Err(field_value(fields, field, value)),
                },
                (FieldKind::LscBlockDim, FieldValue::Count(n)) => self.u16(n),
                (FieldKind::LscVnni, FieldValue::Vnni(vnni)) => self.u8(u8::from(vnni)),
                (FieldKind::LscChMask, FieldValue::LscChMask(channels)) => self.u8(channels.bits()),
                (FieldKind::LscAddrType, FieldValue::LscAddrType(model)) => self.u8(model.code()),
                (FieldKind::LscSurface, FieldValue::Scalar(src)) => self.src(&src)?,
                _ => return Err(field_value(fields, field, value)),
            }
        }
        Ok(())
    }

    fn state(&mut self, st: StateOperand) {
        self.u8(CLASS_STATE);
        self.u8(STATE_SURFACE);
        self.u16(u16::from(st.surface.0));
        self.u8(st.offset);
    }

    fn gen_opnd(&mut self, modifier: u8, var: GenVarId, row: u8, col: u8, region: u16) {
        self.u8(CLASS_GENERAL | (modifier << 3));
        self.u32(var.0);
        self.u8(row);
        self.u8(col);
        self.u16(region);
    }

    /// `ub offset; ub width` of an address operand after its tag and id.
    fn address(&mut self, a: AddressOperand) -> Result<(), EncodeError> {
        self.u8(CLASS_ADDRESS);
        self.u16(a.addr.0);
        self.u8(a.offset);
        let width = ExecSize::from_lanes(u32::from(a.width))
            .filter(|w| w.lanes() <= 16)
            .ok_or(EncodeError::TooLarge { what: "an address operand's width", value: u64::from(a.width), max: 16 })?;
        self.u8(width.code());
        Ok(())
    }

    fn indirect(&mut self, modifier: u8, at: Indirect, region: u16) -> Result<(), EncodeError> {
        if matches!(at.ty, ElemType::Bool) {
            return Err(EncodeError::BoolImmediate);
        }
        self.u8(CLASS_INDIRECT | (modifier << 3));
        self.u16(at.addr.0);
        self.u8(at.addr_offset);
        self.u16(at.offset as u16);
        self.u8(at.ty.code());
        self.u16(region);
        Ok(())
    }

    fn src(&mut self, src: &SrcOperand) -> Result<(), EncodeError> {
        let region_bits = |region: Region| {
            let code = |v: u8| region_code(v).ok_or(EncodeError::Region(region.vstride, region.width, region.hstride));
            Ok::<u16, EncodeError>(code(region.vstride)? | (code(region.width)? << 4) | (code(region.hstride)? << 8))
        };
        match *src {
            SrcOperand::General { var, row, col, region, modifier } => {
                self.gen_opnd(modifier_code(modifier), var, row, col, region_bits(region)?);
            }
            SrcOperand::Address(a) => self.address(a)?,
            SrcOperand::Indirect { at, region, modifier } => {
                let bits = match region {
                    IndirectRegion::Single(r) => region_bits(r)?,
                    // A Null vertical stride: one address per row.
                    IndirectRegion::Multi { width, hstride } => {
                        region_bits(Region { vstride: 0, width, hstride })? & !0xf
                    }
                };
                self.indirect(modifier_code(modifier), at, bits)?;
            }
            SrcOperand::Immediate(imm) => {
                if imm.ty == ElemType::Bool {
                    return Err(EncodeError::BoolImmediate);
                }
                self.u8(CLASS_IMMEDIATE);
                self.u8(imm.ty.code());
                self.u32(imm.bits as u32);
                if imm.ty.size_bytes() == 8 {
                    self.u32((imm.bits >> 32) as u32);
                }
            }
            SrcOperand::Predicate(p) => {
                self.u8(CLASS_PREDICATE);
                self.u16(p.get());
            }
            SrcOperand::State(st) => self.state(st),
        }
        Ok(())
    }

    fn dst(&mut self, dst: &DstOperand, sat: bool) -> Result<(), EncodeError> {
        match *dst {
            // A destination region is 1-D: vertical stride and width are Null.
            DstOperand::General { var, row, col, hstride } => {
                let bits = region_code(hstride).map_or(0, |c| c << 8);
                self.gen_opnd(if sat { MODIFIER_SAT } else { 0 }, var, row, col, bits);
            }
            _ if sat => return Err(EncodeError::SaturatedNonGeneral),
            DstOperand::Predicate(p) => {
                self.u8(CLASS_PREDICATE);
                self.u16(p.get());
            }
            DstOperand::State(st) => self.state(st),
            DstOperand::Address(a) => self.address(a)?,
            DstOperand::Indirect { at, hstride } => {
                let bits = region_code(hstride).map_or(0, |c| c << 8);
                self.indirect(0, at, bits)?;
            }
        }
        Ok(())
    }
}

/// Region items: 0b0001 = 0 elements, 0b0010 = 1, ..., 0b0111 = 32 (0b0000 is Null).
fn field_value(fields: &MessageFields, field: &FormatField, value: FieldValue) -> EncodeError {
    EncodeError::FieldValue { message: fields.message.name(), field: field.name.name(), value }
}

fn region_code(v: u8) -> Option<u16> {
    Region::ENCODABLE.iter().position(|&e| e == v).map(|i| i as u16 + 1)
}

fn region_value(code: u16) -> Option<u8> {
    Region::ENCODABLE.get((code as usize).checked_sub(1)?).copied()
}

/// Modifier codes of the tag byte (bits 5..3), as the vISA builder numbers them.
fn modifier_code(m: SrcModifier) -> u8 {
    match m {
        SrcModifier::None => 0,
        SrcModifier::Abs => 1,
        SrcModifier::Neg => 2,
        SrcModifier::NegAbs => 3,
        SrcModifier::Not => 5,
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self, what: &'static str) -> Result<[u8; N], DecodeError> {
        let end = self.pos + N;
        let slice = self.bytes.get(self.pos..end).ok_or(DecodeError::UnexpectedEnd { at: self.pos, what })?;
        self.pos = end;
        let mut out = [0u8; N];
        out.copy_from_slice(slice);
        Ok(out)
    }

    fn u8(&mut self, what: &'static str) -> Result<u8, DecodeError> {
        Ok(self.take::<1>(what)?[0])
    }

    fn u16(&mut self, what: &'static str) -> Result<u16, DecodeError> {
        Ok(u16::from_le_bytes(self.take(what)?))
    }

    fn u32(&mut self, what: &'static str) -> Result<u32, DecodeError> {
        Ok(u32::from_le_bytes(self.take(what)?))
    }

    fn bad(&self, at: usize, field: &'static str, value: impl Into<u32>) -> DecodeError {
        DecodeError::BadField { at, field, value: value.into() }
    }

    /// Reads a byte and maps it through `f`, reporting `field` if `f` refuses it.
    fn field<T>(&mut self, field: &'static str, f: impl FnOnce(u8) -> Option<T>) -> Result<T, DecodeError> {
        let at = self.pos;
        let byte = self.u8(field)?;
        f(byte).ok_or_else(|| self.bad(at, field, byte))
    }

    fn exec(&mut self) -> Result<ExecCtrl, DecodeError> {
        self.field("exec size", ExecCtrl::from_byte)
    }

    fn pred(&mut self) -> Result<Option<Predicate>, DecodeError> {
        let at = self.pos;
        let word = self.u16("predicate")?;
        Predicate::decode(word).map_err(|_| self.bad(at, "predicate", word))
    }

    fn raw(&mut self) -> Result<RawOperand, DecodeError> {
        let var = GenVarId(self.u32("raw operand id")?);
        let offset = self.u16("raw operand offset")?;
        Ok(RawOperand { var, offset })
    }

    fn pred_id(&mut self) -> Result<PredVarId, DecodeError> {
        let at = self.pos;
        let id = self.u16("predicate operand")?;
        PredVarId::new(id).ok_or_else(|| self.bad(at, "predicate operand", id))
    }

    fn gen_opnd(&mut self) -> Result<(GenVarId, u8, u8, u16), DecodeError> {
        let var = GenVarId(self.u32("operand id")?);
        let row = self.u8("row offset")?;
        let col = self.u8("column offset")?;
        let region = self.u16("region")?;
        Ok((var, row, col, region))
    }

    fn src(&mut self) -> Result<SrcOperand, DecodeError> {
        let at = self.pos;
        let tag = self.u8("operand tag")?;
        let modifier = tag >> 3;
        let class = tag & 0b111;
        if !matches!(class, CLASS_GENERAL | CLASS_INDIRECT) && modifier != 0 || tag >> 6 != 0 {
            return Err(self.bad(at, "operand tag", tag));
        }
        let modifier = match modifier {
            0 => SrcModifier::None,
            1 => SrcModifier::Abs,
            2 => SrcModifier::Neg,
            3 => SrcModifier::NegAbs,
            5 => SrcModifier::Not,
            _ => return Err(self.bad(at, "operand modifier", modifier)),
        };
        match class {
            CLASS_GENERAL => {
                let region_at = self.pos + 6;
                let (var, row, col, bits) = self.gen_opnd()?;
                let item = |shift: u16| region_value((bits >> shift) & 0xf);
                let (Some(vstride), Some(width), Some(hstride)) = (item(0), item(4), item(8)) else {
                    return Err(self.bad(region_at, "source region", bits));
                };
                if bits >> 12 != 0 {
                    return Err(self.bad(region_at, "source region", bits));
                }
                Ok(SrcOperand::General { var, row, col, region: Region { vstride, width, hstride }, modifier })
            }
            CLASS_IMMEDIATE => {
                let ty = self.field("immediate type", |b| ElemType::from_code(b).filter(|t| *t != ElemType::Bool))?;
                let low = u64::from(self.u32("immediate")?);
                let high = if ty.size_bytes() == 8 { u64::from(self.u32("immediate")?) } else { 0 };
                Ok(SrcOperand::Immediate(Immediate { ty, bits: low | (high << 32) }))
            }
            CLASS_PREDICATE => Ok(SrcOperand::Predicate(self.pred_id()?)),
            CLASS_STATE => Ok(SrcOperand::State(self.state()?)),
            CLASS_ADDRESS => Ok(SrcOperand::Address(self.address()?)),
            CLASS_INDIRECT => {
                let (at, bits, region_at) = self.indirect()?;
                let item = |shift: u16| region_value((bits >> shift) & 0xf);
                let region = match (bits & 0xf, item(4), item(8)) {
                    (0, Some(width), Some(hstride)) => IndirectRegion::Multi { width, hstride },
                    (_, Some(width), Some(hstride)) => match item(0) {
                        Some(vstride) => IndirectRegion::Single(Region { vstride, width, hstride }),
                        None => return Err(self.bad(region_at, "source region", bits)),
                    },
                    _ => return Err(self.bad(region_at, "source region", bits)),
                };
                if bits >> 12 != 0 {
                    return Err(self.bad(region_at, "source region", bits));
                }
                Ok(SrcOperand::Indirect { at, region, modifier })
            }
            _ => Err(self.bad(at, "operand class", class)),
        }
    }

    /// After an address tag: `uw id; ub offset; ub width` (an exec-size code).
    fn address(&mut self) -> Result<AddressOperand, DecodeError> {
        let addr = AddrVarId(self.u16("address variable id")?);
        let offset = self.u8("address offset")?;
        let width = self.field("address width", |b| ExecSize::from_code(b).filter(|w| w.lanes() <= 16))?;
        Ok(AddressOperand { addr, offset, width: width.lanes() as u8 })
    }

    /// After an indirect tag: the start, the region bits and where they are.
    fn indirect(&mut self) -> Result<(Indirect, u16, usize), DecodeError> {
        let addr = AddrVarId(self.u16("address variable id")?);
        let addr_offset = self.u8("address offset")?;
        let offset = self.u16("indirect offset")? as i16;
        let ty = self.field("indirect operand type", |b| ElemType::from_code(b).filter(|t| *t != ElemType::Bool))?;
        let region_at = self.pos;
        let bits = self.u16("region")?;
        Ok((Indirect { addr, addr_offset, offset, ty }, bits, region_at))
    }

    /// After a state tag: `ub class; uw id; ub offset`, a surface.
    fn state(&mut self) -> Result<StateOperand, DecodeError> {
        self.field("state operand class (0 = surface)", |b| (b == STATE_SURFACE).then_some(()))?;
        let at = self.pos;
        let id = self.u16("surface id")?;
        let surface = u8::try_from(id).map(SurfaceId).map_err(|_| self.bad(at, "surface id", id))?;
        Ok(StateOperand { surface, offset: self.u8("state operand offset")? })
    }

    /// A destination and whether it carries `.sat`.
    fn dst_sat(&mut self) -> Result<(DstOperand, bool), DecodeError> {
        let at = self.pos;
        let tag = self.u8("operand tag")?;
        let sat = tag == CLASS_GENERAL | (MODIFIER_SAT << 3);
        match tag {
            _ if tag == CLASS_GENERAL || sat => {
                let region_at = self.pos + 6;
                let (var, row, col, bits) = self.gen_opnd()?;
                match region_value(bits >> 8) {
                    Some(hstride) if bits & 0xf0ff == 0 => Ok((DstOperand::General { var, row, col, hstride }, sat)),
                    _ => Err(self.bad(region_at, "destination region", bits)),
                }
            }
            CLASS_PREDICATE => Ok((DstOperand::Predicate(self.pred_id()?), false)),
            CLASS_STATE => Ok((DstOperand::State(self.state()?), false)),
            CLASS_ADDRESS => Ok((DstOperand::Address(self.address()?), false)),
            CLASS_INDIRECT => {
                let (at, bits, region_at) = self.indirect()?;
                match region_value(bits >> 8) {
                    Some(hstride) if bits & 0xf0ff == 0 => Ok((DstOperand::Indirect { at, hstride }, false)),
                    _ => Err(self.bad(region_at, "destination region", bits)),
                }
            }
            _ => Err(self.bad(at, "destination operand tag", tag)),
        }
    }

    /// A destination without `.sat`.
    fn dst(&mut self) -> Result<DstOperand, DecodeError> {
        let at = self.pos;
        match self.dst_sat()? {
            (dst, false) => Ok(dst),
            (_, true) => Err(self.bad(at, "destination modifier (.sat is not allowed here)", MODIFIER_SAT)),
        }
    }

    fn label(&mut self) -> Result<LabelId, DecodeError> {
        Ok(LabelId(self.u16("label")?))
    }

    fn instruction(&mut self) -> Result<Instruction, DecodeError> {
        let at = self.pos;
        let opcode = self.u8("opcode")?;
        if AluOp::is_alu_opcode(opcode) {
            return self.alu(at, opcode);
        }
        if Message::has_sub_opcodes(opcode) {
            let sub_at = self.pos;
            let message = self.field("sub-opcode", |sub| Message::from_opcodes(opcode, Some(sub)))?;
            if message.desc().sub_opcode.is_none() {
                // The sub-opcode is the row's first Format field (an LSC atomic's operation): read it there.
                self.pos = sub_at;
            }
            return self.message(message);
        }
        if let Some(message) = Message::from_opcodes(opcode, None) {
            return self.message(message);
        }
        let inst = match opcode {
            OP_CMP => {
                let exec = self.exec()?;
                let rel = self.field("relational operator", |b| CmpRel::ALL.get(b as usize).copied())?;
                let dst = self.dst()?;
                let (src0, src1) = (self.src()?, self.src()?);
                Instruction::Cmp { rel, exec, dst, src0, src1 }
            }
            OP_SETP => {
                let exec = self.exec()?;
                let dst_at = self.pos;
                let DstOperand::Predicate(dst) = self.dst()? else {
                    return Err(self.bad(dst_at, "setp destination (must be a predicate)", 0u8));
                };
                Instruction::Setp { exec, dst, src: self.src()? }
            }
            OP_ADDC | OP_SUBB => {
                let op = CarryOp::from_opcode(opcode).unwrap_or(CarryOp::Addc);
                let (exec, pred) = (self.exec()?, self.pred()?);
                let (dst, carry) = (self.dst()?, self.dst()?);
                let (src0, src1) = (self.src()?, self.src()?);
                Instruction::Carry { op, exec, pred, dst, carry, src0, src1 }
            }
            OP_BFN => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                let (dst, sat) = self.dst_sat()?;
                let (src0, src1, src2) = (self.src()?, self.src()?, self.src()?);
                let func = self.u8("boolean function")?;
                Instruction::Bfn { func, exec, pred, sat, dst, src0, src1, src2 }
            }
            OP_LABEL => Instruction::Label(self.label()?),
            OP_SUBROUTINE => Instruction::Subroutine(self.label()?),
            OP_RET | OP_FRET => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                match opcode {
                    OP_RET => Instruction::Ret { exec, pred },
                    _ => Instruction::Fret { exec, pred },
                }
            }
            OP_ADDR_ADD => {
                let exec = self.exec()?;
                let dst_at = self.pos;
                let DstOperand::Address(dst) = self.dst()? else {
                    return Err(self.bad(dst_at, "ADDR_ADD destination class (must be an address)", 0u32));
                };
                let src0 = self.src()?;
                Instruction::AddrAdd { exec, dst, src0, src1: self.src()? }
            }
            OP_SWITCHJMP => {
                let exec = self.exec()?;
                let count_at = self.pos;
                let count = self.u8("number of labels")?;
                if count == 0 || usize::from(count) > JumpTable::MAX {
                    return Err(self.bad(count_at, "SWITCHJMP number of labels (1 to 32)", count));
                }
                let index = self.src()?;
                let mut labels = [LabelId(0); JumpTable::MAX];
                for l in &mut labels[..usize::from(count)] {
                    *l = self.label()?;
                }
                let table = JumpTable::new(&labels[..usize::from(count)])
                    .ok_or_else(|| self.bad(count_at, "SWITCHJMP number of labels (1 to 32)", count))?;
                Instruction::SwitchJmp { exec, index, table }
            }
            OP_FADDR => {
                let func = FuncId(self.u16("function id")?);
                Instruction::Faddr { func, dst: self.dst()? }
            }
            OP_IFCALL => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                let func_addr = self.src()?;
                let arg_size = self.u8("argument size")?;
                Instruction::Ifcall { exec, pred, func_addr, arg_size, ret_size: self.u8("return size")? }
            }
            OP_FCALL => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                let func = FuncId(self.u16("function id")?);
                let arg_size = self.u8("argument size")?;
                Instruction::Fcall { exec, pred, func, arg_size, ret_size: self.u8("return size")? }
            }
            other => match BranchOp::ALL.into_iter().find(|op| op.opcode() == other) {
                Some(op) => {
                    let (exec, pred) = (self.exec()?, self.pred()?);
                    Instruction::Branch { op, exec, pred, target: self.label()? }
                }
                None => return Err(DecodeError::UnknownOpcode { at, opcode: other }),
            },
        };
        Ok(inst)
    }

    /// A message, after its opcodes: each field of its row's Format.
    fn message(&mut self, message: Message) -> Result<Instruction, DecodeError> {
        let at = self.pos;
        let fields = MessageFields::try_build(message, |field| self.field_value(field))?;
        Instruction::from_message_fields(&fields).ok_or_else(|| self.bad(at, message.name(), 0u8))
    }

    /// One Format field; reserved values are refused.
    fn field_value(&mut self, field: &FormatField) -> Result<FieldValue, DecodeError> {
        let what = field.name.what();
        Ok(match field.kind {
            FieldKind::Exec => FieldValue::Exec(self.exec()?),
            FieldKind::Pred => FieldValue::Pred(self.pred()?),
            FieldKind::AtomicOp(bits) => {
                let (op, width) = self.field(what, |b| {
                    let width = match (bits, b >> 5) {
                        (_, 0b00) => AtomicWidth::W32,
                        (_, 0b01) => AtomicWidth::W16,
                        (AtomicWidthBits::Bits6To5, 0b10) => AtomicWidth::W64,
                        _ => return None,
                    };
                    Some((AtomicOp::from_code(b & 0x1f)?, width))
                })?;
                FieldValue::Atomic(op, width)
            }
            FieldKind::Channels => FieldValue::Channels(self.field(what, ChannelMask::new)?),
            FieldKind::BlockSize => FieldValue::BlockSize(self.field(what, BlockSize::from_code)?),
            FieldKind::NumBlocks { max } => {
                FieldValue::NumBlocks(self.field(what, |b| NumBlocks::from_code(b).filter(|n| n.count() <= max))?)
            }
            FieldKind::NumOwords => FieldValue::NumOwords(self.field(what, NumOwords::from_code)?),
            FieldKind::OwordProperties { .. } => {
                let (num_owords, unaligned) = self.field(what, |b| {
                    Some((NumOwords::from_code(b & 0b111)?, b & 0b1000 != 0)).filter(|_| b >> 4 == 0)
                })?;
                FieldValue::Properties { num_owords, unaligned }
            }
            FieldKind::Ignored(Width::Ub) => {
                self.u8(what)?;
                FieldValue::Ignored
            }
            FieldKind::Ignored(Width::Uw) => {
                self.u16(what)?;
                FieldValue::Ignored
            }
            FieldKind::Surface => FieldValue::Surface(SurfaceId(self.u8(what)?)),
            FieldKind::Scalar => FieldValue::Scalar(self.src()?),
            FieldKind::Raw => FieldValue::Raw(self.raw()?),
            FieldKind::Ignored(Width::D) => {
                self.u32(what)?;
                FieldValue::Ignored
            }
            FieldKind::NullRaw => {
                let at = self.pos;
                let raw = self.raw()?;
                if !raw.is_null() {
                    return Err(self.bad(at, "unused raw operand (must be %null)", raw.var.0));
                }
                FieldValue::Ignored
            }
            FieldKind::Constant { width, value, what } => {
                let at = self.pos;
                let found = match width {
                    Width::Ub => u32::from(self.u8(what)?),
                    Width::Uw => u32::from(self.u16(what)?),
                    Width::D => self.u32(what)?,
                };
                if found != value {
                    return Err(self.bad(at, what, found));
                }
                FieldValue::Ignored
            }
            FieldKind::FlatSurface => {
                let at = self.pos;
                match self.src()? {
                    SrcOperand::Immediate(Immediate { bits: 0, .. }) => FieldValue::Ignored,
                    _ => return Err(self.bad(at, "surface of a flat address (must be the immediate 0)", 0u8)),
                }
            }
            FieldKind::LscSfid => FieldValue::LscSfid(self.field(what, lsc::LscSfid::from_code)?),
            FieldKind::LscCache => FieldValue::LscCache(self.field(what, lsc::LscCache::from_code)?),
            FieldKind::ImmOffset => FieldValue::ImmOffset(self.u32(what)? as i32),
            FieldKind::LscAddrSize => FieldValue::LscAddrSize(self.field(what, lsc::LscAddrSize::from_code)?),
            FieldKind::LscDataSize => FieldValue::LscDataSize(self.field(what, lsc::LscDataSize::from_code)?),
            FieldKind::LscDataOrder => FieldValue::Transposed(self.field(what, |b| match b {
                1 => Some(false),
                2 => Some(true),
                _ => None,
            })?),
            FieldKind::LscVectorSize => FieldValue::LscVectorSize(self.field(what, lsc::LscVectorSize::from_code)?),
            FieldKind::LscFenceUnit => FieldValue::LscFenceUnit(self.field(what, lsc::LscFenceUnit::from_code)?),
            FieldKind::LscFenceOp => FieldValue::LscFenceOp(self.field(what, lsc::LscFenceOp::from_code)?),
            FieldKind::LscScope => FieldValue::LscScope(self.field(what, lsc::LscScope::from_code)?),
            FieldKind::LscChMask => FieldValue::LscChMask(self.field(what, lsc::LscChannels::from_bits)?),
            FieldKind::LscAddrType => FieldValue::LscAddrType(self.field(what, lsc::LscAddrModel::from_code)?),
            FieldKind::LscSurface => FieldValue::Scalar(self.src()?),
            FieldKind::LscAtomicOp => {
                FieldValue::LscAtomicOp(self.field(what, visa_passes::isa::atomic::LscAtomicOp::from_sub_op)?)
            }
            FieldKind::LscBlock2dDataSize => {
                FieldValue::LscDataSize(self.field(what, lsc::LscDataSize::from_block2d_code)?)
            }
            FieldKind::LscBlocks => FieldValue::Count(u16::from(self.u8(what)?)),
            FieldKind::LscBlockDim => FieldValue::Count(self.u16(what)?),
            FieldKind::LscVnni => FieldValue::Vnni(self.field(what, |b| match b {
                0 => Some(false),
                1 => Some(true),
                _ => None,
            })?),
        })
    }

    /// A row of the ALU table, after its opcode.
    fn alu(&mut self, at: usize, opcode: u8) -> Result<Instruction, DecodeError> {
        // MIN_MAX's Op follows the exec-size byte.
        let op_byte_at = self.pos + 1;
        let mut read_byte = None;
        let op = AluOp::from_opcode(opcode, || {
            let byte = self.bytes.get(op_byte_at).copied();
            read_byte = byte;
            byte
        });
        let Some(op) = op else {
            return Err(match read_byte {
                Some(byte) => self.bad(op_byte_at, "op byte", byte),
                None => DecodeError::UnexpectedEnd { at: op_byte_at, what: "op byte" },
            });
        };
        let shape = op.desc();
        let exec = self.exec()?;
        if shape.op_byte.is_some() {
            self.pos += 1;
        }
        let pred = if shape.predicated { self.pred()? } else { None };
        let (dst, sat) = self.dst_sat()?;
        let mut srcs = [SrcOperand::imm(ElemType::UD, 0); 3];
        for src in srcs.iter_mut().take(shape.srcs) {
            *src = self.src()?;
        }
        let srcs = Srcs::from_slice(&srcs[..shape.srcs]).ok_or(DecodeError::BadField {
            at,
            field: "ALU source count",
            value: shape.srcs as u32,
        })?;
        Ok(Instruction::Alu(Alu { op, exec, pred, sat, dst, srcs }))
    }
}
