; Constant predicates and dead values:
; - a gather with no lane enabled is no message: its result is `old`;
; - a gather with every lane enabled never shows `old`: it is not copied in;
; - a scatter with no lane enabled is no message;
; - one SCATTER4_SCALED channel is laid out the same on a 64-byte GRF
;   (no padded copy of the data on xehpc);
; - an unused pure value (%dead) is not translated;
; - two messages under the same constant predicate share one `setp`.
define <8 x i32> @constant_masks(<8 x i64> %addr, <8 x i32> %old, <8 x i32> %off) {
  %dead = add <8 x i64> %addr, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %none = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> zeroinitializer, i32 0, <8 x i64> %addr, <8 x i32> %old)
  %all = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %addr, <8 x i32> %old)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> zeroinitializer, i32 1, i16 0, i32 254, i32 0, <8 x i32> %off, <8 x i32> %old)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 254, i32 0, <8 x i32> %off, <8 x i32> %all)
  %c1 = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true>, i32 0, <8 x i64> %addr, <8 x i32> zeroinitializer)
  %c2 = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true>, i32 0, <8 x i64> %addr, <8 x i32> %all)
  %s = add <8 x i32> %none, %all
  %t = add <8 x i32> %c1, %c2
  %u = add <8 x i32> %s, %t
  ret <8 x i32> %u
}

declare <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
