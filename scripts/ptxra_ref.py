"""Shared helpers for the fidelity scripts (scripts/accuracy.py, scripts/gap_report.py).

Stdlib only (Python 3.11). Nothing here raises on a missing file or on an input ptxra rejects:
loaders return None plus a note, ptxra runs return per-input errors.

Data sets (each optional):
  kernels  kernels/ptx/<compiler>/<arch>/*.ptx, ptxas records kernels/ref/ptxas-<ver>.json,
           SASS calibration kernels/ref/sass-13.5.json                      (scripts/calibrate.py)
  corpus   ../shared/corpus/ptx/..., ../shared/corpus/ref/ptxas-<ver>.json,
           SASS calibration kernels/ref/sass-13.5-corpus.json (labels "corpus:ptx/...")
  real     the real-world corpus: .tools/realworld/ptx/<producer>/<arch>/*.ptx as
           scripts/real-corpus.sh builds it, records realworld/ref/ptxas-13.5.json (each with the
           `split`, tune or check, of its producer), SASS realworld/ref/sass-13.5.json
Record `ptx` paths are relative to the data set's root; ptxra is run with that root as working
directory so that its `path` field equals the record's `ptx`.
"""
import collections
import concurrent.futures as cf
import functools
import json
import os
import re
import subprocess
import threading

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = os.path.join(REPO, "kernels")
CORPUS = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus"))
REAL = os.path.join(REPO, ".tools", "realworld", "ptx")
REAL_REF = os.path.join(REPO, "realworld", "ref")
PTXAS_VERSIONS = ("13.5", "12.9")          # first = primary reference

DATASETS = {
    # name: (root, ptxas record dir, calibration file, calibration label prefix)
    "kernels": (KERNELS, os.path.join(KERNELS, "ref"), os.path.join(KERNELS, "ref", "sass-13.5.json"), ""),
    "corpus": (CORPUS, os.path.join(CORPUS, "ref"), os.path.join(KERNELS, "ref", "sass-13.5-corpus.json"), "corpus:"),
    "real": (REAL, REAL_REF, os.path.join(REAL_REF, "sass-13.5.json"), ""),
}
# The two sides of the real-world corpus's split, reported apart: the same files and records.
DATASETS["real-tune"] = DATASETS["real-check"] = DATASETS["real"]

# ptxas run name (records' `run`) -> ptxra flags. None = ptxra cannot model this run yet.
# Runs ptxra cannot reproduce, with the reason (none at present: O0 maps to `ptxra -O0`).
UNSUPPORTED_RUNS = {}


@functools.lru_cache(maxsize=None)
def real_sides():
    """Producer of the real-world corpus -> its side of the split (realworld/packages.json)."""
    packages, _ = load_json(os.path.join(REPO, "realworld", "packages.json"))
    return {p: v.get("split") for p, v in (packages or {}).get("producers", {}).items()}


def path_set(path):
    """Which data set a PTX path (as the corpus scripts pass it) belongs to, for the tables:
    (set, side). kernels/… and the development corpus are ("kernels", None) and ("corpus",
    None); a real-world file is (its producer, its side of the split)."""
    m = re.search(r"realworld/(?:ptx|sample)/([^/]+)/", path)
    if m:
        return m.group(1), real_sides().get(m.group(1))
    return ("kernels" if path.startswith("kernels/") else "corpus"), None


def run_flags(run):
    """ptxra flags for a ptxas run name, or None if unsupported (see UNSUPPORTED_RUNS)."""
    if run == "default":
        return []
    m = re.fullmatch(r"O([0-3])", run)
    if m:
        return ["-O" + m.group(1)]
    m = re.fullmatch(r"maxrreg(\d+)", run)
    if m:
        return ["--maxrregcount", m.group(1)]
    return None


def run_sort_key(run):
    m = re.fullmatch(r"maxrreg(\d+)", run)
    return (0, 0, run) if run == "default" else (1, int(m.group(1)), run) if m else (2, 0, run)


def arch_sort_key(arch):
    m = re.match(r"sm_(\d+)(.*)", arch or "")
    return (int(m.group(1)), m.group(2)) if m else (10**6, arch or "")


def load_json(path):
    """(data, None) or (None, note). Never raises."""
    if not os.path.exists(path):
        return None, f"{rel(path)}: missing"
    try:
        with open(path) as fh:
            return json.load(fh), None
    except (OSError, ValueError) as e:
        return None, f"{rel(path)}: unreadable ({e.__class__.__name__}: {str(e)[:120]})"


