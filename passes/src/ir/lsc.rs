//! The public LSC intrinsics of Intel's vector compiler (`llvm.genx.lsc.*`,
//! vc-intrinsics `GenXIntrinsics/include/llvm/GenXIntrinsics/Intrinsic_definitions.py`):
//! each intrinsic's operand list, once, as data ([`LscIntrinsic::operands`]),
//! and the check of a call's immediate operands and types against it
//! ([`check`]), with what is supported in every diagnostic.
//!
//! The check is written on [`ArgShape`]s (a type and, for constants, the
//! value) so that `select` (on LLVM values) and the reference interpreter
//! (on its own values) apply the same contract. What the operations compute
//! is not here: the reference follows the vISA pages (LSC_UNTYPED,
//! LSC_TYPED, LSC_FENCE), the emulator its own reading of them.
//!
//! Immediate rules that are not the intrinsic's but the hardware's (vISA
//! spec, LSC_UNTYPED, and the rules Intel's assembler holds): address scale
//! 1; non-transposed vector sizes 1, 2, 3, 4, 8 and above 1 only for d32/d64;
//! transposed data d32/d64; atomics vector size 1, not transposed, d16u32,
//! d32 or d64; SLM default caching; the cache pairs of the page; 2D block
//! shapes from Intel's shape table ([`crate::isa::block2d`]).

use crate::isa::block2d::{self, Block2dKind};

/// The memory an untyped intrinsic addresses (the name's last part).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscSpace {
    /// `.slm`: 32-bit SLM offsets (vISA `lsc_*.slm flat[..]:a32`).
    Slm,
    /// `.stateless`: 64-bit addresses (`.ugm flat[..]:a64`).
    Stateless,
    /// `.bti`: 32-bit offsets into the binding-table surface of operand `surface`.
    Bti,
    /// `.bindless`: 32-bit offsets into the surface whose surface-state
    /// offset is operand `surface`.
    Bindless,
}

impl LscSpace {
    pub fn name(self) -> &'static str {
        match self {
            LscSpace::Slm => "slm",
            LscSpace::Stateless => "stateless",
            LscSpace::Bti => "bti",
            LscSpace::Bindless => "bindless",
        }
    }
}

/// What a 2D block intrinsic does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Block2dOp {
    Load,
    Prefetch,
    Store,
}

/// The register layout a `*.2d.ugm.desc` load names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DescLayout {
    Plain,
    Transpose,
    Vnni,
}

/// One public LSC intrinsic (without its overload suffix).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscIntrinsic {
    /// `llvm.genx.lsc.load[.merge][.quad].<space>`
    Load { space: LscSpace, merge: bool, quad: bool },
    /// `llvm.genx.lsc.prefetch[.quad].<space>`
    Prefetch { space: LscSpace, quad: bool },
    /// `llvm.genx.lsc.store[.quad].<space>`
    Store { space: LscSpace, quad: bool },
    /// `llvm.genx.lsc.xatomic.<space>`
    XAtomic { space: LscSpace },
    /// `llvm.genx.lsc.{load,prefetch,store}2d.stateless`
    Block2d { op: Block2dOp },
    /// `llvm.genx.lsc.{load,prefetch,store}.2d.ugm.desc[.transpose|.vnni]`
    Block2dDesc { op: Block2dOp, layout: DescLayout },
    /// `llvm.genx.lsc.fence`
    Fence,
    /// `llvm.genx.lsc.{load.merge,store,prefetch}.quad.typed.bti` (Xe2)
    TypedQuad { op: Block2dOp },
    /// `llvm.genx.lsc.{load,store,prefetch}2d.typed.bti` (Xe2)
    Typed2d { op: Block2dOp },
}

/// What hardware an intrinsic needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LscFeature {
    /// LSC messages: Xe-HPG and later.
    Lsc,
    /// 2D block messages: Xe-HPC and Xe2.
    Block2d,
    /// Typed LSC (`.tgm`): Xe2.
    Typed,
}

impl LscFeature {
    /// The platforms that have it, as the CLI names them (the platform
    /// table's cells [`LscFeature::on`] reads; a test keeps them equal).
    pub fn platforms(self) -> &'static str {
        match self {
            LscFeature::Lsc => "xehpg (DG2), mtl (MTL, ARL), xehpc (PVC), xe2 (LNL, BMG)",
            // Kept beside the platform table's `lsc_block2d` cell (a test checks they agree).
            LscFeature::Block2d => "xehpc (PVC), xe2 (LNL, BMG)",
            LscFeature::Typed => "xe2 (LNL, BMG)",
        }
    }

    pub fn what(self) -> &'static str {
        match self {
            LscFeature::Lsc => "LSC messages",
            LscFeature::Block2d => "LSC 2D block messages",
            LscFeature::Typed => "typed LSC messages (.tgm)",
        }
    }

    /// Whether `platform` has it: the platform table's cells (IGC GenX.td:
    /// HasLSC, HasLSC2DBlock, HasLSCTyped).
    pub fn on(self, platform: crate::isa::target::Platform) -> bool {
        match self {
            LscFeature::Lsc => platform.desc().lsc_lanes.value.is_some(),
            LscFeature::Block2d => platform.desc().lsc_block2d.value,
            LscFeature::Typed => platform.desc().lsc_typed.value,
        }
    }
}

/// The intrinsics by name. The longest name that prefixes a call's callee
/// (at a `.`) is its intrinsic.
pub static NAMES: [(&str, LscIntrinsic); 51] = {
    use LscIntrinsic::*;
    use LscSpace::*;
    const fn ld(space: LscSpace, merge: bool, quad: bool) -> LscIntrinsic {
        Load { space, merge, quad }
    }
    [
        ("llvm.genx.lsc.load.slm", ld(Slm, false, false)),
        ("llvm.genx.lsc.load.stateless", ld(Stateless, false, false)),
        ("llvm.genx.lsc.load.bti", ld(Bti, false, false)),
        ("llvm.genx.lsc.load.bindless", ld(Bindless, false, false)),
        ("llvm.genx.lsc.load.merge.slm", ld(Slm, true, false)),
        ("llvm.genx.lsc.load.merge.stateless", ld(Stateless, true, false)),
        ("llvm.genx.lsc.load.merge.bti", ld(Bti, true, false)),
        ("llvm.genx.lsc.load.merge.bindless", ld(Bindless, true, false)),
        ("llvm.genx.lsc.load.quad.slm", ld(Slm, false, true)),
        ("llvm.genx.lsc.load.quad.stateless", ld(Stateless, false, true)),
        ("llvm.genx.lsc.load.quad.bti", ld(Bti, false, true)),
        ("llvm.genx.lsc.load.quad.bindless", ld(Bindless, false, true)),
        ("llvm.genx.lsc.load.merge.quad.slm", ld(Slm, true, true)),
        ("llvm.genx.lsc.load.merge.quad.stateless", ld(Stateless, true, true)),
        ("llvm.genx.lsc.load.merge.quad.bti", ld(Bti, true, true)),
        ("llvm.genx.lsc.load.merge.quad.bindless", ld(Bindless, true, true)),
        ("llvm.genx.lsc.prefetch.slm", Prefetch { space: Slm, quad: false }),
        ("llvm.genx.lsc.prefetch.stateless", Prefetch { space: Stateless, quad: false }),
        ("llvm.genx.lsc.prefetch.bti", Prefetch { space: Bti, quad: false }),
        ("llvm.genx.lsc.prefetch.bindless", Prefetch { space: Bindless, quad: false }),
        ("llvm.genx.lsc.prefetch.quad.slm", Prefetch { space: Slm, quad: true }),
        ("llvm.genx.lsc.prefetch.quad.stateless", Prefetch { space: Stateless, quad: true }),
        ("llvm.genx.lsc.prefetch.quad.bti", Prefetch { space: Bti, quad: true }),
        ("llvm.genx.lsc.prefetch.quad.bindless", Prefetch { space: Bindless, quad: true }),
        ("llvm.genx.lsc.store.slm", Store { space: Slm, quad: false }),
        ("llvm.genx.lsc.store.stateless", Store { space: Stateless, quad: false }),
        ("llvm.genx.lsc.store.bti", Store { space: Bti, quad: false }),
        ("llvm.genx.lsc.store.bindless", Store { space: Bindless, quad: false }),
        ("llvm.genx.lsc.store.quad.slm", Store { space: Slm, quad: true }),
        ("llvm.genx.lsc.store.quad.stateless", Store { space: Stateless, quad: true }),
        ("llvm.genx.lsc.store.quad.bti", Store { space: Bti, quad: true }),
        ("llvm.genx.lsc.store.quad.bindless", Store { space: Bindless, quad: true }),
        ("llvm.genx.lsc.xatomic.slm", XAtomic { space: Slm }),
        ("llvm.genx.lsc.xatomic.stateless", XAtomic { space: Stateless }),
        ("llvm.genx.lsc.xatomic.bti", XAtomic { space: Bti }),
        ("llvm.genx.lsc.xatomic.bindless", XAtomic { space: Bindless }),
        ("llvm.genx.lsc.load2d.stateless", Block2d { op: Block2dOp::Load }),
        ("llvm.genx.lsc.prefetch2d.stateless", Block2d { op: Block2dOp::Prefetch }),
        ("llvm.genx.lsc.store2d.stateless", Block2d { op: Block2dOp::Store }),
        ("llvm.genx.lsc.load.2d.ugm.desc", Block2dDesc { op: Block2dOp::Load, layout: DescLayout::Plain }),
        (
            "llvm.genx.lsc.load.2d.ugm.desc.transpose",
            Block2dDesc { op: Block2dOp::Load, layout: DescLayout::Transpose },
        ),
        ("llvm.genx.lsc.load.2d.ugm.desc.vnni", Block2dDesc { op: Block2dOp::Load, layout: DescLayout::Vnni }),
        ("llvm.genx.lsc.prefetch.2d.ugm.desc", Block2dDesc { op: Block2dOp::Prefetch, layout: DescLayout::Plain }),
        ("llvm.genx.lsc.store.2d.ugm.desc", Block2dDesc { op: Block2dOp::Store, layout: DescLayout::Plain }),
        ("llvm.genx.lsc.fence", Fence),
        ("llvm.genx.lsc.load.merge.quad.typed.bti", TypedQuad { op: Block2dOp::Load }),
        ("llvm.genx.lsc.store.quad.typed.bti", TypedQuad { op: Block2dOp::Store }),
        ("llvm.genx.lsc.prefetch.quad.typed.bti", TypedQuad { op: Block2dOp::Prefetch }),
        ("llvm.genx.lsc.load2d.typed.bti", Typed2d { op: Block2dOp::Load }),
        ("llvm.genx.lsc.store2d.typed.bti", Typed2d { op: Block2dOp::Store }),
        ("llvm.genx.lsc.prefetch2d.typed.bti", Typed2d { op: Block2dOp::Prefetch }),
    ]
};

