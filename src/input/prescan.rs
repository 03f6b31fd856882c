//! Cheap checks of textual IR for what makes LLVM 14 abort or crash while
//! reading it, so that those inputs get a diagnostic at their line. They are
//! a fast path, not the safety net: whatever they miss, the wall
//! (`crate::sys::wall`) catches, and [`deepest_nesting`] locates after the fact.
//!
//! * a `target datalayout` LLVM calls fatal (`report_fatal_error`);
//! * a declaration of an intrinsic that LLVM's auto-upgrader reads
//!   parameters of without counting them (`llvm.masked.*`,
//!   `llvm.lifetime.*`, `llvm.invariant.*`, `llvm.objectsize.*`, the old
//!   `llvm.experimental.vector.reduce.*`).
//!
//! Both are found by a small lexer that knows comments, strings and quoted
//! names, so a `;` or `datalayout` inside a string, a declaration split over
//! lines or a name written `@"llvm.masked.gather..."` are seen as LLVM sees
//! them. It runs only up to the last `datalayout` or `declare` in the text.

use crate::diag::Diagnostic;

/// Checks `text` (the contents of `file`).
pub fn check(file: &str, text: &str) -> Result<(), Diagnostic> {
    // memchr's forward search: `str::rfind` of a word that is not there (a
    // module without a data layout) costs a few milliseconds on a large
    // file, and a reverse search is several times slower than a forward one.
    let rfind = |word: &str| memchr::memmem::find_iter(text.as_bytes(), word.as_bytes()).last();
    let last = [rfind("datalayout"), rfind("declare")].into_iter().flatten().max();
    let Some(last) = last else { return Ok(()) };
    let mut lexer = Lexer { text, pos: 0 };
    while let Some(token) = lexer.next() {
        if token.at > last {
            break;
        }
        match token.kind {
            Kind::Word("datalayout") if lexer.next().is_some_and(|t| t.kind == Kind::Punct(b'=')) => {
                if let Some(Token { kind: Kind::Str(layout), .. }) = lexer.next() {
                    check_data_layout(layout)
                        .map_err(|why| at(file, text, token.at, format!("unsupported target datalayout: {why}")))?;
                }
            }
            Kind::Word("declare") => check_declaration(file, text, &mut lexer)?,
            _ => {}
        }
    }
    Ok(())
}

/// A diagnostic at byte `offset` of `text`.
fn at(file: &str, text: &str, offset: usize, message: String) -> Diagnostic {
    let (line, col) = line_col(text, offset);
    Diagnostic::at(file, text, line, col, message)
}

/// 1-based line and column (in characters) of byte `offset`.
pub fn line_col(text: &str, offset: usize) -> (u32, u32) {
    let offset = offset.min(text.len());
    let before = &text.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before.iter().rposition(|&b| b == b'\n').map_or(0, |n| n + 1);
    let col = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    (line as u32, col as u32)
}

/// Parameters the upgrader reads of each intrinsic family it rewrites
/// without checking how many there are (LLVM 14, `AutoUpgrade.cpp`), as the
/// counts a declaration may have.
const UPGRADED: &[(&str, &[usize])] = &[
    ("llvm.masked.gather.", &[4]),
    ("llvm.masked.scatter.", &[4]),
    ("llvm.masked.load.", &[4]),
    ("llvm.masked.store.", &[4]),
    ("llvm.masked.expandload.", &[3]),
    ("llvm.masked.compressstore.", &[3]),
    ("llvm.lifetime.start", &[2]),
    ("llvm.lifetime.end", &[2]),
    ("llvm.invariant.start", &[2]),
    ("llvm.invariant.end", &[3]),
    ("llvm.objectsize.", &[2, 3, 4]),
    ("llvm.experimental.vector.reduce.v2.fadd.", &[2]),
    ("llvm.experimental.vector.reduce.v2.fmul.", &[2]),
    ("llvm.experimental.vector.reduce.fadd.", &[2]),
    ("llvm.experimental.vector.reduce.fmul.", &[2]),
    ("llvm.experimental.vector.reduce.", &[1]),
];

