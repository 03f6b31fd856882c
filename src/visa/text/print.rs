//! Printer for the `.visaasm` text form (vISA spec, vISA Assembly Syntax appendix).
//!
//! The output is canonical: lower-case mnemonics and types, a `.version`
//! line first (the assembler requires it), header lines in a fixed order (`.kernel` or `.global_function`, `.funcdecl`s, general
//! `.decl`s, predicates, surfaces, `.input`s and `.implicit_*`s,
//! `.kernel_attr`s), instructions indented by four spaces, labels (`NAME:`)
//! and `.function "NAME"` (followed by `NAME:`, as IGC writes it, when NAME
//! is a bare name) at the start of their line, immediates in hex,
//! predefined variables and surfaces by the names the vISA assembler reads
//! (`%sp`, `%scratch`), names that are not identifiers as string literals.
//! [`super::parse::parse_program`] reads it back to the same [`Program`]
//! (labels exist through their mentions: one no instruction names or places
//! has no text).
//!
//! Everything is appended to one buffer: names are borrowed from the
//! declarations and numbers written digit by digit, so printing a kernel
//! costs no allocation per line or operand.

use crate::visa::message::{FieldValue, MessageFields};
use crate::visa::program::*;
use crate::visa::types::*;
use visa_passes::isa::lsc::{LscAddrModel, LscCache};
use visa_passes::isa::messages::{FieldName, TextPiece};

/// Prints the `.version` line and every kernel, separated by one blank line.
pub fn print_program(p: &Program) -> String {
    let mut text = ProgramText::new(p.version, p.kernels.iter().map(size_hint).sum::<usize>());
    for k in &p.kernels {
        text.push(k);
    }
    text.finish()
}

/// [`print_program`]'s text built one kernel at a time, as they are made.
pub struct ProgramText {
    /// Text held before `out`, in pieces of about `STREAMED_PIECE` bytes
    /// (a long text is never copied to grow it).
    pieces: Vec<String>,
    out: String,
    kernels: usize,
    /// A continuation: the first kernel too is preceded by the blank line
    /// between kernels, which [`ProgramText::append`] drops after none.
    follows: bool,
}

impl ProgramText {
    /// The `.version` line; `capacity`: a guess at the kernels' printed size.
    pub fn new(version: Version, capacity: usize) -> ProgramText {
        let mut out = String::with_capacity(16 + capacity);
        out.push_str(".version ");
        push_u64(&mut out, u64::from(version.major));
        out.push('.');
        push_u64(&mut out, u64::from(version.minor));
        out.push('\n');
        ProgramText { pieces: Vec::new(), out, kernels: 0, follows: false }
    }

    /// Kernels that follow another text's (which has the `.version` line):
    /// one kernel-printing thread each, joined by [`ProgramText::append`].
    pub fn continuation() -> ProgramText {
        ProgramText { pieces: Vec::new(), out: String::new(), kernels: 0, follows: true }
    }

    /// Appends the next kernel.
    pub fn push(&mut self, k: &Kernel) {
        self.start_kernel();
        self.out.reserve(size_hint(k));
        write_kernel(&mut self.out, k);
        // A long text whose room is used up starts a new piece rather than grow.
        if self.out.len() >= STREAMED_PIECE && self.out.capacity() - self.out.len() < STREAMED_PIECE {
            self.pieces.push(std::mem::take(&mut self.out));
        }
    }

    /// Appends the next kernel and hands the text so far to `sink`, a piece
    /// at a time: a large kernel is never held whole as text (its pages
    /// would each be faulted in once, for one write).
    pub fn push_to(&mut self, k: &Kernel, sink: &mut dyn FnMut(&[u8])) {
        self.start_kernel();
        self.out.reserve(size_hint(k).min(STREAMED_PIECE + 4096));
        write_kernel_to(&mut self.out, k, &mut |out: &mut String| {
            if out.len() >= STREAMED_PIECE {
                sink(out.as_bytes());
                out.clear();
            }
        });
        self.flush_to(sink);
    }

    fn start_kernel(&mut self) {
        if self.kernels > 0 || self.follows {
            self.out.push('\n');
        }
        self.kernels += 1;
    }

    /// Hands the text so far to `sink` and forgets it: the program is
    /// written as it is made, never held whole.
    pub fn flush_to(&mut self, mut sink: impl FnMut(&[u8])) {
        for piece in self.pieces.drain(..) {
            sink(piece.as_bytes());
        }
        sink(self.out.as_bytes());
        self.out.clear();
    }

    /// Follows these kernels with `later`'s (a [`ProgramText::continuation`]):
    /// its text goes to `sink` as it is (after this text's), or, without
    /// one, is appended.
    pub fn append(&mut self, later: ProgramText, sink: Option<&mut dyn FnMut(&[u8])>) {
        // After no kernel, the blank line before `later`'s first goes (the
        // first byte of its text: pieces are never empty).
        let mut skip = usize::from(self.kernels == 0);
        let texts = later.pieces.iter().chain(std::iter::once(&later.out)).map(|text| {
            let text = text.get(skip.min(text.len())..).unwrap_or_default();
            skip = 0;
            text
        });
        self.kernels += later.kernels;
        match sink {
            Some(sink) => {
                self.flush_to(&mut *sink);
                for text in texts {
                    sink(text.as_bytes());
                }
            }
            None => {
                for text in texts {
                    self.out.push_str(text);
                }
            }
        }
    }

    pub fn finish(self) -> String {
        match self.pieces.is_empty() {
            true => self.out,
            false => self.pieces.concat() + &self.out,
        }
    }
}

/// Prints one kernel; every line, the last included, ends with a newline.
pub fn print_kernel(k: &Kernel) -> String {
    let mut out = String::with_capacity(size_hint(k));
    write_kernel(&mut out, k);
    out
}

/// A guess at the printed size of a kernel, to allocate the buffer once.
fn size_hint(k: &Kernel) -> usize {
    64 + 56 * (k.vars.len() + k.preds.len() + k.surfaces.len() + k.inputs.len()) + 64 * k.body.len()
}

/// Text [`ProgramText::push_to`] hands on at a time (about).
const STREAMED_PIECE: usize = 256 << 10;

/// Appends [`print_kernel`]'s text to `out`.
pub fn write_kernel(out: &mut String, k: &Kernel) {
    write_kernel_to(out, k, &mut |_: &mut String| {});
}

