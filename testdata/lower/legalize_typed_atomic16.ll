; 16-bit typed atomics (TYPED_ATOMIC Op bit 5) exist on Xe-LP and Xe-HPG;
; on Gen9 (TGLLP+ only) and Xe-HPC (no TYPED_ATOMIC at all) the call is an
; error naming the platforms that have it.
; RUN: not visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefixes=GEN9
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefixes=A16
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefixes=A16
; RUN: not visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s --check-prefixes=XEHPC
; RUN: not visa-lower compile %s --platform gen9 2>&1 | FileCheck %s --check-prefix=VISA-ERR-GEN9
; RUN: visa-lower compile %s --no-locations --platform xelp | FileCheck %s --check-prefixes=VISA-XELP-XEHPG
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s --check-prefixes=VISA-XELP-XEHPG
; RUN: not visa-lower compile %s --platform xehpc 2>&1 | FileCheck %s --check-prefix=VISA-ERR-XEHPC


; A16-LABEL: define <12 x i32> @fmax16_12(
; A16-NEXT:    %m.0 = shufflevector <12 x i1> %m, <12 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; A16-NEXT:    %s.0 = shufflevector <12 x i32> %s, <12 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; A16-NEXT:    %u.0 = shufflevector <12 x i32> %u, <12 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; A16-NEXT:    %x.0 = call <8 x i32> @llvm.visa.typed.atomic16.fmax.v8i32.v8i1.v8i32(<8 x i1> %m.0, i32 3, <8 x i32> %s.0, <8 x i32> %u.0, <8 x i32> %u.0, <8 x i32> %u.0, <8 x i32> %u.0)
; A16-NEXT:    %m.8 = shufflevector <12 x i1> %m, <12 x i1> zeroinitializer, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 12, i32 12, i32 12>
; A16-NEXT:    %s.8 = shufflevector <12 x i32> %s, <12 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef>
; A16-NEXT:    %u.8 = shufflevector <12 x i32> %u, <12 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef>
; A16-NEXT:    %x.8 = call <8 x i32> @llvm.visa.typed.atomic16.fmax.v8i32.v8i1.v8i32(<8 x i1> %m.8, i32 3, <8 x i32> %s.8, <8 x i32> %u.8, <8 x i32> %u.8, <8 x i32> %u.8, <8 x i32> %u.8)
; A16-NEXT:    %x = shufflevector <8 x i32> %x.0, <8 x i32> %x.8, <12 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11>
; A16-NEXT:    ret <12 x i32> %x
; VISA-XELP-XEHPG-LABEL: .kernel fmax16_12{{$}}
; VISA-XELP-XEHPG: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XELP-XEHPG: ({{P[0-9]+}}) typed_atomic.fmax.16 (M1_NM, 8) bti3 u.0 u.0 u.0 u.0 s.0 %null.0 x.0
; VISA-XELP-XEHPG: ({{P[0-9]+}}) typed_atomic.fmax.16 (M3_NM, 8) bti3 u.32 u.32 u.32 u.32 s.32 %null.0 x.32
; VISA-XELP-XEHPG-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <12 x i32> @fmax16_12(<12 x i1> %m, <12 x i32> %s, <12 x i32> %u) {
; GEN9: legalize_typed_atomic16.ll:[[@LINE+2]]:3: error: legalize: 16-bit TYPED_ATOMIC (`llvm.visa.typed.atomic16.fmax`) is not available on gen9; platforms that have it: xelp, xehpg, mtl (vISA spec, TYPED_ATOMIC
; XEHPC: legalize_typed_atomic16.ll:[[@LINE+1]]:3: error: legalize: TYPED_ATOMIC (`llvm.visa.typed.atomic16.fmax`) is not available on xehpc; platforms that have it: gen9, xelp, xehpg
  %x = call <12 x i32> @llvm.visa.typed.atomic16.fmax.v12i32.v12i1.v12i32(<12 x i1> %m, i32 3, <12 x i32> %s, <12 x i32> %u, <12 x i32> %u, <12 x i32> %u, <12 x i32> %u)
  ret <12 x i32> %x
}

declare <12 x i32> @llvm.visa.typed.atomic16.fmax.v12i32.v12i1.v12i32(<12 x i1>, i32, <12 x i32>, <12 x i32>, <12 x i32>, <12 x i32>, <12 x i32>)

; VISA-ERR-GEN9: error: legalize: 16-bit TYPED_ATOMIC (`llvm.visa.typed.atomic16.fmax`) is not available on gen9
; VISA-ERR-XEHPC: error: legalize: TYPED_ATOMIC (`llvm.visa.typed.atomic16.fmax`) is not available on xehpc
