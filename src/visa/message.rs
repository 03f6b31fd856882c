//! A message instruction as the values of its Format fields.
//!
//! The message table (`visa_passes::isa::messages`) gives each message's
//! Format (field names and kinds, in order) and its text template. A
//! [`MessageFields`] holds one value per Format field; the encoder, decoder,
//! printer, parser and the verifier's operand checks loop over the row and
//! these values, as they loop over the ALU table. The one place a message's
//! struct in [`Instruction`] meets its row is the pair of conversions here,
//! [`Instruction::message_fields`] and [`Instruction::from_message_fields`].

use super::program::*;
use super::types::*;
use visa_passes::isa::messages::{FieldKind, FieldName, FormatField, Message};

/// The value of one Format field, typed by its [`FieldKind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FieldValue {
    Exec(ExecCtrl),
    Pred(Option<Predicate>),
    Atomic(AtomicOp, AtomicWidth),
    Channels(ChannelMask),
    BlockSize(BlockSize),
    NumBlocks(NumBlocks),
    NumOwords(NumOwords),
    /// SVM_BLOCK_LD/ST `Properties`: the oword count and bit 3.
    Properties {
        num_owords: NumOwords,
        unaligned: bool,
    },
    /// A field the page calls ignored (or one not set yet).
    Ignored,
    Surface(SurfaceId),
    Scalar(SrcOperand),
    Raw(RawOperand),
    LscSfid(LscSfid),
    LscCache(LscCache),
    ImmOffset(i32),
    LscAddrSize(LscAddrSize),
    LscDataSize(LscDataSize),
    /// `DataOrder`: whether transposed.
    Transposed(bool),
    LscVectorSize(LscVectorSize),
    LscFenceUnit(LscFenceUnit),
    LscFenceOp(LscFenceOp),
    LscScope(LscScope),
    LscAtomicOp(LscAtomicOp),
    /// `Blocks`, `BlockWidth`, `BlockHeight` of a 2D block.
    Count(u16),
    /// `VNNI`.
    Vnni(bool),
    /// A quad message's `ChMask`.
    LscChMask(LscChannels),
    /// An LSC message's `AddrType`.
    LscAddrType(LscAddrModel),
}

/// The most fields a message's Format has after its opcodes.
pub const MAX_FIELDS: usize = 19;

/// One message instruction: a value per field of its row's Format, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MessageFields {
    pub message: Message,
    values: [FieldValue; MAX_FIELDS],
}

impl MessageFields {
    /// The fields of `message`, each `value(field)`.
    pub fn build(message: Message, mut value: impl FnMut(&FormatField) -> FieldValue) -> MessageFields {
        let mut values = [FieldValue::Ignored; MAX_FIELDS];
        for (slot, field) in values.iter_mut().zip(message.desc().format) {
            *slot = value(field);
        }
        MessageFields { message, values }
    }

    /// As [`MessageFields::build`], stopping at the first error.
    pub fn try_build<E>(
        message: Message,
        mut value: impl FnMut(&FormatField) -> Result<FieldValue, E>,
    ) -> Result<MessageFields, E> {
        let mut values = [FieldValue::Ignored; MAX_FIELDS];
        for (slot, field) in values.iter_mut().zip(message.desc().format) {
            *slot = value(field)?;
        }
        Ok(MessageFields { message, values })
    }

