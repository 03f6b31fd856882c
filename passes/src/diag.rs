//! Diagnostics in the form compiler engineers expect:
//! `file:line:col: error: message`, then the source line and a caret.
//!
//! They live here, not in the CLI crate, because the `opt` plugin
//! (`plugin.rs`) must say exactly what `visa-lower compile` says: both
//! locate and word a pass's error with [`SourceView::pass_error`].

pub use crate::diag_kind::DiagnosticKind;
use crate::ir::intrinsics::{called_function_name, instructions};
use crate::ir::srcloc::{trim_start, InstKey, LineCol, SourceMap};
use crate::isa::limits::{MAX_DIAGNOSTICS, MAX_QUOTED_LINE_CHARS};
use crate::transforms::inline::{positions, INLINED_KIND, SOURCE_KIND};
use crate::transforms::pipeline::PassError;
use inkwell::module::Module;
use inkwell::values::{AnyValue, AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};
use std::cell::OnceCell;
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
        write!(f, "{}:{}:{}", escape_controls(&self.file), self.line, self.col)
    }
}

/// One error, with where it is and, when known, the source line it is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub kind: DiagnosticKind,
    pub loc: Option<Location>,
    pub message: String,
    /// The quoted source line (cut to [`MAX_QUOTED_LINE_CHARS`] around the
    /// caret when longer) and the caret's 1-based column in it.
    pub source_line: Option<String>,
    pub source_col: u32,
    /// Follow-up lines, printed as `note: ...`.
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn new(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            kind: DiagnosticKind::Invalid,
            loc: None,
            message: message.into(),
            source_line: None,
            source_col: 0,
            notes: Vec::new(),
        }
    }

    /// A diagnostic at `line:col` of `file`, quoting that line of `source`.
    pub fn at(file: &str, source: &str, line: u32, col: u32, message: impl Into<String>) -> Diagnostic {
        let quoted = source.lines().nth(line.saturating_sub(1) as usize).map(|l| quote_line(l, col));
        let (source_line, source_col) = quoted.map_or((None, 0), |(l, c)| (Some(l), c));
        Diagnostic {
            kind: DiagnosticKind::Invalid,
            loc: Some(Location { file: file.to_string(), line, col }),
            message: message.into(),
            source_line,
            source_col,
            notes: Vec::new(),
        }
    }

    /// The diagnostic as `kind` (made [`DiagnosticKind::Invalid`]).
    pub fn kind(mut self, kind: DiagnosticKind) -> Diagnostic {
        self.kind = kind;
        self
    }

    /// Whether the input contract or the platform refuses the input.
    pub fn is_refusal(&self) -> bool {
        self.kind == DiagnosticKind::Refused
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    /// Every part that comes from the input (file names, names, quoted
    /// lines) goes through [`escape_controls`]: a diagnostic is the lines
    /// this writes and no others, and no byte of the input moves the
    /// terminal's cursor over them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = escape_controls(&self.message);
        match &self.loc {
            Some(loc) => write!(f, "{loc}: error: {message}")?,
            None => write!(f, "error: {message}")?,
        }
        if let (Some(line), Some(_)) = (&self.source_line, &self.loc) {
            // The caret counts characters of the line as printed (escapes
            // widen it), with tabs kept so it lines up.
            let at = line.char_indices().nth(self.source_col.saturating_sub(1) as usize).map_or(line.len(), |(i, _)| i);
            let (before, after) = line.split_at(at);
            let before = escape_controls(before);
            let pad: String = before.chars().map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
            write!(f, "\n{before}{}\n{pad}^", escape_controls(after))?;
        }
        for note in &self.notes {
            write!(f, "\nnote: {}", escape_controls(note))?;
        }
        Ok(())
    }
}

