//! The vISA object file (`.isa`, `compile --emit isa`): the header of the
//! header chapter ("The Virtual ISA Object Format") and one kernel object
//! per kernel, as Intel's vISA reader reads them (little-endian):
//!
//! ```text
//! common_isa_header { UD magic 'CISA'; UB major, minor; UW num_kernels;
//!                     kernel_info[num_kernels]; UW num_variables (0); UW num_functions (0) }
//! kernel_info       { UW name_len; name; UD offset; UD size; UD input_offset;
//!                     UW 0 (variable relocs); UW 0 (function relocs); UB 0 (Gen binaries) }
//! kernel_data       { UD string_count; strings (NUL-terminated, n0 = ""); UD name_index;
//!                     UD variable_count; var_info[]; UW address_count; address_info[]; UW predicate_count;
//!                     predicate_info[]; UW label_count; label_info[]; UB 0 (samplers); UB surface_count;
//!                     surface_info[]; UB 0 (VME); UD num_inputs; input_info[]; UD size;
//!                     UD entry; UW attribute_count; attribute_info[]; instructions }
//! var_info          { UD name; UB type | align << 4; UW num_elements; UD alias_index;
//!                     UW alias_offset; UB 0 (scope); UB 0 (attributes) }
//! address_info, predicate_info, surface_info { UD name; UW num_elements; UB 0 (attributes) }
//! label_info        { UD name; UB kind (0 block, 1 subroutine); UB 0 (attributes) }
//! input_info        { B kind (0 general, 2 surface; provenance << 3); UD id; W offset; UW size }
//! attribute_info    { UD name; UB size; value bytes (an integer attribute's i32, a string's text) }
//! ```
//!
//! Variable ids count the predefined ones (the first declared variable is
//! V32, surface T6, predicate P1), as instructions name them. Kernel
//! attributes carry their text value. What the text keeps in comments (the
//! LLVM names behind renamed declarations) is not in the binary form.
//! Global functions, FCALL's callees (`.funcdecl`) and IGC's `v_name` on
//! surfaces have no place in this subset; [`encode_file`] refuses them.

use crate::visa::binary::{decode_instruction, encode_instruction, DecodeError, EncodeError};
use crate::visa::names::{MAX_KERNEL_NAME_LEN, MAX_NAME_LEN};
use crate::visa::program::*;
use crate::visa::types::*;

/// `'CISA'`, the magic number of the header.
pub const MAGIC: u32 = 0x4153_4943;

/// The object file of `program`.
pub fn encode_file(program: &Program) -> Result<Vec<u8>, EncodeError> {
    for k in &program.kernels {
        if k.kind == UnitKind::Function {
            return Err(EncodeError::NotInObjectFile("a global function (.global_function)"));
        }
        if !k.functions.is_empty() {
            return Err(EncodeError::NotInObjectFile("a called function (.funcdecl, fcall)"));
        }
        if k.surfaces.iter().any(|s| s.v_name.is_some()) {
            return Err(EncodeError::NotInObjectFile("a surface's v_name"));
        }
    }
    let objects: Vec<(Vec<u8>, u32)> = program.kernels.iter().map(kernel_object).collect::<Result<_, _>>()?;
    let mut header = Vec::new();
    put32(&mut header, MAGIC);
    header.extend([program.version.major, program.version.minor]);
    put16(&mut header, fits("the number of kernels", program.kernels.len() as u64, u16::MAX)?);
    let table: usize = program.kernels.iter().map(|k| 2 + k.name.len() + 4 + 4 + 4 + 2 + 2 + 1).sum();
    let mut offset = header.len() + table + 2 + 2;
    for (k, (object, inputs_at)) in program.kernels.iter().zip(&objects) {
        put16(&mut header, fits("a kernel name's length", k.name.len() as u64, u16::MAX)?);
        header.extend(k.name.as_bytes());
        put32(&mut header, offset as u32);
        put32(&mut header, object.len() as u32);
        put32(&mut header, (offset as u32).wrapping_add(*inputs_at));
        put16(&mut header, 0);
        put16(&mut header, 0);
        header.push(0);
        offset += object.len();
    }
    put16(&mut header, 0);
    put16(&mut header, 0);
    for (object, _) in objects {
        header.extend(object);
    }
    Ok(header)
}

