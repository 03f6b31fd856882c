//! The public LSC intrinsics (`llvm.genx.lsc.*`, docs/lsc.md), each written
//! from its vISA page's pseudo-code and the intrinsic's meaning, one lane
//! at a time. The operand lists and the immediates' rules are the
//! intrinsics' own (`visa_passes::ir::lsc`); what each computes is here.
//!
//! * Untyped load/store/prefetch (vISA spec, LSC_UNTYPED, LOAD/STORE,
//!   LOAD_QUAD/STORE_QUAD): per enabled lane `n` the address is
//!   `addresses[n] + offset` (scale is always 1); element `v` of the lane
//!   is at `address + v * size`, and is element `v * N + n` of the IR vector
//!   (transposed: one address, element `v`). Quad: the `m`-th enabled
//!   channel `c` is at `address + 4c`, element `m * N + n`. d8u32/d16u32
//!   zero-extend into 32 bits (stores keep the low bits), d16u32h loads
//!   into the high half (stores keep the high half). A disabled lane's
//!   elements are the passthru's (`load.merge`) or undefined (`load`).
//!   A prefetch has no architectural effect.
//! * Spaces: `slm` is SLM and `bti` the launch's surface of that index (254
//!   SLM, 255 stateless), both bounded (out-of-bounds reads give zeros,
//!   writes are dropped, as for the legacy surface messages); `stateless`
//!   is SVM, faulting outside every allocation. `bindless` is refused: the
//!   launch binds surfaces by binding-table index only.
//! * Atomics (LSC_UNTYPED, `lsc_atomic_*`): each enabled lane reads the old
//!   value, stores the operation's result and returns the old value;
//!   `icas`/`fcas` store `src1` (the new value) where the old value equals
//!   `src0` (the compare value): LSC's order, not legacy CMPXCHG's.
//! * Fence (LSC_FENCE): orders memory; one thread has nothing to order.
//! * 2D block (LSC_UNTYPED, LOAD_BLOCK2D/STORE_BLOCK2D, with the block at
//!   row Y + y, column X + b*W + x): an element outside the surface
//!   (column < 0, its last byte past the width, row < 0 or past the height)
//!   reads zero and is not written (SPV_INTEL_2d_block_io; the vISA page
//!   says nothing). The surface parameters the hardware requires (base
//!   64-byte aligned, width 64..2^24 bytes, height 1..2^24 rows, pitch a
//!   multiple of 16 bytes and at least the width, X of 1- and 2-byte
//!   elements a multiple of 4 bytes) are checked when the call runs:
//!   breaking one is undefined behaviour: a load's elements are undefined,
//!   a store's elements inside the surface may or may not be written.
//! * Typed quad (`.tgm`, LSC_TYPED): channel x of the texel at (U, V, R,
//!   LOD) of the launch's image, as TYPED_ATOMIC addresses it; other
//!   channel masks are refused (the launch's images have one channel), as
//!   are the typed 2D forms (no typed 2D surface state).

use visa_passes::ir::lsc::{
    self, ArgShape, Block2d, Block2dOp, DataSize, LscAtomicOp, LscCall, LscIntrinsic, LscSpace, Role,
};

use super::access::{group_labels, group_range, overlapping, Access};
use super::atomic::{cmpxchg, rmw, RmwOp};
use super::message::Target;
use super::outcome::Space;
use super::state::{Exec, Interp, Stop};
use super::value::{float_arith, float_of, lane_from_le, mask, sext, AddrSpace, Elem, Lane, Ty, Value};
use crate::exec::memory::ImageFormat;

/// The check's view of a value: its type, and its lanes where all are
/// defined (the stand-ins of `check_supported` for non-constants are
/// undefined, so only constants have them).
fn arg_shape(v: &Value) -> ArgShape {
    let (bits, float) = match v.ty.elem {
        Elem::Int(bits) => (bits, false),
        Elem::Half => (16, true),
        Elem::Float => (32, true),
        Elem::Double => (64, true),
        Elem::Ptr(AddrSpace::Global) => (64, false),
        Elem::Ptr(AddrSpace::Local) => (32, false),
    };
    ArgShape { lanes: v.ty.lanes, bits, float, constant: v.lanes.iter().copied().collect() }
}

