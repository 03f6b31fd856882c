//! Telling IR that is newer than the build's LLVM from IR that is wrong.
//!
//! When LLVM cannot read a module, and the text uses syntax a later LLVM
//! introduced (or the bitcode names a later LLVM as its producer), the
//! diagnostic says so, at the construct, and names the build that reads it
//! (`visa_passes::ir::llvm::build_for`), instead of the parser's bare
//! `expected ')' at end of argument list`. Only a failed parse is asked:
//! what LLVM reads is never refused here.

use crate::diag::Diagnostic;
use visa_passes::ir::llvm::{build_for, LLVM_MAJOR, LLVM_VERSION};

/// How a construct is spelled.
enum Spelling {
    /// An attribute or constant with an argument list: the word, then `(`
    /// (spaces between allowed: `splat (i32 1)`).
    Call(&'static str),
    /// A flag after an instruction's opcode (or after other flags of it):
    /// `getelementptr inbounds nuw`.
    Flag { opcode: &'static str, flag: &'static str },
    /// A keyword that is a word of its own.
    Word(&'static str),
}

/// Syntax and the LLVM release that introduced it (LangRef, release notes).
const NEWER_SYNTAX: &[(Spelling, u32, &str)] = &[
    (Spelling::Call("memory"), 16, "the `memory(...)` attribute"),
    (Spelling::Call("nofpclass"), 17, "the `nofpclass(...)` attribute"),
    (Spelling::Call("range"), 19, "the `range(...)` attribute"),
    (Spelling::Call("initializes"), 19, "the `initializes(...)` attribute"),
    (Spelling::Call("splat"), 19, "the `splat (...)` constant"),
    (Spelling::Call("captures"), 21, "the `captures(...)` attribute"),
    (Spelling::Call("allockind"), 15, "the `allockind(...)` attribute"),
    (Spelling::Word("writable"), 18, "the `writable` attribute"),
    (Spelling::Word("dead_on_unwind"), 18, "the `dead_on_unwind` attribute"),
    (Spelling::Word("nocallback"), 15, "the `nocallback` attribute"),
    (Spelling::Flag { opcode: "getelementptr", flag: "nuw" }, 19, "the `nuw` flag of `getelementptr`"),
    (Spelling::Flag { opcode: "getelementptr", flag: "nusw" }, 19, "the `nusw` flag of `getelementptr`"),
    (Spelling::Flag { opcode: "trunc", flag: "nuw" }, 19, "the `nuw` flag of `trunc`"),
    (Spelling::Flag { opcode: "trunc", flag: "nsw" }, 19, "the `nsw` flag of `trunc`"),
    (Spelling::Flag { opcode: "zext", flag: "nneg" }, 18, "the `nneg` flag of `zext`"),
    (Spelling::Flag { opcode: "uitofp", flag: "nneg" }, 19, "the `nneg` flag of `uitofp`"),
    (Spelling::Flag { opcode: "or", flag: "disjoint" }, 18, "the `disjoint` flag of `or`"),
    (Spelling::Flag { opcode: "icmp", flag: "samesign" }, 20, "the `samesign` flag of `icmp`"),
    (Spelling::Flag { opcode: "atomicrmw", flag: "fmax" }, 15, "`atomicrmw fmax`"),
    (Spelling::Flag { opcode: "atomicrmw", flag: "fmin" }, 15, "`atomicrmw fmin`"),
    (Spelling::Flag { opcode: "atomicrmw", flag: "uinc_wrap" }, 16, "`atomicrmw uinc_wrap`"),
    (Spelling::Flag { opcode: "atomicrmw", flag: "udec_wrap" }, 16, "`atomicrmw udec_wrap`"),
];

/// The flags that may stand between an opcode and a newer flag.
const FLAG_WORDS: &[&str] = &["inbounds", "nuw", "nusw", "nsw", "nneg", "disjoint", "samesign", "exact", "volatile"];

/// Where textual IR that LLVM failed to read uses syntax newer than the
/// build's LLVM: the diagnostic at the first such construct on the line
/// LLVM stopped at (`error_line`, 1-based) or the line before it (LLVM may
/// stop at the next token), or, when LLVM named no line, the first in the
/// text. `None` when there is none there: the error is another one.
pub fn newer_syntax(file: &str, text: &str, error_line: Option<u32>) -> Option<Diagnostic> {
    let found =
        |line_no: usize, line: &str| find_in_line(code_of(line)).map(|(col, major, what)| (line_no, col, major, what));
    let (line_no, col, major, what) = match error_line {
        Some(n) => {
            let at = (n as usize).checked_sub(1)?;
            let line = |k: usize| text.lines().nth(k).and_then(|l| found(k, l));
            line(at).or_else(|| line(at.checked_sub(1)?))?
        }
        None => text.lines().enumerate().find_map(|(n, l)| found(n, l))?,
    };
    let message = format!("{what} is LLVM {major} syntax; {}", newer_than_build(major));
    Some(Diagnostic::at(file, text, line_no as u32 + 1, col as u32 + 1, message))
}

/// Why bitcode that LLVM failed to read is newer than the build's LLVM:
/// `None` unless LLVM's error names a producer (`Producer: 'LLVM19.1.7'`)
/// of a later major version.
pub fn newer_bitcode(file: &str, llvm_error: &str) -> Option<Diagnostic> {
    let producer = llvm_error.split("Producer: '").nth(1)?.split('\'').next()?;
    let version = producer.strip_prefix("LLVM")?.trim();
    let major: u32 = version.split('.').next()?.parse().ok()?;
    (major > LLVM_MAJOR).then(|| {
        Diagnostic::new(format!("{file}: the bitcode was written by LLVM {version}; {}", newer_than_build(major)))
    })
}

/// "this build reads LLVM 14 IR (...); the LLVM 19 build reads it (...)".
fn newer_than_build(major: u32) -> String {
    let reader = match build_for(major) {
        Some(build) if major > LLVM_MAJOR => format!("{build} reads it"),
        _ => format!("no build of visa-lower reads LLVM {major} IR yet"),
    };
    format!("this visa-lower is built against LLVM {LLVM_VERSION}, which cannot read it; {reader}")
}

/// The line without its comment (a `;` outside a string).
fn code_of(line: &str) -> &str {
    let mut in_string = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_string = !in_string,
            ';' if !in_string => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Whether `c` continues a word of IR (`%a.b`, `@f`, `nuw`).
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '%' | '@' | '$' | '-')
}

/// The words of a line of code outside strings, with their byte offsets.
fn words(code: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    let mut in_string = false;
    for (i, c) in code.char_indices().chain(std::iter::once((code.len(), ' '))) {
        if c == '"' {
            in_string = !in_string;
        }
        match (start, !in_string && c != '"' && is_word_char(c)) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                out.push((s, &code[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The first construct newer than the build's LLVM in a line of code: its
/// byte column, the LLVM that introduced it, and what it is.
fn find_in_line(code: &str) -> Option<(usize, u32, &'static str)> {
    let words = words(code);
    let mut best: Option<(usize, u32, &'static str)> = None;
    for (k, &(at, word)) in words.iter().enumerate() {
        for (spelling, major, what) in NEWER_SYNTAX {
            let matches = match spelling {
                Spelling::Word(w) => word == *w,
                Spelling::Call(w) => word == *w && code[at + word.len()..].trim_start().starts_with('('),
                Spelling::Flag { opcode, flag } => {
                    word == *flag && {
                        let mut before = words[..k].iter().rev().map(|&(_, w)| w);
                        before.find(|w| !FLAG_WORDS.contains(w)) == Some(*opcode)
                    }
                }
            };
            if matches && *major > LLVM_MAJOR && best.is_none_or(|(b, _, _)| at < b) {
                best = Some((at, *major, what));
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_flags_after_their_opcode_only() {
        let gep = "  %p = getelementptr inbounds nuw i32, ptr %a, i64 1";
        let found = find_in_line(gep).map(|(at, major, _)| (at, major));
        let expected = (LLVM_MAJOR < 19).then_some((gep.find("nuw").unwrap(), 19));
        assert_eq!(found, expected);
        // `nuw` of an `add` is LLVM 14's own; `%nuw` is a name.
        assert_eq!(find_in_line("  %nuw = add nuw i32 %a, 1"), None);
        assert_eq!(find_in_line("  %x = or i32 %disjoint, 1"), None);
        // In a string or a comment: not code.
        assert_eq!(find_in_line(&format!("  call void @f(ptr \"memory(\") {}", code_of("; range(i32 0, 1)"))), None);
    }

    #[test]
    fn atomicrmw_operations_after_their_opcode() {
        let line = "  %a = atomicrmw volatile fmax ptr %p, float 1.0 seq_cst";
        let expected = (LLVM_MAJOR < 15).then_some((line.find("fmax").unwrap(), 15));
        assert_eq!(find_in_line(line).map(|(at, major, _)| (at, major)), expected);
        let line = "  %a = atomicrmw uinc_wrap ptr %p, i32 7 monotonic";
        let expected = (LLVM_MAJOR < 16).then_some((line.find("uinc_wrap").unwrap(), 16));
        assert_eq!(find_in_line(line).map(|(at, major, _)| (at, major)), expected);
        // A value named `%fmax` is no operation.
        assert_eq!(find_in_line("  %fmax = atomicrmw add ptr %p, i32 1 monotonic"), None);
    }

    #[test]
    fn attributes_with_arguments_need_their_bracket() {
        let line = "define void @k(ptr range(i32 0, 8) %a) memory(argmem: readwrite) {";
        let found = find_in_line(line).map(|(at, major, _)| (&line[at..at + 5], major));
        assert_eq!(found, (LLVM_MAJOR < 16).then_some(("range", 19)));
        assert_eq!(find_in_line("  %memory = load i32, ptr %range"), None);
    }

    /// A newer construct far from where LLVM stopped is not the reason.
    #[test]
    fn only_the_line_llvm_stopped_at_counts() {
        let text = "define void @f() {\n  frob\n}\n\nattributes #0 = { memory(none) }\n";
        assert!(newer_syntax("t.ll", text, Some(2)).is_none());
        let found = newer_syntax("t.ll", text, Some(5)).map(|d| d.loc.map(|l| (l.line, l.col)));
        assert_eq!(found, (LLVM_MAJOR < 16).then_some(Some((5, 19))));
    }

    #[test]
    fn bitcode_producers() {
        let error = "Opaque pointers are only supported in -opaque-pointers mode (Producer: 'LLVM19.1.7' Reader: 'LLVM 14.0.6')";
        let found = newer_bitcode("k.bc", error).map(|d| d.to_string());
        if LLVM_MAJOR < 19 {
            let text = found.unwrap();
            assert!(
                text.contains("k.bc: the bitcode was written by LLVM 19.1.7; this visa-lower is built against LLVM 14")
            );
            assert!(text.contains("--features llvm19"), "{text}");
        } else {
            assert_eq!(found, None);
        }
        assert!(newer_bitcode("k.bc", "Invalid record").is_none());
    }
}
