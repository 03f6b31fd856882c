//! Private memory SROA and mem2reg leave, kept in a GRF variable (as
//! AMDGPU's PromoteAlloca keeps it in VGPRs): an `alloca` whose type is
//! made of one scalar type `T` (an integer of 8 to 64 bits, `half`, `float`
//! or `double`) without padding (`T`, an array or vector of it, arrays of
//! those, structs whose fields all are), of at most [`PRIVATE_GRF_BYTES`]
//! bytes, whose every use is a non-volatile load or store of `T` or of a
//! vector of `T`, directly or through `getelementptr`s (chains of them,
//! constant or variable array indices, constant struct fields, `i8` at a
//! constant multiple of `T`'s size), or an `llvm.lifetime.*` marker.
//!
//! It becomes an `alloca` of `<N x T>` (its `N` lanes of `T` in memory
//! order), each access a load of that vector and an `extractelement` at the
//! access's lane, or an `insertelement` stored back (a vector access: one
//! per lane); `promote` then runs mem2reg, which makes the vector an SSA
//! value. A lane index sums the `getelementptr` indices, each times the
//! lanes of what it steps over: in `i32` arithmetic (an `i64` index is
//! truncated) unless it is one index as it stands. An index past the array
//! (undefined behaviour for the load or store, in LangRef) is then an index
//! past the vector (poison), or after the truncation another lane; the
//! reference stops at the undefined access either way, so `run --verify`
//! calls such a run not verifiable, never a wrong value passed.

use crate::ir::intrinsics::instructions;
use crate::ir::llvm::{
    allocated_type, array_length, called_value, const_int, const_int_of, const_null, const_uint, copy_metadata,
    element_type, entry_block_of, erase_unused_instruction, first_instruction, gep_source_element_type,
    instruction_block, int_type_like, int_width, is_a, is_volatile, num_operands, opcode, operand, replace_all_uses,
    struct_field_count, struct_field_type, type_kind, type_of, users, value_name_bytes, vector_lanes, vector_of_type,
    DataLayout, RawBuilder, ValueClass,
};
use crate::transforms::pipeline::PassError;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionValue};

/// The largest private memory kept in a GRF variable: 16 GRFs of 32 bytes
/// (8 of 64 on PVC), far below what a kernel's registers hold (128 GRFs
/// on every platform), so the rest of the kernel keeps its room.
pub const PRIVATE_GRF_BYTES: u64 = 512;

/// The longest `llvm.memset`/`memcpy`/`memmove` `private_memops` expands:
/// twice the private memory kept in registers (a copy between two such
/// arrays); longer ones are left (and refused here).
pub const MAX_EXPANDED_BYTES: u64 = 2 * PRIVATE_GRF_BYTES;

/// What private memory left by SROA must be to be kept in registers (why
/// one is not: it then goes to the private frame, `private_frame`).
pub fn supported() -> String {
    format!(
        "kept in registers: `alloca`s whose every access is a load or store at a constant offset (SROA and mem2reg \
         promote them), and `alloca`s of at most {PRIVATE_GRF_BYTES} bytes of one integer (8 to 64 bits) or \
         floating-point type without padding (arrays, vectors, nested arrays, structs of that type) whose every use \
         is a non-volatile load or store of that type or of a vector of it, directly or through `getelementptr`s \
         with scalar (uniform) indices, `llvm.lifetime.*`, or a non-volatile \
         `llvm.memset`/`llvm.memcpy`/`llvm.memmove` of a constant length of whole elements (at most {} bytes)",
        MAX_EXPANDED_BYTES
    )
}

/// `promote`'s refusal of `message` at instruction `inst` of `function`.
pub(crate) fn refusal(function: FunctionValue<'_>, inst: LLVMValueRef, message: String) -> PassError {
    let index = instructions(function).position(|i| i.as_value_ref() == inst).unwrap_or(0);
    PassError {
        pass: "promote",
        function: function.get_name().to_string_lossy().into_owned(),
        instruction: Some(index),
        message,
        kind: crate::diag_kind::DiagnosticKind::Refused,
    }
}

