; The input contract refuses a global variable (docs/input-contract.md):
; memory reaches a kernel through its arguments.
; launch: [args]
; refused: all
@g = global i32 7

define i32 @global() {
  %v = load i32, i32* @g
  ret i32 %v
}
