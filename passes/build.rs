//! Compiles the C++ shim (C API gaps, and the `opt` plugin's registration)
//! against the LLVM the build selects: LLVM 14 (feature `llvm14`, the
//! default) or LLVM 19 (feature `llvm19`). The sources say what differs
//! between them with `LLVM_VERSION_MAJOR`, which `llvm-config --cxxflags`
//! brings through `llvm/Config/llvm-config.h`.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=cpp/shim.cpp");
    println!("cargo:rerun-if-changed=cpp/plugin.cpp");
    let llvm19 = std::env::var_os("CARGO_FEATURE_LLVM19").is_some();
    let llvm14 = std::env::var_os("CARGO_FEATURE_LLVM14").is_some();
    // The same variables llvm-sys reads to find LLVM (.cargo/config.toml sets both).
    let (prefix_var, fallback, package) = match (llvm14, llvm19) {
        (_, false) => ("LLVM_SYS_140_PREFIX", "llvm-config-14", "llvm-14-dev"),
        (false, true) => ("LLVM_SYS_191_PREFIX", "llvm-config-19", "llvm-19-dev"),
        (true, true) => panic!(
            "features `llvm14` and `llvm19` are both on: build LLVM 19 with `--no-default-features --features llvm19`"
        ),
    };
    println!("cargo:rerun-if-env-changed={prefix_var}");
    let config = match std::env::var(prefix_var) {
        Ok(prefix) => format!("{prefix}/bin/llvm-config"),
        Err(_) => fallback.to_string(),
    };
    let output = Command::new(&config)
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {config} (install {package}): {e}"));
    let cxxflags = String::from_utf8_lossy(&output.stdout);
    // The version the library names (`ir::llvm::LLVM_VERSION`, `visa-lower --version`).
    let version =
        Command::new(&config).arg("--version").output().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    println!("cargo:rustc-env=VISA_PASSES_LLVM_VERSION={}", version.unwrap_or_default());
    let mut build = cc::Build::new();
    build.cpp(true).file("cpp/shim.cpp").file("cpp/plugin.cpp").warnings(false);
    for flag in cxxflags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("visa_passes_shim");
}
