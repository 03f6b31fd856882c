//! Kernel arguments as `.input` variables.
//!
//! Each LLVM parameter becomes a variable named like it (`arg<k>` when
//! unnamed) with the launch spec's element type, so one launch spec serves
//! the reference and the emulator (`src/exec/reference/args.rs`):
//!
//! * data: `ub`/`uw`/`ud`/`uq`/`hf`/`f`/`df`, pointers `uq` (addrspace 0/1)
//!   or `ud` (addrspace 3), one element per lane; vectors are declared with
//!   the padded lane count of every value (`values.rs`), so that the last
//!   legalized piece of a `<31 x i64>` argument reads inside it (the launch
//!   spec gives 31 values, the 32nd is never used);
//! * `<N x i1>`: a bitmask integer (`ud` up to 32 lanes, `uq` up to 64),
//!   masked to `N` bits and turned into predicates with `setp`;
//! * a scalar `i1`: a `ub` whose bit 0 is the value, compared into a
//!   broadcast predicate;
//! * an `i32` used only as the surface operand of messages: a surface input
//!   named like the argument (its value is a binding-table index); when the
//!   parameter is a surface of Intel's vector-compiler ABI
//!   (`"VCArgumentKind"="2"`), the compiler assigns its index as Intel's
//!   does (`crate::input::vc_abi`) and the messages name a surface
//!   `<name>_bti` set to it by a `movs` (the input stays, unread, so that
//!   the payload is laid out as the ABI's); an LSC `bti(S)` of such a
//!   parameter is the immediate index.
//!
//! Inputs are placed from the start of GRF 1, in parameter order: vectors
//! at the start of a GRF (declared `align=GRF`, usable as raw operands in
//! place), scalars at their natural alignment (declared with it), never
//! crossing a GRF boundary (`visa/verify`, `input-layout`).

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::AsValueRef;
use visa_passes::ir::llvm as ir;
use visa_passes::ir::msg::MessageCall;

use super::error::EmitError;
use super::llvm::{self, LaneTy};
use super::masks::MaskForm;
use super::values::{imm, nm, Konst, Val, View};
use super::Emitter;
use crate::visa::names;
use crate::visa::*;

/// Low `n` bits set (all 32 for n >= 32).
pub fn low_bits(n: u32) -> u32 {
    1u32.checked_shl(n).map_or(u32::MAX, |b| b - 1)
}

impl Emitter<'_, '_> {
    /// Declares every parameter; `Err` is about the function's signature.
    pub fn parameters(&mut self) -> Result<(), EmitError> {
        let params = ir::params(self.function.as_value_ref());
        let (surfaces, other_uses) = self.surface_uses(&params);
        for assigned in crate::input::vc_abi::intel_surface_parameters(self.function) {
            if let Some(&param) = params.get(assigned.param) {
                self.assigned_btis.insert(param, assigned.index);
            }
        }
        for (i, &param) in params.iter().enumerate() {
            let llvm_name = llvm::value_name(param);
            let what = |e: EmitError| EmitError { message: format!("parameter `%{llvm_name}`: {}", e.message), ..e };
            let s = self.shape_of(param).map_err(what)?;
            let is_surface = surfaces.contains(&param);
            if is_surface && other_uses.contains(&param) {
                return Err(what(
                    "it is used as a message's surface and also as a value; a surface argument can only be a surface"
                        .into(),
                ));
            }
            let name = self.parameter_name(i, llvm::value_name_bytes(param), is_surface);
            if is_surface {
                // The input stays where the ABI puts it, read or not.
                let input = self.surface_input(name)?;
                let id = match self.assigned_btis.get(&param) {
                    Some(&bti) => self.assigned_surface(input, bti)?,
                    None => input,
                };
                self.surface_args.insert(param, id);
                continue;
            }
            let val = match s.lane {
                LaneTy::Bool if s.is_vector => self.mask_input(name, s.lanes).map_err(what)?,
                LaneTy::Bool => self.bool_input(name)?,
                LaneTy::Data(ty) => {
                    let lanes = if s.is_vector { super::values::padded(s.lanes) } else { 1 };
                    let view = self.input_var(name, ty, lanes, s.is_vector).map_err(what)?;
                    Val::Gen(View { lanes: s.lanes, ..view })
                }
            };
            self.values.map.insert(param, val);
        }
        Ok(())
    }

