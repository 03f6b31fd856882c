//! `emit`: legal LLVM IR -> a vISA kernel (`docs/lowering.md`, "emit").
//!
//! The driver of the translation: declare the parameters (`inputs.rs`),
//! translate the blocks (labels, branches, phis: `flow.rs`) and each
//! instruction in them in order (messages in
//! `messages.rs`, the rest in `alu.rs`), with SSA values kept as views of
//! vISA variables (`values.rs`) and masks as predicates (`masks.rs`). The
//! result always passes [`crate::visa::verify::verify_kernel`] for the
//! platform: input outside the contract is a diagnostic at its
//! `file:line:col`, never an invalid kernel.
//!
//! ```
//! use visa_lower::input::ir;
//! use visa_lower::{emit, Platform};
//!
//! let text = "define <8 x i32> @k(<8 x i32> %a, <8 x i32> %b) {\n  %s = add <8 x i32> %a, %b\n  ret <8 x i32> %s\n}\n";
//! let context = ir::context_for(text.as_bytes());
//! let loaded = ir::load_module(&context, "k.ll", text.as_bytes()).unwrap();
//! let kernel = emit::emit_function(&loaded, "k", Platform::XeHpg, emit::Dispatch::NoMask).unwrap();
//! let asm = visa_lower::visa::text::print::print_kernel(&kernel);
//! assert!(asm.contains("add (M1_NM, 8) s(0,0)<1> a(0,0)<8;8,1> b(0,0)<8;8,1>"));
//! assert!(asm.contains("mov (M1_NM, 8) retval(0,0)<1> s(0,0)<8;8,1>"));
//! ```

mod alu;
mod arith;
mod branches;
mod constants;
mod dead;
mod element_index;
mod error;
mod flow;
pub use flow::tag_block_sizes;
mod hoist;
mod ieee;
mod implicit;
mod insert;
mod inputs;
mod int64;
mod intrinsics;
mod llvm;
mod logic_fold;
pub mod lsc;
mod masks;
mod messages;
mod operands;
mod phi_homes;
mod placement;
mod predicates;
mod region;
mod span;
mod values;
mod widen;
mod wrpred;

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, FunctionValue, InstructionValue};
use visa_passes::ir::srcloc::SourceMap;

use crate::diag::Diagnostic;
use crate::input::ir::LoadedModule;
use crate::visa::names::{self, NameTable};
use crate::visa::program::{FastMap, FastSet};
use crate::visa::verify::verify_kernel;
use crate::visa::{GenVarId, Kernel, SurfaceId};
use crate::Platform;

use error::EmitError;
use values::View;

/// What `emit` translates (`crate::input::ops`), for diagnostics.
pub fn supported() -> String {
    format!("{}, calls to the message intrinsics and the arithmetic intrinsics, ret", crate::input::ops::names(true))
}

