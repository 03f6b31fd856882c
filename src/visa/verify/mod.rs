//! The vISA verifier: checks a [`Kernel`] against the rules of the spec pages
//! for one [`Platform`] and reports every violation, not just the first.
//!
//! Platform-dependent facts (which messages exist, their exec sizes, the GRF
//! size, the SVM_GATHER block table) come from `visa_passes::isa::target`; this file
//! holds the rules that read them. Sources name the vISA specification page;
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

use thiserror::Error;
use visa_passes::isa::messages::{self, Blocks, Feature, Lanes, Message, Null, Shape, Types};
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
            Rule::MessageLength => messages::SEND_PAYLOAD_GRFS[0].source,
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

    // ---- declarations ----------------------------------------------------

    fn declarations(&mut self) {
        let kernel = self.kernel;
        let on_cycle = alias_cycles(kernel);
        for (index, var) in kernel.vars.iter().enumerate() {
            self.at(None, Item::Decl(&var.name));
            self.var_type(var);
            self.var_size(var);
            if let Some(alias) = var.alias {
                self.alias(GenVarId::from_decl_index(index), var, alias, &on_cycle);
            }
        }
        for pred in &kernel.preds {
            self.at(None, Item::Decl(&pred.name));
            self.pred_num_elts(pred);
        }
        for addr in &kernel.addrs {
            self.at(None, Item::Decl(&addr.name));
            if !(1..=16).contains(&addr.num_elts) {
                self.error(
                    Rule::AddrDecl,
                    format!("{} has {} elements; it may have 1 to 16", addr.name, addr.num_elts),
                );
            }
        }
        self.duplicate_names();
        self.names();
    }

    /// Every declared name, and the kernel's, is one the assembler reads as a name.
    fn names(&mut self) {
        use super::names::{name_problem, MAX_KERNEL_NAME_LEN, MAX_NAME_LEN};
        let kernel = self.kernel;
        // Any kernel name can be written (quoted, as the printer does when
        // it is not a bare identifier); only its length is limited.
        if kernel.name.len() > MAX_KERNEL_NAME_LEN {
            self.at(None, Item::Kernel);
            self.error(
                Rule::Name,
                format!("kernel name has {} bytes; at most {MAX_KERNEL_NAME_LEN} are allowed", kernel.name.len()),
            );
        }
        for name in kernel.declared_names() {
            if let Some(problem) = name_problem(name, MAX_NAME_LEN) {
                self.at(None, Item::Decl(name));
                self.error(Rule::Name, problem);
            }
        }
    }

    fn var_type(&mut self, var: &GenVar) {
        if !VAR_TYPES.contains(&var.ty) {
            self.error(Rule::VarType, format!("type {} is not a variable type; use {}", var.ty, one_of(&VAR_TYPES)));
        }
    }

    fn var_size(&mut self, var: &GenVar) {
        let bytes = var_bytes(var);
        if !(1..=4096).contains(&var.num_elts) {
            self.error(Rule::VarSize, format!("num_elts={} is outside [1, 4096]", var.num_elts));
        } else if bytes >= 4096 {
            self.error(
                Rule::VarSize,
                format!("{} x {} is {bytes} bytes; a variable must be less than 4096 bytes", var.num_elts, var.ty),
            );
        }
    }

    fn alias(&mut self, id: GenVarId, var: &GenVar, alias: Alias, on_cycle: &[bool]) {
        let kernel = self.kernel;
        let predefined = self.predefined.get(alias.base.0 as usize).filter(|_| !alias.base.is_null());
        let Some(base) = kernel.var(alias.base).or(predefined) else {
            let base_name = kernel.var_name(alias.base);
            let what = match alias.base.decl_index() {
                None if alias.base.is_null() => "%null",
                None => "a reserved predefined variable (V20..V31)",
                Some(_) => "not declared",
            };
            self.error(
                Rule::AliasBase,
                format!("alias base {base_name} is {what}; an alias names a declared or predefined variable"),
            );
            return;
        };
        if id.decl_index().is_some_and(|i| on_cycle.get(i).copied().unwrap_or(false)) {
            if let Some(cycle) = self.alias_cycle(id) {
                self.error(Rule::AliasCycle, format!("alias chain {cycle} is a cycle"));
            }
        }
        let type_bytes = var.ty.size_bytes();
        if !alias.offset.is_multiple_of(type_bytes) {
            self.error(
                Rule::AliasOffset,
                format!("alias offset {} is not aligned to type {} ({type_bytes} bytes)", alias.offset, var.ty),
            );
        }
        // An alias is no more aligned than its base at that offset (its
        // declared alignment is a promise about where its bytes are).
        let base_align = base.align.bytes(self.grf);
        let guaranteed =
            if alias.offset == 0 { base_align } else { base_align.min(1 << alias.offset.trailing_zeros()) };
        if var.align.bytes(self.grf) > guaranteed {
            self.error(
                Rule::AliasOffset,
                format!(
                    "{} is declared align={} ({} bytes), but {} (align={}) at offset {} guarantees {guaranteed} bytes",
                    var.name,
                    var.align.name(),
                    var.align.bytes(self.grf),
                    base.name,
                    base.align.name(),
                    alias.offset
                ),
            );
        }
        let (size, base_size) = (var_bytes(var), var_bytes(base));
        if u64::from(alias.offset) + size > base_size {
            self.error(
                Rule::AliasRange,
                format!(
                    "{} ({size} bytes at offset {}) does not fit in {} ({base_size} bytes)",
                    var.name, alias.offset, base.name
                ),
            );
        }
    }

    /// The chain `A -> B -> A` if following aliases from `id` comes back to
    /// it (asked only for the variables [`alias_cycles`] finds on a cycle).
    fn alias_cycle(&self, id: GenVarId) -> Option<String> {
        let kernel = self.kernel;
        let mut chain = vec![kernel.var_name(id)];
        let mut current = id;
        for _ in 0..kernel.vars.len() {
            let base = kernel.var(current)?.alias?.base;
            chain.push(kernel.var_name(base));
            if base == id {
                return Some(chain.join(" -> "));
            }
            current = base;
        }
        None
    }

    fn pred_num_elts(&mut self, pred: &PredVar) {
        if ![1, 2, 4, 8, 16, 32].contains(&pred.num_elts) {
            self.error(Rule::PredNumElts, format!("num_elts={} is not one of 1, 2, 4, 8, 16, 32", pred.num_elts));
        }
    }

    /// General, predicate and surface names share the kernel scope.
    fn duplicate_names(&mut self) {
        let kernel = self.kernel;
        let mut seen = FastSet::default();
        seen.reserve(kernel.vars.len() + kernel.preds.len() + kernel.surfaces.len());
        for name in kernel.declared_names() {
            if !seen.insert(name) {
                self.at(None, Item::Decl(name));
                self.error(Rule::DuplicateName, format!("{name} is declared more than once"));
            }
        }
    }

    // ---- inputs ------------------------------------------------------------

    fn inputs(&mut self) {
        let kernel = self.kernel;
        for (index, input) in kernel.inputs.iter().enumerate() {
            let name = self.input_name(input);
            self.at(None, Item::Input(index));
            let Some(bytes) = self.input_var(input, &name) else { continue };
            if u64::from(input.size) != bytes {
                self.error(Rule::InputSize, format!("size={} but {name} is {bytes} bytes", input.size));
            }
            self.input_layout(input, &kernel.inputs[..index]);
        }
        self.input_order();
    }

    /// "All user supplied kernel arguments must come before all implicit
    /// arguments in the table."
    fn input_order(&mut self) {
        let kernel = self.kernel;
        let Some(first_implicit) = kernel.inputs.iter().position(|i| i.provenance != 0) else { return };
        for (index, input) in kernel.inputs.iter().enumerate().skip(first_implicit) {
            if input.provenance == 0 {
                self.at(None, Item::Input(index));
                let implicit = self.input_name(&kernel.inputs[first_implicit]);
                self.error(
                    Rule::InputOrder,
                    format!("a user input after the implicit input {implicit}; user inputs come first"),
                );
            }
        }
    }

    fn input_name(&self, input: &Input) -> String {
        match input.var {
            InputVar::General(id) => self.kernel.var_name(id),
            InputVar::Surface(id) => self.kernel.surface_name(id),
        }
    }

    /// The size of the input's variable, or `None` (reported) if it is not declared.
    fn input_var(&mut self, input: &Input, name: &str) -> Option<u64> {
        let kernel = self.kernel;
        let bytes = match input.var {
            InputVar::General(id) => kernel.var(id).map(var_bytes),
            // "An element has a size of 4 byte."
            InputVar::Surface(id) => kernel.surface(id).map(|s| 4 * u64::from(s.num_elts)),
        };
        if bytes.is_none() {
            self.error(Rule::InputVar, format!("{name} is not a declared variable"));
        }
        bytes
    }

    /// `input_info` offset rules: natural alignment, GRF placement, no alias,
    /// no overlap with an earlier input.
    fn input_layout(&mut self, input: &Input, earlier: &[Input]) {
        let (offset, size, grf) = (u64::from(input.offset), u64::from(input.size), u64::from(self.grf));
        match input.var {
            InputVar::General(id) => {
                let Some(var) = self.kernel.var(id) else { return };
                let align = u64::from(var.ty.size_bytes());
                if var.alias.is_some() {
                    self.error(
                        Rule::InputLayout,
                        format!("{} is an alias; an input variable has its own storage", var.name),
                    );
                }
                let declared = u64::from(var.align.bytes(self.grf));
                if offset % align != 0 {
                    self.error(
                        Rule::InputLayout,
                        format!("offset={offset} is not aligned to type {} ({align} bytes)", var.ty),
                    );
                } else if size >= grf && offset % grf != 0 {
                    self.error(
                        Rule::InputLayout,
                        format!("offset={offset} is not GRF-aligned ({grf} bytes) for an input of {size} bytes"),
                    );
                } else if size > 0 && size < grf && offset / grf != (offset + size - 1) / grf {
                    self.error(
                        Rule::InputLayout,
                        format!("{size} bytes at offset={offset} cross a {grf}-byte GRF boundary"),
                    );
                } else if offset % declared != 0 {
                    self.error(
                        Rule::InputLayout,
                        format!(
                            "offset={offset} breaks {}'s declared align={} ({declared} bytes)",
                            var.name,
                            var.align.name()
                        ),
                    );
                }
            }
            InputVar::Surface(_) if offset % 4 != 0 => {
                self.error(Rule::InputLayout, format!("offset={offset} of a surface input is not dword-aligned"));
            }
            InputVar::Surface(_) => {}
        }
        let file = u64::from(self.platform.desc().register_file_bytes());
        if offset + size > file {
            self.error(
                Rule::InputLayout,
                format!(
                    "bytes {offset}..{} lie past the register file ({} GRFs, {file} bytes on {})",
                    offset + size,
                    self.platform.desc().grf_count.value,
                    self.platform
                ),
            );
        }
        let overlaps = |other: &&Input| {
            let (o, s) = (u64::from(other.offset), u64::from(other.size));
            offset < o + s && o < offset + size
        };
        if let Some(other) = earlier.iter().find(overlaps) {
            let other_name = self.input_name(other);
            self.error(
                Rule::InputLayout,
                format!(
                    "bytes {offset}..{} overlap input {other_name} (offset={} size={})",
                    offset + size,
                    other.offset,
                    other.size
                ),
            );
        }
    }

    // ---- instructions ------------------------------------------------------

    fn instruction(&mut self, index: usize, inst: &Instruction) {
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
    fn emask_offset(&mut self, exec: ExecCtrl, message: Option<Message>) {
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
    fn pred_operand(&mut self, role: &str, id: PredVarId, exec: ExecCtrl) {
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
    fn message_row(&mut self, message: Message, lanes: u32) -> bool {
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
    fn shape(&self, lanes: u32) -> Shape {
        Shape { exec: lanes, grf_bytes: self.grf, data_bytes: 4, ..Shape::default() }
    }

    /// SCATTER4_SCALED and GATHER4_SCALED: the same fields and layout.
    fn scaled(&mut self, msg: Message, m: ScaledFields) {
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
    fn scalar(&mut self, msg: Message, field: &str, operand: SrcOperand) {
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
        let types = msg.operand(field).and_then(|o| o.types.resolve(msg, &Shape::default(), None)).unwrap_or(&[]);
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
    fn block_count(&mut self, message: Message, blocks: u32) {
        if let Blocks::Counts(counts) = message.desc().blocks {
            if !counts.value.contains(&blocks) {
                self.error(
                    Rule::NumBlocks(message),
                    format!("num_blocks {blocks} is not allowed; allowed: {}", list(counts.value)),
                );
            }
        }
    }

    fn qw_scatter(&mut self, m: &QwScatter) {
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
    fn svm_scattered(&mut self, msg: Message, m: SvmFields) {
        self.message_row(msg, m.exec.lanes());
        let (block, blocks, lanes) = (m.block_size.bytes(), m.num_blocks.count(), m.exec.lanes());
        if let Some(row) = messages::svm_blocks(block, blocks) {
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
        if msg == Message::SvmScatter && !messages::svm_scatter_payload_fits(self.platform, lanes, block, blocks) {
            let limit = messages::SEND_PAYLOAD_GRFS[self.platform as usize].value;
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
    fn svm_block(&mut self, msg: Message, m: &SvmBlock) {
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

    fn typed_atomic(&mut self, m: &TypedAtomic) {
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
    fn feature(&mut self, message: Message, feature: Feature, what: &str) {
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
    fn untyped_surface(&mut self, message: Message, id: SurfaceId) {
        self.surface(id);
        if id == SurfaceId::SLM && message.feature(Feature::Slm).is_some() {
            self.feature(message, Feature::Slm, &format!("SLM (T0) surfaces of {}", message.name()));
        }
    }

    fn qw_gather(&mut self, m: &QwGather) {
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
    fn byte_scaled(&mut self, msg: Message, m: &ByteScaled) {
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
    fn oword_block(&mut self, msg: Message, m: &OwordBlock) {
        let owords = m.num_owords.count();
        self.message_row(msg, owords);
        self.untyped_surface(msg, m.surface);
        self.scalar(msg, "offset", m.offset);
        let field = if msg == Message::OwordSt { "src" } else { "dst" };
        self.raw(msg, field, m.data, &self.shape(owords), None);
    }

    /// The width and operation of DWORD_ATOMIC and SVM_ATOMIC.
    fn atomic_form(&mut self, msg: Message, op: AtomicOp, width: AtomicWidth) {
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

    fn dword_atomic(&mut self, m: &DwordAtomic) {
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

    fn svm_atomic(&mut self, m: &SvmAtomic) {
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
    fn atomic_source(
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
    fn surface(&mut self, id: SurfaceId) {
        if !id.is_predefined() && self.kernel.surface(id).is_none() {
            self.error(Rule::UndeclaredSurface, format!("surface T{} is not declared", id.0));
        }
    }

    /// TYPED_ATOMIC works on images, which the launch binds to declared
    /// surfaces: T0 is SLM and T5 stateless memory, neither is typed.
    fn typed_surface(&mut self, id: SurfaceId) {
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

    // ---- raw operands ------------------------------------------------------

    fn raw_name(&self, operand: RawOperand) -> String {
        format!("{}.{}", self.kernel.var_name(operand.var), operand.offset)
    }

    /// A raw operand that may be `%null` (then it accesses nothing).
    fn raw_or_null(&mut self, message: Message, field: &str, operand: RawOperand, shape: &Shape, op: Option<AtomicOp>) {
        if !operand.is_null() {
            self.raw(message, field, operand, shape, op);
        }
    }

    /// Rules 8-12 for a raw operand that must name a variable: its types and
    /// the bytes the message accesses through it come from the message
    /// table's row for `field`.
    fn raw(&mut self, message: Message, field: &str, operand: RawOperand, shape: &Shape, op: Option<AtomicOp>) {
        if operand.is_null() {
            self.error(
                Rule::NullOperand(message),
                format!("{field} is %null; {} needs a variable here", message.name()),
            );
            return;
        }
        let Some(var) = self.general_var(field, operand.var) else { return };
        let Some(desc) = message.operand(field) else { return };
        if let Some(types) = desc.types.resolve(message, shape, op) {
            if !types.contains(&var.ty) {
                let name = self.raw_name(operand);
                self.error(
                    Rule::OperandType(message),
                    format!("{field} {name} has type {}; expected {}", var.ty, one_of(types)),
                );
            }
        }
        let bytes = desc.footprint.bytes(shape);
        let size = var_bytes(var);
        if u64::from(operand.offset) + bytes > size {
            let name = self.raw_name(operand);
            self.error(
                Rule::RawFootprint(message),
                format!(
                    "{field} {name} accesses {bytes} bytes from offset {}, but {} has {size} bytes",
                    operand.offset, var.name
                ),
            );
        }
        self.raw_align(field, operand);
    }

    /// "Unless otherwise specified, all raw operands must be GRF-aligned": the
    /// byte offset within the root variable (through aliases) is a multiple of
    /// the GRF size, and the root is declared at least GRF-aligned.
    fn raw_align(&mut self, field: &str, operand: RawOperand) {
        let Some((root, offset)) = self.alias_root(operand.var, u64::from(operand.offset)) else {
            return; // a broken or cyclic alias chain, reported at its .decl
        };
        let grf = self.grf;
        if offset % u64::from(grf) != 0 {
            let name = self.raw_name(operand);
            self.error(
                Rule::RawAlign,
                format!("{field} {name} is at byte {offset} of {}, not a multiple of the {grf}-byte GRF", root.name),
            );
        }
        let align = root.align.bytes(grf);
        if align < grf {
            let name = self.raw_name(operand);
            self.error(
                Rule::RawAlign,
                format!(
                    "{field} {name} lies in {}, declared align={} ({align} bytes); \
                     raw operands need GRF alignment ({grf} bytes)",
                    root.name,
                    root.align.name()
                ),
            );
        }
    }

    /// The variable that owns the storage of `id`, and `offset` within it.
    fn alias_root(&self, id: GenVarId, offset: u64) -> Option<(&'k GenVar, u64)> {
        let (mut id, mut offset) = (id, offset);
        for _ in 0..=self.kernel.vars.len() {
            let var = self.kernel.var(id)?;
            match var.alias {
                None => return Some((var, offset)),
                Some(alias) => {
                    offset = offset.saturating_add(u64::from(alias.offset));
                    id = alias.base;
                }
            }
        }
        None
    }

    /// The declaration of the variable a vector operand names: a declared
    /// one or a predefined V1..V19 (`is_dst`: one the program may write).
    /// Reports `%null`, the reserved V20..V31 and undeclared ids.
    fn vector_var(&mut self, role: &str, id: GenVarId, is_dst: bool) -> Option<&'k GenVar> {
        let Some(p) = PredefinedVar::get(id).filter(|_| !id.is_null()) else {
            return self.general_var(role, id);
        };
        if is_dst && !p.writable {
            self.error(Rule::PredefinedVar, format!("{role} writes {}, a read-only predefined variable", p.name));
        }
        self.predefined.get(id.0 as usize)
    }

    /// The declaration of a general variable an operand names; reports V0..V31
    /// and undeclared ids.
    fn general_var(&mut self, role: &str, id: GenVarId) -> Option<&'k GenVar> {
        let kernel = self.kernel;
        if let Some(var) = kernel.var(id) {
            return Some(var);
        }
        if id.is_null() {
            self.error(Rule::PredefinedVar, format!("{role} is %null (V0); this operand must be a declared variable"));
        } else if id.decl_index().is_none() {
            self.error(
                Rule::PredefinedVar,
                format!(
                    "{role} names predefined variable {}; this operand must be a declared variable",
                    self.kernel.var_name(id)
                ),
            );
        } else {
            self.error(Rule::UndeclaredVar, format!("{role} names V{}, which is not declared", id.0));
        }
        None
    }

    // ---- ALU ---------------------------------------------------------------------

    /// A row of the ALU table: its shape, modifiers, platform and types.
    fn alu(&mut self, a: &Alu) {
        let before = self.errors.len();
        let shape = a.op.desc();
        self.alu_available(shape.page, &shape.platforms.value);
        if a.srcs.len() != shape.srcs {
            self.error(
                Rule::AluShape,
                format!("{} takes {} source operands, found {}", shape.mnemonic, shape.srcs, a.srcs.len()),
            );
        }
        if a.pred.is_some() && !shape.predicated {
            self.error(
                Rule::AluShape,
                format!("{} cannot be predicated: its Format has no Pred field", shape.mnemonic),
            );
        }
        let exec = a.exec;
        let dst = self.dst(a.dst, exec);
        // On the stack: an ALU instruction has at most three sources (`Srcs`).
        let mut operands = [("dst", dst), ("src0", Kind::Unknown), ("src1", Kind::Unknown), ("src2", Kind::Unknown)];
        for (slot, &src) in operands[1..].iter_mut().zip(a.srcs.as_slice()) {
            slot.1 = self.src(slot.0, src, exec);
        }
        let kinds = &operands[..1 + a.srcs.len().min(3)];
        // Fast path: the rules below read only the signature, and one that
        // passed them once in this kernel passes them again.
        let signature = AluSignature::of(a, &operands);
        if self.passed_alu_rules.as_ref().is_some_and(|passed| passed.contains(&signature)) {
            return;
        }
        self.alu_type_rules(a, kinds, before);
        if self.errors.len() == before {
            if let Some(passed) = &mut self.passed_alu_rules {
                passed.insert(signature);
            }
        }
    }

    /// The ALU rules past the operands: saturation, modifiers, types and
    /// forms (their general path; [`Verifier::alu`] skips them for a
    /// signature that passed). `before`: the error count at the
    /// instruction's start.
    fn alu_type_rules(&mut self, a: &Alu, kinds: &[(&'static str, Kind)], before: usize) {
        let shape = a.op.desc();
        let (exec, dst) = (a.exec, kinds[0].1);
        self.saturation(shape.mnemonic, a.sat, shape.sat, dst);
        self.source_modifiers(shape.mnemonic, shape.src_mods, a.srcs.as_slice());
        self.state_operands(a.op == AluOp::Movs, kinds);
        match shape.class() {
            TypeClass::Convert => {
                // MOV converts between types; only a predicate destination is wrong.
                if dst == Kind::Pred {
                    self.error(Rule::AluType, "mov cannot write a predicate; use setp or cmp");
                }
            }
            TypeClass::Arithmetic => self.arith_types(kinds),
            TypeClass::Integer => self.class_types(shape.mnemonic, kinds, "integers", Kind::is_int),
            TypeClass::Float => self.class_types(shape.mnemonic, kinds, "floating-point", Kind::is_float),
            TypeClass::Logic => self.logic_types(shape.mnemonic, kinds),
            TypeClass::State => self.movs(exec, kinds),
        }
        if a.op == AluOp::Sel && a.pred.is_none() {
            self.error(Rule::SelPredicate, "sel without a predicate; the predicate chooses src0 or src1 per channel");
        }
        if self.errors.len() == before {
            self.supported_types(&shape.types, kinds);
        }
        if self.errors.len() == before && shape.available_on(self.platform) {
            self.alu_form(shape, kinds, a.srcs.as_slice());
        }
        if self.errors.len() == before {
            self.platform_types(a.op.int64_op(), a.op.name(), kinds, a.sat, a.srcs.as_slice());
        }
    }

    /// The platform's ALU has what the instruction's operand types need:
    /// the 64-bit integer operation for q/uq operands, FP64 for df (the
    /// platform table's `int64` and `fp64`; `alu::platform_lacks`).
    fn platform_types(
        &mut self,
        op: Option<target::Int64Op>,
        mnemonic: &str,
        kinds: &[(&str, Kind)],
        sat: bool,
        srcs: &[SrcOperand],
    ) {
        let mut types = [ElemType::Bool; 4];
        for (slot, &(_, k)) in types.iter_mut().zip(kinds) {
            if let Kind::Elem(t) = k {
                *slot = super::alu::rule_type(t);
            }
        }
        let mut modifiers = [SrcModifier::None; 3];
        for (slot, s) in modifiers.iter_mut().zip(srcs) {
            if let SrcOperand::General { modifier, .. } | SrcOperand::Indirect { modifier, .. } = *s {
                *slot = modifier;
            }
        }
        let types = &types[..kinds.len().min(4)];
        let modifiers = &modifiers[..srcs.len().min(3)];
        if let Some(lack) = super::alu::platform_lacks(self.platform, op, types, sat, modifiers) {
            let rule = match lack {
                super::alu::Lack::Int64(_) => Rule::Int64Alu(self.platform),
                super::alu::Lack::Fp64 => Rule::Fp64(self.platform),
            };
            self.error(rule, lack.describe(mnemonic, self.platform));
        }
    }

    /// The exact types of the row (`alu.rs`), checked only when the
    /// instruction's other rules hold (one fault, one report). `operands`:
    /// the destination first, then the sources in order.
    fn supported_types(&mut self, row: &'static super::alu::OperandTypes, operands: &[(&'static str, Kind)]) {
        // On the stack: at most a destination and three sources, in that
        // order (as `alu::ROLES` names them).
        let mut typed = [None; 4];
        for (slot, &(_, kind)) in typed.iter_mut().zip(operands) {
            *slot = match kind {
                Kind::Elem(t) => Some(t),
                Kind::Pred => Some(ElemType::Bool),
                Kind::State | Kind::Unknown => None,
            };
        }
        let typed = &typed[..operands.len().min(4)];
        if let Some((role, ty, allowed)) = row.violation(typed) {
            let mnemonic = self.item_text();
            self.error(
                Rule::SupportedType(row),
                format!("{mnemonic} {role} has type {ty}; {} supports {} there", row.name, one_of(allowed)),
            );
        } else if row.mixed(typed) {
            let mnemonic = self.item_text();
            self.error(
                Rule::SupportedType(row),
                format!(
                    "{mnemonic} operands have different types ({}); {} needs one type",
                    describe(operands),
                    row.name
                ),
            );
        }
    }

    /// The instruction exists from platform `since` on.
    fn alu_available(&mut self, page: &str, platforms: &super::alu::Platforms) {
        if !platforms[self.platform as usize] {
            let have = super::alu::platform_list(platforms);
            self.error(
                Rule::AluAvailable,
                format!("{page} is not available on {}; it is available on {}", self.platform, list(&have)),
            );
        }
    }

    /// The instruction's form (integer DIV, MOV between qwords and floats,
    /// ...) exists on the platform: the row's [`super::alu::FormRow`]s.
    fn alu_form(&mut self, desc: &AluDesc, kinds: &[(&str, Kind)], srcs: &[SrcOperand]) {
        // On the stack: at most a destination and three sources.
        let mut types = [ElemType::Bool; 4];
        for (slot, &(_, k)) in types.iter_mut().zip(kinds) {
            if let Kind::Elem(t) = k {
                *slot = super::alu::rule_type(t);
            }
        }
        let mut modified = [false; 3];
        for (slot, s) in modified.iter_mut().zip(srcs) {
            *slot = matches!(s, SrcOperand::General { modifier, .. } if *modifier != SrcModifier::None);
        }
        let (types, modified) = (&types[..kinds.len().min(4)], &modified[..srcs.len().min(3)]);
        if let Some(form) = desc.missing_form(self.platform, types, modified) {
            let have = super::alu::platform_list(&form.platforms.value);
            self.error(
                Rule::AluAvailable,
                format!(
                    "{} {} is not available on {}; it is available on {} ({})",
                    desc.page,
                    form.form.describe(),
                    self.platform,
                    list(&have),
                    form.platforms.source
                ),
            );
        }
    }

    /// `.sat` where the page's Saturation property allows it.
    fn saturation(&mut self, mnemonic: &str, sat: bool, allowed: super::alu::Cited<Saturation>, dst: Kind) {
        let (allowed, source) = (allowed.value, allowed.source);
        let ok = match allowed {
            Saturation::Yes => true,
            Saturation::FloatOnly => dst.is_float() || dst == Kind::Unknown,
            Saturation::No => false,
        };
        if sat && !ok {
            let why = match allowed {
                Saturation::FloatOnly => {
                    format!("{mnemonic} saturates only a floating-point result (dst is {})", dst.name())
                }
                // Where the assembler is stricter than the page, it says so.
                _ if !source.starts_with("vISA spec") => format!("{mnemonic} takes no .sat ({source})"),
                _ => format!("{mnemonic} takes no .sat"),
            };
            self.error(Rule::Saturation, why);
        }
    }

    /// `(-)`, `(abs)`, `(-abs)` where the page says "arithmetic", `(~)` where
    /// it says "logic", none where it says "false".
    fn source_modifiers(&mut self, mnemonic: &str, allowed: SrcMods, srcs: &[SrcOperand]) {
        for (i, src) in srcs.iter().enumerate() {
            let (SrcOperand::General { modifier, .. } | SrcOperand::Indirect { modifier, .. }) = *src else { continue };
            let ok = match modifier {
                SrcModifier::None => true,
                SrcModifier::Not => allowed == SrcMods::Logic,
                SrcModifier::Neg | SrcModifier::Abs | SrcModifier::NegAbs => allowed == SrcMods::Arithmetic,
            };
            if !ok {
                let takes = match allowed {
                    SrcMods::Arithmetic => "(-), (abs) or (-abs)",
                    SrcMods::Logic => "only (~)",
                    SrcMods::None => "none",
                };
                self.error(
                    Rule::SourceModifier,
                    format!("src{i} of {mnemonic} has a source modifier it does not take; it takes {takes}"),
                );
            }
        }
    }

    /// "Its usage is restricted to the ADDR_ADD and MOVS instruction."
    fn state_operands(&mut self, allowed: bool, kinds: &[(&str, Kind)]) {
        if allowed {
            return;
        }
        for &(role, kind) in kinds {
            if kind == Kind::State {
                let mnemonic = self.item_text();
                self.error(
                    Rule::StateOperand,
                    format!("{role} of {mnemonic} is a surface; only movs takes state operands"),
                );
            }
        }
    }

    /// MOVS (its Notes): state to state, a UD value to a state, or a state's
    /// index to a UD variable; exec size 1 (the syntax appendix).
    fn movs(&mut self, exec: ExecCtrl, kinds: &[(&str, Kind)]) {
        if exec.lanes() != 1 {
            self.error(Rule::Movs, format!("movs has exec size {}; it must be 1", exec.lanes()));
        }
        let (dst, src) = (kinds.first().map(|k| k.1), kinds.get(1).map(|k| k.1));
        let ud = |k: Option<Kind>| matches!(k, Some(Kind::Elem(ElemType::UD) | Kind::Unknown));
        let state = |k: Option<Kind>| k == Some(Kind::State);
        let legal = (state(dst) && (state(src) || ud(src))) || (ud(dst) && state(src));
        if !legal {
            let name = |k: Option<Kind>| k.map_or("?", Kind::name);
            self.error(
                Rule::Movs,
                format!(
                    "movs from {} to {}: it moves a surface to a surface, a ud value to a surface, or a surface's \
                     index to a ud variable",
                    name(src),
                    name(dst)
                ),
            );
        }
    }

    /// CMP, SETP, ADDC, BFN, the labels and control flow.
    fn other(&mut self, inst: &Instruction) {
        match *inst {
            Instruction::AddrAdd { exec, dst, src0, src1 } => self.addr_add(exec, dst, src0, src1),
            Instruction::Cmp { exec, dst, src0, src1, .. } => {
                let before = self.errors.len();
                let dst = self.dst(dst, exec);
                let kinds = [("src0", self.src("src0", src0, exec)), ("src1", self.src("src1", src1, exec))];
                self.state_operands(false, &kinds);
                self.arith_types(&kinds);
                if self.errors.len() == before {
                    self.supported_types(&super::alu::CMP, &[("dst", dst), kinds[0], kinds[1]]);
                }
                if self.errors.len() == before {
                    let all = [("dst", dst), kinds[0], kinds[1]];
                    self.platform_types(Some(target::Int64Op::Compare), "cmp", &all, false, &[src0, src1]);
                }
            }
            Instruction::Setp { exec, dst, src } => {
                let before = self.errors.len();
                self.pred_operand("dst", dst, exec);
                let kind = self.src("src0", src, exec);
                self.state_operands(false, &[("src0", kind)]);
                if kind.is_float() || kind == Kind::Pred {
                    self.error(Rule::AluType, format!("setp src0 has type {}; expected an integer", kind.name()));
                }
                if self.errors.len() == before {
                    self.supported_types(&super::alu::SETP, &[("dst", Kind::Pred), ("src0", kind)]);
                }
            }
            Instruction::Carry { op, exec, dst, carry, src0, src1, .. } => {
                let name = op.mnemonic();
                let second = match op {
                    CarryOp::Addc => "carry",
                    CarryOp::Subb => "borrow",
                };
                let kinds = [
                    ("dst", self.dst(dst, exec)),
                    (second, self.dst(carry, exec)),
                    ("src0", self.src("src0", src0, exec)),
                    ("src1", self.src("src1", src1, exec)),
                ];
                self.source_modifiers(name, SrcMods::None, &[src0, src1]);
                self.state_operands(false, &kinds);
                // "Supported Types: UD" (both pages).
                for (role, kind) in kinds {
                    if !matches!(kind, Kind::Elem(ElemType::UD) | Kind::Unknown) {
                        self.error(
                            Rule::AluType,
                            format!("{name} {role} has type {}; {name} takes ud only", kind.name()),
                        );
                    }
                }
            }
            Instruction::Bfn { exec, sat, dst, src0, src1, src2, .. } => {
                self.alu_available("BFN", &[false, false, true, true]);
                let dst_kind = self.dst(dst, exec);
                let kinds = [
                    ("dst", dst_kind),
                    ("src0", self.src("src0", src0, exec)),
                    ("src1", self.src("src1", src1, exec)),
                    ("src2", self.src("src2", src2, exec)),
                ];
                self.saturation(
                    "bfn",
                    sat,
                    super::alu::Cited { value: Saturation::No, source: "vISA spec, BFN" },
                    dst_kind,
                );
                self.source_modifiers("bfn", SrcMods::None, &[src0, src1, src2]);
                self.state_operands(false, &kinds);
                self.class_types("bfn", &kinds, "integers", Kind::is_int);
            }
            Instruction::Branch { op, exec, target, .. } => {
                if op != BranchOp::Goto && exec.lanes() != 1 {
                    self.error(
                        Rule::BranchExecSize,
                        format!("{} has exec size {}; it must be 1", op.name(), exec.lanes()),
                    );
                }
                if op == BranchOp::Call && exec.lanes() == 1 && !exec.no_mask {
                    self.error(Rule::CallNoMask, "a scalar call must be NoMask: write call (M1_NM, 1)".to_string());
                }
                if let (BranchOp::Goto, Some(width)) = (op, self.dispatch_width()) {
                    let end = exec.offset.channel() + exec.lanes();
                    if end > width {
                        self.error(
                            Rule::GotoDispatch,
                            format!(
                                "goto runs channels {}..{end}, past the kernel's dispatch width {width} (SimdSize)",
                                exec.offset.channel()
                            ),
                        );
                    }
                }
                self.label_kind(op.name(), target, op.target_kind());
            }
            Instruction::SwitchJmp { exec, index, table } => {
                if !JumpTable::available_on(self.platform) {
                    self.error(
                        Rule::SwitchJmp,
                        format!(
                            "switchjmp does not exist on {}; platforms that have it: gen9, xehpc",
                            self.platform.name()
                        ),
                    );
                }
                if exec.lanes() != 1 {
                    self.error(Rule::SwitchJmp, format!("switchjmp has exec size {}; it must be 1", exec.lanes()));
                }
                let scalar = match index {
                    SrcOperand::Immediate(_) => true,
                    SrcOperand::General { region, .. } => region == Region::SCALAR,
                    _ => false,
                };
                let kind = self.src("switchjmp index", index, exec);
                let unsigned = matches!(kind, Kind::Elem(ElemType::UB | ElemType::UW | ElemType::UD) | Kind::Unknown);
                if !scalar || !unsigned {
                    self.error(
                        Rule::SwitchJmp,
                        format!(
                            "switchjmp index must be a scalar unsigned integer (ub, uw, ud; a variable at <0;1,0> or an \
                             immediate), not {} {}",
                            if scalar { "a scalar" } else { "a vector or other operand of" },
                            kind.name()
                        ),
                    );
                }
                for &l in table.labels() {
                    self.label_kind("switchjmp", l, LabelKind::Block);
                }
            }
            Instruction::Label(l) => self.label_kind("a LABEL", l, LabelKind::Block),
            Instruction::Subroutine(l) => self.label_kind("a SUBROUTINE (.function)", l, LabelKind::Subroutine),
            Instruction::Ret { exec, .. } if exec.lanes() != 1 => {
                self.error(Rule::RetExecSize, format!("ret has exec size {}; it must be 1", exec.lanes()));
            }
            Instruction::Fcall { func, arg_size, ret_size, .. } => {
                if self.kernel.function(func).is_none() {
                    self.error(Rule::Fcall, format!("function F{} is not declared (.funcdecl)", func.0));
                }
                // %arg is 32 GRFs and %retval 12 (the pre-defined variables table).
                for (what, size, max) in [("arg_size", arg_size, 32u8), ("return_size", ret_size, 12)] {
                    if size > max {
                        self.error(Rule::Fcall, format!("{what} {size} GRFs is more than the {max} GRFs it may name"));
                    }
                }
            }
            _ => {}
        }
    }

    /// The dispatch SIMD size the kernel declares (`.kernel_attr SimdSize=N`), if any.
    fn dispatch_width(&self) -> Option<u32> {
        let attr = self.kernel.attrs.iter().find(|a| a.name == "SimdSize")?;
        attr.value.as_deref()?.trim().parse().ok()
    }

    /// The label an instruction names is declared and of the kind it needs.
    fn label_kind(&mut self, user: &str, id: LabelId, kind: LabelKind) {
        let kernel = self.kernel;
        match kernel.label(id) {
            None => self.error(Rule::Label, format!("{user} names label L{}, which is not declared", id.0)),
            Some(l) if l.kind != kind => {
                let (want, have) = match kind {
                    LabelKind::Block => ("a block label", "a subroutine label"),
                    LabelKind::Subroutine => ("a subroutine label", "a block label"),
                };
                self.error(Rule::BranchTarget, format!("{user} needs {want}, but {} is {have}", l.name));
            }
            Some(_) => {}
        }
    }

    /// Whole-body label rules: each declared label is placed exactly once,
    /// and JMP/GOTO stay in their subroutine ("The label must be in the same
    /// subroutine as the jump").
    fn labels(&mut self) {
        let kernel = self.kernel;
        let mut placed: Vec<Vec<usize>> = vec![Vec::new(); kernel.labels.len()];
        // The subroutine (index of its marker) each instruction is in.
        let mut subroutine = Vec::with_capacity(kernel.body.len());
        let mut current = None;
        for (index, inst) in kernel.body.iter().enumerate() {
            if let Instruction::Label(l) | Instruction::Subroutine(l) = *inst {
                if let Some(at) = placed.get_mut(usize::from(l.0)) {
                    at.push(index);
                }
            }
            if let Instruction::Subroutine(_) = inst {
                // The first marker of a kernel opens its entry, not a new subroutine.
                if index > 0 {
                    current = Some(index);
                }
            }
            subroutine.push(current);
        }
        for (id, at) in placed.iter().enumerate() {
            let Some(label) = kernel.labels.get(id) else { continue };
            if at.len() != 1 {
                let first_use = kernel
                    .body
                    .iter()
                    .position(|i| matches!(i, Instruction::Branch { target, .. } if usize::from(target.0) == id));
                let index = at.get(1).copied().or(first_use);
                let mnemonic = index.and_then(|i| kernel.body.get(i)).map_or("label", Instruction::mnemonic);
                self.at(index, Item::Mnemonic(mnemonic));
                let what =
                    if at.is_empty() { "never placed (no NAME: line or .function)" } else { "placed more than once" };
                self.error(Rule::Label, format!("label {} is {what}", label.name));
            }
        }
        for (index, inst) in kernel.body.iter().enumerate() {
            let (mnemonic, targets) = match inst {
                Instruction::Branch { op: op @ (BranchOp::Jmp | BranchOp::Goto), target, .. } => {
                    (op.name(), std::slice::from_ref(target))
                }
                Instruction::SwitchJmp { table, .. } => ("switchjmp", table.labels()),
                _ => continue,
            };
            for &target in targets {
                let Some(&[at]) = placed.get(usize::from(target.0)).map(Vec::as_slice) else { continue };
                if kernel.label(target).map(|l| l.kind) != Some(LabelKind::Block) {
                    continue; // reported as a wrong target kind
                }
                if subroutine.get(index) != subroutine.get(at) {
                    self.at(Some(index), Item::Mnemonic(mnemonic));
                    let name = kernel.label_name_ref(target);
                    self.error(Rule::BranchTarget, format!("{mnemonic} to {name} leaves its subroutine"));
                }
            }
        }
    }

    /// A kernel's body starts with its entry label (a global function's
    /// ends with FRET, which the assembler leaves alone).
    fn entry_label(&mut self) {
        let kernel = self.kernel;
        if kernel.kind != UnitKind::Kernel || kernel.entry_label().is_some() {
            return;
        }
        let first = kernel.body.first().map(Instruction::mnemonic);
        match first {
            Some(mnemonic) => self.at(Some(0), Item::Mnemonic(mnemonic)),
            None => self.at(None, Item::Kernel),
        }
        let name = super::names::entry_label_name(&kernel.name);
        self.error(
            Rule::EntryLabel,
            format!(
                "the kernel's body does not start with its entry label (`.function \"{name}\"` then `{name}:`); \
                 without it Intel's assembler writes no end-of-thread send, and the thread never ends"
            ),
        );
    }

    /// Integer-only (or float-only) operations: every operand in the class.
    fn class_types(&mut self, mnemonic: &str, kinds: &[(&str, Kind)], class: &str, fits: fn(Kind) -> bool) {
        if kinds.iter().any(|&(_, k)| !fits(k) && k != Kind::Unknown && k != Kind::State) {
            self.error(Rule::AluType, format!("{mnemonic} operands must be {class} ({})", describe(kinds)));
        }
    }

    /// AND, OR, XOR: integers or predicates, not mixed.
    fn logic_types(&mut self, mnemonic: &str, kinds: &[(&str, Kind)]) {
        let any = |f: fn(Kind) -> bool| kinds.iter().any(|&(_, k)| f(k));
        if any(Kind::is_float) {
            self.error(
                Rule::AluType,
                format!("{mnemonic} operands must be integers or predicates ({})", describe(kinds)),
            );
        } else if any(|k| k == Kind::Pred) && any(Kind::is_int) {
            // "Single data type for all operands".
            self.error(Rule::AluType, format!("{mnemonic} mixes predicates and integers ({})", describe(kinds)));
        }
    }

    /// add, mul, sel, cmp: no predicates, and no mixing of integer and float
    /// (only mov converts).
    fn arith_types(&mut self, kinds: &[(&str, Kind)]) {
        if kinds.iter().any(|&(_, k)| k == Kind::Pred) {
            let mnemonic = self.item_text();
            self.error(Rule::AluType, format!("{mnemonic} does not take predicate operands ({})", describe(kinds)));
        } else if kinds.iter().any(|&(_, k)| k.is_float()) && kinds.iter().any(|&(_, k)| k.is_int()) {
            let mnemonic = self.item_text();
            self.error(
                Rule::AluType,
                format!(
                    "{mnemonic} mixes integer and floating-point operands ({}); only mov converts",
                    describe(kinds)
                ),
            );
        }
    }

    /// A destination's checks; its kind.
    #[inline]
    fn dst(&mut self, dst: DstOperand, exec: ExecCtrl) -> Kind {
        let key = match dst {
            DstOperand::General { var, row, col, hstride } => {
                self.operand_key(var, (row, col), [0, 0, hstride], exec, true)
            }
            _ => None,
        };
        self.memo_operand(key, |v| v.dst_checks(dst, exec))
    }

    /// [`Verifier::dst`]'s general path.
    fn dst_checks(&mut self, dst: DstOperand, exec: ExecCtrl) -> Kind {
        match dst {
            DstOperand::Predicate(id) => {
                self.pred_operand("dst", id, exec);
                Kind::Pred
            }
            DstOperand::State(st) => self.state_operand("dst", st, exec),
            DstOperand::Address(a) => {
                self.error(Rule::AddressOperand, "dst is an address operand; only addr_add writes one");
                self.address_operand("dst", a, exec.lanes());
                Kind::Unknown
            }
            DstOperand::Indirect { at, hstride } => {
                if !matches!(hstride, 1 | 2 | 4) {
                    self.error(Rule::IndirectOperand, format!("dst horizontal stride {hstride} is not one of 1, 2, 4"));
                }
                self.indirect("dst", at, 1)
            }
            DstOperand::General { var, row, col, hstride } => {
                let legal = matches!(hstride, 1 | 2 | 4);
                if !legal {
                    self.error(Rule::Region, format!("dst horizontal stride {hstride} is not one of 1, 2, 4"));
                }
                let Some(decl) = self.vector_var("dst", var, true) else { return Kind::Unknown };
                // DstDataElements[i] = VN[first + i * HorzStride]
                let last = if legal { u64::from(exec.lanes() - 1) * u64::from(hstride) } else { 0 };
                self.operand_range("dst", decl, row, col, last, exec.lanes());
                if legal {
                    let elements = (0..exec.lanes()).map(|i| i * u32::from(hstride));
                    self.region_span("dst", var, (row, col), &format!("<{hstride}>"), elements);
                }
                Kind::Elem(decl.ty)
            }
        }
    }

    /// A source's checks; its kind.
    #[inline]
    fn src(&mut self, role: &str, src: SrcOperand, exec: ExecCtrl) -> Kind {
        let key = match src {
            SrcOperand::General { var, row, col, region, .. } => {
                self.operand_key(var, (row, col), [region.vstride, region.width, region.hstride], exec, false)
            }
            _ => None,
        };
        self.memo_operand(key, |v| v.src_checks(role, src, exec))
    }

    /// [`Verifier::src`]'s general path.
    fn src_checks(&mut self, role: &str, src: SrcOperand, exec: ExecCtrl) -> Kind {
        match src {
            SrcOperand::Immediate(imm) => {
                if imm.ty == ElemType::Bool {
                    self.error(Rule::ImmediateType, format!("{role} is an immediate of type bool"));
                }
                Kind::Elem(imm.ty)
            }
            SrcOperand::Predicate(id) => {
                self.pred_operand(role, id, exec);
                Kind::Pred
            }
            SrcOperand::State(st) => self.state_operand(role, st, exec),
            SrcOperand::Address(a) => {
                self.error(Rule::AddressOperand, format!("{role} is an address operand; only addr_add reads one"));
                self.address_operand(role, a, u32::from(a.width));
                Kind::Unknown
            }
            SrcOperand::Indirect { at, region, .. } => {
                let rows = match region {
                    IndirectRegion::Single(r) => {
                        self.region(role, r, exec);
                        1
                    }
                    IndirectRegion::Multi { width, hstride } => {
                        self.region(role, Region { vstride: 0, width, hstride }, exec);
                        (exec.lanes() / u32::from(width.max(1))).max(1)
                    }
                };
                self.indirect(role, at, rows)
            }
            SrcOperand::General { var, row, col, region, .. } => {
                let legal = self.region(role, region, exec);
                let Some(decl) = self.vector_var(role, var, false) else { return Kind::Unknown };
                let last = if legal { region_last(region, exec.lanes()) } else { 0 };
                self.operand_range(role, decl, row, col, last, exec.lanes());
                if legal {
                    let text = format!("<{};{},{}>", region.vstride, region.width, region.hstride);
                    self.region_span(role, var, (row, col), &text, (0..exec.lanes()).map(|i| region.element(i)));
                }
                Kind::Elem(decl.ty)
            }
        }
    }

    /// The key of a general operand of a declared variable (`None` for
    /// any other, or a variable of more than 65535 elements), and its type.
    fn operand_key(
        &self,
        var: GenVarId,
        (row, col): (u8, u8),
        region: [u8; 3],
        exec: ExecCtrl,
        is_dst: bool,
    ) -> Option<(ElemType, OperandKey)> {
        let decl = self.kernel.var(var)?;
        let mut bits = u64::from(u16::try_from(decl.num_elts).ok()?) << 4 | decl.ty as u64;
        for byte in [row, col, region[0], region[1], region[2]] {
            bits = bits << 8 | u64::from(byte);
        }
        Some((decl.ty, OperandKey(bits << 4 | u64::from(exec.size.code()) << 1 | u64::from(is_dst))))
    }

    /// Runs `checks` of the operand with `key`, unless the key passed them
    /// before (the fast path: its kind is its variable's type); remembers
    /// a key that passes.
    #[inline]
    fn memo_operand(&mut self, key: Option<(ElemType, OperandKey)>, checks: impl FnOnce(&mut Self) -> Kind) -> Kind {
        if let (Some((ty, key)), Some(passed)) = (key, &self.passed_operands) {
            if passed.contains(&key) {
                return Kind::Elem(ty);
            }
        }
        let before = self.errors.len();
        let kind = checks(self);
        if let (Some((_, key)), Some(passed)) = (key, &mut self.passed_operands) {
            if self.errors.len() == before {
                passed.insert(key);
            }
        }
        kind
    }

    /// An address operand names a declared address variable, and `used`
    /// elements from its offset lie inside it.
    fn address_operand(&mut self, role: &str, a: AddressOperand, used: u32) {
        let Some(decl) = self.kernel.addr_var(a.addr) else {
            self.error(Rule::AddressOperand, format!("{role} names A{}, which is not declared", a.addr.0));
            return;
        };
        if !matches!(a.width, 1 | 2 | 4 | 8 | 16) {
            self.error(Rule::AddressOperand, format!("{role} width {} is not one of 1, 2, 4, 8, 16", a.width));
        }
        if u32::from(a.offset) + used > u32::from(decl.num_elts) {
            self.error(
                Rule::AddressOperand,
                format!("{role} {}({}) uses {used} elements, past its {} elements", decl.name, a.offset, decl.num_elts),
            );
        }
    }

    /// An indirect operand: a declared address variable with `rows`
    /// elements from the operand's, a type that is not packed or BOOL, an
    /// offset in [-512, 511]. Its kind is its type.
    fn indirect(&mut self, role: &str, at: Indirect, rows: u32) -> Kind {
        match self.kernel.addr_var(at.addr) {
            None => self.error(Rule::IndirectOperand, format!("{role} names A{}, which is not declared", at.addr.0)),
            Some(decl) if u32::from(at.addr_offset) + rows > u32::from(decl.num_elts) => self.error(
                Rule::IndirectOperand,
                format!(
                    "{role} uses {rows} address elements from {}({}), past its {} elements",
                    decl.name, at.addr_offset, decl.num_elts
                ),
            ),
            Some(_) => {}
        }
        if matches!(at.ty, ElemType::V | ElemType::UV | ElemType::VF | ElemType::Bool) {
            self.error(Rule::IndirectOperand, format!("{role} has type {}; an indirect operand may not", at.ty));
        }
        if !(-512..=511).contains(&at.offset) {
            self.error(Rule::IndirectOperand, format!("{role} offset {} is outside [-512, 511]", at.offset));
        }
        Kind::Elem(at.ty)
    }

    /// ADDR_ADD: an address destination, src0 an address, `&V` or `&T`,
    /// src1 a UW general operand or immediate.
    fn addr_add(&mut self, exec: ExecCtrl, dst: AddressOperand, src0: SrcOperand, src1: SrcOperand) {
        self.address_operand("dst", dst, exec.lanes());
        match src0 {
            SrcOperand::Address(a) => self.address_operand("src0", a, u32::from(a.width)),
            SrcOperand::General { var, row, region, modifier, col } => {
                let writable_predefined =
                    matches!(PredefinedVar::get(var), Some(p) if matches!(p.name, "%arg" | "%retval"));
                let decl = if writable_predefined {
                    self.predefined.get(var.0 as usize)
                } else {
                    self.general_var("src0", var)
                };
                if row != 0 || region != Region::SCALAR || modifier != SrcModifier::None {
                    self.error(
                        Rule::AddrAdd,
                        "src0 &V must be at row 0 with region <0;1,0> and no modifier (a byte offset of one GRF or \
                         more depends on the GRF size; add it with src1)",
                    );
                }
                if let Some(decl) = decl {
                    self.operand_range("src0", decl, row, col, 0, 1);
                }
            }
            SrcOperand::State(st) => {
                self.state_operand("src0", st, ExecCtrl::nm(ExecSize::S1));
            }
            _ => self.error(Rule::AddrAdd, "src0 must be an address operand, &variable or &surface"),
        }
        match src1 {
            SrcOperand::General { .. } | SrcOperand::Immediate(_) => {
                let kind = self.src("src1", src1, exec);
                if !matches!(kind, Kind::Elem(ElemType::UW) | Kind::Unknown) {
                    self.error(Rule::AddrAdd, format!("src1 has type {}; it must be uw", kind.name()));
                }
            }
            _ => self.error(Rule::AddrAdd, "src1 must be a general operand or an immediate"),
        }
    }

    /// A state operand names a surface, and its exec-size elements from the
    /// offset lie inside it ("An element has a size of 4 byte").
    fn state_operand(&mut self, role: &str, st: StateOperand, exec: ExecCtrl) -> Kind {
        let elts = match self.kernel.surface(st.surface) {
            Some(s) => s.num_elts,
            None if st.surface.is_predefined() => 1,
            None => {
                self.error(Rule::UndeclaredSurface, format!("{role} surface T{} is not declared", st.surface.0));
                return Kind::State;
            }
        };
        if u32::from(st.offset) + exec.lanes() > elts {
            let name = self.kernel.surface_name(st.surface);
            self.error(
                Rule::StateOperand,
                format!("{role} {name}({}) at exec size {} reaches past its {elts} elements", st.offset, exec.lanes()),
            );
        }
        Kind::State
    }

    /// "General Restrictions on Region Parameters" 1-4; returns whether all hold.
    fn region(&mut self, role: &str, r: Region, exec: ExecCtrl) -> bool {
        let bad_width = !matches!(r.width, 1 | 2 | 4 | 8 | 16);
        let bad_vstride = !Region::ENCODABLE.contains(&r.vstride);
        let bad_hstride = !matches!(r.hstride, 0 | 1 | 2 | 4);
        let too_wide = u32::from(r.width) > exec.lanes();
        if !(bad_width || bad_vstride || bad_hstride || too_wide) {
            return true;
        }
        let text = format!("<{};{},{}>", r.vstride, r.width, r.hstride);
        let problems = [
            (bad_width, format!("width {} is not one of 1, 2, 4, 8, 16", r.width)),
            (bad_vstride, format!("vertical stride {} is not one of 0, 1, 2, 4, 8, 16, 32", r.vstride)),
            (bad_hstride, format!("horizontal stride {} is not one of 0, 1, 2, 4", r.hstride)),
            (too_wide, format!("width {} is greater than exec size {}", r.width, exec.lanes())),
        ];
        for (bad, why) in problems {
            if bad {
                self.error(Rule::Region, format!("{role} region {text}: {why}"));
            }
        }
        false
    }

    /// Region Restriction 6: the operand's elements lie in at most two
    /// adjacent GRFs.
    fn region_span(
        &mut self,
        role: &str,
        var: GenVarId,
        at: (u8, u8),
        region: &str,
        elements: impl Iterator<Item = u32>,
    ) {
        let Some(grfs) = self.kernel.operand_grfs(var, at, elements, self.grf) else { return };
        if grfs > 2 {
            let name = self.kernel.var_name(var);
            let (row, col, grf) = (at.0, at.1, self.grf);
            self.error(
                Rule::RegionSpan,
                format!("{role} {name}({row},{col}){region} spans {grfs} GRFs of {grf} bytes; an operand may span two"),
            );
        }
    }

    /// The operand's origin starts inside its GRF row ("the column offset may
    /// not cross the GRF boundary") and its last element, `last` elements
    /// after the first, ends inside the variable.
    fn operand_range(&mut self, role: &str, var: &GenVar, row: u8, col: u8, last: u64, lanes: u32) {
        let (grf, elt) = (u64::from(self.grf), u64::from(var.ty.size_bytes()));
        let place = || format!("{}({row},{col})", var.name);
        if u64::from(col) * elt >= grf {
            let place = place();
            self.error(
                Rule::OperandRange,
                format!("{role} {place}: column {col} of type {} is past the {grf}-byte GRF row", var.ty),
            );
            return;
        }
        // FirstElementIndex = R * (GRF_Size_in_Bytes / sizeof(VN_type)) + C
        let start = u64::from(row) * grf + u64::from(col) * elt;
        let end = start + (last + 1) * elt;
        let size = var_bytes(var);
        if end > size {
            let place = place();
            self.error(
                Rule::OperandRange,
                format!(
                    "{role} {place} accesses bytes {start}..{end} at exec size {lanes}, but {} has {size} bytes",
                    var.name
                ),
            );
        }
    }
}

/// For each declared variable, whether following its alias chain comes back
/// to it: each variable's chain is walked once (linear in the declarations).
fn alias_cycles(kernel: &Kernel) -> Vec<bool> {
    const NEW: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let n = kernel.vars.len();
    let mut on_cycle = vec![false; n];
    if kernel.vars.iter().all(|v| v.alias.is_none()) {
        return on_cycle;
    }
    let next = |i: usize| -> Option<usize> {
        let base = kernel.vars[i].alias?.base.decl_index()?;
        (base < n).then_some(base)
    };
    let mut state = vec![NEW; n];
    let mut path = Vec::new();
    for start in 0..n {
        let mut at = Some(start);
        while let Some(i) = at {
            if state[i] != NEW {
                break;
            }
            state[i] = ON_PATH;
            path.push(i);
            at = next(i);
        }
        if let Some(i) = at {
            if state[i] == ON_PATH {
                // The path came back to `i`: from there on, it is a cycle.
                let from = path.iter().rposition(|&p| p == i).unwrap_or(0);
                for &p in &path[from..] {
                    on_cycle[p] = true;
                }
            }
        }
        for p in path.drain(..) {
            state[p] = DONE;
        }
    }
    on_cycle
}

/// Element index, relative to the origin, of the last element a legal source
/// region reads: `(ExecSize/Width - 1) * VertStride + (Width - 1) * HorzStride`.
fn region_last(r: Region, lanes: u32) -> u64 {
    let width = u32::from(r.width).max(1);
    let rows = u64::from((lanes / width).max(1));
    (rows - 1) * u64::from(r.vstride) + u64::from(width - 1) * u64::from(r.hstride)
}

/// `dst:ud, src0:f`.
fn describe(kinds: &[(&str, Kind)]) -> String {
    kinds.iter().map(|(role, k)| format!("{role}:{}", k.name())).collect::<Vec<_>>().join(", ")
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