/// What an operand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// `<N x i1>` predicate (its length is the execution size); `i1` for the
    /// descriptor forms.
    Pred,
    /// An immediate (must be a constant).
    Imm(Imm),
    /// `<N x i16|i32|i64>` per-lane addresses or offsets.
    Addr,
    /// The surface: binding-table index (bti) or surface-state offset
    /// (bindless); ignored for slm and stateless.
    Surface,
    /// Data stored, or an atomic's first/second source.
    Data,
    Src0,
    Src1,
    /// The value of disabled lanes of a merging load (or an atomic's old value).
    Passthru,
    /// 2D block surface: base address (i64), width − 1 (bytes), height − 1
    /// (rows), pitch − 1 (bytes), X (elements), Y (rows).
    Base,
    WidthM1,
    HeightM1,
    PitchM1,
    X,
    Y,
    /// `<16 x i32>` matrix descriptor of the `*.2d.ugm.desc` forms.
    Desc,
    /// A value whose element type gives the prefetch's element size.
    Dummy,
    /// Typed coordinates U, V, R, LOD.
    Coord,
}

/// The immediates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Imm {
    SubOp,
    AtomicOp,
    CacheL1,
    CacheL3,
    /// `<2 x i8>` (L1, L3) of the descriptor forms.
    CacheVec,
    Scale,
    Offset,
    DataSize,
    VecSize,
    Order,
    ChMask,
    Blocks,
    BlockWidth,
    BlockHeight,
    Vnni,
    Sfid,
    FenceOp,
    Scope,
    XImm,
    YImm,
}

impl Imm {
    /// The width of the immediate's integer type (vc-intrinsics' `char`,
    /// `short`, `int`); the cache-control vector's elements for `CacheVec`.
    pub fn bits(self) -> u32 {
        match self {
            Imm::Scale | Imm::BlockWidth | Imm::BlockHeight => 16,
            Imm::Offset | Imm::XImm | Imm::YImm => 32,
            _ => 8,
        }
    }
}

/// One operand: its name (vc-intrinsics' description) and role.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operand {
    pub name: &'static str,
    pub role: Role,
}

const fn o(name: &'static str, role: Role) -> Operand {
    Operand { name, role }
}

const fn imm(name: &'static str, imm: Imm) -> Operand {
    Operand { name, role: Role::Imm(imm) }
}

/// `parts` one after the other (`N` their total length).
const fn join<const N: usize>(parts: &[&[Operand]]) -> [Operand; N] {
    let mut out = [o("", Role::Pred); N];
    let (mut n, mut p) = (0, 0);
    while p < parts.len() {
        let mut i = 0;
        while i < parts[p].len() {
            out[n] = parts[p][i];
            (n, i) = (n + 1, i + 1);
        }
        p += 1;
    }
    assert!(n == N, "the parts' lengths add up to N");
    out
}

/// `arg1..arg10` of load, prefetch and store after the predicate (`arg0`)
/// and sub-operation (`arg1`): caching, address, data shape, addresses.
const UNTYPED_MIDDLE: [Operand; 9] = [
    imm("L1 caching", Imm::CacheL1),
    imm("L3 caching", Imm::CacheL3),
    imm("address scale", Imm::Scale),
    imm("immediate offset", Imm::Offset),
    imm("data size", Imm::DataSize),
    imm("vector size", Imm::VecSize),
    imm("data order", Imm::Order),
    imm("channel mask", Imm::ChMask),
    o("addresses", Role::Addr),
];
const PRED: Operand = o("pred", Role::Pred);
const SUBOP: Operand = imm("subopcode", Imm::SubOp);
const SURFACE: Operand = o("surface", Role::Surface);

static LOAD: [Operand; 12] = join(&[&[PRED, SUBOP], &UNTYPED_MIDDLE, &[SURFACE]]);
static LOAD_MERGE: [Operand; 13] = join(&[&[PRED, SUBOP], &UNTYPED_MIDDLE, &[SURFACE, o("passthru", Role::Passthru)]]);
static STORE: [Operand; 13] = join(&[&[PRED, SUBOP], &UNTYPED_MIDDLE, &[o("data", Role::Data), SURFACE]]);
static XATOMIC: [Operand; 15] = join(&[
    &[PRED, imm("atomic operation", Imm::AtomicOp)],
    &UNTYPED_MIDDLE,
    &[o("src0", Role::Src0), o("src1", Role::Src1), SURFACE, o("passthru", Role::Passthru)],
]);
const BLOCK2D_HEAD: [Operand; 15] = [
    PRED,
    imm("L1 caching", Imm::CacheL1),
    imm("L3 caching", Imm::CacheL3),
    imm("data size", Imm::DataSize),
    imm("data order", Imm::Order),
    imm("number of blocks", Imm::Blocks),
    imm("block width", Imm::BlockWidth),
    imm("block height", Imm::BlockHeight),
    imm("VNNI", Imm::Vnni),
    o("surface base", Role::Base),
    o("surface width - 1", Role::WidthM1),
    o("surface height - 1", Role::HeightM1),
    o("surface pitch - 1", Role::PitchM1),
    o("X", Role::X),
    o("Y", Role::Y),
];
static BLOCK2D_STORE: [Operand; 16] = join(&[&BLOCK2D_HEAD, &[o("data", Role::Data)]]);
const fn desc(last: Operand) -> [Operand; 9] {
    [
        o("pred", Role::Pred),
        imm("cache controls", Imm::CacheVec),
        imm("number of blocks", Imm::Blocks),
        imm("block width", Imm::BlockWidth),
        imm("block height", Imm::BlockHeight),
        o("matrix descriptor", Role::Desc),
        imm("X offset", Imm::XImm),
        imm("Y offset", Imm::YImm),
        last,
    ]
}
static DESC_LOAD: [Operand; 9] = desc(o("passthru", Role::Passthru));
static DESC_PREFETCH: [Operand; 9] = desc(o("element type", Role::Dummy));
static DESC_STORE: [Operand; 9] = desc(o("data", Role::Data));
static FENCE: [Operand; 4] =
    [o("pred", Role::Pred), imm("SFID", Imm::Sfid), imm("fence operation", Imm::FenceOp), imm("scope", Imm::Scope)];
const TYPED_QUAD_HEAD: [Operand; 9] = [
    o("pred", Role::Pred),
    imm("L1 caching", Imm::CacheL1),
    imm("L3 caching", Imm::CacheL3),
    imm("channel mask", Imm::ChMask),
    o("surface", Role::Surface),
    o("U", Role::Coord),
    o("V", Role::Coord),
    o("R", Role::Coord),
    o("LOD", Role::Coord),
];
static TYPED_QUAD_LOAD: [Operand; 10] = join(&[&TYPED_QUAD_HEAD, &[o("passthru", Role::Passthru)]]);
static TYPED_QUAD_STORE: [Operand; 10] = join(&[&TYPED_QUAD_HEAD, &[o("data", Role::Data)]]);
const TYPED_2D_HEAD: [Operand; 7] = [
    imm("L1 caching", Imm::CacheL1),
    imm("L3 caching", Imm::CacheL3),
    o("surface", Role::Surface),
    o("block height", Role::HeightM1),
    o("block width", Role::WidthM1),
    o("X", Role::X),
    o("Y", Role::Y),
];
static TYPED_2D_STORE: [Operand; 8] = join(&[&TYPED_2D_HEAD, &[o("data", Role::Data)]]);

