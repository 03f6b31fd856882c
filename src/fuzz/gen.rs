//! Random kernels as structured descriptions ([`Case`]): drawn from a seed,
//! rendered to `.ll` text plus a launch spec (TOML), and simple enough for
//! the reducer to edit (drop an operation, narrow a width, clear a mask).
//!
//! Every case stays inside the input contract (docs/intrinsics.md, docs/input-contract.md,
//! docs/arithmetic.md): enabled lanes address their buffer in bounds and as
//! aligned as the `align` argument promises; SLM scatters stay inside SLM.
//! Disabled lanes may point anywhere (they must never be accessed). The
//! only deliberate departures are predicted by [`Case::expected_refusal`]
//! (a message the platform lacks, an alignment no message can honour) and
//! rare enabled out-of-bounds gathers that must fault on both sides.

use std::fmt::Write;

use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use visa_passes::isa::access::{Operation, Query, Space};
use visa_passes::isa::atomic::AtomicOp;
use visa_passes::isa::messages::{Feature, Message};

use super::arith;
use crate::Platform;

mod more;
pub mod render;
pub use more::*;

/// Bytes of each global buffer (`buf0`, `buf1`).
pub const BUFFER_BYTES: i64 = 1024;
/// Bytes of SLM.
pub const SLM_BYTES: i64 = 1024;
/// Bytes of the untyped surface `surf`.
pub const SURFACE_BYTES: i64 = 256;
/// Binding-table indices of the untyped surface and the two images.
pub const SURFACE_BTI: u32 = 3;
pub const IMAGE32_BTI: u32 = 4;
pub const IMAGE16_BTI: u32 = 5;
/// A byte offset far outside every buffer (for disabled lanes, or a fault).
pub const WILD: i64 = 1 << 40;
/// An SLM offset far outside SLM (for disabled lanes).
pub const SLM_WILD: i64 = 1 << 28;
/// The name of every generated kernel.
pub const KERNEL: &str = "k";

/// An element type of a generic memory operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    I8,
    I16,
    I32,
    I64,
    Half,
    Float,
    Double,
    /// A global pointer (`ptr addrspace(1)`), 8 bytes.
    Ptr,
}

impl Elem {
    pub const ALL: [Elem; 8] =
        [Elem::I8, Elem::I16, Elem::I32, Elem::I64, Elem::Half, Elem::Float, Elem::Double, Elem::Ptr];
    /// What an SLM scatter writes (32- and 64-bit elements).
    pub const SLM: [Elem; 5] = [Elem::I32, Elem::Float, Elem::I64, Elem::Double, Elem::Ptr];

    pub fn bytes(self) -> u32 {
        match self {
            Elem::I8 => 1,
            Elem::I16 | Elem::Half => 2,
            Elem::I32 | Elem::Float => 4,
            Elem::I64 | Elem::Double | Elem::Ptr => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Elem::Half | Elem::Float | Elem::Double)
    }

    pub fn name(self) -> &'static str {
        match self {
            Elem::I8 => "i8",
            Elem::I16 => "i16",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
            Elem::Half => "half",
            Elem::Float => "float",
            Elem::Double => "double",
            Elem::Ptr => "ptr",
        }
    }

    fn ir(self, opaque: bool) -> String {
        match self {
            Elem::Ptr => ptr_ty("i8", 1, opaque),
            other => other.name().to_string(),
        }
    }

    fn mangle(self, opaque: bool) -> String {
        match self {
            Elem::Half => "f16".into(),
            Elem::Float => "f32".into(),
            Elem::Double => "f64".into(),
            Elem::Ptr if opaque => "p1".into(),
            Elem::Ptr => "p1i8".into(),
            int => int.name().into(),
        }
    }

    /// The integer type of the same width.
    fn int(self) -> Elem {
        match self {
            Elem::Half => Elem::I16,
            Elem::Float => Elem::I32,
            Elem::Double | Elem::Ptr => Elem::I64,
            int => int,
        }
    }
}

/// `T addrspace(s)*` or `ptr addrspace(s)`.
fn ptr_ty(pointee: &str, space: u32, opaque: bool) -> String {
    match (opaque, space) {
        (true, 0) => "ptr".into(),
        (true, s) => format!("ptr addrspace({s})"),
        (false, 0) => format!("{pointee}*"),
        (false, s) => format!("{pointee} addrspace({s})*"),
    }
}

/// How a predicate reaches a memory operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskForm {
    /// A constant `<N x i1>`.
    Const,
    /// A kernel argument (a bitmask in the launch spec).
    Arg,
    /// The same value as operation `k`'s mask (what merges need).
    Same(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mask {
    /// Bit `i` = lane `i` enabled.
    pub bits: u64,
    pub form: MaskForm,
}

impl Mask {
    pub fn on(&self, lane: usize) -> bool {
        self.bits >> lane & 1 == 1
    }
}

/// How a vector of addresses is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrForm {
    /// A scalar base argument plus constant byte offsets (`getelementptr i8`).
    ByteOffsets,
    /// A scalar base argument indexed by an `<N x i32>` argument (offsets
    /// must be multiples of the element size).
    Index,
    /// A vector argument: pointers (or, for messages, integers).
    Arg,
    /// Operation `k`'s addresses plus one constant byte offset (merges).
    Derived(usize),
}

/// Arithmetic applied to a value on its way to another operation: a form
/// of an accepted operation (`super::arith::FORMS`, by index) with the
/// bits of its constant operand, or nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alu {
    None,
    Form(usize, u64),
}

/// Where the values of an operand come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Undef,
    Zero,
    /// Constant lanes (bits).
    Const(Vec<u64>),
    /// A kernel argument (bits per lane).
    Arg(Vec<u64>),
    /// A kernel argument through arithmetic.
    Computed {
        values: Vec<u64>,
        alu: Alu,
    },
    /// The value of operation `k` (same width), converted and transformed.
    Op {
        op: usize,
        signed: bool,
        alu: Alu,
    },
}

/// The surface of an untyped message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// 254: SLM (T0).
    Slm,
    /// The constant binding-table index [`SURFACE_BTI`].
    Bti,
    /// An `i32` argument bound to the surface.
    Arg,
}

/// `llvm.masked.gather` from global memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gather {
    pub elem: Elem,
    pub width: usize,
    pub align: u32,
    /// 1 (global) or 0 (flat).
    pub space: u32,
    pub buf: u32,
    /// Byte offset of each lane from its buffer's base.
    pub offs: Vec<i64>,
    pub addr: AddrForm,
    pub mask: Mask,
    pub passthru: Source,
}

/// `llvm.masked.scatter` to SLM (`space` 3) or global memory (0 or 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scatter {
    pub elem: Elem,
    pub width: usize,
    pub align: u32,
    /// 3 (SLM), 1 (global) or 0 (flat).
    pub space: u32,
    /// The global buffer (unused for SLM).
    pub buf: u32,
    /// Byte offset of each lane (from SLM's start or the buffer's base).
    pub offs: Vec<i64>,
    pub addr: AddrForm,
    pub mask: Mask,
    pub data: Source,
}

