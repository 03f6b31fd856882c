#!/usr/bin/env python3
"""Regenerates Intel's output for this project's kernels (testdata/igc/).

Each kernel is assembled with LLVM 14's `llvm-as` and compiled by Intel's
`ocloc` with the vector compiler (`-vc-codegen`; without it the genx
intrinsics are dropped), once per platform, with IGC's shader dumps on:

    IGC_ShaderDumpEnable=1 IGC_DumpToCustomDir=DIR \\
        ocloc compile -file K.bc -llvm_input -device DEVICE -options "-vc-codegen"

IGC writes `VC_asm<hash>_<unit>.visaasm` per kernel and per stack-called
function (`<kernel>_f<n>`), and `VC_asm<hash>_<kernel>.asm`, the Gen assembly
its finalizer made of the kernel (stack-called functions included). The files
kept are copied byte for byte: they are Intel's output, kept as test data
(testdata/igc/README.md: tool versions, the layout, the adaptor).

Five sets (platform = this project's name of the ocloc device):

  dialect   testdata/igc/src/*.ll, VC kernels written for the dialect IGC
            prints -> testdata/igc/<platform>/<unit>.visaasm on gen9, xelp,
            xehpg, xehpc, and <kernel>.asm on xehpg and xehpc
  abi       testdata/igc/abi/*.ll, VC kernels showing Intel's ABI, which
            `visa-lower validate` follows (docs/validate.md)
            -> testdata/igc/abi/<platform>/<unit>.visaasm on xehpg, xehpc
  codesize  testdata/igc/codesize/*.ll, the code-size corpus (VC kernels with
            launch specs; scripts/bench_codegen.py)
            -> testdata/igc/codesize/<platform>/<unit>.{visaasm,asm} on xehpg, xehpc
  adapted   every kernel of testdata/ outside testdata/igc/ (a .ll with a
            launch spec, docs/harness.md): plain LLVM IR, made a VC kernel by
            `adapt` (below) -> testdata/igc/adapted/<platform>/<folder>/<stem>.visaasm
            on xehpg and xehpc when Intel compiles it; whether it does, and
            why not, for every one: testdata/igc/adapted/kernels.md
  division  testdata/igc/division/division.cl, OpenCL C (not the vector
            compiler, whose finalizer refuses an IEEE division on DG2:
            "IEEE instruction divm is not supported on DG2 platform"),
            compiled with `-cl-fp32-correctly-rounded-divide-sqrt`
            -> testdata/igc/division/xehpg/<kernel>.asm: what an exact
            float division costs Intel's compiler (scripts/bench_codegen.py)

The adaptor (`adapt`, `--adapt FILE` prints its output) leaves every
instruction of the kernel's body as it is. It changes:
  1. the kernel (the launch spec's `kernel`, else the module's first defined
     function that is not internal or private, as `visa-lower run` picks it):
     the calling convention `spir_kernel`; on each parameter
     `"VCArgumentKind"="0"` (general), and `"VCArgumentDesc"="svmptr_t"` on
     a scalar pointer into global memory (address space 0 or 1); the function
     attributes `"VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="S"`
     (S: the launch spec's SLM size, default 65536, when the module mentions
     `addrspace(3)`, else 0). That is what IGC's SPIR-V reader adaptor turns
     into the `genx.kernels` metadata the vector compiler needs;
  2. a kernel that returns a value (a VC kernel returns void): the function
     is renamed `<name>.body`, made `internal` and `alwaysinline`, and a new
     kernel `<name>` with the same parameters (attributes as in 1) plus one
     last parameter, `i8 addrspace(1)* %visa_lower.retval` (svmptr_t; `ptr
     addrspace(1)` in an opaque-pointer module), calls it and stores the
     returned value there (`store <type> %r, ..., align 16`: the bytes of
     the value as LLVM's DataLayout lays them out);
  3. the module: the defined functions the kernel does not call (directly or
     through others) are removed (Intel's compiler would compile them too,
     and fail on what they do).
Kernel inputs then come in the order of the IR's parameters (the retval
pointer last), under Intel's ABI: `<N x i1>` arguments one byte per lane,
SLM pointers 8 bytes (`visa-lower` passes a bitmask and a 4-byte offset).

Usage: scripts/gen_igc_corpus.py [--check] [--set dialect|abi|codesize|adapted|division]... [--adapt FILE]
  --check    regenerate into a scratch folder and compare with the committed
             files (exit 1 on any difference) instead of overwriting them
  --set      only these sets (default: all five)
  --adapt    print the VC kernel `adapt` makes of FILE and exit

Needs `ocloc` (Debian: intel-opencl-icd) and llvm-as 14; runs without a GPU.
"""

