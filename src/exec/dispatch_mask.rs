//! The IR's meaning under a partial dispatch mask: an IR-to-IR rewrite the
//! reference runs, so that a kernel compiled to honour the dispatch mask
//! (SIMT mode; Intel's vector compiler writes every instruction `(M1, n)`)
//! can be compared lane for lane with what its IR says, masked-off lanes
//! included (docs/validate.md, "Partial dispatch masks").
//!
//! Lane `i` of a vector runs on channel `i mod 32`: a vISA instruction has
//! at most 32 channels (the emulator's `EvaluateChEn`, `emu/chen.rs`, enables
//! channel `n + offset` of the 32-bit dispatch mask), and a wider operation
//! is split into pieces whose emask offset is the piece's first lane mod 32
//! (docs/lowering.md, "legalize"). A scalar is lane 0. The rewrite:
//!
//! * **Per-lane messages** (the masked gather/scatter/load/store intrinsics,
//!   the legacy message intrinsics with a predicate, the LSC intrinsics
//!   that are not transposed nor 2D): the predicate is ANDed with the
//!   dispatch lanes (a disabled lane is off even where the predicate is
//!   undefined), so a disabled lane neither reads nor writes memory,
//!   and its bytes are compared as unchanged.
//! * **Values of disabled lanes are undefined**: a compiler that honours the
//!   mask does not compute them (an ALU instruction `(M1, n)` leaves a
//!   disabled channel's register as it was). Every vector value that leaves
//!   its lanes (stored by a plain `store` or a message without exec control,
//!   returned, moved across lanes by `shufflevector`, `extractelement`, a
//!   `bitcast` that changes the lane count, or passed to any other call) is
//!   first `select`ed with `undef` in its disabled lanes, unless it is a
//!   kernel argument (in registers, every lane, before the kernel runs). Lane-wise
//!   instructions need nothing: their disabled lanes only ever reach one of
//!   those points. A store of such a value leaves its disabled lanes'
//!   bytes undefined (not compared), which a compiler may write or not
//!   (a block message writes them, a per-lane one does not).
//!
//! A module this cannot describe (a vector inside an aggregate that is
//! stored or returned) is refused, with the reason, rather than compared
//! wrongly.

use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{AnyValue, AsValueRef, BasicValueEnum, InstructionOpcode, InstructionValue, VectorValue};
use visa_passes::ir::intrinsics::{called_intrinsic, instructions, operand, MemIntrinsicKind};
use visa_passes::ir::lsc::{LscIntrinsic, Role};

/// Channels of a dispatch mask (a vISA instruction has at most 32).
pub const CHANNELS: u32 = 32;

/// Whether lane `lane` of a vector runs under `dispatch`: its channel is
/// `lane mod 32`.
pub fn lane_enabled(dispatch: u32, lane: u32) -> bool {
    dispatch >> (lane % CHANNELS) & 1 == 1
}

/// What [`mask_module`] changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Masked {
    /// Per-lane memory operations whose predicate was ANDed.
    pub predicates: u32,
    /// Vector values made undefined in their disabled lanes.
    pub selects: u32,
}

/// Rewrites every function with a body of `module` as it runs under
/// `dispatch` (see the module comment). `Err` says why the module cannot be
/// masked soundly.
pub fn mask_module(module: &Module<'_>, dispatch: u32) -> Result<Masked, String> {
    let builder = module.get_context().create_builder();
    let mut masked = Masked::default();
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        // Collected first: the rewrite inserts instructions.
        let body: Vec<InstructionValue<'_>> = instructions(function).collect();
        let name = function.get_name().to_string_lossy().into_owned();
        for inst in body {
            let mut rewriter = Rewriter { builder: &builder, dispatch, at: inst, masked: &mut masked };
            rewriter.instruction().map_err(|m| format!("@{name}: {m}"))?;
        }
    }
    Ok(masked)
}

struct Rewriter<'a, 'ctx> {
    builder: &'a Builder<'ctx>,
    dispatch: u32,
    at: InstructionValue<'ctx>,
    masked: &'a mut Masked,
}

