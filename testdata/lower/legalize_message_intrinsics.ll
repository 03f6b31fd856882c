; The message intrinsics of the new messages, split by legalize from the
; message table's exec sizes and block counts (the same on every platform
; here, but for the 256-byte SVM block load: one LSC message where LSC
; messages are selected).
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 | FileCheck %s --check-prefixes=CHECK,LEGACY,SIMD8
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xelp | FileCheck %s --check-prefixes=CHECK,LEGACY,SIMD8
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg | FileCheck %s --check-prefixes=CHECK,LSC,SIMD8
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpc | FileCheck %s --check-prefixes=CHECK,LSC,SIMD16
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=VISA,VISA-GRF32,VISA-LEGACY
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=VISA,VISA-GRF32,VISA-LEGACY
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=VISA,VISA-GRF32,VISA-LSC
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=VISA,VISA-XEHPC,VISA-LSC

; SVM_ATOMIC takes at most 8 lanes: two SIMD8 pieces, each with its lanes of
; every operand; on xehpc 16 (one SIMD16 send, as IGC writes it there).
; CHECK-LABEL: define <16 x i32> @svm_atomic_add_16(
; SIMD8:         %v.0 = call <8 x i32> @llvm.genx.svm.atomic.add.v8i32.v8i1.v8i64(<8 x i1> %m.0, <8 x i64> %addr.0, <8 x i32> %src.0, <8 x i32> %old.0)
; SIMD8:         %src.8 = shufflevector <16 x i32> %src, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; SIMD8:         %v.8 = call <8 x i32> @llvm.genx.svm.atomic.add.v8i32.v8i1.v8i64(<8 x i1> %m.8, <8 x i64> %addr.8, <8 x i32> %src.8, <8 x i32> %old.8)
; SIMD8-NEXT:    %v = shufflevector <8 x i32> %v.0, <8 x i32> %v.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; SIMD16-NEXT:   %v = call <16 x i32> @llvm.genx.svm.atomic.add.v16i32.v16i1.v16i64(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %src, <16 x i32> %old)
; SIMD16-NEXT:   ret <16 x i32> %v
; VISA-GRF32-LABEL: .kernel svm_atomic_add_16{{$}}
; VISA-GRF32: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-GRF32: ({{P[0-9]+}}) svm_atomic.add (M1_NM, 8) addr.0 v.0 src.0 %null.0
; VISA-GRF32: ({{P[0-9]+}}) svm_atomic.add (M3_NM, 8) addr.64 v.32 src.32 %null.0
; VISA-GRF32-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
; VISA-XEHPC-LABEL: .kernel svm_atomic_add_16{{$}}
; VISA-XEHPC: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA-XEHPC: ({{P[0-9]+}}) svm_atomic.add (M1_NM, 16) addr.0 v.0 src.0 %null.0
; VISA-XEHPC-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <16 x i32> @svm_atomic_add_16(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %src, <16 x i32> %old) {
  %v = call <16 x i32> @llvm.genx.svm.atomic.add.v16i32.v16i1.v16i64(<16 x i1> %m, <16 x i64> %addr, <16 x i32> %src, <16 x i32> %old)
  ret <16 x i32> %v
}

; SVM_BLOCK_LD moves at most 8 owords (128 bytes): 256 bytes are two loads,
; the second 128 bytes on; with LSC messages (xehpg, xehpc) one transposed
; load of 64 dwords (vISA spec, LSC_UNTYPED: vector sizes up to 64).
; CHECK-LABEL: define <64 x i32> @svm_block_ld_64(
; LEGACY-NEXT:   %v.0 = call <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64 %addr)
; LEGACY-NEXT:   %addr.plus128 = add i64 %addr, 128
; LEGACY-NEXT:   %v.8 = call <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64 %addr.plus128)
; LSC-NEXT:      [[A:%.*]] = insertelement <1 x i64> poison, i64 %addr, i32 0
; LSC-NEXT:      call <64 x i32> @llvm.genx.lsc.load.stateless.v64i32.v1i1.v1i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 8, i8 2, i8 0, <1 x i64> [[A]], i32 0)
; LSC-NOT:       svm.block.ld
; LSC:           ret <64 x i32>
; VISA-LABEL: .kernel svm_block_ld_64{{$}}
; VISA-LEGACY: svm_block_ld (8) addr(0,0)<0;1,0> v.0
; VISA-LEGACY: svm_block_ld (8) addr_plus128(0,0)<0;1,0> v.128
; VISA-LSC: lsc_load.ugm (M1_NM, 1) v1.0:d32x64t flat[{{V[0-9]+}}.0]:a64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <64 x i32> @svm_block_ld_64(i64 %addr) {
  %v = call <64 x i32> @llvm.genx.svm.block.ld.v64i32.i64(i64 %addr)
  ret <64 x i32> %v
}

