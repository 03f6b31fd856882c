; A kernel with a 1 MiB buffer of floats: it adds 0.5 to eight of them
; (iota: element i is i) and returns the sums (tests/it/cli.rs).
define <8 x float> @big_buffer(ptr addrspace(1) %buf, <8 x i64> %idx, <8 x i1> %mask) {
entry:
  %ptrs = getelementptr float, ptr addrspace(1) %buf, <8 x i64> %idx
  %v = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> %ptrs, i32 4, <8 x i1> %mask, <8 x float> zeroinitializer)
  %w = fadd <8 x float> %v, <float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5>
  call void @llvm.masked.scatter.v8f32.v8p1(<8 x float> %w, <8 x ptr addrspace(1)> %ptrs, i32 4, <8 x i1> %mask)
  ret <8 x float> %w
}
declare <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x float>)
declare void @llvm.masked.scatter.v8f32.v8p1(<8 x float>, <8 x ptr addrspace(1)>, i32, <8 x i1>)
