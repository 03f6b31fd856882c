//! The vISA program model: kernels, declarations, operands, instructions.
//!
//! Instructions refer to variables by id, as the binary format does; names
//! live only in the declarations. General variables V0..V31 and surfaces
//! T0..T5 are predefined (vISA spec, vISA Header chapter, README decision S7),
//! so the `k`-th declared general variable is V(32+k) and the `k`-th declared
//! surface is T(6+k).

use std::borrow::Cow;

pub use super::alu::{AluDesc, AluOp, OperandTypes, Saturation, SrcMods, Srcs, TypeClass, TypeRow, ALU};
use super::names::entry_label_name;
pub use super::operand::*;
use super::types::*;
pub use super::types::{FastHasher, FastMap, FastSet};
pub use visa_passes::isa::atomic::LscAtomicOp;
pub use visa_passes::isa::lsc::{
    LscAddrModel, LscAddrSize, LscCache, LscChannels, LscDataSize, LscFenceOp, LscFenceUnit, LscScope, LscSfid,
    LscVectorSize,
};
pub use visa_passes::isa::messages::Message;

/// SCATTER4_SCALED (0x75). `Scale` is not stored: the page says the field
/// is ignored and always zero, so it is encoded as 0 and ignored on decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scatter4Scaled {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub channels: ChannelMask,
    pub surface: SurfaceId,
    /// Global byte offset, a scalar operand of type UD.
    pub global_offset: SrcOperand,
    pub element_offset: RawOperand,
    pub src: RawOperand,
}

/// QW_SCATTER (0x87).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QwScatter {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub num_blocks: NumBlocks,
    pub surface: SurfaceId,
    pub offset: RawOperand,
    pub src: RawOperand,
}

/// LSC_UNTYPED `lsc_load` (0x89, LscSubOp 0x00) and `lsc_store` (0x04):
/// `vector` elements of `data_size` per address, flat addresses (`AddrType`
/// flat, `AddrScale` 1, no surface), of the unit's address size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscUntyped {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub sfid: LscSfid,
    pub l1: LscCache,
    pub l3: LscCache,
    /// The address model and its surface (`flat` for SVM and SLM).
    pub surface: LscSurface,
    pub imm_offset: i32,
    pub addr_size: LscAddrSize,
    pub data_size: LscDataSize,
    pub transposed: bool,
    pub vector: LscVectorSize,
    pub addresses: RawOperand,
    /// `DstData` of a load, `Src1Data` of a store.
    pub data: RawOperand,
}

/// LSC_UNTYPED `lsc_atomic_*` (0x89, LscSubOp 0x08..0x1A = `op`): the
/// access of [`LscUntyped`] (its `data` is `DstData`, `%null` for no
/// return), with the operation's sources. `icas`/`fcas`: `src1` is the
/// compare value, `src2` the new one (legacy CMPXCHG is the other way round).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscAtomic {
    pub op: LscAtomicOp,
    pub lsc: LscUntyped,
    /// `Src1Data`, `Src2Data`: `%null` where the operation does not read them.
    pub src1: RawOperand,
    pub src2: RawOperand,
}

/// LSC_UNTYPED `lsc_load_block2d` (0x89, LscSubOp 0x03; a `%null` `data`
/// prefetches) and `lsc_store_block2d` (0x07): `blocks` blocks of `width` x
/// `height` elements of `data_size` at column `x` and row `y` of the surface
/// (`base`, `width_m1`, `height_m1`, `pitch_m1`: bytes, rows, bytes, each
/// minus 1 but the base), in the register image of the page's LOAD_BLOCK2D.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscBlock2d {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub sfid: LscSfid,
    pub l1: LscCache,
    pub l3: LscCache,
    pub data_size: LscDataSize,
    pub transposed: bool,
    pub blocks: u8,
    pub width: u16,
    pub height: u16,
    pub vnni: bool,
    /// `DstData` of a load (`%null`: a prefetch), `Src1Data` of a store.
    pub data: RawOperand,
    /// `SurfaceBaseAddr`, `SurfaceWidth`, `SurfaceHeight`, `SurfacePitch`, `Src0AddrX`, `Src0AddrY`.
    pub surface: [SrcOperand; 6],
}

/// Where an LSC message's addresses point (vISA spec, LSC_UNTYPED:
/// AddrType, Surface): flat (`index` the immediate 0: "Use the immediate
/// value 0 for flat operations"), or a binding-table index (`bti`) or
/// surface-state offset (`bss`, `ss`) that is an immediate or a scalar
/// general operand, the addresses being a32 offsets into that surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscSurface {
    pub model: LscAddrModel,
    pub index: SrcOperand,
}

impl LscSurface {
    pub const FLAT: LscSurface =
        LscSurface { model: LscAddrModel::Flat, index: SrcOperand::Immediate(Immediate { ty: ElemType::UD, bits: 0 }) };

    /// `bti(index)` with an immediate index.
    pub fn bti(index: u8) -> LscSurface {
        LscSurface { model: LscAddrModel::Bti, index: SrcOperand::imm(ElemType::UD, u64::from(index)) }
    }
}

/// LSC_UNTYPED `lsc_load_quad` / `lsc_store_quad` (0x89, LscSubOp 0x02 /
/// 0x06): the access of [`LscUntyped`] moving the enabled dword `channels`
/// of each lane (channel c at the lane's address + 4c) instead of a vector.
/// `lsc.vector` is the channel count ([`LscQuad::new`]), so the data's
/// register layout is the one of a vector of that many elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscQuad {
    pub lsc: LscUntyped,
    pub channels: LscChannels,
}

/// LSC_TYPED `lsc_load_quad.tgm` (0x8a, LscSubOp 0x02; a `%null` `data`
/// prefetches) and `lsc_store_quad.tgm` (0x06): the enabled `channels`
/// (d32) of the texel at (`u`, `v`, `r`, `lod`) of the typed surface, the
/// m-th enabled channel in the data's m-th row. `v`, `r`, `lod` are
/// `%null` where the surface has fewer dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscTypedQuad {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub l1: LscCache,
    pub l3: LscCache,
    /// `bti(S)` or `bss(S)`: the surface (no flat typed access).
    pub surface: LscSurface,
    pub addr_size: LscAddrSize,
    pub channels: LscChannels,
    pub u: RawOperand,
    pub v: RawOperand,
    pub r: RawOperand,
    pub lod: RawOperand,
    /// `DstData` of a load, `Src1Data` of a store.
    pub data: RawOperand,
}

/// LSC_TYPED `lsc_atomic_<op>.tgm` (0x8a, LscSubOp 0x08..0x1A = `op`):
/// LSC_UNTYPED's atomic on the texel at (`u`, `v`, `r`, `lod`) of the typed
/// surface; `data` is `DstData` (`%null`: no return); `src1`, `src2` as
/// [`LscAtomic`]'s. `vector` and `transposed` are the Format's fields,
/// which the verifier holds to 1 and non-transposed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscTypedAtomic {
    pub op: LscAtomicOp,
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub l1: LscCache,
    pub l3: LscCache,
    /// `bti(S)`, `bss(S)` or `ss(S)` (no flat typed access).
    pub surface: LscSurface,
    pub addr_size: LscAddrSize,
    pub data_size: LscDataSize,
    pub vector: LscVectorSize,
    pub transposed: bool,
    pub u: RawOperand,
    pub v: RawOperand,
    pub r: RawOperand,
    pub lod: RawOperand,
    pub data: RawOperand,
    pub src1: RawOperand,
    pub src2: RawOperand,
}

