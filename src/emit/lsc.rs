//! The LSC intrinsics (`llvm.genx.lsc.*`, docs/lsc.md) that the message
//! table's `lsc_load`, `lsc_store`, `lsc_load_quad` and `lsc_store_quad`
//! rows carry: `load`, `load.merge`, `prefetch` (a load with a `%null`
//! destination) and `store` and their `.quad` forms, each `.stateless`
//! (`.ugm`, flat a64 addresses), `.slm` (flat a32 offsets), `.bti`
//! (`.ugm`, `bti(S)` a32 offsets into binding-table surface S) or
//! `.bindless` (`.ugm`, `bss(S)` a32 offsets into the surface whose state
//! is at offset S of the bindless surface-state heap). `passes/src/ir/lsc.rs` checks the call and decodes its
//! immediates; this file makes the one message of it.
//!
//! * Exec size: the call's width, padded to the next size the row allows
//!   on the platform (lanes past the call's disabled by the predicate); a
//!   non-transposed vector of more than one element goes out at no fewer
//!   lanes than `visa_passes::isa::lsc::layout_lanes` (16 on Xe-HPG/Xe-LPG,
//!   32 on Xe-HPC), where the register layout does not depend on the
//!   finalizer's `-enableHalfLSC` option. A call wider than the platform's
//!   LSC is refused, naming the sizes it takes.
//! * Predicate: the call's, as the legacy messages take theirs
//!   (`masks.rs`), none for an all-true constant; `_NM` unless the kernel
//!   runs in SIMT mode.
//! * Data: the IR's vector holds element `v` of lane `n` at `v * N + n`
//!   (transposed: element `v`); the message's register layout holds it at
//!   `Footprint::LscData`'s offset, a GRF-rounded row per element. Where the
//!   two differ the data goes through a scratch variable, row by row; a
//!   load read only by rdregions within one row each stays in its rows
//!   ([`RegisterRows`]).
//! * `load.merge`: disabled lanes keep `passthru`, copied into the
//!   destination before the message (not when the predicate is an all-true
//!   constant outside SIMT mode); a `load`'s disabled lanes are undefined.
//! * Immediate offset: the message's `AddrImmOffset`, but for 64-bit
//!   addresses where the message does not encode it (the platform table's
//!   `lsc_imm_offset`: all but Xe2, and there out of range or not a dword
//!   multiple): the finalizers turn it into a qword `add` per message
//!   (GenX_IR 1.0.12504: `addc`, `add`, two `mov`s), so it is added to the
//!   addresses before the message, once (in dwords where there is no
//!   qword `add`).
//! * Cache controls: passed through; the pairs the platform takes for the
//!   row (SLM: default only), else a diagnostic listing them.

use inkwell::values::{AsValueRef, InstructionValue};
use visa_passes::ir::lsc::{self, Block2dOp, DataSize, LscAtomicOp, LscCall, LscIntrinsic, LscSpace, Role};
use visa_passes::isa::lsc as isa_lsc;
use visa_passes::isa::messages::{FieldName, Footprint, Message, Shape};

use super::error::EmitError;
use super::llvm::{self, LaneTy};
use super::messages::constant_lanes_enabled;
use super::values::{chunks, exact_pieces, mov, nm, Konst, Val, View};
use super::Emitter;
use crate::visa::*;

/// The cache-control names of the intrinsics' codes (vISA spec,
/// LSC_UNTYPED: CachingL1; 7 is Xe2's `.cc`).
/// The binding-table index of SLM (T0; `Emitter::surface_for_bti` maps it the same way).
const BTI_SLM: u8 = 254;

const CACHE_NAMES: [&str; 8] = ["df", "uc", "ca", "wb", "wt", "st", "ri", "cc"];

/// What one call becomes, decided before any instruction is written.
#[derive(Clone)]
struct Plan {
    message: Message,
    /// A quad message's channels (the call's channel mask).
    channels: Option<LscChannels>,
    /// The address model and surface: flat, or `bti(S)` for `.bti`.
    surface: LscSurface,
    /// The call's data are packed bytes or words (d8, d16), moved as the
    /// message's d8u32/d16u32 dwords (as Intel's vector compiler moves them):
    /// zero-extended into a scratch before a store, truncated after a load.
    packed: bool,
    sfid: LscSfid,
    data_size: LscDataSize,
    l1: LscCache,
    l3: LscCache,
    /// Added to every address by the message (`AddrImmOffset`).
    offset: i32,
    /// Added to every address before the message: the immediate offset of
    /// 64-bit addresses the message does not encode (the finalizer would
    /// add it with a qword `add` per message; ours is one, split into dwords
    /// where the hardware lacks it).
    address_add: i32,
    /// The call's lanes and the message's exec size (`exec >= lanes`).
    lanes: u32,
    exec: u32,
    shape: Shape,
    /// An LSC_TYPED message's V, R and LOD coordinates (U is its
    /// addresses); `%null` for the untyped ones.
    coordinates: [RawOperand; 3],
    /// Of `shape`.
    footprints: Footprints,
}

impl Plan {
    /// The type of the message's data registers for IR lanes of `ty`:
    /// dwords for packed bytes and words.
    fn register_type(&self, ty: ElemType) -> ElemType {
        if self.packed {
            ElemType::UD
        } else {
            ty
        }
    }

    /// The address size of the unit and address model.
    fn addr_size(&self) -> LscAddrSize {
        self.surface.model.addr_size(self.sfid)
    }

    /// Bytes of the message's data operand.
    fn data_bytes(&self) -> u32 {
        self.footprints.data_bytes
    }

    /// Bytes of the register layout's rows of the message's own lanes,
    /// GRF-rounded: its data payload less the payload's lanes past them
    /// (`payload_lanes`), which only a variable of the value's own may take.
    fn lane_rows_bytes(&self) -> u32 {
        self.footprints.lane_rows_bytes
    }

    /// Bytes a kernel input must hold to be the message's data operand as
    /// it is ([`Footprint::pinned_bytes`]).
    fn data_pinned(&self) -> u32 {
        self.footprints.data_pinned
    }

    /// Bytes from one vector element's row of lanes to the next in the
    /// register layout.
    fn row_stride(&self) -> u32 {
        self.footprints.row_stride
    }

    /// Whether the register layout is the IR vector's (element `v` of
    /// lane `n` at `v * lanes + n`), so that the value is the operand.
    fn dense(&self) -> bool {
        self.footprints.dense
    }
}

/// The message's footprints, which depend only on its shape: worked out
/// once per plan (a plan serves every call of its form: [`LscShapes`]).
#[derive(Clone, Copy)]
struct Footprints {
    data_bytes: u32,
    lane_rows_bytes: u32,
    data_pinned: u32,
    row_stride: u32,
    dense: bool,
    /// The address operand's bytes and pinned bytes.
    address_bytes: u32,
    address_pinned: u32,
}

impl Footprints {
    fn of(shape: &Shape, packed: bool, lanes: u32, exec: u32) -> Footprints {
        let row_stride = Footprint::LscData.offset(shape, 0, 1) as u32;
        let e = shape.data_bytes;
        Footprints {
            data_bytes: Footprint::LscData.bytes(shape) as u32,
            lane_rows_bytes: Footprint::LscData.bytes(&Shape { payload_lanes: 0, ..*shape }) as u32,
            data_pinned: Footprint::LscData.pinned_bytes(shape) as u32,
            row_stride,
            dense: !packed && (shape.transposed || (exec == lanes && (shape.vector == 1 || row_stride == lanes * e))),
            address_bytes: Footprint::LscAddresses.bytes(shape) as u32,
            address_pinned: Footprint::LscAddresses.pinned_bytes(shape) as u32,
        }
    }
}

/// A load's value left in the message's register layout, not copied into
/// the IR's order: element `v` of lane `n` at `rows.off + v * stride + n *
/// size`. Only rdregions reading within one element's row read it
/// ([`Emitter::rows_read_alone`]), each as a view of that row.
#[derive(Clone, Copy, Debug)]
pub(super) struct RegisterRows {
    /// The message's destination.
    pub rows: View,
    /// The IR's lanes per row (the call's lanes).
    pub lanes: u32,
    /// Bytes from one row to the next.
    pub stride: u32,
}

