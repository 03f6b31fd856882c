//! The launch spec: a TOML file describing the memory and the arguments of
//! one kernel run (`docs/launch.md` documents the format).
//!
//! [`Launch::parse`] reads the file; [`Launch::build_memory`] creates the
//! [`Memory`] the kernel runs against; [`Launch::input_bytes`] and
//! [`Launch::surface_binding`] give the value of each `.input`. A
//! [`Launch::default`] runs a bare kernel: 64 KiB of zeroed SLM, no buffers,
//! all 32 channels enabled.
//!
//! Nothing here panics on any input: sizes and addresses use checked
//! arithmetic and every object is capped at [`MAX_BYTES`].

use std::fmt;

use indexmap::IndexMap;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use toml::de::{DeTable, DeValue};
use toml::Spanned;

use crate::diag::Diagnostic;
use crate::exec::memory::{Image, ImageFormat, ImageKind, Memory, BTI_SLM, BTI_STATELESS, MAX_BYTES};
use crate::limits::{MAX_LAUNCH_ARGS, MAX_LAUNCH_BYTES, MAX_LAUNCH_OBJECTS};
use crate::visa::{ElemType, InputVar, Kernel};
use crate::Platform;

/// SLM size when the spec does not give one.
pub const DEFAULT_SLM_BYTES: u64 = 64 << 10;
/// Where the first buffer without an `address` goes: above 4 GiB, so that no
/// address looks like a small offset and a truncated one faults.
pub const DEFAULT_BASE: u64 = 0x1_0000_0000;
/// Spacing of default addresses: buffer `k` goes at `DEFAULT_BASE + k *
/// DEFAULT_STRIDE`, or further up if an earlier buffer is larger, so that a
/// small overrun faults instead of landing in the next buffer.
pub const DEFAULT_STRIDE: u64 = 0x100_0000;
pub use crate::limits::MAX_TOTAL_BYTES;

/// One kernel run: which kernel, on what, with what memory and arguments.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Launch {
    /// The kernel to run; `None`: the first in the file.
    #[serde(default)]
    pub kernel: Option<String>,
    /// `None`: the caller's choice (the CLI's `--platform` wins anyway).
    #[serde(default, deserialize_with = "platform")]
    pub platform: Option<Platform>,
    /// The messages `select` chooses (`messages = "legacy"` or `"lsc"`);
    /// `None`: the caller's (the CLI's `--messages` wins), else the
    /// platform's default.
    #[serde(default, deserialize_with = "messages")]
    pub messages: Option<visa_passes::transforms::pipeline::Messages>,
    /// Channels enabled at dispatch, bit `i` = channel `i`.
    #[serde(default = "all_channels")]
    pub dispatch_mask: u32,
    #[serde(default)]
    pub ub: UbPolicy,
    /// How long a run may go on, in lane-instructions (each IR instruction
    /// counts its lanes, [`crate::input::ops::lane_cost`]): the reference and
    /// LLVM's JIT execute at most this many, and so does the emulator on a
    /// kernel compiled from IR (counted block by block,
    /// `crate::exec::emu::IrBudget`); the emulator also at most
    /// [`Launch::emulator_budget`] vISA lane-instructions. A run that
    /// reaches its budget stops there, reported. Lanes, not instructions:
    /// a `<65536 x i32>` instruction is 65,536 lanes of work in every engine.
    #[serde(default = "default_budget")]
    pub budget: u64,
    #[serde(default)]
    pub slm: SlmSpec,
    /// Where the one thread a run executes sits: its local id and group id,
    /// the group's size and the group count (`[thread]`).
    #[serde(default)]
    pub thread: ThreadSpec,
    #[serde(default, rename = "buffer")]
    pub buffers: Vec<BufferSpec>,
    #[serde(default, rename = "surface")]
    pub surfaces: Vec<SurfaceSpec>,
    #[serde(default, rename = "image")]
    pub images: Vec<ImageSpec>,
    /// Values of the kernel's `.input` variables, by name, in file order.
    #[serde(default, deserialize_with = "args")]
    pub args: IndexMap<String, ArgValue>,
    /// The text the spec was parsed from, so that errors found later (in
    /// [`Launch::build_memory`]) point at a line; `None` for a spec built in code.
    #[serde(skip)]
    pub source: Option<Source>,
}

/// The file a [`Launch`] was parsed from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    pub file: String,
    pub text: String,
}

/// Whether undefined behaviour found by the emulator fails the run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum UbPolicy {
    /// Report each finding; the run still succeeds.
    #[default]
    Report,
    /// A finding fails the run.
    Error,
}

/// Element type of a fill (`element = "u32"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Element {
    U8,
    U16,
    #[default]
    U32,
    U64,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

impl Element {
    pub fn elem_type(self) -> ElemType {
        match self {
            Element::U8 => ElemType::UB,
            Element::U16 => ElemType::UW,
            Element::U32 => ElemType::UD,
            Element::U64 => ElemType::UQ,
            Element::I8 => ElemType::B,
            Element::I16 => ElemType::W,
            Element::I32 => ElemType::D,
            Element::I64 => ElemType::Q,
            Element::F32 => ElemType::F,
            Element::F64 => ElemType::DF,
        }
    }
}

/// The initial contents of a buffer, surface, image or SLM: a stream of
/// elements, little-endian, cut at the object's size.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Fill {
    #[default]
    Zero,
    /// Element `i` is `i` (wrapping for narrow integers; `i as f32` for floats).
    Iota,
    /// Each element takes one output of SplitMix64 seeded with `seed`:
    /// integers its low bytes, floats a value in [0, 1).
    Random { seed: u64 },
    /// These values, then zeros.
    Explicit(Vec<Number>),
    /// These values, repeated.
    Pattern(Vec<Number>),
}

/// A number as written in the spec: TOML integers (up to 128 bits) or floats.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    Int(i128),
    Float(f64),
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Number::Int(v) => write!(f, "{v}"),
            Number::Float(v) => write!(f, "{v:?}"),
        }
    }
}

/// `"@name"` or `"@name+16"`: the address of a buffer plus a byte offset, or
/// the binding-table index of a surface or image (no offset).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ref {
    pub name: String,
    pub offset: i64,
}

impl fmt::Display for Ref {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.offset {
            0 => write!(f, "@{}", self.name),
            o if o < 0 => write!(f, "@{}{o}", self.name),
            o => write!(f, "@{}+{o}", self.name),
        }
    }
}

/// One element of an argument: a number or a reference.
#[derive(Clone, Debug, PartialEq)]
pub enum Scalar {
    Number(Number),
    Ref(Ref),
}

