//! The fuzzer's model of a kernel: a [`Case`] is a platform, its memory
//! and a list of operations ([`Op`]), each a generic memory operation or a
//! message intrinsic (the module above draws them, [`super::render`] writes
//! them out). It also says what the lowering must refuse of a case
//! ([`Case::expected_refusal`]) and holds the edits the reducer makes.

use visa_passes::isa::access::{Form, Messages, Operation, Query, Rule, Space};
use visa_passes::isa::atomic::AtomicOp;
use visa_passes::isa::messages::{Feature, Message};

pub use super::case_lsc::*;
use crate::Platform;

pub use super::case_base::*;

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
    Lsc(LscMsg),
    Fence(FenceMsg),
    Block2d(Block2dMsg),
    TypedQuad(TypedQuadMsg),
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
    /// The messages `select` makes of generic memory IR (`--messages`, the
    /// launch spec's `messages`): LSC or legacy where the platform has both.
    pub messages: Messages,
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
    /// A loop behind a zero-trip test (`br (n == 0) ? exit : loop`)
    /// running the operations `trips` times (0..=3, the count reaching the
    /// test and the exit test as `bound` says). Each value made in it is
    /// carried out through an exit phi as `carries` says (the guard's edge
    /// and the last trip's join there), which later operations read.
    GuardedLoop { trips: u32, bound: Bound, carries: Carries },
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

    /// Whether the operations may not run at all (a choice, or a guarded
    /// loop's zero trips): their values reach later operations only
    /// through phis, nothing else of theirs does.
    pub fn may_skip(self) -> bool {
        self.is_choice() || matches!(self, RegionKind::GuardedLoop { .. })
    }
}

/// How a guarded loop carries a value made in it out to later operations
/// (`RegionKind::GuardedLoop`). An accumulator is a loop phi `%a` (start
/// `S` from the guard's block) updated on each trip with the value, on
/// the integers of its width (`%a1 = add %a, %v`; `xor`, `sub`), and
/// the exit phi joins what the guard's edge brings with what the loop's
/// last trip leaves; later operations read the exit phi (as the value's type).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Carry {
    /// The exit phi takes `%a1` from the loop and `S` from the guard's
    /// edge, as the loop phi does: both edges copy `S` alike (made once
    /// before the guard's branch where the exit phi shares `%a`'s
    /// variable, `emit::phi_homes::exit_home`). `S` a constant.
    Shared,
    /// As `Shared`, `S` a kernel argument (a register, not a constant).
    SharedArg,
    /// The exit phi takes `%a1` from the loop and a constant other than
    /// `S` from the guard's edge (a copy of that edge's own).
    Unrelated,
    /// The exit phi takes `%a` itself from the loop (the value before the
    /// last trip's update): `%a` is read after `%a1` is made, so the two
    /// cannot share a variable.
    Previous,
    /// No accumulator: the exit phi takes the value of the last trip, and
    /// zero from the guard's edge.
    Last,
}

/// The [`Carry`] of each value of a guarded loop, by the position of its
/// operation in the region (3 bits each), and the seed of the constants
/// the accumulators start from and the update each makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Carries {
    pub ways: u32,
    pub seed: u32,
}

impl Carries {
    /// Accumulators take values of at most this many bytes (wider ones
    /// are carried `Last`): each adds two or three variables of the value's size.
    pub const ACCUMULATED_BYTES: usize = 128;

    /// Every value carried as [`Carry::Last`] (what the reducer tries).
    pub const LAST: Carries = Carries { ways: u32::MAX, seed: 0 };

    /// Every value carried as `carry`.
    pub fn all(carry: Carry, seed: u32) -> Carries {
        let code = match carry {
            Carry::Shared => 0,
            Carry::SharedArg => 2,
            Carry::Unrelated => 3,
            Carry::Previous => 5,
            Carry::Last => 7,
        };
        Carries { ways: (0..10).fold(0, |ways, position| ways | code << (3 * position)), seed }
    }

