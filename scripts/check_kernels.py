#!/usr/bin/env python3
"""Validate kernels/ref/ptxas-*.json against kernels/ptx/ and print summary statistics.

Usage: python3 scripts/check_kernels.py [--table]
  --table   also print the markdown table of sources used in kernels/README.md
Exit status 1 if a PTX file lacks a record for one of its functions in an applicable run.
"""
import collections
import glob
import json
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(REPO, "kernels")
sys.path.insert(0, os.path.join(REPO, "scripts"))
from record_ptxas import ptx_functions, ptx_version, MAX_ISA, SM80_EXTRA  # noqa: E402

FAMILY = {
    "tiny_anchors": "tiny anchors", "ew_chains": "elementwise chains", "int64_mix": "64-bit integer",
    "f64_kernels": "f64 arithmetic", "reductions": "reductions", "scans": "prefix scans", "histograms": "histograms (atomics)",
    "transposes": "transposes", "stencils": "stencils", "gemm_rb4x4": "GEMM 4x4 register block",
    "gemm_rb8x8": "GEMM 8x8 register block", "softmax_layernorm": "softmax / layernorm", "fft_butterflies": "FFT",
    "sort_networks": "sorting networks", "nbody": "n-body", "divergence": "divergent control flow",
    "unrolled_loops": "unrolled loops", "local_arrays": "local arrays (dynamic / constant index)",
    "noinline_calls": "__noinline__ calls (ABI)", "launch_bounds": "__launch_bounds__", "half2_ops": "half2",
    "wmma_tensor": "WMMA (mma.h)", "mma_sync_ptx": "mma.sync (inline PTX)", "cp_async": "cp.async",
    "warp_intrinsics": "warp vote / shuffle / match", "int_divrem": "integer div / rem",
    "transc_precise": "transcendentals (precise)", "transc_fast": "transcendentals (fast-math)",
    "predicates": "predicate-heavy", "uniform_values": "uniform-value-heavy", "huge_register_tile": "HUGE: register tiles",
    "huge_sha256": "HUGE: unrolled SHA-256", "huge_many_accumulators": "HUGE: many live accumulators",
    "atomics_cas": "atomics / CAS loops", "bit_manipulation": "bit manipulation", "sparse_graph": "sparse / graph",
    "rng_montecarlo": "RNG / Monte Carlo", "param_structs": "struct parameters", "image_filters": "image filters",
    "gemv_attention": "GEMV / attention", "dyn_shared": "dynamic shared memory",
    "cl_vector_ops": "OpenCL elementwise", "cl_local_reduce": "OpenCL reduction", "cl_tiled_matmul": "OpenCL tiled GEMM",
    "cl_histogram_particles": "OpenCL particles + local atomics", "ll_tiny_add": "LLVM IR tiny",
    "ll_loop_phis": "LLVM IR loops / phis", "ll_select_vector": "LLVM IR vectors / selects",
    "ll_call_abi": "LLVM IR call (ABI)", "triton_fused_elementwise": "Triton elementwise", "triton_rmsnorm": "Triton RMSNorm",
    "triton_gemm_bf16": "Triton GEMM (bf16)", "triton_scan_argmax": "Triton scan / argmax",
    "ws_gemm_sm90": "Hopper warp-specialised GEMM (TMA, wgmma)", "fa3_attention_fwd_sm90": "Hopper attention (FA3 style)",
    "tma_pipeline_sm90": "Hopper TMA copy pipeline",
}


def describe(path):
    """First comment paragraph of a source file (directives excluded)."""
    lines = []
    marker = {".py": "#", ".ll": ";"}.get(os.path.splitext(path)[1], "//")
    for line in open(path):
        s = line.strip()
        m = re.match(r"^(" + re.escape(marker) + r")\s?(.*)$", s)
        if not m:
            if lines:
                break
            continue
        t = m.group(2).strip()
        if t.startswith("@"):
            continue
        if not t:
            if lines:
                break
            continue
        lines.append(t)
    return " ".join(lines)


