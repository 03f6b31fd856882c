; llvm.masked.gather returns the passthru in disabled lanes; SVM_GATHER
; leaves disabled lanes of its destination untouched, so the passthru goes
; to `old`, in the message's layout. undef and poison stay undef; constants
; are reshaped at compile time.
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

; CHECK-LABEL: define <4 x i32> @passthru_value(
; CHECK:         call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i32> %pt)
; LEGAL-LABEL: define {{.*}}@passthru_value(
; LEGAL: %v = call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i32> %pt)
; VISA-LABEL: .kernel passthru_value{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 4) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i32> @passthru_value(<4 x i32 addrspace(1)*> %p, <4 x i1> %m, <4 x i32> %pt) {
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> %m, <4 x i32> %pt)
  ret <4 x i32> %v
}

; CHECK-LABEL: define <4 x i32> @passthru_poison(
; CHECK:         call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i32> undef)
; LEGAL-LABEL: define {{.*}}@passthru_poison(
; LEGAL: %v = call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <4 x i32> undef)
; VISA-LABEL: .kernel passthru_poison{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 4) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i32> @passthru_poison(<4 x i32 addrspace(1)*> %p, <4 x i1> %m) {
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> %m, <4 x i32> poison)
  ret <4 x i32> %v
}

; CHECK-LABEL: define <4 x i32> @passthru_zero_align1(
; CHECK:         call <16 x i8> @llvm.genx.svm.gather.v16i8.v4i1.v4i64(<4 x i1> %m, i32 2, <4 x i64> %v.addrs, <16 x i8> zeroinitializer)
; LEGAL-LABEL: define {{.*}}@passthru_zero_align1(
; LEGAL: %v.msg.0 = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m.0, i32 2, <8 x i64> %v.addrs.0, <32 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>)
; VISA-LABEL: .kernel passthru_zero_align1{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i32> @passthru_zero_align1(<4 x i32 addrspace(1)*> %p, <4 x i1> %m) {
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %p, i32 1, <4 x i1> %m, <4 x i32> zeroinitializer)
  ret <4 x i32> %v
}

; A constant is split into blocks when the message is built: lane 1's
; 0x200000001 is blocks 1 and 2, block-major; its undef lane stays undef.
; CHECK-LABEL: define <3 x i64> @passthru_constant_i64_align4(
; CHECK:         call <6 x i32> @llvm.genx.svm.gather.v6i32.v3i1.v3i64(<3 x i1> %m, i32 1, <3 x i64> %v.addrs, <6 x i32> <i32 -1, i32 1, i32 undef, i32 -1, i32 2, i32 undef>)
; LEGAL-LABEL: define {{.*}}@passthru_constant_i64_align4(
; LEGAL: %v.msg.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %m.0, i32 1, <8 x i64> %v.addrs.0, <16 x i32> <i32 -1, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 -1, i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>)
; VISA-LABEL: .kernel passthru_constant_i64_align4{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <3 x i64> @passthru_constant_i64_align4(<3 x i64 addrspace(1)*> %p, <3 x i1> %m) {
  %v = call <3 x i64> @llvm.masked.gather.v3i64.v3p1i64(<3 x i64 addrspace(1)*> %p, i32 4, <3 x i1> %m, <3 x i64> <i64 -1, i64 8589934593, i64 undef>)
  ret <3 x i64> %v
}

; A float constant as bytes: 1.0 is 0x3f800000 (little-endian 00 00 80 3f).
; CHECK-LABEL: define <2 x float> @passthru_constant_float_align1(
; CHECK:         call <8 x i8> @llvm.genx.svm.gather.v8i8.v2i1.v2i64(<2 x i1> %m, i32 2, <2 x i64> %v.addrs, <8 x i8> <i8 0, i8 0, i8 -128, i8 63, i8 0, i8 0, i8 0, i8 0>)
; LEGAL-LABEL: define {{.*}}@passthru_constant_float_align1(
; LEGAL: %v.msg.0 = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m.0, i32 2, <8 x i64> %v.addrs.0, <32 x i8> <i8 0, i8 0, i8 -128, i8 63, i8 0, i8 0, i8 0, i8 0, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>)
; VISA-LABEL: .kernel passthru_constant_float_align1{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <2 x float> @passthru_constant_float_align1(<2 x float addrspace(1)*> %p, <2 x i1> %m) {
  %v = call <2 x float> @llvm.masked.gather.v2f32.v2p1f32(<2 x float addrspace(1)*> %p, i32 1, <2 x i1> %m, <2 x float> <float 1.0, float 0.0>)
  ret <2 x float> %v
}

; Float constants keep their exact bits, NaN payloads included: half 1.0 is
; 0x3c00, the signaling NaN 0x7c01 stays 0x7c01.
; CHECK-LABEL: define <2 x half> @passthru_constant_half(
; CHECK:         call <8 x i8> @llvm.genx.svm.gather.v8i8.v2i1.v2i64(<2 x i1> %m, i32 1, <2 x i64> %v.addrs, <8 x i8> <i8 0, i8 60, i8 undef, i8 undef, i8 1, i8 124, i8 undef, i8 undef>)
; LEGAL-LABEL: define {{.*}}@passthru_constant_half(
; LEGAL: %v.msg.0 = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m.0, i32 1, <8 x i64> %v.addrs.0, <32 x i8> <i8 0, i8 60, i8 undef, i8 undef, i8 1, i8 124, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef, i8 undef>)
; VISA-LABEL: .kernel passthru_constant_half{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.2 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <2 x half> @passthru_constant_half(<2 x half addrspace(1)*> %p, <2 x i1> %m) {
  %v = call <2 x half> @llvm.masked.gather.v2f16.v2p1f16(<2 x half addrspace(1)*> %p, i32 2, <2 x i1> %m, <2 x half> <half 1.0, half 0xH7C01>)
  ret <2 x half> %v
}

declare <2 x half> @llvm.masked.gather.v2f16.v2p1f16(<2 x half addrspace(1)*>, i32, <2 x i1>, <2 x half>)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*>, i32, <4 x i1>, <4 x i32>)
declare <3 x i64> @llvm.masked.gather.v3i64.v3p1i64(<3 x i64 addrspace(1)*>, i32, <3 x i1>, <3 x i64>)
declare <2 x float> @llvm.masked.gather.v2f32.v2p1f32(<2 x float addrspace(1)*>, i32, <2 x i1>, <2 x float>)
