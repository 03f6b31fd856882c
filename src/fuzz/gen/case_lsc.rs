//! The fuzzer's model of the LSC intrinsics (drawn and rendered in
//! `lsc.rs` and `lsc2d.rs`): untyped calls and atomics ([`LscMsg`]),
//! fences, 2D blocks and the typed quad, with what `compile` must refuse of
//! them.

pub use visa_passes::ir::lsc::Block2dOp;
pub use visa_passes::isa::atomic::LscAtomicOp;
use visa_passes::isa::lsc::{self as isa_lsc, LscCache, LscDataSize, LscFenceOp, LscFenceUnit, LscScope};
use visa_passes::isa::messages::Message;

use super::case_base::*;
use crate::visa::LscSfid;
use crate::Platform;

/// Which call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LscKind {
    Load,
    /// `load.merge`: disabled lanes keep the passthru.
    LoadMerge,
    Store,
    /// `prefetch`: a load into the cache with no destination (vISA spec,
    /// LSC_UNTYPED: a `%null` DstData); no effect the kernel can see.
    Prefetch,
    /// `xatomic` of the operation: disabled lanes return the passthru.
    Atomic(LscAtomicOp),
}

impl LscKind {
    /// The loads, stores and prefetches (the atomics are drawn by operation).
    pub const ALL: [LscKind; 4] = [LscKind::Load, LscKind::LoadMerge, LscKind::Store, LscKind::Prefetch];

    /// Whether the call returns the data it reads.
    pub fn has_result(self) -> bool {
        matches!(self, LscKind::Load | LscKind::LoadMerge | LscKind::Atomic(_))
    }

    pub fn name(self) -> &'static str {
        match self {
            LscKind::Load => "load",
            LscKind::LoadMerge => "load.merge",
            LscKind::Store => "store",
            LscKind::Prefetch => "prefetch",
            LscKind::Atomic(_) => "xatomic",
        }
    }

    /// The vISA message the call becomes (`quad`: a quad call's).
    pub fn message(self, quad: bool) -> Message {
        match (self, quad) {
            (LscKind::Atomic(_), _) => Message::LscAtomic,
            (LscKind::Store, false) => Message::LscStore,
            (LscKind::Store, true) => Message::LscStoreQuad,
            (_, false) => Message::LscLoad,
            (_, true) => Message::LscLoadQuad,
        }
    }
}

/// One call of `llvm.genx.lsc.<kind>[.quad].<space>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LscMsg {
    pub kind: LscKind,
    /// `.slm` (a32 offsets), else `.stateless` (a64 addresses) or `.bti`.
    pub slm: bool,
    /// `.bti` on this surface (a32 offsets): the launch's surface by its
    /// constant index or an argument, or 254, SLM.
    pub bti: Option<Surface>,
    /// A quad call's channel mask (1..=15; d32, one element per channel).
    pub quad: Option<u32>,
    pub data_size: LscDataSize,
    /// d32/d64 data as `float`/`double` rather than `i32`/`i64`.
    pub float: bool,
    /// Elements per address (transposed: of the one address).
    pub vector: u32,
    pub transposed: bool,
    /// The predicate's lanes (1 when transposed).
    pub width: usize,
    /// (L1, L3).
    pub cache: (LscCache, LscCache),
    /// The immediate offset, added to every address.
    pub offset: i32,
    /// The global buffer (unused for SLM and `.bti`).
    pub buf: u32,
    /// Where each lane accesses: its address plus `offset`, in bytes from
    /// its buffer's base (or from SLM's or the surface's start).
    pub offs: Vec<i64>,
    /// `Arg`: the addresses are an argument; `ByteOffsets`: computed
    /// (stateless: `ptrtoint` of a `getelementptr` of the buffer) or
    /// constant (SLM, `.bti`).
    pub addr: AddrForm,
    /// SLM offsets as `<N x i16>` (zero-extended) rather than `<N x i32>`.
    pub narrow: bool,
    pub mask: Mask,
    /// A store's data or a merge's or an atomic's passthru (`Undef` for a plain load).
    pub data: Source,
    /// An atomic's sources (`Undef` where the operation reads none).
    pub src0: Source,
    pub src1: Source,
}

