//! [`check_call`] once per form of call. A direct call's check reads only
//! its callee's type (the operand and result types of the call) and the
//! values of its immediate operands, which LLVM uniques: calls with the
//! same callee and the same immediate operands check alike. A module makes
//! many calls of few forms, and both `legalize` and `emit` check each LSC
//! call (the check was 9% of a compile of 20,000 gathers).

use super::llvm::{arg_count, direct_callee, instruction_operand};
use super::lsc::{check_call, LscCall, LscIntrinsic, Role};
use crate::fxhash::FxHashMap;
use inkwell::llvm_sys::core::{LLVMGlobalGetValueType, LLVMIsFunctionVarArg};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::{AsValueRef, InstructionValue};

/// The callee, the intrinsic, and each immediate operand, in order (the
/// rest null).
type Form = (LLVMValueRef, LscIntrinsic, [LLVMValueRef; MAX_IMMEDIATES]);

/// More immediates than any LSC intrinsic takes (its calls are checked on their own).
const MAX_IMMEDIATES: usize = 16;

/// Checked calls by form. Valid while no function, and no constant, is
/// deleted: a walk over the module or one kernel.
#[derive(Default)]
pub struct CheckedCalls(FxHashMap<Form, Result<LscCall, String>>);

impl CheckedCalls {
    /// [`check_call`] of `call`, a call of `intrinsic`.
    pub fn check(&mut self, intrinsic: LscIntrinsic, call: InstructionValue<'_>) -> Result<LscCall, String> {
        match form(intrinsic, call) {
            Some(form) => self.0.entry(form).or_insert_with(|| check_call(intrinsic, call)).clone(),
            None => check_call(intrinsic, call),
        }
    }
}

/// The form of `call`; `None` (checked on its own) for an indirect call,
/// a variadic callee (whose extra operands the type does not fix), or
/// operands other than the intrinsic's list.
fn form(intrinsic: LscIntrinsic, call: InstructionValue<'_>) -> Option<Form> {
    let callee = direct_callee(call)?;
    // SAFETY: `callee` is a live function; its value type is a function type.
    if unsafe { LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) } != 0 {
        return None;
    }
    let operands = intrinsic.operands();
    if arg_count(call.as_value_ref())? as usize != operands.len() {
        return None;
    }
    let mut values = [std::ptr::null_mut(); MAX_IMMEDIATES];
    let immediates = operands.iter().enumerate().filter(|(_, o)| matches!(o.role, Role::Imm(_)));
    for (slot, (i, _)) in immediates.enumerate() {
        *values.get_mut(slot)? = instruction_operand(call, i as u32)?;
    }
    Some((callee, intrinsic, values))
}
