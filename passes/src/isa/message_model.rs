//! What a row of the message table is made of: the messages, and the
//! descriptor types their rows fill in (accesses, lanes, surfaces,
//! features, operand types and footprints, Format fields and text pieces).
//! The rows themselves, and the questions asked of them, are in
//! `messages.rs`.

use crate::isa::elem::ElemType;
use crate::isa::target::{Cited, Platform};

/// The messages, in the order of the vISA specification's message pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Message {
    OwordLd,
    OwordLdUnaligned,
    OwordSt,
    TypedAtomic,
    Gather4Scaled,
    Scatter4Scaled,
    GatherScaled,
    ScatterScaled,
    DwordAtomic,
    QwGather,
    QwScatter,
    SvmBlockLd,
    SvmBlockSt,
    SvmGather,
    SvmScatter,
    SvmAtomic,
    LscLoad,
    LscStore,
    LscAtomic,
    LscFence,
    LscLoadBlock2d,
    LscStoreBlock2d,
    LscLoadQuad,
    LscStoreQuad,
    LscLoadStatus,
    LscTypedLoadQuad,
    LscTypedStoreQuad,
    LscTypedAtomic,
}

/// Whether a message reads memory, writes it, or both (atomics).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Read,
    Write,
    ReadWrite,
}

/// How a message names the memory it accesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Addressing {
    /// 64-bit virtual addresses (the SVM messages).
    Svm,
    /// Byte (or oword) offsets into an untyped surface: SLM, stateless, a buffer.
    Surface,
    /// (U, V, R, LOD) coordinates into an image surface.
    Image,
}

/// How the lanes of a message are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lanes {
    /// A SIMD message: `exec_sizes` are exec sizes; predicated, masked by
    /// the execution mask (unless `_NM`).
    Simd,
    /// A block message: `exec_sizes` are oword counts; never predicated, the
    /// execution mask is NoMask ("every element is returned").
    Owords,
}

/// Which surfaces an untyped message may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surfaces {
    /// None: the message addresses SVM.
    None,
    /// SLM (T0), stateless (T5) or a declared buffer (T6+); SLM only where
    /// the message has [`Feature::Slm`], if it lists that feature.
    Untyped,
    /// A declared image surface (T6+); T0..T5 are not images.
    Image,
}

/// Optional parts of a message that only some platforms have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// The 16-bit atomic form (`Op` bit 5).
    Atomic16,
    /// The 64-bit atomic form (`Op` bits 6..5 = 0b10).
    Atomic64,
    /// SLM (T0) as the surface.
    Slm,
    /// Exec size 16 beyond the page's 1 to 8: one SIMD16 send where the
    /// platform's legacy sends are SIMD16 and a GRF holds sixteen dwords.
    Simd16,
}

/// SVM_ATOMIC's [`Feature::Simd16`]: on Xe-HPC only. Its result is one
/// GRF of 32-bit values (two of 64-bit): sixteen lanes in 64-byte GRFs,
/// eight in 32-byte ones.
pub(crate) const SVM_ATOMIC_SIMD16: [Cited<bool>; Platform::COUNT] = {
    let no = crate::isa::target::cite(
        false,
        "vISA spec, SVM_ATOMIC: Exec_size (1 .. 8); a SIMD16 result of one 32-byte GRF holds 8 dwords",
    );
    let mut cells = [no; Platform::COUNT];
    cells[Platform::XeHpc as usize] = crate::isa::target::cite(
        true,
        "vISA spec, SVM_ATOMIC: Exec_size (1 .. 8), widened as IGC writes it for PVC: `svm_atomic.add (M1, 16)`, one \
         SIMD16 A64 atomic send, rd:1 (testdata/igc/codesize/xehpc; vISA TranslateSendMsg.cpp translateVISASVMAtomicInst)",
    );
    cells
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureRow {
    pub feature: Feature,
    /// Indexed by `Platform as usize`.
    pub platforms: [Cited<bool>; Platform::COUNT],
}

/// Whether the operand may, must or must not be `%null` (V0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Null {
    /// A declared variable.
    Never,
    /// `%null` or a variable (then nothing is read or returned).
    Allowed,
    /// An atomic source: a variable exactly when the operation reads it.
    WhenUnused,
}

/// The element types an operand may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Types {
    Fixed(&'static [ElemType]),
    /// Any general variable (the block messages move bytes).
    Any,
    /// The size of the block: 1-byte blocks UB/B, 4-byte UD/D/F, 8-byte UQ/Q/DF.
    BlockSized,
    /// An atomic's data: per operation and width ([`atomic_data_types`]).
    AtomicData,
    /// LSC data: d32 UD/D/F, d64 UQ/Q/DF (the shape's `data_bytes`).
    LscData,
    /// LSC addresses: a32 UD, a64 UQ (the shape's `addr_bytes`).
    LscAddress,
}

