"""CUTLASS: PTX of GEMM and convolution kernels instantiated from the nvidia-cutlass package.

The package ships CUTLASS's C++ headers, its examples and tools, and the kernel generator
of the CUTLASS library (`cutlass_library.generator`). The generator is run once for
`--operations gemm,conv2d --architectures "80;90a" --kernels all`: it writes one `.cu`
file per kernel (some 43,000), grouped in families (`gemm/80/h16816gemm`,
`conv2d/90/fprop_f16nhwc_...`). Each file defines the kernel type and registers it with
the library's manifest, which instantiates the kernel's launch and so its `__global__`
function; `nvcc -ptx` of the file alone gives the kernel's `.entry`.

Out of them a fixed, spread-out subset is compiled:
  sm_80  (target sm_80)  GEMMs and convolutions of compute capability 5.0 to 8.0: SIMT and
         tensor-op, f16/bf16/tf32/f32/f64/complex/s8/u8/s4/b1, mixed input, sparse,
         grouped, planar complex; fprop/dgrad/wgrad, analytic/optimized/fixed channels,
         depthwise; various tiles, stages, layouts and alignments.
  sm_90  (target sm_90a) the Hopper kernels: TMA and cp.async mainloops on wgmma,
         warp-specialized, cooperative, ping-pong and stream-K schedules, TMA and no-smem
         epilogues, fp8 (also blockwise scaled), mixed input, sparse, grouped, f64.
A few families are always taken (CORE, with a count), the rest of each quota is spread
evenly over the other families in name order; inside a family the picks are spread over
its schedules (the suffix of an sm_90 name), then over the names, rotated by the CRC of the
family's name. Beside them, shipped examples with other epilogues and fusions (bias +
ReLU, softmax, layernorm, dual and back-to-back GEMMs, operand reduction, EVT, top-k).

Everything is compiled with nvcc 13.5 (`RW_NVCC`, a CPU-only toolkit: no GPU needed), two
at a time, against the headers in the virtual environment (`RW_SITE`: CUTLASS, CCCL and
cuRAND from their wheels). The include directories in the manifest's flags are relative
to that site-packages directory. The generated sources are deleted at the end. The PTX
depends on where it was built only through the names nvcc gives internal-linkage
variables (hashed from the source file's absolute path); the entries do not.
"""
import concurrent.futures
import os
import re
import shutil
import signal
import subprocess
import sys
import zlib

# This file is named like the package it compiles: keep its directory behind the packages.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE] + [_HERE]
import common  # noqa: E402

PACKAGE = "nvidia-cutlass"
COMPILER = "nvcc-13.5"
TIMEOUT = 300  # seconds for one file
JOBS = 2  # nvcc processes at once
SRC = "cutlass_library/source"  # the CUTLASS tree inside site-packages
TARGET = {"sm_80": "sm_80", "sm_90": "sm_90a"}  # output directory -> nvcc architecture
FLAGS = ["-ptx", "-std=c++17", "--expt-relaxed-constexpr", "-w",
         "-DCUTLASS_ENABLE_TENSOR_CORE_MMA=1"]
INCLUDES = [("-isystem", "nvidia/cu13/include/cccl"), ("-isystem", "nvidia/cu13/include"),
            ("-I", SRC + "/include"), ("-I", SRC + "/tools/util/include"),
            ("-I", SRC + "/tools/library/include"), ("-I", SRC + "/tools/library/src")]

# Generated kernels: the compute capabilities of the families compiled for each directory,
# how many kernels of each operation, and the families always taken (family: kernels).
CCS = {"sm_80": ("50", "60", "61", "75", "80"), "sm_90": ("90",)}
QUOTA = {("sm_80", "gemm"): 48, ("sm_80", "conv2d"): 32,
         ("sm_90", "gemm"): 22, ("sm_90", "conv2d"): 5}
CORE = {
    ("sm_80", "gemm"): {"80/h16816gemm": 3, "80/s16816gemm_f16": 2, "80/s16816gemm_bf16": 2,
                        "80/s1688tf32gemm": 2, "80/d884gemm": 2, "80/z884gemm": 1,
                        "80/i16832gemm_s8": 1, "80/h16816gemm_grouped": 1, "50/sgemm": 1},
    ("sm_80", "conv2d"): {"80/h16816fprop_optimized": 2, "80/h16816dgrad_optimized": 1,
                          "80/h16816wgrad_optimized": 1, "80/s1688tf32fprop_optimized": 1},
    ("sm_90", "gemm"): {"90/f16_gemm_f16": 6, "90/gemm_bf16": 2, "90/tf32gemm": 2,
                        "90/s8_gemm_s8": 1, "90/d1684gemm": 1, "90/gemm_f32xe4m3_f32xe4m3": 1,
                        "90/f16_gemm_s4_f16": 1},
    ("sm_90", "conv2d"): {},
}

