//! The LLVM IR operations this tool accepts, as one list: the instructions
//! ([`INSTRUCTIONS`]) and the arithmetic intrinsics ([`INTRINSICS`], LLVM's
//! and IGC's vector-compiler `llvm.genx.*` ones; the memory intrinsics are
//! the message table's).
//!
//! `emit` translates exactly these (and the calls and `ret` it handles
//! itself), its dead-code elimination drops them when nothing reads them
//! (all are pure: no memory, no side effect, no trap in the kernel), the
//! reference interpreter accepts exactly these before it runs anything, and
//! both say so in their diagnostics from here. None of them keeps a list of
//! its own. What each computes is not here: `emit` maps it to the ALU table
//! (`crate::visa::alu`), the reference follows LangRef and the intrinsic's
//! documentation, independently.

use inkwell::llvm_sys::LLVMOpcode;

/// One accepted LLVM instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IrOp {
    pub opcode: LLVMOpcode,
    /// As `.ll` files spell it.
    pub name: &'static str,
    /// What `emit` requires beyond the instruction itself, for its
    /// diagnostics (the reference runs every form).
    pub emit_requires: Option<&'static str>,
}

const fn op(opcode: LLVMOpcode, name: &'static str) -> IrOp {
    IrOp { opcode, name, emit_requires: None }
}

/// The instructions, in the order diagnostics list them. Calls and `ret`
/// are handled by each consumer itself.
pub static INSTRUCTIONS: [IrOp; 38] = {
    use LLVMOpcode::*;
    [
        op(LLVMAdd, "add"),
        op(LLVMSub, "sub"),
        op(LLVMMul, "mul"),
        op(LLVMShl, "shl"),
        op(LLVMLShr, "lshr"),
        op(LLVMAShr, "ashr"),
        op(LLVMAnd, "and"),
        op(LLVMOr, "or"),
        op(LLVMXor, "xor"),
        op(LLVMFAdd, "fadd"),
        op(LLVMFSub, "fsub"),
        op(LLVMFMul, "fmul"),
        op(LLVMUDiv, "udiv"),
        op(LLVMSDiv, "sdiv"),
        op(LLVMURem, "urem"),
        op(LLVMSRem, "srem"),
        op(LLVMFNeg, "fneg"),
        op(LLVMFDiv, "fdiv"),
        op(LLVMZExt, "zext"),
        op(LLVMSExt, "sext"),
        op(LLVMTrunc, "trunc"),
        op(LLVMBitCast, "bitcast"),
        op(LLVMPtrToInt, "ptrtoint"),
        op(LLVMIntToPtr, "inttoptr"),
        op(LLVMFPToUI, "fptoui"),
        op(LLVMFPToSI, "fptosi"),
        op(LLVMUIToFP, "uitofp"),
        op(LLVMSIToFP, "sitofp"),
        op(LLVMFPTrunc, "fptrunc"),
        op(LLVMFPExt, "fpext"),
        op(LLVMFreeze, "freeze"),
        op(LLVMICmp, "icmp"),
        op(LLVMFCmp, "fcmp"),
        op(LLVMSelect, "select"),
        op(LLVMInsertElement, "insertelement"),
        op(LLVMExtractElement, "extractelement"),
        IrOp { emit_requires: Some("constant indices"), ..op(LLVMShuffleVector, "shufflevector") },
        op(LLVMGetElementPtr, "getelementptr"),
    ]
};

/// The control-flow instructions. They are not pure (dead code never
/// drops them), so they are not in [`INSTRUCTIONS`]; each consumer follows
/// them itself.
pub static CONTROL_FLOW: [IrOp; 4] = {
    use LLVMOpcode::*;
    [op(LLVMPHI, "phi"), op(LLVMBr, "br"), op(LLVMSwitch, "switch"), op(LLVMUnreachable, "unreachable")]
};

/// Whether `opcode` is one of [`CONTROL_FLOW`].
pub fn is_control_flow(opcode: LLVMOpcode) -> bool {
    CONTROL_FLOW.iter().any(|o| o.opcode == opcode)
}

/// How a vector-compiler intrinsic reads its operands and writes its
/// result: `llvm.genx.su*` has a signed result and unsigned operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Signs {
    pub result: bool,
    pub operands: bool,
}

const SS: Signs = Signs { result: true, operands: true };
const SU: Signs = Signs { result: true, operands: false };
const US: Signs = Signs { result: false, operands: true };
const UU: Signs = Signs { result: false, operands: false };

