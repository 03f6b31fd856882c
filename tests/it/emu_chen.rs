//! `EvaluateChEn` (`vISA spec, Operands chapter`, Predication) and execution-mask offsets
//! (`vISA spec, Execution Model chapter`, Execution Mask), directly and through a message.

use crate::emu_support;

use emu_support::*;
use visa_lower::exec::emu::chen::{evaluate_chen, PredFile};
use visa_lower::exec::memory::Memory;
use visa_lower::visa::*;
use visa_lower::Platform::XeHpg;

fn ctrl(lanes: u32, m: u32, nm: bool) -> ExecCtrl {
    let offset = EmaskOffset::from_index((m - 1) as u8).unwrap();
    ExecCtrl::new(ExecSize::from_lanes(lanes).unwrap(), offset, nm)
}

fn p(index: u16, inverse: bool, combine: PredCombine) -> Option<Predicate> {
    Some(Predicate { var: PredVarId::new(index + 1).unwrap(), inverse, combine })
}

const EM: u32 = 0x0000_ff00;
use PredCombine::{All, Any, Sequential as Seq};

#[test]
fn execution_mask_offsets_select_em_bits() {
    let none = PredFile::default();
    assert_eq!(evaluate_chen(ctrl(16, 1, false), None, EM, none), 0xff00);
    assert_eq!(evaluate_chen(ctrl(8, 1, false), None, EM, none), 0);
    assert_eq!(evaluate_chen(ctrl(8, 3, false), None, EM, none), 0xff);
    assert_eq!(evaluate_chen(ctrl(8, 5, false), None, EM, none), 0);
    assert_eq!(evaluate_chen(ctrl(4, 2, false), None, EM, none), 0);
    assert_eq!(evaluate_chen(ctrl(4, 3, false), None, EM, none), 0xf);
    assert_eq!(evaluate_chen(ctrl(4, 8, false), None, 0xa000_0000, none), 0b1010);
    assert_eq!(evaluate_chen(ctrl(32, 1, false), None, 0x8000_0001, none), 0x8000_0001);
}

#[test]
fn no_mask_ignores_em_but_not_exec_size() {
    let none = PredFile::default();
    assert_eq!(evaluate_chen(ctrl(8, 5, true), None, EM, none), 0xff);
    assert_eq!(evaluate_chen(ctrl(1, 1, true), None, 0, none), 1);
    assert_eq!(evaluate_chen(ctrl(32, 1, true), None, 0, none), u32::MAX);
}

#[test]
fn predicate_bits_are_read_at_the_mask_control_offset() {
    // P1 has bits 20..23 set: at M5 (offset 16) those are channels 4..7.
    let preds = PredFile::full_width(&[0x00f0_0000, 0x00ff_0000, 0]);
    assert_eq!(evaluate_chen(ctrl(8, 5, true), p(0, false, Seq), EM, preds), 0xf0);
    // (M5, 8) also needs EM[16..24], which the dispatch mask leaves off.
    assert_eq!(evaluate_chen(ctrl(8, 5, false), p(0, false, Seq), EM, preds), 0);
    assert_eq!(evaluate_chen(ctrl(8, 5, true), p(0, true, Seq), EM, preds), 0x0f);
    // At M1 the same predicate has no bit in channels 0..7.
    assert_eq!(evaluate_chen(ctrl(8, 1, true), p(0, false, Seq), EM, preds), 0);
}

#[test]
fn any_and_all_combine_before_the_inverse() {
    // Three 32-bit predicates; .any/.all combine all 32 bits of each.
    let preds = PredFile::full_width(&[0x00f0_0000, 0x00ff_0000, 0]);
    let at = |pred| evaluate_chen(ctrl(8, 5, true), pred, EM, preds);
    assert_eq!(at(p(0, false, Any)), 0xff);
    assert_eq!(at(p(0, true, Any)), 0);
    assert_eq!(at(p(0, false, All)), 0);
    assert_eq!(at(p(0, true, All)), 0xff);
    // P2's bits 16..23, the ones (M5, 8) reads, are all set, but not its other 24.
    assert_eq!(at(p(1, false, All)), 0);
    assert_eq!(at(p(1, true, All)), 0xff);
    assert_eq!(at(p(2, false, Any)), 0);
    assert_eq!(at(p(2, true, Any)), 0xff);
    // With the EM: (M3, 8) enables channels 0..7 (EM[8..16]); P1 bits 8..15
    // are 0, but bits 20..23 make P1.any true.
    assert_eq!(evaluate_chen(ctrl(8, 3, false), p(0, true, Seq), EM, preds), 0xff);
    assert_eq!(evaluate_chen(ctrl(8, 3, false), p(0, false, Any), EM, preds), 0xff);
}

