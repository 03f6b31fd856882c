//! The 2D block load/store/prefetch shapes Intel's compiler supports
//! ("Supported 2D block I/O variants", IGC's table for
//! `SPV_INTEL_2d_block_io`), as data: element size, block width (elements),
//! block heights (rows), block counts. The SIMD16/SIMD32 columns are the
//! SPIR-V subgroup sizes, meaningless for a vISA message (one lane): a row
//! counts if either has it. Rows marked `xe2` are Xe2 and later only; the
//! Xe3P rows are left out (no platform here has them).

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
}
