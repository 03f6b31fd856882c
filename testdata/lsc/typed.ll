; The typed LSC intrinsics (Xe2): checked against their operand lists, then
; refused by the reference (the launch's images have one channel and no
; typed 2D surface state) and by `compile` on every platform (Xe2 has them;
; no platform selects them yet).
; No platform selects LSC messages yet (docs/lsc.md): refused everywhere.
; refused: all
define <8 x i32> @typed(<8 x i32> %u) {
  %v = call <8 x i32> @llvm.genx.lsc.load.merge.quad.typed.bti.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 1, i32 4, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  call void @llvm.genx.lsc.store.quad.typed.bti.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 0, i8 1, i32 4, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> %v)
  ret <8 x i32> %v
}
declare <8 x i32> @llvm.genx.lsc.load.merge.quad.typed.bti.v8i32.v8i1.v8i32(<8 x i1>, i8, i8, i8, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare void @llvm.genx.lsc.store.quad.typed.bti.v8i1.v8i32.v8i32(<8 x i1>, i8, i8, i8, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