def rel(path):
    try:
        r = os.path.relpath(path, REPO)
    except ValueError:
        return path
    return path if r.startswith("../..") else r


def load_ptxas(dataset, version):
    """ptxas records of one data set and version: (list or None, note or None).
    Records must be a list of dicts with ptx/run/function; malformed records are dropped."""
    root, refdir, _, _ = DATASETS[dataset]
    data, note = load_json(os.path.join(refdir, f"ptxas-{version}.json"))
    if data is None:
        return None, note
    if dataset.startswith("real") and isinstance(data, dict):
        data = expand_real(data, data.get("ptxas_version", version))
    if isinstance(data, dict):              # tolerate {"records": [...]}
        data = data.get("records", [])
    good = [r for r in data if isinstance(r, dict) and r.get("ptx") and r.get("run") and r.get("function")]
    dropped = len(data) - len(good) if isinstance(data, list) else 0
    return good, (f"{dropped} malformed records dropped from ptxas-{version}.json" if dropped else None)


def expand_real(top, version):
    """The real-world corpus's records (one per function, numbers per run in the order of
    `fields`) in the schema of the others: one record per run, with the producer as
    `compiler` and its `split` (realworld/packages.json)."""
    sides = real_sides()
    fields = top.get("fields", [])
    out = []
    for r in top.get("records", []):
        if not isinstance(r, dict) or not r.get("ptx"):
            continue
        producer = r["ptx"].split("/")[0]
        for run, numbers in (r.get("runs") or {}).items():
            rec = {"ptx": r["ptx"], "function": r.get("function"), "kind": r.get("kind"),
                   "arch": r.get("arch"), "run": run, "compiler": producer,
                   "split": sides.get(producer), "ptxas_version": version,
                   "reported": numbers is not None}
            rec.update(zip(fields, numbers or [None] * len(fields)))
            out.append(rec)
    return out


def load_calibration(dataset):
    """SASS calibration of one data set: ({(ptx, function): record}, note). ptx without the label prefix."""
    _, _, path, prefix = DATASETS[dataset]
    data, note = load_json(path)
    if data is None:
        return None, note
    recs = data.get("records", []) if isinstance(data, dict) else data
    out = {}
    for r in recs if isinstance(recs, list) else []:
        if not isinstance(r, dict) or "ptx" not in r or "function" not in r:
            continue
        ptx = r["ptx"][len(prefix):] if prefix and r["ptx"].startswith(prefix) else r["ptx"]
        out[(ptx, r["function"])] = r
    return out, None


def ptxra_binary(explicit=None):
    return explicit or os.environ.get("PTXRA") or os.path.join(REPO, "target", "release", "ptxra")


def ptxra_version(binary):
    try:
        return subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "?"


