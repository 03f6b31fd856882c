//! Inlining of the module's own functions before `select`: a vISA kernel
//! is one function, so every call to a function defined in the module is
//! replaced by the callee's body, with LLVM's inliner (`InlineFunction`,
//! through the C++ shim) one call site at a time.
//!
//! Diagnostics must still point into the source after inlining, so every
//! instruction is first tagged with its `file:line:col` (`!visa.src`), and
//! each instruction an inlining creates records the call it came through
//! (`!visa.inlined`, innermost call first): a diagnostic in inlined code is
//! at the callee's line and says where it was inlined.
//!
//! Refused (at the call): recursion (a call on a cycle of the call graph).
//! Callees and calls marked `noinline` are inlined too: LangRef's
//! `noinline` ("the inliner should never inline this function in any
//! situation") directs LLVM's optimizer and changes nothing the program
//! computes; a kernel here is one function, so inlining is how any call is
//! compiled (docs/input-contract.md).

use crate::ir::intrinsics::instructions;
use crate::ir::llvm;
use crate::isa::limits::{MAX_INLINED_AT, MAX_INLINED_INSTRUCTIONS, MAX_INLINED_MODULE_INSTRUCTIONS};
use crate::transforms::pipeline::PassError;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};
use std::collections::{HashMap, HashSet};

/// Metadata kind of an instruction's source position: `!{i32 line, i32 col}`.
pub const SOURCE_KIND: &str = "visa.src";
/// Metadata kind of the calls an instruction was inlined through:
/// `!{i32 line, i32 col, ...}`, innermost first.
pub const INLINED_KIND: &str = "visa.inlined";

/// Metadata kind of the calls an instruction of a callee is about to be
/// inlined through (set on the callee just before each inlining, so that
/// its copies carry their call site's chain; merged into [`INLINED_KIND`]
/// and removed once the caller is done).
const THROUGH_KIND: &str = "visa.inline.through";

const PASS: &str = "inline";

/// What is supported, for the refusals.
const SUPPORTED: &str = "direct calls to non-recursive functions defined in the module (inlined) and to intrinsics";

/// The body-bearing function a call calls directly, if any.
pub fn defined_callee<'ctx>(inst: InstructionValue<'ctx>) -> Option<FunctionValue<'ctx>> {
    if inst.get_opcode() != InstructionOpcode::Call {
        return None;
    }
    llvm::called_function(inst).filter(|f| f.count_basic_blocks() > 0)
}

/// Tags every instruction of the module with its source position,
/// `position(function, index)`.
pub fn tag_positions<'ctx>(module: &Module<'ctx>, position: impl Fn(FunctionValue<'ctx>, usize) -> Option<(u32, u32)>) {
    let context = module.get_context();
    let kind = context.get_kind_id(SOURCE_KIND);
    let i32_type = context.i32_type();
    for function in module.get_functions() {
        for (index, inst) in instructions(function).enumerate() {
            if let Some((line, col)) = position(function, index) {
                let node = context.metadata_node(&[
                    i32_type.const_int(u64::from(line), false).into(),
                    i32_type.const_int(u64::from(col), false).into(),
                ]);
                let _ = inst.set_metadata(node, kind);
            }
        }
    }
}

/// The `(line, col)` pairs of metadata kind `kind` (an id of the module's
/// context for [`SOURCE_KIND`] or [`INLINED_KIND`]) on `inst`, in order: at
/// most [`MAX_INLINED_AT`] and one more (which says the chain goes on).
pub fn positions(inst: InstructionValue<'_>, kind: u32) -> Vec<(u32, u32)> {
    inst.get_metadata(kind).map_or_else(Vec::new, |node| chain(node, MAX_INLINED_AT + 1))
}

