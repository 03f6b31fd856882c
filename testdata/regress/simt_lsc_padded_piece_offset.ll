; Regression (found by visa-lower fuzz, case s7-c53 on mtl): in SIMT mode the
; second piece of a 25-lane LSC gather (lanes 16..24, padded to SIMD16) must run
; at execution-mask offset M5, so that dispatch channels 16..31 govern its lanes.
; Its predicate is a fresh padded copy of the mask, and emit made it at channel 0
; and ran the piece at M1: lane 22 was governed by dispatch channel 6 (off here)
; instead of channel 22 (on), and kept the passthru 0 instead of its load.
; emit now makes the padded predicate at the piece's channel and runs it there.
define <25 x i32> @k(i8 addrspace(1)* %buf1, <25 x i1> %m0) #0 {
entry:
  %b.1 = getelementptr i8, i8 addrspace(1)* %buf1, <25 x i64> <i64 192, i64 816, i64 128, i64 288, i64 656, i64 48, i64 160, i64 240, i64 784, i64 512, i64 448, i64 912, i64 80, i64 496, i64 944, i64 592, i64 0, i64 32, i64 400, i64 400, i64 496, i64 896, i64 160, i64 592, i64 176>
  %p.2 = bitcast <25 x i8 addrspace(1)*> %b.1 to <25 x i32 addrspace(1)*>
  %v.3 = call <25 x i32> @llvm.masked.gather.v25i32.v25p1i32(<25 x i32 addrspace(1)*> %p.2, i32 16, <25 x i1> %m0, <25 x i32> zeroinitializer)
  ret <25 x i32> %v.3
}

declare <25 x i32> @llvm.masked.gather.v25i32.v25p1i32(<25 x i32 addrspace(1)*>, i32, <25 x i1>, <25 x i32>)

attributes #0 = { "visa-simt"="true" }
