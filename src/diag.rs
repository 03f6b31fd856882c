//! Diagnostics: `file:line:col: error: message`, the source line and a caret.
//! Defined in `visa-passes` so that the `opt` plugin words them as the CLI does.

pub use visa_passes::diag::{Diagnostic, DiagnosticKind, Location, SourceView};
