//! Phi homes: a loop's induction variable or accumulator computed in its
//! phi's own variable, not copied there on the back edge.
//!
//! A phi `P` of block `H` has a variable that each edge into `H` writes
//! (`flow.rs`). Where the value `V` that `P` receives from a predecessor
//! `B` is a one-instruction ALU operation of `B` that reads `P` (`%k1 = add
//! i32 %k, 1`, `%acc1 = add <8 x i32> %acc, %t`), `V` is written into
//! `P`'s variable and the edge `B -> H` copies nothing for `P`. That is
//! sound when `P`'s value is dead once `V` is written and `V` is dead
//! before anything else writes the variable:
//!
//! * every read of `P` is in `B` before `V` (or `V` itself), through
//!   values that may share its register (shuffles, casts, inserts, ...)
//!   followed to their own reads alike; no phi reads `P`;
//! * every read of `V` is a phi reading it on an edge from `B` (each edge
//!   copy reads the sources before writing), or an instruction of `B`
//!   after `V` that writes a register of its own;
//! * `V` is one instruction per lane group: a 32-bit integer or float
//!   operation of at most 16 lanes (one ALU instruction, which reads its
//!   sources before it writes).

use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, InstructionOpcode, InstructionValue, PhiValue};
use visa_passes::ir::llvm as ir;

use super::llvm::{self, LaneTy};
use crate::visa::ElemType;

/// How deep reads through register-sharing values are followed.
const DEPTH: u32 = 4;

/// The binary operations `Emitter::binary` writes as one ALU instruction
/// per piece into a variable of their own.
pub(super) fn is_alu(v: LLVMValueRef) -> bool {
    use LLVMOpcode::*;
    ir::opcode(v).is_some_and(|op| {
        matches!(op, LLVMAdd | LLVMSub | LLVMMul | LLVMAnd | LLVMOr | LLVMXor | LLVMShl | LLVMLShr | LLVMAShr)
            || matches!(op, LLVMFAdd | LLVMFSub | LLVMFMul)
    })
}

/// The instruction to compute in `phi`'s variable, if one qualifies.
pub fn home_of(phi: InstructionValue<'_>) -> Option<LLVMValueRef> {
    let p = phi.as_value_ref();
    let shape = llvm::shape_of(p).ok()?;
    let LaneTy::Data(ty) = shape.lane else { return None };
    if ty.size_bytes() != 4 || shape.lanes > 16 || ty == ElemType::HF {
        return None;
    }
    let phi_value = PhiValue::try_from(phi).ok()?;
    (0..phi_value.count_incoming()).find_map(|i| {
        let (value, block) = phi_value.get_incoming(i)?;
        let v = value.as_value_ref();
        let b = block.as_mut_ptr();
        let qualifies = is_alu(v)
            && ir::instruction_block(v) == Some(b)
            && llvm::shape_of(v).is_ok_and(|s| s == shape)
            && ir::users(p).all(|u| u == v || read_before(u, v, b, DEPTH))
            && ir::users(v).all(|u| read_after(u, v, b));
        qualifies.then_some(v)
    })
}

/// Whether `u`, a reader of the phi, reads it in block `b` before `v`,
/// and so does every reader of a value of `u`'s that may share the
/// phi's register.
fn read_before(u: LLVMValueRef, v: LLVMValueRef, b: LLVMBasicBlockRef, depth: u32) -> bool {
    let (Some(ui), Some(vi)) = (ir::as_instruction(u), ir::as_instruction(v)) else { return false };
    if ir::instruction_block(u) != Some(b) || ui.get_opcode() == InstructionOpcode::Phi || !ir::comes_before(ui, vi) {
        return false;
    }
    is_alu(u) || (depth > 0 && ir::users(u).all(|w| w == v || read_before(w, v, b, depth - 1)))
}