impl RegisterRows {
    /// The row holding every one of the IR elements `elements`.
    pub fn row_of(&self, elements: impl Iterator<Item = u32>) -> Option<u32> {
        one_row(self.lanes, elements)
    }

    /// Row `row`'s lanes.
    pub fn row(&self, row: u32) -> View {
        View { off: self.rows.off + row * self.stride, lanes: self.lanes, ..self.rows }
    }
}

/// The row of `lanes` IR elements holding every one of `elements` (row 0
/// for none): element `i` is lane `i % lanes` of row `i / lanes`.
fn one_row(lanes: u32, mut elements: impl Iterator<Item = u32>) -> Option<u32> {
    let Some(first) = elements.next() else { return Some(0) };
    let row = first / lanes;
    elements.all(|i| i / lanes == row).then_some(row)
}

/// What a kernel's LSC calls of one form share, worked out at the first
/// of them: each intrinsic's operand indices (once it passed
/// [`lsc::refusal`] for the platform), and each checked call's [`Plan`] by
/// its surface. A kernel makes many calls of few forms (20,000 gathers of
/// one form in 200 kernels), and the plan depends only on the checked
/// call, the surface and the platform.
#[derive(Default)]
pub(super) struct LscShapes {
    intrinsics: Vec<(LscIntrinsic, LscRoles)>,
    plans: Vec<(LscCall, LscSurface, Plan)>,
}

/// The roles `Emitter::lsc` reads operands of.
const LSC_ROLES: [Role; 8] =
    [Role::Pred, Role::Surface, Role::Addr, Role::Coord, Role::Passthru, Role::Data, Role::Src0, Role::Src1];

/// More plans than a kernel's forms commonly are; past them, plans are
/// worked out per call (a search of the list would cost more).
const MAX_PLANS: usize = 16;

/// The operand index of each of [`LSC_ROLES`] in an intrinsic's list.
#[derive(Clone, Copy)]
pub(super) struct LscRoles([Option<u32>; LSC_ROLES.len()]);

impl LscRoles {
    fn of(intrinsic: LscIntrinsic) -> LscRoles {
        LscRoles(LSC_ROLES.map(|role| intrinsic.operand(role).and_then(|i| u32::try_from(i).ok())))
    }

    /// The index of the first operand of `role` ([`LscIntrinsic::operand`]).
    fn index(&self, role: Role) -> Option<u32> {
        match LSC_ROLES.iter().position(|&r| r == role) {
            Some(k) => self.0[k],
            None => None,
        }
    }
}

impl LscShapes {
    /// The operand indices of `intrinsic`, if it was accepted before.
    fn intrinsic(&self, intrinsic: LscIntrinsic) -> Option<LscRoles> {
        self.intrinsics.iter().find(|(i, _)| *i == intrinsic).map(|&(_, roles)| roles)
    }

    /// Records `intrinsic` as one the platform emits; its operand indices.
    fn accept(&mut self, intrinsic: LscIntrinsic) -> LscRoles {
        let roles = LscRoles::of(intrinsic);
        self.intrinsics.push((intrinsic, roles));
        roles
    }

    fn plan(&self, call: &LscCall, surface: LscSurface) -> Option<&Plan> {
        self.plans.iter().find(|(c, s, _)| c == call && *s == surface).map(|(_, _, plan)| plan)
    }

    fn remember(&mut self, call: LscCall, surface: LscSurface, plan: &Plan) {
        if self.plans.len() < MAX_PLANS {
            self.plans.push((call, surface, plan.clone()));
        }
    }
}

/// The operands of an `llvm.genx.lsc.xatomic` call, as read.
struct Atomic<'a> {
    op: LscAtomicOp,
    pred: &'a Val,
    enabled: Option<u32>,
    addrs: &'a Val,
    addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
    passthru: Val,
    /// `src0`, `src1`.
    sources: [inkwell::llvm_sys::prelude::LLVMValueRef; 2],
}

impl Emitter<'_, '_> {
    /// A call of an LSC intrinsic: the checked call as one `lsc_load` or
    /// `lsc_store`, or the diagnostic saying why not.
    pub(super) fn lsc(
        &mut self,
        inst: InstructionValue<'_>,
        intrinsic: LscIntrinsic,
    ) -> Result<Option<Val>, EmitError> {
        let call = self.lsc_checked.check(intrinsic, inst)?;
        let roles = match self.lsc_shapes.intrinsic(intrinsic) {
            Some(roles) => roles,
            None => {
                if let Some(refused) = lsc::refusal(intrinsic, self.platform) {
                    return Err(refused.into());
                }
                self.lsc_shapes.accept(intrinsic)
            }
        };
        if matches!(intrinsic, LscIntrinsic::Block2d { .. } | LscIntrinsic::Block2dDesc { .. }) {
            return self.lsc_block2d(inst, &call);
        }
        let v = inst.as_value_ref();
        let operand = |role: Role| {
            let i = roles.index(role).ok_or_else(|| EmitError::internal("an LSC operand missing from its list"))?;
            llvm::operand(v, i)
        };
        let pred = self.value(operand(Role::Pred)?)?;
        if intrinsic == LscIntrinsic::Fence {
            return self.lsc_fence(&call, &pred).map(|()| None);
        }
        let typed = matches!(intrinsic, LscIntrinsic::TypedQuad { .. });
        let surface = match intrinsic.space() {
            _ if typed => self.lsc_bti(intrinsic, operand(Role::Surface)?)?,
            Some(LscSpace::Bti) => self.lsc_bti(intrinsic, operand(Role::Surface)?)?,
            Some(LscSpace::Bindless) => {
                // The surface-state offset, a constant or a run-time i32: `bss(S)`.
                let offset = self.value(operand(Role::Surface)?)?;
                LscSurface { model: LscAddrModel::Bss, index: self.src(&offset, 0, 1)? }
            }
            _ => LscSurface::FLAT,
        };
        let mut plan = match self.lsc_shapes.plan(&call, surface) {
            Some(plan) => plan.clone(),
            None => {
                let plan = self.lsc_plan(&call, surface)?;
                self.lsc_shapes.remember(call, surface, &plan);
                plan
            }
        };
        // A typed call's U is its addresses.
        let addr_v = operand(if typed { Role::Coord } else { Role::Addr })?;
        let addrs = self.value(addr_v)?;
        let enabled = constant_lanes_enabled(&pred, plan.lanes);
        if typed && enabled != Some(0) {
            let u = intrinsic.operand(Role::Coord).ok_or_else(|| EmitError::internal("a typed call without U"))?;
            let u = u as u32;
            let coordinates = [llvm::operand(v, u + 1)?, llvm::operand(v, u + 2)?, llvm::operand(v, u + 3)?];
            plan.coordinates = self.lsc_typed_coordinates(coordinates, &plan)?;
        }
        match intrinsic {
            LscIntrinsic::Prefetch { .. } | LscIntrinsic::TypedQuad { op: Block2dOp::Prefetch } => {
                self.lsc_prefetch(&plan, &pred, enabled, &addrs, addr_v).map(|()| None)
            }
            LscIntrinsic::TypedQuad { op: Block2dOp::Load } => {
                let passthru = Some(self.value(operand(Role::Passthru)?)?);
                self.lsc_load(inst, &plan, &pred, enabled, &addrs, addr_v, passthru)
            }
            LscIntrinsic::Load { merge, .. } => {
                let passthru = if merge { Some(self.value(operand(Role::Passthru)?)?) } else { None };
                self.lsc_load(inst, &plan, &pred, enabled, &addrs, addr_v, passthru)
            }
            LscIntrinsic::XAtomic { .. } => {
                let op = call.atomic.ok_or_else(|| EmitError::internal("an LSC atomic without its operation"))?;
                let passthru = self.value(operand(Role::Passthru)?)?;
                let sources = [operand(Role::Src0)?, operand(Role::Src1)?];
                let atomic = Atomic { op, pred: &pred, enabled, addrs: &addrs, addr_v, passthru, sources };
                self.lsc_atomic(inst, &plan, atomic).map(Some)
            }
            _ => {
                let data_v = operand(Role::Data)?;
                let data = self.value(data_v)?;
                self.lsc_store(&plan, &pred, enabled, &addrs, addr_v, &data, data_v).map(|()| None)
            }
        }
    }

