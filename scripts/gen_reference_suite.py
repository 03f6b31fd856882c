#!/usr/bin/env python3
"""Generates the reference-agreement suite: testdata/reference/*.ll + *.toml.

Each kernel uses the generic memory intrinsics (llvm.masked.gather /
llvm.masked.scatter) on global memory, so that both the reference
interpreter (src/exec/reference/) and LLVM's own JIT (src/exec/jit/mod.rs) can run it;
tests/it/reference_agreement.rs runs both on the launch spec beside the kernel
and compares every byte of every buffer and of the returned value.

Every kernel writes its results with llvm.masked.scatter to a global buffer,
and its addresses stay inside the launch-spec buffers (the JIT runs on host
memory and would crash on a wild address).

Usage: scripts/gen_reference_suite.py [--out DIR] [--verify]
  --verify  also run each file through LLVM 14 `opt -verify` (if found).

The kernels are built with scripts/suite_ir.py, the toolkit both generated
suites share. The output is deterministic: rerun it after editing (this
script or suite_ir.py) and commit the files; tests/it/generated_suites.rs
fails while the committed files differ from what it writes.
"""

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from suite_ir import (  # noqa: E402
    DOUBLE, FLOAT, HALF, I1, I8, I16, I32, I64, OPS, Kernel as IrKernel, Ty, check_unique, const_vec,
    dest_buffer, find_opt, half_bits, mask_operand, op_add, op_fadd, op_fmul_fadd, op_mul, op_select, op_shl,
    opt_verifies, passthru_operand, pointer_table, ptr, remove_stale, shuffle_mask, source_buffer, splat, vec,
    write_kernel,
)

GENERATOR = "scripts/gen_reference_suite.py"


class Kernel(IrKernel):
    generator = GENERATOR




def basic(name, doc, elem, n, *, opaque=False, space=1, mask="var", passthru="const", op="none",
          scatter_mask="ones", ret=True, src_fill=None):
    """Scalar base + vector index gather, arithmetic, scatter to a permutation of `dst`."""
    rng = random.Random(name)
    k = Kernel(name, doc, opaque)
    count = max(2 * n, 8)
    src_ty = k.pt(elem, space)
    src = k.param(src_ty, "src", "@src")
    idx = k.param(vec(n, I32), "idx", [rng.randrange(count) for _ in range(n)])
    m = mask_operand(k, rng, n, mask)
    pt = passthru_operand(k, rng, n, elem, passthru)
    p = k.gep(elem, src_ty, src, f"{vec(n, I32)} {idx}")
    v = k.gather(n, elem, src_ty, p, elem.bytes, m, pt)
    r, out = OPS[op](k, n, elem, v)
    dst_ty = k.pt(out, space)
    dst = k.param(dst_ty, "dst", "@dst")
    perm = list(range(n))
    rng.shuffle(perm)
    q = k.gep(out, dst_ty, dst, f"{vec(n, I64)} {const_vec(I64, perm)}")
    sm = mask_operand(k, rng, n, scatter_mask, "sm")
    k.scatter(n, out, dst_ty, r, q, out.bytes, sm)
    if ret:
        k.ret = str(vec(n, out))
        k.stmt(f"ret {vec(n, out)} {r}")
    else:
        k.stmt("ret void")
    # `src_fill`: the type whose values fill the source (floats for bitcasts: no NaN payloads).
    source_buffer(k, "src", src_fill or elem, count * elem.bytes // (src_fill or elem).bytes,
                  seed=rng.randrange(1, 1000))
    dest_buffer(k, "dst", n * out.bytes + 8, seed=rng.randrange(1, 1000))
    return k


# ----------------------------------------------------------------------------
# The suite


