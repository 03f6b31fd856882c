//! Parser for the `.visaasm` text form (vISA spec, vISA Assembly Syntax appendix):
//! a small on-demand lexer that tracks line and column, under a
//! recursive-descent parser with one statement per line.
//!
//! It reads everything [`super::print`] prints back to the same [`Program`],
//! and also accepts:
//! * mnemonics, type names, `v_type`s and keywords in any case;
//! * `/* ... */` comments (treated as a space, even across lines) and `//`
//!   line comments anywhere; blank lines; no `.version` (older files: the
//!   program gets [`Version::CURRENT`]), or one `.version X.Y` before the
//!   first kernel, as the assembler requires;
//! * the printer's ` /// Original Name: "..."` comment after a `.kernel` or
//!   `.decl` line, which gives the LLVM name a renamed one was made from;
//! * `.decl` attributes in any order, `align` omitted (the type's natural
//!   alignment), `alias=<V, off>`, `alias=(V, off)` and `alias (V, off)`;
//! * the predefined variables and surfaces by name (`%null`, `%sp`, either
//!   spelling where IGC and the header page differ, `%slm`, `TSS`,
//!   `%scratch`) or as `V0`..`V31`, `T0`..`T5` (canonical spellings only:
//!   `V7`, not `V07`);
//! * IGC's dialect: quoted unit names (`.kernel "k"`, with C-like escapes;
//!   a bare one may not be a keyword of the assembler, which rejects it),
//!   `.global_function`, `.funcdecl`, `.function "L"` (a SUBROUTINE) and
//!   `L:` labels (forward references allowed; a `L:` line naming a
//!   subroutine is skipped, as the assembler does after `.function`),
//!   `.implicit_<KIND>` inputs, `v_name=` on surfaces, `.kernel_attr` string
//!   values, state operands `T6(0)`, `.sat` and the `(~)` modifier;
//! * numbers in decimal or `0x` hex; immediates as `0x10:ud`, `16:ud`,
//!   `-1:d` (two's complement in the type's width), and float literals for
//!   the float-valued types: `1.5:f`, `1.5:df`, `1.5:hf`, `1.5:bf`.
//!
//! Decisions:
//! * Hex immediates are raw bits for every type (`0x3f800000:f` is 1.0); a
//!   decimal literal of type f/df/hf/bf is a *value* (`16:f` is 16.0). VF, V
//!   and UV are packed vectors and take integer bits only.
//! * `f` and `df` literals are rounded correctly by Rust's float parser; `hf`
//!   and `bf` literals are parsed as f64 and then rounded to nearest-even, so
//!   a decimal within an f64 rounding error of a half-way point may differ
//!   from the correctly rounded value in the last bit. The printer writes hex,
//!   so printed text always round-trips exactly.
//! * All declared names of a kernel share one namespace, so that an operand's
//!   name alone says whether it is a general variable, predicate or surface.
//!   Labels and functions have namespaces of their own; a label is a block
//!   or a subroutine label by its first mention, and for good.
//! * Only encodability is checked here (field ranges, region values, exec
//!   sizes, declaration limits, no predicate where the Format has no `Pred`)
//!   plus README decision S3 (scatter4_scaled and gather4_scaled
//!   take only SIMD8/16). Legality is the verifier's job.
//!
//! The parser never panics: no input-dependent indexing or unchecked
//! arithmetic; every problem is a [`ParseError`] at the offending token.

mod operands;

use super::lex::*;
use super::{PResult, ParseError};
use std::collections::{HashMap, HashSet};

use crate::visa::message::{FieldValue, MessageFields};
use crate::visa::program::*;
use crate::visa::types::*;
use visa_passes::isa::atomic::LscAtomicOp;
use visa_passes::isa::lsc::{
    LscAddrModel, LscAddrSize, LscCache, LscChannels, LscDataSize, LscFenceOp, LscFenceUnit, LscScope, LscSfid,
    LscVectorSize,
};
use visa_passes::isa::messages::{AtomicWidthBits, FieldKind, FieldName, TextPiece};

/// Parses a `.visaasm` file of zero or more kernels.
pub fn parse_program(src: &str) -> Result<Program, ParseError> {
    parse_program_with_positions(src).map(|(program, _)| program)
}

/// Where each kernel's pieces start in the source: 1-based (line, column).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelPositions {
    pub kernel: (u32, u32),
    /// `.decl` lines by declared name.
    pub decls: HashMap<String, (u32, u32)>,
    /// `.input` lines by the input's variable name.
    pub inputs: HashMap<String, (u32, u32)>,
    /// One entry per instruction of [`Kernel::body`].
    pub instructions: Vec<(u32, u32)>,
}

/// Source positions of a parsed program, one entry per kernel, so that later
/// diagnostics (the verifier's) can point at `file:line:col`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourcePositions {
    pub kernels: Vec<KernelPositions>,
}

/// Parses like [`parse_program`], and also returns where everything is.
pub fn parse_program_with_positions(src: &str) -> Result<(Program, SourcePositions), ParseError> {
    let mut parser = Parser {
        lx: Lexer { src, pos: 0, line: 1, col: 1 },
        version: None,
        kernels: Vec::new(),
        kernel_names: HashSet::new(),
        names: HashMap::new(),
        labels: HashMap::new(),
        functions: HashMap::new(),
        positions: SourcePositions::default(),
        line_start: (1, 1),
    };
    parser.program()?;
    let version = parser.version.unwrap_or_default();
    Ok((Program { version, kernels: parser.kernels }, parser.positions))
}

/// The mnemonics this parser reads, for "unknown instruction" errors.
fn supported_instructions() -> String {
    const OTHERS: [&str; 16] = [
        "cmp",
        "setp",
        "addc",
        "subb",
        "bfn",
        "addr_add",
        "jmp",
        "goto",
        "call",
        "ret",
        "switchjmp",
        "fcall",
        "faddr",
        "ifcall",
        "fret",
        "labels (NAME:)",
    ];
    // A row whose operation is the mnemonic's tail is spelled with the tail (lsc_atomic_<op>).
    let messages = Message::ALL.iter().map(|m| match (m.desc().text.first(), m.mnemonic().split_once('.')) {
        (Some(TextPiece::MnemonicTail(_)), unit) => format!(
            "lsc_atomic_<iinc|idec|load|store|iadd|isub|smin|smax|umin|umax|icas|fadd|fsub|fmin|fmax|fcas|and|or|xor>{}",
            unit.map_or(String::new(), |(_, unit)| format!(".{unit}"))
        ),
        _ => m.mnemonic().to_string(),
    });
    let alu = ALU.iter().map(|s| s.mnemonic.to_string());
    messages.chain(alu).chain(OTHERS.iter().map(|s| s.to_string())).collect::<Vec<_>>().join(", ")
}

// ---------------------------------------------------------------------------
// Names

#[derive(Clone, Copy)]
enum Sym {
    Var(GenVarId),
    Pred(PredVarId),
    Surface(SurfaceId),
    Addr(AddrVarId),
}

impl Sym {
    fn kind_name(self) -> &'static str {
        match self {
            Sym::Var(_) => "general variable",
            Sym::Pred(_) => "predicate",
            Sym::Surface(_) => "surface",
            Sym::Addr(_) => "address variable",
        }
    }
}