    /// The message, exec size, data size and cache controls of `call`.
    fn lsc_plan(&self, call: &LscCall, surface: LscSurface) -> Result<Plan, EmitError> {
        let intrinsic = call.intrinsic;
        // Named only in diagnostics: not formatted for every call.
        let name = llvm_name(intrinsic);
        let platform = self.platform;
        let (message, space) = match intrinsic {
            LscIntrinsic::Load { space, quad: false, .. } | LscIntrinsic::Prefetch { space, quad: false } => {
                (Message::LscLoad, space)
            }
            LscIntrinsic::Load { space, quad: true, .. } | LscIntrinsic::Prefetch { space, quad: true } => {
                (Message::LscLoadQuad, space)
            }
            LscIntrinsic::Store { space, quad: false } => (Message::LscStore, space),
            LscIntrinsic::Store { space, quad: true } => (Message::LscStoreQuad, space),
            LscIntrinsic::XAtomic { space } => (Message::LscAtomic, space),
            LscIntrinsic::TypedQuad { op: Block2dOp::Store } => (Message::LscTypedStoreQuad, LscSpace::Bti),
            LscIntrinsic::TypedQuad { .. } => (Message::LscTypedLoadQuad, LscSpace::Bti),
            _ => return Err(EmitError::internal(format!("`{name}` reached the LSC load/store emitter"))),
        };
        let quad = matches!(
            message,
            Message::LscLoadQuad | Message::LscStoreQuad | Message::LscTypedLoadQuad | Message::LscTypedStoreQuad
        );
        // The check took a quad's mask as 1..=15.
        let channels = if quad { LscChannels::from_bits(call.channel_mask) } else { None };
        if quad && channels.is_none() {
            return Err(EmitError::internal(format!("`{name}`: channel mask {}", call.channel_mask)));
        }
        let vector = channels.map_or(call.vector, LscChannels::count);
        let prefetch =
            matches!(intrinsic, LscIntrinsic::Prefetch { .. } | LscIntrinsic::TypedQuad { op: Block2dOp::Prefetch });
        let mnemonic = message.mnemonic();
        // Binding-table index 254 is SLM (as Intel's legacy-to-LSC translator takes it): `.slm`, flat.
        let (sfid, surface) = if space == LscSpace::Slm || surface == LscSurface::bti(BTI_SLM) {
            (LscSfid::Slm, LscSurface::FLAT)
        } else {
            (LscSfid::Ugm, surface)
        };
        // d8/d16 (packed bytes and words; the check allows them only non-transposed, one per lane) go out
        // as d8u32/d16u32: the same bytes of memory, a dword per lane in the register.
        let (data_size, packed) = match call.data_size {
            DataSize::D32 => (LscDataSize::D32, false),
            DataSize::D64 => (LscDataSize::D64, false),
            DataSize::D8U32 => (LscDataSize::D8U32, false),
            DataSize::D16U32 => (LscDataSize::D16U32, false),
            DataSize::D16U32H => (LscDataSize::D16U32H, false),
            DataSize::D8 => (LscDataSize::D8U32, true),
            DataSize::D16 => (LscDataSize::D16U32, true),
        };
        // The codes are 0..=7 (checked); 7 (`.cc`, Xe2's) has no value in the row.
        let pairs: &[(LscCache, LscCache)] = match (sfid, message) {
            (LscSfid::Slm, _) => &[(LscCache::Df, LscCache::Df)],
            (_, Message::LscStore | Message::LscStoreQuad | Message::LscTypedStoreQuad) => isa_lsc::STORE_CACHE_PAIRS,
            (_, Message::LscAtomic) => isa_lsc::ATOMIC_CACHE_PAIRS,
            _ => isa_lsc::load_cache_pairs(platform),
        };
        let unit = || {
            if message.desc().opcode.value == Message::LscTypedLoadQuad.desc().opcode.value {
                mnemonic.to_string()
            } else {
                format!("{mnemonic}.{}", sfid.name())
            }
        };
        let (l1, l3) = cache_pair(call, pairs, unit, platform)?;
        if let Some(op) = call.atomic {
            if let Some(why) = isa_lsc::atomic_refusal(op, sfid, data_size, platform) {
                return Err(EmitError::from(format!("`{name}` cannot be emitted: {why}")));
            }
        }
        let lanes = call.lanes;
        // A prefetch has no data register, so no register layout to pad for.
        let layout_vector = if prefetch { 1 } else { vector };
        let Some(mut shape) = untyped_shape(platform, message, data_size, sfid, lanes, layout_vector, call.transposed)
        else {
            let sizes = message.exec_sizes(platform);
            let list: Vec<String> = sizes.iter().map(u32::to_string).collect();
            return Err(EmitError::from(format!(
                "`{name}` with {lanes} lanes is not supported on {platform}: {mnemonic} takes exec sizes {} ({}); \
                 narrower calls are padded with disabled lanes",
                list.join(", "),
                message.desc().exec_sizes.source
            )));
        };
        shape.vector = vector;
        shape.addr_bytes = surface.model.addr_size(sfid).bytes();
        let exec = shape.exec;
        // A prefetch's payload counts too: Intel's vISA verifier sizes the
        // message by its exec size, data size and vector, `%null` destination
        // or not (with no register, no layout pads it to more lanes).
        let grfs = data_grfs(&if prefetch { Shape { layout_lanes: 0, ..shape } } else { shape });
        if grfs > u64::from(isa_lsc::MAX_DATA_GRFS) {
            return Err(EmitError::from(format!(
                "`{name}`: {} elements of {} per address at exec size {exec} take {grfs} GRFs on {platform}; \
                 {mnemonic} carries at most {} (Intel's vISA verifier: \"this message accesses more than 8 \
                 registers\")",
                vector,
                data_size.name(),
                isa_lsc::MAX_DATA_GRFS
            )));
        }
        // An offset the message does not encode the finalizer adds to each
        // message's addresses: a32, one `add`, as ours would be; a64, a
        // qword `add`, which GenX_IR 1.0.12504 makes `addc`, `add` and two
        // `mov`s even where the ALU adds qwords (PVC). So a64 offsets are
        // added here, once, in dwords where there is no qword `add`.
        let add_here = surface.model.addr_size(sfid) == LscAddrSize::A64
            && !surface.model.encodes_offset(i64::from(call.offset), platform);
        let (offset, address_add) = if add_here { (0, call.offset) } else { (call.offset, 0) };
        let coordinates = [RawOperand::NULL; 3];
        Ok(Plan {
            message,
            channels,
            surface,
            packed,
            sfid,
            data_size,
            l1,
            l3,
            offset,
            address_add,
            lanes,
            exec,
            shape,
            coordinates,
            footprints: Footprints::of(&shape, packed, lanes, exec),
        })
    }

