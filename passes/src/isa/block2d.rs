//! The 2D block load/store/prefetch shapes Intel's compiler supports
//! ("Supported 2D block I/O variants", IGC's table for
//! `SPV_INTEL_2d_block_io`), as data: element size, block width (elements),
//! block heights (rows), block counts. The SIMD16/SIMD32 columns are the
//! SPIR-V subgroup sizes, meaningless for a vISA message (one lane): a row
//! counts if either has it. Rows marked `xe2` are Xe2 and later only; the
//! Xe3P rows are left out (no platform here has them).

use crate::isa::target::Platform;

/// Which table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block2dKind {
    /// `OpSubgroup2DBlockLoadINTEL`: neither transposed nor transformed.
    Load,
    /// `OpSubgroup2DBlockLoadTransformINTEL`: VNNI.
    Vnni,
    /// `OpSubgroup2DBlockLoadTransposeINTEL`.
    Transpose,
    Store,
    Prefetch,
}

impl Block2dKind {
    pub fn name(self) -> &'static str {
        match self {
            Block2dKind::Load => "2D block load",
            Block2dKind::Vnni => "2D block VNNI load",
            Block2dKind::Transpose => "2D block transposed load",
            Block2dKind::Store => "2D block store",
            Block2dKind::Prefetch => "2D block prefetch",
        }
    }
}

/// One row: every height with every count is supported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShapeRow {
    pub kind: Block2dKind,
    pub elem_bytes: u32,
    pub width: u32,
    pub heights: &'static [u32],
    pub counts: &'static [u32],
    /// Only Xe2 and later (the table's "XE2+" section).
    pub xe2: bool,
}

const fn r(
    kind: Block2dKind,
    elem_bytes: u32,
    width: u32,
    heights: &'static [u32],
    counts: &'static [u32],
) -> ShapeRow {
    ShapeRow { kind, elem_bytes, width, heights, counts, xe2: false }
}

/// `row`, in the "XE2+" section.
const fn xe2(row: ShapeRow) -> ShapeRow {
    ShapeRow { xe2: true, ..row }
}

const ALL_H: &[u32] = &[1, 2, 4, 8, 16, 32];
const STORE_H: &[u32] = &[1, 2, 4, 8];

