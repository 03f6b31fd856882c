//! Every error of a module whose memory operations `select` refuses, emit's
//! too. `select` plans every memory operation before it changes anything,
//! so its refusals come together (`select::every_error`); what emit would
//! refuse in the same module (an instruction no vISA instruction computes,
//! an external call) is found by lowering the module without them: each
//! refused operation is replaced by a call of a placeholder (which keeps
//! its source position and which emit refuses in turn, so that nothing
//! reading the refused value is reported: no cascades), the passes run
//! again, and emit reports what it refuses, less the placeholders and the
//! function-level refusals (a parameter's type) of a function `select`
//! refused in (its refusal says why already). The diagnostics come in the
//! order of the text, once each.

use crate::diag::{Diagnostic, DiagnosticKind};
use crate::input::ir::LoadedModule;
use inkwell::types::{AnyTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{AsValueRef, FunctionValue};
use visa_passes::ir::intrinsics::instructions;
use visa_passes::ir::llvm::{build_call, copy_metadata, erase_unused_instruction, replace_all_uses};
use visa_passes::transforms::inline::{tag_positions, INLINED_KIND, SOURCE_KIND};
use visa_passes::transforms::pipeline::{run_pipeline, PassError, PassOptions, PipelineOptions};

/// The placeholders' names: `visa_lower.select_refused.N`, one per result type.
const PLACEHOLDER: &str = "visa_lower.select_refused.";

/// How the module would have gone on after the passes: `None` when it is
/// not emitted (or the passes are not the default pipeline), else what
/// emitting the module's kernels refuses (`compile::emit_errors`).
pub(crate) type Emission<'a> = Option<&'a dyn Fn() -> Vec<Diagnostic>>;

/// The diagnostics of `refused` (`select`'s refusals, every one), and
/// emit's own refusals of the module lowered without those operations,
/// when `emission` says the module is emitted; otherwise `refused`'s
/// alone. The module is left changed (it is not emitted).
pub(crate) fn with_emit_errors(
    loaded: &LoadedModule<'_>,
    emission: Emission<'_>,
    pass_options: &PassOptions,
    refused: &[PassError],
) -> Vec<Diagnostic> {
    let source = loaded.source();
    let selected: Vec<Diagnostic> = refused.iter().map(|e| source.pass_error(&loaded.module, e)).collect();
    let by_select =
        refused.iter().all(|e| e.pass == "select" && e.instruction.is_some() && e.kind == DiagnosticKind::Refused);
    let Some(emit_errors) = emission.filter(|_| by_select) else {
        return selected;
    };
    let Some(emitted) = emit_errors_without(loaded, emit_errors, pass_options, refused) else {
        return selected;
    };
    // A function-level refusal of emit (at its `define`) in a function
    // select refused in: the parameter select's refusal is about.
    let defines: Vec<_> =
        refused.iter().filter_map(|e| source.map.function(&e.function)).map(|pos| (pos.line, pos.col)).collect();
    let at = |d: &Diagnostic| d.loc.as_ref().map(|l| (l.line, l.col));
    let own = |d: &Diagnostic| !d.message.contains(PLACEHOLDER) && at(d).is_none_or(|place| !defines.contains(&place));
    let mut all: Vec<Diagnostic> = selected;
    for d in emitted.into_iter().filter(own) {
        if !all.iter().any(|seen| seen.to_string() == d.to_string()) {
            all.push(d);
        }
    }
    // In the order of the text; those without a place keep theirs, last.
    all.sort_by_key(|d| at(d).map_or((1, 0, 0), |(line, col)| (0, line, col)));
    all
}

/// Emit's refusals of the module lowered with each of `refused` replaced
/// by a placeholder call; `None` when that cannot be done (a placeholder's
/// name is taken, a type has no function of its own, the passes refuse
/// again).
fn emit_errors_without(
    loaded: &LoadedModule<'_>,
    emit_errors: &dyn Fn() -> Vec<Diagnostic>,
    pass_options: &PassOptions,
    refused: &[PassError],
) -> Option<Vec<Diagnostic>> {
    let module = &loaded.module;
    let source = loaded.source();
    // Every instruction keeps its position when the passes move it, the
    // placeholders the refused operation's.
    tag_positions(module, |f, i| source.location(f, i).map(|l| (l.line, l.col)));
    let context = module.get_context();
    let kinds = [SOURCE_KIND, INLINED_KIND, "dbg"].map(|k| context.get_kind_id(k));
    let builder = context.create_builder();
    let mut placeholders: Vec<(AnyTypeEnum<'_>, FunctionValue<'_>)> = Vec::new();
    for e in refused {
        let function = module.get_function(&e.function)?;
        let inst = instructions(function).nth(e.instruction?)?;
        let ty = inst.get_type();
        let callee = match placeholders.iter().find(|(t, _)| *t == ty) {
            Some(&(_, f)) => f,
            None => {
                let name = format!("{PLACEHOLDER}{}", placeholders.len());
                if module.get_function(&name).is_some() {
                    return None;
                }
                let fn_type = match ty {
                    AnyTypeEnum::VoidType(void) => void.fn_type(&[], false),
                    other => BasicTypeEnum::try_from(other).ok()?.fn_type(&[], false),
                };
                let f = module.add_function(&name, fn_type, None);
                placeholders.push((ty, f));
                f
            }
        };
        builder.position_before(&inst);
        let call = build_call(&builder, callee, &[], "").ok()?.as_value_ref();
        let old = inst.as_value_ref();
        if !matches!(ty, AnyTypeEnum::VoidType(_)) {
            replace_all_uses(old, call).ok()?;
        }
        copy_metadata(old, call, &kinds);
        erase_unused_instruction(old).then_some(())?;
    }
    let passes: Vec<_> =
        visa_passes::DEFAULT_PIPELINE.iter().filter_map(|name| visa_passes::pass_by_name(name)).collect();
    let passes: Vec<&dyn visa_passes::transforms::pipeline::ModulePass> = passes.iter().map(|p| p.as_ref()).collect();
    run_pipeline(module, &passes, pass_options, &PipelineOptions::default()).ok()?;
    Some(emit_errors())
}
