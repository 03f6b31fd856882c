; select with LSC messages (docs/lowering.md "LSC messages"): gathers of
; one mask from p, p+s, p+2s, ... (s the element's size, its units of 4 or
; 8 bytes) become one non-transposed lsc.load of vector size members x
; units per element (x2, x3, x4, x8 where the data of each legalized piece
; fits 8 GRFs), built at the first of them; lane n's datum v lands at
; v * N + n (vISA spec, LSC_UNTYPED, LOAD: DstData[v].elems[n]), so member
; c's elements are a region of the result. Nothing merges across a write
; that may alias, across masks, or with d8u32/d16u32 units (vector size 1).
; The immediates after the predicate: sub-op 0 (load), cache controls,
; scale 1, offset 0, data size (3 d32, 4 d64), vector size (1 x1, 2 x2,
; 3 x3, 4 x4, 5 x8), order 1 (non-transposed), channel mask 0.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg | FileCheck %s --check-prefixes=CHECK,GRF32
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform mtl | FileCheck %s --check-prefixes=CHECK,GRF32
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc | FileCheck %s --check-prefixes=CHECK,GRF32
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xe2 | FileCheck %s --check-prefixes=CHECK,XE2
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s --check-prefix=LEGACY
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xehpg -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefix=VISA

; Four i32 gathers in any order: one x4, member c the elements 8c .. 8c+7;
; the passthrus (x: %pt, y: undef, z: %pt, w: zero) in their rows of `old`.
; CHECK-LABEL: define <8 x i32> @four_i32(
; CHECK:         %x.addrs = ptrtoint <8 x ptr addrspace(1)> %p to <8 x i64>
; CHECK:         %x.old = shufflevector <16 x i32> {{%.*}}, <16 x i32> {{%.*}}, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %x.msg = call <32 x i32> @llvm.genx.lsc.load.merge.stateless.v32i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <8 x i64> %x.addrs, i32 0, <32 x i32> %x.old)
; CHECK-NEXT:    %x = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %y = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 32, i32 0)
; CHECK-NEXT:    %z = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 64, i32 0)
; CHECK-NEXT:    %w = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %x.msg, i32 0, i32 8, i32 1, i16 96, i32 0)
; CHECK-NOT:     lsc.load
; CHECK:         ret <8 x i32> %r
; LEGACY-LABEL: define <8 x i32> @four_i32(
; LEGACY:         %x.msg = call <32 x i32> @llvm.genx.svm.gather.v32i32.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %x.addrs, <32 x i32> %x.old)
; LEGACY-NOT:     lsc.load
define <8 x i32> @four_i32(<8 x ptr addrspace(1)> %p, <8 x i1> %m, <8 x i32> %pt) {
  %x = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> %pt)
  %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  %y = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p3 = getelementptr i8, <8 x ptr addrspace(1)> %p, i64 12
  %w = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p3, i32 4, <8 x i1> %m, <8 x i32> zeroinitializer)
  %p2 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 2
  %z = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p2, i32 4, <8 x i1> %m, <8 x i32> %pt)
  %a = add <8 x i32> %x, %y
  %b = add <8 x i32> %z, %w
  %r = add <8 x i32> %a, %b
  ret <8 x i32> %r
}

; Three floats, passthrus undef: a plain load (no merge) of x3, each member
; a row bitcast back to float.
; CHECK-LABEL: define <8 x float> @three_floats(
; CHECK:         %a.msg = call <24 x i32> @llvm.genx.lsc.load.stateless.v24i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 3, i8 1, i8 0, <8 x i64> %a.addrs, i32 0)
; CHECK-NEXT:    %a.blocks = call <8 x i32> @llvm.genx.rdregioni.v8i32.v24i32.i16(<24 x i32> %a.msg, i32 0, i32 8, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %a = bitcast <8 x i32> %a.blocks to <8 x float>
; CHECK:         %c.blocks = call <8 x i32> @llvm.genx.rdregioni.v8i32.v24i32.i16(<24 x i32> %a.msg, i32 0, i32 8, i32 1, i16 64, i32 0)
; CHECK-NOT:     lsc.load
; CHECK:         ret
define <8 x float> @three_floats(<8 x ptr addrspace(1)> %p, <8 x i1> %m) {
  %a = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x float> undef)
  %p1 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 1
  %b = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x float> undef)
  %p2 = getelementptr float, <8 x ptr addrspace(1)> %p, i64 2
  %c = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p2, i32 4, <8 x i1> %m, <8 x float> undef)
  %s = fadd <8 x float> %a, %b
  %r = fadd <8 x float> %s, %c
  ret <8 x float> %r
}

