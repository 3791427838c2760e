#!/usr/bin/env python3
"""Regenerate kernels/ptx/ and kernels/ll/ from kernels/src/ (the ptxra kernel suite).

Usage: python3 scripts/gen_kernels.py [--only NAME[,NAME...]] [--jobs N] [--no-triton]
       (normally through scripts/gen-kernels.sh, which runs scripts/setup.sh first if needed)

Producers
  nvrtc-12.9  NVRTC 12.9 (ctypes, libnvrtc.so.12)  *.cu -> ptx/nvrtc-12.9/sm_XX/<name>.ptx, XX in 75 80 86 89 90
  nvrtc-13.5  NVRTC 13.5 (ctypes, libnvrtc.so.13)  *.cu -> ptx/nvrtc-13.5/sm_XX/<name>.ptx, XX in 75 80 86 89 90 100 120,
              and 90a 100a for the sources whose @archs: names them
  clang-22    clang-22 CUDA (*.cu), OpenCL C (*.cl)  -> ptx/clang-22/sm_80|sm_90/<name>.ptx
              llc-22 for the hand-written NVPTX IR (*.ll) -> ptx/clang-22/sm_80|sm_90/<name>.ptx
              clang-22 -emit-llvm (sm_80) -> ll/<name>.ll; hand-written *.ll are copied to ll/
  triton-3.9  Triton 3.9.0 (venv .tools/triton, scripts/gen_triton.py) triton_*.py -> ptx/triton-3.9/sm_80|sm_90a/

Per-source directives (comment lines, `//` or `#`):
  @min-arch: 80            no PTX for targets below sm_80
  @archs: sm_90a ...       PTX only for these targets (arch-specific ones such as sm_90a are
                           produced only for sources that list them here)
  @skip: clang | nvrtc-12.9 | nvrtc-13.5 | nvrtc | sm_75 ...   skip a producer or an arch
  @nvrtc-flags: ...        extra NVRTC options     @clang-flags: ...  extra clang options

Everything is written relative to the repository root; no absolute path ends up in kernels/.
The compile log (exact options, skips, failures, tool versions) goes to kernels/ref/gen-log.json.
"""
import argparse
import concurrent.futures as cf
import ctypes
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(REPO, "kernels")
SRC = os.path.join(KDIR, "src")
TOOLS = os.path.join(REPO, ".tools", "cuda", "nvidia")
CLANG = os.environ.get("CLANG", "clang-22")
LLC = os.environ.get("LLC", "llc-22")

NVRTC = {
    "12.9": {"lib": "cuda_nvrtc/lib/libnvrtc.so.12",
             "inc": ["cuda_runtime/include", "cuda_nvcc/include"],
             "archs": ["sm_75", "sm_80", "sm_86", "sm_89", "sm_90"]},
    "13.5": {"lib": "cu13/lib/libnvrtc.so.13",
             "inc": ["cu13/include"],
             "archs": ["sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120"],
             # arch-specific targets (wgmma, setmaxnreg, ...): only for sources whose @archs: lists them
             "arch_specific": ["sm_90a", "sm_100a"]},
}
CLANG_ARCHS = ["sm_80", "sm_90"]
# clang without a CUDA installation enables no PTX ISA feature; ask for the minimum ISA of each arch
CLANG_PTX = {"sm_80": "+ptx70", "sm_90": "+ptx78"}


def rel(p):
    return os.path.relpath(p, KDIR)


def directives(text):
    d = {"min-arch": 0, "skip": set(), "archs": [], "nvrtc-flags": [], "clang-flags": []}
    for m in re.finditer(r"^\s*(?://|#|;)\s*@([\w-]+):\s*(.*?)\s*$", text, re.M):
        k, v = m.group(1), m.group(2)
        if k == "min-arch":
            d["min-arch"] = int(v)
        elif k == "skip":
            d["skip"] |= set(v.replace(",", " ").split())
        elif k == "archs":
            d["archs"] += v.replace(",", " ").split()
        elif k in ("nvrtc-flags", "clang-flags"):
            d[k] += shlex.split(v)
    return d


def skipped(d, comp, arch):
    fam = comp.split("-")[0]
    if comp in d["skip"] or fam in d["skip"] or arch in d["skip"]:
        return f"@skip: {' '.join(sorted(d['skip']))}"
    if d["archs"] and arch not in d["archs"]:
        return f"@archs: {' '.join(d['archs'])}"
    if int(re.sub(r"\D", "", arch)) < d["min-arch"]:
        return f"@min-arch: {d['min-arch']}"
    return None


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


