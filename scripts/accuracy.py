#!/usr/bin/env python3
"""Fidelity of ptxra to the real ptxas: registers, spills and occupancy per function.

Usage: python3 scripts/accuracy.py [--only-kernels | --only-corpus | --only-real] [--compiler C[,C]] [--arch sm_XX[,..]]
                                   [--runs default,maxrreg32,..] [--worst N] [--worst-all]
                                   [--json FILE] [--markdown FILE] [--ptxra BIN] [--jobs N] [--verify]
                                   [--knob NAME=VALUE]... [--per-pass] [--allocator fatpoint|briggs|greedy]
(normally through scripts/accuracy.sh, which sets up the tools and builds the release binary).

For each data set (the project's kernels/, the shared development corpus ../shared/corpus and the
real-world corpus of scripts/real-corpus.sh, its tune and check sides apart; each when present) and each ptxas run recorded in its ref/ptxas-<ver>.json (default, maxrreg<N>; O0 is
compared with `ptxra -O0`), ptxra is run once over all PTX files of that run (each with its own
`.target` arch) and compared per function with the ptxas 13.5 records and, as a second column, the
12.9 records.

--per-pass measures each pre-allocation pass on and off instead (see PASS_SETTINGS): for every
setting the whole comparison is repeated with that knob, and one table gives exact / ±2 / MAE / n
against ptxas 13.5 per run (default, maxrreg32 and maxrreg64 unless --runs says otherwise),
beside the defaults.

Columns (signed errors are ptxra - ptxas):
  n        entry functions with a ptxas register count and a ptxra result
  exact    % with the same register count; +-2: % within 2 registers
  MAE      mean |error| in registers;          med: median signed error
  occ      % with the same occupancy at the kernel's block size (.maxntid/.reqntid, else 256); ptxas's
           occupancy is `ptxra occupancy` for ptxas's register count and static smem
  spill    % agreeing on "spills or not" (spill_stores > 0), entries and .func records
  sp.ratio median ptxra/ptxas spill-store bytes where both spill (count in parentheses)
  ld.ratio median ptxra/ptxas spill-load bytes where both spill
  errors   inputs ptxra rejected or crashed on / inputs of the group
  primed columns: the same against ptxas 12.9 (where recorded)
"""
import argparse
import collections
import concurrent.futures as cf
import datetime
import json
import os
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptxra_ref as R  # noqa: E402

