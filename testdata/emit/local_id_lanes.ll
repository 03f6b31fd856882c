; The `<3 x i32>` local id (src/emit/implicit.rs) copies only the
; components its `extractelement`s read: here x and z, one move each; y is
; not copied. Launch (local_id_lanes.toml): local id (3, 1, 2), so the
; result is <x * 16, z> = <48, 2> (the multiply a `shl` by 4).
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s
; CHECK: mov (M1_NM, 1) lid(0,0)<1> implicit_local_id(0,0)<0;1,0>
; CHECK-NEXT: mov (M1_NM, 1) lid(0,2)<1> implicit_local_id(0,2)<0;1,0>
; CHECK-NOT: implicit_local_id(0,1)
; CHECK: shl (M1_NM, 1) {{.*}} lid(0,0)<0;1,0> 0x4:ud
declare <3 x i32> @llvm.genx.local.id.v3i32()

define <2 x i32> @local_id_lanes() {
  %lid = call <3 x i32> @llvm.genx.local.id.v3i32()
  %x = extractelement <3 x i32> %lid, i32 0
  %z = extractelement <3 x i32> %lid, i32 2
  %x16 = mul i32 %x, 16
  %r0 = insertelement <2 x i32> undef, i32 %x16, i32 0
  %r1 = insertelement <2 x i32> %r0, i32 %z, i32 1
  ret <2 x i32> %r1
}
