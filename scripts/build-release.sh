#!/usr/bin/env bash
# The fastest ptxra binary: a release build with profile-guided optimisation (PGO).
#
#   scripts/build-release.sh [--plain]     # prints the path of the binary it built
#
# 1. An instrumented release build (target/pgo-gen) runs what users run — `stats` with each
#    allocator, with and without a register budget, and `compile` to a listing — on the
#    bundled kernels of every architecture except sm_80, which scripts/bench.sh measures.
# 2. llvm-profdata merges the counts; the final release build (target/pgo) lays out and
#    inlines the code after them.
# The profile tool must speak the LLVM of rustc (`rustc -vV`): llvm-profdata-N from the
# Debian LLVM packages scripts/setup.sh installs. Without one, or with --plain, or if a
# step fails, this builds and prints the plain release binary (target/release) instead,
# with a note on stderr. The PGO build takes about three times as long as a plain one.
# Either way the LLVM helper `ptxra-llvm` (plain release: LLVM does its work) is put
# beside the binary, which reads `.ll` and `.bc` files through it, and the script checks
# that the binary reads one.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

# Puts the helper beside the binary $1, checks both on a PTX and an LLVM kernel, prints $1.
finish() {
  cargo build --release --quiet --bin ptxra-llvm >&2
  [ "$(dirname "$1")" = "$ROOT/target/release" ] || cp target/release/ptxra-llvm "$(dirname "$1")/"
  "$1" stats kernels/ptx/nvrtc-13.5/sm_80/tiny_anchors.ptx kernels/ll/ll_tiny_add.ll >/dev/null
  echo "$1"
  exit 0
}

plain() {
  echo "build-release: $1; plain release build" >&2
  cargo build --release --quiet --bin ptxra >&2
  finish "$ROOT/target/release/ptxra"
}

[ "${1:-}" = "--plain" ] && plain "--plain"

major=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
PROFDATA=""
for tool in "llvm-profdata-$major" "/usr/lib/llvm-$major/bin/llvm-profdata"; do
  if command -v "$tool" >/dev/null 2>&1; then
    PROFDATA=$(command -v "$tool")
    break
  fi
done
[ -n "$PROFDATA" ] || plain "no llvm-profdata for rustc's LLVM $major"

DATA="$ROOT/target/pgo-data"
rm -rf "$DATA"
mkdir -p "$DATA"
echo "build-release: instrumented build (target/pgo-gen)" >&2
RUSTFLAGS="-Cprofile-generate=$DATA" cargo build --release --quiet --bin ptxra \
  --target-dir target/pgo-gen >&2 || plain "the instrumented build failed"

TRAIN=()
while IFS= read -r f; do TRAIN+=("$f"); done < <(find kernels/ptx -name '*.ptx' -not -path '*/sm_80/*' | sort)
echo "build-release: training on ${#TRAIN[@]} kernels (all but sm_80)" >&2
GEN=target/pgo-gen/release/ptxra
{
  for alloc in fatpoint briggs greedy; do
    "$GEN" stats --allocator "$alloc" "${TRAIN[@]}"
    "$GEN" stats --allocator "$alloc" --maxrregcount 32 "${TRAIN[@]}"
  done
  for f in "${TRAIN[@]}"; do "$GEN" compile "$f"; done
} >/dev/null 2>&1 || true
"$PROFDATA" merge -o "$DATA/merged.profdata" "$DATA" >&2 || plain "llvm-profdata could not merge the profile"

echo "build-release: optimised build (target/pgo)" >&2
RUSTFLAGS="-Cprofile-use=$DATA/merged.profdata" cargo build --release --quiet --bin ptxra \
  --target-dir target/pgo >&2 || plain "the profile-guided build failed"
finish "$ROOT/target/pgo/release/ptxra"