    /// Each Format field with its value, in the Format's order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static FormatField, FieldValue)> + '_ {
        self.message.desc().format.iter().zip(self.values.iter().copied())
    }

    /// The value of `field`; `None` when the message has no such field.
    pub fn get(&self, field: FieldName) -> Option<FieldValue> {
        self.message.field(field).map(|(i, _)| self.values[i])
    }

    /// Sets `field` (the parser fills the fields in text order).
    pub fn set(&mut self, field: FieldName, value: FieldValue) {
        if let Some((i, _)) = self.message.field(field) {
            self.values[i] = value;
        }
    }

    /// The execution control; a block message runs `(M1_NM, 1)`.
    pub fn exec(&self) -> ExecCtrl {
        match self.get(FieldName::Exec) {
            Some(FieldValue::Exec(exec)) => exec,
            _ => ExecCtrl::nm(ExecSize::S1),
        }
    }

    pub fn pred(&self) -> Option<Predicate> {
        match self.get(FieldName::Pred) {
            Some(FieldValue::Pred(pred)) => pred,
            _ => None,
        }
    }

    pub fn raw(&self, field: FieldName) -> Option<RawOperand> {
        match self.get(field)? {
            FieldValue::Raw(raw) => Some(raw),
            _ => None,
        }
    }

    pub fn scalar(&self, field: FieldName) -> Option<SrcOperand> {
        match self.get(field)? {
            FieldValue::Scalar(src) => Some(src),
            _ => None,
        }
    }

    pub fn surface(&self) -> Option<SurfaceId> {
        match self.get(FieldName::Surface)? {
            FieldValue::Surface(s) => Some(s),
            _ => None,
        }
    }

    /// The data operand: `Dst` (`DstData`) of a read, `Src` (`Src1Data`) of a write.
    pub fn data(&self) -> Option<RawOperand> {
        [FieldName::Dst, FieldName::Src, FieldName::DstData, FieldName::Src1Data].into_iter().find_map(|f| self.raw(f))
    }

    /// The LSC fields of `lsc_load`/`lsc_store`, with the data operand.
    pub fn lsc_untyped(&self) -> Option<LscUntyped> {
        use FieldName as F;
        use FieldValue as V;
        // One pass over the Format (the verifier asks this of every LSC
        // message): the value of each field this reads, the first of its
        // name, as `get` finds it.
        let mut found = LscFound::default();
        for (field, value) in self.iter() {
            let slot = match field.name {
                F::Exec => &mut found.exec,
                F::Pred => &mut found.pred,
                F::LscSfid => &mut found.sfid,
                F::CachingL1 => &mut found.l1,
                F::CachingL3 => &mut found.l3,
                F::AddrType => &mut found.model,
                F::Surface => &mut found.index,
                F::AddrImmOffset => &mut found.imm_offset,
                F::AddrSize => &mut found.addr_size,
                F::DataSize => &mut found.data_size,
                F::DataOrder => &mut found.transposed,
                F::DataElemsPerAddr => &mut found.vector,
                F::ChMask => &mut found.channels,
                F::Src0Addrs => &mut found.addresses,
                F::Dst => &mut found.data[0],
                F::Src => &mut found.data[1],
                F::DstData => &mut found.data[2],
                F::Src1Data => &mut found.data[3],
                _ => continue,
            };
            slot.get_or_insert(value);
        }
        let (Some(V::LscSfid(sfid)), Some(V::LscCache(l1)), Some(V::LscCache(l3))) = (found.sfid, found.l1, found.l3)
        else {
            return None;
        };
        let (Some(V::LscAddrType(model)), Some(V::Scalar(index))) = (found.model, found.index) else {
            return None;
        };
        let (Some(V::ImmOffset(imm_offset)), Some(V::LscAddrSize(addr_size)), Some(V::LscDataSize(data_size))) =
            (found.imm_offset, found.addr_size, found.data_size)
        else {
            return None;
        };
        // A quad row has a channel mask for a vector size and is never transposed.
        let (transposed, vector) = match (found.transposed, found.vector) {
            (Some(V::Transposed(t)), Some(V::LscVectorSize(v))) => (t, v),
            _ => match found.channels {
                Some(V::LscChMask(c)) => (false, LscVectorSize::from_count(c.count())?),
                _ => return None,
            },
        };
        let raw = |value: Option<FieldValue>| match value {
            Some(V::Raw(raw)) => Some(raw),
            _ => None,
        };
        Some(LscUntyped {
            exec: match found.exec {
                Some(V::Exec(exec)) => exec,
                _ => ExecCtrl::nm(ExecSize::S1),
            },
            pred: match found.pred {
                Some(V::Pred(pred)) => pred,
                _ => None,
            },
            sfid,
            l1,
            l3,
            surface: LscSurface { model, index },
            imm_offset,
            addr_size,
            data_size,
            transposed,
            vector,
            addresses: raw(found.addresses)?,
            // As `data`: the first of Dst, Src, DstData, Src1Data that is a raw operand.
            data: found.data.into_iter().find_map(raw)?,
        })
    }

    /// An LSC_TYPED message's cache controls, surface and coordinate size.
    fn lsc_typed_access(&self) -> Option<(LscCache, LscCache, LscSurface, LscAddrSize)> {
        use FieldValue as V;
        let (Some(V::LscCache(l1)), Some(V::LscCache(l3))) =
            (self.get(FieldName::CachingL1), self.get(FieldName::CachingL3))
        else {
            return None;
        };
        let (Some(V::LscAddrType(model)), Some(V::Scalar(index)), Some(V::LscAddrSize(addr_size))) =
            (self.get(FieldName::AddrType), self.get(FieldName::Surface), self.get(FieldName::AddrSize))
        else {
            return None;
        };
        Some((l1, l3, LscSurface { model, index }, addr_size))
    }

    /// A quad message's channel mask.
    pub fn lsc_channels(&self) -> Option<LscChannels> {
        match self.get(FieldName::ChMask)? {
            FieldValue::LscChMask(c) => Some(c),
            _ => None,
        }
    }

    pub fn atomic(&self) -> Option<(AtomicOp, AtomicWidth)> {
        match self.get(FieldName::Op)? {
            FieldValue::Atomic(op, width) => Some((op, width)),
            _ => None,
        }
    }

    pub fn channels(&self) -> Option<ChannelMask> {
        match self.get(FieldName::Channels)? {
            FieldValue::Channels(c) => Some(c),
            _ => None,
        }
    }

    pub fn block_size(&self) -> Option<BlockSize> {
        match self.get(FieldName::BlockSize)? {
            FieldValue::BlockSize(b) => Some(b),
            _ => None,
        }
    }

    pub fn num_blocks(&self) -> Option<NumBlocks> {
        match self.get(FieldName::NumBlocks)? {
            FieldValue::NumBlocks(n) => Some(n),
            _ => None,
        }
    }

    /// The oword count of a block message (`Size` or `Properties`).
    pub fn num_owords(&self) -> Option<NumOwords> {
        match self.get(FieldName::Size).or_else(|| self.get(FieldName::Properties))? {
            FieldValue::NumOwords(n) | FieldValue::Properties { num_owords: n, .. } => Some(n),
            _ => None,
        }
    }

    /// `Properties` bit 3 (SVM_BLOCK_LD's `.unaligned`).
    pub fn unaligned(&self) -> bool {
        matches!(self.get(FieldName::Properties), Some(FieldValue::Properties { unaligned: true, .. }))
    }
}

