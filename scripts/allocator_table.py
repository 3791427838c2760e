#!/usr/bin/env python3
"""The three allocators (fatpoint, briggs, greedy) against ptxas 13.5 on the development corpus:
register fidelity (exact / within ±2 / MAE over entry functions), spill agreement and spill
bytes per ptxas run, and total allocation time. Prints Markdown tables (for docs/fidelity.md).

    python3 scripts/allocator_table.py [--ptxra BIN] [--runs default,maxrreg32,maxrreg64] [--jobs N]

Fidelity comes from scripts/accuracy.py --allocator X (one pass per allocator); the time is the
sum of per-function scheduling + allocation time reported by `ptxra stats --allocator all --json`
at the default budget.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxra_ref as R  # noqa: E402

KINDS = ["fatpoint", "briggs", "greedy"]
PRIMARY = R.PTXAS_VERSIONS[0]


def fidelity(rows, run):
    errs, spill_agree, ours_sp, theirs_sp = [], [], 0, 0
    for r in rows:
        if r["run"] != run or r["status"] != "ok" or not r["ptxra"]:
            continue
        ref = r["ptxas"].get(PRIMARY)
        if not ref:
            continue
        ra = r["ptxra"]
        if r["kind"] == "entry" and ref.get("registers") is not None:
            errs.append(ra["registers"] - ref["registers"])
        spill_agree.append((ra["spill_stores"] > 0) == ((ref.get("spill_stores") or 0) > 0))
        ours_sp += ra["spill_stores"] + ra["spill_loads"]
        theirs_sp += (ref.get("spill_stores") or 0) + (ref.get("spill_loads") or 0)
    n = len(errs)
    pct = lambda k, m: 100.0 * k / m if m else 0.0  # noqa: E731
    return {
        "n": n,
        "exact": pct(sum(e == 0 for e in errs), n),
        "within2": pct(sum(abs(e) <= 2 for e in errs), n),
        "mae": sum(abs(e) for e in errs) / n if n else 0.0,
        "spill": pct(sum(spill_agree), len(spill_agree)),
        "ours_spill": ours_sp,
        "ptxas_spill": theirs_sp,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ptxra", default=None)
    ap.add_argument("--runs", default="default,maxrreg32,maxrreg64")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    binary = R.ptxra_binary(a.ptxra)
    runs = a.runs.split(",")
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for k in KINDS:
            out = os.path.join(tmp, f"{k}.json")
            cmd = [sys.executable, os.path.join(HERE, "accuracy.py"), "--only-corpus", "--runs", a.runs,
                   "--allocator", k, "--ptxra", binary, "--jobs", str(a.jobs), "--json", out]
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
            with open(out) as fh:
                rows = json.load(fh)["rows"]
            results[k] = {run: fidelity(rows, run) for run in runs}
    corpus = os.path.join(R.DATASETS["corpus"][0], "ptx")
    st = subprocess.run([binary, "stats", "--allocator", "all", "--json", corpus],
                        capture_output=True, text=True)
    times = {k: 0.0 for k in KINDS}
    remat = {k: 0 for k in KINDS}
    try:
        for r in json.loads(st.stdout)["rows"]:
            times[r["allocator"]] += r["alloc_ms"]
            remat[r["allocator"]] += r["remat_count"]
    except (json.JSONDecodeError, KeyError):
        print(f"warning: no timing ({st.stderr[-500:]})", file=sys.stderr)

    print("| allocator | run | entries | exact | ±2 | MAE | spills agree | spill bytes (ptxas) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for k in KINDS:
        for run in runs:
            m = results[k][run]
            print(f"| {k} | {run} | {m['n']} | {m['exact']:.1f} % | {m['within2']:.1f} % | {m['mae']:.2f} "
                  f"| {m['spill']:.1f} % | {m['ours_spill']} ({m['ptxas_spill']}) |")
    print()
    print("| allocator | rematerialised values (default run) | scheduling + allocation time, whole corpus |")
    print("|---|---:|---:|")
    for k in KINDS:
        print(f"| {k} | {remat[k]} | {times[k] / 1000:.1f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