impl LscIntrinsic {
    /// The intrinsic `name` calls (any overload suffix), if it is one.
    pub fn from_name(name: &str) -> Option<LscIntrinsic> {
        name.strip_prefix("llvm.genx.lsc.")?;
        NAMES
            .iter()
            .filter(|(prefix, _)| {
                name.strip_prefix(prefix).is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
            })
            .max_by_key(|(prefix, _)| prefix.len())
            .map(|&(_, intrinsic)| intrinsic)
    }

    /// The name without `llvm.` (as [`crate::ir::intrinsics::MemIntrinsicKind::name`] gives names).
    pub fn name(self) -> &'static str {
        &self.llvm_name()["llvm.".len()..]
    }

    /// The name with its `llvm.` prefix, as calls spell it.
    pub fn llvm_name(self) -> &'static str {
        NAMES.iter().find(|(_, i)| *i == self).map_or("llvm.genx.lsc", |(name, _)| name)
    }

    /// The operands, in order (vc-intrinsics' argument lists).
    pub fn operands(self) -> &'static [Operand] {
        use LscIntrinsic::*;
        match self {
            Load { merge: false, .. } | Prefetch { .. } => &LOAD,
            Load { merge: true, .. } => &LOAD_MERGE,
            Store { .. } => &STORE,
            XAtomic { .. } => &XATOMIC,
            Block2d { op: Block2dOp::Store } => &BLOCK2D_STORE,
            Block2d { .. } => &BLOCK2D_HEAD,
            Block2dDesc { op: Block2dOp::Load, .. } => &DESC_LOAD,
            Block2dDesc { op: Block2dOp::Prefetch, .. } => &DESC_PREFETCH,
            Block2dDesc { op: Block2dOp::Store, .. } => &DESC_STORE,
            Fence => &FENCE,
            TypedQuad { op: Block2dOp::Load } => &TYPED_QUAD_LOAD,
            TypedQuad { op: Block2dOp::Store } => &TYPED_QUAD_STORE,
            TypedQuad { op: Block2dOp::Prefetch } => &TYPED_QUAD_HEAD,
            Typed2d { op: Block2dOp::Store } => &TYPED_2D_STORE,
            Typed2d { .. } => &TYPED_2D_HEAD,
        }
    }

    /// The index of the first operand of `role`.
    pub fn operand(self, role: Role) -> Option<usize> {
        self.operands().iter().position(|o| o.role == role)
    }

    /// Whether the call returns a value.
    pub fn returns(self) -> bool {
        use LscIntrinsic::*;
        matches!(
            self,
            Load { .. }
                | XAtomic { .. }
                | Block2d { op: Block2dOp::Load }
                | Block2dDesc { op: Block2dOp::Load, .. }
                | TypedQuad { op: Block2dOp::Load }
                | Typed2d { op: Block2dOp::Load }
        )
    }

    pub fn feature(self) -> LscFeature {
        use LscIntrinsic::*;
        match self {
            Block2d { .. } | Block2dDesc { .. } => LscFeature::Block2d,
            TypedQuad { .. } | Typed2d { .. } => LscFeature::Typed,
            _ => LscFeature::Lsc,
        }
    }

    pub fn space(self) -> Option<LscSpace> {
        use LscIntrinsic::*;
        match self {
            Load { space, .. } | Prefetch { space, .. } | Store { space, .. } | XAtomic { space } => Some(space),
            _ => None,
        }
    }

    fn cache_class(self) -> CacheClass {
        use LscIntrinsic::*;
        match self {
            Store { .. } | Block2d { op: Block2dOp::Store } | Block2dDesc { op: Block2dOp::Store, .. } => {
                CacheClass::Store
            }
            TypedQuad { op: Block2dOp::Store } | Typed2d { op: Block2dOp::Store } => CacheClass::Store,
            XAtomic { .. } => CacheClass::Atomic,
            _ => CacheClass::Load,
        }
    }
}

// ---- data sizes, caching, atomics, fences --------------------------------------

/// vISA spec, LSC_UNTYPED, DataSize: the intrinsics pass the same numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataSize {
    D8,
    D16,
    D32,
    D64,
    /// 8 bits in memory, zero-extended to 32 in the register.
    D8U32,
    /// 16 bits in memory, zero-extended to 32.
    D16U32,
    /// 16 bits in memory, in the high half of 32 (low half zero).
    D16U32H,
}

impl DataSize {
    const ALL: [(u64, DataSize, &'static str); 7] = [
        (1, DataSize::D8, "d8"),
        (2, DataSize::D16, "d16"),
        (3, DataSize::D32, "d32"),
        (4, DataSize::D64, "d64"),
        (5, DataSize::D8U32, "d8u32"),
        (6, DataSize::D16U32, "d16u32"),
        (7, DataSize::D16U32H, "d16u32h"),
    ];

    fn of(code: u64) -> Option<DataSize> {
        DataSize::ALL.iter().find(|(c, _, _)| *c == code).map(|&(_, d, _)| d)
    }

    pub fn name(self) -> &'static str {
        DataSize::ALL.iter().find(|(_, d, _)| *d == self).map_or("?", |(_, _, n)| n)
    }

    /// Bytes of one element in memory.
    pub fn memory_bytes(self) -> u32 {
        match self {
            DataSize::D8 | DataSize::D8U32 => 1,
            DataSize::D16 | DataSize::D16U32 | DataSize::D16U32H => 2,
            DataSize::D32 => 4,
            DataSize::D64 => 8,
        }
    }

    /// Bits of one element in the register (the IR vector's element).
    pub fn register_bits(self) -> u32 {
        match self {
            DataSize::D8 => 8,
            DataSize::D16 => 16,
            DataSize::D64 => 64,
            _ => 32,
        }
    }
}

/// Which cache-control table applies (vISA spec, LSC_UNTYPED, CachingL1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CacheClass {
    Load,
    Store,
    Atomic,
}

const CACHE_NAMES: [&str; 8] = ["df", "uc", "ca", "wb", "wt", "st", "ri", "cc"];

/// The legal (L1, L3) pairs: the page's table, plus Xe2's for loads
/// (vc-intrinsics: `.ca.cc`, `.uc.cc`, `.ri.ri`); atomics: default,
/// uncached, or L1 uncached with L3 write-back (Intel's assembler).
fn cache_pairs(class: CacheClass) -> &'static [(u8, u8)] {
    match class {
        CacheClass::Load => &[(0, 0), (1, 1), (5, 1), (1, 2), (2, 1), (2, 2), (5, 2), (6, 2), (2, 7), (1, 7), (6, 6)],
        CacheClass::Store => &[(0, 0), (1, 1), (5, 1), (1, 3), (4, 1), (4, 3), (5, 3), (3, 3)],
        CacheClass::Atomic => &[(0, 0), (1, 1), (1, 3)],
    }
}

fn pair_names(pairs: &[(u8, u8)]) -> String {
    pairs
        .iter()
        .map(|&(l1, l3)| format!(".{}.{}", CACHE_NAMES[l1 as usize], CACHE_NAMES[l3 as usize]))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The LSC atomic operations: one table, in the ISA's atomic rows.
pub use crate::isa::atomic::LscAtomicOp;

/// A decoded `llvm.genx.lsc.fence`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fence {
    pub sfid: u8,
    pub op: u8,
    pub scope: u8,
}

const SFIDS: [&str; 4] = ["ugm", "ugml", "tgm", "slm"];
const FENCE_OPS: [&str; 6] = ["none", "evict", "invalidate", "discard", "clean", "flushl3"];
const SCOPES: [&str; 7] = ["group", "local", "tile", "gpu", "gpus", "sysrel", "sysacq"];

/// A decoded 2D block shape and layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block2d {
    pub elem_bytes: u32,
    pub blocks: u32,
    /// Block width and height in elements.
    pub width: u32,
    pub height: u32,
    pub transpose: bool,
    pub vnni: bool,
}

/// Bytes of a GRF on every platform with 2D block messages (Xe-HPC, Xe2):
/// the register image a 2D load returns is laid out in 64-byte rows.
pub const BLOCK2D_GRF_BYTES: u32 = 64;

impl Block2d {
    /// vISA spec, LSC_UNTYPED, LOAD_BLOCK2D: elements of one GRF row of a
    /// block, its pitch (a power of two), the block's size and its pitch in
    /// the register image (whole GRFs).
    pub fn row_pitch(&self) -> u32 {
        let row = if self.transpose { self.height } else { self.width };
        row.next_power_of_two()
    }

    pub fn block_size(&self) -> u32 {
        self.row_pitch() * if self.transpose { self.width } else { self.height }
    }

    pub fn block_pitch(&self) -> u32 {
        let per_grf = BLOCK2D_GRF_BYTES / self.elem_bytes;
        self.block_size().div_ceil(per_grf) * per_grf
    }

    /// Elements of a load's result: every block's register image.
    pub fn load_elements(&self) -> u32 {
        self.blocks * self.block_pitch()
    }

    /// Elements of a store's data: the rows at a power-of-two pitch.
    pub fn store_elements(&self) -> u32 {
        self.height * self.width.next_power_of_two()
    }
}

