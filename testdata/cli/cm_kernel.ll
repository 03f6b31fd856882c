; A CM kernel ("CMGenxMain") after an unmarked function and an internal helper:
; @cmk is the one kernel, and run picks it (tests/it/cli.rs).
define internal void @helper(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}
define void @plain(ptr addrspace(1) %p) {
  ret void
}
define dllexport void @cmk(ptr addrspace(1) %p) #1 {
  call void @helper(ptr addrspace(1) %p)
  ret void
}
attributes #1 = { "CMGenxMain" }
