//! Limits on what an input may ask of the passes, checked before anything is
//! allocated for it (the CLI's own limits are in `visa_lower::limits`, which
//! re-exports these). Each is a diagnostic at the place that exceeds it.

/// Lanes of a vector operand the passes (and the reference, the emulator's
/// compiler and the JIT) take: `<4294967295 x i8>` is a legal LLVM type whose
/// per-lane tables would be tens of gigabytes. 65,536 is far above any
/// message (at most 32 lanes) and any vector a GPU kernel holds.
pub const MAX_LANES: u32 = 1 << 16;

/// Diagnostics printed for one input; the rest are counted in a last line.
pub const MAX_DIAGNOSTICS: usize = 100;

/// Characters of a source line a diagnostic quotes: a longer line is cut to
/// this many around the caret, `...` marking each cut.
pub const MAX_QUOTED_LINE_CHARS: usize = 1000;

/// IR instructions inlining may add to one function (its calls' callees,
/// with their own calls inlined, each copied once per call): a chain of
/// functions each calling the next twice doubles per link, so 30 short
/// functions would make a kernel of a billion instructions. A kernel that
/// big is far past any register file; the refusal is at the call that
/// passes the limit, before anything is inlined.
pub const MAX_INLINED_INSTRUCTIONS: u64 = 1_000_000;

/// IR instructions inlining may add to the whole module (every function is
/// flattened, so a thousand kernels calling one large helper each copy it):
/// the work inlining does, bounded.
pub const MAX_INLINED_MODULE_INSTRUCTIONS: u64 = 16_000_000;

/// Call sites a diagnostic in inlined code names as notes (`inlined at
/// ...`), innermost first; deeper ones are counted in a last note. Each
/// inlined instruction carries its chain, so the chain's length bounds
/// that metadata.
pub const MAX_INLINED_AT: usize = 64;