/// The pairs of a chain node, `!{i32 line, i32 col, ..., !rest}`: its own
/// pairs, then (when its last operand is a node) the rest's, at most `limit`.
/// A chain is a list whose tail is shared: a call site adds one node to the
/// chain it was inlined through, whatever that chain's length.
fn chain(node: inkwell::values::MetadataValue<'_>, limit: usize) -> Vec<(u32, u32)> {
    use inkwell::values::BasicMetadataValueEnum;
    let mut pairs = Vec::new();
    let mut next = Some(node);
    while let Some(node) = next.take() {
        let values = node.get_node_values().unwrap_or_default();
        let numbers: Vec<u32> = values
            .iter()
            .filter_map(|v| match v {
                BasicMetadataValueEnum::IntValue(i) => i.get_zero_extended_constant(),
                _ => None,
            })
            .map(|n| u32::try_from(n).unwrap_or(u32::MAX))
            .collect();
        pairs.extend(numbers.chunks_exact(2).map(|p| (p[0], p[1])));
        if pairs.len() >= limit {
            pairs.truncate(limit);
            break;
        }
        next = match values.last() {
            Some(BasicMetadataValueEnum::MetadataValue(rest)) if rest.is_node() => Some(*rest),
            _ => None,
        };
    }
    pairs
}

/// Inlines every call to a function of the module (each function's calls in
/// order, a callee's own calls where they land), then drops the internal
/// functions no call is left to. Each inlining costs the size of what it
/// copies: the calls an inlined body brings come back from LLVM's inliner,
/// and the copies' source chains are merged in one walk of the function.
pub fn inline_calls(module: &Module<'_>) -> Result<u64, PassError> {
    let graph = CallGraph::of(module);
    refuse(&graph)?;
    let context = module.get_context();
    let kinds = Kinds {
        src: context.get_kind_id(SOURCE_KIND),
        inlined: context.get_kind_id(INLINED_KIND),
        through: context.get_kind_id(THROUGH_KIND),
    };
    let mut inlined = 0;
    let mut callees = HashSet::new();
    // Chains joined so far (a callee's chain followed by a call site's).
    let mut joins = HashMap::new();
    // Every function is flattened, in module order (a callee defined first
    // is inlined flat; one defined later brings its calls along).
    for (index, &function) in graph.functions.iter().enumerate() {
        if graph.calls[index].is_empty() {
            continue;
        }
        // A stack of calls in program order: an inlined body's calls come
        // first (they sit where its call was), as a rescan would find them.
        let mut pending: Vec<LLVMValueRef> = graph.calls[index].iter().rev().map(|c| c.call).collect();
        // A call's chain by its three tags: the copies of one call share them.
        let mut chains = HashMap::new();
        while let Some(call) = pending.pop() {
            let Some(call) = llvm::instruction(call) else { continue };
            let Some(callee) = defined_callee(call) else { continue };
            callees.insert(callee);
            let tag = |kind| call.get_metadata(kind);
            let key = [kinds.src, kinds.inlined, kinds.through].map(|k| tag(k).map(|n| n.as_value_ref()));
            // The call's own place, then where it was inlined through.
            let through = *chains.entry(key).or_insert_with(|| {
                let outer = joined(context, tag(kinds.inlined), tag(kinds.through), &mut joins);
                let here = positions(call, kinds.src).first().copied();
                match (here, outer) {
                    (Some(here), outer) => Some(chain_node(context, here, outer)),
                    (None, outer) => outer,
                }
            });
            if let Some(through) = through {
                mark(callee, through, kinds.through);
            }
            // Where the inlined code will lie: after the call's predecessor
            // (or from its block's start), up to the instruction after it.
            let (before, block, after) =
                (call.get_previous_instruction(), call.get_parent(), call.get_next_instruction());
            // SAFETY: after an `Ok` (the call inlined and erased) `call` is
            // used no more; only a refusal's error compares it.
            let brought = unsafe { llvm::inline_call(call) };
            // The callee itself keeps no mark (it may be flattened later, or be a kernel).
            if through.is_some() {
                instructions(callee).for_each(|inst| unset_metadata(inst, kinds.through));
            }
            let brought = brought.map_err(|why| {
                let index = instructions(function).position(|i| i == call);
                error(function, index, format!("LLVM's inliner refused this call: {why}"))
            })?;
            if let Some(through) = through {
                let first =
                    before.map_or_else(|| block.and_then(|b| b.get_first_instruction()), |b| b.get_next_instruction());
                mark_made(first, after, through, kinds);
            }
            inlined += 1;
            pending
                .extend(brought.into_iter().rev().filter(|&c| llvm::instruction(c).and_then(defined_callee).is_some()));
        }
        merge_chains(function, kinds, &mut joins);
    }
    for f in callees {
        if matches!(f.get_linkage(), inkwell::module::Linkage::Internal | inkwell::module::Linkage::Private) {
            // SAFETY: `f` is dropped with this iteration; no copy of it is kept.
            unsafe { llvm::delete_if_unused(f) };
        }
    }
    Ok(inlined)
}