# Shipped examples (under SRC/examples), compiled with their own directory and
# examples/common on the include path.
EXAMPLES = {
    "sm_80": ["00_basic_gemm/basic_gemm.cu",
              "12_gemm_bias_relu/gemm_bias_relu.cu",
              "13_two_tensor_op_fusion/fused_two_gemms_f16_sm80_rf.cu",
              "13_two_tensor_op_fusion/fused_two_convs_s8_sm80_shmem.cu",
              "14_ampere_tf32_tensorop_gemm/ampere_tf32_tensorop_gemm.cu",
              "17_fprop_per_channel_bias/fprop_per_channel_bias.cu",
              "18_ampere_fp64_tensorop_affine2_gemm/ampere_fp64_tensorop_affine2_gemm.cu",
              "21_quaternion_gemm/quaternion_gemm.cu",
              "23_ampere_gemm_operand_reduction_fusion/ampere_gemm_operand_reduction_fusion.cu",
              "35_gemm_softmax/gemm_softmax.cu",
              "36_gather_scatter_fusion/gather_scatter_fusion.cu",
              "37_gemm_layernorm_gemm_fusion/gemm_layernorm.cu",
              "45_dual_gemm/dual_gemm.cu",
              "47_ampere_gemm_universal_streamk/ampere_gemm_universal_streamk.cu",
              "47_ampere_gemm_universal_streamk/ampere_gemm_universal_streamk_broadcast.cu"],
    "sm_90": ["48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu",
              "49_hopper_gemm_with_collective_builder/49_collective_builder.cu",
              "50_hopper_gemm_with_epilogue_swizzle/50_hopper_gemm_with_epilogue_swizzle.cu",
              "54_hopper_fp8_warp_specialized_gemm/54_hopper_fp8_warp_specialized_gemm.cu",
              "61_hopper_gemm_with_topk_and_softmax/61_hopper_gemm_with_topk_and_softmax.cu"],
}


class Item:
    """One `.cu` file to compile: NAME of its PTX, SOURCE for the manifest, PATH (absolute)
    and INCLUDES (extra directories, relative to site-packages)."""

    def __init__(self, arch, name, source, path, includes=()):
        self.arch, self.name, self.source, self.path = arch, name, source, path
        self.includes = list(includes)


