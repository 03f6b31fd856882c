"""The IR and launch-spec toolkit of the generated test suites: the one
source that scripts/gen_reference_suite.py (testdata/reference/) and
scripts/gen_e2e_suite.py (testdata/e2e/) build their kernels with (types,
the `Kernel` builder and its `.ll`/`.toml` rendering, masks, operands,
buffers, the arithmetic between the memory operations) and write them with.

tests/it/generated_suites.rs reruns both generators and fails when a
committed file differs from what they write.
"""

import os
import random
import re
import shutil
import struct
import subprocess
import sys
# ----------------------------------------------------------------------------
# Types


class Ty:
    """An LLVM type: its IR spelling and its intrinsic-name mangling."""

    def __init__(self, ir, mangle, kind, bits=0, lanes=1, elem=None):
        self.ir = ir
        self.mangle = mangle
        self.kind = kind  # 'int', 'float', 'ptr', 'vec', 'i1'
        self.bits = bits
        self.lanes = lanes
        self.elem = elem

    def __str__(self):
        return self.ir

    @property
    def bytes(self):
        return self.bits // 8


I1 = Ty("i1", "i1", "i1", 1)
I8 = Ty("i8", "i8", "int", 8)
I16 = Ty("i16", "i16", "int", 16)
I32 = Ty("i32", "i32", "int", 32)
I64 = Ty("i64", "i64", "int", 64)
HALF = Ty("half", "f16", "float", 16)
FLOAT = Ty("float", "f32", "float", 32)
DOUBLE = Ty("double", "f64", "float", 64)


def ptr(elem, space, opaque):
    """A pointer to `elem` in `space`, typed or opaque."""
    suffix = f" addrspace({space})" if space else ""
    if opaque:
        return Ty("ptr" + suffix, f"p{space}", "ptr", 64, elem=elem)
    return Ty(f"{elem.ir}{suffix}*", f"p{space}{elem.mangle}", "ptr", 64, elem=elem)


def vec(n, elem):
    return Ty(f"<{n} x {elem.ir}>", f"v{n}{elem.mangle}", "vec", elem.bits, n, elem)


def fmt_float(x):
    r = repr(float(x))
    if "e" in r or "inf" in r or "nan" in r:
        raise ValueError(f"use plain exact floats, not {r}")
    return r


def scalar_const(ty, value):
    if ty.kind == "i1":
        return f"i1 {'true' if value else 'false'}"
    if ty.kind == "int":
        return f"{ty.ir} {int(value)}"
    if ty.kind == "float":
        return f"{ty.ir} {fmt_float(value)}"
    if ty.kind == "ptr":
        assert value is None
        return f"{ty.ir} null"
    raise ValueError(ty.ir)


def const_vec(elem, values):
    return "<" + ", ".join(scalar_const(elem, v) for v in values) + ">"


def splat(elem, n, value):
    return const_vec(elem, [value] * n)


def shuffle_mask(indices):
    """A shufflevector mask operand, with its type."""
    return f"<{len(indices)} x i32> {const_vec(I32, indices)}"


def half_bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


# ----------------------------------------------------------------------------
# Kernels


# The platforms whose ALU has no FP64 (passes/src/isa/target.rs, `fp64`): a
# kernel that computes on doubles is refused there (`; refused:` lines).
NO_FP64 = ("xelp", "xehpg")


