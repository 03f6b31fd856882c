//! A run report as a person reads it: the verdict and a summary first
//! (kernel, platform, messages, what was compared, findings), values typed
//! as the IR or the launch spec typed them, and of memory only what the run
//! changed, unless `--dump` asks for more. `--json` keeps every byte
//! (`crate::exec::report`).

use crate::exec::memory::Memory;
use crate::exec::report::RunReport;
use crate::exec::typed_memory::{MemoryBefore, ValueKind};
use crate::limits::MAX_REPORT_FINDINGS;
use std::fmt::Write;
use visa_passes::diag::escape_controls as esc;

impl RunReport {
    /// The report as text: verdict and summary, then the memory the run
    /// changed.
    pub fn text(&self) -> String {
        self.text_with(&[])
    }

    /// [`RunReport::text`] with the memory `dumps` asks for listed in full.
    pub fn text_with(&self, dumps: &[Dump]) -> String {
        let mut out = String::new();
        let _ = write_report(&mut out, self, dumps);
        out
    }

    /// [`RunReport::text_with`], written as it is made: a dump of a
    /// gigabyte of memory is never held whole.
    pub fn write_text(&self, w: &mut impl std::io::Write, dumps: &[Dump]) -> std::io::Result<()> {
        let mut adapter = IoFmt { inner: w, error: None };
        let result = write_report(&mut adapter, self, dumps);
        match adapter.error {
            Some(e) => Err(e),
            None => result.map_err(|_| std::io::Error::other("formatting failed")),
        }
    }
}

/// An `std::io::Write` as a `std::fmt::Write`, keeping the first I/O error.
struct IoFmt<'a, W: std::io::Write> {
    inner: &'a mut W,
    error: Option<std::io::Error>,
}

impl<W: std::io::Write> Write for IoFmt<'_, W> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.inner.write_all(s.as_bytes()).map_err(|e| {
            self.error.get_or_insert(e);
            std::fmt::Error
        })
    }
}

/// Findings, mismatches and problems the text lists before it counts the
/// rest (`--json` lists up to [`MAX_REPORT_FINDINGS`]).
pub const TEXT_LIST: usize = 10;
/// Rows of changed memory shown per object before the rest are counted.
pub const CHANGED_ROWS: usize = 8;
/// Bytes per row of a memory listing.
const ROW: usize = 16;

/// Values of `kind` in `bytes`, space-separated; `undef` for an element
/// with an undefined byte; a partial element at the end in hex.
fn values(kind: ValueKind, bytes: &[u8], undefined: Option<&[bool]>) -> String {
    let size = kind.size();
    let mut out = String::new();
    for (i, element) in bytes.chunks(size).enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        let start = i * size;
        let undef = undefined.is_some_and(|u| u.iter().skip(start).take(element.len()).any(|b| *b));
        if undef {
            out.push_str("undef");
        } else if element.len() == size {
            out.push_str(&kind.format(element));
        } else {
            out.push_str(&element.iter().map(|b| format!("{b:02x}")).collect::<Vec<_>>().join(" "));
        }
    }
    out
}

/// What `--dump` asks to see in full.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dump {
    /// Every buffer, surface, image and SLM.
    All,
    /// One object by name: a buffer, named surface or image, `slm`, or
    /// `bti:N` for a surface.
    Object(String),
    /// SVM addresses `start..end`.
    Range { start: u64, end: u64 },
}

impl std::str::FromStr for Dump {
    type Err = String;

    /// `all`, a name, `START..END` or `START+LEN` (numbers in decimal or `0x` hex).
    fn from_str(s: &str) -> Result<Dump, String> {
        let number = |t: &str| {
            let t = t.trim().replace('_', "");
            match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                Some(hex) => u64::from_str_radix(hex, 16).ok(),
                None => t.parse().ok(),
            }
        };
        let bad = || {
            format!(
                "`{s}` is not `all`, an object's name (a buffer, surface or image of the launch spec, `slm`, \
                 `bti:N`), `START..END` or `START+LEN`"
            )
        };
        if s.eq_ignore_ascii_case("all") {
            return Ok(Dump::All);
        }
        if let Some((a, b)) = s.split_once("..") {
            let (start, end) = (number(a).ok_or_else(bad)?, number(b).ok_or_else(bad)?);
            return match start < end {
                true => Ok(Dump::Range { start, end }),
                false => Err(format!("`{s}`: the range is empty (its end must be above its start)")),
            };
        }
        if let Some((a, b)) = s.split_once('+') {
            let (start, len) = (number(a).ok_or_else(bad)?, number(b).ok_or_else(bad)?);
            let end =
                start.checked_add(len).filter(|_| len > 0).ok_or_else(|| format!("`{s}`: not a range of addresses"))?;
            return Ok(Dump::Range { start, end });
        }
        let valid = !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | ':'));
        if valid {
            Ok(Dump::Object(s.to_string()))
        } else {
            Err(bad())
        }
    }
}