/// The value of one kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// `x = 5`, `p = "@a+16"`: every element (a vector input gets it broadcast).
    Scalar(Scalar),
    /// `offs = [0, 4, 8]`: element `i` is value `i`; missing elements are zero.
    Vector(Vec<Scalar>),
    /// `addrs = { base = "@a", stride = 4 }`: element `i` is `base + i * stride`.
    Strided { base: Scalar, stride: i64 },
}

/// `[slm]`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawSlm")]
pub struct SlmSpec {
    pub size: u64,
    pub element: Element,
    pub fill: Fill,
}

impl Default for SlmSpec {
    fn default() -> SlmSpec {
        SlmSpec { size: DEFAULT_SLM_BYTES, element: Element::default(), fill: Fill::Zero }
    }
}

/// `[thread]`: the one thread a run executes, in x, y, z: its id in its
/// group (`local_id`), the threads per group (`local_size`), its group's id
/// (`group_id`) and the groups dispatched (`group_count`). Read by the
/// thread-coordinate intrinsics (`crate::input::ops::Implicit`), the CM
/// runtime's implicit inputs (`.implicit_LOCAL_ID`, `.implicit_LOCAL_SIZE`,
/// `.implicit_GROUP_COUNT`) and the predefined `%group_id_x/y/z`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "RawThread")]
pub struct ThreadSpec {
    pub local_id: [u32; 3],
    pub local_size: [u32; 3],
    pub group_id: [u32; 3],
    pub group_count: [u32; 3],
}

impl Default for ThreadSpec {
    /// Thread 0 of a one-thread group, group 0 of one.
    fn default() -> ThreadSpec {
        ThreadSpec { local_id: [0; 3], local_size: [1; 3], group_id: [0; 3], group_count: [1; 3] }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawThread {
    local_id: Option<[u32; 3]>,
    local_size: Option<[u32; 3]>,
    group_id: Option<[u32; 3]>,
    group_count: Option<[u32; 3]>,
}

impl TryFrom<RawThread> for ThreadSpec {
    type Error = String;
    fn try_from(r: RawThread) -> Result<ThreadSpec, String> {
        let d = ThreadSpec::default();
        let t = ThreadSpec {
            local_id: r.local_id.unwrap_or(d.local_id),
            local_size: r.local_size.unwrap_or(d.local_size),
            group_id: r.group_id.unwrap_or(d.group_id),
            group_count: r.group_count.unwrap_or(d.group_count),
        };
        for (axis, i) in ["x", "y", "z"].iter().zip(0..3) {
            // `.implicit_LOCAL_ID` holds each id in a word.
            if t.local_size[i] == 0 || t.local_size[i] > 1 << 16 {
                return Err(format!("local_size {axis} is {}; it must be 1..=65536", t.local_size[i]));
            }
            if t.local_id[i] >= t.local_size[i] {
                return Err(format!(
                    "local_id {axis} is {} but local_size {axis} is {}: an id is below its size",
                    t.local_id[i], t.local_size[i]
                ));
            }
            if t.group_count[i] == 0 || t.group_id[i] >= t.group_count[i] {
                return Err(format!(
                    "group_id {axis} is {} and group_count {axis} is {}: a count is at least 1 and an id below it",
                    t.group_id[i], t.group_count[i]
                ));
            }
        }
        Ok(t)
    }
}

/// `[[buffer]]`: an SVM allocation.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawBuffer")]
pub struct BufferSpec {
    pub name: String,
    /// Bytes; `None`: the size of the fill's data.
    pub size: Option<u64>,
    /// Fixed base address; `None`: a default one (see [`DEFAULT_BASE`]).
    pub address: Option<u64>,
    pub element: Element,
    pub fill: Fill,
}

/// `[[surface]]`: an untyped surface at a binding-table index.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawSurface")]
pub struct SurfaceSpec {
    /// Lets arguments name it as `"@name"`.
    pub name: Option<String>,
    pub bti: u8,
    /// Bytes; `None`: the size of the fill's data.
    pub size: Option<u64>,
    pub element: Element,
    pub fill: Fill,
}

/// `[[image]]`: a typed image at a binding-table index. Its fill's element
/// type is the format's, running over the texels of every mip level in the
/// layout order of [`Image`].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawImage")]
pub struct ImageSpec {
    pub name: String,
    pub bti: u8,
    pub kind: ImageKind,
    pub format: ImageFormat,
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    pub array_size: u32,
    pub mips: u32,
    pub fill: Fill,
}

impl Default for Launch {
    fn default() -> Launch {
        Launch {
            kernel: None,
            platform: None,
            messages: None,
            dispatch_mask: all_channels(),
            ub: UbPolicy::Report,
            budget: default_budget(),
            slm: SlmSpec::default(),
            thread: ThreadSpec::default(),
            buffers: Vec::new(),
            surfaces: Vec::new(),
            images: Vec::new(),
            args: IndexMap::new(),
            source: None,
        }
    }
}

/// The inline launch spec's line prefix in a `.ll`.
pub const LAUNCH_PREFIX: &str = "; launch:";

/// The launch spec written on `; launch:` lines: each is one TOML line,
/// its prefix blanked out and every other line of the `.ll` left blank, so
/// that a spec error's line and column are the `.ll`'s.
pub fn inline_spec(ll: &str) -> Option<String> {
    let mut any = false;
    let blank = " ".repeat(LAUNCH_PREFIX.len());
    let lines: Vec<String> = ll
        .lines()
        .map(|line| match line.strip_prefix(LAUNCH_PREFIX) {
            Some(rest) => {
                any = true;
                format!("{blank}{rest}")
            }
            None => String::new(),
        })
        .collect();
    any.then(|| lines.join("\n"))
}

/// A launch spec's bytes as text: TOML is UTF-8, so a byte that is not is
/// an error at its line (a kernel name must not turn into U+FFFD).
pub fn launch_text(file: &str, bytes: &[u8]) -> Result<String, Diagnostic> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(e) => {
            let text = String::from_utf8_lossy(bytes);
            let valid = String::from_utf8_lossy(&bytes[..e.valid_up_to()]);
            let (line, col) = line_col(&text, valid.len());
            Err(Diagnostic::at(file, &text, line, col, "the launch spec is not valid UTF-8 (TOML files are UTF-8)"))
        }
    }
}

impl Launch {
    /// The budget when the spec names none: a million lane-instructions (a
    /// fraction of a second in any engine).
    pub const DEFAULT_BUDGET: u64 = 1_000_000;

