#!/usr/bin/env python3
"""Measures the Gen code visa-lower makes against Intel's, kernel by kernel.

The corpus: the VC kernels of testdata/igc/src/ and testdata/igc/codesize/
(docs/codegen-benchmark.md). On each platform (DG2 = xehpg, PVC = xehpc):

  ours     visa-lower compile K.ll --platform P -o K.visaasm, then Intel's
           assembler: GenX_IR K.visaasm -platform DG2|PVC -output -> K.asm
           ($VISA_LOWER_GENX_IR, else GenX_IR on PATH: IGC 1.0.12504's, the
           finalizer inside the compiler that wrote Intel's side)
  Intel's  the .asm IGC's finalizer wrote when ocloc compiled K.ll
           (`ocloc compile -file K.bc -llvm_input -device dg2|pvc -options
           "-vc-codegen"`), as scripts/gen_igc_corpus.py stored it under
           testdata/igc/; with --regenerate, compiled afresh

Both .asm files are read by the same rule (`count`). An instruction is a
line of the asm that is not a comment or a label. Not counted as "core":

  payload prologue  the blocks the finalizer labels `per_thread_prolog` and
                    `cross_thread_prolog` (a label line or, after the first
                    block, a `// cross_thread_prolog:` comment): the loads
                    of the kernel's arguments (cross-thread payload) and
                    local ids (per-thread) from memory that the finalizer
                    writes before the first instruction of the vISA kernel,
                    from its input declarations only. Intel's has both (its
                    kernels declare PerThreadInputSize=32), ours only the
                    cross-thread one; neither is code the compiler chose.
  fences            sends whose descriptor the finalizer decodes as a fence
                    (`// ... fence.ugm.evict.gpu`), LSC `fence` instructions,
                    and the `mov ... null r? // memory fence commit` each
                    waits on: IGC's finalizer adds them at the entry and the
                    end of Intel's kernels on DG2 (memory model of the
                    runtime), not from the kernel's code
  end of thread     the send with {EOT} and the mov that copies r0 into its
                    payload register (`mov (8|M0) r127.0<1>:f r0.0<1;1,0>:f`)
  ret, sync, nop    `ret` (ours ends a kernel without an entry label with a
                    `ret`, not an EOT), the scoreboard waits `sync.nop`,
                    `sync.allrd`, `sync.allwr` (the finalizer's, from the
                    schedule), and `nop`

Everything else in the body is "core": ALU, moves, compares, branches, the
messages, and spill and fill sends. Also per side: `movs` (core `mov` and
`movi`), `sends` (core sends: `send*`, or an LSC mnemonic `load.ugm...`),
`grf` (the GRFs core instructions read or write: each register operand's
bytes from its register, sub-register, region, type and execution size, a
send's payload lengths from the finalizer's `wr:A+B, rd:C` comment or an
LSC operand's `rN:L`), `spills` (scratch spill and fill sends, and flag
spills the finalizer reports in its `//.spill flag store/load` lines).

Output: per platform and kernel both sides and the ratio ours/Intel's of
core instructions; totals over the kernels both compile; the largest ratio.

The division, like for like (DG2): Intel's vector compiler writes a plain
LLVM `fdiv` as `math.inv` then `mul`, two roundings; ours is IEEE division,
exact (LangRef's `fdiv`). Intel's vector compiler cannot compile an exact
float division for DG2 (its finalizer refuses `divm` there), its OpenCL
compiler can: testdata/igc/division/ holds its Gen code of one 8-lane
division, `exact` (`-cl-fp32-correctly-rounded-divide-sqrt`) and
`approximate` (`native_divide`: `math.inv` then `mul`). For each kernel
with plain `fdiv <8 x float>` instructions, the report adds Intel's count
with each of them made exact (Intel's core + n * (exact - approximate))
and ours against it; `codesize/arith_arcp.ll` is the other way round, the
same kernel with `fdiv arcp`, the division Intel computes.

Usage:
  scripts/bench_codegen.py [--binary PATH]... [--platform xehpg|xehpc]...
                           [--kernel NAME]... [--messages legacy|lsc]...
                           [--regenerate] [--json]
  scripts/bench_codegen.py --count FILE.asm [--platform P] [--json]
      the counts of one .asm file (the rule above), for checking it

--binary [LABEL=]PATH measures that visa-lower (repeatable: several
binaries side by side, e.g. new=target/release/visa-lower old=/tmp/old);
default: cargo build --release and target/release/visa-lower.
--messages legacy|lsc is passed to `visa-lower compile` (repeatable: a
column per binary and value, to see what LSC messages change); without
it, each platform's default (LSC on xehpg and xehpc).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IGC = os.path.join(ROOT, "testdata", "igc")
# This project's platform -> (Intel's name for GenX_IR, ocloc's device, GRF bytes).
PLATFORMS = {"xehpg": ("DG2", "dg2", 32), "xehpc": ("PVC", "pvc", 64)}
# Where the corpus's sources and Intel's stored .asm are: (source folder, asm folder per platform).
SETS = [("src", lambda p: os.path.join(IGC, p)), ("codesize", lambda p: os.path.join(IGC, "codesize", p))]

# Intel's Gen code of one 8-lane division, exact and approximate (scripts/gen_igc_corpus.py, set `division`).
DIVISION = {"xehpg": os.path.join(IGC, "division", "xehpg")}
# A plain 8-lane float division: no fast-math flag, no `!fpmath` (Intel writes it as math.inv then mul).
PLAIN_FDIV8 = re.compile(r"=\s*fdiv\s+<8 x float>(?!.*!fpmath)")
PROLOGUE_LABELS = {"per_thread_prolog", "cross_thread_prolog"}
SCOREBOARD_SYNCS = {"sync.nop", "sync.allrd", "sync.allwr"}
TYPE_BYTES = {"b": 1, "ub": 1, "w": 2, "uw": 2, "hf": 2, "bf": 2, "d": 4, "ud": 4, "f": 4, "q": 8, "uq": 8, "df": 8}
LSC_MNEMONIC = re.compile(r"\.(ugm|ugml|slm|tgm|urb)\b")
INSTRUCTION = re.compile(r"^(?:\((?P<pred>[^)]*)\)\s+)?(?P<op>[a-z][\w.]*)(?:\s+\((?P<exec>\d+)\|M\d+\))?(?P<rest>.*)$")
REGION_OPERAND = re.compile(r"^(?:-|~|\(abs\)|\(-abs\)|\(sat\))*r(?P<reg>\d+)\.(?P<sub>\d+)(?:<(?P<region>[\d;,]+)>)?(?::(?P<type>\w+))?$")


class Instruction:
    """One line of Gen assembly: its block's label, mnemonic, execution size,
    operands, `{...}` options and the finalizer's comment."""

    def __init__(self, block, text, comment):
        self.block = block
        self.comment = comment
        m = INSTRUCTION.match(text)
        if not m:
            raise ValueError(f"cannot read instruction `{text}`")
        self.op = m.group("op")
        self.exec = int(m.group("exec") or 1)
        rest = m.group("rest")
        brace = rest.rfind("{")
        self.options = rest[brace:] if brace >= 0 and rest.rstrip().endswith("}") else ""
        operands = rest[:brace] if self.options else rest
        # A conditional modifier, `(gt)f0.0`, is not an operand.
        self.operands = [t for t in operands.split() if not re.match(r"^\(\w+\)f\d", t)]

    @property
    def base(self):
        return self.op.split(".")[0]

    def is_send(self):
        return self.base in ("send", "sends", "sendc", "sendsc") or bool(LSC_MNEMONIC.search(self.op))

    def grfs(self, grf_bytes):
        """The GRF numbers this instruction reads or writes."""
        regs = set()
        lengths = re.search(r"wr:(\d+)h?\+(\d+), rd:(\d+)", self.comment) if self.is_send() else None
        for position, token in enumerate(self.operands):
            explicit = re.findall(r"r(\d+):(\d+)", token)
            if explicit:
                for reg, count in explicit:
                    regs.update(range(int(reg), int(reg) + int(count)))
                continue
            bare = re.fullmatch(r"r(\d+)", token)
            if bare:
                # A legacy send's destination or first payload, sized by the descriptor.
                count = 1
                if lengths and position in (0, 1):
                    count = int(lengths.group(3) if position == 0 else lengths.group(1))
                regs.update(range(int(bare.group(1)), int(bare.group(1)) + count))
                continue
            m = REGION_OPERAND.match(token)
            if m:
                regs.update(region_grfs(m, self.exec, grf_bytes))
        return regs