impl LscQuad {
    /// The quad access of `lsc` (its vector size set to the channel count).
    pub fn new(lsc: LscUntyped, channels: LscChannels) -> LscQuad {
        let vector = LscVectorSize::from_count(channels.count()).unwrap_or(LscVectorSize::X1);
        LscQuad { lsc: LscUntyped { vector, transposed: false, ..lsc }, channels }
    }
}

/// LSC_FENCE (0x8b): wait until the thread's earlier accesses to `unit` are
/// observable at `scope`, then apply `op` to the caches. It runs `(M1_NM,
/// 1)` unpredicated: the text has neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscFence {
    pub unit: LscFenceUnit,
    pub op: LscFenceOp,
    pub scope: LscScope,
}

/// SVM_GATHER (0x4e, sub-opcode 0x03).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SvmGather {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub block_size: BlockSize,
    pub num_blocks: NumBlocks,
    pub addresses: RawOperand,
    pub dst: RawOperand,
}

/// TYPED_ATOMIC (0x73).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypedAtomic {
    pub op: AtomicOp,
    /// Bit 5 of `Op`: the 16-bit form (TGLLP+).
    pub is_16bit: bool,
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub surface: SurfaceId,
    pub u: RawOperand,
    pub v: RawOperand,
    pub r: RawOperand,
    pub lod: RawOperand,
    pub src0: RawOperand,
    pub src1: RawOperand,
    pub dst: RawOperand,
}

/// The fields SCATTER4_SCALED and GATHER4_SCALED share; `data` is the
/// source of the one and the destination of the other. Printer, parser,
/// codec and verifier handle the two through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScaledFields {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub channels: ChannelMask,
    pub surface: SurfaceId,
    pub global_offset: SrcOperand,
    pub element_offset: RawOperand,
    pub data: RawOperand,
}

/// The fields SVM_GATHER and SVM_SCATTER share (`data`: their `Dst`, `Src`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SvmFields {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub block_size: BlockSize,
    pub num_blocks: NumBlocks,
    pub addresses: RawOperand,
    pub data: RawOperand,
}

/// Conversions between a message and the fields it shares with its sibling.
macro_rules! sibling_fields {
    ($fields:ident, $msg:ident, $data:ident, [$($f:ident),*]) => {
        impl From<$fields> for $msg {
            fn from(f: $fields) -> $msg {
                $msg { $($f: f.$f,)* $data: f.data }
            }
        }

        impl $msg {
            pub fn fields(&self) -> $fields {
                $fields { $($f: self.$f,)* data: self.$data }
            }
        }
    };
}

sibling_fields!(ScaledFields, Scatter4Scaled, src, [exec, pred, channels, surface, global_offset, element_offset]);
sibling_fields!(ScaledFields, Gather4Scaled, dst, [exec, pred, channels, surface, global_offset, element_offset]);
sibling_fields!(SvmFields, SvmGather, dst, [exec, pred, block_size, num_blocks, addresses]);
sibling_fields!(SvmFields, SvmScatter, src, [exec, pred, block_size, num_blocks, addresses]);
sibling_fields!(QwFields, QwScatter, src, [exec, pred, num_blocks, surface, offset]);
sibling_fields!(QwFields, QwGather, dst, [exec, pred, num_blocks, surface, offset]);

/// GATHER4_SCALED (0x74): the read sibling of [`Scatter4Scaled`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gather4Scaled {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub channels: ChannelMask,
    pub surface: SurfaceId,
    pub global_offset: SrcOperand,
    pub element_offset: RawOperand,
    pub dst: RawOperand,
}

/// SVM_SCATTER (0x4e, sub-opcode 0x04): the write sibling of [`SvmGather`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SvmScatter {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub block_size: BlockSize,
    pub num_blocks: NumBlocks,
    pub addresses: RawOperand,
    pub src: RawOperand,
}

/// SVM_BLOCK_LD (0x4e, 0x01) and SVM_BLOCK_ST (0x4e, 0x02): contiguous owords
/// at one address; no exec size or predicate (they run NoMask).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SvmBlock {
    pub num_owords: NumOwords,
    /// SVM_BLOCK_LD `Properties` bit 3: the address need only be dword
    /// aligned (`.unaligned`). SVM_BLOCK_ST has no such bit.
    pub unaligned: bool,
    /// A scalar of type UQ.
    pub address: SrcOperand,
    /// The destination of a load, the source of a store.
    pub data: RawOperand,
}

/// The fields QW_SCATTER and QW_GATHER share (`data`: their `Src`, `Dst`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QwFields {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub num_blocks: NumBlocks,
    pub surface: SurfaceId,
    pub offset: RawOperand,
    pub data: RawOperand,
}

/// QW_GATHER (0x86): the read sibling of [`QwScatter`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QwGather {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub num_blocks: NumBlocks,
    pub surface: SurfaceId,
    pub offset: RawOperand,
    pub dst: RawOperand,
}

/// GATHER_SCALED (0x78) and SCATTER_SCALED (0x79): `num_blocks` single bytes
/// per lane, one dword of `data` per lane. `Block_size` and `Scale` are not
/// stored: the pages say both fields are ignored (one-byte blocks, scale 0),
/// so they are encoded as 0 and ignored on decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ByteScaled {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub num_blocks: NumBlocks,
    pub surface: SurfaceId,
    /// Global byte offset, a scalar operand of type UD.
    pub global_offset: SrcOperand,
    pub element_offset: RawOperand,
    /// The destination of GATHER_SCALED, the source of SCATTER_SCALED.
    pub data: RawOperand,
}

/// OWORD_LD (0x35), OWORD_LD_UNALIGNED (0x3c) and OWORD_ST (0x36):
/// contiguous owords of a surface; no exec size or predicate (NoMask).
/// OWORD_LD's `Is_modified` is not stored (the page: "The field is ignored").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OwordBlock {
    pub num_owords: NumOwords,
    pub surface: SurfaceId,
    /// A UD scalar: owords for OWORD_LD/OWORD_ST, bytes for OWORD_LD_UNALIGNED.
    pub offset: SrcOperand,
    /// The destination of a load, the source of a store.
    pub data: RawOperand,
}

/// The data width of an atomic message (`Op` bits 6..5 of SVM_ATOMIC, bit 5
/// of DWORD_ATOMIC and TYPED_ATOMIC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicWidth {
    W16,
    W32,
    W64,
}

impl AtomicWidth {
    pub fn bits(self) -> u32 {
        match self {
            AtomicWidth::W16 => 16,
            AtomicWidth::W32 => 32,
            AtomicWidth::W64 => 64,
        }
    }

