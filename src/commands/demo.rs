//! `visa-lower demo`: each built-in example through every stage that exists.

use super::cli::CmdResult;
use crate::diag::Diagnostic;
use crate::pipeline::compile::{compile, CompileOptions, EmitKind};
use crate::pipeline::memory_ops::memory_op_report;
use crate::pipeline::run::{run_ir, run_visaasm, IrRunRequest, RunRequest, DEFAULT_PLATFORM};
use crate::sys::output::write_output;
use crate::visa::{binary, text::parse, text::print, verify};
use crate::Platform;
use std::fmt::Write;

/// The built-in example kernels: (file name, source).
pub const EXAMPLE_LL: (&str, &str) = ("gather_sum.ll", include_str!("../examples/gather_sum.ll"));
/// The launch spec the demo runs [`EXAMPLE_LL`] with.
pub const EXAMPLE_LL_LAUNCH: (&str, &str) = ("gather_sum.toml", include_str!("../examples/gather_sum.toml"));
pub const EXAMPLE_VISAASM: (&str, &str) = ("messages.visaasm", include_str!("../examples/messages.visaasm"));
/// The launch spec the demo runs [`EXAMPLE_VISAASM`] with.
pub const EXAMPLE_LAUNCH: (&str, &str) = ("messages.toml", include_str!("../examples/messages.toml"));

/// What `visa-lower demo` shows: each built-in example through every stage
/// that exists.
pub fn demo_report() -> String {
    let mut out = String::new();
    let (ll_name, ll_text) = EXAMPLE_LL;
    let (launch_name, launch_text) = EXAMPLE_LL_LAUNCH;
    let _ = writeln!(out, "== {ll_name}: memory operations found");
    let context = crate::input::ir::context_for(ll_text.as_bytes());
    match crate::input::ir::load_module(&context, ll_name, ll_text.as_bytes()) {
        Ok(loaded) => out.push_str(&memory_op_report(&loaded)),
        Err(d) => {
            let _ = writeln!(out, "{d}");
        }
    }
    let _ = writeln!(
        out,
        "\n== {ll_name} compiled for {DEFAULT_PLATFORM} (dead-loads, gep-offsets, select, legalize, emit)"
    );
    let context = crate::input::ir::context_for(ll_text.as_bytes());
    let compiled =
        crate::input::ir::load_module(&context, ll_name, ll_text.as_bytes()).map_err(|d| vec![d]).and_then(|loaded| {
            let options = CompileOptions {
                platform: DEFAULT_PLATFORM,
                simt: false,
                passes: None,
                messages: None,
                verify_each: true,
                print_after: visa_passes::transforms::pipeline::PrintAfter::None,
                emit: EmitKind::Visaasm,
                keep_kernels: false,
                locations: true,
            };
            compile(&loaded, &options)
        });
    match compiled {
        Ok(c) => out.push_str(&String::from_utf8_lossy(&c.output)),
        Err(diagnostics) => diagnostics.iter().for_each(|d| {
            let _ = writeln!(out, "{d}");
        }),
    }
    for platform in Platform::ALL {
        let _ = writeln!(
            out,
            "\n== {ll_name} on {platform}: compiled, run on the emulator, verified against the reference"
        );
        let request = IrRunRequest::verify_on(ll_name, ll_text.as_bytes(), (launch_name, launch_text), platform);
        match run_ir(&request) {
            Ok(report) => out.push_str(&report.text()),
            Err(diagnostics) => diagnostics.iter().for_each(|d| {
                let _ = writeln!(out, "{d}");
            }),
        }
    }

    let (asm_name, asm_text) = EXAMPLE_VISAASM;
    let _ = writeln!(out, "\n== {asm_name}: parsed, printed, verified, encoded, run");
    match parse::parse_program(asm_text) {
        Err(e) => {
            let _ = writeln!(out, "{}", e.to_diagnostic(asm_name, asm_text));
        }
        Ok(program) => {
            out.push_str(&print::print_program(&program));
            for kernel in &program.kernels {
                for platform in Platform::ALL {
                    let verdict = match verify::verify_kernel(kernel, platform) {
                        Ok(()) => " ok".to_string(),
                        Err(errors) => errors.iter().map(|e| format!("\n    {e}")).collect(),
                    };
                    let _ = writeln!(out, "verify {} for {platform}:{verdict}", kernel.name);
                }
                match binary::encode_body(&kernel.body) {
                    Ok(bytes) => {
                        let _ = writeln!(out, "binary: {} instructions in {} bytes", kernel.body.len(), bytes.len());
                        for inst in &kernel.body {
                            if let Ok(bytes) = binary::encode_instruction(inst) {
                                let hex: Vec<_> = bytes.iter().map(|b| format!("{b:02x}")).collect();
                                let _ = writeln!(out, "  {:<16} {}", inst.mnemonic(), hex.join(" "));
                            }
                        }
                    }
                    Err(e) => {
                        let _ = writeln!(out, "{}", Diagnostic::new(e.to_string()));
                    }
                }
            }
        }
    }
    let (launch_name, launch_text) = EXAMPLE_LAUNCH;
    let _ = writeln!(out, "\n== {asm_name} run on the emulator with {launch_name}");
    let request = RunRequest {
        file: asm_name,
        text: asm_text,
        launch: Some((launch_name, launch_text)),
        platform: Some(DEFAULT_PLATFORM),
        kernel: None,
        ub_error: false,
        budget: None,
    };
    match run_visaasm(&request) {
        Ok(result) => out.push_str(&result.text()),
        Err(diagnostics) => diagnostics.iter().for_each(|d| {
            let _ = writeln!(out, "{d}");
        }),
    }
    out
}

/// `visa-lower demo`.
pub fn exec() -> CmdResult {
    Ok(write_output("-", demo_report().as_bytes())?)
}