/// After `declare`: the function's name and, for an upgraded intrinsic, its
/// parameter count.
fn check_declaration(file: &str, text: &str, lexer: &mut Lexer<'_>) -> Result<(), Diagnostic> {
    // The name is the first global after the keyword (a return type names none).
    let name = loop {
        match lexer.next() {
            Some(Token { kind: Kind::Global(name), at }) => break (name, at),
            Some(Token { kind: Kind::Word("declare" | "define"), .. }) | None => return Ok(()),
            Some(_) => {}
        }
    };
    let (name, name_at) = name;
    let Some(&(family, counts)) = UPGRADED.iter().find(|(prefix, _)| name.starts_with(prefix)) else {
        return Ok(());
    };
    if !lexer.next().is_some_and(|t| t.kind == Kind::Punct(b'(')) {
        return Ok(());
    }
    let (mut depth, mut params, mut empty) = (0usize, 1usize, true);
    loop {
        let Some(token) = lexer.next() else { return Ok(()) };
        match token.kind {
            Kind::Punct(b'(' | b'<' | b'[' | b'{') => depth += 1,
            Kind::Punct(b')') if depth == 0 => break,
            Kind::Punct(b')' | b'>' | b']' | b'}') => depth = depth.saturating_sub(1),
            Kind::Punct(b',') if depth == 0 => params += 1,
            _ => {}
        }
        empty = false;
    }
    let params = if empty { 0 } else { params };
    if counts.contains(&params) {
        return Ok(());
    }
    let family = family.trim_end_matches('.');
    let expected: Vec<String> = counts.iter().map(usize::to_string).collect();
    Err(at(
        file,
        text,
        name_at,
        format!("{family} takes {} operands; this declaration has {params}", expected.join(" or ")),
    ))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind<'a> {
    /// Keywords, types, numbers, local names.
    Word(&'a str),
    /// `@name` or `@"name"`, without the `@` and quotes.
    Global(&'a str),
    /// A string's contents.
    Str(&'a str),
    Punct(u8),
}

#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    kind: Kind<'a>,
    /// Byte offset of the token's first character.
    at: usize,
}

/// LLVM's lexical structure, as far as these checks need it: `;` comments
/// to the end of the line, strings to the next `"` (LLVM strings have no
/// quote escape: `\22` is one), names and words.
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'$')
}

impl<'a> Lexer<'a> {
    fn next(&mut self) -> Option<Token<'a>> {
        let bytes = self.text.as_bytes();
        loop {
            let &b = bytes.get(self.pos)?;
            let at = self.pos;
            match b {
                b';' => {
                    self.pos = bytes[at..].iter().position(|&c| c == b'\n').map_or(bytes.len(), |n| at + n);
                }
                b'"' => {
                    let contents = self.string(at + 1);
                    return Some(Token { kind: Kind::Str(contents), at });
                }
                b'@' => {
                    let name = if bytes.get(at + 1) == Some(&b'"') { self.string(at + 2) } else { self.word(at + 1) };
                    return Some(Token { kind: Kind::Global(name), at });
                }
                b if b.is_ascii_whitespace() || b == 0 => self.pos += 1,
                b if is_name_byte(b) || b == b'%' || b == b'!' || b == b'#' => {
                    // A local (`%declare`), metadata or attribute group keeps its sigil.
                    let sigil = usize::from(!is_name_byte(b));
                    if sigil == 1 && bytes.get(at + 1) == Some(&b'"') {
                        self.string(at + 2);
                        return Some(Token { kind: Kind::Word(&self.text[at..at + 1]), at });
                    }
                    let end = at + sigil + self.word(at + sigil).len();
                    return Some(Token { kind: Kind::Word(&self.text[at..end]), at });
                }
                _ => {
                    // One character (a UTF-8 sequence is skipped whole).
                    self.pos += self.text[at..].chars().next().map_or(1, char::len_utf8);
                    return Some(Token { kind: Kind::Punct(b), at });
                }
            }
        }
    }

    /// The string starting at `from` (after its quote); moves past its end.
    fn string(&mut self, from: usize) -> &'a str {
        let bytes = self.text.as_bytes();
        let end = bytes.get(from..).and_then(|rest| rest.iter().position(|&c| c == b'"')).map(|n| from + n);
        let end = end.unwrap_or(bytes.len());
        self.pos = (end + 1).min(bytes.len());
        self.text.get(from.min(end)..end).unwrap_or("")
    }

    /// The name characters starting at `from`; moves past them.
    fn word(&mut self, from: usize) -> &'a str {
        let bytes = self.text.as_bytes();
        let end = bytes.get(from..).map_or(0, |rest| rest.iter().take_while(|&&c| is_name_byte(c)).count()) + from;
        self.pos = end.max(self.pos + 1);
        self.text.get(from.min(end)..end).unwrap_or("")
    }
}

