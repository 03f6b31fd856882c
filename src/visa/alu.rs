//! The ALU instructions as data: one row per vISA ALU instruction gives its
//! text mnemonic, opcode, number of sources, the modifiers it takes and the
//! exact element types of its operands, from the Format and Properties of
//! its page of the vISA spec. The printer, the parser, the binary codec, the
//! verifier and the emulator's type check read it; none of them has a case
//! per operation.
//!
//! (Opcodes, Pred fields and properties: vISA spec, each instruction's page;
//! ADD3 and BFN are `{XEHP+}` in its instruction list.)
//!
//! Every row of [`ALU`] has the same layout,
//! `[(P)] op[.sat] (exec) dst src0 [src1 [src2]]` in text and
//! `opcode exec [op byte] [pred] dst src...` in binary. Four ALU
//! instructions do not fit it and are variants of their own in
//! [`Instruction`](super::program::Instruction): CMP (a relation byte), SETP (a predicate
//! destination, no predication), ADDC (two destinations) and BFN (a
//! function byte after the sources); their type rows are [`CMP`] and
//! [`SETP`].
//!
//! Types: a packed immediate counts as the vector it stands for (vISA spec,
//! Operands chapter, Immediate Operands): `v` as `w`, `uv` as `uw`, `vf` as
//! `f`. A predicate operand counts as `bool`.

use super::operand::{Immediate, SrcModifier, SrcOperand};
use super::types::ElemType::{self, *};
use visa_passes::isa::target::{Int64Alu, Int64Op, Platform, PLATFORM_TABLE};

/// An ALU operation with the regular layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AluOp {
    Mov,
    Movs,
    Sel,
    Add,
    Add3,
    Mul,
    Mulh,
    Mad,
    Div,
    Sqrt,
    Min,
    Max,
    Shl,
    Shr,
    Asr,
    And,
    Or,
    Xor,
    Avg,
    Divm,
    Mod,
    Inv,
    Log,
    Exp,
    Pow,
    Sin,
    Cos,
    Sqrtm,
    Rsqrt,
    Frc,
    Rndd,
    Rndu,
    Rnde,
    Rndz,
    Lzd,
    Cbit,
    Bfrev,
    Fbh,
    Fbl,
    Not,
    Rol,
    Ror,
}

/// The page's "Saturation" property.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saturation {
    No,
    Yes,
    /// "Only when type is float".
    FloatOnly,
}

/// The page's "Source Modifier" property: which of `(-)`, `(abs)`, `(-abs)`
/// the sources may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SrcMods {
    /// "arithmetic": negate, absolute value, both.
    Arithmetic,
    /// "logic": only the `not` modifier, which exists on BDW alone; none here.
    Logic,
    /// "false" (or no property): none.
    None,
}

/// The operand types an operation takes, coarsely: derived from its exact
/// [`OperandTypes`] ([`AluDesc::class`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeClass {
    /// MOV: any types; it converts.
    Convert,
    /// Integers or floats, not mixed; no predicates.
    Arithmetic,
    /// Integers only.
    Integer,
    /// Floats only.
    Float,
    /// Integers or predicates, not mixed (AND, OR, XOR, NOT).
    Logic,
    /// MOVS: state operands and UD values.
    State,
}

/// A set of element types: the list as a page writes it (diagnostics name
/// the types in that order) and, derived from it at compile time
/// ([`TypeSet::of`]), the same set as a bitmask by `ElemType as u8`: the
/// verifier tests every operand of every ALU instruction against these
/// sets, and a bit test is a fraction of a scan of the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeSet {
    pub list: &'static [ElemType],
    mask: u32,
}

impl TypeSet {
    pub const fn of(list: &'static [ElemType]) -> TypeSet {
        let mut mask = 0;
        let mut i = 0;
        while i < list.len() {
            mask |= 1 << list[i] as u32;
            i += 1;
        }
        TypeSet { list, mask }
    }

    pub fn contains(self, ty: ElemType) -> bool {
        self.mask & (1 << ty as u32) != 0
    }
}

/// Which element types each operand of an instruction may have exactly:
/// its page's "Supported Types" (or, where a page has no such line, the
/// types its Notes name). The verifier checks every operand against them
/// (rule `supported-type`); the emulator refuses, as the verifier does, an
/// instruction outside them (the page gives it no meaning).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OperandTypes {
    /// The instruction, as the page names it.
    pub name: &'static str,
    pub dst: TypeSet,
    /// Every source but src1 (src0, src2).
    pub src0: TypeSet,
    pub src1: TypeSet,
    /// Every operand has the same type (MULH's Description).
    pub same_type: bool,
    /// Where the lists are written down.
    pub source: &'static str,
}

/// A value and where it is written down: a page of the vISA spec (by
/// instruction name) or, where Intel's assembler is stricter than the page,
/// the assembler's message.
pub type Cited<T> = visa_passes::isa::target::Cited<T>;

