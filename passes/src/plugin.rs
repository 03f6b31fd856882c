//! The `opt` pass plugin: `opt -load-pass-plugin=libvisa_passes.so
//! -passes='visa-select<xehpc>,visa-legalize<xehpc>'` runs the same passes as
//! `visa-lower compile --platform xehpc --emit llvm` and prints the same module.
//!
//! LLVM finds [`llvmGetPassPluginInfo`] in the shared library; its callback,
//! `visa_passes_register` in `cpp/plugin.cpp`, hands every pass name of the
//! pipeline to [`visa_passes_plugin_parse`] and runs ours through
//! [`visa_passes_plugin_run`]. The C++ side only registers and reports; names,
//! parameters, the passes and the wording of every error are decided here.
//!
//! | pass | runs |
//! | --- | --- |
//! | `visa-dead-loads` | `dead-loads` |
//! | `visa-gep-offsets` | `gep-offsets` (vector GEPs a splat apart rebased on the first) |
//! | `visa-select` | `select` |
//! | `visa-legalize` | `legalize` |
//! | `visa-lower-mem` | `dead-loads`, `gep-offsets`, `select`, then `legalize` (registered as `visa-dead-loads`, `visa-gep-offsets`, `visa-select` and `visa-legalize`) |
//! | `visa-promote` | `promote` (private memory to registers) |
//! | `visa-svm-channels` | `svm-channels` (SVM_GATHER4/SCATTER4_SCALED to SVM gathers and scatters) |
//!
//! Parameters, in LLVM's `name<a;b>` form: a platform (`gen9`, `xelp`,
//! `xehpg`, `xehpc`, `mtl`, `xe2` or Intel's names for them, any case; default
//! [`Platform::DEFAULT`]) and `simt`.
//!
//! The module is opt's: it is borrowed for the call and never disposed of
//! here, and a panic is caught and reported as an error instead of unwinding
//! into C++.

use crate::diag::{Diagnostic, SourceView};
use crate::ir::srcloc::SourceMap;
use crate::isa::target::Platform;
use crate::transforms::pipeline::{self, Messages, ModulePass, PassOptions, PipelineOptions};
use inkwell::llvm_sys::core::LLVMGetModuleIdentifier;
use inkwell::llvm_sys::prelude::LLVMModuleRef;
use inkwell::module::Module;
use std::ffi::{c_char, c_int, c_void, CString};
use std::mem::ManuallyDrop;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The pass names the plugin registers, with the passes each runs.
/// (The C++ side names them by index: a new pass goes at the end.)
pub const PASSES: [(&str, &[&str]); 7] = [
    ("visa-select", &["select"]),
    ("visa-legalize", &["legalize"]),
    ("visa-lower-mem", &crate::DEFAULT_PIPELINE),
    ("visa-dead-loads", &["dead-loads"]),
    ("visa-promote", &["promote"]),
    ("visa-svm-channels", &["svm-channels"]),
    ("visa-gep-offsets", &["gep-offsets"]),
];

/// One of the plugin's passes as named in a pipeline, parameters parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PluginPass {
    /// The name without parameters (`visa-legalize`).
    pub name: &'static str,
    /// The `--passes` names it runs, in order.
    pub passes: &'static [&'static str],
    pub options: PassOptions,
}

