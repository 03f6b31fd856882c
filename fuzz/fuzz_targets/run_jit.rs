//! Bytes -> `.ll` text -> `run --engine jit`: LLVM's JIT compiles the first
//! function and runs it on guarded buffers, every pointer parameter pointing
//! into one, behind the wall as the CLI runs it. Its code may fault, recurse
//! or loop: that is a reported trap. Every input ends in a report or a
//! diagnostic, never a panic, and the code never writes outside its buffers
//! unreported.
#![no_main]

#[path = "common/walled.rs"]
mod walled;

use inkwell::types::BasicTypeEnum;
use libfuzzer_sys::fuzz_target;
use std::time::Duration;
use visa_lower::exec::launch::{ArgValue, BufferSpec, Element, Fill, Launch, Number, Ref, Scalar};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    walled::walled(|| {
        let bytes = text.as_bytes();
        let context = visa_lower::input::ir::context_for(bytes);
        let Ok(loaded) = visa_lower::input::ir::load_module(&context, "fuzz.ll", bytes) else { return };
        let Some(function) = loaded.module.get_functions().find(|f| f.count_basic_blocks() > 0) else { return };
        let name = function.get_name().to_string_lossy().into_owned();
        // One buffer per pointer parameter (lane i at +4i); integers 3.
        let mut launch = Launch::default();
        for (i, param) in function.get_param_iter().enumerate() {
            let param_name = param.get_name().to_string_lossy().into_owned();
            if param_name.is_empty() {
                continue;
            }
            let pointer = match param.get_type() {
                BasicTypeEnum::PointerType(_) => true,
                BasicTypeEnum::VectorType(v) => matches!(v.get_element_type(), BasicTypeEnum::PointerType(_)),
                _ => false,
            };
            let value = if pointer {
                let buffer = format!("b{i}");
                launch.buffers.push(BufferSpec {
                    name: buffer.clone(),
                    size: Some(256),
                    address: None,
                    element: Element::U32,
                    fill: Fill::Iota,
                });
                ArgValue::Strided { base: Scalar::Ref(Ref { name: buffer, offset: 0 }), stride: 4 }
            } else {
                ArgValue::Scalar(Scalar::Number(Number::Int(3)))
            };
            launch.args.insert(param_name, value);
        }
        let Ok(memory) = launch.build_memory() else { return };
        let _ = visa_lower::exec::jit::run_jit_with_timeout("fuzz.ll", bytes, &name, &launch, memory, Duration::from_millis(200));
    });
});