const fn cite<T>(value: T, source: &'static str) -> Cited<T> {
    Cited { value, source }
}

/// Platform sets, indexed by `Platform as usize` (gen9, xelp, xehpg, xehpc,
/// mtl, xe2). GenX_IR 1.0.17791 (the only judge that knows mtl and xe2)
/// refuses integer DIV and MOD on MTL and XE2 as on DG2 and PVC, and takes
/// ADD3, ROL and ROR there.
pub type Platforms = [bool; Platform::COUNT];
const ALL_PLATFORMS: Platforms = [true; Platform::COUNT];
const GEN9_XELP: Platforms = [true, true, false, false, false, false];
/// Where the ALU has 64-bit integers (vISA HWCaps.inc noInt64: not SKL,
/// PVC, Xe2).
const GEN9_XEHPC: Platforms = [true, false, false, true, false, true];
const XELP_ON: Platforms = [false, true, true, true, true, true];
pub(crate) const XEHP_ON: Platforms = [false, false, true, true, true, true];
/// The platform table's `ieee_div_sqrt` cells.
const IEEE_DIV_SQRT: Platforms = {
    let mut cells = [false; Platform::COUNT];
    let mut i = 0;
    while i < Platform::COUNT {
        cells[i] = PLATFORM_TABLE[i].ieee_div_sqrt.value;
        i += 1;
    }
    cells
};
const IEEE_SOURCE: &str =
    "the platform table's ieee_div_sqrt (IGC GenX.td FeatureIEEEDivSqrt); vISA spec, Instruction \
                           Set chapter: DIVM, SQRTM {XEHP+,SKL}; Intel's vISA assembler refuses them on TGLLP, DG2 and MTL \
                           (\"IEEE instruction divm is not supported\")";

/// Some forms of an instruction exist on fewer platforms than the
/// instruction itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// An integer operand (DIV's integer division).
    Integer,
    /// A conversion between a qword integer and a floating-point type.
    QwordFloat,
    /// A source modifier on a qword integer source.
    QwordModifier,
}

impl Form {
    /// `DIV on integers`, for diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            Form::Integer => "on integers",
            Form::QwordFloat => "between q/uq and floating-point types",
            Form::QwordModifier => "with a source modifier on a q/uq source",
        }
    }

    /// Whether an instruction with these operand types (dst first, then the
    /// sources) and source modifiers has the form.
    pub fn matches(self, types: &[ElemType], modified: &[bool]) -> bool {
        let qword = |t: &ElemType| matches!(t, Q | UQ);
        match self {
            Form::Integer => types.iter().any(|t| !t.is_float() && *t != Bool),
            Form::QwordFloat => types.iter().any(qword) && types.iter().any(|t| t.is_float()),
            Form::QwordModifier => types[1..].iter().zip(modified).any(|(t, &m)| m && qword(t)),
        }
    }
}

/// A form of an instruction and the platforms that have it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormRow {
    pub form: Form,
    pub platforms: Cited<Platforms>,
}

/// One ALU instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AluDesc {
    pub op: AluOp,
    /// Lower-case text mnemonic.
    pub mnemonic: &'static str,
    /// The page that defines it (as the vISA spec names it).
    pub page: &'static str,
    pub opcode: u8,
    /// A byte the Format puts right after the exec size that selects the
    /// operation (MIN_MAX's `Op`: 0 min, 1 max).
    pub op_byte: Option<u8>,
    /// The Format has a `Pred` field.
    pub predicated: bool,
    pub srcs: usize,
    pub sat: Cited<Saturation>,
    pub src_mods: SrcMods,
    pub types: OperandTypes,
    /// The platforms that have it.
    pub platforms: Cited<Platforms>,
    /// Forms that fewer platforms have.
    pub forms: &'static [FormRow],
}

impl AluDesc {
    /// The coarse class of its operand types.
    ///
    /// Derived from the row's types once per process (the verifier asks for
    /// it on every ALU instruction): `AluDesc::derive_class`.
    pub fn class(&self) -> TypeClass {
        static CLASSES: std::sync::LazyLock<[TypeClass; ALU.len()]> =
            std::sync::LazyLock::new(|| std::array::from_fn(|i| ALU[i].derive_class()));
        CLASSES[self.op as usize]
    }

    fn derive_class(&self) -> TypeClass {
        let t = &self.types;
        let all = || t.dst.list.iter().chain(t.src0.list).chain(t.src1.list);
        match self.op {
            AluOp::Mov => TypeClass::Convert,
            AluOp::Movs => TypeClass::State,
            _ if all().any(|&x| x == Bool) => TypeClass::Logic,
            _ if all().all(|x| x.is_float()) => TypeClass::Float,
            _ if all().all(|x| !x.is_float()) => TypeClass::Integer,
            _ => TypeClass::Arithmetic,
        }
    }

