//! `gep-offsets`: vector addresses that differ by a constant share one
//! computation, as LLVM's SeparateConstOffsetFromGEP and
//! StraightLineStrengthReduce (and IGC's address folding) arrange.
//!
//! Within a basic block, vector GEPs with one index, the same source
//! element type `T`, the same base and the same variable index `X`, whose
//! index is `add X, C_k` (`C_k` a constant vector; plain `X` is `C = 0`),
//! and whose constants differ from an earlier member's `C_0` by the same
//! `d` in every lane, become
//!
//! ```text
//! getelementptr T, <the earlier member>, <splat d>
//! ```
//!
//! `base + size(T)*(X + C_k)` is `base + size(T)*(X + C_0) + size(T)*d`
//! when every sum wraps at the pointer's width: so only indices exactly as
//! wide as the pointers of their address space (the data layout's index
//! width, and emit's: 64 bits in addrspace 0 and 1, 32 in addrspace 3);
//! a narrower index is sign-extended after its `add` wrapped, which is not
//! the same. The address is then computed once, and each later member adds
//! a constant that is the same in every lane: an immediate `add` for emit,
//! an LSC immediate offset where `lsc_offsets` folds it (Xe2), and a
//! known distance for `select`'s memory dependences. The earlier member
//! loses `inbounds` (it now feeds addresses it did not bound), the new GEP
//! has none: less poison, never more. An `add` only the rewritten GEP used
//! is erased.

use crate::fxhash::FxHashMap;
use crate::ir::llvm::{self, clear_in_bounds, erase_unused_instruction};
use crate::transforms::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, InstructionOpcode};
use std::rc::Rc;

const PASS: &str = "gep-offsets";

/// How many distinct constant families of one base and index are kept per
/// block (a later GEP is compared with each).
const MAX_FAMILIES: usize = 8;

pub struct GepOffsets;

impl ModulePass for GepOffsets {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, module: &Module<'_>, _options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
        let widths = IndexWidths::of(module);
        let mut rebased = 0u64;
        let mut splats = Splats::default();
        let mut lanes = ConstantLanes::default();
        for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
            for block in function.get_basic_blocks() {
                let geps: Vec<LLVMValueRef> =
                    std::iter::successors(block.get_first_instruction(), |i| i.get_next_instruction())
                        .filter(|i| i.get_opcode() == InstructionOpcode::GetElementPtr)
                        .map(|i| i.as_value_ref())
                        .collect();
                rebased += rebase_block(&widths, &mut splats, &mut lanes, &geps).map_err(|message| PassError {
                    pass: PASS,
                    function: function.get_name().to_string_lossy().into_owned(),
                    instruction: None,
                    message,
                    kind: crate::diag_kind::DiagnosticKind::Internal,
                })?;
            }
        }
        if rebased > 0 {
            stats.add(PASS, "geps_rebased", rebased);
        }
        Ok(())
    }
}

/// The splat constants made, by lane type, lane count and value: the
/// functions of a module mostly step by the same constants, and LLVM's
/// uniquing of a constant vector costs more than this lookup.
type Splats = FxHashMap<(LLVMTypeRef, usize, i64), LLVMValueRef>;

/// The lanes of the constant vectors read (`None`: not integer constants),
/// by value: constants are uniqued (and this pass destroys none, so no
/// address is reused), and the functions of a module mostly add the same few.
type ConstantLanes = FxHashMap<LLVMValueRef, Option<Rc<[i64]>>>;

/// What GEPs must share to be rebased on one another.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    source: LLVMTypeRef,
    base: LLVMValueRef,
    index: LLVMValueRef,
}

/// A GEP later members of its family are rebased on: it and its constants.
struct Leader {
    gep: LLVMValueRef,
    constants: Rc<[i64]>,
}

