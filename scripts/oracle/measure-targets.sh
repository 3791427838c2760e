#!/usr/bin/env bash
# Measures the per-SM facts recorded in src/target/MEASURED.md with the real ptxas:
# where kernel parameters start in constant bank 0, whether they are read directly as
# c[0x0][..] operands or loaded with LDC first, the --maxrregcount floor and its warning,
# and the register count of an empty kernel.
#
# Usage: scripts/oracle/measure-targets.sh   (run from anywhere; needs scripts/setup.sh first)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
NV="$ROOT/.tools/cuda/nvidia"
PTXAS12="$NV/cuda_nvcc/bin/ptxas"
PTXAS13="$NV/cu13/bin/ptxas"
NVDISASM="$NV/cu13/bin/nvdisasm"
CUOBJDUMP="$NV/cu13/bin/cuobjdump"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# $1 = PTX ISA version. One empty kernel and one that stores a u32 parameter through a
# u64 pointer parameter, so both parameter offsets (0 and 8) show up in the SASS.
write_ptx() {
  cat > "$WORK/k.ptx" <<PTX
.version $1
.target sm_50
.address_size 64
.visible .entry empty()
{
	ret;
}
.visible .entry param_store(.param .u64 p, .param .u32 v)
{
	.reg .b64 %rd<3>;
	.reg .b32 %r<2>;
	ld.param.u64 %rd1, [p];
	ld.param.u32 %r1, [v];
	cvta.to.global.u64 %rd2, %rd1;
	st.global.u32 [%rd2], %r1;
	ret;
}
PTX
}

# $1 = ptxas, $2 = PTX version, $3 = version label, rest = arches
measure() {
  local ptxas="$1" isa="$2" label="$3"; shift 3
  write_ptx "$isa"
  for sm in "$@"; do
    local log="$WORK/$sm.log" cubin="$WORK/$sm.cubin"
    if ! "$ptxas" -arch="$sm" -v --maxrregcount=1 "$WORK/k.ptx" -o "$cubin" > "$log" 2>&1; then
      printf '%s\t%s\tptxas failed: %s\n' "$label" "$sm" "$(head -1 "$log")"
      continue
    fi
    local floor warn empty_regs base sass params ldc
    warn="$(grep -m1 'adjusting per thread register count' "$log" || true)"
    floor="$(sed -n 's/.*lower bound of \([0-9]*\).*/\1/p' "$log" | head -1)"
    empty_regs="$(awk '/Compiling entry function .empty./{f=1} f&&/Used/{print $5; exit}' "$log")"
    # EIATTR_PARAM_CBANK of param_store: 0xSSSSOOOO, S = parameter bytes, O = start offset.
    base="$("$CUOBJDUMP" -elf "$cubin" 2>/dev/null | grep -A2 'EIATTR_PARAM_CBANK' \
      | sed -n 's/.*Value:[[:space:]]*0x[0-9a-f]* 0x\([0-9a-f]*\).*/\1/p' | head -1)"
    base="$(printf '0x%x' $(( 0x${base:-0} & 0xffff )))"
    # The SASS of param_store (cuobjdump 13.x disassembles sm_75 and newer only).
    sass="$("$CUOBJDUMP" -sass -fun param_store "$cubin" 2>/dev/null | grep -E '/\*[0-9a-f]{4}\*/' || true)"
    if [ -z "$sass" ]; then
      params="n/a"; ldc="n/a"
    else
      params="$(printf '%s\n' "$sass" | grep -o 'c\[0x0\]\[0x[0-9a-f]*\]' | grep -v '\[0x28\]' | sort -u | tr '\n' ' ' || true)"
      if printf '%s\n' "$sass" | grep -Eq 'LDC(\.[0-9A-Z]+)* R[0-9]+, c\[0x0\]\[0x2[0-9a-f]{2}\]|LDC(\.[0-9A-Z]+)* R[0-9]+, c\[0x0\]\[0x3[0-9a-f]{2}\]|LDC(\.[0-9A-Z]+)* R[0-9]+, c\[0x0\]\[0x1[0-9a-f]{2}\]'; then
        ldc="loaded-with-LDC"; else ldc="direct-operands"; fi
    fi
    printf '%s\t%s\tempty=%s regs\tparams@%s\t%s\t[%s]\tfloor=%s\t%s\n' \
      "$label" "$sm" "$empty_regs" "$base" "$ldc" "$params" "$floor" "$warn"
  done
}

measure "$PTXAS12" 8.8 "12.9" sm_50 sm_52 sm_53 sm_60 sm_61 sm_62 sm_70 sm_72 sm_75 sm_80 sm_86 sm_87 sm_89 sm_90 sm_90a sm_100 sm_101 sm_103 sm_120 sm_121
measure "$PTXAS13" 9.0 "13.5" sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_90a sm_100 sm_103 sm_107 sm_110 sm_120 sm_121
