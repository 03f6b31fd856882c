#!/usr/bin/env python3
"""Times `visa-lower compile` against the parse floor (`opt -passes=verify`).

Workloads (`WORKLOADS`): `<LANES x i32>` llvm.masked.gather calls (each on
a fresh vector GEP, passthru a non-splat constant, results summed) or
llvm.masked.scatter calls, in some functions:

  standard.ll / standard.bc   20,000 gathers in 200 functions (text, bitcode)
  x10-functions, x10-calls    10x the functions; 10x the calls per function
  one-function-gathers        the 20,000 gathers in one function
  scatters, one-function-scatters   20,000 scatters in 200 functions; in one
  gathers-64-lanes, scatters-64-lanes
  index64.ll / index64.bc, one-function-index64   the 20,000 gathers as C
      front ends write them (a base pointer, `<16 x i64>` indices each an
      `add` of a constant vector, the mask an argument): in 200
      functions (text, bitcode); in one function, each call's constant its
      own (20,000 constant vectors where the 200 functions share 100)
  one-function-index64-shared   the 200 functions' gathers in one function:
      each call's constant the one its call has in index64.ll (call c of
      the function: constant c mod 100), the same 100 constant vectors

For each, visa-lower compile (walled, to a file) and opt -passes=verify run
side by side, taking turns (and with --baseline another visa-lower binary,
and for the standard workload `compile --stats`): medians over --repeat runs
of wall time, CPU time (user+system, children included) and peak RSS; the
ratios to opt; the growth ratios (10x input / 1x input; one function / 200
functions), also of the CPU beyond opt's (ours - opt: our own work, apart
from the parser's growth); instructions emitted against their lower bound (`--stats`:
messages per legalize, instructions per emit, where a constant vector's are
counted against one instruction per 16-lane piece). Then the fuzzing run
`visa-lower fuzz --cases 2000 --seed 7 --jobs 2` (workload `fuzz`), ours and
the baseline taking turns: cases per second, CPU, and what each engine checked;
ours also like for like (`--control-flow-share 0`: straight-line cases only,
the kind the baseline, older than the fuzzer's control flow regions, draws).

When Debian's libmimalloc2.0 is installed, the standard workloads also run
`opt` with it preloaded ("opt, mimalloc"): the floor on the allocator
visa-lower links (src/sys/allocator.rs), like for like; the targets stay
against `opt` as installed.

Targets: the standard and index64 workloads at most 1.3x the parse floor
on .ll and 1.5x on .bc, peak RSS at most 1.3x opt's; 10x functions or calls at most
11x the time; one function at most 1.2x 200 functions; no workload above 1 GiB;
`--stats` within 1.1x of compile; fuzz at least 2x the baseline's cases per
second. Unless --no-legacy: LLVM's
scalarizer at least 5x slower than visa-lower, and the wall's cost
under 5%, on the standard workload; messages against their lower bound for
every .ll kernel under testdata/ on every platform.

Usage: scripts/bench_lowering.py [--repeat N] [--only WORKLOAD]... [--baseline BINARY] [--llvm 19]
(builds visa-lower in release mode first unless --binary names one; with
`--llvm 19`, the LLVM 19 build into target/llvm19, measured against LLVM
19's opt and llvm-as).
"""

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def module_text(functions: int, calls_per_function: int, lanes: int = 16, kind: str = "gather",
                passthru: str = "constant") -> str:
    """CALLS_PER_FUNCTION `<LANES x i32>` masked gathers (summed) or scatters
    in each of FUNCTIONS functions, each call on a fresh vector GEP. A
    gather's passthru is a non-splat constant (what front ends write) or
    `zeroinitializer`; a scatter stores a non-splat constant plus the
    function's argument. Kind `index64-gather`: base pointer and 64-bit
    indices instead (index64_module_text)."""
    if kind == "index64-gather":
        return index64_module_text(functions, calls_per_function, lanes)
    if kind == "index64-gather-shared":
        return index64_module_text(functions, calls_per_function, lanes, step_period=SHARED_STEPS)
    vec = f"<{lanes} x i32>"
    ptrs = f"<{lanes} x i32 addrspace(1)*>"
    mask = f"<{lanes} x i1>"
    constant = "<" + ", ".join(f"i32 {lane * 7 + 1}" for lane in range(lanes)) + ">"
    gather = f"@llvm.masked.gather.v{lanes}i32.v{lanes}p1i32"
    scatter = f"@llvm.masked.scatter.v{lanes}i32.v{lanes}p1i32"
    lines = [
        f"declare {vec} {gather}({ptrs}, i32, {mask}, {vec})",
        f"declare void {scatter}({vec}, {ptrs}, i32, {mask})",
        "",
    ]
    fill = constant if passthru == "constant" else "zeroinitializer"
    for f in range(functions):
        lines.append(f"define {vec} @k{f}({ptrs} %ptrs, {mask} %mask, {vec} %data) {{")
        lines.append("entry:")
        total = "zeroinitializer"
        if kind == "scatter":
            lines.append(f"  %d = add {vec} %data, {constant}")
        for c in range(calls_per_function):
            lines.append(f"  %p{c} = getelementptr i32, {ptrs} %ptrs, i64 {c + 1}")
            if kind == "gather":
                lines.append(f"  %v{c} = call {vec} {gather}({ptrs} %p{c}, i32 4, {mask} %mask, {vec} {fill})")
                lines.append(f"  %s{c} = add {vec} {total}, %v{c}")
                total = f"%s{c}"
            else:
                lines.append(f"  call void {scatter}({vec} %d, {ptrs} %p{c}, i32 4, {mask} %mask)")
        lines.append(f"  ret {vec} {total}")
        lines.append("}")
        lines.append("")
    return "\n".join(lines)