/// A checked call: the immediates decoded, the execution size known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LscCall {
    pub intrinsic: LscIntrinsic,
    /// The predicate's lanes (1 for the 2D and descriptor forms).
    pub lanes: u32,
    pub l1: u8,
    pub l3: u8,
    pub offset: i32,
    pub data_size: DataSize,
    /// Elements per address (1 for quad, atomics).
    pub vector: u32,
    pub transposed: bool,
    pub channel_mask: u8,
    pub atomic: Option<LscAtomicOp>,
    pub block2d: Option<Block2d>,
    pub fence: Option<Fence>,
    /// Descriptor forms: the immediate X and Y added to the descriptor's.
    pub x_imm: i32,
    pub y_imm: i32,
}

// ---- the check ---------------------------------------------------------------

/// What the check needs of an operand or result: its type and, for a
/// constant, its lanes' values (zero-extended).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgShape {
    /// `Some(n)` for `<n x T>`.
    pub lanes: Option<u32>,
    pub bits: u32,
    pub float: bool,
    pub constant: Option<Vec<u64>>,
}

impl ArgShape {
    fn is_int(&self, bits: u32) -> bool {
        self.lanes.is_none() && !self.float && self.bits == bits
    }

    fn count(&self) -> u32 {
        self.lanes.unwrap_or(1)
    }

    fn describe(&self) -> String {
        let elem = if self.float { format!("f{}", self.bits) } else { format!("i{}", self.bits) };
        match self.lanes {
            Some(n) => format!("<{n} x {elem}>"),
            None => elem,
        }
    }
}

const VECTOR_CODES: [u32; 8] = [1, 2, 3, 4, 8, 16, 32, 64];

/// Checks a call of `intrinsic` with `args` (and result `ret`, `None` for
/// `void`) against its operand list and the rules above. `Err` is the
/// diagnostic's sentence: what is wrong and what is supported.
pub fn check(intrinsic: LscIntrinsic, args: &[ArgShape], ret: Option<&ArgShape>) -> Result<LscCall, String> {
    let name = intrinsic.llvm_name();
    let operands = intrinsic.operands();
    if args.len() != operands.len() {
        let list: Vec<&str> = operands.iter().map(|o| o.name).collect();
        return Err(format!(
            "`{name}` takes {} operands ({}); this call has {}",
            operands.len(),
            list.join(", "),
            args.len()
        ));
    }
    match (intrinsic.returns(), ret) {
        (true, None) => return Err(format!("`{name}` returns a value; this call's result is void")),
        (false, Some(r)) => return Err(format!("`{name}` returns void; this call returns {}", r.describe())),
        _ => {}
    }
    // Every immediate, by role (constant or an error naming the operand).
    let mut imms: Vec<(Imm, u64, &ArgShape)> = Vec::with_capacity(operands.len());
    for (i, (operand, arg)) in operands.iter().zip(args).enumerate() {
        let Role::Imm(which) = operand.role else { continue };
        let value = match (&arg.constant, which) {
            (Some(c), Imm::CacheVec) if arg.lanes == Some(2) && arg.bits == 8 => c[0] | c[1] << 8,
            (_, Imm::CacheVec) => {
                return Err(format!(
                    "`{name}`: operand {i} ({}) must be a constant <2 x i8> (L1, L3); it is {}",
                    operand.name,
                    arg.describe()
                ))
            }
            (Some(c), _) if arg.lanes.is_none() && !arg.float && arg.bits == which.bits() => c[0],
            (_, _) if arg.lanes.is_some() || arg.float || arg.bits != which.bits() => {
                return Err(format!(
                    "`{name}`: operand {i} ({}) must be a constant i{}; it is {}",
                    operand.name,
                    which.bits(),
                    arg.describe()
                ))
            }
            _ => {
                return Err(format!(
                    "`{name}`: operand {i} ({}) must be a constant integer; it is {}",
                    operand.name,
                    if arg.constant.is_some() { arg.describe() } else { format!("a run-time {}", arg.describe()) }
                ))
            }
        };
        imms.push((which, value, arg));
    }
    let get = |which: Imm| imms.iter().find(|(w, _, _)| *w == which).map(|&(_, v, a)| (v, a));
    let imm_or = |which: Imm, default: u64| get(which).map_or(default, |(v, _)| v);
    let bad = |which: &str, value: i64, supported: &str| {
        Err::<LscCall, String>(format!("`{name}`: {which} {value} is not supported; supported: {supported}"))
    };
    let sext = |value: u64, bits: u32| ((value << (64 - bits)) as i64) >> (64 - bits);

    let mut call = LscCall {
        intrinsic,
        lanes: 1,
        l1: 0,
        l3: 0,
        offset: 0,
        data_size: DataSize::D32,
        vector: 1,
        transposed: false,
        channel_mask: 0,
        atomic: None,
        block2d: None,
        fence: None,
        x_imm: 0,
        y_imm: 0,
    };

    if let Some(p) = intrinsic.operand(Role::Pred) {
        call.lanes = check_pred(&name, intrinsic, p, &args[p])?;
    }

    // Caching.
    let (l1, l3) = match (get(Imm::CacheL1), get(Imm::CacheL3), get(Imm::CacheVec)) {
        (Some((l1, _)), Some((l3, _)), _) => (l1, l3),
        (_, _, Some((v, _))) => (v & 0xff, v >> 8),
        _ => (0, 0),
    };
    if intrinsic != LscIntrinsic::Fence {
        check_cache(&name, intrinsic, l1, l3)?;
        (call.l1, call.l3) = (l1 as u8, l3 as u8);
    }

    if let Some((subop, _)) = get(Imm::SubOp) {
        let own = match intrinsic {
            LscIntrinsic::Load { quad: false, .. } | LscIntrinsic::Prefetch { quad: false, .. } => 0,
            LscIntrinsic::Load { quad: true, .. } | LscIntrinsic::Prefetch { quad: true, .. } => 2,
            LscIntrinsic::Store { quad: false, .. } => 4,
            _ => 6,
        };
        if subop != 0 && subop != own {
            return bad("subopcode", subop as i64, &format!("0 or {own} (the operation's own)"));
        }
    }
    if let Some((op, _)) = get(Imm::AtomicOp) {
        let Some(atomic) = u8::try_from(op).ok().and_then(LscAtomicOp::from_sub_op) else {
            let list: Vec<String> =
                LscAtomicOp::ALL.iter().map(|o| format!("{:#04x} {}", o.sub_op(), o.mnemonic())).collect();
            return bad("atomic operation", op as i64, &list.join(", "));
        };
        call.atomic = Some(atomic);
    }
    if let Some((scale, _)) = get(Imm::Scale) {
        if scale != 1 {
            return bad(
                "address scale",
                scale as i64,
                "1 (Intel's assemblers refuse any other scale: \"address scaling not supported yet\")",
            );
        }
    }
    if let Some((offset, _)) = get(Imm::Offset) {
        call.offset = sext(offset, 32) as i32;
    }
    if let Some((code, _)) = get(Imm::DataSize) {
        let Some(size) = DataSize::of(code) else {
            return bad("data size", code as i64, "1 d8, 2 d16, 3 d32, 4 d64, 5 d8u32, 6 d16u32, 7 d16u32h");
        };
        call.data_size = size;
    }
    if let Some((order, _)) = get(Imm::Order) {
        if order != 1 && order != 2 {
            return bad("data order", order as i64, "1 (non-transposed), 2 (transposed)");
        }
        call.transposed = order == 2;
    }
    if let Some((code, _)) = get(Imm::VecSize) {
        let Some(&v) = code.checked_sub(1).and_then(|i| VECTOR_CODES.get(i as usize)) else {
            return bad("vector size code", code as i64, "1..8 (vector sizes 1, 2, 3, 4, 8, 16, 32, 64)");
        };
        call.vector = v;
    }
    if let Some((mask, _)) = get(Imm::ChMask) {
        call.channel_mask = (mask & 0xff) as u8;
    }

    match intrinsic {
        LscIntrinsic::Load { quad, .. } | LscIntrinsic::Prefetch { quad, .. } | LscIntrinsic::Store { quad, .. } => {
            check_untyped(&name, &mut call, quad, args, ret)?
        }
        LscIntrinsic::XAtomic { space } => check_atomic(&name, &mut call, space, args, ret)?,
        LscIntrinsic::Block2d { op } | LscIntrinsic::Block2dDesc { op, .. } => {
            let (elem_bytes, vnni) = match intrinsic {
                LscIntrinsic::Block2dDesc { layout, .. } => {
                    call.x_imm = sext(imm_or(Imm::XImm, 0), 32) as i32;
                    call.y_imm = sext(imm_or(Imm::YImm, 0), 32) as i32;
                    call.transposed = layout == DescLayout::Transpose;
                    let elem_bytes = check_descriptor(&name, args)?;
                    call.data_size = [DataSize::D8, DataSize::D16, DataSize::D32, DataSize::D64]
                        [elem_bytes.trailing_zeros() as usize];
                    (elem_bytes, layout == DescLayout::Vnni)
                }
                _ => {
                    let vnni = imm_or(Imm::Vnni, 0);
                    if vnni > 1 {
                        return bad("VNNI", vnni as i64, "0, 1");
                    }
                    if !matches!(call.data_size, DataSize::D8 | DataSize::D16 | DataSize::D32 | DataSize::D64) {
                        return Err(format!(
                            "`{name}`: data size {} is not supported for 2D blocks; supported: 1 d8, 2 d16, 3 d32, 4 d64",
                            call.data_size.name()
                        ));
                    }
                    (call.data_size.memory_bytes(), vnni == 1)
                }
            };
            let shape = Block2d {
                elem_bytes,
                blocks: imm_or(Imm::Blocks, 1) as u32,
                width: imm_or(Imm::BlockWidth, 1) as u32,
                height: imm_or(Imm::BlockHeight, 1) as u32,
                transpose: call.transposed,
                vnni,
            };
            check_block2d(&name, &mut call, op, shape, args, ret)?
        }
        LscIntrinsic::Fence => {
            call.fence = Some(check_fence(&name, imm_or(Imm::Sfid, 0), imm_or(Imm::FenceOp, 0), imm_or(Imm::Scope, 0))?)
        }
        LscIntrinsic::TypedQuad { op } => check_typed_quad(&name, &mut call, op, args, ret)?,
        LscIntrinsic::Typed2d { .. } => {}
    }
    Ok(call)
}