/// One access of the private memory: the load or store, the lane it
/// starts at and how many lanes it reads or writes.
struct Access {
    inst: LLVMValueRef,
    at: LaneOffset,
    lanes: u32,
}

/// A lane offset into the private memory: `constant` plus each index
/// times its lanes.
#[derive(Clone, Default)]
struct LaneOffset {
    constant: i64,
    terms: Vec<(LLVMValueRef, u64)>,
}

/// Private memory kept as a vector: `<lanes x element>`.
pub struct PrivateVector {
    alloca: LLVMValueRef,
    element: LLVMTypeRef,
    lanes: u32,
    accesses: Vec<Access>,
    /// The `getelementptr`s (in the order found, bases first) and
    /// `llvm.lifetime.*` markers, erased after the accesses.
    dropped: Vec<LLVMValueRef>,
}

/// Why a refusal is made, and at which instruction.
type Refusal = (LLVMValueRef, String);

impl PrivateVector {
    /// `alloca` as a vector with its accesses, or the refusal at the
    /// `alloca` or at the first use that cannot be kept in registers.
    pub fn of(
        module: &Module<'_>,
        function: FunctionValue<'_>,
        alloca: InstructionValue<'_>,
    ) -> Result<PrivateVector, PassError> {
        Self::analyze(DataLayout::of(module), alloca.as_value_ref())
            .map_err(|(inst, what)| refusal(function, inst, format!("{what}; {}", supported())))
    }

    fn analyze(layout: DataLayout<'_>, a: LLVMValueRef) -> Result<PrivateVector, Refusal> {
        let not_one_type = "this private memory is not made of one integer (8 to 64 bits) or floating-point type \
                            without padding";
        let ty = allocated_type(a).ok_or((a, not_one_type.to_string()))?;
        let count =
            operand(a, 0).and_then(const_uint).ok_or((a, "this `alloca`'s element count is not a constant".into()))?;
        let (element, lanes) = flatten(layout, ty).ok_or((a, not_one_type.to_string()))?;
        let lanes = lanes.saturating_mul(count);
        let bytes = element_bytes(element).unwrap_or(0).saturating_mul(lanes);
        if bytes == 0 {
            return Err((a, "this private memory is empty".into()));
        }
        if bytes > PRIVATE_GRF_BYTES {
            return Err((
                a,
                format!(
                    "this private memory of {bytes} bytes is above the {PRIVATE_GRF_BYTES}-byte limit of one kept in a \
                     GRF variable"
                ),
            ));
        }
        let mut vector = PrivateVector {
            alloca: a,
            element,
            lanes: lanes as u32, /* at most the byte limit */
            accesses: Vec::new(),
            dropped: Vec::new(),
        };
        let mut pointers = vec![(a, LaneOffset::default())];
        while let Some((pointer, at)) = pointers.pop() {
            for user in users(pointer).collect::<Vec<_>>() {
                if opcode(user) == Some(LLVMOpcode::LLVMGetElementPtr) && operand(user, 0) == Some(pointer) {
                    let offset = vector.gep_offset(layout, user, &at).ok_or((
                        user,
                        "this `getelementptr` into private memory does not step by whole elements of its type with \
                         scalar indices"
                            .to_string(),
                    ))?;
                    vector.dropped.push(user);
                    pointers.push((user, offset));
                } else if let Some(lanes) = vector.access_lanes(user, pointer) {
                    vector.accesses.push(Access { inst: user, at: at.clone(), lanes });
                } else if is_lifetime_marker(user) {
                    vector.dropped.push(user);
                } else {
                    let at_pointer = match opcode(user) {
                        Some(LLVMOpcode::LLVMLoad) => true,
                        Some(LLVMOpcode::LLVMStore) => operand(user, 1) == Some(pointer),
                        _ => false,
                    };
                    if crate::ir::intrinsics::MemTransfer::of(user).is_some() {
                        return Err((
                            user,
                            "this `llvm.memset`, `llvm.memcpy` or `llvm.memmove` of private memory is volatile, of a \
                             length that is not a constant whole number of its elements, or too long"
                                .into(),
                        ));
                    }
                    let what = match (at_pointer, is_volatile(user)) {
                        (true, true) => "this volatile access of private memory is not kept in registers",
                        (true, false) => {
                            "this load or store of private memory is not of its element type or a vector of it"
                        }
                        _ => "this use of private memory is not a load or store of its elements (its address escapes)",
                    };
                    return Err((user, what.into()));
                }
            }
        }
        Ok(vector)
    }