PRIMARY, SECONDARY = R.PTXAS_VERSIONS
ALL = "*"
LEGEND = [
    ("n", "entry functions with a ptxas register count and a ptxra result"),
    ("exact / ±2", "% with the same register count / within 2 registers"),
    ("MAE / med", "mean |error| in registers / median signed error (ptxra − ptxas)"),
    ("occ", "% with the same occupancy at the kernel's block size (.maxntid/.reqntid, else 256); ptxas's "
            "occupancy is `ptxra occupancy` for ptxas's register count and static smem"),
    ("spill", "% agreeing on \"spills or not\" (spill_stores > 0), entries and .func records"),
    ("sp.ratio", "median ptxra/ptxas spill-store bytes where both spill (count in parentheses)"),
    ("ld.ratio", "median ptxra/ptxas spill-load bytes where both spill"),
    ("errors", "inputs ptxra rejected or crashed on / inputs of the group (+N mf: functions ptxra did not report)"),
    ("primed", "n', exact', ±2', MAE': the same against ptxas 12.9 (where recorded)"),
]


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--only-kernels", action="store_true", help="only the project's kernels/")
    g.add_argument("--only-corpus", action="store_true", help="only ../shared/corpus")
    g.add_argument("--only-real", action="store_true", help="only the real-world corpus (scripts/real-corpus.sh)")
    ap.add_argument("--compiler", action="append", default=[], help="only these compilers (repeatable or comma list)")
    ap.add_argument("--arch", action="append", default=[], help="only these archs, e.g. sm_80 (repeatable or comma list)")
    ap.add_argument("--runs", default="", help="only these ptxas runs (comma list; default: every recorded run)")
    ap.add_argument("--worst", type=int, default=0, metavar="N", help="list the N functions with the largest |error|")
    ap.add_argument("--replay", metavar="FILE",
                    help="with --worst: the JSON of scripts/replay-corpus.sh, to name what drives each error: "
                         "`alloc` when ptxra's allocator on ptxas's own code is off by more than the rest, else `code`")
    ap.add_argument("--worst-all", action="store_true",
                    help="with --worst: list every instance (default: one line per data set/kernel file name/function)")
    ap.add_argument("--json", metavar="FILE", help="write all per-function rows and the summary as JSON")
    ap.add_argument("--markdown", metavar="FILE", help="write the report as a Markdown section (for docs/fidelity.md)")
    ap.add_argument("--ptxra", metavar="BIN", help="ptxra binary (default: $PTXRA or target/release/ptxra)")
    ap.add_argument("--jobs", type=int, default=2, help="ptxra processes at a time (default 2)")
    ap.add_argument("--verify", action="store_true", help="pass --verify to ptxra stats")
    ap.add_argument("--allocator", default="fatpoint", help="pass --allocator to ptxra stats (default fatpoint)")
    ap.add_argument("--knob", action="append", default=[], metavar="NAME=VALUE",
                    help="pass --knob NAME=VALUE to ptxra stats (repeatable), e.g. to measure a pass on and off")
    ap.add_argument("--per-pass", action="store_true",
                    help="measure each pre-allocation pass on and off (one comparison per knob setting)")
    a = ap.parse_args(argv)
    a.compiler = sorted({c for x in a.compiler for c in x.split(",") if c})
    a.arch = sorted({c for x in a.arch for c in x.split(",") if c})
    a.runs = sorted({c for c in a.runs.split(",") if c})
    return a


# ---- collecting ------------------------------------------------------------------------------------

