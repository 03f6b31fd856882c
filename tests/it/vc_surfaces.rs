//! Surface arguments of Intel's vector-compiler ABI (`"VCArgumentKind"="2"`):
//! the compiler assigns their binding-table indices as Intel's compiler
//! does (read-only images first, then the other surfaces, in parameter
//! order, from 1) and each message reads its index from a `movs` before it
//! (docs/launch.md, "Surfaces"). The launch spec must bind each one there;
//! a kernel without the attribute keeps the input's value as its index.

use visa_lower::pipeline::run::{run_ir, IrRunRequest};
use visa_lower::Platform;

use super::validate::{root, text, visa_lower};

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn dwords(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// `run testdata/igc/src/K.ll --launch testdata/igc/launch/K.toml --platform P --verify`,
/// which must pass; the report.
fn verified(kernel: &str, platform: Platform) -> visa_lower::exec::report::RunReport {
    let ll = format!("testdata/igc/src/{kernel}.ll");
    let spec = format!("testdata/igc/launch/{kernel}.toml");
    let bytes = std::fs::read(root().join(&ll)).expect("read");
    let spec_text = read(&spec);
    let report = run_ir(&IrRunRequest::verify_on(&ll, &bytes, (&spec, &spec_text), platform))
        .unwrap_or_else(|d| panic!("{kernel} on {platform}: {d:?}"));
    assert!(report.verdict.as_ref().is_some_and(|v| v.passed()), "{kernel} on {platform}: {}", report.text());
    report
}

/// `visa-lower compile testdata/igc/src/K.ll --platform P`'s text.
fn compiled(kernel: &str, platform: Platform) -> String {
    let ll = format!("testdata/igc/src/{kernel}.ll");
    let out = visa_lower(&["compile", &ll, "--platform", platform.name(), "--no-locations", "-o", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// scaled.ll (GATHER4_SCALED of channels R and G at byte offsets 8i of the
/// buffer at its assigned index 1, SCATTER4_SCALED of R + G to byte
/// 64 + 8i) and gather_scatter4.ll (SVM_GATHER of `src`'s dwords, lane 6
/// off, plus the bias, SCATTER4_SCALED to dwords 7..0 of the buffer at
/// index 1) on all six platforms; typed_atomic.ll (TYPED_ATOMIC add 5
/// on texels 0..7 of the image at index 1, then min with the old values on
/// texels 0..3 of the image at index 2) where TYPED_ATOMIC exists. Values
/// worked out from the source and the launch specs; each message reads the
/// index from a `movs` of it (on xe2 the translated LSC messages take it as
/// `bti(<index>)`).
#[test]
fn intels_surface_kernels_verify_with_the_indices_the_compiler_assigns() {
    let buf: Vec<u32> = (1..=16).collect();
    let mut scaled = buf.clone();
    scaled.extend([0u32; 16]);
    for i in 0..8 {
        scaled[16 + 2 * i] = buf[2 * i] + buf[2 * i + 1];
    }
    let src = [10u32, 20, 30, 40, 50, 60, 70, 80];
    let bias = [1000u32, 2000, 3000, 4000, 5000, 6000, 7000, 8000];
    let mut expected_gs = [0u32; 8];
    for i in 0..8 {
        // Lane 6 of the gather is off: it keeps the passthru, `%bias`.
        let v = if i == 6 { bias[i] } else { src[i] };
        // Channel R at byte offsets 28, 24, ..., 0.
        expected_gs[7 - i] = v + bias[i];
    }
    for platform in Platform::ALL {
        let report = verified("scaled", platform);
        assert_eq!(dwords(&report.memory.surfaces[&1]), scaled, "scaled on {platform}");
        let report = verified("gather_scatter4", platform);
        assert_eq!(dwords(&report.memory.surfaces[&1]), expected_gs, "gather_scatter4 on {platform}");
        let text = compiled("scaled", platform);
        if platform == Platform::Xe2 {
            assert_eq!(text.matches("bti(0x1)").count(), 2, "{platform}:\n{text}");
        } else {
            assert_eq!(text.matches("movs (M1_NM, 1) buf_bti(0) 0x1:ud\n").count(), 2, "{platform}:\n{text}");
            assert!(text.contains(".input buf offset="), "{platform}: the input stays:\n{text}");
        }
    }
    let counters = [1u32, 2, 3, 4, 5, 6, 7, 8];
    let added: Vec<u32> = counters.iter().map(|c| c + 5).collect();
    let minimum: Vec<u32> = (0..8).map(|i| if i < 4 { 3u32.min(counters[i]) } else { 3 }).collect();
    for platform in [Platform::Gen9, Platform::XeLp, Platform::XeHpg, Platform::XeLpg] {
        let report = verified("typed_atomic", platform);
        assert_eq!(dwords(&report.memory.images[&1].data), added, "{platform}");
        assert_eq!(dwords(&report.memory.images[&2].data), minimum, "{platform}");
        let text = compiled("typed_atomic", platform);
        for (surface, index) in [("img_bti", 1), ("old_bti", 2)] {
            // The message right after the `movs` of its surface.
            let movs = format!("movs (M1_NM, 1) {surface}(0) {index:#x}:ud");
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            let at = lines.iter().position(|l| *l == movs).unwrap_or_else(|| panic!("{platform}: {movs}\n{text}"));
            let next = lines[at + 1];
            assert!(next.contains("typed_atomic.") && next.contains(&format!(" {surface} ")), "{platform}: {next}");
        }
    }
}

/// A launch spec binding an assigned surface at another index, or not at
/// all, is refused (exit 2) at its `[args]` line, naming the parameter, the
/// index the compiler assigned and the spec's.
#[test]
fn a_spec_binding_an_assigned_surface_elsewhere_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases = [
        (
            "scaled",
            "bti = 1",
            "bti = 3",
            "parameter `%buf` (parameter 1)",
            "assigns its binding-table index as Intel's does, 1",
            "binds it at index 3; bind it at 1",
        ),
        (
            "scaled",
            "buf = \"@buf\"\n",
            "",
            "parameter `%buf` (parameter 1)",
            "as Intel's does, 1",
            "the launch spec does not bind it; bind it at 1",
        ),
        (
            "typed_atomic",
            "bti = 2",
            "bti = 5",
            "parameter `%old` (parameter 2)",
            "as Intel's does, 2",
            "binds it at index 5; bind it at 2",
        ),
    ];
    for (kernel, from, to, param, assigned, given) in cases {
        let spec = read(&format!("testdata/igc/launch/{kernel}.toml"));
        let edited = spec.replace(from, to);
        assert_ne!(edited, spec);
        let toml = dir.path().join(format!("{kernel}.toml"));
        std::fs::write(&toml, &edited).expect("write");
        let ll = format!("testdata/igc/src/{kernel}.ll");
        for platform in ["xehpg", "gen9"] {
            let out = visa_lower(&["run", &ll, "--launch", toml.to_str().unwrap(), "--platform", platform, "--verify"]);
            assert_eq!(out.status.code(), Some(2), "{}", text(&out));
            let said = String::from_utf8_lossy(&out.stderr);
            for part in [param, assigned, given, "\"VCArgumentKind\"=\"2\""] {
                assert!(said.contains(part), "{part}: {said}");
            }
            assert!(said.starts_with(&format!("{}:", toml.display())), "located in the spec: {said}");
        }
    }
}

/// The emulator is not more permissive than the hardware: the compiled
/// kernel's messages read the assigned index (1), not the input, so on a
/// spec with no surface there neither message of the `.visaasm` runs
/// (undefined behaviour, an error with `--ub-error`), whatever the input
/// holds. Without the attribute (today's ABI) the input's value is
/// the index: no `movs`, and a surface bound at 3 is the one read.
#[test]
fn the_messages_read_the_assigned_index_and_without_the_abi_the_input() {
    let dir = tempfile::tempdir().expect("tempdir");
    let spec = read("testdata/igc/launch/scaled.toml").replace("bti = 1", "bti = 3");
    let toml = dir.path().join("at3.toml");
    std::fs::write(&toml, &spec).expect("write");
    let toml = toml.to_str().unwrap();
    let visa = dir.path().join("scaled.visaasm");
    let visa = visa.to_str().unwrap();
    let out = visa_lower(&["compile", "testdata/igc/src/scaled.ll", "--platform", "xehpg", "-o", visa]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let out = visa_lower(&["run", visa, "--launch", toml, "--platform", "xehpg", "--ub-error"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let unbound = "surface buf_bti is unbound (binding-table index 1 holds no untyped surface";
    assert_eq!(text(&out).matches(unbound).count(), 2, "{}", text(&out));

    let plain = read("testdata/igc/src/scaled.ll")
        .replace("i32 \"VCArgumentKind\"=\"2\" \"VCArgumentDesc\"=\"buffer_t read_write\" %buf", "i32 %buf");
    assert!(!plain.contains("VCArgumentKind"));
    let ll = dir.path().join("plain.ll");
    std::fs::write(&ll, &plain).expect("write");
    let ll = ll.to_str().unwrap();
    let out = visa_lower(&["compile", ll, "--platform", "xehpg", "-o", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let compiled = String::from_utf8_lossy(&out.stdout);
    assert!(!compiled.contains("movs") && compiled.contains("gather4_scaled.RG (M1_NM, 8) buf "), "{compiled}");
    let out = visa_lower(&["run", ll, "--launch", toml, "--platform", "xehpg", "--verify", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(report["memory"]["surfaces"][0]["bti"], 3, "{report}");
}
