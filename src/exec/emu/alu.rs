//! The ALU instructions the emulator runs: every row of the ALU table
//! (what each computes per channel is `arith.rs`), cmp, setp, ret (and
//! LABEL/SUBROUTINE, no-ops), with saturation and source modifiers.
//!
//! Operands follow `vISA spec, Operands chapter`: source regions
//!
//! ```text
//! FirstElementIndex = R * (GRF_Size_in_Bytes / sizeof(VN_type)) + C;
//! for( int i = 0; i < ExecSize / Width; i++) {
//!   for( int j = 0; j < Width; j++ ) {
//!     SourceDataElements[count++] = VN[FirstElementIndex + i * VertStride + j * HorzStride];
//!   }
//! }
//! ```
//!
//! (element `n` is row `n / Width`, column `n % Width`, which is the same
//! walk and stays defined when Width does not divide ExecSize), destination
//! regions `DstDataElements[i] = VN[FirstElementIndex + i * HorzStride]`, and
//! only channels that `EvaluateChEn` enables are written. All sources are
//! read before the destination is written, so they may overlap.
//!
//! Values are computed exactly (integers as i128, floats as f64) and then
//! converted to the destination type:
//! * int -> int: the source value (sign- or zero-extended per the *source*
//!   type) truncated to the destination width; integer add/mul wrap likewise;
//! * float -> int: rounded toward zero, saturated to the destination range,
//!   NaN -> 0;
//! * int -> float and float -> narrower float: round to nearest even; HF and
//!   BF through the `half` crate;
//! * float arithmetic: in f64 when an operand or the destination is DF, else
//!   in f32 (`arith.rs`).
//!
//! Source modifiers: `-` negates, `(abs)` takes the magnitude, on the source
//! value before any conversion.
//!
//! Saturation (`.sat`, the datatypes chapter, Saturation): the value is
//! converted to the destination type and clamped to its saturation target
//! range: `[0.0, 1.0]` for HF, F, DF (NaN gives 0.0; `-0.0`, between the
//! bounds, is unchanged), the type's range for integers (the exact result,
//! so an overflowing `add.sat` gives the nearest bound).
//!
//! Choices where no page of this set defines the instruction:
//! * shifts run in the execution type: 64 bits when src0 or dst is a qword
//!   type, else 32 (bytes and words are promoted, as the hardware does); the
//!   count is masked to that width - 1. `shr` shifts the src0 bits in zeros;
//!   `asr` treats them as signed in that width.
//! * cmp compares mathematical values (so `-1:d` is less than `0xffffffff:ud`),
//!   floats as IEEE (NaN: only `ne` holds).
//! * SETP from a vector reads bit 0 of each element ("The LSB in each src0
//!   element determines the corresponding dst element's BOOL value"); the
//!   logic instructions read a vector source into a predicate as `!= 0`.
//! * `ret` ends the kernel (it is uniform control flow of exec size 1),
//!   unless it is predicated and its predicate mask is zero.
//! * V/UV immediates: lane n takes element n % 8; VF: element n % 4.

use half::{bf16, f16};

use super::arith::{self, Lane, Num, Types};
use super::chen::pred_mask;
use super::indirect;
use super::rounding::{round_to, FloatMode, Rounding};
use super::state::low_bits;
use super::{FindingKind, Flow, Machine};
use crate::visa::alu::Srcs;
use crate::visa::{
    Alu, AluOp, CarryOp, CmpRel, DstOperand, ElemType, ExecCtrl, GenVarId, Immediate, IndirectRegion, Instruction,
    PredVarId, Predicate, Region, SrcModifier, SrcOperand, StateOperand, SurfaceId,
};
use visa_passes::isa::target::Int64Op;

type Lanes<T> = [T; 32];