def region_grfs(m, exec_size, grf_bytes):
    """GRFs an operand `rR.S<region>:T` touches over `exec_size` elements."""
    size = TYPE_BYTES.get(m.group("type") or "ud", 4)
    start = int(m.group("reg")) * grf_bytes + int(m.group("sub")) * size
    region = [int(x) for x in re.split(r"[;,]", m.group("region"))] if m.group("region") else [0]
    if len(region) == 3:
        vs, width, hs = region
    elif len(region) == 2:
        # A three-source operand <V;H>: rows of V/H elements (one when H is 0).
        vs, hs = region
        width = max(1, vs // hs) if hs and vs else (1 if not hs else exec_size)
    else:
        # A destination <H>, or a three-source operand's third source.
        vs, width, hs = 0, exec_size, region[0]
    regs = set()
    for i in range(exec_size):
        first = start + ((i // width) * vs + (i % width) * hs) * size
        regs.add(first // grf_bytes)
        regs.add((first + size - 1) // grf_bytes)
    return regs


def read_asm(text):
    """The instructions of a finalizer .asm, each with the label of its block."""
    out = []
    block = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("//"):
            if re.match(r"// B\d+:", line):
                block = None
            label = re.fullmatch(r"//\s*([A-Za-z_$][\w$.]*):", line)
            if label and block is None:
                block = label.group(1)
            continue
        if re.fullmatch(r"[A-Za-z_$][\w$.]*:", line):
            if block is None:
                block = line[:-1]
            continue
        text_part, _, comment = line.partition("//")
        out.append(Instruction(block, text_part.strip(), comment))
    return out


def count(text, grf_bytes):
    """The counts of one .asm (the module's docstring says what is counted)."""
    instructions = read_asm(text)
    body = [i for i in instructions if i.block not in PROLOGUE_LABELS]
    eot_payloads = {i.operands[1] for i in body if i.is_send() and "EOT" in i.options and len(i.operands) > 1}
    categories = {"prologue": len(instructions) - len(body), "fence": 0, "end_of_thread": 0, "ret": 0, "sync": 0,
                  "nop": 0}
    core = []
    for i in body:
        if i.op == "nop":
            categories["nop"] += 1
        elif i.op in SCOREBOARD_SYNCS:
            categories["sync"] += 1
        elif i.op == "ret":
            categories["ret"] += 1
        elif (i.is_send() and "EOT" in i.options) or (
                i.base == "mov" and len(i.operands) == 2 and i.operands[0].split(".")[0] in eot_payloads
                and i.operands[1].startswith("r0.0")):
            categories["end_of_thread"] += 1
        elif (i.is_send() and "fence" in i.comment) or i.base == "fence" or "memory fence commit" in i.comment:
            categories["fence"] += 1
        else:
            core.append(i)
    grfs = set()
    for i in core:
        grfs |= i.grfs(grf_bytes)
    header = dict(re.findall(r"^//\.spill (size|flag store|flag load) (\d+)", text, re.M))
    scratch = sum(1 for i in core if re.search(r"scratch space (spill|fill)", i.comment))
    return {
        "core": len(core),
        "movs": sum(1 for i in core if i.base in ("mov", "movi")),
        "sends": sum(1 for i in core if i.is_send()),
        "grf": len(grfs),
        "spills": scratch + int(header.get("flag store", 0)) + int(header.get("flag load", 0)),
        "spill_bytes": int(header.get("size", 0)),
        "total": len(instructions),
        "excluded": categories,
    }


# --- the two sides ---------------------------------------------------------


def corpus(kernels):
    """(name, source path, {platform: stored Intel .asm path}) of every VC kernel of the corpus."""
    out = []
    for folder, asm_dir in SETS:
        src_dir = os.path.join(IGC, folder)
        for name in sorted(os.listdir(src_dir)):
            if not name.endswith(".ll"):
                continue
            stem = name[:-3]
            if kernels and stem not in kernels:
                continue
            out.append((stem, os.path.join(src_dir, name), {p: os.path.join(asm_dir(p), stem + ".asm") for p in PLATFORMS}))
    return out


def genx_ir():
    return os.environ.get("VISA_LOWER_GENX_IR") or shutil.which("GenX_IR") or sys.exit(
        "GenX_IR not found (Debian: libigc-tools; or set VISA_LOWER_GENX_IR)")


def ours(binary, messages, source, platform, scratch):
    """(asm text, None) of visa-lower's kernel through GenX_IR, or (None, why not); `messages` is passed as
    `--messages` unless None."""
    work = tempfile.mkdtemp(dir=scratch)
    stem = os.path.splitext(os.path.basename(source))[0]
    visaasm = os.path.join(work, stem + ".visaasm")
    # From the root, so that a refusal names the file as the repository does.
    flags = ["--messages", messages] if messages else []
    r = subprocess.run([binary, "compile", os.path.relpath(source, ROOT), "--platform", platform, "-o", visaasm]
                       + flags, cwd=ROOT, capture_output=True, text=True)
    if r.returncode != 0:
        return None, "refused: " + first_line(r.stderr)
    r = subprocess.run([genx_ir(), visaasm, "-platform", PLATFORMS[platform][0], "-output"],
                       cwd=work, capture_output=True, text=True)
    asm = os.path.join(work, stem + ".asm")
    if r.returncode != 0 or not os.path.exists(asm):
        return None, "GenX_IR failed: " + first_line(r.stdout + r.stderr)
    return open(asm).read(), None


def intel(stem, source, stored, platform, regenerate, scratch):
    """(asm text, None) of Intel's kernel, or (None, why not)."""
    if not regenerate:
        if os.path.exists(stored):
            return open(stored).read(), None
        return None, f"no stored asm ({os.path.relpath(stored, ROOT)}; scripts/gen_igc_corpus.py)"
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import gen_igc_corpus  # noqa: E402  (only --regenerate needs ocloc and the generator)
    text = open(source).read()
    try:
        units = gen_igc_corpus.compile_one(text, stem, PLATFORMS[platform][1], scratch, False)
    except gen_igc_corpus.CompileError as e:
        return None, str(e)
    path = units.get((stem, "asm"))
    return (open(path).read(), None) if path else (None, "ocloc wrote no .asm")


def first_line(text):
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0] if lines else "(no message)"


# --- the report ------------------------------------------------------------

FIELDS = ["core", "movs", "sends", "grf", "spills"]


def measure(binaries, platforms, kernels, regenerate):
    """`binaries`: (label, path, --messages value or None) per column."""
    report = {"binaries": [{"label": label, "path": path, "messages": messages} for label, path, messages in binaries],
              "platforms": []}
    with tempfile.TemporaryDirectory() as scratch:
        for platform in platforms:
            grf_bytes = PLATFORMS[platform][2]
            rows = []
            for stem, source, stored in corpus(kernels):
                row = {"kernel": stem, "source": os.path.relpath(source, ROOT)}
                text, why = intel(stem, source, stored[platform], platform, regenerate, scratch)
                row["intel"] = count(text, grf_bytes) if text else {"missing": why}
                row["ours"] = []
                for _, path, messages in binaries:
                    text, why = ours(path, messages, source, platform, scratch)
                    side = count(text, grf_bytes) if text else {"missing": why}
                    if text and "core" in row["intel"]:
                        side["ratio"] = round(side["core"] / max(row["intel"]["core"], 1), 3)
                    row["ours"].append(side)
                rows.append(row)
            division = exact_division(platform, rows, grf_bytes, regenerate, scratch)
            report["platforms"].append({"platform": platform, "device": PLATFORMS[platform][0], "kernels": rows,
                                        "totals": totals(rows, len(binaries)), "exact_division": division})
    return report


def exact_division(platform, rows, grf_bytes, regenerate, scratch):
    """What an exact 8-lane division costs Intel (exact - approximate core instructions), and per kernel with
    plain 8-lane `fdiv`s Intel's count with them exact and each binary's ratio to it; None off DG2."""
    if platform not in DIVISION:
        return None
    cores = {}
    for kernel in ("exact", "approximate"):
        text, why = division_asm(kernel, platform, regenerate, scratch)
        if text is None:
            return {"missing": why}
        cores[kernel] = count(text, grf_bytes)["core"]
    extra = cores["exact"] - cores["approximate"]
    kernels = []
    for row in rows:
        n = len(PLAIN_FDIV8.findall(open(os.path.join(ROOT, row["source"])).read()))
        if n == 0 or "core" not in row["intel"]:
            continue
        intel_exact = row["intel"]["core"] + n * extra
        ratios = [round(side["core"] / intel_exact, 3) if "core" in side else None for side in row["ours"]]
        kernels.append({"kernel": row["kernel"], "fdivs": n, "intel": row["intel"]["core"],
                        "intel_exact": intel_exact, "ratios": ratios})
    # Per binary, the largest ratio with those kernels' like-for-like ratios.
    adjusted = {k["kernel"]: k["ratios"] for k in kernels}
    largest = []
    for b in range(len(rows[0]["ours"]) if rows else 0):
        ratios = [(adjusted[r["kernel"]][b] if r["kernel"] in adjusted else r["ours"][b].get("ratio"), r["kernel"])
                  for r in rows]
        ratio, kernel = max(((r, k) for r, k in ratios if r is not None), default=(None, None))
        largest.append({"kernel": kernel, "ratio": ratio} if kernel else None)
    return {**cores, "extra": extra, "kernels": kernels, "max_ratio": largest}


def division_asm(kernel, platform, regenerate, scratch):
    """(asm text, None) of Intel's `kernel` of testdata/igc/division, or (None, why not)."""
    if not regenerate:
        path = os.path.join(DIVISION[platform], kernel + ".asm")
        if os.path.exists(path):
            return open(path).read(), None
        return None, f"no stored asm ({os.path.relpath(path, ROOT)}; scripts/gen_igc_corpus.py --set division)"
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import gen_igc_corpus  # noqa: E402
    try:
        kernels = gen_igc_corpus.compile_opencl(gen_igc_corpus.DIVISION_SOURCE, PLATFORMS[platform][1],
                                                gen_igc_corpus.DIVISION_OPTIONS, scratch)
    except gen_igc_corpus.CompileError as e:
        return None, str(e)
    return (open(kernels[kernel]).read(), None) if kernel in kernels else (None, f"ocloc wrote no {kernel}")


def totals(rows, n_binaries):
    """Per binary: sums over the kernels both it and Intel compile, the ratio of the sums, the largest ratio."""
    out = []
    for b in range(n_binaries):
        both = [r for r in rows if "core" in r["intel"] and "core" in r["ours"][b]]
        t = {"kernels": len(both)}
        for side in ("intel", "ours"):
            t[side] = {f: sum((r[side] if side == "intel" else r[side][b])[f] for r in both) for f in FIELDS}
        t["ratio"] = round(t["ours"]["core"] / max(t["intel"]["core"], 1), 3)
        worst = max(both, key=lambda r: r["ours"][b]["ratio"], default=None)
        t["max_ratio"] = {"kernel": worst["kernel"], "ratio": worst["ours"][b]["ratio"]} if worst else None
        out.append(t)
    return out


def print_report(report):
    labels = [b["label"] for b in report["binaries"]]
    for plat in report["platforms"]:
        print(f"{plat['device']} ({plat['platform']}): core instructions (without payload prologue, fences, "
              f"end of thread, ret, sync, nop); movs, sends, GRFs, spills")
        head = f"  {'kernel':<26} {'Intel core':>10} {'mov':>4} {'send':>4} {'grf':>4} {'spl':>3}"
        for label in labels:
            head += f" | {label[:10]:>10} {'mov':>4} {'send':>4} {'grf':>4} {'spl':>3} {'ratio':>6}"
        print(head)
        for row in plat["kernels"]:
            line = f"  {row['kernel']:<26} " + side_text(row["intel"])
            for side in row["ours"]:
                line += " | " + side_text(side) + (f" {side['ratio']:>5.2f}x" if "ratio" in side else " " * 7)
            print(line)
            missing = [("Intel", row["intel"])] + list(zip(labels, row["ours"]))
            for who, side in missing:
                if "missing" in side:
                    print(f"  {'':<26} {who}: {side['missing'][:150]}")
        for label, t in zip(labels, plat["totals"]):
            worst = t["max_ratio"]
            print(f"  total {label} ({t['kernels']} kernels): core {t['ours']['core']} / Intel's {t['intel']['core']}"
                  f" = {t['ratio']:.2f}x; movs {t['ours']['movs']} / {t['intel']['movs']}"
                  f" = {t['ours']['movs'] / max(t['intel']['movs'], 1):.2f}x; sends {t['ours']['sends']} / "
                  f"{t['intel']['sends']}; spills {t['ours']['spills']} / {t['intel']['spills']}; largest ratio "
                  + (f"{worst['ratio']:.2f}x ({worst['kernel']})" if worst else "-"))
        print_division(plat, labels)
        print()


def print_division(plat, labels):
    division = plat.get("exact_division")
    if division is None:
        return
    if "missing" in division:
        print(f"  exact division: {division['missing']}")
        return
    print(f"  exact division, like for like: Intel's exact 8-lane division is {division['exact']} core against "
          f"{division['approximate']} approximate (testdata/igc/division), {division['extra']:+d} per plain fdiv")
    for k in division["kernels"]:
        ratios = ", ".join(f"{label} {r:.2f}x" if r is not None else f"{label} -"
                           for label, r in zip(labels, k["ratios"]))
        print(f"    {k['kernel']}: Intel's {k['intel']} with its {k['fdivs']} fdiv exact: {k['intel_exact']}; {ratios}")
    for label, worst in zip(labels, division["max_ratio"]):
        if worst:
            print(f"    largest ratio of {label} with those: {worst['ratio']:.2f}x ({worst['kernel']})")


def side_text(side):
    if "core" not in side:
        return f"{'-':>10} {'':>4} {'':>4} {'':>4} {'':>3}"
    return f"{side['core']:>10} {side['movs']:>4} {side['sends']:>4} {side['grf']:>4} {side['spills']:>3}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", action="append", metavar="[LABEL=]PATH",
                        help="a visa-lower to measure (repeatable; default: build it)")
    parser.add_argument("--platform", action="append", choices=sorted(PLATFORMS), help="default: both")
    parser.add_argument("--kernel", action="append", help="only this kernel (repeatable)")
    parser.add_argument("--regenerate", action="store_true", help="compile Intel's side with ocloc instead of "
                        "reading the stored .asm")
    parser.add_argument("--messages", action="append", choices=["legacy", "lsc"],
                        help="passed to `visa-lower compile` (repeatable: one column per binary and value, e.g. "
                        "--messages lsc --messages legacy; default: the platform's own choice)")
    parser.add_argument("--json", action="store_true", help="JSON instead of the table")
    parser.add_argument("--count", metavar="ASM", help="print the counts of one .asm file and exit")
    args = parser.parse_args()
    platforms = args.platform or list(PLATFORMS)

    if args.count:
        counts = count(open(args.count).read(), PLATFORMS[platforms[0]][2])
        if args.json:
            print(json.dumps(counts, indent=2))
        else:
            print(" ".join(f"{k}={v}" for k, v in counts.items() if k != "excluded"))
            print("excluded: " + ", ".join(f"{k} {v}" for k, v in counts["excluded"].items()))
        return

    if args.binary:
        binaries = []
        for k, arg in enumerate(args.binary):
            label, _, path = arg.rpartition("=") if "=" in arg else ("ours" if len(args.binary) == 1 else f"#{k + 1}",
                                                                     "", arg)
            binaries.append((label, os.path.abspath(path)))
    else:
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "visa-lower"], cwd=ROOT, check=True)
        binaries = [("ours", os.path.join(ROOT, "target", "release", "visa-lower"))]
    if args.messages:
        binaries = [(f"{label}/{m}" if len(binaries) > 1 else m, path, m) for label, path in binaries
                    for m in args.messages]
    else:
        binaries = [(label, path, None) for label, path in binaries]
    report = measure(binaries, platforms, args.kernel, args.regenerate)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)


if __name__ == "__main__":
    main()
