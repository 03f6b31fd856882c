//! Every kernel under `testdata/` and `src/examples/` with a launch spec
//! (`k.ll` + `k.toml`, or `; launch:` lines) runs through the end-to-end
//! harness (`visa-lower test`, docs/harness.md) on every platform: compiled,
//! run on the emulator and compared byte for byte with the reference's run
//! of the input. A kernel may only be refused with the input contract's
//! diagnostics ("is not supported", a message "not available on" the
//! platform), and only on the platforms its `; refused:` lines declare when
//! it has any; any mismatch or other error fails.

use std::path::Path;
use visa_lower::commands::test::{discover, run_all, Status};
use visa_lower::Platform;

#[test]
fn every_kernel_with_a_launch_spec_verifies_on_every_platform() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = discover(&[root.join("testdata"), root.join("src/examples")]).unwrap();
    let summary = run_all(&found, &Platform::ALL, None, &|_| {});
    eprintln!("{}", summary.line());
    let failures: Vec<String> = summary
        .runs
        .iter()
        .filter(|r| r.status == Status::Failed)
        .map(|r| format!("{} on {}:\n{}", r.file, r.platform, r.detail))
        .collect();
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    // Every refusal is declared: each refused kernel says where it is refused;
    // but on a platform without the legacy data port (xe2), where atomics
    // are refused until LSC atomics are selected, with that diagnostic.
    for run in summary.runs.iter().filter(|r| r.status == Status::Refused) {
        let kernel = found.kernels.iter().find(|k| k.path.display().to_string() == run.file).unwrap();
        let no_dataport = !run.platform.desc().legacy_dataport.value
            && (run.detail.contains("has no legacy data port") || run.detail.contains("FeatureNoLegacyDataport"));
        assert!(
            kernel.refused_on.is_some() || no_dataport,
            "{} is refused on {} without a `; refused:` line: {}",
            run.file,
            run.platform,
            run.detail
        );
    }
    assert_eq!(summary.count(Status::NotVerifiable), 0);
    // The emit, CM, generic and e2e suites and the example verify wherever they are legal.
    assert!(summary.count(Status::Passed) >= 800, "{}", summary.line());
    // Xe2 verifies every kernel xehpc verifies but those whose legacy message
    // intrinsics Intel's translator leaves untranslated (refused by name) and
    // lanes that may partly overlap (binding-table surfaces are translated
    // to the `.bti` LSC forms).
    let mut unexpected = Vec::new();
    for run in summary.runs.iter().filter(|r| r.platform == Platform::Xe2 && r.status == Status::Refused) {
        let on_xehpc = summary.runs.iter().find(|r| r.file == run.file && r.platform == Platform::XeHpc);
        if on_xehpc.is_some_and(|r| r.status == Status::Passed) {
            let why = &run.detail;
            let untranslated = why.contains("cannot run on xe2") || why.contains("is not available on xe2");
            let overlap = why.contains("lanes that partly overlap");
            if !(untranslated || overlap) {
                unexpected.push(format!("{} passes on xehpc but not on xe2: {why}", run.file));
            }
        }
    }
    assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
}

/// The legacy messages on request where the platform also has LSC: the
/// same kernels verify on xehpg and xehpc with `--messages legacy`.
#[test]
fn every_kernel_verifies_with_legacy_messages_where_the_platform_has_lsc() {
    use visa_passes::transforms::pipeline::Messages;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = discover(&[root.join("testdata"), root.join("src/examples")]).unwrap();
    let summary = run_all(&found, &[Platform::XeHpg, Platform::XeHpc], Some(Messages::Legacy), &|_| {});
    eprintln!("{}", summary.line());
    let failures: Vec<String> = summary
        .runs
        .iter()
        .filter(|r| r.status == Status::Failed)
        .map(|r| format!("{} on {}:\n{}", r.file, r.platform, r.detail))
        .collect();
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(summary.count(Status::Passed) >= 300, "{}", summary.line());
}
