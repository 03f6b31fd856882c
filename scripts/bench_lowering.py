#!/usr/bin/env python3
"""Times the lowering against LLVM's generic lowering and the parse floor.

Generates a module of CALLS `<16 x i32>` llvm.masked.gather calls in
FUNCTIONS functions (each call on a fresh vector GEP, the results summed),
and times, side by side in one run (best of --repeat):

  visa-lower compile M.ll -o OUT.visaasm       (select, legalize, emit to .visaasm)
  the same with VISA_LOWER_WALL=off             (in process: the cost of the wall)
  opt -passes=scalarize-masked-mem-intrin -disable-output M.ll   (LLVM's generic lowering)
  opt -passes=verify -disable-output M.ll       (the parse floor)

then the same at 10x the input, for scaling; and the messages legalize
emits against their lower bound (`compile --stats`) for the benchmark and
for every .ll kernel under testdata/ on every platform. Targets (issue 5): visa-lower
at least 5x faster than the scalarizer, at most 2x the parse floor, and 10x
more input costing at most 11x the time; (issue 13) the wall (the supervised
child compile runs in) under 5% of the compile time.

Usage: scripts/bench_lowering.py [--repeat N] [--scale F]
(builds visa-lower in release mode first).
"""

import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def module_text(functions: int, calls_per_function: int) -> str:
    lines = [
        "declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)",
        "",
    ]
    for f in range(functions):
        lines.append(
            f"define <16 x i32> @k{f}(<16 x i32 addrspace(1)*> %ptrs, <16 x i1> %mask) {{"
        )
        lines.append("entry:")
        total = "zeroinitializer"
        for c in range(calls_per_function):
            lines.append(f"  %p{c} = getelementptr i32, <16 x i32 addrspace(1)*> %ptrs, i64 {c + 1}")
            lines.append(
                f"  %v{c} = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32("
                f"<16 x i32 addrspace(1)*> %p{c}, i32 4, <16 x i1> %mask, <16 x i32> zeroinitializer)"
            )
            lines.append(f"  %s{c} = add <16 x i32> {total}, %v{c}")
            total = f"%s{c}"
        lines.append(f"  ret <16 x i32> {total}")
        lines.append("}")
        lines.append("")
    return "\n".join(lines)


def message_counts(visa_lower, path, platform):
    """(messages, lower bound) that `compile --stats` reports for legalize, or None if it refuses."""
    # The output goes to stdout (`-o -`), which is /dev/null here: never `-o /dev/null`,
    # which a tool older than issue 13 replaced with a regular file.
    result = subprocess.run([visa_lower, "compile", path, "--platform", platform, "--stats"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        return None
    found = dict(re.findall(r"stats: legalize: (messages|lower_bound): (\d+)", result.stderr))
    return int(found.get("messages", 0)), int(found.get("lower_bound", 0))


def testdata_message_counts(visa_lower):
    """Messages and lower bound summed over every .ll kernel in testdata/ that compiles, on every platform."""
    total, bound, kernels = 0, 0, 0
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "testdata"))):
        for name in sorted(files):
            if not name.endswith(".ll"):
                continue
            for platform in ("gen9", "xelp", "xehpg", "xehpc"):
                counts = message_counts(visa_lower, os.path.join(folder, name), platform)
                if counts:
                    total, bound, kernels = total + counts[0], bound + counts[1], kernels + 1
    return total, bound, kernels


def best_time(command, repeat, env=None, cpu=False):
    """Best wall-clock time of `repeat` runs (and, with cpu=True, the best
    user+system CPU time of the process and its children)."""
    best, best_cpu = None, None
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                env=None if env is None else {**os.environ, **env})
        elapsed = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if result.returncode != 0:
            sys.exit(f"failed: {' '.join(command)}\n{result.stderr.decode(errors='replace')[:2000]}")
        used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = elapsed if best is None else min(best, elapsed)
        best_cpu = used if best_cpu is None else min(best_cpu, used)
    return (best, best_cpu) if cpu else best