/// [`write_kernel`], calling `line_done` after each declaration and
/// instruction line (which may take the text so far out of `out`).
fn write_kernel_to(out: &mut String, k: &Kernel, line_done: &mut dyn FnMut(&mut String)) {
    out.push_str(match k.kind {
        UnitKind::Kernel => ".kernel ",
        UnitKind::Function => ".global_function ",
    });
    name_or_string(out, &k.name);
    if let Some(source) = &k.source_name {
        original_name(out, source);
    }
    out.push('\n');
    for f in &k.functions {
        out.push_str(".funcdecl ");
        string_literal(out, f);
        out.push('\n');
    }
    // The LLVM names of renamed declarations, looked up by hash for each
    // declaration rather than searched for in the sorted map.
    let renamed: FastMap<&str, &str> = k.source_names.iter().map(|(n, s)| (n.as_str(), s.as_str())).collect();
    let mut tails = DeclTails::default();
    for v in &k.vars {
        out.push_str(".decl ");
        out.push_str(&v.name);
        tails.push(out, v);
        if let Some(a) = v.alias {
            out.push_str(" alias=<");
            out.push_str(&k.var_name_ref(a.base));
            out.push_str(", ");
            push_u64(out, u64::from(a.offset));
            out.push('>');
        }
        decl_end(out, &renamed, &v.name);
        line_done(out);
    }
    for p in &k.preds {
        out.push_str(".decl ");
        out.push_str(&p.name);
        out.push_str(" v_type=P num_elts=");
        push_u64(out, u64::from(p.num_elts));
        decl_end(out, &renamed, &p.name);
    }
    for a in &k.addrs {
        out.push_str(".decl ");
        out.push_str(&a.name);
        out.push_str(" v_type=A num_elts=");
        push_u64(out, u64::from(a.num_elts));
        decl_end(out, &renamed, &a.name);
    }
    for s in &k.surfaces {
        out.push_str(".decl ");
        out.push_str(&s.name);
        out.push_str(" v_type=T num_elts=");
        push_u64(out, u64::from(s.num_elts));
        if let Some(v_name) = &s.v_name {
            out.push_str(" v_name=");
            out.push_str(v_name);
        }
        decl_end(out, &renamed, &s.name);
    }
    for input in &k.inputs {
        match input.provenance {
            0 => out.push_str(".input "),
            n => {
                out.push_str(".implicit_");
                out.push_str(&Input::implicit_name(n));
                out.push(' ');
            }
        }
        match input.var {
            InputVar::General(v) => out.push_str(&k.var_name_ref(v)),
            InputVar::Surface(s) => out.push_str(&k.surface_name_ref(s)),
        }
        out.push_str(" offset=");
        push_u64(out, u64::from(input.offset));
        out.push_str(" size=");
        push_u64(out, u64::from(input.size));
        out.push('\n');
    }
    for attr in &k.attrs {
        out.push_str(".kernel_attr ");
        out.push_str(&attr.name);
        if let Some(value) = &attr.value {
            out.push('=');
            out.push_str(value);
        }
        out.push('\n');
    }
    let files = &k.source_comments.files;
    let mut comments = k.source_comments.at.iter().peekable();
    let mut lsc_texts = LscTexts::default();
    for (index, inst) in k.body.iter().enumerate() {
        // A label keeps its comment for the instruction after it.
        let label = matches!(inst, Instruction::Label(_) | Instruction::Subroutine(_));
        while let Some(c) = comments.next_if(|c| c.index <= index && !label) {
            out.push_str("    // ");
            out.push_str(files.get(c.file as usize).map_or("", String::as_str));
            out.push(':');
            push_u64(out, u64::from(c.line));
            out.push(':');
            push_u64(out, u64::from(c.col));
            out.push('\n');
        }
        // Labels start their line; `.function` is a directive.
        if !matches!(inst, Instruction::Label(_) | Instruction::Subroutine(_)) {
            out.push_str("    ");
        }
        lsc_texts.write_instruction(out, k, inst);
        out.push('\n');
        // Then the label line, as IGC writes a subroutine (`.function
        // "K_BB_0_0"`, `K_BB_0_0:`); the parser skips it.
        if let Instruction::Subroutine(l) = *inst {
            let name = k.label_name_ref(l);
            if is_bare_name(&name) {
                out.push_str(&name);
                out.push_str(":\n");
            }
        }
        line_done(out);
    }
}

/// The message text of the `lsc_load`, `lsc_store` and `lsc_load_status`
/// instructions of one kernel whose surface is an immediate (the emitter's
/// every LSC message), by the instruction with its two raw operands'
/// variables taken out: printed once (building a message's fields and
/// reading its row's text template, about 1,800 instructions), then copied
/// with the variables' names put back.
#[derive(Default)]
struct LscTexts {
    texts: FastMap<(u8, LscUntyped), Option<LscText>>,
    /// The key asked for last and its text (a kernel's messages mostly
    /// share one): found again without hashing the key.
    last: Option<((u8, LscUntyped), Option<LscText>)>,
}

/// A message's text with two holes, where [`LscTexts`] puts the names.
struct LscText {
    text: String,
    /// Each hole, in text order: its byte offset and length in `text`, and
    /// whether it is the data operand's (else the addresses').
    holes: [(usize, usize, bool); 2],
}

impl LscTexts {
    /// The variables the text is printed with, one per operand: ids no
    /// kernel declares, named `V<id>` (found again in the text by name).
    const ADDRESSES_HOLE: GenVarId = GenVarId(u32::MAX);
    const DATA_HOLE: GenVarId = GenVarId(u32::MAX - 1);

    /// [`write_instruction`], through the memo where it applies.
    fn write_instruction(&mut self, out: &mut String, k: &Kernel, inst: &Instruction) {
        let (kind, m) = match *inst {
            Instruction::LscLoad(m) => (0, m),
            Instruction::LscStore(m) => (1, m),
            Instruction::LscLoadStatus(m) => (2, m),
            _ => return write_instruction(out, k, inst),
        };
        if !matches!(m.surface.index, SrcOperand::Immediate(_)) {
            return write_instruction(out, k, inst);
        }
        let anonymous = |var| LscUntyped {
            addresses: RawOperand { var, ..m.addresses },
            data: RawOperand { var, ..m.data },
            ..m
        };
        let key = (kind, anonymous(GenVarId::NULL));
        if self.last.as_ref().is_none_or(|(last, _)| *last != key) {
            // The last text goes back to the map; this key's is taken out.
            if let Some((last, text)) = self.last.take() {
                self.texts.insert(last, text);
            }
            let text = match self.texts.remove(&key) {
                Some(text) => text,
                None => Self::text_of(k, kind, m),
            };
            self.last = Some((key, text));
        }
        let Some((_, Some(text))) = &self.last else { return write_instruction(out, k, inst) };
        if let Some(p) = inst.pred() {
            predicate(out, k, p);
            out.push(' ');
        }
        let mut at = 0;
        for (hole, len, data) in text.holes {
            out.push_str(text.text.get(at..hole).unwrap_or_default());
            out.push_str(&k.var_name_ref(if data { m.data.var } else { m.addresses.var }));
            at = hole + len;
        }
        out.push_str(text.text.get(at..).unwrap_or_default());
    }

    /// The text of an instruction of `kind` (0 `lsc_load`, 1 `lsc_store`,
    /// 2 `lsc_load_status`) like `m` with the hole variables in its operands.
    fn text_of(k: &Kernel, kind: u8, m: LscUntyped) -> Option<LscText> {
        let holed = LscUntyped {
            addresses: RawOperand { var: Self::ADDRESSES_HOLE, ..m.addresses },
            data: RawOperand { var: Self::DATA_HOLE, ..m.data },
            ..m
        };
        let holed = match kind {
            0 => Instruction::LscLoad(holed),
            1 => Instruction::LscStore(holed),
            _ => Instruction::LscLoadStatus(holed),
        };
        LscText::of(k, &holed)
    }
}

