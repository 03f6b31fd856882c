//! `visa-lower compile`: LLVM IR to vISA text, the lowered IR or the vISA
//! object file, one input or several, each behind the wall.

use super::cli::{check_unchanged, job_result, platform_help, print_diagnostics, read_input, walled, write_json};
use super::cli::{parse_platform, CmdResult, Failure, Input};
use crate::diag::Diagnostic;
use crate::limits::MAX_INPUT_BYTES;
use crate::sys::output::{write_output, StreamedOutput};
use crate::Platform;
use clap::{Args, ValueEnum};
use std::io::Write;

#[derive(Clone, Copy, ValueEnum)]
enum Emit {
    Visaasm,
    Llvm,
    Isa,
}

#[derive(Args)]
pub struct CompileArgs {
    /// Input files (`-` for stdin). Several are compiled one after another,
    /// each on its own: one output per input, beside it (`a.ll` writes
    /// `a.visaasm`, `a.isa` or `a.lowered.ll`) or into the folder `-o`
    /// names; every input's diagnostics are shown, and the exit code is 2
    /// when any failed (the others' outputs are written all the same).
    #[arg(required = true, value_name = "INPUT")]
    inputs: Vec<String>,
    /// Output file (`-` for stdout, the default for one input); with
    /// several inputs, an existing folder the outputs go into.
    #[arg(short, long, value_name = "OUT")]
    output: Option<String>,
    #[arg(long, default_value_t = Platform::DEFAULT, value_parser = parse_platform, help = platform_help("Target platform"))]
    platform: Platform,
    /// The messages `select` makes of loads, stores, gathers and scatters:
    /// `legacy` (the data port's) or `lsc` (default: LSC where the platform
    /// has it: xehpg, mtl, xehpc, xe2).
    #[arg(long, value_parser = super::cli::parse_messages)]
    messages: Option<visa_passes::transforms::pipeline::Messages>,
    /// What to write: vISA text, the LLVM IR after the passes, or the vISA
    /// object file (binary: not to a terminal; `decode` prints it back).
    #[arg(long, value_enum, default_value = "visaasm")]
    emit: Emit,
    #[arg(long, value_delimiter = ',', value_name = "PASS,...", help = format!(
        "Comma-separated passes to run, a subset of {} in that order (the default: all; promote and svm-channels \
         report every refusal, named or not; `--passes=` runs none)", all_passes()))]
    passes: Vec<String>,
    /// Print the module after every pass (on stderr).
    #[arg(long)]
    print_after_all: bool,
    /// Run LLVM's module verifier after every pass; a broken module is an
    /// internal error naming the pass.
    #[arg(long)]
    verify_each: bool,
    /// List the memory operations found and each pass's counters (on stderr).
    #[arg(long)]
    stats: bool,
    #[arg(long, value_name = "PASS", help = format!(
        "Print the module after the named pass (on stderr; repeatable): {}", pass_list()))]
    print_after: Vec<String>,
    /// Print the time each pass took (on stderr).
    #[arg(long)]
    time_passes: bool,
    /// Keep the dispatch mask (SIMT mode) instead of `_NM` messages.
    #[arg(long)]
    simt: bool,
    /// Leave out the `// FILE:LINE:COL` comment lines that name, in vISA
    /// text, the IR instruction each run of instructions was made from.
    #[arg(long)]
    no_locations: bool,
    /// Print the compile report (functions, messages, statistics,
    /// diagnostics) as the JSON object of docs/json.md on stdout; the
    /// compiled output goes to `-o FILE` only. With several inputs, one
    /// object per input, in their order; the outputs are written as without it.
    #[arg(long)]
    json: bool,
    /// Threads to compile a large module on (default: every core). Its
    /// functions are cut into runs, one per thread, when each run has at
    /// least 128 KiB of text (16 KiB of bitcode) and no function calls or
    /// takes the address of another; the output is the same bytes either
    /// way. `--time-passes`, `--print-after` and `--emit llvm` use one thread.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024))]
    jobs: Option<u64>,
}