    /// vISA lane-instructions (each instruction counts its exec size) the
    /// emulator may execute per lane-instruction of IR in the budget: above
    /// what emit makes of one (a 64-lane message split into SIMD8 pieces
    /// with their address arithmetic). The bound of a `.visaasm` kernel,
    /// whose IR is unknown, and of a lowered loop whose blocks lost their
    /// IR counts.
    pub const EMULATOR_PER_IR: u64 = 64;

    /// The emulator's budget in vISA lane-instructions.
    pub fn emulator_budget(&self) -> u64 {
        self.budget.saturating_mul(Launch::EMULATOR_PER_IR)
    }

    /// The launch of a run: the spec `(file, text)` if there is one, else the
    /// defaults, with its `budget` replaced by `budget` (`run --budget`) if given.
    pub fn for_request(spec: Option<(&str, &str)>, budget: Option<u64>) -> Result<Launch, Diagnostic> {
        let mut launch = match spec {
            Some((file, text)) => Launch::parse(file, text)?,
            None => Launch::default(),
        };
        if let Some(budget) = budget {
            launch.budget = budget;
        }
        Ok(launch)
    }

    /// Parses a spec. Syntax errors, unknown keys and bad values are
    /// diagnostics at `file:line:col`, and so are specs over the limits of
    /// `crate::limits` (size, objects, arguments).
    pub fn parse(file: &str, text: &str) -> Result<Launch, Diagnostic> {
        if text.len() as u64 > MAX_LAUNCH_BYTES {
            return Err(Diagnostic::new(format!(
                "{file}: the launch spec is larger than {} MiB (MAX_LAUNCH_BYTES); make large contents with a fill",
                MAX_LAUNCH_BYTES >> 20
            )));
        }
        let mut launch: Launch = toml::from_str(text).map_err(|e| {
            let (line, col) = line_col(text, e.span().map_or(0, |s| s.start));
            Diagnostic::at(file, text, line, col, e.message().trim_end())
        })?;
        launch.source = Some(Source { file: file.to_string(), text: text.to_string() });
        launch.check_counts()?;
        Ok(launch)
    }

    /// At most [`MAX_LAUNCH_OBJECTS`] buffers, surfaces and images, and
    /// [`MAX_LAUNCH_ARGS`] arguments: each check that pairs them up stays small.
    fn check_counts(&self) -> Result<(), Diagnostic> {
        let objects = self.buffers.len() + self.surfaces.len() + self.images.len();
        if objects > MAX_LAUNCH_OBJECTS {
            let (table, index) = if self.buffers.len() > MAX_LAUNCH_OBJECTS {
                ("buffer", MAX_LAUNCH_OBJECTS)
            } else if self.buffers.len() + self.surfaces.len() > MAX_LAUNCH_OBJECTS {
                ("surface", MAX_LAUNCH_OBJECTS - self.buffers.len())
            } else {
                ("image", MAX_LAUNCH_OBJECTS - self.buffers.len() - self.surfaces.len())
            };
            return Err(self.error(
                &[Key(table), Index(index)],
                format!("{objects} buffers, surfaces and images; a launch has at most {MAX_LAUNCH_OBJECTS} (MAX_LAUNCH_OBJECTS)"),
            ));
        }
        if let Some(name) = self.args.keys().nth(MAX_LAUNCH_ARGS) {
            return Err(self.arg_diagnostic(
                name,
                format!("{} arguments; a launch has at most {MAX_LAUNCH_ARGS} (MAX_LAUNCH_ARGS)", self.args.len()),
            ));
        }
        Ok(())
    }

    /// A diagnostic at the spec's `kernel = ...` line (or without a place).
    pub fn kernel_diagnostic(&self, message: impl Into<String>) -> Diagnostic {
        self.error(&[Key("kernel")], message)
    }

    /// Whether `platform` can run the launch: its SLM is no larger than the
    /// platform table's (`slm_bytes`: 64 KiB on gen9 and xelp, 128 KiB on
    /// xehpg and xehpc).
    pub fn check_platform(&self, platform: crate::Platform) -> Result<(), Diagnostic> {
        let cell = platform.desc().slm_bytes;
        if self.slm.size > u64::from(cell.value) {
            return Err(self.error(
                &[Key("slm"), Key("size")],
                format!(
                    "{} bytes of SLM is more than {platform} has: {} KiB ({})",
                    self.slm.size,
                    cell.value >> 10,
                    cell.source
                ),
            ));
        }
        Ok(())
    }

    /// Creates the memory: SLM, buffers at their addresses, surfaces and
    /// images, all filled. Rejects duplicate names and binding-table
    /// indices, overlapping buffers and objects over the size caps.
    pub fn build_memory(&self) -> Result<Memory, Diagnostic> {
        self.check_names()?;
        self.check_total()?;
        let mut total = 0u64;
        let mut budget = |bytes: u64, at: &[Step]| -> Result<usize, Diagnostic> {
            total = total.saturating_add(bytes);
            if bytes > MAX_BYTES {
                return Err(self.error(at, format!("{bytes} bytes is more than the {} MiB limit", MAX_BYTES >> 20)));
            }
            if total > MAX_TOTAL_BYTES {
                return Err(self.error(at, format!("the launch needs more than {} MiB", MAX_TOTAL_BYTES >> 20)));
            }
            usize::try_from(bytes).map_err(|_| self.error(at, "too large for this host"))
        };
        let mut memory = Memory::default();

        let slm = &self.slm;
        let size = budget(slm.size, &[Key("slm"), Key("size")])?;
        memory.slm = self.fill(&slm.fill, slm.element.elem_type(), size, &[Key("slm")])?;

        let bases = self.buffer_bases()?;
        for (i, (buffer, base)) in self.buffers.iter().zip(bases).enumerate() {
            let at = [Key("buffer"), Index(i)];
            let size = budget(self.object_size(buffer.size, &buffer.fill, buffer.element, &at)?, &at)?;
            let bytes = self.fill(&buffer.fill, buffer.element.elem_type(), size, &at)?;
            memory.svm.allocate(&buffer.name, base, bytes).map_err(|e| self.error(&at, e))?;
        }

        for (i, surface) in self.surfaces.iter().enumerate() {
            let at = [Key("surface"), Index(i)];
            let size = budget(self.object_size(surface.size, &surface.fill, surface.element, &at)?, &at)?;
            let bytes = self.fill(&surface.fill, surface.element.elem_type(), size, &at)?;
            memory.surfaces.insert(surface.bti, bytes);
        }

        for (i, spec) in self.images.iter().enumerate() {
            let at = [Key("image"), Index(i)];
            let (w, h, d, a) = (spec.width, spec.height, spec.depth, spec.array_size);
            let mut image = Image::new(&spec.name, spec.kind, spec.format, w, h, d, a, spec.mips)
                .map_err(|e| self.error(&at, e))?;
            budget(image.data.len() as u64, &at)?;
            image.data = self.fill(&spec.fill, format_type(spec.format), image.data.len(), &at)?;
            memory.images.insert(spec.bti, image);
        }
        Ok(memory)
    }