class Nvrtc:
    def __init__(self, lib):
        self.L = ctypes.CDLL(lib)
        ma, mi = ctypes.c_int(), ctypes.c_int()
        self.L.nvrtcVersion(ctypes.byref(ma), ctypes.byref(mi))
        self.version = f"{ma.value}.{mi.value}"
        self.L.nvrtcGetErrorString.restype = ctypes.c_char_p

    def compile(self, src, name, opts):
        L, prog = self.L, ctypes.c_void_p()
        r = L.nvrtcCreateProgram(ctypes.byref(prog), src.encode(), name.encode(), 0, None, None)
        if r:
            return None, "nvrtcCreateProgram: " + L.nvrtcGetErrorString(r).decode()
        enc = [o.encode() for o in opts]
        r = L.nvrtcCompileProgram(prog, len(enc), (ctypes.c_char_p * len(enc))(*enc))
        n = ctypes.c_size_t()
        L.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
        buf = ctypes.create_string_buffer(n.value)
        L.nvrtcGetProgramLog(prog, buf)
        log = buf.value.decode(errors="replace")
        ptx = None
        if r == 0:
            L.nvrtcGetPTXSize(prog, ctypes.byref(n))
            buf = ctypes.create_string_buffer(n.value)
            L.nvrtcGetPTX(prog, buf)
            ptx = buf.value.decode()
        else:
            log = L.nvrtcGetErrorString(r).decode() + "\n" + log
        L.nvrtcDestroyProgram(ctypes.byref(prog))
        return ptx, log


