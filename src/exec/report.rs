//! The final state of a run, as text for people and as JSON for tools
//! (the JSON object is documented in `docs/run-output.md` and stable).

use crate::exec::emu::{RunOutcome, Stats};
use crate::exec::memory::Memory;
use crate::limits::MAX_REPORT_FINDINGS;
use crate::Platform;
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::{json, Value};

/// Which executor produced a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The vISA emulator running a kernel.
    Emulator,
    /// The reference interpreter running the input IR.
    Reference,
    /// LLVM's own JIT running the input IR on the host.
    Jit,
}

impl Engine {
    pub fn name(self) -> &'static str {
        match self {
            Engine::Emulator => "emulator",
            Engine::Reference => "reference",
            Engine::Jit => "jit",
        }
    }
}

/// Something an engine saw: undefined behaviour (`ub`) or a fact worth
/// knowing (an order it had to choose).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportFinding {
    /// Where: `instruction #3 (svm_gather)` or `file:line:col`.
    pub place: String,
    pub instruction: Option<usize>,
    pub mnemonic: Option<String>,
    pub location: Option<String>,
    /// The instruction's 1-based line in the `.visaasm` text (the input's,
    /// or what `compile` writes of the kernel alone).
    pub visa_line: Option<u32>,
    pub kind: Option<&'static str>,
    pub ub: bool,
    pub message: String,
}

/// Where an instruction of an emulated kernel is ([`RunReport::locate`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstructionPlace {
    /// 1-based, in the `.visaasm` text.
    pub visa_line: u32,
    /// `file:line:col` of the `.visaasm` input's instruction, or of the IR
    /// instruction emit made it of.
    pub location: Option<String>,
    /// How the report names it: `k.visaasm:12:5 (svm_gather)`, `vISA line
    /// 12 (svm_gather) from f.ll:4:3`.
    pub text: String,
}

/// The access outside memory that stopped a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportFault {
    pub place: String,
    pub instruction: Option<usize>,
    pub mnemonic: Option<String>,
    pub location: Option<String>,
    /// As [`ReportFinding::visa_line`].
    pub visa_line: Option<u32>,
    pub lane: Option<u32>,
    pub address: u64,
    pub len: u32,
    pub message: String,
}

/// A function's return value: bytes as stored, and which are undefined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportReturned {
    pub ty: String,
    pub bytes: Vec<u8>,
    pub undefined: Vec<bool>,
}

/// The final state of one run, from any engine, printed the same way.
#[derive(Clone, Debug)]
pub struct RunReport {
    pub kernel: String,
    pub engine: Engine,
    /// The target platform (emulator runs only).
    pub platform: Option<Platform>,
    pub findings: Vec<ReportFinding>,
    /// Findings the engine counted but did not keep (past
    /// [`MAX_REPORT_FINDINGS`], as they were made).
    pub findings_dropped: u64,
    pub fault: Option<ReportFault>,
    /// The run stopped at its instruction budget (the message says which).
    pub out_of_budget: Option<String>,
    pub memory: Memory,
    pub stats: Option<Stats>,
    pub returned: Option<ReportReturned>,
    /// Undefined behaviour fails the run (launch spec `ub = "error"` or `--ub-error`).
    pub ub_fails: bool,
    /// The comparison with the reference (`run --verify`).
    pub verdict: Option<crate::exec::check::Verdict>,
    /// Memory before the run and how its values read, so that the text
    /// shows what the run changed ([`RunReport::with_launch`]).
    pub before: Option<crate::exec::typed_memory::MemoryBefore>,
}

/// `function NAME, ` before the place of what happened in a function the
/// kernel called (`crate::exec::emu::functions`), else nothing.
fn in_function(function: &Option<String>) -> String {
    function.as_ref().map_or(String::new(), |name| format!("function {name}, "))
}