/// The predefined names: the variables' (`%null`, `%sp`, ..., either
/// spelling of [`PredefinedVar`]), the surfaces' (`%slm`, `TSS`, `%scratch`,
/// ...), and `V0`..`V31`, `T0`..`T5`.
fn predefined(name: &str) -> Option<Sym> {
    if let Some(p) = PredefinedVar::by_name(name) {
        return Some(Sym::Var(p.id));
    }
    if let Some(t) = PREDEFINED_SURFACES.iter().position(|&s| s == name) {
        return u8::try_from(t).ok().map(|t| Sym::Surface(SurfaceId(t)));
    }
    let (prefix, digits) = name.split_at_checked(1)?;
    let n: u32 = digits.parse().ok().filter(|n: &u32| n.to_string() == digits)?;
    match prefix {
        "V" if n < GenVarId::FIRST_DECLARED => Some(Sym::Var(GenVarId(n))),
        "T" if n < u32::from(SurfaceId::FIRST_DECLARED) => u8::try_from(n).ok().map(|n| Sym::Surface(SurfaceId(n))),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Parser

struct Parser<'a> {
    lx: Lexer<'a>,
    version: Option<Version>,
    kernels: Vec<Kernel>,
    /// The names of `kernels`: a file of 100,000 kernels checks each new
    /// name in one look-up, not against every kernel before it.
    kernel_names: HashSet<String>,
    /// Names declared in the current kernel.
    names: HashMap<String, Sym>,
    /// Labels and functions of the current kernel, by name (their own
    /// namespaces, as in the assembler).
    labels: HashMap<String, LabelId>,
    functions: HashMap<String, FuncId>,
    positions: SourcePositions,
    /// Position of the first token of the line being parsed.
    line_start: (u32, u32),
}

impl<'a> Parser<'a> {
    fn program(&mut self) -> PResult<()> {
        loop {
            let tok = self.lx.next()?;
            self.line_start = (tok.line, tok.col);
            match tok.kind {
                Kind::Eof => return Ok(()),
                Kind::Newline => continue,
                Kind::Punct('.') => self.directive(tok)?,
                Kind::Word if self.lx.peek()?.is(':') => {
                    self.need_kernel(tok, "label")?;
                    self.lx.next()?;
                    self.place_label(tok, LabelKind::Block)?;
                }
                _ => {
                    let inst = self.instruction(tok)?;
                    // `instruction` has checked that a kernel is open.
                    if let (Some(k), Some(pos)) = (self.kernels.last_mut(), self.positions.kernels.last_mut()) {
                        k.body.push(inst);
                        pos.instructions.push(self.line_start);
                    }
                }
            }
            self.end_of_line()?;
        }
    }

    fn need_kernel(&self, tok: Token<'a>, what: &str) -> PResult<()> {
        match self.kernels.is_empty() {
            true => Err(tok.err(format!("{what} outside a kernel: expected '.kernel NAME' first"))),
            false => Ok(()),
        }
    }

    fn end_of_line(&mut self) -> PResult<()> {
        let t = self.lx.next()?;
        if t.at_eol() {
            Ok(())
        } else {
            Err(t.expected("end of line"))
        }
    }

    fn punct(&mut self, c: char, context: &str) -> PResult<Token<'a>> {
        let t = self.lx.next()?;
        if t.is(c) {
            Ok(t)
        } else {
            Err(t.expected(&format!("'{c}' {context}")))
        }
    }

    fn ident(&mut self, what: &str) -> PResult<(&'a str, Token<'a>)> {
        let t = self.lx.next()?;
        match t.word().filter(|w| is_ident(w)) {
            Some(w) => Ok((w, t)),
            None => Err(t.expected(what)),
        }
    }

    /// A number in `min..=max`, converted to `T`.
    fn int<T: TryFrom<u64> + Into<u64> + Copy>(&mut self, what: &str, min: T, max: T) -> PResult<(T, Token<'a>)> {
        let t = self.lx.next()?;
        let (min, max) = (min.into(), max.into());
        let out_of_range = || t.err(format!("{what} {} is out of range ({min}..={max})", t.text));
        match t.word().map(parse_uint) {
            Some(Ok(n)) if (min..=max).contains(&n) => T::try_from(n).map(|v| (v, t)).map_err(|_| out_of_range()),
            Some(Ok(_)) | Some(Err(NumError::Overflow)) => Err(out_of_range()),
            Some(Err(NumError::Malformed)) | None => Err(t.expected(what)),
        }
    }

    // --- directives --------------------------------------------------------

    fn directive(&mut self, dot: Token<'a>) -> PResult<()> {
        let name = self.lx.next()?;
        let Some(word) = name.word() else { return Err(name.expected("a directive name after '.'")) };
        if let Some(suffix) = word.strip_prefix("implicit_") {
            let provenance = Input::provenance_of(suffix).ok_or_else(|| {
                name.err(format!(
                    "unknown implicit input '.{word}'; expected .implicit_LOCAL_SIZE, .implicit_GROUP_COUNT, \
                     .implicit_LOCAL_ID or .implicit_UNDEFINED_<1..31>"
                ))
            })?;
            return self.need_kernel(dot, "'.implicit'").and_then(|()| self.input(provenance));
        }
        match word.to_ascii_lowercase().as_str() {
            "version" => self.version(dot),
            "kernel" => self.unit(UnitKind::Kernel),
            "global_function" => self.unit(UnitKind::Function),
            "decl" => self.need_kernel(dot, "'.decl'").and_then(|()| self.decl()),
            "input" => self.need_kernel(dot, "'.input'").and_then(|()| self.input(0)),
            "kernel_attr" => self.need_kernel(dot, "'.kernel_attr'").and_then(|()| self.kernel_attr()),
            "funcdecl" => {
                self.need_kernel(dot, "'.funcdecl'")?;
                let (name, tok) = self.name_or_string("function name")?;
                self.function_ref(&name, tok).map(|_| ())
            }
            "function" => {
                self.need_kernel(dot, "'.function'")?;
                let (name, tok) = self.name_or_string("subroutine name")?;
                self.place_named_label(&name, tok, LabelKind::Subroutine)
            }
            _ => Err(dot.err(format!(
                "unknown directive '.{word}'; supported: .version, .kernel, .global_function, .decl, .input, \
                 .implicit_*, .kernel_attr, .funcdecl, .function"
            ))),
        }
    }

    /// `.kernel NAME` or `.global_function NAME`, the name bare or quoted.
    fn unit(&mut self, kind: UnitKind) -> PResult<()> {
        let (name, tok) = self.name_or_string("kernel name")?;
        if !self.kernel_names.insert(name.clone()) {
            return Err(tok.err(format!("duplicate kernel '{name}'")));
        }
        let source_name = self.original_name();
        self.kernels.push(Kernel { kind, source_name, ..Kernel::new(name) });
        self.positions.kernels.push(KernelPositions { kernel: self.line_start, ..KernelPositions::default() });
        self.names.clear();
        self.labels.clear();
        self.functions.clear();
        Ok(())
    }

    /// `.version MAJOR.MINOR`: once, before the first kernel.
    fn version(&mut self, dot: Token<'a>) -> PResult<()> {
        if self.version.is_some() {
            return Err(dot.err("duplicate '.version'; a file has one, before its first kernel"));
        }
        if !self.kernels.is_empty() {
            return Err(dot.err("'.version' after a kernel; it must come before the first '.kernel'"));
        }
        // `4.1` lexes as the words `4`, `.`, `1`.
        let (major, _) = self.int("major version", 0, u8::MAX)?;
        self.punct('.', "between the major and minor version, like .version 4.1")?;
        let (minor, _) = self.int("minor version", 0, u8::MAX)?;
        self.version = Some(Version { major, minor });
        Ok(())
    }

    /// At the end of a `.kernel` or `.decl` line, the LLVM name in the
    /// printer's ` /// Original Name: "..."` comment (consumed), if there is
    /// one; any other comment is left to be skipped.
    fn original_name(&mut self) -> Option<String> {
        let mut probe = self.lx.clone();
        while probe.rest().starts_with(|c: char| c.is_whitespace() && c != '\n') {
            probe.bump();
        }
        let after = probe.rest().strip_prefix(super::print::ORIGINAL_NAME)?;
        let (text, quoted_len) = crate::visa::names::unquote(after)?;
        let end = probe.pos + super::print::ORIGINAL_NAME.len() + quoted_len;
        while probe.pos < end && probe.bump().is_some() {}
        self.lx = probe;
        Some(text)
    }

    /// A bare name or a string literal.
    fn name_or_string(&mut self, what: &str) -> PResult<(String, Token<'a>)> {
        let t = self.lx.next()?;
        match t.kind {
            Kind::Str => {
                let name = decode_string(t)?;
                if name.is_empty() {
                    return Err(t.err(format!("empty {what}")));
                }
                Ok((name, t))
            }
            Kind::Word if is_ident(t.text) && crate::visa::names::is_keyword(t.text) => Err(t.err(format!(
                "{what} '{}' is a keyword of the vISA assembler, which reads it as one; quote it (\"{}\")",
                t.text, t.text
            ))),
            Kind::Word if is_ident(t.text) => Ok((t.text.to_string(), t)),
            _ => Err(t.expected(what)),
        }
    }

    /// The id of label `name`, declaring it with `kind` on first mention.
    /// A label is a block or a subroutine label for good: a mention of the
    /// other kind is an error.
    fn label_ref(&mut self, name: &str, tok: Token<'a>, kind: LabelKind) -> PResult<LabelId> {
        let kernel = self.kernels.last_mut().ok_or_else(|| tok.err("label outside a kernel"))?;
        if let Some(&id) = self.labels.get(name) {
            let declared = kernel.label(id).map(|l| l.kind);
            if declared != Some(kind) {
                let (want, have) = match kind {
                    LabelKind::Block => ("a block label (the target of jmp/goto, defined by 'NAME:')", "a subroutine"),
                    LabelKind::Subroutine => {
                        ("a subroutine label (the target of call, defined by .function)", "a block")
                    }
                };
                return Err(tok.err(format!("'{name}' is {have} label here, but {want} is needed")));
            }
            return Ok(id);
        }
        let id = u16::try_from(kernel.labels.len())
            .map(LabelId)
            .map_err(|_| tok.err("too many labels: at most 65536 per kernel"))?;
        kernel.labels.push(Label { name: name.to_string(), kind });
        self.labels.insert(name.to_string(), id);
        Ok(id)
    }

    /// `NAME:` places a block label. The assembler skips a `NAME:` line that
    /// names a subroutine (IGC writes one after each `.function "NAME"`).
    fn place_label(&mut self, tok: Token<'a>, kind: LabelKind) -> PResult<()> {
        let is_subroutine = self
            .labels
            .get(tok.text)
            .and_then(|&id| self.kernels.last()?.label(id))
            .is_some_and(|l| l.kind == LabelKind::Subroutine);
        if is_subroutine {
            return Ok(());
        }
        if !is_ident(tok.text) {
            return Err(tok.expected("a label name like BB_1"));
        }
        self.place_named_label(tok.text, tok, kind)
    }

    fn place_named_label(&mut self, name: &str, tok: Token<'a>, kind: LabelKind) -> PResult<()> {
        let id = self.label_ref(name, tok, kind)?;
        let inst = match kind {
            LabelKind::Block => Instruction::Label(id),
            LabelKind::Subroutine => Instruction::Subroutine(id),
        };
        if let (Some(k), Some(pos)) = (self.kernels.last_mut(), self.positions.kernels.last_mut()) {
            k.body.push(inst);
            pos.instructions.push(self.line_start);
        }
        Ok(())
    }

    /// The id of function `name`, declaring it on first mention.
    fn function_ref(&mut self, name: &str, tok: Token<'a>) -> PResult<FuncId> {
        if let Some(&id) = self.functions.get(name) {
            return Ok(id);
        }
        let kernel = self.kernels.last_mut().ok_or_else(|| tok.err("function outside a kernel"))?;
        let id = u16::try_from(kernel.functions.len())
            .map(FuncId)
            .map_err(|_| tok.err("too many functions: at most 65536 per kernel"))?;
        kernel.functions.push(name.to_string());
        self.functions.insert(name.to_string(), id);
        Ok(id)
    }

    /// `.decl NAME v_type=G type=T num_elts=N [align=A] [alias=<BASE, OFF>]`,
    /// `.decl NAME v_type=P num_elts=N`, `.decl NAME v_type=T num_elts=N`,
    /// `.decl NAME v_type=A num_elts=N` (`type=uw` allowed, the only type).
    fn decl(&mut self) -> PResult<()> {
        let (name, name_tok) = self.ident("variable name")?;
        if predefined(name).is_some() || name == "P0" {
            return Err(name_tok.err(format!("'{name}' is predefined and cannot be declared")));
        }
        if self.names.contains_key(name) {
            return Err(name_tok.err(format!("duplicate declaration of '{name}'")));
        }
        // Each attribute with the token of its key, for error positions.
        let mut v_type: Option<(char, Token)> = None;
        let mut ty: Option<(ElemType, Token)> = None;
        let mut num_elts: Option<(u16, Token)> = None;
        let mut align: Option<(Align, Token)> = None;
        let mut alias: Option<(Alias, Token)> = None;
        let mut v_name: Option<(String, Token)> = None;
        let mut seen: Vec<String> = Vec::new();
        while !self.lx.peek()?.at_eol() {
            let key = self.lx.next()?;
            let k = key.word().unwrap_or("").to_ascii_lowercase();
            if !["v_type", "type", "num_elts", "align", "alias", "v_name"].contains(&k.as_str()) {
                return Err(key.err(format!(
                    "unknown .decl attribute {}; expected v_type, type, num_elts, align, alias or v_name",
                    key.describe()
                )));
            }
            if seen.contains(&k) {
                return Err(key.err(format!("duplicate attribute '{k}' in the declaration of '{name}'")));
            }
            seen.push(k.clone());
            if k == "alias" {
                alias = Some((self.alias(name)?, key));
                continue;
            }
            self.punct('=', &format!("after '{}'", key.text))?;
            if k == "num_elts" {
                num_elts = Some((self.int("num_elts", 1, u16::MAX)?.0, key));
                continue;
            }
            let v = self.lx.next()?;
            let word = v.word().unwrap_or("");
            match k.as_str() {
                "v_name" => {
                    if !is_ident(word) {
                        return Err(v.expected("a name after 'v_name='"));
                    }
                    v_name = Some((word.to_string(), key));
                }
                "v_type" => {
                    let c = match word.to_ascii_uppercase().as_str() {
                        "G" => 'G',
                        "P" => 'P',
                        "T" => 'T',
                        "A" => 'A',
                        _ => return Err(v.err(format!("unsupported v_type {}; supported: G, P, T, A", v.describe()))),
                    };
                    v_type = Some((c, key));
                }
                "type" => {
                    let t = ElemType::from_name(word).ok_or_else(|| {
                        let all: Vec<_> = ElemType::ALL.iter().map(|t| t.name()).collect();
                        v.err(format!("unknown type {}; expected one of {}", v.describe(), all.join(", ")))
                    })?;
                    ty = Some((t, key));
                }
                _ => {
                    let a = Align::from_name(word).ok_or_else(|| {
                        let all: Vec<_> = Align::ALL.iter().map(|a| a.name()).collect();
                        v.err(format!("unknown align {}; expected one of {}", v.describe(), all.join(", ")))
                    })?;
                    align = Some((a, key));
                }
            }
        }

        let Some((v_type, _)) = v_type else {
            return Err(name_tok.err(format!("missing v_type=G|P|T|A in the declaration of '{name}'")));
        };
        let Some((num_elts, _)) = num_elts else {
            return Err(name_tok.err(format!("missing num_elts=N in the declaration of '{name}'")));
        };
        let num_elts = u32::from(num_elts);
        if v_type != 'T' {
            if let Some((_, key)) = &v_name {
                return Err(
                    key.err(format!("'v_name' is only allowed for v_type=T (and samplers), not v_type={v_type}"))
                );
            }
        }
        if v_type == 'A' {
            if let Some((t, key)) = ty.filter(|(t, _)| *t != ElemType::UW) {
                return Err(key.err(format!("an address variable has type uw, not {t}")));
            }
            ty = None;
        }
        if v_type != 'G' {
            let general_only = [ty.map(|t| t.1), align.map(|a| a.1), alias.map(|a| a.1)];
            if let Some(key) = general_only.into_iter().flatten().next() {
                return Err(key.err(format!("'{}' is not allowed for v_type={v_type}", key.text)));
            }
        }
        let kernel = self.kernels.last_mut().ok_or_else(|| name_tok.err("declaration outside a kernel"))?;
        let sym = match v_type {
            'G' => {
                let Some((ty, _)) = ty else {
                    return Err(name_tok.err(format!("missing type=T in the declaration of '{name}'")));
                };
                let align = align.map_or_else(|| Align::natural(ty), |a| a.0);
                Sym::Var(kernel.declare_var(GenVar {
                    name: name.to_string(),
                    ty,
                    num_elts,
                    align,
                    alias: alias.map(|a| a.0),
                }))
            }
            'A' => {
                let num_elts = u16::try_from(num_elts).unwrap_or(u16::MAX);
                let id = kernel.declare_addr(AddrVar { name: name.to_string(), num_elts });
                Sym::Addr(id.ok_or_else(|| name_tok.err("too many address variables: at most 4096 can be declared"))?)
            }
            'P' => {
                let id = kernel.declare_pred(PredVar { name: name.to_string(), num_elts });
                Sym::Pred(id.ok_or_else(|| name_tok.err("too many predicates: at most 4095 can be declared"))?)
            }
            _ => {
                let v_name = v_name.map(|v| v.0);
                let id = kernel.declare_surface(SurfaceVar { name: name.to_string(), num_elts, v_name });
                Sym::Surface(
                    id.ok_or_else(|| name_tok.err("too many surfaces: at most 250 can be declared (T6..T255)"))?,
                )
            }
        };
        if let Some(source) = self.original_name() {
            if let Some(k) = self.kernels.last_mut() {
                k.source_names.insert(name.to_string(), source);
            }
        }
        self.names.insert(name.to_string(), sym);
        if let Some(pos) = self.positions.kernels.last_mut() {
            pos.decls.insert(name.to_string(), self.line_start);
        }
        Ok(())
    }

    /// The value of `alias`, after the key: `=<BASE, OFF>` or `=(BASE, OFF)`,
    /// the `=` optional.
    fn alias(&mut self, name: &str) -> PResult<Alias> {
        let mut open = self.lx.next()?;
        if open.is('=') {
            open = self.lx.next()?;
        }
        let close = match open.kind {
            Kind::Punct('<') => '>',
            Kind::Punct('(') => ')',
            _ => return Err(open.expected("alias=<BASE, OFFSET>")),
        };
        let base_tok = self.lx.next()?;
        let Some(base_name) = base_tok.word() else { return Err(base_tok.expected("the alias base variable")) };
        let base = match self.lookup(base_name) {
            Some(Sym::Var(v)) if !v.is_null() => v,
            Some(Sym::Var(_)) => return Err(base_tok.err("alias base cannot be %null")),
            Some(other) => {
                return Err(base_tok
                    .err(format!("alias base '{base_name}' is a {}, not a general variable", other.kind_name())))
            }
            None => return Err(base_tok.err(format!("alias base '{base_name}' is not declared before '{name}'"))),
        };
        self.punct(',', "after the alias base")?;
        let (offset, _) = self.int("alias offset", 0, u16::MAX)?;
        self.punct(close, "to close the alias")?;
        Ok(Alias { base, offset: u32::from(offset) })
    }

    /// `.input NAME offset=O size=S` (or `.implicit_KIND NAME ...`).
    fn input(&mut self, provenance: u8) -> PResult<()> {
        let tok = self.lx.next()?;
        let var = match tok.word().and_then(|w| self.lookup(w)) {
            Some(Sym::Var(v)) if !v.is_null() => InputVar::General(v),
            Some(Sym::Surface(s)) => InputVar::Surface(s),
            _ => return Err(tok.expected("a declared general or surface variable")),
        };
        let offset = self.key_value("offset")?;
        let size = self.key_value("size")?;
        if let (Some(k), Some(pos)) = (self.kernels.last_mut(), self.positions.kernels.last_mut()) {
            k.inputs.push(Input { var, offset, size, provenance });
            pos.inputs.entry(tok.text.to_string()).or_insert(self.line_start);
        }
        Ok(())
    }

    /// `KEY=N` (the key in any case), N up to `u16::MAX` (a UW field).
    fn key_value(&mut self, key: &str) -> PResult<u32> {
        let t = self.lx.next()?;
        if !t.word().is_some_and(|w| w.eq_ignore_ascii_case(key)) {
            return Err(t.expected(&format!("{key}=N")));
        }
        self.punct('=', &format!("after '{key}'"))?;
        Ok(u32::from(self.int(key, 0, u16::MAX)?.0))
    }

    /// `.kernel_attr NAME[=VALUE]`; the value is a string literal (kept
    /// with its quotes) or runs to the next space or comment.
    fn kernel_attr(&mut self) -> PResult<()> {
        let (name, _) = self.ident("attribute name")?;
        let mut value = None;
        if self.lx.peek()?.is('=') {
            self.lx.next()?;
            let v = match self.lx.peek()? {
                t if t.kind == Kind::Str => {
                    decode_string(t)?;
                    self.lx.next()?
                }
                _ => self.lx.run(|rest| {
                    rest.starts_with(char::is_whitespace) || rest.starts_with("//") || rest.starts_with("/*")
                })?,
            };
            if v.text.is_empty() {
                return Err(self.lx.peek()?.expected("an attribute value after '='"));
            }
            value = Some(v.text.to_string());
        }
        if let Some(k) = self.kernels.last_mut() {
            k.attrs.push(KernelAttr { name: name.to_string(), value });
        }
        Ok(())
    }

    // --- names -------------------------------------------------------------

    fn lookup(&self, name: &str) -> Option<Sym> {
        self.names.get(name).copied().or_else(|| predefined(name))
    }

    /// Resolves a name token to a symbol; `what` names the expected kind.
    fn symbol(&self, tok: Token<'a>, what: &str) -> PResult<Sym> {
        let Some(name) = tok.word() else { return Err(tok.expected(&format!("a {what}"))) };
        self.lookup(name).ok_or_else(|| tok.err(format!("unknown {what} '{name}'")))
    }

    fn wrong_kind(tok: Token<'a>, sym: Sym, want: &str) -> ParseError {
        tok.err(format!("'{}' is a {}, expected a {want}", tok.text, sym.kind_name()))
    }

    fn gen_var(&mut self) -> PResult<GenVarId> {
        let tok = self.lx.next()?;
        match self.symbol(tok, "variable")? {
            Sym::Var(v) => Ok(v),
            sym => Err(Self::wrong_kind(tok, sym, "general variable")),
        }
    }

    fn pred_var(&mut self) -> PResult<PredVarId> {
        let tok = self.lx.next()?;
        match self.symbol(tok, "predicate")? {
            Sym::Pred(p) => Ok(p),
            sym => Err(Self::wrong_kind(tok, sym, "predicate")),
        }
    }

    /// `(<n>)`: the oword count of a block message, 1, 2, 4 or 8.
    fn oword_count(&mut self, mnemonic: &str) -> PResult<NumOwords> {
        self.punct('(', "and the number of owords, like (2)")?;
        let (count, count_tok) = self.int("number of owords", 0u64, u64::from(u32::MAX))?;
        let num_owords = u32::try_from(count).ok().and_then(NumOwords::from_count).ok_or_else(|| {
            count_tok.err(format!("{mnemonic} moves 1, 2, 4, 8 or 16 owords, found {}", count_tok.text))
        })?;
        self.punct(')', "after the number of owords")?;
        Ok(num_owords)
    }

    fn surface(&mut self) -> PResult<SurfaceId> {
        let tok = self.lx.next()?;
        match self.symbol(tok, "surface")? {
            Sym::Surface(s) => Ok(s),
            sym => Err(Self::wrong_kind(tok, sym, "surface")),
        }
    }

    // --- instructions ------------------------------------------------------

    fn instruction(&mut self, first: Token<'a>) -> PResult<Instruction> {
        self.need_kernel(first, "instruction")?;
        let (pred, mn) = match first.is('(') {
            true => (Some(self.predicate()?), self.lx.next()?),
            false => (None, first),
        };
        let Some(word) = mn.word() else { return Err(mn.expected("an instruction")) };
        let mut sfx = Vec::new();
        while self.lx.peek()?.is('.') {
            self.lx.next()?;
            let s = self.lx.next()?;
            if s.word().is_none() {
                return Err(s.expected("a suffix after '.'"));
            }
            sfx.push(s);
        }
        let mnemonic = word.to_ascii_lowercase();
        let unpredicated = |pred: Option<Predicate>| match pred {
            Some(_) => Err(first.err(format!("'{mnemonic}' cannot be predicated"))),
            None => Ok(()),
        };
        let no_suffix = |sfx: &[Token<'a>]| suffixes::<0>(mn, sfx, &format!("'{mnemonic}' without suffixes"));
        if let Some(op) = AluOp::from_mnemonic(&mnemonic) {
            let shape = op.desc();
            let sat = match sfx.as_slice() {
                [] => false,
                [s] if s.text.eq_ignore_ascii_case("sat") => true,
                [s, ..] => {
                    return Err(s.err(format!("unexpected suffix '.{}'; expected {mnemonic}[.sat]", s.text)));
                }
            };
            if !shape.predicated {
                unpredicated(pred)?;
            }
            let (exec, _) = self.exec()?;
            let dst = self.dst()?;
            let mut srcs = [SrcOperand::imm(ElemType::UD, 0); 3];
            for src in srcs.iter_mut().take(shape.srcs) {
                *src = self.src()?;
            }
            let srcs = Srcs::from_slice(&srcs[..shape.srcs]).ok_or_else(|| mn.err("an ALU row with no sources"))?;
            return Ok(Instruction::Alu(Alu { op, exec, pred, sat, dst, srcs }));
        }
        // `.tgm` names LSC_TYPED: `lsc_load_quad.tgm` is another row than `lsc_load_quad.ugm`.
        if let Some(typed) = sfx
            .first()
            .filter(|u| u.text.eq_ignore_ascii_case("tgm"))
            .and_then(|_| Message::typed_from_mnemonic(&mnemonic))
        {
            return self.message(typed, first, pred, mn, &sfx[1..]);
        }
        if let Some(message) = Message::from_mnemonic(&mnemonic) {
            return self.message(message, first, pred, mn, &sfx);
        }
        let inst = match mnemonic.as_str() {
            "cmp" => {
                let [rel_tok] = suffixes(mn, &sfx, "cmp.<relation>, like cmp.lt")?;
                let rel = CmpRel::from_name(rel_tok.text).ok_or_else(|| {
                    rel_tok.err(format!("unknown relation '{}'; supported: eq, ne, gt, ge, lt, le", rel_tok.text))
                })?;
                unpredicated(pred)?;
                let (exec, _) = self.exec()?;
                let dst = self.dst()?;
                let src0 = self.src()?;
                Instruction::Cmp { rel, exec, dst, src0, src1: self.src()? }
            }
            "setp" => {
                no_suffix(&sfx)?;
                unpredicated(pred)?;
                let (exec, _) = self.exec()?;
                let dst = self.pred_var()?;
                Instruction::Setp { exec, dst, src: self.src()? }
            }
            "addc" | "subb" => {
                no_suffix(&sfx)?;
                let op = CarryOp::from_mnemonic(&mnemonic).unwrap_or(CarryOp::Addc);
                let (exec, _) = self.exec()?;
                let (dst, carry) = (self.dst()?, self.dst()?);
                let src0 = self.src()?;
                Instruction::Carry { op, exec, pred, dst, carry, src0, src1: self.src()? }
            }
            "bfn" => {
                let form = "bfn.x<function in hex>[.sat], like bfn.xf6";
                let (func_tok, sat) = match sfx.as_slice() {
                    [f] => (*f, false),
                    [f, s] if s.text.eq_ignore_ascii_case("sat") => (*f, true),
                    [] => return Err(mn.err(format!("missing suffix; expected {form}"))),
                    [_, s, ..] => return Err(s.err(format!("unexpected suffix '.{}'; expected {form}", s.text))),
                };
                let func = func_tok
                    .text
                    .strip_prefix(['x', 'X'])
                    .filter(|h| !h.is_empty() && h.len() <= 2)
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| {
                        func_tok.err(format!("expected a function byte like xf6, found '.{}'", func_tok.text))
                    })?;
                let (exec, _) = self.exec()?;
                let dst = self.dst()?;
                let (src0, src1) = (self.src()?, self.src()?);
                Instruction::Bfn { func, exec, pred, sat, dst, src0, src1, src2: self.src()? }
            }
            "jmp" | "goto" | "call" => {
                no_suffix(&sfx)?;
                let op = BranchOp::ALL.into_iter().find(|o| o.name() == mnemonic).unwrap_or(BranchOp::Jmp);
                let (exec, _) = self.exec()?;
                let tok = self.lx.next()?;
                if tok.kind != Kind::Word || !is_ident(tok.text) {
                    return Err(tok.expected("a label name"));
                }
                let target = self.label_ref(tok.text, tok, op.target_kind())?;
                Instruction::Branch { op, exec, pred, target }
            }
            "switchjmp" => {
                no_suffix(&sfx)?;
                unpredicated(pred)?;
                let (exec, _) = self.exec()?;
                let index = self.src()?;
                let open = self.punct('(', "before SWITCHJMP's labels")?;
                let mut labels = Vec::new();
                loop {
                    let tok = self.lx.next()?;
                    if tok.kind != Kind::Word || !is_ident(tok.text) {
                        return Err(tok.expected("a label name"));
                    }
                    labels.push(self.label_ref(tok.text, tok, LabelKind::Block)?);
                    let sep = self.lx.next()?;
                    if sep.is(')') {
                        break;
                    }
                    if !sep.is(',') {
                        return Err(sep.expected("',' or ')' in SWITCHJMP's labels"));
                    }
                }
                let table = JumpTable::new(&labels)
                    .ok_or_else(|| open.err(format!("{} labels: SWITCHJMP takes 1 to 32", labels.len())))?;
                Instruction::SwitchJmp { exec, index, table }
            }
            "ret" | "fret" => {
                no_suffix(&sfx)?;
                let (exec, _) = self.exec()?;
                match mnemonic.as_str() {
                    "ret" => Instruction::Ret { exec, pred },
                    _ => Instruction::Fret { exec, pred },
                }
            }
            "addr_add" => {
                no_suffix(&sfx)?;
                unpredicated(pred)?;
                let (exec, _) = self.exec()?;
                let dst_tok = self.lx.peek()?;
                let DstOperand::Address(dst) = self.dst()? else {
                    return Err(dst_tok.expected("an address operand like A0(0)<1> (addr_add writes an address)"));
                };
                let src0 = self.addr_add_base()?;
                Instruction::AddrAdd { exec, dst, src0, src1: self.src()? }
            }
            "faddr" => {
                no_suffix(&sfx)?;
                unpredicated(pred)?;
                let (name, tok) = self.name_or_string("a function name")?;
                let func = self.function_ref(&name, tok)?;
                Instruction::Faddr { func, dst: self.dst()? }
            }
            "ifcall" => {
                no_suffix(&sfx)?;
                let (exec, _) = self.exec()?;
                let func_addr = self.src()?;
                let (arg_size, _) = self.int("argument size (GRFs)", 0u8, u8::MAX)?;
                let (ret_size, _) = self.int("return size (GRFs)", 0u8, u8::MAX)?;
                Instruction::Ifcall { exec, pred, func_addr, arg_size, ret_size }
            }
            "fcall" => {
                no_suffix(&sfx)?;
                let (exec, _) = self.exec()?;
                let (name, tok) = self.name_or_string("a function name")?;
                let func = self.function_ref(&name, tok)?;
                let (arg_size, _) = self.int("argument size (GRFs)", 0u8, u8::MAX)?;
                let (ret_size, _) = self.int("return size (GRFs)", 0u8, u8::MAX)?;
                Instruction::Fcall { exec, pred, func, arg_size, ret_size }
            }
            _ => return Err(mn.err(format!("unknown instruction '{word}'; supported: {}", supported_instructions()))),
        };
        Ok(inst)
    }
    /// A message: its row's text template, piece by piece.
    fn message(
        &mut self,
        message: Message,
        first: Token<'a>,
        pred: Option<Predicate>,
        mn: Token<'a>,
        sfx: &[Token<'a>],
    ) -> PResult<Instruction> {
        let desc = message.desc();
        // A row whose operation is the mnemonic's tail (LSC atomics) is named as written.
        let mnemonic: &str = match desc.text.first() {
            Some(TextPiece::MnemonicTail(_)) => mn.text,
            _ => desc.mnemonic,
        };
        let kind = |name: FieldName| message.field(name).map(|(_, f)| f.kind);
        if pred.is_some() && kind(FieldName::Pred) != Some(FieldKind::Pred) {
            return Err(first.err(format!("'{mnemonic}' cannot be predicated")));
        }
        let mut f = MessageFields::build(message, |field| match field.kind {
            FieldKind::Pred => FieldValue::Pred(pred),
            _ => FieldValue::Ignored,
        });
        let form = text_form(message);
        // The suffixes: a required one per field but `.unaligned` and an
        // atomic's width, which are optional.
        let (required, optional) = desc.text.iter().fold((0, 0), |(required, optional), piece| match piece {
            TextPiece::Suffix(name) => {
                let (r, o) = suffix_count(kind(*name));
                (required + r, optional + o)
            }
            _ => (required, optional),
        });
        if let Some(extra) = sfx.get(required + optional) {
            return Err(extra.err(format!("unexpected suffix '.{}'; expected {form}", extra.text)));
        }
        if sfx.len() < required {
            return Err(mn.err(format!("missing suffix; expected {form}")));
        }
        let mut next = 0;
        for piece in desc.text {
            let TextPiece::Suffix(name) = *piece else { continue };
            let value = match kind(name) {
                Some(FieldKind::AtomicOp(bits)) => {
                    let widths: &[u32] = match bits {
                        AtomicWidthBits::Bit5 => &[16],
                        AtomicWidthBits::Bits6To5 => &[16, 64],
                    };
                    let (op, width) = atomic_suffixes(mn, &sfx[next..], &form, widths)?;
                    next = sfx.len();
                    FieldValue::Atomic(op, width)
                }
                Some(FieldKind::OwordProperties { unaligned }) => {
                    let set = unaligned && sfx.get(next).is_some_and(|s| s.text.eq_ignore_ascii_case("unaligned"));
                    next += usize::from(set);
                    // The count comes with the `(n)` piece.
                    FieldValue::Properties { num_owords: NumOwords::N1, unaligned: set }
                }
                Some(FieldKind::Channels) => {
                    let ch = sfx[next];
                    next += 1;
                    FieldValue::Channels(ChannelMask::from_text(ch.text).ok_or_else(|| {
                        ch.err(format!("channel mask '{}' is not a subset of RGBA in order", ch.text))
                    })?)
                }
                Some(FieldKind::BlockSize) => {
                    next += 1;
                    let sizes: Vec<u32> = BlockSize::ALL.iter().map(|b| b.bytes()).collect();
                    let message = format!("{mnemonic} block size must be {}", or_list(&sizes));
                    FieldValue::BlockSize(suffix_value(sfx[next - 1], BlockSize::from_bytes, &message)?)
                }
                Some(FieldKind::NumBlocks { max }) => {
                    next += 1;
                    let counts: Vec<u32> = NumBlocks::ALL.iter().map(|n| n.count()).filter(|&n| n <= max).collect();
                    let message = format!("{mnemonic} number of blocks must be {}", or_list(&counts));
                    let from = |n: u32| NumBlocks::from_count(n).filter(|n| n.count() <= max);
                    FieldValue::NumBlocks(suffix_value(sfx[next - 1], from, &message)?)
                }
                Some(FieldKind::LscSfid) => {
                    next += 1;
                    let message = format!(
                        "{mnemonic} unit must be ugm, ugml or slm (.tgm: only lsc_load_quad, lsc_store_quad and the atomics, \
                         LSC_TYPED)"
                    );
                    FieldValue::LscSfid(suffix_name(sfx[next - 1], LscSfid::from_name, &message)?)
                }
                Some(FieldKind::LscFenceUnit) => {
                    next += 1;
                    let message = format!("{mnemonic} unit must be ugm, ugml, tgm or slm");
                    FieldValue::LscFenceUnit(suffix_name(sfx[next - 1], LscFenceUnit::from_name, &message)?)
                }
                Some(FieldKind::LscFenceOp) => {
                    next += 1;
                    let message =
                        format!("{mnemonic} operation must be none, evict, invalidate, discard, clean or flushl3");
                    FieldValue::LscFenceOp(suffix_name(sfx[next - 1], LscFenceOp::from_name, &message)?)
                }
                Some(FieldKind::LscScope) => {
                    next += 1;
                    let message = format!("{mnemonic} scope must be group, local, tile, gpu, gpus, sysrel or sysacq (the page's system is spelled sysrel)");
                    FieldValue::LscScope(suffix_name(sfx[next - 1], LscScope::from_name, &message)?)
                }
                Some(FieldKind::LscCache) => {
                    // Both cache controls, or neither (the defaults).
                    let (l1, l3) = match &sfx[next..] {
                        [] => (LscCache::Df, LscCache::Df),
                        [only] => {
                            return Err(only.err(format!(
                            "{mnemonic} takes both cache controls (.L1.L3, like .uc.ca) or neither, found '.{}' alone",
                            only.text
                        )))
                        }
                        [l1, l3, ..] => {
                            next += 2;
                            let message = format!("{mnemonic} cache control must be df, uc, ca, wb, wt, st or ri");
                            (
                                suffix_name(*l1, LscCache::from_name, &message)?,
                                suffix_name(*l3, LscCache::from_name, &message)?,
                            )
                        }
                    };
                    f.set(FieldName::CachingL3, FieldValue::LscCache(l3));
                    FieldValue::LscCache(l1)
                }
                _ => continue,
            };
            f.set(name, value);
        }
        if let Some(extra) = sfx.get(next) {
            return Err(extra.err(format!("unexpected suffix '.{}'; expected {form}", extra.text)));
        }
        for piece in desc.text {
            match *piece {
                TextPiece::Suffix(_) => {}
                // `from_mnemonic` chose the row by this tail: `lsc_atomic_iadd`.
                TextPiece::MnemonicTail(name) => {
                    let op = mn
                        .word()
                        .and_then(LscAtomicOp::from_mnemonic)
                        .ok_or_else(|| mn.err(format!("{mnemonic}: unknown LSC atomic operation '{}'", mn.text)))?;
                    f.set(name, FieldValue::LscAtomicOp(op));
                }
                TextPiece::Exec => {
                    // A message's exec sizes are the verifier's rule (`exec-size`):
                    // Intel's compiler writes SCATTER4_SCALED at 1 and 2 lanes,
                    // which `validate` runs with a warning.
                    let (exec, _) = self.exec()?;
                    f.set(FieldName::Exec, FieldValue::Exec(exec));
                }
                TextPiece::Count(name) => {
                    let num_owords = self.oword_count(mnemonic)?;
                    let value = match f.get(name) {
                        Some(FieldValue::Properties { unaligned, .. }) => {
                            FieldValue::Properties { num_owords, unaligned }
                        }
                        _ => FieldValue::NumOwords(num_owords),
                    };
                    f.set(name, value);
                }
                TextPiece::LscData(name) => {
                    f.set(name, FieldValue::Raw(self.raw()?));
                    self.punct(':', "and the data shape after LSC data, like V.0:d32x4")?;
                    if kind(FieldName::ChMask) == Some(FieldKind::LscChMask) {
                        // A quad's data: `d32.xzw`.
                        let (size, channels) = self.lsc_quad_shape(mnemonic)?;
                        f.set(FieldName::DataSize, FieldValue::LscDataSize(size));
                        f.set(FieldName::ChMask, FieldValue::LscChMask(channels));
                        continue;
                    }
                    let (size, vector, transposed) = self.lsc_data_shape(mnemonic)?;
                    f.set(FieldName::DataSize, FieldValue::LscDataSize(size));
                    f.set(FieldName::DataElemsPerAddr, FieldValue::LscVectorSize(vector));
                    f.set(FieldName::DataOrder, FieldValue::Transposed(transposed));
                }
                TextPiece::LscAddress(name) => {
                    let model_tok = self.lx.next()?;
                    let model = model_tok.word().and_then(LscAddrModel::from_name).ok_or_else(|| {
                        model_tok.err(format!(
                            "{mnemonic} address must be flat[V.0], bti(S)[V.0], bss(S)[V.0] or ss(S)[V.0], then \
                             :a32 or :a64, found {}; arg addresses are not supported",
                            model_tok.describe()
                        ))
                    })?;
                    let index = match model {
                        LscAddrModel::Flat => LscSurface::FLAT.index,
                        _ => {
                            self.punct('(', "and the surface after the address model, like bti(0x4)")?;
                            let index = self.lsc_surface_index()?;
                            self.punct(')', "to close the surface, like bti(0x4)")?;
                            index
                        }
                    };
                    f.set(FieldName::AddrType, FieldValue::LscAddrType(model));
                    f.set(FieldName::Surface, FieldValue::Scalar(index));
                    self.punct('[', "after the address model, like flat[V.0]")?;
                    f.set(name, FieldValue::Raw(self.raw()?));
                    let sign = self.lx.peek()?;
                    let offset = if sign.is('+') || sign.is('-') {
                        self.lx.next()?;
                        let (magnitude, tok) = self.int("immediate offset", 0u64, 1u64 << 31)?;
                        let value = if sign.is('-') { -(magnitude as i64) } else { magnitude as i64 };
                        i32::try_from(value)
                            .map_err(|_| tok.err(format!("immediate offset {value} is not a 32-bit integer")))?
                    } else {
                        0
                    };
                    f.set(FieldName::AddrImmOffset, FieldValue::ImmOffset(offset));
                    self.punct(']', "to close the address, like flat[V.0+0x10]:a64")?;
                    self.punct(':', "and the address size after the address, like flat[V.0]:a64")?;
                    f.set(FieldName::AddrSize, FieldValue::LscAddrSize(self.lsc_addr_size(mnemonic)?));
                }
                TextPiece::LscTypedAddress => self.lsc_typed_address(mnemonic, &mut f)?,
                TextPiece::Block2dData(name) => {
                    f.set(name, FieldValue::Raw(self.raw()?));
                    self.punct(':', "and the block shape after 2D block data, like V.0:d16.1x16x8nn")?;
                    let shape = self.block2d_shape(mnemonic)?;
                    f.set(FieldName::DataSize, FieldValue::LscDataSize(shape.0));
                    f.set(FieldName::Blocks, FieldValue::Count(shape.1));
                    f.set(FieldName::BlockWidth, FieldValue::Count(shape.2));
                    f.set(FieldName::BlockHeight, FieldValue::Count(shape.3));
                    f.set(FieldName::DataOrder, FieldValue::Transposed(shape.4));
                    f.set(FieldName::Vnni, FieldValue::Vnni(shape.5));
                }
                TextPiece::Block2dAddress => {
                    let model = self.lx.next()?;
                    if !model.word().is_some_and(|w| w.eq_ignore_ascii_case("flat")) {
                        return Err(model.err(format!(
                            "{mnemonic} address must be flat[BASE,W,H,P,X,Y], found {}",
                            model.describe()
                        )));
                    }
                    self.punct('[', "after 'flat'")?;
                    for (i, name) in crate::visa::message::BLOCK2D_SURFACE.into_iter().enumerate() {
                        if i > 0 {
                            self.punct(',', &format!("before the 2D block's {}", name.what()))?;
                        }
                        let ty = if i == 0 { ElemType::UQ } else { ElemType::UD };
                        let src = self.block2d_surface_operand(ty)?;
                        f.set(name, FieldValue::Scalar(src));
                    }
                    self.punct(
                        ']',
                        "to close the 2D block surface, like flat[B(0,0),W(0,0),H(0,0),P(0,0),X(0,0),Y(0,0)]",
                    )?;
                }
                TextPiece::Operand(name) => {
                    let value = match kind(name) {
                        Some(FieldKind::Surface) => FieldValue::Surface(self.surface()?),
                        Some(FieldKind::Scalar) => FieldValue::Scalar(self.src()?),
                        _ => FieldValue::Raw(self.raw()?),
                    };
                    f.set(name, value);
                }
            }
        }
        Instruction::from_message_fields(&f)
            .ok_or_else(|| mn.err(format!("{mnemonic}: the text form does not give every field of its Format")))
    }
}

impl<'a> Parser<'a> {
    /// An LSC data shape `d32`, `d64x4`, `d32x16t`: the data size, the
    /// vector size (`x1` when omitted), `t` for transposed.
    fn lsc_data_shape(&mut self, mnemonic: &str) -> PResult<(LscDataSize, LscVectorSize, bool)> {
        let t = self.lx.next()?;
        let bad = || {
            t.err(format!(
                "{mnemonic} data shape must be d32, d64, d8c32, d16c32 or d16c32h, then x1, x2, x3, x4, x8, x16, \
                 x32 or x64, then t if transposed (like d32x4 or d64x8t), found {}; d8 and d16 are not supported",
                t.describe()
            ))
        };
        let word = t.word().ok_or_else(bad)?.to_ascii_lowercase();
        // The longest spelling first: `d16c32h` before `d16c32`.
        let mut sizes = LscDataSize::ALL;
        sizes.sort_by_key(|d| std::cmp::Reverse(d.name().len()));
        let size = sizes.into_iter().find(|d| word.starts_with(d.name())).ok_or_else(bad)?;
        let rest = &word[size.name().len()..];
        let (rest, transposed) = match rest.strip_suffix('t') {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let vector = match rest.strip_prefix('x') {
            None if rest.is_empty() => LscVectorSize::X1,
            Some(n) => n.parse().ok().and_then(LscVectorSize::from_count).ok_or_else(bad)?,
            None => return Err(bad()),
        };
        Ok((size, vector, transposed))
    }
}

impl<'a> Parser<'a> {
    /// A 2D block shape `d16.2x16x8nn`: the data size, the block count
    /// (`1x` when omitted), width and height, then `n`/`t` for transposed
    /// and `n`/`t` for VNNI (`nn` when omitted).
    fn block2d_shape(&mut self, mnemonic: &str) -> PResult<(LscDataSize, u16, u16, u16, bool, bool)> {
        let size_tok = self.lx.next()?;
        let bad_size = || {
            size_tok.err(format!(
                "{mnemonic} data size must be d8, d16, d32 or d64 (like d16.1x16x8nn), found {}",
                size_tok.describe()
            ))
        };
        let word = size_tok.word().ok_or_else(bad_size)?.to_ascii_lowercase();
        let size = LscDataSize::BLOCK2D.into_iter().find(|d| d.name() == word).ok_or_else(bad_size)?;
        self.punct('.', "between the data size and the block shape, like d16.1x16x8nn")?;
        let t = self.lx.next()?;
        let bad = || {
            t.err(format!(
                "{mnemonic} block shape must be [BLOCKS x]WIDTH x HEIGHT then nn, nt, tn or tt (like 2x16x8nn),                  found {}",
                t.describe()
            ))
        };
        let word = t.word().ok_or_else(bad)?.to_ascii_lowercase();
        let digits_end = word.trim_end_matches(['n', 't']).len();
        let (dims, letters) = word.split_at(digits_end);
        let (transposed, vnni) = match letters {
            "" | "nn" => (false, false),
            "tn" => (true, false),
            "nt" => (false, true),
            "tt" => (true, true),
            _ => return Err(bad()),
        };
        let numbers: Vec<u16> =
            dims.split('x').map(|n| n.parse::<u16>()).collect::<Result<_, _>>().map_err(|_| bad())?;
        let (blocks, width, height) = match numbers[..] {
            [w, h] => (1, w, h),
            [b, w, h] => (b, w, h),
            _ => return Err(bad()),
        };
        Ok((size, blocks, width, height, transposed, vnni))
    }

    /// One of the six operands of a 2D block's `flat[...]`: a variable
    /// `V` or `V(row,col)`, or an integer (of type `ty`).
    fn block2d_surface_operand(&mut self, ty: ElemType) -> PResult<SrcOperand> {
        let t = self.lx.peek()?;
        if t.word().is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit())) {
            let max = if ty == ElemType::UQ { u64::MAX } else { u64::from(u32::MAX) };
            let (value, _) = self.int("2D block surface immediate", 0u64, max)?;
            return Ok(SrcOperand::imm(ty, value));
        }
        let var = self.gen_var()?;
        let (row, col) = if self.lx.peek()?.is('(') { self.origin(t)? } else { (0, 0) };
        Ok(SrcOperand::General { var, row, col, region: Region::SCALAR, modifier: SrcModifier::None })
    }

    /// The surface of a `bti`, `bss` or `ss` address: an immediate
    /// (`0x4`) or a general variable's element (`S`, `S(0,1)`), as both of
    /// Intel's assemblers take it.
    /// LSC_TYPED coordinates: `bti(S)[U.0,V.0,R.0,LOD.0]:a32`, those after
    /// U optional (`%null`), none written as `%null` (both Intel assemblers
    /// refuse it there).
    fn lsc_typed_address(&mut self, mnemonic: &str, f: &mut MessageFields) -> PResult<()> {
        let model_tok = self.lx.next()?;
        let model = model_tok.word().and_then(LscAddrModel::from_name).filter(|m| *m != LscAddrModel::Flat);
        let model = model.ok_or_else(|| {
            model_tok.err(format!(
                "{mnemonic} coordinates must be bti(S)[U.0,V.0,R.0,LOD.0], bss(S)[..] or ss(S)[..], then :a32 \
                 or :a64, found {}",
                model_tok.describe()
            ))
        })?;
        self.punct('(', "and the surface after the address model, like bti(0x4)")?;
        let index = self.lsc_surface_index()?;
        self.punct(')', "to close the surface, like bti(0x4)")?;
        f.set(FieldName::AddrType, FieldValue::LscAddrType(model));
        f.set(FieldName::Surface, FieldValue::Scalar(index));
        self.punct('[', "after the surface, like bti(0x4)[U.0,V.0]")?;
        let names = [FieldName::U, FieldName::V, FieldName::R, FieldName::Lod];
        for (i, name) in names.into_iter().enumerate() {
            let coordinate = if i == 0 || self.lx.peek()?.is(',') {
                if i > 0 {
                    self.lx.next()?;
                }
                let at = self.lx.peek()?;
                let raw = self.raw()?;
                if raw.is_null() {
                    return Err(at.err(format!(
                        "{mnemonic}: leave a coordinate out rather than write %null (Intel's assemblers refuse it)"
                    )));
                }
                raw
            } else {
                RawOperand::NULL
            };
            f.set(name, FieldValue::Raw(coordinate));
        }
        self.punct(']', "to close the coordinates (U, V, R, LOD at most), like bti(0x4)[U.0,V.0]:a32")?;
        self.punct(':', "and the address size after the coordinates, like bti(0x4)[U.0]:a32")?;
        f.set(FieldName::AddrSize, FieldValue::LscAddrSize(self.lsc_addr_size(mnemonic)?));
        Ok(())
    }

    /// `a32` or `a64`, after an LSC address's `:`.
    fn lsc_addr_size(&mut self, mnemonic: &str) -> PResult<LscAddrSize> {
        let size = self.lx.next()?;
        size.word()
            .and_then(LscAddrSize::from_name)
            .ok_or_else(|| size.err(format!("{mnemonic} address size must be a32 or a64, found {}", size.describe())))
    }

    fn lsc_surface_index(&mut self) -> PResult<SrcOperand> {
        let t = self.lx.peek()?;
        if t.word().is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit())) {
            let (bits, _) = self.int("surface", 0u64, u64::from(u32::MAX))?;
            return Ok(SrcOperand::imm(ElemType::UD, bits));
        }
        let var = self.gen_var()?;
        let (row, col) = if self.lx.peek()?.is('(') { self.origin(t)? } else { (0, 0) };
        Ok(SrcOperand::General { var, row, col, region: Region::SCALAR, modifier: SrcModifier::None })
    }

    /// A quad's data shape `d32.xzw`: the data size, then the enabled
    /// channels, a non-empty subsequence of `xyzw` (vISA spec, LSC_UNTYPED:
    /// ChMask; "the data suffix `.xzw`").
    fn lsc_quad_shape(&mut self, mnemonic: &str) -> PResult<(LscDataSize, LscChannels)> {
        let t = self.lx.next()?;
        let size = t.word().and_then(LscDataSize::from_name).ok_or_else(|| {
            t.err(format!(
                "{mnemonic} data shape must be a data size and channels, like d32.xzw, found {}",
                t.describe()
            ))
        })?;
        self.punct('.', "and the channels after the data size, like d32.xzw")?;
        let c = self.lx.next()?;
        let channels = c.word().and_then(LscChannels::from_name).ok_or_else(|| {
            c.err(format!(
                "{mnemonic} channels must be some of x, y, z, w in that order (like xzw), found {}",
                c.describe()
            ))
        })?;
        Ok((size, channels))
    }
}

