; llvm.visa.qw.gather: QW_GATHER (Xe-HPC: Intel's compiler writes none
; before it), 1 to 16 lanes; gen9, xelp and xehpg refuse it with a located
; diagnostic naming the platform that has it.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc | FileCheck %s
; RUN: not visa-lower compile %s --passes=legalize --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefix=ERR -DP=gen9
; RUN: not visa-lower compile %s --passes=legalize --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefix=ERR -DP=xelp
; RUN: not visa-lower compile %s --passes=legalize --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=ERR -DP=xehpg
; RUN: not visa-lower compile %s --platform gen9 2>&1 | FileCheck %s --check-prefix=VISA-ERR -DP=gen9
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefix=VISA-ERR -DP=xelp
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefix=VISA-ERR -DP=xehpg
; RUN: visa-lower compile %s --no-locations --platform xehpc | FileCheck %s --check-prefixes=VISA-XEHPC

; CHECK-LABEL: define <16 x i64> @qw_gather_16(
; CHECK-NEXT:    %v = call <16 x i64> @llvm.visa.qw.gather.v16i64.v16i1.v16i32(<16 x i1> %m, i32 254, <16 x i32> %off, <16 x i64> %old)
; VISA-XEHPC-LABEL: .kernel qw_gather_16{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: ({{P[0-9]+}}) qw_gather.1 (M1_NM, 16) %slm off.0 v.0
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <16 x i64> @qw_gather_16(<16 x i1> %m, <16 x i32> %off, <16 x i64> %old) {
  %v = call <16 x i64> @llvm.visa.qw.gather.v16i64.v16i1.v16i32(<16 x i1> %m, i32 254, <16 x i32> %off, <16 x i64> %old)
; ERR: legalize_qw_gather.ll:[[@LINE-1]]:3: error: legalize: QW_GATHER (`llvm.visa.qw.gather`) is not available on [[P]]; platforms that have it: xehpc (vISA spec, QW_GATHER and QW_SCATTER
  ret <16 x i64> %v
}

declare <16 x i64> @llvm.visa.qw.gather.v16i64.v16i1.v16i32(<16 x i1>, i32, <16 x i32>, <16 x i64>)

; VISA-ERR: error: legalize: QW_GATHER (`llvm.visa.qw.gather`) is not available on [[P]]
