; A pass's error inside opt is the CLI's diagnostic: file:line:col, the
; source line and a caret. The plugin re-reads the file opt was given (the
; module identifier) for the position; opt exits 1 and, like the CLI, leaves
; no partial output file.
; RUN: rm -f %t.out
; RUN: opt -load-pass-plugin=%plugin -passes='visa-select<messages=legacy>' %s -o %t.out 2> %t.err; test $? = 1
; RUN: test ! -e %t.out
; RUN: FileCheck %s --input-file=%t.err --check-prefix=FILE
; RUN: not visa-lower compile %s --passes=select --messages legacy --emit llvm 2>&1 | FileCheck %s --check-prefix=FILE
;
; Without the file (a pipe), the instruction's !dbg location is used; without
; that too, the function and instruction are named, as the CLI does for bitcode.
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-lower-mem<messages=legacy>' -S < %s 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: sed 's/, !dbg ![0-9]*//' %s > %t.nodbg.ll
; RUN: not opt -load-pass-plugin=%plugin -passes='visa-lower-mem<messages=legacy>' -S < %t.nodbg.ll 2>&1 | FileCheck %s --check-prefix=NAMED
;
; When the module no longer matches the file line for line (instcombine
; first deletes %dead: the position by index would point one line off), the
; instruction's line is found by what names it: its name, or for an unnamed
; call its callee (the only unnamed call of it, as in the file).
; RUN: not opt -load-pass-plugin=%plugin -passes='function(instcombine),visa-select<messages=legacy>' %s -S 2>&1 | FileCheck %s --check-prefix=FILE
; RUN: not opt -load-pass-plugin=%plugin -passes='function(instcombine),visa-select<messages=legacy>' %t.nodbg.ll -S 2>&1 | FileCheck %s --check-prefix=CHANGED

define void @i24_scatter(<8 x i24 addrspace(1)*> %p, <8 x i1> %m, <8 x i24> %d) !dbg !5 {
  %dead = add i32 0, 1
; FILE: diagnostics.ll:[[@LINE+5]]:3: error: select: llvm.masked.scatter of i24 to global memory with align 4 is not supported: 3 bytes per lane at this alignment need 3 blocks of 1 byte, and SVM_SCATTER writes 1, 2 or 4 blocks of 1, 4 or 8 bytes, or 8 blocks of 4 bytes
; FILE-NEXT: {{^  call void @llvm.masked.scatter.v8i24.v8p1i24\(}}
; FILE-NEXT: {{^  \^$}}
; DBG: {{^}}kernel.cl:12:5: error: select: llvm.masked.scatter of i24 to global memory with align 4 is not supported:
; DBG-NEXT: note: instruction: call void @llvm.masked.scatter.v8i24.v8p1i24(<8 x i24> %d, <8 x i24 addrspace(1)*> %p, i32 4, <8 x i1> %m), !dbg
  call void @llvm.masked.scatter.v8i24.v8p1i24(<8 x i24> %d, <8 x i24 addrspace(1)*> %p, i32 4, <8 x i1> %m), !dbg !8
  ret void, !dbg !9
}

; NAMED: {{^}}error: <stdin>: in @i24_scatter, instruction #1: select: llvm.masked.scatter of i24 to global memory with align 4 is not supported
; NAMED-NEXT: {{^}}note: instruction: call void @llvm.masked.scatter.v8i24.v8p1i24(<8 x i24> %d, <8 x i24 addrspace(1)*> %p, i32 4, <8 x i1> %m){{$}}
; CHANGED: {{^}}{{.*}}.nodbg.ll:[[@LINE-6]]:3: error: select: llvm.masked.scatter of i24 to global memory

declare void @llvm.masked.scatter.v8i24.v8p1i24(<8 x i24>, <8 x i24 addrspace(1)*>, i32, <8 x i1>)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernel.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "global_scatter", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 12, column: 5, scope: !5)
!9 = !DILocation(line: 13, column: 1, scope: !5)
