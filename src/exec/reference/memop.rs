//! `load`, `store`, `llvm.masked.load`, `llvm.masked.store`, `atomicrmw`
//! and `cmpxchg`, as LangRef defines them.
//!
//! * A scalar or vector is read or written at its store size, lanes back to
//!   back (a vector `<N x T>` at `p + i * size(T)`).
//! * The alignment is a promise (LangRef: "It is the responsibility of the
//!   code emitter to ensure that the alignment information is correct"):
//!   an address that breaks it is undefined behaviour, and the value read
//!   (the bytes written) is undefined. `llvm.masked.load`/`store` promise
//!   it of the pointer operand.
//! * A poison address is undefined behaviour; so is a poison mask lane of
//!   the masked forms (the lane may or may not be accessed).
//! * `atomicrmw` stores `*ptr op val` and returns the old value;
//!   `cmpxchg` stores `new` where the old value equals `cmp` and returns
//!   `{old, success}` (kept as a two-lane value that only `extractvalue`
//!   reads). Orderings change nothing for one work-item.
//!
//! Global pointers (addrspace 0 and 1) access SVM; addrspace(3) pointers are
//! SLM offsets. Either faults outside memory.

use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMAtomicRMWBinOp;
use visa_passes::ir::llvm::{
    aggregate_indices, alignment, atomic_rmw_op, is_a, lane_type, operand, type_of, ValueClass,
};

use super::atomic::{cmpxchg, min_max_open, rmw, RmwOp};
use super::outcome::Space;
use super::state::{Exec, Interp, Stop};
use super::value::{self, lane_from_le, mask, AddrSpace, Elem, Lane, Ty, Value};

/// The space a pointer value addresses.
fn space_of(ptr: &Value) -> Option<Space> {
    match ptr.ty.elem {
        Elem::Ptr(AddrSpace::Global) => Some(Space::Svm),
        Elem::Ptr(AddrSpace::Local) => Some(Space::Slm),
        _ => None,
    }
}

/// `atomicrmw`'s operation, if the interpreter runs it.
fn rmw_op(v: LLVMValueRef) -> Result<RmwOp, String> {
    use LLVMAtomicRMWBinOp::*;
    Ok(match atomic_rmw_op(v) {
        // Of an instruction known to be an `atomicrmw` (its opcode).
        None => return Err("`atomicrmw` expected".to_string()),
        Some(LLVMAtomicRMWBinOpXchg) => RmwOp::Xchg,
        Some(LLVMAtomicRMWBinOpAdd) => RmwOp::Add,
        Some(LLVMAtomicRMWBinOpSub) => RmwOp::Sub,
        Some(LLVMAtomicRMWBinOpAnd) => RmwOp::And,
        Some(LLVMAtomicRMWBinOpOr) => RmwOp::Or,
        Some(LLVMAtomicRMWBinOpXor) => RmwOp::Xor,
        Some(LLVMAtomicRMWBinOpMax) => RmwOp::Max,
        Some(LLVMAtomicRMWBinOpMin) => RmwOp::Min,
        Some(LLVMAtomicRMWBinOpUMax) => RmwOp::UMax,
        Some(LLVMAtomicRMWBinOpUMin) => RmwOp::UMin,
        Some(LLVMAtomicRMWBinOpFAdd) => RmwOp::FAdd,
        Some(LLVMAtomicRMWBinOpFSub) => RmwOp::FSub,
        #[cfg(feature = "llvm19")]
        Some(LLVMAtomicRMWBinOpFMax) => RmwOp::FMax,
        #[cfg(feature = "llvm19")]
        Some(LLVMAtomicRMWBinOpFMin) => RmwOp::FMin,
        #[cfg(feature = "llvm19")]
        Some(LLVMAtomicRMWBinOpUIncWrap) => RmwOp::UIncWrap,
        #[cfg(feature = "llvm19")]
        Some(LLVMAtomicRMWBinOpUDecWrap) => RmwOp::UDecWrap,
        _ => {
            return Err("atomicrmw nand is not supported; supported: atomicrmw xchg, add, sub, and, or, xor, max, \
                 min, umax, umin, fadd, fsub, fmax, fmin, uinc_wrap, udec_wrap"
                .to_string())
        }
    })
}

