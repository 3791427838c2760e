#!/usr/bin/env bash
# Long fuzzing runs: scripts/fuzz.sh [SECONDS]   (default 600 per target)
#
# * the allocator property test (random functions with loops, pairs, predicates, calls and
#   tight budgets, every allocation checked by the independent checker), repeated with fresh
#   seeds until the time is up;
# * the cargo-fuzz targets of the parser (needs a nightly toolchain and cargo-fuzz; skipped
#   with a message when they are not installed).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET=${1:-600}

echo "== allocator property test for ${SECONDS_PER_TARGET}s"
cargo build --profile ci --tests --quiet
end=$((SECONDS + SECONDS_PER_TARGET))
rounds=0
while [ "$SECONDS" -lt "$end" ]; do
  PTXRA_FUZZ_CASES=2000 cargo test --profile ci --quiet --test alloc_fuzz >/dev/null
  rounds=$((rounds + 1))
done
echo "   $rounds rounds x 2000 random functions: no checker failure"

if cargo +nightly fuzz --version >/dev/null 2>&1; then
  for target in parse roundtrip; do
    echo "== cargo fuzz $target for ${SECONDS_PER_TARGET}s"
    mkdir -p fuzz/corpus/$target
    cp kernels/ptx/nvrtc-13.5/sm_80/*.ptx fuzz/corpus/$target/ 2>/dev/null || true
    (cd fuzz && cargo +nightly fuzz run "$target" "corpus/$target" -- -max_len=65536 -max_total_time="$SECONDS_PER_TARGET")
  done
else
  echo "== cargo-fuzz targets skipped: needs a nightly toolchain and 'cargo install cargo-fuzz'"
fi
