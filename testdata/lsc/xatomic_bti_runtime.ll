; llvm.genx.lsc.xatomic.bti on a run-time binding-table index (%s = 3, the
; message's surface variable) and on index 254 (SLM: `.slm` flat).
; Surface 3: u32 5, 6, 7, 8; SLM: u32 iota 0, 1, 2, 3.
;   icas (0x12) d32 at 0, 4, 8, 12, lane 2 off (passthru 99), compare
;   5, 0, 7, 8, new 50, 60, 70, 80:
;     lane 0: 5 == 5 stores 50, returns 5; lane 1: 6 != 0 keeps 6, returns 6;
;     lane 2: returns 99, 7 kept; lane 3: 8 == 8 stores 80, returns 8
;   umax (0x11) d32 on 254 at 0, 4, lanes 2 and 3 off (passthru 77), src0 3, 0xffffffff:
;     lane 0: max(0, 3) stores 3, returns 0; lane 1: stores 0xffffffff, returns 1
;   returned 5, 6, 99, 8, 0, 1, 77, 77; surface 3: 50, 6, 7, 80; SLM: 3, 0xffffffff, 2, 3
; refused: gen9 xelp
define <8 x i32> @xatomic_bti_runtime(i32 %s) {
  %a = call <4 x i32> @llvm.genx.lsc.xatomic.bti.v4i32.v4i1.v4i32(<4 x i1> <i1 true, i1 true, i1 false, i1 true>, i8 18, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <4 x i32> <i32 0, i32 4, i32 8, i32 12>, <4 x i32> <i32 5, i32 0, i32 7, i32 8>, <4 x i32> <i32 50, i32 60, i32 70, i32 80>, i32 %s, <4 x i32> <i32 99, i32 99, i32 99, i32 99>)
  %b = call <4 x i32> @llvm.genx.lsc.xatomic.bti.v4i32.v4i1.v4i32(<4 x i1> <i1 true, i1 true, i1 false, i1 false>, i8 17, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <4 x i32> <i32 0, i32 4, i32 8, i32 12>, <4 x i32> <i32 3, i32 -1, i32 0, i32 0>, <4 x i32> undef, i32 254, <4 x i32> <i32 77, i32 77, i32 77, i32 77>)
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i32> %r
}
declare <4 x i32> @llvm.genx.lsc.xatomic.bti.v4i32.v4i1.v4i32(<4 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <4 x i32>, <4 x i32>, <4 x i32>, i32, <4 x i32>)
