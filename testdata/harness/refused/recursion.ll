; The input contract refuses recursion: calls are inlined, and a
; recursive one cannot be.
; launch: [args]
; refused: all
define internal i32 @down(i32 %x) {
entry:
  %zero = icmp eq i32 %x, 0
  br i1 %zero, label %done, label %again
again:
  %y = sub i32 %x, 1
  %r = call i32 @down(i32 %y)
  br label %done
done:
  %v = phi i32 [ 0, %entry ], [ %r, %again ]
  ret i32 %v
}

define i32 @recursion() {
  %v = call i32 @down(i32 3)
  ret i32 %v
}
