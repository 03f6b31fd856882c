//! `select`: generic memory intrinsics -> message intrinsics
//! (docs/lowering.md "select", docs/input-contract.md).
//!
//! | input | message |
//! | --- | --- |
//! | `llvm.masked.gather` from addrspace(0/1) | `llvm.genx.svm.gather`, blocks from the type and `align` |
//! | `llvm.masked.scatter` of 32-bit elements to addrspace(3) | `llvm.genx.scatter4.scaled`, channel R |
//! | `llvm.masked.scatter` of 64-bit elements to addrspace(3) | `llvm.visa.qw.scatter`, or `scatter4.scaled` RG without QW_SCATTER |
//!
//! Up to four 32-bit SLM scatters of one mask to `p, p+4, p+8, p+12` become
//! one `scatter4.scaled` with those channels, and gathers of one mask from
//! `p, p+s, p+2s, ...` one `svm.gather` with 2, 4 or 8 blocks (with LSC
//! messages one load of vector size 2, 3, 4 or 8: `lsc_gathers.rs`), when
//! the memory-dependence graph (`memdep.rs`) shows that no operation they
//! would move across depends on them.
//!
//! The pass runs in two phases so that a diagnostic always points at the
//! instruction as written: `plan_function` reads each function and decides
//! every message (changing nothing), and only when the whole module is
//! accepted does `rewrite` build the messages and erase the generic calls.
//! Plans hold calls, not their operands: operands are read again when the
//! message is built, after earlier rewrites replaced the values they use.
//!
//! Merged scatters move down to the last of them and merged gathers up to
//! the first; each group is checked against every operation it passes at
//! its original place. That covers every pair whose order changes except a
//! scatter moving down past a gather moving up, which never depend on each
//! other: the scatters are to SLM and the gathers from global memory.

pub mod blocks;
mod generic;
pub mod lsc;
pub mod lsc_atomics;
mod lsc_gathers;
mod places;

use crate::diag_kind::DiagnosticKind;
use crate::fxhash::FxHashMap;
use crate::ir::intrinsics::{operand, MemIntrinsicKind};
use crate::ir::llvm;
use crate::ir::msg::{self, MessageCall, QwScatterCall, Scatter4Call, SvmGatherCall};
use crate::ir::region::{self, Region};
use crate::isa::access::{Form, Space};
use crate::isa::messages::{self, Message};
use crate::transforms::memdep::{FunctionMemDep, LaneAddresses, Layout};
use crate::transforms::pipeline::{ModulePass, PassError, PassOptions, Stats};
use places::Places;
use blocks::{
    alignment_that_works, from_message_layout, guaranteed_alignment, is_identity, to_message_layout, BlocksError,
    GatherBlocks,
};
use inkwell::builder::Builder;
use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::types::{AsTypeRef, BasicTypeEnum, IntType, VectorType};
use inkwell::values::{
    AnyValue, AsValueRef, BasicValue, BasicValueEnum, FunctionValue, InstructionOpcode, InstructionValue, IntValue,
    VectorValue,
};
use std::cell::RefCell;

const PASS: &str = "select";

/// Binding-table index of SLM (T0).
const SLM_SURFACE: u64 = 254;

/// The widest operation selected ([`crate::isa::limits::MAX_LANES`]): the
/// reshaping shuffles are up to eight times as wide, and `legalize` splits
/// into SIMD16 pieces anyway.
use crate::isa::limits::MAX_LANES;

pub struct Select;

impl ModulePass for Select {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
        let layout = Layout::of(module);
        let functions: Vec<FunctionValue> = module.get_functions().filter(|f| f.count_basic_blocks() > 0).collect();
        let mut plans = Vec::with_capacity(functions.len());
        for function in functions {
            let planned = plan_function(function, &layout, options);
            plans.push((function, planned.map_err(|mut refusals| refusals.swap_remove(0))?));
        }
        let build = Build::new(module, &layout, options.platform);
        let mut counters = Counters::default();
        let mut result = Ok(());
        'functions: for (function, lowerings) in plans {
            for lowering in lowerings {
                if let Err(message) = rewrite(&build, &lowering, &mut counters) {
                    let function = function_name(function);
                    let kind = DiagnosticKind::Refused;
                    result = Err(PassError { pass: PASS, function, instruction: None, message, kind });
                    break 'functions;
                }
            }
        }
        counters.add_to(stats);
        result
    }
}

/// The pass's counters, summed before they go to [`Stats`] (which names
/// each with a `String`) once: in the order first incremented, as there.
#[derive(Default)]
struct Counters(Vec<(&'static str, u64)>);

impl Counters {
    fn add(&mut self, counter: &'static str, n: u64) {
        match self.0.iter_mut().find(|(c, _)| *c == counter) {
            Some((_, total)) => *total += n,
            None => self.0.push((counter, n)),
        }
    }

    fn add_to(self, stats: &mut Stats) {
        for (counter, n) in self.0 {
            stats.add(PASS, counter, n);
        }
    }
}

fn function_name(function: FunctionValue<'_>) -> String {
    function.get_name().to_string_lossy().into_owned()
}

// ---------------------------------------------------------------------------
// Planning: what each generic call becomes (no IR is changed).
// ---------------------------------------------------------------------------

/// A `llvm.masked.gather` selected as SVM_GATHER, or as LSC units of 4 or
/// 8 bytes (`blocks`: the unit and the units per element).
#[derive(Clone, Copy, Debug)]
struct Gather<'ctx> {
    call: InstructionValue<'ctx>,
    /// Its node in the function's memory-dependence graph.
    node: usize,
    elem: BasicTypeEnum<'ctx>,
    lanes: u32,
    blocks: GatherBlocks,
    /// What grouping compares: the call's block and mask.
    site: Site,
    /// The passthru operand.
    passthru: Option<BasicValueEnum<'ctx>>,
    /// With LSC messages: its plan on its own.
    lsc: Option<LscGather<'ctx>>,
}

/// An LSC gather's plan on its own, and its place among the function's
/// single lowerings, where it stays when nothing merges with it.
#[derive(Clone, Copy, Debug)]
struct LscGather<'ctx> {
    single: generic::Single<'ctx>,
    index: usize,
}

impl Gather<'_> {
    /// What else merging members must share: lanes, blocks, and the family
    /// and space of the message (`None`: SVM_GATHER; LSC: whether SLM).
    fn shape(&self) -> (u32, GatherBlocks, Option<bool>) {
        (self.lanes, self.blocks, self.lsc.map(|l| l.single.space == Space::Slm))
    }
}

/// A call's basic block and the value of its mask operand (identities,
/// read once per call): operations merge only in one block, with one mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Site {
    block: usize,
    mask: Option<usize>,
}

impl Site {
    fn of(single: &generic::Single<'_>) -> Site {
        Site {
            block: single.inst.get_parent().map_or(0, |b| b.as_mut_ptr() as usize),
            mask: single.mask.map(|m| m.as_value_ref() as usize),
        }
    }
}

/// How a scatter to SLM is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum SlmForm {
    /// 32-bit elements: SCATTER4_SCALED, one channel.
    Dword,
    /// 64-bit elements where the platform has QW_SCATTER.
    Qword,
    /// 64-bit elements without QW_SCATTER: SCATTER4_SCALED channels R (low) and G (high).
    DwordPair,
}

/// A `llvm.masked.scatter` to SLM.
#[derive(Clone, Copy, Debug)]
struct SlmScatter<'ctx> {
    call: InstructionValue<'ctx>,
    node: usize,
    lanes: u32,
    form: SlmForm,
    site: Site,
}

