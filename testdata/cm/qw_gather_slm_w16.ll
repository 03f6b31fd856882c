; llvm.visa.qw.gather of 16 qwords from SLM at byte offsets 8i (QW_GATHER,
; Xe-HPC only: Intel's compiler writes none before it); lanes 0 and 9 off
; keep `old`.
define <16 x i64> @qw_gather_slm_w16(<16 x i64> %old) {
entry:
  %v = call <16 x i64> @llvm.visa.qw.gather.v16i64.v16i1.v16i32(<16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 254, <16 x i32> <i32 120, i32 112, i32 104, i32 96, i32 88, i32 80, i32 72, i32 64, i32 56, i32 48, i32 40, i32 32, i32 24, i32 16, i32 8, i32 0>, <16 x i64> %old)
  ret <16 x i64> %v
}

declare <16 x i64> @llvm.visa.qw.gather.v16i64.v16i1.v16i32(<16 x i1>, i32, <16 x i32>, <16 x i64>)

; refused: gen9 xelp xehpg mtl
