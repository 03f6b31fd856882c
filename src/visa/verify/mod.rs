//! The vISA verifier: checks a [`Kernel`] against the rules of the spec pages
//! for one [`Platform`] and reports every violation, not just the first.
//!
//! Platform-dependent facts (which messages exist, their exec sizes, the GRF
//! size, the SVM_GATHER block table) come from `visa_passes::isa::target`; this
//! folder holds the rules that read them, by topic: `declarations` (variables,
//! aliases, inputs), `messages` (execution controls and each message),
//! `operands`, `alu` and `control` (the other instructions, labels); this
//! file holds the rule list, the entry points and the state they share.
//! Sources name the vISA specification page;
//! "README decision N" is a numbered decision of the project's README.
//!
//! Two fast paths skip checks that passed before in the same kernel: the
//! ALU rules past the operands for an instruction of the same
//! `AluSignature`, and a general operand's checks for the same
//! `OperandKey`. What fails is never remembered, so every error is the
//! general path's, in its order.
//!
//! | id | rule | source |
//! | --- | --- | --- |
//! | `var-type` | a variable's type is one a variable may have | `vISA spec, vISA Header chapter`: var_info type |
//! | `var-size` | `num_elts` in [1, 4096], size less than 4096 bytes | `vISA spec, vISA Header chapter`: var_info num_elements |
//! | `alias-base` | an alias names a declared variable or a predefined one other than `%null` | `vISA spec, vISA Header chapter`: var_info alias_index, pre-defined variables |
//! | `alias-cycle` | an alias chain does not come back to itself | `vISA spec, vISA Header chapter`: var_info alias_index |
//! | `alias-offset` | the alias offset is aligned to the alias's type; the alias claims no more alignment than its base gives | `vISA spec, vISA Header chapter`: var_info alias_offset, alignment |
//! | `alias-range` | an alias lies inside its base | `vISA spec, vISA Header chapter`: var_info alias_index |
//! | `pred-num-elts` | a predicate has 1, 2, 4, 8, 16 or 32 elements | `vISA spec, vISA Header chapter`: predicate_info num_elements |
//! | `duplicate-name` | no name is declared twice | `vISA spec, vISA Header chapter`: General Variables |
//! | `name` | every declaration is named by an identifier that is not a keyword or predefined name, of at most 64 characters; a kernel name has at most 1023 (any other kernel name is printed quoted) | vISA spec, header chapter (`var_info`/`kernel_data` `name_index`), assembly syntax appendix; `names.rs` |
//! | `input-var` | an input names a declared general or surface variable | `vISA spec, vISA Header chapter`: input_info id |
//! | `input-size` | an input's size is its variable's size | `vISA spec, vISA Header chapter`: input_info size |
//! | `input-layout` | inputs are aligned (to their type and declared alignment), GRF-placed, inside the register file (128 GRFs), not aliases, not overlapping | `vISA spec, vISA Header chapter`: Input Variables, var_info alignment; the platform table's `grf_count` |
//! | `message-available` | the message exists on the platform | `vISA spec, Instructions chapter`, `vISA spec, instructions by platform` (via `target.rs`) |
//! | `exec-size` | the message allows the exec size on the platform | each page's `Exec_size` (via `target.rs`) |
//! | `message-feature` | 16-/64-bit atomics, SLM as an OWORD surface, only where the platform has them | the message table's features (`Op` {TGLLP+}, OWORD_LD Surface {ICLLP+}) |
//! | `atomic-form` | no 64-bit float atomics (DWORD_ATOMIC, SVM_ATOMIC) | `vISA spec, DWORD_ATOMIC`: the atomic table's Data Type column |
//! | `channel-mask-empty` | SCATTER4_SCALED enables at least one channel | `vISA spec, SCATTER4_SCALED`: Channels |
//! | `svm-num-blocks` | SVM_GATHER block count fits block size and exec size | `vISA spec, SVM_GATHER`: Num_blocks |
//! | `message-length` | an SVM_SCATTER's payload fits the platform's SEND (15 GRFs on gen9) | the platform table's `SEND_PAYLOAD_GRFS`; README decision 21 |
//! | `num-blocks` | QW_GATHER/QW_SCATTER move 1 block, GATHER/SCATTER_SCALED 1, 2 or 4 | each page's Num_blocks (the message table's counts) |
//! | `emask-offset` | M1..M8 is aligned to the exec size (every instruction) | `vISA spec, Execution Model chapter`: Execution Mask; decision 8 |
//! | `operand-type` | message operands have the types their page requires | each page's operand fields |
//! | `null-operand` | `%null` exactly where the message allows or requires it (TYPED_ATOMIC: V only where R is too) | `vISA spec, TYPED_ATOMIC` (Src0, Src1, Dst; the Notes' table of surface types); `vISA spec, vISA Header chapter`: V0 |
//! | `predefined-var` | raw operands do not name predefined variables (other than `%null` where allowed); vector operands name V1..V19, not the reserved V20..V31, and write only the writable ones | `vISA spec, vISA Header chapter`: pre-defined variables |
//! | `undeclared-var` | general variables used are declared | `vISA spec, vISA Header chapter`: General Variables |
//! | `undeclared-pred` | predicates used are declared | `vISA spec, vISA Header chapter`: Predicate Variables |
//! | `undeclared-surface` | surfaces used are declared or predefined | `vISA spec, vISA Header chapter`: Surface Variables |
//! | `typed-atomic-surface` | TYPED_ATOMIC uses a declared surface, not T0..T5 | `vISA spec, TYPED_ATOMIC`: Surface; decision 7 |
//! | `raw-footprint` | a raw operand's accessed bytes lie inside its variable | each page's Semantics; `vISA spec, Operands chapter`: Raw Operands |
//! | `raw-align` | raw operands are GRF-aligned | `vISA spec, Operands chapter`: Raw Operands |
//! | `pred-range` | a predicate has the bits the exec size and offset read | `vISA spec, Operands chapter`: Predication |
//! | `operand-range` | a general operand's elements lie inside its variable | `vISA spec, Operands chapter`: General Operands, Region-based Addressing |
//! | `region` | region parameters take their legal values | `vISA spec, Operands chapter`: Region Restrictions |
//! | `region-span` | a general operand's elements lie in at most two adjacent GRFs (a root smaller than a GRF is inside one) | `vISA spec, Operands chapter`: Region Restrictions 6 (Intel's assembler of IGC 1.0.12504 crashed on a spilled kernel breaking it) |
//! | `immediate-type` | immediates are not BOOL | `vISA spec, Operands chapter`: Immediate Operands |
//! | `sel-predicate` | `sel` is predicated | `vISA spec, Assembly Syntax appendix`: SEL |
//! | `ret-exec-size` | `ret` has exec size 1 | `vISA spec, Assembly Syntax appendix`: RET |
//! | `alu-type` | ALU operand types fit the opcode's class (the ALU table's `types`) | each page's Supported Types; `vISA spec, Assembly Syntax appendix`: Instruction syntax |
//! | `alu-available` | the ALU operation (and the forms of it) exists on the platform (ADD3, BFN: XeHP+; MOD up to xelp; DIVM, SQRTM on gen9 and xehpc; ROL, ROR from xelp) | `vISA spec, Instructions chapter`; the ALU table's cells |
//! | `int64-alu` | no `q`/`uq` operand in an ALU instruction whose 64-bit operation the platform's ALU lacks (none on xelp and xehpg but a `mov` between integer types, which the assembler splits; on xehpc no logic operation, `cmp`, `sel`, `min`/`max`, saturation or `(abs)` of qwords) | the platform table's `int64` (IGC GenX.td, vISA HWCaps.inc) |
//! | `fp64` | no `df` operand in an ALU instruction where the platform has no FP64 (xelp, xehpg) | the platform table's `fp64` (IGC GenX.td, vISA HWCaps.inc) |
//! | `alu-shape` | the sources its row says; a predicate only where the Format has `Pred` | each page's Format |
//! | `saturation` | `.sat` only where the page allows it (MAD, DIV: float only) | each page's Saturation property |
//! | `source-modifier` | `(-)`, `(abs)` only where the page says "arithmetic" | each page's Source Modifier property |
//! | `state-operand` | state (surface) operands only in MOVS, naming a surface, inside it | `vISA spec, Operands chapter`: State Operands |
//! | `movs` | MOVS moves between a state and a state or UD value, at exec size 1 | vISA spec, MOVS: Notes; `vISA spec, Assembly Syntax appendix`: MOVS |
//! | `label` | each label is placed once, by the marker of its kind | `vISA spec, vISA Header chapter`: Labels; vISA spec, LABEL, vISA spec, SUBROUTINE |
//! | `entry-label` | a kernel's body starts with its entry label (a SUBROUTINE, `.function "K_BB_0_0"`), as Intel's compiler writes every kernel: only then does Intel's assembler make the kernel's `ret` the end-of-thread send; without it the thread never ends | vISA spec, SUBROUTINE; Intel's assembler (docs/assembler.md) |
//! | `branch-target` | JMP/GOTO target a block label in the same subroutine, CALL a subroutine label | vISA spec, JMP, vISA spec, GOTO, vISA spec, CALL |
//! | `branch-exec-size` | JMP and CALL have exec size 1 | `vISA spec, Assembly Syntax appendix`: JMP, CALL |
//! | `fcall` | the callee is declared; argument and return sizes fit %arg and %retval | vISA spec, FCALL |
//! | `switchjmp` | SWITCHJMP exists on the platform (gen9 and xehpc: not xelp, and PVC+ excludes xehpg), has exec size 1 and a scalar unsigned integer index (UB, UW, UD; a variable at `<0;1,0>` or an immediate); its labels are block labels in its subroutine | vISA spec, SWITCHJMP; vISA spec, Instructions chapter (`{PVC+,-TGLLP}`) |
//! | `svm-block-unaligned` | `.unaligned` only for SVM_BLOCK_LD | vISA spec, SVM_BLOCK_LD, vISA spec, SVM_BLOCK_ST: Properties |
//! | `input-order` | user inputs come before implicit ones | `vISA spec, vISA Header chapter`: input_info kind |
//! | `addr-decl` | an address variable has 1..16 elements | `vISA spec, vISA Header chapter`: address_info num_elements |
//! | `address-operand` | address operands only in ADDR_ADD, naming a declared address variable, their elements (width 1..16 from the offset; a destination's exec-size elements) inside it | `vISA spec, Operands chapter`: Address Operands |
//! | `indirect-operand` | an indirect operand names a declared address variable and elements of it (one per row of a multi-address source), has a type other than V, UV, VF, BOOL and an offset in [-512, 511]; a destination's stride is 1, 2 or 4 | `vISA spec, Operands chapter`: Indirect Operands, Region Interpretation for Indirect Operands |
//! | `addr-add` | ADDR_ADD's src0 is an address, `&V` (a declared or %arg/%retval variable at row 0, region `<0;1,0>`, no modifier) or `&T`; src1 a UW general or immediate | vISA spec, ADDR_ADD: Src0, Src1, Notes |
//! | `supported-type` | each ALU operand has a type its instruction's page supports (MUL takes no `q` source; SHR's dst and src0 are unsigned, ASR's signed; MULH's operands are one type) | vISA spec, each instruction's Supported Types (table in `alu.rs`) |
//!
//! The verifier never panics: sizes are computed in `u64` and ids are looked
//! up, never indexed.

