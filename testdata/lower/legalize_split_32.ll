; 32 lanes of SVM_GATHER and SCATTER4_SCALED (widest exec size 16 on every
; platform) become two SIMD16 messages over lanes 0..15 and 16..31; the
; gather's results are concatenated back to <32 x i32>.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <32 x i32> @svm_gather_32(
; CHECK-NEXT:    %m.0 = shufflevector <32 x i1> %m, <32 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %addr.0 = shufflevector <32 x i64> %addr, <32 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %old.0 = shufflevector <32 x i32> %old, <32 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %v.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.0, i32 0, <16 x i64> %addr.0, <16 x i32> %old.0)
; CHECK-NEXT:    %m.16 = shufflevector <32 x i1> %m, <32 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %addr.16 = shufflevector <32 x i64> %addr, <32 x i64> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %old.16 = shufflevector <32 x i32> %old, <32 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %v.16 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.16, i32 0, <16 x i64> %addr.16, <16 x i32> %old.16)
; CHECK-NEXT:    %v = shufflevector <16 x i32> %v.0, <16 x i32> %v.16, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    ret <32 x i32> %v
; VISA-LABEL: .kernel svm_gather_32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) addr.128 v.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <32 x i32> @svm_gather_32(<32 x i1> %m, <32 x i64> %addr, <32 x i32> %old) {
  %v = call <32 x i32> @llvm.genx.svm.gather.v32i32.v32i1.v32i64(<32 x i1> %m, i32 0, <32 x i64> %addr, <32 x i32> %old)
  ret <32 x i32> %v
}

; CHECK-LABEL: define void @scatter4_32(
; CHECK-NEXT:    %m.0 = shufflevector <32 x i1> %m, <32 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %off.0 = shufflevector <32 x i32> %off, <32 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %d.0 = shufflevector <32 x float> %d, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %m.0, i32 1, i16 0, i32 254, i32 0, <16 x i32> %off.0, <16 x float> %d.0)
; CHECK-NEXT:    %m.16 = shufflevector <32 x i1> %m, <32 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %off.16 = shufflevector <32 x i32> %off, <32 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %d.16 = shufflevector <32 x float> %d, <32 x float> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %m.16, i32 1, i16 0, i32 254, i32 0, <16 x i32> %off.16, <16 x float> %d.16)
; CHECK-NEXT:    ret void
; VISA-LABEL: .kernel scatter4_32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 16) %slm 0x0:ud off.0 d.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M5_NM, 16) %slm 0x0:ud off.64 d.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter4_32(<32 x i1> %m, <32 x i32> %off, <32 x float> %d) {
  call void @llvm.genx.scatter4.scaled.v32i1.v32i32.v32f32(<32 x i1> %m, i32 1, i16 0, i32 254, i32 0, <32 x i32> %off, <32 x float> %d)
  ret void
}

; The declarations of the illegal widths are gone.
; CHECK-NOT: v32i1

declare <32 x i32> @llvm.genx.svm.gather.v32i32.v32i1.v32i64(<32 x i1>, i32, <32 x i64>, <32 x i32>)
declare void @llvm.genx.scatter4.scaled.v32i1.v32i32.v32f32(<32 x i1>, i32, i16, i32, i32, <32 x i32>, <32 x float>)
