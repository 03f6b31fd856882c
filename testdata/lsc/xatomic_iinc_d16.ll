; llvm.genx.lsc.xatomic.bti iinc (0x08) d16u32 on surface 4 (u16 0xffff, 7),
; lane 1 off: it returns the passthru (99). Lane 0: old 0xffff, new
; 0xffff + 1 = 0 in 16 bits; returns 0xffff zero-extended.
;   returned 0xffff, 99; surface u16s 0, 7
; The fence (ugm, evict, gpu) orders memory: nothing to observe here.
; refused: gen9 xelp
define <2 x i32> @xatomic_iinc_d16() {
  %v = call <2 x i32> @llvm.genx.lsc.xatomic.bti.v2i32.v2i1.v2i32(<2 x i1> <i1 true, i1 false>, i8 8, i8 0, i8 0, i16 1, i32 0, i8 6, i8 1, i8 1, i8 0, <2 x i32> <i32 0, i32 2>, <2 x i32> undef, <2 x i32> undef, i32 4, <2 x i32> <i32 99, i32 99>)
  call void @llvm.genx.lsc.fence.v1i1(<1 x i1> <i1 true>, i8 0, i8 1, i8 3)
  ret <2 x i32> %v
}
declare <2 x i32> @llvm.genx.lsc.xatomic.bti.v2i32.v2i1.v2i32(<2 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <2 x i32>, <2 x i32>, <2 x i32>, i32, <2 x i32>)
declare void @llvm.genx.lsc.fence.v1i1(<1 x i1>, i8, i8, i8)