    /// Bytes of memory one lane updates.
    pub fn bytes(self) -> u32 {
        self.bits() / 8
    }

    /// Bytes of one lane's element in the register operands: the 16-bit
    /// form is unpacked in dwords.
    pub fn register_bytes(self) -> u32 {
        self.bytes().max(4)
    }

    /// The `.16`/`.64` text suffix (none for 32 bits).
    pub fn suffix(self) -> &'static str {
        match self {
            AtomicWidth::W16 => ".16",
            AtomicWidth::W32 => "",
            AtomicWidth::W64 => ".64",
        }
    }
}

/// DWORD_ATOMIC (0x7d): an atomic per lane on a surface at byte offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DwordAtomic {
    pub op: AtomicOp,
    /// Bit 5 of `Op`: the 16-bit form (TGLLP+).
    pub is_16bit: bool,
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub surface: SurfaceId,
    pub element_offset: RawOperand,
    pub src0: RawOperand,
    pub src1: RawOperand,
    pub dst: RawOperand,
}

/// SVM_ATOMIC (0x4e, 0x05): an atomic per lane at 64-bit virtual addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SvmAtomic {
    pub op: AtomicOp,
    pub width: AtomicWidth,
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub addresses: RawOperand,
    pub src0: RawOperand,
    pub src1: RawOperand,
    pub dst: RawOperand,
}

/// SWITCHJMP's label table: 1 to [`JumpTable::MAX`] labels (vISA spec,
/// SWITCHJMP: Num_labels), kept inline so that instructions stay `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JumpTable {
    len: u8,
    ids: [LabelId; JumpTable::MAX],
}

impl JumpTable {
    /// "Must be in the range [1..32]".
    pub const MAX: usize = 32;

    /// The table of `labels`; `None` past [`JumpTable::MAX`].
    pub fn new(labels: &[LabelId]) -> Option<JumpTable> {
        let mut ids = [LabelId(0); JumpTable::MAX];
        ids.get_mut(..labels.len())?.copy_from_slice(labels);
        Some(JumpTable { len: labels.len() as u8, ids })
    }

    pub fn labels(&self) -> &[LabelId] {
        &self.ids[..usize::from(self.len)]
    }

    pub fn labels_mut(&mut self) -> &mut [LabelId] {
        &mut self.ids[..usize::from(self.len)]
    }

    /// SWITCHJMP exists on gen9, xehpc and xe2: the Instructions chapter
    /// marks it `{PVC+,-TGLLP}` (Intel's assembler agrees: it refuses
    /// switchjmp for TGLLP and DG2), and IGC's GenX.td gives FeatureSwitchjmp
    /// to XeHPC and Xe2, not XeLPG (mtl).
    pub fn available_on(platform: visa_passes::isa::target::Platform) -> bool {
        use visa_passes::isa::target::Platform;
        matches!(platform, Platform::Gen9 | Platform::XeHpc | Platform::Xe2)
    }
}

/// The two ALU instructions with a second destination: the carry of an
/// addition, the borrow of a subtraction (vISA spec, ADDC; vISA spec, SUBB).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CarryOp {
    Addc,
    Subb,
}

impl CarryOp {
    pub const ALL: [CarryOp; 2] = [CarryOp::Addc, CarryOp::Subb];

    pub fn mnemonic(self) -> &'static str {
        match self {
            CarryOp::Addc => "addc",
            CarryOp::Subb => "subb",
        }
    }

    /// vISA spec, ADDC: Opcode (0x49); vISA spec, SUBB: Opcode (0x4a).
    pub fn opcode(self) -> u8 {
        match self {
            CarryOp::Addc => 0x49,
            CarryOp::Subb => 0x4a,
        }
    }

    pub fn from_mnemonic(mnemonic: &str) -> Option<CarryOp> {
        CarryOp::ALL.into_iter().find(|op| op.mnemonic().eq_ignore_ascii_case(mnemonic))
    }

    pub fn from_opcode(opcode: u8) -> Option<CarryOp> {
        CarryOp::ALL.into_iter().find(|op| op.opcode() == opcode)
    }
}

/// Index of a label in [`Kernel::labels`] (the `Label(uw)` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LabelId(pub u16);

/// `label_info` kind bit 0 (vISA spec, vISA Header chapter, Labels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabelKind {
    /// Starts a basic block: the target of JMP and GOTO (`NAME:` in text).
    Block,
    /// Starts a subroutine: the target of CALL (`.function "NAME"` in text).
    Subroutine,
}

/// A declared label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub name: String,
    pub kind: LabelKind,
}

/// Index of a function in [`Kernel::functions`], the callee of FCALL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u16);

/// The instructions of the form `[(P)] op (exec) label`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BranchOp {
    /// JMP (0x32): scalar jump to a block label.
    Jmp,
    /// GOTO (0x6c): per-channel (SIMD) jump to a block label.
    Goto,
    /// CALL (0x33): call of a subroutine label.
    Call,
}

impl BranchOp {
    pub const ALL: [BranchOp; 3] = [BranchOp::Jmp, BranchOp::Goto, BranchOp::Call];

    pub fn name(self) -> &'static str {
        match self {
            BranchOp::Jmp => "jmp",
            BranchOp::Goto => "goto",
            BranchOp::Call => "call",
        }
    }

    pub fn opcode(self) -> u8 {
        match self {
            BranchOp::Jmp => 0x32,
            BranchOp::Goto => 0x6c,
            BranchOp::Call => 0x33,
        }
    }

    /// The kind of label its page requires as the target.
    pub fn target_kind(self) -> LabelKind {
        match self {
            BranchOp::Jmp | BranchOp::Goto => LabelKind::Block,
            BranchOp::Call => LabelKind::Subroutine,
        }
    }
}

