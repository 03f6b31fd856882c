; An i64 with align 4 cannot use 8-byte blocks (addresses must be aligned to
; the block size): it is read as 2 four-byte blocks per lane. SVM_GATHER
; returns 4- and 8-byte blocks block-major (dst[j*N + i] = block j of lane
; i): all low dwords, then all high dwords. select moves the passthru into
; that layout with shufflevector and reads the result out of it as a region:
; one row per lane (vertical stride 1) of its 2 dwords, N apart (<1;2,N>).
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

; CHECK-LABEL: define <4 x i64> @i64_align4(
; CHECK-NEXT:    %v.addrs = ptrtoint <4 x i64 addrspace(1)*> %p to <4 x i64>
; CHECK-NEXT:    [[DWORDS:%.*]] = bitcast <4 x i64> %pt to <8 x i32>
; CHECK-NEXT:    %v.old = shufflevector <8 x i32> [[DWORDS]], <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
; CHECK-NEXT:    %v.msg = call <8 x i32> @llvm.genx.svm.gather.v8i32.v4i1.v4i64(<4 x i1> %m, i32 1, <4 x i64> %v.addrs, <8 x i32> %v.old)
; CHECK-NEXT:    %v.blocks = call <8 x i32> @llvm.genx.rdregioni.v8i32.v8i32.i16(<8 x i32> %v.msg, i32 1, i32 2, i32 4, i16 0, i32 0)
; CHECK-NEXT:    %v = bitcast <8 x i32> %v.blocks to <4 x i64>
; CHECK-NEXT:    ret <4 x i64> %v
; LEGAL-LABEL: define {{.*}}@i64_align4(
; LEGAL: %v.msg.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %m.0, i32 1, <8 x i64> %v.addrs.0, <16 x i32> %v.old.0)
; VISA-LABEL: .kernel i64_align4{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <4 x i64> @i64_align4(<4 x i64 addrspace(1)*> %p, <4 x i1> %m, <4 x i64> %pt) {
  %v = call <4 x i64> @llvm.masked.gather.v4i64.v4p1i64(<4 x i64 addrspace(1)*> %p, i32 4, <4 x i1> %m, <4 x i64> %pt)
  ret <4 x i64> %v
}

; Pointers with align 4: the same, through ptrtoint and inttoptr.
; CHECK-LABEL: define <2 x i32*> @pointers_align4(
; CHECK-NEXT:    %v.addrs = ptrtoint <2 x i32* addrspace(1)*> %p to <2 x i64>
; CHECK-NEXT:    %v.msg = call <4 x i32> @llvm.genx.svm.gather.v4i32.v2i1.v2i64(<2 x i1> %m, i32 1, <2 x i64> %v.addrs, <4 x i32> undef)
; CHECK-NEXT:    %v.blocks = call <4 x i32> @llvm.genx.rdregioni.v4i32.v4i32.i16(<4 x i32> %v.msg, i32 1, i32 2, i32 2, i16 0, i32 0)
; CHECK-NEXT:    [[QWORDS:%.*]] = bitcast <4 x i32> %v.blocks to <2 x i64>
; CHECK-NEXT:    %v = inttoptr <2 x i64> [[QWORDS]] to <2 x i32*>
; LEGAL-LABEL: define {{.*}}@pointers_align4(
; LEGAL: %v.msg.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v8i1.v8i64(<8 x i1> %m.0, i32 1, <8 x i64> %v.addrs.0, <16 x i32> undef)
; VISA-LABEL: .kernel pointers_align4{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M1_NM, 8) v_addrs_0.0 v_msg_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <2 x i32*> @pointers_align4(<2 x i32* addrspace(1)*> %p, <2 x i1> %m) {
  %v = call <2 x i32*> @llvm.masked.gather.v2p0i32.v2p1p0i32(<2 x i32* addrspace(1)*> %p, i32 4, <2 x i1> %m, <2 x i32*> undef)
  ret <2 x i32*> %v
}

declare <4 x i64> @llvm.masked.gather.v4i64.v4p1i64(<4 x i64 addrspace(1)*>, i32, <4 x i1>, <4 x i64>)
declare <2 x i32*> @llvm.masked.gather.v2p0i32.v2p1p0i32(<2 x i32* addrspace(1)*>, i32, <2 x i1>, <2 x i32*>)
