//! The integration tests, one test binary (`cargo test --test it`): each
//! former `tests/<name>.rs` is a module here, so the library and LLVM are
//! linked once instead of once per file. Run one file's tests with
//! `cargo test --test it <name>::` (test names are `<module>::<test>`).
//!
//! Adding a test file:
//! 1. Write `tests/it/<name>.rs` (tests as in any integration test file,
//!    `use visa_lower::...` for the library) and add `mod <name>;` below.
//! 2. Shared helpers live in the support modules below (`use crate::support;`
//!    or `use crate::<x>_support::*;`), once for every test file; a new
//!    support module is a folder `tests/it/<x>_support/mod.rs` with its
//!    `mod` line in the second list.
//! 3. Paths in `include_str!` and `insta::glob!` are relative to
//!    `tests/it/` (the crate root is `../../`); runtime paths start from
//!    `env!("CARGO_MANIFEST_DIR")`.
//! 4. Insta snapshots go to `tests/it/snapshots/it__<name>__*.snap`;
//!    proptest regressions to `tests/proptest-regressions/<name>.txt`
//!    (proptest's default: beside the folder that holds `main.rs`).
//! 5. Every module's tests run as threads of this one process: no
//!    `std::env::set_var` or `set_current_dir` (give child processes their
//!    own with `Command::env`/`current_dir`), scratch paths unique per
//!    test (a `tempfile` folder, or the module's name and the process id),
//!    and nothing that needs the process to have one thread (`fork`):
//!    that goes in a test binary of its own, as `tests/wall.rs` does.
//!
//! A test that needs its own `main` (one test per data file, generated at
//! run time with `libtest-mimic`) is a separate `tests/<name>.rs` with
//! `harness = false` in `Cargo.toml`, as `filecheck`, `plugin_parity` and
//! `hostile` are.

mod api;
mod assembler;
mod assembler_verifier;
mod cli;
mod codegen_bench;
mod compile_json;
mod compile_parallel;
mod e2e_verify;
mod emit_alu;
mod emit_errors;
mod emit_lsc;
mod emit_messages;
mod emit_nan;
mod emit_split;
mod emu_alu;
mod emu_arith;
mod emu_chen;
mod emu_control;
mod emu_functions;
mod emu_indirect;
mod emu_messages;
mod emu_predefined;
mod emu_props;
mod emu_siblings;
mod flow;
mod fuzz_exhaustive;
mod generated_suites;
mod harness;
mod ieee_emulation;
mod igc_dialect;
mod jit_sandbox;
mod launch;
mod llvm_versions;
mod lower_legalize;
mod lower_select;
mod lower_verify;
mod names;
mod reference_agreement;
mod reference_arith;
mod reference_control;
mod reference_ir;
mod reference_lsc;
mod reference_messages;
mod regress;
mod select_lsc_merge;
mod self_contained;
mod snapshots;
mod validate;
mod vc_surfaces;
mod verify;
mod verify_lowering;
mod verify_tolerance;
mod visa_binary;
mod visa_text;
mod xe2_translation;

// Helpers shared by the modules above.
mod assembler_support;
mod emit_support;
mod emu_support;
#[path = "../llvm_tools/mod.rs"]
mod llvm_tools;
mod reference_support;
mod support;
mod verify_support;