    /// Every object's size against [`MAX_BYTES`] and their sum against
    /// [`MAX_TOTAL_BYTES`], before any of them is allocated.
    fn check_total(&self) -> Result<(), Diagnostic> {
        let mut total = 0u64;
        let mut add = |bytes: u64, at: &[Step]| -> Result<(), Diagnostic> {
            if bytes > MAX_BYTES {
                return Err(self.error(at, format!("{bytes} bytes is more than the {} MiB limit", MAX_BYTES >> 20)));
            }
            total = total.saturating_add(bytes);
            if total > MAX_TOTAL_BYTES {
                return Err(self.error(at, format!("the launch needs more than {} MiB", MAX_TOTAL_BYTES >> 20)));
            }
            Ok(())
        };
        add(self.slm.size, &[Key("slm"), Key("size")])?;
        for (i, buffer) in self.buffers.iter().enumerate() {
            let at = [Key("buffer"), Index(i)];
            add(self.object_size(buffer.size, &buffer.fill, buffer.element, &at)?, &at)?;
        }
        for (i, surface) in self.surfaces.iter().enumerate() {
            let at = [Key("surface"), Index(i)];
            add(self.object_size(surface.size, &surface.fill, surface.element, &at)?, &at)?;
        }
        for (i, spec) in self.images.iter().enumerate() {
            let at = [Key("image"), Index(i)];
            // The dimensions alone: `Image::new` checks them again when it allocates.
            let shape = Image {
                name: spec.name.clone(),
                kind: spec.kind,
                format: spec.format,
                width: spec.width,
                height: spec.height,
                depth: spec.depth,
                array_size: spec.array_size,
                // More than 32 is refused by `Image::new`; not counted here.
                mips: spec.mips.min(32),
                data: Vec::new(),
            };
            add(shape.byte_len().map_err(|e| self.error(&at, e))?, &at)?;
        }
        Ok(())
    }

    /// The bytes of the kernel input `name`, a variable of `num_elts`
    /// elements of type `ty`, little-endian; `None` when the spec gives no
    /// value (the input stays zero). Integers must fit `ty`; `@buffer` is
    /// the buffer's address in `memory`, `@surface` / `@image` its
    /// binding-table index.
    pub fn input_bytes(
        &self,
        name: &str,
        ty: ElemType,
        num_elts: u32,
        memory: &Memory,
    ) -> Result<Option<Vec<u8>>, String> {
        let Some(value) = self.args.get(name) else { return Ok(None) };
        let context = |e: String| format!("argument `{name}` ({ty} x {num_elts}): {e}");
        let n = num_elts as usize;
        let elem_bytes = ty.size_bytes() as usize;
        if n.saturating_mul(elem_bytes) as u64 > MAX_BYTES {
            return Err(context("the variable is too large".to_string()));
        }
        let mut out = Vec::with_capacity(n * elem_bytes);
        match value {
            ArgValue::Scalar(s) => {
                let number = self.resolve(s, memory).map_err(context)?;
                encode(ty, number, &mut out).map_err(|e| context(with_hint(e, s, ty)))?;
                out = out.repeat(n);
            }
            ArgValue::Vector(values) => {
                if values.len() > n {
                    return Err(context(format!("{} values for {n} elements", values.len())));
                }
                for (i, s) in values.iter().enumerate() {
                    let number = self.resolve(s, memory).map_err(|e| context(format!("element {i}: {e}")))?;
                    encode(ty, number, &mut out)
                        .map_err(|e| context(format!("element {i}: {}", with_hint(e, s, ty))))?;
                }
                out.resize(n * elem_bytes, 0);
            }
            ArgValue::Strided { base, stride } => {
                let first = self.resolve(base, memory).map_err(context)?;
                for i in 0..n {
                    let number = match first {
                        // Only a base written near the i128 limits can overflow.
                        Number::Int(b) => (i as i128)
                            .checked_mul(i128::from(*stride))
                            .and_then(|d| b.checked_add(d))
                            .map(Number::Int)
                            .ok_or_else(|| context(format!("element {i} overflows")))?,
                        Number::Float(b) => Number::Float(b + i as f64 * *stride as f64),
                    };
                    encode(ty, number, &mut out)
                        .map_err(|e| context(format!("element {i}: {}", with_hint(e, base, ty))))?;
                }
            }
        }
        Ok(Some(out))
    }

    /// The binding-table index a surface input `name` is bound to: `"@img"`
    /// / `"@surf"` (an image's or named surface's bti) or an integer bti;
    /// `None` when the spec gives no value.
    pub fn surface_binding(&self, name: &str) -> Result<Option<u8>, String> {
        let Some(value) = self.args.get(name) else { return Ok(None) };
        let bad = || {
            format!("argument `{name}` is a surface: give `\"@name\"` of an image or surface, or a binding-table index 0..=255")
        };
        match value {
            ArgValue::Scalar(Scalar::Number(Number::Int(bti))) => u8::try_from(*bti).map(Some).map_err(|_| bad()),
            ArgValue::Scalar(Scalar::Ref(r)) => match self.named_bti(&r.name) {
                Some(bti) if r.offset == 0 => Ok(Some(bti)),
                Some(_) => Err(format!("argument `{name}`: `{r}`: a surface takes no offset")),
                None if self.buffers.iter().any(|b| b.name == r.name) => {
                    Err(format!("argument `{name}`: `{r}` is a buffer, not a surface or image"))
                }
                None => Err(format!("argument `{name}`: {}", self.unknown_name(&r.name))),
            },
            _ => Err(bad()),
        }
    }