/// The table.
pub static SHAPES: &[ShapeRow] = {
    use Block2dKind::*;
    &[
        // OpSubgroup2DBlockLoadINTEL, XE HPC+.
        r(Load, 1, 4, &[1, 2, 4, 8], &[1]),
        r(Load, 1, 4, &[16, 32], &[1, 2, 4]),
        r(Load, 1, 8, &[1, 2, 4], &[1]),
        r(Load, 1, 8, &[8, 16, 32], &[1, 2, 4]),
        r(Load, 1, 16, &[1, 2], &[1]),
        r(Load, 1, 16, &[1], &[2, 4]),
        r(Load, 1, 16, &[4, 8, 16, 32], &[1, 2, 4]),
        r(Load, 1, 32, ALL_H, &[1, 2]),
        r(Load, 1, 64, ALL_H, &[1]),
        r(Load, 2, 2, &[1, 2, 4, 8], &[1, 2, 4]),
        r(Load, 2, 2, &[16, 32], &[1, 2, 4]),
        r(Load, 2, 4, &[1, 2, 4], &[1, 2, 4]),
        r(Load, 2, 4, &[8, 16, 32], &[1, 2, 4]),
        r(Load, 2, 8, &[1, 2], &[1, 2, 4]),
        r(Load, 2, 8, &[4, 8, 16, 32], &[1, 2, 4]),
        r(Load, 2, 16, ALL_H, &[1, 2]),
        r(Load, 2, 32, ALL_H, &[1]),
        r(Load, 4, 1, ALL_H, &[1, 2]),
        r(Load, 4, 2, ALL_H, &[1, 2]),
        r(Load, 4, 4, ALL_H, &[1, 2]),
        r(Load, 4, 8, ALL_H, &[1, 2]),
        r(Load, 4, 16, ALL_H, &[1]),
        r(Load, 8, 8, &[2, 4, 8, 16, 32], &[1]),
        r(Load, 8, 4, &[4, 8, 16, 32], &[1]),
        r(Load, 8, 2, &[8, 16, 32], &[1]),
        r(Load, 8, 1, &[16, 32], &[1]),
        // OpSubgroup2DBlockLoadTransformINTEL, XE HPC+.
        r(Vnni, 1, 4, &[4, 8, 16, 32], &[1, 2, 4]),
        r(Vnni, 1, 8, &[4, 8, 16, 32], &[1, 2, 4]),
        r(Vnni, 1, 16, &[4, 8, 16, 32], &[1, 2, 4]),
        r(Vnni, 2, 2, &[2, 4, 8, 16, 32], &[1, 2, 4]),
        r(Vnni, 2, 4, &[2, 4, 8, 16, 32], &[1, 2, 4]),
        r(Vnni, 2, 8, &[2, 4, 8, 16, 32], &[1, 2, 4]),
        r(Vnni, 2, 16, &[2, 4, 8, 16, 32], &[1, 2]),
        // XE2+.
        xe2(r(Vnni, 1, 32, &[4, 8, 16, 32], &[1, 2])),
        xe2(r(Vnni, 1, 64, &[4, 8, 16, 32], &[1])),
        xe2(r(Vnni, 2, 32, &[2, 4, 8, 16], &[1])),
        // OpSubgroup2DBlockLoadTransposeINTEL, XE HPC+.
        r(Transpose, 4, 1, ALL_H, &[1]),
        r(Transpose, 4, 2, ALL_H, &[1]),
        r(Transpose, 4, 4, ALL_H, &[1]),
        r(Transpose, 4, 8, ALL_H, &[1]),
        r(Transpose, 8, 2, &[8], &[1]),
        r(Transpose, 8, 4, &[8], &[1]),
        // OpSubgroup2DBlockStoreINTEL.
        r(Store, 1, 4, STORE_H, &[1]),
        r(Store, 1, 8, STORE_H, &[1]),
        r(Store, 1, 16, STORE_H, &[1]),
        r(Store, 1, 32, STORE_H, &[1]),
        r(Store, 1, 64, STORE_H, &[1]),
        r(Store, 2, 2, STORE_H, &[1]),
        r(Store, 2, 4, STORE_H, &[1]),
        r(Store, 2, 8, STORE_H, &[1]),
        r(Store, 2, 16, STORE_H, &[1]),
        r(Store, 2, 32, STORE_H, &[1]),
        r(Store, 4, 1, STORE_H, &[1]),
        r(Store, 4, 2, STORE_H, &[1]),
        r(Store, 4, 4, STORE_H, &[1]),
        r(Store, 4, 8, STORE_H, &[1]),
        r(Store, 4, 16, STORE_H, &[1]),
        r(Store, 8, 1, STORE_H, &[1]),
        r(Store, 8, 2, STORE_H, &[1]),
        r(Store, 8, 4, STORE_H, &[1]),
        r(Store, 8, 8, STORE_H, &[1]),
        // OpSubgroup2DBlockPrefetchINTEL.
        r(Prefetch, 1, 4, ALL_H, &[1, 2, 4]),
        r(Prefetch, 1, 8, ALL_H, &[1, 2, 4]),
        r(Prefetch, 1, 16, ALL_H, &[1, 2, 4]),
        r(Prefetch, 1, 32, ALL_H, &[1, 2]),
        r(Prefetch, 1, 64, ALL_H, &[1]),
        r(Prefetch, 2, 2, ALL_H, &[1, 2, 4]),
        r(Prefetch, 2, 4, ALL_H, &[1, 2, 4]),
        r(Prefetch, 2, 8, ALL_H, &[1, 2, 4]),
        r(Prefetch, 2, 16, ALL_H, &[1, 2]),
        r(Prefetch, 2, 32, ALL_H, &[1]),
        r(Prefetch, 4, 1, ALL_H, &[1, 2]),
        r(Prefetch, 4, 2, ALL_H, &[1, 2]),
        r(Prefetch, 4, 4, ALL_H, &[1, 2]),
        r(Prefetch, 4, 8, ALL_H, &[1, 2]),
        r(Prefetch, 4, 16, ALL_H, &[1]),
        r(Prefetch, 8, 1, ALL_H, &[1]),
        r(Prefetch, 8, 2, ALL_H, &[1]),
        r(Prefetch, 8, 4, ALL_H, &[1]),
        r(Prefetch, 8, 8, ALL_H, &[1]),
    ]
};