    /// `lsc_load`: the result in the register layout (through a scratch
    /// variable where it is not the IR's), disabled lanes holding `passthru`.
    /// Where only rdregions within one row read a result whose layout is
    /// not the IR's, the message's destination stays its value, each row
    /// read in place (no value: see [`RegisterRows`]).
    #[allow(clippy::too_many_arguments)]
    fn lsc_load(
        &mut self,
        inst: InstructionValue<'_>,
        plan: &Plan,
        pred: &Val,
        enabled: Option<u32>,
        addrs: &Val,
        addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
        passthru: Option<Val>,
    ) -> Result<Option<Val>, EmitError> {
        let result_v = inst.as_value_ref();
        let rs = self.shape_of(result_v)?;
        let LaneTy::Data(ty) = rs.lane else { return Err(EmitError::internal("an LSC load of i1")) };
        if enabled == Some(0) {
            // No lane reads: the passthru, or undefined lanes.
            let undef = || Val::Const(Konst { lane: rs.lane, lanes: vec![None; rs.lanes as usize].into() });
            return Ok(Some(passthru.unwrap_or_else(undef)));
        }
        let all_on = enabled == Some(low_lanes(plan.lanes)) && self.dispatch == super::Dispatch::NoMask;
        let old = passthru.filter(|old| !all_on && !matches!(old, Val::Const(k) if k.all_undef()));
        let addresses = self.lsc_addresses(addrs, addr_v, plan)?;
        let (pred, exec) = self.lsc_pred(pred, addrs, plan)?;
        let types = self.lsc_types(plan, FieldName::DstData);
        let bytes = plan.data_bytes();
        let in_rows = !plan.dense() && !plan.packed && !plan.shape.transposed;
        if in_rows && self.rows_read_alone(result_v, plan) {
            // The destination is the value's own variable (named after it),
            // written once per execution of the message like any value's.
            let rows = self.new_root(ty, bytes / ty.size_bytes(), Some(result_v))?;
            if let Some(old) = &old {
                self.to_register_rows(rows, old, plan)?;
            }
            let data = self.raw(&Val::Gen(rows), &types, bytes)?;
            let access = self.lsc_untyped(plan, exec, pred, addresses, data)?;
            self.push(lsc_instruction(plan, access));
            let rows = RegisterRows { rows, lanes: plan.lanes, stride: plan.row_stride() };
            self.register_rows.insert(result_v, rows);
            return Ok(None);
        }
        let result = self.result_root(result_v, ty, rs.lanes)?;
        let direct = self.result_is_destination(result_v, result, bytes, plan);
        let target = if direct {
            if let Some(old) = &old {
                if !(matches!(old, Val::Gen(v) if v.lanes == rs.lanes) && Self::in_place(old, 0, result, 0)) {
                    self.copy_lanes(result, old, rs.lanes)?;
                }
            }
            result
        } else {
            let reg_ty = plan.register_type(ty);
            let scratch = self.new_root(reg_ty, bytes / reg_ty.size_bytes(), None)?;
            if let Some(old) = &old {
                self.to_register_rows(scratch, old, plan)?;
            }
            scratch
        };
        let data = self.raw(&Val::Gen(target), &types, bytes)?;
        let access = self.lsc_untyped(plan, exec, pred, addresses, data)?;
        self.push(lsc_instruction(plan, access));
        if !direct {
            // Each element's row of lanes back into the IR's order.
            let (lanes, stride, e) = (plan.lanes, plan.row_stride(), ty.size_bytes());
            let rows = if plan.shape.transposed { 1 } else { plan.shape.vector };
            let per_row = if plan.shape.transposed { plan.shape.vector } else { lanes };
            for row in 0..rows {
                let from = View { off: target.off + row * stride, lanes: per_row, ..target };
                let to = View { off: result.off + row * per_row * e, lanes: per_row, ..result };
                if plan.packed {
                    // The low byte or word of each dword.
                    self.convert_lanes(to, &Val::Gen(from), ElemType::UD, per_row)?;
                } else {
                    self.copy_lanes(to, &Val::Gen(from), per_row)?;
                }
            }
        }
        Ok(Some(Val::Gen(result)))
    }

    /// Whether every use of the load `result_v` is a rdregion at a
    /// constant offset, of its element type, reading IR lanes of one
    /// element's row of `plan`'s register layout (so it can read them
    /// there: [`RegisterRows`]); not for a load without uses.
    fn rows_read_alone(&mut self, result_v: inkwell::llvm_sys::prelude::LLVMValueRef, plan: &Plan) -> bool {
        let Ok(lane) = self.shape_of(result_v).map(|s| s.lane) else { return false };
        let mut users = visa_passes::ir::llvm::users(result_v).peekable();
        if users.peek().is_none() {
            return false;
        }
        users.all(|u| {
            let Some(inst) = visa_passes::ir::llvm::as_instruction(u) else { return false };
            let rdregion = matches!(
                self.callee_rows.direct(inst),
                Some(llvm::Callee { row: Some(row), .. }) if row.op == crate::input::ops::Intrinsic::RdRegion
            );
            let constant_offset = llvm::operand(u, 4).is_ok_and(llvm::is_constant);
            if !rdregion
                || !constant_offset
                || visa_passes::ir::llvm::arg_count(u) != Some(6)
                || llvm::operand(u, 0).ok() != Some(result_v)
                || !self.shape_of(u).is_ok_and(|s| s.lane == lane)
            {
                return false;
            }
            let row = match self.rdregion_run(u) {
                Ok(Some((_, first, lanes))) => one_row(plan.lanes, first..first + lanes),
                Ok(None) => match self.rdregion_source(u, "") {
                    Ok(source) => one_row(plan.lanes, source.into_iter().flatten()),
                    Err(_) => None,
                },
                Err(_) => None,
            };
            row.is_some()
        })
    }

    /// `lsc_store`: the data in the register layout (through a scratch
    /// variable where it is not the IR's).
    #[allow(clippy::too_many_arguments)]
    fn lsc_store(
        &mut self,
        plan: &Plan,
        pred: &Val,
        enabled: Option<u32>,
        addrs: &Val,
        addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
        data: &Val,
        data_v: inkwell::llvm_sys::prelude::LLVMValueRef,
    ) -> Result<(), EmitError> {
        if enabled == Some(0) {
            return Ok(()); // no lane writes
        }
        let ds = self.shape_of(data_v)?;
        let LaneTy::Data(ty) = ds.lane else { return Err(EmitError::internal("an LSC store of i1")) };
        let addresses = self.lsc_addresses(addrs, addr_v, plan)?;
        let types = self.lsc_types(plan, FieldName::Src1Data);
        let bytes = plan.data_bytes();
        let src = if plan.dense() {
            let (data, bytes) = self.span_payload(data, bytes, plan.data_pinned())?;
            self.raw(&data, &types, bytes)?
        } else {
            let reg_ty = plan.register_type(ty);
            let scratch = self.new_root(reg_ty, bytes / reg_ty.size_bytes(), None)?;
            self.to_register_rows(scratch, data, plan)?;
            self.raw(&Val::Gen(scratch), &types, bytes)?
        };
        let (pred, exec) = self.lsc_pred(pred, addrs, plan)?;
        let access = self.lsc_untyped(plan, exec, pred, addresses, src)?;
        self.push(lsc_instruction(plan, access));
        Ok(())
    }

    /// A prefetch: the load with a `%null` destination (vISA spec,
    /// LSC_UNTYPED: DstData, "The null register may be used in case of a
    /// prefetch-load").
    fn lsc_prefetch(
        &mut self,
        plan: &Plan,
        pred: &Val,
        enabled: Option<u32>,
        addrs: &Val,
        addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
    ) -> Result<(), EmitError> {
        if enabled == Some(0) {
            return Ok(()); // no lane reads
        }
        let addresses = self.lsc_addresses(addrs, addr_v, plan)?;
        let (pred, exec) = self.lsc_pred(pred, addrs, plan)?;
        let access = self.lsc_untyped(plan, exec, pred, addresses, RawOperand::NULL)?;
        self.push(lsc_instruction(plan, access));
        Ok(())
    }

