; No kernel: an internal function is a helper.
define internal void @helper(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}
