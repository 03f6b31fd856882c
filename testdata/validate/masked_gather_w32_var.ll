; A masked gather of 32 dwords from global memory, `src[idx[i]]`, under a
; mask the caller passes (a variable, not a constant): the lanes whose bit
; is clear take the pass-through value. The gathered vector is returned.
; Intel's compiler miscompiles masked gathers wider than 16 lanes
; (docs/igc-findings.md).
define <32 x i32> @masked_gather_w32_var(i32 addrspace(1)* %src, <32 x i32> %idx, <32 x i1> %m, <32 x i32> %pass) {
entry:
  %p = getelementptr i32, i32 addrspace(1)* %src, <32 x i32> %idx
  %g = call <32 x i32> @llvm.masked.gather.v32i32.v32p1i32(<32 x i32 addrspace(1)*> %p, i32 4, <32 x i1> %m, <32 x i32> %pass)
  ret <32 x i32> %g
}

declare <32 x i32> @llvm.masked.gather.v32i32.v32p1i32(<32 x i32 addrspace(1)*>, i32, <32 x i1>, <32 x i32>)