    /// `lsc_atomic_<op>`: the old values of the enabled lanes, the
    /// passthru in the disabled ones (copied into the destination before
    /// the message); `%null` for a result nobody uses and for the sources
    /// the operation does not read. The sources are the intrinsic's in
    /// order, as the row's: `src0` is `Src1Data` (icas: the compare value),
    /// `src1` is `Src2Data` (icas: the new value).
    fn lsc_atomic(&mut self, inst: InstructionValue<'_>, plan: &Plan, a: Atomic<'_>) -> Result<Val, EmitError> {
        let result_v = inst.as_value_ref();
        if a.enabled == Some(0) {
            return Ok(a.passthru); // no lane runs
        }
        let rs = self.shape_of(result_v)?;
        let LaneTy::Data(ty) = rs.lane else { return Err(EmitError::internal("an LSC atomic of i1")) };
        let types = self.lsc_types(plan, FieldName::Src1Data);
        let bytes = plan.data_bytes();
        let mut sources = [RawOperand::NULL; 2];
        for (raw, v) in sources.iter_mut().zip(a.sources).take(usize::from(a.op.sources())) {
            let val = self.value(v)?;
            let (val, bytes) = self.span_payload(&val, bytes, plan.data_pinned())?;
            *raw = self.raw(&val, &types, bytes)?;
        }
        let addresses = self.lsc_addresses(a.addrs, a.addr_v, plan)?;
        let (pred, exec) = self.lsc_pred(a.pred, a.addrs, plan)?;
        let unused = llvm::is_unused(result_v);
        let mut lsc = self.lsc_untyped(plan, exec, pred, addresses, RawOperand::NULL)?;
        let message = |lsc| Instruction::LscAtomic(LscAtomic { op: a.op, lsc, src1: sources[0], src2: sources[1] });
        if unused {
            self.push(message(lsc));
            return Ok(a.passthru);
        }
        let all_on = a.enabled == Some(low_lanes(plan.lanes)) && self.dispatch == super::Dispatch::NoMask;
        let old = Some(a.passthru).filter(|old| !all_on && !matches!(old, Val::Const(k) if k.all_undef()));
        let result = self.result_root(result_v, ty, rs.lanes)?;
        let direct = self.result_is_destination(result_v, result, bytes, plan);
        let target = if direct { result } else { self.new_root(ty, bytes / ty.size_bytes(), None)? };
        if let Some(old) = &old {
            if !(direct && matches!(old, Val::Gen(v) if v.lanes == rs.lanes) && Self::in_place(old, 0, result, 0)) {
                self.copy_lanes(View { lanes: rs.lanes, ..target }, old, rs.lanes)?;
            }
        }
        let dst_types = self.lsc_types(plan, FieldName::DstData);
        lsc.data = self.raw(&Val::Gen(target), &dst_types, bytes)?;
        self.push(message(lsc));
        if !direct {
            self.copy_lanes(result, &Val::Gen(View { lanes: rs.lanes, ..target }), rs.lanes)?;
        }
        Ok(Val::Gen(result))
    }

    /// The surface of a `.bti` call: `bti(S)`, S its binding-table index, an
    /// immediate for a constant (0..=255) or a surface parameter whose index
    /// the compiler assigns (`inputs.rs`), else the run-time value's
    /// variable, as Intel's vector compiler writes the operand (the
    /// translated legacy messages take their surface so).
    fn lsc_bti(
        &mut self,
        intrinsic: LscIntrinsic,
        v: inkwell::llvm_sys::prelude::LLVMValueRef,
    ) -> Result<LscSurface, EmitError> {
        if let Some(&bti) = self.assigned_btis.get(&v) {
            return Ok(LscSurface::bti(bti));
        }
        match llvm::const_int(v) {
            Some(i) => u8::try_from(i).map(LscSurface::bti).map_err(|_| {
                EmitError::from(format!(
                    "`llvm.{}`: binding-table index {i} is out of range; supported: 0..=255",
                    intrinsic.name()
                ))
            }),
            None => {
                let index = self.value(v)?;
                Ok(LscSurface { model: LscAddrModel::Bti, index: self.src(&index, 0, 1)? })
            }
        }
    }

    /// `llvm.genx.lsc.fence` as `lsc_fence.<unit>.<op>.<scope>`, which has
    /// neither predicate nor lanes (vISA spec, LSC_FENCE: the text takes
    /// neither): a fence whose predicate is a constant with no lane on is
    /// nothing, any other runs. Running it where the predicate is off
    /// changes no value a program reads (a fence only orders accesses).
    fn lsc_fence(&mut self, call: &LscCall, pred: &Val) -> Result<(), EmitError> {
        let name = format!("llvm.{}", call.intrinsic.name());
        let fence = call.fence.ok_or_else(|| EmitError::internal("a fence without its operands"))?;
        if constant_lanes_enabled(pred, call.lanes) == Some(0) {
            return Ok(());
        }
        let internal = || EmitError::internal("a fence operand outside the page's values");
        let unit = LscFenceUnit::from_code(fence.sfid).ok_or_else(internal)?;
        let op = LscFenceOp::from_code(fence.op).ok_or_else(internal)?;
        let scope = LscScope::from_code(fence.scope).ok_or_else(internal)?;
        let (exists, where_) = unit.exists_on(self.platform);
        if !exists {
            return Err(EmitError::from(format!(
                "`{name}`: a fence of .{} is not supported on {}: the unit exists on {where_}; supported here: .ugm, \
                 .slm",
                unit.name(),
                self.platform
            )));
        }
        self.push(Instruction::LscFence(LscFence { unit, op, scope }));
        Ok(())
    }

    /// Whether the result `result_v`, stored at `result`, can be the
    /// destination of the message writing `bytes` (its whole payload),
    /// growing its own variable to span them: where the layout is the
    /// value's, it starts a GRF, spans them, and the payload's lanes past
    /// the value's are its own variable's (or there are none).
    fn result_is_destination(
        &mut self,
        result_v: inkwell::llvm_sys::prelude::LLVMValueRef,
        result: View,
        bytes: u32,
        plan: &Plan,
    ) -> bool {
        let own = self.owns_root(result_v);
        if own {
            self.grow_to_span(&Val::Gen(result), bytes);
        }
        plan.dense()
            && (own || bytes <= plan.lane_rows_bytes())
            && result.off % self.grf == 0
            && self.spans(result, bytes)
    }

    /// Whether `view`'s root holds `bytes` from the view's offset.
    fn spans(&self, view: View, bytes: u32) -> bool {
        self.root_bytes(view.root).saturating_sub(view.off) >= bytes
    }

    /// Whether `v`'s storage is a variable of its own: no other value is
    /// placed in it, nor it in another's.
    fn owns_root(&self, v: inkwell::llvm_sys::prelude::LLVMValueRef) -> bool {
        !self.user_storage.contains_key(&v) && !self.placements.contains_key(&v)
    }

    /// The operand `val` of a message and the bytes it must span: the whole
    /// payload's `bytes`, its root grown to them where it can be
    /// ([`Self::grow_to_span`]; else `raw` copies it into a variable that
    /// does), but only `pinned` bytes of a kernel input that is the operand
    /// as it is (GRF-aligned) and holds them ([`Footprint::pinned_bytes`]):
    /// the runtime pins it where it is. An input shorter than that is copied
    /// into a variable spanning the payload ([`Self::copy_input`]; the
    /// verifier's raw-footprint rule holds inputs alike).
    fn span_payload(&mut self, val: &Val, bytes: u32, pinned: u32) -> Result<(Val, u32), EmitError> {
        if let Val::Gen(view) = val {
            let on_grf = self.kernel.var(view.root).is_some_and(|v| v.align.bytes(self.grf) >= self.grf);
            if self.is_input(view.root) {
                if on_grf && view.off % self.grf == 0 && self.spans(*view, pinned) {
                    return Ok((val.clone(), pinned.max(1)));
                }
                return Ok((Val::Gen(self.copy_input(*view, bytes)?), bytes));
            }
        }
        self.grow_to_span(val, bytes);
        Ok((val.clone(), bytes))
    }

