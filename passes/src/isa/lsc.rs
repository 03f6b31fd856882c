//! The enumerations of the LSC (load/store cache) messages and the rules
//! on them that the message table's rows share (vISA spec, LSC_UNTYPED:
//! LscSFID, CachingL1/L3, AddrSize, DataSize, DataOrder, DataElemsPerAddr).
//!
//! Only the forms every layer of this project implements are values here:
//! units `.ugm` and `.slm`, flat addresses of 64 (ugm) or 32 (slm) bits,
//! data sizes d32 and d64. A form outside them (`.ugml`, `.tgm`, a16, bti,
//! d8c32, ...) has no value, so the parser and decoder refuse it by name.

use crate::isa::target::Platform;

/// The LSC unit a message goes to (`LscSFID`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscSfid {
    /// Untyped global memory: flat 64-bit virtual addresses (SVM).
    Ugm,
    /// Low-bandwidth untyped global memory, across tiles (the platform
    /// table's `lsc_ugml`: Xe-HPC): the same addresses as `.ugm`.
    Ugml,
    /// Shared local memory: 32-bit offsets.
    Slm,
}

impl LscSfid {
    pub const ALL: [LscSfid; 3] = [LscSfid::Ugm, LscSfid::Ugml, LscSfid::Slm];

    /// The binary code (vISA spec, LSC_UNTYPED: LscSFID; 2 is `.tgm`).
    pub fn code(self) -> u8 {
        match self {
            LscSfid::Ugm => 0,
            LscSfid::Ugml => 1,
            LscSfid::Slm => 3,
        }
    }

    pub fn from_code(code: u8) -> Option<LscSfid> {
        LscSfid::ALL.into_iter().find(|s| s.code() == code)
    }

    /// The text suffix: `ugm`.
    pub fn name(self) -> &'static str {
        match self {
            LscSfid::Ugm => "ugm",
            LscSfid::Ugml => "ugml",
            LscSfid::Slm => "slm",
        }
    }

    pub fn from_name(name: &str) -> Option<LscSfid> {
        LscSfid::ALL.into_iter().find(|s| s.name().eq_ignore_ascii_case(name))
    }

    /// The one address size this project writes for the unit: a64 for
    /// flat global memory, a32 for SLM (a64 is illegal on `.slm`: "a64
    /// not slm/tgm" in both of Intel's assemblers).
    pub fn addr_size(self) -> LscAddrSize {
        match self {
            LscSfid::Ugm | LscSfid::Ugml => LscAddrSize::A64,
            LscSfid::Slm => LscAddrSize::A32,
        }
    }
}

/// How an LSC message's addresses are based (vISA spec, LSC_UNTYPED:
/// AddrType): flat (no surface), `bss` and `ss` (a surface-state offset,
/// bindless), `bti` (a binding-table index). `arg` (the indirect data) has
/// no value: nothing here writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscAddrModel {
    Flat,
    Bss,
    Ss,
    Bti,
}

impl LscAddrModel {
    pub const ALL: [LscAddrModel; 4] = [LscAddrModel::Flat, LscAddrModel::Bss, LscAddrModel::Ss, LscAddrModel::Bti];

    /// The page's value: 1 flat, 2 bss, 3 ss, 4 bti (5 arg).
    pub fn code(self) -> u8 {
        self as u8 + 1
    }

    pub fn from_code(code: u8) -> Option<LscAddrModel> {
        LscAddrModel::ALL.get(usize::from(code).checked_sub(1)?).copied()
    }

