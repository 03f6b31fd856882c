//! `legalize`: message intrinsics of any width -> legal message intrinsics
//! (README decision 1; the output is "the legal form" of docs/lowering.md).
//!
//! Every legality fact comes from the message table (`isa/messages.rs`, with
//! the platform capabilities of `isa/target.rs`); this file only
//! decides how to cover an operation's `N` lanes with legal messages:
//!
//! 1. **Availability.** A message the platform lacks (QW_SCATTER before
//!    Xe-HPG, TYPED_ATOMIC on Xe-HPC, 16-bit typed atomics where
//!    `typed_atomic_16bit` is false) is an error at the call naming the
//!    platforms that have it.
//! 2. **Blocks** (SVM_GATHER only). The legal exec sizes are the platform's
//!    intersected with the (block size, block count) row of
//!    `SVM_GATHER_BLOCKS`. When that row allows none (1-byte x 8, 8-byte x 8),
//!    the blocks are split into groups of `G` blocks, group `h` reading from
//!    `addr + h * G * block_size`. Among the block counts `G` in {n, n/2, ...}
//!    with a legal exec size, the one giving the fewest messages
//!    (`n/G * ceil(N / widest(G))`) wins, ties going to the larger `G` (fewer
//!    address adds): 1-byte x 8 and 8-byte x 8 become two messages of 4
//!    blocks; 4-byte x 8 stays one group at SIMD8 (at width 16: two SIMD8
//!    messages of 8 blocks, as many as two SIMD16 messages of 4 blocks, and
//!    with no address arithmetic).
//! 3. **Lanes.** With the legal exec sizes `E` (ascending) and the widest `W`:
//!    `N` in `E` is kept as is; `N < W` is padded up to the smallest size in
//!    `E` that holds it; otherwise `ceil(N / W)` pieces of `W` lanes, the last
//!    padded with disabled lanes. Piece `k` starts at lane `k`, a multiple of
//!    its exec size, so no piece straddles a 32-lane predicate group.
//! 4. **Operands.** Each piece reads slices in the exact form of
//!    docs/lowering.md: the predicate as
//!    `shufflevector %m, zeroinitializer, <k, .., k+c-1, N, ..>` (padding
//!    lanes read the zero vector: disabled), every other vector as
//!    `shufflevector %v, poison, <..., undef ...>`. Multi-element operands
//!    keep their layout per piece: block-major (`old` of a 4/8-byte
//!    SVM_GATHER, `data[ch*N+i]` of SCATTER4_SCALED -> `ch*P+i`) or lane-major
//!    slots (`old` of a 1-byte SVM_GATHER, `max(4, n)` bytes per lane).
//! 5. **Results** (gathers, atomics) are concatenated with `shufflevector`
//!    and reshuffled to the original width and layout; padding lanes'
//!    results are dropped; the original call's uses are replaced and it is
//!    erased (its declaration too, once unused).
//!
//! Everything is checked before anything is rewritten, so an error leaves
//! the module untouched and its instruction index is the input's.
//!
//! Stats (`--stats`): `messages` (message calls after the pass), `splits`
//! (messages beyond one per operation), `padded_lanes` (disabled lanes
//! added), `lower_bound` (per operation the fewest legal messages that can
//! cover it, `ceil(N / W)` per block group): `messages / lower_bound = 1`.

use crate::diag_kind::DiagnosticKind;
use crate::fxhash::FxHashMap;
use crate::ir::intrinsics::{called_intrinsic, instructions, ByCallee, MemIntrinsicKind};
use crate::ir::llvm;
use crate::ir::msg::{self, MessageCall, Scatter4Call, SvmGatherCall, TypedAtomicCall};
use crate::isa::messages::{svm_block_exec_sizes, svm_slot, ExecSizes, Feature, Message};
use crate::isa::target::Platform;
use crate::transforms::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::builder::Builder;
use inkwell::context::ContextRef;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::types::{AnyType, AsTypeRef, BasicTypeEnum, VectorType};
use inkwell::values::{AsValueRef, BasicValueEnum, CallSiteValue, FunctionValue, InstructionValue, VectorValue};
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

mod lsc;

pub struct Legalize;

/// How diagnostics name a call's intrinsic: without its overload suffix.
/// Found only when a diagnostic is written (most calls need none).
struct IntrinsicName<'ctx>(InstructionValue<'ctx>);

impl fmt::Display for IntrinsicName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match called_intrinsic(self.0) {
            Some(kind) => write!(f, "llvm.{kind}"),
            None => f.write_str("message"),
        }
    }
}

const PASS: &str = "legalize";

/// The pass's counters (`--stats`), summed over its calls and added once.
#[derive(Default)]
struct Counters {
    messages: u64,
    splits: u64,
    padded_lanes: u64,
    lower_bound: u64,
}

impl Counters {
    /// A call of `messages` messages (each beyond the first a split).
    fn count(&mut self, messages: u32, padded_lanes: u32, lower_bound: u32) {
        self.messages += u64::from(messages);
        self.splits += u64::from(messages.saturating_sub(1));
        self.padded_lanes += u64::from(padded_lanes);
        self.lower_bound += u64::from(lower_bound);
    }

    fn count_lsc(&mut self, plan: &lsc::LscPlan<'_>) {
        self.count(plan.messages(), 0, plan.lower_bound);
    }
}

impl ModulePass for Legalize {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
        for counter in ["messages", "splits", "padded_lanes", "lower_bound"] {
            stats.add(PASS, counter, 0);
        }
        // Xe2's legacy messages are fitted as on Xe-HPC, then translated (`legacy_to_lsc`).
        let platform = super::legacy_to_lsc::legalized_as(options.platform);
        // Where LSC reads them, unaligned SVM block loads stay blocks (`legacy_to_lsc`).
        let unaligned_as_gathers = !super::legacy_to_lsc::translates_unaligned_svm_blocks(options);
        // Plan every call of every function first: an error leaves the module untouched.
        // (index into `functions`, plan)
        let mut plans = Vec::new();
        let mut lsc_plans = Vec::new();
        let mut counters = Counters::default();
        let mut functions = Vec::new();
        // Most calls are not messages (select's `rdregion`s): each callee is classified once.
        let mut callees = ByCallee::default();
        // Nothing changes while planning: LSC calls of one form are checked once.
        let mut checked = crate::ir::lsc_checked::CheckedCalls::default();
        for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
            let f = functions.len();
            functions.push(function);
            for (index, inst) in instructions(function).enumerate() {
                let error = |kind: DiagnosticKind| {
                    move |message: String| PassError {
                        pass: PASS,
                        function: function.get_name().to_string_lossy().into_owned(),
                        instruction: Some(index),
                        message,
                        kind,
                    }
                };
                let Some(kind) = callees.of(inst, MemIntrinsicKind::from_name).flatten() else { continue };
                if let MemIntrinsicKind::Lsc(intrinsic) = kind {
                    if lsc::handled(intrinsic) {
                        let plan = lsc::plan(platform, inst, intrinsic, &mut checked)
                            .map_err(error(DiagnosticKind::Refused))?;
                        // A kept call is only counted: a list of every call
                        // would be grown, copied and faulted in for nothing.
                        match plan.widest {
                            Some(_) => lsc_plans.push((f, plan)),
                            None => counters.count_lsc(&plan),
                        }
                    }
                    continue;
                }
                let message = match MessageCall::parse_as(inst, kind) {
                    Ok(Some(m)) => m,
                    Ok(None) => continue,
                    Err(e) => return Err(error(DiagnosticKind::Invalid)(e)),
                };
                let untranslated = match platform != options.platform {
                    true => super::legacy_to_lsc::refusal(&message, options.platform),
                    false => None,
                };
                let svm = matches!(message, MessageCall::SvmGather(_) | MessageCall::SvmScatter(_));
                if let Some(refused) = untranslated.clone().filter(|_| !svm) {
                    return Err(error(DiagnosticKind::Refused)(refused));
                }
                let plan = plan(platform, unaligned_as_gathers, &IntrinsicName(inst), inst, message);
                // An SVM gather or scatter LSC cannot move whole may be split into messages it can.
                let plan = match (plan, untranslated) {
                    (Ok(plan), Some(refused)) if !splits_to_lsc_blocks(&plan) => Err(refused),
                    (Err(_), Some(refused)) => Err(refused),
                    (plan, _) => plan,
                };
                plans.push((f, plan.map_err(error(DiagnosticKind::Refused))?));
            }
        }
        let mut rewriter = Rewriter::new(module, platform);
        rewriter.unaligned_as_gathers = unaligned_as_gathers;
        let mut failed = None;
        for (f, plan) in &plans {
            counters.count(plan.messages(), plan.padded_lanes(), plan.lower_bound);
            if !plan.keep {
                if let Err(message) = rewriter.rewrite(plan) {
                    // The module is being rewritten: instruction indices no longer hold.
                    let function = functions[*f].get_name().to_string_lossy().into_owned();
                    let kind = DiagnosticKind::Internal;
                    failed = Some(PassError { pass: PASS, function, instruction: None, message, kind });
                    break;
                }
            }
        }
        for (f, plan) in &lsc_plans {
            counters.count_lsc(plan);
            if failed.is_some() {
                break;
            }
            if let Err(message) = lsc::rewrite(module, &rewriter.builder, plan) {
                let function = functions[*f].get_name().to_string_lossy().into_owned();
                let kind = DiagnosticKind::Internal;
                failed = Some(PassError { pass: PASS, function, instruction: None, message, kind });
            }
        }
        let Counters { messages, splits, padded_lanes, lower_bound } = counters;
        stats.add(PASS, "messages", messages);
        stats.add(PASS, "splits", splits);
        stats.add(PASS, "padded_lanes", padded_lanes);
        stats.add(PASS, "lower_bound", lower_bound);
        if let Some(error) = failed {
            return Err(error);
        }
        rewriter.delete_unused_declarations();
        // Xe2 has no legacy data port: the legal legacy messages become LSC.
        super::legacy_to_lsc::LegacyToLsc.run(module, options, stats)?;
        // Where the messages encode constant address offsets, they take them.
        super::lsc_offsets::run(module, options, stats)
    }
}

