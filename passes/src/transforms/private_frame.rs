//! Private memory that stays memory: every `alloca` that SROA, mem2reg and
//! [`crate::transforms::private_vector`] leave (more than
//! [`PRIVATE_GRF_BYTES`](crate::transforms::private_vector::PRIVATE_GRF_BYTES),
//! several arrays, an address that escapes into a message, a call or a
//! loop-carried pointer) gets a place in its kernel's private frame, as
//! Intel's vector compiler places its stack (GenXPrologEpilogInsertion:
//! `FE_SP = PrivateBase + HWTID * PrivMemPerThread`):
//!
//! * each hardware thread's frame is at the private base (the CM runtime's
//!   implicit input `PRIVATE_BASE`, provenance 12, read by
//!   [`PRIVATE_BASE`]) plus the thread's id (`llvm.genx.get.hwid`, vISA's
//!   `%hw_id`) times the frame's size;
//! * each `alloca` is at a fixed offset of the frame, aligned as it asks
//!   (at least to [`FRAME_ALIGN`]); the frame is their sum, rounded up to
//!   its largest alignment, at most [`MAX_FRAME_BYTES`];
//! * the `alloca` becomes that address (`inttoptr` of the 64-bit sum, a
//!   `getelementptr i8` per offset), so its loads and stores are ordinary
//!   stateless accesses that `select` lowers to the platform's messages (SVM
//!   or A64 LSC), and an address that escapes is a real address.
//!
//! An `alloca` this cannot place is refused: one outside the entry block
//! (a new object each time it runs), one of a count that is no constant,
//! one in a function that is called (its frame would be its caller's),
//! and a frame above [`MAX_FRAME_BYTES`].

use crate::ir::intrinsics::instructions;
use crate::ir::llvm::{
    alignment, allocated_type, const_int_of, const_uint, copy_metadata, entry_block_of, erase_unused_instruction,
    first_instruction, instruction_block, int_type_like, operand, replace_all_uses, set_value_name, type_of, users,
    value_name_bytes, DataLayout, RawBuilder,
};
use crate::transforms::pipeline::PassError;
use crate::transforms::private_vector::is_lifetime_marker;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::module::Module;
use inkwell::types::AsTypeRef;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode};

/// The intrinsic that reads the private base: `i64 @llvm.visa.private.base()`,
/// made only by this step (emit reads the implicit input `PRIVATE_BASE`).
pub const PRIVATE_BASE: &str = "llvm.visa.private.base";

/// vc-intrinsics' hardware thread id (`%hw_id`).
pub const HW_ID: &str = "llvm.genx.get.hwid";

/// The largest frame one thread may have: the private buffer the emulator
/// maps for a run holds one frame of this size (docs/launch.md, "Private
/// memory").
pub const MAX_FRAME_BYTES: u64 = 256 << 10;

/// Every `alloca` in the frame starts at a multiple of this (an oword: a
/// block message's unit).
pub const FRAME_ALIGN: u64 = 16;

/// What the frame takes, for the refusals.
pub fn supported() -> String {
    format!(
        "supported: `alloca`s of a constant count in the entry block of a kernel, together at most {MAX_FRAME_BYTES} \
         bytes a thread (each kernel's private frame)"
    )
}

/// One `alloca` placed in the frame.
struct Slot {
    alloca: LLVMValueRef,
    offset: u64,
}

/// Places every `alloca` of every function with a body in its function's
/// frame. Returns how many were placed, or every refusal (in module order;
/// nothing of a refused function changes).
pub fn place_in_frames(module: &Module<'_>) -> Result<u64, Vec<PassError>> {
    let layout = DataLayout::of(module);
    let mut refused = Vec::new();
    let mut placed = 0;
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let allocas: Vec<_> = instructions(function).filter(|i| i.get_opcode() == InstructionOpcode::Alloca).collect();
        if allocas.is_empty() {
            continue;
        }
        let refusal = |inst: LLVMValueRef, what: String| {
            crate::transforms::private_vector::refusal(function, inst, format!("{what}; {}", supported()))
        };
        let before = refused.len();
        if users(function.as_value_ref()).next().is_some() {
            refused.push(refusal(
                allocas[0].as_value_ref(),
                "this private memory is in a function that is called and not inlined: its frame would be its \
                 caller's"
                    .to_string(),
            ));
            continue;
        }
        let mut slots = Vec::new();
        let (mut end, mut frame_align) = (0u64, FRAME_ALIGN);
        for alloca in &allocas {
            let a = alloca.as_value_ref();
            if instruction_block(a) != entry_block_of(a) {
                refused.push(refusal(
                    a,
                    "this `alloca` is outside the entry block (each execution makes a new object); move it to the \
                     entry block"
                        .to_string(),
                ));
                continue;
            }
            let Some(count) = operand(a, 0).and_then(const_uint) else {
                refused.push(refusal(a, "this `alloca`'s element count is not a constant".to_string()));
                continue;
            };
            let size = allocated_type(a).and_then(|ty| layout.alloc_size(ty)).and_then(|s| s.checked_mul(count));
            let Some(size) = size else {
                refused.push(refusal(a, "this `alloca`'s size is not known".to_string()));
                continue;
            };
            let align = u64::from(alignment(a).unwrap_or(1).max(1)).max(FRAME_ALIGN).next_power_of_two();
            frame_align = frame_align.max(align);
            let offset = end.next_multiple_of(align);
            end = offset.saturating_add(size.max(1));
            slots.push(Slot { alloca: a, offset });
        }
        let frame = end.next_multiple_of(frame_align);
        if refused.len() == before && frame > MAX_FRAME_BYTES {
            refused.push(refusal(
                allocas[0].as_value_ref(),
                format!("this kernel's private memory takes {frame} bytes a thread, above the frame's limit"),
            ));
        }
        if refused.len() > before {
            continue;
        }
        rewrite(module, function, &slots, frame).map_err(|e| vec![e])?;
        placed += slots.len() as u64;
    }
    match refused.is_empty() {
        true => Ok(placed),
        false => Err(refused),
    }
}

