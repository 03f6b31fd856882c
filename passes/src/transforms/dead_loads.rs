//! Deletion of loads whose value is unused, before `select` picks a message
//! for them, as Intel's compiler deletes them.
//!
//! A load is deleted when nothing uses its value and it has no effect but
//! reading: a `load` that is neither volatile nor atomic, or a call of a
//! memory intrinsic that only reads ([`MemIntrinsicKind::only_reads`]:
//! `llvm.masked.gather`/`load`, the legacy gathers and block reads, the LSC
//! loads; not prefetches, atomics or fences). LLVM's semantics allow it: an
//! unused non-volatile load has no observable effect, even one whose address
//! would fault (the fault is undefined behaviour, not an effect the program
//! may rely on). Volatile and atomic loads stay.
//!
//! The values only a deleted load used (its address arithmetic, a mask, a
//! passthru) are deleted with it when they have no effect of their own:
//! arithmetic, casts, compares, `select`, `getelementptr` and the vector and
//! aggregate element operations.

use crate::ir::intrinsics::{called_intrinsic, instructions};
use crate::ir::llvm::{erase_unused_instruction, has_uses, num_operands, opcode, operand, users};
use crate::transforms::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, InstructionOpcode, InstructionValue};
use inkwell::AtomicOrdering;

const PASS: &str = "dead-loads";

pub struct DeadLoads;

impl ModulePass for DeadLoads {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, module: &Module<'_>, _options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
        let (mut loads, mut values) = (0, 0);
        for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
            let dead: Vec<InstructionValue> = instructions(function).filter(|&i| is_dead_load(i)).collect();
            for load in dead {
                // First the effect-free values only it feeds, users before their operands.
                let mut feeds = unobserved_users(load.as_value_ref()).unwrap_or_default();
                while let Some(k) = feeds.iter().position(|&v| !has_uses(v)) {
                    values += u64::from(erase_unused_instruction(feeds.swap_remove(k)));
                }
                let operands: Vec<LLVMValueRef> =
                    (0..num_operands(load.as_value_ref())).filter_map(|k| operand(load.as_value_ref(), k)).collect();
                if erase_unused_instruction(load.as_value_ref()) {
                    loads += 1;
                    values += erase_unused_values(operands);
                }
            }
        }
        if loads > 0 {
            stats.add(PASS, "loads_deleted", loads);
        }
        if values > 0 {
            stats.add(PASS, "values_deleted", values);
        }
        Ok(())
    }
}

/// Whether `inst` is a load whose value nothing observes (it feeds only
/// effect-free values that feed nothing else) and whose only effect is the
/// read: what this pass deletes. (The reference asks it of a load that
/// faults: a fault there is undefined behaviour the compiled kernel no
/// longer has.)
pub fn is_dead_load(inst: InstructionValue<'_>) -> bool {
    // The opcode first: the walk over users is the costly test, asked only of loads.
    let only_reads = match inst.get_opcode() {
        InstructionOpcode::Load => {
            inst.get_volatile() == Ok(false) && inst.get_atomic_ordering() == Ok(AtomicOrdering::NotAtomic)
        }
        InstructionOpcode::Call => called_intrinsic(inst).is_some_and(|kind| kind.only_reads()),
        _ => false,
    };
    only_reads && unobserved_users(inst.as_value_ref()).is_some()
}

/// The users of `value`, and theirs, when every one is an effect-free value
/// (so nothing observes `value`); `None` when one is not (or past 64 of them).
fn unobserved_users(value: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    let (mut seen, mut stack) = (Vec::with_capacity(SEEN_LIMIT), vec![value]);
    let mut members = ValueSet::new();
    while let Some(v) = stack.pop() {
        for user in users(v) {
            if members.contains(user) {
                continue;
            }
            if !has_no_effect(user) || seen.len() >= SEEN_LIMIT {
                return None;
            }
            members.insert(user);
            seen.push(user);
            stack.push(user);
        }
    }
    Some(seen)
}

/// How many users [`unobserved_users`] follows before it gives up.
const SEEN_LIMIT: usize = 64;

