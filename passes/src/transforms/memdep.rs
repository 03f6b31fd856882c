//! The memory-dependence graph of a function, which `select` consults before
//! merging memory operations into one message (docs/lowering.md "select").
//!
//! Nodes are the instructions that may touch memory, in instruction order.
//! An operation *depends* on an earlier one when the two may access a common
//! byte and at least one of them writes (asked per pair, never stored).
//! Two reads never depend on each other (reordering reads changes nothing),
//! and a barrier (an unknown call, an atomic, a fence) depends on
//! everything.
//!
//! Aliasing is answered conservatively. Two accesses are disjoint only when
//! * one is in SLM (addrspace 3, surface 254) and the other in global memory
//!   (addrspace 0/1, SVM, surface 255): separate memories; or
//! * both address vectors are the same scalar root plus constant per-lane
//!   byte offsets, and no byte of any lane of one is a byte of any lane of
//!   the other.
//!
//! Different roots (two kernel arguments, say) are never provably disjoint.
//! Neither are two accesses whose addresses are the same *vector* of unknown
//! lanes plus different constant offsets: lane `i` of `p + 16` may be lane `k`
//! of `p` (with `p = <x, x + 16, ...>`), so per-lane disjointness says
//! nothing about the accesses as a whole (a single lane is the exception).

use crate::ir::intrinsics::{operand, ByCallee, MemIntrinsicKind};
use crate::ir::llvm;
use crate::ir::msg::MessageCall;
use crate::isa::limits::MAX_LANES;
use crate::isa::messages::{self, Shape};
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::target::LLVMTargetDataRef;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::types::AsTypeRef;
use inkwell::values::{
    AsValueRef, BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue, IntValue, VectorValue,
};
use crate::fxhash::FxHashMap;
use std::cell::{Cell, RefCell};

// ---------------------------------------------------------------------------
// The access model (no LLVM): what one operation touches.
// ---------------------------------------------------------------------------

/// The identity of an LLVM value (its address; stable while the module lives).
pub type ValueKey = usize;

/// What the per-lane offsets of [`LaneAddresses`] are relative to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Root {
    /// One pointer (or integer address) for every lane.
    Scalar(ValueKey),
    /// A vector whose lanes are unknown: lane `i` is relative to lane `i`.
    Vector(ValueKey),
}

/// Lane `i` addresses `root[i] + offsets[i]` (or `root + offsets[i]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaneAddresses {
    pub root: Root,
    pub offsets: Vec<i64>,
}

impl LaneAddresses {
    /// `d` when every lane of `self` is the same lane of `other` plus `d`
    /// bytes (so `self` is `other + d`); `None` for other roots or uneven shifts.
    pub fn shift_from(&self, other: &LaneAddresses) -> Option<i64> {
        if self.root != other.root || self.offsets.len() != other.offsets.len() {
            return None;
        }
        let mut shifts = self.offsets.iter().zip(&other.offsets).map(|(a, b)| a.checked_sub(*b));
        let first = shifts.next().unwrap_or(Some(0))?;
        shifts.all(|s| s == Some(first)).then_some(first)
    }
}

impl LaneAddresses {
    /// Whether no two lanes can partly overlap as `bytes`-byte accesses:
    /// one scalar root, and any two lanes' offsets equal or at least `bytes`
    /// apart (modulo 2^`address_bits`, where addresses wrap); or a vector
    /// root whose lanes are `stride` bytes apart times some integer
    /// ([`index_stride`]), a multiple of `bytes`, with offsets that agree
    /// modulo `bytes` (2^`address_bits` is a multiple of it).
    pub fn never_partly_overlap(&self, bytes: u64, address_bits: u32, stride: Option<u64>) -> bool {
        if self.offsets.len() > 1 && !matches!(self.root, Root::Scalar(_)) {
            let (Some(stride), Ok(size)) = (stride, i64::try_from(bytes)) else { return false };
            let residue = |o: &i64| o.rem_euclid(size);
            let first = self.offsets.first().map(residue);
            return bytes.is_power_of_two()
                && stride % bytes == 0
                && self.offsets.iter().all(|o| Some(residue(o)) == first);
        }
        let modulus = if address_bits >= 64 { None } else { Some(1u128 << address_bits) };
        let wrap = |o: i64| modulus.map_or(o as u64 as u128, |m| (o as i128).rem_euclid(m as i128) as u128);
        let mut at: Vec<u128> = self.offsets.iter().map(|&o| wrap(o)).collect();
        at.sort_unstable();
        at.dedup();
        let apart = at.windows(2).all(|w| w[1] - w[0] >= u128::from(bytes));
        // The highest lane and the lowest one past the wrap.
        let around = match (modulus, at.first(), at.last()) {
            (Some(m), Some(&low), Some(&high)) if at.len() > 1 => low + m - high >= u128::from(bytes),
            _ => true,
        };
        apart && around
    }
}

/// For a vector root `getelementptr T, ptr %base, <N x iK> %idx` (one
/// scalar base, one index): `size(T)`, the step between its lanes'
/// addresses (lane `i` is `%base + %idx[i] * size(T)`).
pub fn index_stride(root: Root, layout: &Layout) -> Option<u64> {
    let Root::Vector(key) = root else { return None };
    let value = key as LLVMValueRef;
    let gep = llvm::instruction(value).filter(|i| i.get_opcode() == InstructionOpcode::GetElementPtr)?;
    let (operands, source) = (llvm::num_operands(value), llvm::gep_source_element_type(value)?);
    let base = raw_operand(gep, 0)?;
    (operands == 2 && vector_lanes(base).is_none()).then(|| layout.alloc_size_raw(source)).flatten()
}

/// The bytes an access touches: `bytes` from each lane's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Footprint {
    pub addresses: LaneAddresses,
    pub bytes: u64,
}

/// Which memory an access is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemSpace {
    /// Shared local memory: addrspace(3), surface 254 (T0).
    Slm,
    /// 64-bit global memory: addrspace(0/1), SVM, surface 255 (T5).
    Global,
    /// Anything else (user surfaces, images, unknown calls).
    Unknown,
}

impl MemSpace {
    /// The space of an LLVM address space (docs/input-contract.md: addrspace 0
    /// and 1 are 64-bit global pointers, 3 is SLM).
    pub fn of_addr_space(space: u32) -> MemSpace {
        match space {
            0 | 1 => MemSpace::Global,
            3 => MemSpace::Slm,
            _ => MemSpace::Unknown,
        }
    }

