//! The verifier's rules, each written once: its variant, its id, what it
//! checks, where it is written down. [`Rule`], [`Rule::all`], [`Rule::id`],
//! [`Rule::checks`], [`Rule::source`] and the table of
//! `docs/verifier-rules.md` ([`Rule::markdown_table`], kept in step by the
//! test `verify::rule_table_in_docs_matches_the_rules`) all come from the
//! one list below.
//!
//! A row is `Variant = "id", "what it checks", "source"`. A rule that reads
//! a different page per message (or per ALU row, per platform) carries it:
//! `Variant(x: T) in (<every x>)`, its third string is the docs' citation and
//! `source: <expr>` computes the page a diagnostic cites from `x`.

use crate::visa::alu::ALU;
use visa_passes::isa::messages::{Blocks, Message, Null, Types};
use visa_passes::isa::target::Platform;

macro_rules! rules {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident $(($arg:ident: $ty:ty) in ($each:expr))? = $id:literal, $checks:literal, $cites:literal
            $(, source: $source:expr)?;
    )*) => {
        /// One rule of the verifier. Rules that read a different page per
        /// message carry the message, so that [`Rule::source`] names the
        /// right page.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Rule {
            $($(#[doc = $doc])* $variant $(($ty))?,)*
        }

        impl Rule {
            /// Every rule, the per-message (per-row, per-platform) ones once
            /// for each.
            pub fn all() -> Vec<Rule> {
                let mut rules = Vec::new();
                $(rules!(@each rules, $variant $(, $each)?);)*
                rules
            }

            /// The stable kebab-case id, as printed in diagnostics.
            pub fn id(self) -> &'static str {
                match self {
                    $(Rule::$variant { .. } => $id,)*
                }
            }

            /// What the rule checks, in a sentence (the docs table's "rule" column).
            pub fn checks(self) -> &'static str {
                match self {
                    $(Rule::$variant { .. } => $checks,)*
                }
            }

            /// Where the rule is written down: `vISA spec, <page>: <field>`;
            /// the per-message rules cite the message table's cells.
            pub fn source(self) -> &'static str {
                match self {
                    $(Rule::$variant $(($arg))? => rules!(@source $cites $(, $source)?),)*
                }
            }

            /// Each rule once (the first of a per-message rule): id, what
            /// it checks, where it is written down.
            pub const TABLE: &'static [(&'static str, &'static str, &'static str)] = &[$(($id, $checks, $cites),)*];
        }
    };
    (@each $rules:ident, $variant:ident) => { $rules.push(Rule::$variant) };
    (@each $rules:ident, $variant:ident, $each:expr) => { $rules.extend($each.map(Rule::$variant)) };
    (@source $cites:literal) => { $cites };
    (@source $cites:literal, $source:expr) => { $source };
}

/// The messages that carry a rule of their own, beside [`Message::ALL`].
fn messages_with(keep: fn(Message) -> bool) -> impl Iterator<Item = Message> {
    Message::ALL.into_iter().filter(move |&m| keep(m))
}

