; CM-style: llvm.genx.scatter.scaled of two bytes per lane (the low word of
; each dword) into SLM at byte offsets 2i, 16 lanes (SCATTER_SCALED.2).
define void @scatter_scaled_words_w16(<16 x i32> %data) {
entry:
  call void @llvm.genx.scatter.scaled.v16i1.v16i32.v16i32(<16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 254, i32 0, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>, <16 x i32> %data)
  ret void
}

declare void @llvm.genx.scatter.scaled.v16i1.v16i32.v16i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <16 x i32>)
