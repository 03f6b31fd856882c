//! Dead instructions: pure values no one reads are not translated.
//!
//! `select` leaves the address computations of merged gathers behind (the
//! merged message reads the first member's addresses), and input IR can
//! carry unused values too; translating them would emit ALU instructions
//! whose results nothing reads. Only the opcodes that `emit` translates as
//! ALU instructions and that cannot fault are dropped: calls, `ret` and
//! anything outside the supported set are always translated (and
//! diagnosed), so that the emitted kernel and the reference run of the
//! input execute the same side effects.

use inkwell::llvm_sys::core::{LLVMGetFirstUse, LLVMGetInstructionOpcode, LLVMGetNextUse, LLVMGetUser};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, InstructionValue};

use crate::visa::program::FastSet;

/// Opcodes whose dead results can be left out: pure, and unable to fault.
fn is_pure(opcode: LLVMOpcode) -> bool {
    use LLVMOpcode::*;
    matches!(
        opcode,
        LLVMAdd
            | LLVMSub
            | LLVMMul
            | LLVMShl
            | LLVMLShr
            | LLVMAShr
            | LLVMAnd
            | LLVMOr
            | LLVMXor
            | LLVMFAdd
            | LLVMFSub
            | LLVMFMul
            | LLVMZExt
            | LLVMSExt
            | LLVMTrunc
            | LLVMBitCast
            | LLVMPtrToInt
            | LLVMIntToPtr
            | LLVMICmp
            | LLVMFCmp
            | LLVMSelect
            | LLVMInsertElement
            | LLVMExtractElement
            | LLVMShuffleVector
            | LLVMGetElementPtr
    )
}

/// The instructions of `insts` (one basic block, in order) whose results
/// only dead instructions read, transitively.
pub fn dead_instructions(insts: &[InstructionValue<'_>]) -> FastSet<LLVMValueRef> {
    let mut dead = FastSet::default();
    // Users follow their operands in a block: walking back decides every
    // user before the values it reads.
    for inst in insts.iter().rev() {
        let v = inst.as_value_ref();
        // SAFETY: a live instruction; its use list is walked by LLVM's accessors.
        let all_users_dead = unsafe {
            if !is_pure(LLVMGetInstructionOpcode(v)) {
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
