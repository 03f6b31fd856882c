//! Every function of every `.ll` file under `testdata/` that has no launch
//! spec of its own (the FileCheck tests of `testdata/lower/`, `stats/`, ...)
//! is run with `--verify` on every platform, on a launch spec made from its
//! signature: each function alone (with the file's declarations), so that
//! a refusal elsewhere in the file does not hide it. Parameters get values
//! by what the function does with them (followed through casts, GEPs and
//! shuffles to the message or intrinsic operand they reach):
//!
//! * addresses (pointer vectors of global memory, SVM_GATHER addresses):
//!   64 bytes apart inside a random buffer, 1 KiB in (so that the merge
//!   tests' negative offsets stay inside);
//! * SLM pointers and message offsets: 64 bytes apart from byte 1024 of SLM;
//! * surface operands: an untyped surface, or an image for typed atomics
//!   (constant binding-table indices get one too); image coordinates: 0, 1, 2, ...;
//! * masks: a fixed pseudo-random bit pattern; data: distinct values per lane.
//!
//! Kernels with a launch spec are `tests/it/e2e_verify.rs`'s. A function may
//! only be refused with the input contract's diagnostics ("is not
//! supported", "not available on").

use inkwell::llvm_sys::core::{
    LLVMGetFirstUse, LLVMGetInstructionOpcode, LLVMGetNextUse, LLVMGetNumOperands, LLVMGetOperand, LLVMGetUser,
    LLVMIsAInstruction,
};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::types::{AnyType, AnyTypeEnum, BasicTypeEnum};
use inkwell::values::{AsValueRef, FunctionValue, InstructionValue};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use visa_lower::Platform;
use visa_passes::ir::intrinsics::{called_intrinsic, MemIntrinsicKind};

use crate::verify_support;

use verify_support::{verify, Outcome};

/// What a parameter is used for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Address,
    SlmOffset,
    Surface {
        image: bool,
        sixteen_bit: bool,
    },
    Coordinate,
    /// A GEP index: small, scaled by the element size.
    Index,
    Data,
}

/// The role of operand `index` of message or intrinsic call `call`.
fn operand_role(call: InstructionValue<'_>, index: u32) -> Option<Role> {
    Some(match (called_intrinsic(call)?, index) {
        (MemIntrinsicKind::SvmGather, 2) => Role::Address,
        (MemIntrinsicKind::MaskedGather, 0) | (MemIntrinsicKind::MaskedScatter, 1) => {
            match visa_passes::ir::intrinsics::operand(call, index)?.get_type() {
                BasicTypeEnum::VectorType(v) => match v.get_element_type() {
                    BasicTypeEnum::PointerType(p) if p.get_address_space() == inkwell::AddressSpace::from(3u16) => {
                        Role::SlmOffset
                    }
                    _ => Role::Address,
                },
                _ => return None,
            }
        }
        (MemIntrinsicKind::Scatter4Scaled, 3) | (MemIntrinsicKind::QwScatter, 1) => {
            Role::Surface { image: false, sixteen_bit: false }
        }
        (MemIntrinsicKind::Scatter4Scaled, 5) | (MemIntrinsicKind::QwScatter, 2) => Role::SlmOffset,
        (MemIntrinsicKind::TypedAtomic { is_16bit, .. }, 1) => Role::Surface { image: true, sixteen_bit: is_16bit },
        (MemIntrinsicKind::TypedAtomic { op, .. }, i) => {
            let sources = u32::from(op.has_src0()) + u32::from(op.has_src1());
            if i >= 2 + sources {
                Role::Coordinate
            } else {
                return None;
            }
        }
        _ => return None,
    })
}

/// The first role a value reaches through its users (casts, arithmetic and
/// shuffles pass it on).
fn role_of(v: LLVMValueRef, depth: u32) -> Role {
    if depth > 8 {
        return Role::Data;
    }
    // SAFETY: live values of a module this test holds; use lists walked by LLVM's accessors.
    unsafe {
        let mut u = LLVMGetFirstUse(v);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            u = LLVMGetNextUse(u);
            if LLVMIsAInstruction(user).is_null() {
                continue;
            }
            // `user` was just checked to be an instruction.
            let inst = InstructionValue::new(user);
            let opcode = LLVMGetInstructionOpcode(user);
            if opcode == LLVMOpcode::LLVMGetElementPtr && LLVMGetOperand(user, 0) != v {
                return Role::Index;
            }
            if opcode == LLVMOpcode::LLVMCall {
                let index = (0..LLVMGetNumOperands(user) as u32).find(|&i| LLVMGetOperand(user, i) == v);
                if let Some(role) = index.and_then(|i| operand_role(inst, i)) {
                    return role;
                }
                continue;
            }
            let role = role_of(user, depth + 1);
            if role != Role::Data {
                return role;
            }
        }
    }
    Role::Data
}