def collect(a, binary, notes):
    """Runs ptxra and joins with the ptxas records. Returns (rows, inputs_by_job, warnings, versions)."""
    datasets = (["kernels"] if a.only_kernels else ["corpus"] if a.only_corpus else ["real"] if a.only_real
                else ["kernels", "corpus", "real"])
    keyed = {}                                   # (ds, ptx, run, function) -> {ver: rec}
    versions = collections.defaultdict(set)      # ver -> {ptxas_version strings}
    skipped_runs = collections.Counter()
    unreported = 0
    present = []
    for ds in datasets:
        root = R.DATASETS[ds][0]
        if not os.path.isdir(root):
            notes.append(f"{ds}: {R.rel(root)} not present, skipped")
            continue
        got_any = False
        for ver in R.PTXAS_VERSIONS:
            recs, note = R.load_ptxas(ds, ver)
            if note:
                notes.append(f"{ds}: {note}")
            if recs is None:
                continue
            got_any = True
            for r in recs:
                if a.compiler and r.get("compiler") not in a.compiler:
                    continue
                if a.arch and r.get("arch") not in a.arch:
                    continue
                if a.runs and r["run"] not in a.runs:
                    continue
                if R.run_flags(r["run"]) is None:
                    skipped_runs[(ds, r["run"])] += 1
                    continue
                if r.get("reported") is False:
                    unreported += 1
                    continue
                versions[ver].add(str(r.get("ptxas_version", ver)))
                label = f"real-{r.get('split')}" if ds == "real" else ds
                keyed.setdefault((label, r["ptx"], r["run"], r["function"]), {})[ver] = r
        if got_any:
            present += sorted({k[0] for k in keyed if R.DATASETS[k[0]] is R.DATASETS[ds]} - set(present),
                              key=lambda d: d != "real-tune")
        else:
            notes.append(f"{ds}: no ptxas records, skipped")
    for (ds, run), n in sorted(skipped_runs.items()):
        why = R.UNSUPPORTED_RUNS.get(run, "no ptxra flags for this run")
        notes.append(f"{ds}: run {run} skipped ({n} records): {why}")
    if unreported:
        notes.append(f"{unreported} records with reported=false (ptxas printed nothing) ignored")

    # one ptxra invocation per (data set, run) over all its PTX files
    jobs = collections.defaultdict(set)
    for (ds, ptx, run, _fn) in keyed:
        jobs[(ds, run)].add(ptx)
    inputs_by_job, warnings = {}, collections.Counter()

    def work(job):
        ds, run = job
        root = R.DATASETS[ds][0]
        files = sorted(jobs[job])
        exist = [f for f in files if os.path.isfile(os.path.join(root, f))]
        flags = R.run_flags(run) + (["--verify"] if a.verify else []) + [x for k in a.knob for x in ("--knob", k)]
        flags += ["--allocator", a.allocator]
        inputs, warn = R.run_stats(binary, root, exist, flags)
        for f in files:
            if f not in exist:
                inputs[f] = {"error": {"message": "PTX file missing on disk"}}
        return job, inputs, warn

    order = sorted(jobs, key=lambda j: (j[0], R.run_sort_key(j[1])))
    with cf.ThreadPoolExecutor(max(1, a.jobs)) as ex:
        for job, inputs, warn in ex.map(work, order):
            inputs_by_job[job] = inputs
            warnings.update(warn)
            nerr = sum(1 for v in inputs.values() if "error" in v)
            print(f"  ptxra stats {' '.join(R.run_flags(job[1])) or '(default)':<18} {job[0]:<8} "
                  f"{len(inputs):4d} inputs, {nerr} errors", file=sys.stderr)

    rows = []
    for key in sorted(keyed, key=lambda k: (k[0], k[1], R.run_sort_key(k[2]), k[3])):
        ds, ptx, run, fn = key
        recs = keyed[key]
        any_rec = recs.get(PRIMARY) or recs.get(SECONDARY)
        inp = inputs_by_job[(ds, run)].get(ptx, {"error": {"message": "ptxra printed no result for this input"}})
        row = {"dataset": ds, "ptx": ptx, "compiler": any_rec.get("compiler"), "arch": any_rec.get("arch"),
               "run": run, "function": fn, "kind": any_rec.get("kind"), "status": "ok", "error": None,
               "ptxra": None, "ptxas": {}, "reg_error": {}, "occ_agree": {}}
        if "error" in inp:
            row["status"], row["error"] = "error", (inp["error"] or {}).get("message", "?")
        else:
            f = next((f for f in inp.get("functions", []) if f.get("name") == fn), None)
            if f is None:
                row["status"], row["error"] = "missing_function", "ptxra reported no such function"
            else:
                occ = f.get("occupancy") or {}
                row["ptxra"] = {k: f.get(k) for k in ("registers", "spill_stores", "spill_loads", "stack_frame",
                                                      "max_live", "register_target", "uniform_registers", "predicates", "smem",
                                                      "remat_count", "instructions", "verified")}
                row["ptxra"]["occupancy"] = occ.get("occupancy")
                row["ptxra"]["block_size"] = occ.get("block_size")
        for ver, r in sorted(recs.items()):
            row["ptxas"][ver] = {k: r.get(k) for k in ("registers", "spill_stores", "spill_loads", "stack_frame",
                                                       "smem", "ptxas_version")}
        rows.append(row)
    return rows, inputs_by_job, warnings, versions, present


def add_occupancy(rows, binary, jobs):
    """ptxas's occupancy (from its register count, at ptxra's block size) and the per-version comparisons."""
    occ = R.Occupancy(binary)
    queries = []
    for row in rows:
        p = row["ptxra"]
        if not p or p.get("registers") is None:
            continue
        for ver, s in row["ptxas"].items():
            if s.get("registers") is not None:
                row["reg_error"][ver] = p["registers"] - s["registers"]
                if p.get("occupancy") is not None and p.get("block_size"):
                    queries.append((row["arch"], s["registers"], p["block_size"], s.get("smem") or 0))
    occ.prefetch(queries, jobs)
    for row in rows:
        p = row["ptxra"]
        if not p or p.get("occupancy") is None or not p.get("block_size"):
            continue
        for ver, s in row["ptxas"].items():
            if s.get("registers") is None:
                continue
            o = occ.query(row["arch"], s["registers"], p["block_size"], s.get("smem") or 0)
            if o and o.get("occupancy") is not None:
                s["occupancy"] = o["occupancy"]
                row["occ_agree"][ver] = abs(o["occupancy"] - p["occupancy"]) < 1e-9
    return len(occ.cache)


