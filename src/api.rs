//! The library API for a compiler driver: load LLVM IR, compile it for a
//! platform, take the vISA program (as a model, as `.visaasm` text, as an
//! `.isa` object file), its statistics and diagnostics as data, and run and
//! verify it on the built-in emulator with a launch built in code.
//!
//! Everything here owns its data: a [`Module`] keeps the input's bytes and
//! each operation parses them in an LLVM context of its own, so results can
//! be kept, sent between threads and compared. Everything runs in the
//! caller's process: the wall the CLI puts around LLVM (docs/limits.md) is
//! the CLI's, so a driver that takes untrusted IR runs `visa-lower` instead.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use visa_lower::api::{CompileOptions, LaunchBuilder, Module, RunOptions};
//! use visa_lower::exec::launch::ArgValue;
//! use visa_lower::Platform;
//!
//! // Eight lanes gather dwords through their pointers and scatter them, plus one, to `out`.
//! let ir = r#"
//! define void @k(<8 x i32 addrspace(1)*> %src, <8 x i32 addrspace(1)*> %out) {
//!   %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %src, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef)
//!   %w = add <8 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
//!   call void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32> %w, <8 x i32 addrspace(1)*> %out, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
//!   ret void
//! }
//! declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
//! declare void @llvm.masked.scatter.v8i32.v8p1i32(<8 x i32>, <8 x i32 addrspace(1)*>, i32, <8 x i1>)
//! "#;
//! let module = Module::from_memory("k.ll", ir.as_bytes())?;
//!
//! let compiled = module.compile(&CompileOptions::new(Platform::XeHpg))?;
//! let kernel = &compiled.kernels()[0];
//! assert_eq!(kernel.name, "k");
//! let messages: Vec<_> = kernel.messages.iter().map(|m| (m.message.as_str(), m.exec_size)).collect();
//! // XeHPG has LSC: `select` chooses it for both.
//! assert_eq!(messages, [("LSC_UNTYPED", 8), ("LSC_UNTYPED", 8)]);
//! assert!(compiled.text()?.contains(".kernel k\n"));
//! assert!(compiled.binary()?.starts_with(b"CISA"));
//!
//! // src holds 0, 1, ..., 15; lane i reads src[2 * i] and writes out[i].
//! let launch = LaunchBuilder::new()
//!     .buffer_u32("src", &(0..16).collect::<Vec<u32>>())
//!     .buffer_u32("out", &[0; 8])
//!     .arg("src", ArgValue::strided("src", 8))
//!     .arg("out", ArgValue::strided("out", 4))
//!     .build();
//! let report = module.run(&launch, &RunOptions::verify(Platform::XeHpg))?;
//! assert!(report.verdict.as_ref().is_some_and(|v| v.passed()));
//! let out = &report.memory.svm.allocation("out").ok_or("no buffer `out`")?.bytes;
//! let words: Vec<u32> = out.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
//! assert_eq!(words, [1, 3, 5, 7, 9, 11, 13, 15]);
//! # Ok(())
//! # }
//! ```

use serde::Serialize;

use crate::emit::SurfaceBinding;
use crate::exec::launch::{ArgValue, BufferSpec, Element, Fill, Launch, Number, Ref, Scalar, UbPolicy};
use crate::limits::MAX_INPUT_BYTES;
use crate::pipeline::{compile::EmitKind, run::IrEngine, run::IrRunRequest};
use crate::visa::{text::print, Program};
use crate::Platform;

pub use crate::exec::report::RunReport;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

