//! The rules of an instruction's execution controls and of each message:
//! the platform's row of the message table, its fields and its surfaces.
//! A message is checked field by field along its row's Format: each
//! operand against its row of the operand table (kind, types, footprint,
//! `%null`), each other field against the row's cells.

use super::*;
use crate::visa::message::{FieldValue, MessageFields};
use visa_passes::isa::messages::{Addressing, FieldKind, FieldName, Footprint, Surfaces};

/// A 2D block message's shape, for its register image.
fn block2d_image(m: &LscBlock2d) -> visa_passes::ir::lsc::Block2d {
    visa_passes::ir::lsc::Block2d {
        elem_bytes: m.data_size.bytes(),
        blocks: u32::from(m.blocks),
        width: u32::from(m.width),
        height: u32::from(m.height),
        transpose: m.transposed,
        vnni: m.vnni,
    }
}

impl<'k> Verifier<'k> {
    // ---- instructions ------------------------------------------------------

    pub(super) fn instruction(&mut self, index: usize, inst: &'k Instruction) {
        // The mnemonic is looked up only when a rule fails (`Item::Instruction`).
        self.at(Some(index), Item::Instruction(inst));
        if let Instruction::Alu(a) = inst {
            // An ALU instruction is no message: the general dispatch below, without its look-ups.
            self.emask_offset(a.exec, None);
            if let Some(pred) = a.pred {
                self.pred_operand("predicate", pred.var, a.exec);
            }
            return self.alu(a);
        }
        let exec = inst.exec();
        let message = inst.message();
        self.emask_offset(exec, message);
        if let Some(pred) = inst.pred() {
            self.pred_operand("predicate", pred.var, exec);
        }
        // Fast path: an `lsc_load`/`lsc_store` whose `LscKey` passed before in this kernel passes again.
        let key = self.passed_lsc.as_ref().and_then(|_| self.lsc_key(inst));
        if let (Some(key), Some(passed)) = (&key, &self.passed_lsc) {
            // The last key is one of `passed`.
            if self.last_lsc.as_ref() == Some(key) {
                return;
            }
            if passed.contains(key) {
                self.last_lsc = Some(*key);
                return;
            }
        }
        // Only a message has fields (building them is the cost of a message's check).
        if let Some(fields) = message.and_then(|_| inst.message_fields()) {
            let before = self.errors.len();
            self.message(&fields);
            if let (Some(key), Some(passed)) = (key, &mut self.passed_lsc) {
                if self.errors.len() == before {
                    passed.insert(key);
                    self.last_lsc = Some(key);
                }
            }
            return;
        }
        match inst {
            Instruction::Alu(a) => self.alu(a),
            other => self.other(other),
        }
    }

    /// The [`LscKey`] of an `lsc_load`, `lsc_store` or `lsc_load_status`
    /// whose surface is an immediate (`None` for any other instruction).
    fn lsc_key(&self, inst: &Instruction) -> Option<LscKey> {
        let (message, m) = match *inst {
            Instruction::LscLoad(m) => (Message::LscLoad, m),
            Instruction::LscStore(m) => (Message::LscStore, m),
            Instruction::LscLoadStatus(m) => (Message::LscLoadStatus, m),
            _ => return None,
        };
        if !matches!(m.surface.index, SrcOperand::Immediate(_)) {
            return None;
        }
        let (addresses, data) = (self.raw_var_key(m.addresses.var)?, self.raw_var_key(m.data.var)?);
        // A declared variable is its description; any other id is itself.
        let anonymous = |raw: RawOperand, key: [u64; 2]| match key {
            [0, 0] => raw,
            _ => RawOperand { var: GenVarId::NULL, ..raw },
        };
        Some(LscKey {
            message: message as u8,
            same_var: m.addresses.var == m.data.var,
            inst: LscUntyped { addresses: anonymous(m.addresses, addresses), data: anonymous(m.data, data), ..m },
            vars: [addresses, data],
        })
    }

    /// What the checks of a raw operand read of its variable when it is
    /// declared: its type and element count, its alias root's alignment
    /// and its offset in that root (`alias_root`), and whether it is
    /// `pinned`; `[0, 0]` for an id that is not declared. `None`: an
    /// element count or offset past 32 bits (not remembered).
    fn raw_var_key(&self, id: GenVarId) -> Option<[u64; 2]> {
        let Some(var) = self.kernel.var(id) else { return Some([0, 0]) };
        let (root_align, offset) = match self.alias_root(id, 0) {
            Some((root, offset)) => (1 + root.align as u64, u32::try_from(offset).ok()?),
            None => (0, 0),
        };
        let bits = 1 << 63
            | u64::from(var.num_elts) << 16
            | (var.ty as u64) << 8
            | root_align << 1
            | u64::from(self.pinned(id));
        Some([bits, u64::from(offset)])
    }

