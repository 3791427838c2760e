#!/usr/bin/env bash
# The allocator on ptxas's own code, over the bundled kernels and the development corpus:
# `ptxra replay --json` on every PTX directory (ptxas 13.5 and nvdisasm from .tools, as
# scripts/setup.sh installs them), then one summary per architecture: functions replayed and
# verified, replayed register count exact and within ±2 of ptxas's, the mean share of values
# in ptxas's very register, the peak of live registers equal to nvdisasm's, and the share
# of functions whose renamed code ptxas's own registers pass the checker on. The JSON keeps
# every function's row too (`scripts/accuracy.py --replay` names the component behind each of
# the worst functions with it). --real: the real-world corpus instead (as scripts/real-corpus.sh
# built it), summarised per producer and per side of its tune/check split too.
#
# Usage: scripts/replay-corpus.sh [--real] [OUT.json]
#        (default: target/replay-corpus.json, with --real target/replay-real.json)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/corpus-args.sh
corpus_args "replay" replay "$@"
cargo build --release --quiet --bin ptxra
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
k=0
for d in "${dirs[@]}"; do
  [ -d "$d" ] || continue
  k=$((k + 1))
  echo "replay: $d" >&2
  # Status 2 (a function not replayed) is reported in the summary, not fatal here.
  target/release/ptxra replay --json "$d" > "$tmp/$k.json" 2> "$tmp/$k.err" || true
  grep -v '^$' "$tmp/$k.err" | sed "s|^|  |" >&2 || true
done
python3 - "$out" "$tmp"/*.json <<'PY'
import collections, json, statistics, sys
sys.path.insert(0, "scripts")
from ptxra_ref import path_set
out, files = sys.argv[1], sys.argv[2:]
rows = [f for p in files for f in json.load(open(p))["functions"]]
by = collections.defaultdict(list)
by_set = collections.defaultdict(list)
for r in rows:
    by[r["arch"]].append(r)
    name, side = path_set(r["path"])
    for key in (f"{name} {r['arch']}", f"{name} all") + ((f"{side} all",) if side else ()):
        by_set[key].append(r)
def summary(rs):
    ok = [r for r in rs if not r.get("error")]
    both = [r for r in ok if r["ptxas_registers"] and r["replay_registers"]]
    ranged = [r for r in ok if r.get("nvdisasm_max_live") is not None]
    pct = lambda n, d: round(100.0 * n / d, 1) if d else None
    return {
        "functions": len(rs),
        "errors": len(rs) - len(ok),
        "verified": sum(r["verified"] for r in ok),
        "exact_pct": pct(sum(r["ptxas_registers"] == r["replay_registers"] for r in both), len(both)),
        "within2_pct": pct(sum(abs(r["ptxas_registers"] - r["replay_registers"]) <= 2 for r in both), len(both)),
        "same_register_pct": round(100.0 * statistics.mean(r["same_register"] for r in ok), 1) if ok else None,
        "live_equal_pct": pct(sum(r["ptxas_max_live"] == r["nvdisasm_max_live"] for r in ranged), len(ranged)),
        "ptxas_checks_pct": pct(sum(r["ptxas_placement_checks"] for r in ok), len(ok)),
    }
def dataset(path):
    # The data set (kernels, corpus or a real-world producer) and the path inside it.
    name, _ = path_set(path)
    i = path.rfind(f"{name}/" if name not in ("kernels", "corpus") else "ptx/")
    return name, path[i:]
keep = ("name", "arch", "ptxas_registers", "replay_registers", "ptxas_max_live", "nvdisasm_max_live",
        "values", "same_register", "verified", "ptxas_placement_checks")
report = {"per_arch": {a: summary(by[a]) for a in sorted(by)},
          "per_set": {k: summary(v) for k, v in sorted(by_set.items())}, "all": summary(rows),
          "errors": [f'{r["path"]} {r["name"]}: {r["error"]}' for r in rows if r.get("error")],
          "functions": [dict(zip(("dataset", "ptx"), dataset(r["path"])), **{k: r.get(k) for k in keep})
                        for r in rows]}
json.dump(report, open(out, "w"), indent=1)
print(f'{"set":<20} {"funcs":>6} {"errors":>6} {"verified":>8} {"exact%":>7} {"±2%":>6} {"same-reg%":>9} {"live=%":>7} {"ptxas-ok%":>9}')
for a, s in list(report["per_arch"].items()) + list(report["per_set"].items()) + [("all", report["all"])]:
    print(f'{a:<20} {s["functions"]:>6} {s["errors"]:>6} {s["verified"]:>8} {s["exact_pct"]!s:>7} {s["within2_pct"]!s:>6} {s["same_register_pct"]!s:>9} {s["live_equal_pct"]!s:>7} {s["ptxas_checks_pct"]!s:>9}')
for e in report["errors"][:20]:
    print("error:", e.splitlines()[0][:200])
PY