/// One diagnostic as data: where (when known), how bad, what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// The file it is about (the name given to [`Module::from_memory`], or the path).
    pub file: Option<String>,
    /// 1-based; `None` when it is about the whole file.
    pub line: Option<u32>,
    pub column: Option<u32>,
    pub severity: Severity,
    /// Refused by design, invalid input, or a bug of the tool.
    #[serde(serialize_with = "kind_name")]
    pub kind: crate::diag::DiagnosticKind,
    pub message: String,
    /// The quoted source line (cut around the caret when long), if any.
    pub source_line: Option<String>,
    /// Follow-up lines (`note: ...` in the text form).
    pub notes: Vec<String>,
    /// The text form: `file:line:col: error: message`, the source line and a caret.
    pub rendered: String,
}

impl From<&crate::diag::Diagnostic> for Diagnostic {
    fn from(d: &crate::diag::Diagnostic) -> Diagnostic {
        Diagnostic {
            file: d.loc.as_ref().map(|l| l.file.clone()),
            line: d.loc.as_ref().map(|l| l.line),
            column: d.loc.as_ref().map(|l| l.col),
            severity: Severity::Error,
            kind: d.kind,
            message: d.message.clone(),
            source_line: d.loc.as_ref().and(d.source_line.clone()),
            notes: d.notes.clone(),
            rendered: d.to_string(),
        }
    }
}

fn kind_name<S: serde::Serializer>(kind: &crate::diag::DiagnosticKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(kind.name())
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.rendered)
    }
}

/// Why an operation failed: one or more [`Diagnostic`]s, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// Whether every diagnostic is a refusal of the input contract (a
    /// construct that is not supported, or a message the platform lacks)
    /// rather than an error in the input or the tool.
    pub fn is_refusal(&self) -> bool {
        !self.0.is_empty() && self.0.iter().all(|d| d.kind == crate::diag::DiagnosticKind::Refused)
    }
}

impl From<Vec<crate::diag::Diagnostic>> for Diagnostics {
    fn from(all: Vec<crate::diag::Diagnostic>) -> Diagnostics {
        Diagnostics(all.iter().map(Diagnostic::from).collect())
    }
}

impl From<crate::diag::Diagnostic> for Diagnostics {
    fn from(d: crate::diag::Diagnostic) -> Diagnostics {
        Diagnostics(vec![Diagnostic::from(&d)])
    }
}

impl std::fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// LLVM IR (`.ll` text or `.bc` bitcode) to compile or run.
#[derive(Clone, Debug)]
pub struct Module {
    file: String,
    bytes: Vec<u8>,
}

