#!/usr/bin/env python3
"""Run the real ptxas (12.9 and 13.5) on every PTX file under kernels/ptx/ and record its -v output.

Usage: python3 scripts/record_ptxas.py [--jobs 2] [--only NAME[,NAME...]] [--no-raw]
       (normally through scripts/record-ptxas.sh)

Runs, for every kernels/ptx/<compiler>/<arch>/<name>.ptx (arch = the PTX .target):
  default    ptxas -v -arch=<arch> <ptx> -o /dev/null
  sm_80 files additionally:
  maxrreg24  ... --maxrregcount=24      maxrreg32  ... --maxrregcount=32
  maxrreg64  ... --maxrregcount=64      O0         ... -O0
  maxrreg96, maxrreg128, maxrreg255: budgets above what most kernels need
ptxas 12.9 only runs on PTX whose .version it accepts (ISA <= 8.8) and whose target it knows;
ptxas 13.5 runs on everything. A run where ptxas fails (e.g. `Insufficient registers` under
--maxrregcount=24, or a crash) still yields one record per function with null numbers,
reported=false, `exit_code` and `ptxas_error`. Output: kernels/ref/ptxas-<ver>.json (one record per PTX file x run x
function, schema in kernels/README.md, the same as the shared development corpus), kernels/ref/raw/
(the raw -v text of every run, concatenated per ptxas version, each run headed by its command line,
kept only while the total stays below 5 MB) and kernels/ref/ptxas-log.json (skips, failures, versions).
At most --jobs ptxas processes run at once (default 2). --only reruns some PTX names and merges
their records and raw text into the existing files.
"""
import argparse
import concurrent.futures as cf
import glob
import json
import os
import re
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(REPO, "kernels")
TOOLS = os.path.join(REPO, ".tools", "cuda", "nvidia")
PTXAS = {"12.9": os.path.join(TOOLS, "cuda_nvcc", "bin", "ptxas"),
         "13.5": os.path.join(TOOLS, "cu13", "bin", "ptxas")}
MAX_ISA = {"12.9": (8, 8), "13.5": (9, 9)}
MAX_ARCH = {"12.9": 121, "13.5": 999}
SM80_EXTRA = [("maxrreg24", ["--maxrregcount=24"]), ("maxrreg32", ["--maxrregcount=32"]),
              ("maxrreg64", ["--maxrregcount=64"]), ("O0", ["-O0"]),
              ("maxrreg96", ["--maxrregcount=96"]), ("maxrreg128", ["--maxrregcount=128"]),
              ("maxrreg255", ["--maxrregcount=255"])]
RUN_ORDER = ["default"] + [t for t, _ in SM80_EXTRA]
RAW_LIMIT = 5 * 1024 * 1024

DEF_RE = re.compile(r"^[ \t]*(\.extern[ \t]+)?(?:\.visible[ \t]+|\.weak[ \t]+)?\.(entry|func)\s+(?:\([^)]*\)\s*)?([\w$.]+)", re.M)


def ptx_functions(text):
    """Functions defined (with a body) in a PTX module, in order: [(name, 'entry'|'func')]."""
    out = []
    for m in DEF_RE.finditer(text):
        if m.group(1):
            continue
        i, depth = m.end(), 0
        while i < len(text):
            c = text[i]
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            elif depth == 0 and c in "{;":
                break
            i += 1
        if i < len(text) and text[i] == "{":
            out.append((m.group(3), m.group(2)))
    return out


def ptx_version(text):
    m = re.search(r"^\s*\.version\s+(\d+)\.(\d+)", text, re.M)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def ptx_target(text):
    return re.search(r"^\s*\.target\s+(\w+)", text, re.M).group(1)


