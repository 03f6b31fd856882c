//! The emitter writes vector arithmetic in pieces of at most 16 lanes
//! ([`super::values::chunks`]): two GRFs of dwords on a platform of 32-byte
//! GRFs. Where a GRF is 64 bytes (Xe-HPC), or the elements are narrower,
//! two neighbouring pieces fit one instruction of twice the lanes whose
//! operands still span at most two GRFs (vISA spec, Operands chapter,
//! Region Restriction 6), as IGC writes them (`mul (M1, 32)` on PVC). This
//! pass joins such pairs: two adjacent instructions that are the same
//! operation on consecutive lanes of the same operands become one, until
//! no pair joins.
//!
//! A pair joins when:
//! * both are ALU instructions, CMPs or BFNs of the same operation,
//!   predicate, saturation and exec size, their sum at most 32 lanes;
//! * the second's channels follow the first's (its mask offset `lanes`
//!   further), or neither reads a channel (NoMask, no predicate): the joined
//!   instruction runs the first's channels, at an offset the platform
//!   allows for its size;
//! * each operand of the second continues the first's: a destination the
//!   first's lanes on, a region whose elements continue the first's (the
//!   joined region encodable), the same immediate or scalar, a CMP's same
//!   predicate of at least the joined lanes;
//! * neither writes what the other reads (so that one instruction reading
//!   all its sources before it writes computes what the two did);
//! * the joined instruction's operands span at most two GRFs.

use crate::visa::{
    Alu, DstOperand, EmaskOffset, ExecCtrl, ExecSize, GenVarId, Instruction, Kernel, Region, SrcOperand, Srcs,
};
use crate::Platform;

/// Joins neighbouring pieces of `kernel`'s body into wider instructions;
/// `origin` (the IR instruction of each body instruction) follows, a joined
/// instruction keeping its first piece's.
pub fn join_narrow_pieces(kernel: &mut Kernel, origin: &mut Vec<usize>, platform: Platform) {
    // The first instruction that joins its successor: those before it stay.
    let Some(first) = kernel.body.windows(2).position(|w| joined(kernel, &w[0], &w[1], platform).is_some()) else {
        return;
    };
    let rest = kernel.body.split_off(first);
    let mut rest_origin = origin.split_off(first.min(origin.len()));
    rest_origin.resize(rest.len(), rest_origin.last().copied().unwrap_or(0));
    // One pass: each instruction joins the last one kept, and a joined one
    // the one before it, while they join (8 + 8 lanes, then 16 + 16).
    for (inst, from) in rest.into_iter().zip(rest_origin) {
        kernel.body.push(inst);
        origin.push(from);
        while let [.., a, b] = kernel.body[first..] {
            let Some(wide) = joined(kernel, &a, &b, platform) else { break };
            kernel.body.pop();
            origin.pop();
            if let Some(last) = kernel.body.last_mut() {
                *last = wide;
            }
        }
    }
}