def suite():
    ks = []
    add = ks.append

    # --- Element types and widths, scalar base + vector index --------------
    add(basic("i32_w8_add", "i32, width 8, variable mask, constant passthru, add.", I32, 8, op="add"))
    add(basic("i8_w16_mul", "i8, width 16, constant mask, passthru from an argument, mul.", I8, 16,
              opaque=True, mask="const", passthru="arg", op="mul"))
    add(basic("i16_w7_shl", "i16, width 7, variable mask, constant passthru, shl; flat (addrspace 0) pointers.",
              I16, 7, space=0, op="shl"))
    add(basic("i64_w3_select", "i64, width 3, all-one mask, zero passthru, icmp + select.", I64, 3,
              opaque=True, space=0, mask="ones", passthru="zero", op="select"))
    add(basic("f32_w31_fadd", "float, width 31, variable mask, passthru from an argument, fadd.", FLOAT, 31,
              passthru="arg", op="fadd"))
    add(basic("f64_w2_fmul", "double, width 2, constant mask, constant passthru, fmul + fadd.", DOUBLE, 2,
              opaque=True, mask="const", op="fmul_fadd"))
    add(basic("half_w16_fadd", "half, width 16, variable mask, constant passthru, fadd (half arithmetic).",
              HALF, 16, op="fadd"))
    add(basic("i32_w1", "i32, width 1: a one-lane gather and scatter, variable mask, passthru argument.",
              I32, 1, passthru="arg", op="add"))
    add(basic("i32_w32_bitcast", "i32, width 32, variable mask, bitcast to float, fadd, bitcast back (the\n"
              "source holds floats, so no NaN payloads).", I32, 32, opaque=True, op="bitcast_fadd", src_fill=FLOAT))
    add(basic("i16_w33_zext_trunc", "i16, width 33 (a 64-bit mask argument), zext, add, lshr, trunc.", I16, 33,
              opaque=True, op="zext_trunc"))
    add(basic("i8_w64_sext", "i8, width 64 (64-bit mask argument), sext to i16, mul; scatters i16.", I8, 64,
              op="sext_mul"))
    add(basic("i64_w64_trunc", "i64, width 64, constant mask, lshr + trunc to i32; scatters i32.", I64, 64,
              opaque=True, mask="const", op="trunc"))
    add(basic("f32_w33", "float, width 33, constant mask, passthru argument; flat pointers.", FLOAT, 33,
              opaque=True, space=0, mask="const", passthru="arg", op="fadd"))
    add(basic("f64_w7", "double, width 7, variable mask, zero passthru, fmul + fadd; flat pointers.", DOUBLE, 7,
              space=0, passthru="zero", op="fmul_fadd"))
    add(basic("half_w3_bits", "half, width 3, passthru argument, bitcast to i16, xor the sign, bitcast back.",
              HALF, 3, opaque=True, passthru="arg", op="half_bits"))
    add(basic("i32_w16_undef", "i32, width 16, variable mask, undef passthru: disabled lanes are undefined\n"
              "in the result and in the bytes scattered from them.", I32, 16, passthru="undef", op="add"))
    add(basic("i16_w2", "i16, width 2, constant mask, passthru argument, icmp + select.", I16, 2,
              mask="const", passthru="arg", op="select"))
    add(basic("i8_w3_add_void", "i8, width 3, variable mask, constant passthru, add; returns void.", I8, 3,
              opaque=True, op="add", ret=False))
    add(basic("i64_w8_mul", "i64, width 8, variable mask, passthru argument, mul.", I64, 8,
              passthru="arg", op="mul"))
    add(basic("f32_w64_fadd", "float, width 64, all-one mask, zero passthru, fadd.", FLOAT, 64,
              mask="ones", passthru="zero", op="fadd"))

    # --- Masks ---------------------------------------------------------------
    add(basic("mask_zero_gather_w8", "All-zero gather mask: the result is the passthru (an argument).", I32, 8,
              mask="zero", passthru="arg", op="add"))
    add(basic("mask_zero_scatter_w16", "All-zero scatter mask: memory does not change; the gather result is\n"
              "returned.", I16, 16, opaque=True, scatter_mask="zero", op="add"))
    add(basic("mask_ones_w64_i8", "All-one masks on a 64-lane i8 gather and scatter.", I8, 64, mask="ones",
              op="add"))
    add(basic("mask_var_scatter_w32", "Variable masks on both the gather and the scatter (32 lanes).", I32, 32,
              opaque=True, scatter_mask="var", op="shl"))
    add(mask_from_data())

    # --- Overlapping scatter lanes -------------------------------------------
    add(overlap("overlap_w8_i32", I32, 8, [0, 2, 0, 5, 2, 0, 7, 2], "ones", opaque=False))
    add(overlap("overlap_w16_masked", I16, 16, [i % 3 for i in range(16)], "var", opaque=True))
    add(overlap("overlap_w4_i64_all_same", I64, 4, [1, 1, 1, 1], "ones", opaque=False))
    add(overlap("overlap_w33_f32", FLOAT, 33, [(i * 5) % 4 for i in range(33)], "var", opaque=True))

    # --- GEPs ------------------------------------------------------------------
    add(gep_vector_base(False))
    add(gep_vector_base(True))
    add(gep_struct(False))
    add(gep_struct(True))
    add(gep_negative_const())
    add(gep_negative_arg())
    add(gep_chained())

    # --- Shufflevectors ------------------------------------------------------------
    add(shuffle_reverse())
    add(shuffle_broadcast_ptr())
    add(shuffle_concat())
    add(shuffle_broadcast_data())
    add(shuffle_reverse_ptrs())

    # --- Pointers as elements --------------------------------------------------
    add(ptr_elements(False))
    add(ptr_elements_gep(True))
    add(ptr_return())
    add(ptr_inttoptr_data())
    add(ptr_select())

    # --- Returns and sequences ---------------------------------------------------
    add(ret_i1())
    add(read_after_write())
    return ks