impl Module {
    /// IR held in memory; `file` names it in diagnostics. The IR is parsed
    /// (and verified by LLVM) here, so a malformed module fails now.
    pub fn from_memory(file: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Result<Module, Diagnostics> {
        let module = Module { file: file.into(), bytes: bytes.into() };
        if module.bytes.len() as u64 > MAX_INPUT_BYTES {
            return Err(crate::diag::Diagnostic::new(format!(
                "{}: the module is larger than {} MiB, the limit for an input",
                module.file,
                MAX_INPUT_BYTES >> 20
            ))
            .into());
        }
        let context = crate::input::ir::context_for(&module.bytes);
        crate::input::ir::load_module(&context, &module.file, &module.bytes)?;
        Ok(module)
    }

    /// IR read from a file.
    pub fn from_file(path: impl AsRef<std::path::Path>) -> Result<Module, Diagnostics> {
        let path = path.as_ref();
        let file = path.display().to_string();
        let cannot = |e: std::io::Error| crate::diag::Diagnostic::new(format!("{file}: cannot read: {e}"));
        let meta = std::fs::metadata(path).map_err(cannot)?;
        if meta.len() > MAX_INPUT_BYTES {
            return Err(crate::diag::Diagnostic::new(format!(
                "{file}: the file is larger than {} MiB, the limit for an input",
                MAX_INPUT_BYTES >> 20
            ))
            .into());
        }
        let bytes = std::fs::read(path).map_err(cannot)?;
        Module::from_memory(file, bytes)
    }

    /// The name diagnostics give the module.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The input's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Runs the passes (`select`, `legalize`, or those of
    /// [`CompileOptions::passes`]) and emits one vISA kernel per defined
    /// function.
    ///
    /// A large module compiles on every core (its functions in parts, each
    /// in its own LLVM context: `visa-lower compile --jobs`); the result is
    /// the same.
    pub fn compile(&self, options: &CompileOptions) -> Result<Compiled, Diagnostics> {
        let driver_options = crate::pipeline::compile::CompileOptions {
            platform: options.platform,
            simt: options.simt,
            passes: options.passes.clone(),
            messages: options.messages,
            verify_each: options.verify_each,
            print_after: visa_passes::transforms::pipeline::PrintAfter::None,
            emit: EmitKind::Program,
            keep_kernels: true,
            locations: true,
        };
        let split = crate::pipeline::compile::Split::per_core(true);
        let read = |loaded: &crate::input::ir::LoadedModule<'_>| MemoryOperation::of_module(loaded);
        if let Some((out, operations)) =
            crate::pipeline::compile::compile_split(&self.file, &self.bytes, &driver_options, split, &read, None)
        {
            let memory_operations = operations.into_iter().flatten().collect();
            return Ok(Compiled::new(&self.file, options.platform, memory_operations, out));
        }
        let context = crate::input::ir::context_for(&self.bytes);
        let loaded = crate::input::ir::load_module(&context, &self.file, &self.bytes)?;
        let memory_operations = MemoryOperation::of_module(&loaded);
        let out = crate::pipeline::compile::compile(&loaded, &driver_options)?;
        Ok(Compiled::new(&self.file, options.platform, memory_operations, out))
    }

    /// Compiles the launch's kernel (its `kernel`, else the first defined
    /// function) for the platform, runs it on the emulator and, with
    /// [`RunOptions::verify`], compares every byte and the returned value
    /// with the reference interpreter's run of the input.
    ///
    /// An error is input the tool refuses; a run that faults, mismatches or
    /// finds undefined behaviour is a report ([`RunReport::status`]).
    pub fn run(&self, launch: &Launch, options: &RunOptions) -> Result<RunReport, Diagnostics> {
        let request = IrRunRequest {
            file: &self.file,
            bytes: &self.bytes,
            launch: None,
            kernel: options.kernel.as_deref(),
            engine: options.engine,
            ub_error: options.ub_error,
            platform: options.platform,
            messages: None,
            verify: options.verify,
            jit_timeout: crate::limits::JIT_TIMEOUT,
            budget: None,
        };
        Ok(crate::pipeline::run::run_ir_launched(&request, launch)?)
    }
}

impl MemoryOperation {
    /// The memory operations of a module (read before the passes rewrite it).
    pub fn of_module(loaded: &crate::input::ir::LoadedModule<'_>) -> Vec<MemoryOperation> {
        let mut all = Vec::new();
        crate::pipeline::memory_ops::for_each_memory_op(loaded, |function, op, position| {
            all.push(MemoryOperation {
                function: function.get_name().to_string_lossy().into_owned(),
                line: position.map(|p| p.line),
                col: position.map(|p| p.col),
                kind: op.kind.to_string(),
                width: op.width,
                elem_type: op.elem_type.into_owned(),
                addr_space: op.addr_space,
            })
        });
        all
    }
}

/// How to compile.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    pub platform: Platform,
    /// Keep the dispatch mask (SIMT) instead of `_NM` messages.
    pub simt: bool,
    /// The passes to run, in order; `None`: `dead-loads,gep-offsets,select,legalize`.
    pub passes: Option<Vec<String>>,
    /// The messages `select` chooses; `None`: the platform's default (LSC
    /// where it has LSC).
    pub messages: Option<visa_passes::transforms::pipeline::Messages>,
    /// Run LLVM's verifier after each pass.
    pub verify_each: bool,
}

impl CompileOptions {
    /// The default pipeline for `platform`, `_NM` messages, each pass verified.
    pub fn new(platform: Platform) -> CompileOptions {
        CompileOptions { platform, simt: false, passes: None, messages: None, verify_each: true }
    }

