; A gather's result feeding a scatter, both split: the scatter reads the
; concatenated result (rewritten first), slices of one value are built once
; per block, and the declarations of the illegal widths are deleted.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define void @gather_then_scatter(
; CHECK-NEXT:    %m.0 = shufflevector <24 x i1> %m, <24 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %a.0 = shufflevector <24 x i64> %a, <24 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %v.0 = call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> %m.0, i32 0, <16 x i64> %a.0, <16 x float> undef)
; CHECK-NEXT:    %m.16 = shufflevector <24 x i1> %m, <24 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
; CHECK-NEXT:    %a.16 = shufflevector <24 x i64> %a, <24 x i64> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.16 = call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> %m.16, i32 0, <16 x i64> %a.16, <16 x float> undef)
; CHECK-NEXT:    %v = shufflevector <16 x float> %v.0, <16 x float> %v.16, <24 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
; CHECK-NEXT:    %off.0 = shufflevector <24 x i32> %off, <24 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %v.01 = shufflevector <24 x float> %v, <24 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %m.0, i32 1, i16 0, i32 254, i32 0, <16 x i32> %off.0, <16 x float> %v.01)
; CHECK-NEXT:    %off.16 = shufflevector <24 x i32> %off, <24 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.162 = shufflevector <24 x float> %v, <24 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %m.16, i32 1, i16 0, i32 254, i32 0, <16 x i32> %off.16, <16 x float> %v.162)
; CHECK-NEXT:    ret void
; VISA-LABEL: .kernel gather_then_scatter{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) a.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) a.128 v.64
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 16) %slm 0x0:ud off.0 v.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M5_NM, 16) %slm 0x0:ud off.64 v.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @gather_then_scatter(<24 x i1> %m, <24 x i64> %a, <24 x i32> %off) {
  %v = call <24 x float> @llvm.genx.svm.gather.v24f32.v24i1.v24i64(<24 x i1> %m, i32 0, <24 x i64> %a, <24 x float> undef)
  call void @llvm.genx.scatter4.scaled.v24i1.v24i32.v24f32(<24 x i1> %m, i32 1, i16 0, i32 254, i32 0, <24 x i32> %off, <24 x float> %v)
  ret void
}

; CHECK-NOT: v24i1
; CHECK: declare <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(
; CHECK: declare void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(
; CHECK-NOT: v24i1

declare <24 x float> @llvm.genx.svm.gather.v24f32.v24i1.v24i64(<24 x i1>, i32, <24 x i64>, <24 x float>)
declare void @llvm.genx.scatter4.scaled.v24i1.v24i32.v24f32(<24 x i1>, i32, i16, i32, i32, <24 x i32>, <24 x float>)
