//! Dead instructions: pure values no one reads are not translated.
//!
//! `select` leaves the address computations of merged gathers behind (the
//! merged message reads the first member's addresses), and input IR can
//! carry unused values too; translating them would emit ALU instructions
//! whose results nothing reads. Only the accepted instructions and
//! arithmetic intrinsics of `crate::input::ops` (pure: no memory, no side
//! effect, no trap in the kernel) are dropped: other calls, `ret` and
//! anything outside the accepted set are always translated (and
//! diagnosed), so that the emitted kernel and the reference run of the
//! input execute the same side effects.

use inkwell::llvm_sys::core::{LLVMGetFirstUse, LLVMGetInstructionOpcode, LLVMGetNextUse, LLVMGetUser};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::{AsValueRef, InstructionValue};

use super::llvm::CalleeRows;
use crate::visa::program::FastSet;

/// An accepted instruction, or a call to an accepted arithmetic intrinsic.
fn is_pure(v: LLVMValueRef, rows: &mut CalleeRows) -> bool {
    // SAFETY: a live instruction.
    let opcode = unsafe { LLVMGetInstructionOpcode(v) };
    if opcode == inkwell::llvm_sys::LLVMOpcode::LLVMCall {
        return rows.of(v).is_some();
    }
    crate::input::ops::instruction(opcode).is_some()
}

/// The instructions of `insts` (one basic block, in order) whose results
/// only dead instructions read, transitively.
pub fn dead_instructions(insts: &[InstructionValue<'_>], rows: &mut CalleeRows) -> FastSet<LLVMValueRef> {
    let mut dead = FastSet::default();
    // Users follow their operands in a block: walking back decides every
    // user before the values it reads.
    for inst in insts.iter().rev() {
        let v = inst.as_value_ref();
        // SAFETY: a live instruction; its use list is walked by LLVM's accessors.
        let all_users_dead = unsafe {
            if !is_pure(v, rows) {
                continue;
            }
            let mut u = LLVMGetFirstUse(v);
            let mut all = true;
            while !u.is_null() {
                if !dead.contains(&LLVMGetUser(u)) {
                    all = false;
                    break;
                }
                u = LLVMGetNextUse(u);
            }
            all
        };
        if all_users_dead {
            dead.insert(v);
        }
    }
    dead
}