def index64_module_text(functions: int, calls_per_function: int, lanes: int = 16,
                        step_period: int | None = None) -> str:
    """The gathers as C front ends write them: a scalar base pointer and
    `<LANES x i64>` indices, each call's index the function's index vector
    plus a constant vector of its own (`add`, then `getelementptr i32,
    %base, <LANES x i64> %i`); the mask the function's argument (variable,
    as in module_text: only the addressing differs), the passthru a
    non-splat constant; the results summed. With STEP_PERIOD, call c's
    constant is that of call c mod STEP_PERIOD (so that one function holds
    the constants of functions of STEP_PERIOD calls)."""
    vec = f"<{lanes} x i32>"
    ptrs = f"<{lanes} x i32 addrspace(1)*>"
    mask = f"<{lanes} x i1>"
    index = f"<{lanes} x i64>"
    constant = "<" + ", ".join(f"i32 {lane * 7 + 1}" for lane in range(lanes)) + ">"
    gather = f"@llvm.masked.gather.v{lanes}i32.v{lanes}p1i32"
    lines = [f"declare {vec} {gather}({ptrs}, i32, {mask}, {vec})", ""]
    for f in range(functions):
        lines.append(f"define {vec} @k{f}(i32 addrspace(1)* %base, {index} %idx, {mask} %mask) {{")
        lines.append("entry:")
        total = "zeroinitializer"
        for c in range(calls_per_function):
            k = c % step_period if step_period else c
            step = "<" + ", ".join(f"i64 {k * lanes + lane}" for lane in range(lanes)) + ">"
            lines.append(f"  %i{c} = add {index} %idx, {step}")
            lines.append(f"  %p{c} = getelementptr i32, i32 addrspace(1)* %base, {index} %i{c}")
            lines.append(f"  %v{c} = call {vec} {gather}({ptrs} %p{c}, i32 4, {mask} %mask, {vec} {constant})")
            lines.append(f"  %s{c} = add {vec} {total}, %v{c}")
            total = f"%s{c}"
        lines.append(f"  ret {vec} {total}")
        lines.append("}")
        lines.append("")
    return "\n".join(lines)


def message_counts(visa_lower, path, platform):
    """(messages, lower bound) that `compile --stats` reports for legalize, or None if it refuses."""
    # The output goes to stdout (`-o -`), which is /dev/null here: never `-o /dev/null`,
    # which an older tool (before the output rules of docs/limits.md) replaced with a regular file.
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


