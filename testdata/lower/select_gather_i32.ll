; llvm.masked.gather of 32-bit elements from global memory (addrspace 1 and
; 0) with 4-byte alignment: one SVM_GATHER of one 4-byte block per lane. The
; element type stays as it is (no reshaping): addresses are the pointers as
; <N x i64>, `old` is the passthru, the result replaces the gather.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform gen9 -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: visa-lower compile %s --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <8 x i32> @gather_i32(
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x i32 addrspace(1)*> %p to <8 x i64>
; CHECK-NEXT:    %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %v.addrs, <8 x i32> undef)
; CHECK-NEXT:    ret <8 x i32> %v
; LEGAL-LABEL: define {{.*}}@gather_i32(
; LEGAL: %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %v.addrs, <8 x i32> undef)
; VISA-LABEL: .kernel gather_i32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @gather_i32(<8 x i32 addrspace(1)*> %p, <8 x i1> %m) {
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %p, i32 4, <8 x i1> %m, <8 x i32> undef)
  ret <8 x i32> %v
}

; CHECK-LABEL: define <16 x float> @gather_float_addrspace0(
; CHECK-NEXT:    %v.addrs = ptrtoint <16 x float*> %p to <16 x i64>
; CHECK-NEXT:    %v = call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %v.addrs, <16 x float> %pt)
; CHECK-NEXT:    ret <16 x float> %v
; LEGAL-LABEL: define {{.*}}@gather_float_addrspace0(
; LEGAL: %v = call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %v.addrs, <16 x float> %pt)
; VISA-LABEL: .kernel gather_float_addrspace0{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <16 x float> @gather_float_addrspace0(<16 x float*> %p, <16 x i1> %m, <16 x float> %pt) {
  %v = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %p, i32 4, <16 x i1> %m, <16 x float> %pt)
  ret <16 x float> %v
}

; Any width: legalize makes it legal later. A constant mask stays a constant.
; CHECK-LABEL: define <5 x i32> @gather_5_lanes(
; CHECK-NEXT:    %v.addrs = ptrtoint <5 x i32 addrspace(1)*> %p to <5 x i64>
; CHECK-NEXT:    %v = call <5 x i32> @llvm.genx.svm.gather.v5i32.v5i1.v5i64(<5 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false>, i32 0, <5 x i64> %v.addrs, <5 x i32> zeroinitializer)
; CHECK-NEXT:    %w = add <5 x i32> %v, %v
; CHECK-NEXT:    ret <5 x i32> %w
; LEGAL-LABEL: define {{.*}}@gather_5_lanes(
; LEGAL: %v.0 = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false>, i32 0, <8 x i64> %v.addrs.0, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 undef, i32 undef, i32 undef>)
; VISA-LABEL: .kernel gather_5_lanes{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} 0xd:ud
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <5 x i32> @gather_5_lanes(<5 x i32 addrspace(1)*> %p) {
  %v = call <5 x i32> @llvm.masked.gather.v5i32.v5p1i32(<5 x i32 addrspace(1)*> %p, i32 4, <5 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false>, <5 x i32> zeroinitializer)
  %w = add <5 x i32> %v, %v
  ret <5 x i32> %w
}

; The generic calls are gone; their declarations stay (unused).
; CHECK-NOT: call {{.*}}@llvm.masked.gather

; STATS: stats: select: svm_gather: 3
; STATS-NOT: merged

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32, <16 x i1>, <16 x float>)
declare <5 x i32> @llvm.masked.gather.v5i32.v5p1i32(<5 x i32 addrspace(1)*>, i32, <5 x i1>, <5 x i32>)
