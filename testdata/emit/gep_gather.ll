; Vector address arithmetic feeding a gather: a scalar base with a vector of
; (negative too) i32 indices, and a struct field of a vector base.
%pair = type { i32, float }

define <16 x float> @gep_gather(ptr addrspace(1) %base, <16 x i32> %idx, <16 x i1> %m, <16 x i64> %i64s) {
  %p = getelementptr float, ptr addrspace(1) %base, <16 x i32> %idx
  %a = ptrtoint <16 x ptr addrspace(1)> %p to <16 x i64>
  %r = call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %a, <16 x float> zeroinitializer)
  %q = getelementptr %pair, ptr addrspace(1) %base, <16 x i64> %i64s, i32 1
  %qa = ptrtoint <16 x ptr addrspace(1)> %q to <16 x i64>
  %f = call <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1> %m, i32 0, <16 x i64> %qa, <16 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>)
  %s = fadd <16 x float> %r, %f
  ret <16 x float> %s
}

declare <16 x float> @llvm.genx.svm.gather.v16f32.v16i1.v16i64(<16 x i1>, i32, <16 x i64>, <16 x float>)