    /// A variable of `bytes` holding the input `view`'s lanes, qwords moved
    /// as twice as many dwords: one `mov` where the platform has no 64-bit
    /// integer moves (the assembler splits a `uq` one into a `mov` per dword
    /// of each lane).
    fn copy_input(&mut self, view: View, bytes: u32) -> Result<View, EmitError> {
        let copy = self.new_root(view.ty, bytes.div_ceil(view.ty.size_bytes()), None)?;
        let (from, to) = if view.ty.size_bytes() == 8 {
            (View { ty: ElemType::UD, lanes: 2 * view.lanes, ..view }, View { ty: ElemType::UD, ..copy })
        } else {
            (view, copy)
        };
        self.copy_lanes(to, &Val::Gen(from), from.lanes)?;
        Ok(View { lanes: view.lanes, ..copy })
    }

    /// Makes `val`'s root span a message's payload, `bytes` from the
    /// value's offset, where it is a GRF-aligned variable of this kernel's
    /// own (neither an input nor an alias): declaring a root longer than
    /// its value costs no instruction, a copy into a longer variable does.
    fn grow_to_span(&mut self, val: &Val, bytes: u32) {
        let Val::Gen(view) = val else { return };
        if self.spans(*view, bytes) {
            return;
        }
        let input = self.is_input(view.root);
        let grf = self.grf;
        let Some(var) = view.root.decl_index().and_then(|i| self.kernel.vars.get_mut(i)) else { return };
        let elts = (view.off + bytes).div_ceil(var.ty.size_bytes());
        if input || var.alias.is_some() || var.align.bytes(grf) < grf || elts * var.ty.size_bytes() >= 4096 {
            return;
        }
        var.num_elts = var.num_elts.max(elts);
        // The root's typed views at offset 0 (`var_for`) already declared name its
        // old length: they grow with it, or a message through one still reads past it.
        // Looked up by type, not by a scan of every view of the kernel (one per message).
        let root_bytes = self.root_bytes(view.root);
        let Some(&by_type) = self.values.aliases.get(&view.root) else { return };
        for alias in by_type.into_iter().flatten() {
            if let Some(a) = alias.decl_index().and_then(|i| self.kernel.vars.get_mut(i)) {
                a.num_elts = a.num_elts.max(root_bytes / a.ty.size_bytes());
            }
        }
    }

    /// Whether `root` is a kernel input (the runtime places it).
    fn is_input(&self, root: GenVarId) -> bool {
        self.kernel.inputs.iter().any(|i| i.var == InputVar::General(root))
    }

    /// Copies the IR's non-transposed vector `val` (element `v` of lane `n`
    /// at `v * lanes + n`) into `dst` in the message's register layout.
    fn to_register_rows(&mut self, dst: View, val: &Val, plan: &Plan) -> Result<(), EmitError> {
        let (lanes, stride) = (plan.lanes, plan.row_stride());
        for row in 0..plan.shape.vector {
            let part = self.lanes_of(val, row * lanes, lanes);
            let to = View { off: dst.off + row * stride, lanes, ..dst };
            if plan.packed {
                // Bytes or words zero-extended into the message's dwords.
                let from_ty = match plan.data_size.bytes() {
                    1 => ElemType::UB,
                    _ => ElemType::UW,
                };
                self.convert_lanes(to, &part, from_ty, lanes)?;
            } else {
                self.copy_lanes(to, &part, lanes)?;
            }
        }
        Ok(())
    }

    /// `lanes` lanes of `src`, read as `src_ty`, moved into `dst` (of
    /// another width): `mov` zero-extends or truncates.
    fn convert_lanes(&mut self, dst: View, src: &Val, src_ty: ElemType, lanes: u32) -> Result<(), EmitError> {
        // A constant is materialized first, in its own width.
        let src = match src {
            Val::Const(_) => Val::Gen(self.copy_to_root(src, src_ty, lanes)?),
            _ => src.clone(),
        };
        for (s, e) in exact_pieces(0, lanes) {
            let d = self.dst(dst, s)?;
            let from = self.src_as(&src, s, e, Some(src_ty))?;
            self.push(mov(e, d, from));
        }
        Ok(())
    }

    /// The address operand: `exec` addresses of the unit's size (SLM's
    /// 16-bit offsets zero-extended to 32 bits); lanes past the call's are
    /// disabled, their addresses never read.
    fn lsc_addresses(
        &mut self,
        addrs: &Val,
        addr_v: inkwell::llvm_sys::prelude::LLVMValueRef,
        plan: &Plan,
    ) -> Result<RawOperand, EmitError> {
        let ty = if plan.addr_size() == LscAddrSize::A64 { ElemType::UQ } else { ElemType::UD };
        let lanes = plan.lanes;
        let narrow = matches!(self.shape_of(addr_v)?.lane, LaneTy::Data(t) if t.size_bytes() < ty.size_bytes());
        let addrs = if narrow {
            let from = self.operand(addrs.clone(), lanes)?;
            let wide = self.new_root(ty, lanes, None)?;
            for (s, e) in exact_pieces(0, lanes) {
                let d = self.dst(wide, s)?;
                let src = self.src_as(&from, s, e, Some(ElemType::UW))?;
                self.push(mov(e, d, src));
            }
            Val::Gen(wide)
        } else {
            addrs.clone()
        };
        let addrs = if plan.address_add != 0 {
            let from = self.operand(addrs, lanes)?;
            let sum = self.new_root(ty, plan.exec, None)?;
            let offset = SrcOperand::imm(ty, i64::from(plan.address_add) as u64);
            for (s, e) in chunks(lanes) {
                let (d, a) = (self.dst(sum, s)?, self.src_as(&from, s, e, Some(ty))?);
                self.push(Instruction::alu2(AluOp::Add, nm(e), None, d, a, offset));
            }
            Val::Gen(sum)
        } else {
            addrs
        };
        let (bytes, pinned) = (plan.footprints.address_bytes, plan.footprints.address_pinned);
        let (addrs, bytes) = self.span_payload(&addrs, bytes, pinned)?;
        self.raw(&addrs, &[ty], bytes)
    }

    /// The predicate and exec control: the call's predicate at its lanes,
    /// the padding lanes up to the exec size disabled.
    fn lsc_pred(&mut self, pred: &Val, addrs: &Val, plan: &Plan) -> Result<(Option<Predicate>, ExecCtrl), EmitError> {
        let size =
            ExecSize::from_lanes(plan.exec).ok_or_else(|| EmitError::internal(format!("exec size {}", plan.exec)))?;
        // A piece `legalize` split off a wider call (SIMT functions): its
        // first lane's channel, where a padded predicate is read from.
        let piece = self.piece_lane().unwrap_or(0);
        let (pred, pos) = match pred {
            // A mask that runs to its root's end, read from the root's first
            // channel: its bits past the last lane are cleared (`message_pred`).
            Val::Mask(m)
                if plan.exec > plan.lanes
                    && !self.mask_root(*m).broadcast
                    && m.start + m.lanes == self.mask_root(*m).lanes
                    && self.chunk_pred(*m, 0, plan.exec).is_some_and(|(_, channel)| channel == 0) =>
            {
                (pred.clone(), piece)
            }
            Val::Mask(m) if plan.exec > plan.lanes => {
                // A fresh mask of exec lanes: the call's, then zeros.
                let bytes = self.mask_bytes(*m)?;
                let padded = self.new_root(ElemType::UB, plan.exec, None)?;
                let zeros = Val::Const(Konst {
                    lane: LaneTy::Data(ElemType::UB),
                    lanes: vec![Some(0); plan.exec as usize].into(),
                });
                self.copy_lanes(padded, &zeros, plan.exec)?;
                self.copy_lanes(View { lanes: plan.lanes, ..padded }, &Val::Gen(bytes), plan.lanes)?;
                // Its predicate sits at the piece's channel, where it runs
                // (SIMT: the piece's lanes of the dispatch mask).
                let channel = self.message_channel(plan.exec, piece, Some(plan.message));
                let p = self.bytes_pred(&Val::Gen(padded), plan.exec, channel)?;
                let offset = EmaskOffset::from_channel(channel).unwrap_or(EmaskOffset::M1);
                return Ok((Some(Predicate::new(p)), self.exec(size, offset)));
            }
            // A constant's lanes past the call's read as disabled (`message_pred`).
            Val::Const(_) if plan.exec > plan.lanes => (pred.clone(), piece),
            _ => (pred.clone(), self.position(pred, addrs)),
        };
        let (pred, offset) = self.message_pred(&pred, plan.exec, pos, Some(plan.message))?;
        Ok((pred, self.exec(size, offset)))
    }

