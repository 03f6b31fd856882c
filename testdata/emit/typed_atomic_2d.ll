; TYPED_ATOMIC add on a 2D image (a surface argument), and imin on a constant
; binding-table index (a `bti5` surface), returning both results.
define <8 x i32> @atomics(<8 x i1> %m, i32 %img, <8 x i32> %src, <8 x i32> %u, <8 x i32> %v) {
  %old = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %m, i32 %img, <8 x i32> %src, <8 x i32> %u, <8 x i32> %v, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  %min = call <8 x i32> @llvm.genx.typed.atomic.imin.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 5, <8 x i32> %src, <8 x i32> %u, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  %unused = call <8 x i32> @llvm.genx.typed.atomic.inc.v8i32.v8i1.v8i32(<8 x i1> %m, i32 5, <8 x i32> %v, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  %sum = add <8 x i32> %old, %min
  ret <8 x i32> %sum
}

declare <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.typed.atomic.imin.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.typed.atomic.inc.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)

; refused: xehpc xe2
