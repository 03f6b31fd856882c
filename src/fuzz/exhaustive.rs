//! Exhaustive small cases: one operation per kernel, for every message and
//! generic operation shape ([`Template`]: element type x alignment x
//! address space, block size x count, channel mask, atomic op x 16/32/64
//! bits, block kind x owords, load/store kind, LSC call x data size x
//! vector size x order), every platform that takes it (`Families`), widths
//! 1..=8 with every mask (2^w) and width 16 with sampled masks, each mask
//! as a constant and as an argument. Operations without a mask (loads,
//! stores, `atomicrmw`, block messages) run once per width; the many
//! DWORD/SVM_ATOMIC and load/store shapes with the sampled masks only.
//! And every form of the accepted arithmetic (`super::arith::FORMS`) on
//! every element type it takes, on the platforms that have it: a gathered
//! value through it, as the passthru of a second gather with no lane or
//! every other lane on (widths 3 and 16).
//!
//! Lanes address distinct, reversed locations (so a lane mix-up shows), and
//! every disabled lane has a known passthru or old value (so a lane that
//! should be off shows too).

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use visa_passes::isa::atomic::AtomicOp;

use super::arith;
use super::gen::{
    AddrAtomicMsg, AddrForm, Alu, Block2dMsg, Block2dOp, BlockKind, BlockMsg, ByteScaledMsg, Case, Contig, ContigKind,
    Elem, Families, Family, FenceKind, FenceMsg, Gather, Image, LscAtomicOp, LscKind, LscMsg, Mask, MaskForm, Op,
    QwScatterMsg, Rmw, RmwKind, Scatter, Scatter4Msg, Source, Surface, SvmScatteredMsg, TypedAtomic, TypedQuadMsg,
    LSC_VECTORS, LSC_VECTORS_TRANSPOSED,
};
use crate::Platform;
use visa_passes::isa::access::Messages;
use visa_passes::isa::lsc::{LscDataSize, LscFenceOp, LscFenceUnit, LscScope};

/// The shape of the one operation of an exhaustive case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Template {
    Gather {
        elem: Elem,
        align: u32,
    },
    Scatter {
        elem: Elem,
        align: u32,
    },
    SvmGather {
        block: u32,
        log2_blocks: u32,
    },
    Scatter4 {
        channels: u32,
    },
    QwScatter {
        double: bool,
    },
    Atomic {
        op: AtomicOp,
        sixteen: bool,
    },
    /// `llvm.masked.gather` from SLM.
    SlmGather {
        elem: Elem,
        align: u32,
    },
    /// `llvm.masked.scatter` to global memory.
    GlobalScatter {
        elem: Elem,
        align: u32,
    },
    /// `load`/`store`/`llvm.masked.load`/`store` of `<width x elem>` in SLM (`slm`) or global memory.
    Contig {
        kind: ContigKind,
        elem: Elem,
        align: u32,
        slm: bool,
    },
    /// `atomicrmw`/`cmpxchg` of one element.
    Rmw {
        op: RmwKind,
        elem: Elem,
        slm: bool,
    },
    SvmScatter {
        block: u32,
        log2_blocks: u32,
    },
    Gather4 {
        channels: u32,
    },
    QwGather {
        double: bool,
    },
    ByteScaled {
        gather: bool,
        log2_blocks: u32,
    },
    /// A block message of `width` owords.
    Block {
        kind: BlockKind,
    },
    /// DWORD_ATOMIC (`svm` false) or SVM_ATOMIC of 16, 32 or 64 bits.
    AddrAtomic {
        svm: bool,
        op: AtomicOp,
        bits: u32,
    },
    /// Form `form` of `arith::FORMS` on a gathered `<N x elem>`.
    Arith {
        form: usize,
        elem: Elem,
    },
    /// `llvm.genx.lsc.<kind>[.quad].<slm|stateless|bti>` of `vector`
    /// elements of `data_size` per address (`transposed`: of the one
    /// address; `quad`: its channel mask, d32); `.bti` on `bti`.
    Lsc {
        kind: LscKind,
        slm: bool,
        bti: Option<Surface>,
        quad: Option<u32>,
        data_size: LscDataSize,
        vector: u32,
        transposed: bool,
    },
    /// `llvm.genx.lsc.xatomic.<slm|stateless|bti>` of `op` on `data_size`.
    LscAtomic {
        op: LscAtomicOp,
        slm: bool,
        bti: Option<Surface>,
        data_size: LscDataSize,
    },
    /// `llvm.genx.lsc.fence` or a generic `fence`.
    Fence {
        kind: FenceKind,
    },
    /// A 2D block call of Intel's smallest shape of `data_size` for its
    /// kind, `edge` placing it: 0 inside, 1 across the right edge, 2 across
    /// the bottom, 3 across the top left corner, 4 wholly outside.
    Block2d {
        op: Block2dOp,
        desc: bool,
        transpose: bool,
        vnni: bool,
        data_size: LscDataSize,
        edge: u8,
    },
    /// A typed quad call of channel x (xe2).
    TypedQuad {
        op: Block2dOp,
        sixteen: bool,
    },
}

impl Template {
    /// Whether the operation has lanes a mask selects: the others run one
    /// case per width (plain loads, stores, atomics, block messages).
    pub fn is_masked(&self) -> bool {
        match self {
            Template::Contig { kind, .. } => matches!(kind, ContigKind::MaskedLoad | ContigKind::MaskedStore),
            Template::Rmw { .. } | Template::Block { .. } | Template::Fence { .. } | Template::Block2d { .. } => false,
            _ => true,
        }
    }