/// `text` with every character that would act on a terminal rather than
/// show escaped: control characters (a carriage return would put a fake
/// location over the real one, a newline start a line of its own, an
/// escape sequence recolour or move the cursor) as `\r`, `\n`, `\x1b`,
/// `\u{85}`, and the Unicode format characters that reorder text
/// (bidirectional overrides and isolates, "Trojan Source") as `\u{202e}`.
/// Tabs stay: they only move to the next column, and quoted lines keep
/// them so that the caret lines up.
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    let acts = |c: char| {
        (c.is_control() && c != '\t')
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    };
    if !text.chars().any(acts) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if acts(c) && (c as u32) < 0x80 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if acts(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

impl std::error::Error for Diagnostic {}

/// `line` as a diagnostic quotes it, and the caret's column in the quote:
/// the whole line, or [`MAX_QUOTED_LINE_CHARS`] characters around `col`
/// with `...` where it is cut (a 1 MB line is not printed whole).
fn quote_line(line: &str, col: u32) -> (String, u32) {
    let at = col.saturating_sub(1) as usize;
    if line.len() <= MAX_QUOTED_LINE_CHARS {
        return (line.to_string(), col);
    }
    let chars = line.chars().count();
    if chars <= MAX_QUOTED_LINE_CHARS {
        return (line.to_string(), col);
    }
    let start = at.saturating_sub(MAX_QUOTED_LINE_CHARS / 2).min(chars - MAX_QUOTED_LINE_CHARS);
    let end = start + MAX_QUOTED_LINE_CHARS;
    let mut quoted = String::new();
    if start > 0 {
        quoted.push_str("...");
    }
    quoted.extend(line.chars().skip(start).take(MAX_QUOTED_LINE_CHARS));
    if end < chars {
        quoted.push_str("...");
    }
    let caret = at.saturating_sub(start) + 1 + if start > 0 { 3 } else { 0 };
    (quoted, caret as u32)
}

/// At most [`MAX_DIAGNOSTICS`] of `all` (`total` of them, counted before
/// any was made), and a last one counting the rest: a file with 100,000
/// errors prints a screenful and a count.
pub fn capped(all: impl Iterator<Item = Diagnostic>, total: usize) -> Vec<Diagnostic> {
    let mut shown: Vec<Diagnostic> = all.take(MAX_DIAGNOSTICS).collect();
    if total > shown.len() {
        let rest = total - shown.len();
        shown.push(Diagnostic::new(format!(
            "{rest} more error(s) not shown (the first {} are; limit MAX_DIAGNOSTICS)",
            shown.len()
        )));
    }
    shown
}

/// A module's source as diagnostics point into it: the file name they
/// show, the text of a textual input, and its instruction positions.
#[derive(Clone, Copy)]
pub struct SourceView<'a> {
    pub file: &'a str,
    pub text: Option<&'a str>,
    pub map: &'a SourceMap,
}

impl<'a> SourceView<'a> {
    /// Where the `index`-th instruction of `function` is in the text, if
    /// the text still holds it there (see `line_can_hold`).
    pub fn location(&self, function: FunctionValue<'_>, index: usize) -> Option<Location> {
        let count = instructions(function).count();
        self.location_in(function, index, count, instructions(function).nth(index))
    }

    /// [`Self::location`] of `inst`, the `index`-th of the `count`
    /// instructions of `function` (a caller that asks about many of one
    /// function's instructions walks the function once).
    pub fn location_in(
        &self,
        function: FunctionValue<'_>,
        index: usize,
        count: usize,
        inst: Option<InstructionValue<'_>>,
    ) -> Option<Location> {
        let pos = self.of_function(function, count).position(index, inst)?;
        Some(Location { file: self.file.to_string(), line: pos.line, col: pos.col })
    }

