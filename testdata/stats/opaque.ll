; Opaque pointers (`ptr`) are read too.
; RUN: visa-lower compile %s --stats 2>&1 | FileCheck %s

; CHECK: opaque.ll:[[@LINE+2]]:3: masked.gather width=4 type=i16 addrspace=1
define <4 x i16> @g(<4 x ptr addrspace(1)> %p) {
  %v = call <4 x i16> @llvm.masked.gather.v4i16.v4p1(<4 x ptr addrspace(1)> %p, i32 2, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i16> zeroinitializer)
  ret <4 x i16> %v
}
; CHECK: opaque.ll: 1 memory operation(s) in 1 function(s)

declare <4 x i16> @llvm.masked.gather.v4i16.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x i16>)