impl Types {
    /// The types an operand of `message` may have in an instruction of
    /// `shape` (atomics: of operation `op`); `None` for any type.
    pub fn resolve(
        self,
        message: Message,
        shape: &Shape,
        op: Option<crate::isa::atomic::AtomicOp>,
    ) -> Option<&'static [ElemType]> {
        use ElemType::*;
        match self {
            Types::Fixed(types) => Some(types),
            Types::Any => None,
            Types::BlockSized => Some(match shape.block_bytes {
                1 => &[UB, B],
                8 => QWORD_BLOCK,
                _ => DWORD_DATA,
            }),
            Types::LscData => Some(if shape.data_bytes == 8 { QWORD_DATA } else { DWORD_DATA }),
            Types::LscAddress => Some(if shape.addr_bytes == 8 { self::UQ } else { self::UD }),
            Types::AtomicData => {
                let bits = if shape.atomic_bits != 0 { shape.atomic_bits } else { 8 * shape.data_bytes.max(4) };
                Some(op.map_or(&[UD][..], |op| atomic_data_types(message, op, bits)))
            }
        }
    }
}

/// The bytes of a raw operand the message reads or writes, as a function of
/// the instruction's [`Shape`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Footprint {
    /// One element of this many bytes per lane.
    PerLane(u32),
    /// One atomic data element per lane: a dword (the 16-bit form is
    /// unpacked: "only the lower 16bit part of each dword is used"), or a
    /// qword for 64-bit atomics.
    AtomicData,
    /// SVM_GATHER/SVM_SCATTER data: for 4/8-byte blocks `num_blocks`
    /// block-major rows (`[j*exec_size+i]`); for 1-byte blocks a slot of
    /// `max(4, num_blocks)` bytes per lane (`[i*min_block_size+j]`).
    SvmBlocks,
    /// QW_GATHER/QW_SCATTER data: `num_blocks` rows of qwords (`[j*exec_size+i]`).
    QwBlocks,
    /// GATHER4/SCATTER4_SCALED data: per enabled channel `exec_size`
    /// dwords, channel `ch_pos` starting at `ch_pos * max(exec_size, GRF_SIZE/4)`.
    Channels,
    /// The owords of a block message: `16 * num_owords` bytes.
    Owords,
    /// LSC data (vISA spec, LSC_UNTYPED: Semantics): transposed, the
    /// `vector` elements of the one lane packed (`DstData[n].elems[v]`);
    /// otherwise element `v` of every lane in a block of
    /// `roundup(max(exec, layout_lanes, payload_lanes) * bytes, GRF)` bytes
    /// (`DstData[v].elems[n]`), `layout_lanes` as
    /// [`crate::isa::lsc::layout_lanes`]; the operand spans every row whole
    /// (the message length the assembler encodes).
    LscData,
    /// LSC addresses: one of `addr_bytes` (4 for a32, 8 for a64) per lane;
    /// non-transposed, the operand spans `max(exec, payload_lanes)` of them.
    LscAddresses,
    /// A 2D block's register image (vISA spec, LSC_UNTYPED, LOAD_BLOCK2D):
    /// `block2d_bytes`, one element of the one lane.
    Block2d,
    /// `lsc_load_status`'s result: one GRF (the message's response), the
    /// lanes' bits in its first dword (vISA spec, LSC_UNTYPED: LOAD_STATUS,
    /// `dest.bit[n]`).
    LscStatus,
}

/// The parameters of one instruction that its footprints depend on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// Exec size (lanes); for the block messages, the oword count.
    pub exec: u32,
    /// Bytes per block (SVM gather/scatter; GATHER_SCALED reads `num_blocks`
    /// single bytes; LSC: one datum in memory, `data_bytes` in the register).
    pub block_bytes: u32,
    pub num_blocks: u32,
    /// Enabled channels (GATHER4/SCATTER4_SCALED).
    pub channels: u32,
    /// Bytes of one atomic data element in its register (4, or 8 for 64-bit atomics).
    pub data_bytes: u32,
    /// Bits an atomic operates on (16, 32 or 64; 0: `8 * data_bytes`): the
    /// 16-bit forms keep a dword per lane in the register.
    pub atomic_bits: u32,
    pub grf_bytes: u32,
    /// LSC: elements per address, the data order, the address size, and
    /// the lanes from which the SIMT layout does not depend on the finalizer.
    pub vector: u32,
    pub transposed: bool,
    pub addr_bytes: u32,
    pub layout_lanes: u32,
    /// LSC: the lanes a narrower non-transposed message's payload still
    /// spans, as [`crate::isa::lsc::payload_lanes`].
    pub payload_lanes: u32,
    /// 2D block: bytes of the register image.
    pub block2d_bytes: u32,
}

