; if_else_gather: a uniform if/else (the scalar %k decides) gathers from one
; of two buffers; the join's phi takes the gathered vector of either side.

define <4 x i32> @if_else_gather(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %k) {
entry:
  %big = icmp ugt i32 %k, 2
  br i1 %big, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(1) %a, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %from.a = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> %pa, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> zeroinitializer)
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(1) %b, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %from.b = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> %pb, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> zeroinitializer)
  br label %join

join:
  %v = phi <4 x i32> [ %from.a, %then ], [ %from.b, %else ]
  ret <4 x i32> %v
}

declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x i32>)
