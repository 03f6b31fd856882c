; 31 lanes of SVM_GATHER are two SIMD16 messages (IGC's greedy split would
; emit 16+8+4+2+1 = 5): the second covers lanes 16..30 and its lane 15
; (lane 31 of the operation) is disabled: the predicate slice reads index 31,
; element 0 of the zero vector; the other operands' padding lanes are undef.
; The result drops the padding lane.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <31 x i32> @svm_gather_31(
; CHECK-NEXT:    %m.0 = shufflevector <31 x i1> %m, <31 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %addr.0 = shufflevector <31 x i64> %addr, <31 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %old.0 = shufflevector <31 x i32> %old, <31 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %v.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.0, i32 0, <16 x i64> %addr.0, <16 x i32> %old.0)
; CHECK-NEXT:    %m.16 = shufflevector <31 x i1> %m, <31 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %addr.16 = shufflevector <31 x i64> %addr, <31 x i64> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 undef>
; CHECK-NEXT:    %old.16 = shufflevector <31 x i32> %old, <31 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 undef>
; CHECK-NEXT:    %v.16 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.16, i32 0, <16 x i64> %addr.16, <16 x i32> %old.16)
; CHECK-NEXT:    %v = shufflevector <16 x i32> %v.0, <16 x i32> %v.16, <31 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
; CHECK-NEXT:    ret <31 x i32> %v
; VISA-LABEL: .kernel svm_gather_31{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) addr.128 v.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <31 x i32> @svm_gather_31(<31 x i1> %m, <31 x i64> %addr, <31 x i32> %old) {
  %v = call <31 x i32> @llvm.genx.svm.gather.v31i32.v31i1.v31i64(<31 x i1> %m, i32 0, <31 x i64> %addr, <31 x i32> %old)
  ret <31 x i32> %v
}

; A constant predicate is sliced by constant folding: lane 31 is off all the same.
; CHECK-LABEL: define <31 x float> @svm_gather_31_all_on(
; CHECK:         call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>,
; CHECK:         call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>,
; CHECK:         %v = shufflevector <16 x float> %v.0, <16 x float> %v.16, <31 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
; VISA-LABEL: .kernel svm_gather_31_all_on{{$}}
; VISA: svm_gather.4.1 (M1_NM, 16) addr.0 v.0
; VISA: setp (M1_NM, 32) {{P[0-9]+}} 0x7fff0000:ud
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) addr.128 v.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <31 x float> @svm_gather_31_all_on(<31 x i64> %addr) {
  %v = call <31 x float> @llvm.genx.svm.gather.v31f32.v31i1.v31i64(<31 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <31 x i64> %addr, <31 x float> zeroinitializer)
  ret <31 x float> %v
}

declare <31 x i32> @llvm.genx.svm.gather.v31i32.v31i1.v31i64(<31 x i1>, i32, <31 x i64>, <31 x i32>)
declare <31 x float> @llvm.genx.svm.gather.v31f32.v31i1.v31i64(<31 x i1>, i32, <31 x i64>, <31 x float>)