    /// Fails, at the first argument that names no `.input` of `kernel` (by
    /// its binding name, `Kernel::binding_name`), listing the kernel's inputs
    /// (at most a screenful of either).
    pub fn check_args(&self, kernel: &Kernel) -> Result<(), Diagnostic> {
        let inputs: Vec<(String, String)> = kernel
            .inputs
            .iter()
            .map(|input| match input.var {
                InputVar::General(id) => match kernel.var(id) {
                    Some(v) => (kernel.binding_name(&v.name).to_string(), format!("{} x {}", v.ty, v.num_elts)),
                    None => (kernel.var_name(id), "predefined".to_string()),
                },
                InputVar::Surface(id) => {
                    (kernel.binding_name(&kernel.surface_name(id)).to_string(), "surface".to_string())
                }
            })
            .collect();
        let names: std::collections::HashSet<&str> = inputs.iter().map(|(n, _)| n.as_str()).collect();
        let unknown: Vec<&String> = self.args.keys().filter(|a| !names.contains(a.as_str())).collect();
        let Some(first) = unknown.first() else { return Ok(()) };
        const SHOWN: usize = 10;
        let more = |n: usize| if n > SHOWN { format!(" and {} more", n - SHOWN) } else { String::new() };
        let have = if inputs.is_empty() {
            "it has no inputs".to_string()
        } else {
            let list: Vec<String> = inputs.iter().take(SHOWN).map(|(n, d)| format!("`{n}` ({d})")).collect();
            format!("its inputs are {}{}", list.join(", "), more(inputs.len()))
        };
        let listed: Vec<String> = unknown.iter().take(SHOWN).map(|a| format!("`{a}`")).collect();
        let s = if unknown.len() == 1 { "" } else { "s" };
        Err(self.arg_diagnostic(
            first,
            format!(
                "unknown argument{s} {}{} for kernel `{}`; {have}",
                listed.join(", "),
                more(unknown.len()),
                kernel.name
            ),
        ))
    }

    /// A diagnostic about argument `name`, at its line when the spec came
    /// from a file (for the errors of [`Launch::input_bytes`] and friends).
    pub fn arg_diagnostic(&self, name: &str, message: impl Into<String>) -> Diagnostic {
        self.error(&[Key("args"), Key(name)], message)
    }

    /// Default addresses are placed in file order (see [`DEFAULT_STRIDE`]);
    /// then every pair of buffers is checked for overlap, so that the error
    /// names both rather than whichever [`crate::exec::memory::Svm::allocate`] meets second.
    fn buffer_bases(&self) -> Result<Vec<u64>, Diagnostic> {
        let mut next_free = DEFAULT_BASE;
        let mut ranges: Vec<(u128, u128)> = Vec::with_capacity(self.buffers.len());
        for (i, buffer) in self.buffers.iter().enumerate() {
            let at = [Key("buffer"), Index(i)];
            let size = self.object_size(buffer.size, &buffer.fill, buffer.element, &at)?;
            let base = match buffer.address {
                Some(address) => address,
                None => {
                    let slot = (i as u64).checked_mul(DEFAULT_STRIDE).and_then(|o| o.checked_add(DEFAULT_BASE));
                    slot.map(|s| s.max(next_free)).ok_or_else(|| self.error(&at, "no room for a default address"))?
                }
            };
            // A buffer may end exactly at 2^64 (its last byte at 2^64 - 1):
            // ends are counted past u64.
            let end = u128::from(base) + u128::from(size);
            if end > 1 << 64 {
                return Err(self.error(&[Key("buffer"), Index(i), Key("address")], "the buffer wraps past 2^64"));
            }
            if buffer.address.is_none() {
                // The next default slot starts past this buffer's end, leaving a gap.
                next_free = u64::try_from(end + 1)
                    .ok()
                    .and_then(|e| e.checked_next_multiple_of(DEFAULT_STRIDE))
                    .unwrap_or(u64::MAX);
            }
            ranges.push((u128::from(base), end));
        }
        for (i, &(base, end)) in ranges.iter().enumerate() {
            if let Some(j) = ranges[..i].iter().position(|&(b, e)| base < e && b < end) {
                let (b, e) = ranges[j];
                let how = if self.buffers[i].address.is_some() { "" } else { " (default address)" };
                return Err(self.error(
                    &[Key("buffer"), Index(i), Key("address")],
                    format!(
                        "buffer `{}` [{base:#x}, {end:#x}){how} overlaps buffer `{}` [{b:#x}, {e:#x})",
                        self.buffers[i].name, self.buffers[j].name
                    ),
                ));
            }
        }
        Ok(ranges.into_iter().map(|(base, _)| base as u64).collect())
    }

    /// Names share one namespace (`"@name"` may be any of them); a
    /// binding-table index holds one surface or image; 254/255 are SLM and
    /// stateless memory.
    fn check_names(&self) -> Result<(), Diagnostic> {
        let names = self
            .buffers
            .iter()
            .enumerate()
            .map(|(i, b)| (Some(b.name.as_str()), None, "buffer", i))
            .chain(self.surfaces.iter().enumerate().map(|(i, s)| (s.name.as_deref(), Some(s.bti), "surface", i)))
            .chain(self.images.iter().enumerate().map(|(i, m)| (Some(m.name.as_str()), Some(m.bti), "image", i)));
        let mut seen_names: Vec<(&str, &str)> = Vec::new();
        let mut seen_btis: Vec<(u8, &str)> = Vec::new();
        for (name, bti, table, i) in names {
            if let Some(name) = name {
                if let Err(e) = check_name(name) {
                    return Err(self.error(&[Key(table), Index(i), Key("name")], e));
                }
                if let Some((_, other)) = seen_names.iter().find(|(n, _)| *n == name) {
                    let message = format!("{table} `{name}`: the name is taken by an earlier {other}");
                    return Err(self.error(&[Key(table), Index(i), Key("name")], message));
                }
                seen_names.push((name, table));
            }
            if let Some(bti) = bti {
                let at = [Key(table), Index(i), Key("bti")];
                if bti == BTI_SLM || bti == BTI_STATELESS {
                    return Err(self.error(
                        &at,
                        format!("binding-table index {bti} is reserved (254: SLM, 255: stateless); use 0..=253"),
                    ));
                }
                if let Some((_, other)) = seen_btis.iter().find(|(b, _)| *b == bti) {
                    return Err(self.error(&at, format!("binding-table index {bti} is taken by an earlier {other}")));
                }
                seen_btis.push((bti, table));
            }
        }
        Ok(())
    }

    /// An object's size: given, or that of its data.
    fn object_size(&self, size: Option<u64>, fill: &Fill, element: Element, at: &[Step]) -> Result<u64, Diagnostic> {
        let data_len = match fill {
            Fill::Explicit(data) | Fill::Pattern(data) => {
                Some(data.len() as u64 * u64::from(element.elem_type().size_bytes()))
            }
            _ => None,
        };
        match size.or(data_len) {
            Some(0) => Err(self.error(&[at, &[Key("size")]].concat(), "the size must not be 0")),
            Some(size) => Ok(size),
            None => Err(self.error(at, "`size` is missing (give `size`, or `data` to size it by)")),
        }
    }

