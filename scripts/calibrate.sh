#!/usr/bin/env bash
# SASS calibration data (ptxas 13.5 + nvdisasm life ranges), see scripts/calibrate.py.
#   scripts/calibrate.sh            -> kernels/ref/sass-13.5.json
#   scripts/calibrate.sh --corpus   -> kernels/ref/sass-13.5-corpus.json (../shared/corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d .tools/cuda ]; then
  scripts/setup.sh
fi
exec python3 scripts/calibrate.py "$@"
