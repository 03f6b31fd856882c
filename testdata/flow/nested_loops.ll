; nested_loops: for i < %n, for j < %m, acc += a[4 * (i * m + j) ..] (a
; <4 x i32> load per step); an i1 phi flips on every outer step, and the
; result is acc, or acc + 1000 when the outer count was odd.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; The i1 phi %odd lives as a byte: set before the loop, read back into a
; predicate at the top of its block, written from the predicate on the edge.
; CHECK-LABEL: .kernel nested_loops
; CHECK: mov (M1_NM, 1) odd(0,0)<1> 0x0:uw
; CHECK-NEXT: outer:
; CHECK-NEXT: cmp.ne (M1_NM, 32) [[ODD:P[0-9]+]] odd(0,0)<0;1,0> 0x0:uw
; CHECK: inner:
; CHECK: ([[MORE:P[0-9]+]]) jmp (M1, 1) [[BACK:edge[0-9_]*]]
; CHECK-NEXT: jmp (M1, 1) latch
; CHECK-NEXT: [[BACK]]:
; CHECK: jmp (M1, 1) inner
; CHECK: latch:
; CHECK: xor (M1_NM, 32) [[FLIP:P[0-9]+]] [[ODD]] {{P[0-9]+}}
; CHECK: ({{P[0-9]+}}) jmp (M1, 1) [[OUTER:edge[0-9_]*]]
; CHECK-NEXT: jmp (M1, 1) done
; CHECK-NEXT: [[OUTER]]:
; CHECK-NEXT: ([[FLIP]]) sel (M1_NM, 1) [[BYTE:V[0-9]+]](0,0)<1> 0x1:uw 0x0:uw
; CHECK: mov (M1_NM, 1) odd(0,0)<1> [[BYTE]](0,0)<0;1,0>
; CHECK-NEXT: jmp (M1, 1) outer
; CHECK-NEXT: done:
define <4 x i32> @nested_loops(ptr addrspace(1) %a, i32 %n, i32 %m) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi <4 x i32> [ zeroinitializer, %entry ], [ %acc.in, %latch ]
  %odd = phi i1 [ false, %entry ], [ %odd1, %latch ]
  %row = mul i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %acc.j = phi <4 x i32> [ %acc, %outer ], [ %acc.in, %inner ]
  %idx = add i32 %row, %j
  %off = shl i32 %idx, 2
  %p = getelementptr i32, ptr addrspace(1) %a, i32 %off
  %x = load <4 x i32>, ptr addrspace(1) %p, align 4
  %acc.in = add <4 x i32> %acc.j, %x
  %j1 = add i32 %j, 1
  %more.j = icmp ult i32 %j1, %m
  br i1 %more.j, label %inner, label %latch

latch:
  %odd1 = xor i1 %odd, true
  %i1 = add i32 %i, 1
  %more.i = icmp ult i32 %i1, %n
  br i1 %more.i, label %outer, label %done

done:
  %bump = select i1 %odd1, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>, <4 x i32> zeroinitializer
  %r = add <4 x i32> %acc.in, %bump
  ret <4 x i32> %r
}