/// The one instruction that does what `a` then `b` do, where there is one.
fn joined(kernel: &Kernel, a: &Instruction, b: &Instruction, platform: Platform) -> Option<Instruction> {
    // Most neighbours are not the same operation, or write different
    // variables (`joined_dst` joins only writes of one): said before
    // anything is copied or looked up.
    match (a, b) {
        (Instruction::Alu(x), Instruction::Alu(y))
            if same_dst_var(&x.dst, &y.dst)
                && (x.op, x.pred, x.sat, x.srcs.len()) == (y.op, y.pred, y.sat, y.srcs.len()) => {}
        (Instruction::Cmp { rel, dst, .. }, Instruction::Cmp { rel: rel_b, dst: dst_b, .. })
            if rel == rel_b && same_dst_var(dst, dst_b) => {}
        (
            Instruction::Bfn { func, pred, sat, dst, .. },
            Instruction::Bfn { func: func_b, pred: pred_b, sat: sat_b, dst: dst_b, .. },
        ) if same_dst_var(dst, dst_b) && (func, pred, sat) == (func_b, pred_b, sat_b) => {}
        _ => return None,
    }
    let (exec_a, exec_b) = (exec_of(a)?, exec_of(b)?);
    let lanes = exec_a.lanes();
    if exec_b.size != exec_a.size || exec_a.no_mask != exec_b.no_mask {
        return None;
    }
    let size = ExecSize::from_lanes(2 * lanes)?;
    let reads_channels = !exec_a.no_mask || pred_of(a).is_some() || reads_predicate(a);
    let channel = exec_a.offset.channel();
    let offset = if reads_channels {
        // The second piece's channels are the lanes after the first's.
        if exec_b.offset.channel() != channel + lanes || !platform.emask_offset_allowed(2 * lanes, channel) {
            return None;
        }
        exec_a.offset
    } else if platform.emask_offset_allowed(2 * lanes, channel) {
        exec_a.offset
    } else {
        EmaskOffset::M1
    };
    let exec = ExecCtrl { size, offset, ..exec_a };
    let grf = platform.grf_bytes();
    let src = |x: SrcOperand, y: SrcOperand| joined_src(kernel, x, y, lanes, grf);
    let dst = |x: DstOperand, y: DstOperand| joined_dst(kernel, x, y, lanes, 2 * lanes, grf);
    let wide = match (*a, *b) {
        (Instruction::Alu(x), Instruction::Alu(y)) => {
            if (x.op, x.pred, x.sat, x.srcs.len()) != (y.op, y.pred, y.sat, y.srcs.len()) {
                return None;
            }
            let mut srcs = [*x.srcs.as_slice().first()?; 3];
            for (slot, (&s, &t)) in srcs.iter_mut().zip(x.srcs.as_slice().iter().zip(y.srcs.as_slice())) {
                *slot = src(s, t)?;
            }
            let srcs = Srcs::from_slice(srcs.get(..x.srcs.len())?)?;
            Instruction::Alu(Alu { exec, dst: dst(x.dst, y.dst)?, srcs, ..x })
        }
        (
            Instruction::Cmp { rel, dst: d0, src0: s0, src1: s1, .. },
            Instruction::Cmp { rel: rel_b, dst: d1, src0: t0, src1: t1, .. },
        ) if rel == rel_b => Instruction::Cmp { rel, exec, dst: dst(d0, d1)?, src0: src(s0, t0)?, src1: src(s1, t1)? },
        (
            Instruction::Bfn { func, pred, sat, dst: d0, src0: s0, src1: s1, src2: s2, .. },
            Instruction::Bfn { func: func_b, pred: pred_b, sat: sat_b, dst: d1, src0: t0, src1: t1, src2: t2, .. },
        ) if (func, pred, sat) == (func_b, pred_b, sat_b) => Instruction::Bfn {
            func,
            exec,
            pred,
            sat,
            dst: dst(d0, d1)?,
            src0: src(s0, t0)?,
            src1: src(s1, t1)?,
            src2: src(s2, t2)?,
        },
        _ => return None,
    };
    if writes_what_other_reads(kernel, a, b, grf) || writes_what_other_reads(kernel, b, a, grf) {
        return None;
    }
    (!super::span::too_wide(kernel, &wide, grf)).then_some(wide)
}

fn exec_of(inst: &Instruction) -> Option<ExecCtrl> {
    match *inst {
        Instruction::Alu(a) => Some(a.exec),
        Instruction::Cmp { exec, .. } | Instruction::Bfn { exec, .. } => Some(exec),
        _ => None,
    }
}

fn pred_of(inst: &Instruction) -> Option<crate::visa::Predicate> {
    match *inst {
        Instruction::Alu(a) => a.pred,
        Instruction::Bfn { pred, .. } => pred,
        _ => None,
    }
}

/// A predicate as a source or destination: its bits are the channels'.
fn reads_predicate(inst: &Instruction) -> bool {
    let (dst, srcs) = operands(inst);
    matches!(dst, Some(DstOperand::Predicate(_)))
        || srcs.iter().flatten().any(|s| matches!(s, SrcOperand::Predicate(_)))
}

/// The destination and up to three sources of an instruction this pass joins.
fn operands(inst: &Instruction) -> (Option<DstOperand>, [Option<SrcOperand>; 3]) {
    match *inst {
        Instruction::Alu(a) => (Some(a.dst), [a.src(0), a.src(1), a.src(2)]),
        Instruction::Cmp { dst, src0, src1, .. } => (Some(dst), [Some(src0), Some(src1), None]),
        Instruction::Bfn { dst, src0, src1, src2, .. } => (Some(dst), [Some(src0), Some(src1), Some(src2)]),
        _ => (None, [None; 3]),
    }
}