/// Whether `u` reads `v` where `v`'s register still holds it: a phi on an
/// edge from `b` only, or an ALU instruction of `b` (after `v`, as SSA has it).
fn read_after(u: LLVMValueRef, v: LLVMValueRef, b: LLVMBasicBlockRef) -> bool {
    let Some(ui) = ir::as_instruction(u) else { return false };
    if ui.get_opcode() == InstructionOpcode::Phi {
        let Ok(phi) = PhiValue::try_from(ui) else { return false };
        return (0..phi.count_incoming())
            .filter_map(|i| phi.get_incoming(i))
            .all(|(value, block)| value.as_value_ref() != v || block.as_mut_ptr() == b);
    }
    // A compare's result is a predicate of its own.
    let compare = matches!(ui.get_opcode(), InstructionOpcode::ICmp | InstructionOpcode::FCmp);
    ir::instruction_block(u) == Some(b) && (is_alu(u) || compare)
}

/// The loop phi whose variable an exit phi can share, if one qualifies.
///
/// `exit` is a phi of `X` with two incoming values: `c` from `E`, and the
/// value `V` computed in loop phi `P`'s variable (`home_of(P) == V`) from
/// the loop's one block `B` (`%res = phi [0, %entry], [%acc1, %body]`).
/// Sharing `P`'s variable, the edge `B -> X` copies nothing (`V` is
/// there) and the edge `E -> X` writes `c` into it. That is sound when the
/// variable is dead on `E -> X` and nothing writes it while `exit` lives:
/// `B` is a loop of one block entered only from `E`, both `E` and `B`
/// branch only to `B` and `X`, and `X` is entered only from them. Then
/// only `P`, `V` and `exit` live in the variable; after `E` every path
/// reaches `X` before any other block, and the variable is written only
/// on `E`'s edges and in `B` (so a later pass through `E` passes `X`
/// again before another reader of `exit`).
pub fn exit_home(exit: InstructionValue<'_>) -> Option<LLVMValueRef> {
    let phi = PhiValue::try_from(exit).ok()?;
    if phi.count_incoming() != 2 {
        return None;
    }
    let x = exit.get_parent()?.as_mut_ptr();
    let incoming: Vec<(LLVMValueRef, LLVMBasicBlockRef)> = (0..2)
        .filter_map(|i| phi.get_incoming(i))
        .map(|(value, block)| (value.as_value_ref(), block.as_mut_ptr()))
        .collect();
    let [(_, e), (v, b)] = match incoming[..] {
        [first, (v, b)] if ir::instruction_block(v) == Some(b) && b != first.1 => [first, (v, b)],
        [(v, b), second] if ir::instruction_block(v) == Some(b) && b != second.1 => [second, (v, b)],
        _ => return None,
    };
    let branches_to = |block: LLVMBasicBlockRef, targets: [LLVMBasicBlockRef; 2]| {
        let Some(last) = ir::as_block(block).and_then(|bb| bb.get_terminator()) else { return false };
        let successors = ir::successors(last.as_value_ref());
        ir::is_conditional_branch(last.as_value_ref())
            && successors.len() == 2
            && successors.iter().all(|s| targets.contains(s))
            && targets.iter().all(|t| successors.contains(t))
    };
    if x == b || x == e || e == b || !branches_to(e, [b, x]) || !branches_to(b, [b, x]) {
        return None;
    }
    if !only_entered_from(x, [e, b]) || !only_entered_from(b, [e, b]) {
        return None;
    }
    // The loop phi of `B` whose variable holds `V`.
    let loop_phi = ir::as_block(b)?
        .get_instructions()
        .take_while(|i| i.get_opcode() == InstructionOpcode::Phi)
        .find(|&p| home_of(p) == Some(v))?;
    let same_shape = llvm::shape_of(exit.as_value_ref()).ok()? == llvm::shape_of(loop_phi.as_value_ref()).ok()?;
    same_shape.then(|| loop_phi.as_value_ref())
}

/// Whether every branch into `block` is from one of `from` (each
/// terminator of the function that names it as a successor).
fn only_entered_from(block: LLVMBasicBlockRef, from: [LLVMBasicBlockRef; 2]) -> bool {
    let Some(bb) = ir::as_block(block) else { return false };
    let Some(function) = bb.get_parent() else { return false };
    function.get_basic_blocks().iter().all(|other| {
        let named = other.get_terminator().is_some_and(|t| ir::successors(t.as_value_ref()).contains(&block));
        !named || from.contains(&other.as_mut_ptr())
    })
}
