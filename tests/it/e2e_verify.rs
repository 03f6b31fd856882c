//! Every `.ll` kernel under `testdata/` that has a launch spec beside it
//! (`k.ll` + `k.toml`) is compiled for every platform, run on the emulator
//! and compared byte for byte with the reference's run of the input
//! (`run --verify`). A kernel may only be refused with the input contract's
//! "not supported" diagnostics (e.g. scatters to global memory, which need
//! SVM_SCATTER) or a platform's missing message; any mismatch, any other
//! error (an emitted kernel failing the vISA verifier among them) fails.

use std::path::{Path, PathBuf};
use crate::verify_support;

use verify_support::{verify, Outcome};
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
            match verify(&name, &bytes, &spec_text, None, platform) {
                Outcome::Verified(_) => verified += 1,
                Outcome::Refused => refused.push(format!("{name} on {platform}")),
                Outcome::Failed(why) => failures.push(format!("{name} on {platform}: {why}")),
            }
        }
    }
    eprintln!("verified {verified} kernel runs; refused by the input contract: {}", refused.len());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    // The emit suite (9 kernels) and the example must verify everywhere they are legal.
    assert!(verified >= 40, "only {verified} runs verified");
}
