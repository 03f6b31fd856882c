//! Source positions of instructions in textual LLVM IR.
//!
//! LLVM's C API does not say where in a `.ll` file an instruction came from,
//! and diagnostics must point at `file:line:col`. Textual IR puts one
//! instruction per line (a `switch` table may continue over several), so the
//! positions can be recovered by walking each function body's lines in the
//! order the parser builds instructions. A function whose line count does
//! not match its instruction count (an unusual layout) gets no positions, and
//! its diagnostics fall back to naming the function and instruction index.

use indexmap::IndexMap;

/// 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

/// Where each function's instructions start, in instruction order.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    functions: IndexMap<String, FunctionLines>,
    /// The byte offset where each line starts (built once: looking a line
    /// up must not rescan the text from the start).
    line_starts: Vec<usize>,
}

#[derive(Clone, Debug, Default)]
struct FunctionLines {
    define: Option<LineCol>,
    instructions: Vec<LineCol>,
}

/// What identifies an instruction's line when positions by index no longer
/// hold (a pass inserted or replaced instructions before it): its name, or
/// for an unnamed call the function it calls, or for any other unnamed
/// instruction its opcode keyword (`store`, `ret`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InstKey {
    Named(String),
    Call(String),
    Unnamed(String),
}

impl InstKey {
    /// The key of an instruction's source line (comment already stripped),
    /// or of an instruction as LLVM prints it.
    pub fn of_line(code: &str) -> InstKey {
        let code = code.trim_start();
        if let Some(rest) = code.strip_prefix('%') {
            let name = match rest.strip_prefix('"') {
                Some(quoted) => quoted.find('"').map(|end| &quoted[..end]),
                None => rest.find(|c: char| c.is_whitespace() || c == '=').map(|end| &rest[..end]),
            };
            if let Some(name) = name.filter(|n| !n.is_empty()) {
                return InstKey::Named(name.to_string());
            }
        }
        match code.find("call ").and_then(|at| function_name(&code[at..])) {
            Some(callee) => InstKey::Call(callee),
            None => InstKey::Unnamed(code.split_whitespace().next().unwrap_or_default().to_string()),
        }
    }
}

impl SourceMap {
    /// Scans the text of a `.ll` file.
    pub fn from_ll(text: &str) -> SourceMap {
        let mut map = SourceMap::default();
        let mut current: Option<(String, FunctionLines)> = None;
        // A `define` may spread its parameters over several lines: the body
        // starts after the line holding its `{`.
        let mut in_header = false;
        let mut bracket_depth = 0i32;
        // The offset of the next `;`, `[` or `]`, found by one scan of the
        // text: a line that ends before it has neither comment nor bracket
        // (most lines), and is not scanned for them again.
        let special = |from: usize| memchr::memchr3(b';', b'[', b']', &text.as_bytes()[from..]).map(|at| from + at);
        let mut next_special = special(0);
        for (index, raw_line) in lines(text).enumerate() {
            let start = raw_line.as_ptr() as usize - text.as_ptr() as usize;
            map.line_starts.push(start);
            let end = start + raw_line.len();
            let plain = next_special.is_none_or(|at| at >= end);
            if !plain {
                next_special = special(end);
            }
            let line_no = u32::try_from(index + 1).unwrap_or(u32::MAX);
            let code = if plain { raw_line } else { strip_comment(raw_line) };
            // (The first character's column is that of `raw_line` wherever
            // it is used: `trimmed` is not empty.)
            let (leading, trimmed) = trim(code);
            let col = || LineCol { line: line_no, col: leading.saturating_add(1) };
            match &mut current {
                None => {
                    if let Some(rest) = trimmed.strip_prefix("define ") {
                        if let Some(name) = function_name(rest) {
                            let lines = FunctionLines { define: Some(col()), instructions: Vec::new() };
                            current = Some((name, lines));
                            in_header = !trimmed.ends_with('{');
                            bracket_depth = 0;
                        }
                    }
                }
                Some(_) if in_header => in_header = !trimmed.ends_with('{'),
                Some((_, lines)) => {
                    if trimmed == "}" {
                        if let Some((name, lines)) = current.take() {
                            map.functions.insert(name, lines);
                        }
                        continue;
                    }
                    if trimmed.is_empty() || is_label(trimmed) {
                        continue;
                    }
                    if bracket_depth == 0 {
                        lines.instructions.push(col());
                    }
                    if !plain {
                        bracket_depth += bracket_balance(trimmed);
                    }
                }
            }
        }
        map
    }