mod alu;
mod control;
mod declarations;
mod messages;
mod operands;

use thiserror::Error;
use visa_passes::isa::messages::{Blocks, Feature, Lanes, Message, Null, Shape, Types};
use visa_passes::isa::target::{self, Platform};

use super::program::*;
use super::types::*;

/// One rule of the verifier. Rules that read a different page per message
/// carry the message, so that [`Rule::source`] names the right page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    VarType,
    VarSize,
    AliasBase,
    AliasCycle,
    AliasOffset,
    AliasRange,
    PredNumElts,
    DuplicateName,
    Name,
    InputVar,
    InputSize,
    InputLayout,
    MessageAvailable(Message),
    ExecSize(Message),
    /// The message's form or surface needs a feature the platform lacks
    /// (16-/64-bit atomics, SLM as an OWORD surface).
    MessageFeature(Message),
    ChannelMaskEmpty,
    SvmNumBlocks,
    /// A message's payload fits what the platform's SEND takes.
    MessageLength,
    NumBlocks(Message),
    /// An atomic operation and width the atomic messages do not have (64-bit float).
    AtomicForm(Message),
    EmaskOffset,
    OperandType(Message),
    NullOperand(Message),
    PredefinedVar,
    UndeclaredVar,
    UndeclaredPred,
    UndeclaredSurface,
    TypedAtomicSurface,
    RawFootprint(Message),
    RawAlign,
    PredRange,
    OperandRange,
    RegionSpan,
    Region,
    ImmediateType,
    SelPredicate,
    RetExecSize,
    AluType,
    AluAvailable,
    AluShape,
    Saturation,
    SourceModifier,
    StateOperand,
    Movs,
    Label,
    EntryLabel,
    BranchTarget,
    BranchExecSize,
    CallNoMask,
    GotoDispatch,
    Fcall,
    SwitchJmp,
    SvmBlockUnaligned,
    InputOrder,
    AddrDecl,
    AddressOperand,
    IndirectOperand,
    AddrAdd,
    /// The row of the ALU type table the operand breaks.
    SupportedType(&'static super::alu::OperandTypes),
    /// A q/uq operand where the platform's ALU lacks the 64-bit integer operation.
    Int64Alu(Platform),
    /// A df operand on a platform without FP64.
    Fp64(Platform),
}

