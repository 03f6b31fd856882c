; Adjacent gathers with LSC messages: gathers of one mask from p, p+4,
; p+8, ... (i32, align 4) become one lsc_load of vector size 2, 3, 4 or 8
; (x8 where 8 dwords of 16 lanes fit 8 GRFs: xe2; elsewhere two x4); lane
; n reads datum v at its address + 4v into DstData[v].elems[n] (vISA spec,
; LSC_UNTYPED, LOAD). `a` holds u32 iota and lane i's pointer is a + 128i,
; so the gather at byte offset o reads 32i + o/4 in enabled lanes; disabled
; lanes keep the passthru (%pt: 1000 + i, or zero). Rows of `out`, in order:
;   x0..x3 (o = 0, 4, 8, 12: one x4), a (16), b (20, after a scatter of
;   7777 to p+20 every lane: it reads 7777 and cannot move up to a),
;   c (32, mask m) and d (36, mask m2: masks differ, no merge),
;   t0..t2 (44, 48, 52: one x3), u0, u1 (60, 64: one x2),
;   e0..e7 (72..100: x8 on xe2, two x4 elsewhere).
; m = 0xedb7 (lanes 0-2, 4, 5, 7, 8, 10, 11, 13-15), m2 = 0x00ff.
define void @gathers_w16(<16 x ptr addrspace(1)> %p, <16 x i1> %m, <16 x i1> %m2, <16 x i32> %pt, ptr addrspace(1) %out) {
  %p.x0 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 0
  %x0 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.x0, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.x1 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 4
  %x1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.x1, i32 4, <16 x i1> %m, <16 x i32> zeroinitializer)
  %p.x2 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 8
  %x2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.x2, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.x3 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 12
  %x3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.x3, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.a = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 16
  %a = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.a, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.b = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 20
  call void @llvm.masked.scatter.v16i32.v16p1(<16 x i32> <i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777, i32 7777>, <16 x ptr addrspace(1)> %p.b, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %b = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.b, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.c = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 32
  %c = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.c, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.d = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 36
  %d = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.d, i32 4, <16 x i1> %m2, <16 x i32> %pt)
  %p.t0 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 44
  %t0 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.t0, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.t1 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 48
  %t1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.t1, i32 4, <16 x i1> %m, <16 x i32> zeroinitializer)
  %p.t2 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 52
  %t2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.t2, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.u0 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 60
  %u0 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.u0, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.u1 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 64
  %u1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.u1, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e0 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 72
  %e0 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e0, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e1 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 76
  %e1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e1, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e2 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 80
  %e2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e2, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e3 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 84
  %e3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e3, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e4 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 88
  %e4 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e4, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e5 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 92
  %e5 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e5, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e6 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 96
  %e6 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e6, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %p.e7 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 100
  %e7 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p.e7, i32 4, <16 x i1> %m, <16 x i32> %pt)
  %o.x0 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 0
  store <16 x i32> %x0, ptr addrspace(1) %o.x0, align 4
  %o.x1 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 1
  store <16 x i32> %x1, ptr addrspace(1) %o.x1, align 4
  %o.x2 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 2
  store <16 x i32> %x2, ptr addrspace(1) %o.x2, align 4
  %o.x3 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 3
  store <16 x i32> %x3, ptr addrspace(1) %o.x3, align 4
  %o.a = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 4
  store <16 x i32> %a, ptr addrspace(1) %o.a, align 4
  %o.b = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 5
  store <16 x i32> %b, ptr addrspace(1) %o.b, align 4
  %o.c = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 6
  store <16 x i32> %c, ptr addrspace(1) %o.c, align 4
  %o.d = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 7
  store <16 x i32> %d, ptr addrspace(1) %o.d, align 4
  %o.t0 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 8
  store <16 x i32> %t0, ptr addrspace(1) %o.t0, align 4
  %o.t1 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 9
  store <16 x i32> %t1, ptr addrspace(1) %o.t1, align 4
  %o.t2 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 10
  store <16 x i32> %t2, ptr addrspace(1) %o.t2, align 4
  %o.u0 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 11
  store <16 x i32> %u0, ptr addrspace(1) %o.u0, align 4
  %o.u1 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 12
  store <16 x i32> %u1, ptr addrspace(1) %o.u1, align 4
  %o.e0 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 13
  store <16 x i32> %e0, ptr addrspace(1) %o.e0, align 4
  %o.e1 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 14
  store <16 x i32> %e1, ptr addrspace(1) %o.e1, align 4
  %o.e2 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 15
  store <16 x i32> %e2, ptr addrspace(1) %o.e2, align 4
  %o.e3 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 16
  store <16 x i32> %e3, ptr addrspace(1) %o.e3, align 4
  %o.e4 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 17
  store <16 x i32> %e4, ptr addrspace(1) %o.e4, align 4
  %o.e5 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 18
  store <16 x i32> %e5, ptr addrspace(1) %o.e5, align 4
  %o.e6 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 19
  store <16 x i32> %e6, ptr addrspace(1) %o.e6, align 4
  %o.e7 = getelementptr <16 x i32>, ptr addrspace(1) %out, i64 20
  store <16 x i32> %e7, ptr addrspace(1) %o.e7, align 4
  ret void
}
declare <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.masked.scatter.v16i32.v16p1(<16 x i32>, <16 x ptr addrspace(1)>, i32, <16 x i1>)