/// The passes, in the pipeline's order, for help lines.
fn pass_list() -> String {
    visa_passes::DEFAULT_PIPELINE.join(",")
}

/// Every pass `--passes` may name, in order, for help lines.
fn all_passes() -> String {
    visa_passes::PASSES.join(",")
}

/// `--passes` and `--print-after` name passes that exist, `--passes` in the
/// pipeline's order, and `--print-after` a pass that runs (before any work).
fn check_pass_names(args: &CompileArgs) -> Result<(), Diagnostic> {
    let known = visa_passes::PASSES;
    for (flag, names) in [("--passes", &args.passes), ("--print-after", &args.print_after)] {
        if let Some(bad) = names.iter().find(|n| !n.is_empty() && !known.contains(&n.as_str())) {
            return Err(Diagnostic::new(format!("{flag}: unknown pass `{bad}`; available: {}", known.join(", "))));
        }
    }
    if let Some(bad) = args.print_after.iter().find(|n| n.is_empty()) {
        return Err(Diagnostic::new(format!("--print-after: `{bad}` names no pass; available: {}", known.join(", "))));
    }
    // Each pass reads what the one before it writes: a subset of the
    // pipeline, in its order, each pass once.
    let position = |name: &str| known.iter().position(|k| *k == name);
    let named: Vec<&str> = args.passes.iter().map(String::as_str).filter(|n| !n.is_empty()).collect();
    if let Some(pair) = named.windows(2).find(|w| position(w[0]) >= position(w[1])) {
        let why = if pair[0] == pair[1] { "runs twice".to_string() } else { format!("runs before `{}`", pair[1]) };
        return Err(Diagnostic::new(format!(
            "--passes: `{}` {why}; the passes run in the order {}, each at most once (any of them may be left out)",
            pair[0],
            known.join(", ")
        )));
    }
    // Without `--passes`, promote and svm-channels run before the pipeline.
    let runs = |name: &str| match args.passes.is_empty() {
        true => visa_passes::DEFAULT_PIPELINE.contains(&name),
        false => named.contains(&name),
    };
    if let Some(idle) = args.print_after.iter().find(|n| !runs(n)) {
        let pipeline = match args.passes.is_empty() {
            true => format!("the default, {}; name `{idle}` in --passes to print after it", pass_list()),
            false => format!("--passes={}", named.join(",")),
        };
        return Err(Diagnostic::new(format!("--print-after: `{idle}` does not run in this pipeline ({pipeline})")));
    }
    Ok(())
}