fn ty_shape(ty: Ty) -> ArgShape {
    arg_shape(&Value::undefined(ty))
}

impl Interp<'_, '_> {
    /// Checks a call's operands ([`lsc::check`]) and refuses what the
    /// reference does not run.
    pub(super) fn lsc_shape(&self, intrinsic: LscIntrinsic, args: &[Value], ret: Option<Ty>) -> Exec<LscCall> {
        let shapes: Vec<ArgShape> = args.iter().map(arg_shape).collect();
        let call = lsc::check(intrinsic, &shapes, ret.map(ty_shape).as_ref()).map_err(Stop::Unsupported)?;
        let name = intrinsic.name();
        if intrinsic.space() == Some(LscSpace::Bindless) {
            return Err(Stop::Unsupported(format!(
                "`llvm.{name}` addresses a surface by its surface-state offset, which a launch spec cannot bind \
                 (it binds surfaces by binding-table index); supported: the slm, stateless and bti forms"
            )));
        }
        if matches!(intrinsic, LscIntrinsic::Typed2d { .. }) {
            return Err(Stop::Unsupported(format!(
                "`llvm.{name}` (typed 2D block, Xe2) is not run by the reference: a launch's image has no typed 2D \
                 surface state; supported: the untyped LSC intrinsics and the typed quad forms (docs/lsc.md)"
            )));
        }
        if matches!(intrinsic, LscIntrinsic::TypedQuad { .. }) && call.channel_mask != 1 {
            return Err(Stop::Unsupported(format!(
                "`llvm.{name}` with channel mask {} is not run by the reference: a launch's images have one channel \
                 (docs/launch.md); supported: channel mask 1 (x)",
                call.channel_mask
            )));
        }
        Ok(call)
    }

