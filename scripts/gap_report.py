#!/usr/bin/env python3
"""Allocator-behaviour report: how far above its peak live count each allocator puts its highest GPR.

Usage: python3 scripts/gap_report.py [--only-kernels | --only-corpus] [--compiler C[,C]] [--arch sm_80,sm_90]
                                     [--include-spilling] [--worst N] [--json FILE] [--markdown FILE] [--ptxra BIN]

Per entry function at the default flags (sm_80 and sm_90 by default; sm_90a is reported as its own row):
  ptxra  gap = highest GPR index - (peak live - 1) = (registers - 3) - (max_live - 1)
  ptxas  gap = max_gpr_index - (peak_gpr - 1), from the nvdisasm life-range calibration
         (kernels/ref/sass-13.5.json, kernels/ref/sass-13.5-corpus.json; scripts/calibrate.py)
and the ratio registers / peak live for both. A gap of 0 is perfect packing; PTXAS-FACTS.md measured
a median of 2 and a p90 of 5-6 for ptxas. When calibration data is present, both sides are computed on
the functions present in both (a like-for-like sample); otherwise only ptxra's side is printed.
`peak d` is the median of ptxra max_live - ptxas peak_gpr (a lowering / scheduling difference),
`reg d` the median of ptxra - ptxas registers. Functions that spill (either side) are left out unless
--include-spilling: their peak exceeds the budget, so the gap means nothing.
"""
import argparse
import collections
import os
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptxra_ref as R  # noqa: E402

ALL = "*"


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--only-kernels", action="store_true")
    g.add_argument("--only-corpus", action="store_true")
    ap.add_argument("--compiler", action="append", default=[], help="only these compilers (repeatable or comma list)")
    ap.add_argument("--arch", default="sm_80,sm_90,sm_90a", help="archs (comma list; default sm_80,sm_90,sm_90a)")
    ap.add_argument("--include-spilling", action="store_true", help="keep functions that spill")
    ap.add_argument("--worst", type=int, default=0, metavar="N",
                    help="list the N functions where ptxra's gap exceeds ptxas's the most (and the least)")
    ap.add_argument("--json", metavar="FILE", help="write the per-function rows as JSON")
    ap.add_argument("--markdown", metavar="FILE", help="write the summary table as a Markdown section")
    ap.add_argument("--ptxra", metavar="BIN")
    a = ap.parse_args(argv)
    a.compiler = sorted({c for x in a.compiler for c in x.split(",") if c})
    a.arch = [x for x in a.arch.split(",") if x]
    return a


def ptx_files(root, archs, compilers):
    """ptx/<compiler>/<arch>/*.ptx under root, relative, sorted."""
    out = []
    base = os.path.join(root, "ptx")
    if not os.path.isdir(base):
        return out
    for comp in sorted(os.listdir(base)):
        if compilers and comp not in compilers:
            continue
        for arch in archs:
            d = os.path.join(base, comp, arch)
            if os.path.isdir(d):
                out += [f"ptx/{comp}/{arch}/{f}" for f in sorted(os.listdir(d)) if f.endswith(".ptx")]
    return out


def stat(xs, p=None):
    v = R.median(xs) if p is None else R.percentile(xs, p)
    return None if v is None else float(v)


