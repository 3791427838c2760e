#!/usr/bin/env python3
"""Compile the Triton sources of the ptxra kernel suite to PTX (no GPU needed).

Run by scripts/gen_kernels.py with the Triton venv's Python, cwd = kernels/:
    .tools/triton/bin/python scripts/gen_triton.py src/triton_a.py src/triton_b.py ...
Each source defines @triton.jit kernels and CONFIGS = [dict(name, kernel, sig, const, aligned,
warps, stages)]. Every config is compiled for GPUTarget('cuda', 80, 32) and ('cuda', 90, 32):
    triton.compile(ASTSource(fn, signature, constexprs, attrs), target=..., options={num_warps, num_stages})
with tt.divisibility=16 on the `aligned` arguments. PTX goes to ptx/triton-3.9/<.target>/<name>.ptx
(sm_80 and sm_90a). Prints a JSON compile log on stdout.
"""
import atexit
import importlib.util
import json
import os
import re
import shutil
import sys
import tempfile

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
# private, throw-away cache so that every run really compiles
os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="ptxra-triton-cache-")
atexit.register(shutil.rmtree, os.environ["TRITON_CACHE_DIR"], True)
import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

COMP = "triton-" + ".".join(triton.__version__.split(".")[:2])
CAPS = [80, 90]


def main():
    log = {"compile": [], "failed": [], "toolchain": {"triton": triton.__version__,
                                                      "TRITON_DEFAULT_FP_FUSION": os.environ["TRITON_DEFAULT_FP_FUSION"]}}
    for path in sys.argv[1:]:
        mod_name = os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(mod_name, path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[mod_name] = mod
        spec.loader.exec_module(mod)
        for c in mod.CONFIGS:
            fn = c["kernel"]
            attrs = {(fn.arg_names.index(a),): [["tt.divisibility", 16]] for a in c.get("aligned", [])}
            for cap in CAPS:
                opts = {"num_warps": c["warps"], "num_stages": c["stages"]}
                try:
                    src = triton.compiler.ASTSource(fn=fn, signature=c["sig"], constexprs=c.get("const", {}), attrs=attrs)
                    k = triton.compile(src, target=GPUTarget("cuda", cap, 32), options=opts)
                    ptx = k.asm["ptx"]
                except Exception as e:  # keep going, report
                    log["failed"].append({"ptx": f"ptx/{COMP}/sm_{cap}/{c['name']}.ptx", "step": "triton",
                                          "log": repr(e)[-3000:]})
                    print(f"FAIL triton {c['name']} cap {cap}: {e!r}"[:1500], file=sys.stderr)
                    continue
                site = os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))
                ptx = ptx.replace(os.getcwd() + "/", "").replace(site + "/", "")
                arch = re.search(r"^\s*\.target\s+(\w+)", ptx, re.M).group(1)
                rel = f"ptx/{COMP}/{arch}/{c['name']}.ptx"
                os.makedirs(os.path.dirname(rel), exist_ok=True)
                with open(rel, "w") as f:
                    f.write(ptx)
                log["compile"].append({"ptx": rel, "source": path, "compiler": COMP, "options": {
                    "target": f"GPUTarget('cuda', {cap}, 32)", "signature": c["sig"], "constexprs": c.get("const", {}),
                    "divisibility16": c.get("aligned", []), "options": opts,
                    "dynamic_smem_bytes": k.metadata.shared}})
                print(f"triton {rel}", file=sys.stderr)
    json.dump(log, sys.stdout)


if __name__ == "__main__":
    main()