rules! {
    VarType = "var-type", "a variable's type is one a variable may have",
        "vISA spec, vISA Header chapter: var_info type";
    VarSize = "var-size", "`num_elts` in [1, 4096], size less than 4096 bytes",
        "vISA spec, vISA Header chapter: var_info num_elements";
    AliasBase = "alias-base", "an alias names a declared variable or a predefined one other than `%null`",
        "vISA spec, vISA Header chapter: var_info alias_index, pre-defined variables";
    AliasCycle = "alias-cycle", "an alias chain does not come back to itself",
        "vISA spec, vISA Header chapter: var_info alias_index";
    AliasOffset = "alias-offset",
        "the alias offset is aligned to the alias's type; the alias claims no more alignment than its base gives",
        "vISA spec, vISA Header chapter: var_info alias_offset, alignment";
    AliasRange = "alias-range", "an alias lies inside its base", "vISA spec, vISA Header chapter: var_info alias_index";
    PredNumElts = "pred-num-elts", "a predicate has 1, 2, 4, 8, 16 or 32 elements",
        "vISA spec, vISA Header chapter: predicate_info num_elements";
    DuplicateName = "duplicate-name", "no name is declared twice",
        "vISA spec, vISA Header chapter: General Variables (names cannot be redefined)";
    Name = "name",
        "every declaration is named by an identifier that is not a keyword or predefined name, of at most 64 \
         characters; a kernel name has at most 1023 (any other kernel name is printed quoted)",
        "vISA spec, header chapter (var_info and kernel_data name_index) and assembly syntax appendix; the \
         keywords of Intel's vISA assembler";
    InputVar = "input-var", "an input names a declared general or surface variable",
        "vISA spec, vISA Header chapter: input_info id";
    InputSize = "input-size", "an input's size is its variable's size",
        "vISA spec, vISA Header chapter: input_info size";
    InputLayout = "input-layout",
        "inputs are aligned (to their type and declared alignment), GRF-placed, inside the register file (the \
         platform table's `grf_count`), not aliases, not overlapping",
        "vISA spec, vISA Header chapter: input_info offset, Input Variables, var_info alignment";
    MessageAvailable(m: Message) in (Message::ALL.into_iter()) = "message-available",
        "the message exists on the platform",
        "vISA spec, Instructions chapter and instructions by platform appendix (the message table's platforms)",
        source: {
            let absent = m.desc().platforms.iter().find(|c| !c.value);
            absent.unwrap_or(&m.desc().platforms[0]).source
        };
    ExecSize(m: Message) in (Message::ALL.into_iter()) = "exec-size",
        "the message allows the exec size on the platform",
        "each page's Exec_size (the message table's exec sizes)",
        source: m.desc().exec_sizes.source;
    /// The message's form or surface needs a feature the platform lacks
    /// (16-/64-bit atomics, SLM as an OWORD surface).
    MessageFeature(m: Message) in (messages_with(|m| !m.desc().features.is_empty())) = "message-feature",
        "16-/64-bit atomics, SLM as an OWORD surface, only where the platform has them",
        "the message table's features (`Op` {TGLLP+}, OWORD_LD Surface {ICLLP+})",
        source: m.desc().features.first().map_or(m.desc().exec_sizes.source, |f| {
            let absent = f.platforms.iter().find(|c| !c.value);
            absent.unwrap_or(&f.platforms[0]).source
        });
    ChannelMaskEmpty = "channel-mask-empty", "SCATTER4_SCALED and GATHER4_SCALED enable at least one channel",
        "vISA spec, SCATTER4_SCALED, vISA spec, GATHER4_SCALED: Channels";
    SvmNumBlocks = "svm-num-blocks", "SVM_GATHER block count fits block size and exec size",
        "vISA spec, SVM_GATHER, vISA spec, SVM_SCATTER: Num_blocks";
    /// A message's payload fits what the platform's SEND takes.
    MessageLength = "message-length",
        "an SVM_SCATTER's payload fits the platform's SEND (15 GRFs on gen9)",
        "the platform table's `SEND_PAYLOAD_GRFS`; README decision 21",
        source: visa_passes::isa::messages::SEND_PAYLOAD_GRFS[0].source;
    NumBlocks(m: Message) in (messages_with(|m| matches!(m.desc().blocks, Blocks::Counts(_)))) = "num-blocks",
        "QW_GATHER/QW_SCATTER move 1 block, GATHER/SCATTER_SCALED 1, 2 or 4",
        "each page's Num_blocks (the message table's counts)",
        source: match m.desc().blocks {
            Blocks::Counts(counts) => counts.source,
            _ => m.desc().exec_sizes.source,
        };
    /// An atomic operation and width the atomic messages do not have (64-bit float).
    AtomicForm(m: Message) in (messages_with(|m| {
        m.desc().operands.iter().any(|o| o.types == Types::AtomicData) && m != Message::TypedAtomic
    })) = "atomic-form",
        "no 64-bit float atomics (DWORD_ATOMIC, SVM_ATOMIC)",
        "vISA spec, DWORD_ATOMIC: the atomic table's Data Type column",
        source: m.desc().operands.last().map_or(m.desc().exec_sizes.source, |o| o.source);
    EmaskOffset = "emask-offset", "M1..M8 is aligned to the exec size (every instruction)",
        "vISA spec, Execution Model chapter: Execution Mask; README decision S8";
    OperandType(m: Message) in (Message::ALL.into_iter()) = "operand-type",
        "message operands have the types their page requires",
        "each page's operand fields (the message table's operand rows)",
        source: m.desc().operands.last().map_or(m.desc().exec_sizes.source, |o| o.source);
    NullOperand(m: Message) in (Message::ALL.into_iter()) = "null-operand",
        "`%null` exactly where the message allows or requires it (TYPED_ATOMIC: V only where R is too)",
        "vISA spec, TYPED_ATOMIC (Src0, Src1, Dst; the Notes' table of surface types); vISA spec, vISA Header \
         chapter: V0",
        source: m
            .desc()
            .operands
            .iter()
            .find(|o| o.null != Null::Never)
            .map_or("vISA spec, vISA Header chapter: V0 (%null)", |o| o.source);
    PredefinedVar = "predefined-var",
        "raw operands do not name predefined variables (other than `%null` where allowed); vector operands name \
         V1..V19, not the reserved V20..V31, and write only the writable ones",
        "vISA spec, vISA Header chapter: pre-defined variables V0-V31";
    UndeclaredVar = "undeclared-var", "general variables used are declared",
        "vISA spec, vISA Header chapter: General Variables";
    UndeclaredPred = "undeclared-pred", "predicates used are declared",
        "vISA spec, vISA Header chapter: Predicate Variables";
    UndeclaredSurface = "undeclared-surface", "surfaces used are declared or predefined",
        "vISA spec, vISA Header chapter: Surface Variables";
    TypedAtomicSurface = "typed-atomic-surface", "TYPED_ATOMIC uses a declared surface, not T0..T5",
        "vISA spec, TYPED_ATOMIC: Surface; README decision S7";
    RawFootprint(m: Message) in (Message::ALL.into_iter()) = "raw-footprint",
        "a raw operand's accessed bytes lie inside its variable",
        "each page's Semantics; vISA spec, Operands chapter: Raw Operands",
        source: m.desc().operands.last().map_or(m.desc().exec_sizes.source, |o| o.source);
    RawAlign = "raw-align", "raw operands are GRF-aligned", "vISA spec, Operands chapter: Raw Operands";
    PredRange = "pred-range", "a predicate has the bits the exec size and offset read",
        "vISA spec, Operands chapter: Predication (EvaluateChEn)";
    OperandRange = "operand-range", "a general operand's elements lie inside its variable",
        "vISA spec, Operands chapter: General Operands, Region-based Addressing";
    RegionSpan = "region-span",
        "a general operand's elements lie in at most two adjacent GRFs (a root smaller than a GRF is inside one; \
         Intel's assembler of IGC 1.0.12504 crashed on a spilled kernel breaking it)",
        "vISA spec, Operands chapter: Region Restrictions (6: the elements an operand accesses may not span \
         more than two adjacent GRF registers)";
    Region = "region", "region parameters take their legal values", "vISA spec, Operands chapter: Region Restrictions";
    ImmediateType = "immediate-type", "immediates are not BOOL", "vISA spec, Operands chapter: Immediate Operands";
    SelPredicate = "sel-predicate", "`sel` is predicated", "vISA spec, Assembly Syntax appendix: SEL";
    RetExecSize = "ret-exec-size", "`ret` has exec size 1", "vISA spec, Assembly Syntax appendix: RET";
    AluType = "alu-type", "ALU operand types fit the opcode's class (the ALU table's `types`)",
        "each page's Supported Types; vISA spec, Assembly Syntax appendix: Instruction syntax";
    AluAvailable = "alu-available",
        "the ALU operation (and the forms of it) exists on the platform (ADD3, BFN: XeHP+; MOD up to xelp; DIVM, \
         SQRTM on gen9, xehpc and xe2; ROL, ROR from xelp)",
        "vISA spec, Instruction Set chapter and instructions by platform appendix; Intel's vISA assembler where \
         stricter (each cell of the ALU table)";
    AluShape = "alu-shape", "the sources its row says; a predicate only where the Format has `Pred`",
        "vISA spec, Instructions chapter: each instruction page's Format";
    Saturation = "saturation", "`.sat` only where the page allows it (MAD, DIV: float only)",
        "vISA spec, Instructions chapter: each instruction page's Saturation property";
    SourceModifier = "source-modifier", "`(-)`, `(abs)` only where the page says \"arithmetic\"",
        "vISA spec, Instructions chapter: each instruction page's Source Modifier property";
    StateOperand = "state-operand", "state (surface) operands only in MOVS, naming a surface, inside it",
        "vISA spec, Operands chapter: State Operands";
    Movs = "movs", "MOVS moves between a state and a state or UD value, at exec size 1",
        "vISA spec, MOVS: Notes; vISA spec, Assembly Syntax appendix: MOVS (1)";
    Label = "label", "each label is placed once, by the marker of its kind",
        "vISA spec, vISA Header chapter: Labels; vISA spec, LABEL; vISA spec, SUBROUTINE";
    EntryLabel = "entry-label",
        "a kernel's body starts with its entry label (a SUBROUTINE, `.function \"K_BB_0_0\"`), as Intel's compiler \
         writes every kernel: only then does Intel's assembler make the kernel's `ret` the end-of-thread send; \
         without it the thread never ends",
        "vISA spec, SUBROUTINE; Intel's vISA assembler (GenX_IR) makes a kernel's RET the end-of-thread \
         send only in a body that starts with its entry subroutine label, which IGC writes in every kernel";
    BranchTarget = "branch-target",
        "JMP/GOTO target a block label in the same subroutine, CALL a subroutine label",
        "vISA spec, JMP, vISA spec, GOTO, vISA spec, CALL: Label, Notes";
    BranchExecSize = "branch-exec-size", "JMP and CALL have exec size 1",
        "vISA spec, Assembly Syntax appendix: JMP, CALL (Exec_size 1)";
    CallNoMask = "call-nomask", "a scalar CALL is marked NoMask",
        "vISA spec, CALL: Description (\"Scalar calls must be marked with {NoMask}\")";
    GotoDispatch = "goto-dispatch",
        "GOTO's channels (exec size and mask offset) lie inside the kernel's dispatch width (its SimdSize)",
        "vISA spec, Execution model chapter: Execution Mask (the masks start from the dispatch SIMD size; \
         i + k past it is an error); vISA spec, vISA Header chapter: SimdSize";
    Fcall = "fcall", "the callee is declared; argument and return sizes fit %arg and %retval",
        "vISA spec, FCALL: Func_id, Arg_size, Return_size";
    IndirectCall = "indirect-call",
        "FADDR names a function and writes a UD or UQ scalar; IFCALL's address is a UD scalar and its argument and \
         return sizes fit %arg and %retval",
        "vISA spec, FADDR: Func_id, Dst; IFCALL: Func_addr, Arg_size, Return_size";
    SwitchJmp = "switchjmp",
        "SWITCHJMP exists on the platform (gen9, xehpc, xe2: not xelp, and PVC+ excludes xehpg and mtl), has exec size 1 \
         and a scalar unsigned integer index (UB, UW, UD; a variable at `<0;1,0>` or an immediate); its labels are \
         block labels in its subroutine",
        "vISA spec, SWITCHJMP: Exec_size, Num_labels, Index, Label; vISA spec, Instructions chapter \
         (SWITCHJMP {PVC+,-TGLLP}) and the instructions by platform appendix";
    SvmBlockUnaligned = "svm-block-unaligned", "`.unaligned` only for SVM_BLOCK_LD",
        "vISA spec, SVM_BLOCK_LD, vISA spec, SVM_BLOCK_ST: Properties";
    LscAddrSize = "lsc-addr-size",
        "an LSC message's flat addresses are a64 on `.ugm` and a32 on `.slm`; bti, bss and ss addresses are a32",
        "vISA spec, LSC_UNTYPED: AddrSize; Intel's vISA assemblers (\"a64 not allowed on .slm\")";
    LscCache = "lsc-cache",
        "an LSC message's cache controls are a pair the page's table allows for its access (loads, stores; Xe2's \
         load pairs), and default on `.slm` and `.ugml`",
        "vISA spec, LSC_UNTYPED: CachingL1 (the table of allowable combinations; \"These values must be set to \
         default (.df) for SLM accesses\")";
    LscTranspose = "lsc-transpose", "a transposed LSC message has exec size 1 and data size d32 or d64",
        "vISA spec, LSC_UNTYPED: Description (\"transpose only supports SIMD1\"); IGC's lowering transposes only d32 \
         and d64";
    LscVectorSize = "lsc-vector-size", "a non-transposed LSC message has vector size 1, 2, 3, 4 or 8 (`.ugml`: 1, 2 or 4); a conversion (d8c32, d16c32, d16c32h) 1",
        "vISA spec, LSC_UNTYPED: DataElemsPerAddr; Intel's vISA assemblers (\"SLM/UGM only supports vector sizes \
         1, 2, 3, 4, and 8\", \"conversion types may not use vector\")";
    LscLayout = "lsc-layout",
        "a non-transposed LSC vector (x2 or more) runs at least the lanes from which its register layout does not \
         depend on the finalizer's -enableHalfLSC (16 on xehpg and mtl, 32 on xehpc)",
        "vISA spec, LSC_UNTYPED: Semantics (DstData[v].elems[n]); measured with GenX_IR 1.0.12504 and 1.0.17791 \
         (README decisions)";
    LscPayload = "lsc-payload", "an LSC message's data takes at most 8 GRFs",
        "vISA spec, LSC_UNTYPED: DstData, Src1Data; Intel's vISA assemblers (\"this message accesses more than 8 \
         registers\")";
    LscAtomic = "lsc-atomic",
        "an LSC atomic has vector size 1, is not transposed, moves d16c32, d32 or d64, reads Src1Data and Src2Data \
         as its operation needs (the others %null); fadd and fsub are not on `.slm`; a 64-bit `.slm` atomic is icas, \
         on xehpc and xe2 only; a 64-bit fadd or fsub is on xehpc and xe2 only",
        "vISA spec, LSC_UNTYPED: Description (\"Transpose is not permitted for atomic operations\"), LscSubOp (Extra \
         atomic arguments); Intel's vISA assemblers (\"LSC_DATA_ELEMS must be 1 for atomic operations\", \"LSC atomics \
         only support D16U32, D32, or D64\", \"LSC atomic fadd/fsub only support UGM and UGML\", \"LSC SLM D64 \
         atomics only support icas\"); IGC's GenX.td (LocalIntegerCas64, GlobalAtomicAddF64: Xe-HPC, Xe2)";
    LscAddress = "lsc-address",
        "an LSC message's surface is the immediate 0 for flat addresses (the only model on `.slm`), a binding-table \
         index 0..=255 for bti, an immediate or a scalar ud/d element for bti, bss and ss",
        "vISA spec, LSC_UNTYPED: AddrType, Surface (\"Use the immediate value 0 for flat operations\"); Intel's vISA \
         assemblers (\"slm must use flat address model\"; bti(0x100) encoded as bti[0])";
    LscUnit = "lsc-unit", "an LSC message names `.ugml` only where the platform has it (xehpc)",
        "vISA spec, LSC_UNTYPED: LscSFID (\".ugml ... Low-bandwidth untyped global memory (cross tile). (PVC only)\"); \
         both of Intel's assemblers take it everywhere";
    LscQuad = "lsc-quad",
        "an LSC quad message moves d32 channels; a quad store's channels are contiguous from x (x, xy, xyz, xyzw)",
        "vISA spec, LSC_UNTYPED: ChMask, Semantics (LOAD_QUAD, STORE_QUAD); Intel's vISA assemblers \
         (\"lsc_store_quad channel mask must be contiguous (.x, .xy, .xyz, or .xyzw)\"); IGC's vector compiler \
         lowers quad messages of d32 only";
    LscFence = "lsc-fence",
        "an LSC fence on `.slm` is `.none.group`; a fence names `.ugml` only on xehpc and `.tgm` only where typed \
         LSC messages are (xe2)",
        "vISA spec, LSC_FENCE: LscSFID (ugml: cross tile), LSC_UNTYPED: LscSFID (\".ugml ... (PVC only)\"); Intel's \
         vISA assemblers (\"lsc_fence.slm fence op must be .none\", \"lsc_fence.slm must use .group scope\"); IGC's \
         GenX.td (HasLSCTyped: Xe2)";
    LscBlock2dShape = "lsc-block2d-shape",
        "a 2D block message moves d8, d16, d32 or d64 in a shape of Intel's table for its kind (load, VNNI load, \
         transposed load, store, prefetch: a load with a %null destination; the XE2+ rows on xe2 only); not \
         transposed and VNNI at once; a store neither",
        "vISA spec, LSC_UNTYPED: Blocks, BlockWidth, BlockHeight, VNNI, DataOrder; IGC's Supported 2D block I/O \
         variants (the tables of SPV_INTEL_2d_block_io); Intel's vISA assemblers (\"block2d stores must have block \
         count==1\", \"... may not use VNNI transform\")";
    LscBlock2dUnit = "lsc-block2d-unit", "a 2D block message is on `.ugm`",
        "vISA spec, LSC_UNTYPED: Examples (lsc_load_block2d.ugm); IGC's lowering writes only .ugm (both of Intel's \
         assemblers take .slm and encode it)";
    LscBlock2dSurface = "lsc-block2d-surface",
        "a 2D block's surface base is a variable; its other operands variables `V(r,c)` or `ud` immediates, no \
         region or modifier, X and Y both variables or both immediates; constant ones within the surface rules \
         (width 64 to \
         2^24 bytes, height 1 to 2^24 rows, pitch a multiple of 16 at least the width, X of 1- and 2-byte elements on \
         a 4-byte boundary)",
        "vISA spec, LSC_UNTYPED: SurfaceBaseAddr .. Src0AddrY; GenX_IR 1.0.12504 and 1.0.17791 (an immediate base: \
         \"unexpected HEX_LIT\"; 1.0.17791, an immediate X beside a variable Y or the reverse: \"unexpected \
         IDENT\", \"unexpected HEX_LIT\"); SPV_INTEL_2d_block_io (the surface rules)";
    InputOrder = "input-order", "user inputs come before implicit ones",
        "vISA spec, vISA Header chapter: input_info kind (user arguments before implicit ones)";
    AddrDecl = "addr-decl", "an address variable has 1..16 elements",
        "vISA spec, vISA Header chapter: address_info num_elements";
    AddressOperand = "address-operand",
        "address operands only in ADDR_ADD, naming a declared address variable, their elements (width 1..16 from \
         the offset; a destination's exec-size elements) inside it",
        "vISA spec, Operands chapter: Address Operands";
    IndirectOperand = "indirect-operand",
        "an indirect operand names a declared address variable and elements of it (one per row of a \
         multi-address source), has a type other than V, UV, VF, BOOL and an offset in [-512, 511]; a \
         destination's stride is 1, 2 or 4",
        "vISA spec, Operands chapter: Indirect Operands, Region Interpretation for Indirect Operands";
    AddrAdd = "addr-add",
        "ADDR_ADD's src0 is an address, `&V` (a declared or %arg/%retval variable at row 0, region `<0;1,0>`, no \
         modifier) or `&T`; src1 a UW general or immediate",
        "vISA spec, ADDR_ADD: Src0, Src1, Notes";
    /// The row of the ALU type table the operand breaks.
    SupportedType(row: &'static crate::visa::alu::OperandTypes)
        in (ALU.iter().map(|d| &d.types).chain(crate::visa::alu::IRREGULAR_TYPES)) = "supported-type",
        "each ALU operand has a type its instruction's page supports (MUL takes no `q` source; SHR's dst and src0 \
         are unsigned, ASR's signed; MULH's operands are one type)",
        "vISA spec, each instruction's Supported Types (the ALU table's rows, `alu.rs`)",
        source: row.source;
    /// A q/uq operand where the platform's ALU lacks the 64-bit integer operation.
    Int64Alu(p: Platform) in (Platform::ALL.into_iter()) = "int64-alu",
        "no `q`/`uq` operand in an ALU instruction whose 64-bit operation the platform's ALU lacks (none on xelp \
         and xehpg but a `mov` between integer types, which the assembler splits; on xehpc no logic operation, \
         `cmp`, `sel`, `min`/`max`, saturation or `(abs)` of qwords)",
        "the platform table's `int64` (IGC GenX.td, vISA HWCaps.inc)",
        source: p.desc().int64.source;
    /// A df operand on a platform without FP64.
    Fp64(p: Platform) in (Platform::ALL.into_iter()) = "fp64",
        "no `df` operand in an ALU instruction where the platform has no FP64 (xelp, xehpg)",
        "the platform table's `fp64` (IGC GenX.td, vISA HWCaps.inc)",
        source: p.desc().fp64.source;
}

impl Rule {
    /// The table of `docs/verifier-rules.md`: one row per rule id.
    pub fn markdown_table() -> String {
        let mut out = String::from("| id | rule | source |\n| --- | --- | --- |\n");
        for (id, checks, cites) in Rule::TABLE {
            out.push_str(&format!("| `{id}` | {checks} | {cites} |\n"));
        }
        out
    }
}