    /// A message, along its row's Format.
    pub(super) fn message(&mut self, f: &MessageFields) {
        let msg = f.message;
        let desc = msg.desc();
        let lanes = match desc.lanes {
            Lanes::Simd => f.exec().lanes(),
            Lanes::Owords => f.num_owords().map_or(0, |n| n.count()),
        };
        let available = self.message_row(msg, lanes);
        // Decoded once: the shape and the checks of each form read them.
        // Only an LSC message's checks read the instruction, and
        // `lsc_load`/`lsc_store`/`lsc_load_status` are their LSC fields
        // (as `from_message_fields` builds them).
        let lsc = f.lsc_untyped();
        let inst = match msg {
            Message::LscLoad => lsc.map(Instruction::LscLoad),
            Message::LscStore => lsc.map(Instruction::LscStore),
            Message::LscLoadStatus => lsc.map(Instruction::LscLoadStatus),
            _ if msg.is_lsc() => Instruction::from_message_fields(f),
            _ => None,
        };
        let shape = self.message_shape(f, inst.as_ref(), lsc, lanes);
        let op = f.atomic().map(|(op, _)| op);
        for (field, value) in f.iter() {
            match (field.kind, value) {
                (FieldKind::AtomicOp(_), FieldValue::Atomic(op, width)) if available => {
                    self.atomic_form(msg, op, width)
                }
                (FieldKind::Channels, FieldValue::Channels(channels)) if channels.num_enabled() == 0 => self.error(
                    Rule::ChannelMaskEmpty,
                    "channel mask 0000 enables no channel; at least one of R, G, B, A must be set",
                ),
                (FieldKind::NumBlocks { .. }, FieldValue::NumBlocks(n)) => self.num_blocks(msg, n.count(), &shape),
                (FieldKind::OwordProperties { unaligned: false }, FieldValue::Properties { unaligned: true, .. }) => {
                    self.error(
                        Rule::SvmBlockUnaligned,
                        format!(".unaligned exists only for svm_block_ld; {} needs oword alignment", msg.mnemonic()),
                    )
                }
                (FieldKind::Surface, FieldValue::Surface(surface)) => match desc.surfaces.value {
                    Surfaces::Image => self.typed_surface(surface),
                    Surfaces::Untyped | Surfaces::None => self.untyped_surface(msg, surface),
                },
                (FieldKind::Scalar, FieldValue::Scalar(operand)) => self.scalar(msg, field.name, operand),
                (FieldKind::Raw, FieldValue::Raw(operand)) => self.raw_field(msg, field.name, operand, &shape, op),
                _ => {}
            }
        }
        if let (Some(m), true) = (lsc, available) {
            // An atomic's mnemonic is its operation's.
            let mnemonic = inst.as_ref().map_or(msg.mnemonic(), Instruction::mnemonic);
            self.lsc_untyped(msg, mnemonic, &m, &shape);
            if let Some(channels) = f.lsc_channels() {
                self.lsc_quad(msg, mnemonic, &m, channels);
            }
        }
        match (inst, available) {
            (Some(Instruction::LscFence(m)), true) => self.lsc_fence(&m),
            (Some(Instruction::LscAtomic(m)), true) => self.lsc_atomic(&m),
            (Some(Instruction::LscTypedLoadQuad(m)), true) => self.lsc_typed_quad(f, &m, false, &shape),
            (Some(Instruction::LscTypedStoreQuad(m)), true) => self.lsc_typed_quad(f, &m, true, &shape),
            (Some(Instruction::LscTypedAtomic(m)), true) => self.lsc_typed_atomic(&m, &shape),
            (Some(Instruction::LscLoadBlock2d(m)), true) => self.lsc_block2d(&m, false),
            (Some(Instruction::LscStoreBlock2d(m)), true) => self.lsc_block2d(&m, true),
            _ => {}
        }
        // The Notes' table of surface types: each one with an R coordinate
        // (2D_array, 3D) has a V one. (Intel's assembler of IGC 1.0.17791
        // aborts on a %null V beside an R.)
        if let (Some(v), Some(r)) = (f.raw(FieldName::V), f.raw(FieldName::R)) {
            if v.is_null() && !r.is_null() {
                self.error(
                    Rule::NullOperand(msg),
                    "v is %null, but r is not: every surface type with an R coordinate (2D_array, 3D) has a V one \
                     (the Notes' table of surface types)"
                        .to_string(),
                );
            }
        }
    }

    /// What the table cannot say of `lsc_load`/`lsc_store`: the unit's
    /// address size and cache controls, transpose, vector sizes, a layout
    /// that does not depend on the finalizer, the payload.
    fn lsc_untyped(&mut self, msg: Message, mnemonic: &str, m: &LscUntyped, shape: &Shape) {
        use visa_passes::isa::lsc::{self, LscCache};
        let (exec, vector, platform) = (m.exec.lanes(), m.vector.count(), self.platform);
        if m.sfid == LscSfid::Ugml && !platform.desc().lsc_ugml.value {
            self.error(
                Rule::LscUnit,
                format!("{mnemonic}.ugml names a unit {platform} does not have; it exists on xehpc"),
            );
        }
        let model = m.surface.model;
        if m.addr_size != model.addr_size(m.sfid) {
            let (unit, want) = (m.sfid.name(), model.addr_size(m.sfid).name());
            let found = m.addr_size.name();
            self.error(
                Rule::LscAddrSize,
                format!("{mnemonic}.{unit} takes {} {want} addresses, not {found}", model.name()),
            );
        }
        self.lsc_surface(mnemonic, m.sfid == LscSfid::Slm, m.surface);
        let pairs: &[(LscCache, LscCache)] = match (m.sfid, msg) {
            (sfid, _) if lsc::default_cache_only(sfid) => &[(LscCache::Df, LscCache::Df)],
            (_, Message::LscStore | Message::LscStoreQuad) => lsc::STORE_CACHE_PAIRS,
            (_, Message::LscAtomic) => lsc::ATOMIC_CACHE_PAIRS,
            _ => lsc::load_cache_pairs(platform),
        };
        if !pairs.contains(&(m.l1, m.l3)) {
            // Named (a `format!`) only for the diagnostic.
            self.lsc_cache_pair(m.l1, m.l3, pairs, &format!("{mnemonic}.{}", m.sfid.name()));
        }
        if msg == Message::LscAtomic {
            // Vector size, transpose and data size: the atomic's own rule ([`Self::lsc_atomic`]).
            return self.lsc_payload(mnemonic, shape);
        }
        if m.transposed && exec != 1 {
            self.error(Rule::LscTranspose, format!("a transposed {mnemonic} has exec size 1, not {exec}"));
        }
        let size = m.data_size.name();
        if m.transposed && m.data_size.is_conversion() {
            self.error(Rule::LscTranspose, format!("a transposed {mnemonic} moves d32 or d64, not {size}"));
        }
        if m.data_size.is_conversion() && vector != 1 {
            self.error(
                Rule::LscVectorSize,
                format!("{size} is a conversion: {mnemonic} takes vector size 1 with it, not {vector}"),
            );
        } else if !m.transposed && !lsc::simt_vector_sizes(m.sfid).contains(&vector) {
            let allowed: Vec<String> = lsc::simt_vector_sizes(m.sfid).iter().map(u32::to_string).collect();
            self.error(
                Rule::LscVectorSize,
                format!(
                    "vector size {vector} is not allowed for a non-transposed {mnemonic}.{}; allowed: {}",
                    m.sfid.name(),
                    allowed.join(", ")
                ),
            );
        }
        if m.data.is_null() || msg == Message::LscLoadStatus {
            // A prefetch: no register takes data; a status: one GRF of lane bits. No layout, no payload.
            return;
        }
        if !m.transposed && vector > 1 && exec < shape.layout_lanes {
            self.error(
                Rule::LscLayout,
                format!(
                    "a non-transposed {mnemonic} of vector size {vector} at exec size {exec} has a register layout \
                     that depends on the finalizer's -enableHalfLSC option on {platform}; use exec size {} (extra \
                     lanes predicated off) or vector size 1",
                    shape.layout_lanes
                ),
            );
        }
        self.lsc_payload(mnemonic, shape);
    }