impl Footprint {
    /// Elements of the operand per lane (blocks, channels, or 1).
    pub fn per_lane(self, s: &Shape) -> u32 {
        match self {
            Footprint::SvmBlocks if s.block_bytes == 1 => svm_slot(s.num_blocks),
            Footprint::SvmBlocks | Footprint::QwBlocks => s.num_blocks,
            Footprint::Channels => s.channels,
            Footprint::LscData => s.vector,
            Footprint::PerLane(_)
            | Footprint::AtomicData
            | Footprint::Owords
            | Footprint::LscAddresses
            | Footprint::Block2d
            | Footprint::LscStatus => 1,
        }
    }

    /// Bytes of one element.
    pub fn element_bytes(self, s: &Shape) -> u32 {
        match self {
            Footprint::PerLane(n) => n,
            Footprint::AtomicData => s.data_bytes,
            Footprint::SvmBlocks => s.block_bytes,
            Footprint::QwBlocks => 8,
            Footprint::Channels => 4,
            Footprint::Owords => 16,
            Footprint::LscData => s.data_bytes,
            Footprint::LscAddresses => s.addr_bytes,
            Footprint::Block2d => s.block2d_bytes,
            Footprint::LscStatus => s.grf_bytes,
        }
    }

    /// Byte offset of element `j` of lane `i` in the operand (for the block
    /// messages, of oword `i`).
    pub fn offset(self, s: &Shape, i: u32, j: u32) -> u64 {
        let (i, j, exec) = (u64::from(i), u64::from(j), u64::from(s.exec));
        let e = u64::from(self.element_bytes(s));
        match self {
            Footprint::SvmBlocks if s.block_bytes == 1 => i * u64::from(svm_slot(s.num_blocks)) + j,
            Footprint::SvmBlocks | Footprint::QwBlocks => (j * exec + i) * e,
            Footprint::Channels => (j * u64::from(channel_stride(s.exec, s.grf_bytes)) + i) * 4,
            Footprint::LscData if s.transposed => j * e,
            Footprint::LscData => j * lsc_row_bytes(s) + i * e,
            Footprint::PerLane(_)
            | Footprint::AtomicData
            | Footprint::Owords
            | Footprint::LscAddresses
            | Footprint::Block2d => i * e,
            // One GRF for the message, whatever the lanes.
            Footprint::LscStatus => 0,
        }
    }

    /// The bytes of the operand: every element of every lane (for 1-byte
    /// SVM blocks, whole slots).
    pub fn bytes(self, s: &Shape) -> u64 {
        match self {
            Footprint::SvmBlocks if s.block_bytes == 1 => u64::from(s.exec) * u64::from(svm_slot(s.num_blocks)),
            Footprint::LscData if s.transposed => u64::from(s.vector) * u64::from(s.data_bytes),
            // Whole rows and the payload's lanes: the message reads or
            // writes that many GRFs whatever lanes are enabled.
            Footprint::LscData => u64::from(s.vector) * lsc_row_bytes(s),
            Footprint::LscAddresses if !s.transposed => {
                u64::from(s.exec.max(s.payload_lanes)) * u64::from(s.addr_bytes)
            }
            _ => self.used(s, s.exec),
        }
    }

    /// The bytes the message reaches when only lanes below `lane_end` take
    /// part: one past the last element it accesses of lane `lane_end - 1`
    /// (0 when no lane does).
    pub fn used(self, s: &Shape, lane_end: u32) -> u64 {
        // The elements a lane accesses: its elements, but of 1-byte SVM
        // blocks the blocks, not the whole slot.
        let accessed = if self == Footprint::SvmBlocks { s.num_blocks } else { self.per_lane(s) };
        if lane_end == 0 || accessed == 0 {
            return 0;
        }
        self.offset(s, lane_end - 1, accessed - 1) + u64::from(self.element_bytes(s))
    }

    /// The bytes a kernel input must hold from its offset to be this raw
    /// operand of an LSC message as it is. The runtime pins an input, so it
    /// need not span the whole payload ([`Self::bytes`]): the lanes' bytes
    /// ([`Self::used`]) where the send has 8 lanes or more. A narrower send
    /// must reach all but the payload's last GRF: IGC's register allocator
    /// (GraphColor.cpp, `gatherScatterForbiddenWA`) measures such an operand
    /// as `(n + GRF - 2) / GRF` GRFs, `n` its declaration's bytes from the
    /// operand on (at most the payload's), and asserts ("mismatch between len
    /// in send and that of operand") when the message length exceeds that by
    /// more than one; IGC 1.0.12504's release build reports the assertion.
    pub fn pinned_bytes(self, s: &Shape) -> u64 {
        /// The allocator checks sends of fewer lanes only.
        const CHECKED_BELOW_LANES: u32 = 8;
        let used = self.used(s, s.exec);
        let grf = u64::from(s.grf_bytes.max(1));
        let length = self.bytes(s).div_ceil(grf);
        if s.exec >= CHECKED_BELOW_LANES || length < 2 {
            return used;
        }
        used.max((length - 2) * grf + 2)
    }
}

