//! Reading LLVM IR: textual `.ll` or bitcode, with diagnostics that point at
//! `file:line:col`.

use crate::diag::{Diagnostic, Location, SourceView};
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::values::{FunctionValue, InstructionValue};
use std::borrow::Cow;
use std::cell::OnceCell;
use visa_passes::ir::context::{is_bitcode, text_of};
use visa_passes::ir::srcloc::SourceMap;

/// A parsed module and what is needed to point back into its source.
pub struct LoadedModule<'ctx> {
    pub module: Module<'ctx>,
    /// The file name used in diagnostics (`-` reads as `<stdin>`).
    pub file: String,
    /// The source text, for textual IR.
    pub text: Option<SourceText>,
    /// Built from `text` when a diagnostic first needs a position: most
    /// runs never ask for one.
    source_map: OnceCell<SourceMap>,
}

/// The text of a textual IR module, as [`LoadedModule`] keeps it.
pub enum SourceText {
    Owned(String),
    /// Read in place from the input file (a part of a split compile).
    Mapped(crate::input::mapped::MappedText),
}

impl std::ops::Deref for SourceText {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            SourceText::Owned(text) => text,
            SourceText::Mapped(text) => text,
        }
    }
}

/// Whether `bytes` (an input named without a telling extension, such as
/// standard input) are LLVM IR rather than `.visaasm` text: bitcode, or text
/// whose first line that is neither blank nor a comment (`;` in LLVM, `//`
/// in vISA) neither starts a vISA directive (`.version`, `.kernel`, ...)
/// nor a vISA block comment (`/*`).
pub fn looks_like_ir(bytes: &[u8]) -> bool {
    if is_bitcode(bytes) {
        return true;
    }
    let first = bytes
        .split(|&b| b == b'\n')
        .map(|line| line.trim_ascii_start())
        .find(|line| !line.is_empty() && !line.starts_with(b";") && !line.starts_with(b"//"));
    first.is_some_and(|line| !line.starts_with(b".") && !line.starts_with(b"/*"))
}

/// The context `bytes` must be parsed in: opaque pointers for textual IR
/// that uses `ptr`, typed pointers otherwise.
pub fn context_for(bytes: &[u8]) -> Context {
    let is_text = !is_bitcode(bytes);
    let opaque = is_text && visa_passes::ir::context::uses_opaque_pointers(&text_of(bytes));
    visa_passes::ir::context::create_context(opaque)
}

/// Parses `bytes` (the contents of `file`) as bitcode or textual IR, and
/// runs LLVM's module verifier. `context` should come from [`context_for`].
pub fn load_module<'ctx>(context: &'ctx Context, file: &str, bytes: &[u8]) -> Result<LoadedModule<'ctx>, Diagnostic> {
    load_module_from(context, file, bytes, None)
}

/// [`load_module`], where `source` is the file whose contents `bytes` are,
/// when there is one: textual IR is then read in place from the file's
/// pages (`crate::input::mapped`), not from a copy.
pub fn load_module_from<'ctx>(
    context: &'ctx Context,
    file: &str,
    bytes: &[u8],
    source: Option<&std::fs::File>,
) -> Result<LoadedModule<'ctx>, Diagnostic> {
    if is_bitcode(bytes) {
        let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, file);
        crate::sys::wall::stage(|| format!("LLVM was reading the bitcode of {file}"));
        let module =
            Module::parse_bitcode_from_buffer(&buffer, context).map_err(|e| invalid_bitcode(file, &e.to_string()))?;
        verified(module, file, None)
    } else {
        let text = text_of(bytes);
        crate::input::prescan::check(file, &text)?;
        // A text with invalid UTF-8 was made anew: it is not the file's.
        let in_place = source.filter(|_| matches!(text, Cow::Borrowed(_)));
        let text = match in_place.and_then(|f| crate::input::mapped::MappedText::new(f, "", 0..bytes.len(), "")) {
            Some(mapped) => SourceText::Mapped(mapped),
            None => {
                // Room for the NUL `load_text` adds: no second copy.
                let mut owned = String::with_capacity(text.len() + 1);
                owned.push_str(&text);
                SourceText::Owned(owned)
            }
        };
        load_text(context, file, text)
    }
}

/// Parses textual IR that [`crate::input::prescan::check`] has passed, and verifies it.
pub fn load_text<'ctx>(context: &'ctx Context, file: &str, text: SourceText) -> Result<LoadedModule<'ctx>, Diagnostic> {
    crate::sys::wall::stage(|| format!("{READING} {file}"));
    // LLVM's lexer reads the byte after the buffer (a NUL ends it), so
    // the text gets one for the parse, and LLVM reads it in place
    // rather than from a second copy of the file.
    let parse = |with_nul: &[u8]| {
        let buffer = MemoryBuffer::create_from_memory_range(&with_nul[..with_nul.len() - 1], file);
        context.create_module_from_ir(buffer)
    };
    let (parsed, text) = match text {
        SourceText::Owned(mut text) => {
            let len = text.len();
            text.push('\0');
            let parsed = parse(text.as_bytes());
            text.truncate(len);
            (parsed, SourceText::Owned(text))
        }
        SourceText::Mapped(text) => (parse(text.with_nul()), SourceText::Mapped(text)),
    };
    let module = parsed.map_err(|e| llvm_parse_error(file, &text, &e.to_string()))?;
    verified(module, file, Some(text))
}