    /// The `lsc-cache` rule: `(l1, l3)` is one of `pairs`, what `message`
    /// (the mnemonic and unit) takes on the platform.
    fn lsc_cache_pair(
        &mut self,
        l1: visa_passes::isa::lsc::LscCache,
        l3: visa_passes::isa::lsc::LscCache,
        pairs: &[(visa_passes::isa::lsc::LscCache, visa_passes::isa::lsc::LscCache)],
        message: &str,
    ) {
        if !pairs.contains(&(l1, l3)) {
            let allowed: Vec<String> = pairs.iter().map(|(a, b)| format!(".{}.{}", a.name(), b.name())).collect();
            let platform = self.platform;
            self.error(
                Rule::LscCache,
                format!(
                    "cache controls .{}.{} are not allowed for {message} on {platform}; allowed: {}",
                    l1.name(),
                    l3.name(),
                    allowed.join(", ")
                ),
            );
        }
    }

    /// An LSC address model's surface: flat the immediate 0, and only flat
    /// on `.slm`; `bti` an index 0..=255 (both of Intel's assemblers
    /// encode `bti(0x100)` as `bti[0]`), `bss`/`ss` an offset, each an
    /// immediate or a scalar UD general operand.
    fn lsc_surface(&mut self, mnemonic: &str, slm: bool, surface: LscSurface) {
        use visa_passes::isa::lsc::LscAddrModel;
        let (model, index) = (surface.model, surface.index);
        let name = model.name();
        if slm && model != LscAddrModel::Flat {
            self.error(Rule::LscAddress, format!("{mnemonic}.slm takes flat addresses, not {name}"));
        }
        match (model, index) {
            (LscAddrModel::Flat, SrcOperand::Immediate(Immediate { bits: 0, .. })) => {}
            (LscAddrModel::Flat, _) => {
                self.error(Rule::LscAddress, format!("the surface of a flat {mnemonic} is the immediate 0"))
            }
            (LscAddrModel::Bti, SrcOperand::Immediate(imm)) if imm.bits > 255 => self.error(
                Rule::LscAddress,
                format!("{mnemonic}: bti({:#x}) is not a binding-table index (0..=255)", imm.bits),
            ),
            (_, SrcOperand::Immediate(imm)) if imm.bits > u64::from(u32::MAX) => self.error(
                Rule::LscAddress,
                format!("{mnemonic}: {name}({:#x}) is not a 32-bit surface-state offset", imm.bits),
            ),
            (_, SrcOperand::Immediate(_)) => {}
            (_, SrcOperand::General { var, row, col, modifier: SrcModifier::None, .. }) => {
                if let Some(decl) = self.general_var("surface", var) {
                    self.operand_range("surface", decl, row, col, 0, 1);
                    if !matches!(decl.ty, ElemType::UD | ElemType::D) {
                        self.error(
                            Rule::LscAddress,
                            format!(
                                "the surface of {mnemonic} {name}(..) has type {}; expected ud or d",
                                decl.ty.name()
                            ),
                        );
                    }
                }
            }
            _ => self.error(
                Rule::LscAddress,
                format!("the surface of {mnemonic} {name}(..) is an immediate or a general variable's element"),
            ),
        }
    }

    /// What the table cannot say of `lsc_load_quad`/`lsc_store_quad`: d32
    /// data (the page gives a quad's channels as consecutive dwords; Intel's
    /// vector compiler lowers no other size), a store's channels contiguous.
    fn lsc_quad(&mut self, msg: Message, mnemonic: &str, m: &LscUntyped, channels: LscChannels) {
        if m.data_size != LscDataSize::D32 {
            self.error(Rule::LscQuad, format!("{mnemonic} moves d32 channels, not {}", m.data_size.name()));
        }
        if msg == Message::LscStoreQuad && !channels.contiguous() {
            let name = channels.name();
            self.error(
                Rule::LscQuad,
                format!("{mnemonic} stores contiguous channels from x (x, xy, xyz or xyzw), not {name}"),
            );
        }
    }

