//! `select` with LSC messages: gathers of one mask from `p, p+s, p+2s, ...`
//! (grouped as the legacy ones are, `select.rs`) as one non-transposed
//! `llvm.genx.lsc.load[.merge]` of vector size `members * units per
//! element` (docs/lowering.md "LSC messages").
//!
//! vISA spec, LSC_UNTYPED, LOAD: lane `n` reads `vect_size` consecutive
//! data from its address, datum `v` into `DstData[v].elems[n]`: the layout
//! SVM_GATHER gives 4- and 8-byte blocks (`dst[j*exec_size+i]`), so the
//! members' passthrus go in and their values come out by the same layout
//! helpers (`blocks.rs`), an element's units of `u` bytes standing for its
//! blocks. Only d32 and d64 units merge: the conversions (d8u32, d16u32)
//! take vector size 1 (both of Intel's assemblers). Each datum is at a
//! member's address plus a multiple of `u`, aligned to `u` as the member's
//! was: the message reads the members' bytes and no others.

use super::blocks::GatherBlocks;
use super::generic::Single;
use super::lsc::MAX_CALL_LANES;
use super::{into_vector, name_of, suffixed, vector_operand, BaseAddress, Build, Gather};
use crate::ir::llvm;
use crate::ir::lsc::{Imm, LscIntrinsic, LscSpace, Role};
use crate::ir::lsc_build::{build_call, imm};
use crate::isa::access::{lane_unit, Space};
use crate::isa::lsc::{layout_lanes, payload_lanes, LscDataSize, LscVectorSize, MAX_DATA_GRFS, SIMT_VECTOR_SIZES};
use crate::isa::messages::{Footprint, Message, Shape};
use crate::isa::target::Platform;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{AnyValue, AsValueRef, BasicValueEnum, InstructionValue};

/// The units of a gather that may merge (the unit's bytes and the units
/// per element, as [`GatherBlocks`]), or `None`: units narrower than a
/// dword, or a global gather marked `!nontemporal` (uncached: the merged
/// message would carry one cache control for all).
pub(super) fn merge_units(s: &Single<'_>, nontemporal_kind: u32) -> Option<GatherBlocks> {
    let unit = lane_unit(s.element_bytes, s.element_align);
    let uncached = s.space == Space::Global && s.inst.get_metadata(nontemporal_kind).is_some();
    if !matches!(unit, 4 | 8) || uncached {
        return None;
    }
    Some(GatherBlocks { block_bytes: unit as u32, num_blocks: u32::try_from(s.element_bytes / unit).ok()? })
}

/// The numbers of gathers of `lanes` lanes and `units` per element worth
/// merging into one load on `platform`, widest first: the vector sizes of
/// a non-transposed message (1, 2, 3, 4, 8) whose data fits 8 GRFs in
/// each of the pieces `legalize` cuts the call into (it splits lanes only:
/// a payload over 8 GRFs `emit` would refuse), within the units of one
/// call. Every count costs the same messages (`ceil(lanes / W)`), so the
/// widest costs the fewest per gather.
pub(super) fn merge_counts(lanes: u32, units: GatherBlocks, platform: Platform) -> Vec<u32> {
    [8u32, 4, 3, 2]
        .into_iter()
        .filter(|&count| {
            let vector = count * units.num_blocks;
            SIMT_VECTOR_SIZES.contains(&vector)
                && lanes.checked_mul(vector).is_some_and(|n| n <= MAX_CALL_LANES)
                && fits_payload(lanes, vector, units.block_bytes, platform)
        })
        .collect()
}

/// Whether the widest piece of a load of `lanes` lanes, `vector` data of
/// `unit` bytes each, carries at most [`MAX_DATA_GRFS`] of data: the
/// message table's footprint of the piece at the smallest exec size that
/// holds it (rows padded to the platform's layout and payload lanes).
fn fits_payload(lanes: u32, vector: u32, unit: u32, platform: Platform) -> bool {
    let sizes = Message::LscLoad.exec_sizes(platform);
    let Some(&widest) = sizes.last() else { return false };
    let Some(&exec) = sizes.iter().find(|&&s| s >= lanes.min(widest)) else { return false };
    let shape = Shape {
        exec,
        block_bytes: unit,
        data_bytes: unit,
        grf_bytes: platform.grf_bytes(),
        vector,
        transposed: false,
        layout_lanes: layout_lanes(platform).unwrap_or(0),
        payload_lanes: payload_lanes(platform).unwrap_or(0),
        ..Shape::default()
    };
    let grf = u64::from(platform.grf_bytes().max(1));
    Footprint::LscData.bytes(&shape).div_ceil(grf) <= u64::from(MAX_DATA_GRFS)
}

