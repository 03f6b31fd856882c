; LLVM orders the lanes of a scatter, so lanes 1 and 3 writing one address
; have a defined result (lane 3's value); the reference says so, and the JIT
; agrees byte for byte.
; RUN: visa-lower run %s --launch %S/overlapping_scatter.toml --engine reference --dump all | FileCheck %s --check-prefixes=CHECK,REF
; RUN: visa-lower run %s --launch %S/overlapping_scatter.toml --engine jit --dump all | FileCheck %s
; REF: kernel overlapping_scatter (reference): ok
; REF: note: {{.*}}overlapping_scatter.ll:[[#@LINE+4]]:3: llvm.masked.scatter: lane 1 and lane 3 write overlapping bytes
; CHECK: {{^}}buffer out @ 0x100000000 (16 bytes, as u32):{{$}}
; CHECK-NEXT: 100000000: 10 40 30 0
define void @overlapping_scatter(<4 x i32 addrspace(1)*> %p) {
  call void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32> <i32 10, i32 20, i32 30, i32 40>, <4 x i32 addrspace(1)*> %p, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>)
  ret void
}
declare void @llvm.masked.scatter.v4i32.v4p1i32(<4 x i32>, <4 x i32 addrspace(1)*>, i32, <4 x i1>)
