; insert_chain: an insertelement chain writes its lanes into one variable
; (src/emit/alu.rs, `insert_in_place`) where the vector inserted into is
; read by the insert alone, in the insert's block; it copies the vector
; where it is read again, or comes from another block.
;   %v0..%v3: lanes 0..3 of zero written in place by 4 movs after one
;     zeroing mov: <x, y, x + y, 7, 0, 0, 0, 0>; x = 5, y = 9: <5, 9, 14, 7, 0, 0, 0, 0>.
;   %w1 = insert %v3, 100, 4 and %w2 = insert %v3, 200, 5 both read %v3:
;     each a copy. %w1 = <5, 9, 14, 7, 100, 0, 0, 0>, %w2 = <5, 9, 14, 7, 0, 200, 0, 0>.
;   %u1 = insert %w1, y, %i (a variable index, i = 6) in place:
;     <5, 9, 14, 7, 100, 0, 9, 0>; %u2 = insert %u1, x, 7 in place: <5, 9, 14, 7, 100, 0, 9, 5>.
;   In the loop (2 trips), %l = insert %v2x, %k, 3 reads a vector of the
;     entry block (read again on the next trip): a copy each trip.
;     %v2x = <1, 2, 3, 4, 0, 0, 0, 0> (a copy of %x2, an `add`'s variable); the last trip's %l = <1, 2, 3, 1, 0, ...>.
; The result: %u2 + %w2 + %l = <11, 20, 31, 15, 100, 200, 9, 5>.
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel insert_chain
; CHECK: mov (M1_NM, 8) v0(0,0)<1> 0x0:ud
; CHECK-NEXT: mov (M1_NM, 1) v0(0,0)<1> x(0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) v0(0,1)<1> y(0,0)<0;1,0>
; CHECK-NEXT: add (M1_NM, 1) [[S:[A-Za-z0-9_]+]](0,0)<1> x(0,0)<0;1,0> y(0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) v0(0,2)<1> [[S]](0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) v0(0,3)<1> 0x7:ud
; CHECK-NEXT: mov (M1_NM, 8) w1(0,0)<1> v0(0,0)<8;8,1>
; CHECK-NEXT: mov (M1_NM, 1) w1(0,4)<1> 0x64:ud
; CHECK-NEXT: mov (M1_NM, 8) w2(0,0)<1> v0(0,0)<8;8,1>
; CHECK-NEXT: mov (M1_NM, 1) w2(0,5)<1> 0xc8:ud
; CHECK-NEXT: cmp.eq (M1_NM, 8) [[P:P[0-9]+]] {{V[0-9]+}}(0,0)<8;8,1> i(0,0)<0;1,0>
; CHECK-NEXT: ([[P]]) mov (M1_NM, 8) w1(0,0)<1> y(0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) w1(0,7)<1> x(0,0)<0;1,0>
; CHECK: loop:
; CHECK: mov (M1_NM, 8) l(0,0)<1> v2x(0,0)<8;8,1>
; CHECK-NEXT: mov (M1_NM, 1) l(0,3)<1> k(0,0)<0;1,0>

define <8 x i32> @insert_chain(i32 %x, i32 %y, i32 %i) {
entry:
  %v0 = insertelement <8 x i32> zeroinitializer, i32 %x, i32 0
  %v1 = insertelement <8 x i32> %v0, i32 %y, i32 1
  %s = add i32 %x, %y
  %v2 = insertelement <8 x i32> %v1, i32 %s, i32 2
  %v3 = insertelement <8 x i32> %v2, i32 7, i32 3
  %w1 = insertelement <8 x i32> %v3, i32 100, i32 4
  %w2 = insertelement <8 x i32> %v3, i32 200, i32 5
  %u1 = insertelement <8 x i32> %w1, i32 %y, i32 %i
  %u2 = insertelement <8 x i32> %u1, i32 %x, i32 7
  %x0 = insertelement <8 x i32> zeroinitializer, i32 1, i32 0
  %x1 = insertelement <8 x i32> %x0, i32 %i, i32 1
  %x2 = add <8 x i32> %x1, <i32 0, i32 -4, i32 3, i32 4, i32 0, i32 0, i32 0, i32 0>
  %v2x = insertelement <8 x i32> %x2, i32 2, i32 1
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %l = insertelement <8 x i32> %v2x, i32 %k, i32 3
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 2
  br i1 %more, label %loop, label %done
done:
  %a = add <8 x i32> %u2, %w2
  %r = add <8 x i32> %a, %l
  ret <8 x i32> %r
}
