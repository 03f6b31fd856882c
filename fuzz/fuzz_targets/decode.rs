//! Bytes -> the vISA object file decoder (`visa-lower decode`) -> the
//! printer and the verifier; what decodes, encodes back to a file that
//! decodes to the same program. Never a panic, and memory linear in the
//! input: a kernel table that names one kernel object 65,535 times, or a
//! long name named by every variable, once passed 8 GB (libFuzzer's
//! `-rss_limit_mb` is the check).
#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_lower::visa::{binary::isa_file, text::print, verify};
use visa_lower::Platform;

fuzz_target!(|data: &[u8]| {
    let Ok(program) = isa_file::decode_file(data) else { return };
    let _ = print::print_program(&program);
    for kernel in &program.kernels {
        for platform in Platform::ALL {
            let _ = verify::verify_kernel(kernel, platform);
        }
    }
    // The encoder writes what the decoder reads: the same program back.
    if let Ok(bytes) = isa_file::encode_file(&program) {
        assert_eq!(isa_file::decode_file(&bytes).as_ref(), Ok(&program), "decode(encode(p)) != p");
    }
});
