//! `select`: generic memory intrinsics -> message intrinsics (docs/lowering.md).

use crate::pipeline::{ModulePass, PassError, PassOptions, Stats};
use inkwell::module::Module;

pub struct Select;

impl ModulePass for Select {
    fn name(&self) -> &'static str {
        "select"
    }

    fn run(&self, _module: &Module<'_>, _options: &PassOptions, _stats: &mut Stats) -> Result<(), PassError> {
        Err(PassError {
            pass: "select",
            function: String::new(),
            instruction: None,
            message: "`select` is not implemented yet".into(),
        })
    }
}