/// What an accepted intrinsic computes, as far as the tool tells them
/// apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    /// Integer minimum/maximum (`llvm.smin`, `llvm.genx.umax`, ...):
    /// `signed` says how operands compare.
    IntMinMax {
        max: bool,
        signed: bool,
    },
    /// `llvm.minnum`/`maxnum`, `llvm.genx.fmin`/`fmax`: a NaN operand gives
    /// the other.
    FloatMinMax {
        max: bool,
    },
    /// `llvm.abs(x, is_int_min_poison)`, `llvm.genx.absi`.
    Abs,
    /// `llvm.fabs`, `llvm.genx.absf`: the sign bit cleared.
    FAbs,
    /// `llvm.copysign`.
    CopySign,
    /// `llvm.sadd.sat`, `llvm.uadd.sat`, `llvm.ssub.sat`, `llvm.usub.sat`.
    AddSat {
        signed: bool,
        sub: bool,
    },
    /// `llvm.genx.{ss,su,us,uu}add.sat`.
    GenxAddSat(Signs),
    /// `llvm.genx.{ss,su,us,uu}mul.sat`.
    GenxMulSat(Signs),
    /// `llvm.genx.{ss,su,us,uu}avg[.sat]`.
    GenxAvg(Signs, bool),
    /// `llvm.genx.{ss,su,us,uu}trunc.sat`.
    GenxTruncSat(Signs),
    /// `llvm.fptosi.sat`, `llvm.fptoui.sat`, `llvm.genx.fpto[su]i.sat`.
    FpToIntSat {
        signed: bool,
    },
    /// `llvm.genx.sat`: a float clamped to [0, 1].
    GenxSat,
    /// `llvm.ctpop`, `llvm.genx.cbit`.
    CtPop,
    /// `llvm.ctlz(x, is_zero_poison)`.
    Ctlz,
    /// `llvm.cttz(x, is_zero_poison)`.
    Cttz,
    /// `llvm.bitreverse`, `llvm.genx.bfrev`.
    BitReverse,
    /// `llvm.genx.lzd`: leading zeros of a dword (32 for zero).
    Lzd,
    /// `llvm.genx.fbl`: trailing zeros of a dword (`0xffffffff` for zero).
    Fbl,
    /// `llvm.genx.sfbh`, `ufbh`.
    Fbh {
        signed: bool,
    },
    /// `llvm.genx.smulh`, `umulh`: the high dword of the product.
    Mulh {
        signed: bool,
    },
    /// `llvm.genx.rol`, `ror`.
    Rotate {
        left: bool,
    },
    /// Rounding to an integral float: `llvm.floor` / `llvm.genx.rndd`
    /// (down), `ceil` / `rndu` (up), `trunc` / `rndz` (toward zero),
    /// `roundeven`, `rint`, `nearbyint` / `rnde` (to even).
    Round(Rounding),
    /// `llvm.genx.frc`: `x - floor(x)`.
    Frc,
    /// `llvm.sqrt`, `llvm.genx.ieee.sqrt`: the correctly rounded square root.
    IeeeSqrt,
    /// `llvm.genx.ieee.div`: the correctly rounded quotient.
    IeeeDiv,
    /// `llvm.fma`, `llvm.fmuladd`: `a * b + c` rounded once. LangRef lets
    /// `fmuladd` round the product first or not; the tool fuses it always
    /// (one MAD), and its reference computes what it emits.
    Fma,
    /// The math box's approximations (`llvm.genx.inv`, `log`, `exp`, `pow`,
    /// `sin`, `cos`, `sqrt`, `rsqrt`): the verifier compares their results
    /// within a tolerance (`docs/reference.md`).
    Math(Approx),
    /// `llvm.genx.any`, `all`: one `i1` from a vector of them.
    Any,
    All,
    /// `llvm.genx.rdregioni/f(src, vstride, width, stride, offset, parent
    /// width)`: the elements of a region of `src`, the offset in bytes.
    RdRegion,
    /// `llvm.genx.wrregioni/f(old, new, vstride, width, stride, offset,
    /// parent width, mask)`: `old` with the region's elements replaced by
    /// `new`'s where the mask is set.
    WrRegion,
    /// `llvm.genx.wrpredregion(old, new, offset)`: `old` with lanes
    /// `offset..` replaced by `new` (both vectors of `i1`).
    WrPredRegion,
}

/// Rounding directions of [`Intrinsic::Round`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    Down,
    Up,
    TowardZero,
    ToEven,
}

/// The approximate math of `Intrinsic::Approx`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Approx {
    Inv,
    Log2,
    Exp2,
    Pow,
    Sin,
    Cos,
    Sqrt,
    Rsqrt,
}

/// One accepted intrinsic: its name (and any overload suffix after it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntrinsicRow {
    pub name: &'static str,
    pub op: Intrinsic,
}

const fn intr(name: &'static str, op: Intrinsic) -> IntrinsicRow {
    IntrinsicRow { name, op }
}

