; A merged gather read in place inside a loop (src/emit/lsc.rs,
; RegisterRows): each trip's four i32 gathers at q, q+4, q+8, q+12 (8
; lanes) are one lsc_load d32x4 whose members are views of its rows: on
; xe2 (8 lanes, each row padded to a 64-byte GRF) rows 0..3, on xehpc (32
; lanes) and xehpg (16 lanes of 32-byte GRFs) GRFs 0, 2, 4, 6. The message
; writes its destination once per trip, like any value's variable, and
; nothing reads a row after the next trip's message: %prev, a phi of a
; member, is copied from its row on the back edge (the edge copy reads
; before the loop's next message writes).
; `a` is u32 iota; in trip k lane i's q is a + 64i + 16k, so member o reads
; 16i + 4k + o in enabled lanes (m = 0xb6: lanes 1, 2, 4, 5, 7) and the
; passthru 100(o + 1) in the others. Over n = 3 trips: a0 sums 1000 x1 +
; x0, a1 sums 1000 x3 + x2 + prev (prev = x2 of the trip before, 0 first):
;   enabled lane i: a0 = 1001 (48i + 12) + 3000,
;                   a1 = 1001 (48i + 12) + 9006 + 32i + 8;
;   disabled:       a0 = 600300, a1 = 1201500.
; RUN: visa-lower compile %s --no-locations --platform xehpc | FileCheck %s --check-prefixes=CHECK,PVC
; RUN: visa-lower compile %s --no-locations --platform xehpg | FileCheck %s --check-prefixes=CHECK,PVC
; RUN: visa-lower compile %s --no-locations --platform xe2 | FileCheck %s --check-prefixes=CHECK,XE2
; CHECK-LABEL: loop:
; CHECK: lsc_load.ugm (M1_NM, {{32|16|8}}) [[X:x0_msg]].0:d32x4 flat[q.0]:a64
; PVC-NEXT: mul (M1_NM, 8) t(0,0)<1> [[X]](2,0)<8;8,1> 0x3e8:ud
; PVC-NEXT: add (M1_NM, 8) u(0,0)<1> t(0,0)<8;8,1> [[X]](0,0)<8;8,1>
; PVC: mul (M1_NM, 8) w(0,0)<1> [[X]](6,0)<8;8,1> 0x3e8:ud
; PVC-NEXT: add (M1_NM, 8) z(0,0)<1> w(0,0)<8;8,1> [[X]](4,0)<8;8,1>
; XE2-NEXT: mul (M1_NM, 8) t(0,0)<1> [[X]](1,0)<8;8,1> 0x3e8:ud
; XE2-NEXT: add (M1_NM, 8) u(0,0)<1> t(0,0)<8;8,1> [[X]](0,0)<8;8,1>
; XE2: mul (M1_NM, 8) w(0,0)<1> [[X]](3,0)<8;8,1> 0x3e8:ud
; XE2-NEXT: add (M1_NM, 8) z(0,0)<1> w(0,0)<8;8,1> [[X]](2,0)<8;8,1>
; CHECK-NOT: mov {{.*}}[[X]]
; CHECK-LABEL: edge:
; CHECK-NOT: [[X]]
; PVC: mov (M1_NM, 8) prev(0,0)<1> [[X]](4,0)<8;8,1>
; XE2: mov (M1_NM, 8) prev(0,0)<1> [[X]](2,0)<8;8,1>
; CHECK-NEXT: jmp (M1, 1) loop
define void @rows_w8_loop(<8 x ptr addrspace(1)> %p, <8 x i1> %m, i32 %n, ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %q = phi <8 x ptr addrspace(1)> [ %p, %entry ], [ %q.next, %loop ]
  %a0 = phi <8 x i32> [ zeroinitializer, %entry ], [ %a0.next, %loop ]
  %a1 = phi <8 x i32> [ zeroinitializer, %entry ], [ %a1.next, %loop ]
  %prev = phi <8 x i32> [ zeroinitializer, %entry ], [ %x2, %loop ]
  %q1 = getelementptr i8, <8 x ptr addrspace(1)> %q, i64 4
  %q2 = getelementptr i8, <8 x ptr addrspace(1)> %q, i64 8
  %q3 = getelementptr i8, <8 x ptr addrspace(1)> %q, i64 12
  %x0 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q, i32 4, <8 x i1> %m, <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>)
  %x1 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q1, i32 4, <8 x i1> %m, <8 x i32> <i32 200, i32 200, i32 200, i32 200, i32 200, i32 200, i32 200, i32 200>)
  %x2 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q2, i32 4, <8 x i1> %m, <8 x i32> <i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300>)
  %x3 = call <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)> %q3, i32 4, <8 x i1> %m, <8 x i32> <i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400, i32 400>)
  %t = mul <8 x i32> %x1, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %u = add <8 x i32> %t, %x0
  %a0.next = add <8 x i32> %a0, %u
  %w = mul <8 x i32> %x3, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %z = add <8 x i32> %w, %x2
  %y = add <8 x i32> %z, %prev
  %a1.next = add <8 x i32> %a1, %y
  %q.next = getelementptr i8, <8 x ptr addrspace(1)> %q, i64 16
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 32
  store <8 x i32> %a0.next, ptr addrspace(1) %out, align 4
  store <8 x i32> %a1.next, ptr addrspace(1) %o1, align 4
  ret void
}
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1(<8 x ptr addrspace(1)>, i32, <8 x i1>, <8 x i32>)
