//! The LSC intrinsics (`llvm.genx.lsc.*`, docs/lsc.md) that the message
//! table's `lsc_load` and `lsc_store` rows carry: `load`, `load.merge` and
//! `store`, each `.stateless` (`.ugm`, flat a64 addresses) or `.slm` (flat
//! a32 offsets). `passes/src/ir/lsc.rs` checks the call and decodes its
//! immediates; this file makes the one message of it.
//!
//! * Exec size: the call's width, padded to the next size the row allows
//!   on the platform (lanes past the call's disabled by the predicate); a
//!   non-transposed vector of more than one element goes out at no fewer
//!   lanes than `visa_passes::isa::lsc::layout_lanes` (16 on Xe-HPG/Xe-LPG,
//!   32 on Xe-HPC), where the register layout does not depend on the
//!   finalizer's `-enableHalfLSC` option. A call wider than the platform's
//!   LSC is refused, naming the sizes it takes.
//! * Predicate: the call's, as the legacy messages take theirs
//!   (`masks.rs`), none for an all-true constant; `_NM` unless the kernel
//!   runs in SIMT mode.
//! * Data: the IR's vector holds element `v` of lane `n` at `v * N + n`
//!   (transposed: element `v`); the message's register layout holds it at
//!   `Footprint::LscData`'s offset, a GRF-rounded row per element. Where the
//!   two differ the data goes through a scratch variable, row by row.
//! * `load.merge`: disabled lanes keep `passthru`, copied into the
//!   destination before the message (not when the predicate is an all-true
//!   constant outside SIMT mode); a `load`'s disabled lanes are undefined.
//! * Immediate offset: the message's `AddrImmOffset`, but for 64-bit
//!   addresses where the platform has no 64-bit `add` (Xe-HPG, Xe-LPG):
//!   IGC 1.0.17791's finalizer turns it into a qword `add` there, so it is
//!   added to the addresses before the message, in dwords.
//! * Cache controls: passed through; the pairs the platform takes for the
//!   row (SLM: default only), else a diagnostic listing them.

use inkwell::values::{AsValueRef, InstructionValue};
use visa_passes::ir::lsc::{self, DataSize, LscCall, LscIntrinsic, LscSpace, Role};
use visa_passes::isa::lsc as isa_lsc;
use visa_passes::isa::messages::{FieldName, Footprint, Message, Shape};
use visa_passes::isa::target::Int64Op;

use super::llvm::{self, LaneTy};
use super::messages::constant_lanes_enabled;
use super::values::{chunks, exact_pieces, mov, nm, Konst, Val, View};
use super::error::EmitError;
use super::Emitter;
use crate::visa::*;

/// The cache-control names of the intrinsics' codes (vISA spec,
/// LSC_UNTYPED: CachingL1; 7 is Xe2's `.cc`).
const CACHE_NAMES: [&str; 8] = ["df", "uc", "ca", "wb", "wt", "st", "ri", "cc"];

/// What one call becomes, decided before any instruction is written.
struct Plan {
    message: Message,
    sfid: LscSfid,
    data_size: LscDataSize,
    l1: LscCache,
    l3: LscCache,
    /// Added to every address by the message (`AddrImmOffset`).
    offset: i32,
    /// Added to every address before the message: the immediate offset of
    /// 64-bit addresses where the platform has no 64-bit `add` (the
    /// finalizer of IGC 1.0.17791 folds `AddrImmOffset` into a qword `add`
    /// there, which the hardware lacks; ours is split into dwords).
    address_add: i32,
    /// The call's lanes and the message's exec size (`exec >= lanes`).
    lanes: u32,
    exec: u32,
    shape: Shape,
}

impl Plan {
    /// Bytes of the message's data operand.
    fn data_bytes(&self) -> u32 {
        Footprint::LscData.bytes(&self.shape) as u32
    }

    /// Bytes from one vector element's row of lanes to the next in the
    /// register layout.
    fn row_stride(&self) -> u32 {
        Footprint::LscData.offset(&self.shape, 0, 1) as u32
    }

    /// Whether the register layout is the IR vector's (element `v` of
    /// lane `n` at `v * lanes + n`), so that the value is the operand.
    fn dense(&self) -> bool {
        let e = self.shape.data_bytes;
        self.shape.transposed
            || (self.exec == self.lanes && (self.shape.vector == 1 || self.row_stride() == self.lanes * e))
    }
}

