"""CuPy's ufuncs (cupy.* and cupyx.scipy.special.*): for every ufunc, the CUDA source CuPy
generates for each of its dtype loops over contiguous arrays (its own code generator, as
`cupy.add(x, y)` would on first use), compiled to PTX with NVRTC 13.5 through CuPy's compiler
wrapper and options, one module per ufunc, for sm_80 and sm_89.

The generator is CuPy's private `_get_elementwise_kernel_code`; each dtype loop goes into a
namespace of its own (its `in0_type`/`out0_type` typedefs are file-scope) with `#include`
lines hoisted out. A module NVRTC rejects is compiled loop by loop, and the loops it still
rejects are left out (recorded as failed)."""
import sys
import types
import warnings

import common
from cupy_raw import stub_missing_libraries

ARCHS = ("sm_80", "sm_89")
ARRAY, INDEXER = 1, 2  # CuPy's _ArgInfo kinds: an ndarray, the CIndexer


def ufuncs():
    """(namespace, ufunc) of every ufunc, sorted by name."""
    import cupy
    import cupyx.scipy.special as special
    from cupy._core import _kernel
    found = {}
    for ns, module in (("cupy", cupy), ("special", special)):
        for n in sorted(dir(module)):
            u = getattr(module, n)
            if isinstance(u, _kernel.ufunc):
                found.setdefault(u.name, (ns, u))
    return [found[k] for k in sorted(found)]


def loops(u):
    """The source of each dtype loop of ufunc `u` (namespaced) and the #include lines."""
    from cupy._core import _kernel, core
    out, includes = [], set()
    for op in u._ops.ops:
        types_ = tuple(op.in_types) + tuple(op.out_types)
        if any(d.kind in "OV" for d in types_) or not isinstance(op.routine, str):
            continue
        decl_in = ", ".join(f"{d.name} in{i}" for i, d in enumerate(op.in_types))
        decl_out = ", ".join(f"{d.name} out{i}" for i, d in enumerate(op.out_types))
        params = (_kernel._get_param_info(decl_in, True) + _kernel._get_param_info(decl_out, False)
                  + (_kernel.ParameterInfo("CIndexer _ind", False),))
        infos = tuple(_kernel._ArgInfo(INDEXER, None, None, 1, True, True) if p.name == "_ind"
                      else _kernel._ArgInfo(ARRAY, core.ndarray, p.dtype, 1, True, True)
                      for p in params)
        name = f"cupy_{u.name}__" + "".join(d.char for d in types_)
        try:
            typemap = _kernel._TypeMap(
                tuple((f"in{i}_type", d.type) for i, d in enumerate(op.in_types))
                + tuple((f"out{i}_type", d.type) for i, d in enumerate(op.out_types)))
            code = _kernel._get_elementwise_kernel_code(infos, typemap, params, op.routine, name,
                                                        "", u._loop_prep or "")
        except Exception:
            continue
        lines = code.splitlines()
        includes.update(ln for ln in lines if ln.strip().startswith("#include"))
        body = "\n".join(ln for ln in lines if not ln.strip().startswith("#include"))
        out.append(f"namespace ns_{len(out)} {{\n{body}\n}}")
    return out, sorted(includes)


def main():
    a = common.args(__doc__)
    warnings.filterwarnings("ignore")
    stub_missing_libraries()
    from cupy.cuda import compiler
    from cupy._core import core
    header = "".join(f"#include <{h}>\n" for h in core._cupy_header_list)
    m = common.Manifest(a.out, "cupy_ufuncs")
    all_ufuncs = ufuncs()
    for arch in ARCHS:
        opts = core.assemble_cupy_compiler_options(
            (f"-arch=compute_{arch[3:]}", "--device-as-default-execution-space", "-ftz=true",
             "-std=c++17"))
        flags = [o for o in opts if not o.startswith("-I") and "/" not in o]
        for ns, u in common.pick(all_ufuncs, a.sample):
            kernels, includes = loops(u)
            if not kernels:
                continue
            prefix = header + "\n".join(includes) + "\n" + (u._preamble or "") + "\n"

            def compile_(ks):
                prog = compiler._NVRTCProgram(prefix + "\n".join(ks), u.name + ".cu",
                                              method="ptx")
                return prog.compile(opts)[0].decode()
            source = f"{ns}.{u.name}"
            try:
                m.write(arch, f"ufunc_{u.name}", compile_(kernels), "cupy-cuda13x", source,
                        "nvrtc-13.5", flags)
                continue
            except Exception:
                pass
            for j, k in enumerate(kernels):
                try:
                    ptx = compile_([k])
                except Exception as e:
                    m.fail(f"{source} loop {j}", arch, e)
                    continue
                m.write(arch, f"ufunc_{u.name}__{j}", ptx, "cupy-cuda13x", source,
                        "nvrtc-13.5", flags)
    m.save()


if __name__ == "__main__":
    main()
