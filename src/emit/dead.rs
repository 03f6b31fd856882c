//! Dead instructions: pure values no one reads are not translated.
//!
//! `select` leaves the address computations of merged gathers behind (the
//! merged message reads the first member's addresses), and input IR can
//! carry unused values too; translating them would emit ALU instructions
//! whose results nothing reads. Only the accepted instructions and
//! arithmetic intrinsics of `crate::input::ops` (pure: no memory, no side
//! effect, no trap in the kernel) are dropped, and the no-op intrinsics
//! (`llvm.assume`, ...: no code) with them, so that what only they read
//! (an assumption's condition) is dropped too: other calls, `ret` and
//! anything outside the accepted set are always translated (and
//! diagnosed), so that the emitted kernel and the reference run of the
//! input execute the same side effects.

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::{AsValueRef, InstructionValue};

use super::llvm::{self, CalleeRows};
use crate::visa::program::FastSet;
use visa_passes::ir::llvm as ir;

/// An accepted instruction, or a call to an accepted arithmetic or no-op
/// intrinsic.
fn is_pure(inst: InstructionValue<'_>, rows: &mut CalleeRows) -> bool {
    let v = inst.as_value_ref();
    let opcode = llvm::opcode(v);
    if opcode == inkwell::llvm_sys::LLVMOpcode::LLVMCall {
        return rows.direct(inst).is_some_and(|callee| callee.no_op || callee.row.is_some());
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
        if is_pure(*inst, rows) && ir::users(v).all(|u| dead.contains(&u)) {
            dead.insert(v);
        }
    }
    dead
}
