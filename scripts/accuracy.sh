#!/usr/bin/env bash
# Fidelity of ptxra to the real ptxas (registers, spills, occupancy) over kernels/ and ../shared/corpus,
# see scripts/accuracy.py. Examples:
#   scripts/accuracy.sh                                  # text tables to stdout
#   scripts/accuracy.sh --worst 15 --markdown acc.md --json acc.json
#   scripts/accuracy.sh --only-kernels --compiler clang-22 --arch sm_80
#   scripts/accuracy.sh --per-pass --markdown passes.md   # each pre-allocation pass on vs off
#   scripts/accuracy.sh --runs default,O0                 # -O3 (default) beside -O0
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d .tools/cuda ]; then
  scripts/setup.sh
fi
cargo build --release --quiet --bin ptxra --bin ptxra-llvm
ACCURACY_COMMAND="scripts/accuracy.sh$(printf " %q" "$@")" exec python3 scripts/accuracy.py "$@"
