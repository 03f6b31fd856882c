; QW_SCATTER (llvm.visa.qw.scatter) of i64 to the untyped surface at binding-table index 3.
define void @qw(<8 x i1> %m, <8 x i32> %off, <8 x i64> %data) {
  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %m, i32 3, <8 x i32> %off, <8 x i64> %data)
  ret void
}

declare void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1>, i32, <8 x i32>, <8 x i64>)

; refused: gen9 xelp xehpg mtl
