//! Every limit the tool puts on its input, in one place (`docs/limits.md`
//! explains each). A limit is checked before anything is allocated for what
//! it bounds, and exceeding it is a diagnostic at the place that does, with
//! exit code 2; none of them is a safety net on its own: the wall
//! (`crate::sys::wall`) is.

/// The largest image, surface or buffer a launch may create.
pub const MAX_OBJECT_BYTES: u64 = 256 << 20;
/// All buffers, surfaces, images and SLM together: each is capped at
/// [`MAX_OBJECT_BYTES`], and many of them must not exhaust the host either.
pub const MAX_TOTAL_BYTES: u64 = 1 << 30;
pub use visa_passes::isa::limits::{MAX_DIAGNOSTICS, MAX_LANES, MAX_QUOTED_LINE_CHARS};

/// An input file (`.ll`, `.bc`, `.visaasm`): the benchmark's 10x module is
/// about 60 MB; LLVM needs about ten times a text module's size to hold it.
pub const MAX_INPUT_BYTES: u64 = 256 << 20;

/// A launch spec file: parsed into values of about 100 bytes per byte of a
/// `data` array, so 8 MiB costs under a gigabyte. Contents larger than that
/// are better made by a fill (`iota`, `random`, `pattern`).
pub const MAX_LAUNCH_BYTES: u64 = 8 << 20;

/// Buffers, surfaces and images of one launch spec, together.
pub const MAX_LAUNCH_OBJECTS: usize = 1024;

/// Entries of a launch spec's `[args]`.
pub const MAX_LAUNCH_ARGS: usize = 4096;

/// Findings a run report lists; the rest are counted (`findings_omitted` in
/// JSON). A kernel of 200,000 instructions that each misbehave reports a
/// screenful, not a gigabyte.
pub const MAX_REPORT_FINDINGS: usize = 1000;

/// Bytes of private memory (`alloca`s) live at once in a reference run:
/// each execution of an `alloca` makes a new object that lives until its
/// function returns, so one in a loop would grow without end; past this the
/// run stops, reported like a run out of budget. The stack of the JIT's
/// code is the wall's ([`WALL_STACK_BYTES`]).
pub const MAX_PRIVATE_BYTES: u64 = 64 << 20;

/// Separate ranges of bytes a run keeps as undefined (the reference) or
/// written by overlapping lanes (the emulator): past this, each memory
/// space's become the one range covering them (`crate::exec::ranges`).
pub const MAX_RANGES: usize = 1 << 20;

/// What the wall's child may use (`crate::sys::wall`): CPU seconds, bytes of
/// data memory (heap and private mappings, `RLIMIT_DATA`), and the stack of
/// the thread that does the work.
pub const WALL_CPU_SECONDS: u64 = 600;
pub const WALL_MEMORY_BYTES: u64 = 8 << 30;
pub const WALL_STACK_BYTES: usize = 64 << 20;

/// CPU seconds each run of `visa-lower test` may take by default (`test
/// --timeout`): every kernel of the project takes well under one.
pub const TEST_TIMEOUT_SECONDS: u64 = 60;

/// CPU time the JIT's code may run (`run --engine jit --timeout`).
pub const JIT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Lanes of any vector the JIT compiles: LLVM's code generator takes
/// minutes on much wider vectors.
pub const JIT_MAX_LANES: u32 = 4096;

/// Inaccessible bytes around each buffer the JIT's code sees: an access up
/// to this far outside a buffer faults (`crate::sys::wall::GuardedMemory`).
pub const JIT_GUARD_BYTES: u64 = 16 << 30;

/// The JIT's private stack: the memory its code's `alloca`s take (they are
/// moved off the host stack, `crate::exec::jit::bounds`). Past it, the run is a
/// fault, as a stack overflow is.
pub const JIT_PRIVATE_BYTES: usize = 64 << 20;

/// `alloca`s the JIT's code may have live at once (each is a region its
/// accesses are checked against). Past it, the run is a fault.
pub const JIT_MAX_LIVE_ALLOCAS: usize = 1 << 20;

#[cfg(test)]
mod tests {
    /// docs/limits.md lists every limit of this file and of the passes'.
    #[test]
    fn the_limits_page_lists_every_limit() {
        let doc = include_str!("../docs/limits.md");
        let mut names = Vec::new();
        for source in [include_str!("limits.rs"), include_str!("../passes/src/isa/limits.rs")] {
            let consts = source.lines().filter_map(|l| l.trim().strip_prefix("pub const "));
            names.extend(consts.filter_map(|l| l.split(':').next()).map(str::to_string));
        }
        assert!(names.len() >= 20, "{names:?}");
        let missing: Vec<&String> = names.iter().filter(|n| !doc.contains(&format!("`{n}`"))).collect();
        assert!(missing.is_empty(), "docs/limits.md does not name: {missing:?}");
    }
}