    /// Widths the template runs at (one for the scalar atomics; owords for blocks).
    fn widths(&self) -> &'static [usize] {
        match self {
            Template::Rmw { .. }
            | Template::Lsc { transposed: true, .. }
            | Template::Fence { .. }
            | Template::Block2d { .. } => &[1],
            // Up to Xe-HPC's and Xe2's 32 lanes (wider than Xe-HPG's and Xe-LPG's: refused there).
            Template::Lsc { .. } | Template::LscAtomic { .. } | Template::TypedQuad { .. } => {
                &[1, 2, 3, 4, 5, 6, 7, 8, 16, 32]
            }
            Template::Block { .. } => &[1, 2, 3, 4, 8],
            // One partial piece, one whole.
            Template::Arith { .. } => &[3, 16],
            _ => &WIDTHS,
        }
    }

    /// The many shapes of the whole message family and its generic inputs
    /// (the generic operations beyond gathers and scatters, and the message
    /// intrinsics of CM kernels): the CI subset runs them at fewer widths.
    fn is_family(&self) -> bool {
        !matches!(
            self,
            Template::Gather { .. }
                | Template::Scatter { .. }
                | Template::SvmGather { .. }
                | Template::Scatter4 { .. }
                | Template::QwScatter { .. }
                | Template::Atomic { .. }
        )
    }

    /// Every mask for the small widths, or (for the many atomic shapes) the
    /// sampled ones of [`ci_masks`].
    fn full_masks(&self) -> bool {
        !matches!(
            self,
            Template::AddrAtomic { .. }
                | Template::Contig { .. }
                | Template::Lsc { .. }
                | Template::LscAtomic { .. }
                | Template::TypedQuad { .. }
        )
    }

    /// The family of its operation: the platforms that take it run it ([`Families`]).
    fn family(&self) -> Family {
        match self {
            Template::Gather { .. }
            | Template::Scatter { .. }
            | Template::SlmGather { .. }
            | Template::GlobalScatter { .. }
            | Template::Contig { .. }
            | Template::Rmw { .. }
            | Template::Arith { .. }
            | Template::Fence { kind: FenceKind::Generic { .. } } => Family::Generic,
            Template::Lsc { .. }
            | Template::LscAtomic { .. }
            | Template::Fence { .. }
            | Template::Block2d { .. }
            | Template::TypedQuad { .. } => Family::Lsc,
            _ => Family::Legacy,
        }
    }
}

pub const ALIGNS: [u32; 5] = [1, 2, 4, 8, 16];

/// Every template.
pub fn templates() -> Vec<Template> {
    let mut out = Vec::new();
    for elem in Elem::ALL {
        for align in ALIGNS {
            out.push(Template::Gather { elem, align });
        }
    }
    for elem in Elem::SLM {
        for align in ALIGNS {
            out.push(Template::Scatter { elem, align });
        }
    }
    for (block, log2_blocks) in [(1, 0), (1, 1), (1, 2), (4, 0), (4, 1), (4, 2), (4, 3), (8, 0), (8, 1), (8, 2)] {
        out.push(Template::SvmGather { block, log2_blocks });
    }
    for channels in 1..=15 {
        out.push(Template::Scatter4 { channels });
    }
    out.push(Template::QwScatter { double: false });
    out.push(Template::QwScatter { double: true });
    for op in AtomicOp::ALL {
        for sixteen in [false, true] {
            out.push(Template::Atomic { op, sixteen });
        }
    }
    for elem in Elem::ALL {
        for align in ALIGNS {
            out.push(Template::SlmGather { elem, align });
            out.push(Template::GlobalScatter { elem, align });
        }
    }
    for kind in [ContigKind::Load, ContigKind::Store, ContigKind::MaskedLoad, ContigKind::MaskedStore] {
        for elem in Elem::ALL {
            for align in ALIGNS {
                for slm in [false, true] {
                    out.push(Template::Contig { kind, elem, align, slm });
                }
            }
        }
    }
    for op in RmwKind::ALL {
        let elems: &[Elem] = if op == RmwKind::Xchg {
            &[Elem::I16, Elem::I32, Elem::I64, Elem::Float, Elem::Double]
        } else {
            &[Elem::I16, Elem::I32, Elem::I64]
        };
        for &elem in elems {
            for slm in [false, true] {
                out.push(Template::Rmw { op, elem, slm });
            }
        }
    }
    for (block, log2_blocks) in [(1, 0), (1, 1), (1, 2), (4, 0), (4, 1), (4, 2), (4, 3), (8, 0), (8, 1), (8, 2)] {
        out.push(Template::SvmScatter { block, log2_blocks });
    }
    for channels in 1..=15 {
        out.push(Template::Gather4 { channels });
    }
    out.push(Template::QwGather { double: false });
    out.push(Template::QwGather { double: true });
    for gather in [true, false] {
        for log2_blocks in 0..3 {
            out.push(Template::ByteScaled { gather, log2_blocks });
        }
    }
    for kind in BlockKind::ALL {
        out.push(Template::Block { kind });
    }
    for svm in [false, true] {
        for op in AtomicOp::ALL {
            for bits in [16, 32, 64] {
                // DWORD_ATOMIC has no 64-bit form; no atomic has 64-bit float operations.
                if bits == 64 && (!svm || op.is_float()) {
                    continue;
                }
                out.push(Template::AddrAtomic { svm, op, bits });
            }
        }
    }
    for (form, f) in arith::FORMS.iter().enumerate() {
        out.extend(f.elems.iter().map(|&elem| Template::Arith { form, elem }));
    }
    for kind in LscKind::ALL {
        for slm in [false, true] {
            for data_size in LscDataSize::ALL {
                let wide = matches!(data_size, LscDataSize::D32 | LscDataSize::D64);
                // A prefetch has no data to lay out: a short vector and the longest.
                let prefetch = kind == LscKind::Prefetch;
                let vectors: &[u32] = match (wide, prefetch) {
                    (false, _) => &[1],
                    (true, true) => &[1, 4],
                    (true, false) => LSC_VECTORS,
                };
                let lsc = |vector, transposed| Template::Lsc {
                    kind,
                    slm,
                    bti: None,
                    quad: None,
                    data_size,
                    vector,
                    transposed,
                };
                for &vector in vectors {
                    out.push(lsc(vector, false));
                }
                if wide {
                    let transposed: &[u32] = if prefetch { &[1, 64] } else { &LSC_VECTORS_TRANSPOSED };
                    for &vector in transposed {
                        out.push(lsc(vector, true));
                    }
                }
            }
        }
    }
    out.extend(lsc_more_templates());
    out
}