/// `visa-lower compile`: each input behind a wall of its own.
pub fn exec(args: CompileArgs) -> CmdResult {
    check_pass_names(&args)?;
    if matches!(args.emit, Emit::Isa)
        && args.inputs.len() == 1
        && args.output.as_deref().unwrap_or("-") == "-"
        && std::io::IsTerminal::is_terminal(&std::io::stdout())
    {
        return Err(Diagnostic::new(
            "--emit isa writes a binary object file, not to a terminal: name a file with -o, or pipe it \
             (`visa-lower decode FILE.isa` prints one as text)",
        )
        .into());
    }
    if let [input] = args.inputs.as_slice() {
        return compile_one(&args, input, args.output.as_deref().unwrap_or("-"));
    }
    let outputs = several_outputs(&args)?;
    // Each input in a wall of its own: one's failure (even a crash) is
    // reported and the next compiles; its output is written only whole.
    let mut code = 0;
    for (input, output) in args.inputs.iter().zip(&outputs) {
        if let Err(failure) = compile_one(&args, input, &output.to_string_lossy()) {
            print_diagnostics(&failure.diagnostics, failure.code);
            code = code.max(failure.code);
        }
    }
    match code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// Compiles `input` to `output` behind the wall.
fn compile_one(args: &CompileArgs, input: &str, output: &str) -> CmdResult {
    let (file, bytes) = read_input(input, MAX_INPUT_BYTES)?;
    let ended = walled(&file, &bytes, args.json, || job_result(&file, compile_job(args, output, &file, &bytes)))?;
    match ended.code {
        0 => Ok(()),
        code => Err(Failure { diagnostics: Vec::new(), code }),
    }
}

/// The output of each of several inputs, checked before any compiles:
/// beside the input with the extension of `--emit`, or in the folder `-o`
/// names; never standard input or output, never two inputs to one file,
/// never an input overwritten.
fn several_outputs(args: &CompileArgs) -> Result<Vec<std::path::PathBuf>, Diagnostic> {
    use std::path::{Path, PathBuf};
    if args.inputs.iter().any(|i| i == "-") {
        return Err(Diagnostic::new(
            "`-` (standard input) cannot be one of several inputs: each input's output is named after it",
        ));
    }
    let folder = match args.output.as_deref() {
        None => None,
        Some("-") => {
            return Err(Diagnostic::new(
                "-o -: several inputs write one output each, to files; -o names a folder for them (or leave it out to write each beside its input)",
            ))
        }
        Some(out) if Path::new(out).is_dir() => Some(Path::new(out)),
        Some(out) => {
            return Err(Diagnostic::new(format!(
                "-o {out}: with several inputs -o names an existing folder (one output per input goes into it), and `{out}` is not one; \
                 leave -o out to write each output beside its input"
            )))
        }
    };
    let extension = match args.emit {
        Emit::Visaasm => "visaasm",
        Emit::Isa => "isa",
        // Not `.ll`: that would overwrite the input.
        Emit::Llvm => "lowered.ll",
    };
    let mut outputs: Vec<PathBuf> = Vec::new();
    for input in &args.inputs {
        let beside = Path::new(input).with_extension(extension);
        let output = match (folder, beside.file_name()) {
            (Some(folder), Some(name)) => folder.join(name),
            _ => beside,
        };
        if let Some(same) = args.inputs.iter().find(|i| Path::new(i) == output) {
            return Err(Diagnostic::new(format!(
                "{input}: its output `{}` would overwrite the input `{same}`",
                output.display()
            )));
        }
        if let Some(i) = outputs.iter().position(|o| *o == output) {
            return Err(Diagnostic::new(format!(
                "{input}: its output `{}` is also the output of `{}`; give each input a name of its own, or compile them apart",
                output.display(),
                args.inputs[i]
            )));
        }
        outputs.push(output);
    }
    Ok(outputs)
}

/// The compile itself, in the wall's child, output written last (through a
/// temporary file the parent removes should the child die).
fn compile_job(args: &CompileArgs, output: &str, file: &str, input: &Input) -> Result<Option<Vec<u8>>, Failure> {
    let bytes: &[u8] = input;
    use crate::api::MemoryOperation;
    use crate::pipeline::memory_ops::MemoryOps;
    use crate::pipeline::{compile::CompileOptions, compile::EmitKind, compile::Split, compile::TextSink};
    use visa_passes::transforms::pipeline::PrintAfter;
    let print_after = match (args.print_after_all, args.print_after.is_empty()) {
        (true, _) => PrintAfter::All,
        (false, false) => PrintAfter::Passes(args.print_after.clone()),
        (false, true) => PrintAfter::None,
    };
    let options = CompileOptions {
        platform: args.platform,
        simt: args.simt,
        messages: args.messages,
        // `--passes=` (empty) runs no pass; no `--passes` runs the default pipeline.
        passes: (!args.passes.is_empty()).then(|| args.passes.iter().filter(|p| !p.is_empty()).cloned().collect()),
        verify_each: args.verify_each,
        print_after,
        emit: match args.emit {
            Emit::Visaasm => EmitKind::Visaasm,
            Emit::Llvm => EmitKind::Llvm,
            Emit::Isa => EmitKind::Isa,
        },
        keep_kernels: args.json,
        locations: !args.no_locations,
    };
    // The text goes to the output file as each kernel is printed (the JSON
    // report keeps the kernels and writes the output after them).
    let mut streamed = (options.emit == EmitKind::Visaasm && !args.json).then(|| StreamedOutput::new(output));
    // The process ends after the compile: the parts' modules are left to it.
    let mut split = Split::per_core(false);
    split.parts = args.jobs.map_or(split.parts, |jobs| jobs as usize);
    split.source = input.file();
    if !args.time_passes {
        // What --stats and --json report of the input, part by part.
        let read = |loaded: &crate::input::ir::LoadedModule<'_>| {
            (args.stats.then(|| MemoryOps::of(loaded)), args.json.then(|| MemoryOperation::of_module(loaded)))
        };
        // (stderr is not locked meanwhile: a part's thread may write to it.)
        let sink = streamed.as_mut().map(|s| s as &mut dyn TextSink);
        if let Some((compiled, reads)) =
            crate::pipeline::compile::compile_split(file, bytes, &options, split, &read, sink)
        {
            let (ops, operations): (Vec<_>, Vec<_>) = reads.into_iter().unzip();
            if args.stats {
                let ops = MemoryOps::concat(ops.into_iter().flatten());
                let _ = ops.write_report(file, &mut std::io::stderr().lock());
            }
            let operations = args.json.then(|| operations.into_iter().flatten().flatten().collect());
            return compile_output(args, output, file, compiled, operations, streamed);
        }
        // Compiled again on one thread: what the parts wrote goes.
        if let Some(streamed) = &mut streamed {
            streamed.restart();
        }
    }
    let start = std::time::Instant::now();
    let context = crate::input::ir::context_for(bytes);
    let loaded = crate::input::ir::load_module_from(&context, file, bytes, input.file())?;
    let parse_time = start.elapsed();
    let memory_operations = args.json.then(|| MemoryOperation::of_module(&loaded));
    if args.stats {
        let _ = MemoryOps::of(&loaded).write_report(&loaded.file, &mut std::io::stderr().lock());
    }
    let sink = streamed.as_mut().map(|s| s as &mut dyn TextSink);
    let mut compiled = crate::pipeline::compile::compile_to(&loaded, &options, sink)
        .map_err(|diagnostics| Failure { diagnostics, code: 2 })?;
    compiled.report.times.insert(0, ("parse", parse_time));
    compile_output(args, output, file, compiled, memory_operations, streamed)?;
    // The process ends here: freeing a large module costs tens of
    // milliseconds (hundreds at 10x) and gives nothing back.
    std::mem::forget(loaded);
    std::mem::forget(context);
    Ok(None)
}

