; Mixed: <4 x i64> SLM load at align 4 (OWORD_LD_UNALIGNED of 2 owords; gen9,
; without OWORD on SLM: GATHER4_SCALED RG per element), i16
; SLM scatter (SCATTER_SCALED), <3 x half> global load/store at align 2
; (SVM_GATHER/SVM_SCATTER of 1-byte blocks), a vector of pointers loaded
; (SVM_BLOCK_LD), <4 x i8> SLM load/store at align 1 (GATHER_SCALED of 1 byte).
define <4 x i64> @misc(<4 x i64> addrspace(3)* %a, <16 x i16 addrspace(3)*> %p, <16 x i16> %d, <16 x i1> %m, <3 x half> addrspace(1)* %h, <2 x i32 addrspace(1)*> addrspace(1)* %pp, <4 x i8> addrspace(3)* %c) {
entry:
  %v = load <4 x i64>, <4 x i64> addrspace(3)* %a, align 4
  call void @llvm.masked.scatter.v16i16.v16p3i16(<16 x i16> %d, <16 x i16 addrspace(3)*> %p, i32 2, <16 x i1> %m)
  %hv = load <3 x half>, <3 x half> addrspace(1)* %h, align 2
  %hw = fadd <3 x half> %hv, %hv
  store <3 x half> %hw, <3 x half> addrspace(1)* %h, align 2
  %ptrs = load <2 x i32 addrspace(1)*>, <2 x i32 addrspace(1)*> addrspace(1)* %pp, align 16
  %p0 = extractelement <2 x i32 addrspace(1)*> %ptrs, i32 0
  %x = ptrtoint i32 addrspace(1)* %p0 to i32
  %cv = load <4 x i8>, <4 x i8> addrspace(3)* %c, align 1
  %cw = add <4 x i8> %cv, <i8 1, i8 2, i8 3, i8 4>
  store <4 x i8> %cw, <4 x i8> addrspace(3)* %c, align 1
  %xe = zext i32 %x to i64
  %r = insertelement <4 x i64> %v, i64 %xe, i32 3
  ret <4 x i64> %r
}
declare void @llvm.masked.scatter.v16i16.v16p3i16(<16 x i16>, <16 x i16 addrspace(3)*>, i32, <16 x i1>)
