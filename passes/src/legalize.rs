//! `legalize`: message intrinsics of any width -> legal message intrinsics (docs/lowering.md).

use crate::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::module::Module;

pub struct Legalize;

impl ModulePass for Legalize {
    fn name(&self) -> &'static str {
        "legalize"
    }

    fn run(&self, _module: &Module<'_>, _options: &PassOptions, _stats: &mut Stats) -> Result<(), PassError> {
        Err(PassError {
            pass: "legalize",
            function: String::new(),
            instruction: None,
            message: "`legalize` is not implemented yet".into(),
        })
    }
}
