; requires: LLVM 19
; atomicrmw fmax, fmin (LLVM 15), uinc_wrap and udec_wrap (LLVM 16) in
; global memory: lsc_atomic_fmax/fmin (d32; half as d16u32) and, for an
; all-ones bound, lsc_atomic_iinc/idec, each with the fences its ordering
; asks for. LangRef's maxnum/minnum: a NaN operand gives the other one.
; p holds 1.5, 1.5, NaN (0x7fc00000), 5.0, 0xffffffff, 0, half 1.0 (0x3c00)
; and -0.0 (0x80000000):
;   fmax(1.5, 2.0) = 2.0 (0x40000000); fmin(1.5, -3.0) = -3.0 (0xc0400000);
;   fmax(NaN, 4.0) = 4.0 (0x40800000); fmin(5.0, NaN) = 5.0;
;   uinc_wrap(0xffffffff, bound 0xffffffff) = 0 (old u>= bound);
;   udec_wrap(0, bound 0xffffffff) = 0xffffffff (old == 0 gives the bound);
;   fmin(half 1.0, half -2.0) = -2.0 (0xc000, bytes 26..27 stay 0);
;   fmax(-0.0, 1.0) = 1.0 (0x3f800000).
; dst gets the old values' bits: 0x3fc00000, 0x3fc00000, 0x7fc00000,
; 0x40a00000, 0xffffffff, 0, 0x3c00, 0x80000000.
; refused: gen9 xelp

define void @atomicrmw_fmax(ptr addrspace(1) noundef %p, ptr addrspace(1) noundef %dst) {
entry:
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 12
  %p4 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 20
  %p6 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 24
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 28
  %a = atomicrmw fmax ptr addrspace(1) %p, float 2.0 seq_cst, align 4
  %b = atomicrmw fmin ptr addrspace(1) %p1, float -3.0 acquire, align 4
  %c = atomicrmw fmax ptr addrspace(1) %p2, float 4.0 syncscope("agent") release, align 4
  %d = atomicrmw fmin ptr addrspace(1) %p3, float 0x7FF8000000000000 monotonic, align 4
  %e = atomicrmw uinc_wrap ptr addrspace(1) %p4, i32 -1 syncscope("workgroup") acq_rel, align 4
  %f = atomicrmw udec_wrap ptr addrspace(1) %p5, i32 -1 monotonic, align 4
  %g = atomicrmw fmin ptr addrspace(1) %p6, half 0xHC000 syncscope("subgroup") seq_cst, align 2
  %h = atomicrmw fmax ptr addrspace(1) %p7, float 1.0 syncscope("all_devices") seq_cst, align 4
  %gi = bitcast half %g to i16
  %gz = zext i16 %gi to i32
  %v0 = insertelement <8 x float> poison, float %a, i64 0
  %v1 = insertelement <8 x float> %v0, float %b, i64 1
  %v2 = insertelement <8 x float> %v1, float %c, i64 2
  %v3 = insertelement <8 x float> %v2, float %d, i64 3
  %vi = bitcast <8 x float> %v3 to <8 x i32>
  %w4 = insertelement <8 x i32> %vi, i32 %e, i64 4
  %w5 = insertelement <8 x i32> %w4, i32 %f, i64 5
  %w6 = insertelement <8 x i32> %w5, i32 %gz, i64 6
  %hi = bitcast float %h to i32
  %w7 = insertelement <8 x i32> %w6, i32 %hi, i64 7
  store <8 x i32> %w7, ptr addrspace(1) %dst, align 32
  ret void
}
