; regions_multi: rdregion with one byte offset per row ("multi-indirect").
; At run-time offsets, ADDR_ADD fills one address element per row and one
; move reads through a multi-address source; constant row offsets are moves.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel regions_multi
; CHECK: .decl [[A:addr[0-9_]*]] v_type=A num_elts=4
; CHECK: addr_add (M1_NM, 4) [[A]](0)<1> &v [[O:[A-Za-z0-9_]+]](0,0)<4;4,1>
; CHECK: mov (M1_NM, 8) r(0,0)<1> r{{\[}}[[A]](0),0]<2,1>:ud
; CHECK: ret (M1, 1)

declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.v4i16(<16 x i32>, i32, i32, i32, <4 x i16>, i32)

define <8 x i32> @regions_multi(<16 x i32> %v, <4 x i32> %rows) {
  %o = trunc <4 x i32> %rows to <4 x i16>
  ; Rows of 2, stride 1, each from its own byte offset.
  %r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.v4i16(<16 x i32> %v, i32 0, i32 2, i32 1, <4 x i16> %o, i32 16)
  ; The same with constant row offsets.
  %c = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.v4i16(<16 x i32> %v, i32 0, i32 2, i32 1, <4 x i16> <i16 56, i16 0, i16 32, i16 4>, i32 16)
  %s = add <8 x i32> %r, %c
  ret <8 x i32> %s
}
