#!/usr/bin/env bash
# Regenerates tests/data/occupancy/oracle.tsv from NVIDIA's own occupancy calculator.
#
# Builds scripts/oracle/occupancy_oracle.cpp against cuda_occupancy.h from the
# nvidia-cuda-runtime wheel that scripts/setup.sh installs into .tools/cuda (the header is
# pure host code: no GPU, no CUDA driver), runs it over the whole grid and writes the result.
# tests/occupancy_oracle.rs compares ptxra::target::occupancy against every line.
#
# Usage: scripts/occupancy-oracle.sh [OUTPUT]   (default: tests/data/occupancy/oracle.tsv)
# Environment: CXX (default g++), CUDA_OCC_HEADER_DIR (directory holding cuda_occupancy.h;
# default: the CUDA 13 runtime wheel's include directory).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${1:-$ROOT/tests/data/occupancy/oracle.tsv}"
INCLUDE="${CUDA_OCC_HEADER_DIR:-$ROOT/.tools/cuda/nvidia/cu13/include}"
HEADER="$INCLUDE/cuda_occupancy.h"
if [ ! -f "$HEADER" ]; then
  echo "occupancy-oracle: $HEADER not found; run scripts/setup.sh first" >&2
  exit 2
fi

# The wheel version the header came from, recorded next to the data.
VERSION="unknown"
for meta in "$ROOT"/.tools/cuda/nvidia_cuda_runtime-*.dist-info/METADATA; do
  [ -f "$meta" ] && VERSION="$(sed -n 's/^Version: //p' "$meta" | head -1)"
done
SHA="$(sha256sum "$HEADER" | cut -d' ' -f1)"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"${CXX:-g++}" -std=c++14 -O2 -Wall -Wno-unused-function -I "$INCLUDE" \
  "$ROOT/scripts/oracle/occupancy_oracle.cpp" -o "$WORK/occupancy_oracle"

mkdir -p "$(dirname "$OUT")"
"$WORK/occupancy_oracle" > "$WORK/raw.tsv"
{
  grep '^#' "$WORK/raw.tsv"
  printf '# cuda_occupancy.h from nvidia-cuda-runtime %s, sha256 %s\n' "$VERSION" "$SHA"
  # The grids overlap in a few points (e.g. no shared memory, default settings); keep one.
  grep -v '^#' "$WORK/raw.tsv" | awk '!seen[$0]++'
} > "$WORK/oracle.tsv"
mv "$WORK/oracle.tsv" "$OUT"
echo "occupancy-oracle: wrote $(grep -c '^G' "$OUT") grid lines ($(du -h "$OUT" | cut -f1)) to ${OUT#"$ROOT"/}"
