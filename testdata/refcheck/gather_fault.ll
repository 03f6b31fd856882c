; Lane 2 gathers one element past the end of the buffer: a fault at the
; call's file:line:col naming the lane and address, exit 1.
; RUN: not visa-lower run %s --engine reference --launch %S/gather_fault.toml 2>&1 | FileCheck %s
; CHECK: kernel gather_fault (reference): fault
; CHECK: fault: {{.*}}gather_fault.ll:[[#@LINE+3]]:3, lane 2:
; CHECK-SAME: 0x100000010
define <4 x i32> @gather_fault(<4 x i32 addrspace(1)*> %p) {
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> zeroinitializer)
  ret <4 x i32> %v
}
declare <4 x i32> @llvm.masked.gather.v4i32.v4p1i32(<4 x i32 addrspace(1)*>, i32, <4 x i1>, <4 x i32>)
