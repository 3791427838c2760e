#!/usr/bin/env python3
"""SASS-level calibration data: what the real ptxas 13.5 allocation looks like per function.

Usage: python3 scripts/calibrate.py [--corpus] [--jobs 2] [--quiet] [--root DIR] [--out FILE] [PTX ...]

For every PTX file (default: kernels/ptx/*/sm_80, sm_90 and sm_90a; with --corpus the shared
development corpus ../shared/corpus/ptx/*/sm_80|sm_90|sm_90a, relative to the repository root):
  ptxas -v -arch=<.target> x.ptx -o x.cubin        (ptxas 13.5; cubin in a temporary directory)
  nvdisasm -c -plr -lrm narrow x.cubin             (nvdisasm 13.5, life-range columns)
  cuobjdump -res-usage x.cubin
and extracts per function: ptxas register count (-v), REG/STACK/SHARED/LOCAL from -res-usage,
SHI_REGISTERS from the section info, the highest GPR index used in the SASS, the peak number of
live GPR / PRED / UGPR / UPRED from nvdisasm's life-range columns, the number of SASS instructions
and the opcode histogram. Writes kernels/ref/sass-13.5.json (or sass-13.5-corpus.json) and prints
a summary table.

Life-range columns (nvdisasm -plr -lrm narrow): after `//` each line has `|`-separated groups
(GPR, PRED, UGPR, sometimes UPRED); each group is `<live count> <one character per register>`,
where ' ' = not live, ':' = live through, '^' = defined here, 'v' = last use, 'x' = used and
redefined. The header rows give the register index of each character column.
"""
import argparse
import collections
import concurrent.futures as cf
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(REPO, "kernels")
CORPUS = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus"))
BIN = os.path.join(REPO, ".tools", "cuda", "nvidia", "cu13", "bin")
PTXAS, NVDISASM, CUOBJDUMP = (os.path.join(BIN, t) for t in ("ptxas", "nvdisasm", "cuobjdump"))

INSN_RE = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")


def version(exe):
    out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    keep = [l.strip() for l in out if "release" in l or l.startswith("Build")]
    return "; ".join(keep) if keep else "?"


def parse_columns(hdr_rows):
    """hdr_rows: the life-range header lines (after '//'); returns [(group name, {offset: reg index})]."""
    split = [r.strip().strip("|").split("|") for r in hdr_rows]
    names = [s.strip() for s in split[0]]
    groups = []
    for g, name in enumerate(names):
        rows = [s[g] for s in split[1:] if g < len(s)]
        hash_row = next(r for r in rows if "#" in r)
        start = hash_row.index("#") + 2
        digit_rows = [r for r in rows if re.search(r"\d", r)]
        idx = {}
        for off in range(start, len(hash_row)):
            ds = "".join(r[off] if off < len(r) and r[off].isdigit() else "" for r in digit_rows)
            if ds and hash_row[off].isdigit():
                idx[off] = int(ds)
        groups.append((name, idx))
    return groups


def parse_sass(text):
    """nvdisasm -c -plr output -> {function: info}."""
    funcs = {}
    cur = None
    hdr, in_hdr, groups = [], False, None
    for line in text.splitlines():
        m = re.match(r"^\s*\.section\s+\.text\.([^,\s]+)", line)
        if m:
            sec = m.group(1)
            cur = funcs.setdefault(m.group(1), {"kind": "func", "shi_registers": None, "instructions": 0,
                                                 "nops": 0, "opcodes": collections.Counter(), "peak": {},
                                                 "max_index": {}, "plr": False, "sub": collections.Counter()})
            sub = None
            groups, hdr, in_hdr = None, [], False
            continue
        if cur is None:
            continue
        m = re.search(r"SHI_REGISTERS=(\d+)", line)
        if m:
            cur["shi_registers"] = int(m.group(1))
        if "STO_CUDA_ENTRY" in line:
            cur["kind"] = "entry"
        m = re.match(r"^\s*\.type\s+([^,\s]+),@function", line)
        if m and m.group(1) != sec:
            sub = m.group(1)
            cur["sub"][sub] += 0
        pos = line.find("//")
        com = line[pos + 2:] if pos >= 0 else ""
        if com.strip().startswith("+--"):
            if not in_hdr and groups is None:
                in_hdr, hdr = True, []
            elif in_hdr:
                in_hdr = False
                groups = parse_columns(hdr)
                cur["plr"] = True
            continue
        if in_hdr:
            hdr.append(com)
            continue
        mi = INSN_RE.match(line[:pos] if pos >= 0 else line)
        if not mi:
            continue
        body = mi.group(2)
        toks = body.split()
        if toks and toks[0].startswith("@"):
            toks = toks[1:]
        op = toks[0] if toks else "?"
        cur["instructions"] += 1
        if sub:
            cur["sub"][sub] += 1
        if op == "NOP":
            cur["nops"] += 1
        cur["opcodes"][op.split(".")[0]] += 1
        if groups:
            segs = com.strip().strip("|").split("|")
            for (name, idx), seg in zip(groups, segs):
                mc = re.match(r"\s*(\d+)", seg)
                if mc:
                    cur["peak"][name] = max(cur["peak"].get(name, 0), int(mc.group(1)))
                for off, reg in idx.items():
                    if off < len(seg) and seg[off] not in " ":
                        cur["max_index"][name] = max(cur["max_index"].get(name, -1), reg)
    return funcs


