//! Compiles the C++ shim (C API gaps, and the `opt` plugin's registration)
//! against the system LLVM 14.

use std::process::Command;

fn llvm_config() -> String {
    match std::env::var("LLVM_SYS_140_PREFIX") {
        Ok(prefix) => format!("{prefix}/bin/llvm-config"),
        Err(_) => "llvm-config".to_string(),
    }
}

fn main() {
    println!("cargo:rerun-if-changed=cpp/shim.cpp");
    println!("cargo:rerun-if-changed=cpp/plugin.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_140_PREFIX");
    let config = llvm_config();
    let output = Command::new(&config)
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {config} (install llvm-14-dev): {e}"));
    let cxxflags = String::from_utf8_lossy(&output.stdout);
    let mut build = cc::Build::new();
    build.cpp(true).file("cpp/shim.cpp").file("cpp/plugin.cpp").warnings(false);
    for flag in cxxflags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("visa_passes_shim");
}