    /// The bytes of `fill` for an object of `size` bytes.
    fn fill(&self, fill: &Fill, ty: ElemType, size: usize, at: &[Step]) -> Result<Vec<u8>, Diagnostic> {
        let n = ty.size_bytes() as usize;
        let count = size.div_ceil(n);
        let mut out = Vec::with_capacity(count * n);
        let encode_all = |data: &[Number], out: &mut Vec<u8>| {
            data.iter().enumerate().try_for_each(|(i, &v)| {
                encode(ty, v, out).map_err(|e| {
                    self.error(&[at, &[Key("data"), Index(i)]].concat(), format!("{e} for {}", type_name(ty)))
                })
            })
        };
        match fill {
            Fill::Zero => {}
            Fill::Iota => {
                for i in 0..count as u64 {
                    match ty {
                        ElemType::F => out.extend((i as f32).to_le_bytes()),
                        ElemType::DF => out.extend((i as f64).to_le_bytes()),
                        // Two's complement truncation is the wrap.
                        _ => out.extend(&i.to_le_bytes()[..n]),
                    }
                }
            }
            Fill::Random { seed } => {
                let mut rng = SplitMix64(*seed);
                for _ in 0..count {
                    let x = rng.next();
                    match ty {
                        // The top bits, scaled: every value finite, in [0, 1).
                        ElemType::F => out.extend(((x >> 40) as f32 / (1u64 << 24) as f32).to_le_bytes()),
                        ElemType::DF => out.extend(((x >> 11) as f64 / (1u64 << 53) as f64).to_le_bytes()),
                        _ => out.extend(&x.to_le_bytes()[..n]),
                    }
                }
            }
            Fill::Explicit(data) => {
                encode_all(data, &mut out)?;
                if out.len() > size {
                    let message = format!("{} values of {} do not fit in {size} bytes", data.len(), type_name(ty));
                    return Err(self.error(&[at, &[Key("data")]].concat(), message));
                }
            }
            Fill::Pattern(data) => {
                let mut unit = Vec::new();
                encode_all(data, &mut unit)?;
                if unit.is_empty() {
                    return Err(self.error(&[at, &[Key("data")]].concat(), "a pattern needs at least one value"));
                }
                out.extend(unit.iter().cycle().take(size));
            }
        }
        out.resize(size, 0);
        Ok(out)
    }

    /// The number a scalar stands for: a buffer's address (plus offset) or a
    /// surface's or image's binding-table index.
    fn resolve(&self, scalar: &Scalar, memory: &Memory) -> Result<Number, String> {
        let r = match scalar {
            Scalar::Number(n) => return Ok(*n),
            Scalar::Ref(r) => r,
        };
        if let Some(alloc) = memory.svm.allocation(&r.name) {
            return Ok(Number::Int(i128::from(alloc.base) + i128::from(r.offset)));
        }
        match self.named_bti(&r.name) {
            Some(bti) if r.offset == 0 => Ok(Number::Int(bti.into())),
            Some(_) => Err(format!("`{r}`: a surface or image takes no offset")),
            None => Err(self.unknown_name(&r.name)),
        }
    }

    fn named_bti(&self, name: &str) -> Option<u8> {
        let surface = self.surfaces.iter().find(|s| s.name.as_deref() == Some(name)).map(|s| s.bti);
        surface.or_else(|| self.images.iter().find(|i| i.name == name).map(|i| i.bti))
    }

    fn unknown_name(&self, name: &str) -> String {
        let known: Vec<String> = (self.buffers.iter().map(|b| b.name.as_str()))
            .chain(self.surfaces.iter().filter_map(|s| s.name.as_deref()))
            .chain(self.images.iter().map(|i| i.name.as_str()))
            .map(|n| format!("`{n}`"))
            .collect();
        let known =
            if known.is_empty() { "there are none".to_string() } else { format!("known: {}", known.join(", ")) };
        format!("no buffer, surface or image is named `{name}` ({known})")
    }

    /// A diagnostic at the value `at` names in the spec's text (or the
    /// nearest enclosing one that is written out), or without a location
    /// for a spec built in code.
    fn error(&self, at: &[Step], message: impl Into<String>) -> Diagnostic {
        let message = message.into();
        // Parsed once already; re-parsing keeps spans out of the public types.
        let Some((source, Ok(root))) = self.source.as_ref().map(|s| (s, DeTable::parse(&s.text))) else {
            return Diagnostic::new(format!("{}: {message}", render(at)));
        };
        let mut node: Option<&Spanned<DeValue>> = None;
        for step in at {
            let next = match (node, step) {
                (None, Key(k)) => root.get_ref().get(*k),
                (Some(v), Key(k)) => v.get_ref().get(*k),
                (Some(v), Index(i)) => v.get_ref().get(*i),
                (None, Index(_)) => None,
            };
            match next {
                Some(n) => node = Some(n),
                None => break,
            }
        }
        let (line, col) = line_col(&source.text, node.map_or(0, |n| n.span().start));
        Diagnostic::at(&source.file, &source.text, line, col, message)
    }
}

/// One step of a path into the spec: a key of a table or an index of an array.
#[derive(Clone, Copy)]
enum Step<'a> {
    Key(&'a str),
    Index(usize),
}
use Step::{Index, Key};

/// `buffer[2].address`: where an error is, for a spec without source text.
fn render(at: &[Step]) -> String {
    let mut path = String::from("launch spec");
    for (i, step) in at.iter().enumerate() {
        match step {
            Key(k) if i == 0 => path = k.to_string(),
            Key(k) => path += &format!(".{k}"),
            Index(n) => path += &format!("[{n}]"),
        }
    }
    path
}

/// SplitMix64 (Steele, Lea, Flood 2014): the `random` fill. Part of the
/// format: the same seed must give the same bytes in every version.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Appends `value` as one little-endian `ty` element. Integers must fit;
/// floats are rounded to nearest even.
fn encode(ty: ElemType, value: Number, out: &mut Vec<u8>) -> Result<(), String> {
    let range = match ty {
        ElemType::UB => Some((0, u8::MAX.into())),
        ElemType::B => Some((i8::MIN.into(), i8::MAX.into())),
        ElemType::UW => Some((0, u16::MAX.into())),
        ElemType::W => Some((i16::MIN.into(), i16::MAX.into())),
        ElemType::UD => Some((0, u32::MAX.into())),
        ElemType::D => Some((i32::MIN.into(), i32::MAX.into())),
        ElemType::UQ => Some((0, u64::MAX.into())),
        ElemType::Q => Some((i64::MIN.into(), i64::MAX.into())),
        _ => None,
    };
    if let Some((lo, hi)) = range {
        let Number::Int(v) = value else { return Err(format!("{value} is not an integer")) };
        if !(lo..=hi).contains(&v) {
            return Err(format!("{v} is out of range ({lo}..={hi})"));
        }
        out.extend(&v.to_le_bytes()[..ty.size_bytes() as usize]);
        return Ok(());
    }
    let x = match value {
        Number::Int(v) => v as f64,
        Number::Float(v) => v,
    };
    match ty {
        ElemType::F => out.extend((x as f32).to_le_bytes()),
        ElemType::DF => out.extend(x.to_le_bytes()),
        // Rounded once, from the f64: no double rounding through f32.
        ElemType::HF => out.extend(crate::visa::types::f16_bits(x).to_le_bytes()),
        ElemType::BF => out.extend(half::bf16::from_f64(x).to_le_bytes()),
        _ => return Err(format!("a value of type {ty} cannot be given")),
    }
    Ok(())
}