/// Executes one non-message instruction of the set [`super::unsupported`]
/// accepts (others are never reached: the run stops before them).
pub fn execute(inst: &Instruction, mx: &mut Machine) -> Flow {
    if forbidden_types(inst, mx) {
        return Flow::Next;
    }
    match *inst {
        Instruction::Alu(a) => alu(&a, mx),
        Instruction::Cmp { rel, exec, dst, src0, src1 } => {
            let chen = mx.chen(exec, None);
            let (mut a, mut b) = ([Num::Int(0); 32], [Num::Int(0); 32]);
            read_src_into(mx, "src0", src0, exec, chen, &mut a);
            read_src_into(mx, "src1", src1, exec, chen, &mut b);
            let mut bits = 0u32;
            for n in 0..exec.lanes() as usize {
                bits |= u32::from(compare(rel, a[n], b[n])) << n;
            }
            match dst {
                DstOperand::Predicate(id) => set_pred(mx, id, exec, chen, bits),
                DstOperand::General { .. } | DstOperand::Indirect { .. } => {
                    // All ones or zero in the destination's element size.
                    let raw: Lanes<u64> = std::array::from_fn(|n| if bits >> n & 1 != 0 { u64::MAX } else { 0 });
                    write_dst_bits(mx, dst, exec, chen, &raw);
                }
                DstOperand::State(_) | DstOperand::Address(_) => {}
            }
        }
        Instruction::Setp { exec, dst, src } => {
            let chen = mx.chen(exec, None);
            let bits = match src {
                SrcOperand::Immediate(_) => scalar_bits(mx, src) as u32,
                SrcOperand::General { region, .. } if region == Region::SCALAR => scalar_bits(mx, src) as u32,
                // "The LSB in each src0 element determines the corresponding
                // dst element's BOOL value."
                _ => {
                    let values = read_src(mx, "src0", src, exec, chen);
                    (0..exec.lanes() as usize).fold(0, |acc, n| acc | ((values[n].as_int() & 1) as u32) << n)
                }
            };
            set_pred(mx, dst, exec, chen, bits);
        }
        Instruction::Carry { op, exec, pred, dst, carry, src0, src1 } => {
            carry_op(mx, op, exec, pred, [dst, carry], [src0, src1])
        }
        Instruction::Bfn { func, exec, pred, dst, src0, src1, src2, .. } => {
            bfn(mx, func, exec, pred, dst, [src0, src1, src2])
        }
        Instruction::AddrAdd { exec, dst, src0, src1 } => {
            let chen = mx.chen(exec, None);
            let addends = read_src(mx, "src1", src1, exec, chen).map(Num::as_int);
            super::indirect::addr_add(mx, exec, dst, src0, &addends);
        }
        // Control flow is `super::control`'s.
        _ => {}
    }
    Flow::Next
}

fn alu(a: &Alu, mx: &mut Machine) {
    let exec = a.exec;
    let src0 = a.src(0).unwrap_or(SrcOperand::imm(ElemType::UD, 0));
    match a.op {
        AluOp::Mov => {
            let chen = mx.chen(exec, a.pred);
            let mut values = [Num::Int(0); 32];
            match src0 {
                // MOV Notes: "The value of the predicate variable is interpreted
                // as an unsigned integer, with element 0 corresponding to the
                // LSB, and copied to <dst>" (exec size 1).
                SrcOperand::Predicate(id) => {
                    mx.check_pred(id);
                    values = [Num::Int(i128::from(mx.state.pred(id))); 32];
                }
                _ => read_src_into(mx, "src0", src0, exec, chen, &mut values),
            }
            write_dst(mx, a.dst, exec, chen, &values, a.sat);
        }
        AluOp::Movs => movs(mx, exec, a.dst, src0),
        AluOp::Sel => {
            // The predicate selects; only the execution mask disables channels.
            let chen = mx.chen(exec, None);
            let choose = match a.pred {
                Some(p) => {
                    mx.check_pred(p.var);
                    pred_mask(p, exec, mx.state.preds())
                }
                None => u32::MAX,
            };
            let x = read_src(mx, "src0", src0, exec, chen);
            let y = read_src(mx, "src1", a.src(1).unwrap_or(src0), exec, chen);
            let out: Lanes<Num> = std::array::from_fn(|n| if choose >> n & 1 != 0 { x[n] } else { y[n] });
            write_dst(mx, a.dst, exec, chen, &out, a.sat);
        }
        op => {
            let chen = mx.chen(exec, a.pred);
            if let DstOperand::Predicate(id) = a.dst {
                let x = pred_bits(mx, src0, exec, chen);
                let y = pred_bits(mx, a.src(1).unwrap_or(src0), exec, chen);
                let bits = match op {
                    AluOp::And => x & y,
                    AluOp::Or => x | y,
                    AluOp::Xor => x ^ y,
                    AluOp::Not => !x,
                    // Arithmetic on predicates has no meaning; the verifier rejects it.
                    _ => 0,
                };
                set_pred(mx, id, exec, chen, bits);
                return;
            }
            const ROLES: [&str; 3] = ["src0", "src1", "src2"];
            let mut srcs = [[Num::Int(0); 32]; 3];
            let mode = super::predefined::float_mode(&mx.state).unwrap_or_default();
            let mut types = Types { dst: dst_type(mx, a.dst), srcs: [ElemType::UD; 3], mode, approx: mx.approx };
            for (i, &src) in a.srcs.as_slice().iter().enumerate() {
                read_src_into(mx, ROLES[i], src, exec, chen, &mut srcs[i]);
                types.srcs[i] = src_type(mx, src);
            }
            let mut out = [Num::Int(0); 32];
            let mut by_zero = 0u32;
            let count = a.srcs.len();
            for n in super::lanes(chen & low_bits(exec.lanes())) {
                let lane: [Num; 3] = std::array::from_fn(|i| match srcs[i][n as usize] {
                    Num::Float(x) => Num::Float(mode.flush_source(x, types.srcs[i])),
                    int => int,
                });
                match arith::compute(op, &lane[..count], &types) {
                    Lane::Value(v) => out[n as usize] = v,
                    Lane::DivideByZero => by_zero |= 1 << n,
                }
            }
            if by_zero != 0 {
                let text = format!(
                    "{} divides by zero in channels {}; no page defines the result, those channels get 0 ({} page, \
                     Semantics)",
                    op.name(),
                    super::lane_text(by_zero),
                    op.desc().page
                );
                mx.report(FindingKind::DivideByZero, text);
            }
            write_dst(mx, a.dst, exec, chen, &out, a.sat);
        }
    }
}