/// One vISA instruction: the messages, the ALU, control flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instruction {
    // The messages: the rows of the message table ([`crate::visa::message`]).
    Scatter4Scaled(Scatter4Scaled),
    Gather4Scaled(Gather4Scaled),
    QwScatter(QwScatter),
    SvmGather(SvmGather),
    SvmScatter(SvmScatter),
    SvmBlockLd(SvmBlock),
    SvmBlockSt(SvmBlock),
    TypedAtomic(TypedAtomic),
    QwGather(QwGather),
    GatherScaled(ByteScaled),
    ScatterScaled(ByteScaled),
    OwordLd(OwordBlock),
    OwordLdUnaligned(OwordBlock),
    OwordSt(OwordBlock),
    DwordAtomic(DwordAtomic),
    SvmAtomic(SvmAtomic),
    LscLoad(LscUntyped),
    LscStore(LscUntyped),
    LscAtomic(LscAtomic),
    LscFence(LscFence),
    LscLoadBlock2d(LscBlock2d),
    LscStoreBlock2d(LscBlock2d),
    LscLoadQuad(LscQuad),
    LscStoreQuad(LscQuad),
    LscTypedLoadQuad(LscTypedQuad),
    LscTypedStoreQuad(LscTypedQuad),
    LscTypedAtomic(LscTypedAtomic),
    /// LSC_UNTYPED `lsc_load_status` (0x89, LscSubOp 0x1B): the access of
    /// [`LscUntyped`] whose `data` receives one status bit per lane.
    LscLoadStatus(LscUntyped),
    /// Every ALU instruction of the regular layout (the rows of [`ALU`]).
    Alu(Alu),
    /// `cmp.<rel>`: the destination is a predicate (or a general variable).
    Cmp {
        rel: CmpRel,
        exec: ExecCtrl,
        dst: DstOperand,
        src0: SrcOperand,
        src1: SrcOperand,
    },
    /// `setp`: set a predicate from the bits of an integer.
    Setp {
        exec: ExecCtrl,
        dst: PredVarId,
        src: SrcOperand,
    },
    /// ADDC (0x49): `dst = src0 + src1`, `carry` = the carry out (0 or 1);
    /// SUBB (0x4a): `dst = src0 - src1`, `carry` = the borrow (0 or 1).
    Carry {
        op: CarryOp,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        dst: DstOperand,
        carry: DstOperand,
        src0: SrcOperand,
        src1: SrcOperand,
    },
    /// BFN (0x85): each result bit is bit `s0 + 2*s1 + 4*s2` of `func`.
    Bfn {
        func: u8,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        sat: bool,
        dst: DstOperand,
        src0: SrcOperand,
        src1: SrcOperand,
        src2: SrcOperand,
    },
    /// LABEL (0x31): a block starts here (`NAME:`).
    Label(LabelId),
    /// SUBROUTINE (0x30): a subroutine starts here (`.function "NAME"`).
    Subroutine(LabelId),
    Branch {
        op: BranchOp,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        target: LabelId,
    },
    /// SWITCHJMP (0x69): jump to `table`'s label number `index` (a scalar
    /// unsigned integer). It has no predicate.
    SwitchJmp {
        exec: ExecCtrl,
        index: SrcOperand,
        table: JumpTable,
    },
    /// RET (0x34): return from a subroutine, or end the kernel.
    Ret {
        exec: ExecCtrl,
        pred: Option<Predicate>,
    },
    /// FCALL (0x67): call a function (`.funcdecl`) with `arg_size` GRFs of
    /// `%arg` and `ret_size` GRFs of `%retval`.
    Fcall {
        exec: ExecCtrl,
        pred: Option<Predicate>,
        func: FuncId,
        arg_size: u8,
        ret_size: u8,
    },
    /// FADDR (0x50): the address of function `func` (named in
    /// [`Kernel::functions`], like FCALL's callee) into the scalar `dst`,
    /// of type UD or UQ. The page: "The function address is represented as
    /// a 64-bit unsigned integer".
    Faddr {
        func: FuncId,
        dst: DstOperand,
    },
    /// IFCALL (0x4f): call the function whose address (FADDR's) is the UD
    /// scalar `func_addr`, with `arg_size` GRFs of `%arg` and `ret_size`
    /// GRFs of `%retval`.
    Ifcall {
        exec: ExecCtrl,
        pred: Option<Predicate>,
        func_addr: SrcOperand,
        arg_size: u8,
        ret_size: u8,
    },
    /// FRET (0x68): return from a function.
    Fret {
        exec: ExecCtrl,
        pred: Option<Predicate>,
    },
    /// ADDR_ADD (0x28): `dst[i] = src0[i] + src1[i]`, GRF byte addresses.
    /// `src0` is an address operand, the address of a general variable
    /// (a general operand, `&V33[4]` in text) or of a surface (a state
    /// operand, `&T6`); `src1` a UW general operand or immediate. It has
    /// no predicate.
    AddrAdd {
        exec: ExecCtrl,
        dst: AddressOperand,
        src0: SrcOperand,
        src1: SrcOperand,
    },
}

/// The pattern of every message variant of [`Instruction`]: what the
/// printer and encoder hand to the row-driven code of [`crate::visa::message`].
#[macro_export]
macro_rules! message_instruction {
    () => {
        $crate::visa::program::Instruction::Scatter4Scaled(_)
            | $crate::visa::program::Instruction::Gather4Scaled(_)
            | $crate::visa::program::Instruction::QwScatter(_)
            | $crate::visa::program::Instruction::QwGather(_)
            | $crate::visa::program::Instruction::SvmGather(_)
            | $crate::visa::program::Instruction::SvmScatter(_)
            | $crate::visa::program::Instruction::SvmBlockLd(_)
            | $crate::visa::program::Instruction::SvmBlockSt(_)
            | $crate::visa::program::Instruction::TypedAtomic(_)
            | $crate::visa::program::Instruction::GatherScaled(_)
            | $crate::visa::program::Instruction::ScatterScaled(_)
            | $crate::visa::program::Instruction::OwordLd(_)
            | $crate::visa::program::Instruction::OwordLdUnaligned(_)
            | $crate::visa::program::Instruction::OwordSt(_)
            | $crate::visa::program::Instruction::DwordAtomic(_)
            | $crate::visa::program::Instruction::SvmAtomic(_)
            | $crate::visa::program::Instruction::LscLoad(_)
            | $crate::visa::program::Instruction::LscStore(_)
            | $crate::visa::program::Instruction::LscAtomic(_)
            | $crate::visa::program::Instruction::LscFence(_)
            | $crate::visa::program::Instruction::LscLoadBlock2d(_)
            | $crate::visa::program::Instruction::LscStoreBlock2d(_)
            | $crate::visa::program::Instruction::LscLoadQuad(_)
            | $crate::visa::program::Instruction::LscStoreQuad(_)
            | $crate::visa::program::Instruction::LscLoadStatus(_)
            | $crate::visa::program::Instruction::LscTypedLoadQuad(_)
            | $crate::visa::program::Instruction::LscTypedStoreQuad(_)
            | $crate::visa::program::Instruction::LscTypedAtomic(_)
    };
}

impl From<&Instruction> for TypeRow {
    fn from(inst: &Instruction) -> TypeRow {
        match inst {
            Instruction::Alu(a) => TypeRow::Alu(a.op),
            Instruction::Cmp { .. } => TypeRow::Cmp,
            Instruction::Setp { .. } => TypeRow::Setp,
            _ => TypeRow::None,
        }
    }
}