/// The state of one function's translation.
pub(crate) struct Emitter<'a, 'ctx> {
    loaded: &'a LoadedModule<'ctx>,
    function: FunctionValue<'ctx>,
    platform: Platform,
    grf: u32,
    dispatch: Dispatch,
    layout: llvm::Layout,
    kernel: Kernel,
    /// The values part: what each SSA value is stored as, names, aliases.
    values: values::Values,
    /// The masks part: mask roots and constant predicates.
    masks: masks::Masks,
    /// The constants-and-hoisting part.
    consts: constants::Constants,
    /// The control-flow part: block labels, phi variables.
    flow: flow::Flow,
    bti_surfaces: FastMap<u8, SurfaceId>,
    /// The surface each message names for a surface parameter.
    surface_args: FastMap<LLVMValueRef, SurfaceId>,
    /// The binding-table index the compiler assigns each surface parameter
    /// of Intel's vector-compiler ABI (`crate::input::vc_abi`).
    assigned_btis: FastMap<LLVMValueRef, u8>,
    /// The surface variables holding an assigned index, each set by a
    /// `movs` of it before every message that names it (`operands.rs`).
    assigned_surfaces: FastMap<SurfaceId, u8>,
    next_input: u32,
    /// For each emitted instruction, the index of the IR instruction it came from.
    origin: Vec<usize>,
    /// The IR instruction being translated.
    current: usize,
    /// The function's instructions, in order.
    insts: Vec<InstructionValue<'ctx>>,
    /// The name of each instruction (borrowed from LLVM; the emitter renames
    /// nothing), looked up while the instruction list is walked, so that the
    /// look-ups' cache misses overlap the walk's instead of stalling the
    /// translation one by one.
    inst_names: Vec<&'ctx [u8]>,
    /// Values computed in their user's storage (`placement.rs`).
    placements: FastMap<LLVMValueRef, placement::Placement>,
    /// The storage of each user that has values placed in it, once made.
    user_storage: FastMap<LLVMValueRef, View>,
    /// The arithmetic intrinsic each callee is, if any.
    callee_rows: llvm::CalleeRows,
    /// The LSC calls checked so far, by form (each kernel makes many calls of few forms).
    lsc_checked: visa_passes::ir::lsc_checked::CheckedCalls,
    /// Each LSC form's operand indices and plan, worked out once (`lsc.rs`).
    lsc_shapes: lsc::LscShapes,
    /// The kind id of `legalize`'s piece-lane metadata (`position`).
    lane_kind: u32,
    /// The carry (borrow) of `int64.rs`'s `addc`/`subb`: one variable per
    /// kernel, each carry read by the instruction after the one writing it.
    carry: Option<GenVarId>,
    /// The implicit inputs declared so far (`implicit.rs`), by provenance.
    implicit_inputs: FastMap<u8, GenVarId>,
    /// Each variable an `insertelement` wrote, by the last one that wrote
    /// it (an insert may write its vector's variable in place: `insert.rs`).
    insert_roots: FastMap<GenVarId, LLVMValueRef>,
    counts: EmitCounts,
    /// The LSC loads whose value stays in the message's register layout,
    /// read only by rdregions of one row each (`lsc.rs`).
    register_rows: FastMap<LLVMValueRef, lsc::RegisterRows>,
    /// NOTs folded into the logic instruction after them (`logic_fold.rs`).
    folded_nots: FastSet<LLVMValueRef>,
}

/// What `compile --stats` reports of emission: instructions written for
/// constant vectors and the fewest that could write them (`constants.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EmitCounts {
    pub constant_instructions: u64,
    pub constant_lower_bound: u64,
}

impl std::ops::AddAssign for EmitCounts {
    fn add_assign(&mut self, other: EmitCounts) {
        self.constant_instructions += other.constant_instructions;
        self.constant_lower_bound += other.constant_lower_bound;
    }
}

/// Translates `function` of a legalized module to a vISA kernel.
///
/// The kernel runs in SIMT mode (messages without `_NM`) when `dispatch`
/// is [`Dispatch::Simt`] or the function carries `"visa-simt"="true"`.
pub fn emit_function(
    loaded: &LoadedModule<'_>,
    function: &str,
    platform: Platform,
    dispatch: Dispatch,
) -> Result<Kernel, Diagnostic> {
    let func = loaded
        .module
        .get_function(function)
        .filter(|f| f.count_basic_blocks() > 0)
        .ok_or_else(|| Diagnostic::new(format!("{}: no function `@{function}` with a body", loaded.file)))?;
    emit(loaded, func, platform, dispatch)
}

/// [`emit_function`] of a function in hand (whatever bytes its name has).
pub fn emit<'ctx>(
    loaded: &LoadedModule<'ctx>,
    func: FunctionValue<'ctx>,
    platform: Platform,
    dispatch: Dispatch,
) -> Result<Kernel, Diagnostic> {
    translate(loaded, func, platform, dispatch).map(|emitted| emitted.kernel)
}

/// A user surface of an emitted kernel that stands for a constant
/// binding-table index of the input (`@llvm.genx.*` with surface `3`): the
/// runtime binds it to that index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SurfaceBinding {
    pub surface: SurfaceId,
    pub bti: u8,
}