# ---- metrics ---------------------------------------------------------------------------------------

def metrics(rows, ver):
    errs = [r["reg_error"][ver] for r in rows if ver in r["reg_error"]]
    occ = [r["occ_agree"][ver] for r in rows if ver in r["occ_agree"]]
    sp_agree, ratios, ld_ratios = [], [], []
    for r in rows:
        s, p = r["ptxas"].get(ver), r["ptxra"]
        if not s or not p or s.get("spill_stores") is None or p.get("spill_stores") is None:
            continue
        sp_agree.append((s["spill_stores"] > 0) == (p["spill_stores"] > 0))
        if s["spill_stores"] > 0 and p["spill_stores"] > 0:
            ratios.append(p["spill_stores"] / s["spill_stores"])
            if s.get("spill_loads") and p.get("spill_loads"):
                ld_ratios.append(p["spill_loads"] / s["spill_loads"])
    n = len(errs)
    return {"n": n,
            "exact_pct": R.pct(sum(1 for e in errs if e == 0), n),
            "within2_pct": R.pct(sum(1 for e in errs if abs(e) <= 2), n),
            "mae": (sum(abs(e) for e in errs) / n) if n else None,
            "median_error": R.median(errs),
            "over": sum(1 for e in errs if e > 0), "under": sum(1 for e in errs if e < 0),
            "occupancy_n": len(occ), "occupancy_agree_pct": R.pct(sum(occ), len(occ)),
            "spill_n": len(sp_agree), "spill_agree_pct": R.pct(sum(sp_agree), len(sp_agree)),
            "spill_ratio_n": len(ratios), "spill_ratio_median": R.median(ratios),
            "load_ratio_median": R.median(ld_ratios)}


def error_counts(rows):
    files = {(r["dataset"], r["run"], r["ptx"]) for r in rows}
    bad = {(r["dataset"], r["run"], r["ptx"]) for r in rows if r["status"] == "error"}
    return len(bad), len(files), sum(1 for r in rows if r["status"] == "missing_function")


def groups_for_run(rows, present):
    """[(label tuple, rows, rule_before)] for one run: per data set x compiler x arch, per data set, overall."""
    out = []
    by = collections.defaultdict(list)
    for r in rows:
        by[(r["dataset"], r["compiler"] or "?", r["arch"] or "?")].append(r)
    for ds in present:
        keys = sorted((k for k in by if k[0] == ds), key=lambda k: (k[1], R.arch_sort_key(k[2])))
        if not keys:
            continue
        for i, k in enumerate(keys):
            out.append((k, by[k], i == 0))
        out.append(((ds, ALL, ALL), [r for r in rows if r["dataset"] == ds], True))
    dss = {r["dataset"] for r in rows}
    if len(dss) > 1:
        out.append(((ALL, ALL, ALL), rows, True))
    return out


def summary_records(rows, present):
    runs = sorted({r["run"] for r in rows}, key=R.run_sort_key)
    recs = []
    for run in runs:
        rr = [r for r in rows if r["run"] == run]
        for (ds, comp, arch), g, _ in groups_for_run(rr, present):
            e, nf, miss = error_counts(g)
            recs.append({"run": run, "dataset": ds, "compiler": comp, "arch": arch,
                         "inputs": nf, "input_errors": e, "missing_functions": miss,
                         **{f"ptxas_{ver}": metrics(g, ver) for ver in R.PTXAS_VERSIONS}})
    return recs


HEAD = ["set", "compiler", "arch", "n", "exact", "±2", "MAE", "med", "occ", "spill", "sp.ratio", "ld.ratio", "errors",
        "n'", "exact'", "±2'", "MAE'"]