/// The LSC forms beyond `.slm`/`.stateless` loads and stores: packed d8/d16,
/// `.bti` (the surface and 254), quad, the atomics, fences, 2D blocks and
/// the typed quad (each run where the platform has it: [`platform_has`]).
fn lsc_more_templates() -> Vec<Template> {
    let mut out = Vec::new();
    let lsc = |kind, slm, bti, quad, data_size, vector, transposed| Template::Lsc {
        kind,
        slm,
        bti,
        quad,
        data_size,
        vector,
        transposed,
    };
    for kind in LscKind::ALL {
        for slm in [false, true] {
            for data_size in [LscDataSize::D8, LscDataSize::D16] {
                out.push(lsc(kind, slm, None, None, data_size, 1, false));
            }
        }
        for bti in [Surface::Bti, Surface::Slm] {
            out.push(lsc(kind, false, Some(bti), None, LscDataSize::D32, 1, false));
            out.push(lsc(kind, false, Some(bti), None, LscDataSize::D32, 4, false));
            out.push(lsc(kind, false, Some(bti), None, LscDataSize::D64, 4, true));
            out.push(lsc(kind, false, Some(bti), None, LscDataSize::D8U32, 1, false));
        }
        let channels: &[u32] = if kind == LscKind::Store { &[1, 3, 7, 15] } else { &[1, 5, 13, 15] };
        for &ch in channels {
            for (slm, bti) in [(false, None), (true, None), (false, Some(Surface::Bti))] {
                out.push(lsc(kind, slm, bti, Some(ch), LscDataSize::D32, 1, false));
            }
        }
    }
    // Every operation on d32 in global memory and SLM (fadd/fsub: not in SLM); a few on the
    // surface and SLM by `.bti`, on d16u32, and on d64 (icas also in SLM: xehpc and xe2).
    let atomic = |op, slm, bti, data_size| Template::LscAtomic { op, slm, bti, data_size };
    for op in LscAtomicOp::ALL {
        out.push(atomic(op, false, None, LscDataSize::D32));
        if !matches!(op, LscAtomicOp::FAdd | LscAtomicOp::FSub) {
            out.push(atomic(op, true, None, LscDataSize::D32));
        }
    }
    use LscAtomicOp::{FAdd, FMax, FMin, IAdd, ICas, Store, UMax};
    for bti in [Surface::Bti, Surface::Arg, Surface::Slm] {
        out.extend([IAdd, ICas].map(|op| atomic(op, false, Some(bti), LscDataSize::D32)));
    }
    out.push(atomic(FMax, false, Some(Surface::Bti), LscDataSize::D32));
    out.extend([IAdd, UMax, ICas, Store].map(|op| atomic(op, false, None, LscDataSize::D16U32)));
    out.extend([IAdd, ICas, FAdd, FMin].map(|op| atomic(op, false, None, LscDataSize::D64)));
    out.push(atomic(ICas, true, None, LscDataSize::D64));
    for sfid in LscFenceUnit::ALL {
        let (op, scope) = if sfid == LscFenceUnit::Slm {
            (LscFenceOp::None, LscScope::Group)
        } else {
            (LscFenceOp::Evict, LscScope::Gpu)
        };
        out.push(Template::Fence { kind: FenceKind::Lsc { sfid, op, scope, scalar: false } });
    }
    for (ordering, scope) in [
        ("acquire", ""),
        ("release", "agent"),
        ("acq_rel", "all_devices"),
        ("seq_cst", "workgroup"),
        ("seq_cst", "subgroup"),
    ] {
        out.push(Template::Fence { kind: FenceKind::Generic { ordering, scope } });
    }
    for (op, transpose, vnni) in [
        (Block2dOp::Load, false, false),
        (Block2dOp::Load, true, false),
        (Block2dOp::Load, false, true),
        (Block2dOp::Store, false, false),
        (Block2dOp::Prefetch, false, false),
    ] {
        for data_size in LscDataSize::BLOCK2D {
            for desc in [false, true] {
                for edge in 0..5 {
                    out.push(Template::Block2d { op, desc, transpose, vnni, data_size, edge });
                }
            }
        }
    }
    for op in [Block2dOp::Load, Block2dOp::Store, Block2dOp::Prefetch] {
        for sixteen in [false, true] {
            out.push(Template::TypedQuad { op, sixteen });
        }
    }
    out
}

/// The smallest shape of Intel's 2D block table for a kind and element
/// size on `platform`: (width, height, blocks), if it has one.
fn smallest_block2d(platform: Platform, t: &Template) -> Option<(u32, u32, u32)> {
    let Template::Block2d { op, transpose, vnni, data_size, .. } = *t else { return None };
    let kind =
        visa_passes::isa::block2d::message_kind(op == Block2dOp::Store, op == Block2dOp::Prefetch, transpose, vnni)
            .ok()?;
    visa_passes::isa::block2d::SHAPES
        .iter()
        .filter(|r| r.kind == kind && r.elem_bytes == data_size.bytes())
        .filter(|r| !r.xe2 || visa_passes::isa::block2d::has_xe2_rows(platform))
        .map(|r| (r.width, r.heights[0], r.counts[0]))
        .min_by_key(|&(w, h, b)| w * h * b)
}

/// Whether `platform` has what a template needs beyond its family: 2D
/// blocks (and the shape), typed LSC, a fence's unit.
fn platform_has(platform: Platform, t: &Template) -> bool {
    use visa_passes::ir::lsc::LscFeature;
    match t {
        Template::Block2d { .. } => LscFeature::Block2d.on(platform) && smallest_block2d(platform, t).is_some(),
        Template::TypedQuad { .. } => LscFeature::Typed.on(platform),
        Template::Fence { kind: FenceKind::Lsc { sfid, .. } } => sfid.exists_on(platform).0,
        Template::Fence { kind: FenceKind::Generic { .. } } => LscFeature::Lsc.on(platform),
        _ => true,
    }
}

