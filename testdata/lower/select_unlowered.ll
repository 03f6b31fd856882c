; LLVM's memory operations the tool does not lower are refused by `select`,
; by name, at the line the user wrote (never skipped, to fail later in emit
; with a generic message). Each RUN keeps one function.
; RUN: sed -n '/^define void @memset(/,/^}/p;/^declare/p' %s > %t.memset.ll
; RUN: not visa-lower compile %t.memset.ll --platform xehpg --messages legacy 2>&1 | FileCheck %s --check-prefix=MEMSET
; RUN: sed -n '/^define void @memcpy(/,/^}/p;/^declare/p' %s > %t.memcpy.ll
; RUN: not visa-lower compile %t.memcpy.ll --platform gen9 2>&1 | FileCheck %s --check-prefix=MEMCPY
; RUN: sed -n '/^define <8 x i32> @expandload(/,/^}/p;/^declare/p' %s > %t.expand.ll
; RUN: not visa-lower compile %t.expand.ll --passes=select --emit llvm 2>&1 | FileCheck %s --check-prefix=EXPAND
; RUN: sed -n '/^define void @compressstore(/,/^}/p;/^declare/p' %s > %t.compress.ll
; RUN: not visa-lower compile %t.compress.ll --platform xehpc --messages legacy 2>&1 | FileCheck %s --check-prefix=COMPRESS
; RUN: sed -n '/^define void @vaarg(/,/^}/p;/^declare/p' %s > %t.vaarg.ll
; RUN: not visa-lower compile %t.vaarg.ll 2>&1 | FileCheck %s --check-prefix=VAARG

; MEMSET: select_unlowered.ll.memset.ll:2:3: error: select: `llvm.memset` is not supported: it is a memory operation the tool does not lower; supported: load, store, atomicrmw, cmpxchg, llvm.masked.gather/scatter/load/store and the message intrinsics (docs/input-contract.md)
define void @memset(i8 addrspace(1)* %p) {
  call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %p, i8 0, i64 16, i1 false)
  ret void
}

; MEMCPY: select_unlowered.ll.memcpy.ll:3:3: error: select: `llvm.memcpy` is not supported
define void @memcpy(i8 addrspace(1)* %p, i8 addrspace(1)* %q) {
  %v = load i8, i8 addrspace(1)* %q
  call void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* %p, i8 addrspace(1)* %q, i64 64, i1 false)
  ret void
}

; EXPAND: select_unlowered.ll.expand.ll:2:3: error: select: `llvm.masked.expandload` is not supported
define <8 x i32> @expandload(i32 addrspace(1)* %p, <8 x i1> %m) {
  %v = call <8 x i32> @llvm.masked.expandload.v8i32(i32 addrspace(1)* %p, <8 x i1> %m, <8 x i32> zeroinitializer)
  ret <8 x i32> %v
}

; COMPRESS: select_unlowered.ll.compress.ll:2:3: error: select: `llvm.masked.compressstore` is not supported
define void @compressstore(<8 x i32> %v, i32 addrspace(1)* %p, <8 x i1> %m) {
  call void @llvm.masked.compressstore.v8i32(<8 x i32> %v, i32 addrspace(1)* %p, <8 x i1> %m)
  ret void
}

; VAARG: select_unlowered.ll.vaarg.ll:2:3: error: select: `va_arg` is not supported
define void @vaarg(i8* %list) {
  %x = va_arg i8* %list, i32
  ret void
}

declare void @llvm.memset.p1i8.i64(i8 addrspace(1)*, i8, i64, i1)
declare void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)*, i8 addrspace(1)*, i64, i1)
declare <8 x i32> @llvm.masked.expandload.v8i32(i32 addrspace(1)*, <8 x i1>, <8 x i32>)
declare void @llvm.masked.compressstore.v8i32(<8 x i32>, i32 addrspace(1)*, <8 x i1>)
