; Calls already of a legal width are kept exactly as they are (on every
; platform that has the message): no slices, no new declarations.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <16 x i32> @svm_gather_simd16(
; CHECK-NEXT:    %v = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> %old)
; CHECK-NEXT:    ret <16 x i32> %v
; VISA-LABEL: .kernel svm_gather_simd16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <16 x i32> @svm_gather_simd16(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %old) {
  %v = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %addr, <16 x i32> %old)
  ret <16 x i32> %v
}

; Every 1-block exec size 1..16 is legal for SVM_GATHER.
; CHECK-LABEL: define <2 x double> @svm_gather_simd2(
; CHECK-NEXT:    %v = call <2 x double> @llvm.genx.svm.gather.v2f64.v2i1.v2i64(<2 x i1> %m, i32 0, <2 x i64> %addr, <2 x double> undef)
; CHECK-NEXT:    ret <2 x double> %v
; VISA-LABEL: .kernel svm_gather_simd2{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.8.1 (M1_NM, 2) addr.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <2 x double> @svm_gather_simd2(<2 x i1> %m, <2 x i64> %addr) {
  %v = call <2 x double> @llvm.genx.svm.gather.v2f64.v2i1.v2i64(<2 x i1> %m, i32 0, <2 x i64> %addr, <2 x double> undef)
  ret <2 x double> %v
}

; 4-byte blocks x 8 are legal at SIMD8 only; this is SIMD8.
; CHECK-LABEL: define <64 x i32> @svm_gather_8_blocks_simd8(
; CHECK-NEXT:    %v = call <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1> %m, i32 3, <8 x i64> %addr, <64 x i32> %old)
; CHECK-NEXT:    ret <64 x i32> %v
; VISA-LABEL: .kernel svm_gather_8_blocks_simd8{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.8 (M1_NM, 8) addr.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <64 x i32> @svm_gather_8_blocks_simd8(<8 x i1> %m, <8 x i64> %addr, <64 x i32> %old) {
  %v = call <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1> %m, i32 3, <8 x i64> %addr, <64 x i32> %old)
  ret <64 x i32> %v
}

; CHECK-LABEL: define void @scatter4_simd8_and_simd16(
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8f32(<8 x i1> %m8, i32 1, i16 0, i32 254, i32 0, <8 x i32> %off8, <8 x float> %d8)
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v64i32(<16 x i1> %m16, i32 15, i16 0, i32 254, i32 0, <16 x i32> %off16, <64 x i32> %d16)
; CHECK-NEXT:    ret void
; VISA-LABEL: .kernel scatter4_simd8_and_simd16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 8) %slm 0x0:ud off8.0 d8.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.RGBA (M1_NM, 16) %slm 0x0:ud off16.0 d16.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter4_simd8_and_simd16(<8 x i1> %m8, <8 x i32> %off8, <8 x float> %d8, <16 x i1> %m16, <16 x i32> %off16, <64 x i32> %d16) {
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8f32(<8 x i1> %m8, i32 1, i16 0, i32 254, i32 0, <8 x i32> %off8, <8 x float> %d8)
  call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v64i32(<16 x i1> %m16, i32 15, i16 0, i32 254, i32 0, <16 x i32> %off16, <64 x i32> %d16)
  ret void
}

; CHECK-NOT: shufflevector
; CHECK-NOT: declare {{.*}}v32

declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)
declare <2 x double> @llvm.genx.svm.gather.v2f64.v2i1.v2i64(<2 x i1>, i32, <2 x i64>, <2 x double>)
declare <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <64 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8f32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x float>)
declare void @llvm.genx.scatter4.scaled.v16i1.v16i32.v64i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <64 x i32>)
