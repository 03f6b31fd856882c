//! The message intrinsics, at any width, each mirroring its page's
//! pseudo-code (quoted above each function). Widths and forms the hardware
//! does not allow are still executed by the formula: legality is the
//! legalizer's business, and the reference is what it must preserve.
//!
//! Surfaces: a surface index is a binding-table index: 254 = SLM (bounded),
//! 255 = stateless (SVM at the zero-extended 32-bit address, faulting),
//! 0..=253 = the launch's untyped surface (bounded). A surface the launch
//! does not have, or a poison index, is undefined behaviour and the write
//! is dropped.

use super::access::{describe_range, group_labels, group_range, overlapping, Access};
use super::outcome::Space;
use super::state::{Exec, Interp, Stop};
use super::value::{lane_from_le, mask, AddrSpace, Elem, Lane, Ty, Value};
use crate::exec::memory::{BTI_SLM, BTI_STATELESS};

/// Where a message writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Target {
    /// SLM or an untyped surface: out-of-bounds writes are dropped.
    Bounded(Space),
    /// Stateless (255): SVM, faulting outside allocations.
    Stateless,
}

impl Target {
    pub(super) fn space(self) -> Space {
        match self {
            Target::Bounded(space) => space,
            Target::Stateless => Space::Svm,
        }
    }
}

/// What a predicate lane says.
enum Pred {
    On,
    Off,
    Poison,
}

fn pred_lane(pred: &Value, i: usize) -> Pred {
    match pred.lane(i) {
        None => Pred::Poison,
        Some(0) => Pred::Off,
        Some(_) => Pred::On,
    }
}

const CHANNELS: [&str; 4] = ["R", "G", "B", "A"];

impl Interp<'_, '_> {
    /// `llvm.genx.svm.gather(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, <M x T> old)`.
    ///
    /// vISA spec, SVM_GATHER:
    /// ```text
    /// for (i = 0; i < exec_size; ++i) {
    ///     if (ChEn[i]) {
    ///         if (block_size == 4 || block_size == 8) {
    ///             for (j = 0; j < num_blocks; ++j) {
    ///                 dst[j*exec_size+i] = *(Addresses[i] + j*block_size); //4 or 8 byte
    ///             }
    ///         }
    ///         else { // block_size == 1
    ///             UD min_block_size = num_blocks < 4 ? 4 : num_blocks;
    ///             for (j = 0; j < num_blocks; ++j) {
    ///                 dst[i*min_block_size+j] = *(Addresses[i] + j); //1 byte
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    /// The block size is the size of `T`; `dst` starts as `old`, so disabled
    /// lanes, and the bytes of a 1-byte slot past `num_blocks`, keep `old`.
    /// Addresses must be aligned to the block size ("Each address must be
    /// aligned to the <block_size>"): a misaligned lane is undefined
    /// behaviour and its blocks are undefined.
    pub(super) fn svm_gather(&mut self, what: &str, args: &[Value], ret: Option<Ty>) -> Exec<Value> {
        let SvmGather { pred, addr, old, num_blocks, block, slot } = svm_gather_shape(what, args, ret)?;
        let (ret, n) = (old.ty, pred.ty.count());
        let mut dst = old.lanes.clone();
        for i in 0..n {
            let lane = i as u32;
            match pred_lane(pred, i) {
                Pred::Off => continue,
                Pred::Poison => {
                    self.lane_finding(true, what, lane, "the predicate is poison");
                    for j in 0..num_blocks {
                        dst[dst_index(block, n, slot, i, j)] = None;
                    }
                    continue;
                }
                Pred::On => {}
            }
            let Some(base) = addr.lane(i) else {
                self.lane_finding(true, what, lane, super::outcome::POISON_ADDRESS);
                for j in 0..num_blocks {
                    dst[dst_index(block, n, slot, i, j)] = None;
                }
                continue;
            };
            let aligned = base.is_multiple_of(block as u64);
            if !aligned {
                let message = format!("address {base:#x} is not aligned to the {block}-byte block size");
                self.lane_finding(true, what, lane, &message);
            }
            for j in 0..num_blocks {
                let Some(address) = base.checked_add((j * block) as u64) else {
                    return Err(self.wrap_fault(base, lane, what));
                };
                let bytes = self.read_or_fault(Space::Svm, address, block, lane, what)?;
                let value =
                    (aligned && !bytes.any_undefined()).then(|| lane_from_le(&bytes.data) & mask(ret.elem.bits()));
                dst[dst_index(block, n, slot, i, j)] = value;
            }
        }
        Ok(Value { ty: ret, lanes: dst })
    }

