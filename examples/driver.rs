//! A compiler driver using visa-lower as a library: it holds a kernel's
//! LLVM IR in memory, compiles it for every platform, reads the messages
//! chosen and the statistics, writes nothing, and runs each compiled kernel
//! on the emulator against the reference interpreter with a launch built in
//! code.
//!
//! `cargo run --example driver` (`cargo test` runs it too).

use visa_lower::api::{CompileOptions, Diagnostics, LaunchBuilder, Module, RunOptions};
use visa_lower::exec::launch::{ArgValue, Element, Fill};
use visa_lower::Platform;

/// Sixteen lanes gather a dword each from two buffers and scatter the sums
/// to a third, lanes enabled by `%mask`.
const KERNEL: &str = r#"
define void @add_buffers(<16 x i32 addrspace(1)*> %a, <16 x i32 addrspace(1)*> %b, <16 x i32 addrspace(1)*> %sum, <16 x i1> %mask) {
  %va = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %a, i32 4, <16 x i1> %mask, <16 x i32> zeroinitializer)
  %vb = call <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*> %b, i32 4, <16 x i1> %mask, <16 x i32> zeroinitializer)
  %s = add <16 x i32> %va, %vb
  call void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32> %s, <16 x i32 addrspace(1)*> %sum, i32 4, <16 x i1> %mask)
  ret void
}
declare <16 x i32> @llvm.masked.gather.v16i32.v16p1i32(<16 x i32 addrspace(1)*>, i32, <16 x i1>, <16 x i32>)
declare void @llvm.masked.scatter.v16i32.v16p1i32(<16 x i32>, <16 x i32 addrspace(1)*>, i32, <16 x i1>)
"#;

fn main() -> std::process::ExitCode {
    match drive() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// What went wrong: the tool refused the input, or a run did not verify.
#[derive(Debug)]
enum DriverError {
    Refused(Diagnostics),
    NotVerified(String),
}

impl std::fmt::Display for DriverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DriverError::Refused(d) => write!(f, "{d}"),
            DriverError::NotVerified(why) => f.write_str(why),
        }
    }
}

impl From<Diagnostics> for DriverError {
    fn from(d: Diagnostics) -> DriverError {
        DriverError::Refused(d)
    }
}

fn drive() -> Result<(), DriverError> {
    let module = Module::from_memory("add_buffers.ll", KERNEL)?;
    // a[i] = i, b[i] = 100 + i; lanes 0..=7 and 12 are enabled.
    let launch = LaunchBuilder::new()
        .buffer("a", Element::U32, Fill::Iota, 64)
        .buffer_u32("b", &(100..116).collect::<Vec<u32>>())
        .buffer("sum", Element::U32, Fill::Zero, 64)
        .arg("a", ArgValue::strided("a", 4))
        .arg("b", ArgValue::strided("b", 4))
        .arg("sum", ArgValue::strided("sum", 4))
        .arg("mask", ArgValue::int(0x10ff))
        .build();
    // Every platform with the legacy data port: xe2 has none, and refuses
    // the kernel's gathers until LSC messages are selected.
    for platform in Platform::having(|d| d.legacy_dataport.value) {
        let compiled = module.compile(&CompileOptions::new(platform))?;
        let kernel = &compiled.kernels()[0];
        let messages: Vec<String> = kernel.messages.iter().map(|m| format!("{} x{}", m.message, m.exec_size)).collect();
        let isa = compiled.binary()?;
        println!(
            "{platform}: kernel {} ({} instructions, {} bytes of .isa): {}",
            kernel.name,
            kernel.instructions,
            isa.len(),
            messages.join(", ")
        );
        let report = module.run(&launch, &RunOptions::verify(platform))?;
        let verdict = report.verdict.as_ref().ok_or_else(|| DriverError::NotVerified("no verdict".into()))?;
        if !verdict.passed() || verdict.compared_bytes == 0 {
            return Err(DriverError::NotVerified(format!("{platform}: {}", report.text())));
        }
        let sum = &report.memory.svm.allocation("sum").map(|a| a.bytes.clone()).unwrap_or_default();
        let sum: Vec<u32> = sum.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        // Enabled lane i writes i + (100 + i); the others leave their zero.
        let expected: Vec<u32> = (0..16).map(|i| if 0x10ff & (1 << i) != 0 { 100 + 2 * i } else { 0 }).collect();
        if sum != expected {
            return Err(DriverError::NotVerified(format!("{platform}: sum is {sum:?}, expected {expected:?}")));
        }
        println!("{platform}: verified against the reference ({} bytes compared)", verdict.compared_bytes);
    }
    Ok(())
}

#[test]
fn the_driver_compiles_runs_and_verifies_on_every_platform() {
    if let Err(e) = drive() {
        panic!("{e}");
    }
}
