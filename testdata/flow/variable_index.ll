; variable_index: extractelement and insertelement at indices known only at
; run time. A loop reverses %v one lane per step (extract at 7 - t, insert
; at t); then lanes are read and written at i32, i64 and i8 indices (%k's
; low byte), of a constant vector and of i1 vectors too. Each is a compare
; of the index with the lane numbers and a predicated mov. The lane numbers,
; a constant operand, are written once, at the kernel's start: not in the
; loop, and not again for the other compares.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel variable_index
; CHECK: mov (M1_NM, 8) [[N:[A-Za-z0-9_]+]](0,0)<1> 0x76543210:uv
; CHECK: loop:
; CHECK: cmp.eq (M1_NM, 1) [[P:P[0-9]+]] {{[A-Za-z0-9_]+}}(0,0)<0;1,0> 0x7:ud
; CHECK: ([[P]]) mov (M1_NM, 1) x(0,0)<1> v(0,7)<0;1,0>
; CHECK-NOT: 0x76543210:uv
; CHECK: cmp.eq (M1_NM, 8) [[Q:P[0-9]+]] [[N]](0,0)<8;8,1> t(0,0)<0;1,0>
; CHECK: ([[Q]]) mov (M1_NM, 8) r1(0,0)<1> x(0,0)<0;1,0>
; CHECK: jmp (M1, 1) loop
; CHECK: done:
; CHECK-NOT: 0x76543210:uv
; CHECK: cmp.eq (M1_NM, 1) {{P[0-9]+}} j_ud(0,0)<0;1,0> 0x7:ud
; CHECK-NOT: 0x76543210:uv
; CHECK: ret (M1, 1)

define <8 x i32> @variable_index(<8 x i32> %v, i32 %i, i64 %j, i32 %k) {
entry:
  %k8 = trunc i32 %k to i8
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t1, %loop ]
  %r = phi <8 x i32> [ undef, %entry ], [ %r1, %loop ]
  %src = sub i32 7, %t
  %x = extractelement <8 x i32> %v, i32 %src
  %r1 = insertelement <8 x i32> %r, i32 %x, i32 %t
  %t1 = add i32 %t, 1
  %more = icmp ult i32 %t1, 8
  br i1 %more, label %loop, label %done

done:
  %e = extractelement <8 x i32> %r1, i32 %i
  %c = extractelement <8 x i32> <i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107>, i8 %k8
  %m = icmp sgt <8 x i32> %v, <i32 40, i32 40, i32 40, i32 40, i32 40, i32 40, i32 40, i32 40>
  %bit = extractelement <8 x i1> %m, i64 %j
  %z = zext i1 %bit to i32
  %ce = add i32 %c, %z
  %w = insertelement <8 x i32> %r1, i32 %e, i64 %j
  %w2 = insertelement <8 x i32> %w, i32 %ce, i8 %k8
  %m2 = insertelement <8 x i1> %m, i1 true, i32 %i
  %out = select <8 x i1> %m2, <8 x i32> %w2, <8 x i32> zeroinitializer
  ret <8 x i32> %out
}