def measure(command, env=None):
    """(wall seconds, user+system CPU seconds, peak RSS in MiB) of one run of
    `command`, its waited-for children included (the wall's compile child).
    The peak RSS is GNU time's: a child forked from this script would start
    from the script's own high-water mark (the generated modules)."""
    with tempfile.NamedTemporaryFile("r") as rss, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen([TIME, "-f", "%M", "-o", rss.name] + command, stdout=subprocess.DEVNULL,
                                   stderr=err, env=None if env is None else {**os.environ, **env})
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            err.seek(0)
            sys.exit(f"failed: {' '.join(command)}\n{err.read().decode(errors='replace')[:2000]}")
        peak_kib = int(rss.read().split()[-1])
    return elapsed, usage.ru_utime + usage.ru_stime, peak_kib / 1024


TIME = shutil.which("time") or "/usr/bin/time"

# Debian's libmimalloc2.0, if installed: `opt` run on the allocator visa-lower links.
MIMALLOC = next((p for p in ("/usr/lib/x86_64-linux-gnu/libmimalloc.so.2",) if os.path.exists(p)), None)
OPT_MIMALLOC = "opt, mimalloc"


def median(values):
    return statistics.median(values)


# name: (functions, calls per function, lanes, gather or scatter, .ll or .bc)
WORKLOADS = {
    "standard.ll": (200, 100, 16, "gather", "ll"),
    "standard.bc": (200, 100, 16, "gather", "bc"),
    "x10-functions": (2000, 100, 16, "gather", "ll"),
    "x10-calls": (200, 1000, 16, "gather", "ll"),
    "one-function-gathers": (1, 20000, 16, "gather", "ll"),
    "scatters": (200, 100, 16, "scatter", "ll"),
    "one-function-scatters": (1, 20000, 16, "scatter", "ll"),
    "gathers-64-lanes": (200, 100, 64, "gather", "ll"),
    "scatters-64-lanes": (200, 100, 64, "scatter", "ll"),
    "index64.ll": (200, 100, 16, "index64-gather", "ll"),
    "index64.bc": (200, 100, 16, "index64-gather", "bc"),
    "one-function-index64": (1, 20000, 16, "index64-gather", "ll"),
    "one-function-index64-shared": (1, 20000, 16, "index64-gather-shared", "ll"),
}
# The calls per function of index64.ll, whose constants one-function-index64-shared repeats.
SHARED_STEPS = WORKLOADS["index64.ll"][1]

# What each target compares: (label, numerator workload, denominator workload, bound).
GROWTH = [
    ("10x functions / standard", "x10-functions", "standard.ll", 11.0),
    ("10x calls per function / standard", "x10-calls", "standard.ll", 11.0),
    ("20,000 gathers in one function / in 200", "one-function-gathers", "standard.ll", 1.2),
    ("20,000 scatters in one function / in 200", "one-function-scatters", "scatters", 1.2),
    ("20,000 64-bit-index gathers in one function / in 200", "one-function-index64", "index64.ll", 1.2),
    ("the same, the 200 functions' constants / in 200", "one-function-index64-shared", "index64.ll", 1.2),
]


def write_workload(tmp, name):
    functions, calls, lanes, kind, form = WORKLOADS[name]
    text_path = os.path.join(tmp, f"{name.replace('.', '-')}.ll")
    with open(text_path, "w") as f:
        f.write(module_text(functions, calls, lanes, kind))
    if form == "ll":
        return text_path
    path = text_path[:-3] + ".bc"
    subprocess.run([llvm_tool("llvm-as"), text_path, "-o", path], check=True)
    return path


LLVM_MAJOR = 14  # the LLVM of the build measured (--llvm)


def llvm_tool(name):
    major = LLVM_MAJOR
    candidates = (f"{name}-{major}", f"/usr/lib/llvm-{major}/bin/{name}") + ((name,) if major == 14 else ())
    for candidate in candidates:
        path = shutil.which(candidate) or (candidate if os.path.exists(candidate) else None)
        if path:
            return path
    sys.exit(f"{name} (LLVM {major}) not found")


