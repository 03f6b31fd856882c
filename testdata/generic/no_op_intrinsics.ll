; The intrinsics front ends write for the optimizer compute nothing: no
; code, on every platform (docs/input-contract.md). The kernel adds 1 to
; each of 8 dwords (iota: 0..7 -> 1..8) between them, and keeps a private
; array that promotion turns into registers, with its lifetime markers.
; RUN: visa-lower compile %s --platform xehpg | FileCheck %s
; CHECK-NOT: assume
; CHECK-NOT: noalias
; CHECK-NOT: lifetime
; CHECK: add (M1_NM, 8)
define void @no_op_intrinsics(<8 x i32> addrspace(1)* %p, i32 %n) {
  %tmp = alloca <8 x i32>, align 32
  %tmp8 = bitcast <8 x i32>* %tmp to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %tmp8)
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %positive = icmp sgt i32 %n, 0
  call void @llvm.assume(i1 %positive)
  %inv = call {}* @llvm.invariant.start.p1i8(i64 32, i8 addrspace(1)* null)
  call void @llvm.sideeffect()
  call void @llvm.donothing()
  %v = load <8 x i32>, <8 x i32> addrspace(1)* %p, align 32, !alias.scope !0
  store <8 x i32> %v, <8 x i32>* %tmp, align 32
  %w = load <8 x i32>, <8 x i32>* %tmp, align 32
  call void @llvm.invariant.end.p1i8({}* %inv, i64 32, i8 addrspace(1)* null)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* %tmp8)
  %splat0 = insertelement <8 x i32> undef, i32 %n, i32 0
  %splat = shufflevector <8 x i32> %splat0, <8 x i32> undef, <8 x i32> zeroinitializer
  %r = add <8 x i32> %w, %splat
  store <8 x i32> %r, <8 x i32> addrspace(1)* %p, align 32
  ret void
}
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare void @llvm.assume(i1 noundef)
declare {}* @llvm.invariant.start.p1i8(i64 immarg, i8 addrspace(1)* nocapture)
declare void @llvm.invariant.end.p1i8({}*, i64 immarg, i8 addrspace(1)* nocapture)
declare void @llvm.sideeffect()
declare void @llvm.donothing()
!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