/// The predicate: `<N x i1>`, N the execution size (1 to 32; any width for
/// the untyped loads and stores, which `legalize` splits); `i1` for
/// the descriptor forms; either for the fence. Returns N.
fn check_pred(name: &str, intrinsic: LscIntrinsic, p: usize, pred: &ArgShape) -> Result<u32, String> {
    let descriptor = matches!(intrinsic, LscIntrinsic::Block2dDesc { .. });
    // The untyped loads and stores `legalize` splits take any width; the
    // others are one message.
    let widest = match intrinsic {
        LscIntrinsic::Load { quad: false, .. } | LscIntrinsic::Store { quad: false, .. } => {
            crate::isa::limits::MAX_LANES
        }
        _ => 32,
    };
    let vector = pred.lanes.is_some_and(|n| (1..=widest).contains(&n));
    let scalar = pred.lanes.is_none();
    let shape_ok = match intrinsic {
        LscIntrinsic::Block2dDesc { .. } => scalar,
        LscIntrinsic::Fence => vector || scalar,
        _ => vector,
    };
    if pred.bits != 1 || pred.float || !shape_ok {
        let want = if descriptor { "i1".to_string() } else { format!("<N x i1>, N from 1 to {widest}") };
        return Err(format!("`{name}`: operand {p} (pred) must be {want}; it is {}", pred.describe()));
    }
    Ok(pred.count())
}

/// The (L1, L3) cache controls against the pairs the operation takes.
fn check_cache(name: &str, intrinsic: LscIntrinsic, l1: u64, l3: u64) -> Result<(), String> {
    let class = intrinsic.cache_class();
    let slm = intrinsic.space() == Some(LscSpace::Slm);
    let pairs: &[(u8, u8)] = if slm { &[(0, 0)] } else { cache_pairs(class) };
    if l1 <= 7 && l3 <= 7 && pairs.contains(&(l1 as u8, l3 as u8)) {
        return Ok(());
    }
    let given = if l1 <= 7 && l3 <= 7 {
        format!(".{}.{}", CACHE_NAMES[l1 as usize], CACHE_NAMES[l3 as usize])
    } else {
        format!("L1 {l1}, L3 {l3}")
    };
    let what = match (slm, class) {
        (true, _) => "SLM accesses (vISA spec, LSC_UNTYPED: default for SLM)",
        (_, CacheClass::Load) => "loads and prefetches (vISA spec, LSC_UNTYPED, CachingL1; Xe2: vc-intrinsics)",
        (_, CacheClass::Store) => "stores (vISA spec, LSC_UNTYPED, CachingL1)",
        (_, CacheClass::Atomic) => "atomics (L1 uncached or default: Intel's vISA verifier)",
    };
    Err(format!("`{name}`: cache controls {given} are not supported; supported for {what}: {}", pair_names(pairs)))
}

/// The descriptor forms' matrix descriptor (`<16 x i32>`) and last
/// operand, whose element type is the matrix's: its size in bytes.
fn check_descriptor(name: &str, args: &[ArgShape]) -> Result<u32, String> {
    let desc = &args[5];
    if desc.lanes != Some(16) || desc.bits != 32 || desc.float {
        return Err(format!("`{name}`: operand 5 (matrix descriptor) must be <16 x i32>; it is {}", desc.describe()));
    }
    let last = &args[8];
    match (last.lanes, last.bits) {
        (Some(_), 8 | 16 | 32 | 64) => Ok(last.bits / 8),
        _ => Err(format!(
            "`{name}`: operand 8 must be a vector of 8-, 16-, 32- or 64-bit elements (its element type is the \
             matrix's); it is {}",
            last.describe()
        )),
    }
}

/// `llvm.genx.lsc.fence`'s SFID, operation and scope (vISA spec, LSC_FENCE).
fn check_fence(name: &str, sfid: u64, op: u64, scope: u64) -> Result<Fence, String> {
    let list =
        |names: &[&str]| names.iter().enumerate().map(|(i, n)| format!("{i} {n}")).collect::<Vec<_>>().join(", ");
    for (what, value, names) in
        [("fence SFID", sfid, &SFIDS[..]), ("fence operation", op, &FENCE_OPS[..]), ("fence scope", scope, &SCOPES[..])]
    {
        if value as usize >= names.len() {
            return Err(format!("`{name}`: {what} {value} is not supported; supported: {}", list(names)));
        }
    }
    if sfid == 3 && (op != 0 || scope != 0) {
        return Err(format!(
            "`{name}`: an SLM fence with operation {} and scope {} is not supported; supported for SLM: operation 0 \
             (none), scope 0 (group) (Intel's vISA verifier)",
            FENCE_OPS[op as usize], SCOPES[scope as usize]
        ));
    }
    Ok(Fence { sfid: sfid as u8, op: op as u8, scope: scope as u8 })
}

/// The address operand: `<N x i32>` (slm, bti, bindless; i16 too for
/// slm) or `<N x i64>` (stateless), N the predicate's width.
fn check_address(name: &str, call: &LscCall, space: LscSpace, args: &[ArgShape]) -> Result<(), String> {
    let Some(a) = call.intrinsic.operand(Role::Addr) else { return Ok(()) };
    let addr = &args[a];
    let widths: &[u32] = match space {
        LscSpace::Stateless => &[64],
        LscSpace::Slm => &[16, 32],
        LscSpace::Bti | LscSpace::Bindless => &[32],
    };
    if addr.float || addr.lanes != Some(call.lanes) || !widths.contains(&addr.bits) {
        let list: Vec<String> = widths.iter().map(|w| format!("<{} x i{w}>", call.lanes)).collect();
        return Err(format!(
            "`{name}`: operand {a} (addresses) must be {} for {} (one per predicate lane); it is {}",
            list.join(" or "),
            space.name(),
            addr.describe()
        ));
    }
    if let Some(s) = call.intrinsic.operand(Role::Surface) {
        if !args[s].is_int(32) {
            return Err(format!("`{name}`: operand {s} (surface) must be i32; it is {}", args[s].describe()));
        }
    }
    Ok(())
}

fn check_untyped(
    name: &str,
    call: &mut LscCall,
    quad: bool,
    args: &[ArgShape],
    ret: Option<&ArgShape>,
) -> Result<(), String> {
    let space = call.intrinsic.space().unwrap_or(LscSpace::Stateless);
    check_address(name, call, space, args)?;
    let ds = call.data_size;
    if quad {
        if call.transposed {
            return Err(format!("`{name}`: a quad message cannot be transposed; supported: data order 1"));
        }
        if ds != DataSize::D32 {
            return Err(format!(
                "`{name}`: data size {} is not supported for quad messages; supported: 3 (d32) (Intel's vector \
                 compiler lowers only d32 quads)",
                ds.name()
            ));
        }
        let mask = call.channel_mask;
        let store = matches!(call.intrinsic, LscIntrinsic::Store { .. });
        let ok = if store { matches!(mask, 1 | 3 | 7 | 15) } else { (1..=15).contains(&mask) };
        if !ok {
            let supported = if store {
                "1 (.x), 3 (.xy), 7 (.xyz), 15 (.xyzw): a store's channels are contiguous (Intel's vISA verifier)"
            } else {
                "1..15 (bit 0 x, bit 1 y, bit 2 z, bit 3 w; at least one)"
            };
            return Err(format!("`{name}`: channel mask {mask} is not supported; supported: {supported}"));
        }
        call.vector = mask.count_ones();
    } else if call.transposed {
        if call.lanes != 1 {
            return Err(format!(
                "`{name}`: a transposed message has one address; the predicate has {} lanes; supported: <1 x i1>",
                call.lanes
            ));
        }
        if !matches!(ds, DataSize::D32 | DataSize::D64) {
            return Err(format!(
                "`{name}`: transposed data size {} is not supported; supported: 3 (d32), 4 (d64)",
                ds.name()
            ));
        }
    } else {
        if !matches!(call.vector, 1 | 2 | 3 | 4 | 8) {
            return Err(format!(
                "`{name}`: non-transposed vector size {} is not supported; supported: 1, 2, 3, 4, 8 (Intel's vISA \
                 verifier); 16, 32 and 64 only transposed",
                call.vector
            ));
        }
        if call.vector > 1 && !matches!(ds, DataSize::D32 | DataSize::D64) {
            return Err(format!(
                "`{name}`: vector size {} with data size {} is not supported; supported: vector size 1, or d32/d64",
                call.vector,
                ds.name()
            ));
        }
    }
    // The data: a load's result, a store's data, a merge's passthru.
    let elements = if call.transposed { call.vector } else { call.vector * call.lanes };
    let data = match call.intrinsic {
        LscIntrinsic::Load { .. } => ret.map(|r| ("the result", r)),
        LscIntrinsic::Store { .. } => call.intrinsic.operand(Role::Data).map(|d| ("operand 11 (data)", &args[d])),
        _ => None,
    };
    if let Some((what, shape)) = data {
        let bits = ds.register_bits();
        if shape.lanes != Some(elements) || shape.bits != bits {
            return Err(format!(
                "`{name}`: {what} must have {elements} elements of {bits} bits (vector size {} x {}, data size {}); \
                 it is {}",
                call.vector,
                if call.transposed { "1 address (transposed)".to_string() } else { format!("{} lanes", call.lanes) },
                ds.name(),
                shape.describe()
            ));
        }
        if let (Some(p), Some(r)) = (call.intrinsic.operand(Role::Passthru), ret) {
            if args[p].lanes != r.lanes || args[p].bits != r.bits {
                return Err(format!(
                    "`{name}`: operand {p} (passthru) must have the result's type {}; it is {}",
                    r.describe(),
                    args[p].describe()
                ));
            }
        }
    }
    Ok(())
}

