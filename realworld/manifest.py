#!/usr/bin/env python3
"""The real-world corpus's manifest and its recorded ptxas numbers (run by scripts/real-corpus.sh).

  manifest.py merge PTXROOT PRODUCER...   joins the producers' manifests into PTXROOT/manifest.json
                                          and compares what was built with realworld/manifest.json
  manifest.py record PTXROOT              runs ptxas 13.5 on every built file (default and
                                          --maxrregcount 32/64/128) into realworld/ref/ptxas-13.5.json,
                                          the SASS facts into realworld/ref/sass-13.5.json, and makes
                                          the built manifest the committed one

The records are short: one per function (`ptx` relative to PTXROOT, whose first directory is
the producer; `function`, `kind`, `arch` the PTX target) with its numbers per run as a list in
the order of the file's `fields`; the flags of each run and the ptxas version are given once,
at the top. scripts/ptxra_ref.py expands them into the development corpus's schema
(scripts/record_ptxas.py), with the producer as `compiler` and its `split`.
"""
import collections
import concurrent.futures as cf
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "scripts"))
import record_ptxas as rp  # noqa: E402

COMMITTED = os.path.join(HERE, "manifest.json")
PACKAGES = os.path.join(HERE, "packages.json")
REF = os.path.join(HERE, "ref")
PTXAS = os.path.join(REPO, ".tools", "cuda", "nvidia", "cu13", "bin", "ptxas")
RUNS = [("default", []), ("maxrreg32", ["--maxrregcount=32"]), ("maxrreg64", ["--maxrregcount=64"]),
        ("maxrreg128", ["--maxrregcount=128"])]


def load(path):
    with open(path) as f:
        return json.load(f)


def dump_lines(doc, key, path):
    """Writes `doc` as JSON with one element of list `doc[key]` per line (diffs stay readable)."""
    with open(path, "w") as f:
        f.write("{\n")
        items = list(doc.items())
        for i, (k, v) in enumerate(items):
            body = ("[\n" + ",\n".join(json.dumps(x) for x in v) + "\n]") if k == key else json.dumps(v)
            f.write(f"{json.dumps(k)}: {body}" + (",\n" if i + 1 < len(items) else "\n"))
        f.write("}\n")


def merge(root, producers):
    splits = load(PACKAGES)["producers"]
    files, failed = [], []
    for p in producers:
        m = load(os.path.join(root, p, "manifest.json"))
        for f in m["files"]:
            files.append(dict(f, ptx=f"{p}/{f['ptx']}", producer=p, split=splits[p]["split"]))
        failed += [dict(x, producer=p) for x in m["failed"]]
    built = {"files": files, "failed": failed}
    path = os.path.join(root, "manifest.json")
    if os.path.exists(path):  # keep the other producers' files of an earlier build
        old = load(path)
        built["files"] = [f for f in old["files"] if f["producer"] not in producers] + files
        built["failed"] = [f for f in old["failed"] if f["producer"] not in producers] + failed
    built["files"].sort(key=lambda f: f["ptx"])
    dump_lines(built, "files", path)

    recorded = {f["ptx"]: f for f in load(COMMITTED)["files"]} if os.path.exists(COMMITTED) else {}
    table = collections.defaultdict(lambda: [0, 0, 0])
    unrecorded = []
    for f in files:
        t = table[(f["producer"], f["arch"])]
        t[0] += 1
        t[1] += len(f["entries"])
        r = recorded.get(f["ptx"])
        if r and r["entries"] == f["entries"]:
            t[2] += len(f["entries"])
        else:
            unrecorded.append(f["ptx"])
    print(f"{'producer':12} {'arch':7} {'files':>5} {'entries':>7} {'recorded':>8}")
    for (p, a), (nf, ne, nr) in sorted(table.items()):
        print(f"{p:12} {a:7} {nf:5} {ne:7} {nr:8}")
    if failed:
        print(f"{len(failed)} work items failed (listed in {os.path.relpath(path, REPO)})")
    if unrecorded:
        print(f"{len(unrecorded)} files differ from realworld/manifest.json (not recorded), e.g. "
              f"{unrecorded[0]}; `scripts/real-corpus.sh --record` records them")


# The SASS facts left out of the record, to keep it small: the opcode histogram, cuobjdump's
# resource usage and the subfunctions (the other facts give the same numbers).
SASS_LEFT_OUT = {"opcodes", "res_usage", "subfunctions", "compiler"}
FIELDS = ["registers", "barriers", "stack_frame", "spill_stores", "spill_loads", "smem"]


