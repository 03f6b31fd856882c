#!/usr/bin/env python3
"""Writes the generated FileCheck blocks of testdata/lower/*.ll (as LLVM's
utils/update_test_checks.py does for its tests): for every function, the
message intrinsics after the whole pipeline (`LEGAL`, select_*.ll only) and
the messages and predicates of its `.visaasm` (`VISA`), on all four
platforms, with one check prefix per group of platforms whose output agrees
(`VISA` for all four, `VISA-GRF32` for gen9/xelp/xehpg, else the platform
names), and the diagnostic on a platform that refuses the file.

The hand-written CHECK lines of each file are left alone. Generated lines
are regenerated from scratch on every run: review `git diff` before
committing, as with any snapshot.

Usage: scripts/update_lower_checks.py [FILE.ll ...]   (default: all of testdata/lower)
(uses target/debug/visa-lower; run `cargo build` first)
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "target", "debug", "visa-lower")
PLATFORMS = ["gen9", "xelp", "xehpg", "xehpc"]
# Files that test diagnostics only: nothing to emit.
ERROR_ONLY = {"legalize_errors.ll", "select_unsupported.ll", "error_location_after_rewrite.ll"}
MESSAGES = (
    "svm_gather", "svm_scatter", "svm_block_ld", "svm_block_st", "gather4_scaled", "scatter4_scaled",
    "gather_scaled", "scatter_scaled", "qw_gather", "qw_scatter", "oword_ld_unaligned", "oword_ld", "oword_st",
    "typed_atomic", "dword_atomic", "svm_atomic",
)
GENERATED_CHECK = re.compile(r"^; (VISA|LEGAL)[A-Z0-9-]*:")
GENERATED_RUN = re.compile(r"^; RUN: .*--check-prefix(es)?=(VISA|LEGAL)")
EMIT_INPUT_RUN = re.compile(r"^; RUN: sed .* > %t\.emit\.ll$")


def prefix_for(group, base):
    if len(group) == len(PLATFORMS):
        return base
    if group == ["gen9", "xelp", "xehpg"]:
        return f"{base}-GRF32"
    return base + "-" + "-".join(p.upper() for p in group)


def compile_file(path, platform, emit):
    args = [BINARY, "compile", path, "--platform", platform]
    if emit == "llvm":
        args += ["--emit", "llvm"]
    result = subprocess.run(args, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


def visaasm_lines(text):
    """kernel name -> its `.kernel` line, `setp`s and messages, in order."""
    kernels, current = {}, None
    for line in text.splitlines():
        # Instructions are indented; labels and `.function` lines (whose
        # names may contain a mnemonic) are not.
        instruction = line.startswith("    ")
        line = line.strip()
        if line.startswith(".kernel "):
            current = line.split()[1]
            kernels[current] = []
        elif current and instruction and (line.startswith("setp ") or any(m in line.split(" (")[0] for m in MESSAGES)):
            kernels[current].append(line)
    return kernels


def llvm_lines(text):
    """function name -> its message-intrinsic calls after legalize, in order."""
    functions, current = {}, None
    for line in text.splitlines():
        m = re.match(r"define .*@([\w.$-]+)\(", line)
        if m:
            current = m.group(1)
            functions[current] = []
        elif current and re.search(r"call .*@llvm\.(genx|visa)\.", line):
            functions[current].append(line.strip())
        elif line == "}":
            current = None
    return functions


def error_line(stderr):
    for line in stderr.splitlines():
        if ": error: " in line:
            message = line.split(": error: ", 1)[1]
            # The platform list and the citation after it are checked by the legalize tests.
            return "error: " + message.split("; platforms that have it")[0]
    return stderr.strip().splitlines()[0] if stderr.strip() else "error"


def escape(line):
    """A FileCheck pattern for a literal line ({{ and [[ are pattern syntax)."""
    return line.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")


def visa_pattern(line):
    """A `.visaasm` line with the emitter's numbered names (V33, P1) as
    patterns: the checks pin operands, offsets and exec control, not the
    numbering (an alias of one, `V34_d`, keeps its suffix)."""
    return re.sub(r"\b([VP])[0-9]+(?=\b|_[a-z]+\b)", r"{{\1[0-9]+}}", escape(line))


def groups_of(outputs):
    """[(platforms, value)] for platforms whose values agree, in platform order."""
    groups = []
    for platform in PLATFORMS:
        if platform not in outputs:
            continue
        for members, value in groups:
            if value == outputs[platform]:
                members.append(platform)
                break
        else:
            groups.append(([platform], outputs[platform]))
    return groups


def update(path):
    name = os.path.basename(path)
    with open(path) as f:
        lines = [l for l in f.read().splitlines() if not (GENERATED_CHECK.match(l) or GENERATED_RUN.match(l) or EMIT_INPUT_RUN.match(l))]
    text = "\n".join(lines) + "\n"
    # Functions calling @unknown (the aliasing operations of the merge tests) cannot be emitted.
    unknown = [m.group(1) for m in re.finditer(r"^define [^@]*@([\w.$-]+)\(", text, re.M)
               if "@unknown(" in text[m.end():text.find("\n}", m.end())]]
    sed = None
    emit_text = text
    if unknown:
        pattern = "\\|".join(unknown)
        sed = f"; RUN: sed '/^define .*@\\({pattern}\\)(/,/^}}/d' %s > %t.emit.ll"
        emit_text = subprocess.run(["sed", f"/^define .*@\\({pattern}\\)(/,/^}}/d"], input=text,
                                   capture_output=True, text=True, check=True).stdout
    with tempfile.TemporaryDirectory() as tmp:
        emit_path = os.path.join(tmp, name)
        with open(emit_path, "w") as f:
            f.write(emit_text)
        visa, legal, errors = {}, {}, {}
        for platform in PLATFORMS:
            rc, out, err = compile_file(emit_path, platform, "visaasm")
            if rc == 0:
                visa[platform] = visaasm_lines(out)
            else:
                errors[platform] = error_line(err)
            if name.startswith("select_") and rc == 0:
                rc, out, err = compile_file(emit_path, platform, "llvm")
                legal[platform] = llvm_lines(out)

    functions = [m.group(1) for m in re.finditer(r"^define [^@]*@([\w.$-]+)\(", emit_text, re.M)]
    # Per function: [(prefix, lines)] blocks, and the prefixes each platform's RUN line needs.
    blocks = {f: [] for f in functions}
    prefixes = {kind: {p: set() for p in PLATFORMS} for kind in ("VISA", "LEGAL")}
    for kind, outputs in (("LEGAL", legal), ("VISA", visa)):
        pattern = visa_pattern if kind == "VISA" else escape
        for f in functions:
            # Grouped by pattern: platforms whose output differs only in numbering share checks.
            per_platform = {p: tuple(pattern(l) for l in o.get(f, ())) for p, o in outputs.items()}
            for members, body in groups_of(per_platform):
                prefix = prefix_for(members, kind)
                for p in members:
                    prefixes[kind][p].add(prefix)
                label = f".kernel {f}{{{{$}}}}" if kind == "VISA" else f"define {{{{.*}}}}@{f}("
                block = [f"; {prefix}-LABEL: {label}"] + [f"; {prefix}: {l}" for l in body]
                if kind == "VISA":
                    block.append(f"; {prefix}-NOT: {{{{{'|'.join(MESSAGES)}}}}}")
                blocks[f].append(block)

    run_lines = [sed] if sed else []
    source = "%t.emit.ll" if sed else "%s"
    for platform in PLATFORMS:
        if prefixes["LEGAL"][platform]:
            run_lines.append(f"; RUN: visa-lower compile {source} --emit llvm --verify-each --platform {platform} "
                             f"| FileCheck %s --check-prefixes={','.join(sorted(prefixes['LEGAL'][platform]))}")
    for platform in PLATFORMS:
        if platform in errors:
            prefix = f"VISA-ERR-{platform.upper()}"
            run_lines.append(f"; RUN: not visa-lower compile {source} --platform {platform} 2>&1 "
                             f"| FileCheck %s --check-prefix={prefix}")
        elif prefixes["VISA"][platform]:
            run_lines.append(f"; RUN: visa-lower compile {source} --platform {platform} "
                             f"| FileCheck %s --check-prefixes={','.join(sorted(prefixes['VISA'][platform]))}")

    while lines and not lines[-1].strip():
        lines.pop()
    out = []
    last_run = max(i for i, l in enumerate(lines) if l.startswith("; RUN:"))
    for i, line in enumerate(lines):
        m = re.match(r"define [^@]*@([\w.$-]+)\(", line)
        if m and m.group(1) in blocks:
            for block in blocks[m.group(1)]:
                out.extend(block)
        out.append(line)
        if i == last_run:
            out.extend(run_lines)
    if errors:
        out.append("")
        for platform, message in errors.items():
            out.append(f"; VISA-ERR-{platform.upper()}: {escape(message)}")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    paths = sys.argv[1:] or sorted(
        os.path.join(ROOT, "testdata", "lower", n) for n in os.listdir(os.path.join(ROOT, "testdata", "lower"))
        if n.endswith(".ll")
    )
    for path in paths:
        if os.path.basename(path) not in ERROR_ONLY:
            update(path)


if __name__ == "__main__":
    main()