    /// The space of a constant binding-table index (254 = SLM, 255 = stateless).
    pub fn of_surface(surface: Option<u64>) -> MemSpace {
        match surface {
            Some(254) => MemSpace::Slm,
            Some(255) => MemSpace::Global,
            _ => MemSpace::Unknown,
        }
    }

    fn disjoint_from(self, other: MemSpace) -> bool {
        matches!((self, other), (MemSpace::Slm, MemSpace::Global) | (MemSpace::Global, MemSpace::Slm))
    }
}

/// Whether an operation reads, writes, or must not be moved across at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    Read,
    Write,
    ReadWrite,
    /// Unknown calls, atomics, fences: every operation depends on them.
    Barrier,
}

impl Effect {
    fn writes(self) -> bool {
        !matches!(self, Effect::Read)
    }
}

/// One memory operation as the graph sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    pub effect: Effect,
    pub space: MemSpace,
    /// `None` when the addresses are not known at all.
    pub footprint: Option<Footprint>,
}

impl Access {
    pub fn barrier() -> Access {
        Access { effect: Effect::Barrier, space: MemSpace::Unknown, footprint: None }
    }
}

/// Whether two accesses may touch a common byte (see the module comment).
pub fn may_alias(a: &Access, b: &Access) -> bool {
    if a.space.disjoint_from(b.space) {
        return false;
    }
    match (&a.footprint, &b.footprint) {
        (Some(fa), Some(fb)) => !footprints_disjoint(fa, fb),
        _ => true,
    }
}

/// Whether `later` must stay after `earlier`.
pub fn depends(earlier: &Access, later: &Access) -> bool {
    if earlier.effect == Effect::Barrier || later.effect == Effect::Barrier {
        return true;
    }
    (earlier.effect.writes() || later.effect.writes()) && may_alias(earlier, later)
}

/// Provably no common byte. Only lanes whose positions relative to one
/// another are known can be compared: a scalar root, or a single lane.
fn footprints_disjoint(a: &Footprint, b: &Footprint) -> bool {
    let (la, lb) = (&a.addresses, &b.addresses);
    if la.root != lb.root {
        return false;
    }
    let lanes_comparable = matches!(la.root, Root::Scalar(_)) || (la.offsets.len() == 1 && lb.offsets.len() == 1);
    if !lanes_comparable {
        return false;
    }
    let (Ok(a_bytes), Ok(b_bytes)) = (i64::try_from(a.bytes), i64::try_from(b.bytes)) else { return false };
    la.offsets.iter().all(|&x| {
        lb.offsets.iter().all(|&y| {
            // [x, x + a) and [y, y + b) are disjoint when one ends before the other starts.
            match (x.checked_add(a_bytes), y.checked_add(b_bytes)) {
                (Some(x_end), Some(y_end)) => x_end <= y || y_end <= x,
                _ => false,
            }
        })
    })
}

// ---------------------------------------------------------------------------
// The graph.
// ---------------------------------------------------------------------------

/// Nodes `0..n` are the accesses in instruction order; `b` depends on `a`
/// (`a < b`) when [`depends`] says so of their accesses.
///
/// Dependences are answered when asked, never stored: an edge per aliasing
/// pair costs the square of the operations (20,000 scatters in one function
/// are 200 million pairs), while `select` asks only about the operations a
/// merge moves a member past. Those are found through the operations that
/// write (or are barriers), kept in order: a read depends on nothing else.
#[derive(Clone, Debug, Default)]
pub struct MemDepGraph {
    accesses: Vec<Access>,
    /// The nodes that are not plain reads, ascending.
    writers: Vec<usize>,
}

impl MemDepGraph {
    pub fn build(accesses: Vec<Access>) -> MemDepGraph {
        let writers = (0..accesses.len()).filter(|&j| accesses[j].effect != Effect::Read).collect();
        MemDepGraph { accesses, writers }
    }

    pub fn node_count(&self) -> usize {
        self.accesses.len()
    }

    /// What node `node` touches.
    pub fn access(&self, node: usize) -> Option<&Access> {
        self.accesses.get(node)
    }

    /// Whether one of `a`, `b` depends on the other.
    pub fn dependent(&self, a: usize, b: usize) -> bool {
        let (lo, hi) = (a.min(b), a.max(b));
        match (self.accesses.get(lo), self.accesses.get(hi)) {
            (Some(earlier), Some(later)) => lo != hi && depends(earlier, later),
            _ => false,
        }
    }

    /// The nodes strictly between `lo` and `hi` that `node` may depend on
    /// or be depended on by: all of them for a writer, the writers for a read.
    fn candidates(&self, node: usize, lo: usize, hi: usize) -> impl Iterator<Item = usize> + '_ {
        // One of the two parts is empty (no boxed iterator per question).
        let (writers, all) = if self.accesses.get(node).is_some_and(|a| a.effect == Effect::Read) {
            let from = self.writers.partition_point(|&w| w <= lo);
            let to = self.writers.partition_point(|&w| w < hi);
            (&self.writers[from..to.max(from)], 0..0)
        } else {
            (&[][..], lo + 1..hi)
        };
        writers.iter().copied().chain(all)
    }

    /// Whether the operations `members` (nodes of one block, whose nodes are
    /// numbered contiguously) can all be performed at the position of `at`
    /// (one of them) by one message that performs them in `perform_order`.
    ///
    /// Each member moves from its place to `at`: no other operation it
    /// passes may depend on it or it on them. (This is stronger than "no
    /// path from one member through another operation to a member": a read
    /// of what an earlier member wrote forbids sinking that member past it
    /// even when no later member touches the read's bytes.) And members the
    /// message performs in another order than the program must not depend
    /// on each other.
    pub fn can_merge(&self, members: &[usize], perform_order: &[usize], at: usize) -> bool {
        let passes_nothing_dependent = members.iter().all(|&m| {
            let (lo, hi) = (m.min(at), m.max(at));
            self.candidates(m, lo, hi).filter(|x| !members.contains(x)).all(|x| !self.dependent(m, x))
        });
        let position = |m: usize| perform_order.iter().position(|&p| p == m);
        let reordered_independent = members
            .iter()
            .all(|&a| members.iter().filter(|&&b| a < b && position(a) > position(b)).all(|&b| !self.dependent(a, b)));
        passes_nothing_dependent && reordered_independent
    }
}

