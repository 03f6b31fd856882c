//! `!dbg` locations made a function at a time (the C++ shim): the input's
//! positions on its instructions (`src/input/locations.rs`), one call per
//! function rather than two per instruction.

use crate::fxhash::FxHashMap;
use inkwell::debug_info::{AsDIScope, DISubprogram};
use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMValueRef};
use inkwell::values::{AsValueRef, InstructionValue};

extern "C" {
    fn visa_passes_set_locations(
        insts: *const LLVMValueRef,
        lines: *const u32,
        cols: *const u32,
        first: *const u32,
        n: usize,
        scope: LLVMMetadataRef,
        distinct: i32,
    );
}

/// How [`set_locations`] makes its `DILocation` nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocationNodes {
    /// Uniqued in the context, as `LLVMDIBuilderCreateDebugLocation` makes
    /// them: printed IR shows `!DILocation(...)`.
    Uniqued,
    /// Distinct: no uniquing table (its hash, probe and insert were most of
    /// a node's cost), one node per position of a function all the same.
    /// Printed IR would show `distinct !DILocation(...)`.
    Distinct,
}

/// Gives each instruction of `located`, all of the function whose
/// subprogram `scope` is, its `(line, col)` in `scope` as its `!dbg`.
/// Instructions at one position share one node, whichever `nodes` is: the
/// nodes and which instructions share them are those uniquing gives.
pub fn set_locations(scope: DISubprogram<'_>, located: &[(InstructionValue<'_>, u32, u32)], nodes: LocationNodes) {
    let n = located.len();
    let (mut insts, mut lines, mut cols, mut first) =
        (Vec::with_capacity(n), Vec::with_capacity(n), Vec::with_capacity(n), Vec::with_capacity(n));
    // Positions in increasing order (a function as written: each
    // instruction on a later line) repeat none; others (code inlined from
    // one callee twice) are looked up.
    let increasing = located.windows(2).all(|pair| (pair[0].1, pair[0].2) < (pair[1].1, pair[1].2));
    let mut seen: FxHashMap<(u32, u32), u32> = FxHashMap::default();
    for (i, &(inst, line, col)) in located.iter().enumerate() {
        let index = u32::try_from(i).unwrap_or(u32::MAX);
        insts.push(inst.as_value_ref());
        lines.push(line);
        cols.push(col);
        first.push(if increasing { index } else { *seen.entry((line, col)).or_insert(index) });
    }
    // SAFETY: the arrays hold `n` entries each and live for the call; the
    // instructions and `scope` are live handles of one context (the
    // module's lifetime invariant); LLVM keeps tracked references.
    unsafe {
        visa_passes_set_locations(
            insts.as_ptr(),
            lines.as_ptr(),
            cols.as_ptr(),
            first.as_ptr(),
            n,
            scope.as_debug_info_scope().as_mut_ptr(),
            i32::from(nodes == LocationNodes::Distinct),
        );
    }
}