    /// What locating the instructions of `function` (`count` of them)
    /// asks of the map, asked once: a caller that locates many of them
    /// looks the function up once, not once per instruction.
    pub fn of_function<'ctx>(&self, function: FunctionValue<'ctx>, count: usize) -> FunctionSource<'a, 'ctx> {
        let name = function.get_name().to_str().ok();
        FunctionSource {
            view: *self,
            function,
            named: name.is_some(),
            lines: name.and_then(|name| self.map.instructions(name, count)),
            source_kind: OnceCell::new(),
        }
    }

    /// The position of instruction `index` of `function` by its name, or for
    /// an unnamed instruction by its callee or opcode and how many unnamed
    /// ones like it come before it ([`SourceMap::instruction_by_key`]).
    fn position_by_key(&self, function: FunctionValue<'_>, name: &str, index: usize) -> Option<LineCol> {
        let key = |inst: InstructionValue<'_>| {
            let inst_name = inst.get_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if !inst_name.is_empty() {
                InstKey::Named(inst_name)
            } else if inst.get_opcode() == InstructionOpcode::Call {
                called_function_name(inst).map_or_else(|| InstKey::Unnamed("call".into()), InstKey::Call)
            } else {
                // Printed only on this error path: the line starts with the opcode keyword.
                InstKey::of_line(&inst.print_to_string().to_string())
            }
        };
        let target = key(instructions(function).nth(index)?);
        let (mut before, mut total) = (0, 0);
        if !matches!(target, InstKey::Named(_)) {
            for (i, inst) in instructions(function).enumerate() {
                if key(inst) == target {
                    total += 1;
                    before += usize::from(i < index);
                }
            }
        }
        self.map.instruction_by_key(self.text?, name, &target, before, total)
    }

    /// A diagnostic about an instruction: at its place in the text, else at
    /// its debug location, else naming the function and instruction.
    pub fn diagnostic_at(
        &self,
        function: FunctionValue<'_>,
        index: usize,
        inst: InstructionValue<'_>,
        message: &str,
    ) -> Diagnostic {
        if let (Some(loc), Some(text)) = (self.location(function, index), self.text) {
            // Code inlined from a callee: where it was inlined, innermost call first.
            let chain = tagged(inst, INLINED_KIND);
            // One pair past the limit says the chain goes on.
            let cut = chain.len() > crate::isa::limits::MAX_INLINED_AT;
            let d = chain
                .into_iter()
                .take(crate::isa::limits::MAX_INLINED_AT)
                .fold(Diagnostic::at(&loc.file, text, loc.line, loc.col, message), |d, (line, col)| {
                    d.with_note(format!("inlined at {}:{line}:{col}", self.file))
                });
            return match cut {
                true => d.with_note(format!(
                    "and through outer calls not listed (a chain keeps the innermost {}: MAX_INLINED_AT)",
                    crate::isa::limits::MAX_INLINED_AT
                )),
                false => d,
            };
        }
        let printed = inst.print_to_string().to_string();
        let note = format!("instruction: {}", printed.trim());
        match debug_location(inst) {
            Some(loc) => {
                let mut d = Diagnostic::new(message);
                d.loc = Some(loc);
                d.with_note(note)
            }
            None => {
                let fname = function.get_name().to_string_lossy();
                Diagnostic::new(format!("{}: in @{fname}, instruction #{index}: {message}", self.file)).with_note(note)
            }
        }
    }

    /// A pass's error, at its instruction where it names one.
    pub fn pass_error(&self, module: &Module<'_>, e: &PassError) -> Diagnostic {
        let message = format!("{}: {}", e.pass, e.message);
        let function = module.get_function(&e.function);
        let diagnostic = match (function, e.instruction) {
            (Some(f), Some(index)) => match instructions(f).nth(index) {
                Some(inst) => self.diagnostic_at(f, index, inst, &message),
                None => Diagnostic::new(format!("{}: in @{}: {message}", self.file, e.function)),
            },
            (Some(_), None) => Diagnostic::new(format!("{}: in @{}: {message}", self.file, e.function)),
            _ => Diagnostic::new(format!("{}: {message}", self.file)),
        };
        diagnostic.kind(e.kind)
    }
}

/// The instructions of one function as [`SourceView::location_in`] locates
/// them ([`SourceView::of_function`]).
pub struct FunctionSource<'a, 'ctx> {
    view: SourceView<'a>,
    function: FunctionValue<'ctx>,
    /// Whether the function's name is UTF-8: the map knows no other.
    named: bool,
    /// The map's positions of its instructions, when it has as many.
    lines: Option<&'a [LineCol]>,
    /// The id of [`SOURCE_KIND`], asked of the context with the first instruction.
    source_kind: OnceCell<u32>,
}

impl FunctionSource<'_, '_> {
    /// The position of `inst`, the `index`-th instruction of the function
    /// (`None`: not known), if the text still holds it there (see
    /// `line_can_hold`): [`SourceView::location_in`] without the file.
    pub fn position(&self, index: usize, inst: Option<InstructionValue<'_>>) -> Option<LineCol> {
        // Tagged before inlining moved it (`inline.rs`): that position holds.
        let kind = || *self.source_kind.get_or_init(|| self.function.get_type().get_context().get_kind_id(SOURCE_KIND));
        if let Some((line, col)) = inst.and_then(|i| positions(i, kind()).first().copied()) {
            return Some(LineCol { line, col });
        }
        if !self.named {
            return None;
        }
        let pos = match self.lines.and_then(|lines| lines.get(index)) {
            Some(&pos) => pos,
            // The function was rewritten before this instruction: find its line by what names it.
            None => {
                let name = self.function.get_name().to_str().ok()?;
                self.view.position_by_key(self.function, name, index)?
            }
        };
        if let (Some(text), Some(inst)) = (self.view.text, inst) {
            let line = self.view.map.line(text, pos.line)?;
            if !line_can_hold(line, inst) {
                return None;
            }
        }
        Some(pos)
    }
}