/// The arithmetic intrinsics, LLVM's (LangRef) then the vector compiler's
/// (vc-intrinsics, `Intrinsic_definitions.py`), and the vector compiler's
/// region intrinsics (pure too: they read and write values, not memory).
pub static INTRINSICS: &[IntrinsicRow] = {
    use Approx::*;
    use Intrinsic::*;
    use Rounding::*;
    &[
        intr("llvm.smin", IntMinMax { max: false, signed: true }),
        intr("llvm.smax", IntMinMax { max: true, signed: true }),
        intr("llvm.umin", IntMinMax { max: false, signed: false }),
        intr("llvm.umax", IntMinMax { max: true, signed: false }),
        intr("llvm.minnum", FloatMinMax { max: false }),
        intr("llvm.maxnum", FloatMinMax { max: true }),
        intr("llvm.abs", Abs),
        intr("llvm.fabs", FAbs),
        intr("llvm.copysign", CopySign),
        intr("llvm.sadd.sat", AddSat { signed: true, sub: false }),
        intr("llvm.uadd.sat", AddSat { signed: false, sub: false }),
        intr("llvm.ssub.sat", AddSat { signed: true, sub: true }),
        intr("llvm.usub.sat", AddSat { signed: false, sub: true }),
        intr("llvm.fptosi.sat", FpToIntSat { signed: true }),
        intr("llvm.fptoui.sat", FpToIntSat { signed: false }),
        intr("llvm.ctpop", CtPop),
        intr("llvm.ctlz", Ctlz),
        intr("llvm.cttz", Cttz),
        intr("llvm.bitreverse", BitReverse),
        intr("llvm.floor", Round(Down)),
        intr("llvm.ceil", Round(Up)),
        intr("llvm.trunc", Round(TowardZero)),
        intr("llvm.roundeven", Round(ToEven)),
        intr("llvm.rint", Round(ToEven)),
        intr("llvm.nearbyint", Round(ToEven)),
        intr("llvm.sqrt", IeeeSqrt),
        intr("llvm.fma", Fma),
        intr("llvm.fmuladd", Fma),
        intr("llvm.genx.sat", GenxSat),
        intr("llvm.genx.ssadd.sat", GenxAddSat(SS)),
        intr("llvm.genx.suadd.sat", GenxAddSat(SU)),
        intr("llvm.genx.usadd.sat", GenxAddSat(US)),
        intr("llvm.genx.uuadd.sat", GenxAddSat(UU)),
        intr("llvm.genx.ssmul.sat", GenxMulSat(SS)),
        intr("llvm.genx.sumul.sat", GenxMulSat(SU)),
        intr("llvm.genx.usmul.sat", GenxMulSat(US)),
        intr("llvm.genx.uumul.sat", GenxMulSat(UU)),
        intr("llvm.genx.ssavg", GenxAvg(SS, false)),
        intr("llvm.genx.suavg", GenxAvg(SU, false)),
        intr("llvm.genx.usavg", GenxAvg(US, false)),
        intr("llvm.genx.uuavg", GenxAvg(UU, false)),
        intr("llvm.genx.ssavg.sat", GenxAvg(SS, true)),
        intr("llvm.genx.suavg.sat", GenxAvg(SU, true)),
        intr("llvm.genx.usavg.sat", GenxAvg(US, true)),
        intr("llvm.genx.uuavg.sat", GenxAvg(UU, true)),
        intr("llvm.genx.sstrunc.sat", GenxTruncSat(SS)),
        intr("llvm.genx.sutrunc.sat", GenxTruncSat(SU)),
        intr("llvm.genx.ustrunc.sat", GenxTruncSat(US)),
        intr("llvm.genx.uutrunc.sat", GenxTruncSat(UU)),
        intr("llvm.genx.fptosi.sat", FpToIntSat { signed: true }),
        intr("llvm.genx.fptoui.sat", FpToIntSat { signed: false }),
        intr("llvm.genx.smin", IntMinMax { max: false, signed: true }),
        intr("llvm.genx.smax", IntMinMax { max: true, signed: true }),
        intr("llvm.genx.umin", IntMinMax { max: false, signed: false }),
        intr("llvm.genx.umax", IntMinMax { max: true, signed: false }),
        intr("llvm.genx.fmin", FloatMinMax { max: false }),
        intr("llvm.genx.fmax", FloatMinMax { max: true }),
        intr("llvm.genx.absi", Abs),
        intr("llvm.genx.absf", FAbs),
        intr("llvm.genx.rndd", Round(Down)),
        intr("llvm.genx.rndu", Round(Up)),
        intr("llvm.genx.rndz", Round(TowardZero)),
        intr("llvm.genx.rnde", Round(ToEven)),
        intr("llvm.genx.frc", Frc),
        intr("llvm.genx.lzd", Lzd),
        intr("llvm.genx.cbit", CtPop),
        intr("llvm.genx.bfrev", BitReverse),
        intr("llvm.genx.sfbh", Fbh { signed: true }),
        intr("llvm.genx.ufbh", Fbh { signed: false }),
        intr("llvm.genx.fbl", Fbl),
        intr("llvm.genx.smulh", Mulh { signed: true }),
        intr("llvm.genx.umulh", Mulh { signed: false }),
        intr("llvm.genx.rol", Rotate { left: true }),
        intr("llvm.genx.ror", Rotate { left: false }),
        intr("llvm.genx.inv", Math(Inv)),
        intr("llvm.genx.log", Math(Log2)),
        intr("llvm.genx.exp", Math(Exp2)),
        intr("llvm.genx.pow", Math(Pow)),
        intr("llvm.genx.sin", Math(Sin)),
        intr("llvm.genx.cos", Math(Cos)),
        intr("llvm.genx.sqrt", Math(Sqrt)),
        intr("llvm.genx.rsqrt", Math(Rsqrt)),
        intr("llvm.genx.ieee.sqrt", IeeeSqrt),
        intr("llvm.genx.ieee.div", IeeeDiv),
        intr("llvm.genx.any", Any),
        intr("llvm.genx.all", All),
        intr("llvm.genx.rdregioni", RdRegion),
        intr("llvm.genx.rdregionf", RdRegion),
        intr("llvm.genx.wrregioni", WrRegion),
        intr("llvm.genx.wrregionf", WrRegion),
        intr("llvm.genx.wrpredregion", WrPredRegion),
    ]
};

