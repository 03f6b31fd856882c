; regions: the vector compiler's region intrinsics at constant offsets. A
; strided read (rdregion), a strided write (wrregion, all lanes), a write
; under a constant mask, and a predicate region (wrpredregion) selecting
; the result. Each is a view or moves with the region's strides.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel regions
; The read: rows of two, four apart, in one move (its runs of two joined).
; CHECK: mov (M1_NM, 8) r(0,0)<1> v(0,2)<4;2,1>
; The write at stride 2.
; CHECK: mov (M1_NM, 4) w(0,1)<2> x(0,0)<4;4,1>
; Under the mask: lanes 10 and 14 keep w's.
; CHECK: mov (M1_NM, 1) w2(1,2)<1> w(1,2)<0;1,0>
; CHECK: mov (M1_NM, 1) w2(1,6)<1> w(1,6)<0;1,0>
; The predicate region: bytes 4..11 from m.
; CHECK: mov (M1_NM, 8) [[B:[A-Za-z0-9_]+]](0,4)<1> {{[A-Za-z0-9_]+}}(0,0)<8;8,1>
; CHECK: cmp.ne (M1_NM, 16) [[P:P[0-9]+]] [[B]](0,0)<16;16,1> 0x0:uw
; CHECK: ([[P]]) sel (M1_NM, 16) out(0,0)<1> w2(0,0)<16;16,1> 0x0:ud
; CHECK: ret (M1, 1)

declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)
declare <16 x i32> @llvm.genx.wrregioni.v16i32.v4i32.i16.i1(<16 x i32>, <4 x i32>, i32, i32, i32, i16, i32, i1)
declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.v8i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, <8 x i1>)
declare <16 x i1> @llvm.genx.wrpredregion.v16i1.v8i1(<16 x i1>, <8 x i1>, i32)

define <16 x i32> @regions(<16 x i32> %v, <4 x i32> %x) {
  ; r = v[2, 3, 6, 7, 10, 11, 14, 15]: rows of 2 from element 8 / 4 = 2, 4 apart.
  %r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 4, i32 2, i32 1, i16 8, i32 16)
  ; w = v with elements 1, 3, 5, 7 (one row of 4, stride 2, from byte 4) = x.
  %w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v4i32.i16.i1(<16 x i32> %v, <4 x i32> %x, i32 0, i32 4, i32 2, i16 4, i32 16, i1 true)
  ; w2 = w with r at elements 8..15 where the mask is set.
  %w2 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.v8i1(<16 x i32> %w, <8 x i32> %r, i32 8, i32 8, i32 1, i16 32, i32 16, <8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true>)
  ; p = all true but lanes 4..11, which are r > 65.
  %m = icmp ugt <8 x i32> %r, <i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65, i32 65>
  %p = call <16 x i1> @llvm.genx.wrpredregion.v16i1.v8i1(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1> %m, i32 4)
  %out = select <16 x i1> %p, <16 x i32> %w2, <16 x i32> zeroinitializer
  ret <16 x i32> %out
}
