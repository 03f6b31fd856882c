; llvm.genx.lsc.load.stateless d32 at 32 lanes, lane i at a + 4 * (31 - i)
; (`a` holds u32 iota: lane i reads 31 - i), all lanes on, cache controls
; .uc.uc. Xe-HPC and Xe2 take 32 lanes in one message; Xe-HPG and Xe-LPG's
; LSC is 16 lanes wide: legalize splits the call into two of 16.
;   31 30 29 ... 1 0
; refused: gen9 xelp
define <32 x i32> @load_w32(<32 x i64> %addr) {
  %v = call <32 x i32> @llvm.genx.lsc.load.stateless.v32i32.v32i1.v32i64(<32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i8 0, i8 1, i8 1, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <32 x i64> %addr, i32 0)
  ret <32 x i32> %v
}
declare <32 x i32> @llvm.genx.lsc.load.stateless.v32i32.v32i1.v32i64(<32 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <32 x i64>, i32)
