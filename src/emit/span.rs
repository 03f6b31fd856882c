//! Region Restriction 6 on the emitted kernel: "The elements accessed by an
//! operand may not span more than two adjacent GRF registers" (vISA spec,
//! Operands chapter). A copy of sixteen 64-bit lanes is four 32-byte GRFs;
//! lanes that start mid-GRF (a concatenation of 49 lanes) touch one more.
//! Intel's assembler of IGC 1.0.12504 crashed (a segmentation fault) on a
//! spilled DG2 kernel of such `mov`s; IGC itself never writes them (its
//! legalization splits every region into pieces of two GRFs). So does this
//! pass: each ALU instruction (ADD3 among them) and each CMP, ADDC, SUBB and
//! BFN with an operand that spans more than two GRFs is split into halves,
//! the upper one at the next execution-mask offset, until every operand
//! fits.

use crate::visa::{
    Alu, DstOperand, EmaskOffset, ExecCtrl, ExecSize, GenVarId, Instruction, Kernel, Region, SrcOperand, Srcs,
};
use crate::Platform;

/// Splits every instruction of `kernel` whose general operands span more
/// than two GRFs of `grf` bytes; `origin` (the IR instruction of each body
/// instruction) follows.
pub fn split_wide_operands(kernel: &mut Kernel, origin: &mut Vec<usize>, platform: Platform) {
    let grf = platform.grf_bytes();
    // The instructions before the first one too wide stay where they are;
    // each instruction is tested once (a piece again).
    let Some(first) = kernel.body.iter().position(|inst| too_wide(kernel, inst, grf)) else {
        return;
    };
    let rest = kernel.body.split_off(first);
    let old_origin = std::mem::take(origin);
    let from = |k: usize| old_origin.get(k).copied().unwrap_or(0);
    origin.reserve(old_origin.len().max(first + rest.len()));
    origin.extend((0..first).map(from));
    let mut pieces = Vec::new();
    for (k, inst) in rest.into_iter().enumerate() {
        if k > 0 && !too_wide(kernel, &inst, grf) {
            kernel.body.push(inst);
            origin.push(from(first + k));
            continue;
        }
        pieces.clear();
        split_wide(kernel, inst, platform, &mut pieces);
        origin.extend(std::iter::repeat_n(from(first + k), pieces.len()));
        kernel.body.append(&mut pieces);
    }
}

/// The pass an instruction at a time, for a walk that rebuilds the body
/// anyway (`Emitter::lower_int64`): each instruction is appended to
/// `kernel.body` as [`split_wide_operands`] would leave it, and `origin`
/// with it; the body is not walked again.
#[derive(Default)]
pub struct Fitter {
    /// The pieces of the instruction being split.
    pieces: Vec<Instruction>,
    /// Instructions taken off the body's end to be fitted, and their origins.
    tail: Vec<(Instruction, usize)>,
}

impl Fitter {
    /// Appends `inst` (from IR instruction `from`), split where too wide.
    pub fn push(
        &mut self,
        kernel: &mut Kernel,
        origin: &mut Vec<usize>,
        inst: Instruction,
        from: usize,
        platform: Platform,
    ) {
        if !too_wide(kernel, &inst, platform.grf_bytes()) {
            kernel.body.push(inst);
            origin.push(from);
            return;
        }
        self.pieces.clear();
        split_wide(kernel, inst, platform, &mut self.pieces);
        origin.extend(std::iter::repeat_n(from, self.pieces.len()));
        kernel.body.append(&mut self.pieces);
    }

    /// Splits, in place, the body's instructions from `start` on (appended
    /// since, as they were made) that are too wide.
    pub fn fit_from(&mut self, kernel: &mut Kernel, origin: &mut Vec<usize>, start: usize, platform: Platform) {
        let grf = platform.grf_bytes();
        let tail = kernel.body.get(start..).unwrap_or_default();
        let Some(first) = tail.iter().position(|inst| too_wide(kernel, inst, grf)) else { return };
        let first = start + first;
        let mut taken = std::mem::take(&mut self.tail);
        let from = |k: usize| origin.get(k).copied().unwrap_or(0);
        taken.extend(kernel.body.drain(first..).enumerate().map(|(k, inst)| (inst, from(first + k))));
        origin.truncate(first);
        for (inst, from) in taken.drain(..) {
            self.push(kernel, origin, inst, from, platform);
        }
        self.tail = taken;
    }
}