    /// The position of instruction `index` (0-based, in function order) of
    /// `function`, if the map has one and the counts agree.
    pub fn instruction(&self, function: &str, index: usize, instruction_count: usize) -> Option<LineCol> {
        self.instructions(function, instruction_count)?.get(index).copied()
    }

    /// The positions of the instructions of `function`, in function order,
    /// if the map has them and has `instruction_count` of them.
    pub fn instructions(&self, function: &str, instruction_count: usize) -> Option<&[LineCol]> {
        let f = self.functions.get(function)?;
        (f.instructions.len() == instruction_count).then_some(f.instructions.as_slice())
    }

    /// The position of the instruction of `function` with key `key`: the one
    /// so named, or the `occurrence`-th (0-based) unnamed instruction with
    /// that key when the text has exactly `occurrences` of them, as the
    /// module now does.
    pub fn instruction_by_key(
        &self,
        text: &str,
        function: &str,
        key: &InstKey,
        occurrence: usize,
        occurrences: usize,
    ) -> Option<LineCol> {
        let f = self.functions.get(function)?;
        // Keys are read from the lines only here, on the way to a
        // diagnostic: most maps are never asked.
        let key_of = |pos: &LineCol| self.line(text, pos.line).map(|line| InstKey::of_line(strip_comment(line).trim()));
        let mut matching = f.instructions.iter().filter(|pos| key_of(pos).as_ref() == Some(key)).copied();
        match key {
            InstKey::Named(_) => matching.next(),
            InstKey::Call(_) | InstKey::Unnamed(_) => {
                let all: Vec<LineCol> = matching.collect();
                (all.len() == occurrences).then(|| all.get(occurrence).copied()).flatten()
            }
        }
    }

    /// Line `line` (1-based) of `text`, the text this map was built from,
    /// as `str::lines` gives it.
    pub fn line<'t>(&self, text: &'t str, line: u32) -> Option<&'t str> {
        let index = (line as usize).checked_sub(1)?;
        let start = *self.line_starts.get(index)?;
        match self.line_starts.get(index + 1) {
            // The next line starts just after this one's `\n`: no scan.
            Some(&next) => text.get(start..next - 1).map(|line| line.strip_suffix('\r').unwrap_or(line)),
            None => lines(text.get(start..)?).next(),
        }
    }

    /// The position of the `define` line of `function`.
    pub fn function(&self, function: &str) -> Option<LineCol> {
        self.functions.get(function)?.define
    }
}

/// `text.lines()` (lines end at `\n`, a `\r` just before it dropped, no
/// empty line after a last `\n`), found at memchr's speed.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let Some(n) = memchr::memchr(b'\n', rest.as_bytes()) else {
            return Some(std::mem::take(&mut rest));
        };
        let line = &rest[..n];
        rest = &rest[n + 1..];
        Some(line.strip_suffix('\r').unwrap_or(line))
    })
}

/// Drops a `;` comment, ignoring semicolons inside string literals.
fn strip_comment(line: &str) -> &str {
    // Most lines have no `;`: found (or not) at memchr's speed.
    if memchr::memchr(b';', line.as_bytes()).is_none() {
        return line;
    }
    // Both are ASCII, so no byte of a multi-byte character matches them.
    let mut in_string = false;
    for (i, &b) in line.as_bytes().iter().enumerate() {
        match b {
            b'"' => in_string = !in_string,
            b';' if !in_string => return &line[..i],
            _ => {}
        }
    }
    line
}

