; llvm.masked.scatter to global memory: SVM_SCATTER (i32: 4-byte blocks;
; i8: 1-byte blocks in 4-byte slots).
define void @scatter_global(<16 x i32 addrspace(1)*> %p, <16 x i8 addrspace(1)*> %q, <16 x i32> %d, <16 x i8> %e, <16 x i1> %m) {
entry:
  call void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32> %d, <16 x i32 addrspace(1)*> %p, i32 4, <16 x i1> %m)
  call void @llvm.masked.scatter.v16i8.v16p1i8(<16 x i8> %e, <16 x i8 addrspace(1)*> %q, i32 1, <16 x i1> %m)
  ret void
}
declare void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32>, <16 x i32 addrspace(1)*>, i32, <16 x i1>)
declare void @llvm.masked.scatter.v16i8.v16p1i8(<16 x i8>, <16 x i8 addrspace(1)*>, i32, <16 x i1>)