/// Bytes of one vector element's row of a non-transposed LSC message's
/// data: its lanes, at least the layout's and the payload's, GRF-rounded.
fn lsc_row_bytes(s: &Shape) -> u64 {
    let grf = u64::from(s.grf_bytes.max(1));
    let lanes = s.exec.max(s.layout_lanes).max(s.payload_lanes);
    (u64::from(lanes) * u64::from(s.data_bytes)).div_ceil(grf).max(1) * grf
}

/// Bytes of one lane's slot of 1-byte SVM blocks: `min_block_size =
/// num_blocks < 4 ? 4 : num_blocks` (vISA spec, SVM_GATHER and SVM_SCATTER: Semantics).
pub fn svm_slot(num_blocks: u32) -> u32 {
    num_blocks.max(4)
}

/// Dwords between the channels of GATHER4/SCATTER4_SCALED data:
/// `max(exec_size, GRF_SIZE / 4)` (vISA spec, SCATTER4_SCALED: Semantics).
pub fn channel_stride(exec: u32, grf_bytes: u32) -> u32 {
    exec.max(grf_bytes / 4)
}

/// A field of a message's Format table, named as its page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FieldName {
    Exec,
    Pred,
    Op,
    Channels,
    Scale,
    BlockSize,
    NumBlocks,
    Size,
    IsModified,
    Properties,
    Surface,
    Offset,
    ElementOffset,
    Address,
    Addresses,
    U,
    V,
    R,
    Lod,
    Src0,
    Src1,
    Src,
    Dst,
    LscSfid,
    CachingL1,
    CachingL3,
    AddrType,
    AddrScale,
    AddrImmOffset,
    AddrSize,
    DataSize,
    DataOrder,
    DataElemsPerAddr,
    ChMask,
    DstData,
    Src0Addrs,
    Src1Data,
    Src2Data,
    LscFenceOp,
    LscScope,
    LscSubOp,
    Blocks,
    BlockWidth,
    BlockHeight,
    Vnni,
    SurfaceBaseAddr,
    SurfaceWidth,
    SurfaceHeight,
    SurfacePitch,
    Src0AddrX,
    Src0AddrY,
}

