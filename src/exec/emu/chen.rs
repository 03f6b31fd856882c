//! Channel enables: `EvaluateChEn` of `vISA spec, Operands chapter` ("Predication").

use crate::visa::{ExecCtrl, PredCombine, Predicate};

use super::state::low_bits;

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
/// `vISA spec, Execution Model chapter`). `preds` holds each declared predicate's bits by
/// declaration index; an undeclared predicate reads as all zero. EM and
/// predicate bits past channel 31 read as zero.
pub fn evaluate_chen(exec: ExecCtrl, pred: Option<Predicate>, em: u32, preds: &[u32]) -> u32 {
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
pub fn pred_mask(p: Predicate, exec: ExecCtrl, preds: &[u32]) -> u32 {
    let lanes = low_bits(exec.lanes());
    let bits = preds.get(p.var.decl_index()).copied().unwrap_or(0);
    let mut pmask = shifted(bits, exec.offset.channel()) & lanes;
    match p.combine {
        PredCombine::Sequential => {}
        PredCombine::Any => pmask = if pmask != 0 { lanes } else { 0 },
        PredCombine::All => pmask = if pmask == lanes { lanes } else { 0 },
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
