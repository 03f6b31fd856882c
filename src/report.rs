//! The final state of a run, as text for people and as JSON for tools
//! (the JSON object is documented in `docs/run-output.md` and stable).

use crate::memory::{Image, Memory};
use serde_json::{json, Value};
use std::fmt::Write;

/// Bytes as lowercase hex, two digits per byte, no separators.
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(out, "{b:02x}");
    }
    out
}

/// A hexdump of `bytes` starting at address `base`: 16 bytes a row; runs of
/// identical rows after the first are folded into one `*` line, as `hexdump`
/// does, so that large zeroed buffers stay readable.
pub fn hexdump(out: &mut String, bytes: &[u8], base: u64) {
    let mut previous: Option<&[u8]> = None;
    let mut folded = false;
    for (i, row) in bytes.chunks(16).enumerate() {
        let address = base.wrapping_add(16 * i as u64);
        if previous == Some(row) && row.len() == 16 {
            if !folded {
                out.push_str("  *\n");
                folded = true;
            }
            continue;
        }
        folded = false;
        previous = Some(row);
        let cells: Vec<String> = row.iter().map(|b| format!("{b:02x}")).collect();
        let _ = writeln!(out, "  {address:08x}: {}", cells.join(" "));
    }
}

fn image_header(bti: u8, img: &Image) -> String {
    format!(
        "image {} (bti {bti}, {} {}, {}x{}x{}, array {}, mips {})",
        img.name,
        img.kind.name(),
        img.format.name(),
        img.width,
        img.height,
        img.depth,
        img.array_size,
        img.mips
    )
}

/// Every buffer, surface, image and SLM, in a fixed order.
pub fn memory_text(memory: &Memory) -> String {
    let mut out = String::new();
    for a in memory.svm.allocations() {
        let _ = writeln!(out, "buffer {} @ {:#x} ({} bytes)", a.name, a.base, a.bytes.len());
        hexdump(&mut out, &a.bytes, a.base);
    }
    for (bti, bytes) in &memory.surfaces {
        let _ = writeln!(out, "surface bti {bti} ({} bytes)", bytes.len());
        hexdump(&mut out, bytes, 0);
    }
    for (bti, img) in &memory.images {
        let _ = writeln!(out, "{}", image_header(*bti, img));
        hexdump(&mut out, &img.data, 0);
    }
    let _ = writeln!(out, "slm ({} bytes)", memory.slm.len());
    hexdump(&mut out, &memory.slm, 0);
    out
}

/// The `memory` member of the JSON report.
pub fn memory_json(memory: &Memory) -> Value {
    let buffers: Vec<Value> = memory
        .svm
        .allocations()
        .iter()
        .map(|a| json!({ "name": a.name, "address": format!("{:#x}", a.base), "size": a.bytes.len(), "bytes": hex(&a.bytes) }))
        .collect();
    let surfaces: Vec<Value> = memory
        .surfaces
        .iter()
        .map(|(bti, bytes)| json!({ "bti": bti, "size": bytes.len(), "bytes": hex(bytes) }))
        .collect();
    let images: Vec<Value> = memory
        .images
        .iter()
        .map(|(bti, img)| {
            json!({
                "name": img.name, "bti": bti, "kind": img.kind.name(), "format": img.format.name(),
                "width": img.width, "height": img.height, "depth": img.depth,
                "array_size": img.array_size, "mips": img.mips, "bytes": hex(&img.data),
            })
        })
        .collect();
    json!({
        "buffers": buffers,
        "surfaces": surfaces,
        "images": images,
        "slm": { "size": memory.slm.len(), "bytes": hex(&memory.slm) },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexdump_folds_repeated_rows() {
        let mut bytes = vec![0u8; 64];
        bytes[0] = 1;
        bytes[63] = 2;
        let mut out = String::new();
        hexdump(&mut out, &bytes, 0x100);
        let zero_row = "00 ".repeat(15) + "00";
        let expected = format!(
            "  00000100: 01 {}\n  00000110: {zero_row}\n  *\n  00000130: {} 02\n",
            "00 ".repeat(14) + "00",
            "00 ".repeat(14) + "00"
        );
        assert_eq!(out, expected);
    }

    #[test]
    fn hex_is_two_digits_a_byte() {
        assert_eq!(hex(&[0, 0xab, 7]), "00ab07");
    }
}