def parse_ptxas(out):
    """ptxas -v text -> {function: fields}, plus the list of warning lines."""
    recs, warnings = {}, []

    def get(name):
        return recs.setdefault(name, {"kind": "func", "registers": None, "barriers": None, "stack_frame": None,
                                      "spill_stores": None, "spill_loads": None, "smem": None, "cmem0": None,
                                      "compile_ms": None, "cumulative_stack": None, "cmem": {}, "warnings": []})

    cur = props = None
    for line in out.splitlines():
        if "warning" in line.lower():
            warnings.append(line.strip())
            m = re.search(r"for '([^']+)'|function '([^']+)'|entry '([^']+)'", line)
            if m:
                name = next(g for g in m.groups() if g)
                if name in recs:
                    recs[name]["warnings"].append(line.strip())
            continue
        m = re.search(r"Compiling entry function '([^']+)' for '(\w+)'", line)
        if m:
            cur = get(m.group(1))
            cur["kind"] = "entry"
            continue
        m = re.search(r"Compiling function '([^']+)' for '(\w+)'", line)
        if m:
            cur = get(m.group(1))
            continue
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            props = get(m.group(1))
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and props is not None:
            props["stack_frame"], props["spill_stores"], props["spill_loads"] = map(int, m.groups())
            continue
        m = re.search(r"Used (\d+) registers", line)
        if m and cur is not None:
            cur["registers"] = int(m.group(1))
            b = re.search(r"used (\d+) barriers", line)
            cur["barriers"] = int(b.group(1)) if b else 0
            s = re.search(r"(\d+) bytes smem", line)
            cur["smem"] = int(s.group(1)) if s else 0
            c = re.search(r"(\d+) bytes cumulative stack size", line)
            cur["cumulative_stack"] = int(c.group(1)) if c else None
            for cm in re.finditer(r"(\d+) bytes cmem\[(\d+)\]", line):
                cur["cmem"][cm.group(2)] = int(cm.group(1))
            cur["cmem0"] = cur["cmem"].get("0")
            continue
        m = re.search(r"Compile time = ([\d.]+) ms", line)
        if m and cur is not None:
            cur["compile_ms"] = float(m.group(1))
    return recs, warnings


def split_raw(text):
    """A raw file -> [(ptx, run order index, text of one run)], the form its runs were sorted in."""
    out = []
    for chunk in re.split(r"(?m)^(?=\$ ptxas )", text):
        if chunk:
            toks = chunk.split("\n", 1)[0].split()
            tag = next((t for t, f in SM80_EXTRA if f[0] in toks), "default")
            out.append((toks[-3], RUN_ORDER.index(tag), chunk))
    return out


def tool_version(exe):
    out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout
    return re.search(r"V(\d+\.\d+\.\d+)", out).group(1)