impl Emitter<'_, '_> {
    /// A call of an LSC intrinsic: the checked call as one `lsc_load` or
    /// `lsc_store`, or the diagnostic saying why not.
    pub(super) fn lsc(&mut self, inst: InstructionValue<'_>, intrinsic: LscIntrinsic) -> Result<Option<Val>, EmitError> {
        let call = lsc::check_call(intrinsic, inst)?;
        if let Some(refused) = lsc::refusal(intrinsic, self.platform) {
            return Err(refused.into());
        }
        let plan = self.lsc_plan(&call)?;
        let v = inst.as_value_ref();
        let operand = |role: Role| {
            let i = intrinsic.operand(role).ok_or_else(|| EmitError::internal("an LSC operand missing from its list"))?;
            llvm::operand(v, i as u32)
        };
        let pred = self.value(operand(Role::Pred)?)?;
        let addr_v = operand(Role::Addr)?;
        let addrs = self.value(addr_v)?;
        let enabled = constant_lanes_enabled(&pred, plan.lanes);
        match intrinsic {
            LscIntrinsic::Load { merge, .. } => {
                let passthru = if merge { Some(self.value(operand(Role::Passthru)?)?) } else { None };
                self.lsc_load(inst, &plan, &pred, enabled, &addrs, addr_v, passthru).map(Some)
            }
            _ => {
                let data_v = operand(Role::Data)?;
                let data = self.value(data_v)?;
                self.lsc_store(&plan, &pred, enabled, &addrs, addr_v, &data, data_v).map(|()| None)
            }
        }
    }

    /// The message, exec size, data size and cache controls of `call`.
    fn lsc_plan(&self, call: &LscCall) -> Result<Plan, EmitError> {
        let intrinsic = call.intrinsic;
        let name = format!("llvm.{}", intrinsic.name());
        let platform = self.platform;
        let (message, space) = match intrinsic {
            LscIntrinsic::Load { space, .. } => (Message::LscLoad, space),
            LscIntrinsic::Store { space, .. } => (Message::LscStore, space),
            _ => return Err(EmitError::internal(format!("`{name}` reached the LSC load/store emitter"))),
        };
        let mnemonic = message.mnemonic();
        let sfid = if space == LscSpace::Slm { LscSfid::Slm } else { LscSfid::Ugm };
        let data_size = match call.data_size {
            DataSize::D32 => LscDataSize::D32,
            DataSize::D64 => LscDataSize::D64,
            DataSize::D8U32 => LscDataSize::D8U32,
            DataSize::D16U32 => LscDataSize::D16U32,
            DataSize::D16U32H => LscDataSize::D16U32H,
            packed @ (DataSize::D8 | DataSize::D16) => {
                return Err(EmitError::from(format!(
                    "`{name}`: data size {} (packed sub-dword data) is not lowered; supported: 3 d32, 4 d64, 5 d8u32, \
                     6 d16u32, 7 d16u32h (Intel's vector compiler moves bytes and words as d8u32/d16u32)",
                    packed.name()
                )))
            }
        };
        // The codes are 0..=7 (checked); 7 (`.cc`, Xe2's) has no value in the row.
        let cache = |code: u8| LscCache::from_code(code);
        let pairs: &[(LscCache, LscCache)] = match (sfid, message) {
            (LscSfid::Slm, _) => &[(LscCache::Df, LscCache::Df)],
            (_, Message::LscStore) => isa_lsc::STORE_CACHE_PAIRS,
            _ => isa_lsc::load_cache_pairs(platform),
        };
        let (l1, l3) = match (cache(call.l1), cache(call.l3)) {
            (Some(l1), Some(l3)) if pairs.contains(&(l1, l3)) => (l1, l3),
            _ => {
                let list: Vec<String> = pairs.iter().map(|(a, b)| format!(".{}.{}", a.name(), b.name())).collect();
                let given = |code: u8| CACHE_NAMES.get(usize::from(code)).copied().unwrap_or("?");
                return Err(EmitError::from(format!(
                    "`{name}`: cache controls .{}.{} are not supported for {mnemonic}.{} on {platform}; supported: {}",
                    given(call.l1),
                    given(call.l3),
                    sfid.name(),
                    list.join(", ")
                )));
            }
        };
        let lanes = call.lanes;
        let layout_lanes = isa_lsc::layout_lanes(platform).unwrap_or(0);
        // A non-transposed vector is laid out the same under both finalizer modes from `layout_lanes` lanes.
        let least = if !call.transposed && call.vector > 1 { lanes.max(layout_lanes) } else { lanes };
        let sizes = message.exec_sizes(platform);
        let Some(&exec) = sizes.iter().find(|&&s| s >= least) else {
            let list: Vec<String> = sizes.iter().map(u32::to_string).collect();
            return Err(EmitError::from(format!(
                "`{name}` with {lanes} lanes is not supported on {platform}: {mnemonic} takes exec sizes {} ({}); \
                 narrower calls are padded with disabled lanes",
                list.join(", "),
                message.desc().exec_sizes.source
            )));
        };
        let shape = Shape {
            exec,
            block_bytes: data_size.bytes(),
            data_bytes: data_size.register_bytes(),
            grf_bytes: self.grf,
            vector: call.vector,
            transposed: call.transposed,
            addr_bytes: sfid.addr_size().bytes(),
            layout_lanes,
            ..Shape::default()
        };
        let grfs = Footprint::LscData.bytes(&shape).div_ceil(u64::from(self.grf));
        if grfs > u64::from(isa_lsc::MAX_DATA_GRFS) {
            return Err(EmitError::from(format!(
                "`{name}`: {} elements of {} per address at exec size {exec} take {grfs} GRFs on {platform}; \
                 {mnemonic} carries at most {} (Intel's vISA verifier: \"this message accesses more than 8 \
                 registers\")",
                call.vector,
                data_size.name(),
                isa_lsc::MAX_DATA_GRFS
            )));
        }
        let add_here = sfid.addr_size() == LscAddrSize::A64 && !platform.int64().native(Int64Op::Add);
        let (offset, address_add) = if add_here { (0, call.offset) } else { (call.offset, 0) };
        Ok(Plan { message, sfid, data_size, l1, l3, offset, address_add, lanes, exec, shape })
    }

