; Regression (found by visa-lower fuzz, seed 1 cases c6050 on xehpg and c6940
; on mtl): in SIMT mode, `llvm.genx.svm.block.ld.unaligned` translated to a
; transposed LSC load took the dispatch mask (`lsc_load.ugm (M1, 1)`), so with
; channel 0 disabled the block was never read. A block message has no exec
; control (it is NoMask, as the legacy SVM_BLOCK_LD it replaces); the
; translation now marks every call it builds from one NoMask.
define <4 x i32> @k(ptr addrspace(1) %buf0) #0 {
entry:
  %q.1 = getelementptr i8, ptr addrspace(1) %buf0, i64 940
  %a.2 = ptrtoint ptr addrspace(1) %q.1 to i64
  %v.3 = call <4 x i32> @llvm.genx.svm.block.ld.unaligned.v4i32.i64(i64 %a.2)
  ret <4 x i32> %v.3
}

declare <4 x i32> @llvm.genx.svm.block.ld.unaligned.v4i32.i64(i64)

attributes #0 = { "visa-simt"="true" }