/// Where a merged gather's addresses come from.
#[derive(Clone, Copy, Debug)]
enum BaseAddress<'ctx> {
    /// The pointers of this gather call.
    PointersOf(InstructionValue<'ctx>),
    /// The pointers of this gather call plus `bytes` (the lowest member's
    /// pointers are defined after the insertion point).
    Shifted { call: InstructionValue<'ctx>, bytes: i64 },
}

/// One message to build.
#[derive(Clone, Debug)]
enum Lowering<'ctx> {
    /// `members[c]` reads blocks `c*m .. (c+1)*m` of each lane (`m` its own
    /// block count); built before `members`' first call in program order.
    Gather {
        members: Vec<Gather<'ctx>>,
        base: BaseAddress<'ctx>,
        at: InstructionValue<'ctx>,
    },
    /// `(channel, scatter)` in channel order; built before the last call.
    Scatter4 {
        members: Vec<(u32, SlmScatter<'ctx>)>,
        at: InstructionValue<'ctx>,
    },
    QwScatter(SlmScatter<'ctx>),
    DwordPairs(SlmScatter<'ctx>),
    /// One operation, one message (`generic.rs`).
    Single(generic::Single<'ctx>),
    /// An atomic or fence on a platform with LSC messages (`lsc_atomics.rs`).
    Lsc(lsc_atomics::LscLowering<'ctx>),
}

/// Every generic intrinsic of `function`, selected and grouped; or the
/// first one that is outside the contract.
/// Every error that `first`, a pipeline's error, stands for: `select`
/// plans each memory operation on its own and changes nothing before all
/// are planned, so its refusal comes with every other one it makes (in
/// module order, then instruction order); the other passes stop at their
/// first. The CLI and the `opt` plugin both report these.
pub fn every_error(module: &Module<'_>, options: &PassOptions, first: PassError) -> Vec<PassError> {
    if first.pass != "select" || first.instruction.is_none() {
        return vec![first];
    }
    let all = refusals(module, options);
    match all.first() {
        // Planned again the same way: the same first refusal, then the rest.
        Some(again) if again.instruction == first.instruction && again.function == first.function => all,
        _ => vec![first],
    }
}

/// Every error a pipeline's errors (`run_pipeline_all`'s, at least one)
/// stand for: `select`'s one error with the rest it makes
/// ([`every_error`]); another pass's errors as they are.
pub fn every_error_of(module: &Module<'_>, options: &PassOptions, errors: Vec<PassError>) -> Vec<PassError> {
    match <[PassError; 1]>::try_from(errors) {
        Ok([first]) => every_error(module, options, first),
        Err(errors) => errors,
    }
}

/// Every refusal of `select` in `module`, in module order, then instruction
/// order: each memory operation is planned on its own, so one refused
/// operation hides none after it. The module is not changed.
pub fn refusals(module: &Module<'_>, options: &PassOptions) -> Vec<PassError> {
    let layout = Layout::of(module);
    let functions = module.get_functions().filter(|f| f.count_basic_blocks() > 0);
    functions.filter_map(|function| plan_function(function, &layout, options).err()).flatten().collect()
}

/// The plan of `function`, or every operation it refuses (at least one).
fn plan_function<'ctx>(
    function: FunctionValue<'ctx>,
    layout: &Layout,
    options: &PassOptions,
) -> Result<Vec<Lowering<'ctx>>, Vec<PassError>> {
    let mut refused = Vec::new();
    let dep = FunctionMemDep::build(function, layout);
    // Room for every operation in each list: pages never written are never
    // faulted in, and growing by doubling copies into fresh ones.
    let mut gathers = Vec::with_capacity(dep.nodes.len());
    let mut scatters = Vec::with_capacity(dep.nodes.len());
    let mut singles = Vec::with_capacity(dep.nodes.len());
    let simt = crate::ir::msg::is_simt(function);
    let nontemporal_kind = function.get_type().get_context().get_kind_id(lsc::NONTEMPORAL);
    let refusal = |index, message, kind| PassError {
        pass: PASS,
        function: function_name(function),
        instruction: Some(index),
        message,
        kind,
    };
    // The last read planned and its key: the next read of that key plans alike.
    let mut last_read: Option<(generic::ReadKey, generic::Single<'ctx>)> = None;
    for (node, memory) in dep.nodes.iter().enumerate() {
        // The LSC intrinsics: checked against their operand lists; those
        // `emit` lowers go on as they are, the others are refused.
        if let Some(MemIntrinsicKind::Lsc(lsc)) = memory.intrinsic {
            let (message, kind) = match crate::ir::lsc::check_call(lsc, memory.inst) {
                Ok(call) => match crate::ir::lsc::refusal(lsc, options.platform)
                    .or_else(|| crate::ir::lsc::block2d_refusal(&call, options.platform))
                {
                    Some(refused) => (refused, DiagnosticKind::Refused),
                    None => continue,
                },
                Err(malformed) => (malformed, DiagnosticKind::Invalid),
            };
            refused.push(refusal(memory.index_in_function, message, kind));
            continue;
        }
        let planned = if lsc_atomics::lowers(memory.inst, options) {
            lsc_atomics::plan(memory.inst, layout, options)
        } else {
            lsc_atomics::without_lsc(memory.inst, options).map(|()| None)
        };
        match planned {
            Ok(Some(lowering)) => {
                singles.push(Lowering::Lsc(lowering));
                continue;
            }
            Ok(None) => {}
            Err(message) => {
                refused.push(refusal(memory.index_in_function, message, DiagnosticKind::Refused));
                continue;
            }
        }
        let selected = generic::Kind::of(memory.inst, memory.intrinsic).and_then(|kind| {
            let Some(kind) = kind else { return Ok(()) };
            let key = generic::ReadKey::of(memory.inst, kind);
            let single = match last_read {
                Some((last, single)) if key == Some(last) => generic::Single { inst: memory.inst, ..single },
                _ => {
                    let single = generic::plan(
                        memory.inst,
                        kind,
                        layout,
                        options.platform,
                        options.messages,
                        simt,
                        addresses(&dep, node),
                    )?;
                    last_read = key.map(|key| (key, single));
                    single
                }
            };
            match (kind, single.rule.form) {
                // The two forms that may merge keep their own path.
                (generic::Kind::Gather, Form::SvmLanes) => gathers.push(Gather {
                    call: memory.inst,
                    node,
                    elem: single.elem,
                    lanes: single.lanes,
                    blocks: single.blocks,
                    site: Site::of(&single),
                    passthru: operand(memory.inst, 3),
                    lsc: None,
                }),
                (generic::Kind::Gather, Form::LscLanes) => {
                    if let Some(units) = lsc_gathers::merge_units(&single, nontemporal_kind) {
                        gathers.push(Gather {
                            call: memory.inst,
                            node,
                            elem: single.elem,
                            lanes: single.lanes,
                            blocks: units,
                            site: Site::of(&single),
                            passthru: operand(memory.inst, 3),
                            lsc: Some(LscGather { single, index: singles.len() }),
                        });
                    }
                    singles.push(Lowering::Single(single));
                }
                (generic::Kind::Scatter, Form::Dword | Form::Qword | Form::DwordPair) => {
                    scatters.push(select_scatter(&single, node)?);
                }
                _ => singles.push(Lowering::Single(single)),
            }
            Ok(())
        });
        if let Err(message) = selected {
            refused.push(refusal(memory.index_in_function, message, DiagnosticKind::Refused));
        }
    }
    if !refused.is_empty() {
        return Err(refused);
    }
    let mut lowerings = group_gathers(&gathers, &dep, options);
    lowerings.extend(group_scatters(&scatters, &dep));
    // The LSC gathers that merged leave the singles.
    let mut merged = vec![false; singles.len()];
    for lowering in &lowerings {
        if let Lowering::Gather { members, .. } = lowering {
            members.iter().filter_map(|m| m.lsc).for_each(|l| merged[l.index] = true);
        }
    }
    lowerings.extend(singles.into_iter().zip(merged).filter(|(_, merged)| !merged).map(|(single, _)| single));
    Ok(lowerings)
}

/// The bytes of one element, which must be whole (no `i1`, `i7`). `what`
/// names the operation in the diagnostic.
fn element_bytes(layout: &Layout, elem: BasicTypeEnum<'_>, what: impl FnOnce() -> String) -> Result<u64, String> {
    let (bytes, bits) = (layout.store_size(&elem), layout.bit_size(&elem));
    match (bytes, bits) {
        (Some(bytes), Some(bits)) if bytes > 0 && bits == bytes * 8 => Ok(bytes),
        _ => Err(format!(
            "{} is not supported: its elements are not a whole number of bytes; supported: elements of \
             whole bytes (i8, i16, i32, i64, half, float, double, pointers)",
            what()
        )),
    }
}

fn type_name(ty: BasicTypeEnum<'_>) -> String {
    ty.print_to_string().to_string()
}

/// `mover`: "SVM_GATHER reads" or "SVM_SCATTER writes".
fn blocks_diagnostic(what: &str, bytes: u64, align: u64, error: BlocksError, mover: &str) -> String {
    let GatherBlocks { block_bytes, num_blocks } = match error {
        BlocksError::Count(b) => b,
        BlocksError::Empty => return format!("{what} is not supported: its elements have no bytes"),
    };
    let hint = match alignment_that_works(bytes) {
        Some(a) if a > guaranteed_alignment(align) => format!("; supported: align {a} or more for this element type"),
        _ => String::new(),
    };
    let unit = if block_bytes == 1 { "byte" } else { "bytes" };
    format!(
        "{what} with align {align} is not supported: {bytes} bytes per lane at this alignment need \
         {num_blocks} blocks of {block_bytes} {unit}, and {mover} 1, 2 or 4 blocks of 1, 4 or 8 \
         bytes, or 8 blocks of 4 bytes{hint}"
    )
}

fn select_scatter<'ctx>(single: &generic::Single<'ctx>, node: usize) -> Result<SlmScatter<'ctx>, String> {
    let form = match single.rule.form {
        Form::Dword => SlmForm::Dword,
        Form::Qword => SlmForm::Qword,
        Form::DwordPair => SlmForm::DwordPair,
        other => return Err(format!("internal error: llvm.masked.scatter planned as {other:?}")),
    };
    let call = single.inst;
    Ok(SlmScatter { call, node, lanes: single.lanes, form, site: Site::of(single) })
}

// ---------------------------------------------------------------------------
// Grouping: which selected operations become one message.
// ---------------------------------------------------------------------------

/// Whether `value` may be used just before `at`: a constant or argument,
/// an instruction earlier in `at`'s block, or one in another block (an
/// operand of an instruction of `at`'s block defined elsewhere dominates
/// the whole block). Asked while planning only, when no block changes.
fn available_at(value: BasicValueEnum<'_>, at: InstructionValue<'_>) -> bool {
    let Some(def) = value.as_instruction_value() else { return true };
    def.get_parent() != at.get_parent() || llvm::comes_before(def, at)
}

/// What an operation must share with another to merge (its site and
/// `shape`) and its addresses; `None` for an unmasked one or one whose
/// addresses are unknown, which merge with nothing.
fn mergeable<'a, S>(dep: &'a FunctionMemDep<'_>, node: usize, site: Site, shape: S) -> Option<((Site, S), &'a LaneAddresses)> {
    site.mask?;
    Some(((site, shape), addresses(dep, node)?))
}

fn addresses<'a>(dep: &'a FunctionMemDep<'_>, node: usize) -> Option<&'a LaneAddresses> {
    dep.graph.access(node)?.footprint.as_ref().map(|f| &f.addresses)
}

/// Whether `value` is a constant (never an instruction).
fn is_constant(value: VectorValue<'_>) -> bool {
    llvm::is_constant(value.as_value_ref())
}

/// `undef` or `poison` (a PoisonValue is an UndefValue).
fn is_undef(value: Option<BasicValueEnum<'_>>) -> bool {
    value.is_some_and(|v| llvm::is_undef(v.as_value_ref()))
}

/// Block `j` (of `block_bits` bits, little-endian) of a lane's bits.
fn block_of(bits: u128, j: u32, block_bits: u32) -> u64 {
    let shifted = bits.checked_shr(j * block_bits).unwrap_or(0);
    (shifted & ((1u128 << block_bits) - 1)) as u64
}

/// The bits of each lane of a constant vector (`None` for undef lanes), or
/// `None` when a lane is not a plain integer, floating-point or null constant
/// of at most 64 bits.
fn constant_lane_bits(vector: VectorValue<'_>, layout: &Layout) -> Option<Vec<Option<u128>>> {
    let v = vector.as_value_ref();
    if layout.bit_size(&vector.get_type().get_element_type())? > 64 || !llvm::is_constant(v) {
        return None;
    }
    // Lanes are folded out by `const_lane` (inkwell's element accessors
    // crash on zeroinitializer).
    (0..vector.get_type().get_size())
        .map(|i| {
            let c = llvm::const_lane(v, i)?;
            if llvm::is_undef(c) {
                Some(None)
            } else {
                llvm::const_bits(c).map(|b| Some(u128::from(b)))
            }
        })
        .collect()
}

/// Gathers, merged where they read consecutive elements of the same lanes.
fn group_gathers<'ctx>(
    gathers: &[Gather<'ctx>],
    dep: &FunctionMemDep<'ctx>,
    options: &PassOptions,
) -> Vec<Lowering<'ctx>> {
    let mut taken = vec![false; gathers.len()];
    let mut lowerings = Vec::new();
    let places = Places::of(gathers.iter().map(|g| mergeable(dep, g.node, g.site, g.shape())));
    // [`merge_counts`] by the gathers' shapes, which are all it reads.
    let mut counts: FxHashMap<(u32, GatherBlocks, Option<bool>), Vec<u32>> = FxHashMap::default();
    for anchor in 0..gathers.len() {
        if taken[anchor] {
            continue;
        }
        let Some((members, base)) = gather_group(anchor, gathers, &taken, &places, &mut counts, dep, options) else {
            taken[anchor] = true;
            // An LSC gather alone stays among the singles.
            if gathers[anchor].lsc.is_none() {
                let (members, at) = (vec![gathers[anchor]], gathers[anchor].call);
                lowerings.push(Lowering::Gather { members, base: BaseAddress::PointersOf(at), at });
            }
            continue;
        };
        for &m in &members {
            taken[m] = true;
        }
        let members = members.iter().map(|&m| gathers[m]).collect();
        lowerings.push(Lowering::Gather { members, base, at: gathers[anchor].call });
    }
    lowerings
}

