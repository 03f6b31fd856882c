; Constant address offsets as LSC immediate offsets (docs/lsc.md,
; "Immediate offsets"). On xe2, whose messages encode them, `legalize`
; folds each constant added to an LSC call's addresses (a GEP by a
; constant, on a kernel argument, a run-time base, a vector of pointers, an
; SLM pointer) into the message's `AddrImmOffset`, and no `add` computes
; the address; elsewhere the finalizer would add it back per message, so
; the addresses are computed as before. The values (`in` is u32 iota, `k`
; is 20), worked by hand:
;   out[0..8]   = in[k - 8 ..]  = 12..19     (run-time base, offset -32)
;   out[8..16]  = in[16..24]    = 16..23     (offset +64; stored at +32)
;   out[16..24] = in[32 + 2n], lanes 1 and 5 off keep 100:
;                 32 100 36 38 40 100 44 46  (vector GEP, offset +128)
;   out[24..28] = slm[10..14]   = 18..21     (in[16..24] stored at slm + 32,
;                                             read back at slm + 40)
; RUN: visa-lower compile %s --platform xe2 | FileCheck %s --check-prefix=XE2
; XE2-NOT:  add {{.*}}0x{{[0-9a-f]+}}:u
; XE2:      lsc_load.ugm (M1_NM, 1) u.0:d32x8t flat[b.0-0x20]:a64
; XE2:      lsc_store.ugm (M1_NM, 1) flat[{{[A-Za-z0-9_]+}}.0]:a64 u.0:d32x8t
; XE2:      lsc_load.ugm (M1_NM, 1) v.0:d32x8t flat[{{[A-Za-z0-9_]+}}.0+0x40]:a64
; XE2:      lsc_store.ugm (M1_NM, 1) flat[{{[A-Za-z0-9_]+}}.0+0x20]:a64 v.0:d32x8t
; XE2:      (P1) lsc_load.ugm (M1_NM, 8) g.0:d32 flat[q.0+0x80]:a64
; XE2:      lsc_store.ugm (M1_NM, 1) flat[{{[A-Za-z0-9_]+}}.0+0x40]:a64 g.0:d32x8t
; XE2:      lsc_store.slm (M1_NM, 1) flat[{{[A-Za-z0-9_]+}}.0+0x20]:a32 v.0:d32x8t
; XE2:      lsc_load.slm (M1_NM, 1) w.0:d32x4t flat[{{[A-Za-z0-9_]+}}.0+0x28]:a32
; XE2:      lsc_store.ugm (M1_NM, 1) flat[{{[A-Za-z0-9_]+}}.0+0x60]:a64 w.0:d32x4t
; XE2-NOT:  add {{.*}}0x{{[0-9a-f]+}}:u
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefix=ADD
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefix=ADD
; RUN: visa-lower compile %s --platform mtl | FileCheck %s --check-prefix=ADD
; ADD-NOT:  {{\+0x|-0x}}{{[0-9a-f]+}}]:a
; RUN: visa-lower run %s --launch %S/lsc_offsets.toml --platform xe2 --verify --dump out | FileCheck %s --check-prefix=EMU
; RUN: visa-lower run %s --launch %S/lsc_offsets.toml --platform xehpg --verify --dump out | FileCheck %s --check-prefix=EMU
; RUN: visa-lower run %s --launch %S/lsc_offsets.toml --platform xehpc --verify --dump out | FileCheck %s --check-prefix=EMU
; RUN: visa-lower run %s --launch %S/lsc_offsets.toml --platform mtl --verify --dump out | FileCheck %s --check-prefix=EMU
; EMU:      verification against the reference: passed
; EMU:      101000000: 12 13 14 15
; EMU-NEXT: 101000010: 16 17 18 19
; EMU-NEXT: 101000020: 16 17 18 19
; EMU-NEXT: 101000030: 20 21 22 23
; EMU-NEXT: 101000040: 32 100 36 38
; EMU-NEXT: 101000050: 40 100 44 46
; EMU-NEXT: 101000060: 18 19 20 21
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)

define void @lsc_offsets(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %slm, i64 %k) {
entry:
  %b = getelementptr i32, ptr addrspace(1) %in, i64 %k
  %c = getelementptr i32, ptr addrspace(1) %b, i64 -8
  %u = load <8 x i32>, ptr addrspace(1) %c, align 4
  store <8 x i32> %u, ptr addrspace(1) %out, align 4
  %p = getelementptr i32, ptr addrspace(1) %in, i64 16
  %v = load <8 x i32>, ptr addrspace(1) %p, align 4
  %o8 = getelementptr i32, ptr addrspace(1) %out, i64 8
  store <8 x i32> %v, ptr addrspace(1) %o8, align 4
  %q = getelementptr i32, ptr addrspace(1) %in, <8 x i64> <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14>
  %q2 = getelementptr i32, <8 x ptr addrspace(1)> %q, i64 32
  %g = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q2, i32 4, <8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true>, <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>)
  %o16 = getelementptr i32, ptr addrspace(1) %out, i64 16
  store <8 x i32> %g, ptr addrspace(1) %o16, align 4
  %s8 = getelementptr i32, ptr addrspace(3) %slm, i32 8
  store <8 x i32> %v, ptr addrspace(3) %s8, align 4
  %s10 = getelementptr i32, ptr addrspace(3) %slm, i32 10
  %w = load <4 x i32>, ptr addrspace(3) %s10, align 4
  %o24 = getelementptr i32, ptr addrspace(1) %out, i64 24
  store <4 x i32> %w, ptr addrspace(1) %o24, align 4
  ret void
}
