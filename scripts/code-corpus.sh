#!/usr/bin/env bash
# The code ptxra allocates against the code ptxas allocated, over the bundled kernels and the
# development corpus: `ptxra compare --code --json` on every PTX directory (ptxas 13.5 and
# nvdisasm from .tools, as scripts/setup.sh installs them), then one summary per
# architecture and data set: entry functions, SASS instruction count within ±10 % of
# ptxas's, peak of live GPRs within ±1 (both counted as nvdisasm counts them), and the mean
# opcode-histogram distance. The register columns of the same run are in the summary too.
# --real: the real-world corpus instead (as scripts/real-corpus.sh built it), summarised per
# producer and per side of its tune/check split.
#
# Usage: scripts/code-corpus.sh [--real] [OUT.json]
#        (default: target/code-corpus.json, with --real target/code-real.json)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/corpus-args.sh
corpus_args "compare --code" code "$@"
cargo build --release --quiet --bin ptxra
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k=0
for d in "${dirs[@]}"; do
  [ -d "$d" ] || continue
  k=$((k + 1))
  echo "compare --code: $d" >&2
  # Status 1/2 (a count beyond tolerance, an input ptxas rejects) is in the summary, not fatal.
  target/release/ptxra compare --code --json "$d" > "$tmp/$k.json" 2> "$tmp/$k.err" || true
  grep -v '^$' "$tmp/$k.err" | sed "s|^|  |" >&2 || true
done
python3 - "$out" "$tmp"/*.json <<'PY'
import collections, json, re, statistics, sys
sys.path.insert(0, "scripts")
from ptxra_ref import path_set
out, files = sys.argv[1], sys.argv[2:]
rows = []
for p in files:
    try:
        rows += json.load(open(p))["rows"]
    except (ValueError, KeyError):
        pass
def key(r):
    arch = re.search(r"/(sm_\d+a?)/", r["input"])
    return path_set(r["input"]) + (arch.group(1) if arch else "?",)
def summary(rs):
    rs = [r for r in rs if r.get("kind") == "entry" and r.get("code")]
    c = [r["code"] for r in rs]
    pct = lambda n: round(100.0 * n / len(c), 1) if c else None
    regs = [r for r in rs if (r.get("ptxas") or {}).get("registers") is not None and r.get("ptxra")]
    err = [r["ptxra"]["registers"] - r["ptxas"]["registers"] for r in regs]
    return {
        "functions": len(c),
        "registers_exact_pct": round(100.0 * sum(e == 0 for e in err) / len(err), 1) if err else None,
        "registers_within2_pct": round(100.0 * sum(abs(e) <= 2 for e in err) / len(err), 1) if err else None,
        "instructions_within_10_pct": pct(sum(abs(x["ptxra_instructions"] - x["ptxas_instructions"])
                                              <= 0.1 * x["ptxas_instructions"] for x in c)),
        "peak_live_within_1_pct": pct(sum(x["ptxas_peak_live"] is not None and
                                          abs(x["ptxra_peak_live"] - x["ptxas_peak_live"]) <= 1 for x in c)),
        "mean_histogram_distance": round(statistics.mean(x["histogram_distance"] for x in c), 2) if c else None,
    }
groups = collections.defaultdict(list)
for r in rows:
    ds, side, arch = key(r)
    groups[(ds, arch)].append(r)
    groups[(ds, "all")].append(r)
    if side:
        groups[(side, "all")].append(r)
    groups[("all", "all")].append(r)
report = {f"{ds} {arch}": summary(rs) for (ds, arch), rs in sorted(groups.items())}
json.dump(report, open(out, "w"), indent=1)
print(f'{"set":<20} {"entries":>7} {"exact%":>7} {"±2%":>6} {"insts±10%":>9} {"live±1%":>8} {"hist":>6}')
for k, s in report.items():
    print(f'{k:<20} {s["functions"]:>7} {s["registers_exact_pct"]!s:>7} {s["registers_within2_pct"]!s:>6} '
          f'{s["instructions_within_10_pct"]!s:>9} {s["peak_live_within_1_pct"]!s:>8} {s["mean_histogram_distance"]!s:>6}')
PY
