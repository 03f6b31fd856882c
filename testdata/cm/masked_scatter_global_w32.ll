; CM-style (as ESIMD writes a scatter to USM): llvm.masked.scatter of 32 floats
; to global memory at 4-byte-aligned addresses (SVM_SCATTER 4x1: two SIMD16
; messages); lanes 3, 10, 17, 24, 31 off leave their dwords unchanged.
define void @masked_scatter_global_w32(<32 x float addrspace(1)*> %p, <32 x float> %v) {
entry:
  call void @llvm.masked.scatter.v32f32.v32p1f32(<32 x float> %v, <32 x float addrspace(1)*> %p, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false>)
  ret void
}

declare void @llvm.masked.scatter.v32f32.v32p1f32(<32 x float>, <32 x float addrspace(1)*>, i32, <32 x i1>)
