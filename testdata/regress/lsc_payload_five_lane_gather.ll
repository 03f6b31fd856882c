; Regression (found by visa-lower fuzz, seed 1 case c3330 on xehpg): GenX_IR
; 1.0.12504 died of a segmentation fault on DG2. The 5-lane gather of floats
; (`%v.15`) went out as `lsc_load.ugm (M1_NM, 8) D:d32 flat[A]:a64` with A
; the IR's 5 addresses, a variable of 8 qwords (2 GRFs), where the message's
; address payload is 16 lanes, 4 GRFs. emit now copies the addresses into a
; variable of 16 qwords (see lsc_payload_one_lane_slm_d64.ll).
; refused: gen9 xelp
; (The gather is returned: unused, dead-loads would delete it.)
define <5 x float> @k(<29 x float addrspace(3)*> %a0, <29 x i1> %m0, i8 addrspace(1)* %buf1, <17 x i32> %i1, i8 addrspace(1)* %buf0, <18 x double> %old2, <29 x i1> %m3, <116 x i8> %old3, <3 x i32> %a4, <6 x i64> %x4, <5 x i32> %i5, <5 x i1> %m5, <5 x float> %pt5) {
entry:
  %b.1 = bitcast <29 x float addrspace(3)*> %a0 to <29 x i8 addrspace(3)*>
  call void @llvm.masked.scatter.v29f32.v29p3f32(<29 x float> zeroinitializer, <29 x float addrspace(3)*> %a0, i32 8, <29 x i1> %m0)
  %b.2 = bitcast i8 addrspace(1)* %buf1 to half addrspace(1)*
  %p.3 = getelementptr half, half addrspace(1)* %b.2, <17 x i32> %i1
  %b.4 = bitcast <17 x half addrspace(1)*> %p.3 to <17 x i8 addrspace(1)*>
  %v.5 = call <17 x half> @llvm.masked.gather.v17f16.v17p1f16(<17 x half addrspace(1)*> %p.3, i32 2, <17 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <17 x half> zeroinitializer)
  %b.6 = getelementptr i8, i8 addrspace(1)* %buf0, <9 x i64> <i64 360, i64 288, i64 496, i64 824, i64 432, i64 960, i64 936, i64 736, i64 352>
  %a.7 = ptrtoint <9 x i8 addrspace(1)*> %b.6 to <9 x i64>
  %v.8 = call <18 x double> @llvm.genx.svm.gather.v18f64.v9i1.v9i64(<9 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false>, i32 1, <9 x i64> %a.7, <18 x double> %old2)
  %b.9 = getelementptr i8, i8 addrspace(1)* %buf1, <29 x i64> <i64 722, i64 228, i64 461, i64 149, i64 1013, i64 377, i64 1010, i64 308, i64 650, i64 679, i64 978, i64 514, i64 687, i64 711, i64 691, i64 569, i64 211, i64 965, i64 954, i64 822, i64 468, i64 398, i64 357, i64 450, i64 333, i64 500, i64 781, i64 294, i64 834>
  %a.10 = ptrtoint <29 x i8 addrspace(1)*> %b.9 to <29 x i64>
  %v.11 = call <116 x i8> @llvm.genx.svm.gather.v116i8.v29i1.v29i64(<29 x i1> %m3, i32 1, <29 x i64> %a.10, <116 x i8> %old3)
  call void @llvm.genx.lsc.store.slm.v3i1.v3i32.v6i64(<3 x i1> <i1 false, i1 false, i1 true>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 4, i8 2, i8 1, i8 0, <3 x i32> %a4, <6 x i64> %x4, i32 0)
  %b.12 = bitcast i8 addrspace(1)* %buf1 to float addrspace(1)*
  %p.13 = getelementptr float, float addrspace(1)* %b.12, <5 x i32> %i5
  %b.14 = bitcast <5 x float addrspace(1)*> %p.13 to <5 x i8 addrspace(1)*>
  %v.15 = call <5 x float> @llvm.masked.gather.v5f32.v5p1f32(<5 x float addrspace(1)*> %p.13, i32 4, <5 x i1> %m5, <5 x float> %pt5)
  ret <5 x float> %v.15
}

declare <116 x i8> @llvm.genx.svm.gather.v116i8.v29i1.v29i64(<29 x i1>, i32, <29 x i64>, <116 x i8>)
declare <17 x half> @llvm.masked.gather.v17f16.v17p1f16(<17 x half addrspace(1)*>, i32, <17 x i1>, <17 x half>)
declare <18 x double> @llvm.genx.svm.gather.v18f64.v9i1.v9i64(<9 x i1>, i32, <9 x i64>, <18 x double>)
declare <5 x float> @llvm.masked.gather.v5f32.v5p1f32(<5 x float addrspace(1)*>, i32, <5 x i1>, <5 x float>)
declare void @llvm.genx.lsc.store.slm.v3i1.v3i32.v6i64(<3 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <3 x i32>, <6 x i64>, i32)
declare void @llvm.masked.scatter.v29f32.v29p3f32(<29 x float>, <29 x float addrspace(3)*>, i32, <29 x i1>)
