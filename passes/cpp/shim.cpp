// The C++ side of visa-passes: what LLVM's C API does not offer (LLVM 14's,
// and the same on LLVM 19, where the API differs by LLVM_VERSION_MAJOR).
#include "llvm-c/Core.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/LLVMContext.h"
#include <cstring>
#include <vector>
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/Cloning.h"

// `n` host-endian integers of type `T` at `raw`, zero-extended into `out`.
template <typename T> static void read_lanes(const char *raw, uint64_t *out, unsigned n) {
  for (unsigned i = 0; i < n; ++i) {
    T lane;
    std::memcpy(&lane, raw + i * sizeof(T), sizeof(T));
    out[i] = lane;
  }
}

extern "C" {

// Inlines one call with LLVM's own inliner (the C API offers only the
// whole-module always-inliner). Returns null, or LLVM's reason for refusing.
// No lifetime markers: nothing after this lowers them.
// Each call the inlined body brings into the caller is handed to
// `each_call(context, call)`, in the callee's order, so that the caller
// never rescans the function for them.
const char *visa_passes_inline_call(LLVMValueRef call, void (*each_call)(void *, LLVMValueRef), void *context) {
  auto *site = llvm::dyn_cast<llvm::CallBase>(llvm::unwrap(call));
  if (!site)
    return "not a call";
  llvm::InlineFunctionInfo info;
#if LLVM_VERSION_MAJOR >= 15
  // LLVM 15 added MergeAttributes (the caller's attributes stay as they are).
  llvm::InlineResult result =
      llvm::InlineFunction(*site, info, /*MergeAttributes=*/false, nullptr, /*InsertLifetime=*/false);
#else
  llvm::InlineResult result = llvm::InlineFunction(*site, info, nullptr, /*InsertLifetime=*/false);
#endif
  if (!result.isSuccess())
    return result.getFailureReason();
  // Without a call graph, InlineFunction lists them here (scanning what it inlined).
  for (llvm::CallBase *inlined : info.InlinedCallSites)
    each_call(context, llvm::wrap(inlined));
  return nullptr;
}

// LLVM 14 parses `ptr` only in a context with opaque pointers, and the C API
// has no switch for it (LLVMContextSetOpaquePointers arrives in LLVM 15).
// Must be called before the context creates its first pointer type. From
// LLVM 17 on every context has opaque pointers only: nothing to do.
void visa_passes_enable_opaque_pointers(LLVMContextRef context) {
#if LLVM_VERSION_MAJOR < 17
  llvm::unwrap(context)->enableOpaquePointers();
#else
  (void)context;
#endif
}

// Poison-generating flags of an instruction or constant expression, which the
// LLVM 14 C API cannot read (LLVMGetNUW and friends arrive in LLVM 17):
// bit 0 nuw, bit 1 nsw, bit 2 exact; from LLVM 18 on, bit 3 `or disjoint`,
// bit 4 `nneg` (zext; uitofp from LLVM 19); from LLVM 19 on, `trunc nuw`
// and `trunc nsw` in bits 0 and 1. (`getelementptr` flags are not read.)
unsigned visa_passes_poison_flags(LLVMValueRef value) {
  llvm::Value *v = llvm::unwrap(value);
  unsigned flags = 0;
  if (auto *op = llvm::dyn_cast<llvm::OverflowingBinaryOperator>(v)) {
    flags |= op->hasNoUnsignedWrap() ? 1u : 0u;
    flags |= op->hasNoSignedWrap() ? 2u : 0u;
  }
  if (auto *op = llvm::dyn_cast<llvm::PossiblyExactOperator>(v))
    flags |= op->isExact() ? 4u : 0u;
#if LLVM_VERSION_MAJOR >= 18
  if (auto *op = llvm::dyn_cast<llvm::PossiblyDisjointInst>(v))
    flags |= op->isDisjoint() ? 8u : 0u;
  if (auto *op = llvm::dyn_cast<llvm::PossiblyNonNegInst>(v))
    flags |= op->hasNonNeg() ? 16u : 0u;
#endif
#if LLVM_VERSION_MAJOR >= 19
  if (auto *op = llvm::dyn_cast<llvm::TruncInst>(v)) {
    flags |= op->hasNoUnsignedWrap() ? 1u : 0u;
    flags |= op->hasNoSignedWrap() ? 2u : 0u;
  }
#endif
  return flags;
}

// The fast-math flags of a floating-point operation or call: bit 0 nnan,
// 1 ninf, 2 nsz, 3 arcp, 4 contract, 5 afn, 6 reassoc.
unsigned visa_passes_fast_math_flags(LLVMValueRef value) {
  llvm::Value *v = llvm::unwrap(value);
  auto *op = llvm::dyn_cast<llvm::FPMathOperator>(v);
  if (!op)
    return 0;
  llvm::FastMathFlags f = op->getFastMathFlags();
  return (f.noNaNs() ? 1u : 0u) | (f.noInfs() ? 2u : 0u) | (f.noSignedZeros() ? 4u : 0u) |
         (f.allowReciprocal() ? 8u : 0u) | (f.allowContract() ? 16u : 0u) | (f.approxFunc() ? 32u : 0u) |
         (f.allowReassoc() ? 64u : 0u);
}

// Reads the body of one function of a lazily loaded bitcode module (the C
// API reads all bodies or none). Returns null, or LLVM's error as a string
// for LLVMDisposeMessage.
char *visa_passes_materialize(LLVMValueRef function) {
  auto *f = llvm::dyn_cast<llvm::Function>(llvm::unwrap(function));
  if (!f)
    return strdup("not a function");
  if (llvm::Error error = f->materialize())
    return strdup(llvm::toString(std::move(error)).c_str());
  return nullptr;
}

// Builds `shufflevector a, b, mask` named `name` before the builder's
// position, from the mask's integers (-1: an undef lane). The C API takes
// the mask as a constant vector, which LLVM 14 decodes back into integers
// before building (and the instruction then rebuilds its own constant).
LLVMValueRef visa_passes_build_shuffle(LLVMBuilderRef builder, LLVMValueRef a, LLVMValueRef b, const int *mask,
                                       size_t mask_len, const char *name, size_t name_len) {
  return llvm::wrap(llvm::unwrap(builder)->CreateShuffleVector(
      llvm::unwrap(a), llvm::unwrap(b), llvm::ArrayRef<int>(mask, mask_len), llvm::StringRef(name, name_len)));
}

// Moves `from`'s name to `to` (LLVM's takeName: within one function the
// symbol table entry itself moves, with no look-up and no copy).
void visa_passes_take_name(LLVMValueRef to, LLVMValueRef from) {
  llvm::unwrap(to)->takeName(llvm::unwrap(from));
}

// Whether instruction `a` comes before instruction `b` of the same block.
// LLVM numbers a block's instructions on the first such question and keeps
// the numbers until the block changes.
int visa_passes_comes_before(LLVMValueRef a, LLVMValueRef b) {
  auto *x = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(a));
  auto *y = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(b));
  return x && y && x->getParent() && x->getParent() == y->getParent() && x->comesBefore(y);
}

