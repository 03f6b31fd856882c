; Regression (found by visa-lower fuzz, seed 3 case c5330 on xehpg): GenX_IR
; 1.0.12504 asserted "GraphColor.cpp:7751 mismatch between len in send and
; that of operand" (DG2), exiting 0, on `lsc_store.slm (M1_NM, 1)
; flat[A]:a32 x0.0:d64`, `x0` an 8-byte kernel input. The one-lane store
; still carries the payload's 16 lanes (128 bytes, 4 GRFs on DG2). Emit gave
; an input only its lanes' bytes (the runtime pins it, so it cannot grow to
; span the payload), but IGC's register allocator measures an operand of a
; send narrower than 8 lanes against the payload and asserts when it is more
; than one GRF shorter. Such an input is now copied into a variable that
; spans the payload; the eight-lane store of `x8` (64 bytes of a 128-byte
; payload) is not checked by the allocator and stores its input as it is.
; The verifier's raw-footprint rule holds inputs alike. The gather (the fuzz
; case's register pressure, which takes the allocator to that check) is
; stored at the buffer's start, the SLM's qwords after it.
define void @k(ptr addrspace(3) %slm, <1 x i64> %x0, <8 x i64> %x8, ptr addrspace(1) %buf0) {
entry:
  %p8 = getelementptr i8, ptr addrspace(3) %slm, <8 x i32> <i32 200, i32 208, i32 64, i32 72, i32 248, i32 96, i32 104, i32 232>
  call void @llvm.masked.scatter.v8i64.v8p3(<8 x i64> %x8, <8 x ptr addrspace(3)> %p8, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %b.1 = getelementptr i8, ptr addrspace(3) %slm, <1 x i32> <i32 280>
  call void @llvm.masked.scatter.v1i64.v1p3(<1 x i64> %x0, <1 x ptr addrspace(3)> %b.1, i32 8, <1 x i1> <i1 true>)
  %b.2 = getelementptr i8, ptr addrspace(1) %buf0, <56 x i64> <i64 92, i64 205, i64 380, i64 531, i64 890, i64 167, i64 536, i64 657, i64 572, i64 256, i64 580, i64 812, i64 571, i64 680, i64 565, i64 894, i64 596, i64 447, i64 114, i64 608, i64 680, i64 457, i64 347, i64 372, i64 855, i64 261, i64 444, i64 469, i64 908, i64 984, i64 584, i64 620, i64 233, i64 512, i64 516, i64 707, i64 925, i64 663, i64 345, i64 684, i64 94, i64 91, i64 310, i64 302, i64 363, i64 133, i64 230, i64 263, i64 409, i64 987, i64 770, i64 667, i64 284, i64 336, i64 840, i64 283>
  %v.3 = call <56 x half> @llvm.masked.gather.v56f16.v56p1(<56 x ptr addrspace(1)> %b.2, i32 1, <56 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <56 x half> zeroinitializer)
  store <56 x half> %v.3, ptr addrspace(1) %buf0, align 2
  %all = load <36 x i64>, ptr addrspace(3) %slm, align 8
  %o = getelementptr i8, ptr addrspace(1) %buf0, i64 1024
  store <36 x i64> %all, ptr addrspace(1) %o, align 8
  ret void
}

declare <56 x half> @llvm.masked.gather.v56f16.v56p1(<56 x ptr addrspace(1)>, i32, <56 x i1>, <56 x half>)
declare void @llvm.masked.scatter.v1i64.v1p3(<1 x i64>, <1 x ptr addrspace(3)>, i32, <1 x i1>)
declare void @llvm.masked.scatter.v8i64.v8p3(<8 x i64>, <8 x ptr addrspace(3)>, i32, <8 x i1>)