def scrub(text):
    """Make compiler output machine-independent: absolute paths -> paths relative to kernels/."""
    text = text.replace(SRC + "/", "src/").replace(KDIR + "/", "").replace(REPO + "/", "")
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="", help="comma-separated source names (no extension)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--no-clean", action="store_true", help="do not delete ptx/ and ll/ first")
    a = ap.parse_args()
    only = set(filter(None, a.only.split(",")))

    def pick(pattern):
        out = sorted(glob.glob(os.path.join(SRC, pattern)))
        return [s for s in out if not only or os.path.splitext(os.path.basename(s))[0] in only]

    cu, cl, ll = pick("*.cu"), pick("*.cl"), pick("*.ll")
    names = [os.path.splitext(os.path.basename(s))[0] for s in cu + cl + ll]
    dup = {n for n in names if names.count(n) > 1}
    assert not dup, f"duplicate kernel names: {dup}"
    if not only and not a.no_clean:
        for d in ("ptx", "ll"):
            shutil.rmtree(os.path.join(KDIR, d), ignore_errors=True)

    log = {"compile": [], "skipped": [], "failed": [], "toolchain": {}}
    t0 = time.time()

    # ---- 1. NVRTC (threads: ctypes drops the GIL during the call)
    for ver, cfg in NVRTC.items():
        nv = Nvrtc(os.path.join(TOOLS, cfg["lib"]))
        comp = f"nvrtc-{nv.version}"
        log["toolchain"][comp] = {"nvrtcVersion": nv.version, "library": ".tools/cuda/nvidia/" + cfg["lib"]}
        inc = [os.path.join(TOOLS, i) for i in cfg["inc"]]
        jobs = []
        for s in cu:
            name = os.path.splitext(os.path.basename(s))[0]
            text = open(s).read()
            d = directives(text)
            for arch in cfg["archs"] + [x for x in cfg.get("arch_specific", []) if x in d["archs"]]:
                out = os.path.join(KDIR, "ptx", comp, arch, name + ".ptx")
                why = skipped(d, comp, arch)
                if why:
                    log["skipped"].append({"ptx": rel(out), "reason": why})
                    continue
                opts = [f"--gpu-architecture=compute_{arch[3:]}", "-default-device", "-std=c++17"] + d["nvrtc-flags"]
                jobs.append((s, text, out, opts))

        def job(j, nv=nv, inc=inc):
            s, text, out, opts = j
            return j, *nv.compile(text, os.path.basename(s), opts + ["-I" + SRC] + ["-I" + i for i in inc])

        with cf.ThreadPoolExecutor(a.jobs) as ex:
            for (s, text, out, opts), ptx, msg in ex.map(job, jobs):
                if ptx is None:
                    log["failed"].append({"ptx": rel(out), "step": comp, "log": msg[-3000:]})
                    print(f"FAIL {comp} {rel(out)}\n{msg[-1500:]}", file=sys.stderr)
                    continue
                write(out, scrub(ptx))
                log["compile"].append({"ptx": rel(out), "source": rel(s), "compiler": comp,
                                       "options": opts + ["-Isrc"] + ["-I.tools/cuda/nvidia/" + i for i in cfg["inc"]]})
        print(f"[{time.time() - t0:5.0f}s] {comp}: {len(jobs)} compiles", file=sys.stderr)

    # ---- 2. clang-22 / llc-22
    clang_ver = subprocess.run([CLANG, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    llc_ver = [l.strip() for l in subprocess.run([LLC, "--version"], capture_output=True, text=True).stdout.splitlines()
               if "version" in l.lower()][0]
    log["toolchain"]["clang-22"] = {"clang": clang_ver, "llc": llc_ver}

    def clang_job(s, arch, emit_ll):
        name, ext = os.path.splitext(os.path.basename(s))
        d = directives(open(s).read())
        out = os.path.join(KDIR, "ll", name + ".ll") if emit_ll else os.path.join(KDIR, "ptx", "clang-22", arch, name + ".ptx")
        why = skipped(d, "clang-22", arch)
        if why:
            return "skipped", {"ptx": rel(out), "reason": why}
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if ext == ".ll":
            if emit_ll:
                shutil.copyfile(s, out)
                return "compile", {"ptx": rel(out), "source": rel(s), "compiler": "copy", "options": []}
            base = [f"-mtriple=nvptx64-nvidia-cuda", f"-mcpu={arch}", f"-mattr={CLANG_PTX[arch]}", "-O3"]
            cmd = [LLC] + base + [s, "-o", out]
            tool = "llc-22"
        else:
            if ext == ".cu":
                base = ["-x", "cuda", "--cuda-device-only", f"--cuda-gpu-arch={arch}", "-nocudainc", "-nocudalib",
                        f"--cuda-feature={CLANG_PTX[arch]}", "-O3", "-S"]
            else:
                base = ["-x", "cl", "-target", "nvptx64-nvidia-nvcl", f"-march={arch}", "-Xclang", "-target-feature",
                        "-Xclang", CLANG_PTX[arch], "-O3", "-S"]
            base += d["clang-flags"] + (["-emit-llvm"] if emit_ll else [])
            cmd = [CLANG] + base + ["-I", SRC, s, "-o", out]
            tool = CLANG
        # run from kernels/ with a relative source path so nothing absolute is embedded
        cmd = [c if c != s else rel(s) for c in cmd]
        cmd = [c if c != SRC else "src" for c in cmd]
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=KDIR)
        if p.returncode:
            if os.path.exists(out):
                os.remove(out)
            print(f"FAIL {tool} {arch} {name} ll={emit_ll}\n{p.stderr[-1500:]}", file=sys.stderr)
            return "failed", {"ptx": rel(out), "step": tool, "log": p.stderr[-3000:]}
        write(out, scrub(open(out).read()))
        return "compile", {"ptx": rel(out), "source": rel(s), "compiler": "clang-22" if not emit_ll else "clang-22 (ll)",
                           "tool": tool, "options": base + ([] if ext == ".ll" else ["-I", "src"])}

    jobs = [(s, arch, False) for s in cu + cl + ll for arch in CLANG_ARCHS] + [(s, "sm_80", True) for s in cu + cl + ll]
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for kind, r in ex.map(lambda j: clang_job(*j), jobs):
            log[kind].append(r)
    print(f"[{time.time() - t0:5.0f}s] clang-22: {len(jobs)} compiles", file=sys.stderr)

    # ---- 3. Triton (own venv, own script)
    tri_py = os.path.join(REPO, ".tools", "triton", "bin", "python")
    tri_src = pick("triton_*.py")
    if a.no_triton or not tri_src:
        pass
    elif not os.path.exists(tri_py):
        log["skipped"].append({"ptx": "ptx/triton-3.9", "reason": "no Triton venv at .tools/triton"})
    else:
        env = dict(os.environ, TRITON_DEFAULT_FP_FUSION="1", PYTHONDONTWRITEBYTECODE="1")
        cmd = [tri_py, os.path.join(REPO, "scripts", "gen_triton.py")] + [rel(s) for s in tri_src]
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=KDIR, env=env)
        sys.stderr.write(p.stderr[-3000:])
        if p.returncode:
            log["failed"].append({"ptx": "ptx/triton-3.9", "step": "triton", "log": p.stderr[-3000:]})
        else:
            tl = json.loads(p.stdout)
            log["compile"] += tl["compile"]
            log["failed"] += tl["failed"]
            log["toolchain"]["triton-3.9"] = tl["toolchain"]
        print(f"[{time.time() - t0:5.0f}s] triton done", file=sys.stderr)

    # ---- log (merged with the previous one when --only is used)
    logp = os.path.join(KDIR, "ref", "gen-log.json")
    if only and os.path.exists(logp):
        old = json.load(open(logp))
        srcs = {rel(s) for s in cu + cl + ll + tri_src}
        for k in ("compile", "skipped", "failed"):
            old_k = [r for r in old.get(k, []) if r.get("source") not in srcs and
                     os.path.splitext(os.path.basename(r["ptx"]))[0] not in only]
            log[k] = old_k + log[k]
        log["toolchain"] = {**old.get("toolchain", {}), **log["toolchain"]}
    for k in ("compile", "skipped", "failed"):
        log[k].sort(key=lambda r: r["ptx"])
    os.makedirs(os.path.dirname(logp), exist_ok=True)
    with open(logp, "w") as f:
        json.dump(log, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"[{time.time() - t0:5.0f}s] done: {len(log['compile'])} outputs, {len(log['skipped'])} skipped, "
          f"{len(log['failed'])} failed", file=sys.stderr)
    return 1 if log["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