/// A kernel object and the offset of its `num_inputs` field in it.
fn kernel_object(k: &Kernel) -> Result<(Vec<u8>, u32), EncodeError> {
    let mut strings = vec![String::new(), k.name.clone()];
    let mut name = |s: &str| {
        strings.push(s.to_string());
        (strings.len() - 1) as u32
    };
    let var_names: Vec<u32> = k.vars.iter().map(|v| name(&v.name)).collect();
    let addr_names: Vec<u32> = k.addrs.iter().map(|a| name(&a.name)).collect();
    let pred_names: Vec<u32> = k.preds.iter().map(|p| name(&p.name)).collect();
    let surface_names: Vec<u32> = k.surfaces.iter().map(|s| name(&s.name)).collect();
    let label_names: Vec<u32> = k.labels.iter().map(|l| name(&l.name)).collect();
    let attr_names: Vec<u32> = k.attrs.iter().map(|a| name(&a.name)).collect();

    let mut o = Vec::new();
    put32(&mut o, strings.len() as u32);
    for s in &strings {
        o.extend(s.as_bytes());
        o.push(0);
    }
    put32(&mut o, 1);
    put32(&mut o, k.vars.len() as u32);
    for (v, &n) in k.vars.iter().zip(&var_names) {
        put32(&mut o, n);
        o.push(v.ty.code() | (v.align as u8) << 4);
        put16(&mut o, fits("num_elts", v.num_elts, u16::MAX)?);
        let alias = v.alias.unwrap_or(Alias { base: GenVarId::NULL, offset: 0 });
        put32(&mut o, alias.base.0);
        put16(&mut o, fits("an alias offset", alias.offset, u16::MAX)?);
        o.extend([0, 0]);
    }
    put16(&mut o, fits("the number of address variables", k.addrs.len() as u64, u16::MAX)?);
    for (a, &n) in k.addrs.iter().zip(&addr_names) {
        put32(&mut o, n);
        put16(&mut o, a.num_elts);
        o.push(0);
    }
    put16(&mut o, fits("the number of predicates", k.preds.len() as u64, u16::MAX)?);
    for (p, &n) in k.preds.iter().zip(&pred_names) {
        put32(&mut o, n);
        put16(&mut o, fits("num_elts", p.num_elts, u16::MAX)?);
        o.push(0);
    }
    put16(&mut o, fits("the number of labels", k.labels.len() as u64, u16::MAX)?);
    for (l, &n) in k.labels.iter().zip(&label_names) {
        put32(&mut o, n);
        o.push(match l.kind {
            LabelKind::Block => 0,
            LabelKind::Subroutine => 1,
        });
        o.push(0);
    }
    o.push(0);
    o.push(fits("the number of surfaces", k.surfaces.len() as u64, u8::MAX)?);
    for (s, &n) in k.surfaces.iter().zip(&surface_names) {
        put32(&mut o, n);
        put16(&mut o, fits("num_elts", s.num_elts, u16::MAX)?);
        o.push(0);
    }
    o.push(0);
    let inputs_at = o.len() as u32;
    put32(&mut o, k.inputs.len() as u32);
    for input in &k.inputs {
        let (kind, id) = match input.var {
            InputVar::General(v) => (0u8, v.0),
            InputVar::Surface(s) => (2u8, u32::from(s.0)),
        };
        o.push(kind | input.provenance << 3);
        put32(&mut o, id);
        // `offset` is a W field: at most 32767.
        put16(&mut o, fits("an input offset", input.offset, i16::MAX as u16)?);
        put16(&mut o, fits("an input size", input.size, u16::MAX)?);
    }
    let mut body = Vec::new();
    for inst in &k.body {
        body.extend(encode_instruction(inst)?);
    }
    put32(&mut o, body.len() as u32);
    let mut attrs = Vec::new();
    put16(&mut attrs, fits("the number of attributes", k.attrs.len() as u64, u16::MAX)?);
    for (a, &n) in k.attrs.iter().zip(&attr_names) {
        put32(&mut attrs, n);
        let value = attribute_value(a)?;
        attrs.push(fits("an attribute value's length", value.len() as u64, u8::MAX)?);
        attrs.extend(value);
    }
    // The entry: past itself and the attribute table.
    let entry = (o.len() + 4 + attrs.len()) as u32;
    put32(&mut o, entry);
    o.extend(attrs);
    o.extend(body);
    Ok((o, inputs_at))
}

/// The kernel attributes the assembler reads as 32-bit integers (vISA's
/// `VISAAttributes.def`, its `DEF_ATTR_INT32` rows); the others are flags
/// (no value) or strings.
pub const INT_ATTRIBUTES: [&str; 11] = [
    "Target",
    "SLMSize",
    "SpillMemOffset",
    "ArgSize",
    "RetValSize",
    "PerThreadInputSize",
    "SimdSize",
    "Scope",
    "SurfaceUsage",
    "CrossThreadInputSize",
    "NBarrierCnt",
];

