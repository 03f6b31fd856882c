; Intel's surface ABI: IGC replaces each surface argument by the
; binding-table index it assigns (GenXBTIAssignment: read-only images first,
; then the other surfaces, in argument order, from 1), keeps a buffer's
; input and drops an image's. `%ro`, a read-only image the kernel does not
; use, still takes index 1, `%buf` 2 and `%rw` 3. The kernel writes
; `i` to dword i of `%buf` and adds `i` to texel i of `%rw`.
; Our compile refuses it where TYPED_ATOMIC does not exist:
; refused: xehpc xe2
target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)

define spir_kernel void @surfaces(i32 "VCArgumentKind"="2" "VCArgumentDesc"="buffer_t read_write" %buf, i32 "VCArgumentKind"="2" "VCArgumentDesc"="image1d_t read_only" %ro, i32 "VCArgumentKind"="2" "VCArgumentDesc"="image1d_t read_write" %rw) #0 {
entry:
  %i = add <8 x i32> zeroinitializer, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %offs = shl <8 x i32> %i, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 %buf, i32 0, <8 x i32> %offs, <8 x i32> %i)
  %old = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 %rw, <8 x i32> %i, <8 x i32> %i, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer)
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" "VCNamedBarrierCount"="0" "VCSLMSize"="0" }