/// Whether two destinations write the same variable or predicate, which
/// [`joined_dst`] asks first.
fn same_dst_var(x: &DstOperand, y: &DstOperand) -> bool {
    match (x, y) {
        (DstOperand::General { var, .. }, DstOperand::General { var: var_b, .. }) => var == var_b,
        (DstOperand::Predicate(p), DstOperand::Predicate(q)) => p == q,
        _ => false,
    }
}

/// The destination of both pieces: the second's lanes right after the
/// first's (same variable and stride), or a CMP's one predicate that has
/// the joined lanes' bits.
fn joined_dst(
    kernel: &Kernel,
    x: DstOperand,
    y: DstOperand,
    lanes: u32,
    joined_lanes: u32,
    grf: u32,
) -> Option<DstOperand> {
    match (x, y) {
        (
            DstOperand::General { var, row, col, hstride },
            DstOperand::General { var: var_b, row: row_b, col: col_b, hstride: hstride_b },
        ) if var == var_b && hstride == hstride_b && hstride > 0 => {
            let first = element(kernel, var, row, col, grf)?;
            (element(kernel, var, row_b, col_b, grf)? == first + lanes * u32::from(hstride)).then_some(x)
        }
        (DstOperand::Predicate(p), DstOperand::Predicate(q)) if p == q => {
            (kernel.pred_var(p)?.num_elts >= joined_lanes).then_some(x)
        }
        _ => None,
    }
}

/// The source of both pieces: the same immediate or scalar, or a region
/// whose elements for the second's lanes continue the first's.
fn joined_src(kernel: &Kernel, x: SrcOperand, y: SrcOperand, lanes: u32, grf: u32) -> Option<SrcOperand> {
    match (x, y) {
        (SrcOperand::Immediate(i), SrcOperand::Immediate(j)) if i == j => Some(x),
        (
            SrcOperand::General { var, row, col, region, modifier },
            SrcOperand::General { var: var_b, row: row_b, col: col_b, region: region_b, modifier: modifier_b },
        ) if var == var_b && region == region_b && modifier == modifier_b => {
            let delta = element(kernel, var, row_b, col_b, grf)?.checked_sub(element(kernel, var, row, col, grf)?)?;
            let region = joined_region(region, lanes, delta)?;
            Some(SrcOperand::General { var, row, col, region, modifier })
        }
        _ => None,
    }
}

/// The region over `2 * lanes` lanes that reads `region`'s elements for the
/// first `lanes` and the same elements `delta` further for the rest.
fn joined_region(region: Region, lanes: u32, delta: u32) -> Option<Region> {
    let width = u32::from(region.width).max(1);
    if width > lanes {
        return None;
    }
    if region.vstride == 0 && region.hstride == 0 && delta == 0 {
        // One element every lane reads.
        return Some(region);
    }
    if width < lanes {
        // Several rows a piece: the second's rows continue the first's.
        return (delta == (lanes / width) * u32::from(region.vstride)).then_some(region);
    }
    // One row a piece: two rows `delta` apart.
    let vstride = u8::try_from(delta).ok().filter(|v| Region::ENCODABLE.contains(v))?;
    Some(Region { vstride, ..region })
}

/// Element index of `(row, col)` from the start of `var` (rows of `grf` bytes).
fn element(kernel: &Kernel, var: GenVarId, row: u8, col: u8, grf: u32) -> Option<u32> {
    let per_row = grf / kernel.var(var)?.ty.size_bytes();
    Some(u32::from(row) * per_row + u32::from(col))
}

/// Whether `w`'s destination shares a byte with a source `r` reads (or the
/// bytes are not known).
fn writes_what_other_reads(kernel: &Kernel, w: &Instruction, r: &Instruction, grf: u32) -> bool {
    let Some(lanes) = exec_of(w).map(ExecCtrl::lanes) else { return true };
    let (dst, _) = operands(w);
    let written = match dst {
        Some(DstOperand::General { var, row, col, hstride }) => {
            let last = lanes.saturating_sub(1) * u32::from(hstride);
            bytes(kernel, var, row, col, [0, last], grf)
        }
        // A predicate is written only by CMP, and no instruction joined reads one.
        Some(DstOperand::Predicate(_)) => return false,
        _ => None,
    };
    let Some(written) = written else { return true };
    let r_lanes = exec_of(r).map_or(0, ExecCtrl::lanes);
    operands(r).1.iter().flatten().any(|s| match *s {
        SrcOperand::General { var, row, col, region, .. } => {
            let last = (0..r_lanes).map(|i| region.element(i)).max().unwrap_or(0);
            bytes(kernel, var, row, col, [0, last], grf).is_none_or(|read| overlaps(written, read))
        }
        SrcOperand::Immediate(_) => false,
        _ => true,
    })
}