def source_of(name, comp, gen):
    s = gen.get(name)
    if s:
        return s
    for ext in (".cu", ".cl", ".ll", ".py"):
        if os.path.exists(os.path.join(KDIR, "src", name + ext)):
            return "src/" + name + ext
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default="")
    ap.add_argument("--no-raw", action="store_true")
    a = ap.parse_args()
    only = set(filter(None, a.only.split(",")))
    files = sorted(glob.glob(os.path.join(KDIR, "ptx", "*", "*", "*.ptx")))
    if only:
        files = [f for f in files if os.path.basename(f)[:-4] in only]
    versions = {v: tool_version(p) for v, p in PTXAS.items()}
    # PTX name -> source, from the generation log (Triton variants have their own names)
    gen = {}
    glp = os.path.join(KDIR, "ref", "gen-log.json")
    if os.path.exists(glp):
        for c in json.load(open(glp))["compile"]:
            if c["ptx"].startswith("ptx/"):
                gen[os.path.basename(c["ptx"])[:-4]] = c["source"]
    log = {"skipped": [], "failed": [], "toolchain": {f"ptxas-{v}": {"version": versions[v],
           "binary": os.path.relpath(p, REPO)} for v, p in PTXAS.items()},
           "runs": {"default": [], **{t: f for t, f in SM80_EXTRA}}}
    runs = []
    for pver in PTXAS:
        for f in files:
            r = os.path.relpath(f, KDIR)
            _, comp, arch, fname = r.split("/")
            text = open(f).read()
            target = ptx_target(text)
            pv = ptx_version(text)
            if pv > MAX_ISA[pver]:
                log["skipped"].append({"ptx": r, "ptxas": versions[pver],
                                       "reason": "PTX ISA %d.%d newer than this ptxas accepts" % pv})
                continue
            if int(re.sub(r"\D", "", target)) > MAX_ARCH[pver]:
                log["skipped"].append({"ptx": r, "ptxas": versions[pver], "reason": f"{target} unknown"})
                continue
            tags = [("default", [])] + (SM80_EXTRA if arch == "sm_80" else [])
            for tag, extra in tags:
                runs.append((pver, f, r, comp, arch, fname[:-4], tag, ["-v", f"-arch={target}"] + extra, text))

    def run(job):
        pver, f, r, comp, arch, name, tag, flags, text = job
        p = subprocess.run([PTXAS[pver]] + flags + [f, "-o", "/dev/null"], capture_output=True, text=True)
        return job, p.returncode, p.stdout + p.stderr

    results = {v: [] for v in PTXAS}
    raw = {v: [] for v in PTXAS}
    t0 = time.time()
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for i, (job, rc, out) in enumerate(ex.map(run, runs)):
            pver, f, r, comp, arch, name, tag, flags, text = job
            cmdline = f"$ ptxas {' '.join(flags)} {r} -o /dev/null"
            raw[pver].append((r, RUN_ORDER.index(tag), cmdline + "\n" + out.rstrip("\n") + "\n"))
            err = None
            if rc != 0:
                # a failed run still gets one record per defined function (all numbers null,
                # reported=false) carrying the error, so that "ptxas refuses/crashes" is data too
                fatal = [l.strip() for l in out.splitlines() if "fatal" in l or "error" in l.lower()]
                err = "; ".join(fatal) if fatal else ("killed by signal %d (no message)" % -rc if rc < 0 else
                                                      "exit code %d (no message)" % rc)
                log["failed"].append({"ptx": r, "ptxas": versions[pver], "flags": flags, "exit_code": rc,
                                      "error": err})
                print(f"FAIL ptxas {pver} {r} {tag}: {err}", file=sys.stderr)
            parsed, warnings = parse_ptxas(out) if rc == 0 else ({}, [])
            defined = ptx_functions(text)
            seen = set()
            for fn, kind in defined + [(n, p["kind"]) for n, p in parsed.items()]:
                if fn in seen:
                    continue
                seen.add(fn)
                p = parsed.get(fn)
                rec = {"ptx": r, "compiler": comp, "arch": arch, "ptxas_version": versions[pver], "flags": flags,
                       "function": fn, "kind": kind}
                for k in ("registers", "barriers", "stack_frame", "spill_stores", "spill_loads", "smem", "cmem0",
                          "compile_ms"):
                    rec[k] = p[k] if p else None
                rec["run"] = tag
                rec["source"] = source_of(name, comp, gen)
                rec["cumulative_stack"] = p["cumulative_stack"] if p else None
                rec["cmem"] = p["cmem"] if p else {}
                rec["reported"] = p is not None
                rec["warnings"] = warnings
                if err is not None:
                    rec["exit_code"] = rc
                    rec["ptxas_error"] = err
                rec["raw"] = f"ref/raw/ptxas-{pver}.txt"
                results[pver].append(rec)
            if (i + 1) % 250 == 0:
                print(f"[{time.time() - t0:5.0f}s] {i + 1}/{len(runs)} ptxas runs", file=sys.stderr)

    ref = os.path.join(KDIR, "ref")
    os.makedirs(os.path.join(ref, "raw"), exist_ok=True)
    keep_raw = not a.no_raw
    if only:
        # merge the new runs into the raw text of the other files (if the last full run kept it)
        for pver in raw:
            rp = os.path.join(ref, "raw", f"ptxas-{pver}.txt")
            if not os.path.exists(rp):
                keep_raw = False
                break
            raw[pver] = [x for x in split_raw(open(rp).read()) if os.path.basename(x[0])[:-4] not in only] + raw[pver]
    raw_size = sum(len(t) for v in raw.values() for _, _, t in v)
    keep_raw = keep_raw and raw_size < RAW_LIMIT
    for pver, recs in results.items():
        path = os.path.join(ref, f"ptxas-{pver}.json")
        if only and os.path.exists(path):
            recs = [x for x in json.load(open(path)) if os.path.basename(x["ptx"])[:-4] not in only] + recs
        recs.sort(key=lambda x: (x["ptx"], RUN_ORDER.index(x["run"]), x["function"]))
        if not keep_raw:
            for x in recs:
                x.pop("raw", None)
        with open(path, "w") as fh:
            fh.write("[\n" + ",\n".join(json.dumps(x) for x in recs) + "\n]\n")
        rp = os.path.join(ref, "raw", f"ptxas-{pver}.txt")
        if keep_raw:
            with open(rp, "w") as fh:
                fh.write("".join(t for _, _, t in sorted(raw[pver])))
        elif os.path.exists(rp):
            os.remove(rp)
        print(f"ptxas {versions[pver]}: {len(recs)} records -> {os.path.relpath(path, REPO)}", file=sys.stderr)
    log["raw_kept"] = keep_raw
    log["raw_bytes"] = raw_size
    for k in ("skipped", "failed"):
        log[k].sort(key=lambda x: (x["ptx"], x["ptxas"], str(x.get("flags", ""))))
    lp = os.path.join(ref, "ptxas-log.json")
    if only and os.path.exists(lp):
        old = json.load(open(lp))
        for k in ("skipped", "failed"):
            log[k] = sorted([x for x in old[k] if os.path.basename(x["ptx"])[:-4] not in only] + log[k],
                            key=lambda x: (x["ptx"], x["ptxas"], str(x.get("flags", ""))))
    with open(lp, "w") as fh:
        json.dump(log, fh, indent=1)
        fh.write("\n")
    print(f"[{time.time() - t0:5.0f}s] {len(runs)} runs, {len(log['failed'])} failed, {len(log['skipped'])} skipped"
          f", raw {'kept' if keep_raw else 'not kept'} ({raw_size / 1e6:.1f} MB)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