/// One object of memory: what the text calls it, its first address, its
/// bytes before and after the run, and how its values read.
struct Object<'a> {
    title: String,
    /// Names `--dump` takes for it.
    names: Vec<String>,
    base: u64,
    before: Option<&'a [u8]>,
    after: &'a [u8],
    kind: ValueKind,
}

fn objects<'a>(memory: &'a Memory, before: Option<&'a MemoryBefore>) -> Vec<Object<'a>> {
    let kind = |name: &str| before.and_then(|b| b.kinds.get(name).copied()).unwrap_or(ValueKind::Bytes);
    let mut out = Vec::new();
    for a in memory.svm.allocations() {
        let previous = before.and_then(|b| b.memory.svm.allocation(&a.name)).map(|p| p.bytes.as_slice());
        out.push(Object {
            title: format!("buffer {} @ {:#x}", esc(&a.name), a.base),
            names: vec![a.name.clone()],
            base: a.base,
            before: previous.filter(|p| p.len() == a.bytes.len()),
            after: &a.bytes,
            kind: kind(&a.name),
        });
    }
    for (bti, bytes) in &memory.surfaces {
        let previous = before.and_then(|b| b.memory.surfaces.get(bti)).map(Vec::as_slice);
        let mut names = vec![format!("bti:{bti}")];
        names.extend(before.and_then(|b| b.surface_names.get(bti).cloned()));
        out.push(Object {
            title: format!("surface bti {bti}"),
            base: 0,
            before: previous.filter(|p| p.len() == bytes.len()),
            after: bytes,
            kind: kind(&names[0]),
            names,
        });
    }
    for (bti, img) in &memory.images {
        let previous = before.and_then(|b| b.memory.images.get(bti)).map(|i| i.data.as_slice());
        out.push(Object {
            title: format!(
                "image {} (bti {bti}, {} {}, {}x{}x{}, array {}, mips {})",
                esc(&img.name),
                img.kind.name(),
                img.format.name(),
                img.width,
                img.height,
                img.depth,
                img.array_size,
                img.mips
            ),
            names: vec![img.name.clone(), format!("bti:{bti}")],
            base: 0,
            before: previous.filter(|p| p.len() == img.data.len()),
            after: &img.data,
            kind: ValueKind::of_format(img.format),
        });
    }
    out.push(Object {
        title: "slm".to_string(),
        names: vec!["slm".to_string()],
        base: 0,
        before: before.map(|b| b.memory.slm.as_slice()).filter(|p| p.len() == memory.slm.len()),
        after: &memory.slm,
        kind: kind("slm"),
    });
    out
}

/// The row of `bytes` that starts at `index`.
fn row_at(bytes: &[u8], index: usize) -> &[u8] {
    &bytes[index..(index + ROW).min(bytes.len())]
}

fn write_row(out: &mut impl Write, base: u64, index: usize, row: &[u8], kind: ValueKind) -> std::fmt::Result {
    let address = base.wrapping_add(index as u64);
    // Elements stay whole: a row is 16 bytes, and every element size divides it.
    writeln!(out, "    {address:08x}: {}", values(kind, row, None))
}

/// A listing of `bytes[from..to]` (row-aligned) with runs of identical rows
/// after the first folded into one `*` line, as `hexdump` does.
fn write_listing(out: &mut impl Write, o: &Object<'_>, from: usize, to: usize) -> std::fmt::Result {
    let mut previous: Option<&[u8]> = None;
    let mut folded = false;
    let mut index = from - from % ROW;
    while index < to.min(o.after.len()) {
        let row = row_at(o.after, index);
        if previous == Some(row) && row.len() == ROW {
            if !folded {
                out.write_str("    *\n")?;
                folded = true;
            }
        } else {
            folded = false;
            previous = Some(row);
            write_row(out, o.base, index, row, o.kind)?;
        }
        index += ROW;
    }
    Ok(())
}