/// `.any`/`.all` combine the predicate's `num_elts` bits, as Intel's
/// assemblers encode them (`any<num_elts>h`), not the exec size's: Intel's
/// compiler writes `(P1.any) sel (M1, 1)` for `llvm.genx.any` of 32 lanes
/// (`testdata/igc/adapted/*/arith/any_all.visaasm`).
#[test]
fn any_and_all_combine_the_declared_bits_not_the_exec_size() {
    // P1: 32 bits, only bit 20 set. P2: 8 bits, 0b1000_0000. P3: 16 bits, all set.
    // P4: 16 bits, all set but bit 15; its bits 16..31 do not exist.
    let bits = [1 << 20, 0x80, 0xffff, 0x7fff];
    let declared = [u32::MAX, 0xff, 0xffff, 0xffff];
    let preds = PredFile { bits: &bits, declared: &declared };
    let at = |lanes, pred| evaluate_chen(ctrl(lanes, 1, true), pred, 0, preds);
    // The page's PMask[0:0] is bit 0 of P1 (0); any32h sees bit 20.
    assert_eq!(at(1, p(0, false, Any)), 1);
    assert_eq!(at(1, p(0, false, All)), 0);
    assert_eq!(at(1, p(1, false, Any)), 1);
    assert_eq!(at(4, p(1, false, All)), 0);
    assert_eq!(at(4, p(1, true, All)), 0xf);
    assert_eq!(at(4, p(2, false, All)), 0xf);
    assert_eq!(at(16, p(2, false, All)), 0xffff);
    assert_eq!(at(4, p(3, false, All)), 0);
    assert_eq!(at(4, p(3, false, Any)), 0xf);
}

#[test]
fn undeclared_predicate_reads_as_zero() {
    let preds = PredFile::default();
    assert_eq!(evaluate_chen(ctrl(8, 1, true), p(3, false, Seq), EM, preds), 0);
    assert_eq!(evaluate_chen(ctrl(8, 1, true), p(3, true, Seq), EM, preds), 0xff);
}

/// SCATTER4_SCALED.R of src dword 0x1000 + i to dword i of SLM, at `exec`.
fn scatter_slm(exec: ExecCtrl, pred: Option<Predicate>, pred_bits: u32) -> (Vec<u32>, bool) {
    let mut k = K::new();
    let offsets = k.input("offsets", ElemType::UD, 16, ud_bytes(&(0..16).map(|i| 4 * i).collect::<Vec<_>>()));
    let src = k.input("src", ElemType::UD, 16, ud_bytes(&(0..16).map(|i| 0x1000 + i).collect::<Vec<_>>()));
    let p1 = k.pred("P1", 32);
    k.push(Instruction::Setp { exec: exec_nm(32), dst: p1, src: SrcOperand::imm(ElemType::UD, pred_bits.into()) });
    let pred = pred.map(|p| Predicate { var: p1, ..p });
    k.push(Instruction::Scatter4Scaled(Scatter4Scaled {
        exec,
        pred,
        channels: ChannelMask::R,
        surface: SurfaceId::SLM,
        global_offset: imm_ud(0),
        element_offset: raw(offsets),
        src: raw(src),
    }));
    let mut memory = Memory { slm: vec![0; 64], ..Memory::default() };
    let outcome = k.run(XeHpg, EM, &mut memory);
    (uds(&memory.slm), outcome.findings.is_empty())
}

#[test]
fn messages_honour_partial_dispatch_masks_and_offsets() {
    let lanes =
        |written: &[u32]| written.iter().enumerate().filter(|(_, &v)| v != 0).map(|(i, _)| i).collect::<Vec<_>>();
    // (M1, 16) under dispatch mask 0xff00: lanes 8..15.
    let (slm, clean) = scatter_slm(ctrl(16, 1, false), None, 0);
    assert!(clean);
    assert_eq!(lanes(&slm), (8..16).collect::<Vec<_>>());
    assert_eq!(slm[8], 0x1008);
    // (M5, 8): EM[16..24] is off, nothing written; (M5_NM, 8): all 8 lanes.
    assert_eq!(lanes(&scatter_slm(ctrl(8, 5, false), None, 0).0), Vec::<usize>::new());
    assert_eq!(lanes(&scatter_slm(ctrl(8, 5, true), None, 0).0), (0..8).collect::<Vec<_>>());
    // (M5_NM, 8) (!P1) with P1 = bits 17, 19: lanes 0, 2, 4..7.
    let pred = p(0, true, Seq);
    assert_eq!(lanes(&scatter_slm(ctrl(8, 5, true), pred, 0x000a_0000).0), [0, 2, 4, 5, 6, 7]);
    // (!P1.any) disables everything; (!P1.all) enables everything.
    assert_eq!(lanes(&scatter_slm(ctrl(8, 5, true), p(0, true, Any), 0x000a_0000).0), Vec::<usize>::new());
    assert_eq!(lanes(&scatter_slm(ctrl(8, 5, true), p(0, true, All), 0x000a_0000).0), (0..8).collect::<Vec<_>>());
    // (M3, 8) with P1.all over P1's 32 bits, all set: EM[8..16] = all lanes;
    // with only the bits 8..15 (M3, 8) reads set, none.
    assert_eq!(lanes(&scatter_slm(ctrl(8, 3, false), p(0, false, All), u32::MAX).0), (0..8).collect::<Vec<_>>());
    assert_eq!(lanes(&scatter_slm(ctrl(8, 3, false), p(0, false, All), 0xff00).0), Vec::<usize>::new());
}
