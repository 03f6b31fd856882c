; TYPED_ATOMIC PREDEC (this project's llvm.visa.typed.atomic.predec) is
; legalized like every typed atomic, and runs on the emulator, but vISA text
; cannot spell it for Intel's assembler (its grammar, like the spec's, has no
; PREDEC): `compile` refuses to write it as text, at the call, after the
; platform's own refusal (Xe-HPC has no TYPED_ATOMIC). TEXT checks the
; position; the VISA-ERR lines are generated.
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform gen9 2>&1 | FileCheck %s --check-prefixes=TA
; RUN: visa-lower compile %s --passes=legalize --verify-each --emit llvm --platform xehpg 2>&1 | FileCheck %s --check-prefixes=TA
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefix=TEXT
; RUN: visa-lower compile %s --platform xehpg --emit isa -o %t.isa
; RUN: not visa-lower compile %s --platform gen9 2>&1 | FileCheck %s --check-prefix=VISA-ERR-GEN9
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s --check-prefix=VISA-ERR-XELP
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s --check-prefix=VISA-ERR-XEHPG
; RUN: not visa-lower compile %s --platform xehpc 2>&1 | FileCheck %s --check-prefix=VISA-ERR-XEHPC

; predec (this project's llvm.visa.typed.atomic.predec), one coordinate
; vector for all four: its slice is built once per piece.
; TA-LABEL: define <16 x i32> @predec_16(
; TA-NEXT:    %m.0 = shufflevector <16 x i1> %m, <16 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %u.0 = shufflevector <16 x i32> %u, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; TA-NEXT:    %x.0 = call <8 x i32> @llvm.visa.typed.atomic.predec.v8i32.v8i1.v8i32(<8 x i1> %m.0, i32 %surface, <8 x i32> %u.0, <8 x i32> %u.0, <8 x i32> %u.0, <8 x i32> %u.0)
; TA-NEXT:    %m.8 = shufflevector <16 x i1> %m, <16 x i1> zeroinitializer, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %u.8 = shufflevector <16 x i32> %u, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; TA-NEXT:    %x.8 = call <8 x i32> @llvm.visa.typed.atomic.predec.v8i32.v8i1.v8i32(<8 x i1> %m.8, i32 %surface, <8 x i32> %u.8, <8 x i32> %u.8, <8 x i32> %u.8, <8 x i32> %u.8)
; TA-NEXT:    %x = shufflevector <8 x i32> %x.0, <8 x i32> %x.8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
define <16 x i32> @predec_16(<16 x i1> %m, i32 %surface, <16 x i32> %u) {
  %x = call <16 x i32> @llvm.visa.typed.atomic.predec.v16i32.v16i1.v16i32(<16 x i1> %m, i32 %surface, <16 x i32> %u, <16 x i32> %u, <16 x i32> %u, <16 x i32> %u)
  ret <16 x i32> %x
}

declare <16 x i32> @llvm.visa.typed.atomic.predec.v16i32.v16i1.v16i32(<16 x i1>, i32, <16 x i32>, <16 x i32>, <16 x i32>, <16 x i32>)

; TEXT: legalize_typed_atomic_predec.ll:27:3: error: TYPED_ATOMIC PREDEC cannot be written as vISA text: Intel's assembler has no spelling for it (it reads typed_atomic.add|sub|inc|dec|min|max|xchg|cmpxchg|and|or|xor|minsint|maxsint|fmax|fmin|fcmpwr); `--emit isa` and `run` take it, or use `typed.atomic.dec` (which returns the old value)

; VISA-ERR-GEN9: error: TYPED_ATOMIC PREDEC cannot be written as vISA text: Intel's assembler has no spelling for it (it reads typed_atomic.add|sub|inc|dec|min|max|xchg|cmpxchg|and|or|xor|minsint|maxsint|fmax|fmin|fcmpwr); `--emit isa` and `run` take it, or use `typed.atomic.dec` (which returns the old value)
; VISA-ERR-XELP: error: TYPED_ATOMIC PREDEC cannot be written as vISA text: Intel's assembler has no spelling for it (it reads typed_atomic.add|sub|inc|dec|min|max|xchg|cmpxchg|and|or|xor|minsint|maxsint|fmax|fmin|fcmpwr); `--emit isa` and `run` take it, or use `typed.atomic.dec` (which returns the old value)
; VISA-ERR-XEHPG: error: TYPED_ATOMIC PREDEC cannot be written as vISA text: Intel's assembler has no spelling for it (it reads typed_atomic.add|sub|inc|dec|min|max|xchg|cmpxchg|and|or|xor|minsint|maxsint|fmax|fmin|fcmpwr); `--emit isa` and `run` take it, or use `typed.atomic.dec` (which returns the old value)
; VISA-ERR-XEHPC: error: legalize: TYPED_ATOMIC (`llvm.genx.typed.atomic.predec`) is not available on xehpc