/// The group of gathers that includes `anchor` (the first of them in
/// program order, where the merged message goes) and costs the fewest
/// messages per gather on the platform: members in address order and where
/// the message's addresses come from. `None` if nothing merges.
fn gather_group<'ctx>(
    anchor: usize,
    gathers: &[Gather<'ctx>],
    taken: &[bool],
    places: &Places,
    counts: &mut FxHashMap<(u32, GatherBlocks, Option<bool>), Vec<u32>>,
    dep: &FunctionMemDep<'ctx>,
    options: &PassOptions,
) -> Option<(Vec<usize>, BaseAddress<'ctx>)> {
    let first = &gathers[anchor];
    let stride = i64::from(first.blocks.block_bytes * first.blocks.num_blocks);
    let slots = gather_slots(anchor, gathers, taken, places, stride)?;
    let counts = counts.entry(first.shape()).or_insert_with(|| match first.lsc {
        Some(_) => lsc_gathers::merge_counts(first.lanes, first.blocks, options.platform),
        None => merge_counts(first, options),
    });
    for &count in counts.iter() {
        let count = i64::from(count);
        for start in (1 - count)..=0 {
            let Some(members) = (start..start + count).map(|s| slot(&slots, s)).collect::<Option<Vec<_>>>() else {
                continue;
            };
            let mut nodes: Vec<usize> = members.iter().map(|&m| gathers[m].node).collect();
            nodes.sort_unstable();
            if !dep.graph.can_merge(&nodes, &nodes, first.node) {
                continue;
            }
            let lowest = gathers[members[0]].call;
            let base = match operand(lowest, 0) {
                Some(p) if available_at(p, first.call) => BaseAddress::PointersOf(lowest),
                _ => BaseAddress::Shifted { call: first.call, bytes: start * stride },
            };
            return Some((members, base));
        }
    }
    None
}

/// The numbers of gathers like `first` worth merging into one message, best
/// first: by legal messages per merged gather on the platform (8 blocks of
/// 4 bytes are SIMD8-only, so 8 gathers of 16 lanes cost 2 messages either
/// way; merging 4 at a time then saves `legalize` a split), fewer gathers on
/// a tie.
fn merge_counts(first: &Gather<'_>, options: &PassOptions) -> Vec<u32> {
    let mut counts: Vec<(u32, u32)> = [8u32, 4, 2]
        .into_iter()
        .filter_map(|count| {
            let total = first.blocks.num_blocks.checked_mul(count).filter(|&n| n <= 8)?;
            let sizes =
                messages::svm_block_exec_sizes(Message::SvmGather, options.platform, first.blocks.block_bytes, total);
            let widest = *sizes.last()?;
            let cost = if sizes.contains(&first.lanes) { 1 } else { first.lanes.div_ceil(widest) };
            Some((count, cost))
        })
        .collect();
    // messages/count ascending (a/b < c/d <=> a*d < c*b), then count ascending.
    counts.sort_by(|&(c1, m1), &(c2, m2)| (m1 * c2).cmp(&(m2 * c1)).then(c1.cmp(&c2)));
    counts.into_iter().map(|(count, _)| count).collect()
}