/// The row that has this shape, if any.
pub fn find(kind: Block2dKind, elem_bytes: u32, width: u32, height: u32, count: u32) -> Option<&'static ShapeRow> {
    SHAPES.iter().find(|row| {
        row.kind == kind
            && row.elem_bytes == elem_bytes
            && row.width == width
            && row.heights.contains(&height)
            && row.counts.contains(&count)
    })
}

/// The shapes of `kind` for `elem_bytes`, for a diagnostic.
pub fn supported(kind: Block2dKind, elem_bytes: u32) -> String {
    let rows: Vec<String> = SHAPES
        .iter()
        .filter(|row| row.kind == kind && row.elem_bytes == elem_bytes)
        .map(|row| {
            format!(
                "width {} height {:?} count {:?}{}",
                row.width,
                row.heights,
                row.counts,
                if row.xe2 { " (Xe2)" } else { "" }
            )
        })
        .collect();
    if rows.is_empty() {
        let sizes: Vec<String> = {
            let mut s: Vec<u32> = SHAPES.iter().filter(|r| r.kind == kind).map(|r| r.elem_bytes).collect();
            s.dedup();
            s.iter().map(|b| format!("{b}-byte")).collect()
        };
        format!("{} elements only", sizes.join(", "))
    } else {
        format!("{}-byte elements: {}", elem_bytes, rows.join("; "))
    }
}

/// Which table a 2D block message's shape is looked up in: a store's,
/// a prefetch's (a load with no destination), or the load's by its layout.
/// `Err` names a layout no table has: transposed and VNNI at once, or a
/// transposed or VNNI store.
pub fn message_kind(store: bool, prefetch: bool, transpose: bool, vnni: bool) -> Result<Block2dKind, String> {
    match (store, prefetch, transpose, vnni) {
        (_, _, true, true) => Err("transposed and VNNI at once (tt): no 2D block message has both".into()),
        (true, _, true, false) => Err("a 2D block store is not transposed".into()),
        (true, _, false, true) => Err("a 2D block store has no VNNI transform".into()),
        (true, _, false, false) => Ok(Block2dKind::Store),
        (false, true, false, false) => Ok(Block2dKind::Prefetch),
        (false, _, true, false) => Ok(Block2dKind::Transpose),
        (false, _, false, true) => Ok(Block2dKind::Vnni),
        (false, false, false, false) => Ok(Block2dKind::Load),
    }
}

/// Whether `platform` has the table's "XE2+" rows.
pub fn has_xe2_rows(platform: Platform) -> bool {
    // The table's "XE2+" section: BMG, LNL and later, the platform table's xe2.
    platform == Platform::Xe2
}

/// Checks a shape against the table for `platform`; `Err` says what is
/// wrong and what the table has.
pub fn check_shape(
    platform: Platform,
    kind: Block2dKind,
    elem_bytes: u32,
    width: u32,
    height: u32,
    count: u32,
) -> Result<(), String> {
    if let Some(why) = older_assembler_limit(platform, kind, elem_bytes, height) {
        return Err(why);
    }
    match find(kind, elem_bytes, width, height, count) {
        Some(row) if !row.xe2 || has_xe2_rows(platform) => Ok(()),
        Some(_) => Err(format!(
            "a {} of {elem_bytes}-byte elements, {count} x {width} x {height} (blocks x width x height), is an \
             Xe2 shape, not on {platform}",
            kind.name()
        )),
        None => Err(format!(
            "a {} of {count} x {width} x {height} (blocks x width x height) is not a supported shape; {}",
            kind.name(),
            supported(kind, elem_bytes)
        )),
    }
}

