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
