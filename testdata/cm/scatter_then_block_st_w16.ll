; CM-style: a scatter feeding a block store: llvm.genx.scatter4.scaled writes
; 16 dwords to SLM in reverse order, llvm.genx.oword.ld reads them back in
; order (4 owords), llvm.genx.svm.block.st stores them to global memory.
define void @scatter_then_block_st_w16(i64 %dst, <16 x i32> %data) {
entry:
  call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16i32(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 254, i32 0, <16 x i32> <i32 60, i32 56, i32 52, i32 48, i32 44, i32 40, i32 36, i32 32, i32 28, i32 24, i32 20, i32 16, i32 12, i32 8, i32 4, i32 0>, <16 x i32> %data)
  %v = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 254, i32 0)
  call void @llvm.genx.svm.block.st.i64.v16i32(i64 %dst, <16 x i32> %v)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v16i1.v16i32.v16i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare void @llvm.genx.svm.block.st.i64.v16i32(i64, <16 x i32>)

; refused: gen9