impl RunReport {
    pub fn from_emulator(
        kernel: String,
        platform: Platform,
        ub_fails: bool,
        memory: Memory,
        outcome: RunOutcome,
    ) -> RunReport {
        let findings = outcome
            .findings
            .iter()
            .map(|f| ReportFinding {
                place: format!("{}instruction #{} ({})", in_function(&f.function), f.instruction, f.mnemonic),
                // The kernel's instruction: `locate` places it in the file.
                instruction: Some(f.instruction).filter(|_| f.function.is_none()),
                mnemonic: Some(f.mnemonic.to_string()),
                location: None,
                visa_line: None,
                kind: Some(f.kind.id()),
                ub: f.is_ub,
                message: f.message.clone(),
            })
            .collect();
        let fault = outcome.fault.as_ref().map(|f| ReportFault {
            place: format!(
                "{}instruction #{} ({}), lane {}",
                in_function(&outcome.fault_function),
                f.instruction,
                f.mnemonic,
                f.lane
            ),
            instruction: Some(f.instruction).filter(|_| outcome.fault_function.is_none()),
            mnemonic: Some(f.mnemonic.to_string()),
            location: None,
            visa_line: None,
            lane: Some(f.lane),
            address: f.address,
            len: f.len,
            message: format!("no allocation holds {} byte(s) at {:#x}", f.len, f.address),
        });
        let out_of_budget =
            outcome.budget_spent().map(|spent| format!("{spent}, its budget, without reaching the end"));
        RunReport {
            kernel,
            engine: Engine::Emulator,
            platform: Some(platform),
            findings,
            findings_dropped: outcome.findings_omitted.count,
            fault,
            out_of_budget,
            memory,
            stats: Some(outcome.stats),
            returned: None,
            ub_fails,
            verdict: None,
            before: None,
        }
    }

    /// The report of the reference interpreter's run of `kernel`.
    pub fn from_reference(kernel: String, ub_fails: bool, outcome: crate::exec::reference::RefOutcome) -> RunReport {
        let place = |loc: &Option<crate::diag::Location>| loc.as_ref().map_or(kernel.clone(), |l| l.to_string());
        let mut findings = ir_findings(&kernel, &outcome.findings);
        // Bytes the input leaves undefined are a fact every comparison needs.
        findings.extend(outcome.undefined.iter().map(|r| ReportFinding {
            place: kernel.clone(),
            instruction: None,
            mnemonic: None,
            location: None,
            visa_line: None,
            kind: Some("undefined-bytes"),
            ub: false,
            message: format!("{} byte(s) at {} {:#x} have no defined value", r.len, space_name(r.space), r.address),
        }));
        let fault = outcome.fault.as_ref().map(|f| ReportFault {
            place: match f.lane {
                Some(lane) => format!("{}, lane {lane}", place(&f.location)),
                None => place(&f.location),
            },
            instruction: None,
            mnemonic: None,
            location: f.location.as_ref().map(|l| l.to_string()),
            visa_line: None,
            lane: f.lane,
            address: f.address,
            len: f.len,
            message: f.message.clone(),
        });
        let returned = outcome.returned.map(|r| ReportReturned { ty: r.ty, bytes: r.bytes, undefined: r.undefined });
        let out_of_budget = outcome
            .out_of_budget
            .map(|budget| {
                format!(
                    "would run past {budget} lane-instructions (IR instructions, each counted by its lanes), its \
                     budget, without reaching the end"
                )
            })
            .or(outcome.exhausted);
        RunReport {
            kernel,
            engine: Engine::Reference,
            platform: None,
            findings,
            findings_dropped: outcome.findings_omitted.count,
            fault,
            out_of_budget,
            memory: outcome.memory,
            stats: None,
            returned,
            ub_fails,
            verdict: None,
            before: None,
        }
    }

    /// The report of LLVM's JIT running `kernel` (whose return type prints as
    /// `return_ty`): memory, return value, the divisions it kept from
    /// trapping, and the trap that stopped the code as its fault.
    pub fn from_jit(
        kernel: String,
        ub_fails: bool,
        return_ty: String,
        outcome: crate::exec::jit::JitOutcome,
    ) -> RunReport {
        let returned =
            outcome.returned.map(|bytes| ReportReturned { ty: return_ty, undefined: vec![false; bytes.len()], bytes });
        let fault = outcome.trap.map(|t| {
            let at = t.location.as_ref().map_or(format!("@{kernel}"), |l| l.to_string());
            ReportFault {
                place: t.lane.map_or(at.clone(), |lane| format!("{at}, lane {lane}")),
                instruction: None,
                mnemonic: None,
                location: t.location.as_ref().map(|l| l.to_string()),
                visa_line: None,
                lane: t.lane,
                address: t.address,
                len: t.len,
                message: t.message,
            }
        });
        RunReport {
            findings: ir_findings(&kernel, &outcome.findings),
            findings_dropped: 0,
            kernel,
            engine: Engine::Jit,
            platform: None,
            fault,
            out_of_budget: outcome.out_of_budget.map(|budget| {
                format!(
                    "would run past {budget} lane-instructions (IR instructions, each counted by its lanes), its \
                         budget, without reaching the end"
                )
            }),
            memory: outcome.memory,
            stats: None,
            returned,
            ub_fails,
            verdict: None,
            before: None,
        }
    }