    pub fn available_on(&self, platform: Platform) -> bool {
        self.platforms.value[platform as usize]
    }

    /// The first form of the row that an instruction with these operand
    /// types (dst first) and source modifiers has and `platform` lacks.
    pub fn missing_form(&self, platform: Platform, types: &[ElemType], modified: &[bool]) -> Option<&'static FormRow> {
        self.forms.iter().find(|f| !f.platforms.value[platform as usize] && f.form.matches(types, modified))
    }

    /// Whether `platform` has the instruction with these operand types and
    /// modifiers.
    pub fn allows(&self, platform: Platform, types: &[ElemType], modified: &[bool]) -> bool {
        self.available_on(platform) && self.missing_form(platform, types, modified).is_none()
    }
}

/// The platforms of a set, in order.
pub fn platform_list(set: &Platforms) -> Vec<Platform> {
    Platform::ALL.into_iter().filter(|&p| set[p as usize]).collect()
}

const ARITH: TypeSet = TypeSet::of(&[B, D, DF, F, HF, Q, UB, UD, UQ, UW, W]);
const MUL_TYPES: TypeSet = TypeSet::of(&[B, D, DF, F, HF, UB, UD, UW, W]);
const MUL_DST_TYPES: TypeSet = TypeSet::of(&[B, D, DF, F, HF, Q, UB, UD, UQ, UW, W]);
const MULH_TYPES: TypeSet = TypeSet::of(&[D, UD]);
const SHL_TYPES: TypeSet = TypeSet::of(&[B, D, Q, UB, UD, UQ, UW, W]);
const UNSIGNED: TypeSet = TypeSet::of(&[UB, UD, UQ, UW]);
const SIGNED: TypeSet = TypeSet::of(&[B, D, Q, W]);
const LOGIC: TypeSet = TypeSet::of(&[B, Bool, D, Q, UB, UD, UQ, UW, W]);
const MOV_TYPES: TypeSet = TypeSet::of(&[Bool, HF, F, DF, B, UB, W, UW, D, UD, Q, UQ]);
const CMP_SRC: TypeSet = TypeSet::of(&[HF, F, DF, B, UB, W, UW, D, UD, Q, UQ]);
const CMP_DST: TypeSet = TypeSet::of(&[Bool, HF, F, DF, B, UB, UW, D, UD, Q, UQ]);
const SETP_SRC: TypeSet = TypeSet::of(&[UB, UW, UD]);
const DIV_TYPES: TypeSet = TypeSet::of(&[B, D, F, HF, UB, UD, UW, W]);
const INT32_DOWN: TypeSet = TypeSet::of(&[B, D, UB, UD, UW, W]);
const WORD_DWORD: TypeSet = TypeSet::of(&[D, UD, UW, W]);
const HALF_FLOAT: TypeSet = TypeSet::of(&[F, HF]);
const FLOAT_DOUBLE: TypeSet = TypeSet::of(&[DF, F]);
const FLOAT: TypeSet = TypeSet::of(&[F]);
const DWORD_U: TypeSet = TypeSet::of(&[UD]);
const DWORD: TypeSet = TypeSet::of(&[D, UD]);

/// The same types for every operand.
const fn types(name: &'static str, all: TypeSet, source: &'static str) -> OperandTypes {
    OperandTypes { name, dst: all, src0: all, src1: all, same_type: false, source }
}

/// A row with every operand of `all` types, its page's name as given, on
/// every platform, with a predicate and no forms of its own.
#[allow(clippy::too_many_arguments)]
const fn row(
    op: AluOp,
    mnemonic: &'static str,
    page: &'static str,
    opcode: u8,
    srcs: usize,
    sat: Cited<Saturation>,
    src_mods: SrcMods,
    types: OperandTypes,
) -> AluDesc {
    AluDesc {
        op,
        mnemonic,
        page,
        opcode,
        op_byte: None,
        predicated: true,
        srcs,
        sat,
        src_mods,
        types,
        platforms: cite(ALL_PLATFORMS, "vISA spec, instructions by platform appendix (every platform)"),
        forms: &[],
    }
}

const fn minmax(op: AluOp, mnemonic: &'static str, byte: u8) -> AluDesc {
    AluDesc {
        op_byte: Some(byte),
        predicated: false,
        ..row(
            op,
            mnemonic,
            "MIN_MAX",
            0x45,
            2,
            cite(Saturation::Yes, "vISA spec, MIN_MAX: Saturation"),
            SrcMods::Arithmetic,
            types("MIN_MAX", ARITH, "vISA spec, MIN_MAX: Supported Types"),
        )
    }
}

