; Regression (found by visa-lower fuzz: s9-c10304 on gen9, reduced): a
; masked.scatter of 8-byte pointers to SLM at align 4 whose enabled lanes 4 and 14
; partly overlap (offsets 192 and 196), then a gather of the overlapped bytes. LLVM
; writes the lanes in order (lane 14's low dword wins at 196); SCATTER4_SCALED R+G
; wrote all low dwords before the high ones, leaving lane 4's high dword there.
; gen9 and xelp now refuse the scatter (only that message could carry it); xehpc
; writes it with QW_SCATTER, lane by lane, and xe2 with QW_SCATTER's translation,
; one lsc_store d32x2 (each lane's two dwords before the next lane's).
define <15 x i64> @k(i8 addrspace(3)* %slm, <15 x i8 addrspace(1)*> %x0) {
entry:
  %b.1 = getelementptr i8, i8 addrspace(3)* %slm, <15 x i32> <i32 660, i32 832, i32 888, i32 908, i32 192, i32 568, i32 240, i32 656, i32 416, i32 316, i32 580, i32 564, i32 300, i32 936, i32 196>
  %p.2 = bitcast <15 x i8 addrspace(3)*> %b.1 to <15 x i8 addrspace(1)* addrspace(3)*>
  call void @llvm.masked.scatter.v15p1i8.v15p3p1i8(<15 x i8 addrspace(1)*> %x0, <15 x i8 addrspace(1)* addrspace(3)*> %p.2, i32 4, <15 x i1> <i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>)
  %b.3 = getelementptr i8, i8 addrspace(3)* %slm, <15 x i32> <i32 872, i32 56, i32 912, i32 480, i32 232, i32 192, i32 880, i32 0, i32 112, i32 96, i32 640, i32 376, i32 496, i32 0, i32 688>
  %p.4 = bitcast <15 x i8 addrspace(3)*> %b.3 to <15 x i64 addrspace(3)*>
  %v.5 = call <15 x i64> @llvm.masked.gather.v15i64.v15p3i64(<15 x i64 addrspace(3)*> %p.4, i32 8, <15 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <15 x i64> zeroinitializer)
  ret <15 x i64> %v.5
}

declare <15 x i64> @llvm.masked.gather.v15i64.v15p3i64(<15 x i64 addrspace(3)*>, i32, <15 x i1>, <15 x i64>)
declare void @llvm.masked.scatter.v15p1i8.v15p3p1i8(<15 x i8 addrspace(1)*>, <15 x i8 addrspace(1)* addrspace(3)*>, i32, <15 x i1>)
; refused: gen9 xelp xehpg mtl
