//! Whole-output snapshots, one per input file under `testdata/` (insta
//! `glob!`, as ruff's parser fixtures do). A `.visaasm` file snapshots its
//! printed form and the verifier's verdict on every platform; a `.ll` file
//! its memory-operation report; a file that is rejected, its diagnostic.
//! New snapshots are reviewed with `cargo insta review`; CI never writes them.
//!
//! One expectation per output: the vISA that `compile` emits for a `.ll`
//! file on a platform is either checked by the file's own FileCheck lines
//! (a `RUN: visa-lower compile %s --platform P | FileCheck %s ...` line,
//! tests/filecheck.rs) or snapshotted here, never both
//! ([`inline_checked_platforms`]; README, "Tests").

use visa_lower::visa::{text::parse, text::print, verify};
use visa_lower::Platform;

/// The path as diagnostics should show it: relative to the crate root.
fn display_path(path: &std::path::Path) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

fn visaasm_snapshot(name: &str, text: &str) -> String {
    let program = match parse::parse_program(text) {
        Ok(p) => p,
        Err(e) => return e.to_diagnostic(name, text).to_string(),
    };
    let mut out = print::print_program(&program);
    for kernel in &program.kernels {
        for platform in Platform::ALL {
            match verify::verify_kernel(kernel, platform) {
                Ok(()) => out.push_str(&format!("verify {platform}: ok\n")),
                Err(errors) => {
                    out.push_str(&format!("verify {platform}:\n"));
                    for e in errors {
                        out.push_str(&format!("  {e}\n"));
                    }
                }
            }
        }
    }
    out
}

fn ll_snapshot(name: &str, bytes: &[u8]) -> String {
    let context = visa_lower::input::ir::context_for(bytes);
    let report = match visa_lower::input::ir::load_module(&context, name, bytes) {
        Ok(loaded) => visa_lower::pipeline::memory_ops::memory_op_report(&loaded),
        Err(d) => d.to_string(),
    };
    report
}

/// IGC's dumps and their source kernels (testdata/igc/) have their own
/// snapshots (tests/it/igc_dialect.rs).
fn is_igc_corpus(path: &std::path::Path) -> bool {
    path.components().any(|c| c.as_os_str() == "igc")
}

#[test]
fn visaasm_files() {
    insta::glob!("../../testdata", "**/*.visaasm", |path| {
        if is_igc_corpus(path) {
            return;
        }
        let text = std::fs::read_to_string(path).unwrap_or_default();
        insta::assert_snapshot!(visaasm_snapshot(&display_path(path), &text));
    });
}

#[test]
fn ll_files() {
    // The generated agreement suite (testdata/reference/) is checked by
    // tests/it/reference_agreement.rs, not snapshotted.
    insta::glob!("../../testdata", "{stats,errors,refcheck}/*.ll", |path| {
        let bytes = std::fs::read(path).unwrap_or_default();
        insta::assert_snapshot!(ll_snapshot(&display_path(path), &bytes));
    });
}

fn run_snapshot(path: &std::path::Path, json: bool) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let launch_path = path.with_extension("toml");
    let launch_text = std::fs::read_to_string(&launch_path).ok();
    let (file, launch_file) = (display_path(path), display_path(&launch_path));
    let request = visa_lower::pipeline::run::RunRequest {
        file: &file,
        text: &text,
        launch: launch_text.as_deref().map(|t| (launch_file.as_str(), t)),
        platform: None,
        kernel: None,
        ub_error: false,
        budget: None,
    };
    match visa_lower::pipeline::run::run_visaasm(&request) {
        Ok(result) if json => serde_json::to_string_pretty(&result.json()).unwrap_or_default(),
        Ok(result) => result.text(),
        Err(diagnostics) => diagnostics.iter().map(|d| format!("{d}\n")).collect(),
    }
}

/// The emulator's final state for each kernel of `testdata/emu/` run with the
/// launch spec beside it (`k.visaasm` + `k.toml`).
#[test]
fn emulator_runs() {
    insta::glob!("../../testdata", "emu/*.visaasm", |path| {
        insta::assert_snapshot!(run_snapshot(path, false));
    });
}

/// The JSON report of one run, pinning the documented format (docs/run-output.md).
#[test]
fn emulator_json_report() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/emu/typed_atomics.visaasm");
    insta::assert_snapshot!(run_snapshot(&path, true));
}

/// The reference interpreter's final state for each kernel of
/// `testdata/refcheck/` run with the launch spec beside it.
#[test]
fn reference_runs() {
    insta::glob!("../../testdata", "refcheck/*.ll", |path| {
        let bytes = std::fs::read(path).unwrap_or_default();
        let launch_path = path.with_extension("toml");
        let launch_text = std::fs::read_to_string(&launch_path).ok();
        let (file, launch_file) = (display_path(path), display_path(&launch_path));
        let request = visa_lower::pipeline::run::IrRunRequest {
            jit_timeout: visa_lower::limits::JIT_TIMEOUT,
            file: &file,
            bytes: &bytes,
            launch: launch_text.as_deref().map(|t| (launch_file.as_str(), t)),
            kernel: None,
            engine: visa_lower::pipeline::run::IrEngine::Reference,
            ub_error: false,
            platform: None,
            messages: None,
            verify: false,
            budget: None,
        };
        let snapshot = match visa_lower::pipeline::run::run_ir(&request) {
            Ok(report) => report.text(),
            Err(diagnostics) => diagnostics.iter().map(|d| format!("{d}\n")).collect(),
        };
        insta::assert_snapshot!(snapshot);
    });
}