impl FieldName {
    /// The page's spelling: `Element_offset`.
    pub fn name(self) -> &'static str {
        match self {
            FieldName::Exec => "Exec_size",
            FieldName::Pred => "Pred",
            FieldName::Op => "Op",
            FieldName::Channels => "Channels",
            FieldName::Scale => "Scale",
            FieldName::BlockSize => "Block_size",
            FieldName::NumBlocks => "Num_blocks",
            FieldName::Size => "Size",
            FieldName::IsModified => "Is_modified",
            FieldName::Properties => "Properties",
            FieldName::Surface => "Surface",
            FieldName::Offset => "Offset",
            FieldName::ElementOffset => "Element_offset",
            FieldName::Address => "Address",
            FieldName::Addresses => "Addresses",
            FieldName::U => "U",
            FieldName::V => "V",
            FieldName::R => "R",
            FieldName::Lod => "LOD",
            FieldName::Src0 => "Src0",
            FieldName::Src1 => "Src1",
            FieldName::Src => "Src",
            FieldName::Dst => "Dst",
            FieldName::LscSfid => "LscSFID",
            FieldName::CachingL1 => "CachingL1",
            FieldName::CachingL3 => "CachingL3",
            FieldName::AddrType => "AddrType",
            FieldName::AddrScale => "AddrScale",
            FieldName::AddrImmOffset => "AddrImmOffset",
            FieldName::AddrSize => "AddrSize",
            FieldName::DataSize => "DataSize",
            FieldName::DataOrder => "DataOrder",
            FieldName::DataElemsPerAddr => "DataElemsPerAddr",
            FieldName::ChMask => "ChMask",
            FieldName::DstData => "DstData",
            FieldName::Src0Addrs => "Src0Addrs",
            FieldName::Src1Data => "Src1Data",
            FieldName::Src2Data => "Src2Data",
            FieldName::LscFenceOp => "LscFenceOp",
            FieldName::LscScope => "LscScope",
            FieldName::LscSubOp => "LscSubOp",
            FieldName::Blocks => "Blocks",
            FieldName::BlockWidth => "BlockWidth",
            FieldName::BlockHeight => "BlockHeight",
            FieldName::Vnni => "VNNI",
            FieldName::SurfaceBaseAddr => "SurfaceBaseAddr",
            FieldName::SurfaceWidth => "SurfaceWidth",
            FieldName::SurfaceHeight => "SurfaceHeight",
            FieldName::SurfacePitch => "SurfacePitch",
            FieldName::Src0AddrX => "Src0AddrX",
            FieldName::Src0AddrY => "Src0AddrY",
        }
    }

    /// The name in diagnostics: `element_offset`, `exec size`.
    pub fn what(self) -> &'static str {
        match self {
            FieldName::Exec => "exec size",
            FieldName::Pred => "predicate",
            FieldName::Op => "atomic op",
            FieldName::Channels => "channel mask",
            FieldName::Scale => "scale",
            FieldName::BlockSize => "block_size",
            FieldName::NumBlocks => "num_blocks",
            FieldName::Size => "size",
            FieldName::IsModified => "is_modified",
            FieldName::Properties => "properties",
            FieldName::Surface => "surface",
            FieldName::Offset => "offset",
            FieldName::ElementOffset => "element_offset",
            FieldName::Address => "address",
            FieldName::Addresses => "addresses",
            FieldName::U => "u",
            FieldName::V => "v",
            FieldName::R => "r",
            FieldName::Lod => "lod",
            FieldName::Src0 => "src0",
            FieldName::Src1 => "src1",
            FieldName::Src => "src",
            FieldName::Dst => "dst",
            FieldName::LscSfid => "unit",
            FieldName::CachingL1 => "L1 cache control",
            FieldName::CachingL3 => "L3 cache control",
            FieldName::AddrType => "address type",
            FieldName::AddrScale => "address scale",
            FieldName::AddrImmOffset => "immediate offset",
            FieldName::AddrSize => "address size",
            FieldName::DataSize => "data size",
            FieldName::DataOrder => "data order",
            FieldName::DataElemsPerAddr => "vector size",
            FieldName::ChMask => "channel mask",
            FieldName::DstData => "dst data",
            FieldName::Src0Addrs => "addresses",
            FieldName::Src1Data => "src1 data",
            FieldName::Src2Data => "src2 data",
            FieldName::LscFenceOp => "fence operation",
            FieldName::LscScope => "scope",
            FieldName::LscSubOp => "atomic operation",
            FieldName::Blocks => "block count",
            FieldName::BlockWidth => "block width",
            FieldName::BlockHeight => "block height",
            FieldName::Vnni => "VNNI",
            FieldName::SurfaceBaseAddr => "surface base",
            FieldName::SurfaceWidth => "surface width - 1",
            FieldName::SurfaceHeight => "surface height - 1",
            FieldName::SurfacePitch => "surface pitch - 1",
            FieldName::Src0AddrX => "X",
            FieldName::Src0AddrY => "Y",
        }
    }
}

/// How a Format field is encoded: its operand class and width. The
/// encoder, decoder, printer and parser of `visa` loop over these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// `ub`: the execution mask control in bits 7..4, the size in bits 2..0
    /// (vISA spec, Execution Model chapter).
    Exec,
    /// `uw`: the predicate, 0 for none.
    Pred,
    /// `ub`: the atomic operation in bits 4..0 and the data width above.
    AtomicOp(AtomicWidthBits),
    /// `ub`: the enabled RGBA channels in bits 3..0.
    Channels,
    /// `ub`: the block size code (0: 1 byte, 1: 4 bytes, 2: 8 bytes).
    BlockSize,
    /// `ub`: the block count code (`log2`), of at most `max` blocks.
    NumBlocks { max: u32 },
    /// `ub`: the oword count code (`log2`).
    NumOwords,
    /// `ub`: the oword count code in bits 2..0; bit 3 the `.unaligned`
    /// form, which the text allows where `unaligned` is set.
    OwordProperties { unaligned: bool },
    /// A field the page calls ignored: written as 0, not read back.
    Ignored(Width),
    /// `ub`: a surface (T0..T255).
    Surface,
    /// A vector operand: a scalar general operand or an immediate.
    Scalar,
    /// A raw operand `V.off` (`ud id; uw offset`).
    Raw,
    /// A raw operand the message does not use: `%null` (vISA spec,
    /// LSC_UNTYPED: "Unused operands will be set to the null register").
    NullRaw,
    /// A field this project writes with one value only (`AddrType` flat,
    /// `AddrScale` 1): other values are refused where they are read.
    Constant { width: Width, value: u32, what: &'static str },
    /// A vector operand that flat addresses leave unused: the immediate 0
    /// (vISA spec, LSC_UNTYPED: Surface, "Use the immediate value 0 for flat operations").
    FlatSurface,
    /// `ub`: an LSC unit ([`crate::isa::lsc::LscSfid`]).
    LscSfid,
    /// `ub`: a cache control ([`crate::isa::lsc::LscCache`]).
    LscCache,
    /// `d`: an immediate byte offset added to every address.
    ImmOffset,
    /// `ub`: [`crate::isa::lsc::LscAddrSize`].
    LscAddrSize,
    /// `ub`: [`crate::isa::lsc::LscDataSize`].
    LscDataSize,
    /// `ub`: 1 non-transposed, 2 transposed.
    LscDataOrder,
    /// `ub`: [`crate::isa::lsc::LscVectorSize`].
    LscVectorSize,
    /// `ub`: the unit a fence orders ([`crate::isa::lsc::LscFenceUnit`]).
    LscFenceUnit,
    /// `ub`: [`crate::isa::lsc::LscFenceOp`].
    LscFenceOp,
    /// `ub`: [`crate::isa::lsc::LscScope`].
    LscScope,
    /// `ub`: an LSC message's address model ([`crate::isa::lsc::LscAddrModel`]).
    LscAddrType,
    /// A vector operand: the surface of an LSC message's address model, the
    /// immediate 0 for flat, a binding-table index or surface-state offset
    /// (an immediate or a scalar general operand) for the others.
    LscSurface,
    /// `ub`: the X, Y, Z, W channels of a quad message
    /// ([`crate::isa::lsc::LscChannels`]); in text, the data's `.xzw`.
    LscChMask,
    /// `ub`: `LscSubOp`, an LSC atomic's operation ([`LscAtomicOp`]), the
    /// byte after the opcode; in text, the mnemonic's tail (`lsc_atomic_iadd`).
    LscAtomicOp,
    /// `ub`: a 2D block's data size ([`crate::isa::lsc::LscDataSize::BLOCK2D`]).
    LscBlock2dDataSize,
    /// `ub`: a 2D block count (1, 2 or 4; not -1 encoded).
    LscBlocks,
    /// `uw`: a 2D block's width or height in elements (not -1 encoded).
    LscBlockDim,
    /// `ub`: the VNNI transform, 0 or 1.
    LscVnni,
}

