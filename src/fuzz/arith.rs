//! The arithmetic the generator applies to values on their way between
//! operations, drawn from the tool's one list of accepted operations
//! (`crate::input::ops`): every instruction and intrinsic row that maps a
//! vector of one element type to a vector of the same type has a [`Form`]
//! here saying which element types it takes and what its other operand
//! is; rows without one are listed in [`UNDRAWN`] with the reason. A form
//! whose ALU instruction a platform lacks (the ALU table's availability
//! cell) is drawn only on the platforms that have it.

use std::sync::LazyLock;

use inkwell::llvm_sys::LLVMOpcode;

use super::gen::case_base::Elem;
use crate::input::ops::{Approx, Intrinsic, INSTRUCTIONS, INTRINSICS};
use crate::visa::AluOp;
use crate::Platform;

/// What a form reads besides the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// Nothing: `fneg x`, `llvm.ctpop(x)`.
    None,
    /// An `i1 false` flag (`llvm.abs(x, false)`, `llvm.ctlz(x, false)`).
    FalseFlag,
    /// A constant splat of any value of the type.
    Any,
    /// A divisor that is not zero (nor -1 when signed): no undefined
    /// behaviour, which the reference would leave unchecked.
    Divisor { signed: bool },
    /// A shift amount below the width (larger is poison).
    Shift,
}

/// One way to apply a row of `crate::input::ops` to `<N x T>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// The instruction's or intrinsic's name (`udiv`, `llvm.genx.ssadd.sat`).
    pub row: &'static str,
    pub intrinsic: bool,
    /// Fast-math flags written after the opcode (`fdiv arcp`).
    pub flags: &'static str,
    pub elems: &'static [Elem],
    pub operand: Operand,
    /// The ALU instruction the operation needs where not every platform
    /// has it (its availability is the ALU table's).
    pub needs: Option<AluOp>,
    /// It computes with float-typed ALU operands (not on the bits, as
    /// `fneg`, `fabs`, `copysign`, `freeze` do): on doubles it needs FP64,
    /// which the platform table gives only some platforms.
    pub float_alu: bool,
}

const INTS: &[Elem] = &[Elem::I8, Elem::I16, Elem::I32, Elem::I64];
const NARROW_INTS: &[Elem] = &[Elem::I8, Elem::I16, Elem::I32];
const DWORD: &[Elem] = &[Elem::I32];
const FLOATS: &[Elem] = &[Elem::Half, Elem::Float, Elem::Double];
const F32: &[Elem] = &[Elem::Float];
const HALF_FLOAT: &[Elem] = &[Elem::Half, Elem::Float];
const ANY: &[Elem] = &[Elem::I8, Elem::I16, Elem::I32, Elem::I64, Elem::Half, Elem::Float, Elem::Double];

/// Rows of `crate::input::ops` the generator does not draw, and why.
pub const UNDRAWN: &[(&str, &str)] = &[
    (
        "zext, sext, trunc, bitcast, ptrtoint, inttoptr",
        "drawn by the conversions between operations (`Writer::convert`)",
    ),
    ("fptoui, fptosi, uitofp, sitofp, fptrunc, fpext", "change the element type: tested by testdata/arith/convert*.ll"),
    (
        "llvm.fptosi.sat, llvm.fptoui.sat, llvm.genx.fptosi.sat, llvm.genx.fptoui.sat, llvm.genx.sstrunc.sat, \
         llvm.genx.sutrunc.sat, llvm.genx.ustrunc.sat, llvm.genx.uutrunc.sat",
        "change the element type",
    ),
    ("icmp, fcmp, select, llvm.genx.any, llvm.genx.all", "produce or read `i1` vectors"),
    (
        "insertelement, extractelement, shufflevector, getelementptr",
        "the shape of values and addresses, drawn by the operations",
    ),
    ("llvm.fma, llvm.fmuladd", "three operands: tested by testdata/arith/fma.ll"),
    (
        "llvm.genx.rdregioni, llvm.genx.rdregionf, llvm.genx.wrregioni, llvm.genx.wrregionf, llvm.genx.wrpredregion",
        "move regions of values: tested by testdata/flow/regions*.ll",
    ),
];

fn form(row: &'static str, intrinsic: bool, elems: &'static [Elem], operand: Operand) -> Form {
    Form { row, intrinsic, flags: "", elems, operand, needs: None, float_alu: false }
}

