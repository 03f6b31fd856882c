; An SLM scatter (addrspace(3)): the reference runs it; the JIT cannot (SLM
; offsets are not host addresses) and says why, exit 2.
; RUN: visa-lower run %s --engine reference --launch %S/slm_scatter.toml --dump all | FileCheck %s
; RUN: not visa-lower run %s --launch %S/slm_scatter.toml --engine jit --dump all 2>&1 | FileCheck --check-prefix=JIT %s
; CHECK: kernel slm_scatter (reference): ok
; CHECK: {{^}}slm (16 bytes, as u32):{{$}}
; CHECK-NEXT: 00000000: 0 7 0 9
; JIT: error:
; JIT-SAME: addrspace(3)
define void @slm_scatter(<2 x i32 addrspace(3)*> %p, <2 x i32> %v) {
  call void @llvm.masked.scatter.v2i32.v2p3i32(<2 x i32> %v, <2 x i32 addrspace(3)*> %p, i32 4, <2 x i1> <i1 true, i1 true>)
  ret void
}
declare void @llvm.masked.scatter.v2i32.v2p3i32(<2 x i32>, <2 x i32 addrspace(3)*>, i32, <2 x i1>)
