; The passes in pipelines with LLVM's own: visa-lower-mem (select, then
; legalize) after instcombine, which drops the `add ..., zeroinitializer`,
; and before it, which keeps the padding lanes 24..31 of the second SIMD16
; piece disabled (it reads lane 24 of a vector whose lane 24 is `false`).
; opt verifies the module after every pass (-verify-each).
; RUN: opt -load-pass-plugin=%plugin -passes='function(instcombine),visa-lower-mem<gen9;messages=legacy>' -verify-each %s -S | FileCheck %s --check-prefixes=CHECK,FOLDED
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<xehpc;messages=legacy>,function(instcombine),visa-legalize<xehpc>' -verify-each %s -S | FileCheck %s --check-prefixes=CHECK,FOLDED
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<gen9;messages=legacy>,instcombine' -verify-each %s -S | FileCheck %s --check-prefixes=CHECK,AFTER
;
; LLVM 14 makes a pipeline that starts with a function pass a function
; pipeline, where no module pass fits; the plugin says how to write it.
; RUN: not opt -load-pass-plugin=%plugin -passes='instcombine,visa-lower-mem' %s -S 2>&1 | FileCheck %s --check-prefix=WRAP
;
; The passes have names in opt's instrumentation (-print-after, dumps).
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<messages=legacy>,visa-legalize' -print-after=visa-legalize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
; visa-lower-mem is the two passes, each with its name:
; RUN: opt -load-pass-plugin=%plugin -passes='visa-lower-mem<xehpg;messages=legacy>' -print-after=visa-legalize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

; CHECK-LABEL: define <24 x i32> @gather_24(
; CHECK-NEXT:    %v.addrs = ptrtoint <24 x i32 addrspace(1)*> %p to <24 x i64>
; CHECK-NEXT:    %m.0 = shufflevector <24 x i1> %m, <24 x i1> {{zeroinitializer|poison}}, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT:    %v.addrs.0 = shufflevector
; CHECK-NEXT:    %v.0 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.0, i32 0, <16 x i64> %v.addrs.0, <16 x i32> undef)
; FOLDED-NEXT:   %m.16 = shufflevector <24 x i1> %m, <24 x i1> zeroinitializer, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
; AFTER-NEXT:    %m.16 = shufflevector <24 x i1> %m, <24 x i1> <i1 false, {{.*}}>, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
; CHECK-NEXT:    %v.addrs.16 = shufflevector
; CHECK-NEXT:    %v.16 = call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(<16 x i1> %m.16, i32 0, <16 x i64> %v.addrs.16, <16 x i32> undef)
; CHECK-NEXT:    %v = shufflevector <16 x i32> %v.0, <16 x i32> %v.16, <24 x i32>
; CHECK-NEXT:    ret <24 x i32> %v
define <24 x i32> @gather_24(<24 x i32 addrspace(1)*> %p, <24 x i1> %m) {
  %v = call <24 x i32> @llvm.masked.gather.v24i32.v24p1i32(<24 x i32 addrspace(1)*> %p, i32 4, <24 x i1> %m, <24 x i32> undef)
  %w = add <24 x i32> %v, zeroinitializer
  ret <24 x i32> %w
}

declare <24 x i32> @llvm.masked.gather.v24i32.v24p1i32(<24 x i32 addrspace(1)*>, i32, <24 x i1>, <24 x i32>)

; WRAP: error: `visa-lower-mem` is a module pass, in a function pipeline here: LLVM 14 runs a pipeline that starts with a function pass as function passes; wrap those in `function(...)`, as in `function(instcombine),visa-lower-mem`
; WRAP-NEXT: opt: unknown function pass 'visa-lower-mem'

; DUMP-NOT: IR Dump After visa_passes::VisaSelectPass
; DUMP: *** IR Dump After visa_passes::VisaLegalizePass on [module] ***
; DUMP: call <16 x i32> @llvm.genx.svm.gather.v16i32.v16i1.v16i64(
; DUMP-NOT: IR Dump
