; DWORD_ATOMIC's 16-bit fmin (llvm.visa.dword.atomic16.fmin) on 8 halves of
; SLM, each in the low half of its dword; on xe2 lsc_atomic_fmin d16u32. SLM
; 1, 2, -0, +0, NaN, 5, 7, -3 with 2, 1, +0, -0, 4, NaN, 8 (lane 6 off), -4
; stores 1, 1, -0, -0, 4, 5, 7, -4 (half bits 0x3c00, 0x3c00, 0x8000,
; 0x8000, 0x4400, 0x4500, 0x4700, 0xc400) and returns the old halves
; zero-extended (lane 6: `old`, 7).
define <8 x i32> @dword_atomic16_fmin(<8 x i32> %v, <8 x i32> %old) {
entry:
  %a = call <8 x i32> @llvm.visa.dword.atomic16.fmin.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true>, i32 254, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <8 x i32> %v, <8 x i32> %old)
  ret <8 x i32> %a
}
declare <8 x i32> @llvm.visa.dword.atomic16.fmin.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>)

; refused: gen9
