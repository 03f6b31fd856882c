; phi_homes: updates of a loop's phis computed in the phi's own variable
; (src/emit/phi_homes.rs) where that is sound, copied on the back edge
; where it is not. Over %n = 3 trips:
;   %k counts 0, 1, 2 (%k1 = %k + 1, read in the loop after it by ALU
;   operations and the compare only: homed);
;   %a sums %k1: 1 + 2 + 3 = 6, but %a is read again after its update
;   (%d = %a1 - %a, the last step, 3): not homed, copied on the back edge;
;   %s1 = %s * 2 + %k1 in two steps (%t = %s * 2 reads %s before the
;   update; %s1 read by phis on edges from the loop only: homed):
;   0 -> 1 -> 4 -> 11.
; The result: lane 0 = 6, lane 1 = 3, lane 2 = 11, lane 3 = 0.
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel phi_homes
; CHECK: loop:
; CHECK-NEXT: add (M1_NM, 1) k(0,0)<1> k(0,0)<0;1,0> 0x1:ud
; CHECK-NEXT: add (M1_NM, 1) a1(0,0)<1> a(0,0)<0;1,0> k(0,0)<0;1,0>
; CHECK: shl (M1_NM, 1) t(0,0)<1> s(0,0)<0;1,0> 0x1:ud
; CHECK-NEXT: add (M1_NM, 1) s(0,0)<1> t(0,0)<0;1,0> k(0,0)<0;1,0>
; CHECK-NEXT: cmp.lt (M1_NM, 1) [[P:P[0-9]+]] k(0,0)<0;1,0> n(0,0)<0;1,0>
; CHECK-NEXT: ([[P]]) jmp (M1, 1) edge
; CHECK: edge:
; CHECK-NEXT: mov (M1_NM, 1) a(0,0)<1> a1(0,0)<0;1,0>
; CHECK-NEXT: jmp (M1, 1) loop

define <4 x i32> @phi_homes(i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = phi i32 [ 0, %entry ], [ %a1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %k1 = add i32 %k, 1
  %a1 = add i32 %a, %k1
  %d = sub i32 %a1, %a
  %t = mul i32 %s, 2
  %s1 = add i32 %t, %k1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %a.out = phi i32 [ %a1, %loop ]
  %s.out = phi i32 [ %s1, %loop ]
  %r0 = insertelement <4 x i32> zeroinitializer, i32 %a.out, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %d, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %s.out, i32 2
  ret <4 x i32> %r2
}
