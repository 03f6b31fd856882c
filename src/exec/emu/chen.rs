//! Channel enables: `EvaluateChEn` of `vISA spec, Operands chapter` ("Predication").

use crate::visa::{ExecCtrl, PredCombine, Predicate};

use super::state::low_bits;
pub use super::state::PredFile;

/// The enabled channels of an instruction, bit n = channel n, mirroring
/// `vISA spec, Operands chapter`:
///
/// ```text
/// EvaluateChEn() {  // evaluate the set of enabled Channels ChEn for this instruction
///   // ChEn is a 32 bit mask
///   // mask_control is one of {M1}, {M2}, ..., {M8}, and {NoMask}
///       // pred_control is the controlling predicate operand
///   if ( mask_control == NoMask ) {
///     for ( n = 0; n < exec_size; n++ ) {
///       ChEn[n] = 1;
///       }
///   }
///   else {
///     for ( n = 0; n < exec_size; n++ ) {
///       ChEn[n] = EM[n + mask_control_offset] ? 1 : 0;
///     }
///   }
///   if ( pred_control != 0 ) {
///     // PMask is a 32 bit mask
///     for ( n = 0; n < exec_size; n++ ) {
///       PMask[n] = Pred[n + mask_control_offset];
///     }
///     if ( pred_control.any ) {
///       PMask[0:exec_size-1] = (any of the PMask[0:exec_size-1] is 1) ? 1 : 0;
///     }
///     else if ( pred_control.all ) {
///       PMask[0:exec_size-1] = (all of the PMask[0:exec_size-1] are 1) ? 1: 0;
///     }
///     if( pred_control.invert ) {
///       PMask = ~PMask;
///     }
///     for ( n = 0; n < exec_size; n++ ) {
///       ChEn[n] = ChEn[n] & PMask[n];
///     }
///   }
///   for ( n = exec_size; n < 32; n++ ) {
///     ChEn[n] = 0;
///   }
/// ```
///
/// `_NM` still reads the predicate at the mask-control offset (the offset
/// "also \[is\] used to control the predicate variable offset",
/// `vISA spec, Execution Model chapter`). An undeclared predicate reads as
/// all zero. EM and predicate bits past channel 31 read as zero.
///
/// One departure from the page, for `.any` and `.all`: they combine the
/// predicate's `num_elts` bits, not the exec size's (see [`pred_mask`]).
pub fn evaluate_chen(exec: ExecCtrl, pred: Option<Predicate>, em: u32, preds: PredFile<'_>) -> u32 {
    let lanes = low_bits(exec.lanes());
    let offset = exec.offset.channel();
    let mut chen = if exec.no_mask { lanes } else { shifted(em, offset) & lanes };
    if let Some(p) = pred {
        chen &= pred_mask(p, exec, preds);
    }
    chen & lanes
}

/// `PMask` of `EvaluateChEn` for the first `exec_size` channels: the
/// predicate bits from the mask-control offset, combined (any/all) and then
/// inverted. SEL uses it to choose between its sources.
///
/// `.any` and `.all` combine all the predicate's `num_elts` bits, whatever
/// the exec size: the page's pseudo-code combines `PMask[0:exec_size-1]`,
/// but Intel's assemblers (`GenX_IR` of IGC 1.0.12504 and 1.0.17791) encode
/// `(P.any)` as the flag's `anyNh`/`allNh` with N = `num_elts` (`(P1.any)
/// sel (M1, 1)` of a 32-bit P1 is `(f0.0.any32h) sel (1|M0)`; `pred-num-elts`
/// keeps N a flag group size), and Intel's compiler relies on it for
/// `llvm.genx.any`/`all`. The hardware's group of
/// N flags holds every channel the verifier lets read the predicate
/// (`pred-range`: offset + exec size <= num_elts), so all channels see the
/// one combined value. docs/validate.md, "Beyond the pages", has the evidence.
pub fn pred_mask(p: Predicate, exec: ExecCtrl, preds: PredFile<'_>) -> u32 {
    let lanes = low_bits(exec.lanes());
    let index = p.var.decl_index();
    let bits = preds.bits.get(index).copied().unwrap_or(0);
    let declared = preds.declared.get(index).copied().unwrap_or(0);
    let mut pmask = shifted(bits, exec.offset.channel()) & lanes;
    match p.combine {
        PredCombine::Sequential => {}
        PredCombine::Any => pmask = if bits & declared != 0 { lanes } else { 0 },
        PredCombine::All => pmask = if declared != 0 && bits & declared == declared { lanes } else { 0 },
    }
    if p.inverse {
        pmask = !pmask;
    }
    pmask & lanes
}

/// `bits[n + offset]` for n = 0.. (bits past 31 are zero).
fn shifted(bits: u32, offset: u32) -> u32 {
    bits.checked_shr(offset).unwrap_or(0)
}
