; DWORD_ATOMIC fmin and fcmpwr on 8 floats of SLM (surface 254); on xe2
; lsc_atomic_fmin and lsc_atomic_fcas. The result is fmin's old values,
; then fcmpwr's (disabled lanes: `old`, 99).
;
; fmin at offsets 0..28, SLM 1, 2, -0, +0, NaN, 5, 7, -3 with 2, 1, +0, -0,
; 4, NaN, 9 (lane 6 off), -4: minNum with -0 below +0 and a NaN operand
; losing stores 1, 1, -0, -0, 4, 5, 7, -4.
; fcmpwr at offsets 32..60, SLM 1, 2, +0, NaN, 3, 4, 5, 6, compared with
; src0 1, 3, -0, NaN, 3, 4 (lane 5 off), 5, 6 as floats (-0 equals +0, NaN
; equals nothing), stores src1 10, 20, 30, 40, 50, 60, 70, 80 where equal:
; 10, 2, 30, NaN, 50, 4, 70, 80.
define <16 x float> @dword_atomic_float(<8 x float> %v, <8 x float> %cmp, <8 x float> %new, <8 x float> %old) {
entry:
  %a = call <8 x float> @llvm.genx.dword.atomic.fmin.v8f32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true>, i32 254, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <8 x float> %v, <8 x float> %old)
  %b = call <8 x float> @llvm.genx.dword.atomic.fcmpwr.v8f32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true>, i32 254, <8 x i32> <i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>, <8 x float> %cmp, <8 x float> %new, <8 x float> %old)
  %r = shufflevector <8 x float> %a, <8 x float> %b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x float> %r
}

declare <8 x float> @llvm.genx.dword.atomic.fmin.v8f32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x float>, <8 x float>)
declare <8 x float> @llvm.genx.dword.atomic.fcmpwr.v8f32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x float>, <8 x float>, <8 x float>)
