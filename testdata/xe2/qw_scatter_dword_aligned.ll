; llvm.visa.qw.scatter of 4 qwords to SLM at byte offsets 16i + 4 (lane 1
; off). On xe2, lsc_store d32x2: each lane's low dword at its offset, its
; high dword 4 bytes on. SLM u32s 1, 2 = 0x22222222, 0x11111111; 9, 10 =
; 0x66666666, 0x55555555; 13, 14 = 0x88888888, 0x77777777; the rest 0.
define void @qw_scatter_dword_aligned(<4 x i64> %data) {
entry:
  call void @llvm.visa.qw.scatter.v4i1.v4i32.v4i64(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 254, <4 x i32> <i32 4, i32 20, i32 36, i32 52>, <4 x i64> %data)
  ret void
}

declare void @llvm.visa.qw.scatter.v4i1.v4i32.v4i64(<4 x i1>, i32, <4 x i32>, <4 x i64>)

; refused: gen9 xelp xehpg mtl