    /// Parameters used as a message's surface operand, and parameters used
    /// any other way (all of them among the scalar integers: a surface
    /// operand is one, `MessageCall::surface`, so only their uses are
    /// looked at). Only the instructions using a parameter are looked at
    /// (its use list), not the whole function.
    fn surface_uses(&self, params: &[LLVMValueRef]) -> (FastSet<LLVMValueRef>, FastSet<LLVMValueRef>) {
        let mut surfaces = FastSet::default();
        let mut others = FastSet::default();
        let mut users = FastSet::default();
        for &param in params.iter().filter(|&&p| llvm::is_scalar_int(p)) {
            users.extend(ir::users(param));
        }
        for &v in &users {
            let Some(inst) = ir::as_instruction(v) else { continue };
            // Only a call can be a message (the others are most users: GEPs, arithmetic).
            let message =
                if llvm::opcode(v) == LLVMOpcode::LLVMCall { MessageCall::parse(inst).ok().flatten() } else { None };
            let mut surface = message.and_then(|m| m.surface()).map(|s| s.as_value_ref());
            for i in 0..llvm::num_operands(v) {
                let Ok(op) = llvm::operand(v, i) else { continue };
                // The first operand that is the message's surface is it (the
                // argument may be passed twice).
                let is_surface = surface == Some(op);
                if is_surface {
                    surface = None;
                }
                if !ir::is_argument(op) {
                    continue;
                }
                if is_surface {
                    surfaces.insert(op);
                } else {
                    others.insert(op);
                }
            }
        }
        (surfaces, others)
    }

    /// The variable name of parameter `index`, made from its LLVM name
    /// `raw` (`arg<index>` when unnamed). A launch spec binds the input by
    /// `raw` (the kernel records it where the names differ). A surface
    /// argument never takes a constant surface's name, `bti<N>`: it gets
    /// an `arg_` prefix instead.
    fn parameter_name(&mut self, index: usize, raw: &[u8], is_surface: bool) -> String {
        let Some(legal) = names::legal_name(raw, names::MAX_NAME_LEN) else {
            return self.unique_name(&format!("arg{index}"));
        };
        let legal = if is_surface && super::constant_surface_bti(&legal).is_some() {
            format!("arg_{legal}").into()
        } else {
            legal
        };
        self.named_after(&legal, raw)
    }

    /// A surface variable named `name` (unique), and its input: a dword
    /// holding the binding-table index.
    fn surface_input(&mut self, name: String) -> Result<SurfaceId, EmitError> {
        let id = self
            .kernel
            .declare_surface(SurfaceVar { name, num_elts: 1, v_name: None })
            .ok_or_else(|| "too many surfaces".to_string())?;
        let offset = self.place_input(4, 4);
        self.kernel.inputs.push(Input::user(InputVar::Surface(id), offset, 4));
        Ok(id)
    }

    /// The surface the messages of a surface parameter name when the
    /// compiler assigns its binding-table index `bti`: a variable of its
    /// own beside the parameter's `input` (named after it), which every
    /// message sets first (`Emitter::push`).
    fn assigned_surface(&mut self, input: SurfaceId, bti: u8) -> Result<SurfaceId, EmitError> {
        let name = self.unique_name(&format!("{}_bti", self.kernel.surface_name(input)));
        let id = self
            .kernel
            .declare_surface(SurfaceVar { name, num_elts: 1, v_name: None })
            .ok_or_else(|| "too many surfaces".to_string())?;
        self.assigned_surfaces.insert(id, bti);
        Ok(id)
    }

    /// An offset for an input of `size` bytes aligned to `align`.
    pub(super) fn place_input(&mut self, size: u32, align: u32) -> u32 {
        let grf = self.grf;
        let mut offset = self.next_input.next_multiple_of(align.max(1));
        let crosses = size < grf && size > 0 && offset / grf != (offset + size - 1) / grf;
        if size >= grf || crosses {
            offset = offset.next_multiple_of(grf);
        }
        self.next_input = offset + size;
        offset
    }