    /// The text: `flat[A]`, `bti(S)[A]`.
    pub fn name(self) -> &'static str {
        ["flat", "bss", "ss", "bti"][self as usize]
    }

    pub fn from_name(name: &str) -> Option<LscAddrModel> {
        LscAddrModel::ALL.into_iter().find(|m| m.name().eq_ignore_ascii_case(name))
    }

    /// The address size this project writes for the model on `sfid`: the
    /// unit's ([`LscSfid::addr_size`]) for flat, a32 for a surface (what
    /// Intel's vector compiler writes for the `.bti` and `.bindless`
    /// intrinsics; the offsets are relative to the surface).
    pub fn addr_size(self, sfid: LscSfid) -> LscAddrSize {
        match self {
            LscAddrModel::Flat => sfid.addr_size(),
            _ => LscAddrSize::A32,
        }
    }

    /// Whether the message itself adds `offset` (`AddrImmOffset`) on
    /// `platform`, no instruction of the finalizer's: the platform table's
    /// `lsc_imm_offset` field for this model.
    pub fn encodes_offset(self, offset: i64, platform: Platform) -> bool {
        let Some(range) = platform.desc().lsc_imm_offset.value else { return false };
        let bits = match self {
            LscAddrModel::Flat => range.flat_bits,
            LscAddrModel::Bss | LscAddrModel::Ss => range.surface_state_bits,
            LscAddrModel::Bti => range.bti_bits,
        };
        let half = 1i64 << (bits - 1);
        (-half..half).contains(&offset) && offset % i64::from(range.align) == 0
    }
}

/// A cache control of one level (vISA spec, LSC_UNTYPED: CachingL1, CachingL3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscCache {
    Df,
    Uc,
    Ca,
    Wb,
    Wt,
    St,
    Ri,
}

impl LscCache {
    pub const ALL: [LscCache; 7] =
        [LscCache::Df, LscCache::Uc, LscCache::Ca, LscCache::Wb, LscCache::Wt, LscCache::St, LscCache::Ri];

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<LscCache> {
        LscCache::ALL.get(usize::from(code)).copied()
    }

    pub fn name(self) -> &'static str {
        ["df", "uc", "ca", "wb", "wt", "st", "ri"][self as usize]
    }

    pub fn from_name(name: &str) -> Option<LscCache> {
        LscCache::ALL.into_iter().find(|c| c.name().eq_ignore_ascii_case(name))
    }
}

/// The size of one address (vISA spec, LSC_UNTYPED: AddrSize).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscAddrSize {
    A32,
    A64,
}

impl LscAddrSize {
    pub const ALL: [LscAddrSize; 2] = [LscAddrSize::A32, LscAddrSize::A64];

    pub fn code(self) -> u8 {
        match self {
            LscAddrSize::A32 => 2,
            LscAddrSize::A64 => 3,
        }
    }

    pub fn from_code(code: u8) -> Option<LscAddrSize> {
        LscAddrSize::ALL.into_iter().find(|a| a.code() == code)
    }

    pub fn bytes(self) -> u32 {
        match self {
            LscAddrSize::A32 => 4,
            LscAddrSize::A64 => 8,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            LscAddrSize::A32 => "a32",
            LscAddrSize::A64 => "a64",
        }
    }

    pub fn from_name(name: &str) -> Option<LscAddrSize> {
        LscAddrSize::ALL.into_iter().find(|a| a.name().eq_ignore_ascii_case(name))
    }
}

/// The size of one datum in memory and in its register (vISA spec,
/// LSC_UNTYPED: DataSize). The conversions keep a dword per datum in the
/// register: `d8u32` (text `d8c32`) and `d16u32` (`d16c32`) the datum
/// zero-extended, `d16u32h` (`d16c32h`) the datum in the high half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscDataSize {
    /// Bytes and words: the 2D block messages only (the SIMT ones move them
    /// through the conversions d8u32, d16u32).
    D8,
    D16,
    D32,
    D64,
    D8U32,
    D16U32,
    D16U32H,
}

