; Refusals of `run --engine reference` (tests/it/cli.rs): every one, once,
; in the order `compile` gives: @k's instructions in order, @helper's at
; its call (where the inliner puts them); the add reads the refused call's
; result and is not reported.
define internal i32 @helper(i32 %x) {
  %y = call i32 @ext(i32 %x)
  ret i32 %y
}

define i32 @k(i32 %x) {
  %a = call i32 @ext(i32 %x)
  %b = add i32 %a, 1
  call void asm sideeffect "nop", ""()
  %h = call i32 @helper(i32 %x)
  ret i32 %h
}

declare i32 @ext(i32)
