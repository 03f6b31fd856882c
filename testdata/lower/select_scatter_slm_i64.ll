; llvm.masked.scatter of 64-bit elements (i64, double, pointers) to SLM:
; QW_SCATTER (`llvm.visa.qw.scatter`) on Xe-HPC; Gen9, Xe-LP and Xe-HPG
; have no QW_SCATTER (Intel's compiler writes none before Xe-HPC), so the
; qwords are written by SCATTER4_SCALED as two
; channels, R = low dwords and G = high dwords, channel-major. At align 8 only:
; lanes 4 bytes apart would not be written in LLVM's lane order
; (select_unsupported.ll, qword_align4_scatter).
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s --check-prefixes=CHECK,RG
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s --check-prefixes=CHECK,RG
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s --check-prefixes=CHECK,RG
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s --check-prefixes=CHECK,QW
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform gen9 -o %t 2>&1 | FileCheck %s --check-prefix=RGSTATS
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xehpc --messages legacy -o %t 2>&1 | FileCheck %s --check-prefix=QWSTATS
; RUN: visa-lower compile %s --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL-RG
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL-RG
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL-RG
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL-QW
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA-RG
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA-RG
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA-RG
; RUN: visa-lower compile %s --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA-QW

; CHECK-LABEL: define void @scatter_i64(
; CHECK-NEXT:    %slm.offsets = ptrtoint <4 x i64 addrspace(3)*> %p to <4 x i32>
; QW-NEXT:       call void @llvm.visa.qw.scatter.v4i1.v4i32.v4i64(<4 x i1> %m, i32 254, <4 x i32> %slm.offsets, <4 x i64> %d)
; RG-NEXT:       %slm.dwords = bitcast <4 x i64> %d to <8 x i32>
; RG-NEXT:       %slm.data = shufflevector <8 x i32> %slm.dwords, <8 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
; RG-NEXT:       call void @llvm.genx.scatter4.scaled.v4i1.v4i32.v8i32(<4 x i1> %m, i32 3, i16 0, i32 254, i32 0, <4 x i32> %slm.offsets, <8 x i32> %slm.data)
; CHECK-NEXT:    ret void
; LEGAL-RG-LABEL: define {{.*}}@scatter_i64(
; LEGAL-RG: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1> %m.0, i32 3, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets.0, <16 x i32> %slm.data.0)
; LEGAL-QW-LABEL: define {{.*}}@scatter_i64(
; LEGAL-QW: call void @llvm.visa.qw.scatter.v4i1.v4i32.v4i64(<4 x i1> %m, i32 254, <4 x i32> %slm.offsets, <4 x i64> %d)
; VISA-RG-LABEL: .kernel scatter_i64{{$}}
; VISA-RG: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-RG: ({{P[0-9]+}}) scatter4_scaled.RG (M1_NM, 8) %slm 0x0:ud slm_offsets_0.0 slm_data_0.0
; VISA-RG-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-QW-LABEL: .kernel scatter_i64{{$}}
; VISA-QW: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-QW: ({{P[0-9]+}}) qw_scatter.1 (M1_NM, 4) %slm p.0 d.0
; VISA-QW-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter_i64(<4 x i64 addrspace(3)*> %p, <4 x i1> %m, <4 x i64> %d) {
  call void @llvm.masked.scatter.v4i64.v4p3i64(<4 x i64> %d, <4 x i64 addrspace(3)*> %p, i32 8, <4 x i1> %m)
  ret void
}

; CHECK-LABEL: define void @scatter_double(
; CHECK-NEXT:    %slm.offsets = ptrtoint <2 x double addrspace(3)*> %p to <2 x i32>
; QW-NEXT:       call void @llvm.visa.qw.scatter.v2i1.v2i32.v2f64(<2 x i1> %m, i32 254, <2 x i32> %slm.offsets, <2 x double> %d)
; RG-NEXT:       %slm.dwords = bitcast <2 x double> %d to <4 x i32>
; RG-NEXT:       %slm.data = shufflevector <4 x i32> %slm.dwords, <4 x i32> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
; RG-NEXT:       call void @llvm.genx.scatter4.scaled.v2i1.v2i32.v4i32(<2 x i1> %m, i32 3, i16 0, i32 254, i32 0, <2 x i32> %slm.offsets, <4 x i32> %slm.data)
; LEGAL-RG-LABEL: define {{.*}}@scatter_double(
; LEGAL-RG: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1> %m.0, i32 3, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets.0, <16 x i32> %slm.data.0)
; LEGAL-QW-LABEL: define {{.*}}@scatter_double(
; LEGAL-QW: call void @llvm.visa.qw.scatter.v2i1.v2i32.v2f64(<2 x i1> %m, i32 254, <2 x i32> %slm.offsets, <2 x double> %d)
; VISA-RG-LABEL: .kernel scatter_double{{$}}
; VISA-RG: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-RG: ({{P[0-9]+}}) scatter4_scaled.RG (M1_NM, 8) %slm 0x0:ud slm_offsets_0.0 slm_data_0.0
; VISA-RG-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-QW-LABEL: .kernel scatter_double{{$}}
; VISA-QW: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-QW: ({{P[0-9]+}}) qw_scatter.1 (M1_NM, 2) %slm p.0 d.0
; VISA-QW-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter_double(<2 x double addrspace(3)*> %p, <2 x i1> %m, <2 x double> %d) {
  call void @llvm.masked.scatter.v2f64.v2p3f64(<2 x double> %d, <2 x double addrspace(3)*> %p, i32 8, <2 x i1> %m)
  ret void
}

; 64-bit pointers are written as i64.
; CHECK-LABEL: define void @scatter_pointers(
; CHECK-NEXT:    %slm.offsets = ptrtoint <2 x i8 addrspace(1)* addrspace(3)*> %p to <2 x i32>
; QW-NEXT:       %slm.data = ptrtoint <2 x i8 addrspace(1)*> %d to <2 x i64>
; QW-NEXT:       call void @llvm.visa.qw.scatter.v2i1.v2i32.v2i64(<2 x i1> %m, i32 254, <2 x i32> %slm.offsets, <2 x i64> %slm.data)
; RG-NEXT:       [[QWORDS:%.*]] = ptrtoint <2 x i8 addrspace(1)*> %d to <2 x i64>
; RG-NEXT:       %slm.dwords = bitcast <2 x i64> [[QWORDS]] to <4 x i32>
; RG-NEXT:       %slm.data = shufflevector <4 x i32> %slm.dwords, <4 x i32> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
; RG-NEXT:       call void @llvm.genx.scatter4.scaled.v2i1.v2i32.v4i32(<2 x i1> %m, i32 3,
; LEGAL-RG-LABEL: define {{.*}}@scatter_pointers(
; LEGAL-RG: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1> %m.0, i32 3, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets.0, <16 x i32> %slm.data.0)
; LEGAL-QW-LABEL: define {{.*}}@scatter_pointers(
; LEGAL-QW: call void @llvm.visa.qw.scatter.v2i1.v2i32.v2i64(<2 x i1> %m, i32 254, <2 x i32> %slm.offsets, <2 x i64> %slm.data)
; VISA-RG-LABEL: .kernel scatter_pointers{{$}}
; VISA-RG: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-RG: ({{P[0-9]+}}) scatter4_scaled.RG (M1_NM, 8) %slm 0x0:ud slm_offsets_0.0 slm_data_0.0
; VISA-RG-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-QW-LABEL: .kernel scatter_pointers{{$}}
; VISA-QW: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-QW: ({{P[0-9]+}}) qw_scatter.1 (M1_NM, 2) %slm p.0 d.0
; VISA-QW-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter_pointers(<2 x i8 addrspace(1)* addrspace(3)*> %p, <2 x i1> %m, <2 x i8 addrspace(1)*> %d) {
  call void @llvm.masked.scatter.v2p1i8.v2p3p1i8(<2 x i8 addrspace(1)*> %d, <2 x i8 addrspace(1)* addrspace(3)*> %p, i32 8, <2 x i1> %m)
  ret void
}

; RGSTATS: stats: select: scatter4_scaled: 3
; RGSTATS-NOT: qw_scatter
; QWSTATS: stats: select: qw_scatter: 3
; QWSTATS-NOT: scatter4_scaled

declare void @llvm.masked.scatter.v4i64.v4p3i64(<4 x i64>, <4 x i64 addrspace(3)*>, i32, <4 x i1>)
declare void @llvm.masked.scatter.v2f64.v2p3f64(<2 x double>, <2 x double addrspace(3)*>, i32, <2 x i1>)
declare void @llvm.masked.scatter.v2p1i8.v2p3p1i8(<2 x i8 addrspace(1)*>, <2 x i8 addrspace(1)* addrspace(3)*>, i32, <2 x i1>)