impl LscText {
    /// The message text of `holed` (without its predicate), whose operands
    /// name the two hole variables; `None` (the instruction printed in
    /// full each time) unless each hole's name is found in it exactly once.
    fn of(k: &Kernel, holed: &Instruction) -> Option<LscText> {
        let fields = holed.message_fields()?;
        let mut text = String::with_capacity(64);
        message(&mut text, k, &fields);
        let hole = |var: GenVarId, data: bool| {
            let name = k.var_name_ref(var);
            let mut found = text.match_indices(&*name);
            match (found.next(), found.next()) {
                (Some((at, _)), None) => Some((at, name.len(), data)),
                _ => None,
            }
        };
        let (addresses, data) = (hole(LscTexts::ADDRESSES_HOLE, false)?, hole(LscTexts::DATA_HOLE, true)?);
        let holes = if addresses.0 < data.0 { [addresses, data] } else { [data, addresses] };
        // Two holes that overlap cannot be filled apart.
        (holes[0].0 + holes[0].1 <= holes[1].0).then_some(LscText { text, holes })
    }
}

/// Whether `name` can be written bare: `[A-Za-z_][A-Za-z0-9_]*`, what the
/// parser reads as a name, and not a keyword of the assembler (which reads
/// one as another token; quoted, it takes any name).
pub(crate) fn is_bare_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !crate::visa::names::is_keyword(name)
}

/// `name`, or `"name"` when it is not a bare name.
fn name_or_string(out: &mut String, name: &str) {
    if is_bare_name(name) {
        out.push_str(name);
    } else {
        string_literal(out, name);
    }
}

/// A string literal as the assembler reads it: printable ASCII as is,
/// `"` and `\\` escaped, every other byte (UTF-8 included) as `\xHH`.
pub(crate) fn string_literal(out: &mut String, text: &str) {
    out.push('"');
    for byte in text.bytes() {
        match byte {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(char::from(byte));
            }
            0x20..=0x7e => out.push(char::from(byte)),
            _ => {
                out.push_str("\\x");
                push_hex_byte(out, byte);
            }
        }
    }
    out.push('"');
}

fn push_hex_byte(out: &mut String, byte: u8) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    out.push(char::from(DIGITS[usize::from(byte >> 4)]));
    out.push(char::from(DIGITS[usize::from(byte & 0xf)]));
}

/// ` v_type=G type=<type> num_elts=` of a general `.decl` line, one copy
/// (made once per type from its name).
fn var_type_text(ty: ElemType) -> &'static str {
    static TEXTS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let mut texts = vec![String::new(); ElemType::ALL.len()];
        for t in ElemType::ALL {
            texts[t as usize] = format!(" v_type=G type={} num_elts=", t.name());
        }
        texts
    });
    &TEXTS[ty as usize]
}

/// The text of general `.decl` lines between the name and the alias
/// (` v_type=G type=ud num_elts=16 align=GRF`), made once per type, element
/// count and alignment while it stays in its slot (a kernel declares many
/// variables of a few shapes): one copy a line.
#[derive(Default)]
struct DeclTails([(u64, String); 16]);

impl DeclTails {
    fn push(&mut self, out: &mut String, v: &GenVar) {
        // The top bit: no empty slot's key (0) is a variable's.
        let key = 1 << 63 | (v.ty as u64) << 40 | (v.align as u64) << 32 | u64::from(v.num_elts);
        let (known, text) = &mut self.0[(key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 60) as usize % 16];
        if *known != key {
            text.clear();
            text.push_str(var_type_text(v.ty));
            push_u64(text, u64::from(v.num_elts));
            text.push_str(align_text(v.align));
            *known = key;
        }
        out.push_str(text);
    }
}

/// ` align=<alignment>` of a general `.decl` line, one copy (made once per
/// alignment from its name).
fn align_text(align: Align) -> &'static str {
    static TEXTS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let mut texts = vec![String::new(); Align::ALL.len()];
        for a in Align::ALL {
            texts[a as usize] = format!(" align={}", a.name());
        }
        texts
    });
    &TEXTS[align as usize]
}

/// The end of a `.decl` line: the LLVM name it was made from, if renamed.
#[inline]
fn decl_end(out: &mut String, renamed: &FastMap<&str, &str>, name: &str) {
    if !renamed.is_empty() {
        if let Some(source) = renamed.get(name) {
            original_name(out, source);
        }
    }
    out.push('\n');
}

/// ` /// Original Name: "..."`, the comment IGC's disassembler writes after
/// a renamed function; the parser reads it back.
fn original_name(out: &mut String, source: &str) {
    out.push(' ');
    out.push_str(ORIGINAL_NAME);
    out.push_str(&crate::visa::names::quote(source));
}

/// The comment that carries an original (LLVM) name.
pub const ORIGINAL_NAME: &str = "/// Original Name: ";

/// Prints one instruction, without indentation or trailing newline.
pub fn print_instruction(k: &Kernel, inst: &Instruction) -> String {
    let mut out = String::with_capacity(64);
    write_instruction(&mut out, k, inst);
    out
}