impl Instruction {
    /// The exec-size byte; instructions without one (SVM block messages,
    /// labels) run as `(M1_NM, 1)`.
    pub fn exec(&self) -> ExecCtrl {
        match self {
            Instruction::Scatter4Scaled(m) => m.exec,
            Instruction::Gather4Scaled(m) => m.exec,
            Instruction::QwScatter(m) => m.exec,
            Instruction::SvmGather(m) => m.exec,
            Instruction::SvmScatter(m) => m.exec,
            Instruction::TypedAtomic(m) => m.exec,
            Instruction::QwGather(m) => m.exec,
            Instruction::GatherScaled(m) | Instruction::ScatterScaled(m) => m.exec,
            Instruction::DwordAtomic(m) => m.exec,
            Instruction::SvmAtomic(m) => m.exec,
            Instruction::LscLoad(m) | Instruction::LscStore(m) | Instruction::LscLoadStatus(m) => m.exec,
            Instruction::LscAtomic(m) => m.lsc.exec,
            Instruction::LscLoadBlock2d(m) | Instruction::LscStoreBlock2d(m) => m.exec,
            Instruction::LscLoadQuad(m) | Instruction::LscStoreQuad(m) => m.lsc.exec,
            Instruction::LscTypedLoadQuad(m) | Instruction::LscTypedStoreQuad(m) => m.exec,
            Instruction::LscTypedAtomic(m) => m.exec,
            Instruction::Alu(a) => a.exec,
            Instruction::Cmp { exec, .. }
            | Instruction::Setp { exec, .. }
            | Instruction::Carry { exec, .. }
            | Instruction::Bfn { exec, .. }
            | Instruction::Branch { exec, .. }
            | Instruction::SwitchJmp { exec, .. }
            | Instruction::Ret { exec, .. }
            | Instruction::Fcall { exec, .. }
            | Instruction::Ifcall { exec, .. }
            | Instruction::Fret { exec, .. }
            | Instruction::AddrAdd { exec, .. } => *exec,
            Instruction::SvmBlockLd(_)
            | Instruction::SvmBlockSt(_)
            | Instruction::LscFence(_)
            | Instruction::OwordLd(_)
            | Instruction::OwordLdUnaligned(_)
            | Instruction::OwordSt(_)
            | Instruction::Label(_)
            | Instruction::Faddr { .. }
            | Instruction::Subroutine(_) => ExecCtrl::nm(ExecSize::S1),
        }
    }

    pub fn pred(&self) -> Option<Predicate> {
        match self {
            Instruction::Scatter4Scaled(m) => m.pred,
            Instruction::Gather4Scaled(m) => m.pred,
            Instruction::QwScatter(m) => m.pred,
            Instruction::SvmGather(m) => m.pred,
            Instruction::SvmScatter(m) => m.pred,
            Instruction::TypedAtomic(m) => m.pred,
            Instruction::QwGather(m) => m.pred,
            Instruction::GatherScaled(m) | Instruction::ScatterScaled(m) => m.pred,
            Instruction::DwordAtomic(m) => m.pred,
            Instruction::SvmAtomic(m) => m.pred,
            Instruction::LscLoad(m) | Instruction::LscStore(m) | Instruction::LscLoadStatus(m) => m.pred,
            Instruction::LscAtomic(m) => m.lsc.pred,
            Instruction::LscLoadBlock2d(m) | Instruction::LscStoreBlock2d(m) => m.pred,
            Instruction::LscLoadQuad(m) | Instruction::LscStoreQuad(m) => m.lsc.pred,
            Instruction::LscTypedLoadQuad(m) | Instruction::LscTypedStoreQuad(m) => m.pred,
            Instruction::LscTypedAtomic(m) => m.pred,
            Instruction::Alu(a) => a.pred,
            Instruction::Carry { pred, .. }
            | Instruction::Bfn { pred, .. }
            | Instruction::Branch { pred, .. }
            | Instruction::Ret { pred, .. }
            | Instruction::Fcall { pred, .. }
            | Instruction::Ifcall { pred, .. }
            | Instruction::Fret { pred, .. } => *pred,
            Instruction::Cmp { .. }
            | Instruction::Setp { .. }
            | Instruction::SwitchJmp { .. }
            | Instruction::AddrAdd { .. }
            | Instruction::SvmBlockLd(_)
            | Instruction::SvmBlockSt(_)
            | Instruction::LscFence(_)
            | Instruction::OwordLd(_)
            | Instruction::OwordLdUnaligned(_)
            | Instruction::OwordSt(_)
            | Instruction::Label(_)
            | Instruction::Faddr { .. }
            | Instruction::Subroutine(_) => None,
        }
    }

    /// The mnemonic, as used in diagnostics and statistics.
    pub fn mnemonic(&self) -> &'static str {
        // One row, a mnemonic per operation.
        match self {
            Instruction::LscAtomic(m) => return m.op.mnemonic(),
            Instruction::LscTypedAtomic(m) => return m.op.typed_mnemonic(),
            _ => {}
        }
        if let Some(m) = self.message() {
            return m.mnemonic();
        }
        match self {
            Instruction::Alu(a) => a.op.name(),
            Instruction::Cmp { .. } => "cmp",
            Instruction::Setp { .. } => "setp",
            Instruction::Carry { op, .. } => op.mnemonic(),
            Instruction::Bfn { .. } => "bfn",
            Instruction::Label(_) => "label",
            Instruction::Subroutine(_) => "subroutine",
            Instruction::Branch { op, .. } => op.name(),
            Instruction::Ret { .. } => "ret",
            Instruction::SwitchJmp { .. } => "switchjmp",
            Instruction::Fcall { .. } => "fcall",
            Instruction::Faddr { .. } => "faddr",
            Instruction::Ifcall { .. } => "ifcall",
            Instruction::Fret { .. } => "fret",
            Instruction::AddrAdd { .. } => "addr_add",
            _ => "message",
        }
    }

    /// The message of the message table this instruction is, if it is one.
    pub fn message(&self) -> Option<Message> {
        Some(match self {
            Instruction::Scatter4Scaled(_) => Message::Scatter4Scaled,
            Instruction::Gather4Scaled(_) => Message::Gather4Scaled,
            Instruction::QwScatter(_) => Message::QwScatter,
            Instruction::QwGather(_) => Message::QwGather,
            Instruction::SvmGather(_) => Message::SvmGather,
            Instruction::SvmScatter(_) => Message::SvmScatter,
            Instruction::SvmBlockLd(_) => Message::SvmBlockLd,
            Instruction::SvmBlockSt(_) => Message::SvmBlockSt,
            Instruction::TypedAtomic(_) => Message::TypedAtomic,
            Instruction::GatherScaled(_) => Message::GatherScaled,
            Instruction::ScatterScaled(_) => Message::ScatterScaled,
            Instruction::OwordLd(_) => Message::OwordLd,
            Instruction::OwordLdUnaligned(_) => Message::OwordLdUnaligned,
            Instruction::OwordSt(_) => Message::OwordSt,
            Instruction::DwordAtomic(_) => Message::DwordAtomic,
            Instruction::SvmAtomic(_) => Message::SvmAtomic,
            Instruction::LscLoad(_) => Message::LscLoad,
            Instruction::LscStore(_) => Message::LscStore,
            Instruction::LscAtomic(_) => Message::LscAtomic,
            Instruction::LscFence(_) => Message::LscFence,
            Instruction::LscLoadBlock2d(_) => Message::LscLoadBlock2d,
            Instruction::LscStoreBlock2d(_) => Message::LscStoreBlock2d,
            Instruction::LscLoadQuad(_) => Message::LscLoadQuad,
            Instruction::LscStoreQuad(_) => Message::LscStoreQuad,
            Instruction::LscLoadStatus(_) => Message::LscLoadStatus,
            Instruction::LscTypedLoadQuad(_) => Message::LscTypedLoadQuad,
            Instruction::LscTypedStoreQuad(_) => Message::LscTypedStoreQuad,
            Instruction::LscTypedAtomic(_) => Message::LscTypedAtomic,
            _ => return None,
        })
    }

    pub fn is_message(&self) -> bool {
        self.message().is_some()
    }

    /// `[(P)] mov (exec) dst src`.
    pub fn mov(exec: ExecCtrl, pred: Option<Predicate>, dst: DstOperand, src: SrcOperand) -> Instruction {
        Instruction::Alu(Alu::new(AluOp::Mov, exec, pred, dst, Srcs::one(src)))
    }

    /// A two-source ALU instruction (`add`, `and`, `sel`, ...).
    pub fn alu2(
        op: AluOp,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        dst: DstOperand,
        src0: SrcOperand,
        src1: SrcOperand,
    ) -> Instruction {
        Instruction::Alu(Alu::new(op, exec, pred, dst, Srcs::two(src0, src1)))
    }
}

