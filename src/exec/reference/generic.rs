//! `llvm.masked.gather` and `llvm.masked.scatter`, as LangRef defines them.
//!
//! * Gather: enabled lanes load, disabled lanes give `passthru`.
//! * Scatter: enabled lanes store "in order from least significant to most
//!   significant element", so overlapping lanes have a defined result in
//!   LLVM (the last lane wins). The vISA pages leave overlapping channels
//!   undefined, so the overlap is recorded (`ub: false`) for verification
//!   to reconcile.
//! * The alignment argument is a promise: an enabled lane whose address
//!   breaks it is undefined behaviour. Its loaded value (or stored bytes)
//!   are then undefined.
//! * A poison mask lane or a poison address in an enabled lane is
//!   undefined behaviour.
//!
//! Global pointers (addrspace 0 and 1) access SVM; addrspace(3) pointers
//! are SLM offsets. Either faults outside memory.

use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use visa_passes::ir::llvm::{lane_type, type_of};

use super::access::{describe_range, group_labels, group_range, overlapping, Access};
use super::outcome::Space;
use super::state::{Exec, Interp, Stop};
use super::value::{lane_from_le, mask, AddrSpace, Elem, Ty, Value};

/// What a mask lane says.
enum MaskLane {
    On,
    Off,
    Poison,
}

fn mask_lane(enable: &Value, i: usize) -> MaskLane {
    match enable.lane(i) {
        None => MaskLane::Poison,
        Some(0) => MaskLane::Off,
        Some(_) => MaskLane::On,
    }
}

/// The operands of a masked gather or scatter, checked (by shape, before
/// anything runs), with what they say.
pub(super) struct Masked<'v> {
    /// Gather: the passthru; scatter: the data.
    values: &'v Value,
    ptrs: &'v Value,
    enable: &'v Value,
    space: Space,
    /// Bytes per element in memory.
    size: usize,
    align: u64,
}

impl Interp<'_, '_> {
    /// Checks `llvm.masked.gather(<N x ptr> ptrs, i32 align, <N x i1> mask, <N x T> passthru)`.
    pub(super) fn masked_gather_shape<'v>(
        &self,
        what: &str,
        call: LLVMValueRef,
        args: &'v [Value],
        ret: Option<Ty>,
    ) -> Exec<Masked<'v>> {
        let shape = "(<N x ptr> ptrs, i32 align, <N x i1> mask, <N x T> passthru) returning <N x T>";
        let ([ptrs, align, enable, passthru], Some(ret)) = (args, ret) else { return Err(bad_shape(what, shape)) };
        let space = pointer_space(ptrs).ok_or_else(|| bad_shape(what, shape))?;
        if !same_lanes(&[ptrs, enable, passthru], ret) || passthru.ty != ret || enable.ty.elem != Elem::Int(1) {
            return Err(bad_shape(what, shape));
        }
        // The call returns a vector (checked above).
        let elem_ty = lane_type(type_of(call));
        let size = self.element_size(what, ret.elem, elem_ty)?;
        let align = self.alignment(what, align, elem_ty)?;
        Ok(Masked { values: passthru, ptrs, enable, space, size, align })
    }

    /// Checks `llvm.masked.scatter(<N x T> data, <N x ptr> ptrs, i32 align, <N x i1> mask)`.
    pub(super) fn masked_scatter_shape<'v>(
        &self,
        what: &str,
        call: LLVMValueRef,
        args: &'v [Value],
    ) -> Exec<Masked<'v>> {
        let shape = "(<N x T> data, <N x ptr> ptrs, i32 align, <N x i1> mask)";
        let [data, ptrs, align, enable] = args else { return Err(bad_shape(what, shape)) };
        let space = pointer_space(ptrs).ok_or_else(|| bad_shape(what, shape))?;
        if !same_lanes(&[ptrs, enable], data.ty) || enable.ty.elem != Elem::Int(1) || !data.ty.is_vector() {
            return Err(bad_shape(what, shape));
        }
        // Operand 0 of the call is the data vector (checked above).
        let elem_ty = lane_type(self.operand_type(call, 0)?);
        let size = self.element_size(what, data.ty.elem, elem_ty)?;
        let align = self.alignment(what, align, elem_ty)?;
        Ok(Masked { values: data, ptrs, enable, space, size, align })
    }

    /// `llvm.masked.gather`: enabled lanes load, disabled lanes give passthru.
    pub(super) fn masked_gather(
        &mut self,
        what: &str,
        call: LLVMValueRef,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Value> {
        let Masked { values: passthru, ptrs, enable, space, size, align } =
            self.masked_gather_shape(what, call, args, ret)?;
        let ret = passthru.ty;
        let n = ret.count();
        let mut lanes = Vec::with_capacity(n);
        for i in 0..n {
            let lane = i as u32;
            let loaded = match mask_lane(enable, i) {
                MaskLane::Off => passthru.lane(i),
                MaskLane::Poison => {
                    self.lane_finding(true, what, lane, "the mask is poison");
                    None
                }
                MaskLane::On => match ptrs.lane(i) {
                    None => {
                        self.lane_finding(true, what, lane, super::outcome::POISON_ADDRESS);
                        None
                    }
                    Some(address) => {
                        let bytes = self.read_or_fault(space, address, size, lane, what)?;
                        if !address.is_multiple_of(align) {
                            let message = format!("address {address:#x} breaks the alignment argument ({align})");
                            self.lane_finding(true, what, lane, &message);
                            None
                        } else if bytes.any_undefined() {
                            None
                        } else {
                            Some(lane_from_le(&bytes.data) & mask(ret.elem.bits()))
                        }
                    }
                },
            };
            lanes.push(loaded);
        }
        Ok(Value { ty: ret, lanes })
    }

    /// `llvm.masked.scatter`: enabled lanes store, in lane order.
    pub(super) fn masked_scatter(&mut self, what: &str, call: LLVMValueRef, args: &[Value]) -> Exec<()> {
        let Masked { values: data, ptrs, enable, space, size, align } = self.masked_scatter_shape(what, call, args)?;
        let mut writes = Vec::new();
        for i in 0..data.ty.count() {
            let lane = i as u32;
            let address = ptrs.lane(i);
            match mask_lane(enable, i) {
                MaskLane::Off => {}
                MaskLane::Poison => {
                    self.lane_finding(true, what, lane, "the mask is poison");
                    // The lane may or may not have stored.
                    if let Some(address) = address {
                        self.mark_undefined(space, address, size);
                    }
                }
                MaskLane::On => {
                    let Some(address) = address else {
                        self.lane_finding(true, what, lane, super::outcome::POISON_ADDRESS);
                        continue;
                    };
                    let value = data.lane(i);
                    let bytes = value.unwrap_or(0).to_le_bytes();
                    let misaligned = !address.is_multiple_of(align);
                    self.write_or_fault(space, address, &bytes[..size], value.is_some() && !misaligned, lane, what)?;
                    if misaligned {
                        let message = format!("address {address:#x} breaks the alignment argument ({align})");
                        self.lane_finding(true, what, lane, &message);
                    }
                    writes.push(Access { label: format!("lane {lane}"), space, address, len: size as u64 });
                }
            }
        }
        for group in overlapping(&writes) {
            let (space, start, end) = group_range(&writes, &group);
            let message = format!(
                "{what}: {} write overlapping bytes ({}), applied in lane order so the last lane wins: \
                 LLVM orders overlapping scatter lanes; the vISA pages leave this undefined",
                group_labels(&writes, &group),
                describe_range(space, start, end)
            );
            self.finding(false, message);
        }
        Ok(())
    }

    /// The alignment argument: a constant power of two; 0 means the
    /// element's ABI alignment (as LLVM's own lowering reads it).
    pub(super) fn alignment(&self, what: &str, align: &Value, elem_ty: LLVMTypeRef) -> Exec<u64> {
        match align.lane(0) {
            Some(0) => Ok(u64::from(self.data_layout.abi_alignment(elem_ty).unwrap_or(1)).max(1)),
            Some(a) if a.is_power_of_two() => Ok(a),
            _ => Err(Stop::Unsupported(format!("{what}: the alignment must be a constant power of two"))),
        }
    }
}

