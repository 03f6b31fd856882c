//! Control flow: LABEL, SUBROUTINE, JMP, GOTO, CALL and RET, each mirroring
//! its page's Description and Notes (the pages give no pseudo-code), and the
//! execution and call masks of the vISA spec, Execution Model chapter
//! (Control Flow; Subroutine and Function Calls).
//!
//! State beyond the execution mask EM: the per-kernel 32-bit call mask, the
//! subroutine frames CALL pushes, and for GOTO the channels waiting to be
//! re-activated at a program point. FCALL, IFCALL and FRET reach other
//! units of the file ([`super::functions`]); each running unit has a
//! `Control` of its own.

use std::collections::BTreeMap;

use crate::visa::{BranchOp, ExecCtrl, Instruction, JumpTable, Kernel, LabelId, LabelKind, Predicate, SrcOperand};

use super::chen::pred_mask;
use super::state::low_bits;
use super::{FindingKind, Flow, Machine};

/// The control-flow state of one run.
#[derive(Clone, Debug)]
pub struct Control {
    /// Body index of the LABEL or SUBROUTINE instruction placing each
    /// declared label (the first one, if placed twice; `None` if unplaced).
    places: Vec<Option<usize>>,
    /// The call mask: "a per-kernel 32-bit call mask vector"; at kernel
    /// entry the dispatched channels.
    call_mask: u32,
    frames: Vec<Frame>,
    /// GOTO's disabled channels by the program point that re-activates them.
    waiting: BTreeMap<usize, u32>,
}

/// What CALL saves and RET restores.
#[derive(Clone, Copy, Debug)]
struct Frame {
    return_to: usize,
    subroutine: usize,
    call_mask: u32,
    em: u32,
}

impl Control {
    pub fn new(kernel: &Kernel, dispatch_mask: u32) -> Control {
        Control {
            places: kernel.label_places(),
            call_mask: dispatch_mask,
            frames: Vec::new(),
            waiting: BTreeMap::new(),
        }
    }

    /// Re-activates the channels waiting at `pc` (a GOTO's target label, or
    /// the instruction after a backward GOTO). Called before each instruction.
    pub fn arrive(&mut self, pc: usize, mx: &mut Machine) {
        if let Some(mask) = self.waiting.remove(&pc) {
            mx.state.em |= mask;
        }
    }

    /// The next program point after `pc` where channels wait, else the
    /// lexically first one (a forward GOTO left no channel active).
    fn next_waiting(&self, pc: usize) -> Option<usize> {
        self.waiting.range(pc + 1..).next().or_else(|| self.waiting.iter().next()).map(|(&at, _)| at)
    }

    /// Executes a control-flow instruction at `pc`.
    pub fn execute(&mut self, inst: &Instruction, pc: usize, mx: &mut Machine) -> Flow {
        match *inst {
            // LABEL, SUBROUTINE: "The instruction itself is a nop."
            Instruction::Label(_) | Instruction::Subroutine(_) => Flow::Next,
            Instruction::Branch { op: BranchOp::Jmp, exec, pred, target } => self.jmp(exec, pred, target, mx),
            Instruction::Branch { op: BranchOp::Goto, exec, pred, target } => self.goto(exec, pred, target, pc, mx),
            Instruction::Branch { op: BranchOp::Call, exec, pred, target } => self.call(exec, pred, target, pc, mx),
            Instruction::SwitchJmp { exec, index, table } => self.switchjmp(exec, index, table, mx),
            Instruction::Ret { exec, pred } => self.ret(exec, pred, mx),
            _ => Flow::Next,
        }
    }

    /// JMP: "An execution size of 1 indicates the jump is convergent, and
    /// the first element of the predicate variable is used to determine if
    /// the jump will be executed." The page lists exec size 1 only.
    fn jmp(&mut self, exec: ExecCtrl, pred: Option<Predicate>, target: LabelId, mx: &mut Machine) -> Flow {
        if !scalar(exec, mx) {
            return Flow::Next;
        }
        if first_element(exec, pred, mx) {
            self.jump_to(target, LabelKind::Block, mx)
        } else {
            Flow::Next
        }
    }