/// `code.trim()`, and how many characters it cut at the start. ASCII
/// whitespace is skipped byte by byte; a line whose code starts or ends next
/// to another character is left to `str` (Unicode's whitespace).
fn trim(code: &str) -> (u32, &str) {
    let bytes = code.as_bytes();
    let leading = bytes.iter().take_while(|&&b| is_ascii_space(b)).count();
    let trailing = bytes[leading..].iter().rev().take_while(|&&b| is_ascii_space(b)).count();
    let rest = &bytes[leading..bytes.len() - trailing];
    if rest.first().is_some_and(|b| !b.is_ascii()) || rest.last().is_some_and(|b| !b.is_ascii()) {
        let leading = code.chars().take_while(|c| c.is_whitespace()).count();
        return (u32::try_from(leading).unwrap_or(u32::MAX), code.trim());
    }
    (u32::try_from(leading).unwrap_or(u32::MAX), &code[leading..code.len() - trailing])
}

/// `s.trim_start()`, ASCII whitespace skipped byte by byte as [`trim`] does.
pub(crate) fn trim_start(s: &str) -> &str {
    let leading = s.bytes().take_while(|&b| is_ascii_space(b)).count();
    match s.as_bytes().get(leading) {
        Some(b) if !b.is_ascii() => s.trim_start(),
        _ => &s[leading..],
    }
}

/// The ASCII characters `char::is_whitespace` holds.
fn is_ascii_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

/// `entry:` or `"odd name":` (what precedes the colon has no spaces or `=`).
fn is_label(trimmed: &str) -> bool {
    match trimmed.strip_suffix(':') {
        Some(name) => {
            !name.is_empty() && !name.contains(['=', ' ', '(']) || name.starts_with('"') && name.ends_with('"')
        }
        None => false,
    }
}

/// The function name after `define ...`: the token after the first `@`.
fn function_name(rest: &str) -> Option<String> {
    let at = rest.find('@')?;
    let name = &rest[at + 1..];
    if let Some(quoted) = name.strip_prefix('"') {
        return quoted.find('"').map(|end| quoted[..end].to_string());
    }
    let end = name.find(|c: char| !(c.is_alphanumeric() || "._$-".contains(c))).unwrap_or(name.len());
    (end > 0).then(|| name[..end].to_string())
}