/// Everything emit makes of one function: the kernel, the binding of each
/// surface it made of a constant index, and what it counted.
#[derive(Clone, Debug)]
pub struct Emitted {
    pub kernel: Kernel,
    /// Sorted by surface.
    pub surfaces: Vec<SurfaceBinding>,
    pub counts: EmitCounts,
    /// Where the code of each IR block [`tag_block_sizes`] tagged starts in
    /// the kernel's body, and the block's IR instruction count: the
    /// emulator's IR budget (`crate::exec::emu::IrBudget`). Empty for an
    /// untagged module.
    pub ir_blocks: Vec<(usize, u64)>,
    /// For each instruction of the kernel's body, the index of the IR
    /// instruction (in the function as emitted) it was made of.
    pub origin: Vec<usize>,
}

/// [`emit`], with the surface bindings and counts.
pub fn translate<'ctx>(
    loaded: &LoadedModule<'ctx>,
    func: FunctionValue<'ctx>,
    platform: Platform,
    dispatch: Dispatch,
) -> Result<Emitted, Diagnostic> {
    emit_checked(loaded, func, Options { platform, dispatch, verify: Verify::Lowered, copies: Copies::Reused })
        .map_err(EmitErrors::first)
}

/// [`translate`] of a module the `legalize` pass did not lower (`compile
/// --passes=` without it): what the verifier refuses then is what legalize
/// would have refused or made legal, said as the refusal it is rather than
/// as the emitter's bug.
pub fn translate_unlegalized<'ctx>(
    loaded: &LoadedModule<'ctx>,
    func: FunctionValue<'ctx>,
    platform: Platform,
    dispatch: Dispatch,
) -> Result<Emitted, Diagnostic> {
    emit_checked(loaded, func, Options { platform, dispatch, verify: Verify::Unlegalized, copies: Copies::Reused })
        .map_err(EmitErrors::first)
}

/// Whether and how emit checks its kernel with the vISA verifier.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verify {
    /// Not here: the caller verifies.
    No,
    /// After the whole pipeline: a failure is the emitter's bug.
    Lowered,
    /// Without `legalize`: a failure is the input's (see [`translate_unlegalized`]).
    Unlegalized,
}

/// [`translate`] without the vISA verifier's check of the result, for a
/// caller that verifies the kernel itself (on another thread) and, should
/// that fail, calls [`translate`] again for the located diagnostic.
pub fn emit_unverified<'ctx>(
    loaded: &LoadedModule<'ctx>,
    func: FunctionValue<'ctx>,
    platform: Platform,
    dispatch: Dispatch,
) -> Result<Emitted, Diagnostic> {
    emit_checked(loaded, func, Options { platform, dispatch, verify: Verify::No, copies: Copies::Reused })
        .map_err(EmitErrors::first)
}

/// [`emit_unverified`] reporting every independent refusal of the
/// function's instructions, in instruction order, rather than the first.
pub fn emit_unverified_all_errors<'ctx>(
    loaded: &LoadedModule<'ctx>,
    func: FunctionValue<'ctx>,
    platform: Platform,
    dispatch: Dispatch,
) -> Result<Emitted, Vec<Diagnostic>> {
    emit_checked(loaded, func, Options { platform, dispatch, verify: Verify::No, copies: Copies::Reused })
        .map_err(|EmitErrors(all)| all)
}

/// How the kernel's messages treat the dispatch mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dispatch {
    /// Every message lane runs (`_NM`), whatever the dispatch mask.
    NoMask,
    /// SIMT mode: messages without `_NM`, so the lanes the dispatch mask
    /// leaves off stay off.
    Simt,
}

impl Dispatch {
    /// The public entry points' `simt` flag (the CLI's `--simt`).
    pub fn from_flag(simt: bool) -> Dispatch {
        if simt {
            Dispatch::Simt
        } else {
            Dispatch::NoMask
        }
    }
}

/// Whether a copy of a constant's plan may reuse the instructions an
/// earlier copy made (`constants::Constants::copies`); tests compare the
/// two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Copies {
    Reused,
    /// Only tests take the general path every time.
    #[cfg_attr(not(test), allow(dead_code))]
    General,
}

/// How [`emit_checked`] translates a function.
#[derive(Clone, Copy)]
struct Options {
    platform: Platform,
    /// SIMT also when the function carries `"visa-simt"="true"`.
    dispatch: Dispatch,
    verify: Verify,
    copies: Copies,
}

