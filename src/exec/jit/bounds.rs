//! The JIT's bounds instrumentation: before LLVM generates code, every
//! access the module makes is preceded by a call that checks it against the
//! regions of the run ([`super::checks`]), and every `alloca` becomes a
//! call that takes its memory from the run's private stack, a region of its
//! own until its function returns.
//!
//! Why `alloca`s move: on the host stack an `alloca` lies next to return
//! addresses and saved registers, so an access past it steers the code
//! (a return-address overwrite is a call of anything). Refusing `alloca`s
//! whose addresses escape into arithmetic would refuse most kernels with a
//! private array indexed by a value; moving them keeps every kernel and
//! leaves the host stack holding nothing the code can address: even an
//! access the check missed would land in the private stack or its guard
//! region, not on a return address (WebAssembly's shadow stack, for the
//! same reason).
//!
//! What is checked, each where the access is and with its bytes:
//! * `load`, `store`, `atomicrmw`, `cmpxchg` (the value's store size);
//! * `llvm.masked.load`/`store` (each enabled lane at its element),
//!   `llvm.masked.expandload`/`compressstore` (as many consecutive elements
//!   as lanes are enabled), `llvm.masked.gather`/`scatter` (each enabled
//!   lane's pointer);
//! * `llvm.memcpy`, `llvm.memmove` (destination and source) and
//!   `llvm.memset` (destination), `.inline` and element-atomic forms too.
//!
//! Every other way to touch memory is refused before this pass runs
//! (`super::check_module`): other intrinsics that take pointers, `va_arg`,
//! `byval` copies, external globals.

use inkwell::context::ContextRef;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::module::Module;
use inkwell::types::AsTypeRef;
use inkwell::values::AsValueRef;
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::llvm::{
    alignment, allocated_type, as_function, called_value, clear_tail_call, const_int_of, element_type,
    erase_unused_instruction, first_instruction, global_value_type, int_type_like, int_width, is_a, opcode, operand,
    pointer_type, previous_instruction, replace_all_uses, set_value_name, type_of, value_name, vector_lanes,
    DataLayout, RawBuilder, ValueClass,
};

use super::checks::{site_word, with_lane};
use crate::diag::Location;
use crate::input::ir::LoadedModule;

/// The control block's symbol (external in the module, mapped to the run's).
pub const CONTROL: &str = "__visa_lower_jit_control";
/// `void (i8* control, i64 address, i64 len, i64 site)`: [`super::checks::check`].
pub const CHECK: &str = "__visa_lower_jit_check";
/// `void (i8* control, i64 base, i64 stride, i64 len, i64 bits, i64 site)`: [`super::checks::check_masked`].
pub const CHECK_MASKED: &str = "__visa_lower_jit_check_masked";
/// `i8* (i8* control, i64 size, i64 count, i64 align, i64 site)`: [`super::checks::alloca`].
pub const ALLOCA: &str = "__visa_lower_jit_alloca";
/// `i64 (i8* control)`: [`super::checks::enter`].
pub const ENTER: &str = "__visa_lower_jit_enter";
/// `void (i8* control, i64 mark)`: [`super::checks::leave`].
pub const LEAVE: &str = "__visa_lower_jit_leave";

/// Masks of at most this many lanes are passed to [`CHECK_MASKED`] as one
/// word; wider ones are checked lane by lane.
const MASK_WORD_LANES: u32 = 64;

/// An instrumented place: what it does and where it is in the input.
#[derive(Clone, Debug)]
pub struct Site {
    /// What it is, as the diagnostics say it: `` `load` ``, `` `llvm.memcpy`'s destination ``, `` `alloca %a` ``.
    pub what: String,
    pub location: Option<Location>,
}

/// How an access finds its bytes.
enum Shape {
    /// One address, a fixed number of bytes.
    Fixed { pointer: LLVMValueRef, len: u64 },
    /// One address, a length the code computes (`llvm.memcpy`).
    Span { pointer: LLVMValueRef, len: LLVMValueRef },
    /// Elements from one address under a mask: each enabled lane at its
    /// element, or (consecutive) as many elements as lanes are enabled.
    Masked { pointer: LLVMValueRef, mask: LLVMValueRef, stride: u64, len: u64, consecutive: bool },
    /// A vector of addresses under a mask, one element each.
    Lanes { pointers: LLVMValueRef, mask: LLVMValueRef, len: u64 },
}