/// Widths of the exhaustive run.
pub const WIDTHS: [usize; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 16];

/// Masks of a width: all 2^w up to 8 lanes; at 16, edges plus a fixed sample.
pub fn masks(width: usize) -> Vec<u64> {
    if width <= 8 {
        return (0..1u64 << width).collect();
    }
    let all = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let mut out = vec![0, all, 0x5555_5555_5555_5555 & all, 0xaaaa_aaaa_aaaa_aaaa & all, all >> (width / 2)];
    out.extend((0..width).map(|i| 1u64 << i));
    let mut rng = ChaCha8Rng::seed_from_u64(width as u64);
    out.extend((0..32).map(|_| rng.random::<u64>() & all));
    out
}

/// One exhaustive shape: the case's operation, platform and width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub platform: Platform,
    pub template: Template,
    pub width: usize,
    pub const_mask: bool,
    /// Compiled with `--messages legacy` (a generic operation on a platform
    /// with both families) rather than the platform's default.
    pub legacy: bool,
}

/// Every shape, over `platforms`.
pub fn shapes(platforms: &[Platform]) -> Vec<Shape> {
    let mut out = Vec::new();
    for &platform in platforms {
        let families = Families::of(platform);
        // Generic operations also with legacy messages where the platform has both.
        let both = Messages::Legacy.check(platform).is_ok() && Messages::Lsc.check(platform).is_ok();
        for template in templates().into_iter().filter(|t| families.has(t.family()) && platform_has(platform, t)) {
            if let Template::Arith { form, elem } = template {
                // Drawn only where the platform has what the form needs.
                if !arith::drawable(&arith::FORMS[form], elem, platform) {
                    continue;
                }
            }
            for &width in template.widths() {
                // An operation without a mask has one form; arithmetic
                // varies its value, not the mask.
                let arithmetic = matches!(template, Template::Arith { .. });
                let forms: &[bool] = if template.is_masked() && !arithmetic { &[false, true] } else { &[false] };
                let legacy: &[bool] =
                    if both && template.family() == Family::Generic { &[false, true] } else { &[false] };
                for &legacy in legacy {
                    for &const_mask in forms {
                        out.push(Shape { platform, template, width, const_mask, legacy });
                    }
                }
            }
        }
    }
    out
}

/// The masks of [`ci_cases`]: none, all, alternating and the last lane alone.
fn ci_masks(width: usize) -> Vec<u64> {
    let all = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let mut picks = vec![0, all, 0x5555 & all, 1 << (width - 1)];
    picks.dedup();
    picks
}

/// The masks one shape runs with in the full run.
fn shape_masks(s: &Shape) -> Vec<u64> {
    let all = if s.width >= 64 { u64::MAX } else { (1u64 << s.width) - 1 };
    if let Template::Arith { .. } = s.template {
        // The second gather's passthru shows in its disabled lanes.
        return vec![0, 0x5555 & all];
    }
    if let Some(picks) = refused_once(s) {
        return picks;
    }
    match (s.template.is_masked(), s.template.full_masks(), s.const_mask) {
        (false, _, _) => vec![all],
        (true, true, _) => masks(s.width),
        (true, false, true) => vec![all],
        (true, false, false) => ci_masks(s.width),
    }
}

/// An LSC call `compile` refuses (wider than the platform's LSC, or a
/// payload over the GRFs a message carries) runs once, with the all-on
/// constant mask: its masks would only repeat the refusal.
fn refused_once(s: &Shape) -> Option<Vec<u64>> {
    let (Template::Lsc { .. } | Template::LscAtomic { .. }) = s.template else { return None };
    let all = if s.width >= 64 { u64::MAX } else { (1u64 << s.width) - 1 };
    let refused = case(s, all).expected_refusal().is_some();
    refused.then(|| if s.const_mask { vec![all] } else { Vec::new() })
}

/// The LSC forms beyond `.slm`/`.stateless` loads and stores with lanes
/// (packed d8/d16, `.bti`, quad, the atomics, the typed quad).
fn further_lsc(t: &Template) -> bool {
    match t {
        Template::Lsc { bti, quad, data_size, .. } => {
            bti.is_some() || quad.is_some() || matches!(data_size, LscDataSize::D8 | LscDataSize::D16)
        }
        Template::LscAtomic { .. } | Template::TypedQuad { .. } => true,
        _ => false,
    }
}

/// Every (shape, mask) pair of the full run, in order.
pub fn all_cases(platforms: &[Platform]) -> Vec<(Shape, u64)> {
    shapes(platforms).into_iter().flat_map(|s| shape_masks(&s).into_iter().map(move |m| (s, m))).collect()
}