/// `llvm.genx.svm.gather`, or with `write` `llvm.genx.svm.scatter`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvmScatteredMsg {
    /// SVM_SCATTER of `old` as its data.
    pub write: bool,
    pub width: usize,
    /// 1, 4 or 8.
    pub block: u32,
    pub log2_blocks: u32,
    /// Float element types for 4/8-byte blocks.
    pub float: bool,
    pub buf: u32,
    pub offs: Vec<i64>,
    /// `Arg` (an `<N x i64>` argument) or `ByteOffsets` (ptrtoint of a GEP).
    pub addr: AddrForm,
    pub mask: Mask,
    /// `old`: Undef, Zero, Const or Arg of the message's `<M x T>` type.
    pub old: Source,
}

/// `llvm.genx.scatter4.scaled`, or with `gather` `llvm.genx.gather4.scaled`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scatter4Msg {
    /// GATHER4_SCALED, `data` its `old`.
    pub gather: bool,
    pub width: usize,
    /// RGBA bits, 1..=15.
    pub channels: u32,
    pub surface: Surface,
    pub global_offset: u32,
    pub offs: Vec<i64>,
    pub float: bool,
    pub mask: Mask,
    /// `<N * channels x i32|float>`: Const, Arg, or (one channel) an operation.
    pub data: Source,
}

/// `llvm.visa.qw.scatter`, or with `gather` `llvm.visa.qw.gather`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QwScatterMsg {
    /// QW_GATHER, `data` its `old`.
    pub gather: bool,
    pub width: usize,
    pub surface: Surface,
    pub offs: Vec<i64>,
    pub double: bool,
    pub mask: Mask,
    pub data: Source,
}

/// `llvm.genx.typed.atomic.<op>` / `llvm.visa.typed.atomic[16].<op>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedAtomic {
    pub op: AtomicOp,
    pub sixteen: bool,
    pub width: usize,
    /// The image by an `i32` argument instead of a constant index.
    pub surface_arg: bool,
    /// u, v, r, lod per lane.
    pub coords: [Vec<u32>; 4],
    /// v, r, lod passed as constant zero vectors (the emitter uses `%null`).
    pub zero_coords: [bool; 3],
    pub src0: Source,
    pub src1: Source,
    pub mask: Mask,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    Gather(Gather),
    Scatter(Scatter),
    SvmScattered(SvmScatteredMsg),
    Scatter4(Scatter4Msg),
    QwScatter(QwScatterMsg),
    Atomic(TypedAtomic),
    Contig(Contig),
    Rmw(Rmw),
    ByteScaled(ByteScaledMsg),
    Block(BlockMsg),
    AddrAtomic(AddrAtomicMsg),
}

/// A typed image of the launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Image {
    pub kind: &'static str,
    pub format: &'static str,
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    pub array_size: u32,
    pub mips: u32,
}

/// One generated kernel and its launch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Name of the reproducer files.
    pub name: String,
    pub platform: Platform,
    pub simt: bool,
    /// The dispatch mask (SIMT only; otherwise all channels).
    pub dispatch_mask: u32,
    pub opaque: bool,
    /// Seed of the launch's random fills.
    pub fill_seed: u64,
    pub image32: Image,
    pub image16: Image,
    /// Where `buf0` and `buf1` are: the launch spec's default places
    /// (`None`), or each just below a 4 GiB boundary ([`straddling_bases`]),
    /// so that a byte offset into it carries into the high dword of the
    /// address.
    pub buffer_bases: Option<[u64; 2]>,
    pub ops: Vec<Op>,
    /// The operation whose value the kernel returns.
    pub ret: Option<usize>,
    /// Control flow around runs of the operations: outer regions first,
    /// an inner one inside its outer one's run (empty: straight-line).
    pub flow: Vec<Region>,
}

/// Control flow around the operations `start..end` (`Case::flow`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    pub start: usize,
    pub end: usize,
    pub kind: RegionKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// A loop running the operations `trips` times (at least once; the
    /// count an argument that reaches the exit test as `bound` says), or,
    /// `endless`, never leaving: a case that runs out of its budget
    /// ([`ENDLESS_BUDGET`]) in every engine.
    Loop { trips: u32, endless: bool, bound: Bound },
    /// `if (argument) { operations } else { }`, the first arm taken as
    /// `taken` says; values made in it reach later operations through phis
    /// (zero from the other arm).
    If { taken: bool },
    /// `switch (argument)` with cases 0 and 2 to the operations, case 1 and
    /// the default to empty arms (`way` 0..=3 picks one); values made in it
    /// reach later operations through phis (zero from the other arms). Its
    /// cases are dense: a jump table where the platform has SWITCHJMP.
    Switch { way: u32 },
}

impl RegionKind {
    /// An `if` or a `switch`: operations in one arm, phis at the join.
    pub fn is_choice(self) -> bool {
        matches!(self, RegionKind::If { .. } | RegionKind::Switch { .. })
    }
}

/// How a loop's trip count reaches its exit test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The argument itself.
    Arg,
    /// Stored to and loaded from a private variable (`alloca`, promoted
    /// before select).
    Alloca,
    /// Returned by a helper function of the module with a branch of its
    /// own (inlined before select; the reference calls it).
    Call,
}

/// The IR-instruction budget of a case with an endless loop: small, so the
/// engines give up fast.
pub const ENDLESS_BUDGET: u64 = 2000;

/// Bases of `buf0` and `buf1` `below0` and `below1` bytes below the 4 GiB
/// and 8 GiB boundaries (each in `1..BUFFER_BYTES`): the buffers straddle
/// them, and a lane's address `base + offset` carries out of the low dword
/// exactly when `offset >= below`. 64-bit address arithmetic done on 32-bit
/// halves gets this wrong without the carry (intel/intel-graphics-compiler#414).
pub fn straddling_bases(below0: u64, below1: u64) -> [u64; 2] {
    [(1u64 << 32) - below0, (2u64 << 32) - below1]
}

/// The register-file bytes the kernel's arguments and values may take
/// (estimated, [`Op::register_bytes`]); past it, no operation is added
/// (beyond the first). Arguments live in registers, and Intel's assembler
/// gives up on a kernel whose values do not fit 128 GRFs even with spill
/// code; kernels this size are far past what IGC itself emits (it passes
/// large arguments through memory).
pub const REGISTER_BUDGET: usize = 3072;

/// The value an operation produces: `<lanes x elem>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValTy {
    pub lanes: usize,
    pub elem: Elem,
}

impl Op {
    pub fn width(&self) -> usize {
        match self {
            Op::Gather(g) => g.width,
            Op::Scatter(s) => s.width,
            Op::SvmScattered(g) => g.width,
            Op::Scatter4(s) => s.width,
            Op::QwScatter(q) => q.width,
            Op::Atomic(a) => a.width,
            Op::Contig(c) => c.width,
            Op::Rmw(_) => 1,
            Op::ByteScaled(b) => b.width,
            Op::Block(b) => b.owords,
            Op::AddrAtomic(a) => a.width,
        }
    }

    pub fn mask(&self) -> &Mask {
        match self {
            Op::Gather(g) => &g.mask,
            Op::Scatter(s) => &s.mask,
            Op::SvmScattered(g) => &g.mask,
            Op::Scatter4(s) => &s.mask,
            Op::QwScatter(q) => &q.mask,
            Op::Atomic(a) => &a.mask,
            Op::Contig(c) => &c.mask,
            Op::Rmw(r) => &r.mask,
            Op::ByteScaled(b) => &b.mask,
            Op::Block(b) => &b.mask,
            Op::AddrAtomic(a) => &a.mask,
        }
    }

