; 64 lanes: four SIMD16 messages. Pieces 32 and 48 read lanes of the second
; 32-lane predicate group: in the IR that is just the slice start (emit turns
; k >= 32 into the second predicate variable, emask M1/M5 again).
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <64 x i32> @svm_gather_64(
; CHECK-NEXT:    %m.0 = shufflevector <64 x i1> %m, <64 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %addr.0 = shufflevector <64 x i64> %addr, <64 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %old.0 = shufflevector <64 x i32> %old, <64 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %v.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.0, i32 0, <16 x i64> %addr.0, <16 x i32> %old.0)
; CHECK-NEXT:    %m.16 = shufflevector <64 x i1> %m, <64 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %addr.16 = shufflevector <64 x i64> %addr, <64 x i64> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %old.16 = shufflevector <64 x i32> %old, <64 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %v.16 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.16, i32 0, <16 x i64> %addr.16, <16 x i32> %old.16)
; CHECK-NEXT:    %m.32 = shufflevector <64 x i1> %m, <64 x i1> zeroinitializer, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
; CHECK-NEXT:    %addr.32 = shufflevector <64 x i64> %addr, <64 x i64> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
; CHECK-NEXT:    %old.32 = shufflevector <64 x i32> %old, <64 x i32> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
; CHECK-NEXT:    %v.32 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.32, i32 0, <16 x i64> %addr.32, <16 x i32> %old.32)
; CHECK-NEXT:    %m.48 = shufflevector <64 x i1> %m, <64 x i1> zeroinitializer, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    %addr.48 = shufflevector <64 x i64> %addr, <64 x i64> poison, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    %old.48 = shufflevector <64 x i32> %old, <64 x i32> poison, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    %v.48 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.48, i32 0, <16 x i64> %addr.48, <16 x i32> %old.48)
; CHECK-NEXT:    %v.cat = shufflevector <16 x i32> %v.0, <16 x i32> %v.16, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %v.cat1 = shufflevector <16 x i32> %v.32, <16 x i32> %v.48, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %v = shufflevector <32 x i32> %v.cat, <32 x i32> %v.cat1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    ret <64 x i32> %v
; VISA-LABEL: .kernel svm_gather_64{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m_ud(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m_ud(0,1)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) addr.128 v.64
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.256 v.128
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) addr.384 v.192
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <64 x i32> @svm_gather_64(<64 x i1> %m, <64 x i64> %addr, <64 x i32> %old) {
  %v = call <64 x i32> @llvm.genx.svm.gather.v64i32.v64i1.v64i64(<64 x i1> %m, i32 0, <64 x i64> %addr, <64 x i32> %old)
  ret <64 x i32> %v
}

; 40 lanes: three pieces (16, 16, 8 + 8 off); the odd result is widened
; with undef before the last concatenation.
; CHECK-LABEL: define <40 x i32> @svm_gather_40(
; CHECK:         %m.32 = shufflevector <40 x i1> %m, <40 x i1> zeroinitializer, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 40, i32 40, i32 40, i32 40, i32 40, i32 40, i32 40>
; CHECK:         %v.cat = shufflevector <16 x i32> %v.0, <16 x i32> %v.16, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %v.cat1 = shufflevector <16 x i32> %v.32, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v = shufflevector <32 x i32> %v.cat, <32 x i32> %v.cat1, <40 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39>
; VISA-LABEL: .kernel svm_gather_40{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m_ud(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) addr.128 v.64
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.256 v_cat1.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <40 x i32> @svm_gather_40(<40 x i1> %m, <40 x i64> %addr, <40 x i32> %old) {
  %v = call <40 x i32> @llvm.genx.svm.gather.v40i32.v40i1.v40i64(<40 x i1> %m, i32 0, <40 x i64> %addr, <40 x i32> %old)
  ret <40 x i32> %v
}

declare <64 x i32> @llvm.genx.svm.gather.v64i32.v64i1.v64i64(<64 x i1>, i32, <64 x i64>, <64 x i32>)
declare <40 x i32> @llvm.genx.svm.gather.v40i32.v40i1.v40i64(<40 x i1>, i32, <40 x i64>, <40 x i32>)