/// One message covering lanes `first .. first + lanes` of the operation at
/// exec size `exec` (`exec - lanes` padding lanes, disabled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Piece {
    first: u32,
    lanes: u32,
    exec: u32,
}

/// SVM_GATHER blocks `first .. first + count` of each lane, read by one
/// group of messages from `addr + first * block_bytes`. Other messages have
/// one group covering everything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BlockGroup {
    first: u32,
    count: u32,
}

/// How a vector operand (or result) holds the lanes' elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Layout {
    /// One element per lane: `v[i]`.
    Lanes,
    /// `per_lane` elements per lane, element-major: `v[j * width + i]`
    /// (4/8-byte SVM_GATHER blocks, SCATTER4_SCALED channels).
    ElementMajor { per_lane: u32 },
    /// `per_lane` elements per lane, lane-major: `v[i * per_lane + j]`
    /// (1-byte SVM_GATHER slots of `max(4, num_blocks)` bytes).
    Slots { per_lane: u32 },
}

impl Layout {
    fn per_lane(self) -> u32 {
        match self {
            Layout::Lanes => 1,
            Layout::ElementMajor { per_lane } | Layout::Slots { per_lane } => per_lane,
        }
    }

    fn with_per_lane(self, per_lane: u32) -> Layout {
        match self {
            Layout::Lanes => Layout::Lanes,
            Layout::ElementMajor { .. } => Layout::ElementMajor { per_lane },
            Layout::Slots { .. } => Layout::Slots { per_lane },
        }
    }

    fn index(self, width: u32, lane: u32, element: u32) -> u32 {
        match self {
            Layout::Lanes => lane,
            Layout::ElementMajor { .. } => element * width + lane,
            Layout::Slots { per_lane } => lane * per_lane + element,
        }
    }
}

/// What one piece of one group reads of a multi-element operand: piece
/// element `j` of a lane is element `first + j` of the original lane, for
/// `j < count`; the rest of the piece's elements are undef.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ElementWindow {
    original: Layout,
    piece: Layout,
    first: u32,
    count: u32,
}

/// The decision for one message call.
struct Plan<'ctx> {
    call: InstructionValue<'ctx>,
    width: u32,
    /// The call is legal as it is.
    keep: bool,
    /// The split, empty when the call is kept (most are: nothing allocated).
    pieces: Vec<Piece>,
    groups: Vec<BlockGroup>,
    /// Bytes per SVM_GATHER block (0 for other messages).
    block_bytes: u32,
    /// The layout of the multi-element operand (`old`/result of SVM_GATHER,
    /// `data` of SCATTER4_SCALED); `Lanes` when there is none.
    layout: Layout,
    lower_bound: u32,
}