    /// SWITCHJMP: "Jumps to one of the labels based on the index value",
    /// label number `index` of the table. The index "must be in the range
    /// of [0..<num_labels>-1]"; the page defines no jump outside it, so an
    /// index past the table is a finding and the run stops.
    fn switchjmp(&mut self, exec: ExecCtrl, index: SrcOperand, table: JumpTable, mx: &mut Machine) -> Flow {
        if !scalar(exec, mx) {
            return Flow::Next;
        }
        let i = super::alu::scalar_bits(mx, index);
        match usize::try_from(i).ok().and_then(|i| table.labels().get(i)) {
            Some(&target) => self.jump_to(target, LabelKind::Block, mx),
            None => {
                let text = format!(
                    "SWITCHJMP index {i} is outside its {} labels: it \"must be in the range of [0..{}]\" (vISA spec, \
                     SWITCHJMP: Index); the run stops here",
                    table.labels().len(),
                    table.labels().len() - 1
                );
                mx.report(FindingKind::SwitchIndex, text);
                Flow::Stop
            }
        }
    }

    /// GOTO, per its Notes and the Execution Model chapter (Branch
    /// Instructions):
    /// * forward: "The active channels that are predicated will have their
    ///   execution mask turned off, and they will be reactivated when
    ///   execution reaches the label instruction. [...] If all active
    ///   channels are predicated, execution jumps to the next program point
    ///   where some channels are waiting to be reactivated";
    /// * backward: "Execution jumps to the label if any active channel is
    ///   predicated. The active channels that are not predicated will have
    ///   their execution mask turned off, and they will be reactivated when
    ///   execution reaches the next instruction";
    /// * "A <exec_size> of 1 indicates that the branch is uniform, and all
    ///   channels would either branch or not based on the predicate value."
    ///
    /// "All active channels" is read as the whole EM: channels outside the
    /// GOTO's exec size that are still enabled keep executing the next
    /// instruction.
    fn goto(&mut self, exec: ExecCtrl, pred: Option<Predicate>, target: LabelId, pc: usize, mx: &mut Machine) -> Flow {
        let Some(to) = self.place(target, LabelKind::Block, mx) else { return Flow::Stop };
        let (active, taken) = if exec.lanes() == 1 {
            let em = mx.state.em;
            (em, if first_element(exec, pred, mx) { em } else { 0 })
        } else {
            let offset = exec.offset.channel();
            let active = mx.chen(ExecCtrl { no_mask: false, ..exec }, None) << offset;
            (active, mx.chen(ExecCtrl { no_mask: false, ..exec }, pred) << offset)
        };
        if to > pc {
            if taken != 0 {
                mx.state.em &= !taken;
                *self.waiting.entry(to).or_default() |= taken;
            }
            if mx.state.em == 0 {
                if let Some(at) = self.next_waiting(pc) {
                    return Flow::Jump(at);
                }
            }
            Flow::Next
        } else if taken != 0 {
            let stay = active & !taken;
            if stay != 0 {
                mx.state.em &= !stay;
                *self.waiting.entry(pc + 1).or_default() |= stay;
            }
            Flow::Jump(to)
        } else {
            Flow::Next
        }
    }

    /// CALL: "If <exec_size> is one: Execution jumps to the subroutine if
    /// the predicate is true. The call mask will be initialized to all ones
    /// at subroutine entry. If <exec_size> is greater than one: The call is
    /// executed if any of the active channels are predicated. At subroutine
    /// entry, the call mask will be initialized to the set of active
    /// channels that are predicated" (and EM to the same set, Execution
    /// Model chapter). "A subroutine may invoke other subroutines, although
    /// recursion is not permitted": a recursive call is a finding and stops
    /// the run.
    fn call(&mut self, exec: ExecCtrl, pred: Option<Predicate>, target: LabelId, pc: usize, mx: &mut Machine) -> Flow {
        let Some(to) = self.place(target, LabelKind::Subroutine, mx) else { return Flow::Stop };
        let Some((call_mask, em)) = entry_masks(exec, pred, mx) else { return Flow::Next };
        if self.frames.iter().any(|f| f.subroutine == to) {
            let name = mx.kernel.label_name_ref(target).into_owned();
            mx.report(
                FindingKind::Recursion,
                format!(
                    "CALL of {name}, which is already active: \"recursion is not permitted\" for subroutines (vISA \
                     spec, Execution Model chapter: Subroutine and Function Calls); the run stops here"
                ),
            );
            return Flow::Stop;
        }
        self.frames.push(Frame { return_to: pc + 1, subroutine: to, call_mask: self.call_mask, em: mx.state.em });
        (self.call_mask, mx.state.em) = (call_mask, em);
        Flow::Jump(to)
    }

