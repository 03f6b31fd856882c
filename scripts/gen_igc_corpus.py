#!/usr/bin/env python3
"""Regenerates testdata/igc/: IGC's own .visaasm for the kernels of testdata/igc/src/.

Each source is a VC-style LLVM IR kernel (a `spir_kernel` with the "VCFunction"
attribute and "VCArgumentKind"/"VCArgumentDesc" on its arguments, the
conventions of the vc-intrinsics SPIR-V reader adaptor, which turns them into
the `genx.kernels` metadata the vector compiler needs). It is assembled with
LLVM 14's `llvm-as` and compiled by Intel's `ocloc` with the vector compiler
(`-vc-codegen`; without it the genx intrinsics are dropped), once per
platform, with IGC's shader dumps on:

    IGC_ShaderDumpEnable=1 IGC_DumpToCustomDir=DIR \\
        ocloc compile -file K.bc -llvm_input -device DEVICE -options "-vc-codegen"

IGC writes one `VC_asm<hash>_<unit>.visaasm` per kernel and per stack-called
function (`<kernel>_f<n>`); they are copied byte for byte to
testdata/igc/<platform>/<unit>.visaasm (platform = this project's name of the
ocloc device). Nothing in them is edited: they are Intel's output, kept as test
data. testdata/igc/README.md records the tool versions and this command.

Usage: scripts/gen_igc_corpus.py [--check]
  --check  regenerate into a scratch folder and compare with the committed
           files (exit 1 on any difference) instead of overwriting them.

Needs `ocloc` (Debian: intel-opencl-icd) and llvm-as 14; runs without a GPU.
"""

import argparse
import filecmp
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

# This project's platform name -> ocloc's device name.
PLATFORMS = [("gen9", "skl"), ("xelp", "tgllp"), ("xehpg", "dg2"), ("xehpc", "pvc")]
LLVM_AS = "/usr/lib/llvm-14/bin/llvm-as"
DUMP_NAME = re.compile(r"^VC_asm[0-9a-f]+_(.+)\.visaasm$")


def compile_one(src, device, scratch):
    """Compiles one source for one device; returns {unit name: dump path}."""
    bc = os.path.join(scratch, os.path.basename(src) + ".bc")
    subprocess.run([LLVM_AS, src, "-o", bc], check=True)
    dump = os.path.join(scratch, "dump-" + device + "-" + os.path.basename(src))
    os.makedirs(dump)
    env = dict(os.environ, IGC_ShaderDumpEnable="1", IGC_DumpToCustomDir=dump)
    cmd = ["ocloc", "compile", "-file", bc, "-llvm_input", "-device", device, "-options", "-vc-codegen"]
    # ocloc writes its binaries to the working directory: keep them in the scratch folder.
    r = subprocess.run(cmd, env=env, cwd=scratch, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{src}: ocloc failed for {device}:\n{r.stdout}{r.stderr}")
    units = {}
    for path in sorted(glob.glob(os.path.join(dump, "*.visaasm"))):
        m = DUMP_NAME.match(os.path.basename(path))
        if m:
            units[m.group(1)] = path
    if not units:
        sys.exit(f"{src}: ocloc wrote no .visaasm for {device} (is the kernel a VC kernel?)")
    return units


def generate(root, out):
    sources = sorted(glob.glob(os.path.join(root, "src", "*.ll")))
    with tempfile.TemporaryDirectory() as scratch:
        for platform, device in PLATFORMS:
            dest = os.path.join(out, platform)
            os.makedirs(dest, exist_ok=True)
            for src in sources:
                for unit, path in compile_one(src, device, scratch).items():
                    shutil.copyfile(path, os.path.join(dest, unit + ".visaasm"))
    return sum(len(glob.glob(os.path.join(out, p, "*.visaasm"))) for p, _ in PLATFORMS)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", "testdata", "igc"))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the committed dumps instead of writing")
    args = parser.parse_args()
    if shutil.which("ocloc") is None:
        sys.exit("ocloc not found (Debian: apt-get install intel-opencl-icd)")
    if not args.check:
        for platform, _ in PLATFORMS:
            for stale in glob.glob(os.path.join(root, platform, "*.visaasm")):
                os.remove(stale)
        n = generate(root, root)
        print(f"wrote {n} dumps to {root}")
        return
    with tempfile.TemporaryDirectory() as fresh:
        n = generate(root, fresh)
        differ = []
        for platform, _ in PLATFORMS:
            a, b = os.path.join(root, platform), os.path.join(fresh, platform)
            names = sorted(set(os.listdir(b)) | set(f for f in os.listdir(a) if f.endswith(".visaasm")))
            differ += [f"{platform}/{f}" for f in names if not (os.path.exists(os.path.join(a, f))
                       and os.path.exists(os.path.join(b, f)) and filecmp.cmp(os.path.join(a, f), os.path.join(b, f), shallow=False))]
        if differ:
            sys.exit("differ from a fresh compile: " + ", ".join(differ))
        print(f"{n} dumps match a fresh compile")


if __name__ == "__main__":
    main()
