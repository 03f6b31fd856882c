; A load through a poison address: undefined behaviour (tests/it/cli.rs).
; Its launch spec is poison_address.spec.toml, not beside it as poison_address.toml:
; the harness (tests/it/e2e_verify.rs) would count it not verifiable, as it is.
define i32 @poison_address(ptr addrspace(1) %buf) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 poison
  %v = load i32, ptr addrspace(1) %p
  ret i32 %v
}
