//! Printer for the `.visaasm` text form (`8_appendix_visa_assembly_syntax.md`).
//!
//! The output is canonical: lower-case mnemonics and types, header lines in a
//! fixed order (`.kernel`, general `.decl`s, predicates, surfaces, `.input`s,
//! `.kernel_attr`s), instructions indented by four spaces, immediates in hex.
//! [`super::parse::parse_program`] reads it back to the same [`Program`].

use std::fmt::Write;

use super::program::*;
use super::types::*;

/// Prints every kernel, separated by one blank line.
pub fn print_program(p: &Program) -> String {
    p.kernels.iter().map(print_kernel).collect::<Vec<_>>().join("\n")
}

/// Prints one kernel; every line, the last included, ends with a newline.
pub fn print_kernel(k: &Kernel) -> String {
    let mut out = String::new();
    // `write!` into a String cannot fail.
    let _ = writeln!(out, ".kernel {}", k.name);
    for v in &k.vars {
        let _ = write!(out, ".decl {} v_type=G type={} num_elts={} align={}", v.name, v.ty, v.num_elts, v.align.name());
        if let Some(a) = v.alias {
            let _ = write!(out, " alias=<{}, {}>", k.var_name(a.base), a.offset);
        }
        out.push('\n');
    }
    for p in &k.preds {
        let _ = writeln!(out, ".decl {} v_type=P num_elts={}", p.name, p.num_elts);
    }
    for s in &k.surfaces {
        let _ = writeln!(out, ".decl {} v_type=T num_elts={}", s.name, s.num_elts);
    }
    for input in &k.inputs {
        let name = match input.var {
            InputVar::General(v) => k.var_name(v),
            InputVar::Surface(s) => k.surface_name(s),
        };
        let _ = writeln!(out, ".input {name} offset={} size={}", input.offset, input.size);
    }
    for attr in &k.attrs {
        let _ = match &attr.value {
            Some(value) => writeln!(out, ".kernel_attr {}={value}", attr.name),
            None => writeln!(out, ".kernel_attr {}", attr.name),
        };
    }
    for inst in &k.body {
        let _ = writeln!(out, "    {}", print_instruction(k, inst));
    }
    out
}

/// Prints one instruction, without indentation or trailing newline.
pub fn print_instruction(k: &Kernel, inst: &Instruction) -> String {
    let raw = |r: RawOperand| format!("{}.{}", k.var_name(r.var), r.offset);
    let src = |s: SrcOperand| src_operand(k, s);
    let dst = |d: DstOperand| dst_operand(k, d);
    let body = match *inst {
        Instruction::Scatter4Scaled(m) => format!(
            "scatter4_scaled.{} {} {} {} {} {}",
            m.channels.text(),
            m.exec,
            k.surface_name(m.surface),
            src(m.global_offset),
            raw(m.element_offset),
            raw(m.src)
        ),
        Instruction::QwScatter(m) => format!(
            "qw_scatter.{} {} {} {} {}",
            m.num_blocks.count(),
            m.exec,
            k.surface_name(m.surface),
            raw(m.offset),
            raw(m.src)
        ),
        Instruction::SvmGather(m) => format!(
            "svm_gather.{}.{} {} {} {}",
            m.block_size.bytes(),
            m.num_blocks.count(),
            m.exec,
            raw(m.addresses),
            raw(m.dst)
        ),
        Instruction::TypedAtomic(m) => format!(
            "typed_atomic.{}{} {} {} {} {} {} {} {} {} {}",
            m.op.name(),
            if m.is_16bit { ".16" } else { "" },
            m.exec,
            k.surface_name(m.surface),
            raw(m.u),
            raw(m.v),
            raw(m.r),
            raw(m.lod),
            raw(m.src0),
            raw(m.src1),
            raw(m.dst)
        ),
        Instruction::Mov { exec, dst: d, src: s, .. } => format!("mov {exec} {} {}", dst(d), src(s)),
        Instruction::Binary { op, exec, dst: d, src0, src1, .. } => {
            format!("{} {exec} {} {} {}", op.name(), dst(d), src(src0), src(src1))
        }
        Instruction::Cmp { rel, exec, dst: d, src0, src1 } => {
            format!("cmp.{} {exec} {} {} {}", rel.name(), dst(d), src(src0), src(src1))
        }
        Instruction::Setp { exec, dst: d, src: s } => format!("setp {exec} {} {}", k.pred_name(d), src(s)),
        Instruction::Sel { exec, dst: d, src0, src1, .. } => {
            format!("sel {exec} {} {} {}", dst(d), src(src0), src(src1))
        }
        Instruction::Ret { exec, .. } => format!("ret {exec}"),
    };
    match inst.pred() {
        Some(p) => format!("{} {body}", predicate(k, p)),
        None => body,
    }
}

/// `(P1)`, `(!P1)`, `(P1.any)`, `(!P1.all)`.
fn predicate(k: &Kernel, p: Predicate) -> String {
    let combine = match p.combine {
        PredCombine::Sequential => "",
        PredCombine::Any => ".any",
        PredCombine::All => ".all",
    };
    format!("({}{}{combine})", if p.inverse { "!" } else { "" }, k.pred_name(p.var))
}

fn src_operand(k: &Kernel, s: SrcOperand) -> String {
    match s {
        SrcOperand::General { var, row, col, region, modifier } => {
            let m = match modifier {
                SrcModifier::None => "",
                SrcModifier::Neg => "(-)",
                SrcModifier::Abs => "(abs)",
                SrcModifier::NegAbs => "(-abs)",
            };
            let Region { vstride, width, hstride } = region;
            format!("{m}{}({row},{col})<{vstride};{width},{hstride}>", k.var_name(var))
        }
        SrcOperand::Immediate(imm) => immediate(imm),
        SrcOperand::Predicate(p) => k.pred_name(p),
    }
}

fn dst_operand(k: &Kernel, d: DstOperand) -> String {
    match d {
        DstOperand::General { var, row, col, hstride } => format!("{}({row},{col})<{hstride}>", k.var_name(var)),
        DstOperand::Predicate(p) => k.pred_name(p),
    }
}

/// The significant bits in hex, whatever the type: `0x3f800000:f`. Hex keeps
/// every bit pattern (NaN payloads, -0.0) exact, so the text round-trips.
fn immediate(imm: Immediate) -> String {
    format!("0x{:x}:{}", imm.bits & type_mask(imm.ty), imm.ty)
}

/// The mask of a type's significant bits (`size_bytes` bytes).
pub(crate) fn type_mask(ty: ElemType) -> u64 {
    match ty.size_bytes() * 8 {
        bits @ 1..=63 => (1u64 << bits) - 1,
        _ => u64::MAX,
    }
}
