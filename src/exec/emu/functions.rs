//! Function calls between the units of one vISA file: FCALL, IFCALL, FRET
//! and FADDR, each by its page (vISA spec, FCALL, IFCALL, FRET, FADDR; the
//! Execution Model chapter: Subroutine and Function Calls).
//!
//! A function (`.global_function`) is a unit of its own: its variables are
//! its own, so each call runs it in a fresh [`State`] (an activation), and
//! stack calls may recurse, up to [`MAX_CALL_DEPTH`] activations. What the
//! caller and the callee share are the predefined variables: FCALL copies
//! "the first <arg_size> GRFs of %arg from the caller to the callee" and
//! "the value of stack (%sp) and frame pointer (%fp)"; FRET copies "the
//! value of the retval variable (%retval) from the callee to the caller",
//! and %sp and %fp. The other predefined variables are the thread's
//! registers (`%r0`, `%sr0`, `%cr0`, ...): they go with the thread both ways.
//! In the callee the rest of `%arg` and all of `%retval` start at zero
//! (undefined by the page).
//!
//! The masks follow CALL and RET ([`super::control`]): at function entry
//! the call mask is all ones (exec size 1) or the active channels that are
//! predicated; FRET turns its predicated channels off and returns when the
//! call mask is empty, restoring the caller's masks.
//!
//! FADDR's "address" of a function is [`function_address`] of its place
//! among the file's units (opaque to the kernel, which only passes it to
//! IFCALL); IFCALL calls the function at that address.

use super::control::{entry_masks, Control};
use super::predefined::is_modelled;
use super::state::State;
use super::{FindingKind, Flow, Machine};
use crate::visa::{ExecCtrl, GenVarId, Instruction, Kernel, Predicate, UnitKind};

/// The most activations a run nests (each holds a copy of the thread's state).
pub const MAX_CALL_DEPTH: usize = 256;

/// `%arg` (V8), `%retval` (V9), `%sp` (V10), `%fp` (V11).
const ARG: GenVarId = GenVarId(8);
const RETVAL: GenVarId = GenVarId(9);

/// The address FADDR gives the `index`-th unit of the file: page-aligned,
/// above zero, below 2^32 (IFCALL's address is a UD).
pub fn function_address(index: usize) -> u64 {
    0x1000 * (index as u64 + 1)
}

/// A caller waiting for its callee's FRET.
struct Activation<'a> {
    kernel: &'a Kernel,
    state: State,
    control: Control,
    supported: Vec<bool>,
    types_allowed: Vec<bool>,
    return_to: usize,
}

/// The units a run can call and the callers waiting.
pub struct Calls<'a> {
    units: &'a [Kernel],
    stack: Vec<Activation<'a>>,
}

