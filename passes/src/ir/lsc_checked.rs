//! [`check_call`] once per form of call. A direct call's check reads only
//! its callee's type (the operand and result types of the call) and the
//! values of its immediate operands, which LLVM uniques: calls with the
//! same callee and the same immediate operands check alike. A module makes
//! many calls of few forms, and both `legalize` and `emit` check each LSC
//! call (the check was 9% of a compile of 20,000 gathers).

use super::llvm::call_form;
use super::lsc::{check_call, LscCall, LscIntrinsic, Role};
use crate::fxhash::FxHashMap;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::InstructionValue;

/// The callee, the intrinsic, and each immediate operand, in order (the
/// rest null).
type Form = (LLVMValueRef, LscIntrinsic, [LLVMValueRef; MAX_IMMEDIATES]);

/// More immediates than any LSC intrinsic takes (its calls are checked on their own).
const MAX_IMMEDIATES: usize = 16;

/// Checked calls by form. Valid while no function, and no constant, is
/// deleted: a walk over the module or one kernel.
#[derive(Default)]
pub struct CheckedCalls {
    forms: FxHashMap<Form, Result<LscCall, String>>,
    /// The form asked last, when it checked: calls of one form mostly
    /// follow each other, and a comparison costs less than the table's hash.
    last: Option<(Form, LscCall)>,
}

impl CheckedCalls {
    /// [`check_call`] of `call`, a call of `intrinsic`.
    pub fn check(&mut self, intrinsic: LscIntrinsic, call: InstructionValue<'_>) -> Result<LscCall, String> {
        let Some(form) = form(intrinsic, call) else { return check_call(intrinsic, call) };
        if let Some((last, checked)) = &self.last {
            if *last == form {
                return Ok(*checked);
            }
        }
        let checked = self.forms.entry(form).or_insert_with(|| check_call(intrinsic, call)).clone();
        if let Ok(call) = &checked {
            self.last = Some((form, *call));
        }
        checked
    }
}

/// The form of `call`; `None` (checked on its own) for an indirect call,
/// a variadic callee (whose extra operands the type does not fix), or
/// operands other than the intrinsic's list.
fn form(intrinsic: LscIntrinsic, call: InstructionValue<'_>) -> Option<Form> {
    let operands = intrinsic.operands();
    let mut indices = [0u32; MAX_IMMEDIATES];
    let mut n = 0;
    for (i, _) in operands.iter().enumerate().filter(|(_, o)| matches!(o.role, Role::Imm(_))) {
        *indices.get_mut(n)? = i as u32;
        n += 1;
    }
    let mut values = [std::ptr::null_mut(); MAX_IMMEDIATES];
    let callee = call_form(call, u32::try_from(operands.len()).ok()?, &indices[..n], &mut values)?;
    Some((callee, intrinsic, values))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::intrinsics::instructions;
    use inkwell::memory_buffer::MemoryBuffer;

    /// Calls of one intrinsic whose immediates differ (the data size, then
    /// the offset) check as each does alone, whatever the calls before
    /// them: a form met again after another, and one after a refused form.
    #[test]
    fn each_form_checks_as_its_call_alone() {
        let decl = "declare <16 x i32> @llvm.genx.lsc.load.stateless.v16i32.v16i1.v16i64(<16 x i1>, i8, i8, i8, \
                    i16, i32, i8, i8, i8, i8, <16 x i64>, i32)\n";
        let call = |data_size: u8, offset: u32| {
            format!(
                "  call <16 x i32> @llvm.genx.lsc.load.stateless.v16i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, \
                 i8 0, i16 1, i32 {offset}, i8 {data_size}, i8 1, i8 1, i8 0, <16 x i64> %a, i32 0)\n"
            )
        };
        // d32 (3) at offset 0, d8 (9: no data size), d32 again, d32 at 64, d32 at 0.
        let forms = [(3, 0), (9, 0), (3, 0), (3, 64), (3, 0)];
        let body: String = forms.iter().map(|&(size, offset)| call(size, offset)).collect();
        let text = format!("{decl}define void @f(<16 x i1> %m, <16 x i64> %a) {{\n{body}  ret void\n}}\n");
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let load = LscIntrinsic::Load { space: crate::ir::lsc::LscSpace::Stateless, merge: false, quad: false };
        let mut checked = CheckedCalls::default();
        let calls: Vec<InstructionValue> = instructions(f).take(forms.len()).collect();
        for (call, &(size, offset)) in calls.iter().zip(&forms) {
            let alone = check_call(load, *call);
            assert_eq!(checked.check(load, *call), alone, "data size {size}, offset {offset}");
            match alone {
                Ok(c) => assert_eq!((c.offset, c.lanes), (offset as i32, 16)),
                Err(e) => assert!(e.contains("data size 9"), "{e}"),
            }
        }
        assert!(form(load, calls[0]).is_some_and(|a| form(load, calls[2]) == Some(a)), "one form");
        assert_ne!(form(load, calls[0]), form(load, calls[3]), "the offset is an immediate");
    }
}
