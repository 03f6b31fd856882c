; SVM_GATHER with several blocks per lane. Exec sizes come from the platform
; row intersected with SVM_GATHER_BLOCKS (num_blocks > 1 needs SIMD8/16;
; 8 blocks only for 4-byte blocks at SIMD8). 4/8-byte blocks are block-major
; (old[j*N + i]) and each piece takes every block's lanes (j*P + i); 1-byte
; blocks fill lane-major slots of max(4, n) bytes (old[i*S + j]).
; Where no exec size allows the block count (1-byte x 8, 8-byte x 8) the
; blocks are split into two groups of 4, the second reading addr + 4*block.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA

; 4-byte x 2, 24 lanes: SIMD16 + SIMD16 (lanes 24..31 off).
; CHECK-LABEL: define <48 x i32> @dword_x2_24(
; CHECK-NEXT:    %m.0 = shufflevector <24 x i1> %m, <24 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %addr.0 = shufflevector <24 x i64> %addr, <24 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %old.0 = shufflevector <48 x i32> %old, <48 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39>
; CHECK-NEXT:    %v.0 = call <32 x i32> @llvm.genx.svm.gather.v32i32.v16i1.v16i64(<16 x i1> %m.0, i32 1, <16 x i64> %addr.0, <32 x i32> %old.0)
; CHECK-NEXT:    %m.16 = shufflevector <24 x i1> %m, <24 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
; CHECK-NEXT:    %addr.16 = shufflevector <24 x i64> %addr, <24 x i64> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %old.16 = shufflevector <48 x i32> %old, <48 x i32> poison, <32 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.16 = call <32 x i32> @llvm.genx.svm.gather.v32i32.v16i1.v16i64(<16 x i1> %m.16, i32 1, <16 x i64> %addr.16, <32 x i32> %old.16)
; CHECK-NEXT:    %v = shufflevector <32 x i32> %v.0, <32 x i32> %v.16, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55>
; CHECK-NEXT:    ret <48 x i32> %v
; VISA-LABEL: .kernel dword_x2_24{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M1_NM, 16) addr.0 v_0.0
; VISA: ({{P[0-9]+}}) svm_gather.4.2 (M5_NM, 16) addr.128 v_16.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <48 x i32> @dword_x2_24(<24 x i1> %m, <24 x i64> %addr, <48 x i32> %old) {
  %v = call <48 x i32> @llvm.genx.svm.gather.v48i32.v24i1.v24i64(<24 x i1> %m, i32 1, <24 x i64> %addr, <48 x i32> %old)
  ret <48 x i32> %v
}

; 4-byte x 4, 4 lanes: more than one block needs SIMD8 (lanes 4..7 off).
; CHECK-LABEL: define <16 x float> @dword_x4_4(
; CHECK-NEXT:    %m.0 = shufflevector <4 x i1> %m, <4 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 4, i32 4>
; CHECK-NEXT:    %addr.0 = shufflevector <4 x i64> %addr, <4 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %old.0 = shufflevector <16 x float> %old, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.0 = call <32 x float> @llvm.genx.svm.gather.v32f32.v8i1.v8i64(<8 x i1> %m.0, i32 2, <8 x i64> %addr.0, <32 x float> %old.0)
; CHECK-NEXT:    %v = shufflevector <32 x float> %v.0, <32 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19, i32 24, i32 25, i32 26, i32 27>
; VISA-LABEL: .kernel dword_x4_4{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.4 (M1_NM, 8) addr_0.0 v_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <16 x float> @dword_x4_4(<4 x i1> %m, <4 x i64> %addr, <16 x float> %old) {
  %v = call <16 x float> @llvm.genx.svm.gather.v16f32.v4i1.v4i64(<4 x i1> %m, i32 2, <4 x i64> %addr, <16 x float> %old)
  ret <16 x float> %v
}

; 1-byte x 4, 20 lanes: 4-byte slots per lane, SIMD16 + SIMD16 (lanes 20..31 off).
; CHECK-LABEL: define <80 x i8> @byte_x4_20(
; CHECK-NEXT:    %m.0 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %addr.0 = shufflevector <20 x i64> %addr, <20 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %old.0 = shufflevector <80 x i8> %old, <80 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    %v.0 = call <64 x i8> @llvm.genx.svm.gather.v64i8.v16i1.v16i64(<16 x i1> %m.0, i32 2, <16 x i64> %addr.0, <64 x i8> %old.0)
; CHECK-NEXT:    %m.16 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
; CHECK-NEXT:    %addr.16 = shufflevector <20 x i64> %addr, <20 x i64> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %old.16 = shufflevector <80 x i8> %old, <80 x i8> poison, <64 x i32> <i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.16 = call <64 x i8> @llvm.genx.svm.gather.v64i8.v16i1.v16i64(<16 x i1> %m.16, i32 2, <16 x i64> %addr.16, <64 x i8> %old.16)
; CHECK-NEXT:    %v = shufflevector <64 x i8> %v.0, <64 x i8> %v.16, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79>
; CHECK-NEXT:    ret <80 x i8> %v
; VISA-LABEL: .kernel byte_x4_20{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 16) addr.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M5_NM, 16) addr.128 v_16.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <80 x i8> @byte_x4_20(<20 x i1> %m, <20 x i64> %addr, <80 x i8> %old) {
  %v = call <80 x i8> @llvm.genx.svm.gather.v80i8.v20i1.v20i64(<20 x i1> %m, i32 2, <20 x i64> %addr, <80 x i8> %old)
  ret <80 x i8> %v
}

; 1-byte x 2, 3 lanes: SIMD8; the slots stay 4 bytes, the 2 unread bytes of
; each keep `old`, so they are sliced too.
; CHECK-LABEL: define <12 x i8> @byte_x2_3(
; CHECK:         %old.0 = shufflevector <12 x i8> %old, <12 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
; CHECK-NEXT:    %v.0 = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m.0, i32 1, <8 x i64> %addr.0, <32 x i8> %old.0)
; CHECK-NEXT:    %v = shufflevector <32 x i8> %v.0, <32 x i8> poison, <12 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11>
; VISA-LABEL: .kernel byte_x2_3{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.2 (M1_NM, 8) addr_0.0 v_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <12 x i8> @byte_x2_3(<3 x i1> %m, <3 x i64> %addr, <12 x i8> %old) {
  %v = call <12 x i8> @llvm.genx.svm.gather.v12i8.v3i1.v3i64(<3 x i1> %m, i32 1, <3 x i64> %addr, <12 x i8> %old)
  ret <12 x i8> %v
}

; 4-byte x 8, 16 lanes: 8 blocks are legal at SIMD8 only. Two SIMD8
; messages of 8 blocks are as few as two SIMD16 messages of 4 blocks and
; need no address arithmetic, so the blocks stay together.
; CHECK-LABEL: define <128 x i32> @dword_x8_16(
; CHECK-NEXT:    %m.0 = shufflevector <16 x i1> %m, <16 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT:    %addr.0 = shufflevector <16 x i64> %addr, <16 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT:    %old.0 = shufflevector <128 x i32> %old, <128 x i32> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119>
; CHECK-NEXT:    %v.0 = call <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1> %m.0, i32 3, <8 x i64> %addr.0, <64 x i32> %old.0)
; CHECK-NEXT:    %m.8 = shufflevector <16 x i1> %m, <16 x i1> zeroinitializer, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %addr.8 = shufflevector <16 x i64> %addr, <16 x i64> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %old.8 = shufflevector <128 x i32> %old, <128 x i32> poison, <64 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
; CHECK-NEXT:    %v.8 = call <64 x i32> @llvm.genx.svm.gather.v64i32.v8i1.v8i64(<8 x i1> %m.8, i32 3, <8 x i64> %addr.8, <64 x i32> %old.8)
; CHECK-NEXT:    %v = shufflevector <64 x i32> %v.0, <64 x i32> %v.8, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
; CHECK-NEXT:    ret <128 x i32> %v
; VISA-LABEL: .kernel dword_x8_16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.8 (M1_NM, 8) addr.0 v_0.0
; VISA: ({{P[0-9]+}}) svm_gather.4.8 (M3_NM, 8) addr.64 v_8.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <128 x i32> @dword_x8_16(<16 x i1> %m, <16 x i64> %addr, <128 x i32> %old) {
  %v = call <128 x i32> @llvm.genx.svm.gather.v128i32.v16i1.v16i64(<16 x i1> %m, i32 3, <16 x i64> %addr, <128 x i32> %old)
  ret <128 x i32> %v
}

; 1-byte x 8, 8 lanes: no exec size allows it; two messages of 1-byte x 4
; (slots of 4), bytes 0..3 of each lane from addr, bytes 4..7 from addr + 4.
; SIMD8 is legal for 1-byte x 4, so the predicate and addresses are used whole.
; CHECK-LABEL: define <64 x i8> @byte_x8_8(
; CHECK-NEXT:    %old.b0.0 = shufflevector <64 x i8> %old, <64 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19, i32 24, i32 25, i32 26, i32 27, i32 32, i32 33, i32 34, i32 35, i32 40, i32 41, i32 42, i32 43, i32 48, i32 49, i32 50, i32 51, i32 56, i32 57, i32 58, i32 59>
; CHECK-NEXT:    %v.b0.0 = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %addr, <32 x i8> %old.b0.0)
; CHECK-NEXT:    %addr.plus4 = add <8 x i64> %addr, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
; CHECK-NEXT:    %old.b4.0 = shufflevector <64 x i8> %old, <64 x i8> poison, <32 x i32> <i32 4, i32 5, i32 6, i32 7, i32 12, i32 13, i32 14, i32 15, i32 20, i32 21, i32 22, i32 23, i32 28, i32 29, i32 30, i32 31, i32 36, i32 37, i32 38, i32 39, i32 44, i32 45, i32 46, i32 47, i32 52, i32 53, i32 54, i32 55, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    %v.b4.0 = call <32 x i8> @llvm.genx.svm.gather.v32i8.v8i1.v8i64(<8 x i1> %m, i32 2, <8 x i64> %addr.plus4, <32 x i8> %old.b4.0)
; CHECK-NEXT:    %v = shufflevector <32 x i8> %v.b0.0, <32 x i8> %v.b4.0, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 32, i32 33, i32 34, i32 35, i32 4, i32 5, i32 6, i32 7, i32 36, i32 37, i32 38, i32 39, i32 8, i32 9, i32 10, i32 11, i32 40, i32 41, i32 42, i32 43, i32 12, i32 13, i32 14, i32 15, i32 44, i32 45, i32 46, i32 47, i32 16, i32 17, i32 18, i32 19, i32 48, i32 49, i32 50, i32 51, i32 20, i32 21, i32 22, i32 23, i32 52, i32 53, i32 54, i32 55, i32 24, i32 25, i32 26, i32 27, i32 56, i32 57, i32 58, i32 59, i32 28, i32 29, i32 30, i32 31, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    ret <64 x i8> %v
; VISA-LABEL: .kernel byte_x8_8{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 8) addr.0 v_b0_0.0
; VISA: ({{P[0-9]+}}) svm_gather.1.4 (M1_NM, 8) addr_plus4.0 v_b4_0.0
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <64 x i8> @byte_x8_8(<8 x i1> %m, <8 x i64> %addr, <64 x i8> %old) {
  %v = call <64 x i8> @llvm.genx.svm.gather.v64i8.v8i1.v8i64(<8 x i1> %m, i32 3, <8 x i64> %addr, <64 x i8> %old)
  ret <64 x i8> %v
}

; 8-byte x 8, 16 lanes: two SIMD16 messages of 8-byte x 4, the second
; reading addr + 32; blocks 4..7 come from it.
; CHECK-LABEL: define <128 x double> @qword_x8_16(
; CHECK-NEXT:    %old.b0.0 = shufflevector <128 x double> %old, <128 x double> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
; CHECK-NEXT:    %v.b0.0 = call <64 x double> @llvm.genx.svm.gather.v64f64.v16i1.v16i64(<16 x i1> %m, i32 2, <16 x i64> %addr, <64 x double> %old.b0.0)
; CHECK-NEXT:    %addr.plus32 = add <16 x i64> %addr, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
; CHECK-NEXT:    %old.b4.0 = shufflevector <128 x double> %old, <128 x double> poison, <64 x i32> <i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
; CHECK-NEXT:    %v.b4.0 = call <64 x double> @llvm.genx.svm.gather.v64f64.v16i1.v16i64(<16 x i1> %m, i32 2, <16 x i64> %addr.plus32, <64 x double> %old.b4.0)
; CHECK-NEXT:    %v = shufflevector <64 x double> %v.b0.0, <64 x double> %v.b4.0, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
; CHECK-NEXT:    ret <128 x double> %v
; VISA-LABEL: .kernel qword_x8_16{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.8.4 (M1_NM, 16) addr.0 v.0
; VISA: ({{P[0-9]+}}) svm_gather.8.4 (M1_NM, 16) addr_plus32.0 v.512
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <128 x double> @qword_x8_16(<16 x i1> %m, <16 x i64> %addr, <128 x double> %old) {
  %v = call <128 x double> @llvm.genx.svm.gather.v128f64.v16i1.v16i64(<16 x i1> %m, i32 3, <16 x i64> %addr, <128 x double> %old)
  ret <128 x double> %v
}

declare <48 x i32> @llvm.genx.svm.gather.v48i32.v24i1.v24i64(<24 x i1>, i32, <24 x i64>, <48 x i32>)
declare <16 x float> @llvm.genx.svm.gather.v16f32.v4i1.v4i64(<4 x i1>, i32, <4 x i64>, <16 x float>)
declare <80 x i8> @llvm.genx.svm.gather.v80i8.v20i1.v20i64(<20 x i1>, i32, <20 x i64>, <80 x i8>)
declare <12 x i8> @llvm.genx.svm.gather.v12i8.v3i1.v3i64(<3 x i1>, i32, <3 x i64>, <12 x i8>)
declare <128 x i32> @llvm.genx.svm.gather.v128i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <128 x i32>)
declare <64 x i8> @llvm.genx.svm.gather.v64i8.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <64 x i8>)
declare <128 x double> @llvm.genx.svm.gather.v128f64.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <128 x double>)
