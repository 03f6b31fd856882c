; Lane 7 gathers from index 100 of a 16-element buffer: both the reference
; and the emulator fault there (tests/it/cli.rs).
define void @gather_fault(ptr addrspace(1) %buf, <8 x i64> %idx) {
entry:
  %ptrs = getelementptr i32, ptr addrspace(1) %buf, <8 x i64> %idx
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %ptrs, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> zeroinitializer)
  call void @llvm.masked.scatter.v8i32.v8p1(<8 x i32> %v, <8 x ptr addrspace(1)> %ptrs, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  ret void
}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
declare void @llvm.masked.scatter.v8i32.v8p1(<8 x i32>, <8 x ptr addrspace(1)>, i32, <8 x i1>)