def parse_res_usage(text):
    out, cur = {}, None
    for line in text.splitlines():
        m = re.match(r"\s*Function (\S+):", line)
        if m:
            cur = m.group(1)
            continue
        if cur and "REG:" in line:
            out[cur] = {k: int(v) for k, v in re.findall(r"([A-Z]+(?:\[\d+\])?):(\d+)", line)}
            cur = None
    return out


def parse_ptxas_regs(text):
    regs, cur = {}, None
    for line in text.splitlines():
        m = re.search(r"Compiling (?:entry )?function '([^']+)'", line)
        if m:
            cur = m.group(1)
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            regs[cur] = int(m.group(1))
    return regs


def target_of(path):
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*\.target\s+(\w+)", line)
            if m:
                return m.group(1)
    return None


def run_one(path, label, tmp):
    arch = target_of(path)
    cubin = os.path.join(tmp, re.sub(r"[^\w.]", "_", label) + ".cubin")
    p = subprocess.run([PTXAS, "-v", f"-arch={arch}", path, "-o", cubin], capture_output=True, text=True)
    if p.returncode:
        return label, arch, None, "ptxas failed: " + (p.stdout + p.stderr)[-800:]
    regs = parse_ptxas_regs(p.stdout + p.stderr)
    d = subprocess.run([NVDISASM, "-c", "-plr", "-lrm", "narrow", cubin], capture_output=True, text=True)
    note = None
    if d.returncode:
        note = "nvdisasm -plr failed: " + d.stderr[-400:]
        d = subprocess.run([NVDISASM, "-c", cubin], capture_output=True, text=True)
    funcs = parse_sass(d.stdout)
    ru = parse_res_usage(subprocess.run([CUOBJDUMP, "-res-usage", cubin], capture_output=True, text=True).stdout)
    os.remove(cubin)
    recs = []
    for fn, f in funcs.items():
        recs.append({
            "ptx": label, "arch": arch, "function": fn, "kind": f["kind"],
            "ptxas_registers": regs.get(fn), "res_usage": ru.get(fn, {}), "shi_registers": f["shi_registers"],
            "max_gpr_index": f["max_index"].get("GPR"), "peak_gpr": f["peak"].get("GPR"),
            "peak_pred": f["peak"].get("PRED", 0) if f["plr"] else None,
            "peak_ugpr": f["peak"].get("UGPR", 0) if f["plr"] else None,
            "peak_upred": f["peak"].get("UPRED", 0) if f["plr"] else None,
            "max_ugpr_index": f["max_index"].get("UGPR"),
            "sass_instructions": f["instructions"], "sass_nops": f["nops"],
            "opcodes": dict(sorted(f["opcodes"].items())), "life_ranges": f["plr"],
            "subfunctions": dict(sorted(f["sub"].items()))})
    recs.sort(key=lambda r: r["function"])
    return label, arch, recs, note


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ptx", nargs="*")
    ap.add_argument("--corpus", action="store_true", help="the shared development corpus instead of kernels/")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--out", default=None)
    ap.add_argument("--root", default=KDIR, help="with PTX arguments: the directory record labels are relative to")
    a = ap.parse_args()
    if a.ptx:
        files = [(os.path.abspath(p), os.path.relpath(os.path.abspath(p), a.root)) for p in a.ptx]
        out = a.out or os.path.join(KDIR, "ref", "sass-13.5-adhoc.json")
    elif a.corpus:
        if not os.path.isdir(CORPUS):
            sys.exit("calibrate: no shared corpus at ../shared/corpus")
        files = [(p, "corpus:" + os.path.relpath(p, CORPUS)) for arch in ("sm_80", "sm_90", "sm_90a")
                 for p in sorted(glob.glob(os.path.join(CORPUS, "ptx", "*", arch, "*.ptx")))]
        out = a.out or os.path.join(KDIR, "ref", "sass-13.5-corpus.json")
    else:
        files = [(p, os.path.relpath(p, KDIR)) for arch in ("sm_80", "sm_90", "sm_90a")
                 for p in sorted(glob.glob(os.path.join(KDIR, "ptx", "*", arch, "*.ptx")))]
        out = a.out or os.path.join(KDIR, "ref", "sass-13.5.json")
    files.sort(key=lambda x: x[1])
    recs, notes = [], []
    with tempfile.TemporaryDirectory(prefix="ptxra-calib-") as tmp, cf.ThreadPoolExecutor(a.jobs) as ex:
        for label, arch, r, note in ex.map(lambda f: run_one(f[0], f[1], tmp), files):
            if note:
                notes.append({"ptx": label, "note": note})
            if r is None:
                print(f"FAIL {label}: {note}", file=sys.stderr)
                continue
            for x in r:
                x["compiler"] = label.split("/")[-3]
            recs.extend(r)
    doc = {
        "generated_by": "scripts/calibrate.py" + (" --corpus" if a.corpus else ""),
        "commands": ["ptxas -v -arch=<.target> <ptx> -o <tmp>.cubin", "nvdisasm -c -plr -lrm narrow <tmp>.cubin",
                     "cuobjdump -res-usage <tmp>.cubin"],
        "tools": {"ptxas": version(PTXAS), "nvdisasm": version(NVDISASM), "cuobjdump": version(CUOBJDUMP)},
        "fields": {"ptxas_registers": "`Used N registers` from ptxas -v (entries only)",
                   "max_gpr_index": "highest R index marked in the life-range columns (R1 is the stack pointer)",
                   "peak_gpr": "max over SASS instructions of the GPR live count column (likewise pred/ugpr/upred)",
                   "sass_instructions": "instruction lines in the disassembly, including NOP padding (sass_nops)",
                   "subfunctions": "non-inlined callees placed in the same .text section (name -> SASS instructions); "
                                   "they share the entry's life-range table, so peaks cover the whole call graph"},
        "notes": notes,
        "records": recs,
    }
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as fh:
        fh.write("{\n")
        items = list(doc.items())
        for i, (k, v) in enumerate(items):
            if k == "records":
                body = "[\n" + ",\n".join(json.dumps(r) for r in v) + "\n]"
            else:
                body = json.dumps(v)
            fh.write(f"{json.dumps(k)}: {body}" + (",\n" if i + 1 < len(items) else "\n"))
        fh.write("}\n")
    if not a.quiet:
        print(f"{'ptx':58} {'function':34} {'regs':>4} {'maxR':>4} {'pkR':>4} {'pkUR':>4} {'pkP':>3} {'insns':>6}")
        for r in recs:
            print(f"{r['ptx'][:58]:58} {r['function'][:34]:34} {str(r['ptxas_registers']):>4} "
                  f"{str(r['max_gpr_index']):>4} {str(r['peak_gpr']):>4} {str(r['peak_ugpr']):>4} "
                  f"{str(r['peak_pred']):>3} {r['sass_instructions']:>6}")
    ent = [r for r in recs if r["kind"] == "entry" and r["ptxas_registers"] is not None and r["max_gpr_index"] is not None]
    diff = collections.Counter(r["ptxas_registers"] - (r["max_gpr_index"] + 1) for r in ent)
    print(f"\n{len(files)} PTX files, {len(recs)} functions ({len(ent)} entries with life ranges) -> "
          f"{os.path.relpath(out, REPO)}", file=sys.stderr)
    print("ptxas registers - (max GPR index + 1): " + ", ".join(f"{k:+d}: {v}" for k, v in sorted(diff.items())),
          file=sys.stderr)
    pk = collections.Counter((r["ptxas_registers"] - r["peak_gpr"]) for r in ent if r["peak_gpr"] is not None)
    print("ptxas registers - peak live GPR: " + ", ".join(f"{k:+d}: {v}" for k, v in sorted(pk.items())), file=sys.stderr)
    if notes:
        print(f"{len(notes)} notes (see JSON)", file=sys.stderr)


if __name__ == "__main__":
    main()
