; Generic memory operations in SLM (addrspace 3, 32-bit pointers), chosen
; from the access table (docs/lowering.md): the rows differ by platform where
; the message table says so (no OWORD on SLM before ICLLP).
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s --check-prefixes=CHECK,GEN9,DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s --check-prefixes=CHECK,OWORD,DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s --check-prefixes=CHECK,OWORD,DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s --check-prefixes=CHECK,OWORD,DP
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform gen9 -o %t 2>&1 | FileCheck %s --check-prefix=GEN9STATS
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xelp -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: visa-lower compile %s --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL,LEGAL-GEN9,LEGAL-DP
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL,LEGAL-XELP-XEHPG-XEHPC,LEGAL-DP
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL,LEGAL-XELP-XEHPG-XEHPC,LEGAL-DP
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL,LEGAL-XELP-XEHPG-XEHPC,LEGAL-DP
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA,VISA-GEN9,VISA-DP
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA,VISA-XELP-XEHPG-XEHPC,VISA-DP
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA,VISA-XELP-XEHPG-XEHPC,VISA-DP
; RUN: visa-lower compile %s --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA,VISA-XELP-XEHPG-XEHPC,VISA-DP
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg | FileCheck %s --check-prefix=LSC
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc | FileCheck %s --check-prefix=LEGAL-LSC
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefix=VISA-LSC

target datalayout = "p3:32:32"

; An oword-aligned vector load in SLM is OWORD_LD (the offset in owords);
; gen9 has no OWORD on SLM, so its dwords are one GATHER4_SCALED (channel R)
; at consecutive byte offsets, NoMask.
; CHECK-LABEL: define <8 x i32> @load_oword(
; CHECK-NEXT:    [[OFF:%.*]] = ptrtoint <8 x i32> addrspace(3)* %p to i32
; OWORD-NEXT:    [[OWORDS:%.*]] = lshr i32 [[OFF]], 4
; OWORD-NEXT:    %v = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 254, i32 [[OWORDS]])
; GEN9-NEXT:     [[B:%.*]] = insertelement <8 x i32> poison, i32 [[OFF]], i32 0
; GEN9-NEXT:     [[SPLAT:%.*]] = shufflevector <8 x i32> [[B]], <8 x i32> poison, <8 x i32> zeroinitializer
; GEN9-NEXT:     [[OFFS:%.*]] = add <8 x i32> [[SPLAT]], <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
; GEN9-NEXT:     %v = call <8 x i32> @llvm.genx.gather4.scaled.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 254, i32 0, <8 x i32> [[OFFS]], <8 x i32> undef), !visa.nomask
; CHECK-NEXT:    ret <8 x i32> %v
; LEGAL-GEN9-LABEL: define {{.*}}@load_oword(
; LEGAL-GEN9: %v = call <8 x i32> @llvm.genx.gather4.scaled.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 254, i32 0, <8 x i32> %4, <8 x i32> undef), !visa.nomask !0
; LEGAL-XELP-XEHPG-XEHPC-LABEL: define {{.*}}@load_oword(
; LEGAL-XELP-XEHPG-XEHPC: %v = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 254, i32 %2)
; VISA-GEN9-LABEL: .kernel load_oword{{$}}
; VISA-GEN9: gather4_scaled.R (M1_NM, 8) %slm 0x0:ud {{V[0-9]+}}.0 v.0
; VISA-GEN9-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-XELP-XEHPG-XEHPC-LABEL: .kernel load_oword{{$}}
; VISA-XELP-XEHPG-XEHPC: oword_ld (2) %slm {{V[0-9]+}}(0,0)<0;1,0> v.0
; VISA-XELP-XEHPG-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i32> @load_oword(<8 x i32> addrspace(3)* %p) {
  %v = load <8 x i32>, <8 x i32> addrspace(3)* %p, align 16
  ret <8 x i32> %v
}