    pub fn mask_mut(&mut self) -> &mut Mask {
        match self {
            Op::Gather(g) => &mut g.mask,
            Op::Scatter(s) => &mut s.mask,
            Op::SvmScattered(g) => &mut g.mask,
            Op::Scatter4(s) => &mut s.mask,
            Op::QwScatter(q) => &mut q.mask,
            Op::Atomic(a) => &mut a.mask,
            Op::Contig(c) => &mut c.mask,
            Op::Rmw(r) => &mut r.mask,
            Op::ByteScaled(b) => &mut b.mask,
            Op::Block(b) => &mut b.mask,
            Op::AddrAtomic(a) => &mut a.mask,
        }
    }

    /// An estimate of the register bytes the operation needs in the
    /// kernel: its arguments (values, addresses, coordinates) and its result.
    pub fn register_bytes(&self) -> usize {
        let per_lane = match self {
            Op::Gather(g) => 2 * g.elem.bytes() as usize + 8,
            Op::Scatter(s) => s.elem.bytes() as usize + 4,
            Op::SvmScattered(g) => 2 * g.slots() + 8,
            Op::Scatter4(s) => 4 * s.channels.count_ones() as usize + 4,
            Op::QwScatter(_) => 12,
            Op::Atomic(_) => 28,
            Op::Contig(c) => 2 * c.elem.bytes() as usize,
            Op::Rmw(_) => 32,
            Op::ByteScaled(_) => 12,
            Op::Block(_) => 32,
            Op::AddrAtomic(a) => 4 * (a.bits / 8) as usize + 8,
        };
        self.width() * per_lane
    }

    /// The value the operation returns, if any.
    pub fn value(&self) -> Option<ValTy> {
        match self {
            Op::Gather(g) => Some(ValTy { lanes: g.width, elem: g.elem }),
            Op::SvmScattered(g) if !g.write => {
                Some(ValTy { lanes: g.width * g.slots() / g.elem_bytes() as usize, elem: g.elem() })
            }
            Op::Atomic(a) => Some(ValTy { lanes: a.width, elem: Elem::I32 }),
            Op::Scatter4(s) if s.gather => {
                Some(ValTy { lanes: s.data_lanes(), elem: if s.float { Elem::Float } else { Elem::I32 } })
            }
            Op::QwScatter(q) if q.gather => {
                Some(ValTy { lanes: q.width, elem: if q.double { Elem::Double } else { Elem::I64 } })
            }
            Op::Contig(c) if c.is_load() => Some(ValTy { lanes: c.width, elem: c.elem }),
            Op::Rmw(r) => Some(ValTy { lanes: 1, elem: r.elem }),
            Op::ByteScaled(b) if b.gather => Some(ValTy { lanes: b.width, elem: Elem::I32 }),
            Op::Block(b) if b.kind.is_load() => Some(ValTy { lanes: b.lanes(), elem: b.elem }),
            Op::AddrAtomic(a) => Some(ValTy { lanes: a.width, elem: a.elem() }),
            _ => None,
        }
    }

    /// A short name for summaries: the intrinsic family.
    pub fn kind(&self) -> &'static str {
        match self {
            Op::Gather(_) => "masked.gather",
            Op::Scatter(_) => "masked.scatter",
            Op::SvmScattered(g) if g.write => "svm.scatter",
            Op::SvmScattered(_) => "svm.gather",
            Op::Scatter4(s) if s.gather => "gather4.scaled",
            Op::Scatter4(_) => "scatter4.scaled",
            Op::QwScatter(q) if q.gather => "qw.gather",
            Op::QwScatter(_) => "qw.scatter",
            Op::Atomic(_) => "typed.atomic",
            Op::Contig(c) => match c.kind {
                ContigKind::Load => "load",
                ContigKind::Store => "store",
                ContigKind::MaskedLoad => "masked.load",
                ContigKind::MaskedStore => "masked.store",
            },
            Op::Rmw(r) if r.op == RmwKind::CmpXchg => "cmpxchg",
            Op::Rmw(_) => "atomicrmw",
            Op::ByteScaled(b) if b.gather => "gather.scaled",
            Op::ByteScaled(_) => "scatter.scaled",
            Op::Block(b) => b.kind.name(),
            Op::AddrAtomic(a) if a.svm => "svm.atomic",
            Op::AddrAtomic(_) => "dword.atomic",
        }
    }
}

impl SvmScatteredMsg {
    pub fn blocks(&self) -> u32 {
        1 << self.log2_blocks
    }

    /// Bytes of `old` per lane: blocks of 1 byte take slots of max(4, n) bytes.
    pub fn slots(&self) -> usize {
        if self.block == 1 {
            visa_passes::isa::messages::svm_slot(self.blocks()) as usize
        } else {
            (self.block * self.blocks()) as usize
        }
    }

    pub fn elem(&self) -> Elem {
        match (self.block, self.float) {
            (1, _) => Elem::I8,
            (4, false) => Elem::I32,
            (4, true) => Elem::Float,
            (_, false) => Elem::I64,
            (_, true) => Elem::Double,
        }
    }

    fn elem_bytes(&self) -> u32 {
        self.elem().bytes()
    }
}

impl Scatter4Msg {
    pub fn data_lanes(&self) -> usize {
        self.width * self.channels.count_ones() as usize
    }
}

// ---------------------------------------------------------------------------
// What the lowering may refuse.

/// Whether the access table (`visa_passes::isa::access`) has no message for a
/// generic operation on `platform`. `contiguous`: the total bytes of a
/// contiguous access with every lane enabled.
/// `disjoint_lanes`: no two lanes partly overlap, and `select` can tell.
fn table_refuses(
    platform: Platform,
    operation: Operation,
    space: Space,
    bytes: u32,
    align: u32,
    disjoint_lanes: bool,
) -> bool {
    let bytes = u64::from(bytes);
    let align = u64::from(align.max(1));
    let q =
        Query { operation, space, element_bytes: bytes, align, element_align: align, contiguous: None, disjoint_lanes };
    visa_passes::isa::access::choose(&q, platform).is_err()
}