/// The `.visaasm` that `compile` emits for `path` on `platform`, or its
/// diagnostics. An emitted program is parsed back and must pass the vISA
/// verifier for the platform it was compiled for.
fn lowered_visaasm(path: &std::path::Path, platform: Platform) -> String {
    use visa_lower::pipeline::{compile::compile, compile::CompileOptions, compile::EmitKind};
    let bytes = std::fs::read(path).unwrap_or_default();
    let file = display_path(path);
    let context = visa_lower::input::ir::context_for(&bytes);
    let loaded = match visa_lower::input::ir::load_module(&context, &file, &bytes) {
        Ok(loaded) => loaded,
        Err(d) => return format!("{d}\n"),
    };
    let options = CompileOptions {
        platform,
        simt: false,
        passes: None,
        messages: None,
        verify_each: true,
        print_after: Default::default(),
        emit: EmitKind::Visaasm,
        keep_kernels: false,
        locations: false,
    };
    match compile(&loaded, &options) {
        Ok(out) => {
            let text = String::from_utf8(out.output).unwrap_or_default();
            let program = parse::parse_program(&text).unwrap_or_else(|e| panic!("{file} on {platform}: {e:?}"));
            for kernel in &program.kernels {
                if let Err(errors) = verify::verify_kernel(kernel, platform) {
                    panic!("{file} on {platform}: emitted kernel {} fails the verifier: {errors:?}", kernel.name);
                }
            }
            text
        }
        Err(diagnostics) => diagnostics.iter().map(|d| format!("{d}\n")).collect(),
    }
}

/// The platforms on which a file's own RUN lines check the vISA that plain
/// `compile` emits for it: a line running `[not] visa-lower compile %s` with
/// no option that changes the output (only `--platform P`, `--verify-each`
/// and `--no-locations`; without `--platform`, the default platform) and piping
/// it into `FileCheck`. A line with `--emit`, `--passes`, `--stats`, `-o`,
/// `--simt` or on another input (`%t.ll`) checks a different output.
pub(crate) fn inline_checked_platforms(text: &str) -> Vec<Platform> {
    let mut platforms = Vec::new();
    for run in crate::llvm_tools::run_lines(text) {
        let mut stages = run.split('|').map(str::split_whitespace);
        let Some(first) = stages.next() else { continue };
        if !stages.any(|mut stage| stage.next() == Some("FileCheck")) {
            continue;
        }
        let words: Vec<&str> = first.collect();
        let words = words.strip_prefix(&["not"]).unwrap_or(&words);
        let Some(options) = words.strip_prefix(&["visa-lower", "compile", "%s"]) else { continue };
        let mut platform = Some(Platform::DEFAULT);
        let mut options = options.iter();
        while let Some(option) = options.next() {
            match *option {
                // The snapshots are of the text without location comments.
                "--verify-each" | "--no-locations" | "2>&1" => {}
                "--platform" => platform = options.next().and_then(|name| name.parse().ok()),
                _ => platform = None,
            }
            if platform.is_none() {
                break;
            }
        }
        if let Some(platform) = platform.filter(|p| !platforms.contains(p)) {
            platforms.push(platform);
        }
    }
    platforms
}

#[test]
fn inline_checked_platforms_reads_only_plain_compile_lines() {
    let text = "\
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform xehpg \\
; RUN:   --verify-each | FileCheck %s
; RUN: visa-lower compile %s --emit llvm --platform xehpc | FileCheck %s
; RUN: visa-lower compile %s --stats --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %t.ll --platform xehpc | FileCheck %s
; RUN: visa-lower compile %s --platform xehpc -o %t
";
    assert_eq!(inline_checked_platforms(text), [Platform::Gen9, Platform::XeLp, Platform::XeHpg]);
    assert_eq!(inline_checked_platforms("; RUN: visa-lower compile %s | FileCheck %s"), [Platform::DEFAULT]);
    assert_eq!(
        inline_checked_platforms("; RUN: visa-lower compile %s --platform PVC | FileCheck %s"),
        [Platform::XeHpc]
    );
}

/// The `.visaasm` of every `.ll` kernel in `testdata/` on every platform its
/// RUN lines do not check (platforms with identical output share one
/// section), or the diagnostics of kernels the lowering refuses; a file
/// checked inline on every platform has no snapshot. Every platform's
/// output, checked inline or not, must parse back and pass the verifier.
#[test]
fn lowered_ll_files() {
    insta::glob!("../../testdata", "**/*.ll", |path| {
        if is_igc_corpus(path) {
            return;
        }
        let inline = inline_checked_platforms(&std::fs::read_to_string(path).unwrap_or_default());
        let mut sections: Vec<(Vec<Platform>, String)> = Vec::new();
        for platform in Platform::ALL {
            let out = lowered_visaasm(path, platform);
            if inline.contains(&platform) {
                continue;
            }
            match sections.iter_mut().find(|(_, text)| *text == out) {
                Some((platforms, _)) => platforms.push(platform),
                None => sections.push((vec![platform], out)),
            }
        }
        if sections.is_empty() {
            return;
        }
        let mut snapshot = String::new();
        for (platforms, text) in sections {
            let names: Vec<String> = platforms.iter().map(|p| p.to_string()).collect();
            snapshot.push_str(&format!("==== {} ====\n{text}", names.join(", ")));
        }
        insta::assert_snapshot!(snapshot);
    });
}