fn instruction_forms(opcode: LLVMOpcode, name: &'static str) -> Vec<Form> {
    use LLVMOpcode::*;
    let f = |elems, operand| vec![form(name, false, elems, operand)];
    match opcode {
        LLVMAdd | LLVMSub | LLVMMul | LLVMAnd | LLVMOr | LLVMXor => f(INTS, Operand::Any),
        LLVMShl | LLVMLShr | LLVMAShr => f(INTS, Operand::Shift),
        // vISA has no 64-bit integer division (refused, see the note).
        LLVMUDiv | LLVMURem => f(NARROW_INTS, Operand::Divisor { signed: false }),
        LLVMSDiv | LLVMSRem => f(NARROW_INTS, Operand::Divisor { signed: true }),
        LLVMFAdd | LLVMFSub | LLVMFMul => vec![Form { float_alu: true, ..form(name, false, FLOATS, Operand::Any) }],
        LLVMFNeg => f(FLOATS, Operand::None),
        LLVMFreeze => f(ANY, Operand::None),
        // IEEE division everywhere (DIVM, or `emit`'s exact sequence on
        // floats where the platform has none; doubles only where DIVM is:
        // mtl has FP64 but no DIVM); the approximate one too.
        LLVMFDiv => vec![
            Form { float_alu: true, ..form(name, false, &[Elem::Float], Operand::Any) },
            Form { float_alu: true, needs: Some(AluOp::Divm), ..form(name, false, &[Elem::Double], Operand::Any) },
            Form { flags: " arcp", float_alu: true, ..form(name, false, HALF_FLOAT, Operand::Any) },
        ],
        _ => Vec::new(),
    }
}

fn intrinsic_forms(name: &'static str, op: Intrinsic) -> Vec<Form> {
    use Intrinsic::*;
    let llvm = !name.starts_with("llvm.genx.");
    let f = |elems, operand| vec![form(name, true, elems, operand)];
    match op {
        IntMinMax { .. } => f(INTS, Operand::Any),
        FloatMinMax { .. } => vec![Form { float_alu: true, ..form(name, true, FLOATS, Operand::Any) }],
        Abs if llvm => f(INTS, Operand::FalseFlag),
        Abs => f(INTS, Operand::None),
        FAbs => f(FLOATS, Operand::None),
        CopySign => f(FLOATS, Operand::Any),
        AddSat { .. } | GenxAddSat(_) => f(INTS, Operand::Any),
        GenxMulSat(_) | GenxAvg(..) => f(NARROW_INTS, Operand::Any),
        GenxSat => f(HALF_FLOAT, Operand::None),
        CtPop | BitReverse if llvm => f(INTS, Operand::None),
        CtPop | BitReverse | Lzd | Fbl | Fbh { .. } => f(DWORD, Operand::None),
        Ctlz | Cttz => f(INTS, Operand::FalseFlag),
        Mulh { .. } => f(DWORD, Operand::Any),
        Rotate { .. } => {
            vec![Form { needs: Some(AluOp::Rol), ..form(name, true, &[Elem::I16, Elem::I32], Operand::Any) }]
        }
        Round(_) if llvm => f(HALF_FLOAT, Operand::None),
        Round(_) | Frc => f(F32, Operand::None),
        // As `fdiv`: SQRTM/DIVM, or the exact sequences on floats.
        IeeeSqrt => vec![
            Form { float_alu: true, ..form(name, true, &[Elem::Float], Operand::None) },
            Form { float_alu: true, needs: Some(AluOp::Sqrtm), ..form(name, true, &[Elem::Double], Operand::None) },
        ],
        IeeeDiv => vec![
            Form { float_alu: true, ..form(name, true, &[Elem::Float], Operand::Any) },
            Form { float_alu: true, needs: Some(AluOp::Divm), ..form(name, true, &[Elem::Double], Operand::Any) },
        ],
        Math(Approx::Pow) => f(HALF_FLOAT, Operand::Any),
        Math(_) => f(HALF_FLOAT, Operand::None),
        GenxTruncSat(_) | FpToIntSat { .. } | Fma | Any | All | RdRegion | WrRegion | WrPredRegion => Vec::new(),
    }
}

/// Every form, in the order of the rows of `crate::input::ops`.
pub static FORMS: LazyLock<Vec<Form>> = LazyLock::new(|| {
    let instructions = INSTRUCTIONS.iter().flat_map(|o| instruction_forms(o.opcode, o.name));
    instructions.chain(INTRINSICS.iter().flat_map(|r| intrinsic_forms(r.name, r.op))).collect()
});

/// The forms that apply to `elem` on `platform`.
pub fn forms_for(elem: Elem, platform: Platform) -> Vec<usize> {
    (0..FORMS.len()).filter(|&i| FORMS[i].elems.contains(&elem) && drawable(&FORMS[i], elem, platform)).collect()
}

/// Whether `form` on `elem` runs on `platform`: the ALU table has the
/// instruction it needs, and doubles are computed on only where the
/// platform has FP64.
pub fn drawable(form: &Form, elem: Elem, platform: Platform) -> bool {
    form.needs.is_none_or(|op| op.desc().available_on(platform))
        && !(form.float_alu && elem == Elem::Double && !platform.has_fp64())
}

/// The element types a form applies to: integers (applied to the integer
/// view of a value) or floats.
pub fn on_floats(form: &Form) -> bool {
    form.elems.iter().all(|e| e.is_float())
}

