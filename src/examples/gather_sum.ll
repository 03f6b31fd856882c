; A kernel that gathers 16 dwords from global memory, adds them to 16 more
; gathered from a second buffer, and scatters the sums into SLM.
define void @gather_sum(<16 x i32 addrspace(1)*> %a, <16 x i32 addrspace(1)*> %b, <16 x i32 addrspace(3)*> %out, <16 x i1> %mask) {
entry:
  %va = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %a, i32 4, <16 x i1> %mask, <16 x i32> zeroinitializer)
  %vb = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %b, i32 4, <16 x i1> %mask, <16 x i32> zeroinitializer)
  %sum = add <16 x i32> %va, %vb
  call void @llvm.masked.scatter.v16i32.v16p3i32(<16 x i32> %sum, <16 x i32 addrspace(3)*> %out, i32 4, <16 x i1> %mask)
  ret void
}

declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.masked.scatter.v16i32.v16p3i32(<16 x i32>, <16 x i32 addrspace(3)*>, i32, <16 x i1>)