    /// `llvm.genx.scatter4.scaled(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface,
    /// i32 global_offset, <N x i32> element_offset, <M x T> data)`.
    ///
    /// vISA spec, SCATTER4_SCALED:
    /// ```text
    /// UD ch_pos = 0;
    /// for (c = 0; c < 4; ++c) {
    ///   if (ch_mask[c] == 1) {
    ///     for (i = 0; i < exec_size; ++i) {
    ///       if (ChEn[i]) {
    ///         UD ch_start = ch_pos * max(exec_size, GRF_SIZE / 4);
    ///         surface[(address/4)+c] = src[ch_start+i]; //4 bytes
    ///       }
    ///     }
    ///     ch_pos++;
    ///   }
    /// }
    /// ```
    /// At the intrinsic level the data is channel-major without padding
    /// (`ch_start = ch_pos * N`; the GRF padding is the emitter's layout);
    /// the mask bit set means the channel is written, R = bit 0
    /// (docs/intrinsics.md). `address` = `global_offset + element_offset[i]`
    /// (wrapping at 32 bits); channel `c` goes to `address + 4 * c`. Scale is
    /// ignored ("This field is ignored and scale is always zero"). A zero
    /// mask ("0000 is not allowed"), a misaligned address ("the final
    /// address must be dword-aligned") and two channels writing the same
    /// address ("The behavior is undefined") are undefined behaviour;
    /// overlapping writes are still applied in the pseudo-code's order.
    pub(super) fn scatter4_scaled(&mut self, what: &str, args: &[Value]) -> Exec<()> {
        let Scatter4 { pred, surface, global_offset, element_offset, data, channels } = scatter4_shape(what, args)?;
        let n = pred.ty.count();
        if channels == 0 {
            self.finding(true, format!("{what}: the channel mask is 0 (\"0000\" is not allowed); nothing is written"));
            return Ok(());
        }
        let Some(target) = self.surface_target(what, surface)? else { return Ok(()) };
        let Some(global) = global_offset.lane(0) else {
            self.finding(true, format!("{what}: the global offset is poison; nothing is written"));
            return Ok(());
        };
        let mut writes = Vec::new();
        let mut ch_pos = 0;
        for (c, name) in CHANNELS.iter().enumerate() {
            if channels & (1 << c) == 0 {
                continue;
            }
            for i in 0..n {
                let lane = i as u32;
                let enabled = pred_lane(pred, i);
                if matches!(enabled, Pred::Off) {
                    continue;
                }
                let Some(offset) = element_offset.lane(i) else {
                    self.lane_finding(true, what, lane, "the element offset is poison");
                    continue;
                };
                let address = (global as u32).wrapping_add(offset as u32);
                let byte = u64::from(address) + 4 * c as u64;
                if matches!(enabled, Pred::Poison) {
                    self.lane_finding(true, what, lane, "the predicate is poison");
                    self.mark_undefined(target.space(), byte, 4);
                    continue;
                }
                let value = data.lane(ch_pos * n + i);
                let aligned = address.is_multiple_of(4);
                if !aligned {
                    let message = format!("address {address:#x} is not dword-aligned");
                    self.lane_finding(true, what, lane, &message);
                    // Hardware may round down ("surface[(address/4)+c]") or not:
                    // both candidate dwords are left undefined.
                    self.mark_undefined(target.space(), byte & !3, 8);
                    continue;
                }
                if self.write_target(
                    target,
                    byte,
                    &value.unwrap_or(0).to_le_bytes()[..4],
                    value.is_some(),
                    lane,
                    what,
                )? {
                    let label = format!("lane {lane} (channel {name})");
                    writes.push(Access { label, space: target.space(), address: byte, len: 4 });
                }
            }
            ch_pos += 1;
        }
        self.report_overlaps(what, &writes, "(channel-major, then lane)");
        Ok(())
    }

