; A masked scatter of 32 dwords to global memory under a mask the caller
; passes (a variable): the dwords of lanes whose bit is clear keep their
; value. Intel's compiler miscompiles masked scatters wider than 16 lanes
; (docs/igc-findings.md).
define void @masked_scatter_w32_var(<32 x i32 addrspace(1)*> %p, <32 x i1> %m, <32 x i32> %v) {
entry:
  call void @llvm.masked.scatter.v32i32.v32p1i32(<32 x i32> %v, <32 x i32 addrspace(1)*> %p, i32 4, <32 x i1> %m)
  ret void
}

declare void @llvm.masked.scatter.v32i32.v32p1i32(<32 x i32>, <32 x i32 addrspace(1)*>, i32, <32 x i1>)