impl Instruction {
    /// The instruction's Format fields, if it is a message.
    pub fn message_fields(&self) -> Option<MessageFields> {
        use FieldName as F;
        use FieldValue as V;
        let message = self.message()?;
        let fields = Builder { message, exec: V::Exec(self.exec()), pred: V::Pred(self.pred()) };
        let bit5 = |is_16bit: bool| if is_16bit { AtomicWidth::W16 } else { AtomicWidth::W32 };
        Some(match *self {
            Instruction::Scatter4Scaled(Scatter4Scaled {
                channels,
                surface,
                global_offset,
                element_offset,
                src,
                ..
            })
            | Instruction::Gather4Scaled(Gather4Scaled {
                channels,
                surface,
                global_offset,
                element_offset,
                dst: src,
                ..
            }) => fields.of(|name| match name {
                F::Channels => V::Channels(channels),
                F::Surface => V::Surface(surface),
                F::Offset => V::Scalar(global_offset),
                F::ElementOffset => V::Raw(element_offset),
                _ => V::Raw(src),
            }),
            Instruction::QwScatter(QwScatter { num_blocks, surface, offset, src, .. })
            | Instruction::QwGather(QwGather { num_blocks, surface, offset, dst: src, .. }) => {
                fields.of(|name| match name {
                    F::NumBlocks => V::NumBlocks(num_blocks),
                    F::Surface => V::Surface(surface),
                    F::Offset => V::Raw(offset),
                    _ => V::Raw(src),
                })
            }
            Instruction::GatherScaled(m) | Instruction::ScatterScaled(m) => fields.of(|name| match name {
                F::NumBlocks => V::NumBlocks(m.num_blocks),
                F::Surface => V::Surface(m.surface),
                F::Offset => V::Scalar(m.global_offset),
                F::ElementOffset => V::Raw(m.element_offset),
                _ => V::Raw(m.data),
            }),
            Instruction::OwordLd(m) | Instruction::OwordLdUnaligned(m) | Instruction::OwordSt(m) => {
                fields.of(|name| match name {
                    F::Size => V::NumOwords(m.num_owords),
                    F::Surface => V::Surface(m.surface),
                    F::Offset => V::Scalar(m.offset),
                    _ => V::Raw(m.data),
                })
            }
            Instruction::SvmBlockLd(m) | Instruction::SvmBlockSt(m) => fields.of(|name| match name {
                F::Properties => V::Properties { num_owords: m.num_owords, unaligned: m.unaligned },
                F::Address => V::Scalar(m.address),
                _ => V::Raw(m.data),
            }),
            Instruction::SvmGather(SvmGather { block_size, num_blocks, addresses, dst: data, .. })
            | Instruction::SvmScatter(SvmScatter { block_size, num_blocks, addresses, src: data, .. }) => {
                fields.of(|name| match name {
                    F::BlockSize => V::BlockSize(block_size),
                    F::NumBlocks => V::NumBlocks(num_blocks),
                    F::Addresses => V::Raw(addresses),
                    _ => V::Raw(data),
                })
            }
            Instruction::DwordAtomic(m) => fields.of(|name| match name {
                F::Op => V::Atomic(m.op, bit5(m.is_16bit)),
                F::Surface => V::Surface(m.surface),
                F::ElementOffset => V::Raw(m.element_offset),
                F::Src0 => V::Raw(m.src0),
                F::Src1 => V::Raw(m.src1),
                _ => V::Raw(m.dst),
            }),
            Instruction::TypedAtomic(m) => fields.of(|name| match name {
                F::Op => V::Atomic(m.op, bit5(m.is_16bit)),
                F::Surface => V::Surface(m.surface),
                F::U => V::Raw(m.u),
                F::V => V::Raw(m.v),
                F::R => V::Raw(m.r),
                F::Lod => V::Raw(m.lod),
                F::Src0 => V::Raw(m.src0),
                F::Src1 => V::Raw(m.src1),
                _ => V::Raw(m.dst),
            }),
            Instruction::SvmAtomic(m) => fields.of(|name| match name {
                F::Op => V::Atomic(m.op, m.width),
                F::Addresses => V::Raw(m.addresses),
                F::Src0 => V::Raw(m.src0),
                F::Src1 => V::Raw(m.src1),
                _ => V::Raw(m.dst),
            }),
            Instruction::LscLoad(m) | Instruction::LscStore(m) | Instruction::LscLoadStatus(m) => {
                fields.of(|name| lsc_untyped_field(&m, name))
            }
            Instruction::LscAtomic(m) => fields.of(|name| match name {
                F::LscSubOp => V::LscAtomicOp(m.op),
                F::Src1Data => V::Raw(m.src1),
                F::Src2Data => V::Raw(m.src2),
                F::DstData => V::Raw(m.lsc.data),
                _ => lsc_untyped_field(&m.lsc, name),
            }),
            Instruction::LscLoadBlock2d(m) | Instruction::LscStoreBlock2d(m) => fields.of(|name| match name {
                F::LscSfid => V::LscSfid(m.sfid),
                F::CachingL1 => V::LscCache(m.l1),
                F::CachingL3 => V::LscCache(m.l3),
                F::DataSize => V::LscDataSize(m.data_size),
                F::DataOrder => V::Transposed(m.transposed),
                F::Blocks => V::Count(u16::from(m.blocks)),
                F::BlockWidth => V::Count(m.width),
                F::BlockHeight => V::Count(m.height),
                F::Vnni => V::Vnni(m.vnni),
                F::DstData | F::Src1Data => V::Raw(m.data),
                _ => match BLOCK2D_SURFACE.iter().position(|&n| n == name) {
                    Some(i) => V::Scalar(m.surface[i]),
                    None => V::Ignored,
                },
            }),
            Instruction::LscLoadQuad(m) | Instruction::LscStoreQuad(m) => fields.of(|name| match name {
                F::ChMask => V::LscChMask(m.channels),
                _ => lsc_untyped_field(&m.lsc, name),
            }),
            Instruction::LscTypedLoadQuad(m) | Instruction::LscTypedStoreQuad(m) => fields.of(|name| match name {
                F::CachingL1 => V::LscCache(m.l1),
                F::CachingL3 => V::LscCache(m.l3),
                F::AddrType => V::LscAddrType(m.surface.model),
                F::Surface => V::Scalar(m.surface.index),
                F::AddrSize => V::LscAddrSize(m.addr_size),
                F::DataSize => V::LscDataSize(LscDataSize::D32),
                F::DataOrder => V::Transposed(false),
                F::ChMask => V::LscChMask(m.channels),
                F::U => V::Raw(m.u),
                F::V => V::Raw(m.v),
                F::R => V::Raw(m.r),
                F::Lod => V::Raw(m.lod),
                F::DstData | F::Src1Data => V::Raw(m.data),
                _ => V::Raw(RawOperand::NULL),
            }),
            Instruction::LscTypedAtomic(m) => fields.of(|name| match name {
                F::LscSubOp => V::LscAtomicOp(m.op),
                F::CachingL1 => V::LscCache(m.l1),
                F::CachingL3 => V::LscCache(m.l3),
                F::AddrType => V::LscAddrType(m.surface.model),
                F::Surface => V::Scalar(m.surface.index),
                F::AddrSize => V::LscAddrSize(m.addr_size),
                F::DataSize => V::LscDataSize(m.data_size),
                F::DataOrder => V::Transposed(m.transposed),
                F::DataElemsPerAddr => V::LscVectorSize(m.vector),
                F::U => V::Raw(m.u),
                F::V => V::Raw(m.v),
                F::R => V::Raw(m.r),
                F::Lod => V::Raw(m.lod),
                F::DstData => V::Raw(m.data),
                F::Src1Data => V::Raw(m.src1),
                F::Src2Data => V::Raw(m.src2),
                _ => V::Ignored,
            }),
            Instruction::LscFence(m) => fields.of(|name| match name {
                F::LscSfid => V::LscFenceUnit(m.unit),
                F::LscFenceOp => V::LscFenceOp(m.op),
                F::LscScope => V::LscScope(m.scope),
                // The constant exec size and predicate.
                _ => V::Ignored,
            }),
            _ => return None,
        })
    }

