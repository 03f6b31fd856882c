// The C++ side of visa-passes: what LLVM 14's C API does not offer.
#include "llvm-c/Core.h"
#include "llvm/IR/LLVMContext.h"

extern "C" {

// LLVM 14 parses `ptr` only in a context with opaque pointers, and the C API
// has no switch for it (LLVMContextSetOpaquePointers arrives in LLVM 15).
// Must be called before the context creates its first pointer type.
void visa_passes_enable_opaque_pointers(LLVMContextRef context) {
  llvm::unwrap(context)->enableOpaquePointers();
}

}