def main(argv=None):
    a = parse_args(sys.argv[1:] if argv is None else argv)
    binary = R.ptxra_binary(a.ptxra)
    if not os.access(binary, os.X_OK):
        print(f"error: ptxra binary {binary} not found; run `cargo build --release`", file=sys.stderr)
        return 2
    datasets = ["kernels"] if a.only_kernels else ["corpus"] if a.only_corpus else ["kernels", "corpus"]
    notes, rows, have_calib = [], [], {}
    nerr = collections.Counter()
    for ds in datasets:
        root = R.DATASETS[ds][0]
        files = ptx_files(root, a.arch, a.compiler)
        if not files:
            notes.append(f"{ds}: no PTX files for {','.join(a.arch)} under {R.rel(root)}")
            continue
        calib, note = R.load_calibration(ds)
        have_calib[ds] = calib is not None
        if note:
            notes.append(f"{ds}: calibration {note}; printing ptxra's side only")
        spills = {}
        recs, _ = R.load_ptxas(ds, R.PTXAS_VERSIONS[0])
        for r in recs or []:
            if r["run"] == "default" and r.get("spill_stores") is not None:
                spills[(r["ptx"], r["function"])] = r["spill_stores"]
        inputs, _ = R.run_stats(binary, root, files)
        for path in files:
            inp = inputs.get(path, {})
            if "error" in inp:
                nerr[(ds, R.normalize_message((inp["error"] or {}).get("message")))] += 1
                continue
            comp, arch = path.split("/")[1:3]
            for f in inp.get("functions", []):
                if f.get("kind") != "entry" or f.get("registers") is None or not f.get("max_live"):
                    continue
                key = (path, f["name"])
                row = {"dataset": ds, "ptx": path, "compiler": comp, "arch": arch, "function": f["name"],
                       "ra_registers": f["registers"], "ra_max_live": f["max_live"],
                       "ra_gap": (f["registers"] - 3) - (f["max_live"] - 1),
                       "ra_ratio": f["registers"] / f["max_live"],
                       "ra_spills": (f.get("spill_stores") or 0) > 0, "as_spills": (spills.get(key) or 0) > 0}
                c = (calib or {}).get(key)
                if c and c.get("max_gpr_index") is not None and c.get("peak_gpr"):
                    regs = c.get("ptxas_registers") or (c["max_gpr_index"] + 3)
                    row.update({"as_registers": regs, "as_max_index": c["max_gpr_index"], "as_peak": c["peak_gpr"],
                                "as_gap": c["max_gpr_index"] - (c["peak_gpr"] - 1), "as_ratio": regs / c["peak_gpr"]})
                rows.append(row)
    spilling = [r for r in rows if r["ra_spills"] or r["as_spills"]]
    if not a.include_spilling:
        rows = [r for r in rows if not (r["ra_spills"] or r["as_spills"])]
    calib_any = any(have_calib.values())
    if calib_any:
        missing = sum(1 for r in rows if have_calib.get(r["dataset"]) and "as_gap" not in r)
        if missing:
            notes.append(f"{missing} ptxra functions have no calibration record (left out of the joint sample)")
        rows = [r for r in rows if "as_gap" in r or not have_calib.get(r["dataset"])]

    # groups: data set x compiler x arch, data set x arch, all x arch
    by = collections.defaultdict(list)
    for r in rows:
        by[(r["dataset"], r["compiler"], r["arch"])].append(r)
        by[(r["dataset"], ALL, r["arch"])].append(r)
        by[(ALL, ALL, r["arch"])].append(r)
    ds_order = {d: i for i, d in enumerate(datasets + [ALL])}
    keys = sorted(by, key=lambda k: (R.arch_sort_key(k[2]), ds_order[k[0]], k[1] == ALL, k[1]))
    head = ["arch", "set", "compiler", "n", "ra gap med", "p90", "ra N/peak med", "p90"]
    if calib_any:
        head += ["as gap med", "p90", "as N/peak med", "p90", "peak d", "|peak d| med", "p90", "reg d"]
    t = R.Table(head, ["l", "l", "l"] + ["r"] * (len(head) - 3))
    prev_arch = None
    for k in keys:
        g = by[k]
        if k[0] == ALL and len({r["dataset"] for r in g}) == 1 and len(datasets) == 1:
            continue
        if k[0] != ALL and k[1] == ALL and len({r["compiler"] for r in g}) == 1:
            continue                                  # same as its single compiler row
        cells = [k[2], k[0], k[1], len(g),
                 R.fmt(stat([r["ra_gap"] for r in g])), R.fmt(stat([r["ra_gap"] for r in g], 90)),
                 R.fmt(stat([r["ra_ratio"] for r in g]), nd=2), R.fmt(stat([r["ra_ratio"] for r in g], 90), nd=2)]
        if calib_any:
            j = [r for r in g if "as_gap" in r]
            cells += [R.fmt(stat([r["as_gap"] for r in j])), R.fmt(stat([r["as_gap"] for r in j], 90)),
                      R.fmt(stat([r["as_ratio"] for r in j]), nd=2), R.fmt(stat([r["as_ratio"] for r in j], 90), nd=2),
                      R.fmt(stat([r["ra_max_live"] - r["as_peak"] for r in j]), "+"),
                      R.fmt(stat([abs(r["ra_max_live"] - r["as_peak"]) for r in j])),
                      R.fmt(stat([abs(r["ra_max_live"] - r["as_peak"]) for r in j], 90)),
                      R.fmt(stat([r["ra_registers"] - r["as_registers"] for r in j]), "+")]
        t.add(cells, rule_before=(prev_arch is not None and k[2] != prev_arch) or (k[1] == ALL and k[0] != ALL)
              or k[0] == ALL)
        prev_arch = k[2]

    print("Allocator gap report: highest GPR index - (peak live - 1), and registers / peak live "
          "(entries, default flags" + (", spilling functions included" if a.include_spilling else
                                       f", {len(spilling)} spilling functions left out") + ")")
    print("ra = ptxra (registers, max_live); as = ptxas 13.5 (nvdisasm life ranges: max_gpr_index, peak_gpr);"
          " peak d / reg d = median ptxra - ptxas of peak live / registers; |peak d| = |MaxLive - nvdisasm live max|")
    if not calib_any:
        print("NOTE: no nvdisasm calibration data (run scripts/calibrate.sh [--corpus]); ptxas columns omitted.")
    print()
    print(t.text() if t.rows else "no functions")
    if a.worst and calib_any:
        j = sorted((r for r in rows if "as_gap" in r),
                   key=lambda r: (r["ra_gap"] - r["as_gap"], r["dataset"], r["ptx"], r["function"]))
        w = R.Table(["gap d", "ra gap", "as gap", "ra regs/live", "as regs/peak", "data:ptx", "function"],
                    ["r"] * 5 + ["l", "l"])
        pick = j[::-1][:a.worst] + j[:a.worst][::-1]
        for i, r in enumerate(pick):
            w.add([R.fmt(r["ra_gap"] - r["as_gap"], "+"), r["ra_gap"], r["as_gap"],
                   f"{r['ra_registers']}/{r['ra_max_live']}", f"{r['as_registers']}/{r['as_peak']}",
                   f"{r['dataset']}:{r['ptx']}", r["function"]], rule_before=(i == min(a.worst, len(j))))
        print(f"\nlargest and smallest ptxra gap - ptxas gap ({a.worst} each)")
        print(w.text())
    if nerr:
        print("\nptxra input errors:")
        for (ds, msg), c in sorted(nerr.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"  {c:4d}  {ds}: {msg}")
    if notes:
        print("\nnotes:")
        for n in notes:
            print("  " + n)
    if a.markdown:
        md = ["## Register gap of the allocators", "",
              "Generated by `" + shlex.join(["python3", "scripts/gap_report.py"] + (sys.argv[1:] if argv is None else argv))
              + "`. Per entry function at the default flags, how far above its own peak of live GPRs each allocator "
              "places its highest register: gap = highest GPR index − (peak live − 1), 0 being perfect packing; "
              "N/peak = registers / peak live. ra = ptxra (registers, max_live); as = ptxas 13.5 (nvdisasm life "
              "ranges); peak d and reg d = median ptxra − ptxas of the peak live count and of the registers; "
              "|peak d| = |MaxLive − nvdisasm's live maximum|. "
              + ("Functions that spill are included." if a.include_spilling else
                 f"The {len(spilling)} functions that spill (either side) are left out: their peak exceeds the budget."),
              "", t.markdown() if t.rows else "No functions."]
        if notes:
            md += ["", "Notes:", ""] + [f"* {n}" for n in notes]
        try:
            with open(a.markdown, "w") as fh:
                fh.write("\n".join(md) + "\n")
        except OSError as e:
            print(f"warning: cannot write {a.markdown}: {e}", file=sys.stderr)
    if a.json:
        try:
            import json
            with open(a.json, "w") as fh:
                json.dump(rows, fh, indent=1, sort_keys=True)
                fh.write("\n")
        except OSError as e:
            print(f"warning: cannot write {a.json}: {e}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