def main():
    table = "--table" in sys.argv
    ptx = sorted(glob.glob(os.path.join(KDIR, "ptx", "*", "*", "*.ptx")))
    srcs = sorted(f for f in glob.glob(os.path.join(KDIR, "src", "*")) if not f.endswith(".h"))
    lls = glob.glob(os.path.join(KDIR, "ll", "*.ll"))
    ext = collections.Counter(os.path.splitext(s)[1] for s in srcs)
    print(f"sources: {len(srcs)} ({', '.join(f'{v} {k}' for k, v in sorted(ext.items()))}); "
          f"ptx files: {len(ptx)}; ll files: {len(lls)}")
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(KDIR) for f in fs)
    print(f"kernels/ size: {size / 1e6:.1f} MB")
    funcs = {}
    per = collections.defaultdict(lambda: [0, 0])
    for p in ptx:
        r = os.path.relpath(p, KDIR)
        text = open(p).read()
        funcs[r] = (ptx_functions(text), ptx_version(text))
        _, comp, arch, _ = r.split("/")
        per[(comp, arch)][0] += 1
        per[(comp, arch)][1] += len(funcs[r][0])
    print(f"\n{'compiler':12} {'arch':7} {'files':>5} {'functions':>9}")
    for (c, a), (n, f) in sorted(per.items()):
        print(f"{c:12} {a:7} {n:5} {f:9}")
    print(f"total functions (PTX file x function): {sum(len(f[0]) for f in funcs.values())}, entries: "
          f"{sum(1 for f in funcs.values() for _, k in f[0] if k == 'entry')}")
    ok = True
    for ver in ("12.9", "13.5"):
        path = os.path.join(KDIR, "ref", f"ptxas-{ver}.json")
        if not os.path.exists(path):
            print(f"\n== {os.path.basename(path)}: missing")
            ok = False
            continue
        recs = json.load(open(path))
        print(f"\n== ptxas-{ver}.json (ptxas {recs[0]['ptxas_version'] if recs else '?'}): {len(recs)} records")
        have = collections.defaultdict(set)
        for x in recs:
            have[(x["ptx"], x["run"])].add(x["function"])
        missing = 0
        for r, (fs, isa) in funcs.items():
            if isa > MAX_ISA[ver]:
                continue
            runs = ["default"] + ([t for t, _ in SM80_EXTRA] if r.split("/")[2] == "sm_80" else [])
            for run in runs:
                for fn, _ in fs:
                    if fn not in have[(r, run)]:
                        missing += 1
                        if missing <= 5:
                            print(f"  missing: {r} {run} {fn}")
        if missing:
            ok = False
            print(f"  {missing} missing records")
        byrun = collections.defaultdict(list)
        for x in recs:
            if x["kind"] == "entry" and x["registers"] is not None:
                byrun[x["run"]].append(x)
        for run in ["default"] + [t for t, _ in SM80_EXTRA]:
            es = byrun.get(run, [])
            if not es:
                continue
            regs = sorted(x["registers"] for x in es)
            spill = sum(1 for x in es if (x["spill_stores"] or 0) + (x["spill_loads"] or 0) > 0)
            stack = sum(1 for x in es if (x["stack_frame"] or 0) > 0)
            edges = [16, 32, 48, 64, 96, 128, 168, 255]
            hist = collections.Counter(next(e for e in edges if r <= e) for r in regs)
            print(f"  [{run}] entries={len(es)} regs min/median/max={regs[0]}/{regs[len(regs) // 2]}/{regs[-1]} "
                  f"spilling={spill} stack>0={stack}")
            print("      reg histogram " + " ".join(f"<={e}:{hist[e]}" for e in edges if hist[e]))
        nf = [x for x in recs if x["kind"] == "func"]
        print(f"  non-entry (.func) records: {len(nf)} ({len({x['function'] for x in nf})} distinct); "
              f"records with warnings: {sum(1 for x in recs if x.get('warnings'))}; "
              f"unreported: {sum(1 for x in recs if not x['reported'])}")
    if table:
        entries = collections.defaultdict(set)
        comps = collections.defaultdict(set)
        gl = json.load(open(os.path.join(KDIR, "ref", "gen-log.json")))
        for c in gl["compile"]:
            if c["ptx"].startswith("ptx/"):
                comps[c["source"]].add(c["ptx"].split("/")[1])
                for fn, k in funcs.get(c["ptx"], ([], None))[0]:
                    if k == "entry":
                        entries[c["source"]].add(fn)
        print("\n| source | family | entries | compilers | description |\n|---|---|---|---|---|")
        for s in srcs:
            r = os.path.relpath(s, KDIR)
            name = os.path.splitext(os.path.basename(s))[0]
            d = describe(s).replace("|", "\\|")
            es = ", ".join(f"`{e}`" for e in sorted(entries[r]))
            print(f"| `{os.path.basename(s)}` | {FAMILY.get(name, '?')} | {es} | {', '.join(sorted(comps[r]))} | {d} |")
    print("\nOK" if ok else "\nPROBLEMS FOUND")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
