//! The `.visaasm` text form: [`mod@print`] and [`parse`] (they round-trip);
//! [`parse`] reads the tokens of `lex`.

mod lex;
pub mod parse;
pub mod print;

use thiserror::Error;

use crate::diag::Diagnostic;

/// A syntax error at a 1-based line and column (counted in characters).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

impl ParseError {
    /// The error as a diagnostic quoting its line of `source`.
    pub fn to_diagnostic(&self, file: &str, source: &str) -> Diagnostic {
        Diagnostic::at(file, source, self.line, self.col, self.message.clone())
    }
}

type PResult<T> = Result<T, ParseError>;
