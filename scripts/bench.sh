#!/usr/bin/env bash
# Compile time of ptxra against ptxas 13.5 on the same suite, in the same run.
#
#   scripts/bench.sh [--quick] [--reps N] [--no-scaling] [--plain] [--arch sm_80] [DIR...]
#
# ptxra is the profile-guided release build of scripts/build-release.sh (trained on the
# bundled kernels of the other architectures, never on the sm_80 ones measured here); with
# --plain, or where that build is not possible, the plain `cargo build --release` one.
#
# 1. Per kernel (default: every kernels/ptx/*/sm_80/*.ptx): wall time of `ptxas -arch=sm_80`
#    and of `ptxra stats`, each the best of N runs (default 3), as separate processes — the
#    ratio ptxas time / ptxra time, per kernel and for the total.
# 2. The whole suite in one process: ptxas once per file (it takes one input), in sequence
#    and two at a time; `ptxra stats DIR...` with 1 and 2 threads (RAYON_NUM_THREADS);
#    each the best of N runs. With the profile-guided build, the plain build's one-thread
#    time too, for comparison.
# 3. ptxra's peak memory (maximum resident set, /usr/bin/time -v) on the suite.
# 4. Scaling on generated kernels (ptxra::testing::synth; examples/gen_huge): 10k, 100k and 1M
#    instructions, straight-line and loop-heavy, 64 values live: ptxra wall time, CPU time
#    and peak memory, and the time per 1000 instructions.
#
# ALLOCATORS lists the ptxra allocators measured (`--allocator NAME`); add one there when the
# driver grows another. The machine should be otherwise idle: times are wall-clock.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

ALLOCATORS=(fatpoint briggs greedy)
ARCH=sm_80
REPS=3
SCALING=1
PLAIN=0
SIZES=(10000 100000 1000000)
DIRS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) REPS=1; SIZES=(10000 100000) ;;
    --reps) REPS=$2; shift ;;
    --no-scaling) SCALING=0 ;;
    --plain) PLAIN=1 ;;
    --arch) ARCH=$2; shift ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    *) DIRS+=("$1") ;;
  esac
  shift
done

PTXAS="$ROOT/.tools/cuda/nvidia/cu13/bin/ptxas"
# ptxas and GNU time (peak memory) come from scripts/setup.sh.
if [ ! -x "$PTXAS" ] || [ ! -x /usr/bin/time ]; then
  scripts/setup.sh
fi

echo "bench: building ptxra (release)" >&2
cargo build --release --quiet --bin ptxra --bin ptxra-llvm --example gen_huge
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
PLAIN_PTXRA="$TARGET_DIR/release/ptxra"
if [ "$PLAIN" = 1 ]; then
  PTXRA=$PLAIN_PTXRA
else
  PTXRA=$(scripts/build-release.sh)
fi
BUILD="profile-guided release build"
[ "$PTXRA" != "$PLAIN_PTXRA" ] || BUILD="plain release build"
GEN="$TARGET_DIR/release/examples/gen_huge"