    /// The types the row allows for the data operand.
    fn lsc_types(&self, plan: &Plan, field: FieldName) -> &'static [ElemType] {
        plan.message
            .operand(field)
            .and_then(|o| o.types.resolve(plan.message, &plan.shape, None))
            .unwrap_or(&[ElemType::UD])
    }

    fn lsc_untyped(
        &self,
        plan: &Plan,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        addresses: RawOperand,
        data: RawOperand,
    ) -> Result<LscUntyped, EmitError> {
        let vector = LscVectorSize::from_count(plan.shape.vector)
            .ok_or_else(|| EmitError::internal(format!("LSC vector size {}", plan.shape.vector)))?;
        Ok(LscUntyped {
            exec,
            pred,
            sfid: plan.sfid,
            l1: plan.l1,
            l3: plan.l3,
            surface: plan.surface,
            imm_offset: plan.offset,
            addr_size: plan.addr_size(),
            data_size: plan.data_size,
            transposed: plan.shape.transposed,
            vector,
            addresses,
            data,
        })
    }
}

/// The call's cache controls, if `pairs` (what `message`, the mnemonic
/// and unit, takes on `platform`) has them; else the diagnostic listing them.
fn cache_pair(
    call: &LscCall,
    pairs: &[(LscCache, LscCache)],
    message: impl FnOnce() -> String,
    platform: visa_passes::isa::target::Platform,
) -> Result<(LscCache, LscCache), EmitError> {
    match (LscCache::from_code(call.l1), LscCache::from_code(call.l3)) {
        (Some(l1), Some(l3)) if pairs.contains(&(l1, l3)) => Ok((l1, l3)),
        _ => {
            let list: Vec<String> = pairs.iter().map(|(a, b)| format!(".{}.{}", a.name(), b.name())).collect();
            let given = |code: u8| CACHE_NAMES.get(usize::from(code)).copied().unwrap_or("?");
            Err(EmitError::from(format!(
                "`llvm.{}`: cache controls .{}.{} are not supported for {} on {platform}; supported: {}",
                call.intrinsic.name(),
                given(call.l1),
                given(call.l3),
                message(),
                list.join(", ")
            )))
        }
    }
}

/// `llvm.<intrinsic>`, as diagnostics name the call, formatted only when printed.
fn llvm_name(intrinsic: LscIntrinsic) -> impl std::fmt::Display {
    struct Name(LscIntrinsic);
    impl std::fmt::Display for Name {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "llvm.{}", self.0.name())
        }
    }
    Name(intrinsic)
}

/// The register shape of the `message` (`lsc_load` or `lsc_store`) a call
/// of `lanes` lanes with `vector` elements per address becomes on
/// `platform`: its exec size is the next the row takes from `lanes`, and
/// from `layout_lanes` for a non-transposed vector of more than one element
/// (laid out the same under both finalizer modes from there). `None`: no
/// exec size is that wide. The plan's rule, and what the fuzzer draws within
/// (`crate::fuzz::gen::LscMsg`).
pub fn untyped_shape(
    platform: crate::Platform,
    message: Message,
    data_size: LscDataSize,
    sfid: LscSfid,
    lanes: u32,
    vector: u32,
    transposed: bool,
) -> Option<Shape> {
    let layout_lanes = isa_lsc::layout_lanes(platform).unwrap_or(0);
    let least = if !transposed && vector > 1 { lanes.max(layout_lanes) } else { lanes };
    let exec = *message.exec_sizes(platform).iter().find(|&&s| s >= least)?;
    Some(Shape {
        exec,
        block_bytes: data_size.bytes(),
        data_bytes: data_size.register_bytes(),
        grf_bytes: platform.grf_bytes(),
        vector,
        transposed,
        addr_bytes: sfid.addr_size().bytes(),
        layout_lanes,
        payload_lanes: isa_lsc::payload_lanes(platform).unwrap_or(0),
        ..Shape::default()
    })
}

/// GRFs of the data payload of a message of `shape` (at most
/// `isa_lsc::MAX_DATA_GRFS` are accepted).
pub fn data_grfs(shape: &Shape) -> u64 {
    Footprint::LscData.bytes(shape).div_ceil(u64::from(shape.grf_bytes))
}

/// The message of `plan` on `access`.
fn lsc_instruction(plan: &Plan, access: LscUntyped) -> Instruction {
    if let (Message::LscTypedLoadQuad | Message::LscTypedStoreQuad, Some(channels)) = (plan.message, plan.channels) {
        let [v, r, lod] = plan.coordinates;
        let m = LscTypedQuad {
            exec: access.exec,
            pred: access.pred,
            l1: access.l1,
            l3: access.l3,
            surface: access.surface,
            addr_size: access.addr_size,
            channels,
            u: access.addresses,
            v,
            r,
            lod,
            data: access.data,
        };
        return match plan.message {
            Message::LscTypedStoreQuad => Instruction::LscTypedStoreQuad(m),
            _ => Instruction::LscTypedLoadQuad(m),
        };
    }
    match (plan.message, plan.channels) {
        (Message::LscLoadQuad, Some(c)) => Instruction::LscLoadQuad(LscQuad::new(access, c)),
        (Message::LscStoreQuad, Some(c)) => Instruction::LscStoreQuad(LscQuad::new(access, c)),
        (Message::LscStore, _) => Instruction::LscStore(access),
        _ => Instruction::LscLoad(access),
    }
}

/// Lanes `0..w` enabled.
fn low_lanes(w: u32) -> u32 {
    if w >= 32 {
        u32::MAX
    } else {
        (1 << w) - 1
    }
}

// ---- LSC_TYPED (`.tgm`) --------------------------------------------------------

impl Emitter<'_, '_> {
    /// The V, R and LOD registers of a typed quad call (vISA spec,
    /// LSC_TYPED: Src0AddrsV "should be the null register for 1D surfaces",
    /// R for 1D and 2D, LOD for every kind without mips): `%null` from the
    /// first coordinate that, with every one after it, is the constant 0,
    /// which the message reads as 0; the rest as U's addresses are.
    fn lsc_typed_coordinates(
        &mut self,
        coordinates: [inkwell::llvm_sys::prelude::LLVMValueRef; 3],
        plan: &Plan,
    ) -> Result<[RawOperand; 3], EmitError> {
        let mut values = Vec::with_capacity(3);
        for c in coordinates {
            values.push(self.value(c)?);
        }
        let zero = |v: &Val| matches!(v, Val::Const(k) if k.lanes.iter().all(|l| *l == Some(0)));
        let used = values.iter().rposition(|v| !zero(v)).map_or(0, |i| i + 1);
        let mut raws = [RawOperand::NULL; 3];
        for (k, (value, v)) in values.iter().zip(coordinates).enumerate().take(used) {
            raws[k] = self.lsc_addresses(value, v, plan)?;
        }
        Ok(raws)
    }
}

// ---- 2D block messages --------------------------------------------------------

