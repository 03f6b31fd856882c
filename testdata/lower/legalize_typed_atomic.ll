; TYPED_ATOMIC is SIMD8 only: 16 lanes become two SIMD8 messages, 5 lanes
; one SIMD8 with lanes 5..7 off. Every source and coordinate is sliced; the
; results are concatenated. Xe-HPC has no TYPED_ATOMIC: an error naming the
; platforms that have it.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefixes=TA
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefixes=TA
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefixes=TA
; RUN: not visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s --check-prefixes=XEHPC
; RUN: visa-lower compile %s --no-locations --platform gen9 | FileCheck %s --check-prefixes=VISA-GRF32
; RUN: visa-lower compile %s --no-locations --platform xelp | FileCheck %s --check-prefixes=VISA-GRF32
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s --check-prefixes=VISA-GRF32
; RUN: not visa-lower compile %s --platform xehpc 2>&1 | FileCheck %s --check-prefix=VISA-ERR-XEHPC


; cmpxchg: src0 and src1.
; TA-LABEL: define <16 x i32> @cmpxchg_16(
; TA-NEXT:    %m.0 = shufflevector <16 x i1> %m, <16 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %s0.0 = shufflevector <16 x i32> %s0, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %s1.0 = shufflevector <16 x i32> %s1, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %u.0 = shufflevector <16 x i32> %u, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %v.0 = shufflevector <16 x i32> %v, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %r.0 = shufflevector <16 x i32> %r, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %lod.0 = shufflevector <16 x i32> %lod, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %x.0 = call <8 x i32> @llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32(<8 x i1> %m.0, i32 3, <8 x i32> %s0.0, <8 x i32> %s1.0, <8 x i32> %u.0, <8 x i32> %v.0, <8 x i32> %r.0, <8 x i32> %lod.0)
; TA-NEXT:    %m.8 = shufflevector <16 x i1> %m, <16 x i1> zeroinitializer, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %s0.8 = shufflevector <16 x i32> %s0, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %s1.8 = shufflevector <16 x i32> %s1, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %u.8 = shufflevector <16 x i32> %u, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %v.8 = shufflevector <16 x i32> %v, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %r.8 = shufflevector <16 x i32> %r, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %lod.8 = shufflevector <16 x i32> %lod, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %x.8 = call <8 x i32> @llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32(<8 x i1> %m.8, i32 3, <8 x i32> %s0.8, <8 x i32> %s1.8, <8 x i32> %u.8, <8 x i32> %v.8, <8 x i32> %r.8, <8 x i32> %lod.8)
; TA-NEXT:    %x = shufflevector <8 x i32> %x.0, <8 x i32> %x.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    ret <16 x i32> %x
; VISA-GRF32-LABEL: .kernel cmpxchg_16{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) typed_atomic.cmpxchg (M1_NM, 8) bti3 u.0 v.0 r.0 lod_.0 s0.0 s1.0 x.0
; VISA-GRF32: ({{P[0-9]+}}) typed_atomic.cmpxchg (M3_NM, 8) bti3 u.32 v.32 r.32 lod_.32 s0.32 s1.32 x.32
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <16 x i32> @cmpxchg_16(<16 x i1> %m, <16 x i32> %s0, <16 x i32> %s1, <16 x i32> %u, <16 x i32> %v, <16 x i32> %r, <16 x i32> %lod) {
; XEHPC: legalize_typed_atomic.ll:[[@LINE+2]]:3: error: legalize: TYPED_ATOMIC (`llvm.genx.typed.atomic.cmpxchg`) is not available on xehpc; platforms that have it: gen9, xelp, xehpg
; XEHPC-NOT: define
  %x = call <16 x i32> @llvm.genx.typed.atomic.cmpxchg.v16i32.v16i1.v16i32(<16 x i1> %m, i32 3, <16 x i32> %s0, <16 x i32> %s1, <16 x i32> %u, <16 x i32> %v, <16 x i32> %r, <16 x i32> %lod)
  ret <16 x i32> %x
}

; inc: no source.
; TA-LABEL: define <5 x i32> @inc_5(
; TA-NEXT:    %m.0 = shufflevector <5 x i1> %m, <5 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 5>
; TA-NEXT:    %u.0 = shufflevector <5 x i32> %u, <5 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef>
; TA-NEXT:    %v.0 = shufflevector <5 x i32> %v, <5 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef>
; TA-NEXT:    %r.0 = shufflevector <5 x i32> %r, <5 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef>
; TA-NEXT:    %lod.0 = shufflevector <5 x i32> %lod, <5 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef>
; TA-NEXT:    %x.0 = call <8 x i32> @llvm.genx.typed.atomic.inc.v8i32.v8i1.v8i32(<8 x i1> %m.0, i32 3, <8 x i32> %u.0, <8 x i32> %v.0, <8 x i32> %r.0, <8 x i32> %lod.0)
; TA-NEXT:    %x = shufflevector <8 x i32> %x.0, <8 x i32> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
; TA-NEXT:    ret <5 x i32> %x
; VISA-GRF32-LABEL: .kernel inc_5{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) typed_atomic.inc (M1_NM, 8) bti3 u.0 v.0 r.0 lod_.0 %null.0 %null.0 x.0
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <5 x i32> @inc_5(<5 x i1> %m, <5 x i32> %u, <5 x i32> %v, <5 x i32> %r, <5 x i32> %lod) {
  %x = call <5 x i32> @llvm.genx.typed.atomic.inc.v5i32.v5i1.v5i32(<5 x i1> %m, i32 3, <5 x i32> %u, <5 x i32> %v, <5 x i32> %r, <5 x i32> %lod)
  ret <5 x i32> %x
}

; SIMD8 is kept.
; TA-LABEL: define <8 x i32> @add_8(
; TA-NEXT:    %x = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %m, i32 3, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u)
; TA-NEXT:    ret <8 x i32> %x
; VISA-GRF32-LABEL: .kernel add_8{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) typed_atomic.add (M1_NM, 8) bti3 u.0 u.0 u.0 u.0 u.0 %null.0 x.0
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @add_8(<8 x i1> %m, <8 x i32> %u) {
  %x = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %m, i32 3, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u)
  ret <8 x i32> %x
}

declare <16 x i32> @llvm.genx.typed.atomic.cmpxchg.v16i32.v16i1.v16i32(<16 x i1>, i32, <16 x i32>, <16 x i32>, <16 x i32>, <16 x i32>, <16 x i32>, <16 x i32>)
declare <5 x i32> @llvm.genx.typed.atomic.inc.v5i32.v5i1.v5i32(<5 x i1>, i32, <5 x i32>, <5 x i32>, <5 x i32>, <5 x i32>)
declare <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)

; VISA-ERR-XEHPC: error: legalize: TYPED_ATOMIC (`llvm.genx.typed.atomic.cmpxchg`) is not available on xehpc