/// The space a vector of pointers addresses.
fn pointer_space(ptrs: &Value) -> Option<Space> {
    match (ptrs.ty.elem, ptrs.ty.lanes) {
        (Elem::Ptr(AddrSpace::Global), Some(_)) => Some(Space::Svm),
        (Elem::Ptr(AddrSpace::Local), Some(_)) => Some(Space::Slm),
        _ => None,
    }
}

/// Every value is a vector with as many lanes as `ty`.
fn same_lanes(values: &[&Value], ty: Ty) -> bool {
    ty.lanes.is_some() && values.iter().all(|v| v.ty.lanes == ty.lanes)
}

impl Interp<'_, '_> {
    /// Bytes of one element in memory. Integers that are not whole bytes
    /// (`i1`, `i12`) have partly unspecified memory bits in LLVM; they are
    /// not supported as gathered or scattered data. Pointers take the
    /// DataLayout's store size, as LLVM stores them (an addrspace(3)
    /// pointer is 8 bytes under the default layout): the value is
    /// zero-extended on store and truncated on load.
    pub(super) fn element_size(&self, what: &str, elem: Elem, elem_ty: LLVMTypeRef) -> Exec<usize> {
        if !elem.bits().is_multiple_of(8) {
            return Err(Stop::Unsupported(format!(
                "{what} of {}-bit elements is not supported: elements must be whole bytes",
                elem.bits()
            )));
        }
        if !matches!(elem, Elem::Ptr(_)) {
            return Ok(elem.store_bytes());
        }
        match self.data_layout.store_size(elem_ty).unwrap_or(0) {
            size @ 1..=8 => Ok(size as usize),
            size => Err(Stop::Unsupported(format!("{what} of {size}-byte pointers is not supported"))),
        }
    }
}

fn bad_shape(what: &str, shape: &str) -> Stop {
    Stop::Unsupported(format!("{what} must have the operands {shape}"))
}