def paired(commands, repeat):
    """Each of `commands` (label -> (argv, env)) run `repeat` times, taking
    turns in a rotating order (and reversed every other round), so that the
    machine's load falls on all alike: label -> list of (wall, CPU, RSS)."""
    labels = list(commands)
    runs = {label: [] for label in labels}
    for i in range(repeat):
        order = labels[i % len(labels):] + labels[:i % len(labels)]
        if i % 2:
            order.reverse()
        for label in order:
            argv, env = commands[label]
            runs[label].append(measure(argv, env))
    return runs


def summary(runs):
    """Medians of wall, CPU and peak RSS."""
    return tuple(median([r[k] for r in runs]) for k in range(3))


def emitted_counts(visa_lower, path, platform):
    """`compile --stats` counters of legalize and emit (name -> number)."""
    result = subprocess.run([visa_lower, "compile", path, "--platform", platform, "--stats"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return {f"{p}.{c}": int(n) for p, c, n in
            re.findall(r"^stats: (legalize|emit): ([a-z_]+): (\d+)$", result.stderr, re.M)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="runs of each command (medians are reported)")
    parser.add_argument("--platform", default="xehpg")
    parser.add_argument("--only", action="append", choices=sorted(WORKLOADS) + ["fuzz"],
                        help="measure only this workload (repeatable); default all, fuzz included")
    parser.add_argument("--baseline", help="another visa-lower binary, measured in the same rounds")
    parser.add_argument("--no-legacy", action="store_true",
                        help="skip the scalarizer, the wall's cost and the testdata message counts")
    parser.add_argument("--binary", help="the visa-lower to measure (default: build target/release/visa-lower)")
    parser.add_argument("--llvm", type=int, choices=[14, 19], default=14,
                        help="the LLVM of the build measured, and of the opt and llvm-as it is measured against")
    args = parser.parse_args()
    global LLVM_MAJOR
    LLVM_MAJOR = args.llvm

    if args.binary:
        visa_lower = os.path.abspath(args.binary)
    elif args.llvm == 19:
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "visa-lower", "--no-default-features",
                        "--features", "llvm19", "--target-dir", "target/llvm19"], cwd=ROOT, check=True)
        visa_lower = os.path.join(ROOT, "target", "llvm19", "release", "visa-lower")
    else:
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "visa-lower"], cwd=ROOT, check=True)
        visa_lower = os.path.join(ROOT, "target", "release", "visa-lower")
    opt = llvm_tool("opt")
    names = [n for n in args.only or list(WORKLOADS) if n != "fuzz"]

    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        # A regular file in the scratch folder: the output path users take (temporary file, rename).
        out = os.path.join(tmp, "out.visaasm")
        for name in names:
            path = write_workload(tmp, name)
            compile_args = ["compile", path, "--platform", args.platform, "-o", out]
            commands = {
                "ours": ([visa_lower] + compile_args, None),
                "opt": ([opt, "-passes=verify", "-disable-output", path], None),
            }
            if name in ("standard.ll", "standard.bc"):
                # One thread: the work the parts share out on the others.
                commands["ours --jobs 1"] = ([visa_lower] + compile_args + ["--jobs", "1"], None)
                # The floor with the allocator visa-lower links (src/sys/allocator.rs), when the
                # system has it: like for like, not the target's measure.
                if MIMALLOC:
                    commands[OPT_MIMALLOC] = (commands["opt"][0], {"LD_PRELOAD": MIMALLOC})
            if name == "standard.ll":
                commands["ours --stats"] = ([visa_lower] + compile_args + ["--stats"], None)
            if args.baseline:
                commands["baseline"] = ([os.path.abspath(args.baseline)] + compile_args, None)
            runs = paired(commands, args.repeat)
            results[name] = {label: summary(r) for label, r in runs.items()}
            # Counted on the benchmark (`--stats` per workload would double the run).
            results[name]["counts"] = emitted_counts(visa_lower, path, args.platform) if name == "standard.ll" else {}
            print_workload(name, results[name], args.baseline)
            sys.stdout.flush()
            if name == "standard.ll" and not args.no_legacy:
                legacy(visa_lower, opt, path, compile_args, args.repeat)

    fuzz = None
    if not args.only or "fuzz" in args.only:
        fuzz = fuzz_comparison(visa_lower, args.baseline, args.repeat)

    print()
    print("targets (medians: wall is the time a user waits, CPU the work of every thread):")
    # wall and CPU of a ratio of two results
    ratio = lambda a, b: f"wall {a[0] / b[0]:.2f}, CPU {a[1] / b[1]:.2f}"
    for name, bound in (("standard.ll", 1.3), ("standard.bc", 1.5), ("index64.ll", 1.3), ("index64.bc", 1.5)):
        if name in results:
            r = results[name]
            print(f"  {name}: ours/parse floor {ratio(r['ours'], r['opt'])} (target <= {bound}); "
                  + (f"one thread {ratio(r['ours --jobs 1'], r['opt'])}; " if "ours --jobs 1" in r else "")
                  + f"peak RSS {r['ours'][2] / r['opt'][2]:.2f}x opt's (target <= 1.3)")
            if OPT_MIMALLOC in r:
                print(f"    like for like, opt with mimalloc preloaded: ours/opt {ratio(r['ours'], r[OPT_MIMALLOC])}")
    if "standard.ll" in results:
        r = results["standard.ll"]
        print(f"  --stats: {ratio(r['ours --stats'], r['ours'])} of compile (target <= 1.1)")
    for label, numerator, denominator, bound in GROWTH:
        if numerator in results and denominator in results:
            for who in ["ours"] + (["baseline"] if args.baseline else []):
                growth = ratio(results[numerator][who], results[denominator][who])
                # The CPU beyond the floor (ours - opt): how our own work grows, apart from
                # the parser's growth, which the ratio above includes.
                beyond = [results[w][who][1] - results[w]["opt"][1] for w in (numerator, denominator)]
                own = f"{beyond[0] / beyond[1]:.2f}" if beyond[1] > 0 else "n/a"
                print(f"  {label}: {who} {growth} (target <= {bound}); "
                      f"opt {ratio(results[numerator]['opt'], results[denominator]['opt'])}; "
                      f"{who}'s CPU beyond opt's {own}")
    if results:
        biggest = max((r["ours"][2], name) for name, r in results.items())
        print(f"  largest peak RSS: {biggest[0]:.0f} MiB ({biggest[1]}; target <= 1024)")
    if fuzz and "baseline" in fuzz:
        print(f"  fuzz: {fuzz['ours'] / fuzz['baseline']:.2f}x the baseline's cases per second (target >= 2; "
              f"our case mix, control flow in 30% of the cases)")
        print(f"  fuzz like for like: {fuzz[STRAIGHT] / fuzz['baseline']:.2f}x the baseline's cases per second "
              f"(--control-flow-share 0: straight-line cases, as the baseline draws)")
    if not args.no_legacy:
        messages, bound, kernels = testdata_message_counts(visa_lower)
        print(f"messages (legalize --stats), testdata ({kernels} file x platform compiles): "
              f"{messages} / lower bound {bound} = {messages / max(bound, 1):.2f}")


