//! Promotion of private memory before `select`: `alloca`s become SSA values
//! through LLVM's own SROA and mem2reg (new pass manager), so a private
//! array accessed at constant indices lives in registers.
//!
//! An `alloca` they leave (an access at a variable index) is kept in a GRF
//! variable when it is an array of at most [`PRIVATE_GRF_BYTES`] bytes of
//! integers or floating-point values whose every use is a load or store of
//! one element, directly or through a `getelementptr` with one element
//! index: it becomes an `alloca` of a vector, each access a load of the
//! whole vector and an `extractelement`, or an `insertelement` stored back,
//! at the access's index; mem2reg then makes the vector an SSA value (its
//! lanes undefined until stored, as the `alloca`'s bytes are). Emit reads a
//! variable lane by compares, or past 32 lanes by `addr_add` and an indirect
//! move (`docs/lowering.md`, "Private memory"). An index past the end, UB
//! for the load or store, is then an index past the vector: poison. Any
//! other `alloca` is refused at the `alloca` or at the use that cannot be
//! kept in registers, naming what is supported.

use crate::ir::intrinsics::instructions;
use crate::ir::llvm::{
    allocated_type, array_length, called_value, const_int, const_int_of, const_uint, copy_metadata, element_type,
    entry_block_of, erase_unused_instruction, first_instruction, gep_source_element_type, instruction_block,
    int_type_like, int_width, is_a, is_volatile, num_operands, opcode, operand, replace_all_uses, run_pass_pipeline,
    type_kind, type_of, users, value_name_bytes, vector_of_type, RawBuilder, ValueClass,
};
use crate::transforms::pipeline::PassError;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};

/// LLVM's new pass manager pipeline, as `opt -passes=` spells it.
const PIPELINE: &std::ffi::CStr = c"function(sroa,mem2reg)";

/// The largest private array kept in a GRF variable: 16 GRFs of 32 bytes
/// (8 of 64 on PVC), far below what a kernel's registers hold.
pub const PRIVATE_GRF_BYTES: u64 = 512;

/// What a private array left by SROA must be, for its refusals.
fn supported() -> String {
    format!(
        "supported: `alloca`s whose every access is a load or store at a constant offset, and arrays of integers \
         of 8 to 64 bits or floating-point values of at most {PRIVATE_GRF_BYTES} bytes whose every use is a load or store of one \
         element at a (scalar, uniform) element index, directly or through one `getelementptr`"
    )
}

/// Whether any function of the module has an `alloca`.
pub fn has_allocas(module: &Module<'_>) -> bool {
    module.get_functions().any(|f| instructions(f).any(|i| i.get_opcode() == InstructionOpcode::Alloca))
}

/// Runs SROA then mem2reg over every defined function, keeps each array
/// they leave as a vector (mem2reg again), or refuses it. Returns how many
/// `alloca`s were promoted.
pub fn promote_allocas(module: &Module<'_>) -> Result<u64, PassError> {
    let count = |m: &Module<'_>| {
        m.get_functions().flat_map(instructions).filter(|i| i.get_opcode() == InstructionOpcode::Alloca).count() as u64
    };
    let before = count(module);
    run_passes(module, PIPELINE)?;
    let mut vectors = 0;
    for function in module.get_functions() {
        let left: Vec<_> = instructions(function).filter(|i| i.get_opcode() == InstructionOpcode::Alloca).collect();
        for alloca in left {
            let array = GrfArray::of(function, alloca)?;
            array.rewrite(module)?;
            vectors += 1;
        }
    }
    if vectors > 0 {
        run_passes(module, c"function(mem2reg)")?;
    }
    for function in module.get_functions() {
        if let Some(index) = instructions(function).position(|i| i.get_opcode() == InstructionOpcode::Alloca) {
            return Err(refusal(
                function,
                index,
                format!("this private memory cannot be kept in registers (mem2reg leaves it); {}", supported()),
            ));
        }
    }
    Ok(before - count(module))
}