fn emit_checked<'ctx>(
    loaded: &LoadedModule<'ctx>,
    func: FunctionValue<'ctx>,
    options: Options,
) -> Result<Emitted, EmitErrors> {
    let Options { platform, dispatch, verify, copies } = options;
    let simt_attr = visa_passes::ir::msg::is_simt(func);
    let layout = llvm::Layout::new(visa_passes::ir::llvm::data_layout(&loaded.module));
    let mut e = Emitter {
        loaded,
        function: func,
        platform,
        grf: platform.grf_bytes(),
        dispatch: if simt_attr { Dispatch::Simt } else { dispatch },
        layout,
        kernel: kernel_named(func.get_name().to_bytes()),
        values: values::Values::new(),
        masks: masks::Masks::default(),
        consts: constants::Constants::new(copies),
        flow: flow::Flow::default(),
        bti_surfaces: FastMap::default(),
        surface_args: FastMap::default(),
        assigned_btis: FastMap::default(),
        assigned_surfaces: FastMap::default(),
        next_input: platform.grf_bytes(),
        origin: Vec::new(),
        current: 0,
        insts: Vec::new(),
        inst_names: Vec::new(),
        placements: FastMap::default(),
        user_storage: FastMap::default(),
        callee_rows: llvm::CalleeRows::default(),
        lsc_checked: Default::default(),
        lsc_shapes: Default::default(),
        lane_kind: loaded.module.get_context().get_kind_id(visa_passes::ir::msg::LANE_METADATA),
        carry: None,
        implicit_inputs: FastMap::default(),
        insert_roots: FastMap::default(),
        counts: EmitCounts::default(),
        register_rows: FastMap::default(),
        folded_nots: FastSet::default(),
    };
    // The instructions block by block (as `instructions` lists them: the
    // index diagnostics use), emitted block by block in reverse post-order.
    let blocks = flow::reverse_post_order(func);
    let mut block_ranges: FastMap<inkwell::llvm_sys::prelude::LLVMBasicBlockRef, (usize, usize)> = FastMap::default();
    // One walk over the instructions (not counted first: each walk over a
    // function's instruction list misses the cache at every instruction).
    for bb in func.get_basic_blocks() {
        let start = e.insts.len();
        let mut next = bb.get_first_instruction();
        while let Some(inst) = next {
            e.insts.push(inst);
            e.inst_names.push(llvm::value_name_bytes(inst.as_value_ref()));
            next = inst.get_next_instruction();
        }
        block_ranges.insert(bb.as_mut_ptr(), (start, e.insts.len()));
    }
    e.flow.multi_block = blocks.len() > 1;
    // Placement and dead code are decided within each block (a value used
    // in another block is live and keeps storage of its own).
    let mut dead = FastSet::default();
    for &(start, end) in block_ranges.values() {
        e.placements.extend(placement::plan(&e.insts[start..end], e.grf));
        dead.extend(dead::dead_instructions(&e.insts[start..end], &mut e.callee_rows));
        e.folded_nots.extend(logic_fold::folded_nots(&e.insts[start..end], platform));
    }
    // Room for what an IR instruction commonly becomes, so that the body,
    // its origins and the variables are not copied as they grow: a gather
    // of 64-bit indices makes some three vISA instructions and variables
    // per IR instruction (its index constant, the scaled index and its
    // alias, the address, the message).
    e.kernel.body.reserve(3 * e.insts.len());
    e.kernel.vars.reserve(3 * e.insts.len());
    e.origin.reserve(3 * e.insts.len());
    e.values.map.reserve(e.insts.len() + func.count_params() as usize);
    // A 64-bit index's scaling takes two aliases per GEP of a few instructions.
    e.values.aliases.reserve(e.insts.len() / 2);
    // A name per variable (as many as the variables above), and the parameters'.
    e.values.names.reserve(3 * e.insts.len() + func.count_params() as usize);
    e.values.names.claim(RETVAL);
    // No value or block takes the entry label's name.
    e.values.names.claim(&names::entry_label_name(&e.kernel.name));
    e.parameters().map_err(|m| e.function_diagnostic(&m))?;
    if e.flow.multi_block {
        if let Err((v, message)) = e.prepare_blocks(&blocks) {
            return Err(match e.insts.iter().position(|i| i.as_value_ref() == v) {
                Some(index) => located(loaded, func, index, e.insts[index], &message),
                None => e.function_diagnostic(&message),
            }
            .into());
        }
    }
    let ir_count_kind = loaded.module.get_context().get_kind_id(flow::IR_COUNT_KIND);
    let mut ir_blocks = Vec::new();
    let mut refusals = Refusals::default();
    for (b, &bb) in blocks.iter().enumerate() {
        let Some(&(start, end)) = block_ranges.get(&bb.as_mut_ptr()) else { continue };
        if let Some(size) = flow::tagged_size(bb, ir_count_kind) {
            ir_blocks.push((e.flow.block_labels.get(&bb.as_mut_ptr()).copied(), size));
        }
        if e.flow.multi_block {
            e.place_label(bb);
            e.start_block();
            if let Err(message) = e.read_bool_phis(bb) {
                let index = start.min(e.insts.len().saturating_sub(1));
                return Err(located(loaded, func, index, e.insts[index], &message).into());
            }
        }
        for index in start..end {
            let inst = e.insts[index];
            e.current = index;
            let v = inst.as_value_ref();
            let result = match llvm::opcode(v) {
                LLVMOpcode::LLVMPHI => Ok(()),
                LLVMOpcode::LLVMBr | LLVMOpcode::LLVMUnreachable | LLVMOpcode::LLVMSwitch => {
                    e.terminator(v, bb, blocks.get(b + 1).copied())
                }
                _ if dead.contains(&v) || e.folded_nots.contains(&v) => Ok(()),
                _ => e.instruction(inst).map(|_| ()),
            };
            if let Err(message) = result {
                refusals.refused(index, inst, located(loaded, func, index, inst, &message));
            }
        }
    }
    refusals.into_result()?;
    e.hoist_constants().map_err(|m| e.function_diagnostic(&m))?;
    if let Err((index, message)) = e.lower_int64() {
        return Err(match e.insts.get(index) {
            Some(&inst) => located(loaded, func, index, inst, &message),
            None => e.function_diagnostic(&message),
        }
        .into());
    }
    // The body starts with the entry label, before the hoisted constants,
    // so that the kernel's `ret` ends its thread.
    e.kernel.start_with_entry_label().ok_or_else(|| e.function_diagnostic(&flow::too_many().into()))?;
    e.origin.insert(0, 0);
    widen::join_narrow_pieces(&mut e.kernel, &mut e.origin, platform);
    // Counted where each block's label is (instructions were put before
    // them since), or from the start of a kernel of one block.
    flow::thread_switch_targets(&mut e.kernel);
    let ir_blocks = flow::ir_block_places(&e.kernel, ir_blocks);
    flow::number_labels_by_first_mention(&mut e.kernel);
    if let Err(errors) = if verify == Verify::No { Ok(()) } else { verify_kernel(&e.kernel, platform) } {
        let first = &errors[0];
        let more = if errors.len() > 1 { format!(" (and {} more)", errors.len() - 1) } else { String::new() };
        let message = match verify {
            // The emitter only makes verified kernels from lowered IR: a failure is a bug, said as one.
            Verify::Lowered | Verify::No => {
                EmitError::internal(format!("the emitted kernel fails the vISA verifier for {platform}: {first}{more}"))
            }
            Verify::Unlegalized => EmitError::from(format!(
                "cannot be emitted for {platform} without the `legalize` pass (left out by --passes), which \
                 refuses or rewrites what the platform cannot run: {first}{more}"
            )),
        };
        let at = first.instruction.and_then(|i| e.origin.get(i).copied());
        let inst = at.and_then(|i| e.insts.get(i).map(|&inst| (i, inst)));
        return Err(match inst {
            Some((i, inst)) => located(loaded, func, i, inst, &message),
            None => e.function_diagnostic(&message),
        }
        .into());
    }
    let mut surfaces: Vec<SurfaceBinding> =
        e.bti_surfaces.iter().map(|(&bti, &surface)| SurfaceBinding { surface, bti }).collect();
    surfaces.sort();
    Ok(Emitted { kernel: e.kernel, surfaces, counts: e.counts, ir_blocks, origin: e.origin })
}

