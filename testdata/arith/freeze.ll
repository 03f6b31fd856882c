; freeze: a poison or undef lane becomes some fixed value (LLVM); the
; kernel gives every use the same bits (a constant's undefined lanes are 0).
; The reference does not guess which value LLVM would pick: those lanes
; stay undefined and are not compared (docs/reference.md).
; RUN: visa-lower compile %s --platform gen9 | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xelp | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s --check-prefixes=CHECK
; RUN: visa-lower compile %s --platform xehpc | FileCheck %s --check-prefixes=CHECK
; CHECK: add (M1_NM, 8) p(0,0)<1> a(0,0)<8;8,1> 0x1:ud
; The frozen constant <1, 0, 3, 0, 5, 6, 7, 8> is one packed immediate
; (`:uv`, lane 0 in the low nibble).
; CHECK: mov (M1_NM, 8) [[U:V[0-9]+]](0,0)<1> 0x87650301:uv
; CHECK: add (M1_NM, 8) s(0,0)<1> p(0,0)<8;8,1> [[U]](0,0)<8;8,1>
define <8 x i32> @freeze(<8 x i32> %a) {
  %p = add nsw <8 x i32> %a, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %f = freeze <8 x i32> %p
  %u = freeze <8 x i32> <i32 1, i32 undef, i32 3, i32 poison, i32 5, i32 6, i32 7, i32 8>
  %s = add <8 x i32> %f, %u
  ret <8 x i32> %s
}