def ptxas_records(root, f):
    """ptxas -v on one built file, every run: one record per function, its numbers per run
    in the order of FIELDS (null for a run ptxas failed, with `errors` saying why)."""
    path = os.path.join(root, f["ptx"])
    with open(path) as fh:
        text = fh.read()
    target = rp.ptx_target(text)
    recs = {name: {"ptx": f["ptx"], "function": name, "kind": kind, "arch": target, "runs": {}}
            for name, kind in rp.ptx_functions(text)}
    for run, extra in RUNS:
        flags = ["-v", f"-arch={target}"] + extra
        p = subprocess.run([PTXAS, *flags, path, "-o", "/dev/null"], capture_output=True, text=True)
        parsed, _ = rp.parse_ptxas(p.stdout + p.stderr)
        for name, rec in recs.items():
            r = parsed.get(name)
            rec["runs"][run] = [r.get(k) for k in FIELDS] if r and p.returncode == 0 else None
            if rec["runs"][run] is None:
                rec.setdefault("errors", {})[run] = (p.stderr.strip().splitlines() or ["?"])[-1][:200]
    return list(recs.values())


def record(root):
    """Records ptxas on the built files that are new or changed since the committed manifest;
    the records of the others, and of producers not built, are kept."""
    built = load(os.path.join(root, "manifest.json"))
    old = load(COMMITTED) if os.path.exists(COMMITTED) else {"files": [], "failed": []}
    producers = {f["producer"] for f in built["files"]}
    kept_files = [f for f in old["files"] if f["producer"] not in producers]
    old_by_ptx = {f["ptx"]: f for f in old["files"]}
    todo = [f for f in built["files"] if old_by_ptx.get(f["ptx"]) != f]
    keep = {f["ptx"] for f in kept_files} | {f["ptx"] for f in built["files"]} - {f["ptx"] for f in todo}

    def kept(name):
        path = os.path.join(REF, name)
        return [r for r in load(path)["records"] if r["ptx"] in keep] if os.path.exists(path) else []

    version = rp.tool_version(PTXAS)
    recs = []
    with cf.ThreadPoolExecutor(2) as ex:
        for i, r in enumerate(ex.map(lambda f: ptxas_records(root, f), todo)):
            recs += r
            if i % 50 == 0:
                print(f"  ptxas: {i + 1}/{len(todo)} files", file=sys.stderr, flush=True)
    os.makedirs(REF, exist_ok=True)
    recs = sorted(kept("ptxas-13.5.json") + recs, key=lambda r: (r["ptx"], r["function"]))
    dump_lines({"generated_by": "scripts/real-corpus.sh --record", "ptxas_version": version,
                "runs": {run: ["-v", "-arch=<arch>"] + extra for run, extra in RUNS},
                "fields": FIELDS, "records": recs}, "records", os.path.join(REF, "ptxas-13.5.json"))
    bad = sum(1 for r in recs if r["kind"] == "entry" and None in r["runs"].values())
    print(f"ptxas: {len(todo)} files run, {len(recs)} functions, {bad} entries ptxas failed on in "
          f"some run", file=sys.stderr)
    sass = os.path.join(REF, "sass-13.5.json")
    kept_sass = kept("sass-13.5.json")
    if todo:
        subprocess.run([sys.executable, os.path.join(REPO, "scripts", "calibrate.py"), "--quiet",
                        "--root", root, "--out", sass] + [os.path.join(root, f["ptx"]) for f in todo],
                       check=True)
    doc = load(sass) if os.path.exists(sass) else {"records": []}
    doc["generated_by"] = "scripts/real-corpus.sh --record"
    new = [{k: v for k, v in r.items() if k not in SASS_LEFT_OUT} for r in doc["records"]] if todo else []
    doc["records"] = sorted(kept_sass + new, key=lambda r: (r["ptx"], r["function"]))
    dump_lines(doc, "records", sass)
    manifest = {"files": sorted(kept_files + built["files"], key=lambda f: f["ptx"]),
                "failed": [f for f in old["failed"] if f["producer"] not in producers]
                + built["failed"]}
    dump_lines(manifest, "files", COMMITTED)


def main(argv):
    if len(argv) >= 3 and argv[1] == "merge":
        merge(argv[2], argv[3:])
    elif len(argv) == 3 and argv[1] == "record":
        record(argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
