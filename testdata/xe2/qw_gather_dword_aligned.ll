; llvm.visa.qw.gather of 8 qwords from SLM at byte offsets 8i + 4. QW_GATHER
; states no alignment; xe2 has no QW_GATHER, and its LSC translation of
; offsets not known to be qword-aligned is lsc_load d32x2 (dword-aligned).
; SLM holds u32 iota, so the qword at 8i + 4 is (2i + 1) | (2i + 2) << 32.
; Lane 3 is off and keeps `old` (103).
define <8 x i64> @qw_gather_dword_aligned(<8 x i64> %old) {
entry:
  %v = call <8 x i64> @llvm.visa.qw.gather.v8i64.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true>, i32 254, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>, <8 x i64> %old)
  ret <8 x i64> %v
}

declare <8 x i64> @llvm.visa.qw.gather.v8i64.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i64>)

; refused: gen9 xelp xehpg mtl