    /// How the value of the region's operation at `position` is carried
    /// (past the tenth, `Last`).
    pub fn of(self, position: usize) -> Carry {
        if position >= 10 {
            return Carry::Last;
        }
        match self.ways >> (3 * position) & 7 {
            0 | 1 => Carry::Shared,
            2 => Carry::SharedArg,
            3 | 4 => Carry::Unrelated,
            5 => Carry::Previous,
            _ => Carry::Last,
        }
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
            Op::Lsc(c) => c.width,
            Op::Fence(_) | Op::Block2d(_) => 1,
            Op::TypedQuad(t) => t.width,
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
            Op::Lsc(c) => &c.mask,
            Op::Fence(f) => &f.mask,
            Op::Block2d(b) => &b.mask,
            Op::TypedQuad(t) => &t.mask,
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
            Op::Lsc(c) => &mut c.mask,
            Op::Fence(f) => &mut f.mask,
            Op::Block2d(b) => &mut b.mask,
            Op::TypedQuad(t) => &mut t.mask,
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
            Op::Lsc(c) => 4 * c.per_lane() as usize * c.elem().bytes() as usize + 8,
            Op::Fence(_) => 0,
            Op::Block2d(b) => 2 * b.lanes() * b.elem().bytes() as usize + 64,
            Op::TypedQuad(_) => 24,
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
            Op::Lsc(c) if c.kind.has_result() => Some(ValTy { lanes: c.lanes(), elem: c.elem() }),
            Op::Block2d(b) if b.op == Block2dOp::Load => Some(ValTy { lanes: b.lanes(), elem: b.elem() }),
            Op::TypedQuad(t) if t.op == Block2dOp::Load => Some(ValTy { lanes: t.width, elem: Elem::I32 }),
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
            Op::Lsc(c) => c.kind_name(),
            Op::Fence(f) => f.name(),
            Op::Block2d(b) => b.kind_name(),
            Op::TypedQuad(t) => t.kind_name(),
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

    pub(super) fn elem_bytes(&self) -> u32 {
        self.elem().bytes()
    }
}

impl Scatter4Msg {
    pub fn data_lanes(&self) -> usize {
        self.width * self.channels.count_ones() as usize
    }
}

// ---------------------------------------------------------------------------
// What each platform takes.

/// The families of operations the fuzzer draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    /// Generic memory IR: `llvm.masked.*`, `load`/`store`, `atomicrmw`/`cmpxchg`.
    Generic,
    /// The legacy data port's message intrinsics (`llvm.genx.svm.*`,
    /// `*.scaled`, `qw.*`, block messages, DWORD/SVM/typed atomics).
    Legacy,
    /// The LSC intrinsics `compile` emits ([`super::lsc`]).
    Lsc,
}

/// Which families a platform takes, so which the generator draws there
/// (and which the exhaustive run enumerates): the one place that says it.
/// Generic memory IR is selected to legacy or LSC messages, so it needs
/// either (the platform table's `legacy_dataport` or `lsc_lanes`); the
/// legacy intrinsics need the legacy data port (xe2 has none); the LSC
/// intrinsics need LSC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Families {
    pub generic: bool,
    pub legacy: bool,
    pub lsc: bool,
}

impl Families {
    pub fn of(platform: Platform) -> Families {
        let legacy_dataport = platform.desc().legacy_dataport.value;
        let lsc = visa_passes::ir::lsc::LscFeature::Lsc.on(platform);
        Families { generic: legacy_dataport || lsc, legacy: legacy_dataport, lsc }
    }

    pub fn has(self, family: Family) -> bool {
        match family {
            Family::Generic => self.generic,
            Family::Legacy => self.legacy,
            Family::Lsc => self.lsc,
        }
    }

    /// Whether the platform takes any: the fuzzer draws it.
    pub fn any(self) -> bool {
        self.generic || self.legacy || self.lsc
    }

    /// Why a platform does not take `family` (for expected refusals).
    fn lacks(family: Family) -> &'static str {
        match family {
            Family::Generic => "generic memory operation (neither a legacy data port nor LSC)",
            Family::Legacy => "legacy message (no legacy data port)",
            Family::Lsc => "LSC intrinsic (no LSC messages)",
        }
    }
}

impl Op {
    pub fn family(&self) -> Family {
        match self {
            Op::Gather(_) | Op::Scatter(_) | Op::Contig(_) | Op::Rmw(_) => Family::Generic,
            Op::SvmScattered(_)
            | Op::Scatter4(_)
            | Op::QwScatter(_)
            | Op::Atomic(_)
            | Op::ByteScaled(_)
            | Op::Block(_)
            | Op::AddrAtomic(_) => Family::Legacy,
            Op::Lsc(_) | Op::Block2d(_) | Op::TypedQuad(_) => Family::Lsc,
            Op::Fence(f) => match f.kind {
                FenceKind::Lsc { .. } => Family::Lsc,
                FenceKind::Generic { .. } => Family::Generic,
            },
        }
    }
}

