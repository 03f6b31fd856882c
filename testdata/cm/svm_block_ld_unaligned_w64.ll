; CM-style: llvm.genx.svm.block.ld.unaligned of 64 dwords from a
; dword-aligned address (256 bytes: more than one message moves).
define <64 x i32> @svm_block_ld_unaligned_w64(i64 %src) {
entry:
  %p = add i64 %src, 4
  %v = call <64 x i32> @llvm.genx.svm.block.ld.unaligned.v64i32.i64(i64 %p)
  ret <64 x i32> %v
}

declare <64 x i32> @llvm.genx.svm.block.ld.unaligned.v64i32.i64(i64)
