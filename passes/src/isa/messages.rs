//! The message table: every vISA message this project knows, as data.
//!
//! One row per message holds its opcodes, text mnemonic, operands (kind,
//! types, byte footprint), execution sizes, block rules, surfaces and per
//! platform availability; each cell cites the vISA specification page it
//! comes from (by message name and field). The verifier, `legalize`,
//! `select`, memdep, `emit`, the emulator's legality checks and the fuzz
//! generator read it; none of them names a platform or an exec size.
//!
//! What a message *does* is not here: the emulator mirrors each page's
//! pseudo-code and the reference interpreter follows the intrinsic's
//! meaning, independently. This table holds only facts both may share: the
//! layout of a raw operand ([`Footprint::offset`]), for example, is the
//! shape of the data, not what the message computes from it.

use crate::isa::atomic::LscAtomicOp;
pub use crate::isa::message_model::*;
use crate::isa::target::{cite, Cited, Platform, PLATFORM_TABLE};

mod field_index;
mod typed;

impl Message {
    pub const ALL: [Message; 28] = [
        Message::OwordLd,
        Message::OwordLdUnaligned,
        Message::OwordSt,
        Message::TypedAtomic,
        Message::Gather4Scaled,
        Message::Scatter4Scaled,
        Message::GatherScaled,
        Message::ScatterScaled,
        Message::DwordAtomic,
        Message::QwGather,
        Message::QwScatter,
        Message::SvmBlockLd,
        Message::SvmBlockSt,
        Message::SvmGather,
        Message::SvmScatter,
        Message::SvmAtomic,
        Message::LscLoad,
        Message::LscStore,
        Message::LscAtomic,
        Message::LscFence,
        Message::LscLoadBlock2d,
        Message::LscStoreBlock2d,
        Message::LscLoadQuad,
        Message::LscStoreQuad,
        Message::LscLoadStatus,
        Message::LscTypedLoadQuad,
        Message::LscTypedStoreQuad,
        Message::LscTypedAtomic,
    ];

    pub fn desc(self) -> &'static MessageDesc {
        &MESSAGES[self as usize]
    }

    /// The page's name, `SVM_GATHER`.
    pub fn name(self) -> &'static str {
        self.desc().name
    }

    /// The `.visaasm` mnemonic, `svm_gather`.
    pub fn mnemonic(self) -> &'static str {
        self.desc().mnemonic
    }

    /// Whether the message exists on `platform`.
    pub fn available_on(self, platform: Platform) -> bool {
        self.desc().platforms[platform as usize].value
    }

    /// The platforms that have the message.
    pub fn platforms(self) -> Vec<Platform> {
        Platform::ALL.into_iter().filter(|&p| self.available_on(p)).collect()
    }

    /// The legal exec sizes (for the block messages: the oword counts) on
    /// `platform`, ascending; empty where the message does not exist.
    pub fn exec_sizes(self, platform: Platform) -> &'static [u32] {
        if !self.available_on(platform) {
            return &[];
        }
        let sizes = self.desc().exec_sizes.value;
        // An LSC message is as wide as the platform's LSC (the platform table's `lsc_lanes`).
        match (self.is_lsc(), platform.desc().lsc_lanes.value) {
            (true, Some(lanes)) => &sizes[..sizes.iter().take_while(|&&s| s <= lanes).count()],
            _ if self.has_feature(Feature::Simd16, platform) => SIMD1_TO_16,
            _ => sizes,
        }
    }

    /// Whether the message is of the LSC (load/store cache) family.
    pub fn is_lsc(self) -> bool {
        matches!(self.desc().opcode.value, LSC_UNTYPED | LSC_TYPED | LSC_FENCE)
    }

    /// Whether the message may run `exec_lanes` lanes from channel
    /// `first_channel` on `platform`: the page's rule
    /// ([`Platform::emask_offset_allowed`]), and for a message whose mask
    /// Intel's assembler takes against the widened send
    /// ([`MessageDesc::emask_of_send`]) the same rule at that width.
    pub fn emask_offset_allowed(self, platform: Platform, exec_lanes: u32, first_channel: u32) -> bool {
        let send = platform.desc().legacy.send_lanes.value;
        platform.emask_offset_allowed(exec_lanes, first_channel)
            && (!self.desc().emask_of_send.value
                || exec_lanes > send
                || platform.emask_offset_allowed(send, first_channel))
    }

    /// The widest legal exec size: the size of the pieces `legalize` splits into.
    pub fn widest_exec_size(self, platform: Platform) -> Option<u32> {
        self.exec_sizes(platform).last().copied()
    }

    /// The message's optional feature on `platform` (16-/64-bit atomics,
    /// SLM as an OWORD surface).
    pub fn has_feature(self, feature: Feature, platform: Platform) -> bool {
        self.available_on(platform)
            && self.desc().features.iter().any(|f| f.feature == feature && f.platforms[platform as usize].value)
    }

    /// The row of a feature, if the message has one.
    pub fn feature(self, feature: Feature) -> Option<&'static FeatureRow> {
        self.desc().features.iter().find(|f| f.feature == feature)
    }

    /// The operand row of `field`.
    pub fn operand(self, field: FieldName) -> Option<&'static OperandDesc> {
        self.desc().operands.iter().find(|o| o.field == field)
    }

    /// The Format field named `field`, and its index in the Format.
    pub fn field(self, field: FieldName) -> Option<(usize, &'static FormatField)> {
        field_index::field(self, field)
    }

    /// The message with these opcodes (`sub_opcode`: the byte after an
    /// opcode that has sub-opcodes).
    pub fn from_opcodes(opcode: u8, sub_opcode: Option<u8>) -> Option<Message> {
        let exact =
            Message::ALL.into_iter().find(|m| m.desc().opcode.value == opcode && m.desc().sub_opcode == sub_opcode);
        exact.or_else(|| {
            // A row whose sub-opcode is a field of its Format (LSC atomics: LscSubOp is the operation).
            let sub = sub_opcode?;
            Message::ALL.into_iter().find(|m| m.desc().opcode.value == opcode && m.sub_opcode_field_takes(sub))
        })
    }

    /// Whether the row's first Format field is its sub-opcode and takes `sub`.
    pub fn sub_opcode_field_takes(self, sub: u8) -> bool {
        match self.desc().format.first().map(|f| f.kind) {
            Some(FieldKind::LscAtomicOp) => LscAtomicOp::from_sub_op(sub).is_some(),
            _ => false,
        }
    }

    /// Whether messages with `opcode` carry a sub-opcode byte after it.
    pub fn has_sub_opcodes(opcode: u8) -> bool {
        Message::ALL.into_iter().any(|m| m.desc().opcode.value == opcode && m.desc().sub_opcode.is_some())
    }

    /// The message whose `.visaasm` mnemonic is `mnemonic` (lower case).
    pub fn from_mnemonic(mnemonic: &str) -> Option<Message> {
        let atomic = || LscAtomicOp::from_mnemonic(mnemonic).map(|_| Message::LscAtomic);
        Message::ALL.into_iter().find(|m| m.mnemonic() == mnemonic).or_else(atomic)
    }
}

// ---------------------------------------------------------------------------
// The rows.
// ---------------------------------------------------------------------------

const SIMD1_TO_16: &[u32] = &[1, 2, 4, 8, 16];
const SIMD1_TO_32: &[u32] = &[1, 2, 4, 8, 16, 32];
/// vISA spec, LSC_UNTYPED: Opcode.
const LSC_UNTYPED: u8 = 0x89;
/// vISA spec, LSC_FENCE: Opcode.
const LSC_FENCE: u8 = 0x8b;
/// vISA spec, LSC_TYPED: Opcode.
const LSC_TYPED: u8 = 0x8a;
const SIMD1: &[u32] = &[1];
const SIMD1_TO_8: &[u32] = &[1, 2, 4, 8];
const SIMD8_16: &[u32] = &[8, 16];
const SIMD8: &[u32] = &[8];
const NONE: &[u32] = &[];
const OWORDS: &[u32] = &[1, 2, 4, 8];

/// A legacy data-port message: on every platform that has the legacy data
/// port (the platform table's `legacy_dataport`); elsewhere that cell says
/// why not.
const fn everywhere(source: &'static str) -> [Cited<bool>; Platform::COUNT] {
    legacy_where(cite(true, source), cite(true, source))
}

/// A legacy message available from TGLLP (xelp) on, where the legacy data
/// port is.
const fn from_xelp(yes: &'static str, no: &'static str) -> [Cited<bool>; Platform::COUNT] {
    legacy_where(cite(false, no), cite(true, yes))
}

/// `gen9` on Gen9, `later` on the other platforms that have the legacy data
/// port, and the platform table's `legacy_dataport` cell on those without.
const fn legacy_where(gen9: Cited<bool>, later: Cited<bool>) -> [Cited<bool>; Platform::COUNT] {
    let mut cells = [later; Platform::COUNT];
    cells[Platform::Gen9 as usize] = gen9;
    legacy_only(cells)
}

/// `cells`, but the platform table's `legacy_dataport` cell on the
/// platforms without the legacy data port.
const fn legacy_only(mut cells: [Cited<bool>; Platform::COUNT]) -> [Cited<bool>; Platform::COUNT] {
    let mut i = 0;
    while i < Platform::COUNT {
        if !PLATFORM_TABLE[i].legacy_dataport.value {
            cells[i] = PLATFORM_TABLE[i].legacy_dataport;
        }
        i += 1;
    }
    cells
}

/// An LSC message: on every platform with LSC (the platform table's `lsc_lanes`).
const fn lsc_where() -> [Cited<bool>; Platform::COUNT] {
    let mut cells = [cite(false, ""); Platform::COUNT];
    let mut i = 0;
    while i < Platform::COUNT {
        let lanes = PLATFORM_TABLE[i].lsc_lanes;
        cells[i] = cite(lanes.value.is_some(), lanes.source);
        i += 1;
    }
    cells
}

const fn raw(field: FieldName, types: Types, footprint: Footprint, source: &'static str) -> OperandDesc {
    OperandDesc { field, types, footprint, null: Null::Never, source }
}

const fn scalar(field: FieldName, types: Types, source: &'static str) -> OperandDesc {
    OperandDesc { field, types, footprint: Footprint::PerLane(0), null: Null::Never, source }
}

const fn nullable(mut operand: OperandDesc, null: Null) -> OperandDesc {
    operand.null = null;
    operand
}

/// Every (block size, num_blocks) pair of SVM_GATHER and SVM_SCATTER (the
/// two pages share the fields) and its exec sizes. A pair with no exec
/// sizes is illegal.
pub static SVM_BLOCKS: [BlockRow; 12] = {
    const ONE: &str = "vISA spec, SVM_GATHER: Num_blocks 0b00 (1 block, any exec size)";
    const MULTI: &str = "vISA spec, SVM_GATHER: Notes (\"When num_blocks > 1, exec_size must >= 8\")";
    const EIGHT_4: &str =
        "vISA spec, SVM_GATHER: Num_blocks 0b11 (\"only valid for 4 byte blocks and execution size 8\")";
    // Stricter than the platform table's `legacy.svm_bytes_x8`, which Intel's
    // assembler follows (1-byte x 8 everywhere but Xe-LP).
    const EIGHT_X: &str =
        "vISA spec, SVM_GATHER: Num_blocks 0b11 (\"only valid for 4 byte blocks\"); README decision 2";
    [
        BlockRow { block_bytes: 1, num_blocks: 1, exec_sizes: cite(SIMD1_TO_16, ONE) },
        BlockRow { block_bytes: 1, num_blocks: 2, exec_sizes: cite(SIMD8_16, MULTI) },
        BlockRow { block_bytes: 1, num_blocks: 4, exec_sizes: cite(SIMD8_16, MULTI) },
        BlockRow { block_bytes: 1, num_blocks: 8, exec_sizes: cite(NONE, EIGHT_X) },
        BlockRow { block_bytes: 4, num_blocks: 1, exec_sizes: cite(SIMD1_TO_16, ONE) },
        BlockRow { block_bytes: 4, num_blocks: 2, exec_sizes: cite(SIMD8_16, MULTI) },
        BlockRow { block_bytes: 4, num_blocks: 4, exec_sizes: cite(SIMD8_16, MULTI) },
        BlockRow { block_bytes: 4, num_blocks: 8, exec_sizes: cite(SIMD8, EIGHT_4) },
        BlockRow { block_bytes: 8, num_blocks: 1, exec_sizes: cite(SIMD1_TO_16, ONE) },
        BlockRow { block_bytes: 8, num_blocks: 2, exec_sizes: cite(SIMD8_16, MULTI) },
        BlockRow { block_bytes: 8, num_blocks: 4, exec_sizes: cite(SIMD8_16, MULTI) },
        BlockRow { block_bytes: 8, num_blocks: 8, exec_sizes: cite(NONE, EIGHT_X) },
    ]
};

