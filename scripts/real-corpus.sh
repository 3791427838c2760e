#!/usr/bin/env bash
# Builds the real-world corpus: PTX of kernels from third-party packages on PyPI (CuPy,
# numba-cuda, CUTLASS, Triton kernels of liger-kernel), compiled on this CPU with the
# packages' own compilers. Nothing it builds is committed: the PTX goes to .tools/realworld/ptx,
# and realworld/manifest.json (committed) lists every file and entry with its package, version
# and flags, so the corpus can be rebuilt from the registry. Idempotent: packages are installed
# once, and a producer whose output exists is not run again (--force reruns it).
#
# Usage: scripts/real-corpus.sh [--only P[,P...]] [--force] [--sample N] [--record]
#   --only P     only these producers (cupy_raw, cupy_ufuncs, numba, cutlass, triton)
#   --sample N   build N work items per producer and architecture, spread over its list, into
#                .tools/realworld/sample (the full build stays in .tools/realworld/ptx):
#                what scripts/test.sh builds for tests/real_corpus.rs
#   --record     then run ptxas 13.5 on every file (default, --maxrregcount 32/64/128) and
#                nvdisasm for the SASS facts, and rewrite realworld/manifest.json and
#                realworld/ref/ (a maintainer's step after changing a producer or a pin)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RW="$ROOT/.tools/realworld"
CU="$ROOT/.tools/cuda/nvidia"
only="" force=0 sample=0 record=0
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only=$2; shift 2 ;;
    --force) force=1; shift ;;
    --sample) sample=$2; shift 2 ;;
    --record) record=1; shift ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "real-corpus: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
PRODUCERS=(cupy_raw cupy_ufuncs numba cutlass triton)
if [ -n "$only" ]; then IFS=, read -r -a PRODUCERS <<< "$only"; fi

[ -x "$CU/cu13/bin/ptxas" ] || scripts/setup.sh

# --- packages: one virtual environment, every package pinned, no resolver ------------------
stamp="$RW/venv/requirements.stamp"
if ! cmp -s realworld/requirements.txt "$stamp" 2>/dev/null; then
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    echo "real-corpus: installing python3-venv" >&2
    if [ "$(id -u)" = 0 ]; then s=(); else s=(sudo); fi
    "${s[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends python3-venv
  fi
  echo "real-corpus: installing the pinned packages into .tools/realworld/venv" >&2
  rm -rf "$RW/venv"
  python3 -m venv "$RW/venv"
  "$RW/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps \
    -r realworld/requirements.txt
  cp realworld/requirements.txt "$stamp"
fi
PY="$RW/venv/bin/python"
SITE=$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')

# --- a CUDA directory the packages recognise, from the wheels ------------------------------
# CuPy and numba look for the runtime, NVRTC, NVVM and libdevice under CUDA_HOME; nvcc for
# cicc under its own ../nvvm (the nvidia-nvvm wheel has it, the nvcc wheel does not).
mkdir -p "$RW/cuda/lib64" "$RW/cuda/nvvm/lib64" "$RW/nvcc/bin"
for f in libcudart.so.13 libcudadevrt.a libcudart_static.a libnvrtc.so.13 libnvrtc-builtins.so.13.5; do
  ln -sfn "$CU/cu13/lib/$f" "$RW/cuda/lib64/$f"
done
ln -sfn "$CU/cu13/include" "$RW/cuda/include"
ln -sfn "$CU/cuda_nvcc/nvvm/lib64/libnvvm.so" "$RW/cuda/nvvm/lib64/libnvvm.so"
ln -sfn "$CU/cuda_nvcc/nvvm/libdevice" "$RW/cuda/nvvm/libdevice"
# nvcc finds its tools beside itself: a copy, with the other tools linked.
cp -u "$CU/cu13/bin/nvcc" "$CU/cu13/bin/nvcc.profile" "$RW/nvcc/bin/"
for f in "$CU"/cu13/bin/*; do
  case "$(basename "$f")" in nvcc|nvcc.profile) ;; *) ln -sfn "$f" "$RW/nvcc/bin/$(basename "$f")" ;; esac
done
ln -sfn "$CU/cu13/include" "$RW/nvcc/include"
ln -sfn "$CU/cu13/lib" "$RW/nvcc/lib"
ln -sfn "$SITE/nvidia/cu13/nvvm" "$RW/nvcc/nvvm"

export CUDA_HOME="$RW/cuda" CUDA_PATH="$RW/cuda" RW_SITE="$SITE" RW_NVCC="$RW/nvcc/bin/nvcc"
export TRITON_CACHE_DIR="$RW/triton-cache" NUMBA_CACHE_DIR="$RW/numba-cache"
export PYTHONDONTWRITEBYTECODE=1

# --- the producers -------------------------------------------------------------------------
base="$RW/ptx"
[ "$sample" = 0 ] || base="$RW/sample"
start=$(date +%s)
for p in "${PRODUCERS[@]}"; do
  src="realworld/producers/$p.py"
  [ -f "$src" ] || { echo "real-corpus: no producer $p" >&2; exit 2; }
  out="$base/$p"
  if [ -f "$out/manifest.json" ] && [ $force = 0 ] && [ "$(cat "$out/.sample" 2>/dev/null)" = "$sample" ]; then
    echo "real-corpus: $p already built ($(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(sum(len(f["entries"]) for f in m["files"]))' "$out/manifest.json") entries; --force rebuilds)" >&2
    continue
  fi
  rm -rf "$out"
  mkdir -p "$out"
  t0=$(date +%s)
  echo "real-corpus: building $p" >&2
  nice -n 5 "$PY" "$src" --out "$out" --sample "$sample"
  echo "$sample" > "$out/.sample"
  echo "real-corpus: $p took $(( $(date +%s) - t0 )) s" >&2
done
python3 realworld/manifest.py merge "$base" "${PRODUCERS[@]}"
echo "real-corpus: done in $(( $(date +%s) - start )) s; PTX under ${base#"$ROOT/"}" >&2

if [ $record = 1 ]; then
  [ "$sample" = 0 ] || { echo "real-corpus: --record needs the full build (no --sample)" >&2; exit 2; }
  python3 realworld/manifest.py record "$base"
fi
