#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs the toolchain if needed (LLVM 22, NVIDIA ptxas
# from PyPI), then format check, clippy with warnings denied, and every test — the
# ptxas-backed and LLVM-backed ones included (they fail loudly, never skip, when the setup
# did not provide their tools), and a sample of the real-world corpus rebuilt from the
# registry. The corpus sweeps run on a stratified sample here;
# scripts/test-full.sh runs them on every file. docs/testing.md has the quicker loops.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
export PTXRA_REQUIRE_TOOLS=1
echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --profile ci -- -D warnings
echo "== cargo check without LLVM (the llvm feature off; LLVM's location hidden)"
LLVM_SYS_221_PREFIX=/nonexistent cargo check -p ptxra --no-default-features --lib --bins --profile ci
echo "== cargo doc (broken or private intra-doc links fail)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
# A sample of the real-world corpus, rebuilt from PyPI (pinned packages, installed once):
# tests/real_corpus.rs compares it with ptxas's recorded numbers.
echo "== the real-world corpus sample"
scripts/real-corpus.sh --sample 3
echo "== cargo test"
cargo test --workspace --profile ci -- --test-threads 2
# The README's C library commands, in the test profile: the library built on its own (a
# workspace build carries LLVM's symbols) and linked statically with the same flags.
echo "== the C library, linked statically"
cargo build -p ptxra-capi --profile ci
cc -std=c11 -pthread -Iptxra-capi/include ptxra-capi/tests/c/smoke.c target/ci/libptxra_capi.a \
  -lm -ldl -o target/ci/smoke-static
PTXRA_LLVM=target/ci/ptxra-llvm target/ci/smoke-static
