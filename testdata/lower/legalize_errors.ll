; Message calls legalize cannot make legal are errors at their call, and
; nothing is rewritten (every call is checked before any is changed).
; RUN: not visa-lower compile %s --passes=legalize --emit llvm --platform gen9 2>&1 | FileCheck %s
; RUN: not visa-lower compile %s --passes=legalize --emit llvm --platform xelp 2>&1 | FileCheck %s
; RUN: not visa-lower compile %s --passes=legalize --emit llvm --platform xehpg 2>&1 | FileCheck %s
; RUN: not visa-lower compile %s --passes=legalize --emit llvm --platform xehpc 2>&1 | FileCheck %s
; RUN: sed -n '/^define void @zero_mask/,/^}/p;/^declare/p' %s > %t.zero.ll
; RUN: not visa-lower compile %t.zero.ll --passes=legalize --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=ZERO
; RUN: sed -n '/^define void @bad_old/,/^}/p;/^declare/p' %s > %t.old.ll
; RUN: not visa-lower compile %t.old.ll --passes=legalize --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=OLD
; RUN: sed -n '/^define void @bad_block/,/^}/p;/^declare/p' %s > %t.block.ll
; RUN: not visa-lower compile %t.block.ll --passes=legalize --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefix=BLOCK

; The first bad call of the module is reported: the data of a 3-channel
; scatter must hold 3 x 8 elements.
define void @bad_data(<8 x i1> %m, <8 x i32> %off, <16 x float> %d) {
; CHECK: legalize_errors.ll:[[@LINE+1]]:3: error: legalize: `llvm.genx.scatter4.scaled`: the data must be <24 x i32 or float> (3 channel(s) of 8 lanes, channel-major), not <16 x float>
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %m, i32 7, i16 0, i32 254, i32 0, <8 x i32> %off, <16 x float> %d)
  ret void
}
; CHECK-NOT: define

; ZERO: error: legalize: `llvm.genx.scatter4.scaled`: the channel mask must be 1..=15 (vISA spec, SCATTER4_SCALED: Channels, "0000 is not allowed"), not 0
define void @zero_mask(<8 x i1> %m, <8 x i32> %off, <8 x float> %d) {
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8f32(<8 x i1> %m, i32 0, i16 0, i32 254, i32 0, <8 x i32> %off, <8 x float> %d)
  ret void
}

; OLD: error: legalize: `llvm.genx.svm.gather`: `old` must have 16 elements (8 lanes x 2 for 2 block(s) of 4 byte(s)), not <8 x i32>
define void @bad_old(<8 x i1> %m, <8 x i64> %a) {
  %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %m, i32 1, <8 x i64> %a, <8 x i32> undef)
  ret void
}

; BLOCK: error: legalize: `llvm.genx.svm.gather`: `old` must hold 1-, 4- or 8-byte integers or floats (the block size), not <8 x i16>
define void @bad_block(<8 x i1> %m, <8 x i64> %a) {
  %v = call <8 x i16> @llvm.genx.svm.gather.v8i16.v8i1.v8i64(<8 x i1> %m, i32 0, <8 x i64> %a, <8 x i16> undef)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x float>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8f32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x float>)
declare <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i32>)
declare <8 x i16> @llvm.genx.svm.gather.v8i16.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i16>)