    /// `llvm.visa.qw.scatter(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64|double> data)`.
    ///
    /// vISA spec, QW_SCATTER, with one block:
    /// ```text
    /// for (i = 0; i < exec_size; ++i) {
    ///     if (ChEn[i]) {
    ///         for (j = 0; j < num_blocks; ++j) {
    ///             Surface[Offset[i] + j] = src[j*exec_size+i]; // 8 byte
    ///         }
    ///     }
    /// }
    /// ```
    /// `Offset[i]` is a byte offset. Two channels writing the same address
    /// are undefined behaviour ("The behavior is undefined if more than one
    /// channel writes to the same address"); applied in lane order.
    pub(super) fn qw_scatter(&mut self, what: &str, args: &[Value]) -> Exec<()> {
        let QwScatter { pred, surface, offset, data } = qw_scatter_shape(what, args)?;
        let n = pred.ty.count();
        let Some(target) = self.surface_target(what, surface)? else { return Ok(()) };
        let mut writes = Vec::new();
        for i in 0..n {
            let lane = i as u32;
            let enabled = pred_lane(pred, i);
            if matches!(enabled, Pred::Off) {
                continue;
            }
            let Some(address) = offset.lane(i) else {
                self.lane_finding(true, what, lane, "the offset is poison");
                continue;
            };
            if matches!(enabled, Pred::Poison) {
                self.lane_finding(true, what, lane, "the predicate is poison");
                self.mark_undefined(target.space(), address, 8);
                continue;
            }
            let value = data.lane(i);
            if self.write_target(target, address, &value.unwrap_or(0).to_le_bytes(), value.is_some(), lane, what)? {
                writes.push(Access { label: format!("lane {lane}"), space: target.space(), address, len: 8 });
            }
        }
        self.report_overlaps(what, &writes, "(lane order)");
        Ok(())
    }

    /// `llvm.genx.svm.scatter(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, <M x T> data)`.
    ///
    /// vISA spec, SVM_SCATTER:
    /// ```text
    /// for (i = 0; i < exec_size; ++i) {
    ///     if (ChEn[i]) {
    ///         if (block_size == 4 || block_size == 8) {
    ///             for (j = 0; j < num_blocks; ++j) {
    ///                 *(Addresses[i] + j*block_size) = src[j*exec_size+i]; //4 or 8 byte
    ///             }
    ///         }
    ///         else { // block_size == 1
    ///             for (j = 0; j < num_blocks; ++j) {
    ///                 UD min_block_size = num_blocks < 4 ? 4 : num_blocks;
    ///                 *(Addresses[i] + j) = src[i*min_block_size+j]; //1 byte
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    /// The data has `svm.gather`'s layout. A misaligned lane ("Each address
    /// must be aligned to the Block") is undefined behaviour: its bytes are
    /// written but undefined. Lanes writing a common byte are applied in
    /// lane order and those bytes are undefined (the page orders nothing).
    pub(super) fn svm_scatter(&mut self, what: &str, args: &[Value]) -> Exec<()> {
        let SvmGather { pred, addr, old: data, num_blocks, block, slot } =
            svm_gather_shape(what, args, Some(args[3].ty))?;
        let n = pred.ty.count();
        let mut writes = Vec::new();
        for i in 0..n {
            let lane = i as u32;
            let enabled = pred_lane(pred, i);
            if matches!(enabled, Pred::Off) {
                continue;
            }
            let Some(base) = addr.lane(i) else {
                self.lane_finding(true, what, lane, super::outcome::POISON_ADDRESS);
                continue;
            };
            if matches!(enabled, Pred::Poison) {
                self.lane_finding(true, what, lane, "the predicate is poison");
                self.mark_undefined(Space::Svm, base, num_blocks * block);
                continue;
            }
            let aligned = base.is_multiple_of(block as u64);
            if !aligned {
                let message = format!("address {base:#x} is not aligned to the {block}-byte block size");
                self.lane_finding(true, what, lane, &message);
            }
            for j in 0..num_blocks {
                let Some(address) = base.checked_add((j * block) as u64) else {
                    return Err(self.wrap_fault(base, lane, what));
                };
                let value = data.lane(dst_index(block, n, slot, i, j));
                let bytes = value.unwrap_or(0).to_le_bytes();
                self.write_or_fault(Space::Svm, address, &bytes[..block], value.is_some() && aligned, lane, what)?;
                writes.push(Access { label: format!("lane {lane}"), space: Space::Svm, address, len: block as u64 });
            }
        }
        self.report_overlaps(what, &writes, "(lane order)");
        Ok(())
    }

