//! The sixteen messages of the message table (`passes/src/isa/messages.rs`),
//! from legal message intrinsic calls (`passes/src/ir/msg.rs` reads them;
//! `docs/intrinsics.md` has the operands).
//!
//! Common to all: the exec size is the call's width, which must be legal on
//! the platform (the message table's exec sizes; else a diagnostic says to
//! run `legalize`);
//! the predicate is the predicate operand's group at the execution-mask
//! offset of its slice (`masks.rs`), none for an all-true constant; `_NM`
//! unless the kernel runs in SIMT mode (`"visa-simt"="true"`). Vector
//! operands are raw operands (`V.off`) of their views, copied only when a
//! view is not GRF-aligned or its root lacks the bytes the message reads.
//!
//! * `llvm.genx.svm.gather` -> `svm_gather.<block>.<n>`: the block size is
//!   the size of `old`'s element type; `old` is copied (as bits) into the
//!   result variable first (unless it is undef), so disabled lanes keep it.
//! * `llvm.genx.scatter4.scaled` -> `scatter4_scaled.<RGBA>`: the IR's data
//!   is channel-major at stride `N`; the message reads channel `c` at
//!   `c * max(N, GRF_SIZE / 4)` dwords, so at SIMD8 on a 64-byte GRF the
//!   channels are copied into a padded variable. A zero channel mask writes
//!   nothing and emits nothing.
//! * `llvm.visa.qw.scatter` -> `qw_scatter.1`; `llvm.visa.qw.gather` ->
//!   `qw_gather.1`, disabled lanes keeping `old` as for `svm_gather`.
//! * `llvm.genx.svm.scatter` -> `svm_scatter.<block>.<n>`;
//!   `llvm.genx.gather4.scaled` -> `gather4_scaled.<RGBA>`;
//!   `llvm.genx.{gather,scatter}.scaled` -> `{gather,scatter}_scaled.<n>`;
//!   block reads and writes (SVM_BLOCK_LD/ST, OWORD_LD[_UNALIGNED]/OWORD_ST)
//!   and the DWORD_ATOMIC and SVM_ATOMIC families: one function each below.
//! * typed atomics -> `typed_atomic.<op>[.16]`: `v`/`r`/`lod` that are
//!   constant zero are `%null` (`v` only where `r` is: no surface type has
//!   an R coordinate without a V one); `src0`/`src1` are `%null` where the op
//!   does not read them; signed ops read and return `d` (an alias); the
//!   result is `%null` when unused.
//!
//! Surfaces: 254 -> `%slm` (T0), 255 -> T5, another constant `b` -> a user
//! surface named `bti<b>` (T6, T7, ... in order of first use, each an
//! `.input`: [`super::surface_bindings`] binds it to index `b`), a kernel
//! argument -> the surface input named like it, or, for a surface of
//! Intel's vector-compiler ABI, the surface `<name>_bti` set to the index
//! the compiler assigns by a `movs` before the message (`inputs.rs`).

use inkwell::values::{AsValueRef, InstructionValue};
use visa_passes::ir::intrinsics::{called_function_name, MemIntrinsicKind};
use visa_passes::ir::msg::{
    AtomicCall, BlockCall, ByteScaledCall, Gather4Call, MessageCall, QwGatherCall, QwScatterCall, Scatter4Call,
    SvmGatherCall, SvmScatterCall, TypedAtomicCall,
};
use visa_passes::isa::messages::{self, Feature, FieldName, Footprint, Message, Shape};

use super::error::EmitError;
use super::llvm::{self, Callee, LaneTy};
use super::values::{Konst, Val, View};
use super::{Dispatch, Emitter};
use crate::visa::*;

const SUPPORTED_CALLS: &str = "the message intrinsics of docs/intrinsics.md (llvm.genx.svm.gather/scatter, \
llvm.genx.svm.block.ld/st, llvm.genx.gather4/scatter4.scaled, llvm.genx.gather/scatter.scaled, llvm.genx.oword.ld/st, \
llvm.visa.qw.gather/scatter, llvm.genx.{typed,dword,svm}.atomic.<op>, llvm.visa.typed.atomic[16].<op>), the arithmetic intrinsics (docs/arithmetic.md), \
and direct calls to the module's own functions (inlined first)";

/// Lanes 0..w enabled.
fn low_lanes(w: u32) -> u32 {
    if w >= 32 {
        u32::MAX
    } else {
        (1 << w) - 1
    }
}