/// Later gathers that could join `anchor`'s: by element slot (address
/// offset from the anchor's, in elements, at most 7 either way; index
/// `slot + 7`), the earliest such gather. The anchor is slot 0.
type Slots = [Option<usize>; 15];

/// The gather at element slot `s` of `slots` (none beyond 7 either way).
fn slot(slots: &Slots, s: i64) -> Option<usize> {
    usize::try_from(s + 7).ok().and_then(|i| slots.get(i).copied().flatten())
}

/// The anchor's [`Slots`], `None` if no gather could join it.
fn gather_slots(anchor: usize, gathers: &[Gather<'_>], taken: &[bool], places: &Places, stride: i64) -> Option<Slots> {
    if stride <= 0 {
        return None;
    }
    let first = &gathers[anchor];
    let mut slots: Slots = [None; 15];
    slots[7] = Some(anchor);
    let mut joined = false;
    for (shift, mut later) in places.later_within(anchor, 7 * stride) {
        if shift == 0 || shift % stride != 0 {
            continue;
        }
        // The merged message is built at the anchor: its passthru must exist there.
        let joins = |&b: &usize| !taken[b] && gathers[b].passthru.is_some_and(|p| available_at(p, first.call));
        if let Some(b) = later.find(joins) {
            slots[(shift / stride + 7) as usize] = Some(b);
            joined = true;
        }
    }
    joined.then_some(slots)
}

/// Scatters to SLM, 32-bit ones merged into channels where they write
/// `p, p+4, p+8, p+12` with one mask.
fn group_scatters<'ctx>(scatters: &[SlmScatter<'ctx>], dep: &FunctionMemDep<'ctx>) -> Vec<Lowering<'ctx>> {
    let mut taken = vec![false; scatters.len()];
    let mut lowerings = Vec::new();
    let places = Places::of(scatters.iter().map(|s| mergeable(dep, s.node, s.site, (s.lanes, s.form))));
    for anchor in 0..scatters.len() {
        if taken[anchor] {
            continue;
        }
        let scatter = scatters[anchor];
        let lowering = match scatter.form {
            SlmForm::Qword => Lowering::QwScatter(scatter),
            SlmForm::DwordPair => Lowering::DwordPairs(scatter),
            SlmForm::Dword => {
                let group = channel_group(anchor, scatters, &taken, &places, dep);
                for &(_, m) in &group {
                    taken[m] = true;
                }
                let lowest = group.iter().map(|(shift, _)| *shift).min().unwrap_or(0);
                let mut members: Vec<(u32, SlmScatter<'ctx>)> =
                    group.iter().map(|&(shift, m)| (((shift - lowest) / 4) as u32, scatters[m])).collect();
                members.sort_by_key(|(channel, _)| *channel);
                let at = group.iter().map(|&(_, m)| scatters[m]).max_by_key(|s| s.node).unwrap_or(scatter).call;
                Lowering::Scatter4 { members, at }
            }
        };
        taken[anchor] = true;
        lowerings.push(lowering);
    }
    lowerings
}

/// `(byte shift from the anchor, scatter)` of the 32-bit scatters that join
/// `anchor`'s message, the anchor first. Later scatters join, in program
/// order, while the group spans at most four dwords with one scatter per
/// dword and the graph allows performing them all at the last one, in
/// channel order.
fn channel_group(
    anchor: usize,
    scatters: &[SlmScatter<'_>],
    taken: &[bool],
    places: &Places,
    dep: &FunctionMemDep<'_>,
) -> Vec<(i64, usize)> {
    let mut group = vec![(0i64, anchor)];
    // Four channels span at most 12 bytes either way of the anchor, in dwords.
    let mut later: Vec<(usize, i64)> = places
        .later_within(anchor, 12)
        .filter(|(shift, _)| *shift != 0 && shift % 4 == 0)
        .flat_map(|(shift, later)| later.map(move |b| (b, shift)))
        .collect();
    later.sort_unstable();
    for (b, shift) in later {
        if group.len() == 4 {
            break;
        }
        if taken[b] || group.iter().any(|&(s, _)| s == shift) {
            continue;
        }
        let mut candidate = group.clone();
        candidate.push((shift, b));
        if fits_four_channels(&candidate) && channels_can_merge(&candidate, scatters, dep) {
            group = candidate;
        }
    }
    group
}

/// Distinct dword shifts within a 16-byte span.
fn fits_four_channels(group: &[(i64, usize)]) -> bool {
    let shifts: Vec<i64> = group.iter().map(|(s, _)| *s).collect();
    let (Some(&lo), Some(&hi)) = (shifts.iter().min(), shifts.iter().max()) else { return false };
    let distinct = shifts.iter().enumerate().all(|(k, s)| !shifts[..k].contains(s));
    distinct && shifts.iter().all(|s| s % 4 == 0) && i128::from(hi) - i128::from(lo) <= 12
}

fn channels_can_merge(group: &[(i64, usize)], scatters: &[SlmScatter<'_>], dep: &FunctionMemDep<'_>) -> bool {
    let mut nodes: Vec<usize> = group.iter().map(|&(_, m)| scatters[m].node).collect();
    nodes.sort_unstable();
    let mut by_channel = group.to_vec();
    by_channel.sort_by_key(|(shift, _)| *shift);
    let perform_order: Vec<usize> = by_channel.iter().map(|&(_, m)| scatters[m].node).collect();
    let at = nodes.last().copied().unwrap_or(0);
    dep.graph.can_merge(&nodes, &perform_order, at)
}

// ---------------------------------------------------------------------------
// Rewriting: building the messages.
// ---------------------------------------------------------------------------

/// Builds one message and removes the calls it replaces.
fn rewrite<'ctx>(b: &Build<'_, 'ctx>, lowering: &Lowering<'ctx>, stats: &mut Counters) -> Result<(), String> {
    match lowering {
        Lowering::Gather { members, base, at } if members.first().is_some_and(|m| m.lsc.is_some()) => {
            b.lsc_gather(members, *base, *at)?;
            stats.add("lsc_load", members.len() as u64);
            count_merged(stats, members.len());
        }
        Lowering::Gather { members, base, at } => {
            b.gather(members, *base, *at)?;
            stats.add("svm_gather", members.len() as u64);
            count_merged(stats, members.len());
        }
        Lowering::Scatter4 { members, at } => {
            b.scatter4(members, *at)?;
            stats.add("scatter4_scaled", members.len() as u64);
            count_merged(stats, members.len());
        }
        Lowering::QwScatter(s) => {
            b.qw_scatter(s)?;
            stats.add("qw_scatter", 1);
        }
        Lowering::DwordPairs(s) => {
            b.dword_pair_scatter(s)?;
            stats.add("scatter4_scaled", 1);
        }
        Lowering::Single(s) => {
            generic::build(b, s)?;
            stats.add(s.message.mnemonic(), 1);
        }
        Lowering::Lsc(lowering) => {
            b.lsc_lowering(lowering)?;
            stats.add(lowering.counter(), 1);
            if lowering.atomic_fences() > 0 {
                stats.add("atomic_fence", lowering.atomic_fences());
            }
        }
    }
    Ok(())
}

/// "merged": operations that share a message with another one.
fn count_merged(stats: &mut Counters, members: usize) {
    if members > 1 {
        stats.add("merged", members as u64);
    }
}

/// Builds the messages of one module. Constants are uniqued by LLVM, so
/// the ones built over and over (constant `old` operands) are kept and
/// reused, as are the masks that take members out of a message.
struct Build<'a, 'ctx> {
    builder: Builder<'ctx>,
    platform: crate::isa::target::Platform,
    module: &'a Module<'ctx>,
    layout: &'a Layout,
    /// `old` operands built from constant (or absent) passthrus only.
    constant_olds: RefCell<FxHashMap<OldKey, VectorValue<'ctx>>>,
    /// [`Build::member_region`]s by their arguments.
    member_regions: RefCell<MemberRegions>,
    declarations: msg::Declarations<'ctx>,
    region_reads: region::RegionReads<'ctx>,
    /// The integer immediates of the LSC calls built (`lsc.rs`), by call form.
    lsc_immediates: RefCell<lsc::Immediates<'ctx>>,
    /// The metadata kind `!nontemporal` (`lsc.rs`), looked up once.
    nontemporal_kind: u32,
    /// [`Build::vector_of`]'s types by element type and lanes: LLVM looks
    /// a vector type up in a table of the context, several times per call built.
    vector_types: RefCell<FxHashMap<(inkwell::llvm_sys::prelude::LLVMTypeRef, u32), VectorType<'ctx>>>,
    /// [`Build::int_vector`]'s types by bits and lanes.
    int_vectors: RefCell<FxHashMap<(u32, u32), VectorType<'ctx>>>,
}

/// [`Build::member_region`]'s regions by its arguments.
type MemberRegions = FxHashMap<[u32; 6], Option<Region>>;

/// What a constant `old` depends on: the members' passthrus (`None` for
/// undef), the message's blocks and lanes, the blocks per member and the
/// message's element type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct OldKey {
    passthrus: Vec<Option<usize>>,
    total: (u32, u32),
    lanes: u32,
    per_member: u32,
    message_elem: usize,
}

fn vector_operand<'ctx>(call: InstructionValue<'ctx>, index: u32) -> Result<VectorValue<'ctx>, String> {
    match operand(call, index) {
        Some(BasicValueEnum::VectorValue(v)) => Ok(v),
        _ => Err(format!("operand {index} of a selected call is not a vector")),
    }
}