// ---------------------------------------------------------------------------
// Reading the accesses from LLVM IR.
// ---------------------------------------------------------------------------

/// The module's DataLayout (borrowed: the module owns it).
#[derive(Clone, Debug)]
pub struct Layout {
    data: LLVMTargetDataRef,
    /// The type [`Layout::alloc_size`] last measured and its size: the GEPs
    /// of a function mostly step over one type, and LLVM's answer costs
    /// about 200 instructions (types are uniqued: the pointer is the type).
    last_alloc_size: Cell<Option<(LLVMTypeRef, Option<u64>)>>,
    /// The lanes of the integer ConstantDataVectors read, by value: the
    /// functions of a module mostly add the same few, and such a constant
    /// (no operands) lives as long as the context, so no address is reused.
    data_vectors: RefCell<FxHashMap<LLVMValueRef, Lanes>>,
}

impl Layout {
    pub fn of(module: &Module<'_>) -> Layout {
        Layout { data: llvm::data_layout(module), last_alloc_size: Cell::new(None), data_vectors: RefCell::default() }
    }

    /// The allocation size (the stride of a GEP over `ty`).
    pub fn alloc_size(&self, ty: &impl AsTypeRef) -> Option<u64> {
        self.alloc_size_raw(ty.as_type_ref())
    }

    fn alloc_size_raw(&self, ty: LLVMTypeRef) -> Option<u64> {
        match self.last_alloc_size.get() {
            Some((last, size)) if last == ty => size,
            _ => {
                let size = llvm::abi_size(self.data, ty);
                self.last_alloc_size.set(Some((ty, size)));
                size
            }
        }
    }

    /// The bytes a store of `ty` writes.
    pub fn store_size(&self, ty: &impl AsTypeRef) -> Option<u64> {
        self.store_size_raw(ty.as_type_ref())
    }

    fn store_size_raw(&self, ty: LLVMTypeRef) -> Option<u64> {
        if let Some(bits) = Self::int_bits(ty) {
            return Some(bits.div_ceil(8));
        }
        llvm::store_size(self.data, ty)
    }

    pub fn bit_size(&self, ty: &impl AsTypeRef) -> Option<u64> {
        let ty = ty.as_type_ref();
        if let Some(bits) = Self::int_bits(ty) {
            return Some(bits);
        }
        llvm::size_in_bits(self.data, ty)
    }

    /// The width of an integer type, which is its size in bits under every
    /// DataLayout (asked per operation: no layout query needed).
    fn int_bits(ty: LLVMTypeRef) -> Option<u64> {
        llvm::int_width(ty).map(u64::from)
    }

    fn field_offset(&self, strukt: LLVMTypeRef, field: u32) -> Option<u64> {
        llvm::field_offset(self.data, strukt, field)
    }
}

/// One node of a function's graph: the instruction (what it touches is
/// the graph's [`MemDepGraph::access`]).
#[derive(Clone, Copy, Debug)]
pub struct MemoryNode<'ctx> {
    pub inst: InstructionValue<'ctx>,
    /// Index among the function's instructions (`intrinsics::instructions`).
    pub index_in_function: usize,
    /// The memory intrinsic it calls, if any: each call is classified by
    /// name once, here, and `select` reads the class from the node.
    pub intrinsic: Option<MemIntrinsicKind>,
}

/// The memory operations of one function and their dependences.
#[derive(Clone, Debug)]
pub struct FunctionMemDep<'ctx> {
    pub nodes: Vec<MemoryNode<'ctx>>,
    pub graph: MemDepGraph,
}

