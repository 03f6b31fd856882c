; SCATTER4_SCALED data is channel-major at the intrinsic level
; (data[ch*N + i]): each piece takes every enabled channel's lanes and lays
; them out for its own width (ch*P + i). Channel masks, surface and global
; offset are copied.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA,VISA-GRF32
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA,VISA-GRF32
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA,VISA-GRF32
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA,VISA-XEHPC

; RG, 20 lanes: SIMD16 lanes 0..15, then SIMD16 lanes 16..19 with 12 off.
; CHECK-LABEL: define void @scatter4_rg_20(
; CHECK-NEXT:    %m.0 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %off.0 = shufflevector <20 x i32> %off, <20 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %d.0 = shufflevector <40 x i32> %d, <40 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v32i32(<16 x i1> %m.0, i32 3, i16 0, i32 254, i32 0, <16 x i32> %off.0, <32 x i32> %d.0)
; CHECK-NEXT:    %m.16 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
; CHECK-NEXT:    %off.16 = shufflevector <20 x i32> %off, <20 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %d.16 = shufflevector <40 x i32> %d, <40 x i32> poison, <32 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 36, i32 37, i32 38, i32 39, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v32i32(<16 x i1> %m.16, i32 3, i16 0, i32 254, i32 0, <16 x i32> %off.16, <32 x i32> %d.16)
; CHECK-NEXT:    ret void
; VISA-LABEL: .kernel scatter4_rg_20{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.RG (M1_NM, 16) %slm 0x0:ud off.0 d_0.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.RG (M5_NM, 16) %slm 0x0:ud off.64 d_16.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter4_rg_20(<20 x i1> %m, <20 x i32> %off, <40 x i32> %d) {
  call void @llvm.genx.scatter4.scaled.v20i1.v20i32.v40i32(<20 x i1> %m, i32 3, i16 0, i32 254, i32 0, <20 x i32> %off, <40 x i32> %d)
  ret void
}

; RBA (mask 0b1101, three channels), 5 lanes -> SIMD8: each channel's 5 lanes
; at ch*8.
; CHECK-LABEL: define void @scatter4_rba_5(
; CHECK-NEXT:    %m.0 = shufflevector <5 x i1> %m, <5 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 5>
; CHECK-NEXT:    %off.0 = shufflevector <5 x i32> %off, <5 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %d.0 = shufflevector <15 x float> %d, <15 x float> poison, <24 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef, i32 5, i32 6, i32 7, i32 8, i32 9, i32 undef, i32 undef, i32 undef, i32 10, i32 11, i32 12, i32 13, i32 14, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v24f32(<8 x i1> %m.0, i32 13, i16 0, i32 %surf, i32 8, <8 x i32> %off.0, <24 x float> %d.0)
; CHECK-NEXT:    ret void
; VISA-GRF32-LABEL: .kernel scatter4_rba_5{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) scatter4_scaled.RBA (M1_NM, 8) surf 0x8:ud off.0 d_0.0
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-XEHPC-LABEL: .kernel scatter4_rba_5{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: ({{P[0-9]+}}) scatter4_scaled.RBA (M1_NM, 8) surf 0x8:ud off.0 {{V[0-9]+}}.0
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter4_rba_5(<5 x i1> %m, i32 %surf, <5 x i32> %off, <15 x float> %d) {
  call void @llvm.genx.scatter4.scaled.v5i1.v5i32.v15f32(<5 x i1> %m, i32 13, i16 0, i32 %surf, i32 8, <5 x i32> %off, <15 x float> %d)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v20i1.v20i32.v40i32(<20 x i1>, i32, i16, i32, i32, <20 x i32>, <40 x i32>)
declare void @llvm.genx.scatter4.scaled.v5i1.v5i32.v15f32(<5 x i1>, i32, i16, i32, i32, <5 x i32>, <15 x float>)
