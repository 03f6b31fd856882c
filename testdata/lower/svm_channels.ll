; svm-channels makes llvm.genx.svm.gather4.scaled and .scatter4.scaled one
; SVM gather or scatter of a dword per enabled channel (channel c at
; address + offset + 4c, channel-major in the data). The gather's result
; feeds the scatter directly: the scatter reads the gathers' result, not the
; call they replace. The `opt` plugin runs it as `visa-svm-channels`
; (tests/plugin_parity.rs).
; RUN: visa-lower compile %s --passes=svm-channels --verify-each --emit llvm --stats -o - 2>&1 | FileCheck %s

; CHECK-LABEL: define <8 x i32> @channels(
; CHECK: %[[BASE:[0-9]+]] = add <4 x i64> %{{[0-9]+}}, %offsets
; CHECK-NEXT: %[[R:[0-9]+]] = call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 0, <4 x i64> %[[BASE]], <4 x i32> zeroinitializer)
; CHECK-NEXT: %[[A_ADDR:[0-9]+]] = add <4 x i64> %[[BASE]], <i64 12, i64 12, i64 12, i64 12>
; CHECK-NEXT: %[[A:[0-9]+]] = call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 0, <4 x i64> %[[A_ADDR]], <4 x i32> zeroinitializer)
; CHECK: %[[G:[0-9]+]] = insertelement <8 x i32> %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 7
; CHECK: %[[DST:[0-9]+]] = add <4 x i64> %{{[0-9]+}}, %offsets
; CHECK-NEXT: %[[G_ADDR:[0-9]+]] = add <4 x i64> %[[DST]], <i64 4, i64 4, i64 4, i64 4>
; CHECK-NEXT: %[[LOW:[0-9]+]] = shufflevector <8 x i32> %[[G]], <8 x i32> %[[G]], <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; CHECK-NEXT: call void @llvm.genx.svm.scatter.v4i1.v4i64.v4i32(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 0, <4 x i64> %[[G_ADDR]], <4 x i32> %[[LOW]])
; CHECK-NEXT: %[[B_ADDR:[0-9]+]] = add <4 x i64> %[[DST]], <i64 8, i64 8, i64 8, i64 8>
; CHECK-NEXT: %[[HIGH:[0-9]+]] = shufflevector <8 x i32> %[[G]], <8 x i32> %[[G]], <4 x i32> <i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT: call void @llvm.genx.svm.scatter.v4i1.v4i64.v4i32(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 0, <4 x i64> %[[B_ADDR]], <4 x i32> %[[HIGH]])
; CHECK-NEXT: ret <8 x i32> %[[G]]
; CHECK: stats: svm-channels: calls_rewritten: 2
define <8 x i32> @channels(i64 %src, i64 %dst, <4 x i64> %offsets) {
  %g = call <8 x i32> @llvm.genx.svm.gather4.scaled.v8i32.v4i1.v4i64(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 9, i16 0, i64 %src, <4 x i64> %offsets, <8 x i32> zeroinitializer)
  call void @llvm.genx.svm.scatter4.scaled.i1.v4i64.v8i32(i1 true, i32 6, i16 0, i64 %dst, <4 x i64> %offsets, <8 x i32> %g)
  ret <8 x i32> %g
}

declare <8 x i32> @llvm.genx.svm.gather4.scaled.v8i32.v4i1.v4i64(<4 x i1>, i32, i16, i64, <4 x i64>, <8 x i32>)
declare void @llvm.genx.svm.scatter4.scaled.i1.v4i64.v8i32(i1, i32, i16, i64, <4 x i64>, <8 x i32>)
