//! `lsc_offsets`: where the platform's LSC messages encode an immediate
//! address offset (the platform table's `lsc_imm_offset`: Xe2), a constant
//! added to an LSC call's addresses becomes the call's immediate offset
//! (`AddrImmOffset`, vISA spec, LSC_UNTYPED: "The compiler may be able to
//! fuse this add into the message"), as Intel's vector compiler does there
//! (GenXLscAddrCalcFolding). The add is then dead, and no instruction adds
//! the offset: the message does.
//!
//! Looked through, repeatedly, from the call's address operand:
//!
//! * `add %x, C`, `C` the same constant in every lane, of the address's
//!   own width (an `i16` SLM offset wraps at 16 bits, the message's at 32);
//! * `ptrtoint` of a GEP with constant indices that add the same bytes to
//!   every lane (through pointer bitcasts), which becomes `ptrtoint` of the
//!   GEP's base: `ptrtoint` truncates, and truncation commutes with the
//!   sum, so an a32 address of a 64-bit pointer is still the sum mod 2^32;
//! * the one-lane `insertelement poison, %s, 0` of a transposed call,
//!   whose scalar `%s` is looked through the same way.
//!
//! Every sum wraps at the address size, as the message's does (vISA spec,
//! LSC_UNTYPED: `Base + AddrScale*Src0Addrs[n] + AddrImmOffset`; a32 modulo
//! 2^32, the emulator's `lane_address`). An offset the message would not
//! encode (out of the platform's range, not a dword multiple; a `.bti`
//! call is held to the `bti` range, the smallest, though a surface of 254
//! goes out as `.slm` flat) is left where it is: the finalizer would add it
//! back per message. `legalize` runs this last, after `legacy_to_lsc`.

use crate::ir::intrinsics::{called_intrinsic, instructions, MemIntrinsicKind};
use crate::ir::llvm;
use crate::ir::lsc::{Imm, LscSpace, Role};
use crate::isa::lsc::LscAddrModel;
use crate::isa::target::Platform;
use crate::transforms::memdep::{uniform_add_of_constant, uniform_gep_offset, Layout};
use crate::transforms::pipeline::{PassError, PassOptions, Stats};
use inkwell::builder::Builder;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, InstructionOpcode, InstructionValue};

const PASS: &str = "legalize";

/// How deep a chain of adds and GEPs is looked through.
const MAX_DEPTH: u32 = 8;