/// The table, in [`AluOp`] order (index it with `op as usize`).
pub static ALU: [AluDesc; 42] = {
    use AluOp::*;
    use Saturation::{FloatOnly, No as NO, Yes};
    use SrcMods::{Arithmetic as ARI, Logic, None as NONE};
    const GENX_IR_SAT: &str = "Intel's vISA assembler (\"does not support saturation\"; the page says Yes)";
    [
        AluDesc {
            forms: &[
                FormRow {
                    form: Form::QwordFloat,
                    platforms: cite(GEN9_XEHPC, "Intel's vISA assembler (\"expecting int types on src, dst\" on xelp and xehpg; mtl, noInt64 in vISA HWCaps.inc as they are, likewise)"),
                },
                FormRow {
                    form: Form::QwordModifier,
                    platforms: cite(GEN9_XEHPC, "Intel's vISA assembler (\"cannot handle saturation\" on xelp and xehpg; mtl, noInt64 in vISA HWCaps.inc as they are, likewise)"),
                },
            ],
            ..row(Mov, "mov", "MOV", 0x29, 1, cite(Yes, "vISA spec, MOV: Saturation"), ARI, types("MOV", MOV_TYPES, "vISA spec, MOV: Notes (Supported Type)"))
        },
        // No Pred field, no modifiers; exec size 1 (the assembly-syntax appendix).
        AluDesc {
            predicated: false,
            ..row(Movs, "movs", "MOVS", 0x2d, 1, cite(NO, "vISA spec, MOVS: Format"), NONE, types("MOVS", DWORD_U, "vISA spec, MOVS: Notes (a UD value or a state operand)"))
        },
        row(Sel, "sel", "SEL", 0x2a, 2, cite(Yes, "vISA spec, SEL: Saturation"), ARI, types("SEL", ARITH, "vISA spec, SEL: Supported Types")),
        row(Add, "add", "ADD", 0x01, 2, cite(Yes, "vISA spec, ADD: Saturation"), ARI, types("ADD", ARITH, "vISA spec, ADD: Supported Types")),
        AluDesc {
            platforms: cite(XEHP_ON, "vISA spec, Instruction Set chapter: ADD3 {XEHP+}"),
            ..row(Add3, "add3", "ADD3", 0x84, 3, cite(Yes, "vISA spec, Instruction Set chapter: ADD3 (no page; as ADD)"), ARI, types("ADD3", WORD_DWORD, "vISA spec, Instruction Set chapter: ADD3 (no page); the types Intel's vISA assembler takes"))
        },
        // A `q`/`uq` destination takes the whole product of 32-bit sources:
        // IGC writes `mul` so on gen9 (`testdata/igc/gen9/arith.visaasm`) and
        // the assembler accepts it; the sources are as the page says.
        row(Mul, "mul", "MUL", 0x10, 2, cite(Yes, "vISA spec, MUL: Saturation"), ARI, OperandTypes {
            dst: MUL_DST_TYPES,
            ..types("MUL", MUL_TYPES, "vISA spec, MUL: Supported Types (sources; a q or uq destination as IGC writes it)")
        }),
        row(Mulh, "mulh", "MULH", 0x0d, 2, cite(NO, "vISA spec, MULH: Properties (no Saturation)"), ARI, OperandTypes {
            same_type: true,
            ..types("MULH", MULH_TYPES, "vISA spec, MULH: Supported Types; Description (\"must have the same integer type\")")
        }),
        row(Mad, "mad", "MAD", 0x0c, 3, cite(FloatOnly, "vISA spec, MAD: Saturation"), ARI, types("MAD", MUL_TYPES, "vISA spec, MAD: Supported Types")),
        AluDesc {
            forms: &[FormRow {
                form: Form::Integer,
                platforms: cite(GEN9_XELP, "Intel's vISA assembler (\"int divide/remainder is not supported for this platform\" on xehpg, xehpc, mtl and xe2)"),
            }],
            ..row(Div, "div", "DIV", 0x03, 2, cite(FloatOnly, "vISA spec, DIV: Saturation"), ARI, types("DIV", DIV_TYPES, "vISA spec, DIV: Supported Types"))
        },
        row(Sqrt, "sqrt", "SQRT", 0x19, 1, cite(Yes, "vISA spec, SQRT: Saturation"), ARI, types("SQRT", HALF_FLOAT, "vISA spec, SQRT: Supported Types")),
        minmax(Min, "min", 0),
        minmax(Max, "max", 1),
        // The shift count (src1) "may have any integer type".
        row(Shl, "shl", "SHL", 0x24, 2, cite(Yes, "vISA spec, SHL: Saturation"), ARI, OperandTypes {
            src1: SHL_TYPES,
            ..types("SHL", SHL_TYPES, "vISA spec, SHL: Supported Types, Notes")
        }),
        row(Shr, "shr", "SHR", 0x25, 2, cite(Yes, "vISA spec, SHR: Saturation"), ARI, OperandTypes {
            src1: SHL_TYPES,
            ..types("SHR", UNSIGNED, "vISA spec, SHR: Supported Types, Notes (\"Dst and src0 must have unsigned integer type\")")
        }),
        row(Asr, "asr", "ASR", 0x26, 2, cite(NO, "vISA spec, ASR: Properties (no Saturation)"), ARI, OperandTypes {
            src1: SHL_TYPES,
            ..types("ASR", SIGNED, "vISA spec, ASR: Supported Types, Notes (\"Dst and src0 must have signed integral type\")")
        }),
        row(And, "and", "AND", 0x20, 2, cite(NO, "vISA spec, AND: Properties (no Saturation)"), Logic, types("AND", LOGIC, "vISA spec, AND: Supported Types")),
        row(Or, "or", "OR", 0x21, 2, cite(NO, "vISA spec, OR: Properties (no Saturation)"), Logic, types("OR", LOGIC, "vISA spec, OR: Supported Types")),
        row(Xor, "xor", "XOR", 0x22, 2, cite(NO, GENX_IR_SAT), Logic, types("XOR", LOGIC, "vISA spec, XOR: Supported Types")),
        row(Avg, "avg", "AVG", 0x02, 2, cite(Yes, "vISA spec, AVG: Saturation"), ARI, types("AVG", INT32_DOWN, "vISA spec, AVG: Supported Types")),
        AluDesc {
            platforms: cite(IEEE_DIV_SQRT, IEEE_SOURCE),
            ..row(Divm, "divm", "DIVM", 0x7f, 2, cite(Yes, "vISA spec, DIVM: Saturation"), NONE, types("DIVM", FLOAT_DOUBLE, "vISA spec, DIVM: Supported Types"))
        },
        AluDesc {
            platforms: cite(GEN9_XELP, "vISA spec, Instruction Set chapter: MOD {-XEHP}"),
            ..row(Mod, "mod", "MOD", 0x0f, 2, cite(NO, GENX_IR_SAT), ARI, types("MOD", INT32_DOWN, "vISA spec, MOD: Supported Types"))
        },
        row(Inv, "inv", "INV", 0x1b, 1, cite(Yes, "vISA spec, INV: Saturation"), ARI, types("INV", HALF_FLOAT, "vISA spec, INV: Supported Types")),
        row(Log, "log", "LOG", 0x0b, 1, cite(Yes, "vISA spec, LOG: Saturation"), ARI, types("LOG", HALF_FLOAT, "vISA spec, LOG: Supported Types")),
        row(Exp, "exp", "EXP", 0x08, 1, cite(Yes, "vISA spec, EXP: Saturation"), ARI, types("EXP", HALF_FLOAT, "vISA spec, EXP: Supported Types")),
        row(Pow, "pow", "POW", 0x11, 2, cite(Yes, "vISA spec, POW: Saturation"), ARI, types("POW", HALF_FLOAT, "vISA spec, POW: Supported Types")),
        row(Sin, "sin", "SIN", 0x17, 1, cite(Yes, "vISA spec, SIN: Saturation"), ARI, types("SIN", HALF_FLOAT, "vISA spec, SIN: Supported Types")),
        row(Cos, "cos", "COS", 0x18, 1, cite(Yes, "vISA spec, COS: Saturation"), ARI, types("COS", HALF_FLOAT, "vISA spec, COS: Supported Types")),
        AluDesc {
            platforms: cite(IEEE_DIV_SQRT, IEEE_SOURCE),
            ..row(Sqrtm, "sqrtm", "SQRTM", 0x7e, 1, cite(Yes, "vISA spec, SQRTM: Saturation"), NONE, types("SQRTM", FLOAT_DOUBLE, "vISA spec, SQRTM: Supported Types"))
        },
        row(Rsqrt, "rsqrt", "RSQRT", 0x1a, 1, cite(Yes, "vISA spec, RSQRT: Saturation"), ARI, types("RSQRT", HALF_FLOAT, "vISA spec, RSQRT: Supported Types")),
        row(Frc, "frc", "FRC", 0x09, 1, cite(NO, "vISA spec, FRC: Properties (no Saturation)"), ARI, types("FRC", FLOAT, "vISA spec, FRC: Supported Types")),
        row(Rndd, "rndd", "RNDD", 0x12, 1, cite(Yes, "vISA spec, RNDD: Saturation"), ARI, types("RNDD", FLOAT, "vISA spec, RNDD: Supported Types")),
        row(Rndu, "rndu", "RNDU", 0x13, 1, cite(Yes, "vISA spec, RNDU: Saturation"), ARI, types("RNDU", FLOAT, "vISA spec, RNDU: Supported Types")),
        row(Rnde, "rnde", "RNDE", 0x14, 1, cite(Yes, "vISA spec, RNDE: Saturation"), ARI, types("RNDE", FLOAT, "vISA spec, RNDE: Supported Types")),
        row(Rndz, "rndz", "RNDZ", 0x15, 1, cite(Yes, "vISA spec, RNDZ: Saturation"), ARI, types("RNDZ", FLOAT, "vISA spec, RNDZ: Supported Types")),
        row(Lzd, "lzd", "LZD", 0x1f, 1, cite(NO, GENX_IR_SAT), ARI, types("LZD", DWORD_U, "vISA spec, LZD: Supported Types")),
        // No Supported Types line: the count is a dword of any integer source
        // (the pseudo-code's `UD val = src0[i]`).
        row(Cbit, "cbit", "CBIT", 0x27, 1, cite(NO, "vISA spec, CBIT: Properties (no Saturation)"), NONE, OperandTypes {
            dst: DWORD,
            ..types("CBIT", INT32_DOWN, "vISA spec, CBIT: Semantics (UD val = src0[i]; no Supported Types line)")
        }),
        row(Bfrev, "bfrev", "BFREV", 0x48, 1, cite(NO, "vISA spec, BFREV: Properties (no Saturation)"), NONE, types("BFREV", DWORD_U, "vISA spec, BFREV: Supported Types")),
        // No Supported Types line: the Description's signed and unsigned dword.
        row(Fbh, "fbh", "FBH", 0x2f, 1, cite(NO, "vISA spec, FBH: Properties (no Saturation)"), NONE, types("FBH", DWORD, "vISA spec, FBH: Description (src0 signed or unsigned; no Supported Types line)")),
        row(Fbl, "fbl", "FBL", 0x2e, 1, cite(NO, "vISA spec, FBL: Properties (no Saturation)"), NONE, types("FBL", DWORD_U, "vISA spec, FBL: Supported Types")),
        row(Not, "not", "NOT", 0x23, 1, cite(NO, "vISA spec, NOT: Properties (no Saturation)"), Logic, types("NOT", LOGIC, "vISA spec, NOT: Supported Types")),
        AluDesc {
            platforms: cite(XELP_ON, "vISA spec, instructions by platform appendix: ROL from ICLLP on"),
            ..row(Rol, "rol", "ROL", 0x80, 2, cite(NO, "vISA spec, ROL: Properties (no Saturation)"), NONE, types("ROL", WORD_DWORD, "vISA spec, ROL: Supported Types"))
        },
        AluDesc {
            platforms: cite(XELP_ON, "vISA spec, instructions by platform appendix: ROR from ICLLP on"),
            ..row(Ror, "ror", "ROR", 0x81, 2, cite(NO, "vISA spec, ROR: Properties (no Saturation)"), NONE, types("ROR", WORD_DWORD, "vISA spec, ROR: Supported Types"))
        },
    ]
};

