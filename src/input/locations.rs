//! The input's positions as `!dbg` locations on its instructions, so that
//! they survive the passes: `select` and `legalize` build each replacement
//! with LLVM's builder placed before the instruction it replaces, and the
//! builder gives what it builds that instruction's `!dbg`. Emit then reads
//! the IR position of every instruction it translates, new ones included
//! (the `.visaasm` location comments, located emulator faults).
//!
//! Only a module without debug info of its own is given locations: one
//! with it keeps what its front end wrote (its `!dbg` names the front
//! end's source, which is then what is reported).

use crate::input::ir::LoadedModule;
use inkwell::module::FlagBehavior;
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::llvm::{LineTables, LocationNodes};

/// Gives every instruction of every function with a body its position in
/// the input text as its `!dbg` location (instructions whose position is
/// not known get none). Call it after inlining (an inlined instruction
/// keeps its own position through its tag, see `inline.rs`, and has no
/// `!dbg` of another function's scope, which LLVM's verifier refuses) and
/// before the passes. Does nothing for a module with debug info, or
/// without source text. `nodes`: [`LocationNodes::Distinct`] unless the
/// module will be printed (`--print-after`), where uniqued nodes print as
/// they always have; what any other reader sees (line, column, scope, which
/// instructions share a node) is the same either way.
pub fn attach_ir_locations(loaded: &LoadedModule<'_>, nodes: LocationNodes) {
    let module = &loaded.module;
    if loaded.text.is_none() || module.get_global_metadata_size("llvm.dbg.cu") > 0 {
        return;
    }
    // The file as diagnostics name it (`debug_location` reads the name only).
    let tables = LineTables::new(module, loaded.file.as_str(), "visa-lower");
    let context = module.get_context();
    let source = loaded.source();
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        if function.get_subprogram().is_some() {
            continue;
        }
        let name = function.get_name().to_string_lossy();
        let count = instructions(function).count();
        let positions = source.of_function(function, count);
        let line = (0..count).find_map(|i| positions.position(i, None)).map_or(0, |p| p.line);
        let scope = tables.function(&name, line);
        function.set_subprogram(scope);
        let located: Vec<_> = instructions(function)
            .enumerate()
            .filter_map(|(index, inst)| positions.position(index, Some(inst)).map(|at| (inst, at.line, at.col)))
            .collect();
        visa_passes::ir::llvm::set_locations(scope, &located, nodes);
    }
    tables.builder.finalize();
    if module.get_flag("Debug Info Version").is_none() {
        let version = context.i32_type().const_int(u64::from(DEBUG_METADATA_VERSION), false);
        module.add_basic_value_flag("Debug Info Version", FlagBehavior::Warning, version);
    }
}

/// LLVM's `DEBUG_METADATA_VERSION`: debug info of another version is dropped.
const DEBUG_METADATA_VERSION: u32 = 3;