/// The metadata kinds the inliner reads and writes.
#[derive(Clone, Copy)]
struct Kinds {
    src: u32,
    inlined: u32,
    through: u32,
}

/// A chain node: `(line, col)`, then `rest` (a chain node) if any.
fn chain_node<'ctx>(
    context: inkwell::context::ContextRef<'ctx>,
    (line, col): (u32, u32),
    rest: Option<inkwell::values::MetadataValue<'ctx>>,
) -> inkwell::values::MetadataValue<'ctx> {
    use inkwell::values::BasicMetadataValueEnum;
    let i32_type = context.i32_type();
    let mut values: Vec<BasicMetadataValueEnum> =
        vec![i32_type.const_int(u64::from(line), false).into(), i32_type.const_int(u64::from(col), false).into()];
    values.extend(rest.map(BasicMetadataValueEnum::from));
    context.metadata_node(&values)
}

/// Chain `inner` followed by chain `outer`: `inner`'s nodes (at most
/// [`MAX_INLINED_AT`] of its pairs) rebuilt onto `outer`, each pair once
/// (`joins` remembers them).
fn joined<'ctx>(
    context: inkwell::context::ContextRef<'ctx>,
    inner: Option<inkwell::values::MetadataValue<'ctx>>,
    outer: Option<inkwell::values::MetadataValue<'ctx>>,
    joins: &mut HashMap<(LLVMValueRef, LLVMValueRef), inkwell::values::MetadataValue<'ctx>>,
) -> Option<inkwell::values::MetadataValue<'ctx>> {
    let (inner, outer) = match (inner, outer) {
        (Some(inner), Some(outer)) => (inner, outer),
        (inner, outer) => return inner.or(outer),
    };
    let node = *joins.entry((inner.as_value_ref(), outer.as_value_ref())).or_insert_with(|| {
        chain(inner, MAX_INLINED_AT).into_iter().rev().fold(outer, |rest, pair| chain_node(context, pair, Some(rest)))
    });
    Some(node)
}

/// Tags every instruction of `callee` with `node` (the chain of the call
/// site it is about to be copied through): its copies carry it.
fn mark<'ctx>(callee: FunctionValue<'ctx>, node: inkwell::values::MetadataValue<'ctx>, kind: u32) {
    for inst in instructions(callee) {
        let _ = inst.set_metadata(node, kind);
    }
}

/// Marks what the inliner made rather than copied (the branches that
/// replace the callee's returns, the phi of its value, scope declarations)
/// with the call's chain, as its copies are: the inlined code from `first`
/// up to `after`, the instruction that followed the call, in layout order.
/// Stops early at an instruction of the caller's own (tagged with its
/// place, not marked), so the walk never leaves the inlined code.
fn mark_made<'ctx>(
    first: Option<InstructionValue<'ctx>>,
    after: Option<InstructionValue<'ctx>>,
    through: inkwell::values::MetadataValue<'ctx>,
    kinds: Kinds,
) {
    let mut at = first;
    while let Some(inst) = at.filter(|&i| Some(i) != after) {
        if inst.get_metadata(kinds.through).is_none() {
            if inst.get_metadata(kinds.src).is_some() {
                return;
            }
            let _ = inst.set_metadata(through, kinds.through);
        }
        at = inst.get_next_instruction().or_else(|| {
            let mut block = inst.get_parent()?.get_next_basic_block();
            while let Some(b) = block {
                if let Some(i) = b.get_first_instruction() {
                    return Some(i);
                }
                block = b.get_next_basic_block();
            }
            None
        });
    }
}