/// The field an `extractvalue` of a `cmpxchg` reads (0 or 1).
fn extract_field(v: LLVMValueRef) -> Result<u32, String> {
    let of_cmpxchg = operand(v, 0).is_some_and(|a| is_a(a, ValueClass::AtomicCmpXchgInst));
    match aggregate_indices(v).as_deref() {
        Some(&[field]) if of_cmpxchg => Ok(field),
        _ => Err("`extractvalue` is supported only of a `cmpxchg` result".to_string()),
    }
}

impl Interp<'_, '_> {
    /// Checks an instruction of this module before anything runs.
    pub(super) fn check_memop(&self, v: LLVMValueRef, opcode: inkwell::llvm_sys::LLVMOpcode) -> Result<(), String> {
        use inkwell::llvm_sys::LLVMOpcode::*;
        match opcode {
            LLVMAtomicRMW => rmw_op(v).map(|_| ()),
            LLVMExtractValue => extract_field(v).map(|_| ()),
            _ => Ok(()),
        }
    }

    /// Bytes per lane of values of `ty` in memory (pointers at the
    /// DataLayout's store size).
    fn lane_bytes(&self, what: &str, ty: Ty, llvm_ty: LLVMTypeRef) -> Exec<usize> {
        self.element_size(what, ty.elem, lane_type(llvm_ty))
    }

    /// The address and space of a pointer operand; a poison address is
    /// reported (undefined behaviour) and gives `None`.
    fn pointer(&mut self, what: &str, ptr: &Value) -> Exec<Option<(Space, u64)>> {
        let space = space_of(ptr).ok_or_else(|| Stop::Unsupported(format!("{what}: the address must be a pointer")))?;
        match ptr.lane(0) {
            Some(address) => Ok(Some((space, address))),
            None => {
                self.finding(true, format!("{what}: {}", super::outcome::POISON_ADDRESS));
                Ok(None)
            }
        }
    }

    /// Reads lane `i` (`size` bytes at `address`) as `ty`'s lane.
    fn read_lane(&mut self, what: &str, space: Space, address: u64, size: usize, elem: Elem, lane: u32) -> Exec<Lane> {
        let bytes = self.read_or_fault(space, address, size, lane, what)?;
        Ok((!bytes.any_undefined()).then(|| lane_from_le(&bytes.data) & mask(elem.bits())))
    }

    fn misaligned(&mut self, what: &str, address: u64, align: u64) -> bool {
        let broken = !address.is_multiple_of(align.max(1));
        if broken {
            self.finding(true, format!("{what}: address {address:#x} breaks the alignment ({align})"));
        }
        broken
    }

    /// `load`.
    pub(super) fn load(&mut self, v: LLVMValueRef, ty: Ty) -> Exec<Value> {
        let what = "load";
        let ptr = self.operand_at(v, 0)?;
        // SAFETY: `v` is a load.
        let (llvm_ty, align) = (type_of(v), u64::from(alignment(v).unwrap_or(0)));
        let size = self.lane_bytes(what, ty, llvm_ty)?;
        let Some((space, address)) = self.pointer(what, &ptr)? else { return Ok(Value::undefined(ty)) };
        let misaligned = self.misaligned(what, address, align);
        let mut lanes = Vec::with_capacity(ty.count());
        for i in 0..ty.count() {
            let at = address.wrapping_add((i * size) as u64);
            let lane = self.read_lane(what, space, at, size, ty.elem, i as u32)?;
            lanes.push(lane.filter(|_| !misaligned));
        }
        Ok(Value { ty, lanes })
    }

    /// `store`.
    pub(super) fn store(&mut self, v: LLVMValueRef) -> Exec<()> {
        let what = "store";
        let (value, ptr) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
        let (llvm_ty, align) = (self.operand_type(v, 0)?, u64::from(alignment(v).unwrap_or(0)));
        let size = self.lane_bytes(what, value.ty, llvm_ty)?;
        let Some((space, address)) = self.pointer(what, &ptr)? else { return Ok(()) };
        let misaligned = self.misaligned(what, address, align);
        for i in 0..value.ty.count() {
            let at = address.wrapping_add((i * size) as u64);
            let lane = value.lane(i);
            let bytes = lane.unwrap_or(0).to_le_bytes();
            self.write_or_fault(space, at, &bytes[..size], lane.is_some() && !misaligned, i as u32, what)?;
        }
        Ok(())
    }

