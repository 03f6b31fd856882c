; double: one 8-byte block with align 8 (no reshaping), two 4-byte blocks
; with align 4, eight 1-byte blocks never (SVM_GATHER has 8 blocks only of
; 4 bytes: see select_unsupported.ll). Opaque pointers read the same.
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

; CHECK-LABEL: define <8 x double> @double_align8(
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x ptr addrspace(1)> %p to <8 x i64>
; CHECK-NEXT:    %v = call <8 x double> @llvm.genx.svm.gather.v8f64.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %v.addrs, <8 x double> %pt)
; CHECK-NEXT:    ret <8 x double> %v
; LEGAL-LABEL: define {{.*}}@double_align8(
; LEGAL: %v = call <8 x double> @llvm.genx.svm.gather.v8f64.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %v.addrs, <8 x double> %pt)
; VISA-LABEL: .kernel double_align8{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.8.1 (M1_NM, 8) p.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x double> @double_align8(<8 x ptr addrspace(1)> %p, <8 x i1> %m, <8 x double> %pt) {
  %v = call <8 x double> @llvm.masked.gather.v8f64.v8p1(<8 x ptr addrspace(1)> %p, i32 8, <8 x i1> %m, <8 x double> %pt)
  ret <8 x double> %v
}

; CHECK-LABEL: define <2 x double> @double_align4(
; CHECK-NEXT:    %v.addrs = ptrtoint <2 x ptr> %p to <2 x i64>
; CHECK-NEXT:    %v.msg = call <4 x i32> @llvm.genx.svm.gather.v4i32.v2i1.v2i64(<2 x i1> %m, i32 1, <2 x i64> %v.addrs, <4 x i32> <i32 0, i32 0, i32 1072693248, i32 1073741824>)
; CHECK-NEXT:    %v.blocks = call <4 x i32> @llvm.genx.rdregioni.v4i32.v4i32.i16(<4 x i32> %v.msg, i32 1, i32 2, i32 2, i16 0, i32 0)
; CHECK-NEXT:    %v = bitcast <4 x i32> %v.blocks to <2 x double>
; CHECK-NEXT:    ret <2 x double> %v
; LEGAL-LABEL: define {{.*}}@double_align4(
; LEGAL: %v.msg.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %m.0, i32 1, <8 x i64> %v.addrs.0, <16 x i32> <i32 0, i32 0, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 1072693248, i32 1073741824, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>)
; VISA-LABEL: .kernel double_align4{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <2 x double> @double_align4(<2 x ptr> %p, <2 x i1> %m) {
  %v = call <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr> %p, i32 4, <2 x i1> %m, <2 x double> <double 1.0, double 2.0>)
  ret <2 x double> %v
}

declare <8 x double> @llvm.masked.gather.v8f64.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x double>)
declare <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x double>)
