//! The thread-coordinate intrinsics ([`Implicit`]), read as Intel's vector
//! compiler reads them (its `implicit.visaasm`):
//!
//! * `llvm.genx.local.id` (`<3 x i32>` or `<3 x i16>`) and `local.id.x/y/z`
//!   from the implicit input `.implicit_LOCAL_ID`, three words;
//! * `llvm.genx.local.size`, `group.count` (`<3 x i32>`) from
//!   `.implicit_LOCAL_SIZE`, `.implicit_GROUP_COUNT`, three dwords each;
//! * `llvm.genx.group.id.x/y/z` (`i32`) from the predefined variables
//!   `%group_id_x/y/z`.
//!
//! The runtime fills an implicit input by its provenance (vISA spec, vISA
//! Header chapter: input_info kind), whatever its offset, so each is
//! declared once, at the first call that reads it, and placed after the
//! kernel's arguments. An input of the call's type is its value; a
//! `<3 x i32>` local id is the words zero-extended (two `mov`s).

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, InstructionValue};
use visa_passes::ir::llvm as ir;
use visa_passes::ir::intrinsics::called_function_name;

use super::error::EmitError;
use super::llvm::{self, LaneTy};
use super::values::{mov, Val, View};
use super::Emitter;
use crate::input::ops::Implicit;
use crate::visa::*;

/// Provenances of the CM runtime's implicit inputs ([`Input::implicit_name`]).
const LOCAL_SIZE: u8 = 1;
const GROUP_COUNT: u8 = 2;
const LOCAL_ID: u8 = 3;
/// The private memory's base ([`Input::PRIVATE_BASE`]).
const PRIVATE_BASE: u8 = Input::PRIVATE_BASE;

/// `%hw_id` (V12).
const HW_ID: u32 = 12;

/// `%group_id_x` (V3); y and z follow it.
const GROUP_ID_X: u32 = 3;

impl Emitter<'_, '_> {
    /// A call to a thread-coordinate intrinsic.
    pub fn implicit(&mut self, inst: InstructionValue<'_>, which: Implicit) -> Result<Val, EmitError> {
        let v = inst.as_value_ref();
        let s = self.shape_of(v)?;
        let name = called_function_name(inst).unwrap_or_default();
        let LaneTy::Data(ty) = s.lane else {
            return Err(format!("`{name}` must return {}", which.result_types().1).into());
        };
        let lanes = s.is_vector.then_some(s.lanes);
        which.check_result(&name, ty.size_bytes() * 8, lanes, !ty.is_float())?;
        let (provenance, elem) = match which {
            Implicit::GroupId(axis) => {
                let dst = self.new_root(ty, 1, Some(v))?;
                let src = element(GenVarId(GROUP_ID_X + u32::from(axis)), 0);
                let d = self.dst(dst, 0)?;
                self.push(mov(1, d, src));
                return Ok(Val::Gen(dst));
            }
            Implicit::HwId => {
                let dst = self.new_root(ty, 1, Some(v))?;
                let d = self.dst(dst, 0)?;
                self.push(mov(1, d, element(GenVarId(HW_ID), 0)));
                return Ok(Val::Gen(dst));
            }
            Implicit::PrivateBase => {
                let input = self.implicit_input(PRIVATE_BASE, ElemType::UQ)?;
                return Ok(Val::Gen(View { root: input, off: 0, ty, lanes: 1 }));
            }
            Implicit::LocalId | Implicit::LocalIdComponent(_) => (LOCAL_ID, ElemType::UW),
            Implicit::LocalSize => (LOCAL_SIZE, ElemType::UD),
            Implicit::GroupCount => (GROUP_COUNT, ElemType::UD),
        };
        let input = self.implicit_input(provenance, elem)?;
        if s.lanes == 3 && ty == elem {
            // The input is the value (read-only, as every value is; a vector
            // operand needing the padded fourth lane is copied by `operand`).
            return Ok(Val::Gen(View { root: input, off: 0, ty, lanes: 3 }));
        }
        let dst = self.new_root(ty, s.lanes, Some(v))?;
        if let Implicit::LocalIdComponent(axis) = which {
            // "Only the first component is used": every element holds the id.
            let d = self.dst(dst, 0)?;
            self.push(mov(s.lanes, d, element(input, axis)));
            return Ok(Val::Gen(dst));
        }
        // x and y in one move, z in another (the input has three
        // elements); a component no `extractelement` reads is not copied.
        let read = self.components_read(v)?;
        if read[0] && read[1] {
            let d = self.dst(dst, 0)?;
            let xy = SrcOperand::General {
                var: input,
                row: 0,
                col: 0,
                region: Region::contiguous(2),
                modifier: SrcModifier::None,
            };
            self.push(mov(2, d, xy));
        }
        for axis in 0..3u8 {
            if read[usize::from(axis)] && (axis == 2 || !(read[0] && read[1])) {
                let d = self.dst(dst, u32::from(axis))?;
                self.push(mov(1, d, element(input, axis)));
            }
        }
        Ok(Val::Gen(dst))
    }

    /// Which of the three components of the vector `v` are read: those
    /// its `extractelement`s of a constant index take when they are its
    /// only users (an undefined or out-of-range index reads none: its
    /// result may be any value), else all three.
    fn components_read(&mut self, v: LLVMValueRef) -> Result<[bool; 3], EmitError> {
        let mut read = [false; 3];
        for u in ir::users(v) {
            if llvm::opcode(u) != LLVMOpcode::LLVMExtractElement {
                return Ok([true; 3]);
            }
            match self.value(llvm::operand(u, 1)?)? {
                Val::Const(k) => {
                    if let Some(Some(i)) = k.lanes.first() {
                        if let Some(c) = usize::try_from(*i).ok().and_then(|i| read.get_mut(i)) {
                            *c = true;
                        }
                    }
                }
                _ => return Ok([true; 3]),
            }
        }
        Ok(read)
    }

    /// The implicit input of `provenance`: three elements of `elem` (one
    /// for the private base), declared and placed at its first use.
    fn implicit_input(&mut self, provenance: u8, elem: ElemType) -> Result<GenVarId, EmitError> {
        if let Some(&var) = self.implicit_inputs.get(&provenance) {
            return Ok(var);
        }
        let name = self.unique_name(&format!("implicit_{}", Input::implicit_name(provenance).to_lowercase()));
        let elements = if provenance == PRIVATE_BASE { 1 } else { 3 };
        let size = elements * elem.size_bytes();
        let var = self.kernel.declare_var(GenVar {
            name,
            ty: elem,
            num_elts: elements,
            align: Align::natural(elem),
            alias: None,
        });
        let offset = self.place_input(size, elem.size_bytes());
        self.kernel.inputs.push(Input { var: InputVar::General(var), offset, size, provenance });
        self.implicit_inputs.insert(provenance, var);
        Ok(var)
    }
}

/// Element `index` of `var`, as a scalar source.
fn element(var: GenVarId, index: u8) -> SrcOperand {
    SrcOperand::General { var, row: 0, col: index, region: Region::SCALAR, modifier: SrcModifier::None }
}