    /// Checks `(ptr, i32 align, <N x i1> mask, <N x T> passthru) -> <N x T>`
    /// (load) or `(<N x T> data, ptr, i32 align, <N x i1> mask)` (store).
    pub(super) fn masked_contiguous_shape(&self, what: &str, v: LLVMValueRef, args: &[Value], load: bool) -> Exec<()> {
        let shape = if load {
            "(ptr, i32 align, <N x i1> mask, <N x T> passthru) returning <N x T>"
        } else {
            "(<N x T> data, ptr, i32 align, <N x i1> mask)"
        };
        let bad = || Stop::Unsupported(format!("{what} must have the operands {shape}"));
        let (values, ptr, align, enable) = match (load, args) {
            (true, [ptr, align, enable, passthru]) => (passthru, ptr, align, enable),
            (false, [data, ptr, align, enable]) => (data, ptr, align, enable),
            _ => return Err(bad()),
        };
        let lanes_agree = values.ty.is_vector() && enable.ty.lanes == values.ty.lanes;
        if space_of(ptr).is_none() || ptr.ty.is_vector() || !lanes_agree || enable.ty.elem != Elem::Int(1) {
            return Err(bad());
        }
        // Operand 0 of a masked.store is the data; a masked.load returns its type.
        let llvm_ty = if load { type_of(v) } else { self.operand_type(v, 0)? };
        self.lane_bytes(what, values.ty, llvm_ty)?;
        self.alignment(what, align, lane_type(llvm_ty))?;
        Ok(())
    }

    /// `llvm.masked.load`: enabled lanes read `ptr + i * size`, disabled
    /// lanes give `passthru`.
    pub(super) fn masked_load(&mut self, what: &str, v: LLVMValueRef, args: &[Value]) -> Exec<Value> {
        self.masked_contiguous_shape(what, v, args, true)?;
        let [ptr, align, enable, passthru] = args else { return Err(Stop::Unsupported(what.to_string())) };
        let llvm_ty = type_of(v);
        let (ty, size) = (passthru.ty, self.lane_bytes(what, passthru.ty, llvm_ty)?);
        let align = self.alignment(what, align, lane_type(llvm_ty))?;
        let any_enabled = (0..ty.count()).any(|i| enable.lane(i) != Some(0));
        let target = if any_enabled { self.pointer(what, ptr)? } else { None };
        let misaligned = target.is_some_and(|(_, a)| self.misaligned(what, a, align));
        let mut lanes = Vec::with_capacity(ty.count());
        for i in 0..ty.count() {
            let lane = match (enable.lane(i), target) {
                (Some(0), _) => passthru.lane(i),
                (None, _) => {
                    self.lane_finding(true, what, i as u32, "the mask is poison");
                    None
                }
                (Some(_), None) => None,
                (Some(_), Some((space, address))) => {
                    let at = address.wrapping_add((i * size) as u64);
                    self.read_lane(what, space, at, size, ty.elem, i as u32)?.filter(|_| !misaligned)
                }
            };
            lanes.push(lane);
        }
        Ok(Value { ty, lanes })
    }

    /// `llvm.masked.store`: enabled lanes write `ptr + i * size`.
    pub(super) fn masked_store(&mut self, what: &str, v: LLVMValueRef, args: &[Value]) -> Exec<()> {
        self.masked_contiguous_shape(what, v, args, false)?;
        let [data, ptr, align, enable] = args else { return Err(Stop::Unsupported(what.to_string())) };
        let llvm_ty = self.operand_type(v, 0)?;
        let size = self.lane_bytes(what, data.ty, llvm_ty)?;
        let align = self.alignment(what, align, lane_type(llvm_ty))?;
        let any_enabled = (0..data.ty.count()).any(|i| enable.lane(i) != Some(0));
        let Some((space, address)) = (if any_enabled { self.pointer(what, ptr)? } else { None }) else {
            return Ok(());
        };
        let misaligned = self.misaligned(what, address, align);
        for i in 0..data.ty.count() {
            let at = address.wrapping_add((i * size) as u64);
            match enable.lane(i) {
                Some(0) => {}
                None => {
                    self.lane_finding(true, what, i as u32, "the mask is poison");
                    self.mark_undefined(space, at, size);
                }
                Some(_) => {
                    let lane = data.lane(i);
                    let bytes = lane.unwrap_or(0).to_le_bytes();
                    self.write_or_fault(space, at, &bytes[..size], lane.is_some() && !misaligned, i as u32, what)?;
                }
            }
        }
        Ok(())
    }