fn into_vector(value: BasicValueEnum<'_>) -> Result<VectorValue<'_>, String> {
    match value {
        BasicValueEnum::VectorValue(v) => Ok(v),
        other => Err(format!("expected a vector, built `{}`", other.print_to_string())),
    }
}

fn vector_of<'ctx>(elem: BasicTypeEnum<'ctx>, lanes: u32) -> Result<VectorType<'ctx>, String> {
    match elem {
        BasicTypeEnum::IntType(t) => Ok(t.vec_type(lanes)),
        BasicTypeEnum::FloatType(t) => Ok(t.vec_type(lanes)),
        BasicTypeEnum::PointerType(t) => Ok(t.vec_type(lanes)),
        other => Err(format!("no vector of `{}`", other.print_to_string())),
    }
}

/// Removes a call's name and returns it, for its replacement (the call is
/// about to go). [`llvm::take_name`] moves a name to a value already built.
fn strip_name(call: InstructionValue<'_>) -> String {
    let name = name_of(call);
    llvm::set_value_name(call.as_value_ref(), "");
    name
}

/// A value's name (empty for an unnamed one).
fn name_of(v: InstructionValue<'_>) -> String {
    v.get_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn suffixed(name: &str, suffix: &str) -> String {
    if name.is_empty() {
        return String::new();
    }
    // Not format!: its machinery costs more than the copies, once per built value.
    let mut suffixed = String::with_capacity(name.len() + 1 + suffix.len());
    suffixed.push_str(name);
    suffixed.push('.');
    suffixed.push_str(suffix);
    suffixed
}

/// Gives `value` the name `name` unless it is one of `existing` (a value
/// that was not built for this name and keeps its own).
fn rename_new(value: VectorValue<'_>, existing: &[VectorValue<'_>], name: &str) {
    let built_here = !existing.iter().any(|e| e.as_value_ref() == value.as_value_ref());
    if built_here && value.as_instruction().is_some() {
        value.set_name(name);
    }
}

/// Replaces a call's uses with `value` and erases the call.
fn replace_call(call: InstructionValue<'_>, value: Option<BasicValueEnum<'_>>) -> Result<(), String> {
    if let Some(value) = value {
        llvm::replace_all_uses(call.as_value_ref(), value.as_value_ref())?;
    }
    call.erase_from_basic_block();
    Ok(())
}

impl<'a, 'ctx> Build<'a, 'ctx> {
    fn new(module: &'a Module<'ctx>, layout: &'a Layout, platform: crate::isa::target::Platform) -> Self {
        Build {
            builder: module.get_context().create_builder(),
            platform,
            module,
            layout,
            constant_olds: RefCell::default(),
            lsc_immediates: RefCell::default(),
            member_regions: RefCell::default(),
            declarations: msg::Declarations::default(),
            region_reads: region::RegionReads::default(),
            nontemporal_kind: module.get_context().get_kind_id(lsc::NONTEMPORAL),
            vector_types: RefCell::default(),
            int_vectors: RefCell::default(),
        }
    }

    /// `<lanes x elem>` ([`vector_of`]), looked up once per module.
    fn vector_of(&self, elem: BasicTypeEnum<'ctx>, lanes: u32) -> Result<VectorType<'ctx>, String> {
        let key = (elem.as_type_ref(), lanes);
        if let Some(&ty) = self.vector_types.borrow().get(&key) {
            return Ok(ty);
        }
        let ty = vector_of(elem, lanes)?;
        self.vector_types.borrow_mut().insert(key, ty);
        Ok(ty)
    }

    /// `<lanes x i{bits}>`, looked up once per module.
    fn int_vector(&self, bits: u32, lanes: u32) -> Result<VectorType<'ctx>, String> {
        if let Some(&ty) = self.int_vectors.borrow().get(&(bits, lanes)) {
            return Ok(ty);
        }
        let ty = self.int_type(bits)?.vec_type(lanes);
        self.int_vectors.borrow_mut().insert((bits, lanes), ty);
        Ok(ty)
    }