    /// `lsc_load`: the result in the register layout (through a scratch
    /// variable where it is not the IR's), disabled lanes holding `passthru`.
    #[allow(clippy::too_many_arguments)]
    fn lsc_load(
        &mut self,
        inst: InstructionValue<'_>,
        plan: &Plan,
        pred: &Val,
        enabled: Option<u32>,
        addrs: &Val,
        addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
        passthru: Option<Val>,
    ) -> Result<Val, EmitError> {
        let result_v = inst.as_value_ref();
        let rs = self.shape_of(result_v)?;
        let LaneTy::Data(ty) = rs.lane else { return Err(EmitError::internal("an LSC load of i1")) };
        if enabled == Some(0) {
            // No lane reads: the passthru, or undefined lanes.
            let undef = || Val::Const(Konst { lane: rs.lane, lanes: vec![None; rs.lanes as usize].into() });
            return Ok(passthru.unwrap_or_else(undef));
        }
        let all_on = enabled == Some(low_lanes(plan.lanes)) && self.dispatch == super::Dispatch::NoMask;
        let old = passthru.filter(|old| !all_on && !matches!(old, Val::Const(k) if k.all_undef()));
        let addresses = self.lsc_addresses(addrs, addr_v, plan)?;
        let (pred, exec) = self.lsc_pred(pred, addrs, plan)?;
        let result = self.result_root(result_v, ty, rs.lanes)?;
        let types = self.lsc_types(plan, FieldName::DstData);
        let bytes = plan.data_bytes();
        let direct = plan.dense() && result.off % self.grf == 0;
        let target = if direct {
            if let Some(old) = &old {
                if !(matches!(old, Val::Gen(v) if v.lanes == rs.lanes) && Self::in_place(old, 0, result, 0)) {
                    self.copy_lanes(result, old, rs.lanes)?;
                }
            }
            result
        } else {
            let scratch = self.new_root(ty, bytes / ty.size_bytes(), None)?;
            if let Some(old) = &old {
                self.to_register_rows(scratch, old, plan)?;
            }
            scratch
        };
        let data = self.raw(&Val::Gen(target), &types, bytes)?;
        self.push(Instruction::LscLoad(self.lsc_untyped(plan, exec, pred, addresses, data)?));
        if !direct {
            // Each element's row of lanes back into the IR's order.
            let (lanes, stride, e) = (plan.lanes, plan.row_stride(), ty.size_bytes());
            let rows = if plan.shape.transposed { 1 } else { plan.shape.vector };
            let per_row = if plan.shape.transposed { plan.shape.vector } else { lanes };
            for row in 0..rows {
                let from = View { off: target.off + row * stride, lanes: per_row, ..target };
                let to = View { off: result.off + row * per_row * e, lanes: per_row, ..result };
                self.copy_lanes(to, &Val::Gen(from), per_row)?;
            }
        }
        Ok(Val::Gen(result))
    }

