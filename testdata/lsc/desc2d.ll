; The descriptor forms, llvm.genx.lsc.{load,store,prefetch}.2d.ugm.desc, d32
; (the element type), one 4 x 2 block. Descriptor of `m` (u32 iota, 16
; columns of 64 bytes, 4 rows, pitch 64): base, width - 1 = 63, height - 1 =
; 3, pitch - 1 = 63, X = 1, Y = 0. The load adds X 2, Y 1: X = 3, Y = 1:
; rows 1, 2, columns 3..6: element (r, c) = 16r + c:
;   19 20 21 22 | 35 36 37 38, padded to 16 elements (one GRF) with 0
; stored (the first 8 elements: rows at pitch pow2(4) = 4) to `out` at X 0,
; Y 0 (descriptor: width 63, height 1, pitch 63):
;   out u32s 0..3 = 19 20 21 22, 16..19 = 35 36 37 38, the rest 0
; A load whose predicate is false returns its passthru (5 x 16).
; Lowered to lsc_load_block2d / lsc_store_block2d where the platform has 2D block
; messages (the platform table's lsc_block2d: xehpc, xe2).
; refused: gen9 xelp xehpg mtl
define <16 x i32> @desc2d(i64 %m, i64 %out) {
  %mlo = trunc i64 %m to i32
  %mhi64 = lshr i64 %m, 32
  %mhi = trunc i64 %mhi64 to i32
  %d0 = insertelement <16 x i32> <i32 0, i32 0, i32 63, i32 3, i32 63, i32 1, i32 0, i32 259, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %mlo, i32 0
  %dm = insertelement <16 x i32> %d0, i32 %mhi, i32 1
  %v = call <16 x i32> @llvm.genx.lsc.load.2d.ugm.desc.v16i32.v2i8(i1 true, <2 x i8> <i8 2, i8 2>, i8 1, i16 4, i16 2, <16 x i32> %dm, i32 2, i32 1, <16 x i32> zeroinitializer)
  %olo = trunc i64 %out to i32
  %ohi64 = lshr i64 %out, 32
  %ohi = trunc i64 %ohi64 to i32
  %o0 = insertelement <16 x i32> <i32 0, i32 0, i32 63, i32 1, i32 63, i32 0, i32 0, i32 259, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %olo, i32 0
  %do = insertelement <16 x i32> %o0, i32 %ohi, i32 1
  %rows = shufflevector <16 x i32> %v, <16 x i32> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.genx.lsc.store.2d.ugm.desc.v2i8.v8i32(i1 true, <2 x i8> <i8 1, i8 3>, i8 1, i16 4, i16 2, <16 x i32> %do, i32 0, i32 0, <8 x i32> %rows)
  call void @llvm.genx.lsc.prefetch.2d.ugm.desc.v2i8.v8i32(i1 true, <2 x i8> <i8 0, i8 0>, i8 1, i16 4, i16 2, <16 x i32> %dm, i32 0, i32 0, <8 x i32> undef)
  %off = call <16 x i32> @llvm.genx.lsc.load.2d.ugm.desc.v16i32.v2i8(i1 false, <2 x i8> <i8 0, i8 0>, i8 1, i16 4, i16 2, <16 x i32> %dm, i32 0, i32 0, <16 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>)
  ret <16 x i32> %off
}
declare <16 x i32> @llvm.genx.lsc.load.2d.ugm.desc.v16i32.v2i8(i1, <2 x i8>, i8, i16, i16, <16 x i32>, i32, i32, <16 x i32>)
declare void @llvm.genx.lsc.store.2d.ugm.desc.v2i8.v8i32(i1, <2 x i8>, i8, i16, i16, <16 x i32>, i32, i32, <8 x i32>)
declare void @llvm.genx.lsc.prefetch.2d.ugm.desc.v2i8.v8i32(i1, <2 x i8>, i8, i16, i16, <16 x i32>, i32, i32, <8 x i32>)
