; A 16-bit cmpxchg in SLM becomes a 16-bit DWORD_ATOMIC CMPXCHG, which vISA
; text cannot carry: Intel's assembler reads the operation with its 16-bit
; bit set as no CMPXCHG and then requires src1 to be %null ("src1 in
; ISA_DWORD_ATOMIC inst must be V0 for non CMPXCHG operations"). `compile`
; refuses the text at the cmpxchg itself (not at the 32-bit one in SLM or
; the 16-bit one in global memory, an SVM_ATOMIC, before it), after the
; platform's own refusal (gen9 has no 16-bit DWORD_ATOMIC); the binary
; form takes it.
; RUN: not visa-lower compile %s --platform xelp 2>&1 | FileCheck %s
; RUN: not visa-lower compile %s --platform xehpg 2>&1 | FileCheck %s
; RUN: not visa-lower compile %s --platform xehpc 2>&1 | FileCheck %s
; RUN: not visa-lower compile %s --platform gen9 2>&1 | FileCheck %s --check-prefix=GEN9
; RUN: visa-lower compile %s --platform xehpg --emit isa -o %t.isa
define i16 @cmpxchg16_slm(i32 addrspace(3)* %w, i16 addrspace(1)* %g, i16 addrspace(3)* %s) {
  %a = cmpxchg i32 addrspace(3)* %w, i32 1, i32 77 seq_cst seq_cst
  %b = cmpxchg i16 addrspace(1)* %g, i16 1, i16 77 seq_cst seq_cst
  %c = cmpxchg i16 addrspace(3)* %s, i16 1, i16 77 seq_cst seq_cst
  %v = extractvalue { i16, i1 } %c, 0
  ret i16 %v
}
; CHECK: text_cmpxchg16_slm.ll:[[@LINE-4]]:3: error: a 16-bit cmpxchg in SLM becomes a 16-bit DWORD_ATOMIC CMPXCHG, which cannot be written as vISA text: Intel's assembler reads the 16-bit operation as none it knows and then requires src1 to be %null (README decision 20); `--emit isa` and `run` take it
; CHECK-NEXT: {{^}}  %c = cmpxchg i16 addrspace(3)* %s, i16 1, i16 77 seq_cst seq_cst
; CHECK-NOT: error
; GEN9: text_cmpxchg16_slm.ll:[[@LINE-8]]:3: error: select: cmpxchg of i16 in global memory with align 2 is not supported on gen9