    /// `lsc_store`: the data in the register layout (through a scratch
    /// variable where it is not the IR's).
    #[allow(clippy::too_many_arguments)]
    fn lsc_store(
        &mut self,
        plan: &Plan,
        pred: &Val,
        enabled: Option<u32>,
        addrs: &Val,
        addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
        data: &Val,
        data_v: inkwell::llvm_sys::prelude::LLVMValueRef,
    ) -> Result<(), EmitError> {
        if enabled == Some(0) {
            return Ok(()); // no lane writes
        }
        let ds = self.shape_of(data_v)?;
        let LaneTy::Data(ty) = ds.lane else { return Err(EmitError::internal("an LSC store of i1")) };
        let addresses = self.lsc_addresses(addrs, addr_v, plan)?;
        let types = self.lsc_types(plan, FieldName::Src1Data);
        let bytes = plan.data_bytes();
        let src = if plan.dense() {
            self.raw(data, &types, bytes)?
        } else {
            let scratch = self.new_root(ty, bytes / ty.size_bytes(), None)?;
            self.to_register_rows(scratch, data, plan)?;
            self.raw(&Val::Gen(scratch), &types, bytes)?
        };
        let (pred, exec) = self.lsc_pred(pred, addrs, plan)?;
        self.push(Instruction::LscStore(self.lsc_untyped(plan, exec, pred, addresses, src)?));
        Ok(())
    }

    /// Copies the IR's non-transposed vector `val` (element `v` of lane `n`
    /// at `v * lanes + n`) into `dst` in the message's register layout.
    fn to_register_rows(&mut self, dst: View, val: &Val, plan: &Plan) -> Result<(), EmitError> {
        let (lanes, stride) = (plan.lanes, plan.row_stride());
        for row in 0..plan.shape.vector {
            let part = self.lanes_of(val, row * lanes, lanes);
            self.copy_lanes(View { off: dst.off + row * stride, lanes, ..dst }, &part, lanes)?;
        }
        Ok(())
    }

    /// The address operand: `exec` addresses of the unit's size (SLM's
    /// 16-bit offsets zero-extended to 32 bits); lanes past the call's are
    /// disabled, their addresses never read.
    fn lsc_addresses(
        &mut self,
        addrs: &Val,
        addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
        plan: &Plan,
    ) -> Result<RawOperand, EmitError> {
        let ty = if plan.sfid.addr_size() == LscAddrSize::A64 { ElemType::UQ } else { ElemType::UD };
        let lanes = plan.lanes;
        let narrow = matches!(self.shape_of(addr_v)?.lane, LaneTy::Data(t) if t.size_bytes() < ty.size_bytes());
        let addrs = if narrow {
            let from = self.operand(addrs.clone(), lanes)?;
            let wide = self.new_root(ty, lanes, None)?;
            for (s, e) in exact_pieces(0, lanes) {
                let d = self.dst(wide, s)?;
                let src = self.src_as(&from, s, e, Some(ElemType::UW))?;
                self.push(mov(e, d, src));
            }
            Val::Gen(wide)
        } else {
            addrs.clone()
        };
        let addrs = if plan.address_add != 0 {
            let from = self.operand(addrs, lanes)?;
            let sum = self.new_root(ty, plan.exec, None)?;
            let offset = SrcOperand::imm(ty, i64::from(plan.address_add) as u64);
            for (s, e) in chunks(lanes) {
                let (d, a) = (self.dst(sum, s)?, self.src_as(&from, s, e, Some(ty))?);
                self.push(Instruction::alu2(AluOp::Add, nm(e), None, d, a, offset));
            }
            Val::Gen(sum)
        } else {
            addrs
        };
        self.raw(&addrs, &[ty], plan.exec * ty.size_bytes())
    }