class Kernel:
    """One kernel: its IR (`render_ll`) and its launch spec (`render_toml`).
    Each suite subclasses it to set `generator`, the script named in the
    files' headers (the marker that `remove_stale` recognises)."""

    generator = None

    def __init__(self, name, doc, opaque=False):
        self.name = name
        self.doc = doc.strip().splitlines()
        self.opaque = opaque
        self.params = []
        self.body = []
        self.decls = {}
        self.types = []
        self.ret = "void"
        self.buffers = []
        self.args = []
        self.tmp = 0

    # IR building ------------------------------------------------------------

    def pt(self, elem, space=1):
        return ptr(elem, space, self.opaque)

    def param(self, ty, name, value=None):
        self.params.append(f"{ty} %{name}")
        if value is not None:
            self.args.append((name, value))
        return f"%{name}"

    def fresh(self, prefix="t"):
        self.tmp += 1
        return f"%{prefix}{self.tmp}"

    def emit(self, text, prefix="t"):
        """Emits `%tN = text` and returns `%tN`."""
        name = self.fresh(prefix)
        self.body.append(f"  {name} = {text}")
        return name

    def stmt(self, text):
        self.body.append(f"  {text}")

    def gather(self, n, elem, ptrs_ty, ptrs, align, mask, passthru):
        vt, pv = vec(n, elem), vec(n, ptrs_ty)
        fname = f"llvm.masked.gather.{vt.mangle}.{pv.mangle}"
        self.decls[fname] = f"declare {vt} @{fname}({pv}, i32, <{n} x i1>, {vt})"
        return self.emit(f"call {vt} @{fname}({pv} {ptrs}, i32 {align}, <{n} x i1> {mask}, {vt} {passthru})", "v")

    def scatter(self, n, elem, ptrs_ty, value, ptrs, align, mask):
        vt, pv = vec(n, elem), vec(n, ptrs_ty)
        fname = f"llvm.masked.scatter.{vt.mangle}.{pv.mangle}"
        self.decls[fname] = f"declare void @{fname}({vt}, {pv}, i32, <{n} x i1>)"
        self.stmt(f"call void @{fname}({vt} {value}, {pv} {ptrs}, i32 {align}, <{n} x i1> {mask})")

    def gep(self, elem, base_ty, base, *indices):
        """`getelementptr elem, base_ty base, idx...` (indices as 'ty value')."""
        idx = ", ".join(indices)
        return self.emit(f"getelementptr {elem}, {base_ty} {base}, {idx}", "p")

    # Launch spec ------------------------------------------------------------

    def buffer(self, name, size=None, element=None, fill=None, data=None, seed=None, address=None):
        self.buffers.append(dict(name=name, size=size, element=element, fill=fill, data=data, seed=seed,
                                 address=address))

    # Output -----------------------------------------------------------------

    def computes_on_doubles(self):
        """Whether an instruction of the body does arithmetic on doubles
        (not only loads, stores and moves them)."""
        ops = r"= (fadd|fsub|fmul|fdiv|frem|fneg|fcmp \w+|fptrunc|fpext|sitofp|uitofp|fptosi|fptoui)\b.*double"
        return any(re.search(ops, line) for line in self.body)

    def render_ll(self):
        lines = [f"; {self.name}: {self.doc[0]}"]
        lines += [f"; {d}" if d else ";" for d in self.doc[1:]]
        lines.append(f"; Pointers: {'opaque (ptr)' if self.opaque else 'typed'}.")
        if self.computes_on_doubles():
            # Xe-LP and Xe-HPG have no FP64 (the platform table: IGC's GenX.td).
            refused = NO_FP64
            lines.append(f"; refused: {' '.join(refused)}")
        lines.append(f"; Generated by {self.generator}; the launch spec is the .toml beside this file.")
        lines.append("")
        lines += self.types
        if self.types:
            lines.append("")
        lines.append(f"define {self.ret} @{self.name}({', '.join(self.params)}) {{")
        lines.append("entry:")
        lines += self.body
        lines.append("}")
        lines.append("")
        lines += [self.decls[k] for k in sorted(self.decls)]
        return "\n".join(lines) + "\n"

    def render_toml(self):
        out = [f"# Launch spec of {self.name}.ll (generated by {self.generator}).",
               f'kernel = "{self.name}"', ""]
        for b in self.buffers:
            out.append("[[buffer]]")
            out.append(f'name = "{b["name"]}"')
            for key in ("size", "address"):
                if b[key] is not None:
                    out.append(f"{key} = {toml_value(b[key])}")
            for key in ("element", "fill"):
                if b[key] is not None:
                    out.append(f'{key} = "{b[key]}"')
            if b["seed"] is not None:
                out.append(f"seed = {b['seed']}")
            if b["data"] is not None:
                out.append(f"data = {toml_value(b['data'])}")
            out.append("")
        if self.args:
            out.append("[args]")
            for name, value in self.args:
                out.append(f"{name} = {toml_value(value)}")
        return "\n".join(out).rstrip() + "\n"


def toml_value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, Mask):
        return f"0b{int(v):b}"  # bit i = lane i
    if isinstance(v, int):
        return hex(v) if v > 0xFFFF else str(v)
    if isinstance(v, float):
        return fmt_float(v)
    if isinstance(v, str):
        return f'"{v}"'
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(v)