/// The row of [`SVM_BLOCKS`] for a pair, if the pair exists at all.
pub fn svm_blocks(block_bytes: u32, num_blocks: u32) -> Option<&'static BlockRow> {
    SVM_BLOCKS.iter().find(|r| r.block_bytes == block_bytes && r.num_blocks == num_blocks)
}

/// The exec sizes a legal SVM_GATHER/SVM_SCATTER of this block size and
/// count may have on `platform` (the message's sizes and the pair's; for
/// SVM_SCATTER also [`svm_scatter_payload_fits`]).
pub fn svm_block_exec_sizes(message: Message, platform: Platform, block_bytes: u32, num_blocks: u32) -> ExecSizes {
    let pair = svm_blocks(block_bytes, num_blocks).map_or(NONE, |r| r.exec_sizes.value);
    let mut sizes = ExecSizes::default();
    let legal =
        message.exec_sizes(platform).iter().copied().filter(|s| pair.contains(s)).filter(|&s| {
            message != Message::SvmScatter || svm_scatter_payload_fits(platform, s, block_bytes, num_blocks)
        });
    for (slot, size) in sizes.sizes.iter_mut().zip(legal) {
        *slot = size;
        sizes.len += 1;
    }
    sizes
}

/// Some of a message's exec sizes, ascending, held inline (planning asks
/// for them per call): a slice through `Deref`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExecSizes {
    /// Room for every exec size of a message (at most 1 to 32, six).
    sizes: [u32; ExecSizes::CAPACITY],
    len: usize,
}

impl ExecSizes {
    const CAPACITY: usize = 8;
}

impl std::ops::Deref for ExecSizes {
    type Target = [u32];

    fn deref(&self) -> &[u32] {
        &self.sizes[..self.len]
    }
}

/// The GRFs a message's payload (what it sends: addresses and data) may
/// take, per platform: Intel's assembler keeps a SEND's message length plus
/// extended message length below 16 GRFs before Gen10 and below 32 from it
/// (README decision 21). The pages state no limit.
pub static SEND_PAYLOAD_GRFS: [Cited<u32>; Platform::COUNT] = {
    const SMALL: &str = "vISA spec, SVM_SCATTER: Src (the payload); Intel's vISA assembler keeps a SEND's \
                         mlen + extended mlen below 16 GRFs before Gen10 (IGC HWCaps getMaxSendMessageLength); \
                         README decision 21";
    const LARGE: &str = "vISA spec, SVM_SCATTER: Src (the payload); Intel's vISA assembler keeps a SEND's \
                         mlen + extended mlen below 32 GRFs from Gen10 on (IGC HWCaps getMaxSendMessageLength); \
                         README decision 21";
    [cite(15, SMALL), cite(31, LARGE), cite(31, LARGE), cite(31, LARGE), cite(31, LARGE), cite(31, LARGE)]
};

/// Whether an SVM_SCATTER's payload, `exec` 8-byte addresses and
/// `exec * block_bytes * num_blocks` bytes of data, each rounded up to whole
/// GRFs, fits [`SEND_PAYLOAD_GRFS`]: 8-byte blocks x 4 at SIMD16 (20 GRFs of
/// 32 bytes) does not on gen9.
pub fn svm_scatter_payload_fits(platform: Platform, exec: u32, block_bytes: u32, num_blocks: u32) -> bool {
    let grf = platform.grf_bytes();
    let grfs = |bytes: u32| bytes.div_ceil(grf);
    let payload = grfs(8 * exec) + grfs(exec * block_bytes * num_blocks);
    payload <= SEND_PAYLOAD_GRFS[platform as usize].value
}

const SCALED_COUNTS: &[u32] = &[1, 2, 4];

/// GATHER_SCALED and SCATTER_SCALED: the pages allow exec size 32, but
/// Intel's vISA assembler of IGC 1.0.17791 aborts on either at 32
/// ("internal compiler error, abnormal program termination"), on every
/// platform it compiles for (SKL to PVC), with any surface and block
/// count, while 16 is taken everywhere; so 16 is the widest, and legalize
/// splits a SIMD32 one in two (`tests/it/assembler.rs` checks that the
/// assembler still aborts).
const SCALED_SIMD32_ABORTS: &str = "vISA spec, GATHER_SCALED, vISA spec, SCATTER_SCALED: Exec_size (0b000 1 .. \
                                    0b101 32); exec size 32 makes Intel's vISA assembler (IGC 1.0.17791) abort";
const EMASK_OWN: Cited<bool> = cite(
    false,
    "vISA TranslateSendLdStLegacy.cpp: Get_Gen4_Emask of the instruction's exec size (the mask offset as written)",
);
/// GATHER4_SCALED, SCATTER4_SCALED and SCATTER_SCALED: Intel's assembler
/// widens the message to a SIMD8 send (SIMD16 on Xe-HPC) and takes the
/// mask against that width, so M3/M7 at SIMD8 on Xe-HPC (or M2 at SIMD4
/// elsewhere) become M0 (GenX_IR 1.0.12504 says "Invalid emask for SIMD16
/// inst"; 1.0.17791 says nothing).
const EMASK_OF_SEND: Cited<bool> = cite(
    true,
    "vISA TranslateSendLdStLegacy.cpp translateGather4Inst, translateScatter4Inst, translateByteScatterInst: \
     Get_Gen4_Emask(eMask, exSize) of the send's exec size after roundUpExecSize",
);

