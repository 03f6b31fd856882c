//! `llvm.genx.svm.gather4.scaled` and `llvm.genx.svm.scatter4.scaled`
//! (vc-intrinsics; vISA spec, SVM_GATHER4_SCALED and SVM_SCATTER4_SCALED)
//! as the SVM gathers and scatters of one 4-byte block they are made of,
//! before `select`: each enabled channel `c` (R = bit 0, bit set = channel
//! moved, as `llvm.genx.gather4.scaled` reads its mask) of lane `i` moves
//! the dword at `address + element_offset[i] + 4c`, channel-major in the
//! data (`dst[ch_pos * N + i]`, `ch_pos` counting the enabled channels).
//! That is one `llvm.genx.svm.gather` (or `.scatter`) per enabled channel,
//! in channel order (the order the pseudo-code writes in), of the lanes'
//! addresses `address + element_offset + 4c`, under the same predicate;
//! the 4-byte blocks are dword-aligned as the page requires of the final
//! address. Scale is ignored ("This field is ignored and scale is always
//! zero"). Any lane count is taken, as IGC's lowering splits any width;
//! legalize fits the gathers to the platform.

use crate::ir::intrinsics::instructions;
use crate::ir::llvm::{build_shuffle, called_function, const_uint, copy_metadata, replace_all_uses};
use crate::ir::msg::{self, MessageCall, SvmGatherCall, SvmScatterCall};
use crate::transforms::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::module::Module;
use inkwell::types::{BasicTypeEnum, VectorType};
use inkwell::values::{AsValueRef, BasicValueEnum, InstructionValue, VectorValue};

/// The two intrinsics' names (their overload suffixes follow).
pub const GATHER4: &str = "llvm.genx.svm.gather4.scaled";
pub const SCATTER4: &str = "llvm.genx.svm.scatter4.scaled";

/// The operand list the two take, for the refusals.
const SHAPE: &str = "(<N x i1> pred (or i1 true), i32 channel_mask (constant, 1..=15), i16 scale (constant), \
                     i64 address, <N x i64> element_offset, <M x T> data), T i32 or float, M = N x the enabled \
                     channels";

/// The pass's name (`--passes=svm-channels`, the plugin's `visa-svm-channels`).
pub const PASS: &str = "svm-channels";

/// Whether `name` is one of the two.
pub fn is_svm_channels(name: &str) -> bool {
    [GATHER4, SCATTER4]
        .iter()
        .any(|base| name.strip_prefix(base).is_some_and(|rest| rest.is_empty() || rest.starts_with('.')))
}

/// Whether any function of the module calls one of the two.
pub fn has_svm_channels(module: &Module<'_>) -> bool {
    module.get_functions().any(|f| f.count_basic_blocks() == 0 && is_svm_channels(&f.get_name().to_string_lossy()))
}

/// Rewrites every call of the two; returns how many, or every call whose
/// operands are not the shape above (the module is then unchanged).
pub fn rewrite_svm_channels(module: &Module<'_>) -> Result<u64, Vec<PassError>> {
    let mut calls = Vec::new();
    let mut refused = Vec::new();
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        for (index, inst) in instructions(function).enumerate() {
            let Some(callee) = called_function(inst) else { continue };
            let name = callee.get_name().to_string_lossy().into_owned();
            if !is_svm_channels(&name) {
                continue;
            }
            match ChannelCall::of(inst, name.starts_with(SCATTER4)) {
                Ok(call) => calls.push(call),
                Err(what) => refused.push(PassError {
                    pass: PASS,
                    function: function.get_name().to_string_lossy().into_owned(),
                    instruction: Some(index),
                    message: format!("`{name}`: {what}; supported: `{GATHER4}` and `{SCATTER4}` with {SHAPE}"),
                    kind: crate::diag_kind::DiagnosticKind::Refused,
                }),
            }
        }
    }
    if !refused.is_empty() {
        return Err(refused);
    }
    let count = calls.len() as u64;
    let internal = |message: String| {
        vec![PassError {
            pass: PASS,
            function: String::new(),
            instruction: None,
            message: format!("internal error: {message}"),
            kind: crate::diag_kind::DiagnosticKind::Internal,
        }]
    };
    for call in calls {
        // Read again: a call before it may have fed it (a gather's result
        // scattered), and been replaced since.
        ChannelCall::of(call.inst, call.scatter).and_then(|call| call.rewrite(module)).map_err(internal)?;
    }
    Ok(count)
}