/// The memory section: per object, the rows the run changed (at most
/// [`CHANGED_ROWS`], then a count), objects the run left as they were on
/// one line; then what `dumps` asks for in full.
fn write_memory(out: &mut impl Write, report: &RunReport, dumps: &[Dump]) -> std::fmt::Result {
    let objects = objects(&report.memory, report.before.as_ref());
    let mut unchanged = Vec::new();
    let mut header = false;
    for o in &objects {
        let Some(before) = o.before else {
            unchanged.push(format!("{} ({} bytes, state before the run unknown)", o.title, o.after.len()));
            continue;
        };
        let changed_rows: Vec<usize> =
            (0..o.after.len()).step_by(ROW).filter(|&i| row_at(o.after, i) != row_at(before, i)).collect();
        if changed_rows.is_empty() {
            unchanged.push(format!("{} ({} bytes)", o.title, o.after.len()));
            continue;
        }
        if !header {
            out.write_str("memory the run changed (--dump NAME|START..END|all lists it; --json has every byte):\n")?;
            header = true;
        }
        let size = o.kind.size();
        let changed = o.after.chunks(size).zip(before.chunks(size)).filter(|(a, b)| a != b).count();
        writeln!(
            out,
            "  {} ({} bytes, as {}): {changed} value(s) changed in {} row(s)",
            o.title,
            o.after.len(),
            o.kind.name(),
            changed_rows.len()
        )?;
        let mut last: Option<usize> = None;
        for &index in changed_rows.iter().take(CHANGED_ROWS) {
            if last.is_some_and(|l| l + ROW != index) {
                out.write_str("    ...\n")?;
            }
            write_row(out, o.base, index, row_at(o.after, index), o.kind)?;
            last = Some(index);
        }
        if changed_rows.len() > CHANGED_ROWS {
            writeln!(
                out,
                "    ... and {} more changed row(s) (--dump {})",
                changed_rows.len() - CHANGED_ROWS,
                esc(&o.names[0])
            )?;
        }
    }
    if !unchanged.is_empty() {
        writeln!(out, "unchanged: {}", unchanged.join(", "))?;
    }
    for dump in dumps {
        match dump {
            Dump::All => {
                for o in &objects {
                    writeln!(out, "{} ({} bytes, as {}):", o.title, o.after.len(), o.kind.name())?;
                    write_listing(out, o, 0, o.after.len())?;
                }
            }
            Dump::Object(name) => {
                for o in objects.iter().filter(|o| o.names.iter().any(|n| n == name)) {
                    writeln!(out, "{} ({} bytes, as {}):", o.title, o.after.len(), o.kind.name())?;
                    write_listing(out, o, 0, o.after.len())?;
                }
            }
            Dump::Range { start, end } => {
                writeln!(out, "svm {start:#x}..{end:#x}:")?;
                for o in objects.iter().filter(|o| o.title.starts_with("buffer ")) {
                    let (lo, hi) = (o.base, o.base.saturating_add(o.after.len() as u64));
                    if *end <= lo || *start >= hi {
                        continue;
                    }
                    let from = (start.max(&lo) - lo) as usize;
                    let to = (end.min(&hi) - lo) as usize;
                    writeln!(out, "  {} (as {}):", o.title, o.kind.name())?;
                    write_listing(out, o, from, to)?;
                }
            }
        }
    }
    Ok(())
}

/// Checks that every `--dump` names something `memory` has.
pub fn check_dumps(memory: &Memory, dumps: &[Dump]) -> Result<(), String> {
    let objects = objects(memory, None);
    for dump in dumps {
        match dump {
            Dump::Object(name) if !objects.iter().any(|o| o.names.iter().any(|n| n == name)) => {
                let names: Vec<&str> = objects.iter().map(|o| o.names[0].as_str()).collect();
                return Err(format!("--dump {name}: the run has no such memory; it has {}", names.join(", ")));
            }
            Dump::Range { start, end }
                if !memory.svm.allocations().iter().any(|a| *start < a.end() as u64 && *end > a.base) =>
            {
                return Err(format!("--dump {start:#x}..{end:#x}: no buffer holds any of these addresses"));
            }
            _ => {}
        }
    }
    Ok(())
}

