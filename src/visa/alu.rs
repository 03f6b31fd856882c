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
//! [`super::Instruction`]: CMP (a relation byte), SETP (a predicate
//! destination, no predication), ADDC (two destinations) and BFN (a
//! function byte after the sources); their type rows are [`CMP`] and
//! [`SETP`].
//!
//! Types: a packed immediate counts as the vector it stands for (vISA spec,
//! Operands chapter, Immediate Operands): `v` as `w`, `uv` as `uw`, `vf` as
//! `f`. A predicate operand counts as `bool`.

use super::program::Immediate;
use super::program::{Instruction, SrcOperand};
use super::types::ElemType::{self, *};
use visa_passes::target::Platform;

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

/// The operand types an operation takes, coarsely (the pages' "Supported
/// Types" in classes); [`OperandTypes`] has the exact lists where a row has
/// them.
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
    /// Integers or predicates, not mixed (AND, OR, XOR).
    Logic,
    /// MOVS: state operands and UD values.
    State,
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
    pub dst: &'static [ElemType],
    pub src0: &'static [ElemType],
    pub src1: &'static [ElemType],
    /// Every operand has the same type (MULH's Description).
    pub same_type: bool,
    /// Where the lists are written down.
    pub source: &'static str,
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
    pub sat: Saturation,
    pub src_mods: SrcMods,
    pub class: TypeClass,
    /// The exact operand types, where the row has them (else only
    /// [`AluDesc::class`] is checked).
    pub types: Option<OperandTypes>,
    /// The first platform that has it (`{XEHP+}` in the instruction list).
    pub since: Platform,
}

const ARITH: &[ElemType] = &[B, D, DF, F, HF, Q, UB, UD, UQ, UW, W];
const MUL_TYPES: &[ElemType] = &[B, D, DF, F, HF, UB, UD, UW, W];
const MUL_DST_TYPES: &[ElemType] = &[B, D, DF, F, HF, Q, UB, UD, UQ, UW, W];
const MULH_TYPES: &[ElemType] = &[D, UD];
const SHL_TYPES: &[ElemType] = &[B, D, Q, UB, UD, UQ, UW, W];
const UNSIGNED: &[ElemType] = &[UB, UD, UQ, UW];
const SIGNED: &[ElemType] = &[B, D, Q, W];
const LOGIC: &[ElemType] = &[B, Bool, D, Q, UB, UD, UQ, UW, W];
const MOV_TYPES: &[ElemType] = &[Bool, HF, F, DF, B, UB, W, UW, D, UD, Q, UQ];
const CMP_SRC: &[ElemType] = &[HF, F, DF, B, UB, W, UW, D, UD, Q, UQ];
const CMP_DST: &[ElemType] = &[Bool, HF, F, DF, B, UB, UW, D, UD, Q, UQ];
const SETP_SRC: &[ElemType] = &[UB, UW, UD];

/// The same types for every operand.
const fn types(name: &'static str, all: &'static [ElemType], source: &'static str) -> OperandTypes {
    OperandTypes { name, dst: all, src0: all, src1: all, same_type: false, source }
}

const fn minmax(op: AluOp, mnemonic: &'static str, byte: u8) -> AluDesc {
    AluDesc {
        op_byte: Some(byte),
        predicated: false,
        ..row(op, mnemonic, "MIN_MAX", 0x45, 2, Saturation::Yes, SrcMods::Arithmetic, TypeClass::Arithmetic)
    }
}

#[allow(clippy::too_many_arguments)]
const fn row(
    op: AluOp,
    mnemonic: &'static str,
    page: &'static str,
    opcode: u8,
    srcs: usize,
    sat: Saturation,
    src_mods: SrcMods,
    class: TypeClass,
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
        class,
        types: None,
        since: Platform::Gen9,
    }
}