/// The frame's address at the top of the entry block, each `alloca` an
/// offset of it.
fn rewrite<'ctx>(
    module: &Module<'ctx>,
    function: FunctionValue<'ctx>,
    slots: &[Slot],
    frame: u64,
) -> Result<(), PassError> {
    let context = module.get_context();
    let internal = |what: String| PassError {
        pass: "promote",
        function: function.get_name().to_string_lossy().into_owned(),
        instruction: None,
        message: format!("internal error: {what}"),
        kind: crate::diag_kind::DiagnosticKind::Internal,
    };
    let (i32_type, i64_type) = (context.i32_type(), context.i64_type());
    let declare = |name: &str, ty: inkwell::types::FunctionType<'ctx>| {
        module.get_function(name).unwrap_or_else(|| module.add_function(name, ty, None))
    };
    let hw_id = declare(HW_ID, i32_type.fn_type(&[], false));
    let base = declare(PRIVATE_BASE, i64_type.fn_type(&[], false));
    let first = slots.first().map(|s| s.alloca).ok_or_else(|| internal("a frame of no `alloca`".into()))?;
    let entry = entry_block_of(first).and_then(first_instruction).ok_or_else(|| internal("no entry block".into()))?;
    let kinds = [crate::transforms::inline::SOURCE_KIND, crate::transforms::inline::INLINED_KIND]
        .map(|k| context.get_kind_id(k));
    let builder = RawBuilder::in_context(&context);
    builder.position_before(entry);
    let i32_raw = int_type_like(type_of(first), 32);
    let i64_raw = int_type_like(type_of(first), 64);
    let id = builder.call(hw_id.get_type().as_type_ref(), hw_id.as_value_ref(), &[]);
    let thread = builder.binary(LLVMOpcode::LLVMMul, id, const_int_of(i32_raw, frame));
    let thread = builder.cast(LLVMOpcode::LLVMZExt, thread, i64_raw);
    let base = builder.call(base.get_type().as_type_ref(), base.as_value_ref(), &[]);
    let address = builder.binary(LLVMOpcode::LLVMAdd, base, thread);
    let i8_raw = int_type_like(type_of(first), 8);
    for made in [id, thread, base, address] {
        copy_metadata(first, made, &kinds);
    }
    // Every address first: the builder stays before the first `alloca`,
    // which goes only after.
    let mut addresses = Vec::with_capacity(slots.len());
    for slot in slots {
        let start = builder.cast(LLVMOpcode::LLVMIntToPtr, address, type_of(slot.alloca));
        let at = match slot.offset {
            0 => start,
            n => builder.in_bounds_gep(i8_raw, start, &[const_int_of(i64_raw, n)]),
        };
        copy_metadata(slot.alloca, start, &kinds);
        copy_metadata(slot.alloca, at, &kinds);
        // The `alloca`'s name moves to its address (not a renamed copy).
        let name = String::from_utf8_lossy(value_name_bytes(slot.alloca)).into_owned();
        set_value_name(slot.alloca, "");
        set_value_name(at, &name);
        addresses.push(at);
    }
    for (slot, at) in slots.iter().zip(addresses) {
        // `llvm.lifetime.*` takes an `alloca` (LangRef): the frame's bytes
        // live as long as the thread, so the markers go.
        let markers: Vec<_> = users(slot.alloca).filter(|&u| is_lifetime_marker(u)).collect();
        for marker in markers {
            erase_unused_instruction(marker);
        }
        replace_all_uses(slot.alloca, at).map_err(internal)?;
        erase_unused_instruction(slot.alloca);
    }
    Ok(())
}