static MESSAGES: [MessageDesc; 28] = [
    // OWORD_LD
    MessageDesc {
        message: Message::OwordLd,
        name: "OWORD_LD",
        mnemonic: "oword_ld",
        opcode: cite(0x35, "vISA spec, OWORD_LD: Opcode"),
        sub_opcode: None,
        format: OWORD_LD_FORMAT,
        text: OWORD_LD_TEXT,
        access: Access::Read,
        addressing: Addressing::Surface,
        lanes: Lanes::Owords,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(OWORDS, "vISA spec, OWORD_LD: Size (1, 2, 4, 8 owords)"),
        platforms: everywhere("vISA spec, instructions by platform: OWORD_LD"),
        features: &[FeatureRow { feature: Feature::Slm, platforms: OWORD_SLM }],
        surfaces: cite(Surfaces::Untyped, "vISA spec, OWORD_LD: Surface (\"It must be a buffer\")"),
        blocks: Blocks::None,
        memory: LaneMemory::Owords,
        operands: &[
            scalar(F::Offset, Types::Fixed(UD), "vISA spec, OWORD_LD: Offset (in owords, type UD)"),
            raw(F::Dst, Types::Any, Footprint::Owords, "vISA spec, OWORD_LD: Dst, Semantics"),
        ],
    },
    // OWORD_LD_UNALIGNED
    MessageDesc {
        message: Message::OwordLdUnaligned,
        name: "OWORD_LD_UNALIGNED",
        mnemonic: "oword_ld_unaligned",
        opcode: cite(0x3c, "vISA spec, OWORD_LD_UNALIGNED: Opcode"),
        sub_opcode: None,
        format: OWORD_LD_FORMAT,
        text: OWORD_LD_TEXT,
        access: Access::Read,
        addressing: Addressing::Surface,
        lanes: Lanes::Owords,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(OWORDS, "vISA spec, OWORD_LD_UNALIGNED: Size (1, 2, 4, 8 owords)"),
        platforms: everywhere("vISA spec, instructions by platform: OWORD_LD_UNALIGNED"),
        features: &[FeatureRow { feature: Feature::Slm, platforms: OWORD_SLM }],
        surfaces: cite(Surfaces::Untyped, "vISA spec, OWORD_LD_UNALIGNED: Surface (\"It must be a buffer\")"),
        blocks: Blocks::None,
        memory: LaneMemory::Owords,
        operands: &[
            scalar(
                F::Offset,
                Types::Fixed(UD),
                "vISA spec, OWORD_LD_UNALIGNED: Offset (in bytes, dword-aligned, type UD)",
            ),
            raw(F::Dst, Types::Any, Footprint::Owords, "vISA spec, OWORD_LD_UNALIGNED: Dst, Semantics"),
        ],
    },
    // OWORD_ST
    MessageDesc {
        message: Message::OwordSt,
        name: "OWORD_ST",
        mnemonic: "oword_st",
        opcode: cite(0x36, "vISA spec, OWORD_ST: Opcode"),
        sub_opcode: None,
        format: OWORD_ST_FORMAT,
        text: OWORD_ST_TEXT,
        access: Access::Write,
        addressing: Addressing::Surface,
        lanes: Lanes::Owords,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(OWORDS, "vISA spec, OWORD_ST: Size (1, 2, 4, 8 owords)"),
        platforms: everywhere("vISA spec, instructions by platform: OWORD_ST"),
        features: &[FeatureRow { feature: Feature::Slm, platforms: OWORD_SLM }],
        surfaces: cite(Surfaces::Untyped, "vISA spec, OWORD_ST: Surface (\"It must be a buffer\")"),
        blocks: Blocks::None,
        memory: LaneMemory::Owords,
        operands: &[
            scalar(F::Offset, Types::Fixed(UD), "vISA spec, OWORD_ST: Offset (in owords, type UD)"),
            raw(F::Src, Types::Any, Footprint::Owords, "vISA spec, OWORD_ST: Src, Semantics"),
        ],
    },
    // TYPED_ATOMIC
    MessageDesc {
        message: Message::TypedAtomic,
        name: "TYPED_ATOMIC",
        mnemonic: "typed_atomic",
        opcode: cite(0x73, "vISA spec, TYPED_ATOMIC: Opcode"),
        sub_opcode: None,
        format: TYPED_ATOMIC_FORMAT,
        text: TYPED_ATOMIC_TEXT,
        access: Access::ReadWrite,
        addressing: Addressing::Image,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD8, "vISA spec, TYPED_ATOMIC: Exec_size (0b011 8 only); README decision S6"),
        platforms: legacy_only([
            TYPED_ATOMIC_YES,
            TYPED_ATOMIC_YES,
            TYPED_ATOMIC_YES,
            TYPED_ATOMIC_NOT_FROM_PVC,
            // vISA orders Xe_MTL before Xe_PVC: {-PVC} includes it.
            TYPED_ATOMIC_YES,
            TYPED_ATOMIC_NOT_FROM_PVC,
        ]),
        features: &[FeatureRow {
            feature: Feature::Atomic16,
            platforms: legacy_only([
                cite(false, "vISA spec, TYPED_ATOMIC: Op {TGLLP+}Bit[5]"),
                cite(true, "vISA spec, TYPED_ATOMIC: Op {TGLLP+}Bit[5]"),
                cite(true, "vISA spec, TYPED_ATOMIC: Op {TGLLP+}Bit[5]"),
                cite(false, "vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC}"),
                cite(true, "vISA spec, TYPED_ATOMIC: Op {TGLLP+}Bit[5]"),
                cite(false, "vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC}"),
            ]),
        }],
        surfaces: cite(Surfaces::Image, "vISA spec, TYPED_ATOMIC: Surface; README decision S7"),
        blocks: Blocks::None,
        memory: LaneMemory::AtomicData,
        operands: &[
            raw(F::U, Types::Fixed(UD), Footprint::PerLane(4), TYPED_OPERANDS),
            nullable(raw(F::V, Types::Fixed(UD), Footprint::PerLane(4), TYPED_OPERANDS), Null::Allowed),
            nullable(raw(F::R, Types::Fixed(UD), Footprint::PerLane(4), TYPED_OPERANDS), Null::Allowed),
            nullable(raw(F::Lod, Types::Fixed(UD), Footprint::PerLane(4), TYPED_OPERANDS), Null::Allowed),
            nullable(raw(F::Src0, Types::AtomicData, Footprint::AtomicData, TYPED_OPERANDS), Null::WhenUnused),
            nullable(raw(F::Src1, Types::AtomicData, Footprint::AtomicData, TYPED_OPERANDS), Null::WhenUnused),
            nullable(raw(F::Dst, Types::AtomicData, Footprint::AtomicData, TYPED_OPERANDS), Null::Allowed),
        ],
    },
    // GATHER4_SCALED
    MessageDesc {
        message: Message::Gather4Scaled,
        name: "GATHER4_SCALED",
        mnemonic: "gather4_scaled",
        opcode: cite(0x74, "vISA spec, GATHER4_SCALED: Opcode"),
        sub_opcode: None,
        format: GATHER4_SCALED_FORMAT,
        text: GATHER4_SCALED_TEXT,
        access: Access::Read,
        addressing: Addressing::Surface,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OF_SEND,
        exec_sizes: cite(SIMD8_16, "vISA spec, GATHER4_SCALED: Exec_size (0b011 8, 0b100 16)"),
        platforms: everywhere("vISA spec, instructions by platform: GATHER4_SCALED"),
        features: &[],
        surfaces: cite(Surfaces::Untyped, "vISA spec, GATHER4_SCALED: Surface"),
        blocks: Blocks::Channels("vISA spec, GATHER4_SCALED: Channels (\"0000\" is not allowed)"),
        memory: LaneMemory::Channels,
        operands: &[
            scalar(F::Offset, Types::Fixed(UD), "vISA spec, GATHER4_SCALED: Offset (type UD)"),
            raw(
                F::ElementOffset,
                Types::Fixed(UD),
                Footprint::PerLane(4),
                "vISA spec, GATHER4_SCALED: Element_offset (type UD)",
            ),
            raw(
                F::Dst,
                Types::Fixed(DWORD_DATA),
                Footprint::Channels,
                "vISA spec, GATHER4_SCALED: Dst (type UD, D, F), Semantics",
            ),
        ],
    },
    // SCATTER4_SCALED
    MessageDesc {
        message: Message::Scatter4Scaled,
        name: "SCATTER4_SCALED",
        mnemonic: "scatter4_scaled",
        opcode: cite(0x75, "vISA spec, SCATTER4_SCALED: Opcode"),
        sub_opcode: None,
        format: SCATTER4_SCALED_FORMAT,
        text: SCATTER4_SCALED_TEXT,
        access: Access::Write,
        addressing: Addressing::Surface,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OF_SEND,
        exec_sizes: cite(SIMD8_16, "vISA spec, SCATTER4_SCALED: Exec_size (0b011 8, 0b100 16); README decision S3"),
        platforms: everywhere(
            "vISA spec, instructions by platform: SCATTER4_SCALED (BDW..TGLLP; no page restricts later platforms)",
        ),
        features: &[],
        surfaces: cite(Surfaces::Untyped, "vISA spec, SCATTER4_SCALED: Surface; README decision S1"),
        blocks: Blocks::Channels("vISA spec, SCATTER4_SCALED: Channels"),
        memory: LaneMemory::Channels,
        operands: &[
            scalar(F::Offset, Types::Fixed(UD), SCATTER4_OPERANDS),
            raw(F::ElementOffset, Types::Fixed(UD), Footprint::PerLane(4), SCATTER4_OPERANDS),
            raw(F::Src, Types::Fixed(DWORD_DATA), Footprint::Channels, SCATTER4_OPERANDS),
        ],
    },
    // GATHER_SCALED
    MessageDesc {
        message: Message::GatherScaled,
        name: "GATHER_SCALED",
        mnemonic: "gather_scaled",
        opcode: cite(0x78, "vISA spec, GATHER_SCALED: Opcode"),
        sub_opcode: None,
        format: GATHER_SCALED_FORMAT,
        text: GATHER_SCALED_TEXT,
        access: Access::Read,
        addressing: Addressing::Surface,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_16, SCALED_SIMD32_ABORTS),
        platforms: everywhere("vISA spec, instructions by platform: GATHER_SCALED"),
        features: &[],
        surfaces: cite(Surfaces::Untyped, "vISA spec, GATHER_SCALED: Surface"),
        blocks: Blocks::Counts(cite(SCALED_COUNTS, "vISA spec, GATHER_SCALED: Num_blocks (1, 2, 4 one-byte blocks)")),
        memory: LaneMemory::Blocks,
        operands: &[
            scalar(F::Offset, Types::Fixed(UD), "vISA spec, GATHER_SCALED: Offset (type UD)"),
            raw(
                F::ElementOffset,
                Types::Fixed(UD),
                Footprint::PerLane(4),
                "vISA spec, GATHER_SCALED: Element_offset (type UD)",
            ),
            raw(
                F::Dst,
                Types::Fixed(DWORD_DATA),
                Footprint::PerLane(4),
                "vISA spec, GATHER_SCALED: Dst (type UD, D, F; one dword per lane)",
            ),
        ],
    },
    // SCATTER_SCALED
    MessageDesc {
        message: Message::ScatterScaled,
        name: "SCATTER_SCALED",
        mnemonic: "scatter_scaled",
        opcode: cite(0x79, "vISA spec, SCATTER_SCALED: Opcode"),
        sub_opcode: None,
        format: SCATTER_SCALED_FORMAT,
        text: SCATTER_SCALED_TEXT,
        access: Access::Write,
        addressing: Addressing::Surface,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OF_SEND,
        exec_sizes: cite(SIMD1_TO_16, SCALED_SIMD32_ABORTS),
        platforms: everywhere("vISA spec, instructions by platform: SCATTER_SCALED"),
        features: &[],
        surfaces: cite(Surfaces::Untyped, "vISA spec, SCATTER_SCALED: Surface"),
        blocks: Blocks::Counts(cite(SCALED_COUNTS, "vISA spec, SCATTER_SCALED: Num_blocks (1, 2, 4 one-byte blocks)")),
        memory: LaneMemory::Blocks,
        operands: &[
            scalar(F::Offset, Types::Fixed(UD), "vISA spec, SCATTER_SCALED: Offset (type UD)"),
            raw(
                F::ElementOffset,
                Types::Fixed(UD),
                Footprint::PerLane(4),
                "vISA spec, SCATTER_SCALED: Element_offset (type UD)",
            ),
            raw(
                F::Src,
                Types::Fixed(DWORD_DATA),
                Footprint::PerLane(4),
                "vISA spec, SCATTER_SCALED: Src (type UD, D, F; one dword per lane)",
            ),
        ],
    },
    // DWORD_ATOMIC
    MessageDesc {
        message: Message::DwordAtomic,
        name: "DWORD_ATOMIC",
        mnemonic: "dword_atomic",
        opcode: cite(0x7d, "vISA spec, DWORD_ATOMIC: Opcode"),
        sub_opcode: None,
        format: DWORD_ATOMIC_FORMAT,
        text: DWORD_ATOMIC_TEXT,
        access: Access::ReadWrite,
        addressing: Addressing::Surface,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_16, "vISA spec, DWORD_ATOMIC: Exec_size (0b000 1 .. 0b100 16)"),
        platforms: everywhere("vISA spec, instructions by platform: DWORD_ATOMIC"),
        features: &[FeatureRow {
            feature: Feature::Atomic16,
            platforms: from_xelp(
                "vISA spec, DWORD_ATOMIC: Op {TGLLP+}Bit[5]",
                "vISA spec, DWORD_ATOMIC: Op {TGLLP+}Bit[5]",
            ),
        }],
        surfaces: cite(Surfaces::Untyped, "vISA spec, DWORD_ATOMIC: Surface (\"It must be a buffer\": T0, T255)"),
        blocks: Blocks::None,
        memory: LaneMemory::AtomicData,
        operands: &[
            raw(
                F::ElementOffset,
                Types::Fixed(UD),
                Footprint::PerLane(4),
                "vISA spec, DWORD_ATOMIC: Element_offset (type UD)",
            ),
            nullable(raw(F::Src0, Types::AtomicData, Footprint::AtomicData, DWORD_ATOMIC_OPERANDS), Null::WhenUnused),
            nullable(raw(F::Src1, Types::AtomicData, Footprint::AtomicData, DWORD_ATOMIC_OPERANDS), Null::WhenUnused),
            nullable(raw(F::Dst, Types::AtomicData, Footprint::AtomicData, DWORD_ATOMIC_OPERANDS), Null::Allowed),
        ],
    },
    // QW_GATHER
    MessageDesc {
        message: Message::QwGather,
        name: "QW_GATHER",
        mnemonic: "qw_gather",
        opcode: cite(0x86, "vISA spec, QW_GATHER: Opcode"),
        sub_opcode: None,
        format: QW_GATHER_FORMAT,
        text: QW_GATHER_TEXT,
        access: Access::Read,
        addressing: Addressing::Surface,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_16, "vISA spec, QW_GATHER: Exec_size (0b000 1 .. 0b100 16)"),
        platforms: QW_PLATFORMS,
        features: &[],
        surfaces: cite(Surfaces::Untyped, "vISA spec, QW_GATHER: Surface (\"T0 (SLM) is supported\")"),
        blocks: Blocks::Counts(cite(&[1], "vISA spec, QW_GATHER: Num_blocks (0b00 1 block only)")),
        memory: LaneMemory::Blocks,
        operands: &[
            raw(F::Offset, Types::Fixed(UD), Footprint::PerLane(4), "vISA spec, QW_GATHER: Offset (type UD)"),
            raw(
                F::Dst,
                Types::Fixed(QWORD_DATA),
                Footprint::QwBlocks,
                "vISA spec, QW_GATHER: Dst (type Q, UQ, DF), Semantics",
            ),
        ],
    },
    // QW_SCATTER
    MessageDesc {
        message: Message::QwScatter,
        name: "QW_SCATTER",
        mnemonic: "qw_scatter",
        opcode: cite(0x87, "vISA spec, QW_SCATTER: Opcode"),
        sub_opcode: None,
        format: QW_SCATTER_FORMAT,
        text: QW_SCATTER_TEXT,
        access: Access::Write,
        addressing: Addressing::Surface,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_16, "vISA spec, QW_SCATTER: Exec_size (0b000 1 .. 0b100 16)"),
        platforms: QW_PLATFORMS,
        features: &[],
        surfaces: cite(Surfaces::Untyped, "vISA spec, QW_SCATTER: Surface"),
        blocks: Blocks::Counts(cite(&[1], "vISA spec, QW_SCATTER: Num_blocks (0b00 1 block only)")),
        memory: LaneMemory::Blocks,
        operands: &[
            raw(F::Offset, Types::Fixed(UD), Footprint::PerLane(4), "vISA spec, QW_SCATTER: Offset, Src"),
            raw(F::Src, Types::Fixed(QWORD_DATA), Footprint::QwBlocks, "vISA spec, QW_SCATTER: Offset, Src"),
        ],
    },
    // SVM_BLOCK_LD
    MessageDesc {
        message: Message::SvmBlockLd,
        name: "SVM_BLOCK_LD",
        mnemonic: "svm_block_ld",
        opcode: cite(0x4e, "vISA spec, SVM_BLOCK_LD: Opcode (SVM 0x4e, BLOCK_LD 0x01)"),
        sub_opcode: Some(0x01),
        format: SVM_BLOCK_LD_FORMAT,
        text: SVM_BLOCK_LD_TEXT,
        access: Access::Read,
        addressing: Addressing::Svm,
        lanes: Lanes::Owords,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(OWORDS, "vISA spec, SVM_BLOCK_LD: Properties Bit[2..0] (1, 2, 4, 8 owords)"),
        platforms: everywhere("vISA spec, instructions by platform: SVM_BLOCK_LD"),
        features: &[],
        surfaces: cite(Surfaces::None, "vISA spec, SVM_BLOCK_LD: Address"),
        blocks: Blocks::None,
        memory: LaneMemory::Owords,
        operands: &[
            scalar(F::Address, Types::Fixed(UQ), "vISA spec, SVM_BLOCK_LD: Address (type UQ)"),
            raw(F::Dst, Types::Any, Footprint::Owords, "vISA spec, SVM_BLOCK_LD: Dst, Semantics"),
        ],
    },
    // SVM_BLOCK_ST
    MessageDesc {
        message: Message::SvmBlockSt,
        name: "SVM_BLOCK_ST",
        mnemonic: "svm_block_st",
        opcode: cite(0x4e, "vISA spec, SVM_BLOCK_ST: Opcode (SVM 0x4e, BLOCK_ST 0x02)"),
        sub_opcode: Some(0x02),
        format: SVM_BLOCK_ST_FORMAT,
        text: SVM_BLOCK_ST_TEXT,
        access: Access::Write,
        addressing: Addressing::Svm,
        lanes: Lanes::Owords,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(OWORDS, "vISA spec, SVM_BLOCK_ST: Properties Bit[2..0] (1, 2, 4, 8 owords)"),
        platforms: everywhere("vISA spec, instructions by platform: SVM_BLOCK_ST"),
        features: &[],
        surfaces: cite(Surfaces::None, "vISA spec, SVM_BLOCK_ST: Address"),
        blocks: Blocks::None,
        memory: LaneMemory::Owords,
        operands: &[
            scalar(F::Address, Types::Fixed(UQ), "vISA spec, SVM_BLOCK_ST: Address (oword-aligned, type UQ)"),
            raw(F::Src, Types::Any, Footprint::Owords, "vISA spec, SVM_BLOCK_ST: Src, Semantics"),
        ],
    },
    // SVM_GATHER
    MessageDesc {
        message: Message::SvmGather,
        name: "SVM_GATHER",
        mnemonic: "svm_gather",
        opcode: cite(0x4e, "vISA spec, SVM_GATHER: Opcode (SVM 0x4e, GATHER 0x03)"),
        sub_opcode: Some(0x03),
        format: SVM_GATHER_FORMAT,
        text: SVM_GATHER_TEXT,
        access: Access::Read,
        addressing: Addressing::Svm,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_16, "vISA spec, SVM_GATHER: Exec_size (0b000 1 .. 0b100 16)"),
        platforms: everywhere("vISA spec, instructions by platform: SVM_GATHER"),
        features: &[],
        surfaces: cite(Surfaces::None, "vISA spec, SVM_GATHER: Addresses"),
        blocks: Blocks::Pairs(&SVM_BLOCKS),
        memory: LaneMemory::Blocks,
        operands: &[
            raw(F::Addresses, Types::Fixed(UQ), Footprint::PerLane(8), "vISA spec, SVM_GATHER: Addresses, Notes"),
            raw(F::Dst, Types::BlockSized, Footprint::SvmBlocks, "vISA spec, SVM_GATHER: Addresses, Notes"),
        ],
    },
    // SVM_SCATTER
    MessageDesc {
        message: Message::SvmScatter,
        name: "SVM_SCATTER",
        mnemonic: "svm_scatter",
        opcode: cite(0x4e, "vISA spec, SVM_SCATTER: Opcode (SVM 0x4e, SCATTER 0x04)"),
        sub_opcode: Some(0x04),
        format: SVM_SCATTER_FORMAT,
        text: SVM_SCATTER_TEXT,
        access: Access::Write,
        addressing: Addressing::Svm,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_16, "vISA spec, SVM_SCATTER: Exec_size (0b000 1 .. 0b100 16)"),
        platforms: everywhere("vISA spec, instructions by platform: SVM_SCATTER"),
        features: &[],
        surfaces: cite(Surfaces::None, "vISA spec, SVM_SCATTER: Addresses"),
        blocks: Blocks::Pairs(&SVM_BLOCKS),
        memory: LaneMemory::Blocks,
        operands: &[
            raw(F::Addresses, Types::Fixed(UQ), Footprint::PerLane(8), "vISA spec, SVM_SCATTER: Addresses (type UQ)"),
            raw(
                F::Src,
                Types::BlockSized,
                Footprint::SvmBlocks,
                "vISA spec, SVM_SCATTER: Src, Notes (\"The operand's type must be the same size as <block_size>\")",
            ),
        ],
    },
    // SVM_ATOMIC
    MessageDesc {
        message: Message::SvmAtomic,
        name: "SVM_ATOMIC",
        mnemonic: "svm_atomic",
        opcode: cite(0x4e, "vISA spec, SVM_ATOMIC: Opcode (SVM 0x4e, ATOMIC 0x05)"),
        sub_opcode: Some(0x05),
        format: SVM_ATOMIC_FORMAT,
        text: SVM_ATOMIC_TEXT,
        access: Access::ReadWrite,
        addressing: Addressing::Svm,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_8, "vISA spec, SVM_ATOMIC: Exec_size (0b000 1 .. 0b011 8)"),
        platforms: everywhere("vISA spec, instructions by platform: SVM_ATOMIC"),
        features: &[
            FeatureRow {
                feature: Feature::Atomic16,
                platforms: from_xelp(
                    "vISA spec, SVM_ATOMIC: Op {TGLLP+}Bit[6..5]",
                    "vISA spec, SVM_ATOMIC: Op {TGLLP+}Bit[6..5]",
                ),
            },
            FeatureRow {
                feature: Feature::Atomic64,
                platforms: from_xelp(
                    "vISA spec, SVM_ATOMIC: Op {TGLLP+}Bit[6..5]",
                    "vISA spec, SVM_ATOMIC: Op {TGLLP+}Bit[6..5]",
                ),
            },
            // Last: the `message-feature` rule cites the first row (this is the `exec-size` rule's).
            FeatureRow { feature: Feature::Simd16, platforms: crate::isa::message_model::SVM_ATOMIC_SIMD16 },
        ],
        surfaces: cite(Surfaces::None, "vISA spec, SVM_ATOMIC: Addresses"),
        blocks: Blocks::None,
        memory: LaneMemory::AtomicData,
        operands: &[
            raw(F::Addresses, Types::Fixed(UQ), Footprint::PerLane(8), "vISA spec, SVM_ATOMIC: Addresses (type UQ)"),
            nullable(raw(F::Src0, Types::AtomicData, Footprint::AtomicData, SVM_ATOMIC_OPERANDS), Null::WhenUnused),
            nullable(raw(F::Src1, Types::AtomicData, Footprint::AtomicData, SVM_ATOMIC_OPERANDS), Null::WhenUnused),
            nullable(raw(F::Dst, Types::AtomicData, Footprint::AtomicData, SVM_ATOMIC_OPERANDS), Null::Allowed),
        ],
    },
    lsc_untyped(
        Message::LscLoad,
        "lsc_load",
        cite(LSC_UNTYPED, "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_load 0x00)"),
        0x00,
        Access::Read,
        &[
            // `%null`: a prefetch (vISA spec, LSC_UNTYPED: DstData, "The null register may be used in case of a
            // prefetch-load where none is needed").
            nullable(raw(F::DstData, Types::LscData, Footprint::LscData, LSC_OPERANDS), Null::Allowed),
            raw(F::Src0Addrs, Types::LscAddress, Footprint::LscAddresses, LSC_OPERANDS),
        ],
    ),
    lsc_untyped(
        Message::LscStore,
        "lsc_store",
        cite(LSC_UNTYPED, "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_store 0x04)"),
        0x04,
        Access::Write,
        &[
            raw(F::Src0Addrs, Types::LscAddress, Footprint::LscAddresses, LSC_OPERANDS),
            raw(F::Src1Data, Types::LscData, Footprint::LscData, LSC_OPERANDS),
        ],
    ),
    // LSC_UNTYPED lsc_atomic_* (LscSubOp 0x08..0x1A: the operation)
    MessageDesc {
        message: Message::LscAtomic,
        name: "LSC_UNTYPED",
        mnemonic: "lsc_atomic",
        opcode: cite(
            LSC_UNTYPED,
            "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_atomic_iinc 0x08 .. lsc_atomic_xor 0x1A)",
        ),
        sub_opcode: None,
        format: LSC_ATOMIC_FORMAT,
        text: LSC_ATOMIC_TEXT,
        access: Access::ReadWrite,
        addressing: Addressing::Svm,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1_TO_32, LSC_EXEC),
        platforms: lsc_where(),
        features: &[],
        surfaces: cite(Surfaces::None, "vISA spec, LSC_UNTYPED: AddrType (flat: no surface)"),
        blocks: Blocks::None,
        memory: LaneMemory::LscVector,
        operands: &[
            nullable(raw(F::DstData, Types::LscData, Footprint::LscData, LSC_ATOMIC_OPERANDS), Null::Allowed),
            raw(F::Src0Addrs, Types::LscAddress, Footprint::LscAddresses, LSC_ATOMIC_OPERANDS),
            nullable(raw(F::Src1Data, Types::LscData, Footprint::LscData, LSC_ATOMIC_OPERANDS), Null::WhenUnused),
            nullable(raw(F::Src2Data, Types::LscData, Footprint::LscData, LSC_ATOMIC_OPERANDS), Null::WhenUnused),
        ],
    },
    // LSC_FENCE
    MessageDesc {
        message: Message::LscFence,
        name: "LSC_FENCE",
        mnemonic: "lsc_fence",
        opcode: cite(LSC_FENCE, "vISA spec, LSC_FENCE: Opcode (0x8b)"),
        sub_opcode: None,
        format: LSC_FENCE_FORMAT,
        text: LSC_FENCE_TEXT,
        // Orders the thread's reads and writes of the unit.
        access: Access::ReadWrite,
        addressing: Addressing::Svm,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(SIMD1, "vISA spec, LSC_FENCE: ExecSize (\"Should always be 1 and no mask\")"),
        platforms: lsc_where(),
        features: &[],
        surfaces: cite(Surfaces::None, "vISA spec, LSC_FENCE: Format (no surface)"),
        blocks: Blocks::None,
        memory: LaneMemory::Nothing,
        operands: &[],
    },
    // LSC_UNTYPED lsc_load_block2d (LscSubOp 0x03; a %null destination prefetches)
    lsc_block2d(
        Message::LscLoadBlock2d,
        "lsc_load_block2d",
        cite(LSC_UNTYPED, "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_load_block2d 0x03)"),
        0x03,
        Access::Read,
    ),
    // LSC_UNTYPED lsc_store_block2d (LscSubOp 0x07)
    lsc_block2d(
        Message::LscStoreBlock2d,
        "lsc_store_block2d",
        cite(LSC_UNTYPED, "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_store_block2d 0x07)"),
        0x07,
        Access::Write,
    ),
    lsc_quad(
        Message::LscLoadQuad,
        "lsc_load_quad",
        cite(LSC_UNTYPED, "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_load_quad 0x02)"),
        0x02,
        Access::Read,
        &[
            nullable(raw(F::DstData, Types::LscData, Footprint::LscData, LSC_QUAD_OPERANDS), Null::Allowed),
            raw(F::Src0Addrs, Types::LscAddress, Footprint::LscAddresses, LSC_QUAD_OPERANDS),
        ],
    ),
    lsc_quad(
        Message::LscStoreQuad,
        "lsc_store_quad",
        cite(LSC_UNTYPED, "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_store_quad 0x06)"),
        0x06,
        Access::Write,
        &[
            raw(F::Src0Addrs, Types::LscAddress, Footprint::LscAddresses, LSC_QUAD_OPERANDS),
            raw(F::Src1Data, Types::LscData, Footprint::LscData, LSC_QUAD_OPERANDS),
        ],
    ),
    {
        let mut desc = lsc_untyped(
            Message::LscLoadStatus,
            "lsc_load_status",
            cite(LSC_UNTYPED, "vISA spec, LSC_UNTYPED: Opcode (0x89; LscSubOp lsc_load_status 0x1B)"),
            0x1b,
            Access::Read,
            &[
                raw(F::DstData, Types::Fixed(DWORD_INT), Footprint::LscStatus, LSC_STATUS_OPERANDS),
                raw(F::Src0Addrs, Types::LscAddress, Footprint::LscAddresses, LSC_STATUS_OPERANDS),
            ],
        );
        // It reads the pages' state, not their data.
        desc.memory = LaneMemory::Nothing;
        desc
    },
    // LSC_TYPED (`.tgm`)
    typed::ROWS[0],
    typed::ROWS[1],
    typed::ROWS[2],
];

