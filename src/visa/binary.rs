//! Binary encoding of instructions, per the "Format" table of each page.
//!
//! All multi-byte fields are little-endian. The exec-size byte holds the
//! emask control in bits 7..4 and the size code in bits 2..0
//! (`3_execution_model.md`). Operands are encoded as in `5_operands.md`:
//! a raw operand is `ud id; uw offset`, a vector operand is a tag byte
//! (class in bits 2..0, modifier in bits 5..3) followed by its class's info.
//!
//! | message | fields, in order |
//! | --- | --- |
//! | SCATTER4_SCALED | `0x75` exec pred(uw) channels(ub) scale(uw) surface(ub) offset(vec) element_offset(raw) src(raw) |
//! | QW_SCATTER | `0x87` exec pred(uw) num_blocks(ub) surface(ub) offset(raw) src(raw) |
//! | SVM_GATHER | `0x4e 0x03` exec pred(uw) block_size(ub) num_blocks(ub) addresses(raw) dst(raw) |
//! | TYPED_ATOMIC | `0x73` op(ub) exec pred(uw) surface(ub) u v r lod src0 src1 dst (raw) |
//!
//! The ALU subset uses the opcodes of the assembly-syntax appendix's
//! instruction table and the common field order opcode, exec, pred, dst,
//! sources (`cmp` puts its relation byte after the exec size, as the CMP
//! page's Format has it, and has no predicate; `setp` has no predicate;
//! `ret` has no operands). This is the layout Intel's vISA reader reads.

use super::program::*;
use super::types::*;
use thiserror::Error;

pub const OP_SCATTER4_SCALED: u8 = 0x75;
pub const OP_QW_SCATTER: u8 = 0x87;
pub const OP_SVM: u8 = 0x4e;
pub const SVM_SUBOP_GATHER: u8 = 0x03;
pub const OP_TYPED_ATOMIC: u8 = 0x73;
pub const OP_MOV: u8 = 0x29;
pub const OP_SEL: u8 = 0x2a;
pub const OP_SETP: u8 = 0x2b;
pub const OP_CMP: u8 = 0x2c;
pub const OP_RET: u8 = 0x34;