/// `operand` (random bits of the element) made legal for the form.
pub fn legal_operand(form: &Form, elem: Elem, bits: u64) -> u64 {
    let width = elem.bytes() * 8;
    let all = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    match form.operand {
        Operand::Shift => bits % u64::from(width),
        Operand::Divisor { signed } if bits & all == 0 || (signed && bits & all == all) => 1,
        _ => bits & all,
    }
}

/// The IR of `form` on `value` of type `ty` (`<N x T>`, mangled `vNT` as
/// `mangled`), its other operand `constant` (already in IR syntax), and
/// the declaration an intrinsic needs.
pub fn render(form: &Form, value: &str, ty: &str, mangled: &str, constant: &str) -> (String, Option<String>) {
    let second = match form.operand {
        Operand::None => None,
        Operand::FalseFlag => Some(("i1".to_string(), "false".to_string())),
        _ => Some((ty.to_string(), constant.to_string())),
    };
    if !form.intrinsic {
        let rhs = match &second {
            None => format!("{}{} {ty} {value}", form.row, form.flags),
            Some((_, c)) => format!("{}{} {ty} {value}, {c}", form.row, form.flags),
        };
        return (rhs, None);
    }
    let name = format!("{}.{mangled}", form.row);
    let (args, params) = match &second {
        None => (format!("{ty} {value}"), ty.to_string()),
        Some((t, c)) => (format!("{ty} {value}, {t} {c}"), format!("{ty}, {t}")),
    };
    (format!("call {ty} @{name}({args})"), Some(format!("declare {ty} @{name}({params})")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_is_drawn_or_listed_as_undrawn() {
        let undrawn: Vec<&str> = UNDRAWN.iter().flat_map(|(rows, _)| rows.split(", ")).collect();
        let listed = |name: &str| undrawn.contains(&name);
        for name in INSTRUCTIONS.iter().map(|o| o.name).chain(INTRINSICS.iter().map(|r| r.name)) {
            let drawn = FORMS.iter().any(|f| f.row == name);
            assert!(drawn != listed(name), "{name}: drawn {drawn}, listed as undrawn {}", listed(name));
        }
    }

    #[test]
    fn operands_avoid_undefined_behaviour_and_poison() {
        let udiv = FORMS.iter().find(|f| f.row == "udiv").expect("udiv");
        let sdiv = FORMS.iter().find(|f| f.row == "sdiv").expect("sdiv");
        let shl = FORMS.iter().find(|f| f.row == "shl").expect("shl");
        assert_eq!(legal_operand(udiv, Elem::I8, 0x100), 1);
        assert_eq!(legal_operand(udiv, Elem::I8, 0xff), 0xff);
        assert_eq!(legal_operand(sdiv, Elem::I8, 0xff), 1);
        assert_eq!(legal_operand(sdiv, Elem::I32, 0x8000_0000), 0x8000_0000);
        assert_eq!(legal_operand(shl, Elem::I16, 35), 3);
    }

    #[test]
    fn platform_forms_follow_the_alu_table() {
        let has = |p: Platform, row: &str| {
            forms_for(Elem::Float, p).iter().any(|&i| FORMS[i].row == row && FORMS[i].flags.is_empty())
        };
        // IEEE division and square root of floats everywhere (DIVM and
        // SQRTM on gen9 and xehpc, exact sequences elsewhere); of doubles
        // only with FP64.
        assert!(has(Platform::Gen9, "fdiv") && has(Platform::XeHpc, "llvm.sqrt"));
        assert!(has(Platform::XeLp, "fdiv") && has(Platform::XeHpg, "llvm.genx.ieee.sqrt"));
        let double = |p: Platform| forms_for(Elem::Double, p).iter().any(|&i| FORMS[i].row == "fdiv");
        assert!(double(Platform::Gen9) && !double(Platform::XeLp) && !double(Platform::XeHpg));
        // mtl has FP64 but no DIVM.
        assert!(!double(Platform::XeLpg) && double(Platform::Xe2));
        let rotates = |p: Platform| forms_for(Elem::I32, p).iter().any(|&i| FORMS[i].row == "llvm.genx.rol");
        assert!(!rotates(Platform::Gen9) && rotates(Platform::XeLp));
    }

    #[test]
    fn renders_instructions_and_intrinsics() {
        let find = |row: &str| FORMS.iter().find(|f| f.row == row).expect(row);
        assert_eq!(render(find("fneg"), "%v", "<2 x float>", "v2f32", "").0, "fneg <2 x float> %v");
        let (call, decl) = render(find("llvm.ctlz"), "%v", "<2 x i32>", "v2i32", "");
        assert_eq!(call, "call <2 x i32> @llvm.ctlz.v2i32(<2 x i32> %v, i1 false)");
        assert_eq!(decl.as_deref(), Some("declare <2 x i32> @llvm.ctlz.v2i32(<2 x i32>, i1)"));
    }
}