    /// What the table cannot say of `lsc_load_quad.tgm`/`lsc_store_quad.tgm`
    /// (vISA spec, LSC_TYPED: the quad forms of LSC_UNTYPED with U, V, R,
    /// LOD addresses): d32 channels, a store's contiguous from x, a32
    /// coordinates (IGC's vector compiler writes a32; IGC 1.0.17791's
    /// assembler aborts on a64), a surface that is not flat, the cache
    /// controls of the untyped load or store, the payload.
    fn lsc_typed_quad(&mut self, f: &MessageFields, m: &LscTypedQuad, store: bool, shape: &Shape) {
        use visa_passes::isa::lsc;
        let mnemonic = if store { "lsc_store_quad.tgm" } else { "lsc_load_quad.tgm" };
        if let Some(FieldValue::LscDataSize(size)) = f.get(FieldName::DataSize) {
            if size != LscDataSize::D32 {
                self.error(Rule::LscQuad, format!("{mnemonic} moves d32 channels, not {}", size.name()));
            }
        }
        if store && !m.channels.contiguous() {
            let name = m.channels.name();
            self.error(
                Rule::LscQuad,
                format!("{mnemonic} stores contiguous channels from x (x, xy, xyz or xyzw), not {name}"),
            );
        }
        self.lsc_typed_address(mnemonic, m.addr_size, m.surface);
        let pairs = if store { lsc::STORE_CACHE_PAIRS } else { lsc::load_cache_pairs(self.platform) };
        self.lsc_cache_pair(m.l1, m.l3, pairs, mnemonic);
        if !m.data.is_null() {
            self.lsc_payload(mnemonic, shape);
        }
    }

    /// An LSC message's data payload, at most [`visa_passes::isa::lsc::MAX_DATA_GRFS`].
    fn lsc_payload(&mut self, mnemonic: &str, shape: &Shape) {
        use visa_passes::isa::lsc;
        let platform = self.platform;
        let grf = platform.grf_bytes();
        let grfs = Footprint::LscData.bytes(shape).div_ceil(u64::from(grf));
        if grfs > u64::from(lsc::MAX_DATA_GRFS) {
            self.error(
                Rule::LscPayload,
                format!(
                    "{mnemonic}'s data takes {grfs} GRFs on {platform}; at most {} are allowed",
                    lsc::MAX_DATA_GRFS
                ),
            );
        }
    }

    /// What the table cannot say of an LSC atomic: one datum per lane of a
    /// size atomics take, the sources its operation reads, and the
    /// operations and sizes a unit or platform lacks.
    fn lsc_atomic(&mut self, m: &LscAtomic) {
        use visa_passes::isa::lsc;
        let (a, op, platform) = (&m.lsc, m.op, self.platform);
        let mnemonic = op.mnemonic();
        let size = a.data_size;
        self.lsc_atomic_shape(mnemonic, a.vector, a.transposed, size);
        self.lsc_atomic_sources(Message::LscAtomic, op, mnemonic, m.src1, m.src2);
        if let Some(why) = lsc::atomic_refusal(op, a.sfid, size, platform) {
            self.error(Rule::LscAtomic, why);
        }
    }

    /// An LSC_TYPED message's coordinates and surface: a32 (IGC's vector
    /// compiler writes a32; IGC 1.0.17791's assembler aborts on a64), `bti`,
    /// `bss` or `ss` (both of Intel's assemblers: "expecting LSC_AM_BTI or
    /// LSC_AM_BSS or LSC_AM_SS"), and the rules of [`Self::lsc_surface`].
    fn lsc_typed_address(
        &mut self,
        mnemonic: &str,
        addr_size: visa_passes::isa::lsc::LscAddrSize,
        surface: LscSurface,
    ) {
        use visa_passes::isa::lsc::{LscAddrModel, LscAddrSize};
        if addr_size != LscAddrSize::A32 {
            self.error(
                Rule::LscAddrSize,
                format!(
                    "{mnemonic} takes a32 coordinates, not {} (IGC 1.0.17791's assembler aborts on a64)",
                    addr_size.name()
                ),
            );
        }
        if surface.model == LscAddrModel::Flat {
            self.error(Rule::LscAddress, format!("{mnemonic} takes a surface (bti, bss or ss), not flat addresses"));
        }
        self.lsc_surface(mnemonic, false, surface);
    }

    /// An LSC atomic's shape (Intel's assemblers: "LSC_DATA_ELEMS must be 1
    /// for atomic operations", "LSC atomics do not support transpose mode",
    /// "LSC atomics only support D16U32, D32, or D64").
    fn lsc_atomic_shape(
        &mut self,
        mnemonic: &str,
        vector: visa_passes::isa::lsc::LscVectorSize,
        transposed: bool,
        size: LscDataSize,
    ) {
        if vector.count() != 1 {
            let v = vector.count();
            self.error(Rule::LscAtomic, format!("{mnemonic} has vector size 1, not {v}"));
        }
        if transposed {
            self.error(Rule::LscAtomic, format!("{mnemonic} is not transposed"));
        }
        if !visa_passes::isa::lsc::ATOMIC_DATA_SIZES.contains(&size) {
            self.error(Rule::LscAtomic, format!("{mnemonic} moves d16c32, d32 or d64, not {}", size.name()));
        }
    }

