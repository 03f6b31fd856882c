//! Building calls of the public LSC intrinsics (`llvm.genx.lsc.*`) that
//! the passes produce: `select`'s atomics and fences on LSC platforms, and
//! `legacy_to_lsc`'s translation of legacy message intrinsics. The operand
//! order is the intrinsic's one list ([`LscIntrinsic::operands`]); the caller
//! says what each operand is, by its role.

use crate::ir::lsc::{Imm, LscIntrinsic, Operand, Role};
use crate::ir::msg::{declare, Declarations};
use inkwell::builder::Builder;
use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::types::{AnyType, AnyTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicValue, BasicValueEnum, InstructionValue, IntValue};

/// The immediate `value` as the intrinsic's operand type (`i8`, `i16`,
/// `i32`: [`Imm::bits`]).
pub fn imm<'ctx>(ctx: ContextRef<'ctx>, which: Imm, value: u64) -> IntValue<'ctx> {
    let ty = match which.bits() {
        16 => ctx.i16_type(),
        32 => ctx.i32_type(),
        _ => ctx.i8_type(),
    };
    ty.const_int(value, false)
}

/// Builds a call of `intrinsic` returning `ret` (`None`: void) at the
/// builder's position; `value` gives the operand of each entry of the
/// list, in order. The declaration is named as vc-intrinsics overloads it
/// (result, predicate, addresses, data), so that calls of one type share it.
pub fn build_call<'ctx>(
    builder: &Builder<'ctx>,
    module: &Module<'ctx>,
    declarations: &Declarations<'ctx>,
    intrinsic: LscIntrinsic,
    ret: Option<BasicTypeEnum<'ctx>>,
    mut value: impl FnMut(&Operand) -> Result<BasicValueEnum<'ctx>, String>,
    name: &str,
) -> Result<InstructionValue<'ctx>, String> {
    let operands = intrinsic.operands();
    let args: Vec<BasicValueEnum<'ctx>> = operands.iter().map(&mut value).collect::<Result<_, _>>()?;
    let type_of = |role: Role| -> Option<AnyTypeEnum<'ctx>> {
        let i = intrinsic.operand(role)?;
        Some(args[i].get_type().as_any_type_enum())
    };
    let mut overloads: Vec<AnyTypeEnum<'ctx>> = Vec::with_capacity(3);
    overloads.extend(ret.map(|r| r.as_any_type_enum()));
    overloads.extend(type_of(Role::Pred));
    overloads.extend(type_of(Role::Addr));
    if ret.is_none() {
        overloads.extend(type_of(Role::Data));
    }
    let function = declare(module, declarations, format!("llvm.{}", intrinsic.name()).into(), ret, &args, &overloads);
    let call = crate::ir::llvm::build_call(builder, function, &args, if ret.is_some() { name } else { "" })?;
    match call.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(value) => value.as_instruction_value(),
        inkwell::values::ValueKind::Instruction(inst) => Some(inst),
    }
    .ok_or_else(|| "internal error: a call that is not an instruction".to_string())
}
