; if_else_scatter: a uniform if/else (the scalar %k decides) scatters %v + 1
; into %a in reverse order, or stores %v * 2 into %b; the other buffer keeps
; its contents.
; RUN: visa-lower compile %s --no-locations --platform xehpg --messages legacy | FileCheck %s
; CHECK-LABEL: .kernel if_else_scatter
; CHECK: cmp.gt (M1_NM, 1) [[P:P[0-9]+]] k(0,0)<0;1,0> 0x2:ud
; CHECK-NEXT: ([[P]]) jmp (M1, 1) then
; CHECK: else:
; CHECK: svm_scatter
; CHECK: jmp (M1, 1) join
; CHECK: then:
; CHECK: svm_scatter
; CHECK: join:
; CHECK-NEXT: ret (M1, 1)
define void @if_else_scatter(ptr addrspace(1) %a, ptr addrspace(1) %b, <4 x i32> %v, i32 %k) {
entry:
  %big = icmp ugt i32 %k, 2
  br i1 %big, label %then, label %else

then:
  %inc = add <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  %pa = getelementptr i32, ptr addrspace(1) %a, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %inc, <4 x ptr addrspace(1)> %pa, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>)
  br label %join

else:
  %dbl = shl <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %dbl, ptr addrspace(1) %b, align 4
  br label %join

join:
  ret void
}

declare void @llvm.masked.scatter.v4i32.v4p1(<4 x i32>, <4 x ptr addrspace(1)>, i32, <4 x i1>)