/// The row of the intrinsic a function name calls (the longest matching
/// name: `llvm.genx.ssadd.sat.v8i32.v8i32` is `llvm.genx.ssadd.sat`).
pub fn intrinsic(name: &str) -> Option<&'static IntrinsicRow> {
    let matches =
        |row: &&IntrinsicRow| name.strip_prefix(row.name).is_some_and(|rest| rest.is_empty() || rest.starts_with('.'));
    INTRINSICS.iter().filter(matches).max_by_key(|row| row.name.len())
}

/// The refusal of a call to one of IGC's SIMD control-flow intrinsics
/// (vc-intrinsics `llvm.genx.simdcf.*`: goto, join, any, predicate,
/// savemask, unmask, remask, get.em). They make control flow diverge per
/// lane, which the tool does not lower: a kernel invocation is one work-item
/// whose SIMD lanes live inside vectors, so a scalar `i1` (even one
/// extracted from a vector compare) is one value for every lane and every
/// `br`/`switch` on it is uniform.
pub fn divergent_control_flow(name: &str) -> Option<String> {
    name.starts_with("llvm.genx.simdcf.").then(|| {
        format!(
            "`@{name}` is SIMD (per-lane, divergent) control flow, which is not supported; supported: uniform \
             control flow, `br` on a scalar `i1` and `switch` on a scalar integer (all lanes take the same way); \
             choose per lane with `select` or a masked load or store instead"
        )
    })
}

/// What a thread-coordinate intrinsic reads: the work-group geometry of
/// the one thread a run executes (docs/launch.md, `[thread]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Implicit {
    /// `llvm.genx.local.id` (`<3 x i32>`), `local.id16` (`<3 x i16>`): the
    /// thread's x, y, z in its group, the CM runtime's `.implicit_LOCAL_ID`.
    LocalId,
    /// `llvm.genx.local.id.x/y/z` (`<8 x i16>`): "SIMD8 dispatch but only
    /// the first component is used"; every element holds the id.
    LocalIdComponent(u8),
    /// `llvm.genx.local.size` (`<3 x i32>`): threads per group in x, y, z,
    /// `.implicit_LOCAL_SIZE`.
    LocalSize,
    /// `llvm.genx.group.count` (`<3 x i32>`): groups in x, y, z,
    /// `.implicit_GROUP_COUNT`.
    GroupCount,
    /// `llvm.genx.group.id.x/y/z` (`i32`): the predefined `%group_id_x/y/z`.
    GroupId(u8),
    /// `llvm.genx.get.hwid` (`i32`): the predefined `%hw_id`, the hardware
    /// thread's id (which private frame is the thread's).
    HwId,
    /// `llvm.visa.private.base` (`i64`): the private memory's base, the CM
    /// runtime's implicit input `PRIVATE_BASE`; only `promote`'s private
    /// frame calls it (`visa_passes::transforms::private_frame`).
    PrivateBase,
}

impl Implicit {
    /// The result types vc-intrinsics declares (`local_id`, `local_size` and
    /// `group_count` are `anyvector` of three; the rest fixed), as (element
    /// bits, lanes; `None`: a scalar), and as `.ll` spells them.
    pub fn result_types(self) -> (&'static [(u32, Option<u32>)], &'static str) {
        match self {
            Implicit::LocalId => (&[(32, Some(3)), (16, Some(3))], "<3 x i32> or <3 x i16>"),
            Implicit::LocalSize | Implicit::GroupCount => (&[(32, Some(3))], "<3 x i32>"),
            Implicit::LocalIdComponent(_) => (&[(16, Some(8))], "<8 x i16>"),
            Implicit::GroupId(_) | Implicit::HwId => (&[(32, None)], "i32"),
            Implicit::PrivateBase => (&[(64, None)], "i64"),
        }
    }

    /// Why a call returning `<lanes x iN>` (`N` = `bits`) is refused, if it is.
    pub fn check_result(self, name: &str, bits: u32, lanes: Option<u32>, int: bool) -> Result<(), String> {
        let (types, text) = self.result_types();
        match int && types.contains(&(bits, lanes)) {
            true => Ok(()),
            false => Err(format!("`{name}` must return {text}")),
        }
    }
}

