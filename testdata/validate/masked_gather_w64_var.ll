; A masked gather of 64 dwords from global memory, `src[idx[i]]`, under a
; mask the caller passes (a variable, not a constant): the lanes whose bit
; is clear take the pass-through value. The gathered vector is returned.
; Intel's compiler miscompiles masked gathers wider than 16 lanes
; (docs/igc-findings.md).
define <64 x i32> @masked_gather_w64_var(i32 addrspace(1)* %src, <64 x i32> %idx, <64 x i1> %m, <64 x i32> %pass) {
entry:
  %p = getelementptr i32, i32 addrspace(1)* %src, <64 x i32> %idx
  %g = call <64 x i32> @llvm.masked.gather.v64i32.v64p1i32(<64 x i32 addrspace(1)*> %p, i32 4, <64 x i1> %m, <64 x i32> %pass)
  ret <64 x i32> %g
}

declare <64 x i32> @llvm.masked.gather.v64i32.v64p1i32(<64 x i32 addrspace(1)*>, i32, <64 x i1>, <64 x i32>)