/// Rebases the GEPs of one block (`geps`, in order) on earlier ones;
/// how many were rebased.
fn rebase_block(
    widths: &IndexWidths,
    splats: &mut Splats,
    lanes: &mut ConstantLanes,
    geps: &[LLVMValueRef],
) -> Result<u64, String> {
    let mut families: FxHashMap<Key, Vec<Leader>> = FxHashMap::default();
    let mut rebased = 0;
    for &gep in geps {
        let Some((key, constants, bits, index_ty)) = split(gep, widths, lanes) else { continue };
        let leaders = families.entry(key).or_default();
        let wrap = |v: i64| if bits >= 64 { v } else { (v << (64 - bits)) >> (64 - bits) };
        let found = leaders.iter().find_map(|leader| {
            let d = wrap(constants[0].wrapping_sub(leader.constants[0]));
            let same = constants.iter().zip(leader.constants.iter()).all(|(&c, &l)| wrap(c.wrapping_sub(l)) == d);
            same.then_some((leader.gep, d))
        });
        let Some((leader, d)) = found else {
            if leaders.len() < MAX_FAMILIES {
                leaders.push(Leader { gep, constants });
            }
            continue;
        };
        // The leader now feeds addresses it did not bound.
        clear_in_bounds(leader);
        let index = llvm::operand(gep, 1);
        if d == 0 {
            llvm::replace_all_uses(gep, leader)?;
            erase_unused_instruction(gep);
        } else {
            // The member itself becomes `getelementptr T, leader, <splat d>`
            // (its name, position and users stay): cheaper than building a
            // new GEP, moving the name over and erasing this one.
            let splat = *splats
                .entry((index_ty, constants.len(), d))
                .or_insert_with(|| llvm::const_vector(&vec![llvm::const_int_of(index_ty, d as u64); constants.len()]));
            llvm::set_operand(gep, 0, leader);
            llvm::set_operand(gep, 1, splat);
            clear_in_bounds(gep);
        }
        if let Some(index) = index {
            erase_unused_instruction(index);
        }
        rebased += 1;
    }
    Ok(rebased)
}

/// A GEP this pass rebases: `getelementptr T, base, <N x iW> index` with
/// `iW` the pointers' index width, giving vectors of pointers; its key,
/// the constants added to the key's index (sign-extended from `W`), `W`,
/// and the type `iW`.
fn split(gep: LLVMValueRef, widths: &IndexWidths, known: &mut ConstantLanes) -> Option<(Key, Rc<[i64]>, u32, LLVMTypeRef)> {
    if llvm::num_operands(gep) != 2 {
        return None;
    }
    let source = llvm::gep_source_element_type(gep)?;
    let (base, index) = (llvm::operand(gep, 0)?, llvm::operand(gep, 1)?);
    let (lanes, pointer) = llvm::vector_of(llvm::type_of(gep))?;
    let (index_lanes, index_ty) = llvm::vector_of(llvm::type_of(index))?;
    let bits = llvm::int_width(index_ty)?;
    if index_lanes != lanes || llvm::type_kind(pointer) != LLVMTypeKind::LLVMPointerTypeKind {
        return None;
    }
    if widths.of_space(llvm::address_space(pointer)?) != Some(bits) || llvm::is_constant(index) {
        return None;
    }
    let (x, constants) = add_of_constant(index, lanes, known).unwrap_or_else(|| (index, vec![0; lanes as usize].into()));
    Some((Key { source, base, index: x }, constants, bits, index_ty))
}

/// `add X, C` (either order), `C` a constant vector of `lanes` integer
/// lanes: `X` and the lanes of `C`.
fn add_of_constant(add: LLVMValueRef, lanes: u32, known: &mut ConstantLanes) -> Option<(LLVMValueRef, Rc<[i64]>)> {
    if llvm::opcode(add) != Some(LLVMOpcode::LLVMAdd) {
        return None;
    }
    let (a, b) = (llvm::operand(add, 0)?, llvm::operand(add, 1)?);
    let mut lanes_of = |c: LLVMValueRef| -> Option<Rc<[i64]>> {
        if !llvm::is_constant(c) {
            return None;
        }
        known.entry(c).or_insert_with(|| constant_lanes(c, lanes)).clone()
    };
    if let Some(c) = lanes_of(b) {
        return Some((a, c));
    }
    lanes_of(a).map(|c| (b, c))
}

/// The lanes of a constant vector of `lanes` integer lanes, sign-extended.
fn constant_lanes(c: LLVMValueRef, lanes: u32) -> Option<Rc<[i64]>> {
    // Most constant vectors are integer ConstantDataVectors, read in one
    // call; folding an extract per lane (any other constant) makes a
    // ConstantInt for each.
    if llvm::is_data_vector(c) {
        let bits = llvm::int_width(llvm::element_type(llvm::type_of(c))?)?;
        let shift = 64u32.checked_sub(bits)?;
        let mut raw = vec![0u64; lanes as usize];
        return llvm::data_vector_int_lanes(c, &mut raw)
            .then(|| raw.into_iter().map(|x| ((x << shift) as i64) >> shift).collect());
    }
    (0..lanes).map(|i| llvm::const_lane(c, i).and_then(llvm::const_int)).collect()
}