struct Access {
    inst: LLVMValueRef,
    shape: Shape,
    site: u32,
    write: bool,
}

/// What [`instrument`] changes, found before any other pass of the JIT
/// adds instructions (so that each site's source position is found).
pub struct Plan {
    sites: Vec<Site>,
    accesses: Vec<Access>,
    /// `alloca`s and their sites.
    allocas: Vec<(LLVMValueRef, u32)>,
    /// The functions with `alloca`s: their entry and their `ret`s.
    frames: Vec<(LLVMValueRef, Vec<LLVMValueRef>)>,
    unreachables: Vec<LLVMValueRef>,
}

/// Finds every access, `alloca`, `ret` of a function with `alloca`s, and `unreachable`.
pub fn plan(loaded: &LoadedModule<'_>) -> Plan {
    let module = &loaded.module;
    let layout = DataLayout::of(module);
    let store_size = |ty: LLVMTypeRef| layout.store_size(ty);
    let stride = |ty: LLVMTypeRef| layout.alloc_size(ty);
    let mut plan = Plan {
        sites: Vec::new(),
        accesses: Vec::new(),
        allocas: Vec::new(),
        frames: Vec::new(),
        unreachables: Vec::new(),
    };
    let source = loaded.source();
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let count = instructions(function).count();
        let positions = source.of_function(function, count);
        let mut rets = Vec::new();
        let allocas_before = plan.allocas.len();
        for (index, inst) in instructions(function).enumerate() {
            let raw = inst.as_value_ref();
            let mut site = |what: String| {
                let location = positions.position(index, Some(inst)).map(|pos| Location {
                    file: loaded.file.clone(),
                    line: pos.line,
                    col: pos.col,
                });
                plan.sites.push(Site { what, location });
                (plan.sites.len() - 1) as u32
            };
            // `None` where an operand or a size is missing: what the IR
            // verifier accepts has both, so nothing is skipped in practice.
            let mut add = || -> Option<()> {
                let operand = |i: u32| operand(raw, i);
                let opcode = opcode(raw)?;
                let mut access = |shape: Shape, write: bool, what: String| {
                    let site = site(what);
                    plan.accesses.push(Access { inst: raw, shape, site, write });
                };
                match opcode {
                    LLVMOpcode::LLVMAlloca => {
                        let name = value_name(raw);
                        let what = if name.is_empty() { "`alloca`".to_string() } else { format!("`alloca %{name}`") };
                        let s = site(what);
                        plan.allocas.push((raw, s));
                    }
                    LLVMOpcode::LLVMLoad => access(
                        Shape::Fixed { pointer: operand(0)?, len: store_size(type_of(raw))? },
                        false,
                        "`load`".into(),
                    ),
                    LLVMOpcode::LLVMStore => {
                        let len = store_size(type_of(operand(0)?))?;
                        access(Shape::Fixed { pointer: operand(1)?, len }, true, "`store`".into())
                    }
                    LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
                        let len = store_size(type_of(operand(1)?))?;
                        let what = if opcode == LLVMOpcode::LLVMAtomicRMW { "`atomicrmw`" } else { "`cmpxchg`" };
                        access(Shape::Fixed { pointer: operand(0)?, len }, true, what.into())
                    }
                    LLVMOpcode::LLVMRet => rets.push(raw),
                    LLVMOpcode::LLVMUnreachable => plan.unreachables.push(raw),
                    LLVMOpcode::LLVMCall => {
                        let callee = called_value(raw).filter(|&c| is_a(c, ValueClass::Function))?;
                        let name = value_name(callee);
                        let family = intrinsic_family(&name);
                        let what = |part: &str| format!("`{family}`{part}");
                        let elem_of = |v: LLVMValueRef| element_type(type_of(v));
                        match family {
                            "llvm.masked.load"
                            | "llvm.masked.expandload"
                            | "llvm.masked.store"
                            | "llvm.masked.compressstore" => {
                                // (pointer, mask) operands; a store's element is its value's.
                                let (pointer, mask, write) = match family {
                                    "llvm.masked.load" => (0, 2, false),
                                    "llvm.masked.expandload" => (0, 1, false),
                                    "llvm.masked.store" => (1, 3, true),
                                    _ => (1, 2, true),
                                };
                                let elem = if write { elem_of(operand(0)?)? } else { elem_of(raw)? };
                                let shape = Shape::Masked {
                                    pointer: operand(pointer)?,
                                    mask: operand(mask)?,
                                    stride: stride(elem)?,
                                    len: store_size(elem)?,
                                    consecutive: family.ends_with("expandload") || family.ends_with("compressstore"),
                                };
                                access(shape, write, what(""));
                            }
                            "llvm.masked.gather" => {
                                let len = store_size(elem_of(raw)?)?;
                                access(Shape::Lanes { pointers: operand(0)?, mask: operand(2)?, len }, false, what(""));
                            }
                            "llvm.masked.scatter" => {
                                let len = store_size(elem_of(operand(0)?)?)?;
                                access(Shape::Lanes { pointers: operand(1)?, mask: operand(3)?, len }, true, what(""));
                            }
                            "llvm.memcpy" | "llvm.memmove" => {
                                access(
                                    Shape::Span { pointer: operand(0)?, len: operand(2)? },
                                    true,
                                    what("'s destination"),
                                );
                                access(
                                    Shape::Span { pointer: operand(1)?, len: operand(2)? },
                                    false,
                                    what("'s source"),
                                );
                            }
                            "llvm.memset" => {
                                access(Shape::Span { pointer: operand(0)?, len: operand(2)? }, true, what(""))
                            }
                            _ => {}
                        }
                    }
                    _ => {}
                }
                Some(())
            };
            add();
        }
        if plan.allocas.len() > allocas_before {
            plan.frames.push((function.as_value_ref(), rets));
        }
    }
    plan
}

