; atomicrmw fadd and fsub of float in global memory: lsc_atomic_fadd/fsub
; (d32, .ugm) where the platform has LSC; no legacy message adds floats.
; p holds the f32 bits 0x40100000 (2.25), 0x3f800000 (1.0), 0x3f800001
; (1 + 2^-23). 2.25 + 1.5 = 3.75 (0x40700000); 1.0 - 0.5 = 0.5
; (0x3f000000); 1 + 2^-23 + 2^-24 is a tie, rounded to even: 1 + 2^-22
; (0x3f800002). Returned: the old values' sum, 2.25 + 1.0 = 3.25, plus
; 1 + 2^-23 rounds to 4.25 (0x40880000).
define float @atomicrmw_fadd(float addrspace(1)* %p) {
entry:
  %a = atomicrmw fadd float addrspace(1)* %p, float 1.5 seq_cst
  %q = getelementptr float, float addrspace(1)* %p, i64 1
  %b = atomicrmw fsub float addrspace(1)* %q, float 0.5 monotonic
  %t = getelementptr float, float addrspace(1)* %p, i64 2
  %c = atomicrmw fadd float addrspace(1)* %t, float 0x3E70000000000000 seq_cst
  %s = fadd float %a, %b
  %r = fadd float %s, %c
  ret float %r
}

; refused: gen9 xelp
