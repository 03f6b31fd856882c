; Message intrinsics (IGC's form and this project's llvm.visa.* ones).
; RUN: visa-lower compile %s --stats 2>&1 | FileCheck %s

define void @messages(<8 x i1> %p, <8 x i64> %addr, <8 x i32> %off, <16 x float> %data, <8 x i64> %q, <8 x i32> %u) {
; CHECK: messages.ll:[[@LINE+1]]:3: genx.svm.gather width=8 type=i32
  %g = call <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1> %p, i32 0, <8 x i64> %addr, <8 x i32> undef)
; CHECK: messages.ll:[[@LINE+1]]:3: genx.scatter4.scaled width=8 type=float
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1> %p, i32 3, i16 0, i32 254, i32 0, <8 x i32> %off, <16 x float> %data)
; CHECK: messages.ll:[[@LINE+1]]:3: visa.qw.scatter width=8 type=i64
  call void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1> %p, i32 254, <8 x i32> %off, <8 x i64> %q)
; CHECK: messages.ll:[[@LINE+1]]:3: genx.typed.atomic.add width=8 type=i32
  %a = call <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u)
; CHECK: messages.ll:[[@LINE+1]]:3: visa.typed.atomic16.inc width=8 type=i32
  %b = call <8 x i32> @llvm.visa.typed.atomic16.inc.v8i32.v8i1.v8i32(<8 x i1> %p, i32 1, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u, <8 x i32> %u)
  ret void
}
; CHECK: messages.ll: 5 memory operation(s) in 1 function(s)

declare <8 x i32> @llvm.genx.svm.gather.v8i32.v8i1.v8i64(<8 x i1>, i32, <8 x i64>, <8 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v16f32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x float>)
declare void @llvm.visa.qw.scatter.v8i1.v8i32.v8i64(<8 x i1>, i32, <8 x i32>, <8 x i64>)
declare <8 x i32> @llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.visa.typed.atomic16.inc.v8i32.v8i1.v8i32(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