class Mask(int):
    """A bitmask for a `<N x i1>` argument (printed in hex)."""


def mask_bits(lanes):
    return Mask(sum(1 << i for i, on in enumerate(lanes) if on))


def pattern_lanes(rng, n):
    """A mixed mask: some lanes on, some off (one lane: on)."""
    if n == 1:
        return [True]
    lanes = [rng.random() < 0.6 for _ in range(n)]
    lanes[0], lanes[-1] = True, False
    return lanes


def mask_operand(k, rng, n, kind, name="m"):
    """The mask operand for a kind: const, var, zero, ones."""
    if kind == "const":
        return const_vec(I1, pattern_lanes(rng, n))
    if kind == "var":
        return k.param(f"<{n} x i1>", name, mask_bits(pattern_lanes(rng, n)))
    if kind == "zero":
        return "zeroinitializer"
    if kind == "ones":
        return splat(I1, n, True)
    raise ValueError(kind)


def values_for(elem, rng, n):
    """Exact sample values of `elem` (for constants and arguments)."""
    if elem.kind == "int":
        return [rng.randrange(0, 1 << elem.bits) for _ in range(n)]
    return [rng.randrange(-64, 64) * 0.25 for _ in range(n)]


def ir_int(elem, v):
    """An unsigned launch value as a signed IR literal."""
    return v - (1 << elem.bits) if v >= 1 << (elem.bits - 1) else v


def passthru_operand(k, rng, n, elem, kind, name="pt"):
    vals = values_for(elem, rng, n)
    if kind == "const":
        return const_vec(elem, [ir_int(elem, v) if elem.kind == "int" else v for v in vals])
    if kind == "arg":
        return k.param(vec(n, elem), name, vals)
    if kind == "zero":
        return "zeroinitializer"
    if kind == "undef":
        return "undef"
    raise ValueError(kind)


def source_buffer(k, name, elem, count, seed):
    """A buffer of `count` elements of `elem` with defined, finite contents."""
    if elem is HALF:
        rng = random.Random(seed)
        data = [half_bits(rng.randrange(-256, 256) * 0.125) for _ in range(count)]
        k.buffer(name, element="u16", data=data)
    elif elem is FLOAT:
        k.buffer(name, size=count * 4, element="f32", fill="random", seed=seed)
    elif elem is DOUBLE:
        k.buffer(name, size=count * 8, element="f64", fill="random", seed=seed)
    else:
        k.buffer(name, size=count * elem.bytes, element="u8", fill="random", seed=seed)


def dest_buffer(k, name, size, seed):
    """An output buffer with random bytes, so that untouched bytes are checked too."""
    k.buffer(name, size=size, element="u8", fill="random", seed=seed)


# Arithmetic between the memory operations: (vector value) -> (value, elem).

def op_none(k, n, elem, v):
    return v, elem


def op_add(k, n, elem, v):
    return k.emit(f"add {vec(n, elem)} {v}, {splat(elem, n, 3)}"), elem


def op_mul(k, n, elem, v):
    rng = random.Random(n * 31 + elem.bits)
    consts = [rng.randrange(1, 200) for _ in range(n)]
    return k.emit(f"mul {vec(n, elem)} {v}, {const_vec(elem, consts)}"), elem


def op_shl(k, n, elem, v):
    amounts = [i % elem.bits for i in range(n)]
    return k.emit(f"shl {vec(n, elem)} {v}, {const_vec(elem, amounts)}"), elem


def op_select(k, n, elem, v):
    vt = vec(n, elem)
    half = 1 << (elem.bits - 1)
    c = k.emit(f"icmp ult {vt} {v}, {splat(elem, n, ir_int(elem, half))}", "c")
    alt = k.emit(f"xor {vt} {v}, {splat(elem, n, -1)}")
    return k.emit(f"select <{n} x i1> {c}, {vt} {v}, {vt} {alt}"), elem


def op_fadd(k, n, elem, v):
    rng = random.Random(n * 7 + elem.bits)
    consts = [rng.randrange(-16, 16) * 0.5 for _ in range(n)]
    return k.emit(f"fadd {vec(n, elem)} {v}, {const_vec(elem, consts)}"), elem


