; Plain load/store in SLM: an oword-aligned <8 x i32> load is OWORD_LD (gen9:
; GATHER4_SCALED per dword, no OWORD on SLM there), a dword-aligned one
; OWORD_LD_UNALIGNED; the dword-aligned store is SCATTER4_SCALED; the i16
; load/store GATHER_SCALED/SCATTER_SCALED of 2 bytes.
define <8 x i32> @slm_load_store(<8 x i32> addrspace(3)* %a, <8 x i32> addrspace(3)* %b, i16 addrspace(3)* %h) {
entry:
  %v = load <8 x i32>, <8 x i32> addrspace(3)* %a, align 16
  %w = load <8 x i32>, <8 x i32> addrspace(3)* %b, align 4
  %s = add <8 x i32> %v, %w
  store <8 x i32> %s, <8 x i32> addrspace(3)* %b, align 4
  %x = load i16, i16 addrspace(3)* %h, align 2
  %y = add i16 %x, 7
  store i16 %y, i16 addrspace(3)* %h, align 2
  ret <8 x i32> %v
}
