; CM-style: llvm.genx.svm.block.st of 64 dwords (256 bytes) to an
; oword-aligned address: SVM_BLOCK_ST moves at most 8 owords, so two messages.
define void @svm_block_st_w64(i64 %dst, <64 x i32> %v) {
entry:
  call void @llvm.genx.svm.block.st.i64.v64i32(i64 %dst, <64 x i32> %v)
  ret void
}

declare void @llvm.genx.svm.block.st.i64.v64i32(i64, <64 x i32>)