impl<'ctx> Plan<'ctx> {
    /// A call legal as it is: one message.
    fn kept(call: InstructionValue<'ctx>, width: u32, layout: Layout) -> Plan<'ctx> {
        Plan { call, width, keep: true, pieces: Vec::new(), groups: Vec::new(), block_bytes: 0, layout, lower_bound: 1 }
    }

    fn messages(&self) -> u32 {
        if self.keep {
            1
        } else {
            (self.pieces.len() * self.groups.len()) as u32
        }
    }

    fn padded_lanes(&self) -> u32 {
        if self.keep {
            return 0;
        }
        self.pieces.iter().map(|p| p.exec - p.lanes).sum::<u32>() * self.groups.len() as u32
    }

    /// What the pieces of `group` read of the multi-element operand.
    fn window(&self, group: BlockGroup) -> ElementWindow {
        let single = self.groups.len() == 1;
        let (piece_layout, count) = match self.layout {
            Layout::Lanes => (Layout::Lanes, 1),
            // One group keeps the whole layout, slot bytes past num_blocks included.
            _ if single => (self.layout, self.layout.per_lane()),
            Layout::Slots { .. } => (Layout::Slots { per_lane: svm_slot(group.count) }, group.count),
            Layout::ElementMajor { .. } => (self.layout.with_per_lane(group.count), group.count),
        };
        ElementWindow { original: self.layout, piece: piece_layout, first: group.first, count }
    }
}

/// The pieces covering `width` lanes with the legal exec sizes `sizes`
/// (ascending, non-empty).
fn pieces(width: u32, sizes: &[u32]) -> Vec<Piece> {
    let Some(&widest) = sizes.last() else { return Vec::new() };
    if sizes.contains(&width) {
        return vec![Piece { first: 0, lanes: width, exec: width }];
    }
    if width < widest {
        let exec = sizes.iter().copied().find(|&s| s >= width).unwrap_or(widest);
        return vec![Piece { first: 0, lanes: width, exec }];
    }
    (0..width.div_ceil(widest))
        .map(|m| {
            let first = m * widest;
            Piece { first, lanes: (width - first).min(widest), exec: widest }
        })
        .collect()
}

/// The names of `platforms`, or "none".
fn platform_names(platforms: &[Platform]) -> String {
    let names: Vec<&str> = platforms.iter().map(|p| p.name()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

fn check_available(platform: Platform, message: Message, intrinsic: &dyn fmt::Display) -> Result<(), String> {
    if !message.exec_sizes(platform).is_empty() {
        return Ok(());
    }
    let hint = match message {
        Message::QwScatter => "; `select` lowers 64-bit SLM scatters to SCATTER4_SCALED with channels RG there",
        _ => "",
    };
    Err(format!(
        "{} (`{intrinsic}`) is not available on {platform}; platforms that have it: {} ({}){hint}",
        message.name(),
        platform_names(&message.platforms()),
        message.desc().platforms[platform as usize].source,
    ))
}

/// A feature of `message` (16-bit atomics, ...) that the call uses and the
/// platform lacks: an error naming the platforms that have it.
fn check_feature(
    platform: Platform,
    message: Message,
    feature: Feature,
    what: &str,
    intrinsic: &dyn fmt::Display,
) -> Result<(), String> {
    if message.has_feature(feature, platform) {
        return Ok(());
    }
    let have: Vec<Platform> = Platform::ALL.into_iter().filter(|&p| message.has_feature(feature, p)).collect();
    let source = message.feature(feature).map_or("", |f| f.platforms[platform as usize].source);
    Err(format!(
        "{what} {} (`{intrinsic}`) is not available on {platform}; platforms that have it: {} ({source})",
        message.name(),
        platform_names(&have),
    ))
}

/// The size in bytes of an integer or floating-point element type.
fn element_bytes(ty: BasicTypeEnum<'_>) -> Option<u32> {
    match ty {
        BasicTypeEnum::IntType(t) => Some(t.get_bit_width()).filter(|b| b % 8 == 0).map(|b| b / 8),
        // `half`, `float` and `double` (not bfloat or the wider kinds).
        BasicTypeEnum::FloatType(t) => match llvm::type_kind(t.as_type_ref()) {
            LLVMTypeKind::LLVMHalfTypeKind => Some(2),
            LLVMTypeKind::LLVMFloatTypeKind => Some(4),
            LLVMTypeKind::LLVMDoubleTypeKind => Some(8),
            _ => None,
        },
        _ => None,
    }
}

fn len(v: VectorValue<'_>) -> u32 {
    v.get_type().get_size()
}

fn printed(v: VectorValue<'_>) -> String {
    v.get_type().print_to_string().to_string()
}

/// Checks that every `(what, vector)` has `width` lanes.
fn check_lanes(intrinsic: &dyn fmt::Display, width: u32, operands: &[(&str, VectorValue<'_>)]) -> Result<(), String> {
    for (what, v) in operands {
        if len(*v) != width {
            return Err(format!("`{intrinsic}`: {what} is {} but the predicate has {width} lanes", printed(*v)));
        }
    }
    Ok(())
}

fn check_i32_lanes(intrinsic: &dyn fmt::Display, operands: &[(&str, VectorValue<'_>)]) -> Result<(), String> {
    for (what, v) in operands {
        let ok = matches!(v.get_type().get_element_type(), BasicTypeEnum::IntType(t) if t.get_bit_width() == 32);
        if !ok {
            return Err(format!("`{intrinsic}`: {what} must be a vector of i32, not {}", printed(*v)));
        }
    }
    Ok(())
}

/// Checks one call against the platform and decides its messages
/// (`unaligned_as_gathers`: an unaligned SVM block load as dword gathers).
fn plan<'ctx>(
    platform: Platform,
    unaligned_as_gathers: bool,
    intrinsic: &dyn fmt::Display,
    call: InstructionValue<'ctx>,
    message: MessageCall<'ctx>,
) -> Result<Plan<'ctx>, String> {
    let width = message.width();
    let Some(pred) = message.pred() else {
        return match &message {
            MessageCall::Block(b) => plan_block(platform, unaligned_as_gathers, intrinsic, call, b),
            _ => Err(format!("internal error: `{intrinsic}` has no predicate")),
        };
    };
    let pred_ok = matches!(pred.get_type().get_element_type(), BasicTypeEnum::IntType(t) if t.get_bit_width() == 1);
    if !pred_ok {
        return Err(format!("`{intrinsic}`: the predicate must be <N x i1>, not {}", printed(pred)));
    }
    let result_is = |v: VectorValue<'_>, what: &str| {
        if call.get_type().as_any_type_enum() == v.get_type().as_any_type_enum() {
            Ok(())
        } else {
            Err(format!("`{intrinsic}`: the result must have the type of {what}, {}", printed(v)))
        }
    };
    let msg = message.message();
    let (sizes, layout): (&[u32], Layout) = match &message {
        MessageCall::SvmGather(g) => {
            result_is(g.old, "`old`")?;
            return plan_svm_blocks(platform, msg, intrinsic, call, width, g.log2_num_blocks, g.addrs, g.old);
        }
        MessageCall::SvmScatter(s) => {
            return plan_svm_blocks(platform, msg, intrinsic, call, width, s.log2_num_blocks, s.addrs, s.data)
        }
        MessageCall::Gather4(g) => {
            check_available(platform, msg, intrinsic)?;
            channels_shape(intrinsic, width, g.channel_mask, g.element_offset, g.old)?;
            result_is(g.old, "`old`")?;
            (msg.exec_sizes(platform), Layout::ElementMajor { per_lane: g.channel_mask.count_ones() })
        }
        MessageCall::ByteScaled(b) => {
            check_available(platform, msg, intrinsic)?;
            if b.log2_num_blocks > 2 {
                return Err(format!(
                    "`{intrinsic}`: log2_num_blocks must be 0..=2 (1, 2 or 4 bytes), not {}",
                    b.log2_num_blocks
                ));
            }
            check_lanes(intrinsic, width, &[("the element offset", b.element_offset), ("the data", b.data)])?;
            check_i32_lanes(intrinsic, &[("the element offset", b.element_offset)])?;
            if element_bytes(b.data.get_type().get_element_type()) != Some(4) {
                return Err(format!(
                    "`{intrinsic}`: the data must be <N x i32> or <N x float>, not {}",
                    printed(b.data)
                ));
            }
            if b.gather {
                result_is(b.data, "`old`")?;
            }
            (msg.exec_sizes(platform), Layout::Lanes)
        }
        MessageCall::QwGather(q) => {
            check_available(platform, msg, intrinsic)?;
            qword_lanes(intrinsic, width, q.offsets, q.old)?;
            result_is(q.old, "`old`")?;
            (msg.exec_sizes(platform), Layout::Lanes)
        }
        MessageCall::Atomic(a) => {
            check_available(platform, msg, intrinsic)?;
            let mut operands = vec![("the addresses", a.addrs), ("`old`", a.old)];
            operands.extend(a.src0.map(|s| ("src0", s)));
            operands.extend(a.src1.map(|s| ("src1", s)));
            check_lanes(intrinsic, width, &operands)?;
            let data_ty = a.old.get_type();
            let data_ok = a.src0.into_iter().chain(a.src1).all(|s| s.get_type() == data_ty);
            let bytes = element_bytes(data_ty.get_element_type());
            let is_float = matches!(data_ty.get_element_type(), BasicTypeEnum::FloatType(_));
            if a.is_16bit {
                // The 16-bit form: the low halves of i32 lanes (docs/intrinsics.md).
                if !data_ok || is_float || bytes != Some(4) {
                    return Err(format!(
                        "`{intrinsic}`: src0, src1 and `old` must be one vector type of i32 lanes (16-bit data in \
                         their low halves), not {}",
                        printed(a.old)
                    ));
                }
                check_feature(platform, msg, Feature::Atomic16, "16-bit", intrinsic)?;
            } else if !data_ok || !matches!(bytes, Some(4 | 8)) || is_float != a.op.is_float() {
                let kind = if a.op.is_float() { "float" } else { "i32 or i64" };
                return Err(format!(
                    "`{intrinsic}`: src0, src1 and `old` must be one vector type of {kind} lanes, not {}",
                    printed(a.old)
                ));
            }
            if bytes == Some(8) {
                if msg == Message::DwordAtomic {
                    return Err(format!("`{intrinsic}`: DWORD_ATOMIC has no 64-bit form; SVM_ATOMIC has one"));
                }
                check_feature(platform, msg, Feature::Atomic64, "64-bit", intrinsic)?;
            }
            if msg == Message::DwordAtomic {
                check_i32_lanes(intrinsic, &[("the element offset", a.addrs)])?;
            } else if !is_address_vector(a.addrs) {
                return Err(format!("`{intrinsic}`: the addresses must be <{width} x i64>, not {}", printed(a.addrs)));
            }
            result_is(a.old, "`old`")?;
            (msg.exec_sizes(platform), Layout::Lanes)
        }
        MessageCall::Block(_) => return Err(format!("internal error: `{intrinsic}` has a predicate")),
        MessageCall::Scatter4(s) => {
            check_available(platform, Message::Scatter4Scaled, intrinsic)?;
            channels_shape(intrinsic, width, s.channel_mask, s.element_offset, s.data)?;
            let layout = Layout::ElementMajor { per_lane: s.channel_mask.count_ones() };
            (Message::Scatter4Scaled.exec_sizes(platform), layout)
        }
        MessageCall::QwScatter(q) => {
            check_available(platform, Message::QwScatter, intrinsic)?;
            qword_lanes(intrinsic, width, q.offsets, q.data)?;
            (Message::QwScatter.exec_sizes(platform), Layout::Lanes)
        }
        MessageCall::TypedAtomic(a) => {
            check_available(platform, Message::TypedAtomic, intrinsic)?;
            if a.is_16bit {
                check_feature(platform, Message::TypedAtomic, Feature::Atomic16, "16-bit", intrinsic)?;
            }
            let mut operands = vec![("u", a.u), ("v", a.v), ("r", a.r), ("lod", a.lod)];
            operands.extend(a.src0.map(|s| ("src0", s)));
            operands.extend(a.src1.map(|s| ("src1", s)));
            check_lanes(intrinsic, width, &operands)?;
            check_i32_lanes(intrinsic, &operands)?;
            if call.get_type().as_any_type_enum() != a.u.get_type().as_any_type_enum() {
                return Err(format!("`{intrinsic}`: the result must be <{width} x i32>"));
            }
            (Message::TypedAtomic.exec_sizes(platform), Layout::Lanes)
        }
    };
    if sizes.is_empty() {
        return Err(format!("`{intrinsic}`: no exec size is legal on {platform}"));
    }
    if sizes.contains(&width) {
        return Ok(Plan::kept(call, width, layout));
    }
    let pieces = pieces(width, sizes);
    Ok(Plan {
        call,
        width,
        keep: false,
        lower_bound: pieces.len() as u32,
        pieces,
        groups: vec![BlockGroup { first: 0, count: 1 }],
        block_bytes: 0,
        layout,
    })
}

/// GATHER4/SCATTER4_SCALED: the channel mask and the channel-major data.
fn channels_shape(
    intrinsic: &dyn fmt::Display,
    width: u32,
    channel_mask: u32,
    element_offset: VectorValue<'_>,
    data: VectorValue<'_>,
) -> Result<(), String> {
    if channel_mask == 0 || channel_mask > 0b1111 {
        return Err(format!(
            "`{intrinsic}`: the channel mask must be 1..=15 (vISA spec, SCATTER4_SCALED: Channels, \"0000 is not allowed\"), not {channel_mask}"
        ));
    }
    check_lanes(intrinsic, width, &[("the element offset", element_offset)])?;
    check_i32_lanes(intrinsic, &[("the element offset", element_offset)])?;
    let channels = channel_mask.count_ones();
    if len(data) != width * channels || element_bytes(data.get_type().get_element_type()) != Some(4) {
        return Err(format!(
            "`{intrinsic}`: the data must be <{} x i32 or float> ({channels} channel(s) of {width} lanes, channel-major), not {}",
            width * channels,
            printed(data)
        ));
    }
    Ok(())
}

/// QW_GATHER/QW_SCATTER: dword offsets and one qword per lane.
fn qword_lanes(
    intrinsic: &dyn fmt::Display,
    width: u32,
    offsets: VectorValue<'_>,
    data: VectorValue<'_>,
) -> Result<(), String> {
    check_lanes(intrinsic, width, &[("the offset", offsets), ("the data", data)])?;
    check_i32_lanes(intrinsic, &[("the offset", offsets)])?;
    if element_bytes(data.get_type().get_element_type()) != Some(8) {
        return Err(format!("`{intrinsic}`: the data must be <N x i64> or <N x double>, not {}", printed(data)));
    }
    Ok(())
}

/// `<N x i64>` or a vector of pointers.
fn is_address_vector(v: VectorValue<'_>) -> bool {
    match v.get_type().get_element_type() {
        BasicTypeEnum::IntType(t) => t.get_bit_width() == 64,
        BasicTypeEnum::PointerType(_) => true,
        _ => false,
    }
}

/// The binding-table index of SLM (T0).
const SLM_SURFACE: u64 = 254;

/// The largest number of owords a block message moves.
const MAX_OWORDS: u32 = 1 << 16;

/// A block message of any size: pieces of the legal oword counts, largest
/// first (the fewest messages: the counts are powers of two).
fn plan_block<'ctx>(
    platform: Platform,
    unaligned_as_gathers: bool,
    intrinsic: &dyn fmt::Display,
    call: InstructionValue<'ctx>,
    b: &msg::BlockCall<'ctx>,
) -> Result<Plan<'ctx>, String> {
    check_available(platform, b.message, intrinsic)?;
    let on_slm = b.surface.and_then(|s| s.get_zero_extended_constant()) == Some(SLM_SURFACE);
    if on_slm && b.message.feature(Feature::Slm).is_some() {
        check_feature(platform, b.message, Feature::Slm, "SLM (surface 254) with", intrinsic)?;
    }
    let bytes = match b.data {
        BasicValueEnum::VectorValue(v) => msg::value_bytes(v.into()),
        _ => None,
    };
    let Some(bytes) = bytes.filter(|&n| n > 0 && n % 16 == 0 && n / 16 <= MAX_OWORDS) else {
        return Err(format!(
            "`{intrinsic}`: the data must be a vector of integers or floats of whole owords (16 bytes, at most \
             {MAX_OWORDS} owords), not {}",
            b.data.get_type().print_to_string()
        ));
    };
    let owords = bytes / 16;
    if b.message == Message::SvmBlockLd && b.unaligned && unaligned_as_gathers {
        // Read as dword gathers (`Rewriter::unaligned_block_as_gathers`): plan their lanes.
        let dwords = bytes / 4;
        let pieces = pieces(dwords, &svm_block_exec_sizes(Message::SvmGather, platform, 4, 1));
        let lower_bound = pieces.len() as u32;
        let groups = vec![BlockGroup { first: 0, count: 1 }];
        return Ok(Plan {
            call,
            width: dwords,
            keep: false,
            lower_bound,
            pieces,
            groups,
            block_bytes: 4,
            layout: Layout::Lanes,
        });
    }
    let lsc_counts;
    let as_lsc =
        !unaligned_as_gathers && super::legacy_to_lsc::svm_block_as_lsc(b.message, b.unaligned, owords, platform);
    let counts: &[u32] = if as_lsc || (b.message == Message::SvmBlockLd && b.unaligned) {
        lsc_counts = super::legacy_to_lsc::transposed_d32_owords(platform);
        &lsc_counts
    } else {
        b.message.exec_sizes(platform)
    };
    let mut pieces = Vec::new();
    let mut first = 0;
    while first < owords {
        let Some(&count) = counts.iter().rev().find(|&&c| c <= owords - first) else {
            return Err(format!("`{intrinsic}`: no oword count of {} is legal on {platform}", b.message.name()));
        };
        pieces.push(Piece { first, lanes: count, exec: count });
        first += count;
    }
    Ok(Plan {
        call,
        width: owords,
        keep: pieces.len() == 1,
        lower_bound: pieces.len() as u32,
        pieces,
        groups: vec![BlockGroup { first: 0, count: 1 }],
        block_bytes: 0,
        layout: Layout::Lanes,
    })
}

/// Whether `plan` moves an SVM gather's or scatter's one-byte blocks at
/// most 4 to a message, as LSC translates them (`legacy_to_lsc`): a call
/// of 8 one-byte blocks split so is no refusal where the platform has no
/// legacy data port.
fn splits_to_lsc_blocks(plan: &Plan<'_>) -> bool {
    plan.block_bytes == 1 && !plan.keep && plan.groups.iter().all(|g| g.count <= 4)
}

/// SVM_GATHER and SVM_SCATTER: `data` is the gather's `old` or the scatter's data.
#[allow(clippy::too_many_arguments)]
fn plan_svm_blocks<'ctx>(
    platform: Platform,
    message: Message,
    intrinsic: &dyn fmt::Display,
    call: InstructionValue<'ctx>,
    width: u32,
    log2_num_blocks: u32,
    addrs: VectorValue<'ctx>,
    data: VectorValue<'ctx>,
) -> Result<Plan<'ctx>, String> {
    check_available(platform, message, intrinsic)?;
    if log2_num_blocks > 3 {
        return Err(format!("`{intrinsic}`: log2_num_blocks must be 0..=3, not {log2_num_blocks}"));
    }
    let num_blocks = 1u32 << log2_num_blocks;
    check_lanes(intrinsic, width, &[("the address vector", addrs)])?;
    if !is_address_vector(addrs) {
        return Err(format!(
            "`{intrinsic}`: the addresses must be <{width} x i64> or pointers, not {}",
            printed(addrs)
        ));
    }
    let what = if message == Message::SvmGather { "`old`" } else { "the data" };
    let block_bytes = element_bytes(data.get_type().get_element_type()).filter(|b| matches!(b, 1 | 4 | 8));
    let Some(block_bytes) = block_bytes else {
        return Err(format!(
            "`{intrinsic}`: {what} must hold 1-, 4- or 8-byte integers or floats (the block size), not {}",
            printed(data)
        ));
    };
    let layout = if block_bytes == 1 {
        Layout::Slots { per_lane: svm_slot(num_blocks) }
    } else if num_blocks == 1 {
        Layout::Lanes
    } else {
        Layout::ElementMajor { per_lane: num_blocks }
    };
    if len(data) != width * layout.per_lane() {
        return Err(format!(
            "`{intrinsic}`: {what} must have {} elements ({width} lanes x {} for {num_blocks} block(s) of {block_bytes} byte(s)), not {}",
            width * layout.per_lane(),
            layout.per_lane(),
            printed(data)
        ));
    }
    // Fewest messages over the block counts per message that have a legal exec size.
    let mut best: Option<(u32, u32, ExecSizes)> = None; // (messages, blocks per message, sizes)
    let mut per_message = num_blocks;
    while per_message >= 1 {
        // Fewer blocks per message cost at least `num_blocks / per_message` messages.
        if best.as_ref().is_some_and(|(m, _, _)| *m <= num_blocks / per_message) {
            break;
        }
        let sizes = svm_block_exec_sizes(message, platform, block_bytes, per_message);
        if let Some(&widest) = sizes.last() {
            let lane_messages = if sizes.contains(&width) { 1 } else { width.div_ceil(widest) };
            let messages = (num_blocks / per_message) * lane_messages;
            if best.as_ref().is_none_or(|(m, _, _)| messages < *m) {
                best = Some((messages, per_message, sizes));
            }
        }
        per_message /= 2;
    }
    let Some((lower_bound, per_message, sizes)) = best else {
        return Err(format!(
            "`{intrinsic}`: no exec size of {} on {platform} allows {num_blocks} block(s) of {block_bytes} byte(s)",
            message.name()
        ));
    };
    if per_message == num_blocks && sizes.contains(&width) {
        return Ok(Plan { block_bytes, ..Plan::kept(call, width, layout) });
    }
    let groups: Vec<BlockGroup> =
        (0..num_blocks / per_message).map(|h| BlockGroup { first: h * per_message, count: per_message }).collect();
    Ok(Plan { call, width, keep: false, pieces: pieces(width, &sizes), groups, block_bytes, layout, lower_bound })
}