/// The suffixes a field's text takes: how many it needs and how many more
/// it may have (an atomic's width, `.unaligned`).
fn suffix_count(kind: Option<FieldKind>) -> (usize, usize) {
    match kind {
        Some(FieldKind::AtomicOp(_)) => (1, 1),
        Some(FieldKind::OwordProperties { unaligned }) => (0, usize::from(unaligned)),
        Some(
            FieldKind::Channels
            | FieldKind::BlockSize
            | FieldKind::NumBlocks { .. }
            | FieldKind::LscSfid
            | FieldKind::LscFenceUnit
            | FieldKind::LscFenceOp
            | FieldKind::LscScope,
        ) => (1, 0),
        Some(FieldKind::LscCache) => (0, 2),
        _ => (0, 0),
    }
}

/// The text form of a message for errors: `svm_gather.<block size>.<number
/// of blocks>, like svm_gather.4.1`, `svm_block_ld[.unaligned]`, `'oword_st'
/// without suffixes`.
fn text_form(message: Message) -> String {
    let desc = message.desc();
    let mnemonic = desc.mnemonic;
    let (mut form, mut like) = (mnemonic.to_string(), mnemonic.to_string());
    if let Some(TextPiece::MnemonicTail(_)) = desc.text.first() {
        form.push_str("_<op>");
        like.push_str("_iadd");
    }
    let mut suffixes = 0;
    for piece in desc.text {
        let TextPiece::Suffix(name) = *piece else { continue };
        suffixes += 1;
        let Some((_, field)) = message.field(name) else { continue };
        let (what, example) = match field.kind {
            FieldKind::AtomicOp(AtomicWidthBits::Bit5) => (".<op>[.16]", ".add"),
            FieldKind::AtomicOp(AtomicWidthBits::Bits6To5) => (".<op>[.16|.64]", ".add"),
            FieldKind::Channels => (".<channels>", ".RG"),
            FieldKind::BlockSize => (".<block size>", ".4"),
            FieldKind::NumBlocks { .. } => (".<number of blocks>", ".1"),
            FieldKind::OwordProperties { unaligned: true } => ("[.unaligned]", ""),
            FieldKind::LscSfid => (".<ugm|ugml|slm>", ".ugm"),
            FieldKind::LscFenceUnit => (".<ugm|ugml|tgm|slm>", ".ugm"),
            FieldKind::LscFenceOp => (".<none|evict|invalidate|discard|clean|flushl3>", ".none"),
            FieldKind::LscScope => (".<group|local|tile|gpu|gpus|sysrel|sysacq>", ".gpu"),
            FieldKind::LscCache => ("[.<L1>.<L3>]", ""),
            _ => ("", ""),
        };
        form.push_str(what);
        like.push_str(example);
    }
    match suffixes {
        0 => format!("'{mnemonic}' without suffixes"),
        _ if like == mnemonic => form,
        _ => format!("{form}, like {like}"),
    }
}

