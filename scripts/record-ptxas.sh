#!/usr/bin/env bash
# Runs the real ptxas 12.9 / 13.5 on every kernels/ptx/**/*.ptx and writes kernels/ref/ptxas-<ver>.json
# (see scripts/record_ptxas.py). At most 2 ptxas processes at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d .tools/cuda ]; then
  scripts/setup.sh
fi
exec python3 scripts/record_ptxas.py "$@"