/// ADDC and SUBB, as their pages' Semantics:
///
/// ```text
/// ADDC: for (i = 0; i < exec_size; ++i) {            SUBB: for (i = 0; < exec_size; i += 2){
///         if (ChEn[i]) {                                     if (ChEn[i]) {
///           dst[i] = src0[i] + src1[i];                        dst[i] = src0[i] - src1[i];
///           carry[i] = carry(src0[i] + src1[i]);               borrow[i] = src0[i] < src1[i] ? 1: 0;
///         } }                                                } }
/// ```
///
/// SUBB's loop header is an erratum (it has no condition and steps by 2,
/// though its Description is "component-wise subtraction"; Intel's
/// assembler writes a Gen `subb` over the whole exec size): every channel
/// is computed, as for ADDC (README decision 25). Both take UD only
/// ("Supported Types: UD"); other types are refused as unsupported by
/// their pages (finding `forbidden-type`), like the verifier's `alu-type`.
fn carry_op(
    mx: &mut Machine,
    op: CarryOp,
    exec: ExecCtrl,
    pred: Option<Predicate>,
    dsts: [DstOperand; 2],
    srcs: [SrcOperand; 2],
) {
    let types = [dst_type(mx, dsts[0]), dst_type(mx, dsts[1]), src_type(mx, srcs[0]), src_type(mx, srcs[1])];
    if let Some(t) = types.iter().find(|&&t| crate::visa::alu::rule_type(t) != ElemType::UD) {
        let text = format!(
            "{} has a {t} operand, which the page does not support (Supported Types: UD); not executed (vISA spec, {})",
            op.mnemonic(),
            op.mnemonic().to_uppercase()
        );
        mx.report(FindingKind::ForbiddenType, text);
        return;
    }
    let chen = mx.chen(exec, pred);
    let a = read_src(mx, "src0", srcs[0], exec, chen).map(Num::as_int);
    let b = read_src(mx, "src1", srcs[1], exec, chen).map(Num::as_int);
    let (mut dst, mut second) = ([Num::Int(0); 32], [Num::Int(0); 32]);
    for i in 0..exec.lanes() as usize {
        let (x, y) = (a[i] & 0xffff_ffff, b[i] & 0xffff_ffff);
        let (value, out) = match op {
            CarryOp::Addc => (x + y, (x + y) >> 32),
            CarryOp::Subb => (x - y, i128::from(x < y)),
        };
        dst[i] = Num::Int(value & 0xffff_ffff);
        second[i] = Num::Int(out);
    }
    write_dst(mx, dsts[0], exec, chen, &dst, false);
    write_dst(mx, dsts[1], exec, chen, &second, false);
}

/// BFN (vISA spec, BFN: Semantics): each bit `idx` of a channel is
/// `(BooleanFuncCtrl >> (src0[idx] + (src1[idx] << 1) + (src2[idx] << 2))) & 1`,
/// for the `CHANNEL_SIZE_IN_BITS` bits of the destination's type (sources
/// read as values of their types, extended or truncated to it).
fn bfn(mx: &mut Machine, func: u8, exec: ExecCtrl, pred: Option<Predicate>, dst: DstOperand, srcs: [SrcOperand; 3]) {
    let chen = mx.chen(exec, pred);
    let bits = 8 * dst_type(mx, dst).size_bytes();
    let s: [Lanes<i128>; 3] =
        std::array::from_fn(|k| read_src(mx, ["src0", "src1", "src2"][k], srcs[k], exec, chen).map(Num::as_int));
    let mut out = [0u64; 32];
    for i in 0..exec.lanes() as usize {
        let bit = |k: usize, idx: u32| ((s[k][i] >> idx) & 1) as u32;
        for idx in 0..bits {
            let lookup = bit(0, idx) + (bit(1, idx) << 1) + (bit(2, idx) << 2);
            out[i] |= u64::from((func >> lookup) & 1) << idx;
        }
    }
    write_dst_bits(mx, dst, exec, chen, &out);
}