/// `1, 2 or 4`.
fn or_list(items: &[u32]) -> String {
    match items {
        [] => String::new(),
        [only] => only.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(u32::to_string).collect();
            format!("{} or {last}", init.join(", "))
        }
    }
}

/// Checks that the mnemonic `mn` has exactly `N` suffixes.
fn suffixes<'a, const N: usize>(mn: Token<'a>, sfx: &[Token<'a>], form: &str) -> PResult<[Token<'a>; N]> {
    match sfx.get(N) {
        Some(extra) => Err(extra.err(format!("unexpected suffix '.{}'; expected {form}", extra.text))),
        None => <[Token; N]>::try_from(sfx).map_err(|_| mn.err(format!("missing suffix; expected {form}"))),
    }
}

/// The `.<op>[.16|.64]` suffixes of an atomic message, the widths beyond 32
/// bits that `widths` allows.
fn atomic_suffixes<'a>(
    mn: Token<'a>,
    sfx: &[Token<'a>],
    form: &str,
    widths: &[u32],
) -> PResult<(AtomicOp, AtomicWidth)> {
    let (op_tok, width) = match sfx {
        [] => return Err(mn.err(format!("missing suffix; expected {form}"))),
        [op] => (*op, AtomicWidth::W32),
        [op, w, rest @ ..] => {
            let width = match w.text {
                "16" if widths.contains(&16) => AtomicWidth::W16,
                "64" if widths.contains(&64) => AtomicWidth::W64,
                _ => {
                    let allowed: Vec<String> = widths.iter().map(|b| format!("'.{b}'")).collect();
                    let bits: Vec<String> = widths.iter().map(|b| b.to_string()).collect();
                    return Err(w.err(format!(
                        "expected {} (the {}-bit form) or nothing, found '.{}'",
                        allowed.join(" or "),
                        bits.join("- or "),
                        w.text
                    )));
                }
            };
            if let Some(extra) = rest.first() {
                return Err(extra.err(format!("unexpected suffix '.{}'; expected {form}", extra.text)));
            }
            (*op, width)
        }
    };
    // Intel's assembler spells IMIN/IMAX `minsint`/`maxsint`; the spec's grammar `imin`/`imax`: both are read.
    let lower = op_tok.text.to_ascii_lowercase();
    let op = AtomicOp::ALL.iter().copied().find(|o| o.asm_name() == lower || o.name() == lower);
    let op = op.ok_or_else(|| {
        let all: Vec<_> = AtomicOp::ALL.iter().map(|o| o.asm_name()).collect();
        op_tok.err(format!(
            "unknown atomic operation '{}'; supported: {} (imin and imax also read as minsint, maxsint)",
            op_tok.text,
            all.join(", ")
        ))
    })?;
    Ok((op, width))
}