/// Appends [`print_instruction`]'s text to `out`.
pub fn write_instruction(out: &mut String, k: &Kernel, inst: &Instruction) {
    if let Some(p) = inst.pred() {
        predicate(out, k, p);
        out.push(' ');
    }
    match *inst {
        crate::message_instruction!() => {
            if let Some(fields) = inst.message_fields() {
                message(out, k, &fields);
            }
        }
        Instruction::Alu(a) => {
            match common_alu_head_text(a.op, a.sat, a.exec) {
                Some(text) => out.push_str(text),
                None => alu_head_pieces(out, a.op, a.sat, a.exec),
            }
            out.push(' ');
            dst_operand(out, k, a.dst);
            for &src in a.srcs.as_slice() {
                out.push(' ');
                src_operand(out, k, src);
            }
        }
        Instruction::Cmp { rel, exec, dst, src0, src1 } => {
            out.push_str("cmp.");
            out.push_str(rel.name());
            exec_ctrl(out, exec);
            out.push(' ');
            dst_operand(out, k, dst);
            for src in [src0, src1] {
                out.push(' ');
                src_operand(out, k, src);
            }
        }
        Instruction::Setp { exec, dst, src } => {
            out.push_str("setp");
            exec_ctrl(out, exec);
            out.push(' ');
            out.push_str(&k.pred_name_ref(dst));
            out.push(' ');
            src_operand(out, k, src);
        }
        Instruction::Carry { op, exec, dst, carry, src0, src1, .. } => {
            out.push_str(op.mnemonic());
            exec_ctrl(out, exec);
            for d in [dst, carry] {
                out.push(' ');
                dst_operand(out, k, d);
            }
            for src in [src0, src1] {
                out.push(' ');
                src_operand(out, k, src);
            }
        }
        Instruction::AddrAdd { exec, dst, src0, src1 } => {
            out.push_str("addr_add");
            exec_ctrl(out, exec);
            out.push(' ');
            dst_operand(out, k, DstOperand::Address(dst));
            out.push(' ');
            let size = |var| k.var(var).map_or(1, |v| u64::from(v.ty.size_bytes()));
            match src0 {
                // The address of a variable, `&V33[4]` (a byte offset below
                // 32, which means the same on every GRF size); any other
                // general operand is written as one (the same binary form).
                SrcOperand::General { var, row: 0, col, region: Region::SCALAR, modifier: SrcModifier::None }
                    if u64::from(col) * size(var) < 32 =>
                {
                    out.push('&');
                    out.push_str(&k.var_name_ref(var));
                    let offset = u64::from(col) * size(var);
                    if offset != 0 {
                        out.push('[');
                        push_u64(out, offset);
                        out.push(']');
                    }
                }
                SrcOperand::State(st) => {
                    out.push('&');
                    out.push_str(&k.surface_name_ref(st.surface));
                    if st.offset != 0 {
                        out.push('[');
                        push_u64(out, u64::from(st.offset));
                        out.push(']');
                    }
                }
                other => src_operand(out, k, other),
            }
            out.push(' ');
            src_operand(out, k, src1);
        }
        Instruction::Bfn { func, exec, sat, dst, src0, src1, src2, .. } => {
            out.push_str("bfn.x");
            push_hex(out, u64::from(func));
            if sat {
                out.push_str(".sat");
            }
            exec_ctrl(out, exec);
            out.push(' ');
            dst_operand(out, k, dst);
            for src in [src0, src1, src2] {
                out.push(' ');
                src_operand(out, k, src);
            }
        }
        // Lines of their own, not indented, in `write_kernel`.
        Instruction::Label(l) => {
            out.push_str(&k.label_name_ref(l));
            out.push(':');
        }
        Instruction::Subroutine(l) => {
            out.push_str(".function ");
            string_literal(out, &k.label_name_ref(l));
        }
        Instruction::Branch { op, exec, target, .. } => {
            out.push_str(op.name());
            exec_ctrl(out, exec);
            out.push(' ');
            out.push_str(&k.label_name_ref(target));
        }
        Instruction::SwitchJmp { exec, index, table } => {
            out.push_str("switchjmp");
            exec_ctrl(out, exec);
            out.push(' ');
            src_operand(out, k, index);
            out.push_str(" (");
            for (i, l) in table.labels().iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&k.label_name_ref(*l));
            }
            out.push(')');
        }
        Instruction::Ret { exec, .. } | Instruction::Fret { exec, .. } => {
            out.push_str(inst.mnemonic());
            exec_ctrl(out, exec);
        }
        Instruction::Faddr { func, dst } => {
            out.push_str("faddr ");
            name_or_string(out, &k.function_name_ref(func));
            out.push(' ');
            dst_operand(out, k, dst);
        }
        Instruction::Ifcall { exec, func_addr, arg_size, ret_size, .. } => {
            out.push_str("ifcall");
            exec_ctrl(out, exec);
            out.push(' ');
            src_operand(out, k, func_addr);
            out.push(' ');
            push_u64(out, u64::from(arg_size));
            out.push(' ');
            push_u64(out, u64::from(ret_size));
        }
        Instruction::Fcall { exec, func, arg_size, ret_size, .. } => {
            out.push_str("fcall");
            exec_ctrl(out, exec);
            out.push(' ');
            name_or_string(out, &k.function_name_ref(func));
            out.push(' ');
            push_u64(out, u64::from(arg_size));
            out.push(' ');
            push_u64(out, u64::from(ret_size));
        }
    }
}

/// An ALU instruction's mnemonic, `.sat` and execution control written
/// piece by piece: `add.sat (M1_NM, 16)`.
fn alu_head_pieces(out: &mut String, op: AluOp, sat: bool, exec: ExecCtrl) {
    out.push_str(op.name());
    if sat {
        out.push_str(".sat");
    }
    exec_ctrl(out, exec);
}

/// Fast path of [`alu_head_pieces`]: the head of an ALU instruction
/// without `.sat` at a [`common_exec_ctrl_text`] (the emitter's almost
/// every instruction), one copy. Made once, for every operation.
fn common_alu_head_text(op: AluOp, sat: bool, exec: ExecCtrl) -> Option<&'static str> {
    /// By operation, then by [`common_exec_ctrl_text`]'s order.
    static HEADS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let mut heads = Vec::new();
        for desc in &crate::visa::alu::ALU {
            for no_mask in [false, true] {
                for size in ExecSize::ALL {
                    let exec = ExecCtrl::new(size, EmaskOffset::M1, no_mask);
                    heads.push(format!("{}{}", desc.mnemonic, common_exec_ctrl_text(exec).unwrap_or_default()));
                }
            }
        }
        heads
    });
    if sat || exec.offset != EmaskOffset::M1 {
        return None;
    }
    let at = op as usize * 2 * ExecSize::ALL.len()
        + usize::from(exec.no_mask) * ExecSize::ALL.len()
        + usize::from(exec.size.code());
    HEADS.get(at).map(String::as_str)
}

