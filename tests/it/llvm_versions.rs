//! The two LLVM builds (README, "The LLVM 19 build"): `--version` names
//! the LLVM; the kernels of `testdata/llvm19/`, in LLVM 19's syntax, run to
//! their hand-computed values on every platform and every engine from `.ll`
//! and from `.bc` written by `llvm-as-19` on the LLVM 19 build, and `opt-19`
//! with the plugin rewrites them as `compile --emit llvm` does; the LLVM 14
//! build refuses LLVM 19 syntax and bitcode with exit 2, saying what reads it.
//!
//! `llvm-as-19` is needed on both builds (`.ci/run` installs `llvm-19`):
//! without it these tests fail, saying so.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use visa_passes::ir::llvm::LLVM_MAJOR;

fn visa_lower(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_visa-lower")).args(args).output().expect("the binary runs")
}

fn testdata(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/llvm19").join(name)
}

/// `name` assembled to bitcode by LLVM 19's `llvm-as`, in `dir`.
fn bitcode_19(name: &str, dir: &Path) -> PathBuf {
    let out = dir.join(Path::new(name).with_extension("bc"));
    let llvm_as = "/usr/lib/llvm-19/bin/llvm-as";
    let status = Command::new(llvm_as)
        .arg(testdata(name))
        .arg("-o")
        .arg(&out)
        .status()
        .unwrap_or_else(|e| panic!("cannot run {llvm_as} (install llvm-19): {e}"));
    assert!(status.success(), "{llvm_as} failed on {name}");
    out
}

/// The kernels of `testdata/llvm19/` with the bytes of their output buffer
/// (`dst`), worked out by hand in their launch specs.
fn kernels() -> [(&'static str, Vec<u8>); 3] {
    let f32s = |v: [f32; 8]| v.iter().flat_map(|x| x.to_le_bytes()).collect();
    let u32s = |v: [u32; 8]| v.iter().flat_map(|x| x.to_le_bytes()).collect();
    [
        ("scale_rows_loop.ll", f32s([72.0, 81.0, 90.0, 99.0, 108.0, 117.0, 0.0, 0.0])),
        ("reverse_through_slm.ll", u32s([301, 301, 301, 13, 10, 7, 4, 1])),
        ("fmuladd_axpy.ll", f32s([0.0, 1.5, 3.0, 4.5, 6.0, 7.5, 9.0, 10.5])),
    ]
}

/// The bytes of buffer `dst` in `run --json`'s report.
#[cfg(feature = "llvm19")]
fn dst_bytes(out: &Output) -> Vec<u8> {
    buffer_bytes(out, "dst")
}

/// The bytes of buffer `name` in `run --json`'s report.
#[cfg(feature = "llvm19")]
fn buffer_bytes(out: &Output, name: &str) -> Vec<u8> {
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!("{e}: {}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
    });
    let buffers = report["memory"]["buffers"].as_array().expect("buffers");
    let dst = buffers.iter().find(|b| b["name"] == name).unwrap_or_else(|| panic!("a {name} buffer"));
    let hex = dst["bytes"].as_str().expect("hex bytes");
    (0..hex.len() / 2).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap()).collect()
}