/// One walk of `function` once its calls are inlined: each copy's chain
/// becomes its callee's chain followed by its call site's.
fn merge_chains<'ctx>(
    function: FunctionValue<'ctx>,
    kinds: Kinds,
    joins: &mut HashMap<(LLVMValueRef, LLVMValueRef), inkwell::values::MetadataValue<'ctx>>,
) {
    let context = function.get_type().get_context();
    for inst in instructions(function) {
        let Some(through) = inst.get_metadata(kinds.through) else { continue };
        if let Some(node) = joined(context, inst.get_metadata(kinds.inlined), Some(through), joins) {
            let _ = inst.set_metadata(node, kinds.inlined);
        }
        unset_metadata(inst, kinds.through);
    }
}

fn unset_metadata(inst: InstructionValue<'_>, kind: u32) {
    llvm::remove_metadata(inst, kind);
}

/// A direct call of one defined function to another.
struct Call {
    call: LLVMValueRef,
    /// The callee's index in [`CallGraph::functions`].
    callee: usize,
    /// The call's index among its function's instructions.
    at: usize,
}

/// The module's defined functions and their direct calls to each other.
struct CallGraph<'ctx> {
    functions: Vec<FunctionValue<'ctx>>,
    /// Per function, its calls in program order.
    calls: Vec<Vec<Call>>,
    /// Per function, its instruction count.
    sizes: Vec<u64>,
}