/// CMP's operand types (its own variant of [`Instruction`](super::program::Instruction)).
pub static CMP: OperandTypes = OperandTypes {
    dst: CMP_DST,
    ..types("CMP", CMP_SRC, "vISA spec, CMP: Notes (Supported Type: Source, Destination)")
};

/// SETP's operand types (its own variant of [`Instruction`](super::program::Instruction)).
pub static SETP: OperandTypes = OperandTypes {
    dst: TypeSet::of(&[Bool]),
    ..types("SETP", SETP_SRC, "vISA spec, SETP: Src0 (\"Must have type UB,UW,UD\")")
};

/// The exact type rows of the irregular instructions, for the verifier's rule list.
pub static IRREGULAR_TYPES: [&OperandTypes; 2] = [&CMP, &SETP];

/// Which operand-type row an instruction reads: its ALU row's, or CMP's or
/// SETP's own. The program model, above this table, maps its instructions
/// onto it (`From<&Instruction>`, in `program.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRow {
    Alu(AluOp),
    Cmp,
    Setp,
    /// Messages and control flow: no type row.
    None,
}

/// The exact types of an instruction (`None` for messages and control flow).
pub fn types_of(inst: impl Into<TypeRow>) -> Option<&'static OperandTypes> {
    match inst.into() {
        TypeRow::Alu(op) => Some(&op.desc().types),
        TypeRow::Cmp => Some(&CMP),
        TypeRow::Setp => Some(&SETP),
        TypeRow::None => None,
    }
}

