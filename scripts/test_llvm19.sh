#!/usr/bin/env bash
# The LLVM 19 build's tests (README, "Tests"; `.ci/run` runs them after
# `cargo test --workspace`): the facade's and the passes' unit tests, the
# end-to-end harness over testdata (every kernel: LLVM 19 reads the
# typed-pointer ones as `ptr`), the LLVM 19 kernels from text and bitcode,
# the assembler test, and the plugin parity test with opt-19. In a target
# folder of its own: the `opt` plugin of each build has the same file name.
set -euo pipefail
cd "$(dirname "$0")/.."
llvm19=(--no-default-features --features llvm19 --target-dir target/llvm19)
cargo test -p visa-passes "${llvm19[@]}" --lib
cargo test "${llvm19[@]}" --lib -- input::
cargo test "${llvm19[@]}" --test it -- e2e_verify:: llvm_versions:: assembler::
cargo test "${llvm19[@]}" --test plugin_parity
