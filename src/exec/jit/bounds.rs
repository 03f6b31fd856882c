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

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMBuilderRef, LLVMContextRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::target::{LLVMABISizeOfType, LLVMGetModuleDataLayout, LLVMStoreSizeOfType};
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::AsValueRef;
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::llvm::value_name;

use super::checks::{site_word, with_lane};
use super::llvm_c::{cname, BuilderGuard};
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
    // SAFETY: the module is live; its data layout lives as long as it does.
    let layout = unsafe { LLVMGetModuleDataLayout(module.as_mut_ptr()) };
    // SAFETY: called on sized types of `module`, whose layout `layout` is, alive for the whole plan.
    let store_size = |ty: LLVMTypeRef| unsafe { LLVMStoreSizeOfType(layout, ty) };
    // SAFETY: as `store_size`.
    let stride = |ty: LLVMTypeRef| unsafe { LLVMABISizeOfType(layout, ty) };
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
            // SAFETY: `raw` is a live instruction; operand indices are below
            // its operand count (each opcode's and intrinsic's own).
            unsafe {
                let operand = |i: u32| LLVMGetOperand(raw, i);
                let opcode = LLVMGetInstructionOpcode(raw);
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
                        Shape::Fixed { pointer: operand(0), len: store_size(LLVMTypeOf(raw)) },
                        false,
                        "`load`".into(),
                    ),
                    LLVMOpcode::LLVMStore => {
                        let len = store_size(LLVMTypeOf(operand(0)));
                        access(Shape::Fixed { pointer: operand(1), len }, true, "`store`".into())
                    }
                    LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
                        let len = store_size(LLVMTypeOf(operand(1)));
                        let what = if opcode == LLVMOpcode::LLVMAtomicRMW { "`atomicrmw`" } else { "`cmpxchg`" };
                        access(Shape::Fixed { pointer: operand(0), len }, true, what.into())
                    }
                    LLVMOpcode::LLVMRet => rets.push(raw),
                    LLVMOpcode::LLVMUnreachable => plan.unreachables.push(raw),
                    LLVMOpcode::LLVMCall => {
                        let callee = LLVMGetCalledValue(raw);
                        if callee.is_null() || LLVMIsAFunction(callee).is_null() {
                            continue;
                        }
                        let name = value_name(callee);
                        let family = intrinsic_family(&name);
                        let what = |part: &str| format!("`{family}`{part}");
                        let elem_of = |v: LLVMValueRef| LLVMGetElementType(LLVMTypeOf(v));
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
                                let elem =
                                    if write { elem_of(operand(0)) } else { LLVMGetElementType(LLVMTypeOf(raw)) };
                                let shape = Shape::Masked {
                                    pointer: operand(pointer),
                                    mask: operand(mask),
                                    stride: stride(elem),
                                    len: store_size(elem),
                                    consecutive: family.ends_with("expandload") || family.ends_with("compressstore"),
                                };
                                access(shape, write, what(""));
                            }
                            "llvm.masked.gather" => {
                                let len = store_size(LLVMGetElementType(LLVMTypeOf(raw)));
                                access(Shape::Lanes { pointers: operand(0), mask: operand(2), len }, false, what(""));
                            }
                            "llvm.masked.scatter" => {
                                let len = store_size(elem_of(operand(0)));
                                access(Shape::Lanes { pointers: operand(1), mask: operand(3), len }, true, what(""));
                            }
                            "llvm.memcpy" | "llvm.memmove" => {
                                access(
                                    Shape::Span { pointer: operand(0), len: operand(2) },
                                    true,
                                    what("'s destination"),
                                );
                                access(Shape::Span { pointer: operand(1), len: operand(2) }, false, what("'s source"));
                            }
                            "llvm.memset" => {
                                access(Shape::Span { pointer: operand(0), len: operand(2) }, true, what(""))
                            }
                            _ => {}
                        }
                    }
                    _ => {}
                }
            }
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
struct Runtime {
    b: LLVMBuilderRef,
    ctx: LLVMContextRef,
    m: LLVMModuleRef,
    i64t: LLVMTypeRef,
    i32t: LLVMTypeRef,
    control: LLVMValueRef,
    functions: Vec<(LLVMValueRef, LLVMTypeRef)>,
    trap: (LLVMValueRef, LLVMTypeRef),
}

impl Runtime {
    fn call(&self, which: usize, args: &mut [LLVMValueRef]) -> LLVMValueRef {
        let (function, ty) = self.functions[which];
        let empty = cname("");
        // SAFETY: the builder is positioned; `args` match the declaration's type.
        unsafe { LLVMBuildCall2(self.b, ty, function, args.as_mut_ptr(), args.len() as u32, empty.as_ptr()) }
    }

    fn int(&self, value: u64) -> LLVMValueRef {
        // SAFETY: a constant of a live type.
        unsafe { LLVMConstInt(self.i64t, value, 0) }
    }

