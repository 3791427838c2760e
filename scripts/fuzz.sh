#!/usr/bin/env bash
# Long fuzzing runs: scripts/fuzz.sh [SECONDS]   (default 600 per target)
#
# * the allocator property test (random functions with loops, pairs, predicates, calls and
#   tight budgets, every allocation checked by the independent checker), repeated with fresh
#   seeds until the time is up;
# * the property test of the whole pipeline on generated PTX (tests/gen_pipeline.rs: loops,
#   calls, 64-bit pairs, predicates, uniform values, random --maxrregcount budgets), likewise;
# * the ptxas-validity property test (tests/ptxas_validity.rs: generated kernels with reads
#   before definition, brx.idx, irreducible loops, internal subroutines, votes, shuffles;
#   every one the real ptxas compiles must compile and verify at that budget), with fresh
#   seeds;
# * the cargo-fuzz targets (needs a nightly toolchain and cargo-fuzz; skipped with a message
#   when they are not installed): parse, roundtrip (parser), pipeline (generated PTX through
#   lowering, allocation and the checker) and alloc_budget (the same under random budgets).
#   Each runs on one core for SECONDS; a crash is saved under fuzz/artifacts/TARGET/.
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

echo "== generated-PTX pipeline property test for ${SECONDS_PER_TARGET}s"
end=$((SECONDS + SECONDS_PER_TARGET))
rounds=0
while [ "$SECONDS" -lt "$end" ]; do
  PTXRA_FUZZ_CASES=100 cargo test --profile ci --quiet --test gen_pipeline >/dev/null
  rounds=$((rounds + 1))
done
echo "   $rounds rounds x 2 x 100 generated kernels: no failure"

echo "== ptxas-validity property test for ${SECONDS_PER_TARGET}s"
end=$((SECONDS + SECONDS_PER_TARGET))
seed=1
while [ "$SECONDS" -lt "$end" ]; do
  PTXRA_FUZZ_SEED=$seed PTXRA_FUZZ_CASES=200 cargo test --profile ci --quiet \
    --test ptxas_validity every_generated_kernel >/dev/null
  seed=$((seed + 1))
done
echo "   seeds 1..$((seed - 1)) x 200 generated kernels at 4 budgets, ptxas deciding validity: no failure"

if cargo +nightly fuzz --version >/dev/null 2>&1; then
  for target in parse roundtrip pipeline alloc_budget; do
    echo "== cargo fuzz $target for ${SECONDS_PER_TARGET}s"
    mkdir -p fuzz/corpus/$target
    case $target in
      parse | roundtrip)
        cp kernels/ptx/nvrtc-13.5/sm_80/*.ptx fuzz/corpus/$target/ 2>/dev/null || true
        max_len=65536 ;;
      *) max_len="4096 -len_control=0" ;;
    esac
    (cd fuzz && cargo +nightly fuzz run -O "$target" "corpus/$target" -- \
      -max_len=$max_len -max_total_time="$SECONDS_PER_TARGET" -rss_limit_mb=2048)
  done
else
  echo "== cargo-fuzz targets skipped: needs a nightly toolchain and 'cargo install cargo-fuzz'"
fi
