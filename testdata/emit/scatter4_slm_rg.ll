; SCATTER4_SCALED to SLM with channels RG at SIMD8: the data is channel-major
; (8 R values, then 8 G values); on a 64-byte GRF the message reads G at dword 16.
define void @scatter_rg(<8 x i1> %m, <8 x i32> %off, <16 x i32> %data) {
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1> %m, i32 3, i16 0, i32 254, i32 16, <8 x i32> %off, <16 x i32> %data)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x i32>)
