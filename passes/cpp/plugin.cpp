// Registers visa-dead-loads, visa-gep-offsets, visa-select, visa-legalize, visa-lower-mem, visa-promote and visa-svm-channels with LLVM's pass
// builder (opt -load-pass-plugin; LLVM 14's or 19's, the same API here). Parsing names and running the passes is
// Rust's (passes/src/plugin.rs); this file adapts them to the new pass manager.
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <string>

#define VISA_STRINGIFY_(x) #x
#define VISA_STRINGIFY(x) VISA_STRINGIFY_(x)

extern "C" {
int visa_passes_plugin_parse(const char *name, size_t len, char **error);
int visa_passes_plugin_run(LLVMModuleRef module, const char *name, size_t len, char **error);
void visa_passes_plugin_free(char *s);
}

namespace visa_passes {
// visa_passes_plugin_parse returns Failed, NotOurs, or FirstPass + the index
// of the pass in Names; visa_passes_plugin_run returns Ok or Failed.
enum Status { Failed = -1, NotOurs = 0, Ok = 1, FirstPass = 1 };
const char *const Names[] = {"visa-select",     "visa-legalize", "visa-lower-mem",
                             "visa-dead-loads", "visa-promote",  "visa-svm-channels",
                             "visa-gep-offsets"};

std::string take(char *s) {
  std::string text = s ? s : "";
  visa_passes_plugin_free(s);
  return text;
}

// A pass's error (the diagnostic `visa-lower compile` prints), for the host.
struct PassDiagnostic : llvm::DiagnosticInfo {
  const std::string &Text;
  explicit PassDiagnostic(const std::string &Text)
      : DiagnosticInfo(kind(), llvm::DS_Error), Text(Text) {}
  static int kind() {
    static const int Kind = llvm::getNextAvailablePluginDiagnosticKind();
    return Kind;
  }
  void print(llvm::DiagnosticPrinter &DP) const override { DP << Text; }
};

// A host with a diagnostic handler (a compiler driver) gets the error as any
// LLVM error. opt has none: LLVM would print "error: " before our
// "file:line:col: error: ..." and exit(1); print it as the CLI does instead,
// then fail as LLVM does, removing the output files opt registered.
void report(llvm::LLVMContext &C, const std::string &Text) {
  PassDiagnostic D(Text);
  // The handler is the context's own object; diagnose() calls it the same way.
  auto *Handler = const_cast<llvm::DiagnosticHandler *>(C.getDiagHandlerPtr());
  if (Handler && Handler->handleDiagnostics(D))
    return;
  llvm::errs() << Text << "\n";
  llvm::errs().flush();
  llvm::sys::RunInterruptHandlers();
  std::exit(1);
}

// One class per pass: opt's -print-after=visa-legalize and its dumps use it.
template <typename Derived> struct VisaPass : llvm::PassInfoMixin<Derived> {
  std::string Element; // the pipeline element, parameters included
  explicit VisaPass(llvm::StringRef Element) : Element(Element.str()) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    char *error = nullptr;
    if (visa_passes_plugin_run(llvm::wrap(&M), Element.data(), Element.size(), &error) != Ok)
      report(M.getContext(), take(error));
    return llvm::PreservedAnalyses::none();
  }
  // Lowering, not optimisation: never skipped (optnone, opt-bisect).
  static bool isRequired() { return true; }
};
struct VisaDeadLoadsPass : VisaPass<VisaDeadLoadsPass> { using VisaPass::VisaPass; };
struct VisaSelectPass : VisaPass<VisaSelectPass> { using VisaPass::VisaPass; };
struct VisaLegalizePass : VisaPass<VisaLegalizePass> { using VisaPass::VisaPass; };
struct VisaPromotePass : VisaPass<VisaPromotePass> { using VisaPass::VisaPass; };
struct VisaSvmChannelsPass : VisaPass<VisaSvmChannelsPass> { using VisaPass::VisaPass; };
struct VisaGepOffsetsPass : VisaPass<VisaGepOffsetsPass> { using VisaPass::VisaPass; };
} // namespace visa_passes

// What a pass does with an error, for tests of the host-handler path.
extern "C" void visa_passes_report(LLVMContextRef C, const char *Text) {
  visa_passes::report(*llvm::unwrap(C), Text);
}

extern "C" void visa_passes_register(llvm::PassBuilder &PB) {
  using namespace visa_passes;
  if (auto *PIC = PB.getPassInstrumentationCallbacks()) {
    PIC->addClassToPassName(VisaSelectPass::name(), Names[0]);
    PIC->addClassToPassName(VisaLegalizePass::name(), Names[1]);
    PIC->addClassToPassName(VisaDeadLoadsPass::name(), Names[3]);
    PIC->addClassToPassName(VisaPromotePass::name(), Names[4]);
    PIC->addClassToPassName(VisaSvmChannelsPass::name(), Names[5]);
    PIC->addClassToPassName(VisaGepOffsetsPass::name(), Names[6]);
  }
  PB.registerPipelineParsingCallback(
      [](llvm::StringRef Name, llvm::ModulePassManager &MPM,
         llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        char *error = nullptr;
        switch (visa_passes_plugin_parse(Name.data(), Name.size(), &error)) {
        case FirstPass + 0:
          MPM.addPass(VisaSelectPass(Name));
          return true;
        case FirstPass + 1:
          MPM.addPass(VisaLegalizePass(Name));
          return true;
        case FirstPass + 2: {
          // visa-lower-mem<P> is visa-dead-loads<P>,visa-gep-offsets<P>,visa-select<P>,visa-legalize<P>:
          // opt's instrumentation (-print-after=visa-legalize, -time-passes)
          // sees each pass, as it would had they been named.
          llvm::StringRef Params = Name.drop_front(llvm::StringRef(Names[2]).size());
          MPM.addPass(VisaDeadLoadsPass((llvm::Twine(Names[3]) + Params).str()));
          MPM.addPass(VisaGepOffsetsPass((llvm::Twine(Names[6]) + Params).str()));
          MPM.addPass(VisaSelectPass((llvm::Twine(Names[0]) + Params).str()));
          MPM.addPass(VisaLegalizePass((llvm::Twine(Names[1]) + Params).str()));
          return true;
        }
        case FirstPass + 3:
          MPM.addPass(VisaDeadLoadsPass(Name));
          return true;
        case FirstPass + 4:
          MPM.addPass(VisaPromotePass(Name));
          return true;
        case FirstPass + 5:
          MPM.addPass(VisaSvmChannelsPass(Name));
          return true;
        case FirstPass + 6:
          MPM.addPass(VisaGepOffsetsPass(Name));
          return true;
        case Failed:
          // LLVM's callbacks cannot return an error: say why, and opt
          // adds "unknown pass name".
          llvm::errs() << take(error) << "\n";
          return false;
        default:
          return false;
        }
      });
  // LLVM makes `instcombine,visa-lower-mem` a function pipeline (its first
  // pass is a function pass), where a module pass cannot go: say so.
  PB.registerPipelineParsingCallback(
      [](llvm::StringRef Name, llvm::FunctionPassManager &,
         llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        char *error = nullptr;
        int status = visa_passes_plugin_parse(Name.data(), Name.size(), &error);
        take(error);
        if (status >= FirstPass)
          llvm::errs() << "error: `" << Name
                       << "` is a module pass, in a function pipeline here: LLVM " VISA_STRINGIFY(LLVM_VERSION_MAJOR) " runs a "
                          "pipeline that starts with a function pass as function passes; wrap "
                          "those in `function(...)`, as in `function(instcombine),"
                       << Name << "`\n";
        return false;
      });
}