impl<'ctx> Build<'_, 'ctx> {
    /// One LSC load for `members` (see [`super::Lowering::Gather`]), built
    /// before `at`: predicate `at`'s mask, the lowest member's addresses,
    /// `load.merge` of the passthrus in the message's layout (plain `load`
    /// when every one is undef); each member's value taken out of the result.
    pub(super) fn lsc_gather(
        &self,
        members: &[Gather<'ctx>],
        base: BaseAddress<'ctx>,
        at: InstructionValue<'ctx>,
    ) -> Result<(), String> {
        let first = members.first().ok_or("an empty gather group")?;
        let single = first.lsc.ok_or("internal error: a legacy gather in an LSC group")?.single;
        let units = first.blocks;
        let total = GatherBlocks { num_blocks: units.num_blocks * members.len() as u32, ..units };
        let vector = LscVectorSize::from_count(total.num_blocks).ok_or("internal error: an LSC vector size")?;
        let (space, address_bits) = match single.space {
            Space::Global => (LscSpace::Stateless, 64),
            Space::Slm => (LscSpace::Slm, 32),
        };
        let data_size = if units.block_bytes == 8 { LscDataSize::D64 } else { LscDataSize::D32 };
        let anchor_name = &name_of(at);
        self.builder.position_before(&at);
        let addrs = self.gather_addresses(base, address_bits, &suffixed(anchor_name, "addrs"))?;
        let data_elem: BasicTypeEnum<'ctx> = self.int_type(units.block_bytes * 8)?.into();
        let old = self.gather_old(members, total, data_elem, anchor_name)?;
        let merge = !llvm::is_undef(old.as_value_ref());
        let pred = vector_operand(at, 2)?;
        let intrinsic = LscIntrinsic::Load { space, merge, quad: false };
        let ctx = self.context();
        let call = build_call(
            &self.builder,
            self.module,
            &self.declarations,
            intrinsic,
            Some(old.get_type().into()),
            |o| {
                Ok(match o.role {
                    Role::Pred => pred.into(),
                    Role::Imm(which @ Imm::Scale) => imm(ctx, which, 1).into(),
                    Role::Imm(which @ Imm::DataSize) => imm(ctx, which, u64::from(data_size.code())).into(),
                    Role::Imm(which @ Imm::VecSize) => imm(ctx, which, u64::from(vector.code())).into(),
                    // Non-transposed (vISA spec, LSC_UNTYPED: DataOrder).
                    Role::Imm(which @ Imm::Order) => imm(ctx, which, 1).into(),
                    // The load sub-operation, default cache controls, offset 0.
                    Role::Imm(which) => imm(ctx, which, 0).into(),
                    Role::Addr => addrs.into(),
                    Role::Surface => ctx.i32_type().const_zero().into(),
                    Role::Passthru => old.into(),
                    _ => return Err(format!("internal error: operand {} of llvm.{}", o.name, intrinsic.name())),
                })
            },
            &suffixed(anchor_name, "msg"),
        )?;
        let result =
            into_vector(BasicValueEnum::try_from(call.as_any_value_enum()).map_err(|()| "a load without a result")?)?;
        self.replace_members(result, total, members)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dwords(num_blocks: u32) -> GatherBlocks {
        GatherBlocks { block_bytes: 4, num_blocks }
    }

    #[test]
    fn counts_fit_eight_grfs_per_piece() {
        // A d32 row of SIMD16 is 2 GRFs of 32 bytes (Xe-HPG), of SIMD32 2 of
        // 64 (Xe-HPC): x4 is 8 GRFs, x8 16. Xe2 pads a SIMD16 row to one
        // 64-byte GRF only (its payload lanes are 16): x8 fits.
        assert_eq!(merge_counts(16, dwords(1), Platform::XeHpg), [4, 3, 2]);
        assert_eq!(merge_counts(8, dwords(1), Platform::XeHpg), [4, 3, 2], "rows padded to 16 lanes");
        assert_eq!(merge_counts(32, dwords(1), Platform::XeHpg), [4, 3, 2], "pieces of 16 lanes");
        assert_eq!(merge_counts(32, dwords(1), Platform::XeHpc), [4, 3, 2]);
        assert_eq!(merge_counts(16, dwords(1), Platform::Xe2), [8, 4, 3, 2]);
        assert_eq!(merge_counts(32, dwords(1), Platform::Xe2), [4, 3, 2]);
        // d64: a SIMD16 row is 4 GRFs on Xe-HPG: x2 only.
        let qwords = GatherBlocks { block_bytes: 8, num_blocks: 1 };
        assert_eq!(merge_counts(16, qwords, Platform::XeHpg), [2]);
        assert_eq!(merge_counts(16, qwords, Platform::Xe2), [4, 3, 2]);
        // Two dwords per element (i64 align 4): two members are x4, four x8.
        assert_eq!(merge_counts(16, dwords(2), Platform::XeHpg), [2]);
        assert_eq!(merge_counts(16, dwords(2), Platform::Xe2), [4, 2]);
        // At most 256 units per call: 64 lanes x4, 128 lanes x2.
        assert_eq!(merge_counts(64, dwords(1), Platform::XeHpg), [4, 3, 2]);
        assert_eq!(merge_counts(128, dwords(1), Platform::XeHpg), [2]);
        assert_eq!(merge_counts(256, dwords(1), Platform::XeHpg), Vec::<u32>::new());
    }
}
