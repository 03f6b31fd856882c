; llvm.genx.lsc.load.stateless with a negative immediate offset: d32 x2, 4
; lanes, lane 2 off, lane i's address a + 16 + 16i, offset -12: element v of
; lane i at a + 4 + 16i + 4v, value 4i + 1 + v (`a` holds u32 iota), at
; result index v*4 + i. Where the platform has no 64-bit add (xehpg, mtl)
; the offset is added to the addresses in dwords before the message.
;   v = 0: 1, 5, -, 13      v = 1: 2, 6, -, 14
; refused: gen9 xelp
define <8 x i32> @load_offset_negative(<4 x i64> %addr) {
  %v = call <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v4i1.v4i64(<4 x i1> <i1 true, i1 true, i1 false, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 -12, i8 3, i8 2, i8 1, i8 0, <4 x i64> %addr, i32 0)
  ret <8 x i32> %v
}
declare <8 x i32> @llvm.genx.lsc.load.stateless.v8i32.v4i1.v4i64(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i64>, i32)