/// What the address operand is made of, from which it is rebuilt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Addresses<'ctx> {
    /// The operand's type: `<N x iK>`.
    Lanes(BasicValueEnum<'ctx>),
    /// `N` pointers, `ptrtoint` to the operand's type.
    Pointers(BasicValueEnum<'ctx>),
    /// A one-lane operand's scalar `iK`.
    Scalar(BasicValueEnum<'ctx>),
    /// A one-lane operand's scalar pointer.
    ScalarPointer(BasicValueEnum<'ctx>),
}

/// Folds the constant address offsets of every LSC call in `module` into
/// the calls' immediate offsets where `options.platform` encodes them.
pub fn run(module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
    let platform = options.platform;
    if platform.desc().lsc_imm_offset.value.is_none() {
        return Ok(());
    }
    let layout = Layout::of(module);
    let builder = module.get_context().create_builder();
    let mut folded = 0u64;
    let functions: Vec<_> = module.get_functions().filter(|f| f.count_basic_blocks() > 0).collect();
    for function in functions {
        let calls: Vec<_> = instructions(function)
            .enumerate()
            .filter_map(|(index, inst)| match called_intrinsic(inst) {
                Some(MemIntrinsicKind::Lsc(lsc)) => Some((index, inst, lsc)),
                _ => None,
            })
            .collect();
        for (index, call, lsc) in calls {
            let (Some(addr), Some(offset), Some(space)) =
                (lsc.operand(Role::Addr), lsc.operand(Role::Imm(Imm::Offset)), lsc.space())
            else {
                continue;
            };
            let model = match space {
                LscSpace::Slm | LscSpace::Stateless => LscAddrModel::Flat,
                LscSpace::Bti => LscAddrModel::Bti,
                LscSpace::Bindless => LscAddrModel::Bss,
            };
            let error = |message: String| PassError {
                pass: PASS,
                function: function.get_name().to_string_lossy().into_owned(),
                instruction: Some(index),
                message,
                kind: crate::diag_kind::DiagnosticKind::Internal,
            };
            if fold(&builder, &layout, call, addr as u32, offset as u32, model, platform).map_err(error)? {
                folded += 1;
            }
        }
    }
    stats.add(PASS, "lsc_offsets_folded", folded);
    Ok(())
}

/// Folds the constant offsets of `call`'s addresses (operand `addr`) into
/// its immediate offset (operand `offset`), as far as the sum stays one
/// the message encodes; whether anything changed.
fn fold<'ctx>(
    builder: &Builder<'ctx>,
    layout: &Layout,
    call: InstructionValue<'ctx>,
    addr: u32,
    offset: u32,
    model: LscAddrModel,
    platform: Platform,
) -> Result<bool, String> {
    let (Some(operand), Some(imm)) = (llvm::basic_operand(call, addr), llvm::instruction_operand(call, offset)) else {
        return Ok(false);
    };
    let Some(start) = llvm::const_int(imm) else { return Ok(false) };
    let BasicValueEnum::VectorValue(vector) = operand else { return Ok(false) };
    let vector_ty = vector.get_type();
    let lanes = vector_ty.get_size() as usize;
    let BasicTypeEnum::IntType(int) = vector_ty.get_element_type() else { return Ok(false) };
    let bits = int.get_bit_width();
    // 16-bit SLM offsets are zero-extended before the message adds its
    // offset at 32 bits: a sum in 16 bits is not that.
    if bits < 32 {
        return Ok(false);
    }
    // A sum as the message adds it: modulo 2^bits, read as signed.
    let wrap = |v: i64| if bits >= 64 { v } else { (v << (64 - bits)) >> (64 - bits) };
    let mut at = Addresses::Lanes(operand);
    let mut total = start;
    let mut best = None;
    for _ in 0..MAX_DEPTH {
        let Some((next, added)) = step(at, lanes, bits, layout) else { break };
        at = next;
        total = wrap(total.wrapping_add(added));
        if total != start && i32::try_from(total).is_ok() && model.encodes_offset(total, platform) {
            best = Some((at, total));
        }
    }
    let Some((at, sum)) = best else { return Ok(false) };
    let err = |e: inkwell::builder::BuilderError| e.to_string();
    builder.position_before(&call);
    let one_lane = |s: BasicValueEnum<'ctx>| -> Result<BasicValueEnum<'ctx>, String> {
        let zero = int.get_context().i32_type().const_zero();
        Ok(builder.build_insert_element(vector_ty.get_poison(), s, zero, "").map_err(err)?.into())
    };
    let rebuilt: BasicValueEnum<'ctx> = match at {
        Addresses::Lanes(v) => v,
        Addresses::Pointers(p) => {
            llvm::build_cast(builder, InstructionOpcode::PtrToInt, p.into_vector_value(), vector_ty, "")
                .ok_or("no insertion point")?
                .into()
        }
        Addresses::Scalar(s) => one_lane(s)?,
        Addresses::ScalarPointer(p) => {
            one_lane(builder.build_ptr_to_int(p.into_pointer_value(), int, "").map_err(err)?.into())?
        }
    };
    let offset_value = int.get_context().i32_type().const_int(u64::from(sum as i32 as u32), false);
    if !call.set_operand(addr, rebuilt) || !call.set_operand(offset, offset_value) {
        return Err(format!("the call has no operands {addr} and {offset}"));
    }
    // What only the old address read is dead now: erase it, users first.
    erase_dead(operand.as_value_ref());
    Ok(true)
}

/// One level of `at` looked through: what is under it and the bytes it adds.
fn step<'ctx>(at: Addresses<'ctx>, lanes: usize, bits: u32, layout: &Layout) -> Option<(Addresses<'ctx>, i64)> {
    match at {
        Addresses::Lanes(v) | Addresses::Scalar(v) => {
            let inst = v.as_instruction_value()?;
            let scalar = matches!(at, Addresses::Scalar(_));
            let wrap = |x: BasicValueEnum<'ctx>| if scalar { Addresses::Scalar(x) } else { Addresses::Lanes(x) };
            match inst.get_opcode() {
                InstructionOpcode::Add => {
                    let (x, c) = uniform_add_of_constant(inst, if scalar { 1 } else { lanes })?;
                    // `x` is operand 0 or 1; either has the add's type, whose width the message wraps at.
                    let x = [0, 1]
                        .into_iter()
                        .filter_map(|i| llvm::basic_operand(inst, i))
                        .find(|o| o.as_value_ref() == x)?;
                    Some((wrap(x), c))
                }
                InstructionOpcode::PtrToInt => {
                    let p = llvm::basic_operand(inst, 0)?;
                    Some((if scalar { Addresses::ScalarPointer(p) } else { Addresses::Pointers(p) }, 0))
                }
                InstructionOpcode::InsertElement if !scalar && lanes == 1 => {
                    let (v, s, i) = (
                        llvm::basic_operand(inst, 0)?,
                        llvm::basic_operand(inst, 1)?,
                        llvm::instruction_operand(inst, 2)?,
                    );
                    let whole = llvm::is_undef(v.as_value_ref()) && llvm::const_int(i) == Some(0);
                    let width = llvm::int_width(llvm::type_of(s.as_value_ref()));
                    (whole && (width == Some(bits) || s.is_pointer_value())).then_some((
                        if s.is_pointer_value() { Addresses::ScalarPointer(s) } else { Addresses::Scalar(s) },
                        0,
                    ))
                }
                _ => None,
            }
        }
        Addresses::Pointers(p) | Addresses::ScalarPointer(p) => {
            let inst = p.as_instruction_value()?;
            let scalar = matches!(at, Addresses::ScalarPointer(_));
            let (base, added) = match inst.get_opcode() {
                InstructionOpcode::BitCast => (llvm::instruction_operand(inst, 0)?, 0),
                InstructionOpcode::GetElementPtr => uniform_gep_offset(inst, if scalar { 1 } else { lanes }, layout)?,
                _ => return None,
            };
            let base = llvm::basic_operand(inst, 0).filter(|b| b.as_value_ref() == base)?;
            // As many pointers as the value (a GEP of a scalar base with
            // vector indices is a vector of pointers): the ptrtoint's type.
            let same = match base {
                BasicValueEnum::PointerValue(_) => scalar,
                BasicValueEnum::VectorValue(b) => {
                    !scalar
                        && b.get_type().get_size() as usize == lanes
                        && b.get_type().get_element_type().is_pointer_type()
                }
                _ => false,
            };
            let next = if scalar { Addresses::ScalarPointer(base) } else { Addresses::Pointers(base) };
            same.then_some((next, added))
        }
    }
}

/// Erases `v` if it is an instruction no one uses, then its operands the same way.
fn erase_dead(v: LLVMValueRef) {
    let mut work = vec![v];
    while let Some(v) = work.pop() {
        let Some(inst) = llvm::instruction(v) else { continue };
        if llvm::users(v).next().is_some() || !is_pure(inst) {
            continue;
        }
        let operands: Vec<_> = (0..llvm::num_operands(v)).filter_map(|i| llvm::instruction_operand(inst, i)).collect();
        inst.erase_from_basic_block();
        work.extend(operands);
    }
}

/// The instructions this pass looks through (no side effects).
fn is_pure(inst: InstructionValue<'_>) -> bool {
    matches!(
        inst.get_opcode(),
        InstructionOpcode::Add
            | InstructionOpcode::PtrToInt
            | InstructionOpcode::InsertElement
            | InstructionOpcode::BitCast
            | InstructionOpcode::GetElementPtr
    )
}