/// An ALU instruction of the regular layout; [`ALU`] row `op` says how many
/// sources it has and which modifiers it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Alu {
    pub op: AluOp,
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    /// `.sat`: clamp the result to the destination type's range (float: [0, 1]).
    pub sat: bool,
    pub dst: DstOperand,
    pub srcs: Srcs,
}

impl Alu {
    /// Without saturation.
    pub fn new(op: AluOp, exec: ExecCtrl, pred: Option<Predicate>, dst: DstOperand, srcs: Srcs) -> Alu {
        Alu { op, exec, pred, sat: false, dst, srcs }
    }

    /// The `i`-th source (`None` past the last).
    pub fn src(&self, i: usize) -> Option<SrcOperand> {
        self.srcs.get(i)
    }
}

/// A `.kernel_attr Name[=Value]` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelAttr {
    pub name: String,
    pub value: Option<String>,
}

/// What a unit of a `.visaasm` file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UnitKind {
    /// `.kernel NAME`: an entry point.
    #[default]
    Kernel,
    /// `.global_function NAME`: a function other units reach with FCALL.
    Function,
}

/// One kernel (or global function): its declarations, inputs and instructions.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Kernel {
    pub name: String,
    pub kind: UnitKind,
    /// The name of the LLVM function the kernel was made from, where it
    /// differs from [`Kernel::name`] (see [`super::names`]).
    pub source_name: Option<String>,
    /// For each declared name that differs from the LLVM name it was made
    /// from, that LLVM name. The printer writes it in a comment; launch
    /// specs bind an input by it. Looked up by name, never walked in order
    /// (a hash map: a long kernel renames thousands of values).
    pub source_names: FastMap<String, String>,
    /// Declared general variables; the `k`-th is V(32+k).
    pub vars: Vec<GenVar>,
    /// Declared predicates; the `k`-th is P(k+1).
    pub preds: Vec<PredVar>,
    /// Declared surfaces; the `k`-th is T(6+k).
    pub surfaces: Vec<SurfaceVar>,
    /// Declared address variables, indexed by [`AddrVarId`].
    pub addrs: Vec<AddrVar>,
    pub inputs: Vec<Input>,
    pub attrs: Vec<KernelAttr>,
    /// Labels, indexed by [`LabelId`]; each is placed by one LABEL or
    /// SUBROUTINE instruction of the body.
    pub labels: Vec<Label>,
    /// Functions this unit calls with FCALL (`.funcdecl "NAME"`), indexed by [`FuncId`].
    pub functions: Vec<String>,
    pub body: Vec<Instruction>,
    /// Where in the input each run of instructions came from, printed as
    /// `// file:line:col` comment lines (see [`SourceComments`]).
    pub source_comments: SourceComments,
}

/// Comment lines the printer writes before body instructions, each
/// `    // file:line:col` before instruction `index` (after it when it is a
/// label), indices ascending. `compile` puts the IR position there each
/// time it changes. Comments are no part of the program: two kernels that
/// differ only in them are equal, and the parser reads them as the
/// comments they are (a kernel read back has none).
#[derive(Clone, Debug, Default)]
pub struct SourceComments {
    /// The files the comments name, as a comment holds them (escaped).
    pub files: Vec<String>,
    /// Kept as numbers, printed straight into the text: one string per
    /// comment was an allocation for most instructions of a `.ll` input.
    pub at: Vec<SourceComment>,
}

/// One of [`SourceComments`]: `files[file]:line:col` before instruction `index`.
#[derive(Clone, Copy, Debug)]
pub struct SourceComment {
    pub index: usize,
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

impl PartialEq for SourceComments {
    fn eq(&self, _: &SourceComments) -> bool {
        true
    }
}

impl Eq for SourceComments {}

impl Kernel {
    pub fn new(name: impl Into<String>) -> Kernel {
        Kernel { name: name.into(), ..Kernel::default() }
    }

    pub fn var(&self, id: GenVarId) -> Option<&GenVar> {
        self.vars.get(id.decl_index()?)
    }

    pub fn pred_var(&self, id: PredVarId) -> Option<&PredVar> {
        self.preds.get(id.decl_index())
    }

    pub fn surface(&self, id: SurfaceId) -> Option<&SurfaceVar> {
        self.surfaces.get(id.decl_index()?)
    }

    pub fn addr_var(&self, id: AddrVarId) -> Option<&AddrVar> {
        self.addrs.get(usize::from(id.0))
    }

    /// Where each label (by [`LabelId`]) is placed in the body: its first
    /// LABEL or SUBROUTINE instruction, `None` if none places it.
    pub fn label_places(&self) -> Vec<Option<usize>> {
        let mut places = vec![None; self.labels.len()];
        for (pc, inst) in self.body.iter().enumerate() {
            if let Instruction::Label(l) | Instruction::Subroutine(l) = *inst {
                if let Some(slot @ None) = places.get_mut(usize::from(l.0)) {
                    *slot = Some(pc);
                }
            }
        }
        places
    }

    /// Declares an address variable and returns its id (`None` past 4096).
    pub fn declare_addr(&mut self, addr: AddrVar) -> Option<AddrVarId> {
        let id = u16::try_from(self.addrs.len()).ok().filter(|&n| n < 4096).map(AddrVarId)?;
        self.addrs.push(addr);
        Some(id)
    }

    /// The text name of an address variable (`A<n>` for an undeclared id).
    pub fn addr_name_ref(&self, id: AddrVarId) -> Cow<'_, str> {
        match self.addr_var(id) {
            Some(a) => Cow::Borrowed(&a.name),
            None => Cow::Owned(format!("A{}", id.0)),
        }
    }

    /// Declares a general variable and returns its id.
    pub fn declare_var(&mut self, var: GenVar) -> GenVarId {
        self.vars.push(var);
        GenVarId::from_decl_index(self.vars.len() - 1)
    }

    /// Declares a predicate and returns its id (`None` past 4095 predicates).
    pub fn declare_pred(&mut self, pred: PredVar) -> Option<PredVarId> {
        let id = PredVarId::from_decl_index(self.preds.len())?;
        self.preds.push(pred);
        Some(id)
    }