    /// An LSC atomic's `Src1Data` and `Src2Data`: the operation's extra
    /// arguments, `%null` past them (vISA spec, LSC_UNTYPED and LSC_TYPED:
    /// "Extra atomic arguments").
    fn lsc_atomic_sources(
        &mut self,
        msg: Message,
        op: LscAtomicOp,
        mnemonic: &str,
        src1: RawOperand,
        src2: RawOperand,
    ) {
        for (field, operand, used) in
            [(FieldName::Src1Data, src1, op.sources() >= 1), (FieldName::Src2Data, src2, op.sources() >= 2)]
        {
            let what = field.what();
            match (used, operand.is_null()) {
                (true, true) => self.error(Rule::NullOperand(msg), format!("{what} is %null, but {mnemonic} reads it")),
                (false, false) => self.error(
                    Rule::NullOperand(msg),
                    format!(
                        "{what} must be %null for {mnemonic}, which does not read it; found {}",
                        self.raw_name(operand)
                    ),
                ),
                _ => {}
            }
        }
    }

    /// What the table cannot say of `lsc_atomic_<op>.tgm` (vISA spec,
    /// LSC_TYPED: "Atomics ... are identical in behavior to LSC_UNTYPED"):
    /// the untyped atomic's shape (vector size 1, not transposed, d16c32,
    /// d32 or d64), sources and cache controls; a32 coordinates (IGC
    /// 1.0.17791's assembler aborts on a64); a surface that is not flat; the
    /// payload. The untyped atomics' unit refusals (`atomic_refusal`) are
    /// about `.slm` and platforms before Xe-HPC; `.tgm` is only on xe2,
    /// where the assembler takes fadd/fsub on it ("UGM, UGML and TGM").
    fn lsc_typed_atomic(&mut self, m: &LscTypedAtomic, shape: &Shape) {
        use visa_passes::isa::lsc;
        let mnemonic = m.op.typed_mnemonic();
        self.lsc_atomic_shape(mnemonic, m.vector, m.transposed, m.data_size);
        self.lsc_atomic_sources(Message::LscTypedAtomic, m.op, mnemonic, m.src1, m.src2);
        self.lsc_typed_address(mnemonic, m.addr_size, m.surface);
        self.lsc_cache_pair(m.l1, m.l3, lsc::ATOMIC_CACHE_PAIRS, mnemonic);
        if !m.data.is_null() {
            self.lsc_payload(mnemonic, shape);
        }
    }

    /// What the table cannot say of `lsc_fence`: an SLM fence only waits
    /// (`.none.group`), and the unit exists on the platform.
    fn lsc_fence(&mut self, m: &LscFence) {
        use visa_passes::isa::lsc::{LscFenceOp, LscFenceUnit, LscScope};
        let platform = self.platform;
        if m.unit == LscFenceUnit::Slm && (m.op, m.scope) != (LscFenceOp::None, LscScope::Group) {
            self.error(
                Rule::LscFence,
                format!("lsc_fence.slm is .none.group, not .{}.{}", m.op.name(), m.scope.name()),
            );
        }
        let (exists, where_) = m.unit.exists_on(platform);
        if !exists {
            self.error(
                Rule::LscFence,
                format!("lsc_fence.{} names a unit {platform} does not have; it exists on {where_}", m.unit.name()),
            );
        }
    }

    /// What the table cannot say of a 2D block message: its shape against
    /// Intel's table, the unit, cache controls, and the surface operands.
    fn lsc_block2d(&mut self, m: &LscBlock2d, store: bool) {
        use visa_passes::isa::block2d;
        use visa_passes::isa::lsc;
        let platform = self.platform;
        let mnemonic = if store { "lsc_store_block2d" } else { "lsc_load_block2d" };
        let prefetch = !store && m.data.is_null();
        let size = m.data_size;
        let (blocks, w, h) = (u32::from(m.blocks), u32::from(m.width), u32::from(m.height));
        let shape = if size.is_conversion() {
            Err(format!("{mnemonic} moves d8, d16, d32 or d64, not {}", size.name()))
        } else {
            block2d::message_kind(store, prefetch, m.transposed, m.vnni)
                .and_then(|kind| block2d::check_shape(platform, kind, size.bytes(), w, h, blocks))
        };
        if let Err(why) = shape {
            self.error(Rule::LscBlock2dShape, why);
        }
        if m.sfid != LscSfid::Ugm {
            self.error(Rule::LscBlock2dUnit, format!("{mnemonic} is on .ugm, not .{}", m.sfid.name()));
        }
        let pairs = if store { lsc::STORE_CACHE_PAIRS } else { lsc::load_cache_pairs(platform) };
        self.lsc_cache_pair(m.l1, m.l3, pairs, mnemonic);
        // The operands as both assemblers read them, and the constant ones' values.
        let mut constant = [None; 6];
        for (i, (name, src)) in crate::visa::message::BLOCK2D_SURFACE.into_iter().zip(m.surface).enumerate() {
            let what = name.what();
            let problem = match src {
                SrcOperand::Immediate(_) if i == 0 => {
                    Some("the surface base is a variable (Intel's assemblers refuse an immediate)".to_string())
                }
                SrcOperand::Immediate(imm) if imm.ty != ElemType::UD => {
                    Some(format!("the {what} immediate is ud, not {}", imm.ty))
                }
                SrcOperand::Immediate(imm) => {
                    constant[i] = Some(imm.bits & 0xffff_ffff);
                    None
                }
                SrcOperand::General { region, modifier, .. }
                    if region != Region::SCALAR || modifier != SrcModifier::None =>
                {
                    Some(format!("the {what} is a scalar V(r,c): no region or modifier"))
                }
                SrcOperand::General { .. } => None,
                _ => Some(format!("the {what} is a general variable or an immediate")),
            };
            if let Some(problem) = problem {
                self.error(Rule::LscBlock2dSurface, format!("{mnemonic}: {problem}"));
            }
        }
        // GenX_IR 1.0.17791 reads X and Y as both variables or both immediates.
        if constant[4].is_some() != constant[5].is_some() {
            self.error(
                Rule::LscBlock2dSurface,
                format!(
                    "{mnemonic}: X and Y are both variables or both immediates (GenX_IR 1.0.17791 reads no other \
                     pair)"
                ),
            );
        }
        // The surface rules the constant operands alone break.
        let [_, width, height, pitch, x, _] = constant;
        let bytes = u64::from(size.bytes());
        let problem = if let Some(w) = width.map(|w| w + 1).filter(|w| !(64..=block2d::MAX_SURFACE).contains(w)) {
            Some(format!("the surface width is {w} bytes; it must be 64 to 2^24"))
        } else if let Some(hh) = height.map(|h| h + 1).filter(|h| *h > block2d::MAX_SURFACE) {
            Some(format!("the surface height is {hh} rows; it must be 1 to 2^24"))
        } else if let Some(p) = pitch.map(|p| p + 1).filter(|p| !p.is_multiple_of(16) || *p > block2d::MAX_SURFACE) {
            Some(format!("the surface pitch is {p} bytes; it must be a multiple of 16, at most 2^24"))
        } else if let (Some(p), Some(w)) = (pitch, width) {
            (p < w).then(|| format!("the surface pitch ({} bytes) is less than its width ({} bytes)", p + 1, w + 1))
        } else {
            None
        };
        let problem = problem.or_else(|| {
            let x = x? as u32 as i32;
            (bytes < 4 && (i64::from(x) * bytes as i64).rem_euclid(4) != 0)
                .then(|| format!("X is {x}: for {bytes}-byte elements the block must start on a 4-byte boundary"))
        });
        if let Some(problem) = problem {
            self.error(Rule::LscBlock2dSurface, format!("{mnemonic}: {problem} (SPV_INTEL_2d_block_io)"));
        }
    }