impl Rule {
    /// Every rule, the per-message ones once per message.
    pub fn all() -> Vec<Rule> {
        use Rule::*;
        let mut rules = vec![
            VarType,
            VarSize,
            AliasBase,
            AliasCycle,
            AliasOffset,
            AliasRange,
            PredNumElts,
            DuplicateName,
            Name,
            InputVar,
            InputSize,
            InputLayout,
            ChannelMaskEmpty,
            SvmNumBlocks,
            MessageLength,
            EmaskOffset,
            PredefinedVar,
            UndeclaredVar,
            UndeclaredPred,
            UndeclaredSurface,
            TypedAtomicSurface,
            RawAlign,
            PredRange,
            OperandRange,
            RegionSpan,
            Region,
            ImmediateType,
            SelPredicate,
            RetExecSize,
            AluType,
            AluAvailable,
            AluShape,
            Saturation,
            SourceModifier,
            StateOperand,
            Movs,
            Label,
            EntryLabel,
            BranchTarget,
            BranchExecSize,
            CallNoMask,
            GotoDispatch,
            Fcall,
            SwitchJmp,
            SvmBlockUnaligned,
            InputOrder,
            AddrDecl,
            AddressOperand,
            IndirectOperand,
            AddrAdd,
        ];
        for m in Message::ALL {
            rules.extend([MessageAvailable(m), ExecSize(m), OperandType(m), NullOperand(m), RawFootprint(m)]);
            if !m.desc().features.is_empty() {
                rules.push(MessageFeature(m));
            }
            if matches!(m.desc().blocks, Blocks::Counts(_)) {
                rules.push(NumBlocks(m));
            }
            if m.desc().operands.iter().any(|o| o.types == Types::AtomicData) && m != Message::TypedAtomic {
                rules.push(AtomicForm(m));
            }
        }
        rules.extend(ALU.iter().map(|d| SupportedType(&d.types)));
        rules.extend(super::alu::IRREGULAR_TYPES.map(SupportedType));
        rules.extend(Platform::ALL.into_iter().flat_map(|p| [Int64Alu(p), Fp64(p)]));
        rules
    }

