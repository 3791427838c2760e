#!/usr/bin/env bash
# Writes every output a refactor must leave unchanged into OUT_DIR, so that two builds can be
# compared with `diff -r`: `stats --json` of every bundled kernel and development-corpus file
# (PTX and LLVM IR) with each allocator at the default budget and at --maxrregcount 32 and at
# -O0/-O1, the listing (`compile`) of every PTX file with each allocator at both budgets, the
# `ptxas -v` lines of the bundled kernels, and `explain --json` / `sweep --json` of a sample.
#
#   scripts/snapshot.sh target/release/ptxra /tmp/before
#   ... change the code, rebuild ...
#   scripts/snapshot.sh target/release/ptxra /tmp/after && diff -r /tmp/before /tmp/after
set -euo pipefail
BIN=$(realpath "$1")
OUT=$2
cd "$(dirname "$0")/.."
CORPUS=../shared/corpus
mkdir -p "$OUT"
PTX=$(find kernels/ptx $( [ -d "$CORPUS/ptx" ] && echo "$CORPUS/ptx") -name '*.ptx' | sort)
LL=$(find kernels/ll $( [ -d "$CORPUS/ll" ] && echo "$CORPUS/ll") -name '*.ll' | sort)

# `stats` exits 2/3 when some input fails; the failures are part of the output.
for alloc in fatpoint briggs greedy; do
  for budget in default 32; do
    flags=(--allocator "$alloc")
    [ "$budget" = default ] || flags+=(--maxrregcount "$budget")
    # shellcheck disable=SC2086
    "$BIN" stats --json --verify "${flags[@]}" $PTX $LL >"$OUT/stats-$alloc-$budget.json" 2>"$OUT/stats-$alloc-$budget.err" || true
  done
done
for level in 0 1; do
  # shellcheck disable=SC2086
  "$BIN" stats --json -O$level $PTX >"$OUT/stats-O$level.json" 2>"$OUT/stats-O$level.err" || true
done

mkdir -p "$OUT/listings"
n=0
for f in $PTX; do
  n=$((n + 1))
  key=$(echo "$f" | tr '/' '_')
  for alloc in fatpoint briggs greedy; do
    "$BIN" compile --allocator "$alloc" "$f" >"$OUT/listings/$key.$alloc.sass" 2>&1 || true
    "$BIN" compile --allocator "$alloc" --maxrregcount 32 "$f" >"$OUT/listings/$key.$alloc.32.sass" 2>&1 || true
  done
  if [ $((n % 100)) = 0 ]; then echo "snapshot: $n listings" >&2; fi
done

mkdir -p "$OUT/ptxas-v" "$OUT/explain" "$OUT/sweep"
for f in $(find kernels/ptx -name '*.ptx' | sort); do
  key=$(echo "$f" | tr '/' '_')
  arch=$(basename "$(dirname "$f")")
  "$BIN" ptxas -v -arch="$arch" "$f" -o /dev/null >"$OUT/ptxas-v/$key.txt" 2>&1 || true
done
for f in $(find kernels/ptx -name '*.ptx' -path '*sm_80*' | sort | awk 'NR % 5 == 0'); do
  key=$(echo "$f" | tr '/' '_')
  "$BIN" explain --json --maxrregcount 32 "$f" >"$OUT/explain/$key.json" 2>&1 || true
  "$BIN" sweep --json --from 24 --to 64 --step 8 "$f" >"$OUT/sweep/$key.json" 2>&1 || true
done
echo "snapshot: written to $OUT"