    /// The shape the footprints of a message's raw operands depend on.
    fn message_shape(
        &self,
        f: &MessageFields,
        inst: Option<&Instruction>,
        lsc: Option<LscUntyped>,
        lanes: u32,
    ) -> Shape {
        let (data_bytes, atomic_bits) = match f.atomic() {
            Some((_, width)) => (width.register_bytes(), width.bits()),
            None => (4, 0),
        };
        let block2d_bytes = match inst {
            Some(Instruction::LscLoadBlock2d(m)) => block2d_image(m).load_elements() * m.data_size.bytes(),
            Some(Instruction::LscStoreBlock2d(m)) => block2d_image(m).store_elements() * m.data_size.bytes(),
            _ => 0,
        };
        let data_bytes = lsc.map_or(data_bytes, |m| m.data_size.register_bytes());
        // LSC_TYPED: one d32 row per enabled channel, a coordinate per lane.
        let typed = match inst {
            Some(Instruction::LscTypedLoadQuad(m) | Instruction::LscTypedStoreQuad(m)) => Some(m),
            _ => None,
        };
        if let Some(Instruction::LscTypedAtomic(m)) = inst {
            // One datum per lane, laid out by the exec size (as the typed quad's).
            return Shape {
                vector: m.vector.count(),
                transposed: m.transposed,
                addr_bytes: m.addr_size.bytes(),
                layout_lanes: visa_passes::isa::lsc::layout_lanes(self.platform).unwrap_or(0),
                block_bytes: m.data_size.bytes(),
                data_bytes: m.data_size.register_bytes(),
                ..self.shape(lanes)
            };
        }
        if let Some(m) = typed {
            return Shape {
                vector: m.channels.count(),
                addr_bytes: m.addr_size.bytes(),
                layout_lanes: visa_passes::isa::lsc::layout_lanes(self.platform).unwrap_or(0),
                block_bytes: 4,
                data_bytes: 4,
                ..self.shape(lanes)
            };
        }
        Shape {
            vector: lsc.map_or(0, |m| m.vector.count()),
            transposed: lsc.is_some_and(|m| m.transposed),
            addr_bytes: lsc.map_or(0, |m| m.addr_size.bytes()),
            layout_lanes: visa_passes::isa::lsc::layout_lanes(self.platform).unwrap_or(0),
            payload_lanes: visa_passes::isa::lsc::payload_lanes(self.platform).unwrap_or(0),
            block_bytes: lsc.map_or(f.block_size().map_or(0, |b| b.bytes()), |m| m.data_size.bytes()),
            num_blocks: f.num_blocks().map_or(0, |n| n.count()),
            channels: f.channels().map_or(0, |c| c.num_enabled()),
            data_bytes,
            atomic_bits,
            block2d_bytes,
            ..self.shape(lanes)
        }
    }

    /// A raw operand, by its row's `%null` rule.
    fn raw_field(&mut self, msg: Message, field: FieldName, operand: RawOperand, shape: &Shape, op: Option<AtomicOp>) {
        let null = msg.operand(field).map_or(Null::Never, |o| o.null);
        match (null, op) {
            (Null::Never, _) => self.raw(msg, field, operand, shape, op),
            (Null::Allowed, _) => self.raw_or_null(msg, field, operand, shape, op),
            (Null::WhenUnused, Some(op)) => {
                let used = match field {
                    FieldName::Src0 => op.has_src0(),
                    FieldName::Src1 => op.has_src1(),
                    _ => true,
                };
                self.atomic_source(msg, op, field, operand, used, shape)
            }
            (Null::WhenUnused, None) => self.raw_or_null(msg, field, operand, shape, op),
        }
    }