/// MOVS (vISA spec, MOVS): `dst[i] = src0[i]` for each enabled channel, where
/// a state operand's element is a binding-table index: "the value in Src0 will
/// be interpreted as the index value for the state variable in Dst"; a
/// general destination receives the index of a state source.
fn movs(mx: &mut Machine, exec: ExecCtrl, dst: DstOperand, src: SrcOperand) {
    let chen = mx.chen(exec, None);
    let lanes = super::lanes(chen & low_bits(exec.lanes()));
    let index = |st: StateOperand, n: u32| SurfaceId::offset(st.surface, u32::from(st.offset) + n);
    let values: Lanes<u64> = match src {
        SrcOperand::State(st) => std::array::from_fn(|n| {
            index(st, n as u32).and_then(|id| mx.surface_binding(id)).map_or(u64::MAX, u64::from)
        }),
        other => {
            let nums = read_src(mx, "src0", other, exec, chen);
            std::array::from_fn(|n| encode(nums[n], ElemType::UD))
        }
    };
    match dst {
        DstOperand::State(st) => {
            for n in lanes {
                let Some(id) = index(st, n) else { continue };
                let bti = u8::try_from(values[n as usize]).ok();
                if bti.is_none() {
                    let name = mx.kernel.surface_name(id);
                    let text = format!(
                        "movs gives {name} index {:#x}, which is not a binding-table index (0..=255); {name} is \
                         left unbound (vISA spec, MOVS)",
                        values[n as usize]
                    );
                    mx.report(FindingKind::UnboundSurface, text);
                }
                mx.bind_surface(id, bti);
            }
        }
        _ => {
            let raw: Lanes<u64> = std::array::from_fn(|n| values[n] & u64::from(u32::MAX));
            write_dst_bits(mx, dst, exec, chen, &raw);
        }
    }
}

/// Whether `inst` has an operand of a type its page does not support (the
/// table in `crate::visa::alu`): then it has no meaning and is not
/// executed, and a finding says so.
fn forbidden_types(inst: &Instruction, mx: &mut Machine) -> bool {
    if mx.types_allowed.get(mx.pc).is_some_and(|&allowed| allowed) {
        return false;
    }
    let Some(row) = crate::visa::alu::types_of(inst) else { return false };
    // Run for every instruction executed: no allocation. By position, dst first.
    let mut operands = [None; 4];
    let count = match *inst {
        Instruction::Alu(a) => {
            operands[0] = Some(dst_type(mx, a.dst));
            for (slot, &s) in operands[1..].iter_mut().zip(a.srcs.as_slice()) {
                *slot = Some(src_type(mx, s));
            }
            1 + a.srcs.len()
        }
        Instruction::Cmp { dst, src0, src1, .. } => {
            operands[0] = Some(dst_type(mx, dst));
            operands[1] = Some(src_type(mx, src0));
            operands[2] = Some(src_type(mx, src1));
            3
        }
        Instruction::Setp { src, .. } => {
            operands[0] = Some(ElemType::Bool);
            operands[1] = Some(src_type(mx, src));
            2
        }
        _ => return false,
    };
    let operands = &operands[..count];
    let problem = match row.violation(operands) {
        Some((role, ty, _)) => format!("{role} has type {ty}"),
        None if row.mixed(operands) => "its operands have different types".to_string(),
        None => {
            if let Some(allowed) = mx.types_allowed.get_mut(mx.pc) {
                *allowed = true;
            }
            return false;
        }
    };
    let text = format!("{} {problem}, which the page does not support; not executed ({})", inst.mnemonic(), row.source);
    mx.report(FindingKind::ForbiddenType, text);
    true
}

/// Why the platform's ALU cannot run `inst` (a q/uq operand where it lacks
/// the 64-bit integer operation, a df operand without FP64: the platform
/// table, as the verifier's `int64-alu` and `fp64`), with where that is
/// written down; `None` when it can or `inst` is no ALU instruction.
pub fn platform_lacks(inst: &Instruction, mx: &Machine) -> Option<String> {
    let mut types = [ElemType::Bool; 4];
    let mut modifiers = [SrcModifier::None; 3];
    let (op, sat, count, srcs) = match *inst {
        Instruction::Alu(a) => (a.op.int64_op(), a.sat, 1 + a.srcs.len(), a.srcs),
        Instruction::Cmp { dst, src0, src1, .. } => {
            types[0] = dst_type(mx, dst);
            (Some(Int64Op::Compare), false, 3, Srcs::two(src0, src1))
        }
        _ => return None,
    };
    if let Instruction::Alu(a) = inst {
        types[0] = dst_type(mx, a.dst);
    }
    for (i, &src) in srcs.as_slice().iter().enumerate() {
        types[1 + i] = crate::visa::alu::rule_type(src_type(mx, src));
        if let SrcOperand::General { modifier, .. } | SrcOperand::Indirect { modifier, .. } = src {
            modifiers[i] = modifier;
        }
    }
    let lack = crate::visa::alu::platform_lacks(mx.platform, op, &types[..count], sat, &modifiers[..srcs.len()])?;
    Some(format!("{} ({})", lack.describe(inst.mnemonic(), mx.platform), lack.source(mx.platform)))
}

