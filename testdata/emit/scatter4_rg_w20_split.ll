; 20 lanes of SCATTER4_SCALED with channels RG, split into a SIMD16 piece and
; a SIMD8 piece (lanes 16..19, padded): the data pieces are channel-major
; slices of the channel-major data (R lanes, then G lanes). The surface is an
; argument and the global offset a scalar argument.
define void @rg20(<20 x i1> %m, i32 %surf, i32 %base, <20 x i32> %off, <40 x i32> %data) {
  %m0 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %o0 = shufflevector <20 x i32> %off, <20 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %d0 = shufflevector <40 x i32> %data, <40 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35>
  call void @llvm.genx.scatter4.scaled.v16i1.v16i32.v32i32(<16 x i1> %m0, i32 3, i16 0, i32 %surf, i32 %base, <16 x i32> %o0, <32 x i32> %d0)
  %m1 = shufflevector <20 x i1> %m, <20 x i1> zeroinitializer, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 20, i32 20, i32 20>
  %o1 = shufflevector <20 x i32> %off, <20 x i32> poison, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef>
  %d1 = shufflevector <40 x i32> %data, <40 x i32> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 undef, i32 undef, i32 undef, i32 undef, i32 36, i32 37, i32 38, i32 39, i32 undef, i32 undef, i32 undef, i32 undef>
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1> %m1, i32 3, i16 0, i32 %surf, i32 %base, <8 x i32> %o1, <16 x i32> %d1)
  ret void
}

declare void @llvm.genx.scatter4.scaled.v16i1.v16i32.v32i32(<16 x i1>, i32, i16, i32, i32, <16 x i32>, <32 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x i32>)