    /// Runs one LSC intrinsic call.
    pub(super) fn lsc(
        &mut self,
        what: &str,
        intrinsic: LscIntrinsic,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Option<Value>> {
        let call = self.lsc_shape(intrinsic, args, ret)?;
        match intrinsic {
            LscIntrinsic::Load { .. } | LscIntrinsic::Store { .. } => self.lsc_untyped(what, &call, args, ret),
            LscIntrinsic::Prefetch { .. } | LscIntrinsic::Fence => Ok(None),
            LscIntrinsic::XAtomic { .. } => self.lsc_atomic(what, &call, args, ret).map(Some),
            LscIntrinsic::Block2d { op } | LscIntrinsic::Block2dDesc { op, .. } => {
                self.lsc_block2d(what, &call, op, args, ret)
            }
            LscIntrinsic::TypedQuad { op } => self.lsc_typed_quad(what, op, args, ret),
            LscIntrinsic::Typed2d { .. } => Err(Stop::Unsupported(format!("`{what}` is not run by the reference"))),
        }
    }

    /// Where an untyped call's addresses go.
    fn lsc_target(&mut self, what: &str, call: &LscCall, args: &[Value]) -> Exec<Option<Target>> {
        match call.intrinsic.space() {
            Some(LscSpace::Slm) => Ok(Some(Target::Bounded(Space::Slm))),
            Some(LscSpace::Stateless) => Ok(Some(Target::Stateless)),
            _ => {
                let surface = call.intrinsic.operand(Role::Surface).map_or(0, |i| i);
                self.surface_target(what, &args[surface])
            }
        }
    }

    /// The address of lane `n`: `addresses[n] + offset`, wrapping at 64
    /// bits (stateless) or 32 (the others); `None` when poison.
    fn lsc_address(call: &LscCall, args: &[Value], n: usize) -> Option<u64> {
        let a = call.intrinsic.operand(Role::Addr).map_or(0, |i| i);
        let base = args[a].lane(n)?;
        let offset = i64::from(call.offset) as u64;
        Some(match call.intrinsic.space() {
            Some(LscSpace::Stateless) => base.wrapping_add(offset),
            _ => base.wrapping_add(offset) & mask(32),
        })
    }

    /// LOAD, STORE, LOAD_QUAD, STORE_QUAD.
    fn lsc_untyped(&mut self, what: &str, call: &LscCall, args: &[Value], ret: Option<Ty>) -> Exec<Option<Value>> {
        let load = matches!(call.intrinsic, LscIntrinsic::Load { .. });
        let quad =
            matches!(call.intrinsic, LscIntrinsic::Load { quad: true, .. } | LscIntrinsic::Store { quad: true, .. });
        let n = call.lanes as usize;
        let ds = call.data_size;
        let size = ds.memory_bytes() as usize;
        // Per element slot: its byte offset from the lane's address.
        let slots: Vec<u64> = if quad {
            (0..4u64).filter(|c| call.channel_mask & (1 << c) != 0).map(|c| 4 * c).collect()
        } else {
            (0..u64::from(call.vector)).map(|v| v * size as u64).collect()
        };
        let index = |slot: usize, lane: usize| if call.transposed { slot } else { slot * n + lane };
        let (mut dst, data) = if load {
            let ty = ret.ok_or_else(|| Stop::Unsupported(format!("{what}: a load returns a value")))?;
            let init = match call.intrinsic.operand(Role::Passthru) {
                Some(p) => args[p].lanes.clone(),
                None => vec![None; ty.count()],
            };
            (Some(Value { ty, lanes: init }), None)
        } else {
            (None, call.intrinsic.operand(Role::Data).map(|d| &args[d]))
        };
        let Some(target) = self.lsc_target(what, call, args)? else {
            // Nowhere to read: a load's enabled elements are undefined.
            return Ok(dst.map(|mut d| {
                d.lanes.iter_mut().for_each(|l| *l = None);
                d
            }));
        };
        let pred = &args[0];
        let mut writes = Vec::new();
        let lanes = if call.transposed { 1 } else { n };
        for lane in 0..lanes {
            let label = lane as u32;
            let enabled = pred.lane(lane);
            let address = Self::lsc_address(call, args, lane);
            let problem = match (enabled, address) {
                (Some(0), _) => continue,
                (None, _) => Some("the predicate is poison"),
                (_, None) => Some("the address is poison"),
                (_, Some(a)) if call.transposed && !a.is_multiple_of(size as u64) => {
                    Some("a transposed access must be aligned to its data size")
                }
                _ => None,
            };
            if let Some(problem) = problem {
                self.lane_finding(true, what, label, problem);
                if let Some(d) = dst.as_mut() {
                    (0..slots.len()).for_each(|s| d.lanes[index(s, lane)] = None);
                }
                if let (Some(a), false) = (address, load) {
                    // A store that may or may not have happened.
                    let space = target.space();
                    slots.iter().for_each(|&o| self.mark_undefined(space, a.wrapping_add(o), size));
                }
                continue;
            }
            let Some(address) = address else { continue };
            for (s, &offset) in slots.iter().enumerate() {
                let at = address.wrapping_add(offset);
                let i = index(s, lane);
                if let Some(d) = dst.as_mut() {
                    let read = self.read_target(target, at, size, label, what)?;
                    d.lanes[i] = read.map(|m| match ds {
                        DataSize::D16U32H => m << 16,
                        _ => m,
                    });
                } else if let Some(data) = data {
                    let value = data.lane(i);
                    let bits = match ds {
                        DataSize::D16U32H => value.map(|v| v >> 16),
                        _ => value,
                    }
                    .unwrap_or(0);
                    let bytes = bits.to_le_bytes();
                    if self.write_target(target, at, &bytes[..size], value.is_some(), label, what)? {
                        let label = format!("lane {lane} element {s}");
                        writes.push(Access { label, space: target.space(), address: at, len: size as u64 });
                    }
                }
            }
        }
        if !load {
            self.report_overlaps(what, &writes, "(lane by lane)");
        }
        Ok(dst)
    }

    /// `lsc_atomic_*`: old value returned, the operation's result stored.
    fn lsc_atomic(&mut self, what: &str, call: &LscCall, args: &[Value], ret: Option<Ty>) -> Exec<Value> {
        let op = call.atomic.unwrap_or(LscAtomicOp::IInc);
        let ty = ret.ok_or_else(|| Stop::Unsupported(format!("{what}: an atomic returns a value")))?;
        let role_value = |role| call.intrinsic.operand(role).map(|i: usize| &args[i]);
        let (src0, src1) = (role_value(Role::Src0), role_value(Role::Src1));
        let mut result = role_value(Role::Passthru).map_or_else(|| vec![None; ty.count()], |p| p.lanes.clone());
        let Some(target) = self.lsc_target(what, call, args)? else {
            return Ok(Value { ty, lanes: vec![None; ty.count()] });
        };
        let space = target.space();
        let bits = match call.data_size {
            DataSize::D16U32 => 16,
            DataSize::D64 => 64,
            _ => 32,
        };
        let bytes = (bits / 8) as usize;
        let float_elem = match bits {
            16 => Elem::Half,
            32 => Elem::Float,
            _ => Elem::Double,
        };
        let sources = op.sources();
        let mut updates = Vec::new();
        for (lane, out) in result.iter_mut().enumerate() {
            let label = lane as u32;
            let address = Self::lsc_address(call, args, lane);
            let problem = match (args[0].lane(lane), address) {
                (Some(0), _) => continue,
                (None, _) => Some("the predicate is poison"),
                (_, None) => Some("the address is poison"),
                (_, Some(a)) if !a.is_multiple_of(bytes as u64) => Some("the address is not aligned to the data size"),
                _ => None,
            };
            if let Some(problem) = problem {
                self.lane_finding(true, what, label, problem);
                *out = None;
                if let Some(a) = address {
                    self.mark_undefined(space, a, bytes);
                }
                continue;
            }
            let Some(address) = address else { continue };
            let read = self.read_target_bytes(target, address, bytes, label, what)?;
            let old = lane_from_le(&read.data) & mask(bits);
            let old_defined = !read.any_undefined();
            let s0 = src0.and_then(|s| s.lane(lane));
            let s1 = src1.and_then(|s| s.lane(lane));
            let a = s0.unwrap_or(0) & mask(bits);
            let b = s1.unwrap_or(0) & mask(bits);
            use LscAtomicOp::*;
            let new = match op {
                IInc => rmw(RmwOp::Add, bits, old, 1),
                IDec => rmw(RmwOp::Sub, bits, old, 1),
                Load => old,
                Store => a,
                IAdd => rmw(RmwOp::Add, bits, old, a),
                ISub => rmw(RmwOp::Sub, bits, old, a),
                SMin => rmw(RmwOp::Min, bits, old, a),
                SMax => rmw(RmwOp::Max, bits, old, a),
                UMin => rmw(RmwOp::UMin, bits, old, a),
                UMax => rmw(RmwOp::UMax, bits, old, a),
                // LSC: Src1Data is the compare value, Src2Data the new one.
                ICas => cmpxchg(bits, old, a, b),
                FAdd => float_arith(float_elem, old, a, |x, y| x + y, |x, y| x + y),
                FSub => float_arith(float_elem, old, a, |x, y| x - y, |x, y| x - y),
                FMin => rmw(RmwOp::FMin, bits, old, a),
                FMax => rmw(RmwOp::FMax, bits, old, a),
                // Compared as floats (-0 equals +0, NaN equals nothing).
                FCas => {
                    if float_of(float_elem, old) == float_of(float_elem, a) {
                        b
                    } else {
                        old
                    }
                }
                And => rmw(RmwOp::And, bits, old, a),
                Or => rmw(RmwOp::Or, bits, old, a),
                Xor => rmw(RmwOp::Xor, bits, old, a),
            };
            let new_defined =
                (op == Store || old_defined) && (sources < 1 || s0.is_some()) && (sources < 2 || s1.is_some());
            if op != Load
                && self.write_target(target, address, &new.to_le_bytes()[..bytes], new_defined, label, what)?
            {
                updates.push(Access { label: format!("lane {lane}"), space, address, len: bytes as u64 });
            }
            // d16u32: the old 16 bits zero-extended in the 32-bit lane.
            *out = old_defined.then_some(old);
        }
        for group in overlapping(&updates) {
            let (space, start, end) = group_range(&updates, &group);
            let message = format!(
                "{what}: {} update the same address ({}), applied in lane order; the page leaves their order open",
                group_labels(&updates, &group),
                super::access::describe_range(space, start, end)
            );
            self.finding(false, message);
        }
        Ok(Value { ty, lanes: result })
    }

    /// LOAD_BLOCK2D / STORE_BLOCK2D and their prefetch.
    fn lsc_block2d(
        &mut self,
        what: &str,
        call: &LscCall,
        op: Block2dOp,
        args: &[Value],
        ret: Option<Ty>,
    ) -> Exec<Option<Value>> {
        let Some(shape) = call.block2d else {
            return Err(Stop::Unsupported(format!("{what}: no block shape")));
        };
        let passthru = call.intrinsic.operand(Role::Passthru).map(|p| &args[p]);
        let mut dst =
            ret.map(|ty| Value { ty, lanes: passthru.map_or_else(|| vec![None; ty.count()], |p| p.lanes.clone()) });
        let enabled = args[0].lane(0);
        match enabled {
            Some(0) => return Ok(dst),
            None => {
                self.finding(true, format!("{what}: the predicate is poison"));
                return Ok(dst.map(|d| Value::undefined(d.ty)));
            }
            Some(_) => {}
        }
        // The surface: (base, width, height, pitch) in bytes and rows, X, Y.
        let surface = if let Some(d) = call.intrinsic.operand(Role::Desc) {
            let desc = &args[d];
            let lane = |i: usize| desc.lane(i);
            match (lane(0), lane(1), lane(2), lane(3), lane(4), lane(5), lane(6)) {
                (Some(lo), Some(hi), Some(w), Some(h), Some(p), Some(x), Some(y)) => Some((
                    lo | hi << 32,
                    w + 1,
                    h + 1,
                    p + 1,
                    i64::from((x as i32).wrapping_add(call.x_imm)),
                    i64::from((y as i32).wrapping_add(call.y_imm)),
                )),
                _ => None,
            }
        } else {
            let get = |role| call.intrinsic.operand(role).and_then(|i: usize| args[i].lane(0));
            match (
                get(Role::Base),
                get(Role::WidthM1),
                get(Role::HeightM1),
                get(Role::PitchM1),
                get(Role::X),
                get(Role::Y),
            ) {
                (Some(base), Some(w), Some(h), Some(p), Some(x), Some(y)) => Some((
                    base,
                    (w & mask(32)) + 1,
                    (h & mask(32)) + 1,
                    (p & mask(32)) + 1,
                    i64::from(x as i32),
                    i64::from(y as i32),
                )),
                _ => None,
            }
        };
        let Some((base, width, height, pitch, x0, y0)) = surface else {
            self.finding(true, format!("{what}: a surface operand is poison"));
            return Ok(dst.map(|d| Value::undefined(d.ty)));
        };
        let problem = visa_passes::isa::block2d::surface_problem(base, width, height, pitch, x0, shape.elem_bytes);
        if let Some(problem) = &problem {
            self.finding(true, format!("{what}: {problem} (SPV_INTEL_2d_block_io: the behavior is undefined)"));
            if op == Block2dOp::Load {
                return Ok(dst.map(|d| Value::undefined(d.ty)));
            }
        }
        let size = shape.elem_bytes as usize;
        // The address of element (b, y, x), or `None` outside the surface.
        let address = |b: u32, y: u32, x: u32| -> Option<u64> {
            let column = x0 + i64::from(b * shape.width + x);
            let row = y0 + i64::from(y);
            let inside = column >= 0 && (column as u64 + 1) * size as u64 <= width && row >= 0 && (row as u64) < height;
            inside.then(|| base.wrapping_add(row as u64 * pitch).wrapping_add(column as u64 * size as u64))
        };
        match op {
            Block2dOp::Prefetch => Ok(None),
            Block2dOp::Load => {
                let Some(d) = dst.as_mut() else { return Ok(None) };
                // Everything not loaded is zero (the page's fill_grf_zeros).
                d.lanes.iter_mut().for_each(|l| *l = Some(0));
                for b in 0..shape.blocks {
                    for y in 0..shape.height {
                        for x in 0..shape.width {
                            let value = match address(b, y, x) {
                                Some(at) => self
                                    .read_or_fault(Space::Svm, at, size, 0, what)
                                    .map(|bytes| (!bytes.any_undefined()).then(|| lane_from_le(&bytes.data)))?,
                                None => Some(0),
                            };
                            d.lanes[block2d_index(&shape, b, y, x)] = value;
                        }
                    }
                }
                Ok(dst)
            }
            Block2dOp::Store => {
                let data = &args[call.intrinsic.operand(Role::Data).map_or(0, |i| i)];
                let pitch_elems = shape.width.next_power_of_two();
                for y in 0..shape.height {
                    for x in 0..shape.width {
                        let Some(at) = address(0, y, x) else { continue };
                        if problem.is_some() {
                            // Undefined behaviour: the element may or may not be written.
                            self.mark_undefined(Space::Svm, at, size);
                            continue;
                        }
                        let value: Lane = data.lane((y * pitch_elems + x) as usize);
                        let bytes = value.unwrap_or(0).to_le_bytes();
                        self.write_or_fault(Space::Svm, at, &bytes[..size], value.is_some(), 0, what)?;
                    }
                }
                Ok(None)
            }
        }
    }
}

impl Interp<'_, '_> {
    /// LSC_TYPED LOAD_QUAD / STORE_QUAD, channel x: each enabled lane
    /// reads or writes the texel at (U, V, R, LOD) of the image bound at the
    /// surface (the texel as TYPED_ATOMIC finds it); out of bounds, reads give
    /// zero and writes are dropped. The texel converts to and from the 32-bit
    /// lane by its format: 16-bit formats zero- (r16_uint) or sign-extend
    /// (r16_sint), stores keep the low bits. A disabled lane keeps the
    /// passthru. A prefetch has no effect.
    fn lsc_typed_quad(&mut self, what: &str, op: Block2dOp, args: &[Value], ret: Option<Ty>) -> Exec<Option<Value>> {
        if op == Block2dOp::Prefetch {
            return Ok(None);
        }
        let (pred, surface, coords, data) = (&args[0], &args[4], &args[5..9], &args[9]);
        let mut dst = ret.map(|ty| Value { ty, lanes: data.lanes.clone() });
        let Some(bti) = self.lsc_image(what, surface) else {
            return Ok(dst.map(|d| Value::undefined(d.ty)));
        };
        for lane in 0..pred.ty.count() {
            let label = lane as u32;
            let coordinates: Option<Vec<u64>> = coords.iter().map(|c| c.lane(lane)).collect();
            let problem = match (pred.lane(lane), &coordinates) {
                (Some(0), _) => continue,
                (None, _) => Some("the predicate is poison"),
                (_, None) => Some("a coordinate is poison"),
                _ => None,
            };
            let (Some(image), Some(c)) = (self.memory.images.get(&bti), coordinates) else { continue };
            let offset = image.texel_offset(c[0] as u32, c[1] as u32, c[2] as u32, c[3] as u32);
            let (bytes, signed) = (image.format.bytes() as usize, image.format == ImageFormat::R16Sint);
            let space = Space::Image(bti);
            if let Some(problem) = problem {
                self.lane_finding(true, what, label, problem);
                if let Some(d) = dst.as_mut() {
                    d.lanes[lane] = None;
                } else if let Some(offset) = offset {
                    self.set_shadow(space, offset as u64, bytes, true);
                }
                continue;
            }
            match (dst.as_mut(), offset) {
                (Some(d), None) => d.lanes[lane] = Some(0),
                (Some(d), Some(offset)) => {
                    let texel = self.buffer(space).and_then(|b| b.get(offset..offset + bytes)).map(lane_from_le);
                    let defined = !self.shadow(space, offset as u64, bytes).contains(&true);
                    let widen = |t: u64| if signed { sext(t, 16) as u64 & mask(32) } else { t };
                    d.lanes[lane] = texel.filter(|_| defined).map(widen);
                }
                (None, None) => {}
                (None, Some(offset)) => {
                    let value = data.lane(lane);
                    let texel = self.memory.images.get_mut(&bti).and_then(|i| i.data.get_mut(offset..offset + bytes));
                    if let Some(texel) = texel {
                        texel.copy_from_slice(&value.unwrap_or(0).to_le_bytes()[..bytes]);
                    }
                    self.set_shadow(space, offset as u64, bytes, value.is_none());
                }
            }
        }
        Ok(dst)
    }