impl LscDataSize {
    /// The data sizes of the SIMT messages (lsc_load, lsc_store, the atomics).
    pub const ALL: [LscDataSize; 5] =
        [LscDataSize::D32, LscDataSize::D64, LscDataSize::D8U32, LscDataSize::D16U32, LscDataSize::D16U32H];
    /// The data sizes of the 2D block messages (vISA spec, LSC_UNTYPED:
    /// Examples, `d8.2x16x32nn`, `d16.1x16x32nt`; IGC's 2D block table:
    /// element sizes 1, 2, 4, 8).
    pub const BLOCK2D: [LscDataSize; 4] = [LscDataSize::D8, LscDataSize::D16, LscDataSize::D32, LscDataSize::D64];

    pub fn code(self) -> u8 {
        match self {
            LscDataSize::D8 => 1,
            LscDataSize::D16 => 2,
            LscDataSize::D32 => 3,
            LscDataSize::D64 => 4,
            LscDataSize::D8U32 => 5,
            LscDataSize::D16U32 => 6,
            LscDataSize::D16U32H => 7,
        }
    }

    /// Whether the datum is converted to or from a dword in the register.
    pub fn is_conversion(self) -> bool {
        self.register_bytes() != self.bytes()
    }

    /// Bytes of one datum in its register: a dword for the conversions.
    pub fn register_bytes(self) -> u32 {
        match self {
            LscDataSize::D8 => 1,
            LscDataSize::D16 => 2,
            LscDataSize::D64 => 8,
            LscDataSize::D32 | LscDataSize::D8U32 | LscDataSize::D16U32 | LscDataSize::D16U32H => 4,
        }
    }

    /// A SIMT message's data size.
    pub fn from_code(code: u8) -> Option<LscDataSize> {
        LscDataSize::ALL.into_iter().find(|d| d.code() == code)
    }

    /// A 2D block message's data size.
    pub fn from_block2d_code(code: u8) -> Option<LscDataSize> {
        LscDataSize::BLOCK2D.into_iter().find(|d| d.code() == code)
    }

    /// Bytes of one datum in memory.
    pub fn bytes(self) -> u32 {
        match self {
            LscDataSize::D8 | LscDataSize::D8U32 => 1,
            LscDataSize::D16 | LscDataSize::D16U32 | LscDataSize::D16U32H => 2,
            LscDataSize::D32 => 4,
            LscDataSize::D64 => 8,
        }
    }

    /// The text spelling: the assemblers' `d8c32` for the page's `d8u32`
    /// (`d8u32` is a syntax error in both).
    pub fn name(self) -> &'static str {
        match self {
            LscDataSize::D8 => "d8",
            LscDataSize::D16 => "d16",
            LscDataSize::D32 => "d32",
            LscDataSize::D64 => "d64",
            LscDataSize::D8U32 => "d8c32",
            LscDataSize::D16U32 => "d16c32",
            LscDataSize::D16U32H => "d16c32h",
        }
    }

    pub fn from_name(name: &str) -> Option<LscDataSize> {
        LscDataSize::ALL.into_iter().find(|d| d.name().eq_ignore_ascii_case(name))
    }
}

/// Elements per address (vISA spec, LSC_UNTYPED: DataElemsPerAddr).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscVectorSize {
    X1,
    X2,
    X3,
    X4,
    X8,
    X16,
    X32,
    X64,
}

impl LscVectorSize {
    pub const ALL: [LscVectorSize; 8] = [
        LscVectorSize::X1,
        LscVectorSize::X2,
        LscVectorSize::X3,
        LscVectorSize::X4,
        LscVectorSize::X8,
        LscVectorSize::X16,
        LscVectorSize::X32,
        LscVectorSize::X64,
    ];

    /// Encoding 1..8 (0 is invalid).
    pub fn code(self) -> u8 {
        self as u8 + 1
    }

    pub fn from_code(code: u8) -> Option<LscVectorSize> {
        LscVectorSize::ALL.get(usize::from(code).checked_sub(1)?).copied()
    }

    pub fn count(self) -> u32 {
        [1, 2, 3, 4, 8, 16, 32, 64][self as usize]
    }

