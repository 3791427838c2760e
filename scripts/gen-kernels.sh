#!/usr/bin/env bash
# Regenerates kernels/ptx and kernels/ll from kernels/src (see scripts/gen_kernels.py).
# Installs the toolchain first (scripts/setup.sh) if .tools/ is missing, and Triton 3.9.0 into a
# venv under .tools/triton unless --no-triton is given (Triton is only needed here, not in CI).
# Extra arguments are passed on, e.g. scripts/gen-kernels.sh --only tiny_anchors --no-triton
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d .tools/cuda ]; then
  scripts/setup.sh
fi
if [[ " $* " == *" --no-triton "* ]]; then
  :  # Triton not wanted: do not install it
elif [ ! -x .tools/triton/bin/python ] || ! .tools/triton/bin/python -c 'import triton' 2>/dev/null; then
  echo "gen-kernels: installing triton==3.9.0 into .tools/triton" >&2
  if python3 -m venv .tools/triton && .tools/triton/bin/pip install --quiet --disable-pip-version-check triton==3.9.0; then
    :
  else
    echo "gen-kernels: Triton install failed; Triton kernels will be skipped" >&2
    rm -rf .tools/triton
  fi
fi
exec python3 scripts/gen_kernels.py "$@"