    /// Declares a surface and returns its id (`None` past T255).
    pub fn declare_surface(&mut self, surface: SurfaceVar) -> Option<SurfaceId> {
        let id = SurfaceId::from_decl_index(self.surfaces.len())?;
        self.surfaces.push(surface);
        Some(id)
    }

    pub fn label(&self, id: LabelId) -> Option<&Label> {
        self.labels.get(usize::from(id.0))
    }

    /// How many adjacent GRFs of `grf` bytes the `elements` (counted from
    /// the origin) of a general operand of `var` at `(row, col)` touch
    /// (vISA spec, Operands chapter, Region Restrictions 6: at most two).
    /// `None` where that is not known: a variable not declared (or
    /// predefined), or a root variable smaller than a GRF, which the
    /// assembler places inside one (the Restrictions' Implementation Note).
    pub fn operand_grfs(
        &self,
        var: GenVarId,
        (row, col): (u8, u8),
        elements: impl IntoIterator<Item = u32>,
        grf: u32,
    ) -> Option<u64> {
        let size = u64::from(self.var(var)?.ty.size_bytes());
        let (mut id, mut offset) = (var, 0u64);
        let root = loop {
            let v = self.var(id)?;
            match v.alias {
                Some(a) if offset <= u64::from(u32::MAX) => (id, offset) = (a.base, offset + u64::from(a.offset)),
                Some(_) => return None,
                None => break v,
            }
        };
        let grf = u64::from(grf);
        if u64::from(root.num_elts) * u64::from(root.ty.size_bytes()) < grf {
            return None;
        }
        let origin = offset + u64::from(row) * grf + u64::from(col) * size;
        let (low, high) = elements.into_iter().fold((u64::MAX, 0), |(lo, hi), e| {
            let at = origin + u64::from(e) * size;
            (lo.min(at), hi.max(at + size - 1))
        });
        (low <= high).then(|| high / grf - low / grf + 1)
    }

    /// The kernel's entry label: the SUBROUTINE its body starts with.
    /// Intel's assembler ends the thread at a kernel's `ret` (the EOT send)
    /// only when the body starts with one; without it the Gen code ends in
    /// a `ret` through a register and the thread never ends
    /// (docs/assembler.md, "The entry label").
    pub fn entry_label(&self) -> Option<LabelId> {
        match self.body.first() {
            Some(&Instruction::Subroutine(l)) => Some(l),
            _ => None,
        }
    }

    /// Starts the body with the entry label, named as Intel's compiler
    /// names it ([`entry_label_name`]; with a `_<k>` suffix if a label of
    /// the kernel has that name already). A body that starts with one
    /// keeps it. `None` when the kernel has all the 65536 labels it may have.
    pub fn start_with_entry_label(&mut self) -> Option<LabelId> {
        if let Some(l) = self.entry_label() {
            return Some(l);
        }
        let id = LabelId(u16::try_from(self.labels.len()).ok()?);
        let name = self.free_label_name(entry_label_name(&self.name));
        self.labels.push(Label { name, kind: LabelKind::Subroutine });
        self.body.insert(0, Instruction::Subroutine(id));
        Some(id)
    }

    /// Renames the kernel, and its entry label with it where that label
    /// has the name [`entry_label_name`] gives the old name.
    pub fn rename(&mut self, name: String) {
        let old_label = entry_label_name(&self.name);
        self.name = name;
        let Some(l) = self.entry_label() else { return };
        if self.label(l).is_some_and(|label| label.name == old_label) {
            let new = self.free_label_name(entry_label_name(&self.name));
            if let Some(label) = self.labels.get_mut(usize::from(l.0)) {
                label.name = new;
            }
        }
    }

    /// `name`, or `name_<k>` for the first k that no label of the kernel has.
    fn free_label_name(&self, name: String) -> String {
        let taken = |n: &str| self.labels.iter().any(|l| l.name == n);
        if !taken(&name) {
            return name;
        }
        (1u32..).map(|k| format!("{name}_{k}")).find(|n| !taken(n)).unwrap_or(name)
    }

    pub fn function(&self, id: FuncId) -> Option<&str> {
        self.functions.get(usize::from(id.0)).map(String::as_str)
    }

    /// The text name of a label (`L<n>` for an undeclared id).
    pub fn label_name_ref(&self, id: LabelId) -> Cow<'_, str> {
        match self.label(id) {
            Some(l) => Cow::Borrowed(&l.name),
            None => Cow::Owned(format!("L{}", id.0)),
        }
    }

    /// The text name of a function (`F<n>` for an undeclared id).
    pub fn function_name_ref(&self, id: FuncId) -> Cow<'_, str> {
        match self.function(id) {
            Some(f) => Cow::Borrowed(f),
            None => Cow::Owned(format!("F{}", id.0)),
        }
    }

    /// Every declared name: general variables, predicates, surfaces (one
    /// scope).
    pub fn declared_names(&self) -> impl Iterator<Item = &String> {
        let vars = self.vars.iter().map(|v| &v.name);
        vars.chain(self.preds.iter().map(|p| &p.name))
            .chain(self.surfaces.iter().map(|s| &s.name))
            .chain(self.addrs.iter().map(|a| &a.name))
    }

    /// The name a launch spec binds an input (or a run selects a kernel
    /// by): the LLVM name `name` was made from, else `name` itself.
    pub fn binding_name<'k>(&'k self, name: &'k str) -> &'k str {
        self.source_names.get(name).map_or(name, String::as_str)
    }

    /// The text name of a general variable: its declared name, the
    /// predefined variable's name (`%null`, `%sp`, ...), or `V<n>` for a
    /// reserved predefined id.
    pub fn var_name(&self, id: GenVarId) -> String {
        self.var_name_ref(id).into_owned()
    }

    /// [`Kernel::var_name`], borrowing the declared name (no copy).
    pub fn var_name_ref(&self, id: GenVarId) -> Cow<'_, str> {
        match self.var(id) {
            Some(v) => Cow::Borrowed(&v.name),
            None => match PredefinedVar::get(id) {
                Some(p) => Cow::Borrowed(p.name),
                None => Cow::Owned(format!("V{}", id.0)),
            },
        }
    }

    pub fn pred_name(&self, id: PredVarId) -> String {
        self.pred_name_ref(id).into_owned()
    }

    /// [`Kernel::pred_name`], borrowing the declared name (no copy).
    pub fn pred_name_ref(&self, id: PredVarId) -> Cow<'_, str> {
        match self.pred_var(id) {
            Some(p) => Cow::Borrowed(&p.name),
            None => Cow::Owned(format!("P{}", id.get())),
        }
    }

    /// The text name of a surface: its declared name, or the predefined
    /// surface's name (`%slm`, `%scratch`, ...).
    pub fn surface_name(&self, id: SurfaceId) -> String {
        self.surface_name_ref(id).into_owned()
    }

    /// [`Kernel::surface_name`], borrowing the declared name (no copy).
    pub fn surface_name_ref(&self, id: SurfaceId) -> Cow<'_, str> {
        match self.surface(id) {
            Some(s) => Cow::Borrowed(&s.name),
            None => match PREDEFINED_SURFACES.get(usize::from(id.0)) {
                Some(name) => Cow::Borrowed(name),
                None => Cow::Owned(format!("T{}", id.0)),
            },
        }
    }
}