/// `inst`, or its halves (recursively) while an operand is too wide.
fn split_into(kernel: &Kernel, inst: Instruction, platform: Platform, out: &mut Vec<Instruction>) {
    if too_wide(kernel, &inst, platform.grf_bytes()) {
        split_wide(kernel, inst, platform, out);
    } else {
        out.push(inst);
    }
}

/// [`split_into`] of an instruction already found too wide (tested once).
fn split_wide(kernel: &Kernel, inst: Instruction, platform: Platform, out: &mut Vec<Instruction>) {
    match halves(kernel, &inst, platform) {
        Some([low, high]) => {
            split_into(kernel, low, platform, out);
            split_into(kernel, high, platform, out);
        }
        None => out.push(inst),
    }
}

/// Whether a general operand of `inst` spans more than two GRFs.
pub(super) fn too_wide(kernel: &Kernel, inst: &Instruction, grf: u32) -> bool {
    // The operands read in place ([`operands`] copies them: this is asked
    // of every instruction of the kernel).
    let (exec, dsts, srcs): (_, &[DstOperand], &[SrcOperand]) = match inst {
        Instruction::Alu(a) => (a.exec, std::slice::from_ref(&a.dst), a.srcs.as_slice()),
        Instruction::Cmp { exec, dst, src0, src1, .. } => {
            let lanes = exec.lanes();
            return lanes != 0
                && (dst_too_wide(kernel, dst, lanes, grf)
                    || src_too_wide(kernel, src0, lanes, grf)
                    || src_too_wide(kernel, src1, lanes, grf));
        }
        Instruction::Carry { exec, dst, carry, src0, src1, .. } => {
            let lanes = exec.lanes();
            return lanes != 0
                && (dst_too_wide(kernel, dst, lanes, grf)
                    || dst_too_wide(kernel, carry, lanes, grf)
                    || src_too_wide(kernel, src0, lanes, grf)
                    || src_too_wide(kernel, src1, lanes, grf));
        }
        Instruction::Bfn { exec, dst, src0, src1, src2, .. } => {
            let lanes = exec.lanes();
            return lanes != 0
                && (dst_too_wide(kernel, dst, lanes, grf)
                    || src_too_wide(kernel, src0, lanes, grf)
                    || src_too_wide(kernel, src1, lanes, grf)
                    || src_too_wide(kernel, src2, lanes, grf));
        }
        _ => return false,
    };
    let lanes = exec.lanes();
    lanes != 0
        && (dsts.iter().any(|d| dst_too_wide(kernel, d, lanes, grf))
            || srcs.iter().any(|s| src_too_wide(kernel, s, lanes, grf)))
}

/// [`too_wide`] of one destination over `lanes` (at least one) lanes.
#[inline]
fn dst_too_wide(kernel: &Kernel, dst: &DstOperand, lanes: u32, grf: u32) -> bool {
    match *dst {
        // Lane `i` writes element `i * hstride`: the last lane, the highest.
        DstOperand::General { var, row, col, hstride } => {
            spans_over_two(kernel, var, (row, col), (lanes - 1) * u32::from(hstride), grf)
        }
        _ => false,
    }
}

/// [`too_wide`] of one source over `lanes` (at least one) lanes.
#[inline]
fn src_too_wide(kernel: &Kernel, src: &SrcOperand, lanes: u32, grf: u32) -> bool {
    match *src {
        SrcOperand::General { var, row, col, region, .. } => {
            spans_over_two(kernel, var, (row, col), highest_element(region, lanes), grf)
        }
        _ => false,
    }
}

/// Whether the elements `0..=last` of an operand of `var` at `(row, col)`
/// span more than two GRFs (lane 0 reads or writes element 0, the lowest).
/// Asked of every operand of the kernel: elements closer together than a
/// GRF's bytes touch at most two, whatever their place, and need no look-up
/// of where the variable lies.
fn spans_over_two(kernel: &Kernel, var: GenVarId, at: (u8, u8), last: u32, grf: u32) -> bool {
    let Some(v) = kernel.var(var) else { return false };
    let size = u64::from(v.ty.size_bytes());
    if u64::from(last) * size + size <= u64::from(grf) {
        return false;
    }
    kernel.operand_grfs(var, at, [0, last], grf).is_some_and(|n| n > 2)
}