    /// The predicate and exec control: the call's predicate at its lanes,
    /// the padding lanes up to the exec size disabled.
    fn lsc_pred(&mut self, pred: &Val, addrs: &Val, plan: &Plan) -> Result<(Option<Predicate>, ExecCtrl), EmitError> {
        let size = ExecSize::from_lanes(plan.exec).ok_or_else(|| EmitError::internal(format!("exec size {}", plan.exec)))?;
        // A piece `legalize` split off a wider call (SIMT functions): its
        // first lane's channel, where a padded predicate is read from.
        let piece = self.insts.get(self.current).and_then(|&i| visa_passes::ir::msg::piece_lane(i)).unwrap_or(0);
        let (pred, pos) = match pred {
            // A mask that runs to its root's end, read from the root's first
            // channel: its bits past the last lane are cleared (`message_pred`).
            Val::Mask(m)
                if plan.exec > plan.lanes
                    && !self.mask_root(*m).broadcast
                    && m.start + m.lanes == self.mask_root(*m).lanes
                    && self.chunk_pred(*m, 0, plan.exec).is_some_and(|(_, channel)| channel == 0) =>
            {
                (pred.clone(), piece)
            }
            Val::Mask(m) if plan.exec > plan.lanes => {
                // A fresh mask of exec lanes: the call's, then zeros.
                let bytes = self.mask_bytes(*m)?;
                let padded = self.new_root(ElemType::UB, plan.exec, None)?;
                let zeros = Val::Const(Konst {
                    lane: LaneTy::Data(ElemType::UB),
                    lanes: vec![Some(0); plan.exec as usize].into(),
                });
                self.copy_lanes(padded, &zeros, plan.exec)?;
                self.copy_lanes(View { lanes: plan.lanes, ..padded }, &Val::Gen(bytes), plan.lanes)?;
                // Its predicate sits at the piece's channel, where it runs
                // (SIMT: the piece's lanes of the dispatch mask).
                let channel = self.message_channel(plan.exec, piece, Some(plan.message));
                let p = self.bytes_pred(&Val::Gen(padded), plan.exec, channel)?;
                let offset = EmaskOffset::from_channel(channel).unwrap_or(EmaskOffset::M1);
                return Ok((Some(Predicate::new(p)), self.exec(size, offset)));
            }
            // A constant's lanes past the call's read as disabled (`message_pred`).
            Val::Const(_) if plan.exec > plan.lanes => (pred.clone(), piece),
            _ => (pred.clone(), self.position(pred, addrs)),
        };
        let (pred, offset) = self.message_pred(&pred, plan.exec, pos, Some(plan.message))?;
        Ok((pred, self.exec(size, offset)))
    }

    /// The types the row allows for the data operand.
    fn lsc_types(&self, plan: &Plan, field: FieldName) -> Vec<ElemType> {
        plan.message
            .operand(field)
            .and_then(|o| o.types.resolve(plan.message, &plan.shape, None))
            .map_or_else(|| vec![ElemType::UD], <[ElemType]>::to_vec)
    }

    fn lsc_untyped(
        &self,
        plan: &Plan,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        addresses: RawOperand,
        data: RawOperand,
    ) -> Result<LscUntyped, EmitError> {
        let vector = LscVectorSize::from_count(plan.shape.vector)
            .ok_or_else(|| EmitError::internal(format!("LSC vector size {}", plan.shape.vector)))?;
        Ok(LscUntyped {
            exec,
            pred,
            sfid: plan.sfid,
            l1: plan.l1,
            l3: plan.l3,
            imm_offset: plan.offset,
            addr_size: plan.sfid.addr_size(),
            data_size: plan.data_size,
            transposed: plan.shape.transposed,
            vector,
            addresses,
            data,
        })
    }
}

/// Lanes `0..w` enabled.
fn low_lanes(w: u32) -> u32 {
    if w >= 32 {
        u32::MAX
    } else {
        (1 << w) - 1
    }
}