    /// A root variable that is an input. A vector starts a GRF, so that it
    /// can be a message's raw operand where it is; a scalar is packed at its
    /// natural alignment and declared with it (a declared alignment is a
    /// promise about the input's offset too).
    fn input_var(&mut self, name: String, ty: ElemType, num_elts: u32, vector: bool) -> Result<View, EmitError> {
        let bytes = num_elts * ty.size_bytes();
        if bytes >= 4096 {
            return Err(format!("{num_elts} x {ty} does not fit one vISA variable (less than 4096 bytes)").into());
        }
        let (align, align_bytes) = if vector { (Align::Grf, self.grf) } else { (Align::natural(ty), ty.size_bytes()) };
        let root = self.kernel.declare_var(GenVar { name, ty, num_elts, align, alias: None });
        let offset = self.place_input(bytes, align_bytes);
        self.kernel.inputs.push(Input::user(InputVar::General(root), offset, bytes));
        Ok(View { root, off: 0, ty, lanes: num_elts })
    }

    /// `<N x i1>`: a bitmask input, masked to `N` bits, `setp` per 32 lanes.
    fn mask_input(&mut self, name: String, lanes: u32) -> Result<Val, EmitError> {
        let ty = match lanes {
            0..=32 => ElemType::UD,
            33..=64 => ElemType::UQ,
            _ => {
                return Err(
                    format!("a <{lanes} x i1> mask argument is not supported: masks have at most 64 lanes").into()
                )
            }
        };
        let input = self.input_var(name, ty, 1, false)?;
        let dwords = self.var_for(input.root, ElemType::UD)?;
        let mask = self.new_mask(lanes, MaskForm::Lanes)?;
        let groups = self.masks.roots[mask.root].groups.clone();
        for (g, p) in groups.into_iter().enumerate() {
            let word = SrcOperand::General {
                var: dwords,
                row: 0,
                col: g as u8,
                region: Region::SCALAR,
                modifier: SrcModifier::None,
            };
            let group_lanes = (lanes - 32 * g as u32).min(32);
            let src = if group_lanes < 32 {
                let tmp = self.new_root(ElemType::UD, 1, None)?;
                let dst = self.dst(tmp, 0)?;
                self.push(Instruction::alu2(
                    AluOp::And,
                    nm(1),
                    None,
                    dst,
                    word,
                    imm(ElemType::UD, u64::from(low_bits(group_lanes))),
                ));
                self.src(&Val::Gen(tmp), 0, 1)?
            } else {
                word
            };
            self.push(Instruction::Setp { exec: nm(32), dst: p, src });
        }
        self.masks.roots[mask.root].clean = true;
        Ok(Val::Mask(mask))
    }

    /// A scalar `i1`: bit 0 of a `ub` input, as a broadcast predicate.
    fn bool_input(&mut self, name: String) -> Result<Val, EmitError> {
        let input = self.input_var(name, ElemType::UB, 1, false)?;
        let bit = self.new_root(ElemType::UB, 1, None)?;
        let dst = self.dst(bit, 0)?;
        let src0 = self.src(&Val::Gen(input), 0, 1)?;
        self.push(Instruction::alu2(AluOp::And, nm(1), None, dst, src0, imm(ElemType::UB, 1)));
        Ok(Val::Mask(self.bytes_to_mask(&Val::Gen(bit), 1, MaskForm::Broadcast)?))
    }

    /// The surface of a constant binding-table index: T0 for 254 (SLM), T5
    /// for 255 (stateless), else a user surface named `bti<N>` (declared and
    /// made an input once), which records the index it stands for.
    pub fn surface_for_bti(&mut self, bti: u64) -> Result<SurfaceId, EmitError> {
        match bti {
            254 => Ok(SurfaceId::SLM),
            255 => Ok(SurfaceId::STATELESS),
            0..=253 => {
                let bti = bti as u8;
                if let Some(&id) = self.bti_surfaces.get(&bti) {
                    return Ok(id);
                }
                let name = self.unique_name(&format!("bti{bti}"));
                let id = self.surface_input(name)?;
                self.bti_surfaces.insert(bti, id);
                Ok(id)
            }
            _ => Err(format!("surface index {bti} is not a binding-table index (0..=255)").into()),
        }
    }

    /// The surface a message's surface operand names.
    pub fn surface(&mut self, v: LLVMValueRef) -> Result<SurfaceId, EmitError> {
        if let Some(&id) = self.surface_args.get(&v) {
            return Ok(id);
        }
        match self.value(v)? {
            Val::Const(Konst { lanes, .. }) => match lanes.first().copied().flatten() {
                Some(bti) => self.surface_for_bti(bti),
                None => Err("the surface index is undefined".into()),
            },
            _ => Err("the surface must be a constant binding-table index or a kernel argument".into()),
        }
    }
}
