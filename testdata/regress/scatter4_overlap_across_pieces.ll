; Regression (found by visa-lower fuzz): a SCATTER4_SCALED message intrinsic of 19 lanes
; with channels RG whose lane 12 (G) and lane 18 (R) write the same dword. The page
; leaves overlapping writes undefined; legalize splits the message into two SIMD16
; pieces, so lane 18 writes after lane 12, not in the page's channel-major order.
; The reference used to compare the page's order byte for byte; it now marks bytes
; written more than once by one message undefined (docs/reference.md, item 13).
define void @k(<19 x i32> %o0, <38 x i32> %x0) {
entry:
  call void @llvm.genx.scatter4.scaled.v19i1.v19i32.v38i32(<19 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>, i32 3, i16 0, i32 3, i32 0, <19 x i32> %o0, <38 x i32> %x0)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v19i1.v19i32.v38i32(<19 x i1>, i32, i16, i32, i32, <19 x i32>, <38 x i32>)
