; 32 lanes (legalize splits each LSC load into SIMD16 pieces on xehpg and
; mtl): four i32 gathers at p, p+4, p+8, p+12 become one d32x4 load; two
; i64 gathers (align 8) at p+16, p+24 one d64x2 (d64x4 would not fit 8
; GRFs); two i64 gathers at align 4 at p+36, p+44, each element two d32
; units, one d32x4 (units 0, 1 the first member's low and high dwords, 2, 3
; the second's). `a` is u32 iota, lane i's pointer a + 64i: the u32 at
; byte offset o of lane i is 16i + o/4; an i64 at o is (16i + o/4 + 1) << 32
; | (16i + o/4). Disabled lanes (m = 0x9f3c_5ae1) keep zero (passthru
; zeroinitializer). Rows of `out`: the four i32 (32 x 4 bytes each), then the
; four i64 (32 x 8 bytes each).
define void @gathers_w32(<32 x ptr addrspace(1)> %p, <32 x i1> %m, ptr addrspace(1) %out) {
  %p0 = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 0
  %x0 = call <32 x i32> @llvm.masked.gather.v32i32.v32p1(<32 x ptr addrspace(1)> %p0, i32 4, <32 x i1> %m, <32 x i32> zeroinitializer)
  %p1 = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 4
  %x1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p1(<32 x ptr addrspace(1)> %p1, i32 4, <32 x i1> %m, <32 x i32> zeroinitializer)
  %p2 = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 8
  %x2 = call <32 x i32> @llvm.masked.gather.v32i32.v32p1(<32 x ptr addrspace(1)> %p2, i32 4, <32 x i1> %m, <32 x i32> zeroinitializer)
  %p3 = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 12
  %x3 = call <32 x i32> @llvm.masked.gather.v32i32.v32p1(<32 x ptr addrspace(1)> %p3, i32 4, <32 x i1> %m, <32 x i32> zeroinitializer)
  %q0.p = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 16
  %q0 = call <32 x i64> @llvm.masked.gather.v32i64.v32p1(<32 x ptr addrspace(1)> %q0.p, i32 8, <32 x i1> %m, <32 x i64> zeroinitializer)
  %q1.p = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 24
  %q1 = call <32 x i64> @llvm.masked.gather.v32i64.v32p1(<32 x ptr addrspace(1)> %q1.p, i32 8, <32 x i1> %m, <32 x i64> zeroinitializer)
  %q2.p = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 36
  %q2 = call <32 x i64> @llvm.masked.gather.v32i64.v32p1(<32 x ptr addrspace(1)> %q2.p, i32 4, <32 x i1> %m, <32 x i64> zeroinitializer)
  %q3.p = getelementptr i8, <32 x ptr addrspace(1)> %p, i64 44
  %q3 = call <32 x i64> @llvm.masked.gather.v32i64.v32p1(<32 x ptr addrspace(1)> %q3.p, i32 4, <32 x i1> %m, <32 x i64> zeroinitializer)
  %o.x0 = getelementptr i8, ptr addrspace(1) %out, i64 0
  store <32 x i32> %x0, ptr addrspace(1) %o.x0, align 8
  %o.x1 = getelementptr i8, ptr addrspace(1) %out, i64 128
  store <32 x i32> %x1, ptr addrspace(1) %o.x1, align 8
  %o.x2 = getelementptr i8, ptr addrspace(1) %out, i64 256
  store <32 x i32> %x2, ptr addrspace(1) %o.x2, align 8
  %o.x3 = getelementptr i8, ptr addrspace(1) %out, i64 384
  store <32 x i32> %x3, ptr addrspace(1) %o.x3, align 8
  %o.q0 = getelementptr i8, ptr addrspace(1) %out, i64 512
  store <32 x i64> %q0, ptr addrspace(1) %o.q0, align 8
  %o.q1 = getelementptr i8, ptr addrspace(1) %out, i64 768
  store <32 x i64> %q1, ptr addrspace(1) %o.q1, align 8
  %o.q2 = getelementptr i8, ptr addrspace(1) %out, i64 1024
  store <32 x i64> %q2, ptr addrspace(1) %o.q2, align 8
  %o.q3 = getelementptr i8, ptr addrspace(1) %out, i64 1280
  store <32 x i64> %q3, ptr addrspace(1) %o.q3, align 8
  ret void
}
declare <32 x i32> @llvm.masked.gather.v32i32.v32p1(<32 x ptr addrspace(1)>, i32, <32 x i1>, <32 x i32>)
declare <32 x i64> @llvm.masked.gather.v32i64.v32p1(<32 x ptr addrspace(1)>, i32, <32 x i1>, <32 x i64>)