impl<'ctx> FunctionMemDep<'ctx> {
    pub fn build(function: FunctionValue<'ctx>, layout: &Layout) -> FunctionMemDep<'ctx> {
        let mut nodes = Vec::new();
        let mut accesses = Vec::new();
        let mut callees = ByCallee::default();
        for (index, inst) in crate::ir::intrinsics::instructions(function).enumerate() {
            if let Some((access, intrinsic)) = access_of(inst, layout, &mut callees) {
                nodes.push(MemoryNode { inst, index_in_function: index, intrinsic });
                accesses.push(access);
            }
        }
        FunctionMemDep { graph: MemDepGraph::build(accesses), nodes }
    }

    /// The node of an instruction, if it touches memory.
    pub fn node_of(&self, inst: InstructionValue<'ctx>) -> Option<usize> {
        self.nodes.iter().position(|n| n.inst == inst)
    }
}

/// What `inst` touches and the memory intrinsic it calls, if any; `None`
/// for instructions that touch no memory.
fn access_of(
    inst: InstructionValue<'_>,
    layout: &Layout,
    callees: &mut Callees,
) -> Option<(Access, Option<MemIntrinsicKind>)> {
    let unknown = |effect| Access { effect, space: MemSpace::Unknown, footprint: None };
    let access = match inst.get_opcode() {
        InstructionOpcode::Call => return call_access(inst, layout, callees),
        InstructionOpcode::Load => contiguous_access(inst, layout, Effect::Read, 0, inst.get_type().as_type_ref()),
        InstructionOpcode::Store => match operand(inst, 0) {
            Some(value) => contiguous_access(inst, layout, Effect::Write, 1, value.get_type().as_type_ref()),
            None => unknown(Effect::Write),
        },
        InstructionOpcode::AtomicRMW
        | InstructionOpcode::AtomicCmpXchg
        | InstructionOpcode::Fence
        | InstructionOpcode::VAArg
        | InstructionOpcode::Invoke
        | InstructionOpcode::CallBr => Access::barrier(),
        _ => return None,
    };
    Some((access, None))
}

/// What a callee is to [`call_access`]: its memory intrinsic, or whether it
/// is a debug-info intrinsic (which touches nothing; any other call may do anything).
type Callees = ByCallee<Result<MemIntrinsicKind, bool>>;

fn call_access(
    call: InstructionValue<'_>,
    layout: &Layout,
    callees: &mut Callees,
) -> Option<(Access, Option<MemIntrinsicKind>)> {
    let callee = callees.of(call, |name| match MemIntrinsicKind::from_name(name) {
        Some(kind) => Ok(kind),
        None => Err(name.starts_with("llvm.dbg.")),
    });
    let kind = match callee {
        Some(Ok(kind)) => kind,
        Some(Err(true)) => return None,
        Some(Err(false)) | None => return Some((Access::barrier(), None)),
    };
    let access = match kind {
        MemIntrinsicKind::MaskedGather => generic_access(call, layout, Effect::Read, 0, call.get_type().as_type_ref()),
        MemIntrinsicKind::MaskedScatter => match operand(call, 0) {
            Some(data) => generic_access(call, layout, Effect::Write, 1, data.get_type().as_type_ref()),
            None => Access { effect: Effect::Write, space: MemSpace::Unknown, footprint: None },
        },
        // The whole vector's bytes, whatever the mask (a superset of what the enabled lanes touch).
        MemIntrinsicKind::MaskedLoad => contiguous_access(call, layout, Effect::Read, 0, call.get_type().as_type_ref()),
        MemIntrinsicKind::MaskedStore => match operand(call, 0) {
            Some(data) => contiguous_access(call, layout, Effect::Write, 1, data.get_type().as_type_ref()),
            None => Access { effect: Effect::Write, space: MemSpace::Unknown, footprint: None },
        },
        _ => message_access(call, kind, layout),
    };
    Some((access, Some(kind)))
}

/// A `llvm.masked.gather`/`scatter`: the pointers are operand `pointers`,
/// each lane moves one element of the vector type `data`.
fn generic_access(
    call: InstructionValue<'_>,
    layout: &Layout,
    effect: Effect,
    pointers: u32,
    data: LLVMTypeRef,
) -> Access {
    let ptrs = operand(call, pointers);
    let space = ptrs.and_then(|p| pointer_vector_addr_space(p.get_type().as_type_ref()));
    let footprint = ptrs
        .zip(element_store_size(layout, data))
        .and_then(|(p, bytes)| Some(Footprint { addresses: lane_addresses(p, layout)?, bytes }));
    Access { effect, space: space.map_or(MemSpace::Unknown, MemSpace::of_addr_space), footprint }
}

/// A `load`, `store`, `llvm.masked.load` or `llvm.masked.store`: the
/// bytes of `value` (its store size) from the one pointer `pointer`.
fn contiguous_access(
    inst: InstructionValue<'_>,
    layout: &Layout,
    effect: Effect,
    pointer: u32,
    value: LLVMTypeRef,
) -> Access {
    let ptr = operand(inst, pointer);
    let space = ptr.and_then(|p| llvm::address_space(p.get_type().as_type_ref()));
    let footprint = ptr
        .zip(layout.store_size_raw(value))
        .filter(|(p, _)| vector_lanes(p.as_value_ref()).is_none())
        .and_then(|(p, bytes)| Some(Footprint { addresses: lane_addresses(p, layout)?, bytes }));
    Access { effect, space: space.map_or(MemSpace::Unknown, MemSpace::of_addr_space), footprint }
}

/// What a message intrinsic already in the input touches: per lane the
/// message table's `LaneMemory` bytes from the lane's address.
fn message_access(call: InstructionValue<'_>, kind: MemIntrinsicKind, layout: &Layout) -> Access {
    let Ok(Some(message)) = MessageCall::parse_as(call, kind) else {
        return Access { effect: Effect::ReadWrite, space: MemSpace::Unknown, footprint: None };
    };
    let desc = message.message().desc();
    let effect = match desc.access {
        messages::Access::Read => Effect::Read,
        messages::Access::Write => Effect::Write,
        messages::Access::ReadWrite => Effect::ReadWrite,
    };
    let surface_space = |surface: IntValue<'_>| MemSpace::of_surface(surface.get_zero_extended_constant());
    let lane_bytes = |shape: Shape| desc.memory.bytes(&shape);
    // Byte offsets `global + element_offset[i]` of the surface messages, when the global offset is a constant.
    let offsets = |element_offset: VectorValue<'_>, global: IntValue<'_>| {
        global.get_sign_extended_constant().and_then(|global| {
            let mut addresses = lane_addresses(element_offset.into(), layout)?;
            addresses.offsets.iter_mut().for_each(|o| *o = o.wrapping_add(global));
            Some(addresses)
        })
    };
    let blocks = |data: VectorValue<'_>, log2_num_blocks: u32| {
        let block = element_store_size(layout, data.get_type().as_type_ref())?;
        Some(Shape {
            block_bytes: u32::try_from(block).ok()?,
            num_blocks: 1u32.checked_shl(log2_num_blocks)?,
            ..Shape::default()
        })
    };
    let (space, footprint) = match message {
        MessageCall::SvmGather(g) => (
            MemSpace::Global,
            blocks(g.old, g.log2_num_blocks)
                .and_then(|s| Some((lane_addresses(g.addrs.into(), layout)?, lane_bytes(s)))),
        ),
        MessageCall::SvmScatter(g) => (
            MemSpace::Global,
            blocks(g.data, g.log2_num_blocks)
                .and_then(|s| Some((lane_addresses(g.addrs.into(), layout)?, lane_bytes(s)))),
        ),
        MessageCall::Scatter4(s) => (
            surface_space(s.surface),
            offsets(s.element_offset, s.global_offset).map(|a| (a, channel_span(s.channel_mask, lane_bytes))),
        ),
        MessageCall::Gather4(g) => (
            surface_space(g.surface),
            offsets(g.element_offset, g.global_offset).map(|a| (a, channel_span(g.channel_mask, lane_bytes))),
        ),
        MessageCall::ByteScaled(b) => {
            let bytes =
                lane_bytes(Shape { block_bytes: 1, num_blocks: 1u32 << b.log2_num_blocks.min(2), ..Shape::default() });
            (surface_space(b.surface), offsets(b.element_offset, b.global_offset).map(|a| (a, bytes)))
        }
        MessageCall::QwScatter(q) => {
            (surface_space(q.surface), lane_addresses(q.offsets.into(), layout).map(|a| (a, lane_bytes(QWORD))))
        }
        MessageCall::QwGather(q) => {
            (surface_space(q.surface), lane_addresses(q.offsets.into(), layout).map(|a| (a, lane_bytes(QWORD))))
        }
        MessageCall::Block(b) => {
            let bytes = crate::ir::msg::value_bytes(b.data).map(u64::from);
            // OWORD_LD/OWORD_ST count their offset in owords: no byte footprint relative to it.
            let in_bytes = b.surface.is_none() || b.unaligned;
            let footprint =
                bytes.filter(|_| in_bytes).and_then(|n| Some((lane_addresses(b.address.into(), layout)?, n)));
            (b.surface.map_or(MemSpace::Global, surface_space), footprint)
        }
        MessageCall::Atomic(a) => {
            // The 16-bit forms update a word per lane (the low half of an i32 lane).
            let bytes = if a.is_16bit { Some(2) } else { element_store_size(layout, a.old.get_type().as_type_ref()) };
            (
                a.surface.map_or(MemSpace::Global, surface_space),
                bytes.and_then(|n| Some((lane_addresses(a.addrs.into(), layout)?, n))),
            )
        }
        MessageCall::TypedAtomic(_) => (MemSpace::Unknown, None),
    };
    let footprint = footprint.map(|(addresses, bytes)| Footprint { addresses, bytes });
    Access { effect, space, footprint }
}

