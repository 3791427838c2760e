"""CuPy's hand-written CUDA kernels: the RawKernel and RawModule sources of cupyx (signal,
scipy.signal, scipy.interpolate, scipy.ndimage, scipy.spatial, ...) and cupy, compiled to PTX
with NVRTC 13.5 through CuPy's own compiler wrapper and options, as CuPy compiles them
when they are first launched (no GPU needed: the modules create the kernel objects at
import time, and compilation never touches the device).

Modules of the math libraries that are not installed (cuBLAS, cuFFT, ...) are stubbed: they
are imported, never called. Each source is compiled for sm_75, sm_90 and sm_120 with its
`name_expressions` (the template instantiations CuPy asks for)."""
import hashlib
import importlib
import pkgutil
import sys
import types
import warnings

import common

ARCHS = ("sm_75", "sm_90", "sm_120")
PACKAGES = ("cupyx", "cupy")


def stub_missing_libraries():
    """Lets `cupy_backends.cuda.libs.X` import when library X is not installed."""
    import cupy_backends.cuda.libs as libs
    original = libs.__getattr__

    def lookup(name):
        try:
            return original(name)
        except ImportError:
            m = types.ModuleType("stub_" + name)
            m.__getattr__ = lambda attr: 0
            sys.modules["cupy_backends.cuda.libs." + name] = m
            return m
    libs.__getattr__ = lookup


def kernel_sources():
    """(name, module, kernel object) of every distinct source, sorted by name."""
    from cupy import RawKernel, RawModule
    found = {}
    for pkg in PACKAGES:
        root = importlib.import_module(pkg)
        for info in pkgutil.walk_packages(root.__path__, pkg + "."):
            if any(s in info.name for s in ("test", "hip", "cufft", "jitify")):
                continue
            try:
                module = importlib.import_module(info.name)
            except Exception:
                continue
            for attr, v in sorted(vars(module).items()):
                if isinstance(v, (RawKernel, RawModule)):
                    key = hashlib.sha1((v.code + repr(v.options)).encode()).hexdigest()
                    name = info.name.split(".")[-1].lstrip("_") + "." + attr
                    found.setdefault(key, (name, info.name, attr, v))
    return sorted(found.values(), key=lambda x: x[0])


def main():
    a = common.args(__doc__)
    warnings.filterwarnings("ignore")
    stub_missing_libraries()
    from cupy.cuda import compiler
    from cupy._core import core
    m = common.Manifest(a.out, "cupy_raw")
    sources = kernel_sources()
    for arch in ARCHS:
        for name, module, attr, v in common.pick(sources, a.sample):
            opts = tuple(v.options) + (f"-arch=compute_{arch[3:]}", "-ftz=true")
            opts = core.assemble_cupy_compiler_options(opts)
            names = getattr(v, "name_expressions", None) or None
            try:
                prog = compiler._NVRTCProgram(v.code, name + ".cu", name_expressions=names,
                                              method="ptx")
                ptx, _ = prog.compile(opts)
            except Exception as e:
                m.fail(name, arch, e)
                continue
            ptx = ptx.decode() if isinstance(ptx, bytes) else ptx
            flags = [o for o in opts if not o.startswith("-I") and "/" not in o]
            m.write(arch, name, ptx, "cupy-cuda13x", f"{module}:{attr}", "nvrtc-13.5", flags)
    m.save()


if __name__ == "__main__":
    main()