fn compare(rel: CmpRel, a: Num, b: Num) -> bool {
    use std::cmp::Ordering::*;
    let order = match (a, b) {
        (Num::Int(x), Num::Int(y)) => Some(x.cmp(&y)),
        _ => a.as_f64().partial_cmp(&b.as_f64()),
    };
    match rel {
        CmpRel::Eq => order == Some(Equal),
        CmpRel::Ne => order != Some(Equal),
        CmpRel::Gt => order == Some(Greater),
        CmpRel::Ge => matches!(order, Some(Greater | Equal)),
        CmpRel::Lt => order == Some(Less),
        CmpRel::Le => matches!(order, Some(Less | Equal)),
    }
}

// ---- operands ----------------------------------------------------------------

/// The element type of a general variable operand (UD for what names none).
fn var_type(mx: &Machine, var: GenVarId) -> ElemType {
    match mx.kernel.var(var) {
        Some(v) => v.ty,
        None => crate::visa::PredefinedVar::get(var).map_or(ElemType::UD, |p| p.ty),
    }
}

fn src_type(mx: &Machine, src: SrcOperand) -> ElemType {
    match src {
        SrcOperand::General { var, .. } => var_type(mx, var),
        SrcOperand::Immediate(imm) => imm.ty,
        SrcOperand::Predicate(_) => ElemType::Bool,
        SrcOperand::State(_) => ElemType::UD,
        SrcOperand::Address(_) => ElemType::UW,
        SrcOperand::Indirect { at, .. } => at.ty,
    }
}

fn dst_type(mx: &Machine, dst: DstOperand) -> ElemType {
    match dst {
        DstOperand::General { var, .. } => var_type(mx, var),
        DstOperand::Predicate(_) => ElemType::Bool,
        DstOperand::State(_) => ElemType::UD,
        DstOperand::Address(_) => ElemType::UW,
        DstOperand::Indirect { at, .. } => at.ty,
    }
}

/// The values of a source operand for each channel of `exec` (zero past it).
fn read_src(mx: &mut Machine, role: &str, src: SrcOperand, exec: ExecCtrl, chen: u32) -> Lanes<Num> {
    let mut out = [Num::Int(0); 32];
    read_src_into(mx, role, src, exec, chen, &mut out);
    out
}

/// [`read_src`] into `out`, whose channels past `exec` are left as they
/// are: the instructions run most often read their sources in place rather
/// than copying lanes.
fn read_src_into(mx: &mut Machine, role: &str, src: SrcOperand, exec: ExecCtrl, chen: u32, out: &mut Lanes<Num>) {
    let lanes = exec.lanes() as usize;
    match src {
        SrcOperand::Immediate(imm) if matches!(imm.ty, ElemType::V | ElemType::UV | ElemType::VF) => {
            for (n, v) in out.iter_mut().enumerate().take(lanes) {
                *v = immediate(imm, n);
            }
        }
        SrcOperand::Immediate(imm) => out[..lanes].fill(immediate(imm, 0)),
        SrcOperand::Predicate(id) => {
            mx.check_pred(id);
            let bits = mx.state.pred(id).checked_shr(exec.offset.channel()).unwrap_or(0);
            for (n, v) in out.iter_mut().enumerate().take(lanes) {
                *v = Num::Int(i128::from(bits >> n & 1));
            }
        }
        SrcOperand::General { var, row, col, region, modifier } => {
            let ty = var_type(mx, var);
            let size = ty.size_bytes() as usize;
            let first = usize::from(row) * (mx.grf_size() as usize / size) + usize::from(col);
            let width = usize::from(region.width).max(1);
            // The variable's bytes, found once for every channel (none for a
            // variable the state does not hold: every channel is outside).
            let var_bytes = mx.state.var_bytes(var).unwrap_or_default();
            // Element `index`'s value, and whether all its bytes are inside.
            let element = |index: usize| {
                let inside = var_bytes.get(index * size..).unwrap_or_default();
                let mut bytes = [0u8; 8];
                for (b, &byte) in bytes.iter_mut().zip(inside).take(size) {
                    *b = byte;
                }
                (modify(decode(ty, &bytes), modifier), inside.len() >= size)
            };
            let mut outside = 0u32;
            if region.vstride == 0 && region.hstride == 0 {
                // <0;w,0>: every channel reads the first element.
                let (value, inside) = element(first);
                out[..lanes].fill(value);
                outside = if inside { 0 } else { low_bits(exec.lanes()) };
            } else {
                // Element n is row n / width, column n % width, walked in order.
                let (mut row_first, mut column) = (first, 0);
                for (n, v) in out.iter_mut().enumerate().take(lanes) {
                    let inside;
                    (*v, inside) = element(row_first + column * usize::from(region.hstride));
                    outside |= u32::from(!inside) << n;
                    column += 1;
                    if column == width {
                        (row_first, column) = (row_first + usize::from(region.vstride), 0);
                    }
                }
            }
            operand_outside(mx, role, var, outside & chen, "read as zero");
        }
        SrcOperand::Indirect { at, region, modifier } => {
            let mut bad = Vec::new();
            for (n, v) in out.iter_mut().enumerate().take(lanes) {
                let (index, delta) = indirect::src_element(at, region, n);
                let bytes = indirect::read(mx, at, index, delta).unwrap_or_else(|why| {
                    if chen >> n & 1 != 0 {
                        bad.push((n as u32, why));
                    }
                    [0; 8]
                });
                *v = modify(decode(at.ty, &bytes), modifier);
            }
            indirect::report(mx, role, &bad, "read as zero");
        }
        // Only MOVS reads a state operand, as a binding-table index; only
        // ADDR_ADD an address operand.
        SrcOperand::State(_) | SrcOperand::Address(_) => {}
    }
}