/// A message: its mnemonic, then its row's text template, piece by piece
/// (`svm_gather.4.1 (M1, 8) V32.0 V33.0`).
fn message(out: &mut String, k: &Kernel, f: &MessageFields) {
    // A row whose operation is the mnemonic's tail puts it before the unit: `lsc_atomic_iadd.tgm`.
    let mnemonic = f.message.mnemonic();
    let (stem, unit) = match f.message.desc().text.first() {
        Some(TextPiece::MnemonicTail(_)) => mnemonic.split_once('.').unwrap_or((mnemonic, "")),
        _ => (mnemonic, ""),
    };
    out.push_str(stem);
    for piece in f.message.desc().text {
        match *piece {
            TextPiece::Exec => exec_ctrl(out, f.exec()),
            TextPiece::MnemonicTail(field) => {
                if let Some(FieldValue::LscAtomicOp(op)) = f.get(field) {
                    out.push('_');
                    out.push_str(op.name());
                }
                if !unit.is_empty() {
                    out.push('.');
                    out.push_str(unit);
                }
            }
            TextPiece::Suffix(field) => match f.get(field) {
                Some(FieldValue::Atomic(op, width)) => {
                    out.push('.');
                    out.push_str(op.asm_name());
                    out.push_str(width.suffix());
                }
                Some(FieldValue::Channels(channels)) => {
                    out.push('.');
                    out.push_str(&channels.text());
                }
                Some(FieldValue::BlockSize(size)) => {
                    out.push('.');
                    push_u64(out, u64::from(size.bytes()));
                }
                Some(FieldValue::NumBlocks(n)) => {
                    out.push('.');
                    push_u64(out, u64::from(n.count()));
                }
                Some(FieldValue::Properties { unaligned: true, .. }) => out.push_str(".unaligned"),
                Some(FieldValue::LscSfid(sfid)) => {
                    out.push('.');
                    out.push_str(sfid.name());
                }
                Some(FieldValue::LscFenceUnit(unit)) => {
                    out.push('.');
                    out.push_str(unit.name());
                }
                Some(FieldValue::LscFenceOp(op)) => {
                    out.push('.');
                    out.push_str(op.name());
                }
                Some(FieldValue::LscScope(scope)) => {
                    out.push('.');
                    out.push_str(scope.name());
                }
                // Both cache controls or neither (GenX_IR 1.0.17791 refuses one alone).
                Some(FieldValue::LscCache(l1)) => {
                    if let Some(FieldValue::LscCache(l3)) = f.get(FieldName::CachingL3) {
                        if (l1, l3) != (LscCache::Df, LscCache::Df) {
                            for c in [l1, l3] {
                                out.push('.');
                                out.push_str(c.name());
                            }
                        }
                    }
                }
                _ => {}
            },
            TextPiece::LscData(field) => {
                if let (Some(FieldValue::Raw(r)), Some(FieldValue::LscDataSize(size))) =
                    (f.get(field), f.get(FieldName::DataSize))
                {
                    raw(out, k, r);
                    out.push(':');
                    out.push_str(size.name());
                    if let Some(FieldValue::LscVectorSize(v)) = f.get(FieldName::DataElemsPerAddr) {
                        if v.count() != 1 {
                            out.push('x');
                            push_u64(out, u64::from(v.count()));
                        }
                    }
                    if let Some(FieldValue::Transposed(true)) = f.get(FieldName::DataOrder) {
                        out.push('t');
                    }
                    if let Some(channels) = f.lsc_channels() {
                        out.push('.');
                        out.push_str(&channels.name());
                    }
                }
            }
            TextPiece::LscAddress(field) => {
                if let (Some(FieldValue::Raw(r)), Some(FieldValue::LscAddrSize(size))) =
                    (f.get(field), f.get(FieldName::AddrSize))
                {
                    out.push(' ');
                    if let Some(FieldValue::LscAddrType(model)) = f.get(FieldName::AddrType) {
                        out.push_str(model.name());
                        if let (LscAddrModel::Bss | LscAddrModel::Ss | LscAddrModel::Bti, Some(FieldValue::Scalar(s))) =
                            (model, f.get(FieldName::Surface))
                        {
                            out.push('(');
                            lsc_surface(out, k, s);
                            out.push(')');
                        }
                    }
                    out.push('[');
                    out.push_str(&k.var_name_ref(r.var));
                    out.push('.');
                    push_u64(out, u64::from(r.offset));
                    if let Some(FieldValue::ImmOffset(offset)) = f.get(FieldName::AddrImmOffset) {
                        if offset != 0 {
                            out.push_str(if offset < 0 { "-0x" } else { "+0x" });
                            push_hex(out, u64::from(offset.unsigned_abs()));
                        }
                    }
                    out.push_str("]:");
                    out.push_str(size.name());
                }
            }
            TextPiece::LscTypedAddress => {
                use FieldName as F;
                if let (
                    Some(FieldValue::LscAddrType(model)),
                    Some(FieldValue::Scalar(s)),
                    Some(FieldValue::LscAddrSize(size)),
                ) = (f.get(F::AddrType), f.get(F::Surface), f.get(F::AddrSize))
                {
                    out.push(' ');
                    out.push_str(model.name());
                    out.push('(');
                    lsc_surface(out, k, s);
                    out.push_str(")[");
                    // Up to the last coordinate that is not %null (Intel's assemblers refuse %null there).
                    let coordinates: Vec<RawOperand> = [F::U, F::V, F::R, F::Lod]
                        .into_iter()
                        .filter_map(|n| match f.get(n) {
                            Some(FieldValue::Raw(r)) => Some(r),
                            _ => None,
                        })
                        .collect();
                    let used = coordinates.iter().rposition(|r| !r.is_null()).map_or(1, |i| i + 1);
                    for (i, r) in coordinates.iter().take(used).enumerate() {
                        if i > 0 {
                            out.push(',');
                        }
                        out.push_str(&k.var_name_ref(r.var));
                        out.push('.');
                        push_u64(out, u64::from(r.offset));
                    }
                    out.push_str("]:");
                    out.push_str(size.name());
                }
            }
            TextPiece::Block2dData(field) => {
                use FieldName as F;
                if let (Some(FieldValue::Raw(r)), Some(FieldValue::LscDataSize(size))) =
                    (f.get(field), f.get(F::DataSize))
                {
                    raw(out, k, r);
                    out.push(':');
                    out.push_str(size.name());
                    out.push('.');
                    // As Intel's disassembler writes it: `16x8` for one block, `2x16x8` for two.
                    if let Some(FieldValue::Count(blocks)) = f.get(F::Blocks) {
                        if blocks != 1 {
                            push_u64(out, u64::from(blocks));
                            out.push('x');
                        }
                    }
                    for (i, dim) in [F::BlockWidth, F::BlockHeight].into_iter().enumerate() {
                        if let Some(FieldValue::Count(n)) = f.get(dim) {
                            if i > 0 {
                                out.push('x');
                            }
                            push_u64(out, u64::from(n));
                        }
                    }
                    let letter = |v: Option<FieldValue>| match v {
                        Some(FieldValue::Transposed(true) | FieldValue::Vnni(true)) => 't',
                        _ => 'n',
                    };
                    out.push(letter(f.get(F::DataOrder)));
                    out.push(letter(f.get(F::Vnni)));
                }
            }
            TextPiece::Block2dAddress => {
                out.push_str(" flat[");
                for (i, name) in crate::visa::message::BLOCK2D_SURFACE.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if let Some(src) = f.scalar(name) {
                        block2d_surface_operand(out, k, src);
                    }
                }
                out.push(']');
            }
            TextPiece::Count(_) => {
                out.push_str(" (");
                push_u64(out, u64::from(f.num_owords().map_or(0, |n| n.count())));
                out.push(')');
            }
            TextPiece::Operand(field) => match f.get(field) {
                Some(FieldValue::Surface(surface)) => {
                    out.push(' ');
                    out.push_str(&k.surface_name_ref(surface));
                }
                Some(FieldValue::Scalar(src)) => {
                    out.push(' ');
                    src_operand(out, k, src);
                }
                Some(FieldValue::Raw(r)) => raw(out, k, r),
                _ => {}
            },
        }
    }
}

/// A 2D block surface operand as both of Intel's assemblers read it in
/// `flat[...]` and its disassembler writes it: `V` at (0,0), else `V(1,2)`
/// (no region), or an immediate `0x3f`.
fn block2d_surface_operand(out: &mut String, k: &Kernel, src: SrcOperand) {
    match src {
        SrcOperand::General { var, row: 0, col: 0, .. } => out.push_str(&k.var_name_ref(var)),
        SrcOperand::General { var, row, col, .. } => {
            out.push_str(&k.var_name_ref(var));
            out.push('(');
            push_u64(out, u64::from(row));
            out.push(',');
            push_u64(out, u64::from(col));
            out.push(')');
        }
        SrcOperand::Immediate(imm) => {
            out.push_str("0x");
            push_hex(out, imm.bits);
        }
        // The parser reads no other form (the verifier says so).
        other => src_operand(out, k, other),
    }
}

/// ` (M1_NM, 16)`, with the leading space (as [`ExecCtrl`]'s `Display`).
fn exec_ctrl(out: &mut String, exec: ExecCtrl) {
    match common_exec_ctrl_text(exec) {
        Some(text) => out.push_str(text),
        None => exec_ctrl_digits(out, exec),
    }
}