; Two i64 at align 4: each element two d32 units, so one x4 (the lanes'
; units 0 and 1 the first member's low and high dwords); two doubles at
; align 8: one d64 x2.
; CHECK-LABEL: define <8 x i64> @qwords(
; CHECK:         %a.msg = call <32 x i32> @llvm.genx.lsc.load.stateless.v32i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <8 x i64> %a.addrs, i32 0)
; CHECK-NEXT:    %a.blocks = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %a.msg, i32 1, i32 2, i32 8, i16 0, i32 0)
; CHECK-NEXT:    %a = bitcast <16 x i32> %a.blocks to <8 x i64>
; CHECK-NEXT:    %b.blocks = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %a.msg, i32 1, i32 2, i32 8, i16 64, i32 0)
; CHECK:         %c.msg = call <16 x i64> @llvm.genx.lsc.load.stateless.v16i64.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 4, i8 2, i8 1, i8 0, <8 x i64> %c.addrs, i32 0)
; CHECK-NEXT:    %c.blocks = call <8 x i64> @llvm.genx.rdregioni.v8i64.v16i64.i16(<16 x i64> %c.msg, i32 0, i32 8, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %c = bitcast <8 x i64> %c.blocks to <8 x double>
; CHECK-NOT:     lsc.load
; CHECK:         ret
define <8 x i64> @qwords(<8 x ptr addrspace(1)> %p, <8 x ptr addrspace(1)> %q, <8 x i1> %m) {
  %a = call <8 x i64> @llvm.masked.gather.v8i64.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i64> undef)
  %p1 = getelementptr i64, <8 x ptr addrspace(1)> %p, i64 1
  %b = call <8 x i64> @llvm.masked.gather.v8i64.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i64> undef)
  %c = call <8 x double> @llvm.masked.gather.v8f64.v8p1(<8 x ptr addrspace(1)> %q, i32 8, <8 x i1> %m, <8 x double> undef)
  %q1 = getelementptr double, <8 x ptr addrspace(1)> %q, i64 1
  %d = call <8 x double> @llvm.masked.gather.v8f64.v8p1(<8 x ptr addrspace(1)> %q1, i32 8, <8 x i1> %m, <8 x double> undef)
  %ci = bitcast <8 x double> %c to <8 x i64>
  %di = bitcast <8 x double> %d to <8 x i64>
  %cdi = add <8 x i64> %ci, %di
  %ab = add <8 x i64> %a, %b
  %r = add <8 x i64> %ab, %cdi
  ret <8 x i64> %r
}

