//! How a report reads memory: the kind of each object's values (the launch
//! spec's `element`, or the IR's type) and the memory as the launch built
//! it, so that the text shows what a run changed, typed
//! ([`super::report::RunReport::with_launch`]).

use crate::exec::launch::{Element, Launch};
use crate::exec::memory::{ImageFormat, Memory};

/// How a value's bytes read: as the launch spec's `element` or the IR's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// Unsigned integers of this many bytes, in decimal.
    Unsigned(u8),
    /// Signed integers of this many bytes, in decimal (LLVM prints `iN` so).
    Signed(u8),
    /// IEEE floats of 2, 4 or 8 bytes.
    Float(u8),
    /// `i1`: one byte a lane, `true`/`false`.
    Bool,
    /// Pointers: 8 bytes, in hex.
    Pointer,
    /// Bytes in hex (a type with no simpler reading, e.g. a struct).
    Bytes,
}

impl ValueKind {
    pub fn size(self) -> usize {
        match self {
            ValueKind::Unsigned(n) | ValueKind::Signed(n) | ValueKind::Float(n) => usize::from(n),
            ValueKind::Bool | ValueKind::Bytes => 1,
            ValueKind::Pointer => 8,
        }
    }

    /// The name the listing gives the values (`f32`, `i32`, `bytes`).
    pub fn name(self) -> String {
        match self {
            ValueKind::Unsigned(n) => format!("u{}", 8 * n),
            ValueKind::Signed(n) => format!("i{}", 8 * n),
            ValueKind::Float(n) => format!("f{}", 8 * n),
            ValueKind::Bool => "i1".into(),
            ValueKind::Pointer => "ptr".into(),
            ValueKind::Bytes => "bytes".into(),
        }
    }

    /// The kind of a launch spec's `element`.
    pub fn of_element(element: Element) -> ValueKind {
        use Element as E;
        match element {
            E::U8 => ValueKind::Unsigned(1),
            E::U16 => ValueKind::Unsigned(2),
            E::U32 => ValueKind::Unsigned(4),
            E::U64 => ValueKind::Unsigned(8),
            E::I8 => ValueKind::Signed(1),
            E::I16 => ValueKind::Signed(2),
            E::I32 => ValueKind::Signed(4),
            E::I64 => ValueKind::Signed(8),
            E::F32 => ValueKind::Float(4),
            E::F64 => ValueKind::Float(8),
        }
    }

    /// The kind of an image format's texels.
    pub fn of_format(format: ImageFormat) -> ValueKind {
        match format {
            ImageFormat::R32Uint => ValueKind::Unsigned(4),
            ImageFormat::R32Sint => ValueKind::Signed(4),
            ImageFormat::R32Float => ValueKind::Float(4),
            ImageFormat::R16Uint => ValueKind::Unsigned(2),
            ImageFormat::R16Sint => ValueKind::Signed(2),
        }
    }

    /// The element kind of an LLVM type as printed (`<8 x float>`, `i32`,
    /// `[4 x i16]`, `ptr addrspace(1)`); [`ValueKind::Bytes`] for what has
    /// no single element type.
    pub fn of_ir_type(ty: &str) -> ValueKind {
        let ty = ty.trim();
        let inner = ty
            .strip_prefix('<')
            .and_then(|t| t.strip_suffix('>'))
            .or_else(|| ty.strip_prefix('[').and_then(|t| t.strip_suffix(']')))
            .and_then(|t| t.split_once(" x "))
            .map_or(ty, |(_, element)| element.trim());
        match inner {
            "half" => ValueKind::Float(2),
            "float" => ValueKind::Float(4),
            "double" => ValueKind::Float(8),
            "i1" => ValueKind::Bool,
            "i8" => ValueKind::Signed(1),
            "i16" => ValueKind::Signed(2),
            "i32" => ValueKind::Signed(4),
            "i64" => ValueKind::Signed(8),
            t if t == "ptr" || t.starts_with("ptr ") || t.ends_with('*') => ValueKind::Pointer,
            _ => ValueKind::Bytes,
        }
    }

    /// One value from exactly [`ValueKind::size`] bytes, little-endian.
    pub fn format(self, bytes: &[u8]) -> String {
        let mut raw = [0u8; 8];
        let n = bytes.len().min(8);
        raw[..n].copy_from_slice(&bytes[..n]);
        let unsigned = u64::from_le_bytes(raw);
        match self {
            ValueKind::Unsigned(_) => unsigned.to_string(),
            ValueKind::Signed(size) => {
                let shift = 64 - 8 * u32::from(size);
                (((unsigned << shift) as i64) >> shift).to_string()
            }
            ValueKind::Float(2) => float(half::f16::from_bits(unsigned as u16).to_f64()),
            ValueKind::Float(4) => float(f64::from(f32::from_bits(unsigned as u32))),
            ValueKind::Float(_) => float(f64::from_bits(unsigned)),
            ValueKind::Bool => (unsigned & 1 == 1).to_string(),
            ValueKind::Pointer => format!("{unsigned:#x}"),
            ValueKind::Bytes => format!("{:02x}", bytes.first().copied().unwrap_or(0)),
        }
    }
}

/// A float as Rust's shortest round-trip form (`0.5`, `1e-45`, `inf`, `NaN`).
fn float(v: f64) -> String {
    format!("{v:?}")
}

/// How the report reads memory: its state before the run and the launch
/// spec's element types (`RunReport::with_launch`).
#[derive(Clone, Debug, Default)]
pub struct MemoryBefore {
    pub memory: Memory,
    /// Buffers by name; `slm`; surfaces as `bti:N`.
    pub kinds: std::collections::HashMap<String, ValueKind>,
    /// The launch spec's names of surfaces.
    pub surface_names: std::collections::HashMap<u8, String>,
}

impl MemoryBefore {
    /// The launch's memory (as it was built for the run) and its element types.
    pub fn of_launch(launch: &Launch) -> Option<MemoryBefore> {
        let memory = launch.build_memory().ok()?;
        let mut kinds = std::collections::HashMap::new();
        kinds.insert("slm".to_string(), ValueKind::of_element(launch.slm.element));
        for b in &launch.buffers {
            kinds.insert(b.name.clone(), ValueKind::of_element(b.element));
        }
        let mut surface_names = std::collections::HashMap::new();
        for s in &launch.surfaces {
            kinds.insert(format!("bti:{}", s.bti), ValueKind::of_element(s.element));
            if let Some(name) = &s.name {
                surface_names.insert(s.bti, name.clone());
            }
        }
        Some(MemoryBefore { memory, kinds, surface_names })
    }
}