/// `Target`'s values as the text names them (`Target="cm"`): 0, 1, 2.
const TARGETS: [&str; 3] = ["\"cm\"", "\"3d\"", "\"cs\""];

/// The bytes of an attribute's value: an integer attribute's as a
/// little-endian `i32`, another's as its text.
fn attribute_value(a: &KernelAttr) -> Result<Vec<u8>, EncodeError> {
    let text = a.value.as_deref().unwrap_or("");
    if !INT_ATTRIBUTES.contains(&a.name.as_str()) {
        return Ok(text.as_bytes().to_vec());
    }
    let target = (a.name == "Target").then(|| TARGETS.iter().position(|&t| t == text)).flatten();
    let value = target.map(|t| t as i32).or_else(|| text.parse::<i32>().ok());
    let value =
        value.ok_or(EncodeError::NotInObjectFile("an integer attribute whose value is not a 32-bit integer"))?;
    Ok(value.to_le_bytes().to_vec())
}

/// An attribute's text from its bytes (the inverse of [`attribute_value`]).
fn attribute_text(name: &str, bytes: &[u8]) -> Option<String> {
    if !INT_ATTRIBUTES.contains(&name) {
        return (!bytes.is_empty()).then(|| String::from_utf8_lossy(bytes).into_owned());
    }
    let value = match *bytes {
        [] => return None,
        [a] => i32::from(a as i8),
        [a, b] => i32::from(i16::from_le_bytes([a, b])),
        [a, b, c, d] => i32::from_le_bytes([a, b, c, d]),
        _ => return Some(String::from_utf8_lossy(bytes).into_owned()),
    };
    match usize::try_from(value).ok().and_then(|v| TARGETS.get(v)) {
        Some(target) if name == "Target" => Some(target.to_string()),
        _ => Some(value.to_string()),
    }
}

fn put16(out: &mut Vec<u8>, v: u16) {
    out.extend(v.to_le_bytes());
}

/// `value` as a field of `T`, or the error naming `what`.
fn fits<T: TryFrom<u64> + Into<u64>>(what: &'static str, value: impl Into<u64>, max: T) -> Result<T, EncodeError> {
    let value = value.into();
    let max = max.into();
    T::try_from(value).ok().filter(|_| value <= max).ok_or(EncodeError::TooLarge { what, value, max })
}

fn put32(out: &mut Vec<u8>, v: u32) {
    out.extend(v.to_le_bytes());
}

/// Reads an object file written by [`encode_file`] (or any with the same
/// features: no relocations, file-scope variables, functions,
/// samplers or VME variables).
pub fn decode_file(bytes: &[u8]) -> Result<Program, DecodeError> {
    let mut r = Cursor { bytes, pos: 0 };
    let magic = r.u32("magic number")?;
    if magic != MAGIC {
        return Err(DecodeError::BadField { at: 0, field: "magic number (expected 'CISA')", value: magic });
    }
    let version = Version { major: r.u8("major version")?, minor: r.u8("minor version")? };
    let count = r.u16("kernel count")?;
    let mut objects = Vec::new();
    for _ in 0..count {
        let len = usize::from(r.u16("kernel name length")?);
        r.take(len, "kernel name")?;
        let at = r.pos;
        let offset = r.u32("kernel offset")? as usize;
        let size = r.u32("kernel size")? as usize;
        let _inputs = r.u32("input offset")?;
        r.zero16("variable relocations")?;
        r.zero16("function relocations")?;
        r.zero8("Gen binaries")?;
        if offset.checked_add(size).is_none_or(|end| end > bytes.len()) {
            return Err(r.bad(at, "kernel offset (the kernel object lies past the end of the file)", offset as u32));
        }
        objects.push((offset, size, at));
    }
    r.zero16("file-scope variables")?;
    r.zero16("functions")?;
    // Each kernel object is its own bytes, read once: a table that names one
    // object 65,535 times is not a file of 65,535 kernels, and decoding
    // stays linear in the file's size.
    let mut by_offset: Vec<_> = objects.iter().collect();
    by_offset.sort_unstable();
    if let Some(pair) = by_offset.windows(2).find(|w| w[0].0 + w[0].1 > w[1].0) {
        return Err(r.bad(pair[1].2, "kernel offset (kernel objects overlap)", pair[1].0 as u32));
    }
    let kernels = objects
        .into_iter()
        .map(|(offset, size, _)| Cursor { bytes: &bytes[..offset + size], pos: offset }.kernel())
        .collect::<Result<_, _>>()?;
    Ok(Program { version, kernels })
}

struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], DecodeError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(DecodeError::UnexpectedEnd { at: self.pos, what })?;
        let slice = &self.bytes[self.pos..end];
        self.pos = end;
        Ok(slice)
    }

    fn u8(&mut self, what: &'static str) -> Result<u8, DecodeError> {
        Ok(self.take(1, what)?[0])
    }

    fn u16(&mut self, what: &'static str) -> Result<u16, DecodeError> {
        let b = self.take(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn u32(&mut self, what: &'static str) -> Result<u32, DecodeError> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn bad(&self, at: usize, field: &'static str, value: u32) -> DecodeError {
        DecodeError::BadField { at, field, value }
    }

    fn zero8(&mut self, what: &'static str) -> Result<(), DecodeError> {
        let at = self.pos;
        match self.u8(what)? {
            0 => Ok(()),
            n => Err(self.bad(at, what, u32::from(n))),
        }
    }

    fn zero16(&mut self, what: &'static str) -> Result<(), DecodeError> {
        let at = self.pos;
        match self.u16(what)? {
            0 => Ok(()),
            n => Err(self.bad(at, what, u32::from(n))),
        }
    }

    /// String `index` of `strings`, as the name of a variable, label,
    /// surface or attribute: at most [`MAX_NAME_LEN`] bytes, as vISA names
    /// are (each reference copies it: a megabyte name named a million times
    /// would be a terabyte).
    fn string(&self, strings: &[String], index: u32, at: usize) -> Result<String, DecodeError> {
        self.name(strings, index, at, MAX_NAME_LEN)
    }

    fn name(&self, strings: &[String], index: u32, at: usize, max: usize) -> Result<String, DecodeError> {
        let name = strings.get(index as usize).ok_or_else(|| self.bad(at, "string index", index))?;
        if name.len() > max {
            let field = if max == MAX_NAME_LEN {
                "name length (at most 64 bytes: vISA spec, header chapter, var_info)"
            } else {
                "kernel name length (at most 1023 bytes: vISA spec, header chapter)"
            };
            return Err(self.bad(at, field, name.len() as u32));
        }
        Ok(name.clone())
    }

    fn kernel(&mut self) -> Result<Kernel, DecodeError> {
        let start = self.pos;
        let count = self.u32("string count")?;
        let mut strings = Vec::new();
        for _ in 0..count {
            let rest = self.bytes.get(self.pos..).unwrap_or(&[]);
            let len =
                rest.iter().position(|&b| b == 0).ok_or(DecodeError::UnexpectedEnd { at: self.pos, what: "string" })?;
            strings.push(String::from_utf8_lossy(self.take(len, "string")?).into_owned());
            self.take(1, "string terminator")?;
        }
        let at = self.pos;
        let index = self.u32("kernel name index")?;
        let mut k = Kernel::new(self.name(&strings, index, at, MAX_KERNEL_NAME_LEN)?);
        let mut alias_at = Vec::new();
        for _ in 0..self.u32("variable count")? {
            let at = self.pos;
            alias_at.push(at + 7);
            let name = self.u32("variable name")?;
            let props = self.u8("variable type and alignment")?;
            let ty =
                ElemType::from_code(props & 0xf).ok_or_else(|| self.bad(at + 4, "variable type", u32::from(props)))?;
            let align = Align::ALL.get(usize::from(props >> 4)).copied();
            let align = align.ok_or_else(|| self.bad(at + 4, "variable alignment", u32::from(props)))?;
            let num_elts = u32::from(self.u16("number of elements")?);
            let base = self.u32("alias index")?;
            let offset = u32::from(self.u16("alias offset")?);
            self.zero8("alias scope")?;
            self.zero8("variable attributes")?;
            let alias = (base != 0).then_some(Alias { base: GenVarId(base), offset });
            k.declare_var(GenVar { name: self.string(&strings, name, at)?, ty, num_elts, align, alias });
        }
        // The text cannot name a base declared later; an object file can,
        // and a chain that comes back to itself has no root (every reader
        // of the kernel would follow it for ever).
        if let Some(i) = first_alias_cycle(&k) {
            let base = k.vars[i].alias.map_or(0, |a| a.base.0);
            return Err(self.bad(alias_at[i], "alias index (a cycle of aliases)", base));
        }
        for _ in 0..self.u16("address variable count")? {
            let at = self.pos;
            let name = self.u32("address variable name")?;
            let num_elts = self.u16("number of elements")?;
            self.zero8("address variable attributes")?;
            let addr = AddrVar { name: self.string(&strings, name, at)?, num_elts };
            k.declare_addr(addr).ok_or_else(|| self.bad(at, "address variable count", 4096))?;
        }
        for _ in 0..self.u16("predicate count")? {
            let at = self.pos;
            let name = self.u32("predicate name")?;
            let num_elts = u32::from(self.u16("number of elements")?);
            self.zero8("predicate attributes")?;
            let pred = PredVar { name: self.string(&strings, name, at)?, num_elts };
            k.declare_pred(pred).ok_or_else(|| self.bad(at, "predicate count", 4096))?;
        }
        for _ in 0..self.u16("label count")? {
            let at = self.pos;
            let name = self.u32("label name")?;
            let kind = match self.u8("label kind")? {
                0 => LabelKind::Block,
                1 => LabelKind::Subroutine,
                n => return Err(self.bad(at + 4, "label kind", u32::from(n))),
            };
            self.zero8("label attributes")?;
            k.labels.push(Label { name: self.string(&strings, name, at)?, kind });
        }
        self.zero8("samplers")?;
        for _ in 0..self.u8("surface count")? {
            let at = self.pos;
            let name = self.u32("surface name")?;
            let num_elts = u32::from(self.u16("number of elements")?);
            self.zero8("surface attributes")?;
            let surface = SurfaceVar { name: self.string(&strings, name, at)?, num_elts, v_name: None };
            k.declare_surface(surface).ok_or_else(|| self.bad(at, "surface count", 256))?;
        }
        self.zero8("VME variables")?;
        for _ in 0..self.u32("input count")? {
            let at = self.pos;
            let byte = self.u8("input kind")?;
            let (kind, provenance) = (byte & 0b111, byte >> 3);
            let id = self.u32("input id")?;
            let var = match kind {
                0 => InputVar::General(GenVarId(id)),
                2 => InputVar::Surface(SurfaceId(u8::try_from(id).map_err(|_| self.bad(at + 1, "surface id", id))?)),
                _ => return Err(self.bad(at, "input kind", u32::from(kind))),
            };
            let offset = u32::from(self.u16("input offset")?);
            let size = u32::from(self.u16("input size")?);
            k.inputs.push(Input { var, offset, size, provenance });
        }
        let size = self.u32("instruction bytes")? as usize;
        let entry = self.u32("entry")? as usize;
        for _ in 0..self.u16("attribute count")? {
            let at = self.pos;
            let name = self.u32("attribute name")?;
            let len = usize::from(self.u8("attribute size")?);
            let bytes = self.take(len, "attribute value")?;
            let name = self.string(&strings, name, at)?;
            let value = attribute_text(&name, bytes);
            k.attrs.push(KernelAttr { name, value });
        }
        let body_at = start.checked_add(entry).ok_or_else(|| self.bad(self.pos, "entry", entry as u32))?;
        self.pos = body_at;
        let body = self.take(size, "instructions")?;
        let mut at = 0;
        while at < body.len() {
            let (inst, len) = decode_instruction(&body[at..]).map_err(|e| shift(e, body_at + at))?;
            k.body.push(inst);
            at += len;
        }
        Ok(k)
    }
}

/// An instruction decoder's error, at its place in the file.
fn shift(e: DecodeError, by: usize) -> DecodeError {
    match e {
        DecodeError::UnexpectedEnd { at, what } => DecodeError::UnexpectedEnd { at: at + by, what },
        DecodeError::UnknownOpcode { at, opcode } => DecodeError::UnknownOpcode { at: at + by, opcode },
        DecodeError::BadField { at, field, value } => DecodeError::BadField { at: at + by, field, value },
    }
}

/// A variable on a cycle of aliases, if there is one. Each variable is
/// walked once: a chain stops at a variable walked before (a cycle when it
/// was walked from the same start), so a chain of n aliases costs n steps.
fn first_alias_cycle(k: &Kernel) -> Option<usize> {
    // 0: not walked yet; s + 1: walked from start s.
    let mut walked = vec![0usize; k.vars.len()];
    for start in 0..k.vars.len() {
        let mut at = Some(start);
        while let Some(i) = at.filter(|&i| walked[i] == 0) {
            walked[i] = start + 1;
            at = k.vars[i].alias.and_then(|a| a.base.decl_index()).filter(|&b| b < k.vars.len());
        }
        // The chain came back to a variable of this walk.
        if let Some(i) = at.filter(|&i| walked[i] == start + 1) {
            return Some(i);
        }
    }
    None
}
