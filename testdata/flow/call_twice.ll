; call_twice: a helper with two returns, called twice. Each call is inlined
; before select (a vISA kernel is one function); the reference runs the
; calls in frames of their own, so verification checks the inlining.
; Each call site gets its own copy of the callee's blocks and the helper
; itself (internal, no call left) is not emitted.
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK-LABEL: .kernel call_twice
; CHECK-NOT: .kernel
; CHECK: mul (M1_NM, 1) [[P1:p_i[0-9]*]](0,0)<1> x(0,0)<0;1,0> 0x3:ud
; CHECK: jmp (M1, 1) [[CLAMP1:clamp_i[0-9]*]]
; CHECK: [[CLAMP1]]:
; CHECK-NEXT: mov (M1_NM, 1) {{.*}} 0x64:ud
; CHECK-NEXT: [[EXIT1:scale_clamp_exit[0-9]*]]:
; CHECK-NEXT: mul (M1_NM, 1) [[P2:p_i[0-9]*]](0,0)<1> y(0,0)<0;1,0> 0x5:ud
; CHECK: jmp (M1, 1) [[CLAMP2:clamp_i[0-9]*]]
; CHECK: [[CLAMP2]]:
; CHECK-NOT: call
; CHECK: ret (M1, 1)

define internal i32 @scale_clamp(i32 %v, i32 %k) {
entry:
  %p = mul i32 %v, %k
  %big = icmp sgt i32 %p, 100
  br i1 %big, label %clamp, label %keep

clamp:
  ret i32 100

keep:
  %q = add i32 %p, 1
  ret i32 %q
}

define <2 x i32> @call_twice(i32 %x, i32 %y) {
entry:
  %a = call i32 @scale_clamp(i32 %x, i32 3)
  %b = call i32 @scale_clamp(i32 %y, i32 5)
  %r0 = insertelement <2 x i32> undef, i32 %a, i32 0
  %r1 = insertelement <2 x i32> %r0, i32 %b, i32 1
  ret <2 x i32> %r1
}
