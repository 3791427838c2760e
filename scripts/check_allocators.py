#!/usr/bin/env python3
"""Every allocator must produce a verified allocation on every function of the inputs, at the
default budget and under tight --maxrregcount budgets.

Runs `ptxra stats --allocator all --verify --json` once per budget and fails (exit 1) when an
allocator failed on an input or left a function unverified. An input refused with ptxas's own
C7602 (a tensor-core instruction needs a higher register target than the budget, which ptxas
refuses too) is counted apart, not as a failure.

    scripts/check_allocators.py [--ptxra BIN] [--budgets default,24,32] INPUT...
"""

import argparse
import json
import subprocess
import sys
from collections import defaultdict


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ptxra", default="target/release/ptxra")
    ap.add_argument("--budgets", default="default,24,32")
    ap.add_argument("inputs", nargs="+")
    a = ap.parse_args()
    bad = 0
    print("| budget | allocator | functions | verified | failed inputs | refused as ptxas does (C7602) |")
    print("|---|---|---:|---:|---:|---:|")
    for budget in a.budgets.split(","):
        cmd = [a.ptxra, "stats", "--allocator", "all", "--verify", "--json"]
        if budget != "default":
            cmd += ["--maxrregcount", budget]
        out = subprocess.run(cmd + a.inputs, capture_output=True, text=True)
        try:
            runs = json.loads(out.stdout)
        except json.JSONDecodeError:
            print(f"ptxra failed at budget {budget}: {out.stderr[-2000:]}", file=sys.stderr)
            return 1
        rows = defaultdict(list)
        for r in runs["rows"]:
            rows[r["allocator"]].append(r)
        fails = defaultdict(list)
        refused = defaultdict(int)
        for f in runs["failures"]:
            if "(C7602)" in f["message"]:
                refused[f["allocator"]] += 1
            else:
                fails[f["allocator"]].append(f)
        for k in ("fatpoint", "briggs", "greedy"):
            n = len(rows[k])
            v = sum(1 for r in rows[k] if r["verified"])
            print(f"| {budget} | {k} | {n} | {v} | {len(fails[k])} | {refused[k]} |")
            bad += (n - v) + len(fails[k])
            for f in fails[k]:
                print(f"    {k} failed on {f['input']}: {f['message'].strip()}", file=sys.stderr)
            for r in rows[k]:
                if not r["verified"]:
                    print(f"    {k}: {r['input']} {r['function']} not verified", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
