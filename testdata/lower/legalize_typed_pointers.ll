; SVM_GATHER addresses given as a vector of typed pointers: slices keep the pointer
; type; a block group past the first adds its offset to the addresses as
; integers (ptrtoint + add) and passes <N x i64>.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <20 x i32> @ptr_20(
; CHECK-NEXT:    %m.0 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %p.0 = shufflevector <20 x i32 addrspace(1)*> %p, <20 x i32 addrspace(1)*> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %old.0 = shufflevector <20 x i32> %old, <20 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %v.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16p1i32(<16 x i1> %m.0, i32 0, <16 x i32 addrspace(1)*> %p.0, <16 x i32> %old.0)
; CHECK-NEXT:    %m.16 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
; CHECK-NEXT:    %p.16 = shufflevector <20 x i32 addrspace(1)*> %p, <20 x i32 addrspace(1)*> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %old.16 = shufflevector <20 x i32> %old, <20 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.16 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16p1i32(<16 x i1> %m.16, i32 0, <16 x i32 addrspace(1)*> %p.16, <16 x i32> %old.16)
; CHECK-NEXT:    %v = shufflevector <16 x i32> %v.0, <16 x i32> %v.16, <20 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19>
; VISA-LABEL: .kernel ptr_20{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) p.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) p.128 v.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <20 x i32> @ptr_20(<20 x i1> %m, <20 x i32 addrspace(1)*> %p, <20 x i32> %old) {
  %v = call <20 x i32> @llvm.genx.svm.gather.v20i32.v20i1.v20p1i32(<20 x i1> %m, i32 0, <20 x i32 addrspace(1)*> %p, <20 x i32> %old)
  ret <20 x i32> %v
}

; CHECK-LABEL: define <64 x i64> @qword_x8_ptr(
; CHECK-NEXT:    %old.b0.0 = shufflevector <64 x i64> %old, <64 x i64> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    %v.b0.0 = call <32 x i64> @llvm.genx.svm.gather.v32i64.v8i1.v8p1i32(<8 x i1> %m, i32 2, <8 x i32 addrspace(1)*> %p, <32 x i64> %old.b0.0)
; CHECK-NEXT:    %p.int = ptrtoint <8 x i32 addrspace(1)*> %p to <8 x i64>
; CHECK-NEXT:    %p.plus32 = add <8 x i64> %p.int, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
; CHECK-NEXT:    %old.b4.0 = shufflevector <64 x i64> %old, <64 x i64> poison, <32 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    %v.b4.0 = call <32 x i64> @llvm.genx.svm.gather.v32i64.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %p.plus32, <32 x i64> %old.b4.0)
; CHECK-NEXT:    %v = shufflevector <32 x i64> %v.b0.0, <32 x i64> %v.b4.0, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; VISA-LABEL: .kernel qword_x8_ptr{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.8.4 (M1_NM, 8) p.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.8.4 (M1_NM, 8) p_plus32.0 v.256
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <64 x i64> @qword_x8_ptr(<8 x i1> %m, <8 x i32 addrspace(1)*> %p, <64 x i64> %old) {
  %v = call <64 x i64> @llvm.genx.svm.gather.v64i64.v8i1.v8p1i32(<8 x i1> %m, i32 3, <8 x i32 addrspace(1)*> %p, <64 x i64> %old)
  ret <64 x i64> %v
}

declare <20 x i32> @llvm.genx.svm.gather.v20i32.v20i1.v20p1i32(<20 x i1>, i32, <20 x i32 addrspace(1)*>, <20 x i32>)
declare <64 x i64> @llvm.genx.svm.gather.v64i64.v8i1.v8p1i32(<8 x i1>, i32, <8 x i32 addrspace(1)*>, <64 x i64>)
