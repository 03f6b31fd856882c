//! Masks made, read and converted as predicates (`masks.rs` says how a
//! mask is stored; the [`super::masks::Masks`] part holds them).

use super::error::EmitError;
use super::inputs::low_bits;
use super::masks::{MaskForm, MaskRoot};
use super::values::{chunks, imm, nm, nm_at, padded, Konst, MaskView, Val, View};
use super::Emitter;
use crate::visa::*;
use visa_passes::isa::messages::Message;

impl Emitter<'_, '_> {
    /// Declares the predicates of a mask of `lanes` lanes.
    pub fn new_mask(&mut self, lanes: u32, form: MaskForm) -> Result<MaskView, EmitError> {
        let broadcast = form == MaskForm::Broadcast;
        let count = if broadcast { 1 } else { lanes.div_ceil(32).max(1) };
        let mut groups = Vec::new();
        for _ in 0..count {
            groups.push(self.new_pred()?);
        }
        let clean = broadcast || lanes.is_multiple_of(32);
        self.masks.roots.push(MaskRoot { groups, lanes, broadcast, clean });
        Ok(MaskView { root: self.masks.roots.len() - 1, start: 0, lanes })
    }

    /// One 32-bit predicate variable.
    pub fn new_pred(&mut self) -> Result<PredVarId, EmitError> {
        let next = self.kernel.preds.len() + 1;
        let name = self.unique_name(&format!("P{next}"));
        self.kernel
            .declare_pred(PredVar { name, num_elts: 32 })
            .ok_or_else(|| "too many predicates (at most 4095)".into())
    }

    pub fn mask_root(&self, view: MaskView) -> &MaskRoot {
        self.masks.root(view)
    }

    /// A mask view copied into a fresh root of its lanes (through bytes).
    pub(super) fn aligned_copy(&mut self, m: MaskView) -> Result<MaskView, EmitError> {
        let bytes = self.mask_bytes(m)?;
        self.bytes_to_mask(&Val::Gen(bytes), m.lanes, MaskForm::Lanes)
    }

    /// A predicate with the low `bits` bits set.
    fn lane_mask(&mut self, bits: u32) -> Result<PredVarId, EmitError> {
        self.constant_pred(low_bits(bits))
    }

    /// A predicate holding `value` (declared and set once per kernel: no
    /// instruction writes a constant predicate after its `setp`).
    pub fn constant_pred(&mut self, value: u32) -> Result<PredVarId, EmitError> {
        if let Some(&p) = self.masks.constant_preds.get(&value) {
            return Ok(p);
        }
        let p = self.new_pred()?;
        let setp = Instruction::Setp { exec: nm(32), dst: p, src: SrcOperand::imm(ElemType::UD, u64::from(value)) };
        if self.flow.multi_block {
            // At the kernel's start, which every path passes (each before the last).
            self.consts.prologue.insts.insert(0, setp);
            self.consts.prologue.origin.insert(0, self.current);
        } else {
            self.push(setp);
        }
        self.masks.constant_preds.insert(value, p);
        Ok(p)
    }

    /// Clears the bits past the last lane of a mask root (once; only where
    /// something reads them: a padded message piece, or bytes past the lanes).
    pub fn clear_above(&mut self, view: MaskView) -> Result<(), EmitError> {
        let root = self.masks.roots[view.root].clone();
        let tail = root.lanes % 32;
        if root.clean || root.broadcast || tail == 0 {
            return Ok(());
        }
        self.masks.roots[view.root].clean = true;
        let Some(&last) = root.groups.last() else { return Ok(()) };
        let lane_mask = self.lane_mask(tail)?;
        self.push(Instruction::alu2(
            AluOp::And,
            nm(32),
            None,
            DstOperand::Predicate(last),
            SrcOperand::Predicate(last),
            SrcOperand::Predicate(lane_mask),
        ));
        Ok(())
    }

    /// A mask root holding a constant (`setp` per group; undefined lanes 0).
    pub fn const_mask(&mut self, k: &Konst, form: MaskForm) -> Result<MaskView, EmitError> {
        let broadcast = form == MaskForm::Broadcast;
        let lanes = k.lanes.len() as u32;
        let view = self.new_mask(lanes, form)?;
        let groups = self.masks.roots[view.root].groups.clone();
        for (g, p) in groups.into_iter().enumerate() {
            let bits = if broadcast {
                if k.lanes.first().copied().flatten().unwrap_or(0) & 1 != 0 {
                    u32::MAX
                } else {
                    0
                }
            } else {
                (0..32u32).fold(0u32, |acc, i| {
                    let on = k.lanes.get(g * 32 + i as usize).copied().flatten().unwrap_or(0) & 1 != 0;
                    acc | (u32::from(on) << i)
                })
            };
            self.push(Instruction::Setp { exec: nm(32), dst: p, src: SrcOperand::imm(ElemType::UD, u64::from(bits)) });
        }
        self.masks.roots[view.root].clean = true;
        Ok(view)
    }