#[test]
fn version_names_the_tool_its_revision_and_its_llvm() {
    let out = visa_lower(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let config = Command::new(format!("llvm-config-{LLVM_MAJOR}")).arg("--version").output().expect("llvm-config");
    let llvm = String::from_utf8_lossy(&config.stdout).trim().to_string();
    assert!(llvm.starts_with(&format!("{LLVM_MAJOR}.")), "{llvm}");
    // The revision the binary was built from: a commit of this checkout
    // (not necessarily HEAD, which moves when one commits while it runs).
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let text = text.trim_end();
    let head = format!("visa-lower {}", env!("CARGO_PKG_VERSION"));
    let tail = format!(", LLVM {llvm}");
    assert!(text.starts_with(&head) && text.ends_with(&tail), "{text}");
    let middle = &text[head.len()..text.len() - tail.len()];
    if git(&["rev-parse", "HEAD"]).is_some() {
        let rev = middle.strip_prefix(" (git ").and_then(|m| m.strip_suffix(')')).unwrap_or_else(|| panic!("{text}"));
        assert!(rev.len() == 12 && rev.bytes().all(|b| b.is_ascii_hexdigit()), "{text}");
        assert!(
            git(&["cat-file", "-e", &format!("{rev}^{{commit}}")]).is_some(),
            "{rev} is not a commit of this checkout"
        );
    } else {
        assert_eq!(middle, "", "{text}");
    }
}

#[cfg(feature = "llvm19")]
mod llvm19_build {
    use super::*;

    /// Each kernel, from `.ll` and from `llvm-as-19`'s `.bc`: compiled and
    /// verified against the reference on every platform, and its `dst`
    /// the hand-computed bytes on the emulator, the reference and the JIT
    /// (which refuses SLM, saying so).
    #[test]
    fn llvm19_kernels_from_text_and_bitcode_run_to_their_hand_computed_values() {
        let dir = tempfile::tempdir().unwrap();
        for (name, expected) in kernels() {
            let launch = testdata(name).with_extension("toml");
            let launch = launch.to_str().unwrap();
            let ll = testdata(name);
            let bc = bitcode_19(name, dir.path());
            for input in [ll.to_str().unwrap(), bc.to_str().unwrap()] {
                // xe2 (no legacy data port) refuses memory until LSC is selected.
                for platform in crate::support::legacy_platforms() {
                    let p = platform.name();
                    let out = visa_lower(&["run", input, "--launch", launch, "--platform", p, "--verify", "--json"]);
                    assert_eq!(out.status.code(), Some(0), "{input} on {p}: {}", String::from_utf8_lossy(&out.stderr));
                    assert_eq!(dst_bytes(&out), expected, "{input} on {p}");
                    let compiled = visa_lower(&["compile", input, "--platform", p, "-o", "-"]);
                    assert_eq!(compiled.status.code(), Some(0), "{input} on {p}");
                    assert!(String::from_utf8_lossy(&compiled.stdout).contains(".kernel"), "{input} on {p}");
                }
                for engine in ["reference", "jit"] {
                    let out = visa_lower(&["run", input, "--launch", launch, "--engine", engine, "--json"]);
                    let stderr = String::from_utf8_lossy(&out.stderr);
                    // The JIT runs on the host, where SLM offsets are no addresses (docs/reference.md).
                    if engine == "jit" && name.contains("slm") {
                        assert_eq!(out.status.code(), Some(2), "{input} on the JIT: {stderr}");
                        assert!(stderr.contains("it uses SLM (addrspace(3))"), "{input} on the JIT: {stderr}");
                        continue;
                    }
                    assert_eq!(out.status.code(), Some(0), "{input} on {engine}: {stderr}");
                    assert_eq!(dst_bytes(&out), expected, "{input} on {engine}");
                }
            }
        }
    }

    /// `atomicrmw fmax`/`fmin` (float and half), and `uinc_wrap`/`udec_wrap`
    /// with an all-ones bound, from `.ll` and `.bc`: LSC atomics with the
    /// fences their orderings ask for on every platform with LSC (also
    /// with `--messages legacy`), verified, and the buffers the hand values
    /// of `atomicrmw_fmax.ll` on the emulator, the reference and the JIT;
    /// refused by name on gen9 and xelp.
    #[test]
    fn atomicrmw_fmax_fmin_and_wrap_are_lsc_atomics_with_hand_values() {
        let u32s = |v: [u32; 8]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
        let p = u32s([0x4000_0000, 0xc040_0000, 0x4080_0000, 0x40a0_0000, 0, 0xffff_ffff, 0xc000, 0x3f80_0000]);
        let dst = u32s([0x3fc0_0000, 0x3fc0_0000, 0x7fc0_0000, 0x40a0_0000, 0xffff_ffff, 0, 0x3c00, 0x8000_0000]);
        let name = "atomicrmw_fmax.ll";
        let launch = testdata(name).with_extension("toml");
        let launch = launch.to_str().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let (ll, bc) = (testdata(name), bitcode_19(name, dir.path()));
        for input in [ll.to_str().unwrap(), bc.to_str().unwrap()] {
            for platform in visa_lower::Platform::ALL {
                let pl = platform.name();
                let lsc = platform.desc().lsc_lanes.value.is_some();
                let mut args = vec!["run", input, "--launch", launch, "--platform", pl, "--verify", "--json"];
                if lsc && platform.desc().legacy_dataport.value {
                    args.extend(["--messages", "legacy"]);
                }
                let out = visa_lower(&args);
                let stderr = String::from_utf8_lossy(&out.stderr);
                if !lsc {
                    assert_eq!(out.status.code(), Some(2), "{input} on {pl}: {stderr}");
                    assert!(
                        stderr.contains("atomicrmw fmax is not supported with legacy messages")
                            && stderr.contains("lsc_atomic_iinc (for an all-ones bound) does"),
                        "{input} on {pl}: {stderr}"
                    );
                    continue;
                }
                assert_eq!(out.status.code(), Some(0), "{input} on {pl}: {stderr}");
                assert_eq!((buffer_bytes(&out, "p"), dst_bytes(&out)), (p.clone(), dst.clone()), "{input} on {pl}");
                let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
                assert_eq!(report["verification"]["passed"], true, "{report}");
                assert_eq!(report["verification"]["reconciled"], serde_json::json!([]), "{report}");
                let text = visa_lower(&["compile", input, "--platform", pl, "-o", "-"]);
                let text = String::from_utf8_lossy(&text.stdout);
                // In order: each atomic with its fences (none for monotonic and subgroup scope).
                let sends: Vec<&str> = text
                    .lines()
                    .map(str::trim)
                    .filter(|l| l.starts_with("lsc_"))
                    .map(|l| l.split(' ').next().unwrap())
                    .collect();
                let (max, min, sys, gpu, gpus, group) = (
                    "lsc_atomic_fmax.ugm",
                    "lsc_atomic_fmin.ugm",
                    "lsc_fence.ugm.none.sysacq",
                    "lsc_fence.ugm.none.gpu",
                    "lsc_fence.ugm.none.gpus",
                    "lsc_fence.ugm.none.group",
                );
                #[rustfmt::skip]
                let expected = [
                    sys, max, sys, // seq_cst
                    min, sys, // acquire
                    gpu, max, // agent release
                    min, // monotonic
                    group, "lsc_atomic_iinc.ugm", group, // workgroup acq_rel
                    "lsc_atomic_idec.ugm", min, // monotonic; subgroup seq_cst
                    gpus, max, gpus, // all_devices seq_cst
                    "lsc_store.ugm",
                ];
                assert_eq!(sends, expected, "{input} on {pl}:\n{text}");
                assert!(text.contains("lsc_atomic_fmin.ugm (M1_NM, 1) ") && text.contains(":d16c32 flat["), "{text}");
            }
            for engine in ["reference", "jit"] {
                let out = visa_lower(&["run", input, "--launch", launch, "--engine", engine, "--json"]);
                assert_eq!(out.status.code(), Some(0), "{input} on {engine}: {}", String::from_utf8_lossy(&out.stderr));
                assert_eq!((buffer_bytes(&out, "p"), dst_bytes(&out)), (p.clone(), dst.clone()), "{input} on {engine}");
            }
        }
    }

    /// Where LangRef's `maxnum`/`minnum` may return either operand (+0 and
    /// -0) or any NaN (two NaNs), the page's fmax/fmin may store another
    /// value than the emulator: those bytes are not compared, and the
    /// verdict says so.
    #[test]
    fn where_maxnum_leaves_the_choice_open_the_stored_bytes_are_not_compared() {
        let dir = tempfile::tempdir().unwrap();
        let ll = dir.path().join("open.ll");
        std::fs::write(
            &ll,
            "define void @open(ptr addrspace(1) %p) {\n  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4\n  \
             %r = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8\n  \
             %a = atomicrmw fmax ptr addrspace(1) %p, float -0.0 monotonic, align 4\n  \
             %b = atomicrmw fmin ptr addrspace(1) %q, float 0x7FF8000000000000 monotonic, align 4\n  \
             %c = atomicrmw fmin ptr addrspace(1) %r, float -0.0 monotonic, align 4\n  ret void\n}\n",
        )
        .unwrap();
        let launch = dir.path().join("open.toml");
        // +0 vs -0; NaN vs NaN; 1.0 vs -0 (decided: -0).
        std::fs::write(
            &launch,
            "kernel = \"open\"\n[[buffer]]\nname = \"p\"\nsize = 12\nelement = \"u32\"\ndata = [0, 0x7fc00001, \
             0x3f800000]\n[args]\np = \"@p\"\n",
        )
        .unwrap();
        let (ll, launch) = (ll.to_str().unwrap(), launch.to_str().unwrap());
        let out = visa_lower(&["run", ll, "--launch", launch, "--platform", "xe2", "--verify", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(report["verification"]["passed"], true, "{report}");
        assert_eq!(
            report["verification"]["reconciled"],
            serde_json::json!(["8 byte(s) have no defined value in the input IR and are not compared"]),
            "{report}"
        );
        // The third is defined: fmin(1.0, -0.0) = -0.0.
        assert_eq!(&buffer_bytes(&out, "p")[8..], &0x8000_0000u32.to_le_bytes(), "{report}");
    }

    /// A 64-bit fmax/fmin (no platform has one) and a wrap with another
    /// bound than all ones (not iinc/idec's formula) are refused by name.
    #[test]
    fn double_fmax_and_wrap_with_a_bound_are_refused_by_name() {
        let dir = tempfile::tempdir().unwrap();
        let ll = dir.path().join("refused.ll");
        std::fs::write(
            &ll,
            "define void @refused(ptr addrspace(1) %p, i32 %n) {\n  \
             %a = atomicrmw fmax ptr addrspace(1) %p, double 1.0 monotonic, align 8\n  \
             %b = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 7 monotonic, align 4\n  \
             %c = atomicrmw udec_wrap ptr addrspace(1) %p, i32 %n monotonic, align 4\n  ret void\n}\n",
        )
        .unwrap();
        let out = visa_lower(&["compile", ll.to_str().unwrap(), "--platform", "xehpc"]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        let at = |line: u32, what: &str| {
            let prefix = format!("{}:{line}:3: error: select: {what}", ll.display());
            assert!(err.lines().any(|l| l.starts_with(&prefix)), "{prefix}\n{err}");
        };
        at(2, "atomicrmw fmax of double in global memory is not supported: no platform has a 64-bit lsc_atomic_fmax");
        at(3, "atomicrmw uinc_wrap with a bound other than all ones is not supported: lsc_atomic_iinc wraps");
        at(4, "atomicrmw udec_wrap with a bound other than all ones is not supported: lsc_atomic_idec wraps");
    }

    /// The reference reads the flags LLVM 18 and 19 added as LangRef says:
    /// `trunc nuw` of a value with a high bit set and `or disjoint` of
    /// operands sharing a bit are poison (undefined bytes of the result).
    #[test]
    fn the_reference_reads_trunc_nuw_and_or_disjoint_as_poison() {
        let dir = tempfile::tempdir().unwrap();
        let ll = dir.path().join("flags.ll");
        std::fs::write(
            &ll,
            "define <4 x i32> @flags(<4 x i64> %a, <4 x i32> %b) {\n  %t = trunc nuw <4 x i64> %a to <4 x i32>\n  \
             %o = or disjoint <4 x i32> %t, %b\n  ret <4 x i32> %o\n}\n",
        )
        .unwrap();
        let launch = dir.path().join("flags.toml");
        // Lane 1 truncates a set bit 32; lane 2 ors 2 into 2.
        std::fs::write(&launch, "kernel = \"flags\"\n[args]\na = [1, 4294967296, 2, 4294967295]\nb = [2, 0, 2, 0]\n")
            .unwrap();
        let out = visa_lower(&[
            "run",
            ll.to_str().unwrap(),
            "--launch",
            launch.to_str().unwrap(),
            "--engine",
            "reference",
            "--json",
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let returned = &report["returned"];
        assert_eq!(returned["undefined_bytes"], serde_json::json!([4, 5, 6, 7, 8, 9, 10, 11]), "{report}");
        let hex = returned["bytes"].as_str().unwrap();
        assert_eq!((&hex[..8], &hex[24..]), ("03000000", "ffffffff"), "{report}");
    }

    /// `opt-19 -load-pass-plugin=... -passes=visa-select,visa-legalize`
    /// prints what `compile --emit llvm` prints, on every platform, for the
    /// `.ll` and the `.bc` alike (the same module, so the same text but the
    /// module's name).
    #[test]
    fn opt_19_with_the_plugin_rewrites_llvm19_kernels_as_compile_does() {
        let plugin = Path::new(env!("CARGO_BIN_EXE_visa-lower")).parent().unwrap().join("deps/libvisa_passes.so");
        assert!(plugin.is_file(), "{} is not built", plugin.display());
        let dir = tempfile::tempdir().unwrap();
        for (name, _) in kernels() {
            let bc = bitcode_19(name, dir.path());
            for input in [testdata(name), bc] {
                let input = input.to_str().unwrap();
                // xe2 (no legacy data port) refuses memory until LSC is selected.
                for platform in crate::support::legacy_platforms() {
                    let p = platform.name();
                    let ours = visa_lower(&["compile", input, "--emit", "llvm", "--platform", p]);
                    assert_eq!(
                        ours.status.code(),
                        Some(0),
                        "{input} on {p}: {}",
                        String::from_utf8_lossy(&ours.stderr)
                    );
                    let opt = Command::new("/usr/lib/llvm-19/bin/opt")
                        .arg(format!("-load-pass-plugin={}", plugin.display()))
                        .arg(format!("-passes=visa-select<{p}>,visa-legalize<{p}>"))
                        .args([input, "-S"])
                        .output()
                        .expect("opt-19 runs (install llvm-19)");
                    assert!(opt.status.success(), "{input} on {p}: {}", String::from_utf8_lossy(&opt.stderr));
                    assert_eq!(
                        String::from_utf8_lossy(&opt.stdout),
                        String::from_utf8_lossy(&ours.stdout),
                        "{input} on {p}"
                    );
                    assert!(
                        String::from_utf8_lossy(&ours.stdout).contains("llvm.genx."),
                        "{input} on {p}: nothing lowered"
                    );
                }
            }
        }
    }
}

#[cfg(not(feature = "llvm19"))]
mod llvm14_build {
    use super::*;
    use visa_passes::ir::llvm::LLVM_VERSION;

    /// LLVM 19's version (`19.1.7`), as its `llvm-config` says.
    fn llvm19_version() -> String {
        let out = Command::new("/usr/lib/llvm-19/bin/llvm-config").arg("--version").output();
        let out = out.unwrap_or_else(|e| panic!("cannot run LLVM 19's llvm-config (install llvm-19-dev): {e}"));
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// LLVM 19 syntax: exit 2, at the first construct LLVM 14 cannot read,
    /// saying which LLVM it is from and which build reads it.
    #[test]
    fn llvm19_syntax_is_refused_where_it_is_with_the_build_that_reads_it() {
        let ll = testdata("scale_rows_loop.ll");
        let out = visa_lower(&["compile", ll.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        // Line 11, the definition: `writable` (LLVM 18), where LLVM 14 stops.
        let at = format!("{}:11:121: error: the `writable` attribute is LLVM 18 syntax; this visa-lower is built against LLVM {LLVM_VERSION}, which cannot read it; the LLVM 19 build (`cargo build --release --no-default-features --features llvm19`) reads it\n", ll.display());
        assert!(err.starts_with(&at), "{err}");
        assert!(
            err.contains(&format!("note: LLVM {LLVM_VERSION} says: expected ')' at end of argument list")),
            "{err}"
        );
        // A GEP flag, found on the line LLVM stops at.
        let gep = "define void @k(ptr %a) {\n  %p = getelementptr inbounds nuw i32, ptr %a, i64 1\n  ret void\n}\n";
        let out = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
            .args(["compile", "-"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(gep.as_bytes())?;
                child.wait_with_output()
            })
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("<stdin>:2:31: error: the `nuw` flag of `getelementptr` is LLVM 19 syntax;"), "{err}");
    }

    /// Bitcode written by LLVM 19: exit 2, naming the producer and the build that reads it.
    #[test]
    fn llvm19_bitcode_is_refused_with_the_build_that_reads_it() {
        let dir = tempfile::tempdir().unwrap();
        for (name, _) in kernels() {
            let bc = bitcode_19(name, dir.path());
            let out = visa_lower(&["compile", bc.to_str().unwrap()]);
            assert_eq!(out.status.code(), Some(2));
            let err = String::from_utf8_lossy(&out.stderr);
            let said = format!(
                "error: {}: the bitcode was written by LLVM {}; this visa-lower is built against LLVM {LLVM_VERSION}, which cannot read it; the LLVM 19 build (`cargo build --release --no-default-features --features llvm19`) reads it\n",
                bc.display(),
                llvm19_version()
            );
            assert!(err.starts_with(&said), "{err}");
        }
    }

    /// The harness skips the kernels that declare LLVM 19 and says so; named, they are an error.
    #[test]
    fn the_harness_skips_llvm19_kernels_and_counts_them() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/llvm19");
        let out = visa_lower(&["test", dir.to_str().unwrap(), "-q"]);
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("0 run(s) of 0 kernel(s)"), "{text}");
        assert!(text.contains(&format!("; 4 kernel(s) needing a later LLVM than {LLVM_VERSION} skipped)")), "{text}");
        let named = visa_lower(&["test", testdata("reverse_through_slm.ll").to_str().unwrap()]);
        assert_eq!(named.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&named.stderr)
            .contains("`; requires: LLVM 19`: this visa-lower is built against LLVM 14"));
    }
}
