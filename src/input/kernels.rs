//! Which functions of a module are kernels, as the front ends mark them.
//!
//! OpenCL and SYCL (through SPIR-V) give a kernel the `spir_kernel` calling
//! convention; Intel's CM front end (and IGC's VC adaptor, which adds it to
//! every `spir_kernel`) the `"CMGenxMain"` function attribute. `"VCFunction"`
//! marks every function of a VC module, kernel or not: it says the module
//! is marked, not that the function is a kernel. In a marked module the
//! kernels are the marked functions; in an unmarked one (hand-written IR,
//! the tests) every function with a body that is not `internal` or
//! `private` and that no other function of the module calls. An internal
//! function is never a kernel: nothing outside the module can launch it. A
//! function another calls is a helper, inlined into its callers: were it a
//! kernel too, each of its errors would be reported twice (once as its own
//! kernel, once inlined). Only a front end's mark makes a called function a
//! kernel as well. Functions on a call cycle that nothing outside the cycle
//! calls stay kernels, so that the cycle is refused at its call.

use inkwell::attributes::AttributeLoc;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::{Linkage, Module};
use inkwell::values::{AsValueRef, FunctionValue};
use std::collections::HashSet;

/// LLVM's number of the `spir_kernel` calling convention (`CallingConv::SPIR_KERNEL`).
pub const SPIR_KERNEL: u32 = 76;
/// The function attribute CM kernels carry.
pub const CM_KERNEL: &str = "CMGenxMain";
/// The function attribute every function of a VC module carries.
pub const VC_FUNCTION: &str = "VCFunction";

/// Whether a front end marked `f` as a kernel.
pub fn marked_kernel(f: FunctionValue<'_>) -> bool {
    f.get_call_conventions() == SPIR_KERNEL || f.get_string_attribute(AttributeLoc::Function, CM_KERNEL).is_some()
}

/// Whether `f` carries any front end's mark (a kernel's or `"VCFunction"`).
fn marked(f: FunctionValue<'_>) -> bool {
    marked_kernel(f) || f.get_string_attribute(AttributeLoc::Function, VC_FUNCTION).is_some()
}

fn internal(f: FunctionValue<'_>) -> bool {
    matches!(f.get_linkage(), Linkage::Internal | Linkage::Private)
}

/// How a module's kernels are told apart from its other functions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelRule {
    /// Some function is marked: the marked kernels.
    Marked,
    /// No function is marked: every non-internal function with a body
    /// except these helpers (called from another function of the module,
    /// `visa_passes::transforms::inline::called_helpers`).
    Unmarked(HashSet<LLVMValueRef>),
}

impl KernelRule {
    /// The rule of `module`: marked when any function carries a mark.
    pub fn of(module: &Module<'_>) -> KernelRule {
        match module.get_functions().any(marked) {
            true => KernelRule::Marked,
            false => KernelRule::Unmarked(visa_passes::transforms::inline::called_helpers(module)),
        }
    }

    /// Whether `f` is a kernel under this rule.
    pub fn is_kernel(&self, f: FunctionValue<'_>) -> bool {
        f.count_basic_blocks() > 0
            && !internal(f)
            && match self {
                KernelRule::Marked => marked_kernel(f),
                KernelRule::Unmarked(helpers) => !helpers.contains(&f.as_value_ref()),
            }
    }

    /// What a module without kernels lacks, for its diagnostic.
    pub fn none_found(&self, file: &str) -> String {
        match self {
            KernelRule::Marked => format!(
                "{file}: the module has no kernel: its functions carry front-end marks, and none is a kernel's \
                 (the `spir_kernel` calling convention or the \"{CM_KERNEL}\" attribute) on a function with a body \
                 that is not internal"
            ),
            KernelRule::Unmarked(helpers) if helpers.is_empty() => format!(
                "{file}: the module has no kernel: no function has a body and external linkage (internal and \
                 private functions are helpers, never kernels; a front end marks kernels `spir_kernel` or \
                 \"{CM_KERNEL}\")"
            ),
            KernelRule::Unmarked(_) => format!(
                "{file}: the module has no kernel: every function with a body and external linkage is called by \
                 another, which makes it a helper (as internal and private functions are); a front end marks \
                 kernels `spir_kernel` or \"{CM_KERNEL}\""
            ),
        }
    }
}

/// The text of a module marks kernels (a cheap look before it is read,
/// for what must see the whole module to apply [`KernelRule`]).
pub fn text_marks_kernels(bytes: &[u8]) -> bool {
    [b"spir_kernel".as_slice(), CM_KERNEL.as_bytes(), VC_FUNCTION.as_bytes()]
        .iter()
        .any(|mark| memchr::memmem::find(bytes, mark).is_some())
}