/// The intrinsic a callee name calls, without its type suffixes and
/// variants (`llvm.memcpy.inline.p0i8.p0i8.i64` is `llvm.memcpy`); the name
/// itself otherwise.
fn intrinsic_family(name: &str) -> &str {
    const FAMILIES: [&str; 9] = [
        "llvm.masked.load",
        "llvm.masked.store",
        "llvm.masked.expandload",
        "llvm.masked.compressstore",
        "llvm.masked.gather",
        "llvm.masked.scatter",
        "llvm.memcpy",
        "llvm.memmove",
        "llvm.memset",
    ];
    FAMILIES
        .iter()
        .find(|family| name.strip_prefix(**family).is_some_and(|rest| rest.is_empty() || rest.starts_with('.')))
        .map_or(name, |family| family)
}

/// The run-time functions the instrumented code calls, by name, with
/// their addresses (for the engine to map).
pub fn runtime_functions() -> [(&'static str, usize); 5] {
    use super::checks;
    let check: extern "C" fn(*mut checks::ControlBlock, u64, u64, u64) = checks::check;
    let masked: extern "C" fn(*mut checks::ControlBlock, u64, u64, u64, u64, u64) = checks::check_masked;
    let alloca: extern "C" fn(*mut checks::ControlBlock, u64, u64, u64, u64) -> u64 = checks::alloca;
    let enter: extern "C" fn(*mut checks::ControlBlock) -> u64 = checks::enter;
    let leave: extern "C" fn(*mut checks::ControlBlock, u64) = checks::leave;
    [
        (CHECK, check as usize),
        (CHECK_MASKED, masked as usize),
        (ALLOCA, alloca as usize),
        (ENTER, enter as usize),
        (LEAVE, leave as usize),
    ]
}

/// The declarations the instrumentation calls, and the builder.
struct Runtime<'m, 'ctx> {
    b: RawBuilder<'ctx>,
    context: ContextRef<'ctx>,
    module: &'m Module<'ctx>,
    i64t: LLVMTypeRef,
    i32t: LLVMTypeRef,
    control: LLVMValueRef,
    functions: Vec<(LLVMValueRef, LLVMTypeRef)>,
    trap: (LLVMValueRef, LLVMTypeRef),
}

impl Runtime<'_, '_> {
    fn call(&self, which: usize, args: &[LLVMValueRef]) -> LLVMValueRef {
        let (function, ty) = self.functions[which];
        self.b.call(ty, function, args)
    }

    fn int(&self, value: u64) -> LLVMValueRef {
        const_int_of(self.i64t, value)
    }

    /// `ptrtoint` of a pointer to `i64`.
    fn address(&self, pointer: LLVMValueRef) -> LLVMValueRef {
        self.b.cast(LLVMOpcode::LLVMPtrToInt, pointer, self.i64t)
    }

    fn check(&self, address: LLVMValueRef, len: LLVMValueRef, word: u64) {
        self.call(CHECK_AT, &[self.control, address, len, self.int(word)]);
    }
}

const CHECK_AT: usize = 0;
const MASKED_AT: usize = 1;
const ALLOCA_AT: usize = 2;
const ENTER_AT: usize = 3;
const LEAVE_AT: usize = 4;

/// Adds the checks `plan` found, moves its `alloca`s to the private stack,
/// and makes every `unreachable` a trap (LLVM emits nothing for one, so
/// the code would run on into whatever follows). Returns the sites.
/// Every value and type belongs to the module's context; instruction
/// operands are type-correct by construction (`module.verify` checks the
/// result); each replaced `alloca` has had its uses moved before it is erased.
pub fn instrument<'ctx>(loaded: &LoadedModule<'ctx>, plan: Plan) -> Vec<Site> {
    let module = &loaded.module;
    let context = module.get_context();
    let b = RawBuilder::in_context(&context);
    let i64t = context.i64_type().as_type_ref();
    let i32t = context.i32_type().as_type_ref();
    let i8t = context.i8_type();
    let i8ptr = pointer_type(i8t, 0);
    let (i64_, void) = (context.i64_type(), context.void_type());
    let declare = |name: &str, ty: inkwell::types::FunctionType<'ctx>| -> (LLVMValueRef, LLVMTypeRef) {
        (module.add_function(name, ty, None).as_value_ref(), ty.as_type_ref())
    };
    let functions = vec![
        declare(CHECK, void.fn_type(&[i8ptr.into(), i64_.into(), i64_.into(), i64_.into()], false)),
        declare(
            CHECK_MASKED,
            void.fn_type(&[i8ptr.into(), i64_.into(), i64_.into(), i64_.into(), i64_.into(), i64_.into()], false),
        ),
        declare(ALLOCA, i64_.fn_type(&[i8ptr.into(), i64_.into(), i64_.into(), i64_.into(), i64_.into()], false)),
        declare(ENTER, i64_.fn_type(&[i8ptr.into()], false)),
        declare(LEAVE, void.fn_type(&[i8ptr.into(), i64_.into()], false)),
    ];
    let trap = match module.get_function("llvm.trap") {
        Some(f) => (f.as_value_ref(), global_value_type(f.as_value_ref()).unwrap_or(f.get_type().as_type_ref())),
        None => declare("llvm.trap", void.fn_type(&[], false)),
    };
    let control = module.add_global(i8t, None, CONTROL).as_value_ref();
    let rt = Runtime { b, context, module, i64t, i32t, control, functions, trap };
    let b = &rt.b;

    for access in &plan.accesses {
        b.position_before(access.inst);
        let word = site_word(access.site, access.write);
        match access.shape {
            Shape::Fixed { pointer, len } => rt.check(rt.address(pointer), rt.int(len), word),
            Shape::Span { pointer, len } => {
                let len = b.zext_or_bitcast(len, i64t);
                rt.check(rt.address(pointer), len, word);
            }
            Shape::Masked { pointer, mask, stride, len, consecutive } => {
                let lanes = vector_lanes(type_of(mask)).unwrap_or(0);
                let base = rt.address(pointer);
                if consecutive {
                    rt.check(base, consecutive_len(&rt, mask, stride, len), word);
                } else if lanes <= MASK_WORD_LANES {
                    let bits = mask_word(&rt, mask);
                    rt.call(MASKED_AT, &[rt.control, base, rt.int(stride), rt.int(len), bits, rt.int(word)]);
                } else {
                    for lane in 0..lanes {
                        let at = b.binary(LLVMOpcode::LLVMAdd, base, rt.int(u64::from(lane).wrapping_mul(stride)));
                        rt.check(at, lane_len(&rt, mask, lane, len), with_lane(word, lane));
                    }
                }
            }
            Shape::Lanes { pointers, mask, len } => {
                let lanes = vector_lanes(type_of(pointers)).unwrap_or(0);
                for lane in 0..lanes {
                    let pointer = b.extract_element(pointers, const_int_of(i32t, u64::from(lane)));
                    rt.check(rt.address(pointer), lane_len(&rt, mask, lane, len), with_lane(word, lane));
                }
            }
        }
    }

    for &(function, ref rets) in &plan.frames {
        let Some(entry) = as_function(function).and_then(|f| f.get_first_basic_block()) else { continue };
        let Some(first) = first_instruction(entry.as_mut_ptr()) else { continue };
        b.position_before(first);
        let mark = rt.call(ENTER_AT, &[rt.control]);
        for &ret in rets {
            b.position_before(ret);
            // A `musttail` call must come right before its `ret`: calls
            // become ordinary ones, so that the frame's end goes between.
            if let Some(before) = previous_instruction(ret) {
                clear_tail_call(before);
            }
            rt.call(LEAVE_AT, &[rt.control, mark]);
        }
    }

    let layout = DataLayout::of(module);
    for &(alloca, site) in &plan.allocas {
        let (Some(ty), Some(count)) = (allocated_type(alloca), operand(alloca, 0)) else { continue };
        b.position_before(alloca);
        let count = b.zext_or_bitcast(count, i64t);
        let align = u64::from(alignment(alloca).unwrap_or(1)).max(1);
        // An `alloca`'s type is sized (the IR verifier's rule).
        let size = layout.alloc_size(ty).unwrap_or(0);
        let args = [rt.control, rt.int(size), count, rt.int(align), rt.int(site_word(site, false))];
        let raw = rt.call(ALLOCA_AT, &args);
        let name = value_name(alloca);
        let typed = b.cast(LLVMOpcode::LLVMIntToPtr, raw, type_of(alloca));
        // The cast has the alloca's type (built just above), so the
        // replacement, which refuses only a type mismatch, always happens.
        if replace_all_uses(alloca, typed).is_ok() {
            erase_unused_instruction(alloca);
        }
        if !name.is_empty() {
            set_value_name(typed, &name.replace('\0', ""));
        }
    }

    for &unreachable in &plan.unreachables {
        b.position_before(unreachable);
        b.call(rt.trap.1, rt.trap.0, &[]);
    }
    plan.sites
}

