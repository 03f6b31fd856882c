; Implicit inputs: local id, local size, group id and group count.
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare <3 x i32> @llvm.genx.local.id.v3i32()
declare <3 x i32> @llvm.genx.local.size.v3i32()
declare <3 x i32> @llvm.genx.group.count.v3i32()
declare i32 @llvm.genx.group.id.x()
declare i32 @llvm.genx.group.id.y()
declare void @llvm.genx.svm.block.st.i64.v8i32(i64, <8 x i32>)

define spir_kernel void @implicit(i64 "VCArgumentKind"="0" "VCArgumentDesc"="svmptr_t" %dst) #0 {
entry:
  %lid = call <3 x i32> @llvm.genx.local.id.v3i32()
  %lsz = call <3 x i32> @llvm.genx.local.size.v3i32()
  %gc = call <3 x i32> @llvm.genx.group.count.v3i32()
  %gx = call i32 @llvm.genx.group.id.x()
  %gy = call i32 @llvm.genx.group.id.y()
  %lx = extractelement <3 x i32> %lid, i32 0
  %ly = extractelement <3 x i32> %lid, i32 1
  %sx = extractelement <3 x i32> %lsz, i32 0
  %cx = extractelement <3 x i32> %gc, i32 0
  %g = mul i32 %gx, %sx
  %gid = add i32 %g, %lx
  %v0 = insertelement <8 x i32> zeroinitializer, i32 %gid, i32 0
  %v1 = insertelement <8 x i32> %v0, i32 %ly, i32 1
  %v2 = insertelement <8 x i32> %v1, i32 %gy, i32 2
  %v3 = insertelement <8 x i32> %v2, i32 %cx, i32 3
  %off = mul i32 %gid, 32
  %off64 = zext i32 %off to i64
  %addr = add i64 %dst, %off64
  call void @llvm.genx.svm.block.st.i64.v8i32(i64 %addr, <8 x i32> %v3)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