/// Whether a source line can be the text of `inst`: a named instruction
/// starts with its name, a call says `call`. The module can differ from the
/// text it was read from (in `opt`, an earlier pass may have changed it), and
/// a position must not then point at some other line.
fn line_can_hold(line: &str, inst: InstructionValue<'_>) -> bool {
    let code = trim_start(line);
    if inst.get_opcode() == InstructionOpcode::Call && !code.contains("call ") {
        return false;
    }
    let name = crate::ir::llvm::value_name_bytes(inst.as_value_ref());
    if name.is_empty() {
        return true;
    }
    // The name's bytes as LLVM holds them, not copied (a name is read per
    // instruction located); one that is not UTF-8 as `to_string_lossy`
    // shows it (which bytes alone cannot match: the text is UTF-8).
    names_the_line(code, name)
        || (std::str::from_utf8(name).is_err() && names_the_line(code, String::from_utf8_lossy(name).as_bytes()))
}

/// Whether `code` starts `%NAME =` or `%"NAME" =` (spaces allowed before `=`).
fn names_the_line(code: &str, name: &[u8]) -> bool {
    let Some(rest) = code.as_bytes().strip_prefix(b"%") else { return false };
    let quoted = || rest.strip_prefix(b"\"")?.strip_prefix(name)?.strip_prefix(b"\"");
    let after = match rest.strip_prefix(name) {
        Some(after) => after,
        None => match quoted() {
            Some(after) => after,
            None => return false,
        },
    };
    // Where `after` starts in `code`: not inside a character when the name
    // ends one (else the name did not match).
    code.get(code.len() - after.len()..).is_some_and(|rest| trim_start(rest).starts_with('='))
}