/// A launch spec for `function` (see the module docs).
fn launch_for(function: FunctionValue<'_>) -> String {
    let name = function.get_name().to_string_lossy().into_owned();
    let mut spec = format!("kernel = \"{name}\"\n\n[slm]\nsize = 65536\nfill = \"random\"\nseed = 3\n\n");
    spec.push_str("[[buffer]]\nname = \"g\"\nsize = 8192\nfill = \"random\"\nseed = 5\n\n");
    let mut args = String::new();
    let mut surfaces = 0u32;
    let mut bound: BTreeMap<u64, bool> = BTreeMap::new();
    // Constant binding-table indices of messages need a surface or image too.
    for inst in visa_passes::ir::intrinsics::instructions(function) {
        if inst.get_opcode() != inkwell::values::InstructionOpcode::Call {
            continue;
        }
        for index in 0..inst.get_num_operands() {
            let Some(Role::Surface { image, sixteen_bit }) = operand_role(inst, index) else { continue };
            let Some(inkwell::values::BasicValueEnum::IntValue(c)) = visa_passes::ir::intrinsics::operand(inst, index)
            else {
                continue;
            };
            if let Some(bti) = c.get_zero_extended_constant().filter(|&b| b < 254) {
                bound.entry(bti).or_insert_with(|| {
                    spec.push_str(&surface_decl(&format!("c{bti}"), bti, image, sixteen_bit));
                    image
                });
            }
        }
    }
    for (k, param) in function.get_param_iter().enumerate() {
        let pname = param.get_name().to_string_lossy().into_owned();
        let role = role_of(param.as_value_ref(), 0);
        let value = match (param.get_type(), role) {
            (_, Role::Surface { image, sixteen_bit }) => {
                let bti = 100 + surfaces;
                surfaces += 1;
                spec.push_str(&surface_decl(&format!("s{bti}"), u64::from(bti), image, sixteen_bit));
                format!("\"@s{bti}\"")
            }
            (BasicTypeEnum::PointerType(p), _) if p.get_address_space() == inkwell::AddressSpace::from(3u16) => {
                "1024".to_string()
            }
            (BasicTypeEnum::PointerType(_), _) => "\"@g+1024\"".to_string(),
            (BasicTypeEnum::VectorType(v), role) => match (v.get_element_type(), role) {
                (BasicTypeEnum::PointerType(p), _) if p.get_address_space() == inkwell::AddressSpace::from(3u16) => {
                    "{ base = 1024, stride = 64 }".to_string()
                }
                (BasicTypeEnum::PointerType(_), _) | (_, Role::Address) => {
                    "{ base = \"@g+1024\", stride = 64 }".to_string()
                }
                (_, Role::SlmOffset) => "{ base = 1024, stride = 64 }".to_string(),
                (_, Role::Coordinate | Role::Index) => "{ base = 0, stride = 1 }".to_string(),
                (BasicTypeEnum::IntType(i), _) if i.get_bit_width() == 1 => {
                    let lanes = v.get_size();
                    let bits = 0x37e1_5162_8aed_2a6bu64.rotate_left(k as u32 * 7) & (u64::MAX >> (64 - lanes.min(63)));
                    bits.to_string()
                }
                (element, _) => data_array(element.as_any_type_enum(), v.get_size(), k as u64),
            },
            (BasicTypeEnum::IntType(i), _) if i.get_bit_width() == 1 => "1".to_string(),
            (_, Role::Index) => "1".to_string(),
            (t, _) => data_array(t.as_any_type_enum(), 1, k as u64),
        };
        if !pname.is_empty() {
            let _ = writeln!(args, "{pname} = {value}");
        }
    }
    spec.push_str("[args]\n");
    spec.push_str(&args);
    spec
}