fn check_atomic(
    name: &str,
    call: &mut LscCall,
    space: LscSpace,
    args: &[ArgShape],
    ret: Option<&ArgShape>,
) -> Result<(), String> {
    check_address(name, call, space, args)?;
    let op = call.atomic.unwrap_or(LscAtomicOp::IInc);
    if call.vector != 1 || call.transposed {
        return Err(format!(
            "`{name}`: atomics take vector size 1 (code 1) and data order 1; this call has vector size {} {}",
            call.vector,
            if call.transposed { "transposed" } else { "non-transposed" }
        ));
    }
    let ds = call.data_size;
    if !matches!(ds, DataSize::D16U32 | DataSize::D32 | DataSize::D64) {
        return Err(format!(
            "`{name}`: atomic data size {} is not supported; supported: 6 (d16u32), 3 (d32), 4 (d64)",
            ds.name()
        ));
    }
    if space == LscSpace::Slm && matches!(op, LscAtomicOp::FAdd | LscAtomicOp::FSub) {
        return Err(format!(
            "`{name}`: {} is not supported on SLM; supported: ugm (stateless, bti, bindless) (Intel's vISA verifier)",
            op.mnemonic()
        ));
    }
    if space == LscSpace::Slm && ds == DataSize::D64 && op != LscAtomicOp::ICas {
        return Err(format!(
            "`{name}`: 64-bit {} is not supported on SLM; supported: 64-bit icas only (Intel's vISA verifier)",
            op.mnemonic()
        ));
    }
    let bits = ds.register_bits();
    let Some(r) = ret else { return Ok(()) };
    let float_ok = !r.float || op.is_float() || matches!(op, LscAtomicOp::Load | LscAtomicOp::Store);
    if r.lanes != Some(call.lanes) || r.bits != bits || !float_ok {
        return Err(format!(
            "`{name}`: the result must be <{} x i{bits}> (one {} element per predicate lane{}); it is {}",
            call.lanes,
            ds.name(),
            if op.is_float() { ", float lanes allowed" } else { "" },
            r.describe()
        ));
    }
    for role in [Role::Src0, Role::Src1, Role::Passthru] {
        let Some(i) = call.intrinsic.operand(role) else { continue };
        if args[i].lanes != r.lanes || args[i].bits != r.bits {
            return Err(format!(
                "`{name}`: operand {i} ({}) must have the result's type {} (undef where unused); it is {}",
                call.intrinsic.operands()[i].name,
                r.describe(),
                args[i].describe()
            ));
        }
    }
    Ok(())
}

fn check_block2d(
    name: &str,
    call: &mut LscCall,
    op: Block2dOp,
    shape: Block2d,
    args: &[ArgShape],
    ret: Option<&ArgShape>,
) -> Result<(), String> {
    if call.lanes != 1 {
        return Err(format!("`{name}`: operand 0 (pred) must be <1 x i1>: a 2D block message has one lane"));
    }
    let kind = match op {
        Block2dOp::Store => Block2dKind::Store,
        Block2dOp::Prefetch => Block2dKind::Prefetch,
        Block2dOp::Load if shape.transpose && shape.vnni => {
            return Err(format!(
                "`{name}`: a 2D block load cannot be both transposed and VNNI-transformed; supported: one or neither"
            ))
        }
        Block2dOp::Load if shape.transpose => Block2dKind::Transpose,
        Block2dOp::Load if shape.vnni => Block2dKind::Vnni,
        Block2dOp::Load => Block2dKind::Load,
    };
    if op != Block2dOp::Load && (shape.transpose || shape.vnni) {
        return Err(format!(
            "`{name}`: a 2D block {} is neither transposed nor VNNI-transformed; supported: data order 1, VNNI 0",
            if op == Block2dOp::Store { "store" } else { "prefetch" }
        ));
    }
    if block2d::find(kind, shape.elem_bytes, shape.width, shape.height, shape.blocks).is_none() {
        return Err(format!(
            "`{name}`: the {} shape of {}-byte elements, {} x {} (width x height), {} block(s), is not supported; \
             supported: {}",
            kind.name(),
            shape.elem_bytes,
            shape.width,
            shape.height,
            shape.blocks,
            block2d::supported(kind, shape.elem_bytes)
        ));
    }
    call.block2d = Some(shape);
    // The surface operands of the stateless forms.
    if let Some(i) = call.intrinsic.operand(Role::Base) {
        if !args[i].is_int(64) && !args[i].is_int(32) {
            return Err(format!(
                "`{name}`: operand {i} (surface base) must be i64 or i32; it is {}",
                args[i].describe()
            ));
        }
    }
    for (role, bits) in [(Role::WidthM1, 32), (Role::HeightM1, 32), (Role::PitchM1, 32), (Role::X, 32), (Role::Y, 32)] {
        let Some(i) = call.intrinsic.operand(role) else { continue };
        if !args[i].is_int(bits) {
            return Err(format!(
                "`{name}`: operand {i} ({}) must be i{bits}; it is {}",
                call.intrinsic.operands()[i].name,
                args[i].describe()
            ));
        }
    }
    let (what, data, elements) = match op {
        Block2dOp::Load => ("the result", ret, shape.load_elements()),
        Block2dOp::Store => ("the data", call.intrinsic.operand(Role::Data).map(|d| &args[d]), shape.store_elements()),
        Block2dOp::Prefetch => return Ok(()),
    };
    if let Some(data) = data {
        if data.lanes != Some(elements) || data.bits != shape.elem_bytes * 8 {
            let layout = if op == Block2dOp::Load {
                "blocks x the block's register image (rows at a power-of-two pitch, whole 64-byte GRFs)"
            } else {
                "height x the width rounded up to a power of two"
            };
            return Err(format!(
                "`{name}`: {what} must be <{elements} x i{}> ({layout}); it is {}",
                shape.elem_bytes * 8,
                data.describe()
            ));
        }
        if let (Some(p), Some(r)) = (call.intrinsic.operand(Role::Passthru), ret) {
            if args[p].lanes != r.lanes || args[p].bits != r.bits {
                return Err(format!("`{name}`: operand {p} (passthru) must have the result's type {}", r.describe()));
            }
        }
    }
    Ok(())
}

fn check_typed_quad(
    name: &str,
    call: &mut LscCall,
    op: Block2dOp,
    args: &[ArgShape],
    ret: Option<&ArgShape>,
) -> Result<(), String> {
    let mask = call.channel_mask;
    if !(1..=15).contains(&mask) || (op == Block2dOp::Store && !matches!(mask, 1 | 3 | 7 | 15)) {
        return Err(format!(
            "`{name}`: channel mask {mask} is not supported; supported: 1..15 (bit 0 x .. bit 3 w){}",
            if op == Block2dOp::Store { ", contiguous for stores: 1, 3, 7, 15" } else { "" }
        ));
    }
    call.vector = mask.count_ones();
    call.data_size = DataSize::D32;
    if !args[4].is_int(32) {
        return Err(format!("`{name}`: operand 4 (surface) must be i32; it is {}", args[4].describe()));
    }
    for (i, arg) in args.iter().enumerate().skip(5).take(4) {
        if arg.lanes != Some(call.lanes) || arg.bits != 32 || arg.float {
            return Err(format!(
                "`{name}`: operand {i} ({}) must be <{} x i32>; it is {}",
                call.intrinsic.operands()[i].name,
                call.lanes,
                arg.describe()
            ));
        }
    }
    let data = if op == Block2dOp::Load { ret } else { args.get(9) };
    if let Some(data) = data {
        if data.lanes != Some(call.lanes * call.vector) || data.bits != 32 {
            return Err(format!(
                "`{name}`: the data must be <{} x i32> or <{} x float> (lanes x enabled channels); it is {}",
                call.lanes * call.vector,
                call.lanes * call.vector,
                data.describe()
            ));
        }
    }
    Ok(())
}

