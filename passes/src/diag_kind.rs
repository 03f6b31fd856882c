//! The kind of a diagnostic, below every pass: the passes say what they
//! refuse, `diag.rs` renders it.

/// What kind of error a `Diagnostic` is. Tools that sort outcomes (the
/// harness's `refused`, the fuzzer's expected refusals, `--json`'s `kind`)
/// read this, never the wording.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DiagnosticKind {
    /// Refused by design: the input contract (docs/input-contract.md) or
    /// the platform does not take it (a global, recursion, an unsupported
    /// call or operation, a message the platform lacks).
    Refused,
    /// The input is wrong (malformed IR, a bad launch spec, a kernel that
    /// breaks a vISA rule).
    #[default]
    Invalid,
    /// A bug of the tool (an emitted kernel the verifier refuses, a broken
    /// invariant).
    Internal,
}

impl DiagnosticKind {
    /// The name `--json` prints: `refused`, `invalid`, `internal`.
    pub fn name(self) -> &'static str {
        match self {
            DiagnosticKind::Refused => "refused",
            DiagnosticKind::Invalid => "invalid",
            DiagnosticKind::Internal => "internal",
        }
    }
}
