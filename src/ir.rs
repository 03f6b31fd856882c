//! Reading LLVM IR: textual `.ll` or bitcode, with diagnostics that point at
//! `file:line:col`.

use crate::diag::{Diagnostic, Location, SourceView};
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::values::{FunctionValue, InstructionValue};
use std::cell::OnceCell;
use visa_passes::context::{is_bitcode, text_of};
use visa_passes::srcloc::SourceMap;

/// A parsed module and what is needed to point back into its source.
pub struct LoadedModule<'ctx> {
    pub module: Module<'ctx>,
    /// The file name used in diagnostics (`-` reads as `<stdin>`).
    pub file: String,
    /// The source text, for textual IR.
    pub text: Option<String>,
    /// Built from `text` when a diagnostic first needs a position: most
    /// runs never ask for one.
    source_map: OnceCell<SourceMap>,
}

/// The context `bytes` must be parsed in: opaque pointers for textual IR
/// that uses `ptr`, typed pointers otherwise.
pub fn context_for(bytes: &[u8]) -> Context {
    let is_text = !is_bitcode(bytes);
    let opaque = is_text && visa_passes::context::uses_opaque_pointers(&text_of(bytes));
    visa_passes::context::create_context(opaque)
}

/// Parses `bytes` (the contents of `file`) as bitcode or textual IR, and
/// runs LLVM's module verifier. `context` should come from [`context_for`].
pub fn load_module<'ctx>(context: &'ctx Context, file: &str, bytes: &[u8]) -> Result<LoadedModule<'ctx>, Diagnostic> {
    let is_bitcode = is_bitcode(bytes);
    let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, file);
    let (module, text) = if is_bitcode {
        let module = Module::parse_bitcode_from_buffer(&buffer, context)
            .map_err(|e| Diagnostic::new(format!("{file}: invalid bitcode: {}", e.to_string().trim())))?;
        (module, None)
    } else {
        let text = text_of(bytes).into_owned();
        check_data_layouts(file, &text)?;
        check_masked_declarations(file, &text)?;
        let module =
            context.create_module_from_ir(buffer).map_err(|e| llvm_parse_error(file, &text, &e.to_string()))?;
        (module, Some(text))
    };
    if let Err(e) = module.verify() {
        let message = e.to_string();
        let first = message.lines().next().unwrap_or("invalid module").trim();
        return Err(Diagnostic::new(format!("{file}: the module is not valid LLVM IR: {first}")));
    }
    Ok(LoadedModule { module, file: file.to_string(), text, source_map: OnceCell::new() })
}

/// LLVM 14's intrinsic upgrader reads a `llvm.masked.*` declaration's
/// operands without checking how many there are, and a declaration with too
/// few leaves a corrupt module that crashes the verifier (found by the
/// `compile_ll` fuzz target), so their operand counts are checked first.
fn check_masked_declarations(file: &str, text: &str) -> Result<(), Diagnostic> {
    const OPERANDS: [(&str, usize); 6] =
        [("gather", 4), ("scatter", 4), ("load", 4), ("store", 4), ("expandload", 3), ("compressstore", 3)];
    for (line_index, line) in text.lines().enumerate() {
        let code = line.split(';').next().unwrap_or("");
        let Some(at) = code.find("@llvm.masked.") else { continue };
        if !code.trim_start().starts_with("declare") {
            continue;
        }
        let name = &code[at + "@llvm.masked.".len()..];
        let Some((kind, count)) = OPERANDS.iter().find(|(k, _)| name.starts_with(&format!("{k}."))) else { continue };
        let Some(open) = name.find('(') else { continue };
        let (mut depth, mut operands, mut empty) = (0i32, 1usize, true);
        for c in name[open + 1..].chars() {
            match c {
                '(' | '<' | '[' | '{' => depth += 1,
                ')' if depth == 0 => break,
                ')' | '>' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => operands += 1,
                c if !c.is_whitespace() => empty = false,
                _ => {}
            }
        }
        let operands = if empty && operands == 1 { 0 } else { operands };
        if operands != *count {
            return Err(Diagnostic::at(
                file,
                text,
                line_index as u32 + 1,
                at as u32 + 1,
                format!("llvm.masked.{kind} takes {count} operands; this declaration has {operands}"),
            ));
        }
    }
    Ok(())
}

