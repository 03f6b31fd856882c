; Regression (found by visa-lower fuzz, seed 3 case c395 on xehpc): a 2D block
; load (`llvm.genx.lsc.load2d.stateless`) of d8 under a constant-false
; predicate moves nothing, and its value is undefined; emit made those lanes
; undefined `ud` constants whatever the element type, and returning the
; `<256 x i8>` failed with "internal error: a copy of ud constants into ub
; lanes". They are now undefined lanes of the result's type. A second load
; (d16, predicate true: rows 0..3, columns 0..15 of the surface) is stored to
; the buffer's start, where the reference and the emulator must agree.
; Lowered where the platform has 2D block messages (xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define <256 x i8> @k(ptr addrspace(1) %buf1) {
entry:
  %sb.1 = getelementptr i8, ptr addrspace(1) %buf1, i64 128
  %sa.2 = ptrtoint ptr addrspace(1) %sb.1 to i64
  %v.3 = call <256 x i8> @llvm.genx.lsc.load2d.stateless.v256i8.v1i1.i64(<1 x i1> <i1 false>, i8 2, i8 2, i8 1, i8 1, i8 1, i16 64, i16 4, i8 0, i64 %sa.2, i32 100, i32 2, i32 143, i32 40, i32 -2)
  %w = call <64 x i16> @llvm.genx.lsc.load2d.stateless.v64i16.v1i1.i64(<1 x i1> <i1 true>, i8 0, i8 0, i8 2, i8 1, i8 1, i16 16, i16 4, i8 0, i64 %sa.2, i32 100, i32 2, i32 143, i32 0, i32 0)
  store <64 x i16> %w, ptr addrspace(1) %buf1, align 2
  ret <256 x i8> %v.3
}

declare <256 x i8> @llvm.genx.lsc.load2d.stateless.v256i8.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
declare <64 x i16> @llvm.genx.lsc.load2d.stateless.v64i16.v1i1.i64(<1 x i1>, i8, i8, i8, i8, i8, i16, i16, i8, i64, i32, i32, i32, i32, i32)