    /// `llvm.genx.svm.gather4.scaled(<N x i1> pred, i32 channel_mask, i16 scale, i64 address,
    /// <N x i64> element_offset, <M x T> old)` returning `<M x T>`, and
    /// `llvm.genx.svm.scatter4.scaled` with the data in `old`'s place.
    ///
    /// vISA spec, SVM_GATHER4_SCALED (SVM_SCATTER4_SCALED the other way):
    /// ```text
    /// dst[ch_start+i] = *(address + element_offset[i] + (c * 4)); //4 byte
    /// ```
    /// for each enabled channel `c` (R = bit 0, bit set = enabled) in order
    /// `ch_pos` and each enabled lane `i`; the result is channel-major
    /// without padding at the intrinsic level (`ch_start = ch_pos * N`).
    /// Each channel is read (written) as `llvm.genx.svm.gather` (`.scatter`)
    /// of one 4-byte block at `address + element_offset[i] + 4c` (wrapping,
    /// as the IR's `add`), so a disabled lane keeps `old` and a misaligned
    /// address ("the final address must be dword-aligned") is undefined
    /// behaviour as there. Scale is ignored ("This field is ignored").
    pub(super) fn svm_channels(
        &mut self,
        what: &str,
        scatter: bool,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Option<Value>> {
        let SvmChannels { pred, address, offsets, data, channels } = svm_channels_shape(what, scatter, args, ret)?;
        let n = offsets.ty.count();
        let pred =
            pred.cloned().unwrap_or_else(|| Value { ty: Ty::vector(Elem::Int(1), n as u32), lanes: vec![Some(1); n] });
        let log2_one_block = Value { ty: Ty::scalar(Elem::Int(32)), lanes: vec![Some(0)] };
        let mut result = data.clone();
        for (ch_pos, c) in (0..4u64).filter(|c| channels & (1 << c) != 0).enumerate() {
            let addrs =
                (0..n).map(|i| Some(address.lane(0)?.wrapping_add(offsets.lane(i)?).wrapping_add(4 * c))).collect();
            let addrs = Value { ty: Ty::vector(Elem::Int(64), n as u32), lanes: addrs };
            let part = ch_pos * n..(ch_pos + 1) * n;
            let part_data = Value { ty: Ty::vector(data.ty.elem, n as u32), lanes: data.lanes[part.clone()].to_vec() };
            let channel_args = [pred.clone(), log2_one_block.clone(), addrs, part_data];
            if scatter {
                self.svm_scatter(what, &channel_args)?;
            } else {
                let read = self.svm_gather(what, &channel_args, Some(channel_args[3].ty))?;
                result.lanes[part].copy_from_slice(&read.lanes);
            }
        }
        Ok((!scatter).then_some(result))
    }

    /// `llvm.genx.gather4.scaled(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface,
    /// i32 global_offset, <N x i32> element_offset, <M x T> old)` returning `<M x T>`.
    ///
    /// vISA spec, GATHER4_SCALED:
    /// ```text
    /// dst[ch_start+i] = surface[(address/4)+c]; //4 bytes
    /// ```
    /// for each enabled channel `c` (R = bit 0) in order `ch_pos` and each
    /// enabled lane `i`, `address = global_offset + element_offset[i]`
    /// (wrapping at 32 bits); channel `c` reads the dword at `address + 4c`.
    /// At the intrinsic level the result is channel-major without padding
    /// (`ch_start = ch_pos * N`). Disabled lanes keep `old`; out of bounds
    /// reads zero; a misaligned address is undefined behaviour (the lane's
    /// channels are undefined).
    pub(super) fn gather4_scaled(&mut self, what: &str, args: &[Value], ret: Option<Ty>) -> Exec<Value> {
        let Scatter4 { pred, surface, global_offset, element_offset, data: old, channels } =
            scatter4_shape(what, args)?;
        let ret = ret.filter(|r| *r == old.ty).ok_or_else(|| bad_shape(what, "(...) returning the type of `old`"))?;
        let n = pred.ty.count();
        let mut dst = old.lanes.clone();
        if channels == 0 {
            self.finding(true, format!("{what}: the channel mask is 0 (\"0000\" is not allowed); nothing is read"));
            return Ok(Value { ty: ret, lanes: dst });
        }
        let Some(target) = self.surface_target(what, surface)? else { return Ok(Value { ty: ret, lanes: dst }) };
        let Some(global) = global_offset.lane(0) else {
            self.finding(true, format!("{what}: the global offset is poison; the enabled lanes are undefined"));
            undefine_enabled(pred, &mut dst, |i| (0..channels.count_ones() as usize).map(move |c| c * n + i));
            return Ok(Value { ty: ret, lanes: dst });
        };
        for i in 0..n {
            let lane = i as u32;
            let address = match (pred_lane(pred, i), element_offset.lane(i)) {
                (Pred::Off, _) => continue,
                (Pred::Poison, _) => Err("the predicate is poison".to_string()),
                (Pred::On, None) => Err("the element offset is poison".to_string()),
                (Pred::On, Some(offset)) => {
                    let address = (global as u32).wrapping_add(offset as u32);
                    if address.is_multiple_of(4) {
                        Ok(address)
                    } else {
                        Err(format!("address {address:#x} is not dword-aligned"))
                    }
                }
            };
            let mut ch_pos = 0;
            for c in 0..4 {
                if channels & (1 << c) == 0 {
                    continue;
                }
                dst[ch_pos * n + i] = match &address {
                    Ok(address) => self.read_target(target, u64::from(*address) + 4 * c as u64, 4, lane, what)?,
                    Err(_) => None,
                };
                ch_pos += 1;
            }
            if let Err(message) = address {
                self.lane_finding(true, what, lane, &message);
            }
        }
        Ok(Value { ty: ret, lanes: dst })
    }

    /// `llvm.genx.gather.scaled` and `llvm.genx.scatter.scaled(<N x i1> pred, i32
    /// log2_num_blocks, i16 scale, i32 surface, i32 global_offset, <N x i32>
    /// element_offset, <N x T> data)`, T of 4 bytes; the gather returns `<N x T>`.
    ///
    /// vISA spec, GATHER_SCALED / SCATTER_SCALED:
    /// ```text
    /// dst[i] = surface[offset+element_offset[i]]; //<num_blocks> bytes
    /// surface[offset+element_offset[i]] = src[i]; //<num_blocks> bytes
    /// ```
    /// `num_blocks` (1, 2 or 4) bytes at `global_offset + element_offset[i]`
    /// (wrapping at 32 bits), in the low bytes of each lane's dword. The
    /// page leaves a gather's upper bytes undefined; this interpreter keeps
    /// them as `old` has them (the emulator does the same, README decision
    /// 18), and `select` never reads them. Disabled lanes keep `old`; out of
    /// bounds reads zero and drops writes; overlapping writes are undefined
    /// behaviour ("The behavior is undefined if more than one channel writes
    /// to the same address").
    pub(super) fn byte_scaled(
        &mut self,
        what: &str,
        gather: bool,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Option<Value>> {
        let shape = "(<N x i1> pred, i32 log2_num_blocks, i16 scale, i32 surface, i32 global_offset, \
                     <N x i32> element_offset, <N x T> data), T of 4 bytes";
        let [pred, log2_blocks, _scale, surface, global_offset, element_offset, data] = args else {
            return Err(bad_shape(what, shape));
        };
        let n = pred.ty.count();
        let ret_ok = if gather { ret == Some(data.ty) } else { ret.is_none() };
        if !is_predicate(pred)
            || !is_u32_vector(element_offset, n)
            || data.ty.elem.bits() != 32
            || data.ty.count() != n
            || !ret_ok
        {
            return Err(bad_shape(what, shape));
        }
        let num_blocks = match log2_blocks.lane(0) {
            Some(l @ 0..=2) => 1usize << l,
            _ => return Err(Stop::Unsupported(format!("{what}: log2_num_blocks must be a constant 0..=2"))),
        };
        let mut dst = data.lanes.clone();
        let result = |dst: Vec<Lane>| gather.then_some(Value { ty: data.ty, lanes: dst });
        let Some(target) = self.surface_target(what, surface)? else { return Ok(result(dst)) };
        let Some(global) = global_offset.lane(0) else {
            self.finding(true, format!("{what}: the global offset is poison; the enabled lanes do nothing defined"));
            undefine_enabled(pred, &mut dst, std::iter::once);
            return Ok(result(dst));
        };
        let mut writes = Vec::new();
        for (i, slot) in dst.iter_mut().enumerate().take(n) {
            let lane = i as u32;
            let enabled = pred_lane(pred, i);
            if matches!(enabled, Pred::Off) {
                continue;
            }
            let Some(offset) = element_offset.lane(i) else {
                self.lane_finding(true, what, lane, "the element offset is poison");
                *slot = None;
                continue;
            };
            let address = u64::from((global as u32).wrapping_add(offset as u32));
            if matches!(enabled, Pred::Poison) {
                self.lane_finding(true, what, lane, "the predicate is poison");
                *slot = None;
                if !gather {
                    self.mark_undefined(target.space(), address, num_blocks);
                }
                continue;
            }
            let low = mask(8 * num_blocks as u32);
            if gather {
                let read = self.read_target(target, address, num_blocks, lane, what)?;
                *slot = read.zip(*slot).map(|(bytes, old)| (old & !low) | bytes);
            } else {
                let value = data.lane(i);
                let bytes = value.unwrap_or(0).to_le_bytes();
                if self.write_target(target, address, &bytes[..num_blocks], value.is_some(), lane, what)? {
                    writes.push(Access {
                        label: format!("lane {lane}"),
                        space: target.space(),
                        address,
                        len: num_blocks as u64,
                    });
                }
            }
        }
        self.report_overlaps(what, &writes, "(lane order)");
        Ok(result(dst))
    }

    /// `llvm.visa.qw.gather(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64|double> old)`
    /// returning `<N x i64|double>`.
    ///
    /// vISA spec, QW_GATHER, with one block:
    /// ```text
    /// dst[j*exec_size+i] = Surface[Offset[i] + j]; // 8 byte
    /// ```
    /// 8 bytes at byte offset `offset[i]`; disabled lanes keep `old`; out of
    /// bounds reads zero.
    pub(super) fn qw_gather(&mut self, what: &str, args: &[Value], ret: Option<Ty>) -> Exec<Value> {
        let QwScatter { pred, surface, offset, data: old } = qw_scatter_shape(what, args)?;
        let ret = ret.filter(|r| *r == old.ty).ok_or_else(|| bad_shape(what, "(...) returning the type of `old`"))?;
        let mut dst = old.lanes.clone();
        let Some(target) = self.surface_target(what, surface)? else { return Ok(Value { ty: ret, lanes: dst }) };
        for (i, out) in dst.iter_mut().enumerate() {
            let lane = i as u32;
            *out = match (pred_lane(pred, i), offset.lane(i)) {
                (Pred::Off, _) => continue,
                (Pred::Poison, _) => {
                    self.lane_finding(true, what, lane, "the predicate is poison");
                    None
                }
                (Pred::On, None) => {
                    self.lane_finding(true, what, lane, "the offset is poison");
                    None
                }
                (Pred::On, Some(address)) => self.read_target(target, address, 8, lane, what)?,
            };
        }
        Ok(Value { ty: ret, lanes: dst })
    }

    /// Reads `len` bytes of `target` as one lane: bounded targets read zero
    /// out of bounds ("On read: zeros are returned"), stateless ones fault.
    /// `None` when a byte read is undefined.
    pub(super) fn read_target(
        &mut self,
        target: Target,
        address: u64,
        len: usize,
        lane: u32,
        what: &str,
    ) -> Exec<Lane> {
        let bytes = self.read_target_bytes(target, address, len, lane, what)?;
        Ok((!bytes.any_undefined()).then(|| lane_from_le(&bytes.data)))
    }

    /// [`Interp::read_target`]'s bytes.
    pub(super) fn read_target_bytes(
        &mut self,
        target: Target,
        address: u64,
        len: usize,
        lane: u32,
        what: &str,
    ) -> Exec<super::access::Bytes> {
        match target {
            Target::Bounded(space) => {
                let mut data = vec![0u8; len];
                let inside =
                    self.buffer(space).is_some_and(|buf| crate::exec::memory::read_bounded(buf, address, &mut data));
                let undefined = if inside { self.shadow(space, address, len) } else { vec![false; len] };
                Ok(super::access::Bytes { data, undefined })
            }
            Target::Stateless => self.read_or_fault(Space::Svm, address, len, lane, what),
        }
    }

    /// The target of a surface index, or `None` (with a finding) when the
    /// write goes nowhere.
    pub(super) fn surface_target(&mut self, what: &str, surface: &Value) -> Exec<Option<Target>> {
        let Some(index) = surface.lane(0) else {
            self.finding(true, format!("{what}: the surface index is poison; nothing is written"));
            return Ok(None);
        };
        let bti = match u8::try_from(index) {
            Ok(BTI_SLM) => return Ok(Some(Target::Bounded(Space::Slm))),
            Ok(BTI_STATELESS) => return Ok(Some(Target::Stateless)),
            Ok(bti) if self.memory.surfaces.contains_key(&bti) => {
                return Ok(Some(Target::Bounded(Space::Surface(bti))))
            }
            Ok(bti) => bti,
            Err(_) => {
                let message =
                    format!("{what}: surface index {index} is not a binding-table index (0..=255); nothing is written");
                self.finding(true, message);
                return Ok(None);
            }
        };
        let why = if self.memory.images.contains_key(&bti) {
            "is an image, not an untyped surface"
        } else {
            "is not bound by the launch"
        };
        self.finding(true, format!("{what}: surface {bti} {why}; nothing is written"));
        Ok(None)
    }

    /// Writes `bytes` at `address` of `target`; returns whether they were
    /// written (bounded targets drop out-of-bounds writes).
    pub(super) fn write_target(
        &mut self,
        target: Target,
        address: u64,
        bytes: &[u8],
        defined: bool,
        lane: u32,
        what: &str,
    ) -> Exec<bool> {
        match target {
            Target::Bounded(space) => Ok(self.write_bounded(space, address, bytes, defined)),
            Target::Stateless => self.write_or_fault(Space::Svm, address, bytes, defined, lane, what).map(|()| true),
        }
    }

    /// Reports each group of overlapping writes as undefined behaviour and
    /// marks the bytes two or more of them write undefined: the page gives
    /// them no defined value, and a legal lowering (which splits a wide
    /// message into pieces that run one after the other) may order the
    /// writes differently from the page's pseudo-code.
    pub(super) fn report_overlaps(&mut self, what: &str, writes: &[Access], order: &str) {
        for group in overlapping(writes) {
            let (space, start, end) = group_range(writes, &group);
            for byte in start..end {
                let covering =
                    group.iter().filter(|&&i| byte >= writes[i].address && byte - writes[i].address < writes[i].len);
                if covering.count() > 1 {
                    self.mark_undefined(space, byte, 1);
                }
            }
            let message = format!(
                "{what}: {} write overlapping bytes ({}): the page leaves this undefined; applied in the page's order {order}",
                group_labels(writes, &group),
                describe_range(space, start, end)
            );
            self.finding(true, message);
        }
    }

    fn wrap_fault(&self, address: u64, lane: u32, what: &str) -> Stop {
        Stop::Fault(super::outcome::RefFault {
            location: self.loc.clone(),
            lane: Some(lane),
            space: Space::Svm,
            address,
            len: 0,
            message: format!("{what} lane {lane}: the blocks at {address:#x} run past the end of the address space"),
            unused_load: false,
        })
    }
}

/// The checked operands of `llvm.genx.svm.gather`.
pub(super) struct SvmGather<'v> {
    pred: &'v Value,
    addr: &'v Value,
    old: &'v Value,
    num_blocks: usize,
    /// Bytes per block: the size of the element type.
    block: usize,
    /// `dst` elements per lane for 1-byte blocks: max(4, num_blocks).
    slot: usize,
}

/// Checks `(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, <M x T> old)` returning `<M x T>`.
pub(super) fn svm_gather_shape<'v>(what: &str, args: &'v [Value], ret: Option<Ty>) -> Exec<SvmGather<'v>> {
    let shape = "(<N x i1> pred, i32 log2_num_blocks, <N x i64> addr, <M x T> old) returning <M x T>, \
                 T of 1, 4 or 8 bytes, M = N * num_blocks (1-byte: N * max(4, num_blocks))";
    let ([pred, log2_blocks, addr, old], Some(ret)) = (args, ret) else { return Err(bad_shape(what, shape)) };
    let n = pred.ty.count();
    let address_ok = matches!(addr.ty.elem, Elem::Int(64) | Elem::Ptr(AddrSpace::Global));
    if !is_predicate(pred) || !address_ok || addr.ty.lanes != pred.ty.lanes || old.ty != ret {
        return Err(bad_shape(what, shape));
    }
    let num_blocks = match log2_blocks.lane(0) {
        Some(l @ 0..=3) => 1usize << l,
        _ => return Err(Stop::Unsupported(format!("{what}: log2_num_blocks must be a constant 0..=3"))),
    };
    let block = ret.elem.store_bytes();
    if !matches!(block, 1 | 4 | 8) || !ret.elem.bits().is_multiple_of(8) {
        return Err(bad_shape(what, shape));
    }
    let slot = if block == 1 { visa_passes::isa::messages::svm_slot(num_blocks as u32) as usize } else { num_blocks };
    if ret.count() != n * slot {
        return Err(bad_shape(what, shape));
    }
    Ok(SvmGather { pred, addr, old, num_blocks, block, slot })
}