/// Reads bitcode with only some of its functions' bodies, and verifies it:
/// given how many functions the module defines, `bodies` says which to read
/// (by their number in module order, declarations not counted).
pub fn load_bitcode_bodies<'ctx>(
    context: &'ctx Context,
    file: &str,
    bytes: &[u8],
    bodies: impl FnOnce(usize) -> std::ops::Range<usize>,
) -> Result<LoadedModule<'ctx>, Diagnostic> {
    use visa_passes::ir::context::{is_defined, materialize, parse_bitcode_lazily};
    let invalid = |why: String| invalid_bitcode(file, &why);
    crate::sys::wall::stage(|| format!("LLVM was reading the bitcode of {file}"));
    let module = parse_bitcode_lazily(context, bytes, file).map_err(invalid)?;
    let bodies = bodies(module.get_functions().filter(|&f| is_defined(f)).count());
    for function in module.get_functions().filter(|&f| is_defined(f)).skip(bodies.start).take(bodies.len()) {
        materialize(function).map_err(invalid)?;
    }
    verified(module, file, None)
}

/// Bitcode LLVM could not read: newer than the build's LLVM, or invalid.
fn invalid_bitcode(file: &str, why: &str) -> Diagnostic {
    crate::input::newer_ir::newer_bitcode(file, why)
        .map(|d| d.with_note(format!("LLVM {} says: {}", visa_passes::ir::llvm::LLVM_VERSION, why.trim())))
        .unwrap_or_else(|| Diagnostic::new(format!("{file}: invalid bitcode: {}", why.trim())))
}

/// `module` once LLVM's verifier has passed it.
fn verified<'ctx>(
    module: Module<'ctx>,
    file: &str,
    text: Option<SourceText>,
) -> Result<LoadedModule<'ctx>, Diagnostic> {
    crate::sys::wall::stage(|| format!("LLVM was verifying {file}"));
    if let Err(e) = module.verify() {
        let message = e.to_string();
        let first = message.lines().next().unwrap_or("invalid module").trim();
        return Err(Diagnostic::new(format!("{file}: the module is not valid LLVM IR: {first}")));
    }
    Ok(LoadedModule { module, file: file.to_string(), text, source_map: OnceCell::new() })
}

/// The stage LLVM's parser of textual IR runs in (see [`breach_diagnostic`]).
const READING: &str = "LLVM was reading the text of";

/// The diagnostic for a death of the wall's child while it worked on
/// `file` (`bytes`): where in the text when that can be told (a stack
/// overflow while LLVM read it: where brackets nest deepest), else the file.
pub fn breach_diagnostic(
    file: &str,
    bytes: &[u8],
    breached: &crate::sys::wall::Breached,
    limits: &crate::sys::wall::Limits,
) -> Diagnostic {
    let message = format!("{}; nothing was written", breached.describe(limits));
    let reading_text = breached.stage.as_deref().is_some_and(|s| s.starts_with(READING));
    if reading_text && breached.breach == crate::sys::wall::Breach::StackOverflow {
        let text = text_of(bytes);
        let (at, depth) = crate::input::prescan::deepest_nesting(&text);
        let (line, col) = crate::input::prescan::line_col(&text, at);
        let message = format!("{}; brackets nest {depth} deep here; nothing was written", breached.describe(limits));
        return Diagnostic::at(file, &text, line, col, message);
    }
    Diagnostic::new(format!("{file}: {message}"))
}

/// LLVM reports parse errors as `NAME:LINE:COL: error: MESSAGE` followed by
/// the source line and a caret (possibly after warnings in the same form);
/// re-render the error as our diagnostic.
fn llvm_parse_error(file: &str, text: &str, message: &str) -> Diagnostic {
    // A line starts with the file name, which may hold newlines itself.
    let starts = std::iter::once(0).chain(message.match_indices('\n').map(|(at, _)| at + 1));
    let located = starts.filter_map(|at| message[at..].strip_prefix(file)).find_map(|rest| {
        let line = rest.split('\n').next()?;
        let mut parts = line.strip_prefix(':')?.splitn(3, ':');
        let line_no: u32 = parts.next()?.trim().parse().ok()?;
        let col: u32 = parts.next()?.trim().parse().ok()?;
        let msg = parts.next()?.trim().strip_prefix("error:")?.trim();
        Some((line_no, col, msg.to_string()))
    });
    let newer = crate::input::newer_ir::newer_syntax(file, text, located.as_ref().map(|&(line, _, _)| line));
    let llvm_says = located.as_ref().map_or_else(|| message.lines().next().unwrap_or(message).trim(), |(_, _, m)| m);
    match (newer, located.clone()) {
        (Some(newer), _) => newer.with_note(format!("LLVM {} says: {llvm_says}", visa_passes::ir::llvm::LLVM_VERSION)),
        (None, Some((line, col, msg))) => Diagnostic::at(file, text, line, col, msg),
        (None, None) => Diagnostic::new(format!("{file}: {}", message.lines().next().unwrap_or(message).trim())),
    }
}

impl<'ctx> LoadedModule<'ctx> {
    /// A second copy of the module (LLVM's `CloneModule`) with the same
    /// source: one copy can be lowered while the other still holds the
    /// input as read (`run --verify` compiles before the reference runs).
    pub fn duplicate(&self) -> LoadedModule<'ctx> {
        LoadedModule {
            module: self.module.clone(),
            file: self.file.clone(),
            text: self.text.as_deref().map(|text| SourceText::Owned(text.to_string())),
            source_map: self.source_map.clone(),
        }
    }

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
