; A narrow or odd width is padded up to the smallest legal exec size that
; holds it, in one message: SVM_GATHER 5 -> SIMD8 (lanes 5..7 off), 3 -> SIMD4,
; 9 -> SIMD16; SCATTER4_SCALED (SIMD8/16 only) 3 -> SIMD8, 12 -> SIMD16.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK-LABEL: define <5 x i32> @svm_gather_5(
; CHECK-NEXT:    %m.0 = shufflevector <5 x i1> %m, <5 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 5>
; CHECK-NEXT:    %addr.0 = shufflevector <5 x i64> %addr, <5 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %old.0 = shufflevector <5 x i32> %old, <5 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.0 = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m.0, i32 0, <8 x i64> %addr.0, <8 x i32> %old.0)
; CHECK-NEXT:    %v = shufflevector <8 x i32> %v.0, <8 x i32> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
; CHECK-NEXT:    ret <5 x i32> %v
; VISA-LABEL: .kernel svm_gather_5{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) addr.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <5 x i32> @svm_gather_5(<5 x i1> %m, <5 x i64> %addr, <5 x i32> %old) {
  %v = call <5 x i32> @llvm.genx.svm.gather.v5i32.v5i1.v5i64(<5 x i1> %m, i32 0, <5 x i64> %addr, <5 x i32> %old)
  ret <5 x i32> %v
}

; CHECK-LABEL: define <3 x i64> @svm_gather_3(
; CHECK-NEXT:    %m.0 = shufflevector <3 x i1> %m, <3 x i1> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; CHECK:         call <4 x i64> @llvm.genx.svm.gather.v4i64.v4i1.v4i64(<4 x i1> %m.0, i32 0,
; CHECK:         %v = shufflevector <4 x i64> %v.0, <4 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
; VISA-LABEL: .kernel svm_gather_3{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.8.1 (M1_NM, 4) addr.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <3 x i64> @svm_gather_3(<3 x i1> %m, <3 x i64> %addr, <3 x i64> %old) {
  %v = call <3 x i64> @llvm.genx.svm.gather.v3i64.v3i1.v3i64(<3 x i1> %m, i32 0, <3 x i64> %addr, <3 x i64> %old)
  ret <3 x i64> %v
}

; CHECK-LABEL: define <9 x i32> @svm_gather_9(
; CHECK-NEXT:    %m.0 = shufflevector <9 x i1> %m, <9 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
; CHECK:         call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(
; CHECK-NOT:     svm.gather
; CHECK:         ret <9 x i32> %v
; VISA-LABEL: .kernel svm_gather_9{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) addr.0 v.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <9 x i32> @svm_gather_9(<9 x i1> %m, <9 x i64> %addr, <9 x i32> %old) {
  %v = call <9 x i32> @llvm.genx.svm.gather.v9i32.v9i1.v9i64(<9 x i1> %m, i32 0, <9 x i64> %addr, <9 x i32> %old)
  ret <9 x i32> %v
}

; CHECK-LABEL: define void @scatter4_3(
; CHECK-NEXT:    %m.0 = shufflevector <3 x i1> %m, <3 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3>
; CHECK-NEXT:    %off.0 = shufflevector <3 x i32> %off, <3 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %d.0 = shufflevector <3 x i32> %d, <3 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> %m.0, i32 4, i16 0, i32 7, i32 64, <8 x i32> %off.0, <8 x i32> %d.0)
; CHECK-NEXT:    ret void
; VISA-LABEL: .kernel scatter4_3{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.B (M1_NM, 8) bti7 0x40:ud off_0.0 d_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter4_3(<3 x i1> %m, <3 x i32> %off, <3 x i32> %d) {
  call void @llvm.genx.scatter4.scaled.v3i1.v3i32.v3i32(<3 x i1> %m, i32 4, i16 0, i32 7, i32 64, <3 x i32> %off, <3 x i32> %d)
  ret void
}

; CHECK-LABEL: define void @scatter4_12(
; CHECK-NEXT:    %m.0 = shufflevector <12 x i1> %m, <12 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 12, i32 12, i32 12>
; CHECK-NEXT:    %off.0 = shufflevector <12 x i32> %off, <12 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %d.0 = shufflevector <12 x float> %d, <12 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16f32(<16 x i1> %m.0, i32 1, i16 0, i32 254, i32 %g, <16 x i32> %off.0, <16 x float> %d.0)
; CHECK-NEXT:    ret void
; VISA-LABEL: .kernel scatter4_12{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 16) %slm g(0,0)<0;1,0> off.0 d.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @scatter4_12(<12 x i1> %m, i32 %g, <12 x i32> %off, <12 x float> %d) {
  call void @llvm.genx.scatter4.scaled.v12i1.v12i32.v12f32(<12 x i1> %m, i32 1, i16 0, i32 254, i32 %g, <12 x i32> %off, <12 x float> %d)
  ret void
}

declare <5 x i32> @llvm.genx.svm.gather.v5i32.v5i1.v5i64(<5 x i1>, i32, <5 x i64>, <5 x i32>)
declare <3 x i64> @llvm.genx.svm.gather.v3i64.v3i1.v3i64(<3 x i1>, i32, <3 x i64>, <3 x i64>)
declare <9 x i32> @llvm.genx.svm.gather.v9i32.v9i1.v9i64(<9 x i1>, i32, <9 x i64>, <9 x i32>)
declare void @llvm.genx.scatter4.scaled.v3i1.v3i32.v3i32(<3 x i1>, i32, i16, i32, i32, <3 x i32>, <3 x i32>)
declare void @llvm.genx.scatter4.scaled.v12i1.v12i32.v12f32(<12 x i1>, i32, i16, i32, i32, <12 x i32>, <12 x float>)
