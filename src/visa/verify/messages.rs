//! The rules of an instruction's execution controls and of each message:
//! the platform's row of the message table, its fields and its surfaces.

use super::*;

impl<'k> Verifier<'k> {
    // ---- instructions ------------------------------------------------------

    pub(super) fn instruction(&mut self, index: usize, inst: &Instruction) {
        self.at(Some(index), Item::Mnemonic(inst.mnemonic()));
        let exec = inst.exec();
        self.emask_offset(exec, inst.message());
        if let Some(pred) = inst.pred() {
            self.pred_operand("predicate", pred.var, exec);
        }
        match inst {
            Instruction::Scatter4Scaled(m) => self.scaled(Message::Scatter4Scaled, m.fields()),
            Instruction::Gather4Scaled(m) => self.scaled(Message::Gather4Scaled, m.fields()),
            Instruction::QwScatter(m) => self.qw_scatter(m),
            Instruction::SvmGather(m) => self.svm_scattered(Message::SvmGather, m.fields()),
            Instruction::SvmScatter(m) => self.svm_scattered(Message::SvmScatter, m.fields()),
            Instruction::SvmBlockLd(m) => self.svm_block(Message::SvmBlockLd, m),
            Instruction::SvmBlockSt(m) => self.svm_block(Message::SvmBlockSt, m),
            Instruction::TypedAtomic(m) => self.typed_atomic(m),
            Instruction::QwGather(m) => self.qw_gather(m),
            Instruction::GatherScaled(m) => self.byte_scaled(Message::GatherScaled, m),
            Instruction::ScatterScaled(m) => self.byte_scaled(Message::ScatterScaled, m),
            Instruction::OwordLd(m) => self.oword_block(Message::OwordLd, m),
            Instruction::OwordLdUnaligned(m) => self.oword_block(Message::OwordLdUnaligned, m),
            Instruction::OwordSt(m) => self.oword_block(Message::OwordSt, m),
            Instruction::DwordAtomic(m) => self.dword_atomic(m),
            Instruction::SvmAtomic(m) => self.svm_atomic(m),
            Instruction::Alu(a) => self.alu(a),
            other => self.other(other),
        }
    }