/// Builds the pieces of planned calls.
struct Rewriter<'a, 'ctx> {
    module: &'a Module<'ctx>,
    platform: Platform,
    context: ContextRef<'ctx>,
    builder: Builder<'ctx>,
    /// Declarations of rewritten calls, deleted at the end when unused.
    callees: Vec<FunctionValue<'ctx>>,
    /// Slices already built, per basic block: calls are rewritten in
    /// order, so a slice built before an earlier call of the block
    /// dominates the later ones. Key: (block, sliced value, padding with
    /// zeroinitializer (predicates) or poison, mask).
    slices: FxHashMap<SliceKey, VectorValue<'ctx>>,
    /// The block of the call being rewritten (its address, for `slices`).
    block: usize,
    /// Shuffle masks by their entries, each made once (`slices` knows a
    /// mask by its address).
    masks: RefCell<FxHashMap<Vec<Option<u32>>, Mask>>,
    /// The message declarations built so far (none is deleted before the end).
    declarations: msg::Declarations<'ctx>,
    /// [`Rewriter::join_mask`]s by their arguments.
    join_masks: RefCell<FxHashMap<JoinKey, Mask>>,
    /// Whether an unaligned SVM block load becomes dword gathers (else
    /// oword pieces, which `legacy_to_lsc` makes LSC loads).
    unaligned_as_gathers: bool,
}