/// The type a type rule reads for an operand of type `ty`: packed
/// immediates as the vectors they stand for.
pub fn rule_type(ty: ElemType) -> ElemType {
    match ty {
        V => W,
        UV => UW,
        VF => F,
        t => t,
    }
}

/// The roles of an instruction's operands by position, as
/// [`OperandTypes::violation`] reads them: the destination first.
pub const ROLES: [&str; 4] = ["dst", "src0", "src1", "src2"];

impl OperandTypes {
    /// The first operand whose type the row does not allow (`types` by
    /// position, as [`ROLES`] names them; `None` where unknown), with its role
    /// and the types the row allows there.
    pub fn violation(&self, types: &[Option<ElemType>]) -> Option<(&'static str, ElemType, &'static [ElemType])> {
        for (position, (&ty, role)) in types.iter().zip(ROLES).enumerate() {
            let Some(ty) = ty.map(rule_type) else { continue };
            let allowed = match position {
                0 => self.dst,
                2 => self.src1,
                _ => self.src0,
            };
            if !allowed.contains(ty) {
                return Some((role, ty, allowed.list));
            }
        }
        None
    }

    /// For a row with [`OperandTypes::same_type`], whether the operands differ.
    pub fn mixed(&self, types: &[Option<ElemType>]) -> bool {
        let mut types = types.iter().filter_map(|&t| t.map(rule_type));
        let first = types.next();
        self.same_type && types.any(|t| Some(t) != first)
    }
}