/// LLVM 14 aborts the process (`report_fatal_error`) on a malformed
/// `target datalayout` string instead of returning a parse error, so each
/// one is checked first (found by the `compile_ll` fuzz target). The check
/// is conservative: the specifications of the LangRef's "Data Layout" with
/// the values LLVM accepts; anything else is a diagnostic.
fn check_data_layouts(file: &str, text: &str) -> Result<(), Diagnostic> {
    let mut from = 0;
    while let Some(found) = text[from..].find("datalayout") {
        let at = from + found;
        from = at + "datalayout".len();
        // Skip mentions in comments (a `;` earlier on the line; a string
        // holding `;` only makes this check run on more text, never less).
        let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
        if text[line_start..at].contains(';') {
            continue;
        }
        // The string may span lines: LLVM reads up to the closing quote.
        let Some(value) = skip_blank(&text[from..]).strip_prefix('=').map(skip_blank) else { continue };
        let Some(value) = value.strip_prefix('"') else { continue };
        let Some(end) = value.find('"') else { continue };
        if let Err(why) = check_data_layout(&value[..end]) {
            let line = text[..at].matches('\n').count() as u32 + 1;
            let col = (at - line_start) as u32 + 1;
            return Err(Diagnostic::at(file, text, line, col, format!("unsupported target datalayout: {why}")));
        }
    }
    Ok(())
}

/// `s` after what LLVM's lexer skips between tokens: white space, NUL
/// bytes and `;` comments.
fn skip_blank(mut s: &str) -> &str {
    loop {
        let t = s.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == '\0');
        match t.strip_prefix(';') {
            Some(comment) => s = comment.split_once('\n').map_or("", |(_, rest)| rest),
            None => return t,
        }
    }
}

/// One data layout string: `-`-separated specifications.
fn check_data_layout(layout: &str) -> Result<(), String> {
    if layout.is_empty() {
        return Ok(());
    }
    // A number of at most 24 bits (sizes, address spaces).
    let num = |s: &str| -> Result<u32, String> {
        s.parse::<u32>().ok().filter(|&n| n < 1 << 24).ok_or_else(|| format!("`{s}` is not a number below 2^24"))
    };
    // An alignment in bits: 0 or a power of two that is a whole number of bytes.
    let align = |s: &str| -> Result<u32, String> {
        let n = num(s)?;
        if n == 0 || (n % 8 == 0 && n.is_power_of_two() && n <= 1 << 16) {
            Ok(n)
        } else {
            Err(format!("alignment `{s}` is not a power of two number of bytes"))
        }
    };
    let size_aligns = |fields: &[&str], min: usize, max: usize| -> Result<(), String> {
        if fields.len() < min || fields.len() > max {
            return Err(format!("`{}` has the wrong number of fields", fields.join(":")));
        }
        let aligns = fields.iter().skip(1).map(|f| align(f)).collect::<Result<Vec<u32>, String>>()?;
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
                align(tail)?;
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
                size_aligns(&fields, 2, 3)?;
            }
            'a' if tail.is_empty() => size_aligns(&fields, 2, 3)?,
            'F' if matches!(tail.chars().next(), Some('i' | 'n')) && fields.len() == 1 => {
                align(&tail[1..])?;
            }
            'm' if head == "m" && fields.len() == 2 && matches!(fields[1], "e" | "l" | "m" | "o" | "w" | "x" | "a") => {
            }
            'n' if head == "ni" => {
                for f in &fields[1..] {
                    num(f)?;
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

/// LLVM reports parse errors as `NAME:LINE:COL: error: MESSAGE` followed by
/// the source line and a caret (possibly after warnings in the same form);
/// re-render the error as our diagnostic.
fn llvm_parse_error(file: &str, text: &str, message: &str) -> Diagnostic {
    let located = message.lines().find_map(|line| {
        let mut parts = line.strip_prefix(file)?.strip_prefix(':')?.splitn(3, ':');
        let line_no: u32 = parts.next()?.trim().parse().ok()?;
        let col: u32 = parts.next()?.trim().parse().ok()?;
        let msg = parts.next()?.trim().strip_prefix("error:")?.trim();
        Some((line_no, col, msg.to_string()))
    });
    match located {
        Some((line, col, msg)) => Diagnostic::at(file, text, line, col, msg),
        None => Diagnostic::new(format!("{file}: {}", message.lines().next().unwrap_or(message).trim())),
    }
}

impl<'ctx> LoadedModule<'ctx> {
    fn source_map(&self) -> &SourceMap {
        self.source_map.get_or_init(|| self.text.as_deref().map(SourceMap::from_ll).unwrap_or_default())
    }

    /// The file name, text and positions diagnostics point into.
    pub fn source(&self) -> SourceView<'_> {
        SourceView { file: &self.file, text: self.text.as_deref(), map: self.source_map() }
    }

    /// Where `inst` (the `index`-th instruction of `function`) is in the source.
    pub fn location(&self, function: FunctionValue<'ctx>, index: usize) -> Option<Location> {
        self.source().location(function, index)
    }

    /// A diagnostic about an instruction, at its source position when known
    /// (by index, or by name, callee or opcode where a pass rewrote the
    /// function before it), else naming the function and instruction.
    pub fn diagnostic_at(
        &self,
        function: FunctionValue<'ctx>,
        index: usize,
        inst: InstructionValue<'ctx>,
        message: &str,
    ) -> Diagnostic {
        self.source().diagnostic_at(function, index, inst, message)
    }
}