    pub fn from_count(count: u32) -> Option<LscVectorSize> {
        LscVectorSize::ALL.into_iter().find(|v| v.count() == count)
    }
}

/// The channels a quad message moves (vISA spec, LSC_UNTYPED: ChMask,
/// "channel-enable bits for the X, Y, Z, and W channels": bit 0 X .. bit 3
/// W). Channel `c` of a lane is the dword at its address plus `4 * c`; the
/// register holds the enabled channels in order (the page's LOAD_QUAD).
/// Never empty: the text and the decoder refuse a mask without a channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LscChannels(u8);

impl LscChannels {
    pub const XYZW: LscChannels = LscChannels(0xf);

    /// The mask of `bits` (bit 0 X .. bit 3 W); `None` for 0 or above 15.
    pub fn from_bits(bits: u8) -> Option<LscChannels> {
        (1..=15).contains(&bits).then_some(LscChannels(bits))
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    /// Enabled channels (1..4).
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The enabled channels, in order: `[0, 2, 3]` for `.xzw`.
    pub fn enabled(self) -> impl Iterator<Item = u32> {
        (0..4).filter(move |c| self.0 & (1 << c) != 0)
    }

    /// Whether the channels start at X and have no gap (`.x`, `.xy`,
    /// `.xyz`, `.xyzw`): what a store takes (both of Intel's assemblers:
    /// "lsc_store_quad channel mask must be contiguous").
    pub fn contiguous(self) -> bool {
        (self.0 + 1).is_power_of_two()
    }

    /// The text: `xzw`.
    pub fn name(self) -> String {
        self.enabled().map(|c| ['x', 'y', 'z', 'w'][c as usize]).collect()
    }

    /// A mask from its text: a non-empty subsequence of `xyzw`.
    pub fn from_name(name: &str) -> Option<LscChannels> {
        let mut bits = 0u8;
        let mut last = None;
        for ch in name.chars() {
            let c = "xyzw".find(ch.to_ascii_lowercase())?;
            if last.is_some_and(|l| l >= c) {
                return None;
            }
            last = Some(c);
            bits |= 1 << c;
        }
        LscChannels::from_bits(bits)
    }
}

/// Vector sizes of a non-transposed `.ugm`/`.slm` message: both of Intel's
/// assemblers refuse others ("SLM/UGM only supports vector sizes 1, 2, 3, 4,
/// and 8"); the page lists 1..64 without restriction.
pub const SIMT_VECTOR_SIZES: &[u32] = &[1, 2, 3, 4, 8];

/// Vector sizes of a non-transposed `.ugml` message: both of Intel's
/// assemblers ("UGML only supports vector sizes 1, 2, and 4").
pub const UGML_VECTOR_SIZES: &[u32] = &[1, 2, 4];

/// The vector sizes a non-transposed message of `sfid` may have.
pub fn simt_vector_sizes(sfid: LscSfid) -> &'static [u32] {
    match sfid {
        LscSfid::Ugml => UGML_VECTOR_SIZES,
        LscSfid::Ugm | LscSfid::Slm => SIMT_VECTOR_SIZES,
    }
}

/// Whether `sfid` takes only the default cache controls: `.slm` (vISA
/// spec, LSC_UNTYPED: CachingL1, "These values must be set to default (.df)
/// for SLM accesses") and `.ugml` (both of Intel's assemblers: "Messages to
/// UGML and TGM require default cache settings").
pub fn default_cache_only(sfid: LscSfid) -> bool {
    matches!(sfid, LscSfid::Slm | LscSfid::Ugml)
}

/// The most GRFs a message's data payload ([`crate::isa::messages::Footprint::LscData`]) may take: both assemblers refuse
/// more ("this message accesses more than 8 registers").
pub const MAX_DATA_GRFS: u32 = 8;

/// `DataOrder` (binary): 1 non-transposed, 2 transposed.
pub fn data_order_code(transposed: bool) -> u8 {
    if transposed {
        2
    } else {
        1
    }
}

