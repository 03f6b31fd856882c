; llvm.masked.gather from SLM: i64 at align 8 is QW_GATHER on xehpg/xehpc and
; GATHER4_SCALED channels RG on gen9/xelp; i16 is GATHER_SCALED of 2 bytes.
define <16 x i64> @gather_slm(<16 x i64 addrspace(3)*> %p, <16 x i16 addrspace(3)*> %q, <16 x i1> %m, <16 x i16> addrspace(3)* %out) {
entry:
  %v = call <16 x i64> @llvm.masked.gather.v16i64.v16p3i64(<16 x i64 addrspace(3)*> %p, i32 8, <16 x i1> %m, <16 x i64> zeroinitializer)
  %h = call <16 x i16> @llvm.masked.gather.v16i16.v16p3i16(<16 x i16 addrspace(3)*> %q, i32 2, <16 x i1> %m, <16 x i16> undef)
  store <16 x i16> %h, <16 x i16> addrspace(3)* %out, align 2
  ret <16 x i64> %v
}
declare <16 x i64> @llvm.masked.gather.v16i64.v16p3i64(<16 x i64 addrspace(3)*>, i32, <16 x i1>, <16 x i64>)
declare <16 x i16> @llvm.masked.gather.v16i16.v16p3i16(<16 x i16 addrspace(3)*>, i32, <16 x i1>, <16 x i16>)
