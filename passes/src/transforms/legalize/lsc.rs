//! `legalize` for the LSC loads and stores (`llvm.genx.lsc.{load,
//! load.merge,store}.{stateless,slm}`, docs/lsc.md): a non-transposed call
//! wider than the platform's LSC (the message table's `lsc_load` and
//! `lsc_store` exec sizes: SIMD16 on Xe-HPG and Xe-LPG, SIMD32 on Xe-HPC
//! and Xe2) becomes pieces of the widest size, piece `k` taking lanes
//! `k * W ..` of the predicate, the addresses, and of each vector element's
//! row of the data, passthru and result (element `v` of lane `n` at
//! `v * N + n`). `emit` pads a narrower piece to a legal exec size.
//!
//! A call is kept when its lanes are legal; a transposed call has one lane.
//! Whatever else a row forbids (a payload over 8 GRFs, a vector size
//! outside the row) `emit` refuses at the call; `select` makes none.
//!
//! Counters: each call counts its messages and its lower bound, the fewest
//! messages of the row that can carry it: `ceil(N / W)` lanes, and no fewer
//! than its data payload over 8 GRFs.

use crate::ir::llvm;
use crate::ir::lsc::{LscCall, LscIntrinsic, LscSpace, Role};
use crate::ir::lsc_checked::CheckedCalls;
use crate::ir::msg;
use crate::isa::lsc::MAX_DATA_GRFS;
use crate::isa::messages::Message;
use crate::isa::target::Platform;
use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::types::{AnyType, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValueEnum, InstructionValue, VectorValue};

/// The decision for one LSC call.
pub(super) struct LscPlan<'ctx> {
    pub call: InstructionValue<'ctx>,
    pub intrinsic: LscIntrinsic,
    pub lanes: u32,
    /// Elements per lane (non-transposed), 1 for a transposed call.
    pub vector: u32,
    /// Lanes per piece; `None`: kept.
    pub widest: Option<u32>,
    pub lower_bound: u32,
}

impl LscPlan<'_> {
    pub fn messages(&self) -> u32 {
        self.widest.map_or(1, |w| self.lanes.div_ceil(w))
    }
}

/// Whether `legalize` handles calls of `intrinsic` (those `emit` lowers).
pub(super) fn handled(intrinsic: LscIntrinsic) -> bool {
    matches!(
        intrinsic,
        LscIntrinsic::Load { space: LscSpace::Stateless | LscSpace::Slm, quad: false, .. }
            | LscIntrinsic::Store { space: LscSpace::Stateless | LscSpace::Slm, quad: false }
    )
}

/// The plan for a checked call on `platform` (`checked`: the calls
/// checked so far).
pub(super) fn plan<'ctx>(
    platform: Platform,
    call: InstructionValue<'ctx>,
    intrinsic: LscIntrinsic,
    checked: &mut CheckedCalls,
) -> Result<LscPlan<'ctx>, String> {
    let checked: LscCall = checked.check(intrinsic, call)?;
    let message = if matches!(intrinsic, LscIntrinsic::Store { .. }) { Message::LscStore } else { Message::LscLoad };
    let widest = message
        .widest_exec_size(platform)
        .ok_or_else(|| format!("`llvm.{}` needs LSC messages, which {platform} does not have", intrinsic.name()))?;
    let lanes = checked.lanes;
    let vector = if checked.transposed { 1 } else { checked.vector };
    let elements = if checked.transposed { checked.vector } else { checked.vector * lanes };
    let payload = u64::from(elements) * u64::from(checked.data_size.register_bits() / 8);
    let max_payload = u64::from(MAX_DATA_GRFS) * u64::from(platform.grf_bytes());
    let lower_bound = lanes.div_ceil(widest).max(payload.div_ceil(max_payload) as u32);
    let split = !checked.transposed && lanes > widest;
    Ok(LscPlan { call, intrinsic, lanes, vector, widest: split.then_some(widest), lower_bound })
}