    /// `--messages`: legacy or LSC messages where the platform has both.
    pub fn messages(mut self, messages: visa_passes::transforms::pipeline::Messages) -> CompileOptions {
        self.messages = Some(messages);
        self
    }

    pub fn simt(mut self, simt: bool) -> CompileOptions {
        self.simt = simt;
        self
    }
}

/// A compiled module: the vISA program and what the compile found.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub file: String,
    pub platform: Platform,
    /// The program model (`crate::visa`): one kernel per defined function.
    pub program: Program,
    kernels: Vec<KernelInfo>,
    memory_operations: Vec<MemoryOperation>,
    statistics: Vec<Statistic>,
}

impl Compiled {
    /// The report of a driver compile (`crate::pipeline::compile::compile`) of `file`
    /// for `platform`, given the input's memory operations as read before it.
    pub fn new(
        file: &str,
        platform: Platform,
        memory_operations: Vec<MemoryOperation>,
        out: crate::pipeline::compile::CompileOutput,
    ) -> Compiled {
        let statistics = out
            .report
            .stats
            .counters
            .iter()
            .map(|((pass, counter), &value)| Statistic { pass: pass.to_string(), counter: counter.clone(), value })
            .collect();
        let kernels = out
            .program
            .kernels
            .iter()
            .zip(&out.surfaces)
            .map(|(kernel, surfaces)| KernelInfo::of(kernel, surfaces))
            .collect();
        Compiled { file: file.to_string(), platform, program: out.program, kernels, memory_operations, statistics }
    }

    /// The report `compile --json` prints (docs/json.md, "compile --json").
    pub fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "file": self.file,
            "platform": self.platform.name(),
            "status": "ok",
            "functions": self.kernels,
            "memory_operations": self.memory_operations,
            "statistics": self.statistics,
            "diagnostics": [],
        })
    }

    /// Per kernel (in [`Compiled::program`]'s order): names, surface
    /// bindings and the messages chosen.
    pub fn kernels(&self) -> &[KernelInfo] {
        &self.kernels
    }

    /// The memory operations of the input, before the passes.
    pub fn memory_operations(&self) -> &[MemoryOperation] {
        &self.memory_operations
    }

    /// Each pass's counters, in the order first counted.
    pub fn statistics(&self) -> &[Statistic] {
        &self.statistics
    }

    /// The `.visaasm` text. Fails for a kernel holding an atomic operation
    /// Intel's assembler cannot read as text (PREDEC, 16-bit DWORD_ATOMIC
    /// CMPXCHG): [`Compiled::binary`] takes those.
    pub fn text(&self) -> Result<String, Diagnostics> {
        if let Some(k) = self.program.kernels.iter().find(|k| crate::pipeline::compile::has_unspellable(k)) {
            return Err(crate::diag::Diagnostic::new(format!(
                "{}: kernel {} holds an atomic operation vISA text cannot spell for Intel's assembler; \
                 take the binary form",
                self.file, k.name
            ))
            .into());
        }
        Ok(print::print_program(&self.program))
    }

    /// The `.isa` object file (what `GenX_IR k.isa -platform P` reads).
    pub fn binary(&self) -> Result<Vec<u8>, Diagnostics> {
        crate::visa::binary::isa_file::encode_file(&self.program)
            .map_err(|e| crate::diag::Diagnostic::new(format!("{}: {e}", self.file)).into())
    }
}

/// One emitted kernel, described.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KernelInfo {
    /// The vISA name.
    pub name: String,
    /// The LLVM function's name, where it differs.
    pub source_name: Option<String>,
    pub instructions: usize,
    /// The surfaces the kernel binds to constant binding-table indices of the input.
    pub surfaces: Vec<SurfaceInfo>,
    /// Every message instruction, in program order.
    pub messages: Vec<MessageInfo>,
}

