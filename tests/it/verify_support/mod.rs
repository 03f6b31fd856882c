//! Shared by the tests that run IR with `--verify` (`use crate::verify_support;`):
//! one compile + emulator run of a kernel compared with the reference.

use visa_lower::exec::report::RunReport;
use visa_lower::pipeline::{run::run_ir, run::IrRunRequest};
use visa_lower::Platform;

/// How one verified run ended.
pub enum Outcome {
    /// The emulator's run matched the reference's, byte for byte.
    Verified(Box<RunReport>),
    /// The input contract refuses the kernel on this platform (docs/input-contract.md:
    /// "is not supported", a message the platform does not have).
    Refused,
    /// A mismatch, or any other error: what to print.
    Failed(String),
}

/// `visa-lower run FILE --launch SPEC [--kernel K] --platform P --verify`, in process.
pub fn verify(file: &str, bytes: &[u8], spec: &str, kernel: Option<&str>, platform: Platform) -> Outcome {
    let request = IrRunRequest { kernel, ..IrRunRequest::verify_on(file, bytes, ("spec.toml", spec), platform) };
    match run_ir(&request) {
        Ok(report) => match &report.verdict {
            Some(v) if v.passed() => Outcome::Verified(Box::new(report)),
            Some(v) => Outcome::Failed(format!(
                "{:?} {:?}",
                v.problems,
                v.mismatches.iter().take(5).map(|m| m.to_string()).collect::<Vec<_>>()
            )),
            None => Outcome::Failed("no verdict".into()),
        },
        Err(diagnostics) => {
            if diagnostics.iter().all(|d| d.is_refusal()) {
                Outcome::Refused
            } else {
                let text: Vec<String> = diagnostics.iter().map(|d| d.to_string()).collect();
                Outcome::Failed(text.join("\n"))
            }
        }
    }
}
