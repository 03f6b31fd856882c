//! Control flow: blocks, branches and phis.
//!
//! In this IR the lanes are vector elements, so an `i1` branch condition is
//! uniform: each block gets a label, `br` becomes a scalar `jmp` (vISA
//! spec, JMP: exec size 1, the first predicate element decides), `switch` a
//! `cmp.eq` and a `jmp` per case. Blocks are emitted in reverse post-order,
//! so every value is emitted before the blocks it dominates use it. A phi
//! has a variable of its own (an `i1` phi a byte per lane, read back into a
//! mask at the top of its block); each edge into its block copies the
//! incoming value there, as one parallel copy (sequenced so that no copy
//! overwrites a phi another copy still reads; a cycle goes through a
//! temporary). A conditional edge that carries copies jumps to a block of
//! its own for them (the critical edge, split in vISA).

use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use inkwell::values::{AsValueRef, FunctionValue};
use visa_passes::ir::llvm as ir;

use super::values::View;
use crate::visa::program::FastMap;
use crate::visa::{BranchOp, Instruction, LabelId};

/// The function's reachable blocks in reverse post-order (entry first).
pub fn reverse_post_order(function: FunctionValue<'_>) -> Vec<BasicBlock<'_>> {
    let Some(entry) = function.get_first_basic_block() else { return Vec::new() };
    let mut seen: FastMap<LLVMBasicBlockRef, ()> = FastMap::default();
    let mut post = Vec::new();
    // (block, next successor to visit)
    let mut stack = vec![(entry, 0u32)];
    seen.insert(entry.as_mut_ptr(), ());
    while let Some((bb, next)) = stack.pop() {
        let succs = successors(bb);
        if let Some(&s) = succs.get(next as usize) {
            stack.push((bb, next + 1));
            if seen.insert(s.as_mut_ptr(), ()).is_none() {
                stack.push((s, 0));
            }
        } else {
            post.push(bb);
        }
    }
    post.reverse();
    post
}

fn successors(bb: BasicBlock<'_>) -> Vec<BasicBlock<'_>> {
    let Some(term) = bb.get_terminator() else { return Vec::new() };
    ir::successors(term.as_value_ref()).into_iter().filter_map(ir::as_block).collect()
}

/// The metadata kind that carries an IR block's cost in lane-instructions
/// (`crate::input::ops::lane_cost`, phis and terminator included) on its
/// terminator, for the emulator's IR budget: see [`tag_block_sizes`].
pub const IR_COUNT_KIND: &str = "visa.ir.count";

/// Tags the terminator of every block of `module` with the block's cost
/// in lane-instructions, before the passes rewrite it, so that the emulator
/// can count IR instructions as the reference and LLVM's JIT count them
/// (`crate::exec::launch::Launch::budget`). Terminators survive the passes:
/// select and legalize never touch them, promotion removes memory
/// operations only, and inlining clones the callee's (copying their
/// metadata) and keeps the caller's block's own at the end of its last
/// part. What a pass erases (a callee's `ret`) or adds (a split block)
/// counts nothing, so a path through the kernel never counts more than the
/// same path through the input.
pub fn tag_block_sizes(module: &inkwell::module::Module<'_>) {
    let context = module.get_context();
    let kind = context.get_kind_id(IR_COUNT_KIND);
    for function in module.get_functions() {
        for block in function.get_basic_blocks() {
            let Some(terminator) = block.get_terminator() else { continue };
            let size = block.get_instructions().map(|i| crate::input::ops::lane_cost(i.as_value_ref())).sum::<u64>();
            let node = context.metadata_node(&[context.i64_type().const_int(size, false).into()]);
            let _ = terminator.set_metadata(node, kind);
        }
    }
}

/// The instruction count [`tag_block_sizes`] left on `bb`'s terminator;
/// `kind` is [`IR_COUNT_KIND`]'s id in the module's context.
pub fn tagged_size(bb: BasicBlock<'_>, kind: u32) -> Option<u64> {
    let node = bb.get_terminator()?.get_metadata(kind)?;
    match node.get_node_values()?.first()? {
        inkwell::values::BasicMetadataValueEnum::IntValue(n) => n.get_zero_extended_constant(),
        _ => None,
    }
}

/// `(label, n)` pairs as `(place of the label in the body, n)`; `None`
/// stands for the start of the body.
pub fn ir_block_places(kernel: &crate::visa::Kernel, labelled: Vec<(Option<LabelId>, u64)>) -> Vec<(usize, u64)> {
    let places = kernel.label_places();
    let place = |label: Option<LabelId>| match label {
        None => Some(0),
        Some(l) => places.get(usize::from(l.0)).copied().flatten(),
    };
    labelled.into_iter().filter_map(|(label, n)| Some((place(label)?, n))).collect()
}

/// The control-flow part of the emitter: each block's label and each
/// phi's variable.
#[derive(Default)]
pub struct Flow {
    /// The function has more than one block: what is set once per kernel
    /// (constant predicates) goes to the kernel's start, where every path
    /// passes.
    pub multi_block: bool,
    /// The label of each block, when the function has more than one.
    pub block_labels: FastMap<LLVMBasicBlockRef, LabelId>,
    /// Each phi's variable, which the copies on the edges into its block
    /// write (an `i1` phi's holds a byte per lane).
    pub phi_vars: FastMap<LLVMValueRef, View>,
    /// The values computed in a phi's variable (`phi_homes.rs`).
    pub phi_homes: FastMap<LLVMValueRef, View>,
    /// The phi variables the current two-way branch wrote before it jumps:
    /// both of its edges copy the same value into them.
    pub copied_before_branch: Vec<View>,
}

pub(super) fn too_many() -> String {
    "the function has more blocks than a vISA kernel has labels (65536)".into()
}

/// A label name from the block's LLVM name, or `BB<n>`.
pub(super) fn names_or(raw: &[u8], n: usize) -> String {
    crate::visa::names::legal_name(raw, crate::visa::names::MAX_NAME_LEN)
        .map_or_else(|| format!("BB{n}"), std::borrow::Cow::into_owned)
}

/// Points each SWITCHJMP entry whose block is only an unconditional `jmp`
/// at that jump's target. Same behaviour; and Intel's assembler of IGC
/// 1.0.12504 on SKL drops such a block's label while its jump table still
/// names it (`BinaryEncoding.cpp: invalid label!`, an illegal `jmpi` in the
/// Gen code); a table naming blocks with code assembles.
pub fn thread_switch_targets(kernel: &mut crate::visa::Kernel) {
    let places = kernel.label_places();
    let body = &kernel.body;
    // The unconditional jump a label's block starts with, past more labels.
    let jump_at = |l: LabelId| -> Option<LabelId> {
        let place = places.get(usize::from(l.0)).copied().flatten()?;
        body[place..].iter().find(|i| !matches!(i, Instruction::Label(_))).and_then(|i| match *i {
            Instruction::Branch { op: BranchOp::Jmp, pred: None, target, .. } => Some(target),
            _ => None,
        })
    };
    // At most as many steps as labels: a cycle of empty blocks stops.
    let resolve = |mut l: LabelId| {
        for _ in 0..places.len() {
            match jump_at(l) {
                Some(t) if t != l => l = t,
                _ => break,
            }
        }
        l
    };
    let threaded: Vec<Option<Vec<LabelId>>> = body
        .iter()
        .map(|inst| match inst {
            Instruction::SwitchJmp { table, .. } => Some(table.labels().iter().map(|&l| resolve(l)).collect()),
            _ => None,
        })
        .collect();
    for (inst, labels) in kernel.body.iter_mut().zip(threaded) {
        if let (Instruction::SwitchJmp { table, .. }, Some(labels)) = (inst, labels) {
            table.labels_mut().copy_from_slice(&labels);
        }
    }
}

/// Numbers the labels in order of first mention in the body (placed or
/// jumped to), the order in which the assembler declares them reading the
/// text, so that the object file and the text agree.
pub fn number_labels_by_first_mention(kernel: &mut crate::visa::Kernel) {
    let mut order: Vec<usize> = Vec::with_capacity(kernel.labels.len());
    let mut new_id = vec![None; kernel.labels.len()];
    for inst in &kernel.body {
        let mentioned = match inst {
            Instruction::Label(l) | Instruction::Subroutine(l) | Instruction::Branch { target: l, .. } => {
                std::slice::from_ref(l)
            }
            Instruction::SwitchJmp { table, .. } => table.labels(),
            _ => &[],
        };
        for l in mentioned {
            if let Some(slot @ None) = new_id.get_mut(usize::from(l.0)) {
                *slot = Some(order.len());
                order.push(usize::from(l.0));
            }
        }
    }
    // Labels nothing mentions keep their relative order after the rest.
    for (old, slot) in new_id.iter_mut().enumerate() {
        if slot.is_none() {
            *slot = Some(order.len());
            order.push(old);
        }
    }
    let id = |l: LabelId| LabelId(new_id[usize::from(l.0)].map_or(l.0, |n| n as u16));
    for inst in &mut kernel.body {
        match inst {
            Instruction::Label(l) | Instruction::Subroutine(l) | Instruction::Branch { target: l, .. } => *l = id(*l),
            Instruction::SwitchJmp { table, .. } => table.labels_mut().iter_mut().for_each(|l| *l = id(*l)),
            _ => {}
        }
    }
    let labels = std::mem::take(&mut kernel.labels);
    kernel.labels = order.into_iter().map(|old| labels[old].clone()).collect();
}