// ---------------------------------------------------------------------------
// What the lowering may refuse.

/// Whether the access table (`visa_passes::isa::access`) has no message for a
/// generic operation on `platform`. `contiguous`: the total bytes of a
/// contiguous access with every lane enabled.
/// `disjoint_lanes`: no two lanes partly overlap, and `select` can tell.
pub(super) fn table_refuses(
    platform: Platform,
    messages: Messages,
    operation: Operation,
    space: Space,
    bytes: u32,
    align: u32,
    disjoint_lanes: bool,
    simt: bool,
) -> bool {
    table_rule(platform, messages, operation, space, bytes, align, align, None, disjoint_lanes, simt).is_none()
}

/// The rule `select` takes on `platform` with `messages` (`visa_passes::isa::access::select_rule`).
fn select_rule(q: &Query, platform: Platform, messages: Messages) -> Result<&'static Rule, ()> {
    visa_passes::isa::access::select_rule(q, platform, messages).map_err(|_| ())
}

impl Case {
    /// Why the lowering must refuse this case, if it must: a message the
    /// platform lacks, or an alignment no message can honour. `None`: the
    /// case must compile.
    pub fn expected_refusal(&self) -> Option<String> {
        let p = self.platform;
        let families = Families::of(p);
        let kept = self.surviving_ops();
        if let Some((_, op)) = kept.iter().find(|(_, op)| !families.has(op.family())) {
            return Some(format!("{} on {p}", Families::lacks(op.family())));
        }
        for &(k, op) in &kept {
            match op {
                Op::Gather(g)
                    if g.space != 3
                        && table_refuses(
                            p,
                            self.messages,
                            Operation::Read,
                            Space::Global,
                            g.elem.bytes(),
                            g.align,
                            false,
                            self.simt,
                        ) =>
                {
                    return Some(format!("gather of 8-byte elements with align {}", g.align))
                }
                Op::Gather(g)
                    if g.space == 3
                        && table_refuses(
                            p,
                            self.messages,
                            Operation::Read,
                            Space::Slm,
                            g.elem.bytes(),
                            g.align,
                            false,
                            self.simt,
                        ) =>
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
                            self.messages,
                            Operation::Write,
                            Space::Slm,
                            s.elem.bytes(),
                            s.align,
                            self.lanes_apart(k, s),
                            self.simt,
                        ) =>
                {
                    return Some(format!("SLM scatter with align {} on {}", s.align, self.platform))
                }
                Op::Scatter(s)
                    if s.space != 3
                        && table_refuses(
                            p,
                            self.messages,
                            Operation::Write,
                            Space::Global,
                            s.elem.bytes(),
                            s.align,
                            self.lanes_apart(k, s),
                            self.simt,
                        ) =>
                {
                    return Some(format!("global scatter of 8-byte elements with align {}", s.align))
                }
                Op::QwScatter(q) if !q.gather && !Message::QwScatter.available_on(p) => {
                    return Some(format!("QW_SCATTER on {}", self.platform))
                }
                Op::QwScatter(q) if q.gather && !Message::QwGather.available_on(p) => {
                    return Some(format!("QW_GATHER on {}", self.platform))
                }
                Op::Contig(c) => {
                    if let Some(why) = c.refusal(p, self.messages, self.simt) {
                        return Some(why);
                    }
                }
                Op::Rmw(r) => {
                    if let Some(why) = r.refusal(p, self.messages) {
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
                Op::Lsc(c) => {
                    if let Some(why) = c.refusal(p) {
                        return Some(why);
                    }
                }
                Op::Fence(FenceMsg { kind: FenceKind::Generic { .. }, .. }) if !families.lsc => {
                    return Some(format!("fence on {p} (no LSC messages)"));
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
    pub(super) fn rendered_base(&self, k: usize) -> Option<bool> {
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
    pub(super) fn lanes_apart(&self, k: usize, s: &Scatter) -> bool {
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

    /// An operation after an `if`, `switch` or guarded loop that takes its
    /// mask or its addresses from one inside it takes them from arguments
    /// instead: only values cross the join (through phis).
    pub fn cut_links_out_of_skipped(&mut self) {
        let ifs: Vec<(usize, usize)> =
            self.flow.iter().filter(|r| r.kind.may_skip()).map(|r| (r.start, r.end)).collect();
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
    pub(super) fn with_transform(self, old: &Source) -> Source {
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
        Op::Lsc(c) => vec![&mut c.data, &mut c.src0, &mut c.src1],
        Op::Fence(_) => vec![],
        Op::Block2d(b) => vec![&mut b.data],
        Op::TypedQuad(t) => vec![&mut t.data],
    }
}

/// Which contiguous operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContigKind {
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
}

/// `load`/`store` of a scalar (`scalar`, width 1) or `<width x elem>`, or
/// `llvm.masked.load`/`store`, at `off` bytes into a buffer or SLM.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contig {
    pub kind: ContigKind,
    pub elem: Elem,
    pub width: usize,
    pub scalar: bool,
    /// 0/1 (flat/global) or 3 (SLM).
    pub space: u32,
    pub buf: u32,
    pub off: i64,
    pub align: u32,
    /// The masked forms' mask; all lanes (never rendered) for the plain ones.
    pub mask: Mask,
    /// The stored data, or the masked load's passthru.
    pub data: Source,
}

/// `atomicrmw <op>` or `cmpxchg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwKind {
    Xchg,
    Add,
    Sub,
    And,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    CmpXchg,
}

impl RmwKind {
    pub const ALL: [RmwKind; 11] = [
        RmwKind::Xchg,
        RmwKind::Add,
        RmwKind::Sub,
        RmwKind::And,
        RmwKind::Or,
        RmwKind::Xor,
        RmwKind::Max,
        RmwKind::Min,
        RmwKind::UMax,
        RmwKind::UMin,
        RmwKind::CmpXchg,
    ];

    pub fn name(self) -> &'static str {
        match self {
            RmwKind::Xchg => "xchg",
            RmwKind::Add => "add",
            RmwKind::Sub => "sub",
            RmwKind::And => "and",
            RmwKind::Or => "or",
            RmwKind::Xor => "xor",
            RmwKind::Max => "max",
            RmwKind::Min => "min",
            RmwKind::UMax => "umax",
            RmwKind::UMin => "umin",
            RmwKind::CmpXchg => "cmpxchg",
        }
    }

    /// The `Op` field's operation `select` uses.
    pub fn atomic_op(self) -> AtomicOp {
        match self {
            RmwKind::Xchg => AtomicOp::Xchg,
            RmwKind::Add => AtomicOp::Add,
            RmwKind::Sub => AtomicOp::Sub,
            RmwKind::And => AtomicOp::And,
            RmwKind::Or => AtomicOp::Or,
            RmwKind::Xor => AtomicOp::Xor,
            RmwKind::Max => AtomicOp::IMax,
            RmwKind::Min => AtomicOp::IMin,
            RmwKind::UMax => AtomicOp::Max,
            RmwKind::UMin => AtomicOp::Min,
            RmwKind::CmpXchg => AtomicOp::CmpXchg,
        }
    }
}

/// The orderings of `atomicrmw` and `cmpxchg` (orderings change nothing for
/// one work-item; Intel's compiler fences some of them).
pub const RMW_ORDERINGS: [&str; 5] = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"];

/// One `atomicrmw`/`cmpxchg` of a naturally aligned scalar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rmw {
    pub op: RmwKind,
    /// I16, I32, I64; Float/Double for `xchg` only.
    pub elem: Elem,
    pub space: u32,
    pub buf: u32,
    pub off: i64,
    pub value: u64,
    /// `cmpxchg`'s comparand.
    pub cmp: u64,
    /// A plain store of `cmp` first, so that `cmpxchg` succeeds.
    pub prestore: bool,
    /// The memory ordering ([`RMW_ORDERINGS`]; `cmpxchg` fails with the
    /// strongest failure ordering it allows).
    pub ordering: &'static str,
    /// Width 1, always on (never rendered).
    pub mask: Mask,
}

/// `llvm.genx.gather.scaled` / `llvm.genx.scatter.scaled`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByteScaledMsg {
    pub gather: bool,
    pub width: usize,
    /// 0, 1, 2: 1, 2 or 4 bytes per lane.
    pub log2_blocks: u32,
    pub surface: Surface,
    pub global_offset: u32,
    pub offs: Vec<i64>,
    pub mask: Mask,
    /// `<N x i32>`: the gather's `old` or the scatter's data.
    pub data: Source,
}

/// Which block message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockKind {
    SvmLd,
    SvmLdUnaligned,
    SvmSt,
    OwordLd,
    OwordLdUnaligned,
    OwordSt,
}

impl BlockKind {
    pub const ALL: [BlockKind; 6] = [
        BlockKind::SvmLd,
        BlockKind::SvmLdUnaligned,
        BlockKind::SvmSt,
        BlockKind::OwordLd,
        BlockKind::OwordLdUnaligned,
        BlockKind::OwordSt,
    ];

