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

use crate::fxhash::FxHashMap;
use crate::ir::intrinsics::{instructions, ByCallee, MemIntrinsicKind};
use crate::ir::llvm::{erase_unused_instruction, has_uses, num_operands, opcode, operand, users};
use crate::transforms::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};
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
            let dead = dead_loads_of(function);
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

/// The loads of `function` that [`is_dead_load`] holds dead, in order.
/// Asked from the last instruction to the first, remembering the values
/// found observed ([`Observed`]): users mostly follow their operands, so a
/// walk from a load stops at the first user a later load's walk already
/// found observed, where asking each load alone walks its whole chain of
/// users (up to [`SEEN_LIMIT`] of them) again.
fn dead_loads_of(function: FunctionValue<'_>) -> Vec<InstructionValue<'_>> {
    let mut observed = Observed::default();
    // A function calls few intrinsics many times: each callee is classified once.
    let mut callees = ByCallee::default();
    // One walk's buffers for every load (allocated once per function).
    let mut walk = Walk::new();
    let all: Vec<InstructionValue> = instructions(function).collect();
    let mut dead: Vec<InstructionValue> = all
        .into_iter()
        .rev()
        .filter(|&i| only_reads_with(i, &mut callees) && unobserved(i.as_value_ref(), &mut observed, &mut walk))
        .collect();
    dead.reverse();
    dead
}

/// Values whose users, and theirs, include one with an effect, or more
/// than [`SEEN_LIMIT`] values: [`unobserved_users`] of any value that
/// reaches one of them through users is `None` (it finds the effect, or
/// reaches its limit first).
#[derive(Default)]
struct Observed(FxHashMap<LLVMValueRef, ()>);

/// Whether [`unobserved_users`] of `value` is `Some`, learning into
/// `observed`: the same walk, but it stops at a user already known
/// observed, and on finding one observed marks the value whose user it is
/// and that value's users back to `value` (each reaches it), or only
/// `value` when the walk stops at its limit.
fn unobserved(value: LLVMValueRef, observed: &mut Observed, walk: &mut Walk) -> bool {
    walk.reset();
    let Walk { seen, parent, stack, members } = walk;
    stack.push((value, None));
    while let Some((v, at)) = stack.pop() {
        for user in users(v) {
            if members.contains(user) {
                continue;
            }
            if observed.0.contains_key(&user) || !has_no_effect(user) {
                let mut at = at;
                while let Some(k) = at {
                    observed.0.insert(seen[k], ());
                    at = parent[k];
                }
                observed.0.insert(value, ());
                return false;
            }
            if seen.len() >= SEEN_LIMIT {
                observed.0.insert(value, ());
                return false;
            }
            members.insert(user);
            stack.push((user, Some(seen.len())));
            seen.push(user);
            parent.push(at);
        }
    }
    true
}

/// Whether `inst` is a load whose value nothing observes (it feeds only
/// effect-free values that feed nothing else) and whose only effect is the
/// read: what this pass deletes. (The reference asks it of a load that
/// faults: a fault there is undefined behaviour the compiled kernel no
/// longer has.)
pub fn is_dead_load(inst: InstructionValue<'_>) -> bool {
    // The opcode first: the walk over users is the costly test, asked only of loads.
    only_reads(inst) && unobserved_users(inst.as_value_ref()).is_some()
}

/// Whether `inst` is a load whose only effect is the read.
fn only_reads(inst: InstructionValue<'_>) -> bool {
    only_reads_with(inst, &mut ByCallee::default())
}

/// [`only_reads`], with the callees classified so far in `callees`.
fn only_reads_with(inst: InstructionValue<'_>, callees: &mut ByCallee<bool>) -> bool {
    match inst.get_opcode() {
        InstructionOpcode::Load => {
            inst.get_volatile() == Ok(false) && inst.get_atomic_ordering() == Ok(AtomicOrdering::NotAtomic)
        }
        InstructionOpcode::Call => {
            callees.of(inst, |name| MemIntrinsicKind::from_name(name).is_some_and(|kind| kind.only_reads())) == Some(true)
        }
        _ => false,
    }
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

/// The buffers of one [`unobserved`] walk, emptied for the next.
struct Walk {
    /// `seen[k]` was reached as a user of `seen[parent[k]]` (`None`: of the walk's value).
    seen: Vec<LLVMValueRef>,
    parent: Vec<Option<usize>>,
    stack: Vec<(LLVMValueRef, Option<usize>)>,
    /// The values of `seen`.
    members: ValueSet,
}

impl Walk {
    fn new() -> Self {
        Walk {
            seen: Vec::with_capacity(SEEN_LIMIT),
            parent: Vec::with_capacity(SEEN_LIMIT),
            stack: Vec::new(),
            members: ValueSet::new(),
        }
    }

    /// Empties the buffers: `members` holds exactly `seen`, taken out
    /// last first (which leaves an open-addressing table as it was before
    /// each insertion), so a walk clears what it filled, not the table.
    fn reset(&mut self) {
        while let Some(v) = self.seen.pop() {
            self.members.remove_last_inserted(v);
        }
        self.parent.clear();
        self.stack.clear();
    }
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

    /// Takes out `v`, the value inserted last of those still in: its slot
    /// was the first free one on its probe sequence then, so freeing it
    /// leaves every other value's sequence as it was.
    fn remove_last_inserted(&mut self, v: LLVMValueRef) {
        let at = self.slot(v);
        if self.slots[at] == v {
            self.slots[at] = std::ptr::null_mut();
        }
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
            LLVMAdd
                | LLVMFAdd
                | LLVMSub
                | LLVMFSub
                | LLVMMul
                | LLVMFMul
                | LLVMUDiv
                | LLVMSDiv
                | LLVMFDiv
                | LLVMURem
                | LLVMSRem
                | LLVMFRem
                | LLVMShl
                | LLVMLShr
                | LLVMAShr
                | LLVMAnd
                | LLVMOr
                | LLVMXor
                | LLVMFNeg
                | LLVMGetElementPtr
                | LLVMTrunc
                | LLVMZExt
                | LLVMSExt
                | LLVMFPToUI
                | LLVMFPToSI
                | LLVMUIToFP
                | LLVMSIToFP
                | LLVMFPTrunc
                | LLVMFPExt
                | LLVMPtrToInt
                | LLVMIntToPtr
                | LLVMBitCast
                | LLVMAddrSpaceCast
                | LLVMICmp
                | LLVMFCmp
                | LLVMSelect
                | LLVMExtractElement
                | LLVMInsertElement
                | LLVMShuffleVector
                | LLVMExtractValue
                | LLVMInsertValue
                | LLVMFreeze
        )
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::memory_buffer::MemoryBuffer;

    /// A function of loads whose values feed chains of `add`s of `length`
    /// values, each chain ending in the returned sum, a store, or nothing, two loads
    /// feeding each chain (the second one `length` adds from its end).
    fn chains(lengths: &[usize]) -> String {
        let mut body = String::new();
        let mut next = 0;
        let mut fresh = || {
            next += 1;
            format!("%v{next}")
        };
        let mut returned = "0".to_string();
        for (c, &length) in lengths.iter().enumerate() {
            let first = fresh();
            body += &format!("  {first} = load i32, i32* %p\n");
            let mut total = first;
            for k in 0..length {
                let second = if k == length / 2 {
                    let load = fresh();
                    body += &format!("  {load} = load i32, i32* %p\n");
                    load
                } else {
                    "1".to_string()
                };
                let sum = fresh();
                body += &format!("  {sum} = add i32 {total}, {second}\n");
                total = sum;
            }
            match c % 3 {
                0 => {
                    let sum = fresh();
                    body += &format!("  {sum} = add i32 {returned}, {total}\n");
                    returned = sum;
                }
                1 => body += &format!("  store i32 {total}, i32* %q\n"),
                _ => {}
            }
        }
        // A load feeding a short dead end and a chain past the limit, and
        // one before it feeding only the short dead end (dead: what the
        // first's walk met before its limit is not thereby observed).
        body += "  %short = load i32, i32* %p\n  %long = load i32, i32* %p\n";
        body += "  %t0 = add i32 %long, %short\n  %t1 = add i32 %t0, 1\n  %c0 = add i32 %long, 1\n";
        for k in 1..=SEEN_LIMIT {
            body += &format!("  %c{k} = add i32 %c{}, 1\n", k - 1);
        }
        // A loop whose phi feeds itself, and a load whose value is another's address.
        body += "  %a = load i32*, i32** %pp\n  %b = load i32, i32* %a\n  br label %loop\nloop:\n";
        body += "  %i = phi i32 [ %b, %entry ], [ %j, %loop ]\n  %j = add i32 %i, 1\n  br i1 %c, label %loop, label %done\n";
        body += &format!("done:\n  ret i32 {returned}\n");
        format!("define i32 @f(i32* %p, i32* %q, i32** %pp, i1 %c) {{\nentry:\n{body}}}\n")
    }

    /// The walk that remembers observed values finds the loads asking
    /// each one alone finds, on chains shorter, as long as and longer than
    /// the walk's limit; and the ones it finds are the ones expected: a
    /// chain's loads are dead when it feeds nothing and has at most
    /// [`SEEN_LIMIT`] values past them.
    #[test]
    fn remembering_walk_finds_what_each_walk_finds() {
        let lengths = [5, 5, 5, 62, 63, 64, 65, 66, 64, 130, 130, 130, 63, 64, 2];
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(chains(&lengths).as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let f = module.get_function("f").unwrap();
        let each: Vec<InstructionValue> = instructions(f).filter(|&i| is_dead_load(i)).collect();
        assert_eq!(dead_loads_of(f), each);
        // Of each chain's two loads, the first reaches all `length` adds,
        // the second the last `length - length / 2`; `%a` feeds a load and `%b` a phi.
        let expected: usize = lengths
            .iter()
            .enumerate()
            .filter(|&(c, _)| c % 3 == 2)
            .map(|(_, &n)| usize::from(n <= SEEN_LIMIT) + usize::from(n - n / 2 <= SEEN_LIMIT))
            .sum();
        assert!(each.iter().any(|i| i.get_name().is_some_and(|n| n.to_str() == Ok("short"))));
        assert_eq!(each.len(), expected + 1, "a phi is not among the effect-free values: %b stays");
    }

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