// ---------------------------------------------------------------------------
// Formats and text forms.
// ---------------------------------------------------------------------------

const fn f(name: FieldName, kind: FieldKind) -> FormatField {
    FormatField { name, kind }
}

use FieldKind as K;
use FieldName as F;
use TextPiece as T;

const EXEC: FormatField = f(F::Exec, K::Exec);
const PRED: FormatField = f(F::Pred, K::Pred);
const SURFACE: FormatField = f(F::Surface, K::Surface);
const SCALE: FormatField = f(F::Scale, K::Ignored(Width::Uw));

/// vISA spec, OWORD_LD and OWORD_LD_UNALIGNED: Format.
const OWORD_LD_FORMAT: &[FormatField] = &[
    f(F::Size, K::NumOwords),
    f(F::IsModified, K::Ignored(Width::Ub)),
    SURFACE,
    f(F::Offset, K::Scalar),
    f(F::Dst, K::Raw),
];
/// `oword_ld (2) T6 V33(0,0)<0;1,0> V34.0`
const OWORD_LD_TEXT: &[TextPiece] =
    &[T::Count(F::Size), T::Operand(F::Surface), T::Operand(F::Offset), T::Operand(F::Dst)];
/// vISA spec, OWORD_ST: Format.
const OWORD_ST_FORMAT: &[FormatField] =
    &[f(F::Size, K::NumOwords), SURFACE, f(F::Offset, K::Scalar), f(F::Src, K::Raw)];