impl FieldKind {
    /// Bytes of the field; `None` for a vector operand, whose class says.
    pub fn width(self) -> Option<u32> {
        match self {
            FieldKind::Pred
            | FieldKind::LscBlockDim
            | FieldKind::Ignored(Width::Uw)
            | FieldKind::Constant { width: Width::Uw, .. } => Some(2),
            FieldKind::ImmOffset | FieldKind::Ignored(Width::D) | FieldKind::Constant { width: Width::D, .. } => {
                Some(4)
            }
            FieldKind::Raw | FieldKind::NullRaw => Some(6),
            FieldKind::Scalar | FieldKind::FlatSurface | FieldKind::LscSurface => None,
            _ => Some(1),
        }
    }

    /// Whether the field is an operand of the message's operand table.
    pub fn is_operand(self) -> bool {
        matches!(self, FieldKind::Raw | FieldKind::Scalar)
    }
}

/// Where an atomic `Op` byte keeps the data width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicWidthBits {
    /// Bit 5: the 16-bit form (DWORD_ATOMIC, TYPED_ATOMIC).
    Bit5,
    /// Bits 6..5: 0b01 the 16-bit form, 0b10 the 64-bit form (SVM_ATOMIC).
    Bits6To5,
}

/// The width of a field of fixed size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    Ub,
    Uw,
    D,
}

/// One field of a Format table, in the page's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormatField {
    pub name: FieldName,
    pub kind: FieldKind,
}

/// A piece of a message's `.visaasm` text after its mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextPiece {
    /// `.<value>`: a suffix (`.RG`, `.4`, `.add.16`, `.unaligned` when set).
    Suffix(FieldName),
    /// ` (M1, 8)`: the execution control.
    Exec,
    /// ` (<n>)`: an oword count.
    Count(FieldName),
    /// ` <operand>`: a surface, scalar or raw operand.
    Operand(FieldName),
    /// ` V.0:d32x4t`: LSC data, with the `DataSize`, `DataElemsPerAddr`
    /// and `DataOrder` fields (`x1` and non-transposed are not written).
    LscData(FieldName),
    /// ` flat[V.0+0x10]:a64`: LSC addresses, with the `AddrType`,
    /// `AddrImmOffset` and `AddrSize` fields.
    LscAddress(FieldName),
    /// ` V.0:d16.2x16x8nn`: 2D block data, with the `DataSize`, `Blocks`
    /// (`1x` not written), `BlockWidth`, `BlockHeight`, `DataOrder` and
    /// `VNNI` fields (the first letter `t` transposed, the second `t` VNNI).
    Block2dData(FieldName),
    /// ` flat[B, S, S(0,1), S(0,2), S(0,3), S(0,4)]`: the six 2D block
    /// surface operands, `SurfaceBaseAddr` .. `Src0AddrY`.
    Block2dAddress,
    /// `_iadd` right after the mnemonic's stem (`lsc_atomic`): the
    /// operation is part of the mnemonic. The first piece when present.
    MnemonicTail(FieldName),
    /// ` bti(0x4)[U.0,V.0]:a32`: LSC_TYPED coordinates, `Src0AddrsU` then
    /// `V`, `R`, `LOD` up to the last that is not `%null` (both Intel
    /// assemblers refuse `%null` inside the brackets), with the `AddrType`,
    /// `Surface` and `AddrSize` fields.
    LscTypedAddress,
}