; A scatter that may write what the second gather reads, different masks,
; bytes (d8u32: vector size 1) and nontemporal gathers (uncached) stay one
; load each, of vector size 1.
; CHECK-LABEL: define void @no_merge(
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0,
; CHECK:         @llvm.genx.lsc.store.stateless
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0,
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0,
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m2, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0,
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 5, i8 1, i8 1, i8 0,
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 5, i8 1, i8 1, i8 0,
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 1, i8 1, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0,
; CHECK:         @llvm.genx.lsc.load.stateless.v8i32.v8i1.v8i64(<8 x i1> %m, i8 0, i8 1, i8 1, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0,
; CHECK-NOT:     lsc.load
; CHECK:         ret void
define void @no_merge(<8 x ptr addrspace(1)> %p, <8 x i1> %m, <8 x i1> %m2, <8 x i32> %v) {
  %a = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p1 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 1
  call void @llvm.masked.scatter.v8i32.v8p1(<8 x i32> %v, <8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m)
  %b = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p4 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 4
  %c = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p4, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p5 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 5
  %d = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p5, i32 4, <8 x i1> %m2, <8 x i32> undef)
  %p8 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 8
  %e = call <8 x i8> @llvm.masked.gather.v8i8.v8p1(<8 x ptr addrspace(1)> %p8, i32 1, <8 x i1> %m, <8 x i8> undef)
  %p8b = getelementptr i8, <8 x ptr addrspace(1)> %p8, i64 1
  %f = call <8 x i8> @llvm.masked.gather.v8i8.v8p1(<8 x ptr addrspace(1)> %p8b, i32 1, <8 x i1> %m, <8 x i8> undef)
  %p12 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 12
  %g = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p12, i32 4, <8 x i1> %m, <8 x i32> undef), !nontemporal !0
  %p13 = getelementptr i32, <8 x ptr addrspace(1)> %p, i64 13
  %h = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p13, i32 4, <8 x i1> %m, <8 x i32> undef), !nontemporal !0
  %ab = add <8 x i32> %a, %b
  %cd = add <8 x i32> %c, %d
  %gh = add <8 x i32> %g, %h
  %ef = add <8 x i8> %e, %f
  %efw = zext <8 x i8> %ef to <8 x i32>
  %s1 = add <8 x i32> %ab, %cd
  %s2 = add <8 x i32> %s1, %gh
  %s3 = add <8 x i32> %s2, %efw
  call void @llvm.masked.scatter.v8i32.v8p1(<8 x i32> %s3, <8 x ptr addrspace(1)> %p, i32 4, <8 x i1> %m)
  ret void
}

; From SLM: a32 offsets, lsc.load.slm.
; CHECK-LABEL: define <8 x i32> @slm_four(
; CHECK:         %a.addrs = ptrtoint <8 x ptr addrspace(3)> %p to <8 x i32>
; CHECK-NEXT:    %a.msg = call <32 x i32> @llvm.genx.lsc.load.slm.v32i32.v8i1.v8i32(<8 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <8 x i32> %a.addrs, i32 0)
; CHECK-NOT:     lsc.load
; CHECK:         ret
define <8 x i32> @slm_four(<8 x ptr addrspace(3)> %p, <8 x i1> %m) {
  %a = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p1 = getelementptr i32, <8 x ptr addrspace(3)> %p, i32 1
  %b = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %p1, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p2 = getelementptr i32, <8 x ptr addrspace(3)> %p, i32 2
  %c = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %p2, i32 4, <8 x i1> %m, <8 x i32> undef)
  %p3 = getelementptr i32, <8 x ptr addrspace(3)> %p, i32 3
  %d = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %p3, i32 4, <8 x i1> %m, <8 x i32> undef)
  %ab = add <8 x i32> %a, %b
  %cd = add <8 x i32> %c, %d
  %r = add <8 x i32> %ab, %cd
  ret <8 x i32> %r
}

