; Regression (found by visa-lower fuzz): in SIMT mode a message split into
; pieces must run each piece at the execution-mask offset of its lanes (lanes 16..31
; at M5), so that the dispatch mask's channels 16..31 apply. With a constant predicate
; and constant operands, legalize's slices fold into constants that no longer say
; which lanes they came from, and emit ran the second SIMD16 piece at M1: lane 17
; was governed by dispatch channel 1 (off here) instead of channel 17 (on), and its
; write was lost. legalize now records each piece's first lane (`!visa.lane`) in
; SIMT functions, and emit places the piece by it.
define void @k() #0 {
entry:
  call void @llvm.genx.scatter4.scaled.v18i1.v18i32.v36i32(<18 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>, i32 12, i16 0, i32 254, i32 0, <18 x i32> <i32 748, i32 356, i32 636, i32 900, i32 420, i32 180, i32 632, i32 400, i32 88, i32 136, i32 684, i32 524, i32 108, i32 664, i32 1008, i32 796, i32 856, i32 340>, <36 x i32> zeroinitializer)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v18i1.v18i32.v36i32(<18 x i1>, i32, i16, i32, i32, <18 x i32>, <36 x i32>)

attributes #0 = { "visa-simt"="true" }