    /// The instruction of message fields; `None` if a field the message
    /// needs is missing or of another kind (the decoder and parser fill
    /// them from the same row, so they never are).
    pub fn from_message_fields(f: &MessageFields) -> Option<Instruction> {
        use FieldName as F;
        let (exec, pred) = (f.exec(), f.pred());
        let atomic16 = || -> Option<(AtomicOp, bool)> {
            match f.atomic()? {
                (op, AtomicWidth::W16) => Some((op, true)),
                (op, AtomicWidth::W32) => Some((op, false)),
                (_, AtomicWidth::W64) => None,
            }
        };
        Some(match f.message {
            Message::Scatter4Scaled | Message::Gather4Scaled => {
                let m = ScaledFields {
                    exec,
                    pred,
                    channels: f.channels()?,
                    surface: f.surface()?,
                    global_offset: f.scalar(F::Offset)?,
                    element_offset: f.raw(F::ElementOffset)?,
                    data: f.data()?,
                };
                match f.message {
                    Message::Scatter4Scaled => Instruction::Scatter4Scaled(m.into()),
                    _ => Instruction::Gather4Scaled(m.into()),
                }
            }
            Message::QwScatter | Message::QwGather => {
                let m = QwFields {
                    exec,
                    pred,
                    num_blocks: f.num_blocks()?,
                    surface: f.surface()?,
                    offset: f.raw(F::Offset)?,
                    data: f.data()?,
                };
                match f.message {
                    Message::QwScatter => Instruction::QwScatter(m.into()),
                    _ => Instruction::QwGather(m.into()),
                }
            }
            Message::GatherScaled | Message::ScatterScaled => {
                let m = ByteScaled {
                    exec,
                    pred,
                    num_blocks: f.num_blocks()?,
                    surface: f.surface()?,
                    global_offset: f.scalar(F::Offset)?,
                    element_offset: f.raw(F::ElementOffset)?,
                    data: f.data()?,
                };
                match f.message {
                    Message::GatherScaled => Instruction::GatherScaled(m),
                    _ => Instruction::ScatterScaled(m),
                }
            }
            Message::OwordLd | Message::OwordLdUnaligned | Message::OwordSt => {
                let m = OwordBlock {
                    num_owords: f.num_owords()?,
                    surface: f.surface()?,
                    offset: f.scalar(F::Offset)?,
                    data: f.data()?,
                };
                match f.message {
                    Message::OwordLd => Instruction::OwordLd(m),
                    Message::OwordLdUnaligned => Instruction::OwordLdUnaligned(m),
                    _ => Instruction::OwordSt(m),
                }
            }
            Message::SvmBlockLd | Message::SvmBlockSt => {
                let m = SvmBlock {
                    num_owords: f.num_owords()?,
                    unaligned: f.unaligned(),
                    address: f.scalar(F::Address)?,
                    data: f.data()?,
                };
                match f.message {
                    Message::SvmBlockLd => Instruction::SvmBlockLd(m),
                    _ => Instruction::SvmBlockSt(m),
                }
            }
            Message::SvmGather | Message::SvmScatter => {
                let m = SvmFields {
                    exec,
                    pred,
                    block_size: f.block_size()?,
                    num_blocks: f.num_blocks()?,
                    addresses: f.raw(F::Addresses)?,
                    data: f.data()?,
                };
                match f.message {
                    Message::SvmGather => Instruction::SvmGather(m.into()),
                    _ => Instruction::SvmScatter(m.into()),
                }
            }
            Message::DwordAtomic => {
                let (op, is_16bit) = atomic16()?;
                Instruction::DwordAtomic(DwordAtomic {
                    op,
                    is_16bit,
                    exec,
                    pred,
                    surface: f.surface()?,
                    element_offset: f.raw(F::ElementOffset)?,
                    src0: f.raw(F::Src0)?,
                    src1: f.raw(F::Src1)?,
                    dst: f.raw(F::Dst)?,
                })
            }
            Message::TypedAtomic => {
                let (op, is_16bit) = atomic16()?;
                Instruction::TypedAtomic(TypedAtomic {
                    op,
                    is_16bit,
                    exec,
                    pred,
                    surface: f.surface()?,
                    u: f.raw(F::U)?,
                    v: f.raw(F::V)?,
                    r: f.raw(F::R)?,
                    lod: f.raw(F::Lod)?,
                    src0: f.raw(F::Src0)?,
                    src1: f.raw(F::Src1)?,
                    dst: f.raw(F::Dst)?,
                })
            }
            Message::LscLoad => Instruction::LscLoad(f.lsc_untyped()?),
            Message::LscStore => Instruction::LscStore(f.lsc_untyped()?),
            Message::LscLoadStatus => Instruction::LscLoadStatus(f.lsc_untyped()?),
            Message::LscAtomic => {
                let Some(FieldValue::LscAtomicOp(op)) = f.get(F::LscSubOp) else { return None };
                Instruction::LscAtomic(LscAtomic {
                    op,
                    lsc: f.lsc_untyped()?,
                    src1: f.raw(F::Src1Data)?,
                    src2: f.raw(F::Src2Data)?,
                })
            }
            Message::LscLoadBlock2d | Message::LscStoreBlock2d => {
                use FieldValue as V;
                let (Some(V::LscSfid(sfid)), Some(V::LscCache(l1)), Some(V::LscCache(l3))) =
                    (f.get(F::LscSfid), f.get(F::CachingL1), f.get(F::CachingL3))
                else {
                    return None;
                };
                let (Some(V::LscDataSize(data_size)), Some(V::Transposed(transposed)), Some(V::Vnni(vnni))) =
                    (f.get(F::DataSize), f.get(F::DataOrder), f.get(F::Vnni))
                else {
                    return None;
                };
                let (Some(V::Count(blocks)), Some(V::Count(width)), Some(V::Count(height))) =
                    (f.get(F::Blocks), f.get(F::BlockWidth), f.get(F::BlockHeight))
                else {
                    return None;
                };
                let mut surface = [SrcOperand::imm(ElemType::UD, 0); 6];
                for (slot, name) in surface.iter_mut().zip(BLOCK2D_SURFACE) {
                    *slot = f.scalar(name)?;
                }
                let m = LscBlock2d {
                    exec,
                    pred,
                    sfid,
                    l1,
                    l3,
                    data_size,
                    transposed,
                    blocks: u8::try_from(blocks).ok()?,
                    width,
                    height,
                    vnni,
                    data: f.data()?,
                    surface,
                };
                match f.message {
                    Message::LscLoadBlock2d => Instruction::LscLoadBlock2d(m),
                    _ => Instruction::LscStoreBlock2d(m),
                }
            }
            Message::LscLoadQuad | Message::LscStoreQuad => {
                let m = LscQuad::new(f.lsc_untyped()?, f.lsc_channels()?);
                match f.message {
                    Message::LscLoadQuad => Instruction::LscLoadQuad(m),
                    _ => Instruction::LscStoreQuad(m),
                }
            }
            Message::LscTypedLoadQuad | Message::LscTypedStoreQuad => {
                let (l1, l3, surface, addr_size) = f.lsc_typed_access()?;
                let m = LscTypedQuad {
                    exec,
                    pred,
                    l1,
                    l3,
                    surface,
                    addr_size,
                    channels: f.lsc_channels()?,
                    u: f.raw(F::U)?,
                    v: f.raw(F::V)?,
                    r: f.raw(F::R)?,
                    lod: f.raw(F::Lod)?,
                    data: f.data()?,
                };
                match f.message {
                    Message::LscTypedLoadQuad => Instruction::LscTypedLoadQuad(m),
                    _ => Instruction::LscTypedStoreQuad(m),
                }
            }
            Message::LscTypedAtomic => {
                use FieldValue as V;
                let Some(V::LscAtomicOp(op)) = f.get(F::LscSubOp) else { return None };
                let (l1, l3, surface, addr_size) = f.lsc_typed_access()?;
                let (Some(V::LscDataSize(data_size)), Some(V::Transposed(transposed)), Some(V::LscVectorSize(vector))) =
                    (f.get(F::DataSize), f.get(F::DataOrder), f.get(F::DataElemsPerAddr))
                else {
                    return None;
                };
                Instruction::LscTypedAtomic(LscTypedAtomic {
                    op,
                    exec,
                    pred,
                    l1,
                    l3,
                    surface,
                    addr_size,
                    data_size,
                    vector,
                    transposed,
                    u: f.raw(F::U)?,
                    v: f.raw(F::V)?,
                    r: f.raw(F::R)?,
                    lod: f.raw(F::Lod)?,
                    data: f.raw(F::DstData)?,
                    src1: f.raw(F::Src1Data)?,
                    src2: f.raw(F::Src2Data)?,
                })
            }
            Message::LscFence => {
                use FieldValue as V;
                let (Some(V::LscFenceUnit(unit)), Some(V::LscFenceOp(op)), Some(V::LscScope(scope))) =
                    (f.get(F::LscSfid), f.get(F::LscFenceOp), f.get(F::LscScope))
                else {
                    return None;
                };
                Instruction::LscFence(LscFence { unit, op, scope })
            }
            Message::SvmAtomic => {
                let (op, width) = f.atomic()?;
                Instruction::SvmAtomic(SvmAtomic {
                    op,
                    width,
                    exec,
                    pred,
                    addresses: f.raw(F::Addresses)?,
                    src0: f.raw(F::Src0)?,
                    src1: f.raw(F::Src1)?,
                    dst: f.raw(F::Dst)?,
                })
            }
        })
    }
}

