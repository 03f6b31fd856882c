; Legacy messages on binding-table surfaces at the surfaces' edges. Xe2 has
; no legacy data port and translates them to the `.bti` LSC forms (docs/lsc.md,
; "Xe2: legacy messages translated"); the other platforms run them as they
; are; both must give the reference's bytes. Surface 1 is 100 bytes (not a
; whole number of owords), surface %s (a run-time index, bti 2) 256 bytes.
;   %a: OWORD_LD of 2 owords at oword 5 (bytes 80..111; from 100 out of bounds)
;   %b: OWORD_LD_UNALIGNED of 1 oword at byte 92 (92..107)
;   %c: GATHER4_SCALED channels G and A (mask 10: one load_quad on Xe2) at
;       60 + off, lane 5 off (keeps %old2); from lane 2's A on, out of bounds
;   %d: GATHER_SCALED of 2 bytes at 4 + off (upper bytes keep %old); lane 7 at 100
; then OWORD_ST of %a at oword 0 and %b at oword 2 of %s, SCATTER4_SCALED
; channels R, B, A (mask 13: two messages on Xe2) of %c's G lanes, %d and
; %c's A lanes at 48 + 16i (lane 7 at 248: B and A past the end), and a
; DWORD atomic add on %s whose old values are returned (lane 4 at 256 and
; lane 5 at 1000 out of bounds return 0). The oword at 96 is partly outside
; surface 1: the legacy data port drops it whole, Xe2's LSC message reads
; its dwords inside, so the reference leaves those bytes undefined.
define <8 x i32> @bti_edges_w8(i32 %s, <8 x i32> %off, <8 x i32> %soff, <8 x i32> %aoff, <8 x i32> %old, <16 x i32> %old2) {
entry:
  %a = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 1, i32 5)
  %b = call <4 x i32> @llvm.genx.oword.ld.unaligned.v4i32(i32 0, i32 1, i32 92)
  %c = call <16 x i32> @llvm.genx.gather4.scaled.v16i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 true, i1 true>, i32 10, i16 0, i32 1, i32 60, <8 x i32> %off, <16 x i32> %old2)
  %d = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 1, i16 0, i32 1, i32 4, <8 x i32> %off, <8 x i32> %old)
  call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %a)
  call void @llvm.genx.oword.st.v4i32(i32 %s, i32 2, <4 x i32> %b)
  %dw = shufflevector <8 x i32> %d, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %cd = shufflevector <16 x i32> %c, <16 x i32> %dw, <24 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  call void @llvm.genx.scatter4.scaled.v8i1.v8i32.v24i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 13, i16 0, i32 %s, i32 48, <8 x i32> %soff, <24 x i32> %cd)
  %r = call <8 x i32> @llvm.genx.dword.atomic.add.v8i32.v8i1(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 %s, <8 x i32> %aoff, <8 x i32> <i32 1000, i32 1001, i32 1002, i32 1003, i32 1004, i32 1005, i32 1006, i32 1007>, <8 x i32> undef)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare <4 x i32> @llvm.genx.oword.ld.unaligned.v4i32(i32, i32, i32)
declare <16 x i32> @llvm.genx.gather4.scaled.v16i32.v8i1.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <16 x i32>)
declare <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i1.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
declare void @llvm.genx.oword.st.v4i32(i32, i32, <4 x i32>)
declare void @llvm.genx.scatter4.scaled.v8i1.v8i32.v24i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <24 x i32>)
declare <8 x i32> @llvm.genx.dword.atomic.add.v8i32.v8i1(<8 x i1>, i32, <8 x i32>, <8 x i32>, <8 x i32>)