    /// Rule 7, for every instruction: the offset's first channel is a multiple
    /// of the exec size (in steps of 4) and the lanes end by channel 32.
    /// On a platform without nibble control no exec size of 1..4 starts at
    /// channel 4, 12, 20 or 28, and a message whose mask Intel's assembler
    /// takes against the send it widens to must suit that width too (the
    /// platform table's `legacy`; the message table's `emask_of_send`).
    pub(super) fn emask_offset(&mut self, exec: ExecCtrl, message: Option<Message>) {
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

    /// SCATTER4_SCALED and GATHER4_SCALED: the same fields and layout.
    pub(super) fn scaled(&mut self, msg: Message, m: ScaledFields) {
        self.message_row(msg, m.exec.lanes());
        let channels = m.channels.num_enabled();
        if channels == 0 {
            self.error(
                Rule::ChannelMaskEmpty,
                "channel mask 0000 enables no channel; at least one of R, G, B, A must be set",
            );
        }
        self.surface(m.surface);
        self.scalar(msg, "offset", m.global_offset);
        let shape = Shape { channels, ..self.shape(m.exec.lanes()) };
        self.raw(msg, "element_offset", m.element_offset, &shape, None);
        let field = if msg == Message::Scatter4Scaled { "src" } else { "dst" };
        self.raw(msg, field, m.data, &shape, None);
    }

    /// A scalar operand of a message (`Offset`, `Address`): of the table's
    /// type (its region is ignored).
    pub(super) fn scalar(&mut self, msg: Message, field: &str, operand: SrcOperand) {
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
        let types =
            self.operand_row(msg, field).and_then(|o| o.types.resolve(msg, &Shape::default(), None)).unwrap_or(&[]);
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

    pub(super) fn qw_scatter(&mut self, m: &QwScatter) {
        const MSG: Message = Message::QwScatter;
        self.message_row(MSG, m.exec.lanes());
        let blocks = m.num_blocks.count();
        self.block_count(MSG, blocks);
        self.surface(m.surface);
        let shape = Shape { num_blocks: blocks, ..self.shape(m.exec.lanes()) };
        self.raw(MSG, "offset", m.offset, &shape, None);
        self.raw(MSG, "src", m.src, &shape, None);
    }

    /// SVM_GATHER and SVM_SCATTER: the same fields, block table and layout
    /// (the block-count rules of the table's `SVM_BLOCKS` are worded the
    /// same on both pages).
    pub(super) fn svm_scattered(&mut self, msg: Message, m: SvmFields) {
        self.message_row(msg, m.exec.lanes());
        let (block, blocks, lanes) = (m.block_size.bytes(), m.num_blocks.count(), m.exec.lanes());
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
        let shape = Shape { block_bytes: block, num_blocks: blocks, ..self.shape(lanes) };
        self.raw(msg, "addresses", m.addresses, &shape, None);
        let field = if msg == Message::SvmGather { "dst" } else { "src" };
        self.raw(msg, field, m.data, &shape, None);
    }

    /// SVM_BLOCK_LD/ST: a UQ scalar address and `num_owords` owords of data.
    pub(super) fn svm_block(&mut self, msg: Message, m: &SvmBlock) {
        let owords = m.num_owords.count();
        self.message_row(msg, owords);
        if m.unaligned && msg == Message::SvmBlockSt {
            self.error(
                Rule::SvmBlockUnaligned,
                ".unaligned exists only for svm_block_ld; svm_block_st needs oword alignment",
            );
        }
        self.scalar(msg, "address", m.address);
        let field = if msg == Message::SvmBlockLd { "dst" } else { "src" };
        self.raw(msg, field, m.data, &self.shape(owords), None);
    }

    pub(super) fn typed_atomic(&mut self, m: &TypedAtomic) {
        const MSG: Message = Message::TypedAtomic;
        if self.message_row(MSG, m.exec.lanes()) && m.is_16bit {
            self.feature(MSG, Feature::Atomic16, "16-bit typed atomics");
        }
        self.typed_surface(m.surface);
        // Every operand holds exec_size dwords; the 16-bit form is unpacked
        // ("only the lower 16bit part of each dword is used"), so the same.
        let shape = self.shape(m.exec.lanes());
        self.raw(MSG, "u", m.u, &shape, None);
        for (field, op) in [("v", m.v), ("r", m.r), ("lod", m.lod)] {
            self.raw_or_null(MSG, field, op, &shape, None);
        }
        // The Notes' table of surface types: each one with an R coordinate
        // (2D_array, 3D) has a V one. (Intel's assembler of IGC 1.0.17791
        // aborts on a %null V beside an R.)
        if m.v.is_null() && !m.r.is_null() {
            self.error(
                Rule::NullOperand(MSG),
                "v is %null, but r is not: every surface type with an R coordinate (2D_array, 3D) has a V one \
                 (the Notes' table of surface types)"
                    .to_string(),
            );
        }
        self.atomic_source(MSG, m.op, "src0", m.src0, m.op.has_src0(), &shape);
        self.atomic_source(MSG, m.op, "src1", m.src1, m.op.has_src1(), &shape);
        self.raw_or_null(MSG, "dst", m.dst, &shape, Some(m.op));
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

    pub(super) fn qw_gather(&mut self, m: &QwGather) {
        const MSG: Message = Message::QwGather;
        self.message_row(MSG, m.exec.lanes());
        let blocks = m.num_blocks.count();
        self.block_count(MSG, blocks);
        self.surface(m.surface);
        let shape = Shape { num_blocks: blocks, ..self.shape(m.exec.lanes()) };
        self.raw(MSG, "offset", m.offset, &shape, None);
        self.raw(MSG, "dst", m.dst, &shape, None);
    }

    /// GATHER_SCALED and SCATTER_SCALED.
    pub(super) fn byte_scaled(&mut self, msg: Message, m: &ByteScaled) {
        self.message_row(msg, m.exec.lanes());
        self.block_count(msg, m.num_blocks.count());
        self.surface(m.surface);
        self.scalar(msg, "offset", m.global_offset);
        let shape = self.shape(m.exec.lanes());
        self.raw(msg, "element_offset", m.element_offset, &shape, None);
        let field = if msg == Message::GatherScaled { "dst" } else { "src" };
        self.raw(msg, field, m.data, &shape, None);
    }

    /// OWORD_LD, OWORD_LD_UNALIGNED and OWORD_ST.
    pub(super) fn oword_block(&mut self, msg: Message, m: &OwordBlock) {
        let owords = m.num_owords.count();
        self.message_row(msg, owords);
        self.untyped_surface(msg, m.surface);
        self.scalar(msg, "offset", m.offset);
        let field = if msg == Message::OwordSt { "src" } else { "dst" };
        self.raw(msg, field, m.data, &self.shape(owords), None);
    }

    /// The width and operation of DWORD_ATOMIC and SVM_ATOMIC.
    pub(super) fn atomic_form(&mut self, msg: Message, op: AtomicOp, width: AtomicWidth) {
        match width {
            AtomicWidth::W16 => self.feature(msg, Feature::Atomic16, &format!("16-bit {} operations", msg.name())),
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

    pub(super) fn dword_atomic(&mut self, m: &DwordAtomic) {
        const MSG: Message = Message::DwordAtomic;
        let width = if m.is_16bit { AtomicWidth::W16 } else { AtomicWidth::W32 };
        if self.message_row(MSG, m.exec.lanes()) {
            self.atomic_form(MSG, m.op, width);
        }
        self.surface(m.surface);
        let shape = Shape { atomic_bits: width.bits(), ..self.shape(m.exec.lanes()) };
        self.raw(MSG, "element_offset", m.element_offset, &shape, None);
        self.atomic_source(MSG, m.op, "src0", m.src0, m.op.has_src0(), &shape);
        self.atomic_source(MSG, m.op, "src1", m.src1, m.op.has_src1(), &shape);
        self.raw_or_null(MSG, "dst", m.dst, &shape, Some(m.op));
    }

    pub(super) fn svm_atomic(&mut self, m: &SvmAtomic) {
        const MSG: Message = Message::SvmAtomic;
        if self.message_row(MSG, m.exec.lanes()) {
            self.atomic_form(MSG, m.op, m.width);
        }
        let data_bytes = if m.width == AtomicWidth::W64 { 8 } else { 4 };
        let shape = Shape { data_bytes, atomic_bits: m.width.bits(), ..self.shape(m.exec.lanes()) };
        self.raw(MSG, "addresses", m.addresses, &shape, None);
        self.atomic_source(MSG, m.op, "src0", m.src0, m.op.has_src0(), &shape);
        self.atomic_source(MSG, m.op, "src1", m.src1, m.op.has_src1(), &shape);
        self.raw_or_null(MSG, "dst", m.dst, &shape, Some(m.op));
    }

    /// Src0 and Src1 of an atomic: `%null` exactly when the op does not read them.
    pub(super) fn atomic_source(
        &mut self,
        message: Message,
        op: AtomicOp,
        field: &str,
        operand: RawOperand,
        used: bool,
        shape: &Shape,
    ) {
        match (used, operand.is_null()) {
            (true, false) => self.raw(message, field, operand, shape, Some(op)),
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
