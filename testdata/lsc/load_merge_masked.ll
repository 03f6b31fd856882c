; llvm.genx.lsc.load.merge.stateless d32 x2 (non-transposed), 3 lanes (the
; message is padded to the platform's exec size with disabled lanes), the
; predicate computed at run time: lane i is on when idx[i] < 8 (idx = 0, 9,
; 2: lanes 0 and 2). Cache controls .ca.ca (L1 cached, L3 cached) are passed
; through. Lane i's address is a + 16 * idx[i]; `a` holds u32 iota (the u32
; at byte b is b/4), so element v of lane i is 4 * idx[i] + v:
;   v = 0: 0, passthru 100, 8      v = 1: 1, passthru 101, 9
; Then llvm.genx.lsc.store.slm d16u32 with 16-bit offsets (zero-extended to
; a32) 2, 0xfffe (lane 1: off by the same predicate), 6, writing the low
; halves of 0x11111, -, 0x33333 (0x1111, 0x3333) into SLM u16s 1 and 3;
; llvm.genx.lsc.load.slm d16u32 reads u16s 0..3 back: 0, 0x1111, 0, 0x3333.
; refused: gen9 xelp
define <10 x i32> @load_merge_masked(<3 x i32> %idx, i64 %a) {
  %on = icmp ult <3 x i32> %idx, <i32 8, i32 8, i32 8>
  %wide = zext <3 x i32> %idx to <3 x i64>
  %off = shl <3 x i64> %wide, <i64 4, i64 4, i64 4>
  %ins = insertelement <3 x i64> undef, i64 %a, i32 0
  %base = shufflevector <3 x i64> %ins, <3 x i64> undef, <3 x i32> zeroinitializer
  %addr = add <3 x i64> %base, %off
  %v = call <6 x i32> @llvm.genx.lsc.load.merge.stateless.v6i32.v3i1.v3i64(<3 x i1> %on, i8 0, i8 2, i8 2, i16 1, i32 0, i8 3, i8 2, i8 1, i8 0, <3 x i64> %addr, i32 0, <6 x i32> <i32 100, i32 100, i32 100, i32 101, i32 101, i32 101>)
  call void @llvm.genx.lsc.store.slm.v3i1.v3i16.v3i32(<3 x i1> %on, i8 4, i8 0, i8 0, i16 1, i32 0, i8 6, i8 1, i8 1, i8 0, <3 x i16> <i16 2, i16 -2, i16 6>, <3 x i32> <i32 69905, i32 139810, i32 209715>, i32 0)
  %s = call <4 x i32> @llvm.genx.lsc.load.slm.v4i32.v4i1.v4i32(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 6, i8 1, i8 1, i8 0, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, i32 0)
  %vs = shufflevector <6 x i32> %v, <6 x i32> undef, <10 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 6, i32 6, i32 6>
  %ss = shufflevector <4 x i32> %s, <4 x i32> undef, <10 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 0, i32 1, i32 2, i32 3>
  %r = shufflevector <10 x i32> %vs, <10 x i32> %ss, <10 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 18, i32 19>
  ret <10 x i32> %r
}
declare <6 x i32> @llvm.genx.lsc.load.merge.stateless.v6i32.v3i1.v3i64(<3 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <3 x i64>, i32, <6 x i32>)
declare void @llvm.genx.lsc.store.slm.v3i1.v3i16.v3i32(<3 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <3 x i16>, <3 x i32>, i32)
declare <4 x i32> @llvm.genx.lsc.load.slm.v4i32.v4i1.v4i32(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i32>, i32)