def print_workload(name, result, baseline):
    functions, calls, lanes, kind, form = WORKLOADS[name]
    ours, opt = result["ours"], result["opt"]
    print(f"{name}: {functions} function(s) x {calls} <{lanes} x i32> {kind}(s), .{form}")
    print(f"  {'':<14} {'wall s':>8} {'CPU s':>8} {'RSS MiB':>8}")
    for label in result:
        if label == "counts":
            continue
        wall, cpu, rss = result[label]
        print(f"  {label:<14} {wall:>8.3f} {cpu:>8.3f} {rss:>8.0f}")
    print(f"  ours/opt: wall {ours[0] / opt[0]:.2f}, CPU {ours[1] / opt[1]:.2f}, peak RSS {ours[2] / opt[2]:.2f}")
    if baseline:
        base = result["baseline"]
        print(f"  ours/baseline: wall {ours[0] / base[0]:.2f}, CPU {ours[1] / base[1]:.2f}, "
              f"peak RSS {ours[2] / base[2]:.2f}")
    counts = result["counts"]
    if "legalize.messages" in counts:
        print(f"  messages {counts['legalize.messages']} / lower bound {counts.get('legalize.lower_bound', 0)}", end="")
        if "emit.instructions" in counts:
            print(f"; instructions {counts['emit.instructions']} / lower bound {counts.get('emit.lower_bound', 0)}"
                  f" = {counts['emit.instructions'] / max(counts.get('emit.lower_bound', 1), 1):.2f}", end="")
        print()