/// The checked operands of `llvm.genx.svm.gather4.scaled` and `.scatter4.scaled`.
pub(super) struct SvmChannels<'v> {
    /// `None`: the scalar `i1 true`.
    pred: Option<&'v Value>,
    address: &'v Value,
    offsets: &'v Value,
    data: &'v Value,
    /// The channel mask, 1..=15.
    channels: u32,
}

/// Checks `(<N x i1> pred (or i1 true), i32 channel_mask, i16 scale, i64 address,
/// <N x i64> element_offset, <M x T> data)`, T of 32 bits, M = N * enabled
/// channels; the gather returns `<M x T>`.
pub(super) fn svm_channels_shape<'v>(
    what: &str,
    scatter: bool,
    args: &'v [Value],
    ret: Option<Ty>,
) -> Exec<SvmChannels<'v>> {
    let shape = "(<N x i1> pred (or i1 true), i32 channel_mask, i16 scale, i64 address, <N x i64> element_offset, \
                 <M x T> data), T i32 or float, M = N * enabled channels (the gather returns <M x T>)";
    let [pred, channel_mask, _scale, address, offsets, data] = args else {
        return Err(bad_shape(what, shape));
    };
    let n = offsets.ty.count();
    let pred = match pred.ty.is_vector() {
        true if is_predicate(pred) && pred.ty.count() == n => Some(pred),
        false if pred.ty.elem == Elem::Int(1) && pred.lane(0) == Some(1) => None,
        _ => return Err(bad_shape(what, shape)),
    };
    let vector_of_u64 = offsets.ty.is_vector() && offsets.ty.elem == Elem::Int(64);
    let scalar_u64 = !address.ty.is_vector() && address.ty.elem == Elem::Int(64);
    let result_ok = if scatter { ret.is_none() } else { ret == Some(data.ty) };
    if !vector_of_u64 || !scalar_u64 || data.ty.elem.bits() != 32 || !data.ty.is_vector() || !result_ok {
        return Err(bad_shape(what, shape));
    }
    let channels = match channel_mask.lane(0) {
        Some(m @ 1..=15) => m as u32,
        _ => return Err(Stop::Unsupported(format!("{what}: channel_mask must be a constant 1..=15"))),
    };
    if data.ty.count() != n * channels.count_ones() as usize {
        return Err(bad_shape(what, shape));
    }
    Ok(SvmChannels { pred, address, offsets, data, channels })
}