/// The first element of a scalar operand as raw bits (its region is
/// ignored, `vISA spec, Operands chapter` Scalar Operands): SCATTER4_SCALED's `Offset`
/// and SETP's scalar source.
pub fn scalar_bits(mx: &mut Machine, src: SrcOperand) -> u64 {
    match src {
        SrcOperand::Immediate(imm) => imm.bits & size_mask(imm.ty),
        SrcOperand::Predicate(id) => {
            mx.check_pred(id);
            u64::from(mx.state.pred(id))
        }
        SrcOperand::General { var, row, col, .. } => {
            let size = var_type(mx, var).size_bytes() as usize;
            let offset = (usize::from(row) * (mx.grf_size() as usize / size) + usize::from(col)) * size;
            let mut bytes = [0u8; 8];
            if mx.state.read_at(var, offset, &mut bytes[..size]) < size {
                operand_outside(mx, "scalar", var, 1, "read as zero");
            }
            u64::from_le_bytes(bytes)
        }
        SrcOperand::Indirect { at, .. } => {
            let (index, delta) = indirect::src_element(at, IndirectRegion::Single(Region::SCALAR), 0);
            let bytes = indirect::read(mx, at, index, delta).unwrap_or_else(|why| {
                indirect::report(mx, "scalar", &[(0, why)], "read as zero");
                [0; 8]
            });
            u64::from_le_bytes(bytes)
        }
        SrcOperand::State(_) | SrcOperand::Address(_) => 0,
    }
}

/// Per channel, the truth of a source of a predicate-producing logic
/// instruction: predicate bits from the mask-control offset, an immediate's
/// bits (bit n = channel n), or a vector's `value != 0`.
fn pred_bits(mx: &mut Machine, src: SrcOperand, exec: ExecCtrl, chen: u32) -> u32 {
    match src {
        SrcOperand::Predicate(id) => {
            mx.check_pred(id);
            mx.state.pred(id).checked_shr(exec.offset.channel()).unwrap_or(0)
        }
        SrcOperand::Immediate(imm) => imm.bits as u32,
        SrcOperand::General { .. } | SrcOperand::Indirect { .. } => {
            let values = read_src(mx, "src0", src, exec, chen);
            (0..exec.lanes() as usize).fold(0, |acc, n| {
                let set = match values[n] {
                    Num::Int(i) => i != 0,
                    Num::Float(f) => f != 0.0,
                };
                acc | u32::from(set) << n
            })
        }
        SrcOperand::State(_) | SrcOperand::Address(_) => 0,
    }
}

/// Writes channel bits to predicate bits `n + offset` of the enabled channels.
fn set_pred(mx: &mut Machine, id: PredVarId, exec: ExecCtrl, chen: u32, bits: u32) {
    mx.check_pred(id);
    let offset = exec.offset.channel();
    let shift = |v: u32| v.checked_shl(offset).unwrap_or(0);
    mx.state.set_pred_bits(id, shift(chen & low_bits(exec.lanes())), shift(bits));
}

fn write_dst(mx: &mut Machine, dst: DstOperand, exec: ExecCtrl, chen: u32, values: &Lanes<Num>, sat: bool) {
    match dst {
        DstOperand::Predicate(id) => {
            let bits = (0..exec.lanes() as usize).fold(0u32, |acc, n| acc | u32::from(values[n] != Num::Int(0)) << n);
            set_pred(mx, id, exec, chen, bits);
        }
        DstOperand::General { .. } | DstOperand::Indirect { .. } => {
            let ty = dst_type(mx, dst);
            // A conversion to a float rounds in `%cr0`'s mode.
            let mode = super::predefined::float_mode(&mx.state).unwrap_or_default();
            // Only the channels of the execution size are written.
            let mut raw: Lanes<u64> = [0; 32];
            for (bits, &value) in raw.iter_mut().zip(values).take(exec.lanes() as usize) {
                *bits = if sat { encode_saturated(value, ty) } else { encode_in(value, ty, mode) };
            }
            write_dst_bits(mx, dst, exec, chen, &raw);
        }
        // Only MOVS writes a state operand ([`movs`]), only ADDR_ADD an address.
        DstOperand::State(_) | DstOperand::Address(_) => {}
    }
}

/// Writes raw element bits (the low element-size bytes) of enabled channels.
/// Writes `value` to the scalar `dst` (channel 0, NoMask), as many bytes
/// as its type has.
pub fn write_scalar_bits(mx: &mut Machine, dst: DstOperand, value: u64) {
    let mut raw = [0u64; 32];
    raw[0] = value;
    write_dst_bits(mx, dst, ExecCtrl::nm(crate::visa::ExecSize::S1), 1, &raw);
}

