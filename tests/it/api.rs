//! The library API (`visa_lower::api`): diagnostics as data, surface
//! bindings as data, runs with a launch built in code.

use visa_lower::api::{CompileOptions, LaunchBuilder, Module, RunOptions, Severity, SurfaceInfo};
use visa_lower::exec::launch::{ArgValue, Element, Fill};
use visa_lower::Platform;

fn testdata(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata").join(path)
}

#[test]
fn a_syntax_error_is_a_located_diagnostic() {
    let err = Module::from_memory("bad.ll", "define void @k() {\n  ret i32 %x\n}\n").unwrap_err();
    let d = &err.0[0];
    assert_eq!((d.file.as_deref(), d.line, d.severity), (Some("bad.ll"), Some(2), Severity::Error));
    assert!(d.column.is_some_and(|c| c > 1), "{d:?}");
    assert!(d.rendered.starts_with("bad.ll:2:"), "{}", d.rendered);
    assert_eq!(d.source_line.as_deref(), Some("  ret i32 %x"));
    assert!(!err.is_refusal());
}

#[test]
fn a_missing_file_is_a_diagnostic_naming_it() {
    let err = Module::from_file("/nonexistent/k.ll").unwrap_err();
    assert_eq!(err.0.len(), 1);
    assert!(err.0[0].message.contains("/nonexistent/k.ll: cannot read"), "{err}");
    assert_eq!(err.0[0].line, None);
}

#[test]
fn a_platform_without_the_message_is_a_located_refusal() {
    // OWORD on SLM is ICLLP+ (vISA spec, OWORD_LD): gen9 refuses, xelp compiles.
    let module = Module::from_file(testdata("cm/oword_ld_unaligned_w8.ll")).unwrap();
    let err = module.compile(&CompileOptions::new(Platform::Gen9)).unwrap_err();
    assert!(err.is_refusal(), "{err}");
    let d = &err.0[0];
    assert_eq!((d.line, d.column), (Some(6), Some(3)));
    assert!(d.message.contains("not available on gen9"), "{}", d.message);
    let compiled = module.compile(&CompileOptions::new(Platform::XeLp)).unwrap();
    let messages: Vec<_> = compiled.kernels()[0].messages.iter().map(|m| m.message.as_str()).collect();
    assert_eq!(messages, ["OWORD_LD_UNALIGNED"]);
    let op = &compiled.memory_operations()[0];
    assert_eq!((op.line, op.col, op.kind.as_str()), (Some(6), Some(3), "genx.oword.ld.unaligned"));
}

#[test]
fn statistics_are_counters_of_each_pass() {
    let module = Module::from_file(testdata("emit/gather_simd16.ll")).unwrap();
    let compiled = module.compile(&CompileOptions::new(Platform::XeHpg)).unwrap();
    let passes: std::collections::BTreeSet<_> = compiled.statistics().iter().map(|s| s.pass.as_str()).collect();
    assert_eq!(
        passes,
        ["emit", "legalize"].into(),
        "gather_simd16 is a message intrinsic already: select counts nothing"
    );
    let emitted = compiled.statistics().iter().find(|s| s.pass == "emit" && s.counter == "instructions").unwrap();
    let instructions: usize = compiled.program.kernels.iter().map(|k| k.body.len()).sum();
    assert_eq!(emitted.value, instructions as u64);
}

/// A constant binding-table index becomes a surface bound as data, and the
/// run binds it from there: QW_SCATTER to surface 3 lands in the launch's
/// surface at index 3.
#[test]
fn constant_surfaces_are_bound_as_data() {
    let module = Module::from_file(testdata("emit/qw_scatter.ll")).unwrap();
    let compiled = module.compile(&CompileOptions::new(Platform::XeHpc)).unwrap();
    assert_eq!(compiled.kernels()[0].surfaces, [SurfaceInfo { name: "bti3".into(), bti: 3 }]);

    let launch = LaunchBuilder::new()
        .surface("out", 3, 128, Element::U8, Fill::Zero)
        .arg("m", ArgValue::int(0b1))
        .arg("off", ArgValue::ints(&[64]))
        .arg("data", ArgValue::ints(&[0x1111_2222_3333_4444]))
        .build();
    let report = module.run(&launch, &RunOptions::verify(Platform::XeHpc)).unwrap();
    assert!(report.verdict.as_ref().is_some_and(|v| v.passed()), "{}", report.text());
    // Lane 0 alone writes its qword, little-endian, at byte 64 of surface 3.
    let surface = &report.memory.surfaces[&3];
    assert_eq!(surface[64..72], 0x1111_2222_3333_4444u64.to_le_bytes());
    assert!(surface[..64].iter().chain(&surface[72..]).all(|&b| b == 0));
}

#[test]
fn a_wrong_launch_is_a_diagnostic_not_a_run() {
    let module = Module::from_file(testdata("emit/qw_scatter.ll")).unwrap();
    let launch = LaunchBuilder::new().arg("nope", ArgValue::int(1)).build();
    let err = module.run(&launch, &RunOptions::verify(Platform::XeHpg)).unwrap_err();
    assert!(err.to_string().contains("nope"), "{err}");
}