/// The report as text, verdict and summary first; `dumps` lists memory in full.
pub fn write_report(out: &mut impl Write, r: &RunReport, dumps: &[Dump]) -> std::fmt::Result {
    // What comes from the input (names, places, messages) is escaped:
    // a report is the lines written here and no others.
    let title = match r.platform {
        Some(p) => format!("kernel {} on {p}", r.kernel),
        None => format!("kernel {} ({})", r.kernel, r.engine.name()),
    };
    writeln!(out, "{}: {}", esc(&title), r.status())?;
    if let Some(v) = &r.verdict {
        write_verdict(out, v)?;
    }
    if let Some(fault) = &r.fault {
        writeln!(out, "fault: {}: {}", esc(&fault.place), esc(&fault.message))?;
    }
    if let Some(budget) = &r.out_of_budget {
        writeln!(out, "out of budget: {}", esc(budget))?;
    }
    if !r.findings.is_empty() {
        out.write_str("findings:\n")?;
        for f in r.findings.iter().take(TEXT_LIST) {
            let tag = if f.ub { "undefined" } else { "note" };
            writeln!(out, "  {tag}: {}: {}", esc(&f.place), esc(&f.message))?;
        }
        let more = (r.findings.len().saturating_sub(TEXT_LIST) as u64).saturating_add(r.findings_dropped);
        if more > 0 {
            writeln!(out, "  ... and {more} more (--json lists {MAX_REPORT_FINDINGS})")?;
        }
    }
    if let Some(stats) = &r.stats {
        if stats.per_message.is_empty() {
            out.write_str("messages: none ran\n")?;
        } else {
            out.write_str("messages:\n")?;
        }
        for (name, s) in &stats.per_message {
            writeln!(out, "  {name}: {} send(s), {} active lane(s), {} byte(s)", s.messages, s.active_lanes, s.bytes)?;
            // An LSC message's cache controls: accepted, not modelled, counted.
            let caches: Vec<String> = stats
                .cache_controls
                .iter()
                .filter(|((mnemonic, ..), _)| mnemonic == name)
                .map(|((_, l1, l3), n)| format!(".{}.{} {n}", l1.name(), l3.name()))
                .collect();
            if !caches.is_empty() {
                writeln!(out, "    cache controls: {}", caches.join(", "))?;
            }
        }
    }
    if let Some(returned) = &r.returned {
        let kind = ValueKind::of_ir_type(&returned.ty);
        let undefined = returned.undefined.iter().filter(|u| **u).count();
        let note = if undefined > 0 { format!(", {undefined} undefined") } else { String::new() };
        writeln!(
            out,
            "returned {} ({} bytes{note}): {}",
            esc(&returned.ty),
            returned.bytes.len(),
            values(kind, &returned.bytes, Some(&returned.undefined))
        )?;
    }
    write_memory(out, r, dumps)
}

fn write_verdict(out: &mut impl Write, v: &crate::exec::check::Verdict) -> std::fmt::Result {
    let result = match &v.not_verifiable {
        Some(_) => "not verifiable",
        None if v.passed() => "passed",
        None => "FAILED",
    };
    let compared: Vec<String> = v.compared.iter().map(|(place, n)| format!("{} {n}", esc(place))).collect();
    let by_place = if compared.is_empty() { String::new() } else { format!(": {}", compared.join(", ")) };
    writeln!(out, "verification against the reference: {result} ({} bytes compared{by_place})", v.compared_bytes)?;
    if let Some(why) = &v.not_verifiable {
        writeln!(out, "  not verifiable: {}", esc(why))?;
    }
    for p in &v.problems {
        writeln!(out, "  problem: {}", esc(p))?;
    }
    for m in v.mismatches.iter().take(TEXT_LIST) {
        writeln!(out, "  mismatch: {}", esc(&m.to_string()))?;
    }
    let more = (v.mismatches.len().saturating_sub(TEXT_LIST) as u64).saturating_add(v.mismatches_omitted);
    if more > 0 {
        writeln!(out, "  ... and {more} more mismatched byte(s) (--json lists {MAX_REPORT_FINDINGS})")?;
    }
    for r in &v.reconciled {
        writeln!(out, "  reconciled: {}", esc(r))?;
    }
    for w in &v.warnings {
        writeln!(out, "  warning: {}", esc(w))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ir_types_read_as_their_elements() {
        assert_eq!(ValueKind::of_ir_type("<8 x float>"), ValueKind::Float(4));
        assert_eq!(ValueKind::of_ir_type("double"), ValueKind::Float(8));
        assert_eq!(ValueKind::of_ir_type("[4 x i16]"), ValueKind::Signed(2));
        assert_eq!(ValueKind::of_ir_type("<4 x i1>"), ValueKind::Bool);
        assert_eq!(ValueKind::of_ir_type("ptr addrspace(1)"), ValueKind::Pointer);
        assert_eq!(ValueKind::of_ir_type("{ i32, float }"), ValueKind::Bytes);
        // 0x3fc00000 is 1.5; 0xffffffff as i32 is -1; 0x3c00 as half is 1.0.
        assert_eq!(ValueKind::Float(4).format(&[0, 0, 0xc0, 0x3f]), "1.5");
        assert_eq!(ValueKind::Signed(4).format(&[0xff; 4]), "-1");
        assert_eq!(ValueKind::Float(2).format(&[0x00, 0x3c]), "1.0");
        assert_eq!(values(ValueKind::Float(4), &[0, 0, 0xc0, 0x3f, 1, 2], Some(&[false; 6])), "1.5 01 02");
    }

    #[test]
    fn dumps_parse() {
        assert_eq!("all".parse(), Ok(Dump::All));
        assert_eq!("0x10..0x20".parse(), Ok(Dump::Range { start: 16, end: 32 }));
        assert_eq!("0x10+16".parse(), Ok(Dump::Range { start: 16, end: 32 }));
        assert_eq!("out".parse(), Ok(Dump::Object("out".into())));
        assert!("0x20..0x10".parse::<Dump>().is_err());
        assert!("a b".parse::<Dump>().is_err());
    }
}
