"""What every producer of the real-world corpus shares: its command line, the stratified
sample, and the manifest it writes beside its PTX.

A producer is `python3 realworld/producers/NAME.py --out DIR [--sample N]`, run by
scripts/real-corpus.sh with the pinned packages. It writes `DIR/<sm_XX>/<file>.ptx` and
`DIR/manifest.json`:

    {"producer": NAME,
     "files": [{"ptx": "sm_80/x.ptx", "arch": "sm_80", "package": "cupy-cuda13x",
                "version": "14.2.0", "source": "where in the package", "compiler": "...",
                "flags": ["..."], "entries": ["kernel", ...]}],
     "failed": [{"item": "...", "arch": "sm_80", "error": "first line"}]}

The same work items in the same order on every run, so that a sample (--sample N) builds a
subset of the full corpus, with the same file names.
"""
import argparse
import json
import multiprocessing
import os
import re
import signal
import sys
import time

ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$.]+)", re.M)


def args(doc):
    ap = argparse.ArgumentParser(description=doc)
    ap.add_argument("--out", required=True, help="output directory of this producer")
    ap.add_argument("--sample", type=int, default=0,
                    help="at most about N work items per architecture (0: all)")
    return ap.parse_args()


def pick(items, n):
    """A stratified sample of `items`: N spread evenly over the list (all when n is 0)."""
    if n <= 0 or n >= len(items):
        return list(items)
    return [items[(2 * j + 1) * len(items) // (2 * n)] for j in range(n)]


def entries(ptx):
    """The kernels (`.entry`) a PTX text defines, in order."""
    return ENTRY.findall(ptx)


def package_version(dist):
    from importlib.metadata import version
    return version(dist)


class Manifest:
    """Collects the files a producer wrote and the items that failed; `save` writes them."""

    def __init__(self, out, producer):
        self.out, self.producer = out, producer
        self.files, self.failed = [], []
        self.start = time.time()

    def write(self, arch, name, ptx, package, source, compiler, flags):
        """Writes one PTX file `<arch>/<name>.ptx`, if it has an entry."""
        found = entries(ptx)
        if not found:
            self.fail(name, arch, "no .entry in the PTX")
            return
        rel = f"{arch}/{name}.ptx"
        os.makedirs(os.path.join(self.out, arch), exist_ok=True)
        with open(os.path.join(self.out, rel), "w") as f:
            f.write(ptx)
        self.files.append({"ptx": rel, "arch": arch, "package": package,
                           "version": package_version(package), "source": source,
                           "compiler": compiler, "flags": list(flags), "entries": found})
        print(f"  {rel}: {len(found)} entries", file=sys.stderr, flush=True)

    def fail(self, item, arch, error):
        line = (str(error).strip().splitlines() or ["?"])[0][:300]
        self.failed.append({"item": item, "arch": arch, "error": line})
        print(f"  {arch} {item}: failed: {line}", file=sys.stderr, flush=True)

    def save(self):
        self.files.sort(key=lambda f: f["ptx"])
        with open(os.path.join(self.out, "manifest.json"), "w") as f:
            json.dump({"producer": self.producer, "files": self.files, "failed": self.failed},
                      f, indent=1)
        n = sum(len(f["entries"]) for f in self.files)
        print(f"{self.producer}: {len(self.files)} files, {n} entries, {len(self.failed)} failed, "
              f"{time.time() - self.start:.0f} s", file=sys.stderr)


def _forked(conn, work, args, describe):
    os.setpgid(0, 0)  # a group of its own: a timeout also ends what the compiler started
    try:
        conn.send(("ok", work(*args)))
    except BaseException as e:  # noqa: BLE001  (reported as the item's failure)
        conn.send(("error", describe(e)))
    conn.close()


def run_forked(work, args, timeout, describe=lambda e: f"{type(e).__name__}: {e}"):
    """`work(*args)` in a forked process (a compiler that hangs or crashes cannot stop the
    build): its result, or RuntimeError saying why not (`describe` of its exception, a
    timeout after `timeout` seconds, or its death)."""
    ctx = multiprocessing.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_forked, args=(send, work, args, describe))
    proc.start()
    send.close()
    try:
        if not recv.poll(timeout):
            raise RuntimeError(f"timed out after {timeout} s")
        try:
            status, out = recv.recv()
        except EOFError:
            proc.join()
            raise RuntimeError(f"the compiling process died (exit code {proc.exitcode})") from None
        if status != "ok":
            raise RuntimeError(out)
        return out
    finally:
        if proc.is_alive():
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        proc.join()
        recv.close()