/// `1, 2, 4` for messages.
fn list(items: &[u32]) -> String {
    items.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

/// The enabled lanes of a constant predicate of `w` lanes (bit `i` for
/// lane `i`; undefined lanes count as disabled, as `message_pred` sets
/// them); `None` when the predicate is not a constant.
pub(super) fn constant_lanes_enabled(pred: &Val, w: u32) -> Option<u32> {
    let Val::Const(k) = pred else { return None };
    Some((0..w).fold(0u32, |acc, i| {
        acc | (u32::from(k.lanes.get(i as usize).copied().flatten().is_some_and(|b| b & 1 != 0)) << i)
    }))
}

/// Whether any element of `old` that the SVM_GATHER leaves alone may be
/// defined: the elements of disabled lanes, and of every lane the slot bytes
/// past `num_blocks` (1-byte blocks read into slots of `max(4, num_blocks)`),
/// at the places the message table's layout gives them.
fn old_shows(old: &Val, enabled: u32, shape: &Shape) -> bool {
    // A value that is not a constant may be defined anywhere.
    let defined = |element: u64| match old {
        Val::Const(k) => k.lanes.get(element as usize).copied().flatten().is_some(),
        _ => true,
    };
    let layout = Footprint::SvmBlocks;
    let (slot, block) = (layout.per_lane(shape), u64::from(shape.block_bytes));
    (0..shape.exec).any(|lane| {
        let written = |j: u32| enabled & (1 << lane) != 0 && j < shape.num_blocks;
        (0..slot).any(|j| !written(j) && defined(layout.offset(shape, lane, j) / block))
    })
}

/// Why a call to `name` (empty: an indirect call), neither a message nor an
/// intrinsic, is refused.
fn unsupported_call(name: &str) -> String {
    match MemIntrinsicKind::from_name(name) {
        Some(kind) if kind.is_generic() => format!(
            "`llvm.{kind}` cannot be emitted: it is a generic intrinsic; run the `select` and `legalize` \
             passes first (supported calls: {SUPPORTED_CALLS})"
        ),
        _ if name.is_empty() => format!("indirect calls cannot be emitted; supported calls: {SUPPORTED_CALLS}"),
        _ => crate::input::ops::divergent_control_flow(name)
            .or_else(|| crate::input::ops::refused_intrinsic(name))
            .unwrap_or_else(|| format!("call to `@{name}` cannot be emitted; supported calls: {SUPPORTED_CALLS}")),
    }
}

impl Emitter<'_, '_> {
    /// A call: a message, an arithmetic intrinsic, or a no-op intrinsic
    /// (`llvm.dbg.*`, `llvm.assume`, ...: no code).
    pub fn call(&mut self, inst: InstructionValue<'_>) -> Result<Option<Val>, EmitError> {
        // `None`: not a direct call (`called_function_name`), so not an intrinsic.
        match self.callee_rows.direct(inst) {
            Some(Callee { no_op: true, .. }) => return Ok(None),
            Some(Callee { row: Some(row), .. }) => return self.intrinsic(inst, row).map(Some),
            Some(Callee { lsc: Some(intrinsic), .. }) => return self.lsc(inst, intrinsic),
            Some(Callee { implicit: Some(which), .. }) => return self.implicit(inst, which).map(Some),
            _ => {}
        }
        match MessageCall::parse(inst)? {
            Some(MessageCall::SvmGather(g)) => self.svm_gather(inst, &g).map(Some),
            Some(MessageCall::Scatter4(s)) => self.scatter4(&s).map(|()| None),
            Some(MessageCall::QwScatter(q)) => self.qw_scatter(&q).map(|()| None),
            Some(MessageCall::TypedAtomic(a)) => self.typed_atomic(inst, &a).map(Some),
            Some(MessageCall::SvmScatter(s)) => self.svm_scatter(&s).map(|()| None),
            Some(MessageCall::Gather4(g)) => self.gather4(inst, &g).map(Some),
            Some(MessageCall::ByteScaled(b)) => self.byte_scaled(inst, &b),
            Some(MessageCall::QwGather(q)) => self.qw_gather(inst, &q).map(Some),
            Some(MessageCall::Block(b)) => self.block(inst, &b),
            Some(MessageCall::Atomic(a)) => self.atomic(inst, &a).map(Some),
            None => Err(unsupported_call(&called_function_name(inst).unwrap_or_default()).into()),
        }
    }

    /// The platform allows `message` at `width` lanes.
    fn check_width(&self, message: Message, width: u32, what: &str) -> Result<ExecSize, EmitError> {
        let desc = message.desc();
        if !message.available_on(self.platform) {
            return Err(format!(
                "`{what}` cannot be emitted: {} is not available on {} ({})",
                message.name(),
                self.platform,
                desc.platforms[self.platform as usize].source
            )
            .into());
        }
        let sizes = message.exec_sizes(self.platform);
        if !sizes.contains(&width) {
            let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
            return Err(format!(
                "`{what}` with {width} lanes is not legal on {}: {} takes exec sizes {} ({}); run the `legalize` pass first",
                self.platform,
                message.name(),
                sizes.join(", "),
                desc.exec_sizes.source
            ).into());
        }
        ExecSize::from_lanes(width).ok_or_else(|| EmitError::internal(format!("exec size {width}")))
    }

    /// The message's exec control: `_NM` outside SIMT mode.
    pub(super) fn exec(&self, size: ExecSize, offset: EmaskOffset) -> ExecCtrl {
        // The call's metadata is read only in SIMT mode, where it decides.
        let nomask = || self.insts.get(self.current).is_some_and(|&inst| visa_passes::ir::msg::is_nomask(inst));
        ExecCtrl::new(size, offset, self.dispatch == Dispatch::NoMask || nomask())
    }

    /// The lane the current instruction, a piece `legalize` split off a
    /// wider call, starts at (`visa_passes::ir::msg::piece_lane`).
    pub(super) fn piece_lane(&self) -> Option<u32> {
        let inst = *self.insts.get(self.current)?;
        visa_passes::ir::msg::piece_lane_of_kind(inst, self.lane_kind)
    }

    /// Where a piece starts in the operation it was split from: its
    /// predicate slice's first lane, else its first vector operand's.
    pub(super) fn position(&self, pred: &Val, operand: &Val) -> u32 {
        // Recorded by legalize (SIMT functions), where constants lose their slice.
        if let Some(lane) = self.piece_lane() {
            return lane;
        }
        if let Val::Mask(m) = pred {
            if !self.mask_root(*m).broadcast {
                return m.start;
            }
        }
        match operand {
            Val::Gen(view) => view.off / view.ty.size_bytes(),
            _ => 0,
        }
    }

    fn svm_gather(&mut self, inst: InstructionValue<'_>, g: &SvmGatherCall<'_>) -> Result<Val, EmitError> {
        const WHAT: &str = "llvm.genx.svm.gather";
        let w = g.pred.get_type().get_size();
        let size = self.check_width(Message::SvmGather, w, WHAT)?;
        if g.log2_num_blocks > 3 {
            return Err(format!("`{WHAT}`: log2_num_blocks {} is not 0..=3", g.log2_num_blocks).into());
        }
        let num_blocks = 1u32 << g.log2_num_blocks;
        let old_v = g.old.as_value_ref();
        let s = self.shape_of(old_v)?;
        let LaneTy::Data(ty) = s.lane else { return Err(format!("`{WHAT}`: `old` must not be i1").into()) };
        let block = BlockSize::from_bytes(ty.size_bytes())
            .ok_or_else(|| format!("`{WHAT}`: the element type of `old` must have 1, 4 or 8 bytes (the block size)"))?;
        let blocks = messages::svm_blocks(block.bytes(), num_blocks);
        if !blocks.is_some_and(|r| r.exec_sizes.value.contains(&w)) {
            return Err(format!(
                "`{WHAT}`: {num_blocks} blocks of {} bytes at {w} lanes is not legal (vISA spec, SVM_GATHER: Num_blocks); \
                 run the `legalize` pass first",
                block.bytes()
            ).into());
        }
        let shape = Shape { exec: w, block_bytes: block.bytes(), num_blocks, grf_bytes: self.grf, ..Shape::default() };
        let slot = Footprint::SvmBlocks.per_lane(&shape);
        if s.lanes != w * slot {
            return Err(format!(
                "`{WHAT}`: `old` has {} lanes; {w} lanes of {num_blocks} blocks need {}",
                s.lanes,
                w * slot
            )
            .into());
        }
        let pred = self.value(g.pred.as_value_ref())?;
        let addrs = self.value(g.addrs.as_value_ref())?;
        let old = self.value(old_v)?;
        let enabled = constant_lanes_enabled(&pred, w);
        if enabled == Some(0) {
            // No lane reads: the result is `old` (vISA spec, SVM_GATHER: disabled lanes keep dst).
            return Ok(old);
        }
        let pos = self.position(&pred, &addrs);
        let addresses = self.raw(&addrs, &[ElemType::UQ], w * 8)?;
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(Message::SvmGather))?;
        let dst = self.result_root(inst.as_value_ref(), ty, s.lanes)?;
        let old_in_place = matches!(&old, Val::Gen(v) if v.lanes == s.lanes) && Self::in_place(&old, 0, dst, 0);
        // `old` shows where the message writes nothing: disabled lanes, and
        // the slot bytes past the blocks of 1-byte gathers. Under a constant
        // predicate, copy it only when one of those bytes is defined.
        // In SIMT mode the dispatch mask can disable any lane as well.
        let old_seen = match enabled {
            Some(bits) if self.dispatch == Dispatch::NoMask => old_shows(&old, bits, &shape),
            _ => true,
        };
        if old_seen && !old_in_place && !matches!(&old, Val::Const(k) if k.all_undef()) {
            self.copy_lanes(dst, &old, s.lanes)?;
        }
        let types: &[ElemType] = match block {
            BlockSize::B1 => &[ElemType::UB, ElemType::B],
            BlockSize::B4 => &[ElemType::UD, ElemType::D, ElemType::F],
            BlockSize::B8 => &[ElemType::UQ, ElemType::Q, ElemType::DF],
        };
        let dst_raw = self.raw(&Val::Gen(dst), types, s.lanes * ty.size_bytes())?;
        let num_blocks = NumBlocks::from_count(num_blocks).ok_or_else(|| EmitError::internal("block count"))?;
        self.push(Instruction::SvmGather(SvmGather {
            exec: self.exec(size, offset),
            pred,
            block_size: block,
            num_blocks,
            addresses,
            dst: dst_raw,
        }));
        Ok(Val::Gen(dst))
    }

    /// Lanes `start..start + lanes` of a value (a view or a constant slice).
    pub(super) fn lanes_of(&self, val: &Val, start: u32, lanes: u32) -> Val {
        match val {
            Val::Gen(v) => Val::Gen(View { off: v.off + start * v.ty.size_bytes(), lanes, ..*v }),
            Val::Const(k) => Val::Const(Konst {
                lane: k.lane,
                lanes: (start..start + lanes).map(|i| k.lanes.get(i as usize).copied().flatten()).collect(),
            }),
            Val::Mask(m) => Val::Mask(*m),
        }
    }

    fn scatter4(&mut self, s: &Scatter4Call<'_>) -> Result<(), EmitError> {
        const WHAT: &str = "llvm.genx.scatter4.scaled";
        let w = s.pred.get_type().get_size();
        let size = self.check_width(Message::Scatter4Scaled, w, WHAT)?;
        let channels = u8::try_from(s.channel_mask)
            .ok()
            .and_then(ChannelMask::new)
            .ok_or_else(|| format!("`{WHAT}`: channel mask {} is not 0..=15", s.channel_mask))?;
        if channels.bits() == 0 {
            // "0000 is not allowed": the operation writes nothing.
            return Ok(());
        }
        let nch = channels.num_enabled();
        let data_v = s.data.as_value_ref();
        let ds = self.shape_of(data_v)?;
        let ty = match ds.lane {
            LaneTy::Data(t) if t.size_bytes() == 4 => t,
            _ => return Err(format!("`{WHAT}`: the data must have 32-bit elements").into()),
        };
        if ds.lanes != w * nch {
            return Err(format!(
                "`{WHAT}`: the data has {} lanes; {w} lanes of {nch} channels need {}",
                ds.lanes,
                w * nch
            )
            .into());
        }
        let surface = self.surface(s.surface.as_value_ref())?;
        let global_offset = self.scalar_ud(s.global_offset.as_value_ref(), WHAT)?;
        let pred = self.value(s.pred.as_value_ref())?;
        let offsets = self.value(s.element_offset.as_value_ref())?;
        let data = self.value(data_v)?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            return Ok(()); // no lane writes
        }
        let pos = self.position(&pred, &offsets);
        let element_offset = self.raw(&offsets, &[ElemType::UD], w * 4)?;
        // vISA spec, SCATTER4_SCALED: channel c at ch_pos * max(exec_size, GRF_SIZE / 4)
        // (one channel is laid out the same at any stride).
        let stride = if nch == 1 { w } else { messages::channel_stride(w, self.grf) };
        let types = [ElemType::UD, ElemType::D, ElemType::F];
        let bytes = ((nch - 1) * stride + w) * 4;
        let src = if stride == w {
            self.raw(&data, &types, bytes)?
        } else {
            let padded = self.new_root(ty, nch * stride, None)?;
            for c in 0..nch {
                let part = self.lanes_of(&data, c * w, w);
                let dst = View { off: c * stride * 4, lanes: w, ..padded };
                self.copy_lanes(dst, &part, w)?;
            }
            self.raw(&Val::Gen(padded), &types, bytes)?
        };
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(Message::Scatter4Scaled))?;
        self.push(Instruction::Scatter4Scaled(Scatter4Scaled {
            exec: self.exec(size, offset),
            pred,
            channels,
            surface,
            global_offset,
            element_offset,
            src,
        }));
        Ok(())
    }

    /// A scalar `i32` operand as a `ud` scalar: an immediate or a variable.
    fn scalar_ud(&mut self, v: inkwell::llvm_sys::prelude::LLVMValueRef, what: &str) -> Result<SrcOperand, EmitError> {
        self.scalar_of(v, ElemType::UD, what, "the global offset")
    }

    /// A scalar integer operand as a `ty` scalar (of the same size): an
    /// immediate or a variable.
    fn scalar_of(
        &mut self,
        v: inkwell::llvm_sys::prelude::LLVMValueRef,
        ty: ElemType,
        what: &str,
        role: &str,
    ) -> Result<SrcOperand, EmitError> {
        match self.value(v)? {
            Val::Const(k) => Ok(SrcOperand::imm(ty, k.lanes.first().copied().flatten().unwrap_or(0))),
            val @ Val::Gen(view) if view.ty.size_bytes() == ty.size_bytes() => {
                let val = self.operand(val, 1)?;
                self.src_as(&val, 0, 1, Some(ty))
            }
            _ => Err(format!("`{what}`: {role} must be an i{} scalar", 8 * ty.size_bytes()).into()),
        }
    }

    /// The result of a message that reads into it: its storage, holding
    /// `old` (copied unless it already sits there, is undef, or no byte of
    /// it can show) where the message writes nothing.
    fn gathered_result(
        &mut self,
        inst: InstructionValue<'_>,
        old: &Val,
        ty: ElemType,
        lanes: u32,
        shows: bool,
    ) -> Result<View, EmitError> {
        let dst = self.result_root(inst.as_value_ref(), ty, lanes)?;
        let in_place = matches!(old, Val::Gen(v) if v.lanes == lanes) && Self::in_place(old, 0, dst, 0);
        if shows && !in_place && !matches!(old, Val::Const(k) if k.all_undef()) {
            self.copy_lanes(dst, old, lanes)?;
        }
        Ok(dst)
    }

    /// The lane type of a data vector operand.
    fn data_type(v: inkwell::llvm_sys::prelude::LLVMValueRef, what: &str) -> Result<(ElemType, u32), EmitError> {
        let s = llvm::shape_of(v)?;
        match s.lane {
            LaneTy::Data(t) => Ok((t, s.lanes)),
            LaneTy::Bool => Err(format!("`{what}`: the data must not be i1").into()),
        }
    }

    fn svm_scatter(&mut self, g: &SvmScatterCall<'_>) -> Result<(), EmitError> {
        const WHAT: &str = "llvm.genx.svm.scatter";
        let w = g.pred.get_type().get_size();
        let size = self.check_width(Message::SvmScatter, w, WHAT)?;
        if g.log2_num_blocks > 3 {
            return Err(format!("`{WHAT}`: log2_num_blocks {} is not 0..=3", g.log2_num_blocks).into());
        }
        let num_blocks = 1u32 << g.log2_num_blocks;
        let (ty, lanes) = Self::data_type(g.data.as_value_ref(), WHAT)?;
        let block = BlockSize::from_bytes(ty.size_bytes()).ok_or_else(|| {
            format!("`{WHAT}`: the element type of the data must have 1, 4 or 8 bytes (the block size)")
        })?;
        if !messages::svm_block_exec_sizes(Message::SvmScatter, self.platform, block.bytes(), num_blocks).contains(&w) {
            return Err(format!(
                "`{WHAT}`: {num_blocks} blocks of {} bytes at {w} lanes is not legal (vISA spec, SVM_SCATTER: \
                 Num_blocks); run the `legalize` pass first",
                block.bytes()
            )
            .into());
        }
        let shape = Shape { exec: w, block_bytes: block.bytes(), num_blocks, grf_bytes: self.grf, ..Shape::default() };
        if lanes != w * Footprint::SvmBlocks.per_lane(&shape) {
            return Err(format!(
                "`{WHAT}`: the data has {lanes} lanes; {w} lanes of {num_blocks} blocks need {}",
                w * Footprint::SvmBlocks.per_lane(&shape)
            )
            .into());
        }
        let pred = self.value(g.pred.as_value_ref())?;
        let addrs = self.value(g.addrs.as_value_ref())?;
        let data = self.value(g.data.as_value_ref())?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            return Ok(()); // no lane writes
        }
        let pos = self.position(&pred, &addrs);
        let addresses = self.raw(&addrs, &[ElemType::UQ], w * 8)?;
        let types = self.operand_types(Message::SvmScatter, FieldName::Src, &shape);
        let src = self.raw(&data, &types, lanes * ty.size_bytes())?;
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(Message::SvmScatter))?;
        let num_blocks = NumBlocks::from_count(num_blocks).ok_or_else(|| EmitError::internal("block count"))?;
        self.push(Instruction::SvmScatter(SvmScatter {
            exec: self.exec(size, offset),
            pred,
            block_size: block,
            num_blocks,
            addresses,
            src,
        }));
        Ok(())
    }

    /// The types the message table allows for a raw operand.
    fn operand_types(&self, message: Message, field: FieldName, shape: &Shape) -> Vec<ElemType> {
        message
            .operand(field)
            .and_then(|o| o.types.resolve(message, shape, None))
            .map_or_else(|| vec![ElemType::UD], <[ElemType]>::to_vec)
    }

    fn gather4(&mut self, inst: InstructionValue<'_>, g: &Gather4Call<'_>) -> Result<Val, EmitError> {
        const WHAT: &str = "llvm.genx.gather4.scaled";
        let w = g.pred.get_type().get_size();
        let size = self.check_width(Message::Gather4Scaled, w, WHAT)?;
        let channels = u8::try_from(g.channel_mask)
            .ok()
            .and_then(ChannelMask::new)
            .filter(|c| c.bits() != 0)
            .ok_or_else(|| format!("`{WHAT}`: channel mask {} is not 1..=15", g.channel_mask))?;
        let nch = channels.num_enabled();
        let (ty, lanes) = Self::data_type(g.old.as_value_ref(), WHAT)?;
        if ty.size_bytes() != 4 || lanes != w * nch {
            return Err(format!("`{WHAT}`: `old` must be <{} x i32 or float>", w * nch).into());
        }
        let surface = self.surface(g.surface.as_value_ref())?;
        let global_offset = self.scalar_ud(g.global_offset.as_value_ref(), WHAT)?;
        let pred = self.value(g.pred.as_value_ref())?;
        let offsets = self.value(g.element_offset.as_value_ref())?;
        let old = self.value(g.old.as_value_ref())?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            return Ok(old);
        }
        let pos = self.position(&pred, &offsets);
        let element_offset = self.raw(&offsets, &[ElemType::UD], w * 4)?;
        // vISA spec, GATHER4_SCALED: channel c lands at ch_pos * max(exec_size, GRF_SIZE / 4).
        let stride = if nch == 1 { w } else { messages::channel_stride(w, self.grf) };
        let types = [ElemType::UD, ElemType::D, ElemType::F];
        let bytes = ((nch - 1) * stride + w) * 4;
        let result = self.gathered_result(inst, &old, ty, lanes, true)?;
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(Message::Gather4Scaled))?;
        let exec = self.exec(size, offset);
        let dense = stride == w;
        let target = if dense {
            result
        } else {
            let padded = self.new_root(ty, nch * stride, None)?;
            for c in 0..nch {
                let part = self.lanes_of(&Val::Gen(result), c * w, w);
                self.copy_lanes(View { off: c * stride * 4, lanes: w, ..padded }, &part, w)?;
            }
            padded
        };
        let dst = self.raw(&Val::Gen(target), &types, bytes)?;
        self.push(Instruction::Gather4Scaled(Gather4Scaled {
            exec,
            pred,
            channels,
            surface,
            global_offset,
            element_offset,
            dst,
        }));
        if !dense {
            for c in 0..nch {
                let part = self.lanes_of(&Val::Gen(target), c * stride, w);
                self.copy_lanes(View { off: result.off + c * w * 4, lanes: w, ..result }, &part, w)?;
            }
        }
        Ok(Val::Gen(result))
    }

    fn byte_scaled(&mut self, inst: InstructionValue<'_>, b: &ByteScaledCall<'_>) -> Result<Option<Val>, EmitError> {
        let (message, what) = if b.gather {
            (Message::GatherScaled, "llvm.genx.gather.scaled")
        } else {
            (Message::ScatterScaled, "llvm.genx.scatter.scaled")
        };
        let w = b.pred.get_type().get_size();
        let size = self.check_width(message, w, what)?;
        let num_blocks = NumBlocks::from_count(1u32 << b.log2_num_blocks.min(3))
            .filter(|n| n.count() <= 4)
            .ok_or_else(|| format!("`{what}`: log2_num_blocks {} is not 0..=2", b.log2_num_blocks))?;
        let (ty, lanes) = Self::data_type(b.data.as_value_ref(), what)?;
        if ty.size_bytes() != 4 || lanes != w {
            return Err(format!("`{what}`: the data must be <{w} x i32 or float>").into());
        }
        let surface = self.surface(b.surface.as_value_ref())?;
        let global_offset = self.scalar_ud(b.global_offset.as_value_ref(), what)?;
        let pred = self.value(b.pred.as_value_ref())?;
        let offsets = self.value(b.element_offset.as_value_ref())?;
        let data = self.value(b.data.as_value_ref())?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            // A gather then returns `old`; a scatter writes nothing.
            return Ok(b.gather.then_some(data));
        }
        let pos = self.position(&pred, &offsets);
        let element_offset = self.raw(&offsets, &[ElemType::UD], w * 4)?;
        let types = [ElemType::UD, ElemType::D, ElemType::F];
        // GATHER_SCALED: "For 1 and 2 byte reads the upper bytes have undefined values": `old` shows there too.
        let result = if b.gather { Some(self.gathered_result(inst, &data, ty, lanes, true)?) } else { None };
        let raw = match result {
            Some(r) => self.raw(&Val::Gen(r), &types, w * 4)?,
            None => self.raw(&data, &types, w * 4)?,
        };
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(message))?;
        let m = ByteScaled {
            exec: self.exec(size, offset),
            pred,
            num_blocks,
            surface,
            global_offset,
            element_offset,
            data: raw,
        };
        self.push(if b.gather { Instruction::GatherScaled(m) } else { Instruction::ScatterScaled(m) });
        Ok(result.map(Val::Gen))
    }

    fn qw_gather(&mut self, inst: InstructionValue<'_>, q: &QwGatherCall<'_>) -> Result<Val, EmitError> {
        const WHAT: &str = "llvm.visa.qw.gather";
        let w = q.pred.get_type().get_size();
        let size = self.check_width(Message::QwGather, w, WHAT)?;
        let (ty, lanes) = Self::data_type(q.old.as_value_ref(), WHAT)?;
        if ty.size_bytes() != 8 || lanes != w {
            return Err(format!("`{WHAT}`: `old` must be <{w} x i64> or <{w} x double>").into());
        }
        let surface = self.surface(q.surface.as_value_ref())?;
        let pred = self.value(q.pred.as_value_ref())?;
        let offsets = self.value(q.offsets.as_value_ref())?;
        let old = self.value(q.old.as_value_ref())?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            return Ok(old);
        }
        let pos = self.position(&pred, &offsets);
        let offset_raw = self.raw(&offsets, &[ElemType::UD], w * 4)?;
        let shows = self.dispatch == Dispatch::Simt || constant_lanes_enabled(&pred, w) != Some(low_lanes(w));
        let result = self.gathered_result(inst, &old, ty, lanes, shows)?;
        let dst = self.raw(&Val::Gen(result), &[ElemType::UQ, ElemType::Q, ElemType::DF], w * 8)?;
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(Message::QwGather))?;
        self.push(Instruction::QwGather(QwGather {
            exec: self.exec(size, offset),
            pred,
            num_blocks: NumBlocks::N1,
            surface,
            offset: offset_raw,
            dst,
        }));
        Ok(Val::Gen(result))
    }

    /// SVM_BLOCK_LD/ST, OWORD_LD[_UNALIGNED]/OWORD_ST: one address or offset,
    /// a whole number of owords; NoMask, no predicate.
    fn block(&mut self, inst: InstructionValue<'_>, b: &BlockCall<'_>) -> Result<Option<Val>, EmitError> {
        let what = called_function_name(inst).unwrap_or_else(|| b.message.mnemonic().to_string());
        let data_v = b.data.as_value_ref();
        let (ty, lanes) = Self::data_type(data_v, &what)?;
        let bytes = lanes * ty.size_bytes();
        let owords = bytes / 16;
        let num_owords = NumOwords::from_count(owords).filter(|_| bytes % 16 == 0);
        let legal = num_owords.is_some_and(|_| b.message.exec_sizes(self.platform).contains(&owords));
        let Some(num_owords) = num_owords.filter(|_| legal) else {
            return Err(format!(
                "`{what}` of {bytes} bytes is not legal on {}: {} moves {} owords; run the `legalize` pass first",
                self.platform,
                b.message.name(),
                list(b.message.exec_sizes(self.platform))
            )
            .into());
        };
        let svm = b.surface.is_none();
        let address = if svm {
            self.scalar_of(b.address.as_value_ref(), ElemType::UQ, &what, "the address")?
        } else {
            self.scalar_of(b.address.as_value_ref(), ElemType::UD, &what, "the offset")?
        };
        let surface = match b.surface {
            Some(s) => Some(self.surface(s.as_value_ref())?),
            None => None,
        };
        let is_load = matches!(b.message, Message::SvmBlockLd | Message::OwordLd | Message::OwordLdUnaligned);
        let (result, data) = if is_load {
            let root = self.result_root(inst.as_value_ref(), ty, lanes)?;
            (Some(Val::Gen(root)), self.raw(&Val::Gen(root), &[ty], bytes)?)
        } else {
            let val = self.value(data_v)?;
            (None, self.raw(&val, &[ty], bytes)?)
        };
        let oword = |surface: SurfaceId| OwordBlock { num_owords, surface, offset: address, data };
        self.push(match (b.message, surface) {
            (Message::SvmBlockLd, _) => {
                Instruction::SvmBlockLd(SvmBlock { num_owords, unaligned: b.unaligned, address, data })
            }
            (Message::SvmBlockSt, _) => {
                Instruction::SvmBlockSt(SvmBlock { num_owords, unaligned: false, address, data })
            }
            (Message::OwordLd, Some(s)) => Instruction::OwordLd(oword(s)),
            (Message::OwordLdUnaligned, Some(s)) => Instruction::OwordLdUnaligned(oword(s)),
            (Message::OwordSt, Some(s)) => Instruction::OwordSt(oword(s)),
            _ => return Err(EmitError::internal(format!("`{what}`"))),
        });
        Ok(result)
    }

    /// DWORD_ATOMIC and SVM_ATOMIC: disabled lanes return `old`.
    fn atomic(&mut self, inst: InstructionValue<'_>, a: &AtomicCall<'_>) -> Result<Val, EmitError> {
        let message = if a.surface.is_some() { Message::DwordAtomic } else { Message::SvmAtomic };
        let what = called_function_name(inst).unwrap_or_else(|| message.mnemonic().to_string());
        let w = a.pred.get_type().get_size();
        let size = self.check_width(message, w, &what)?;
        let (ty, lanes) = Self::data_type(a.old.as_value_ref(), &what)?;
        let width = match ty.size_bytes() {
            4 if a.is_16bit => AtomicWidth::W16,
            4 => AtomicWidth::W32,
            8 if message == Message::SvmAtomic => AtomicWidth::W64,
            _ => return Err(format!("`{what}`: the data must be 32-bit (or 64-bit for SVM_ATOMIC) lanes").into()),
        };
        if width == AtomicWidth::W64
            && !message.has_feature(visa_passes::isa::messages::Feature::Atomic64, self.platform)
        {
            return Err(
                format!("`{what}` cannot be emitted: 64-bit SVM_ATOMIC is not available on {}", self.platform).into()
            );
        }
        if lanes != w {
            return Err(format!("`{what}`: `old` must have {w} lanes").into());
        }
        let surface = match a.surface {
            Some(s) => Some(self.surface(s.as_value_ref())?),
            None => None,
        };
        let pred = self.value(a.pred.as_value_ref())?;
        let addrs = self.value(a.addrs.as_value_ref())?;
        let old = self.value(a.old.as_value_ref())?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            return Ok(old);
        }
        let pos = self.position(&pred, &addrs);
        let element = width.register_bytes();
        let address_raw = match surface {
            Some(_) => self.raw(&addrs, &[ElemType::UD], w * 4)?,
            None => self.raw(&addrs, &[ElemType::UQ], w * 8)?,
        };
        let data: Vec<ElemType> = visa_passes::isa::messages::atomic_data_types(message, a.op, width.bits()).to_vec();
        let source = |e: &mut Self, v: Option<inkwell::values::VectorValue<'_>>| -> Result<RawOperand, EmitError> {
            match v {
                Some(v) => {
                    let val = e.value(v.as_value_ref())?;
                    e.raw(&val, &data, w * element)
                }
                None => Ok(RawOperand::NULL),
            }
        };
        let src0 = source(self, a.src0)?;
        let src1 = source(self, a.src1)?;
        let shows = self.dispatch == Dispatch::Simt || constant_lanes_enabled(&pred, w) != Some(low_lanes(w));
        let (result, dst) = if llvm::is_unused(inst.as_value_ref()) {
            (old, RawOperand::NULL)
        } else {
            let root = self.gathered_result(inst, &old, ty, lanes, shows)?;
            (Val::Gen(root), self.raw(&Val::Gen(root), &data, w * element)?)
        };
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(message))?;
        let exec = self.exec(size, offset);
        self.push(match surface {
            Some(surface) => Instruction::DwordAtomic(DwordAtomic {
                op: a.op,
                is_16bit: width == AtomicWidth::W16,
                exec,
                pred,
                surface,
                element_offset: address_raw,
                src0,
                src1,
                dst,
            }),
            None => Instruction::SvmAtomic(SvmAtomic {
                op: a.op,
                width,
                exec,
                pred,
                addresses: address_raw,
                src0,
                src1,
                dst,
            }),
        });
        Ok(result)
    }

    fn qw_scatter(&mut self, q: &QwScatterCall<'_>) -> Result<(), EmitError> {
        const WHAT: &str = "llvm.visa.qw.scatter";
        let w = q.pred.get_type().get_size();
        let size = self.check_width(Message::QwScatter, w, WHAT)?;
        let data_v = q.data.as_value_ref();
        let ds = self.shape_of(data_v)?;
        if !matches!(ds.lane, LaneTy::Data(t) if t.size_bytes() == 8) || ds.lanes != w {
            return Err(format!("`{WHAT}`: the data must be <{w} x i64> or <{w} x double>").into());
        }
        let surface = self.surface(q.surface.as_value_ref())?;
        let pred = self.value(q.pred.as_value_ref())?;
        let offsets = self.value(q.offsets.as_value_ref())?;
        let data = self.value(data_v)?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            return Ok(()); // no lane writes
        }
        let pos = self.position(&pred, &offsets);
        let offset_raw = self.raw(&offsets, &[ElemType::UD], w * 4)?;
        let src = self.raw(&data, &[ElemType::UQ, ElemType::Q, ElemType::DF], w * 8)?;
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(Message::QwScatter))?;
        self.push(Instruction::QwScatter(QwScatter {
            exec: self.exec(size, offset),
            pred,
            num_blocks: NumBlocks::N1,
            surface,
            offset: offset_raw,
            src,
        }));
        Ok(())
    }

    fn typed_atomic(&mut self, inst: InstructionValue<'_>, a: &TypedAtomicCall<'_>) -> Result<Val, EmitError> {
        let what = if a.is_16bit {
            format!("llvm.visa.typed.atomic16.{}", a.op.name())
        } else {
            format!("llvm.genx.typed.atomic.{}", a.op.name())
        };
        let w = a.pred.get_type().get_size();
        let size = self.check_width(Message::TypedAtomic, w, &what)?;
        if a.is_16bit && !Message::TypedAtomic.has_feature(Feature::Atomic16, self.platform) {
            let source = Message::TypedAtomic
                .feature(Feature::Atomic16)
                .map_or("", |f| f.platforms[self.platform as usize].source);
            return Err(format!(
                "`{what}` cannot be emitted: 16-bit typed atomics are not available on {} ({source})",
                self.platform
            )
            .into());
        }
        let surface = self.surface(a.surface.as_value_ref())?;
        if surface.is_predefined() {
            return Err(format!("`{what}`: the surface must be an image (a binding-table index 0..=253 or an argument), not SLM or stateless memory").into());
        }
        let pred = self.value(a.pred.as_value_ref())?;
        if constant_lanes_enabled(&pred, w) == Some(0) {
            // No lane operates; a disabled lane's result is undefined (docs/intrinsics.md).
            let rs = self.shape_of(inst.as_value_ref())?;
            return Ok(Val::Const(Konst { lane: rs.lane, lanes: vec![None; rs.lanes as usize].into() }));
        }
        let u = self.value(a.u.as_value_ref())?;
        let pos = self.position(&pred, &u);
        let bytes = w * 4;
        let ud = [ElemType::UD];
        let u_raw = self.raw(&u, &ud, bytes)?;
        let is_zero = |e: &mut Self, v: inkwell::values::VectorValue<'_>| -> Result<bool, EmitError> {
            Ok(matches!(e.value(v.as_value_ref())?, Val::Const(k) if k.lanes.iter().all(|l| l.unwrap_or(0) == 0)))
        };
        let coordinate = |e: &mut Self, v: inkwell::values::VectorValue<'_>, may_be_null: bool| {
            if may_be_null && is_zero(e, v)? {
                return Ok(RawOperand::NULL);
            }
            let val = e.value(v.as_value_ref())?;
            e.raw(&val, &ud, bytes)
        };
        // V is %null only where R is (the page's table of surface types).
        let r_is_null = is_zero(self, a.r)?;
        let v_raw = coordinate(self, a.v, r_is_null)?;
        let r_raw = coordinate(self, a.r, true)?;
        let lod_raw = coordinate(self, a.lod, true)?;
        let data: &[ElemType] = if a.op.is_signed() { &[ElemType::D] } else { &ud };
        let src0 = match a.src0 {
            Some(v) => {
                let val = self.value(v.as_value_ref())?;
                self.raw(&val, data, bytes)?
            }
            None => RawOperand::NULL,
        };
        let src1 = match a.src1 {
            Some(v) => {
                let val = self.value(v.as_value_ref())?;
                self.raw(&val, &ud, bytes)?
            }
            None => RawOperand::NULL,
        };
        let (pred, offset) = self.message_pred(&pred, w, pos, Some(Message::TypedAtomic))?;
        let result_v = inst.as_value_ref();
        let rs = self.shape_of(result_v)?;
        let LaneTy::Data(rty) = rs.lane else { return Err(format!("`{what}`: the result must not be i1").into()) };
        let (result, dst) = if llvm::is_unused(result_v) {
            (Val::Const(Konst { lane: rs.lane, lanes: vec![None; rs.lanes as usize].into() }), RawOperand::NULL)
        } else {
            let root = self.result_root(result_v, rty, rs.lanes)?;
            let dst = self.raw(&Val::Gen(root), data, bytes)?;
            (Val::Gen(root), dst)
        };
        self.push(Instruction::TypedAtomic(TypedAtomic {
            op: a.op,
            is_16bit: a.is_16bit,
            exec: self.exec(size, offset),
            pred,
            surface,
            u: u_raw,
            v: v_raw,
            r: r_raw,
            lod: lod_raw,
            src0,
            src1,
            dst,
        }));
        Ok(result)
    }
}