/// The spec's name of a fill element type, for messages.
fn type_name(ty: ElemType) -> &'static str {
    match ty {
        ElemType::UB => "u8",
        ElemType::UW => "u16",
        ElemType::UD => "u32",
        ElemType::UQ => "u64",
        ElemType::B => "i8",
        ElemType::W => "i16",
        ElemType::D => "i32",
        ElemType::Q => "i64",
        ElemType::F => "f32",
        ElemType::DF => "f64",
        other => other.name(),
    }
}

fn format_type(format: ImageFormat) -> ElemType {
    match format {
        ImageFormat::R32Uint => ElemType::UD,
        ImageFormat::R32Sint => ElemType::D,
        ImageFormat::R32Float => ElemType::F,
        ImageFormat::R16Uint => ElemType::UW,
        ImageFormat::R16Sint => ElemType::W,
    }
}

/// Adds why an address did not fit a narrow type.
fn with_hint(message: String, scalar: &Scalar, ty: ElemType) -> String {
    match scalar {
        Scalar::Ref(r) if ty.size_bytes() < 8 => {
            format!("{message}; `{r}` is a 64-bit address: declare the input uq or q")
        }
        _ => message,
    }
}

/// Names must be plain so that `"@name+16"` parses one way.
fn check_name(name: &str) -> Result<(), String> {
    if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
        Ok(())
    } else {
        Err(format!("`{name}` is not a name: use letters, digits, `_` and `.`"))
    }
}

/// 1-based line and column (in characters) of a byte offset.
fn line_col(text: &str, offset: usize) -> (u32, u32) {
    let offset = offset.min(text.len());
    let before = text.as_bytes().get(..offset).unwrap_or_default();
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = text.get(line_start..offset).map_or(0, |s| s.chars().count()) + 1;
    (u32::try_from(line).unwrap_or(u32::MAX), u32::try_from(col).unwrap_or(u32::MAX))
}

fn default_budget() -> u64 {
    Launch::DEFAULT_BUDGET
}

fn all_channels() -> u32 {
    u32::MAX
}

// ---- Deserialization -------------------------------------------------------
//
// Public types hold checked values; the `Raw*` mirrors hold the keys as
// written, and `TryFrom` checks how they combine. serde reports a failed
// conversion at the table it came from.

fn platform<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Platform>, D::Error> {
    let name = String::deserialize(d)?;
    name.parse().map(Some).map_err(de::Error::custom)
}

fn messages<'de, D: Deserializer<'de>>(d: D) -> Result<Option<visa_passes::transforms::pipeline::Messages>, D::Error> {
    let name = String::deserialize(d)?;
    name.parse().map(Some).map_err(de::Error::custom)
}

/// `[args]` into an `IndexMap` (indexmap's serde feature is not enabled).
fn args<'de, D: Deserializer<'de>>(d: D) -> Result<IndexMap<String, ArgValue>, D::Error> {
    struct Args;
    impl<'de> Visitor<'de> for Args {
        type Value = IndexMap<String, ArgValue>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a table of argument values")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut args = IndexMap::new();
            while let Some((name, value)) = map.next_entry()? {
                args.insert(name, value);
            }
            Ok(args)
        }
    }
    d.deserialize_map(Args)
}

fn image_kind<'de, D: Deserializer<'de>>(d: D) -> Result<ImageKind, D::Error> {
    let name = String::deserialize(d)?;
    ImageKind::from_name(&name).ok_or_else(|| {
        let all: Vec<_> = ImageKind::ALL.iter().map(|k| k.name()).collect();
        de::Error::custom(format!("unknown image kind `{name}`; expected one of {}", all.join(", ")))
    })
}

fn image_format<'de, D: Deserializer<'de>>(d: D) -> Result<ImageFormat, D::Error> {
    let name = String::deserialize(d)?;
    ImageFormat::from_name(&name).ok_or_else(|| {
        let all: Vec<_> = ImageFormat::ALL.iter().map(|f| f.name()).collect();
        de::Error::custom(format!("unknown image format `{name}`; expected one of {}", all.join(", ")))
    })
}

#[derive(Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
enum FillKind {
    Zero,
    Iota,
    Random,
    Explicit,
    Pattern,
}