/// Parses a pipeline element: `None` if the name is not one of ours, else
/// the pass or why its parameters are wrong.
pub fn parse_pass_name(element: &str) -> Option<Result<PluginPass, String>> {
    let (base, params) = match element.split_once('<') {
        Some((base, rest)) => (base, Some(rest)),
        None => (element, None),
    };
    let &(name, passes) = PASSES.iter().find(|(name, _)| *name == base)?;
    let mut options = PassOptions::new(Platform::DEFAULT, false);
    let Some(rest) = params else {
        return Some(Ok(PluginPass { name, passes, options }));
    };
    let Some(inner) = rest.strip_suffix('>') else {
        return Some(Err(format!("`{element}`: the parameters must end with `>`, as in `{name}<xehpc;simt>`")));
    };
    let mut platform: Option<Platform> = None;
    let mut messages: Option<Messages> = None;
    for param in inner.split(';').filter(|p| !p.is_empty()) {
        if param == "simt" {
            options.simt = true;
        } else if let Some(family) = param.strip_prefix("messages=") {
            match family.parse() {
                Ok(m) => messages = Some(m),
                Err(why) => return Some(Err(format!("`{element}`: {why}"))),
            }
        } else if let Ok(p) = param.parse::<Platform>() {
            if let Some(first) = platform.filter(|&first| first != p) {
                return Some(Err(format!("`{element}`: two platforms, `{first}` and `{p}`")));
            }
            platform = Some(p);
        } else if let Some(why) = Platform::not_in_table(param) {
            return Some(Err(format!("`{element}`: unknown platform `{param}`: {why}")));
        } else {
            return Some(Err(format!(
                "`{element}`: unknown parameter `{param}`; supported: a platform ({}; any case; default {}), \
                 `simt` and `messages=legacy|lsc`",
                Platform::names_with_aliases(),
                Platform::DEFAULT
            )));
        }
    }
    options.platform = platform.unwrap_or(Platform::DEFAULT);
    options.messages = messages.unwrap_or_else(|| Messages::default_for(options.platform));
    if let Err(why) = options.messages.check(options.platform) {
        return Some(Err(format!("`{element}`: {why}")));
    }
    Some(Ok(PluginPass { name, passes, options }))
}

/// Runs `pass` over `module`; an error is the diagnostic `visa-lower
/// compile` would print for it, rendered.
pub fn run_plugin_pass(module: &Module<'_>, pass: &PluginPass) -> Result<(), String> {
    let mut passes: Vec<Box<dyn ModulePass>> = Vec::with_capacity(pass.passes.len());
    for name in pass.passes {
        let p = crate::pass_by_name(name)
            .ok_or_else(|| Diagnostic::new(format!("`{}`: no pass `{name}`", pass.name)).to_string())?;
        passes.push(p);
    }
    let refs: Vec<&dyn ModulePass> = passes.iter().map(|p| p.as_ref()).collect();
    if pass.options.simt {
        pipeline::mark_simt(module);
    }
    match pipeline::run_pipeline_all(module, &refs, &pass.options, &PipelineOptions::default()) {
        Ok(_) => Ok(()),
        Err(errors) => {
            let (file, text) = module_source(module);
            let map = text.as_deref().map(SourceMap::from_ll).unwrap_or_default();
            let view = SourceView { file: &file, text: text.as_deref(), map: &map };
            let all = crate::transforms::select::every_error_of(module, &pass.options, errors);
            Err(all.iter().map(|e| view.pass_error(module, e).to_string()).collect::<Vec<_>>().join("\n"))
        }
    }
}

/// The file a module was read from, as `visa-lower compile` names it, and
/// its text if it is a textual file that can still be read.
///
/// opt's module identifier is the path it was given (`<stdin>` for a pipe),
/// which is also what the CLI calls the file. (`source_filename` would not
/// do: a front end's `.ll` names its `.c` or `.cl` file there.) Positions
/// found in the text are checked against the module's instructions before
/// they are used, so a stale or unrelated file gives none.
///
/// Only a regular file is read, without blocking, and only up to
/// [`MAX_SOURCE_BYTES`]: opt has consumed a FIFO or standard input already,
/// and a device may never end. Without the text, a diagnostic is placed by
/// the instruction's `!dbg` location or names the function and instruction.
fn module_source(module: &Module<'_>) -> (String, Option<String>) {
    let mut len = 0;
    // SAFETY: the module is live; LLVM returns its identifier's bytes, which
    // are copied before anything can change them.
    let file = unsafe {
        let ptr = LLVMGetModuleIdentifier(module.as_mut_ptr(), &mut len);
        if ptr.is_null() {
            String::new()
        } else {
            String::from_utf8_lossy(std::slice::from_raw_parts(ptr.cast::<u8>(), len)).into_owned()
        }
    };
    let text = read_regular_file(&file)
        .filter(|bytes| !crate::ir::context::is_bitcode(bytes))
        .map(|bytes| crate::ir::context::text_of(&bytes).into_owned());
    (file, text)
}

/// The most of an input the plugin reads again for positions (the CLI's
/// input limit).
const MAX_SOURCE_BYTES: u64 = 256 << 20;

