//! Bytes -> `.visaasm` parser -> printer round trip -> verifier -> binary
//! encoder -> emulator (for kernels the verifier accepts): never a panic.
//! Kernels are straight-line, so every run ends.
#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_lower::exec::emu::{run, Bindings, RunConfig};
use visa_lower::exec::launch::Launch;
use visa_lower::visa::{binary, text::parse, text::print, verify};
use visa_lower::Platform;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(program) = parse::parse_program(&text) else { return };
    // What the printer writes, the parser reads back.
    let printed = print::print_program(&program);
    assert!(parse::parse_program(&printed).is_ok(), "the printed program does not parse:\n{printed}");
    for kernel in &program.kernels {
        let _ = binary::encode_body(&kernel.body);
        for platform in Platform::ALL {
            if verify::verify_kernel(kernel, platform).is_err() {
                continue;
            }
            let Ok(mut memory) = Launch::default().build_memory() else { return };
            let config = RunConfig::new(platform, 0xffff_ffff);
            let _ = run(kernel, &config, &Bindings::default(), &mut memory);
        }
    }
});