impl LscMsg {
    pub fn elem(&self) -> Elem {
        match (self.data_size, self.float) {
            (LscDataSize::D8, _) => Elem::I8,
            (LscDataSize::D16, _) => Elem::I16,
            (LscDataSize::D64, false) => Elem::I64,
            (LscDataSize::D64, true) => Elem::Double,
            (_, false) => Elem::I32,
            (_, true) => Elem::Float,
        }
    }

    /// Elements per lane: the vector, or a quad's channels.
    pub fn per_lane(&self) -> u32 {
        self.quad.map_or(self.vector, u32::count_ones)
    }

    /// Elements of the result (or the stored data).
    pub fn lanes(&self) -> usize {
        if self.transposed {
            self.vector as usize
        } else {
            self.per_lane() as usize * self.width
        }
    }

    /// Bytes one lane accesses from its address (a quad: up to its last channel).
    pub fn span(&self) -> i64 {
        match self.quad {
            Some(ch) => 4 * i64::from(32 - ch.leading_zeros()),
            None => i64::from(self.vector * self.data_size.bytes()),
        }
    }

    /// SLM: `.slm`, or `.bti` on 254.
    pub fn in_slm(&self) -> bool {
        self.slm || self.bti == Some(Surface::Slm)
    }

    /// The bytes the lanes address: SLM's, the surface's, or a buffer's.
    pub fn bound(&self) -> i64 {
        match (self.in_slm(), self.bti) {
            (true, _) => SLM_BYTES,
            (false, Some(_)) => SURFACE_BYTES,
            (false, None) => BUFFER_BYTES,
        }
    }

    /// The intrinsic's name after `llvm.genx.` (`lsc.load.merge.quad.bti`).
    pub fn kind_name(&self) -> &'static str {
        use visa_passes::ir::lsc::{LscIntrinsic, LscSpace, NAMES};
        let space = match (self.slm, self.bti) {
            (true, _) => LscSpace::Slm,
            (false, Some(_)) => LscSpace::Bti,
            (false, None) => LscSpace::Stateless,
        };
        let quad = self.quad.is_some();
        let intrinsic = match self.kind {
            LscKind::Load => LscIntrinsic::Load { space, merge: false, quad },
            LscKind::LoadMerge => LscIntrinsic::Load { space, merge: true, quad },
            LscKind::Store => LscIntrinsic::Store { space, quad },
            LscKind::Prefetch => LscIntrinsic::Prefetch { space, quad },
            LscKind::Atomic(_) => LscIntrinsic::XAtomic { space },
        };
        NAMES.iter().find(|(_, i)| *i == intrinsic).map_or("lsc", |(name, _)| &name["llvm.genx.".len()..])
    }

    fn sfid(&self) -> LscSfid {
        if self.in_slm() {
            LscSfid::Slm
        } else {
            LscSfid::Ugm
        }
    }

    /// The vISA message the call becomes.
    pub fn message(&self) -> Message {
        self.kind.message(self.quad.is_some())
    }

    /// The data size in the register: packed d8/d16 go out as d8u32/d16u32.
    fn register_size(&self) -> LscDataSize {
        match self.data_size {
            LscDataSize::D8 => LscDataSize::D8U32,
            LscDataSize::D16 => LscDataSize::D16U32,
            other => other,
        }
    }

    /// Why `compile` must refuse the call on `platform`, if it must: wider
    /// than the platform's LSC, a data payload over the GRFs a message
    /// carries (the emitter's own rule, `crate::emit::untyped_shape`), or an
    /// atomic the unit or platform lacks (`isa::lsc::atomic_refusal`).
    pub fn refusal(&self, platform: Platform) -> Option<String> {
        let message = self.message();
        if let LscKind::Atomic(op) = self.kind {
            if let Some(why) = isa_lsc::atomic_refusal(op, self.sfid(), self.register_size(), platform) {
                return Some(format!("LSC atomic: {why}"));
            }
        }
        // legalize splits a non-transposed call wider than the platform's LSC
        // into pieces of the widest exec size; each piece is emitted alone.
        let widest = message.widest_exec_size(platform).unwrap_or(0);
        let lanes = self.width as u32;
        let piece = if !self.transposed && lanes > widest { widest } else { lanes };
        // A prefetch has no data register to lay out, but its payload counts
        // against the limit as a load's (the emitter's rule).
        let prefetch = self.kind == LscKind::Prefetch;
        let per_lane = self.per_lane();
        let layout_vector = if prefetch { 1 } else { per_lane };
        let shape = crate::emit::lsc::untyped_shape(
            platform,
            message,
            self.register_size(),
            self.sfid(),
            piece,
            layout_vector,
            self.transposed,
        )
        .map(|s| visa_passes::isa::messages::Shape {
            vector: per_lane,
            layout_lanes: if prefetch { 0 } else { s.layout_lanes },
            ..s
        });
        match shape {
            None => Some(format!("LSC message wider than the platform's on {platform}")),
            Some(s) if crate::emit::lsc::data_grfs(&s) > u64::from(isa_lsc::MAX_DATA_GRFS) => {
                Some(format!("LSC payload over {} GRFs on {platform}", isa_lsc::MAX_DATA_GRFS))
            }
            Some(_) => None,
        }
    }

    /// The cache-control pairs the platform takes for the call's row: SLM
    /// only the default (docs/lsc.md).
    pub fn cache_pairs(kind: LscKind, slm: bool, platform: Platform) -> &'static [(LscCache, LscCache)] {
        match (slm, kind) {
            (true, _) => &[(LscCache::Df, LscCache::Df)],
            (false, LscKind::Store) => isa_lsc::STORE_CACHE_PAIRS,
            (false, LscKind::Atomic(_)) => isa_lsc::ATOMIC_CACHE_PAIRS,
            (false, _) => isa_lsc::load_cache_pairs(platform),
        }
    }

    /// The widest call the platform's LSC takes (the row's exec sizes).
    pub fn max_width(kind: LscKind, platform: Platform) -> usize {
        kind.message(false).exec_sizes(platform).last().copied().unwrap_or(1) as usize
    }

    /// The largest of `sizes` (ascending) that fits the platform's message
    /// as the call's vector size, if any.
    pub fn fit_vector(&self, platform: Platform, sizes: &[u32]) -> Option<u32> {
        sizes.iter().rev().copied().find(|&vector| LscMsg { vector, ..self.clone() }.refusal(platform).is_none())
    }
}