/// The thread-coordinate intrinsics of vc-intrinsics
/// (`Intrinsic_definitions.py`: `local_id`, `local_id16`, `local_size`,
/// `local_id_x/y/z`, `group_count`; `group.id.x/y/z`, which ESIMD's
/// lowering writes), pure: each reads what the dispatch gave the thread.
pub static IMPLICIT_INTRINSICS: &[(&str, Implicit)] = &[
    ("llvm.genx.local.id", Implicit::LocalId),
    ("llvm.genx.local.id16", Implicit::LocalId),
    ("llvm.genx.local.id.x", Implicit::LocalIdComponent(0)),
    ("llvm.genx.local.id.y", Implicit::LocalIdComponent(1)),
    ("llvm.genx.local.id.z", Implicit::LocalIdComponent(2)),
    ("llvm.genx.local.size", Implicit::LocalSize),
    ("llvm.genx.group.count", Implicit::GroupCount),
    ("llvm.genx.group.id.x", Implicit::GroupId(0)),
    ("llvm.genx.group.id.y", Implicit::GroupId(1)),
    ("llvm.genx.group.id.z", Implicit::GroupId(2)),
    ("llvm.genx.get.hwid", Implicit::HwId),
    (visa_passes::transforms::private_frame::PRIVATE_BASE, Implicit::PrivateBase),
];

/// The thread-coordinate intrinsic `name` calls (the longest matching
/// name: `llvm.genx.local.id.x` is not `llvm.genx.local.id` of type `x`).
pub fn implicit(name: &str) -> Option<Implicit> {
    let matches =
        |row: &&(&str, Implicit)| name.strip_prefix(row.0).is_some_and(|r| r.is_empty() || r.starts_with('.'));
    IMPLICIT_INTRINSICS.iter().filter(matches).max_by_key(|row| row.0.len()).map(|row| row.1)
}

/// The intrinsics that compute nothing at run time, each with why: every
/// consumer (`emit`, the reference) drops a call to one (matched by name,
/// any overload suffix). Their operands are not evaluated, their results
/// never read but by another of them (`llvm.invariant.end` of an
/// `llvm.invariant.start`).
pub static NO_OP_INTRINSICS: &[(&str, &str)] = &[
    ("llvm.dbg.declare", "debug information"),
    ("llvm.dbg.value", "debug information"),
    ("llvm.dbg.assign", "debug information"),
    ("llvm.dbg.label", "debug information"),
    ("llvm.assume", "a promise to the optimizer (the reference reports a false one as undefined behaviour)"),
    ("llvm.experimental.noalias.scope.decl", "alias information for the optimizer"),
    ("llvm.lifetime.start", "marks where memory is live (registers need no marking)"),
    ("llvm.lifetime.end", "marks where memory is live (registers need no marking)"),
    ("llvm.invariant.start", "says memory is not written (a promise to the optimizer)"),
    ("llvm.invariant.end", "says memory is not written (a promise to the optimizer)"),
    ("llvm.sideeffect", "keeps a loop from being deleted"),
    ("llvm.donothing", "does nothing"),
    ("llvm.var.annotation", "an annotation"),
];

/// Whether `name` (with any overload suffix) calls one of
/// [`NO_OP_INTRINSICS`]; `llvm.dbg.*` of any kind are debug information.
pub fn is_no_op(name: &str) -> bool {
    name.starts_with("llvm.dbg.")
        || NO_OP_INTRINSICS
            .iter()
            .any(|(n, _)| name.strip_prefix(n).is_some_and(|r| r.is_empty() || r.starts_with('.')))
}

