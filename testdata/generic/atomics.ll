; atomicrmw and cmpxchg: SVM_ATOMIC in global memory, DWORD_ATOMIC in SLM
; on gen9 and xelp, one-lane LSC atomics (lsc_atomic_<op>) on the platforms
; with LSC; cmpxchg's pair is read by extractvalue (old value, success). The
; i64 umax needs 64-bit SVM_ATOMIC: refused on gen9 naming the platforms
; that have it.
define i32 @atomics(i32 addrspace(1)* %g, i64 addrspace(1)* %g64, i32 addrspace(3)* %s, float addrspace(3)* %f) {
entry:
  %a = atomicrmw add i32 addrspace(1)* %g, i32 5 seq_cst
  %b = atomicrmw umax i64 addrspace(1)* %g64, i64 77 monotonic
  %c = cmpxchg i32 addrspace(3)* %s, i32 8, i32 99 seq_cst seq_cst
  %c0 = extractvalue { i32, i1 } %c, 0
  %c1 = extractvalue { i32, i1 } %c, 1
  %z = zext i1 %c1 to i32
  %d = atomicrmw xchg float addrspace(3)* %f, float 2.5 seq_cst
  %e = atomicrmw min i32 addrspace(3)* %s, i32 -3 seq_cst
  %t = trunc i64 %b to i32
  %di = bitcast float %d to i32
  %r0 = add i32 %a, %t
  %r1 = add i32 %r0, %c0
  %r2 = add i32 %r1, %z
  %r3 = add i32 %r2, %di
  %r4 = add i32 %r3, %e
  ret i32 %r4
}

; refused: gen9