def mask_from_data():
    k = Kernel("mask_from_data_w16", "A scatter mask computed by icmp on gathered data (16 lanes, i32).", False)
    rng = random.Random(k.name)
    n, count = 16, 32
    src_ty = k.pt(I32)
    src = k.param(src_ty, "src", "@src")
    dst = k.param(src_ty, "dst", "@dst")
    limit = k.param("i32", "limit", 0x8000_0000)
    p = k.gep(I32, src_ty, src, f"{vec(n, I64)} {const_vec(I64, [rng.randrange(count) for _ in range(n)])}")
    v = k.gather(n, I32, src_ty, p, 4, splat(I1, n, True), "zeroinitializer")
    ins = k.emit(f"insertelement <{n} x i32> undef, i32 {limit}, i32 0")
    lim = k.emit(f"shufflevector <{n} x i32> {ins}, <{n} x i32> undef, <{n} x i32> zeroinitializer")
    c = k.emit(f"icmp ult <{n} x i32> {v}, {lim}", "c")
    q = k.gep(I32, src_ty, dst, f"{vec(n, I64)} {const_vec(I64, list(range(n)))}")
    k.scatter(n, I32, src_ty, v, q, 4, c)
    k.ret = f"<{n} x i1>"
    k.stmt(f"ret <{n} x i1> {c}")
    source_buffer(k, "src", I32, count, 11)
    dest_buffer(k, "dst", n * 4, 12)
    return k


