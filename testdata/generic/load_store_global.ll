; Plain load/store in global memory: an oword-aligned <16 x i32> load is one
; SVM_BLOCK_LD; a scalar i32 load is a one-lane SVM_GATHER; a dword-aligned
; <16 x i32> store is SVM_SCATTER per element (the access table, docs/lowering.md).
define void @load_store_global(<16 x i32> addrspace(1)* %src, <16 x i32> addrspace(1)* %dst, i32 addrspace(1)* %s) {
entry:
  %v = load <16 x i32>, <16 x i32> addrspace(1)* %src, align 16
  %x = load i32, i32 addrspace(1)* %s, align 4
  %sp = insertelement <16 x i32> poison, i32 %x, i32 0
  %splat = shufflevector <16 x i32> %sp, <16 x i32> poison, <16 x i32> zeroinitializer
  %w = add <16 x i32> %v, %splat
  store <16 x i32> %w, <16 x i32> addrspace(1)* %dst, align 4
  ret void
}
