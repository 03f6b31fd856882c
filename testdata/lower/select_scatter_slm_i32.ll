; llvm.masked.scatter of 32-bit elements to SLM (addrspace 3) is
; SCATTER4_SCALED on surface 254 (T0) with channel R: element offsets are
; the 32-bit SLM addresses, the data goes as it is (i32 or float; 32-bit
; pointers as i32).
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc --messages legacy | FileCheck %s
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xehpg --messages legacy -o %t 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: visa-lower compile %s --emit llvm --verify-each --platform gen9 | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xelp | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpg --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --emit llvm --verify-each --platform xehpc --messages legacy | FileCheck %s --check-prefixes=LEGAL
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg --messages legacy | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc --messages legacy | FileCheck %s --check-prefixes=VISA

; SLM pointers are 32 bits wide here.
target datalayout = "p3:32:32"

; CHECK-LABEL: define void @scatter_i32(
; CHECK-NEXT:    %slm.offsets = ptrtoint <8 x i32 addrspace(3)*> %p to <8 x i32>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <8 x i32> %d)
; CHECK-NEXT:    ret void
; LEGAL-LABEL: define {{.*}}@scatter_i32(
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets, <8 x i32> %d)
; VISA-LABEL: .kernel scatter_i32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud p.0 d.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter_i32(<8 x i32 addrspace(3)*> %p, <8 x i1> %m, <8 x i32> %d) {
  call void @llvm.masked.scatter.v8i32.v8p3i32(<8 x i32> %d, <8 x i32 addrspace(3)*> %p, i32 4, <8 x i1> %m)
  ret void
}

; CHECK-LABEL: define void @scatter_float_16(
; CHECK-NEXT:    %slm.offsets = ptrtoint <16 x float addrspace(3)*> %p to <16 x i32>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %m, i32 1, i16 0, i32 254, i32 0, <16 x i32> %slm.offsets, <16 x float> %d)
; LEGAL-LABEL: define {{.*}}@scatter_float_16(
; LEGAL: call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %m, i32 1, i16 0, i32 254, i32 0, <16 x i32> %slm.offsets, <16 x float> %d)
; VISA-LABEL: .kernel scatter_float_16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 16) %slm 0x0:ud p.0 d.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter_float_16(<16 x float addrspace(3)*> %p, <16 x i1> %m, <16 x float> %d) {
  call void @llvm.masked.scatter.v16f32.v16p3f32(<16 x float> %d, <16 x float addrspace(3)*> %p, i32 16, <16 x i1> %m)
  ret void
}

; CHECK-LABEL: define void @scatter_slm_pointers(
; CHECK-NEXT:    %slm.offsets = ptrtoint <4 x i8 addrspace(3)* addrspace(3)*> %p to <4 x i32>
; CHECK-NEXT:    %slm.bits = ptrtoint <4 x i8 addrspace(3)*> %d to <4 x i32>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v4i1.v4i32.v4i32(<4 x i1> <i1 true, i1 true, i1 false, i1 true>, i32 1, i16 0, i32 254, i32 0, <4 x i32> %slm.offsets, <4 x i32> %slm.bits)
; LEGAL-LABEL: define {{.*}}@scatter_slm_pointers(
; LEGAL: call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false>, i32 1, i16 0, i32 254, i32 0, <8 x i32> %slm.offsets.0, <8 x i32> %slm.bits.0)
; VISA-LABEL: .kernel scatter_slm_pointers{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} 0xb:ud
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud slm_offsets_0.0 slm_bits_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter_slm_pointers(<4 x i8 addrspace(3)* addrspace(3)*> %p, <4 x i8 addrspace(3)*> %d) {
  call void @llvm.masked.scatter.v4p3i8.v4p3p3i8(<4 x i8 addrspace(3)*> %d, <4 x i8 addrspace(3)* addrspace(3)*> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 false, i1 true>)
  ret void
}

; STATS: stats: select: scatter4_scaled: 3

declare void @llvm.masked.scatter.v8i32.v8p3i32(<8 x i32>, <8 x i32 addrspace(3)*>, i32, <8 x i1>)
declare void @llvm.masked.scatter.v16f32.v16p3f32(<16 x float>, <16 x float addrspace(3)*>, i32, <16 x i1>)
declare void @llvm.masked.scatter.v4p3i8.v4p3p3i8(<4 x i8 addrspace(3)*>, <4 x i8 addrspace(3)* addrspace(3)*>, i32, <4 x i1>)
