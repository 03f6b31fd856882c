; gather: a private table of 200 floats (800 bytes) filled in a loop, then
; read by a masked gather of 8 lanes whose addresses are the table's
; (the private address escapes into a message) and scattered back into the
; table before a last read. t[i] = i / 2 (as float). With x = 5, lanes
; read t[x + 3k], k = 0..7: t[5, 8, 11, 14, 17, 20, 23, 26] =
;   2.5 4 5.5 7 8.5 10 11.5 13
; stored to @out[0..8]; lane 7 is masked off (mask 0x7f), so its value is
; the passthru 0, not 13: out = 2.5 4 5.5 7 8.5 10 11.5 0. The gathered
; vector doubled is scattered to t[x + 3k] (lanes 0..6), and t[8] =
; 2 * 4 = 8 is returned.
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32, <8 x i1>, <8 x float>)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32, <8 x i1>)

define float @gather(ptr addrspace(1) %out, i32 %x, <8 x i1> %mask) {
entry:
  %t = alloca [200 x float], align 4
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %f = uitofp i32 %i to float
  %h = fmul float %f, 5.000000e-01
  %p = getelementptr inbounds [200 x float], ptr %t, i32 0, i32 %i
  store float %h, ptr %p, align 4
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 200
  br i1 %more, label %fill, label %read

read:
  %xs = insertelement <8 x i32> poison, i32 %x, i32 0
  %xv = shufflevector <8 x i32> %xs, <8 x i32> poison, <8 x i32> zeroinitializer
  %idx = add <8 x i32> %xv, <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %ptrs = getelementptr inbounds float, ptr %t, <8 x i32> %idx
  %g = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %ptrs, i32 4, <8 x i1> %mask, <8 x float> zeroinitializer)
  store <8 x float> %g, ptr addrspace(1) %out, align 4
  %d = fadd <8 x float> %g, %g
  call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %d, <8 x ptr> %ptrs, i32 4, <8 x i1> %mask)
  %p8 = getelementptr inbounds [200 x float], ptr %t, i32 0, i32 8
  %r = load float, ptr %p8, align 4
  ret float %r
}
