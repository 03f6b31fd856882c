; Regression (found by visa-lower fuzz, seed 1 case c2530 on xehpg): GenX_IR
; 1.0.12504 asserted "mismatch between len in send and that of operand" (DG2).
; A non-transposed LSC message narrower than the payload's lanes (SIMD16 on
; Xe-HPG and Xe-LPG, SIMD32 on Xe-HPC, 16 on Xe2) still carries all of them:
; the assembler encodes `lsc_store.slm (M1_NM, 1) flat[A]:a32 D:d64` as
; `store.slm.d64.a32 (1|M0) [r2:2] r4:4`, two GRFs of addresses and four of
; data, and emit gave the one-lane store a one-qword data variable and a
; one-dword address variable. The verifier now requires the address and data
; operands to span the payload (rule raw-footprint), and emit copies a value
; into a variable that does where it does not.
; (The gather is returned: unused, dead-loads would delete it.)
define <57 x i64> @k(ptr addrspace(3) %slm, ptr addrspace(1) %buf0) {
entry:
  %b.1 = getelementptr i8, ptr addrspace(3) %slm, <1 x i32> <i32 960>
  call void @llvm.masked.scatter.v1f64.v1p3(<1 x double> zeroinitializer, <1 x ptr addrspace(3)> %b.1, i32 8, <1 x i1> <i1 true>)
  %b.2 = getelementptr i8, ptr addrspace(1) %buf0, <57 x i64> <i64 556, i64 532, i64 480, i64 704, i64 644, i64 336, i64 148, i64 940, i64 612, i64 176, i64 992, i64 720, i64 528, i64 820, i64 884, i64 816, i64 24, i64 16, i64 836, i64 768, i64 500, i64 740, i64 884, i64 640, i64 276, i64 484, i64 880, i64 552, i64 20, i64 84, i64 80, i64 740, i64 496, i64 912, i64 936, i64 856, i64 464, i64 304, i64 380, i64 508, i64 288, i64 116, i64 100, i64 808, i64 212, i64 984, i64 540, i64 740, i64 996, i64 140, i64 1008, i64 692, i64 240, i64 604, i64 60, i64 700, i64 16>
  %v.3 = call <57 x i64> @llvm.masked.gather.v57i64.v57p1(<57 x ptr addrspace(1)> %b.2, i32 4, <57 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>, <57 x i64> undef)
  ret <57 x i64> %v.3
}

declare <57 x i64> @llvm.masked.gather.v57i64.v57p1(<57 x ptr addrspace(1)>, i32, <57 x i1>, <57 x i64>)
declare void @llvm.masked.scatter.v1f64.v1p3(<1 x double>, <1 x ptr addrspace(3)>, i32, <1 x i1>)