def overlap(name, elem, n, slots, mask_kind, opaque):
    """Scatter with several lanes to the same address: LLVM writes in lane
    order, so the last enabled lane wins."""
    k = Kernel(name, f"Overlapping scatter lanes ({elem}, width {n}, {mask_kind} mask): several lanes\n"
               f"store to one address; LLVM orders them, the last enabled lane wins.\n"
               f"Lane slots: {slots}.", opaque)
    rng = random.Random(name)
    count = 2 * n
    ty = k.pt(elem)
    src = k.param(ty, "src", "@src")
    dst = k.param(ty, "dst", "@dst")
    p = k.gep(elem, ty, src, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    v = k.gather(n, elem, ty, p, elem.bytes, splat(I1, n, True), "zeroinitializer")
    q = k.gep(elem, ty, dst, f"{vec(n, I32)} {const_vec(I32, slots)}")
    m = mask_operand(k, rng, n, mask_kind)
    k.scatter(n, elem, ty, v, q, elem.bytes, m)
    k.ret = str(vec(n, elem))
    k.stmt(f"ret {vec(n, elem)} {v}")
    source_buffer(k, "src", elem, count, rng.randrange(1, 1000))
    dest_buffer(k, "dst", (max(slots) + 2) * elem.bytes, rng.randrange(1, 1000))
    return k


def gep_vector_base(opaque):
    """A vector of base pointers (an argument) + a scalar index."""
    elem, n = (FLOAT, 4) if opaque else (I32, 8)
    name = f"gep_vector_base_{'f32_w4' if opaque else 'i32_w8'}"
    k = Kernel(name, f"GEP on a vector of base pointers (an argument, strided) with a scalar index;\n"
               f"{elem}, width {n}; the scatter uses a vector base + vector index.", opaque)
    ty = k.pt(elem)
    stride = 5 * elem.bytes
    bases = k.param(vec(n, ty), "bases", {"base": "@src", "stride": stride})
    dst = k.param(ty, "dst", "@dst")
    p = k.gep(elem, vec(n, ty), bases, "i64 2")
    v = k.gather(n, elem, ty, p, elem.bytes, splat(I1, n, True), "zeroinitializer")
    r, _ = (op_fadd if elem.kind == "float" else op_add)(k, n, elem, v)
    ins = k.emit(f"insertelement <{n} x {ty}> undef, {ty} {dst}, i32 0")
    splat_dst = k.emit(f"shufflevector <{n} x {ty}> {ins}, <{n} x {ty}> undef, <{n} x i32> zeroinitializer")
    q = k.gep(elem, vec(n, ty), splat_dst, f"{vec(n, I64)} {const_vec(I64, list(range(n))[::-1])}")
    k.scatter(n, elem, ty, r, q, elem.bytes, splat(I1, n, True))
    k.ret = str(vec(n, elem))
    k.stmt(f"ret {vec(n, elem)} {r}")
    source_buffer(k, "src", elem, 5 * n + 4, 21)
    dest_buffer(k, "dst", n * elem.bytes, 22)
    return k


def gep_struct(opaque):
    """Struct element GEPs: field 2 (i32) and field 3 (i64) of %S = { i16, i16, i32, i64 }."""
    n = 16 if opaque else 8
    name = f"gep_struct_w{n}"
    k = Kernel(name, f"Struct element GEPs (width {n}): %S = {{ i16, i16, i32, i64 }} (16 bytes, the same\n"
               "layout under every data layout); gathers field 2 (i32) and field 3 (i64) of\n"
               "records picked by a vector index, adds them, scatters to field 3 of records in\n"
               "the output, and gathers field 0 (i16) by a constant index.", opaque)
    rng = random.Random(name)
    k.types.append("%S = type { i16, i16, i32, i64 }")
    s = Ty("%S", "s_S", "struct", 128)
    sty = ptr(s, 1, opaque)
    records = 2 * n
    recs = k.param(sty, "recs", "@recs")
    out = k.param(sty, "out", "@out")
    idx = k.param(vec(n, I64), "idx", [rng.randrange(records) for _ in range(n)])
    m = mask_operand(k, rng, n, "var")
    p2 = k.gep("%S", sty, recs, f"{vec(n, I64)} {idx}", "i32 2")
    p3 = k.gep("%S", sty, recs, f"{vec(n, I64)} {idx}", "i32 3")
    i32p, i64p, i16p = k.pt(I32), k.pt(I64), k.pt(I16)
    a = k.gather(n, I32, i32p, p2, 4, m, splat(I32, n, 7))
    b = k.gather(n, I64, i64p, p3, 8, m, splat(I64, n, -1))
    az = k.emit(f"sext {vec(n, I32)} {a} to {vec(n, I64)}")
    c = k.emit(f"add {vec(n, I64)} {az}, {b}")
    q = k.gep("%S", sty, out, f"{vec(n, I64)} {const_vec(I64, list(range(n)))}", "i32 3")
    k.scatter(n, I64, i64p, c, q, 8, splat(I1, n, True))
    p0 = k.gep("%S", sty, recs, f"{vec(n, I64)} {const_vec(I64, [(3 * i) % records for i in range(n)])}", "i32 0")
    h = k.gather(n, I16, i16p, p0, 2, splat(I1, n, True), "zeroinitializer")
    q1 = k.gep("%S", sty, out, f"{vec(n, I64)} {const_vec(I64, list(range(n)))}", "i32 1")
    k.scatter(n, I16, i16p, h, q1, 2, splat(I1, n, True))
    k.ret = str(vec(n, I64))
    k.stmt(f"ret {vec(n, I64)} {c}")
    k.buffer("recs", size=records * 16, element="u8", fill="random", seed=31)
    dest_buffer(k, "out", n * 16, 32)
    return k


def gep_negative_const():
    n = 8
    k = Kernel("gep_negative_const_w8", "Negative constant GEP indices from a base in the middle of a buffer\n"
               "(\"@src+64\"): i32, width 8, and a negative scatter index into the end of dst.", False)
    ty = k.pt(I32)
    src = k.param(ty, "src", "@src+64")
    dst = k.param(ty, "dst", "@dst+32")
    m = mask_operand(k, random.Random(k.name), n, "var")
    p = k.gep(I32, ty, src, f"{vec(n, I64)} {const_vec(I64, [-16, -1, -7, 3, -2, 0, -9, 5])}")
    v = k.gather(n, I32, ty, p, 4, m, splat(I32, n, 0x1234))
    r, _ = op_mul(k, n, I32, v)
    q = k.gep(I32, ty, dst, f"{vec(n, I64)} {const_vec(I64, [-8, -7, -6, -5, -4, -3, -2, -1])}")
    k.scatter(n, I32, ty, r, q, 4, splat(I1, n, True))
    k.ret = str(vec(n, I32))
    k.stmt(f"ret {vec(n, I32)} {r}")
    source_buffer(k, "src", I32, 32, 41)
    dest_buffer(k, "dst", 32, 42)
    return k


def gep_negative_arg():
    n = 7
    k = Kernel("gep_negative_arg_w7", "Negative GEP indices from an argument (i64 lanes, two's complement in\n"
               "the launch spec) on a base past the start of the buffer; i16, width 7.", True)
    ty = k.pt(I16)
    src = k.param(ty, "src", "@src+40")
    dst = k.param(ty, "dst", "@dst")
    idx = [-20, -1, 3, -5, 0, -13, 2]
    i = k.param(vec(n, I64), "idx", [x & 0xFFFF_FFFF_FFFF_FFFF for x in idx])
    p = k.gep(I16, ty, src, f"{vec(n, I64)} {i}")
    v = k.gather(n, I16, ty, p, 2, splat(I1, n, True), "zeroinitializer")
    r, _ = op_shl(k, n, I16, v)
    q = k.gep(I16, ty, dst, f"{vec(n, I64)} {const_vec(I64, list(range(n)))}")
    k.scatter(n, I16, ty, r, q, 2, splat(I1, n, True))
    k.ret = str(vec(n, I16))
    k.stmt(f"ret {vec(n, I16)} {r}")
    source_buffer(k, "src", I16, 32, 43)
    dest_buffer(k, "dst", 16, 44)
    return k


def gep_chained():
    n = 16
    k = Kernel("gep_chained_w16", "Chained GEPs: scalar base + vector index, then + a scalar constant, then\n"
               "an i8 GEP by a vector of byte offsets; i16, width 16, variable mask.", False)
    rng = random.Random(k.name)
    ty = k.pt(I16)
    src = k.param(ty, "src", "@src")
    dst = k.param(ty, "dst", "@dst")
    m = mask_operand(k, rng, n, "var")
    p = k.gep(I16, ty, src, f"{vec(n, I32)} {const_vec(I32, [rng.randrange(20) for _ in range(n)])}")
    p2 = k.gep(I16, vec(n, ty), p, "i32 4")
    if k.opaque:
        bp = p2
    else:
        bp = k.emit(f"bitcast {vec(n, ty)} {p2} to {vec(n, k.pt(I8))}")
    p3 = k.gep(I8, vec(n, k.pt(I8)), bp, f"{vec(n, I64)} {splat(I64, n, 6)}")
    if not k.opaque:
        p3 = k.emit(f"bitcast {vec(n, k.pt(I8))} {p3} to {vec(n, ty)}")
    v = k.gather(n, I16, ty, p3, 2, m, splat(I16, n, 77))
    q = k.gep(I16, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, I16, ty, v, q, 2, splat(I1, n, True))
    k.ret = str(vec(n, I16))
    k.stmt(f"ret {vec(n, I16)} {v}")
    source_buffer(k, "src", I16, 32, 45)
    dest_buffer(k, "dst", 2 * n, 46)
    return k


def shuffle_reverse():
    n = 16
    k = Kernel("shuffle_reverse_w16", "shufflevector reversal of the gathered data before the scatter; i8,\n"
               "width 16, variable mask, passthru argument.", True)
    rng = random.Random(k.name)
    ty = k.pt(I8)
    src = k.param(ty, "src", "@src")
    dst = k.param(ty, "dst", "@dst")
    m = mask_operand(k, rng, n, "var")
    pt = passthru_operand(k, rng, n, I8, "arg")
    p = k.gep(I8, ty, src, f"{vec(n, I32)} {const_vec(I32, [rng.randrange(40) for _ in range(n)])}")
    v = k.gather(n, I8, ty, p, 1, m, pt)
    rv = k.emit(f"shufflevector {vec(n, I8)} {v}, {vec(n, I8)} undef, {shuffle_mask(list(range(n))[::-1])}")
    q = k.gep(I8, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, I8, ty, rv, q, 1, splat(I1, n, True))
    k.ret = str(vec(n, I8))
    k.stmt(f"ret {vec(n, I8)} {rv}")
    source_buffer(k, "src", I8, 40, 51)
    dest_buffer(k, "dst", n, 52)
    return k


def shuffle_broadcast_ptr():
    n = 8
    k = Kernel("shuffle_broadcast_ptr_w8", "Broadcast of a scalar pointer (insertelement + shufflevector with a\n"
               "zero mask), then a vector-index GEP; double, width 8, constant mask.", False)
    rng = random.Random(k.name)
    ty = k.pt(DOUBLE)
    src = k.param(ty, "src", "@src+8")
    dst = k.param(ty, "dst", "@dst")
    ins = k.emit(f"insertelement <{n} x {ty}> undef, {ty} {src}, i32 0")
    b = k.emit(f"shufflevector <{n} x {ty}> {ins}, <{n} x {ty}> undef, <{n} x i32> zeroinitializer")
    p = k.gep(DOUBLE, vec(n, ty), b, f"{vec(n, I32)} {const_vec(I32, [5, 0, 3, 3, 1, 6, 2, 4])}")
    v = k.gather(n, DOUBLE, ty, p, 8, mask_operand(k, rng, n, "const"), splat(DOUBLE, n, -1.5))
    r, _ = op_fmul_fadd(k, n, DOUBLE, v)
    q = k.gep(DOUBLE, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, DOUBLE, ty, r, q, 8, splat(I1, n, True))
    k.ret = str(vec(n, DOUBLE))
    k.stmt(f"ret {vec(n, DOUBLE)} {r}")
    source_buffer(k, "src", DOUBLE, 8, 53)
    dest_buffer(k, "dst", 8 * n, 54)
    return k


def shuffle_concat():
    n = 32
    h = n // 2
    k = Kernel("shuffle_concat_w32", "Concatenation of two halves: two 16-lane gathers (variable masks) joined\n"
               "by shufflevector into 32 lanes, then one 32-lane scatter; i32.", True)
    rng = random.Random(k.name)
    ty = k.pt(I32)
    src = k.param(ty, "src", "@src")
    dst = k.param(ty, "dst", "@dst")
    m1 = mask_operand(k, rng, h, "var", "m_lo")
    m2 = mask_operand(k, rng, h, "var", "m_hi")
    p1 = k.gep(I32, ty, src, f"{vec(h, I32)} {const_vec(I32, [rng.randrange(64) for _ in range(h)])}")
    p2 = k.gep(I32, ty, src, f"{vec(h, I32)} {const_vec(I32, [rng.randrange(64) for _ in range(h)])}")
    a = k.gather(h, I32, ty, p1, 4, m1, splat(I32, h, 1))
    b = k.gather(h, I32, ty, p2, 4, m2, splat(I32, h, 2))
    c = k.emit(f"shufflevector {vec(h, I32)} {a}, {vec(h, I32)} {b}, {shuffle_mask(list(range(n)))}")
    r, _ = op_select(k, n, I32, c)
    q = k.gep(I32, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, I32, ty, r, q, 4, splat(I1, n, True))
    k.ret = str(vec(n, I32))
    k.stmt(f"ret {vec(n, I32)} {r}")
    source_buffer(k, "src", I32, 64, 55)
    dest_buffer(k, "dst", 4 * n, 56)
    return k


def shuffle_broadcast_data():
    n = 7
    k = Kernel("shuffle_broadcast_data_w7", "Broadcast of lane 2 of the gathered data (shufflevector with a splat\n"
               "mask) and an interleave with the original; i64, width 7.", False)
    rng = random.Random(k.name)
    ty = k.pt(I64)
    src = k.param(ty, "src", "@src")
    dst = k.param(ty, "dst", "@dst")
    p = k.gep(I64, ty, src, f"{vec(n, I32)} {const_vec(I32, [rng.randrange(16) for _ in range(n)])}")
    v = k.gather(n, I64, ty, p, 8, mask_operand(k, rng, n, "var"), passthru_operand(k, rng, n, I64, "arg"))
    b = k.emit(f"shufflevector {vec(n, I64)} {v}, {vec(n, I64)} undef, {shuffle_mask([2] * n)}")
    mix = k.emit(f"shufflevector {vec(n, I64)} {v}, {vec(n, I64)} {b}, {shuffle_mask([0, 7, 1, 8, 2, 9, 3])}")
    r = k.emit(f"add {vec(n, I64)} {mix}, {b}")
    q = k.gep(I64, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, I64, ty, r, q, 8, splat(I1, n, True))
    k.ret = str(vec(n, I64))
    k.stmt(f"ret {vec(n, I64)} {r}")
    source_buffer(k, "src", I64, 16, 57)
    dest_buffer(k, "dst", 8 * n, 58)
    return k


def shuffle_reverse_ptrs():
    n = 8
    k = Kernel("shuffle_reverse_ptrs_w8", "shufflevector reversal of a vector of pointers before the scatter: data\n"
               "lane i goes to the address of lane 7-i; half, width 8.", True)
    rng = random.Random(k.name)
    ty = k.pt(HALF)
    src = k.param(ty, "src", "@src")
    dst = k.param(ty, "dst", "@dst")
    p = k.gep(HALF, ty, src, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    v = k.gather(n, HALF, ty, p, 2, mask_operand(k, rng, n, "var"), passthru_operand(k, rng, n, HALF, "const"))
    q = k.gep(HALF, ty, dst, f"{vec(n, I32)} {const_vec(I32, [0, 2, 4, 6, 1, 3, 5, 7])}")
    rq = k.emit(f"shufflevector {vec(n, ty)} {q}, {vec(n, ty)} undef, {shuffle_mask(list(range(n))[::-1])}")
    k.scatter(n, HALF, ty, v, rq, 2, splat(I1, n, True))
    k.ret = str(vec(n, HALF))
    k.stmt(f"ret {vec(n, HALF)} {v}")
    source_buffer(k, "src", HALF, n, 59)
    dest_buffer(k, "dst", 2 * n, 60)
    return k



def ptr_elements(opaque):
    n = 4
    k = Kernel("ptr_gather_scatter_w4", "Pointers as data: gathers a <4 x i8*> from a table (values never\n"
               "dereferenced), passthru null, and scatters them to the output in another order.", opaque)
    rng = random.Random(k.name)
    elem = k.pt(I8, 0)  # the element: a flat i8 pointer
    ty = k.pt(elem)     # pointers to it, in global memory
    table = k.param(ty, "table", "@table")
    dst = k.param(ty, "dst", "@dst")
    p = k.gep(elem, ty, table, f"{vec(n, I32)} {const_vec(I32, [3, 1, 0, 5])}")
    v = k.gather(n, elem, ty, p, 8, mask_operand(k, rng, n, "var"), splat(elem, n, None))
    q = k.gep(elem, ty, dst, f"{vec(n, I32)} {const_vec(I32, [2, 0, 3, 1])}")
    k.scatter(n, elem, ty, v, q, 8, splat(I1, n, True))
    k.ret = str(vec(n, elem))
    k.stmt(f"ret {vec(n, elem)} {v}")
    pointer_table(k, "table", 6, 61)
    dest_buffer(k, "dst", 8 * n, 62)
    return k


def ptr_elements_gep(opaque):
    n = 8
    k = Kernel("ptr_gather_gep_w8", "Pointers as data: gathers <8 x ptr> values, offsets them with an i8 GEP\n"
               "(pointer arithmetic on data), scatters them; the pointers are never dereferenced.", opaque)
    rng = random.Random(k.name)
    elem = k.pt(I8, 1)
    ty = k.pt(elem)
    table = k.param(ty, "table", "@table")
    dst = k.param(ty, "dst", "@dst")
    p = k.gep(elem, ty, table, f"{vec(n, I32)} {const_vec(I32, [rng.randrange(12) for _ in range(n)])}")
    v = k.gather(n, elem, ty, p, 8, splat(I1, n, True), "zeroinitializer")
    w = k.gep(I8, vec(n, elem), v, f"{vec(n, I64)} {const_vec(I64, [16 * i - 40 for i in range(n)])}")
    q = k.gep(elem, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, elem, ty, w, q, 8, mask_operand(k, rng, n, "var"))
    k.stmt("ret void")
    pointer_table(k, "table", 12, 63)
    dest_buffer(k, "dst", 8 * n, 64)
    return k


def ptr_return():
    n = 4
    k = Kernel("ptr_return_w4", "Returns the vector of addresses it computed from its pointer argument\n"
               "(the JIT maps them back to launch-spec addresses), after scattering i32 data\n"
               "through them.", False)
    ty = k.pt(I32)
    base = k.param(ty, "base", "@buf+16")
    vals = k.param(vec(n, I32), "vals", [0xdead, 0xbeef, 7, 0xffff_ffff])
    q = k.gep(I32, ty, base, f"{vec(n, I64)} {const_vec(I64, [0, -4, 3, 1])}")
    k.scatter(n, I32, ty, vals, q, 4, mask_operand(k, random.Random(k.name), n, "var"))
    k.ret = str(vec(n, ty))
    k.stmt(f"ret {vec(n, ty)} {q}")
    dest_buffer(k, "buf", 48, 65)
    return k


def ptr_inttoptr_data():
    n = 8
    k = Kernel("ptr_inttoptr_data_w8", "i64 data turned into pointers (inttoptr) and back (ptrtoint) as data,\n"
               "scattered as <8 x ptr> and <8 x i64>; no address comes from an integer.", True)
    rng = random.Random(k.name)
    ty = k.pt(I64)
    pty = k.pt(k.pt(I8, 0))
    src = k.param(ty, "src", "@src")
    dst = k.param(pty, "dst", "@dst")
    out = k.param(ty, "out", "@out")
    p = k.gep(I64, ty, src, f"{vec(n, I32)} {const_vec(I32, [rng.randrange(16) for _ in range(n)])}")
    v = k.gather(n, I64, ty, p, 8, mask_operand(k, rng, n, "var"), splat(I64, n, 5))
    e = k.pt(I8, 0)
    ps = k.emit(f"inttoptr {vec(n, I64)} {v} to {vec(n, e)}")
    q = k.gep(e, pty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, e, pty, ps, q, 8, splat(I1, n, True))
    back = k.emit(f"ptrtoint {vec(n, e)} {ps} to {vec(n, I64)}")
    x = k.emit(f"xor {vec(n, I64)} {back}, {splat(I64, n, 0x5555)}")
    q2 = k.gep(I64, ty, out, f"{vec(n, I32)} {const_vec(I32, list(range(n))[::-1])}")
    k.scatter(n, I64, ty, x, q2, 8, splat(I1, n, True))
    k.ret = str(vec(n, I64))
    k.stmt(f"ret {vec(n, I64)} {x}")
    source_buffer(k, "src", I64, 16, 66)
    dest_buffer(k, "dst", 8 * n, 67)
    dest_buffer(k, "out", 8 * n, 68)
    return k


def ptr_select():
    n = 8
    k = Kernel("ptr_select_w8", "Addresses chosen per lane by select between two pointer vectors (two\n"
               "buffers) on an icmp of argument data; i32, width 8.", False)
    ty = k.pt(I32)
    a = k.param(ty, "a", "@a")
    b = k.param(ty, "b", "@b")
    dst = k.param(ty, "dst", "@dst")
    key = k.param(vec(n, I32), "key", [5, 17, 2, 9, 30, 1, 12, 8])
    pa = k.gep(I32, ty, a, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    pb = k.gep(I32, ty, b, f"{vec(n, I32)} {const_vec(I32, list(range(n))[::-1])}")
    c = k.emit(f"icmp sgt {vec(n, I32)} {key}, {splat(I32, n, 8)}", "c")
    p = k.emit(f"select <{n} x i1> {c}, {vec(n, ty)} {pa}, {vec(n, ty)} {pb}")
    v = k.gather(n, I32, ty, p, 4, splat(I1, n, True), "zeroinitializer")
    r = k.emit(f"add {vec(n, I32)} {v}, {key}")
    q = k.gep(I32, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, I32, ty, r, q, 4, splat(I1, n, True))
    k.ret = str(vec(n, I32))
    k.stmt(f"ret {vec(n, I32)} {r}")
    source_buffer(k, "a", I32, n, 69)
    source_buffer(k, "b", I32, n, 70)
    dest_buffer(k, "dst", 4 * n, 71)
    return k


def ret_i1():
    n = 8
    k = Kernel("ret_i1_w8", "Returns a <8 x i1> (an icmp of gathered i16 data; one byte per lane in\n"
               "the returned bytes) and scatters the zext of it as i8.", True)
    rng = random.Random(k.name)
    ty = k.pt(I16)
    src = k.param(ty, "src", "@src")
    dst = k.param(k.pt(I8), "dst", "@dst")
    p = k.gep(I16, ty, src, f"{vec(n, I32)} {const_vec(I32, [rng.randrange(16) for _ in range(n)])}")
    v = k.gather(n, I16, ty, p, 2, mask_operand(k, rng, n, "var"), splat(I16, n, 0x7fff))
    c = k.emit(f"icmp slt {vec(n, I16)} {v}, {splat(I16, n, 0)}", "c")
    z = k.emit(f"zext <{n} x i1> {c} to {vec(n, I8)}")
    q = k.gep(I8, k.pt(I8), dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, I8, k.pt(I8), z, q, 1, splat(I1, n, True))
    k.ret = f"<{n} x i1>"
    k.stmt(f"ret <{n} x i1> {c}")
    source_buffer(k, "src", I16, 16, 72)
    dest_buffer(k, "dst", n, 73)
    return k


def read_after_write():
    n = 16
    k = Kernel("read_after_write_w16", "A scatter, then a gather that reads some of the bytes it wrote (in\n"
               "program order), then a second scatter; float, width 16.", False)
    rng = random.Random(k.name)
    ty = k.pt(FLOAT)
    buf = k.param(ty, "buf", "@buf")
    dst = k.param(ty, "dst", "@dst")
    vals = k.param(vec(n, FLOAT), "vals", [rng.randrange(-40, 40) * 0.125 for _ in range(n)])
    m = mask_operand(k, rng, n, "var")
    q = k.gep(FLOAT, ty, buf, f"{vec(n, I32)} {const_vec(I32, [2 * i for i in range(n)])}")
    k.scatter(n, FLOAT, ty, vals, q, 4, m)
    p = k.gep(FLOAT, ty, buf, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    v = k.gather(n, FLOAT, ty, p, 4, splat(I1, n, True), "zeroinitializer")
    r, _ = op_fadd(k, n, FLOAT, v)
    q2 = k.gep(FLOAT, ty, dst, f"{vec(n, I32)} {const_vec(I32, list(range(n)))}")
    k.scatter(n, FLOAT, ty, r, q2, 4, splat(I1, n, True))
    k.ret = str(vec(n, FLOAT))
    k.stmt(f"ret {vec(n, FLOAT)} {r}")
    source_buffer(k, "buf", FLOAT, 2 * n, 74)
    dest_buffer(k, "dst", 4 * n, 75)
    return k


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join(here, "..", "testdata", "reference"))
    parser.add_argument("--verify", action="store_true", help="run each .ll through `opt -verify`")
    args = parser.parse_args()
    out = os.path.normpath(args.out)
    kernels = suite()
    remove_stale(out, set(check_unique(kernels)), GENERATOR)
    opt = find_opt() if args.verify else None
    failed = False
    for k in kernels:
        ll = write_kernel(k, out)
        if opt and not opt_verifies(opt, k, ll):
            failed = True
    print(f"wrote {len(kernels)} kernels to {out}")
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
