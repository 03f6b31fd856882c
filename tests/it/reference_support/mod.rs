//! Helpers for the reference interpreter's tests: run a `.ll` snippet on a
//! launch spec written inline, and read the results.

use visa_lower::exec::launch::Launch;
use visa_lower::exec::reference::{kernel_function, run_reference, MemRange, RefFinding, RefOutcome, Space};
use visa_lower::input::ir::{context_for, load_module};

/// Runs the first function of `ll` on the launch spec `toml`; the
/// diagnostic's text when the input is rejected.
pub fn try_run(ll: &str, toml: &str) -> Result<RefOutcome, String> {
    let launch = Launch::parse("launch.toml", toml).map_err(|d| d.to_string())?;
    let memory = launch.build_memory().map_err(|d| d.to_string())?;
    let context = context_for(ll.as_bytes());
    let loaded = load_module(&context, "t.ll", ll.as_bytes()).map_err(|d| d.to_string())?;
    let function = kernel_function(&loaded, &launch, None).map_err(|d| d.to_string())?;
    run_reference(&loaded, &function, &launch, memory).map_err(|d| d.to_string())
}

/// Runs and expects success.
pub fn run(ll: &str, toml: &str) -> RefOutcome {
    match try_run(ll, toml) {
        Ok(outcome) => outcome,
        Err(e) => panic!("rejected:\n{e}"),
    }
}

/// Runs and expects a rejection; returns the diagnostic text.
pub fn reject(ll: &str, toml: &str) -> String {
    match try_run(ll, toml) {
        Ok(outcome) => panic!("accepted: {outcome:?}"),
        Err(e) => e,
    }
}

/// The bytes of SVM buffer `name`.
pub fn buffer<'a>(outcome: &'a RefOutcome, name: &str) -> &'a [u8] {
    &outcome.memory.svm.allocation(name).unwrap_or_else(|| panic!("no buffer {name}")).bytes
}

pub fn surface(outcome: &RefOutcome, bti: u8) -> &[u8] {
    &outcome.memory.surfaces[&bti]
}

/// Buffer `name` read as little-endian u32s.
pub fn u32s(outcome: &RefOutcome, name: &str) -> Vec<u32> {
    le_u32s(buffer(outcome, name))
}

pub fn le_u32s(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn le_u64s(bytes: &[u8]) -> Vec<u64> {
    bytes.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect()
}

/// The returned bytes, with undefined bytes as `None`.
pub fn returned(outcome: &RefOutcome) -> Vec<Option<u8>> {
    let r = outcome.returned.as_ref().expect("a returned value");
    r.bytes.iter().zip(&r.undefined).map(|(&b, &u)| (!u).then_some(b)).collect()
}

/// The returned value as u32 lanes (`None`: any byte undefined).
pub fn returned_u32s(outcome: &RefOutcome) -> Vec<Option<u32>> {
    returned(outcome)
        .chunks(4)
        .map(|c| {
            let bytes: Option<Vec<u8>> = c.iter().copied().collect();
            bytes.map(|b| u32::from_le_bytes(b.try_into().unwrap()))
        })
        .collect()
}

/// The returned value as u64 lanes.
pub fn returned_u64s(outcome: &RefOutcome) -> Vec<Option<u64>> {
    returned(outcome)
        .chunks(8)
        .map(|c| {
            let bytes: Option<Vec<u8>> = c.iter().copied().collect();
            bytes.map(|b| u64::from_le_bytes(b.try_into().unwrap()))
        })
        .collect()
}

/// The returned value as byte lanes (`i8`, `i1`).
pub fn returned_u8s(outcome: &RefOutcome) -> Vec<Option<u8>> {
    returned(outcome)
}

pub fn ub_findings(outcome: &RefOutcome) -> Vec<&RefFinding> {
    outcome.findings.iter().filter(|f| f.ub).collect()
}

pub fn notes(outcome: &RefOutcome) -> Vec<&RefFinding> {
    outcome.findings.iter().filter(|f| !f.ub).collect()
}

pub fn range(space: Space, address: u64, len: u64) -> MemRange {
    MemRange { space, address, len }
}

/// Buffer `a` (default base 0x1_0000_0000).
pub const A: u64 = 0x1_0000_0000;
