#!/usr/bin/env bash
# Installs everything ptxra needs on a fresh Debian 12 machine. Idempotent: a second run only
# checks. Debian packages: LLVM 22 (the llvm-bridge crate through inkwell, and the
# llvm-profdata of scripts/build-release.sh), clang-22 (to regenerate kernels) and GNU time
# (peak memory in scripts/bench.sh). PyPI wheels, pinned, into .tools/cuda (git-ignored):
# NVIDIA ptxas 12.9 and 13.5 (the reference), nvdisasm and cuobjdump (calibration), NVRTC
# (kernel generation) and the CUDA runtime headers (cuda_occupancy.h, the occupancy oracle).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
TOOLS="$ROOT/.tools/cuda"
STAMP="$ROOT/.tools/setup.stamp"

APT_PACKAGES=(llvm-22-dev llvm-22 clang-22 libpolly-22-dev libzstd-dev zlib1g-dev libxml2-dev pkg-config time)
PIP_PACKAGES=(
  nvidia-cuda-nvcc==13.5.37
  nvidia-cuda-nvcc-cu12==12.9.86
  nvidia-cuda-nvdisasm==13.5.37
  nvidia-cuda-cuobjdump==13.5.37
  nvidia-cuda-nvrtc==13.5.37
  nvidia-cuda-nvrtc-cu12==12.9.86
  nvidia-cuda-crt==13.5.37
  nvidia-cuda-runtime==13.5.37
  nvidia-cuda-runtime-cu12==12.9.79
)
# Bump when the lists above change so that existing checkouts reinstall.
SETUP_VERSION=1

sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing_apt=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing_apt+=("$p")
done
if [ ${#missing_apt[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  sudo_if_needed apt-get -o DPkg::Lock::Timeout=600 update -qq
  sudo_if_needed apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing_apt[@]}"
fi

if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$SETUP_VERSION" ]; then
  echo "setup: installing NVIDIA tools from PyPI into .tools/cuda"
  rm -rf "$TOOLS"
  mkdir -p "$TOOLS"
  python3 -m pip install --quiet --disable-pip-version-check --no-deps --target "$TOOLS" "${PIP_PACKAGES[@]}"
  echo "$SETUP_VERSION" > "$STAMP"
fi

PTXAS13="$TOOLS/nvidia/cu13/bin/ptxas"
PTXAS12="$TOOLS/nvidia/cuda_nvcc/bin/ptxas"
NVDISASM=$(find "$TOOLS/nvidia" -name nvdisasm -type f | head -n 1)
chmod +x "$PTXAS13" "$PTXAS12" "$NVDISASM" 2>/dev/null || true
echo "setup: llvm-config-22 $(/usr/lib/llvm-22/bin/llvm-config --version)"
echo "setup: clang-22      $(clang-22 --version | head -n 1)"
echo "setup: ptxas 13      $("$PTXAS13" --version | tail -n 1)"
echo "setup: ptxas 12      $("$PTXAS12" --version | tail -n 1)"
echo "setup: nvdisasm      $("$NVDISASM" --version | tail -n 1)"