const OWORD_ST_TEXT: &[TextPiece] =
    &[T::Count(F::Size), T::Operand(F::Surface), T::Operand(F::Offset), T::Operand(F::Src)];
/// vISA spec, TYPED_ATOMIC: Format.
const TYPED_ATOMIC_FORMAT: &[FormatField] = &[
    f(F::Op, K::AtomicOp(AtomicWidthBits::Bit5)),
    EXEC,
    PRED,
    SURFACE,
    f(F::U, K::Raw),
    f(F::V, K::Raw),
    f(F::R, K::Raw),
    f(F::Lod, K::Raw),
    f(F::Src0, K::Raw),
    f(F::Src1, K::Raw),
    f(F::Dst, K::Raw),
];
/// `typed_atomic.add (M1, 8) T6 V32.0 %null %null %null V33.0 %null V34.0`
const TYPED_ATOMIC_TEXT: &[TextPiece] = &[
    T::Suffix(F::Op),
    T::Exec,
    T::Operand(F::Surface),
    T::Operand(F::U),
    T::Operand(F::V),
    T::Operand(F::R),
    T::Operand(F::Lod),
    T::Operand(F::Src0),
    T::Operand(F::Src1),
    T::Operand(F::Dst),
];
// A gather and its scatter share their page's Format and text but the data
// operand: `Dst` the gather writes, `Src` the scatter reads.

/// vISA spec, GATHER4_SCALED and SCATTER4_SCALED: Format.
const fn scaled4_format(data: FieldName) -> [FormatField; 8] {
    [
        EXEC,
        PRED,
        f(F::Channels, K::Channels),
        SCALE,
        SURFACE,
        f(F::Offset, K::Scalar),
        f(F::ElementOffset, K::Raw),
        f(data, K::Raw),
    ]
}
/// `gather4_scaled.RG (M1, 8) T6 0x0:ud V33.0 V34.0`
const fn scaled4_text(data: FieldName) -> [TextPiece; 6] {
    [
        T::Suffix(F::Channels),
        T::Exec,
        T::Operand(F::Surface),
        T::Operand(F::Offset),
        T::Operand(F::ElementOffset),
        T::Operand(data),
    ]
}
const GATHER4_SCALED_FORMAT: &[FormatField] = &scaled4_format(F::Dst);
const GATHER4_SCALED_TEXT: &[TextPiece] = &scaled4_text(F::Dst);
const SCATTER4_SCALED_FORMAT: &[FormatField] = &scaled4_format(F::Src);
const SCATTER4_SCALED_TEXT: &[TextPiece] = &scaled4_text(F::Src);
/// vISA spec, GATHER_SCALED and SCATTER_SCALED: Format (`Block_size` and
/// `Scale` ignored).
const fn scaled_format(data: FieldName) -> [FormatField; 9] {
    [
        EXEC,
        PRED,
        f(F::BlockSize, K::Ignored(Width::Ub)),
        f(F::NumBlocks, K::NumBlocks { max: 4 }),
        SCALE,
        SURFACE,
        f(F::Offset, K::Scalar),
        f(F::ElementOffset, K::Raw),
        f(data, K::Raw),
    ]
}
/// `gather_scaled.1 (M1, 8) T6 0x0:ud V33.0 V34.0`
const fn scaled_text(data: FieldName) -> [TextPiece; 6] {
    [
        T::Suffix(F::NumBlocks),
        T::Exec,
        T::Operand(F::Surface),
        T::Operand(F::Offset),
        T::Operand(F::ElementOffset),
        T::Operand(data),
    ]
}
const GATHER_SCALED_FORMAT: &[FormatField] = &scaled_format(F::Dst);
const GATHER_SCALED_TEXT: &[TextPiece] = &scaled_text(F::Dst);
const SCATTER_SCALED_FORMAT: &[FormatField] = &scaled_format(F::Src);
const SCATTER_SCALED_TEXT: &[TextPiece] = &scaled_text(F::Src);
/// vISA spec, DWORD_ATOMIC: Format.
const DWORD_ATOMIC_FORMAT: &[FormatField] = &[
    f(F::Op, K::AtomicOp(AtomicWidthBits::Bit5)),
    EXEC,
    PRED,
    SURFACE,
    f(F::ElementOffset, K::Raw),
    f(F::Src0, K::Raw),
    f(F::Src1, K::Raw),
    f(F::Dst, K::Raw),
];
/// `dword_atomic.add (M1, 8) T5 V32.0 V33.0 %null V34.0`
const DWORD_ATOMIC_TEXT: &[TextPiece] = &[
    T::Suffix(F::Op),
    T::Exec,
    T::Operand(F::Surface),
    T::Operand(F::ElementOffset),
    T::Operand(F::Src0),
    T::Operand(F::Src1),
    T::Operand(F::Dst),
];
/// vISA spec, QW_GATHER: Format.
const QW_GATHER_FORMAT: &[FormatField] =
    &[EXEC, PRED, f(F::NumBlocks, K::NumBlocks { max: 8 }), SURFACE, f(F::Offset, K::Raw), f(F::Dst, K::Raw)];
/// `qw_gather.1 (M1, 8) %slm V32.0 V33.0`
const QW_GATHER_TEXT: &[TextPiece] =
    &[T::Suffix(F::NumBlocks), T::Exec, T::Operand(F::Surface), T::Operand(F::Offset), T::Operand(F::Dst)];
/// vISA spec, QW_SCATTER: Format.
const QW_SCATTER_FORMAT: &[FormatField] =
    &[EXEC, PRED, f(F::NumBlocks, K::NumBlocks { max: 8 }), SURFACE, f(F::Offset, K::Raw), f(F::Src, K::Raw)];
const QW_SCATTER_TEXT: &[TextPiece] =
    &[T::Suffix(F::NumBlocks), T::Exec, T::Operand(F::Surface), T::Operand(F::Offset), T::Operand(F::Src)];
/// vISA spec, SVM_BLOCK_LD: Format (after `SVM_ID`).
const SVM_BLOCK_LD_FORMAT: &[FormatField] =
    &[f(F::Properties, K::OwordProperties { unaligned: true }), f(F::Address, K::Scalar), f(F::Dst, K::Raw)];
/// `svm_block_ld.unaligned (2) V32(0,0)<0;1,0> V33.0`
const SVM_BLOCK_LD_TEXT: &[TextPiece] =
    &[T::Suffix(F::Properties), T::Count(F::Properties), T::Operand(F::Address), T::Operand(F::Dst)];
/// vISA spec, SVM_BLOCK_ST: Format (its `Properties` have no unaligned bit).
const SVM_BLOCK_ST_FORMAT: &[FormatField] =
    &[f(F::Properties, K::OwordProperties { unaligned: false }), f(F::Address, K::Scalar), f(F::Src, K::Raw)];
const SVM_BLOCK_ST_TEXT: &[TextPiece] =
    &[T::Suffix(F::Properties), T::Count(F::Properties), T::Operand(F::Address), T::Operand(F::Src)];
/// vISA spec, SVM_GATHER and SVM_SCATTER: Format.
const fn svm_gather_format(data: FieldName) -> [FormatField; 6] {
    [
        EXEC,
        PRED,
        f(F::BlockSize, K::BlockSize),
        f(F::NumBlocks, K::NumBlocks { max: 8 }),
        f(F::Addresses, K::Raw),
        f(data, K::Raw),
    ]
}
/// `svm_gather.4.1 (M1, 8) V32.0 V33.0`
const fn svm_gather_text(data: FieldName) -> [TextPiece; 5] {
    [T::Suffix(F::BlockSize), T::Suffix(F::NumBlocks), T::Exec, T::Operand(F::Addresses), T::Operand(data)]
}
const SVM_GATHER_FORMAT: &[FormatField] = &svm_gather_format(F::Dst);
const SVM_GATHER_TEXT: &[TextPiece] = &svm_gather_text(F::Dst);
const SVM_SCATTER_FORMAT: &[FormatField] = &svm_gather_format(F::Src);
const SVM_SCATTER_TEXT: &[TextPiece] = &svm_gather_text(F::Src);
/// vISA spec, SVM_ATOMIC: Format.
const SVM_ATOMIC_FORMAT: &[FormatField] = &[
    EXEC,
    PRED,
    f(F::Op, K::AtomicOp(AtomicWidthBits::Bits6To5)),
    f(F::Addresses, K::Raw),
    f(F::Src0, K::Raw),
    f(F::Src1, K::Raw),
    f(F::Dst, K::Raw),
];
/// The page's text order: addresses, dst, src0, src1.
const SVM_ATOMIC_TEXT: &[TextPiece] = &[
    T::Suffix(F::Op),
    T::Exec,
    T::Operand(F::Addresses),
    T::Operand(F::Dst),
    T::Operand(F::Src0),
    T::Operand(F::Src1),
];

const LSC_EXEC: &str =
    "vISA spec, LSC_UNTYPED: Exec_size (SIMD16 on DG2, SIMD32 on PVC; the platform table's lsc_lanes)";
/// A row of LSC_UNTYPED's flat load/store family (`lsc_load`, `lsc_store`):
/// the Format and text are the sub-operation's, the rest the page's.
const fn lsc_untyped(
    message: Message,
    mnemonic: &'static str,
    opcode: Cited<u8>,
    sub_opcode: u8,
    access: Access,
    operands: &'static [OperandDesc],
) -> MessageDesc {
    let write = matches!(access, Access::Write);
    lsc_row(
        (message, mnemonic, opcode, sub_opcode, access),
        if write { LSC_STORE_FORMAT } else { LSC_LOAD_FORMAT },
        if write { LSC_STORE_TEXT } else { LSC_LOAD_TEXT },
        (cite(SIMD1_TO_32, LSC_EXEC), lsc_where(), LaneMemory::LscVector),
        operands,
    )
}

