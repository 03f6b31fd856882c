//! The lexer of the `.visaasm` text form: tokens, numbers and strings.

use super::{PResult, ParseError};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A run of `[A-Za-z0-9_]`, optionally after a leading `%`.
    Word,
    /// A string literal, quotes included (decoded by [`decode_string`]).
    Str,
    Punct(char),
    Newline,
    Eof,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub(super) kind: Kind,
    pub(super) text: &'a str,
    pub(super) line: u32,
    pub(super) col: u32,
}

impl<'a> Token<'a> {
    pub(super) fn is(&self, c: char) -> bool {
        self.kind == Kind::Punct(c)
    }

    pub(super) fn at_eol(&self) -> bool {
        matches!(self.kind, Kind::Newline | Kind::Eof)
    }

    pub(super) fn word(&self) -> Option<&'a str> {
        (self.kind == Kind::Word).then_some(self.text)
    }

    pub(super) fn describe(&self) -> String {
        match self.kind {
            Kind::Newline => "end of line".to_string(),
            Kind::Eof => "end of input".to_string(),
            Kind::Word | Kind::Str | Kind::Punct(_) => format!("'{}'", self.text),
        }
    }

    pub(super) fn err(&self, message: impl Into<String>) -> ParseError {
        ParseError { line: self.line, col: self.col, message: message.into() }
    }

    pub(super) fn expected(&self, what: &str) -> ParseError {
        self.err(format!("expected {what}, found {}", self.describe()))
    }
}

pub(super) fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// A cursor over the source. Tokens are read on demand because a few lexemes
/// depend on context (`svm_gather.4.1` vs the float `4.1`, attribute values).
/// Cloning it is how the parser peeks.
#[derive(Clone)]
pub(super) struct Lexer<'a> {
    pub(super) src: &'a str,
    /// Byte offset, always on a char boundary.
    pub(super) pos: usize,
    pub(super) line: u32,
    pub(super) col: u32,
}

impl<'a> Lexer<'a> {
    pub(super) fn rest(&self) -> &'a str {
        self.src.get(self.pos..).unwrap_or("")
    }

    pub(super) fn bump(&mut self) -> Option<char> {
        let c = self.rest().chars().next()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.col = 1;
        } else {
            self.col = self.col.saturating_add(1);
        }
        Some(c)
    }

    /// Skips spaces and comments, but not newlines: they end statements.
    pub(super) fn skip_blanks(&mut self) -> PResult<()> {
        loop {
            let rest = self.rest();
            if rest.starts_with("//") {
                while !matches!(self.rest().chars().next(), None | Some('\n')) {
                    self.bump();
                }
            } else if rest.starts_with("/*") {
                let (line, col) = (self.line, self.col);
                self.bump();
                self.bump();
                while !self.rest().starts_with("*/") {
                    if self.bump().is_none() {
                        return Err(ParseError {
                            line,
                            col,
                            message: "unterminated comment: '/*' without '*/'".into(),
                        });
                    }
                }
                self.bump();
                self.bump();
            } else if rest.starts_with(|c: char| c.is_whitespace() && c != '\n') {
                self.bump();
            } else {
                return Ok(());
            }
        }
    }

    pub(super) fn next(&mut self) -> PResult<Token<'a>> {
        self.skip_blanks()?;
        let (start, line, col) = (self.pos, self.line, self.col);
        let kind = match self.bump() {
            None => Kind::Eof,
            Some('\n') => Kind::Newline,
            Some(c) if is_word_char(c) || c == '%' => {
                while self.rest().starts_with(is_word_char) {
                    self.bump();
                }
                Kind::Word
            }
            Some('"') => {
                // To the closing quote; `\` escapes the next character.
                loop {
                    match self.bump() {
                        Some('"') => break,
                        Some('\\') if !self.rest().starts_with('\n') => {
                            self.bump();
                        }
                        None | Some('\n') => {
                            return Err(ParseError {
                                line,
                                col,
                                message: "unterminated string: '\"' without '\"'".into(),
                            })
                        }
                        Some(_) => {}
                    }
                }
                Kind::Str
            }
            Some(c) => Kind::Punct(c),
        };
        Ok(Token { kind, text: self.src.get(start..self.pos).unwrap_or(""), line, col })
    }

    pub(super) fn peek(&self) -> PResult<Token<'a>> {
        self.clone().next()
    }

    /// Reads the (possibly empty) run of characters up to where `stop` holds
    /// for the rest of the input, as one word.
    pub(super) fn run(&mut self, stop: impl Fn(&str) -> bool) -> PResult<Token<'a>> {
        self.skip_blanks()?;
        let (start, line, col) = (self.pos, self.line, self.col);
        while !self.rest().is_empty() && !stop(self.rest()) {
            self.bump();
        }
        Ok(Token { kind: Kind::Word, text: self.src.get(start..self.pos).unwrap_or(""), line, col })
    }
}

pub(super) enum NumError {
    Malformed,
    Overflow,
}

/// A decimal or `0x` hex unsigned integer.
pub(super) fn parse_uint(text: &str) -> Result<u64, NumError> {
    let (digits, radix) = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => (hex, 16),
        None => (text, 10),
    };
    // from_str_radix alone would also take a leading '+'.
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err(NumError::Malformed);
    }
    u64::from_str_radix(digits, radix).map_err(|_| NumError::Overflow)
}

/// The text of a string literal token (quotes included), with the escapes
/// the vISA assembler reads: `\a \b \e \f \n \r \t \v \' \" \? \\`, `\ooo`
/// (octal, 1-3 digits) and `\xHH` (1-2 hex digits). The bytes must be UTF-8.
pub(super) fn decode_string(tok: Token) -> PResult<String> {
    let inner = tok.text.strip_prefix('"').and_then(|t| t.strip_suffix('"')).unwrap_or("");
    let mut bytes = Vec::with_capacity(inner.len());
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut buf = [0u8; 4];
            bytes.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        let Some(e) = chars.next() else { break };
        let byte = match e {
            'a' => 0x07,
            'b' => 0x08,
            'e' => 0x1b,
            'f' => 0x0c,
            'n' => b'\n',
            'r' => b'\r',
            't' => b'\t',
            'v' => 0x0b,
            '\'' | '"' | '?' | '\\' => e as u8,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                u8::try_from(v).map_err(|_| tok.err(format!("octal escape \\{v:o} in {} is above 0xff", tok.text)))?
            }
            'x' => {
                let mut v = None::<u32>;
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(16)) {
                        Some(d) => {
                            v = Some(v.unwrap_or(0) * 16 + d);
                            chars.next();
                        }
                        None => break,
                    }
                }
                let v = v.ok_or_else(|| tok.err(format!("'\\x' without hex digits in {}", tok.text)))?;
                v as u8
            }
            other => return Err(tok.err(format!("unknown escape '\\{other}' in {}", tok.text))),
        };
        bytes.push(byte);
    }
    String::from_utf8(bytes).map_err(|_| tok.err(format!("string {} is not valid UTF-8", tok.text)))
}

/// `[A-Za-z_][A-Za-z0-9_]*`, the names this parser lets a program declare.
pub(super) fn is_ident(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') && text.chars().all(is_word_char)
}