/// Fast path of [`exec_ctrl`]: the text of an M1 execution control (the
/// emitter's almost every instruction), one copy instead of a push per piece.
fn common_exec_ctrl_text(exec: ExecCtrl) -> Option<&'static str> {
    /// By [`ExecSize::code`].
    const M1: [&str; 6] = [" (M1, 1)", " (M1, 2)", " (M1, 4)", " (M1, 8)", " (M1, 16)", " (M1, 32)"];
    const M1_NM: [&str; 6] =
        [" (M1_NM, 1)", " (M1_NM, 2)", " (M1_NM, 4)", " (M1_NM, 8)", " (M1_NM, 16)", " (M1_NM, 32)"];
    if exec.offset != EmaskOffset::M1 {
        return None;
    }
    let texts = if exec.no_mask { &M1_NM } else { &M1 };
    texts.get(usize::from(exec.size.code())).copied()
}

/// [`exec_ctrl`] written piece by piece: any execution control.
fn exec_ctrl_digits(out: &mut String, exec: ExecCtrl) {
    out.push_str(" (M");
    push_u64(out, u64::from(exec.offset.index()) + 1);
    if exec.no_mask {
        out.push_str("_NM");
    }
    out.push_str(", ");
    push_u64(out, u64::from(exec.lanes()));
    out.push(')');
}

/// ` V33.64`, with the leading space.
/// `0x4`, `S(0,1)`: an LSC surface; Intel's assemblers take no type or region here.
fn lsc_surface(out: &mut String, k: &Kernel, s: SrcOperand) {
    match s {
        SrcOperand::Immediate(imm) => {
            out.push_str("0x");
            push_hex(out, imm.bits);
        }
        SrcOperand::General { var, row, col, .. } => {
            out.push_str(&k.var_name_ref(var));
            row_col(out, row, col);
        }
        other => src_operand(out, k, other),
    }
}

fn raw(out: &mut String, k: &Kernel, r: RawOperand) {
    out.push(' ');
    out.push_str(&k.var_name_ref(r.var));
    out.push('.');
    push_u64(out, u64::from(r.offset));
}

/// `(P1)`, `(!P1)`, `(P1.any)`, `(!P1.all)`.
fn predicate(out: &mut String, k: &Kernel, p: Predicate) {
    out.push('(');
    if p.inverse {
        out.push('!');
    }
    out.push_str(&k.pred_name_ref(p.var));
    out.push_str(match p.combine {
        PredCombine::Sequential => "",
        PredCombine::Any => ".any",
        PredCombine::All => ".all",
    });
    out.push(')');
}

fn src_operand(out: &mut String, k: &Kernel, s: SrcOperand) {
    match s {
        SrcOperand::General { var, row, col, region, modifier } => {
            src_modifier(out, modifier);
            out.push_str(&k.var_name_ref(var));
            if !push_common_src_tail(out, row, col, region) {
                row_col(out, row, col);
                region_text(out, region);
            }
        }
        SrcOperand::Immediate(imm) => immediate(out, imm),
        SrcOperand::Predicate(p) => out.push_str(&k.pred_name_ref(p)),
        SrcOperand::State(st) => state_operand(out, k, st),
        SrcOperand::Address(a) => address_operand(out, k, a),
        SrcOperand::Indirect { at, region, modifier } => {
            src_modifier(out, modifier);
            indirect_at(out, k, at);
            match region {
                IndirectRegion::Single(r) => region_text(out, r),
                IndirectRegion::Multi { width, hstride } => {
                    out.push('<');
                    push_u64(out, u64::from(width));
                    out.push(',');
                    push_u64(out, u64::from(hstride));
                    out.push('>');
                }
            }
            out.push(':');
            out.push_str(at.ty.name());
        }
    }
}

fn src_modifier(out: &mut String, modifier: SrcModifier) {
    out.push_str(match modifier {
        SrcModifier::None => return,
        SrcModifier::Neg => "(-)",
        SrcModifier::Abs => "(abs)",
        SrcModifier::NegAbs => "(-abs)",
        SrcModifier::Not => "(~)",
    });
}

/// Fast path of a general source's `(row,col)<region>`: the first element
/// of a variable in a scalar or contiguous region (the emitter's almost
/// every source), one copy; `false` (nothing written) for any other.
/// Each text is pushed where it is matched: a copy of a constant length
/// is made inline, one of a length chosen at run time calls `memcpy`.
#[inline]
fn push_common_src_tail(out: &mut String, row: u8, col: u8, region: Region) -> bool {
    if (row, col) != (0, 0) {
        return false;
    }
    match (region.vstride, region.width, region.hstride) {
        (0, 1, 0) => out.push_str("(0,0)<0;1,0>"),
        (1, 1, 0) => out.push_str("(0,0)<1;1,0>"),
        (2, 2, 1) => out.push_str("(0,0)<2;2,1>"),
        (4, 4, 1) => out.push_str("(0,0)<4;4,1>"),
        (8, 8, 1) => out.push_str("(0,0)<8;8,1>"),
        (16, 16, 1) => out.push_str("(0,0)<16;16,1>"),
        (32, 32, 1) => out.push_str("(0,0)<32;32,1>"),
        _ => return false,
    }
    true
}

/// Fast path of a general destination's `(row,col)<hstride>`: the first
/// element of a variable at a legal stride, one copy (as
/// [`push_common_src_tail`]); `false` (nothing written) for any other.
#[inline]
fn push_common_dst_tail(out: &mut String, row: u8, col: u8, hstride: u8) -> bool {
    match (row, col, hstride) {
        (0, 0, 1) => out.push_str("(0,0)<1>"),
        (0, 0, 2) => out.push_str("(0,0)<2>"),
        (0, 0, 4) => out.push_str("(0,0)<4>"),
        _ => return false,
    }
    true
}

/// `<8;8,1>`, digit by digit (a general source's common regions are
/// written with its `(0,0)` by [`push_common_src_tail`]).
fn region_text(out: &mut String, region: Region) {
    let Region { vstride, width, hstride } = region;
    out.push('<');
    push_u64(out, u64::from(vstride));
    out.push(';');
    push_u64(out, u64::from(width));
    out.push(',');
    push_u64(out, u64::from(hstride));
    out.push('>');
}

/// `A0(1)<2>`.
fn address_operand(out: &mut String, k: &Kernel, a: AddressOperand) {
    out.push_str(&k.addr_name_ref(a.addr));
    out.push('(');
    push_u64(out, u64::from(a.offset));
    out.push_str(")<");
    push_u64(out, u64::from(a.width));
    out.push('>');
}

/// `r[A0(1),-8]`.
fn indirect_at(out: &mut String, k: &Kernel, at: Indirect) {
    out.push_str("r[");
    out.push_str(&k.addr_name_ref(at.addr));
    out.push('(');
    push_u64(out, u64::from(at.addr_offset));
    out.push_str("),");
    if at.offset < 0 {
        out.push('-');
    }
    push_u64(out, u64::from(at.offset.unsigned_abs()));
    out.push(']');
}

