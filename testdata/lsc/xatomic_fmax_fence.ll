; llvm.genx.lsc.xatomic.stateless fmax (0x16) d32 on f32 lanes, and
; d16u32 iinc (0x08) on u16 lanes whose result nobody uses, between fences
; (vISA spec, LSC_UNTYPED; LSC_FENCE: a fence orders, nothing to observe).
; `f` holds f32 1.5, -2.0; fmax with 2.25, -3.0:
;   lane 0: max(1.5, 2.25) = 2.25 stored, returns 1.5
;   lane 1: max(-2.0, -3.0) = -2.0 stays, returns -2.0
; `h` holds u16 0xffff, 5; iinc on both (16 bits in memory): 0, 6.
; The last fence's predicate is a constant false: no fence at all.
; returned 1.5 -2.0; `f` 2.25 -2.0; `h` u16s 0 6
; refused: gen9 xelp
define <2 x float> @xatomic_fmax_fence(i64 %f, i64 %h) {
  %fb = insertelement <2 x i64> undef, i64 %f, i32 0
  %fs = shufflevector <2 x i64> %fb, <2 x i64> undef, <2 x i32> zeroinitializer
  %fa = add <2 x i64> %fs, <i64 0, i64 4>
  %hb = insertelement <2 x i64> undef, i64 %h, i32 0
  %hs = shufflevector <2 x i64> %hb, <2 x i64> undef, <2 x i32> zeroinitializer
  %ha = add <2 x i64> %hs, <i64 0, i64 2>
  call void @llvm.genx.lsc.fence.v1i1(<1 x i1> <i1 true>, i8 0, i8 1, i8 3)
  %v = call <2 x float> @llvm.genx.lsc.xatomic.stateless.v2f32.v2i1.v2i64(<2 x i1> <i1 true, i1 true>, i8 22, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <2 x i64> %fa, <2 x float> <float 2.25, float -3.0>, <2 x float> undef, i32 0, <2 x float> undef)
  %u = call <2 x i32> @llvm.genx.lsc.xatomic.stateless.v2i32.v2i1.v2i64(<2 x i1> <i1 true, i1 true>, i8 8, i8 1, i8 3, i16 1, i32 0, i8 6, i8 1, i8 1, i8 0, <2 x i64> %ha, <2 x i32> undef, <2 x i32> undef, i32 0, <2 x i32> undef)
  call void @llvm.genx.lsc.fence.i1(i1 true, i8 3, i8 0, i8 0)
  call void @llvm.genx.lsc.fence.v1i1(<1 x i1> <i1 false>, i8 0, i8 5, i8 6)
  ret <2 x float> %v
}
declare <2 x float> @llvm.genx.lsc.xatomic.stateless.v2f32.v2i1.v2i64(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i64>, <2 x float>, <2 x float>, i32, <2 x float>)
declare <2 x i32> @llvm.genx.lsc.xatomic.stateless.v2i32.v2i1.v2i64(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i64>, <2 x i32>, <2 x i32>, i32, <2 x i32>)
declare void @llvm.genx.lsc.fence.v1i1(<1 x i1>, i8, i8, i8)
declare void @llvm.genx.lsc.fence.i1(i1, i8, i8, i8)