    /// `Num_blocks`: of the counts a fixed block size allows, or of the
    /// block-size/count pairs (SVM_GATHER, SVM_SCATTER, whose pages word the
    /// rules the same), and SVM_SCATTER's payload within a send.
    fn num_blocks(&mut self, msg: Message, blocks: u32, shape: &Shape) {
        match msg.desc().blocks {
            Blocks::Counts(_) => self.block_count(msg, blocks),
            Blocks::Pairs(_) => self.svm_blocks(msg, shape.block_bytes, blocks, shape.exec),
            Blocks::None | Blocks::Channels(_) => {}
        }
    }

    /// Rule 7, for every instruction: the offset's first channel is a multiple
    /// of the exec size (in steps of 4) and the lanes end by channel 32.
    /// On a platform without nibble control no exec size of 1..4 starts at
    /// channel 4, 12, 20 or 28, and a message whose mask Intel's assembler
    /// takes against the send it widens to must suit that width too (the
    /// platform table's `legacy`; the message table's `emask_of_send`).
    pub(super) fn emask_offset(&mut self, exec: ExecCtrl, message: Option<Message>) {
        // Channel 0 is a multiple of every step, ends every exec size by
        // channel 32 and needs no nibble control: always allowed (a test
        // asks every platform, message and size).
        if exec.offset.channel() == 0 {
            return;
        }
        let (lanes, platform) = (exec.lanes(), self.platform);
        let allowed = |channel: u32| match message {
            Some(m) => m.emask_offset_allowed(platform, lanes, channel),
            None => platform.emask_offset_allowed(lanes, channel),
        };
        if allowed(exec.offset.channel()) {
            return;
        }
        let legal: Vec<_> = EmaskOffset::ALL.into_iter().filter(|o| allowed(o.channel())).collect();
        let (offset, channel) = (exec.offset, exec.offset.channel());
        let problem = if !target::emask_offset_allowed(lanes, channel) {
            format!("is not aligned to exec size {lanes}")
        } else {
            let legacy = &platform.desc().legacy;
            match message {
                Some(m) if platform.emask_offset_allowed(lanes, channel) => format!(
                    "cannot start {} at exec size {lanes} on {platform}: Intel's assembler sends it as a SIMD{} \
                     message and takes the mask against that width ({}; {})",
                    m.name(),
                    legacy.send_lanes.value,
                    m.desc().emask_of_send.source,
                    legacy.send_lanes.source
                ),
                _ => format!(
                    "cannot start exec size {lanes} on {platform}, which has no nibble control ({})",
                    legacy.nibble_offsets.source
                ),
            }
        };
        self.error(Rule::EmaskOffset, format!("{offset} (channel {channel}) {problem}; allowed: {}", list(&legal)));
    }

    /// The predicate is declared and has the bits `Pred[n + offset]`,
    /// n < exec size, that `EvaluateChEn` reads (or a predicate operand spans).
    pub(super) fn pred_operand(&mut self, role: &str, id: PredVarId, exec: ExecCtrl) {
        let kernel = self.kernel;
        let Some(pred) = kernel.pred_var(id) else {
            self.error(Rule::UndeclaredPred, format!("{role} P{} is not declared", id.get()));
            return;
        };
        let first = exec.offset.channel();
        let end = first + exec.lanes();
        if pred.num_elts < end {
            self.error(
                Rule::PredRange,
                format!("{role} {} has {} bits, but {exec} uses bits {first}..{}", pred.name, pred.num_elts, end - 1),
            );
        }
    }

    /// Rules 1 and 2. Returns whether the message exists on the platform, so
    /// that the platform's other cells are only consulted when it does.
    /// `lanes` is the exec size, or the oword count of a block message.
    pub(super) fn message_row(&mut self, message: Message, lanes: u32) -> bool {
        if !message.available_on(self.platform) {
            self.error(
                Rule::MessageAvailable(message),
                format!(
                    "{} is not available on {}; it is available on {}",
                    message.name(),
                    self.platform,
                    list(&message.platforms())
                ),
            );
            return false;
        }
        let sizes = message.exec_sizes(self.platform);
        if !sizes.contains(&lanes) {
            let what = match message.desc().lanes {
                Lanes::Simd => "exec size",
                Lanes::Owords => "oword count",
            };
            self.error(
                Rule::ExecSize(message),
                format!(
                    "{what} {lanes} is not allowed for {} on {}; allowed: {}",
                    message.name(),
                    self.platform,
                    list(sizes)
                ),
            );
        }
        true
    }

    /// The shape the footprints of an instruction's raw operands depend on.
    pub(super) fn shape(&self, lanes: u32) -> Shape {
        Shape { exec: lanes, grf_bytes: self.grf, data_bytes: 4, ..Shape::default() }
    }

    /// A scalar operand of a message (`Offset`, `Address`): of the table's
    /// type (its region is ignored).
    pub(super) fn scalar(&mut self, msg: Message, name: FieldName, operand: SrcOperand) {
        let field = name.what();
        let ty = match operand {
            SrcOperand::Immediate(imm) => Kind::Elem(imm.ty),
            SrcOperand::General { var, row, col, .. } => match self.general_var(field, var) {
                Some(decl) => {
                    self.operand_range(field, decl, row, col, 0, 1);
                    Kind::Elem(decl.ty)
                }
                None => Kind::Unknown,
            },
            SrcOperand::Predicate(_) => Kind::Pred,
            SrcOperand::State(_) => Kind::State,
            SrcOperand::Address(_) | SrcOperand::Indirect { .. } => {
                self.src(field, operand, ExecCtrl::nm(ExecSize::S1))
            }
        };
        let types = msg.operand(name).and_then(|o| o.types.resolve(msg, &Shape::default(), None)).unwrap_or(&[]);
        let ok = match ty {
            Kind::Elem(t) => types.contains(&t),
            Kind::Unknown => true,
            _ => false,
        };
        if !ok {
            self.error(
                Rule::OperandType(msg),
                format!("{field} has type {}; expected a {} scalar", ty.name(), one_of(types)),
            );
        }
    }