/// The lane count from which a non-transposed message's register layout
/// no longer depends on Intel's finalizer option `-enableHalfLSC` (each
/// vector element of a SIMT message starts on a GRF boundary and is
/// padded to this many lanes with the option off, half as many with it on;
/// Xe2 always runs with it on): 16 on Xe-HPG and Xe-LPG, 32 on Xe-HPC,
/// none on Xe2. Measured with both `GenX_IR` versions (PVC `(M1, 16)
/// D:d32x2` puts element 1 at `D(2,0)` by default, at `D(1,0)` with the
/// option). `None` where the platform has no LSC.
pub fn layout_lanes(platform: Platform) -> Option<u32> {
    let lanes = platform.desc().lsc_lanes.value?;
    Some(match platform {
        Platform::Xe2 => 0,
        _ => lanes,
    })
}

/// The lanes a non-transposed message narrower than this still carries in
/// its payload: the assembler encodes its address and data lengths for
/// this many lanes (SIMD16 on Xe-HPG and Xe-LPG, SIMD32 on Xe-HPC, Xe2's
/// half of SIMD32), so the message reads and writes every GRF of them.
/// Measured with both `GenX_IR` versions: `lsc_store.slm (M1_NM, 1)
/// flat[A]:a32 D:d64` is `store.slm.d64.a32 (1|M0) [r2:2] r4:4` on DG2, MTL
/// and PVC (PVC's GRFs are 64 bytes) and `[r2:1] r4:2` on XE2; GenX_IR
/// 1.0.12504 asserts "mismatch between len in send and that of operand"
/// when a variable is shorter. `None` where the platform has no LSC.
pub fn payload_lanes(platform: Platform) -> Option<u32> {
    let lanes = platform.desc().lsc_lanes.value?;
    Some(match platform {
        Platform::Xe2 => lanes / 2,
        _ => lanes,
    })
}

/// Cache-control pairs (L1, L3) a load may name on `platform` (vISA spec,
/// LSC_UNTYPED: CachingL1, the table of allowable combinations; Xe2: IGC's
/// table, which adds `.cc` (not written here) and takes `.ri.ri` for
/// `.ri.ca`). GenX_IR 1.0.12504: "invalid cache-control options for load".
pub fn load_cache_pairs(platform: Platform) -> &'static [(LscCache, LscCache)] {
    use LscCache::*;
    match platform {
        Platform::Xe2 => &[(Df, Df), (Uc, Uc), (Uc, Ca), (Ca, Uc), (Ca, Ca), (St, Uc), (St, Ca), (Ri, Ri)],
        _ => &[(Df, Df), (Uc, Uc), (Uc, Ca), (Ca, Uc), (Ca, Ca), (St, Uc), (St, Ca), (Ri, Ca)],
    }
}

/// Cache-control pairs a store may name (the same table's store rows;
/// GenX_IR 1.0.12504: "invalid cache-control options for store").
pub const STORE_CACHE_PAIRS: &[(LscCache, LscCache)] = {
    use LscCache::*;
    &[(Df, Df), (Uc, Uc), (Uc, Wb), (Wt, Uc), (Wt, Wb), (St, Uc), (St, Wb), (Wb, Wb)]
};

/// The unit an `lsc_fence` orders (vISA spec, LSC_FENCE: LscSFID). Unlike
/// [`LscSfid`] it has every value of the page: a fence names `.ugml` and
/// `.tgm` where the platform has them, although no row here accesses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscFenceUnit {
    Ugm,
    Ugml,
    Tgm,
    Slm,
}

impl LscFenceUnit {
    pub const ALL: [LscFenceUnit; 4] = [LscFenceUnit::Ugm, LscFenceUnit::Ugml, LscFenceUnit::Tgm, LscFenceUnit::Slm];