/// LLVM intrinsics front ends write that the tool refuses, each with why
/// and what it accepts instead (matched by name, any overload suffix);
/// `emit` and the reference say it at the call.
pub static REFUSED_INTRINSICS: &[(&str, &str)] = &[
    (
        "llvm.round",
        "rounds halfway cases away from zero, as no RND instruction does; accepted: `llvm.roundeven`, \
         `llvm.rint`, `llvm.nearbyint` (halfway to even), `llvm.floor`, `llvm.ceil`, `llvm.trunc`",
    ),
    ("llvm.lround", "is not supported; accepted: a rounding (`llvm.rint`, `llvm.floor`, ...) then `fptosi`"),
    ("llvm.llround", "is not supported; accepted: a rounding (`llvm.rint`, `llvm.floor`, ...) then `fptosi`"),
    ("llvm.lrint", "is not supported; accepted: `llvm.rint` then `fptosi`"),
    ("llvm.llrint", "is not supported; accepted: `llvm.rint` then `fptosi`"),
    ("llvm.exp", "is exact math the math unit only approximates; accepted: `llvm.genx.exp` (2^x, approximate) of x * log2(e)"),
    ("llvm.exp2", "is exact math the math unit only approximates; accepted: `llvm.genx.exp` (2^x, approximate)"),
    ("llvm.log", "is exact math the math unit only approximates; accepted: `llvm.genx.log` (log2, approximate) times ln(2)"),
    ("llvm.log2", "is exact math the math unit only approximates; accepted: `llvm.genx.log` (log2, approximate)"),
    ("llvm.log10", "is exact math the math unit only approximates; accepted: `llvm.genx.log` (log2, approximate) times log10(2)"),
    ("llvm.pow", "is exact math the math unit only approximates; accepted: `llvm.genx.pow` (approximate)"),
    ("llvm.powi", "is exact math the math unit only approximates; accepted: `llvm.genx.pow` (approximate) or `fmul`s"),
    ("llvm.sin", "is exact math the math unit only approximates; accepted: `llvm.genx.sin` (approximate)"),
    ("llvm.cos", "is exact math the math unit only approximates; accepted: `llvm.genx.cos` (approximate)"),
    ("llvm.minimum", "returns NaN for a NaN operand, as MIN does not; accepted: `llvm.minnum` (a NaN operand gives the other)"),
    ("llvm.maximum", "returns NaN for a NaN operand, as MAX does not; accepted: `llvm.maxnum` (a NaN operand gives the other)"),
    ("llvm.fshl", "is not supported; accepted: `llvm.genx.rol` (both operands the same: a rotate; xelp and later), or `shl`, `lshr` and `or`"),
    ("llvm.fshr", "is not supported; accepted: `llvm.genx.ror` (both operands the same: a rotate; xelp and later), or `shl`, `lshr` and `or`"),
    ("llvm.bswap", "is not supported; accepted: `shl`, `lshr`, `and` and `or`, or a `bitcast` to bytes and a `shufflevector`"),
    ("llvm.sadd.with.overflow", "is not supported; accepted: `add` and an `icmp` of the result, or `llvm.sadd.sat`"),
    ("llvm.uadd.with.overflow", "is not supported; accepted: `add` and an `icmp` of the result, or `llvm.uadd.sat`"),
    ("llvm.ssub.with.overflow", "is not supported; accepted: `sub` and an `icmp` of the result, or `llvm.ssub.sat`"),
    ("llvm.usub.with.overflow", "is not supported; accepted: `sub` and an `icmp` of the operands, or `llvm.usub.sat`"),
    ("llvm.smul.with.overflow", "is not supported; accepted: `mul` (and `llvm.genx.smulh` for the high half)"),
    ("llvm.umul.with.overflow", "is not supported; accepted: `mul` (and `llvm.genx.umulh` for the high half)"),
    ("llvm.vector.reduce", "is not supported; accepted: `shufflevector`s or `extractelement`s and the operation, or `llvm.genx.any`/`all` for `or`/`and` of `i1`"),
    ("llvm.experimental.vector.reduce", "is not supported; accepted: `shufflevector`s or `extractelement`s and the operation, or `llvm.genx.any`/`all` for `or`/`and` of `i1`"),
];

/// Why a call to `name` is refused and what is accepted instead, when it
/// is one of [`REFUSED_INTRINSICS`].
pub fn refused_intrinsic(name: &str) -> Option<String> {
    let matches = |row: &&(&str, &str)| name.strip_prefix(row.0).is_some_and(|r| r.is_empty() || r.starts_with('.'));
    REFUSED_INTRINSICS.iter().filter(matches).max_by_key(|row| row.0.len()).map(|(n, why)| format!("`{n}` {why}"))
}

/// `llvm.smin, llvm.smax, ...` for a diagnostic.
pub fn intrinsic_names() -> String {
    let names: Vec<&str> = INTRINSICS.iter().map(|r| r.name).collect();
    names.join(", ")
}

/// The row of an accepted instruction.
pub fn instruction(opcode: LLVMOpcode) -> Option<&'static IrOp> {
    INSTRUCTIONS.iter().find(|o| o.opcode == opcode)
}

/// `add, sub, ..., phi, br, ...` for a diagnostic; with `emit`, each with
/// what `emit` requires of it (`shufflevector (constant indices)`).
pub fn names(emit: bool) -> String {
    let names: Vec<String> = INSTRUCTIONS
        .iter()
        .chain(&CONTROL_FLOW)
        .map(|o| match o.emit_requires {
            Some(r) if emit => format!("{} ({r})", o.name),
            _ => o.name.to_string(),
        })
        .collect();
    names.join(", ")
}

/// Any opcode as LLVM spells it in `.ll` files.
pub fn opcode_name(opcode: LLVMOpcode) -> &'static str {
    use LLVMOpcode::*;
    match opcode {
        LLVMRet => "ret",
        LLVMBr => "br",
        LLVMSwitch => "switch",
        LLVMIndirectBr => "indirectbr",
        LLVMInvoke => "invoke",
        LLVMUnreachable => "unreachable",
        LLVMCallBr => "callbr",
        LLVMFNeg => "fneg",
        LLVMAdd => "add",
        LLVMFAdd => "fadd",
        LLVMSub => "sub",
        LLVMFSub => "fsub",
        LLVMMul => "mul",
        LLVMFMul => "fmul",
        LLVMUDiv => "udiv",
        LLVMSDiv => "sdiv",
        LLVMFDiv => "fdiv",
        LLVMURem => "urem",
        LLVMSRem => "srem",
        LLVMFRem => "frem",
        LLVMShl => "shl",
        LLVMLShr => "lshr",
        LLVMAShr => "ashr",
        LLVMAnd => "and",
        LLVMOr => "or",
        LLVMXor => "xor",
        LLVMAlloca => "alloca",
        LLVMLoad => "load",
        LLVMStore => "store",
        LLVMGetElementPtr => "getelementptr",
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMPtrToInt => "ptrtoint",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        LLVMICmp => "icmp",
        LLVMFCmp => "fcmp",
        LLVMPHI => "phi",
        LLVMCall => "call",
        LLVMSelect => "select",
        LLVMUserOp1 => "userop1",
        LLVMUserOp2 => "userop2",
        LLVMVAArg => "va_arg",
        LLVMExtractElement => "extractelement",
        LLVMInsertElement => "insertelement",
        LLVMShuffleVector => "shufflevector",
        LLVMExtractValue => "extractvalue",
        LLVMInsertValue => "insertvalue",
        LLVMFreeze => "freeze",
        LLVMFence => "fence",
        LLVMAtomicCmpXchg => "cmpxchg",
        LLVMAtomicRMW => "atomicrmw",
        LLVMResume => "resume",
        LLVMLandingPad => "landingpad",
        LLVMCleanupRet => "cleanupret",
        LLVMCatchRet => "catchret",
        LLVMCatchPad => "catchpad",
        LLVMCleanupPad => "cleanuppad",
        LLVMCatchSwitch => "catchswitch",
    }
}

