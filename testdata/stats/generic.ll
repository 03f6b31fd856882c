; Every generic memory intrinsic of the input contract, with typed pointers.
; RUN: visa-lower compile %s --stats 2>&1 | FileCheck %s

; CHECK: generic.ll:[[@LINE+3]]:3: masked.gather width=16 type=i32 addrspace=1
define <16 x i32> @gather_global(<16 x i32 addrspace(1)*> %p, <16 x i1> %m) {
entry:
  %v = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %p, i32 4, <16 x i1> %m, <16 x i32> undef)
  ret <16 x i32> %v
}

; CHECK: generic.ll:[[@LINE+2]]:3: masked.gather width=3 type=double addrspace=0
define <3 x double> @gather_flat(<3 x double*> %p, <3 x i1> %m, <3 x double> %old) {
  %v = call <3 x double> @llvm.masked.gather.v3f64.v3p0f64(<3 x double*> %p, i32 8, <3 x i1> %m, <3 x double> %old)
  ret <3 x double> %v
}

; CHECK: generic.ll:[[@LINE+3]]:3: masked.scatter width=31 type=float addrspace=3
; CHECK: generic.ll:[[@LINE+3]]:3: masked.scatter width=8 type=i64 addrspace=3
define void @scatter_slm(<31 x float> %v, <31 x float addrspace(3)*> %p, <8 x i64> %q, <8 x i64 addrspace(3)*> %pq) {
  call void @llvm.masked.scatter.v31f32.v31p3f32(<31 x float> %v, <31 x float addrspace(3)*> %p, i32 4, <31 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  call void @llvm.masked.scatter.v8i64.v8p3i64(<8 x i64> %q, <8 x i64 addrspace(3)*> %pq, i32 8, <8 x i1> zeroinitializer)
  ret void
}

; CHECK: generic.ll: 4 memory operation(s) in 3 function(s)

declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)
declare <3 x double> @llvm.masked.gather.v3f64.v3p0f64(<3 x double*>, i32, <3 x i1>, <3 x double>)
declare void @llvm.masked.scatter.v31f32.v31p3f32(<31 x float>, <31 x float addrspace(3)*>, i32, <31 x i1>)
declare void @llvm.masked.scatter.v8i64.v8p3i64(<8 x i64>, <8 x i64 addrspace(3)*>, i32, <8 x i1>)
