; atomicrmw fadd of double in global memory: lsc_atomic_fadd d64, which
; xehpc and xe2 have (IGC: GlobalAtomicAddF64). p holds 1.0 and 3.0:
; 1.0 + 0.25 = 1.25, 3.0 - 0.5 = 2.5; returned 1.0 + 3.0 = 4.0.
define double @atomicrmw_fadd64(double addrspace(1)* %p) {
entry:
  %a = atomicrmw fadd double addrspace(1)* %p, double 0.25 seq_cst
  %q = getelementptr double, double addrspace(1)* %p, i64 1
  %b = atomicrmw fsub double addrspace(1)* %q, double 0.5 seq_cst
  %r = fadd double %a, %b
  ret double %r
}

; refused: gen9 xelp xehpg mtl