/// What one execution of `inst` costs of a launch's budget
/// (`crate::exec::launch::Launch::budget`): its lanes, the most scalars any of
/// its types holds (its result's, its operands', an `alloca`'s allocated
/// type's), at least 1. A `<65536 x i32>` add costs 65,536: the reference,
/// the emulator and LLVM's JIT all do work in proportion to lanes, so a
/// budget in lane-instructions bounds their time, whatever the width.
pub fn lane_cost(inst: inkwell::llvm_sys::prelude::LLVMValueRef) -> u64 {
    use visa_passes::ir::llvm::{allocated_type, num_operands, operand, type_of};
    let operands = (0..num_operands(inst)).filter_map(|i| operand(inst, i)).map(|op| scalars(type_of(op)));
    let allocated = allocated_type(inst).map(scalars);
    operands.chain(allocated).fold(scalars(type_of(inst)), u64::max).max(1)
}

/// The scalars a value of type `ty` holds: vector lanes and array elements
/// multiplied through, struct fields added (saturating).
fn scalars(ty: inkwell::llvm_sys::prelude::LLVMTypeRef) -> u64 {
    use inkwell::llvm_sys::LLVMTypeKind::*;
    use visa_passes::ir::llvm::{
        array_length, element_type, struct_field_count, struct_field_type, type_kind, vector_lanes,
    };
    let element = || element_type(ty).map_or(1, scalars);
    match type_kind(ty) {
        LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
            u64::from(vector_lanes(ty).unwrap_or(0)).saturating_mul(element())
        }
        LLVMArrayTypeKind => array_length(ty).saturating_mul(element()),
        LLVMStructTypeKind => (0..struct_field_count(ty).unwrap_or(0))
            .fold(0u64, |sum, i| sum.saturating_add(struct_field_type(ty, i).map_or(0, scalars))),
        _ => 1,
    }
}

/// The tolerance of DIV (`x * INV(y)`) in ulps, which the verifier holds
/// it to: OpenCL's relaxed divide, 2.5 ulps, with the reciprocal's own
/// rounding: 3 (the vISA pages state no precision; docs/arithmetic.md).
pub const DIVIDE_ULPS: f64 = 3.0;

/// Whether the `fdiv` `v` may be computed approximately, as DIV: LangRef
/// lets `arcp` use a reciprocal and `afn` approximate; `!fpmath` allows
/// its bound's error, which DIV meets when the bound is at least
/// [`DIVIDE_ULPS`]. Any other `fdiv` is correctly rounded (DIVM, or the
/// exact sequence of `emit/ieee.rs`). Emit and the reference both ask here.
pub fn fdiv_may_approximate(v: inkwell::llvm_sys::prelude::LLVMValueRef) -> bool {
    use visa_passes::ir::llvm::{fast_math_flags, fpmath_ulps, RawValue};
    let f = fast_math_flags(&RawValue(v));
    f.arcp || f.afn || fpmath_ulps(v).is_some_and(|bound| bound >= DIVIDE_ULPS)
}

/// The tolerance of SQRT in ulps, which the verifier holds it to: OpenCL's
/// `sqrt`, 3 (the vISA pages state no precision; docs/arithmetic.md).
pub const SQRT_ULPS: f64 = 3.0;

