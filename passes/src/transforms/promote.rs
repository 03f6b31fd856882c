//! Promotion of private memory before `select`: `alloca`s become SSA values
//! through LLVM's own SROA and mem2reg (new pass manager), so a private
//! array accessed at constant indices lives in registers.
//!
//! An `alloca` they leave (an access at a variable index) is kept in a GRF
//! variable when [`crate::transforms::private_vector`] can (an array,
//! vector or struct of one scalar type, of at most [`PRIVATE_GRF_BYTES`]
//! bytes, accessed only by loads and stores of its elements): mem2reg then
//! makes the vector an SSA value (its lanes undefined until stored, as the
//! `alloca`'s bytes are). Emit reads a variable lane by compares, or past 32
//! lanes by `addr_add` and an indirect move (`docs/lowering.md`, "Private
//! memory"). Any other `alloca` is refused at the `alloca` or at the use that
//! cannot be kept in registers, naming what is supported.

use crate::ir::intrinsics::instructions;
use crate::ir::llvm::run_pass_pipeline;
use crate::transforms::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::module::Module;
use inkwell::values::InstructionOpcode;

/// LLVM's new pass manager pipeline, as `opt -passes=` spells it.
const PIPELINE: &std::ffi::CStr = c"function(sroa,mem2reg)";

use crate::transforms::private_vector::PrivateVector;
pub use crate::transforms::private_vector::PRIVATE_GRF_BYTES;

/// The pass's name (`--passes=promote`, the plugin's `visa-promote`).
pub const PASS: &str = "promote";

/// Whether any function of the module has an `alloca`.
pub fn has_allocas(module: &Module<'_>) -> bool {
    module.get_functions().any(|f| instructions(f).any(|i| i.get_opcode() == InstructionOpcode::Alloca))
}

/// Runs SROA then mem2reg over every defined function, keeps each array
/// they leave as a vector (mem2reg again), or refuses it. Returns how many
/// `alloca`s were promoted, or every refusal.
pub fn promote_allocas(module: &Module<'_>) -> Result<u64, Vec<PassError>> {
    let count = |m: &Module<'_>| {
        m.get_functions().flat_map(instructions).filter(|i| i.get_opcode() == InstructionOpcode::Alloca).count() as u64
    };
    let before = count(module);
    crate::transforms::private_memops::expand_private_transfers(module);
    run_passes(module, PIPELINE).map_err(|e| vec![e])?;
    let mut vectors = 0;
    // Each `alloca` is analyzed on its own; one that cannot be kept in
    // registers goes to the private frame (`private_frame`), which reports
    // every `alloca` it cannot place, in module order.
    for function in module.get_functions() {
        let left: Vec<_> = instructions(function).filter(|i| i.get_opcode() == InstructionOpcode::Alloca).collect();
        for alloca in left {
            if let Ok(vector) = PrivateVector::of(module, function, alloca) {
                vector.rewrite(module).map_err(|e| vec![e])?;
                vectors += 1;
            }
        }
    }
    if vectors > 0 {
        run_passes(module, c"function(mem2reg)").map_err(|e| vec![e])?;
    }
    crate::transforms::private_frame::place_in_frames(module)?;
    Ok(before - count(module))
}

/// Runs a pipeline of LLVM's new pass manager over the module.
fn run_passes(module: &Module<'_>, pipeline: &std::ffi::CStr) -> Result<(), PassError> {
    let failed = run_pass_pipeline(module, pipeline).err();
    match failed {
        Some(message) => Err(PassError {
            pass: PASS,
            function: String::new(),
            instruction: None,
            message,
            kind: crate::diag_kind::DiagnosticKind::Internal,
        }),
        None => Ok(()),
    }
}

/// [`promote_allocas`] as a pipeline pass (`--passes`, the `opt` plugin):
/// its refusals are its errors, every one ([`ModulePass::run_all`]);
/// `--stats` counts the `alloca`s promoted (`promote: allocas_promoted`).
pub struct Promote;

impl ModulePass for Promote {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, module: &Module<'_>, options: &PassOptions, stats: &mut Stats) -> Result<(), PassError> {
        self.run_all(module, options, stats).map_err(|refused| PassError::first_of(PASS, refused))
    }

    fn run_all(&self, module: &Module<'_>, _options: &PassOptions, stats: &mut Stats) -> Result<(), Vec<PassError>> {
        let promoted = promote_allocas(module)?;
        if promoted > 0 {
            stats.add(PASS, "allocas_promoted", promoted);
        }
        Ok(())
    }
}