/// The bytes of a transposed block's column (its height in elements) IGC
/// 1.0.12504's vISA verifier allows: it checks "block2d cols * data size
/// must be <= 64" with cols the height of a transposed block. IGC 1.0.17791
/// and later check the width instead (`width * blocks * size <= 64` for any
/// load), and take every transposed row of the table, which has d32 blocks
/// 32 high; 1.0.12504 refuses those (`d32.2x32tn`).
pub const OLDER_TRANSPOSED_COLUMN_BYTES: u32 = 64;

/// Why a shape of the table is refused on `platform` anyway: 1.0.12504
/// judges Xe-HPC (PVC), and its verifier refuses transposed blocks whose
/// height takes more than [`OLDER_TRANSPOSED_COLUMN_BYTES`]. Xe2 is judged
/// by 1.0.17791 alone, which takes them (docs/lsc.md, "2D block shapes").
pub fn older_assembler_limit(platform: Platform, kind: Block2dKind, elem_bytes: u32, height: u32) -> Option<String> {
    let column = height * elem_bytes;
    (platform == Platform::XeHpc && kind == Block2dKind::Transpose && column > OLDER_TRANSPOSED_COLUMN_BYTES).then(
        || {
            format!(
                "a {} of {elem_bytes}-byte elements {height} high ({column} bytes a column) is not supported on \
                 {platform}: at most {OLDER_TRANSPOSED_COLUMN_BYTES} bytes (IGC 1.0.12504's vISA verifier: \"block2d \
                 cols * data size must be <= 64\"; Xe2 takes the table's heights)",
                kind.name()
            )
        },
    )
}

/// The largest surface a 2D block message addresses: 2^24 bytes wide and
/// rows high (SPV_INTEL_2d_block_io).
pub const MAX_SURFACE: u64 = 1 << 24;