/// One qword per lane (QW_GATHER, QW_SCATTER).
const QWORD: Shape = Shape {
    exec: 0,
    block_bytes: 8,
    num_blocks: 1,
    channels: 0,
    data_bytes: 0,
    atomic_bits: 0,
    grf_bytes: 0,
    vector: 0,
    transposed: false,
    addr_bytes: 0,
    layout_lanes: 0,
    payload_lanes: 0,
    block2d_bytes: 0,
};

/// Channel `c` is at `address + 4c`: the span reaches the highest enabled channel.
fn channel_span(channel_mask: u32, lane_bytes: impl Fn(Shape) -> u64) -> u64 {
    let span = 32 - (channel_mask & 0xf).leading_zeros();
    lane_bytes(Shape { channels: span.max(1), ..Shape::default() })
}

/// The address space of a vector of pointers.
fn pointer_vector_addr_space(ty: LLVMTypeRef) -> Option<u32> {
    llvm::vector_size(ty)?;
    llvm::address_space(llvm::element_type(ty)?)
}

/// The store size of a vector type's element.
fn element_store_size(layout: &Layout, vector: LLVMTypeRef) -> Option<u64> {
    llvm::vector_size(vector)?;
    layout.store_size_raw(llvm::element_type(vector)?)
}

/// Guards the recursion of [`lane_addresses`] (chains of GEPs are short).
const MAX_DEPTH: u32 = 16;

/// The addresses of a vector of pointers (or of integer addresses) as a root
/// plus constant per-lane byte offsets, looking through constant-index
/// GEPs, bitcasts, `ptrtoint`, additions of constants and splats. `None`
/// for a vector of more than [`MAX_LANES`] lanes: its footprint is unknown
/// (it may touch anything), and `select` refuses it with a diagnostic.
pub fn lane_addresses(value: BasicValueEnum<'_>, layout: &Layout) -> Option<LaneAddresses> {
    let lanes = vector_lanes(value.as_value_ref()).unwrap_or(1);
    if lanes > MAX_LANES as usize {
        return None;
    }
    let mut offsets = vec![0; lanes];
    let root = decompose(value.as_value_ref(), lanes, layout, 0, &mut offsets);
    Some(LaneAddresses { root, offsets })
}

fn vector_lanes(value: LLVMValueRef) -> Option<usize> {
    llvm::vector_size(llvm::type_of(value)).map(|n| n as usize)
}

/// Constant per-lane values: the same in every lane, or one per lane.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Lanes {
    Splat(i64),
    Each(Vec<i64>),
}

impl Lanes {
    /// Lane 0 (there is always one: vectors are never empty).
    fn first(&self) -> Option<i64> {
        match self {
            Lanes::Splat(c) => Some(*c),
            Lanes::Each(v) => v.first().copied(),
        }
    }

    fn all_equal_to(&self, value: i64) -> bool {
        match self {
            Lanes::Splat(c) => *c == value,
            Lanes::Each(v) => v.iter().all(|&x| x == value),
        }
    }

    /// Adds `c` to every lane, wrapping.
    fn wrapping_add_splat(&mut self, c: i64) {
        match self {
            Lanes::Splat(o) => *o = o.wrapping_add(c),
            Lanes::Each(v) => v.iter_mut().for_each(|o| *o = o.wrapping_add(c)),
        }
    }

    /// Adds `index * step` lane by lane; `None` on overflow in any lane.
    fn checked_add_scaled(&mut self, index: &Lanes, step: i64, lanes: usize) -> Option<()> {
        let scaled = |o: i64, i: i64| o.checked_add(i.checked_mul(step)?);
        match (&mut *self, index) {
            (Lanes::Splat(o), Lanes::Splat(i)) => *o = scaled(*o, *i)?,
            (Lanes::Splat(o), Lanes::Each(each)) => {
                let o = *o;
                *self = Lanes::Each(each.iter().map(|&i| scaled(o, i)).collect::<Option<_>>()?);
            }
            (Lanes::Each(v), _) => {
                for (k, o) in v.iter_mut().enumerate().take(lanes) {
                    let i = match index {
                        Lanes::Splat(i) => *i,
                        Lanes::Each(each) => *each.get(k)?,
                    };
                    *o = scaled(*o, i)?;
                }
            }
        }
        Some(())
    }

    /// Adds the lanes to `offsets`, wrapping.
    fn add_to(&self, offsets: &mut [i64]) {
        match self {
            Lanes::Splat(c) => offsets.iter_mut().for_each(|o| *o = o.wrapping_add(*c)),
            Lanes::Each(v) => {
                for (o, m) in offsets.iter_mut().zip(v) {
                    *o = o.wrapping_add(*m);
                }
            }
        }
    }
}