/// The contents of `path` if it is a regular file of at most
/// [`MAX_SOURCE_BYTES`]: checked before opening (`stat` never blocks), then
/// opened without blocking and checked again (the same file, still regular).
fn read_regular_file(path: &str) -> Option<Vec<u8>> {
    use std::io::Read;
    use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
    let before = std::fs::metadata(path).ok().filter(|m| m.is_file() && m.len() <= MAX_SOURCE_BYTES)?;
    let file =
        std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY).open(path).ok()?;
    let after = file.metadata().ok()?;
    if !after.is_file() || after.dev() != before.dev() || after.ino() != before.ino() {
        return None;
    }
    let mut bytes = Vec::new();
    file.take(MAX_SOURCE_BYTES + 1).read_to_end(&mut bytes).ok()?;
    (bytes.len() as u64 <= MAX_SOURCE_BYTES).then_some(bytes)
}

/// Runs `f`, turning a panic into an error that names the pass.
pub fn guarded<T>(pass: &str, f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".to_string());
            Err(Diagnostic::new(format!("internal error in `{pass}` (please report it): {what}")).to_string())
        }
    }
}

// ---------------------------------------------------------------------------
// The C ABI: LLVM's plugin entry point and what cpp/plugin.cpp calls.
// ---------------------------------------------------------------------------

/// `LLVM_PLUGIN_API_VERSION` of LLVM 14 (`llvm/Passes/PassPlugin.h`).
const LLVM_PLUGIN_API_VERSION: u32 = 1;

/// `llvm::PassPluginLibraryInfo`.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    /// Takes a `llvm::PassBuilder &`.
    pub register_pass_builder_callbacks: unsafe extern "C" fn(*mut c_void),
}

extern "C" {
    /// cpp/plugin.cpp: registers the pipeline-parsing callback.
    fn visa_passes_register(pass_builder: *mut c_void);
}

/// What opt looks up after loading the library.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: LLVM_PLUGIN_API_VERSION,
        plugin_name: c"visa-passes".as_ptr(),
        plugin_version: concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast(),
        register_pass_builder_callbacks: visa_passes_register,
    }
}

/// Status codes shared with cpp/plugin.cpp.
const FAILED: c_int = -1;
const NOT_OURS: c_int = 0;
const OK: c_int = 1;
/// [`visa_passes_plugin_parse`] returns this plus the index in [`PASSES`].
const FIRST_PASS: c_int = 1;

/// The pipeline element `name[..len]`: `NOT_OURS`, `FIRST_PASS` + the
/// pass's index in [`PASSES`], or `FAILED` with the error in `*error`
/// (free it with [`visa_passes_plugin_free`]).
///
/// # Safety
/// `name` points at `len` readable bytes; `error` is writable.
#[no_mangle]
pub unsafe extern "C" fn visa_passes_plugin_parse(name: *const c_char, len: usize, error: *mut *mut c_char) -> c_int {
    // SAFETY: as the caller promises.
    let Some(element) = (unsafe { element(name, len) }) else { return NOT_OURS };
    let result = guarded(element, || match parse_pass_name(element) {
        None => Ok(NOT_OURS),
        Some(Ok(pass)) => {
            let index = PASSES.iter().position(|(name, _)| *name == pass.name).unwrap_or_default();
            Ok(FIRST_PASS + index as c_int)
        }
        Some(Err(message)) => Err(Diagnostic::new(message).to_string()),
    });
    // SAFETY: as the caller promises.
    result.unwrap_or_else(|message| unsafe { fail(error, message) })
}

/// Runs the pass named `name[..len]` (accepted by [`visa_passes_plugin_parse`])
/// over `module`: `OK`, or `FAILED` with the rendered diagnostic in `*error`.
///
/// # Safety
/// `module` is a live module nobody else uses during the call; `name` points
/// at `len` readable bytes; `error` is writable.
#[no_mangle]
pub unsafe extern "C" fn visa_passes_plugin_run(
    module: LLVMModuleRef,
    name: *const c_char,
    len: usize,
    error: *mut *mut c_char,
) -> c_int {
    // SAFETY: as the caller promises.
    let element = unsafe { element(name, len) }.unwrap_or("visa-passes");
    let result = guarded(element, || {
        let pass = match parse_pass_name(element) {
            Some(Ok(pass)) => pass,
            Some(Err(message)) => return Err(Diagnostic::new(message).to_string()),
            None => return Err(Diagnostic::new(format!("`{element}` is not a visa-passes pass")).to_string()),
        };
        if module.is_null() {
            return Err(Diagnostic::new(format!("`{element}`: no module")).to_string());
        }
        // SAFETY: the module is live and opt's; ManuallyDrop keeps inkwell
        // from disposing of it when the borrow ends.
        let module = ManuallyDrop::new(unsafe { Module::new(module) });
        run_plugin_pass(&module, &pass)
    });
    match result {
        Ok(()) => OK,
        // SAFETY: as the caller promises.
        Err(message) => unsafe { fail(error, message) },
    }
}