/// What is wrong with a 2D block surface, if anything (SPV_INTEL_2d_block_io:
/// the behaviour is undefined unless all hold): the base 64-byte aligned,
/// the width (bytes) 64 to 2^24, the height (rows) 1 to 2^24, the pitch a
/// multiple of 16 bytes (the strictest platform's: Xe2), at least the width
/// and at most 2^24, and for 1- and 2-byte elements X on a 4-byte boundary.
/// `width`, `height`, `pitch` are the values, not the operands' values - 1.
pub fn surface_problem(base: u64, width: u64, height: u64, pitch: u64, x: i64, elem_bytes: u32) -> Option<String> {
    if !base.is_multiple_of(64) {
        return Some(format!("the surface base {base:#x} is not 64-byte aligned"));
    }
    if !(64..=MAX_SURFACE).contains(&width) {
        return Some(format!("the surface width is {width} bytes; it must be 64 to 2^24"));
    }
    if !(1..=MAX_SURFACE).contains(&height) {
        return Some(format!("the surface height is {height} rows; it must be 1 to 2^24"));
    }
    if pitch < width || !pitch.is_multiple_of(16) || pitch > MAX_SURFACE {
        return Some(format!(
            "the surface pitch is {pitch} bytes; it must be a multiple of 16, at least the width ({width}), at most 2^24"
        ));
    }
    if elem_bytes < 4 && (x * i64::from(elem_bytes)).rem_euclid(4) != 0 {
        return Some(format!("X is {x}: for {elem_bytes}-byte elements the block must start on a 4-byte boundary"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_of_the_table() {
        // d16 16 x 8 loads of 1 or 2 blocks; not 4.
        assert!(find(Block2dKind::Load, 2, 16, 8, 2).is_some());
        assert!(find(Block2dKind::Load, 2, 16, 8, 4).is_none());
        // Transposed d32: widths 1, 2, 4, 8 only.
        assert!(find(Block2dKind::Transpose, 4, 8, 16, 1).is_some());
        assert!(find(Block2dKind::Transpose, 4, 16, 16, 1).is_none());
        assert!(find(Block2dKind::Transpose, 2, 8, 16, 1).is_none());
        // Stores: at most 8 rows, one block.
        assert!(find(Block2dKind::Store, 4, 8, 8, 1).is_some());
        assert!(find(Block2dKind::Store, 4, 8, 16, 1).is_none());
        // The Xe2 VNNI rows are marked.
        assert!(find(Block2dKind::Vnni, 1, 64, 4, 1).is_some_and(|r| r.xe2));
        assert!(supported(Block2dKind::Transpose, 2).contains("4-byte, 8-byte elements only"));
    }

    #[test]
    fn xe2_rows_only_on_xe2() {
        assert!(check_shape(Platform::Xe2, Block2dKind::Vnni, 1, 64, 4, 1).is_ok());
        let err = check_shape(Platform::XeHpc, Block2dKind::Vnni, 1, 64, 4, 1).unwrap_err();
        assert!(err.contains("Xe2 shape, not on xehpc"), "{err}");
        assert!(check_shape(Platform::XeHpc, Block2dKind::Load, 2, 16, 8, 4).is_err());
    }

    /// By hand from IGC 1.0.12504's check (height x size <= 64 for a
    /// transposed block on PVC): d32 up to 16 high, d64 up to 8; Xe2 takes
    /// the table's d32 32 high; other layouts are not limited.
    #[test]
    fn transposed_columns_beyond_64_bytes_are_refused_on_xehpc_only() {
        let t = Block2dKind::Transpose;
        assert!(check_shape(Platform::XeHpc, t, 4, 2, 16, 1).is_ok());
        let err = check_shape(Platform::XeHpc, t, 4, 2, 32, 1).unwrap_err();
        assert!(err.contains("(128 bytes a column) is not supported on xehpc: at most 64 bytes"), "{err}");
        assert!(check_shape(Platform::Xe2, t, 4, 2, 32, 1).is_ok());
        assert!(check_shape(Platform::XeHpc, t, 8, 4, 8, 1).is_ok());
        assert!(check_shape(Platform::XeHpc, Block2dKind::Load, 4, 2, 32, 1).is_ok());
    }

    #[test]
    fn layouts_map_to_tables() {
        assert_eq!(message_kind(false, false, false, false), Ok(Block2dKind::Load));
        assert_eq!(message_kind(false, true, false, false), Ok(Block2dKind::Prefetch));
        assert_eq!(message_kind(false, false, true, false), Ok(Block2dKind::Transpose));
        assert_eq!(message_kind(false, false, false, true), Ok(Block2dKind::Vnni));
        assert!(message_kind(false, false, true, true).is_err());
        assert!(message_kind(true, false, true, false).is_err());
        assert!(message_kind(true, false, false, true).is_err());
    }

    /// The table bounds the data payload: a load's register image is at most
    /// 32 GRFs of 64 bytes (what a message's response length holds), a
    /// store's data at most 8.
    #[test]
    fn the_table_bounds_the_payload() {
        for row in SHAPES {
            for &h in row.heights {
                for &count in row.counts {
                    let transpose = row.kind == Block2dKind::Transpose;
                    let (cols, rows) = if transpose { (h, row.width) } else { (row.width, h) };
                    let block = (cols.next_power_of_two() * rows * row.elem_bytes).div_ceil(64) * 64;
                    let limit = if row.kind == Block2dKind::Store { 8 * 64 } else { 32 * 64 };
                    assert!(count * block <= limit, "{row:?} height {h} count {count}");
                }
            }
        }
    }

    #[test]
    fn surface_rules() {
        assert_eq!(surface_problem(0x1000, 64, 1, 64, 0, 2), None);
        assert!(surface_problem(0x1020, 64, 1, 64, 0, 2).unwrap().contains("64-byte aligned"));
        assert!(surface_problem(0x1000, 60, 1, 64, 0, 2).unwrap().contains("width"));
        assert!(surface_problem(0x1000, 64, 0, 64, 0, 2).unwrap().contains("height"));
        assert!(surface_problem(0x1000, 64, 1, 72, 0, 2).unwrap().contains("pitch"));
        assert!(surface_problem(0x1000, 128, 1, 64, 0, 2).unwrap().contains("pitch"));
        assert!(surface_problem(0x1000, 64, 1, 64, 1, 2).unwrap().contains("4-byte boundary"));
        assert_eq!(surface_problem(0x1000, 64, 1, 64, 1, 4), None);
    }
}