/// The checked operands of `llvm.genx.scatter4.scaled`.
pub(super) struct Scatter4<'v> {
    pred: &'v Value,
    surface: &'v Value,
    global_offset: &'v Value,
    element_offset: &'v Value,
    data: &'v Value,
    /// The channel mask, 0..=15 (0 is undefined behaviour, reported when run).
    channels: u32,
}

/// Checks `(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface, i32 global_offset,
/// <N x i32> element_offset, <M x T> data)`.
pub(super) fn scatter4_shape<'v>(what: &str, args: &'v [Value]) -> Exec<Scatter4<'v>> {
    let shape = "(<N x i1> pred, i32 channel_mask, i16 scale, i32 surface, i32 global_offset, \
                 <N x i32> element_offset, <M x T> data), T of 4 bytes, M = N * enabled channels";
    let [pred, channel_mask, _scale, surface, global_offset, element_offset, data] = args else {
        return Err(bad_shape(what, shape));
    };
    let n = pred.ty.count();
    if !is_predicate(pred) || !is_u32_vector(element_offset, n) || data.ty.elem.bits() != 32 || !data.ty.is_vector() {
        return Err(bad_shape(what, shape));
    }
    let channels = match channel_mask.lane(0) {
        Some(m @ 0..=15) => m as u32,
        _ => return Err(Stop::Unsupported(format!("{what}: channel_mask must be a constant 0..=15"))),
    };
    // A zero mask has no data layout to check: it is reported when run.
    if channels != 0 && data.ty.count() != n * channels.count_ones() as usize {
        return Err(bad_shape(what, shape));
    }
    Ok(Scatter4 { pred, surface, global_offset, element_offset, data, channels })
}

