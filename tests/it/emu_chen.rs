//! `EvaluateChEn` (`vISA spec, Operands chapter`, Predication) and execution-mask offsets
//! (`vISA spec, Execution Model chapter`, Execution Mask), directly and through a message.

use crate::emu_support;

use emu_support::*;
use visa_lower::exec::emu::chen::evaluate_chen;
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
    let none: &[u32] = &[];
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
    let none: &[u32] = &[];
    assert_eq!(evaluate_chen(ctrl(8, 5, true), None, EM, none), 0xff);
    assert_eq!(evaluate_chen(ctrl(1, 1, true), None, 0, none), 1);
    assert_eq!(evaluate_chen(ctrl(32, 1, true), None, 0, none), u32::MAX);
}

#[test]
fn predicate_bits_are_read_at_the_mask_control_offset() {
    // P1 has bits 20..23 set: at M5 (offset 16) those are channels 4..7.
    let preds = [0x00f0_0000, 0x00ff_0000, 0];
    assert_eq!(evaluate_chen(ctrl(8, 5, true), p(0, false, Seq), EM, &preds), 0xf0);
    // (M5, 8) also needs EM[16..24], which the dispatch mask leaves off.
    assert_eq!(evaluate_chen(ctrl(8, 5, false), p(0, false, Seq), EM, &preds), 0);
    assert_eq!(evaluate_chen(ctrl(8, 5, true), p(0, true, Seq), EM, &preds), 0x0f);
    // At M1 the same predicate has no bit in channels 0..7.
    assert_eq!(evaluate_chen(ctrl(8, 1, true), p(0, false, Seq), EM, &preds), 0);
}

#[test]
fn any_and_all_combine_before_the_inverse() {
    let preds = [0x00f0_0000, 0x00ff_0000, 0];
    let at = |pred| evaluate_chen(ctrl(8, 5, true), pred, EM, &preds);
    assert_eq!(at(p(0, false, Any)), 0xff);
    assert_eq!(at(p(0, true, Any)), 0);
    assert_eq!(at(p(0, false, All)), 0);
    assert_eq!(at(p(0, true, All)), 0xff);
    assert_eq!(at(p(1, false, All)), 0xff);
    assert_eq!(at(p(1, true, All)), 0);
    assert_eq!(at(p(2, false, Any)), 0);
    assert_eq!(at(p(2, true, Any)), 0xff);
    // With the EM: (M3, 8) enables channels 0..7 (EM[8..16]); P1 bits 8..15 are 0.
    assert_eq!(evaluate_chen(ctrl(8, 3, false), p(0, true, Seq), EM, &preds), 0xff);
    assert_eq!(evaluate_chen(ctrl(8, 3, false), p(0, false, Any), EM, &preds), 0);
}

#[test]
fn undeclared_predicate_reads_as_zero() {
    let preds: &[u32] = &[];
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
    // (M3, 8) with P1.all over bits 8..15, all set: EM[8..16] = all lanes.
    assert_eq!(lanes(&scatter_slm(ctrl(8, 3, false), p(0, false, All), 0xff00).0), (0..8).collect::<Vec<_>>());
}