; Eight dwords of 16 lanes: 8 GRFs on xe2 (one 64-byte GRF per datum), so
; one x8 there; 16 GRFs elsewhere (32-byte GRFs; 32-lane layout on xehpc),
; so two x4.
; CHECK-LABEL: define <16 x i32> @eight_16_lanes(
; GRF32:         %a0.msg = call <64 x i32> @llvm.genx.lsc.load.stateless.v64i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <16 x i64> %a0.addrs, i32 0)
; GRF32:         %a4.msg = call <64 x i32> @llvm.genx.lsc.load.stateless.v64i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <16 x i64> %a4.addrs, i32 0)
; XE2:           %a0.msg = call <128 x i32> @llvm.genx.lsc.load.stateless.v128i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 5, i8 1, i8 0, <16 x i64> %a0.addrs, i32 0)
; XE2:           %a7 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v128i32.i16(<128 x i32> %a0.msg, i32 0, i32 16, i32 1, i16 448, i32 0)
; CHECK-NOT:     lsc.load
; CHECK:         ret
define <16 x i32> @eight_16_lanes(<16 x ptr addrspace(1)> %p, <16 x i1> %m) {
  %a0 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p, i32 4, <16 x i1> %m, <16 x i32> undef)
  %p1 = getelementptr i32, <16 x ptr addrspace(1)> %p, i64 1
  %a1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p1, i32 4, <16 x i1> %m, <16 x i32> undef)
  %p2 = getelementptr i32, <16 x ptr addrspace(1)> %p, i64 2
  %a2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p2, i32 4, <16 x i1> %m, <16 x i32> undef)
  %p3 = getelementptr i32, <16 x ptr addrspace(1)> %p, i64 3
  %a3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p3, i32 4, <16 x i1> %m, <16 x i32> undef)
  %p4 = getelementptr i32, <16 x ptr addrspace(1)> %p, i64 4
  %a4 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p4, i32 4, <16 x i1> %m, <16 x i32> undef)
  %p5 = getelementptr i32, <16 x ptr addrspace(1)> %p, i64 5
  %a5 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p5, i32 4, <16 x i1> %m, <16 x i32> undef)
  %p6 = getelementptr i32, <16 x ptr addrspace(1)> %p, i64 6
  %a6 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p6, i32 4, <16 x i1> %m, <16 x i32> undef)
  %p7 = getelementptr i32, <16 x ptr addrspace(1)> %p, i64 7
  %a7 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p7, i32 4, <16 x i1> %m, <16 x i32> undef)
  %s0 = add <16 x i32> %a0, %a1
  %s1 = add <16 x i32> %a2, %a3
  %s2 = add <16 x i32> %a4, %a5
  %s3 = add <16 x i32> %a6, %a7
  %t0 = add <16 x i32> %s0, %s1
  %t1 = add <16 x i32> %s2, %s3
  %r = add <16 x i32> %t0, %t1
  ret <16 x i32> %r
}

; STATS: stats: select: lsc_load: 31
; STATS: stats: select: merged: 23
; VISA-LABEL: .kernel four_i32{{$}}
; VISA: lsc_load.ugm (M1_NM, 16) {{[A-Za-z0-9_]+}}.0:d32x4 flat[{{[A-Za-z0-9_]+}}.0]:a64
; VISA-LABEL: .kernel three_floats{{$}}
; VISA: lsc_load.ugm (M1_NM, 16) {{[A-Za-z0-9_]+}}.0:d32x3 flat[{{[A-Za-z0-9_]+}}.0]:a64
; VISA-LABEL: .kernel qwords{{$}}
; VISA: lsc_load.ugm (M1_NM, 16) {{[A-Za-z0-9_]+}}.0:d32x4 flat[{{[A-Za-z0-9_]+}}.0]:a64
; VISA: lsc_load.ugm (M1_NM, 16) {{[A-Za-z0-9_]+}}.0:d64x2 flat[{{[A-Za-z0-9_]+}}.0]:a64
; VISA-LABEL: .kernel no_merge{{$}}
; VISA-NOT: :d32x
; VISA-LABEL: .kernel slm_four{{$}}
; VISA: lsc_load.slm (M1_NM, 16) {{[A-Za-z0-9_]+}}.0:d32x4 flat[{{[A-Za-z0-9_]+}}.0]:a32
; VISA-LABEL: .kernel eight_16_lanes{{$}}
; VISA: lsc_load.ugm (M1_NM, 16) a0_msg.0:d32x4 flat[p.0]:a64
; VISA: lsc_load.ugm (M1_NM, 16) a4_msg.0:d32x4 flat[{{.*}}]:a64

!0 = !{i32 1}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)>, i32, <8 x i1>, <8 x i32>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x float>)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i64>)
declare <8 x double> @llvm.masked.gather.v8f64.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x double>)
declare <8 x i8> @llvm.masked.gather.v8i8.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i8>)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p1(<8 x i32>, <8 x ptr addrspace(1)>, i32, <8 x i1>)