/// The facts of one operand of a message (a [`FieldKind::Raw`] or
/// [`FieldKind::Scalar`] field of its Format).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandDesc {
    pub field: FieldName,
    pub types: Types,
    /// For raw operands; scalars are one element.
    pub footprint: Footprint,
    pub null: Null,
    pub source: &'static str,
}

/// The block sizes and counts of SVM_GATHER/SVM_SCATTER and the exec sizes each pair allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockRow {
    pub block_bytes: u32,
    pub num_blocks: u32,
    /// Exec sizes allowed for this pair (intersect with the message's); empty: never.
    pub exec_sizes: Cited<&'static [u32]>,
}

/// What a message allows for its blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocks {
    /// No block fields.
    None,
    /// `Block_size` and `Num_blocks`, legal per the pairs of the table.
    Pairs(&'static [BlockRow]),
    /// `Num_blocks` only (block size fixed by the message), from this list.
    Counts(Cited<&'static [u32]>),
    /// `Channels`: an RGBA mask with at least one channel.
    Channels(&'static str),
}

/// The bytes of memory one lane accesses from its address, per the
/// Semantics of each page (memdep's footprints).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneMemory {
    /// `num_blocks` blocks of `block_bytes` (SVM gather/scatter), or of one
    /// byte (GATHER_SCALED/SCATTER_SCALED), or of 8 bytes (QW).
    Blocks,
    /// Dword channels `address + 4*c`: `4 * channels`, where `channels` is
    /// the span of the mask (its highest enabled channel + 1).
    Channels,
    /// One atomic data element (2, 4 or 8 bytes).
    AtomicData,
    /// `16 * num_owords` bytes from the one address.
    Owords,
    /// `vector` elements of `block_bytes` (the datum in memory) from each address (LSC).
    LscVector,
    /// No memory: a fence orders accesses and moves no data.
    Nothing,
    /// A 2D block of a surface the message's operands describe (base,
    /// width, height, pitch, X, Y): no per-lane address range. These
    /// messages come from intrinsics only, never from `select`, so memdep
    /// never orders them.
    Block2dSurface,
}

impl LaneMemory {
    pub fn bytes(self, s: &Shape) -> u64 {
        match self {
            LaneMemory::Blocks => u64::from(s.block_bytes) * u64::from(s.num_blocks),
            LaneMemory::Channels => 4 * u64::from(s.channels),
            LaneMemory::AtomicData => u64::from(s.data_bytes),
            LaneMemory::Owords => 16 * u64::from(s.exec),
            LaneMemory::LscVector => u64::from(s.vector) * u64::from(s.block_bytes),
            LaneMemory::Nothing | LaneMemory::Block2dSurface => 0,
        }
    }
}

/// One message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MessageDesc {
    pub message: Message,
    /// The page's name: `SVM_GATHER`.
    pub name: &'static str,
    /// The `.visaasm` mnemonic: `svm_gather`.
    pub mnemonic: &'static str,
    pub opcode: Cited<u8>,
    /// The SVM sub-opcode (`SVM_ID`), for the SVM messages: the byte
    /// after the opcode.
    pub sub_opcode: Option<u8>,
    /// The Format table's fields after the opcodes, in order: what the
    /// binary encoding writes.
    pub format: &'static [FormatField],
    /// The text form after the mnemonic (the order may differ from the
    /// Format's: SVM_ATOMIC writes `Dst` before its sources).
    pub text: &'static [TextPiece],
    pub access: Access,
    pub addressing: Addressing,
    pub lanes: Lanes,
    /// Whether Intel's assembler takes the execution mask against the send
    /// it makes (the platform's `legacy.send_lanes` wide) rather than the
    /// exec size: the offset must then suit that width.
    pub emask_of_send: Cited<bool>,
    /// Exec sizes (SIMD messages) or oword counts (block messages), ascending.
    pub exec_sizes: Cited<&'static [u32]>,
    /// Indexed by `Platform as usize`.
    pub platforms: [Cited<bool>; Platform::COUNT],
    pub features: &'static [FeatureRow],
    pub surfaces: Cited<Surfaces>,
    pub blocks: Blocks,
    /// The memory one lane (or, for the block messages, the message) touches.
    pub memory: LaneMemory,
    /// The operand fields of `format` (raw and scalar), in its order.
    pub operands: &'static [OperandDesc],
}