def metric_cells(rec):
    m, s = rec[f"ptxas_{PRIMARY}"], rec[f"ptxas_{SECONDARY}"]
    ratio = "-" if m["spill_ratio_median"] is None else f"{m['spill_ratio_median']:.2f} ({m['spill_ratio_n']})"
    ld_ratio = "-" if m.get("load_ratio_median") is None else f"{m['load_ratio_median']:.2f}"
    errs = f"{rec['input_errors']}/{rec['inputs']}" + (f" +{rec['missing_functions']}mf" if rec["missing_functions"] else "")
    return [m["n"], R.fmt(m["exact_pct"], "%"), R.fmt(m["within2_pct"], "%"), R.fmt(m["mae"], nd=2),
            R.fmt(m["median_error"], "+"), R.fmt(m["occupancy_agree_pct"], "%"), R.fmt(m["spill_agree_pct"], "%"),
            ratio, ld_ratio, errs,
            s["n"] or "-", R.fmt(s["exact_pct"], "%"), R.fmt(s["within2_pct"], "%"), R.fmt(s["mae"], nd=2)]


def build_tables(summary):
    """({run: Table}, overall Table)."""
    per_run = {}
    for rec in summary:
        t = per_run.get(rec["run"])
        if t is None:
            t = per_run[rec["run"]] = R.Table(HEAD, ["l", "l", "l"] + ["r"] * (len(HEAD) - 3))
        rule = rec["compiler"] == ALL or (t.rows and t.rows[-1][1] == ALL)
        t.add([rec["dataset"], rec["compiler"], rec["arch"]] + metric_cells(rec), rule_before=rule)
    overall = R.Table(["run"] + HEAD, ["l", "l", "l", "l"] + ["r"] * (len(HEAD) - 3))
    for rec in summary:
        if rec["compiler"] == ALL:
            overall.add([rec["run"], rec["dataset"], rec["compiler"], rec["arch"]] + metric_cells(rec))
    return per_run, overall


def arch_table(rows, run, present):
    """One row per data set and architecture (every producer of that target together) for one run."""
    t = R.Table(["set", "arch"] + HEAD[3:], ["l", "l"] + ["r"] * (len(HEAD) - 3))
    by = collections.defaultdict(list)
    for r in rows:
        if r["run"] == run:
            by[(r["dataset"], r["arch"] or "?")].append(r)
    for ds in present:
        for key in sorted((k for k in by if k[0] == ds), key=lambda k: R.arch_sort_key(k[1])):
            g = by[key]
            e, nf, miss = error_counts(g)
            rec = {"inputs": nf, "input_errors": e, "missing_functions": miss,
                   **{f"ptxas_{ver}": metrics(g, ver) for ver in R.PTXAS_VERSIONS}}
            t.add([ds, key[1]] + metric_cells(rec), rule_before=bool(t.rows) and t.rows[-1][0] != ds)
    return t


