//! Placement: values computed where their only user wants them, not copied.
//!
//! `legalize` splits an operation into pieces and joins the pieces' results
//! with `shufflevector`s (a concatenation of two operands, in a tree for
//! more than two pieces), and gives each SVM_GATHER piece its own slice of
//! `old` (a shuffle that the message then overwrites). Emitted naively, each
//! join and each `old` is a copy. Here, before translation, each such value
//! is *placed* in the storage of its only user:
//!
//! * operand `A` of a concatenation `J = shufflevector A, B, <0, 1, ..>` at
//!   lane 0 of `J`'s storage, `B` at lane `len(A)`;
//! * the `old` operand of an SVM_GATHER `G` at lane 0 of `G`'s result.
//!
//! A placed value is a view of its user's storage (which may itself be
//! placed); the user then finds its lanes already in place and copies
//! nothing for them. Only message results and shuffles are placed (the
//! producers that take their storage from [`Emitter::result_root`]), only
//! when the user is their single use, and only where the producer's writes
//! stay inside its own lanes of the shared storage and a message's raw
//! destination is GRF-aligned (vISA spec, Operands chapter: Raw Operands); any other
//! value keeps a root of its own.

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::{AsValueRef, InstructionValue};
use visa_passes::ir::intrinsics::{ByCallee, MemIntrinsicKind};
use visa_passes::ir::llvm as ir;

use super::error::EmitError;
use super::llvm::{self, LaneTy};
use super::values::{padded, View};
use super::Emitter;
use crate::visa::program::FastMap;

/// Where a value is computed: `lane` lanes into the storage of `user`.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    pub user: LLVMValueRef,
    pub lane: u32,
}

/// What an instruction is, as far as placement cares.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Producer {
    /// A message with a raw destination operand (the gathers, loads and atomics).
    Message(MemIntrinsicKind),
    Shuffle,
    Other,
}

/// The memory intrinsic of each function called directly, asked once per
/// callee (`visa_passes::ir::intrinsics::ByCallee`).
#[derive(Default)]
struct Callees(ByCallee<Option<MemIntrinsicKind>>);

impl Callees {
    fn intrinsic(&mut self, call: InstructionValue<'_>) -> Option<MemIntrinsicKind> {
        self.0.of(call, MemIntrinsicKind::from_name).flatten()
    }

    fn producer(&mut self, inst: InstructionValue<'_>) -> Producer {
        match llvm::opcode(inst.as_value_ref()) {
            LLVMOpcode::LLVMShuffleVector => Producer::Shuffle,
            // A message intrinsic with a result: its raw destination.
            LLVMOpcode::LLVMCall => match self.intrinsic(inst) {
                Some(kind) if !kind.is_generic() && data_shape(inst.as_value_ref()).is_some() => {
                    Producer::Message(kind)
                }
                _ => Producer::Other,
            },
            _ => Producer::Other,
        }
    }

    /// What `v`, an operand of `user`, is as a producer: `Other` unless it is
    /// an instruction of `user`'s block (a value used in another block is live
    /// there and keeps storage of its own).
    fn producer_beside(&mut self, v: LLVMValueRef, user: LLVMValueRef) -> Producer {
        let beside = ir::instruction_block(v).is_some_and(|b| ir::instruction_block(user) == Some(b));
        match ir::as_instruction(v) {
            Some(inst) if beside => self.producer(inst),
            _ => Producer::Other,
        }
    }
}

/// The single user of `v`, if it has exactly one use.
fn single_user(v: LLVMValueRef) -> Option<LLVMValueRef> {
    let mut users = ir::users(v);
    let first = users.next()?;
    users.next().is_none().then_some(first)
}

/// Lanes and element size of a data vector value.
fn data_shape(v: LLVMValueRef) -> Option<(u32, u32)> {
    let s = llvm::shape_of(v).ok()?;
    match s.lane {
        LaneTy::Data(ty) if s.is_vector => Some((s.lanes, ty.size_bytes())),
        _ => None,
    }
}