/// The highest element `region` reads over `lanes` (at least one) lanes:
/// strides are never negative, so it is that of the last lane of the last
/// row or of the full row before it.
fn highest_element(region: Region, lanes: u32) -> u32 {
    let width = u32::from(region.width).max(1);
    let last_row = (lanes - 1) / width;
    let last = region.element(lanes - 1);
    if last_row > 0 {
        last.max(region.element(last_row * width - 1))
    } else {
        last
    }
}

/// The destinations of an instruction this pass splits: one, or a carry's two.
#[derive(Clone, Copy)]
struct Dsts {
    len: usize,
    items: [DstOperand; 2],
}

impl Dsts {
    fn as_slice(&self) -> &[DstOperand] {
        &self.items[..self.len]
    }
}

/// The execution control and operands of the instructions this pass splits
/// (no allocation: asked of every instruction of the kernel).
fn operands(inst: &Instruction) -> Option<(ExecCtrl, Dsts, Srcs)> {
    let one = |dst| Dsts { len: 1, items: [dst, dst] };
    match *inst {
        Instruction::Alu(a) => Some((a.exec, one(a.dst), a.srcs)),
        Instruction::Cmp { exec, dst, src0, src1, .. } => Some((exec, one(dst), Srcs::two(src0, src1))),
        Instruction::Carry { exec, dst, carry, src0, src1, .. } => {
            Some((exec, Dsts { len: 2, items: [dst, carry] }, Srcs::two(src0, src1)))
        }
        Instruction::Bfn { exec, dst, src0, src1, src2, .. } => Some((exec, one(dst), Srcs::three(src0, src1, src2))),
        _ => None,
    }
}

/// `inst` as two instructions of half its exec size, the second at the
/// execution-mask offset half its lanes further; `None` where an operand
/// cannot be split (an indirect one, a region whose rows do not follow one
/// another, an offset past what the operand can encode).
fn halves(kernel: &Kernel, inst: &Instruction, platform: Platform) -> Option<[Instruction; 2]> {
    let grf = platform.grf_bytes();
    let (exec, dsts, srcs) = operands(inst)?;
    let half = exec.lanes() / 2;
    let size = ExecSize::from_lanes(half).filter(|_| half >= 1)?;
    let low = ExecCtrl { size, ..exec };
    // The upper half's channels: the next offset the platform can encode
    // (a multiple of 4, of 8 without nibble control); otherwise only an
    // instruction whose channels select nothing (no execution mask, no
    // predicate, no predicate operand) can keep its own.
    let predicates = dsts.as_slice().iter().any(|d| matches!(d, DstOperand::Predicate(_)))
        || srcs.as_slice().iter().any(|s| matches!(s, SrcOperand::Predicate(_)));
    let unmasked = exec.no_mask && pred(inst).is_none() && !predicates;
    let channel = exec.offset.channel() + half;
    let offset = EmaskOffset::from_channel(channel)
        .filter(|_| platform.emask_offset_allowed(half, channel))
        .or(unmasked.then_some(exec.offset))?;
    let high = ExecCtrl { size, offset, ..exec };
    let dst = |d: DstOperand, upper: bool| -> Option<DstOperand> {
        match d {
            DstOperand::General { var, row, col, hstride } => {
                let skip = if upper { half * u32::from(hstride) } else { 0 };
                let (row, col) = moved(kernel, var, (row, col), skip, grf)?;
                Some(DstOperand::General { var, row, col, hstride })
            }
            DstOperand::Indirect { .. } => None,
            other => Some(other),
        }
    };
    let src = |s: SrcOperand, upper: bool| -> Option<SrcOperand> {
        match s {
            SrcOperand::General { var, row, col, region: whole, modifier } => {
                let region = narrowed(whole, half)?;
                let skip = if upper { region_skip(whole, half) } else { 0 };
                let (row, col) = moved(kernel, var, (row, col), skip, grf)?;
                Some(SrcOperand::General { var, row, col, region, modifier })
            }
            SrcOperand::Indirect { .. } => None,
            other => Some(other),
        }
    };
    let piece = |exec: ExecCtrl, upper: bool| -> Option<Instruction> {
        Some(match *inst {
            Instruction::Alu(a) => {
                let whole = a.srcs.as_slice();
                // On the stack (no allocation: a piece of every split instruction).
                let mut srcs = [*whole.first()?; 3];
                for (piece, &s) in srcs.iter_mut().zip(whole) {
                    *piece = src(s, upper)?;
                }
                let srcs = Srcs::from_slice(srcs.get(..whole.len())?)?;
                Instruction::Alu(Alu { exec, dst: dst(a.dst, upper)?, srcs, ..a })
            }
            Instruction::Cmp { rel, dst: d, src0, src1, .. } => {
                Instruction::Cmp { rel, exec, dst: dst(d, upper)?, src0: src(src0, upper)?, src1: src(src1, upper)? }
            }
            Instruction::Carry { op, pred, dst: d, carry, src0, src1, .. } => Instruction::Carry {
                op,
                exec,
                pred,
                dst: dst(d, upper)?,
                carry: dst(carry, upper)?,
                src0: src(src0, upper)?,
                src1: src(src1, upper)?,
            },
            Instruction::Bfn { func, pred, sat, dst: d, src0, src1, src2, .. } => Instruction::Bfn {
                func,
                exec,
                pred,
                sat,
                dst: dst(d, upper)?,
                src0: src(src0, upper)?,
                src1: src(src1, upper)?,
                src2: src(src2, upper)?,
            },
            _ => return None,
        })
    };
    Some([piece(low, false)?, piece(high, true)?])
}

