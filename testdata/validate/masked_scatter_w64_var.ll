; A masked scatter of 64 dwords to global memory under a mask the caller
; passes (a variable): the dwords of lanes whose bit is clear keep their
; value. Intel's compiler miscompiles masked scatters wider than 16 lanes
; (docs/igc-findings.md).
define void @masked_scatter_w64_var(<64 x i32 addrspace(1)*> %p, <64 x i1> %m, <64 x i32> %v) {
entry:
  call void @llvm.masked.scatter.v64i32.v64p1i32(<64 x i32> %v, <64 x i32 addrspace(1)*> %p, i32 4, <64 x i1> %m)
  ret void
}

declare void @llvm.masked.scatter.v64i32.v64p1i32(<64 x i32>, <64 x i32 addrspace(1)*>, i32, <64 x i1>)