/// The `!dbg` location of an instruction (file as the debug info names it).
fn debug_location(inst: InstructionValue<'_>) -> Option<Location> {
    let (file, line, col) = crate::ir::llvm::debug_location(inst.as_value_ref())?;
    Some(Location { file, line, col: col.max(1) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    fn parse<'ctx>(context: &'ctx Context, text: &str) -> Module<'ctx> {
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        context.create_module_from_ir(buffer).unwrap()
    }

    const TEXT: &str = "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %y = mul i32 %x, 3\n  ret i32 %y\n}\n";

    #[test]
    fn a_position_must_still_hold_its_instruction() {
        let context = crate::ir::context::create_context(false);
        let module = parse(&context, TEXT);
        let f = module.get_function("f").unwrap();
        let view = |text: &'static str, map: &SourceMap| {
            SourceView { file: "t.ll", text: Some(text), map }.location(f, 1).map(|l| (l.line, l.col))
        };
        assert_eq!(view(TEXT, &SourceMap::from_ll(TEXT)), Some((3, 3)));
        // As many instructions, but line 3 is no longer %y's (an earlier
        // pass may have rewritten the module since the file was read).
        let other = "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %z = mul i32 %x, 3\n  ret i32 %z\n}\n";
        assert_eq!(view(other, &SourceMap::from_ll(other)), None);
        let call = "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %y = call i32 @g(i32 %x)\n  ret i32 %y\n}\n";
        assert_eq!(view(call, &SourceMap::from_ll(call)), Some((3, 3)), "the name decides, not the opcode");
    }

    #[test]
    fn line_can_hold_names_and_calls() {
        let text = "declare void @g()\ndefine void @f() {\n  call void @g()\n  ret void\n}\n";
        let context = crate::ir::context::create_context(false);
        let module = parse(&context, text);
        let call = instructions(module.get_function("f").unwrap()).next().unwrap();
        assert!(line_can_hold("  call void @g()", call));
        assert!(line_can_hold("  tail call void @g() ; comment", call));
        assert!(!line_can_hold("  ret void", call));
        let ret = instructions(module.get_function("f").unwrap()).nth(1).unwrap();
        assert!(line_can_hold("  ret void", ret));
        assert!(line_can_hold("  %x = add i32 1, 2", ret), "an unnamed instruction is not checked by name");
    }

    #[test]
    fn long_lines_are_quoted_around_the_caret() {
        let line = format!("{}X{}", "a".repeat(5000), "b".repeat(5000));
        let d = Diagnostic::at("t.ll", &format!("first\n{line}\n"), 2, 5001, "here");
        let shown = d.to_string();
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines[0], "t.ll:2:5001: error: here");
        assert_eq!(lines[1].len(), MAX_QUOTED_LINE_CHARS + 6, "cut on both sides, `...` at each cut");
        assert!(lines[1].starts_with("...a") && lines[1].ends_with("b..."));
        // The caret is under the X.
        assert_eq!(lines[1].as_bytes()[lines[2].len() - 1], b'X');
        // A short line is quoted whole, the caret at its column.
        let d = Diagnostic::at("t.ll", "ab\tcd", 1, 4, "x");
        assert_eq!(d.to_string(), "t.ll:1:4: error: x\nab\tcd\n  \t^");
        // Near the start: cut on the right only.
        let d = Diagnostic::at("t.ll", &line, 1, 3, "x").to_string();
        assert!(d.lines().nth(1).is_some_and(|l| l.starts_with("aaa") && l.ends_with("...")));
        assert_eq!(d.lines().nth(2), Some("  ^"));
    }

    #[test]
    fn diagnostics_beyond_the_limit_are_counted() {
        let all = (0..250).map(|i| Diagnostic::new(format!("e{i}")));
        let shown = capped(all, 250);
        assert_eq!(shown.len(), MAX_DIAGNOSTICS + 1);
        assert_eq!(
            shown[MAX_DIAGNOSTICS].message,
            "150 more error(s) not shown (the first 100 are; limit MAX_DIAGNOSTICS)"
        );
        assert_eq!(capped((0..3).map(|i| Diagnostic::new(format!("e{i}"))), 3).len(), 3);
    }

    #[test]
    fn quoted_names_match() {
        let text = "define i32 @f(i32 %a) {\n  %\"a b\" = add i32 %a, 1\n  ret i32 %\"a b\"\n}\n";
        let context = crate::ir::context::create_context(false);
        let module = parse(&context, text);
        let add = instructions(module.get_function("f").unwrap()).next().unwrap();
        assert!(line_can_hold("  %\"a b\" = add i32 %a, 1", add));
        assert!(!line_can_hold("  %a = add i32 %a, 1", add));
        assert!(line_can_hold("  %\"a b\"\t= add i32 %a, 1", add), "spaces of any kind before `=`");
        assert!(!line_can_hold("  %\"a b\"x = add i32 %a, 1", add));
    }

    #[test]
    fn a_name_that_is_not_utf8_matches_as_to_string_lossy_shows_it() {
        // `\FF` names the instruction with the byte 0xFF, which no UTF-8
        // text holds; read lossily it is U+FFFD, which a text can hold.
        let text = "define i32 @f(i32 %a) {\n  %\"\\FF\" = add i32 %a, 1\n  ret i32 %\"\\FF\"\n}\n";
        let context = crate::ir::context::create_context(false);
        let module = parse(&context, text);
        let add = instructions(module.get_function("f").unwrap()).next().unwrap();
        assert_eq!(crate::ir::llvm::value_name_bytes(add.as_value_ref()), [0xff]);
        assert!(!line_can_hold("  %\"\\FF\" = add i32 %a, 1", add));
        assert!(line_can_hold("  %\"\u{fffd}\" = add i32 %a, 1", add));
        assert!(line_can_hold("  %\u{fffd} = add i32 %a, 1", add));
        // A name ending inside a character of the line does not match.
        let e_acute = "define i32 @f(i32 %a) {\n  %\"\\C3\" = add i32 %a, 1\n  ret i32 %\"\\C3\"\n}\n";
        let module = parse(&context, e_acute);
        let add = instructions(module.get_function("f").unwrap()).next().unwrap();
        assert!(!line_can_hold("  %\u{e9} = add i32 %a, 1", add), "0xC3 starts the line's é");
    }
}

/// The positions of metadata `kind` on `inst` ([`crate::transforms::inline`]).
fn tagged(inst: InstructionValue<'_>, kind: &str) -> Vec<(u32, u32)> {
    let Some(function) = inst.get_parent().and_then(|b| b.get_parent()) else { return Vec::new() };
    positions(inst, function.get_type().get_context().get_kind_id(kind))
}
