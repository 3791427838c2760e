#!/usr/bin/env python3
"""Measures what ptxas's internal subroutines cost the kernels that call them
(the data in src/target/subroutines.rs).

Usage: python3 scripts/oracle/measure_subroutines.py [sm_80 [sm_75 ...]]
(needs scripts/setup.sh first: the real ptxas 13.5 and nvdisasm under .tools/).

For each operation (div.rn.f32, rcp.rn.f32, sqrt.rn.f32, their .ftz forms, div/rcp/sqrt.rn.f64,
div/rem on s64/u64) it compiles a minimal kernel -- load the operands from p0[tid], apply the
one operation, store to p1[tid], so that only the thread index and R1 live across the call --
and the same kernel with one operand a .param, then prints, per kernel: ptxas's "Used N
registers", the subroutine called, the GPRs its body touches (plus the return-address register
set right before the CALL), and the body footprint the model uses: Used - 4, that is the
registers besides the two values live across the call (R1 and the thread index).
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(ROOT, ".tools", "cuda", "nvidia", "cu13", "bin")

# name, PTX type, register type, element bytes, operation (%x1, %x2 loaded, %x4 a .param)
CASES = [
    ("div_rn_f32", "f32", "f32", 4, "div.rn.f32 %x3, %x1, %x2;"),
    ("div_rn_ftz_f32", "f32", "f32", 4, "div.rn.ftz.f32 %x3, %x1, %x2;"),
    ("rcp_rn_f32", "f32", "f32", 4, "rcp.rn.f32 %x3, %x1;"),
    ("rcp_rn_ftz_f32", "f32", "f32", 4, "rcp.rn.ftz.f32 %x3, %x1;"),
    ("sqrt_rn_f32", "f32", "f32", 4, "sqrt.rn.f32 %x3, %x1;"),
    ("sqrt_rn_ftz_f32", "f32", "f32", 4, "sqrt.rn.ftz.f32 %x3, %x1;"),
    ("div_rn_f64", "f64", "f64", 8, "div.rn.f64 %x3, %x1, %x2;"),
    ("rcp_rn_f64", "f64", "f64", 8, "rcp.rn.f64 %x3, %x1;"),
    ("sqrt_rn_f64", "f64", "f64", 8, "sqrt.rn.f64 %x3, %x1;"),
    ("div_s64", "s64", "b64", 8, "div.s64 %x3, %x1, %x2;"),
    ("div_u64", "u64", "b64", 8, "div.u64 %x3, %x1, %x2;"),
    ("rem_s64", "s64", "b64", 8, "rem.s64 %x3, %x1, %x2;"),
    ("rem_u64", "u64", "b64", 8, "rem.u64 %x3, %x1, %x2;"),
    # one operand a kernel parameter (ptxas specialises the body for it)
    ("div_s64_param_a", "s64", "b64", 8, "div.s64 %x3, %x4, %x1;"),
    ("div_s64_param_b", "s64", "b64", 8, "div.s64 %x3, %x1, %x4;"),
    ("div_u64_param_b", "u64", "b64", 8, "div.u64 %x3, %x1, %x4;"),
    ("div_rn_f64_param_a", "f64", "f64", 8, "div.rn.f64 %x3, %x4, %x1;"),
    ("div_rn_f64_param_b", "f64", "f64", 8, "div.rn.f64 %x3, %x1, %x4;"),
    ("div_rn_f32_param_b", "f32", "f32", 4, "div.rn.f32 %x3, %x1, %x4;"),
    ("sqrt_rn_f32_param", "f32", "f32", 4, "sqrt.rn.f32 %x3, %x4;"),
    ("sqrt_rn_f64_param", "f64", "f64", 8, "sqrt.rn.f64 %x3, %x4;"),
]


def kernel(name, ty, rt, size, op, arch):
    version = "8.7" if int(re.sub(r"\D", "", arch)) >= 100 else "8.0"
    return f""".version {version}
.target {arch}
.address_size 64
.visible .entry {name}(.param .u64 p0, .param .u64 p1, .param .{ty} pk)
{{
  .reg .b32 %r<4>; .reg .{rt} %x<8>; .reg .b64 %rd<8>;
  ld.param.u64 %rd1, [p0];
  ld.param.u64 %rd2, [p1];
  ld.param.{ty} %x4, [pk];
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd3, %r1, {size * 2};
  add.s64 %rd4, %rd1, %rd3;
  ld.global.v2.{ty} {{%x1, %x2}}, [%rd4];
  {op}
  mul.wide.u32 %rd5, %r1, {size};
  add.s64 %rd6, %rd2, %rd5;
  st.global.{ty} [%rd6], %x3;
  ret;
}}
"""


def regs_in(text):
    out = set()
    for r, wide in re.findall(r"(?<![U\w])R(\d+)(\.64)?", text):
        out.add(int(r))
        if wide:
            out.add(int(r) + 1)
    return out


def measure(name, ty, rt, size, op, arch, work):
    ptx = os.path.join(work, name + ".ptx")
    cubin = os.path.join(work, name + ".cubin")
    with open(ptx, "w") as f:
        f.write(kernel(name, ty, rt, size, op, arch))
    r = subprocess.run([os.path.join(BIN, "ptxas"), f"-arch={arch}", "-v", ptx, "-o", cubin],
                       capture_output=True, text=True)
    used = re.search(r"Used (\d+) registers", r.stdout + r.stderr)
    sass = subprocess.run([os.path.join(BIN, "nvdisasm"), "-c", cubin],
                          capture_output=True, text=True).stdout
    routine, body, ret, prev = None, set(), set(), ""
    for line in sass.splitlines():
        label = re.match(r"^(\$__internal_\d+_\$(\w+)):", line)
        if label:
            routine = label.group(2)
            continue
        m = re.match(r"^\s+/\*[0-9a-f]{4}\*/\s+(.*?)\s*;", line)
        if not m:
            continue
        text = m.group(1)
        if routine:
            body |= regs_in(text)
        elif "CALL.REL.NOINC" in text:
            mv = re.match(r"MOV (R\d+),", prev)
            if mv:
                ret.add(int(mv.group(1)[1:]))
        prev = text
    regs = sorted(body | ret)
    n = int(used.group(1)) if used else 0
    print(f"{arch:7s} {name:20s} Used {n:3d}  {routine or '-':42s} body {len(regs):2d} regs "
          f"(max R{max(regs) if regs else -1}), footprint (Used - 4) {n - 4}")


def main():
    archs = sys.argv[1:] or ["sm_80"]
    with tempfile.TemporaryDirectory() as work:
        for arch in archs:
            for case in CASES:
                measure(*case, arch, work)


if __name__ == "__main__":
    main()
