; wrpredregion of compares: each compare writes its lanes into the
; result's predicate at their execution-mask offset (src/emit/wrpred.rs),
; where the offset is reachable and nothing else reads the compare or the
; old value; otherwise the region is copied through bytes (region.rs).
; RUN: visa-lower compile %s --platform xehpg --no-locations | FileCheck %s
; RUN: visa-lower compile %s --platform xe2 --no-locations | FileCheck %s
declare <64 x i1> @llvm.genx.wrpredregion.v64i1.v8i1(<64 x i1>, <8 x i1>, i32)
declare <64 x i1> @llvm.genx.wrpredregion.v64i1.v16i1(<64 x i1>, <16 x i1>, i32)

; CHECK-LABEL: .kernel wrpred
define <64 x i32> @wrpred(<64 x i32> %a, <64 x i32> %b, <64 x float> %f) {
entry:
  ; From a constant (every third lane set): one setp per 32 lanes, then
  ; the compare into lanes 0..7.
  ; CHECK: setp (M1_NM, 32) [[P:P[0-9]+]] 0x49249249:ud
  ; CHECK-NEXT: setp (M1_NM, 32) [[Q:P[0-9]+]] 0x92492492:ud
  ; CHECK-NEXT: cmp.lt (M1_NM, 8) [[P]] a_d(0,0)<8;8,1> b_d(0,0)<8;8,1>
  %a0 = shufflevector <64 x i32> %a, <64 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %b0 = shufflevector <64 x i32> %b, <64 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %c0 = icmp slt <8 x i32> %a0, %b0
  %p0 = call <64 x i1> @llvm.genx.wrpredregion.v64i1.v8i1(<64 x i1> <i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1, i1 0, i1 0, i1 1>, <8 x i1> %c0, i32 0)
  ; Sixteen lanes at 48: the second predicate from channel 16.
  ; CHECK-NEXT: cmp.gt (M5_NM, 16) [[Q]] a({{[0-9]+}},{{[0-9]+}})<16;16,1> b({{[0-9]+}},{{[0-9]+}})<16;16,1>
  %a1 = shufflevector <64 x i32> %a, <64 x i32> undef, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %b1 = shufflevector <64 x i32> %b, <64 x i32> undef, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %c1 = icmp ugt <16 x i32> %a1, %b1
  %p1 = call <64 x i1> @llvm.genx.wrpredregion.v64i1.v16i1(<64 x i1> %p0, <16 x i1> %c1, i32 48)
  ; A float compare at 8.
  ; CHECK-NEXT: cmp.lt (M3_NM, 8) [[P]] f({{[0-9]+}},{{[0-9]+}})<8;8,1> f({{[0-9]+}},{{[0-9]+}})<8;8,1>
  %f0 = shufflevector <64 x float> %f, <64 x float> undef, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %f1 = shufflevector <64 x float> %f, <64 x float> undef, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %c2 = fcmp olt <8 x float> %f0, %f1
  %p2 = call <64 x i1> @llvm.genx.wrpredregion.v64i1.v8i1(<64 x i1> %p1, <8 x i1> %c2, i32 8)
  ; Sixteen lanes at 40 (channel 8): no execution-mask offset reaches
  ; them, so the compare has its own predicate and the region goes
  ; through bytes.
  ; CHECK-NEXT: cmp.eq (M1_NM, 16) [[C3:P[0-9]+]]
  ; CHECK: cmp.ne
  %a3 = shufflevector <64 x i32> %a, <64 x i32> undef, <16 x i32> <i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55>
  %b3 = shufflevector <64 x i32> %b, <64 x i32> undef, <16 x i32> <i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55>
  %c3 = icmp eq <16 x i32> %a3, %b3
  %p3 = call <64 x i1> @llvm.genx.wrpredregion.v64i1.v16i1(<64 x i1> %p2, <16 x i1> %c3, i32 40)
  ; The old value read twice (by the next link and a select): not written
  ; in place; the next compare has its own predicate.
  ; CHECK: setp (M1_NM, 32) [[R:P[0-9]+]] 0x0:ud
  ; CHECK: cmp.ge (M5_NM, 8) [[R]]
  ; CHECK-NEXT: cmp.le (M1_NM, 8) [[C5:P[0-9]+]]
  ; CHECK-NEXT: ([[R]]) sel
  %a4 = shufflevector <64 x i32> %a, <64 x i32> undef, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %b4 = shufflevector <64 x i32> %b, <64 x i32> undef, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %c4 = icmp sge <8 x i32> %a4, %b4
  %p4 = call <64 x i1> @llvm.genx.wrpredregion.v64i1.v8i1(<64 x i1> zeroinitializer, <8 x i1> %c4, i32 16)
  %a5 = shufflevector <64 x i32> %a, <64 x i32> undef, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %b5 = shufflevector <64 x i32> %b, <64 x i32> undef, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %c5 = icmp ule <8 x i32> %a5, %b5
  %p5 = call <64 x i1> @llvm.genx.wrpredregion.v64i1.v8i1(<64 x i1> %p4, <8 x i1> %c5, i32 24)
  ; The compare read twice (by the region and a select): its own predicate.
  ; CHECK: cmp.ne (M1_NM, 8) [[C6:P[0-9]+]] a
  ; CHECK: ([[C6]]) sel (M1_NM, 8) s6
  %c6 = icmp ne <8 x i32> %a0, %b4
  %p6 = call <64 x i1> @llvm.genx.wrpredregion.v64i1.v8i1(<64 x i1> %p5, <8 x i1> %c6, i32 32)
  %s6 = select <8 x i1> %c6, <8 x i32> %a0, <8 x i32> %b0
  %w6 = shufflevector <8 x i32> %s6, <8 x i32> undef, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %x = select <64 x i1> %p3, <64 x i32> %a, <64 x i32> %b
  %y = select <64 x i1> %p4, <64 x i32> %b, <64 x i32> %x
  %z = select <64 x i1> %p6, <64 x i32> %y, <64 x i32> %w6
  ret <64 x i32> %z
}
