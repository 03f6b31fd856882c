; A merged gather read in place (src/emit/lsc.rs, RegisterRows): four i32
; gathers of mask m at p, p+4, p+8, p+12 become one lsc_load d32x4, whose
; members `select` reads back by rdregions of one element's row each
; (offsets 0, 64, 128, 192 bytes of the <64 x i32>). On xehpc the message
; goes out at 32 lanes: element v's row is GRFs 2v and 2v+1 of the
; destination, not lanes 16v.. of the IR vector, so each member is a view
; of its row and no mov copies the rows out (the passthru, a constant per
; member, is one mov per row before the message). On xe2 16 dwords are one
; 64-byte GRF: the layout is the IR's, the destination the value as ever.
; `a` holds u32 iota and lane i's pointer is a + 64i, so member o reads
; 16i + o in enabled lanes (m = 0xedb7: lanes 3, 6, 9, 12 off) and the
; passthru 1000 + o in the others. Rows of `out`: x0 + x3 (32i + 3, off:
; 2003), x1 (16i + 1 / 1001), x2 (16i + 2 / 1002), x3 (16i + 3 / 1003).
; RUN: visa-lower compile %s --no-locations --platform xehpc | FileCheck %s --check-prefix=PVC
; RUN: visa-lower compile %s --no-locations --platform xe2 | FileCheck %s --check-prefix=XE2
; PVC: mov (M1_NM, 16) [[X:x0_msg]](0,0)<1> 0x3e8:ud
; PVC-NEXT: mov (M1_NM, 16) [[X]](2,0)<1> 0x3e9:ud
; PVC-NEXT: mov (M1_NM, 16) [[X]](4,0)<1> 0x3ea:ud
; PVC-NEXT: mov (M1_NM, 16) [[X]](6,0)<1> 0x3eb:ud
; PVC-NEXT: (P1) lsc_load.ugm (M1_NM, 32) [[X]].0:d32x4 flat[
; PVC-NEXT: add (M1_NM, 16) s(0,0)<1> [[X]](0,0)<16;16,1> [[X]](6,0)<16;16,1>
; PVC-NOT: mov {{.*}}[[X]]
; PVC: lsc_store.ugm (M1_NM, 1) flat[o1.0]:a64 [[X]].128:d32x16t
; PVC-NEXT: lsc_store.ugm (M1_NM, 1) flat[o2.0]:a64 [[X]].256:d32x16t
; PVC-NEXT: lsc_store.ugm (M1_NM, 1) flat[o3.0]:a64 [[X]].384:d32x16t
; XE2: (P1) lsc_load.ugm (M1_NM, 16) [[X:x0_msg]].0:d32x4 flat[
; XE2-NEXT: add (M1_NM, 16) s(0,0)<1> [[X]](0,0)<16;16,1> [[X]](3,0)<16;16,1>
; XE2-NOT: mov {{.*}}[[X]]
; XE2: lsc_store.ugm {{.*}} [[X]].64:d32x16t
define void @rows_w16(<16 x ptr addrspace(1)> %p, <16 x i1> %m, ptr addrspace(1) %out) {
  %p1 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 4
  %p2 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 8
  %p3 = getelementptr i8, <16 x ptr addrspace(1)> %p, i64 12
  %x0 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p, i32 4, <16 x i1> %m, <16 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %x1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p1, i32 4, <16 x i1> %m, <16 x i32> <i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001, i32 1001>)
  %x2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p2, i32 4, <16 x i1> %m, <16 x i32> <i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002, i32 1002>)
  %x3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)> %p3, i32 4, <16 x i1> %m, <16 x i32> <i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003, i32 1003>)
  %s = add <16 x i32> %x0, %x3
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 64
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 128
  %o3 = getelementptr i8, ptr addrspace(1) %out, i64 192
  store <16 x i32> %s, ptr addrspace(1) %out, align 4
  store <16 x i32> %x1, ptr addrspace(1) %o1, align 4
  store <16 x i32> %x2, ptr addrspace(1) %o2, align 4
  store <16 x i32> %x3, ptr addrspace(1) %o3, align 4
  ret void
}
declare <16 x i32> @llvm.masked.gather.v16i32.v16p1(<16 x ptr addrspace(1)>, i32, <16 x i1>, <16 x i32>)