// ---- reading a call ------------------------------------------------------------

/// The [`ArgShape`] of a type (`None` for types no LSC operand has).
fn shape_of_type(ty: inkwell::types::BasicTypeEnum<'_>) -> Option<ArgShape> {
    use inkwell::types::BasicTypeEnum;
    let (lanes, elem) = match ty {
        BasicTypeEnum::VectorType(v) => (Some(v.get_size()), v.get_element_type()),
        other => (None, other),
    };
    let (bits, float) = match elem {
        BasicTypeEnum::IntType(t) => (t.get_bit_width(), false),
        BasicTypeEnum::FloatType(t) => {
            let name = t.print_to_string().to_string();
            (
                match name.as_str() {
                    "half" => 16,
                    "double" => 64,
                    _ => 32,
                },
                true,
            )
        }
        BasicTypeEnum::PointerType(_) => (64, false),
        _ => return None,
    };
    Some(ArgShape { lanes, bits, float, constant: None })
}

/// The [`ArgShape`] of a value: its type and, for an integer constant
/// (scalar or vector), its lanes.
pub fn shape_of(value: inkwell::values::BasicValueEnum<'_>) -> Option<ArgShape> {
    use inkwell::values::BasicValueEnum;
    let mut shape = shape_of_type(value.get_type())?;
    shape.constant = match value {
        BasicValueEnum::IntValue(i) => i.get_zero_extended_constant().map(|c| vec![c]),
        // `zeroinitializer` (what LLVM makes of `<i8 0, i8 0>`).
        BasicValueEnum::VectorValue(v) if v.is_null() && !shape.float => {
            Some(vec![0; v.get_type().get_size() as usize])
        }
        // Only a ConstantDataVector answers element queries (`<2 x i8>` is one; `<N x i1>` is not).
        BasicValueEnum::VectorValue(v) if is_constant_data_vector(v) && !shape.float => (0..v.get_type().get_size())
            .map(|i| match v.get_element_as_constant(i) {
                BasicValueEnum::IntValue(e) => e.get_zero_extended_constant(),
                _ => None,
            })
            .collect(),
        _ => None,
    };
    Some(shape)
}

fn is_constant_data_vector(v: inkwell::values::VectorValue<'_>) -> bool {
    use inkwell::values::AsValueRef;
    crate::ir::llvm::is_data_vector(v.as_value_ref())
}

/// Checks a call of `intrinsic` as [`check`] does, reading its operands
/// and result from the IR.
pub fn check_call(intrinsic: LscIntrinsic, call: inkwell::values::InstructionValue<'_>) -> Result<LscCall, String> {
    use inkwell::values::AsValueRef;
    let name = intrinsic.llvm_name();
    let count = crate::ir::llvm::arg_count(call.as_value_ref()).ok_or_else(|| format!("`{name}`: not a call"))?;
    let operands = intrinsic.operands();
    let mut args = Vec::with_capacity(count as usize);
    for i in 0..count {
        let value = call.get_operand(i).and_then(|o| o.value());
        // Only an immediate's value is checked: reading a data vector's
        // constant lanes (a passthru) would cost a ConstantInt per lane.
        let immediate = operands.get(i as usize).is_some_and(|o| matches!(o.role, Role::Imm(_)));
        let shape = if immediate { value.and_then(shape_of) } else { value.and_then(|v| shape_of_type(v.get_type())) };
        args.push(shape.ok_or_else(|| format!("`{name}`: operand {i} has a type no LSC intrinsic takes"))?);
    }
    let ret = match inkwell::types::BasicTypeEnum::try_from(call.get_type()) {
        Ok(ty) => {
            Some(shape_of_type(ty).ok_or_else(|| format!("`{name}`: its result has a type no LSC intrinsic returns"))?)
        }
        Err(()) => None,
    };
    check(intrinsic, &args, ret.as_ref())
}

/// Whether `emit` lowers calls of `intrinsic` to vISA (on a platform with
/// its feature): the untyped flat loads, stores and atomics the
/// `lsc_load`, `lsc_store` and `lsc_atomic_<op>` rows of the message table
/// carry (`.ugm` a64 for `stateless`, `.slm` a32 for `slm`), and the
/// fence (`lsc_fence`). Prefetch needs a `%null`
/// destination, which the `lsc_load` row does not take yet.
pub fn emitted(intrinsic: LscIntrinsic) -> bool {
    use LscIntrinsic::*;
    matches!(
        intrinsic,
        Load { space: LscSpace::Stateless | LscSpace::Slm, quad: false, .. }
            | Store { space: LscSpace::Stateless | LscSpace::Slm, quad: false }
            | Block2d { .. }
            | Block2dDesc { .. }
            | XAtomic { space: LscSpace::Stateless | LscSpace::Slm }
            | Fence
    ) || emitted_rows(intrinsic)
}

/// The quad forms and prefetches (`lsc_load_quad`, `lsc_store_quad`,
/// `lsc_load` and `lsc_load_quad` with a `%null` destination), the
/// `.bti` and `.bindless` forms, atomics included (`bti(S)`, `bss(S)` a32
/// addresses), and the typed quad forms (`lsc_load_quad.tgm`,
/// `lsc_store_quad.tgm`).
fn emitted_rows(intrinsic: LscIntrinsic) -> bool {
    use LscIntrinsic::*;
    matches!(
        intrinsic,
        Load { space: LscSpace::Stateless | LscSpace::Slm, quad: true, .. }
            | Store { space: LscSpace::Stateless | LscSpace::Slm, quad: true }
            | Prefetch { space: LscSpace::Stateless | LscSpace::Slm, .. }
            | Load { space: LscSpace::Bti | LscSpace::Bindless, .. }
            | Store { space: LscSpace::Bti | LscSpace::Bindless, .. }
            | Prefetch { space: LscSpace::Bti | LscSpace::Bindless, .. }
            | XAtomic { space: LscSpace::Bti | LscSpace::Bindless }
            | TypedQuad { .. }
    )
}

/// What `emit` lowers, for diagnostics.
pub const EMITTED: &str = "llvm.genx.lsc.load, llvm.genx.lsc.load.merge, llvm.genx.lsc.store and \
     llvm.genx.lsc.prefetch and their .quad forms, each .stateless, .slm, .bti or .bindless; the 2D block forms \
     llvm.genx.lsc.{load,prefetch,store}2d.stateless and \
     llvm.genx.lsc.{load,prefetch,store}.2d.ugm.desc[.transpose|.vnni]; llvm.genx.lsc.xatomic, each .stateless, \
     .slm, .bti or .bindless; llvm.genx.lsc.fence; llvm.genx.lsc.{load.merge,store,prefetch}.quad.typed.bti";

/// Why `platform` refuses the 2D block shape of a checked `call`, if it
/// does: [`check_call`] takes every shape of the table, but its Xe2 rows
/// and the transposed blocks IGC 1.0.12504 refuses on Xe-HPC are not
/// every platform's ([`block2d::check_shape`]).
pub fn block2d_refusal(call: &LscCall, platform: crate::isa::target::Platform) -> Option<String> {
    let shape = call.block2d?;
    let op = match call.intrinsic {
        LscIntrinsic::Block2d { op } | LscIntrinsic::Block2dDesc { op, .. } => op,
        _ => return None,
    };
    let kind =
        block2d::message_kind(op == Block2dOp::Store, op == Block2dOp::Prefetch, shape.transpose, shape.vnni).ok()?;
    let refused = block2d::check_shape(platform, kind, shape.elem_bytes, shape.width, shape.height, shape.blocks);
    refused.err().map(|why| format!("`llvm.{}`: {why}", call.intrinsic.name()))
}