    /// The page's value: 0 ugm, 1 ugml, 2 tgm, 3 slm.
    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<LscFenceUnit> {
        LscFenceUnit::ALL.get(usize::from(code)).copied()
    }

    pub fn name(self) -> &'static str {
        ["ugm", "ugml", "tgm", "slm"][self as usize]
    }

    pub fn from_name(name: &str) -> Option<LscFenceUnit> {
        LscFenceUnit::ALL.into_iter().find(|u| u.name().eq_ignore_ascii_case(name))
    }
}

/// What a fence does to the caches (vISA spec, LSC_FENCE: LscFenceOp).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscFenceOp {
    None,
    Evict,
    Invalidate,
    Discard,
    Clean,
    FlushL3,
}

impl LscFenceOp {
    pub const ALL: [LscFenceOp; 6] = [
        LscFenceOp::None,
        LscFenceOp::Evict,
        LscFenceOp::Invalidate,
        LscFenceOp::Discard,
        LscFenceOp::Clean,
        LscFenceOp::FlushL3,
    ];

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<LscFenceOp> {
        LscFenceOp::ALL.get(usize::from(code)).copied()
    }

    pub fn name(self) -> &'static str {
        ["none", "evict", "invalidate", "discard", "clean", "flushl3"][self as usize]
    }

    pub fn from_name(name: &str) -> Option<LscFenceOp> {
        LscFenceOp::ALL.into_iter().find(|o| o.name().eq_ignore_ascii_case(name))
    }
}

/// How far a fence's accesses must be observable (vISA spec, LSC_FENCE:
/// LscScope). The page's `system` is spelled `sysrel` in text (both of
/// Intel's assemblers; `system` is a syntax error).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscScope {
    Group,
    Local,
    Tile,
    Gpu,
    Gpus,
    SysRel,
    SysAcq,
}

impl LscScope {
    pub const ALL: [LscScope; 7] = [
        LscScope::Group,
        LscScope::Local,
        LscScope::Tile,
        LscScope::Gpu,
        LscScope::Gpus,
        LscScope::SysRel,
        LscScope::SysAcq,
    ];

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<LscScope> {
        LscScope::ALL.get(usize::from(code)).copied()
    }

    pub fn name(self) -> &'static str {
        ["group", "local", "tile", "gpu", "gpus", "sysrel", "sysacq"][self as usize]
    }

    pub fn from_name(name: &str) -> Option<LscScope> {
        LscScope::ALL.into_iter().find(|s| s.name().eq_ignore_ascii_case(name))
    }
}

/// Cache-control pairs an atomic may name: L1 uncached (or both default).
/// Both of Intel's assemblers: "atomics must use options with uncached L1",
/// "invalid cache-control options for atomic".
pub const ATOMIC_CACHE_PAIRS: &[(LscCache, LscCache)] = {
    use LscCache::*;
    &[(Df, Df), (Uc, Uc), (Uc, Wb)]
};

/// Data sizes an atomic may move: both of Intel's assemblers ("LSC atomics
/// only support D16U32, D32, or D64").
pub const ATOMIC_DATA_SIZES: &[LscDataSize] = &[LscDataSize::D16U32, LscDataSize::D32, LscDataSize::D64];