    /// RET: "If <exec_size> is one: Execution returns to the caller (or
    /// terminates if called in a kernel) if predicate is true. If
    /// <exec_size> is greater than one: Active channels that are predicated
    /// have their call mask and execution mask bit turned off. If the call
    /// mask becomes all zero, execution returns to the caller (or
    /// terminates if called in a kernel) and the call mask is restored to
    /// its previous value before the call." EM is restored with it: the
    /// caller's channels resume.
    fn ret(&mut self, exec: ExecCtrl, pred: Option<Predicate>, mx: &mut Machine) -> Flow {
        if !self.leave(exec, pred, mx) {
            return Flow::Next;
        }
        match self.frames.pop() {
            Some(frame) => {
                (self.call_mask, mx.state.em) = (frame.call_mask, frame.em);
                Flow::Jump(frame.return_to)
            }
            None => Flow::Stop,
        }
    }

    /// The channels of a RET or FRET leave: whether execution returns
    /// (exec size 1: the predicate; wider: the call mask is empty once the
    /// predicated active channels are turned off, in it and in EM).
    pub fn leave(&mut self, exec: ExecCtrl, pred: Option<Predicate>, mx: &mut Machine) -> bool {
        if exec.lanes() == 1 {
            first_element(exec, pred, mx)
        } else {
            let done = mx.chen(exec, pred) << exec.offset.channel();
            self.call_mask &= !done;
            mx.state.em &= !done;
            self.call_mask == 0
        }
    }

    fn jump_to(&mut self, target: LabelId, kind: LabelKind, mx: &mut Machine) -> Flow {
        self.place(target, kind, mx).map_or(Flow::Stop, Flow::Jump)
    }

    /// Where `target` is placed; a finding (and `None`: the run stops) when
    /// it is undeclared, unplaced or of the wrong kind.
    fn place(&self, target: LabelId, kind: LabelKind, mx: &mut Machine) -> Option<usize> {
        let place = self.places.get(usize::from(target.0)).copied().flatten();
        let declared = mx.kernel.label(target);
        let problem = match (declared, place) {
            (None, _) => "is not declared",
            (Some(_), None) => "is placed by no LABEL or SUBROUTINE instruction",
            (Some(l), Some(_)) if l.kind != kind => match kind {
                LabelKind::Block => "is a subroutine label, and the page requires a block label",
                LabelKind::Subroutine => "is a block label, and the page requires a subroutine label",
            },
            (Some(_), Some(at)) => return Some(at),
        };
        let name = mx.kernel.label_name_ref(target).into_owned();
        let text = format!(
            "{} to {name}: the label {problem} (vISA spec, {}: Label); the run stops here",
            mx.mnemonic.to_uppercase(),
            mx.mnemonic.to_uppercase()
        );
        mx.report(FindingKind::BadLabel, text);
        None
    }
}

/// Whether a CALL or FCALL is executed, and the call mask and EM at the
/// callee's entry: "If <exec_size> is one: Execution jumps to the
/// subroutine if the predicate is true. The call mask will be initialized
/// to all ones [...] If <exec_size> is greater than one: The call is
/// executed if any of the active channels are predicated. At subroutine
/// entry, the call mask will be initialized to the set of active channels
/// that are predicated" (EM too; a scalar call keeps EM).
pub(super) fn entry_masks(exec: ExecCtrl, pred: Option<Predicate>, mx: &mut Machine) -> Option<(u32, u32)> {
    if exec.lanes() == 1 {
        first_element(exec, pred, mx).then_some((u32::MAX, mx.state.em))
    } else {
        let set = mx.chen(exec, pred) << exec.offset.channel();
        (set != 0).then_some((set, set))
    }
}

/// The scalar form the page lists; a finding for any other exec size (the
/// instruction is then not executed).
fn scalar(exec: ExecCtrl, mx: &mut Machine) -> bool {
    if exec.lanes() == 1 {
        return true;
    }
    let text = format!(
        "{} at exec size {} is not executed: the page allows only 1 (vISA spec, {}: Exec_size)",
        mx.mnemonic.to_uppercase(),
        exec.lanes(),
        mx.mnemonic.to_uppercase()
    );
    mx.report(FindingKind::ForbiddenExecSize, text);
    false
}

/// The first element of the predicate (at the mask-control offset,
/// combined and inverted as `EvaluateChEn`'s PMask); true without one.
fn first_element(exec: ExecCtrl, pred: Option<Predicate>, mx: &mut Machine) -> bool {
    match pred {
        Some(p) => {
            mx.check_pred(p.var);
            pred_mask(p, ExecCtrl { size: crate::visa::ExecSize::S1, ..exec }, mx.state.preds()) & low_bits(1) != 0
        }
        None => true,
    }
}