impl KernelInfo {
    fn of(kernel: &crate::visa::Kernel, surfaces: &[SurfaceBinding]) -> KernelInfo {
        let messages = kernel
            .body
            .iter()
            .filter_map(|inst| {
                let message = inst.message()?;
                let exec = inst.exec();
                Some(MessageInfo {
                    message: message.name().to_string(),
                    mnemonic: inst.mnemonic().to_string(),
                    exec_size: exec.lanes(),
                    emask_offset: exec.offset.channel(),
                    no_mask: exec.no_mask,
                })
            })
            .collect();
        KernelInfo {
            name: kernel.name.clone(),
            source_name: kernel.source_name.clone(),
            instructions: kernel.body.len(),
            surfaces: surfaces
                .iter()
                .map(|b| SurfaceInfo { name: kernel.surface_name(b.surface), bti: b.bti })
                .collect(),
            messages,
        }
    }
}

/// A user surface bound to a constant binding-table index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SurfaceInfo {
    /// Its name in the kernel (`T6` is the first user surface).
    pub name: String,
    pub bti: u8,
}

/// One message instruction of an emitted kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MessageInfo {
    /// The message table's name (`SVM_GATHER`).
    pub message: String,
    /// The text mnemonic (`svm_gather`).
    pub mnemonic: String,
    /// Lanes; 1 for the block messages, which have no execution size.
    pub exec_size: u32,
    /// The first channel of the execution mask it reads (`M5` is 16).
    pub emask_offset: u32,
    /// `_NM`: the execution mask is ignored.
    pub no_mask: bool,
}

/// A memory operation of the input IR.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MemoryOperation {
    pub function: String,
    pub line: Option<u32>,
    pub col: Option<u32>,
    /// The intrinsic or instruction (`llvm.masked.gather`, `load`, ...).
    pub kind: String,
    pub width: Option<u32>,
    pub elem_type: String,
    pub addr_space: Option<u32>,
}

/// One counter of a pass (`compile --stats`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Statistic {
    pub pass: String,
    pub counter: String,
    pub value: u64,
}

/// How to run a module.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The platform to compile for (emulator); `None`: the launch's, else xehpg.
    pub platform: Option<Platform>,
    /// The function to run; `None`: the launch's `kernel`, else the first.
    pub kernel: Option<String>,
    pub engine: IrEngine,
    /// Compare with the reference interpreter (emulator engine).
    pub verify: bool,
    /// Undefined behaviour fails the run, whatever the launch says.
    pub ub_error: bool,
}

impl RunOptions {
    /// Compile for `platform`, run on the emulator, compare with the reference.
    pub fn verify(platform: Platform) -> RunOptions {
        RunOptions { platform: Some(platform), kernel: None, engine: IrEngine::Emulator, verify: true, ub_error: false }
    }

    /// Run on `engine` without comparing.
    pub fn engine(engine: IrEngine) -> RunOptions {
        RunOptions { platform: None, kernel: None, engine, verify: false, ub_error: false }
    }

    pub fn kernel(mut self, name: impl Into<String>) -> RunOptions {
        self.kernel = Some(name.into());
        self
    }
}

/// A launch spec built in code, with what the TOML form says
/// (docs/launch.md): buffers, SLM, arguments, the dispatch mask.
///
/// ```
/// use visa_lower::api::LaunchBuilder;
/// use visa_lower::exec::launch::{ArgValue, Element, Fill};
///
/// let launch = LaunchBuilder::new()
///     .buffer("a", Element::U32, Fill::Iota, 64)
///     .arg("p", ArgValue::strided("a", 4))
///     .dispatch_mask(0xff)
///     .build();
/// assert_eq!(launch.buffers[0].size, Some(64));
/// assert_eq!(launch.dispatch_mask, 0xff);
/// ```
#[derive(Clone, Debug, Default)]
pub struct LaunchBuilder {
    launch: Launch,
}