/// Why `select` refuses a call of `intrinsic` on `platform`, if it does:
/// the platform lacks the feature (naming those that have it), or the
/// intrinsic is not lowered yet ([`emitted`]).
pub fn refusal(intrinsic: LscIntrinsic, platform: crate::isa::target::Platform) -> Option<String> {
    let feature = intrinsic.feature();
    let name = intrinsic.name();
    if !feature.on(platform) {
        return Some(format!(
            "`llvm.{name}` needs {}, which {platform} does not have; platforms with them: {}",
            feature.what(),
            feature.platforms()
        ));
    }
    if let LscIntrinsic::Typed2d { .. } = intrinsic {
        // Its message has no text that an assembler reads, so what `emit` would write could not be judged.
        return Some(format!(
            "`llvm.{name}` is not lowered on {platform}: its message, lsc_load_block2d.tgm or \
             lsc_store_block2d.tgm, has no text form that Intel's assemblers read (IGC 1.0.17791's grammar wants a \
             token its lexer never makes; docs/lsc.md), and a launch's image has no typed 2D surface state to run \
             it on"
        ));
    }
    (!emitted(intrinsic)).then(|| {
        format!(
            "`llvm.{name}` is not lowered yet on {platform}: LSC messages are emitted for {EMITTED} so far (the \
             reference interpreter runs it: docs/lsc.md)"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_platform_lists_match_the_platform_table() {
        use crate::isa::target::Platform;
        // Each entry is `name (Intel's names)`.
        for feature in [LscFeature::Lsc, LscFeature::Block2d, LscFeature::Typed] {
            for p in Platform::ALL {
                let named = feature.platforms().contains(&format!("{} (", p.name()));
                assert_eq!(named, feature.on(p), "{feature:?} on {p}");
            }
        }
    }

    fn int(bits: u32, value: u64) -> ArgShape {
        ArgShape { lanes: None, bits, float: false, constant: Some(vec![value]) }
    }
    fn vec(lanes: u32, bits: u32) -> ArgShape {
        ArgShape { lanes: Some(lanes), bits, float: false, constant: None }
    }

    fn load_args(ds: u64, vs: u64, order: u64, lanes: u32, addr_bits: u32) -> Vec<ArgShape> {
        vec![
            vec(lanes, 1),
            int(8, 0),
            int(8, 0),
            int(8, 0),
            int(16, 1),
            int(32, 0),
            int(8, ds),
            int(8, vs),
            int(8, order),
            int(8, 0),
            vec(lanes, addr_bits),
            int(32, 0),
        ]
    }

    #[test]
    fn names_take_the_longest_prefix() {
        assert_eq!(
            LscIntrinsic::from_name("llvm.genx.lsc.load.2d.ugm.desc.transpose.v32i16.v2i8"),
            Some(LscIntrinsic::Block2dDesc { op: Block2dOp::Load, layout: DescLayout::Transpose })
        );
        assert_eq!(
            LscIntrinsic::from_name("llvm.genx.lsc.load.merge.quad.stateless.v16i32.v8i1.v8i64"),
            Some(LscIntrinsic::Load { space: LscSpace::Stateless, merge: true, quad: true })
        );
        assert_eq!(LscIntrinsic::from_name("llvm.genx.lsc.fence.v1i1"), Some(LscIntrinsic::Fence));
        assert_eq!(LscIntrinsic::from_name("llvm.genx.lsc.loadx.slm"), None);
        assert_eq!(LscIntrinsic::from_name("llvm.genx.lsc.atomic.bti.v8i32"), None);
        for (name, intrinsic) in NAMES.iter() {
            assert_eq!(LscIntrinsic::from_name(name), Some(*intrinsic));
            assert_eq!(&name["llvm.".len()..], intrinsic.name());
        }
    }

    /// docs/lsc.md lists each intrinsic's operands as this file does.
    #[test]
    fn the_doc_lists_each_operand_list() {
        let doc = include_str!("../../../docs/lsc.md");
        for (name, intrinsic) in NAMES.iter() {
            let list: Vec<&str> = intrinsic.operands().iter().map(|o| o.name).collect();
            assert!(doc.contains(&format!("| {} |", list.join(", "))), "docs/lsc.md: the operands of {name}");
        }
    }

    /// Every intrinsic is refused where its feature is missing, naming the
    /// platforms that have it, and elsewhere unless `emit` lowers it.
    #[test]
    fn refusals_name_the_platforms_that_have_the_feature() {
        use crate::isa::target::Platform;
        for (name, intrinsic) in NAMES.iter() {
            for platform in Platform::ALL {
                let message = refusal(*intrinsic, platform);
                if !intrinsic.feature().on(platform) {
                    let message = message.expect("refused");
                    assert!(message.starts_with(&format!("`{name}`")), "{message}");
                    assert!(message.contains(&format!("platforms with them: {}", intrinsic.feature().platforms())));
                } else if emitted(*intrinsic) {
                    assert_eq!(message, None, "{name} on {platform}");
                } else if let LscIntrinsic::Typed2d { .. } = intrinsic {
                    let message = message.expect("refused");
                    assert!(message.starts_with(&format!("`{name}` is not lowered on")), "{message}");
                    assert!(message.contains("no text form"), "{message}");
                } else {
                    let message = message.expect("refused");
                    assert!(message.starts_with(&format!("`{name}` is not lowered yet")), "{message}");
                }
            }
        }
        // Every untyped load, load.merge, prefetch and store, quad or not, in each of the four spaces.
        let lowered: Vec<&str> = NAMES.iter().filter(|(_, i)| emitted(*i)).map(|(n, _)| *n).collect();
        assert_eq!(lowered.len(), 4 * 4 * 2 + 8 + 5 + 3, "{lowered:?}");
        for name in [
            "llvm.genx.lsc.load.merge.quad.typed.bti",
            "llvm.genx.lsc.store.quad.typed.bti",
            "llvm.genx.lsc.prefetch.quad.typed.bti",
            "llvm.genx.lsc.load2d.stateless",
            "llvm.genx.lsc.prefetch2d.stateless",
            "llvm.genx.lsc.store2d.stateless",
            "llvm.genx.lsc.load.2d.ugm.desc",
            "llvm.genx.lsc.load.2d.ugm.desc.transpose",
            "llvm.genx.lsc.load.2d.ugm.desc.vnni",
            "llvm.genx.lsc.prefetch.2d.ugm.desc",
            "llvm.genx.lsc.store.2d.ugm.desc",
            "llvm.genx.lsc.xatomic.slm",
            "llvm.genx.lsc.xatomic.stateless",
            "llvm.genx.lsc.xatomic.bti",
            "llvm.genx.lsc.xatomic.bindless",
            "llvm.genx.lsc.fence",
        ] {
            assert!(lowered.contains(&name), "{name}");
        }
        for op in ["load", "load.merge", "prefetch", "store"] {
            for quad in ["", ".quad"] {
                for space in ["slm", "stateless", "bti", "bindless"] {
                    let name = format!("llvm.genx.lsc.{op}{quad}.{space}");
                    assert!(lowered.contains(&name.as_str()), "{name}");
                }
            }
        }
    }

    #[test]
    fn immediates_are_checked_with_what_is_supported() {
        let load = LscIntrinsic::Load { space: LscSpace::Stateless, merge: false, quad: false };
        let ok = check(load, &load_args(3, 4, 2, 1, 64), Some(&vec(4, 32))).unwrap();
        assert_eq!((ok.vector, ok.transposed, ok.data_size), (4, true, DataSize::D32));
        let err = check(load, &load_args(9, 1, 1, 8, 64), Some(&vec(8, 32))).unwrap_err();
        assert!(err.contains("data size 9 is not supported; supported: 1 d8"), "{err}");
        let err = check(load, &load_args(3, 6, 1, 8, 64), Some(&vec(128, 32))).unwrap_err();
        assert!(err.contains("non-transposed vector size 16 is not supported"), "{err}");
        let err = check(load, &load_args(5, 1, 2, 1, 64), Some(&vec(1, 32))).unwrap_err();
        assert!(err.contains("transposed data size d8u32"), "{err}");
        let mut args = load_args(3, 1, 1, 8, 64);
        args[4] = int(16, 4);
        let err = check(load, &args, Some(&vec(8, 32))).unwrap_err();
        assert!(err.contains("address scale 4 is not supported; supported: 1"), "{err}");
        let mut args = load_args(3, 1, 1, 8, 64);
        args[6].constant = None;
        let err = check(load, &args, Some(&vec(8, 32))).unwrap_err();
        assert!(err.contains("operand 6 (data size) must be a constant integer"), "{err}");
        let mut args = load_args(3, 1, 1, 8, 64);
        args[2] = int(8, 3);
        let err = check(load, &args, Some(&vec(8, 32))).unwrap_err();
        assert!(err.contains("cache controls .wb.df are not supported; supported for loads"), "{err}");
        let err = check(load, &load_args(3, 1, 1, 8, 32), Some(&vec(8, 32))).unwrap_err();
        assert!(err.contains("must be <8 x i64> for stateless"), "{err}");
    }

    #[test]
    fn block2d_shapes_come_from_the_table() {
        let load = LscIntrinsic::Block2d { op: Block2dOp::Load };
        let args = |ds: u64, order: u64, blocks: u64, w: u64, h: u64, vnni: u64| {
            let mut a = vec![
                vec(1, 1),
                int(8, 0),
                int(8, 0),
                int(8, ds),
                int(8, order),
                int(8, blocks),
                int(16, w),
                int(16, h),
                int(8, vnni),
            ];
            a.push(ArgShape { constant: None, ..int(64, 0) });
            a.extend((0..5).map(|_| ArgShape { constant: None, ..int(32, 0) }));
            a
        };
        // d16, 16 x 8, 1 block: rows of 16 elements, 8 rows = 128 elements (4 GRFs).
        let call = check(load, &args(2, 1, 1, 16, 8, 0), Some(&vec(128, 16))).unwrap();
        assert_eq!(call.block2d.map(|b| b.load_elements()), Some(128));
        // d16 W 4 H 3 is not a shape of the table.
        let err = check(load, &args(2, 1, 1, 4, 3, 0), Some(&vec(64, 16))).unwrap_err();
        assert!(err.contains("is not supported; supported:"), "{err}");
        let err = check(load, &args(2, 2, 1, 8, 8, 1), Some(&vec(64, 16))).unwrap_err();
        assert!(err.contains("both transposed and VNNI"), "{err}");
    }
}