fn dst_operand(out: &mut String, k: &Kernel, d: DstOperand) {
    match d {
        DstOperand::General { var, row, col, hstride } => {
            out.push_str(&k.var_name_ref(var));
            if !push_common_dst_tail(out, row, col, hstride) {
                dst_tail_digits(out, row, col, hstride);
            }
        }
        DstOperand::Predicate(p) => out.push_str(&k.pred_name_ref(p)),
        DstOperand::State(st) => state_operand(out, k, st),
        DstOperand::Address(a) => address_operand(out, k, a),
        DstOperand::Indirect { at, hstride } => {
            indirect_at(out, k, at);
            out.push('<');
            push_u64(out, u64::from(hstride));
            out.push_str(">:");
            out.push_str(at.ty.name());
        }
    }
}

/// A general destination's `(row,col)<hstride>` written piece by piece.
fn dst_tail_digits(out: &mut String, row: u8, col: u8, hstride: u8) {
    row_col(out, row, col);
    out.push('<');
    push_u64(out, u64::from(hstride));
    out.push('>');
}

/// `T6(0)`.
fn state_operand(out: &mut String, k: &Kernel, st: StateOperand) {
    out.push_str(&k.surface_name_ref(st.surface));
    out.push('(');
    push_u64(out, u64::from(st.offset));
    out.push(')');
}

/// `(row,col)`; the first element of a variable, most operands, is one copy.
fn row_col(out: &mut String, row: u8, col: u8) {
    if (row, col) == (0, 0) {
        out.push_str("(0,0)");
        return;
    }
    out.push('(');
    push_u64(out, u64::from(row));
    out.push(',');
    push_u64(out, u64::from(col));
    out.push(')');
}

/// The significant bits in hex, whatever the type: `0x3f800000:f`. Hex keeps
/// every bit pattern (NaN payloads, -0.0) exact, so the text round-trips.
fn immediate(out: &mut String, imm: Immediate) {
    out.push_str("0x");
    push_hex(out, imm.bits & type_mask(imm.ty));
    out.push(':');
    out.push_str(imm.ty.name());
}

/// Appends `n` in decimal (as `Display` prints it).
///
/// Digits are pushed one `char` at a time: a `&str` made of the digit
/// buffer would be validated as UTF-8 on every call, and most numbers here
/// (rows, columns, strides, exec sizes) have one or two digits.
#[inline]
pub(crate) fn push_u64(out: &mut String, n: u64) {
    if n < 10 {
        out.push(digit(n));
    } else if n < 100 {
        out.push(digit(n / 10));
        out.push(digit(n % 10));
    } else {
        push_long(out, n);
    }
}

/// [`push_u64`] of three digits or more (out of line: rare).
fn push_long(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut at = buf.len();
    while n > 0 {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
    }
    buf[at..].iter().for_each(|&d| out.push(char::from(d)));
}

/// The decimal digit `d` (< 10).
fn digit(d: u64) -> char {
    char::from(b'0' + (d % 10) as u8)
}

/// Appends `n` in lower-case hex without a prefix (as `{:x}` prints it),
/// pushing `char`s as [`push_u64`] does.
fn push_hex(out: &mut String, mut n: u64) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut buf = [0u8; 16];
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = DIGITS[(n & 0xf) as usize];
        n >>= 4;
        if n == 0 {
            break;
        }
    }
    buf[at..].iter().for_each(|&d| out.push(char::from(d)));
}