    /// A mask value as a view of a mask root (constants are set up first).
    pub fn mask_of(&mut self, val: &Val, form: MaskForm) -> Result<MaskView, EmitError> {
        match val {
            Val::Mask(m) => Ok(*m),
            Val::Const(k) => self.const_mask(k, form),
            Val::Gen(_) => Err(EmitError::internal("data used as a predicate")),
        }
    }

    /// The predicate and first channel for the piece of `e` lanes from lane
    /// `s` of a mask view, if a legal execution-mask offset reaches it.
    pub fn chunk_pred(&self, m: MaskView, s: u32, e: u32) -> Option<(PredVarId, u32)> {
        let root = &self.masks.roots[m.root];
        if root.broadcast {
            let channel = s % 32;
            return self.platform.emask_offset_allowed(e, channel).then(|| (root.groups[0], channel));
        }
        let lane = m.start + s;
        let (group, channel) = ((lane / 32) as usize, lane % 32);
        let ok = self.platform.emask_offset_allowed(e, channel) && channel + e <= 32;
        ok.then(|| root.groups.get(group).map(|&p| (p, channel))).flatten()
    }

    /// `m` itself if every ALU piece over `lanes` lanes reaches its bits,
    /// else a fresh aligned copy (through bytes).
    pub fn aligned_mask(&mut self, m: MaskView, lanes: u32) -> Result<MaskView, EmitError> {
        if m.start + m.lanes > self.masks.roots[m.root].lanes {
            // Lanes past the root read its bits past the last lane: zero them.
            self.clear_above(m)?;
        }
        if chunks(lanes).all(|(s, e)| self.chunk_pred(m, s, e).is_some()) {
            return Ok(m);
        }
        let bytes = self.mask_bytes(m)?;
        self.bytes_to_mask(&Val::Gen(bytes), m.lanes, MaskForm::Lanes)
    }

    /// The lanes of a mask view as `ub` 0/1 bytes. Lanes past the root (the
    /// padding of a slice) are 0.
    pub fn mask_bytes(&mut self, m: MaskView) -> Result<View, EmitError> {
        let bytes = match self.masks.byte_roots.get(&m.root) {
            Some(&v) => v,
            None => {
                let v = self.root_mask_bytes(m.root)?;
                self.masks.byte_roots.insert(m.root, v);
                v
            }
        };
        let root = &self.masks.roots[m.root];
        if root.broadcast {
            return Ok(bytes);
        }
        if m.start + m.lanes <= padded(root.lanes) {
            return Ok(View { off: m.start, lanes: m.lanes, ..bytes });
        }
        // A padded slice reaching past the root's storage: zeros, then the lanes it has.
        let have = root.lanes.saturating_sub(m.start);
        let fresh = self.new_root(ElemType::UB, m.lanes, None)?;
        self.copy_lanes(
            fresh,
            &Val::Const(Konst {
                lane: super::llvm::LaneTy::Data(ElemType::UB),
                lanes: vec![Some(0); m.lanes as usize].into(),
            }),
            m.lanes,
        )?;
        if have > 0 {
            let part = View { off: m.start, lanes: have, ..bytes };
            self.copy_lanes(fresh, &Val::Gen(part), have)?;
        }
        Ok(fresh)
    }

    /// `sel (P) bytes 1 0` over a whole mask root.
    fn root_mask_bytes(&mut self, root: usize) -> Result<View, EmitError> {
        let r = self.masks.roots[root].clone();
        let lanes = if r.broadcast { 1 } else { r.lanes };
        let whole = MaskView { root, start: 0, lanes };
        if padded(lanes) > lanes {
            // The padding bytes are read as the zero lanes of padded slices.
            self.clear_above(whole)?;
        }
        let bytes = self.new_root(ElemType::UB, lanes, None)?;
        for (s, e) in chunks(lanes) {
            let Some((p, channel)) = self.chunk_pred(whole, s, e) else {
                return Err(EmitError::internal("unaligned mask piece"));
            };
            let dst = self.dst(bytes, s)?;
            self.push(Instruction::alu2(
                AluOp::Sel,
                nm_at(e, channel),
                Some(Predicate::new(p)),
                dst,
                imm(ElemType::UW, 1),
                imm(ElemType::UW, 0),
            ));
        }
        Ok(bytes)
    }