    /// `Num_blocks` of a message whose block size is fixed: one of the table's counts.
    pub(super) fn block_count(&mut self, message: Message, blocks: u32) {
        if let Blocks::Counts(counts) = message.desc().blocks {
            if !counts.value.contains(&blocks) {
                self.error(
                    Rule::NumBlocks(message),
                    format!("num_blocks {blocks} is not allowed; allowed: {}", list(counts.value)),
                );
            }
        }
    }

    /// SVM_GATHER and SVM_SCATTER: the (block size, count) pair at the exec
    /// size, and SVM_SCATTER's payload within a send.
    fn svm_blocks(&mut self, msg: Message, block: u32, blocks: u32, lanes: u32) {
        if let Some(row) = visa_passes::isa::messages::svm_blocks(block, blocks) {
            if !row.exec_sizes.value.contains(&lanes) {
                let allowed = match row.exec_sizes.value {
                    [] => "none (never allowed)".to_string(),
                    sizes => list(sizes),
                };
                self.error(
                    Rule::SvmNumBlocks,
                    format!(
                        "num_blocks {blocks} with {block}-byte blocks is not allowed at exec size {lanes}; \
                         allowed exec sizes: {allowed}"
                    ),
                );
            }
        }
        if msg == Message::SvmScatter
            && !visa_passes::isa::messages::svm_scatter_payload_fits(self.platform, lanes, block, blocks)
        {
            let limit = visa_passes::isa::messages::SEND_PAYLOAD_GRFS[self.platform as usize].value;
            self.error(
                Rule::MessageLength,
                format!(
                    "SVM_SCATTER of {blocks} {block}-byte blocks at exec size {lanes} sends more than {limit} GRFs \
                     (addresses and data) on {}",
                    self.platform
                ),
            );
        }
    }

    /// A feature of `message` the instruction uses: an error naming the
    /// platforms that have it when this one does not.
    pub(super) fn feature(&mut self, message: Message, feature: Feature, what: &str) {
        if message.has_feature(feature, self.platform) {
            return;
        }
        let have: Vec<_> = Platform::ALL.into_iter().filter(|&p| message.has_feature(feature, p)).collect();
        self.error(
            Rule::MessageFeature(message),
            format!("{what} are not available on {}; they are available on {}", self.platform, list(&have)),
        );
    }

    /// The surface of an untyped message: SLM only where the message allows it.
    pub(super) fn untyped_surface(&mut self, message: Message, id: SurfaceId) {
        self.surface(id);
        if id == SurfaceId::SLM && message.feature(Feature::Slm).is_some() {
            self.feature(message, Feature::Slm, &format!("SLM (T0) surfaces of {}", message.name()));
        }
    }

    /// The width and operation of an atomic message.
    pub(super) fn atomic_form(&mut self, msg: Message, op: AtomicOp, width: AtomicWidth) {
        let sixteen = match msg.desc().addressing {
            Addressing::Image => "16-bit typed atomics".to_string(),
            _ => format!("16-bit {} operations", msg.name()),
        };
        match width {
            AtomicWidth::W16 => self.feature(msg, Feature::Atomic16, &sixteen),
            AtomicWidth::W64 => self.feature(msg, Feature::Atomic64, &format!("64-bit {} operations", msg.name())),
            AtomicWidth::W32 => {}
        }
        if width == AtomicWidth::W64 && op.is_float() {
            self.error(
                Rule::AtomicForm(msg),
                format!("{} has no 64-bit form (the table's data types are HF and F)", op.name().to_ascii_uppercase()),
            );
        }
    }

    /// Src0 and Src1 of an atomic: `%null` exactly when the op does not read them.
    pub(super) fn atomic_source(
        &mut self,
        message: Message,
        op: AtomicOp,
        name: FieldName,
        operand: RawOperand,
        used: bool,
        shape: &Shape,
    ) {
        let field = name.what();
        match (used, operand.is_null()) {
            (true, false) => self.raw(message, name, operand, shape, Some(op)),
            (false, true) => {}
            (true, true) => {
                self.error(Rule::NullOperand(message), format!("{field} is %null, but {} reads it", op.name()))
            }
            (false, false) => self.error(
                Rule::NullOperand(message),
                format!(
                    "{field} must be %null for {}, which does not read it; found {}",
                    op.name(),
                    self.raw_name(operand)
                ),
            ),
        }
    }

    /// A surface operand is predefined (T0..T5) or declared.
    pub(super) fn surface(&mut self, id: SurfaceId) {
        if !id.is_predefined() && self.kernel.surface(id).is_none() {
            self.error(Rule::UndeclaredSurface, format!("surface T{} is not declared", id.0));
        }
    }

    /// TYPED_ATOMIC works on images, which the launch binds to declared
    /// surfaces: T0 is SLM and T5 stateless memory, neither is typed.
    pub(super) fn typed_surface(&mut self, id: SurfaceId) {
        if id.is_predefined() {
            let name = self.kernel.surface_name(id);
            self.error(
                Rule::TypedAtomicSurface,
                format!("surface {name} is predefined; TYPED_ATOMIC needs a declared (image) surface, T6 or later"),
            );
        } else {
            self.surface(id);
        }
    }
}