/// `[` minus `]` outside strings: a `switch` table continues while positive.
fn bracket_balance(code: &str) -> i32 {
    if memchr::memchr2(b'[', b']', code.as_bytes()).is_none() {
        return 0;
    }
    let mut in_string = false;
    let mut balance = 0;
    for &b in code.as_bytes() {
        match b {
            b'"' => in_string = !in_string,
            b'[' if !in_string => balance += 1,
            b']' if !in_string => balance -= 1,
            _ => {}
        }
    }
    balance
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_those_of_str_lines() {
        for text in ["", "\n", "a", "a\n", "a\r\nb", "a\rb\r", "a\n\n b\r\n\r\n", "\r", "x\r\n"] {
            assert_eq!(lines(text).collect::<Vec<_>>(), text.lines().collect::<Vec<_>>(), "{text:?}");
        }
    }

    const TEXT: &str = r#"; ModuleID = 'x'
define <4 x i32> @f(<4 x i32*> %p) {
entry:
  %a = call <4 x i32> @llvm.masked.gather.v4i32.v4p0i32(<4 x i32*> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> undef) ; a; comment
  switch i32 0, label %next [
    i32 1, label %next
  ]
next:                                             ; preds = %entry
	ret <4 x i32> %a
}

define void @"quoted name"() {
  ret void
}

define void @two_lines(i32 %a,
                       i32 %b) {
  ret void
}
"#;

    #[test]
    fn finds_instruction_lines_and_columns() {
        let map = SourceMap::from_ll(TEXT);
        assert_eq!(map.function("f"), Some(LineCol { line: 2, col: 1 }));
        assert_eq!(map.instruction("f", 0, 3), Some(LineCol { line: 4, col: 3 }));
        assert_eq!(map.instruction("f", 1, 3), Some(LineCol { line: 5, col: 3 }));
        assert_eq!(map.instruction("f", 2, 3), Some(LineCol { line: 9, col: 2 }));
        assert_eq!(map.instruction("quoted name", 0, 1), Some(LineCol { line: 13, col: 3 }));
        assert_eq!(map.instruction("two_lines", 0, 1), Some(LineCol { line: 18, col: 3 }));
    }

    #[test]
    fn finds_lines_by_name_or_callee() {
        let map = SourceMap::from_ll(TEXT);
        let a = InstKey::Named("a".into());
        assert_eq!(map.instruction_by_key(TEXT, "f", &a, 0, 0), Some(LineCol { line: 4, col: 3 }));
        assert_eq!(map.instruction_by_key(TEXT, "f", &InstKey::Named("b".into()), 0, 0), None);
        let text = "define void @g() {\n  call void @h()\n  call void @k()\n  call void @h()\n  ret void\n}\n";
        let map = SourceMap::from_ll(text);
        let h = InstKey::Call("h".into());
        assert_eq!(map.instruction_by_key(text, "g", &h, 1, 2), Some(LineCol { line: 4, col: 3 }));
        // The module calls @h three times now: which one is which is unknown.
        assert_eq!(map.instruction_by_key(text, "g", &h, 1, 3), None);
        assert_eq!(InstKey::of_line("%\"x y\" = add i32 1, 2"), InstKey::Named("x y".into()));
        assert_eq!(InstKey::of_line("store i32 1, ptr %p"), InstKey::Unnamed("store".into()));
        let text = "define void @s() {\n  store i32 1, ptr %p\n  ret void\n}\n";
        let map = SourceMap::from_ll(text);
        let store = InstKey::Unnamed("store".into());
        assert_eq!(map.instruction_by_key(text, "s", &store, 0, 1), Some(LineCol { line: 2, col: 3 }));
        assert_eq!(map.instruction_by_key(text, "s", &store, 0, 2), None);
    }

    #[test]
    fn lines_are_found_by_number() {
        let text = "a\r\nbb\n\nccc";
        let map = SourceMap::from_ll(text);
        let expected: Vec<&str> = text.lines().collect();
        for (k, line) in expected.iter().enumerate() {
            assert_eq!(map.line(text, k as u32 + 1), Some(*line));
        }
        assert_eq!(map.line(text, 0), None);
        assert_eq!(map.line(text, 5), None);
        assert_eq!(SourceMap::from_ll(TEXT).line(TEXT, 13), Some("  ret void"));
    }

    #[test]
    fn trims_as_str_does() {
        for code in ["", " ", "  %x = add", "\tret void\x0b", "x\u{a0}", "\u{2003} y", "\u{85}", " \u{e9} ", "\r\n}"] {
            assert_eq!(trim(code).1, code.trim(), "{code:?}");
            assert_eq!(trim_start(code), code.trim_start(), "{code:?}");
            // (The count is used only where the code is not all whitespace.)
            if !code.trim().is_empty() {
                let leading = code.chars().take_while(|c| c.is_whitespace()).count();
                assert_eq!(trim(code).0 as usize, leading, "{code:?}");
            }
        }
    }

    #[test]
    fn comments_and_brackets_are_read_where_they_are() {
        // A `[` in a comment or a string opens no table; a table's lines
        // after the first are not instructions.
        let text = "define void @f() {\n  %a = alloca [2 x i32] ; [\n  %s = getelementptr i8, ptr @\"x;[\", i64 1\n  \
                    switch i32 0, label %n [ ; ]\n    i32 1, label %n\n  ]\nn:\n  ret void\n}\n";
        let map = SourceMap::from_ll(text);
        let lines: Vec<u32> = (0..4).filter_map(|i| map.instruction("f", i, 4)).map(|p| p.line).collect();
        assert_eq!(lines, [2, 3, 4, 8]);
    }

    #[test]
    fn count_mismatch_gives_no_position() {
        let map = SourceMap::from_ll(TEXT);
        assert_eq!(map.instruction("f", 0, 4), None);
        assert_eq!(map.instruction("g", 0, 1), None);
    }
}
