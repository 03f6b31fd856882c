//! Diagnostics: `file:line:col: error: message`, the source line and a caret.
//! Defined in `visa-passes` so that the `opt` plugin words them as the CLI does.

pub use visa_passes::diag::{Diagnostic, DiagnosticKind, Location, SourceView};

/// A diagnostic as [`Diagnostic`]'s `Display` prints it, coloured as clang
/// colours its own (`--color`): the location and message bold, `error:` bold
/// red, the caret bold green, `note:` bold. Every part from the input is
/// already escaped, so the only escape sequences are these.
pub fn colored(d: &Diagnostic) -> String {
    const BOLD: &str = "\x1b[1m";
    const RED: &str = "\x1b[1;31m";
    const GREEN: &str = "\x1b[1;32m";
    const RESET: &str = "\x1b[0m";
    let plain = d.to_string();
    let quoted = d.source_line.is_some() && d.loc.is_some();
    let mut out = String::with_capacity(plain.len() + 64);
    for (i, line) in plain.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match i {
            0 => {
                // `LOC: error: MESSAGE` or `error: MESSAGE`: the location is
                // everything before the first `error: ` (it holds none).
                let (loc, message) = line.split_once("error: ").unwrap_or(("", line));
                if !loc.is_empty() {
                    out.push_str(&format!("{BOLD}{loc}{RESET}"));
                }
                out.push_str(&format!("{RED}error: {RESET}{BOLD}{message}{RESET}"));
            }
            2 if quoted => out.push_str(&format!("{GREEN}{line}{RESET}")),
            _ => match line.strip_prefix("note: ") {
                Some(note) if !(quoted && i == 1) => out.push_str(&format!("{BOLD}note: {RESET}{note}")),
                _ => out.push_str(line),
            },
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn colored_marks_the_parts_as_clang_does() {
        let d = super::Diagnostic::at("f.ll", "  %x = foo\n", 1, 3, "unknown instruction");
        assert_eq!(d.to_string(), "f.ll:1:3: error: unknown instruction\n  %x = foo\n  ^");
        assert_eq!(
            super::colored(&d),
            "\x1b[1mf.ll:1:3: \x1b[0m\x1b[1;31merror: \x1b[0m\x1b[1munknown instruction\x1b[0m\n  %x = foo\n\x1b[1;32m  ^\x1b[0m"
        );
    }
}