fn write_dst_bits(mx: &mut Machine, dst: DstOperand, exec: ExecCtrl, chen: u32, raw: &Lanes<u64>) {
    if let DstOperand::Indirect { at, hstride } = dst {
        let size = at.ty.size_bytes() as usize;
        let mut bad = Vec::new();
        for n in super::lanes(chen & low_bits(exec.lanes())) {
            let (index, delta) = indirect::dst_element(at, hstride, n as usize);
            match indirect::resolve(mx, at, index, delta) {
                Ok((var, byte)) => {
                    mx.state.write_at(var, byte, &raw[n as usize].to_le_bytes()[..size]);
                }
                Err(why) => bad.push((n, why)),
            }
        }
        indirect::report(mx, "dst", &bad, "were dropped");
        return;
    }
    let DstOperand::General { var, row, col, hstride } = dst else { return };
    let size = var_type(mx, var).size_bytes() as usize;
    let first = usize::from(row) * (mx.grf_size() as usize / size) + usize::from(col);
    // The variable's bytes, found once for every channel.
    let mut var_bytes = mx.state.var_bytes_mut(var);
    let mut outside = 0u32;
    for n in super::lanes(chen & low_bits(exec.lanes())) {
        let index = first + n as usize * usize::from(hstride);
        let inside = var_bytes.as_deref_mut().and_then(|b| b.get_mut(index * size..)).unwrap_or_default();
        for (byte, b) in inside.iter_mut().zip(raw[n as usize].to_le_bytes()).take(size) {
            *byte = b;
        }
        if inside.len() < size {
            outside |= 1 << n;
        }
    }
    operand_outside(mx, "dst", var, outside, "were dropped");
}

fn operand_outside(mx: &mut Machine, role: &str, var: GenVarId, lanes: u32, fate: &str) {
    if lanes == 0 {
        return;
    }
    let name = mx.kernel.var_name(var);
    let text = format!(
        "{role} {name}: channels {} access elements outside the variable; those {fate} (vISA spec, Operands chapter, \
         Region-based Addressing: \"The behavior is undefined if an operand attempts to access an out-of-bound \
         data element\")",
        super::lane_text(lanes)
    );
    mx.report(FindingKind::OperandOutOfRange, text);
}

// ---- values --------------------------------------------------------------------

fn size_mask(ty: ElemType) -> u64 {
    match ty.size_bytes() {
        8 => u64::MAX,
        n => (1u64 << (8 * n)) - 1,
    }
}

/// Channel `n` of an immediate: the value itself, or element n of a packed
/// vector (V, UV: eight 4-bit integers; VF: four 8-bit floats).
fn immediate(imm: Immediate, n: usize) -> Num {
    match imm.ty {
        ElemType::V | ElemType::UV => {
            let nibble = (imm.bits >> (4 * (n % 8))) as u8 & 0xf;
            let value = if imm.ty == ElemType::V { i128::from((nibble << 4) as i8 >> 4) } else { i128::from(nibble) };
            Num::Int(value)
        }
        ElemType::VF => Num::Float(vf((imm.bits >> (8 * (n % 4))) as u8)),
        ty => decode(ty, &imm.bits.to_le_bytes()),
    }
}

/// The 8-bit restricted float of VF immediates: sign, 3-bit exponent (bias
/// 3), 4-bit mantissa; an all-zero magnitude is zero.
fn vf(b: u8) -> f64 {
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    if b & 0x7f == 0 {
        return sign * 0.0;
    }
    let exp = i32::from((b >> 4) & 0x7) - 3;
    sign * (1.0 + f64::from(b & 0xf) / 16.0) * 2f64.powi(exp)
}

/// The value of little-endian element bytes of type `ty`.
pub fn decode(ty: ElemType, b: &[u8; 8]) -> Num {
    let q = u64::from_le_bytes(*b);
    match ty {
        ElemType::UB | ElemType::Bool => Num::Int(i128::from(q as u8)),
        ElemType::B => Num::Int(i128::from(q as u8 as i8)),
        ElemType::UW => Num::Int(i128::from(q as u16)),
        ElemType::W | ElemType::V => Num::Int(i128::from(q as u16 as i16)),
        ElemType::UD | ElemType::UV => Num::Int(i128::from(q as u32)),
        ElemType::D => Num::Int(i128::from(q as u32 as i32)),
        ElemType::UQ => Num::Int(i128::from(q)),
        ElemType::Q => Num::Int(i128::from(q as i64)),
        ElemType::F | ElemType::VF => Num::Float(f64::from(f32::from_bits(q as u32))),
        ElemType::DF => Num::Float(f64::from_bits(q)),
        ElemType::HF => Num::Float(f16::from_bits(q as u16).to_f64()),
        ElemType::BF => Num::Float(bf16::from_bits(q as u16).to_f64()),
    }
}

