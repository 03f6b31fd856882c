//! Kernel arguments: each LLVM parameter takes the launch spec's argument
//! of the same name (`%a` -> `a`), read as the vISA `.input` the lowering
//! makes of it, so that both sides see the same bytes.

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::AsValueRef;
use visa_passes::ir::llvm::type_of;
use visa_passes::ir::srcloc::SourceMap;

use super::operand::{ty_of, type_text, value_name};
use super::state::Interp;
use super::value::{lane_from_le, mask, AddrSpace, Elem, Ty, Value};
use crate::diag::Diagnostic;
use crate::exec::launch::Launch;
use crate::visa::ElemType;

/// How a parameter arrives: `count` elements of `ty`; a mask arrives as
/// one integer whose bit `i` is lane `i`.
struct InputShape {
    ty: ElemType,
    count: u32,
    is_mask: bool,
}

/// The `.input` shape of a parameter type.
fn input_shape(ty: Ty) -> Result<InputShape, String> {
    if let (Elem::Int(1), Some(n)) = (ty.elem, ty.lanes) {
        let ty = match n {
            0..=32 => ElemType::UD,
            33..=64 => ElemType::UQ,
            _ => return Err(format!("a <{n} x i1> mask argument is not supported: masks have at most 64 lanes")),
        };
        return Ok(InputShape { ty, count: 1, is_mask: true });
    }
    let elem_ty = match ty.elem {
        Elem::Int(1..=8) => ElemType::UB,
        Elem::Int(9..=16) => ElemType::UW,
        Elem::Int(17..=32) => ElemType::UD,
        Elem::Int(_) => ElemType::UQ,
        Elem::Half => ElemType::HF,
        Elem::Float => ElemType::F,
        Elem::Double => ElemType::DF,
        Elem::Ptr(AddrSpace::Global) => ElemType::UQ,
        Elem::Ptr(AddrSpace::Local) => ElemType::UD,
    };
    Ok(InputShape { ty: elem_ty, count: ty.count() as u32, is_mask: false })
}

/// One parameter of a kernel function as the launch spec gives it under
/// this project's ABI (the bytes of its `.input`): what `visa-lower
/// validate` binds by position to another compiler's inputs.
#[derive(Clone, Debug)]
pub struct ParamInput {
    /// The LLVM name (`%a` -> `a`; empty when unnamed).
    pub name: String,
    /// The LLVM type as printed.
    pub ty: String,
    /// Little-endian; zeros when the spec gives no value.
    pub bytes: Vec<u8>,
    /// `<N x i1>`: `Some(N)`, and `bytes` is a bitmask (bit `i` is lane `i`).
    pub mask_lanes: Option<u32>,
    /// A scalar integer: the only kind of parameter that can be a surface.
    pub scalar_int: bool,
}

/// The parameters of `function` with the launch spec's values, in order.
pub fn parameter_inputs(
    function: inkwell::values::FunctionValue<'_>,
    launch: &Launch,
    memory: &crate::exec::memory::Memory,
) -> Result<Vec<ParamInput>, String> {
    let params: Vec<LLVMValueRef> = function.get_param_iter().map(|p| p.as_value_ref()).collect();
    let mut out = Vec::with_capacity(params.len());
    for (i, &param) in (0u32..).zip(&params) {
        let name = value_name(param);
        let llvm_ty = type_of(param);
        let what = |e: String| {
            if name.is_empty() {
                format!("parameter {i}: {e}")
            } else {
                format!("parameter `%{name}`: {e}")
            }
        };
        let ty = ty_of(llvm_ty).map_err(what)?;
        let shape = input_shape(ty).map_err(what)?;
        let given = if name.is_empty() { None } else { launch.input_bytes(&name, shape.ty, shape.count, memory)? };
        let size = (shape.ty.size_bytes() * shape.count) as usize;
        if let (true, Some(bytes)) = (shape.is_mask, &given) {
            mask_fits(bytes, ty.count() as u32).map_err(what)?;
        }
        out.push(ParamInput {
            bytes: given.unwrap_or_else(|| vec![0; size]),
            ty: type_text(llvm_ty),
            mask_lanes: shape.is_mask.then(|| ty.count() as u32),
            scalar_int: !ty.is_vector() && matches!(ty.elem, Elem::Int(_)),
            name,
        });
    }
    Ok(out)
}