    pub fn is_load(self) -> bool {
        !matches!(self, BlockKind::SvmSt | BlockKind::OwordSt)
    }

    pub fn is_svm(self) -> bool {
        matches!(self, BlockKind::SvmLd | BlockKind::SvmLdUnaligned | BlockKind::SvmSt)
    }

    /// The address's alignment: oword, or dword for the unaligned forms.
    pub fn align(self) -> i64 {
        match self {
            BlockKind::SvmLdUnaligned | BlockKind::OwordLdUnaligned => 4,
            _ => 16,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            BlockKind::SvmLd => "svm.block.ld",
            BlockKind::SvmLdUnaligned => "svm.block.ld.unaligned",
            BlockKind::SvmSt => "svm.block.st",
            BlockKind::OwordLd => "oword.ld",
            BlockKind::OwordLdUnaligned => "oword.ld.unaligned",
            BlockKind::OwordSt => "oword.st",
        }
    }
}

/// A block message of `owords` owords of `elem` data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockMsg {
    pub kind: BlockKind,
    pub owords: usize,
    /// I8, I32, I64, Float.
    pub elem: Elem,
    /// SVM: the buffer; OWORD: the surface.
    pub buf: u32,
    pub surface: Surface,
    /// Byte offset (a multiple of the kind's alignment).
    pub off: i64,
    /// Width `owords`, always on (never rendered).
    pub mask: Mask,
    /// The stored data.
    pub data: Source,
}