    /// The image a typed call's surface names, or `None` (with a finding).
    fn lsc_image(&mut self, what: &str, surface: &Value) -> Option<u8> {
        match surface.lane(0).map(u8::try_from) {
            Some(Ok(bti)) if self.memory.images.contains_key(&bti) => Some(bti),
            _ => {
                self.finding(true, format!("{what}: the surface is not an image of the launch; nothing is accessed"));
                None
            }
        }
    }
}

/// Where element (b, y, x) of a 2D block load lands in the register image
/// (vISA spec, LSC_UNTYPED, LOAD_BLOCK2D): rows of `row_pitch` elements,
/// blocks `block_pitch` apart; VNNI packs `4 / size` rows into each dword
/// column; transposed, columns become rows.
pub fn block2d_index(shape: &Block2d, b: u32, y: u32, x: u32) -> usize {
    let (row_pitch, block) = (shape.row_pitch(), b * shape.block_pitch());
    let index = if shape.transpose {
        block + x * row_pitch + y
    } else if shape.vnni {
        let per_dword = 4 / shape.elem_bytes;
        block + (y - y % per_dword) * row_pitch + x * per_dword + y % per_dword
    } else {
        block + y * row_pitch + x
    };
    index as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_passes::isa::block2d::{Block2dKind, SHAPES};

    /// The page's register layout (`block2d_index`) against ESIMD's reading
    /// of it (`lsc_load_2d`: a GRF row of `Transposed ? H : Transformed ?
    /// W * e : W` elements at its power-of-two pitch, `Transposed ? W :
    /// Transformed ? H / e : H` rows), on every load shape of Intel's table:
    /// the same slot for every element, each slot used once, all inside the
    /// image.
    #[test]
    fn the_register_layout_agrees_with_esimd_on_every_shape() {
        for row in
            SHAPES.iter().filter(|r| matches!(r.kind, Block2dKind::Load | Block2dKind::Vnni | Block2dKind::Transpose))
        {
            for &height in row.heights {
                for &blocks in row.counts {
                    let shape = Block2d {
                        elem_bytes: row.elem_bytes,
                        blocks,
                        width: row.width,
                        height,
                        transpose: row.kind == Block2dKind::Transpose,
                        vnni: row.kind == Block2dKind::Vnni,
                    };
                    let e = 4 / row.elem_bytes.min(4);
                    let (grf_row, rows) = match row.kind {
                        Block2dKind::Transpose => (height, row.width),
                        Block2dKind::Vnni => (row.width * e, height.div_ceil(e)),
                        _ => (row.width, height),
                    };
                    let pitch = grf_row.next_power_of_two();
                    let per_grf = 64 / row.elem_bytes;
                    let block_pitch = (pitch * rows).div_ceil(per_grf) * per_grf;
                    let mut seen = std::collections::HashSet::new();
                    for b in 0..blocks {
                        for y in 0..height {
                            for x in 0..row.width {
                                let esimd = b * block_pitch
                                    + match row.kind {
                                        Block2dKind::Transpose => x * pitch + y,
                                        Block2dKind::Vnni => (y / e) * pitch + x * e + y % e,
                                        _ => y * pitch + x,
                                    };
                                let index = block2d_index(&shape, b, y, x);
                                assert_eq!(index, esimd as usize, "{row:?} h {height} b {blocks}: ({b}, {y}, {x})");
                                assert!(index < shape.load_elements() as usize && seen.insert(index));
                            }
                        }
                    }
                }
            }
        }
    }
}