# The fuzzing run of the speed targets, with the fuzzer's default checks (the JIT, and
# Intel's assembler every 10th case when it is installed).
FUZZ = ["fuzz", "--cases", "2000", "--seed", "7", "--jobs", "2", "-q"]


# Like for like with a baseline older than the fuzzer's control flow regions.
STRAIGHT = "ours, straight"


def fuzz_comparison(visa_lower, baseline, repeat):
    """`visa-lower fuzz --cases 2000 --seed 7 --jobs 2` of ours, of ours
    with `--control-flow-share 0` (STRAIGHT) and of the baseline, taking
    turns: cases per second (of wall time) and CPU (medians), and what each
    engine checked (one more run each, untimed). Returns label -> cases
    per second."""
    cases = int(FUZZ[FUZZ.index("--cases") + 1])
    runs = {"ours": [visa_lower] + FUZZ, STRAIGHT: [visa_lower] + FUZZ + ["--control-flow-share", "0"]}
    if baseline:
        runs["baseline"] = [os.path.abspath(baseline)] + FUZZ
    with tempfile.TemporaryDirectory() as out:
        commands = {label: (command + ["--out", out], None) for label, command in runs.items()}
        result = {label: summary(r) for label, r in paired(commands, repeat).items()}
        print(f"fuzz: {' '.join(FUZZ)} ({STRAIGHT}: --control-flow-share 0)")
        print(f"  {'':<14} {'cases/s':>8} {'wall s':>8} {'CPU s':>8}  checked")
        rates = {}
        for label, (wall, cpu, _) in result.items():
            rates[label] = cases / wall
            text = subprocess.run(commands[label][0], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True).stdout
            checked = "; ".join(" ".join(line.split()) for line in text.splitlines()
                                if re.match(r"\s*(verified|also by|control flow|assembled|mismatches|other failures)",
                                            line))
            print(f"  {label:<14} {rates[label]:>8.0f} {wall:>8.3f} {cpu:>8.3f}  {checked}")
        if baseline:
            for label in runs:
                if label != "baseline":
                    print(f"  {label}/baseline: cases/s {rates[label] / rates['baseline']:.2f}x, "
                          f"CPU {result[label][1] / result['baseline'][1]:.2f}")
    sys.stdout.flush()
    return rates


def legacy(visa_lower, opt, path, compile_args, repeat):
    """The legacy figures on the standard workload: LLVM's generic
    lowering (the scalarizer) and the wall's cost (the same compile in
    process)."""
    commands = {
        "walled": ([visa_lower] + compile_args, None),
        "in process": ([visa_lower] + compile_args, {"VISA_LOWER_WALL": "off"}),
        "scalarizer": ([opt, "-passes=scalarize-masked-mem-intrin", "-disable-output", path], None),
    }
    result = {label: summary(r) for label, r in paired(commands, repeat).items()}
    walled, unwalled, scalarizer = result["walled"], result["in process"], result["scalarizer"]
    print(f"  scalarizer {scalarizer[0]:.3f} s: {scalarizer[0] / walled[0]:.2f}x ours (target >= 5)")
    print(f"  wall: {walled[0]:.3f} s walled, {unwalled[0]:.3f} s in process: "
          f"{(walled[0] / unwalled[0] - 1) * 100:+.1f}% of the compile (target < 5%); "
          f"CPU {(walled[1] / unwalled[1] - 1) * 100:+.1f}%")


if __name__ == "__main__":
    main()