/// Frees a string this library returned.
///
/// # Safety
/// `s` is null or came from this library and is freed once.
#[no_mangle]
pub unsafe extern "C" fn visa_passes_plugin_free(s: *mut c_char) {
    if !s.is_null() {
        // SAFETY: it came from CString::into_raw in `fail`.
        drop(unsafe { CString::from_raw(s) });
    }
}

/// The pipeline element as text, if it is UTF-8.
///
/// # Safety
/// `name` is null or points at `len` readable bytes that outlive the result.
unsafe fn element<'a>(name: *const c_char, len: usize) -> Option<&'a str> {
    if name.is_null() {
        return None;
    }
    // SAFETY: as the caller promises.
    std::str::from_utf8(unsafe { std::slice::from_raw_parts(name.cast::<u8>(), len) }).ok()
}

/// Hands `message` to C++ through `*error`.
///
/// # Safety
/// `error` is null or writable.
unsafe fn fail(error: *mut *mut c_char, message: String) -> c_int {
    if !error.is_null() {
        let message = CString::new(message.replace('\0', "\\0")).unwrap_or_default();
        // SAFETY: as the caller promises.
        unsafe { *error = message.into_raw() };
    }
    FAILED
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(element: &str) -> Result<PluginPass, String> {
        parse_pass_name(element).unwrap_or_else(|| Err(format!("{element} not ours")))
    }

    #[test]
    fn names_and_parameters() {
        let default = PassOptions::new(Platform::XeHpg, false);
        assert_eq!(
            parsed("visa-select"),
            Ok(PluginPass { name: "visa-select", passes: &["select"], options: default })
        );
        assert_eq!(
            parsed("visa-lower-mem<>").map(|p| (p.passes, p.options)),
            Ok((&["dead-loads", "gep-offsets", "select", "legalize"][..], default))
        );
        let legacy = parsed("visa-select<xehpc;messages=legacy>").map(|p| p.options.messages);
        assert_eq!(legacy, Ok(Messages::Legacy));
        assert_eq!(parsed("visa-select<gen9>").map(|p| p.options.messages), Ok(Messages::Legacy));
        let refused = parsed("visa-select<xe2;messages=legacy>").unwrap_err();
        assert!(refused.contains("xe2 has no legacy data-port messages"), "{refused}");
        assert!(parsed("visa-select<xelp;messages=lsc>").unwrap_err().contains("no LSC messages"));
        assert!(parsed("visa-select<messages=fast>").unwrap_err().contains("supported: legacy, lsc"));
        let pass = parsed("visa-legalize<xehpc;simt>");
        assert_eq!(pass.map(|p| p.options), Ok(PassOptions::new(Platform::XeHpc, true)));
        assert_eq!(parsed("visa-legalize<simt;gen9;gen9>").map(|p| p.options.platform), Ok(Platform::Gen9));
        assert_eq!(parse_pass_name("instcombine"), None);
        assert_eq!(parse_pass_name("visa-selectx<gen9>"), None);
    }

    #[test]
    fn bad_parameters_say_what_is_supported() {
        assert_eq!(
            parsed("visa-legalize<xehpc;foo>"),
            Err("`visa-legalize<xehpc;foo>`: unknown parameter `foo`; supported: a platform (gen9 (Gen9, SKL), xelp (XeLP, TGLLP, Gen12LP), xehpg (XeHPG, DG2), xehpc (XeHPC, PVC), mtl (MTL, ARL, Xe-LPG, XeLPG), xe2 (Xe2, LNL, BMG, Xe2-HPG, Xe2-LPG); any case; default xehpg), `simt` and `messages=legacy|lsc`".to_string())
        );
        assert_eq!(
            parsed("visa-select<gen9;xelp>"),
            Err("`visa-select<gen9;xelp>`: two platforms, `gen9` and `xelp`".to_string())
        );
        assert!(parsed("visa-select<gen9").is_err_and(|e| e.contains("must end with `>`")));
        // One of Intel's platforms the table lacks: the closest row.
        assert!(parsed("visa-select<PTL>").is_err_and(|e| e.starts_with(
            "`visa-select<PTL>`: unknown platform `PTL`: Xe3 (Panther Lake) is not in the platform table; the \
             closest platform is xe2"
        )));
        assert_eq!(parsed("visa-select<LNL>").map(|p| p.options.platform), Ok(Platform::Xe2));
        assert_eq!(parsed("visa-select<arl>").map(|p| p.options.platform), Ok(Platform::XeLpg));
    }

    #[test]
    fn a_panic_becomes_an_error() {
        let result: Result<(), String> = guarded("visa-select", || panic!("boom {}", 7));
        assert_eq!(result, Err("error: internal error in `visa-select` (please report it): boom 7".to_string()));
        assert_eq!(guarded::<()>("visa-select", || Err("no".to_string())), Err("no".to_string()));
    }

    #[test]
    fn the_c_entry_points_parse_and_report() {
        let mut error: *mut c_char = std::ptr::null_mut();
        // SAFETY: `name` is read for `len` bytes during the call only; `error` is a valid out-pointer.
        let call = |name: &str, error: &mut *mut c_char| unsafe {
            visa_passes_plugin_parse(name.as_ptr().cast(), name.len(), error)
        };
        assert_eq!(call("visa-select", &mut error), FIRST_PASS);
        assert_eq!(call("visa-legalize<xehpc;simt>", &mut error), FIRST_PASS + 1);
        assert_eq!(call("visa-lower-mem<gen9>", &mut error), FIRST_PASS + 2);
        assert_eq!(call("instcombine", &mut error), NOT_OURS);
        assert!(error.is_null());
        assert_eq!(call("visa-legalize<bogus>", &mut error), FAILED);
        // SAFETY: `FAILED` set `error` to a NUL-terminated message the plugin allocated.
        let message = unsafe { std::ffi::CStr::from_ptr(error) }.to_string_lossy().into_owned();
        // SAFETY: `error` came from the plugin and is freed once, after its last read.
        unsafe { visa_passes_plugin_free(error) };
        assert!(message.starts_with("error: `visa-legalize<bogus>`: unknown parameter `bogus`"), "{message}");
        assert_eq!(llvmGetPassPluginInfo().api_version, 1);
    }

    #[test]
    fn a_host_handler_receives_the_error_as_an_llvm_error() {
        use inkwell::llvm_sys::core::{
            LLVMContextSetDiagnosticHandler, LLVMDisposeMessage, LLVMGetDiagInfoDescription, LLVMGetDiagInfoSeverity,
        };
        use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMDiagnosticInfoRef};
        use inkwell::llvm_sys::LLVMDiagnosticSeverity;
        extern "C" {
            fn visa_passes_report(context: LLVMContextRef, text: *const c_char);
        }
        extern "C" fn handler(info: LLVMDiagnosticInfoRef, seen: *mut c_void) {
            // SAFETY: LLVM passes a live diagnostic and the Vec registered below.
            unsafe {
                let text = LLVMGetDiagInfoDescription(info);
                let message = std::ffi::CStr::from_ptr(text).to_string_lossy().into_owned();
                LLVMDisposeMessage(text);
                let error = matches!(LLVMGetDiagInfoSeverity(info), LLVMDiagnosticSeverity::LLVMDSError);
                (*seen.cast::<Vec<(bool, String)>>()).push((error, message));
            }
        }
        let context = crate::ir::context::create_context(false);
        let mut seen: Vec<(bool, String)> = Vec::new();
        // SAFETY: `seen` outlives the context's use of it (the report below).
        unsafe {
            LLVMContextSetDiagnosticHandler(context.raw(), Some(handler), (&mut seen as *mut Vec<_>).cast());
            visa_passes_report(context.raw(), c"k.ll:3:3: error: legalize: no".as_ptr());
        }
        assert_eq!(seen, vec![(true, "k.ll:3:3: error: legalize: no".to_string())]);
    }
}
