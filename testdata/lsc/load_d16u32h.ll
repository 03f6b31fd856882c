; llvm.genx.lsc.load.stateless d16u32h: 16 bits loaded into the high half of
; each dword, low half zero. 2 lanes at a + 2 and a + 10 (u16 iota: the u16 at
; byte b is b/2): 1 << 16 = 0x10000, 5 << 16 = 0x50000.
; One lsc_load/lsc_store where the platform has LSC (docs/lsc.md).
; refused: gen9 xelp
define <2 x i32> @load_d16u32h(<2 x i64> %addr) {
  %v = call <2 x i32> @llvm.genx.lsc.load.stateless.v2i32.v2i1.v2i64(<2 x i1> <i1 true, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 2, i8 7, i8 1, i8 1, i8 0, <2 x i64> %addr, i32 0)
  ret <2 x i32> %v
}
declare <2 x i32> @llvm.genx.lsc.load.stateless.v2i32.v2i1.v2i64(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i64>, i32)
