; private_array: a private [4 x i32] written at constant indices, its last
; element in either arm of a branch, then read back in reverse order. SROA
; and mem2reg (before select) keep it in registers, the branch's two stores
; becoming a phi; the reference gives it private memory of its own.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel private_array
; CHECK-NOT: svm
; CHECK: add (M1_NM, 1) [[S:[A-Za-z0-9_]+]](0,0)<1> x(0,0)<0;1,0> y(0,0)<0;1,0>
; CHECK: (P{{[0-9]+}}) jmp (M1, 1) less
; CHECK: ret (M1, 1)

define <4 x i32> @private_array(i32 %x, i32 %y) {
entry:
  %arr = alloca [4 x i32], align 4
  %p0 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 0
  %p1 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 1
  %p2 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 2
  %p3 = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 3
  store i32 %x, ptr %p0, align 4
  store i32 %y, ptr %p1, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr %p2, align 4
  %c = icmp ult i32 %x, %y
  br i1 %c, label %less, label %more

less:
  %d1 = sub i32 %y, %x
  store i32 %d1, ptr %p3, align 4
  br label %join

more:
  %d2 = sub i32 %x, %y
  store i32 %d2, ptr %p3, align 4
  br label %join

join:
  %v3 = load i32, ptr %p3, align 4
  %v2 = load i32, ptr %p2, align 4
  %v1 = load i32, ptr %p1, align 4
  %v0 = load i32, ptr %p0, align 4
  %r0 = insertelement <4 x i32> undef, i32 %v3, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %v2, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %v1, i32 2
  %r3 = insertelement <4 x i32> %r2, i32 %v0, i32 3
  ret <4 x i32> %r3
}