impl<'ctx> Rewriter<'_, 'ctx> {
    fn instruction(&mut self) -> Result<(), String> {
        let inst = self.at;
        match inst.get_opcode() {
            InstructionOpcode::Call => self.call(),
            InstructionOpcode::Store => {
                refuse_aggregate(operand(inst, 0), "stores")?;
                self.undefine_disabled(0)
            }
            InstructionOpcode::Return => {
                refuse_aggregate(operand(inst, 0), "returns")?;
                self.undefine_disabled(0)
            }
            InstructionOpcode::ShuffleVector => {
                self.undefine_disabled(0)?;
                self.undefine_disabled(1)
            }
            InstructionOpcode::ExtractElement => self.undefine_disabled(0),
            InstructionOpcode::BitCast => {
                let lanes = |ty: Option<BasicTypeEnum<'_>>| match ty {
                    Some(BasicTypeEnum::VectorType(v)) => Some(v.get_size()),
                    _ => None,
                };
                let from = lanes(operand(inst, 0).map(|v| v.get_type()));
                let to = lanes(BasicTypeEnum::try_from(inst.get_type()).ok());
                if from.is_some() && from != to {
                    self.undefine_disabled(0)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn call(&mut self) -> Result<(), String> {
        let inst = self.at;
        // The callee is the last operand.
        let args = inst.get_num_operands().saturating_sub(1);
        match called_intrinsic(inst) {
            Some(kind) => match per_lane_predicate(kind, inst) {
                Some(p) => {
                    self.refuse_ambiguous_channels(p)?;
                    self.and_predicate(p)
                }
                // A message without exec control: the data it stores is a
                // sink (its other operands are scalars and immediates).
                None => stored_data(kind).map_or(Ok(()), |i| self.undefine_disabled(i)),
            },
            // Any other call may move lanes (a reduction, a region read, a
            // user function): its vector operands are sinks.
            None => (0..args).try_for_each(|i| self.undefine_disabled(i)),
        }
    }

    /// A call whose predicate or another vector operand is a slice of a
    /// wider value from lane `k` (`shufflevector %m, ..., <k, k+1, ...>`)
    /// may be a piece of that wider operation, run on channels `k..`
    /// (this project's legalization writes pieces so, and its emitter
    /// places them there: docs/lowering.md, "legalize"), or a call of its
    /// own on channels `0..` (Intel's compiler). Refused where the mask
    /// tells the two apart.
    fn refuse_ambiguous_channels(&self, pred: u32) -> Result<(), String> {
        let Some(BasicValueEnum::VectorValue(p)) = operand(self.at, pred) else { return Ok(()) };
        let lanes = p.get_type().get_size();
        let args = self.at.get_num_operands().saturating_sub(1);
        for k in (0..args).filter_map(|i| slice_start(operand(self.at, i)?)) {
            if let Some(lane) =
                (0..lanes).find(|&i| lane_enabled(self.dispatch, i) != lane_enabled(self.dispatch, k + i))
            {
                return Err(format!(
                    "`{}` takes a slice from lane {k} of a wider value: it may run on channels {k}.. (a piece of a \
                     wider operation, as this project's legalization writes it) or 0.. (a call of its own), and \
                     the mask enables one of channels {lane} and {} but not the other",
                    self.text(),
                    (k + lane) % CHANNELS
                ));
            }
        }
        Ok(())
    }

    /// ANDs operand `index`, a per-lane predicate, with the dispatch lanes.
    fn and_predicate(&mut self, index: u32) -> Result<(), String> {
        let Some(BasicValueEnum::VectorValue(pred)) = operand(self.at, index) else {
            return Err(format!("operand {index} of `{}` is not a vector predicate", self.text()));
        };
        let lanes = self.dispatch_lanes(pred);
        if lanes.is_all_ones() {
            return Ok(());
        }
        self.builder.position_before(&self.at);
        // A `select`, not an `and`: a disabled lane is off even where the
        // predicate is undefined (`and undef, 0` stays undefined in the
        // reference, value.rs).
        let off = pred.get_type().const_zero();
        let anded = self.builder.build_select(lanes.value, pred, off, "dispatch.pred").map_err(|e| e.to_string())?;
        self.at.set_operand(index, anded);
        self.masked.predicates += 1;
        Ok(())
    }

    /// Operand `index`, if a vector, becomes undefined in its disabled lanes.
    fn undefine_disabled(&mut self, index: u32) -> Result<(), String> {
        let Some(BasicValueEnum::VectorValue(value)) = operand(self.at, index) else { return Ok(()) };
        // A kernel argument is in registers before the first instruction,
        // every lane of it, whatever the mask.
        // (`undef` and `poison` are undefined already.)
        if visa_passes::ir::llvm::is_argument(value.as_value_ref()) || value.is_undef() {
            return Ok(());
        }
        let lanes = self.dispatch_lanes(value);
        if lanes.is_all_ones() {
            return Ok(());
        }
        self.builder.position_before(&self.at);
        let undef = value.get_type().get_undef();
        let chosen =
            self.builder.build_select(lanes.value, value, undef, "dispatch.lanes").map_err(|e| e.to_string())?;
        self.at.set_operand(index, chosen);
        self.masked.selects += 1;
        Ok(())
    }

    /// The dispatch lanes for a vector of `like`'s length, as `<N x i1>`.
    fn dispatch_lanes(&self, like: VectorValue<'ctx>) -> DispatchLanes<'ctx> {
        let n = like.get_type().get_size();
        let bool_type = like.get_type().get_context().bool_type();
        let bits: Vec<_> =
            (0..n).map(|i| bool_type.const_int(u64::from(lane_enabled(self.dispatch, i)), false)).collect();
        let all = (0..n).all(|i| lane_enabled(self.dispatch, i));
        DispatchLanes { value: inkwell::types::VectorType::const_vector(&bits), all }
    }

    fn text(&self) -> String {
        self.at.print_to_string().to_string().trim().to_string()
    }
}

struct DispatchLanes<'ctx> {
    value: VectorValue<'ctx>,
    all: bool,
}

impl DispatchLanes<'_> {
    fn is_all_ones(&self) -> bool {
        self.all
    }
}

/// The operand that predicates a per-lane memory operation's lanes, if it
/// has one: `None` for the messages without exec control (block and
/// oword messages; LSC transposed, 2D and fence forms), whose one lane is
/// channel 0.
fn per_lane_predicate(kind: MemIntrinsicKind, call: InstructionValue<'_>) -> Option<u32> {
    use MemIntrinsicKind::*;
    match kind {
        MaskedGather | MaskedLoad => Some(2),
        MaskedScatter | MaskedStore => Some(3),
        SvmGather
        | SvmScatter
        | Gather4Scaled
        | Scatter4Scaled
        | GatherScaled
        | ScatterScaled
        | QwGather
        | QwScatter
        | TypedAtomic { .. }
        | DwordAtomic { .. }
        | SvmAtomic { .. } => Some(0),
        SvmBlockLd { .. } | SvmBlockSt | OwordLd { .. } | OwordSt => None,
        Lsc(lsc) => {
            let per_lane = matches!(
                lsc,
                LscIntrinsic::Load { .. }
                    | LscIntrinsic::Prefetch { .. }
                    | LscIntrinsic::Store { .. }
                    | LscIntrinsic::XAtomic { .. }
                    | LscIntrinsic::TypedQuad { .. }
            );
            // A transposed message has one address and no lanes; a call
            // the check refuses is the reference's to report.
            let transposed = visa_passes::ir::lsc::check_call(lsc, call).map_or(true, |c| c.transposed);
            let index = lsc.operand(Role::Pred)? as u32;
            let vector = matches!(operand(call, index), Some(BasicValueEnum::VectorValue(_)));
            (per_lane && !transposed && vector).then_some(index)
        }
    }
}

/// `k` when `value` is a `shufflevector` whose lanes are lanes `k`,
/// `k + 1`, ... of its first operand (then padding), `k` not a multiple of
/// 32: a slice of a wider value at another channel.
fn slice_start(value: BasicValueEnum<'_>) -> Option<u32> {
    let BasicValueEnum::VectorValue(v) = value else { return None };
    let mask = visa_passes::ir::llvm::read_shuffle_mask(v.as_value_ref())?;
    let source = match operand(v.as_instruction()?, 0)? {
        BasicValueEnum::VectorValue(input) => input.get_type().get_size(),
        _ => return None,
    };
    let k = (*mask.first()?)?;
    let slice = mask.iter().enumerate().all(|(j, x)| x.is_none_or(|x| x >= source || x == k + j as u32));
    (slice && k < source && k % CHANNELS != 0).then_some(k)
}

/// The data operand of a memory intrinsic without a per-lane predicate
/// that stores it (block and oword stores, LSC transposed and 2D stores).
fn stored_data(kind: MemIntrinsicKind) -> Option<u32> {
    match kind {
        MemIntrinsicKind::SvmBlockSt => Some(1),
        MemIntrinsicKind::OwordSt => Some(2),
        MemIntrinsicKind::Lsc(lsc) => lsc.operand(Role::Data).map(|i| i as u32),
        _ => None,
    }
}

/// A vector inside an aggregate that leaves the function: its lanes cannot
/// be made undefined one by one here.
fn refuse_aggregate(value: Option<BasicValueEnum<'_>>, what: &str) -> Result<(), String> {
    fn holds_vector(ty: BasicTypeEnum<'_>) -> bool {
        match ty {
            BasicTypeEnum::VectorType(_) => true,
            BasicTypeEnum::StructType(s) => s.get_field_types().into_iter().any(holds_vector),
            BasicTypeEnum::ArrayType(a) => holds_vector(a.get_element_type()),
            _ => false,
        }
    }
    match value {
        Some(v @ (BasicValueEnum::StructValue(_) | BasicValueEnum::ArrayValue(_))) if holds_vector(v.get_type()) => {
            Err(format!(
                "it {what} an aggregate holding vectors ({}), whose disabled lanes cannot be told apart; \
                 supported under a partial dispatch mask: vectors and scalars",
                v.get_type().print_to_string().to_string()
            ))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn masked(ll: &str, dispatch: u32) -> (Result<Masked, String>, String) {
        let context = inkwell::context::Context::create();
        let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(ll.as_bytes(), "k.ll");
        let module = context.create_module_from_ir(buffer).expect("parses");
        let result = mask_module(&module, dispatch);
        (result, module.print_to_string().to_string())
    }

    const KERNEL: &str = "
define <4 x i32> @k(<4 x i32 addrspace(1)*> %p, <4 x i32> %arg, <4 x i32> addrspace(1)* %q) {
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> zeroinitializer)
  %w = add <4 x i32> %v, %arg
  %e = extractelement <4 x i32> %arg, i32 3
  %s = shufflevector <4 x i32> %w, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %s, <4 x i32> addrspace(1)* %q, align 4
  ret <4 x i32> %w
}
declare <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*>, i32, <4 x i1>, <4 x i32>)
";

    #[test]
    fn lane_i_is_channel_i_mod_32() {
        assert!(lane_enabled(0b101, 0) && !lane_enabled(0b101, 1) && lane_enabled(0b101, 2));
        assert!(lane_enabled(0b101, 32) && !lane_enabled(0b101, 33) && lane_enabled(0b101, 34));
        assert!(!lane_enabled(0x0000_ffff, 16) && lane_enabled(0x0000_ffff, 47));
    }

    /// Lanes 0 and 2 of 4 on: the gather's predicate, and the values that
    /// leave their lanes (the shuffle's operand, the stored and the returned
    /// value), but not the lane-wise `add` nor the argument's extract.
    #[test]
    fn masks_the_predicate_and_undefines_what_leaves_its_lanes() {
        let (result, text) = masked(KERNEL, 0b0101);
        assert_eq!(result, Ok(Masked { predicates: 1, selects: 3 }), "{text}");
        let dispatch = "<4 x i1> <i1 true, i1 false, i1 true, i1 false>";
        // The constant predicate ANDed folds to a constant.
        let gather = format!("i32 4, {dispatch}, <4 x i32> zeroinitializer)");
        assert!(text.contains(&gather), "{text}");
        assert!(
            text.contains(&format!("%dispatch.lanes = select {dispatch}, <4 x i32> %w, <4 x i32> undef")),
            "{text}"
        );
        assert!(text.contains("%e = extractelement <4 x i32> %arg, i32 3"), "{text}");
        assert!(text.contains("%w = add <4 x i32> %v, %arg"), "{text}");
    }

    #[test]
    fn all_channels_change_nothing() {
        let (result, text) = masked(KERNEL, u32::MAX);
        assert_eq!(result, Ok(Masked::default()), "{text}");
        assert!(!text.contains("dispatch."), "{text}");
    }

    #[test]
    fn a_stored_aggregate_of_vectors_is_refused() {
        let ll = "
define void @k({ <4 x i32> } %a, { <4 x i32> }* %q) {
  store { <4 x i32> } %a, { <4 x i32> }* %q
  ret void
}
";
        let (result, _) = masked(ll, 1);
        let message = result.expect_err("refused");
        assert!(message.contains("@k: it stores an aggregate holding vectors ({ <4 x i32> })"), "{message}");
    }

    /// An 8-lane gather whose predicate is lanes 8..15 of a 16-lane mask:
    /// channels 0..7 or 8..15. Mask 0x1 tells them apart; 0x5555 does not.
    #[test]
    fn a_slice_that_may_run_on_other_channels_is_refused_where_the_mask_tells() {
        let ll = "
define <8 x i32> @k(<8 x i32 addrspace(1)*> %p, <16 x i1> %m) {
  %s = shufflevector <16 x i1> %m, <16 x i1> zeroinitializer, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %p, i32 4, <8 x i1> %s, <8 x i32> zeroinitializer)
  ret <8 x i32> %v
}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
";
        let message = masked(ll, 1).0.expect_err("refused");
        assert!(message.contains("takes a slice from lane 8 of a wider value"), "{message}");
        assert!(message.contains("the mask enables one of channels 0 and 8 but not the other"), "{message}");
        assert!(masked(ll, 0x5555_5555).0.is_ok());
    }
}