/// The root of `value` (`lanes` wide; a scalar is the same for every lane);
/// the constant offsets of every level looked through are added to
/// `offsets` (wrapping).
fn decompose(value: LLVMValueRef, lanes: usize, layout: &Layout, depth: u32, offsets: &mut [i64]) -> Root {
    let opaque = || {
        let key = value as ValueKey;
        if vector_lanes(value).is_some() {
            Root::Vector(key)
        } else {
            Root::Scalar(key)
        }
    };
    if depth > MAX_DEPTH {
        return opaque();
    }
    let Some(inst) = llvm::instruction(value) else { return opaque() };
    let (next, level) = match inst.get_opcode() {
        InstructionOpcode::GetElementPtr => match gep_offsets(inst, lanes, layout) {
            Some((base, level)) => (base, Some(level)),
            None => return opaque(),
        },
        InstructionOpcode::Add => match add_of_constant(inst, lanes, Some(layout)) {
            Some((base, level)) => (base, Some(level)),
            None => return opaque(),
        },
        InstructionOpcode::BitCast | InstructionOpcode::PtrToInt => {
            // The same addresses in another type, lane for lane.
            match raw_operand(inst, 0).filter(|&s| vector_lanes(s) == vector_lanes(value)) {
                Some(source) => (source, None),
                None => return opaque(),
            }
        }
        InstructionOpcode::ShuffleVector => match splatted_scalar(inst) {
            Some(scalar) => (scalar, None),
            None => return opaque(),
        },
        _ => return opaque(),
    };
    if let Some(level) = level {
        level.add_to(offsets);
    }
    decompose(next, lanes, layout, depth + 1, offsets)
}

/// Operand `index` of `inst`, unless there is none or it is a basic block.
fn raw_operand(inst: InstructionValue<'_>, index: u32) -> Option<LLVMValueRef> {
    llvm::instruction_operand(inst, index)
}

/// The constant integer lanes of `value` (a scalar repeats), sign-extended;
/// `None` if any lane is not a constant integer. Lanes that are all equal
/// are a [`Lanes::Splat`] (the same lanes; no vector to keep or add).
/// `known` remembers the lanes of the data vectors read.
fn constant_lanes(value: LLVMValueRef, lanes: usize, known: Option<&Layout>) -> Option<Lanes> {
    if !llvm::is_constant(value) {
        return None;
    }
    // Lanes are folded out by `const_lane` (inkwell's get_element_as_constant
    // crashes on zeroinitializer and i1 vectors).
    match vector_lanes(value) {
        None => llvm::const_int(value).map(Lanes::Splat),
        // An integer ConstantDataVector (most constant vectors) in one call:
        // folding an extract per lane makes a ConstantInt for each.
        Some(n) if n == lanes && llvm::is_data_vector(value) => {
            if let Some(lanes) = known.and_then(|k| k.data_vectors.borrow().get(&value).cloned()) {
                return Some(lanes);
            }
            let lanes = data_vector_lanes(value, n)?;
            if let Some(k) = known {
                k.data_vectors.borrow_mut().insert(value, lanes.clone());
            }
            Some(lanes)
        }
        Some(n) if n == lanes => (0..n as u32)
            .map(|i| llvm::const_lane(value, i).and_then(llvm::const_int))
            .collect::<Option<_>>()
            .map(Lanes::Each),
        Some(_) => None,
    }
}

/// The `n` lanes of an integer ConstantDataVector, sign-extended, in one
/// call (folding an extract per lane makes a ConstantInt for each).
fn data_vector_lanes(value: LLVMValueRef, n: usize) -> Option<Lanes> {
    let bits = llvm::int_width(llvm::element_type(llvm::type_of(value))?)?;
    let shift = 64u32.checked_sub(bits)?;
    let sign_extend = |x: u64| ((x << shift) as i64) >> shift;
    // Vectors of up to 64 lanes (nearly all) are read on the stack.
    let mut stack = [0u64; 64];
    let mut heap = Vec::new();
    let raw: &mut [u64] = if n <= stack.len() {
        &mut stack[..n]
    } else {
        heap.resize(n, 0);
        &mut heap
    };
    if !llvm::data_vector_int_lanes(value, raw) {
        return None;
    }
    let first = *raw.first()?;
    if raw.iter().all(|&x| x == first) {
        return Some(Lanes::Splat(sign_extend(first)));
    }
    Some(Lanes::Each(raw.iter().map(|&x| sign_extend(x)).collect()))
}

/// A GEP of `lanes` lanes with constant indices that add the same byte
/// offset to every lane: its base and that offset (`lsc_offsets`).
pub fn uniform_gep_offset(gep: InstructionValue<'_>, lanes: usize, layout: &Layout) -> Option<(LLVMValueRef, i64)> {
    let (base, offsets) = gep_offsets(gep, lanes, layout)?;
    let first = offsets.first()?;
    offsets.all_equal_to(first).then_some((base, first))
}

/// `add %x, C` of `lanes` lanes with `C` the same constant in every lane:
/// `%x` and `C` (`lsc_offsets`).
pub fn uniform_add_of_constant(add: InstructionValue<'_>, lanes: usize) -> Option<(LLVMValueRef, i64)> {
    let (x, c) = add_of_constant(add, lanes, None)?;
    let first = c.first()?;
    c.all_equal_to(first).then_some((x, first))
}

/// A GEP with constant indices: its base and the per-lane byte offsets it adds.
fn gep_offsets(gep: InstructionValue<'_>, lanes: usize, layout: &Layout) -> Option<(LLVMValueRef, Lanes)> {
    let base = raw_operand(gep, 0)?;
    let mut current = llvm::gep_source_element_type(gep.as_value_ref())?;
    let mut offsets = Lanes::Splat(0);
    let operands = llvm::num_operands(gep.as_value_ref());
    for k in 1..operands {
        let index = constant_lanes(raw_operand(gep, k)?, lanes, Some(layout))?;
        let step = if k == 1 {
            gep_stride(layout, current)?
        } else {
            match llvm::type_kind(current) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    // A struct index is the same constant in every lane.
                    let field = u32::try_from(index.first()?).ok()?;
                    if !index.all_equal_to(i64::from(field)) {
                        return None;
                    }
                    let offset = i64::try_from(layout.field_offset(current, field)?).ok()?;
                    offsets.wrapping_add_splat(offset);
                    current = llvm::struct_field(current, field)?;
                    continue;
                }
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                    current = llvm::element_type(current)?;
                    gep_stride(layout, current)?
                }
                _ => return None,
            }
        };
        offsets.checked_add_scaled(&index, step, lanes)?;
    }
    Some((base, offsets))
}

fn gep_stride(layout: &Layout, ty: LLVMTypeRef) -> Option<i64> {
    i64::try_from(layout.alloc_size_raw(ty)?).ok()
}