/// The mask of a type's significant bits (`size_bytes` bytes).
pub(crate) fn type_mask(ty: ElemType) -> u64 {
    match ty.size_bytes() * 8 {
        bits @ 1..=63 => (1u64 << bits) - 1,
        _ => u64::MAX,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `push_u64` writes what `{n}` formats (the digits of operands and
    /// of the `// file:line:col` comments).
    #[test]
    fn push_u64_formats_as_display() {
        for n in [0, 7, 9, 10, 99, 100, 4_096, 1_000_000_007, u64::from(u32::MAX), u64::MAX] {
            let mut text = String::from("f:");
            push_u64(&mut text, n);
            assert_eq!(text, format!("f:{n}"));
        }
    }

    /// A general `.decl` line through `DeclTails` reads as the spec's
    /// `.decl` syntax spells it, for variables of every type and alignment
    /// at several sizes, in an order that makes the slots' shapes change
    /// (more shapes than slots), each shape declared again later.
    #[test]
    fn decl_tails_write_each_declaration() {
        let mut k = Kernel::new("k");
        let mut expected = Vec::new();
        for round in 0..2 {
            for (i, ty) in ElemType::ALL.into_iter().enumerate() {
                for align in Align::ALL {
                    for num_elts in [1, 8, 16, 32, 100, 4095] {
                        let name = format!("r{round}_{i}_{}_{num_elts}", align as u8);
                        k.declare_var(GenVar { name: name.clone(), ty, num_elts, align, alias: None });
                        expected.push(format!(
                            ".decl {name} v_type=G type={} num_elts={num_elts} align={}",
                            ty.name(),
                            align.name()
                        ));
                    }
                }
            }
        }
        let text = print_kernel(&k);
        let decls: Vec<&str> = text.lines().filter(|l| l.starts_with(".decl r")).collect();
        assert_eq!(decls, expected);
    }

    /// `LscTexts` writes what `write_instruction` writes: `lsc_load`,
    /// `lsc_store` and `lsc_load_status` over declared, predefined,
    /// `%null` and undeclared variables (one for both operands too), with
    /// and without a predicate, at many exec sizes, units, cache controls,
    /// data and vector sizes, offsets and surfaces, each instruction twice
    /// with other variables (the second copy from the memo).
    #[test]
    fn lsc_texts_write_what_write_instruction_writes() {
        use visa_passes::isa::lsc::LscSfid;
        use ElemType::*;
        let mut k = Kernel::new("k");
        let mut vars = Vec::new();
        for (i, name) in ["addr", "data", "V4294967295", "x_1", "y"].into_iter().enumerate() {
            let ty = [UQ, UD][i % 2];
            vars.push(k.declare_var(GenVar { name: name.into(), ty, num_elts: 16, align: Align::Grf, alias: None }));
        }
        let p1 = k.declare_pred(PredVar { name: "P1".into(), num_elts: 16 }).expect("P1");
        vars.extend([GenVarId::NULL, GenVarId(3), GenVarId(999), GenVarId(u32::MAX)]);
        let surfaces = [
            LscSurface::FLAT,
            LscSurface { model: LscAddrModel::Bti, index: SrcOperand::imm(UD, 3) },
            LscSurface {
                model: LscAddrModel::Bss,
                index: SrcOperand::General {
                    var: vars[1],
                    row: 0,
                    col: 0,
                    region: Region::SCALAR,
                    modifier: SrcModifier::None,
                },
            },
        ];
        let mut texts = LscTexts::default();
        let mut made = 0usize;
        for sfid in LscSfid::ALL {
            for size in [ExecSize::S1, ExecSize::S16, ExecSize::S32] {
                for (n, &a) in vars.iter().enumerate() {
                    for copy in 0..2 {
                        let d = vars[(n + copy * 3 + made) % vars.len()];
                        let a = if copy == 1 { vars[(n + 1) % vars.len()] } else { a };
                        let m = LscUntyped {
                            exec: ExecCtrl::nm(size),
                            pred: [None, Some(Predicate::new(p1))][made % 2],
                            sfid,
                            l1: [LscCache::Df, LscCache::Uc, LscCache::Ca][made % 3],
                            l3: [LscCache::Df, LscCache::Uc][made % 2],
                            surface: surfaces[made % surfaces.len()],
                            imm_offset: [0, 4, -64][made % 3],
                            addr_size: sfid.addr_size(),
                            data_size: [LscDataSize::D32, LscDataSize::D64, LscDataSize::D8U32][made % 3],
                            transposed: made % 5 == 0,
                            vector: [LscVectorSize::X1, LscVectorSize::X2, LscVectorSize::X4][(made / 3) % 3],
                            addresses: RawOperand { var: a, offset: [0, 32][made % 2] },
                            data: RawOperand { var: if made % 7 == 0 { a } else { d }, offset: [0, 64][made % 2] },
                        };
                        for inst in [Instruction::LscLoad(m), Instruction::LscStore(m), Instruction::LscLoadStatus(m)] {
                            let mut memo = String::new();
                            texts.write_instruction(&mut memo, &k, &inst);
                            assert_eq!(memo, print_instruction(&k, &inst));
                        }
                    }
                    made += 1;
                }
            }
        }
        let last = texts.last.iter().map(|(_, text)| text);
        let remembered = texts.texts.values().chain(last).filter(|t| t.is_some()).count();
        assert!(remembered > 20, "{remembered} texts remembered");
    }

    /// A kernel printed to a sink arrives in pieces of about
    /// `STREAMED_PIECE` bytes that make up exactly its text.
    #[test]
    fn a_large_kernel_is_streamed_in_pieces() {
        let mut src = String::from(".version 4.1\n.kernel big\n");
        for i in 0..3000 {
            src.push_str(&format!(".decl v{i} v_type=G type=ud num_elts=16 align=GRF\n"));
        }
        for i in 0..30000 {
            src.push_str(&format!(
                "    add (M1_NM, 16) v{}(0,0)<1> v{}(0,0)<16;16,1> 0x{i:x}:ud\n",
                i % 3000,
                (i + 1) % 3000
            ));
        }
        let program = crate::visa::text::parse::parse_program(&src).expect("parses");
        let kernel = &program.kernels[0];
        let mut text = ProgramText::new(Version::CURRENT, 0);
        let mut pieces: Vec<Vec<u8>> = Vec::new();
        text.push_to(kernel, &mut |piece: &[u8]| pieces.push(piece.to_vec()));
        assert!(pieces.len() > 4, "{} pieces", pieces.len());
        assert!(pieces.iter().all(|p| p.len() < STREAMED_PIECE + 256));
        let joined = String::from_utf8(pieces.concat()).expect("text");
        assert_eq!(joined, format!(".version 4.1\n{}", print_kernel(kernel)));
        assert_eq!(joined, src);

        // Held (no sink), a long text is kept in pieces; joined to another
        // program's, after its kernels or after none, it reads as one.
        for first_has_kernel in [true, false] {
            let mut first = ProgramText::new(Version::CURRENT, 0);
            let mut expected = String::from(".version 4.1\n");
            if first_has_kernel {
                first.push(kernel);
                expected.push_str(&print_kernel(kernel));
                expected.push('\n');
            }
            let mut later = ProgramText::continuation();
            later.push(kernel);
            later.push(kernel);
            assert!(!later.pieces.is_empty());
            expected.push_str(&print_kernel(kernel));
            expected.push('\n');
            expected.push_str(&print_kernel(kernel));
            let mut streamed = Vec::new();
            let mut copy = ProgramText::new(Version::CURRENT, 0);
            if first_has_kernel {
                copy.push(kernel);
            }
            let mut again = ProgramText::continuation();
            again.push(kernel);
            again.push(kernel);
            copy.append(again, Some(&mut |piece: &[u8]| streamed.extend_from_slice(piece)));
            first.append(later, None);
            assert_eq!(first.finish(), expected);
            assert_eq!(String::from_utf8(streamed).expect("text"), expected);
        }
    }

    /// The fast paths write exactly what the general writers write.
    #[test]
    fn common_texts_are_the_general_texts() {
        let mut fast = 0;
        for offset in EmaskOffset::ALL {
            for size in ExecSize::ALL {
                for no_mask in [false, true] {
                    let exec = ExecCtrl::new(size, offset, no_mask);
                    let mut general = String::new();
                    exec_ctrl_digits(&mut general, exec);
                    if let Some(text) = common_exec_ctrl_text(exec) {
                        assert_eq!(text, general);
                        fast += 1;
                    }
                }
            }
        }
        assert_eq!(fast, 12, "M1 and M1_NM of every size");
        let mut fast = 0;
        for (row, col) in [(0, 0), (0, 1), (1, 0), (2, 17)] {
            for vstride in Region::ENCODABLE {
                for width in Region::ENCODABLE {
                    for hstride in Region::ENCODABLE {
                        let region = Region { vstride, width, hstride };
                        let mut general = String::from("V1");
                        row_col(&mut general, row, col);
                        region_text(&mut general, region);
                        let mut common = String::from("V1");
                        if push_common_src_tail(&mut common, row, col, region) {
                            assert_eq!(common, general);
                            fast += 1;
                        } else {
                            assert_eq!(common, "V1");
                        }
                    }
                }
                let mut general = String::from("V1");
                dst_tail_digits(&mut general, row, col, vstride);
                let mut common = String::from("V1");
                if push_common_dst_tail(&mut common, row, col, vstride) {
                    assert_eq!(common, general);
                    fast += 1;
                } else {
                    assert_eq!(common, "V1");
                }
            }
        }
        assert_eq!(fast, 7 + 3, "the common regions and strides at (0,0)");
        let mut fast = 0;
        for desc in &crate::visa::alu::ALU {
            for offset in EmaskOffset::ALL {
                for size in ExecSize::ALL {
                    for (no_mask, sat) in [(false, false), (true, false), (true, true)] {
                        let exec = ExecCtrl::new(size, offset, no_mask);
                        let mut general = String::new();
                        alu_head_pieces(&mut general, desc.op, sat, exec);
                        if let Some(text) = common_alu_head_text(desc.op, sat, exec) {
                            assert_eq!(text, general);
                            fast += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(fast, crate::visa::alu::ALU.len() * 12, "M1 and M1_NM of every size, without .sat");
        for ty in ElemType::ALL {
            assert_eq!(var_type_text(ty), format!(" v_type=G type={} num_elts=", ty.name()));
        }
        for align in Align::ALL {
            assert_eq!(align_text(align), format!(" align={}", align.name()));
        }
        assert_eq!(print_row_col(0, 0), "(0,0)");
        assert_eq!(print_row_col(2, 17), "(2,17)");
    }

    fn print_row_col(row: u8, col: u8) -> String {
        let mut out = String::new();
        row_col(&mut out, row, col);
        out
    }
}