impl Case {
    /// Why the lowering must refuse this case, if it must: a message the
    /// platform lacks, or an alignment no message can honour. `None`: the
    /// case must compile.
    pub fn expected_refusal(&self) -> Option<String> {
        let p = self.platform;
        // Every operation is a memory operation.
        if !p.desc().legacy_dataport.value && !self.ops.is_empty() {
            return Some(format!("memory operation on {p} (no legacy data port)"));
        }
        for (k, op) in self.ops.iter().enumerate() {
            match op {
                Op::Gather(g) if g.space != 3 && g.elem.bytes() == 8 && g.align < 4 => {
                    return Some(format!("gather of 8-byte elements with align {}", g.align))
                }
                Op::Gather(g)
                    if g.space == 3
                        && table_refuses(p, Operation::Read, Space::Slm, g.elem.bytes(), g.align, false) =>
                {
                    return Some(format!(
                        "SLM gather of {}-byte elements with align {} on {p}",
                        g.elem.bytes(),
                        g.align
                    ))
                }
                Op::Scatter(s)
                    if s.space == 3
                        && table_refuses(
                            p,
                            Operation::Write,
                            Space::Slm,
                            s.elem.bytes(),
                            s.align,
                            self.lanes_apart(k, s),
                        ) =>
                {
                    return Some(format!("SLM scatter with align {} on {}", s.align, self.platform))
                }
                Op::Scatter(s) if s.space != 3 && s.elem.bytes() == 8 && s.align < 4 => {
                    return Some(format!("global scatter of 8-byte elements with align {}", s.align))
                }
                Op::QwScatter(q) if !q.gather && !Message::QwScatter.available_on(p) => {
                    return Some(format!("QW_SCATTER on {}", self.platform))
                }
                Op::QwScatter(q) if q.gather && !Message::QwGather.available_on(p) => {
                    return Some(format!("QW_GATHER on {}", self.platform))
                }
                Op::Contig(c) => {
                    if let Some(why) = c.refusal(p, self.simt) {
                        return Some(why);
                    }
                }
                Op::Rmw(r) => {
                    if let Some(why) = r.refusal(p) {
                        return Some(why);
                    }
                }
                Op::Block(b) => {
                    if let Some(why) = b.refusal(p) {
                        return Some(why);
                    }
                }
                Op::AddrAtomic(a) => {
                    if let Some(why) = a.refusal(p) {
                        return Some(why);
                    }
                }
                Op::Atomic(_) if !Message::TypedAtomic.available_on(p) => {
                    return Some(format!("TYPED_ATOMIC on {}", self.platform))
                }
                Op::Atomic(a) if a.sixteen && !Message::TypedAtomic.has_feature(Feature::Atomic16, p) => {
                    return Some(format!("16-bit TYPED_ATOMIC on {}", self.platform))
                }
                _ => {}
            }
        }
        None
    }

    /// How operation `k`'s address vector is rooted where `Writer::addresses`
    /// keeps it as a base for derived addresses: `Some(true)`, one scalar
    /// base plus constant offsets; `Some(false)`, SLM integers from an
    /// argument; `None`, no base kept.
    fn rendered_base(&self, k: usize) -> Option<bool> {
        let (form, offs, elem, width, slm_scatter) = match self.ops.get(k)? {
            Op::Gather(g) => (g.addr, &g.offs, g.elem, g.width, false),
            Op::Scatter(s) => (s.addr, &s.offs, s.elem, s.width, s.space == 3),
            _ => return None,
        };
        match form {
            AddrForm::Index if slm_scatter => Some(false),
            AddrForm::Derived(j) if j < k && self.ops[j].width() == width => self.rendered_base(j).or(Some(true)),
            AddrForm::Index if offs.iter().all(|&x| x % i64::from(elem.bytes()) == 0 && x < WILD) => None,
            AddrForm::Arg => None,
            _ => Some(true),
        }
    }

    /// Whether `select` sees that no two lanes of scatter `s` (operation `k`) partly
    /// overlap, as the addresses are rendered: one base plus constant
    /// offsets any two of which coincide or are an element apart, or one
    /// base indexed by an argument (a multiple of the element apart).
    fn lanes_apart(&self, k: usize, s: &Scatter) -> bool {
        let size = i64::from(s.elem.bytes());
        let indexed = s.space != 3 && s.offs.iter().all(|&x| x % size == 0 && x < WILD);
        let mut offs = s.offs.clone();
        offs.sort_unstable();
        offs.dedup();
        s.width == 1
            || (s.addr == AddrForm::Index && indexed)
            || (self.rendered_base(k) == Some(true) && offs.windows(2).all(|w| w[1] - w[0] >= size))
    }

    /// Whether LLVM's JIT can run the kernel safely in this process: only
    /// generic operations on global memory (gathers, scatters, loads,
    /// stores, atomics), every lane (enabled or not) inside its buffer, no
    /// operation feeding an address.
    pub fn jit_eligible(&self) -> bool {
        !self.ops.is_empty()
            && self.ops.iter().all(|op| match op {
                Op::Gather(g) => {
                    g.space != 3 && g.offs.iter().all(|&o| (0..=BUFFER_BYTES - i64::from(g.elem.bytes())).contains(&o))
                }
                // Stored pointers would be the host's, not the launch spec's.
                Op::Scatter(s) => {
                    s.space != 3
                        && s.elem != Elem::Ptr
                        && s.offs.iter().all(|&o| (0..=BUFFER_BYTES - i64::from(s.elem.bytes())).contains(&o))
                }
                // In bounds by construction; the pointers they load or store are data, not addresses.
                Op::Contig(c) => c.space != 3 && c.elem != Elem::Ptr,
                Op::Rmw(r) => r.space != 3,
                _ => false,
            })
    }

    /// Lanes of one operation that are enabled (before the dispatch mask).
    pub fn enabled_lanes(op: &Op) -> usize {
        let m = op.mask();
        (0..op.width()).filter(|&i| m.on(i)).count()
    }

    /// Total lanes over all operations (the reducer's measure of size).
    pub fn size(&self) -> usize {
        self.ops.iter().map(|o| o.width()).sum::<usize>() + self.ops.len() * 64
    }

    /// Whether a loop of the case never ends.
    pub fn endless(&self) -> bool {
        self.flow.iter().any(|r| matches!(r.kind, RegionKind::Loop { endless: true, .. }))
    }

    /// An operation after an `if` region that takes its mask or its
    /// addresses from one inside it takes them from arguments instead: only
    /// values cross the join (through phis).
    pub fn cut_links_out_of_ifs(&mut self) {
        let ifs: Vec<(usize, usize)> =
            self.flow.iter().filter(|r| r.kind.is_choice()).map(|r| (r.start, r.end)).collect();
        for (start, end) in ifs {
            let inside = |j: usize| (start..end).contains(&j);
            for op in &mut self.ops[end..] {
                let mask = op.mask_mut();
                if matches!(mask.form, MaskForm::Same(j) if inside(j)) {
                    mask.form = MaskForm::Arg;
                }
                if let Op::Gather(Gather { addr, .. }) | Op::Scatter(Scatter { addr, .. }) = op {
                    if matches!(*addr, AddrForm::Derived(j) if inside(j)) {
                        *addr = AddrForm::Arg;
                    }
                }
            }
        }
    }

    /// Removes operation `k`, rewriting every link to it into a free-standing form.
    pub fn remove_op(&mut self, k: usize) {
        self.ops.remove(k);
        for r in &mut self.flow {
            r.start -= usize::from(k < r.start);
            r.end -= usize::from(k < r.end);
        }
        self.flow.retain(|r| r.start < r.end);
        let fix = |i: usize| if i > k { i - 1 } else { i };
        for op in &mut self.ops {
            let mask = op.mask_mut();
            if let MaskForm::Same(j) = mask.form {
                mask.form = if j == k { MaskForm::Arg } else { MaskForm::Same(fix(j)) };
            }
            match op {
                Op::Gather(Gather { addr, .. }) | Op::Scatter(Scatter { addr, .. }) => {
                    if let AddrForm::Derived(j) = *addr {
                        *addr = if j == k { AddrForm::Arg } else { AddrForm::Derived(fix(j)) };
                    }
                }
                _ => {}
            }
            for s in sources_mut(op) {
                if let Source::Op { op: j, .. } = *s {
                    *s = if j == k {
                        Source::Zero
                    } else {
                        Source::Op { op: fix(j), signed: false, alu: Alu::None }.with_transform(s)
                    };
                }
            }
        }
        self.ret = match self.ret {
            Some(r) if r == k => None,
            Some(r) => Some(fix(r)),
            None => None,
        };
    }
}

