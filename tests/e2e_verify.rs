//! Every `.ll` kernel under `testdata/` that has a launch spec beside it
//! (`k.ll` + `k.toml`) is compiled for every platform, run on the emulator
//! and compared byte for byte with the reference's run of the input
//! (`run --verify`). A kernel may only be refused with the input contract's
//! "not supported" diagnostics (e.g. scatters to global memory, which need
//! SVM_SCATTER) or a platform's missing message; any mismatch, any other
//! error (an emitted kernel failing the vISA verifier among them) fails.

use std::path::{Path, PathBuf};
use visa_lower::driver::{run_ir, IrEngine, IrRunRequest};
use visa_lower::Platform;

fn kernels() -> Vec<(PathBuf, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found: Vec<(PathBuf, PathBuf)> = walkdir::WalkDir::new(root.join("testdata"))
        .into_iter()
        .chain(walkdir::WalkDir::new(root.join("src/examples")))
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .filter_map(|p| {
            let spec = p.with_extension("toml");
            spec.exists().then_some((p, spec))
        })
        .collect();
    found.sort();
    found
}

/// Refusals the input contract documents (DESIGN.md section 4).
fn is_contract_refusal(message: &str) -> bool {
    message.contains("is not supported") || message.contains("not available on")
}

#[test]
fn every_kernel_with_a_launch_spec_verifies_on_every_platform() {
    let mut verified = 0;
    let mut refused = Vec::new();
    let mut failures = Vec::new();
    for (ll, spec) in kernels() {
        let bytes = std::fs::read(&ll).unwrap();
        let spec_text = std::fs::read_to_string(&spec).unwrap();
        let name = ll.file_name().unwrap().to_string_lossy().into_owned();
        for platform in Platform::ALL {
            let request = IrRunRequest {
                file: &name,
                bytes: &bytes,
                launch: Some(("spec.toml", &spec_text)),
                kernel: None,
                engine: IrEngine::Emulator,
                ub_error: false,
                platform: Some(platform),
                verify: true,
            };
            match run_ir(&request) {
                Ok(report) => match &report.verdict {
                    Some(v) if v.passed() => verified += 1,
                    Some(v) => failures.push(format!(
                        "{name} on {platform}: {:?} {:?}",
                        v.problems,
                        &v.mismatches[..v.mismatches.len().min(4)]
                    )),
                    None => failures.push(format!("{name} on {platform}: no verdict")),
                },
                Err(diagnostics) => {
                    let text: Vec<String> = diagnostics.iter().map(|d| d.to_string()).collect();
                    if text.iter().all(|t| is_contract_refusal(t)) {
                        refused.push(format!("{name} on {platform}"));
                    } else {
                        failures.push(format!("{name} on {platform}: {}", text.join("\n")));
                    }
                }
            }
        }
    }
    eprintln!("verified {verified} kernel runs; refused by the input contract: {}", refused.len());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    // The emit suite (9 kernels) and the example must verify everywhere they are legal.
    assert!(verified >= 40, "only {verified} runs verified");
}