def git_describe():
    try:
        out = subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                             timeout=30).stdout.strip()
        dirty = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=30).stdout.strip()
        return (out or "?") + ("+dirty" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return "?"


WARN_RE = re.compile(r"^(?:[^\s:]+\.(?:ptx|ll|bc)):\d+(?::\d+)?: (warning: .*)$")


def run_stats(binary, cwd, files, flags=(), timeout=1800):
    """Run `ptxra stats --json FLAGS FILES` in `cwd` (one process; split in halves only if it crashes).

    Returns (inputs, warnings): inputs = {path: {"functions": [...]} or {"error": {"message": ...}}} for
    every path in `files`; warnings = Counter of stderr warning texts (locations stripped)."""
    inputs, warnings = {}, collections.Counter()
    _run_stats_rec(binary, cwd, list(files), list(flags), timeout, inputs, warnings)
    return inputs, warnings


def _run_stats_rec(binary, cwd, files, flags, timeout, inputs, warnings):
    if not files:
        return
    cmd = [binary, "stats", "--json", *flags, *files]
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        out, err, rc = p.stdout, p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        out, err, rc = "", f"timed out after {timeout} s", None
    except OSError as e:
        for f in files:
            inputs[f] = {"error": {"message": f"cannot run ptxra: {e}"}}
        return
    data = None
    try:
        data = json.loads(out)
    except ValueError:
        pass
    if isinstance(data, dict) and isinstance(data.get("inputs"), list):
        for line in err.splitlines():
            m = WARN_RE.match(line)
            if m:
                warnings[m.group(1)] += 1
        for inp in data["inputs"]:
            if isinstance(inp, dict) and "path" in inp:
                inputs[inp["path"]] = inp
        for f in files:                      # an input ptxra silently dropped
            inputs.setdefault(f, {"error": {"message": "ptxra printed no result for this input"}})
        return
    if len(files) == 1:                      # crash / timeout on a single file: record it
        tail = [l for l in err.strip().splitlines() if l.strip()][-3:]
        why = "timeout" if rc is None else f"exit {rc}"
        inputs[files[0]] = {"error": {"message": f"ptxra crashed ({why}): " + " | ".join(tail)[:300]}}
        return
    mid = len(files) // 2
    _run_stats_rec(binary, cwd, files[:mid], flags, timeout, inputs, warnings)
    _run_stats_rec(binary, cwd, files[mid:], flags, timeout, inputs, warnings)


class Occupancy:
    """Cached `ptxra occupancy --arch A --registers N --block-size B --smem S --json` (thread-safe)."""

    def __init__(self, binary):
        self.binary = binary
        self.cache = {}
        self.lock = threading.Lock()

    def query(self, arch, registers, block_size, smem=0):
        key = (arch, int(registers), int(block_size), int(smem or 0))
        with self.lock:
            if key in self.cache:
                return self.cache[key]
        cmd = [self.binary, "occupancy", "--arch", arch, "--registers", str(key[1]), "--block-size", str(key[2]),
               "--smem", str(key[3]), "--json"]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
            val = json.loads(p.stdout).get("occupancy")
        except (OSError, subprocess.SubprocessError, ValueError, AttributeError):
            val = None
        with self.lock:
            self.cache[key] = val
        return val

    def prefetch(self, keys, jobs=2):
        todo = sorted(set(k for k in keys if k not in self.cache))
        with cf.ThreadPoolExecutor(max(1, jobs)) as ex:
            list(ex.map(lambda k: self.query(*k), todo))


def normalize_message(msg):
    """Error message -> a short class for grouping: first line, location and numbers stripped."""
    first = (msg or "").strip().splitlines()[0] if (msg or "").strip() else "(empty message)"
    first = re.sub(r"^\S+?\.(?:ptx|ll|bc)(?::\d+)*:\s*", "", first)
    first = re.sub(r"^error:\s*", "", first)
    first = re.sub(r"\b\d+\b", "N", first)
    return first[:160]


# ---- statistics ----------------------------------------------------------------------------------

def median(xs):
    xs = sorted(xs)
    if not xs:
        return None
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def percentile(xs, p):
    """Linear-interpolation percentile (p in 0..100), None if empty."""
    xs = sorted(xs)
    if not xs:
        return None
    k = (len(xs) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def pct(num, den):
    return None if not den else 100.0 * num / den


# ---- tables ---------------------------------------------------------------------------------------

def fmt(v, kind="", nd=1):
    if v is None:
        return "-"
    if kind == "%":
        return f"{v:.{nd}f}%"
    if kind == "+":
        return f"{v:+.{nd}f}" if isinstance(v, float) and v != int(v) else f"{int(v):+d}"
    if isinstance(v, float):
        return f"{v:.{nd}f}"
    return str(v)


class Table:
    def __init__(self, headers, align=None):
        self.headers = list(headers)
        self.align = align or ["l" if i == 0 else "r" for i in range(len(headers))]
        self.rows = []
        self.rules = set()                   # row indices preceded by a rule (text only)

    def add(self, row, rule_before=False):
        if rule_before and self.rows:
            self.rules.add(len(self.rows))
        self.rows.append([str(c) for c in row])

    def text(self, indent=""):
        w = [max(len(h), *(len(r[i]) for r in self.rows)) if self.rows else len(h) for i, h in enumerate(self.headers)]
        def line(cells):
            return indent + "  ".join(c.ljust(w[i]) if self.align[i] == "l" else c.rjust(w[i])
                                      for i, c in enumerate(cells)).rstrip()
        out = [line(self.headers), indent + "  ".join("-" * x for x in w)]
        for i, r in enumerate(self.rows):
            if i in self.rules:
                out.append(indent + "  ".join("-" * x for x in w))
            out.append(line(r))
        return "\n".join(out)

    def markdown(self):
        esc = lambda s: s.replace("|", "\\|")
        out = ["| " + " | ".join(esc(h) for h in self.headers) + " |",
               "|" + "|".join("---" if a == "l" else "---:" for a in self.align) + "|"]
        out += ["| " + " | ".join(esc(c) for c in r) + " |" for r in self.rows]
        return "\n".join(out)
