//! The emitter's errors, each with its kind decided where it is made: a
//! refusal of what the emitter does not emit (the input contract, the
//! platform) or the emitter's own bug (a broken invariant). Nothing reads
//! the wording to sort them.

use crate::diag::DiagnosticKind;

/// An error of the emitter: its kind and its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError {
    pub kind: DiagnosticKind,
    pub message: String,
}

impl EmitError {
    /// The emitter's own bug: a broken invariant (the message says
    /// "internal error: ...").
    #[cold]
    pub fn internal(what: impl std::fmt::Display) -> EmitError {
        EmitError { kind: DiagnosticKind::Internal, message: format!("internal error: {what}") }
    }
}

/// A message of the emitter is a refusal unless made with
/// [`EmitError::internal`].
impl From<String> for EmitError {
    fn from(message: String) -> EmitError {
        EmitError { kind: DiagnosticKind::Refused, message }
    }
}

impl From<&str> for EmitError {
    fn from(message: &str) -> EmitError {
        EmitError::from(message.to_string())
    }
}