/// Why an LSC atomic of `op` on `sfid` moving `size` does not exist on
/// `platform`, if it does not: what the unit or platform lacks, and what
/// it has instead. Both of Intel's assemblers: "LSC atomic fadd/fsub only
/// support UGM and UGML", "LSC SLM D64 atomics only support icas"; IGC's
/// `GenX.td`: 64-bit SLM icas (LocalIntegerCas64) and 64-bit float add
/// (GlobalAtomicAddF64) only on Xe-HPC and Xe2. The verifier, `emit` and
/// `select` all ask here.
pub fn atomic_refusal(
    op: crate::isa::atomic::LscAtomicOp,
    sfid: LscSfid,
    size: LscDataSize,
    platform: Platform,
) -> Option<String> {
    use crate::isa::atomic::LscAtomicOp::{FAdd, FCas, FMax, FMin, FSub, ICas};
    let mnemonic = op.mnemonic();
    let wide = matches!(platform, Platform::XeHpc | Platform::Xe2);
    let slm = sfid == LscSfid::Slm;
    // IGC's GenXBuiltinFunctions (isHandleUgmAtomics) replaces these by a
    // compare-and-exchange loop on every platform: the hardware has none.
    if size == LscDataSize::D64 && matches!(op, FMin | FMax | FCas) {
        return Some(format!(
            "no platform has a 64-bit {mnemonic} (Intel's compiler emulates it with a compare-and-exchange loop); \
             64-bit float atomics are fadd and fsub, on xehpc and xe2"
        ));
    }
    if matches!(size, LscDataSize::D16U32 | LscDataSize::D16U32H) && matches!(op, FAdd | FSub) {
        return Some(format!(
            "no platform has a 16-bit {mnemonic} (Intel's compiler emulates it with a compare-and-exchange loop); \
             16-bit float atomics are fmax, fmin and fcas"
        ));
    }
    if slm && matches!(op, FAdd | FSub) {
        Some(format!("{mnemonic} is not available on .slm; it is on .ugm"))
    } else if slm && size == LscDataSize::D64 && (op != ICas || !wide) {
        Some(format!(
            "a 64-bit {mnemonic}.slm is not available on {platform}; 64-bit .slm atomics are icas, on xehpc and xe2"
        ))
    } else if size == LscDataSize::D64 && matches!(op, FAdd | FSub) && !wide {
        Some(format!("a 64-bit {mnemonic} is not available on {platform}; it is on xehpc and xe2"))
    } else {
        None
    }
}