    /// The lane offset of `gep` from a pointer at `base`: its first index
    /// steps over its source type, each further one into the type it
    /// indexes (array and vector indices times the lanes of an element,
    /// struct fields at their offsets). `None` when an index is a vector,
    /// a type is of another element, or an `i8` step is not whole elements.
    fn gep_offset(&self, layout: DataLayout<'_>, gep: LLVMValueRef, base: &LaneOffset) -> Option<LaneOffset> {
        let size = element_bytes(self.element)?;
        let mut offset = base.clone();
        let step = |offset: &mut LaneOffset, index: LLVMValueRef, lanes: u64| -> Option<()> {
            if type_kind(type_of(index)) != LLVMTypeKind::LLVMIntegerTypeKind {
                return None;
            }
            match const_int(index) {
                Some(c) => offset.constant = offset.constant.checked_add(c.checked_mul(lanes as i64)?)?,
                None => offset.terms.push((index, lanes)),
            }
            Some(())
        };
        let source = gep_source_element_type(gep)?;
        let first = operand(gep, 1)?;
        if int_width(source) == Some(8) && self.element != source {
            // `i8`: a byte offset, a whole number of elements.
            let bytes = const_int(first).filter(|b| b % size as i64 == 0)?;
            offset.constant = offset.constant.checked_add(bytes / size as i64)?;
            return (num_operands(gep) == 2).then_some(offset);
        }
        let (element, lanes) = flatten(layout, source)?;
        if element != self.element {
            return None;
        }
        step(&mut offset, first, lanes)?;
        let mut ty = source;
        for i in 2..num_operands(gep) {
            let index = operand(gep, i)?;
            if let Some(fields) = struct_field_count(ty) {
                let field = const_uint(index).filter(|&f| f < u64::from(fields))? as u32;
                offset.constant = offset.constant.checked_add((layout.field_offset(ty, field)? / size) as i64)?;
                ty = struct_field_type(ty, field)?;
            } else {
                ty = element_type(ty)?;
                step(&mut offset, index, flatten(layout, ty)?.1)?;
            }
        }
        Some(offset)
    }

    /// The lanes `user` reads or writes when it is a non-volatile load or
    /// store of the element type or a vector of it at `pointer`.
    fn access_lanes(&self, user: LLVMValueRef, pointer: LLVMValueRef) -> Option<u32> {
        let lanes = |ty: LLVMTypeRef| match vector_lanes(ty) {
            Some(n) if type_kind(ty) == LLVMTypeKind::LLVMVectorTypeKind && element_type(ty) == Some(self.element) => {
                Some(n)
            }
            _ => (ty == self.element).then_some(1),
        };
        match opcode(user) {
            Some(LLVMOpcode::LLVMLoad) if !is_volatile(user) => lanes(type_of(user)),
            Some(LLVMOpcode::LLVMStore) if !is_volatile(user) && operand(user, 1) == Some(pointer) => {
                let value = operand(user, 0)?;
                if value == pointer {
                    return None;
                }
                lanes(type_of(value))
            }
            _ => None,
        }
    }