    /// `ptrtoint` of a pointer to `i64`.
    fn address(&self, pointer: LLVMValueRef) -> LLVMValueRef {
        let empty = cname("");
        // SAFETY: the builder is positioned; `pointer` is a pointer value.
        unsafe { LLVMBuildPtrToInt(self.b, pointer, self.i64t, empty.as_ptr()) }
    }

    fn check(&self, address: LLVMValueRef, len: LLVMValueRef, word: u64) {
        self.call(CHECK_AT, &mut [self.control, address, len, self.int(word)]);
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
pub fn instrument(loaded: &LoadedModule<'_>, plan: Plan) -> Vec<Site> {
    let module = &loaded.module;
    let context = module.get_context();
    // SAFETY: every value and type belongs to `context`; the builder is
    // positioned before each instruction it adds to; instruction operands
    // are type-correct by construction (`module.verify` checks the result);
    // each replaced `alloca` has had its uses moved before it is erased.
    unsafe {
        let ctx = context.raw();
        let m = module.as_mut_ptr();
        let builder = BuilderGuard(LLVMCreateBuilderInContext(ctx));
        let b = builder.0;
        let i64t = LLVMInt64TypeInContext(ctx);
        let i32t = LLVMInt32TypeInContext(ctx);
        let i8t = LLVMInt8TypeInContext(ctx);
        let i8ptr = LLVMPointerType(i8t, 0);
        let void = LLVMVoidTypeInContext(ctx);
        let declare = |name: &str, ret: LLVMTypeRef, params: &mut [LLVMTypeRef]| {
            let ty = LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
            (LLVMAddFunction(m, cname(name).as_ptr(), ty), ty)
        };
        let functions = vec![
            declare(CHECK, void, &mut [i8ptr, i64t, i64t, i64t]),
            declare(CHECK_MASKED, void, &mut [i8ptr, i64t, i64t, i64t, i64t, i64t]),
            declare(ALLOCA, i64t, &mut [i8ptr, i64t, i64t, i64t, i64t]),
            declare(ENTER, i64t, &mut [i8ptr]),
            declare(LEAVE, void, &mut [i8ptr, i64t]),
        ];
        let trap = match LLVMGetNamedFunction(m, cname("llvm.trap").as_ptr()) {
            f if !f.is_null() => (f, LLVMGlobalGetValueType(f)),
            _ => declare("llvm.trap", void, &mut []),
        };
        let control = LLVMAddGlobal(m, i8t, cname(CONTROL).as_ptr());
        let rt = Runtime { b, ctx, m, i64t, i32t, control, functions, trap };
        let empty = cname("");

        for access in &plan.accesses {
            LLVMPositionBuilderBefore(b, access.inst);
            let word = site_word(access.site, access.write);
            match access.shape {
                Shape::Fixed { pointer, len } => rt.check(rt.address(pointer), rt.int(len), word),
                Shape::Span { pointer, len } => {
                    let len = LLVMBuildZExtOrBitCast(b, len, i64t, empty.as_ptr());
                    rt.check(rt.address(pointer), len, word);
                }
                Shape::Masked { pointer, mask, stride, len, consecutive } => {
                    let lanes = LLVMGetVectorSize(LLVMTypeOf(mask));
                    let base = rt.address(pointer);
                    if consecutive {
                        rt.check(base, consecutive_len(&rt, mask, stride, len), word);
                    } else if lanes <= MASK_WORD_LANES {
                        let bits = mask_word(&rt, mask);
                        rt.call(MASKED_AT, &mut [rt.control, base, rt.int(stride), rt.int(len), bits, rt.int(word)]);
                    } else {
                        for lane in 0..lanes {
                            let at =
                                LLVMBuildAdd(b, base, rt.int(u64::from(lane).wrapping_mul(stride)), empty.as_ptr());
                            rt.check(at, lane_len(&rt, mask, lane, len), with_lane(word, lane));
                        }
                    }
                }
                Shape::Lanes { pointers, mask, len } => {
                    let lanes = LLVMGetVectorSize(LLVMTypeOf(pointers));
                    for lane in 0..lanes {
                        let index = LLVMConstInt(i32t, u64::from(lane), 0);
                        let pointer = LLVMBuildExtractElement(b, pointers, index, empty.as_ptr());
                        rt.check(rt.address(pointer), lane_len(&rt, mask, lane, len), with_lane(word, lane));
                    }
                }
            }
        }

        for &(function, ref rets) in &plan.frames {
            let entry = LLVMGetEntryBasicBlock(function);
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
            let mark = rt.call(ENTER_AT, &mut [rt.control]);
            for &ret in rets {
                LLVMPositionBuilderBefore(b, ret);
                // A `musttail` call must come right before its `ret`: calls
                // become ordinary ones, so that the frame's end goes between.
                let before = LLVMGetPreviousInstruction(ret);
                if !before.is_null() && !LLVMIsACallInst(before).is_null() {
                    LLVMSetTailCall(before, 0);
                }
                rt.call(LEAVE_AT, &mut [rt.control, mark]);
            }
        }

        let layout = LLVMGetModuleDataLayout(m);
        for &(alloca, site) in &plan.allocas {
            LLVMPositionBuilderBefore(b, alloca);
            let ty = LLVMGetAllocatedType(alloca);
            let count = LLVMBuildZExtOrBitCast(b, LLVMGetOperand(alloca, 0), i64t, empty.as_ptr());
            let align = u64::from(LLVMGetAlignment(alloca)).max(1);
            let size = LLVMABISizeOfType(layout, ty);
            let args = &mut [rt.control, rt.int(size), count, rt.int(align), rt.int(site_word(site, false))];
            let raw = rt.call(ALLOCA_AT, args);
            let name = value_name(alloca);
            let typed = LLVMBuildIntToPtr(b, raw, LLVMTypeOf(alloca), empty.as_ptr());
            LLVMReplaceAllUsesWith(alloca, typed);
            LLVMInstructionEraseFromParent(alloca);
            if !name.is_empty() {
                let name = cname(&name);
                LLVMSetValueName2(typed, name.as_ptr(), name.as_bytes().len());
            }
        }

        for &unreachable in &plan.unreachables {
            LLVMPositionBuilderBefore(b, unreachable);
            LLVMBuildCall2(b, rt.trap.1, rt.trap.0, std::ptr::null_mut(), 0, empty.as_ptr());
        }
    }
    plan.sites
}

/// The bytes of lane `lane` of an access of `len` bytes under `mask`: `len`
/// when the lane is enabled, else 0 (which the check passes).
fn lane_len(rt: &Runtime, mask: LLVMValueRef, lane: u32, len: u64) -> LLVMValueRef {
    let empty = cname("");
    // SAFETY: the builder is positioned; `mask` is a vector of `i1` with more than `lane` lanes.
    unsafe {
        let index = LLVMConstInt(rt.i32t, u64::from(lane), 0);
        let enabled = LLVMBuildExtractElement(rt.b, mask, index, empty.as_ptr());
        LLVMBuildSelect(rt.b, enabled, rt.int(len), rt.int(0), empty.as_ptr())
    }
}

/// A mask as an integer, lane `i` bit `i`: `i64` for at most 64 lanes.
fn mask_word(rt: &Runtime, mask: LLVMValueRef) -> LLVMValueRef {
    let empty = cname("");
    // SAFETY: the builder is positioned; `mask` is a vector of `i1`.
    unsafe {
        let lanes = LLVMGetVectorSize(LLVMTypeOf(mask));
        let word = LLVMBuildBitCast(rt.b, mask, LLVMIntTypeInContext(rt.ctx, lanes), empty.as_ptr());
        if lanes <= MASK_WORD_LANES {
            LLVMBuildZExtOrBitCast(rt.b, word, rt.i64t, empty.as_ptr())
        } else {
            word
        }
    }
}

/// The bytes an expand load or compress store touches: as many elements
/// of `stride` bytes from its address as its mask has enabled lanes, the
/// last one `len` bytes (0 for none).
fn consecutive_len(rt: &Runtime, mask: LLVMValueRef, stride: u64, len: u64) -> LLVMValueRef {
    let empty = cname("");
    // SAFETY: the builder is positioned; `mask` is a vector of `i1`; the
    // `llvm.ctpop` declaration has the type of its use.
    unsafe {
        let word = mask_word(rt, mask);
        let ty = LLVMTypeOf(word);
        let name = cname(&format!("llvm.ctpop.i{}", LLVMGetIntTypeWidth(ty)));
        let mut params = [ty];
        let fn_ty = LLVMFunctionType(ty, params.as_mut_ptr(), 1, 0);
        let ctpop = match LLVMGetNamedFunction(rt.m, name.as_ptr()) {
            f if !f.is_null() => f,
            _ => LLVMAddFunction(rt.m, name.as_ptr(), fn_ty),
        };
        let mut args = [word];
        let count = LLVMBuildCall2(rt.b, fn_ty, ctpop, args.as_mut_ptr(), 1, empty.as_ptr());
        // (IRBuilder returns a value of the wanted type as it is.)
        let count = LLVMBuildTrunc(rt.b, count, rt.i64t, empty.as_ptr());
        let bytes = LLVMBuildMul(rt.b, count, rt.int(stride), empty.as_ptr());
        let exact = LLVMBuildSub(rt.b, bytes, rt.int(stride - len), empty.as_ptr());
        let none =
            LLVMBuildICmp(rt.b, inkwell::llvm_sys::LLVMIntPredicate::LLVMIntEQ, count, rt.int(0), empty.as_ptr());
        LLVMBuildSelect(rt.b, none, rt.int(0), exact, empty.as_ptr())
    }
}
