"""The real-world corpus part by part, per side of the split, producer and architecture: the
Markdown table of the README's "On kernels nobody here wrote", from the JSON of
`scripts/code-corpus.sh --real` (the final count and the code, against ptxas run in the same
pass) and `scripts/replay-corpus.sh --real` (the allocator on ptxas's own code).

Usage: python3 scripts/real_table.py [CODE.json] [REPLAY.json]
       (default: target/code-real.json target/replay-real.json)
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ptxra_ref import arch_sort_key, real_sides  # noqa: E402


def pct(x):
    return "" if x is None else f"{x:.1f} %"


def main(argv):
    code_path = argv[1] if len(argv) > 1 else "target/code-real.json"
    replay_path = argv[2] if len(argv) > 2 else "target/replay-real.json"
    code = json.load(open(code_path))
    replay = json.load(open(replay_path))["per_set"]
    sides = real_sides()
    producers = sorted(sides, key=lambda p: (sides[p] != "tune", p))
    head = ("| side | producer | arch | functions | exact | within ±2 | replay exact | replay ±2 "
            "| same register | peak live ±1 | instructions ±10 % |")
    print(head)
    print("|---|---|---|" + "---:|" * (head.count("|") - 4))

    def row(side, producer, arch, key):
        # The build's directories are named by base architecture (sm_90 holds CUTLASS's
        # sm_90a PTX); replay names the PTX's own target.
        c, r = code.get(key), replay.get(key)
        if r is None and f"{key}a" in replay:
            r, arch = replay[f"{key}a"], f"{arch}a"
        if not c:
            return
        cells = [side, producer, arch, str(c["functions"]), pct(c["registers_exact_pct"]),
                 pct(c["registers_within2_pct"]), pct(r and r["exact_pct"]), pct(r and r["within2_pct"]),
                 pct(r and r["same_register_pct"]), pct(c["peak_live_within_1_pct"]),
                 pct(c["instructions_within_10_pct"])]
        print("| " + " | ".join(cells) + " |")

    for side in ("tune", "check"):
        for p in (p for p in producers if sides[p] == side):
            archs = sorted({k.split()[1] for k in code if k.split()[0] == p and k.split()[1] != "all"},
                           key=arch_sort_key)
            for a in archs:
                row(side, p, a, f"{p} {a}")
        row(side, "**all**", "", f"{side} all")


if __name__ == "__main__":
    main(sys.argv)