    /// Replaces the private memory by an `alloca` of the vector, each
    /// access by a load of the vector and `extractelement`s, or
    /// `insertelement`s stored back; the new instructions keep the
    /// access's source position.
    pub fn rewrite(self, module: &Module<'_>) -> Result<(), PassError> {
        let context = module.get_context();
        let kinds = [crate::transforms::inline::SOURCE_KIND, crate::transforms::inline::INLINED_KIND]
            .map(|k| context.get_kind_id(k));
        let internal = |what: String| PassError {
            pass: "promote",
            function: String::new(),
            instruction: None,
            message: format!("internal error: {what}"),
            kind: crate::diag_kind::DiagnosticKind::Internal,
        };
        let builder = RawBuilder::in_context(&context);
        let vector = vector_of_type(self.element, self.lanes);
        let i32_type = int_type_like(self.element, 32);
        // In the entry block, where mem2reg promotes (a fresh `alloca`
        // per iteration of a loop is undefined anew; one kept is a refinement).
        // One already there stays in place (the arrays keep their order).
        let entry = entry_block_of(self.alloca);
        let at =
            if instruction_block(self.alloca) == entry { Some(self.alloca) } else { entry.and_then(first_instruction) };
        builder.position_before(at.unwrap_or(self.alloca));
        let slot = builder.alloca(vector);
        for Access { inst, at, lanes } in self.accesses {
            builder.position_before(inst);
            let mut new = Vec::new();
            let whole = builder.load(vector, slot, None);
            new.push(whole);
            let everything = lanes == self.lanes && at.terms.is_empty() && at.constant == 0;
            let first = lane_index(&builder, &at, i32_type, &mut new);
            let lane = |j: u32, new: &mut Vec<LLVMValueRef>| match j {
                0 => first,
                _ if at.terms.is_empty() => const_int_of(i32_type, (at.constant + i64::from(j)) as u64),
                _ => {
                    let index = builder.binary(LLVMOpcode::LLVMAdd, first, const_int_of(type_of(first), u64::from(j)));
                    new.push(index);
                    index
                }
            };
            if opcode(inst) == Some(LLVMOpcode::LLVMLoad) {
                let value = if everything {
                    whole
                } else if lanes == 1 && type_of(inst) == self.element {
                    let value = builder.extract_element(whole, first);
                    new.push(value);
                    value
                } else {
                    let mut value = const_null(type_of(inst));
                    for j in 0..lanes {
                        let index = lane(j, &mut new);
                        let e = builder.extract_element(whole, index);
                        value = builder.insert_element(value, e, const_int_of(i32_type, u64::from(j)));
                        new.extend([e, value]);
                    }
                    value
                };
                replace_all_uses(inst, value).map_err(internal)?;
            } else {
                let value = operand(inst, 0).ok_or_else(|| internal("a store without its value".into()))?;
                let updated = if everything {
                    value
                } else if lanes == 1 && type_of(value) == self.element {
                    let updated = builder.insert_element(whole, value, first);
                    new.push(updated);
                    updated
                } else {
                    let mut updated = whole;
                    for j in 0..lanes {
                        let index = lane(j, &mut new);
                        let e = builder.extract_element(value, const_int_of(i32_type, u64::from(j)));
                        updated = builder.insert_element(updated, e, index);
                        new.extend([e, updated]);
                    }
                    updated
                };
                new.push(builder.store(updated, slot, None));
            }
            for n in new {
                copy_metadata(inst, n, &kinds);
            }
            erase_unused_instruction(inst);
        }
        // Users before what they use: the last `getelementptr` found first.
        for inst in self.dropped.into_iter().rev() {
            erase_unused_instruction(inst);
        }
        erase_unused_instruction(self.alloca);
        Ok(())
    }
}