/// The table, in [`AluOp`] order (index it with `op as usize`).
pub static ALU: [AluDesc; 18] = {
    use AluOp::*;
    use Saturation::{FloatOnly, Yes};
    use SrcMods::{Arithmetic, Logic};
    use TypeClass::{Arithmetic as Arith, Convert, Float, Integer, Logic as Bits, State};
    const NO: Saturation = Saturation::No;
    const XEHP: Platform = Platform::XeHpg;
    [
        AluDesc {
            types: Some(types("MOV", MOV_TYPES, "vISA spec, MOV: Notes (Supported Type)")),
            ..row(Mov, "mov", "MOV", 0x29, 1, Yes, Arithmetic, Convert)
        },
        // No Pred field, no modifiers; exec size 1 (the assembly-syntax appendix).
        AluDesc { predicated: false, ..row(Movs, "movs", "MOVS", 0x2d, 1, NO, SrcMods::None, State) },
        AluDesc {
            types: Some(types("SEL", ARITH, "vISA spec, SEL: Supported Types")),
            ..row(Sel, "sel", "SEL", 0x2a, 2, Yes, Arithmetic, Arith)
        },
        AluDesc {
            types: Some(types("ADD", ARITH, "vISA spec, ADD: Supported Types")),
            ..row(Add, "add", "ADD", 0x01, 2, Yes, Arithmetic, Arith)
        },
        AluDesc { since: XEHP, ..row(Add3, "add3", "ADD3", 0x84, 3, Yes, Arithmetic, Integer) },
        // A `q`/`uq` destination takes the whole product of 32-bit sources:
        // IGC writes `mul` so on gen9 (`testdata/igc/gen9/arith.visaasm`) and
        // the assembler accepts it; the sources are as the page says.
        AluDesc {
            types: Some(OperandTypes {
                dst: MUL_DST_TYPES,
                ..types(
                    "MUL",
                    MUL_TYPES,
                    "vISA spec, MUL: Supported Types (sources; a q or uq destination as IGC writes it)",
                )
            }),
            ..row(Mul, "mul", "MUL", 0x10, 2, Yes, Arithmetic, Arith)
        },
        AluDesc {
            types: Some(OperandTypes {
                same_type: true,
                ..types(
                    "MULH",
                    MULH_TYPES,
                    "vISA spec, MULH: Supported Types; Description (\"must have the same integer type\")",
                )
            }),
            ..row(Mulh, "mulh", "MULH", 0x0d, 2, NO, Arithmetic, Integer)
        },
        row(Mad, "mad", "MAD", 0x0c, 3, FloatOnly, Arithmetic, Arith),
        row(Div, "div", "DIV", 0x03, 2, FloatOnly, Arithmetic, Arith),
        row(Sqrt, "sqrt", "SQRT", 0x19, 1, Yes, Arithmetic, Float),
        minmax(Min, "min", 0),
        minmax(Max, "max", 1),
        // The shift count (src1) "may have any integer type".
        AluDesc {
            types: Some(OperandTypes {
                src1: SHL_TYPES,
                ..types("SHL", SHL_TYPES, "vISA spec, SHL: Supported Types, Notes")
            }),
            ..row(Shl, "shl", "SHL", 0x24, 2, Yes, Arithmetic, Integer)
        },
        AluDesc {
            types: Some(OperandTypes {
                src1: SHL_TYPES,
                ..types(
                    "SHR",
                    UNSIGNED,
                    "vISA spec, SHR: Supported Types, Notes (\"Dst and src0 must have unsigned integer type\")",
                )
            }),
            ..row(Shr, "shr", "SHR", 0x25, 2, Yes, Arithmetic, Integer)
        },
        AluDesc {
            types: Some(OperandTypes {
                src1: SHL_TYPES,
                ..types(
                    "ASR",
                    SIGNED,
                    "vISA spec, ASR: Supported Types, Notes (\"Dst and src0 must have signed integral type\")",
                )
            }),
            ..row(Asr, "asr", "ASR", 0x26, 2, NO, Arithmetic, Integer)
        },
        AluDesc {
            types: Some(types("AND", LOGIC, "vISA spec, AND: Supported Types")),
            ..row(And, "and", "AND", 0x20, 2, NO, Logic, Bits)
        },
        AluDesc {
            types: Some(types("OR", LOGIC, "vISA spec, OR: Supported Types")),
            ..row(Or, "or", "OR", 0x21, 2, NO, Logic, Bits)
        },
        AluDesc {
            types: Some(types("XOR", LOGIC, "vISA spec, XOR: Supported Types")),
            ..row(Xor, "xor", "XOR", 0x22, 2, Yes, Logic, Bits)
        },
    ]
};