/// The refused instructions of one function: emission goes on after a
/// refusal, so that every independent one is reported (`compile` shows
/// them all). An instruction that reads a refused one's value is not
/// reported (its error may be the first one's cascade) and counts as
/// refused itself; after a refusal only refusals are reported, not the
/// emitter's internal errors, which a skipped instruction may cause.
#[derive(Default)]
struct Refusals {
    /// In instruction order (blocks are emitted in reverse post-order).
    found: Vec<(usize, Diagnostic)>,
    refused: FastSet<inkwell::llvm_sys::prelude::LLVMValueRef>,
}

impl Refusals {
    fn refused(&mut self, index: usize, inst: InstructionValue<'_>, diagnostic: Diagnostic) {
        let v = inst.as_value_ref();
        let reads_refused =
            (0..llvm::num_operands(v)).filter_map(|i| llvm::operand(v, i).ok()).any(|op| self.refused.contains(&op));
        self.refused.insert(v);
        let cascade =
            reads_refused || (!self.found.is_empty() && diagnostic.kind == crate::diag::DiagnosticKind::Internal);
        if !cascade {
            self.found.push((index, diagnostic));
        }
    }

    /// `Err` with the refusals in instruction order, if any.
    fn into_result(mut self) -> Result<(), EmitErrors> {
        if self.found.is_empty() {
            return Ok(());
        }
        self.found.sort_by_key(|&(index, _)| index);
        Err(EmitErrors(self.found.into_iter().map(|(_, d)| d).collect()))
    }
}

