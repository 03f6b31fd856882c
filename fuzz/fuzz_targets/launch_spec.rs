//! Bytes -> launch spec (UTF-8 check, TOML, limits) -> memory -> every
//! argument encoded for every element type, and checked against a kernel
//! with a few inputs: any input ends in a launch or a diagnostic, never a
//! panic, and nothing is allocated past the limits (libFuzzer's
//! `-rss_limit_mb` catches that).
#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_lower::exec::launch::{launch_text, Launch};
use visa_lower::visa::{Align, ElemType, GenVar, Input, InputVar, Kernel, SurfaceVar};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = launch_text("fuzz.toml", data) else { return };
    let Ok(launch) = Launch::parse("fuzz.toml", &text) else { return };
    let _ = launch.check_args(&kernel());
    let Ok(memory) = launch.build_memory() else { return };
    for name in launch.args.keys() {
        for ty in [ElemType::UB, ElemType::W, ElemType::UD, ElemType::Q, ElemType::UQ, ElemType::HF, ElemType::F, ElemType::DF] {
            for num_elts in [1, 3, 16] {
                let _ = launch.input_bytes(name, ty, num_elts, &memory);
            }
        }
        let _ = launch.surface_binding(name);
        let _ = launch.arg_diagnostic(name, "x").to_string();
    }
});

/// A kernel with a scalar, a vector and a surface input.
fn kernel() -> Kernel {
    let mut k = Kernel::new("k");
    for (name, ty, num_elts) in [("x", ElemType::UD, 1), ("offs", ElemType::UQ, 16)] {
        let id = k.declare_var(GenVar { name: name.into(), ty, num_elts, align: Align::Grf, alias: None });
        k.inputs.push(Input::user(InputVar::General(id), 0, ty.size_bytes() * num_elts));
    }
    if let Some(t) = k.declare_surface(SurfaceVar { name: "img".into(), num_elts: 1, v_name: None }) {
        k.inputs.push(Input::user(InputVar::Surface(t), 0, 4));
    }
    k
}