/// The six surface operands of a 2D block message, in the Format's order.
pub const BLOCK2D_SURFACE: [FieldName; 6] = [
    FieldName::SurfaceBaseAddr,
    FieldName::SurfaceWidth,
    FieldName::SurfaceHeight,
    FieldName::SurfacePitch,
    FieldName::Src0AddrX,
    FieldName::Src0AddrY,
];

/// A Format field of `lsc_load`/`lsc_store` (and an atomic's access) from its struct.
fn lsc_untyped_field(m: &LscUntyped, name: FieldName) -> FieldValue {
    use FieldName as F;
    use FieldValue as V;
    match name {
        F::LscSfid => V::LscSfid(m.sfid),
        F::CachingL1 => V::LscCache(m.l1),
        F::CachingL3 => V::LscCache(m.l3),
        F::AddrType => V::LscAddrType(m.surface.model),
        F::Surface => V::Scalar(m.surface.index),
        F::AddrImmOffset => V::ImmOffset(m.imm_offset),
        F::AddrSize => V::LscAddrSize(m.addr_size),
        F::DataSize => V::LscDataSize(m.data_size),
        F::DataOrder => V::Transposed(m.transposed),
        F::DataElemsPerAddr => V::LscVectorSize(m.vector),
        F::Src0Addrs => V::Raw(m.addresses),
        F::DstData | F::Src1Data => V::Raw(m.data),
        // The constant and unused fields (AddrScale, the %null operands).
        _ => V::Ignored,
    }
}