/// The predicate of an instruction this pass splits.
fn pred(inst: &Instruction) -> Option<crate::visa::Predicate> {
    match *inst {
        Instruction::Alu(a) => a.pred,
        Instruction::Carry { pred, .. } | Instruction::Bfn { pred, .. } => pred,
        _ => None,
    }
}

/// `region` for half its instruction's lanes (`lanes`): as it is when its
/// width fits; else it was one row (a width is at most the exec size,
/// both powers of two), and each half is a row of `lanes` elements.
fn narrowed(region: Region, lanes: u32) -> Option<Region> {
    if u32::from(region.width) <= lanes {
        return Some(region);
    }
    let width = u8::try_from(lanes).ok()?;
    // One row: the vertical stride is not read; the canonical one if it encodes.
    let vstride = u8::try_from(lanes * u32::from(region.hstride))
        .ok()
        .filter(|v| Region::ENCODABLE.contains(v))
        .unwrap_or(region.vstride);
    Some(Region { vstride, width, hstride: region.hstride })
}

/// The element lane `lanes` of `region` reads: where the upper half starts.
fn region_skip(region: Region, lanes: u32) -> u32 {
    let width = u32::from(region.width).max(1);
    (lanes / width) * u32::from(region.vstride) + (lanes % width) * u32::from(region.hstride)
}

