//! Splitting a module into parts that compile on separate threads.
//!
//! An LLVM context is used by one thread at a time, and one module's
//! functions compile independently of each other once no function refers
//! to another (no calls to inline, no addresses taken). So a large module is
//! cut into contiguous runs of its defined functions, each part is read into
//! its own context on its own thread, and the kernels are merged in program
//! order (`driver::compile_split`): the same bytes as one thread makes.
//!
//! * Textual IR: a part's text is the whole file with every other part's
//!   function bodies replaced by `unreachable` and as many newlines, so every
//!   declaration, global, metadata node and line number stays as it was.
//!   The part's own run of the file is most of it: read from a file, that
//!   run is mapped in place between the stubbed pieces (`crate::input::mapped`).
//! * Bitcode: each part reads the module lazily and only its own functions'
//!   bodies (`ir::load_bitcode_bodies`).
//!
//! The outline of the text is a fast scan that knows what LLVM's lexer
//! knows about where braces count: `;` comments to the end of the line and
//! strings to the next `"` (LLVM strings have no quote escape). Whatever it
//! cannot place, it declines (`None`), and the module compiles on one
//! thread; each part also checks, after parsing, that its module's defined
//! functions are the outline's, in order.

use std::borrow::Cow;
use std::collections::HashSet;
use std::ops::Range;

/// A defined function of a `.ll` text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Definition {
    /// The name as LLVM reads it (quotes removed, `\XX` escapes decoded).
    pub name: Vec<u8>,
    /// The body between its braces (both excluded).
    pub body: Range<usize>,
    /// The newlines in the body.
    pub newlines: usize,
}

/// The defined functions of `text`, in order, when the text can be split:
/// none is numbered (`@0`), no two share a name, and each body spans at
/// least two newlines (a stub then keeps the layout the source map reads:
/// the `{` ending its line, the `}` on a line of its own). Whether functions
/// refer to each other is the parsed module's to say.
pub fn outline(text: &str) -> Option<Vec<Definition>> {
    let bytes = text.as_bytes();
    let mut definitions = Vec::new();
    let mut at = 0;
    // Top level: `{...}` groups (types, constants, attribute groups),
    // strings, comments, names, and `define` starting a line.
    loop {
        let next = next_special(bytes, at);
        if let Some(define) = line_starting_define(bytes, at..next.unwrap_or(bytes.len())) {
            let name_at = header_name(bytes, define + "define".len())?;
            let (name, after_name) = global_name(bytes, name_at)?;
            if name.is_empty() || name.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let open = body_open(bytes, after_name)?;
            let close = group_end(bytes, open)? - 1;
            let body = open + 1..close;
            let newlines = memchr::memchr_iter(b'\n', &bytes[body.clone()]).count();
            if newlines < 2 {
                return None;
            }
            definitions.push(Definition { name: name.into_owned(), body, newlines });
            at = close + 1;
            continue;
        }
        let Some(next) = next else { break };
        at = match bytes[next] {
            b'"' => string_end(bytes, next + 1)?,
            b';' => line_end(bytes, next),
            b'{' => group_end(bytes, next)?,
            b'}' => return None,
            _ => global_name(bytes, next)?.1,
        };
    }
    let names: HashSet<&[u8]> = definitions.iter().map(|d| d.name.as_slice()).collect();
    (names.len() == definitions.len()).then_some(definitions)
}

/// What a stubbed body becomes, before its newlines.
const STUB: &str = "\nunreachable";

/// The text of the part that keeps the bodies of `definitions[keep]`: every
/// other body becomes `unreachable` followed by its newlines.
pub fn part_text(text: &str, definitions: &[Definition], keep: Range<usize>) -> String {
    part_pieces(text, definitions, keep).joined(text)
}