/// A row of LSC_UNTYPED: flat addressing, SIMD lanes, no surface field of
/// its own, no blocks, no features.
const fn lsc_row(
    (message, mnemonic, opcode, sub_opcode, access): (Message, &'static str, Cited<u8>, u8, Access),
    format: &'static [FormatField],
    text: &'static [TextPiece],
    (exec_sizes, platforms, memory): (Cited<&'static [u32]>, [Cited<bool>; Platform::COUNT], LaneMemory),
    operands: &'static [OperandDesc],
) -> MessageDesc {
    MessageDesc {
        message,
        name: "LSC_UNTYPED",
        mnemonic,
        opcode,
        sub_opcode: Some(sub_opcode),
        format,
        text,
        access,
        addressing: Addressing::Svm,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes,
        platforms,
        features: &[],
        surfaces: cite(Surfaces::None, "vISA spec, LSC_UNTYPED: AddrType (flat: no surface)"),
        blocks: Blocks::None,
        memory,
        operands,
    }
}

/// The operands' one citation (the verifier's per-message operand rules cite a row's last operand).
const LSC_OPERANDS: &str =
    "vISA spec, LSC_UNTYPED: Src0Addrs, DstData, Src1Data, AddrSize (a32 UD, a64 UQ), DataSize, \
                            Semantics (DstData[v].elems[n]; transposed DstData[n].elems[v])";
/// vISA spec, LSC_UNTYPED: Format (lsc_load .. lsc_store_uncompressed), after `LscSubOp`.
/// The atomics' row has its `LscSubOp` (the operation) as its first field.
macro_rules! lsc_untyped_format {
    (sub_op $sub_op:expr; $dst:expr, $src1:expr, $src2:expr) => {
        lsc_untyped_format!(@ [$sub_op,] $dst, $src1, $src2)
    };
    (@ [$($first:expr,)*] $dst:expr, $src1:expr, $src2:expr) => {
        lsc_untyped_format!(@@ [$($first,)*] K::LscDataOrder, K::LscVectorSize, K::Ignored(Width::Ub); $dst, $src1, $src2)
    };
    // The quad forms: `ChMask` instead of a vector size, never transposed.
    (quad $dst:expr, $src1:expr) => {
        lsc_untyped_format!(@@ [] K::Constant { width: Width::Ub, value: 1, what: "non-transposed (1)" },
            K::Ignored(Width::Ub), K::LscChMask; $dst, $src1, K::NullRaw)
    };
    (@@ [$($first:expr,)*] $order:expr, $vector:expr, $chmask:expr; $dst:expr, $src1:expr, $src2:expr) => {
        &[
            $($first,)*
            EXEC,
            PRED,
            f(F::LscSfid, K::LscSfid),
            f(F::CachingL1, K::LscCache),
            f(F::CachingL3, K::LscCache),
            f(F::AddrType, K::LscAddrType),
            f(
                F::AddrScale,
                K::Constant { width: Width::Uw, value: 1, what: "1 (other scales crash Intel's assembler)" },
            ),
            f(F::AddrImmOffset, K::ImmOffset),
            f(F::AddrSize, K::LscAddrSize),
            f(F::DataSize, K::LscDataSize),
            f(F::DataOrder, $order),
            f(F::DataElemsPerAddr, $vector),
            // Read only by the quad forms (written as 0 by the others); a
            // quad's vector size is its channel count, written as 0.
            f(F::ChMask, $chmask),
            f(F::Surface, K::LscSurface),
            f(F::DstData, $dst),
            f(F::Src0Addrs, K::Raw),
            f(F::Src1Data, $src1),
            f(F::Src2Data, $src2),
        ]
    };
    ($dst:expr, $src1:expr, $src2:expr) => {
        lsc_untyped_format!(@ [] $dst, $src1, $src2)
    };
}
const LSC_LOAD_FORMAT: &[FormatField] = lsc_untyped_format!(K::Raw, K::NullRaw, K::NullRaw);
const LSC_STORE_FORMAT: &[FormatField] = lsc_untyped_format!(K::NullRaw, K::Raw, K::NullRaw);
/// `lsc_load.ugm.uc.ca (M1, 16) D.0:d32x4 flat[A.0+0x10]:a64`
const LSC_LOAD_TEXT: &[TextPiece] =
    &[T::Suffix(F::LscSfid), T::Suffix(F::CachingL1), T::Exec, T::LscData(F::DstData), T::LscAddress(F::Src0Addrs)];
/// `lsc_store.slm (M1_NM, 1) flat[A.0]:a32 D.0:d32x16t`
const LSC_STORE_TEXT: &[TextPiece] =
    &[T::Suffix(F::LscSfid), T::Suffix(F::CachingL1), T::Exec, T::LscAddress(F::Src0Addrs), T::LscData(F::Src1Data)];

/// A quad row of LSC_UNTYPED (`lsc_load_quad`, `lsc_store_quad`): the
/// flat family's row with the quad Format and text.
const fn lsc_quad(
    message: Message,
    mnemonic: &'static str,
    opcode: Cited<u8>,
    sub_opcode: u8,
    access: Access,
    operands: &'static [OperandDesc],
) -> MessageDesc {
    let write = matches!(access, Access::Write);
    let mut desc = lsc_untyped(message, mnemonic, opcode, sub_opcode, access, operands);
    desc.format = if write { LSC_STORE_QUAD_FORMAT } else { LSC_LOAD_QUAD_FORMAT };
    // Channel c of a lane is the dword at its address + 4c (LOAD_QUAD).
    desc.memory = LaneMemory::Channels;
    desc
}
const LSC_QUAD_OPERANDS: &str = "vISA spec, LSC_UNTYPED: Src0Addrs, DstData, Src1Data, ChMask, \
     Semantics (LOAD_QUAD, STORE_QUAD: DstData[m].elems[n], m the m-th enabled channel)";
/// `lsc_load_quad.ugm (M1, 16) D.0:d32.xzw flat[A.0]:a64`
const LSC_LOAD_QUAD_FORMAT: &[FormatField] = lsc_untyped_format!(quad K::Raw, K::NullRaw);
/// `lsc_store_quad.slm (M1, 16) flat[A.0]:a32 D.0:d32.xyz`
const LSC_STORE_QUAD_FORMAT: &[FormatField] = lsc_untyped_format!(quad K::NullRaw, K::Raw);

const LSC_STATUS_OPERANDS: &str = "vISA spec, LSC_UNTYPED: Src0Addrs, DstData, Semantics (LOAD_STATUS: \
     dest.bit[n] = Msg.ChEn[n] & s; one response GRF)";
const DWORD_INT: &[crate::isa::elem::ElemType] = &[crate::isa::elem::ElemType::UD, crate::isa::elem::ElemType::D];

const LSC_ATOMIC_OPERANDS: &str = "vISA spec, LSC_UNTYPED: Description (atomics: DstData %null without a \
     return, Src1Data and Src2Data %null where the operation does not use them), DstData, Src0Addrs, Src1Data, \
     Src2Data, DataSize";
/// vISA spec, LSC_UNTYPED: Format (the atomics), `LscSubOp` first: the operation.
const LSC_ATOMIC_FORMAT: &[FormatField] =
    lsc_untyped_format!(sub_op f(F::LscSubOp, K::LscAtomicOp); K::Raw, K::Raw, K::Raw);
/// `lsc_atomic_icas.ugm.uc.wb (M1, 16) D.0:d32 flat[A.0]:a64 CMP.0 NEW.0`
const LSC_ATOMIC_TEXT: &[TextPiece] = &[
    T::MnemonicTail(F::LscSubOp),
    T::Suffix(F::LscSfid),
    T::Suffix(F::CachingL1),
    T::Exec,
    T::LscData(F::DstData),
    T::LscAddress(F::Src0Addrs),
    T::Operand(F::Src1Data),
    T::Operand(F::Src2Data),
];

/// vISA spec, LSC_FENCE: Format. The text has neither exec size nor
/// predicate (both assemblers' grammar), and Intel's writer puts
/// `(M1_NM, 1)` (0x80) and no predicate: the only values this row takes.
const LSC_FENCE_FORMAT: &[FormatField] = &[
    f(F::Exec, K::Constant { width: Width::Ub, value: 0x80, what: "exec size (M1_NM, 1) (0x80)" }),
    f(F::Pred, K::Constant { width: Width::Uw, value: 0, what: "predicate (none: the text has no predicate)" }),
    f(F::LscSfid, K::LscFenceUnit),
    f(F::LscFenceOp, K::LscFenceOp),
    f(F::LscScope, K::LscScope),
];
/// `lsc_fence.ugm.evict.gpu`
const LSC_FENCE_TEXT: &[TextPiece] = &[T::Suffix(F::LscSfid), T::Suffix(F::LscFenceOp), T::Suffix(F::LscScope)];

/// The operands' one citation (the verifier's per-message operand rules cite a row's last operand).
const BLOCK2D_OPERANDS: &str = "vISA spec, LSC_UNTYPED: DstData, Src1Data, Semantics (LOAD_BLOCK2D: the register \
     image of Blocks blocks, rows at a power-of-two pitch, each block padded to whole GRFs), SurfaceBaseAddr (64b), \
     SurfaceWidth, SurfaceHeight, SurfacePitch, Src0AddrX, Src0AddrY";
/// The six surface operands: a 64-bit base, then dwords.
const BLOCK2D_SURFACE_OPERANDS: [OperandDesc; 6] = [
    scalar(F::SurfaceBaseAddr, Types::Fixed(UQ_OR_Q), BLOCK2D_OPERANDS),
    scalar(F::SurfaceWidth, Types::Fixed(DWORD_INT), BLOCK2D_OPERANDS),
    scalar(F::SurfaceHeight, Types::Fixed(DWORD_INT), BLOCK2D_OPERANDS),
    scalar(F::SurfacePitch, Types::Fixed(DWORD_INT), BLOCK2D_OPERANDS),
    scalar(F::Src0AddrX, Types::Fixed(DWORD_INT), BLOCK2D_OPERANDS),
    scalar(F::Src0AddrY, Types::Fixed(DWORD_INT), BLOCK2D_OPERANDS),
];
const UQ_OR_Q: &[crate::isa::elem::ElemType] = &[crate::isa::elem::ElemType::UQ, crate::isa::elem::ElemType::Q];
const fn block2d_operands(write: bool) -> [OperandDesc; 7] {
    let data = raw(F::Src1Data, Types::Any, Footprint::Block2d, BLOCK2D_OPERANDS);
    let s = BLOCK2D_SURFACE_OPERANDS;
    if write {
        [s[0], s[1], s[2], s[3], s[4], s[5], data]
    } else {
        // A %null destination is a prefetch.
        let dst = nullable(raw(F::DstData, Types::Any, Footprint::Block2d, BLOCK2D_OPERANDS), Null::Allowed);
        [dst, s[0], s[1], s[2], s[3], s[4], s[5]]
    }
}
static BLOCK2D_LOAD_OPERANDS: [OperandDesc; 7] = block2d_operands(false);
static BLOCK2D_STORE_OPERANDS: [OperandDesc; 7] = block2d_operands(true);

/// A row of LSC_UNTYPED's 2D block messages.
const fn lsc_block2d(
    message: Message,
    mnemonic: &'static str,
    opcode: Cited<u8>,
    sub_opcode: u8,
    access: Access,
) -> MessageDesc {
    let write = matches!(access, Access::Write);
    lsc_row(
        (message, mnemonic, opcode, sub_opcode, access),
        if write { BLOCK2D_STORE_FORMAT } else { BLOCK2D_LOAD_FORMAT },
        if write { BLOCK2D_STORE_TEXT } else { BLOCK2D_LOAD_TEXT },
        (
            cite(SIMD1, "vISA spec, LSC_UNTYPED: Examples (lsc_load_block2d.ugm (M1_NM,1))"),
            typed::table_cells(typed::TableCell::LscBlock2d),
            LaneMemory::Block2dSurface,
        ),
        if write { &BLOCK2D_STORE_OPERANDS } else { &BLOCK2D_LOAD_OPERANDS },
    )
}

/// vISA spec, LSC_UNTYPED: Format (lsc_load_block2d, lsc_store_block2d), after `LscSubOp`.
macro_rules! block2d_format {
    ($dst:expr, $src1:expr) => {
        &[
            EXEC,
            PRED,
            f(F::LscSfid, K::LscSfid),
            f(F::CachingL1, K::LscCache),
            f(F::CachingL3, K::LscCache),
            f(F::DataSize, K::LscBlock2dDataSize),
            f(F::DataOrder, K::LscDataOrder),
            f(F::Blocks, K::LscBlocks),
            f(F::BlockWidth, K::LscBlockDim),
            f(F::BlockHeight, K::LscBlockDim),
            f(F::Vnni, K::LscVnni),
            f(F::DstData, $dst),
            f(F::SurfaceBaseAddr, K::Scalar),
            f(F::SurfaceWidth, K::Scalar),
            f(F::SurfaceHeight, K::Scalar),
            f(F::SurfacePitch, K::Scalar),
            f(F::Src0AddrX, K::Scalar),
            f(F::Src0AddrY, K::Scalar),
            f(F::Src1Data, $src1),
        ]
    };
}
const BLOCK2D_LOAD_FORMAT: &[FormatField] = block2d_format!(K::Raw, K::NullRaw);
const BLOCK2D_STORE_FORMAT: &[FormatField] = block2d_format!(K::NullRaw, K::Raw);
/// `lsc_load_block2d.ugm.uc.ca (M1_NM, 1) D.0:d16.2x16x8nn flat[B, S, S(0,1), S(0,2), S(0,3), S(0,4)]`
const BLOCK2D_LOAD_TEXT: &[TextPiece] =
    &[T::Suffix(F::LscSfid), T::Suffix(F::CachingL1), T::Exec, T::Block2dData(F::DstData), T::Block2dAddress];
/// `lsc_store_block2d.ugm (M1_NM, 1) flat[B, S, S(0,1), S(0,2), S(0,3), S(0,4)] D.0:d16.16x8nn`
const BLOCK2D_STORE_TEXT: &[TextPiece] =
    &[T::Suffix(F::LscSfid), T::Suffix(F::CachingL1), T::Exec, T::Block2dAddress, T::Block2dData(F::Src1Data)];

const TYPED_ATOMIC_NOT_FROM_PVC: Cited<bool> =
    cite(false, "vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC} (legacy typed messages end before PVC)");
const TYPED_ATOMIC_YES: Cited<bool> = cite(
    true,
    "vISA spec, instructions by platform: TYPED_ATOMIC; vISA spec, Instructions chapter: TYPED_ATOMIC {-PVC}",
);
const TYPED_OPERANDS: &str = "vISA spec, TYPED_ATOMIC: U, V, R, LOD, Src0, Src1, Dst";
const SCATTER4_OPERANDS: &str = "vISA spec, SCATTER4_SCALED: Offset, Element_offset, Src";
const DWORD_ATOMIC_OPERANDS: &str = "vISA spec, DWORD_ATOMIC: Src0, Src1, Dst, Notes";
const SVM_ATOMIC_OPERANDS: &str = "vISA spec, SVM_ATOMIC: Src0, Src1, Dst, Notes";
/// QW_GATHER and QW_SCATTER: the platform table's `legacy.qword_messages`.
const QW_PLATFORMS: [Cited<bool>; Platform::COUNT] = {
    let mut cells = [PLATFORM_TABLE[0].legacy.qword_messages; Platform::COUNT];
    let mut i = 0;
    while i < Platform::COUNT {
        cells[i] = PLATFORM_TABLE[i].legacy.qword_messages;
        i += 1;
    }
    cells
};
/// OWORD_LD/OWORD_LD_UNALIGNED/OWORD_ST on SLM: "T0 (SLM): {ICLLP+} Yes. No for earlier platforms".
const OWORD_SLM: [Cited<bool>; Platform::COUNT] = legacy_where(
    cite(false, "vISA spec, OWORD_LD: Surface (\"T0 (SLM): {ICLLP+} Yes. No for earlier platforms\")"),
    cite(true, "vISA spec, OWORD_LD: Surface (\"T0 (SLM): {ICLLP+} Yes\")"),
);

// ---------------------------------------------------------------------------
// Atomic data types (the Notes of DWORD_ATOMIC, SVM_ATOMIC, TYPED_ATOMIC).
// ---------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::elem::ElemType;
    use Platform::*;

    /// The index answers as a search of the Format does, for every name
    /// any row has (present or absent in each).
    #[test]
    fn field_index_answers_as_the_format_search() {
        let names: Vec<FieldName> = Message::ALL.iter().flat_map(|m| m.desc().format.iter().map(|f| f.name)).collect();
        // Each in the index made when the program is compiled (none searched for).
        assert!(names.iter().all(|&n| (n as usize) < field_index::NAMES));
        for m in Message::ALL {
            for &name in &names {
                let searched = m.desc().format.iter().enumerate().find(|(_, f)| f.name == name);
                assert_eq!(m.field(name).map(|(i, _)| i), searched.map(|(i, _)| i), "{}: {name:?}", m.name());
            }
        }
    }

    #[test]
    fn each_row_describes_its_instruction_once() {
        for m in Message::ALL {
            let d = m.desc();
            // The operand table is the Format's raw and scalar fields, in order.
            let format_operands: Vec<_> = d.format.iter().filter(|f| f.kind.is_operand()).map(|f| f.name).collect();
            let operands: Vec<_> = d.operands.iter().map(|o| o.field).collect();
            assert_eq!(format_operands, operands, "{}", d.name);
            // A field appears once; the text shows every field but the
            // predicate (written before the mnemonic) and the ignored ones, once.
            for (i, field) in d.format.iter().enumerate() {
                assert!(d.format[..i].iter().all(|f| f.name != field.name), "{}: {:?} twice", d.name, field.name);
                let shown = d
                    .text
                    .iter()
                    .filter(|p| match p {
                        TextPiece::Exec => field.kind == FieldKind::Exec,
                        TextPiece::Suffix(F::CachingL1) => matches!(field.name, F::CachingL1 | F::CachingL3),
                        TextPiece::Suffix(n)
                        | TextPiece::Count(n)
                        | TextPiece::Operand(n)
                        | TextPiece::MnemonicTail(n) => *n == field.name,
                        TextPiece::LscData(n) => {
                            *n == field.name
                                || matches!(field.name, F::DataSize | F::DataOrder | F::DataElemsPerAddr | F::ChMask)
                                    && !matches!(field.kind, FieldKind::Ignored(_) | FieldKind::Constant { .. })
                        }
                        TextPiece::LscAddress(n) => {
                            *n == field.name
                                || matches!(field.name, F::AddrType | F::AddrImmOffset | F::AddrSize | F::Surface)
                        }
                        TextPiece::Block2dData(n) => {
                            *n == field.name
                                || matches!(
                                    field.name,
                                    F::DataSize | F::DataOrder | F::Blocks | F::BlockWidth | F::BlockHeight | F::Vnni
                                )
                        }
                        TextPiece::LscTypedAddress => {
                            matches!(field.name, F::AddrType | F::Surface | F::AddrSize | F::U | F::V | F::R | F::Lod)
                        }
                        TextPiece::Block2dAddress => matches!(
                            field.name,
                            F::SurfaceBaseAddr
                                | F::SurfaceWidth
                                | F::SurfaceHeight
                                | F::SurfacePitch
                                | F::Src0AddrX
                                | F::Src0AddrY
                        ),
                    })
                    .count();
                let expected = match field.kind {
                    FieldKind::Pred | FieldKind::Ignored(_) | FieldKind::NullRaw | FieldKind::FlatSurface => 0,
                    // The scale is always 1 and not written; nor are a fence's exec size and predicate.
                    // A quad's data order is always non-transposed.
                    FieldKind::Constant { .. }
                        if matches!(field.name, F::AddrScale | F::Exec | F::Pred | F::DataOrder) =>
                    {
                        0
                    }
                    // `.unaligned` and `(n)`.
                    FieldKind::OwordProperties { .. } => 2,
                    _ => 1,
                };
                assert_eq!(shown, expected, "{}: {:?} in the text", d.name, field.name);
            }
            assert_eq!(Message::from_opcodes(d.opcode.value, d.sub_opcode), Some(m));
            let sub_field = d.format.first().is_some_and(|f| f.kind == FieldKind::LscAtomicOp);
            assert_eq!(Message::has_sub_opcodes(d.opcode.value), d.sub_opcode.is_some() || sub_field, "{}", d.name);
            if !sub_field {
                assert_eq!(Message::from_mnemonic(d.mnemonic), Some(m));
            }
            // Lanes: a SIMD message has an exec size and a predicate; a block message neither.
            // (LSC_FENCE's are constants: (M1_NM, 1), none.)
            let simd = d.format.iter().any(|f| f.name == F::Exec);
            assert_eq!(simd, d.lanes == Lanes::Simd, "{}", d.name);
            assert_eq!(simd, d.format.iter().any(|f| f.name == F::Pred), "{}", d.name);
        }
    }

    #[test]
    fn exec_sizes_fit_inline() {
        // svm_block_exec_sizes keeps a subset of one message's sizes inline.
        for message in MESSAGES.iter() {
            assert!(message.exec_sizes.value.len() <= ExecSizes::CAPACITY, "{}", message.name);
        }
        let sizes = svm_block_exec_sizes(Message::SvmGather, XeHpg, 4, 2);
        assert_eq!(&*sizes, &[8, 16], "SVM_GATHER of 2 dword blocks: SIMD8 and SIMD16");
    }

    #[test]
    fn rows_are_indexed_by_message() {
        for m in Message::ALL {
            assert_eq!(m.desc().message, m);
            assert!(!m.desc().exec_sizes.value.is_empty());
            assert!(m.desc().exec_sizes.value.windows(2).all(|w| w[0] < w[1]), "{}", m.name());
            // LSC's messages share their page (LSC_UNTYPED) and are told apart by LscSubOp.
            if !m.is_lsc() {
                assert_eq!(m.mnemonic(), m.name().to_ascii_lowercase());
            }
        }
    }

    #[test]
    fn every_cell_cites_a_source() {
        for m in Message::ALL {
            let d = m.desc();
            let mut sources = vec![d.opcode.source, d.exec_sizes.source, d.surfaces.source];
            sources.extend(d.platforms.iter().map(|c| c.source));
            sources.extend(d.features.iter().flat_map(|f| f.platforms.iter().map(|c| c.source)));
            sources.extend(d.operands.iter().map(|o| o.source));
            // The platform table's cells cite IGC's target description (no legacy data port) and its 2D block
            // table (lsc_block2d).
            assert!(
                sources.iter().all(|s| s.starts_with("vISA spec, ")
                    || s.starts_with("IGC GenX.td: ")
                    || s.starts_with("IGC Supported 2D block I/O variants")),
                "{}: {sources:?}",
                m.name()
            );
        }
    }

    #[test]
    fn platform_facts() {
        let on = |m: Message| Platform::ALL.map(|p| m.available_on(p));
        // Columns: gen9, xelp, xehpg, xehpc, mtl, xe2.
        // Intel's compiler never writes QW_GATHER/QW_SCATTER before Xe-HPC.
        assert_eq!(on(Message::QwScatter), [false, false, false, true, false, false]);
        assert_eq!(on(Message::QwGather), [false, false, false, true, false, false]);
        assert_eq!(on(Message::TypedAtomic), [true, true, true, false, true, false]);
        // Xe2 has no legacy data port: no legacy message at all.
        assert_eq!(on(Message::SvmScatter), [true, true, true, true, true, false]);
        for m in Message::ALL.into_iter().filter(|m| !m.is_lsc()) {
            assert!(!m.available_on(Xe2), "{m:?}");
        }
        // LSC: from Xe-HPG, as wide as the platform table's lsc_lanes.
        assert_eq!(on(Message::LscLoad), [false, false, true, true, true, true]);
        assert_eq!(on(Message::LscStore), [false, false, true, true, true, true]);
        assert_eq!(on(Message::LscFence), [false, false, true, true, true, true]);
        assert_eq!(on(Message::LscAtomic), [false, false, true, true, true, true]);
        // 2D block: the platform table's lsc_block2d (PVC and Xe2).
        assert_eq!(on(Message::LscLoadBlock2d), [false, false, false, true, false, true]);
        assert_eq!(on(Message::LscStoreBlock2d), [false, false, false, true, false, true]);
        assert_eq!(Message::from_opcodes(0x89, Some(0x03)), Some(Message::LscLoadBlock2d));
        assert_eq!(Message::from_opcodes(0x89, Some(0x07)), Some(Message::LscStoreBlock2d));
        assert_eq!(Message::LscLoadBlock2d.exec_sizes(XeHpc), &[1]);
        assert_eq!(Message::from_mnemonic("lsc_atomic_fcas"), Some(Message::LscAtomic));
        assert_eq!(Message::from_opcodes(0x89, Some(0x12)), Some(Message::LscAtomic));
        assert_eq!(Message::from_opcodes(0x89, Some(0x1B)), Some(Message::LscLoadStatus));
        assert_eq!(Message::from_opcodes(0x89, Some(0x1C)), None);
        assert_eq!(on(Message::LscLoadQuad), [false, false, true, true, true, true]);
        assert_eq!(on(Message::LscLoadStatus), [false, false, true, true, true, true]);
        assert_eq!(Message::LscFence.exec_sizes(Xe2), &[1]);
        assert_eq!(Message::LscLoad.widest_exec_size(XeHpg), Some(16));
        assert_eq!(Message::LscLoad.widest_exec_size(XeLpg), Some(16));
        assert_eq!(Message::LscStore.widest_exec_size(XeHpc), Some(32));
        assert_eq!(Message::LscStore.widest_exec_size(Xe2), Some(32));
        assert_eq!(Message::LscStore.widest_exec_size(XeLp), None);
        let feature = |m: Message, f| Platform::ALL.map(|p| m.has_feature(f, p));
        assert_eq!(feature(Message::TypedAtomic, Feature::Atomic16), [false, true, true, false, true, false]);
        assert_eq!(feature(Message::SvmAtomic, Feature::Atomic64), [false, true, true, true, true, false]);
        assert_eq!(feature(Message::OwordLd, Feature::Slm), [false, true, true, true, true, false]);
        assert_eq!(Message::SvmGather.widest_exec_size(Gen9), Some(16));
        assert_eq!(Message::TypedAtomic.widest_exec_size(XeHpc), None);
        assert_eq!(Message::TypedAtomic.exec_sizes(XeHpg), &[8]);
        assert_eq!(Message::SvmAtomic.widest_exec_size(XeLp), Some(8));
        // SIMD16 where a GRF holds sixteen dwords of its result (Xe-HPC) only.
        assert_eq!(feature(Message::SvmAtomic, Feature::Simd16), [false, false, false, true, false, false]);
        assert_eq!(Message::SvmAtomic.exec_sizes(XeHpc), &[1, 2, 4, 8, 16]);
        assert_eq!(Message::SvmAtomic.widest_exec_size(XeHpg), Some(8));
    }

    /// No legacy message is wider than SIMD16: GATHER_SCALED and SCATTER_SCALED,
    /// whose pages allow 32, make Intel's newer assembler abort there.
    #[test]
    fn scaled_byte_messages_stop_at_simd16() {
        for p in Platform::having(|d| d.legacy_dataport.value) {
            for m in [Message::GatherScaled, Message::ScatterScaled] {
                assert_eq!(m.exec_sizes(p), &[1, 2, 4, 8, 16], "{m:?} on {p}");
            }
            let legacy = Message::ALL.into_iter().filter(|m| !m.is_lsc());
            assert!(legacy.into_iter().all(|m| m.widest_exec_size(p).is_none_or(|w| w <= 16)), "{p}");
        }
    }

    /// The QW rows are the platform table's `legacy.qword_messages`; the
    /// SVM block table has no 8 one-byte blocks anywhere, so nowhere more
    /// than the platform table's `legacy.svm_bytes_x8` (false on Xe-LP).
    #[test]
    fn legacy_forms_follow_the_platform_table() {
        for p in Platform::ALL {
            let legacy = p.desc().legacy;
            assert_eq!(Message::QwGather.available_on(p), legacy.qword_messages.value, "{p}");
            assert_eq!(Message::QwScatter.available_on(p), legacy.qword_messages.value, "{p}");
            for m in [Message::SvmGather, Message::SvmScatter] {
                let bytes_x8 = svm_block_exec_sizes(m, p, 1, 8);
                assert!(bytes_x8.is_empty() || legacy.svm_bytes_x8.value, "{p}");
            }
        }
        assert!(!XeLp.desc().legacy.svm_bytes_x8.value);
    }

    /// GATHER4_SCALED, SCATTER4_SCALED and SCATTER_SCALED become sends of
    /// the platform's legacy width, which takes the mask: SIMD8 at M3 (M7)
    /// is legal on xehpg (an 8-lane send from channel 8) but not on xehpc
    /// (a 16-lane send cannot start at channel 8); SIMD4 at M3 (channel 8)
    /// suits an 8-lane send, at M2 (channel 4) none. The other messages take
    /// the mask of their own exec size, with no nibble offsets on xehpc.
    #[test]
    fn mask_offsets_suit_the_send_intel_makes() {
        let channels = |m: Message, p, lanes| {
            (0..32).step_by(4).filter(|&c| m.emask_offset_allowed(p, lanes, c)).collect::<Vec<u32>>()
        };
        for m in [Message::Gather4Scaled, Message::Scatter4Scaled, Message::ScatterScaled] {
            assert_eq!(channels(m, XeHpg, 8), [0, 8, 16, 24], "{}", m.name());
            assert_eq!(channels(m, XeHpc, 8), [0, 16], "{}", m.name());
            assert_eq!(channels(m, XeHpc, 16), [0, 16], "{}", m.name());
        }
        assert_eq!(channels(Message::ScatterScaled, XeLp, 4), [0, 8, 16, 24]);
        assert_eq!(channels(Message::ScatterScaled, XeHpc, 4), [0, 16]);
        assert_eq!(channels(Message::GatherScaled, XeLp, 4), [0, 4, 8, 12, 16, 20, 24, 28]);
        assert_eq!(channels(Message::GatherScaled, XeHpc, 4), [0, 8, 16, 24]);
        assert_eq!(channels(Message::SvmGather, XeHpc, 8), [0, 8, 16, 24]);
        assert_eq!(channels(Message::SvmAtomic, XeHpc, 8), [0, 8, 16, 24]);
    }

    #[test]
    fn svm_eight_blocks_only_for_dwords_at_simd8() {
        for r in &SVM_BLOCKS {
            if r.num_blocks == 8 {
                let expect: &[u32] = if r.block_bytes == 4 { &[8] } else { &[] };
                assert_eq!(r.exec_sizes.value, expect);
            } else if r.num_blocks > 1 {
                assert!(r.exec_sizes.value.iter().all(|&e| e >= 8));
            }
        }
    }

    /// The layouts, computed by hand from the Semantics blocks.
    #[test]
    fn footprints_follow_the_pages() {
        let s = |exec, block_bytes, num_blocks, channels, grf_bytes| Shape {
            exec,
            block_bytes,
            num_blocks,
            channels,
            data_bytes: 4,
            atomic_bits: 0,
            grf_bytes,
            ..Shape::default()
        };
        // SVM_GATHER 4-byte x 2 at SIMD8: dst[j*8+i], 2 rows of 8 dwords.
        let g = s(8, 4, 2, 0, 32);
        assert_eq!(Footprint::SvmBlocks.offset(&g, 3, 1), (8 + 3) * 4);
        assert_eq!(Footprint::SvmBlocks.bytes(&g), 64);
        assert_eq!(Footprint::SvmBlocks.used(&g, 3), (8 + 3) * 4);
        // 1-byte x 2: slots of 4 bytes, dst[i*4+j].
        let b = s(8, 1, 2, 0, 32);
        assert_eq!(Footprint::SvmBlocks.offset(&b, 5, 1), 21);
        assert_eq!(Footprint::SvmBlocks.bytes(&b), 32);
        // 1-byte x 8: slots of 8 bytes.
        assert_eq!(Footprint::SvmBlocks.bytes(&s(8, 1, 8, 0, 32)), 64);
        // SCATTER4_SCALED RG at SIMD8: G starts at max(8, 64/4) = 16 dwords on a 64-byte GRF.
        let c = s(8, 0, 0, 2, 64);
        assert_eq!(Footprint::Channels.offset(&c, 2, 1), (16 + 2) * 4);
        assert_eq!(Footprint::Channels.bytes(&c), (16 + 8) * 4);
        assert_eq!(Footprint::Channels.bytes(&s(8, 0, 0, 2, 32)), 64);
        // QW blocks and owords.
        assert_eq!(Footprint::QwBlocks.bytes(&s(16, 8, 1, 0, 32)), 128);
        assert_eq!(Footprint::Owords.bytes(&s(4, 0, 0, 0, 32)), 64);
        assert_eq!(Footprint::PerLane(8).used(&s(16, 0, 0, 0, 32), 5), 40);
        assert_eq!(Footprint::SvmBlocks.used(&g, 0), 0);
    }

    #[test]
    fn lsc_layouts_worked_by_hand() {
        let shape = |platform: Platform, exec, data_bytes, vector, transposed| Shape {
            exec,
            data_bytes,
            vector,
            transposed,
            grf_bytes: platform.grf_bytes(),
            layout_lanes: crate::isa::lsc::layout_lanes(platform).unwrap_or(0),
            payload_lanes: crate::isa::lsc::payload_lanes(platform).unwrap_or(0),
            addr_bytes: 8,
            ..Shape::default()
        };
        // PVC (M1, 32) d32x2: element 1 starts at 32 * 4 = 128 bytes (2 GRFs); lane 3 at 12.
        let s = shape(XeHpc, 32, 4, 2, false);
        assert_eq!(Footprint::LscData.offset(&s, 3, 1), 128 + 12);
        assert_eq!(Footprint::LscData.bytes(&s), 256);
        // DG2 (M1, 16) d64x2: 16 * 8 = 128 bytes per element (4 GRFs).
        assert_eq!(Footprint::LscData.offset(&shape(XeHpg, 16, 8, 2, false), 1, 1), 128 + 8);
        // DG2 (M1, 8) d32: the payload is 16 lanes, 64 bytes (GenX_IR: `load.ugm.d32.a64 (8|M0) r:2 [r:4]`),
        // 32 of them used; its a64 addresses 16 x 8 bytes.
        let d = shape(XeHpg, 8, 4, 1, false);
        assert_eq!((Footprint::LscData.bytes(&d), Footprint::LscData.used(&d, 8)), (64, 32));
        assert_eq!(Footprint::LscAddresses.bytes(&d), 128);
        // PVC (M1, 1) d64: 32 lanes of payload (`store.slm.d64.a32 (1|M0) [r2:2] r4:4`, 64-byte GRFs).
        assert_eq!(Footprint::LscData.bytes(&shape(XeHpc, 1, 8, 1, false)), 256);
        // Xe2 (M1, 8) d64x2: rows of 16 lanes, 128 bytes (`load.ugm.d64x2.a64 (8|M0) r6:4 [r2:2]`).
        let x = shape(Xe2, 8, 8, 2, false);
        assert_eq!((Footprint::LscData.offset(&x, 0, 1), Footprint::LscData.bytes(&x)), (128, 256));
        assert_eq!(Footprint::LscAddresses.bytes(&x), 128);
        // Xe2 (M1, 16) d32x2: 64 bytes per element, one GRF.
        assert_eq!(Footprint::LscData.offset(&shape(Xe2, 16, 4, 2, false), 0, 1), 64);
        // Transposed d64x4: packed from byte 0; 32 bytes.
        let t = shape(XeHpg, 1, 8, 4, true);
        assert_eq!(Footprint::LscData.offset(&t, 0, 3), 24);
        assert_eq!(Footprint::LscData.bytes(&t), 32);
    }

    #[test]
    fn atomic_types_follow_the_notes() {
        use crate::isa::atomic::AtomicOp::*;
        assert_eq!(atomic_data_types(Message::DwordAtomic, IMin, 32), &[ElemType::D]);
        assert_eq!(atomic_data_types(Message::DwordAtomic, FMax, 32), &[ElemType::F]);
        assert_eq!(atomic_data_types(Message::SvmAtomic, Add, 64), &[ElemType::UQ]);
        assert_eq!(atomic_data_types(Message::SvmAtomic, IMax, 64), &[ElemType::Q]);
        assert_eq!(atomic_data_types(Message::SvmAtomic, Add, 16), &[ElemType::UD]);
        assert_eq!(atomic_data_types(Message::TypedAtomic, FMin, 32), &[ElemType::UD]);
        assert_eq!(atomic_data_types(Message::TypedAtomic, IMax, 16), &[ElemType::D]);
    }
}
