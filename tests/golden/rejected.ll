; A rejected input for the golden error object (docs/json.md).
define void @k(i32 addrspace(5)* %p) {
  store i32 1, i32 addrspace(5)* %p
  ret void
}
