//! `!dbg` locations made a function at a time (the C++ shim): the input's
//! positions on its instructions (`src/input/locations.rs`), one call per
//! function rather than two per instruction.

use crate::fxhash::FxHashMap;
use inkwell::debug_info::{
    AsDIScope, DIFlags, DIFlagsConstants, DIFile, DISubprogram, DISubroutineType, DWARFEmissionKind,
    DWARFSourceLanguage, DebugInfoBuilder,
};
use inkwell::module::Module;
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

/// A module's line tables (a compile unit of `file`, no other debug
/// info): what [`set_locations`]' scopes are made in.
pub struct LineTables<'ctx> {
    pub builder: DebugInfoBuilder<'ctx>,
    file: DIFile<'ctx>,
    signature: DISubroutineType<'ctx>,
}

impl<'ctx> LineTables<'ctx> {
    /// A compile unit of `file` by `producer` in `module`.
    pub fn new(module: &Module<'ctx>, file: &str, producer: &str) -> LineTables<'ctx> {
        let (builder, unit) = module.create_debug_info_builder(
            true,
            DWARFSourceLanguage::C,
            file,
            "",
            producer,
            false,
            "",
            0,
            "",
            DWARFEmissionKind::LineTablesOnly,
            0,
            false,
            false,
            "",
            "",
        );
        let file = unit.get_file();
        let signature = builder.create_subroutine_type(file, None, &[], DIFlags::ZERO);
        LineTables { builder, file, signature }
    }

    /// The subprogram of a function `name` defined at `line`.
    pub fn function(&self, name: &str, line: u32) -> DISubprogram<'ctx> {
        let file = self.file;
        self.builder.create_function(
            file.as_debug_info_scope(),
            name,
            None,
            file,
            line,
            self.signature,
            false,
            true,
            line,
            DIFlags::ZERO,
            false,
        )
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::intrinsics::instructions;
    use inkwell::memory_buffer::MemoryBuffer;

    const TEXT: &str =
        "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %y = mul i32 %x, 3\n  %z = sub i32 %y, 2\n  ret i32 %z\n}\n";

    /// Each instruction's (line, col) and the index of the first
    /// instruction holding the same node, after `set_locations` gave the
    /// four instructions of `TEXT` `positions`; and the module as printed.
    fn located(positions: [(u32, u32); 4], nodes: LocationNodes) -> (Vec<(u32, u32, usize)>, String) {
        let context = crate::ir::context::create_context(false);
        let buffer = MemoryBuffer::create_from_memory_range_copy(TEXT.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).unwrap();
        let tables = LineTables::new(&module, "t.ll", "test");
        let f = module.get_function("f").unwrap();
        let scope = tables.function("f", 1);
        f.set_subprogram(scope);
        let insts: Vec<_> = instructions(f).collect();
        let given: Vec<_> = insts.iter().zip(positions).map(|(&i, (line, col))| (i, line, col)).collect();
        set_locations(scope, &given, nodes);
        tables.builder.finalize();
        let nodes: Vec<_> = insts.iter().map(|i| i.get_debug_location().unwrap()).collect();
        let read = nodes
            .iter()
            .map(|at| (at.get_line(), at.get_column(), nodes.iter().position(|other| other == at).unwrap()))
            .collect();
        (read, module.print_to_string().to_string())
    }

    #[test]
    fn distinct_and_uniqued_nodes_read_the_same() {
        let in_order = [(2, 3), (3, 3), (4, 3), (5, 3)];
        // Code inlined twice from one callee: two instructions at (7, 3).
        let repeated = [(7, 3), (2, 3), (7, 3), (5, 1)];
        for positions in [in_order, repeated] {
            let (uniqued, uniqued_text) = located(positions, LocationNodes::Uniqued);
            let (distinct, distinct_text) = located(positions, LocationNodes::Distinct);
            let expected: Vec<_> = positions
                .iter()
                .map(|&(line, col)| (line, col, positions.iter().position(|&p| p == (line, col)).unwrap()))
                .collect();
            assert_eq!(uniqued, expected, "each position, and one node per position");
            assert_eq!(distinct, expected);
            assert!(!uniqued_text.contains("distinct !DILocation"));
            // Printed, they differ by the word only (why printed IR asks for uniqued ones).
            assert_eq!(distinct_text.replace("distinct !DILocation", "!DILocation"), uniqued_text);
        }
    }
}