def error_summary(inputs_by_job):
    classes = collections.defaultdict(list)
    for (ds, run), inputs in sorted(inputs_by_job.items()):
        for path, inp in sorted(inputs.items()):
            if "error" in inp:
                classes[R.normalize_message((inp["error"] or {}).get("message"))].append((ds, run, path))
    t = R.Table(["inputs", "error (normalised)", "example"], ["r", "l", "l"])
    for msg, where in sorted(classes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        ds, run, path = where[0]
        t.add([len(where), msg, f"{ds}:{path} [{run}]"])
    return t, sum(len(v) for v in classes.values())


def load_replay(path):
    """{(dataset, ptx, function): replayed register count} from scripts/replay-corpus.sh's JSON."""
    if not path:
        return {}
    return {(f["dataset"], f["ptx"], f["name"]): f.get("replay_registers")
            for f in json.load(open(path)).get("functions", [])}


def component(err, ptxas, replayed):
    """What drives a register error: the allocator (its error on ptxas's own code) or the code."""
    if replayed is None:
        return "-"
    alloc = replayed - ptxas
    return "alloc" if abs(alloc) > abs(err - alloc) else "code"


def worst_table(rows, n, every, calib, replay=None):
    cand = [r for r in rows if PRIMARY in r["reg_error"]]
    cand.sort(key=lambda r: (-abs(r["reg_error"][PRIMARY]), -r["ptxas"][PRIMARY]["registers"], r["dataset"],
                             r["ptx"], R.run_sort_key(r["run"]), r["function"]))
    picked, seen, similar = [], {}, collections.Counter()
    for r in cand:
        k = (r["dataset"], os.path.basename(r["ptx"]), r["function"])
        if not every and k in seen:
            if abs(r["reg_error"][PRIMARY]) >= 3:
                similar[seen[k]] += 1
            continue
        seen[k] = len(picked)
        picked.append(r)
        if len(picked) >= n:
            if every:
                break
    picked = picked[:n]
    replay = replay or {}
    t = R.Table(["#", "err", "ptxra", "ptxas13.5", "12.9", "ra.live", "as.peak", "spill ra/as", "replay", "drives",
                 "run", "data:ptx", "function"] + ([] if every else ["more"]),
                ["r"] * 9 + ["l", "l", "l", "l"] + ([] if every else ["r"]))
    for i, r in enumerate(picked):
        s13, s12 = r["ptxas"][PRIMARY], r["ptxas"].get(SECONDARY, {})
        cal = (calib.get(r["dataset"]) or {}).get((r["ptx"], r["function"])) if r["run"] == "default" else None
        peak = cal.get("peak_gpr") if cal else None
        replayed = replay.get((r["dataset"], r["ptx"], r["function"])) if r["run"] == "default" else None
        t.add([i + 1, R.fmt(r["reg_error"][PRIMARY], "+"), r["ptxra"]["registers"], s13["registers"],
               R.fmt(s12.get("registers")), R.fmt(r["ptxra"].get("max_live")), R.fmt(peak),
               f"{R.fmt(r['ptxra'].get('spill_stores'))}/{R.fmt(s13.get('spill_stores'))}", R.fmt(replayed),
               component(r["reg_error"][PRIMARY], s13["registers"], replayed), r["run"],
               f"{r['dataset']}:{r['ptx']}", r["function"]] + ([] if every else [similar[i] or ""]))
    return t, picked


# (pass, knob, setting, what the setting does) for --per-pass; the first row is the defaults.
PASS_SETTINGS = [
    ("(defaults)", None, None, "every pass at its default"),
    ("opt_promote_locals", "PromoteLocals", "0", "off"),
    ("opt_narrow_addresses", "NarrowAddresses", "0", "off"),
    ("opt_fold_offsets", "FoldOffsets", "0", "off"),
    ("opt_fuse_wide_address", "FuseWideAddress", "0", "off"),
    ("opt_fuse_wide_address", "FuseWideAddress", "1", "register bases only"),
    ("opt_fuse_wide_address", "FuseWideAddressBeforeSm", "1000", "on every arch"),
    ("opt_cse", "Cse", "1", "on"),
    ("opt_merge_loads", "MergeLoads", "1", "on"),
    ("opt_unroll_loops", "LoopUnrollFactor", "1", "off"),
    ("opt_hoist_invariants", "HoistInvariants", "3", "never"),
    ("opt_hoist_invariants", "HoistInvariants", "1", "inner loops only"),
    ("opt_hoist_invariants", "HoistInvariants", "0", "every loop"),
    ("if_convert", "IfConvert", "0", "off"),
    ("if_convert", "IfConvert", "2", "lone loads too"),
    ("promote_uniform_loads", "UniformLoadPromotion", "0", "off"),
    ("sched_pre_ra", "SchedPreRa", "0", "off"),
    ("sched_pre_ra", "SchedPredicatePressure", "0", "predicates unlimited"),
    ("fit to target (allocator)", "RegAllocFitTarget", "0", "off"),
    ("remat (allocator)", "RematEnable", "0", "off"),
]


def per_pass(a, binary):
    """One comparison per PASS_SETTINGS row; prints (and writes as Markdown) the table."""
    import copy
    # Passes are switched off at -O0 whatever the knob says would turn them on, so by default
    # only the -O3 runs are measured.
    if not a.runs:
        a.runs = ["default", "maxrreg32", "maxrreg64"]
    runs, table_rows = None, []
    for name, knob, value, what in PASS_SETTINGS:
        b = copy.copy(a)
        b.knob = list(a.knob) + ([f"{knob}={value}"] if knob else [])
        rows, _inputs, _w, _v, present = collect(b, binary, [])
        for r in rows:
            p = r["ptxra"]
            for ver, s_ in r["ptxas"].items():
                if p and p.get("registers") is not None and s_.get("registers") is not None:
                    r["reg_error"][ver] = p["registers"] - s_["registers"]
        by_run = collections.defaultdict(list)
        for r in rows:
            by_run[r["run"]].append(r)
        runs = runs or sorted(by_run, key=R.run_sort_key)
        table_rows.append((name, f"{knob}={value}" if knob else "-", what,
                           {run: metrics(by_run[run], PRIMARY) for run in runs}))
    head = ["pass", "knob", "setting"]
    for run in runs:
        head += [f"{run} n", "exact", "±2", "MAE"]
    t = R.Table(head, ["l", "l", "l"] + ["r"] * (len(head) - 3))
    for name, knob, what, m in table_rows:
        cells = [name, knob, what]
        for run in runs:
            x = m.get(run) or {"n": 0, "exact_pct": None, "within2_pct": None, "mae": None}
            cells += [x["n"], R.fmt(x["exact_pct"], "%"), R.fmt(x["within2_pct"], "%"), R.fmt(x["mae"], nd=2)]
        t.add(cells)
    command = os.environ.get("ACCURACY_COMMAND") or shlex.join(["python3", "scripts/accuracy.py"] + sys.argv[1:])
    print(f"ptxra fidelity per pass vs ptxas {PRIMARY} (registers; runs: {', '.join(runs)}) [{R.git_describe()}]")
    print(t.text())
    if a.markdown:
        md = ["## Per pass", "",
              f"Generated by `{command}` against ptxas {PRIMARY}. Each pre-allocation pass switched off, or its "
              "setting changed, against the defaults: the register counts of every entry function per run.", "",
              t.markdown()]
        with open(a.markdown, "w") as fh:
            fh.write("\n".join(md) + "\n")
    return 0


def main(argv=None):
    a = parse_args(sys.argv[1:] if argv is None else argv)
    binary = R.ptxra_binary(a.ptxra)
    if not os.access(binary, os.X_OK):
        print(f"error: ptxra binary {binary} not found; run `cargo build --release` or scripts/accuracy.sh",
              file=sys.stderr)
        return 2
    if a.per_pass:
        return per_pass(a, binary)
    notes = []
    rows, inputs_by_job, warnings, versions, present = collect(a, binary, notes)
    nocc = add_occupancy(rows, binary, a.jobs)
    summary = summary_records(rows, present)
    per_run, overall = build_tables(summary)
    etable, nerr = error_summary(inputs_by_job)
    calib = {}
    if a.worst:
        for ds in present:
            calib[ds], _ = R.load_calibration(ds)
        wtable, _ = worst_table(rows, a.worst, a.worst_all, calib, load_replay(a.replay))

    command = os.environ.get("ACCURACY_COMMAND") or shlex.join(["python3", "scripts/accuracy.py"] + sys.argv[1:])
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    vers = ", ".join(f"ptxas {v} ({'/'.join(sorted(versions[v]))})" for v in R.PTXAS_VERSIONS if versions.get(v))
    meta = {"date": date, "command": command, "ptxra": R.ptxra_version(binary), "git": R.git_describe(),
            "ptxas": {v: sorted(versions[v]) for v in R.PTXAS_VERSIONS if versions.get(v)},
            "datasets": present, "notes": notes, "occupancy_queries": nocc}

    out = [f"ptxra fidelity vs {vers or 'no ptxas records'}   [{meta['ptxra']}, {meta['git']}; {date}]",
           "Columns:"] + [f"  {k:<11} {v}" for k, v in LEGEND] + [""]
    if not rows:
        out.append("no functions to compare")
    out.append("== overall ==")
    out.append(overall.text())
    arch = arch_table(rows, "default", present)
    if arch.rows:
        out += ["", "== run default per architecture (every producer of the target together) ==", arch.text()]
    for run in sorted(per_run, key=R.run_sort_key):
        flags = " ".join(R.run_flags(run)) or "(no flags)"
        out += ["", f"== run {run}: ptxra stats {flags} ==", per_run[run].text()]
    out += ["", f"== ptxra input errors: {nerr} (input x run) =="]
    out.append(etable.text() if etable.rows else "none")
    if warnings:
        wt = R.Table(["count", "ptxra warning (summed over runs)"], ["r", "l"])
        for w, c in sorted(warnings.items(), key=lambda kv: (-kv[1], kv[0]))[:10]:
            wt.add([c, w])
        out += ["", f"== ptxra warnings: {sum(warnings.values())} in {len(warnings)} kinds (top 10) ==", wt.text()]
    if a.worst:
        out += ["", f"== worst {a.worst} by |registers error| vs ptxas {PRIMARY}"
                    + ("" if a.worst_all else " (one line per kernel name; `more` = other instances with |err|>=3)")
                    + "; ra.live = ptxra max_live, as.peak = ptxas peak live GPRs (nvdisasm, default run) ==",
                wtable.text() if wtable.rows else "none"]
    if notes:
        out += ["", "notes:"] + ["  " + n for n in notes]
    print("\n".join(out))

    if a.markdown:
        md = ["## Registers, spills and occupancy", "",
              f"Generated {date} by `{command}` with {meta['ptxra']} (commit {meta['git']}) against {vers}. "
              "Each entry function of every recorded ptxas run is compared with ptxra's result for the same "
              "PTX file, architecture and flags (signed errors are ptxra − ptxas).", "",
              "Columns:", ""] + [f"* **{k}**: {v}" for k, v in LEGEND] + ["",
              "### Overall", "",
              "One row per ptxas run and data set, every producer and architecture together.", "",
              overall.markdown()]
        if arch.rows:
            md += ["", "### Per architecture, run `default`", "",
                   "The default flags per data set and target architecture, every producer of that target together.",
                   "", arch.markdown()]
        for run in sorted(per_run, key=R.run_sort_key):
            flags = " ".join(R.run_flags(run)) or "no flags"
            md += ["", f"### Run `{run}` (ptxra `{flags}`)", "",
                   "The same comparison per data set, producer and architecture.", "", per_run[run].markdown()]
        md += ["", f"### ptxra input errors ({nerr})", "", "Inputs ptxra rejected, over every run."] + (
            ["", etable.markdown()] if etable.rows else ["", "None."])
        if a.worst:
            md += ["", f"### Worst {a.worst} functions", "",
                   f"The largest |register error| against ptxas {PRIMARY}"
                   + ("" if a.worst_all else " (one line per kernel name; `more` = other instances with |err| ≥ 3)")
                   + "; ra.live is ptxra's max_live, as.peak ptxas's peak of live GPRs (nvdisasm life ranges, "
                   "default run).", "", wtable.markdown()]
        if notes:
            md += ["", "Notes:", ""] + [f"* {n}" for n in notes]
        try:
            with open(a.markdown, "w") as fh:
                fh.write("\n".join(md) + "\n")
        except OSError as e:
            print(f"warning: cannot write {a.markdown}: {e}", file=sys.stderr)
    if a.json:
        try:
            with open(a.json, "w") as fh:
                json.dump({"meta": meta, "summary": summary, "rows": rows,
                           "warnings": dict(sorted(warnings.items()))}, fh, indent=1, sort_keys=True)
                fh.write("\n")
        except OSError as e:
            print(f"warning: cannot write {a.json}: {e}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