/// Runs a pipeline of LLVM's new pass manager over the module.
fn run_passes(module: &Module<'_>, pipeline: &std::ffi::CStr) -> Result<(), PassError> {
    let failed = run_pass_pipeline(module, pipeline).err();
    match failed {
        Some(message) => Err(PassError {
            pass: "promote",
            function: String::new(),
            instruction: None,
            message,
            kind: crate::diag_kind::DiagnosticKind::Internal,
        }),
        None => Ok(()),
    }
}

fn refusal(function: FunctionValue<'_>, index: usize, message: String) -> PassError {
    PassError {
        pass: "promote",
        function: function.get_name().to_string_lossy().into_owned(),
        instruction: Some(index),
        message,
        kind: crate::diag_kind::DiagnosticKind::Refused,
    }
}

/// One access of a private array: the load or store, and the element
/// index (`None`: element 0).
struct Access {
    inst: LLVMValueRef,
    index: Option<LLVMValueRef>,
}

/// A private array SROA left, kept as a vector: `[lanes x element]`.
struct GrfArray {
    alloca: LLVMValueRef,
    element: LLVMTypeRef,
    lanes: u32,
    accesses: Vec<Access>,
    /// The `getelementptr`s and `llvm.lifetime.*` markers, erased after
    /// the accesses (a vector in registers has no lifetime to mark).
    dropped: Vec<LLVMValueRef>,
}

impl GrfArray {
    /// The array `alloca` is, with its accesses, or the refusal at the
    /// `alloca` or the first use that is not a supported access.
    fn of(function: FunctionValue<'_>, alloca: InstructionValue<'_>) -> Result<GrfArray, PassError> {
        let at = |inst: LLVMValueRef| instructions(function).position(|i| i.as_value_ref() == inst).unwrap_or(0);
        let refuse =
            |inst: LLVMValueRef, what: String| Err(refusal(function, at(inst), format!("{what}; {}", supported())));
        let a = alloca.as_value_ref();
        let Some(ty) = allocated_type(a) else {
            return refuse(a, "this private memory is left by SROA and mem2reg and is not one array".into());
        };
        let one = operand(a, 0).and_then(const_uint) == Some(1);
        let (Some(element), LLVMTypeKind::LLVMArrayTypeKind, true) = (element_type(ty), type_kind(ty), one) else {
            return refuse(a, "this private memory is left by SROA and mem2reg and is not one array".into());
        };
        let lanes = array_length(ty);
        let bytes = element_bytes(element).map(|b| b.saturating_mul(lanes));
        match bytes {
            None => {
                return refuse(
                    a,
                    "this private array's elements are not integers of 8 to 64 bits or floating-point values".into(),
                )
            }
            Some(0) => return refuse(a, "this private array is empty".into()),
            Some(n) if n > PRIVATE_GRF_BYTES => {
                return refuse(
                    a,
                    format!(
                        "this private array of {n} bytes is above the {PRIVATE_GRF_BYTES}-byte limit of one kept \
                         in a GRF variable"
                    ),
                )
            }
            Some(_) => {}
        }
        let mut array = GrfArray {
            alloca: a,
            element,
            lanes: lanes as u32, /* at most the byte limit */
            accesses: Vec::new(),
            dropped: Vec::new(),
        };
        for user in users(a).collect::<Vec<_>>() {
            if opcode(user) == Some(LLVMOpcode::LLVMGetElementPtr) && operand(user, 0) == Some(a) {
                let Some(index) = array.gep_index(user, ty) else {
                    return refuse(
                        user,
                        "this `getelementptr` into a private array is not one scalar element index".into(),
                    );
                };
                for access in users(user).collect::<Vec<_>>() {
                    if !array.is_access(access, user) {
                        return refuse(
                            access,
                            "this use of a private array is not a load or store of an element".into(),
                        );
                    }
                    array.accesses.push(Access { inst: access, index: Some(index) });
                }
                array.dropped.push(user);
            } else if array.is_access(user, a) {
                array.accesses.push(Access { inst: user, index: None });
            } else if is_lifetime_marker(user) {
                array.dropped.push(user);
            } else {
                return refuse(user, "this use of a private array is not a load or store of an element".into());
            }
        }
        Ok(array)
    }