def op_fmul_fadd(k, n, elem, v):
    m = k.emit(f"fmul {vec(n, elem)} {v}, {splat(elem, n, 3.0)}")
    return k.emit(f"fadd {vec(n, elem)} {m}, {v}"), elem


def op_zext_trunc(k, n, elem, v):
    wide = vec(n, I32)
    z = k.emit(f"zext {vec(n, elem)} {v} to {wide}")
    s = k.emit(f"add {wide} {z}, {splat(I32, n, 70000)}")
    h = k.emit(f"lshr {wide} {s}, {splat(I32, n, 3)}")
    return k.emit(f"trunc {wide} {h} to {vec(n, elem)}"), elem


def op_sext_mul(k, n, elem, v):
    wide = vec(n, I16)
    s = k.emit(f"sext {vec(n, elem)} {v} to {wide}")
    return k.emit(f"mul {wide} {s}, {splat(I16, n, 259)}"), I16


def op_trunc(k, n, elem, v):
    s = k.emit(f"lshr {vec(n, elem)} {v}, {splat(elem, n, 16)}")
    return k.emit(f"trunc {vec(n, elem)} {s} to {vec(n, I32)}"), I32


def op_bitcast_fadd(k, n, elem, v):
    f = k.emit(f"bitcast {vec(n, elem)} {v} to {vec(n, FLOAT)}")
    a = k.emit(f"fadd {vec(n, FLOAT)} {f}, {splat(FLOAT, n, 1.5)}")
    return k.emit(f"bitcast {vec(n, FLOAT)} {a} to {vec(n, elem)}"), elem


def op_half_bits(k, n, elem, v):
    b = k.emit(f"bitcast {vec(n, HALF)} {v} to {vec(n, I16)}")
    x = k.emit(f"xor {vec(n, I16)} {b}, {splat(I16, n, -32768)}")
    return k.emit(f"bitcast {vec(n, I16)} {x} to {vec(n, HALF)}"), HALF


OPS = {
    "none": op_none, "add": op_add, "mul": op_mul, "shl": op_shl, "select": op_select, "fadd": op_fadd,
    "fmul_fadd": op_fmul_fadd, "zext_trunc": op_zext_trunc, "sext_mul": op_sext_mul, "trunc": op_trunc,
    "bitcast_fadd": op_bitcast_fadd, "half_bits": op_half_bits,
}

def pointer_table(k, name, count, seed):
    """A table of pointer-sized values (data only: never dereferenced)."""
    rng = random.Random(seed)
    data = [rng.randrange(1 << 63) * 2 for _ in range(count)]
    data[1] = 0
    k.buffer(name, element="u64", data=data)


def find_opt():
    for name in ("opt-14", "opt"):
        path = shutil.which(name)
        if path:
            return path
    return None


def check_unique(kernels):
    names = [k.name for k in kernels]
    if len(set(names)) != len(names):
        sys.exit("duplicate kernel names")
    return names


def remove_stale(folder, names, generator):
    """Removes generated files (those naming `generator`) of kernels not in `names`."""
    if not os.path.isdir(folder):
        return
    for f in os.listdir(folder):
        base = f.split(".")[0]
        if f.endswith((".ll", ".toml", ".toml.failing")) and base not in names:
            path = os.path.join(folder, f)
            with open(path) as fh:
                if generator in fh.read(2000):
                    os.remove(path)


def write_kernel(k, folder, spec_suffix=".toml"):
    """Writes `K.ll` and its launch spec `K<spec_suffix>`; returns the `.ll` path."""
    os.makedirs(folder, exist_ok=True)
    ll = os.path.join(folder, k.name + ".ll")
    with open(ll, "w") as fh:
        fh.write(k.render_ll())
    with open(os.path.join(folder, k.name + spec_suffix), "w") as fh:
        fh.write(k.render_toml())
    return ll


def opt_verifies(opt, k, ll):
    """Whether LLVM's `opt -verify` accepts `ll` (printing why not)."""
    flags = ["-opaque-pointers"] if k.opaque else []
    r = subprocess.run([opt, "-verify", "-disable-output", *flags, ll], capture_output=True, text=True)
    if r.returncode != 0:
        print(f"{ll}: {r.stderr.strip()}", file=sys.stderr)
    return r.returncode == 0