/// A shuffle mask's integers ([`llvm::shuffle_mask`]).
type Mask = Rc<[i32]>;

/// (width, original length, piece length, the results' windows and pieces)
type JoinKey = (u32, u32, u32, Vec<(ElementWindow, Piece)>);

/// (block, sliced value, padding with zeroinitializer, the mask's address).
type SliceKey = (usize, usize, bool, usize);

fn value_name(v: &impl AsValueRef) -> String {
    crate::ir::llvm::value_name(v.as_value_ref())
}

fn set_value_name(v: &impl AsValueRef, name: &str) {
    llvm::set_value_name(v.as_value_ref(), name);
}

/// `{base}.{suffix}` for a named value, "" (numbered) for an unnamed one.
fn derived_name(base: &str, suffix: &str) -> String {
    if base.is_empty() {
        String::new()
    } else {
        format!("{base}.{suffix}")
    }
}

impl<'a, 'ctx> Rewriter<'a, 'ctx> {
    fn new(module: &'a Module<'ctx>, platform: Platform) -> Self {
        let context = module.get_context();
        let builder = context.create_builder();
        Rewriter {
            module,
            platform,
            context,
            builder,
            callees: Vec::new(),
            slices: FxHashMap::default(),
            block: 0,
            masks: RefCell::default(),
            declarations: msg::Declarations::default(),
            join_masks: RefCell::default(),
            unaligned_as_gathers: true,
        }
    }

    fn mask(&self, indices: &[Option<u32>]) -> Mask {
        if let Some(known) = self.masks.borrow().get(indices) {
            return known.clone();
        }
        let mask: Mask = llvm::shuffle_mask(indices).into();
        self.masks.borrow_mut().insert(indices.to_vec(), mask.clone());
        mask
    }

    fn shuffle(
        &self,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        indices: &[Option<u32>],
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        self.shuffle_with(a, b, &self.mask(indices), name)
    }

    fn shuffle_with(
        &self,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        mask: &[i32],
        name: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        llvm::build_shuffle(&self.builder, a, b, mask, name)
    }