impl Source {
    /// `self` with the conversion and arithmetic of `old` (an `Op` source).
    fn with_transform(self, old: &Source) -> Source {
        match (self, old) {
            (Source::Op { op, .. }, Source::Op { signed, alu, .. }) => Source::Op { op, signed: *signed, alu: *alu },
            (s, _) => s,
        }
    }
}

pub fn sources_mut(op: &mut Op) -> Vec<&mut Source> {
    match op {
        Op::Gather(g) => vec![&mut g.passthru],
        Op::Scatter(s) => vec![&mut s.data],
        Op::SvmScattered(g) => vec![&mut g.old],
        Op::Scatter4(s) => vec![&mut s.data],
        Op::QwScatter(q) => vec![&mut q.data],
        Op::Atomic(a) => vec![&mut a.src0, &mut a.src1],
        Op::Contig(c) => vec![&mut c.data],
        Op::Rmw(_) => vec![],
        Op::ByteScaled(b) => vec![&mut b.data],
        Op::Block(b) => vec![&mut b.data],
        Op::AddrAtomic(a) => vec![&mut a.src0, &mut a.src1, &mut a.old],
    }
}

// ---------------------------------------------------------------------------
// Drawing a random case.

/// The seed of case `index` of a run seeded with `seed`: each case
/// reproduces alone, and results do not depend on `--jobs`.
pub fn case_seed(seed: u64, index: u64) -> u64 {
    // SplitMix64 of the pair: well spread for consecutive indices.
    let mut z = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ index.wrapping_add(0x632b_e59b_d9b4_e019);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Options of random generation.
#[derive(Clone, Debug)]
pub struct GenOptions {
    /// Platforms to draw from.
    pub platforms: Vec<Platform>,
    /// `Some(b)`: always / never SIMT; `None`: either.
    pub simt: Option<bool>,
    /// The percentage of cases drawn with control flow regions (`Case::flow`;
    /// above 100 counts as 100). It is the case's last draw, so a case drawn
    /// without regions is the same case at every share.
    pub control_flow_share: u8,
}

/// The platforms the fuzzer draws when none is named: those with a message
/// for its memory operations. Every case accesses memory, and xe2 has no
/// legacy data port while LSC messages are not selected yet, so every xe2
/// case would be an expected refusal (`Case::expected_refusal`).
pub fn default_platforms() -> Vec<Platform> {
    Platform::having(|d| d.legacy_dataport.value)
}

/// The default [`GenOptions::control_flow_share`].
pub const CONTROL_FLOW_SHARE: u8 = 30;

impl Default for GenOptions {
    fn default() -> GenOptions {
        GenOptions { platforms: default_platforms(), simt: None, control_flow_share: CONTROL_FLOW_SHARE }
    }
}

/// Draws case `index` of the run seeded with `seed`.
pub fn random_case(seed: u64, index: u64, options: &GenOptions) -> Case {
    let mut g = Gen { rng: ChaCha8Rng::seed_from_u64(case_seed(seed, index)), platform: Platform::XeHpg };
    let platform = *options.platforms.choose(&mut g.rng).unwrap_or(&Platform::XeHpg);
    g.platform = platform;
    let simt = options.simt.unwrap_or_else(|| g.rng.random_bool(0.25));
    let dispatch_mask = if simt && g.rng.random_bool(0.5) { g.mask_bits(32) as u32 } else { u32::MAX };
    let mut case = Case {
        name: format!("s{seed}-c{index}"),
        platform,
        simt,
        dispatch_mask,
        opaque: g.rng.random_bool(0.5),
        fill_seed: g.rng.random_range(1..1_000_000),
        image32: g.image(false),
        image16: g.image(true),
        buffer_bases: None,
        ops: Vec::new(),
        ret: None,
        flow: Vec::new(),
    };
    if g.rng.random_bool(0.3) {
        // Multiples of 64 below the boundary: the bases stay as aligned as
        // any access (the default bases are).
        let mut below = || 64 * g.rng.random_range(1..BUFFER_BYTES as u64 / 64);
        case.buffer_bases = Some(straddling_bases(below(), below()));
    }
    let count = [1, 1, 2, 2, 3, 4, 5, 6][g.rng.random_range(0..8)];
    while case.ops.len() < count {
        g.add_op(&mut case);
        let bytes: usize = case.ops.iter().map(Op::register_bytes).sum();
        if case.ops.len() > 1 && bytes > REGISTER_BUDGET {
            case.ops.pop();
            break;
        }
    }
    let values: Vec<usize> = (0..case.ops.len()).filter(|&k| case.ops[k].value().is_some()).collect();
    if !values.is_empty() && g.rng.random_bool(0.6) {
        case.ret = values.choose(&mut g.rng).copied();
    }
    if g.rng.random_bool(f64::from(options.control_flow_share.min(100)) / 100.0) {
        case.flow = g.flow(case.ops.len());
        case.cut_links_out_of_ifs();
    }
    case
}

impl Gen {
    /// One region around a run of the `n` operations, sometimes with a
    /// second inside it.
    fn flow(&mut self, n: usize) -> Vec<Region> {
        let start = self.rng.random_range(0..n);
        let end = self.rng.random_range(start + 1..=n);
        let mut flow = vec![Region { start, end, kind: self.region_kind() }];
        if self.rng.random_bool(0.4) {
            let inner = self.rng.random_range(start..end);
            let inner_end = self.rng.random_range(inner + 1..=end);
            flow.push(Region { start: inner, end: inner_end, kind: self.region_kind() });
        }
        flow
    }

    fn region_kind(&mut self) -> RegionKind {
        if self.rng.random_bool(0.5) {
            if self.rng.random_bool(0.3) {
                return RegionKind::Switch { way: self.rng.random_range(0..=3) };
            }
            return RegionKind::If { taken: self.rng.random_bool(0.5) };
        }
        let bound = *[Bound::Arg, Bound::Alloca, Bound::Call].choose(&mut self.rng).unwrap_or(&Bound::Arg);
        RegionKind::Loop { trips: self.rng.random_range(1..=3), endless: self.rng.random_bool(0.1), bound }
    }
}

struct Gen {
    rng: ChaCha8Rng,
    /// The case's platform: arithmetic it lacks is not drawn.
    platform: Platform,
}

const WIDTHS: [usize; 18] = [1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 48, 64];

impl Gen {
    fn width(&mut self) -> usize {
        if self.rng.random_bool(0.5) {
            self.rng.random_range(1..=64)
        } else {
            *WIDTHS.choose(&mut self.rng).unwrap_or(&8)
        }
    }

    fn mask_bits(&mut self, width: usize) -> u64 {
        let all = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
        let bits = match self.rng.random_range(0..10) {
            0..=2 => all,
            3 => 0,
            4 => 1u64 << self.rng.random_range(0..width),
            5 => 0x5555_5555_5555_5555,
            6 => all >> (width / 2).clamp(1, 63),
            _ => self.rng.random::<u64>(),
        };
        bits & all
    }

    fn mask(&mut self, width: usize, ops: &[Op]) -> Mask {
        // The same mask as an earlier operation of this width (merges need one value).
        let same: Vec<usize> = (0..ops.len()).filter(|&k| ops[k].width() == width).collect();
        if !same.is_empty() && self.rng.random_bool(0.2) {
            let k = *same.choose(&mut self.rng).unwrap_or(&0);
            return Mask { bits: ops[k].mask().bits, form: MaskForm::Same(k) };
        }
        let form = if self.rng.random_bool(0.5) { MaskForm::Arg } else { MaskForm::Const };
        Mask { bits: self.mask_bits(width), form }
    }

    fn image(&mut self, sixteen: bool) -> Image {
        let kind = *["1d", "1d_array", "2d", "2d_array", "3d"].choose(&mut self.rng).unwrap_or(&"2d");
        let format = if sixteen {
            *["r16_uint", "r16_sint"].choose(&mut self.rng).unwrap_or(&"r16_uint")
        } else {
            *["r32_uint", "r32_sint", "r32_float"].choose(&mut self.rng).unwrap_or(&"r32_uint")
        };
        let width = self.rng.random_range(1..=8);
        let height = if kind.starts_with("1d") { 1 } else { self.rng.random_range(1..=4) };
        let depth = if kind == "3d" { self.rng.random_range(1..=3) } else { 1 };
        let array_size = if kind.ends_with("array") { self.rng.random_range(1..=3) } else { 1 };
        Image { kind, format, width, height, depth, array_size, mips: self.rng.random_range(1..=3) }
    }

    /// An integer of `bits` bits, often an edge value; a 64-bit one also
    /// often with a low dword at either end of its range, so that sums and
    /// differences carry into or borrow from the high dword (what 64-bit
    /// arithmetic on 32-bit halves must get right; the summary counts the
    /// cases where they did).
    fn int_bits(&mut self, bits: u32) -> u64 {
        let all = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
        let v = match self.rng.random_range(0..if bits >= 64 { 10 } else { 8 }) {
            0 => 0,
            1 => 1,
            2 => all,
            3 => all >> 1,
            4 => (all >> 1) + 1,
            8 => (self.rng.random::<u64>() << 32) | (0xffff_ffff - self.rng.random_range(0..4u64)),
            9 => (self.rng.random::<u64>() << 32) | self.rng.random_range(0..4u64),
            _ => self.rng.random::<u64>(),
        };
        v & all
    }

    /// Bits of a value of `elem`: floats are finite and exact in TOML.
    fn value(&mut self, elem: Elem) -> u64 {
        let f: f64 = match self.rng.random_range(0..6) {
            0 => 0.0,
            1 => -0.0,
            2 => 1.5,
            3 => -1024.0,
            _ => f64::from(self.rng.random_range(-4096i32..4096)) * 0.125,
        };
        match elem {
            Elem::Half => u64::from(half::f16::from_f64(f).to_bits()),
            Elem::Float => u64::from((f as f32).to_bits()),
            Elem::Double => f.to_bits(),
            Elem::Ptr => (0x1_0000_0000 + self.rng.random_range(0..BUFFER_BYTES)) as u64,
            int => self.int_bits(int.bytes() * 8),
        }
    }

    fn values(&mut self, elem: Elem, lanes: usize) -> Vec<u64> {
        (0..lanes).map(|_| self.value(elem)).collect()
    }

    /// Offsets of `width` lanes in `[0, limit - size]`, multiples of
    /// `align`; disabled lanes sometimes wild; sometimes lanes repeat.
    fn offsets(&mut self, width: usize, size: i64, align: i64, limit: i64, mask: &Mask, wild_ok: bool) -> Vec<i64> {
        let wild = if limit == SLM_BYTES { SLM_WILD } else { WILD };
        let slots = ((limit - size) / align).max(0) + 1;
        let stride = if self.rng.random_bool(0.3) { self.rng.random_range(1..=4) } else { 0 };
        let start = self.rng.random_range(0..slots);
        let mut offs: Vec<i64> = (0..width)
            .map(|i| {
                let slot =
                    if stride > 0 { (start + i as i64 * stride) % slots } else { self.rng.random_range(0..slots) };
                slot * align
            })
            .collect();
        if width > 1 && self.rng.random_bool(0.1) {
            // Overlapping lanes.
            let a = self.rng.random_range(0..width);
            let b = self.rng.random_range(0..width);
            offs[b] = offs[a];
        }
        if wild_ok && self.rng.random_bool(0.15) {
            for (i, o) in offs.iter_mut().enumerate() {
                if !mask.on(i) && self.rng.random_bool(0.5) {
                    *o += wild;
                }
            }
        }
        offs
    }

    fn source_from_ops(&mut self, want: Elem, width: usize, ops: &[Op]) -> Option<Source> {
        let candidates: Vec<usize> = (0..ops.len())
            .filter(|&k| ops[k].value().is_some_and(|v| (want == Elem::Ptr || v.elem != Elem::Ptr) && v.lanes == width))
            .filter(|&k| !matches!(ops[k], Op::SvmScattered(_)))
            .collect();
        let op = *candidates.choose(&mut self.rng)?;
        let alu = if want != Elem::Ptr && self.rng.random_bool(0.8) { self.arith(want) } else { Alu::None };
        Some(Source::Op { op, signed: self.rng.random_bool(0.5), alu })
    }

    /// A form of the accepted arithmetic for a value of `want`: on its
    /// float value, or on the integer of its width.
    fn arith(&mut self, want: Elem) -> Alu {
        let forms = arith::forms_for(want, self.platform);
        let Some(&k) = forms.choose(&mut self.rng) else { return Alu::None };
        let bits = self.value(want);
        Alu::Form(k, arith::legal_operand(&arith::FORMS[k], want, bits))
    }

    fn data(&mut self, elem: Elem, width: usize, ops: &[Op], allow_undef: bool) -> Source {
        match self.rng.random_range(0..10) {
            0..=3 => {
                if let Some(s) = self.source_from_ops(elem, width, ops) {
                    return s;
                }
                Source::Arg(self.values(elem, width))
            }
            4 if elem != Elem::Ptr => Source::Computed { values: self.values(elem, width), alu: self.arith(elem) },
            5 => Source::Arg(self.values(elem, width)),
            6 if elem != Elem::Ptr => Source::Const(self.values(elem, width)),
            7 => Source::Zero,
            8 if allow_undef => Source::Undef,
            _ => Source::Arg(self.values(elem, width)),
        }
    }

    fn align(&mut self, elem: Elem, refusals: bool) -> u32 {
        let natural = elem.bytes();
        match self.rng.random_range(0..10) {
            0..=5 => natural,
            6 => (natural * 2).min(16),
            7 => 16,
            _ => {
                let lower: Vec<u32> = [1, 2, 4, 8].into_iter().filter(|&a| a < natural).collect();
                let a = lower.choose(&mut self.rng).copied().unwrap_or(natural);
                // 8-byte gathers below align 4 are refused: only sometimes.
                if !refusals && natural == 8 && a < 4 {
                    4
                } else {
                    a
                }
            }
        }
    }

    fn add_op(&mut self, case: &mut Case) {
        let roll = self.rng.random_range(0..100);
        let before = case.ops.len();
        match roll {
            0..=19 => self.gather(case),
            20..=36 => self.slm_scatter(case),
            37..=43 => self.svm_gather(case),
            44..=52 => self.scatter4(case),
            53..=58 => self.qw_scatter(case),
            59..=66 => self.atomic(case),
            67..=78 => self.contig(case),
            79..=83 => self.rmw(case),
            84..=88 => self.byte_scaled(case),
            89..=94 => self.block(case),
            _ => self.addr_atomic(case),
        }
        debug_assert!(case.ops.len() > before);
    }

    fn gather(&mut self, case: &mut Case) {
        let refusals = self.rng.random_bool(0.1);
        let elem = *Elem::ALL.choose(&mut self.rng).unwrap_or(&Elem::I32);
        let width = self.width();
        let align = self.align(elem, refusals);
        let mask = self.mask(width, &case.ops);
        let size = i64::from(elem.bytes());
        let buf = self.rng.random_range(0..2);
        // Sometimes from SLM (GATHER4_SCALED, QW_GATHER, GATHER_SCALED).
        let slm = self.rng.random_bool(0.2);
        let limit = if slm { SLM_BYTES } else { BUFFER_BYTES };
        let mut offs = self.offsets(width, size, i64::from(align), limit, &mask, true);
        let mut addr = *[AddrForm::ByteOffsets, AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index]
            .choose(&mut self.rng)
            .unwrap_or(&AddrForm::ByteOffsets);
        if addr == AddrForm::Index && (offs.iter().any(|&o| o % size != 0 || o >= WILD)) {
            addr = AddrForm::ByteOffsets;
        }
        if !slm && mask.bits != 0 && self.rng.random_bool(0.01) {
            // An enabled lane out of bounds: both sides must fault.
            let lane = (0..width).find(|&i| mask.on(i)).unwrap_or(0);
            offs[lane] = WILD;
            if addr == AddrForm::Index {
                addr = AddrForm::ByteOffsets;
            }
        }
        let passthru = match self.rng.random_range(0..5) {
            0 => Source::Undef,
            1 => Source::Zero,
            2 if elem != Elem::Ptr => Source::Const(self.values(elem, width)),
            _ => self.data(elem, width, &case.ops, true),
        };
        let space = if slm {
            3
        } else if self.rng.random_bool(0.25) {
            0
        } else {
            1
        };
        let first = case.ops.len();
        case.ops.push(Op::Gather(Gather { elem, width, align, space, buf, offs, addr, mask, passthru }));
        // A merge group: gathers at consecutive blocks of the same lanes.
        if !slm && elem.bytes() >= 4 && align >= 4 && self.rng.random_bool(0.3) {
            let members = self.rng.random_range(1..8usize.min(32 / elem.bytes() as usize));
            let mut deltas: Vec<i64> = (1..=members as i64).map(|j| j * size).collect();
            if self.rng.random_bool(0.3) {
                deltas.reverse();
            }
            for delta in deltas {
                self.maybe_intervene(case, first);
                let Op::Gather(base) = &case.ops[first] else { return };
                let offs: Vec<i64> = base.offs.iter().map(|&o| o + delta).collect();
                let in_bounds = offs.iter().zip(0..).all(|(&o, i)| !mask.on(i) || o + size <= BUFFER_BYTES);
                if !in_bounds {
                    break;
                }
                let g = Gather {
                    align: base.align.min(elem.bytes()),
                    offs,
                    addr: AddrForm::Derived(first),
                    mask: Mask { bits: mask.bits, form: MaskForm::Same(first) },
                    passthru: if self.rng.random_bool(0.5) { Source::Undef } else { Source::Zero },
                    ..base.clone()
                };
                case.ops.push(Op::Gather(g));
            }
        }
    }

    /// Sometimes an operation between members of a merge group: a
    /// scatter that may alias, or an unrelated gather.
    fn maybe_intervene(&mut self, case: &mut Case, first: usize) {
        if !self.rng.random_bool(0.15) {
            return;
        }
        let _ = first;
        if self.rng.random_bool(0.5) {
            self.slm_scatter_simple(case);
        } else {
            self.scatter4(case);
        }
    }

    fn slm_scatter_simple(&mut self, case: &mut Case) {
        let elem = *Elem::SLM.choose(&mut self.rng).unwrap_or(&Elem::I32);
        let width = self.width();
        let mask = self.mask(width, &case.ops);
        let offs = self.offsets(width, i64::from(elem.bytes()), i64::from(elem.bytes()), SLM_BYTES, &mask, true);
        let data = self.data(elem, width, &case.ops, false);
        let addr =
            *[AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index].choose(&mut self.rng).unwrap_or(&AddrForm::Arg);
        case.ops.push(Op::Scatter(Scatter {
            elem,
            width,
            align: elem.bytes(),
            space: 3,
            buf: 0,
            offs,
            addr,
            mask,
            data,
        }));
    }

    /// A scatter to global memory (SVM_SCATTER), any element type.
    fn global_scatter(&mut self, case: &mut Case) {
        let refusals = self.rng.random_bool(0.1);
        let elem = *Elem::ALL.choose(&mut self.rng).unwrap_or(&Elem::I32);
        let width = self.width();
        let align = self.align(elem, refusals);
        let mask = self.mask(width, &case.ops);
        let offs = self.offsets(width, i64::from(elem.bytes()), i64::from(align), BUFFER_BYTES, &mask, true);
        let data = self.data(elem, width, &case.ops, false);
        let mut addr =
            *[AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index].choose(&mut self.rng).unwrap_or(&AddrForm::Arg);
        if addr == AddrForm::Index && offs.iter().any(|&o| o % i64::from(elem.bytes()) != 0 || o >= WILD) {
            addr = AddrForm::ByteOffsets;
        }
        let space = if self.rng.random_bool(0.25) { 0 } else { 1 };
        let buf = self.rng.random_range(0..2);
        case.ops.push(Op::Scatter(Scatter { elem, width, align, space, buf, offs, addr, mask, data }));
    }

    fn slm_scatter(&mut self, case: &mut Case) {
        if self.rng.random_bool(0.25) {
            return self.global_scatter(case);
        }
        let refusals = self.rng.random_bool(0.1);
        // Mostly dwords and qwords; sometimes bytes and words (SCATTER_SCALED).
        let elem = if self.rng.random_bool(0.2) {
            *[Elem::I8, Elem::I16, Elem::Half].choose(&mut self.rng).unwrap_or(&Elem::I16)
        } else {
            *Elem::SLM.choose(&mut self.rng).unwrap_or(&Elem::I32)
        };
        let width = self.width();
        let mut align = self.align(elem, true);
        if align < 4 && !refusals && !(elem.bytes() == 8 && self.rng.random_bool(0.5)) {
            align = 4;
        }
        let mask = self.mask(width, &case.ops);
        let group = elem.bytes() == 4 && align >= 4 && self.rng.random_bool(0.35);
        // Merge groups need room for four dwords per lane.
        let (size, step) = if group { (16, 16) } else { (i64::from(elem.bytes()), i64::from(align)) };
        let offs = self.offsets(width, size, step, SLM_BYTES, &mask, true);
        let data = self.data(elem, width, &case.ops, false);
        let addr =
            *[AddrForm::ByteOffsets, AddrForm::Arg, AddrForm::Index].choose(&mut self.rng).unwrap_or(&AddrForm::Arg);
        let first = case.ops.len();
        case.ops.push(Op::Scatter(Scatter {
            elem,
            width,
            align,
            space: 3,
            buf: 0,
            offs: offs.clone(),
            addr,
            mask,
            data,
        }));
        if group {
            let mut deltas: Vec<i64> = (1..self.rng.random_range(2..=4)).map(|j| j * 4).collect();
            if self.rng.random_bool(0.3) {
                deltas.reverse();
            }
            for delta in deltas {
                self.maybe_intervene(case, first);
                let data = self.data(elem, width, &case.ops, false);
                case.ops.push(Op::Scatter(Scatter {
                    elem,
                    width,
                    align: 4,
                    space: 3,
                    buf: 0,
                    offs: offs.iter().map(|&o| o + delta).collect(),
                    addr: AddrForm::Derived(first),
                    mask: Mask { bits: mask.bits, form: MaskForm::Same(first) },
                    data,
                }));
            }
        }
    }

    fn svm_gather(&mut self, case: &mut Case) {
        let width = self.width();
        let (block, log2_blocks) = *[(1, 0), (1, 1), (1, 2), (4, 0), (4, 1), (4, 2), (4, 3), (8, 0), (8, 1), (8, 2)]
            .choose(&mut self.rng)
            .unwrap_or(&(4, 0));
        let mask = self.mask(width, &case.ops);
        let bytes = i64::from(block << log2_blocks);
        let offs = self.offsets(width, bytes, i64::from(block), BUFFER_BYTES, &mask, true);
        let float = block > 1 && self.rng.random_bool(0.3);
        let mut g = SvmScatteredMsg {
            write: self.rng.random_bool(0.35),
            width,
            block,
            log2_blocks,
            float,
            buf: self.rng.random_range(0..2),
            offs,
            addr: if self.rng.random_bool(0.6) { AddrForm::Arg } else { AddrForm::ByteOffsets },
            mask,
            old: Source::Undef,
        };
        let lanes = width * g.slots() / g.elem_bytes() as usize;
        let elem = g.elem();
        g.old = match self.rng.random_range(0..4) {
            0 => Source::Undef,
            1 => Source::Zero,
            2 => Source::Const(self.values(elem, lanes)),
            _ => Source::Arg(self.values(elem, lanes)),
        };
        case.ops.push(Op::SvmScattered(g));
    }

    fn surface(&mut self) -> Surface {
        *[Surface::Slm, Surface::Slm, Surface::Bti, Surface::Arg].choose(&mut self.rng).unwrap_or(&Surface::Slm)
    }

    /// Dword offsets into a bounded surface; sometimes past its end (dropped).
    fn surface_offsets(&mut self, width: usize, surface: Surface, size: i64, align: i64, mask: &Mask) -> Vec<i64> {
        let limit = if surface == Surface::Slm { SLM_BYTES } else { SURFACE_BYTES };
        let limit = if self.rng.random_bool(0.15) { limit + 64 } else { limit };
        self.offsets(width, size, align, limit, mask, false)
    }

    fn scatter4(&mut self, case: &mut Case) {
        let width = self.width();
        let channels = self.rng.random_range(1..=15u32);
        let surface = self.surface();
        let mask = self.mask(width, &case.ops);
        let global_offset = if self.rng.random_bool(0.3) { 4 * self.rng.random_range(0..8) } else { 0 };
        let offs = self.surface_offsets(width, surface, 16 + i64::from(global_offset), 4, &mask);
        let float = self.rng.random_bool(0.3);
        let elem = if float { Elem::Float } else { Elem::I32 };
        let lanes = width * channels.count_ones() as usize;
        let data = if channels.count_ones() == 1 && self.rng.random_bool(0.4) {
            self.source_from_ops(elem, width, &case.ops).unwrap_or_else(|| Source::Arg(self.values(elem, lanes)))
        } else if self.rng.random_bool(0.3) {
            Source::Const(self.values(elem, lanes))
        } else {
            Source::Arg(self.values(elem, lanes))
        };
        let gather = self.rng.random_bool(0.35);
        case.ops.push(Op::Scatter4(Scatter4Msg {
            gather,
            width,
            channels,
            surface,
            global_offset,
            offs,
            float,
            mask,
            data,
        }));
    }

    fn qw_scatter(&mut self, case: &mut Case) {
        let width = self.width();
        let surface = self.surface();
        let mask = self.mask(width, &case.ops);
        let align = if self.rng.random_bool(0.2) { 4 } else { 8 };
        let offs = self.surface_offsets(width, surface, 8, align, &mask);
        let double = self.rng.random_bool(0.3);
        let elem = if double { Elem::Double } else { Elem::I64 };
        let data = self.data(elem, width, &case.ops, false);
        let gather = self.rng.random_bool(0.35);
        case.ops.push(Op::QwScatter(QwScatterMsg { gather, width, surface, offs, double, mask, data }));
    }

    fn atomic(&mut self, case: &mut Case) {
        let op = *AtomicOp::ALL.choose(&mut self.rng).unwrap_or(&AtomicOp::Add);
        let sixteen = self.rng.random_bool(0.3);
        let width = self.width();
        let mask = self.mask(width, &case.ops);
        let image = if sixteen { case.image16 } else { case.image32 };
        let dims = [image.width, image.height.max(image.array_size), image.depth.max(image.array_size), image.mips];
        let coords = [0, 1, 2, 3].map(|c| (0..width).map(|_| self.coord(dims[c])).collect::<Vec<u32>>());
        let zero_coords = [0, 1, 2].map(|_| self.rng.random_bool(0.3));
        let src = |g: &mut Gen, has: bool, ops: &[Op]| {
            if !has {
                return Source::Undef;
            }
            match g.rng.random_range(0..4) {
                0 => g.source_from_ops(Elem::I32, width, ops).unwrap_or(Source::Zero),
                1 => Source::Const(g.values(Elem::I32, width)),
                _ => Source::Arg(g.values(Elem::I32, width)),
            }
        };
        let src0 = src(self, op.has_src0(), &case.ops);
        let src1 = src(self, op.has_src1(), &case.ops);
        let surface_arg = self.rng.random_bool(0.4);
        case.ops.push(Op::Atomic(TypedAtomic {
            op,
            sixteen,
            width,
            surface_arg,
            coords,
            zero_coords,
            src0,
            src1,
            mask,
        }));
    }

    /// A coordinate: in range mostly, else an edge or out of bounds.
    fn coord(&mut self, dim: u32) -> u32 {
        match self.rng.random_range(0..10) {
            0 => dim,
            1 => dim.saturating_sub(1),
            2 => u32::MAX,
            3 => dim + self.rng.random_range(0..4),
            _ => self.rng.random_range(0..dim.max(1)),
        }
    }
}