/// The values [`unobserved_users`] has met: at most [`SEEN_LIMIT`], in a
/// table twice that size on the stack (open addressing; null is a free
/// slot), where a `Vec::contains` per user made the walk quadratic.
struct ValueSet {
    slots: [LLVMValueRef; 2 * SEEN_LIMIT],
}

impl ValueSet {
    fn new() -> Self {
        ValueSet { slots: [std::ptr::null_mut(); 2 * SEEN_LIMIT] }
    }

    /// The slot that holds `v`, or the free one where it would go.
    fn slot(&self, v: LLVMValueRef) -> usize {
        let mask = self.slots.len() - 1;
        // Fibonacci hashing of the address (values are at least 8-byte aligned).
        let mut at = ((v as usize >> 3).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) & mask;
        while !self.slots[at].is_null() && self.slots[at] != v {
            at = (at + 1) & mask;
        }
        at
    }

    fn contains(&self, v: LLVMValueRef) -> bool {
        self.slots[self.slot(v)] == v
    }

    /// Adds `v` (not null; the table is never more than half full).
    fn insert(&mut self, v: LLVMValueRef) {
        let at = self.slot(v);
        self.slots[at] = v;
    }
}

/// Erases each of `values`, and then the operands of each erased one, that
/// is an instruction without uses and without effects; how many were erased.
///
/// A handle is never read after its instruction is erased: an erased
/// instruction had no uses, so no later operand list holds it, and each is
/// queued once (an operand list may name a value twice).
fn erase_unused_values(first: Vec<LLVMValueRef>) -> u64 {
    let mut queue: Vec<LLVMValueRef> = Vec::new();
    let push = |queue: &mut Vec<LLVMValueRef>, values: Vec<LLVMValueRef>| {
        for v in values {
            if !queue.contains(&v) {
                queue.push(v);
            }
        }
    };
    push(&mut queue, first);
    let mut erased = 0;
    while let Some(value) = queue.pop() {
        if !has_no_effect(value) || has_uses(value) {
            continue;
        }
        let operands: Vec<LLVMValueRef> = (0..num_operands(value)).filter_map(|k| operand(value, k)).collect();
        if erase_unused_instruction(value) {
            erased += 1;
            push(&mut queue, operands);
        }
    }
    erased
}

/// Whether `value` is an instruction whose only effect is its result.
fn has_no_effect(value: LLVMValueRef) -> bool {
    use LLVMOpcode::*;
    matches!(
        opcode(value),
        Some(
            LLVMAdd | LLVMFAdd | LLVMSub | LLVMFSub | LLVMMul | LLVMFMul | LLVMUDiv | LLVMSDiv | LLVMFDiv | LLVMURem
                | LLVMSRem | LLVMFRem | LLVMShl | LLVMLShr | LLVMAShr | LLVMAnd | LLVMOr | LLVMXor | LLVMFNeg
                | LLVMGetElementPtr | LLVMTrunc | LLVMZExt | LLVMSExt | LLVMFPToUI | LLVMFPToSI | LLVMUIToFP
                | LLVMSIToFP | LLVMFPTrunc | LLVMFPExt | LLVMPtrToInt | LLVMIntToPtr | LLVMBitCast
                | LLVMAddrSpaceCast | LLVMICmp | LLVMFCmp | LLVMSelect | LLVMExtractElement | LLVMInsertElement
                | LLVMShuffleVector | LLVMExtractValue | LLVMInsertValue | LLVMFreeze
        )
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A full table (the walk's limit) holds every value put in, whatever
    /// their hashes share, and no other; equal addresses are one value.
    #[test]
    fn value_set_holds_exactly_what_was_inserted() {
        let value = |k: usize| (0x1000 + k * 4096) as LLVMValueRef;
        let mut set = ValueSet::new();
        for k in 0..SEEN_LIMIT {
            assert!(!set.contains(value(k)));
            set.insert(value(k));
            set.insert(value(k));
        }
        assert!((0..SEEN_LIMIT).all(|k| set.contains(value(k))));
        assert!((SEEN_LIMIT..4 * SEEN_LIMIT).all(|k| !set.contains(value(k))));
        assert_eq!(set.slots.iter().filter(|s| !s.is_null()).count(), SEEN_LIMIT);
    }
}
