; 16-bit atomicrmw and cmpxchg: the 16-bit forms of SVM_ATOMIC and DWORD_ATOMIC
; (llvm.visa.{svm,dword}.atomic16, data in the low half of i32 lanes) on xelp,
; d16u32 LSC atomics on the platforms with LSC; gen9 has none and is refused
; naming the platforms that have them.
define i16 @atomics16(i16 addrspace(1)* %p, i16 addrspace(3)* %s) {
  %a = atomicrmw add i16 addrspace(1)* %p, i16 3 seq_cst
  %b = atomicrmw max i16 addrspace(3)* %s, i16 -9 seq_cst
  %x = cmpxchg i16 addrspace(1)* %p, i16 1, i16 77 seq_cst seq_cst
  %x0 = extractvalue { i16, i1 } %x, 0
  %c = add i16 %a, %b
  %d = add i16 %c, %x0
  ret i16 %d
}

; refused: gen9
