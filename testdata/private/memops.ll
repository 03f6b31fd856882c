; memops: llvm.memset, llvm.memcpy and llvm.memmove on private memory
; (made vector loads and stores of the arrays' elements before promotion),
; and a memcpy from private memory to global memory. With b = bw = 0x11 and
; x = 1 (K5 = 0x05050505 = 84215045, B = 0x11111111 = 286331153):
;   memset t, 5, 32        t = [K5 x 8]
;   t[i] = 3i, i < 4       t = [0, 3, 6, 9, K5, K5, K5, K5]   (variable index)
;   memset u, b, 32        u = [B x 8]                         (variable byte)
;   memcpy u+8, t, 16      u = [B, B, 0, 3, 6, 9, B, B]
;   memmove u+4, u+8, 16   u = [B, 0, 3, 6, 9, 9, B, B]        (overlapping)
;   memset f, b, 16        f = [Bf x 4] (floats of bits B)
;   f[x] = 2.0             f = [Bf, 2.0, Bf, Bf]
;   memcpy u+24, f+4, 8    u[6] = 0x40000000 = 1073741824, u[7] = B (float to i32)
;   memcpy u, t+20, 4      u[0] = K5
; u = [84215045, 0, 3, 6, 9, 9, 1073741824, 286331153], returned and copied
; to @out (memcpy to global memory); @out[8] = u[x + 1] = 3.
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)

define <8 x i32> @memops(ptr addrspace(1) %out, i32 %x, i32 %bw) {
entry:
  %b = trunc i32 %bw to i8
  %t = alloca [8 x i32], align 4
  %u = alloca [8 x i32], align 4
  %f = alloca [4 x float], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %t, i8 5, i64 32, i1 false)
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %v = mul i32 %i, 3
  %p = getelementptr inbounds [8 x i32], ptr %t, i32 0, i32 %i
  store i32 %v, ptr %p, align 4
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 4
  br i1 %more, label %fill, label %copy

copy:
  call void @llvm.memset.p0.i64(ptr align 4 %u, i8 %b, i64 32, i1 false)
  %u2 = getelementptr inbounds [8 x i32], ptr %u, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %u2, ptr align 4 %t, i64 16, i1 false)
  %u1 = getelementptr inbounds i8, ptr %u, i64 4
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %u1, ptr align 4 %u2, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %f, i8 %b, i64 16, i1 false)
  %fx = getelementptr inbounds [4 x float], ptr %f, i32 0, i32 %x
  store float 2.000000e+00, ptr %fx, align 4
  %u6 = getelementptr inbounds [8 x i32], ptr %u, i32 0, i32 6
  %f1 = getelementptr inbounds [4 x float], ptr %f, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %u6, ptr align 4 %f1, i64 8, i1 false)
  %t5 = getelementptr inbounds [8 x i32], ptr %t, i32 0, i32 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %u, ptr align 4 %t5, i64 4, i1 false)
  %whole = load <8 x i32>, ptr %u, align 4
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %out, ptr align 4 %u, i64 32, i1 false)
  %x1 = add i32 %x, 1
  %ux = getelementptr inbounds [8 x i32], ptr %u, i32 0, i32 %x1
  %picked = load i32, ptr %ux, align 4
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 8
  store i32 %picked, ptr addrspace(1) %o8, align 4
  ret <8 x i32> %whole
}
