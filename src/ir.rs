//! Reading LLVM IR: textual `.ll` or bitcode, with diagnostics that point at
//! `file:line:col`.

use crate::diag::{Diagnostic, Location, SourceView};
use inkwell::context::Context;
use inkwell::llvm_sys::core::LLVMGetInstructionOpcode;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionValue};
use std::cell::OnceCell;
use visa_passes::context::{is_bitcode, text_of};
use visa_passes::intrinsics::instructions;
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
    /// Every instruction as parsed, per function in module order: passes
    /// insert and replace instructions, so a diagnostic about an instruction
    /// finds its source position by identity here, not by its current index.
    parsed_instructions: Vec<ParsedFunction>,
}

struct ParsedFunction {
    name: String,
    /// The instruction and its opcode: a freed instruction's address can be
    /// reused by a new one, and the opcode tells most such impostors apart.
    instructions: Vec<(LLVMValueRef, LLVMOpcode)>,
}

fn parsed_instructions(module: &Module<'_>) -> Vec<ParsedFunction> {
    module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| ParsedFunction {
            name: f.get_name().to_string_lossy().into_owned(),
            instructions: instructions(f).map(|i| (i.as_value_ref(), opcode(i))).collect(),
        })
        .collect()
}

fn opcode(inst: InstructionValue<'_>) -> LLVMOpcode {
    // SAFETY: `inst` is a live instruction of a module this crate holds.
    unsafe { LLVMGetInstructionOpcode(inst.as_value_ref()) }
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
        let module =
            context.create_module_from_ir(buffer).map_err(|e| llvm_parse_error(file, &text, &e.to_string()))?;
        (module, Some(text))
    };
    if let Err(e) = module.verify() {
        let message = e.to_string();
        let first = message.lines().next().unwrap_or("invalid module").trim();
        return Err(Diagnostic::new(format!("{file}: the module is not valid LLVM IR: {first}")));
    }
    let parsed_instructions = parsed_instructions(&module);
    Ok(LoadedModule { module, file: file.to_string(), text, source_map: OnceCell::new(), parsed_instructions })
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

    /// Where the `index`-th instruction of `function` *as parsed* is in the source.
    pub fn location(&self, function: FunctionValue<'ctx>, index: usize) -> Option<Location> {
        let name = function.get_name().to_str().ok()?;
        let count = self.parsed_instructions.iter().find(|f| f.name == name)?.instructions.len();
        let pos = self.source_map().instruction(name, index, count)?;
        Some(Location { file: self.file.clone(), line: pos.line, col: pos.col })
    }

    /// Where `inst` is in the source, if it is an instruction of the input
    /// (not one a pass created).
    pub fn location_of(&self, function: FunctionValue<'ctx>, inst: InstructionValue<'ctx>) -> Option<Location> {
        let name = function.get_name().to_str().ok()?;
        let parsed = self.parsed_instructions.iter().find(|f| f.name == name)?;
        let key = (inst.as_value_ref(), opcode(inst));
        let index = parsed.instructions.iter().position(|&i| i == key)?;
        self.location(function, index)
    }

    /// A diagnostic about an instruction, at its source position when known,
    /// else naming the function and instruction.
    pub fn diagnostic_at(
        &self,
        function: FunctionValue<'ctx>,
        index: usize,
        inst: InstructionValue<'ctx>,
        message: &str,
    ) -> Diagnostic {
        // By identity first: it survives the passes' rewriting, where an
        // index into the rewritten function no longer matches the text.
        match (self.location_of(function, inst), &self.text) {
            (Some(loc), Some(text)) => Diagnostic::at(&loc.file, text, loc.line, loc.col, message),
            _ => self.source().diagnostic_at(function, index, inst, message),
        }
    }

    /// A pass's error, at its instruction's source position where it has one.
    pub fn pass_error(&self, e: &visa_passes::pipeline::PassError) -> Diagnostic {
        let function = self.module.get_function(&e.function);
        let inst = function.zip(e.instruction).and_then(|(f, i)| instructions(f).nth(i).map(|inst| (f, i, inst)));
        match inst {
            Some((f, index, inst)) => self.diagnostic_at(f, index, inst, &format!("{}: {}", e.pass, e.message)),
            None => self.source().pass_error(&self.module, e),
        }
    }
}