/// Whether the call `v` to `llvm.sqrt` may be computed approximately, as
/// SQRT, by the rule of [`fdiv_may_approximate`]: `afn`, or an `!fpmath`
/// bound SQRT meets (at least [`SQRT_ULPS`]). Any other `llvm.sqrt` is
/// correctly rounded, and so is every `llvm.genx.ieee.sqrt` (the callers
/// ask only for `llvm.sqrt`). Emit and the reference both ask here.
pub fn sqrt_may_approximate(v: inkwell::llvm_sys::prelude::LLVMValueRef) -> bool {
    use visa_passes::ir::llvm::{fast_math_flags, fpmath_ulps, RawValue};
    fast_math_flags(&RawValue(v)).afn || fpmath_ulps(v).is_some_and(|bound| bound >= SQRT_ULPS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_name_their_opcodes() {
        for o in &INSTRUCTIONS {
            assert_eq!(opcode_name(o.opcode), o.name);
            assert_eq!(instruction(o.opcode), Some(o));
        }
        for o in &CONTROL_FLOW {
            assert_eq!(opcode_name(o.opcode), o.name);
            assert!(is_control_flow(o.opcode) && instruction(o.opcode).is_none());
        }
        assert_eq!(instruction(LLVMOpcode::LLVMLoad), None);
    }

    #[test]
    fn intrinsics_match_the_longest_name() {
        assert_eq!(intrinsic("llvm.genx.ssadd.sat.v8i32.v8i32").map(|r| r.name), Some("llvm.genx.ssadd.sat"));
        assert_eq!(intrinsic("llvm.genx.ssavg.sat.v8i32.v8i32").map(|r| r.op), Some(Intrinsic::GenxAvg(SS, true)));
        assert_eq!(intrinsic("llvm.genx.ssavg.v8i32.v8i32").map(|r| r.op), Some(Intrinsic::GenxAvg(SS, false)));
        assert_eq!(intrinsic("llvm.genx.sqrt.f32").map(|r| r.op), Some(Intrinsic::Math(Approx::Sqrt)));
        assert_eq!(intrinsic("llvm.genx.ieee.sqrt.f32").map(|r| r.op), Some(Intrinsic::IeeeSqrt));
        assert_eq!(intrinsic("llvm.sqrt.v4f32").map(|r| r.op), Some(Intrinsic::IeeeSqrt));
        assert_eq!(intrinsic("llvm.smin"), INTRINSICS.first());
        assert_eq!(intrinsic("llvm.sminx.i32"), None);
        assert_eq!(intrinsic("llvm.masked.gather.v8i32"), None);
        let mut names: Vec<_> = INTRINSICS.iter().map(|r| r.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), INTRINSICS.len(), "names are unique");
    }

    /// docs/input-contract.md names every instruction and intrinsic of the
    /// lists (the page is the user's view of them).
    #[test]
    fn the_input_contract_lists_every_operation() {
        let doc = include_str!("../../docs/input-contract.md");
        let names = INSTRUCTIONS.iter().chain(&CONTROL_FLOW).map(|o| o.name).chain(INTRINSICS.iter().map(|r| r.name));
        let missing: Vec<&str> = names.filter(|n| !doc.contains(&format!("`{n}`"))).collect();
        assert!(missing.is_empty(), "docs/input-contract.md does not name: {missing:?}");
    }

    #[test]
    fn refused_intrinsics_say_what_is_accepted() {
        let round = refused_intrinsic("llvm.round.v8f32").expect("llvm.round");
        assert!(round.starts_with("`llvm.round` rounds halfway") && round.contains("`llvm.roundeven`"), "{round}");
        assert!(refused_intrinsic("llvm.exp2.f32").is_some_and(|m| m.starts_with("`llvm.exp2`")));
        assert!(refused_intrinsic("llvm.vector.reduce.add.v8i32").is_some_and(|m| m.contains("extractelement")));
        assert_eq!(refused_intrinsic("llvm.roundeven.f32"), None);
        assert_eq!(refused_intrinsic("llvm.experimental.noalias.scope.decl"), None);
        // No refused name is an accepted one.
        assert!(REFUSED_INTRINSICS.iter().all(|(n, _)| intrinsic(n).is_none() && !is_no_op(n)));
    }

    #[test]
    fn no_op_intrinsics_match_by_name_and_suffix() {
        assert!(is_no_op("llvm.assume"));
        assert!(is_no_op("llvm.lifetime.start.p0i8"));
        assert!(is_no_op("llvm.experimental.noalias.scope.decl"));
        assert!(is_no_op("llvm.dbg.anything"));
        assert!(!is_no_op("llvm.assumex"));
        assert!(!is_no_op("llvm.fma.f32"));
        let doc = include_str!("../../docs/input-contract.md");
        let missing: Vec<&str> =
            NO_OP_INTRINSICS.iter().map(|(n, _)| *n).filter(|n| !doc.contains(&format!("`{n}`"))).collect();
        assert!(missing.is_empty(), "docs/input-contract.md does not name: {missing:?}");
    }

    /// A lane-instruction costs its widest type's scalars: counted by hand.
    #[test]
    fn lane_costs_count_scalars() {
        let ll = "define void @k(i32 %a, <16 x i32> %v, <8 x i32>* %p, { i32, <4 x float> }* %s) {
  %x = add i32 %a, 1
  %w = add <16 x i32> %v, %v
  %e = extractelement <16 x i32> %v, i32 3
  store <8 x i32> zeroinitializer, <8 x i32>* %p
  %m = alloca [100 x [3 x i16]]
  %l = load { i32, <4 x float> }, { i32, <4 x float> }* %s
  ret void
}
";
        let context = inkwell::context::Context::create();
        let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(ll.as_bytes(), "k.ll");
        let module = context.create_module_from_ir(buffer).expect("parses");
        let function = module.get_function("k").expect("defined");
        let costs: Vec<u64> = visa_passes::ir::intrinsics::instructions(function)
            .map(|i| lane_cost(inkwell::values::AsValueRef::as_value_ref(&i)))
            .collect();
        assert_eq!(costs, [1, 16, 16, 8, 300, 5, 1]);
    }
}