/// What a platform's ALU lacks for an instruction: a 64-bit integer
/// operation (`q`/`uq` operands) or FP64 (`df` operands); the platform
/// table's `int64` and `fp64` cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lack {
    Int64(Int64Op),
    Fp64,
}

impl Lack {
    /// `add with q/uq operands is a 64-bit integer add, which xehpg's ALU
    /// does not have (64-bit integer ALU: none)`, for `mnemonic` on
    /// `platform`; where that is written down is [`Lack::source`].
    pub fn describe(self, mnemonic: &str, platform: Platform) -> String {
        match self {
            Lack::Int64(op) => {
                let what = match op {
                    Int64Op::Saturate => format!("{mnemonic}.sat into a q/uq destination is 64-bit saturation"),
                    Int64Op::Abs => format!("{mnemonic} with (abs) on a q/uq source is a 64-bit absolute value"),
                    op => format!("{mnemonic} with q/uq operands is a 64-bit integer {}", op.name()),
                };
                format!(
                    "{what}, which is not available on {platform}'s ALU (64-bit integer ALU: {})",
                    platform.int64().describe()
                )
            }
            Lack::Fp64 => format!("{mnemonic} with a df operand needs FP64, which is not available on {platform}"),
        }
    }

    /// The platform table's cell that says so.
    pub fn source(self, platform: Platform) -> &'static str {
        match self {
            Lack::Int64(_) => platform.desc().int64.source,
            Lack::Fp64 => platform.desc().fp64.source,
        }
    }
}

/// What `platform`'s ALU lacks to run an instruction doing `op` (its 64-bit
/// integer operation: [`AluOp::int64_op`], or [`Int64Op::Compare`] for
/// CMP) with operands of `types` (dst first; packed immediates as their
/// vectors), `.sat` and source `modifiers`; `None` when it has all of it.
pub fn platform_lacks(
    platform: Platform,
    op: Option<Int64Op>,
    types: &[ElemType],
    sat: bool,
    modifiers: &[SrcModifier],
) -> Option<Lack> {
    if !platform.has_fp64() && types.contains(&DF) {
        return Some(Lack::Fp64);
    }
    let qword = |t: &ElemType| matches!(t, Q | UQ);
    if platform.int64() == Int64Alu::Full || !types.iter().any(qword) {
        return None;
    }
    let needs = [
        op,
        (sat && types.first().is_some_and(qword)).then_some(Int64Op::Saturate),
        types[1..]
            .iter()
            .zip(modifiers)
            .any(|(t, m)| qword(t) && matches!(m, SrcModifier::Abs | SrcModifier::NegAbs))
            .then_some(Int64Op::Abs),
    ];
    // A row whose page takes no qword type has no 64-bit form to lack: the
    // supported-type rule refuses such an operand.
    needs.into_iter().flatten().find(|&op| !platform.int64_in_visa(op)).map(Lack::Int64)
}

impl AluOp {
    /// The 64-bit integer operation an instruction of this row performs
    /// when it has `q`/`uq` operands (as IGC's emulation tells them apart);
    /// `None` for rows whose page takes no qword type.
    pub fn int64_op(self) -> Option<Int64Op> {
        use AluOp::*;
        Some(match self {
            Mov => Int64Op::Move,
            Sel => Int64Op::Select,
            Add => Int64Op::Add,
            Mul => Int64Op::Multiply,
            Min | Max => Int64Op::MinMax,
            Shl | Shr | Asr => Int64Op::Shift,
            And | Or | Xor | Not => Int64Op::Logic,
            _ => return None,
        })
    }

    pub fn desc(self) -> &'static AluDesc {
        &ALU[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.desc().mnemonic
    }

    /// The operation a text mnemonic names (any case).
    pub fn from_mnemonic(mnemonic: &str) -> Option<AluOp> {
        ALU.iter().find(|s| s.mnemonic.eq_ignore_ascii_case(mnemonic)).map(|s| s.op)
    }