    /// `atomicrmw`: `*ptr = *ptr op val`, returning the old value.
    pub(super) fn atomicrmw(&mut self, v: LLVMValueRef, ty: Ty) -> Exec<Value> {
        let op = rmw_op(v).map_err(Stop::Unsupported)?;
        let what = "atomicrmw";
        let (ptr, val) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?);
        // fadd/fsub: a NaN result's bits are not defined (LangRef, "Floating-Point
        // Environment": NaN payloads are unspecified), so a NaN stored is undefined;
        // so is what fmax/fmin store where `maxnum`/`minnum` may return either.
        let nan = |x: u64| matches!(op, RmwOp::FAdd | RmwOp::FSub) && value::float_of(ty.elem, x).is_nan();
        let bits = ty.elem.bits();
        self.read_modify_write(what, v, &ptr, ty, |old| {
            let val = val.lane(0).filter(|&x| !min_max_open(op, bits, old, x))?;
            Some(rmw(op, bits, old, val)).filter(|&stored| !nan(stored))
        })
    }

    /// `cmpxchg`: `{old, old == cmp}`, storing `new` where equal; the pair
    /// is a two-lane value of the element type (lane 1: 0 or 1).
    pub(super) fn cmpxchg(&mut self, v: LLVMValueRef) -> Exec<Value> {
        let what = "cmpxchg";
        let (ptr, cmp, new) = (self.operand_at(v, 0)?, self.operand_at(v, 1)?, self.operand_at(v, 2)?);
        let ty = Ty::scalar(cmp.ty.elem);
        let bits = ty.elem.bits();
        let old = self.read_modify_write(what, v, &ptr, ty, |old| match (cmp.lane(0), new.lane(0)) {
            (Some(c), Some(n)) => Some(cmpxchg(bits, old, c, n)),
            // A poison comparand: whether `new` is stored is unknown.
            _ => None,
        })?;
        let success = old.lane(0).zip(cmp.lane(0)).map(|(o, c)| u64::from(o & mask(bits) == c & mask(bits)));
        Ok(Value { ty: Ty::vector(ty.elem, 2), lanes: vec![old.lane(0), success] })
    }

    /// Reads the element at `ptr`, stores `update(old)` (undefined when it
    /// is `None`), returns the old value.
    fn read_modify_write(
        &mut self,
        what: &str,
        v: LLVMValueRef,
        ptr: &Value,
        ty: Ty,
        update: impl FnOnce(u64) -> Option<u64>,
    ) -> Exec<Value> {
        // Operand 1 has the element's type.
        let (align, llvm_ty) = (u64::from(alignment(v).unwrap_or(0)), self.operand_type(v, 1)?);
        let size = self.lane_bytes(what, ty, llvm_ty)?;
        let Some((space, address)) = self.pointer(what, ptr)? else { return Ok(Value::undefined(ty)) };
        let misaligned = self.misaligned(what, address, align);
        let old = self.read_lane(what, space, address, size, ty.elem, 0)?.filter(|_| !misaligned);
        let stored = old.and_then(update);
        let bytes = stored.unwrap_or(0).to_le_bytes();
        self.write_or_fault(space, address, &bytes[..size], stored.is_some(), 0, what)?;
        Ok(Value { ty, lanes: vec![old] })
    }

    /// `extractvalue` of a `cmpxchg` pair: field 0 the old value, 1 success.
    pub(super) fn extractvalue(&mut self, v: LLVMValueRef) -> Exec<Value> {
        let field = extract_field(v).map_err(Stop::Unsupported)?;
        let pair = self.operand_at(v, 0)?;
        Ok(match field {
            0 => Value { ty: Ty::scalar(pair.ty.elem), lanes: vec![pair.lane(0)] },
            _ => Value { ty: Ty::scalar(Elem::Int(1)), lanes: vec![pair.lane(1)] },
        })
    }
}
