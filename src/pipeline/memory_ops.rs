//! The report of a module's memory operations (`compile --stats`
//! and the tests), read before the passes rewrite them.

use crate::input::ir::LoadedModule;
use inkwell::values::FunctionValue;
use std::fmt::Write;
use visa_passes::ir::intrinsics::{instructions, memory_ops, MemoryOp};
use visa_passes::ir::srcloc::LineCol;

/// One line per memory operation (intrinsic call, `load`, `store`,
/// `atomicrmw`, `cmpxchg`), `file:line:col: kind width=N type=T
/// [addrspace=A]`, then a count.
pub fn memory_op_report(loaded: &LoadedModule<'_>) -> String {
    MemoryOps::of(loaded).report(&loaded.file)
}

/// `each` memory operation of `loaded` (read before the passes rewrite it),
/// function by function, with its function and its source position when
/// known (in `loaded.file`).
pub fn for_each_memory_op<'ctx>(
    loaded: &LoadedModule<'ctx>,
    mut each: impl FnMut(FunctionValue<'ctx>, MemoryOp<'ctx>, Option<LineCol>),
) {
    let source = loaded.source();
    for function in loaded.module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let ops = memory_ops(function);
        if ops.is_empty() {
            continue;
        }
        // Each function is counted and looked up in the map once, not once per operation.
        let located = source.of_function(function, instructions(function).count());
        for op in ops {
            let position = located.position(op.index_in_function, Some(op.call));
            each(function, op, position);
        }
    }
}

/// The lines of [`memory_op_report`] and what its last line counts (the
/// parts of a split module add up).
///
/// The lines are kept in chunks of `MemoryOps::CHUNK` bytes, never
/// moved once written: a module with 20,000 operations has a megabyte and a
/// half of them, and a string grown by doubling (then joined with the other
/// parts', then with the count) would copy it three times into fresh pages.
#[derive(Default)]
pub struct MemoryOps {
    chunks: Vec<String>,
    operations: usize,
    functions: usize,
}

impl MemoryOps {
    const CHUNK: usize = 64 << 10;

    /// The memory operations of `loaded` (read before the passes rewrite it).
    pub fn of(loaded: &LoadedModule<'_>) -> MemoryOps {
        let mut chunks: Vec<String> = Vec::new();
        let (mut operations, mut functions) = (0, Vec::new());
        // Pushed piece by piece: `write!` costs more than the rest of the
        // report together, and it has a line per operation.
        let number = |lines: &mut String, n: u64| crate::visa::text::print::push_u64(lines, n);
        for_each_memory_op(loaded, |function, op, position| {
            operations += 1;
            if functions.last() != Some(&function) {
                functions.push(function);
            }
            // A line starts a chunk of its own when it might not fit the last one.
            let room = chunks.last().map_or(0, |c| c.capacity() - c.len());
            if room < loaded.file.len() + 256 {
                chunks.push(String::with_capacity(Self::CHUNK.max(2 * loaded.file.len() + 512)));
            }
            let Some(lines) = chunks.last_mut() else { return };
            match position {
                Some(pos) => {
                    lines.push_str(&loaded.file);
                    lines.push(':');
                    number(lines, u64::from(pos.line));
                    lines.push(':');
                    number(lines, u64::from(pos.col));
                }
                None => {
                    let _ = write!(
                        lines,
                        "{}: @{} #{}",
                        loaded.file,
                        function.get_name().to_string_lossy(),
                        op.index_in_function
                    );
                }
            }
            let (family, atomic_op) = op.kind.name_parts();
            lines.push_str(": ");
            lines.push_str(family);
            lines.push_str(atomic_op);
            lines.push_str(" width=");
            match op.width {
                Some(width) => number(lines, u64::from(width)),
                None => lines.push('?'),
            }
            lines.push_str(" type=");
            lines.push_str(&op.elem_type);
            if let Some(space) = op.addr_space {
                lines.push_str(" addrspace=");
                number(lines, u64::from(space));
            }
            lines.push('\n');
        });
        // Functions count by name (as `to_bytes` reads it): unnamed ones count once.
        let mut names: Vec<&[u8]> = functions.iter().map(|f| f.get_name().to_bytes()).collect();
        names.sort_unstable();
        names.dedup();
        MemoryOps { chunks, operations, functions: names.len() }
    }

    /// The operations of `parts` (of disjoint functions) one after another.
    pub fn concat(parts: impl IntoIterator<Item = MemoryOps>) -> MemoryOps {
        let mut all = MemoryOps::default();
        for part in parts {
            all.chunks.extend(part.chunks);
            all.operations += part.operations;
            all.functions += part.functions;
        }
        all
    }

    /// Writes the report of `file`: the lines, then the count.
    pub fn write_report(&self, file: &str, out: &mut impl std::io::Write) -> std::io::Result<()> {
        for chunk in &self.chunks {
            out.write_all(chunk.as_bytes())?;
        }
        writeln!(out, "{file}: {} memory operation(s) in {} function(s)", self.operations, self.functions)
    }

    /// The report of `file`: the lines, then the count.
    pub fn report(&self, file: &str) -> String {
        let mut text = Vec::with_capacity(self.chunks.iter().map(String::len).sum::<usize>() + file.len() + 64);
        let _ = self.write_report(file, &mut text);
        String::from_utf8(text).unwrap_or_default()
    }
}
