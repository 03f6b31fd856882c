; CM-style: llvm.genx.dword.atomic.fmax of 16 floats into a buffer surface
; (bti 3); disabled lanes return `old`.
define <16 x float> @dword_atomic_fmax_w16(<16 x float> %v, <16 x float> %old) {
entry:
  %r = call <16 x float> @llvm.genx.dword.atomic.fmax.v16f32.v16i1.v16i32(<16 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true>, i32 3, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>, <16 x float> %v, <16 x float> %old)
  ret <16 x float> %r
}

declare <16 x float> @llvm.genx.dword.atomic.fmax.v16f32.v16i1.v16i32(<16 x i1>, i32, <16 x i32>, <16 x float>, <16 x float>)