fn surface_decl(name: &str, bti: u64, image: bool, sixteen_bit: bool) -> String {
    if image {
        let format = if sixteen_bit { "r16_uint" } else { "r32_uint" };
        format!(
            "[[image]]\nname = \"{name}\"\nbti = {bti}\nkind = \"2d\"\nformat = \"{format}\"\nwidth = 16\nheight = 16\n\
             mips = 2\nfill = \"random\"\nseed = {bti}\n\n"
        )
    } else {
        format!("[[surface]]\nname = \"{name}\"\nbti = {bti}\nsize = 65536\nfill = \"random\"\nseed = {bti}\n\n")
    }
}

/// Distinct values per lane for a data vector of `lanes` lanes of `element`.
fn data_array(element: AnyTypeEnum<'_>, lanes: u32, salt: u64) -> String {
    let values: Vec<String> = (0..u64::from(lanes))
        .map(|i| match element {
            AnyTypeEnum::IntType(t) => {
                let bits = t.get_bit_width().min(63);
                ((salt * 1_000_003 + i * 7_919 + 11) & ((1u64 << bits) - 1)).to_string()
            }
            _ => format!("{:.2}", ((i * 7 + salt) % 19) as f64 - 9.0 + 0.25),
        })
        .collect();
    if lanes == 1 {
        values[0].clone()
    } else {
        format!("[{}]", values.join(", "))
    }
}

/// The file's text with every function body but `keep`'s removed.
fn only_function(text: &str, keep: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in text.lines() {
        if line.starts_with("define ") {
            let name = line.split('@').nth(1).and_then(|r| r.split('(').next()).unwrap_or("");
            skipping = name != keep;
        }
        if !skipping {
            out.push_str(line);
            out.push('\n');
        }
        if line == "}" {
            skipping = false;
        }
    }
    out
}

fn files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let mut found: Vec<PathBuf> = walkdir::WalkDir::new(&root)
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll") && !p.with_extension("toml").exists())
        // Kernels with an inline launch spec are the harness's (tests/e2e_verify.rs).
        .filter(|p| std::fs::read_to_string(p).map_or(true, |t| visa_lower::exec::launch::inline_spec(&t).is_none()))
        // The generated agreement suite scatters to global memory (refused) and is the JIT's.
        .filter(|p| !p.starts_with(root.join("reference")))
        // IGC's vector-compiler kernels, the source of its dumps (tests/it/igc_dialect.rs).
        .filter(|p| !p.starts_with(root.join("igc")))
        // Tests of diagnostics: every function is bad on purpose.
        .filter(|p| !ERROR_TESTS.iter().any(|e| p.ends_with(e)))
        .collect();
    found.sort();
    found
}

const ERROR_TESTS: [&str; 4] = [
    "lower/legalize_errors.ll",
    "lower/select_unsupported.ll",
    "lower/error_location_after_rewrite.ll",
    "cli/reference_refusals.ll",
];

#[test]
fn every_function_without_a_launch_spec_verifies_on_every_platform() {
    let (mut verified, mut refused, mut failures) = (0, 0, Vec::new());
    // Runs whose messages enabled no lane at all prove little: count them.
    let mut idle = Vec::new();
    for path in files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let context = visa_lower::input::ir::context_for(text.as_bytes());
        let Ok(loaded) = visa_lower::input::ir::load_module(&context, &file, text.as_bytes()) else {
            continue; // testdata/errors: not IR
        };
        for function in loaded.module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
            let name = function.get_name().to_string_lossy().into_owned();
            let alone = only_function(&text, &name);
            let spec = launch_for(function);
            for platform in Platform::ALL {
                match verify(&file, alone.as_bytes(), &spec, Some(&name), platform) {
                    Outcome::Verified(report) => {
                        verified += 1;
                        let lanes: u64 =
                            report.stats.as_ref().map_or(0, |s| s.per_message.values().map(|m| m.active_lanes).sum());
                        if lanes == 0 {
                            idle.push(format!("{file} @{name} on {platform}"));
                        }
                    }
                    Outcome::Refused => refused += 1,
                    Outcome::Failed(why) => failures.push(format!("{file} @{name} on {platform}: {why}\n{spec}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n\n"));
    // testdata/lower alone has over 100 functions; most run on every platform.
    assert!(verified >= 300, "only {verified} runs verified ({refused} refused)");
    eprintln!("{verified} function x platform runs verified, {refused} refused by the input contract");
    eprintln!("{} run(s) enabled no message lane: {idle:#?}", idle.len());
    // Only functions whose masks are constant zero (or that send no message) may run idle.
    assert!(idle.len() * 10 <= verified, "too many idle runs: {idle:#?}");
}