impl Emitter<'_, '_> {
    /// A 2D block intrinsic (`{load,prefetch,store}2d.stateless`, the
    /// `*.2d.ugm.desc` forms) as one `lsc_load_block2d` (a `%null`
    /// destination for a prefetch) or `lsc_store_block2d`:
    ///
    /// * The shape, layout and cache controls are the call's (checked by
    ///   `ir/lsc.rs` against Intel's shape table and the cache pairs; the
    ///   platform's pairs here). The result and data are the register image
    ///   (`Block2d::load_elements`, `store_elements`): the IR vector is
    ///   the message's data operand as it is.
    /// * The six surface operands go into fresh variables (a `uq` base,
    ///   `ud` others), read as `V(0,0)`: both of Intel's assemblers refuse an
    ///   immediate base; the others could be immediates, but one form is
    ///   simpler to judge.
    ///   The descriptor forms read base, width - 1, height - 1, pitch - 1,
    ///   X and Y from descriptor elements 0..6, X and Y plus the immediate
    ///   offsets.
    /// * Predicate: one lane; an all-false constant emits nothing (a load
    ///   returns its passthru, or undefined lanes); the descriptor load's
    ///   passthru is in the destination before the message.
    fn lsc_block2d(&mut self, inst: InstructionValue<'_>, call: &LscCall) -> Result<Option<Val>, EmitError> {
        let intrinsic = call.intrinsic;
        let name = format!("llvm.{}", intrinsic.name());
        let platform = self.platform;
        let shape = call.block2d.ok_or_else(|| EmitError::internal(format!("`{name}` without a block shape")))?;
        let op = match intrinsic {
            LscIntrinsic::Block2d { op } | LscIntrinsic::Block2dDesc { op, .. } => op,
            _ => return Err(EmitError::internal(format!("`{name}` reached the 2D block emitter"))),
        };
        let store = op == lsc::Block2dOp::Store;
        let message = if store { Message::LscStoreBlock2d } else { Message::LscLoadBlock2d };
        let mnemonic = message.mnemonic();
        let data_size = match shape.elem_bytes {
            1 => LscDataSize::D8,
            2 => LscDataSize::D16,
            4 => LscDataSize::D32,
            _ => LscDataSize::D64,
        };
        let pairs = if store { isa_lsc::STORE_CACHE_PAIRS } else { isa_lsc::load_cache_pairs(platform) };
        let (l1, l3) = cache_pair(call, pairs, || mnemonic.to_string(), platform)?;
        let v = inst.as_value_ref();
        let operand = |role: Role| {
            let i = intrinsic
                .operand(role)
                .ok_or_else(|| EmitError::internal("a 2D block operand missing from its list"))?;
            llvm::operand(v, i as u32)
        };
        let pred = self.value(operand(Role::Pred)?)?;
        let enabled = constant_lanes_enabled(&pred, 1);
        let passthru = match intrinsic.operand(Role::Passthru) {
            Some(_) => Some(self.value(operand(Role::Passthru)?)?),
            None => None,
        };
        if enabled == Some(0) {
            // Nothing moves: a load's value is its passthru, or undefined
            // lanes of the result's element type (d8 and d16 too).
            if store || op != lsc::Block2dOp::Load {
                return Ok(None);
            }
            if let Some(old) = passthru {
                return Ok(Some(old));
            }
            let lane = self.shape_of(v)?.lane;
            return Ok(Some(Val::Const(Konst { lane, lanes: vec![None; shape.load_elements() as usize].into() })));
        }
        let surface = self.block2d_surface(call, &operand)?;
        let (pred, offset) =
            if enabled == Some(1) { (None, EmaskOffset::M1) } else { self.message_pred(&pred, 1, 0, Some(message))? };
        let exec = self.exec(ExecSize::S1, offset);
        let image = |elements: u32| elements * shape.elem_bytes;
        let (data, result) = match op {
            lsc::Block2dOp::Prefetch => (RawOperand::NULL, None),
            lsc::Block2dOp::Store => {
                let data_v = operand(Role::Data)?;
                let LaneTy::Data(ty) = self.shape_of(data_v)?.lane else {
                    return Err(EmitError::internal("a 2D block store of i1"));
                };
                let data = self.value(data_v)?;
                (self.raw(&data, &[ty], image(shape.store_elements()))?, None)
            }
            lsc::Block2dOp::Load => {
                let rs = self.shape_of(v)?;
                let LaneTy::Data(ty) = rs.lane else { return Err(EmitError::internal("a 2D block load of i1")) };
                let result = self.result_root(v, ty, rs.lanes)?;
                let result = if result.off % self.grf == 0 { result } else { self.new_root(ty, rs.lanes, None)? };
                // A disabled load keeps its passthru: under a run-time predicate, or in SIMT
                // mode, where the dispatch mask may have the one channel off.
                let always = enabled == Some(1) && self.dispatch == super::Dispatch::NoMask;
                if let Some(old) = passthru.filter(|old| !always && !matches!(old, Val::Const(k) if k.all_undef())) {
                    self.copy_lanes(result, &old, rs.lanes)?;
                }
                (self.raw(&Val::Gen(result), &[ty], image(shape.load_elements()))?, Some((result, rs.lanes)))
            }
        };
        let m = LscBlock2d {
            exec,
            pred,
            sfid: LscSfid::Ugm,
            l1,
            l3,
            data_size,
            transposed: shape.transpose,
            blocks: u8::try_from(shape.blocks).map_err(|_| EmitError::internal("a block count above 255"))?,
            width: u16::try_from(shape.width).map_err(|_| EmitError::internal("a block width above 65535"))?,
            height: u16::try_from(shape.height).map_err(|_| EmitError::internal("a block height above 65535"))?,
            vnni: shape.vnni,
            data,
            surface,
        };
        self.push(if store { Instruction::LscStoreBlock2d(m) } else { Instruction::LscLoadBlock2d(m) });
        Ok(result.map(|(view, lanes)| Val::Gen(View { lanes, ..view })))
    }

    /// The six surface operands of a 2D block call, each in a fresh
    /// variable: `(base, width - 1, height - 1, pitch - 1, X, Y)`.
    fn block2d_surface(
        &mut self,
        call: &LscCall,
        operand: &dyn Fn(Role) -> Result<inkwell::llvm_sys::prelude::LLVMValueRef, EmitError>,
    ) -> Result<[SrcOperand; 6], EmitError> {
        let base = self.new_root(ElemType::UQ, 1, None)?;
        let rest = self.new_root(ElemType::UD, 5, None)?;
        let field = |i: u32| View { off: rest.off + 4 * i, lanes: 1, ..rest };
        if call.intrinsic.operand(Role::Desc).is_some() {
            let desc = self.value(operand(Role::Desc)?)?;
            let desc = self.operand(desc, 16)?;
            // Base: descriptor dwords 0 and 1.
            let base_dwords = View { ty: ElemType::UD, lanes: 2, ..base };
            self.copy_lanes(base_dwords, &self.lanes_of(&desc, 0, 2), 2)?;
            for (i, imm) in [(0u32, None), (1, None), (2, None), (3, Some(call.x_imm)), (4, Some(call.y_imm))] {
                let lane = self.lanes_of(&desc, 2 + i, 1);
                match imm {
                    Some(offset) if offset != 0 => {
                        let (d, a) = (self.dst(field(i), 0)?, self.src_as(&lane, 0, 1, Some(ElemType::UD))?);
                        let b = SrcOperand::imm(ElemType::UD, u64::from(offset as u32));
                        self.push(Instruction::alu2(AluOp::Add, nm(1), None, d, a, b));
                    }
                    _ => self.copy_lanes(field(i), &lane, 1)?,
                }
            }
        } else {
            let value = self.value(operand(Role::Base)?)?;
            self.copy_lanes(base, &value, 1)?;
            for (i, role) in [Role::WidthM1, Role::HeightM1, Role::PitchM1, Role::X, Role::Y].into_iter().enumerate() {
                let value = self.value(operand(role)?)?;
                self.copy_lanes(field(i as u32), &value, 1)?;
            }
        }
        let scalar = |e: &mut Self, view: View| -> Result<SrcOperand, EmitError> {
            match e.src_as(&Val::Gen(view), 0, 1, None)? {
                SrcOperand::General { var, row, col, .. } => {
                    Ok(SrcOperand::General { var, row, col, region: Region::SCALAR, modifier: SrcModifier::None })
                }
                _ => Err(EmitError::internal("a 2D block surface operand that is not a variable")),
            }
        };
        Ok([
            scalar(self, base)?,
            scalar(self, field(0))?,
            scalar(self, field(1))?,
            scalar(self, field(2))?,
            scalar(self, field(3))?,
            scalar(self, field(4))?,
        ])
    }
}