impl BlockMsg {
    pub fn lanes(&self) -> usize {
        self.owords * 16 / self.elem.bytes() as usize
    }
}

/// `llvm.genx.dword.atomic.<op>` / `llvm.genx.svm.atomic.<op>` (32 bits,
/// SVM also 64) and their 16-bit forms `llvm.visa.{dword,svm}.atomic16.<op>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddrAtomicMsg {
    pub svm: bool,
    pub op: AtomicOp,
    /// 16, 32 or 64.
    pub bits: u32,
    pub width: usize,
    pub buf: u32,
    pub surface: Surface,
    pub offs: Vec<i64>,
    pub mask: Mask,
    pub src0: Source,
    pub src1: Source,
    pub old: Source,
}

impl AddrAtomicMsg {
    /// The lane type of the intrinsic's data.
    pub fn elem(&self) -> Elem {
        match (self.bits, self.op.is_float()) {
            (16, _) => Elem::I32,
            (64, _) => Elem::I64,
            (_, true) => Elem::Float,
            _ => Elem::I32,
        }
    }

    pub fn message(&self) -> Message {
        if self.svm {
            Message::SvmAtomic
        } else {
            Message::DwordAtomic
        }
    }
}

/// The rule the access table picks for a generic operation on `platform`,
/// `None` when `select` refuses it (no rule, or SVM blocks that cannot
/// carry the element at its alignment).
pub(super) fn table_rule(
    platform: Platform,
    messages: Messages,
    operation: Operation,
    space: Space,
    bytes: u32,
    align: u32,
    element_align: u32,
    contiguous: Option<u64>,
    disjoint_lanes: bool,
    simt: bool,
) -> Option<&'static Rule> {
    let q = Query {
        operation,
        space,
        element_bytes: u64::from(bytes),
        align: u64::from(align.max(1)),
        element_align: u64::from(element_align.max(1)),
        contiguous,
        disjoint_lanes,
        lanes_are_channels: simt,
    };
    let rule = select_rule(&q, platform, messages).ok()?;
    if rule.form == Form::SvmLanes
        && visa_passes::transforms::select::blocks::choose_gather_blocks(
            u64::from(bytes),
            u64::from(element_align.max(1)),
        )
        .is_err()
    {
        return None;
    }
    Some(rule)
}

pub(super) fn space_of(space: u32) -> Space {
    if space == 3 {
        Space::Slm
    } else {
        Space::Global
    }
}

