#!/usr/bin/env python3
"""Records, or compares against a record, every byte `visa-lower compile`
writes for every kernel under testdata/ and the benchmark workloads: for
each input, platform and mode (vISA text, `--emit llvm`, `--emit isa`,
`--stats`, `--json`, `--simt`) on gen9, xelp, xehpg, mtl, xehpc and xe2
(the inputs: every .ll/.bc under testdata/ and src/examples/), the SHA-256 of stdout, of stderr and the
exit code.

A refactoring that must not change behaviour (a layout move, a table in
place of hand-written code) is checked by recording before and comparing
after:

    scripts/same_output.py record target/release/visa-lower before.json
    ... change, rebuild ...
    scripts/same_output.py compare target/release/visa-lower before.json

`compare` exits 1 and lists each differing (input, platform, mode) when any
byte differs, 0 when none does. Inputs are named relative to the checkout,
so a record made in one checkout (a worktree) compares in another.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import bench_lowering  # noqa: E402  (the benchmark workloads, generated as the benchmark does)

PLATFORMS = ["gen9", "xelp", "xehpg", "mtl", "xehpc", "xe2"]
MODES = {
    "visaasm": [],
    "llvm": ["--emit", "llvm"],
    "isa": ["--emit", "isa", "-o", "-"],
    "stats": ["--stats"],
    "json": ["--json"],
    "simt": ["--simt"],
}
# The workloads are large: text and isa on one platform are enough to see a change.
WORKLOAD_MODES = ["visaasm", "isa"]


def inputs(tmp):
    files = []
    for top in ["testdata", "src/examples"]:
        for folder, _, names in sorted(os.walk(os.path.join(ROOT, top))):
            files += [os.path.join(folder, n) for n in sorted(names) if n.endswith((".ll", ".bc"))]
    cases = [(f, p, m) for f in files for p in PLATFORMS for m in MODES]
    for name in sorted(bench_lowering.WORKLOADS):
        path = bench_lowering.write_workload(tmp, name)
        cases += [(path, "xehpg", m) for m in WORKLOAD_MODES]
    return cases


def digest(visa_lower, case):
    path, platform, mode = case
    # Inputs under the checkout by their path relative to it (diagnostics
    # and `--emit llvm`'s module name print it), so that records made in
    # two checkouts compare; a workload, written to a fresh temporary
    # folder, by its file name alone, so that its location comments match.
    if path.startswith(ROOT + os.sep):
        shown, cwd = os.path.relpath(path, ROOT), ROOT
    else:
        shown, cwd = os.path.basename(path), os.path.dirname(path)
    command = [visa_lower, "compile", shown, "--platform", platform, "--jobs", "1", *MODES[mode]]
    done = subprocess.run(command, capture_output=True, timeout=600, cwd=cwd)
    name = os.path.relpath(path, ROOT) if path.startswith(ROOT) else "workload:" + os.path.basename(path)
    return f"{name} {platform} {mode}", {
        "stdout": hashlib.sha256(done.stdout).hexdigest(),
        "stderr": hashlib.sha256(done.stderr).hexdigest(),
        "exit": done.returncode,
    }


def record(visa_lower):
    with tempfile.TemporaryDirectory() as tmp:
        cases = inputs(tmp)
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            return dict(pool.map(lambda c: digest(visa_lower, c), cases))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=["record", "compare"])
    parser.add_argument("visa_lower", help="the visa-lower binary to run")
    parser.add_argument("record_file", help="the JSON record to write (record) or read (compare)")
    args = parser.parse_args()
    visa_lower = os.path.abspath(args.visa_lower)
    now = record(visa_lower)
    if args.action == "record":
        with open(args.record_file, "w") as f:
            json.dump(now, f, indent=0, sort_keys=True)
        print(f"recorded {len(now)} outputs in {args.record_file}")
        return 0
    with open(args.record_file) as f:
        before = json.load(f)
    differ = sorted(k for k in before.keys() | now.keys() if before.get(k) != now.get(k))
    for k in differ:
        print(f"differs: {k}: {before.get(k)} -> {now.get(k)}")
    print(f"{len(now)} outputs compared, {len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