    fn context(&self) -> ContextRef<'ctx> {
        self.module.get_context()
    }

    fn err(e: inkwell::builder::BuilderError) -> String {
        e.to_string()
    }

    fn int_type(&self, bits: u32) -> Result<IntType<'ctx>, String> {
        let bits = std::num::NonZeroU32::new(bits).ok_or("a zero-bit integer")?;
        self.context().custom_width_int_type(bits).map_err(str::to_string)
    }

    fn i32_const(&self, v: u64) -> IntValue<'ctx> {
        self.context().i32_type().const_int(v, false)
    }

    /// `shufflevector a, b (or poison), mask`; `None` mask entries are undef.
    fn shuffle(
        &self,
        a: VectorValue<'ctx>,
        b: Option<VectorValue<'ctx>>,
        mask: &[Option<u32>],
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        self.shuffle_with(a, b, &llvm::shuffle_mask(mask), name)
    }

    /// [`Self::shuffle`] with the mask's integers ([`llvm::UNDEF_LANE`] undef).
    fn shuffle_with(
        &self,
        a: VectorValue<'ctx>,
        b: Option<VectorValue<'ctx>>,
        mask: &[i32],
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        let b = b.unwrap_or_else(|| a.get_type().get_poison());
        llvm::build_shuffle(&self.builder, a, b, mask, name)
    }

    /// The vectors one after the other (channel-major data, concatenated
    /// blocks), joined pairwise: four parts take three shuffles.
    fn concat(&self, parts: &[VectorValue<'ctx>], name: &str) -> Result<VectorValue<'ctx>, String> {
        let mut level = parts.to_vec();
        while level.len() > 1 {
            let last_level = level.len() == 2;
            let mut next = Vec::with_capacity(level.len().div_ceil(2));
            for pair in level.chunks(2) {
                next.push(match pair {
                    [a, b] => self.concat_two(*a, *b, if last_level { name } else { "" })?,
                    [a] => *a,
                    _ => return Err("nothing to concatenate".into()),
                });
            }
            level = next;
        }
        level.first().copied().ok_or_else(|| "nothing to concatenate".into())
    }

    /// `a` then `b`. shufflevector needs operands of one type: the shorter is
    /// first widened with undef lanes.
    fn concat_two(&self, a: VectorValue<'ctx>, b: VectorValue<'ctx>, name: &str) -> Result<VectorValue<'ctx>, String> {
        let (la, lb) = (a.get_type().get_size(), b.get_type().get_size());
        let wide = la.max(lb);
        let widen = |v: VectorValue<'ctx>, len: u32| -> Result<VectorValue<'ctx>, String> {
            if len == wide {
                return Ok(v);
            }
            let mask: Vec<Option<u32>> = (0..wide).map(|i| (i < len).then_some(i)).collect();
            self.shuffle(v, None, &mask, "")
        };
        let (a, b) = (widen(a, la)?, widen(b, lb)?);
        let mask: Vec<Option<u32>> = (0..la).chain(wide..wide + lb).map(Some).collect();
        self.shuffle(a, Some(b), &mask, name)
    }

    fn cast(
        &self,
        op: InstructionOpcode,
        value: VectorValue<'ctx>,
        to: VectorType<'ctx>,
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        if value.get_type() == to {
            return Ok(value);
        }
        llvm::build_cast(&self.builder, op, value, to, name)
            .ok_or_else(|| Self::err(inkwell::builder::BuilderError::UnsetPosition))
    }

    /// `<N x T>` as `<N x iS>` (S = the bits of T): `ptrtoint` or `bitcast`.
    fn to_int_lanes(&self, value: VectorValue<'ctx>, name: &str) -> Result<VectorValue<'ctx>, String> {
        let ty = value.get_type();
        let elem = ty.get_element_type();
        let bits = self.layout.bit_size(&elem).and_then(|b| u32::try_from(b).ok()).ok_or("unsized element")?;
        let int = self.int_type(bits)?.vec_type(ty.get_size());
        let op = if elem.is_pointer_type() { InstructionOpcode::PtrToInt } else { InstructionOpcode::BitCast };
        self.cast(op, value, int, name)
    }

    /// `<N x T>` as blocks `<N*m x iB>` of the same bits: one bitcast, after
    /// a `ptrtoint` for pointers (which cannot be bitcast to integers).
    fn to_blocks(
        &self,
        value: VectorValue<'ctx>,
        blocks: VectorType<'ctx>,
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        let bits =
            if value.get_type().get_element_type().is_pointer_type() { self.to_int_lanes(value, "")? } else { value };
        self.cast(InstructionOpcode::BitCast, bits, blocks, name)
    }

    /// The inverse of [`Self::to_blocks`]: blocks back to `<N x T>`.
    fn blocks_to(&self, blocks: VectorValue<'ctx>, to: VectorType<'ctx>) -> Result<VectorValue<'ctx>, String> {
        let elem = to.get_element_type();
        if !elem.is_pointer_type() {
            return self.cast(InstructionOpcode::BitCast, blocks, to, "");
        }
        let bits = self.layout.bit_size(&elem).and_then(|b| u32::try_from(b).ok()).ok_or("unsized element")?;
        let ints = self.cast(InstructionOpcode::BitCast, blocks, self.int_type(bits)?.vec_type(to.get_size()), "")?;
        self.cast(InstructionOpcode::IntToPtr, ints, to, "")
    }

    /// `ptrtoint` of a call's pointer vector to `<N x i{bits}>`.
    fn addresses(
        &self,
        call: InstructionValue<'ctx>,
        index: u32,
        bits: u32,
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        let ptrs = vector_operand(call, index)?;
        let ty = self.int_vector(bits, ptrs.get_type().get_size())?;
        self.cast(InstructionOpcode::PtrToInt, ptrs, ty, name)
    }

    // -- SVM_GATHER ----------------------------------------------------------

    /// One `svm.gather` for `members` (see [`Lowering::Gather`]), each
    /// member's result reshaped back to `<N x T>`.
    fn gather(
        &self,
        members: &[Gather<'ctx>],
        base: BaseAddress<'ctx>,
        at: InstructionValue<'ctx>,
    ) -> Result<(), String> {
        let first = members.first().ok_or("an empty gather group")?;
        let (lanes, per_member) = (first.lanes, first.blocks.num_blocks);
        let total = GatherBlocks { num_blocks: per_member * members.len() as u32, ..first.blocks };
        // The built values are named after the anchor; each member's value
        // takes its gather's own name at the end.
        let anchor_name = &name_of(at);
        self.builder.position_before(&at);

        let addrs = self.gather_addresses(base, 64, &suffixed(anchor_name, "addrs"))?;
        let message_elem = self.message_elem(first.elem, total)?;
        let old = self.gather_old(members, total, message_elem, anchor_name)?;
        let mask = vector_operand(at, 2)?;
        let message =
            MessageCall::SvmGather(SvmGatherCall { pred: mask, log2_num_blocks: total.log2_num_blocks(), addrs, old });
        // The message's own result is the gather's value when no reshaping is needed.
        let unshaped = members.len() == 1 && message_elem == first.elem && total.message_len(lanes) == lanes;
        let msg_name = if unshaped { String::new() } else { suffixed(anchor_name, "msg") };
        let result = msg::build_with(&self.builder, self.module, &self.declarations, &message, &msg_name)?
            .ok_or("svm.gather built without a result")?;
        let result = into_vector(result)?;

        self.replace_members(result, total, members)
    }

    /// Each member's value taken out of the merged message's `result`
    /// (every value first: the builder's position is just before one of
    /// the calls to erase), then the members' calls replaced by them.
    fn replace_members(
        &self,
        result: VectorValue<'ctx>,
        total: GatherBlocks,
        members: &[Gather<'ctx>],
    ) -> Result<(), String> {
        let mut values = Vec::with_capacity(members.len());
        for (c, member) in members.iter().enumerate() {
            values.push(self.gather_member(result, total, c as u32, member)?);
        }
        for (member, value) in members.iter().zip(values) {
            llvm::take_name(&value, member.call);
            replace_call(member.call, Some(value.into()))?;
        }
        Ok(())
    }

    /// `<N x iB>` addresses of the lowest member (`B`: 64, or 32 for SLM offsets).
    fn gather_addresses(&self, base: BaseAddress<'ctx>, bits: u32, name: &str) -> Result<VectorValue<'ctx>, String> {
        match base {
            BaseAddress::PointersOf(call) => self.addresses(call, 0, bits, name),
            BaseAddress::Shifted { call, bytes } => {
                let addrs = self.addresses(call, 0, bits, "")?;
                let shift = self.int_type(bits)?.const_int(bytes as u64, true);
                let splat = VectorType::const_vector(&vec![shift; addrs.get_type().get_size() as usize]);
                self.builder.build_int_add(addrs, splat, name).map_err(Self::err)
            }
        }
    }

    /// The message's element type: the gathered type itself for one block
    /// of an integer or float (no reshaping at all), else `i8`/`i32`/`i64`
    /// blocks.
    fn message_elem(&self, elem: BasicTypeEnum<'ctx>, total: GatherBlocks) -> Result<BasicTypeEnum<'ctx>, String> {
        if total.num_blocks == 1 && (elem.is_int_type() || elem.is_float_type()) {
            Ok(elem)
        } else {
            Ok(self.int_type(total.block_bytes * 8)?.into())
        }
    }

    /// `old`: the members' passthru values in the message's layout, so that
    /// disabled lanes come out as the passthru (SVM_GATHER leaves them).
    /// `name` is the gather's; the values built are `name.passthru`, `name.old`.
    fn gather_old(
        &self,
        members: &[Gather<'ctx>],
        total: GatherBlocks,
        message_elem: BasicTypeEnum<'ctx>,
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        let first = members.first().ok_or("an empty gather group")?;
        let message_type = vector_of(message_elem, total.message_len(first.lanes))?;
        let passthrus: Vec<Option<VectorValue<'ctx>>> = members
            .iter()
            .map(|m| vector_operand(m.call, 3).map(|p| (!is_undef(Some(p.into()))).then_some(p)))
            .collect::<Result<_, _>>()?;
        if passthrus.iter().all(Option::is_none) {
            return Ok(message_type.get_undef());
        }
        // From constants only constants are built (the builder folds every
        // cast and shuffle of constants): the same inputs give the same value.
        let key = passthrus.iter().all(|p| p.is_none_or(is_constant)).then(|| OldKey {
            passthrus: passthrus.iter().map(|p| p.map(|v| v.as_value_ref() as usize)).collect(),
            total: (total.block_bytes, total.num_blocks),
            lanes: first.lanes,
            per_member: first.blocks.num_blocks,
            message_elem: message_elem.as_type_ref() as usize,
        });
        if let Some(known) = key.as_ref().and_then(|k| self.constant_olds.borrow().get(k).copied()) {
            return Ok(known);
        }
        let old = self.build_old(members, &passthrus, total, message_type)?;
        let originals: Vec<VectorValue<'ctx>> = passthrus.iter().flatten().copied().collect();
        rename_new(old, &originals, &suffixed(name, "old"));
        if let Some(key) = key.filter(|_| is_constant(old)) {
            self.constant_olds.borrow_mut().insert(key, old);
        }
        Ok(old)
    }

    /// [`Self::gather_old`]'s value, unnamed.
    fn build_old(
        &self,
        members: &[Gather<'ctx>],
        passthrus: &[Option<VectorValue<'ctx>>],
        total: GatherBlocks,
        message_type: VectorType<'ctx>,
    ) -> Result<VectorValue<'ctx>, String> {
        let first = members.first().ok_or("an empty gather group")?;
        let block_int = self.int_type(total.block_bytes * 8)?;
        let per_member = first.blocks.num_blocks;
        let layout = to_message_layout(total, first.lanes, per_member);
        let member_blocks = block_int.vec_type(first.lanes * per_member);
        let mut parts: Vec<VectorValue<'ctx>> = Vec::with_capacity(passthrus.len());
        for (k, passthru) in passthrus.iter().enumerate() {
            // Members often share one passthru: convert it once.
            let seen = passthrus[..k].iter().position(|earlier| earlier == passthru);
            let part = match (passthru, seen) {
                (_, Some(earlier)) => parts[earlier],
                (None, None) => member_blocks.get_undef(),
                (Some(p), None) if message_type == p.get_type() => *p,
                (Some(p), None) => match self.constant_blocks(*p, member_blocks, per_member) {
                    Some(constant) => constant,
                    None => self.to_blocks(*p, member_blocks, "")?,
                },
            };
            parts.push(part);
        }
        // The layout's source indices run over the parts one after the other,
        // which is how shufflevector numbers the lanes of its two operands.
        let old = match parts.as_slice() {
            [one] if is_identity(&layout, one.get_type().get_size()) => *one,
            [one] => self.shuffle(*one, None, &layout, "")?,
            [a, b] => self.shuffle(*a, Some(*b), &layout, "")?,
            _ => {
                let all = self.concat(&parts, "")?;
                if is_identity(&layout, all.get_type().get_size()) {
                    all
                } else {
                    self.shuffle(all, None, &layout, "")?
                }
            }
        };
        // Same bits, possibly another element type (one block of T is the message's element).
        self.cast(InstructionOpcode::BitCast, old, message_type, "")
    }

    /// A constant passthru as constant blocks `<N*m x iB>` (lane-major), or
    /// `None` if its lanes cannot be read. The IR builder would leave
    /// constant expressions (bitcasts of floats) that nobody wants to read.
    fn constant_blocks(
        &self,
        passthru: VectorValue<'ctx>,
        blocks: VectorType<'ctx>,
        per_member: u32,
    ) -> Option<VectorValue<'ctx>> {
        let BasicTypeEnum::IntType(block_int) = blocks.get_element_type() else { return None };
        let block_bits = block_int.get_bit_width();
        let elements: Vec<IntValue<'ctx>> = constant_lane_bits(passthru, self.layout)?
            .into_iter()
            .flat_map(|bits| (0..per_member).map(move |j| bits.map(|b| block_of(b, j, block_bits))))
            .map(|block| block.map_or_else(|| block_int.get_undef(), |v| block_int.const_int(v, false)))
            .collect();
        Some(VectorType::const_vector(&elements))
    }

    /// Member `c`'s `<N x T>` out of the message's result.
    fn gather_member(
        &self,
        result: VectorValue<'ctx>,
        total: GatherBlocks,
        c: u32,
        member: &Gather<'ctx>,
    ) -> Result<VectorValue<'ctx>, String> {
        let (lanes, per_member) = (member.lanes, member.blocks.num_blocks);
        // The gather's own type, `<lanes x elem>`.
        let inkwell::types::AnyTypeEnum::VectorType(target) = member.call.get_type() else {
            return Err("a gather without a vector result".into());
        };
        if result.get_type() == target {
            return Ok(result);
        }
        let blocks = match self.member_region(total, lanes, per_member, c, result.get_type().get_size())? {
            None => result,
            Some(region) => {
                let len = lanes * per_member;
                // The read is the member's value when no cast follows (it
                // takes the gather's name in `gather`); else `<name>.blocks`.
                if result.get_type().get_element_type() == member.elem && len == lanes {
                    return self.rdregion(result, region, len, "");
                }
                self.rdregion(result, region, len, &suffixed(&name_of(member.call), "blocks"))?
            }
        };
        self.blocks_to(blocks, target)
    }

    /// The region taking member `c`'s blocks out of a message result of
    /// `result_len` elements (`None`: the result is them, in order). Every
    /// layout SVM_GATHER writes is a region (`member_layouts_are_regions`).
    fn member_region(
        &self,
        total: GatherBlocks,
        lanes: u32,
        per_member: u32,
        c: u32,
        result_len: u32,
    ) -> Result<Option<Region>, String> {
        let key = [total.block_bytes, total.num_blocks, lanes, per_member, c, result_len];
        if let Some(known) = self.member_regions.borrow().get(&key) {
            return Ok(*known);
        }
        let layout = from_message_layout(total, lanes, per_member, c);
        let identity = layout.len() == result_len as usize && layout.iter().enumerate().all(|(k, &i)| i == k as u32);
        let region = match identity {
            true => None,
            false => Some(Region::of(&layout).ok_or("internal error: a gather's layout is not a region")?),
        };
        self.member_regions.borrow_mut().insert(key, region);
        Ok(region)
    }

    /// `region` of `v`, `lanes` elements.
    fn rdregion(
        &self,
        v: VectorValue<'ctx>,
        region: Region,
        lanes: u32,
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        let (declarations, reads) = (&self.declarations, &self.region_reads);
        region::build_rdregion(&self.builder, self.module, declarations, reads, v, region, lanes, name)
    }

    // -- scatters to SLM -----------------------------------------------------

    /// `<N x i32>` SLM offsets of a scatter's pointers.
    fn slm_offsets(&self, call: InstructionValue<'ctx>) -> Result<VectorValue<'ctx>, String> {
        self.addresses(call, 1, 32, "slm.offsets")
    }

    fn slm_surface(&self) -> IntValue<'ctx> {
        self.i32_const(SLM_SURFACE)
    }

    /// One `scatter4.scaled` writing each member as a channel: data
    /// channel-major (all lanes of the lowest channel first).
    fn scatter4(&self, members: &[(u32, SlmScatter<'ctx>)], at: InstructionValue<'ctx>) -> Result<(), String> {
        let (_, lowest) = members.first().ok_or("an empty scatter group")?;
        self.builder.position_before(&at);
        let element_offset = self.slm_offsets(lowest.call)?;
        let data: Vec<VectorValue<'ctx>> =
            members.iter().map(|(_, m)| vector_operand(m.call, 0)).collect::<Result<_, _>>()?;
        // Keep i32 or float data as it is when every channel agrees; mix as i32.
        let same = data.windows(2).all(|w| w[0].get_type() == w[1].get_type());
        let plain = data.first().is_some_and(|d| !d.get_type().get_element_type().is_pointer_type());
        let data = if same && plain {
            data
        } else {
            data.into_iter().map(|d| self.to_int_lanes(d, "slm.bits")).collect::<Result<_, _>>()?
        };
        let data = self.concat(&data, "slm.data")?;
        let channel_mask = members.iter().fold(0u32, |mask, (channel, _)| mask | 1 << channel);
        let message = MessageCall::Scatter4(Scatter4Call {
            pred: vector_operand(at, 3)?,
            channel_mask,
            surface: self.slm_surface(),
            global_offset: self.i32_const(0),
            element_offset,
            data,
        });
        msg::build_with(&self.builder, self.module, &self.declarations, &message, "")?;
        for (_, m) in members {
            replace_call(m.call, None)?;
        }
        Ok(())
    }

    /// `qw.scatter` of 64-bit data (`i64` or `double`; pointers as `i64`).
    fn qw_scatter(&self, scatter: &SlmScatter<'ctx>) -> Result<(), String> {
        self.builder.position_before(&scatter.call);
        let offsets = self.slm_offsets(scatter.call)?;
        let data = vector_operand(scatter.call, 0)?;
        let keep = |t: BasicTypeEnum<'_>| t.is_float_type() || t.is_int_type();
        let data = if keep(data.get_type().get_element_type()) { data } else { self.to_int_lanes(data, "slm.data")? };
        let message = MessageCall::QwScatter(QwScatterCall {
            pred: vector_operand(scatter.call, 3)?,
            surface: self.slm_surface(),
            offsets,
            data,
        });
        msg::build_with(&self.builder, self.module, &self.declarations, &message, "")?;
        replace_call(scatter.call, None)?;
        Ok(())
    }

    /// 64-bit data as `scatter4.scaled` channels R (low dwords) and G (high
    /// dwords): `<2N x i32>` channel-major, all low dwords first.
    fn dword_pair_scatter(&self, scatter: &SlmScatter<'ctx>) -> Result<(), String> {
        self.builder.position_before(&scatter.call);
        let offsets = self.slm_offsets(scatter.call)?;
        let data = vector_operand(scatter.call, 0)?;
        let lanes = data.get_type().get_size();
        let dwords = self.to_blocks(data, self.context().i32_type().vec_type(2 * lanes), "slm.dwords")?;
        // Little-endian: dword 2i is lane i's low half, 2i + 1 its high half.
        let mask: Vec<Option<u32>> = (0..2).flat_map(|c| (0..lanes).map(move |i| Some(2 * i + c))).collect();
        let data = self.shuffle(dwords, None, &mask, "slm.data")?;
        let message = MessageCall::Scatter4(Scatter4Call {
            pred: vector_operand(scatter.call, 3)?,
            channel_mask: 0b11,
            surface: self.slm_surface(),
            global_offset: self.i32_const(0),
            element_offset: offsets,
            data,
        });
        msg::build_with(&self.builder, self.module, &self.declarations, &message, "")?;
        replace_call(scatter.call, None)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::blocks::choose_gather_blocks;
    use super::*;

    fn blocks(block_bytes: u32, num_blocks: u32) -> GatherBlocks {
        GatherBlocks { block_bytes, num_blocks }
    }

    #[test]
    fn block_size_and_count_follow_type_and_alignment() {
        let ok = |bytes, align| choose_gather_blocks(bytes, align).map(|b| (b.block_bytes, b.num_blocks));
        // The examples of docs/lowering.md.
        assert_eq!(ok(4, 4), Ok((4, 1)), "i32 align 4");
        assert_eq!(ok(4, 1), Ok((1, 4)), "i32 align 1");
        assert_eq!(ok(2, 2), Ok((1, 2)), "i16");
        assert_eq!(ok(8, 4), Ok((4, 2)), "i64 align 4");
        assert_eq!(ok(8, 8), Ok((8, 1)), "double align 8");
        assert_eq!(ok(1, 1), Ok((1, 1)), "i8");
        // Alignment above the size does not matter; 16 bytes are 2 qwords or 4 dwords.
        assert_eq!(ok(4, 16), Ok((4, 1)));
        assert_eq!(ok(16, 16), Ok((8, 2)));
        assert_eq!(ok(16, 4), Ok((4, 4)));
        assert_eq!(ok(32, 4), Ok((4, 8)));
        // align 0 ("unknown") and a non-power-of-two guarantee only their power-of-two factor.
        assert_eq!(ok(4, 0), Ok((1, 4)));
        assert_eq!(ok(8, 12), Ok((4, 2)));
    }

    #[test]
    fn block_counts_outside_the_table_are_refused() {
        // 3 one-byte blocks; 8 one-byte blocks (8 blocks only of 4 bytes); 8 qwords.
        assert_eq!(choose_gather_blocks(3, 4), Err(BlocksError::Count(blocks(1, 3))));
        assert_eq!(choose_gather_blocks(8, 1), Err(BlocksError::Count(blocks(1, 8))));
        assert_eq!(choose_gather_blocks(64, 8), Err(BlocksError::Count(blocks(8, 8))));
        assert_eq!(choose_gather_blocks(0, 4), Err(BlocksError::Empty));
        assert_eq!(alignment_that_works(8), Some(4), "i64: 8 one-byte blocks fail at align 1 and 2");
    }

    #[test]
    fn message_layout_is_block_major_for_dwords_and_qwords() {
        // 2 lanes, 2 four-byte blocks: dst = [l0b0, l1b0, l0b1, l1b1]; source lane-major [l0b0, l0b1, l1b0, l1b1].
        let b = blocks(4, 2);
        assert_eq!(to_message_layout(b, 2, 2), vec![Some(0), Some(2), Some(1), Some(3)]);
        assert_eq!(from_message_layout(b, 2, 2, 0), vec![0, 2, 1, 3]);
        // One block per lane: the identity.
        assert_eq!(to_message_layout(blocks(8, 1), 3, 1), vec![Some(0), Some(1), Some(2)]);
    }

    #[test]
    fn member_layouts_are_regions() {
        // Every legal block shape, lane count, member size and member: the
        // region found reads exactly the layout's indices.
        for (block_bytes, num_blocks) in
            [(1, 1), (1, 2), (1, 4), (4, 1), (4, 2), (4, 4), (4, 8), (8, 1), (8, 2), (8, 4)]
        {
            let total = blocks(block_bytes, num_blocks);
            for lanes in 1..=32 {
                for per_member in (1..=num_blocks).filter(|p| num_blocks % p == 0) {
                    for c in 0..num_blocks / per_member {
                        let layout = from_message_layout(total, lanes, per_member, c);
                        let region =
                            Region::of(&layout).unwrap_or_else(|| panic!("{total:?} {lanes} {per_member} {c}"));
                        let read: Vec<u32> = (0..layout.len() as u32).map(|i| region.index(i).unwrap()).collect();
                        assert_eq!(read, layout);
                    }
                }
            }
        }
    }

    #[test]
    fn one_byte_blocks_sit_in_slots_of_at_least_four_bytes() {
        // i16 as 2 one-byte blocks, 2 lanes: slots of 4 bytes, bytes 2 and 3 unused.
        let b = blocks(1, 2);
        assert_eq!(b.message_len(2), 8);
        assert_eq!(to_message_layout(b, 2, 2), vec![Some(0), Some(1), None, None, Some(2), Some(3), None, None]);
        assert_eq!(from_message_layout(b, 2, 2, 0), vec![0, 1, 4, 5]);
        // 8-byte slots hold 8 blocks exactly (were (1, 8) legal).
        assert_eq!(blocks(1, 8).slot(), 8);
    }

    #[test]
    fn lanes_split_into_little_endian_blocks() {
        // An i64 lane as two dwords, low first; a half as two bytes.
        assert_eq!(block_of(0x1111_2222_3333_4444, 0, 32), 0x3333_4444);
        assert_eq!(block_of(0x1111_2222_3333_4444, 1, 32), 0x1111_2222);
        assert_eq!((block_of(0x3c00, 0, 8), block_of(0x3c00, 1, 8)), (0x00, 0x3c));
        assert_eq!(block_of(u128::from(u64::MAX), 0, 64), u64::MAX);
    }

    #[test]
    fn merged_members_take_consecutive_blocks() {
        // Two i32 gathers (1 block each) of 2 lanes merged into 2 blocks:
        // source = [a0, a1, b0, b1]; dst = [a0, a1, b0, b1] (block-major).
        let total = blocks(4, 2);
        assert_eq!(to_message_layout(total, 2, 1), vec![Some(0), Some(1), Some(2), Some(3)]);
        assert_eq!(from_message_layout(total, 2, 1, 1), vec![2, 3]);
        // Two i64-align-4 gathers (2 dword blocks each), 2 lanes: 4 blocks.
        let total = blocks(4, 4);
        // dst[j*2 + i] = block j of lane i; member c owns blocks 2c, 2c+1.
        assert_eq!(from_message_layout(total, 2, 2, 1), vec![4, 6, 5, 7]);
        let to = to_message_layout(total, 2, 2);
        for (k, source) in to.iter().enumerate() {
            let source = source.unwrap() as usize;
            // source index = c*4 + i*2 + j, with block = 2c + j and k = block*2 + i.
            let (block, lane) = (k / 2, k % 2);
            assert_eq!(source, (block / 2) * 4 + lane * 2 + block % 2);
        }
    }
}
