; llvm.genx.lsc.load2d.stateless with the surface base at its alignment
; limit and the surface ending at the buffer's end: base = m + 64 (64-byte
; aligned, not the buffer's start), width 64 bytes (16 d32 columns), height
; 3 rows, pitch 64 bytes: rows 0..2 are m's bytes 64..255, its last byte the
; buffer's last. `m` holds u32 iota (the u32 at byte b is b / 4), so element
; (r, c) at byte 64 + 64r + 4c is 16 + 16r + c.
; One d32 4 x 4 block at X = 12, Y = 1: columns 12..15 (the last four),
; rows 1..4. Rows 3, 4 are past the bottom edge: zero, and never read (row 3
; would start at byte 256, past the buffer: no fault). Register image, rows
; at pow2(4) = 4 elements:
;   row 1: 44 45 46 47   row 2: 60 61 62 63 (the buffer's last u32)   rows 3, 4: 0
; Lowered to lsc_load_block2d where the platform has 2D block messages (the
; platform table's lsc_block2d: xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define <16 x i32> @load2d_base_align(i64 %m) {
  %base = add i64 %m, 64
  %v = call <16 x i32> @llvm.genx.lsc.load2d.stateless.v16i32.v1i1.i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 3, i8 1, i8 1, i16 4, i16 4, i8 0, i64 %base, i32 63, i32 2, i32 63, i32 12, i32 1)
  ret <16 x i32> %v
}
declare <16 x i32> @llvm.genx.lsc.load2d.stateless.v16i32.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