/// `llvm.genx.lsc.fence`, or a generic IR `fence`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenceMsg {
    pub kind: FenceKind,
    /// The LSC call's one-lane predicate (a constant false one: no fence).
    pub mask: Mask,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenceKind {
    /// `llvm.genx.lsc.fence(pred, sfid, op, scope)`; `scalar`: an `i1`
    /// predicate rather than `<1 x i1>`.
    Lsc { sfid: LscFenceUnit, op: LscFenceOp, scope: LscScope, scalar: bool },
    /// `fence [syncscope(..)] ordering`.
    Generic { ordering: &'static str, scope: &'static str },
}

impl FenceMsg {
    pub fn name(&self) -> &'static str {
        match self.kind {
            FenceKind::Lsc { .. } => "lsc.fence",
            FenceKind::Generic { .. } => "fence",
        }
    }
}

/// The orderings of a generic `fence` (`monotonic` is not one).
pub const FENCE_ORDERINGS: [&str; 4] = ["acquire", "release", "acq_rel", "seq_cst"];
/// The sync scopes of a generic `fence` (docs/lowering.md; "" is the default, system).
pub const FENCE_SCOPES: [&str; 7] = ["", "agent", "device", "all_devices", "workgroup", "subgroup", "singlethread"];

/// `llvm.genx.lsc.{load.merge,store,prefetch}.quad.typed.bti` of channel x
/// (a launch image has one channel) on one of the launch's images, where
/// the platform has typed LSC (xe2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedQuadMsg {
    pub op: Block2dOp,
    pub width: usize,
    /// The 16-bit image rather than the 32-bit one.
    pub sixteen: bool,
    pub cache: (LscCache, LscCache),
    /// u, v, r, lod per lane.
    pub coords: [Vec<u32>; 4],
    /// v, r, lod passed as constant zero vectors.
    pub zero_coords: [bool; 3],
    pub mask: Mask,
    /// A store's data, or a load's passthru.
    pub data: Source,
}