/// [`part_text`] in three pieces: the text before the part's run of kept
/// definitions (earlier bodies stubbed), the run as it is in `text` (its
/// definitions and what lies between them), and the text after it (later
/// bodies stubbed). The run is most of a part, and can be read in place
/// (`crate::input::mapped`).
pub struct PartPieces {
    pub before: String,
    pub run: Range<usize>,
    pub after: String,
}

impl PartPieces {
    /// The part's text (of `text`'s pieces) in one string, with room for
    /// the NUL `ir::load_text` adds: no copy as it grows.
    pub fn joined(&self, text: &str) -> String {
        let mut out = String::with_capacity(self.before.len() + self.run.len() + self.after.len() + 1);
        out.push_str(&self.before);
        out.push_str(&text[self.run.clone()]);
        out.push_str(&self.after);
        out
    }
}

pub fn part_pieces(text: &str, definitions: &[Definition], keep: Range<usize>) -> PartPieces {
    let (earlier, later) = (&definitions[..keep.start], &definitions[keep.end..]);
    let run = earlier.last().map_or(0, |d| d.body.end)..later.first().map_or(text.len(), |d| d.body.start);
    PartPieces { before: stubbed(text, 0..run.start, earlier), after: stubbed(text, run.end..text.len(), later), run }
}

/// `text[range]` with the bodies of `definitions` (in it, in order) stubbed.
fn stubbed(text: &str, range: Range<usize>, definitions: &[Definition]) -> String {
    let stub_bytes = |d: &Definition| STUB.len() + d.newlines.saturating_sub(1);
    let (bodies, stubs) = definitions.iter().fold((0, 0), |(b, s), d| (b + d.body.len(), s + stub_bytes(d)));
    let mut out = String::with_capacity(range.len() - bodies + stubs);
    let mut at = range.start;
    for d in definitions {
        out.push_str(&text[at..d.body.start]);
        out.push_str(STUB);
        let mut newlines = d.newlines - 1;
        while newlines > 0 {
            let n = newlines.min(NEWLINES.len());
            out.push_str(&NEWLINES[..n]);
            newlines -= n;
        }
        at = d.body.end;
    }
    out.push_str(&text[at..range.end]);
    debug_assert_eq!(out.len(), out.capacity(), "stubbed text's size, as counted");
    out
}

/// What a stub's lines are made of.
const NEWLINES: &str = "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n";