impl LscFenceUnit {
    /// Whether `platform` has the unit, and the platforms that do: the
    /// platform table's `lsc_ugml` (`.ugml`) and `lsc_typed` (`.tgm`) cells.
    /// Intel's assemblers take both everywhere.
    pub fn exists_on(self, platform: Platform) -> (bool, &'static str) {
        let desc = platform.desc();
        match self {
            LscFenceUnit::Ugml => (desc.lsc_ugml.value, "xehpc (PVC)"),
            LscFenceUnit::Tgm => (desc.lsc_typed.value, "xe2 (LNL, BMG)"),
            LscFenceUnit::Ugm | LscFenceUnit::Slm => (true, ""),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The boundaries GenX_IR 1.0.17791 showed for XE2 (docs/lsc.md,
    /// "Immediate offsets": `[r1:2+0x7FFFC]` encoded, `0x80000` added with a
    /// qword `add`); no other platform encodes any offset.
    #[test]
    fn immediate_offsets_encoded_where_the_finalizer_fuses_them() {
        use LscAddrModel::{Bss, Bti, Flat, Ss};
        let xe2 = |model: LscAddrModel, offset: i64| model.encodes_offset(offset, Platform::Xe2);
        for (offset, fused) in
            [(4, true), (0x7fffc, true), (-0x80000, true), (0x80000, false), (-0x80004, false), (3, false), (2, false)]
        {
            assert_eq!(xe2(Flat, offset), fused, "flat {offset:#x}");
        }
        for model in [Bss, Ss] {
            for (offset, fused) in [(0xfffc, true), (0x10000, false), (-0x10000, true), (-0x10004, false)] {
                assert_eq!(xe2(model, offset), fused, "{model:?} {offset:#x}");
            }
        }
        for (offset, fused) in [(0x7fc, true), (0x800, false), (-0x800, true), (-0x804, false), (0x1000, false)] {
            assert_eq!(xe2(Bti, offset), fused, "bti {offset:#x}");
        }
        for p in Platform::ALL.into_iter().filter(|&p| p != Platform::Xe2) {
            assert!(!Flat.encodes_offset(0x40, p), "{p}");
        }
    }

    /// The float atomics IGC's GenXBuiltinFunctions always emulates
    /// (isHandleUgmAtomics) are refused; the ones it issues are not.
    #[test]
    fn float_atomics_the_hardware_lacks_are_refused() {
        use crate::isa::atomic::LscAtomicOp::{FAdd, FCas, FMax, FMin, FSub};
        for p in [Platform::XeHpc, Platform::Xe2] {
            for op in [FMax, FMin, FCas] {
                assert!(atomic_refusal(op, LscSfid::Ugm, LscDataSize::D64, p).is_some(), "{op:?} d64 on {p}");
                assert_eq!(atomic_refusal(op, LscSfid::Ugm, LscDataSize::D32, p), None, "{op:?} d32 on {p}");
                assert_eq!(atomic_refusal(op, LscSfid::Ugm, LscDataSize::D16U32, p), None, "{op:?} d16u32 on {p}");
            }
            for op in [FAdd, FSub] {
                assert!(atomic_refusal(op, LscSfid::Ugm, LscDataSize::D16U32, p).is_some(), "{op:?} d16u32 on {p}");
                assert_eq!(atomic_refusal(op, LscSfid::Ugm, LscDataSize::D64, p), None, "{op:?} d64 on {p}");
                assert_eq!(atomic_refusal(op, LscSfid::Ugm, LscDataSize::D32, p), None, "{op:?} d32 on {p}");
            }
        }
    }

    #[test]
    fn codes_follow_the_page() {
        assert_eq!(LscSfid::Slm.code(), 3);
        assert_eq!(LscVectorSize::X8.code(), 5);
        assert_eq!(LscVectorSize::from_code(8), Some(LscVectorSize::X64));
        assert_eq!(LscVectorSize::from_code(0), None);
        assert_eq!(LscCache::from_code(6), Some(LscCache::Ri));
        assert_eq!(LscDataSize::D64.code(), 4);
        assert_eq!(LscDataSize::D8U32.code(), 5);
        assert_eq!(LscDataSize::D16U32H.code(), 7);
        assert_eq!(LscDataSize::D16U32H.name(), "d16c32h");
        assert_eq!(LscAddrSize::A64.code(), 3);
        // vISA spec, LSC_FENCE: the three tables.
        assert_eq!(LscFenceUnit::Slm.code(), 3);
        assert_eq!(LscFenceUnit::from_code(2), Some(LscFenceUnit::Tgm));
        assert_eq!(LscFenceOp::FlushL3.code(), 5);
        assert_eq!(LscFenceOp::from_code(6), None);
        assert_eq!(LscScope::SysAcq.code(), 6);
        assert_eq!(LscScope::from_name("sysrel"), Some(LscScope::SysRel));
        assert_eq!(LscScope::from_name("system"), None);
        // vISA spec, LSC_UNTYPED: AddrType, 1 flat .. 4 bti.
        assert_eq!(LscAddrModel::Bti.code(), 4);
        assert_eq!(LscAddrModel::from_code(2), Some(LscAddrModel::Bss));
        assert_eq!(LscAddrModel::from_code(5), None);
        assert_eq!(LscAddrModel::from_code(0), None);
        // vISA spec, LSC_UNTYPED: ChMask, bit 0 X .. bit 3 W.
        let xzw = LscChannels::from_name("xzw").unwrap();
        assert_eq!(xzw.bits(), 0b1101);
        assert_eq!(xzw.enabled().collect::<Vec<_>>(), [0, 2, 3]);
        assert_eq!(xzw.name(), "xzw");
        assert!(!xzw.contiguous());
        assert!(LscChannels::from_name("xyz").unwrap().contiguous());
        assert_eq!(LscChannels::from_name("zx"), None);
        assert_eq!(LscChannels::from_name(""), None);
        assert_eq!(LscChannels::from_bits(0), None);
        assert_eq!(LscChannels::from_bits(16), None);
    }
}
