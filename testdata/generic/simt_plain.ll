; SIMT mode with a partial dispatch mask: a plain load or store moves every
; byte whatever the execution mask (as a block message does), so its
; per-lane messages run NoMask (the scalar load is a one-lane SVM_GATHER
; whose channel 0 is off at dispatch; the store an SVM_SCATTER of 16 lanes,
; 8 of them off at dispatch).
define <16 x i32> @simt_plain(<16 x i32> addrspace(1)* %src, <16 x i32> addrspace(1)* %dst, i32 addrspace(1)* %s) #0 {
entry:
  %v = load <16 x i32>, <16 x i32> addrspace(1)* %src, align 16
  %x = load i32, i32 addrspace(1)* %s, align 4
  %sp = insertelement <16 x i32> poison, i32 %x, i32 0
  %splat = shufflevector <16 x i32> %sp, <16 x i32> poison, <16 x i32> zeroinitializer
  %w = add <16 x i32> %v, %splat
  store <16 x i32> %w, <16 x i32> addrspace(1)* %dst, align 4
  ret <16 x i32> %w
}

attributes #0 = { "visa-simt"="true" }
