//! Diagnostics in the form compiler engineers expect:
//! `file:line:col: error: message`, then the source line and a caret.

use std::fmt;

/// A position in an input file; line and column are 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: u32,
    pub col: u32,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// One error, with where it is and, when known, the source line it is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub loc: Option<Location>,
    pub message: String,
    pub source_line: Option<String>,
    /// Follow-up lines, printed as `note: ...`.
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn new(message: impl Into<String>) -> Diagnostic {
        Diagnostic { loc: None, message: message.into(), source_line: None, notes: Vec::new() }
    }

    /// A diagnostic at `line:col` of `file`, quoting that line of `source`.
    pub fn at(file: &str, source: &str, line: u32, col: u32, message: impl Into<String>) -> Diagnostic {
        let source_line = source.lines().nth(line.saturating_sub(1) as usize).map(str::to_string);
        Diagnostic {
            loc: Some(Location { file: file.to_string(), line, col }),
            message: message.into(),
            source_line,
            notes: Vec::new(),
        }
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.loc {
            Some(loc) => write!(f, "{loc}: error: {}", self.message)?,
            None => write!(f, "error: {}", self.message)?,
        }
        if let (Some(line), Some(loc)) = (&self.source_line, &self.loc) {
            // The caret counts characters, with tabs kept so it lines up.
            let pad: String = line
                .chars()
                .take(loc.col.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            write!(f, "\n{line}\n{pad}^")?;
        }
        for note in &self.notes {
            write!(f, "\nnote: {note}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}