    /// The stable kebab-case id, as printed in diagnostics.
    pub fn id(self) -> &'static str {
        match self {
            Rule::VarType => "var-type",
            Rule::VarSize => "var-size",
            Rule::AliasBase => "alias-base",
            Rule::AliasCycle => "alias-cycle",
            Rule::AliasOffset => "alias-offset",
            Rule::AliasRange => "alias-range",
            Rule::PredNumElts => "pred-num-elts",
            Rule::DuplicateName => "duplicate-name",
            Rule::Name => "name",
            Rule::InputVar => "input-var",
            Rule::InputSize => "input-size",
            Rule::InputLayout => "input-layout",
            Rule::MessageAvailable(_) => "message-available",
            Rule::ExecSize(_) => "exec-size",
            Rule::OperandType(_) => "operand-type",
            Rule::NullOperand(_) => "null-operand",
            Rule::RawFootprint(_) => "raw-footprint",
            Rule::MessageFeature(_) => "message-feature",
            Rule::ChannelMaskEmpty => "channel-mask-empty",
            Rule::SvmNumBlocks => "svm-num-blocks",
            Rule::MessageLength => "message-length",
            Rule::NumBlocks(_) => "num-blocks",
            Rule::AtomicForm(_) => "atomic-form",
            Rule::EmaskOffset => "emask-offset",
            Rule::PredefinedVar => "predefined-var",
            Rule::UndeclaredVar => "undeclared-var",
            Rule::UndeclaredPred => "undeclared-pred",
            Rule::UndeclaredSurface => "undeclared-surface",
            Rule::TypedAtomicSurface => "typed-atomic-surface",
            Rule::RawAlign => "raw-align",
            Rule::PredRange => "pred-range",
            Rule::OperandRange => "operand-range",
            Rule::RegionSpan => "region-span",
            Rule::Region => "region",
            Rule::ImmediateType => "immediate-type",
            Rule::SelPredicate => "sel-predicate",
            Rule::RetExecSize => "ret-exec-size",
            Rule::AluType => "alu-type",
            Rule::AluAvailable => "alu-available",
            Rule::Int64Alu(_) => "int64-alu",
            Rule::Fp64(_) => "fp64",
            Rule::AluShape => "alu-shape",
            Rule::Saturation => "saturation",
            Rule::SourceModifier => "source-modifier",
            Rule::StateOperand => "state-operand",
            Rule::Movs => "movs",
            Rule::Label => "label",
            Rule::EntryLabel => "entry-label",
            Rule::BranchTarget => "branch-target",
            Rule::BranchExecSize => "branch-exec-size",
            Rule::CallNoMask => "call-nomask",
            Rule::GotoDispatch => "goto-dispatch",
            Rule::Fcall => "fcall",
            Rule::SwitchJmp => "switchjmp",
            Rule::SvmBlockUnaligned => "svm-block-unaligned",
            Rule::InputOrder => "input-order",
            Rule::AddrDecl => "addr-decl",
            Rule::AddressOperand => "address-operand",
            Rule::IndirectOperand => "indirect-operand",
            Rule::AddrAdd => "addr-add",
            Rule::SupportedType(_) => "supported-type",
        }
    }

    /// Where the rule is written down: `vISA spec, <page>: <field>`; the
    /// per-message rules cite the message table's cells.
    pub fn source(self) -> &'static str {
        match self {
            Rule::VarType => "vISA spec, vISA Header chapter: var_info type",
            Rule::VarSize => "vISA spec, vISA Header chapter: var_info num_elements",
            Rule::AliasBase => "vISA spec, vISA Header chapter: var_info alias_index, pre-defined variables",
            Rule::AliasCycle | Rule::AliasRange => "vISA spec, vISA Header chapter: var_info alias_index",
            Rule::AliasOffset => "vISA spec, vISA Header chapter: var_info alias_offset, alignment",
            Rule::PredNumElts => "vISA spec, vISA Header chapter: predicate_info num_elements",
            Rule::DuplicateName => "vISA spec, vISA Header chapter: General Variables (names cannot be redefined)",
            Rule::Name => {
                "vISA spec, header chapter (var_info and kernel_data name_index) and assembly syntax appendix; the \
                 keywords of Intel's vISA assembler"
            }
            Rule::InputVar => "vISA spec, vISA Header chapter: input_info id",
            Rule::InputSize => "vISA spec, vISA Header chapter: input_info size",
            Rule::InputLayout => {
                "vISA spec, vISA Header chapter: input_info offset, Input Variables, var_info alignment"
            }
            Rule::MessageFeature(m) => m.desc().features.first().map_or(m.desc().exec_sizes.source, |f| {
                let absent = f.platforms.iter().find(|c| !c.value);
                absent.unwrap_or(&f.platforms[0]).source
            }),
            Rule::ChannelMaskEmpty => "vISA spec, SCATTER4_SCALED, vISA spec, GATHER4_SCALED: Channels",
            Rule::SvmNumBlocks => "vISA spec, SVM_GATHER, vISA spec, SVM_SCATTER: Num_blocks",
            Rule::MessageLength => visa_passes::isa::messages::SEND_PAYLOAD_GRFS[0].source,
            Rule::NumBlocks(m) => match m.desc().blocks {
                Blocks::Counts(counts) => counts.source,
                _ => m.desc().exec_sizes.source,
            },
            Rule::AtomicForm(m) => m.desc().operands.last().map_or(m.desc().exec_sizes.source, |o| o.source),
            Rule::EmaskOffset => "vISA spec, Execution Model chapter: Execution Mask; README decision S8",
            Rule::NullOperand(m) => m
                .desc()
                .operands
                .iter()
                .find(|o| o.null != Null::Never)
                .map_or("vISA spec, vISA Header chapter: V0 (%null)", |o| o.source),
            Rule::MessageAvailable(m) => {
                let absent = m.desc().platforms.iter().find(|c| !c.value);
                absent.unwrap_or(&m.desc().platforms[0]).source
            }
            Rule::ExecSize(m) => m.desc().exec_sizes.source,
            Rule::OperandType(m) | Rule::RawFootprint(m) => {
                m.desc().operands.last().map_or(m.desc().exec_sizes.source, |o| o.source)
            }
            Rule::PredefinedVar => "vISA spec, vISA Header chapter: pre-defined variables V0-V31",
            Rule::UndeclaredVar => "vISA spec, vISA Header chapter: General Variables",
            Rule::UndeclaredPred => "vISA spec, vISA Header chapter: Predicate Variables",
            Rule::UndeclaredSurface => "vISA spec, vISA Header chapter: Surface Variables",
            Rule::TypedAtomicSurface => "vISA spec, TYPED_ATOMIC: Surface; README decision S7",
            Rule::RawAlign => "vISA spec, Operands chapter: Raw Operands",
            Rule::PredRange => "vISA spec, Operands chapter: Predication (EvaluateChEn)",
            Rule::OperandRange => "vISA spec, Operands chapter: General Operands, Region-based Addressing",
            Rule::RegionSpan => {
                "vISA spec, Operands chapter: Region Restrictions (6: the elements an operand accesses may not span \
                 more than two adjacent GRF registers)"
            }
            Rule::Region => "vISA spec, Operands chapter: Region Restrictions",
            Rule::ImmediateType => "vISA spec, Operands chapter: Immediate Operands",
            Rule::SelPredicate => "vISA spec, Assembly Syntax appendix: SEL",
            Rule::RetExecSize => "vISA spec, Assembly Syntax appendix: RET",
            Rule::AluType => "each page's Supported Types; vISA spec, Assembly Syntax appendix: Instruction syntax",
            Rule::AluAvailable => {
                "vISA spec, Instruction Set chapter and instructions by platform appendix; Intel's vISA assembler where \
                 stricter (each cell of the ALU table)"
            }
            Rule::AluShape => "vISA spec, Instructions chapter: each instruction page's Format",
            Rule::Saturation => "vISA spec, Instructions chapter: each instruction page's Saturation property",
            Rule::SourceModifier => "vISA spec, Instructions chapter: each instruction page's Source Modifier property",
            Rule::StateOperand => "vISA spec, Operands chapter: State Operands",
            Rule::Movs => "vISA spec, MOVS: Notes; vISA spec, Assembly Syntax appendix: MOVS (1)",
            Rule::Label => "vISA spec, vISA Header chapter: Labels; vISA spec, LABEL; vISA spec, SUBROUTINE",
            Rule::EntryLabel => {
                "vISA spec, SUBROUTINE; Intel's vISA assembler (GenX_IR) makes a kernel's RET the end-of-thread \
                 send only in a body that starts with its entry subroutine label, which IGC writes in every kernel"
            }
            Rule::BranchTarget => "vISA spec, JMP, vISA spec, GOTO, vISA spec, CALL: Label, Notes",
            Rule::BranchExecSize => "vISA spec, Assembly Syntax appendix: JMP, CALL (Exec_size 1)",
            Rule::CallNoMask => "vISA spec, CALL: Description (\"Scalar calls must be marked with {NoMask}\")",
            Rule::GotoDispatch => {
                "vISA spec, Execution model chapter: Execution Mask (the masks start from the dispatch SIMD size; \
                 i + k past it is an error); vISA spec, vISA Header chapter: SimdSize"
            }
            Rule::Fcall => "vISA spec, FCALL: Func_id, Arg_size, Return_size",
            Rule::SwitchJmp => {
                "vISA spec, SWITCHJMP: Exec_size, Num_labels, Index, Label; vISA spec, Instructions chapter \
                 (SWITCHJMP {PVC+,-TGLLP}) and the instructions by platform appendix"
            }
            Rule::SvmBlockUnaligned => "vISA spec, SVM_BLOCK_LD, vISA spec, SVM_BLOCK_ST: Properties",
            Rule::InputOrder => "vISA spec, vISA Header chapter: input_info kind (user arguments before implicit ones)",
            Rule::AddrDecl => "vISA spec, vISA Header chapter: address_info num_elements",
            Rule::AddressOperand => "vISA spec, Operands chapter: Address Operands",
            Rule::IndirectOperand => {
                "vISA spec, Operands chapter: Indirect Operands, Region Interpretation for Indirect Operands"
            }
            Rule::AddrAdd => "vISA spec, ADDR_ADD: Src0, Src1, Notes",
            Rule::SupportedType(row) => row.source,
            Rule::Int64Alu(p) => p.desc().int64.source,
            Rule::Fp64(p) => p.desc().fp64.source,
        }
    }
}