/// The index width of each address space's pointers where the data layout
/// and emit agree on it (emit's pointers: 64 bits in addrspace 0 and 1, 32
/// in addrspace 3); no other address space is rebased.
struct IndexWidths {
    global: Option<u32>,
    private: Option<u32>,
    local: Option<u32>,
}

impl IndexWidths {
    fn of(module: &Module<'_>) -> IndexWidths {
        let layout = module.get_data_layout();
        let text = layout.as_str().to_string_lossy();
        let agreed = |space: u32, emitted: u32| (layout_index_bits(&text, space) == emitted).then_some(emitted);
        IndexWidths { private: agreed(0, 64), global: agreed(1, 64), local: agreed(3, 32) }
    }

    fn of_space(&self, space: u32) -> Option<u32> {
        match space {
            0 => self.private,
            1 => self.global,
            3 => self.local,
            _ => None,
        }
    }
}

/// The index width of address space `space`'s pointers in a data layout
/// string (LangRef, "Data Layout": `p[n]:<size>:<abi>[:<pref>][:<idx>]`,
/// the index width defaulting to the size, the size to 64 bits).
fn layout_index_bits(layout: &str, space: u32) -> u32 {
    layout
        .split('-')
        .filter_map(|spec| {
            let rest = spec.strip_prefix('p')?;
            let (name, fields) = rest.split_once(':')?;
            let n = if name.is_empty() { 0 } else { name.parse::<u32>().ok()? };
            (n == space).then_some(fields)
        })
        .last()
        .and_then(|fields| {
            let fields: Vec<&str> = fields.split(':').collect();
            fields.get(3).or(fields.first()).and_then(|f| f.parse().ok())
        })
        .unwrap_or(64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transforms::pipeline::{run_pipeline, PipelineOptions};
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    /// `ir` after the pass, and its `geps_rebased` count.
    fn rebased(ir: &str) -> (String, u64) {
        let context = Context::create();
        let buffer = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
        let module = context.create_module_from_ir(buffer).expect("parses");
        let options = PassOptions::new(crate::isa::target::Platform::XeHpc, false);
        let pipeline = PipelineOptions { verify_each: true, ..PipelineOptions::default() };
        let report = run_pipeline(&module, &[&GepOffsets], &options, &pipeline).expect("runs");
        // LLVM 17 on prints every pointer opaque; the assertions spell LLVM 14's `i32 addrspace(1)*`.
        let out = module.print_to_string().to_string().replace("ptr addrspace(1)", "i32 addrspace(1)*");
        (out, report.stats.get(PASS, "geps_rebased"))
    }

    const HEAD: &str = "declare void @use(<4 x i32 addrspace(1)*>)\n";

    #[test]
    fn members_become_the_first_plus_a_splat() {
        let ir = format!(
            "{HEAD}define void @k(i32 addrspace(1)* %b, <4 x i64> %x) {{
  %i0 = add <4 x i64> %x, <i64 0, i64 1, i64 2, i64 3>
  %p0 = getelementptr inbounds i32, i32 addrspace(1)* %b, <4 x i64> %i0
  call void @use(<4 x i32 addrspace(1)*> %p0)
  %i1 = add <4 x i64> <i64 4, i64 5, i64 6, i64 7>, %x
  %p1 = getelementptr inbounds i32, i32 addrspace(1)* %b, <4 x i64> %i1
  call void @use(<4 x i32 addrspace(1)*> %p1)
  %i2 = add <4 x i64> %x, <i64 -3, i64 -2, i64 -1, i64 0>
  %p2 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i2
  call void @use(<4 x i32 addrspace(1)*> %p2)
  %p3 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %x
  call void @use(<4 x i32 addrspace(1)*> %p3)
  %i4 = add <4 x i64> %x, <i64 5, i64 5, i64 5, i64 5>
  %p4 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i4
  call void @use(<4 x i32 addrspace(1)*> %p4)
  %p5 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i0
  call void @use(<4 x i32 addrspace(1)*> %p5)
  ret void
}}"
        );
        let (out, n) = rebased(&ir);
        assert_eq!(n, 4, "{out}");
        // The first keeps its computation but not `inbounds`.
        assert!(out.contains("%p0 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i0"), "{out}");
        // 4 - 0, -3 - 0 and 0 - 0 elements later; the dead adds are gone.
        assert!(
            out.contains("getelementptr i32, <4 x i32 addrspace(1)*> %p0, <4 x i64> <i64 4, i64 4, i64 4, i64 4>"),
            "{out}"
        );
        assert!(
            out.contains("getelementptr i32, <4 x i32 addrspace(1)*> %p0, <4 x i64> <i64 -3, i64 -3, i64 -3, i64 -3>"),
            "{out}"
        );
        // Plain `%x` (0, 0, 0, 0 against 0, 1, 2, 3) starts a family of its own.
        assert!(out.contains("%p3 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %x"), "{out}");
        assert!(
            out.contains("getelementptr i32, <4 x i32 addrspace(1)*> %p3, <4 x i64> <i64 5, i64 5, i64 5, i64 5>"),
            "{out}"
        );
        // The same index again is the first itself.
        assert!(out.contains("call void @use(<4 x i32 addrspace(1)*> %p0)\n  ret void"), "{out}");
        assert!(!out.contains("%i1") && !out.contains("%i2") && out.contains("%i0 = add"), "{out}");
    }

    #[test]
    fn what_does_not_differ_by_a_splat_or_is_narrow_stays() {
        let ir = format!(
            "{HEAD}define void @k(i32 addrspace(1)* %b, <4 x i64> %x, <4 x i32> %y, i32 addrspace(1)* %c) {{
  %i0 = add <4 x i64> %x, <i64 0, i64 1, i64 2, i64 3>
  %p0 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i0
  call void @use(<4 x i32 addrspace(1)*> %p0)
  %i1 = add <4 x i64> %x, <i64 0, i64 2, i64 4, i64 6>
  %p1 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i1
  call void @use(<4 x i32 addrspace(1)*> %p1)
  %p2 = getelementptr i32, i32 addrspace(1)* %c, <4 x i64> %i0
  call void @use(<4 x i32 addrspace(1)*> %p2)
  %j0 = add <4 x i32> %y, <i32 0, i32 1, i32 2, i32 3>
  %q0 = getelementptr i32, i32 addrspace(1)* %b, <4 x i32> %j0
  call void @use(<4 x i32 addrspace(1)*> %q0)
  %j1 = add <4 x i32> %y, <i32 4, i32 5, i32 6, i32 7>
  %q1 = getelementptr i32, i32 addrspace(1)* %b, <4 x i32> %j1
  call void @use(<4 x i32 addrspace(1)*> %q1)
  br label %next
next:
  %i3 = add <4 x i64> %x, <i64 8, i64 9, i64 10, i64 11>
  %p3 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i3
  call void @use(<4 x i32 addrspace(1)*> %p3)
  ret void
}}"
        );
        let (out, n) = rebased(&ir);
        assert_eq!(n, 0, "{out}");
        assert!(!out.contains("getelementptr i32, <4 x"), "{out}");
    }

    #[test]
    fn a_second_family_has_its_own_leader() {
        let ir = format!(
            "{HEAD}define void @k(i32 addrspace(1)* %b, <4 x i64> %x) {{
  %i0 = add <4 x i64> %x, <i64 0, i64 1, i64 2, i64 3>
  %p0 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i0
  call void @use(<4 x i32 addrspace(1)*> %p0)
  %i1 = add <4 x i64> %x, <i64 0, i64 2, i64 4, i64 6>
  %p1 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i1
  call void @use(<4 x i32 addrspace(1)*> %p1)
  %i2 = add <4 x i64> %x, <i64 1, i64 3, i64 5, i64 7>
  %p2 = getelementptr i32, i32 addrspace(1)* %b, <4 x i64> %i2
  call void @use(<4 x i32 addrspace(1)*> %p2)
  ret void
}}"
        );
        let (out, n) = rebased(&ir);
        assert_eq!(n, 1, "{out}");
        assert!(
            out.contains("getelementptr i32, <4 x i32 addrspace(1)*> %p1, <4 x i64> <i64 1, i64 1, i64 1, i64 1>"),
            "{out}"
        );
    }

    #[test]
    fn index_widths_come_from_the_layout() {
        assert_eq!(layout_index_bits("", 1), 64);
        assert_eq!(layout_index_bits("e-p:32:32-i64:64", 0), 32);
        assert_eq!(layout_index_bits("e-p:32:32-i64:64", 3), 64);
        assert_eq!(layout_index_bits("e-p3:32:32-p1:64:64:64:32", 1), 32);
        assert_eq!(layout_index_bits("e-p3:32:32-p1:64:64:64:32", 3), 32);
        assert_eq!(layout_index_bits("e-P1-p:64:64", 1), 64);
    }
}
