//! Which element types each ALU instruction takes exactly (the ALU table
//! of `alu.rs` has only their classes), as data: one row per
//! instruction from its page's "Supported Types" (or, where a page has no
//! such line, the types its Notes name). The verifier checks every operand
//! against its row (rule `supported-type`); the emulator refuses, as the
//! verifier does, an instruction outside it (the page gives it no meaning).
//!
//! A packed immediate counts as the vector it stands for (vISA spec,
//! Operands chapter, Immediate Operands): `v` as `w`, `uv` as `uw`, `vf` as
//! `f`. A predicate operand counts as `bool`.

use super::alu::AluOp;
use super::program::Instruction;
use super::types::ElemType::{self, *};

/// The types an instruction's operands may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AluTypes {
    /// The instruction, as the page names it.
    pub name: &'static str,
    pub dst: &'static [ElemType],
    pub src0: &'static [ElemType],
    pub src1: &'static [ElemType],
    /// Every operand has the same type (MULH's Description).
    pub same_type: bool,
    /// Where the rows are written down.
    pub source: &'static str,
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

const fn row(name: &'static str, types: &'static [ElemType], source: &'static str) -> AluTypes {
    AluTypes { name, dst: types, src0: types, src1: types, same_type: false, source }
}

pub const ADD: AluTypes = row("ADD", ARITH, "vISA spec, ADD: Supported Types");
/// A `q`/`uq` destination takes the whole product of 32-bit sources: IGC
/// writes `mul` so on gen9 (`testdata/igc/gen9/arith.visaasm`) and the
/// assembler accepts it; the sources are as the page says.
pub const MUL: AluTypes = AluTypes {
    dst: MUL_DST_TYPES,
    ..row("MUL", MUL_TYPES, "vISA spec, MUL: Supported Types (sources; a q or uq destination as IGC writes it)")
};
pub const MULH: AluTypes = AluTypes {
    same_type: true,
    ..row("MULH", MULH_TYPES, "vISA spec, MULH: Supported Types; Description (\"must have the same integer type\")")
};
/// The shift count (src1) "may have any integer type".
pub const SHL: AluTypes =
    AluTypes { src1: SHL_TYPES, ..row("SHL", SHL_TYPES, "vISA spec, SHL: Supported Types, Notes") };
pub const SHR: AluTypes = AluTypes {
    src1: SHL_TYPES,
    ..row("SHR", UNSIGNED, "vISA spec, SHR: Supported Types, Notes (\"Dst and src0 must have unsigned integer type\")")
};
pub const ASR: AluTypes = AluTypes {
    src1: SHL_TYPES,
    ..row("ASR", SIGNED, "vISA spec, ASR: Supported Types, Notes (\"Dst and src0 must have signed integral type\")")
};
pub const AND: AluTypes = row("AND", LOGIC, "vISA spec, AND: Supported Types");
pub const OR: AluTypes = row("OR", LOGIC, "vISA spec, OR: Supported Types");
pub const XOR: AluTypes = row("XOR", LOGIC, "vISA spec, XOR: Supported Types");
pub const SEL: AluTypes = row("SEL", ARITH, "vISA spec, SEL: Supported Types");
pub const MOV: AluTypes = row("MOV", MOV_TYPES, "vISA spec, MOV: Notes (Supported Type)");
pub const CMP: AluTypes =
    AluTypes { dst: CMP_DST, ..row("CMP", CMP_SRC, "vISA spec, CMP: Notes (Supported Type: Source, Destination)") };
pub const SETP: AluTypes =
    AluTypes { dst: &[Bool], ..row("SETP", SETP_SRC, "vISA spec, SETP: Src0 (\"Must have type UB,UW,UD\")") };

/// Every row.
pub const ALL: [&AluTypes; 13] = [&ADD, &MUL, &MULH, &SHL, &SHR, &ASR, &AND, &OR, &XOR, &SEL, &MOV, &CMP, &SETP];

/// The row of an operation of the ALU table (`None` where only the
/// table's coarse [`super::alu::TypeClass`] is checked).
pub fn of_op(op: AluOp) -> Option<&'static AluTypes> {
    Some(match op {
        AluOp::Add => &ADD,
        AluOp::Mul => &MUL,
        AluOp::Mulh => &MULH,
        AluOp::Shl => &SHL,
        AluOp::Shr => &SHR,
        AluOp::Asr => &ASR,
        AluOp::And => &AND,
        AluOp::Or => &OR,
        AluOp::Xor => &XOR,
        AluOp::Sel => &SEL,
        AluOp::Mov => &MOV,
        _ => return None,
    })
}

/// The row of an instruction (`None` for messages, control flow and the
/// operations without one).
pub fn types_of(inst: &Instruction) -> Option<&'static AluTypes> {
    match inst {
        Instruction::Alu(a) => of_op(a.op),
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

impl AluTypes {
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

    /// For a row with [`AluTypes::same_type`], whether the operands differ.
    pub fn mixed(&self, operands: &[(&'static str, Option<ElemType>)]) -> bool {
        let mut types = operands.iter().filter_map(|&(_, t)| t.map(rule_type));
        let first = types.next();
        self.same_type && types.any(|t| Some(t) != first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_follow_the_pages() {
        assert!(!MUL.src1.contains(&Q) && !MUL.src1.contains(&UQ) && MUL.dst.contains(&Q));
        assert!(ADD.src1.contains(&Q));
        assert_eq!(MULH.src0, &[D, UD]);
        assert_eq!(SHR.violation(&[("dst", Some(D))]), Some(("dst", D, UNSIGNED)));
        assert_eq!(SHR.violation(&[("dst", Some(UD)), ("src0", Some(UD)), ("src1", Some(D))]), None);
        assert!(MULH.mixed(&[("dst", Some(UD)), ("src0", Some(D)), ("src1", Some(D))]));
        assert!(!MULH.mixed(&[("dst", Some(D)), ("src0", Some(D)), ("src1", None)]));
        assert_eq!(ADD.violation(&[("src0", Some(V))]), None);
        for shape in &super::super::alu::ALU {
            if let Some(row) = of_op(shape.op) {
                assert_eq!(row.name, shape.page);
            }
        }
    }
}