import argparse
import concurrent.futures
import filecmp
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import tomllib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
TESTDATA = os.path.join(ROOT, "testdata")
IGC = os.path.join(TESTDATA, "igc")

# This project's platform name -> ocloc's device name.
DEVICES = {"gen9": "skl", "xelp": "tgllp", "xehpg": "dg2", "xehpc": "pvc"}
ALL_PLATFORMS = ["gen9", "xelp", "xehpg", "xehpc"]
# The platforms of the code-size benchmark and of `visa-lower validate`.
BENCH_PLATFORMS = ["xehpg", "xehpc"]
LLVM_AS = "/usr/lib/llvm-14/bin/llvm-as"
DUMP_NAME = re.compile(r"^VC_asm[0-9a-f]+_(.+)\.(visaasm|asm)$")
# The division set: its source, its device, and the options it is compiled with.
DIVISION_SOURCE = os.path.join(IGC, "division", "division.cl")
DIVISION_PLATFORM = "xehpg"
DIVISION_OPTIONS = "-cl-fp32-correctly-rounded-divide-sqrt"
RECORD = os.path.join(IGC, "adapted", "kernels.md")
SETS = ["dialect", "abi", "codesize", "adapted", "division"]
# IGC 1.0.12504 loops forever on some inputs (testdata/generic/atomics.ll); a
# compile takes well under a second otherwise.
OCLOC_TIMEOUT = 60


class CompileError(Exception):
    """ocloc refused a kernel: the reason, one line."""


# --- compiling -------------------------------------------------------------