/// `add %x, C` (either order) with `C` constant: `%x` and the lanes of `C`.
fn add_of_constant(add: InstructionValue<'_>, lanes: usize, known: Option<&Layout>) -> Option<(LLVMValueRef, Lanes)> {
    let (a, b) = (raw_operand(add, 0)?, raw_operand(add, 1)?);
    // Narrow integers wrap long before addresses do: only 32 bits and up are addresses.
    let ty = llvm::type_of(a);
    let scalar = llvm::vector_size(ty).and_then(|_| llvm::element_type(ty)).unwrap_or(ty);
    let wide = llvm::int_width(scalar).is_some_and(|w| w >= 32);
    if !wide {
        return None;
    }
    match constant_lanes(b, lanes, known) {
        Some(c) => Some((a, c)),
        None => constant_lanes(a, lanes, known).map(|c| (b, c)),
    }
}

/// `shufflevector (insertelement _, %s, k), _, <k, k, ...>`: the scalar `%s`.
fn splatted_scalar(shuffle: InstructionValue<'_>) -> Option<LLVMValueRef> {
    let source = raw_operand(shuffle, 0)?;
    let mask = crate::ir::llvm::read_shuffle_mask(shuffle.as_value_ref())?;
    let first = (*mask.first()?)?;
    if mask.iter().any(|&lane| lane != Some(first)) {
        return None;
    }
    let insert = llvm::instruction(source)?;
    if insert.get_opcode() != InstructionOpcode::InsertElement {
        return None;
    }
    let index = constant_lanes(raw_operand(insert, 2)?, 1, None)?;
    (index.first() == Some(i64::from(first))).then(|| raw_operand(insert, 1)).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::memory_buffer::MemoryBuffer;

    fn scalar(root: usize, offsets: &[i64], bytes: u64) -> Footprint {
        Footprint { addresses: LaneAddresses { root: Root::Scalar(root), offsets: offsets.to_vec() }, bytes }
    }

    fn vector(root: usize, offset: i64, lanes: usize, bytes: u64) -> Footprint {
        Footprint { addresses: LaneAddresses { root: Root::Vector(root), offsets: vec![offset; lanes] }, bytes }
    }

    fn access(effect: Effect, space: MemSpace, footprint: Option<Footprint>) -> Access {
        Access { effect, space, footprint }
    }

    #[test]
    fn scalar_roots_compare_every_lane_with_every_lane() {
        // Lanes 0, 4, 8, 12 vs 16, 20, 24, 28: disjoint.
        assert!(footprints_disjoint(&scalar(1, &[0, 4, 8, 12], 4), &scalar(1, &[16, 20, 24, 28], 4)));
        // Lanes 0, 8 vs 4, 12 with 4-byte accesses: disjoint; with 8-byte ones, not.
        assert!(footprints_disjoint(&scalar(1, &[0, 8], 4), &scalar(1, &[4, 12], 4)));
        assert!(!footprints_disjoint(&scalar(1, &[0, 8], 8), &scalar(1, &[4, 12], 4)));
        // A lane of one meets another lane of the other.
        assert!(!footprints_disjoint(&scalar(1, &[0, 16], 4), &scalar(1, &[16, 32], 4)));
        // Different roots are never provably disjoint.
        assert!(!footprints_disjoint(&scalar(1, &[0], 4), &scalar(2, &[64], 4)));
    }

    #[test]
    fn vector_roots_are_disjoint_only_for_one_lane() {
        // p and p + 4 are disjoint lane by lane, but lane 1 of p may be lane 0 of p + 4.
        assert!(!footprints_disjoint(&vector(1, 0, 8, 4), &vector(1, 4, 8, 4)));
        assert!(footprints_disjoint(&vector(1, 0, 1, 4), &vector(1, 4, 1, 4)));
        assert!(!footprints_disjoint(&vector(1, 0, 1, 8), &vector(1, 4, 1, 4)));
    }

    #[test]
    fn lanes_that_may_partly_overlap() {
        let at = |root: Root, offsets: &[i64]| LaneAddresses { root, offsets: offsets.to_vec() };
        // 8-byte lanes at 192 and 196 share bytes 196..200.
        assert!(!at(Root::Scalar(1), &[192, 196]).never_partly_overlap(8, 32, None));
        assert!(at(Root::Scalar(1), &[192, 196]).never_partly_overlap(4, 32, None));
        // The same address, or 8 apart: no partial overlap.
        assert!(at(Root::Scalar(1), &[200, 192, 192, 208]).never_partly_overlap(8, 32, None));
        // 32-bit addresses wrap: 0 and 2^32 - 4 share bytes.
        assert!(!at(Root::Scalar(1), &[0, (1 << 32) - 4]).never_partly_overlap(8, 32, None));
        assert!(at(Root::Scalar(1), &[0, (1 << 32) - 4]).never_partly_overlap(8, 64, None));
        // Lanes of an unknown vector may be anywhere; one lane never overlaps itself.
        assert!(!at(Root::Vector(1), &[0, 8]).never_partly_overlap(8, 32, None));
        assert!(at(Root::Vector(1), &[4]).never_partly_overlap(8, 32, None));
        // base + 8 * idx[i] (+ 8 or + 16): multiples of 8 apart; + 4 in one lane breaks it.
        assert!(at(Root::Vector(1), &[8, 16]).never_partly_overlap(8, 32, Some(8)));
        assert!(!at(Root::Vector(1), &[8, 12]).never_partly_overlap(8, 32, Some(8)));
        assert!(!at(Root::Vector(1), &[0, 0]).never_partly_overlap(8, 32, Some(4)));
    }

    #[test]
    fn shifts_need_one_root_and_one_distance() {
        let p = LaneAddresses { root: Root::Vector(7), offsets: vec![0, 0] };
        let p4 = LaneAddresses { root: Root::Vector(7), offsets: vec![4, 4] };
        let uneven = LaneAddresses { root: Root::Vector(7), offsets: vec![4, 8] };
        let other = LaneAddresses { root: Root::Vector(8), offsets: vec![4, 4] };
        assert_eq!(p4.shift_from(&p), Some(4));
        assert_eq!(p.shift_from(&p4), Some(-4));
        assert_eq!(uneven.shift_from(&p), None);
        assert_eq!(other.shift_from(&p), None);
    }

    #[test]
    fn dependences_need_a_write_and_a_possible_alias() {
        let slm = |e, f| access(e, MemSpace::Slm, Some(f));
        let global = |e, f| access(e, MemSpace::Global, Some(f));
        let p = vector(1, 0, 8, 4);
        assert!(depends(&slm(Effect::Write, p.clone()), &slm(Effect::Read, p.clone())));
        assert!(depends(&slm(Effect::Write, p.clone()), &slm(Effect::Write, vector(2, 0, 8, 4))));
        assert!(!depends(&slm(Effect::Read, p.clone()), &slm(Effect::Read, p.clone())), "read after read");
        assert!(!depends(&slm(Effect::Write, p.clone()), &global(Effect::Read, p.clone())), "SLM vs global");
        let unknown = access(Effect::Read, MemSpace::Unknown, Some(p.clone()));
        assert!(depends(&slm(Effect::Write, p.clone()), &unknown));
        assert!(depends(&global(Effect::Read, p.clone()), &Access::barrier()));
        assert!(depends(&Access::barrier(), &global(Effect::Read, p)));
    }

    #[test]
    fn merging_never_moves_an_operation_past_a_dependent_one() {
        // Scatter A to p, gather X from p + 16, scatter B to p + 4, a global
        // gather, a barrier, scatter C to p + 8 (SLM, vector root).
        let slm = |e, off| access(e, MemSpace::Slm, Some(vector(1, off, 8, 4)));
        let gather_global = access(Effect::Read, MemSpace::Global, Some(vector(2, 0, 8, 4)));
        let g = MemDepGraph::build(vec![
            slm(Effect::Write, 0),
            slm(Effect::Read, 16),
            slm(Effect::Write, 4),
            gather_global,
            Access::barrier(),
            slm(Effect::Write, 8),
        ]);
        assert_eq!(g.node_count(), 6);
        // A and B: the read of p + 16 in between may read what A wrote.
        assert!(g.dependent(0, 1));
        assert!(!g.can_merge(&[0, 2], &[0, 2], 2));
        // B and the global gather: independent (different memories).
        assert!(!g.dependent(2, 3));
        // Nothing moves past the barrier.
        assert!(!g.can_merge(&[2, 5], &[2, 5], 5));
        // Reordering two members that may alias is refused; in order is fine.
        let two = MemDepGraph::build(vec![slm(Effect::Write, 4), slm(Effect::Write, 0)]);
        assert!(two.can_merge(&[0, 1], &[0, 1], 1));
        assert!(!two.can_merge(&[0, 1], &[1, 0], 1));
    }

    #[test]
    fn reads_merge_past_reads() {
        let read = |root, off| access(Effect::Read, MemSpace::Global, Some(vector(root, off, 8, 4)));
        let g = MemDepGraph::build(vec![read(1, 0), read(2, 0), read(1, 4)]);
        assert!(!g.dependent(0, 1) && !g.dependent(0, 2) && !g.dependent(1, 2));
        assert!(g.can_merge(&[0, 2], &[0, 2], 0));
    }

    const IR: &str = r#"
%pair = type { i32, i64 }
define void @f(i32 addrspace(3)* %base, <8 x i32 addrspace(3)*> %p, <8 x i32> %d, <8 x i1> %m, <8 x %pair addrspace(1)*> %s, i64 %x) {
  %p1 = getelementptr i32, <8 x i32 addrspace(3)*> %p, i64 1
  %p3 = getelementptr i32, <8 x i32 addrspace(3)*> %p1, <8 x i64> <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %lanes = getelementptr i32, i32 addrspace(3)* %base, <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %field = getelementptr %pair, <8 x %pair addrspace(1)*> %s, i64 1, i32 1
  %ins = insertelement <8 x i64> undef, i64 %x, i32 0
  %splat = shufflevector <8 x i64> %ins, <8 x i64> undef, <8 x i32> zeroinitializer
  %plus = add <8 x i64> %splat, <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>
  call void @llvm.masked.scatter.v8i32.v8p3i32(<8 x i32> %d, <8 x i32 addrspace(3)*> %p3, i32 4, <8 x i1> %m)
  call void @opaque()
  ret void
}
declare void @llvm.masked.scatter.v8i32.v8p3i32(<8 x i32>, <8 x i32 addrspace(3)*>, i32, <8 x i1>)
declare void @opaque()
"#;

    #[test]
    fn decomposes_geps_splats_and_constant_adds() {
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let layout = Layout::of(&module);
        let f = module.get_function("f").unwrap();
        let value = |name: &str| {
            let inst =
                crate::ir::intrinsics::instructions(f).find(|i| i.get_name().is_some_and(|n| n.to_str() == Ok(name)));
            // SAFETY: a named instruction of `f` with a first-class type, alive with `module`.
            unsafe { BasicValueEnum::new(inst.unwrap().as_value_ref()) }
        };
        let key = |i: u32| f.get_nth_param(i).unwrap().as_value_ref() as usize;
        let p3 = lane_addresses(value("p3"), &layout).unwrap();
        assert_eq!(p3, LaneAddresses { root: Root::Vector(key(1)), offsets: vec![12; 8] });
        let lanes = lane_addresses(value("lanes"), &layout).unwrap();
        assert_eq!(lanes, LaneAddresses { root: Root::Scalar(key(0)), offsets: (0..8).map(|i| i * 4).collect() });
        // { i32, i64 } under the default layout (i64 is 4-byte aligned): 12
        // bytes, field 1 at 4; one element on, field 1 is 12 + 4.
        assert_eq!(lane_addresses(value("field"), &layout).unwrap().offsets, vec![16; 8]);
        let plus = lane_addresses(value("plus"), &layout).unwrap();
        assert_eq!(plus, LaneAddresses { root: Root::Scalar(key(5)), offsets: (0..8).map(|i| i * 8).collect() });

        let dep = FunctionMemDep::build(f, &layout);
        assert_eq!(dep.nodes.len(), 2, "the scatter and the unknown call");
        let scatter = dep.graph.access(0).unwrap();
        assert_eq!(scatter.space, MemSpace::Slm);
        assert_eq!(scatter.footprint.as_ref().map(|fp| fp.bytes), Some(4));
        assert_eq!(dep.graph.access(1), Some(&Access::barrier()));
        assert!(dep.graph.dependent(0, 1));
    }
}