/// `fill`, `data` and `seed` together: `data` alone means explicit.
fn make_fill(kind: Option<FillKind>, data: Option<Vec<Number>>, seed: Option<u64>) -> Result<Fill, String> {
    let kind = kind.unwrap_or(if data.is_some() { FillKind::Explicit } else { FillKind::Zero });
    if seed.is_some() && kind != FillKind::Random {
        return Err("`seed` is only for fill = \"random\"".to_string());
    }
    Ok(match (kind, data) {
        (FillKind::Zero, None) => Fill::Zero,
        (FillKind::Iota, None) => Fill::Iota,
        (FillKind::Random, None) => Fill::Random { seed: seed.unwrap_or(1) },
        (FillKind::Explicit, Some(data)) => Fill::Explicit(data),
        (FillKind::Pattern, Some(data)) => Fill::Pattern(data),
        (FillKind::Explicit | FillKind::Pattern, None) => return Err("this fill needs `data`".to_string()),
        (_, Some(_)) => return Err("`data` needs fill = \"explicit\" or \"pattern\"".to_string()),
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSlm {
    size: Option<u64>,
    fill: Option<FillKind>,
    element: Option<Element>,
    data: Option<Vec<Number>>,
    seed: Option<u64>,
}

impl TryFrom<RawSlm> for SlmSpec {
    type Error = String;
    fn try_from(r: RawSlm) -> Result<SlmSpec, String> {
        let size = r.size.unwrap_or(DEFAULT_SLM_BYTES);
        Ok(SlmSpec { size, element: r.element.unwrap_or_default(), fill: make_fill(r.fill, r.data, r.seed)? })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuffer {
    name: String,
    size: Option<u64>,
    address: Option<u64>,
    fill: Option<FillKind>,
    element: Option<Element>,
    data: Option<Vec<Number>>,
    seed: Option<u64>,
}

impl TryFrom<RawBuffer> for BufferSpec {
    type Error = String;
    fn try_from(r: RawBuffer) -> Result<BufferSpec, String> {
        check_name(&r.name)?;
        let fill = make_fill(r.fill, r.data, r.seed)?;
        Ok(BufferSpec { name: r.name, size: r.size, address: r.address, element: r.element.unwrap_or_default(), fill })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSurface {
    name: Option<String>,
    bti: u8,
    size: Option<u64>,
    fill: Option<FillKind>,
    element: Option<Element>,
    data: Option<Vec<Number>>,
    seed: Option<u64>,
}

impl TryFrom<RawSurface> for SurfaceSpec {
    type Error = String;
    fn try_from(r: RawSurface) -> Result<SurfaceSpec, String> {
        r.name.as_deref().map(check_name).transpose()?;
        let fill = make_fill(r.fill, r.data, r.seed)?;
        Ok(SurfaceSpec { name: r.name, bti: r.bti, size: r.size, element: r.element.unwrap_or_default(), fill })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawImage {
    name: String,
    bti: u8,
    #[serde(deserialize_with = "image_kind")]
    kind: ImageKind,
    #[serde(deserialize_with = "image_format")]
    format: ImageFormat,
    width: u32,
    height: Option<u32>,
    depth: Option<u32>,
    array_size: Option<u32>,
    mips: Option<u32>,
    fill: Option<FillKind>,
    data: Option<Vec<Number>>,
    seed: Option<u64>,
}

impl TryFrom<RawImage> for ImageSpec {
    type Error = String;
    fn try_from(r: RawImage) -> Result<ImageSpec, String> {
        check_name(&r.name)?;
        Ok(ImageSpec {
            fill: make_fill(r.fill, r.data, r.seed)?,
            name: r.name,
            bti: r.bti,
            kind: r.kind,
            format: r.format,
            width: r.width,
            height: r.height.unwrap_or(1),
            depth: r.depth.unwrap_or(1),
            array_size: r.array_size.unwrap_or(1),
            mips: r.mips.unwrap_or(1),
        })
    }
}

/// Accepts numbers, `"@name[+offset]"` strings, arrays and `{ base, stride }`
/// tables, each where its type allows, with one message saying what is.
struct ValueVisitor {
    refs: bool,
    composite: bool,
}

/// What [`ValueVisitor`] found; narrowed by each type's `Deserialize`.
enum Parsed {
    Number(Number),
    Ref(Ref),
    Vector(Vec<Scalar>),
    Strided { base: Scalar, stride: i64 },
}

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Parsed;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.refs, self.composite) {
            (false, _) => f.write_str("a number"),
            (true, false) => f.write_str("a number or \"@name\""),
            (true, true) => f.write_str("a number, \"@name\", an array or { base, stride }"),
        }
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Parsed, E> {
        Ok(Parsed::Number(Number::Int(v.into())))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Parsed, E> {
        Ok(Parsed::Number(Number::Int(v.into())))
    }

    fn visit_i128<E: de::Error>(self, v: i128) -> Result<Parsed, E> {
        Ok(Parsed::Number(Number::Int(v)))
    }

    fn visit_u128<E: de::Error>(self, v: u128) -> Result<Parsed, E> {
        i128::try_from(v).map(|v| Parsed::Number(Number::Int(v))).map_err(|_| E::custom("integer too large"))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Parsed, E> {
        Ok(Parsed::Number(Number::Float(v)))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Parsed, E> {
        if !self.refs {
            return Err(E::invalid_type(de::Unexpected::Str(v), &self));
        }
        parse_ref(v).map(Parsed::Ref).map_err(E::custom)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Parsed, A::Error> {
        if !self.composite {
            return Err(de::Error::invalid_type(de::Unexpected::Seq, &self));
        }
        let mut values = Vec::new();
        while let Some(v) = seq.next_element::<Scalar>()? {
            values.push(v);
        }
        Ok(Parsed::Vector(values))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Parsed, A::Error> {
        if !self.composite {
            return Err(de::Error::invalid_type(de::Unexpected::Map, &self));
        }
        let (mut base, mut stride) = (None, None);
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "base" => base = Some(map.next_value::<Scalar>()?),
                "stride" => stride = Some(map.next_value::<i64>()?),
                other => return Err(de::Error::unknown_field(other, &["base", "stride"])),
            }
        }
        let base = base.ok_or_else(|| de::Error::missing_field("base"))?;
        let stride = stride.ok_or_else(|| de::Error::missing_field("stride"))?;
        Ok(Parsed::Strided { base, stride })
    }
}

/// `@name`, `@name+16`, `@name-0x10`.
fn parse_ref(text: &str) -> Result<Ref, String> {
    let bad = || format!("`{text}` is not a reference: write \"@name\" or \"@name+offset\"");
    let rest = text.strip_prefix('@').ok_or_else(bad)?;
    let (name, offset) = match rest.find(['+', '-']) {
        Some(at) => {
            let (name, off) = rest.split_at(at);
            let negative = off.starts_with('-');
            let digits = off[1..].replace('_', "");
            let magnitude = match digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
                Some(hex) => i64::from_str_radix(hex, 16),
                None => digits.parse::<i64>(),
            }
            .map_err(|_| bad())?;
            (name, if negative { -magnitude } else { magnitude })
        }
        None => (rest, 0),
    };
    check_name(name)?;
    Ok(Ref { name: name.to_string(), offset })
}

impl<'de> Deserialize<'de> for Number {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Number, D::Error> {
        match d.deserialize_any(ValueVisitor { refs: false, composite: false })? {
            Parsed::Number(n) => Ok(n),
            _ => Err(de::Error::custom("expected a number")),
        }
    }
}

impl<'de> Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Scalar, D::Error> {
        match d.deserialize_any(ValueVisitor { refs: true, composite: false })? {
            Parsed::Number(n) => Ok(Scalar::Number(n)),
            Parsed::Ref(r) => Ok(Scalar::Ref(r)),
            _ => Err(de::Error::custom("expected a number or \"@name\"")),
        }
    }
}

impl<'de> Deserialize<'de> for ArgValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ArgValue, D::Error> {
        Ok(match d.deserialize_any(ValueVisitor { refs: true, composite: true })? {
            Parsed::Number(n) => ArgValue::Scalar(Scalar::Number(n)),
            Parsed::Ref(r) => ArgValue::Scalar(Scalar::Ref(r)),
            Parsed::Vector(v) => ArgValue::Vector(v),
            Parsed::Strided { base, stride } => ArgValue::Strided { base, stride },
        })
    }
}
