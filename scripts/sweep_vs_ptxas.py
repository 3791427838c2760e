#!/usr/bin/env python3
"""Spill bytes per --maxrregcount: ptxra's sweep beside the real ptxas, for the development corpus
kernels that ptxas 13.5 spills at --maxrregcount 32 (from its recorded results).

Usage: python3 scripts/sweep_vs_ptxas.py [--from 24] [--to 64] [--step 8] [--markdown FILE]
(ptxra from target/release, ptxas from .tools; run scripts/setup.sh and cargo build --release first).

For each such function and budget: ptxas's spill stores/loads (ptxas run now, `-v`) and ptxra's
(`ptxra sweep --json`), and a summary: how often both agree on spilling or not, and the median
ratio of spill-store bytes where both spill.
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import statistics
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus"))
PTXAS = os.path.join(REPO, ".tools", "cuda", "nvidia", "cu13", "bin", "ptxas")
PTXRA = os.path.join(REPO, "target", "release", "ptxra")


def ptxas_spills(ptx, arch, budget):
    out = subprocess.run([PTXAS, "-v", f"-arch={arch}", f"--maxrregcount={budget}", ptx, "-o", "/dev/null"],
                         capture_output=True, text=True)
    text = out.stdout + out.stderr
    res, props = {}, None
    for line in text.splitlines():
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            props = m.group(1)
            continue
        m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and props:
            res[props] = (int(m.group(1)), int(m.group(2)))
    return res


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--from", dest="lo", type=int, default=24)
    ap.add_argument("--to", dest="hi", type=int, default=64)
    ap.add_argument("--step", type=int, default=8)
    ap.add_argument("--markdown", metavar="FILE")
    a = ap.parse_args(argv)
    budgets = list(range(a.lo, a.hi + 1, a.step))
    recs = json.load(open(os.path.join(CORPUS, "ref", "ptxas-13.5.json")))
    targets = sorted({(r["ptx"], r["arch"], r["function"]) for r in recs
                      if r.get("run") == "maxrreg32" and r.get("kind") == "entry" and (r.get("spill_stores") or 0) > 0})
    files = sorted({(p, arch) for p, arch, _ in targets})

    def work(item):
        ptx, arch = item
        path = os.path.join(CORPUS, ptx)
        theirs = {b: ptxas_spills(path, arch, b) for b in budgets}
        out = subprocess.run([PTXRA, "sweep", "--json", "--from", str(a.lo), "--to", str(a.hi), "--step", str(a.step), path],
                             capture_output=True, text=True)
        ours = json.loads(out.stdout) if out.returncode == 0 else {"functions": []}
        return item, theirs, ours

    rows = []
    with cf.ThreadPoolExecutor(2) as ex:
        for (ptx, arch), theirs, ours in ex.map(work, files):
            for fn in ours["functions"]:
                if (ptx, arch, fn["name"]) not in targets:
                    continue
                for p in fn["points"]:
                    t = theirs[p["budget"]].get(fn["name"])
                    if t is None:
                        continue
                    rows.append((ptx, fn["name"], p["budget"], t[0], t[1], p["spill_stores"], p["spill_loads"]))
    agree = [(r[3] > 0) == (r[5] > 0) for r in rows]
    ratios = [r[5] / r[3] for r in rows if r[3] > 0 and r[5] > 0]
    lines = ["| kernel | function | budget | ptxas stores/loads | ptxra stores/loads |", "|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {os.path.basename(r[0])} ({r[0].split('/')[1]}) | {r[1]} | {r[2]} | {r[3]}/{r[4]} | {r[5]}/{r[6]} |")
    summary = (f"{len(rows)} (function, budget) points over {len(targets)} functions: spills-or-not agree on "
               f"{100.0 * sum(agree) / max(1, len(agree)):.1f} %, median ptxra/ptxas spill-store ratio "
               f"{statistics.median(ratios) if ratios else float('nan'):.2f} ({len(ratios)} points where both spill)")
    print("\n".join(lines))
    print()
    print(summary)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write("\n".join(lines) + "\n\n" + summary + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