; OWORD_ST: 16 owords are two stores of 8, the offset counted in owords.
; CHECK-LABEL: define void @oword_st_16(
; CHECK:         call void @llvm.genx.oword.st.v32f32(i32 3, i32 2, <32 x float> %d.0)
; CHECK:         call void @llvm.genx.oword.st.v32f32(i32 3, i32 10, <32 x float> %d.8)
; CHECK-NEXT:    ret void
; VISA-LABEL: .kernel oword_st_16{{$}}
; VISA: oword_st (8) bti3 0x2:ud d.0
; VISA: oword_st (8) bti3 0xa:ud d.128
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @oword_st_16(<64 x float> %d) {
  call void @llvm.genx.oword.st.v64f32(i32 3, i32 2, <64 x float> %d)
  ret void
}

; DWORD_ATOMIC takes 8 or 16 lanes: 32 lanes are two SIMD16 pieces; INC has
; no sources.
; CHECK-LABEL: define <32 x i32> @dword_atomic_inc_32(
; CHECK:         %v.0 = call <16 x i32> @llvm.genx.dword.atomic.inc.v16i32.v16i1.v16i32(<16 x i1> %m.0, i32 254, <16 x i32> %off.0, <16 x i32> %old.0)
; CHECK:         %v.16 = call <16 x i32> @llvm.genx.dword.atomic.inc.v16i32.v16i1.v16i32(<16 x i1> %m.16, i32 254, <16 x i32> %off.16, <16 x i32> %old.16)
; VISA-LABEL: .kernel dword_atomic_inc_32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) dword_atomic.inc (M1_NM, 16) %slm off.0 %null.0 %null.0 v.0
; VISA: ({{P[0-9]+}}) dword_atomic.inc (M5_NM, 16) %slm off.64 %null.0 %null.0 v.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <32 x i32> @dword_atomic_inc_32(<32 x i1> %m, <32 x i32> %off, <32 x i32> %old) {
  %v = call <32 x i32> @llvm.genx.dword.atomic.inc.v32i32.v32i1(<32 x i1> %m, i32 254, <32 x i32> %off, <32 x i32> %old)
  ret <32 x i32> %v
}

; GATHER_SCALED at 32 lanes: two SIMD16 halves (the page allows 32, but
; Intel's assembler of IGC 1.0.17791 aborts on it).
; CHECK-LABEL: define <32 x i32> @gather_scaled_32(
; CHECK:         %v.0 = call <16 x i32> @llvm.genx.gather.scaled.v16i32.v16i1.v16i32(<16 x i1> %m.0, i32 0, i16 0, i32 1, i32 0, <16 x i32> %off.0, <16 x i32> %old.0)
; CHECK:         %v.16 = call <16 x i32> @llvm.genx.gather.scaled.v16i32.v16i1.v16i32(<16 x i1> %m.16, i32 0, i16 0, i32 1, i32 0, <16 x i32> %off.16, <16 x i32> %old.16)
; CHECK-NEXT:    %v = shufflevector <16 x i32> %v.0, <16 x i32> %v.16, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
; CHECK-NEXT:    ret <32 x i32> %v
; VISA-LABEL: .kernel gather_scaled_32{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m(0,0)<0;1,0>
; VISA: ({{P[0-9]+}}) gather_scaled.1 (M1_NM, 16) bti1 0x0:ud off.0 v.0
; VISA: ({{P[0-9]+}}) gather_scaled.1 (M5_NM, 16) bti1 0x0:ud off.64 v.64
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define <32 x i32> @gather_scaled_32(<32 x i1> %m, <32 x i32> %off, <32 x i32> %old) {
  %v = call <32 x i32> @llvm.genx.gather.scaled.v32i32.v32i1.v32i32(<32 x i1> %m, i32 0, i16 0, i32 1, i32 0, <32 x i32> %off, <32 x i32> %old)
  ret <32 x i32> %v
}

declare <16 x i32> @llvm.genx.svm.atomic.add.v16i32.v16i1.v16i64(<16 x i1>, <16 x i64>, <16 x i32>, <16 x i32>)
declare <64 x i32> @llvm.genx.svm.block.ld.v64i32.i64(i64)
declare void @llvm.genx.oword.st.v64f32(i32, i32, <64 x float>)
declare <32 x i32> @llvm.genx.dword.atomic.inc.v32i32.v32i1(<32 x i1>, i32, <32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.genx.gather.scaled.v32i32.v32i1.v32i32(<32 x i1>, i32, i16, i32, i32, <32 x i32>, <32 x i32>)
