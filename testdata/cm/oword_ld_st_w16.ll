; CM-style: llvm.genx.oword.ld of 16 dwords (4 owords) from oword 1 of the
; buffer at bti 2, add 1, llvm.genx.oword.st back at oword 6.
define void @oword_ld_st_w16() {
entry:
  %v = call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 2, i32 1)
  %r = add <16 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  call void @llvm.genx.oword.st.v16i32(i32 2, i32 6, <16 x i32> %r)
  ret void
}

declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