impl TypedQuadMsg {
    pub fn kind_name(&self) -> &'static str {
        match self.op {
            Block2dOp::Load => "lsc.load.merge.quad.typed.bti",
            Block2dOp::Store => "lsc.store.quad.typed.bti",
            Block2dOp::Prefetch => "lsc.prefetch.quad.typed.bti",
        }
    }
}

/// `llvm.genx.lsc.{load,store,prefetch}2d.stateless`, or with `desc` the
/// `*.2d.ugm.desc` form: one block of a surface inside a global buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block2dMsg {
    pub op: Block2dOp,
    /// The descriptor form (`*.2d.ugm.desc[.transpose|.vnni]`).
    pub desc: bool,
    /// d8, d16, d32 or d64.
    pub data_size: LscDataSize,
    pub blocks: u32,
    /// Block width and height in elements.
    pub width: u32,
    pub height: u32,
    pub transpose: bool,
    pub vnni: bool,
    pub cache: (LscCache, LscCache),
    pub buf: u32,
    /// The surface: its base's byte offset in the buffer (64-byte aligned),
    /// width in bytes, height in rows, pitch in bytes (the operands less 1).
    pub base: i64,
    pub surface_width: u32,
    pub surface_height: u32,
    pub pitch: u32,
    /// The block's first column and row (elements, rows); may be outside.
    pub x: i32,
    pub y: i32,
    /// The descriptor form's immediate offsets (added to `x`, `y`: the
    /// descriptor holds `x - x_imm`, `y - y_imm`).
    pub x_imm: i32,
    pub y_imm: i32,
    /// The one-lane predicate.
    pub mask: Mask,
    /// A store's data, or a descriptor load's passthru.
    pub data: Source,
}

impl Block2dMsg {
    pub fn elem(&self) -> Elem {
        match self.data_size {
            LscDataSize::D8 => Elem::I8,
            LscDataSize::D16 => Elem::I16,
            LscDataSize::D64 => Elem::I64,
            _ => Elem::I32,
        }
    }

    pub fn shape(&self) -> visa_passes::ir::lsc::Block2d {
        visa_passes::ir::lsc::Block2d {
            elem_bytes: self.data_size.bytes(),
            blocks: self.blocks,
            width: self.width,
            height: self.height,
            transpose: self.transpose,
            vnni: self.vnni,
        }
    }

    /// Elements of the result (a load) or data (a store, and a descriptor
    /// prefetch's element-type operand).
    pub fn lanes(&self) -> usize {
        let s = self.shape();
        (if self.op == Block2dOp::Load { s.load_elements() } else { s.store_elements() }) as usize
    }

    pub fn kind(&self) -> visa_passes::isa::block2d::Block2dKind {
        use visa_passes::isa::block2d::Block2dKind;
        match self.op {
            Block2dOp::Store => Block2dKind::Store,
            Block2dOp::Prefetch => Block2dKind::Prefetch,
            Block2dOp::Load if self.transpose => Block2dKind::Transpose,
            Block2dOp::Load if self.vnni => Block2dKind::Vnni,
            Block2dOp::Load => Block2dKind::Load,
        }
    }

    pub fn kind_name(&self) -> &'static str {
        match (self.desc, self.op) {
            (false, Block2dOp::Load) => "lsc.load2d.stateless",
            (false, Block2dOp::Store) => "lsc.store2d.stateless",
            (false, Block2dOp::Prefetch) => "lsc.prefetch2d.stateless",
            (true, Block2dOp::Load) if self.transpose => "lsc.load.2d.ugm.desc.transpose",
            (true, Block2dOp::Load) if self.vnni => "lsc.load.2d.ugm.desc.vnni",
            (true, Block2dOp::Load) => "lsc.load.2d.ugm.desc",
            (true, Block2dOp::Store) => "lsc.store.2d.ugm.desc",
            (true, Block2dOp::Prefetch) => "lsc.prefetch.2d.ugm.desc",
        }
    }
}

/// Vector sizes of a non-transposed message (d32/d64; the converting sizes
/// take 1 only) and of a transposed one.
pub const LSC_VECTORS: &[u32] = isa_lsc::SIMT_VECTOR_SIZES;
pub const LSC_VECTORS_TRANSPOSED: [u32; 8] = [1, 2, 3, 4, 8, 16, 32, 64];