/// The root variable and byte range `[low, high]` of elements `first..=last`
/// of an operand of `var` at `(row, col)`.
fn bytes(
    kernel: &Kernel,
    var: GenVarId,
    row: u8,
    col: u8,
    [first, last]: [u32; 2],
    grf: u32,
) -> Option<(GenVarId, u64, u64)> {
    let size = u64::from(kernel.var(var)?.ty.size_bytes());
    let (mut id, mut offset) = (var, 0u64);
    // An alias chain is short; a longer one (a cycle) is not followed.
    for _ in 0..=16 {
        match kernel.var(id)?.alias {
            Some(a) => (id, offset) = (a.base, offset + u64::from(a.offset)),
            None => {
                let origin = offset + u64::from(row) * u64::from(grf) + u64::from(col) * size;
                return Some((id, origin + u64::from(first) * size, origin + u64::from(last) * size + size - 1));
            }
        }
    }
    None
}

fn overlaps((root, low, high): (GenVarId, u64, u64), (root_b, low_b, high_b): (GenVarId, u64, u64)) -> bool {
    root == root_b && low <= high_b && low_b <= high
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::visa::{text::parse::parse_program, text::print::print_kernel};

    fn join(body: &str, platform: Platform) -> String {
        let text = format!(
            ".version 4.1\n.kernel k\n.decl d v_type=G type=ud num_elts=64 align=GRF\n\
             .decl e v_type=G type=ud num_elts=64 align=GRF\n.decl w v_type=G type=uw num_elts=64 align=GRF\n\
             .decl p v_type=P num_elts=32\n.decl q v_type=P num_elts=16\n{body}"
        );
        let mut k = parse_program(&text).expect("parses").kernels.remove(0);
        let mut origin = (0..k.body.len()).collect();
        join_narrow_pieces(&mut k, &mut origin, platform);
        assert_eq!(origin.len(), k.body.len());
        print_kernel(&k).lines().filter(|l| l.starts_with("    ")).map(str::trim).collect::<Vec<_>>().join("\n")
    }

    /// Four SIMD16 dword pieces: two SIMD32 instructions where a GRF is 64
    /// bytes (each operand two GRFs); left as they are with 32-byte GRFs
    /// (SIMD32 dwords would span four).
    #[test]
    fn sixteen_lane_dword_pieces_join_where_two_grfs_hold_them() {
        let body = "    mul (M1_NM, 16) d(0,0)<1> e(0,0)<16;16,1> 0x3:ud\n    mul (M1_NM, 16) d(1,0)<1> e(1,0)<16;16,1> 0x3:ud\n\
                    mul (M1_NM, 16) d(2,0)<1> e(2,0)<16;16,1> 0x3:ud\n    mul (M1_NM, 16) d(3,0)<1> e(3,0)<16;16,1> 0x3:ud\n";
        assert_eq!(
            join(body, Platform::XeHpc),
            "mul (M1_NM, 32) d(0,0)<1> e(0,0)<16;16,1> 0x3:ud\nmul (M1_NM, 32) d(2,0)<1> e(2,0)<16;16,1> 0x3:ud"
        );
        let body = "    mul (M1_NM, 16) d(0,0)<1> e(0,0)<16;16,1> 0x3:ud\n    mul (M1_NM, 16) d(2,0)<1> e(2,0)<16;16,1> 0x3:ud\n";
        assert_eq!(join(body, Platform::XeHpg), body.lines().map(str::trim).collect::<Vec<_>>().join("\n"));
        // Words: thirty-two in two 32-byte GRFs.
        let body = "    add (M1_NM, 16) w(0,0)<1> w(2,0)<16;16,1> 0x1:uw\n    add (M1_NM, 16) w(1,0)<1> w(3,0)<16;16,1> 0x1:uw\n";
        assert_eq!(join(body, Platform::XeHpg), "add (M1_NM, 32) w(0,0)<1> w(2,0)<16;16,1> 0x1:uw");
    }

    /// Pieces that read channels (a predicate, the execution mask) join
    /// only when the second's are the lanes after the first's; a scalar
    /// source and a row-per-piece region join as they read.
    #[test]
    fn channels_and_regions_continue_across_the_pieces() {
        let body = "    (p) add (M1, 8) d(0,0)<1> e(0,0)<0;1,0> e(1,0)<8;8,1>\n    (p) add (M3, 8) d(1,0)<1> e(0,0)<0;1,0> e(2,0)<8;8,1>\n";
        assert_eq!(join(body, Platform::XeHpg), "(p) add (M1, 16) d(0,0)<1> e(0,0)<0;1,0> e(1,0)<8;8,1>");
        // Both on channels 0..7: the second's lanes would read bits 8..15.
        let body = "    (p) add (M1_NM, 8) d(0,0)<1> e(1,0)<8;8,1> 0x1:ud\n    (p) add (M1_NM, 8) d(1,0)<1> e(2,0)<8;8,1> 0x1:ud\n";
        assert_eq!(join(body, Platform::XeHpg).lines().count(), 2);
        // Rows of two, four apart: one row a piece becomes rows `delta` apart.
        let body = "    mov (M1_NM, 2) d(0,0)<1> e(0,2)<2;2,1>\n    mov (M1_NM, 2) d(0,2)<1> e(0,6)<2;2,1>\n";
        assert_eq!(join(body, Platform::XeHpg), "mov (M1_NM, 4) d(0,0)<1> e(0,2)<4;2,1>");
        // Different immediates, a gap in the destination: no join.
        let body = "    mov (M1_NM, 8) d(0,0)<1> 0x1:ud\n    mov (M1_NM, 8) d(1,0)<1> 0x2:ud\n";
        assert_eq!(join(body, Platform::XeHpg).lines().count(), 2);
        let body = "    mov (M1_NM, 8) d(0,0)<1> 0x1:ud\n    mov (M1_NM, 8) d(2,0)<1> 0x1:ud\n";
        assert_eq!(join(body, Platform::XeHpg).lines().count(), 2);
        // A compare's predicate: bits 0..15 and 16..31 of one of 32; not of 16.
        let body = "    cmp.lt (M1_NM, 16) p w(0,0)<16;16,1> 0x0:uw\n    cmp.lt (M5_NM, 16) p w(1,0)<16;16,1> 0x0:uw\n";
        assert_eq!(join(body, Platform::XeHpg), "cmp.lt (M1_NM, 32) p w(0,0)<16;16,1> 0x0:uw");
        let body = "    cmp.lt (M1_NM, 8) q w(0,0)<8;8,1> 0x0:uw\n    cmp.lt (M3_NM, 8) q w(0,8)<8;8,1> 0x0:uw\n";
        assert_eq!(join(body, Platform::XeHpg), "cmp.lt (M1_NM, 16) q w(0,0)<8;8,1> 0x0:uw");
        let body = "    cmp.lt (M1_NM, 16) q w(0,0)<16;16,1> 0x0:uw\n    cmp.lt (M5_NM, 16) q w(1,0)<16;16,1> 0x0:uw\n";
        assert_eq!(join(body, Platform::XeHpg).lines().count(), 2);
    }

    /// A piece that reads what the other writes stays apart: one
    /// instruction would read the old value where the second piece read
    /// the new one (or the reverse).
    #[test]
    fn pieces_that_read_each_others_results_stay_apart() {
        // The second reads d(0,0..7), which the first writes.
        let body =
            "    add (M1_NM, 8) d(0,0)<1> e(0,0)<8;8,1> 0x1:ud\n    add (M1_NM, 8) d(1,0)<1> d(0,0)<8;8,1> 0x1:ud\n";
        assert_eq!(join(body, Platform::XeHpg).lines().count(), 2);
        // The first reads d(0,8..15), which the second writes.
        let body =
            "    add (M1_NM, 8) d(0,0)<1> d(1,0)<8;8,1> 0x1:ud\n    add (M1_NM, 8) d(1,0)<1> e(1,0)<8;8,1> 0x1:ud\n";
        assert_eq!(join(body, Platform::XeHpg).lines().count(), 2);
        // In place, each piece its own lanes: joined.
        let body =
            "    add (M1_NM, 8) d(0,0)<1> d(0,0)<8;8,1> 0x1:ud\n    add (M1_NM, 8) d(1,0)<1> d(1,0)<8;8,1> 0x1:ud\n";
        assert_eq!(join(body, Platform::XeHpg), "add (M1_NM, 16) d(0,0)<1> d(0,0)<8;8,1> 0x1:ud");
    }
}
