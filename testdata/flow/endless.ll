; endless: a loop that never ends (its exit condition is never true). Every
; engine reports it out of budget; the launch spec sets a small budget.

define i32 @endless(i32 %x) {
entry:
  br label %spin

spin:
  %i = phi i32 [ %x, %entry ], [ %j, %spin ]
  %j = or i32 %i, 1
  %stop = icmp eq i32 %j, 0
  br i1 %stop, label %out, label %spin

out:
  ret i32 %j
}