    /// The element index of `gep` into the array (of type `ty`): `[N x T]`
    /// with indices `0, i`; `T` with `i`; `i8` with a constant multiple of
    /// the element's bytes (SROA's form).
    fn gep_index(&self, gep: LLVMValueRef, ty: LLVMTypeRef) -> Option<LLVMValueRef> {
        let source = gep_source_element_type(gep)?;
        let operands = num_operands(gep);
        let index = if source == ty && operands == 3 && operand(gep, 1).and_then(const_int) == Some(0) {
            operand(gep, 2)?
        } else if source == self.element && operands == 2 {
            operand(gep, 1)?
        } else if operands == 2 && int_width(source) == Some(8) {
            let size = element_bytes(self.element)? as i64;
            let bytes = operand(gep, 1).and_then(const_int).filter(|b| b % size == 0)?;
            const_int_of(int_type_like(source, 32), (bytes / size) as u64)
        } else {
            return None;
        };
        (type_kind(type_of(index)) == LLVMTypeKind::LLVMIntegerTypeKind).then_some(index)
    }

    /// Whether `user` is a simple load or store of one element at `pointer`.
    fn is_access(&self, user: LLVMValueRef, pointer: LLVMValueRef) -> bool {
        match opcode(user) {
            Some(LLVMOpcode::LLVMLoad) => !is_volatile(user) && type_of(user) == self.element,
            Some(LLVMOpcode::LLVMStore) => {
                let value = operand(user, 0);
                !is_volatile(user)
                    && value != Some(pointer)
                    && operand(user, 1) == Some(pointer)
                    && value.map(type_of) == Some(self.element)
            }
            _ => false,
        }
    }

    /// Replaces the array by an `alloca` of a vector, each access by a load
    /// of the vector and an `extractelement`, or an `insertelement` stored
    /// back; the new instructions keep the access's source position.
    fn rewrite(self, module: &Module<'_>) -> Result<(), PassError> {
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
        // In the entry block, where mem2reg promotes (a fresh `alloca`
        // per iteration of a loop is undefined anew; one kept is a refinement).
        // One already there stays in place (the arrays keep their order).
        let entry = entry_block_of(self.alloca);
        let at =
            if instruction_block(self.alloca) == entry { Some(self.alloca) } else { entry.and_then(first_instruction) };
        builder.position_before(at.unwrap_or(self.alloca));
        let slot = builder.alloca(vector);
        let zero = const_int_of(int_type_like(self.element, 32), 0);
        for Access { inst, index } in self.accesses {
            let index = index.unwrap_or(zero);
            builder.position_before(inst);
            let whole = builder.load(vector, slot, None);
            let new = if opcode(inst) == Some(LLVMOpcode::LLVMLoad) {
                let lane = builder.extract_element(whole, index);
                replace_all_uses(inst, lane).map_err(internal)?;
                vec![whole, lane]
            } else {
                let value = operand(inst, 0).ok_or_else(|| internal("a store without its value".into()))?;
                let updated = builder.insert_element(whole, value, index);
                vec![whole, updated, builder.store(updated, slot, None)]
            };
            for n in new {
                copy_metadata(inst, n, &kinds);
            }
            erase_unused_instruction(inst);
        }
        for inst in self.dropped {
            erase_unused_instruction(inst);
        }
        erase_unused_instruction(self.alloca);
        Ok(())
    }
}

/// Whether `inst` calls `llvm.lifetime.start` or `llvm.lifetime.end`.
fn is_lifetime_marker(inst: LLVMValueRef) -> bool {
    opcode(inst) == Some(LLVMOpcode::LLVMCall)
        && called_value(inst)
            .filter(|&callee| is_a(callee, ValueClass::Function))
            .is_some_and(|callee| value_name_bytes(callee).starts_with(b"llvm.lifetime."))
}

/// The bytes of a vector lane of `ty`: integers of 8 to 64 bits and
/// half/float/double; `None` for anything else.
fn element_bytes(ty: LLVMTypeRef) -> Option<u64> {
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
