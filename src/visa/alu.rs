//! The ALU instructions as data: one row of [`ALU`] per operation gives its
//! text mnemonic, opcode, number of sources and the modifiers it takes, from
//! the Format and Properties of its page of the vISA spec. The printer, the
//! parser, the binary codec and the verifier read the shape from here; none
//! of them has a case per operation.
//!
//! (Opcodes, Pred fields and properties: vISA spec, each instruction's page;
//! ADD3 and BFN are `{XEHP+}` in its instruction list.)
//!
//! Every row has the same layout, `[(P)] op[.sat] (exec) dst src0 [src1 [src2]]`
//! in text and `opcode exec [op byte] [pred] dst src...` in binary. Three ALU
//! instructions do not fit it and are variants of their own in
//! [`super::Instruction`]: CMP (a relation byte), SETP (a predicate
//! destination, no predication), ADDC (two destinations) and BFN (a
//! function byte after the sources).

use super::program::Immediate;
use super::program::SrcOperand;
use super::types::ElemType;
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
/// Types" in classes; exact type lists are a later refinement).
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

/// The shape of one operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AluShape {
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
    pub types: TypeClass,
    /// The first platform that has it (`{XEHP+}` in the instruction list).
    pub since: Platform,
}

const fn minmax(op: AluOp, mnemonic: &'static str, byte: u8) -> AluShape {
    AluShape {
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
    types: TypeClass,
) -> AluShape {
    AluShape {
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
        since: Platform::Gen9,
    }
}

/// The table, in [`AluOp`] order (index it with `op as usize`).
pub static ALU: [AluShape; 18] = {
    use AluOp::*;
    use Saturation::{FloatOnly, Yes};
    use SrcMods::{Arithmetic, Logic};
    use TypeClass::{Arithmetic as Arith, Convert, Float, Integer, Logic as Bits, State};
    const NO: Saturation = Saturation::No;
    const XEHP: Platform = Platform::XeHpg;
    [
        row(Mov, "mov", "MOV", 0x29, 1, Yes, Arithmetic, Convert),
        // No Pred field, no modifiers; exec size 1 (the assembly-syntax appendix).
        AluShape { predicated: false, ..row(Movs, "movs", "MOVS", 0x2d, 1, NO, SrcMods::None, State) },
        row(Sel, "sel", "SEL", 0x2a, 2, Yes, Arithmetic, Arith),
        row(Add, "add", "ADD", 0x01, 2, Yes, Arithmetic, Arith),
        AluShape { since: XEHP, ..row(Add3, "add3", "ADD3", 0x84, 3, Yes, Arithmetic, Integer) },
        row(Mul, "mul", "MUL", 0x10, 2, Yes, Arithmetic, Arith),
        row(Mulh, "mulh", "MULH", 0x0d, 2, NO, Arithmetic, Integer),
        row(Mad, "mad", "MAD", 0x0c, 3, FloatOnly, Arithmetic, Arith),
        row(Div, "div", "DIV", 0x03, 2, FloatOnly, Arithmetic, Arith),
        row(Sqrt, "sqrt", "SQRT", 0x19, 1, Yes, Arithmetic, Float),
        minmax(Min, "min", 0),
        minmax(Max, "max", 1),
        row(Shl, "shl", "SHL", 0x24, 2, Yes, Arithmetic, Integer),
        row(Shr, "shr", "SHR", 0x25, 2, Yes, Arithmetic, Integer),
        row(Asr, "asr", "ASR", 0x26, 2, NO, Arithmetic, Integer),
        row(And, "and", "AND", 0x20, 2, NO, Logic, Bits),
        row(Or, "or", "OR", 0x21, 2, NO, Logic, Bits),
        row(Xor, "xor", "XOR", 0x22, 2, Yes, Logic, Bits),
    ]
};

impl AluOp {
    pub fn shape(self) -> &'static AluShape {
        &ALU[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.shape().mnemonic
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

const FILLER: SrcOperand = SrcOperand::Immediate(Immediate { ty: ElemType::UD, bits: 0 });

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
        for (i, shape) in ALU.iter().enumerate() {
            assert_eq!(shape.op as usize, i, "{}", shape.mnemonic);
            assert_eq!(AluOp::from_mnemonic(shape.mnemonic), Some(shape.op));
            assert_eq!(AluOp::from_opcode(shape.opcode, || shape.op_byte), Some(shape.op));
            let same: Vec<_> = ALU.iter().filter(|s| s.opcode == shape.opcode).collect();
            assert!(same.len() == 1 || same.iter().all(|s| s.op_byte.is_some()), "{}", shape.mnemonic);
        }
        assert_eq!(AluOp::from_opcode(0x45, || Some(2)), None);
        assert_eq!(AluOp::from_opcode(0x7f, || None), None);
    }

    #[test]
    fn srcs_compare_by_the_sources_that_exist() {
        let a = SrcOperand::imm(ElemType::D, 1);
        assert_eq!(Srcs::from_slice(&[a]), Some(Srcs::one(a)));
        assert_ne!(Srcs::one(a), Srcs::two(a, FILLER));
        assert_eq!(Srcs::two(a, a).as_slice(), &[a, a]);
        assert_eq!(Srcs::from_slice(&[]), None);
        assert_eq!(Srcs::from_slice(&[a; 4]), None);
    }
}
