#!/usr/bin/env bash
# ptxra on bundled kernels, next to the real ptxas: the SASS-like listing with spill code,
# the ptxas-compatible -v lines, the occupancy report, and a comparison with ptxas.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh >/dev/null
cargo build --release --quiet
PTXRA=target/release/ptxra
PTXAS=.tools/cuda/nvidia/cu13/bin/ptxas
K=kernels/ptx/nvrtc-13.5/sm_80

section() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

section "ptxra stats --verify on the bundled kernels (sm_80, NVRTC 13.5)"
$PTXRA stats --verify $K/tiny_anchors.ptx $K/gemm_rb4x4.ptx $K/reductions.ptx 2>/dev/null

section "ptxas -v lines: ptxra (drop-in) vs the real ptxas 13.5, same file"
echo "-- ptxra ptxas -v -arch=sm_80 $K/gemm_rb4x4.ptx"
$PTXRA ptxas -v -arch=sm_80 $K/gemm_rb4x4.ptx -o /dev/null
echo "-- ptxas -v -arch=sm_80 $K/gemm_rb4x4.ptx"
$PTXAS -v -arch=sm_80 $K/gemm_rb4x4.ptx -o /dev/null 2>&1 | grep -v "Compile time"

section "A kernel under --maxrregcount 32: spill code in the listing"
listing=$($PTXRA compile --verify --maxrregcount 32 $K/huge_register_tile.ptx 2>/dev/null)
printf '%s\n' "$listing" | grep -E "facts|registers|spill|stack|STL|LDL" | head -24 || true

section "Occupancy: sm_80, 64 registers, 256 threads"
occ=$($PTXRA occupancy --arch sm_80 --registers 64 --block-size 256)
printf '%s\n' "$occ" | head -12

section "Registers per function: ptxra vs ptxas 13.5 (sm_80 NVRTC kernels)"
report=$(python3 scripts/accuracy.py --only-kernels --compiler nvrtc-13.5 --arch sm_80 --runs default --worst 5 2>/dev/null || true)
printf '%s\n' "$report" | sed -n '/== overall/,/^$/p;/worst/,$p'
echo "(scripts/accuracy.sh prints the full fidelity report)"