if [ ${#DIRS[@]} -eq 0 ]; then
  for d in kernels/ptx/*/"$ARCH"; do DIRS+=("$d"); done
fi
FILES=()
for d in "${DIRS[@]}"; do
  while IFS= read -r f; do FILES+=("$f"); done < <(find "$d" -name '*.ptx' | sort)
done
[ ${#FILES[@]} -gt 0 ] || { echo "bench: no PTX files in ${DIRS[*]}" >&2; exit 2; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Best wall time of REPS runs of a command, in seconds (stdout/stderr discarded). The clock
# is bash's own (EPOCHREALTIME): starting a `date` process to read it would add a
# millisecond to every run, most of a small kernel's time.
best_of() {
  local best="" t s e
  for _ in $(seq "$REPS"); do
    s=${EPOCHREALTIME/./}
    "$@" >/dev/null 2>&1 || true
    e=${EPOCHREALTIME/./}
    t=$(( e - s ))
    if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
  done
  python3 -c "print(f'{$best/1e6:.4f}')"
}

# ptxas over every file, one process per file (it takes one input), JOBS at a time.
ptxas_suite() {
  printf '%s\0' "${FILES[@]}" |
    xargs -0 -P "$1" -I{} "$PTXAS" "-arch=$ARCH" -o /dev/null {} >/dev/null 2>&1 || true
}

echo "== ${#FILES[@]} kernels (${DIRS[*]}), --arch $ARCH, best of $REPS, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== ptxra: $BUILD ($PTXRA)"
for alloc in "${ALLOCATORS[@]}"; do
  echo
  echo "-- per kernel (separate processes), ptxra --allocator $alloc"
  printf '%-62s %9s %9s %8s\n' kernel ptxas_s ptxra_s ratio
  : > "$WORK/per-$alloc"
  for f in "${FILES[@]}"; do
    tp=$(best_of "$PTXAS" "-arch=$ARCH" -o /dev/null "$f")
    tr=$(best_of "$PTXRA" stats --arch "$ARCH" --allocator "$alloc" "$f")
    echo "$f $tp $tr" >> "$WORK/per-$alloc"
    python3 -c "print(f'{\"$f\"[-62:]:<62} {$tp:9.4f} {$tr:9.4f} {$tp/$tr:7.1f}x')"
  done
  python3 - "$WORK/per-$alloc" <<'EOF'
import sys
rows = [l.split() for l in open(sys.argv[1])]
tp = sum(float(r[1]) for r in rows)
tr = sum(float(r[2]) for r in rows)
ratios = sorted(float(r[1]) / float(r[2]) for r in rows)
print(f"{'TOTAL (sum of per-kernel times)':<62} {tp:9.3f} {tr:9.3f} {tp/tr:7.1f}x"
      f"   median per-kernel ratio {ratios[len(ratios)//2]:.1f}x")
EOF

  echo
  echo "-- whole suite, one ptxra process (ptxas: one process per file)"
  # Each the best of REPS runs, like the per-kernel times.
  p1=$(best_of ptxas_suite 1)
  p2=$(best_of ptxas_suite 2)
  r1=$(RAYON_NUM_THREADS=1 best_of "$PTXRA" stats --arch "$ARCH" --allocator "$alloc" "${FILES[@]}")
  r2=$(RAYON_NUM_THREADS=2 best_of "$PTXRA" stats --arch "$ARCH" --allocator "$alloc" "${FILES[@]}")
  rp=$r1
  if [ "$PTXRA" != "$PLAIN_PTXRA" ]; then
    rp=$(RAYON_NUM_THREADS=1 best_of "$PLAIN_PTXRA" stats --arch "$ARCH" --allocator "$alloc" "${FILES[@]}")
  fi
  RAYON_NUM_THREADS=2 /usr/bin/time -f '%M' -o "$WORK/rss" "$PTXRA" stats --arch "$ARCH" --allocator "$alloc" "${FILES[@]}" >/dev/null 2>&1 || true
  python3 -c "
p1, p2, r1, r2, rp = $p1, $p2, $r1, $r2, $rp
print(f'1 job : ptxas {p1:8.3f} s   ptxra {r1:7.3f} s   ratio {p1/r1:6.1f}x')
print(f'2 jobs: ptxas {p2:8.3f} s   ptxra {r2:7.3f} s   ratio {p2/r2:6.1f}x')
if '$PTXRA' != '$PLAIN_PTXRA':
    print(f'1 job, plain release build: ptxra {rp:7.3f} s   ratio {p1/rp:6.1f}x')
print(f'ptxra peak memory on the suite (2 threads): {int(open(\"$WORK/rss\").read().split()[-1])/1024:.0f} MiB')
"
done

[ "$SCALING" = 1 ] || exit 0
echo
echo "-- scaling on generated kernels (ptxra compile, 64 values live, sm_80)"
printf '%-9s %9s %9s %9s %9s %12s\n' shape insts wall_s cpu_s peak_MiB 'us/inst'
for shape in straight loops; do
  for n in "${SIZES[@]}"; do
    "$GEN" "$shape" "$n" > "$WORK/k.ptx"
    # Wall time to the millisecond (best of REPS); CPU time and peak memory from GNU time
    # on the last run.
    wall=$(best_of "$PTXRA" compile "$WORK/k.ptx" -o /dev/null)
    "/usr/bin/time" -f '%U %S %M' -o "$WORK/t" "$PTXRA" compile "$WORK/k.ptx" -o /dev/null >/dev/null 2>&1 || true
    read -r user sys rss < "$WORK/t"
    python3 -c "print(f'{\"$shape\":<9} {$n:9d} {$wall:9.3f} {$user+$sys:9.2f} {$rss/1024:9.0f} {1e6*$wall/$n:12.2f}')"
  done
done
