; The block size is the largest of 8, 4, 1 bytes that the element size and
; the `align` argument allow (SVM_GATHER addresses must be aligned to the
; block size): an i32 with align 1 or 2 is read as 4 one-byte blocks per
; lane, whose layout (4-byte slots, lane-major) is exactly <N x i32>'s, so
; only bitcasts reshape it. A larger alignment changes nothing.
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <8 x i32> @i32_align1(
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x i32 addrspace(1)*> %p to <8 x i64>
; CHECK-NEXT:    %v.old = bitcast <8 x i32> %pt to <32 x i8>
; CHECK-NEXT:    %v.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %v.addrs, <32 x i8> %v.old)
; CHECK-NEXT:    %v = bitcast <32 x i8> %v.msg to <8 x i32>
; CHECK-NEXT:    ret <8 x i32> %v
; LEGAL-LABEL: define {{.*}}@i32_align1(
; LEGAL: %v.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %v.addrs, <32 x i8> %v.old)
; VISA-LABEL: .kernel i32_align1{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 8) p.0 v_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @i32_align1(<8 x i32 addrspace(1)*> %p, <8 x i1> %m, <8 x i32> %pt) {
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %p, i32 1, <8 x i1> %m, <8 x i32> %pt)
  ret <8 x i32> %v
}

; CHECK-LABEL: define <8 x float> @float_align2(
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x float addrspace(1)*> %p to <8 x i64>
; CHECK-NEXT:    %v.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %v.addrs, <32 x i8> undef)
; CHECK-NEXT:    %v = bitcast <32 x i8> %v.msg to <8 x float>
; CHECK-NEXT:    ret <8 x float> %v
; LEGAL-LABEL: define {{.*}}@float_align2(
; LEGAL: %v.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %v.addrs, <32 x i8> undef)
; VISA-LABEL: .kernel float_align2{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 8) p.0 v_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x float> @float_align2(<8 x float addrspace(1)*> %p, <8 x i1> %m) {
  %v = call <8 x float> @llvm.masked.gather.v8f32.v8p1f32(<8 x float addrspace(1)*> %p, i32 2, <8 x i1> %m, <8 x float> undef)
  ret <8 x float> %v
}

; CHECK-LABEL: define <8 x i32> @i32_align16(
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x i32 addrspace(1)*> %p to <8 x i64>
; CHECK-NEXT:    %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %v.addrs, <8 x i32> undef)
; LEGAL-LABEL: define {{.*}}@i32_align16(
; LEGAL: %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %v.addrs, <8 x i32> undef)
; VISA-LABEL: .kernel i32_align16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @i32_align16(<8 x i32 addrspace(1)*> %p, <8 x i1> %m) {
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %p, i32 16, <8 x i1> %m, <8 x i32> undef)
  ret <8 x i32> %v
}

; An 8-byte element with align 8 or more is one 8-byte block.
; CHECK-LABEL: define <4 x i64> @i64_align8(
; CHECK-NEXT:    %v.addrs = ptrtoint <4 x i64 addrspace(1)*> %p to <4 x i64>
; CHECK-NEXT:    %v = call <4 x i64> @llvm.genx.svm.gather.v4i64.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i64> undef)
; LEGAL-LABEL: define {{.*}}@i64_align8(
; LEGAL: %v = call <4 x i64> @llvm.genx.svm.gather.v4i64.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i64> undef)
; VISA-LABEL: .kernel i64_align8{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.8.1 (M1_NM, 4) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i64> @i64_align8(<4 x i64 addrspace(1)*> %p, <4 x i1> %m) {
  %v = call <4 x i64> @llvm.masked.gather.v4i64.v4p1i64(<4 x i64 addrspace(1)*> %p, i32 8, <4 x i1> %m, <4 x i64> undef)
  ret <4 x i64> %v
}

; A pointer element is read as i64 and converted back.
; CHECK-LABEL: define <4 x i8 addrspace(1)*> @pointers(
; CHECK-NEXT:    %v.addrs = ptrtoint <4 x i8 addrspace(1)* addrspace(1)*> %p to <4 x i64>
; CHECK-NEXT:    %v.msg = call <4 x i64> @llvm.genx.svm.gather.v4i64.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i64> zeroinitializer)
; CHECK-NEXT:    %v = inttoptr <4 x i64> %v.msg to <4 x i8 addrspace(1)*>
; CHECK-NEXT:    ret <4 x i8 addrspace(1)*> %v
; LEGAL-LABEL: define {{.*}}@pointers(
; LEGAL: %v.msg = call <4 x i64> @llvm.genx.svm.gather.v4i64.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i64> zeroinitializer)
; VISA-LABEL: .kernel pointers{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.8.1 (M1_NM, 4) p.0 v_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i8 addrspace(1)*> @pointers(<4 x i8 addrspace(1)* addrspace(1)*> %p, <4 x i1> %m) {
  %v = call <4 x i8 addrspace(1)*> @llvm.masked.gather.v4p1i8.v4p1p1i8(<4 x i8 addrspace(1)* addrspace(1)*> %p, i32 8, <4 x i1> %m, <4 x i8 addrspace(1)*> zeroinitializer)
  ret <4 x i8 addrspace(1)*> %v
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p1f32(<8 x float addrspace(1)*>, i32, <8 x i1>, <8 x float>)
declare <4 x i64> @llvm.masked.gather.v4i64.v4p1i64(<4 x i64 addrspace(1)*>, i32, <4 x i1>, <4 x i64>)
declare <4 x i8 addrspace(1)*> @llvm.masked.gather.v4p1i8.v4p1p1i8(<4 x i8 addrspace(1)* addrspace(1)*>, i32, <4 x i1>, <4 x i8 addrspace(1)*>)