/// The fixed subset the tests run: every shape with argument masks, the
/// masks none, all, alternating and the last lane alone; constant masks
/// all-on only (the all-true constant takes its own path in the emitter).
/// The shapes of the family (`is_family`) run at widths 1, 3, 4 and 16 only,
/// with argument masks (their full set is `--exhaustive`'s).
pub fn ci_cases(platforms: &[Platform]) -> Vec<(Shape, u64)> {
    shapes(platforms)
        .into_iter()
        // The family's shapes at widths 1, 3, 4 and 16 (block messages: 1 to 4 owords), masks as arguments;
        // LSC calls at 1, 3, 16 and 32 lanes, masks as arguments and the all-on constant.
        // A prefetch (no data to compare, only that it compiles and assembles) at 1 and 16 lanes.
        // Generic IR on a platform without the legacy data port (xe2) at 3 and 16 lanes: its LSC
        // selection is xehpc's (the same LSC lanes and GRF size), which runs the family's widths.
        .filter(|s| match s.template {
            // Legacy messages where LSC is the default: the family's shapes once, at 16 lanes (two pieces
            // on xehpg and mtl), masks as arguments.
            _ if s.legacy => s.width == 16 && !s.const_mask && !matches!(s.template, Template::Arith { .. }),
            // The further LSC forms at 16 lanes (the typed quad also at 3).
            Template::TypedQuad { .. } => matches!(s.width, 3 | 16),
            t if further_lsc(&t) => s.width == 16,
            Template::Lsc { kind: LscKind::Prefetch, .. } => matches!(s.width, 1 | 16),
            Template::Lsc { .. } => matches!(s.width, 1 | 3 | 16 | 32),
            t if t.family() == Family::Generic && !s.platform.desc().legacy_dataport.value => {
                matches!(s.width, 3 | 16) && !s.const_mask
            }
            t => !t.is_family() || (matches!(s.width, 1 | 3 | 4 | 16) && !s.const_mask),
        })
        .flat_map(|s| {
            let all = (1u64 << s.width) - 1;
            let picks = match (s.template, refused_once(&s)) {
                (Template::Arith { .. }, _) => shape_masks(&s),
                (_, Some(picks)) => picks,
                _ if s.const_mask || !s.template.is_masked() => vec![all],
                // Legacy messages and the further LSC forms: every other lane (a lane that should be off shows).
                _ if s.legacy || further_lsc(&s.template) => vec![0x5555 & all],
                _ => ci_masks(s.width),
            };
            picks.into_iter().map(move |m| (s, m))
        })
        .collect()
}

/// Distinct lane values (bits) of `elem`, exact in TOML.
fn lane_values(elem: Elem, lanes: usize, salt: u64) -> Vec<u64> {
    (0..lanes as u64)
        .map(|i| {
            let n = i + 1 + salt * 64;
            let v = match elem {
                Elem::Half => u64::from(half::f16::from_f64(n as f64 * 0.5).to_bits()),
                Elem::Float => u64::from((n as f32 * 0.25).to_bits()),
                Elem::Double => (n as f64 * 0.125).to_bits(),
                Elem::Ptr => 0x1_0000_0000 + n * 8,
                Elem::I8 => 0x80 | n,
                Elem::I16 => 0x8000 | (n * 0x101),
                Elem::I32 => 0x8000_0000 | (n * 0x0101_0101),
                Elem::I64 => 0x8000_0000_0000_0000 | n.wrapping_mul(0x0101_0101_0101_0101),
            };
            // Wide `old` vectors have more lanes than the element has values.
            let bits = elem.bytes() * 8;
            if bits >= 64 {
                v
            } else {
                v & ((1u64 << bits) - 1)
            }
        })
        .collect()
}

/// Offsets of lanes at `stride` bytes, in reverse lane order, from `start`.
fn reversed(width: usize, stride: i64, start: i64) -> Vec<i64> {
    (0..width).map(|i| start + (width - 1 - i) as i64 * stride).collect()
}

