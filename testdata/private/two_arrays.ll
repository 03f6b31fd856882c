; two_arrays: two private arrays of 64 x i32 written through loop-carried
; pointers (a phi of each array's address, stepped by getelementptr), then
; one of them chosen by a select (an address that escapes) and read as a
; <4 x i32> at a variable index: all through the private frame.
; a[i] = i, b[i] = 3i. With pick = 1, n = 10: b[10..14] = 30 33 36 39;
; with pick = 0: a[10..14] = 10 11 12 13. Returned and stored to @out.
define <4 x i32> @two_arrays(ptr addrspace(1) %out, i32 %n, i32 %pick) {
entry:
  %a = alloca [64 x i32], align 16
  %b = alloca [64 x i32], align 16
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %pa = phi ptr [ %a, %entry ], [ %pa1, %fill ]
  %pb = phi ptr [ %b, %entry ], [ %pb1, %fill ]
  store i32 %i, ptr %pa, align 4
  %i3 = mul i32 %i, 3
  store i32 %i3, ptr %pb, align 4
  %pa1 = getelementptr inbounds i32, ptr %pa, i64 1
  %pb1 = getelementptr inbounds i32, ptr %pb, i64 1
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 64
  br i1 %more, label %fill, label %read

read:
  %c = icmp ne i32 %pick, 0
  %arr = select i1 %c, ptr %b, ptr %a
  %q = getelementptr inbounds i32, ptr %arr, i32 %n
  %v = load <4 x i32>, ptr %q, align 4
  store <4 x i32> %v, ptr addrspace(1) %out, align 4
  ret <4 x i32> %v
}