    /// Places the emulator's fault and findings at their vISA line and
    /// the source location of their instruction: `at(i)` says where the
    /// `i`-th instruction of the kernel's body is.
    pub fn locate(&mut self, at: &dyn Fn(usize) -> Option<InstructionPlace>) {
        for f in &mut self.findings {
            let Some(place) = f.instruction.and_then(at) else { continue };
            f.place = place.text;
            (f.visa_line, f.location) = (Some(place.visa_line), place.location);
        }
        if let Some(f) = &mut self.fault {
            let Some(place) = f.instruction.and_then(at) else { return };
            let lane = f.lane.map_or(String::new(), |l| format!(", lane {l}"));
            f.place = format!("{}{lane}", place.text);
            (f.visa_line, f.location) = (Some(place.visa_line), place.location);
        }
    }

    pub fn has_ub(&self) -> bool {
        self.findings.iter().any(|f| f.ub)
    }

    /// `ok`, `undefined behaviour` (whatever the policy: the report says
    /// so), `fault` or `out of budget`.
    pub fn status(&self) -> &'static str {
        if self.fault.is_some() {
            "fault"
        } else if self.out_of_budget.is_some() {
            "out of budget"
        } else if self.has_ub() {
            "undefined behaviour"
        } else {
            "ok"
        }
    }

    /// 1 for a fault, a run out of budget, a verification mismatch or a
    /// case not verifiable, or undefined behaviour when the policy says it
    /// fails the run.
    pub fn exit_code(&self) -> u8 {
        let mismatch = self.verdict.as_ref().is_some_and(|v| !v.passed());
        u8::from(self.fault.is_some() || self.out_of_budget.is_some() || mismatch || (self.ub_fails && self.has_ub()))
    }

    /// The report with the memory `launch` made for the run and its
    /// element types, so that the text shows what the run changed, typed.
    pub fn with_launch(mut self, launch: &crate::exec::launch::Launch) -> RunReport {
        self.before = crate::exec::typed_memory::MemoryBefore::of_launch(launch);
        self
    }

    /// Findings beyond [`MAX_REPORT_FINDINGS`], which the report counts
    /// instead of listing.
    fn findings_omitted(&self) -> Option<u64> {
        let listed_past = self.findings.len().saturating_sub(MAX_REPORT_FINDINGS) as u64;
        Some(listed_past.saturating_add(self.findings_dropped)).filter(|&n| n > 0)
    }

    /// The report as the JSON object of `docs/run-output.md`.
    pub fn json(&self) -> Value {
        serde_json::to_value(JsonReport(self)).unwrap_or(Value::Null)
    }

    /// [`RunReport::json`], pretty-printed and written as it is made
    /// (memory contents stream out as hex), then a newline.
    pub fn write_json(&self, w: &mut impl std::io::Write) -> std::io::Result<()> {
        serde_json::to_writer_pretty(&mut *w, &JsonReport(self)).map_err(std::io::Error::from)?;
        w.write_all(b"\n")
    }
}

/// The JSON report, serialized as it is written. Keys in sorted order (as
/// `serde_json::Value` orders them).
struct JsonReport<'a>(&'a RunReport);