/// The case of one shape and mask.
pub fn case(shape: &Shape, mask_bits: u64) -> Case {
    let Shape { platform, template, width, const_mask, legacy } = *shape;
    let mask = Mask { bits: mask_bits, form: if const_mask { MaskForm::Const } else { MaskForm::Arg } };
    let image =
        |format: &'static str| Image { kind: "2d", format, width: 4, height: 4, depth: 1, array_size: 1, mips: 1 };
    let mut image32 = image("r32_uint");
    // An arithmetic case's first operation: the gather its form transforms.
    let mut first = None;
    let mut image16 = image("r16_uint");
    let (op, ret) = match template {
        Template::Arith { form, elem } => {
            let stride = i64::from(elem.bytes());
            let gather = |buf, mask, passthru| Gather {
                elem,
                width,
                align: elem.bytes(),
                space: 1,
                buf,
                offs: reversed(width, stride, 0),
                addr: AddrForm::ByteOffsets,
                mask,
                passthru,
            };
            let all = Mask { bits: (1u64 << width) - 1, form: MaskForm::Const };
            let c = arith::legal_operand(&arith::FORMS[form], elem, lane_values(elem, 1, 3)[0]);
            first = Some(Op::Gather(gather(0, all, Source::Zero)));
            let through = Source::Op { op: 0, signed: false, alu: Alu::Form(form, c) };
            (Op::Gather(gather(1, mask, through)), true)
        }
        Template::Gather { elem, align } | Template::SlmGather { elem, align } => {
            // Global memory, or SLM for the SLM twin: the same lanes either way.
            let space = if matches!(template, Template::SlmGather { .. }) { 3 } else { 1 };
            let stride = i64::from(elem.bytes().max(align));
            let g = Gather {
                elem,
                width,
                align,
                space,
                buf: 0,
                offs: reversed(width, stride, i64::from(align) * 3),
                addr: AddrForm::ByteOffsets,
                mask,
                passthru: Source::Arg(lane_values(elem, width, 1)),
            };
            (Op::Gather(g), true)
        }
        Template::Scatter { elem, align } | Template::GlobalScatter { elem, align } => {
            // SLM, or global memory for the global twin: the same lanes either way.
            let space = if matches!(template, Template::GlobalScatter { .. }) { 1 } else { 3 };
            let stride = i64::from(elem.bytes().max(align));
            let s = Scatter {
                space,
                buf: 0,
                elem,
                width,
                align,
                offs: reversed(width, stride, i64::from(align) * 2),
                addr: AddrForm::ByteOffsets,
                mask,
                data: Source::Arg(lane_values(elem, width, 0)),
            };
            (Op::Scatter(s), false)
        }
        Template::SvmGather { block, log2_blocks } | Template::SvmScatter { block, log2_blocks } => {
            let write = matches!(template, Template::SvmScatter { .. });
            let bytes = i64::from(block << log2_blocks);
            let mut g = SvmScatteredMsg {
                write,
                width,
                block,
                log2_blocks,
                float: false,
                buf: 0,
                offs: reversed(width, bytes, i64::from(block)),
                addr: AddrForm::Arg,
                mask,
                old: Source::Undef,
            };
            let lanes = width * g.slots() / g.elem().bytes() as usize;
            g.old = Source::Arg(lane_values(g.elem(), lanes, 2));
            (Op::SvmScattered(g), !write)
        }
        Template::Scatter4 { channels } | Template::Gather4 { channels } => {
            let gather = matches!(template, Template::Gather4 { .. });
            let lanes = width * channels.count_ones() as usize;
            let s = Scatter4Msg {
                gather,
                width,
                channels,
                surface: Surface::Slm,
                global_offset: 8,
                offs: reversed(width, 16, 0),
                float: false,
                mask,
                data: Source::Arg(lane_values(Elem::I32, lanes, u64::from(gather))),
            };
            (Op::Scatter4(s), gather)
        }
        Template::QwScatter { double } | Template::QwGather { double } => {
            let gather = matches!(template, Template::QwGather { .. });
            let elem = if double { Elem::Double } else { Elem::I64 };
            let q = QwScatterMsg {
                gather,
                width,
                surface: Surface::Slm,
                offs: reversed(width, 8, 16),
                double,
                mask,
                data: Source::Arg(lane_values(elem, width, u64::from(gather))),
            };
            (Op::QwScatter(q), gather)
        }
        Template::Atomic { op, sixteen } => {
            let format = match (sixteen, op) {
                (false, AtomicOp::FMin | AtomicOp::FMax | AtomicOp::FCmpWr) => "r32_float",
                (false, AtomicOp::IMin | AtomicOp::IMax) => "r32_sint",
                (false, _) => "r32_uint",
                (true, AtomicOp::IMin | AtomicOp::IMax) => "r16_sint",
                (true, _) => "r16_uint",
            };
            if sixteen {
                image16.format = format;
            } else {
                image32.format = format;
            }
            // Lanes on distinct texels (16 of them), in reverse order.
            let u: Vec<u32> = (0..width).map(|i| ((width - 1 - i) % 4) as u32).collect();
            let v: Vec<u32> = (0..width).map(|i| ((width - 1 - i) / 4 % 4) as u32).collect();
            let src = |salt| Source::Arg(lane_values(Elem::I32, width, salt).into_iter().map(|x| x & 0xff).collect());
            let a = TypedAtomic {
                op,
                sixteen,
                width,
                surface_arg: false,
                coords: [u, v, vec![0; width], vec![0; width]],
                zero_coords: [false, true, true],
                src0: if op.has_src0() { src(0) } else { Source::Undef },
                src1: if op.has_src1() { src(1) } else { Source::Undef },
                mask,
            };
            (Op::Atomic(a), true)
        }
        Template::Contig { kind, elem, align, slm } => {
            let all = Mask { bits: (1u64 << width) - 1, form: MaskForm::Const };
            let masked = matches!(kind, ContigKind::MaskedLoad | ContigKind::MaskedStore);
            let data = match kind {
                ContigKind::Load => Source::Undef,
                ContigKind::MaskedLoad => Source::Arg(lane_values(elem, width, 1)),
                _ => Source::Arg(lane_values(elem, width, 0)),
            };
            let c = Contig {
                kind,
                elem,
                width,
                scalar: false,
                space: if slm { 3 } else { 1 },
                buf: 0,
                off: 2 * i64::from(align),
                align,
                mask: if masked { mask } else { all },
                data,
            };
            let is_load = c.is_load();
            (Op::Contig(c), is_load)
        }
        Template::Rmw { op, elem, slm } => {
            let values = lane_values(elem, 2, 3);
            let r = Rmw {
                op,
                elem,
                space: if slm { 3 } else { 1 },
                buf: 0,
                off: 8,
                value: values[0],
                cmp: values[1],
                prestore: op == RmwKind::CmpXchg,
                ordering: "seq_cst",
                mask: Mask { bits: 1, form: MaskForm::Const },
            };
            (Op::Rmw(r), true)
        }
        Template::ByteScaled { gather, log2_blocks } => {
            let b = ByteScaledMsg {
                gather,
                width,
                log2_blocks,
                surface: Surface::Slm,
                global_offset: 1,
                // Distinct, unaligned, reversed.
                offs: reversed(width, 4, 1),
                mask,
                data: Source::Arg(lane_values(Elem::I32, width, u64::from(gather))),
            };
            (Op::ByteScaled(b), gather)
        }
        Template::Block { kind } => {
            let lanes = width * 4;
            let b = BlockMsg {
                kind,
                owords: width,
                elem: Elem::I32,
                buf: 0,
                surface: Surface::Slm,
                off: if kind.align() == 4 { 20 } else { 16 },
                mask: Mask { bits: (1u64 << width) - 1, form: MaskForm::Const },
                data: if kind.is_load() { Source::Undef } else { Source::Arg(lane_values(Elem::I32, lanes, 0)) },
            };
            (Op::Block(b), kind.is_load())
        }
        Template::Lsc { kind, slm, bti, quad, data_size, vector, transposed } => {
            // Cache controls, immediate offsets and address forms vary with the shape.
            let twist = width + vector as usize;
            let pairs = LscMsg::cache_pairs(kind, slm || bti == Some(Surface::Slm), platform);
            let size = i64::from(data_size.bytes());
            let mut c = LscMsg {
                kind,
                slm,
                bti,
                quad,
                data_size,
                float: false,
                vector,
                transposed,
                width,
                cache: pairs[twist % pairs.len()],
                offset: 0,
                buf: 0,
                offs: Vec::new(),
                addr: if twist % 2 == 0 { AddrForm::Arg } else { AddrForm::ByteOffsets },
                narrow: false,
                mask,
                data: Source::Undef,
                src0: Source::Undef,
                src1: Source::Undef,
            };
            // Bounded spaces: an offset inside them (the surface is 256 bytes).
            let far = if bti.is_some() { 64 } else { 4096 };
            c.offset = [0, size, -2 * c.span(), far][twist % 4] as i32;
            c.offs = reversed(width, c.span(), 2 * size);
            c.narrow =
                slm && twist % 3 == 0 && c.offs.iter().all(|&x| (0..=0xffff).contains(&(x - i64::from(c.offset))));
            let lanes = c.lanes();
            c.data = match kind {
                LscKind::Load | LscKind::Prefetch | LscKind::Atomic(_) => Source::Undef,
                LscKind::LoadMerge => Source::Arg(lane_values(c.elem(), lanes, 1)),
                LscKind::Store => Source::Arg(lane_values(c.elem(), lanes, 0)),
            };
            (Op::Lsc(c), kind.has_result())
        }
        Template::LscAtomic { op, slm, bti, data_size } => {
            let kind = LscKind::Atomic(op);
            let pairs = LscMsg::cache_pairs(kind, slm || bti == Some(Surface::Slm), platform);
            let size = i64::from(data_size.bytes());
            let mut c = LscMsg {
                kind,
                slm,
                bti,
                quad: None,
                data_size,
                float: op.is_float(),
                vector: 1,
                transposed: false,
                width,
                cache: pairs[width % pairs.len()],
                offset: [0, size as i32, -8][width % 3],
                buf: 0,
                offs: reversed(width, size, 2 * size),
                addr: if width % 2 == 0 { AddrForm::Arg } else { AddrForm::ByteOffsets },
                narrow: false,
                mask,
                data: Source::Undef,
                src0: Source::Undef,
                src1: Source::Undef,
            };
            let elem = c.elem();
            // Float lanes are small exact values; 16-bit ones their low 16 bits.
            let src = |salt: u64| {
                let values = lane_values(elem, width, salt);
                Source::Arg(if data_size == LscDataSize::D16U32 {
                    values.into_iter().map(|x| x & 0xffff).collect()
                } else {
                    values
                })
            };
            c.src0 = if op.sources() >= 1 { src(0) } else { Source::Undef };
            c.src1 = if op.sources() >= 2 { src(1) } else { Source::Undef };
            c.data = Source::Arg(lane_values(elem, width, 2));
            (Op::Lsc(c), true)
        }
        Template::Fence { kind } => {
            (Op::Fence(FenceMsg { kind, mask: Mask { bits: 1, form: MaskForm::Const } }), false)
        }
        Template::Block2d { op, desc, transpose, vnni, data_size, edge } => {
            let (w, h, blocks) = smallest_block2d(platform, &template).unwrap_or((1, 1, 1));
            let elem_bytes = data_size.bytes();
            // A surface of 96 bytes x 6 rows at pitch 128, 64 bytes into the buffer.
            let (surface_width, surface_height) = (96u32, 6u32);
            let cols = (surface_width / elem_bytes) as i32;
            let (bw, bh) = if transpose { (h, w) } else { (w * blocks, h) };
            let unit = (4 / elem_bytes).max(1) as i32;
            let (x, y) = match edge {
                0 => (unit, 1),
                1 => (cols - bw as i32 / 2, 0),
                2 => (0, surface_height as i32 - bh as i32 / 2),
                3 => (-(bw as i32) / 2, -1),
                _ => (cols + unit, surface_height as i32),
            };
            let x = x.div_euclid(unit) * unit;
            let mut b = Block2dMsg {
                op,
                desc,
                data_size,
                blocks,
                width: w,
                height: h,
                transpose,
                vnni,
                cache: (visa_passes::isa::lsc::LscCache::Df, visa_passes::isa::lsc::LscCache::Df),
                buf: 0,
                base: 64,
                surface_width,
                surface_height,
                pitch: 128,
                x,
                y,
                x_imm: if desc { unit } else { 0 },
                y_imm: if desc { 1 } else { 0 },
                mask: Mask { bits: 1, form: MaskForm::Const },
                data: Source::Undef,
            };
            let lanes = b.lanes();
            b.data = match op {
                Block2dOp::Store => Source::Arg(lane_values(b.elem(), lanes, 0)),
                Block2dOp::Load if desc => Source::Arg(lane_values(b.elem(), lanes, 1)),
                _ => Source::Undef,
            };
            (Op::Block2d(b), op == Block2dOp::Load)
        }
        Template::TypedQuad { op, sixteen } => {
            if sixteen {
                image16.format = "r16_sint";
            }
            // Lanes on distinct texels of the 4 x 4 image, in reverse order; lanes past 16 outside it.
            let u: Vec<u32> = (0..width).map(|i| ((width - 1 - i) % 4) as u32).collect();
            let v: Vec<u32> = (0..width).map(|i| ((width - 1 - i) / 4) as u32).collect();
            let t = TypedQuadMsg {
                op,
                width,
                sixteen,
                cache: (visa_passes::isa::lsc::LscCache::Df, visa_passes::isa::lsc::LscCache::Df),
                coords: [u, v, vec![0; width], vec![0; width]],
                zero_coords: [false, true, true],
                mask,
                data: match op {
                    Block2dOp::Prefetch => Source::Undef,
                    _ => Source::Arg(lane_values(Elem::I32, width, 1).into_iter().map(|x| x & 0x7fff).collect()),
                },
            };
            (Op::TypedQuad(t), op == Block2dOp::Load)
        }
        Template::AddrAtomic { svm, op, bits } => {
            let size = i64::from(bits / 8);
            let mut a = AddrAtomicMsg {
                svm,
                op,
                bits,
                width,
                buf: 0,
                surface: Surface::Slm,
                offs: reversed(width, size, 8),
                mask,
                src0: Source::Undef,
                src1: Source::Undef,
                old: Source::Undef,
            };
            let elem = a.elem();
            let src = |salt| {
                let values = lane_values(elem, width, salt);
                Source::Arg(if bits == 16 { values.into_iter().map(|x| x & 0xffff).collect() } else { values })
            };
            a.src0 = if op.has_src0() { src(0) } else { Source::Undef };
            a.src1 = if op.has_src1() { src(1) } else { Source::Undef };
            a.old = Source::Arg(lane_values(elem, width, 2));
            (Op::AddrAtomic(a), true)
        }
    };
    Case {
        name: format!(
            "x-{}-{}{}-w{width}-{}{mask_bits:x}",
            platform,
            template_name(&template),
            if legacy { "-legacy" } else { "" },
            if const_mask { "c" } else { "m" }
        ),
        platform,
        simt: false,
        dispatch_mask: u32::MAX,
        opaque: true,
        fill_seed: 7,
        image32,
        image16,
        messages: if legacy { Messages::Legacy } else { Messages::default_for(platform) },
        // Both buffers straddle a 4 GiB boundary halfway: lanes past the
        // middle carry into the high dword of their address.
        buffer_bases: Some(super::gen::straddling_bases(
            super::gen::BUFFER_BYTES as u64 / 2,
            super::gen::BUFFER_BYTES as u64 / 2,
        )),
        ret: ret.then_some(usize::from(first.is_some())),
        ops: first.into_iter().chain([op]).collect(),
        flow: Vec::new(),
    }
}