/// Where brackets nest deepest (outside comments and strings), and how
/// deep: where a stack overflow while LLVM reads the text most likely is.
pub fn deepest_nesting(text: &str) -> (usize, usize) {
    let mut lexer = Lexer { text, pos: 0 };
    let (mut depth, mut deepest, mut at) = (0usize, 0usize, 0usize);
    while let Some(token) = lexer.next() {
        match token.kind {
            Kind::Punct(b'(' | b'[' | b'{' | b'<') => {
                depth += 1;
                if depth > deepest {
                    (deepest, at) = (depth, token.at);
                }
            }
            Kind::Punct(b')' | b']' | b'}' | b'>') => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    (at, deepest)
}

/// One data layout string: `-`-separated specifications. LLVM 14 aborts
/// (`report_fatal_error`) on a malformed one instead of returning a parse
/// error. The check is conservative: the specifications of the LangRef's
/// "Data Layout" with the values LLVM accepts; anything else is refused.
fn check_data_layout(layout: &str) -> Result<(), String> {
    if layout.is_empty() {
        return Ok(());
    }
    // A number of at most 24 bits (sizes, address spaces).
    let num = |s: &str| -> Result<u32, String> {
        s.parse::<u32>().ok().filter(|&n| n < 1 << 24).ok_or_else(|| format!("`{s}` is not a number below 2^24"))
    };
    // An alignment in bits: a power of two that is a whole number of bytes
    // (0 only where LLVM allows it: aggregates and the stack).
    let align = |s: &str| -> Result<u32, String> {
        let n = num(s)?;
        if n % 8 == 0 && n.is_power_of_two() && n <= 1 << 16 {
            Ok(n)
        } else {
            Err(format!("alignment `{s}` is not a power of two number of bytes"))
        }
    };
    let align_or_zero = |s: &str| -> Result<u32, String> {
        if s == "0" {
            Ok(0)
        } else {
            align(s)
        }
    };
    let size_aligns = |fields: &[&str], min: usize, max: usize, zero_ok: bool| -> Result<(), String> {
        if fields.len() < min || fields.len() > max {
            return Err(format!("`{}` has the wrong number of fields", fields.join(":")));
        }
        let check = |f: &&str| if zero_ok { align_or_zero(f) } else { align(f) };
        let aligns = fields.iter().skip(1).map(check).collect::<Result<Vec<u32>, String>>()?;
        if aligns.len() == 2 && aligns[1] < aligns[0] {
            return Err(format!("`{}`: the preferred alignment is below the ABI alignment", fields.join(":")));
        }
        if fields[0] == "i8" && aligns[0] != 8 {
            return Err("i8 must be byte-aligned".to_string());
        }
        Ok(())
    };
    for spec in layout.split('-') {
        let fields: Vec<&str> = spec.split(':').collect();
        let head = fields[0];
        let mut chars = head.chars();
        let Some(kind) = chars.next() else { return Err("an empty specification".to_string()) };
        let tail = chars.as_str();
        match kind {
            'e' | 'E' if spec.len() == 1 => {}
            'S' if fields.len() == 1 => {
                align_or_zero(tail)?;
            }
            'P' | 'G' | 'A' if fields.len() == 1 => {
                num(tail)?;
            }
            'p' if head == "p" || tail.chars().all(|c| c.is_ascii_digit()) => {
                if !tail.is_empty() {
                    num(tail)?;
                }
                if !(3..=5).contains(&fields.len()) || num(fields[1])? == 0 {
                    return Err(format!("pointer specification `{spec}` needs a size and alignments"));
                }
                let size = num(fields[1])?;
                let abi = align(fields[2])?;
                if fields.get(3).map(|f| align(f)).transpose()?.is_some_and(|pref| pref < abi) {
                    return Err(format!("`{spec}`: the preferred alignment is below the ABI alignment"));
                }
                if fields.get(4).map(|f| num(f)).transpose()?.is_some_and(|index| index == 0 || index > size) {
                    return Err(format!("`{spec}`: the index size is not within the pointer size"));
                }
            }
            'i' | 'v' | 'f' if !tail.is_empty() => {
                if num(tail)? == 0 {
                    return Err(format!("`{spec}`: a type of zero bits"));
                }
                size_aligns(&fields, 2, 3, false)?;
            }
            'a' if tail.is_empty() => size_aligns(&fields, 2, 3, true)?,
            'F' if matches!(tail.chars().next(), Some('i' | 'n')) && fields.len() == 1 => {
                align(&tail[1..])?;
            }
            'm' if head == "m" && fields.len() == 2 && matches!(fields[1], "e" | "l" | "m" | "o" | "w" | "x" | "a") => {
            }
            'n' if head == "ni" => {
                for f in &fields[1..] {
                    if num(f)? == 0 {
                        return Err("address space 0 cannot be non-integral".to_string());
                    }
                }
            }
            'n' => {
                for f in std::iter::once(&tail).chain(&fields[1..]) {
                    if num(f)? == 0 {
                        return Err("a native integer width of zero bits".to_string());
                    }
                }
            }
            _ => return Err(format!("specification `{spec}` is not recognised")),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> Option<String> {
        check("t.ll", text).err().map(|d| d.to_string().lines().next().unwrap_or("").to_string())
    }

    #[test]
    fn fatal_data_layouts_are_refused_where_they_are() {
        assert_eq!(
            error("target datalayout = \"e-i32:0\"\n").as_deref(),
            Some("t.ll:1:8: error: unsupported target datalayout: alignment `0` is not a power of two number of bytes")
        );
        for bad in ["e-p:64:0", "e-ni:0", "e-p:64:24", "e-i8:16", "e-S3", "e-n0", "e-x"] {
            assert!(error(&format!("target datalayout = \"{bad}\"")).is_some(), "{bad}");
        }
        for good in ["", "e", "e-m:e-i64:64-f80:128-n8:16:32:64-S128", "e-p:64:64:64-a:0:64-ni:1:2", "E-S0"] {
            assert_eq!(error(&format!("target datalayout = \"{good}\"")), None, "{good}");
        }
    }

    #[test]
    fn comments_and_strings_are_lexed_as_llvm_does() {
        // A `;` inside a string earlier on the line does not hide the layout.
        let hidden = "@s = global [3 x i8] c\";a\\00\"  target datalayout = \"e-i32:0\"\n";
        assert_eq!(error(hidden).as_deref().map(|e| e.split(": error").next()), Some(Some("t.ll:1:39")));
        // In a comment or a string, it is not a layout.
        assert_eq!(error("; target datalayout = \"e-i32:0\"\n"), None);
        assert_eq!(error("@s = global [20 x i8] c\"datalayout = \\22e-i32:0\"\n"), None);
        // A comment between the tokens, as LLVM's lexer skips it.
        assert!(error("target datalayout ; why\n = \"e-i32:0\"").is_some());
    }

    #[test]
    fn upgraded_intrinsic_declarations_need_their_parameters() {
        assert_eq!(
            error("declare <2 x i32> @llvm.masked.gather.v2i32.v2p0i32(<2 x i32*>, i32)\n").as_deref(),
            Some("t.ll:1:19: error: llvm.masked.gather takes 4 operands; this declaration has 2")
        );
        // Split over lines, quoted, with a comment in the middle.
        let split = "declare <2 x i32>\n  @\"llvm.masked.load.v2i32.p0v2i32\"( ; the pointer\n <2 x i32>*)\n";
        assert_eq!(
            error(split).as_deref(),
            Some("t.ll:2:3: error: llvm.masked.load takes 4 operands; this declaration has 1")
        );
        assert!(error("declare i64 @llvm.objectsize.i64.p0i8()").is_some());
        assert!(error("declare {}* @llvm.invariant.start.p0i8()").is_some());
        assert!(error("declare void @llvm.lifetime.start.p0i8(i64)").is_some());
        assert!(error("declare void @llvm.invariant.end.p0i8({}*, i64)").is_some());
        // A local named `declare` is not a declaration.
        let local = "define void @f(<2 x i32*> %p) {\n  %declare = call <2 x i32> @llvm.masked.gather.v2i32.v2p0i32(<2 x i32*> %p, i32 4, <2 x i1> zeroinitializer, <2 x i32> undef)\n  ret void\n}\ndeclare void @g()";
        assert_eq!(error(local), None);
        // Well-formed ones, and other functions, pass.
        for good in [
            "declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)",
            "declare <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>*, i32 immarg, <4 x i1>, <4 x float>)",
            "declare i64 @llvm.objectsize.i64.p0i8(i8*, i1, i1, i1)",
            "declare void @f()",
            "declare void @llvm.masked.gatherx()",
        ] {
            assert_eq!(error(good), None, "{good}");
        }
    }

    #[test]
    fn the_deepest_nesting_is_found() {
        let text = "@g = global [1 x [1 x i8]] zeroinitializer ; [[[[\n@h = global {{{i8}}} zeroinitializer";
        assert_eq!(deepest_nesting(text), (text.find("{{{").map_or(0, |n| n + 2), 3));
    }

    #[test]
    fn line_and_column_count_characters() {
        assert_eq!(line_col("ab\ncé d", 7), (2, 4));
        assert_eq!(line_col("x", 99), (1, 2));
    }
}