    /// `v` itself when `indices` selects all of it in order, else the
    /// slice `shufflevector v, <poison or zeroinitializer>, indices` (built
    /// once per block).
    fn slice(
        &mut self,
        v: VectorValue<'ctx>,
        indices: &[Option<u32>],
        zero_padding: bool,
        suffix: impl FnOnce() -> String,
    ) -> Result<VectorValue<'ctx>, String> {
        let identity = indices.len() as u32 == len(v) && indices.iter().enumerate().all(|(i, x)| *x == Some(i as u32));
        if identity {
            return Ok(v);
        }
        let mask = self.mask(indices);
        // A slice of a constant is a constant (the builder folds it), valid everywhere.
        let constant = llvm::is_constant(v.as_value_ref());
        let block = if constant { 0 } else { self.block };
        let key = (block, v.as_value_ref() as usize, zero_padding, mask.as_ptr() as usize);
        if let Some(slice) = self.slices.get(&key) {
            return Ok(*slice);
        }
        let name = derived_name(&value_name(&v), &suffix());
        let padding = if zero_padding { v.get_type().const_zero() } else { v.get_type().get_poison() };
        let slice = self.shuffle_with(v, padding, &mask, &name)?;
        self.slices.insert(key, slice);
        Ok(slice)
    }

    /// The predicate of `piece`: its lanes, then disabled padding lanes
    /// (index `N` reads the zero vector).
    fn predicate(&mut self, pred: VectorValue<'ctx>, piece: Piece) -> Result<VectorValue<'ctx>, String> {
        let width = len(pred);
        let indices: Vec<Option<u32>> =
            (0..piece.exec).map(|i| Some(if i < piece.lanes { piece.first + i } else { width })).collect();
        self.slice(pred, &indices, true, || piece.first.to_string())
    }

    /// A one-element-per-lane operand's lanes of `piece`.
    fn lanes(&mut self, v: VectorValue<'ctx>, piece: Piece) -> Result<VectorValue<'ctx>, String> {
        let indices: Vec<Option<u32>> = (0..piece.exec).map(|i| (i < piece.lanes).then_some(piece.first + i)).collect();
        self.slice(v, &indices, false, || piece.first.to_string())
    }

    /// The indices into the original multi-element vector (of `width` lanes)
    /// that the piece's elements read, `None` for the piece's undef ones.
    fn window_indices(window: ElementWindow, width: u32, piece: Piece) -> Vec<Option<u32>> {
        let per_lane = window.piece.per_lane();
        let mut indices = vec![None; (piece.exec * per_lane) as usize];
        for i in 0..piece.lanes {
            for j in 0..window.count {
                let to = window.piece.index(piece.exec, i, j) as usize;
                if let Some(slot) = indices.get_mut(to) {
                    *slot = Some(window.original.index(width, piece.first + i, window.first + j));
                }
            }
        }
        indices
    }

    fn elements(
        &mut self,
        v: VectorValue<'ctx>,
        window: ElementWindow,
        width: u32,
        piece: Piece,
        suffix: &str,
    ) -> Result<VectorValue<'ctx>, String> {
        self.slice(v, &Self::window_indices(window, width, piece), false, || suffix.to_string())
    }

    fn rewrite(&mut self, plan: &Plan<'ctx>) -> Result<(), String> {
        // Read the operands again: an earlier rewrite may have replaced one
        // (a gather's result feeding this call).
        let message = match MessageCall::parse(plan.call)? {
            Some(m) => m,
            None => return Err("internal error: the call is no longer a message".into()),
        };
        self.note_callee(plan);
        self.block = plan.call.get_parent().map_or(0, |b| b.as_mut_ptr() as usize);
        self.builder.position_before(&plan.call);
        let simt = msg::in_simt_function(plan.call);
        let call_name = value_name(&plan.call);
        let (message_pred, block) = match message {
            MessageCall::Block(b) => (None, Some(b)),
            _ => (message.pred(), None),
        };
        if let Some(b) = block {
            if b.message == Message::SvmBlockLd && b.unaligned && self.unaligned_as_gathers {
                return self.unaligned_block_as_gathers(plan, &b, &call_name);
            }
            let joined = self.rewrite_block(plan, &b, &call_name)?;
            return self.replace(plan, joined, &call_name);
        }
        let Some(message_pred) = message_pred else { return Err("internal error: no predicate".into()) };
        let mut results: Vec<(VectorValue<'ctx>, ElementWindow, Piece)> = Vec::new();
        for &group in &plan.groups {
            let window = plan.window(group);
            let group_suffix = if plan.groups.len() > 1 { format!("b{}.", group.first) } else { String::new() };
            let addrs = match &message {
                MessageCall::SvmGather(g) => Some(self.group_addresses(g.addrs, group.first * plan.block_bytes)?),
                MessageCall::SvmScatter(g) => Some(self.group_addresses(g.addrs, group.first * plan.block_bytes)?),
                _ => None,
            };
            for &piece in &plan.pieces {
                let suffix = format!("{group_suffix}{}", piece.first);
                let pred = self.predicate(message_pred, piece)?;
                let sliced = match &message {
                    MessageCall::SvmGather(g) => MessageCall::SvmGather(SvmGatherCall {
                        pred,
                        log2_num_blocks: group.count.trailing_zeros(),
                        addrs: self.lanes(addrs.unwrap_or(g.addrs), piece)?,
                        old: self.elements(g.old, window, plan.width, piece, &suffix)?,
                    }),
                    MessageCall::SvmScatter(g) => MessageCall::SvmScatter(msg::SvmScatterCall {
                        pred,
                        log2_num_blocks: group.count.trailing_zeros(),
                        addrs: self.lanes(addrs.unwrap_or(g.addrs), piece)?,
                        data: self.elements(g.data, window, plan.width, piece, &suffix)?,
                    }),
                    MessageCall::Gather4(g) => MessageCall::Gather4(msg::Gather4Call {
                        pred,
                        element_offset: self.lanes(g.element_offset, piece)?,
                        old: self.elements(g.old, window, plan.width, piece, &suffix)?,
                        ..*g
                    }),
                    MessageCall::ByteScaled(b) => MessageCall::ByteScaled(msg::ByteScaledCall {
                        pred,
                        element_offset: self.lanes(b.element_offset, piece)?,
                        data: self.lanes(b.data, piece)?,
                        ..*b
                    }),
                    MessageCall::QwGather(q) => MessageCall::QwGather(msg::QwGatherCall {
                        pred,
                        offsets: self.lanes(q.offsets, piece)?,
                        old: self.lanes(q.old, piece)?,
                        ..*q
                    }),
                    MessageCall::Atomic(a) => MessageCall::Atomic(msg::AtomicCall {
                        pred,
                        addrs: self.lanes(a.addrs, piece)?,
                        src0: a.src0.map(|v| self.lanes(v, piece)).transpose()?,
                        src1: a.src1.map(|v| self.lanes(v, piece)).transpose()?,
                        old: self.lanes(a.old, piece)?,
                        ..*a
                    }),
                    MessageCall::Block(_) => return Err("internal error: a block message with a predicate".into()),
                    MessageCall::Scatter4(s) => MessageCall::Scatter4(Scatter4Call {
                        pred,
                        element_offset: self.lanes(s.element_offset, piece)?,
                        data: self.elements(s.data, window, plan.width, piece, &suffix)?,
                        ..*s
                    }),
                    MessageCall::QwScatter(q) => MessageCall::QwScatter(msg::QwScatterCall {
                        pred,
                        offsets: self.lanes(q.offsets, piece)?,
                        data: self.lanes(q.data, piece)?,
                        ..*q
                    }),
                    MessageCall::TypedAtomic(a) => MessageCall::TypedAtomic(TypedAtomicCall {
                        pred,
                        src0: a.src0.map(|v| self.lanes(v, piece)).transpose()?,
                        src1: a.src1.map(|v| self.lanes(v, piece)).transpose()?,
                        u: self.lanes(a.u, piece)?,
                        v: self.lanes(a.v, piece)?,
                        r: self.lanes(a.r, piece)?,
                        lod: self.lanes(a.lod, piece)?,
                        ..*a
                    }),
                };
                let result = msg::build_with(
                    &self.builder,
                    self.module,
                    &self.declarations,
                    &sliced,
                    &derived_name(&call_name, &suffix),
                )?;
                if msg::is_nomask(plan.call) {
                    if let Some(built) = plan.call.get_previous_instruction() {
                        msg::set_nomask(built);
                    }
                }
                if simt && piece.first != 0 {
                    // The call just built sits right before the original.
                    if let Some(built) = plan.call.get_previous_instruction() {
                        msg::set_piece_lane(built, piece.first);
                    }
                }
                if let Some(BasicValueEnum::VectorValue(r)) = result {
                    results.push((r, window, piece));
                }
            }
        }
        let joined = if results.is_empty() { None } else { Some(self.join(plan, &message, &results)?) };
        self.replace(plan, joined, &call_name)
    }

    /// Replaces the planned call's uses with `joined` (the pieces' results,
    /// if it has any) and erases it.
    fn replace(&self, plan: &Plan<'ctx>, joined: Option<VectorValue<'ctx>>, call_name: &str) -> Result<(), String> {
        if let Some(joined) = joined {
            // Of the call's type: the original width and layout.
            llvm::replace_all_uses(plan.call.as_value_ref(), joined.as_value_ref())?;
        }
        plan.call.erase_from_basic_block();
        // The name is free once the call is gone.
        if let Some(joined) = joined.filter(|_| !call_name.is_empty()) {
            set_value_name(&joined, call_name);
        }
        Ok(())
    }

    /// The pieces of a block message: piece `p` moves owords `first ..
    /// first + lanes` of the data, at the address (or offset) advanced by
    /// that many owords. Returns the loads' results concatenated.
    fn rewrite_block(
        &mut self,
        plan: &Plan<'ctx>,
        b: &msg::BlockCall<'ctx>,
        call_name: &str,
    ) -> Result<Option<VectorValue<'ctx>>, String> {
        let BasicValueEnum::VectorValue(data) = b.data else { return Err("internal error: block data".into()) };
        let elem_bytes = msg::value_bytes(data.into()).unwrap_or(0) / len(data).max(1);
        let per_oword = 16 / elem_bytes.max(1);
        let is_load = matches!(b.message, Message::SvmBlockLd | Message::OwordLd | Message::OwordLdUnaligned);
        let mut results = Vec::new();
        for &piece in &plan.pieces {
            // OWORD_LD/OWORD_ST count their offset in owords, the others in bytes.
            let unit = if b.surface.is_some() && !b.unaligned { 1 } else { 16 };
            let step = u64::from(piece.first * unit);
            let address = if step == 0 {
                b.address
            } else {
                let ty = b.address.get_type();
                let name = derived_name(&value_name(&b.address), &format!("plus{step}"));
                self.builder.build_int_add(b.address, ty.const_int(step, false), &name).map_err(|e| e.to_string())?
            };
            let indices: Vec<Option<u32>> =
                (piece.first * per_oword..(piece.first + piece.lanes) * per_oword).map(Some).collect();
            let piece_data = if is_load {
                let lanes = piece.lanes * per_oword;
                let ty = match data.get_type().get_element_type() {
                    BasicTypeEnum::IntType(t) => t.vec_type(lanes),
                    BasicTypeEnum::FloatType(t) => t.vec_type(lanes),
                    _ => return Err("internal error: block data of neither integers nor floats".into()),
                };
                ty.get_poison().into()
            } else {
                self.slice(data, &indices, false, || piece.first.to_string())?.into()
            };
            let sliced = MessageCall::Block(msg::BlockCall { address, data: piece_data, ..*b });
            let name = derived_name(call_name, &piece.first.to_string());
            let result = msg::build_with(&self.builder, self.module, &self.declarations, &sliced, &name)?;
            if let Some(BasicValueEnum::VectorValue(r)) = result {
                results.push(r);
            }
        }
        results.into_iter().try_fold(None, |acc: Option<VectorValue<'ctx>>, part| match acc {
            None => Ok(Some(part)),
            Some(acc) => self.concat(acc, part).map(Some),
        })
    }

    /// An unaligned SVM block load as SVM_GATHERs of the dwords at
    /// `address + 4k`, all lanes enabled and run NoMask: the same bytes, in a form
    /// the text of IGC 1.0.12504's assembler has (it spells only the
    /// oword-aligned `svm_block_ld`; README decision 19). Not where
    /// `legacy_to_lsc` makes it an LSC block load. The wide gather is
    /// planned and split like any other.
    fn unaligned_block_as_gathers(
        &mut self,
        plan: &Plan<'ctx>,
        b: &msg::BlockCall<'ctx>,
        call_name: &str,
    ) -> Result<(), String> {
        let err = |e: inkwell::builder::BuilderError| e.to_string();
        let BasicValueEnum::VectorValue(data) = b.data else { return Err("internal error: block data".into()) };
        let dwords = plan.width;
        let (i32t, i64t) = (self.context.i32_type(), self.context.i64_type());
        let lanes = |n: u32| -> Vec<inkwell::values::IntValue<'ctx>> {
            (0..n).map(|k| i64t.const_int(u64::from(4 * k), false)).collect()
        };
        let splat = self
            .builder
            .build_insert_element(i64t.vec_type(dwords).get_poison(), b.address, i32t.const_zero(), "")
            .map_err(err)?;
        let splat = self.shuffle(splat, splat.get_type().get_poison(), &vec![Some(0); dwords as usize], "")?;
        let addrs = self.builder.build_int_add(splat, VectorType::const_vector(&lanes(dwords)), "").map_err(err)?;
        let pred = VectorType::const_vector(&vec![self.context.bool_type().const_all_ones(); dwords as usize]);
        let gather = MessageCall::SvmGather(SvmGatherCall {
            pred,
            log2_num_blocks: 0,
            addrs,
            old: i32t.vec_type(dwords).get_poison(),
        });
        let name = derived_name(call_name, "dwords");
        let built = msg::build_with(&self.builder, self.module, &self.declarations, &gather, &name)?;
        let Some(BasicValueEnum::VectorValue(wide)) = built else { return Err("internal error: no gather".into()) };
        let Some(call) = wide.as_instruction() else { return Err("internal error: the gather is a constant".into()) };
        msg::set_nomask(call);
        // The block load's users take the wide gather (through a cast, unless
        // the types agree and the builder folds it away); splitting the
        // gather then replaces those uses with the joined pieces.
        let cast = self.builder.build_bit_cast(wide, data.get_type(), "").map_err(err)?.into_vector_value();
        self.replace(plan, Some(cast), call_name)?;
        let gather_plan = plan_svm_blocks(self.platform, Message::SvmGather, &"", call, dwords, 0, addrs, wide)?;
        if !gather_plan.keep {
            self.rewrite(&gather_plan)?;
        }
        Ok(())
    }

    /// `a` then `b`, of any lengths.
    fn concat(&self, a: VectorValue<'ctx>, b: VectorValue<'ctx>) -> Result<VectorValue<'ctx>, String> {
        let (la, lb) = (len(a), len(b));
        let longest = la.max(lb);
        let widen = |v: VectorValue<'ctx>, n: u32| -> Result<VectorValue<'ctx>, String> {
            if n == longest {
                return Ok(v);
            }
            let indices: Vec<Option<u32>> = (0..longest).map(|i| (i < n).then_some(i)).collect();
            self.shuffle(v, v.get_type().get_poison(), &indices, "")
        };
        let (wa, wb) = (widen(a, la)?, widen(b, lb)?);
        let indices: Vec<Option<u32>> = (0..la).chain(longest..longest + lb).map(Some).collect();
        self.shuffle(wa, wb, &indices, "")
    }

    /// Records the callee; after all rewrites, unused ones are deleted.
    fn note_callee(&mut self, plan: &Plan<'ctx>) {
        // The callee of a direct call is the module's function of its name.
        let callee = CallSiteValue::try_from(plan.call).ok().and_then(|site| site.get_called_fn_value());
        if let Some(f) = callee {
            if !self.callees.contains(&f) {
                self.callees.push(f);
            }
        }
    }

    fn delete_unused_declarations(&mut self) {
        for f in self.callees.drain(..) {
            if f.count_basic_blocks() == 0 {
                // SAFETY: `f` is drained from the list, its only copy kept.
                unsafe { llvm::delete_if_unused(f) };
            }
        }
    }

    /// The addresses of block group starting `offset` bytes past each lane's
    /// address (`addr` itself for offset 0), as `<N x i64>`.
    fn group_addresses(&self, addrs: VectorValue<'ctx>, offset: u32) -> Result<VectorValue<'ctx>, String> {
        if offset == 0 {
            return Ok(addrs);
        }
        let err = |e: inkwell::builder::BuilderError| e.to_string();
        let width = len(addrs);
        let i64t = self.context.i64_type();
        let base = value_name(&addrs);
        let ints = match addrs.get_type().get_element_type() {
            BasicTypeEnum::IntType(_) => addrs,
            _ => {
                self.builder.build_ptr_to_int(addrs, i64t.vec_type(width), &derived_name(&base, "int")).map_err(err)?
            }
        };
        let step = VectorType::const_vector(&vec![i64t.const_int(u64::from(offset), false); width as usize]);
        self.builder.build_int_add(ints, step, &derived_name(&base, &format!("plus{offset}"))).map_err(err)
    }

    /// Concatenates the pieces' results and reshuffles them to the original
    /// width and layout (padding lanes dropped).
    fn join(
        &self,
        plan: &Plan<'ctx>,
        message: &MessageCall<'ctx>,
        results: &[(VectorValue<'ctx>, ElementWindow, Piece)],
    ) -> Result<VectorValue<'ctx>, String> {
        let original_len = match message {
            MessageCall::SvmGather(g) => len(g.old),
            MessageCall::Gather4(g) => len(g.old),
            _ => plan.width,
        };
        // Piece p sits at p * piece_len of the concatenation.
        let piece_len = results.first().map_or(0, |(r, _, _)| len(*r));
        let map = self.join_mask(plan.width, original_len, piece_len, results)?;
        let mut parts: Vec<VectorValue<'ctx>> = results.iter().map(|(r, _, _)| *r).collect();
        let name = if parts.len() > 2 { value_name(&plan.call) } else { String::new() };
        while parts.len() > 2 {
            let mut next = Vec::with_capacity(parts.len().div_ceil(2));
            for pair in parts.chunks(2) {
                let part_len = len(pair[0]);
                let cat = derived_name(&name, "cat");
                let joined = if let [a, b] = pair {
                    self.shuffle(*a, *b, &(0..2 * part_len).map(Some).collect::<Vec<_>>(), &cat)?
                } else {
                    // An odd part out is widened with undef to pair with the next level.
                    let a = pair[0];
                    let widen: Vec<Option<u32>> = (0..2 * part_len).map(|i| (i < part_len).then_some(i)).collect();
                    self.shuffle(a, a.get_type().get_poison(), &widen, &cat)?
                };
                next.push(joined);
            }
            parts = next;
        }
        match parts.as_slice() {
            [a] => self.shuffle_with(*a, a.get_type().get_poison(), &map, ""),
            [a, b] => self.shuffle_with(*a, *b, &map, ""),
            _ => Err("internal error: no result to join".into()),
        }
    }

    /// The mask taking the concatenated pieces' results (`piece_len`
    /// elements each) to the original result of `original_len` elements.
    /// Calls of one shape share it, so it is made once per shape.
    fn join_mask(
        &self,
        width: u32,
        original_len: u32,
        piece_len: u32,
        results: &[(VectorValue<'ctx>, ElementWindow, Piece)],
    ) -> Result<Mask, String> {
        let key = (width, original_len, piece_len, results.iter().map(|(_, w, p)| (*w, *p)).collect::<Vec<_>>());
        if let Some(known) = self.join_masks.borrow().get(&key) {
            return Ok(known.clone());
        }
        let mut map: Vec<Option<u32>> = vec![None; original_len as usize];
        for (p, (_, window, piece)) in results.iter().enumerate() {
            let indices = Self::window_indices(*window, width, *piece);
            for (at, original) in indices.iter().enumerate() {
                if let Some(slot) = original.and_then(|o| map.get_mut(o as usize)) {
                    *slot = Some(p as u32 * piece_len + at as u32);
                }
            }
        }
        if map.iter().any(Option::is_none) {
            return Err("internal error: the legalized pieces do not cover every result element".into());
        }
        let mask = self.mask(&map);
        self.join_masks.borrow_mut().insert(key, mask.clone());
        Ok(mask)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn covers(width: u32, sizes: &[u32]) -> Vec<(u32, u32, u32)> {
        pieces(width, sizes).iter().map(|p| (p.first, p.lanes, p.exec)).collect()
    }

    #[test]
    fn fewest_pieces_of_the_widest_size_last_one_padded() {
        const SVM: &[u32] = &[1, 2, 4, 8, 16];
        const SCATTER4: &[u32] = &[8, 16];
        assert_eq!(covers(16, SVM), vec![(0, 16, 16)]);
        assert_eq!(covers(2, SVM), vec![(0, 2, 2)]);
        assert_eq!(covers(31, SVM), vec![(0, 16, 16), (16, 15, 16)]);
        assert_eq!(covers(5, SVM), vec![(0, 5, 8)]);
        assert_eq!(covers(3, SVM), vec![(0, 3, 4)]);
        assert_eq!(covers(12, SCATTER4), vec![(0, 12, 16)]);
        assert_eq!(covers(3, SCATTER4), vec![(0, 3, 8)]);
        assert_eq!(covers(64, SCATTER4).iter().map(|p| p.0).collect::<Vec<_>>(), vec![0, 16, 32, 48]);
        assert_eq!(covers(16, &[8]), vec![(0, 8, 8), (8, 8, 8)]);
        // No piece straddles a 32-lane predicate group.
        for width in 1..=64 {
            for sizes in [SVM, SCATTER4, &[8][..]] {
                let ps = pieces(width, sizes);
                assert_eq!(ps.len() as u32, width.div_ceil(*sizes.last().unwrap()),);
                for p in ps {
                    assert!(
                        sizes.contains(&p.exec) && p.first % p.exec == 0 && p.first / 32 == (p.first + p.exec - 1) / 32
                    );
                }
            }
        }
    }

    #[test]
    fn element_windows_follow_the_layouts() {
        let piece = Piece { first: 16, lanes: 4, exec: 8 };
        let block_major = ElementWindow {
            original: Layout::ElementMajor { per_lane: 2 },
            piece: Layout::ElementMajor { per_lane: 2 },
            first: 0,
            count: 2,
        };
        let some = |v: &[u32]| v.iter().map(|&i| Some(i)).collect::<Vec<_>>();
        let mut expected = some(&[16, 17, 18, 19]);
        expected.extend([None; 4]);
        expected.extend(some(&[36, 37, 38, 39]));
        expected.extend([None; 4]);
        assert_eq!(Rewriter::window_indices(block_major, 20, piece), expected);
        // 1-byte x 8 split in two: the second group reads bytes 4..7 of each 8-byte slot.
        let slots = ElementWindow {
            original: Layout::Slots { per_lane: 8 },
            piece: Layout::Slots { per_lane: 4 },
            first: 4,
            count: 4,
        };
        let got = Rewriter::window_indices(slots, 2, Piece { first: 0, lanes: 2, exec: 2 });
        assert_eq!(got, some(&[4, 5, 6, 7, 12, 13, 14, 15]));
    }
}