/// `slm`, `stateless`, `bti`, `btiarg` (the index an argument) or `bti254`.
fn space_name(slm: bool, bti: Option<Surface>) -> &'static str {
    match (slm, bti) {
        (true, _) => "slm",
        (false, Some(Surface::Slm)) => "bti254",
        (false, Some(Surface::Arg)) => "btiarg",
        (false, Some(_)) => "bti",
        (false, None) => "stateless",
    }
}

/// A file-name-safe name of a template.
pub fn template_name(t: &Template) -> String {
    match t {
        Template::Gather { elem, align } => format!("gather-{}-a{align}", elem.name()),
        Template::Scatter { elem, align } => format!("scatter-{}-a{align}", elem.name()),
        Template::SvmGather { block, log2_blocks } => format!("svmgather-{block}x{}", 1 << log2_blocks),
        Template::Scatter4 { channels } => format!("scatter4-{channels:x}"),
        Template::QwScatter { double } => format!("qwscatter-{}", if *double { "f64" } else { "i64" }),
        Template::Atomic { op, sixteen } => format!("atomic{}-{}", if *sixteen { "16" } else { "" }, op.name()),
        Template::SlmGather { elem, align } => format!("slmgather-{}-a{align}", elem.name()),
        Template::GlobalScatter { elem, align } => format!("globalscatter-{}-a{align}", elem.name()),
        Template::Contig { kind, elem, align, slm } => {
            let kind = match kind {
                ContigKind::Load => "load",
                ContigKind::Store => "store",
                ContigKind::MaskedLoad => "maskedload",
                ContigKind::MaskedStore => "maskedstore",
            };
            format!("{kind}-{}-{}-a{align}", if *slm { "slm" } else { "global" }, elem.name())
        }
        Template::Rmw { op, elem, slm } => {
            format!("rmw-{}-{}-{}", op.name(), if *slm { "slm" } else { "global" }, elem.name())
        }
        Template::SvmScatter { block, log2_blocks } => format!("svmscatter-{block}x{}", 1 << log2_blocks),
        Template::Gather4 { channels } => format!("gather4-{channels:x}"),
        Template::QwGather { double } => format!("qwgather-{}", if *double { "f64" } else { "i64" }),
        Template::ByteScaled { gather, log2_blocks } => {
            format!("{}scaled-{}", if *gather { "gather" } else { "scatter" }, 1 << log2_blocks)
        }
        Template::Block { kind } => format!("block-{}", kind.name().replace('.', "-")),
        Template::AddrAtomic { svm, op, bits } => {
            format!("{}atomic{bits}-{}", if *svm { "svm" } else { "dword" }, op.name())
        }
        Template::Lsc { kind, slm, bti, quad, data_size, vector, transposed } => {
            let kind = kind.name().replace('.', "");
            let t = if *transposed { "t" } else { "" };
            let space = space_name(*slm, *bti);
            match quad {
                Some(ch) => format!("lsc-{kind}-quad{ch:x}-{space}"),
                None => format!("lsc-{kind}-{space}-{}x{vector}{t}", data_size.name()),
            }
        }
        Template::LscAtomic { op, slm, bti, data_size } => {
            format!("lsc-xatomic-{}-{}-{}", op.name(), space_name(*slm, *bti), data_size.name())
        }
        Template::Fence { kind: FenceKind::Lsc { sfid, op, scope, .. } } => {
            format!("lsc-fence-{}-{}-{}", sfid.name(), op.name(), scope.name())
        }
        Template::Fence { kind: FenceKind::Generic { ordering, scope } } => format!("fence-{ordering}-{scope}"),
        Template::Block2d { op, desc, transpose, vnni, data_size, edge } => {
            let op = match op {
                Block2dOp::Load => "load",
                Block2dOp::Store => "store",
                Block2dOp::Prefetch => "prefetch",
            };
            let layout = if *transpose {
                "t"
            } else if *vnni {
                "vnni"
            } else {
                ""
            };
            format!("lsc-{op}2d{}{layout}-{}-edge{edge}", if *desc { "desc" } else { "" }, data_size.name())
        }
        Template::TypedQuad { op, sixteen } => {
            let op = match op {
                Block2dOp::Load => "load",
                Block2dOp::Store => "store",
                Block2dOp::Prefetch => "prefetch",
            };
            format!("lsc-{op}-quad-typed{}", if *sixteen { "16" } else { "32" })
        }
        Template::Arith { form, elem } => {
            let f = &arith::FORMS[*form];
            format!("arith-{}{}-{}", f.row.replace('.', "_"), f.flags.replace(' ', "_"), elem.name())
        }
    }
}