/// What `compile` writes once the module compiled: the printed modules and
/// the report on stderr, the output (`streamed` has it when it was written
/// as it was made), the JSON report.
fn compile_output(
    args: &CompileArgs,
    output: &str,
    file: &str,
    compiled: crate::pipeline::compile::CompileOutput,
    memory_operations: Option<Vec<crate::api::MemoryOperation>>,
    streamed: Option<StreamedOutput>,
) -> Result<Option<Vec<u8>>, Failure> {
    check_unchanged(file)?;
    let mut stderr = std::io::stderr().lock();
    for (pass, module) in &compiled.report.printed {
        let _ = write!(stderr, "; *** IR Dump After {pass} ***\n{module}");
    }
    let _ = write!(
        stderr,
        "{}",
        crate::pipeline::compile::pipeline_report_text(&compiled.report, args.stats, args.time_passes)
    );
    drop(stderr);
    if let Some(memory_operations) = memory_operations {
        if output != "-" {
            write_output(output, &compiled.output)?;
        }
        let report = crate::api::Compiled::new(file, args.platform, memory_operations, compiled);
        write_json(&report.json())?;
    } else if let Some(streamed) = streamed {
        streamed.commit()?;
    } else {
        write_output(output, &compiled.output)?;
    }
    Ok(None)
}
