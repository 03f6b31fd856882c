; 16-bit elements are read as 2 one-byte blocks per lane. SVM_GATHER puts
; 1-byte blocks in slots of max(4, num_blocks) bytes per lane, so an
; <8 x i16> comes back as <32 x i8>: lane i's bytes at 4i and 4i+1. The
; passthru is spread into that layout (the other two bytes of each slot are
; never read: undef) and the result read back as a region: rows of 2 bytes,
; one row per lane, 4 bytes apart (rdregion <4;2,1>).
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

; CHECK-LABEL: define <4 x i16> @gather_i16(
; CHECK-NEXT:    %v.addrs = ptrtoint <4 x i16 addrspace(1)*> %p to <4 x i64>
; CHECK-NEXT:    [[BYTES:%.*]] = bitcast <4 x i16> %pt to <8 x i8>
; CHECK-NEXT:    %v.old = shufflevector <8 x i8> [[BYTES]], <8 x i8> poison, <16 x i32> <i32 0, i32 1, i32 undef, i32 undef, i32 2, i32 3, i32 undef, i32 undef, i32 4, i32 5, i32 undef, i32 undef, i32 6, i32 7, i32 undef, i32 undef>
; CHECK-NEXT:    %v.msg = call <16 x i8> @llvm.genx.svm.gather.v16i8.v4i1.v4i64(<4 x i1> %m, i32 1, <4 x i64> %v.addrs, <16 x i8> %v.old)
; CHECK-NEXT:    %v.blocks = call <8 x i8> @llvm.genx.rdregioni.v8i8.v16i8.i16(<16 x i8> %v.msg, i32 4, i32 2, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %v = bitcast <8 x i8> %v.blocks to <4 x i16>
; CHECK-NEXT:    ret <4 x i16> %v
; LEGAL-LABEL: define {{.*}}@gather_i16(
; LEGAL: %v.msg.0 = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m.0, i32 1, <8 x i64> %v.addrs.0, <32 x i8> %v.old.0)
; VISA-LABEL: .kernel gather_i16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.2 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i16> @gather_i16(<4 x i16 addrspace(1)*> %p, <4 x i1> %m, <4 x i16> %pt) {
  %v = call <4 x i16> @llvm.masked.gather.v4i16.v4p1i16(<4 x i16 addrspace(1)*> %p, i32 2, <4 x i1> %m, <4 x i16> %pt)
  ret <4 x i16> %v
}

; half is 2 bytes too; an undef passthru needs no `old` at all.
; CHECK-LABEL: define <8 x half> @gather_half(
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x half addrspace(1)*> %p to <8 x i64>
; CHECK-NEXT:    %v.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 1, <8 x i64> %v.addrs, <32 x i8> undef)
; CHECK-NEXT:    %v.blocks = call <16 x i8> @llvm.genx.rdregioni.v16i8.v32i8.i16(<32 x i8> %v.msg, i32 4, i32 2, i32 1, i16 0, i32 0)
; CHECK-NEXT:    %v = bitcast <16 x i8> %v.blocks to <8 x half>
; LEGAL-LABEL: define {{.*}}@gather_half(
; LEGAL: %v.msg = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 1, <8 x i64> %v.addrs, <32 x i8> undef)
; VISA-LABEL: .kernel gather_half{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.2 (M1_NM, 8) p.0 v_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x half> @gather_half(<8 x half addrspace(1)*> %p, <8 x i1> %m) {
  %v = call <8 x half> @llvm.masked.gather.v8f16.v8p1f16(<8 x half addrspace(1)*> %p, i32 2, <8 x i1> %m, <8 x half> undef)
  ret <8 x half> %v
}

; i8: one 1-byte block in a 4-byte slot.
; CHECK-LABEL: define <4 x i8> @gather_i8(
; CHECK-NEXT:    %v.addrs = ptrtoint <4 x i8 addrspace(1)*> %p to <4 x i64>
; CHECK-NEXT:    %v.old = shufflevector <4 x i8> %pt, <4 x i8> poison, <16 x i32> <i32 0, i32 undef, i32 undef, i32 undef, i32 1, i32 undef, i32 undef, i32 undef, i32 2, i32 undef, i32 undef, i32 undef, i32 3, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.msg = call <16 x i8> @llvm.genx.svm.gather.v16i8.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <16 x i8> %v.old)
; CHECK-NEXT:    %v = call <4 x i8> @llvm.genx.rdregioni.v4i8.v16i8.i16(<16 x i8> %v.msg, i32 0, i32 4, i32 4, i16 0, i32 0)
; CHECK-NEXT:    ret <4 x i8> %v
; LEGAL-LABEL: define {{.*}}@gather_i8(
; LEGAL: %v.msg = call <16 x i8> @llvm.genx.svm.gather.v16i8.v4i1.v4i64(<4 x i1> %m, i32 0, <4 x i64> %v.addrs, <16 x i8> %v.old)
; VISA-LABEL: .kernel gather_i8{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.1 (M1_NM, 4) p.0 v_msg.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i8> @gather_i8(<4 x i8 addrspace(1)*> %p, <4 x i1> %m, <4 x i8> %pt) {
  %v = call <4 x i8> @llvm.masked.gather.v4i8.v4p1i8(<4 x i8 addrspace(1)*> %p, i32 1, <4 x i1> %m, <4 x i8> %pt)
  ret <4 x i8> %v
}

declare <4 x i16> @llvm.masked.gather.v4i16.v4p1i16(<4 x i16 addrspace(1)*>, i32, <4 x i1>, <4 x i16>)
declare <8 x half> @llvm.masked.gather.v8f16.v8p1f16(<8 x half addrspace(1)*>, i32, <8 x i1>, <8 x half>)
declare <4 x i8> @llvm.masked.gather.v4i8.v4p1i8(<4 x i8 addrspace(1)*>, i32, <4 x i1>, <4 x i8>)
