; Message intrinsics already in the input (any width, legal or not) pass
; through select untouched; only the generic intrinsics around them change.
; They still take part in the memory-dependence graph (see
; select_merge_scatter4.ll and select_merge_gather.ll).
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform gen9 | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xelp | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpg | FileCheck %s
; RUN: visa-lower compile %s --passes=select --verify-each --emit llvm --platform xehpc | FileCheck %s
; RUN: visa-lower compile %s --passes=select --emit llvm --stats --platform xehpg -o %t 2>&1 | FileCheck %s --check-prefix=STATS

; CHECK-LABEL: define <10 x i32> @messages(
; CHECK-NEXT:    %g = call <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1> %p5, i32 1, <5 x i64> %a5, <10 x i32> undef)
; CHECK-NEXT:    call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %p, i32 3, i16 0, i32 254, i32 0, <8 x i32> %o, <16 x float> %d)
; CHECK-NEXT:    call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %p, i32 254, <8 x i32> %o, <8 x i64> %q)
; CHECK-NEXT:    %x = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o)
; CHECK-NEXT:    %v.addrs = ptrtoint <8 x i32 addrspace(1)*> %ptrs to <8 x i64>
; CHECK-NEXT:    %v = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %p, i32 0, <8 x i64> %v.addrs, <8 x i32> %x)
; CHECK-NEXT:    ret <10 x i32> %g
define <10 x i32> @messages(<5 x i1> %p5, <5 x i64> %a5, <8 x i1> %p, <8 x i32> %o, <16 x float> %d, <8 x i64> %q, <8 x i32 addrspace(1)*> %ptrs) {
  %g = call <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1> %p5, i32 1, <5 x i64> %a5, <10 x i32> undef)
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %p, i32 3, i16 0, i32 254, i32 0, <8 x i32> %o, <16 x float> %d)
  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %p, i32 254, <8 x i32> %o, <8 x i64> %q)
  %x = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o, <8 x i32> %o)
  %v = call <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*> %ptrs, i32 4, <8 x i1> %p, <8 x i32> %x)
  ret <10 x i32> %g
}

; The one generic gather is the only operation counted.
; STATS:     stats: select: svm_gather: 1
; STATS-NOT: stats: select

declare <10 x i32> @llvm.genx.svm.gather.v10i32.v5i1.v5i64(<5 x i1>, i32, <5 x i64>, <10 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x float>)
declare void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1>, i32, <8 x i32>, <8 x i64>)
declare <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p1i32(<8 x i32 addrspace(1)*>, i32, <8 x i1>, <8 x i32>)
