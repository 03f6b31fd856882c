; --stats: messages emitted, splits (messages beyond one per operation),
; padded (disabled) lanes, and the lower bound (per operation the fewest legal
; messages that can cover it). messages == lower_bound: no operation takes
; more messages than it must.
;   svm.gather 31 x 1 block       2 messages (16+16), 1 padded lane
;   svm.gather  5 x 1 block       1 message  (SIMD8), 3 padded lanes
;   svm.gather 16 x 1 block       1 message, kept
;   svm.gather 20, 8-byte x 8     4 messages (2 block groups x 16+16), 2 x 12 padded lanes
;   scatter4   12, RG             1 message  (SIMD16), 4 padded lanes
;   scatter4   64, R              4 messages (4 x SIMD16)
; total: 13 messages, 7 splits, 32 padded lanes, lower bound 13.
; (Without dead-loads: the results here are unused on purpose.)
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --stats --platform gen9 -o %t 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --stats --platform xelp -o %t 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --stats --platform xehpg -o %t 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --stats --platform xehpc -o %t 2>&1 | FileCheck %s
; RUN: visa-lower compile %s --passes=select,legalize --platform gen9 | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --passes=select,legalize --platform xelp | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --passes=select,legalize --platform xehpg | FileCheck %s --check-prefixes=VISA
; RUN: visa-lower compile %s --passes=select,legalize --platform xehpc | FileCheck %s --check-prefixes=VISA

; CHECK:      stats: legalize: messages: 13
; CHECK-NEXT: stats: legalize: splits: 7
; CHECK-NEXT: stats: legalize: padded_lanes: 32
; CHECK-NEXT: stats: legalize: lower_bound: 13

; VISA-LABEL: .kernel k{{$}}
; VISA: setp (M1_NM, 32) {{P[0-9]+}} {{V[0-9]+}}(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m64_ud(0,0)<0;1,0>
; VISA: setp (M1_NM, 32) {{P[0-9]+}} m64_ud(0,1)<0;1,0>
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 16) a31.0 g31.0
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M5_NM, 16) a31.128 g31.64
; VISA: setp (M1_NM, 32) {{P[0-9]+}} 0x1f:ud
; VISA: ({{P[0-9]+}}) svm_gather.4.1 (M1_NM, 8) a5.0 g5.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 16) %slm 0x0:ud o64.0 d64.0
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M5_NM, 16) %slm 0x0:ud o64.64 d64.64
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M1_NM, 16) %slm 0x0:ud o64.128 d64.128
; VISA: ({{P[0-9]+}}) scatter4_scaled.R (M5_NM, 16) %slm 0x0:ud o64.192 d64.192
; VISA-NOT: {{svm_gather|svm_scatter|svm_block_ld|svm_block_st|gather4_scaled|scatter4_scaled|gather_scaled|scatter_scaled|qw_gather|qw_scatter|oword_ld_unaligned|oword_ld|oword_st|typed_atomic|dword_atomic|svm_atomic}}
define void @k(<31 x i1> %m31, <31 x i64> %a31, <5 x i64> %a5, <16 x i64> %a16, <20 x i64> %a20, <12 x i32> %o12, <24 x float> %d12, <64 x i1> %m64, <64 x i32> %o64, <64 x i32> %d64) {
  %g31 = call <31 x i32> @llvm.genx.svm.gather.v31i32.v31i1.v31i64(<31 x i1> %m31, i32 0, <31 x i64> %a31, <31 x i32> undef)
  %g5 = call <5 x i32> @llvm.genx.svm.gather.v5i32.v5i1.v5i64(<5 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <5 x i64> %a5, <5 x i32> undef)
  %g16 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> zeroinitializer, i32 0, <16 x i64> %a16, <16 x i32> undef)
  %g20 = call <160 x i64> @llvm.genx.svm.gather.v160i64.v20i1.v20i64(<20 x i1> zeroinitializer, i32 3, <20 x i64> %a20, <160 x i64> undef)
  call void @llvm.genx.scatter4.scaled.v12i1.v12i32.v24f32(<12 x i1> zeroinitializer, i32 3, i16 0, i32 254, i32 0, <12 x i32> %o12, <24 x float> %d12)
  call void @llvm.genx.scatter4.scaled.v64i1.v64i32.v64i32(<64 x i1> %m64, i32 1, i16 0, i32 254, i32 0, <64 x i32> %o64, <64 x i32> %d64)
  ret void
}

declare <31 x i32> @llvm.genx.svm.gather.v31i32.v31i1.v31i64(<31 x i1>, i32, <31 x i64>, <31 x i32>)
declare <5 x i32> @llvm.genx.svm.gather.v5i32.v5i1.v5i64(<5 x i1>, i32, <5 x i64>, <5 x i32>)
declare <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x i32>)
declare <160 x i64> @llvm.genx.svm.gather.v160i64.v20i1.v20i64(<20 x i1>, i32, <20 x i64>, <160 x i64>)
declare void @llvm.genx.scatter4.scaled.v12i1.v12i32.v24f32(<12 x i1>, i32, i16, i32, i32, <12 x i32>, <24 x float>)
declare void @llvm.genx.scatter4.scaled.v64i1.v64i32.v64i32(<64 x i1>, i32, i16, i32, i32, <64 x i32>, <64 x i32>)