// Lane `i` of an integer ConstantDataVector, zero-extended, into `*out`
// (what LLVMGetElementAsConstant and LLVMConstIntGetZExtValue give, without
// making a ConstantInt per lane); 0 when `c` is not one or has no lane `i`.
int visa_passes_data_vector_int_lane(LLVMValueRef c, unsigned i, uint64_t *out) {
  auto *data = llvm::dyn_cast<llvm::ConstantDataVector>(llvm::unwrap(c));
  if (!data || !data->getElementType()->isIntegerTy() || i >= data->getNumElements())
    return 0;
  *out = data->getElementAsInteger(i);
  return 1;
}

// Every lane of an integer ConstantDataVector of `n` lanes, zero-extended,
// into `out` (room for `n`): one call per constant rather than per lane.
// 0, and nothing written, for another value or another lane count.
int visa_passes_data_vector_int_lanes(LLVMValueRef c, uint64_t *out, unsigned n) {
  auto *data = llvm::dyn_cast<llvm::ConstantDataVector>(llvm::unwrap(c));
  if (!data || !data->getElementType()->isIntegerTy() || data->getNumElements() != n)
    return 0;
  // The lanes as LLVM stores them, host-endian integers of 1, 2, 4 or 8
  // bytes (the only integer element types a ConstantDataVector has): what
  // getElementAsInteger reads, without its per-lane switch on the type.
  const char *raw = data->getRawDataValues().data();
  switch (data->getElementByteSize()) {
  case 1:
    read_lanes<uint8_t>(raw, out, n);
    return 1;
  case 2:
    read_lanes<uint16_t>(raw, out, n);
    return 1;
  case 4:
    read_lanes<uint32_t>(raw, out, n);
    return 1;
  case 8:
    read_lanes<uint64_t>(raw, out, n);
    return 1;
  default:
    for (unsigned i = 0; i < n; ++i)
      out[i] = data->getElementAsInteger(i);
    return 1;
  }
}


