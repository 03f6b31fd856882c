; LSC loads whose value must be copied out of the message's register
; layout, and one read in place with a strided region (src/emit/lsc.rs,
; RegisterRows). Each load is 16 lanes of d32x4, which xehpc sends at 32
; lanes (element v's row at GRF 2v, lanes 16v.. of the IR vector):
;   %l1: one rdregion reads row 1, another 16 lanes across rows 0 and 1
;        (IR elements 8..23): all four rows are copied into %l1's own
;        variable, and both read views of it (the one across rows, not
;        GRF-aligned for the store, a mov more);
;   %l2: stored whole: copied;
;   %l3: a loop's value reaching an exit phi: copied each trip;
;   %l4: only rdregion <0;8,2> from byte 68 (IR elements 17, 19, .., 31:
;        row 1, lanes 1, 3, .., 15): read from the row in place, one mov.
; `a` is u32 iota, lane i's address a + 64i (+16 for %l2, +32 for %l4, +4k
; in trip k of the loop, n = 3); element v of lane i reads 16i + v from
; there in enabled lanes (m = 0xedb7: lanes 3, 6, 9, 12 off), the passthru
; 1, 2, 3, 4 (by load) in the others. u32s of `out`:
;   0..15 %l1 row 1 (16i + 1), 16..31 elements 8..23 (lanes 8..15 of
;   element 0: 16(8 + j); lanes 0..7 of element 1: 16(j - 8) + 1),
;   32..95 %l2 (element 16v + i: 16i + 4 + v), 96..103 %l4's lanes 2j + 1 of
;   element 1 (32j + 25), 104..119 element 3 of the last trip's %l3
;   (16i + 5).
; refused: gen9 xelp
; RUN: visa-lower compile %s --no-locations --platform xehpc | FileCheck %s
; CHECK-LABEL: entry:
; CHECK: (P1) lsc_load.ugm (M1_NM, 32) [[S1:V[0-9]+]].0:d32x4
; CHECK-NEXT: mov (M1_NM, 16) l1(0,0)<1> [[S1]](0,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l1(1,0)<1> [[S1]](2,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l1(2,0)<1> [[S1]](4,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l1(3,0)<1> [[S1]](6,0)<16;16,1>
; CHECK: (P1) lsc_load.ugm (M1_NM, 32) [[S2:V[0-9]+]].0:d32x4
; CHECK-NEXT: mov (M1_NM, 16) l2(0,0)<1> [[S2]](0,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l2(1,0)<1> [[S2]](2,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l2(2,0)<1> [[S2]](4,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l2(3,0)<1> [[S2]](6,0)<16;16,1>
; CHECK: (P1) lsc_load.ugm (M1_NM, 32) l4.0:d32x4
; CHECK-NEXT: mov (M1_NM, 8) l4_odd(0,0)<1> l4(2,1)<2;1,0>
; CHECK: lsc_store.ugm (M1_NM, 1) flat[{{V[0-9]+}}.0]:a64 l1.64:d32x16t
; CHECK-NEXT: mov (M1_NM, 16) [[A:V[0-9]+]](0,0)<1> l1(0,8)<16;16,1>
; CHECK-NEXT: lsc_store.ugm (M1_NM, 1) flat[o1.0]:a64 [[A]].0:d32x16t
; CHECK-NEXT: lsc_store.ugm (M1_NM, 1) flat[o2.0]:a64 l2.0:d32x64t
; CHECK-LABEL: loop:
; CHECK: (P1) lsc_load.ugm (M1_NM, 32) [[S3:V[0-9]+]].0:d32x4
; CHECK-NEXT: mov (M1_NM, 16) l3(0,0)<1> [[S3]](0,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l3(1,0)<1> [[S3]](2,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l3(2,0)<1> [[S3]](4,0)<16;16,1>
; CHECK-NEXT: mov (M1_NM, 16) l3(3,0)<1> [[S3]](6,0)<16;16,1>
define void @rows_copied(<16 x i64> %a, <16 x i1> %m, i32 %n, ptr addrspace(1) %out) {
entry:
  %l1 = call <64 x i32> @llvm.genx.lsc.load.merge.stateless.v64i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <16 x i64> %a, i32 0, <64 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>)
  %l1.row1 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %l1, i32 0, i32 16, i32 1, i16 64, i32 0)
  %l1.across = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %l1, i32 0, i32 16, i32 1, i16 32, i32 0)
  %a2 = add <16 x i64> %a, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %l2 = call <64 x i32> @llvm.genx.lsc.load.merge.stateless.v64i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <16 x i64> %a2, i32 0, <64 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>)
  %a4 = add <16 x i64> %a, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %l4 = call <64 x i32> @llvm.genx.lsc.load.merge.stateless.v64i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <16 x i64> %a4, i32 0, <64 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>)
  %l4.odd = call <8 x i32> @llvm.genx.rdregioni.v8i32.v64i32.i16(<64 x i32> %l4, i32 0, i32 8, i32 2, i16 68, i32 0)
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 64
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 128
  %o4 = getelementptr i8, ptr addrspace(1) %out, i64 384
  store <16 x i32> %l1.row1, ptr addrspace(1) %out, align 4
  store <16 x i32> %l1.across, ptr addrspace(1) %o1, align 4
  store <64 x i32> %l2, ptr addrspace(1) %o2, align 4
  store <8 x i32> %l4.odd, ptr addrspace(1) %o4, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %q = phi <16 x i64> [ %a, %entry ], [ %q.next, %loop ]
  %l3 = call <64 x i32> @llvm.genx.lsc.load.merge.stateless.v64i32.v16i1.v16i64(<16 x i1> %m, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 4, i8 1, i8 0, <16 x i64> %q, i32 0, <64 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>)
  %q.next = add <16 x i64> %q, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %last = phi <64 x i32> [ %l3, %loop ]
  %last.row3 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %last, i32 0, i32 16, i32 1, i16 192, i32 0)
  %o3 = getelementptr i8, ptr addrspace(1) %out, i64 416
  store <16 x i32> %last.row3, ptr addrspace(1) %o3, align 4
  ret void
}
declare <64 x i32> @llvm.genx.lsc.load.merge.stateless.v64i32.v16i1.v16i64(<16 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <16 x i64>, i32, <64 x i32>)
declare <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32>, i32, i32, i32, i16, i32)
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v64i32.i16(<64 x i32>, i32, i32, i32, i16, i32)