impl Interp<'_, '_> {
    /// Gives every parameter its value: the launch spec's argument of the
    /// same name, else zero. An argument naming no parameter is an error.
    pub(super) fn bind_arguments(&mut self, launch: &Launch) -> Result<(), Diagnostic> {
        let params: Vec<LLVMValueRef> = self.function.get_param_iter().map(|p| p.as_value_ref()).collect();
        let mut names = Vec::new();
        for (i, &param) in (0u32..).zip(&params) {
            let name = value_name(param);
            let llvm_ty = type_of(param);
            let shape = ty_of(llvm_ty).and_then(|ty| Ok((ty, input_shape(ty)?)));
            let (ty, shape) = shape.map_err(|e| self.parameter_error(&name, i, &e))?;
            names.push(format!("`{name}` ({})", type_text(llvm_ty)));
            let bytes = if name.is_empty() {
                None
            } else {
                launch
                    .input_bytes(&name, shape.ty, shape.count, &self.memory)
                    .map_err(|e| launch.arg_diagnostic(&name, e))?
            };
            if let (true, Some(bytes)) = (shape.is_mask, &bytes) {
                mask_fits(bytes, ty.count() as u32).map_err(|e| launch.arg_diagnostic(&name, e))?;
            }
            let value = decode(ty, &shape, bytes.as_deref());
            self.env.insert(param, value);
        }
        let params: Vec<String> = params.into_iter().map(value_name).collect();
        if let Some(unknown) = launch.args.keys().find(|k| !params.contains(k)) {
            let fname = self.function.get_name().to_string_lossy();
            let have = if names.is_empty() {
                "it has no parameters".to_string()
            } else {
                format!("its parameters are {}", names.join(", "))
            };
            return Err(
                launch.arg_diagnostic(unknown, format!("unknown argument `{unknown}` for function `@{fname}`; {have}"))
            );
        }
        Ok(())
    }

    /// A diagnostic about parameter `index`, at the function's `define` line.
    fn parameter_error(&self, name: &str, index: u32, message: &str) -> Diagnostic {
        let fname = self.function.get_name().to_string_lossy().into_owned();
        let what = if name.is_empty() { format!("parameter {index}") } else { format!("parameter `%{name}`") };
        let message = format!("{what}: {message}");
        let define =
            self.loaded.text.as_deref().and_then(|text| Some((text, SourceMap::from_ll(text).function(&fname)?)));
        match define {
            Some((text, pos)) => Diagnostic::at(&self.loaded.file, text, pos.line, pos.col, message),
            None => Diagnostic::new(format!("{}: in @{fname}: {message}", self.loaded.file)),
        }
    }
}

/// A mask argument of an `<N x i1>` parameter sets no bit past lane `N - 1`:
/// a bit there would be silently dropped (the lane does not exist).
fn mask_fits(bytes: &[u8], lanes: u32) -> Result<(), String> {
    let bits = lane_from_le(bytes);
    let extra = if lanes >= 64 { 0 } else { bits >> lanes << lanes };
    match extra {
        0 => Ok(()),
        _ => Err(format!(
            "the mask {bits:#x} sets bits past the parameter's {lanes} lanes ({extra:#x}); bit i is lane i, so a \
             mask of {lanes} lanes is at most {:#x}",
            if lanes >= 64 { u64::MAX } else { (1u64 << lanes) - 1 }
        )),
    }
}

/// Checks, before anything runs, what binding the launch spec's arguments
/// to `function`'s parameters would refuse (a mask with bits past its
/// lanes), at the argument's line: the engines that do not bind through
/// the reference (the emulator running a compiled kernel) refuse the same.
pub fn check_arguments(
    function: inkwell::values::FunctionValue<'_>,
    launch: &Launch,
    memory: &crate::exec::memory::Memory,
) -> Result<(), Diagnostic> {
    for param in function.get_param_iter().map(|p| p.as_value_ref()) {
        let name = value_name(param);
        let Ok(ty) = ty_of(type_of(param)) else { continue };
        let Ok(shape) = input_shape(ty) else { continue };
        if !shape.is_mask || name.is_empty() {
            continue;
        }
        let bytes =
            launch.input_bytes(&name, shape.ty, shape.count, memory).map_err(|e| launch.arg_diagnostic(&name, e))?;
        if let Some(bytes) = bytes {
            mask_fits(&bytes, ty.count() as u32).map_err(|e| launch.arg_diagnostic(&name, e))?;
        }
    }
    Ok(())
}

/// The parameter's value from the `.input` bytes (`None`: zero).
fn decode(ty: Ty, shape: &InputShape, bytes: Option<&[u8]>) -> Value {
    let Some(bytes) = bytes else { return Value::splat(ty, 0) };
    if shape.is_mask {
        let bits = lane_from_le(bytes);
        let lanes = (0..ty.count()).map(|i| Some((bits >> i) & 1)).collect();
        return Value { ty, lanes };
    }
    let size = shape.ty.size_bytes() as usize;
    let lanes = (0..ty.count())
        .map(|i| {
            let chunk = bytes.get(i * size..(i + 1) * size).unwrap_or(&[]);
            Some(lane_from_le(chunk) & mask(ty.elem.bits()))
        })
        .collect();
    Value { ty, lanes }
}
