#!/usr/bin/env python3
"""Runs `fdiv <16 x float>` on the emulator over a large random sample of
operand pairs where the platform has no DIVM (xelp, xehpg, mtl: the exact
sequence of src/emit/ieee.rs) and compares every quotient bit for bit with
the host's IEEE division (a float32 quotient through a float64 one: 53 >=
2 * 24 + 2, so the double rounding is exact). `tests/it/ieee_emulation.rs`
runs a smaller sample in the test suite.

    python3 scripts/ieee_div_sample.py [--binary B] [--pairs N] [--seed S] [--platform P ...]
"""
import argparse
import json
import math
import os
import random
import struct
import subprocess
import sys
import tempfile

LANES = 16
CHUNK = 100_000

KERNEL = """define void @ieee_div(<16 x float> addrspace(1)* %a, <16 x float> addrspace(1)* %b, <16 x float> addrspace(1)* %q, i32 %count) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr <16 x float>, <16 x float> addrspace(1)* %a, i32 %i
  %pb = getelementptr <16 x float>, <16 x float> addrspace(1)* %b, i32 %i
  %pq = getelementptr <16 x float>, <16 x float> addrspace(1)* %q, i32 %i
  %x = load <16 x float>, <16 x float> addrspace(1)* %pa, align 16
  %y = load <16 x float>, <16 x float> addrspace(1)* %pb, align 16
  %r = fdiv <16 x float> %x, %y
  store <16 x float> %r, <16 x float> addrspace(1)* %pq, align 16
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %count
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"""


def f32(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def expected(a, b):
    """The correctly rounded quotient's bits, or None for a NaN."""
    x, y = f32(a), f32(b)
    if math.isnan(x) or math.isnan(y) or (x == 0 and y == 0) or (math.isinf(x) and math.isinf(y)):
        return None
    sign = (a ^ b) & 0x8000_0000
    if y == 0 or math.isinf(x):
        return sign | 0x7F80_0000
    if x == 0 or math.isinf(y):
        return sign
    try:
        return struct.unpack("<I", struct.pack("<f", x / y))[0]
    except OverflowError:
        return sign | 0x7F80_0000


def sample(n, rng):
    pairs = []
    while len(pairs) < n:
        r = rng.getrandbits
        pairs.append((r(32), r(32)))
        pairs.append((r(32) & 0x807F_FFFF, r(32)))  # subnormal dividend
        pairs.append((r(32), r(32) & 0x807F_FFFF))  # subnormal divisor
        # quotients near the subnormal boundary and near overflow
        pairs.append(((r(32) & 0x807F_FFFF) | (1 + r(5)) << 23, (r(23)) | (0x7F + r(5)) << 23))
        pairs.append((r(23) | (0xE0 + r(4)) << 23, r(23) | (0x40 + r(5)) << 23))
        # mantissas in [1, 2) against each other, and quotients at halfway points
        pairs.append((0x3F80_0000 | r(23), 0x3F80_0000 | r(23)))
        b = 1 + r(23) / 2**23
        q = 1 + (2 * r(23) + 1) / 2**24
        try:
            a = struct.unpack("<I", struct.pack("<f", b * q * 2.0 ** (r(8) - 128)))[0]
            pairs.append((a, struct.unpack("<I", struct.pack("<f", b))[0]))
        except OverflowError:
            pass
    return pairs[: n - n % LANES]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", default="target/release/visa-lower")
    ap.add_argument("--pairs", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--platform", action="append")
    args = ap.parse_args()
    pairs = sample(args.pairs, random.Random(args.seed))
    wrong = {}
    # A launch spec is at most 8 MiB (docs/limits.md): runs of CHUNK pairs.
    for start in range(0, len(pairs), CHUNK):
        for platform, bad in run(args, pairs[start : start + CHUNK]).items():
            wrong[platform] = wrong.get(platform, 0) + bad
    for platform, bad in wrong.items():
        print(f"{platform}: {len(pairs)} pairs, {bad} wrong")
    sys.exit(1 if any(wrong.values()) else 0)


def run(args, pairs):
    """Wrong quotients per platform of one run of `pairs`."""
    n = len(pairs)
    wrong = {}
    with tempfile.TemporaryDirectory() as tmp:
        ll = os.path.join(tmp, "ieee_div.ll")
        spec = os.path.join(tmp, "ieee_div.toml")
        with open(ll, "w") as f:
            f.write(KERNEL)
        with open(spec, "w") as f:
            hexes = lambda k: ", ".join(f"{p[k]:#x}" for p in pairs)
            f.write(f'kernel = "ieee_div"\nbudget = {200 * n}\n')
            for name, k in (("a", 0), ("b", 1)):
                f.write(f'[[buffer]]\nname = "{name}"\nelement = "u32"\nsize = {4 * n}\nfill = "explicit"\ndata = [{hexes(k)}]\n')
            f.write(f'[[buffer]]\nname = "q"\nsize = {4 * n}\n')
            f.write(f'[args]\na = "@a"\nb = "@b"\nq = "@q"\ncount = {n // LANES}\n')
        for platform in args.platform or ["xelp", "xehpg", "mtl"]:
            out = subprocess.run(
                [args.binary, "run", ll, "--launch", spec, "--platform", platform, "--json"],
                capture_output=True,
                text=True,
            )
            if out.returncode != 0:
                sys.exit(f"{platform}: visa-lower run failed ({out.returncode}):\n{out.stderr[-2000:]}")
            report = json.loads(out.stdout)
            buf = next(b for b in report["memory"]["buffers"] if b["name"] == "q")
            got = struct.unpack(f"<{n}I", bytes.fromhex(buf["bytes"])[: 4 * n])
            bad = 0
            for (a, b), g in zip(pairs, got):
                e = expected(a, b)
                if not (math.isnan(f32(g)) if e is None else g == e):
                    bad += 1
                    if bad <= 10:
                        print(f"{platform}: {a:#010x} / {b:#010x} = {g:#010x}, not {'NaN' if e is None else hex(e)}")
            wrong[platform] = bad
    return wrong




if __name__ == "__main__":
    main()
