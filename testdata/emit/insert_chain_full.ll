; insert_chain_full: an insertelement chain written in place
; (src/emit/alu.rs, `insert_in_place`) that writes every lane of its vector
; at constant indices does not first copy the vector it starts from (no
; lane of it survives); a chain that leaves a lane keeps the copy.
;   %v0..%v3 write lanes 2, 0, 3, 1 of zeroinitializer: no zeroing mov.
;     x = 5, y = 9: %v3 = <y, 7, x, x + y> = <9, 7, 5, 14>.
;   %p0, %p1 write lanes 0 and 1 of <9, 9, 9, 9>: the splat is copied
;     first. %p1 = <x, y, 9, 9> = <5, 9, 9, 9>.
; The result: %v3 + %p1 = <14, 16, 14, 23>.
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel insert_chain_full
; CHECK-NOT: v0(0,0)<1> 0x0
; CHECK: mov (M1_NM, 1) v0(0,2)<1> x(0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) v0(0,0)<1> y(0,0)<0;1,0>
; CHECK-NEXT: add (M1_NM, 1) [[S:[A-Za-z0-9_]+]](0,0)<1> x(0,0)<0;1,0> y(0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) v0(0,3)<1> [[S]](0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) v0(0,1)<1> 0x7:ud
; CHECK-NEXT: mov (M1_NM, 4) p0(0,0)<1> 0x9:ud
; CHECK-NEXT: mov (M1_NM, 1) p0(0,0)<1> x(0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) p0(0,1)<1> y(0,0)<0;1,0>

define <4 x i32> @insert_chain_full(i32 %x, i32 %y) {
entry:
  %v0 = insertelement <4 x i32> zeroinitializer, i32 %x, i32 2
  %v1 = insertelement <4 x i32> %v0, i32 %y, i32 0
  %s = add i32 %x, %y
  %v2 = insertelement <4 x i32> %v1, i32 %s, i32 3
  %v3 = insertelement <4 x i32> %v2, i32 7, i32 1
  %p0 = insertelement <4 x i32> <i32 9, i32 9, i32 9, i32 9>, i32 %x, i32 0
  %p1 = insertelement <4 x i32> %p0, i32 %y, i32 1
  %r = add <4 x i32> %v3, %p1
  ret <4 x i32> %r
}