def opt_binary():
    for candidate in ("opt-14", "opt", "/usr/lib/llvm-14/bin/opt"):
        path = shutil.which(candidate) or (candidate if os.path.exists(candidate) else None)
        if path:
            return path
    sys.exit("opt (LLVM 14) not found")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--functions", type=int, default=200)
    parser.add_argument("--calls", type=int, default=20000)
    parser.add_argument("--platform", default="xehpg")
    args = parser.parse_args()

    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "visa-lower"], cwd=ROOT, check=True)
    visa_lower = os.path.join(ROOT, "target", "release", "visa-lower")
    opt = opt_binary()

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for scale in (1, 10):
            functions = args.functions * scale
            per_function = args.calls // args.functions
            path = os.path.join(tmp, f"gathers_x{scale}.ll")
            with open(path, "w") as f:
                f.write(module_text(functions, per_function))
            calls = functions * per_function
            # A regular file in the scratch folder: the output path users take (temporary file, rename).
            out = os.path.join(tmp, "out.visaasm")
            command = [visa_lower, "compile", path, "--platform", args.platform, "-o", out]
            # Walled and in process, alternately and in turns first (ABBA), so that the
            # machine's load, and whatever the run before leaves behind, falls on both alike.
            walled_runs, unwalled_runs = [], []
            for i in range(args.repeat):
                for walled in (True, False) if i % 2 == 0 else (False, True):
                    if walled:
                        walled_runs.append(best_time(command, 1, cpu=True))
                    else:
                        unwalled_runs.append(best_time(command, 1, {"VISA_LOWER_WALL": "off"}, cpu=True))
            ours, ours_cpu = min(w for w, _ in walled_runs), min(c for _, c in walled_runs)
            unwalled = (min(w for w, _ in unwalled_runs), min(c for _, c in unwalled_runs))
            scalarizer = best_time([opt, "-passes=scalarize-masked-mem-intrin", "-disable-output", path], args.repeat)
            floor = best_time([opt, "-passes=verify", "-disable-output", path], args.repeat)
            rows.append((scale, calls, ours, scalarizer, floor, (unwalled[0], ours_cpu, unwalled[1])))
            if scale == 1:
                bench_counts = message_counts(visa_lower, path, args.platform)

    print(f"{'input':>8} {'calls':>8} {'visa-lower s':>13} {'scalarizer s':>13} {'parse floor s':>14} {'scalarizer/ours':>16} {'ours/floor':>11}")
    for scale, calls, ours, scalarizer, floor, _ in rows:
        print(f"{'x' + str(scale):>8} {calls:>8} {ours:>13.3f} {scalarizer:>13.3f} {floor:>14.3f} {scalarizer / ours:>16.2f} {ours / floor:>11.2f}")
    for scale, _, ours, _, _, (unwalled, walled_cpu, unwalled_cpu) in rows:
        print(f"wall x{scale}: {ours:.3f} s walled, {unwalled:.3f} s in process: {(ours - unwalled) * 1e3:+.1f} ms "
              f"({(ours / unwalled - 1) * 100:+.1f}% of the compile; target < 5%); CPU {walled_cpu:.3f} s vs "
              f"{unwalled_cpu:.3f} s ({(walled_cpu / unwalled_cpu - 1) * 100:+.1f}%)")
    growth = rows[1][2] / rows[0][2]
    print(f"scaling: 10x the input costs {growth:.2f}x the time (target <= 11x)")
    print(f"targets: scalarizer/ours >= 5 ({rows[0][3] / rows[0][2]:.2f}), ours/floor <= 2 ({rows[0][2] / rows[0][4]:.2f})")
    if bench_counts:
        messages, bound = bench_counts
        print(f"messages (legalize --stats), benchmark x1: {messages} / lower bound {bound} = {messages / bound:.2f}")
    messages, bound, kernels = testdata_message_counts(visa_lower)
    print(f"messages (legalize --stats), testdata ({kernels} file x platform compiles): {messages} / lower bound {bound} = {messages / max(bound, 1):.2f}")


if __name__ == "__main__":
    main()