impl<'ctx> CallGraph<'ctx> {
    fn of(module: &Module<'ctx>) -> CallGraph<'ctx> {
        let functions: Vec<_> = module.get_functions().filter(|f| f.count_basic_blocks() > 0).collect();
        let index: HashMap<LLVMValueRef, usize> =
            functions.iter().enumerate().map(|(i, f)| (f.as_value_ref(), i)).collect();
        let mut calls = Vec::with_capacity(functions.len());
        let mut sizes = Vec::with_capacity(functions.len());
        for &function in &functions {
            let mut size = 0u64;
            let mut found = Vec::new();
            for (at, inst) in instructions(function).enumerate() {
                size += 1;
                if let Some(callee) = defined_callee(inst).and_then(|c| index.get(&c.as_value_ref())) {
                    found.push(Call { call: inst.as_value_ref(), callee: *callee, at });
                }
            }
            calls.push(found);
            sizes.push(size);
        }
        CallGraph { functions, calls, sizes }
    }

    /// The strongly connected components (Tarjan's, without recursion):
    /// each function's component, numbered in the order they complete, so
    /// a callee's component comes before its callers'.
    fn components(&self) -> Vec<usize> {
        const NONE: usize = usize::MAX;
        let n = self.functions.len();
        let (mut order, mut low, mut component) = (vec![NONE; n], vec![0; n], vec![NONE; n]);
        let (mut counter, mut components, mut stack) = (0, 0, Vec::new());
        for root in 0..n {
            if order[root] != NONE {
                continue;
            }
            // (function, next call to look at)
            let mut walk = vec![(root, 0usize)];
            order[root] = counter;
            low[root] = counter;
            counter += 1;
            stack.push(root);
            while let Some(&mut (f, ref mut next)) = walk.last_mut() {
                if let Some(call) = self.calls[f].get(*next) {
                    *next += 1;
                    let c = call.callee;
                    if order[c] == NONE {
                        order[c] = counter;
                        low[c] = counter;
                        counter += 1;
                        stack.push(c);
                        walk.push((c, 0));
                    } else if component[c] == NONE {
                        low[f] = low[f].min(order[c]);
                    }
                    continue;
                }
                walk.pop();
                if let Some(&(parent, _)) = walk.last() {
                    low[parent] = low[parent].min(low[f]);
                }
                if low[f] == order[f] {
                    while let Some(member) = stack.pop() {
                        component[member] = components;
                        if member == f {
                            break;
                        }
                    }
                    components += 1;
                }
            }
        }
        component
    }
}

/// A call the input contract refuses (recursive, too large, one LLVM's
/// inliner refuses).
fn error(function: FunctionValue<'_>, instruction: Option<usize>, message: String) -> PassError {
    let function = function.get_name().to_string_lossy().into_owned();
    PassError { pass: PASS, function, instruction, message, kind: crate::diag_kind::DiagnosticKind::Refused }
}

/// Refuses, before anything changes, calls that cannot be inlined:
/// recursive ones, and the first that takes its function
/// past [`MAX_INLINED_INSTRUCTIONS`] added. Linear in the module.
fn refuse(graph: &CallGraph<'_>) -> Result<(), PassError> {
    let component = graph.components();
    for (index, &function) in graph.functions.iter().enumerate() {
        for call in &graph.calls[index] {
            let callee = graph.functions[call.callee];
            let name = callee.get_name().to_string_lossy();
            // A callee reaches its caller exactly when both are in one component.
            if component[call.callee] == component[index] {
                return Err(error(
                    function,
                    Some(call.at),
                    format!("the call to `@{name}` is recursive and cannot be inlined; supported: {SUPPORTED}"),
                ));
            }
        }
    }
    // Each function's size with its calls inlined: callees first (their
    // components complete first), each call replaced by its callee's body.
    let mut by_component: Vec<usize> = (0..graph.functions.len()).collect();
    by_component.sort_by_key(|&f| component[f]);
    let mut inlined_size = vec![0u64; graph.functions.len()];
    for &f in &by_component {
        let added: u64 = graph.calls[f].iter().fold(0, |sum, c| sum.saturating_add(inlined_size[c.callee] - 1));
        inlined_size[f] = graph.sizes[f].saturating_add(added);
    }
    let mut module_added = 0u64;
    for (index, &function) in graph.functions.iter().enumerate() {
        let mut added = 0u64;
        for call in &graph.calls[index] {
            let copied = inlined_size[call.callee] - 1;
            added = added.saturating_add(copied);
            module_added = module_added.saturating_add(copied);
            let caller = format!("`@{}`", function.get_name().to_string_lossy());
            let passed = if added > MAX_INLINED_INSTRUCTIONS {
                Some((caller, MAX_INLINED_INSTRUCTIONS, "a function (MAX_INLINED_INSTRUCTIONS: every call copies its callee, so calls that call twice double the code at each level)"))
            } else if module_added > MAX_INLINED_MODULE_INSTRUCTIONS {
                Some((
                    "the module".to_string(),
                    MAX_INLINED_MODULE_INSTRUCTIONS,
                    "a module (MAX_INLINED_MODULE_INSTRUCTIONS: every function is a kernel with its callees copied in)",
                ))
            } else {
                None
            };
            if let Some((what, limit, why)) = passed {
                let name = graph.functions[call.callee].get_name().to_string_lossy();
                return Err(error(
                    function,
                    Some(call.at),
                    format!(
                        "inlining the call to `@{name}` ({} instructions, with the calls it makes inlined) makes \
                         {what} grow by more than {limit} instructions, the most inlining may add to {why}; \
                         supported: {SUPPORTED} within that size",
                        inlined_size[call.callee]
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The functions of `module` called from a function outside their own
/// component of the call graph: the helpers of a module whose kernels are
/// not marked (a function that only it, or a function it calls, calls is
/// on a cycle, and refused at the call, not hidden).
pub fn called_helpers(module: &Module<'_>) -> HashSet<LLVMValueRef> {
    // Most modules call none of their functions: no walk of their code.
    let defined = || module.get_functions().filter(|f| f.count_basic_blocks() > 0);
    if !defined().any(|f| llvm::users(f.as_value_ref()).next().is_some()) {
        return HashSet::new();
    }
    let graph = CallGraph::of(module);
    let component = graph.components();
    let mut helpers = HashSet::new();
    for (caller, calls) in graph.calls.iter().enumerate() {
        for call in calls.iter().filter(|c| component[c.callee] != component[caller]) {
            helpers.insert(graph.functions[call.callee].as_value_ref());
        }
    }
    helpers
}