/// Builds the pieces of a split call before it, replaces its uses and erases it.
pub(super) fn rewrite<'ctx>(
    module: &Module<'ctx>,
    builder: &Builder<'ctx>,
    plan: &LscPlan<'ctx>,
) -> Result<(), String> {
    let Some(widest) = plan.widest else { return Ok(()) };
    let call = plan.call;
    // The pieces of a SIMT function's call record their first lane, where
    // `emit` runs them (the dispatch mask's channels of their lanes).
    let simt = msg::in_simt_function(call);
    let intrinsic = plan.intrinsic;
    builder.position_before(&call);
    let count = llvm::arg_count(call.as_value_ref()).ok_or("not a call")?;
    let args: Vec<BasicValueEnum<'ctx>> = (0..count)
        .map(|i| call.get_operand(i).and_then(|o| o.value()).ok_or_else(|| format!("operand {i} missing")))
        .collect::<Result<_, _>>()?;
    let index = |role: Role| intrinsic.operand(role);
    let vector_arg = |i: usize| match args[i] {
        BasicValueEnum::VectorValue(v) => Ok(v),
        _ => Err(format!("operand {i} is not a vector")),
    };
    let (n, vector) = (plan.lanes, plan.vector);
    let store = matches!(intrinsic, LscIntrinsic::Store { .. });
    let nomask = msg::is_nomask(call);
    let name = call.get_name().map(|c| c.to_string_lossy().into_owned()).unwrap_or_default();
    let mut results: Vec<(u32, u32, VectorValue<'ctx>)> = Vec::new();
    let mut first = 0;
    while first < n {
        let len = widest.min(n - first);
        let lanes_of = |v: VectorValue<'ctx>, per: u32| -> Result<VectorValue<'ctx>, String> {
            let mask: Vec<Option<u32>> =
                (0..per).flat_map(|e| (first..first + len).map(move |l| Some(e * n + l))).collect();
            llvm::build_shuffle(builder, v, v.get_type().get_poison(), &llvm::shuffle_mask(&mask), "")
        };
        let mut piece = args.clone();
        for (role, per) in [(Role::Pred, 1), (Role::Addr, 1), (Role::Data, vector), (Role::Passthru, vector)] {
            if let Some(i) = index(role) {
                piece[i] = lanes_of(vector_arg(i)?, per)?.into();
            }
        }
        let at = |role: Role| index(role).map(|i| piece[i].get_type().as_any_type_enum());
        let pred = at(Role::Pred).ok_or("no predicate")?;
        let addr = at(Role::Addr).ok_or("no addresses")?;
        let (ret, overloads): (Option<BasicTypeEnum<'ctx>>, Vec<_>) = if store {
            (None, vec![pred, addr, at(Role::Data).ok_or("no data")?])
        } else {
            let ty = call.get_type();
            let elem = match ty {
                inkwell::types::AnyTypeEnum::VectorType(v) => v.get_element_type(),
                _ => return Err("an LSC load without a vector result".into()),
            };
            let ret = vec_of(elem, vector * len)?;
            (Some(ret), vec![ret.as_any_type_enum(), pred, addr])
        };
        let base = format!("llvm.{}", intrinsic.name());
        let f = msg::declare(module, &msg::Declarations::default(), base.into(), ret, &piece, &overloads);
        let piece_name = if name.is_empty() || store { String::new() } else { format!("{name}.lanes{first}") };
        let built = llvm::build_call(builder, f, &piece, &piece_name)?;
        if let Some(inst) = call.get_previous_instruction() {
            if nomask {
                msg::set_nomask(inst);
            }
            if simt && first != 0 {
                msg::set_piece_lane(inst, first);
            }
        }
        if let Some(BasicValueEnum::VectorValue(r)) = built.try_as_basic_value().basic() {
            results.push((first, len, r));
        }
        first += len;
    }
    if !store {
        let joined = join(builder, &results, n, vector)?;
        llvm::replace_all_uses(call.as_value_ref(), joined.as_value_ref())?;
        if !name.is_empty() {
            llvm::set_value_name(joined.as_value_ref(), &name);
        }
    }
    call.erase_from_basic_block();
    Ok(())
}

fn vec_of(elem: BasicTypeEnum<'_>, len: u32) -> Result<BasicTypeEnum<'_>, String> {
    Ok(match elem {
        BasicTypeEnum::IntType(t) => t.vec_type(len).into(),
        BasicTypeEnum::FloatType(t) => t.vec_type(len).into(),
        other => return Err(format!("an LSC load of {}", other.print_to_string())),
    })
}

/// The pieces' results (`(first lane, lanes, result)`) as the call's:
/// element `v` of lane `n` at `v * N + n`.
fn join<'ctx>(
    builder: &Builder<'ctx>,
    results: &[(u32, u32, VectorValue<'ctx>)],
    n: u32,
    vector: u32,
) -> Result<VectorValue<'ctx>, String> {
    // Concatenated pairwise: piece k's element (v, i) at offset_k + v * len_k + i.
    let mut offsets = Vec::with_capacity(results.len());
    let mut all: Option<VectorValue<'ctx>> = None;
    let mut total = 0;
    for &(_, len, r) in results {
        offsets.push(total);
        all = Some(match all {
            None => r,
            Some(a) => concat(builder, a, r)?,
        });
        total += len * vector;
    }
    let all = all.ok_or("no pieces")?;
    let mut mask = vec![None; (n * vector) as usize];
    for (k, &(first, len, _)) in results.iter().enumerate() {
        for v in 0..vector {
            for i in 0..len {
                mask[(v * n + first + i) as usize] = Some(offsets[k] + v * len + i);
            }
        }
    }
    llvm::build_shuffle(builder, all, all.get_type().get_poison(), &llvm::shuffle_mask(&mask), "")
}

/// `a` then `b` (the shorter widened with undef lanes first).
fn concat<'ctx>(
    builder: &Builder<'ctx>,
    a: VectorValue<'ctx>,
    b: VectorValue<'ctx>,
) -> Result<VectorValue<'ctx>, String> {
    let (la, lb) = (a.get_type().get_size(), b.get_type().get_size());
    let wide = la.max(lb);
    let widen = |v: VectorValue<'ctx>, len: u32| -> Result<VectorValue<'ctx>, String> {
        if len == wide {
            return Ok(v);
        }
        let mask: Vec<Option<u32>> = (0..wide).map(|i| (i < len).then_some(i)).collect();
        llvm::build_shuffle(builder, v, v.get_type().get_poison(), &llvm::shuffle_mask(&mask), "")
    };
    let (a2, b2) = (widen(a, la)?, widen(b, lb)?);
    let mask: Vec<Option<u32>> = (0..la).chain(wide..wide + lb).map(Some).collect();
    llvm::build_shuffle(builder, a2, b2, &llvm::shuffle_mask(&mask), "")
}