/// One call of the two, its operands checked.
struct ChannelCall<'ctx> {
    inst: InstructionValue<'ctx>,
    /// `None`: the scalar `i1 true`.
    pred: Option<VectorValue<'ctx>>,
    channels: u32,
    address: BasicValueEnum<'ctx>,
    offsets: VectorValue<'ctx>,
    /// The gather's `old` or the scatter's data.
    data: VectorValue<'ctx>,
    scatter: bool,
}

impl<'ctx> ChannelCall<'ctx> {
    fn of(inst: InstructionValue<'ctx>, scatter: bool) -> Result<ChannelCall<'ctx>, String> {
        let arg = |i: u32| crate::ir::llvm::basic_operand(inst, i);
        let count = crate::ir::llvm::arg_count(inst.as_value_ref()).unwrap_or(0);
        let (
            Some(pred),
            Some(mask),
            Some(scale),
            Some(address),
            Some(BasicValueEnum::VectorValue(offsets)),
            Some(BasicValueEnum::VectorValue(data)),
            6,
        ) = (arg(0), arg(1), arg(2), arg(3), arg(4), arg(5), count)
        else {
            return Err("the operands are not the six below".into());
        };
        let lanes = offsets.get_type().get_size();
        let pred = match pred {
            BasicValueEnum::VectorValue(p)
                if is_int(p.get_type().get_element_type(), 1) && p.get_type().get_size() == lanes =>
            {
                Some(p)
            }
            BasicValueEnum::IntValue(p)
                if p.get_type().get_bit_width() == 1 && p.get_zero_extended_constant() == Some(1) =>
            {
                None
            }
            _ => return Err("the predicate is not <N x i1> (N the offsets' lanes) or the constant i1 true".into()),
        };
        let channels = match const_uint(mask.as_value_ref()) {
            Some(m @ 1..=15) => m as u32,
            Some(0) => return Err("the channel mask is 0 (vISA spec: \"0000\" is not allowed)".into()),
            _ => return Err("the channel mask is not a constant 1..=15".into()),
        };
        if !matches!(scale, BasicValueEnum::IntValue(s) if s.get_type().get_bit_width() == 16 && s.is_const()) {
            return Err("the scale is not a constant i16".into());
        }
        if !matches!(address, BasicValueEnum::IntValue(a) if a.get_type().get_bit_width() == 64) {
            return Err("the address is not an i64".into());
        }
        if !is_int(offsets.get_type().get_element_type(), 64) {
            return Err("the element offsets are not <N x i64>".into());
        }
        let element = data.get_type().get_element_type();
        let dword =
            is_int(element, 32) || matches!(element, BasicTypeEnum::FloatType(f) if f == f.get_context().f32_type());
        if !dword || data.get_type().get_size() != lanes * channels.count_ones() {
            return Err(format!(
                "the data is not <{} x i32 or float> ({} channel(s) of {lanes} lanes)",
                lanes * channels.count_ones(),
                channels.count_ones()
            ));
        }
        if !scatter && inst.get_type() != data.get_type().into() {
            return Err("the result does not have the type of `old`".into());
        }
        Ok(ChannelCall { inst, pred, channels, address, offsets, data, scatter })
    }

    /// One SVM gather or scatter per enabled channel, before the call,
    /// keeping its source position; the gathers' results make the call's.
    fn rewrite(self, module: &Module<'ctx>) -> Result<(), String> {
        let context = module.get_context();
        let builder = context.create_builder();
        builder.position_before(&self.inst);
        let lanes = self.offsets.get_type().get_size();
        let i64_type = context.i64_type();
        let pred = match self.pred {
            Some(p) => p,
            None => VectorType::const_vector(&vec![context.bool_type().const_all_ones(); lanes as usize]),
        };
        let BasicValueEnum::IntValue(address) = self.address else {
            return Err("an address that is not an i64".into());
        };
        let first = e(builder.build_insert_element(
            i64_type.vec_type(lanes).get_undef(),
            address,
            context.i32_type().const_zero(),
            "",
        ))?;
        let splat = build_shuffle(&builder, first, first, &vec![0; lanes as usize], "")?;
        let base = e(builder.build_int_add(splat, self.offsets, ""))?;
        let kinds = [crate::transforms::inline::SOURCE_KIND, crate::transforms::inline::INLINED_KIND, "dbg"]
            .map(|k| context.get_kind_id(k));
        let mut built = Vec::new();
        let mut gathered = Vec::new();
        for (ch_pos, c) in (0..4u32).filter(|c| self.channels & (1 << c) != 0).enumerate() {
            let step = i64_type.const_int(u64::from(4 * c), false);
            let addrs = match c {
                0 => base,
                _ => e(builder.build_int_add(base, VectorType::const_vector(&vec![step; lanes as usize]), ""))?,
            };
            let part: Vec<i32> = (0..lanes).map(|i| (ch_pos as u32 * lanes + i) as i32).collect();
            let data = build_shuffle(&builder, self.data, self.data, &part, "")?;
            let m = match self.scatter {
                true => MessageCall::SvmScatter(SvmScatterCall { pred, log2_num_blocks: 0, addrs, data }),
                false => MessageCall::SvmGather(SvmGatherCall { pred, log2_num_blocks: 0, addrs, old: data }),
            };
            let result = msg::build(&builder, module, &m, "")?;
            built.extend([addrs.as_value_ref(), data.as_value_ref()]);
            if let Some(BasicValueEnum::VectorValue(g)) = result {
                built.push(g.as_value_ref());
                gathered.push(g);
            }
        }
        built.extend([first.as_value_ref(), splat.as_value_ref(), base.as_value_ref()]);
        if !self.scatter {
            // The channels side by side: lane `j` of part `k` is lane `k * N + j`.
            let mut result = self.data;
            for (k, g) in gathered.iter().enumerate() {
                for j in 0..lanes {
                    let at = context.i32_type().const_int(u64::from(j), false);
                    let lane = e(builder.build_extract_element(*g, at, ""))?;
                    let to = context.i32_type().const_int(u64::from(k as u32 * lanes + j), false);
                    result = e(builder.build_insert_element(result, lane, to, ""))?;
                    built.extend([lane.as_value_ref(), result.as_value_ref()]);
                }
            }
            replace_all_uses(self.inst.as_value_ref(), result.as_value_ref())?;
        }
        for v in built {
            copy_metadata(self.inst.as_value_ref(), v, &kinds);
        }
        self.inst.erase_from_basic_block();
        Ok(())
    }
}

/// A builder's result, its error as text.
fn e<T>(r: Result<T, inkwell::builder::BuilderError>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}

fn is_int(ty: BasicTypeEnum<'_>, bits: u32) -> bool {
    matches!(ty, BasicTypeEnum::IntType(t) if t.get_bit_width() == bits)
}

/// [`rewrite_svm_channels`] as a pipeline pass (`--passes`, the `opt`
/// plugin): its refusals are its errors, every one
/// ([`ModulePass::run_all`]); `--stats` counts the calls
/// rewritten (`svm-channels: calls_rewritten`).
pub struct SvmChannels;

impl ModulePass for SvmChannels {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
        self.run_all(module, options, stats).map_err(|refused| PassError::first_of(PASS, refused))
    }

    fn run_all(&self, module: &Module<'_>, _options: &PassOptions, stats: &mut Stats) -> Result<(), Vec<PassError>> {
        let calls = rewrite_svm_channels(module)?;
        if calls > 0 {
            stats.add(PASS, "calls_rewritten", calls);
        }
        Ok(())
    }
}
