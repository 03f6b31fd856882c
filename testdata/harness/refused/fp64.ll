; The platform refuses: xelp and xehpg have no FP64 (the platform table's
; `fp64`), so a double add is refused there (it runs on gen9 and xehpc).
; The harness test runs this folder on xelp and xehpg.
; launch: [args]
; refused: xelp xehpg
define double @fp64() {
  %v = fadd double 1.5, 2.25
  ret double %v
}