/// A numeric suffix (`svm_gather.4.1`) mapped through `from`.
fn suffix_value<T>(tok: Token, from: impl Fn(u32) -> Option<T>, message: &str) -> PResult<T> {
    let n = parse_uint(tok.text).ok().and_then(|n| u32::try_from(n).ok());
    n.and_then(from).ok_or_else(|| tok.err(format!("{message}, found '{}'", tok.text)))
}

/// A suffix that is a name (`.ugm`, `.uc`).
fn suffix_name<T>(tok: Token, from: impl Fn(&str) -> Option<T>, message: &str) -> PResult<T> {
    from(tok.text).ok_or_else(|| tok.err(format!("{message}, found '{}'", tok.text)))
}

#[cfg(test)]
mod tests {
    use super::operands::{immediate_bits, round_float};
    use super::*;

    #[test]
    fn rounds_to_half_and_bfloat16() {
        let hf = |x: f64| round_float(x, 5, 10);
        assert_eq!(hf(1.0), 0x3c00);
        assert_eq!(hf(1.5), 0x3e00);
        assert_eq!(hf(-2.0), 0xc000);
        assert_eq!(hf(65504.0), 0x7bff);
        assert_eq!(hf(65519.0), 0x7bff);
        assert_eq!(hf(65520.0), 0x7c00); // rounds to infinity
        assert_eq!(hf(1e10), 0x7c00);
        assert_eq!(hf(2f64.powi(-24)), 0x0001); // smallest subnormal
        assert_eq!(hf(2f64.powi(-25)), 0x0000); // half-way, ties to even
        assert_eq!(hf(1.5 * 2f64.powi(-25)), 0x0001);
        assert_eq!(hf(2f64.powi(-14)), 0x0400); // smallest normal
        assert_eq!(hf(1.0 + 2f64.powi(-11)), 0x3c00); // tie, to even
        assert_eq!(hf(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02); // tie, to even
        assert_eq!(hf(-0.0), 0x8000);
        assert_eq!(hf(f64::NAN) & 0x7e00, 0x7e00);
        assert_eq!(hf(f64::NEG_INFINITY), 0xfc00);
        assert_eq!(hf(1e-300), 0);
        assert_eq!(round_float(1.0, 8, 7), 0x3f80);
        assert_eq!(round_float(-1.5, 8, 7), 0xbfc0);
        assert_eq!(round_float(f64::MAX, 8, 7), 0x7f80);
    }

    #[test]
    fn agrees_with_f32_rounding() {
        // The same routine with f32's parameters must match Rust's `as f32`.
        for x in [0.1, 1.0 / 3.0, 1e-40, 3.4028235677973366e38, 1e39, 2.5e-45, 7.0e-46, -123.456] {
            assert_eq!(round_float(x, 8, 23), u64::from((x as f32).to_bits()), "{x}");
        }
    }

    #[test]
    fn immediate_literals() {
        assert_eq!(immediate_bits("0x10", ElemType::UD), Ok(0x10));
        assert_eq!(immediate_bits("16", ElemType::UD), Ok(16));
        assert_eq!(immediate_bits("-1", ElemType::D), Ok(0xffff_ffff));
        assert_eq!(immediate_bits("-128", ElemType::B), Ok(0x80));
        assert!(immediate_bits("-129", ElemType::B).is_err());
        assert!(immediate_bits("256", ElemType::UB).is_err());
        assert_eq!(immediate_bits("-1", ElemType::Q), Ok(u64::MAX));
        assert_eq!(immediate_bits("-9223372036854775808", ElemType::Q), Ok(1 << 63));
        assert!(immediate_bits("18446744073709551616", ElemType::UQ).is_err());
        assert_eq!(immediate_bits("1.5", ElemType::F), Ok(0x3fc0_0000));
        assert_eq!(immediate_bits("16", ElemType::F), Ok(0x4180_0000));
        assert_eq!(immediate_bits("0x3f800000", ElemType::F), Ok(0x3f80_0000));
        assert_eq!(immediate_bits("1.5", ElemType::DF), Ok(0x3ff8_0000_0000_0000));
        assert_eq!(immediate_bits("-1.5e0", ElemType::HF), Ok(0xbe00));
        assert_eq!(immediate_bits("1.0", ElemType::BF), Ok(0x3f80));
        assert!(immediate_bits("1.5", ElemType::UD).is_err());
        assert!(immediate_bits("1.5", ElemType::VF).is_err());
    }
}