const CLASS_GENERAL: u8 = 0b000;
const CLASS_PREDICATE: u8 = 0b010;
const CLASS_IMMEDIATE: u8 = 0b101;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EncodeError {
    #[error("region <{0};{1},{2}> is not encodable (each item must be 0, 1, 2, 4, 8, 16 or 32)")]
    Region(u8, u8, u8),
    #[error("an immediate may not have type bool")]
    BoolImmediate,
    #[error("{what} is {value}, more than its field holds ({max})")]
    TooLarge { what: &'static str, value: u64, max: u64 },
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
        Instruction::Scatter4Scaled(m) => {
            w.u8(OP_SCATTER4_SCALED);
            w.exec_pred(m.exec, m.pred);
            w.u8(m.channels.bits());
            w.u16(0); // Scale: "This field is ignored and scale is always zero".
            w.u8(m.surface.0);
            w.src(&m.global_offset)?;
            w.raw(m.element_offset);
            w.raw(m.src);
        }
        Instruction::QwScatter(m) => {
            w.u8(OP_QW_SCATTER);
            w.exec_pred(m.exec, m.pred);
            w.u8(m.num_blocks.code());
            w.u8(m.surface.0);
            w.raw(m.offset);
            w.raw(m.src);
        }
        Instruction::SvmGather(m) => {
            w.u8(OP_SVM);
            w.u8(SVM_SUBOP_GATHER);
            w.exec_pred(m.exec, m.pred);
            w.u8(m.block_size.code());
            w.u8(m.num_blocks.code());
            w.raw(m.addresses);
            w.raw(m.dst);
        }
        Instruction::TypedAtomic(m) => {
            w.u8(OP_TYPED_ATOMIC);
            w.u8(m.op.code() | if m.is_16bit { 1 << 5 } else { 0 });
            w.exec_pred(m.exec, m.pred);
            w.u8(m.surface.0);
            for raw in [m.u, m.v, m.r, m.lod, m.src0, m.src1, m.dst] {
                w.raw(raw);
            }
        }
        Instruction::Mov { exec, pred, dst, src } => {
            w.u8(OP_MOV);
            w.exec_pred(*exec, *pred);
            w.dst(dst);
            w.src(src)?;
        }
        Instruction::Binary { op, exec, pred, dst, src0, src1 } => {
            w.u8(op.opcode());
            w.exec_pred(*exec, *pred);
            w.dst(dst);
            w.src(src0)?;
            w.src(src1)?;
        }
        Instruction::Sel { exec, pred, dst, src0, src1 } => {
            w.u8(OP_SEL);
            w.exec_pred(*exec, *pred);
            w.dst(dst);
            w.src(src0)?;
            w.src(src1)?;
        }
        Instruction::Cmp { rel, exec, dst, src0, src1 } => {
            w.u8(OP_CMP);
            w.u8(exec.to_byte());
            w.u8(rel.code());
            w.dst(dst);
            w.src(src0)?;
            w.src(src1)?;
        }
        Instruction::Setp { exec, dst, src } => {
            w.u8(OP_SETP);
            w.u8(exec.to_byte());
            w.dst(&DstOperand::Predicate(*dst));
            w.src(src)?;
        }
        Instruction::Ret { exec, pred } => {
            w.u8(OP_RET);
            w.exec_pred(*exec, *pred);
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

    fn gen_opnd(&mut self, modifier: u8, var: GenVarId, row: u8, col: u8, region: u16) {
        self.u8(CLASS_GENERAL | (modifier << 3));
        self.u32(var.0);
        self.u8(row);
        self.u8(col);
        self.u16(region);
    }

    fn src(&mut self, src: &SrcOperand) -> Result<(), EncodeError> {
        match *src {
            SrcOperand::General { var, row, col, region, modifier } => {
                let code =
                    |v: u8| region_code(v).ok_or(EncodeError::Region(region.vstride, region.width, region.hstride));
                let bits = code(region.vstride)? | (code(region.width)? << 4) | (code(region.hstride)? << 8);
                self.gen_opnd(modifier_code(modifier), var, row, col, bits);
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
        }
        Ok(())
    }

    fn dst(&mut self, dst: &DstOperand) {
        match *dst {
            // A destination region is 1-D: vertical stride and width are Null.
            DstOperand::General { var, row, col, hstride } => {
                let bits = region_code(hstride).map_or(0, |c| c << 8);
                self.gen_opnd(0, var, row, col, bits);
            }
            DstOperand::Predicate(p) => {
                self.u8(CLASS_PREDICATE);
                self.u16(p.get());
            }
        }
    }
}

/// Region items: 0b0001 = 0 elements, 0b0010 = 1, ..., 0b0111 = 32 (0b0000 is Null).
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
        if class != CLASS_GENERAL && modifier != 0 || tag >> 6 != 0 {
            return Err(self.bad(at, "operand tag", tag));
        }
        match class {
            CLASS_GENERAL => {
                let modifier = match modifier {
                    0 => SrcModifier::None,
                    1 => SrcModifier::Abs,
                    2 => SrcModifier::Neg,
                    3 => SrcModifier::NegAbs,
                    _ => return Err(self.bad(at, "operand modifier", modifier)),
                };
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
            _ => Err(self.bad(at, "operand class", class)),
        }
    }

    fn dst(&mut self) -> Result<DstOperand, DecodeError> {
        let at = self.pos;
        let tag = self.u8("operand tag")?;
        match tag {
            CLASS_GENERAL => {
                let region_at = self.pos + 6;
                let (var, row, col, bits) = self.gen_opnd()?;
                match region_value(bits >> 8) {
                    Some(hstride) if bits & 0xf0ff == 0 => Ok(DstOperand::General { var, row, col, hstride }),
                    _ => Err(self.bad(region_at, "destination region", bits)),
                }
            }
            CLASS_PREDICATE => Ok(DstOperand::Predicate(self.pred_id()?)),
            _ => Err(self.bad(at, "destination operand tag", tag)),
        }
    }

    fn instruction(&mut self) -> Result<Instruction, DecodeError> {
        let at = self.pos;
        let opcode = self.u8("opcode")?;
        let inst = match opcode {
            OP_SCATTER4_SCALED => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                let channels = self.field("channel mask", ChannelMask::new)?;
                let _scale = self.u16("scale")?; // Ignored, per the page.
                let surface = SurfaceId(self.u8("surface")?);
                let global_offset = self.src()?;
                let element_offset = self.raw()?;
                let src = self.raw()?;
                Instruction::Scatter4Scaled(Scatter4Scaled {
                    exec,
                    pred,
                    channels,
                    surface,
                    global_offset,
                    element_offset,
                    src,
                })
            }
            OP_QW_SCATTER => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                let num_blocks = self.field("num_blocks", NumBlocks::from_code)?;
                let surface = SurfaceId(self.u8("surface")?);
                let (offset, src) = (self.raw()?, self.raw()?);
                Instruction::QwScatter(QwScatter { exec, pred, num_blocks, surface, offset, src })
            }
            OP_SVM => {
                self.field("SVM sub-opcode", |b| (b == SVM_SUBOP_GATHER).then_some(()))?;
                let (exec, pred) = (self.exec()?, self.pred()?);
                let block_size = self.field("block_size", BlockSize::from_code)?;
                let num_blocks = self.field("num_blocks", NumBlocks::from_code)?;
                let (addresses, dst) = (self.raw()?, self.raw()?);
                Instruction::SvmGather(SvmGather { exec, pred, block_size, num_blocks, addresses, dst })
            }
            OP_TYPED_ATOMIC => {
                let (op, is_16bit) = self.field("atomic op", |b| {
                    Some((AtomicOp::from_code(b & 0x1f)?, b & 0x20 != 0)).filter(|_| b >> 6 == 0)
                })?;
                let (exec, pred) = (self.exec()?, self.pred()?);
                let surface = SurfaceId(self.u8("surface")?);
                let [u, v, r, lod, src0, src1, dst] =
                    [self.raw()?, self.raw()?, self.raw()?, self.raw()?, self.raw()?, self.raw()?, self.raw()?];
                Instruction::TypedAtomic(TypedAtomic {
                    op,
                    is_16bit,
                    exec,
                    pred,
                    surface,
                    u,
                    v,
                    r,
                    lod,
                    src0,
                    src1,
                    dst,
                })
            }
            OP_MOV => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                let dst = self.dst()?;
                Instruction::Mov { exec, pred, dst, src: self.src()? }
            }
            OP_SEL => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                let dst = self.dst()?;
                let (src0, src1) = (self.src()?, self.src()?);
                Instruction::Sel { exec, pred, dst, src0, src1 }
            }
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
            OP_RET => {
                let (exec, pred) = (self.exec()?, self.pred()?);
                Instruction::Ret { exec, pred }
            }
            other => match BinaryOp::ALL.iter().find(|op| op.opcode() == other) {
                Some(&op) => {
                    let (exec, pred) = (self.exec()?, self.pred()?);
                    let dst = self.dst()?;
                    let (src0, src1) = (self.src()?, self.src()?);
                    Instruction::Binary { op, exec, pred, dst, src0, src1 }
                }
                None => return Err(DecodeError::UnknownOpcode { at, opcode: other }),
            },
        };
        Ok(inst)
    }
}