/// The checked operands of `llvm.visa.qw.scatter`.
pub(super) struct QwScatter<'v> {
    pred: &'v Value,
    surface: &'v Value,
    offset: &'v Value,
    data: &'v Value,
}

/// Checks `(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64|double> data)`.
pub(super) fn qw_scatter_shape<'v>(what: &str, args: &'v [Value]) -> Exec<QwScatter<'v>> {
    let shape = "(<N x i1> pred, i32 surface, <N x i32> offset, <N x i64 or double> data)";
    let [pred, surface, offset, data] = args else { return Err(bad_shape(what, shape)) };
    let n = pred.ty.count();
    let data_ok = matches!(data.ty.elem, Elem::Int(64) | Elem::Double) && data.ty.lanes == pred.ty.lanes;
    if !is_predicate(pred) || !is_u32_vector(offset, n) || !data_ok {
        return Err(bad_shape(what, shape));
    }
    Ok(QwScatter { pred, surface, offset, data })
}

/// Makes the lanes `indices(i)` of every enabled (or poison) lane `i` of `dst` undefined.
fn undefine_enabled<I: Iterator<Item = usize>>(pred: &Value, dst: &mut [Lane], indices: impl Fn(usize) -> I) {
    for i in 0..pred.ty.count() {
        if !matches!(pred_lane(pred, i), Pred::Off) {
            for k in indices(i) {
                if let Some(slot) = dst.get_mut(k) {
                    *slot = None;
                }
            }
        }
    }
}

/// Index in `dst` of block `j` of lane `i` (see the pseudo-code).
fn dst_index(block: usize, n: usize, slot: usize, i: usize, j: usize) -> usize {
    if block == 1 {
        i * slot + j
    } else {
        j * n + i
    }
}

fn is_predicate(pred: &Value) -> bool {
    pred.ty.elem == Elem::Int(1) && pred.ty.is_vector()
}

fn is_u32_vector(v: &Value, n: usize) -> bool {
    v.ty.elem == Elem::Int(32) && v.ty.is_vector() && v.ty.count() == n
}

fn bad_shape(what: &str, shape: &str) -> Stop {
    Stop::Unsupported(format!("{what} must have the operands {shape}"))
}