/// CMP's operand types (its own variant of [`super::Instruction`]).
pub static CMP: OperandTypes = OperandTypes {
    dst: CMP_DST,
    ..types("CMP", CMP_SRC, "vISA spec, CMP: Notes (Supported Type: Source, Destination)")
};

/// SETP's operand types (its own variant of [`super::Instruction`]).
pub static SETP: OperandTypes =
    OperandTypes { dst: &[Bool], ..types("SETP", SETP_SRC, "vISA spec, SETP: Src0 (\"Must have type UB,UW,UD\")") };

/// The exact type rows of the irregular instructions, for the verifier's rule list.
pub static IRREGULAR_TYPES: [&OperandTypes; 2] = [&CMP, &SETP];

/// The exact types of an instruction (`None` for messages, control flow and
/// the operations that have only a [`TypeClass`]).
pub fn types_of(inst: &Instruction) -> Option<&'static OperandTypes> {
    match inst {
        Instruction::Alu(a) => a.op.desc().types.as_ref(),
        Instruction::Cmp { .. } => Some(&CMP),
        Instruction::Setp { .. } => Some(&SETP),
        _ => None,
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

impl OperandTypes {
    /// The first operand (`dst`, `src0`, `src1`, of the types given; `None`
    /// where unknown) whose type the row does not allow, with the types it
    /// allows there.
    pub fn violation(
        &self,
        operands: &[(&'static str, Option<ElemType>)],
    ) -> Option<(&'static str, ElemType, &'static [ElemType])> {
        for &(role, ty) in operands {
            let Some(ty) = ty.map(rule_type) else { continue };
            let allowed = match role {
                "dst" => self.dst,
                "src1" => self.src1,
                _ => self.src0,
            };
            if !allowed.contains(&ty) {
                return Some((role, ty, allowed));
            }
        }
        None
    }

    /// For a row with [`OperandTypes::same_type`], whether the operands differ.
    pub fn mixed(&self, operands: &[(&'static str, Option<ElemType>)]) -> bool {
        let mut types = operands.iter().filter_map(|&(_, t)| t.map(rule_type));
        let first = types.next();
        self.same_type && types.any(|t| Some(t) != first)
    }
}

impl AluOp {
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
            if let Some(types) = &desc.types {
                assert_eq!(types.name, desc.page);
            }
        }
        assert_eq!(AluOp::from_opcode(0x45, || Some(2)), None);
        assert_eq!(AluOp::from_opcode(0x7f, || None), None);
    }

    #[test]
    fn type_rows_follow_the_pages() {
        let (mul, mulh, add) = (AluOp::Mul.desc(), AluOp::Mulh.desc(), AluOp::Add.desc());
        let (mul, mulh, add) = (mul.types.unwrap(), mulh.types.unwrap(), add.types.unwrap());
        let shr = AluOp::Shr.desc().types.unwrap();
        assert!(!mul.src1.contains(&Q) && !mul.src1.contains(&UQ) && mul.dst.contains(&Q));
        assert!(add.src1.contains(&Q));
        assert_eq!(mulh.src0, &[D, UD]);
        assert_eq!(shr.violation(&[("dst", Some(D))]), Some(("dst", D, UNSIGNED)));
        assert_eq!(shr.violation(&[("dst", Some(UD)), ("src0", Some(UD)), ("src1", Some(D))]), None);
        assert!(mulh.mixed(&[("dst", Some(UD)), ("src0", Some(D)), ("src1", Some(D))]));
        assert!(!mulh.mixed(&[("dst", Some(D)), ("src0", Some(D)), ("src1", None)]));
        assert_eq!(add.violation(&[("src0", Some(V))]), None);
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