/// One violation. Displayed as
/// `kernel K, instruction #3 (svm_gather): [svm-num-blocks] <message> (vISA spec, SVM_GATHER: Num_blocks)`,
/// or `kernel K, .decl V40: [alias-range] ...` for a declaration.
#[derive(Clone, Debug, PartialEq, Error)]
#[error("kernel {kernel}, {}: [{}] {message} ({})", self.place(), .rule.id(), .rule.source())]
pub struct VerifyError {
    pub kernel: String,
    /// Index into [`Kernel::body`]; `None` for declarations and inputs.
    pub instruction: Option<usize>,
    /// What is at fault: the instruction's mnemonic, or the declaration
    /// (`.decl V40`, `.input V33`).
    pub item: String,
    pub rule: Rule,
    pub message: String,
}

impl VerifyError {
    fn place(&self) -> String {
        match self.instruction {
            Some(index) => format!("instruction #{index} ({})", self.item),
            None => self.item.clone(),
        }
    }
}

/// Checks one kernel for `platform`; `Err` holds every violation found.
pub fn verify_kernel(kernel: &Kernel, platform: Platform) -> Result<(), Vec<VerifyError>> {
    let v = run(kernel, platform, true);
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// Runs every check of [`verify_kernel`]: with `memo`, through the fast
/// paths of [`Verifier::alu`] and of [`Verifier::dst`] and
/// [`Verifier::src`], which skip what passed before in the kernel; without
/// it, through the general path alone (the tests compare the two).
fn run(kernel: &Kernel, platform: Platform, memo: bool) -> Verifier<'_> {
    let mut v = Verifier {
        kernel,
        platform,
        grf: platform.grf_bytes(),
        predefined: predefined_decls(platform.grf_bytes()),
        instruction: None,
        item: Item::Mnemonic(""),
        errors: Vec::new(),
        passed_alu_rules: memo.then(FastSet::default),
        passed_operands: memo.then(FastSet::default),
    };
    v.declarations();
    v.inputs();
    for (index, inst) in kernel.body.iter().enumerate() {
        v.instruction(index, inst);
    }
    v.labels();
    v.entry_label();
    v
}

