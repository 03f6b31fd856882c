; CM-style: llvm.genx.svm.block.ld of 32 dword indices (128 bytes: one
; 8-oword SVM_BLOCK_LD), then llvm.genx.svm.gather of the 32 dwords they index
; (two SIMD16 SVM_GATHER 4x1): a block load feeding a gather.
define <32 x i32> @svm_block_ld_gather_w32(i64 %idx, i64 %table) {
entry:
  %i = call <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64 %idx)
  %iz = zext <32 x i32> %i to <32 x i64>
  %off = shl <32 x i64> %iz, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %t = insertelement <32 x i64> undef, i64 %table, i32 0
  %tb = shufflevector <32 x i64> %t, <32 x i64> undef, <32 x i32> zeroinitializer
  %addr = add <32 x i64> %tb, %off
  %v = call <32 x i32> @llvm.genx.svm.gather.v32i32.v32i1.v32i64(<32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <32 x i64> %addr, <32 x i32> undef)
  ret <32 x i32> %v
}

declare <32 x i32> @llvm.genx.svm.block.ld.v32i32.i64(i64)
declare <32 x i32> @llvm.genx.svm.gather.v32i32.v32i1.v32i64(<32 x i1>, i32, <32 x i64>, <32 x i32>)