impl<'a> Calls<'a> {
    /// Calls into `units` (the file's units; the kernel among them is never
    /// called).
    pub fn new(units: &'a [Kernel]) -> Calls<'a> {
        Calls { units, stack: Vec::new() }
    }

    /// How many callers are waiting (0: the kernel is running).
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The kernel's state, wherever the run stopped.
    pub fn into_kernel_state(self, current: State) -> State {
        self.stack.into_iter().next().map_or(current, |bottom| bottom.state)
    }

    /// Executes FCALL, IFCALL, FRET or FADDR at `pc` of the running unit.
    pub fn execute(
        &mut self,
        inst: &Instruction,
        pc: usize,
        mx: &mut Machine<'a>,
        control: &mut Control,
        supported: &mut Vec<bool>,
    ) -> Flow {
        match *inst {
            Instruction::Fcall { exec, pred, func, arg_size, ret_size } => {
                let name = mx.kernel.functions.get(usize::from(func.0)).cloned().unwrap_or_default();
                match self.unit_named(&name) {
                    Some(index) => self.call(index, exec, pred, arg_size, ret_size, pc, mx, control, supported),
                    None => {
                        stop(mx, format!("FCALL of `{name}`, which is not a function (.global_function) of this file"))
                    }
                }
            }
            Instruction::Ifcall { exec, pred, func_addr, arg_size, ret_size } => {
                let address = super::alu::scalar_bits(mx, func_addr);
                match (0..self.units.len()).find(|&i| self.is_function(i) && function_address(i) == address) {
                    Some(index) => self.call(index, exec, pred, arg_size, ret_size, pc, mx, control, supported),
                    None => {
                        stop(mx, format!("IFCALL of address {address:#x}, which FADDR gives no function of this file"))
                    }
                }
            }
            Instruction::Fret { exec, pred } => self.fret(exec, pred, mx, control, supported),
            Instruction::Faddr { func, dst } => {
                let name = mx.kernel.functions.get(usize::from(func.0)).cloned().unwrap_or_default();
                let Some(index) = self.unit_named(&name) else {
                    return stop(
                        mx,
                        format!("FADDR of `{name}`, which is not a function (.global_function) of this file"),
                    );
                };
                super::alu::write_scalar_bits(mx, dst, function_address(index));
                Flow::Next
            }
            _ => Flow::Next,
        }
    }

    fn is_function(&self, index: usize) -> bool {
        self.units.get(index).is_some_and(|u| u.kind == UnitKind::Function)
    }

    fn unit_named(&self, name: &str) -> Option<usize> {
        (0..self.units.len()).find(|&i| self.is_function(i) && self.units[i].name == name)
    }

    /// FCALL or IFCALL of unit `index`.
    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        index: usize,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        arg_size: u8,
        ret_size: u8,
        pc: usize,
        mx: &mut Machine<'a>,
        control: &mut Control,
        supported: &mut Vec<bool>,
    ) -> Flow {
        let mnemonic = mx.mnemonic.to_uppercase();
        if exec.lanes() == 1 && !exec.no_mask {
            return stop(
                mx,
                format!("a scalar {mnemonic} without NoMask: \"Scalar calls must be marked with {{NoMask}}\""),
            );
        }
        let callee = &self.units[index];
        let (args, rets) = (declared_size(callee, "ArgSize"), declared_size(callee, "RetValSize"));
        if u32::from(arg_size) != args || u32::from(ret_size) != rets {
            return stop(
                mx,
                format!(
                    "{mnemonic} of `{}` with arg size {arg_size} and return size {ret_size}, but it declares {args} and \
                     {rets} (ArgSize, RetValSize): \"It is an error if <arg_size> and <return_size> do not match the \
                     callee's declared values\"",
                    callee.name
                ),
            );
        }
        let Some((call_mask, em)) = entry_masks(exec, pred, mx) else { return Flow::Next };
        if self.stack.len() >= MAX_CALL_DEPTH {
            return stop(mx, format!("{mnemonic} of `{}` nests past {MAX_CALL_DEPTH} calls", callee.name));
        }
        let mut state = State::new(callee, mx.state.grf_size, em);
        for id in (1..20).map(GenVarId).filter(|&id| is_modelled(id) && id != ARG && id != RETVAL) {
            copy_var(&mx.state, &mut state, id, usize::MAX);
        }
        copy_var(&mx.state, &mut state, ARG, usize::from(arg_size) * mx.grf_size() as usize);
        let caller = Activation {
            kernel: mx.kernel,
            state: std::mem::replace(&mut mx.state, state),
            control: std::mem::replace(control, Control::new(callee, call_mask)),
            supported: std::mem::replace(supported, vec![false; callee.body.len()]),
            types_allowed: std::mem::replace(&mut mx.types_allowed, vec![mx.legalized; callee.body.len()]),
            return_to: pc + 1,
        };
        self.stack.push(caller);
        mx.kernel = callee;
        Flow::Jump(0)
    }

    /// FRET: channels leave as RET's do; the last one returns to the caller.
    fn fret(
        &mut self,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        mx: &mut Machine<'a>,
        control: &mut Control,
        supported: &mut Vec<bool>,
    ) -> Flow {
        if self.stack.is_empty() {
            return stop(
                mx,
                "FRET in the kernel, which no FCALL called: FRET \"returns from a function (FCALL)\"".into(),
            );
        }
        if !control.leave(exec, pred, mx) {
            return Flow::Next;
        }
        let Some(caller) = self.stack.pop() else { return Flow::Stop };
        let callee_state = std::mem::replace(&mut mx.state, caller.state);
        for id in (1..20).map(GenVarId).filter(|&id| is_modelled(id) && id != ARG) {
            copy_var(&callee_state, &mut mx.state, id, usize::MAX);
        }
        *control = caller.control;
        *supported = caller.supported;
        mx.types_allowed = caller.types_allowed;
        mx.kernel = caller.kernel;
        Flow::Jump(caller.return_to)
    }
}

/// A function's `.kernel_attr ArgSize=N` or `RetValSize=N` (GRFs); 0 without one.
fn declared_size(unit: &Kernel, attr: &str) -> u32 {
    let value = unit.attrs.iter().find(|a| a.name == attr).and_then(|a| a.value.as_deref());
    value.and_then(|v| v.trim().parse().ok()).unwrap_or(0)
}

/// Copies at most `limit` bytes of predefined variable `id` from `from` to `to`.
fn copy_var(from: &State, to: &mut State, id: GenVarId, limit: usize) {
    if let Some(bytes) = from.var_bytes(id) {
        let n = bytes.len().min(limit);
        to.write_at(id, 0, &bytes[..n]);
    }
}

/// A finding of a call the page does not define; the run stops.
fn stop(mx: &mut Machine, why: String) -> Flow {
    mx.report(FindingKind::BadCall, format!("{why}; the run stops here"));
    Flow::Stop
}