impl Serialize for JsonReport<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let r = self.0;
        let findings: Vec<Value> = r
            .findings
            .iter()
            .take(MAX_REPORT_FINDINGS)
            .map(|f| {
                json!({ "instruction": f.instruction, "mnemonic": f.mnemonic, "location": f.location,
                        "visa_line": f.visa_line, "kind": f.kind, "ub": f.ub, "message": f.message })
            })
            .collect();
        let fault = r.fault.as_ref().map(|f| {
            json!({ "instruction": f.instruction, "mnemonic": f.mnemonic, "location": f.location,
                    "visa_line": f.visa_line, "lane": f.lane,
                    "address": format!("{:#x}", f.address), "len": f.len, "message": f.message })
        });
        let stats = r.stats.as_ref().map(|stats| {
            stats
                .per_message
                .iter()
                .map(|(name, s)| {
                    let mut v = json!({ "messages": s.messages, "active_lanes": s.active_lanes, "bytes": s.bytes });
                    let caches: serde_json::Map<String, Value> = stats
                        .cache_controls
                        .iter()
                        .filter(|((mnemonic, ..), _)| mnemonic == name)
                        .map(|((_, l1, l3), n)| (format!(".{}.{}", l1.name(), l3.name()), json!(n)))
                        .collect();
                    if !caches.is_empty() {
                        v["cache_controls"] = Value::Object(caches);
                    }
                    (name.to_string(), v)
                })
                .collect::<serde_json::Map<String, Value>>()
        });
        let returned = r.returned.as_ref().map(|r| {
            let undefined: Vec<usize> = r.undefined.iter().enumerate().filter(|(_, u)| **u).map(|(i, _)| i).collect();
            json!({ "type": r.ty, "bytes": hex(&r.bytes), "undefined_bytes": undefined })
        });
        let verification = r.verdict.as_ref().map(|v| {
            let mut object = json!({
            "passed": v.passed(),
            "not_verifiable": v.not_verifiable,
            "compared_bytes": v.compared_bytes,
            "compared": v.compared.iter().map(|(place, bytes)| json!({ "place": place, "bytes": bytes })).collect::<Vec<_>>(),
            "problems": v.problems,
            "mismatches": v.mismatches.iter().map(|m| json!({
                "place": m.place, "address": format!("{:#x}", m.address), "offset": m.offset,
                "expected": m.expected, "actual": m.actual,
                "instruction": m.writer.map(|w| w.0), "mnemonic": m.writer.map(|w| w.1), "lane": m.writer.map(|w| w.2),
            })).collect::<Vec<_>>(),
            "reconciled": v.reconciled,
            "warnings": v.warnings,
            });
            // Present only when some are (as `findings_omitted`).
            if let (Some(map), true) = (object.as_object_mut(), v.mismatches_omitted > 0) {
                map.insert("mismatches_omitted".into(), v.mismatches_omitted.into());
            }
            object
        });
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("engine", r.engine.name())?;
        map.serialize_entry("fault", &fault)?;
        map.serialize_entry("findings", &findings)?;
        if let Some(omitted) = r.findings_omitted() {
            map.serialize_entry("findings_omitted", &omitted)?;
        }
        map.serialize_entry("kernel", &r.kernel)?;
        map.serialize_entry("memory", &JsonMemory(&r.memory))?;
        map.serialize_entry("out_of_budget", &r.out_of_budget)?;
        map.serialize_entry("platform", &r.platform.map(|p| p.name()))?;
        map.serialize_entry("returned", &returned)?;
        map.serialize_entry("stats", &stats)?;
        map.serialize_entry("status", r.status())?;
        map.serialize_entry("verification", &verification)?;
        map.end()
    }
}

/// A command's failure as the JSON object of `docs/json.md`: what `--json`
/// prints on stdout instead of a report when the input is rejected.
pub fn error_json(diagnostics: &[crate::diag::Diagnostic], exit_code: u8) -> Value {
    let diagnostics: Vec<Value> = diagnostics
        .iter()
        .map(|d| {
            json!({
                "file": d.loc.as_ref().map(|l| &l.file),
                "line": d.loc.as_ref().map(|l| l.line),
                "column": d.loc.as_ref().map(|l| l.col),
                "kind": d.kind.name(),
                "message": d.message,
                "source_line": d.source_line,
                "notes": d.notes,
            })
        })
        .collect();
    json!({ "status": "error", "exit_code": exit_code, "diagnostics": diagnostics })
}