/// The bits of `value` converted to `ty` (see the module doc for the
/// rules), rounding to nearest even.
pub fn encode(value: Num, ty: ElemType) -> u64 {
    encode_in(value, ty, FloatMode::default())
}

/// [`encode`] in a floating-point mode: an integer, or a float into a
/// narrower float, rounds in the mode's direction (datatypes chapter:
/// "Integer to Float", "Float to Float with Lower Precision").
pub fn encode_in(value: Num, ty: ElemType, mode: FloatMode) -> u64 {
    if mode.rounding != Rounding::NearestEven && ty.is_float() {
        let (x, residual) = match value {
            // An integer past 2^53 is rounded by `as f64`; its error is exact in i128.
            Num::Int(i) => (i as f64, (i - i as f64 as i128) as f64),
            Num::Float(f) => (f, 0.0),
        };
        let r = round_to(x, residual, ty, mode);
        return match ty {
            ElemType::DF => r.to_bits(),
            ElemType::HF => u64::from(f16::from_f64(r).to_bits()),
            ElemType::BF => u64::from(bf16::from_f64(r).to_bits()),
            _ => u64::from((r as f32).to_bits()),
        };
    }
    match (value, ty) {
        (Num::Int(i), ElemType::F | ElemType::VF) => u64::from((i as f32).to_bits()),
        (Num::Int(i), ElemType::DF) => (i as f64).to_bits(),
        // |i| <= 2^53 converts to f64 exactly, so the f16/bf16 rounding is the
        // only one; anything larger is infinite in both anyway.
        (Num::Int(i), ElemType::HF) => u64::from(crate::visa::types::f16_bits(i as f64)),
        (Num::Int(i), ElemType::BF) => u64::from(bf16::from_f64(i as f64).to_bits()),
        (Num::Int(i), _) => (i as u64) & size_mask(ty),
        (Num::Float(f), ElemType::F | ElemType::VF) => u64::from((f as f32).to_bits()),
        (Num::Float(f), ElemType::DF) => f.to_bits(),
        (Num::Float(f), ElemType::HF) => u64::from(crate::visa::types::f16_bits(f)),
        (Num::Float(f), ElemType::BF) => u64::from(bf16::from_f64(f).to_bits()),
        // Rust's float -> int `as` rounds toward zero, saturates, and maps NaN to 0.
        (Num::Float(f), ElemType::UB | ElemType::Bool) => u64::from(f as u8),
        (Num::Float(f), ElemType::B) => u64::from(f as i8 as u8),
        (Num::Float(f), ElemType::UW) => u64::from(f as u16),
        (Num::Float(f), ElemType::W | ElemType::V) => u64::from(f as i16 as u16),
        (Num::Float(f), ElemType::UD | ElemType::UV) => u64::from(f as u32),
        (Num::Float(f), ElemType::D) => u64::from(f as i32 as u32),
        (Num::Float(f), ElemType::UQ) => f as u64,
        (Num::Float(f), ElemType::Q) => f as i64 as u64,
    }
}

/// The bits of `value` converted to `ty` and clamped to its saturation
/// target range (the datatypes chapter, Saturation).
pub fn encode_saturated(value: Num, ty: ElemType) -> u64 {
    if ty.is_float() {
        let bits = encode(value, ty);
        let x = match decode(ty, &bits.to_le_bytes()) {
            Num::Float(x) => x,
            Num::Int(i) => i as f64,
        };
        return match x {
            _ if x.is_nan() => encode(Num::Float(0.0), ty),
            _ if x > 1.0 => encode(Num::Float(1.0), ty),
            _ if x < 0.0 => encode(Num::Float(0.0), ty),
            _ => bits,
        };
    }
    let (min, max) = int_range(ty);
    match value {
        Num::Int(i) => encode(Num::Int(i.clamp(min, max)), ty),
        // Float to integer saturates by itself (rounding toward zero).
        Num::Float(_) => encode(value, ty),
    }
}

/// The values an integer type holds.
fn int_range(ty: ElemType) -> (i128, i128) {
    let bits = 8 * ty.size_bytes();
    if ty.is_signed_int() {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

fn modify(value: Num, modifier: SrcModifier) -> Num {
    let abs = |v: Num| match v {
        Num::Int(i) => Num::Int(i.abs()),
        Num::Float(f) => Num::Float(f.abs()),
    };
    let neg = |v: Num| match v {
        Num::Int(i) => Num::Int(-i),
        Num::Float(f) => Num::Float(-f),
    };
    match modifier {
        SrcModifier::None => value,
        SrcModifier::Neg => neg(value),
        SrcModifier::Abs => abs(value),
        SrcModifier::NegAbs => neg(abs(value)),
        // Bitwise not of the two's-complement value (integers only: the logic
        // instructions; the result is cut to the destination's width).
        SrcModifier::Not => match value {
            Num::Int(i) => Num::Int(!i),
            Num::Float(f) => Num::Float(f),
        },
    }
}