// The engines' hottest readers, one call each where the C API needs a
// class test first (the reference interpreter asks them per instruction
// it runs). Null for a value of another class or an index out of range.
LLVMValueRef visa_passes_operand(LLVMValueRef v, unsigned i) {
  auto *user = llvm::dyn_cast<llvm::User>(llvm::unwrap(v));
  return user && i < user->getNumOperands() ? llvm::wrap(user->getOperand(i)) : nullptr;
}

// What a check of a direct call reads, in one crossing (a call of an LSC
// intrinsic has a dozen operands, each a few crossings through the C API):
// the callee, when `v` is a `call` of a function of the type it calls
// through, not variadic, with `args` arguments; and its operands
// `indices[0..n]` into `out`. Null (and `out` partly written) otherwise, or
// when an index is not below the operand count or names a basic block.
LLVMValueRef visa_passes_call_form(LLVMValueRef v, unsigned args, const unsigned *indices, unsigned n,
                                   LLVMValueRef *out) {
  auto *call = llvm::dyn_cast<llvm::CallInst>(llvm::unwrap(v));
  if (!call)
    return nullptr;
  auto *callee = llvm::dyn_cast_or_null<llvm::Function>(call->getCalledOperand());
  if (!callee || callee->getFunctionType() != call->getFunctionType() || callee->isVarArg() ||
      call->arg_size() != args)
    return nullptr;
  unsigned count = call->getNumOperands();
  for (unsigned k = 0; k < n; ++k) {
    if (indices[k] >= count)
      return nullptr;
    llvm::Value *op = call->getOperand(indices[k]);
    if (!op || llvm::isa<llvm::BasicBlock>(op))
      return nullptr;
    out[k] = llvm::wrap(op);
  }
  return llvm::wrap(callee);
}

LLVMValueRef visa_passes_next_instruction(LLVMValueRef v) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(v));
  return inst ? llvm::wrap(inst->getNextNode()) : nullptr;
}

LLVMBasicBlockRef visa_passes_successor(LLVMValueRef v, unsigned i) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(v));
  return inst && inst->isTerminator() && i < inst->getNumSuccessors() ? llvm::wrap(inst->getSuccessor(i)) : nullptr;
}

}

// The input's positions as `!dbg` locations, one call per
// function. `insts[i]` gets line `lines[i]`, column `cols[i]` in `scope`,
// or, where `first[i] < i`, the node `insts[first[i]]` got (a function's
// repeated positions share one node, as LLVM's uniquing shares them).
// `distinct`: the nodes are made distinct, skipping LLVM's uniquing table
// (a hash, a probe and an insert per node); otherwise uniqued, as
// `LLVMDIBuilderCreateDebugLocation` makes them (printed IR tells them apart).
extern "C" void visa_passes_set_locations(LLVMValueRef *insts, const unsigned *lines, const unsigned *cols,
                                          const unsigned *first, size_t n, LLVMMetadataRef scope, int distinct) {
  if (n == 0)
    return;
  auto *in_scope = llvm::unwrap(scope);
  llvm::LLVMContext &context = llvm::unwrap<llvm::Instruction>(insts[0])->getContext();
  std::vector<llvm::DILocation *> made(n, nullptr);
  for (size_t i = 0; i < n; ++i) {
    llvm::DILocation *at = first[i] < i ? made[first[i]] : nullptr;
    if (!at)
      at = distinct ? llvm::DILocation::getDistinct(context, lines[i], cols[i], in_scope)
                    : llvm::DILocation::get(context, lines[i], cols[i], in_scope);
    made[i] = at;
    llvm::unwrap<llvm::Instruction>(insts[i])->setDebugLoc(llvm::DebugLoc(at));
  }
}