; llvm.masked.gather of i16 from SLM: GATHER_SCALED of 2 bytes per lane
; (log2 blocks 1) into dwords; the passthru goes in zero-extended and the
; result is truncated (the upper bytes are not the lane's).
; CHECK-LABEL: define <8 x i16> @gather_i16(
; CHECK-NEXT:    [[OFFS:%.*]] = ptrtoint <8 x i16 addrspace(3)*> %p to <8 x i32>
; CHECK-NEXT:    [[OLD:%.*]] = zext <8 x i16> %old to <8 x i32>
; CHECK-NEXT:    [[V:%.*]] = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> [[OFFS]], <8 x i32> [[OLD]])
; CHECK-NEXT:    %v = trunc <8 x i32> [[V]] to <8 x i16>
; LEGAL-LABEL: define {{.*}}@gather_i16(
; LEGAL: %3 = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %1, <8 x i32> %2)
; VISA-LABEL: .kernel gather_i16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) gather_scaled.2 (M1_NM, 8) %slm 0x0:ud p.0 {{V[0-9]+}}.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <8 x i16> @gather_i16(<8 x i16 addrspace(3)*> %p, <8 x i1> %m, <8 x i16> %old) {
  %v = call <8 x i16> @llvm.masked.gather.v8i16.v8p3i16(<8 x i16 addrspace(3)*> %p, i32 2, <8 x i1> %m, <8 x i16> %old)
  ret <8 x i16> %v
}

; atomicrmw in SLM: a one-lane DWORD_ATOMIC on surface 254; signed max is
; IMAX. On the platforms with LSC it is lsc_atomic_smax.slm (sub-op 15).
; CHECK-LABEL: define i32 @atomic_max_slm(
; CHECK-NEXT:    [[SRC:%.*]] = insertelement <1 x i32> poison, i32 %v, i32 0
; CHECK-NEXT:    [[OFF:%.*]] = ptrtoint i32 addrspace(3)* %p to i32
; CHECK-NEXT:    [[LANE:%.*]] = insertelement <1 x i32> poison, i32 [[OFF]], i32 0
; DP-NEXT:       [[OLD:%.*]] = call <1 x i32> @llvm.genx.dword.atomic.imax.v1i32.v1i1.v1i32(<1 x i1> <i1 true>, i32 254, <1 x i32> [[LANE]], <1 x i32> [[SRC]], <1 x i32> undef), !visa.nomask
; LSC:      [[OLD:%.*]] = call <1 x i32> @llvm.genx.lsc.xatomic.slm.v1i32.v1i1.v1i32(<1 x i1> <i1 true>, i8 15, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <1 x i32> {{%.*}}, <1 x i32> {{%.*}}, <1 x i32> undef, i32 0, <1 x i32> undef), !visa.nomask
; CHECK-NEXT:    %old = extractelement <1 x i32> [[OLD]], i32 0
; LEGAL-LABEL: define {{.*}}@atomic_max_slm(
; LEGAL-DP: %4 = call <1 x i32> @llvm.genx.dword.atomic.imax.v1i32.v1i1.v1i32(<1 x i1> <i1 true>, i32 254, <1 x i32> %3, <1 x i32> %1, <1 x i32> undef), !visa.nomask !0
; LEGAL-LSC: %4 = call <1 x i32> @llvm.genx.lsc.xatomic.slm.v1i32.v1i1.v1i32(<1 x i1> <i1 true>, i8 15, {{.*}}, <1 x i32> %3, <1 x i32> %1, <1 x i32> undef, i32 0, <1 x i32> undef), !visa.nomask !0
; VISA-LABEL: .kernel atomic_max_slm{{$}}
; VISA-DP: dword_atomic.maxsint (M1_NM, 1) %slm {{V[0-9]+}}.0 {{V[0-9]+}}_d.0 %null.0 {{V[0-9]+}}_d.0
; VISA-LSC: lsc_atomic_smax.slm (M1_NM, 1) {{V[0-9]+}}.0:d32 flat[{{V[0-9]+}}.0]:a32 {{V[0-9]+}}.0 %null.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define i32 @atomic_max_slm(i32 addrspace(3)* %p, i32 %v) {
  %old = atomicrmw max i32 addrspace(3)* %p, i32 %v seq_cst
  ret i32 %old
}

; STATS: stats: select: oword_ld: 1
; STATS: stats: select: gather_scaled: 1
; STATS: stats: select: dword_atomic: 1
; STATS-NOT: gather4_scaled
; GEN9STATS: stats: select: gather4_scaled: 1
; GEN9STATS-NOT: oword_ld

declare <8 x i16> @llvm.masked.gather.v8i16.v8p3i16(<8 x i16 addrspace(3)*>, i32, <8 x i1>, <8 x i16>)