    /// A mask root of `lanes` lanes: lane `i` is `bytes[i] != 0`. For a
    /// broadcast root, `bytes` is one lane, compared at exec size 32.
    pub fn bytes_to_mask(&mut self, bytes: &Val, lanes: u32, form: MaskForm) -> Result<MaskView, EmitError> {
        let broadcast = form == MaskForm::Broadcast;
        let m = self.new_mask(lanes, form)?;
        let groups = self.masks.roots[m.root].groups.clone();
        if broadcast {
            let src0 = self.src(bytes, 0, 1)?;
            self.push(Instruction::Cmp {
                rel: CmpRel::Ne,
                exec: nm(32),
                dst: DstOperand::Predicate(groups[0]),
                src0,
                src1: imm(ElemType::UW, 0),
            });
            return Ok(m);
        }
        let bytes = self.operand(bytes.clone(), lanes)?;
        for (s, e) in chunks(lanes) {
            let p = groups[(s / 32) as usize];
            let src0 = self.src(&bytes, s, e)?;
            let zero = match &bytes {
                Val::Gen(v) => imm(v.ty, 0),
                _ => imm(ElemType::UW, 0),
            };
            self.push(Instruction::Cmp {
                rel: CmpRel::Ne,
                exec: nm_at(e, s % 32),
                dst: DstOperand::Predicate(p),
                src0,
                src1: zero,
            });
        }
        Ok(m)
    }

    /// The predicate and execution-mask offset of a message of `w` lanes
    /// whose predicate operand is `val`; `pos` is the piece's first lane in
    /// the original operation (for the offset when the predicate is fresh).
    /// `message`: the message it predicates (whose mask offset may have to
    /// suit the send Intel's assembler makes of it), `None` for a branch.
    pub fn message_pred(
        &mut self,
        val: &Val,
        w: u32,
        pos: u32,
        message: Option<Message>,
    ) -> Result<(Option<Predicate>, EmaskOffset), EmitError> {
        let allowed = |lanes: u32, channel: u32| self.emask_offset_allowed(message, lanes, channel);
        let channel = self.message_channel(w, pos, message);
        let offset = |c: u32| EmaskOffset::from_channel(c).unwrap_or(EmaskOffset::M1);
        match val {
            Val::Const(k) => {
                let bits = (0..w).fold(0u32, |acc, i| {
                    acc | (u32::from(k.lanes.get(i as usize).copied().flatten().unwrap_or(0) & 1 != 0) << i)
                });
                if bits == low_bits(w) {
                    return Ok((None, offset(channel)));
                }
                let shifted = (u64::from(bits) << channel) & 0xffff_ffff;
                let p = self.constant_pred(shifted as u32)?;
                Ok((Some(Predicate::new(p)), offset(channel)))
            }
            Val::Mask(m) => {
                if !self.masks.roots[m.root].broadcast {
                    if let Some((p, c)) = self.chunk_pred(*m, 0, w).filter(|&(_, c)| allowed(w, c)) {
                        if m.start + w > self.masks.roots[m.root].lanes {
                            // The piece's padding lanes read the bits past the mask: zero them.
                            self.clear_above(*m)?;
                        }
                        return Ok((Some(Predicate::new(p)), offset(c)));
                    }
                }
                let bytes = self.mask_bytes(*m)?;
                let p = self.bytes_pred(&Val::Gen(bytes), w, channel)?;
                Ok((Some(Predicate::new(p)), offset(channel)))
            }
            Val::Gen(_) => Err(EmitError::internal("data used as a predicate")),
        }
    }

    fn emask_offset_allowed(&self, message: Option<Message>, lanes: u32, channel: u32) -> bool {
        match message {
            Some(m) => m.emask_offset_allowed(self.platform, lanes, channel),
            None => self.platform.emask_offset_allowed(lanes, channel),
        }
    }

    /// The channel a message of `w` lanes whose first lane is `pos` runs
    /// at: `pos`'s (SIMT: its lanes' bits of the dispatch mask) where the
    /// platform and message allow that offset, else 0.
    pub fn message_channel(&self, w: u32, pos: u32, message: Option<Message>) -> u32 {
        if self.emask_offset_allowed(message, w, pos % 32) {
            pos % 32
        } else {
            0
        }
    }

    /// A predicate of `w` lanes at `channel` from mask bytes (non-zero: enabled).
    pub fn bytes_pred(&mut self, bytes: &Val, w: u32, channel: u32) -> Result<PredVarId, EmitError> {
        let bytes = self.operand(bytes.clone(), w)?;
        let p = self.new_pred()?;
        let src0 = self.src(&bytes, 0, w)?;
        self.push(Instruction::Cmp {
            rel: CmpRel::Ne,
            exec: nm_at(w, channel),
            dst: DstOperand::Predicate(p),
            src0,
            src1: imm(ElemType::UB, 0),
        });
        Ok(p)
    }
}