/// The lane `at` names, as a value: one index as it stands (the form
/// emit reads best), else the sum in `i32` of each index (truncated or
/// sign-extended, as `getelementptr` extends it) times its lanes, plus the
/// constant. The instructions built are pushed to `new`.
fn lane_index(
    builder: &RawBuilder<'_>,
    at: &LaneOffset,
    i32_type: LLVMTypeRef,
    new: &mut Vec<LLVMValueRef>,
) -> LLVMValueRef {
    if let [(index, 1)] = at.terms[..] {
        if at.constant == 0 {
            return index;
        }
    }
    let mut sum = None;
    for &(index, lanes) in &at.terms {
        let mut term = match int_width(type_of(index)) {
            Some(32) => index,
            Some(w) => {
                let op = if w > 32 { LLVMOpcode::LLVMTrunc } else { LLVMOpcode::LLVMSExt };
                let cast = builder.cast(op, index, i32_type);
                new.push(cast);
                cast
            }
            None => index,
        };
        if lanes != 1 {
            term = builder.binary(LLVMOpcode::LLVMMul, term, const_int_of(i32_type, lanes));
            new.push(term);
        }
        sum = Some(match sum {
            None => term,
            Some(s) => {
                let added = builder.binary(LLVMOpcode::LLVMAdd, s, term);
                new.push(added);
                added
            }
        });
    }
    match sum {
        None => const_int_of(i32_type, at.constant as u64),
        Some(s) if at.constant == 0 => s,
        Some(s) => {
            let added = builder.binary(LLVMOpcode::LLVMAdd, s, const_int_of(i32_type, at.constant as u64));
            new.push(added);
            added
        }
    }
}

/// `ty` as lanes of one scalar type: `(element, lanes)` when every scalar
/// in it has that type and it has no padding (its size is the lanes'),
/// else `None`.
pub(crate) fn flatten(layout: DataLayout<'_>, ty: LLVMTypeRef) -> Option<(LLVMTypeRef, u64)> {
    let (element, lanes) = match type_kind(ty) {
        LLVMTypeKind::LLVMArrayTypeKind => {
            let (element, lanes) = flatten(layout, element_type(ty)?)?;
            (element, lanes.checked_mul(array_length(ty))?)
        }
        LLVMTypeKind::LLVMVectorTypeKind => (element_type(ty)?, u64::from(vector_lanes(ty)?)),
        LLVMTypeKind::LLVMStructTypeKind => {
            let mut fields = (0..struct_field_count(ty)?).map(|i| flatten(layout, struct_field_type(ty, i)?));
            let (element, mut lanes) = fields.next()??;
            for field in fields {
                let (e, l) = field?;
                (e == element).then_some(())?;
                lanes = lanes.checked_add(l)?;
            }
            (element, lanes)
        }
        _ => (ty, 1),
    };
    let size = element_bytes(element)?;
    (layout.alloc_size(ty)? == size.checked_mul(lanes)?).then_some((element, lanes))
}

/// Whether `inst` calls `llvm.lifetime.start` or `llvm.lifetime.end`.
pub(crate) fn is_lifetime_marker(inst: LLVMValueRef) -> bool {
    opcode(inst) == Some(LLVMOpcode::LLVMCall)
        && called_value(inst)
            .filter(|&callee| is_a(callee, ValueClass::Function))
            .is_some_and(|callee| value_name_bytes(callee).starts_with(b"llvm.lifetime."))
}

/// The bytes of a vector lane of `ty`: integers of 8 to 64 bits and
/// half/float/double; `None` for anything else.
pub(crate) fn element_bytes(ty: LLVMTypeRef) -> Option<u64> {
    match type_kind(ty) {
        LLVMTypeKind::LLVMIntegerTypeKind => match int_width(ty)? {
            w @ (8 | 16 | 32 | 64) => Some(u64::from(w / 8)),
            _ => None,
        },
        LLVMTypeKind::LLVMHalfTypeKind => Some(2),
        LLVMTypeKind::LLVMFloatTypeKind => Some(4),
        LLVMTypeKind::LLVMDoubleTypeKind => Some(8),
        _ => None,
    }
}
