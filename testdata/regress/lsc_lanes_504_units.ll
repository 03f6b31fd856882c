; Regression (found by visa-lower fuzz, seed 1 cases c5347 and c8712 on mtl,
; `store <63 x ptr> zeroinitializer, align 1` and `load <63 x i64>, align 1`):
; 504 bytes at align 1 are 504 d8u32 lanes, and select built the whole access
; as one LSC call whose a64 addresses, <504 x i64>, no vISA variable holds
; (less than 4096 bytes): compile failed with an unexpected error. select now
; builds calls of at most 256 units, whole elements each; legalize still splits
; them into the access's lower bound of messages (32 at 16 lanes, 16 at 32).
; Dwords here, so that the legacy messages (4 blocks of 1 byte) take it too.
define void @k(ptr addrspace(1) %buf0, ptr addrspace(1) %buf1) {
entry:
  %src = getelementptr i8, ptr addrspace(1) %buf0, i64 153
  %v = load <126 x i32>, ptr addrspace(1) %src, align 1
  %dst = getelementptr i8, ptr addrspace(1) %buf1, i64 3
  store <126 x i32> %v, ptr addrspace(1) %dst, align 1
  %q = getelementptr i8, ptr addrspace(1) %buf0, i64 409
  store <126 x i32> zeroinitializer, ptr addrspace(1) %q, align 1
  ret void
}