def compile_one(text, name, device, scratch, opaque):
    """Compiles LLVM IR text for one device; returns {(unit, ext): dump path}."""
    work = tempfile.mkdtemp(dir=scratch)
    ll, bc = os.path.join(work, name + ".ll"), os.path.join(work, name + ".bc")
    with open(ll, "w") as f:
        f.write(text)
    r = subprocess.run([LLVM_AS] + (["-opaque-pointers"] if opaque else []) + [ll, "-o", bc],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise CompileError("llvm-as: " + first_line(r.stderr))
    dump = run_ocloc(["-file", bc, "-llvm_input", "-device", device, "-options", "-vc-codegen"], work)
    units = {}
    for path in sorted(glob.glob(os.path.join(dump, "VC_asm*"))):
        m = DUMP_NAME.match(os.path.basename(path))
        if m:
            units[(m.group(1), m.group(2))] = path
    if not any(ext == "visaasm" for _, ext in units):
        raise CompileError("ocloc succeeded but wrote no .visaasm")
    return units


def compile_opencl(source, device, options, scratch):
    """Compiles OpenCL C for one device; returns {kernel: the finalizer's .asm path}."""
    dump = run_ocloc(["-file", source, "-device", device, "-options", options], tempfile.mkdtemp(dir=scratch))
    kernels = {}
    for path in sorted(glob.glob(os.path.join(dump, "OCL_asm*.asm"))):
        with open(path) as f:
            m = re.match(r"//\.kernel (\S+)", f.readline())
        if m:
            kernels[m.group(1)] = path
    if not kernels:
        raise CompileError("ocloc succeeded but wrote no .asm")
    return kernels


def run_ocloc(args, work):
    """`ocloc compile ARGS` in `work` with IGC's shader dumps on; returns the dump folder."""
    dump = os.path.join(work, "dump")
    os.makedirs(dump)
    cmd = ["ocloc", "compile"] + args
    env = dict(os.environ, IGC_ShaderDumpEnable="1", IGC_DumpToCustomDir=dump)
    env.pop("IGC_VCInternalOptions", None)
    # ocloc writes its binaries to the working directory: keep them in the scratch folder.
    try:
        r = subprocess.run(cmd, env=env, cwd=work, capture_output=True, text=True, errors="replace",
                           timeout=OCLOC_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise CompileError(f"ocloc does not finish in {OCLOC_TIMEOUT} s (stopped)") from None
    if r.returncode != 0:
        raise CompileError(ocloc_failure(cmd, work, r))
    return dump


def run_division(out, scratch):
    """Intel's OpenCL compile of the division kernels; returns the number of files written."""
    try:
        kernels = compile_opencl(DIVISION_SOURCE, DEVICES[DIVISION_PLATFORM], DIVISION_OPTIONS, scratch)
    except CompileError as e:
        raise CompileError(f"{os.path.relpath(DIVISION_SOURCE, ROOT)}: {e}") from None
    dest = os.path.join(out, "division", DIVISION_PLATFORM)
    os.makedirs(dest, exist_ok=True)
    for kernel, path in sorted(kernels.items()):
        shutil.copyfile(path, os.path.join(dest, kernel + ".asm"))
    return len(kernels)


def ocloc_failure(cmd, work, result):
    """Why ocloc failed, in one line: IGC's error (an `LLVM ERROR:` line, with
    the instruction printed before it when the error does not name one), or
    for a crash without a message the pass it was running (LLVM's
    -debug-pass=Executions, asked for through IGC_VCInternalOptions on a
    second run)."""
    ignore = ("Compilation from IR", "Build failed", "Command was", "Build succeeded")
    lines = [" ".join(line.split()) for line in (result.stdout + result.stderr).splitlines()]
    lines = [line for line in lines if line and not line.startswith(ignore)]
    for i, line in enumerate(lines):
        if "LLVM ERROR:" in line:
            message = line[line.index("LLVM ERROR:"):]
            if " failed for: " not in message and i > 0 and "LLVM ERROR" not in lines[i - 1]:
                message += f" (`{lines[i - 1]}`)"
            return "ocloc: " + message
    if lines:
        return "ocloc: " + lines[0]
    if result.returncode < 0:
        how = signal.Signals(-result.returncode).name
    else:
        how = f"exit code {result.returncode}"
    env = dict(os.environ, IGC_VCInternalOptions="-llvm-options='-debug-pass=Executions'")
    try:
        again = subprocess.run(cmd, env=env, cwd=work, capture_output=True, text=True, errors="replace",
                               timeout=OCLOC_TIMEOUT)
        passes = re.findall(r"Executing Pass '([^']+)'", again.stdout + again.stderr)
    except subprocess.TimeoutExpired:
        passes = []
    where = f" in IGC's pass '{passes[-1]}'" if passes else ""
    return f"ocloc crashes ({how}) without a message{where}"


def first_line(text):
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[0].strip() if lines else "(no message)"


def is_opaque(text):
    """LLVM 14 reads `ptr` only in opaque-pointer mode (visa-lower turns it on
    when a module uses it; llvm-as needs the flag)."""
    return re.search(r"\bptr\b(?!\s*=)", strip_comments(text)) is not None


def strip_comments(text):
    return "\n".join(line.split(";", 1)[0] if not line.lstrip().startswith(";") else ""
                     for line in text.splitlines())


# --- the adaptor -----------------------------------------------------------

DEFINE = re.compile(r'^define\s+(?P<head>[^@]*?)@(?P<name>"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\((?P<rest>.*)$')
# What may come before a function's return type: linkage, visibility, calling convention.
LINKAGE = {"internal", "private", "external", "dso_local", "dso_preemptable", "hidden", "protected", "default",
           "linkonce_odr", "weak_odr", "linkonce", "weak"}
CONVENTIONS = {"ccc", "spir_func", "fastcc"}
RET_ATTRS = re.compile(r"^(noundef|zeroext|signext|inreg|noalias|nonnull|dereferenceable(_or_null)?\(\d+\)|align \d+)\s+")


class AdaptError(Exception):
    """A module the adaptor cannot make a VC kernel of: the reason."""


def functions(text):
    """Defined functions in order: (name, first line index, last line index, header match)."""
    lines = text.split("\n")
    out = []
    i = 0
    while i < len(lines):
        m = DEFINE.match(lines[i])
        if m:
            end = i
            while end < len(lines) and lines[end].rstrip() != "}":
                end += 1
            if end == len(lines):
                raise AdaptError(f"function @{m.group('name')} has no closing `}}` line")
            out.append((m.group("name"), i, end, m))
            i = end
        i += 1
    return out


def split_top(s, sep=","):
    """Splits at `sep` outside brackets and quotes."""
    parts, depth, cur, quoted = [], 0, [], False
    for ch in s:
        if quoted:
            cur.append(ch)
            quoted = ch != '"'
            continue
        if ch == '"':
            quoted = True
        elif ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return [p.strip() for p in parts]


def matching(s, i):
    """Index just past the bracket that closes s[i]."""
    pairs = {"(": ")", "<": ">", "[": "]", "{": "}"}
    stack = [pairs[s[i]]]
    j = i + 1
    while stack:
        if j >= len(s):
            raise AdaptError(f"unbalanced brackets in `{s}`")
        if s[j] in pairs:
            stack.append(pairs[s[j]])
        elif s[j] == stack[-1]:
            stack.pop()
        j += 1
    return j


def scan_type(s):
    """(type, rest) of a parameter or a return type written at the start of s."""
    s = s.lstrip()
    if not s:
        raise AdaptError("missing type")
    if s[0] in "<[{":
        j = matching(s, 0)
    else:
        m = re.match(r'%"(?:[^"\\]|\\.)*"|%[-a-zA-Z$._0-9]+|[A-Za-z_][A-Za-z0-9_]*', s)
        if not m:
            raise AdaptError(f"cannot read the type of `{s}`")
        j = m.end()
    while True:
        k = j
        while k < len(s) and s[k] == " ":
            k += 1
        if s.startswith("addrspace(", k):
            j = s.index(")", k) + 1
        elif s.startswith("*", k):
            j = k + 1
        else:
            break
    return s[:j], s[j:].strip()


def pointer_space(ty):
    """The address space of a scalar pointer type, or None for any other type."""
    if ty.startswith("ptr"):
        m = re.fullmatch(r"ptr(?:\s+addrspace\((\d+)\))?", ty)
        return int(m.group(1) or 0) if m else None
    if ty.endswith("*"):
        m = re.search(r"addrspace\((\d+)\)\s*\*$", ty)
        return int(m.group(1)) if m else 0
    return None


VC_ARG = '"VCArgumentKind"="0"'
VC_SVM = '"VCArgumentDesc"="svmptr_t"'


class Param:
    """A kernel parameter: its type, attributes and name, and the type the VC
    kernel takes it as (`vc_type`, different for a vector of pointers)."""

    def __init__(self, text):
        self.type, rest = scan_type(text)
        tokens = rest.split()
        if not tokens or not tokens[-1].startswith("%"):
            raise AdaptError(f"an unnamed parameter (`{text}`)")
        self.name = tokens[-1]
        self.attrs = " ".join(tokens[:-1])
        self.vc_type = self.type
        lanes = re.fullmatch(r"<\s*(\d+)\s*x\s*(.*)>", self.type)
        space = pointer_space(lanes.group(2).strip()) if lanes else None
        if space in (0, 1, 3):
            # IGC 1.0.12504 cannot take a vector of pointers as a kernel argument (it divides
            # by zero in 'CM kernel arg offset'): the kernel takes the addresses as integers,
            # 8 bytes for global memory and 4 for SLM as visa-lower's inputs are.
            self.vc_type = f"<{lanes.group(1)} x {'i32' if space == 3 else 'i64'}>"

    def vc_text(self, name=None):
        svm = self.vc_type == self.type and pointer_space(self.type) in (0, 1)
        attrs = self.attrs if self.vc_type == self.type else ""
        return " ".join(x for x in (self.vc_type, attrs, VC_ARG, VC_SVM if svm else "", name or self.name) if x)


def launch_spec(ll_path, text):
    """The launch spec beside the file or on its `; launch:` lines (docs/harness.md), parsed, or None."""
    toml_path = os.path.splitext(ll_path)[0] + ".toml"
    if os.path.exists(toml_path):
        with open(toml_path, "rb") as f:
            return tomllib.load(f)
    inline = [line[len("; launch:"):] for line in text.splitlines() if line.startswith("; launch:")]
    return tomllib.loads("\n".join(inline)) if inline else None


def adapt(text, spec):
    """The VC kernel of a plain testdata module (see the module's docstring)."""
    opaque = is_opaque(text)
    funcs = functions(text)
    wanted = (spec or {}).get("kernel")
    if wanted is not None:
        candidates = [f for f in funcs if f[0].strip('"') == wanted]
    else:
        candidates = [f for f in funcs if not re.search(r"\b(internal|private)\b", f[3].group("head"))]
    if not candidates:
        raise AdaptError(f"no kernel function {wanted or '(no function that is not internal)'}")
    name, first, _, header = candidates[0]
    lines = text.split("\n")

    # The functions the kernel reaches through calls; the others go.
    by_name = {f[0]: f for f in funcs}
    keep, todo = set(), [name]
    while todo:
        f = todo.pop()
        if f not in keep:
            keep.add(f)
            body = "\n".join(lines[by_name[f][1] + 1:by_name[f][2] + 1])
            todo += [g for g in by_name if re.search("@" + re.escape(g) + r"\(", body)]
    drop = {i for f, lo, hi, _ in funcs if f not in keep for i in range(lo, hi + 1)}

    # `define` WORDS RETURN-TYPE @NAME(PARAMS) AFTER
    head = header.group("head").split()
    words = []
    while head and head[0] in LINKAGE | CONVENTIONS:
        words.append(head.pop(0))
    ret_text = " ".join(head)
    while RET_ATTRS.match(ret_text + " "):
        ret_text = RET_ATTRS.sub("", ret_text + " ", count=1).strip()
    ret_type, leftover = scan_type(ret_text)
    if leftover:
        raise AdaptError(f"cannot read the return type of @{name}: `{ret_text}`")
    rest = header.group("rest")
    close = matching("(" + rest, 0) - 2
    param_text, after = rest[:close], rest[close + 1:]
    if "..." in split_top(param_text):
        raise AdaptError("a variadic function")
    params = [Param(p) for p in split_top(param_text)]

    slm = int(((spec or {}).get("slm") or {}).get("size", 65536)) if "addrspace(3)" in text else 0
    fn_attrs = f'"VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="{slm}"'
    linkage = [w for w in words if w in LINKAGE and w not in ("internal", "private")]
    conventions = [w for w in words if w in CONVENTIONS]
    kernel_head = " ".join(["define"] + linkage + ["spir_kernel void @" + name])
    wrapper = []
    if ret_type == "void" and all(p.vc_type == p.type for p in params):
        lines[first] = kernel_head + "(" + ", ".join(p.vc_text() for p in params) + ")" \
            + insert_fn_attrs(after, fn_attrs)
    else:
        body = (name[:-1] + '.body"') if name.startswith('"') else name + ".body"
        lines[first] = " ".join(["define internal"] + conventions + head + ["@" + body]) \
            + "(" + param_text + ")" + insert_fn_attrs(after, "alwaysinline")
        kparams = [p.vc_text(p.name if p.vc_type == p.type else f"%visa_lower.a{i}") for i, p in enumerate(params)]
        code = [f"  {p.name} = inttoptr {p.vc_type} %visa_lower.a{i} to {p.type}"
                for i, p in enumerate(params) if p.vc_type != p.type]
        args = ", ".join(f"{p.type} {p.name}" for p in params)
        if ret_type == "void":
            code.append(f"  call void @{body}({args})")
        else:
            retval = "ptr addrspace(1)" if opaque else "i8 addrspace(1)*"
            kparams.append(f"{retval} {VC_ARG} {VC_SVM} %visa_lower.retval")
            code.append(f"  %visa_lower.r = call {ret_type} @{body}({args})")
            if opaque:
                code.append(f"  store {ret_type} %visa_lower.r, ptr addrspace(1) %visa_lower.retval, align 16")
            else:
                code += [f"  %visa_lower.p = bitcast i8 addrspace(1)* %visa_lower.retval to {ret_type} addrspace(1)*",
                         f"  store {ret_type} %visa_lower.r, {ret_type} addrspace(1)* %visa_lower.p, align 16"]
        wrapper = ["", "; The kernel Intel's vector compiler compiles (scripts/gen_igc_corpus.py, `adapt`).",
                   kernel_head + "(" + ", ".join(kparams) + ") " + fn_attrs + " {", "entry:"] \
            + code + ["  ret void", "}"]
    out = "\n".join(line for i, line in enumerate(lines) if i not in drop).rstrip("\n") + "\n"
    return out + "".join(line + "\n" for line in wrapper)


def insert_fn_attrs(after, attrs):
    """The text after a parameter list with `attrs` added before the body's `{`."""
    brace = after.rfind("{")
    if brace < 0:
        raise AdaptError("the function's `{` is not on its `define` line")
    return after[:brace].rstrip() + " " + attrs + " {" + after[brace + 1:]


# --- the sets --------------------------------------------------------------


def testdata_kernels():
    """(path relative to testdata/, text, launch spec or None) of every .ll outside testdata/igc/."""
    out = []
    for folder, dirs, files in os.walk(TESTDATA):
        dirs.sort()
        if os.path.relpath(folder, TESTDATA).split(os.sep)[0] == "igc":
            dirs.clear()
            continue
        for name in sorted(files):
            if name.endswith(".ll"):
                path = os.path.join(folder, name)
                with open(path) as f:
                    text = f.read()
                out.append((os.path.relpath(path, TESTDATA), text, launch_spec(path, text)))
    return sorted(out)


def jobs_for(sets):
    """(source path, IR text, platform, destination folder relative to the output root, keep the .asm)."""
    jobs = []
    if "dialect" in sets:
        for src in sorted(glob.glob(os.path.join(IGC, "src", "*.ll"))):
            text = open(src).read()
            for platform in ALL_PLATFORMS:
                jobs.append((os.path.relpath(src, ROOT), text, platform, platform, platform in BENCH_PLATFORMS))
    if "abi" in sets:
        for src in sorted(glob.glob(os.path.join(IGC, "abi", "*.ll"))):
            text = open(src).read()
            for platform in BENCH_PLATFORMS:
                jobs.append((os.path.relpath(src, ROOT), text, platform, os.path.join("abi", platform), False))
    if "codesize" in sets:
        for src in sorted(glob.glob(os.path.join(IGC, "codesize", "*.ll"))):
            text = open(src).read()
            for platform in BENCH_PLATFORMS:
                jobs.append((os.path.relpath(src, ROOT), text, platform, os.path.join("codesize", platform), True))
    return jobs


def run_dialect_and_codesize(jobs, out, scratch):
    """Compiles the VC kernels of `jobs`; any refusal is an error (they are written for Intel's compiler)."""
    def one(job):
        source, text, platform, dest, keep_asm = job
        try:
            units = compile_one(text, os.path.splitext(os.path.basename(source))[0], DEVICES[platform], scratch,
                                is_opaque(text))
        except CompileError as e:
            raise CompileError(f"{source}: {platform}: {e}") from None
        return dest, {k: v for k, v in units.items() if k[1] == "visaasm" or keep_asm}
    n = 0
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        for dest, units in pool.map(one, jobs):
            os.makedirs(os.path.join(out, dest), exist_ok=True)
            for (unit, ext), path in sorted(units.items()):
                shutil.copyfile(path, os.path.join(out, dest, f"{unit}.{ext}"))
                n += 1
    return n


def run_adapted(out, scratch):
    """Adapts and compiles every testdata kernel; writes the .visaasm of those
    Intel compiles and the record of all. Returns the number of files written."""
    kernels = testdata_kernels()
    work = []
    rows = {}
    skipped = []
    for rel, text, spec in kernels:
        if spec is None:
            skipped.append(rel)
            continue
        try:
            vc = adapt(text, spec)
        except AdaptError as e:
            rows[rel] = {p: f"not adapted: {e}" for p in BENCH_PLATFORMS}
            continue
        for platform in BENCH_PLATFORMS:
            work.append((rel, vc, platform, is_opaque(text)))

    def one(job):
        rel, vc, platform, opaque = job
        kernel = kernel_of(vc)
        try:
            units = compile_one(vc, os.path.splitext(os.path.basename(rel))[0], DEVICES[platform], scratch, opaque)
        except CompileError as e:
            return rel, platform, None, str(e)
        path = units.get((kernel, "visaasm"))
        if path is None:
            return rel, platform, None, f"no .visaasm of kernel {kernel}"
        return rel, platform, path, None

    n = 0
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        for rel, platform, path, reason in pool.map(one, work):
            if path:
                dest = os.path.join(out, "adapted", platform, os.path.splitext(rel)[0] + ".visaasm")
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                shutil.copyfile(path, dest)
                n += 1
                rows.setdefault(rel, {})[platform] = "compiles"
            else:
                rows.setdefault(rel, {})[platform] = reason_key(reason)
    write_record(os.path.join(out, os.path.relpath(RECORD, IGC)), rows, skipped)
    return n + 1


def kernel_of(vc_text):
    m = re.search(r'^define[^@\n]*spir_kernel[^@\n]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(', vc_text, re.M)
    return m.group(1).strip('"') if m else None


def reason_key(message):
    """A refusal in a few words: the instruction IGC names reduced to its
    intrinsic (`@llvm.ssub.sat`) or opcode (`bitcast`)."""
    def what(instruction):
        callee = re.search(r"@(llvm(?:\.[a-z_]+)+?)(?:\.(?:v\d+|i\d+|f\d+|p\d+)\w*)*\(", instruction)
        if callee:
            return callee.group(1)
        op = re.search(r"=\s*(?:tail\s+)?([a-z]+)\b", instruction)
        return op.group(1) if op else "an instruction"
    message = re.sub(r"failed for: <\s*(.*)>: ", lambda m: f"failed for {what(m.group(1))}: ", message)
    message = re.sub(r"failed for instruction (.*?): (currently|Sorry)", lambda m: f"failed for {what(m.group(1))}: {m.group(2)}",
                     message)
    message = re.sub(r"\(`(.*)`\)$", lambda m: f"({what(m.group(1))})", message)
    return message


def write_record(path, rows, skipped):
    """testdata/igc/adapted/kernels.md: per testdata kernel and platform, compiled or why not."""
    compiled = {p: sum(1 for r in rows.values() if r.get(p) == "compiles") for p in BENCH_PLATFORMS}
    reasons = {}
    for r in rows.values():
        for p in BENCH_PLATFORMS:
            if r.get(p) != "compiles":
                reasons[r[p]] = reasons.get(r[p], 0) + 1
    lines = [
        "# Testdata kernels under Intel's vector compiler",
        "",
        "Generated by `scripts/gen_igc_corpus.py` (set `adapted`; do not edit). Every",
        "kernel of `testdata/` outside `testdata/igc/` (a `.ll` with a launch spec),",
        "made a VC kernel by the script's adaptor (testdata/igc/README.md), compiled by",
        "IGC 1.0.12504 (`ocloc -vc-codegen`) for DG2 (xehpg) and PVC (xehpc). Those it",
        "compiles have their `.visaasm` in `xehpg/` and `xehpc/` under the kernel's path.",
        "IGC's errors are shortened to the intrinsic or opcode they name; a crash without",
        "a message is given with the pass LLVM was running.",
        "",
        f"{len(rows)} kernels: " + ", ".join(f"{compiled[p]} compile on {p}" for p in BENCH_PLATFORMS) + ".",
        "",
        "| why not | kernel x platform |",
        "| --- | --- |",
    ]
    for key, n in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"| {md(key)} | {n} |")
    lines += ["", "| kernel | " + " | ".join(BENCH_PLATFORMS) + " |",
              "| --- | " + " | ".join("---" for _ in BENCH_PLATFORMS) + " |"]
    for rel in sorted(rows):
        lines.append(f"| `{rel}` | " + " | ".join(md(rows[rel].get(p, "?")) for p in BENCH_PLATFORMS) + " |")
    if skipped:
        lines += ["", f"Not kernels (no launch spec), not compiled: {len(skipped)} files, "
                  + ", ".join(f"`{s}`" for s in skipped) + "."]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def md(text):
    return text.replace("|", "\\|")


def generate(sets, out):
    with tempfile.TemporaryDirectory() as scratch:
        try:
            n = run_dialect_and_codesize(jobs_for(sets), out, scratch)
            if "division" in sets:
                n += run_division(out, scratch)
        except CompileError as e:
            sys.exit(str(e))
        if "adapted" in sets:
            n += run_adapted(out, scratch)
    return n


def committed(sets):
    """The committed files the sets write, relative to testdata/igc/."""
    files = []
    if "dialect" in sets:
        for platform in ALL_PLATFORMS:
            files += glob.glob(os.path.join(IGC, platform, "*.visaasm")) + glob.glob(os.path.join(IGC, platform, "*.asm"))
    if "abi" in sets:
        for platform in BENCH_PLATFORMS:
            files += glob.glob(os.path.join(IGC, "abi", platform, "*.visaasm"))
    if "codesize" in sets:
        for platform in BENCH_PLATFORMS:
            files += glob.glob(os.path.join(IGC, "codesize", platform, "*"))
    if "division" in sets:
        files += glob.glob(os.path.join(IGC, "division", DIVISION_PLATFORM, "*.asm"))
    if "adapted" in sets:
        files += [RECORD] if os.path.exists(RECORD) else []
        for platform in BENCH_PLATFORMS:
            files += glob.glob(os.path.join(IGC, "adapted", platform, "**", "*.visaasm"), recursive=True)
    return sorted(os.path.relpath(f, IGC) for f in files)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    parser.add_argument("--set", action="append", choices=SETS, help="only this set (repeatable)")
    parser.add_argument("--adapt", metavar="FILE", help="print the VC kernel the adaptor makes of FILE")
    args = parser.parse_args()
    if args.adapt:
        text = open(args.adapt).read()
        try:
            sys.stdout.write(adapt(text, launch_spec(args.adapt, text)))
        except AdaptError as e:
            sys.exit(f"{args.adapt}: {e}")
        return
    if shutil.which("ocloc") is None:
        sys.exit("ocloc not found (Debian: apt-get install intel-opencl-icd)")
    sets = args.set or SETS
    if not args.check:
        for stale in committed(sets):
            os.remove(os.path.join(IGC, stale))
        n = generate(sets, IGC)
        print(f"wrote {n} files under {IGC}")
        return
    with tempfile.TemporaryDirectory() as fresh:
        n = generate(sets, fresh)
        made = set()
        for folder, _, files in os.walk(fresh):
            made.update(os.path.relpath(os.path.join(folder, f), fresh) for f in files)
        differ = [f for f in sorted(made | set(committed(sets)))
                  if not (f in made and os.path.exists(os.path.join(IGC, f))
                          and filecmp.cmp(os.path.join(IGC, f), os.path.join(fresh, f), shallow=False))]
        if differ:
            sys.exit(f"{len(differ)} files differ from a fresh compile: " + ", ".join(differ[:20]))
        print(f"{n} files match a fresh compile")


if __name__ == "__main__":
    main()