/// The errors of one emission, in instruction order: never empty.
#[derive(Debug)]
pub(crate) struct EmitErrors(Vec<Diagnostic>);

impl From<Diagnostic> for EmitErrors {
    fn from(diagnostic: Diagnostic) -> EmitErrors {
        EmitErrors(vec![diagnostic])
    }
}

impl EmitErrors {
    /// The first error, for the callers that report one.
    fn first(self) -> Diagnostic {
        let EmitErrors(mut all) = self;
        all.swap_remove(0)
    }
}

/// A diagnostic at IR instruction `index` (`inst`) of `func`, of the error's kind.
fn located<'ctx>(
    loaded: &LoadedModule<'ctx>,
    func: FunctionValue<'ctx>,
    index: usize,
    inst: InstructionValue<'ctx>,
    error: &EmitError,
) -> Diagnostic {
    loaded.diagnostic_at(func, index, inst, &error.message).kind(error.kind)
}

/// The variable that holds a kernel's returned value (verification reads
/// it by this name).
pub const RETVAL: &str = "retval";

/// A kernel for the LLVM function `function`: its name made legal
/// (`names::legal_name`), the LLVM name kept where they differ. Names are
/// unique within one function; [`unique_kernel_names`] makes them unique
/// across a program.
fn kernel_named(function: &[u8]) -> Kernel {
    let name = names::legal_name(function, names::MAX_KERNEL_NAME_LEN)
        .map_or_else(|| "kernel".into(), std::borrow::Cow::into_owned);
    let mut kernel = Kernel::new(name);
    if kernel.name.as_bytes() != function {
        kernel.source_name = Some(String::from_utf8_lossy(function).into_owned());
    }
    kernel
}

/// Renames kernels whose legal names collide (`k`, `k_1`, ...; first come,
/// first served), keeping each one's LLVM name.
pub fn unique_kernel_names(kernels: &mut [Kernel]) {
    let mut names = KernelNames::default();
    for k in kernels {
        names.claim(k);
    }
}

/// [`unique_kernel_names`] one kernel at a time, in program order.
pub struct KernelNames(NameTable);

impl Default for KernelNames {
    fn default() -> Self {
        KernelNames(NameTable::new(names::MAX_KERNEL_NAME_LEN))
    }
}

impl KernelNames {
    /// Renames `k` if an earlier kernel took its name.
    pub fn claim(&mut self, k: &mut Kernel) {
        let name = self.0.fresh(&k.name);
        if name != k.name {
            k.source_name.get_or_insert_with(|| k.name.clone());
            k.rename(name);
        }
    }
}

