; 8 lanes: four i32 gathers from SLM at q, q+4, q+8, q+12 become one
; lsc_load.slm d32x4 (a32 offsets); two float gathers from global memory at
; p, p+4 one d32x2 (rows padded to 16 lanes on xehpg: 2 GRFs per datum).
; SLM holds u32 iota (the u32 at byte b is b/4), lane i's offset q = 32i:
; SLM gather at o reads 8i + o/4; `a` is u32 iota too, p = a + 16i + 8: the
; float gathers read the bits 4i + 2 and 4i + 3. Mask m = 0b1011_0110:
; disabled lanes keep the passthru <1.0, ...> (0x3f800000) for the floats
; and 555 for the SLM gathers. Rows of `out`: the four SLM i32, then the two
; floats (8 x 4 bytes each).
define void @gathers_w8_slm(<8 x ptr addrspace(3)> %q, <8 x ptr addrspace(1)> %p, <8 x i1> %m, ptr addrspace(1) %out) {
  %q0 = getelementptr i8, <8 x ptr addrspace(3)> %q, i32 0
  %s0 = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %q0, i32 4, <8 x i1> %m, <8 x i32> <i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555>)
  %q1 = getelementptr i8, <8 x ptr addrspace(3)> %q, i32 4
  %s1 = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %q1, i32 4, <8 x i1> %m, <8 x i32> <i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555>)
  %q2 = getelementptr i8, <8 x ptr addrspace(3)> %q, i32 8
  %s2 = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %q2, i32 4, <8 x i1> %m, <8 x i32> <i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555>)
  %q3 = getelementptr i8, <8 x ptr addrspace(3)> %q, i32 12
  %s3 = call <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)> %q3, i32 4, <8 x i1> %m, <8 x i32> <i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555, i32 555>)
  %p0 = getelementptr i8, <8 x ptr addrspace(1)> %p, i64 0
  %f0 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p0, i32 4, <8 x i1> %m, <8 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>)
  %p1 = getelementptr i8, <8 x ptr addrspace(1)> %p, i64 4
  %f1 = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %p1, i32 4, <8 x i1> %m, <8 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>)
  %o.s0 = getelementptr i8, ptr addrspace(1) %out, i64 0
  store <8 x i32> %s0, ptr addrspace(1) %o.s0, align 4
  %o.s1 = getelementptr i8, ptr addrspace(1) %out, i64 32
  store <8 x i32> %s1, ptr addrspace(1) %o.s1, align 4
  %o.s2 = getelementptr i8, ptr addrspace(1) %out, i64 64
  store <8 x i32> %s2, ptr addrspace(1) %o.s2, align 4
  %o.s3 = getelementptr i8, ptr addrspace(1) %out, i64 96
  store <8 x i32> %s3, ptr addrspace(1) %o.s3, align 4
  %o.f0 = getelementptr i8, ptr addrspace(1) %out, i64 128
  store <8 x float> %f0, ptr addrspace(1) %o.f0, align 4
  %o.f1 = getelementptr i8, ptr addrspace(1) %out, i64 160
  store <8 x float> %f1, ptr addrspace(1) %o.f1, align 4
  ret void
}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p3(<8 x ptr addrspace(3)>, i32, <8 x i1>, <8 x i32>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x float>)
