; exit_phi: a loop's exit phi in the variable of the loop phi whose update
; it takes (src/emit/phi_homes.rs, exit_home). With %n = 3 and %m = 0:
;   the first loop runs 3 trips: %a = 5 + 1 + 2 + 3 = 11, which %a.out
;   takes from the loop (nothing copied on that edge); had %n been 0,
;   %a.out = 5 from %entry, the value %a starts from on the other edge, so
;   the one copy of 5 is made before the branch;
;   the second loop runs 0 trips: %b.out = 7 from %mid, written into %b's
;   variable on that edge (%b would start from %a.out there instead).
;   %k.out shares %k's variable alike (0 from %entry, as %k starts);
;   the third loop runs 0 trips too: %c.out = 9 from %mid2, the value %c
;   starts from, copied once before the branch.
; The result: lane 0 = 11, lane 1 = 7, lane 2 = 3 (%k1 after the loop's
; last trip), lane 3 = 9.
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel exit_phi
; CHECK-NOT: .decl a.out
; CHECK-NOT: .decl k.out
; CHECK: entry:
; CHECK-NEXT: cmp.eq (M1_NM, 1) [[P:P[0-9]+]] n(0,0)<0;1,0> 0x0:ud
; CHECK-NEXT: mov (M1_NM, 1) a(0,0)<1> 0x5:ud
; CHECK-NEXT: mov (M1_NM, 1) k(0,0)<1> 0x0:ud
; CHECK-NEXT: ([[P]]) jmp (M1, 1) mid
; CHECK-NEXT: loop:
; CHECK: ([[Q:P[0-9]+]]) jmp (M1, 1) loop
; CHECK-NEXT: mid:
; CHECK-NEXT: cmp.eq (M1_NM, 1) [[R:P[0-9]+]] m(0,0)<0;1,0> 0x0:ud
; CHECK-NEXT: ([[R]]) jmp (M1, 1) [[EDGE:edge[0-9_]*]]
; CHECK-NEXT: mov (M1_NM, 1) j(0,0)<1> 0x0:ud
; CHECK-NEXT: mov (M1_NM, 1) b(0,0)<1> a(0,0)<0;1,0>
; CHECK: [[EDGE]]:
; CHECK-NEXT: mov (M1_NM, 1) b(0,0)<1> 0x7:ud
;   The third loop: its start and zero-trip value copied before the branch.
; CHECK: mid2:
; CHECK-NEXT: mov (M1_NM, 1) c(0,0)<1> 0x9:ud
; CHECK-NEXT: ([[R]]) jmp (M1, 1) done
; CHECK: done:
; CHECK: mov (M1_NM, 1) r0(0,0)<1> a(0,0)<0;1,0>
; CHECK: mov (M1_NM, 1) r0(0,1)<1> b(0,0)<0;1,0>
; CHECK: mov (M1_NM, 1) r0(0,2)<1> k(0,0)<0;1,0>
; CHECK: mov (M1_NM, 1) r0(0,3)<1> c(0,0)<0;1,0>
define <4 x i32> @exit_phi(i32 %n, i32 %m) {
entry:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %mid, label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = phi i32 [ 5, %entry ], [ %a1, %loop ]
  %k1 = add i32 %k, 1
  %a1 = add i32 %a, %k1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %mid
mid:
  %a.out = phi i32 [ 5, %entry ], [ %a1, %loop ]
  %k.out = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %none2 = icmp eq i32 %m, 0
  br i1 %none2, label %mid2, label %loop2
loop2:
  %j = phi i32 [ 0, %mid ], [ %j1, %loop2 ]
  %b = phi i32 [ %a.out, %mid ], [ %b1, %loop2 ]
  %j1 = add i32 %j, 1
  %b1 = mul i32 %b, 2
  %more2 = icmp ult i32 %j1, %m
  br i1 %more2, label %loop2, label %mid2
mid2:
  %b.out = phi i32 [ 7, %mid ], [ %b1, %loop2 ]
  br i1 %none2, label %done, label %loop3
loop3:
  %c = phi i32 [ 9, %mid2 ], [ %c1, %loop3 ]
  %c1 = add i32 %c, 4
  %more3 = icmp ult i32 %c1, %m
  br i1 %more3, label %loop3, label %done
done:
  %c.out = phi i32 [ 9, %mid2 ], [ %c1, %loop3 ]
  %r0 = insertelement <4 x i32> zeroinitializer, i32 %a.out, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %b.out, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %k.out, i32 2
  %r3 = insertelement <4 x i32> %r2, i32 %c.out, i32 3
  ret <4 x i32> %r3
}