impl Contig {
    pub fn is_load(&self) -> bool {
        matches!(self.kind, ContigKind::Load | ContigKind::MaskedLoad)
    }

    pub(super) fn is_masked(&self) -> bool {
        matches!(self.kind, ContigKind::MaskedLoad | ContigKind::MaskedStore)
    }

    /// Why `select` must refuse it on `platform`, if it must.
    pub fn refusal(&self, platform: Platform, messages: Messages, simt: bool) -> Option<String> {
        let bytes = self.elem.bytes();
        let all = if self.width >= 64 { u64::MAX } else { (1u64 << self.width) - 1 };
        let all_lanes = !self.is_masked() || (!simt && self.mask.form == MaskForm::Const && self.mask.bits == all);
        let total = u64::from(bytes) * self.width as u64;
        let element_align = if self.width > 1 { self.align.min(bytes) } else { self.align };
        let operation = if self.is_load() { Operation::Read } else { Operation::Write };
        let contiguous = all_lanes.then_some(total);
        let channels = simt && self.is_masked();
        let rule = table_rule(
            platform,
            messages,
            operation,
            space_of(self.space),
            bytes,
            self.align,
            element_align,
            contiguous,
            true,
            channels,
        );
        let kind = match self.kind {
            ContigKind::Load => "load",
            ContigKind::Store => "store",
            ContigKind::MaskedLoad => "masked.load",
            ContigKind::MaskedStore => "masked.store",
        };
        let space = space_of(self.space).name();
        rule.is_none()
            .then(|| format!("{kind} of {bytes}-byte elements in {space} with align {} on {platform}", self.align))
    }
}

impl Rmw {
    /// Why `select` must refuse it on `platform`, if it must: by the access
    /// table, or where atomics are LSC atomics by what the LSC row and the
    /// platform take (`select/lsc_atomics.rs`).
    pub fn refusal(&self, platform: Platform, messages: Messages) -> Option<String> {
        use visa_passes::isa::lsc::{atomic_refusal, LscDataSize, LscSfid};
        let bytes = self.elem.bytes();
        let space = space_of(self.space).name();
        let refused = || format!("{}-bit atomic in {space} on {platform}", bytes * 8);
        use visa_passes::transforms::pipeline::PassOptions;
        let options = PassOptions { messages, ..PassOptions::new(platform, false) };
        if visa_passes::transforms::select::lsc_atomics::uses_lsc(&options) {
            let size = match (bytes, self.elem.is_float()) {
                (2, false) => LscDataSize::D16U32,
                (4, _) => LscDataSize::D32,
                (8, _) => LscDataSize::D64,
                _ => return Some(refused()),
            };
            let sfid = if self.space == 3 { LscSfid::Slm } else { LscSfid::Ugm };
            return match visa_passes::transforms::legacy_to_lsc::lsc_op(self.op.atomic_op()) {
                Some(op) => atomic_refusal(op, sfid, size, platform).map(|_| refused()),
                None => Some(refused()),
            };
        }
        let op = Operation::Atomic(self.op.atomic_op());
        let rule = table_rule(platform, messages, op, space_of(self.space), bytes, bytes, bytes, None, true, false);
        rule.is_none().then(refused)
    }
}

impl BlockMsg {
    pub fn refusal(&self, platform: Platform) -> Option<String> {
        let message = match self.kind {
            BlockKind::SvmLd | BlockKind::SvmLdUnaligned => Message::SvmBlockLd,
            BlockKind::SvmSt => Message::SvmBlockSt,
            BlockKind::OwordLd => Message::OwordLd,
            BlockKind::OwordLdUnaligned => Message::OwordLdUnaligned,
            BlockKind::OwordSt => Message::OwordSt,
        };
        let slm = !self.kind.is_svm() && self.surface == Surface::Slm;
        (slm && !message.has_feature(Feature::Slm, platform))
            .then(|| format!("{} on SLM on {platform}", message.name()))
    }
}

impl AddrAtomicMsg {
    pub fn refusal(&self, platform: Platform) -> Option<String> {
        let m = self.message();
        match self.bits {
            16 if !m.has_feature(Feature::Atomic16, platform) => Some(format!("16-bit {} on {platform}", m.name())),
            64 if !m.has_feature(Feature::Atomic64, platform) => Some(format!("64-bit {} on {platform}", m.name())),
            _ => None,
        }
    }
}
