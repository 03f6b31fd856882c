//! Intel's vISA assembler as the judge: every kernel this project emits for
//! `testdata/` (every `.ll`, all four platforms, as `visa-lower compile`
//! writes it) and for a sample of fuzz cases is assembled by `GenX_IR` with
//! `-binary`, which must accept it and write a Gen binary. A rejection fails
//! the test with the assembler's message and the kernel.
//!
//! The assembler is Debian's `libigc-tools` (`.ci/run` installs it). Without
//! it this test fails, saying so: it never skips.

mod assembler_support;

use assembler_support::{assemble_all, Job};
use visa_lower::driver::{compile, CompileOptions, EmitKind};
use visa_lower::fuzz::gen::{random_case, GenOptions, KERNEL};
use visa_lower::visa::{parse, print, Program};
use visa_lower::Platform;

/// The kernels of `visa-lower compile`'s text for `ll` on `platform` (none
/// when it refuses the file), one job each.
fn compiled(file: &str, ll: &[u8], platform: Platform, simt: bool) -> Vec<Job> {
    let context = visa_lower::ir::context_for(ll);
    let Ok(loaded) = visa_lower::ir::load_module(&context, file, ll) else { return Vec::new() };
    let options = CompileOptions {
        platform,
        simt,
        passes: None,
        verify_each: false,
        print_after: Default::default(),
        emit: EmitKind::Visaasm,
    };
    let Ok(out) = compile(&loaded, &options) else { return Vec::new() };
    let text = String::from_utf8(out.output).unwrap_or_else(|e| panic!("{file}: the output is not UTF-8: {e}"));
    let program = parse::parse_program(&text).unwrap_or_else(|e| panic!("{file} on {platform}: {e}\n{text}"));
    program
        .kernels
        .into_iter()
        .map(|k| {
            let name = format!("{file} on {platform}, kernel {}", k.name);
            let one = Program { version: program.version, kernels: vec![k] };
            Job { name, platform, text: print::print_program(&one) }
        })
        .collect()
}

#[test]
fn every_emitted_kernel_assembles() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut jobs = Vec::new();
    let mut files: Vec<_> = walkdir::WalkDir::new(root.join("testdata"))
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    for path in &files {
        let bytes = std::fs::read(path).unwrap_or_default();
        let file = path.strip_prefix(root).unwrap_or(path).display().to_string();
        for platform in Platform::ALL {
            jobs.extend(compiled(&file, &bytes, platform, false));
        }
    }
    let testdata_kernels = jobs.len();
    // A sample of the fuzzer's kernels (seed 12), as it draws them: every
    // message and generic intrinsic, SIMT or not, all platforms.
    let options = GenOptions { platforms: Platform::ALL.to_vec(), simt: None };
    for index in 0..150 {
        let case = random_case(12, index, &options);
        let ll = case.render().ll;
        let name = format!("fuzz case {}.ll", case.name);
        let kernels = compiled(&name, ll.as_bytes(), case.platform, case.simt);
        assert!(kernels.len() <= 1 && kernels.iter().all(|j| j.name.ends_with(&format!("kernel {KERNEL}"))));
        jobs.extend(kernels);
    }
    assert!(testdata_kernels > 400, "only {testdata_kernels} testdata kernels were emitted");
    assert!(jobs.len() > testdata_kernels + 80, "only {} fuzz kernels compiled", jobs.len() - testdata_kernels);

    let results = assemble_all(&jobs, true);
    let mut per_platform = std::collections::BTreeMap::new();
    for (k, (job, result)) in jobs.iter().zip(&results).enumerate() {
        let source = if k < testdata_kernels { "testdata" } else { "fuzz sample" };
        let entry = per_platform.entry((source, job.platform)).or_insert((0, 0));
        entry.1 += 1;
        if result.is_ok() {
            entry.0 += 1;
        }
    }
    for ((source, platform), (ok, all)) in &per_platform {
        eprintln!("GenX_IR -binary accepted {ok}/{all} {source} kernels on {platform}");
    }
    let failures: Vec<String> = jobs
        .iter()
        .zip(&results)
        .filter_map(|(job, r)| r.as_ref().err().map(|why| format!("{}: {why}\n{}", job.name, job.text)))
        .collect();
    assert!(
        failures.is_empty(),
        "Intel's assembler rejected {} of {} kernels:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
    );
}