/// Plans the placements of a block's instructions (in program order), for
/// a GRF of `grf` bytes.
pub fn plan(insts: &[InstructionValue<'_>], grf: u32) -> FastMap<LLVMValueRef, Placement> {
    let mut callees = Callees::default();
    let placeable = |callees: &mut Callees, v: LLVMValueRef, user: LLVMValueRef| {
        callees.producer_beside(v, user) != Producer::Other && single_user(v) == Some(user)
    };
    let mut wanted: Vec<(LLVMValueRef, Placement)> = Vec::new();
    for &inst in insts {
        let user = inst.as_value_ref();
        // Only shuffles and SVM gathers place values: other calls need not
        // be asked their shape (`producer`).
        let producer = match llvm::opcode(user) {
            LLVMOpcode::LLVMShuffleVector => Producer::Shuffle,
            LLVMOpcode::LLVMCall if callees.intrinsic(inst) == Some(MemIntrinsicKind::SvmGather) => {
                callees.producer(inst)
            }
            _ => continue,
        };
        match producer {
            Producer::Shuffle => {
                let (Some(a), Some(b)) = (ir::operand(user, 0), ir::operand(user, 1)) else { continue };
                let Some((na, _)) = data_shape(a) else { continue };
                let is_concat = llvm::read_shuffle_mask(user)
                    .is_some_and(|mask| mask.iter().zip(0..).all(|(lane, j)| lane.is_none_or(|i| i == j)));
                if !is_concat || a == b || data_shape(user).is_none() {
                    continue;
                }
                for (operand, lane) in [(a, 0), (b, na)] {
                    if placeable(&mut callees, operand, user) {
                        wanted.push((operand, Placement { user, lane }));
                    }
                }
            }
            Producer::Message(MemIntrinsicKind::SvmGather) => {
                // SVM_GATHER's operand 3 is `old` (`docs/intrinsics.md`).
                let old = ir::operand(user, 3);
                if let Some(old) = old.filter(|&old| placeable(&mut callees, old, user)) {
                    wanted.push((old, Placement { user, lane: 0 }));
                }
            }
            _ => {}
        }
    }
    // Each user's own placement is settled before the values placed in it:
    // users come after the values they place, so walking the wanted
    // placements back (users from the last) meets a user placed in a later
    // one before the values placed in it.
    let mut placed: FastMap<LLVMValueRef, Placement> = FastMap::default();
    // For a settled value: the value owning the storage, and the byte offset in it.
    let mut storage: FastMap<LLVMValueRef, (LLVMValueRef, u32)> = FastMap::default();
    for (v, p) in wanted.into_iter().rev() {
        let (Some((lanes, size)), Some((user_lanes, _))) = (data_shape(v), data_shape(p.user)) else { continue };
        let (owner, user_offset) = storage.get(&p.user).copied().unwrap_or((p.user, 0));
        // A placed user's storage is exactly its lanes (its neighbours follow);
        // an owner's root is declared with its padded lane count.
        let room = if owner == p.user { padded(user_lanes) } else { user_lanes };
        let offset = user_offset + p.lane * size;
        let is_message = matches!(callees.producer_beside(v, p.user), Producer::Message(_));
        if p.lane + lanes > room || (is_message && offset % grf != 0) {
            continue;
        }
        placed.insert(v, p);
        storage.insert(v, (owner, offset));
    }
    placed
}

impl Emitter<'_, '_> {
    /// The storage for the result of `inst` (`lanes` lanes of `ty`): its
    /// place in its user's storage when it is placed, else a fresh root.
    pub fn result_root(
        &mut self,
        inst: LLVMValueRef,
        ty: crate::visa::ElemType,
        lanes: u32,
    ) -> Result<View, EmitError> {
        if let Some(&view) = self.user_storage.get(&inst) {
            return Ok(View { ty, lanes, ..view });
        }
        match self.placements.get(&inst).copied() {
            Some(p) => {
                let user = self.storage_of(p.user, ty)?;
                Ok(View { off: user.off + p.lane * ty.size_bytes(), ty, lanes, ..user })
            }
            None => self.new_root(ty, lanes, Some(inst)),
        }
    }

    /// The storage of `user`, a value that has others placed in it, made
    /// when the first of them is computed (before `user` itself is).
    fn storage_of(&mut self, user: LLVMValueRef, ty: crate::visa::ElemType) -> Result<View, EmitError> {
        if let Some(&view) = self.user_storage.get(&user) {
            return Ok(view);
        }
        let lanes = self.shape_of(user)?.lanes;
        let view = self.result_root(user, ty, lanes)?;
        self.user_storage.insert(user, view);
        Ok(view)
    }

    /// Whether lane `lane` of `val` already sits at lane `at` of `dst`.
    pub fn in_place(val: &super::values::Val, lane: u32, dst: View, at: u32) -> bool {
        matches!(val, super::values::Val::Gen(v)
            if v.root == dst.root && v.off + lane * v.ty.size_bytes() == dst.off + at * dst.ty.size_bytes())
    }
}