/// A predefined general variable (vISA spec, vISA Header chapter, the table of
/// pre-defined variables V0..V19; V20..V31 are reserved).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredefinedVar {
    pub id: GenVarId,
    /// The name the vISA assembler reads and IGC prints.
    pub name: &'static str,
    /// The header page's name where it differs (`%tm` for `%tsc`).
    pub spec_name: Option<&'static str>,
    pub ty: ElemType,
    /// Elements on a 32-byte-GRF platform.
    pub num_elts: u32,
    /// Sized in GRFs (%arg, %retval): twice the elements on a 64-byte GRF.
    pub per_grf: bool,
    /// The R/W column: the program may write it.
    pub writable: bool,
}

const fn predef(id: u32, name: &'static str, ty: ElemType, num_elts: u32, writable: bool) -> PredefinedVar {
    PredefinedVar { id: GenVarId(id), name, spec_name: None, ty, num_elts, per_grf: false, writable }
}

/// V0..V19. Sizes and types are the header page's, except `%sp` and `%fp`,
/// which the assembler declares as UQ (64-bit stack addresses; the page says
/// UD) and which IGC aliases with 8-byte variables.
pub static PREDEFINED_VARS: [PredefinedVar; 20] = {
    use ElemType::{UD, UQ, UW};
    [
        predef(0, "%null", UD, 1, true),
        predef(1, "%thread_x", UW, 1, false),
        predef(2, "%thread_y", UW, 1, false),
        predef(3, "%group_id_x", UD, 1, false),
        predef(4, "%group_id_y", UD, 1, false),
        predef(5, "%group_id_z", UD, 1, false),
        PredefinedVar { spec_name: Some("%tm"), ..predef(6, "%tsc", UD, 5, true) },
        predef(7, "%r0", UD, 8, false),
        PredefinedVar { per_grf: true, ..predef(8, "%arg", UD, 256, true) },
        PredefinedVar { per_grf: true, ..predef(9, "%retval", UD, 96, true) },
        predef(10, "%sp", UQ, 1, true),
        predef(11, "%fp", UQ, 1, true),
        predef(12, "%hw_id", UD, 1, false),
        predef(13, "%sr0", UD, 4, true),
        predef(14, "%cr0", UD, 1, true),
        predef(15, "%ce0", UD, 1, false),
        predef(16, "%dbg0", UD, 2, true),
        predef(17, "%color", UW, 1, false),
        PredefinedVar { spec_name: Some("%implicit_arg_ptr"), ..predef(18, "%impl_arg_buf_ptr", UQ, 1, true) },
        PredefinedVar { spec_name: Some("%implicit_local_id_buf_ptr"), ..predef(19, "%local_id_buf_ptr", UQ, 1, true) },
    ]
};

impl PredefinedVar {
    /// The predefined variable `id` names, if it is one of V0..V19.
    pub fn get(id: GenVarId) -> Option<&'static PredefinedVar> {
        PREDEFINED_VARS.get(usize::try_from(id.0).ok()?)
    }

    /// By either spelling of its name.
    pub fn by_name(name: &str) -> Option<&'static PredefinedVar> {
        PREDEFINED_VARS.iter().find(|p| p.name == name || p.spec_name == Some(name))
    }

    /// Size in bytes on a platform with `grf_bytes`-byte registers.
    pub fn size_bytes(&self, grf_bytes: u32) -> u64 {
        let elts = if self.per_grf { self.num_elts * grf_bytes / 32 } else { self.num_elts };
        u64::from(elts) * u64::from(self.ty.size_bytes())
    }
}

/// The names of the predefined surfaces T0..T5 as the assembler reads them
/// (T0 is SLM, binding-table index 254; T5 is stateless memory, index 255).
pub static PREDEFINED_SURFACES: [&str; 6] = ["%slm", "T1", "T2", "TSS", "%bss", "%scratch"];

/// `.version MAJOR.MINOR`: the vISA version a file is written in (the
/// header chapter's `major_version` and `minor_version`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

impl Version {
    /// The version this project writes: 4.1, what Intel's assembler of IGC
    /// 1.0.12504 (`GenX_IR`) writes into the files it makes. Its binary
    /// layout (32-bit variable ids and input counts) is the one the header
    /// chapter describes.
    pub const CURRENT: Version = Version { major: 4, minor: 1 };
}

impl Default for Version {
    fn default() -> Version {
        Version::CURRENT
    }
}

/// A `.visaasm` file: a version and one or more kernels.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Program {
    /// Read from `.version`; a file without one (older text) gets
    /// [`Version::CURRENT`], which is also what the printer always writes.
    pub version: Version,
    pub kernels: Vec<Kernel>,
}

impl Program {
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }
}

#[cfg(test)]
mod entry_label_tests {
    use super::*;

    fn ret() -> Instruction {
        Instruction::Ret { exec: ExecCtrl::nm(ExecSize::S1), pred: None }
    }

    /// The entry label is `<kernel>_BB_0_0`, placed first; a body that has
    /// one keeps it; a label already so named makes it `_1`.
    #[test]
    fn the_entry_label_starts_the_body() {
        let mut k = Kernel { body: vec![ret()], ..Kernel::new("k") };
        assert_eq!(k.entry_label(), None);
        let l = k.start_with_entry_label().expect("a label");
        assert_eq!((k.body[0], k.label_name_ref(l).into_owned()), (Instruction::Subroutine(l), "k_BB_0_0".into()));
        assert_eq!(k.start_with_entry_label(), Some(l));
        assert_eq!(k.body.len(), 2);
        let mut taken = Kernel {
            body: vec![ret()],
            labels: vec![Label { name: "k_BB_0_0".into(), kind: LabelKind::Block }],
            ..Kernel::new("k")
        };
        let l = taken.start_with_entry_label().expect("a label");
        assert_eq!(taken.label_name_ref(l), "k_BB_0_0_1");
    }

    /// Renaming a kernel renames its entry label with it (a legal name of
    /// the new name), but not a label that was named otherwise.
    #[test]
    fn a_renamed_kernel_takes_its_entry_label_along() {
        let mut k = Kernel { body: vec![ret()], ..Kernel::new("k") };
        let l = k.start_with_entry_label().expect("a label");
        k.rename("k_1".into());
        assert_eq!(k.label_name_ref(l), "k_1_BB_0_0");
        k.labels[usize::from(l.0)].name = "start".into();
        k.rename("k_2".into());
        assert_eq!(k.label_name_ref(l), "start");
        assert_eq!(super::super::names::entry_label_name("a b"), "a_b_BB_0_0");
        assert!(super::super::names::entry_label_name(&"x".repeat(2000)).len() <= 1023);
    }
}