    /// The operation of a binary opcode and (for MIN_MAX) its op byte.
    pub fn from_opcode(opcode: u8, op_byte: impl FnOnce() -> Option<u8>) -> Option<AluOp> {
        let mut rows = ALU.iter().filter(|s| s.opcode == opcode).peekable();
        rows.peek()?;
        match rows.peek().and_then(|s| s.op_byte) {
            None => rows.next().map(|s| s.op),
            Some(_) => {
                let byte = op_byte()?;
                rows.find(|s| s.op_byte == Some(byte)).map(|s| s.op)
            }
        }
    }

    /// Whether any row has this opcode.
    pub fn is_alu_opcode(opcode: u8) -> bool {
        ALU.iter().any(|s| s.opcode == opcode)
    }
}

/// The sources of an ALU instruction: as many as its row says (1 to 3).
/// Unused slots hold a fixed filler, so equality and hashing see only the
/// sources that exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Srcs {
    len: u8,
    items: [SrcOperand; 3],
}

const FILLER: SrcOperand = SrcOperand::Immediate(Immediate { ty: UD, bits: 0 });

impl Srcs {
    pub fn one(a: SrcOperand) -> Srcs {
        Srcs { len: 1, items: [a, FILLER, FILLER] }
    }

    pub fn two(a: SrcOperand, b: SrcOperand) -> Srcs {
        Srcs { len: 2, items: [a, b, FILLER] }
    }

    pub fn three(a: SrcOperand, b: SrcOperand, c: SrcOperand) -> Srcs {
        Srcs { len: 3, items: [a, b, c] }
    }

    /// `None` for an empty slice or more than three sources.
    pub fn from_slice(srcs: &[SrcOperand]) -> Option<Srcs> {
        match *srcs {
            [a] => Some(Srcs::one(a)),
            [a, b] => Some(Srcs::two(a, b)),
            [a, b, c] => Some(Srcs::three(a, b, c)),
            _ => None,
        }
    }

    pub fn as_slice(&self) -> &[SrcOperand] {
        &self.items[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `i`-th source; `None` past the last.
    pub fn get(&self, i: usize) -> Option<SrcOperand> {
        self.as_slice().get(i).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_indexed_by_op_and_opcodes_are_unique() {
        for (i, desc) in ALU.iter().enumerate() {
            assert_eq!(desc.op as usize, i, "{}", desc.mnemonic);
            assert_eq!(AluOp::from_mnemonic(desc.mnemonic), Some(desc.op));
            assert_eq!(AluOp::from_opcode(desc.opcode, || desc.op_byte), Some(desc.op));
            let same: Vec<_> = ALU.iter().filter(|s| s.opcode == desc.opcode).collect();
            assert!(same.len() == 1 || same.iter().all(|s| s.op_byte.is_some()), "{}", desc.mnemonic);
            assert_eq!(desc.types.name, desc.page);
        }
        assert_eq!(AluOp::from_opcode(0x45, || Some(2)), None);
        assert_eq!(AluOp::from_opcode(0xff, || None), None);
    }

    #[test]
    fn type_rows_follow_the_pages() {
        let (mul, mulh, add) = (AluOp::Mul.desc(), AluOp::Mulh.desc(), AluOp::Add.desc());
        let (mul, mulh, add) = (mul.types, mulh.types, add.types);
        let shr = AluOp::Shr.desc().types;
        assert!(!mul.src1.contains(Q) && !mul.src1.contains(UQ) && mul.dst.contains(Q));
        assert!(add.src1.contains(Q));
        assert_eq!(mulh.src0.list, &[D, UD]);
        assert_eq!(shr.violation(&[Some(D)]), Some(("dst", D, UNSIGNED.list)));
        assert_eq!(shr.violation(&[Some(UD), Some(UD), Some(D)]), None);
        assert_eq!(shr.violation(&[Some(UD), Some(UD), Some(F)]), Some(("src1", F, SHL_TYPES.list)));
        assert!(mulh.mixed(&[Some(UD), Some(D), Some(D)]));
        assert!(!mulh.mixed(&[Some(D), Some(D), None]));
        assert_eq!(add.violation(&[None, Some(V)]), None);
    }

    #[test]
    fn type_sets_hold_exactly_their_lists() {
        let rows = ALU.iter().map(|d| &d.types).chain(IRREGULAR_TYPES);
        for set in rows.flat_map(|r| [r.dst, r.src0, r.src1]) {
            for t in ElemType::ALL {
                assert_eq!(set.contains(t), set.list.contains(&t), "{t} in {:?}", set.list);
            }
        }
    }

    #[test]
    fn srcs_compare_by_the_sources_that_exist() {
        let a = SrcOperand::imm(D, 1);
        assert_eq!(Srcs::from_slice(&[a]), Some(Srcs::one(a)));
        assert_ne!(Srcs::one(a), Srcs::two(a, FILLER));
        assert_eq!(Srcs::two(a, a).as_slice(), &[a, a]);
        assert_eq!(Srcs::from_slice(&[]), None);
        assert_eq!(Srcs::from_slice(&[a; 4]), None);
    }
}
