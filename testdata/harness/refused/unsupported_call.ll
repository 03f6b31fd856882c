; The input contract refuses a call to a function that is neither defined
; in the module (to inline) nor an intrinsic the tool lowers.
; launch: [args]
; refused: all
declare i32 @elsewhere(i32)

define i32 @unsupported_call() {
  %v = call i32 @elsewhere(i32 3)
  ret i32 %v
}
