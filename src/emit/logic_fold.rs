//! NOT folded into the logic operation that reads it, as one BFN (vISA
//! BFN, `{XEHP+}`: each result bit is bit `s0 + 2*s1 + 4*s2` of an 8-bit
//! table): `%n = xor %m, -1` then `%o = or %n, %x` is `bfn` of `(~s0 | s1)`
//! over `%m` and `%x`, as IGC writes it (`bfn.xf6` in its `arith` kernel).
//! The logic `not` source modifier that would do the same exists on BDW
//! alone.
//!
//! The NOT qualifies when its only user is the instruction right after it
//! in its block, an `and`, `or` or `xor` of the same 16- or 32-bit integer
//! type: nothing runs between them, so `%m`'s register still holds `%m`
//! when the BFN reads it (a loop update computed in a phi's variable,
//! `phi_homes.rs`, could overwrite it otherwise). The NOT is then not
//! emitted.

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, InstructionValue};
use visa_passes::ir::llvm as ir;

use super::error::EmitError;
use super::llvm::{self, LaneTy};
use super::values::{nm, Val};
use super::Emitter;
use crate::visa::{program::FastSet, ElemType, Instruction};
use crate::Platform;

/// The NOTs of one block (`insts`, in order) that fold into the
/// instruction after them, on a platform with BFN.
pub fn folded_nots(insts: &[InstructionValue<'_>], platform: Platform) -> FastSet<LLVMValueRef> {
    let mut nots = FastSet::default();
    if !crate::visa::alu::XEHP_ON[platform as usize] {
        return nots;
    }
    for pair in insts.windows(2) {
        let (n, user) = (pair[0].as_value_ref(), pair[1].as_value_ref());
        let Some(m) = not_operand(n) else { continue };
        let other = [llvm::operand(user, 0), llvm::operand(user, 1)].into_iter().flatten().find(|&v| v != n);
        // Registers on both sides: no immediate for the BFN to place.
        if !ir::is_constant(m)
            && other.is_some_and(|v| !ir::is_constant(v))
            && ir::users(n).eq(std::iter::once(user))
            && matches!(llvm::opcode(user), LLVMOpcode::LLVMAnd | LLVMOpcode::LLVMOr | LLVMOpcode::LLVMXor)
            && llvm::shape_of(user).ok() == llvm::shape_of(n).ok()
        {
            nots.insert(n);
        }
    }
    nots
}

/// `%m` of `%n = xor %m, -1` (either operand order) of 16- or 32-bit integers.
fn not_operand(n: LLVMValueRef) -> Option<LLVMValueRef> {
    if llvm::opcode(n) != LLVMOpcode::LLVMXor {
        return None;
    }
    let shape = llvm::shape_of(n).ok()?;
    let LaneTy::Data(ty) = shape.lane else { return None };
    if ty.is_float() || !matches!(ty.size_bytes(), 2 | 4) {
        return None;
    }
    let all_ones = |v: LLVMValueRef| {
        ir::is_constant(v)
            && llvm::constant_lanes(v, shape)
                .is_ok_and(|lanes| lanes.iter().all(|&l| l == Some(llvm::mask(8 * ty.size_bytes()))))
    };
    let (a, b) = (llvm::operand(n, 0).ok()?, llvm::operand(n, 1).ok()?);
    match (all_ones(a), all_ones(b)) {
        (false, true) => Some(a),
        (true, false) => Some(b),
        _ => None,
    }
}

/// The BFN table of `op` over `s0` and `s1` (each inverted where asked);
/// `s2` is not read.
fn table(op: LLVMOpcode, [not0, not1]: [bool; 2]) -> u8 {
    (0..8u8).fold(0, |func, index| {
        let s0 = (index & 1 != 0) != not0;
        let s1 = (index & 2 != 0) != not1;
        let bit = match op {
            LLVMOpcode::LLVMAnd => s0 && s1,
            LLVMOpcode::LLVMOr => s0 || s1,
            _ => s0 != s1,
        };
        func | (u8::from(bit) << index)
    })
}

impl Emitter<'_, '_> {
    /// `inst`, an `and`/`or`/`xor` of type `ty` reading a folded NOT, as
    /// one BFN per piece; `None` where it reads none.
    pub(super) fn logic_with_not(
        &mut self,
        inst: LLVMValueRef,
        opcode: LLVMOpcode,
        ty: ElemType,
        lanes: u32,
    ) -> Result<Option<Val>, EmitError> {
        let operands = [llvm::operand(inst, 0)?, llvm::operand(inst, 1)?];
        let folded = operands.map(|v| self.folded_nots.contains(&v));
        if !folded.contains(&true) || self.flow.phi_homes.contains_key(&inst) {
            return Ok(None);
        }
        let mut vals = Vec::with_capacity(2);
        for (v, not) in operands.into_iter().zip(folded) {
            let read = if not {
                not_operand(v).ok_or_else(|| EmitError::internal("a folded NOT without its operand"))?
            } else {
                v
            };
            let val = self.value(read)?;
            vals.push(self.operand(val, lanes)?);
        }
        let func = table(opcode, folded);
        let dst = self.new_root(ty, lanes, Some(inst))?;
        for (st, e) in super::values::chunks(lanes) {
            let d = self.dst(dst, st)?;
            let src0 = self.src(&vals[0], st, e)?;
            let src1 = self.src(&vals[1], st, e)?;
            self.push(Instruction::Bfn { func, exec: nm(e), pred: None, sat: false, dst: d, src0, src1, src2: src1 });
        }
        Ok(Some(Val::Gen(dst)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables by hand: bit `s0 + 2*s1 + 4*s2`, the same for either `s2`.
    #[test]
    fn tables_follow_the_bit_index() {
        // ~s0 | s1: 1 but where s0 = 1, s1 = 0 (bits 1 and 5).
        assert_eq!(table(LLVMOpcode::LLVMOr, [true, false]), 0b1101_1101);
        // s0 & ~s1: 1 where s0 = 1, s1 = 0 only.
        assert_eq!(table(LLVMOpcode::LLVMAnd, [false, true]), 0b0010_0010);
        // ~s0 ^ s1: 1 where s0 == s1.
        assert_eq!(table(LLVMOpcode::LLVMXor, [true, false]), 0b1001_1001);
        assert_eq!(table(LLVMOpcode::LLVMAnd, [false, false]), 0b1000_1000);
    }
}