def generate(gen):
    """Runs the library generator into GEN; returns its `generated` directory."""
    os.makedirs(gen, exist_ok=True)
    cmd = [sys.executable, "-m", "cutlass_library.generator", "--operations", "gemm,conv2d",
           "--architectures", "80;90a", "--cuda-version", "13.5", "--curr-build-dir", gen,
           "--generator-target", "library", "--kernels", "all"]
    r = subprocess.run(cmd, cwd=gen, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if r.returncode:
        sys.exit("cutlass: the kernel generator failed:\n" + r.stdout[-3000:])
    return os.path.join(gen, "generated")


def short(name, limit=150):
    """NAME, or when longer than LIMIT its start and a CRC of the whole."""
    if len(name) <= limit:
        return name
    return f"{name[:limit - 9]}_{zlib.crc32(name.encode()):08x}"


def schedule(kernel):
    """The part of a generated kernel's name after its alignment (the sm_90 schedule)."""
    m = re.search(r"_align\d+(.*)$", kernel)
    return m.group(1) if m else ""


def spread(families, n):
    """N picks spread evenly over FAMILIES: {family: count}."""
    counts = {}
    for j in range(n):
        f = families[(2 * j + 1) * len(families) // (2 * n)]
        counts[f] = counts.get(f, 0) + 1
    return counts


def choose(folder, family, k):
    """K kernels of the family in FOLDER: first spread over its schedules (the sm_90 names
    end in one), then over the names of a schedule; rotated by the CRC of FAMILY."""
    groups = {}
    for f in sorted(os.listdir(folder)):
        if f.endswith(".cu") and not f.startswith("all_"):
            groups.setdefault(schedule(f[:-3]), []).append(f[:-3])
    scheds, offset = sorted(groups), zlib.crc32(family.encode())
    scheds = scheds[offset % len(scheds):] + scheds[:offset % len(scheds)]
    per = {}
    for i in range(k):
        s = scheds[(i * len(scheds) // k) if k <= len(scheds) else i % len(scheds)]
        per[s] = per.get(s, 0) + 1
    chosen = []
    for s in scheds:
        g, c = groups[s], min(per.get(s, 0), len(groups[s]))
        chosen += [g[(offset + j * len(g) // c) % len(g)] for j in range(c)]
    return chosen


def generated_items(root, arch, op):
    """The generated kernels of operation OP chosen for ARCH, in a fixed order."""
    families = []  # "cc/family"
    for cc in CCS[arch]:
        d = os.path.join(root, op, cc)
        if os.path.isdir(d):
            families += [f"{cc}/{f}" for f in sorted(os.listdir(d))
                         if os.path.isdir(os.path.join(d, f))]
    core = CORE[(arch, op)]
    missing = [f for f in core if f not in families]
    if missing:
        sys.exit(f"cutlass: the generator made no family {missing} for {op}")
    counts = dict(core)
    rest = QUOTA[(arch, op)] - sum(core.values())
    counts.update(spread([f for f in families if f not in core], rest))
    items = []
    for fam in families:
        if fam in counts:
            for kernel in choose(os.path.join(root, op, fam), f"{op}/{fam}", counts[fam]):
                items.append(Item(arch, short(kernel),
                                  f"cutlass_library.generator {op}/{fam}/{kernel}.cu",
                                  os.path.join(root, op, fam, kernel + ".cu")))
    return items


def example_items(site, arch):
    items = []
    for rel in EXAMPLES[arch]:
        folder, file = rel.split("/")
        number = folder.split("_")[0]
        stem = re.sub(r"^\d+_", "", file[:-3])
        items.append(Item(arch, f"example_{number}_{stem}", f"{SRC}/examples/{rel}",
                          os.path.join(site, SRC, "examples", rel),
                          [f"{SRC}/examples/{folder}", f"{SRC}/examples/common"]))
    return items


def flags(item, site=None):
    """The nvcc flags of ITEM: include directories under SITE (or as recorded, relative)."""
    out = FLAGS + [f"-arch={TARGET[item.arch]}"]
    for opt, rel in INCLUDES + [("-I", d) for d in item.includes]:
        path = os.path.join(site, rel) if site else rel
        out += [opt, path] if opt == "-isystem" else [opt + path]
    return out


def compile_one(item, nvcc, site, tmp):
    """Compiles ITEM; returns (ptx, None) or (None, error)."""
    out = os.path.join(tmp, f"{item.arch}-{item.name}.ptx")
    cmd = [nvcc] + flags(item, site) + ["-o", out, item.path]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         start_new_session=True)
    try:
        log, _ = p.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)  # nvcc and the compilers it started
        p.communicate()
        return None, f"nvcc timed out after {TIMEOUT} s"
    if p.returncode:
        lines = [ln for ln in log.splitlines() if "error" in ln] or log.splitlines()[-1:]
        msg = (lines or [f"nvcc exit status {p.returncode}"])[0]
        return None, msg.replace(site + "/", "").replace(tmp + "/", "")
    with open(out) as f:
        ptx = f.read()
    os.remove(out)
    return ptx, None


def main():
    a = common.args(__doc__)
    site, nvcc = os.environ.get("RW_SITE"), os.environ.get("RW_NVCC")
    if not site or not nvcc:
        sys.exit("cutlass: needs RW_SITE (site-packages) and RW_NVCC (nvcc 13.5)")
    site = os.path.abspath(site)
    m = common.Manifest(a.out, "cutlass")
    tmp = os.path.join(os.path.abspath(a.out), "generated-sources")
    try:
        root = generate(tmp)
        work = []
        for arch in TARGET:
            items = (generated_items(root, arch, "gemm") + generated_items(root, arch, "conv2d")
                     + example_items(site, arch))
            names = [i.name for i in items]
            assert len(set(names)) == len(names), "two work items with one name"
            work += common.pick(items, a.sample)
        print(f"cutlass: compiling {len(work)} files", file=sys.stderr, flush=True)
        with concurrent.futures.ThreadPoolExecutor(JOBS) as ex:
            futures = [ex.submit(compile_one, i, nvcc, site, tmp) for i in work]
            for item, fut in zip(work, futures):
                ptx, err = fut.result()
                if err:
                    m.fail(item.name, item.arch, err)
                else:
                    m.write(item.arch, item.name, ptx, PACKAGE, item.source, COMPILER,
                            flags(item))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    m.save()


if __name__ == "__main__":
    main()