pub(crate) const UD: &[ElemType] = &[ElemType::UD];
pub(crate) const UQ: &[ElemType] = &[ElemType::UQ];
pub(crate) const DWORD_DATA: &[ElemType] = &[ElemType::UD, ElemType::D, ElemType::F];
pub(crate) const QWORD_DATA: &[ElemType] = &[ElemType::Q, ElemType::UQ, ElemType::DF];
/// SVM_GATHER Notes: "The operand's type must be the same size as <block_size>".
pub(crate) const QWORD_BLOCK: &[ElemType] = &[ElemType::UQ, ElemType::Q, ElemType::DF];

/// The types `Src0`, `Src1` and `Dst` of an atomic message may have for
/// `op` at `bits` (16, 32 or 64).
///
/// * DWORD_ATOMIC and SVM_ATOMIC Notes: "IMIN, IMAX: type D (Q); FMAX,
///   FMIN, FCMPWR: type F; Other operations: type UD (UQ)"; the 16-bit form
///   keeps the 32-bit types ("the operand types remain the same").
/// * TYPED_ATOMIC: UD for every operation but IMIN/IMAX (D); float data is
///   declared UD (README decision 10).
/// * 16-bit DWORD_ATOMIC: UD as well as the page's D (IMIN, IMAX) and F
///   (FMIN, FMAX, FCMPWR), UD first (what `emit` writes): Intel's assembler
///   checks the operation with its 16-bit bit set and so requires UD
///   there (README decision 20).
pub fn atomic_data_types(message: Message, op: crate::isa::atomic::AtomicOp, bits: u32) -> &'static [ElemType] {
    use crate::isa::atomic::AtomicData;
    match (message, op.desc().data, bits) {
        (Message::TypedAtomic, AtomicData::Signed, _) => &[ElemType::D],
        (Message::DwordAtomic, AtomicData::Signed, 16) => &[ElemType::UD, ElemType::D],
        (Message::DwordAtomic, AtomicData::Float, 16) => &[ElemType::UD, ElemType::F],
        (Message::TypedAtomic, _, _) => &[ElemType::UD],
        (_, AtomicData::Float, _) => &[ElemType::F],
        (_, AtomicData::Signed, 64) => &[ElemType::Q],
        (_, AtomicData::Unsigned, 64) => &[ElemType::UQ],
        (_, AtomicData::Signed, _) => &[ElemType::D],
        (_, AtomicData::Unsigned, _) => &[ElemType::UD],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An LSC shape of `exec` lanes of `vector` elements of `data_bytes`,
    /// a32 addresses, the payload `payload_lanes` lanes in `grf`-byte GRFs.
    fn lsc(exec: u32, vector: u32, data_bytes: u32, payload_lanes: u32, grf: u32) -> Shape {
        Shape { exec, vector, data_bytes, addr_bytes: 4, payload_lanes, grf_bytes: grf, ..Shape::default() }
    }

    /// By hand: DG2's SIMD1 d64 store pays 16 lanes, 128 bytes, 4 GRFs;
    /// the allocator takes an operand it measures at 3 GRFs or more, that
    /// is `(n + 30) / 32 >= 3`, `n >= 66` (an 8-byte input is not: the
    /// c5330 assertion). Its a32 addresses pay 64 bytes, 2 GRFs: any
    /// operand of 2 bytes or more. XE2's d64 payload is 2 of its 64-byte GRFs.
    #[test]
    fn a_pinned_operand_of_a_narrow_send_reaches_all_but_the_last_grf_of_its_payload() {
        let dg2 = lsc(1, 1, 8, 16, 32);
        assert_eq!(Footprint::LscData.bytes(&dg2), 128);
        assert_eq!(Footprint::LscData.pinned_bytes(&dg2), 66);
        assert_eq!(Footprint::LscAddresses.pinned_bytes(&dg2), 4);
        // d32x4: 4 rows of 64 bytes, 8 GRFs: (n + 30) / 32 >= 7 is n >= 194;
        // the lane's own 4th element ends at 3 * 64 + 4 = 196.
        assert_eq!(Footprint::LscData.pinned_bytes(&lsc(1, 4, 4, 16, 32)), 196);
        // d32x2: 2 rows, 4 GRFs: n >= 66, short of the 2nd element's end, 68.
        assert_eq!(Footprint::LscData.pinned_bytes(&lsc(1, 2, 4, 16, 32)), 68);
        assert_eq!(Footprint::LscData.pinned_bytes(&lsc(1, 1, 8, 16, 64)), 8);
        // 8 lanes and more are not checked: the lanes' bytes.
        assert_eq!(Footprint::LscData.pinned_bytes(&lsc(8, 1, 8, 16, 32)), 64);
        // Transposed: the whole operand.
        let block = Shape { transposed: true, ..lsc(1, 64, 4, 16, 32) };
        assert_eq!(Footprint::LscData.pinned_bytes(&block), 256);
    }
}
