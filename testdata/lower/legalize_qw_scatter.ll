; QW_SCATTER exists on Xe-HPC (exec 1..16, one block; Intel's compiler
; writes none before it); on Gen9, Xe-LP and Xe-HPG the call is an error
; naming the platform that has it.
; RUN: not visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefixes=NOQW,ERR -DP=gen9
; RUN: not visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s --check-prefixes=NOQW,ERR -DP=xelp
; RUN: not visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefixes=NOQW,ERR -DP=xehpg
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s --check-prefixes=QW
; RUN: not visa-lower compile %s --platform gen9 2>&1 | FileCheck %s --check-prefix=VISA-ERR -DP=gen9
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefix=VISA-ERR -DP=xelp
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefix=VISA-ERR -DP=xehpg
; RUN: visa-lower compile %s --no-locations --platform xehpc | FileCheck %s --check-prefixes=VISA-XEHPC


; QW-LABEL: define void @qw_scatter_20(
; QW-NEXT:    %m.0 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; QW-NEXT:    %off.0 = shufflevector <20 x i32> %off, <20 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; QW-NEXT:    %d.0 = shufflevector <20 x double> %d, <20 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; QW-NEXT:    call void @llvm.visa.qw.scatter.v16i1.v16i32.v16f64(<16 x i1> %m.0, i32 254, <16 x i32> %off.0, <16 x double> %d.0)
; QW-NEXT:    %m.16 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
; QW-NEXT:    %off.16 = shufflevector <20 x i32> %off, <20 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; QW-NEXT:    %d.16 = shufflevector <20 x double> %d, <20 x double> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; QW-NEXT:    call void @llvm.visa.qw.scatter.v16i1.v16i32.v16f64(<16 x i1> %m.16, i32 254, <16 x i32> %off.16, <16 x double> %d.16)
; QW-NEXT:    ret void
; VISA-XEHPC-LABEL: .kernel qw_scatter_20{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: ({{P[0-9]+}}) qw_scatter.1 (M1_NM, 16) %slm off.0 d.0
; VISA-XEHPC: ({{P[0-9]+}}) qw_scatter.1 (M5_NM, 16) %slm off.64 d.128
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @qw_scatter_20(<20 x i1> %m, <20 x i32> %off, <20 x double> %d) {
; ERR: legalize_qw_scatter.ll:[[@LINE+1]]:3: error: legalize: QW_SCATTER (`llvm.visa.qw.scatter`) is not available on [[P]]; platforms that have it: xehpc
  call void @llvm.visa.qw.scatter.v20i1.v20i32.v20f64(<20 x i1> %m, i32 254, <20 x i32> %off, <20 x double> %d)
  ret void
}

; 1..16 lanes in powers of two are legal as they are; 3 becomes SIMD4.
; QW-LABEL: define void @qw_scatter_narrow(
; QW-NEXT:    call void @llvm.visa.qw.scatter.v1i1.v1i32.v1i64(<1 x i1> <i1 true>, i32 254, <1 x i32> %off1, <1 x i64> %d1)
; QW-NEXT:    %m3.0 = shufflevector <3 x i1> %m3, <3 x i1> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; QW-NEXT:    %off3.0 = shufflevector <3 x i32> %off3, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
; QW-NEXT:    %d3.0 = shufflevector <3 x i64> %d3, <3 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>
; QW-NEXT:    call void @llvm.visa.qw.scatter.v4i1.v4i32.v4i64(<4 x i1> %m3.0, i32 %s, <4 x i32> %off3.0, <4 x i64> %d3.0)
; QW-NEXT:    ret void
; VISA-XEHPC-LABEL: .kernel qw_scatter_narrow{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: qw_scatter.1 (M1_NM, 1) %slm off1.0 d1.0
; VISA-XEHPC: ({{P[0-9]+}}) qw_scatter.1 (M1_NM, 4) s off3.0 d3.0
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @qw_scatter_narrow(<1 x i32> %off1, <1 x i64> %d1, <3 x i1> %m3, i32 %s, <3 x i32> %off3, <3 x i64> %d3) {
  call void @llvm.visa.qw.scatter.v1i1.v1i32.v1i64(<1 x i1> <i1 true>, i32 254, <1 x i32> %off1, <1 x i64> %d1)
  call void @llvm.visa.qw.scatter.v3i1.v3i32.v3i64(<3 x i1> %m3, i32 %s, <3 x i32> %off3, <3 x i64> %d3)
  ret void
}

; NOQW-NOT: define
declare void @llvm.visa.qw.scatter.v20i1.v20i32.v20f64(<20 x i1>, i32, <20 x i32>, <20 x double>)
declare void @llvm.visa.qw.scatter.v1i1.v1i32.v1i64(<1 x i1>, i32, <1 x i32>, <1 x i64>)
declare void @llvm.visa.qw.scatter.v3i1.v3i32.v3i64(<3 x i1>, i32, <3 x i32>, <3 x i64>)

; VISA-ERR: error: legalize: QW_SCATTER (`llvm.visa.qw.scatter`) is not available on [[P]]