impl LaunchBuilder {
    /// The defaults: 64 KiB of zeroed SLM, no buffers, all 32 channels on.
    pub fn new() -> LaunchBuilder {
        LaunchBuilder::default()
    }

    /// The function to run.
    pub fn kernel(mut self, name: impl Into<String>) -> LaunchBuilder {
        self.launch.kernel = Some(name.into());
        self
    }

    pub fn platform(mut self, platform: Platform) -> LaunchBuilder {
        self.launch.platform = Some(platform);
        self
    }

    /// Channels enabled at dispatch, bit `i` = channel `i`.
    pub fn dispatch_mask(mut self, mask: u32) -> LaunchBuilder {
        self.launch.dispatch_mask = mask;
        self
    }

    /// Undefined behaviour fails the run.
    pub fn ub_error(mut self) -> LaunchBuilder {
        self.launch.ub = UbPolicy::Error;
        self
    }

    /// Lane-instructions a run may execute (see [`Launch::budget`]).
    pub fn budget(mut self, budget: u64) -> LaunchBuilder {
        self.launch.budget = budget;
        self
    }

    /// SLM of `size` bytes, filled.
    pub fn slm(mut self, size: u64, element: Element, fill: Fill) -> LaunchBuilder {
        self.launch.slm = crate::exec::launch::SlmSpec { size, element, fill };
        self
    }

    /// An SVM buffer of `size` bytes at a default address.
    pub fn buffer(mut self, name: impl Into<String>, element: Element, fill: Fill, size: u64) -> LaunchBuilder {
        let name = name.into();
        self.launch.buffers.push(BufferSpec { name, size: Some(size), address: None, element, fill });
        self
    }

    /// An SVM buffer holding `values`.
    pub fn buffer_u32(self, name: impl Into<String>, values: &[u32]) -> LaunchBuilder {
        let fill = Fill::Explicit(values.iter().map(|&v| Number::Int(v.into())).collect());
        self.buffer(name, Element::U32, fill, 4 * values.len() as u64)
    }

    /// An untyped surface of `size` bytes at binding-table index `bti`
    /// (0..=253); `name` lets arguments refer to it.
    pub fn surface(
        mut self,
        name: impl Into<String>,
        bti: u8,
        size: u64,
        element: Element,
        fill: Fill,
    ) -> LaunchBuilder {
        let name = Some(name.into());
        self.launch.surfaces.push(crate::exec::launch::SurfaceSpec { name, bti, size: Some(size), element, fill });
        self
    }

    /// The value of the kernel argument `name` (its LLVM name).
    pub fn arg(mut self, name: impl Into<String>, value: ArgValue) -> LaunchBuilder {
        self.launch.args.insert(name.into(), value);
        self
    }

    /// The launch; its objects are checked when a run builds its memory.
    pub fn build(self) -> Launch {
        self.launch
    }
}

impl ArgValue {
    /// The address of buffer `name` plus `offset` bytes (`"@name+offset"`).
    pub fn buffer(name: impl Into<String>, offset: i64) -> ArgValue {
        ArgValue::Scalar(Scalar::Ref(Ref { name: name.into(), offset }))
    }

    /// Element `i` is the address of buffer `name` plus `i * stride` bytes.
    pub fn strided(name: impl Into<String>, stride: i64) -> ArgValue {
        ArgValue::Strided { base: Scalar::Ref(Ref { name: name.into(), offset: 0 }), stride }
    }

    /// Every element is `value`.
    pub fn int(value: i128) -> ArgValue {
        ArgValue::Scalar(Scalar::Number(Number::Int(value)))
    }

    /// Element `i` is `values[i]` (missing elements are zero).
    pub fn ints(values: &[i128]) -> ArgValue {
        ArgValue::Vector(values.iter().map(|&v| Scalar::Number(Number::Int(v))).collect())
    }
}