fn space_name(space: crate::exec::reference::Space) -> String {
    use crate::exec::reference::Space;
    match space {
        Space::Svm => "svm".to_string(),
        Space::Slm => "slm".to_string(),
        Space::Surface(bti) => format!("surface bti {bti}"),
        Space::Image(bti) => format!("image bti {bti}"),
    }
}

/// Bytes as lowercase hex, two digits per byte, no separators.
pub fn hex(bytes: &[u8]) -> String {
    Hex(bytes).to_string()
}

/// [`hex`] as a `Display` (and a JSON string written as it is made).
struct Hex<'a>(&'a [u8]);

impl std::fmt::Display for Hex<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let mut chunk = [0u8; 2048];
        for piece in self.0.chunks(chunk.len() / 2) {
            for (i, b) in piece.iter().enumerate() {
                chunk[2 * i] = DIGITS[usize::from(b >> 4)];
                chunk[2 * i + 1] = DIGITS[usize::from(b & 15)];
            }
            // Hex digits are ASCII.
            f.write_str(std::str::from_utf8(&chunk[..2 * piece.len()]).map_err(|_| std::fmt::Error)?)?;
        }
        Ok(())
    }
}

impl Serialize for Hex<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The `memory` member of the JSON report.
pub fn memory_json(memory: &Memory) -> Value {
    serde_json::to_value(JsonMemory(memory)).unwrap_or(Value::Null)
}

/// The `memory` member, serialized as it is written (keys sorted).
struct JsonMemory<'a>(&'a Memory);

impl Serialize for JsonMemory<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        /// One object: its keys in sorted order, small values and one hex `bytes`.
        struct Object<'a>(Vec<(&'static str, Value)>, &'a [u8]);
        impl Serialize for Object<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(None)?;
                let mut entries: Vec<(&str, Option<&Value>)> = self.0.iter().map(|(k, v)| (*k, Some(v))).collect();
                entries.push(("bytes", None));
                entries.sort_by_key(|(k, _)| *k);
                for (key, value) in entries {
                    match value {
                        Some(v) => map.serialize_entry(key, v)?,
                        None => map.serialize_entry(key, &Hex(self.1))?,
                    }
                }
                map.end()
            }
        }
        let memory = self.0;
        let buffers: Vec<Object<'_>> = memory
            .svm
            .allocations()
            .iter()
            .map(|a| {
                Object(
                    vec![
                        ("name", json!(a.name)),
                        ("address", json!(format!("{:#x}", a.base))),
                        ("size", json!(a.bytes.len())),
                    ],
                    &a.bytes,
                )
            })
            .collect();
        let surfaces: Vec<Object<'_>> = memory
            .surfaces
            .iter()
            .map(|(bti, bytes)| Object(vec![("bti", json!(bti)), ("size", json!(bytes.len()))], bytes))
            .collect();
        let images: Vec<Object<'_>> = memory
            .images
            .iter()
            .map(|(bti, img)| {
                Object(
                    vec![
                        ("name", json!(img.name)),
                        ("bti", json!(bti)),
                        ("kind", json!(img.kind.name())),
                        ("format", json!(img.format.name())),
                        ("width", json!(img.width)),
                        ("height", json!(img.height)),
                        ("depth", json!(img.depth)),
                        ("array_size", json!(img.array_size)),
                        ("mips", json!(img.mips)),
                    ],
                    &img.data,
                )
            })
            .collect();
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("buffers", &buffers)?;
        map.serialize_entry("images", &images)?;
        map.serialize_entry("slm", &Object(vec![("size", json!(memory.slm.len()))], &memory.slm))?;
        map.serialize_entry("surfaces", &surfaces)?;
        map.end()
    }
}

/// Findings of an engine that runs the input IR, at their `file:line:col`
/// (else the kernel).
fn ir_findings(kernel: &str, findings: &[crate::exec::reference::RefFinding]) -> Vec<ReportFinding> {
    findings
        .iter()
        .map(|f| ReportFinding {
            place: f.location.as_ref().map_or(kernel.to_string(), |l| l.to_string()),
            instruction: None,
            mnemonic: None,
            location: f.location.as_ref().map(|l| l.to_string()),
            visa_line: None,
            kind: None,
            ub: f.ub,
            message: f.message.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_is_two_digits_a_byte() {
        assert_eq!(hex(&[0, 0xab, 7]), "00ab07");
    }
}