/// The bytes of lane `lane` of an access of `len` bytes under `mask`: `len`
/// when the lane is enabled, else 0 (which the check passes).
fn lane_len(rt: &Runtime<'_, '_>, mask: LLVMValueRef, lane: u32, len: u64) -> LLVMValueRef {
    let enabled = rt.b.extract_element(mask, const_int_of(rt.i32t, u64::from(lane)));
    rt.b.select(enabled, rt.int(len), rt.int(0))
}

/// A mask as an integer, lane `i` bit `i`: `i64` for at most 64 lanes.
fn mask_word(rt: &Runtime<'_, '_>, mask: LLVMValueRef) -> LLVMValueRef {
    let lanes = vector_lanes(type_of(mask)).unwrap_or(1);
    let word = rt.b.cast(LLVMOpcode::LLVMBitCast, mask, int_type_like(rt.i64t, lanes));
    if lanes <= MASK_WORD_LANES {
        rt.b.zext_or_bitcast(word, rt.i64t)
    } else {
        word
    }
}

/// The bytes an expand load or compress store touches: as many elements
/// of `stride` bytes from its address as its mask has enabled lanes, the
/// last one `len` bytes (0 for none).
fn consecutive_len(rt: &Runtime<'_, '_>, mask: LLVMValueRef, stride: u64, len: u64) -> LLVMValueRef {
    let word = mask_word(rt, mask);
    let width = int_width(type_of(word)).unwrap_or(64);
    // The mask word has a lane per bit, at least one.
    let ty = std::num::NonZeroU32::new(width)
        .and_then(|w| rt.context.custom_width_int_type(w).ok())
        .unwrap_or(rt.context.i64_type());
    let fn_ty = ty.fn_type(&[ty.into()], false);
    let name = format!("llvm.ctpop.i{width}");
    let ctpop = rt.module.get_function(&name).unwrap_or_else(|| rt.module.add_function(&name, fn_ty, None));
    let count = rt.b.call(fn_ty.as_type_ref(), ctpop.as_value_ref(), &[word]);
    // (IRBuilder returns a value of the wanted type as it is.)
    let count = rt.b.cast(LLVMOpcode::LLVMTrunc, count, rt.i64t);
    let bytes = rt.b.binary(LLVMOpcode::LLVMMul, count, rt.int(stride));
    let exact = rt.b.binary(LLVMOpcode::LLVMSub, bytes, rt.int(stride - len));
    let none = rt.b.icmp(inkwell::llvm_sys::LLVMIntPredicate::LLVMIntEQ, count, rt.int(0));
    rt.b.select(none, rt.int(0), exact)
}