/// `(row, col)` of `var` moved `skip` elements on (rows of `grf` bytes).
fn moved(kernel: &Kernel, var: crate::visa::GenVarId, (row, col): (u8, u8), skip: u32, grf: u32) -> Option<(u8, u8)> {
    let per_row = grf / kernel.var(var)?.ty.size_bytes();
    let at = u32::from(row) * per_row + u32::from(col) + skip;
    Some((u8::try_from(at / per_row).ok()?, u8::try_from(at % per_row).ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::visa::{text::parse::parse_program, text::print::print_kernel};

    fn split(text: &str, platform: Platform) -> String {
        let mut k = parse_program(text).expect("parses").kernels.remove(0);
        let mut origin = (0..k.body.len()).collect();
        split_wide_operands(&mut k, &mut origin, platform);
        assert_eq!(origin.len(), k.body.len());
        print_kernel(&k).lines().filter(|l| l.starts_with("    ")).map(str::trim).collect::<Vec<_>>().join("\n")
    }

    const HEAD: &str = ".version 4.1\n.kernel k\n.decl q v_type=G type=uq num_elts=64 align=GRF\n\
                        .decl r v_type=G type=uq num_elts=64 align=GRF\n.decl d v_type=G type=ud num_elts=64 align=GRF\n\
                        .decl p v_type=P num_elts=32\n";

    /// Sixteen 64-bit lanes are four 32-byte GRFs: two moves of eight on
    /// xehpg; two 64-byte GRFs on xehpc: left as it is.
    #[test]
    fn sixteen_qwords_move_in_two_grf_pieces() {
        let text = format!("{HEAD}    mov (M1_NM, 16) q(0,0)<1> r(4,0)<16;16,1>\n");
        assert_eq!(
            split(&text, Platform::XeHpg),
            "mov (M1_NM, 8) q(0,0)<1> r(4,0)<8;8,1>\nmov (M3_NM, 8) q(2,0)<1> r(6,0)<8;8,1>"
        );
        assert_eq!(split(&text, Platform::XeHpc), "mov (M1_NM, 16) q(0,0)<1> r(4,0)<16;16,1>");
    }

    /// Lanes that start mid-GRF (the 49-lane concatenation IGC 1.0.12504
    /// crashed on): pieces until each fits in two GRFs; a scalar source,
    /// a predicate and immediates stay; predicated SIMT lanes keep their
    /// channels (M5 for lanes 16..).
    #[test]
    fn unaligned_lanes_split_until_each_piece_fits() {
        let text = format!("{HEAD}    mov (M1_NM, 16) q(4,3)<1> r(0,0)<0;1,0>\n");
        assert_eq!(
            split(&text, Platform::XeHpg),
            "mov (M1_NM, 4) q(4,3)<1> r(0,0)<0;1,0>\nmov (M2_NM, 4) q(5,3)<1> r(0,0)<0;1,0>\n\
             mov (M3_NM, 4) q(6,3)<1> r(0,0)<0;1,0>\nmov (M4_NM, 4) q(7,3)<1> r(0,0)<0;1,0>"
        );
        let text = format!("{HEAD}    (p) add (M1, 32) d(0,1)<1> d(2,0)<16;16,1> 0x1:ud\n");
        assert_eq!(
            split(&text, Platform::XeHpg),
            "(p) add (M1, 8) d(0,1)<1> d(2,0)<8;8,1> 0x1:ud\n(p) add (M3, 8) d(1,1)<1> d(3,0)<8;8,1> 0x1:ud\n\
             (p) add (M5, 8) d(2,1)<1> d(4,0)<8;8,1> 0x1:ud\n(p) add (M7, 8) d(3,1)<1> d(5,0)<8;8,1> 0x1:ud"
        );
        // One row: each half is a row of eight (any vertical stride).
        let text = format!("{HEAD}    mov (M1_NM, 16) q(0,0)<1> r(0,0)<32;16,1>\n");
        assert_eq!(
            split(&text, Platform::XeHpg),
            "mov (M1_NM, 8) q(0,0)<1> r(0,0)<8;8,1>\nmov (M3_NM, 8) q(2,0)<1> r(2,0)<8;8,1>"
        );
        // Elements a GRF apart (one lane of a four-block gather): one a piece.
        let text = format!("{HEAD}    mov (M1_NM, 4) d(0,0)<1> d(2,0)<8;1,0>\n");
        assert_eq!(
            split(&text, Platform::XeHpg),
            "mov (M1_NM, 2) d(0,0)<1> d(2,0)<8;1,0>\nmov (M1_NM, 2) d(0,2)<1> d(4,0)<8;1,0>"
        );
        let text = format!("{HEAD}    cmp.lt (M1_NM, 16) p q(0,0)<16;16,1> 0x0:uq\n");
        assert_eq!(
            split(&text, Platform::XeHpg),
            "cmp.lt (M1_NM, 8) p q(0,0)<8;8,1> 0x0:uq\ncmp.lt (M3_NM, 8) p q(2,0)<8;8,1> 0x0:uq"
        );
    }

    /// The 64-bit emulation's strided dword halves (sixteen lanes of
    /// stride 2: four 32-byte GRFs): SUBB and ADDC split with their carry,
    /// each half writing (and the next instruction reading) the carry of
    /// its own lanes; ADD3 like any ALU instruction.
    #[test]
    fn carries_and_add3_split_with_their_lanes() {
        for op in ["addc", "subb"] {
            let text = format!("{HEAD}    {op} (M1_NM, 16) d(0,0)<2> d(4,0)<1> d(0,0)<32;16,2> 0x1:ud\n");
            assert_eq!(
                split(&text, Platform::XeHpg),
                format!(
                    "{op} (M1_NM, 8) d(0,0)<2> d(4,0)<1> d(0,0)<16;8,2> 0x1:ud\n\
                     {op} (M3_NM, 8) d(2,0)<2> d(5,0)<1> d(2,0)<16;8,2> 0x1:ud"
                )
            );
            assert_eq!(
                split(&text, Platform::XeHpc),
                format!("{op} (M1_NM, 16) d(0,0)<2> d(4,0)<1> d(0,0)<32;16,2> 0x1:ud")
            );
        }
        let text = format!("{HEAD}    add3 (M1_NM, 16) d(0,1)<2> d(0,1)<32;16,2> d(7,0)<0;1,0> d(4,0)<16;16,1>\n");
        assert_eq!(
            split(&text, Platform::XeHpg),
            "add3 (M1_NM, 8) d(0,1)<2> d(0,1)<16;8,2> d(7,0)<0;1,0> d(4,0)<8;8,1>\n\
             add3 (M3_NM, 8) d(2,1)<2> d(2,1)<16;8,2> d(7,0)<0;1,0> d(5,0)<8;8,1>"
        );
    }

    /// Instructions fitted as they are appended ([`Fitter`], the int64
    /// lowering's walk) come out as the pass leaves them, origins
    /// included, whether pushed one by one or fitted after a run of them.
    #[test]
    fn fitting_as_made_is_the_pass() {
        let lines = [
            "mov (M1_NM, 8) d(0,0)<1> d(2,0)<8;8,1>",
            "mov (M1_NM, 16) q(4,3)<1> r(0,0)<0;1,0>",
            "(p) add (M1, 32) d(0,1)<1> d(2,0)<16;16,1> 0x1:ud",
            "addc (M1_NM, 16) d(0,0)<2> d(4,0)<1> d(0,0)<32;16,2> 0x1:ud",
            "mov (M1_NM, 4) d(0,0)<1> d(2,0)<8;1,0>",
            "cmp.lt (M1_NM, 16) p q(0,0)<16;16,1> 0x0:uq",
        ];
        let text = format!("{HEAD}{}", lines.map(|l| format!("    {l}\n")).concat());
        for platform in [Platform::XeHpg, Platform::XeHpc, Platform::Gen9] {
            let parsed = parse_program(&text).expect("parses").kernels.remove(0);
            let mut pass = parsed.clone();
            let mut pass_origin: Vec<usize> = (10..10 + pass.body.len()).collect();
            split_wide_operands(&mut pass, &mut pass_origin, platform);
            // One at a time, then the same with the last three fitted after they were appended.
            let mut pushed = Kernel { body: Vec::new(), ..parsed.clone() };
            let mut pushed_origin = Vec::new();
            let mut fitter = Fitter::default();
            for (k, &inst) in parsed.body.iter().enumerate() {
                fitter.push(&mut pushed, &mut pushed_origin, inst, 10 + k, platform);
            }
            let mut tail = Kernel { body: Vec::new(), ..parsed.clone() };
            let mut tail_origin = Vec::new();
            for (k, &inst) in parsed.body.iter().enumerate().take(3) {
                fitter.push(&mut tail, &mut tail_origin, inst, 10 + k, platform);
            }
            let start = tail.body.len();
            tail.body.extend_from_slice(&parsed.body[3..]);
            tail_origin.extend(13..10 + parsed.body.len());
            fitter.fit_from(&mut tail, &mut tail_origin, start, platform);
            assert!(pass.body.len() > parsed.body.len() || platform == Platform::XeHpc);
            for (kernel, origin) in [(&pushed, &pushed_origin), (&tail, &tail_origin)] {
                assert_eq!(print_kernel(kernel), print_kernel(&pass), "{platform}");
                assert_eq!(origin, &pass_origin, "{platform}");
            }
        }
    }

    /// Without nibble control (xehpc) a piece of fewer than eight lanes
    /// cannot start at channel 4: an unmasked one keeps the first offset.
    #[test]
    fn pieces_keep_offsets_the_platform_can_encode() {
        let text = format!("{HEAD}    mov (M1_NM, 8) q(0,0)<1> r(0,0)<8;1,0>\n");
        assert_eq!(
            split(&text, Platform::XeHpc),
            "mov (M1_NM, 2) q(0,0)<1> r(0,0)<8;1,0>\nmov (M1_NM, 2) q(0,2)<1> r(2,0)<8;1,0>\n\
             mov (M1_NM, 2) q(0,4)<1> r(4,0)<8;1,0>\nmov (M1_NM, 2) q(0,6)<1> r(6,0)<8;1,0>"
        );
    }
}