/// Checks every kernel of `program`.
pub fn verify_program(program: &Program, platform: Platform) -> Result<(), Vec<VerifyError>> {
    let errors: Vec<_> = program.kernels.iter().filter_map(|k| verify_kernel(k, platform).err()).flatten().collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Variable types of `var_info` ("A variable may have type UD, D, UW, W, UB,
/// B, UQ, Q, DF, HF, and F").
const VAR_TYPES: [ElemType; 11] = {
    use ElemType::*;
    [UD, D, UW, W, UB, B, UQ, Q, DF, HF, F]
};

/// The predefined variables V0..V19 as declarations for a platform's GRF
/// size (their types and sizes from [`PREDEFINED_VARS`]), so operands and
/// aliases naming them are checked like declared ones.
fn predefined_decls(grf: u32) -> &'static [GenVar] {
    use std::sync::LazyLock;
    fn decls(grf: u32) -> Vec<GenVar> {
        PREDEFINED_VARS
            .iter()
            .map(|p| GenVar {
                name: p.name.to_string(),
                ty: p.ty,
                num_elts: u32::try_from(p.size_bytes(grf) / u64::from(p.ty.size_bytes())).unwrap_or(1),
                align: Align::Grf,
                alias: None,
            })
            .collect()
    }
    static GRF32: LazyLock<Vec<GenVar>> = LazyLock::new(|| decls(32));
    static GRF64: LazyLock<Vec<GenVar>> = LazyLock::new(|| decls(64));
    if grf == 64 {
        &GRF64
    } else {
        &GRF32
    }
}

/// The size in bytes of a declared variable, without overflow.
fn var_bytes(var: &GenVar) -> u64 {
    u64::from(var.num_elts) * u64::from(var.ty.size_bytes())
}

/// `a, b or c`.
fn one_of<T: ToString>(items: &[T]) -> String {
    let names: Vec<String> = items.iter().map(T::to_string).collect();
    match names.split_last() {
        None => "none".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

fn list<T: ToString>(items: &[T]) -> String {
    let names: Vec<String> = items.iter().map(T::to_string).collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

/// What an ALU operand is, for the type rules.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Elem(ElemType),
    Pred,
    /// A state (surface) operand.
    State,
    /// An undeclared variable: already reported, no type to check.
    Unknown,
}

impl Kind {
    fn is_float(self) -> bool {
        matches!(self, Kind::Elem(t) if t.is_float())
    }

    fn is_int(self) -> bool {
        matches!(self, Kind::Elem(t) if !t.is_float())
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Elem(t) => t.name(),
            Kind::Pred => "predicate",
            Kind::State => "surface",
            Kind::Unknown => "?",
        }
    }
}

/// What errors are reported against; its text ([`VerifyError::item`]) is
/// only built when a rule fails.
#[derive(Clone, Copy)]
enum Item<'k> {
    /// An instruction: its mnemonic.
    Mnemonic(&'static str),
    /// `.decl <name>`.
    Decl(&'k str),
    /// `.input <name>` of the `index`-th input.
    Input(usize),
    /// The `.kernel` line.
    Kernel,
}

struct Verifier<'k> {
    kernel: &'k Kernel,
    platform: Platform,
    grf: u32,
    /// [`predefined_decls`] for this platform.
    predefined: &'static [GenVar],
    /// Where errors are reported: the current instruction, or none for a declaration.
    instruction: Option<usize>,
    item: Item<'k>,
    errors: Vec<VerifyError>,
    /// The [`AluSignature`]s of ALU instructions that passed every rule
    /// (`None`: every instruction takes the general path).
    passed_alu_rules: Option<FastSet<AluSignature>>,
    /// The [`OperandKey`]s of general operands that passed their checks
    /// (`None`: every operand takes the general path).
    passed_operands: Option<FastSet<OperandKey>>,
}

/// What the checks of a general operand of a declared variable read: the
/// variable's type and element count (not which variable it is), the
/// origin, the region (a destination's stride), the exec size, and whether
/// it is a destination; packed without loss ([`Verifier::operand_key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct OperandKey(u64);

// Both keys hold an element type in 4 bits (an `AluSignature` kind's codes
// 16 to 18 follow the types) and an exec size in 3: a type or size added
// past that must widen them, or two keys would meet and a check be skipped.
const _: () = assert!(ElemType::ALL.len() <= 16 && ExecSize::ALL.len() <= 8);

/// What the ALU rules past the operands read of an instruction: the
/// operation, `.sat`, whether it is predicated, its source count and exec
/// size, each operand's kind (dst first) and each source's modifier (and
/// whether the source is a general operand, the only ones whose modifier
/// picks a form). Packed into one word, 5 bits a kind and 4 a source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct AluSignature(u64);

impl AluSignature {
    /// `operands`: the destination's and the three source slots' kinds
    /// (`Unknown` past the sources, which the source count tells apart).
    fn of(a: &Alu, operands: &[(&str, Kind); 4]) -> AluSignature {
        let mut bits = a.op as u64;
        bits = bits << 1 | u64::from(a.sat);
        bits = bits << 1 | u64::from(a.pred.is_some());
        bits = bits << 2 | a.srcs.len().min(3) as u64;
        bits = bits << 3 | u64::from(a.exec.size.code());
        for &(_, kind) in operands {
            bits = bits << 5
                | match kind {
                    Kind::Elem(t) => t as u64,
                    Kind::Pred => 16,
                    Kind::State => 17,
                    Kind::Unknown => 18,
                };
        }
        let mut modifiers = 0;
        for (slot, src) in a.srcs.as_slice().iter().take(3).enumerate() {
            let code = match src {
                SrcOperand::General { modifier, .. } => 8 | *modifier as u64,
                SrcOperand::Indirect { modifier, .. } => *modifier as u64,
                _ => 7,
            };
            modifiers |= code << (4 * slot);
        }
        AluSignature(bits << 12 | modifiers)
    }
}

impl<'k> Verifier<'k> {
    fn at(&mut self, instruction: Option<usize>, item: Item<'k>) {
        self.instruction = instruction;
        self.item = item;
    }

    fn item_text(&self) -> String {
        match self.item {
            Item::Mnemonic(m) => m.to_string(),
            Item::Decl(name) => format!(".decl {name}"),
            Item::Input(index) => {
                let input = &self.kernel.inputs[index];
                match input.provenance {
                    0 => format!(".input {}", self.input_name(input)),
                    n => format!(".implicit_{} {}", Input::implicit_name(n), self.input_name(input)),
                }
            }
            Item::Kernel => ".kernel".to_string(),
        }
    }

    fn error(&mut self, rule: Rule, message: impl Into<String>) {
        self.errors.push(VerifyError {
            kernel: self.kernel.name.clone(),
            instruction: self.instruction,
            item: self.item_text(),
            rule,
            message: message.into(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path of [`Verifier::alu`] reports exactly what the general
    /// path reports: every ALU row with operands of many types, modifiers,
    /// `.sat` and predicates, each instruction three times (the second
    /// skips the rules its first passed; the third has an operand out of
    /// range as well), on every platform.
    #[test]
    fn alu_fast_path_reports_what_the_general_path_reports() {
        use ElemType::*;
        let types = [UD, D, UW, W, UB, B, UQ, Q, F, DF, HF];
        let mut k = Kernel::new("k");
        for (i, &ty) in types.iter().enumerate() {
            k.declare_var(GenVar { name: format!("v{i}"), ty, num_elts: 16, align: Align::Grf, alias: None });
        }
        let p1 = k.declare_pred(PredVar { name: "p".into(), num_elts: 32 }).expect("P1");
        let var = |ty: ElemType| GenVarId::from_decl_index(types.iter().position(|&t| t == ty).unwrap_or(0));
        let general = |ty: ElemType, modifier: SrcModifier| SrcOperand::General {
            var: var(ty),
            row: 0,
            col: 0,
            region: Region { vstride: 8, width: 8, hstride: 1 },
            modifier,
        };
        let exec = ExecCtrl::nm(ExecSize::S8);
        for desc in &super::super::alu::ALU {
            for (d, &dst_ty) in types.iter().enumerate() {
                let other = types[(d + 3) % types.len()];
                let sources = [
                    [general(dst_ty, SrcModifier::None); 3],
                    [general(dst_ty, SrcModifier::Neg), general(other, SrcModifier::None), SrcOperand::imm(dst_ty, 1)],
                    [general(dst_ty, SrcModifier::Not), SrcOperand::Predicate(p1), general(other, SrcModifier::Abs)],
                ];
                for srcs in sources {
                    for (sat, pred) in
                        [(false, None), (true, Some(Predicate::new(p1))), (false, Some(Predicate::new(p1)))]
                    {
                        let srcs = match desc.srcs {
                            1 => Srcs::one(srcs[0]),
                            2 => Srcs::two(srcs[0], srcs[1]),
                            _ => Srcs::three(srcs[0], srcs[1], srcs[2]),
                        };
                        let dst = DstOperand::General { var: var(dst_ty), row: 0, col: 0, hstride: 1 };
                        let a = Alu { op: desc.op, exec, pred, sat, dst, srcs };
                        let past_the_end =
                            Alu { dst: DstOperand::General { var: var(dst_ty), row: 9, col: 0, hstride: 1 }, ..a };
                        k.body.extend([a, a, past_the_end].map(Instruction::Alu));
                    }
                }
            }
        }
        let skipped = same_errors_on_every_platform(&k, |fast| fast.passed_alu_rules.as_ref().map_or(0, FastSet::len));
        assert!(skipped > 100, "the fast path was taken for {skipped} signatures");
    }

    /// The fast path of [`Verifier::dst`] and [`Verifier::src`] reports
    /// exactly what the general path reports: `mov`s between variables of
    /// several types and sizes (and predefined, `%null` and undeclared
    /// ones), at origins, regions, strides and exec sizes in and out of
    /// range, each instruction twice, on every platform.
    #[test]
    fn operand_fast_path_reports_what_the_general_path_reports() {
        use ElemType::*;
        let mut k = Kernel::new("k");
        let mut vars = Vec::new();
        for (i, (ty, num_elts)) in [(UD, 16), (UD, 8), (UW, 16), (UQ, 16), (F, 64), (UB, 1)].into_iter().enumerate() {
            vars.push(k.declare_var(GenVar { name: format!("v{i}"), ty, num_elts, align: Align::Grf, alias: None }));
        }
        vars.extend([GenVarId(0), GenVarId(3), GenVarId(7), GenVarId(99)]);
        let regions =
            [(0, 1, 0), (1, 1, 0), (8, 8, 1), (16, 16, 1), (16, 8, 2), (4, 4, 0), (3, 8, 1), (8, 32, 1), (8, 8, 3)];
        for (n, &var) in vars.iter().enumerate() {
            let other = vars[(n + 1) % vars.len()];
            for size in ExecSize::ALL {
                let exec = ExecCtrl::nm(size);
                for (row, col) in [(0, 0), (0, 7), (1, 0), (0, 16), (3, 1), (2, 0)] {
                    for (r, &(vstride, width, hstride)) in regions.iter().enumerate() {
                        let region = Region { vstride, width, hstride };
                        let src = SrcOperand::General { var, row, col, region, modifier: SrcModifier::None };
                        let dst = DstOperand::General { var: other, row: col % 3, col: row, hstride: r as u8 % 5 };
                        let mov = Instruction::mov(exec, None, dst, src);
                        k.body.extend([mov, mov]);
                    }
                }
            }
        }
        let remembered =
            same_errors_on_every_platform(&k, |fast| fast.passed_operands.as_ref().map_or(0, FastSet::len));
        assert!(remembered > 100, "the fast path was taken for {remembered} operands");
    }

    /// Asserts that `k` gets the same errors with the fast paths as
    /// without, on every platform; the sum of `remembered` of the fast runs.
    fn same_errors_on_every_platform(k: &Kernel, remembered: fn(&Verifier<'_>) -> usize) -> usize {
        let mut total = 0;
        for platform in Platform::ALL {
            let fast = run(k, platform, true);
            let general = run(k, platform, false);
            assert_eq!(fast.errors, general.errors, "{platform}");
            total += remembered(&fast);
        }
        total
    }
}
