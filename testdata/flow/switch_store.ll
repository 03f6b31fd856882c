; switch_store: a switch on the scalar %k. Case 0 stores %v to %out; cases 1
; and 2 share a block that stores %v + 10; the default stores %v * 3. Each
; way in gives the join's phi its own value (the case edges carry copies, so
; each jumps to a block of its own).
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; RUN: visa-lower compile %s --platform xehpc | FileCheck --check-prefix=TABLE %s
; On gen9 and xehpc, which have SWITCHJMP, cases 0..2 are a jump table: a
; condition at or past 3 (unsigned) goes to the default, the rest index the
; labels; cases 1 and 2 share the one edge block that carries the phi's copy.
; TABLE-LABEL: .kernel switch_store
; TABLE: cmp.ge (M1_NM, 32) [[P:P[0-9]+]] [[K:[A-Za-z0-9_]+]](0,0)<0;1,0> 0x3:ud
; TABLE-NEXT: ([[P]]) jmp (M1, 1) other
; TABLE-NEXT: switchjmp (M1, 1) [[K]](0,0)<0;1,0> (zero, [[EDGE:edge[0-9_]*]], [[EDGE]])
; TABLE-NEXT: [[EDGE]]:
; TABLE-NEXT: mov (M1_NM, 1) s(0,0)<1> 0x64:ud
; TABLE-NEXT: small:
; TABLE-NOT: switchjmp
; CHECK-LABEL: .kernel switch_store
; CHECK: cmp.eq (M1_NM, 32) [[P0:P[0-9]+]] [[K:[A-Za-z0-9_]+]](0,0)<0;1,0> 0x0:ud
; CHECK-NEXT: ([[P0]]) jmp (M1, 1) zero
; CHECK-NEXT: cmp.eq (M1_NM, 32) [[P1:P[0-9]+]] [[K]](0,0)<0;1,0> 0x1:ud
; CHECK-NEXT: ([[P1]]) jmp (M1, 1) [[SMALL:edge[0-9_]*]]
; CHECK-NEXT: cmp.eq (M1_NM, 32) [[P2:P[0-9]+]] [[K]](0,0)<0;1,0> 0x2:ud
; CHECK-NEXT: ([[P2]]) jmp (M1, 1) [[SMALL2:edge[0-9_]*]]
; CHECK-NEXT: jmp (M1, 1) other
; CHECK-NEXT: [[SMALL]]:
; CHECK-NEXT: mov (M1_NM, 1) s(0,0)<1> 0x64:ud
; CHECK-NEXT: jmp (M1, 1) small
; CHECK-NEXT: [[SMALL2]]:
; CHECK-NEXT: mov (M1_NM, 1) s(0,0)<1> 0x64:ud
; CHECK-NEXT: small:
define i32 @switch_store(ptr addrspace(1) %out, <4 x i32> %v, i32 %k) {
entry:
  switch i32 %k, label %other [
    i32 0, label %zero
    i32 1, label %small
    i32 2, label %small
  ]

zero:
  store <4 x i32> %v, ptr addrspace(1) %out, align 4
  br label %join

small:
  %s = phi i32 [ 100, %entry ], [ 100, %entry ]
  %plus = add <4 x i32> %v, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %plus, ptr addrspace(1) %out, align 4
  br label %join

other:
  %times = mul <4 x i32> %v, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %times, ptr addrspace(1) %out, align 4
  br label %join

join:
  %r = phi i32 [ 1, %zero ], [ %s, %small ], [ 3, %other ]
  ret i32 %r
}