/// The bindings of a kernel read back from `.visaasm` text, which has no
/// binding table: each `bti<N>` user surface input stands for index `N`
/// (the name emit gives the surface of a constant index; a surface argument
/// may not be named `bti<N>`). A name made unique with a suffix (`bti3_1`,
/// when an argument is called `bti3`) still counts. A kernel emitted in
/// this process carries its bindings as data ([`Emitted::surfaces`]).
pub fn surface_bindings(kernel: &Kernel) -> Vec<(SurfaceId, u8)> {
    kernel
        .surfaces
        .iter()
        .enumerate()
        .filter_map(|(k, s)| {
            let bti = constant_surface_bti(&s.name)?;
            let id = SurfaceId::from_decl_index(k)?;
            let is_input = kernel.inputs.iter().any(|i| i.var == crate::visa::InputVar::Surface(id));
            is_input.then_some((id, bti))
        })
        .collect()
}

/// `bti<N>` or `bti<N>_<k>` -> N.
fn constant_surface_bti(name: &str) -> Option<u8> {
    let rest = name.strip_prefix("bti")?;
    let digits = rest.split_once('_').map_or(rest, |(d, suffix)| {
        if suffix.chars().all(|c| c.is_ascii_digit()) && !suffix.is_empty() {
            d
        } else {
            ""
        }
    });
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

impl<'ctx> Emitter<'_, 'ctx> {
    /// A diagnostic at the function's `define` line, of the error's kind.
    fn function_diagnostic(&self, error: &EmitError) -> Diagnostic {
        self.function_diagnostic_text(&error.message).kind(error.kind)
    }

    fn function_diagnostic_text(&self, message: &str) -> Diagnostic {
        let fname = self.function.get_name().to_string_lossy().into_owned();
        let define =
            self.loaded.text.as_deref().and_then(|text| Some((text, SourceMap::from_ll(text).function(&fname)?)));
        match define {
            Some((text, pos)) => Diagnostic::at(&self.loaded.file, text, pos.line, pos.col, message),
            None => Diagnostic::new(format!("{}: in @{fname}: {message}", self.loaded.file)),
        }
    }

    /// Translates one instruction; `Ok(true)` for `ret`.
    fn instruction(&mut self, inst: InstructionValue<'ctx>) -> Result<bool, EmitError> {
        use LLVMOpcode::*;
        let v = inst.as_value_ref();
        let opcode = llvm::opcode(v);
        let val = match opcode {
            LLVMRet => {
                self.ret(v)?;
                return Ok(true);
            }
            LLVMCall => self.call(inst)?,
            LLVMAdd | LLVMSub | LLVMMul | LLVMShl | LLVMLShr | LLVMAShr | LLVMAnd | LLVMOr | LLVMXor | LLVMFAdd
            | LLVMFSub | LLVMFMul => Some(self.binary(v, opcode)?),
            LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem => Some(self.int_div(v, opcode)?),
            LLVMFDiv => Some(self.fdiv(inst)?),
            LLVMFNeg => Some(self.fneg(v)?),
            LLVMFPToUI | LLVMFPToSI | LLVMUIToFP | LLVMSIToFP | LLVMFPTrunc | LLVMFPExt => {
                Some(self.convert(v, opcode)?)
            }
            LLVMFreeze => Some(self.freeze(v)?),
            LLVMZExt | LLVMSExt | LLVMTrunc | LLVMBitCast | LLVMPtrToInt | LLVMIntToPtr => {
                Some(self.cast_instruction(v, opcode)?)
            }
            LLVMICmp => Some(self.icmp(v)?),
            LLVMFCmp => Some(self.fcmp(v)?),
            LLVMSelect => Some(self.select(v)?),
            LLVMExtractElement => Some(self.extractelement(v)?),
            LLVMInsertElement => Some(self.insertelement(v)?),
            LLVMShuffleVector => Some(self.shufflevector(v)?),
            LLVMGetElementPtr => Some(self.gep(v)?),
            other => {
                return Err(format!(
                    "`{}` cannot be emitted; supported: {}",
                    crate::input::ops::opcode_name(other),
                    supported()
                )
                .into());
            }
        };
        if let Some(val) = val {
            self.values.map.insert(v, val);
        }
        Ok(false)
    }
}