/// `weights.len()` items cut into at most `parts` contiguous, non-empty runs
/// of about equal weight.
pub fn partition(weights: &[usize], parts: usize) -> Vec<Range<usize>> {
    let parts = parts.clamp(1, weights.len().max(1));
    let total: usize = weights.iter().sum();
    let mut runs = Vec::with_capacity(parts);
    let (mut start, mut sum) = (0, 0);
    for (i, w) in weights.iter().enumerate() {
        sum += w;
        let made = runs.len() + 1;
        // A run closes at its share of the weight, or when each run still
        // to come needs one of the items left.
        let (share, left, to_come) = (total.saturating_mul(made) / parts, weights.len() - (i + 1), parts - made);
        if made < parts && left >= to_come && (sum >= share || left == to_come) {
            runs.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < weights.len() {
        runs.push(start..weights.len());
    }
    runs
}

/// The next byte at or after `from` where the outline has something to do.
fn next_special(bytes: &[u8], from: usize) -> Option<usize> {
    let rest = bytes.get(from..)?;
    let a = memchr::memchr3(b'"', b';', b'@', rest);
    let b = memchr::memchr2(b'{', b'}', &rest[..a.unwrap_or(rest.len())]);
    b.or(a).map(|n| from + n)
}

/// Past the `"` that ends the string whose contents start at `from`.
fn string_end(bytes: &[u8], from: usize) -> Option<usize> {
    Some(from + memchr::memchr(b'"', bytes.get(from..)?)? + 1)
}

/// The `\n` ending the line of `at` (or the end).
fn line_end(bytes: &[u8], at: usize) -> usize {
    memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |n| at + n)
}

/// Past the `}` closing the `{` at `open`.
fn group_end(bytes: &[u8], open: usize) -> Option<usize> {
    let (mut depth, mut at) = (0usize, open);
    loop {
        let next = next_special(bytes, at)?;
        match bytes[next] {
            b'"' => at = string_end(bytes, next + 1)?,
            b';' => at = line_end(bytes, next),
            b'{' => (depth, at) = (depth + 1, next + 1),
            b'}' => {
                depth -= 1;
                at = next + 1;
                if depth == 0 {
                    return Some(at);
                }
            }
            // A quoted name is a string to skip; the rest of a name holds no brace.
            _ => at = next + 1,
        }
    }
}

/// The first `define` in `within` (top-level text without strings or
/// comments) that starts its line, as a word. Only the blanks just before
/// each `define` are looked at (not its whole line): a line of a million
/// `define`s is read once.
fn line_starting_define(bytes: &[u8], within: Range<usize>) -> Option<usize> {
    memchr::memmem::find_iter(&bytes[within.clone()], b"define").map(|n| within.start + n).find(|&at| {
        let blanks = bytes[..at].iter().rev().take_while(|&&b| b != b'\n' && b.is_ascii_whitespace()).count();
        let line_start = at - blanks == 0 || bytes[at - blanks - 1] == b'\n';
        line_start && bytes.get(at + "define".len()).is_some_and(u8::is_ascii_whitespace)
    })
}

/// The `@` of the name a function header starting at `from` defines: the
/// first one outside comments and strings (a return type names nothing).
fn header_name(bytes: &[u8], mut from: usize) -> Option<usize> {
    loop {
        let next = from + memchr::memchr3(b'@', b';', b'"', bytes.get(from..)?)?;
        from = match bytes[next] {
            b'@' => return Some(next),
            b';' => line_end(bytes, next),
            _ => string_end(bytes, next + 1)?,
        };
    }
}

/// The name of the global at `at` (its `@`) as LLVM reads it, and where it ends.
fn global_name(bytes: &[u8], at: usize) -> Option<(Cow<'_, [u8]>, usize)> {
    let from = at + 1;
    if bytes.get(from) == Some(&b'"') {
        let end = string_end(bytes, from + 1)?;
        return Some((unescape(&bytes[from + 1..end - 1])?, end));
    }
    let len = bytes[from..].iter().take_while(|&&b| b.is_ascii_alphanumeric() || b"._-$".contains(&b)).count();
    Some((Cow::Borrowed(&bytes[from..from + len]), from + len))
}

/// A quoted name's bytes: `\\` is a backslash, `\XX` the byte in hex.
fn unescape(quoted: &[u8]) -> Option<Cow<'_, [u8]>> {
    if !quoted.contains(&b'\\') {
        return Some(Cow::Borrowed(quoted));
    }
    let mut out = Vec::with_capacity(quoted.len());
    let mut i = 0;
    while i < quoted.len() {
        if quoted[i] != b'\\' {
            out.push(quoted[i]);
            i += 1;
        } else if quoted.get(i + 1) == Some(&b'\\') {
            out.push(b'\\');
            i += 2;
        } else {
            let hex = std::str::from_utf8(quoted.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        }
    }
    Some(Cow::Owned(out))
}

/// The `{` opening the body of the function whose name ends at `from`:
/// the first one after the parameter list outside strings and comments.
fn body_open(bytes: &[u8], from: usize) -> Option<usize> {
    let (mut depth, mut at, mut seen_parameters) = (0usize, from, false);
    while let Some(&b) = bytes.get(at) {
        match b {
            b'"' => {
                at = string_end(bytes, at + 1)?;
                continue;
            }
            b';' => at = line_end(bytes, at),
            b'(' => depth += 1,
            b')' => {
                depth = depth.checked_sub(1)?;
                seen_parameters = true;
            }
            b'{' if depth == 0 && seen_parameters => return Some(at),
            b'{' | b'}' if depth == 0 => return None,
            _ => {}
        }
        at += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Option<Vec<String>> {
        outline(text).map(|d| d.iter().map(|d| String::from_utf8_lossy(&d.name).into_owned()).collect())
    }

    #[test]
    fn finds_each_definition_and_its_body() {
        let text = "%T = type { i32, i32 }\ndeclare void @llvm.foo(i32)\n\
                    define { i32, i32 } @a(i32 %x) #0 {\nentry:\n  ret { i32, i32 } zeroinitializer\n}\n\
                    ; define void @c() {\n\
                    define void @\"b\\22q\"() {\nentry:\n  call void @llvm.foo(i32 1) ; }\n  ret void\n}\n\
                    attributes #0 = { \"x\"=\"{\" }\n";
        let defs = outline(text).expect("splittable");
        assert_eq!(names(text).unwrap(), ["a", "b\"q"]);
        assert_eq!(&text[defs[0].body.clone()], "\nentry:\n  ret { i32, i32 } zeroinitializer\n");
        assert_eq!(defs[0].newlines, 3);
        assert!(text[defs[1].body.clone()].ends_with("ret void\n"));
    }

    #[test]
    fn declines_what_it_cannot_split() {
        assert!(outline("define void @f() {\nentry:\n  ret void\n}\n").is_some());
        // A name defined twice (spelled two ways), a numbered function, a one-line body, unbalanced braces.
        assert!(outline("define void @f() {\n  ret void\n}\ndefine void @\"f\"() {\n  ret void\n}\n").is_none());
        assert!(outline("define void @0() {\nentry:\n  ret void\n}\n").is_none());
        assert!(outline("define void @f() { ret void }\n").is_none());
        assert!(outline("define void @f() {\nentry:\n  ret void\n").is_none());
        assert!(outline("}\n").is_none());
    }

    #[test]
    fn a_part_keeps_every_line_and_stubs_other_bodies() {
        let text = "define i32 @f() {\nentry:\n  ret i32 1\n}\ndefine i32 @g() {\nentry:\n  ret i32 2\n}\n";
        let defs = outline(text).unwrap();
        assert_eq!(
            part_text(text, &defs, 0..1),
            "define i32 @f() {\nentry:\n  ret i32 1\n}\ndefine i32 @g() {\nunreachable\n\n}\n"
        );
        assert_eq!(
            part_text(text, &defs, 1..2),
            "define i32 @f() {\nunreachable\n\n}\ndefine i32 @g() {\nentry:\n  ret i32 2\n}\n"
        );
        assert_eq!(part_text(text, &defs, 0..2), text);
        // The run kept as it is: from the end of the last body stubbed
        // before it to the start of the first one after it.
        let g_body = defs[1].body.clone();
        let first = part_pieces(text, &defs, 0..1);
        assert_eq!((first.before.as_str(), first.run.clone()), ("", 0..g_body.start));
        assert_eq!(first.after, format!("{STUB}\n\n{}", &text[g_body.end..]));
        let second = part_pieces(text, &defs, 1..2);
        assert_eq!(second.run, defs[0].body.end..text.len());
        assert_eq!(second.after, "");
    }

    #[test]
    fn partitions_by_weight() {
        assert_eq!(partition(&[1, 1, 1, 1], 2), [0..2, 2..4]);
        assert_eq!(partition(&[5, 1, 1, 1], 2), [0..1, 1..4]);
        assert_eq!(partition(&[1, 1, 1, 9], 2), [0..3, 3..4]);
        assert_eq!(partition(&[1, 1, 1], 3), [0..1, 1..2, 2..3]);
        assert_eq!(partition(&[1, 1], 4), [0..1, 1..2]);
        assert_eq!(partition(&[0, 0, 0, 0], 2), [0..1, 1..4]);
        assert_eq!(partition(&[3], 2), [0..1]);
    }
}
