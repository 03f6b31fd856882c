; loop_gather_sum: a counted loop (phis for the counter and an <8 x i32>
; accumulator) sums %n rows of 8 gathered dwords, returns the sum.
; The trip count is an argument: the branch is uniform (a scalar i1).

define <8 x i32> @loop_gather_sum(ptr addrspace(1) %src, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %row = mul i32 %i, 8
  %base = getelementptr i32, ptr addrspace(1) %src, i32 %row
  %p = getelementptr i32, ptr addrspace(1) %base, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %p, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> zeroinitializer)
  %acc.next = add <8 x i32> %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  ret <8 x i32> %acc.next
}

declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