/// [`Instruction::message_fields`]'s: the execution control, predicate and
/// ignored fields of a row, the others each `value(name)` (a function per
/// instruction kind, inlined into the loop over the row: the printer
/// builds the fields of every message it writes).
struct Builder {
    message: Message,
    exec: FieldValue,
    pred: FieldValue,
}

impl Builder {
    fn of(&self, value: impl Fn(FieldName) -> FieldValue) -> MessageFields {
        MessageFields::build(self.message, |f| match f.kind {
            FieldKind::Exec => self.exec,
            FieldKind::Pred => self.pred,
            FieldKind::Ignored(_) => FieldValue::Ignored,
            _ => value(f.name),
        })
    }
}

/// The fields [`MessageFields::lsc_untyped`] reads, each the first of its name.
#[derive(Default)]
struct LscFound {
    exec: Option<FieldValue>,
    pred: Option<FieldValue>,
    sfid: Option<FieldValue>,
    l1: Option<FieldValue>,
    l3: Option<FieldValue>,
    model: Option<FieldValue>,
    index: Option<FieldValue>,
    imm_offset: Option<FieldValue>,
    addr_size: Option<FieldValue>,
    data_size: Option<FieldValue>,
    transposed: Option<FieldValue>,
    vector: Option<FieldValue>,
    channels: Option<FieldValue>,
    addresses: Option<FieldValue>,
    /// `Dst`, `Src`, `DstData`, `Src1Data`.
    data: [Option<FieldValue>; 4],
}
