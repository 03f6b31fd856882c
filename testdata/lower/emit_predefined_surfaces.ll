; Constant binding-table indices 254 and 255 are the predefined surfaces T0
; (SLM) and T5 (stateless). They are written as Intel's assembler spells
; them, `%slm` and `%scratch` (it reads neither `T0` nor `T5`).
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA
; CHECK: scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud
; CHECK: scatter4_scaled.R (M1_NM, 8) %scratch 0x40:ud
; CHECK-NOT: T0
; CHECK-NOT: T5

; VISA-LABEL: .kernel slm_and_stateless{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud off.0 d.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %scratch 0x40:ud off.0 d.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @slm_and_stateless(<8 x i1> %m, <8 x i32> %off, <8 x i32> %d) {
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 254, i32 0, <8 x i32> %off, <8 x i32> %d)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m, i32 1, i16 0, i32 255, i32 64, <8 x i32> %off, <8 x i32> %d)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
